//! Redundancy removal, equality detection and one-more-constraint emptiness tests ([`probe`])
//! with one shared simplex tableau per basic map.
//!
//! Each question is an integer emptiness test of the basic map with one more constraint
//! (coalescing asks whether `c` holds on `B`: whether `B and c <= -1` is empty); an inequality `r >= 0` of `B` is an
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

use crate::basic::{eval_at, BasicMap};
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
    match probe(s, extra, false) {
        Probe::Empty => Some(true),
        Probe::Point(_) => Some(false),
        Probe::Unknown => None,
    }
}

/// What adding constraints to a tableau leaves of its integer points.
pub(crate) enum Probe {
    /// No integer point.
    Empty,
    /// Some integer point: the lexicographic minimum over all columns after the constant,
    /// when it exists (`None` when some column is unbounded below).
    Point(Option<Vec<Int>>),
    /// The cuts did not decide.
    Unknown,
}

/// The integer points of the tableau plus every `row >= 0` of `extra` (see [`Probe`]); the
/// point is read off only `with_point`. The tableau is rolled back afterwards.
pub(crate) fn probe(s: &mut LexSimplex, extra: &[&[Int]], with_point: bool) -> Probe {
    let snap = s.snapshot();
    for row in extra {
        add_row(s, row);
    }
    let r = if !s.restore() {
        Probe::Empty
    } else {
        let n_lead = if with_point { s.n_var() } else { 0 };
        match s.integer_lexmin(n_lead, CUTS) {
            Ok(LexMin::Empty) => Probe::Empty,
            Ok(LexMin::Point(p)) => Probe::Point(with_point.then_some(p)),
            Ok(LexMin::Unbounded) => Probe::Point(None),
            Err(_) => Probe::Unknown,
        }
    };
    s.rollback(snap);
    r
}

impl BasicMap {
    /// The tableau of the equalities and div bounds (not the inequalities).
    fn base_simplex(&self) -> LexSimplex {
        BasicMap {
            space: self.space.clone(),
            divs: self.divs.clone(),
            eqs: self.eqs.clone(),
            ineqs: Vec::new(),
            cache: Default::default(),
        }
        .to_simplex(false)
    }

    /// Is the unit direction `sign * e_j` (column `j`) a recession direction of every
    /// constraint except inequality `skip`: does moving a point along it keep them all
    /// satisfied? Equalities must not involve column `j`, inequalities must not decrease
    /// along it, and no div definition may involve it (a div's value would change).
    fn is_unit_recession(&self, j: usize, sign: i32, skip: Option<usize>) -> bool {
        let off = self.div_offset();
        if j >= off && self.divs[j - off].is_some() {
            return false;
        }
        self.eqs.iter().all(|e| e[j].is_zero())
            && self.divs.iter().flatten().all(|d| d.num[j].is_zero())
            && self
                .ineqs
                .iter()
                .enumerate()
                .all(|(k, r)| Some(k) == skip || r[j].is_zero() || r[j].signum() == sign)
    }

    /// Inequality `k` is not redundant when some unit direction lowers it while keeping every
    /// other constraint (a recession direction): from any integer point, enough steps along
    /// it reach a point of the others that violates it. Needs a non-empty basic map.
    fn escapes(&self, k: usize) -> bool {
        let r = &self.ineqs[k];
        (1..r.len()).any(|j| !r[j].is_zero() && self.is_unit_recession(j, -r[j].signum(), Some(k)))
    }

    /// Marks the redundant inequalities (see the module documentation). Needs a non-empty
    /// basic map. Inequalities that [escape](BasicMap::escapes) are kept without a test.
    pub(crate) fn redundant_inequalities(&self) -> Vec<bool> {
        let m = self.ineqs.len();
        let mut removed = vec![false; m];
        let unsure: Vec<bool> = (0..m).map(|k| !self.escapes(k)).collect();
        if !unsure.contains(&true) {
            return removed;
        }
        let mut s = self.base_simplex();
        if !s.restore() {
            return removed;
        }
        self.redundant_range(&mut s, 0, m, &unsure, &mut removed);
        removed
    }

