//! The main tableau of the parametric simplex: rows whose constant is an affine function of
//! the context (see the [module documentation](super) for the method).
//!
//! Every unknown (a variable `x'_k = x_k + M`, the slack of a constraint, the slack of a cut)
//! is a *column* (non-basic, value zero) or a *row* (basic). A row is one slice of integers
//!
//! ```text
//!   [ d | m | c_0 c_1 ... c_{w-1} | a_0 ... a_{n-1} ]
//!   u = (c_0 + c_1 p_1 + ... + c_{w-1} p_{w-1} + m M + sum_j a_j col_j) / d,   d > 0
//! ```
//!
//! where `p_1 .. p_{w-1}` are the context variables (parameters, input dimensions, divs of the
//! context), `M` is the big parameter and `col_j` the column unknowns. The value of a row at
//! the sample point (all columns zero) is its *constant* `(c(p) + m M) / d`. Rows are kept
//! primitive (the gcd of all entries is one), so equal rows have equal representations.
//!
//! The context part is as wide as the context's capacity for divs ([`super::context`]):
//! adding a div to the context never moves an entry here.

use crate::entry::normalize_exact as normalize;
use crate::int::{lin2, Int};

/// Where an unknown lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Row(usize),
    Col(usize),
}

/// Index of the denominator in a row.
const DEN: usize = 0;
/// Index of the coefficient of the big parameter.
const BIG: usize = 1;
/// Index of the first entry of the constant (the context part).
const CTX: usize = 2;

/// The parametric tableau. Cloned at each split of the context (the tableaux are small).
#[derive(Clone, Debug)]
pub(super) struct Tableau {
    /// Number of variables (the unknowns `0..n_var`, in the lexicographic order).
    n_var: usize,
    /// The leading variables `0..n_lead`, whose order and sign matter; the others only need
    /// to exist and may be negated.
    n_lead: usize,
    /// Width of the context part (constant term included).
    w: usize,
    stride: usize,
    data: Vec<Int>,
    n_row: usize,
    row_unknown: Vec<usize>,
    col_unknown: Vec<usize>,
    place: Vec<Place>,
    /// Columns fixed at zero for good (the slacks of equalities).
    dead: Vec<bool>,
    /// Variables replaced by their negation (see [`Tableau::negate_column`]).
    negated: Vec<bool>,
}

impl Tableau {
    /// `n_var` variables (the first `n_lead` of them leading), all columns, no constraint;
    /// constants `w` entries wide.
    pub(super) fn new(n_var: usize, n_lead: usize, w: usize) -> Tableau {
        Tableau {
            n_var,
            n_lead,
            w,
            stride: CTX + w + n_var,
            data: Vec::new(),
            n_row: 0,
            row_unknown: Vec::new(),
            col_unknown: (0..n_var).collect(),
            place: (0..n_var).map(Place::Col).collect(),
            dead: vec![false; n_var],
            negated: vec![false; n_var],
        }
    }

    pub(super) fn n_row(&self) -> usize {
        self.n_row
    }

    fn row(&self, r: usize) -> &[Int] {
        &self.data[r * self.stride..(r + 1) * self.stride]
    }

    /// Sign of the coefficient of `M` in the constant of row `r`.
    pub(super) fn big_sign(&self, r: usize) -> i32 {
        self.row(r)[BIG].signum()
    }

    /// The context part `c(p)` of the constant of row `r` (its sign is the sign of the row
    /// when `m = 0`; the positive denominator does not matter).
    pub(super) fn constant(&self, r: usize) -> &[Int] {
        &self.row(r)[CTX..CTX + self.w]
    }

