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
//! in one flat buffer (dense, no per-row allocation), and is kept primitive (the gcd of its
//! entries is one), so a row has a unique representation.
//!
//! # Transprecision
//!
//! The buffer starts as plain `i64` entries; every operation on them is checked (products in
//! 128 bits, see the `entry` module). The first operation whose exact result does not fit
//! converts the *whole* tableau to [`Int`] entries (arbitrary precision) and finishes there:
//! an added row or a cut is simply rebuilt, and a pivot that overflows after some rows were
//! already updated resumes at the row where it stopped (each row is computed aside and
//! written back only when complete, and the pivot row itself is updated last, so the rows
//! not yet visited still hold their old values). Nothing can overflow in silence, and almost
//! every tableau never leaves machine words.
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
//! Every added row is recorded in an undo log, and so is the state of the tableau before the
//! first pivot that follows a snapshot. [`LexSimplex::snapshot`] remembers the log's length;
//! [`LexSimplex::rollback`] undoes later entries: an added row is dropped, and a saved state
//! is put back (its buffers swapped in, so a rollback copies nothing). A copy of the tableau
//! costs less than the pivots it undoes, and a pivot made while no snapshot exists is not
//! recorded at all. Many
//! related questions (is this constraint redundant? is the set empty with this one more
//! constraint?) then share one tableau.

use crate::entry::{normalize, Entry};
use crate::int::Int;

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
    /// A state was saved (the top of `Tab::saves`) before the pivots that followed.
    Save,
    AddRow,
}

/// A tableau state put aside before pivots (see "Snapshots").
#[derive(Clone, Debug)]
struct Saved<T> {
    data: Vec<T>,
    n_row: usize,
    row_unknown: Vec<usize>,
    col_unknown: Vec<usize>,
    pos: Vec<Pos>,
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

/// Why an operation on machine-word entries stopped (see "Transprecision").
#[derive(Clone, Copy, Debug)]
enum Stop {
    /// Nothing was changed: redo the operation with exact entries.
    Redo,
    /// The pivot of row `r` with column `c` overflowed at position `k` of its row order
    /// (rows `0..n_row` without `r`, then `r` itself as position `n_row`); the earlier rows
    /// are updated, the others are not.
    MidPivot { r: usize, c: usize, k: usize },
}

/// The tableau over one kind of entry.
#[derive(Clone, Debug)]
struct Tab<T> {
    n_var: usize,
    stride: usize,
    data: Vec<T>,
    n_row: usize,
    row_unknown: Vec<usize>,
    col_unknown: Vec<usize>,
    pos: Vec<Pos>,
    undo: Vec<Undo>,
    /// Saved states, one per `Undo::Save` entry, and their positions in the log.
    saves: Vec<Saved<T>>,
    save_at: Vec<usize>,
    /// Buffers of restored states, for reuse.
    spare: Vec<Saved<T>>,
    /// The log length at the latest snapshot or rollback (`None` before the first snapshot).
    mark: std::cell::Cell<Option<usize>>,
    empty: bool,
    /// The pivot row as it was before the current pivot.
    old: Vec<T>,
    /// The row being computed.
    work: Vec<T>,
}

/// Machine words until the first overflow, then arbitrary precision.
#[derive(Clone, Debug)]
enum Repr {
    Small(Tab<i64>),
    Big(Tab<Int>),
}

/// The dense lexicographic simplex tableau (see the module documentation).
#[derive(Clone, Debug)]
pub struct LexSimplex {
    repr: Repr,
    /// How the tableau left machine words, if it did (for tests).
    switched: Option<Switch>,
}

/// How a tableau switched to exact entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Switch {
    /// While adding a row or a cut (the row was rebuilt).
    Rebuilt,
    /// In the middle of a pivot (it resumed at the row that overflowed).
    MidPivot,
}

/// How many machine-word tableaus a thread keeps for reuse.
const POOL_SIZE: usize = 8;

