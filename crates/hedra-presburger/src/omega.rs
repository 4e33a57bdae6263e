//! The Omega test: exact integer feasibility of a conjunction of affine constraints, with a
//! witness point.
//!
//! A [`Problem`] is a system `E x + e = 0, A x + a >= 0` over integer unknowns `x_1..x_n`. Every
//! row is stored as `[constant, c_1, ..., c_n]`. [`Problem::solve`] returns an integer solution or
//! proves there is none. The algorithm is W. Pugh's Omega test (CACM 1992), told here with a
//! running example.
//!
//! **1. Normalization.** Each row is divided by the gcd `g` of its variable coefficients. For an
//! equality `g` must divide the constant (else: no integer solution, e.g. `2x + 2y = 1`); for an
//! inequality the constant is rounded down (`2x >= 1` becomes `x >= 1`), which is exact over the
//! integers. Parallel inequalities keep the tighter one; a pair `t >= -c1`, `-t >= -c2` with
//! `c1 + c2 = 0` is an equality and with `c1 + c2 < 0` a contradiction.
//!
//! **2. Equalities.** Take `3x + 5y + 1 = 0`. If some coefficient is `±1` we substitute that
//! variable away. Otherwise we apply a unimodular change of variables to shrink coefficients:
//! with `k` the variable of smallest coefficient `a_k`, substituting `x_k = x'_k - q x_i` with
//! `q = floor(a_i / a_k)` turns `a_i` into `a_i mod a_k`. Here `y = y' - x` gives `3x + 2y' + 1`,
//! then `x = x' - y'` gives `3x' - y' + 1 = 0`, and `y'` is substituted away. Because the
//! coefficients have gcd 1 after normalization this reaches a unit coefficient (it is Euclid's
//! algorithm on the columns). The substitutions are remembered to rebuild the witness.
//!
//! **3. Inequalities.** Pick a variable `z`, with lower bounds `a z >= L` and upper bounds
//! `b z <= U`. If `z` is unbounded on one side, its constraints can always be met, so they are
//! dropped. Otherwise combining each pair gives the *real shadow* `a U - b L >= 0` (Fourier-Motzkin).
//! The real shadow is exact over the integers when `a = 1` or `b = 1` for every pair; then it *is*
//! the projection. If not, the *dark shadow* `a U - b L >= (a - 1)(b - 1)` guarantees an integer
//! `z` between the bounds. If the dark shadow has a solution we are done; if the real shadow has
//! none, neither has the problem. In the gap, every integer solution lies close to some lower
//! bound: `a z = L + i` for `0 <= i <= (a m - a - m) / m` with `m` the largest upper coefficient.
//! Each such *splinter* adds an equality, and step 2 handles it.
//!
//! Every step is exact, so the result is exact; all arithmetic is on [`Int`], which cannot overflow
//! in silence.

use crate::int::Int;

/// A constraint row `[constant, c_1, ..., c_n]`.
pub type Row = Vec<Int>;

/// A conjunction of integer equalities (`row = 0`) and inequalities (`row >= 0`).
#[derive(Clone, Debug, Default)]
pub struct Problem {
    /// Number of unknowns; every row has `n + 1` entries.
    pub n: usize,
    /// Equalities `row . (1, x) = 0`.
    pub eqs: Vec<Row>,
    /// Inequalities `row . (1, x) >= 0`.
    pub ineqs: Vec<Row>,
}

/// Evaluates `row . (1, x)` where `point[0]` is 1.
pub fn eval_row(row: &[Int], point: &[Int]) -> Int {
    let mut acc = row[0].clone();
    for (c, v) in row[1..].iter().zip(&point[1..]) {
        if !c.is_zero() {
            acc += &(c * v);
        }
    }
    acc
}

/// gcd of the variable coefficients `row[1..]`.
pub fn coeff_gcd(row: &[Int]) -> Int {
    let mut g = Int::ZERO;
    for c in &row[1..] {
        if !c.is_zero() {
            g = g.gcd(c);
            if g.is_one() {
                break;
            }
        }
    }
    g
}