    /// Adds the constraint `sum_k vars[k] x_k + ctx . (1, p) >= 0` as a new row (written in
    /// the current columns: basic variables are substituted) and returns it.
    pub(super) fn add_row(&mut self, vars: &[Int], ctx: &[Int]) -> usize {
        debug_assert_eq!(vars.len(), self.n_var);
        debug_assert_eq!(ctx.len(), self.w);
        let s = self.stride;
        let col0 = CTX + self.w;
        let base = self.n_row * s;
        self.data.resize(base + s, Int::ZERO);
        let (old, new) = self.data.split_at_mut(base);
        new[DEN] = Int::ONE;
        new[CTX..col0].clone_from_slice(ctx);
        // A negated variable is the unknown of -x_k: flip its coefficient.
        let vars: Vec<Int> = vars
            .iter()
            .zip(&self.negated)
            .map(|(a, &n)| if n { -a } else { a.clone() })
            .collect();
        // x_k = x'_k - M.
        let mut big = Int::ZERO;
        for a in vars.iter().filter(|a| !a.is_zero()) {
            big -= a;
        }
        new[BIG] = big;
        for (k, a) in vars.iter().enumerate().filter(|(_, a)| !a.is_zero()) {
            match self.place[k] {
                Place::Col(c) => {
                    let t = a * &new[DEN];
                    new[col0 + c] += &t;
                }
                Place::Row(r) => {
                    // new/e + a * row/d = (new * (l/e) + row * a * (l/d)) / l
                    let row = &old[r * s..(r + 1) * s];
                    let l = new[DEN].lcm(&row[DEN]);
                    let f = l.div_exact(&new[DEN]);
                    let g = &l.div_exact(&row[DEN]) * a;
                    new[DEN] = l;
                    for (x, y) in new[1..].iter_mut().zip(&row[1..]) {
                        *x = lin2(&f, x, &g, y);
                    }
                }
            }
        }
        normalize(new);
        self.push_row_unknown();
        self.n_row - 1
    }

    fn push_row_unknown(&mut self) {
        let id = self.place.len();
        self.place.push(Place::Row(self.n_row));
        self.row_unknown.push(id);
        self.n_row += 1;
    }

    /// Removes the last row (a constraint found to concern the context only).
    pub(super) fn pop_row(&mut self) {
        self.n_row -= 1;
        self.data.truncate(self.n_row * self.stride);
        self.row_unknown.pop();
        self.place.pop();
    }

    /// True when row `r` has no non-zero coefficient on a column.
    pub(super) fn is_constant_row(&self, r: usize) -> bool {
        self.row(r)[CTX + self.w..].iter().all(|v| v.is_zero())
    }

    /// Uses the (just added) row `r` of an equality to eliminate a variable: pivots it with
    /// the column of a variable it involves and fixes its slack at zero for good. Returns
    /// `false` when the row involves no variable column.
    ///
    /// Every other column `k` becomes `col_k - (a_k/a_c) col_c` and must stay
    /// lexicographically positive (the slack's own column is dropped, so its sign does not
    /// matter). Taking for `c` the column with the lexicographically smallest `col_c / |a_c|`
    /// always works: columns of the opposite sign only grow, and those of the same sign have
    /// a larger ratio. (At the start, with unit columns, that is the *last* variable of the
    /// row.) A variable with a unit coefficient is better still: its row then has no
    /// denominator and needs no cut (`x = 4e`, not `e = x/4`, for a stride). It is tried
    /// first, after negating the non-leading variables whose coefficient has its sign (their
    /// values do not matter, only their existence), and kept only if every column is still
    /// lexicographically positive.
    pub(super) fn eliminate_with_equality(&mut self, r: usize) -> bool {
        let col0 = CTX + self.w;
        let involved: Vec<(usize, usize)> = (0..self.n_var)
            .filter_map(|k| match self.place[k] {
                Place::Col(c) if !self.row(r)[col0 + c].is_zero() => Some((k, c)),
                _ => None,
            })
            .collect();
        // The lexicographically smallest ratio.
        let mut best: Option<(usize, Int)> = None;
        for &(_, c) in &involved {
            let a = self.row(r)[col0 + c].abs();
            best = match best {
                Some((b, pb)) if !self.column_less(c, &a, b, &pb) => Some((b, pb)),
                _ => Some((c, a)),
            };
        }
        let Some((mut chosen, _)) = best else {
            return false;
        };
        let den = self.row(r)[DEN].clone();
        let unit = involved
            .iter()
            .find(|&&(_, c)| self.row(r)[col0 + c].abs() == den);
        let mut done = false;
        if let Some(&(j, c)) = unit.filter(|&&(_, c)| c != chosen) {
            let mut trial = self.clone();
            let a = trial.row(r)[col0 + c].signum();
            for &(k, ck) in &involved {
                let b = trial.row(r)[col0 + ck].signum();
                if k > j && k >= trial.n_lead && a == b {
                    trial.negate_column(ck);
                    trial.negated[k] = !trial.negated[k];
                }
            }
            trial.pivot(r, c);
            // The column now holds the equality's slack, about to be dropped.
            trial.dead[c] = true;
            if trial.columns_lexicographically_positive() {
                *self = trial;
                chosen = c;
                done = true;
            }
        }
        if !done {
            self.pivot(r, chosen);
        }
        self.dead[chosen] = true;
        let s = self.stride;
        for i in 0..self.n_row {
            self.data[i * s + col0 + chosen] = Int::ZERO;
        }
        debug_assert!(self.columns_lexicographically_positive());
        true
    }

