//! Statement splitting: the driver's policy for nested reduction statements (hedra-deps'
//! `split` finds and splits them).
//!
//! For one relaxation step:
//! 1. split every candidate `A[f] += e` into `t = e; A[f] += t;`, with a scalar temporary
//!    `t` of the cell's type;
//! 2. expand `t` along the innermost loop (`t[k - l]`, the seed's partial expansion:
//!    [`hedra_deps::privatize::expand_over`]), so that the compute statement no longer
//!    depends on the reduction, and schedule that Scop;
//! 3. **contract** where the new schedule allows: `t` stays a scalar when no write of it
//!    runs between the write and the read of one value ([`stays_scalar`]), and is then
//!    private to parallel loops; otherwise the code allocates `t[k - l]` as a scratch array,
//!    with the unsplit code as what runs when the allocation fails.
//!
//! The caller (`Context::code_at`) keeps the split code only when it beats the unsplit
//! code (more parallel work, or as much in fewer sweeps); any failure, the budget included,
//! only turns splitting off for the step, with a note.

use hedra_deps::privatize::{expand_over, privatizable, stays_scalar};
use hedra_deps::split::{candidates, split, SplitStatement};

use crate::budget::within_budget;
use crate::error::{Error, Result, Stage};
use crate::notes::Note;
use crate::options::Splitting;
use crate::pipeline::{Context, Generated, Private};
use crate::schedule::{parallelize_late_for, schedule_tree_relaxed, Relaxation};

impl Context<'_> {
    /// Whether step `relax` may split statements: asked for, and the scheduler chooses the
    /// schedule (no user schedule, not the original order).
    pub(crate) fn splitting_applies(&self, relax: Relaxation) -> bool {
        let req = &self.opts.request;
        req.split != Splitting::Never
            && relax != Relaxation::Original
            && req.schedule.is_none()
            && !req.original
    }

    /// The code of step `relax` with the candidate statements split, or `None` when no
    /// statement is a candidate. `fallback` is the unsplit code (and its macros), run when
    /// a scratch array cannot be allocated.
    pub(crate) fn split_code_at(
        &self,
        relax: Relaxation,
        fallback: Option<(String, hedra_codegen::Macros)>,
        notes: &mut Vec<Note>,
    ) -> Result<Option<Generated>> {
        let req = &self.opts.request;
        let which = candidates(self.scop);
        if which.is_empty() {
            return Ok(None);
        }
        let (split, partial) = within_budget(Stage::Dependences, req.budget, notes, || {
            let split = split(self.scop, &which)?;
            let all: Vec<&SplitStatement> = split.split.iter().collect();
            let partial = expanded_along_innermost(&split.scop, &all)?;
            Ok::<_, hedra_deps::Error>((split, partial))
        })?;
        let Some(partial) = partial else {
            return Ok(None);
        };
        let tree = schedule_tree_relaxed(&partial, req, relax, notes)?;
        let theta = tree.flatten()?;
        let (scalars, arrays) = within_budget(Stage::LegalityCheck, req.budget, notes, || {
            let private = privatizable(&split.scop)?;
            let (mut scalars, mut arrays) = (Vec::new(), Vec::new());
            for s in &split.split {
                let p = private.iter().find(|p| p.array == s.temporary);
                match p
                    .map(|p| stays_scalar(&split.scop, p, &theta))
                    .transpose()?
                {
                    Some(true) => scalars.push(s.temporary.clone()),
                    _ => arrays.push(s.temporary.clone()),
                }
            }
            Ok::<_, hedra_deps::Error>((scalars, arrays))
        })?;
        let kept: Vec<&SplitStatement> = split
            .split
            .iter()
            .filter(|s| arrays.contains(&s.temporary))
            .collect();
        let expanded = expanded_along_innermost(&split.scop, &kept).map_err(Error::Dependences)?;
        let Some(scop) = expanded else {
            return Ok(None);
        };
        let tree = match scalars.is_empty() {
            true => tree,
            false => parallelize_late_for(&scop, req, tree, notes)?,
        };
        let instead = self.scratch_fallback(!arrays.is_empty(), fallback)?;
        let private = Private {
            scalars: scalars.clone(),
            fallback: None,
            uncounted: split.split.iter().map(|s| s.compute).collect(),
            per_thread: Vec::new(),
            unused: Vec::new(),
        };
        let generated = self.code_with_fallback(&scop, tree, relax, private, instead, notes)?;
        let names: Vec<String> = split
            .split
            .iter()
            .map(|s| split.scop.statements[s.compute].name.clone())
            .collect();
        notes.push(Note::info(format!(
            "split {} statement(s) into a compute and a reduction statement (temporaries: {} scalar, {} expanded)",
            names.len(),
            scalars.len(),
            arrays.len()
        )));
        Ok(Some(generated))
    }
}

/// `scop` with the temporaries of `which` expanded along the innermost loop of their
/// statements (`t[k - l]`); `None` when a bound of that loop is not one affine expression of
/// the parameters.
fn expanded_along_innermost(
    scop: &hedra_ir::Scop,
    which: &[&SplitStatement],
) -> hedra_deps::Result<Option<hedra_ir::Scop>> {
    let mut out = scop.clone();
    for s in which {
        let innermost = out.statements[s.compute].iterators.len() - 1;
        match expand_over(&out, &s.temporary, &[innermost])? {
            Some(e) => out = e.scop,
            None => return Ok(None),
        }
    }
    Ok(Some(out))
}
