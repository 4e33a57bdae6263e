//! The Pluto algorithm: affine hyperplanes, one level at a time.
//!
//! Each statement `S` with iterators `s` gets, at every level, an affine function
//! `φ_S(s) = c_S · s + c_S0` (a *hyperplane*). For a dependence from `S[s]` to `T[t]` with
//! polyhedron `D`:
//!
//! - **legality**: `φ_T(t) - φ_S(s) >= 0` for all `(s, t) ∈ D` — the target never runs at an
//!   earlier value than the source, so the loop of this hyperplane can be tiled with the others
//!   of its band (this is what makes a band *permutable*);
//! - **bounding function**: `u · N + w - (φ_T(t) - φ_S(s)) >= 0` on `D`, with `N` the
//!   parameters: the dependence distance is bounded by an affine function of the parameters
//!   whose coefficients `(u, w)` the scheduler minimizes. Small distances mean good reuse and
//!   little communication across tiles; `u = 0, w = 0` means the loop is parallel.
//!
//! Both conditions say "an affine form is non-negative on a polyhedron", and the affine form of
//! Farkas' lemma ([`hedra_presburger::farkas`]) turns each into linear constraints on the
//! unknown coefficients `(u, w, c)` after eliminating its multipliers.
//!
//! The hyperplane of a level is the integer lexicographic minimum
//! ([`hedra_presburger::ilp::lexmin_nonneg`]) of
//!
//! ```text
//!   (u_1, .., u_p, w, Σ_i c_S1,i, .., Σ_i c_Sn,i, c_S1 (last iterator first), c_S1,0, c_S2 .., ..)
//! ```
//!
//! over non-negative integers (as in Pluto, coefficients are non-negative; an iterator of a loop
//! that counts down enters with a minus sign, so such loops keep their direction). Minimizing
//! the sums keeps coefficients small; listing the innermost iterator's coefficient first makes
//! the minimum prefer the original loop order.
//!
//! **Linear independence.** A hyperplane must not repeat a direction already found for a
//! statement. With `H` the rows found so far for `S`, the rows `r` of the projection onto the
//! orthogonal subspace `I - Hᵀ(HHᵀ)⁻¹H` give `r · c_S >= 0` for each `r` and `Σ_r r · c_S >= 1`
//! (Pluto's choice of one orthant of the complement: sufficient, not necessary). With `H = [1 0]`
//! (the loop `i` was found) the next hyperplane must have `c_j >= 1`. A statement whose `H` has
//! full rank is *complete* and gets no such constraint; also `Σ_i c_S,i >= 1` avoids the trivial
//! zero solution.
//!
//! **Satisfaction and bands.** A dependence is *satisfied* at a level when
//! `φ_T(t) - φ_S(s) >= 1` on all of `D`. Within one band the legality constraints of every
//! dependence not satisfied before the band are kept (permutability); when no further
//! hyperplane exists the band ends and the dependences satisfied by it are dropped.
//!
//! **Cuts.** When even a fresh band finds no hyperplane (or every statement is complete but
//! dependences remain), a *scalar dimension* separates strongly connected components of the
//! graph of the remaining dependences, in topological order: every dependence between two
//! different parts is then satisfied. Which SCCs are separated is the fusion strategy
//! ([`Fusion`]): `No` cuts all SCCs at the outermost level, `Smart` first cuts
//! between groups of SCCs of different loop depth, `Max` cuts all SCCs only when it must.
//!
//! Example (1-D Jacobi, `A[i] = A[i-1] + A[i] + A[i+1]` inside `t`): the dependences have
//! distances `(1, -1)`, `(1, 0)`, `(1, 1)` in `(t, i)`. The first level gives `φ = t`
//! (`w = 1`); `φ = i` is illegal because of `(1, -1)`, so the second is `φ = t + i` (the skew)
//! — and the band `(t, t + i)` is permutable and can be tiled.

use crate::{Error, Fusion, Result};
use hedra_deps::{Dependence, DependenceGraph};
use hedra_ir::Scop;
use hedra_presburger::farkas::{farkas_nonneg, fourier_motzkin, orthogonal_complement, rank};
use hedra_presburger::hull::rationally_implied;
use hedra_presburger::ilp::lexmin_nonneg;
use hedra_presburger::{BasicMap, Int, MultiAff};
use std::collections::BTreeMap;

/// What a level of the schedule is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelKind {
    /// An affine hyperplane, member of the band with this index.
    Band(usize),
    /// A scalar dimension (a cut): each statement's value is a constant.
    Scalar,
}

/// The hyperplane of one statement at one level: `coeffs · iterators + constant` (for a scalar
/// level, `coeffs` are zero and `constant` is the statement's position).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hyperplane {
    /// One coefficient per iterator of the statement.
    pub coeffs: Vec<Int>,
    /// The constant shift.
    pub constant: Int,
}

/// A dependence polyhedron (one basic map of a dependence) and its Farkas constraints.
#[derive(Clone, Debug)]
pub struct Edge {
    /// Index of the dependence in the input list.
    pub dep: usize,
    /// Source statement.
    pub source: usize,
    /// Target statement.
    pub target: usize,
    /// The reference ids of the source and the target access (see hedra-deps'
    /// `Dependence::source_ref`).
    pub refs: (usize, usize),
    /// The pairs `S[s] -> T[t]`.
    pub poly: BasicMap,
    /// The level at which the edge is satisfied (`φ_T - φ_S >= 1` on all of it).
    pub satisfied_at: Option<usize>,
    legality: Vec<Vec<Int>>,
    bounding: Vec<Vec<Int>>,
    /// The legality form `φ_T - φ_S` per column, over the local unknowns.
    form: Vec<Vec<Int>>,
    n_local: usize,
}

impl Edge {
    /// The Farkas constraints of `φ_T - φ_S - 1 >= 0` (the edge is satisfied).
    fn strict_rows(&self) -> Result<Vec<Vec<Int>>> {
        let mut f = self.form.clone();
        f[0][0] -= &Int::ONE;
        farkas_signed(&self.poly, &f, self.n_local)
    }
}

/// How far the relaxation of [`farkas_signed`] may grow the constraints of a polyhedron
/// before it is abandoned (the plain polyhedron is then used).
const RELAX_GROWTH: usize = 4;

