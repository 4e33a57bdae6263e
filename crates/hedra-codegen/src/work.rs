//! The test "fewer than `min` statement instances", as cheap as it can be made.
//!
//! The work of a loop tree is bounded by a sum over the nests of loops around statement
//! calls of the product of their loops' bounding boxes ([`crate::extent`]):
//! `W = sum_nests prod_loops max(size(box), 0)`. In C, `W` is computed in `double`, so that
//! it cannot overflow, and compared with `min`. That costs a few conversions and products
//! each time the region runs, which is felt by a region that does little work (a call of a
//! few nanoseconds).
//!
//! Where every box depends on one parameter `q` only, and monotonically (upper bounds
//! nondecreasing in `q`, lower bounds nonincreasing), each factor and so `W` is
//! nondecreasing in `q`: `W(q) < min` holds exactly for `q <= T`, the greatest `q` where it
//! holds. `T` is found at compile time by bisection with exact integer arithmetic, and the
//! test becomes the comparison `q <= T`.

use crate::ast::{Aff, Ast, Atom};
use crate::extent::Box;
use crate::print::{box_size, parameter, Macros};
use crate::CodeOptions;
use hedra_ir::Scop;

/// A bound on the statement instances of a loop tree: the bounding boxes of the loops of
/// each distinct nest around statement calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkBound {
    nests: Vec<Vec<Box>>,
}

/// The parameters' values searched for a threshold: beyond every C integer type's values
/// that a size takes in practice, and far from overflowing the arithmetic below.
const SEARCH: i128 = 1 << 62;

impl WorkBound {
    /// The bound of `ast`; `None` when a loop around a call has no box, or nothing is
    /// called.
    pub fn of(ast: &Ast) -> Option<WorkBound> {
        let nests: Option<Vec<Vec<Box>>> = crate::extent::call_nests(ast)
            .into_iter()
            .map(|nest| nest.into_iter().collect())
            .collect();
        nests
            .filter(|n| !n.is_empty())
            .map(|nests| WorkBound { nests })
    }

    /// The bound as a C expression of type `double`, and its macros; `None` when a constant
    /// exceeds what the counters' type holds.
    pub fn to_c(&self, scop: &Scop, opts: &CodeOptions) -> Option<(String, Macros)> {
        let mut macros = Macros::default();
        let mut terms = Vec::new();
        for nest in &self.nests {
            let mut factors = Vec::new();
            for b in nest {
                let (size, m) = box_size(b, scop, opts)?;
                macros.merge(m);
                macros.max = true;
                factors.push(format!("(double)max({size}, 0)"));
            }
            terms.push(match factors.is_empty() {
                true => "1.0".to_string(),
                false => factors.join(" * "),
            });
        }
        Some((format!("({})", terms.join(" + ")), macros))
    }

    /// The C condition that the bound is below `min`: `q <= T` where it depends
    /// monotonically on one parameter `q` (see the module's documentation), else the bound
    /// in `double` compared with `min`.
    pub fn below(&self, min: u64, scop: &Scop, opts: &CodeOptions) -> Option<(String, Macros)> {
        if let Some((param, t)) = self.threshold(min) {
            let (q, macros) = parameter(scop, opts, param);
            let suffix = if i32::try_from(t).is_ok() { "" } else { "LL" };
            return Some((format!("({q} <= {t}{suffix})"), macros));
        }
        let (w, m) = self.to_c(scop, opts)?;
        Some((format!("{w} < {min}.0"), m))
    }

    /// The parameter `q` and the greatest `T` with `W(q) < min` exactly for `q <= T`, when
    /// the bound depends monotonically on `q` alone and `T` lies within the searched range.
    pub fn threshold(&self, min: u64) -> Option<(usize, i64)> {
        let mut params = Vec::new();
        for b in self.nests.iter().flatten() {
            let ups = b.upper.iter().all(|a| monotone(a, 1, &mut params));
            let downs = b.lower.iter().all(|a| monotone(a, -1, &mut params));
            if !ups || !downs || b.step < 1 {
                return None;
            }
        }
        let &[q] = params.as_slice() else {
            return None;
        };
        let below = |v: i128| self.value(q, v).map(|w| w < i128::from(min));
        // Bisection on a predicate that is true up to T and false after it.
        let (mut lo, mut hi) = (-SEARCH, SEARCH);
        if !below(lo)? || below(hi)? {
            return None;
        }
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            match below(mid)? {
                true => lo = mid,
                false => hi = mid,
            }
        }
        Some((q, i64::try_from(lo).ok()?))
    }

    /// `W` where parameter `q` is `v` (the others absent): exact, saturated at `i64::MAX`
    /// (past any `min`); `None` when an affine bound overflows.
    fn value(&self, q: usize, v: i128) -> Option<i128> {
        let cap = i128::from(i64::MAX);
        let mut total: i128 = 0;
        for nest in &self.nests {
            let mut product: i128 = 1;
            for b in nest {
                let upper = b.upper.iter().map(|a| eval(a, q, v)).min()??;
                let lower = b.lower.iter().map(|a| eval(a, q, v)).max()??;
                let size = (upper - lower).div_euclid(i128::from(b.step)) + 1;
                product = product.saturating_mul(size.max(0)).min(cap);
            }
            total = total.saturating_add(product).min(cap);
        }
        Some(total)
    }
}

