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