/// [`farkas_nonneg`] for unknowns that are all non-negative (the scheduler's integer program
/// admits no other): the same conditions on every `z >= 0`, computed on a relaxed polyhedron.
///
/// The Farkas multipliers of a polyhedron with `k` independent two-sided bounds (a dependence
/// between lexicographically ordered instances of a deep nest: every inner iterator between 0
/// and `N - 1`) project to about `3^k` constraints when the signs of the unknowns are free —
/// the form must be non-negative at every vertex of the box. With `z >= 0`, the coefficient
/// of each column of the form often has a known sign: `ψ` cannot decrease along `+e_c` when
/// `f_c(z) >= 0`, and does not move at all along `e_c` when `f_c = 0` (a parameter in a
/// legality form, a div). So `ψ >= 0` on `P` if and only if `ψ >= 0` on `P + cone(rays)`,
/// and the latter drops one side of each such bound (rational Fourier–Motzkin of one
/// multiplier per ray): a box becomes an orthant, whose Farkas system has one multiplier per
/// column and nothing to combine. The rows returned differ from `farkas_nonneg(poly, form)`,
/// but they admit exactly the same non-negative `z`.
fn farkas_signed(poly: &BasicMap, form: &[Vec<Int>], n_unknowns: usize) -> Result<Vec<Vec<Int>>> {
    if poly.is_empty() {
        return Ok(Vec::new());
    }
    match relax(poly, form)? {
        // The relaxed polyhedron has no divs: their forms are zero (checked by `relax`).
        Some(p) => Ok(farkas_nonneg(&p, &form[..p.n_col()], n_unknowns)?),
        None => Ok(farkas_nonneg(poly, form, n_unknowns)?),
    }
}

/// `poly + cone(rays)` with a ray `±e_c` for every column whose coefficient in `form` has a
/// fixed sign on non-negative unknowns, and a line for every column whose coefficient is zero
/// (divs included: they are projected out), over the rationals; `None` when nothing is to be
/// relaxed or the constraints would grow too much.
fn relax(poly: &BasicMap, form: &[Vec<Int>]) -> Result<Option<BasicMap>> {
    let ncol = poly.n_col();
    let off = poly.div_offset();
    if form.len() != ncol || form[off..].iter().any(|f| f.iter().any(|v| !v.is_zero())) {
        // A form that depends on a div cannot have the div projected out.
        return Ok(None);
    }
    let mut lines: Vec<usize> = (off..ncol).collect();
    let mut rays: Vec<(usize, Int)> = Vec::new();
    for (c, f) in form.iter().enumerate().take(off).skip(1) {
        if f.iter().all(Int::is_zero) {
            lines.push(c);
        } else if f.iter().all(|v| !v.is_negative()) {
            rays.push((c, Int::ONE));
        } else if f.iter().all(|v| !v.is_positive()) {
            rays.push((c, Int::from(-1i64)));
        }
    }
    if lines.is_empty() && rays.is_empty() {
        return Ok(None);
    }
    // Columns [1 | dims | divs | μ per ray]: a point y of P is x - Σ μ_r σ_r e_(c_r), μ >= 0.
    let w = ncol + rays.len();
    let widen = |r: &[Int]| -> Vec<Int> {
        let mut row = r.to_vec();
        row.resize(w, Int::ZERO);
        for (k, (c, sigma)) in rays.iter().enumerate() {
            row[ncol + k] = -(sigma * &r[*c]);
        }
        row
    };
    let eqs: Vec<Vec<Int>> = poly.equalities().iter().map(|r| widen(r)).collect();
    let mut ineqs: Vec<Vec<Int>> = poly.inequalities().iter().map(|r| widen(r)).collect();
    ineqs.extend(poly.div_constraints().iter().map(|r| widen(r)));
    for k in 0..rays.len() {
        let mut r = vec![Int::ZERO; w];
        r[ncol + k] = Int::ONE;
        ineqs.push(r);
    }
    let limit = RELAX_GROWTH * (eqs.len() + ineqs.len()) + 16;
    let start = ineqs.len();
    let mut left: Vec<usize> = lines;
    left.extend(ncol..w);
    let (mut eqs, mut ineqs) = (eqs, ineqs);
    while !left.is_empty() {
        // The cheapest column first: one with an equality, else the fewest pairs.
        let pick = (0..left.len())
            .min_by_key(|&i| {
                let c = left[i];
                if eqs.iter().any(|r| !r[c].is_zero()) {
                    return 0;
                }
                let p = ineqs.iter().filter(|r| r[c].is_positive()).count();
                let n = ineqs.iter().filter(|r| r[c].is_negative()).count();
                1 + p * n
            })
            .unwrap_or(0);
        let c = left.swap_remove(pick);
        let Some((e, mut i)) = fourier_motzkin(&eqs, &ineqs, &[c]) else {
            // Rationally empty: cannot happen for a non-empty polyhedron; keep it as it is.
            return Ok(None);
        };
        if i.len() > start {
            // Combinations that Chernikov's rule keeps but the others imply: every one left
            // would be one more Farkas multiplier to eliminate.
            let implied = rationally_implied(&e, &i);
            i = i
                .into_iter()
                .zip(implied)
                .filter_map(|(r, x)| (!x).then_some(r))
                .collect();
        }
        if e.len() + i.len() > limit {
            return Ok(None);
        }
        (eqs, ineqs) = (e, i);
    }
    let mut out = BasicMap::universe(poly.space().clone());
    for r in eqs {
        out.add_eq(r[..off].to_vec())?;
    }
    for r in ineqs {
        out.add_ineq(r[..off].to_vec())?;
    }
    Ok(Some(out))
}

/// The largest iterator coefficient of a hyperplane. The cost function puts the dependence
/// distance bound `(u, w)` first, so a distance bounded by a large constant of the program
/// (`if (j < 100000)`: `w = 99999` with `u = 0`) beats one bounded by a parameter, and
/// legality then asks for a skew by that constant (`99999*k + j`): tiles of such a
/// hyperplane are almost all empty, scanning them splinters the projections into about as
/// many pieces as the coefficient, and the loops of the generated code run over a range
/// that many times larger than the iteration domain. Only hyperplanes with coefficients up
/// to the cap are searched (every kernel's fit: its largest coefficient is 2); when none
/// exists, a band that has members ends (as it would without the constant: Floyd–Warshall's
/// `k` band), a band without members is a cut, and where no cut is possible the scheduler
/// gives up and the driver keeps the original order. Polly bounds isl's scheduler the same
/// way (its maximal coefficient and constant term, both 20).
pub const COEFF_CAP: i64 = 8;

