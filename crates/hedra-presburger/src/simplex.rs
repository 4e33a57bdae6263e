//! A dense lexicographic simplex over the integers: rational lexicographic minima, exact
//! integer lexicographic minima (Gomory cuts), and emptiness, with snapshots and rollback.
//!
//! # The problem
//!
//! Given integer unknowns `x_0, ..., x_{n-1}` and constraints `a . x + b >= 0` (integer
//! coefficients), find the lexicographically smallest integer `x` that satisfies them, or
//! prove that there is none, or that the minimum does not exist (some `x_k` descends forever).
//!
//! # The big parameter
//!
//! The simplex wants non-negative unknowns. We substitute `x_k = x'_k - M` where `M` is a
//! symbolic, arbitrarily large integer, and ask for the lexicographic minimum of `x' >= 0`.
//! Every value in the tableau is then `(c + m M) / d`, compared by `m` first and `c` second.
//! At the optimum, `x'_k = (c + d M) / d` means `x_k = c / d` is a true (finite) value; any
//! other coefficient of `M` means `x_k` has no lower bound once the earlier unknowns are at
//! their minimum: the minimum is [`LexMin::Unbounded`]. (This is the "big parameter" of
//! Feautrier's parametric integer programming.) `M` is also taken to be divisible by every
//! denominator that ever occurs, so that `m M / d` is an integer and integrality only
//! concerns `c / d`.
//!
//! # The tableau
//!
//! Every *unknown* (the `n` variables `x'_k`, each constraint's slack, each cut) is either a
//! *column* (non-basic, at value zero) or a *row* (basic, an affine function of the columns).
//! There are always exactly `n` columns. A row is stored as integers
//!
//! ```text
//!   [ d | c | m | a_0 ... a_{n-1} ]      meaning   u = (c + m M + sum_j a_j col_j) / d,  d > 0
//! ```
//!
//! in one flat `Vec<Int>` (dense, no per-row allocation), and is kept primitive (the gcd of
//! its entries is one), so a row has a unique representation. [`Int`] is the transprecision
//! integer: machine-word arithmetic, checked, with a big-integer fallback, so nothing can
//! overflow in silence.
//!
//! # Lexicographic dual simplex
//!
//! At the start all `x'` are columns: the point `x' = 0` is the lexicographically smallest
//! point of the non-negative orthant, but some constraint rows may have negative values.
//! The invariant that makes the method lexicographic is that each column, read as the vector
//! of its coefficients in the variable rows `x'_0, ..., x'_{n-1}` (a column variable reads as a
//! unit vector), is lexicographically positive. While some row `r` has a negative value, we
//! pivot it with the column `j` among those with `a_rj > 0` whose column divided by `a_rj`
//! is lexicographically smallest: the sample point then increases by the least possible
//! amount in the lexicographic order, and stays the lexicographic minimum of the constraints
//! seen so far. If no `a_rj > 0` exists, the row can never become non-negative: the
//! constraints have no rational solution.
//!
//! Example: `x0 + x1 >= 3` and `x0 - x1 >= -1`. With `x = x' - M` the first row is
//! `x'0 + x'1 - 2M - 3`, negative. Both columns have coefficient one; `x'1`'s unit vector
//! `(0, 1)` is smaller than `x'0`'s `(1, 0)`, so `x'1` enters (raising `x1` costs less than
//! raising `x0`): `x'1 = s0 - x'0 + 2M + 3`. The second row becomes `2x'0 - s0 - 2M - 2`,
//! negative, and only `x'0` has a positive coefficient: `x'0 = (s1 + s0 + 2M + 2) / 2`. All
//! rows are now non-negative; the sample point is `x0 = 1, x1 = 2`, the lexicographic minimum.
//!
//! # Integrality: Gomory cuts
//!
//! When the rational optimum has a fractional variable, take the first one (in the order of
//! the variables), with row `x = (c + m M + sum a_j y_j) / d`. All column unknowns `y_j` are
//! non-negative integers (variables, slacks of integer constraints and of earlier cuts), so
//! `x - sum floor(a_j/d) y_j - m M / d = c/d + sum frac(a_j/d) y_j` is an integer at least
//! `c/d`, hence at least `ceil(c/d)`. The cut `sum frac(a_j/d) y_j >= frac(-c/d)` is a new
//! row, negative at the current point; the dual simplex resumes. Choosing the first
//! fractional variable with the lexicographic rule makes this finite (Gomory's theorem); we
//! still cap the number of cuts, and callers fall back to the Omega test beyond it.
//!
//! # Snapshots
//!
//! Every pivot and every added row is recorded in an undo log. [`LexSimplex::snapshot`]
//! remembers the log's length; [`LexSimplex::rollback`] undoes later entries (a pivot is
//! undone by pivoting the same position again; primitive rows make this exact). Many
//! related questions (is this constraint redundant? is the set empty with this one more
//! constraint?) then share one tableau.

