//! The legality checker: does a schedule keep every dependence in order?
//!
//! It is independent of the scheduler: it only reads the Scop, the memory-based dependences
//! and a schedule tree, flattened by [`ScheduleTree::flatten`] into one map `θ` from statement
//! instances to time vectors. A dependence `D = { S[s] -> T[t] }` is respected when every pair
//! runs source first, `θ(s) <_lex θ(t)`, so the *violating set*
//!
//! ```text
//!   V = { (s, t) ∈ D : θ(t) ≤_lex θ(s) } = D ∩ (θ_S ∘ ≥_lex ∘ θ_T⁻¹)
//! ```
//!
//! must be empty (an exact integer emptiness test in hedra-presburger). It is computed as the
//! time pairs `{ θ_S(s) -> θ_T(t) : (s, t) ∈ D }` intersected with `≥_lex`, for all
//! dependences between the same two statements at once; a pair of statements that fails is
//! then checked dependence by dependence to report the violated ones. For example, with the
//! dependence `S[i, j] -> S[i + 1, j - 1]` (distance `(1, -1)`), the interchange
//! `θ(i, j) = (j, i)` maps the pair to `(j, i)` and `(j - 1, i + 1)`, and `(j - 1, i + 1) <_lex
//! (j, i)`: `V` is not empty, so the interchange is rejected.

use crate::Result;
use hedra_deps::Dependence;
use hedra_ir::schedule_tree::ScheduleTree;
use hedra_ir::Scop;
use hedra_presburger::{Map, Space, Tuple};
use std::fmt;

/// A dependence that a schedule violates.
#[derive(Clone, Debug)]
pub struct Violation {
    /// Index into the dependence list.
    pub dep: usize,
    /// `raw`, `war` or `waw`.
    pub kind: &'static str,
    /// Source statement name.
    pub source: String,
    /// Target statement name.
    pub target: String,
    /// The array.
    pub array: String,
    /// The violated instance pairs (non-empty).
    pub pairs: Map,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} dependence {} -> {} on {}: {}",
            self.kind, self.source, self.target, self.array, self.pairs
        )
    }
}

/// The outcome of [`check_legality`].
#[derive(Clone, Debug, Default)]
pub struct LegalityReport {
    /// The number of dependences checked.
    pub checked: usize,
    /// The violated ones.
    pub violations: Vec<Violation>,
}

impl LegalityReport {
    /// True when no dependence is violated.
    pub fn is_legal(&self) -> bool {
        self.violations.is_empty()
    }
}

/// Checks every dependence of `deps` against the schedule of `tree` (see the module
/// documentation).
pub fn check_legality(
    scop: &Scop,
    deps: &[Dependence],
    tree: &ScheduleTree,
) -> Result<LegalityReport> {
    let theta = tree.flatten()?.align_params(&scop.params)?;
    let dim = theta.maps().first().map(|m| m.space().n_out()).unwrap_or(0);
    let ge = Map::lex_ge(&Space::set(scop.params.clone(), Tuple::anonymous(dim)))?;
    let mut report = LegalityReport::default();
    let find = |name: &str| {
        theta
            .maps()
            .iter()
            .find(|m| m.space().in_tuple.name.as_deref() == Some(name))
            .cloned()
    };
    // Dependences are checked per (source, target) pair of statements, all at once; only a
    // pair that fails is checked dependence by dependence, to name the violated ones.
    let mut pairs: Vec<((usize, usize), Vec<usize>)> = Vec::new();
    for (k, d) in deps.iter().enumerate() {
        match pairs.iter_mut().find(|(p, _)| *p == (d.source, d.target)) {
            Some((_, v)) => v.push(k),
            None => pairs.push(((d.source, d.target), vec![k])),
        }
    }
    for ((si, ti), ks) in pairs {
        let (Some(s), Some(t)) = (scop.statements.get(si), scop.statements.get(ti)) else {
            return Err(crate::Error::NoSchedule(
                "a dependence names no statement".into(),
            ));
        };
        let (Some(ts), Some(tt)) = (find(&s.name), find(&t.name)) else {
            return Err(crate::Error::NoSchedule(format!(
                "the schedule has no time for {} or {}",
                s.name, t.name
            )));
        };
        // The time pairs of D, { θ_S(s) -> θ_T(t) : (s, t) ∈ D }, must avoid ≥_lex.
        let ordered = |rel: &Map| -> Result<bool> {
            let times = rel.apply_domain(&ts)?.apply_range(&tt)?;
            Ok(times.intersect(&ge)?.is_empty())
        };
        let mut all = Map::empty(
            deps[ks[0]]
                .relation
                .align_params(&scop.params)?
                .space()
                .clone(),
        );
        for &k in &ks {
            all = all.union(&deps[k].relation.align_params(&scop.params)?)?;
        }
        report.checked += ks.len();
        if ordered(&all)? {
            continue;
        }
        for &k in &ks {
            let d = &deps[k];
            let rel = d.relation.align_params(&scop.params)?;
            if ordered(&rel)? {
                continue;
            }
            let bad = rel.intersect(&ts.apply_range(&ge)?.apply_range(&tt.reverse()?)?)?;
            report.violations.push(Violation {
                dep: k,
                kind: d.kind.name(),
                source: s.name.clone(),
                target: t.name.clone(),
                array: d.array.clone(),
                pairs: bad.coalesce_and_reduce(),
            });
        }
    }
    Ok(report)
}

