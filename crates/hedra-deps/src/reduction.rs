//! Reductions: statements that fold values into one cell with an associative and commutative
//! operator.
//!
//! A statement `S` is a *reduction* on the cell it writes when its body has one of the forms
//!
//! ```text
//! x op= e            (op ∈ {+, *}; also -=, which adds -e)
//! x = x ⊕ e1 ⊕ e2 …  (a chain of one operator ⊕ ∈ {+, *, &, |, ^}, x in any position of
//!                     the chain; for + the chain may contain -, but x must be added)
//! x = min(x, e) / max(x, e) / fmin / fmax (either argument order)
//! x = x > e ? x : e  (and every arrangement of a comparison that picks the larger or
//!                     the smaller of x and e: a max or a min)
//! ```
//!
//! where `x` is the written cell (a read of the same relation as the write), some cell is
//! written by at least two instances of `S` (`C[i] = beta * C[i]` updates each cell once and
//! folds nothing), and `e` (every
//! other operand) reads *no cell that any instance of `S` writes*. The last condition is
//! checked exactly: for every read `R` of `e` to the reduced array,
//! `R(Dom_S) ∩ W(Dom_S)` must be empty. It rules out recurrences such as
//! `A[i] += A[i - 1]`, where `e` reads a cell that another instance reduces into, and
//! `x = x + x`.
//!
//! The instances of a reduction may run in any order up to the rounding of floating-point
//! arithmetic, so the dependences between instances of `S` through the reduced cell (RAW from
//! the write to the read of `x`, WAR from that read to the write, WAW between writes) are
//! marked [`Dependence::reduction`]. They stay in the dependence lists.
//!
//! **Exact reductions.** Reordering the instances changes nothing at all when the cell and
//! every operand are integers: `min`, `max`, `&`, `|` and `^` are associative and
//! commutative in any integer type, and so are `+` and `*` in an unsigned type (arithmetic
//! modulo `2^w`). A *signed* sum may overflow in a reordered partial sum where the
//! original order does not (`MAX - 1 + 1 - 1 + 1` against `(1 + 1) + (MAX - 1) ...`), which
//! C leaves undefined; so the partial results are accumulated in the unsigned type of the
//! same width ([`Reduction::accumulator`]), where they wrap, and converted back at the
//! end. The result is congruent to the true sum modulo `2^w`, and since the original order
//! computed the true sum without overflow, it is that sum. Types narrower than `int`
//! accumulate in `unsigned int` (their arithmetic is done in `int` anyway, and the
//! conversion back is modulo `2^w` as well). Floating-point reductions, `fmin`/`fmax` and
//! reductions whose types hedra cannot see are not exact ([`Reduction::exact`] false):
//! reordering them is allowed only on request (`--reassociate`).

use crate::memory::Dependence;
use crate::Result;
use hedra_ir::expr::{AssignOp, BinaryOp, Expr};
use hedra_ir::{AccessKind, Scop};
use hedra_presburger::Map;
use serde::Serialize;

/// The operator of a reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ReductionOp {
    /// `+` (also `-=` and `x = x - e`).
    Add,
    /// `*`.
    Mul,
    /// `min`.
    Min,
    /// `max`.
    Max,
    /// `&`.
    BitAnd,
    /// `|`.
    BitOr,
    /// `^`.
    BitXor,
}

impl ReductionOp {
    /// The operator as written in C (`min`/`max` as the function name).
    pub fn symbol(self) -> &'static str {
        match self {
            ReductionOp::Add => "+",
            ReductionOp::Mul => "*",
            ReductionOp::Min => "min",
            ReductionOp::Max => "max",
            ReductionOp::BitAnd => "&",
            ReductionOp::BitOr => "|",
            ReductionOp::BitXor => "^",
        }
    }
}

/// A reduction statement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reduction {
    /// The statement (index into `Scop::statements`).
    pub statement: usize,
    /// The operator.
    pub op: ReductionOp,
    /// The reduced array.
    pub array: String,
    /// The reference id of the write of the reduced cell.
    pub write_ref: usize,
    /// The reference id of the read of the reduced cell (equal to `write_ref` for `op=`).
    pub read_ref: usize,
    /// Further reads of the reduced cell in the shape (the second `x` of `x > e ? x : e`).
    pub also_reads: Vec<usize>,
    /// Any order of the instances gives the same result (see the module documentation).
    pub exact: bool,
    /// The C type in which partial results are accumulated when it is not the cell's
    /// own: the unsigned type of a signed (or narrow) integer sum or product.
    pub accumulator: Option<String>,
}

