//! Redundancy removal and equality detection with one shared simplex tableau per basic map
//! (the `tableau` module).
//!
//! Each question is an integer emptiness test of the basic map with one more constraint
//! (coalescing asks whether `c` holds on `B`: whether `B and c <= -1` is empty); an inequality `r >= 0` of `B` is an
//! implicit equality when `B and r >= 1` is empty; it is redundant when the *other*
//! constraints and `r <= -1` are empty. Instead of copying the system for every question, a
//! single tableau is built once and each test adds its constraint, runs the dual
//! simplex (and, when the rational answer is "feasible", Gomory cuts), and rolls back.
//!
//! Redundancy needs "all constraints but `r_k`" for every `k`. A divide-and-conquer order
//! keeps this cheap: to test the range `[lo, hi)`, the tableau holds the survivors before
//! `lo` and everything after `hi`; the left half is tested with the right half added, then
//! the left half's survivors are added and the right half is tested. Each constraint is added
//! `O(log m)` times instead of `m` times, and a constraint found redundant is never used again.
//! Parallel inequalities (equal coefficients once the unit equalities are substituted) are
//! settled before any test: only the tightest, the last of equal ones, can survive.
//!
//! When the cuts do not settle a test within a small budget, that one test falls back to the
//! Omega test on an explicit copy.

use crate::basic::{eval_at, BasicMap};
use crate::int::Int;
use crate::omega::{negate_ineq, normalize_ineq, Row};
use crate::tableau::{Elimination, Probe, Tableau};

/// Known integer points of a basic map with the values of its inequalities there, for
/// arguments by steps. A *direction* moves one column by one and the columns fixed by unit
/// equalities along with it ([`Elimination`]), so that every equality still holds; columns
/// in other equalities, defined divs and columns their definitions use do not move. Moving a
/// point by `delta` along a direction changes each inequality by `delta` times a known
/// amount, so whether the moved point satisfies the constraints is a few additions away.
pub(crate) struct Steps {
    /// For each direction: the column it moves, and the change of every inequality (worked
    /// out on first use).
    dirs: std::cell::OnceCell<Vec<(usize, Vec<Int>)>>,
    /// For each known point, the value of every inequality.
    values: Vec<Vec<Int>>,
}

impl Steps {
    fn new(b: &BasicMap, points: &[Vec<Int>]) -> Steps {
        let mut s = Steps {
            dirs: std::cell::OnceCell::new(),
            values: Vec::new(),
        };
        for p in points {
            s.add(b, p);
        }
        s
    }

    /// The directions of `b` (see the type's documentation).
    fn dirs(&self, b: &BasicMap) -> &[(usize, Vec<Int>)] {
        self.dirs.get_or_init(|| Steps::directions(b))
    }

    fn directions(b: &BasicMap) -> Vec<(usize, Vec<Int>)> {
        let n_col = b.n_col();
        let off = b.div_offset();
        let pinned = |c: usize| {
            (c >= off && b.divs[c - off].is_some())
                || b.divs.iter().flatten().any(|d| !d.num[c].is_zero())
        };
        if b.eqs.is_empty() {
            // No equality moves along: the direction of column `j` is the unit vector, and
            // each inequality changes by its coefficient of `j`.
            return (1..n_col)
                .filter(|&j| !pinned(j))
                .map(|j| (j, b.ineqs.iter().map(|r| r[j].clone()).collect()))
                .collect();
        }
        let el = Elimination::new(&b.eqs, n_col);
        let mut dirs = Vec::new();
        for j in 1..n_col {
            if el.eliminated[j] || el.kept_eqs.iter().any(|e| !e[j].is_zero()) {
                continue;
            }
            let mut d = vec![Int::ZERO; n_col - 1];
            d[j - 1] = Int::ONE;
            el.complete(&mut d, true);
            // The direction moves column `j` and the columns its equalities fix: a few.
            let moved: Vec<(usize, &Int)> = (1..n_col)
                .filter(|&c| !d[c - 1].is_zero())
                .map(|c| (c, &d[c - 1]))
                .collect();
            if moved.iter().any(|&(c, _)| pinned(c)) {
                continue;
            }
            let change = b
                .ineqs
                .iter()
                .map(|r| {
                    let mut x = Int::ZERO;
                    for &(c, y) in &moved {
                        if !r[c].is_zero() {
                            x += &(&r[c] * y);
                        }
                    }
                    x
                })
                .collect();
            dirs.push((j, change));
        }
        dirs
    }

