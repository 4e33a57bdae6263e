//! Hulls of unions: [`Map::simple_hull`] and [`Map::convex_hull`].
//!
//! Both hulls are single basic maps that contain every disjunct. They treat the parameters
//! as ordinary variables (a hull is convex in the parameters too) and work with the
//! *rational* polyhedra of the disjuncts, as isl does: the result describes integer points
//! exactly when the union is convex over the rationals.
//!
//! # Preparation
//!
//! Each disjunct first gets its implicit integer equalities made explicit and empty disjuncts
//! are dropped ([`Map::detect_equalities`], [`Map::remove_empty`]): `{ [i] : 1 <= 2i <= 2 }`
//! is the single point `i = 1` over the integers, and the hull should not grow because of the
//! fractional points `1/2 <= i < 1` of its relaxation. Then each disjunct's integer affine
//! hull is computed from sample points (`integer_affine_hull`), the equalities are solved
//! into the inequalities with integer tightening (`reduce`), and for the convex hull the
//! inequalities are also tightened on the lattice of the equalities (`lattice_tighten`).
//!
//! Existentials: divs are first given definitions ([`Map::compute_divs`]) and aligned, so
//! that every disjunct has the same list of defined divs (each one's own, and the others' as
//! unconstrained functions). Each div `d = floor(f/m)` is then one more variable, with its
//! defining bounds `0 <= f - m d <= m - 1` written out, and the result keeps the same
//! definitions. This is also what isl does, but isl may order, merge or drop divs
//! differently, so with existentials the two hulls can differ (both are one conjunction
//! containing the input; the oracle tests check exactly that, and equality without them).
//!
//! # Simple hull
//!
//! The simple hull keeps the *directions* of the disjuncts' own constraints and only moves
//! them. For every constraint `a . x + c >= 0` of some disjunct (an equality gives two), the
//! translate `a . x >= m` with `m` the least value of `a . x` over all disjuncts is valid on
//! the union and is the tightest translate that is; a direction in which some disjunct is
//! unbounded gives no constraint. The minima are rational linear programs, solved with the
//! lexicographic simplex: a new first variable `t = a . x` is minimized first
//! (`rational_min`). Since `a` has integer coefficients, `a . x >= ceil(m)` holds on
//! every integer point. The result is intersected with the affine hull of the union (see
//! below), which is not always spanned by the translates: the points `(0, 0)` and `(1, 1)`
//! have the box `0 <= i, j <= 1` as translates but also lie on the line `i = j`.
//!
//! # Convex hull: the lifted formulation
//!
//! For two polyhedra `P1 = { y : A1 y + b1 >= 0 }` and `P2 = { y : A2 y + b2 >= 0 }`, the
//! (closed) convex hull of `P1 ∪ P2` is the set of `x = l y1 + (1 - l) y2` with `y_i` in `P_i`
//! and `0 <= l <= 1`. The products make this non-linear; Balas' substitution `z = l y1`
//! (so `x - z = (1 - l) y2`) multiplies every constraint by its weight and makes it linear:
//!
//! ```text
//!   A1 z + l b1 >= 0,   A2 (x - z) + (1 - l) b2 >= 0,   0 <= l <= 1.
//! ```
//!
//! At `l = 0` the first system reads `A1 z >= 0`: `z` is a direction of the recession cone of
//! `P1`, which is how unbounded disjuncts contribute their rays (and why the hull is the
//! *closure* of the convex hull, a polyhedron). The hull is the projection of this lifted
//! polyhedron onto `x`: Fourier–Motzkin elimination of `z` and `l` (equalities are solved
//! first, then each pair of a lower and an upper bound of a variable gives their positive
//! combination without it). For more disjuncts, `conv(P1 ∪ ... ∪ Pk)` is
//! `conv(conv(P1 ∪ ... ∪ P(k-1)) ∪ Pk)`: one lifted pair at a time, with rationally
//! redundant rows removed (each by one linear program) after every step, since
//! Fourier–Motzkin multiplies the number of rows. Every step is exact rational arithmetic.
//!
//! The affine hull used by the simple hull is the same construction with the inequalities
//! left out (affine instead of convex combinations: `l` is free).