/// Outcome of normalizing one row.
#[derive(Debug, PartialEq, Eq)]
pub enum RowStatus {
    /// The row still constrains some variable.
    Keep,
    /// The row holds for every point (e.g. `3 >= 0`).
    Trivial,
    /// The row holds for no integer point (e.g. `-1 >= 0`, `2x = 1`).
    Infeasible,
}

/// Normalizes an equality in place: divides by the coefficient gcd and makes the first non-zero
/// coefficient positive.
pub fn normalize_eq(row: &mut Row) -> RowStatus {
    let g = coeff_gcd(row);
    if g.is_zero() {
        return if row[0].is_zero() {
            RowStatus::Trivial
        } else {
            RowStatus::Infeasible
        };
    }
    if !row[0].mod_floor(&g).is_zero() {
        return RowStatus::Infeasible;
    }
    if !g.is_one() {
        for c in row.iter_mut() {
            *c = c.div_exact(&g);
        }
    }
    if let Some(first) = row[1..].iter().find(|c| !c.is_zero()) {
        if first.is_negative() {
            for c in row.iter_mut() {
                *c = -&*c;
            }
        }
    }
    RowStatus::Keep
}

/// Normalizes an inequality in place: divides by the coefficient gcd, rounding the constant down
/// (exact over the integers).
pub fn normalize_ineq(row: &mut Row) -> RowStatus {
    let g = coeff_gcd(row);
    if g.is_zero() {
        return if row[0].is_negative() {
            RowStatus::Infeasible
        } else {
            RowStatus::Trivial
        };
    }
    if !g.is_one() {
        row[0] = row[0].floor_div(&g);
        for c in row[1..].iter_mut() {
            *c = c.div_exact(&g);
        }
    }
    RowStatus::Keep
}

/// The integer negation of the inequality `row >= 0`: `-row - 1 >= 0` (that is, `row < 0`).
pub fn negate_ineq(row: &[Int]) -> Row {
    let mut n: Row = row.iter().map(|v| -v).collect();
    n[0] -= &Int::ONE;
    n
}

/// `dst := f * dst + g * src`, element-wise.
pub fn combine_into(dst: &mut Row, f: &Int, src: &Row, g: &Int) {
    for (d, s) in dst.iter_mut().zip(src) {
        *d = crate::int::lin2(f, d, g, s);
    }
}

/// `f * a + g * b`, element-wise.
pub fn combine(a: &Row, f: &Int, b: &Row, g: &Int) -> Row {
    a.iter()
        .zip(b)
        .map(|(x, y)| crate::int::lin2(f, x, g, y))
        .collect()
}

impl Problem {
    /// An unconstrained problem over `n` unknowns.
    pub fn new(n: usize) -> Problem {
        Problem {
            n,
            eqs: Vec::new(),
            ineqs: Vec::new(),
        }
    }

    /// Normalizes all rows, removes trivial and duplicate ones, keeps the tightest of parallel
    /// inequalities and turns opposite pairs with zero slack into equalities. Returns `false` when
    /// a contradiction was found.
    pub fn normalize(&mut self) -> bool {
        normalize_system(&mut self.eqs, &mut self.ineqs)
    }

    /// True when the system has no integer solution. When the operations budget
    /// ([`crate::budget`]) runs out, `false` (the system is not proved empty).
    pub fn is_empty(&self) -> bool {
        self.solve().is_none() && !crate::budget::exceeded()
    }

    /// An integer solution `x_1..x_n`, or `None` when there is none.
    pub fn solve(&self) -> Option<Vec<Int>> {
        let sol = solve_rec(self.clone())?;
        Some(sol[1..].to_vec())
    }
}

