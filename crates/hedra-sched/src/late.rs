//! Late parallelization: after the schedule is complete (tiled, register-blocked, marked),
//! a second, separate look at each loop it will give, on the flattened schedule.
//!
//! The scheduler's coincidence flags come from its hyperplane search. Once the tree is
//! final, each band member `m` of a band whose first member is time dimension `k0` is the
//! loop over time dimension `k = k0 + m` for the statements below the band. That loop
//! *carries* a dependence `D` (between two of those statements) when two instances that
//! `D` joins run in the same iteration of every enclosing loop and in different iterations
//! of this one. With `θ` the flattened schedule and `Δ_D = { θ(t) - θ(s) : (s, t) ∈ D }`
//! the dependence's time differences,
//!
//! ```text
//!   carried(D, k)  ⇔  Δ_D ∩ { δ : δ_0 = .. = δ_{k-1} = 0, δ_k ≠ 0 } ≠ ∅.
//! ```
//!
//! A member that carries nothing is coincident. A member whose carried dependences are all
//! dependences of **reductions** through their reduced cell (hedra-deps' `reduction`) can
//! run in parallel too, when each thread folds into its own accumulator:
//! - the reduction is allowed: exact (integer arithmetic), or floating point with the
//!   driver's consent (`--reassociate`);
//! - one run of the loop folds into one cell: the map from the enclosing loops' values to
//!   the reduced cell, `{ θ(s)_{<k} -> W(s) }`, is single-valued (its differences `{ a' - a }`
//!   are only `0`), so one accumulator per run suffices. Inside a reduction loop in vector
//!   lanes with a register block (a band under `lanes` and `unroll` marks, which code
//!   generation unrolls), each copy of the block counts on its own: the block's dimensions
//!   join the enclosing loops' (`{ (θ(s)_{<k}, θ(s)_U) -> W(s) }`), one accumulator per
//!   copy;
//! - no other access to the reduced array runs inside the loop: only the reductions'
//!   own read and write of the cell, all with the same operator.
//!
//! A member may also carry the dependences of a **private scalar**: a scalar that
//! hedra-deps' `privatize` found dead after the region and never read before a write in
//! it (a candidate, with its value-based flows `F`), whose every access lies below the
//! band, and whose values never pass from one iteration of the loop (or of a loop around
//! it) to another: `{ θ(r) - θ(w) : (w, r) ∈ F }` lies in `{ δ : δ_0 = .. = δ_k = 0 }`.
//! Each thread then owns a copy (OpenMP `private`), which removes those dependences.
//!
//! The pass is authoritative: it recomputes the marks of every member, the scheduler's
//! coincident ones included, from the dependences it is given, so that no mark rests on the
//! scheduler alone. Every mark is checked by
//! [`crate::legality::check_parallel`], an independent test on instance pairs rather than
//! differences; should it reject one, every loop is made sequential.

use crate::legality::check_parallel;
use crate::Result;
use hedra_deps::privatize::{users_of, Privatizable};
use hedra_deps::{Dependence, Reduction};
use hedra_ir::schedule_tree::{Band, LoopReduction, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::{DimType, Int, Map, RelationBuilder, Set, Space, Tuple};

/// A band of a tree: its position in preorder, the statements it schedules and the time
/// dimension of its first member in the flattened schedule.
pub(crate) struct BandSite<'t> {
    pub index: usize,
    pub band: &'t Band,
    pub statements: Vec<usize>,
    pub first_dim: usize,
    /// The band is directly under an `unroll` mark under a `lanes` mark: a register block
    /// inside a reduction loop in vector lanes (hedra-sched's `lanes_block`), which code
    /// generation unrolls, each iteration a copy of its own with its own accumulator.
    pub unrolled: bool,
}

/// The bands of `tree`, in preorder.
pub(crate) fn band_sites<'t>(scop: &Scop, tree: &'t ScheduleTree) -> Vec<BandSite<'t>> {
    let mut out = Vec::new();
    let all: Vec<usize> = (0..scop.statements.len()).collect();
    collect_sites(scop, &tree.root, &all, 0, &mut out);
    out
}

