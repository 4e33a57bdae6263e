//! The error type of hedra-ir.

use thiserror::Error;

/// Everything that can go wrong when building, reading or writing a Scop.
#[derive(Debug, Error)]
pub enum Error {
    /// An operation of hedra-presburger failed (a malformed relation, a space mismatch).
    #[error("presburger: {0}")]
    Presburger(#[from] hedra_presburger::Error),
    /// OpenScop text that does not follow the format. `line` is 1-based.
    #[error("openscop:{line}: {msg}")]
    OpenScop {
        /// 1-based line of the offending text.
        line: usize,
        /// What was expected or what is wrong.
        msg: String,
    },
    /// JSON that does not describe a Scop.
    #[error("json: {0}")]
    Json(#[from] serde_json::Error),
    /// A Scop that breaks one of its invariants (for example an access whose domain is not the
    /// statement's space).
    #[error("invalid scop: {0}")]
    Invalid(String),
}

/// Result alias for this crate.
pub type Result<T> = std::result::Result<T, Error>;