/// Shared normalization of an equality/inequality system (see [`Problem::normalize`]).
///
/// Rows are grouped by *direction* (the coefficient vector with its first non-zero entry
/// made positive), so that equal, parallel and opposite rows meet: of parallel inequalities
/// of one orientation the tightest (the first of equal ones) is kept, and an opposite pair
/// with zero slack becomes an equality. Small systems compare rows pairwise with no
/// allocation; large ones sort row indices by direction. Inequalities keep their order.
pub fn normalize_system(eqs: &mut Vec<Row>, ineqs: &mut Vec<Row>) -> bool {
    let mut k = 0;
    while k < eqs.len() {
        match normalize_eq(&mut eqs[k]) {
            RowStatus::Infeasible => return false,
            RowStatus::Trivial => {
                eqs.swap_remove(k);
            }
            RowStatus::Keep => k += 1,
        }
    }
    if eqs.len() > 1 {
        // Equalities are sign-normalized: equal directions mean equal coefficient vectors.
        eqs.sort_by(|a, b| a[1..].cmp(&b[1..]).then_with(|| a[0].cmp(&b[0])));
        let mut w = 0;
        for r in 0..eqs.len() {
            if w > 0 && eqs[w - 1][1..] == eqs[r][1..] {
                if eqs[w - 1][0] != eqs[r][0] {
                    return false;
                }
                continue;
            }
            eqs.swap(w, r);
            w += 1;
        }
        eqs.truncate(w);
    }
    let mut k = 0;
    while k < ineqs.len() {
        match normalize_ineq(&mut ineqs[k]) {
            RowStatus::Infeasible => return false,
            RowStatus::Trivial => {
                ineqs.swap_remove(k);
            }
            RowStatus::Keep => k += 1,
        }
    }
    if ineqs.len() > 1 {
        let mut new_eqs: Vec<Row> = Vec::new();
        let ok = if ineqs.len() <= SMALL_SYSTEM {
            parallel_rows_small(ineqs, &mut new_eqs)
        } else {
            parallel_rows_sorted(ineqs, &mut new_eqs)
        };
        if !ok {
            return false;
        }
        if !new_eqs.is_empty() {
            eqs.extend(new_eqs);
            // New equalities may duplicate old ones; one more pass settles it.
            return normalize_system(eqs, ineqs);
        }
    }
    true
}

/// Systems up to this many inequalities are compared pairwise (see [`normalize_system`]).
const SMALL_SYSTEM: usize = 32;

/// What a run of parallel inequalities (one direction) leaves: given the tightest row of each
/// orientation, either keeps them (`keep` is called on each kept row), or adds the equality
/// they form to `new_eqs`, or reports a contradiction (`false`).
fn settle_run(
    ineqs: &[Row],
    neg: Option<usize>,
    pos: Option<usize>,
    new_eqs: &mut Vec<Row>,
    mut keep: impl FnMut(usize),
) -> bool {
    match (neg, pos) {
        (Some(n), Some(p)) => {
            // t + c1 >= 0 and -t + c2 >= 0: need c1 + c2 >= 0; equality when zero.
            let s = &ineqs[n][0] + &ineqs[p][0];
            if s.is_negative() {
                return false;
            }
            if s.is_zero() {
                let mut e = ineqs[p].clone();
                if normalize_eq(&mut e) == RowStatus::Keep {
                    new_eqs.push(e);
                }
            } else {
                keep(n);
                keep(p);
            }
        }
        (Some(r), None) | (None, Some(r)) => keep(r),
        (None, None) => {}
    }
    true
}

/// Parallel inequalities by pairwise comparison (at most [`SMALL_SYSTEM`] rows).
fn parallel_rows_small(ineqs: &mut Vec<Row>, new_eqs: &mut Vec<Row>) -> bool {
    let m = ineqs.len();
    debug_assert!(m <= SMALL_SYSTEM);
    // Row indices fit in a byte (`NONE` marks no row): the arrays stay small, since they
    // are set up on every call and most systems have a handful of rows.
    const NONE: u8 = u8::MAX;
    let mut signs = [0i32; SMALL_SYSTEM];
    // The first row of each direction represents it; a hash of the direction rules out most
    // pairs before they are compared.
    let mut hash = [0u64; SMALL_SYSTEM];
    for (i, r) in ineqs.iter().enumerate() {
        signs[i] = direction_sign(r);
        hash[i] = direction_hash(r, signs[i]);
    }
    let mut class = [0u8; SMALL_SYSTEM];
    for i in 0..m {
        class[i] = (0..i)
            .find(|&j| {
                usize::from(class[j]) == j
                    && hash[i] == hash[j]
                    && cmp_direction(&ineqs[i], signs[i], &ineqs[j], signs[j])
                        == std::cmp::Ordering::Equal
            })
            .unwrap_or(i) as u8;
    }
    // The tightest row of each orientation per direction: smallest constant, the first of
    // equal ones.
    let mut tightest = [[NONE; 2]; SMALL_SYSTEM];
    for i in 0..m {
        let slot = &mut tightest[usize::from(class[i])][usize::from(signs[i] > 0)];
        if *slot == NONE || ineqs[usize::from(*slot)][0] > ineqs[i][0] {
            *slot = i as u8;
        }
    }
    let mut keep = [false; SMALL_SYSTEM];
    let row = |x: u8| (x != NONE).then_some(usize::from(x));
    for c in 0..m {
        if usize::from(class[c]) != c {
            continue;
        }
        let [neg, pos] = tightest[c];
        if !settle_run(ineqs, row(neg), row(pos), new_eqs, |r| keep[r] = true) {
            return false;
        }
    }
    let mut k = 0;
    ineqs.retain(|_| {
        k += 1;
        keep[k - 1]
    });
    true
}

