//! The affine form of Farkas' lemma, Fourier–Motzkin elimination over the rationals, and the
//! orthogonal complement of a set of hyperplanes: the constraint math of an affine scheduler.
//!
//! **Farkas' lemma (affine form).** Let `P = { x : A x + b >= 0 }` be a non-empty polyhedron.
//! An affine form `ψ(x) = f · x + f_0` is non-negative everywhere on `P` if and only if it is a
//! non-negative combination of the constraints of `P` plus a non-negative constant:
//!
//! ```text
//!   ψ(x) ≡ λ_0 + Σ_k λ_k (A_k x + b_k),   λ_0, λ_k >= 0.
//! ```
//!
//! Equating the coefficients of each `x_j` and the constant gives linear equalities between the
//! coefficients of `ψ` and the multipliers `λ`. A scheduler uses this with `ψ` whose
//! coefficients are themselves unknowns `z` (the coefficients of the schedule hyperplanes): the
//! condition "`ψ >= 0` on the dependence polyhedron" becomes a finite system in `(z, λ)`, and
//! eliminating `λ` (Fourier–Motzkin) leaves linear constraints on `z` alone.
//!
//! Example: `P = { (s, t) : t = s + 1, 0 <= s <= N - 2 }` (a dependence `S[s] -> S[s + 1]`) and
//! `ψ = c (t - s)` with unknown `c`. The equality substitutes `t = s + 1`, so `ψ = c`, and
//! Farkas gives `c = λ_0 + 0 (λ's of the bounds on s, whose s-coefficients must cancel)`, i.e.
//! `c >= 0`: every non-negative `c` respects the dependence.
//!
//! [`farkas_nonneg`] takes the polyhedron as a [`BasicMap`] (its parameters, input, output and
//! div columns are all treated as variables of `P`; a defined div contributes its two defining
//! inequalities; an existential adds no constraint) and `ψ` as one linear form over `z` per
//! column. The result is exact over the rationals: every integer `z` it admits makes
//! `ψ >= 0` on the rational hull of the polyhedron, hence on its integer points; it may reject a
//! `z` for which `ψ >= 0` holds only on the integer points (the usual Farkas relaxation).
//!
//! **Orthogonal subspace.** [`orthogonal_complement`] gives, for hyperplanes `H` (rows) of one
//! statement, integer rows spanning the subspace orthogonal to them, as the rows of the
//! projection `I - Hᵀ (H Hᵀ)⁻¹ H` scaled to integers; a new hyperplane `c` is linearly
//! independent of `H` when `r · c != 0` for some row `r`. For `H = [1 0]` the complement is
//! `[0 1]`; for `H = [1 1]` it is `[1 -1]` (up to sign).

use crate::basic::BasicMap;
use crate::error::{Error, Result};
use crate::int::Int;
use crate::omega::Row;

/// Divides a row by the gcd of all its entries (exact: the row's meaning is unchanged).
fn reduce_row(row: &mut Row) {
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
        *v = v.div_exact(&g);
    }
}

/// `a * x - b * y` element-wise.
fn lin_sub(a: &Int, x: &[Int], b: &Int, y: &[Int]) -> Row {
    x.iter().zip(y).map(|(u, v)| &(a * u) - &(b * v)).collect()
}

/// Constraints `row >= 0` (and `row = 0`) over `[1 | z | λ]`, eliminating the `λ` columns.
///
/// Each inequality carries its *history*: the set of initial inequalities it is a
/// non-negative combination of. Chernikov's rule (as in Imbert's acceleration of
/// Fourier–Motzkin) drops a row whose history has more than `k + 1` members after `k`
/// Fourier–Motzkin steps: it is implied by the others. Without it the number of rows grows
/// doubly exponentially with the number of eliminated multipliers.
struct System {
    eqs: Vec<Row>,
    ineqs: Vec<Row>,
    /// One bit set per inequality: which initial inequalities it combines.
    hist: Vec<Vec<u64>>,
    /// Fourier–Motzkin steps so far.
    fm_steps: usize,
    /// Whether steps are charged to the operations budget.
    charged: bool,
    /// The number of inequalities after the last removal of rationally implied rows.
    pruned_at: usize,
    /// The number of inequalities from which implied ones are looked for.
    prune_from: usize,
}

