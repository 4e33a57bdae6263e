//! The context of the parametric simplex: the set of parameter values (parameters, input
//! dimensions, and floor divs of them) on which the current tableau is being solved.
//!
//! The context answers one kind of question, "does the context hold an integer point where
//! this affine function is negative (or positive)?", and it is asked very often. It keeps:
//!
//! - its constraints as rows over `[1 | params | inputs | divs]` (the explicit form, from which
//!   the domains of the result are built, and the Omega test's input when the simplex gives up);
//! - a dense [`LexSimplex`] over the same unknowns, where a question is one added row, an
//!   integer lexicographic minimum (Gomory cuts) and a rollback;
//! - a few integer *sample points*: a question that a sample already answers costs one dot
//!   product (isl keeps samples of its context for the same reason);
//! - the affine functions already proved non-negative on it.
//!
//! Divs are added as the parametric cuts need them (`q = floor(num / den)`, constrained by
//! `den q <= num <= den q + den - 1`). The simplex is created with room for `cap` divs (unused
//! ones are free variables that no row mentions); when the room runs out, the caller starts
//! again with more ([`Full`]). A split of the context is a [`Mark`] and a
//! [`Context::rollback`].

use crate::basic::{div_bounds, BasicMap, Div};
use crate::int::Int;
use crate::omega::{normalize_eq, normalize_ineq, Problem, Row, RowStatus};
use crate::simplex::{LexMin, LexSimplex, Snapshot};
use crate::space::Space;

/// Gomory cuts one question may spend before it is handed to the Omega test.
const CUTS: usize = 64;

/// Sample points kept at most.
const MAX_SAMPLES: usize = 12;

/// The context has no room for another div: start again with a larger capacity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Full;

/// The sign of an affine function on the whole context.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sign {
    /// Non-negative everywhere.
    NonNeg,
    /// Never positive, and negative somewhere.
    NonPos,
    /// Positive somewhere and negative somewhere.
    Mixed,
}

/// A position to roll back to.
pub(super) struct Mark {
    snap: Snapshot,
    n_eq: usize,
    n_ineq: usize,
    n_div: usize,
    n_known: usize,
    samples: Vec<Vec<Int>>,
}

/// `floor(num / den)` with the gcd of `num` and `den` divided out (the same value).
fn primitive_div(num: &[Int], den: &Int) -> (Row, Int) {
    let mut row: Row = num.to_vec();
    row.push(den.clone());
    crate::entry::normalize_exact(&mut row);
    let den = row.pop().expect("the denominator");
    (row, den)
}

/// The context (see the module documentation).
pub(super) struct Context {
    /// Parameters and input dimensions: the unknowns `0..n_base`.
    n_base: usize,
    /// Room for divs: the unknowns `n_base..n_base + cap`.
    cap: usize,
    /// The divs `floor(num / den)`, `num` over all `1 + n_base + cap` columns.
    divs: Vec<(Row, Int)>,
    eqs: Vec<Row>,
    ineqs: Vec<Row>,
    simplex: LexSimplex,
    /// Integer points (values of all `n_base + cap` unknowns; unused divs hold zero).
    samples: Vec<Vec<Int>>,
    /// Affine functions known to be non-negative on the context (normalized).
    known: Vec<Row>,
}

impl Context {
    /// The universe over `n_base` parameters, with room for `cap` divs.
    pub(super) fn new(n_base: usize, cap: usize) -> Context {
        Context {
            n_base,
            cap,
            divs: Vec::new(),
            eqs: Vec::new(),
            ineqs: Vec::new(),
            simplex: LexSimplex::new(n_base + cap),
            samples: Vec::new(),
            known: Vec::new(),
        }
    }

    /// Width of a row over the context: `1 + n_base + cap`.
    pub(super) fn width(&self) -> usize {
        1 + self.n_base + self.cap
    }

    pub(super) fn mark(&self) -> Mark {
        Mark {
            snap: self.simplex.snapshot(),
            n_eq: self.eqs.len(),
            n_ineq: self.ineqs.len(),
            n_div: self.divs.len(),
            n_known: self.known.len(),
            samples: self.samples.clone(),
        }
    }

