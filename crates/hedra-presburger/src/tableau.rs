//! `Tableau`: a basic map's constraints in a [`LexSimplex`], with the equalities that have a
//! unit coefficient substituted away first, and the one-more-constraint questions asked on it.
//!
//! # Why substitute
//!
//! Relations built by a compiler carry many equalities (`o0 = i`, `o1 = j + 1` in access and
//! dependence relations). In the simplex an equality is two opposite rows and its variables
//! stay columns, so every pivot pays for them. An equality `x_c + rest = 0` (coefficient
//! `±1` on `x_c`) instead defines `x_c = -rest` exactly over the integers; replacing `x_c` by
//! it in every other row removes one column and two rows. isl does the same (Gaussian
//! elimination before building a tableau). For
//!
//! ```text
//!   { S[t, i] -> A[o0, o1] : o0 = t and o1 = i + 1 and 0 <= t < 10 and 0 <= i < 20 }
//! ```
//!
//! the tableau has two variables (`t`, `i`) and four rows instead of four variables and eight
//! rows.
//!
//! Questions are asked in the basic map's own columns: [`Tableau::reduce`] rewrites a row
//! through the same substitutions, and points read off the tableau are completed by solving
//! the eliminated equalities backwards ([`Tableau::full_point`]).
//!
//! # Questions
//!
//! [`Tableau::probe`] adds some constraints, decides integer emptiness (dual simplex, then
//! Gomory cuts within a small budget) and rolls back: redundancy removal, equality detection,
//! coalescing and subtraction are all made of such questions on one shared tableau.

use crate::basic::BasicMap;
use crate::int::Int;
use crate::omega::Row;
use crate::simplex::{LexMin, LexSimplex};

/// Cuts allowed per question before the caller falls back to another method.
pub(crate) const CUTS: usize = 32;

/// What adding constraints to a tableau leaves of its integer points.
pub(crate) enum Probe {
    /// No integer point.
    Empty,
    /// Some integer point: the lexicographic minimum over the basic map's columns after the
    /// constant, when it was asked for and exists (`None` when some variable is unbounded
    /// below).
    Point(Option<Vec<Int>>),
    /// The cuts did not decide.
    Unknown,
}

/// The unit equalities of a basic map solved for one column each (see "Why substitute").
pub(crate) struct Elimination {
    /// Eliminated columns in elimination order, each with its defining equality (coefficient
    /// `±1` on the column, earlier eliminations already substituted).
    pub(crate) elim: Vec<(usize, Row)>,
    /// Whether each column was eliminated.
    pub(crate) eliminated: Vec<bool>,
    /// The equalities without a unit coefficient, rewritten by every elimination.
    pub(crate) kept_eqs: Vec<Row>,
    /// Some equality became `c = 0` with `c` non-zero.
    pub(crate) contradiction: bool,
}

impl Elimination {
    pub(crate) fn new(eqs: &[Row], n_col: usize) -> Elimination {
        let mut t = Elimination {
            elim: Vec::new(),
            eliminated: vec![false; n_col],
            kept_eqs: eqs.to_vec(),
            contradiction: false,
        };
        // Eliminate until no equality (rewritten by the eliminations so far) has a unit
        // coefficient left; a later elimination can give an earlier equality one.
        loop {
            let mut progress = false;
            let mut rest = Vec::with_capacity(t.kept_eqs.len());
            for e in &t.kept_eqs {
                let r = t.substitute(e);
                match (1..n_col).find(|&c| !t.eliminated[c] && r[c].abs().is_one()) {
                    Some(c) => {
                        t.eliminated[c] = true;
                        t.elim.push((c, r));
                        progress = true;
                    }
                    None if r[1..].iter().all(|v| v.is_zero()) => {
                        t.contradiction |= !r[0].is_zero()
                    }
                    None => rest.push(r),
                }
            }
            t.kept_eqs = rest;
            if !progress {
                break;
            }
        }
        t.kept_eqs = t.kept_eqs.iter().map(|e| t.substitute(e)).collect();
        t
    }

    /// `r` with every eliminated column replaced by its definition.
    pub(crate) fn substitute(&self, r: &[Int]) -> Row {
        let mut r = r.to_vec();
        for (c, e) in &self.elim {
            if !r[*c].is_zero() {
                // e[c] = ±1: r - (r[c] / e[c]) e  =  r - r[c] e[c] e.
                let f = -(&r[*c] * &e[*c]);
                for (x, y) in r.iter_mut().zip(e) {
                    if !y.is_zero() {
                        *x += &(&f * y);
                    }
                }
            }
        }
        r
    }

