//! # hedra-ir
//!
//! The polyhedral model of a program part: the [`Scop`]. The C front end (hedra-c) builds it;
//! dependence analysis, scheduling and code generation read it. Every relation in it is a
//! [`hedra_presburger::Map`], so all questions about it go to hedra-presburger.
//!
//! - [`scop`]: the data structures ([`Scop`], [`Statement`], [`AccessRelation`], [`Array`]),
//!   the original 2d+1 schedule, and the iscc-script and JSON forms;
//! - [`expr`]: statement bodies as expression trees printable back to C;
//! - [`openscop`]: the OpenScop exchange format (write and read).
//!
//! A schedule *tree* will replace the flat 2d+1 map in a later step; the beta vectors kept on
//! each statement are the sequence structure such a tree needs.

pub mod error;
pub mod expr;
pub mod openscop;
pub mod scop;

pub use error::{Error, Result};
pub use expr::{AssignOp, BinaryOp, Body, Expr, UnaryOp};
pub use scop::{original_schedule, AccessKind, AccessRelation, Array, Scop, Statement};