/// Parallel inequalities by sorting row indices by direction.
fn parallel_rows_sorted(ineqs: &mut Vec<Row>, new_eqs: &mut Vec<Row>) -> bool {
    let signs: Vec<i32> = ineqs.iter().map(direction_sign).collect();
    let mut idx: Vec<usize> = (0..ineqs.len()).collect();
    idx.sort_by(|&a, &b| {
        cmp_direction(&ineqs[a], signs[a], &ineqs[b], signs[b])
            .then_with(|| signs[a].cmp(&signs[b]))
            .then_with(|| ineqs[a][0].cmp(&ineqs[b][0]))
    });
    // Within a run of equal direction: the first row of each orientation is the tightest.
    let mut keep = vec![false; ineqs.len()];
    let mut i = 0;
    while i < idx.len() {
        let mut j = i + 1;
        while j < idx.len()
            && cmp_direction(&ineqs[idx[i]], signs[idx[i]], &ineqs[idx[j]], signs[idx[j]])
                == std::cmp::Ordering::Equal
        {
            j += 1;
        }
        let run = &idx[i..j];
        let neg = run.iter().copied().find(|&r| signs[r] < 0);
        let pos = run.iter().copied().find(|&r| signs[r] > 0);
        if !settle_run(ineqs, neg, pos, new_eqs, |r| keep[r] = true) {
            return false;
        }
        i = j;
    }
    let mut k = 0;
    ineqs.retain(|_| {
        k += 1;
        keep[k - 1]
    });
    true
}

