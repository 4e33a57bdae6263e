//! # hedra-dcop: dynamic control parts
//!
//! `#pragma hedra dcop` marks a loop nest that is not affine in its source but may behave
//! affinely while it runs (the Apollo approach): rows reached through pointers, indirect
//! subscripts, bounds read from memory. This crate holds what the compiler and the runtime
//! share about such a nest:
//! - [`nest`]: the model ([`Nest`]): loops with symbolic bounds, statements, and every
//!   load, classified as a *feed* (its value flows into an address or a bound) or *data*;
//!   its descriptor, the text the compiler embeds and the runtime reads back;
//! - [`emit`]: the C that replaces the nest at compile time: the original code (the
//!   fallback), an instrumented copy that records every feed, and the calls that let the
//!   runtime choose, slice by slice, which of them runs or whether it runs an optimized slice
//!   itself;
//! - [`ty`] and [`sym`]: the C types and the symbolic values of the model.
//!
//! The runtime (`hedra-rt`) predicts each feed as an affine function of its counters, which
//! turns the nest into a polyhedral model; see its documentation for the rest of the loop.

#![warn(missing_docs)]

pub mod emit;
pub mod nest;
pub mod sym;
pub mod ty;

pub use nest::{Cmp, Decl, Load, Loop, Nest, Node, Stmt, Var};
pub use sym::Sym;
pub use ty::{Extent, Scalar, Ty};
