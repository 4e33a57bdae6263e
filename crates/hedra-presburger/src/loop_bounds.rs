//! Constraints for loop bounds: the constraints of a basic set that a code generator can print
//! as bounds of one dimension.
//!
//! A code generator scanning dimension `x` (column `col`) of a basic set needs constraints
//! `a x + r >= 0` where `r` uses only the parameters, the other dimensions and divs that do
//! not depend on `x`. Constraints through an existential that is tied to `x` are not of that
//! form: in `{ [t, x] : exists e : x = t + 2e and 0 <= e <= N }` every bound of `x` goes
//! through `e`. [`BasicMap::bound_constraints`] removes such *bad* divs (existentials without a
//! definition, and defined divs whose definition uses `x`):
//!
//! 0. a bad div defined as `floor(num / den)` first gets its defining constraints
//!    `0 <= num - den e <= den - 1` as explicit rows (they are implicit in a basic map);
//! 1. a bad div with a non-zero coefficient in an equality is substituted away with it
//!    (Gaussian elimination: `c e + s = 0` gives `e = -s / c`; every other row `b e + u` is
//!    scaled to `|c| u - sign(c) b s`, which has no `e`);
//! 2. a bad div left only in inequalities is eliminated by Fourier–Motzkin: each pair of a
//!    lower bound `a e + p >= 0` (`a > 0`) and an upper bound `-b e + q >= 0` (`b > 0`) gives
//!    `b p + a q >= 0`.
//!
//! The example gives `x - t - 2e = 0`, then `0 <= x - t <= 2N`. Both steps treat `e` as a
//! rational unknown, so the result describes a **superset** of the set (the integer
//! projection is contained in the rational one): exactly what a loop that runs over a
//! superset, with exact guards inside, needs. Nothing is lost when the divs were integral by
//! construction and the equality had a unit coefficient.

use crate::basic::BasicMap;
use crate::int::Int;
use crate::omega::{coeff_gcd, combine, Row};

impl BasicMap {
    /// Equalities and inequalities (rows over the columns of `self`, `row = 0` and
    /// `row >= 0`) that every point of `self` satisfies and that use no div depending on column
    /// `col` (see the module documentation). The rows may describe a superset of `self`.
    pub fn bound_constraints(&self, col: usize) -> (Vec<Row>, Vec<Row>) {
        let off = self.div_offset();
        let n_div = self.n_div();
        // Which divs are bad: undefined, or defined through `col` or through a bad div.
        let mut bad = vec![false; n_div];
        for k in 0..n_div {
            bad[k] = match &self.divs()[k] {
                None => true,
                Some(d) => {
                    d.num.get(col).is_some_and(|v| !v.is_zero())
                        || (0..n_div).any(|j| {
                            d.num.get(off + j).is_some_and(|v| !v.is_zero()) && (j >= k || bad[j])
                        })
                }
            };
        }
        let mut eqs: Vec<Row> = self.equalities().to_vec();
        let mut ineqs: Vec<Row> = self.inequalities().to_vec();
        // A defined div's constraints `0 <= num - den e <= den - 1` are implicit in the basic
        // map; a bad div loses its definition here, so they become explicit rows first.
        let n_col = self.n_col();
        for (k, is_bad) in bad.iter().enumerate() {
            if let (true, Some(d)) = (*is_bad, &self.divs()[k]) {
                let mut lo: Row = d.num.iter().take(n_col).cloned().collect();
                lo.resize(n_col, Int::ZERO);
                lo[off + k] -= &d.den;
                let mut hi: Row = lo.iter().map(|v| -v).collect();
                hi[0] += &(&d.den - &Int::ONE);
                ineqs.push(lo);
                ineqs.push(hi);
            }
        }
        for (k, is_bad) in bad.iter().enumerate() {
            if !is_bad {
                continue;
            }
            let c = off + k;
            if let Some(p) = eqs.iter().position(|r| !r[c].is_zero()) {
                let e = eqs.swap_remove(p);
                let ce = e[c].clone();
                let sub = |r: &Row| -> Row {
                    if r[c].is_zero() {
                        return r.clone();
                    }
                    // |ce| r - sign(ce) r[c] e
                    let f = ce.abs();
                    let g = if ce.is_negative() {
                        r[c].clone()
                    } else {
                        -&r[c]
                    };
                    normalize(combine(r, &f, &e, &g))
                };
                eqs = eqs.iter().map(sub).collect();
                ineqs = ineqs.iter().map(sub).collect();
                continue;
            }
            let (with, without): (Vec<Row>, Vec<Row>) =
                ineqs.into_iter().partition(|r| !r[c].is_zero());
            ineqs = without;
            let lower: Vec<&Row> = with.iter().filter(|r| r[c].is_positive()).collect();
            let upper: Vec<&Row> = with.iter().filter(|r| r[c].is_negative()).collect();
            for l in &lower {
                for u in &upper {
                    let a = l[c].clone();
                    let b = u[c].abs();
                    let row = normalize(combine(l, &b, u, &a));
                    if !ineqs.contains(&row) {
                        ineqs.push(row);
                    }
                }
            }
        }
        eqs.retain(|r| r.iter().skip(1).any(|v| !v.is_zero()));
        ineqs.retain(|r| r.iter().skip(1).any(|v| !v.is_zero()));
        (eqs, ineqs)
    }
}

/// Divides a row by the gcd of its coefficients (not the constant, for an inequality that
/// would round; here only exact common factors of the whole row are removed).
fn normalize(mut r: Row) -> Row {
    let g = coeff_gcd(&r).gcd(&r[0]);
    if !g.is_zero() && !g.is_one() {
        for v in r.iter_mut() {
            *v = v.div_exact(&g);
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use crate::map::Map;
    use crate::space::DimType;

    #[test]
    fn strided_bounds_go_through_the_equality() {
        let s: Map = "[N] -> { [t, x] : exists e : x = t + 2e and 0 <= e <= N }"
            .parse()
            .unwrap();
        let b = &s.basics()[0];
        let col = b.col_of(DimType::Out, 1).unwrap();
        let (eqs, ineqs) = b.bound_constraints(col);
        assert!(eqs.is_empty());
        // 0 <= x - t <= 2N, whatever the representation.
        let off = b.div_offset();
        assert!(ineqs.iter().all(|r| r[off..].iter().all(|v| v.is_zero())));
        assert!(ineqs.iter().any(|r| r[col].is_positive()));
        assert!(ineqs.iter().any(|r| r[col].is_negative()));
    }
}
