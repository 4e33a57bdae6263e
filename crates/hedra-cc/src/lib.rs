//! `hedra cc`: a drop-in wrapper around the C compiler.
//!
//! `make CC="hedra cc"` builds a project as `cc` would, with every `#pragma scop` region
//! of every C source optimized by hedra (or, with `--hedra-autoscop`, every static-control
//! part found without pragmas):
//!
//! 1. [`Call::parse`] reads the compiler's command line: the inputs and which of them are C
//!    sources, what the call produces ([`Mode`]: link, `-c`, `-S`, `-E`, or a call whose
//!    output does not depend on the code), the output path, and hedra's own arguments
//!    (`--hedra-NAME[=VALUE]`, which become `hedra opt`'s `--NAME[=VALUE]` and are not
//!    passed on).
//! 2. [`rewrite`] runs hedra's driver on each C source. The text keeps its macros (hedra
//!    reads the source before preprocessing, so sizes written as macros stay symbolic and
//!    the compiler expands them), and `#line` directives make the compiler's diagnostics
//!    name the user's file and lines.
//! 3. [`run`] compiles each optimized source on its own (with `-iquote` of the source's
//!    directory, so that its `#include "..."` lines find the same headers, and `-fopenmp`
//!    when the code uses OpenMP), then runs the rest of the call: the link, with the
//!    optimized sources replaced by their objects (and `-fopenmp` when an object calls the
//!    OpenMP runtime), or the inputs that hedra left alone.
//!
//! **Invariant: hedra never breaks a build.** A source that hedra cannot read, a region it
//! cannot handle, a failure or even a panic inside hedra, and generated code that does not
//! compile all lead to the same place: the source compiled as written, with a one-line
//! warning that names the file (and the region's line) and the reason. The build then
//! fails only where `cc` itself would fail.

#![warn(missing_docs)]

mod call;
mod compile;
mod rewrite;

pub use call::{Call, Input, Mode};
pub use compile::{run, Settings};
pub use rewrite::{rewrite, Rewritten};