/// The number of inequalities from which [`System::prune`] looks for implied ones.
const PRUNE_FROM: usize = 48;

fn union(a: &[u64], b: &[u64]) -> Vec<u64> {
    a.iter().zip(b).map(|(x, y)| x | y).collect()
}

fn count(h: &[u64]) -> usize {
    h.iter().map(|w| w.count_ones() as usize).sum()
}

impl System {
    /// The system `eqs = 0, ineqs >= 0`, each inequality its own history.
    fn new(eqs: Vec<Row>, ineqs: Vec<Row>) -> System {
        let words = ineqs.len().div_ceil(64).max(1);
        let hist = (0..ineqs.len())
            .map(|k| {
                let mut h = vec![0u64; words];
                h[k / 64] |= 1 << (k % 64);
                h
            })
            .collect();
        System {
            eqs,
            ineqs,
            hist,
            fm_steps: 0,
            charged: true,
            pruned_at: 0,
            prune_from: PRUNE_FROM,
        }
    }

    /// Keeps, of rows with the same coefficients (apart from the constant), only the tightest;
    /// drops rows that are trivially true; reports a row that is trivially false.
    fn clean(&mut self) -> bool {
        for r in self.ineqs.iter_mut() {
            reduce_row(r);
        }
        for r in self.eqs.iter_mut() {
            reduce_row(r);
        }
        self.eqs.retain(|r| !r.iter().all(Int::is_zero));
        if self.eqs.iter().any(|r| r[1..].iter().all(Int::is_zero)) {
            return false;
        }
        let mut keep: Vec<Row> = Vec::with_capacity(self.ineqs.len());
        let mut keep_hist: Vec<Vec<u64>> = Vec::with_capacity(self.ineqs.len());
        let mut order: Vec<usize> = (0..self.ineqs.len()).collect();
        order.sort_by(|&a, &b| {
            self.ineqs[a][1..]
                .cmp(&self.ineqs[b][1..])
                .then(self.ineqs[a][0].cmp(&self.ineqs[b][0]))
        });
        for k in order {
            let r = &self.ineqs[k];
            if r[1..].iter().all(Int::is_zero) {
                if r[0].is_negative() {
                    return false;
                }
                continue;
            }
            if let Some(last) = keep.last() {
                if last[1..] == r[1..] {
                    // Sorted by constant: the first one kept is the tightest.
                    continue;
                }
            }
            keep.push(r.clone());
            keep_hist.push(self.hist[k].clone());
        }
        self.ineqs = keep;
        self.hist = keep_hist;
        true
    }

    /// Removes the inequalities that the others imply over the rationals (linear programs,
    /// see [`crate::hull::rationally_implied`]) once the system has doubled since the last
    /// removal and holds more than `prune_from` ([`PRUNE_FROM`]) of them. Chernikov's rule only drops rows
    /// whose history shows them implied; Fourier–Motzkin still keeps many more, and each
    /// one is paired with every row of opposite sign at the next step.
    fn prune(&mut self) -> Result<()> {
        if self.ineqs.len() <= self.prune_from.max(2 * self.pruned_at) {
            return Ok(());
        }
        let implied = crate::hull::rationally_implied(&self.eqs, &self.ineqs);
        let mut k = 0;
        self.ineqs.retain(|_| {
            k += 1;
            !implied[k - 1]
        });
        let mut k = 0;
        self.hist.retain(|_| {
            k += 1;
            !implied[k - 1]
        });
        self.pruned_at = self.ineqs.len();
        if self.charged {
            crate::budget::check()
        } else {
            Ok(())
        }
    }

