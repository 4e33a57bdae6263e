//! Statement bodies: a small C expression tree that can be printed back to C.
//!
//! A body is one assignment `lhs op rhs;`. Inside it, loop iterators are [`Expr::Iterator`]
//! (an index into the statement's iterator list), so that code generation can print the body
//! with each iterator replaced by an expression in the new loop variables:
//!
//! ```
//! use hedra_ir::expr::{Body, Expr, AssignOp, BinaryOp};
//! // A[i] = A[i] + 1.0   with iterator 0 = i
//! let a = |id| Expr::Access { array: "A".into(), subscripts: vec![Expr::Iterator(0)], reference: id };
//! let body = Body {
//!     lhs: a(0),
//!     op: AssignOp::Assign,
//!     rhs: Expr::Binary(BinaryOp::Add, Box::new(a(1)), Box::new(Expr::Float("1.0".into()))),
//! };
//! assert_eq!(body.to_c(&["i".to_string()]), "A[i] = A[i] + 1.0;");
//! assert_eq!(body.to_c(&["c0 + 1".to_string()]), "A[(c0 + 1)] = A[(c0 + 1)] + 1.0;");
//! ```
//!
//! Printing inserts exactly the parentheses that C's precedence and associativity require, so
//! printing, re-parsing and printing again gives the same text.

use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnaryOp {
    /// `-e`
    Neg,
    /// `+e`
    Plus,
    /// `!e`
    Not,
    /// `~e`
    BitNot,
}

impl UnaryOp {
    /// The C spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            UnaryOp::Neg => "-",
            UnaryOp::Plus => "+",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
        }
    }
}

/// Binary operators, with C's precedence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BinaryOp {
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
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
    /// `&`
    BitAnd,
    /// `^`
    BitXor,
    /// `|`
    BitOr,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl BinaryOp {
    /// The C spelling.
    pub fn symbol(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            And => "&&",
            Or => "||",
        }
    }

    /// C precedence (higher binds tighter); all binary operators are left-associative.
    pub fn precedence(self) -> u8 {
        use BinaryOp::*;
        match self {
            Mul | Div | Rem => 13,
            Add | Sub => 12,
            Shl | Shr => 11,
            Lt | Le | Gt | Ge => 10,
            Eq | Ne => 9,
            BitAnd => 8,
            BitXor => 7,
            BitOr => 6,
            And => 5,
            Or => 4,
        }
    }
}

const PREC_TERNARY: u8 = 3;
const PREC_UNARY: u8 = 14;
const PREC_POSTFIX: u8 = 15;

/// An expression of a statement body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Expr {
    /// An integer literal, as written (`42`, `0x10`, `7u`).
    Int(String),
    /// A floating literal, as written (`1.0`, `2.5e-3f`).
    Float(String),
    /// The loop iterator with this index in the statement's iterator list.
    Iterator(usize),
    /// A parameter of the Scop (a size such as `_PB_N`).
    Param(String),
    /// An array element or a scalar (a 0-dimensional array) with its reference id, the id of
    /// its access relation(s) in the statement.
    Access {
        /// The array name.
        array: String,
        /// One expression per dimension (none for a scalar).
        subscripts: Vec<Expr>,
        /// The reference id of this access in its statement.
        reference: usize,
    },
    /// A call of a function or function-like macro, treated as pure.
    Call(String, Vec<Expr>),
    /// A unary operation.
    Unary(UnaryOp, Box<Expr>),
    /// A binary operation.
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `cond ? then : else`.
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `(type) e`, with the type as written.
    Cast(String, Box<Expr>),
}

/// The assignment operator of a body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AssignOp {
    /// `=`
    Assign,
    /// `+=`
    Add,
    /// `-=`
    Sub,
    /// `*=`
    Mul,
    /// `/=`
    Div,
}

impl AssignOp {
    /// The C spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            AssignOp::Assign => "=",
            AssignOp::Add => "+=",
            AssignOp::Sub => "-=",
            AssignOp::Mul => "*=",
            AssignOp::Div => "/=",
        }
    }

    /// True for `+=`, `-=`, `*=`, `/=`: the left-hand side is read as well as written.
    pub fn is_compound(self) -> bool {
        self != AssignOp::Assign
    }
}

