//! Residues that the loop bounds already give: `v mod m` printed as `v - L`.
//!
//! Array contraction writes its subscripts as `a mod m` (`a % m` in C). Inside a tile of a
//! tiled loop, the point loop runs over one aligned block of values, so the residue there is
//! a plain offset: with the loop `for (c3 = max(32 * c0, 2); c3 <= min(32 * c0 + 31, N);
//! c3++)`, every value of `c3` lies in `[32 * c0, 32 * c0 + 31]`, and `c3 mod 32 = c3 - 32 *
//! c0`. The C compiler vectorizes the offset (an affine subscript), not the modulo.
//!
//! **Why it is exact.** Let the argument be `v = c_d + c`, with `c_d` the counter of an
//! enclosing loop whose lower bound is `max(.., L, ..)` and whose upper bound is
//! `min(.., U, ..)` (each listed bound holds on its own). When `U - L` is a constant at most
//! `m - 1` and `m` divides every coefficient and the constant of `L + c` (so `L + c` is a
//! multiple of `m` for all values of the outer counters and parameters), then `L + c <= v <=
//! L + c + m - 1` and `v mod m = v - (L + c) = c_d - L`, with the mathematical (floor)
//! modulo; C's `%` agrees with it where the subscript is non-negative, which is the only
//! form rewritten (`v % m`, and the form `((v % m) + m) % m` that contraction prints when the
//! sign is not known).

use hedra_ir::expr::{BinaryOp, Body, Expr as BodyExpr};
use hedra_presburger::Int;

use crate::ast::{Aff, Atom, Expr};

/// The loops around a statement instance: `(counter depth, lower, upper)`, outermost first.
pub(crate) type Enclosing = [(usize, Expr, Expr)];

/// For a statement's argument `arg` (the value of one of its iterators) and a modulus `m`:
/// `c_d - L`, the residue of `arg` modulo `m` as an affine expression, when the bounds of the
/// enclosing loop of counter `c_d` confine `arg` to one block of `m` aligned values.
pub(crate) fn residue(arg: &Expr, m: &Int, enclosing: &Enclosing) -> Option<Aff> {
    let Expr::Aff(a) = arg else { return None };
    let [(one, Atom::Loop(d))] = a.terms.as_slice() else {
        return None;
    };
    if !one.is_one() || !m.is_positive() {
        return None;
    }
    let (_, lower, upper) = enclosing.iter().rev().find(|(k, _, _)| k == d)?;
    let counter = Aff::term(Int::from(1), Atom::Loop(*d));
    for l in bound_terms(lower, true) {
        let start = l.plus(&Aff::constant(a.constant.clone()));
        if !divisible(&start, m) {
            continue;
        }
        let last = l.plus(&Aff::constant(m - &Int::from(1)));
        let within = bound_terms(upper, false).into_iter().any(|u| {
            let gap = last.plus(&u.scaled(&Int::from(-1)));
            gap.terms.is_empty() && !gap.constant.is_negative()
        });
        if within {
            return Some(counter.plus(&l.scaled(&Int::from(-1))));
        }
    }
    None
}