    fn charge(&self, n: u64) -> Result<()> {
        if self.charged {
            crate::budget::charge(n)
        } else {
            Ok(())
        }
    }

    /// Eliminates column `col` (rationally), charging the operations budget by the rows it
    /// creates (see [`crate::budget`]).
    fn eliminate(&mut self, col: usize) -> Result<()> {
        if let Some(k) = self.eqs.iter().position(|r| !r[col].is_zero()) {
            let e = self.eqs.swap_remove(k);
            let a = e[col].clone();
            let sa = a.abs();
            let sign = Int::from(a.signum() as i64);
            for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
                if r[col].is_zero() {
                    continue;
                }
                // |a| r - sign(a) r_col e  removes the column, with a positive factor on r.
                let f = &sign * &r[col];
                *r = lin_sub(&sa, r, &f, &e);
            }
            return self.charge(1 + (self.eqs.len() + self.ineqs.len()) as u64 / 8);
        }
        let mut pos = Vec::new();
        let mut neg = Vec::new();
        let mut rest = Vec::new();
        let mut rest_hist = Vec::new();
        for (r, h) in self.ineqs.drain(..).zip(self.hist.drain(..)) {
            match r[col].signum() {
                1 => pos.push((r, h)),
                -1 => neg.push((r, h)),
                _ => {
                    rest.push(r);
                    rest_hist.push(h);
                }
            }
        }
        self.fm_steps += 1;
        let width = pos.first().map_or(1, |(r, _)| r.len()) as u64;
        for (p, hp) in &pos {
            // Each combination is a row of `width` products, of numbers that grow.
            self.charge(1 + neg.len() as u64 * (1 + width / 4))?;
            for (n, hn) in &neg {
                let h = union(hp, hn);
                if count(&h) > self.fm_steps + 1 {
                    continue; // Chernikov: implied by the other rows.
                }
                // p_col > 0, n_col < 0: (-n_col) p + p_col n has a zero in the column.
                let a = -&n[col];
                let b = &p[col];
                let row: Row = p.iter().zip(n).map(|(x, y)| &(&a * x) + &(b * y)).collect();
                rest.push(row);
                rest_hist.push(h);
            }
        }
        self.ineqs = rest;
        self.hist = rest_hist;
        Ok(())
    }
}

/// The conditions on unknowns `z_1..z_n` under which the affine form
/// `ψ(x) = Σ_c form[c](z) · x_c` (with `x_0 = 1` the constant column) is non-negative on every
/// point of `poly` (see the module documentation).
///
/// `form` has one entry per column of `poly` (`[1 | params | in | out | divs]`), each a row
/// `[const, z_1..z_n]` giving that coefficient of `ψ` as an affine function of `z`. The result
/// is a list of inequalities `row >= 0` over `[1 | z]`. An empty (over the integers) polyhedron
/// imposes nothing and gives no row; a form that can never be non-negative gives the row
/// `[-1, 0, ..., 0]`.
pub fn farkas_nonneg(poly: &BasicMap, form: &[Row], n_unknowns: usize) -> Result<Vec<Row>> {
    farkas_pruned_from(poly, form, n_unknowns, PRUNE_FROM)
}