fn collect_sites<'t>(
    scop: &Scop,
    node: &'t Node,
    active: &[usize],
    dims: usize,
    out: &mut Vec<BandSite<'t>>,
) {
    match node {
        Node::Leaf => {}
        Node::Mark { name, child } if name == "lanes" => {
            let block = match child.as_ref() {
                Node::Mark { name, child } if name == "unroll" => match child.as_ref() {
                    Node::Band(b) => Some(b),
                    _ => None,
                },
                _ => None,
            };
            match block {
                Some(b) => band_site(scop, b, active, dims, true, out),
                None => collect_sites(scop, child, active, dims, out),
            }
        }
        Node::Domain { child, .. }
        | Node::Context { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. } => collect_sites(scop, child, active, dims, out),
        Node::Filter { filter, child } => {
            let kept: Vec<usize> = active
                .iter()
                .copied()
                .filter(|&s| {
                    filter.maps().iter().any(|m| {
                        m.space().out_tuple.name.as_deref() == Some(&scop.statements[s].name)
                    })
                })
                .collect();
            collect_sites(scop, child, &kept, dims, out)
        }
        Node::Band(b) => band_site(scop, b, active, dims, false, out),
        // Each child of a sequence gets one time dimension, its position (see
        // `ScheduleTree::flatten`).
        Node::Sequence(children) | Node::Set(children) => {
            for c in children {
                collect_sites(scop, c, active, dims + 1, out)
            }
        }
    }
}

/// The site of band `b` (its first time dimension `dims`), then those below it.
fn band_site<'t>(
    scop: &Scop,
    b: &'t Band,
    active: &[usize],
    dims: usize,
    unrolled: bool,
    out: &mut Vec<BandSite<'t>>,
) {
    out.push(BandSite {
        index: out.len(),
        band: b,
        statements: active.to_vec(),
        first_dim: dims,
        unrolled,
    });
    collect_sites(scop, &b.child, active, dims + b.coincident.len(), out)
}

/// Applies `edit` to every band of `node`, numbered in preorder from `*next`.
fn edit_bands(node: &mut Node, next: &mut usize, edit: &mut dyn FnMut(usize, &mut Band)) {
    match node {
        Node::Leaf => {}
        Node::Domain { child, .. }
        | Node::Context { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. }
        | Node::Filter { child, .. } => edit_bands(child, next, edit),
        Node::Band(b) => {
            edit(*next, b);
            *next += 1;
            edit_bands(&mut b.child, next, edit)
        }
        Node::Sequence(children) | Node::Set(children) => {
            for c in children {
                edit_bands(c, next, edit)
            }
        }
    }
}

/// The time map of each statement (`None` for one the tree does not schedule), and the
/// number of time dimensions.
pub(crate) fn statement_times(
    scop: &Scop,
    tree: &ScheduleTree,
) -> Result<(Vec<Option<Map>>, usize)> {
    let theta = tree.flatten()?.align_params(&scop.params)?;
    let times: Vec<Option<Map>> = scop
        .statements
        .iter()
        .map(|s| {
            theta
                .maps()
                .iter()
                .find(|m| m.space().in_tuple.name.as_deref() == Some(s.name.as_str()))
                .cloned()
        })
        .collect();
    let dim = theta.maps().first().map_or(0, |m| m.space().n_out());
    Ok((times, dim))
}

/// The result of [`parallelize_late`].
pub struct LateOutcome {
    /// The tree with the recomputed marks.
    pub tree: ScheduleTree,
    /// What was marked, or why nothing was.
    pub log: Vec<String>,
}

/// What one member may become: parallel with these reductions and private scalars
/// (coincident when both are empty).
struct Finding {
    reductions: Vec<LoopReduction>,
    private: Vec<String>,
}

