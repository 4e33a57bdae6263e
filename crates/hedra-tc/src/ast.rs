//! The abstract syntax tree of a TC file, every node with its byte span.

use crate::lexer::Span;
use std::fmt;

/// A whole file: one or more definitions.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// The `def`s, in order.
    pub defs: Vec<Def>,
}

/// A name and where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    /// The name.
    pub name: String,
    /// Its bytes.
    pub span: Span,
}

/// `def NAME(inputs) -> (outputs) { statements }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Def {
    /// The function's name.
    pub name: Ident,
    /// The declared inputs.
    pub inputs: Vec<Param>,
    /// The output names (their types and sizes are inferred).
    pub outputs: Vec<Ident>,
    /// The statements, in order.
    pub stmts: Vec<Stmt>,
    /// From `def` to the closing brace.
    pub span: Span,
}

/// The element type of a tensor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScalarType {
    /// 32-bit signed integer (`int32`, also written `int`).
    Int32,
    /// 64-bit signed integer.
    Int64,
    /// C `float`.
    Float,
    /// C `double`.
    Double,
}

impl ScalarType {
    /// The type named by a type word, if it is one.
    pub fn from_word(w: &str) -> Option<ScalarType> {
        Some(match w {
            "float" => ScalarType::Float,
            "double" => ScalarType::Double,
            "int32" | "int" => ScalarType::Int32,
            "int64" => ScalarType::Int64,
            _ => return None,
        })
    }

    /// Whether it is an integer type.
    pub fn is_integer(self) -> bool {
        matches!(self, ScalarType::Int32 | ScalarType::Int64)
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ScalarType::Int32 => "int32",
            ScalarType::Int64 => "int64",
            ScalarType::Float => "float",
            ScalarType::Double => "double",
        })
    }
}

/// An input declaration `T(S1, ..., Sn) name`, or a scalar `T name` when there are no sizes.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Element type.
    pub ty: ScalarType,
    /// The size names, one per dimension (empty for a scalar).
    pub sizes: Vec<Ident>,
    /// The tensor's name.
    pub name: Ident,
    /// The whole declaration.
    pub span: Span,
}

/// A reduction operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// `+=`: sum, neutral element 0.
    Add,
    /// `*=`: product, neutral element 1.
    Mul,
    /// `min=`: minimum, neutral element the largest value of the type.
    Min,
    /// `max=`: maximum, neutral element the smallest value of the type.
    Max,
}

/// How a statement stores its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AssignOp {
    /// `=`: pointwise; every index must appear on the left-hand side.
    Set,
    /// A reduction over the indices that appear only on the right-hand side. With `init`
    /// (`+=!` ...) the left-hand side is first set to the operator's neutral element;
    /// without it, the reduction accumulates into the tensor's current values.
    Reduce {
        /// The operator.
        op: ReduceOp,
        /// Whether it is the initializing form (`!`).
        init: bool,
    },
}

impl fmt::Display for AssignOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (text, init) = match self {
            AssignOp::Set => ("=", false),
            AssignOp::Reduce { op, init } => (
                match op {
                    ReduceOp::Add => "+=",
                    ReduceOp::Mul => "*=",
                    ReduceOp::Min => "min=",
                    ReduceOp::Max => "max=",
                },
                *init,
            ),
        };
        write!(f, "{text}{}", if init { "!" } else { "" })
    }
}

/// `LHS(i, j, ...) op rhs [where ranges]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    /// The tensor written.
    pub lhs: Ident,
    /// Its index variables (plain names).
    pub indices: Vec<Ident>,
    /// `=` or a reduction.
    pub op: AssignOp,
    /// Where the operator is.
    pub op_span: Span,
    /// The value.
    pub rhs: Expr,
    /// The `where` ranges.
    pub wheres: Vec<WhereRange>,
    /// The whole statement.
    pub span: Span,
}

/// `var in lo:hi`: `lo <= var < hi`.
#[derive(Clone, Debug, PartialEq)]
pub struct WhereRange {
    /// The index variable.
    pub var: Ident,
    /// Inclusive lower bound.
    pub lo: Expr,
    /// Exclusive upper bound.
    pub hi: Expr,
    /// The whole range.
    pub span: Span,
}

/// An expression with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Its bytes.
    pub span: Span,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `-e`
    Neg,
    /// `!e`
    Not,
}

/// Binary operators, C's meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl BinOp {
    /// Whether the result is a truth value (comparisons and logical operators).
    pub fn is_boolean(self) -> bool {
        !matches!(self, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div)
    }
}

/// The kinds of expressions.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// An integer literal.
    Int(i64),
    /// A floating-point literal.
    Float(f64),
    /// A bare name: an index variable, a size, or a scalar input.
    Name(String),
    /// `name(args)`: a tensor access or a call of a math function.
    Call {
        /// The tensor or function.
        name: Ident,
        /// The subscripts or arguments.
        args: Vec<Expr>,
    },
    /// `name.k`: the size of dimension `k` (from 0) of tensor `name`.
    Dim {
        /// The tensor.
        tensor: Ident,
        /// The dimension.
        dim: usize,
    },
    /// A unary operation.
    Unary(UnOp, Box<Expr>),
    /// A binary operation.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b`.
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
}

impl Expr {
    /// Calls `f` on this expression and every sub-expression, outermost first.
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        f(self);
        match &self.kind {
            ExprKind::Call { args, .. } => args.iter().for_each(|a| a.walk(f)),
            ExprKind::Unary(_, a) => a.walk(f),
            ExprKind::Binary(_, a, b) => {
                a.walk(f);
                b.walk(f);
            }
            ExprKind::Ternary(c, a, b) => {
                c.walk(f);
                a.walk(f);
                b.walk(f);
            }
            _ => {}
        }
    }
}
