//! # hedra-tc: Tensor Comprehensions
//!
//! Tensor Comprehensions (TC) write tensor operations in Einstein-like notation:
//!
//! ```text
//! def mm(float(M,K) A, float(K,N) B) -> (C) {
//!     C(m,n) +=! A(m,k) * B(k,n)
//! }
//! ```
//!
//! Index variables are not declared: their ranges are *inferred* from the tensors they
//! index, and an index that appears only on the right-hand side (`k`) is reduced over with
//! the statement's operator. Output sizes follow from the ranges of the indices that index
//! them (`C` is `M x N`). This crate reads the language ([`parse`]), checks names and types,
//! and infers ranges exactly with hedra-presburger ([`check()`]); errors are
//! [`Diagnostic`]s with a line, a column and a caret. It then lowers each definition to a
//! [`hedra_ir::Scop`] ([`lower()`], see [`lower`](mod@lower)) and writes the C function
//! around the loops that hedra's driver generates for it ([`glue`], which states the ABI);
//! running the driver is the caller's business (hedra-opt's `tc` module), so that this
//! stage crate stays below the driver. A caller of the ABI with arrays of its own (the
//! Python binding) binds the sizes from their shapes and computes the outputs' shapes with
//! [`shape`].
//!
//! ## Grammar
//!
//! ```text
//! program   ::= def+
//! def       ::= 'def' id '(' [arg (',' arg)*] ')' '->' outputs '{' stmt* '}'
//! arg       ::= type ['(' [id (',' id)*] ')'] id       # sizes; none: a scalar input
//! type      ::= 'float' | 'double' | 'int32' | 'int64' | 'int'   # int = int32
//! outputs   ::= '(' id (',' id)* ')' | id              # types and sizes are inferred
//! stmt      ::= id ['(' [id (',' id)*] ')'] op exp ['where' range (',' range)*] [';']
//! op        ::= '=' | '+=' | '*=' | 'min=' | 'max=' | '+=!' | '*=!' | 'min=!' | 'max=!'
//! range     ::= id 'in' exp ':' exp                   # lo <= id < hi
//! exp       ::= num | id | id '(' [exp (',' exp)*] ')' | id '.' int
//!             | '-' exp | '!' exp | exp binop exp | exp '?' exp ':' exp | '(' exp ')'
//! binop     ::= '+' | '-' | '*' | '/' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '&&' | '||'
//! ```
//!
//! `id '(' exps ')'` is an access when `id` is a tensor and a call when it is a C math
//! function (`expf`, `fmaxf`, `tanhf`, `sqrtf`, ... and the double forms `exp`, `fmax`, ...).
//! A bare `id` is a size, a scalar input or an index variable. Precedence and associativity
//! are C's. Comments run from `#` or `//` to the end of the line.
//!
//! Compared with the thesis's simplified grammar (figure 3-1): the scalar types are the four
//! above; ranges are written `i in lo:hi` (TC's concrete syntax); calls of other TC functions
//! (`id_list = id(id_list)`) are not part of this step; statements may end with `;`; a name
//! written by a statement that is neither input nor output is a temporary; `A.k`, the size
//! of dimension `k`, is parsed but subscripts may not use it yet.
//!
//! ## Semantics
//!
//! A statement `O(i, j) op e` evaluates `e` at every point of its iteration domain (the
//! product of its indices' ranges). With `=` every index must be on the left. A reduction
//! combines, for each left-hand point, the values at all points that differ only in the
//! indices found only on the right (the *reduction indices*), with `+`, `*`, `min` or
//! `max`; the `!` forms first set the left-hand side to the operator's neutral element
//! (`0`, `1`, the largest or the smallest value), the plain forms accumulate into the
//! current values. The right-hand side is read in full before anything is stored.
//!
//! ## Range inference
//!
//! See [`infer`] for the rule: rounds that bound each still unknown index from subscripts
//! that contain it alone, given the ranges already known, so that every access stays in
//! bounds; a `where` clause gives a range directly. Results are [`SizeExpr`]s, quasi-affine
//! functions of the sizes, e.g. `H - KH + 1` for the output rows of a convolution.
//!
//! ```
//! let src = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(m,n) +=! A(m,k) * B(k,n) }";
//! let defs = hedra_tc::check(src).map_err(|d| d.render("mm.tc", src)).unwrap();
//! let c = defs[0].tensor("C").unwrap();
//! assert_eq!(c.sizes[0].to_string(), "M");
//! assert_eq!(c.sizes[1].to_string(), "N");
//! assert_eq!(defs[0].stmts[0].reduction, vec!["k".to_string()]);
//! ```

#![warn(missing_docs)]

pub mod affine;
pub mod ast;
pub mod check;
pub mod glue;
pub mod infer;
pub mod lexer;
pub mod lower;
pub mod parser;
pub mod shape;
pub mod size;
pub mod types;

pub use ast::Program;
pub use check::{DefInfo, IndexRange, StmtInfo, Tensor, TensorKind};
pub use hedra_c::{Diagnostic, Severity};
pub use lower::{lower, lower_def, LoweredDef};
pub use parser::parse;
pub use size::SizeExpr;

/// Parses `src` and checks every definition: names, types and range inference.
pub fn check(src: &str) -> Result<Vec<DefInfo>, Diagnostic> {
    check::check_program(&parse(src)?)
}