/// Recomputes the parallel marks of every band member of `tree`: coincident when it carries
/// no dependence, parallel with them when it carries only dependences of the reductions in
/// `allowed` and of the private scalars among `private`, sequential otherwise (see the
/// module documentation). `deps` are the memory-based dependences of `scop`, with their
/// reduction flags. When the independent check
/// rejects a mark, every member is made sequential.
pub fn parallelize_late(
    scop: &Scop,
    deps: &[Dependence],
    allowed: &[Reduction],
    private: &[Privatizable],
    tree: &ScheduleTree,
) -> Result<LateOutcome> {
    let (times, dim) = statement_times(scop, tree)?;
    let unrolled = band_sites(scop, tree)
        .iter()
        .filter(|s| s.unrolled)
        .map(|s| {
            let dims = s.first_dim..s.first_dim + s.band.coincident.len();
            (s.statements.clone(), dims)
        })
        .collect();
    let mut late = Late {
        scop,
        deps,
        allowed,
        private,
        times,
        dim,
        unrolled,
        deltas: vec![None; deps.len()],
    };
    // Every member is looked at, the scheduler's coincident ones too.
    let mut found: Vec<(usize, usize, bool, Option<Finding>)> = Vec::new();
    for site in band_sites(scop, tree) {
        for (m, &coincident) in site.band.coincident.iter().enumerate() {
            let f = late.member(&site, site.first_dim + m)?;
            found.push((site.index, m, coincident, f));
        }
    }
    let mut marked = tree.clone();
    set_marks(&mut marked, &found);
    let violations = check_parallel(scop, deps, private, &marked, &|_, _| true)?;
    if let Some(v) = violations.first() {
        let mut sequential = tree.clone();
        let none: Vec<_> = found
            .iter()
            .map(|(i, m, c, _)| (*i, *m, *c, None))
            .collect();
        set_marks(&mut sequential, &none);
        return Ok(LateOutcome {
            tree: sequential,
            log: vec![format!(
                "warning: no loop is parallel: the check of the parallel marks found {v}"
            )],
        });
    }
    let mut log = Vec::new();
    for (i, m, was, f) in &found {
        if let Some(line) = describe(scop, *i, *m, *was, f.as_ref()) {
            log.push(line);
        }
    }
    Ok(LateOutcome { tree: marked, log })
}

/// Sets the marks of every member of `tree` from its finding: coincident when it carries
/// nothing, its reductions and private scalars otherwise, sequential without a finding.
fn set_marks(tree: &mut ScheduleTree, found: &[(usize, usize, bool, Option<Finding>)]) {
    edit_bands(&mut tree.root, &mut 0, &mut |index, band| {
        let n = band.coincident.len();
        band.reductions = vec![Vec::new(); n];
        band.private = vec![Vec::new(); n];
        for (_, m, _, f) in found.iter().filter(|x| x.0 == index) {
            band.coincident[*m] = f
                .as_ref()
                .is_some_and(|f| f.reductions.is_empty() && f.private.is_empty());
            if let Some(f) = f {
                band.reductions[*m] = f.reductions.clone();
                band.private[*m] = f.private.clone();
            }
        }
        if band.reductions.iter().all(|r| r.is_empty()) {
            band.reductions.clear();
        }
        if band.private.iter().all(|p| p.is_empty()) {
            band.private.clear();
        }
    });
}

