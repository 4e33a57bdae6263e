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
}

impl Reduction {
    /// True when `d` links two instances of this statement through the reduced cell.
    pub fn covers(&self, d: &Dependence) -> bool {
        let refs = [self.write_ref, self.read_ref];
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
) -> Option<(ReductionOp, usize)> {
    match op {
        AssignOp::Add | AssignOp::Sub => return Some((ReductionOp::Add, write_ref)),
        AssignOp::Mul => return Some((ReductionOp::Mul, write_ref)),
        AssignOp::Div => return None,
        AssignOp::Assign => {}
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
        return Some((rop, reference_of(x)?));
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
    Some((rop, reference_of(x)?))
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
        let Some((op, read_ref)) = shape(s.body.op, &s.body.rhs, *write_ref, &is_x) else {
            continue;
        };
        if !x_refs.contains(&read_ref) {
            continue;
        }
        // e: every other read of the reduced array must miss every cell S writes.
        let written = w.range()?;
        let mut clean = true;
        for a in &s.accesses {
            if a.kind != AccessKind::Read || a.array != *array || a.reference == read_ref {
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
            out.push(Reduction {
                statement: si,
                op,
                array: array.clone(),
                write_ref: *write_ref,
                read_ref,
            });
        }
    }
    Ok(out)
}
