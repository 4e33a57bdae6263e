//! [`Expr`]: a piecewise quasi-affine expression of a [`super::RelationBuilder`].

use crate::int::Int;
use crate::lower::{pw_binop, pw_minmax, Aff, Conj, Pw};

/// A piecewise quasi-affine expression over the columns of one [`RelationBuilder`](crate::RelationBuilder).
///
/// Sums and constant multiples need no builder; `floor`, `ceil` and `mod` do (they add a div
/// to the relation), see [`RelationBuilder::floor_div`](crate::RelationBuilder::floor_div). `min` and `max` make the expression
/// piecewise: each piece holds under a condition, and comparisons split into one disjunct per
/// piece.
#[derive(Clone, Debug)]
pub struct Expr(pub(super) Pw);

impl From<Int> for Expr {
    fn from(v: Int) -> Expr {
        Expr::constant(v)
    }
}

impl From<i64> for Expr {
    fn from(v: i64) -> Expr {
        Expr::constant(Int::from(v))
    }
}

impl Expr {
    /// The constant `v`.
    pub fn constant(v: Int) -> Expr {
        Expr(vec![(Conj::default(), Aff::constant(v))])
    }

    /// `self + other`.
    pub fn add(&self, other: &Expr) -> Expr {
        self.combine(other, 1)
    }

    /// `self - other`.
    pub fn sub(&self, other: &Expr) -> Expr {
        self.combine(other, -1)
    }

    fn combine(&self, other: &Expr, sign: i64) -> Expr {
        Expr(pw_binop(&self.0, &other.0, |a, b| Ok(a.add(b, sign))).unwrap_or_default())
    }

    /// `-self`.
    pub fn neg(&self) -> Expr {
        self.scale(&Int::from(-1))
    }

    /// `k * self`.
    pub fn scale(&self, k: &Int) -> Expr {
        Expr(
            self.0
                .iter()
                .map(|(c, a)| (c.clone(), a.scale(k, &Int::ONE)))
                .collect(),
        )
    }

    /// `min(self, other)`: `self` where `self <= other`, `other` elsewhere.
    pub fn min(&self, other: &Expr) -> Expr {
        Expr(pw_minmax(&self.0, &other.0, false))
    }

    /// `max(self, other)`: `other` where `other >= self`, `self` elsewhere.
    pub fn max(&self, other: &Expr) -> Expr {
        Expr(pw_minmax(&self.0, &other.0, true))
    }

    /// The value when the expression is one integer constant.
    pub fn as_constant(&self) -> Option<Int> {
        match self.0.as_slice() {
            [(c, a)] if c.eqs.is_empty() && c.ineqs.is_empty() && a.is_constant() => {
                a.den.is_one().then(|| a.coeffs[0].clone())
            }
            _ => None,
        }
    }

    pub(super) fn n_col(&self) -> usize {
        self.0
            .iter()
            .flat_map(|(c, a)| {
                c.eqs
                    .iter()
                    .chain(&c.ineqs)
                    .map(Vec::len)
                    .chain([a.coeffs.len()])
            })
            .max()
            .unwrap_or(0)
    }
}
