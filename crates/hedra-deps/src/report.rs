//! The forms `hedra deps` prints: an iscc script and JSON.
//!
//! The iscc script is the Scop's own script ([`Scop::to_iscc`]) followed by one union map per
//! line, statement instance to statement instance:
//!
//! ```text
//! raw := [N] -> { S0[i] -> S1[i] : 0 <= i < N };     # memory-based, write then read
//! war := ...;                                        # read then write
//! waw := ...;                                        # write then write
//! flow := ...;                                       # value-based: last write -> read
//! live_in := [N] -> { S1[i] -> A[i - 1] : ... };     # reads with no source (instance -> cell)
//! live_out := [N] -> { S0[i] -> A[i] : ... };        # writes whose value survives the region
//! ```
//!
//! `live_in` and `live_out` are *access* relations (instance to array element), the form isl's
//! dataflow analysis reports sinks without a source in; the instances alone are their domains.
//! Every line is text that isl reads as it is.

use crate::dataflow::LiveAccess;
use crate::memory::{Dependence, DependenceKind, LevelPiece};
use crate::{Analysis, Result};
use hedra_ir::Scop;
use hedra_presburger::{Map, UnionMap};
use serde_json::{json, Value};

/// The union of `maps` (over any spaces) with the Scop's parameters, coalesced.
pub fn union_of<'a>(
    params: &[String],
    maps: impl IntoIterator<Item = &'a Map>,
) -> Result<UnionMap> {
    let mut u = UnionMap::empty(params.to_vec());
    for m in maps {
        u.add_map(m.clone())?;
    }
    Ok(u.coalesce_and_reduce()?)
}

impl Analysis {
    /// The memory-based dependences of one kind as one union map.
    pub fn memory_union(&self, scop: &Scop, kind: DependenceKind) -> Result<UnionMap> {
        union_of(
            &scop.params,
            self.memory
                .iter()
                .filter(|d| d.kind == kind)
                .map(|d| &d.relation),
        )
    }

    /// The value-based flow dependences as one union map.
    pub fn flow_union(&self, scop: &Scop) -> Result<UnionMap> {
        union_of(&scop.params, self.flow.iter().map(|d| &d.relation))
    }

    /// The live-in read accesses as one union map.
    pub fn live_in_union(&self, scop: &Scop) -> Result<UnionMap> {
        union_of(&scop.params, self.live_in.iter().map(|l| &l.access))
    }

    /// The live-out write accesses as one union map.
    pub fn live_out_union(&self, scop: &Scop) -> Result<UnionMap> {
        union_of(&scop.params, self.live_out.iter().map(|l| &l.access))
    }

    /// The six dependence lines of `hedra deps` (without the Scop's lines).
    pub fn iscc_lines(&self, scop: &Scop) -> Result<String> {
        let mut out = String::new();
        for kind in [
            DependenceKind::Raw,
            DependenceKind::War,
            DependenceKind::Waw,
        ] {
            out += &format!("{} := {};\n", kind.name(), self.memory_union(scop, kind)?);
        }
        out += &format!("flow := {};\n", self.flow_union(scop)?);
        out += &format!("live_in := {};\n", self.live_in_union(scop)?);
        out += &format!("live_out := {};\n", self.live_out_union(scop)?);
        Ok(out)
    }

    /// The whole iscc script: the Scop, then the dependences.
    pub fn to_iscc(&self, scop: &Scop) -> Result<String> {
        Ok(format!("{}{}", scop.to_iscc(), self.iscc_lines(scop)?))
    }

    /// The analysis as a JSON value: the Scop (as `hedra scop --emit json` gives it), the six
    /// union maps as isl text, and the details: every dependence with its level pieces,
    /// carrying depth and vectors, the live accesses, the reductions and the graph with its
    /// strongly connected components (statement names, in topological order).
    pub fn to_json_value(&self, scop: &Scop) -> Result<Value> {
        let name = |s: usize| {
            scop.statements
                .get(s)
                .map(|x| x.name.clone())
                .unwrap_or_default()
        };
        let piece = |p: &LevelPiece| {
            json!({
                "level": p.level,
                "carried_by": p.carried_by,
                "relation": p.relation.to_string(),
                "distance": p.distance,
                "direction": p.direction.iter().map(|d| d.symbol()).collect::<Vec<_>>(),
            })
        };
        let dep = |d: &Dependence| {
            json!({
                "kind": d.kind.name(),
                "source": name(d.source),
                "target": name(d.target),
                "source_ref": d.source_ref,
                "target_ref": d.target_ref,
                "array": d.array,
                "relation": d.relation.to_string(),
                "carried_by": d.carried_by,
                "common_loops": d.common_loops,
                "distance": d.distance,
                "direction": d.direction.iter().map(|x| x.symbol()).collect::<Vec<_>>(),
                "reduction": d.reduction,
                "pieces": d.pieces.iter().map(piece).collect::<Vec<_>>(),
            })
        };
        let live = |l: &LiveAccess| {
            json!({
                "statement": name(l.statement),
                "reference": l.reference,
                "array": l.array,
                "access": l.access.to_string(),
            })
        };
        let edges: Vec<Value> = self
            .graph
            .edges
            .iter()
            .map(|e| {
                json!({
                    "source": name(e.source),
                    "target": name(e.target),
                    "kind": e.kind.name(),
                    "levels": e.levels,
                    "carried_by": e.carried_by,
                    "loop_independent": e.loop_independent,
                    "distance": e.distance,
                    "direction": e.direction.iter().map(|x| x.symbol()).collect::<Vec<_>>(),
                    "reduction": e.reduction,
                })
            })
            .collect();
        let sccs: Vec<Vec<String>> = self
            .graph
            .sccs()
            .into_iter()
            .map(|c| c.into_iter().map(name).collect())
            .collect();
        let scop_value: Value = serde_json::from_str(&scop.to_json()).unwrap_or(Value::Null);
        Ok(json!({
            "scop": scop_value,
            "raw": self.memory_union(scop, DependenceKind::Raw)?.to_string(),
            "war": self.memory_union(scop, DependenceKind::War)?.to_string(),
            "waw": self.memory_union(scop, DependenceKind::Waw)?.to_string(),
            "flow": self.flow_union(scop)?.to_string(),
            "live_in": self.live_in_union(scop)?.to_string(),
            "live_out": self.live_out_union(scop)?.to_string(),
            "dependences": self.memory.iter().map(dep).collect::<Vec<_>>(),
            "flow_dependences": self.flow.iter().map(dep).collect::<Vec<_>>(),
            "live_in_accesses": self.live_in.iter().map(live).collect::<Vec<_>>(),
            "live_out_accesses": self.live_out.iter().map(live).collect::<Vec<_>>(),
            "reductions": self.reductions.iter().map(|r| json!({
                "statement": name(r.statement),
                "op": r.op.symbol(),
                "array": r.array,
                "write_ref": r.write_ref,
                "read_ref": r.read_ref,
            })).collect::<Vec<_>>(),
            "graph": { "edges": edges, "sccs": sccs },
        }))
    }
}