impl Reduction {
    /// The references of the reduced cell: the write, then the reads.
    pub fn refs(&self) -> Vec<usize> {
        let mut refs = vec![self.write_ref];
        for &r in std::iter::once(&self.read_ref).chain(&self.also_reads) {
            if !refs.contains(&r) {
                refs.push(r);
            }
        }
        refs
    }

    /// True when `d` links two instances of this statement through the reduced cell.
    pub fn covers(&self, d: &Dependence) -> bool {
        let refs = self.refs();
        d.source == self.statement
            && d.target == self.statement
            && d.array == self.array
            && refs.contains(&d.source_ref)
            && refs.contains(&d.target_ref)
    }
}

/// A term of a flattened operator chain: the expression, and for `+` whether it is added.
type Term<'a> = (&'a Expr, bool);

/// Flattens `e` into the operands of a chain of `op` (for `Add`, `-` counts as part of the
/// chain and negates its right operand).
fn flatten<'a>(e: &'a Expr, op: BinaryOp, positive: bool, out: &mut Vec<Term<'a>>) {
    match e {
        Expr::Binary(o, a, b) if *o == op => {
            flatten(a, op, positive, out);
            flatten(b, op, positive, out);
        }
        Expr::Binary(BinaryOp::Sub, a, b) if op == BinaryOp::Add => {
            flatten(a, op, positive, out);
            flatten(b, op, !positive, out);
        }
        _ => out.push((e, positive)),
    }
}

fn reference_of(e: &Expr) -> Option<usize> {
    match e {
        Expr::Access { reference, .. } => Some(*reference),
        _ => None,
    }
}

/// The operator and the reference id of the read of the reduced cell, when the body has a
/// reduction shape (before the check on `e`); `is_x` says whether an access reads the
/// reduced cell.
fn shape(
    op: AssignOp,
    rhs: &Expr,
    write_ref: usize,
    is_x: &dyn Fn(&Expr) -> bool,
) -> Option<(ReductionOp, Vec<usize>)> {
    match op {
        AssignOp::Add | AssignOp::Sub => return Some((ReductionOp::Add, vec![write_ref])),
        AssignOp::Mul => return Some((ReductionOp::Mul, vec![write_ref])),
        AssignOp::Div => return None,
        AssignOp::Assign => {}
    }
    if let Expr::Ternary(cond, a, b) = rhs {
        return choice(cond, a, b, is_x);
    }
    if let Expr::Call(name, args) = rhs {
        let rop = match name.as_str() {
            "min" | "fmin" | "fminf" | "MIN" => ReductionOp::Min,
            "max" | "fmax" | "fmaxf" | "MAX" => ReductionOp::Max,
            _ => return None,
        };
        let [a, b] = &args[..] else { return None };
        let x = if is_x(a) {
            a
        } else if is_x(b) {
            b
        } else {
            return None;
        };
        return Some((rop, vec![reference_of(x)?]));
    }
    let Expr::Binary(top, _, _) = rhs else {
        return None;
    };
    let (bop, rop) = match top {
        BinaryOp::Add | BinaryOp::Sub => (BinaryOp::Add, ReductionOp::Add),
        BinaryOp::Mul => (BinaryOp::Mul, ReductionOp::Mul),
        BinaryOp::BitAnd => (BinaryOp::BitAnd, ReductionOp::BitAnd),
        BinaryOp::BitOr => (BinaryOp::BitOr, ReductionOp::BitOr),
        BinaryOp::BitXor => (BinaryOp::BitXor, ReductionOp::BitXor),
        _ => return None,
    };
    let mut terms = Vec::new();
    flatten(rhs, bop, true, &mut terms);
    let xs: Vec<&Term> = terms.iter().filter(|(e, _)| is_x(e)).collect();
    // Exactly one x, added: a second one (x = x + x) fails the check on e below anyway.
    let (x, positive) = xs.first()?;
    if !positive {
        return None;
    }
    Some((rop, vec![reference_of(x)?]))
}