/// A hash of the direction `sign * row[1..]` (equal directions have equal hashes).
fn direction_hash(r: &Row, sign: i32) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for c in &r[1..] {
        let v = match c {
            Int::Small(v) => (*v).wrapping_mul(sign as i64) as u64,
            // Big coefficients only contribute their sign-adjusted size.
            Int::Big(_) => c.bits() ^ (c.signum() * sign) as u64,
        };
        h = (h ^ v).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Sign of the first non-zero variable coefficient of a row.
fn direction_sign(r: &Row) -> i32 {
    r[1..]
        .iter()
        .find(|c| !c.is_zero())
        .map_or(0, |c| c.signum())
}

/// Compares the directions `sa * a[1..]` and `sb * b[1..]` lexicographically.
fn cmp_direction(a: &Row, sa: i32, b: &Row, sb: i32) -> std::cmp::Ordering {
    for (x, y) in a[1..].iter().zip(&b[1..]) {
        let o = match (sa >= 0, sb >= 0) {
            (true, true) => x.cmp(y),
            (false, false) => y.cmp(x),
            // x vs -y  is  (x + y) vs 0
            (true, false) => (x + y).signum().cmp(&0),
            // -x vs y  is  0 vs (x + y)
            (false, true) => 0.cmp(&(x + y).signum()),
        };
        if o != std::cmp::Ordering::Equal {
            return o;
        }
    }
    std::cmp::Ordering::Equal
}

/// Applies the unimodular substitution `x_k = x'_k - q x_i` to a row: column `i` loses `q`
/// times column `k`.
fn col_op(row: &mut Row, k: usize, i: usize, q: &Int) {
    if !row[k].is_zero() {
        let t = &row[k] * q;
        row[i] -= &t;
    }
}

/// Substitutes the variable `k` defined by equality `eq` (which has `eq[k] = ±1`) into `row`.
pub fn substitute_unit(row: &mut Row, eq: &Row, k: usize) {
    if row[k].is_zero() {
        return;
    }
    let c = &row[k] * &eq[k]; // eq[k] is ±1, so this is c / eq[k]
    let neg = -c;
    combine_into(row, &Int::ONE, eq, &neg);
    debug_assert!(row[k].is_zero());
}

/// Unimodular column operations `(k, i, q)`: `x_k = x'_k - q x_i`.
pub type ColumnOps = Vec<(usize, usize, Int)>;

/// Reduces equality `eq` (coefficient gcd 1) by unimodular column operations restricted to the
/// columns in `allowed` until one of them has a unit coefficient, and applies the same
/// operations to every row in `others`. Returns the column with the unit coefficient and the
/// operations performed (`(k, i, q)` meaning `x_k = x'_k - q x_i`), or `None` when the allowed
/// columns of `eq` have a gcd other than 1 (then no unit coefficient can be reached).
pub fn reduce_to_unit(
    eq: &mut Row,
    others: &mut [&mut Vec<Row>],
    allowed: &dyn Fn(usize) -> bool,
) -> Option<(usize, ColumnOps)> {
    let mut ops = Vec::new();
    loop {
        let mut k = 0;
        for j in 1..eq.len() {
            if allowed(j) && !eq[j].is_zero() && (k == 0 || eq[j].abs() < eq[k].abs()) {
                k = j;
            }
        }
        if k == 0 {
            return None;
        }
        if eq[k].abs().is_one() {
            return Some((k, ops));
        }
        let mut changed = false;
        for i in 1..eq.len() {
            if i == k || !allowed(i) || eq[i].is_zero() {
                continue;
            }
            let q = eq[i].floor_div(&eq[k]);
            if q.is_zero() {
                continue;
            }
            col_op(eq, k, i, &q);
            // Charged by the rows it rewrites (the loop always ends, so the charge only
            // makes the callers' budget checks see the work; numbers can grow to bignums).
            let rows: usize = others.iter().map(|r| r.len()).sum();
            let _ = crate::budget::charge(1 + ((rows + 1) * eq.len() / 16) as u64);
            for rows in others.iter_mut() {
                for r in rows.iter_mut() {
                    col_op(r, k, i, &q);
                }
            }
            ops.push((k, i, q));
            changed = true;
        }
        if !changed {
            // Only column k is non-zero among the allowed ones and |eq[k]| > 1.
            return None;
        }
    }
}

/// An integer point `[1, x_1..x_n]` of `p`, or `None` when it has none (or the budget is
/// exhausted).
///
/// The Omega test: an equality is solved for a variable with a unit coefficient and
/// substituted away ([`solve_with_equality`]); a variable bounded on one side only is dropped
/// with its constraints, since some value of it always satisfies them ([`solve_without`]);
/// otherwise the variable whose Fourier–Motzkin elimination is cheapest is projected out
/// ([`BoundCounts::cheapest`], [`Elimination::solve`]).
fn solve_rec(mut p: Problem) -> Option<Vec<Int>> {
    // The operations budget, charged by the size of the system (the memory guard of the
    // splits and shadows). Once it is exhausted every call returns at once; the answer is
    // then meaningless, and the callers check [`crate::budget::exceeded`].
    if crate::budget::out_of(1 + ((p.eqs.len() + p.ineqs.len()) * (p.n + 1) / 64) as u64) {
        return None;
    }
    if !p.normalize() {
        return None;
    }
    if let Some(eq) = p.eqs.pop() {
        return solve_with_equality(p, eq);
    }
    if p.ineqs.is_empty() {
        let mut sol = vec![Int::ZERO; p.n + 1];
        sol[0] = Int::ONE;
        return Some(sol);
    }
    let counts = BoundCounts::of(&p);
    if let Some(z) = counts.one_sided() {
        return solve_without(p, z);
    }
    let (z, exact) = counts.cheapest();
    Elimination::new(p, z).solve(exact)
}

/// Solves `p` with the equality `eq` (normalized, taken out of `p`) added.
///
/// Unimodular column operations ([`reduce_to_unit`]) give `eq` a unit coefficient on some
/// `x_k`; then `x_k = -eq[k] * rest` is substituted into the other rows, the smaller system is
/// solved, and `x_k` and the original variables are read back from its solution.
fn solve_with_equality(mut p: Problem, mut eq: Row) -> Option<Vec<Int>> {
    let (k, ops) = {
        let Problem { eqs, ineqs, .. } = &mut p;
        reduce_to_unit(&mut eq, &mut [eqs, ineqs], &|_| true)
            .expect("a normalized equality has coefficient gcd 1")
    };
    for r in p.eqs.iter_mut().chain(p.ineqs.iter_mut()) {
        substitute_unit(r, &eq, k);
    }
    let mut sol = solve_rec(p)?;
    // eq[k] x_k + rest = 0  =>  x_k = -eq[k] * rest  (eq[k] = ±1)
    let mut rest = eq[0].clone();
    for j in 1..eq.len() {
        if j != k && !eq[j].is_zero() {
            rest += &(&eq[j] * &sol[j]);
        }
    }
    sol[k] = -(&eq[k] * &rest);
    for (k, i, q) in ops.into_iter().rev() {
        let t = &q * &sol[i];
        sol[k] -= &t;
    }
    Some(sol)
}

/// Solves `p` when variable `z` has only lower or only upper bounds: those constraints can
/// always be met by taking `z` large (or small) enough, so they are dropped, and `z` gets
/// the tightest value they allow at the solution of the rest.
fn solve_without(mut p: Problem, z: usize) -> Option<Vec<Int>> {
    let (with, without): (Vec<Row>, Vec<Row>) = p.ineqs.drain(..).partition(|r| !r[z].is_zero());
    p.ineqs = without;
    let mut sol = solve_rec(p)?;
    sol[z] = bound_value(&with, z, &sol);
    Some(sol)
}

/// The lower and upper bounds of each variable among the inequalities of a problem (index
/// `j` for `x_j`; index 0 unused): how many, and whether all have a unit coefficient.
struct BoundCounts {
    lower: Vec<usize>,
    upper: Vec<usize>,
    lower_unit: Vec<bool>,
    upper_unit: Vec<bool>,
}

impl BoundCounts {
    /// Counts the bounds of the inequalities of `p`.
    fn of(p: &Problem) -> BoundCounts {
        let n = p.n;
        let mut counts = BoundCounts {
            lower: vec![0usize; n + 1],
            upper: vec![0usize; n + 1],
            lower_unit: vec![true; n + 1],
            upper_unit: vec![true; n + 1],
        };
        for r in &p.ineqs {
            for (j, c) in r.iter().enumerate().take(n + 1).skip(1) {
                if c.is_positive() {
                    counts.lower[j] += 1;
                    if !c.is_one() {
                        counts.lower_unit[j] = false;
                    }
                } else if c.is_negative() {
                    counts.upper[j] += 1;
                    if !c.is_minus_one() {
                        counts.upper_unit[j] = false;
                    }
                }
            }
        }
        counts
    }

    /// The first variable bounded on one side only.
    fn one_sided(&self) -> Option<usize> {
        (1..self.lower.len()).find(|&j| (self.lower[j] == 0) != (self.upper[j] == 0))
    }

    /// The variable to eliminate, and whether its elimination is exact: exact eliminations
    /// (all lower or all upper coefficients are units, so the real shadow is the integer
    /// one) first, then the fewest new constraints (`lower * upper`).
    fn cheapest(&self) -> (usize, bool) {
        let mut best = 0;
        let mut best_score = (true, usize::MAX);
        for j in 1..self.lower.len() {
            if self.lower[j] == 0 {
                continue;
            }
            let exact = self.lower_unit[j] || self.upper_unit[j];
            let growth = self.lower[j] * self.upper[j];
            let score = (!exact, growth);
            if best == 0 || score < best_score {
                best = j;
                best_score = score;
            }
        }
        debug_assert!(best != 0);
        (best, !best_score.0)
    }
}

/// The elimination of variable `z` from a problem: its inequalities split into the bounds
/// on `z` and the rest.
struct Elimination {
    n: usize,
    eqs: Vec<Row>,
    z: usize,
    bounds: Vec<Row>,
    rest: Vec<Row>,
}

impl Elimination {
    fn new(mut p: Problem, z: usize) -> Elimination {
        let (bounds, rest): (Vec<Row>, Vec<Row>) = p.ineqs.drain(..).partition(|r| !r[z].is_zero());
        Elimination {
            n: p.n,
            eqs: p.eqs,
            z,
            bounds,
            rest,
        }
    }

    /// The lower bounds `a x_z >= ...` (`a > 0`), in order.
    fn lowers(&self) -> impl Iterator<Item = &Row> {
        self.bounds.iter().filter(|r| r[self.z].is_positive())
    }

    /// The upper bounds `b x_z <= ...` (coefficient `-b < 0`), in order.
    fn uppers(&self) -> impl Iterator<Item = &Row> {
        self.bounds.iter().filter(|r| r[self.z].is_negative())
    }

    /// The problem without `x_z`: the other inequalities plus, for each pair of a lower bound
    /// `a x_z >= L` and an upper bound `b x_z <= U`, the combination `a U - b L >= 0` (the
    /// real shadow), tightened to `a U - b L >= (a - 1)(b - 1)` in the dark shadow, which
    /// guarantees an integer `x_z` between the bounds.
    ///
    /// The rows it creates are charged to the operations budget before they are built (a
    /// chain of eliminations can multiply them); `None` once it is exhausted.
    fn shadow(&self, dark: bool) -> Option<Problem> {
        let z = self.z;
        let uppers: Vec<&Row> = self.uppers().collect();
        let pairs = self.lowers().count() * uppers.len();
        if crate::budget::out_of(1 + (pairs * (self.n + 1) / 64) as u64) {
            return None;
        }
        let mut q = Problem {
            n: self.n,
            eqs: self.eqs.clone(),
            ineqs: self.rest.clone(),
        };
        for l in self.lowers() {
            for u in &uppers {
                let a = &l[z];
                let b = -&u[z];
                let mut row = combine(l, &b, u, a);
                if dark {
                    let slack = &(a - &Int::ONE) * &(&b - &Int::ONE);
                    row[0] -= &slack;
                }
                q.ineqs.push(row);
            }
        }
        Some(q)
    }

    /// `sol` extended with the value of `x_z` its bounds allow.
    fn with_z(&self, mut sol: Vec<Int>) -> Vec<Int> {
        sol[self.z] = bound_value(&self.bounds, self.z, &sol);
        sol
    }

    /// Solves the problem. An exact elimination needs only the real shadow. Otherwise a
    /// point of the dark shadow extends to a solution; an empty real shadow proves there is
    /// none; and in between the solutions lie close to a lower bound ([`Self::splinters`]).
    fn solve(self, exact: bool) -> Option<Vec<Int>> {
        if exact {
            let sol = solve_rec(self.shadow(false)?)?;
            return Some(self.with_z(sol));
        }
        if let Some(sol) = solve_rec(self.shadow(true)?) {
            return Some(self.with_z(sol));
        }
        solve_rec(self.shadow(false)?)?;
        self.splinters()
    }

    /// The splinters: an integer solution outside the dark shadow is close to some lower
    /// bound, `l = i` for the row `l >= 0` of a lower bound with coefficient `a` and an `i` in
    /// `0..=floor((a m - a - m) / m)`, `m` the largest upper coefficient. Each such equality
    /// is tried in turn, with all the original constraints.
    fn splinters(&self) -> Option<Vec<Int>> {
        let z = self.z;
        let m = self
            .uppers()
            .map(|u| -&u[z])
            .max()
            .expect("has upper bounds");
        for l in self.lowers() {
            let a = &l[z];
            let top = (&(&(a * &m) - a) - &m).floor_div(&m);
            let mut i = Int::ZERO;
            while i <= top {
                // With large coefficients there are many splinters: stop with the budget.
                if crate::budget::exceeded() {
                    return None;
                }
                let mut q = Problem {
                    n: self.n,
                    eqs: self.eqs.clone(),
                    ineqs: self
                        .bounds
                        .iter()
                        .chain(self.rest.iter())
                        .cloned()
                        .collect(),
                };
                let mut e = l.clone();
                e[0] -= &i;
                q.eqs.push(e);
                if let Some(sol) = solve_rec(q) {
                    return Some(sol);
                }
                i += &Int::ONE;
            }
        }
        None
    }
}

/// The smallest integer value of variable `z` allowed by the lower bounds among `rows` at the
/// point `sol` (or the largest allowed by the upper bounds when there is no lower bound).
fn bound_value(rows: &[Row], z: usize, sol: &[Int]) -> Int {
    let mut lo: Option<Int> = None;
    let mut hi: Option<Int> = None;
    for r in rows {
        let c = &r[z];
        if c.is_zero() {
            continue;
        }
        // c z + rest >= 0
        let mut rest = r[0].clone();
        for j in 1..r.len() {
            if j != z && !r[j].is_zero() {
                rest += &(&r[j] * &sol[j]);
            }
        }
        if c.is_positive() {
            let v = (-rest).ceil_div(c);
            if lo.as_ref().is_none_or(|l| v > *l) {
                lo = Some(v);
            }
        } else {
            let v = rest.floor_div(&-c);
            if hi.as_ref().is_none_or(|h| v < *h) {
                hi = Some(v);
            }
        }
    }
    match (lo, hi) {
        (Some(l), _) => l,
        (None, Some(h)) => h,
        (None, None) => Int::ZERO,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(v: &[i64]) -> Row {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    fn check(p: &Problem) -> Option<Vec<Int>> {
        let s = p.solve();
        if let Some(x) = &s {
            let mut pt = vec![Int::ONE];
            pt.extend(x.iter().cloned());
            for e in &p.eqs {
                assert!(eval_row(e, &pt).is_zero(), "eq violated");
            }
            for r in &p.ineqs {
                assert!(!eval_row(r, &pt).is_negative(), "ineq violated");
            }
        }
        s
    }

    #[test]
    fn parity_equality_has_no_solution() {
        // 2x + 2y = 1
        let p = Problem {
            n: 2,
            eqs: vec![row(&[-1, 2, 2])],
            ineqs: vec![],
        };
        assert!(check(&p).is_none());
    }

    #[test]
    fn euclid_on_columns() {
        // 3x + 5y + 1 = 0, 0 <= x <= 10
        let p = Problem {
            n: 2,
            eqs: vec![row(&[1, 3, 5])],
            ineqs: vec![row(&[0, 1, 0]), row(&[10, -1, 0])],
        };
        assert!(check(&p).is_some());
    }

    #[test]
    fn rational_but_not_integer() {
        // 1 <= 3x <= 2 has rational solutions only.
        let p = Problem {
            n: 1,
            eqs: vec![],
            ineqs: vec![row(&[-1, 3]), row(&[2, -3])],
        };
        assert!(check(&p).is_none());
        // 27 <= 11x + 13y <= 45, -10 <= 7x - 9y <= 4 (Pugh's example): has no integer point.
        let p = Problem {
            n: 2,
            eqs: vec![],
            ineqs: vec![
                row(&[-27, 11, 13]),
                row(&[45, -11, -13]),
                row(&[10, 7, -9]),
                row(&[4, -7, 9]),
            ],
        };
        assert!(check(&p).is_none());
    }

    #[test]
    fn needs_splinter() {
        // 2 <= 3x - 2y... a thin slab with an integer point reachable only through splinters.
        let p = Problem {
            n: 2,
            eqs: vec![],
            ineqs: vec![
                row(&[-1, 3, -2]),
                row(&[1, -3, 2]),
                row(&[0, 1, 0]),
                row(&[20, -1, 0]),
            ],
        };
        assert!(check(&p).is_some());
    }

    #[test]
    fn big_coefficients_are_exact() {
        // x = 2^62 * 3 + 1 overflows i64 in intermediate products.
        let big = Int::from(1i64 << 62);
        let c = &(&big * &Int::from(3)) + &Int::ONE;
        let p = Problem {
            n: 1,
            eqs: vec![vec![-c.clone(), Int::ONE]],
            ineqs: vec![vec![Int::ZERO, Int::ONE]],
        };
        let s = check(&p).unwrap();
        assert_eq!(s[0], c);
    }
}