/// A statement body: `lhs op rhs;`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Body {
    /// The assigned array element or scalar (always an [`Expr::Access`]).
    pub lhs: Expr,
    /// The assignment operator.
    pub op: AssignOp,
    /// The right-hand side.
    pub rhs: Expr,
}

impl Body {
    /// The body as one line of C, with iterator `k` printed as `iterators[k]`. An iterator text
    /// that is not a plain name or number is parenthesized.
    pub fn to_c(&self, iterators: &[String]) -> String {
        self.to_c_renamed(iterators, &|_| None)
    }

    /// [`Body::to_c`], with every access whose reference id `rename` maps to a name printed
    /// as that name (an array element held in a scalar).
    pub fn to_c_renamed(&self, iterators: &[String], rename: Renamer) -> String {
        let mut lhs = String::new();
        self.lhs.write(&mut lhs, 0, iterators, rename);
        let mut rhs = String::new();
        self.rhs.write(&mut rhs, 0, iterators, rename);
        format!("{lhs} {} {rhs};", self.op.symbol())
    }
}

/// Maps a reference id to the name printed instead of the access, if any.
pub type Renamer<'a> = &'a dyn Fn(usize) -> Option<String>;

fn is_simple(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// The value of `a op b` when `op` compares and `a` and `b` are the same integer term once
/// printed (`c1 < c1`, after the code generator gave two iterators one counter): `"0"` or
/// `"1"`, which C gives the comparison anyway, and which compilers do not flag as a
/// self-comparison.
fn self_comparison(
    op: BinaryOp,
    a: &Expr,
    b: &Expr,
    iters: &[String],
    rn: Renamer,
) -> Option<&'static str> {
    use BinaryOp::*;
    let value = match op {
        Lt | Gt | Ne => "0",
        Le | Ge | Eq => "1",
        _ => return None,
    };
    if !(a.is_integer_term() && b.is_integer_term()) {
        return None;
    }
    let (mut x, mut y) = (String::new(), String::new());
    a.write(&mut x, 0, iters, rn);
    b.write(&mut y, 0, iters, rn);
    (x == y).then_some(value)
}

/// True when C compilers warn about `child` as an operand of `parent` without parentheses
/// (gcc's `-Wparentheses`): arithmetic, shifts or comparisons inside a bitwise operator,
/// arithmetic inside a shift, comparisons inside comparisons, `&&` inside `||`.
fn warns_without_parentheses(parent: BinaryOp, child: &Expr) -> bool {
    use BinaryOp::*;
    let Expr::Binary(c, _, _) = child else {
        return false;
    };
    let cmp = |o: BinaryOp| matches!(o, Lt | Le | Gt | Ge | Eq | Ne);
    match parent {
        BitAnd | BitXor | BitOr => *c != parent,
        Shl | Shr => matches!(c, Add | Sub),
        o if cmp(o) => cmp(*c),
        Or => *c == And,
        _ => false,
    }
}

impl Expr {
    /// The expression as C, with iterator `k` printed as `iterators[k]` (parenthesized unless
    /// it is a plain name or number); an iterator without a name prints as `i<k>`.
    pub fn to_c(&self, iterators: &[String]) -> String {
        let mut s = String::new();
        self.write(&mut s, 0, iterators, &|_| None);
        s
    }

    fn precedence(&self) -> u8 {
        match self {
            Expr::Binary(op, _, _) => op.precedence(),
            Expr::Ternary(..) => PREC_TERNARY,
            Expr::Unary(..) | Expr::Cast(..) => PREC_UNARY,
            _ => PREC_POSTFIX,
        }
    }

    fn write_sub(&self, out: &mut String, min: u8, iters: &[String], rn: Renamer) {
        if self.precedence() < min {
            out.push('(');
            self.write(out, 0, iters, rn);
            out.push(')');
        } else {
            self.write(out, min, iters, rn);
        }
    }