/// `p ⋈ q ? a : b` as a min or a max of `x` and `e`: `{p, q}` and `{a, b}` are both `x` and
/// `e` (the same value twice, whatever the references), and `⋈` is an order comparison.
/// It picks the larger of the two when `a` is the greater side of `⋈`. Returns the
/// operator and the two reads of `x` (in the comparison, in the branch).
fn choice(
    cond: &Expr,
    a: &Expr,
    b: &Expr,
    is_x: &dyn Fn(&Expr) -> bool,
) -> Option<(ReductionOp, Vec<usize>)> {
    let Expr::Binary(cmp, p, q) = cond else {
        return None;
    };
    // `greater`: `p ⋈ q` holds when p is the larger one.
    let greater = match cmp {
        BinaryOp::Gt | BinaryOp::Ge => true,
        BinaryOp::Lt | BinaryOp::Le => false,
        _ => return None,
    };
    let (x_cond, e_cond) = match (is_x(p), is_x(q)) {
        (true, false) => (p, q),
        (false, true) => (q, p),
        _ => return None,
    };
    let (x_branch, e_branch) = match (is_x(a), is_x(b)) {
        (true, false) => (a, b),
        (false, true) => (b, a),
        _ => return None,
    };
    if !same_value(e_cond, e_branch) {
        return None;
    }
    // The first branch is taken when p ⋈ q: it is the larger one when (greater and a is
    // p) or (not greater and a is q).
    let a_is_p = same_value(a, p);
    let op = if greater == a_is_p {
        ReductionOp::Max
    } else {
        ReductionOp::Min
    };
    Some((op, vec![reference_of(x_cond)?, reference_of(x_branch)?]))
}

/// `a` and `b` compute the same value: the same tree, with accesses compared by array and
/// subscripts (not by reference id).
fn same_value(a: &Expr, b: &Expr) -> bool {
    match (a, b) {
        (
            Expr::Access {
                array: x,
                subscripts: sx,
                ..
            },
            Expr::Access {
                array: y,
                subscripts: sy,
                ..
            },
        ) => x == y && sx.len() == sy.len() && sx.iter().zip(sy).all(|(p, q)| same_value(p, q)),
        (Expr::Call(f, xs), Expr::Call(g, ys)) => {
            f == g && xs.len() == ys.len() && xs.iter().zip(ys).all(|(p, q)| same_value(p, q))
        }
        (Expr::Unary(o, x), Expr::Unary(p, y)) => o == p && same_value(x, y),
        (Expr::Binary(o, x1, x2), Expr::Binary(p, y1, y2)) => {
            o == p && same_value(x1, y1) && same_value(x2, y2)
        }
        (Expr::Ternary(c, x1, x2), Expr::Ternary(d, y1, y2)) => {
            same_value(c, d) && same_value(x1, y1) && same_value(x2, y2)
        }
        (Expr::Cast(t, x), Expr::Cast(u, y)) => t == u && same_value(x, y),
        _ => a == b,
    }
}

/// Whether reordering the reduction of `array` by `op` with right-hand side `rhs` (in which
/// `reads` read the cell) is exact, and the accumulator type it then needs (see the
/// module documentation).
fn exactness(
    scop: &Scop,
    array: &str,
    op: ReductionOp,
    rhs: &Expr,
    reads: &[usize],
) -> (bool, Option<String>) {
    let Some(cell) = scop
        .arrays
        .iter()
        .find(|a| a.name == array)
        .and_then(|a| a.integer.as_ref())
    else {
        return (false, None);
    };
    let operands_exact = match rhs {
        // `fmin`/`fmax` convert to double: not exact for 64-bit values.
        Expr::Call(name, args) => {
            matches!(name.as_str(), "min" | "max" | "MIN" | "MAX")
                && args.iter().all(|a| integer_valued(scop, a, reads))
        }
        e => integer_valued(scop, e, reads),
    };
    if !operands_exact {
        return (false, None);
    }
    let wraps = matches!(op, ReductionOp::Add | ReductionOp::Mul);
    let accumulator = match (wraps, cell.bits) {
        (true, 64) if cell.signed => Some("unsigned long long".to_string()),
        (true, b) if b < 32 || cell.signed => Some("unsigned int".to_string()),
        _ => None,
    };
    (true, accumulator)
}

