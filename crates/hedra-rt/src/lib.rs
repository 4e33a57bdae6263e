//! # hedra-rt: the speculative runtime
//!
//! The runtime of `#pragma hedra dcop` nests (see `hedra-dcop` for what the compiler emits).
//! It optimizes, while the program runs, loops that are not affine in their source but
//! behave affinely, as the Apollo system does:
//! 1. **profile** a few outer iterations with the instrumented copy, which reports every
//!    feed (a value that flows into an address or a bound) with its counters;
//! 2. **interpolate** each feed exactly as an affine function of its counters ([`fit`]),
//!    which makes every address and bound affine ([`model`]);
//! 3. **verify** the next outer iterations against the prediction by reading their feeds
//!    in the original's order, before running anything (inspector–executor; [`region`]);
//! 4. write the verified slice as an affine program, **schedule** it with hedra's
//!    pipeline and **JIT**-compile it with hedra-jit ([`speculate`]);
//! 5. **back up** the memory it writes (unless hedra-jit proves that the run cannot stop
//!    early), **run** it, and **roll back** and run the original if it stops; profile again
//!    after a misprediction, and run the rest as written after repeated failures.
//!
//! The C interface is [`capi`] (`include/hedra_rt.h`); `HEDRA_RT_LOG=1` logs every phase
//! ([`log`]), `HEDRA_RT_THREADS` sets the threads of optimized slices.

#![warn(missing_docs)]

pub mod affine;
pub mod capi;
pub mod fit;
pub mod log;
pub mod model;
pub mod region;
pub mod speculate;
pub mod walk;
