//! # hedra-deps
//!
//! Dependence analysis: which pairs of statement instances of a [`Scop`] must keep their
//! relative order.
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

pub mod memory;

pub use memory::{memory_based, Dependence, DependenceKind, LevelPiece};

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