use crate::basic::{div_bounds, BasicMap, Div};
use crate::error::{Error, Result};
use crate::farkas::{fourier_motzkin, orthogonal_complement, rank};
use crate::int::Int;
use crate::map::Map;
use crate::omega::{normalize_eq, normalize_ineq, Row, RowStatus};
use crate::simplex::LexSimplex;
use crate::space::{Space, Tuple};
use crate::union::UnionMap;

/// Operations (see [`crate::budget`]) allowed to the integer affine hull of one disjunct
/// before the hull makes do with the disjunct's own equalities.
const AFFINE_HULL_OPS: u64 = 200_000;

/// Rows beyond which one Fourier–Motzkin step gives up (as [`Error::Unsupported`]).
const MAX_ROWS: usize = 4000;

/// A rational polyhedron over the `n` variables of a basic map: rows `[const | coeffs]`.
#[derive(Clone, Debug)]
struct Poly {
    eqs: Vec<Row>,
    ineqs: Vec<Row>,
}

/// The tableau of `p` with one extra leading variable (column 1 of the simplex's variables),
/// left free: variable 0 is the objective, variables `1..=n` are the polyhedron's.
fn lp_tableau(p: &Poly, n: usize) -> LexSimplex {
    let mut s = LexSimplex::new(n + 1);
    let mut coeffs = vec![Int::ZERO; n + 1];
    for r in &p.eqs {
        coeffs[1..].clone_from_slice(&r[1..]);
        s.add_eq(&r[0], &coeffs);
    }
    for r in &p.ineqs {
        coeffs[1..].clone_from_slice(&r[1..]);
        s.add_ineq(&r[0], &coeffs);
    }
    s
}

/// Outcome of a rational minimization.
enum Opt {
    /// No rational point.
    Empty,
    /// No lower bound.
    Unbounded,
    /// The minimum `num / den`, `den > 0`.
    Min(Int, Int),
}

/// The rational minimum of `a . x` (`a` the coefficients, without constant) over the
/// tableau `s` built by [`lp_tableau`]: adds `t - a . x = 0` and takes the lexicographic
/// minimum, whose first entry is the least `t`. The tableau is rolled back afterwards.
fn rational_min(s: &mut LexSimplex, a: &[Int]) -> Opt {
    let _ = crate::budget::charge(1);
    let snap = s.snapshot();
    let mut coeffs = Vec::with_capacity(a.len() + 1);
    coeffs.push(Int::ONE);
    coeffs.extend(a.iter().map(|v| -v));
    s.add_eq(&Int::ZERO, &coeffs);
    let out = if !s.restore() {
        Opt::Empty
    } else {
        match s.rational_value(0) {
            Some((num, den)) => Opt::Min(num, den),
            None => Opt::Unbounded,
        }
    };
    s.rollback(snap);
    out
}

/// `ceil(num / den)` for `den > 0`.
fn ceil_div(num: &Int, den: &Int) -> Int {
    // num + ((-num) mod den) is the next multiple of den.
    (num + &(-num).mod_floor(den)).div_exact(den)
}

/// Divides a row by the gcd of its entries (keeps the rational set).
fn primitive(row: &mut Row) {
    let mut g = Int::ZERO;
    for v in row.iter() {
        g = g.gcd(v);
    }
    if !g.is_zero() && !g.is_one() {
        for v in row.iter_mut() {
            *v = v.div_exact(&g);
        }
    }
}

/// Removes the inequalities of `p` that the others imply over the rationals (each by a
/// linear program over the equalities and the rows kept so far and still to come).
fn remove_rational_redundancies(p: &mut Poly, n: usize) {
    remove_rational_redundancies_given(p, &[], n);
}

