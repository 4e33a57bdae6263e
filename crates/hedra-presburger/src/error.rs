//! The error type of hedra-presburger.

use thiserror::Error;

/// Everything that can go wrong when building or combining integer sets.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// Text in isl notation that does not parse. Line and column are 1-based.
    #[error("{line}:{col}: {msg}")]
    Parse {
        /// 1-based line of the offending token.
        line: usize,
        /// 1-based column of the offending token.
        col: usize,
        /// What was expected or what is wrong.
        msg: String,
    },
    /// Two operands live in incompatible spaces (different tuples, arities or kinds).
    #[error("space mismatch: {0}")]
    SpaceMismatch(String),
    /// A dimension index or count out of range for the space.
    #[error("invalid dimension: {0}")]
    InvalidDim(String),
    /// The operation is not defined for this input (e.g. an unbounded optimum).
    #[error("{0}")]
    Unsupported(String),
    /// An optimum does not exist because the set is unbounded in the optimization direction.
    #[error("unbounded optimum: {0}")]
    Unbounded(String),
    /// The operations budget installed with [`crate::budget::Budget::start`] ran out; `ops`
    /// operations were counted (see [`crate::budget`] for what counts).
    #[error("operations budget exceeded after {ops} operations")]
    BudgetExceeded {
        /// Operations counted under the guard when the operation stopped.
        ops: u64,
    },
}

/// Result alias for this crate.
pub type Result<T> = std::result::Result<T, Error>;
