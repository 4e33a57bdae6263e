//! Errors of the JIT.

/// What went wrong.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The AST or the Scop uses something the JIT does not compile (a function it does not
    /// know, a type it cannot see, storage declared as C text).
    #[error("the JIT does not compile {0}")]
    Unsupported(String),
    /// Cranelift refused the function (a bug of the translation, or of the host).
    #[error("cranelift failed: {0}")]
    Backend(String),
    /// The caller's arguments do not fit the program: a missing or extra array, a wrong
    /// element type, too few parameters, an array smaller than the accesses need.
    #[error("{0}")]
    Misuse(String),
    /// The program stopped before the end: an integer division by zero (or of the least
    /// value by -1) in a statement, loop-bound arithmetic beyond 64 bits, or a promoted
    /// element outside the arrays' extents.
    #[error("the program stopped: {0}")]
    Stopped(&'static str),
    /// The model could not be analysed within its budget (the bounds check of the arrays).
    #[error("the footprint of the arrays: {0}")]
    Presburger(String),
}

/// A result of the JIT.
pub type Result<T> = std::result::Result<T, Error>;