/// [`farkas_nonneg`], looking for implied rows once the system holds more than `prune_from`.
fn farkas_pruned_from(
    poly: &BasicMap,
    form: &[Row],
    n_unknowns: usize,
    prune_from: usize,
) -> Result<Vec<Row>> {
    check_form(poly, form, n_unknowns)?;
    if poly.is_empty() {
        return Ok(Vec::new());
    }
    let mut ineqs: Vec<Row> = poly.inequalities().to_vec();
    ineqs.extend(poly.div_constraints());
    let mut f: Vec<Row> = form.to_vec();
    // 1. Substitute the polyhedron's equalities away (positive scalings of ψ only).
    if !substitute_equalities(poly.equalities().to_vec(), &mut ineqs, &mut f, n_unknowns) {
        return Ok(Vec::new());
    }
    // 2. ψ = Σ λ_k (A_k x + b_k) + λ_0, as a system over [1 | z | λ].
    if !drop_constant_rows(&mut ineqs) {
        return Ok(Vec::new());
    }
    let mut sys = multiplier_system(&f, &ineqs, n_unknowns);
    sys.prune_from = prune_from;
    // 3. Eliminate the multipliers, leaving conditions on z alone.
    if !eliminate_multipliers(&mut sys, n_unknowns, ineqs.len())? {
        return Ok(vec![infeasible_row(n_unknowns)]);
    }
    let mut out = Vec::new();
    for r in sys.eqs {
        let r: Row = r[..=n_unknowns].to_vec();
        out.push(r.iter().map(|v| -v).collect());
        out.push(r);
    }
    for r in sys.ineqs {
        out.push(r[..=n_unknowns].to_vec());
    }
    Ok(out)
}

/// Checks that `form` has one coefficient form per column of `poly`, each over `[1 | z]`.
fn check_form(poly: &BasicMap, form: &[Row], n_unknowns: usize) -> Result<()> {
    let ncol = poly.n_col();
    if form.len() != ncol {
        return Err(Error::InvalidDim(format!(
            "farkas: {} coefficient forms for {} columns",
            form.len(),
            ncol
        )));
    }
    if form.iter().any(|f| f.len() != n_unknowns + 1) {
        return Err(Error::InvalidDim("farkas: form of the wrong width".into()));
    }
    Ok(())
}

/// Eliminates the variables fixed by the equalities `eqs` of the polyhedron from the form
/// `f` and from `ineqs`; `false` when an equality is infeasible (`0 = c`, `c != 0`).
///
/// An equality `a x_p + Σ_{c != p} e_c x_c = 0` gives `x_p`; on the polyhedron
/// `|a| ψ = Σ_{c != p} (|a| f_c - sign(a) e_c f_p) x_c`, a positive multiple of `ψ` (so the
/// same sign) without `x_p`. The other rows lose `x_p` the same way.
fn substitute_equalities(
    mut eqs: Vec<Row>,
    ineqs: &mut [Row],
    f: &mut [Row],
    n_unknowns: usize,
) -> bool {
    let ncol = f.len();
    while let Some(e) = eqs.pop() {
        let Some(p) = (1..ncol).find(|&c| !e[c].is_zero()) else {
            if e[0].is_zero() {
                continue;
            }
            return false;
        };
        let a = e[p].clone();
        let sa = a.abs();
        let sign = Int::from(a.signum() as i64);
        // ψ |a| = Σ_{c != p} (|a| f_c - sign(a) e_c f_p) x_c
        let fp = f[p].clone();
        for (c, fc) in f.iter_mut().enumerate() {
            if c == p {
                continue;
            }
            let g = &sign * &e[c];
            if g.is_zero() {
                *fc = fc.iter().map(|v| v * &sa).collect();
            } else {
                *fc = lin_sub(&sa, fc, &g, &fp);
            }
        }
        f[p] = vec![Int::ZERO; n_unknowns + 1];
        for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
            if r[p].is_zero() {
                continue;
            }
            let g = &sign * &r[p];
            *r = lin_sub(&sa, r, &g, &e);
        }
    }
    true
}

/// Drops the constant inequalities `c >= 0` that always hold (`c >= 0`); `false` when one
/// never holds (`c < 0`: the polyhedron is empty).
fn drop_constant_rows(ineqs: &mut Vec<Row>) -> bool {
    ineqs.retain(|r| r[1..].iter().any(|v| !v.is_zero()) || r[0].is_negative());
    !ineqs
        .iter()
        .any(|r| r[1..].iter().all(Int::is_zero) && r[0].is_negative())
}

