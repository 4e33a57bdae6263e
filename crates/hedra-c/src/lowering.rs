//! Conditions of the model and their lowering to hedra-presburger's typed builder.
//!
//! The front end collects loop bounds, `if` conditions, strides, type ranges and the context
//! as [`Guard`]s over [`Aff`] expressions; the domains, access relations and range proofs are
//! then built with a [`RelationBuilder`], term by term and atom by atom, in the order in
//! which isl notation would write them (so the relations, divs included, are the ones the text
//! `S[i] : 0 <= i < N` would give).

use crate::affine::{Aff, Atom};
use hedra_presburger::{Cmp, Expr, Formula, Int, RelationBuilder, Result};

/// A condition over iterators and parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guard {
    /// `a op b`.
    Cmp(Aff, Cmp, Aff),
    /// `lo <= name <= hi` (the range of a C type, which may not fit in 64 bits).
    Within(String, i128, i128),
    /// `value < lo or value > hi` (either side may be absent).
    Outside(Aff, Option<i128>, Option<i128>),
    /// `(name - lb) mod step = 0`: the iterator `name` of a loop from `lb` by `step`.
    Stride(String, Aff, u64),
    /// Both.
    And(Box<Guard>, Box<Guard>),
    /// Either.
    Or(Box<Guard>, Box<Guard>),
    /// The negation.
    Not(Box<Guard>),
}

impl Guard {
    /// `not self`.
    pub fn negate(&self) -> Guard {
        Guard::Not(Box::new(self.clone()))
    }
}

/// The value of `a` over the columns of `b` (atoms become divs and pieces of `b`).
pub fn expr(b: &mut RelationBuilder, a: &Aff) -> Result<Expr> {
    let mut acc: Option<Expr> = None;
    for (key, c) in &a.terms {
        let t = match a.atoms.get(key) {
            Some(atom) => atom_expr(b, atom)?,
            None => b.var(key)?,
        };
        let t = if *c == 1 { t } else { t.scale(&Int::from(*c)) };
        acc = Some(match acc {
            Some(x) => x.add(&t),
            None => t,
        });
    }
    let k = Expr::from(a.constant);
    Ok(match acc {
        Some(x) if a.constant != 0 => x.add(&k),
        Some(x) => x,
        None => k,
    })
}

fn atom_expr(b: &mut RelationBuilder, atom: &Atom) -> Result<Expr> {
    match atom {
        Atom::Floor(a, d) => {
            let e = expr(b, a)?;
            b.floor_div(&e, &Int::from(*d))
        }
        Atom::Ceil(a, d) => {
            let e = expr(b, a)?;
            b.ceil_div(&e, &Int::from(*d))
        }
        Atom::Mod(a, d) => {
            let e = expr(b, a)?;
            b.modulo(&e, &Int::from(*d))
        }
        Atom::Min(v) | Atom::Max(v) => {
            let max = matches!(atom, Atom::Max(_));
            let mut acc: Option<Expr> = None;
            for a in v {
                let e = expr(b, a)?;
                acc = Some(match acc {
                    Some(x) if max => x.max(&e),
                    Some(x) => x.min(&e),
                    None => e,
                });
            }
            Ok(acc.unwrap_or_else(|| Expr::from(0)))
        }
    }
}

/// The condition `g` over the columns of `b`.
pub fn formula(b: &mut RelationBuilder, g: &Guard) -> Result<Formula> {
    Ok(match g {
        Guard::Cmp(l, op, r) => {
            let l = expr(b, l)?;
            let r = expr(b, r)?;
            Formula::compare(&l, *op, &r)
        }
        Guard::Within(name, lo, hi) => {
            let v = b.var(name)?;
            Formula::compare(&Expr::constant(Int::from(*lo)), Cmp::Le, &v).and(&Formula::compare(
                &v,
                Cmp::Le,
                &Expr::constant(Int::from(*hi)),
            ))
        }
        Guard::Outside(value, lo, hi) => {
            let mut f = Formula::falsity();
            for (bound, op) in [(lo, Cmp::Lt), (hi, Cmp::Gt)] {
                if let Some(bound) = bound {
                    let v = expr(b, value)?;
                    f = f.or(&Formula::compare(
                        &v,
                        op,
                        &Expr::constant(Int::from(*bound)),
                    ));
                }
            }
            f
        }
        Guard::Stride(name, lb, step) => {
            let lb = expr(b, lb)?;
            let diff = b.var(name)?.sub(&lb);
            let m = b.modulo(&diff, &Int::from(i128::from(*step)))?;
            Formula::compare(&m, Cmp::Eq, &Expr::from(0))
        }
        Guard::And(x, y) => formula(b, x)?.and(&formula(b, y)?),
        Guard::Or(x, y) => formula(b, x)?.or(&formula(b, y)?),
        Guard::Not(x) => formula(b, x)?.not()?,
    })
}

/// Restricts `b` to the points that satisfy every guard.
pub fn constrain(b: &mut RelationBuilder, guards: &[Guard]) -> Result<()> {
    for g in guards {
        let f = formula(b, g)?;
        b.add_constraint(&f)?;
    }
    Ok(())
}