/// The largest constant of a hyperplane (a statement's shift). A shift by a large constant of
/// the program (`S2: 4047446290` to put `S2` after every instance of a loop bounded by
/// `2023723148`) is legal but leaves the outer loops scanning that many empty iterations
/// when the parameters are small. Shifts up to the cap suffice for the fusions that pay
/// (the suite's largest is 1).
pub const SHIFT_CAP: i64 = 32;

/// The result of the hyperplane search.
#[derive(Clone, Debug)]
pub struct Hyperplanes {
    /// The kind of each level.
    pub levels: Vec<LevelKind>,
    /// `rows[level][statement]`.
    pub rows: Vec<Vec<Hyperplane>>,
    /// The dependence polyhedra with their satisfaction levels.
    pub edges: Vec<Edge>,
    /// True when smart fusion undid a band and cut although no part of the cut got a
    /// longer band for it ([`Fusion::SmartKeep`] keeps such bands).
    pub separated_for_no_band: bool,
}

/// `Σ c_i x_i + c0` as text, with `*` for products (isl notation).
pub(crate) fn expr_text(coeffs: &[Int], names: &[String], constant: &Int) -> String {
    let mut s = String::new();
    for (c, n) in coeffs.iter().zip(names) {
        if c.is_zero() {
            continue;
        }
        let neg = c.is_negative();
        let a = c.abs();
        if s.is_empty() {
            if neg {
                s.push('-');
            }
        } else {
            s.push_str(if neg { " - " } else { " + " });
        }
        if !a.is_one() {
            s.push_str(&format!("{a}*"));
        }
        s.push_str(n);
    }
    if s.is_empty() {
        return constant.to_string();
    }
    if constant.is_positive() {
        s.push_str(&format!(" + {constant}"));
    } else if constant.is_negative() {
        s.push_str(&format!(" - {}", constant.abs()));
    }
    s
}

/// Unknowns of the global integer program: `u` (one per parameter), `w`, the spatial
/// penalty `P`, `Σc` per statement, then per statement its coefficients (innermost iterator
/// first) and its shift.
struct Layout {
    np: usize,
    dims: Vec<usize>,
    block: Vec<usize>,
    n: usize,
    /// Per statement and iterator, the weight of its coefficient in `P`.
    penalty: Vec<Vec<Int>>,
}

impl Layout {
    fn new(np: usize, dims: &[usize], penalty: Vec<Vec<Int>>) -> Layout {
        let mut block = Vec::new();
        let mut off = np + 2 + dims.len();
        for &d in dims {
            block.push(off);
            off += d + 1;
        }
        Layout {
            np,
            dims: dims.to_vec(),
            block,
            n: off,
            penalty,
        }
    }
    fn w(&self) -> usize {
        self.np
    }
    fn pen(&self) -> usize {
        self.np + 1
    }
    fn sum(&self, s: usize) -> usize {
        self.np + 2 + s
    }
    /// `P - Σ_s Σ_i weight(s, i) c_s,i = 0`.
    fn penalty_row(&self) -> Vec<Int> {
        let mut r = vec![Int::ZERO; self.n + 1];
        r[self.pen() + 1] = Int::ONE;
        for (s, ws) in self.penalty.iter().enumerate() {
            for (i, w) in ws.iter().enumerate() {
                if !w.is_zero() {
                    r[self.coeff(s, i) + 1] = -w;
                }
            }
        }
        r
    }
    /// `COEFF_CAP - c_s,i >= 0` for every iterator coefficient and `SHIFT_CAP - c_s,0 >= 0`
    /// for the shift of every statement.
    fn cap_rows(&self) -> Vec<Vec<Int>> {
        let mut out = Vec::new();
        for (s, &d) in self.dims.iter().enumerate() {
            let columns = (0..d).map(|i| (self.coeff(s, i), COEFF_CAP));
            for (column, cap) in columns.chain([(self.constant(s), SHIFT_CAP)]) {
                let mut r = vec![Int::ZERO; self.n + 1];
                r[0] = Int::from(cap);
                r[column + 1] = Int::from(-1i64);
                out.push(r);
            }
        }
        out
    }
    /// Iterator `i` of statement `s` (innermost first in the order of unknowns).
    fn coeff(&self, s: usize, i: usize) -> usize {
        self.block[s] + (self.dims[s] - 1 - i)
    }
    fn constant(&self, s: usize) -> usize {
        self.block[s] + self.dims[s]
    }
}

/// The spatial-locality weight of each iterator of statement `s`: when `s` accumulates (its
/// written element does not move along some of its loops), the rank of the written array for
/// the iterators its last (contiguous) subscript moves with. A hyperplane on such an iterator
/// stores with unit stride, which is what inner loops want; the scheduler minimizes the
/// weighted sum `P` of the coefficients right after the dependence cost `(u, w)`, so among
/// equally cheap hyperplanes the outer ones avoid them (for `x2[i] += A[j][i] * y2[j]`, `j`
/// goes outside `i` and `A` is read by rows). Statements that write a new element on every
/// iteration get no weight: their loop order is the original one unless dependences say
/// otherwise, and tiled bands order their point loops later anyway.
fn spatial_penalty(scop: &Scop, s: usize) -> Vec<Int> {
    let st = &scop.statements[s];
    let np = scop.params.len();
    let d = st.iterators.len();
    let mut w = vec![Int::ZERO; d];
    for a in st
        .accesses
        .iter()
        .filter(|a| a.kind == hedra_ir::AccessKind::Write)
    {
        let Ok(f) = a
            .relation
            .align_params(&scop.params)
            .and_then(|r| MultiAff::from_map(&r))
        else {
            continue;
        };
        let rows = f.exprs();
        let Some(last) = rows.last() else { continue };
        let moves = |i: usize| rows.iter().any(|r| !r[1 + np + i].is_zero());
        if (0..d).all(moves) {
            continue;
        }
        let rank = Int::from(rows.len() as i64);
        for (i, wi) in w.iter_mut().enumerate() {
            if !last[1 + np + i].is_zero() {
                *wi += &rank;
            }
        }
    }
    w
}

/// The direction (+1 or -1) of each loop of a statement in the original schedule.
fn loop_signs(scop: &Scop, s: usize) -> Vec<Int> {
    let st = &scop.statements[s];
    let d = st.iterators.len();
    let mut signs = vec![Int::ONE; d];
    if let Ok(f) = st
        .schedule
        .align_params(&scop.params)
        .and_then(|m| MultiAff::from_map(&m))
    {
        let np = scop.params.len();
        for (k, sign) in signs.iter_mut().enumerate() {
            if let Some(row) = f.exprs().get(2 * k + 1) {
                if row[1 + np + k].is_negative() {
                    *sign = Int::from(-1i64);
                }
            }
        }
    }
    signs
}