/// Which inequalities of `eqs = 0, ineqs >= 0` (rows `[const, x_1..x_n]`, all of one width)
/// the others imply over the rationals: removing every marked row leaves the same rational
/// polyhedron. Rows are tested in order, each against the equalities, the unmarked rows
/// before it and all rows after it (so of two equal rows, the first is marked). One linear
/// program per inequality; its pivots are charged to the operations budget, and once the
/// budget is exhausted the remaining rows are left unmarked (marking nothing is always
/// correct). Fourier–Motzkin elimination keeps every non-negative combination that
/// Chernikov's rule cannot prove implied; this finds the rest.
pub fn rationally_implied(eqs: &[Row], ineqs: &[Row]) -> Vec<bool> {
    let mut implied = vec![false; ineqs.len()];
    let Some(width) = eqs.iter().chain(ineqs).map(Vec::len).next() else {
        return implied;
    };
    // Columns that are zero in every row (eliminated ones) are left out of the programs.
    let used: Vec<usize> = (0..width)
        .filter(|&c| c == 0 || eqs.iter().chain(ineqs).any(|r| !r[c].is_zero()))
        .collect();
    let squeeze = |r: &Row| -> Row { used.iter().map(|&c| r[c].clone()).collect() };
    let eqs: Vec<Row> = eqs.iter().map(squeeze).collect();
    let ineqs: Vec<Row> = ineqs.iter().map(squeeze).collect();
    let width = used.len();
    for k in 0..ineqs.len() {
        if crate::budget::exceeded() {
            break;
        }
        let others = ineqs
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != k && !implied[j])
            .map(|(_, r)| r.clone());
        let p = Poly {
            eqs: eqs.clone(),
            ineqs: others.collect(),
        };
        // Building the tableau writes every entry once.
        let _ =
            crate::budget::charge(1 + (p.eqs.len() + p.ineqs.len()) as u64 * width as u64 / 256);
        let mut s = lp_tableau(&p, width - 1);
        implied[k] = match rational_min(&mut s, &ineqs[k][1..]) {
            Opt::Empty => true,
            Opt::Unbounded => false,
            // min(a.x) + c >= 0  <=>  num + c den >= 0
            Opt::Min(num, den) => !(&num + &(&ineqs[k][0] * &den)).is_negative(),
        };
    }
    implied
}

/// [`remove_rational_redundancies`] with `given` rows that hold as well (implicit ones, such
/// as the bounds of defined divs) and are not part of the result.
fn remove_rational_redundancies_given(p: &mut Poly, given: &[Row], n: usize) {
    for r in p.ineqs.iter_mut() {
        primitive(r);
    }
    p.ineqs.sort();
    p.ineqs.dedup();
    let mut k = 0;
    while k < p.ineqs.len() {
        let row = p.ineqs.remove(k);
        let mut s = lp_tableau(p, n);
        if !given.is_empty() {
            let mut coeffs = vec![Int::ZERO; n + 1];
            for r in given {
                coeffs[1..].clone_from_slice(&r[1..]);
                s.add_ineq(&r[0], &coeffs);
            }
        }
        let redundant = match rational_min(&mut s, &row[1..]) {
            Opt::Empty => true,
            Opt::Unbounded => false,
            // min(a.x) + c >= 0  <=>  num + c den >= 0
            Opt::Min(num, den) => !(&num + &(&row[0] * &den)).is_negative(),
        };
        if !redundant {
            p.ineqs.insert(k, row);
            k += 1;
        }
    }
}

/// The integer affine hull of `p` (which must have an integer point): equalities
/// `a . x + c = 0` that hold on every integer point, spanning all such.
///
/// isl's method: keep integer points `p_0, ..., p_k` of the set; every row `a` orthogonal
/// to all `p_j - p_0` gives a candidate equality `a . x = a . p_0`. Look for an integer point
/// with `a . x >= a . p_0 + 1`, then with `a . x <= a . p_0 - 1`; one found joins the points
/// (the span grows), none found proves the equality (it joins the system). Each step grows
/// the span of the points or of the equalities, so there are at most `n + 1` of them. This
/// finds equalities that no single constraint shows: `3M + 2i = 2, 0 <= i <= 3` forces
/// `M = 0, i = 1` over the integers.
fn integer_affine_hull(p: &Poly, n: usize) -> Option<(Vec<Row>, Vec<Int>)> {
    let mut b = BasicMap::universe(Space::set(Vec::new(), Tuple::anonymous(n)));
    b.eqs = p.eqs.clone();
    b.ineqs = p.ineqs.clone();
    let p0 = b.sample()?;
    let mut diffs: Vec<Row> = Vec::new();
    let mut eqs: Vec<Row> = Vec::new();
    let value = |a: &Row, x: &[Int]| -> Int {
        let mut v = Int::ZERO;
        for (c, y) in a.iter().zip(x) {
            v += &(c * y);
        }
        v
    };
    'grow: loop {
        let comp = orthogonal_complement(&diffs, n).ok()?;
        for a in comp {
            let mut with = eqs.clone();
            with.push(a.clone());
            if rank(&with) == rank(&eqs) {
                continue;
            }
            let v = value(&a, &p0);
            for sign in [1i64, -1] {
                // sign * (a . x - v) - 1 >= 0
                let sg = Int::from(sign);
                let mut row = Vec::with_capacity(n + 1);
                row.push(&(&(-&sg) * &v) - &Int::ONE);
                row.extend(a.iter().map(|c| &sg * c));
                let mut t = b.clone();
                t.ineqs.push(row);
                if let Some(q) = t.sample() {
                    diffs.push(q.iter().zip(&p0).map(|(x, y)| x - y).collect());
                    continue 'grow;
                }
            }
            eqs.push(a);
        }
        break;
    }
    let rows = eqs
        .into_iter()
        .map(|a| {
            let mut row = Vec::with_capacity(n + 1);
            row.push(-&value(&a, &p0));
            row.extend(a);
            row
        })
        .collect();
    Some((rows, p0))
}