use crate::int::{lin2, Int};

/// Entries before the columns: denominator, constant, coefficient of `M`.
const HEADER: usize = 3;

/// Where an unknown lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pos {
    Row(usize),
    Col(usize),
}

#[derive(Clone, Copy, Debug)]
enum Undo {
    Pivot(usize, usize),
    AddRow,
}

/// A point in the undo log; see [`LexSimplex::rollback`].
#[derive(Clone, Copy, Debug)]
pub struct Snapshot {
    undo_len: usize,
    empty: bool,
}

/// The outcome of an integer lexicographic minimization.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LexMin {
    /// No integer point.
    Empty,
    /// Some leading variable has no lower bound once the earlier ones are at their minimum.
    Unbounded,
    /// The minimum (values of the leading variables that were asked for).
    Point(Vec<Int>),
}

/// Too many cuts or pivots: the caller should use another method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GaveUp;

/// The dense lexicographic simplex tableau (see the module documentation).
#[derive(Clone, Debug)]
pub struct LexSimplex {
    n_var: usize,
    stride: usize,
    data: Vec<Int>,
    n_row: usize,
    row_unknown: Vec<usize>,
    col_unknown: Vec<usize>,
    pos: Vec<Pos>,
    undo: Vec<Undo>,
    empty: bool,
    scratch: Vec<Int>,
}

impl LexSimplex {
    /// A tableau over `n_var` integer variables without constraints.
    pub fn new(n_var: usize) -> LexSimplex {
        LexSimplex {
            n_var,
            stride: HEADER + n_var,
            data: Vec::new(),
            n_row: 0,
            row_unknown: Vec::new(),
            col_unknown: (0..n_var).collect(),
            pos: (0..n_var).map(Pos::Col).collect(),
            undo: Vec::new(),
            empty: false,
            scratch: Vec::with_capacity(HEADER + n_var),
        }
    }

    /// Number of variables.
    pub fn n_var(&self) -> usize {
        self.n_var
    }

    /// True once a contradiction has been found (until rolled back).
    pub fn is_marked_empty(&self) -> bool {
        self.empty
    }

    fn row(&self, i: usize) -> &[Int] {
        &self.data[i * self.stride..(i + 1) * self.stride]
    }