/// Builds the edges (one per basic map of each dependence) and their Farkas constraints, over
/// the local unknowns `[u (np), w, c_S.., c_S0, (c_T.., c_T0 when T != S)]`, each `c` in
/// iterator order.
fn build_edges(scop: &Scop, deps: &[Dependence], signs: &[Vec<Int>]) -> Result<Vec<Edge>> {
    let mut edges = Vec::new();
    for (k, dep) in deps.iter().enumerate() {
        let (s, t) = (dep.source, dep.target);
        if s >= scop.statements.len() || t >= scop.statements.len() {
            return Err(Error::NoSchedule(format!(
                "dependence {k} names no statement"
            )));
        }
        let rel = dep.relation.align_params(&scop.params)?;
        for b in rel.basics() {
            if b.is_empty() {
                continue;
            }
            edges.push(edge_of(scop, signs, k, dep, b)?);
        }
    }
    Ok(edges)
}

/// The edge of one polyhedron `b` of dependence `k` (`dep`), from `S` to `T`.
fn edge_of(
    scop: &Scop,
    signs: &[Vec<Int>],
    k: usize,
    dep: &Dependence,
    b: &BasicMap,
) -> Result<Edge> {
    let (s, t) = (dep.source, dep.target);
    let np = scop.params.len();
    let ds = scop.statements[s].iterators.len();
    let dt = scop.statements[t].iterators.len();
    let nloc = np + 1 + ds + 1 + if s == t { 0 } else { dt + 1 };
    let cs = np + 1; // first coefficient of S
    let ct = if s == t { cs } else { np + 1 + ds + 1 };
    let unit = |j: usize, v: &Int| {
        let mut r = vec![Int::ZERO; nloc + 1];
        r[j + 1] = v.clone();
        r
    };
    let zero = vec![Int::ZERO; nloc + 1];
    let ncol = b.n_col();
    // legality: φ_T(t) - φ_S(s)
    let mut leg = vec![zero.clone(); ncol];
    if s != t {
        leg[0][cs + ds + 1] = Int::from(-1i64);
        leg[0][ct + dt + 1] = Int::ONE;
    }
    for i in 0..ds {
        leg[1 + np + i] = unit(cs + i, &-&signs[s][i]);
    }
    for j in 0..dt {
        leg[1 + np + ds + j] = unit(ct + j, &signs[t][j]);
    }
    // bounding: u.N + w - (φ_T - φ_S)
    let mut bnd: Vec<Vec<Int>> = leg.iter().map(|r| r.iter().map(|v| -v).collect()).collect();
    for p in 0..np {
        bnd[1 + p][p + 1] += &Int::ONE;
    }
    bnd[0][np + 1] += &Int::ONE;
    let legality = farkas_signed(b, &leg, nloc)?;
    let bounding = farkas_signed(b, &bnd, nloc)?;
    Ok(Edge {
        dep: k,
        source: s,
        target: t,
        refs: (dep.source_ref, dep.target_ref),
        poly: b.clone(),
        satisfied_at: None,
        legality,
        bounding,
        form: leg,
        n_local: nloc,
    })
}

impl Layout {
    /// Maps a local Farkas row of `e` into the global unknowns.
    fn global_row(&self, e: &Edge, row: &[Int]) -> Vec<Int> {
        let np = self.np;
        let ds = self.dims[e.source];
        let mut g = vec![Int::ZERO; self.n + 1];
        g[0] = row[0].clone();
        for (j, v) in row[1..].iter().enumerate() {
            if v.is_zero() {
                continue;
            }
            let col = if j <= np {
                j // u_p or w
            } else if j < np + 1 + ds {
                self.coeff(e.source, j - np - 1)
            } else if j == np + 1 + ds {
                self.constant(e.source)
            } else {
                let jt = j - (np + 1 + ds + 1);
                if jt < self.dims[e.target] {
                    self.coeff(e.target, jt)
                } else {
                    self.constant(e.target)
                }
            };
            g[col + 1] += v;
        }
        g
    }

    /// `Σ_i c_s,i - Σc_s = 0`: the unknown `Σc_s` that the cost function minimizes is the sum
    /// of statement `s`'s iterator coefficients.
    fn sum_row(&self, s: usize) -> Vec<Int> {
        let mut r = vec![Int::ZERO; self.n + 1];
        r[self.sum(s) + 1] = Int::from(-1i64);
        for i in 0..self.dims[s] {
            r[self.coeff(s, i) + 1] = Int::ONE;
        }
        r
    }
}

impl Edge {
    /// The distance `φ_T(t) - φ_S(s)` of the hyperplanes `hs` of the source and `ht` of the
    /// target, as a row over the columns of the edge's polyhedron.
    fn distance_row(&self, hs: &Hyperplane, ht: &Hyperplane, np: usize) -> Vec<Int> {
        let mut row = self.poly.zero_row();
        let ds = hs.coeffs.len();
        row[0] = &ht.constant - &hs.constant;
        for (i, c) in hs.coeffs.iter().enumerate() {
            row[1 + np + i] -= c;
        }
        for (j, c) in ht.coeffs.iter().enumerate() {
            row[1 + np + ds + j] += c;
        }
        row
    }

    /// True when no pair of the edge has `row >= 0`.
    fn nowhere_nonneg(&self, row: Vec<Int>) -> Result<bool> {
        let mut b = self.poly.clone();
        b.add_ineq(row)?;
        Ok(b.is_empty())
    }

    /// True when `φ_T(t) - φ_S(s) >= k` everywhere on the edge, i.e. when
    /// `{ D : k - 1 - (φ_T - φ_S) >= 0 }` is empty.
    pub(crate) fn distance_at_least(
        &self,
        hs: &Hyperplane,
        ht: &Hyperplane,
        np: usize,
        k: i64,
    ) -> Result<bool> {
        let mut row: Vec<Int> = self.distance_row(hs, ht, np).iter().map(|v| -v).collect();
        row[0] += &Int::from(k - 1);
        self.nowhere_nonneg(row)
    }