/// True when C computes `e` as an integer: integer literals, iterators, parameters,
/// elements of integer arrays, arithmetic on integers, comparisons and logical operators
/// (an `int` whatever their operands), and casts to integer types. The reads `skip` (the
/// reduced cell) count as integers.
fn integer_valued(scop: &Scop, e: &Expr, skip: &[usize]) -> bool {
    let int = |x: &Expr| integer_valued(scop, x, skip);
    match e {
        Expr::Int(_) | Expr::Iterator(_) | Expr::Param(_) => true,
        Expr::Float(_) | Expr::Call(..) => false,
        Expr::Access {
            array, reference, ..
        } => {
            skip.contains(reference)
                || scop
                    .arrays
                    .iter()
                    .any(|a| a.name == *array && a.integer.is_some())
        }
        Expr::Unary(op, x) => *op == hedra_ir::UnaryOp::Not || int(x),
        Expr::Binary(op, a, b) => {
            use BinaryOp::*;
            matches!(op, Lt | Le | Gt | Ge | Eq | Ne | And | Or) || (int(a) && int(b))
        }
        Expr::Ternary(_, a, b) => int(a) && int(b),
        Expr::Cast(ty, _) => {
            let words: Vec<&str> = ty.split_whitespace().collect();
            hedra_ir::IntType::from_words(&words, &|_| None).is_some()
        }
    }
}

/// The reductions of `scop`, in statement order.
pub fn reductions(scop: &Scop) -> Result<Vec<Reduction>> {
    let params = &scop.params;
    let context = scop.context.align_params(params)?;
    let mut out = Vec::new();
    for (si, s) in scop.statements.iter().enumerate() {
        let Expr::Access {
            array,
            reference: write_ref,
            ..
        } = &s.body.lhs
        else {
            continue;
        };
        let Some(write) = s
            .accesses
            .iter()
            .find(|a| a.kind == AccessKind::Write && a.reference == *write_ref)
        else {
            continue;
        };
        let dom = s.domain.align_params(params)?.intersect_params(&context)?;
        let w = write
            .relation
            .align_params(params)?
            .intersect_domain(&dom)?;
        // The reads that access exactly the reduced cell in every instance.
        let mut x_refs = Vec::new();
        for a in &s.accesses {
            if a.kind == AccessKind::Read
                && a.array == *array
                && a.relation
                    .align_params(params)?
                    .intersect_domain(&dom)?
                    .is_equal(&w)?
            {
                x_refs.push(a.reference);
            }
        }
        let is_x = |e: &Expr| reference_of(e).is_some_and(|r| x_refs.contains(&r));
        let Some((op, reads)) = shape(s.body.op, &s.body.rhs, *write_ref, &is_x) else {
            continue;
        };
        let Some((&read_ref, also_reads)) = reads.split_first() else {
            continue;
        };
        if !x_refs.contains(&read_ref) {
            continue;
        }
        // e: every other read of the reduced array must miss every cell S writes.
        let written = w.range()?;
        let mut clean = true;
        for a in &s.accesses {
            if a.kind != AccessKind::Read || a.array != *array || reads.contains(&a.reference) {
                continue;
            }
            let cells = a
                .relation
                .align_params(params)?
                .intersect_domain(&dom)?
                .range()?;
            if !cells.intersect(&written)?.is_empty() {
                clean = false;
                break;
            }
        }
        // Several instances must fold into one cell: `C[i] = beta * C[i]` has the shape but
        // updates every cell once, so nothing is reduced.
        let shared = w
            .apply_range(&w.reverse()?)?
            .intersect(&Map::lex_lt(dom.space())?)?;
        if clean && !shared.is_empty() {
            let (exact, accumulator) = exactness(scop, array, op, &s.body.rhs, &reads);
            out.push(Reduction {
                statement: si,
                op,
                array: array.clone(),
                write_ref: *write_ref,
                read_ref,
                also_reads: also_reads.to_vec(),
                exact,
                accumulator,
            });
        }
    }
    Ok(out)
}