/// A basis of the integer solutions `z` of `E z = 0` (`E` the coefficients of `eqs`), by
/// unimodular column operations: for each row in turn, Euclid's algorithm on its entries in
/// the not yet used columns (subtract multiples of one column from another, swap) leaves one
/// non-zero entry, in the next pivot column. The same operations on the identity give a
/// unimodular `U` with `E U = [L | 0]`; the columns of `U` under the zero block are the basis.
fn integer_kernel(eqs: &[Row], n: usize) -> Vec<Vec<Int>> {
    let mut m: Vec<Vec<Int>> = eqs.iter().map(|r| r[1..].to_vec()).collect();
    let mut u: Vec<Vec<Int>> = (0..n)
        .map(|j| (0..n).map(|i| Int::from((i == j) as i64)).collect())
        .collect();
    let mut piv = 0;
    for row in 0..m.len() {
        if piv == n {
            break;
        }
        while let Some(j) = (piv..n)
            .filter(|&j| !m[row][j].is_zero())
            .min_by(|&x, &y| m[row][x].abs().cmp(&m[row][y].abs()))
        {
            for r in m.iter_mut() {
                r.swap(j, piv);
            }
            u.swap(j, piv);
            let mut done = true;
            for k in piv + 1..n {
                if m[row][k].is_zero() {
                    continue;
                }
                let q = m[row][k].floor_div(&m[row][piv]);
                for r in m.iter_mut() {
                    let d = &q * &r[piv];
                    r[k] -= &d;
                }
                // k > piv: column k lies in the upper part, the pivot in the lower.
                let (lo, hi) = u.split_at_mut(k);
                let (a, b) = (&mut hi[0], &lo[piv]);
                for (x, y) in a.iter_mut().zip(b.iter()) {
                    *x -= &(&q * y);
                }
                done &= m[row][k].is_zero();
            }
            if done {
                piv += 1;
                break;
            }
        }
    }
    u.split_off(piv)
}

/// Tightens the inequalities of `p` on the lattice of integer points of its equalities:
/// with `x = p0 + sum t_u u` (`p0` an integer point, `u` the [`integer_kernel`] basis),
/// `a . x + c` takes only the values `v + g Z` where `v = a . p0 + c` and `g` is the gcd of
/// the `a . u`, so `a . x + c >= 0` is the same as `a . x + c - (v mod g) >= 0` there. An
/// inequality with `g = 0` is constant on the lattice, true at `p0`, and dropped.
/// (`3i = M + 3` makes `M` a multiple of three, and `5M + 6 >= 0` becomes `5M >= 0`.)
fn lattice_tighten(p: &mut Poly, p0: &[Int], n: usize) {
    if p.eqs.is_empty() {
        return;
    }
    let basis = integer_kernel(&p.eqs, n);
    let dot = |a: &[Int], x: &[Int]| -> Int {
        let mut v = Int::ZERO;
        for (c, y) in a.iter().zip(x) {
            v += &(c * y);
        }
        v
    };
    p.ineqs.retain_mut(|r| {
        let mut g = Int::ZERO;
        for u in &basis {
            g = g.gcd(&dot(&r[1..], u));
        }
        if g.is_zero() {
            return false;
        }
        let v = &dot(&r[1..], p0) + &r[0];
        let m = v.mod_floor(&g);
        r[0] -= &m;
        true
    });
}