    fn add(&mut self, b: &BasicMap, p: &[Int]) {
        self.values
            .push(b.ineqs.iter().map(|r| eval_at(r, p)).collect());
    }

    /// The inequality values after moving the point with values `v` by `d1` along direction
    /// `a` and `d2` along `b`: are they all non-negative (but `skip`)?
    fn moved_ok(
        v: &[Int],
        (a, d1): (&[Int], i64),
        (b, d2): (&[Int], i64),
        skip: Option<usize>,
    ) -> bool {
        (0..v.len()).all(|s| {
            if Some(s) == skip || (a[s].is_zero() && b[s].is_zero()) {
                return true;
            }
            !(&(&v[s] + &(&a[s] * d1)) + &(&b[s] * d2)).is_negative()
        })
    }

    /// Is inequality `k` at least one at some known point or one step from one (along a
    /// direction that raises it, possibly with a step along a parameter: parameters often
    /// have to grow to make room)? Then it is not an implicit equality.
    fn raises(&self, b: &BasicMap, k: usize) -> bool {
        let np = b.space.n_param();
        if self.values.iter().any(|v| v[k].is_positive()) {
            return true;
        }
        let dirs = self.dirs(b);
        // One step along a direction that raises `k`, from any known point, before any
        // pair of steps is tried.
        let one = |v: &Vec<Int>| {
            dirs.iter().any(|(_, dj)| {
                !dj[k].is_zero() && {
                    let d = dj[k].signum() as i64;
                    Steps::moved_ok(v, (dj, d), (dj, 0), None)
                }
            })
        };
        if self.values.iter().any(one) {
            return true;
        }
        self.values.iter().any(|v| {
            dirs.iter().any(|(j, dj)| {
                if dj[k].is_zero() {
                    return false;
                }
                let d = dj[k].signum() as i64;
                dirs.iter().any(|(q, dq)| {
                    *q != *j
                        && *q <= np
                        && [1i64, -1].into_iter().any(|e| {
                            (&(&v[k] + &(&dj[k] * d)) + &(&dq[k] * e)).is_positive()
                                && Steps::moved_ok(v, (dj, d), (dq, e), None)
                        })
                })
            })
        })
    }

    /// Is there a point of the other constraints that violates inequality `k`, found by
    /// moving a known point along one direction just far enough? Then `k` is not redundant.
    fn escapes(&self, b: &BasicMap, k: usize) -> bool {
        self.values.iter().any(|v| {
            self.dirs(b).iter().any(|(_, dj)| {
                if dj[k].is_zero() {
                    return false;
                }
                // The smallest number of steps that makes `k` negative.
                let Some(t) = (v[k].floor_div(&dj[k].abs()) + 1).to_i64() else {
                    return false;
                };
                Steps::moved_ok(v, (dj, -(dj[k].signum() as i64) * t), (dj, 0), Some(k))
            })
        })
    }
}

impl BasicMap {
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
    fn recedes(&self, k: usize) -> bool {
        let r = &self.ineqs[k];
        (1..r.len()).any(|j| !r[j].is_zero() && self.is_unit_recession(j, -r[j].signum(), Some(k)))
    }

    /// Marks the redundant inequalities (see the module documentation). Needs a non-empty
    /// basic map. Inequalities shown not to be redundant by a recession direction or by a
    /// step from a known point (`points`, over all columns) are kept without a test.
    ///
    /// `steps`, when given, are the steps that equality detection worked out on the same
    /// constraints from the same points (see [`BasicMap::implicit_equalities`]).
    pub(crate) fn redundant_inequalities(
        &self,
        points: &[Vec<Int>],
        steps: Option<Steps>,
    ) -> Vec<bool> {
        let m = self.ineqs.len();
        let mut removed = vec![false; m];
        let steps = steps.unwrap_or_else(|| Steps::new(self, points));
        let mut unsure: Vec<bool> = (0..m)
            .map(|k| !self.recedes(k) && !steps.escapes(self, k))
            .collect();
        if !unsure.contains(&true) {
            return removed;
        }
        let mut s = Tableau::new(self, false);
        if !s.simplex.restore() {
            return removed;
        }
        // The inequalities with the unit equalities substituted and divided by the gcd of
        // their coefficients: parallel ones have equal coefficients.
        let reduced: Vec<Row> = self
            .ineqs
            .iter()
            .map(|r| {
                let mut r = s.substituted(r);
                normalize_ineq(&mut r);
                r
            })
            .collect();
        // Of parallel inequalities (equal coefficients once the unit equalities are
        // substituted) only the tightest, the last of equal ones, can survive: every other
        // one is implied by it. They are settled here, before any test, and never enter the
        // tableau. This keeps the result: whatever implies the tightest one implies them.
        for k in 0..m {
            let rk = &reduced[k];
            if (0..m).any(|j| {
                let rj = &reduced[j];
                j != k && rj[1..] == rk[1..] && (rj[0] < rk[0] || (rj[0] == rk[0] && j > k))
            }) {
                removed[k] = true;
                unsure[k] = false;
            }
        }
        if unsure.contains(&true) {
            let open: Vec<usize> = (0..m).filter(|&k| !removed[k]).collect();
            self.redundant_range(&mut s, &open, &unsure, &mut removed);
        }
        removed
    }

