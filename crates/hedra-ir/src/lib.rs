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
//! - [`schedule_tree`]: schedule trees (domain, band, sequence, set, filter, mark, context,
//!   extension), built for the original order from the beta vectors, and flattened back to one
//!   union map.

#![warn(missing_docs)]

pub mod ctype;
pub mod error;
pub mod expr;
pub mod openscop;
pub mod schedule_tree;
pub mod scop;

pub use ctype::IntType;
pub use error::{Error, Result};
pub use expr::{AssignOp, BinaryOp, Body, Expr, UnaryOp};
pub use schedule_tree::{Band, LoopReduction, Node, ScheduleTree};
pub use scop::{
    original_schedule, AccessKind, AccessRelation, Array, Scop, SourceWarning, Statement,
};
