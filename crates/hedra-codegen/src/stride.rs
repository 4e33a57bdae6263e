//! Strides: loops that step over one residue class.
//!
//! The source loop `for (i = 0; i < n; i += 5)` gives the domain `{ [i] : exists e : i = 5e,
//! 0 <= i < n }`. Scanned with unit steps, its loop would run over every `i` and test
//! `i == 5 * floord(i, 5)` in each iteration; compilers do not vectorize that, and it does
//! five times the iterations. Instead the scanner asks here whether the dimension `t` of a
//! piece has a **stride**: whether every point satisfies
//!
//! ```text
//!     t ≡ offset (mod step)
//! ```
//!
//! with `offset` an affine function of the outer loops and the parameters. If so, the loop
//! starts at the first value of that class at or above its lower bound and steps by `step`;
//! inside it, the class is part of the context, so the statements' guards drop the test.
//!
//! **Detection.** A stride shows in an equality of the piece that ties `t` to existential
//! variables: `a t + r + Σ c_k e_k = 0` with `r` over the outer loops, the parameters and the
//! constant. The `e_k` are integers, so with `g = gcd(c_k)` every point has `a t + r ≡ 0
//! (mod g)`. Dividing by `h = gcd(a, g)` (which must divide `r`'s coefficients for the
//! congruence to say something of `t` alone) gives `(a/h) t ≡ -r/h (mod g/h)`, and `a/h` is
//! invertible modulo `g/h`: `t ≡ -(a/h)^-1 r/h (mod g/h)`. Several equalities may each give a
//! stride; the largest is taken.
//!
//! **Exactness.** The claim is then checked with hedra-presburger: the piece must be a subset
//! of `{ t : exists e : t - offset = step e }`. A stride that fails the check (none should) is
//! not used, and the loop keeps unit steps with guards, as without stride detection.
//!
//! **Guards.** Inside the loop the class is part of the context, but `gist` keeps a
//! statement's own divisibility constraint (`i = 5 e` with its existential is not implied
//! row by row by the context's `i = 5 f`). [`without_implied_classes`] drops the constraints
//! with existentials from a guard when the context and the rest of the guard imply them.
//!
//! **The first value.** For a lower bound `l`, the least `x >= l` with `x ≡ offset (mod s)`
//! is `offset - s floor((offset - l) / s)`; when `l - offset` has every coefficient and its
//! constant divisible by `s`, that is `l` itself. A lower bound that is the greatest of
//! several is adjusted element by element (the adjustment is monotone, so it commutes with
//! `max`).

use crate::ast::{Aff, Atom, Expr};
use crate::error::Result;
use hedra_presburger::{BasicMap, DimType, Int, Map, Set};

/// The largest step a loop is given: a printed constant that a counter of type `int` adds
/// without concern (strides come from source steps such as `i += 5`).
const MAX_STEP: i64 = 1 << 15;

/// A stride of a loop's dimension: its values are `offset` plus multiples of `step`.
#[derive(Clone, Debug)]
pub(crate) struct Stride {
    /// At least 2.
    pub step: i64,
    /// Over the outer loops and the parameters, each coefficient in `[0, step)`.
    pub offset: Aff,
    /// `{ [outer loops, t] : exists e : t - offset = step e }`, for the loop's context.
    pub class: Set,
}

/// The stride of dimension `depth` (the last one) in the piece `q`, if it has one; `np` is
/// the number of parameters.
pub(crate) fn detect(q: &Set, np: usize, depth: usize) -> Result<Option<Stride>> {
    let [b] = q.basics() else {
        return Ok(None);
    };
    let col = b.col_of(DimType::Out, depth)?;
    let best = b
        .equalities()
        .iter()
        .filter_map(|row| congruence(row, col, b.div_offset()))
        .max_by_key(|(step, _)| *step);
    let Some((step, offset_row)) = best else {
        return Ok(None);
    };
    let class = residue_class(b, col, step, &offset_row)?;
    if !q.is_subset(&class)? {
        return Ok(None);
    }
    let mut full = offset_row;
    full.resize(b.n_col(), Int::ZERO);
    let offset = crate::scan::row_aff(b, &full, np, depth)?;
    Ok(Some(Stride {
        step,
        offset,
        class,
    }))
}