    /// Replaces the (non-leading) column unknown `y = x' = x + M` of column `c` by the one of
    /// `-x`, that is `2M - y`: the column's coefficients change sign and `2a` goes to the
    /// coefficient of `M`. Rows added later flip the variable's coefficient ([`Tableau::add_row`]).
    fn negate_column(&mut self, c: usize) {
        let s = self.stride;
        let pc = CTX + self.w + c;
        for i in 0..self.n_row {
            let row = &mut self.data[i * s..(i + 1) * s];
            if row[pc].is_zero() {
                continue;
            }
            let two_a = &row[pc] * &Int::from(2);
            row[BIG] += &two_a;
            row[pc] = -&row[pc];
        }
    }

    /// True when every live column's first non-zero entry over the variable rows (a column
    /// variable reads as a unit vector) is positive.
    fn columns_lexicographically_positive(&self) -> bool {
        let col0 = CTX + self.w;
        (0..self.n_var).filter(|&c| !self.dead[c]).all(|c| {
            for k in 0..self.n_var {
                match self.place[k] {
                    Place::Col(cc) if cc == c => return true,
                    Place::Col(_) => {}
                    Place::Row(r) => {
                        let v = &self.row(r)[col0 + c];
                        if !v.is_zero() {
                            return v.is_positive();
                        }
                    }
                }
            }
            true
        })
    }

    /// The entering column for the (negative) row `r` by the lexicographic rule: among the
    /// columns `j` with `a_rj > 0`, the one whose column divided by `a_rj` is lexicographically
    /// smallest over the variable rows. `None` when no coefficient is positive.
    pub(super) fn entering_column(&self, r: usize) -> Option<usize> {
        let col0 = CTX + self.w;
        let row = self.row(r);
        let mut best: Option<usize> = None;
        for c in 0..self.n_var {
            if self.dead[c] || !row[col0 + c].is_positive() {
                continue;
            }
            best = match best {
                Some(b) if !self.column_less(c, &row[col0 + c], b, &row[col0 + b]) => Some(b),
                _ => Some(c),
            };
        }
        best
    }

    /// Is column `c1` divided by `p1` lexicographically smaller than column `c2` divided by
    /// `p2` (both `p > 0`)? Compared entry by entry over the variable rows; a variable that is
    /// a column reads as a unit vector.
    fn column_less(&self, c1: usize, p1: &Int, c2: usize, p2: &Int) -> bool {
        let col0 = CTX + self.w;
        for k in 0..self.n_var {
            match self.place[k] {
                Place::Col(c) if c == c1 => return false,
                Place::Col(c) if c == c2 => return true,
                Place::Col(_) => {}
                Place::Row(r) => {
                    let row = self.row(r);
                    let (a, b) = (&row[col0 + c1], &row[col0 + c2]);
                    if a.is_zero() && b.is_zero() {
                        continue;
                    }
                    match (a * p2).cmp(&(b * p1)) {
                        std::cmp::Ordering::Equal => {}
                        o => return o == std::cmp::Ordering::Less,
                    }
                }
            }
        }
        false
    }

    /// The dual simplex pivot of the negative row `r` with the entering column `c` of
    /// [`Tableau::entering_column`]: the columns stay lexicographically positive.
    pub(super) fn dual_pivot(&mut self, r: usize, c: usize) {
        self.pivot(r, c);
        debug_assert!(self.columns_lexicographically_positive());
    }