/// The log line of a member whose marks differ from the scheduler's (`was`: coincident).
fn describe(scop: &Scop, i: usize, m: usize, was: bool, f: Option<&Finding>) -> Option<String> {
    let at = format!("late parallelization: band {i} member {m}");
    let Some(f) = f else {
        return was
            .then(|| format!("{at} was marked parallel but carries a dependence: sequential"));
    };
    let mut what = Vec::new();
    if !f.reductions.is_empty() {
        what.push(format!(
            "the reductions {}",
            f.reductions
                .iter()
                .map(|r| format!(
                    "{}({}:{})",
                    scop.statements[r.statement].name, r.op, r.array
                ))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if !f.private.is_empty() {
        what.push(format!("the private variables {}", f.private.join(", ")));
    }
    match (what.is_empty(), was) {
        (true, true) => None,
        (true, false) => Some(format!("{at} carries no dependence")),
        (false, _) => Some(format!("{at} carries only {}", what.join(" and "))),
    }
}

/// The state of one [`parallelize_late`] run.
struct Late<'a> {
    scop: &'a Scop,
    deps: &'a [Dependence],
    allowed: &'a [Reduction],
    private: &'a [Privatizable],
    times: Vec<Option<Map>>,
    dim: usize,
    /// The statements and time dimensions of each unrolled band (see
    /// [`BandSite::unrolled`]).
    unrolled: Vec<(Vec<usize>, std::ops::Range<usize>)>,
    /// `Δ_D` per dependence, computed on first use.
    deltas: Vec<Option<Set>>,
}

impl Late<'_> {
    fn time(&self, s: usize) -> Result<&Map> {
        self.times[s].as_ref().ok_or_else(|| {
            crate::Error::NoSchedule(format!(
                "the schedule has no time for {}",
                self.scop.statements[s].name
            ))
        })
    }

    fn deltas(&mut self, k: usize) -> Result<&Set> {
        if self.deltas[k].is_none() {
            let d = &self.deps[k];
            let rel = d.relation.align_params(&self.scop.params)?;
            let pairs = rel
                .apply_domain(self.time(d.source)?)?
                .apply_range(self.time(d.target)?)?;
            self.deltas[k] = Some(pairs.deltas()?);
        }
        Ok(self.deltas[k].as_ref().expect("computed above"))
    }

    /// What member `k` of `site` may become, if anything.
    fn member(&mut self, site: &BandSite, k: usize) -> Result<Option<Finding>> {
        if k >= self.dim {
            // No statement instance runs at all (every domain is empty): the loop carries
            // nothing.
            return Ok(Some(Finding {
                reductions: Vec::new(),
                private: Vec::new(),
            }));
        }
        let carried_set = carried_at(&self.scop.params, self.dim, k)?;
        let mut folded: Vec<&Reduction> = Vec::new();
        let mut private: Vec<String> = Vec::new();
        let mut shared: Vec<String> = Vec::new();
        for i in 0..self.deps.len() {
            let d = &self.deps[i];
            if !site.statements.contains(&d.source) || !site.statements.contains(&d.target) {
                continue;
            }
            if self.deltas(i)?.intersect(&carried_set)?.is_empty() {
                continue;
            }
            let d = &self.deps[i];
            if private.contains(&d.array) {
                continue;
            }
            if !shared.contains(&d.array) {
                match self.private.iter().find(|p| p.array == d.array) {
                    Some(p) if self.private_at(p, site, k)? => {
                        private.push(p.array.clone());
                        continue;
                    }
                    _ => shared.push(d.array.clone()),
                }
            }
            let d = &self.deps[i];
            match self.allowed.iter().find(|r| d.reduction && r.covers(d)) {
                Some(r) if !folded.contains(&r) => folded.push(r),
                Some(_) => {}
                None => return Ok(None),
            }
        }
        if folded.is_empty() {
            return Ok(Some(Finding {
                reductions: Vec::new(),
                private,
            }));
        }
        for r in &folded {
            // The accumulator is declared with the cell's type (or its own).
            let declarable = r.accumulator.is_some()
                || self
                    .scop
                    .arrays
                    .iter()
                    .any(|a| a.name == r.array && a.element_type.is_some());
            if !declarable
                || !self.one_cell_per_run(r, k)?
                || !self.alone_on_array(site, r, &folded)
            {
                return Ok(None);
            }
        }
        let reductions = folded
            .iter()
            .map(|r| LoopReduction {
                statement: r.statement,
                op: r.op.symbol().to_string(),
                array: r.array.clone(),
                refs: r.refs(),
                accumulator: r.accumulator.clone(),
            })
            .collect();
        Ok(Some(Finding {
            reductions,
            private,
        }))
    }

    /// True when each thread of the loop over time dimension `k` may own scalar `p`: all
    /// its accesses are below `site`, and none of its values passes between iterations of
    /// that loop or of a loop around it.
    fn private_at(&self, p: &Privatizable, site: &BandSite, k: usize) -> Result<bool> {
        if !users_of(self.scop, &p.array)
            .iter()
            .all(|s| site.statements.contains(s))
        {
            return Ok(false);
        }
        let within = same_prefix(&self.scop.params, self.dim, k + 1)?;
        for (w, r, rel) in &p.flows {
            let spread = rel
                .align_params(&self.scop.params)?
                .apply_domain(self.time(*w)?)?
                .apply_range(self.time(*r)?)?
                .deltas()?;
            if !spread.is_subset(&within)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// True when every run of the loop over time dimension `k` folds into one cell per
    /// copy of the statement in the code: `{ (θ(s)_{<k}, θ(s)_U) -> W(s) }` is
    /// single-valued, where `U` are the dimensions below `k` of the register blocks in
    /// vector lanes of the statement (bands under `lanes` and `unroll` marks: the block's
    /// copies each fold into a cell of their own, and each gets an accumulator).
    fn one_cell_per_run(&self, r: &Reduction, k: usize) -> Result<bool> {
        let s = &self.scop.statements[r.statement];
        let Some(w) = s.accesses.iter().find(|a| a.reference == r.write_ref) else {
            return Ok(false);
        };
        let w = w
            .relation
            .align_params(&self.scop.params)?
            .intersect_domain(&s.domain.align_params(&self.scop.params)?)?;
        let unrolled = |j: usize| {
            self.unrolled
                .iter()
                .any(|(sts, dims)| sts.contains(&r.statement) && dims.contains(&j))
        };
        let mut cells = self.time(r.statement)?.reverse()?.apply_range(&w)?;
        for j in (k..self.dim).rev() {
            if j == k || !unrolled(j) {
                cells = cells.project_out(DimType::In, j, 1)?;
            }
        }
        let spread = cells.reverse()?.apply_range(&cells)?.deltas()?;
        let rank = spread.space().n_out();
        let mut zero = RelationBuilder::new(spread.space().clone())?;
        for j in 0..rank {
            zero.fix(DimType::Out, j, &Int::ZERO)?;
        }
        Ok(spread.subtract(&zero.build()?)?.is_empty())
    }

    /// True when, below `site`, the reduced array of `r` is accessed only by the reduced
    /// cell's references of reductions in `folded` with `r`'s operator.
    fn alone_on_array(&self, site: &BandSite, r: &Reduction, folded: &[&Reduction]) -> bool {
        site.statements.iter().all(|&si| {
            self.scop.statements[si]
                .accesses
                .iter()
                .filter(|a| a.array == r.array)
                .all(|a| {
                    folded.iter().any(|f| {
                        f.statement == si && f.op == r.op && f.refs().contains(&a.reference)
                    })
                })
        })
    }
}

/// `{ δ : δ_0 = .. = δ_{k-1} = 0, δ_k ≠ 0 }` in a time space of `dim` dimensions.
fn carried_at(params: &[String], dim: usize, k: usize) -> Result<Set> {
    let space = Space::set(params.to_vec(), Tuple::anonymous(dim));
    let mut out = Set::empty(space.clone());
    for side in [
        hedra_presburger::Bound::Lower,
        hedra_presburger::Bound::Upper,
    ] {
        let mut b = RelationBuilder::new(space.clone())?;
        for j in 0..k {
            b.fix(DimType::Out, j, &Int::ZERO)?;
        }
        let one = match side {
            hedra_presburger::Bound::Lower => Int::ONE,
            hedra_presburger::Bound::Upper => Int::from(-1),
        };
        b.add_bound(DimType::Out, k, side, &one)?;
        out = out.union(&b.build()?)?;
    }
    Ok(out)
}

/// `{ δ : δ_0 = .. = δ_{n-1} = 0 }` in a time space of `dim` dimensions.
fn same_prefix(params: &[String], dim: usize, n: usize) -> Result<Set> {
    let mut b = RelationBuilder::new(Space::set(params.to_vec(), Tuple::anonymous(dim)))?;
    for j in 0..n.min(dim) {
        b.fix(DimType::Out, j, &Int::ZERO)?;
    }
    Ok(b.build()?)
}