    fn redundant_range(
        &self,
        s: &mut LexSimplex,
        lo: usize,
        hi: usize,
        unsure: &[bool],
        removed: &mut [bool],
    ) {
        if !unsure[lo..hi].contains(&true) {
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
        self.redundant_range(s, lo, mid, unsure, removed);
        s.rollback(snap);
        let snap = s.snapshot();
        for (row, gone) in self.ineqs[lo..mid].iter().zip(&removed[lo..mid]) {
            if !gone {
                add_row(s, row);
            }
        }
        self.redundant_range(s, mid, hi, unsure, removed);
        s.rollback(snap);
    }

    /// Marks the inequalities that hold with equality on every integer point (`None` when
    /// the basic map is empty). An inequality `r >= 0` is not one when a known point has
    /// `r >= 1`, or when a unit direction raises `r` and keeps every constraint (a recession
    /// direction); the known points are the remembered sample, its unit neighbours that lie
    /// in the set, and every point found by a test. The tableau is built only when some
    /// inequality needs a test.
    pub(crate) fn implicit_equalities(&self) -> Option<Vec<bool>> {
        let mut points: Vec<Vec<Int>> = self.known_point().into_iter().collect();
        let witnessed =
            |points: &[Vec<Int>], r: &[Int]| points.iter().any(|p| eval_at(r, p).is_positive());
        let mut tab: Option<LexSimplex> = None;
        if points.is_empty() {
            // Without a known point the recession argument needs emptiness settled first.
            let mut s = self.to_simplex(false);
            if !s.restore() {
                return None;
            }
            tab = Some(s);
        }
        let mut out = Vec::with_capacity(self.ineqs.len());
        for r in &self.ineqs {
            if witnessed(&points, r)
                || (1..r.len())
                    .any(|j| !r[j].is_zero() && self.is_unit_recession(j, r[j].signum(), None))
            {
                out.push(false);
                continue;
            }
            if let Some(q) = self.step_witness(&points, r) {
                points.push(q);
                out.push(false);
                continue;
            }
            let s = match &mut tab {
                Some(s) => s,
                None => {
                    let mut s = self.to_simplex(false);
                    if !s.restore() {
                        return None;
                    }
                    tab.insert(s)
                }
            };
            let mut up = r.clone();
            up[0] -= &Int::ONE;
            out.push(self.empty_with(s, &up, &mut points));
        }
        Some(out)
    }

    /// Is this basic map plus `row >= 0` empty over the integers? One test on `tab`, a
    /// tableau of this basic map (rolled back); a point found joins `points`. When the cuts
    /// do not decide, the exact test on an explicit copy.
    pub(crate) fn empty_with(
        &self,
        tab: &mut LexSimplex,
        row: &Row,
        points: &mut Vec<Vec<Int>>,
    ) -> bool {
        match probe(tab, &[row], true) {
            Probe::Empty => true,
            Probe::Point(p) => {
                points.extend(p);
                false
            }
            Probe::Unknown => {
                let mut t = self.clone();
                t.ineqs.push(row.clone());
                t.is_empty()
            }
        }
    }

    /// A point of this basic map with `r >= 1`, one unit step from a known point along a
    /// dimension that raises `r`, possibly followed by a second unit step along any
    /// dimension (parameters often have to grow to make room); divs are recomputed.
    fn step_witness(&self, points: &[Vec<Int>], r: &[Int]) -> Option<Vec<Int>> {
        let n = self.space.n_dim_total();
        let try_point = |dims: &[Int]| {
            self.complete_point(dims)
                .filter(|q| eval_at(r, q).is_positive() && self.satisfied_by(q))
        };
        for p in points {
            let mut dims = p.get(..n)?.to_vec();
            for j in 0..n {
                let c = &r[1 + j];
                if c.is_zero() {
                    continue;
                }
                let old = dims[j].clone();
                dims[j] = &old + &Int::from(c.signum() as i64);
                if let Some(q) = try_point(&dims) {
                    return Some(q);
                }
                for k in (0..n).filter(|&k| k != j) {
                    for step in [1i64, -1] {
                        let old_k = dims[k].clone();
                        dims[k] = &old_k + &Int::from(step);
                        if let Some(q) = try_point(&dims) {
                            return Some(q);
                        }
                        dims[k] = old_k;
                    }
                }
                dims[j] = old;
            }
        }
        None
    }
}
