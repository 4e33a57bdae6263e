//! `hedra deps FILE`: the dependences of each `#pragma scop` region (see [`hedra_deps`]).
//!
//! The output is `hedra scop`'s iscc script followed by one union map per line, statement
//! instance to statement instance, each in text that isl reads as it is:
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
//! or with `--emit json` one JSON object per region. Diagnostics and exit codes are those
//! of `hedra scop`; a region whose analysis fails is reported on standard error like a
//! region that cannot be modeled.

use hedra_deps::dataflow::LiveAccess;
use hedra_deps::memory::{Dependence, DependenceKind, LevelPiece};
use hedra_deps::{Analysis, Result};
use hedra_ir::Scop;
use serde_json::{json, Value};

use crate::report::{extraction, regions_report, Layout, Report};

/// Output formats of `hedra deps`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepsEmit {
    /// An iscc script (isl notation).
    Iscc,
    /// JSON.
    Json,
}

/// The whole `hedra deps` command on the source `src` read from `file`.
pub fn deps_report(
    file: &str,
    src: &str,
    emit: DepsEmit,
    context: &[String],
    autoscop: bool,
) -> Report {
    let ex = extraction(src, context, autoscop);
    let layout = match emit {
        DepsEmit::Iscc => Layout::Script,
        DepsEmit::Json => Layout::Json,
    };
    regions_report(file, src, &ex, layout, "analyze", autoscop, |scop, _, _| {
        let rendered = hedra_deps::analyze(scop).and_then(|a| match emit {
            DepsEmit::Iscc => iscc(&a, scop),
            DepsEmit::Json => {
                json(&a, scop).map(|v| serde_json::to_string_pretty(&v).unwrap_or_default())
            }
        });
        rendered.map_err(|e| format!("dependence analysis failed: {e}"))
    })
}

/// The six dependence lines (without the Scop's lines).
fn iscc_lines(a: &Analysis, scop: &Scop) -> Result<String> {
    let mut out = String::new();
    for kind in [
        DependenceKind::Raw,
        DependenceKind::War,
        DependenceKind::Waw,
    ] {
        out += &format!("{} := {};\n", kind.name(), a.memory_union(scop, kind)?);
    }
    out += &format!("flow := {};\n", a.flow_union(scop)?);
    out += &format!("live_in := {};\n", a.live_in_union(scop)?);
    out += &format!("live_out := {};\n", a.live_out_union(scop)?);
    Ok(out)
}

/// The whole iscc script: the Scop, then the dependences.
pub fn iscc(a: &Analysis, scop: &Scop) -> Result<String> {
    Ok(format!("{}{}", scop.to_iscc(), iscc_lines(a, scop)?))
}

/// The analysis as a JSON value: the Scop (as `hedra scop --emit json` gives it), the six
/// union maps as isl text, and the details: every dependence with its level pieces,
/// carrying depth and vectors, the live accesses, the reductions and the graph with its
/// strongly connected components (statement names, in topological order).
pub fn json(a: &Analysis, scop: &Scop) -> Result<Value> {
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
    let edges: Vec<Value> = a
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
    let sccs: Vec<Vec<String>> = a
        .graph
        .sccs()
        .into_iter()
        .map(|c| c.into_iter().map(name).collect())
        .collect();
    let scop_value: Value = serde_json::from_str(&scop.to_json()).unwrap_or(Value::Null);
    Ok(json!({
        "scop": scop_value,
        "raw": a.memory_union(scop, DependenceKind::Raw)?.to_string(),
        "war": a.memory_union(scop, DependenceKind::War)?.to_string(),
        "waw": a.memory_union(scop, DependenceKind::Waw)?.to_string(),
        "flow": a.flow_union(scop)?.to_string(),
        "live_in": a.live_in_union(scop)?.to_string(),
        "live_out": a.live_out_union(scop)?.to_string(),
        "dependences": a.memory.iter().map(dep).collect::<Vec<_>>(),
        "flow_dependences": a.flow.iter().map(dep).collect::<Vec<_>>(),
        "live_in_accesses": a.live_in.iter().map(live).collect::<Vec<_>>(),
        "live_out_accesses": a.live_out.iter().map(live).collect::<Vec<_>>(),
        "reductions": a.reductions.iter().map(|r| json!({
            "statement": name(r.statement),
            "op": r.op.symbol(),
            "array": r.array,
            "write_ref": r.write_ref,
            "read_ref": r.read_ref,
            "also_reads": r.also_reads,
            "exact": r.exact,
            "accumulator": r.accumulator,
        })).collect::<Vec<_>>(),
        "graph": { "edges": edges, "sccs": sccs },
    }))
}
