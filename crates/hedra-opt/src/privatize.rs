//! Privatization: the driver's policy for scalars whose values never cross the iterations
//! of their loops (hedra-deps' `privatize` finds them and expands them).
//!
//! For one relaxation step:
//! 1. find the privatizable scalars and expand each into one cell per iteration of its
//!    loops, so that the scheduler sees only true dependences through it;
//! 2. schedule the expanded Scop;
//! 3. **contract** where the new schedule allows: a scalar stays a scalar when no write of
//!    it runs between a write and a read of the same value in the new schedule
//!    ([`stays_scalar`], exact on the value-based flow dependences). Each thread of a
//!    parallel loop then gets its own copy, which is exact when the loop holds every access
//!    of the scalar; a loop that holds only some of them stays sequential in
//!    [`hedra_codegen::mark_parallel`], and such a scalar is expanded after all (a second
//!    code generation);
//! 4. the scalars left expanded are scratch arrays (at most [`MAX_SCRATCH`]): allocated on
//!    the heap around the loops, with the plain code (no privatization) as the code that
//!    runs when an allocation fails.
//!
//! The caller (`Context::code_at`) compares the result with the plain code and keeps it
//! only when it gains parallelism; any failure (including the budget) only turns
//! privatization off for the step, with a note.

use hedra_deps::privatize::{expand, privatizable, stays_scalar, users_of, Privatizable};

use crate::budget::within_budget;
use crate::error::{Error, Result, Stage};
use crate::notes::Note;
use crate::pipeline::{Context, Generated, Private};
use crate::schedule::{schedule_tree_relaxed, Relaxation};

/// The most scratch arrays (expanded scalars that the schedule keeps apart) one region
/// may allocate: each is as large as the iteration space of its loops, so a schedule that
/// needs many of them trades too much memory for its parallelism.
pub const MAX_SCRATCH: usize = 2;

/// Which privatized schedule to try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Variant {
    /// The requested fusion; scratch arrays allowed (at most [`MAX_SCRATCH`]) for scalars
    /// of two or more loops. Expanding the scalar of a single loop only lets the scheduler
    /// distribute its statements (the array is then streamed once more for nothing: row
    /// sums and running sums measured 2x slower), while with two loops it can move the
    /// reduction loop between them, as in symm.
    Requested,
    /// Maximal fusion, for a region of one loop nest, kept only when every scalar stays a
    /// scalar: the statements of one iteration stay together, and the scalars become
    /// private to the parallel loop.
    Fused,
}

/// The number of outermost loop nests of `scop` (statements outside every loop aside).
fn loop_nests(scop: &hedra_ir::Scop) -> usize {
    let mut firsts: Vec<usize> = scop
        .statements
        .iter()
        .filter(|s| !s.iterators.is_empty())
        .map(|s| s.beta[0])
        .collect();
    firsts.sort_unstable();
    firsts.dedup();
    firsts.len()
}

/// The largest rank of the arrays of `scop` (scalars are rank 0).
fn data_rank(scop: &hedra_ir::Scop) -> usize {
    scop.arrays.iter().map(|a| a.rank).max().unwrap_or(0)
}

impl Variant {
    /// Why a result that needs scratch arrays for `arrays` is not taken, if it is not.
    /// A scratch array of more dimensions than any array of the region's own (`scop`) is
    /// larger than the data by the extent of a loop (a time loop's copy of a whole grid),
    /// and is refused. So is one expanded over every loop of the statements that use it:
    /// it adds a store and a load to each of their iterations, as much memory traffic as
    /// the computation itself makes, which no new order of a computation without reuse
    /// across those loops repays (a row sum of squared differences through a scalar `d`);
    /// an accumulator of a matrix product is expanded over two of its three loops.
    fn refuses(
        self,
        scop: &hedra_ir::Scop,
        cands: &[Privatizable],
        arrays: &[String],
    ) -> Option<String> {
        let data_rank = data_rank(scop);
        if arrays.is_empty() {
            return None;
        }
        if self == Variant::Fused {
            return Some("the fused schedule would need scratch arrays".into());
        }
        if arrays.len() > MAX_SCRATCH {
            return Some(format!("it would need {} scratch arrays", arrays.len()));
        }
        if let Some(deep) = cands
            .iter()
            .find(|p| arrays.contains(&p.array) && p.depth > data_rank)
        {
            return Some(format!(
                "{} would be expanded over {} loops, into a scratch array of more dimensions than any array of the region ({data_rank})",
                deep.array, deep.depth
            ));
        }
        if let Some(full) = cands.iter().find(|p| {
            let deepest = users_of(scop, &p.array)
                .iter()
                .map(|&k| scop.statements[k].iterators.len())
                .max();
            arrays.contains(&p.array) && deepest.is_some_and(|d| p.depth >= d)
        }) {
            return Some(format!(
                "{} would be expanded over every loop of the statements that use it (a store and a load in each of their iterations)",
                full.array
            ));
        }
        let shallow = cands
            .iter()
            .find(|p| arrays.contains(&p.array) && p.depth < 2)?;
        Some(format!(
            "{} would be expanded over a single loop",
            shallow.array
        ))
    }
}