    /// True when `φ_T(t) - φ_S(s) <= 0` everywhere on the edge (with legality: distance
    /// zero), i.e. when `{ D : φ_T - φ_S - 1 >= 0 }` is empty.
    pub(crate) fn distance_at_most_zero(
        &self,
        hs: &Hyperplane,
        ht: &Hyperplane,
        np: usize,
    ) -> Result<bool> {
        let mut row = self.distance_row(hs, ht, np);
        row[0] -= &Int::ONE;
        self.nowhere_nonneg(row)
    }
}

/// The state of the Pluto algorithm on one Scop: the integer program's unknowns, the
/// dependence polyhedra with the levels that satisfy them, and the levels found so far,
/// grouped into bands.
struct Pluto<'a> {
    scop: &'a Scop,
    fusion: Fusion,
    log: &'a mut Vec<String>,
    /// The loop depth of every statement.
    dims: Vec<usize>,
    /// The direction (+1 or -1) of every loop of every statement in the original schedule.
    signs: Vec<Vec<Int>>,
    lay: Layout,
    /// hedra-deps' graph of the dependences: cuts separate its strongly connected components.
    graph: DependenceGraph,
    /// The polyhedra of the dependences (their indices in `graph`'s list).
    edges: Vec<Edge>,
    levels: Vec<LevelKind>,
    /// `rows[level][statement]`.
    rows: Vec<Vec<Hyperplane>>,
    /// Per statement, the iterator coefficients of its linearly independent hyperplanes.
    found: Vec<Vec<Vec<Int>>>,
    /// The current band's index, first level and number of hyperplanes.
    band: usize,
    band_start: usize,
    band_len: usize,
    /// The lengths of `found` when the current band started (to undo the band).
    snapshot: Vec<usize>,
    /// See [`Hyperplanes::separated_for_no_band`].
    separated_for_no_band: bool,
}

/// Runs the Pluto algorithm on `scop` with the memory-based dependences `deps`, logging the
/// decisions into `log`.
pub fn find_hyperplanes(
    scop: &Scop,
    deps: &[Dependence],
    fusion: Fusion,
    log: &mut Vec<String>,
) -> Result<Hyperplanes> {
    let mut pluto = Pluto::new(scop, deps, fusion, log)?;
    pluto.run()?;
    Ok(Hyperplanes {
        levels: pluto.levels,
        rows: pluto.rows,
        edges: pluto.edges,
        separated_for_no_band: pluto.separated_for_no_band,
    })
}

