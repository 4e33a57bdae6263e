//! The driver's errors: which stage failed, and why.

use thiserror::Error;

/// A stage of the pipeline that runs under the operations budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Parsing the C file and building the model of each region.
    FrontEnd,
    /// Memory-based dependence analysis.
    Dependences,
    /// The scheduler (Pluto hyperplanes, tiling, parallelism).
    Scheduler,
    /// The legality check of a user's schedule.
    LegalityCheck,
    /// Late parallelization of the finished schedule (with its own check).
    LateParallelization,
    /// Scanning the schedule tree into loops.
    CodeGeneration,
    /// Array contraction of the scheduled program.
    Contraction,
}

impl Stage {
    /// The stage as a sentence names it.
    pub fn name(self) -> &'static str {
        match self {
            Stage::FrontEnd => "the front end",
            Stage::Dependences => "dependence analysis",
            Stage::Scheduler => "the scheduler",
            Stage::LegalityCheck => "the legality check",
            Stage::LateParallelization => "late parallelization",
            Stage::CodeGeneration => "code generation",
            Stage::Contraction => "array contraction",
        }
    }
}

/// Why the driver could not produce code for a region (at one relaxation step, or at all).
#[derive(Debug, Error)]
pub enum Error {
    /// A stage spent its whole operations budget; its answer is not to be trusted.
    #[error("{} ran out of its budget of {budget} operations (`--budget`)", .stage.name())]
    OutOfBudget {
        /// The stage that ran out.
        stage: Stage,
        /// The budget it had.
        budget: u64,
    },
    /// Dependence analysis failed.
    #[error("dependence analysis failed: {0}")]
    Dependences(#[from] hedra_deps::Error),
    /// The scheduler failed.
    #[error("{0}")]
    Scheduler(#[from] hedra_sched::Error),
    /// The legality check of a user's schedule could not run.
    #[error("the legality check of --schedule failed to run: {0}")]
    LegalityCheck(hedra_sched::Error),
    /// A user's schedule does not fit the region.
    #[error("{0}")]
    UserSchedule(String),
    /// Code generation failed.
    #[error("{0}")]
    CodeGeneration(#[from] hedra_codegen::Error),
    /// Array contraction failed.
    #[error("{0}")]
    Contraction(#[from] hedra_contract::Error),
    /// The model is inconsistent.
    #[error("{0}")]
    Ir(#[from] hedra_ir::Error),
    /// A Presburger operation failed.
    #[error("{0}")]
    Presburger(#[from] hedra_presburger::Error),
    /// No parameter values satisfy the region's context (its `#pragma hedra context`
    /// lines and `--context` together): there is no version to run.
    #[error("the context is contradictory: no sizes satisfy {0} together with the region's own constraints on them")]
    EmptyContext(String),
}

impl Error {
    /// Whether the error comes from the search for a schedule (dependences or scheduler)
    /// running out of budget: relaxing the schedule repeats that search, so it is skipped.
    pub fn is_search_out_of_budget(&self) -> bool {
        matches!(self, Error::OutOfBudget { stage, .. } if !matches!(stage, Stage::CodeGeneration | Stage::Contraction))
    }
}

/// The driver's result type.
pub type Result<T> = std::result::Result<T, Error>;
