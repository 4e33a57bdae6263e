//! Redundancy removal, equality detection and "does this constraint hold on that set" with
//! one shared simplex tableau per basic map.
//!
//! Each question is an integer emptiness test of the basic map with one more constraint:
//! `c` holds on `B` when `B and c <= -1` is empty; an inequality `r >= 0` of `B` is an
//! implicit equality when `B and r >= 1` is empty; it is redundant when the *other*
//! constraints and `r <= -1` are empty. Instead of copying the system for every question, a
//! single [`LexSimplex`] is built once and each test adds its constraint, runs the dual
//! simplex (and, when the rational answer is "feasible", Gomory cuts), and rolls back.
//!
//! Redundancy needs "all constraints but `r_k`" for every `k`. A divide-and-conquer order
//! keeps this cheap: to test the range `[lo, hi)`, the tableau holds the survivors before
//! `lo` and everything after `hi`; the left half is tested with the right half added, then
//! the left half's survivors are added and the right half is tested. Each constraint is added
//! `O(log m)` times instead of `m` times, and a constraint found redundant is never used again
//! (so of two equal constraints exactly one is kept, as in the sequential definition).
//!
//! When the cuts do not settle a test within a small budget, that one test falls back to the
//! Omega test on an explicit copy.

use crate::basic::BasicMap;
use crate::int::Int;
use crate::omega::{negate_ineq, Row};
use crate::simplex::{LexMin, LexSimplex};

/// Cuts allowed per test before the Omega fallback.
const CUTS: usize = 32;

/// Adds `row >= 0` (a row `[constant | coefficients]` of the basic map) to the tableau.
fn add_row(s: &mut LexSimplex, row: &[Int]) {
    s.add_ineq(&row[0], &row[1..]);
}

/// Is the tableau plus `extra >= 0` empty over the integers? `None` when undecided.
fn empty_with(s: &mut LexSimplex, extra: &[Int]) -> Option<bool> {
    empty_with_rows(s, &[extra])
}

/// Is the tableau plus every `row >= 0` of `extra` empty over the integers? `None` when the
/// cuts do not decide it. The tableau is rolled back afterwards.
pub(crate) fn empty_with_rows(s: &mut LexSimplex, extra: &[&[Int]]) -> Option<bool> {
    let snap = s.snapshot();
    for row in extra {
        add_row(s, row);
    }
    let r = if !s.restore() {
        Some(true)
    } else {
        match s.integer_lexmin(0, CUTS) {
            Ok(LexMin::Empty) => Some(true),
            Ok(_) => Some(false),
            Err(_) => None,
        }
    };
    s.rollback(snap);
    r
}

impl BasicMap {
    /// The tableau of the equalities and div bounds (not the inequalities).
    fn base_simplex(&self) -> LexSimplex {
        let mut b = self.clone();
        b.ineqs.clear();
        b.to_simplex(false)
    }

    /// For each constraint of `cs` (rows in this basic map's layout): does it hold on every
    /// integer point of `self`?
    pub(crate) fn hold_on_all(&self, cs: &[Row]) -> Vec<bool> {
        let mut s = self.to_simplex(false);
        if !s.restore() {
            return vec![true; cs.len()];
        }
        cs.iter()
            .map(|c| {
                let neg = negate_ineq(c);
                empty_with(&mut s, &neg).unwrap_or_else(|| {
                    let mut t = self.clone();
                    t.ineqs.push(neg.clone());
                    t.to_problem().is_empty()
                })
            })
            .collect()
    }

    /// Marks the redundant inequalities (see the module documentation).
    pub(crate) fn redundant_inequalities(&self) -> Vec<bool> {
        let m = self.ineqs.len();
        let mut removed = vec![false; m];
        let mut s = self.base_simplex();
        if !s.restore() {
            return removed;
        }
        self.redundant_range(&mut s, 0, m, &mut removed);
        removed
    }

    fn redundant_range(&self, s: &mut LexSimplex, lo: usize, hi: usize, removed: &mut [bool]) {
        if hi <= lo {
            return;
        }
        if hi - lo == 1 {
            let neg = negate_ineq(&self.ineqs[lo]);
            let empty = empty_with(s, &neg).unwrap_or_else(|| {
                let mut t = self.clone();
                t.ineqs = (0..self.ineqs.len())
                    .filter(|&k| k != lo && !removed[k])
                    .map(|k| self.ineqs[k].clone())
                    .collect();
                t.ineqs.push(neg.clone());
                t.to_problem().is_empty()
            });
            removed[lo] = empty;
            return;
        }
        let mid = (lo + hi) / 2;
        let snap = s.snapshot();
        for k in mid..hi {
            add_row(s, &self.ineqs[k]);
        }
        self.redundant_range(s, lo, mid, removed);
        s.rollback(snap);
        let snap = s.snapshot();
        for (row, gone) in self.ineqs[lo..mid].iter().zip(&removed[lo..mid]) {
            if !gone {
                add_row(s, row);
            }
        }
        self.redundant_range(s, mid, hi, removed);
        s.rollback(snap);
    }

    /// Marks the inequalities that hold with equality on every integer point (`None` when
    /// the basic map is empty).
    pub(crate) fn implicit_equalities(&self) -> Option<Vec<bool>> {
        let mut s = self.to_simplex(false);
        if !s.restore() {
            return None;
        }
        let out = self
            .ineqs
            .iter()
            .map(|r| {
                let mut up = r.clone();
                up[0] -= &Int::ONE;
                empty_with(&mut s, &up).unwrap_or_else(|| {
                    let mut t = self.clone();
                    t.ineqs.push(up.clone());
                    t.to_problem().is_empty()
                })
            })
            .collect();
        Some(out)
    }
}
