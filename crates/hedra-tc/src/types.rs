//! Names and types of expressions.
//!
//! A bare name is a size, a scalar input, or else an index variable; `name(args)` is an
//! access to a tensor known at that point (an input, or a tensor written by an earlier
//! statement) or a call of a math function under its C name. The type rules:
//!
//! - index variables, sizes and `A.k` are `int64`; comparisons and `&&`, `||`, `!` give
//!   `int32` (C's `int`);
//! - literals take the type their context asks for: an integer literal is weaker than every
//!   type, a floating literal is `float` unless it meets `double`;
//! - arithmetic follows C's usual conversions (`int32 < int64 < float < double`);
//! - subscripts must be integers;
//! - the `f`-suffixed functions (`expf`, `fmaxf`, ...) take `float` and refuse a `double`
//!   argument (a silent narrowing); the plain ones (`exp`, `fmax`, ...) take and give `double`;
//! - a statement may not narrow: no `double` value into a `float` tensor, no floating value
//!   into an integer tensor. An output takes the type of the first value stored into it.

use crate::ast::{Expr, ExprKind, Ident, ScalarType, UnOp};
use hedra_c::Diagnostic;

/// What a name denotes at some point of a definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    /// A size parameter.
    Size,
    /// A scalar input.
    Scalar(ScalarType),
    /// A tensor with known type and rank.
    Tensor(ScalarType, usize),
    /// An output or temporary that no earlier statement has written.
    Undefined,
    /// Nothing declared: an index variable (bare) or a function (called).
    Free,
}

/// The type of an expression: a scalar type, or a literal that adapts to its context.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ty {
    /// An integer literal (or an expression of them).
    IntLit,
    /// `int32`.
    Int32,
    /// `int64`.
    Int64,
    /// A floating literal.
    FloatLit,
    /// `float`.
    Float,
    /// `double`.
    Double,
}

impl Ty {
    /// The type of a value of scalar type `t`.
    pub fn of(t: ScalarType) -> Ty {
        match t {
            ScalarType::Int32 => Ty::Int32,
            ScalarType::Int64 => Ty::Int64,
            ScalarType::Float => Ty::Float,
            ScalarType::Double => Ty::Double,
        }
    }

    /// The scalar type a value of this type is stored as when nothing else decides.
    pub fn concrete(self) -> ScalarType {
        match self {
            Ty::IntLit | Ty::Int32 => ScalarType::Int32,
            Ty::Int64 => ScalarType::Int64,
            Ty::FloatLit | Ty::Float => ScalarType::Float,
            Ty::Double => ScalarType::Double,
        }
    }

    /// Whether it is an integer type.
    pub fn is_integer(self) -> bool {
        self <= Ty::Int64
    }

    /// C's usual arithmetic conversion of two operand types.
    pub fn join(self, other: Ty) -> Ty {
        match (self.max(other), self.min(other)) {
            (Ty::FloatLit, Ty::Int32 | Ty::Int64) => Ty::Float,
            (hi, _) => hi,
        }
    }

    /// Whether storing a value of this type into a tensor of type `t` narrows it.
    pub fn narrows_into(self, t: ScalarType) -> bool {
        match t {
            ScalarType::Double => false,
            ScalarType::Float => self == Ty::Double,
            _ => !self.is_integer(),
        }
    }
}

/// A math function: its C name, arity, and whether it is the `float` (`f`-suffixed) form.
struct Builtin {
    name: &'static str,
    arity: usize,
    float: bool,
}

const UNARY: [&str; 15] = [
    "exp", "log", "sqrt", "tanh", "fabs", "sin", "cos", "tan", "erf", "log1p", "expm1", "floor",
    "ceil", "round", "cbrt",
];
const BINARY: [&str; 4] = ["fmax", "fmin", "pow", "fmod"];

fn builtin(name: &str) -> Option<Builtin> {
    let (base, float) = match name.strip_suffix('f') {
        Some(b) if known(b) => (b, true),
        _ => (name, false),
    };
    if let Some(name) = UNARY.iter().find(|n| **n == base) {
        return Some(Builtin {
            name,
            arity: 1,
            float,
        });
    }
    let name = BINARY.iter().find(|n| **n == base)?;
    Some(Builtin {
        name,
        arity: 2,
        float,
    })
}

fn known(base: &str) -> bool {
    UNARY.contains(&base) || BINARY.contains(&base)
}