/// Solves the equalities of `p` into its inequalities (Gaussian elimination: each equality
/// removes its last column from every other row, the order in which isl solves
/// equalities, so that both libraries take the hull of the same relaxation) and tightens each inequality over the integers: `a . x + c >= 0` with `g` the gcd of
/// `a` becomes `(a/g) . x + floor(c/g) >= 0`. Both steps keep the integer points; together
/// they shrink the rational relaxation towards them (`i = -3N - 1, i >= 0` has the rational
/// points `N <= -1/3`, but `-3N - 1 >= 0` tightens to `N <= -1`), and this is the relaxation
/// whose hull is taken.
fn reduce(p: &mut Poly) {
    let mut k = 0;
    while k < p.eqs.len() {
        let _ = normalize_eq(&mut p.eqs[k]);
        let e = p.eqs[k].clone();
        let nz = |c: &usize| !e[*c].is_zero();
        let Some(col) = (1..e.len()).rev().find(nz) else {
            k += 1;
            continue;
        };
        let a = e[col].clone();
        let sa = a.abs();
        let sign = Int::from(a.signum() as i64);
        for (j, r) in p.eqs.iter_mut().enumerate().chain(
            p.ineqs
                .iter_mut()
                .enumerate()
                .map(|(j, r)| (j + usize::MAX / 2, r)),
        ) {
            if j == k || r[col].is_zero() {
                continue;
            }
            // |a| r - sign(a) r_col e: a positive multiple of r, zero in the column.
            let f = &sign * &r[col];
            for (x, y) in r.iter_mut().zip(&e) {
                *x = &(&sa * &*x) - &(&f * y);
            }
        }
        k += 1;
    }
    p.eqs.retain(|r| r[1..].iter().any(|v| !v.is_zero()));
    p.ineqs
        .retain_mut(|r| normalize_ineq(r) != RowStatus::Trivial);
}

/// The lifted pair of the module documentation. With `affine`, only the equalities (affine
/// combinations, `l` free). Rows over `[const | x (n) | z (n) | l]`.
fn lifted_pair(p1: &Poly, p2: &Poly, n: usize, affine: bool) -> Result<Poly> {
    let w = 2 * n + 2;
    let first = |r: &Row| -> Row {
        let mut o = vec![Int::ZERO; w];
        o[n + 1..=2 * n].clone_from_slice(&r[1..]);
        o[2 * n + 1] = r[0].clone();
        o
    };
    let second = |r: &Row| -> Row {
        let mut o = vec![Int::ZERO; w];
        o[0] = r[0].clone();
        o[1..=n].clone_from_slice(&r[1..]);
        for (d, v) in o[n + 1..=2 * n].iter_mut().zip(&r[1..]) {
            *d = -v;
        }
        o[2 * n + 1] = -&r[0];
        o
    };
    let eqs: Vec<Row> = p1
        .eqs
        .iter()
        .map(first)
        .chain(p2.eqs.iter().map(second))
        .collect();
    let mut ineqs: Vec<Row> = Vec::new();
    if !affine {
        ineqs.extend(p1.ineqs.iter().map(first));
        ineqs.extend(p2.ineqs.iter().map(second));
        let mut lo = vec![Int::ZERO; w];
        lo[2 * n + 1] = Int::ONE;
        let mut hi = vec![Int::ZERO; w];
        hi[0] = Int::ONE;
        hi[2 * n + 1] = Int::from(-1i64);
        ineqs.push(lo);
        ineqs.push(hi);
    }
    let mut left: Vec<usize> = (n + 1..w).collect();
    // Eliminate one column at a time so that the row count can be watched: a column with an
    // equality first (no growth), then the one with the fewest pairs of bounds.
    let mut cur = (eqs, ineqs);
    while !left.is_empty() {
        let pick = left
            .iter()
            .enumerate()
            .min_by_key(|(_, &c)| {
                if cur.0.iter().any(|r| !r[c].is_zero()) {
                    return (0usize, 0usize);
                }
                let p = cur.1.iter().filter(|r| r[c].is_positive()).count();
                let q = cur.1.iter().filter(|r| r[c].is_negative()).count();
                (1, p * q)
            })
            .map(|(i, _)| i)
            .unwrap_or(0);
        let c = left.swap_remove(pick);
        let Some(next) = fourier_motzkin(&cur.0, &cur.1, &[c]) else {
            return Err(Error::Unsupported(
                "convex hull: lifted system infeasible".into(),
            ));
        };
        crate::budget::charge(1 + next.1.len() as u64)?;
        if next.1.len() > MAX_ROWS {
            return Err(Error::Unsupported(
                "convex hull: too many rows in Fourier-Motzkin elimination".into(),
            ));
        }
        cur = next;
        if cur.1.len() > (2 * w).max(24) {
            // Prune on the lifted system (its remaining columns are all live).
            let mut p = Poly {
                eqs: cur.0.clone(),
                ineqs: std::mem::take(&mut cur.1),
            };
            remove_rational_redundancies(&mut p, w - 1);
            cur.1 = p.ineqs;
        }
    }
    let cut = |r: Row| -> Row { r[..=n].to_vec() };
    let mut out = Poly {
        eqs: cur.0.into_iter().map(cut).collect(),
        ineqs: cur.1.into_iter().map(cut).collect(),
    };
    for r in out.eqs.iter_mut() {
        primitive(r);
    }
    if !affine {
        remove_rational_redundancies(&mut out, n);
    }
    Ok(out)
}

