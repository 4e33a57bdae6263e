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
//! 4. the scalars left expanded are scratch arrays: allocated on the heap around the loops,
//!    with the original order as the code that runs when an allocation fails.
//!
//! The caller ([`Context::code_at`]) compares the result with the plain code and keeps it
//! only when it gains parallelism; any failure (including the budget) only turns
//! privatization off for the step, with a note.

use hedra_deps::privatize::{expand, privatizable, stays_scalar, Privatizable};

use crate::budget::within_budget;
use crate::error::{Error, Result, Stage};
use crate::notes::Note;
use crate::pipeline::{Context, Generated, Private};
use crate::schedule::{schedule_tree_relaxed, Relaxation};

impl Context<'_> {
    /// The code of step `relax` with privatizable scalars expanded for the scheduler, or
    /// `None` when privatization does not apply (not asked for, a user schedule or the
    /// original order, no privatizable scalar, or its analysis failed).
    pub(crate) fn privatized_code_at(
        &self,
        relax: Relaxation,
        notes: &mut Vec<Note>,
    ) -> Result<Option<Generated>> {
        let req = &self.opts.request;
        if !self.opts.privatize
            || relax == Relaxation::Original
            || req.schedule.is_some()
            || req.original
        {
            return Ok(None);
        }
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
            let scop = expand(self.scop, &which).map_err(Error::Dependences)?.scop;
            let fallback = match scop.arrays.iter().any(|a| a.scratch) {
                true => Some(self.code_at(Relaxation::Original, &mut Vec::new())?.code),
                false => None,
            };
            let private = Private {
                scalars: scalars.clone(),
                fallback,
            };
            let generated = self.code_of(&scop, tree.clone(), relax, &private, notes)?;
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
