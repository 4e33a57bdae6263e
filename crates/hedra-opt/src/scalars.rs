//! Scalar normalization: the driver's policy for hedra-deps' `scalars` rewrites (a scalar
//! reused for unrelated values becomes one scalar per web; an accumulator stored into one
//! array cell accumulates in that cell), and for its `rejoin` (a statement that computes
//! peeled iterations of a loop joins the statement of that loop).
//!
//! They run once per region, before everything else, when the scheduler chooses the
//! schedule: a user schedule names the statements as written, and the original order
//! (`--no-schedule`) keeps the code as close to the source as it can. A failure or the
//! budget only leaves the region as the front end built it, with a note.

use hedra_deps::rejoin::rejoin;
use hedra_deps::scalars::normalize;
use hedra_ir::Scop;

use crate::budget::within_budget;
use crate::error::Stage;
use crate::notes::Note;
use crate::options::Options;

/// The normalized Scop of `scop`, or `None` where nothing changed or normalization does not
/// apply; what it did goes to `notes`. Scalars are normalized first, then peeled
/// iterations rejoin their loops (hedra-deps' `rejoin`).
pub fn normalized(scop: &Scop, opts: &Options, notes: &mut Vec<Note>) -> Option<Scop> {
    let req = &opts.request;
    if req.original || req.schedule.is_some() {
        return None;
    }
    let scalars = req
        .normalize_scalars
        .then(|| normalized_scalars(scop, opts, notes))
        .flatten();
    let base = scalars.as_ref().unwrap_or(scop);
    let rejoined = req
        .rejoin_peeled
        .then(|| rejoined(base, opts, notes))
        .flatten();
    rejoined.or(scalars)
}

/// [`normalize`] under the budget, with its notes.
fn normalized_scalars(scop: &Scop, opts: &Options, notes: &mut Vec<Note>) -> Option<Scop> {
    let done = budgeted(opts, notes, "scalar normalization skipped", || {
        normalize(scop)
    })?;
    for (scalar, names) in &done.webs {
        notes.push(Note::info(format!(
            "{scalar} holds unrelated values: each web after the first gets its own scalar ({})",
            names.join(", ")
        )));
    }
    for (scalar, array) in &done.forwarded {
        notes.push(Note::info(format!(
            "{scalar} accumulates the value of one cell of {array}: the statements accumulate in that cell"
        )));
    }
    (!done.webs.is_empty() || !done.forwarded.is_empty()).then_some(done.scop)
}

/// `f` under the budget of the dependence stage; a failure is noted after `skipped`.
fn budgeted<T>(
    opts: &Options,
    notes: &mut Vec<Note>,
    skipped: &str,
    f: impl FnOnce() -> hedra_deps::Result<T>,
) -> Option<T> {
    match within_budget(Stage::Dependences, opts.request.budget, notes, f) {
        Ok(done) => Some(done),
        Err(e) => {
            notes.push(Note::info(format!("{skipped}: {e}")));
            None
        }
    }
}

/// [`rejoin`] under the budget, with its notes.
fn rejoined(scop: &Scop, opts: &Options, notes: &mut Vec<Note>) -> Option<Scop> {
    let done = budgeted(opts, notes, "peeled iterations kept apart", || rejoin(scop))?;
    for (peeled, joined) in &done.joined {
        notes.push(Note::info(format!(
            "{peeled} computes iterations of {joined} that the source peeled from its loop: {joined} runs them"
        )));
    }
    (!done.joined.is_empty()).then_some(done.scop)
}

/// The scalars of `before` that are declared outside the region (not `local`) and no longer
/// occur in `after`: forwarded accumulators, which the generated code must still name so
/// that their declarations stay used.
pub fn declared_outside_and_gone(before: &Scop, after: &Scop) -> Vec<String> {
    before
        .arrays
        .iter()
        .filter(|a| a.rank == 0 && !a.local && !after.arrays.iter().any(|b| b.name == a.name))
        .map(|a| a.name.clone())
        .collect()
}