    /// Adds the constraint `constant + sum coeffs[k] x_k >= 0` (`coeffs.len() == n_var`).
    /// The tableau may become infeasible; [`LexSimplex::restore`] repairs it.
    pub fn add_ineq(&mut self, constant: &Int, coeffs: &[Int]) {
        debug_assert_eq!(coeffs.len(), self.n_var);
        let s = self.stride;
        // The new row is built in place at the end of `data` (no temporary vector).
        let base = self.n_row * s;
        self.data.resize(base + s, Int::ZERO);
        let (old, new) = self.data.split_at_mut(base);
        new[0] = Int::ONE;
        new[1] = constant.clone();
        // x_k = x'_k - M.
        let mut msum = Int::ZERO;
        for a in coeffs {
            if !a.is_zero() {
                msum -= a;
            }
        }
        new[2] = msum;
        for (k, a) in coeffs.iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            match self.pos[k] {
                Pos::Col(c) => {
                    // The row so far is over the denominator new[0].
                    let t = a * &new[0];
                    new[HEADER + c] += &t;
                }
                Pos::Row(r) => {
                    let row = &old[r * s..(r + 1) * s];
                    if row[0].is_one() && new[0].is_one() {
                        for j in 1..s {
                            if !row[j].is_zero() {
                                new[j] += &(a * &row[j]);
                            }
                        }
                        continue;
                    }
                    let l = new[0].lcm(&row[0]);
                    let f = l.div_exact(&new[0]);
                    let g = &l.div_exact(&row[0]) * a;
                    new[0] = l;
                    for j in 1..s {
                        new[j] = lin2(&f, &new[j], &g, &row[j]);
                    }
                }
            }
        }
        normalize(new);
        let id = self.pos.len();
        self.pos.push(Pos::Row(self.n_row));
        self.row_unknown.push(id);
        self.n_row += 1;
        self.undo.push(Undo::AddRow);
    }

    /// Reserves room for `rows` more rows.
    pub fn reserve_rows(&mut self, rows: usize) {
        self.data.reserve(rows * self.stride);
        self.row_unknown.reserve(rows);
        self.pos.reserve(rows);
        self.undo.reserve(rows);
    }

    /// Adds `constant + sum coeffs[k] x_k = 0` (as two inequalities).
    pub fn add_eq(&mut self, constant: &Int, coeffs: &[Int]) {
        self.add_ineq(constant, coeffs);
        let neg: Vec<Int> = coeffs.iter().map(|v| -v).collect();
        self.add_ineq(&-constant, &neg);
    }

    /// The current position in the undo log.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            undo_len: self.undo.len(),
            empty: self.empty,
        }
    }

    /// Undoes every pivot and every added row since `snap`.
    pub fn rollback(&mut self, snap: Snapshot) {
        while self.undo.len() > snap.undo_len {
            match self.undo.pop().expect("checked length") {
                Undo::Pivot(r, c) => self.pivot_raw(r, c),
                Undo::AddRow => {
                    self.n_row -= 1;
                    self.data.truncate(self.n_row * self.stride);
                    let id = self.row_unknown.pop().expect("a row to remove");
                    debug_assert_eq!(id + 1, self.pos.len());
                    self.pos.pop();
                }
            }
        }
        self.empty = snap.empty;
    }

    /// Sign of the value of row `i` at the sample point (`M` dominates the constant).
    fn row_sign(&self, i: usize) -> i32 {
        let row = self.row(i);
        if !row[2].is_zero() {
            row[2].signum()
        } else {
            row[1].signum()
        }
    }

    /// Compares column `c1` divided by `p1` with column `c2` divided by `p2` (both `p > 0`)
    /// lexicographically over the variable rows.
    fn cmp_cols(&self, c1: usize, p1: &Int, c2: usize, p2: &Int) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        for k in 0..self.n_var {
            match self.pos[k] {
                Pos::Col(c) => {
                    if c == c1 {
                        return Ordering::Greater;
                    }
                    if c == c2 {
                        return Ordering::Less;
                    }
                }
                Pos::Row(r) => {
                    let row = self.row(r);
                    let (a, b) = (&row[HEADER + c1], &row[HEADER + c2]);
                    if a.is_zero() && b.is_zero() {
                        continue;
                    }
                    let o = (a * p2).cmp(&(b * p1));
                    if o != Ordering::Equal {
                        return o;
                    }
                }
            }
        }
        Ordering::Equal
    }

    /// Pivots row `r` with column `c` and records it.
    fn pivot(&mut self, r: usize, c: usize) {
        self.pivot_raw(r, c);
        self.undo.push(Undo::Pivot(r, c));
    }

    /// Exchanges the unknown of row `r` with the unknown of column `c` (`a_rc != 0`).
    fn pivot_raw(&mut self, r: usize, c: usize) {
        let s = self.stride;
        let pc = HEADER + c;
        self.scratch.clear();
        self.scratch
            .extend_from_slice(&self.data[r * s..(r + 1) * s]);
        let old = std::mem::take(&mut self.scratch);
        let a = old[pc].clone();
        let d = old[0].clone();
        debug_assert!(!a.is_zero());
        let neg = a.is_negative();
        for i in 0..self.n_row {
            if i == r {
                continue;
            }
            let row = &mut self.data[i * s..(i + 1) * s];
            if row[pc].is_zero() {
                continue;
            }
            let nb = -&row[pc];
            row[0] = &row[0] * &a;
            for k in 1..s {
                if k == pc {
                    row[k] = &nb * &d;
                    row[k] = -&row[k];
                } else if !old[k].is_zero() || !row[k].is_zero() {
                    row[k] = lin2(&a, &row[k], &nb, &old[k]);
                }
            }
            if neg {
                for v in row.iter_mut() {
                    *v = -&*v;
                }
            }
            normalize(row);
        }
        {
            let row = &mut self.data[r * s..(r + 1) * s];
            for v in row[1..].iter_mut() {
                if !v.is_zero() {
                    *v = -&*v;
                }
            }
            row[pc] = d;
            row[0] = a;
            if neg {
                for v in row.iter_mut() {
                    *v = -&*v;
                }
            }
            normalize(row);
        }
        self.scratch = old;
        let ur = self.row_unknown[r];
        let uc = self.col_unknown[c];
        self.row_unknown[r] = uc;
        self.col_unknown[c] = ur;
        self.pos[uc] = Pos::Row(r);
        self.pos[ur] = Pos::Col(c);
    }

    /// Runs the lexicographic dual simplex until every row is non-negative. Returns `false`
    /// (and marks the tableau empty) when the constraints have no rational solution.
    pub fn restore(&mut self) -> bool {
        if self.empty {
            return false;
        }
        loop {
            let Some(r) = (0..self.n_row).find(|&i| self.row_sign(i) < 0) else {
                return true;
            };
            let mut best: Option<usize> = None;
            for c in 0..self.n_var {
                if !self.row(r)[HEADER + c].is_positive() {
                    continue;
                }
                best = Some(match best {
                    None => c,
                    Some(b) => {
                        let row = self.row(r);
                        let (pc, pb) = (&row[HEADER + c], &row[HEADER + b]);
                        if self.cmp_cols(c, pc, b, pb) == std::cmp::Ordering::Less {
                            c
                        } else {
                            b
                        }
                    }
                });
            }
            match best {
                Some(c) => self.pivot(r, c),
                None => {
                    self.empty = true;
                    return false;
                }
            }
        }
    }

    /// The value of variable `k` at the sample point as `(c, m, d)`: `x_k = (c + m M)/d - M`.
    fn var_value(&self, k: usize) -> (Int, Int, Int) {
        match self.pos[k] {
            Pos::Col(_) => (Int::ZERO, Int::ZERO, Int::ONE),
            Pos::Row(r) => {
                let row = self.row(r);
                (row[1].clone(), row[2].clone(), row[0].clone())
            }
        }
    }

    /// Adds the Gomory cut of row `r` (see the module documentation).
    fn add_cut(&mut self, r: usize) {
        let s = self.stride;
        let mut cut = vec![Int::ZERO; s];
        {
            let row = self.row(r);
            let d = &row[0];
            cut[0] = d.clone();
            cut[1] = -(-&row[1]).mod_floor(d);
            for j in HEADER..s {
                cut[j] = row[j].mod_floor(d);
            }
        }
        normalize(&mut cut);
        self.data.extend(cut);
        let id = self.pos.len();
        self.pos.push(Pos::Row(self.n_row));
        self.row_unknown.push(id);
        self.n_row += 1;
        self.undo.push(Undo::AddRow);
    }

    /// The integer lexicographic minimum. The first `n_lead` variables are the ones whose
    /// values are returned and must be bounded; the others only need integer values.
    /// Gives up after `max_cuts` cuts. The tableau keeps the cuts (roll back to drop them).
    pub fn integer_lexmin(
        &mut self,
        n_lead: usize,
        max_cuts: usize,
    ) -> std::result::Result<LexMin, GaveUp> {
        let mut cuts = 0;
        loop {
            if !self.restore() {
                return Ok(LexMin::Empty);
            }
            let frac = (0..self.n_var).find_map(|k| match self.pos[k] {
                Pos::Row(r) => {
                    let row = self.row(r);
                    (!row[0].is_one() && !row[1].mod_floor(&row[0]).is_zero()).then_some(r)
                }
                Pos::Col(_) => None,
            });
            let Some(r) = frac else { break };
            if cuts >= max_cuts {
                return Err(GaveUp);
            }
            cuts += 1;
            self.add_cut(r);
        }
        let mut point = Vec::with_capacity(n_lead);
        for k in 0..n_lead.min(self.n_var) {
            let (c, m, d) = self.var_value(k);
            if m != d {
                return Ok(LexMin::Unbounded);
            }
            point.push(c.div_exact(&d));
        }
        Ok(LexMin::Point(point))
    }

    /// The sample point with the big parameter replaced by the concrete value `big` (which
    /// should be a multiple of every row denominator): `x_k = (c + m big)/d - big`. `None` when
    /// some value is not an integer. Callers check the point against their constraints.
    pub fn concrete_point(&self, big: &Int) -> Option<Vec<Int>> {
        let mut out = Vec::with_capacity(self.n_var);
        for k in 0..self.n_var {
            let (c, m, d) = self.var_value(k);
            let num = &c + &(&m * big);
            if !num.mod_floor(&d).is_zero() {
                return None;
            }
            out.push(&num.div_exact(&d) - big);
        }
        Some(out)
    }

    /// The rational value of variable `k` at the sample point as `(num, den)` with `den > 0`,
    /// or `None` when it involves the big parameter (after [`LexSimplex::restore`]: the
    /// variable has no lower bound once the earlier ones are at their minimum).
    pub fn rational_value(&self, k: usize) -> Option<(Int, Int)> {
        let (c, m, d) = self.var_value(k);
        (m == d).then_some((c, d))
    }

    /// The least common multiple of the denominators of the variable rows.
    pub fn var_denominator_lcm(&self) -> Int {
        let mut l = Int::ONE;
        for k in 0..self.n_var {
            if let Pos::Row(r) = self.pos[k] {
                l = l.lcm(&self.row(r)[0]);
            }
        }
        l
    }

    /// True when the constraints have no rational solution.
    pub fn is_rationally_empty(&mut self) -> bool {
        !self.restore()
    }

    /// Integer emptiness: `Ok(true)` when there is no integer point.
    pub fn is_integer_empty(&mut self, max_cuts: usize) -> std::result::Result<bool, GaveUp> {
        let snap = self.snapshot();
        let r = self.integer_lexmin(0, max_cuts);
        let out = r.map(|r| r == LexMin::Empty);
        if out == Ok(false) || out.is_err() {
            self.rollback(snap);
        }
        out
    }
}