impl<'a> Pluto<'a> {
    fn new(
        scop: &'a Scop,
        deps: &[Dependence],
        fusion: Fusion,
        log: &'a mut Vec<String>,
    ) -> Result<Pluto<'a>> {
        let n = scop.statements.len();
        let dims: Vec<usize> = scop.statements.iter().map(|s| s.iterators.len()).collect();
        let signs: Vec<Vec<Int>> = (0..n).map(|s| loop_signs(scop, s)).collect();
        let penalty: Vec<Vec<Int>> = (0..n).map(|s| spatial_penalty(scop, s)).collect();
        let edges = build_edges(scop, deps, &signs)?;
        Ok(Pluto {
            scop,
            fusion,
            log,
            lay: Layout::new(scop.params.len(), &dims, penalty),
            dims,
            signs,
            graph: DependenceGraph::new(n, deps),
            edges,
            levels: Vec::new(),
            rows: Vec::new(),
            found: vec![Vec::new(); n],
            band: 0,
            band_start: 0,
            band_len: 0,
            snapshot: vec![0; n],
            separated_for_no_band: false,
        })
    }

    /// The number of statements.
    fn n(&self) -> usize {
        self.dims.len()
    }

    /// The main loop: per level, the next hyperplane of the current band; when there is none,
    /// the band ends, or (a band with no hyperplane) a cut between SCCs; until every
    /// statement has a full-rank set of hyperplanes and every dependence is satisfied.
    fn run(&mut self) -> Result<()> {
        let max_levels = 4 * (self.dims.iter().copied().max().unwrap_or(0) + 1) + 2 * self.n() + 4;
        if self.fusion == Fusion::No && self.n() > 1 {
            let parts = self.scc_parts();
            if parts.len() > 1 {
                self.cut(&parts, "nofuse")?;
                self.start_next_band();
            }
        }
        loop {
            if self.levels.len() > max_levels {
                return Err(Error::NoSchedule("too many levels".into()));
            }
            let complete: Vec<bool> = (0..self.n())
                .map(|s| rank(&self.found[s]) == self.dims[s])
                .collect();
            let all_complete = complete.iter().all(|&c| c);
            if all_complete && !self.edges.iter().any(|e| e.satisfied_at.is_none()) {
                return Ok(());
            }
            if !all_complete {
                let next = self.next_hyperplane(&complete)?;
                if let Some(x) = next.filter(|x| self.raises_every_rank(x, &complete)) {
                    self.add_independent_hyperplane(&x, &complete)?;
                    continue;
                }
                if let Some(x) = self.hyperplane_per_nest(&complete)? {
                    self.add_independent_hyperplane(&x, &complete)?;
                    continue;
                }
            }
            if self.band_len > 0 {
                self.end_band(&complete)?;
            } else {
                self.cut_or_satisfy_inside_scc()?;
            }
        }
    }

    /// The next hyperplane of the current band: with bounded distances, then without the
    /// bounding constraints.
    fn next_hyperplane(&self, complete: &[bool]) -> Result<Option<Vec<Int>>> {
        for with_bounds in [true, false] {
            if let Some(x) = self.solve_level(complete, with_bounds)? {
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// Whether the hyperplane of solution `x` is linearly independent of those found for
    /// every incomplete statement. The independence rows ask for it through one orthant of
    /// the orthogonal complement, computed on the found coefficients (which carry the loops'
    /// directions) but imposed on the unknowns (which do not): for a loop that counts down
    /// the solution can repeat a direction already found, which would only add levels until
    /// the level cap. Such a solution ends the band instead.
    fn raises_every_rank(&self, x: &[Int], complete: &[bool]) -> bool {
        let rows = self.hyperplane_rows(x);
        (0..self.n()).filter(|&s| !complete[s]).all(|s| {
            let mut found = self.found[s].clone();
            found.push(rows[s].coeffs.clone());
            rank(&found) > rank(&self.found[s])
        })
    }

    /// Appends the hyperplane of the solution `x` as the next level of the current band and
    /// marks the edges it satisfies; returns the level and how many edges it satisfies.
    fn add_hyperplane(&mut self, x: &[Int]) -> Result<(usize, usize)> {
        if self.band_len == 0 {
            self.snapshot = self.found.iter().map(Vec::len).collect();
        }
        let level = self.levels.len();
        let row = self.hyperplane_rows(x);
        let sat = self.mark_satisfied(&row, level)?;
        self.levels.push(LevelKind::Band(self.band));
        self.rows.push(row);
        self.band_len += 1;
        Ok((level, sat))
    }

    /// [`Self::add_hyperplane`] for a solution of [`Self::solve_level`]: the hyperplane is
    /// linearly independent of those found for every incomplete statement, and counts for it.
    fn add_independent_hyperplane(&mut self, x: &[Int], complete: &[bool]) -> Result<()> {
        let (level, sat) = self.add_hyperplane(x)?;
        let bound: Vec<String> = (0..=self.lay.np).map(|j| x[j].to_string()).collect();
        self.log.push(format!(
            "level {level} (band {}): hyperplane {{ {} }}, (u, w) = ({}); satisfies {sat} dependence polyhedra",
            self.band,
            row_text(self.scop, &self.rows[level]),
            bound.join(", "),
        ));
        for (s, found) in self.found.iter_mut().enumerate() {
            let row = &self.rows[level][s].coeffs;
            if !complete[s] && !row.iter().all(Int::is_zero) {
                found.push(row.clone());
            }
        }
        Ok(())
    }

    /// When no hyperplane of the current band raises the rank of every incomplete
    /// statement, one per *nest* (the statements that no cut has separated): each nest with
    /// an incomplete statement solves for its own next hyperplane, under its own
    /// dependences, and a nest that has none takes the zero row, which orders nothing and
    /// keeps each of its dependences at distance 0. Every dependence between two nests was
    /// satisfied by the cut that separated them, before this band started, so the combined
    /// row keeps the band permutable: a nest whose reductions end its band early (a scalar
    /// accumulator) no longer ends the band of an unrelated nest (a matrix product after
    /// it). `None` when there is only one nest, or no nest has a hyperplane.
    fn hyperplane_per_nest(&self, complete: &[bool]) -> Result<Option<Vec<Int>>> {
        let nests = self.nests();
        if nests.len() < 2 {
            return Ok(None);
        }
        let mut combined = vec![Int::ZERO; self.lay.n];
        let mut any = false;
        for nest in nests.iter().filter(|n| n.iter().any(|&s| !complete[s])) {
            let outside: Vec<bool> = (0..self.n())
                .map(|s| complete[s] || !nest.contains(&s))
                .collect();
            let Some(x) = self.nest_hyperplane(nest, &outside)? else {
                continue;
            };
            for &s in nest {
                for i in 0..self.dims[s] {
                    combined[self.lay.coeff(s, i)] = x[self.lay.coeff(s, i)].clone();
                }
                combined[self.lay.constant(s)] = x[self.lay.constant(s)].clone();
            }
            any = true;
        }
        Ok(any.then_some(combined))
    }

    /// The next hyperplane of `nest` alone, raising the rank of each of its incomplete
    /// statements (`complete` marks every statement outside it complete).
    fn nest_hyperplane(&self, nest: &[usize], complete: &[bool]) -> Result<Option<Vec<Int>>> {
        for with_bounds in [true, false] {
            let x = self.solve_in(Some(nest), &self.found, complete, with_bounds)?;
            if let Some(x) = x.filter(|x| self.raises_every_rank(x, complete)) {
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// The statements grouped by [`Self::nest_keys`].
    fn nests(&self) -> Vec<Vec<usize>> {
        let mut nests: BTreeMap<Vec<&Int>, Vec<usize>> = BTreeMap::new();
        for (s, key) in self.nest_keys().into_iter().enumerate() {
            nests.entry(key).or_default().push(s);
        }
        nests.into_values().collect()
    }

    /// The current band has no further hyperplane: it ends. Unless fusion is maximal, a band
    /// that leaves statements without enough loops fused too much: it is undone and a cut is
    /// made first, if a cut separates anything.
    fn end_band(&mut self, complete: &[bool]) -> Result<()> {
        let scop = self.scop;
        let incomplete: Vec<&str> = (0..self.n())
            .filter(|&s| !complete[s])
            .map(|s| scop.statements[s].name.as_str())
            .collect();
        if !incomplete.is_empty() && self.fusion != Fusion::Max {
            let saved: Vec<Option<usize>> = self.edges.iter().map(|e| e.satisfied_at).collect();
            let band_start = self.band_start;
            for e in self.edges.iter_mut() {
                if matches!(e.satisfied_at, Some(l) if l >= band_start) {
                    e.satisfied_at = None;
                }
            }
            let parts = self.choose_parts();
            let undo = self.progress(&parts)
                && match self.fusion {
                    Fusion::SmartKeep => {
                        !self.groups_of_one_depth(complete)
                            || self.separation_lengthens_band(&parts)?
                    }
                    Fusion::Smart => {
                        if self.groups_of_one_depth(complete)
                            && !self.separation_lengthens_band(&parts)?
                        {
                            self.separated_for_no_band = true;
                        }
                        true
                    }
                    Fusion::No | Fusion::Max => true,
                };
            if undo {
                self.log.push(format!(
                    "band {} leaves {} without a full band: undone; cut first",
                    self.band,
                    incomplete.join(",")
                ));
                self.levels.truncate(band_start);
                self.rows.truncate(band_start);
                for (f, &k) in self.found.iter_mut().zip(&self.snapshot) {
                    f.truncate(k);
                }
                self.cut(&parts, self.fusion.name())?;
                self.start_next_band();
                return Ok(());
            }
            for (e, s) in self.edges.iter_mut().zip(saved) {
                e.satisfied_at = s;
            }
        }
        self.log.push(format!(
            "band {} ends after {} hyperplane(s): no further permutable hyperplane",
            self.band, self.band_len
        ));
        self.start_next_band();
        Ok(())
    }

    /// Whether cutting into `parts` pays: some part that has a statement without a full
    /// band, scheduled alone from the start of the current band, gets more hyperplanes in
    /// it than the fused band's `band_len` (only the legality of its own dependences and
    /// the independence of its statements constrain it). When no part does, separating
    /// them gives each the same band as the fused one, and only loses the fusion: six
    /// reductions over one image, whose scalar accumulators keep each of them from a second
    /// permutable hyperplane, stay in one loop nest instead of six.
    fn separation_lengthens_band(&self, parts: &[Vec<usize>]) -> Result<bool> {
        for part in parts {
            let mut found: Vec<Vec<Vec<Int>>> = self
                .found
                .iter()
                .zip(&self.snapshot)
                .map(|(f, &k)| f[..k].to_vec())
                .collect();
            let mut length = 0;
            while length <= self.band_len {
                let complete: Vec<bool> = (0..self.n())
                    .map(|s| !part.contains(&s) || rank(&found[s]) == self.dims[s])
                    .collect();
                if complete.iter().all(|&c| c) {
                    break;
                }
                let Some(x) = self.solve_in(Some(part), &found, &complete, false)? else {
                    break;
                };
                for (s, f) in found.iter_mut().enumerate() {
                    if !complete[s] {
                        f.push(self.hyperplane_rows(&x)[s].coeffs.clone());
                    }
                }
                length += 1;
            }
            if length > self.band_len {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether every statement without a full band shares its loop nest (the statements
    /// that no cut has separated from it yet) only with statements of its own depth. A cut
    /// that separates statements of different depths keeps the shallower ones out of the
    /// deeper loops, which pays even when it lengthens no band.
    fn groups_of_one_depth(&self, complete: &[bool]) -> bool {
        let nest = self.nest_keys();
        (0..self.n())
            .filter(|&s| !complete[s])
            .all(|s| (0..self.n()).all(|t| self.dims[t] == self.dims[s] || nest[t] != nest[s]))
    }

    /// Per statement, the positions the cuts so far gave it: statements with equal keys
    /// share one loop nest below the cuts.
    fn nest_keys(&self) -> Vec<Vec<&Int>> {
        let cuts: Vec<usize> = (0..self.levels.len())
            .filter(|&l| self.levels[l] == LevelKind::Scalar)
            .collect();
        (0..self.n())
            .map(|s| cuts.iter().map(|&l| &self.rows[l][s].constant).collect())
            .collect()
    }

    /// The next level starts a new band.
    fn start_next_band(&mut self) {
        self.band += 1;
        self.band_len = 0;
        self.band_start = self.levels.len();
    }

    /// No hyperplane starts a band: a cut between SCCs; when no cut satisfies anything (every
    /// unsatisfied dependence lies inside one SCC and no independent hyperplane exists), a
    /// possibly dependent hyperplane that satisfies one of them.
    fn cut_or_satisfy_inside_scc(&mut self) -> Result<()> {
        let parts = self.choose_parts();
        if self.progress(&parts) {
            self.cut(&parts, self.fusion.name())?;
            self.start_next_band();
            return Ok(());
        }
        let level = self.levels.len();
        let Some(x) = self.strict_hyperplane()? else {
            return Err(Error::NoSchedule(format!(
                "no hyperplane and no cut at level {level}"
            )));
        };
        let (level, sat) = self.add_hyperplane(&x)?;
        self.log.push(format!(
            "level {level} (band {}): hyperplane {{ {} }} (to satisfy a dependence inside an SCC); satisfies {sat} dependence polyhedra",
            self.band,
            row_text(self.scop, &self.rows[level])
        ));
        Ok(())
    }

    /// A hyperplane that satisfies the first unsatisfied edge that some hyperplane can
    /// satisfy.
    fn strict_hyperplane(&self) -> Result<Option<Vec<Int>>> {
        for e in self.edges.iter().filter(|e| e.satisfied_at.is_none()) {
            let strict: Vec<Vec<Int>> = e
                .strict_rows()?
                .iter()
                .map(|r| self.lay.global_row(e, r))
                .collect();
            if let Some(x) = self.solve_strict(&strict)? {
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// The hyperplane of every statement from a solution of the integer program.
    fn hyperplane_rows(&self, x: &[Int]) -> Vec<Hyperplane> {
        (0..self.n())
            .map(|s| Hyperplane {
                coeffs: (0..self.dims[s])
                    .map(|i| &x[self.lay.coeff(s, i)] * &self.signs[s][i])
                    .collect(),
                constant: x[self.lay.constant(s)].clone(),
            })
            .collect()
    }

    /// Marks the edges that `row` satisfies at `level`; returns how many.
    fn mark_satisfied(&mut self, row: &[Hyperplane], level: usize) -> Result<usize> {
        let np = self.lay.np;
        let mut sat = 0;
        for e in self.edges.iter_mut().filter(|e| e.satisfied_at.is_none()) {
            if e.distance_at_least(&row[e.source], &row[e.target], np, 1)? {
                e.satisfied_at = Some(level);
                sat += 1;
            }
        }
        Ok(sat)
    }

    /// The parts a cut separates under the fusion strategy: for smart fusion, groups of
    /// consecutive SCCs of the same depth if that separates anything, else every SCC.
    fn choose_parts(&self) -> Vec<Vec<usize>> {
        let parts = self.scc_parts();
        if matches!(self.fusion, Fusion::Smart | Fusion::SmartKeep) {
            let by_dim = group_by_dim(&parts, &self.dims);
            if by_dim.len() > 1 && self.progress(&by_dim) {
                return by_dim;
            }
        }
        parts
    }

    /// Whether cutting into `parts` satisfies at least one unsatisfied edge.
    fn progress(&self, parts: &[Vec<usize>]) -> bool {
        let pos = part_of(parts, self.n());
        self.edges
            .iter()
            .any(|e| e.satisfied_at.is_none() && pos[e.source] < pos[e.target])
    }

    /// The SCCs, in topological order, of the dependence graph restricted to the dependences
    /// that have an unsatisfied polyhedron.
    fn scc_parts(&self) -> Vec<Vec<usize>> {
        let mut open = vec![false; self.edges.iter().map(|e| e.dep + 1).max().unwrap_or(0)];
        for e in self.edges.iter().filter(|e| e.satisfied_at.is_none()) {
            open[e.dep] = true;
        }
        self.graph
            .sccs_with(|g| g.dependences.iter().any(|&d| open.get(d) == Some(&true)))
    }

    /// A scalar level that puts the statements of `parts[k]` at position `k`: every
    /// unsatisfied edge from one part to a later one is satisfied there (`how` names the
    /// fusion strategy in the log).
    fn cut(&mut self, parts: &[Vec<usize>], how: &str) -> Result<()> {
        let level = self.levels.len();
        let pos = part_of(parts, self.n());
        for e in self.edges.iter_mut().filter(|e| e.satisfied_at.is_none()) {
            if pos[e.source] > pos[e.target] {
                return Err(Error::NoSchedule("cut against a dependence".into()));
            }
            if pos[e.source] < pos[e.target] {
                e.satisfied_at = Some(level);
            }
        }
        let text: Vec<String> = parts
            .iter()
            .map(|p| {
                let v: Vec<&str> = p
                    .iter()
                    .map(|&s| self.scop.statements[s].name.as_str())
                    .collect();
                format!("{{{}}}", v.join(","))
            })
            .collect();
        self.log.push(format!(
            "level {level}: cut ({how}) into {}",
            text.join(" | ")
        ));
        self.levels.push(LevelKind::Scalar);
        self.rows.push(
            (0..self.n())
                .map(|s| Hyperplane {
                    coeffs: vec![Int::ZERO; self.dims[s]],
                    constant: Int::from(pos[s]),
                })
                .collect(),
        );
        Ok(())
    }

    /// The legality rows of every edge not satisfied before the current band (permutability)
    /// and, with `with_bounds`, the bounding rows of every edge not satisfied yet, over the
    /// global unknowns.
    fn edge_rows(&self, with_bounds: bool, within: Option<&[usize]>) -> Vec<Vec<Int>> {
        let mut out = Vec::new();
        for e in &self.edges {
            if matches!(e.satisfied_at, Some(l) if l < self.band_start) {
                continue;
            }
            if within.is_some_and(|p| !p.contains(&e.source) || !p.contains(&e.target)) {
                continue;
            }
            out.extend(e.legality.iter().map(|r| self.lay.global_row(e, r)));
            if with_bounds && e.satisfied_at.is_none() {
                out.extend(e.bounding.iter().map(|r| self.lay.global_row(e, r)));
            }
        }
        out
    }

    /// The rows that make statement `s`'s next hyperplane linearly independent of those found
    /// for it: `Σc_s >= 1`, `r · c_s >= 0` for every row `r` of the orthogonal complement of
    /// the hyperplanes found, and `Σ_r r · c_s >= 1`.
    fn independence_rows(&self, s: usize, found: &[Vec<Vec<Int>>]) -> Result<Vec<Vec<Int>>> {
        let (n, d) = (self.lay.n, self.dims[s]);
        let mut rows = Vec::new();
        let mut r = vec![Int::ZERO; n + 1];
        r[0] = Int::from(-1i64);
        r[self.lay.sum(s) + 1] = Int::ONE;
        rows.push(r);
        let comp = orthogonal_complement(&found[s], d)?;
        let mut total = vec![Int::ZERO; n + 1];
        total[0] = Int::from(-1i64);
        for c in &comp {
            let mut r = vec![Int::ZERO; n + 1];
            for i in 0..d {
                r[self.lay.coeff(s, i) + 1] = c[i].clone();
                total[self.lay.coeff(s, i) + 1] += &c[i];
            }
            rows.push(r);
        }
        rows.push(total);
        Ok(rows)
    }

    /// A hyperplane that keeps every active edge legal and satisfies the edge whose
    /// constraints are `strict`, with no independence constraint; `None` if there is none.
    fn solve_strict(&self, strict: &[Vec<Int>]) -> Result<Option<Vec<Int>>> {
        let mut ineqs: Vec<Vec<Int>> = strict.to_vec();
        ineqs.extend(self.lay.cap_rows());
        ineqs.extend(self.edge_rows(true, None));
        let mut eqs = vec![self.lay.penalty_row()];
        eqs.extend((0..self.n()).map(|s| self.lay.sum_row(s)));
        Ok(lexmin_nonneg(self.lay.n, &eqs, &ineqs)?)
    }

    /// One integer program: the next hyperplane of the current band, linearly independent
    /// for every incomplete statement, or `None`.
    fn solve_level(&self, complete: &[bool], with_bounds: bool) -> Result<Option<Vec<Int>>> {
        self.solve_in(None, &self.found, complete, with_bounds)
    }

    /// [`Self::solve_level`] for the statements `within` alone (all when `None`): only the
    /// dependences among them constrain the hyperplane, and `found` holds the hyperplanes
    /// found so far per statement.
    fn solve_in(
        &self,
        within: Option<&[usize]>,
        found: &[Vec<Vec<Int>>],
        complete: &[bool],
        with_bounds: bool,
    ) -> Result<Option<Vec<Int>>> {
        let n = self.lay.n;
        let mut ineqs: Vec<Vec<Int>> = self.lay.cap_rows();
        let mut eqs: Vec<Vec<Int>> = Vec::new();
        ineqs.extend(self.edge_rows(with_bounds, within));
        if !with_bounds {
            // u and w mean nothing here: fix them to 0.
            for j in 0..=self.lay.w() {
                let mut r = vec![Int::ZERO; n + 1];
                r[j + 1] = Int::ONE;
                eqs.push(r);
            }
        }
        eqs.push(self.lay.penalty_row());
        for (s, &d) in self.dims.iter().enumerate() {
            eqs.push(self.lay.sum_row(s));
            if !complete[s] && d > 0 {
                ineqs.extend(self.independence_rows(s, found)?);
            }
        }
        Ok(lexmin_nonneg(n, &eqs, &ineqs)?)
    }
}

/// The position of every statement's part in `parts`.
fn part_of(parts: &[Vec<usize>], n: usize) -> Vec<usize> {
    let mut pos = vec![0usize; n];
    for (k, p) in parts.iter().enumerate() {
        for &s in p {
            pos[s] = k;
        }
    }
    pos
}

fn row_text(scop: &Scop, row: &[Hyperplane]) -> String {
    let text: Vec<String> = row
        .iter()
        .zip(&scop.statements)
        .map(|(h, st)| {
            format!(
                "{}: {}",
                st.name,
                expr_text(&h.coeffs, &st.iterators, &h.constant)
            )
        })
        .collect();
    text.join(", ")
}

/// Merges consecutive SCCs with the same loop depth (smart fusion cuts only between loop
/// nests of different depth first).
fn group_by_dim(parts: &[Vec<usize>], dims: &[usize]) -> Vec<Vec<usize>> {
    let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
    for p in parts {
        let d = p.iter().map(|&s| dims[s]).max().unwrap_or(0);
        match out.last_mut() {
            Some((ld, v)) if *ld == d => v.extend(p.iter().copied()),
            _ => out.push((d, p.clone())),
        }
    }
    out.into_iter().map(|(_, v)| v).collect()
}