    fn write(&self, out: &mut String, _min: u8, iters: &[String], rn: Renamer) {
        match self {
            Expr::Int(t) | Expr::Float(t) | Expr::Param(t) => out.push_str(t),
            Expr::Iterator(k) => match iters.get(*k) {
                Some(t) if is_simple(t) => out.push_str(t),
                Some(t) => {
                    let _ = write!(out, "({t})");
                }
                None => {
                    let _ = write!(out, "i{k}");
                }
            },
            Expr::Access {
                array,
                subscripts,
                reference,
            } => {
                if let Some(name) = rn(*reference) {
                    out.push_str(&name);
                    return;
                }
                out.push_str(array);
                for s in subscripts {
                    out.push('[');
                    s.write(out, 0, iters, rn);
                    out.push(']');
                }
            }
            Expr::Call(f, args) => {
                out.push_str(f);
                out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    a.write(out, 0, iters, rn);
                }
                out.push(')');
            }
            Expr::Unary(op, e) => {
                out.push_str(op.symbol());
                // `- -x` and `-(-1)` need parentheses; so does any operand below unary level.
                if matches!(**e, Expr::Unary(..)) {
                    out.push('(');
                    e.write(out, 0, iters, rn);
                    out.push(')');
                } else {
                    e.write_sub(out, PREC_UNARY, iters, rn);
                }
            }
            Expr::Cast(ty, e) => {
                let _ = write!(out, "({ty})");
                e.write_sub(out, PREC_UNARY, iters, rn);
            }
            Expr::Binary(op, a, b) => {
                if let Some(value) = self_comparison(*op, a, b, iters, rn) {
                    out.push_str(value);
                    return;
                }
                let p = op.precedence();
                let clear = |e: &Expr| {
                    if warns_without_parentheses(*op, e) {
                        PREC_POSTFIX
                    } else {
                        0
                    }
                };
                a.write_sub(out, p.max(clear(a)), iters, rn);
                let _ = write!(out, " {} ", op.symbol());
                b.write_sub(out, (p + 1).max(clear(b)), iters, rn);
            }
            Expr::Ternary(c, t, e) => {
                c.write_sub(out, PREC_TERNARY + 1, iters, rn);
                out.push_str(" ? ");
                t.write(out, 0, iters, rn);
                out.push_str(" : ");
                e.write_sub(out, PREC_TERNARY, iters, rn);
            }
        }
    }

    /// True for integer literals and iterators, and sums, differences, products and
    /// negations of them: values without side effects that C computes as integers.
    fn is_integer_term(&self) -> bool {
        match self {
            Expr::Int(_) | Expr::Iterator(_) => true,
            Expr::Unary(UnaryOp::Neg, e) => e.is_integer_term(),
            Expr::Binary(BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, a, b) => {
                a.is_integer_term() && b.is_integer_term()
            }
            _ => false,
        }
    }

    /// Calls `f` on every access in evaluation order (left to right, subscripts before the
    /// access that contains them).
    pub fn for_each_access<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        match self {
            Expr::Access { subscripts, .. } => {
                for s in subscripts {
                    s.for_each_access(f);
                }
                f(self);
            }
            Expr::Call(_, args) => args.iter().for_each(|a| a.for_each_access(f)),
            Expr::Unary(_, e) | Expr::Cast(_, e) => e.for_each_access(f),
            Expr::Binary(_, a, b) => {
                a.for_each_access(f);
                b.for_each_access(f);
            }
            Expr::Ternary(c, t, e) => {
                c.for_each_access(f);
                t.for_each_access(f);
                e.for_each_access(f);
            }
            _ => {}
        }
    }

    /// Calls `f` on every access to `array`, outermost first; `f` may rename the access and
    /// replace its subscripts (accesses nested in the new subscripts are not visited).
    pub fn rewrite_accesses(
        &mut self,
        array: &str,
        f: &mut dyn FnMut(&mut String, &mut Vec<Expr>),
    ) {
        match self {
            Expr::Access {
                array: name,
                subscripts,
                ..
            } if name == array => f(name, subscripts),
            Expr::Access { subscripts: s, .. } | Expr::Call(_, s) => {
                s.iter_mut().for_each(|x| x.rewrite_accesses(array, f))
            }
            Expr::Unary(_, e) | Expr::Cast(_, e) => e.rewrite_accesses(array, f),
            Expr::Binary(_, a, b) => {
                a.rewrite_accesses(array, f);
                b.rewrite_accesses(array, f);
            }
            Expr::Ternary(c, t, e) => {
                c.rewrite_accesses(array, f);
                t.rewrite_accesses(array, f);
                e.rewrite_accesses(array, f);
            }
            Expr::Int(_) | Expr::Float(_) | Expr::Iterator(_) | Expr::Param(_) => {}
        }
    }
}

