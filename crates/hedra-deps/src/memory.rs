//! Memory-based dependences: every ordered pair of accesses to the same cell, at least one of
//! them a write (see the crate documentation for the formulas).

use crate::Result;
use hedra_ir::{AccessKind, Scop};
use hedra_presburger::{Map, Space, Tuple};

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
    /// are empty are left out.
    pub pieces: Vec<LevelPiece>,
}

/// The level orders `≺_p` on time vectors of length `dim`, `p = 0..dim`.
fn level_orders(params: &[String], dim: usize) -> Result<Vec<Map>> {
    let space = Space::set(params.to_vec(), Tuple::anonymous(dim));
    let lt = Map::lex_lt(&space)?;
    debug_assert_eq!(lt.basics().len(), dim, "one basic map per level");
    Ok(lt
        .basics()
        .iter()
        .map(|b| Map::from_basic(b.clone()))
        .collect())
}

/// All memory-based dependences of `scop` under its original schedule, restricted to the
/// Scop's context. Dependences with no instance pair are left out. The order of the result
/// is deterministic: by source statement, target statement, source access, target access.
pub fn memory_based(scop: &Scop) -> Result<Vec<Dependence>> {
    let params = &scop.params;
    let orders = level_orders(params, scop.schedule_dim())?;
    let context = scop.context.align_params(params)?;
    let mut deps = Vec::new();
    for (si, s) in scop.statements.iter().enumerate() {
        let sched_s = s.schedule.align_params(params)?;
        let dom_s = s.domain.align_params(params)?.intersect_params(&context)?;
        for (ti, t) in scop.statements.iter().enumerate() {
            let sched_t_inv = t.schedule.align_params(params)?.reverse()?;
            let dom_t = t.domain.align_params(params)?;
            // Per level: θ_S ∘ ≺_p ∘ θ_T⁻¹, restricted to the domains.
            let mut precedes = Vec::with_capacity(orders.len());
            for order in &orders {
                let p = sched_s.apply_range(order)?.apply_range(&sched_t_inv)?;
                let p = p.intersect_domain(&dom_s)?.intersect_range(&dom_t)?;
                precedes.push(if p.is_empty() { None } else { Some(p) });
            }
            if precedes.iter().all(Option::is_none) {
                continue;
            }
            for a in &s.accesses {
                for b in &t.accesses {
                    if a.array != b.array {
                        continue;
                    }
                    let Some(kind) = DependenceKind::of(a.kind, b.kind) else {
                        continue;
                    };
                    let same_cell = a
                        .relation
                        .align_params(params)?
                        .apply_range(&b.relation.align_params(params)?.reverse()?)?;
                    let mut pieces = Vec::new();
                    let mut relation: Option<Map> = None;
                    for (level, p) in precedes.iter().enumerate() {
                        let Some(p) = p else { continue };
                        let piece = same_cell.intersect(p)?.coalesce();
                        if piece.is_empty() {
                            continue;
                        }
                        relation = Some(match relation {
                            None => piece.clone(),
                            Some(r) => r.union(&piece)?,
                        });
                        pieces.push(LevelPiece {
                            level,
                            carried_by: (level % 2 == 1).then(|| (level - 1) / 2),
                            relation: piece,
                        });
                    }
                    let Some(relation) = relation else { continue };
                    deps.push(Dependence {
                        kind,
                        source: si,
                        target: ti,
                        source_ref: a.reference,
                        target_ref: b.reference,
                        array: a.array.clone(),
                        relation: relation.coalesce(),
                        pieces,
                    });
                }
            }
        }
    }
    Ok(deps)
}