/// The disjuncts of `m` prepared as in the module documentation, as rational polyhedra over
/// all columns (divs included), with the common div list. `None` when the map is empty.
/// `lattice`: also tighten on the lattice of each disjunct's equalities (the convex hull
/// does, as isl's does; isl's simple hull takes the constraints as reduced by Gaussian
/// elimination only, and so does ours, to give the same answers).
fn prepare(m: &Map, lattice: bool) -> Result<Option<(Vec<Poly>, BasicMap)>> {
    let m = m.detect_equalities().remove_empty();
    crate::budget::check()?;
    let m = if m.basics().iter().any(|b| b.n_div() > 0) {
        align_divs(&m.compute_divs())?
    } else {
        m
    };
    crate::budget::check()?;
    let Some(first) = m.basics().first() else {
        return Ok(None);
    };
    if m.basics().iter().any(|b| b.divs != first.divs) || first.divs.iter().any(Option::is_none) {
        return Err(Error::Unsupported(
            "hull of disjuncts with different or undefined existentials".into(),
        ));
    }
    let off = first.div_offset();
    let n = first.n_col() - 1;
    // A disjunct without integer point (possible after `compute_divs` splits one) adds
    // nothing to either hull and is skipped.
    let polys: Vec<Poly> = m
        .basics()
        .iter()
        .filter_map(|b| {
            let mut ineqs = b.ineqs.clone();
            for (k, d) in b.divs.iter().enumerate() {
                if let Some(d) = d {
                    ineqs.extend(div_bounds(d, off + k));
                }
            }
            let mut p = Poly {
                eqs: b.eqs.clone(),
                ineqs,
            };
            // The integer affine hull only tightens the relaxation; where its sample points
            // cost too much (the lifted system of a set with existentials can make the
            // Omega test exponential), the disjunct's own equalities are kept: a larger
            // hull, still containing the input.
            let hull = {
                let _g = crate::budget::Budget::start(AFFINE_HULL_OPS);
                let h = integer_affine_hull(&p, n);
                (!crate::budget::exceeded()).then_some(h)
            };
            match hull {
                Some(None) => return None,
                Some(Some(hull)) => {
                    p.eqs = hull.0;
                    if lattice {
                        lattice_tighten(&mut p, &hull.1, n);
                    }
                }
                None => {}
            }
            reduce(&mut p);
            Some(p)
        })
        .collect();
    if polys.is_empty() {
        return Ok(None);
    }
    let mut model = BasicMap::universe(m.space().clone());
    model.divs = first.divs.clone();
    Ok(Some((polys, model)))
}