/// True when `a` is monotone in the direction `sign` (1: nondecreasing, -1:
/// nonincreasing) in every parameter it reads, which are added to `params`.
fn monotone(a: &Aff, sign: i64, params: &mut Vec<usize>) -> bool {
    a.terms.iter().all(|(c, atom)| {
        let Some(c) = c.to_i64() else {
            return false;
        };
        let dir = sign * c.signum();
        match atom {
            Atom::Param(k) => {
                if !params.contains(k) {
                    params.push(*k);
                }
                dir >= 0
            }
            Atom::Floor(inner, _) => monotone(inner, dir, params),
            Atom::Loop(_) => false,
        }
    })
}

/// The value of `a` where parameter `q` is `v`; `None` when it reads another atom or
/// overflows.
fn eval(a: &Aff, q: usize, v: i128) -> Option<i128> {
    let mut total = i128::from(a.constant.to_i64()?);
    for (c, atom) in &a.terms {
        let x = match atom {
            Atom::Param(k) if *k == q => v,
            Atom::Floor(inner, d) => eval(inner, q, v)?.div_euclid(i128::from(d.to_i64()?)),
            _ => return None,
        };
        total = total.checked_add(i128::from(c.to_i64()?).checked_mul(x)?)?;
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aff(constant: i64, q: i64) -> Aff {
        let terms = match q {
            0 => Vec::new(),
            c => vec![(c.into(), Atom::Param(0))],
        };
        Aff {
            constant: constant.into(),
            terms,
        }
    }

    fn range(upper: Aff) -> Box {
        Box {
            lower: vec![aff(0, 0)],
            upper: vec![upper],
            step: 1,
        }
    }

    /// fc's bound: `q * q + q * q * q` instances (boxes `[0, q - 1]`).
    fn fc() -> WorkBound {
        let r = || range(aff(-1, 1));
        WorkBound {
            nests: vec![vec![r(), r()], vec![r(), r(), r()]],
        }
    }

    #[test]
    fn a_bound_monotone_in_one_size_becomes_a_threshold() {
        // 25 * 25 + 25^3 = 16250 < 16384 <= 26 * 26 + 26^3.
        assert_eq!(fc().threshold(16384), Some((0, 25)));
        // Against the value itself at every q around the threshold, and at q <= 0 (empty).
        for min in [1, 2, 3, 12, 16384, 1 << 40] {
            let (_, t) = fc().threshold(min).unwrap();
            for q in (t - 3)..=(t + 3) {
                let w = fc().value(0, i128::from(q)).unwrap();
                assert_eq!(w < i128::from(min), q <= t, "min {min}, q {q}");
            }
        }
    }

    #[test]
    fn no_threshold_without_monotony_or_with_two_sizes() {
        // A box `[q, 10]` shrinks as q grows.
        let shrinking = WorkBound {
            nests: vec![vec![Box {
                lower: vec![aff(0, 1)],
                upper: vec![aff(10, 0)],
                step: 1,
            }]],
        };
        assert_eq!(shrinking.threshold(4), None);
        let mut two = fc();
        two.nests[0][0].upper[0].terms[0].1 = Atom::Param(1);
        assert_eq!(two.threshold(16384), None);
        // A constant bound: no parameter to compare.
        let constant = WorkBound {
            nests: vec![vec![range(aff(7, 0))]],
        };
        assert_eq!(constant.threshold(4), None);
    }

    #[test]
    fn floors_and_steps_keep_the_bound_exact() {
        // A loop of step 3 over `[0, floor((q - 1) / 2)]`.
        let b = WorkBound {
            nests: vec![vec![Box {
                lower: vec![aff(0, 0)],
                upper: vec![Aff {
                    constant: 0.into(),
                    terms: vec![(
                        1.into(),
                        Atom::Floor(std::boxed::Box::new(aff(-1, 1)), 2.into()),
                    )],
                }],
                step: 3,
            }]],
        };
        let (_, t) = b.threshold(5).unwrap();
        for q in (t - 8)..=(t + 8) {
            let w = b.value(0, i128::from(q)).unwrap();
            assert_eq!(w < 5, q <= t, "q {q}");
        }
    }
}
