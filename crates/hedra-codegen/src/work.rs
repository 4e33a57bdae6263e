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
//!
//! The same bound, taken over one execution of a parallel loop (all its iterations, for one
//! iteration of the loops around it: [`WorkBound::of_loop`]), decides whether that loop
//! starts its threads ([`require_work`]): a loop entered once per iteration of a sequential
//! loop (LU's elimination step, the wavefront of a tiled band) pays a fork and a join each
//! time, and where each time does less work than they cost, a copy of the loop without
//! threads runs instead: `if (W >= min) { #pragma omp parallel for ... } else { ... }`.
//! (OpenMP's `if` clause would not need the copy, but a parallel region started with one
//! thread costs most of what starting two does: 0.5 against 0.8 microseconds.) Only the
//! loop is copied, not the region, so no version of the region is needed.

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

    /// The bound of one execution of the loop at `path` of `ast` (its iterations and
    /// everything inside them); `None` when a loop inside it has no box, or it calls
    /// nothing.
    pub fn of_loop(ast: &Ast, path: &[usize]) -> Option<WorkBound> {
        let nests: Option<Vec<Vec<Box>>> = crate::extent::call_nests_within(ast, path)
            .into_iter()
            .map(|nest| nest.into_iter().collect())
            .collect();
        nests
            .filter(|n| !n.is_empty())
            .map(|nests| WorkBound { nests })
    }

    /// The bound's value when it reads no parameter (saturated at `i64::MAX`).
    pub fn constant(&self) -> Option<i128> {
        let params = self.monotone_params()?;
        params.is_empty().then(|| self.value(0, 0)).flatten()
    }

    /// The parameters the bound reads, when it is nondecreasing in each of them (upper
    /// bounds nondecreasing, lower bounds nonincreasing, positive steps).
    fn monotone_params(&self) -> Option<Vec<usize>> {
        let mut params = Vec::new();
        for b in self.nests.iter().flatten() {
            let ups = b.upper.iter().all(|a| monotone(a, 1, &mut params));
            let downs = b.lower.iter().all(|a| monotone(a, -1, &mut params));
            if !ups || !downs || b.step < 1 {
                return None;
            }
        }
        Some(params)
    }

    /// The bound as a C expression of type `double`, and its macros; `None` when a constant
    /// exceeds what the counters' type holds. Nests that share their outer boxes share
    /// their factors: `a * b + a * c` is printed `a * (b + c)`.
    pub fn to_c(&self, scop: &Scop, opts: &CodeOptions) -> Option<(String, Macros)> {
        let mut macros = Macros::default();
        let nests: Vec<&[Box]> = self.nests.iter().map(Vec::as_slice).collect();
        let sum = factored(&nests, scop, opts, &mut macros)?;
        Some((format!("({sum})"), macros))
    }

    /// The C condition that the bound is at least `min`, the negation of
    /// [`WorkBound::below`]: `1` or `0` for a constant bound, `q > T` for a threshold.
    pub fn at_least(&self, min: u64, scop: &Scop, opts: &CodeOptions) -> Option<(String, Macros)> {
        if let Some(w) = self.constant() {
            let holds = w >= i128::from(min);
            return Some((u8::from(holds).to_string(), Macros::default()));
        }
        if let Some((param, t)) = self.threshold(min) {
            let (q, t, macros) = compared(scop, opts, param, t);
            return Some((format!("{q} > {t}"), macros));
        }
        let (w, m) = self.to_c(scop, opts)?;
        Some((format!("{w} >= {min}.0"), m))
    }

    /// The C condition that the bound is below `min`: `q <= T` where it depends
    /// monotonically on one parameter `q` (see the module's documentation), else the bound
    /// in `double` compared with `min`.
    pub fn below(&self, min: u64, scop: &Scop, opts: &CodeOptions) -> Option<(String, Macros)> {
        if let Some((param, t)) = self.threshold(min) {
            let (q, t, macros) = compared(scop, opts, param, t);
            return Some((format!("({q} <= {t})"), macros));
        }
        let (w, m) = self.to_c(scop, opts)?;
        Some((format!("{w} < {min}.0"), m))
    }

    /// The parameter `q` and the greatest `T` with `W(q) < min` exactly for `q <= T`, when
    /// the bound depends monotonically on `q` alone and `T` lies within the searched range.
    pub fn threshold(&self, min: u64) -> Option<(usize, i64)> {
        let params = self.monotone_params()?;
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

/// Parameter `param` as C text and the threshold `t` as a C literal (`LL` past `int`),
/// with the parameter's macros.
fn compared(scop: &Scop, opts: &CodeOptions, param: usize, t: i64) -> (String, String, Macros) {
    let (q, macros) = parameter(scop, opts, param);
    let suffix = if i32::try_from(t).is_ok() { "" } else { "LL" };
    (q, format!("{t}{suffix}"), macros)
}

/// Marks every parallel loop of `ast` to start its threads only where one execution of it
/// runs at least `min` statement instances ([`crate::ast::ForLoop::min_work`]), when its
/// work has a bound; no mark where the bound is a constant of at least `min`, nor on a
/// loop that is all of `ast`.
pub fn require_work(ast: &mut Ast, min: u64) {
    if min == 0 {
        return;
    }
    for path in ast.parallel_loops() {
        // The only loop at the top starts once per run of the code, with all its work,
        // which the region's own test (`--min-work`, above `min`) has measured.
        if path.len() == 1 && ast.body.len() == 1 {
            continue;
        }
        let Some(bound) = WorkBound::of_loop(ast, &path) else {
            continue;
        };
        if bound.constant().is_some_and(|w| w >= i128::from(min)) {
            continue;
        }
        if let Some(f) = ast.loop_at_mut(&path) {
            f.min_work = Some(std::boxed::Box::new((bound, min)));
        }
    }
}

/// The sum over `nests` of the products of their boxes' sizes, as C text of type
/// `double`: nests are grouped by their first box, whose size multiplies the sum over the
/// group's remaining boxes (the nests are distinct, so each empty rest counts once).
fn factored(
    nests: &[&[Box]],
    scop: &Scop,
    opts: &CodeOptions,
    macros: &mut Macros,
) -> Option<String> {
    let mut groups: Vec<(&Box, Vec<&[Box]>)> = Vec::new();
    let mut terms = Vec::new();
    for nest in nests {
        let Some((first, rest)) = nest.split_first() else {
            terms.push("1.0".to_string());
            continue;
        };
        match groups.iter_mut().find(|(b, _)| *b == first) {
            Some((_, rests)) => rests.push(rest),
            None => groups.push((first, vec![rest])),
        }
    }
    for (b, rests) in groups {
        let (size, m) = box_size(b, scop, opts)?;
        macros.merge(m);
        macros.max = true;
        let factor = format!("(double)max({size}, 0)");
        terms.push(match factored(&rests, scop, opts, macros)?.as_str() {
            "1.0" => factor,
            inner if rests.len() == 1 => format!("{factor} * {inner}"),
            inner => format!("{factor} * ({inner})"),
        });
    }
    Some(terms.join(" + "))
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