    /// Back to `mark`. Samples found since then are kept: they are points of a smaller
    /// context, hence of this one (the values of divs added since are recomputed when a div
    /// takes their place).
    pub(super) fn rollback(&mut self, mark: Mark) {
        self.simplex.rollback(mark.snap);
        self.eqs.truncate(mark.n_eq);
        self.ineqs.truncate(mark.n_ineq);
        self.divs.truncate(mark.n_div);
        self.known.truncate(mark.n_known);
        let found: Vec<Vec<Int>> = self
            .samples
            .drain(..)
            .filter(|s| !mark.samples.contains(s))
            .collect();
        self.samples = mark.samples;
        for s in found {
            if self.samples.len() >= MAX_SAMPLES {
                break;
            }
            self.samples.push(s);
        }
    }

    /// The value of `row` (over the context columns) at a sample.
    fn eval(row: &[Int], sample: &[Int]) -> Int {
        let mut acc = row[0].clone();
        for (a, v) in row[1..].iter().zip(sample) {
            if !a.is_zero() {
                acc += &(a * v);
            }
        }
        acc
    }

    /// Adds the div `floor(num / den)` (or finds it among the existing ones) and returns its
    /// column in context rows.
    pub(super) fn add_div(&mut self, num: &[Int], den: &Int) -> Result<usize, Full> {
        let (row, den) = primitive_div(num, den);
        if let Some(k) = self.divs.iter().position(|(n, d)| *n == row && *d == den) {
            return Ok(1 + self.n_base + k);
        }
        self.push_div(&row, &den)
    }

    /// Adds the div `floor(num / den)` as a new column, even if an equal one exists (the
    /// divs of an initial context keep their positions).
    pub(super) fn push_div(&mut self, num: &[Int], den: &Int) -> Result<usize, Full> {
        let (row, den) = primitive_div(num, den);
        let col0 = 1 + self.n_base;
        if self.divs.len() == self.cap {
            return Err(Full);
        }
        let col = col0 + self.divs.len();
        for b in div_bounds(
            &Div {
                num: row.clone(),
                den: den.clone(),
            },
            col,
        ) {
            self.simplex.add_ineq(&b[0], &b[1..]);
        }
        self.simplex.restore();
        for s in &mut self.samples {
            s[col - 1] = Self::eval(&row, s).floor_div(&den);
        }
        self.divs.push((row, den));
        Ok(col)
    }

    /// Restricts the context to `row >= 0`.
    pub(super) fn add_ineq(&mut self, row: &[Int]) {
        let mut row = row.to_vec();
        if normalize_ineq(&mut row) == RowStatus::Trivial {
            return;
        }
        self.simplex.add_ineq(&row[0], &row[1..]);
        self.simplex.restore();
        self.samples.retain(|s| !Self::eval(&row, s).is_negative());
        self.known.push(row.clone());
        self.ineqs.push(row);
    }

    /// Restricts the context to `row = 0`.
    pub(super) fn add_eq(&mut self, row: &[Int]) {
        let mut row = row.to_vec();
        match normalize_eq(&mut row) {
            RowStatus::Trivial => return,
            RowStatus::Infeasible => {
                let mut never = vec![Int::ZERO; row.len()];
                never[0] = Int::from(-1);
                self.add_ineq(&never);
                return;
            }
            RowStatus::Keep => {}
        }
        self.simplex.add_eq(&row[0], &row[1..]);
        self.simplex.restore();
        self.samples.retain(|s| Self::eval(&row, s).is_zero());
        self.known.push(row.iter().map(|v| -v).collect());
        self.known.push(row.clone());
        self.eqs.push(row);
    }

    /// True when the context holds an integer point.
    pub(super) fn is_nonempty(&mut self) -> bool {
        let zero = vec![Int::ZERO; self.width()];
        self.feasible(&zero)
    }

    /// True when the context holds an integer point with `row >= 0`. A point found is kept as
    /// a sample.
    pub(super) fn feasible(&mut self, row: &[Int]) -> bool {
        let snap = self.simplex.snapshot();
        self.simplex.add_ineq(&row[0], &row[1..]);
        let answer = match self.simplex.integer_lexmin(0, CUTS) {
            Ok(LexMin::Empty) => false,
            Ok(_) => {
                self.keep_simplex_sample();
                true
            }
            Err(_) => self.feasible_by_omega(row),
        };
        self.simplex.rollback(snap);
        answer
    }