/// `s` as a C string literal: quotes and backslashes escaped, newlines and tabs as `\n` and
/// `\t`, other control characters and every non-ASCII byte in octal (the literal holds
/// `s`'s UTF-8 bytes whatever the compiler's source character set).
pub fn c_string_literal(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_ascii() && !c.is_ascii_control() => out.push(c),
            c => {
                let mut b = [0; 4];
                for byte in c.encode_utf8(&mut b).bytes() {
                    out.push_str(&format!("\\{byte:03o}"));
                }
            }
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Expr {
        Expr::Param(n.into())
    }
    fn b(op: BinaryOp, x: Expr, y: Expr) -> Expr {
        Expr::Binary(op, Box::new(x), Box::new(y))
    }

    #[test]
    fn parentheses_follow_precedence_and_associativity() {
        let e = b(BinaryOp::Sub, v("a"), b(BinaryOp::Sub, v("b"), v("c")));
        assert_eq!(e.to_c(&[]), "a - (b - c)");
        let e = b(BinaryOp::Sub, b(BinaryOp::Sub, v("a"), v("b")), v("c"));
        assert_eq!(e.to_c(&[]), "a - b - c");
        let e = b(BinaryOp::Mul, b(BinaryOp::Add, v("a"), v("b")), v("c"));
        assert_eq!(e.to_c(&[]), "(a + b) * c");
        let e = Expr::Unary(
            UnaryOp::Neg,
            Box::new(Expr::Unary(UnaryOp::Neg, Box::new(v("x")))),
        );
        assert_eq!(e.to_c(&[]), "-(-x)");
        let e = Expr::Ternary(
            Box::new(b(BinaryOp::Ge, v("a"), v("b"))),
            Box::new(v("a")),
            Box::new(v("b")),
        );
        assert_eq!(
            b(BinaryOp::Add, e.clone(), v("c")).to_c(&[]),
            "(a >= b ? a : b) + c"
        );
        assert_eq!(
            Expr::Cast("double".into(), Box::new(b(BinaryOp::Add, v("a"), v("b")))).to_c(&[]),
            "(double)(a + b)"
        );
    }

    #[test]
    fn operands_that_compilers_would_question_get_parentheses() {
        let sum = b(BinaryOp::Add, v("a"), v("b"));
        assert_eq!(
            b(BinaryOp::BitXor, sum.clone(), v("c")).to_c(&[]),
            "(a + b) ^ c"
        );
        assert_eq!(
            b(BinaryOp::Shl, v("c"), sum.clone()).to_c(&[]),
            "c << (a + b)"
        );
        assert_eq!(
            b(BinaryOp::Shl, v("c"), b(BinaryOp::Mul, v("a"), v("b"))).to_c(&[]),
            "c << a * b"
        );
        let and = b(BinaryOp::And, v("a"), v("b"));
        assert_eq!(b(BinaryOp::Or, and, v("c")).to_c(&[]), "(a && b) || c");
        let lt = b(BinaryOp::Lt, v("a"), v("b"));
        assert_eq!(b(BinaryOp::Eq, lt, v("c")).to_c(&[]), "(a < b) == c");
        let x = b(BinaryOp::BitXor, v("a"), v("b"));
        assert_eq!(b(BinaryOp::BitXor, x, v("c")).to_c(&[]), "a ^ b ^ c");
    }

    #[test]
    fn integer_self_comparisons_print_their_value() {
        let i = Expr::Iterator(0);
        let j = Expr::Iterator(1);
        let names = ["c1".to_string(), "c1".to_string()];
        assert_eq!(b(BinaryOp::Lt, i.clone(), j.clone()).to_c(&names), "0");
        assert_eq!(b(BinaryOp::Ge, i.clone(), j.clone()).to_c(&names), "1");
        let other = ["c1".to_string(), "c2".to_string()];
        assert_eq!(
            b(BinaryOp::Lt, i.clone(), j.clone()).to_c(&other),
            "c1 < c2"
        );
        // Floating-point values are not integer terms: `x < x` is false for a NaN, but
        // `x <= x` is too.
        let x = Expr::Float("x".into());
        assert_eq!(b(BinaryOp::Le, x.clone(), x).to_c(&[]), "x <= x");
    }
}
