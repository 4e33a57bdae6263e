//! # hedra-opt
//!
//! The driver of hedra: one place that runs the pipeline and owns every policy decision.
//! The stages are the crates below it:
//!
//! ```text
//! C text ──hedra-c──▶ Scop ──hedra-deps──▶ dependences ──hedra-sched──▶ schedule tree
//!        ──hedra-codegen──▶ loops ──▶ C text
//! ```
//!
//! The decisions that are not any one stage's belong here:
//! - **which schedule**: the scheduler's, a user's (after a legality check), or the
//!   original order ([`schedule`]);
//! - **the relaxation chain**: when a stage fails or runs out of its operations budget, the
//!   untiled hyperplanes, then the original order, each with a warning
//!   ([`pipeline::Context`]);
//! - **array contraction**: temporaries dead after the region shrink to the cells whose
//!   values the chosen schedule keeps live at once ([`contract`]);
//! - **privatization**: scalars whose values never cross their loops' iterations are
//!   expanded for the scheduler, and kept expanded in the code only where the new schedule
//!   needs it ([`privatize`]);
//! - **versions**: time-tiled code behind a run-time test of the data's size
//!   ([`pipeline`]);
//! - **a whole file**: each region replaced by its code, the rest kept byte for byte, a
//!   region that cannot be handled kept as written ([`source`]);
//! - **Tensor Comprehensions**: each def of a TC source compiled under its own options,
//!   the tuner's option space of a def and the options it caches ([`tc`]).
//!
//! The driver never prints: it returns outputs, [`Note`]s and typed errors, and the command
//! line renders them.
//!
//! ```
//! let src = "void f(int N, double A[N]) {\n#pragma scop\n  for (int i = 0; i < N; i++)\n    A[i] = 2 * A[i];\n#pragma endscop\n}\n";
//! let out = hedra_opt::optimize_source(src, &hedra_opt::Options::default()).unwrap();
//! assert!(out.regions[0].result.is_ok());
//! assert!(out.text.contains("hedra opt: generated"));
//! ```

#![warn(missing_docs)]

pub mod budget;
pub mod contract;
pub mod dcop;
pub mod error;
pub mod notes;
pub mod options;
pub mod outline;
pub mod pipeline;
pub mod preprocess;
pub mod privatize;
pub mod scalars;
pub mod schedule;
pub mod source;
pub mod split;
pub mod tc;
pub mod versions;

pub use error::{Error, Result, Stage};
pub use notes::{Note, NoteKind};
pub use options::{
    parse_register_tile, Fuse, Options, ScheduleRequest, ScheduleTextError, Splitting,
    UserSchedule, Versioning, DEFAULT_BUDGET, DEFAULT_CACHE_SIZE, DEFAULT_MIN_PARALLEL_WORK,
    DEFAULT_MIN_WORK,
};
pub use pipeline::{optimize, Context, Output};
pub use preprocess::Preprocessor;
pub use schedule::{jit_ast, schedule_tree, schedule_tree_relaxed, scheduler_passes, Relaxation};
pub use source::{extract, optimize_source, Kept, Names, RegionOutcome, SourceOutput};

/// The library guide, `docs/library.md`, whose examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/library.md")]
pub struct LibraryGuide;
