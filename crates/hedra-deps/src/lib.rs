//! # hedra-deps
//!
//! Dependence analysis: which pairs of statement instances of a [`Scop`] must keep their
//! relative order, and where each value read in the region comes from.
//!
//! Two instances *depend* on each other when they touch the same memory cell, at least one of
//! them writes it, and one runs before the other in the original program. For accesses `a` of
//! statement `S` and `b` of statement `T` to the same array, with access relations
//! `A_a : S[s] -> Arr[..]`, `A_b : T[t] -> Arr[..]` and original schedules `θ_S`, `θ_T`, the
//! **dependence polyhedron** is
//!
//! ```text
//! D = { S[s] -> T[t] : s ∈ Dom_S, t ∈ Dom_T, A_a(s) = A_b(t), θ_S(s) <_lex θ_T(t) }
//!   = (A_a ∘ A_b⁻¹) ∩ (Dom_S × Dom_T) ∩ (θ_S ∘ ≺ ∘ θ_T⁻¹)
//! ```
//!
//! The order `≺` of time vectors of length `n` is the disjoint union of `n` pieces
//! `≺_p = { x -> y : x_0 = y_0, ..., x_{p-1} = y_{p-1}, x_p < y_p }`; the piece through which a
//! pair is ordered is its *level*. With hedra's 2d+1 original schedules
//! `[β_0, i_1, β_1, i_2, ...]`, an odd level `p = 2k+1` means the dependence is *carried* by
//! the loop `k` (0-based, outermost first), and an even level means it is loop-independent:
//! both instances share their first `p/2` loop iterations and the textual order decides.
//!
//! Kinds: a write before a read is a flow (read-after-write, RAW) dependence, a read before a
//! write an anti (WAR) dependence, a write before a write an output (WAW) dependence.
//!
//! Modules:
//! - [`memory`]: memory-based dependences (every pair), split by level;
//! - [`dataflow`]: value-based dependences (last write to each read), live-in reads and
//!   live-out writes;
//! - [`vectors`]: distance and direction vectors;
//! - [`reduction`]: reduction statements and the dependences they cause;
//! - [`split`]: statement splitting (a reduction statement becomes a compute and a
//!   reduction statement through a temporary);
//! - [`graph`]: the dependence graph and its strongly connected components;
//! - [`unions`]: the dependences of each kind as one union map.
//!
//! [`analyze`] runs everything:
//!
//! ```
//! let src = "void f(int N, double A[N]) {\n#pragma scop\nfor (int i = 1; i < N; i++)\n  A[i] = A[i - 1] + 1.0;\n#pragma endscop\n}\n";
//! let scop = hedra_c::extract(src).scops().next().unwrap().clone();
//! let a = hedra_deps::analyze(&scop).unwrap();
//! assert_eq!(a.flow.len(), 1);
//! assert_eq!(a.flow[0].distance, vec![Some(1)]);
//! // A[0] is read before any write: live-in.
//! let expected: hedra_presburger::Map = "[N] -> { S0[1] : N >= 2 }".parse().unwrap();
//! assert!(a.live_in[0].instances.is_equal(&expected).unwrap());
//! ```

pub mod dataflow;
pub mod graph;
pub mod memory;
pub mod order;
pub mod privatize;
pub mod reduction;
pub mod rejoin;
pub mod scalars;
pub mod split;
pub mod unions;
pub mod vectors;

pub use dataflow::{value_based, Dataflow, LiveAccess};
pub use graph::{sccs, DependenceGraph, Edge};
pub use memory::{
    memory_based, memory_based_with_reductions, Dependence, DependenceKind, LevelPiece,
};
pub use reduction::{reductions, Reduction, ReductionOp};
pub use vectors::Direction;

use thiserror::Error;

/// Errors of dependence analysis.
#[derive(Debug, Error)]
pub enum Error {
    /// A Presburger operation failed (mismatched spaces, unbounded problem, ...).
    #[error(transparent)]
    Presburger(#[from] hedra_presburger::Error),
    /// The Scop is inconsistent.
    #[error(transparent)]
    Ir(#[from] hedra_ir::Error),
}

/// The result type of this crate.
pub type Result<T> = std::result::Result<T, Error>;

pub use hedra_ir::Scop;

/// Everything dependence analysis knows about a Scop.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// Memory-based dependences (RAW, WAR, WAW), as [`memory_based`] gives them.
    pub memory: Vec<Dependence>,
    /// Value-based flow dependences (last write to read).
    pub flow: Vec<Dependence>,
    /// Read accesses with no source in the region.
    pub live_in: Vec<LiveAccess>,
    /// Write accesses whose values survive the region.
    pub live_out: Vec<LiveAccess>,
    /// The reduction statements.
    pub reductions: Vec<Reduction>,
    /// The graph of the memory-based dependences.
    pub graph: DependenceGraph,
}

/// Runs the whole analysis on `scop`.
pub fn analyze(scop: &Scop) -> Result<Analysis> {
    scop.validate()?;
    let prep = order::Prepared::new(scop)?;
    let reductions = reductions(scop)?;
    let mut memory = memory::memory_based_prepared(scop, &prep)?;
    memory::mark_reductions(&mut memory, &reductions);
    let df = dataflow::value_based_prepared(scop, &prep, &memory)?;
    let mut flow = df.flow;
    memory::mark_reductions(&mut flow, &reductions);
    let graph = DependenceGraph::new(scop.statements.len(), &memory);
    Ok(Analysis {
        memory,
        flow,
        live_in: df.live_in,
        live_out: df.live_out,
        reductions,
        graph,
    })
}