/// The congruence `t ≡ offset (mod step)` that the equality `row` implies for column `col`
/// (divs from column `divs` on), as the step and the offset's row over the columns before
/// the divs (zero at `col`); `None` when it implies no step of at least 2.
fn congruence(row: &[Int], col: usize, divs: usize) -> Option<(i64, Vec<Int>)> {
    let a = &row[col];
    if a.is_zero() {
        return None;
    }
    let g = row[divs..].iter().fold(Int::ZERO, |g, c| g.gcd(c));
    if g.is_zero() {
        return None;
    }
    let h = a.gcd(&g);
    let divides = |c: &Int| c.mod_floor(&h).is_zero();
    if !(0..divs).filter(|&c| c != col).all(|c| divides(&row[c])) {
        return None;
    }
    let step = g
        .div_exact(&h)
        .to_i64()
        .filter(|s| (2..=MAX_STEP).contains(s))?;
    let modulus = Int::from(step);
    let inverse = Int::from(inverse_mod(
        a.div_exact(&h).mod_floor(&modulus).to_i64()?,
        step,
    )?);
    let offset = (0..divs)
        .map(|c| match c == col {
            true => Int::ZERO,
            false => (-&(&row[c].div_exact(&h) * &inverse)).mod_floor(&modulus),
        })
        .collect();
    Some((step, offset))
}

/// `x` with `a x ≡ 1 (mod m)`, for `a` in `[0, m)`; `None` when `gcd(a, m) != 1`.
fn inverse_mod(a: i64, m: i64) -> Option<i64> {
    // The extended Euclidean algorithm on (m, a), tracking a's coefficient.
    let (mut r0, mut r1) = (m, a);
    let (mut x0, mut x1) = (0i64, 1i64);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (x0, x1) = (x1, x0 - q * x1);
    }
    (r0 == 1).then(|| x0.rem_euclid(m))
}

/// `{ t : exists e : t - offset = step e }` in the space of `b`.
fn residue_class(b: &BasicMap, col: usize, step: i64, offset: &[Int]) -> Result<Set> {
    let mut class = BasicMap::universe(b.space().clone());
    let e = class.add_div(None)?;
    let mut row = class.zero_row();
    for (c, v) in offset.iter().enumerate() {
        row[c] = -v;
    }
    row[col] = Int::ONE;
    row[e] = Int::from(-step);
    class.add_eq(row)?;
    Ok(Map::from_basic(class).compute_divs())
}

/// The guard `g` (simplified against the context `ctx`) without its constraints that use
/// existentials, when `ctx` and its other constraints imply them (checked exactly:
/// `rest ∩ ctx ⊆ g`); `g` itself otherwise.
pub(crate) fn without_implied_classes(g: Set, ctx: &Set) -> Result<Set> {
    let [b] = g.basics() else {
        return Ok(g);
    };
    if b.n_div() == 0 {
        return Ok(g);
    }
    let divs = b.div_offset();
    let mut rest = BasicMap::universe(b.space().clone());
    let plain = |row: &&Vec<Int>| row[divs..].iter().all(Int::is_zero);
    for row in b.equalities().iter().filter(plain) {
        rest.add_eq(row[..divs].to_vec())?;
    }
    for row in b.inequalities().iter().filter(plain) {
        rest.add_ineq(row[..divs].to_vec())?;
    }
    let rest = Map::from_basic(rest);
    Ok(match rest.intersect(ctx)?.is_subset(&g)? {
        true => rest,
        false => g,
    })
}

impl Stride {
    /// The first value of the class at or above `lower` (see the module documentation);
    /// `None` when `lower` has a form that is not adjusted (a `select`).
    pub(crate) fn first_value(&self, lower: &Expr) -> Option<Expr> {
        match lower {
            Expr::Max(v) => v
                .iter()
                .map(|e| self.first_value(e))
                .collect::<Option<_>>()
                .map(Expr::Max),
            e => Some(Expr::Aff(self.first_at_or_above(as_aff(e)?))),
        }
    }

    fn first_at_or_above(&self, l: Aff) -> Aff {
        let step = Int::from(self.step);
        let gap = self.offset.plus(&l.scaled(&Int::from(-1)));
        let in_class = gap.constant.mod_floor(&step).is_zero()
            && gap.terms.iter().all(|(c, _)| c.mod_floor(&step).is_zero());
        if in_class {
            return l;
        }
        // floor(floor(a / d) / s) = floor(a / (d s)).
        let floor = match gap.terms.as_slice() {
            [(c, Atom::Floor(a, d))] if c.is_one() && gap.constant.is_zero() => {
                Atom::Floor(a.clone(), d * &step)
            }
            _ => Atom::Floor(Box::new(gap), step.clone()),
        };
        let mut first = self.offset.clone();
        first.add_term(-&step, floor);
        first
    }
}

/// A bound as one quasi-affine expression: `ceil(a / d) = -floor(-a / d)`.
fn as_aff(e: &Expr) -> Option<Aff> {
    let floor = |a: &Aff, d: &Int, sign: i64| {
        let sign = Int::from(sign);
        Aff::term(
            sign.clone(),
            Atom::Floor(Box::new(a.scaled(&sign)), d.clone()),
        )
    };
    match e {
        Expr::Aff(a) => Some(a.clone()),
        Expr::FloorDiv(a, d) | Expr::ExactDiv(a, d) => Some(floor(a, d, 1)),
        Expr::CeilDiv(a, d) => Some(floor(a, d, -1)),
        _ => None,
    }
}
