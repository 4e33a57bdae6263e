//! The error type of hedra-codegen.

use thiserror::Error;

/// Everything that can go wrong while generating code.
#[derive(Debug, Error)]
pub enum Error {
    /// A set operation failed.
    #[error("presburger: {0}")]
    Presburger(#[from] hedra_presburger::Error),
    /// The Scop or its schedule tree is malformed.
    #[error(transparent)]
    Ir(#[from] hedra_ir::Error),
    /// The schedule or domain uses something the generator cannot scan (the message says
    /// what); the caller keeps the region as written.
    #[error("code generation: {0}")]
    Unsupported(String),
    /// An internal invariant broke (a bug in hedra); reported, never a panic.
    #[error("internal error in code generation: {0}")]
    Internal(String),
}

/// Result alias for this crate.
pub type Result<T> = std::result::Result<T, Error>;
