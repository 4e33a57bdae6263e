//! # hedra-presburger
//!
//! Exact integer sets and relations with parameters (Presburger arithmetic), in pure Rust, read
//! and written in isl's notation. This crate is the one place in hedra where polyhedral math
//! lives; every other stage asks it questions.
//!
//! ```
//! use hedra_presburger::{Map, UnionMap};
//! let s: Map = "[N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i }".parse().unwrap();
//! let m = s.lexmax().unwrap();
//! let expected: Map = "[N] -> { S[N - 1, N - 1] : N >= 1 }".parse().unwrap();
//! assert!(m.is_equal(&expected).unwrap());
//! ```
//!
//! Layers, bottom up:
//! - [`budget`]: an operations budget per thread (isl's `max_operations`), with an RAII
//!   guard; exhausted, operations return [`Error::BudgetExceeded`];
//! - [`int`]: `Int`, the transprecision integer (i64 fast path, checked, big-integer fallback);
//! - [`simplex`]: the dense lexicographic dual simplex (big parameter, Gomory cuts, undo
//!   log): integer emptiness, non-parametric integer lexmin, one-more-constraint tests;
//! - [`omega`]: exact integer feasibility and sample points (the Omega test, the fallback);
//! - [`space`]: parameters, tuples, set and map spaces;
//! - [`basic`]: `BasicMap`, one conjunction with existentially quantified divs, and exact
//!   elimination of existentials;
//! - [`map`]: `Map`/`Set`, unions over one space, with the set algebra;
//! - `tableau`: a basic map's simplex tableau with unit equalities substituted away, and
//!   one-more-constraint questions on it;
//! - [`redundant`]: redundancy removal and equality detection on one shared tableau;
//! - [`hull`]: simple and convex hulls of unions (rational LPs, lifted Fourier–Motzkin);
//! - [`pip`]: parametric integer programming, the symbolic lexicographic dual simplex
//!   (piecewise quasi-affine optima as functions of the parameters);
//! - [`lexopt`]: lexicographic minimum and maximum of sets and maps (unions merged piece by
//!   piece);
//! - [`pw`]: piecewise quasi-affine functions (`PwMultiAff`, `PwAff`), the explicit form of
//!   parametric optima and of `dim_min`/`dim_max`;
//! - [`union`]: `UnionMap`/`UnionSet` over several spaces;
//! - [`builder`]: typed construction of sets and maps from expressions, coefficients, bounds,
//!   `equate` and `fix` (how the other crates build relations, with no text in between);
//! - `lower`: quasi-affine formulas to disjunctive normal form, shared by the builder and
//!   the parser;
//! - [`parse`] and [`print`](mod@print): isl notation;
//! - `record` (cargo feature `record`): operands of set operations written to a file, to
//!   build benchmark workloads.

#![warn(missing_docs)]

/// Records an operation and its operands when the `record` feature is on (see `record`).
macro_rules! record {
    ($op:expr, $($arg:expr),+) => {
        #[cfg(feature = "record")]
        $crate::record::note($op, &[$(&$arg as &dyn std::fmt::Display),+]);
    };
}

pub mod aff;
pub mod basic;
pub mod bounds;
pub mod budget;
pub mod builder;
pub mod coalesce;
pub(crate) mod entry;
pub mod error;
pub mod farkas;
pub mod gist;
pub mod hull;
pub mod ilp;
pub mod int;
pub mod lexopt;
pub mod loop_bounds;
pub(crate) mod lower;
pub mod map;
pub mod omega;
pub mod parse;
pub mod pip;
pub mod points;
pub mod print;
pub mod pw;
#[cfg(feature = "record")]
pub mod record;
pub mod redundant;
pub mod simplex;
pub mod space;
pub(crate) mod tableau;
pub mod union;

pub use aff::MultiAff;
pub use basic::{BasicMap, BasicSet, Div};
pub use builder::{Bound, Cmp, Expr, Formula, RelationBuilder};
pub use error::{Error, Result};
pub use gist::LexOrder;
pub use int::Int;
pub use map::{Map, Set};
pub use parse::{parse_map, parse_object, parse_union, Object};
pub use pw::{PwAff, PwMultiAff, PwPiece};
pub use space::{DimType, Space, SpaceKind, Tuple};
pub use union::{UnionMap, UnionSet};
