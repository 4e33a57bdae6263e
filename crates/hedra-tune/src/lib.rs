//! A genetic autotuner over the option sets of programs that are compiled to C, and the
//! cache of its results.
//!
//! The tuner knows nothing of hedra's pipeline. It sees two things, behind two small
//! traits:
//!
//! - a [`Program`]: a [`Space`] of options (each option set is a [`Genome`], one choice per
//!   [`Gene`]), a way to prune the option sets that are invalid or that mean the same as
//!   another one ([`Program::prune`]), and, for an option set, the C source it gives
//!   ([`Program::source`]), plus the untuned source ([`Program::reference`]);
//! - a [`Runner`]: what makes a time of a source. [`CRunner`] compiles it with the system
//!   C compiler together with a harness (a C `main` that the program's side writes), checks
//!   its output against the reference's, and times it (median of several runs, under a
//!   time limit). A candidate that does not compile, crashes, runs out of time or computes
//!   something else is discarded.
//!
//! [`search()`] is the genetic search of Tensor Comprehensions (its thesis, section 3.3.8):
//! a population of option sets, fitness inversely proportional to the run time, parents
//! chosen with a chance proportional to fitness (or by tournament), uniform crossover of
//! three parents, a low mutation rate, and elitism; invalid option sets are pruned before
//! anything is compiled. [`Settings`] states the values chosen and why. The search is
//! deterministic for a given seed and runner, which is how its tests run it with a
//! synthetic runner.
//!
//! [`cache`] keeps the best option set found for a key (the program's text, its sizes and
//! the machine) in a human-readable JSON file.
//!
//! The library never prints: the search reports its progress through a callback
//! ([`Event`]) and stops when a flag is raised (Ctrl-C, for the command line).

pub mod cache;
mod rng;
pub mod runner;
pub mod search;
pub mod space;

pub use cache::{Cache, CacheEntry, CacheKey, Machine};
pub use rng::Rng;
pub use runner::{stop_running, CRunner, Failure, Measurement};
pub use search::{search, Event, Outcome, Selection, Settings, TuneError};
pub use space::{Gene, Genome, Space};

/// Something to tune: a space of option sets and, for each, a C source.
pub trait Program {
    /// The options and their admissible values.
    fn space(&self) -> &Space;

    /// The canonical form of `genome` (choices that have no effect, such as tile sizes
    /// without tiling, set to their defaults, so that two option sets that mean the same
    /// are one), or why it is invalid. Invalid genomes are never compiled.
    fn prune(&self, genome: &Genome) -> Result<Genome, String>;

    /// The C source of the program under the options of `genome` (already pruned). An
    /// error discards the candidate.
    fn source(&self, genome: &Genome) -> Result<String, String>;

    /// The untuned C source: its output is the reference that every candidate must
    /// match, and its time the one to beat.
    fn reference(&self) -> Result<String, String>;

    /// Option sets to try in the first generation, after the default and before random
    /// ones: Tensor Comprehensions starts its search from the best options cached for the
    /// same program at other sizes. None by default.
    fn starting_points(&self) -> Vec<Genome> {
        Vec::new()
    }
}

/// What measures a source.
pub trait Runner {
    /// Measures the untuned source; its output becomes the one that later candidates
    /// must reproduce.
    fn reference(&mut self, source: &str) -> Result<Measurement, Failure>;

    /// Measures a candidate. `best` is the best median so far, from which the runner
    /// may derive its time limit.
    fn measure(&mut self, source: &str, best: std::time::Duration) -> Result<Measurement, Failure>;
}