/// A parallel mark that a dependence contradicts.
#[derive(Clone, Debug)]
pub struct ParallelViolation {
    /// The band (in preorder) and its member.
    pub band: usize,
    /// The member.
    pub member: usize,
    /// Index into the dependence list; `None` for a value flow of a private scalar.
    pub dep: Option<usize>,
    /// Instance pairs of the dependence that run in different iterations of the loop and in
    /// the same iteration of every loop around it, or of a private scalar's flow that join
    /// different iterations of the loop or of a loop around it (empty when a private
    /// scalar has accesses outside the loop).
    pub pairs: Map,
}

impl fmt::Display for ParallelViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.dep {
            Some(k) => format!("dependence {k}"),
            None => "a private scalar's value flow".into(),
        };
        write!(
            f,
            "{what} carried by parallel member {} of band {}: {}",
            self.member, self.band, self.pairs
        )
    }
}

/// Checks the parallel marks of the band members that `select(band, member)` picks (bands
/// numbered in preorder): a member that is coincident, or that carries reductions
/// ([`hedra_ir::schedule_tree::Band::reductions`]), must not carry any other dependence
/// between the statements below it. With `θ` the flattened schedule and `k` the member's
/// time dimension, the pairs of `D` that the loop would run concurrently,
///
/// ```text
///   D ∩ { (s, t) : θ(s)_j = θ(t)_j for j < k, θ(s)_k ≠ θ(t)_k },
/// ```
///
/// must be empty for every dependence `D` that is not one of the member's reductions
/// through its reduced cell.
pub fn check_parallel(
    scop: &Scop,
    deps: &[Dependence],
    private: &[hedra_deps::privatize::Privatizable],
    tree: &ScheduleTree,
    select: &dyn Fn(usize, usize) -> bool,
) -> Result<Vec<ParallelViolation>> {
    let (times, dim) = crate::late::statement_times(scop, tree)?;
    let time_space = Space::set(scop.params.clone(), Tuple::anonymous(dim));
    let mut out = Vec::new();
    for site in crate::late::band_sites(scop, tree) {
        for m in 0..site.band.coincident.len() {
            let folded = site.band.reductions_of(m);
            let owned = site.band.private_of(m);
            let marked = site.band.coincident[m] || !folded.is_empty() || !owned.is_empty();
            if !marked || !select(site.index, m) {
                continue;
            }
            let k = site.first_dim + m;
            if k >= dim {
                // No statement instance runs: no pair of instances to order.
                continue;
            }
            let apart = apart_at(&time_space, k)?;
            // A private scalar's values must stay in one iteration of this loop and of
            // every loop around it: no flow may join instances apart at any of them.
            for name in owned {
                let candidate = private.iter().find(|p| &p.array == name);
                let Some(p) = candidate else {
                    return Err(crate::Error::NoSchedule(format!(
                        "{name} is marked private but is not a privatizable scalar"
                    )));
                };
                let users = hedra_deps::privatize::users_of(scop, name);
                if let Some(&outside) = users.iter().find(|s| !site.statements.contains(s)) {
                    out.push(ParallelViolation {
                        band: site.index,
                        member: m,
                        dep: None,
                        pairs: Map::empty(scop.statements[outside].domain.space().clone()),
                    });
                }
                for (w, r, rel) in &p.flows {
                    let (Some(tw), Some(tr)) = (&times[*w], &times[*r]) else {
                        return Err(crate::Error::NoSchedule(
                            "the schedule has no time for a statement".into(),
                        ));
                    };
                    for j in 0..=k {
                        let crossing = tw
                            .apply_range(&apart_at(&time_space, j)?)?
                            .apply_range(&tr.reverse()?)?;
                        let pairs = rel.align_params(&scop.params)?.intersect(&crossing)?;
                        if !pairs.is_empty() {
                            out.push(ParallelViolation {
                                band: site.index,
                                member: m,
                                dep: None,
                                pairs,
                            });
                        }
                    }
                }
            }
            for (k, d) in deps.iter().enumerate() {
                let below = |s: usize| site.statements.contains(&s);
                let exempt = folded.iter().any(|r| {
                    r.statement == d.source
                        && r.statement == d.target
                        && r.array == d.array
                        && r.refs.contains(&d.source_ref)
                        && r.refs.contains(&d.target_ref)
                });
                if !below(d.source) || !below(d.target) || exempt || owned.contains(&d.array) {
                    continue;
                }
                let (Some(ts), Some(tt)) = (&times[d.source], &times[d.target]) else {
                    return Err(crate::Error::NoSchedule(
                        "the schedule has no time for a statement".into(),
                    ));
                };
                let together = ts.apply_range(&apart)?.apply_range(&tt.reverse()?)?;
                let pairs = d
                    .relation
                    .align_params(&scop.params)?
                    .intersect(&together)?;
                if !pairs.is_empty() {
                    out.push(ParallelViolation {
                        band: site.index,
                        member: m,
                        dep: Some(k),
                        pairs,
                    });
                }
            }
        }
    }
    Ok(out)
}

/// `{ t -> t' : t_j = t'_j for j < k, t_k ≠ t'_k }` on the time space.
fn apart_at(time_space: &Space, k: usize) -> Result<Map> {
    let dim = time_space.n_out();
    let space = Space::map(
        time_space.params.clone(),
        Tuple::anonymous(dim),
        Tuple::anonymous(dim),
    );
    let mut b = hedra_presburger::RelationBuilder::new(space)?;
    for j in 0..k {
        b.equate(
            hedra_presburger::DimType::In,
            j,
            hedra_presburger::DimType::Out,
            j,
        )?;
    }
    let x = b.dim(hedra_presburger::DimType::In, k)?;
    let y = b.dim(hedra_presburger::DimType::Out, k)?;
    b.add_constraint(&hedra_presburger::Formula::compare(
        &x,
        hedra_presburger::Cmp::Ne,
        &y,
    ))?;
    Ok(b.build()?)
}