    /// The divide and conquer over the inequalities `open` (indices, increasing; those
    /// marked `unsure` need a test). `s` holds the survivors before `open` and everything
    /// after it. Some of `open` needs a test; halves without one are skipped.
    fn redundant_range(
        &self,
        s: &mut Tableau,
        open: &[usize],
        unsure: &[bool],
        removed: &mut [bool],
    ) {
        if let [k] = *open {
            removed[k] = {
                let neg = negate_ineq(&self.ineqs[k]);
                s.empty_with(&[&neg]).unwrap_or_else(|| {
                    let mut t = self.clone();
                    t.ineqs = (0..self.ineqs.len())
                        .filter(|&j| j != k && !removed[j])
                        .map(|j| self.ineqs[j].clone())
                        .collect();
                    t.ineqs.push(neg.clone());
                    t.to_problem().is_empty()
                })
            };
            return;
        }
        let (left, right) = open.split_at(open.len() / 2);
        if left.iter().any(|&k| unsure[k]) {
            let snap = s.simplex.snapshot();
            for &k in right {
                s.add_ineq(&self.ineqs[k]);
            }
            self.redundant_range(s, left, unsure, removed);
            s.simplex.rollback(snap);
        }
        if right.iter().any(|&k| unsure[k]) {
            let snap = s.simplex.snapshot();
            for &k in left {
                if !removed[k] {
                    s.add_ineq(&self.ineqs[k]);
                }
            }
            self.redundant_range(s, right, unsure, removed);
            s.simplex.rollback(snap);
        }
    }

    /// Marks the inequalities that hold with equality on every integer point (`None` when
    /// the basic map is empty). An inequality `r >= 0` is not one when a known point has
    /// `r >= 1` or is a step or two from such a point ([`Steps`]), or when a unit direction
    /// raises `r` and keeps every constraint (a recession direction). The known points are
    /// `points` (over all columns, in the set) and every point found by a test, which join
    /// `points`. The tableau is built only when some inequality needs a test.
    ///
    /// Also returns the steps worked out from the points (all of them, in order): when no
    /// equality is found, redundancy removal asks its questions of the same constraints
    /// and can start from them.
    pub(crate) fn implicit_equalities(
        &self,
        points: &mut Vec<Vec<Int>>,
    ) -> Option<(Vec<bool>, Steps)> {
        let mut tab: Option<Tableau> = None;
        if points.is_empty() {
            // Without a known point the recession argument needs emptiness settled first.
            let mut s = Tableau::new(self, true);
            if !s.simplex.restore() {
                return None;
            }
            tab = Some(s);
        }
        let mut steps = Steps::new(self, points);
        let mut out = Vec::with_capacity(self.ineqs.len());
        for (k, r) in self.ineqs.iter().enumerate() {
            if steps.raises(self, k)
                || (1..r.len())
                    .any(|j| !r[j].is_zero() && self.is_unit_recession(j, r[j].signum(), None))
            {
                out.push(false);
                continue;
            }
            let s = match &mut tab {
                Some(s) => s,
                None => {
                    let mut s = Tableau::new(self, true);
                    if !s.simplex.restore() {
                        return None;
                    }
                    tab.insert(s)
                }
            };
            let mut up = r.clone();
            up[0] -= &Int::ONE;
            let before = points.len();
            out.push(self.empty_with(s, &up, points));
            for p in &points[before..] {
                steps.add(self, p);
            }
        }
        Some((out, steps))
    }

    /// Is this basic map plus `row >= 0` empty over the integers? One test on `tab`, a
    /// tableau of this basic map (rolled back); a point found joins `points`. When the cuts
    /// do not decide, the exact test on an explicit copy.
    pub(crate) fn empty_with(
        &self,
        tab: &mut Tableau,
        row: &Row,
        points: &mut Vec<Vec<Int>>,
    ) -> bool {
        match tab.probe(&[row], true) {
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
}