/// The Farkas system over `[1 | z | λ_1..λ_m]` for `ψ = λ_0 + Σ_k λ_k (A_k x + b_k)`, with
/// `ineqs` the rows `A_k x + b_k >= 0`: per variable column `c`, `f_c - Σ_k λ_k A_kc = 0`
/// (rows that are all zero are left out); `f_0 - Σ_k λ_k b_k >= 0` (that is `λ_0 >= 0`); and
/// `λ_k >= 0`.
fn multiplier_system(f: &[Row], ineqs: &[Row], n_unknowns: usize) -> System {
    let w = 1 + n_unknowns + ineqs.len();
    let row_of = |c: usize| -> Row {
        let mut row = vec![Int::ZERO; w];
        row[..=n_unknowns].clone_from_slice(&f[c]);
        for (k, a) in ineqs.iter().enumerate() {
            row[1 + n_unknowns + k] = -&a[c];
        }
        row
    };
    let eq_rows = (1..f.len())
        .map(row_of)
        .filter(|row| row.iter().any(|v| !v.is_zero()))
        .collect();
    let mut ineq_rows = vec![row_of(0)];
    for k in 0..ineqs.len() {
        let mut r = vec![Int::ZERO; w];
        r[1 + n_unknowns + k] = Int::ONE;
        ineq_rows.push(r);
    }
    System::new(eq_rows, ineq_rows)
}

/// Eliminates the `m` multiplier columns (after the `n_unknowns + 1` columns of `[1 | z]`)
/// from `sys`, each time the cheapest: one in an equality, else the one with the fewest
/// Fourier–Motzkin combinations. `Ok(false)` when the system turns out infeasible.
fn eliminate_multipliers(sys: &mut System, n_unknowns: usize, m: usize) -> Result<bool> {
    let mut left: Vec<usize> = (1 + n_unknowns..1 + n_unknowns + m).collect();
    if !sys.clean() {
        return Ok(false);
    }
    while !left.is_empty() {
        let pick = left
            .iter()
            .enumerate()
            .min_by_key(|(_, &c)| {
                if sys.eqs.iter().any(|r| !r[c].is_zero()) {
                    return (0usize, 0usize);
                }
                let p = sys.ineqs.iter().filter(|r| r[c].is_positive()).count();
                let n = sys.ineqs.iter().filter(|r| r[c].is_negative()).count();
                (1, p * n)
            })
            .map(|(i, _)| i)
            .unwrap_or(0);
        let c = left.swap_remove(pick);
        sys.eliminate(c)?;
        if !sys.clean() {
            return Ok(false);
        }
        sys.prune()?;
    }
    Ok(true)
}

fn infeasible_row(n: usize) -> Row {
    let mut r = vec![Int::ZERO; n + 1];
    r[0] = Int::from(-1i64);
    r
}

/// Fourier–Motzkin elimination over the rationals of the columns `cols` of the system
/// `eqs = 0, ineqs >= 0` (rows `[const, x_1..x_n]`), keeping only the tightest of parallel
/// rows and dropping rows that Chernikov's rule shows implied. Returns the equalities and the
/// inequalities left over the remaining columns, in that order (the eliminated columns are
/// zero in every returned row); `None` when the system is infeasible.
pub fn fourier_motzkin(eqs: &[Row], ineqs: &[Row], cols: &[usize]) -> Option<(Vec<Row>, Vec<Row>)> {
    let mut sys = System::new(eqs.to_vec(), ineqs.to_vec());
    if !sys.clean() {
        return None;
    }
    // Not charged to the budget: `None` here means infeasible, and callers bound the growth
    // themselves (hull.rs charges its steps, the scheduler's relaxation has a growth limit).
    sys.charged = false;
    for &c in cols {
        if sys.eliminate(c).is_err() || !sys.clean() {
            return None;
        }
    }
    Some((sys.eqs, sys.ineqs))
}

