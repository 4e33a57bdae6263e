//! Scalar normalization: the driver's policy for hedra-deps' `scalars` rewrites (a scalar
//! reused for unrelated values becomes one scalar per web; an accumulator stored into one
//! array cell accumulates in that cell).
//!
//! They run once per region, before everything else, when the scheduler chooses the
//! schedule: a user schedule names the statements as written, and the original order
//! (`--no-schedule`) keeps the code as close to the source as it can. A failure or the
//! budget only leaves the region as the front end built it, with a note.

use hedra_deps::scalars::normalize;
use hedra_ir::Scop;

use crate::budget::within_budget;
use crate::error::Stage;
use crate::notes::Note;
use crate::options::Options;

/// The normalized Scop of `scop`, or `None` where nothing changed or normalization does not
/// apply; what it did goes to `notes`.
pub fn normalized(scop: &Scop, opts: &Options, notes: &mut Vec<Note>) -> Option<Scop> {
    let req = &opts.request;
    if !req.normalize_scalars || req.original || req.schedule.is_some() {
        return None;
    }
    let done = match within_budget(Stage::Dependences, req.budget, notes, || normalize(scop)) {
        Ok(done) => done,
        Err(e) => {
            notes.push(Note::info(format!("scalar normalization skipped: {e}")));
            return None;
        }
    };
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