/// Divides a row by the gcd of its entries (the denominator included).
pub(crate) fn normalize(row: &mut [Int]) {
    let mut g = Int::ZERO;
    for v in row.iter() {
        if !v.is_zero() {
            g = g.gcd(v);
            if g.is_one() {
                return;
            }
        }
    }
    if g.is_zero() || g.is_one() {
        return;
    }
    for v in row.iter_mut() {
        if !v.is_zero() {
            *v = v.div_exact(&g);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(v: &[i64]) -> Vec<Int> {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    fn solve(n: usize, ineqs: &[(i64, &[i64])]) -> LexMin {
        let mut s = LexSimplex::new(n);
        for (c, a) in ineqs {
            s.add_ineq(&Int::from(*c), &ints(a));
        }
        s.integer_lexmin(n, 1000).expect("no give up")
    }

    #[test]
    fn module_example() {
        // x0 + x1 >= 3, x0 - x1 >= -1, x0 >= 0.
        let r = solve(2, &[(-3, &[1, 1]), (1, &[1, -1]), (0, &[1, 0])]);
        assert_eq!(r, LexMin::Point(ints(&[1, 2])));
    }

    #[test]
    fn unbounded_and_empty() {
        assert_eq!(solve(1, &[(5, &[-1])]), LexMin::Unbounded);
        assert_eq!(solve(1, &[(-1, &[2]), (1, &[-2])]), LexMin::Empty);
        // Bounded first variable, unbounded second.
        assert_eq!(solve(2, &[(0, &[1, 0]), (3, &[-1, 0])]), LexMin::Unbounded);
    }

    #[test]
    fn needs_cuts() {
        // 2x = y, 3 <= y: x >= 2 (y = 4); first var y? order (x, y).
        let r = solve(2, &[(0, &[2, -1]), (0, &[-2, 1]), (-3, &[0, 1])]);
        assert_eq!(r, LexMin::Point(ints(&[2, 4])));
        // 3x + 5y >= 7, x,y >= 0, x <= 10: lexmin x = 0, y = 2.
        let r = solve(
            2,
            &[(-7, &[3, 5]), (0, &[1, 0]), (0, &[0, 1]), (10, &[-1, 0])],
        );
        assert_eq!(r, LexMin::Point(ints(&[0, 2])));
    }

    /// Adding a constraint after pivots: its column terms must be scaled by the running
    /// denominator (a case that once made a feasible system look empty).
    #[test]
    fn add_after_pivots() {
        let mut s = LexSimplex::new(2);
        s.add_eq(&Int::from(-1), &ints(&[2, -1]));
        assert!(s.restore());
        s.add_ineq(&Int::from(-1), &ints(&[1, 0]));
        s.add_ineq(&Int::from(-2), &ints(&[-1, 1]));
        assert_eq!(
            s.integer_lexmin(2, 10).unwrap(),
            LexMin::Point(ints(&[3, 5]))
        );
    }

    #[test]
    fn rollback_restores() {
        let mut s = LexSimplex::new(2);
        s.add_ineq(&Int::from(0), &ints(&[1, 0]));
        s.add_ineq(&Int::from(0), &ints(&[0, 1]));
        assert!(s.restore());
        let snap = s.snapshot();
        s.add_ineq(&Int::from(-5), &ints(&[1, 1]));
        s.add_ineq(&Int::from(1), &ints(&[-1, -1]));
        assert!(!s.restore());
        s.rollback(snap);
        assert!(!s.is_marked_empty());
        assert_eq!(
            s.integer_lexmin(2, 10).unwrap(),
            LexMin::Point(ints(&[0, 0]))
        );
    }
}
