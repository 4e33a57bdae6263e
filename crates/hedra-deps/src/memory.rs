//! Memory-based dependences: every ordered pair of accesses to the same cell, at least one of
//! them a write (see the crate documentation for the formulas).
//!
//! For a source access `a` of `S` and a target access `b` of `T` to one array, the dependence
//! polyhedron at level `p` is
//!
//! ```text
//! D_p = (A_a ∘ A_b⁻¹) ∩ P_p      with   P_p = { S[s] -> T[t] : s ∈ Dom_S, t ∈ Dom_T,
//!                                                               θ_S(s) ≺_p θ_T(t) }
//! ```
//!
//! (same cell, both instances run, `S[s]` first, ordered at level `p`). The dependence is the
//! union of its non-empty `D_p`. Example: in `for i: A[i] = A[i - 1]`, the write `A[i]` and
//! the read `A[i - 1]` give `A_a ∘ A_b⁻¹ = { S[i] -> S[i + 1] }`, only `P_1` (the loop
//! level) meets it, and the result is `{ S[i] -> S[i + 1] : 1 <= i <= N - 2 }`, carried by
//! loop 0 with distance `(1)`.

use crate::graph::merge_direction;
use crate::order::{carried_by, Prepared};
use crate::reduction::{reductions, Reduction};
use crate::vectors::{common_loops, vectors, Direction};
use crate::Result;
use hedra_ir::{AccessKind, Scop};
use hedra_presburger::Map;

/// The kind of a dependence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DependenceKind {
    /// Read after write (a true dependence).
    Raw,
    /// Write after read (an anti dependence).
    War,
    /// Write after write (an output dependence).
    Waw,
}

impl DependenceKind {
    /// The kind of the pair (source access kind, target access kind); `None` for two reads.
    pub fn of(source: AccessKind, target: AccessKind) -> Option<DependenceKind> {
        match (source, target) {
            (AccessKind::Write, AccessKind::Read) => Some(DependenceKind::Raw),
            (AccessKind::Read, AccessKind::Write) => Some(DependenceKind::War),
            (AccessKind::Write, AccessKind::Write) => Some(DependenceKind::Waw),
            (AccessKind::Read, AccessKind::Read) => None,
        }
    }

    /// `raw`, `war` or `waw`.
    pub fn name(self) -> &'static str {
        match self {
            DependenceKind::Raw => "raw",
            DependenceKind::War => "war",
            DependenceKind::Waw => "waw",
        }
    }
}

/// The part of a dependence ordered at one level of the original schedule.
#[derive(Clone, Debug)]
pub struct LevelPiece {
    /// The time dimension `p` at which source and target first differ (source smaller).
    pub level: usize,
    /// The loop (0-based, outermost first) that carries this part, or `None` when the part
    /// is loop-independent (ordered by textual position). For 2d+1 schedules: `(p - 1) / 2`
    /// when `p` is odd.
    pub carried_by: Option<usize>,
    /// The instance pairs of this part, `S[s] -> T[t]`.
    pub relation: Map,
    /// The constant distance of this part per common loop (see [`crate::vectors`]).
    pub distance: Vec<Option<i64>>,
    /// The direction of this part per common loop.
    pub direction: Vec<Direction>,
}

/// A dependence between the instances of one access of a source statement and one access of a
/// target statement.
#[derive(Clone, Debug)]
pub struct Dependence {
    /// RAW, WAR or WAW.
    pub kind: DependenceKind,
    /// The source statement (index into `Scop::statements`); its instances run first.
    pub source: usize,
    /// The target statement.
    pub target: usize,
    /// The reference id of the source access.
    pub source_ref: usize,
    /// The reference id of the target access.
    pub target_ref: usize,
    /// The array both accesses touch.
    pub array: String,
    /// All dependent instance pairs, `[params] -> { S[s] -> T[t] }` (the union of `pieces`).
    pub relation: Map,
    /// The relation split by the level of the original schedule that orders it; pieces that
    /// are empty are left out. Sorted by level.
    pub pieces: Vec<LevelPiece>,
    /// The outermost loop that carries some part of the dependence (the *carrying depth*,
    /// 0-based), or `None` when every part is loop-independent.
    pub carried_by: Option<usize>,
    /// The number of loops that source and target share in the original program; the
    /// vectors below have this length.
    pub common_loops: usize,
    /// The constant distance per common loop, in schedule time (`None` where it varies).
    pub distance: Vec<Option<i64>>,
    /// The direction per common loop.
    pub direction: Vec<Direction>,
    /// True when the dependence links two instances of one reduction statement through the
    /// reduced cell (see [`crate::reduction`]): a dependence all the same, which later stages
    /// may relax.
    pub reduction: bool,
}

impl Dependence {
    /// True when some part is loop-independent.
    pub fn has_loop_independent_part(&self) -> bool {
        self.pieces.iter().any(|p| p.carried_by.is_none())
    }
}