/// Rewrites the disjuncts of `m` (whose divs must all be defined) over one common list of
/// divs: the divs of every disjunct, each definition once (translated into the common
/// columns). A disjunct gets the others' divs as defined functions it does not constrain,
/// which changes none of its points. Definitions that refer to a later div of their own
/// disjunct give `Unsupported`.
fn align_divs(m: &Map) -> Result<Map> {
    let unsupported = || Error::Unsupported("hull: divs that cannot be aligned".into());
    let Some(first) = m.basics().first() else {
        return Ok(m.clone());
    };
    let off = first.div_offset();
    let mut common: Vec<Div> = Vec::new();
    let mut maps: Vec<Vec<usize>> = Vec::new();
    for b in m.basics() {
        let mut col_map: Vec<usize> = (0..off).collect();
        for d in &b.divs {
            let d = d.as_ref().ok_or_else(unsupported)?;
            let mut num = vec![Int::ZERO; off + common.len() + 1];
            for (c, v) in d.num.iter().enumerate() {
                if v.is_zero() {
                    continue;
                }
                let t = *col_map.get(c).ok_or_else(unsupported)?;
                num[t] += v;
            }
            let found = common.iter().position(|e| {
                e.den == d.den
                    && e.num.len() <= num.len()
                    && num[..e.num.len()] == e.num[..]
                    && num[e.num.len()..].iter().all(Int::is_zero)
            });
            let k = match found {
                Some(k) => k,
                None => {
                    common.push(Div {
                        num,
                        den: d.den.clone(),
                    });
                    common.len() - 1
                }
            };
            col_map.push(off + k);
        }
        maps.push(col_map);
    }
    let n_col = off + common.len();
    let mut out = Vec::with_capacity(m.basics().len());
    for (b, col_map) in m.basics().iter().zip(&maps) {
        let mut r = b.remap(m.space().clone(), common.len(), col_map);
        r.divs = common
            .iter()
            .map(|d| {
                let mut num = d.num.clone();
                num.resize(n_col, Int::ZERO);
                Some(Div {
                    num,
                    den: d.den.clone(),
                })
            })
            .collect();
        out.push(r);
    }
    Map::from_basics(m.space().clone(), out)
}

/// The affine hull of the union of the polyhedra (equalities only).
fn affine_hull(polys: &[Poly], n: usize) -> Result<Vec<Row>> {
    let mut acc = Poly {
        eqs: polys[0].eqs.clone(),
        ineqs: Vec::new(),
    };
    for p in &polys[1..] {
        let q = Poly {
            eqs: p.eqs.clone(),
            ineqs: Vec::new(),
        };
        acc = lifted_pair(&acc, &q, n, true)?;
        if acc.eqs.is_empty() {
            break;
        }
    }
    Ok(acc.eqs)
}

/// The hull as a basic map: the rows over `model`'s columns, simplified.
///
/// Redundant rows are removed over the rationals (one linear program each, as isl's
/// `isl_basic_map_remove_redundancies` does), not by integer emptiness tests: the hull is a
/// rational polyhedron, dropping a rationally implied row keeps its integer points, and an
/// integer test on the large coefficients a hull can have may need the Omega test, which can
/// take exponential time there.
fn finish(model: BasicMap, mut p: Poly) -> Result<BasicMap> {
    let n = model.n_col() - 1;
    let given = model.div_constraints();
    remove_rational_redundancies_given(&mut p, &given, n);
    let mut b = model;
    for r in p.eqs {
        b.add_eq(r)?;
    }
    for r in p.ineqs {
        b.add_ineq(r)?;
    }
    b.simplify();
    Ok(b)
}

impl Map {
    /// The hull of a map with one non-empty disjunct (`n_polys`, as counted by `prepare`):
    /// that disjunct with its implicit equalities, when it really is alone.
    fn lone_disjunct_hull(&self, n_polys: usize) -> Option<Map> {
        if n_polys != 1 {
            return None;
        }
        let r = self.detect_equalities().remove_empty();
        (r.basics().len() <= 1).then_some(r)
    }