    /// Solves the eliminated columns of `p` (values of every column after the constant;
    /// the others set) backwards through their equalities; with `homogeneous`, without the
    /// constants (for directions instead of points).
    pub(crate) fn complete(&self, p: &mut [Int], homogeneous: bool) {
        for (c, e) in self.elim.iter().rev() {
            // e[c] x_c + rest = 0 with e[c] = ±1: x_c = -e[c] rest.
            let mut rest = if homogeneous { Int::ZERO } else { e[0].clone() };
            for (j, v) in e.iter().enumerate().skip(1) {
                if j != *c && !v.is_zero() {
                    rest += &(v * &p[j - 1]);
                }
            }
            p[*c - 1] = -(&e[*c] * &rest);
        }
    }
}

/// A basic map's tableau (see the module documentation).
pub(crate) struct Tableau {
    /// The simplex over the columns that were not eliminated.
    pub(crate) simplex: LexSimplex,
    /// Number of columns of the basic map (constant included).
    n_col: usize,
    /// Tableau variable of each column after the constant (`None` when eliminated).
    var_of: Vec<Option<usize>>,
    elim: Elimination,
}

impl Tableau {
    /// The tableau of `b`'s equalities, div bounds and (with `ineqs`) inequalities, with the
    /// unit equalities substituted away.
    pub(crate) fn new(b: &BasicMap, ineqs: bool) -> Tableau {
        Tableau::build(b, ineqs, Elimination::new(&b.eqs, b.n_col()))
    }

    /// The tableau of all of `b`'s constraints over all its columns (no substitution). Used
    /// for the emptiness of whole sets and of subtraction pieces: Gomory cuts take the first
    /// fractional variable in column order, and on hard systems (parity constraints through
    /// several existentials) cutting in the original columns was seen to converge much
    /// sooner than in the reduced ones.
    pub(crate) fn plain(b: &BasicMap) -> Tableau {
        let none = Elimination {
            elim: Vec::new(),
            eliminated: vec![false; b.n_col()],
            kept_eqs: b.eqs.clone(),
            contradiction: false,
        };
        Tableau::build(b, true, none)
    }

    fn build(b: &BasicMap, ineqs: bool, elim: Elimination) -> Tableau {
        let n_col = b.n_col();
        let mut n_var = 0;
        let var_of = (1..n_col)
            .map(|c| {
                (!elim.eliminated[c]).then(|| {
                    n_var += 1;
                    n_var - 1
                })
            })
            .collect();
        let mut t = Tableau {
            simplex: LexSimplex::new(n_var),
            n_col,
            var_of,
            elim,
        };
        let bounds = b.div_constraints();
        let ineq_rows = if ineqs { &b.ineqs[..] } else { &[] };
        let kept = std::mem::take(&mut t.elim.kept_eqs);
        t.simplex
            .reserve_rows(2 * kept.len() + bounds.len() + ineq_rows.len() + 1);
        for e in &kept {
            let (c, a) = t.project(e);
            t.simplex.add_eq(&c, &a);
        }
        for r in bounds.iter().chain(ineq_rows) {
            t.add_ineq(r);
        }
        if t.elim.contradiction {
            t.simplex.add_ineq(&Int::from(-1), &vec![Int::ZERO; n_var]);
        }
        t
    }

    /// A substituted row as a constant and coefficients over the tableau's variables.
    fn project(&self, r: &[Int]) -> (Int, Vec<Int>) {
        let mut coeffs = vec![Int::ZERO; self.simplex.n_var()];
        for (c, v) in r[1..].iter().enumerate() {
            if let Some(k) = self.var_of[c] {
                coeffs[k] = v.clone();
            }
        }
        (r[0].clone(), coeffs)
    }

    /// `r` with the eliminated columns replaced by their definitions (still over the basic
    /// map's columns; zero on the eliminated ones).
    pub(crate) fn substituted(&self, r: &[Int]) -> Row {
        self.elim.substitute(r)
    }

    /// Adds `r >= 0` (a row over the basic map's columns).
    pub(crate) fn add_ineq(&mut self, r: &[Int]) {
        debug_assert_eq!(r.len(), self.n_col);
        if self.elim.elim.is_empty() {
            self.simplex.add_ineq(&r[0], &r[1..]);
            return;
        }
        let (c, a) = self.project(&self.elim.substitute(r));
        self.simplex.add_ineq(&c, &a);
    }

    /// The point over the basic map's columns after the constant that extends `vars` (values
    /// of the tableau's variables) by the eliminated equalities.
    pub(crate) fn full_point(&self, vars: &[Int]) -> Vec<Int> {
        let mut p = vec![Int::ZERO; self.n_col - 1];
        for (c, k) in self.var_of.iter().enumerate() {
            if let Some(k) = k {
                p[c] = vars[*k].clone();
            }
        }
        self.elim.complete(&mut p, false);
        p
    }