/// An exact rational `num / den` with `den > 0`.
#[derive(Clone, Debug)]
struct Rat {
    num: Int,
    den: Int,
}

impl Rat {
    fn int(v: Int) -> Rat {
        Rat {
            num: v,
            den: Int::ONE,
        }
    }
    fn norm(mut self) -> Rat {
        if self.den.is_negative() {
            self.num = -&self.num;
            self.den = -&self.den;
        }
        let g = self.num.gcd(&self.den);
        if !g.is_zero() && !g.is_one() {
            self.num = self.num.div_exact(&g);
            self.den = self.den.div_exact(&g);
        }
        self
    }
    fn sub(&self, o: &Rat) -> Rat {
        Rat {
            num: &(&self.num * &o.den) - &(&o.num * &self.den),
            den: &self.den * &o.den,
        }
        .norm()
    }
    fn mul(&self, o: &Rat) -> Rat {
        Rat {
            num: &self.num * &o.num,
            den: &self.den * &o.den,
        }
        .norm()
    }
    fn div(&self, o: &Rat) -> Rat {
        Rat {
            num: &self.num * &o.den,
            den: &self.den * &o.num,
        }
        .norm()
    }
}

/// The rank of a list of integer rows (Gaussian elimination over the rationals).
pub fn rank(rows: &[Row]) -> usize {
    independent_rows(rows).len()
}

/// The indices of a maximal linearly independent subset of `rows`, greedily in order.
pub fn independent_rows(rows: &[Row]) -> Vec<usize> {
    let mut basis: Vec<(usize, Vec<Rat>)> = Vec::new(); // (pivot column, reduced row)
    let mut out = Vec::new();
    for (k, r) in rows.iter().enumerate() {
        let mut v: Vec<Rat> = r.iter().cloned().map(Rat::int).collect();
        for (p, b) in &basis {
            if !v[*p].num.is_zero() {
                let f = v[*p].div(&b[*p]);
                for (x, y) in v.iter_mut().zip(b) {
                    *x = x.sub(&f.mul(y));
                }
            }
        }
        if let Some(p) = v.iter().position(|x| !x.num.is_zero()) {
            basis.push((p, v));
            out.push(k);
        }
    }
    out
}