    /// Exchanges the unknown of row `r` with the unknown of column `c` (`a_rc != 0`).
    ///
    /// Row `r` reads `u = (a y + rest) / d` with `y` the column unknown; solved for `y` it is
    /// `y = (d u - rest) / a`. Every other row `v = (b y + rest') / e` becomes
    /// `v = (b d u + a rest' - b rest) / (e a)`. Negative denominators flip the signs.
    fn pivot(&mut self, r: usize, c: usize) {
        let s = self.stride;
        let pc = CTX + self.w + c;
        let piv: Vec<Int> = self.row(r).to_vec();
        let a = &piv[pc];
        let d = &piv[DEN];
        let flip = a.is_negative();
        for i in (0..self.n_row).filter(|&i| i != r) {
            let row = &mut self.data[i * s..(i + 1) * s];
            if row[pc].is_zero() {
                continue;
            }
            let b = std::mem::replace(&mut row[pc], Int::ZERO);
            let nb = -&b;
            row[DEN] = &row[DEN] * a;
            for (x, y) in row[1..].iter_mut().zip(&piv[1..]) {
                if !x.is_zero() || !y.is_zero() {
                    *x = lin2(a, x, &nb, y);
                }
            }
            row[pc] = &b * d;
            if flip {
                row.iter_mut().for_each(|v| *v = -&*v);
            }
            normalize(row);
        }
        let row = &mut self.data[r * s..(r + 1) * s];
        for v in row[1..].iter_mut() {
            *v = -&*v;
        }
        row[pc] = d.clone();
        row[DEN] = a.clone();
        if flip {
            row.iter_mut().for_each(|v| *v = -&*v);
        }
        normalize(row);
        let (ur, uc) = (self.row_unknown[r], self.col_unknown[c]);
        self.row_unknown[r] = uc;
        self.col_unknown[c] = ur;
        self.place[uc] = Place::Row(r);
        self.place[ur] = Place::Col(c);
    }

    /// The row of variable `k`, or `None` when the variable is a column (at value `-M`).
    pub(super) fn var_row(&self, k: usize) -> Option<usize> {
        match self.place[k] {
            Place::Row(r) => Some(r),
            Place::Col(_) => None,
        }
    }

    /// `(d, m)` of row `r`.
    pub(super) fn den_and_big(&self, r: usize) -> (&Int, &Int) {
        let row = self.row(r);
        (&row[DEN], &row[BIG])
    }

    /// Adds the parametric Gomory cut of the row `r` of an integer unknown (see the module
    /// documentation of [`super`]): with `u = (c(p) + m M + sum_j a_j y_j) / d`, the row
    ///
    /// ```text
    ///   (constant(p) + sum_j (a_j mod d) y_j) / d  >=  0,
    /// ```
    ///
    /// where `constant` is `c(p) + d q` with the context div `q = floor(-c(p)/d)` (the caller
    /// makes the div, or folds it when `c` is a number). The new row is an integer unknown.
    pub(super) fn add_cut(&mut self, r: usize, constant: &[Int]) {
        let s = self.stride;
        let col0 = CTX + self.w;
        let mut cut = vec![Int::ZERO; s];
        {
            let row = self.row(r);
            let d = &row[DEN];
            cut[DEN] = d.clone();
            cut[CTX..col0].clone_from_slice(constant);
            for j in col0..s {
                cut[j] = row[j].mod_floor(d);
            }
        }
        normalize(&mut cut);
        self.data.extend(cut);
        self.push_row_unknown();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(v: &[i64]) -> Vec<Int> {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    /// `x0 + x1 >= 3`, `x0 - x1 >= -1` (the example of [`crate::simplex`]), with a trivial
    /// context: two lexicographic pivots reach `x0 = 1, x1 = 2`.
    #[test]
    fn pivots_reach_the_lexmin() {
        let mut t = Tableau::new(2, 2, 1);
        let r0 = t.add_row(&ints(&[1, 1]), &ints(&[-3]));
        t.add_row(&ints(&[1, -1]), &ints(&[1]));
        assert!(t.big_sign(r0) < 0);
        let c = t.entering_column(r0).unwrap();
        t.pivot(r0, c);
        // Now the second constraint is the negative one.
        let r1 = (0..t.n_row())
            .find(|&r| t.big_sign(r) < 0 || (t.big_sign(r) == 0 && t.constant(r)[0] < 0))
            .unwrap();
        let c = t.entering_column(r1).unwrap();
        t.pivot(r1, c);
        let value = |k: usize| {
            let r = t.var_row(k).unwrap();
            let (d, m) = t.den_and_big(r);
            assert_eq!(m, d);
            t.constant(r)[0].div_exact(d)
        };
        assert_eq!(value(0), Int::from(1));
        assert_eq!(value(1), Int::from(2));
    }
}
