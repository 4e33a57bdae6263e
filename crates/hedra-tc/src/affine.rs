//! Affine subscripts: `2 * h + kh - 1` as a constant plus integer multiples of names.
//!
//! A subscript is affine when it is built from integer literals, index variables, sizes and
//! `A.k` (the size of an input's dimension) with `+`, `-`, unary `-` and multiplication by a
//! constant. Anything else (a division, a product of variables, a data-dependent
//! `X(I(i))`) is not affine; range inference then takes nothing from that subscript (the
//! access may touch the whole dimension, as the thesis's over-approximation says).

use crate::ast::{BinOp, Expr, ExprKind, UnOp};
use hedra_presburger::{Expr as PExpr, Int, RelationBuilder};

/// `constant + sum(coefficient * name)`, names being index variables or sizes.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Affine {
    /// The constant term.
    pub constant: Int,
    /// Non-zero coefficients by name, in order of first appearance.
    pub terms: Vec<(String, Int)>,
}

impl Affine {
    fn constant(c: Int) -> Affine {
        Affine {
            constant: c,
            terms: Vec::new(),
        }
    }

    fn name(n: &str) -> Affine {
        Affine {
            constant: Int::ZERO,
            terms: vec![(n.to_string(), Int::ONE)],
        }
    }

    fn add(mut self, other: &Affine, sign: &Int) -> Affine {
        self.constant = &self.constant + &(&other.constant * sign);
        for (n, c) in &other.terms {
            let c = c * sign;
            match self.terms.iter_mut().find(|(m, _)| m == n) {
                Some(t) => t.1 = &t.1 + &c,
                None => self.terms.push((n.clone(), c)),
            }
        }
        self.terms.retain(|(_, c)| !c.is_zero());
        self
    }

    fn scale(self, k: &Int) -> Affine {
        Affine::constant(Int::ZERO).add(&self, k)
    }

    fn as_constant(&self) -> Option<Int> {
        self.terms.is_empty().then(|| self.constant.clone())
    }

    /// The names with non-zero coefficients.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.terms.iter().map(|(n, _)| n.as_str())
    }

    /// The same expression for a relation builder whose scope knows every name.
    pub fn to_builder(&self, b: &RelationBuilder) -> hedra_presburger::Result<PExpr> {
        let mut e = PExpr::constant(self.constant.clone());
        for (n, c) in &self.terms {
            e = e.add(&b.var(n)?.scale(c));
        }
        Ok(e)
    }
}

/// How a name may appear in an affine subscript.
pub trait AffineNames {
    /// Whether `n` is an index variable or a size.
    fn is_affine_name(&self, n: &str) -> bool;
    /// The size name of dimension `k` of input `tensor`, for `tensor.k`.
    fn dim_size(&self, tensor: &str, k: usize) -> Option<String>;
}

/// `e` as an affine expression, or `None` when it is not affine.
pub fn affine_of(e: &Expr, names: &dyn AffineNames) -> Option<Affine> {
    match &e.kind {
        ExprKind::Int(v) => Some(Affine::constant(Int::from(*v))),
        ExprKind::Name(n) if names.is_affine_name(n) => Some(Affine::name(n)),
        ExprKind::Dim { tensor, dim } => {
            names.dim_size(&tensor.name, *dim).map(|s| Affine::name(&s))
        }
        ExprKind::Unary(UnOp::Neg, a) => Some(affine_of(a, names)?.scale(&Int::from(-1))),
        ExprKind::Binary(op, a, b) => binary(*op, affine_of(a, names)?, affine_of(b, names)?),
        _ => None,
    }
}

fn binary(op: BinOp, a: Affine, b: Affine) -> Option<Affine> {
    match op {
        BinOp::Add => Some(a.add(&b, &Int::ONE)),
        BinOp::Sub => Some(a.add(&b, &Int::from(-1))),
        BinOp::Mul => match (a.as_constant(), b.as_constant()) {
            (Some(k), _) => Some(b.scale(&k)),
            (_, Some(k)) => Some(a.scale(&k)),
            _ => None,
        },
        _ => None,
    }
}