thread_local! {
    /// Buffers of dropped machine-word tableaus: building a tableau for a one-off emptiness
    /// test then allocates nothing once the buffers have grown to size.
    static POOL: std::cell::RefCell<Vec<Tab<i64>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Drop for LexSimplex {
    fn drop(&mut self) {
        if let Repr::Small(t) = &mut self.repr {
            let t = std::mem::replace(t, Tab::new(0));
            let _ = POOL.try_with(|p| {
                let mut p = p.borrow_mut();
                if p.len() < POOL_SIZE {
                    p.push(t);
                }
            });
        }
    }
}

/// Runs `$body` on the tableau; on machine-word overflow converts to exact entries and runs
/// it again there.
macro_rules! dispatch {
    ($self:ident, $t:ident => $body:expr) => {{
        loop {
            match &mut $self.repr {
                Repr::Small($t) => match $body {
                    Ok(v) => break v,
                    Err(stop) => $self.switch(stop),
                },
                Repr::Big($t) => match $body {
                    Ok(v) => break v,
                    Err(_) => unreachable!("arbitrary-precision entries cannot overflow"),
                },
            }
        }
    }};
}

/// Runs a read-only `$body` on either representation.
macro_rules! read {
    ($self:ident, $t:ident => $body:expr) => {
        match &$self.repr {
            Repr::Small($t) => $body,
            Repr::Big($t) => $body,
        }
    };
}

impl LexSimplex {
    /// A tableau over `n_var` integer variables without constraints.
    pub fn new(n_var: usize) -> LexSimplex {
        let tab = POOL
            .try_with(|p| p.borrow_mut().pop())
            .ok()
            .flatten()
            .map(|mut t| {
                t.reset(n_var);
                t
            })
            .unwrap_or_else(|| Tab::new(n_var));
        LexSimplex {
            repr: Repr::Small(tab),
            switched: None,
        }
    }

    /// A tableau that uses arbitrary-precision entries from the start (a reference for tests
    /// of the machine-word fast path).
    #[doc(hidden)]
    pub fn new_exact(n_var: usize) -> LexSimplex {
        LexSimplex {
            repr: Repr::Big(Tab::new(n_var)),
            switched: None,
        }
    }

    /// How this tableau left machine-word entries, if it did.
    #[doc(hidden)]
    pub fn switched(&self) -> Option<Switch> {
        self.switched
    }

    /// Converts to exact entries and finishes an interrupted pivot.
    fn switch(&mut self, stop: Stop) {
        let Repr::Small(small) = std::mem::replace(&mut self.repr, Repr::Big(Tab::new(0))) else {
            unreachable!("only machine-word tableaus switch");
        };
        let mut big = small.into_exact();
        match stop {
            Stop::Redo => {
                self.switched.get_or_insert(Switch::Rebuilt);
            }
            Stop::MidPivot { r, c, k } => {
                if big.pivot_rows(r, c, k).is_err() {
                    unreachable!("arbitrary-precision entries cannot overflow");
                }
                big.finish_pivot(r, c);
                self.switched.get_or_insert(Switch::MidPivot);
            }
        }
        self.repr = Repr::Big(big);
    }

    /// Number of variables.
    pub fn n_var(&self) -> usize {
        read!(self, t => t.n_var)
    }

    /// True once a contradiction has been found (until rolled back).
    pub fn is_marked_empty(&self) -> bool {
        read!(self, t => t.empty)
    }

    /// Adds the constraint `constant + sum coeffs[k] x_k >= 0` (`coeffs.len() == n_var`).
    /// The tableau may become infeasible; [`LexSimplex::restore`] repairs it.
    pub fn add_ineq(&mut self, constant: &Int, coeffs: &[Int]) {
        dispatch!(self, t => t.add_ineq(constant, coeffs, false))
    }

    /// Adds `constant + sum coeffs[k] x_k <= 0`, the opposite of [`LexSimplex::add_ineq`].
    pub fn add_ineq_negated(&mut self, constant: &Int, coeffs: &[Int]) {
        dispatch!(self, t => t.add_ineq(constant, coeffs, true))
    }

    /// Reserves room for `rows` more rows.
    pub fn reserve_rows(&mut self, rows: usize) {
        match &mut self.repr {
            Repr::Small(t) => t.reserve_rows(rows),
            Repr::Big(t) => t.reserve_rows(rows),
        }
    }

    /// Adds `constant + sum coeffs[k] x_k = 0` (as two inequalities).
    pub fn add_eq(&mut self, constant: &Int, coeffs: &[Int]) {
        self.add_ineq(constant, coeffs);
        self.add_ineq_negated(constant, coeffs);
    }

    /// The current position in the undo log.
    pub fn snapshot(&self) -> Snapshot {
        read!(self, t => {
            t.mark.set(Some(t.undo.len()));
            Snapshot {
                undo_len: t.undo.len(),
                empty: t.empty,
            }
        })
    }

    /// Undoes every pivot and every added row since `snap`.
    pub fn rollback(&mut self, snap: Snapshot) {
        dispatch!(self, t => t.rollback(snap))
    }

    /// Runs the lexicographic dual simplex until every row is non-negative. Returns `false`
    /// (and marks the tableau empty) when the constraints have no rational solution.
    pub fn restore(&mut self) -> bool {
        dispatch!(self, t => t.restore())
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
        dispatch!(self, t => t.integer_lexmin(n_lead, max_cuts, &mut cuts))
    }

    /// The sample point with the big parameter replaced by the concrete value `big` (which
    /// should be a multiple of every row denominator): `x_k = (c + m big)/d - big`. `None` when
    /// some value is not an integer. Callers check the point against their constraints.
    pub fn concrete_point(&self, big: &Int) -> Option<Vec<Int>> {
        let n = self.n_var();
        let mut out = Vec::with_capacity(n);
        for k in 0..n {
            let (c, m, d) = read!(self, t => t.var_value(k));
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
        let (c, m, d) = read!(self, t => t.var_value(k));
        (m == d).then_some((c, d))
    }

    /// The least common multiple of the denominators of the variable rows.
    pub fn var_denominator_lcm(&self) -> Int {
        let mut l = Int::ONE;
        for k in 0..self.n_var() {
            let (_, _, d) = read!(self, t => t.var_value(k));
            l = l.lcm(&d);
        }
        l
    }
}

impl<T: Entry> Tab<T> {
    fn new(n_var: usize) -> Tab<T> {
        Tab {
            n_var,
            stride: HEADER + n_var,
            data: Vec::new(),
            n_row: 0,
            row_unknown: Vec::new(),
            col_unknown: (0..n_var).collect(),
            pos: (0..n_var).map(Pos::Col).collect(),
            undo: Vec::new(),
            saves: Vec::new(),
            save_at: Vec::new(),
            spare: Vec::new(),
            mark: std::cell::Cell::new(None),
            empty: false,
            old: Vec::with_capacity(HEADER + n_var),
            work: Vec::with_capacity(HEADER + n_var),
        }
    }

    /// Empties the tableau for `n_var` variables, keeping the buffers.
    fn reset(&mut self, n_var: usize) {
        self.n_var = n_var;
        self.stride = HEADER + n_var;
        self.data.clear();
        self.n_row = 0;
        self.row_unknown.clear();
        self.col_unknown.clear();
        self.col_unknown.extend(0..n_var);
        self.pos.clear();
        self.pos.extend((0..n_var).map(Pos::Col));
        self.undo.clear();
        self.spare.append(&mut self.saves);
        self.save_at.clear();
        self.mark.set(None);
        self.empty = false;
    }

    /// The same tableau with exact entries.
    fn into_exact(self) -> Tab<Int> {
        let conv = |v: Vec<T>| -> Vec<Int> { v.iter().map(Entry::to_int).collect() };
        let saves = self
            .saves
            .into_iter()
            .map(|s| Saved {
                data: conv(s.data),
                n_row: s.n_row,
                row_unknown: s.row_unknown,
                col_unknown: s.col_unknown,
                pos: s.pos,
            })
            .collect();
        Tab {
            n_var: self.n_var,
            stride: self.stride,
            data: conv(self.data),
            n_row: self.n_row,
            row_unknown: self.row_unknown,
            col_unknown: self.col_unknown,
            pos: self.pos,
            undo: self.undo,
            saves,
            save_at: self.save_at,
            spare: Vec::new(),
            mark: self.mark,
            empty: self.empty,
            old: conv(self.old),
            work: conv(self.work),
        }
    }

    fn row(&self, i: usize) -> &[T] {
        &self.data[i * self.stride..(i + 1) * self.stride]
    }

    fn reserve_rows(&mut self, rows: usize) {
        self.data.reserve(rows * self.stride);
        self.row_unknown.reserve(rows);
        self.pos.reserve(rows);
        self.undo.reserve(rows);
    }

    /// Adds `constant + sum coeffs[k] x_k >= 0` (or `<= 0` with `negate`).
    fn add_ineq(&mut self, constant: &Int, coeffs: &[Int], negate: bool) -> Result<(), Stop> {
        debug_assert_eq!(coeffs.len(), self.n_var);
        let base = self.n_row * self.stride;
        // The new row is built in place at the end of `data` (no temporary vector).
        self.data.resize(base + self.stride, T::zero());
        if self.build_row(base, constant, coeffs, negate).is_none() {
            self.data.truncate(base);
            return Err(Stop::Redo);
        }
        self.push_row();
        Ok(())
    }

    /// Registers the row just written at the end of `data`.
    fn push_row(&mut self) {
        let id = self.pos.len();
        self.pos.push(Pos::Row(self.n_row));
        self.row_unknown.push(id);
        self.n_row += 1;
        self.undo.push(Undo::AddRow);
    }

    /// Writes the new row at `base`: the constraint over the current columns.
    fn build_row(
        &mut self,
        base: usize,
        constant: &Int,
        coeffs: &[Int],
        negate: bool,
    ) -> Option<()> {
        let s = self.stride;
        let conv = |v: &Int| -> Option<T> {
            let e = T::from_int(v)?;
            if negate {
                e.neg()
            } else {
                Some(e)
            }
        };
        let (old, new) = self.data.split_at_mut(base);
        new[0] = T::one();
        new[1] = conv(constant)?;
        // x_k = x'_k - M.
        let mut msum = T::zero();
        for a in coeffs {
            if !a.is_zero() {
                msum = msum.add(&conv(a)?.neg()?)?;
            }
        }
        new[2] = msum;
        for (k, a) in coeffs.iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            let a = conv(a)?;
            match self.pos[k] {
                Pos::Col(c) => {
                    // The row so far is over the denominator new[0].
                    let t = a.mul(&new[0])?;
                    new[HEADER + c] = new[HEADER + c].add(&t)?;
                }
                Pos::Row(r) => {
                    let row = &old[r * s..(r + 1) * s];
                    if row[0].is_one() && new[0].is_one() {
                        for j in 1..s {
                            if !row[j].is_zero() {
                                new[j] = new[j].add(&a.mul(&row[j])?)?;
                            }
                        }
                        continue;
                    }
                    // lcm of the denominators, then both sides brought over it.
                    let g = new[0].gcd(&row[0])?;
                    let f = row[0].div_exact(&g);
                    let l = new[0].mul(&f)?;
                    let h = new[0].div_exact(&g).mul(&a)?;
                    new[0] = l;
                    for j in 1..s {
                        new[j] = T::lin2(&f, &new[j], &h, &row[j])?;
                    }
                }
            }
        }
        normalize(new)
    }

    /// Undoes every pivot and every added row since `snap`. The earliest state saved since
    /// then is put back first (later rows and states are simply dropped: pivots may have
    /// moved other unknowns into those rows); the rows added before it, which no pivot has
    /// touched, are then removed one by one.
    fn rollback(&mut self, snap: Snapshot) -> Result<(), Stop> {
        let first = self.save_at.partition_point(|&at| at < snap.undo_len);
        if first < self.save_at.len() {
            let at = self.save_at[first];
            self.save_at.truncate(first);
            let mut s = self.saves.swap_remove(first);
            self.spare.extend(self.saves.drain(first..));
            std::mem::swap(&mut self.data, &mut s.data);
            std::mem::swap(&mut self.row_unknown, &mut s.row_unknown);
            std::mem::swap(&mut self.col_unknown, &mut s.col_unknown);
            std::mem::swap(&mut self.pos, &mut s.pos);
            self.n_row = s.n_row;
            self.spare.push(s);
            self.undo.truncate(at);
        }
        while self.undo.len() > snap.undo_len {
            match self.undo.pop().expect("checked length") {
                Undo::Save => unreachable!("saved states after the snapshot were restored"),
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
        self.mark.set(Some(snap.undo_len));
        Ok(())
    }

    /// Before a pivot: saves the state if a snapshot was taken since the last save.
    fn save_for_undo(&mut self) {
        let Some(mark) = self.mark.get() else { return };
        if self.save_at.last().is_some_and(|&at| at >= mark) {
            return;
        }
        let mut s = self.spare.pop().unwrap_or_else(|| Saved {
            data: Vec::new(),
            n_row: 0,
            row_unknown: Vec::new(),
            col_unknown: Vec::new(),
            pos: Vec::new(),
        });
        s.data.clone_from(&self.data);
        s.n_row = self.n_row;
        s.row_unknown.clone_from(&self.row_unknown);
        s.col_unknown.clone_from(&self.col_unknown);
        s.pos.clone_from(&self.pos);
        self.save_at.push(self.undo.len());
        self.undo.push(Undo::Save);
        self.saves.push(s);
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
    fn cmp_cols(&self, c1: usize, p1: &T, c2: usize, p2: &T) -> std::cmp::Ordering {
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
                    let o = T::cmp_products(a, p2, b, p1);
                    if o != Ordering::Equal {
                        return o;
                    }
                }
            }
        }
        Ordering::Equal
    }

    /// Exchanges the unknown of row `r` with the unknown of column `c` (`a_rc != 0`).
    fn pivot(&mut self, r: usize, c: usize) -> Result<(), Stop> {
        self.save_for_undo();
        let s = self.stride;
        self.old.clear();
        self.old.extend_from_slice(&self.data[r * s..(r + 1) * s]);
        self.pivot_rows(r, c, 0)
            .map_err(|k| Stop::MidPivot { r, c, k })?;
        self.finish_pivot(r, c);
        Ok(())
    }

    /// The arithmetic of a pivot from position `from` of the row order on (see
    /// [`Stop::MidPivot`]); `old` holds the pivot row as it was. On overflow, returns the
    /// position whose row could not be computed (that row and the later ones are unchanged).
    fn pivot_rows(&mut self, r: usize, c: usize, from: usize) -> Result<(), usize> {
        let pc = HEADER + c;
        let a = self.old[pc].clone();
        let d = self.old[0].clone();
        debug_assert!(!a.is_zero());
        let neg = a.signum() < 0;
        for i in from..=self.n_row {
            let ok = if i == self.n_row {
                self.update_pivot_row(r, pc, &a, &d, neg)
            } else if i == r {
                Some(())
            } else {
                self.update_row(i, pc, &a, &d, neg)
            };
            if ok.is_none() {
                return Err(i);
            }
        }
        Ok(())
    }

    /// Row `i` after the pivot on column `pc` (pivot entry `a`, pivot row denominator `d`):
    /// `row - (row[pc]/a) * old`, over the denominator `row[0] * a`.
    fn update_row(&mut self, i: usize, pc: usize, a: &T, d: &T, neg: bool) -> Option<()> {
        let s = self.stride;
        let Tab {
            data, old, work, ..
        } = self;
        let row = &mut data[i * s..(i + 1) * s];
        if row[pc].is_zero() {
            return Some(());
        }
        let nb = row[pc].neg()?;
        work.clear();
        work.push(row[0].mul(a)?);
        for (k, (x, o)) in row.iter().zip(old.iter()).enumerate().skip(1) {
            let v = if k == pc {
                x.mul(d)?
            } else if o.is_zero() {
                if x.is_zero() {
                    T::zero()
                } else {
                    x.mul(a)?
                }
            } else {
                T::lin2(a, x, &nb, o)?
            };
            work.push(v);
        }
        commit(work, neg, row)
    }

    /// The pivot row itself: solved for the column's unknown.
    fn update_pivot_row(&mut self, r: usize, pc: usize, a: &T, d: &T, neg: bool) -> Option<()> {
        let s = self.stride;
        let Tab {
            data, old, work, ..
        } = self;
        work.clear();
        work.push(a.clone());
        for (k, o) in old.iter().enumerate().skip(1) {
            work.push(if k == pc { d.clone() } else { o.neg()? });
        }
        commit(work, neg, &mut data[r * s..(r + 1) * s])
    }

    /// The bookkeeping of a pivot whose arithmetic is done.
    fn finish_pivot(&mut self, r: usize, c: usize) {
        // Counted for the operations budget; checked where the caller can give up. A pivot
        // updates every entry of the tableau, at a cost that grows with the size of the
        // numbers (exact entries grow without bound under Gomory cuts): one unit is about
        // 256 multiply-adds on machine words.
        let step = self.old.iter().map(T::step_cost).max().unwrap_or(1);
        let cells = (self.n_row * self.stride) as u64;
        let _ = crate::budget::charge(1 + cells.saturating_mul(step) / 256);
        let ur = self.row_unknown[r];
        let uc = self.col_unknown[c];
        self.row_unknown[r] = uc;
        self.col_unknown[c] = ur;
        self.pos[uc] = Pos::Row(r);
        self.pos[ur] = Pos::Col(c);
    }

    /// The lexicographic dual simplex (see [`LexSimplex::restore`]).
    fn restore(&mut self) -> Result<bool, Stop> {
        Ok(self.restore_until(false)?.unwrap_or(true))
    }

    /// [`Tab::restore`]; with `budgeted`, gives up (`None`) between two pivots once the
    /// operations budget is exhausted, leaving a valid tableau that is not yet feasible.
    fn restore_until(&mut self, budgeted: bool) -> Result<Option<bool>, Stop> {
        if self.empty {
            return Ok(Some(false));
        }
        loop {
            if budgeted && crate::budget::exceeded() {
                return Ok(None);
            }
            let Some(r) = (0..self.n_row).find(|&i| self.row_sign(i) < 0) else {
                return Ok(Some(true));
            };
            let mut best: Option<usize> = None;
            for c in 0..self.n_var {
                if self.row(r)[HEADER + c].signum() <= 0 {
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
                Some(c) => self.pivot(r, c)?,
                None => {
                    self.empty = true;
                    return Ok(Some(false));
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
                (row[1].to_int(), row[2].to_int(), row[0].to_int())
            }
        }
    }

    /// Adds the Gomory cut of row `r` (see the module documentation).
    fn add_cut(&mut self, r: usize) -> Result<(), Stop> {
        let s = self.stride;
        let base = self.n_row * s;
        self.data.resize(base + s, T::zero());
        let built = (|| {
            let (rows, cut) = self.data.split_at_mut(base);
            let row = &rows[r * s..(r + 1) * s];
            let d = &row[0];
            cut[0] = d.clone();
            cut[1] = row[1].neg()?.mod_floor(d).neg()?;
            for j in HEADER..s {
                cut[j] = row[j].mod_floor(d);
            }
            normalize(cut)
        })();
        if built.is_none() {
            self.data.truncate(base);
            return Err(Stop::Redo);
        }
        self.push_row();
        Ok(())
    }

    /// See [`LexSimplex::integer_lexmin`]; `cuts` counts the cuts made so far.
    fn integer_lexmin(
        &mut self,
        n_lead: usize,
        max_cuts: usize,
        cuts: &mut usize,
    ) -> Result<std::result::Result<LexMin, GaveUp>, Stop> {
        loop {
            match self.restore_until(true)? {
                None => return Ok(Err(GaveUp)),
                Some(false) => return Ok(Ok(LexMin::Empty)),
                Some(true) => {}
            }
            let frac = (0..self.n_var).find_map(|k| match self.pos[k] {
                Pos::Row(r) => {
                    let row = self.row(r);
                    (!row[0].is_one() && !row[1].mod_floor(&row[0]).is_zero()).then_some(r)
                }
                Pos::Col(_) => None,
            });
            let Some(r) = frac else { break };
            if *cuts >= max_cuts || crate::budget::out_of(1) {
                return Ok(Err(GaveUp));
            }
            self.add_cut(r)?;
            *cuts += 1;
        }
        let mut point = Vec::with_capacity(n_lead);
        for k in 0..n_lead.min(self.n_var) {
            let (c, m, d) = self.var_value(k);
            if m != d {
                return Ok(Ok(LexMin::Unbounded));
            }
            point.push(c.div_exact(&d));
        }
        Ok(Ok(LexMin::Point(point)))
    }
}

/// Writes a computed row into `dest`: negated when the pivot entry was negative (so that the
/// denominator stays positive), then divided by the gcd of its entries.
fn commit<T: Entry>(work: &mut [T], neg: bool, dest: &mut [T]) -> Option<()> {
    if neg {
        for v in work.iter_mut() {
            *v = v.neg()?;
        }
    }
    normalize(work)?;
    dest.clone_from_slice(work);
    Some(())
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

    /// A constraint whose coefficient does not fit in 64 bits: the row is rebuilt with exact
    /// entries (`2^70 x >= 2^71 + 1` gives `x >= 3`).
    #[test]
    fn huge_coefficient_rebuilds_with_exact_entries() {
        let big: Int = "1180591620717411303424".parse().unwrap();
        let mut s = LexSimplex::new(1);
        s.add_ineq(&Int::ZERO, &ints(&[1]));
        assert_eq!(s.switched(), None);
        s.add_ineq(&-(&(&big * 2) + &Int::ONE), &[big]);
        assert_eq!(s.switched(), Some(Switch::Rebuilt));
        assert_eq!(s.integer_lexmin(1, 10).unwrap(), LexMin::Point(ints(&[3])));
    }

    /// The tableau as rows and unknown positions (what a rollback must restore).
    fn state(s: &LexSimplex) -> String {
        read!(s, t => format!("{:?} {:?} {:?} {:?} {}", t.data, t.row_unknown, t.col_unknown, t.pos, t.n_row))
    }

    /// Nested snapshots, pivots, cuts and rows added after a saved state: every rollback
    /// gives back exactly the tableau of its snapshot.
    #[test]
    fn rollback_restores_saved_states_exactly() {
        let mut s = LexSimplex::new(3);
        for k in 0..3 {
            let mut unit = vec![0; 3];
            unit[k] = 1;
            s.add_ineq(&Int::from(0), &ints(&unit));
        }
        s.add_ineq(&Int::from(-7), &ints(&[2, 3, 1]));
        assert!(s.restore());
        let outer = s.snapshot();
        let before_outer = state(&s);
        s.add_ineq(&Int::from(-11), &ints(&[1, 4, -2]));
        assert!(s.restore());
        let inner = s.snapshot();
        let before_inner = state(&s);
        s.add_ineq(&Int::from(-5), &ints(&[3, 0, 2]));
        s.add_ineq(&Int::from(40), &ints(&[-3, -5, -2]));
        let found = s.integer_lexmin(3, 100).unwrap();
        assert!(matches!(found, LexMin::Point(_)), "{found:?}");
        s.rollback(inner);
        assert_eq!(state(&s), before_inner);
        s.add_ineq(&Int::from(-30), &ints(&[1, 1, 1]));
        let _ = s.integer_lexmin(3, 100);
        s.rollback(outer);
        assert_eq!(state(&s), before_outer);
        assert_eq!(
            s.integer_lexmin(3, 10).unwrap(),
            LexMin::Point(ints(&[0, 0, 7]))
        );
    }
}