    /// Records the simplex's integer sample point, with the big parameter replaced by a
    /// large value, when it satisfies the context.
    fn keep_simplex_sample(&mut self) {
        if self.samples.len() >= MAX_SAMPLES {
            return;
        }
        let big = &self.simplex.var_denominator_lcm() * &Int::from(1i64 << 20);
        if let Some(mut p) = self.simplex.concrete_point(&big) {
            for v in &mut p[self.n_base + self.divs.len()..] {
                *v = Int::ZERO;
            }
            if self.satisfied_by(&p) {
                self.samples.push(p);
            }
        }
    }

    /// The exact fallback: the Omega test on the explicit constraints.
    fn feasible_by_omega(&mut self, row: &[Int]) -> bool {
        let n = self.n_base + self.divs.len();
        let cut = |r: &[Int]| -> Row { r[..1 + n].to_vec() };
        let mut p = Problem::new(n);
        p.eqs = self.eqs.iter().map(|r| cut(r)).collect();
        p.ineqs = self.ineqs.iter().map(|r| cut(r)).collect();
        p.ineqs.push(cut(row));
        for (k, (num, den)) in self.divs.iter().enumerate() {
            let d = Div {
                num: cut(num),
                den: den.clone(),
            };
            p.ineqs.extend(div_bounds(&d, 1 + self.n_base + k));
        }
        match p.solve() {
            Some(mut point) => {
                point.resize(self.n_base + self.cap, Int::ZERO);
                if self.samples.len() < MAX_SAMPLES && self.satisfied_by(&point) {
                    self.samples.push(point);
                }
                true
            }
            None => false,
        }
    }

    fn satisfied_by(&self, p: &[Int]) -> bool {
        self.eqs.iter().all(|r| Self::eval(r, p).is_zero())
            && self.ineqs.iter().all(|r| !Self::eval(r, p).is_negative())
            && self
                .divs
                .iter()
                .enumerate()
                .all(|(k, (num, den))| Self::eval(num, p).floor_div(den) == p[self.n_base + k])
    }

    /// The sign of the affine function `c` (over the context columns) on the context, which
    /// must be non-empty.
    pub(super) fn sign(&mut self, c: &[Int]) -> Sign {
        if c[1..].iter().all(|v| v.is_zero()) {
            return if c[0].is_negative() {
                Sign::NonPos
            } else {
                Sign::NonNeg
            };
        }
        let mut norm = c.to_vec();
        normalize_ineq(&mut norm);
        let known = self
            .known
            .iter()
            .any(|k| k[1..] == norm[1..] && norm[0] >= k[0]);
        if known {
            return Sign::NonNeg;
        }
        let (mut neg, mut pos) = (false, false);
        for s in &self.samples {
            let v = Self::eval(c, s);
            neg |= v.is_negative();
            pos |= v.is_positive();
        }
        if neg && pos {
            return Sign::Mixed;
        }
        if !neg {
            // c <= -1 somewhere?
            let mut below: Row = c.iter().map(|v| -v).collect();
            below[0] -= &Int::ONE;
            if !self.feasible(&below) {
                self.known.push(norm);
                return Sign::NonNeg;
            }
        }
        if !pos {
            // c >= 1 somewhere?
            let mut above = c.to_vec();
            above[0] -= &Int::ONE;
            pos = self.feasible(&above);
        }
        if pos {
            Sign::Mixed
        } else {
            Sign::NonPos
        }
    }

    /// Does some sample show that `c / d` is not an integer on the context?
    pub(super) fn sample_shows_fraction(&self, c: &[Int], d: &Int) -> bool {
        self.samples
            .iter()
            .any(|s| !Self::eval(c, s).mod_floor(d).is_zero())
    }

    /// The context as a basic set in `space` (columns `[1 | params | inputs | divs]`).
    pub(super) fn domain(&self, space: Space) -> BasicMap {
        let n = 1 + self.n_base + self.divs.len();
        let cut = |r: &Row| -> Row { r[..n].to_vec() };
        BasicMap {
            space: space.into(),
            divs: self
                .divs
                .iter()
                .map(|(num, den)| {
                    Some(Div {
                        num: cut(num),
                        den: den.clone(),
                    })
                })
                .collect(),
            eqs: self.eqs.iter().map(cut).collect(),
            ineqs: self.ineqs.iter().map(cut).collect(),
            cache: Default::default(),
        }
    }
}