/// Integer rows spanning the orthogonal complement of the row space of `h` (each row of
/// `h` has `d` entries): the non-zero rows of `I - Hᵀ (H Hᵀ)⁻¹ H` (with `H` the independent
/// rows of `h`), each scaled to coprime integers, duplicates (up to sign) removed; a row and its
/// negation are kept once, with its first non-zero entry positive. With `h` empty this is the
/// identity; with `h` of rank `d` it is empty.
pub fn orthogonal_complement(h: &[Row], d: usize) -> Result<Vec<Row>> {
    if h.iter().any(|r| r.len() != d) {
        return Err(Error::InvalidDim(
            "orthogonal_complement: row of the wrong length".into(),
        ));
    }
    let idx = independent_rows(h);
    let hs: Vec<&Row> = idx.iter().map(|&i| &h[i]).collect();
    let r = hs.len();
    // M = H Hᵀ (r x r), solve M X = H for X (r x d) by Gauss–Jordan over the rationals.
    let mut aug: Vec<Vec<Rat>> = (0..r)
        .map(|i| {
            let mut row: Vec<Rat> = (0..r)
                .map(|j| {
                    let mut s = Int::ZERO;
                    for (a, b) in hs[i].iter().zip(hs[j].iter()) {
                        s += &(a * b);
                    }
                    Rat::int(s)
                })
                .collect();
            row.extend(hs[i].iter().cloned().map(Rat::int));
            row
        })
        .collect();
    for col in 0..r {
        let piv = (col..r)
            .find(|&i| !aug[i][col].num.is_zero())
            .ok_or_else(|| Error::InvalidDim("singular Gram matrix".into()))?;
        aug.swap(col, piv);
        let p = aug[col][col].clone();
        for x in aug[col].iter_mut() {
            *x = x.div(&p);
        }
        for i in 0..r {
            if i != col && !aug[i][col].num.is_zero() {
                let f = aug[i][col].clone();
                let src = aug[col].clone();
                for (x, y) in aug[i].iter_mut().zip(&src) {
                    *x = x.sub(&f.mul(y));
                }
            }
        }
    }
    // P = I - Hᵀ X
    let mut out: Vec<Row> = Vec::new();
    for i in 0..d {
        let mut row: Vec<Rat> = Vec::with_capacity(d);
        for j in 0..d {
            let mut v = Rat::int(if i == j { Int::ONE } else { Int::ZERO });
            for (hk, xk) in hs.iter().zip(&aug) {
                let t = Rat::int(hk[i].clone()).mul(&xk[r + j]);
                v = v.sub(&t);
            }
            row.push(v);
        }
        let mut l = Int::ONE;
        for v in &row {
            l = l.lcm(&v.den);
        }
        let mut ir: Row = row
            .iter()
            .map(|v| (&v.num * &l).div_exact(&v.den))
            .collect();
        if ir.iter().all(Int::is_zero) {
            continue;
        }
        reduce_row(&mut ir);
        if ir
            .iter()
            .find(|v| !v.is_zero())
            .is_some_and(|v| v.is_negative())
        {
            ir = ir.iter().map(|v| -v).collect();
        }
        if !out.contains(&ir) {
            out.push(ir);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;

    fn ints(v: &[i64]) -> Row {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn uniform_dependence_gives_nonnegative_distance() {
        // D = { S[i] -> S[i + 1] : 0 <= i < N - 1 }, ψ = c0 * (o - i) with one unknown c0.
        let d: Map = "[N] -> { S[i] -> S[o] : o = i + 1 and 0 <= i and i <= N - 2 }"
            .parse()
            .unwrap();
        let b = &d.basics()[0];
        // columns [1 | N | i | o]
        let form = vec![ints(&[0, 0]), ints(&[0, 0]), ints(&[0, -1]), ints(&[0, 1])];
        let rows = farkas_nonneg(b, &form, 1).unwrap();
        // c0 >= 0 and nothing else: c0 = -1 is rejected, c0 = 0, 5 are accepted.
        let ok = |c: i64| {
            rows.iter()
                .all(|r| !(&r[0] + &(&r[1] * &Int::from(c))).is_negative())
        };
        assert!(ok(0) && ok(5));
        assert!(!ok(-1));
    }

    #[test]
    fn bounding_function_needs_the_parameter() {
        // D = { S[i] -> T[o] : 0 <= i < N, 0 <= o < N } (all pairs); ψ = u N + w - (o - i)
        // is non-negative iff u >= 1 and w + u >= 1 ... check points instead.
        let d: Map = "[N] -> { S[i] -> T[o] : 0 <= i < N and 0 <= o < N }"
            .parse()
            .unwrap();
        let b = &d.basics()[0];
        // unknowns (u, w); columns [1 | N | i | o]
        let form = vec![
            ints(&[0, 0, 1]),
            ints(&[0, 1, 0]),
            ints(&[0, 0, 0]),
            ints(&[0, 0, 0]),
        ];
        let mut form = form;
        form[2] = ints(&[1, 0, 0]); // +i
        form[3] = ints(&[-1, 0, 0]); // -o
        let rows = farkas_nonneg(b, &form, 2).unwrap();
        let ok = |u: i64, w: i64| {
            rows.iter().all(|r| {
                !(&(&r[0] + &(&r[1] * &Int::from(u))) + &(&r[2] * &Int::from(w))).is_negative()
            })
        };
        // max (o - i) = N - 1: u = 1, w = -1 works; u = 0 never works for all N.
        assert!(ok(1, -1));
        assert!(ok(1, 0));
        assert!(!ok(0, 100));
        assert!(!ok(1, -2));
    }

    /// Removing rationally implied rows between Fourier–Motzkin steps changes the rows, not
    /// the conditions they put on the unknowns: on random polyhedra and forms, the rows
    /// pruned at every step and the rows never pruned accept the same unknowns.
    #[test]
    fn pruning_keeps_the_farkas_conditions() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: i64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % (2 * m as u64 + 1)) as i64 - m
        };
        let mut pruned_somewhere = false;
        let mut informative = 0;
        for _ in 0..240 {
            // [N] -> { [a, b, c] }, 5 to 9 random constraints, and a form over 2 unknowns.
            let mut text = String::from("[N] -> { [a, b, c] : N >= 0");
            for _ in 0..(7 + next(2)) {
                let t: Vec<i64> = (0..5).map(|_| next(3)).collect();
                text += &format!(
                    " and {}*N + {}*a + {}*b + {}*c + {} >= 0",
                    t[0],
                    t[1],
                    t[2],
                    t[3],
                    t[4] + 6
                );
            }
            text += " }";
            let m: Map = text.parse().unwrap();
            let Some(b) = m.basics().first() else {
                continue;
            };
            let form: Vec<Row> = (0..b.n_col())
                .map(|_| ints(&[next(2), next(1), next(1)]))
                .collect();
            let never = farkas_pruned_from(b, &form, 2, usize::MAX).unwrap();
            let always = farkas_pruned_from(b, &form, 2, 0).unwrap();
            pruned_somewhere |= always.len() < never.len();
            let ok = |rows: &[Row], z: &[i64]| {
                rows.iter().all(|r| {
                    let v = z
                        .iter()
                        .zip(&r[1..])
                        .fold(r[0].clone(), |acc, (x, c)| &acc + &(c * &Int::from(*x)));
                    !v.is_negative()
                })
            };
            let mut accepted = 0;
            for z0 in -4..=4 {
                for z1 in -4..=4 {
                    let z = [z0, z1];
                    assert_eq!(ok(&never, &z), ok(&always, &z), "{text}, z = {z:?}");
                    accepted += usize::from(ok(&never, &z));
                }
            }
            informative += usize::from(accepted > 0 && accepted < 81);
        }
        assert!(pruned_somewhere, "no case had an implied row to remove");
        assert!(
            informative >= 20,
            "only {informative} cases both accept and reject"
        );
    }

    #[test]
    fn orthogonal_complements() {
        let c = orthogonal_complement(&[ints(&[1, 0])], 2).unwrap();
        assert_eq!(c, vec![ints(&[0, 1])]);
        let c = orthogonal_complement(&[ints(&[1, 1])], 2).unwrap();
        assert_eq!(c, vec![ints(&[1, -1])]);
        let c = orthogonal_complement(&[], 2).unwrap();
        assert_eq!(c.len(), 2);
        let c = orthogonal_complement(&[ints(&[1, 0]), ints(&[1, 1])], 2).unwrap();
        assert!(c.is_empty());
        assert_eq!(rank(&[ints(&[1, 2]), ints(&[2, 4]), ints(&[0, 1])]), 2);
    }

    #[test]
    fn fourier_motzkin_projects() {
        // 0 <= x <= y <= 3: eliminating y leaves 0 <= x <= 3.
        let ineqs = vec![ints(&[0, 1, 0]), ints(&[0, -1, 1]), ints(&[3, 0, -1])];
        let (_, rows) = fourier_motzkin(&[], &ineqs, &[2]).unwrap();
        assert!(rows.contains(&ints(&[3, -1, 0])));
        assert!(rows.contains(&ints(&[0, 1, 0])));
        assert!(fourier_motzkin(&[], &[ints(&[-1, 0, 0])], &[]).is_none());
    }
}