/// Whether `name` is a math function this crate knows.
pub fn is_builtin(name: &str) -> bool {
    builtin(name).is_some()
}

/// The type of `e`, with names looked up by `look`.
pub fn type_of(e: &Expr, look: &dyn Fn(&str) -> Named) -> Result<Ty, Diagnostic> {
    match &e.kind {
        ExprKind::Int(_) => Ok(Ty::IntLit),
        ExprKind::Float(_) => Ok(Ty::FloatLit),
        ExprKind::Dim { .. } => Ok(Ty::Int64),
        ExprKind::Name(n) => name_type(n, e, look),
        ExprKind::Call { name, args } => call_type(name, args, look),
        ExprKind::Unary(UnOp::Neg, a) => type_of(a, look),
        ExprKind::Unary(UnOp::Not, a) => type_of(a, look).map(|_| Ty::Int32),
        ExprKind::Binary(op, a, b) => {
            let t = type_of(a, look)?.join(type_of(b, look)?);
            Ok(if op.is_boolean() { Ty::Int32 } else { t })
        }
        ExprKind::Ternary(c, a, b) => {
            type_of(c, look)?;
            Ok(type_of(a, look)?.join(type_of(b, look)?))
        }
    }
}

fn name_type(n: &str, e: &Expr, look: &dyn Fn(&str) -> Named) -> Result<Ty, Diagnostic> {
    match look(n) {
        Named::Size | Named::Free => Ok(Ty::Int64),
        Named::Scalar(t) => Ok(Ty::of(t)),
        Named::Tensor(_, r) => Err(Diagnostic::error(
            e.span,
            format!("tensor `{n}` has {r} dimension(s) but is used without subscripts"),
        )),
        Named::Undefined => Err(undefined(n, e)),
    }
}

fn undefined(n: &str, e: &Expr) -> Diagnostic {
    Diagnostic::error(
        e.span,
        format!("`{n}` is read before any statement writes it"),
    )
}

fn call_type(name: &Ident, args: &[Expr], look: &dyn Fn(&str) -> Named) -> Result<Ty, Diagnostic> {
    match look(&name.name) {
        Named::Tensor(t, rank) => access_type(name, t, rank, args, look),
        Named::Free => function_type(name, args, look),
        Named::Undefined => Err(Diagnostic::error(
            name.span,
            format!("`{}` is read before any statement writes it", name.name),
        )),
        Named::Size | Named::Scalar(_) => Err(Diagnostic::error(
            name.span,
            format!("`{}` is a scalar, not a tensor or a function", name.name),
        )),
    }
}

fn access_type(
    name: &Ident,
    t: ScalarType,
    rank: usize,
    args: &[Expr],
    look: &dyn Fn(&str) -> Named,
) -> Result<Ty, Diagnostic> {
    check_arity(name, rank, args.len())?;
    for a in args {
        let at = type_of(a, look)?;
        if !at.is_integer() {
            return Err(Diagnostic::error(
                a.span,
                format!(
                    "a subscript of `{}` must be an integer, this one is {}",
                    name.name,
                    at.concrete()
                ),
            ));
        }
    }
    Ok(Ty::of(t))
}

/// The error for `rank` subscripts expected and `n` given.
pub fn check_arity(name: &Ident, rank: usize, n: usize) -> Result<(), Diagnostic> {
    if rank == n {
        return Ok(());
    }
    Err(Diagnostic::error(
        name.span,
        format!(
            "`{}` has {rank} dimension(s) but is indexed with {n} subscript(s)",
            name.name
        ),
    ))
}

fn function_type(
    name: &Ident,
    args: &[Expr],
    look: &dyn Fn(&str) -> Named,
) -> Result<Ty, Diagnostic> {
    let Some(f) = builtin(&name.name) else {
        return Err(Diagnostic::error(
            name.span,
            format!("unknown tensor or function `{}`", name.name),
        ));
    };
    if args.len() != f.arity {
        return Err(Diagnostic::error(
            name.span,
            format!(
                "`{}` takes {} argument(s), not {}",
                name.name,
                f.arity,
                args.len()
            ),
        ));
    }
    for a in args {
        if f.float && type_of(a, look)? == Ty::Double {
            return Err(Diagnostic::error(
                a.span,
                format!(
                    "type mismatch: `{}` takes float, this argument is double (use `{}`)",
                    name.name, f.name
                ),
            ));
        }
    }
    Ok(if f.float { Ty::Float } else { Ty::Double })
}