/// The affine bounds that each hold on their own: the terms of a `max` lower bound or of a
/// `min` upper bound (one level), or the bound itself.
fn bound_terms(e: &Expr, lower: bool) -> Vec<&Aff> {
    match (e, lower) {
        (Expr::Aff(a), _) => vec![a],
        (Expr::Max(xs), true) | (Expr::Min(xs), false) => xs
            .iter()
            .filter_map(|x| match x {
                Expr::Aff(a) => Some(a),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// True when `m` divides the constant and every coefficient of `a` (so every value of `a` is
/// a multiple of `m`: floor atoms are integers).
fn divisible(a: &Aff, m: &Int) -> bool {
    a.constant.mod_floor(m).is_zero() && a.terms.iter().all(|(c, _)| c.mod_floor(m).is_zero())
}

/// `body` with each residue `it % m` (or `((it % m) + m) % m`) of a statement iterator
/// replaced by a new iterator index, for which `extra` receives the residue: `offsets(k,
/// m)` gives the residue of iterator `k` modulo `m` when the loops confine it. `base` is the
/// first free iterator index.
pub(crate) fn rewrite_body<T>(
    body: &mut Body,
    base: usize,
    offsets: &mut dyn FnMut(usize, &Int) -> Option<T>,
    extra: &mut Vec<T>,
) {
    rewrite(&mut body.lhs, base, offsets, extra);
    rewrite(&mut body.rhs, base, offsets, extra);
}

/// [`rewrite_body`] on one expression.
fn rewrite<T>(
    body: &mut BodyExpr,
    base: usize,
    offsets: &mut dyn FnMut(usize, &Int) -> Option<T>,
    extra: &mut Vec<T>,
) {
    if let Some((k, m)) = residue_of_iterator(body) {
        if let Some(text) = offsets(k, &m) {
            extra.push(text);
            *body = BodyExpr::Iterator(base + extra.len() - 1);
            return;
        }
    }
    match body {
        BodyExpr::Access { subscripts: s, .. } | BodyExpr::Call(_, s) => {
            s.iter_mut().for_each(|x| rewrite(x, base, offsets, extra))
        }
        BodyExpr::Unary(_, x) | BodyExpr::Cast(_, x) => rewrite(x, base, offsets, extra),
        BodyExpr::Binary(_, x, y) => {
            rewrite(x, base, offsets, extra);
            rewrite(y, base, offsets, extra);
        }
        BodyExpr::Ternary(x, y, z) => {
            rewrite(x, base, offsets, extra);
            rewrite(y, base, offsets, extra);
            rewrite(z, base, offsets, extra);
        }
        BodyExpr::Int(_) | BodyExpr::Float(_) | BodyExpr::Iterator(_) | BodyExpr::Param(_) => {}
    }
}

/// `(k, m)` when `e` is `it_k % m` or `((it_k % m) + m) % m` with a positive literal `m`.
fn residue_of_iterator(e: &BodyExpr) -> Option<(usize, Int)> {
    let BodyExpr::Binary(BinaryOp::Rem, x, y) = e else {
        return None;
    };
    let m = literal(y)?;
    match x.as_ref() {
        BodyExpr::Iterator(k) => Some((*k, m)),
        BodyExpr::Binary(BinaryOp::Add, inner, plus) if literal(plus).as_ref() == Some(&m) => {
            let (k, inner_m) = residue_of_iterator(inner)?;
            (inner_m == m).then_some((k, m))
        }
        _ => None,
    }
}

/// The value of a positive decimal literal.
fn literal(e: &BodyExpr) -> Option<Int> {
    let BodyExpr::Int(text) = e else { return None };
    let v: i64 = text.parse().ok()?;
    (v > 0).then(|| Int::from(v))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aff(constant: i64, terms: &[(i64, usize)]) -> Aff {
        let mut a = Aff::constant(Int::from(constant));
        for &(c, d) in terms {
            a.add_term(Int::from(c), Atom::Loop(d));
        }
        a
    }

    /// The point loop `c1` of a tile `c0` of 32: `max(2, 32 c0) <= c1 <= min(32 c0 + 31, 99)`.
    fn tile(lower_offset: i64, upper_offset: i64) -> Vec<(usize, Expr, Expr)> {
        let lower = Expr::Max(vec![
            Expr::Aff(aff(2, &[])),
            Expr::Aff(aff(lower_offset, &[(32, 0)])),
        ]);
        let upper = Expr::Min(vec![
            Expr::Aff(aff(upper_offset, &[(32, 0)])),
            Expr::Aff(aff(99, &[])),
        ]);
        vec![(1, lower, upper)]
    }

    #[test]
    fn an_aligned_block_gives_an_offset() {
        let m = Int::from(32);
        let got = residue(&Expr::Aff(aff(0, &[(1, 1)])), &m, &tile(0, 31));
        assert_eq!(got, Some(aff(0, &[(1, 1), (-32, 0)])));
        // A multiple of the modulus added to the counter keeps the residue.
        let got = residue(&Expr::Aff(aff(64, &[(1, 1)])), &m, &tile(0, 31));
        assert_eq!(got, Some(aff(0, &[(1, 1), (-32, 0)])));
    }

    #[test]
    fn blocks_that_are_not_aligned_or_too_long_keep_the_modulo() {
        let m = Int::from(32);
        let counter = Expr::Aff(aff(0, &[(1, 1)]));
        // The argument `c1 + 1` crosses a multiple of 32 inside the block.
        assert_eq!(
            residue(&Expr::Aff(aff(1, &[(1, 1)])), &m, &tile(0, 31)),
            None
        );
        // The block starts off a multiple of 32.
        assert_eq!(residue(&counter, &m, &tile(3, 34)), None);
        // The block is 33 values long.
        assert_eq!(residue(&counter, &m, &tile(0, 32)), None);
        // Another modulus.
        assert_eq!(residue(&counter, &Int::from(16), &tile(0, 31)), None);
        // A counter of no enclosing loop, and a scaled counter.
        assert_eq!(
            residue(&Expr::Aff(aff(0, &[(1, 2)])), &m, &tile(0, 31)),
            None
        );
        assert_eq!(
            residue(&Expr::Aff(aff(0, &[(2, 1)])), &m, &tile(0, 31)),
            None
        );
    }

    #[test]
    fn only_residues_of_iterators_are_rewritten() {
        let it = |k| BodyExpr::Iterator(k);
        let lit = |v: &str| BodyExpr::Int(v.into());
        let rem = |x, y| BodyExpr::Binary(BinaryOp::Rem, Box::new(x), Box::new(y));
        let add = |x, y| BodyExpr::Binary(BinaryOp::Add, Box::new(x), Box::new(y));
        let access = |subs| BodyExpr::Access {
            array: "t".into(),
            subscripts: subs,
            reference: 0,
        };
        let mut body = Body {
            lhs: access(vec![rem(it(0), lit("5")), rem(it(1), lit("8"))]),
            op: hedra_ir::expr::AssignOp::Assign,
            rhs: access(vec![
                rem(add(it(0), lit("1")), lit("5")),
                rem(add(rem(it(1), lit("8")), lit("8")), lit("8")),
            ]),
        };
        let mut seen = Vec::new();
        let mut offsets = |k: usize, m: &Int| {
            seen.push((k, m.clone()));
            (k == 1).then_some(k)
        };
        let mut extra = Vec::new();
        rewrite_body(&mut body, 2, &mut offsets, &mut extra);
        assert_eq!(extra, vec![1, 1]);
        assert_eq!(body.lhs, access(vec![rem(it(0), lit("5")), it(2)]));
        assert_eq!(
            body.rhs,
            access(vec![rem(add(it(0), lit("1")), lit("5")), it(3)])
        );
        // `it % 5` is asked about (and kept), `(it + 1) % 5` is not an iterator's residue.
        assert!(seen.contains(&(0, Int::from(5))));
    }
}
