//! Integer lexicographic minimization over the non-negative integers.
//!
//! [`lexmin_nonneg`] runs the dense lexicographic simplex with Gomory cuts
//! ([`BasicMap::lexmin_point`], which itself falls back to an exact Omega-based method when
//! the cuts do not converge). [`lexmin_nonneg_omega`] is an independent, slower method, kept
//! as a cross-check, described below.
//!
//! [`lexmin_nonneg`] finds the lexicographically smallest integer point `x >= 0` of a system
//! `E x + e = 0, A x + a >= 0`, which is the integer program a Pluto-style scheduler solves
//! for each hyperplane (the unknowns are ordered by priority: bounds first, then coefficients).
//!
//! The method works one variable at a time and only asks exact integer feasibility questions
//! (the Omega test of [`crate::omega`], which also returns a witness point):
//!
//! 1. find any solution `s`; `x_1` lies in `[0, s_1]`;
//! 2. bisect that interval with the extra constraint `x_1 <= mid`: a feasible answer returns a
//!    witness whose `x_1` becomes the new upper end, an infeasible one raises the lower end; the
//!    common case `x_1 = 0` costs a single question;
//! 3. fix `x_1` to the minimum and continue with `x_2`.
//!
//! Because every variable is bounded below by 0 the minimum exists whenever the system is
//! feasible. Example: for `x + y >= 3, x - y <= 1` the question "`x <= 0`?" is answered with
//! the witness `(0, 3)`, so `x = 0`; then `y` is bisected in `[0, 3]`: `y <= 0` and `y <= 2` are
//! infeasible, so the minimum is `(0, 3)`.

use crate::basic::BasicMap;
use crate::error::{Error, Result};
use crate::int::Int;
use crate::omega::{Problem, Row};
use crate::space::{Space, Tuple};

/// The lexicographic minimum of `{ x in Z^n : x >= 0, eqs(x) = 0, ineqs(x) >= 0 }` (rows
/// `[const, c_1..c_n]`), or `None` when the set is empty.
pub fn lexmin_nonneg(n: usize, eqs: &[Row], ineqs: &[Row]) -> Result<Option<Vec<Int>>> {
    if eqs.iter().chain(ineqs).any(|r| r.len() != n + 1) {
        return Err(Error::InvalidDim(format!(
            "lexmin_nonneg: rows must have {} entries",
            n + 1
        )));
    }
    let mut b = BasicMap::universe(Space::set(Vec::new(), Tuple::anonymous(n)));
    for r in eqs {
        b.add_eq(r.clone())?;
    }
    for r in ineqs {
        b.add_ineq(r.clone())?;
    }
    for k in 0..n {
        let mut r = vec![Int::ZERO; n + 1];
        r[k + 1] = Int::ONE;
        b.add_ineq(r)?;
    }
    b.lexmin_point()
}

/// [`lexmin_nonneg`] by bisection on exact Omega-test feasibility questions (see the module
/// documentation); slower, independent of the simplex.
pub fn lexmin_nonneg_omega(n: usize, eqs: &[Row], ineqs: &[Row]) -> Result<Option<Vec<Int>>> {
    if eqs.iter().chain(ineqs).any(|r| r.len() != n + 1) {
        return Err(Error::InvalidDim(format!(
            "lexmin_nonneg: rows must have {} entries",
            n + 1
        )));
    }
    let mut p = Problem::new(n);
    p.eqs = eqs.to_vec();
    p.ineqs = ineqs.to_vec();
    for k in 0..n {
        let mut r = vec![Int::ZERO; n + 1];
        r[k + 1] = Int::ONE;
        p.ineqs.push(r);
    }
    if !p.normalize() {
        return Ok(None);
    }
    let Some(mut sol) = p.solve() else {
        return Ok(None);
    };
    for k in 0..n {
        let mut lo = Int::ZERO;
        let mut hi = sol[k].clone();
        let mut first = true;
        while lo < hi {
            // Try the lower end first (most unknowns end at 0), then bisect.
            let mid = if first {
                lo.clone()
            } else {
                &lo + &(&hi - &lo).floor_div(&Int::from(2i64))
            };
            first = false;
            let mut q = p.clone();
            let mut r = vec![Int::ZERO; n + 1];
            r[0] = mid.clone();
            r[k + 1] = Int::from(-1i64);
            q.ineqs.push(r);
            match q.solve() {
                Some(s) => {
                    hi = s[k].clone();
                    sol = s;
                }
                None => lo = &mid + &Int::ONE,
            }
        }
        let mut r = vec![Int::ZERO; n + 1];
        r[0] = -&hi;
        r[k + 1] = Int::ONE;
        p.eqs.push(r);
        sol[k] = hi;
    }
    Ok(Some(sol))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(v: &[i64]) -> Row {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn small_lexmins() {
        // x + y >= 3, x - y <= 1  ->  (0, 3)
        let s = lexmin_nonneg(2, &[], &[ints(&[-3, 1, 1]), ints(&[1, -1, 1])]).unwrap();
        assert_eq!(s, Some(vec![Int::from(0i64), Int::from(3i64)]));
        // 2x >= 7 -> x = 4 (integer), y = 0
        let s = lexmin_nonneg(2, &[], &[ints(&[-7, 2, 0])]).unwrap();
        assert_eq!(s, Some(vec![Int::from(4i64), Int::from(0i64)]));
        // x + y = 5, y <= 2 -> (3, 2)
        let s = lexmin_nonneg(2, &[ints(&[-5, 1, 1])], &[ints(&[2, 0, -1])]).unwrap();
        assert_eq!(s, Some(vec![Int::from(3i64), Int::from(2i64)]));
        // infeasible: x <= -1
        assert_eq!(lexmin_nonneg(1, &[], &[ints(&[-1, -1])]).unwrap(), None);
        assert!(lexmin_nonneg(1, &[], &[ints(&[1])]).is_err());
        assert!(lexmin_nonneg_omega(1, &[], &[ints(&[1])]).is_err());
    }

    #[test]
    fn simplex_and_bisection_agree() {
        let systems: Vec<(usize, Vec<Row>, Vec<Row>)> = vec![
            (2, vec![], vec![ints(&[-3, 1, 1]), ints(&[1, -1, 1])]),
            (2, vec![], vec![ints(&[-7, 2, 0])]),
            (
                3,
                vec![ints(&[-5, 1, 1, 1])],
                vec![ints(&[2, 0, -1, 0]), ints(&[-1, -1, 2, 1])],
            ),
            (
                3,
                vec![],
                vec![
                    ints(&[-4, 3, -2, 5]),
                    ints(&[6, -1, -1, -1]),
                    ints(&[-1, 0, 2, -3]),
                ],
            ),
            (2, vec![ints(&[-1, 2, -2])], vec![]),
        ];
        for (n, eqs, ineqs) in systems {
            assert_eq!(
                lexmin_nonneg(n, &eqs, &ineqs).unwrap(),
                lexmin_nonneg_omega(n, &eqs, &ineqs).unwrap()
            );
        }
    }

    #[test]
    fn large_first_value() {
        // x >= 1000, y >= x - 990 -> (1000, 10)
        let s = lexmin_nonneg(2, &[], &[ints(&[-1000, 1, 0]), ints(&[990, -1, 1])]).unwrap();
        assert_eq!(s, Some(vec![Int::from(1000i64), Int::from(10i64)]));
    }
}