/// Builds a dependence from its level pieces (the pieces must be non-empty and sorted by
/// level): the union, the carrying depth and the vectors.
pub(crate) fn assemble(
    scop: &Scop,
    prep: &Prepared,
    kind: DependenceKind,
    (source, source_ref): (usize, usize),
    (target, target_ref): (usize, usize),
    array: &str,
    pieces: Vec<(usize, Map)>,
) -> Result<Option<Dependence>> {
    let Some(first) = pieces.first() else {
        return Ok(None);
    };
    let common = common_loops(&scop.statements[source].beta, &scop.statements[target].beta);
    let (ss, st) = (&prep.schedules[source], &prep.schedules[target]);
    let mut relation = first.1.clone();
    for (_, p) in &pieces[1..] {
        relation = relation.union(p)?;
    }
    let relation = relation.coalesce_and_reduce();
    let mut out_pieces = Vec::with_capacity(pieces.len());
    for (level, relation) in pieces {
        let v = vectors(&relation, ss, st, common)?;
        out_pieces.push(LevelPiece {
            level,
            carried_by: carried_by(level),
            relation,
            distance: v.distance,
            direction: v.direction,
        });
    }
    // The distance set of the union is the union of the pieces' distance sets, so its signs
    // are the union of their signs and a component is constant exactly when every piece has
    // the same constant there: no need to analyze the union again.
    let mut distance = out_pieces[0].distance.clone();
    let mut direction = out_pieces[0].direction.clone();
    for p in &out_pieces[1..] {
        for (k, d) in distance.iter_mut().enumerate() {
            if *d != p.distance.get(k).copied().flatten() {
                *d = None;
            }
        }
        for (k, d) in direction.iter_mut().enumerate() {
            if let Some(pd) = p.direction.get(k) {
                *d = merge_direction(*d, *pd);
            }
        }
    }
    Ok(Some(Dependence {
        kind,
        source,
        target,
        source_ref,
        target_ref,
        array: array.to_string(),
        carried_by: out_pieces.iter().filter_map(|p| p.carried_by).min(),
        relation,
        pieces: out_pieces,
        common_loops: common,
        distance,
        direction,
        reduction: false,
    }))
}

/// Marks the dependences that reductions cause (see [`crate::reduction`]).
pub(crate) fn mark_reductions(deps: &mut [Dependence], reductions: &[Reduction]) {
    for d in deps {
        d.reduction = reductions.iter().any(|r| r.covers(d));
    }
}

/// All memory-based dependences of `scop` under its original schedule, restricted to the
/// Scop's context, with carrying depths, vectors and reduction marks. Dependences with no
/// instance pair are left out. The order of the result is deterministic: by source statement,
/// target statement, source access, target access.
pub fn memory_based(scop: &Scop) -> Result<Vec<Dependence>> {
    Ok(memory_based_with_reductions(scop)?.0)
}

/// [`memory_based`], with the reductions that mark the dependences (see
/// [`crate::reduction`]).
pub fn memory_based_with_reductions(scop: &Scop) -> Result<(Vec<Dependence>, Vec<Reduction>)> {
    let prep = Prepared::new(scop)?;
    let mut deps = memory_based_prepared(scop, &prep)?;
    let found = reductions(scop)?;
    mark_reductions(&mut deps, &found);
    Ok((deps, found))
}

pub(crate) fn memory_based_prepared(scop: &Scop, prep: &Prepared) -> Result<Vec<Dependence>> {
    let mut deps = Vec::new();
    for (si, s) in scop.statements.iter().enumerate() {
        for (ti, t) in scop.statements.iter().enumerate() {
            let precedes = prep.precedence(si, ti)?;
            if precedes.iter().all(Option::is_none) {
                continue;
            }
            for (a, acc_a) in s.accesses.iter().zip(&prep.accesses[si]) {
                for (b, acc_b) in t.accesses.iter().zip(&prep.accesses[ti]) {
                    if a.array != b.array {
                        continue;
                    }
                    let Some(kind) = DependenceKind::of(a.kind, b.kind) else {
                        continue;
                    };
                    let same_cell = acc_a.apply_range(&acc_b.reverse()?)?;
                    if same_cell.is_empty() {
                        continue;
                    }
                    let mut pieces = Vec::new();
                    for (level, p) in precedes.iter().enumerate() {
                        let Some(p) = p else { continue };
                        let piece = same_cell.intersect(p)?.coalesce_and_reduce();
                        if !piece.is_empty() {
                            pieces.push((level, piece));
                        }
                    }
                    if let Some(d) = assemble(
                        scop,
                        prep,
                        kind,
                        (si, a.reference),
                        (ti, b.reference),
                        &a.array,
                        pieces,
                    )? {
                        deps.push(d);
                    }
                }
            }
        }
    }
    Ok(deps)
}
