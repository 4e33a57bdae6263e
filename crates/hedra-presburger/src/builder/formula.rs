//! [`Formula`]: comparisons of expressions joined with `and`, `or` and `not`.

use super::Expr;
use crate::error::{Error, Result};
use crate::lower::{compare, dnf_and, negate_dnf, Conj, Dnf};

/// A comparison between two expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmp {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `=`
    Eq,
    /// `>=`
    Ge,
    /// `>`
    Gt,
    /// `!=` (two disjuncts: `<` or `>`)
    Ne,
}

/// A condition on the columns of a [`RelationBuilder`](crate::RelationBuilder), in disjunctive normal form.
#[derive(Clone, Debug)]
pub struct Formula(pub(super) Dnf);

impl Formula {
    /// Always true.
    pub fn truth() -> Formula {
        Formula(vec![Conj::default()])
    }

    /// Always false.
    pub fn falsity() -> Formula {
        Formula(Vec::new())
    }

    /// `l op r`.
    pub fn compare(l: &Expr, op: Cmp, r: &Expr) -> Formula {
        Formula(compare(&l.0, &r.0, op))
    }

    /// `self and other`.
    pub fn and(&self, other: &Formula) -> Formula {
        Formula(dnf_and(&self.0, &other.0))
    }

    /// `self or other`.
    pub fn or(&self, other: &Formula) -> Formula {
        let mut d = self.0.clone();
        d.extend(other.0.iter().cloned());
        Formula(d)
    }

    /// `not self`, by De Morgan's laws. Fails when the result would be too large.
    pub fn not(&self) -> Result<Formula> {
        negate_dnf(&self.0)
            .map(Formula)
            .map_err(|m| Error::Unsupported(m.into()))
    }

    pub(super) fn n_col(&self) -> usize {
        self.0
            .iter()
            .flat_map(|c| c.eqs.iter().chain(&c.ineqs).map(Vec::len))
            .max()
            .unwrap_or(0)
    }
}