impl Context<'_> {
    /// Whether step `relax` may privatize: asked for, and the scheduler chooses the
    /// schedule (no user schedule, not the original order).
    pub(crate) fn privatization_applies(&self, relax: Relaxation) -> bool {
        let req = &self.opts.request;
        req.privatize && relax != Relaxation::Original && req.schedule.is_none() && !req.original
    }

    /// The code of step `relax` with privatizable scalars expanded for the scheduler, or
    /// `None` when there is no privatizable scalar, or when more than [`MAX_SCRATCH`] of
    /// them would need scratch arrays. `fallback` is the code (and its macros) to run when
    /// the scratch arrays cannot be allocated; without it, the original order.
    ///
    /// `variant` chooses the fusion and what may stay expanded (see [`Variant`]).
    pub(crate) fn privatized_code_at(
        &self,
        relax: Relaxation,
        variant: Variant,
        fallback: Option<(String, hedra_codegen::Macros)>,
        notes: &mut Vec<Note>,
    ) -> Result<Option<Generated>> {
        let mut req = self.opts.request.clone();
        if variant == Variant::Fused {
            if loop_nests(self.scop) > 1 {
                // Maximal fusion would also fuse nests that the program keeps apart.
                return Ok(None);
            }
            req.fuse = crate::options::Fuse::Max;
        }
        let req = &req;
        let (expansion, cands) = within_budget(Stage::Dependences, req.budget, notes, || {
            let cands = privatizable(self.scop)?;
            Ok::<_, hedra_deps::Error>((expand(self.scop, &cands)?, cands))
        })?;
        if expansion.expanded.is_empty() {
            return Ok(None);
        }
        let tree = schedule_tree_relaxed(&expansion.scop, req, relax, notes)?;
        let names: Vec<String> = expansion.expanded.iter().map(|(s, _)| s.clone()).collect();
        let (mut scalars, mut arrays) = self.contractible(&cands, &names, &tree, notes)?;
        loop {
            let which: Vec<Privatizable> = cands
                .iter()
                .filter(|p| arrays.contains(&p.array))
                .cloned()
                .collect();
            if let Some(why) = variant.refuses(self.scop, &cands, &arrays) {
                notes.push(Note::info(format!("privatization not applied: {why}")));
                return Ok(None);
            }
            let scop = expand(self.scop, &which).map_err(Error::Dependences)?.scop;
            let instead = self.scratch_fallback(!arrays.is_empty(), fallback.clone())?;
            let private = Private {
                scalars: scalars.clone(),
                fallback: None,
                uncounted: Vec::new(),
                per_thread: Vec::new(),
                unused: Vec::new(),
            };
            let generated =
                self.code_with_fallback(&scop, tree.clone(), relax, private, instead, notes)?;
            let moved: Vec<String> = scalars
                .iter()
                .filter(|s| generated.blocked.contains(s))
                .cloned()
                .collect();
            if moved.is_empty() {
                self.note_privatized(&scalars, &arrays, &expansion.expanded, notes);
                return Ok(Some(generated));
            }
            scalars.retain(|s| !moved.contains(s));
            arrays.extend(moved);
        }
    }

    /// Splits the expanded scalars into those that `tree` lets stay scalars (no write of
    /// one runs between a write and a read of the same value, see
    /// [`hedra_deps::privatize::stays_scalar`]) and those it does not.
    fn contractible(
        &self,
        cands: &[Privatizable],
        names: &[String],
        tree: &hedra_ir::schedule_tree::ScheduleTree,
        notes: &mut Vec<Note>,
    ) -> Result<(Vec<String>, Vec<String>)> {
        let budget = self.opts.request.budget;
        let theta = tree.flatten()?;
        within_budget(Stage::LegalityCheck, budget, notes, || {
            let (mut scalars, mut arrays) = (Vec::new(), Vec::new());
            for p in cands.iter().filter(|p| names.contains(&p.array)) {
                match stays_scalar(self.scop, p, &theta)? {
                    true => scalars.push(p.array.clone()),
                    false => arrays.push(p.array.clone()),
                }
            }
            Ok::<_, Error>((scalars, arrays))
        })
    }

    fn note_privatized(
        &self,
        scalars: &[String],
        arrays: &[String],
        expanded: &[(String, String)],
        notes: &mut Vec<Note>,
    ) {
        if !scalars.is_empty() {
            notes.push(Note::info(format!(
                "privatized {}: each iteration of their loops owns them (a private copy per thread)",
                scalars.join(", ")
            )));
        }
        for (s, a) in expanded.iter().filter(|(s, _)| arrays.contains(s)) {
            notes.push(Note::info(format!(
                "privatized {s} by expansion into the scratch array {a}: the new schedule interleaves the iterations that use it"
            )));
        }
    }
}