    /// The integer points of the tableau plus every `row >= 0` of `extra` (rows over the
    /// basic map's columns); the point is read off only `with_point`. Rolled back afterwards.
    ///
    /// Once the operations budget is exhausted nothing is tried: the answer is
    /// [`Probe::Unknown`], which every caller already treats as "not decided".
    pub(crate) fn probe(&mut self, extra: &[&[Int]], with_point: bool) -> Probe {
        if crate::budget::exceeded() {
            return Probe::Unknown;
        }
        let snap = self.simplex.snapshot();
        for row in extra {
            self.add_ineq(row);
        }
        let s = &mut self.simplex;
        let r = if !s.restore() {
            Ok(LexMin::Empty)
        } else {
            let n_lead = if with_point { s.n_var() } else { 0 };
            s.integer_lexmin(n_lead, CUTS)
        };
        self.simplex.rollback(snap);
        match r {
            Ok(LexMin::Empty) => Probe::Empty,
            Ok(LexMin::Point(p)) => Probe::Point(with_point.then(|| self.full_point(&p))),
            Ok(LexMin::Unbounded) => Probe::Point(None),
            Err(_) => Probe::Unknown,
        }
    }

    /// Is the tableau plus every `row >= 0` of `extra` empty over the integers? `None` when
    /// the cuts do not decide it.
    pub(crate) fn empty_with(&mut self, extra: &[&[Int]]) -> Option<bool> {
        match self.probe(extra, false) {
            Probe::Empty => Some(true),
            Probe::Point(_) => Some(false),
            Probe::Unknown => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;

    /// Integer emptiness on the reduced tableau, with the point read back through the
    /// eliminated equalities.
    fn tableau_point(b: &BasicMap) -> Option<Vec<Int>> {
        let mut t = Tableau::new(b, true);
        let n = t.simplex.n_var();
        match t.simplex.integer_lexmin(n, 1000).expect("no give up") {
            LexMin::Empty => None,
            LexMin::Point(p) => Some(t.full_point(&p)),
            LexMin::Unbounded => panic!("the systems are bounded"),
        }
    }

    /// An equality without a unit coefficient that gets one only after a later elimination
    /// (`3i + 2j + 3k = 5` once `j = 3N + 2i - 3` is substituted), in both orders.
    #[test]
    fn later_eliminations_rewrite_earlier_equalities() {
        for text in [
            "{ [N, i, j, k] : 3i + 2j + 3k = 5 and 3N + 2i - j = 3 and -6 <= N, i, j, k <= 6 and 2N + k >= 4 }",
            "{ [N, i, j, k] : 3N + 2i - j = 3 and 3i + 2j + 3k = 5 and -6 <= N, i, j, k <= 6 and 2N + k >= 4 }",
        ] {
            let m: Map = text.parse().unwrap();
            let b = &m.basics()[0];
            let p = tableau_point(b).expect("the set has the point N = 0, i = -1, j = -5, k = 6");
            assert!(b.satisfied_by(&p), "{text}: {p:?}");
        }
    }

    /// Random bounded systems with several equalities: the reduced tableau agrees with the
    /// Omega test, and its points satisfy the original constraints.
    #[test]
    fn agrees_with_omega_test() {
        let mut st: u64 = 0x5851_f42d_4c95_7f2d;
        let mut next = move |m: u64| {
            st = st
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((st >> 33) % m) as i64
        };
        let vars = ["N", "i", "j", "k"];
        for case in 0..1500 {
            let mut conds: Vec<String> = vars.iter().map(|v| format!("-6 <= {v} <= 6")).collect();
            for _ in 0..2 + next(4) {
                let terms: Vec<String> = vars
                    .iter()
                    .map(|v| format!("{}*{v}", next(7) - 3))
                    .collect();
                let rel = if next(3) == 0 { ">=" } else { "=" };
                conds.push(format!("{} {rel} {}", terms.join(" + "), next(11) - 5));
            }
            let text = format!("{{ [N, i, j, k] : {} }}", conds.join(" and "));
            let m: Map = text.parse().unwrap();
            for b in m.basics() {
                let ours = tableau_point(b);
                assert_eq!(
                    ours.is_some(),
                    b.to_problem().solve().is_some(),
                    "case {case}: {text}"
                );
                if let Some(p) = ours {
                    assert!(b.satisfied_by(&p), "case {case}: {text}: {p:?}");
                }
            }
        }
    }
}