    /// The simple hull: the smallest basic map whose constraints are translates of the
    /// disjuncts' own constraints (intersected with the affine hull of the union) and that
    /// contains every disjunct. See the [module documentation](self).
    ///
    /// ```
    /// use hedra_presburger::Map;
    /// let m: Map = "{ [i, j] : 0 <= i <= 2 and j = 0; [i, j] : i = 5 and 0 <= j <= 3 }"
    ///     .parse().unwrap();
    /// let h = m.simple_hull().unwrap();
    /// let expected: Map = "{ [i, j] : 0 <= i <= 5 and 0 <= j <= 3 }".parse().unwrap();
    /// assert!(h.is_equal(&expected).unwrap());
    /// ```
    pub fn simple_hull(&self) -> Result<Map> {
        let Some((polys, model)) = prepare(self, false)? else {
            return Ok(Map::empty(self.space().clone()));
        };
        if let Some(r) = self.lone_disjunct_hull(polys.len()) {
            return Ok(r);
        }
        let n = model.n_col() - 1;
        let mut polys = polys;
        for p in polys.iter_mut() {
            remove_rational_redundancies(p, n);
        }
        let mut candidates: Vec<Row> = Vec::new();
        for p in &polys {
            for r in &p.ineqs {
                candidates.push(r[1..].to_vec());
            }
            for r in &p.eqs {
                candidates.push(r[1..].to_vec());
                candidates.push(r[1..].iter().map(|v| -v).collect());
            }
        }
        for c in candidates.iter_mut() {
            primitive(c);
        }
        candidates.sort();
        candidates.dedup();
        let mut tabs: Vec<LexSimplex> = polys.iter().map(|p| lp_tableau(p, n)).collect();
        let mut ineqs = Vec::new();
        'cand: for a in candidates {
            if a.iter().all(Int::is_zero) {
                continue;
            }
            crate::budget::check()?;
            let mut best: Option<Int> = None;
            for s in tabs.iter_mut() {
                match rational_min(s, &a) {
                    Opt::Empty => {}
                    Opt::Unbounded => continue 'cand,
                    Opt::Min(num, den) => {
                        let v = ceil_div(&num, &den);
                        if best.as_ref().is_none_or(|b| v < *b) {
                            best = Some(v);
                        }
                    }
                }
            }
            let Some(m) = best else { continue };
            let mut row = Vec::with_capacity(n + 1);
            row.push(-&m);
            row.extend(a);
            ineqs.push(row);
        }
        let eqs = affine_hull(&polys, n)?;
        let b = finish(model, Poly { eqs, ineqs })?;
        crate::budget::check()?;
        Ok(Map::from_basic(b))
    }

    /// The convex hull: the smallest rational polyhedron (closed) containing every disjunct,
    /// as one basic map. Where the union is convex this is the union itself. See the
    /// [module documentation](self) for the lifted formulation.
    ///
    /// ```
    /// use hedra_presburger::Map;
    /// let m: Map = "{ [i, j] : i = 0 and j = 0; [i, j] : i = 2 and j = 2; [i, j] : i = 2 and j = 0 }"
    ///     .parse().unwrap();
    /// let h = m.convex_hull().unwrap();
    /// let expected: Map = "{ [i, j] : 0 <= j <= i <= 2 }".parse().unwrap();
    /// assert!(h.is_equal(&expected).unwrap());
    /// ```
    pub fn convex_hull(&self) -> Result<Map> {
        let Some((polys, model)) = prepare(self, true)? else {
            return Ok(Map::empty(self.space().clone()));
        };
        if let Some(r) = self.lone_disjunct_hull(polys.len()) {
            return Ok(r);
        }
        let n = model.n_col() - 1;
        let with_divs = model.n_div() > 0;
        let mut acc = polys[0].clone();
        remove_rational_redundancies(&mut acc, n);
        for p in &polys[1..] {
            let mut q = p.clone();
            remove_rational_redundancies(&mut q, n);
            acc = match lifted_pair(&acc, &q, n, false) {
                Ok(a) => a,
                // With existentials the hull is only required to be one conjunction that
                // contains the input: where the lifted elimination grows too large, the
                // simple hull (which contains the convex hull) is the answer.
                Err(Error::Unsupported(_)) if with_divs => return self.simple_hull(),
                Err(e) => return Err(e),
            };
        }
        let b = finish(model, acc)?;
        crate::budget::check()?;
        Ok(Map::from_basic(b))
    }
}

impl UnionMap {
    /// [`Map::simple_hull`] of each space's part.
    pub fn simple_hull(&self) -> Result<UnionMap> {
        let mut out = UnionMap::empty(self.params_names().to_vec());
        for m in self.maps() {
            out.add_map(m.simple_hull()?)?;
        }
        Ok(out)
    }

    /// [`Map::convex_hull`] of each space's part.
    pub fn convex_hull(&self) -> Result<UnionMap> {
        let mut out = UnionMap::empty(self.params_names().to_vec());
        for m in self.maps() {
            out.add_map(m.convex_hull()?)?;
        }
        Ok(out)
    }
}
