//! Lexicographic optimization (`lexmin`, `lexmax`) of sets and maps, parametric or not.
//!
//! For a map `M` (a set is a map with no input dimensions, and the parameters play the role of
//! the input) the lexicographic minimum is the set of pairs `x -> y` in `M` such that no `y'`
//! with `x -> y'` in `M` is lexicographically smaller than `y`. A non-empty fiber without a
//! minimum is unbounded (an integer set whose every point has a smaller one descends
//! forever); such fibers are reported, never silently dropped ([`Map::lexopt_parts`], or
//! [`Error::Unbounded`]).
//!
//! # One disjunct: the parametric simplex
//!
//! The optimum of a basic map is computed by the parametric integer simplex of
//! [`crate::pip`]: a list of pieces (disjoint domains over the parameters and inputs, with
//! floor divs) with the optimal outputs as quasi-affine expressions on each, or the level
//! where the optimum is unbounded. A maximum is the minimum of the negated outputs.
//!
//! # Unions: merging optima
//!
//! The optimum of `A or B` is computed from the optima of `A` and `B` (`combine`): where
//! only one is defined it holds; where both are, the common domain is cut level by level into
//! the parts where `a_0 = b_0, ..., a_{j-1} = b_{j-1}, a_j < b_j` (`a` wins), the symmetric
//! parts (`b` wins) and the part where all levels agree. An unbounded piece with `k` values
//! is `-inf` at level `k`, so it wins there against any finite value: the union
//! `{ [i, j] : i >= 0 or (i = -1 and 0 <= j <= 1) }` has the minimum `[-1, 0]` although its
//! first disjunct alone has none.
//!
//! # Without parameters and inputs
//!
//! The optimum is a point: the best of the disjuncts' simplex optima
//! ([`BasicMap::lexmin_point`], exact integer, with an Omega-test fallback).
//!
//! # The cross-check: optimum by subtraction
//!
//! [`Map::lexopt_parts_by_subtraction`] computes the same optimum as
//!
//! ```text
//!   lexmin(M) = M \ T,   T = { x -> y : exists y' : x -> y' in M and y' <_lex y }
//! ```
//!
//! where `y' <_lex y` is the disjunction over the levels `k` of
//! `y'_0 = y_0, ..., y'_{k-1} = y_{k-1}, y'_k < y_k`. Both `T` and the difference are exact
//! Presburger operations, so the result is exact; it is slow (a subtraction with `k`
//! disjuncts per level), and serves as an independent check in tests and as the fallback
//! when the simplex spends its step budget. Example: for
//! `S = [N] -> { [i, j] : 0 <= i < N and 0 <= j <= i }` the maximum level 0 gives
//! `T_0 = { [i, j] : i < N - 1 }` and level 1 gives `T_1 = { [i, j] : j < i }`, so
//! `lexmax(S) = S \ (T_0 or T_1) = [N] -> { [N - 1, N - 1] : N >= 1 }`.

use crate::basic::{div_bounds, BasicMap};
use crate::error::{Error, Result};
use crate::int::Int;
use crate::map::{Map, Set};
use crate::omega::{negate_ineq, normalize_system, Row};
use crate::pip::{self, GaveUp, Leaf};
use crate::pw::PwMultiAff;
use crate::simplex::{self, LexMin, LexSimplex};
use crate::space::{Space, SpaceKind, Tuple};

impl Map {
    /// `{ x -> y in M : exists y' : x -> y' in M and y' < y }` (or `y' > y` for `max`).
    fn dominated(&self, max: bool) -> Map {
        let np = self.space.n_param();
        let ni = self.space.n_in();
        let no = self.space.n_out();
        let mut out = Map::empty(self.space.clone());
        for b in &self.basics {
            let div_off = 1 + np + ni + no;
            let map: Vec<usize> = (0..b.n_col())
                .map(|c| {
                    if c <= np + ni {
                        c
                    } else if c < b.div_offset() {
                        div_off + (c - 1 - np - ni)
                    } else {
                        div_off + no + (c - b.div_offset())
                    }
                })
                .collect();
            let shifted = b.remap(self.space.clone(), no + b.n_div(), &map);
            for k in 0..no {
                let mut t: BasicMap = shifted.clone();
                let y = |j: usize| 1 + np + ni + j;
                let yp = |j: usize| div_off + j;
                for j in 0..k {
                    let mut row = t.zero_row();
                    row[y(j)] = Int::ONE;
                    row[yp(j)] = Int::from(-1);
                    t.eqs.push(row);
                }
                let mut row = t.zero_row();
                // lexmin: y'_k <= y_k - 1 ; lexmax: y'_k >= y_k + 1
                let s = if max { -1 } else { 1 };
                row[y(k)] = Int::from(s);
                row[yp(k)] = Int::from(-s);
                row[0] = Int::from(-1);
                t.ineqs.push(row);
                t.simplify();
                out.basics.push(t);
            }
        }
        out.remove_empty()
    }

    /// The optimum computed as `M \ {dominated points}` (see the module documentation): the
    /// optimum and the set where it does not exist, as [`Map::lexopt_parts`]. Slow, exact,
    /// and independent of the parametric simplex; kept as a cross-check for tests and as the
    /// fallback when the simplex spends its step budget.
    #[doc(hidden)]
    pub fn lexopt_parts_by_subtraction(&self, max: bool) -> Result<(Map, Set)> {
        self.check_not_params()?;
        let opt = self.subtract(&self.dominated(max))?.coalesce_reduced();
        let unbounded = if self.space.is_map() {
            self.domain()?.subtract(&opt.domain()?)?
        } else {
            self.params()?.subtract(&opt.params()?)?
        };
        Ok((opt, unbounded.remove_empty()))
    }

    fn check_not_params(&self) -> Result<()> {
        if self.space.kind == SpaceKind::Params {
            return Err(Error::SpaceMismatch(
                "lexmin/lexmax need a set or a map, not a parameter set".into(),
            ));
        }
        Ok(())
    }

    /// The space of the optimum's domains: the input tuple as a set, or the parameters.
    pub(crate) fn optimum_domain_space(&self) -> Space {
        match self.space.kind {
            SpaceKind::Map => Space::set(self.space.params.clone(), self.space.in_tuple.clone()),
            _ => Space::params(self.space.params.clone()),
        }
    }

    /// The parametric lexicographic optimum of the output columns `lead` (in that order), as
    /// pieces with pairwise disjoint domains; other outputs are projected out. Each basic map
    /// is solved by the parametric simplex ([`crate::pip`]) and the pieces of the disjuncts
    /// are merged by comparing their values (`combine`). With `any_unbounded`, the search
    /// stops at the first piece whose first coordinate is unbounded (no other disjunct can
    /// beat it, so the optimum does not exist there) and returns just that piece.
    pub(crate) fn optimum(
        &self,
        lead: &[usize],
        max: bool,
        any_unbounded: bool,
    ) -> std::result::Result<Vec<Leaf>, GaveUp> {
        let dspace = self.optimum_domain_space();
        let mut acc: Option<Vec<Leaf>> = None;
        for b in &self.basics {
            if b.is_obviously_empty() {
                continue;
            }
            let mut leaves = basic_optimum(b, lead, &dspace, max)?;
            if any_unbounded && !lead.is_empty() {
                if let Some(k) = leaves.iter().position(|l| l.values.is_empty()) {
                    return Ok(vec![leaves.swap_remove(k)]);
                }
            }
            acc = Some(match acc {
                None => leaves,
                Some(a) => combine(a, leaves, max),
            });
        }
        let mut leaves = acc.unwrap_or_default();
        leaves.retain_mut(tidy);
        Ok(leaves)
    }

    /// The output columns, in order.
    fn output_columns(&self) -> Vec<usize> {
        let first = 1 + self.space.n_param() + self.space.n_in();
        (first..first + self.space.n_out()).collect()
    }

    /// The lexicographic optimum where it exists, and the set of inputs (domain points, or
    /// parameter values for a set) where the fiber is non-empty but has no optimum because it
    /// is unbounded.
    pub fn lexopt_parts(&self, max: bool) -> Result<(Map, Set)> {
        self.check_not_params()?;
        let Ok(leaves) = self.optimum(&self.output_columns(), max, false) else {
            return self.lexopt_parts_by_subtraction(max);
        };
        let n = self.space.n_out();
        let (finite, unbounded): (Vec<Leaf>, Vec<Leaf>) =
            leaves.into_iter().partition(|l| l.values.len() == n);
        let opt = PwMultiAff::from_leaves(self.space.clone(), finite).to_map()?;
        let unbounded = Map::from_basics(
            self.optimum_domain_space(),
            unbounded.into_iter().map(|l| l.domain).collect(),
        )?;
        Ok((opt, unbounded))
    }

    /// The lexicographic minimum (per domain point for a map, per parameter value for a set).
    /// Returns [`Error::Unbounded`] when some non-empty fiber has no minimum.
    pub fn lexmin(&self) -> Result<Map> {
        self.lexopt(false)
    }

    /// The lexicographic maximum; see [`Map::lexmin`].
    pub fn lexmax(&self) -> Result<Map> {
        self.lexopt(true)
    }

    fn lexopt(&self, max: bool) -> Result<Map> {
        self.check_not_params()?;
        if self.space.n_param() == 0 && self.space.n_in() == 0 {
            return self.lexopt_point_map(max);
        }
        self.lexopt_pw(max)?.to_map()
    }

    /// [`Map::lexmin_pw`] and [`Map::lexmax_pw`].
    pub(crate) fn lexopt_pw(&self, max: bool) -> Result<PwMultiAff> {
        self.check_not_params()?;
        self.optimum_pw(&self.output_columns(), self.space.clone(), max)
    }

    /// The optimum of the columns `lead` as a function in `space` (whose output tuple has
    /// `lead.len()` dimensions); [`Error::Unbounded`] where it does not exist.
    pub(crate) fn optimum_pw(&self, lead: &[usize], space: Space, max: bool) -> Result<PwMultiAff> {
        let unbounded = || {
            Error::Unbounded(format!(
                "the {} is unbounded on part of the domain",
                if max { "lexmax" } else { "lexmin" }
            ))
        };
        match self.optimum(lead, max, true) {
            Ok(leaves) => {
                if leaves.iter().any(|l| l.values.len() < lead.len()) {
                    return Err(unbounded());
                }
                Ok(PwMultiAff::from_leaves(space, leaves))
            }
            Err(GaveUp) => {
                // The safety net: project onto `lead` and optimize by subtraction.
                let mut m = self.clone();
                let first = 1 + self.space.n_param() + self.space.n_in();
                m.basics = m
                    .basics
                    .iter()
                    .map(|b| keep_outputs(b, lead, first, &space))
                    .collect();
                m.space = space;
                let (opt, unb) = m.lexopt_parts_by_subtraction(max)?;
                if !unb.is_empty() {
                    return Err(unbounded());
                }
                PwMultiAff::from_map(&opt)
            }
        }
    }
}

/// `b` with only the output columns `lead` (in that order) as outputs, in `space`; the other
/// outputs become existentials.
fn keep_outputs(b: &BasicMap, lead: &[usize], first: usize, space: &Space) -> BasicMap {
    let off = b.div_offset();
    let n_other = off - first - lead.len();
    let new_off = first + lead.len();
    let mut next_other = new_off;
    let map: Vec<usize> = (0..b.n_col())
        .map(|c| {
            if c < first {
                c
            } else if let Some(j) = lead.iter().position(|&l| l == c) {
                first + j
            } else if c < off {
                next_other += 1;
                next_other - 1
            } else {
                c - off + new_off + n_other
            }
        })
        .collect();
    let mut out = b.remap(space.clone(), b.n_div() + n_other, &map);
    out.simplify();
    out
}

/// The optimum of one basic map (a maximum is a minimum of the negated coordinates).
fn basic_optimum(
    b: &BasicMap,
    lead: &[usize],
    dspace: &Space,
    max: bool,
) -> std::result::Result<Vec<Leaf>, GaveUp> {
    if !max {
        return pip::lexmin(b, lead, dspace);
    }
    let mut neg = b.clone();
    for r in rows_mut(&mut neg) {
        for &c in lead {
            r[c] = -&r[c];
        }
    }
    let mut leaves = pip::lexmin(&neg, lead, dspace)?;
    for l in &mut leaves {
        for v in &mut l.values {
            v.iter_mut().for_each(|x| *x = -&*x);
        }
    }
    Ok(leaves)
}

/// The optimum over the union of two disjuncts, from the optima `a` and `b` of each (pieces
/// with pairwise disjoint domains, values over `[1 | params | inputs | divs]`):
///
/// - where only one of them is defined, its piece holds as it is;
/// - where both are, the domain `D_a ∩ D_b` is cut by comparing the values level by level:
///   `a` wins on `a_0 = b_0, ..., a_{j-1} = b_{j-1}, a_j < b_j` (for a minimum), `b` on the
///   symmetric parts, and on equality of every level either does. An unbounded piece with
///   `k` values stands for `-inf` at level `k` and wins against any finite value there.
fn combine(a: Vec<Leaf>, b: Vec<Leaf>, max: bool) -> Vec<Leaf> {
    let mut out = Vec::new();
    for x in &a {
        outside(x, &b, &mut out);
    }
    for y in &b {
        outside(y, &a, &mut out);
    }
    for x in &a {
        for y in &b {
            compare(x, y, max, &mut out);
        }
    }
    out
}

/// The part of `x`'s domain outside every domain of `others`, with `x`'s values.
fn outside(x: &Leaf, others: &[Leaf], out: &mut Vec<Leaf>) {
    let mut parts = vec![x.domain.clone()];
    for o in others {
        let mut next = Vec::new();
        for p in parts {
            minus(p, &o.domain, &mut next);
        }
        parts = next;
    }
    for p in parts {
        out.push(with_values(p, &x.values));
    }
}

/// Appends `p \ o` as disjoint pieces `p, c_1, ..., c_{j-1}, not c_j` over the constraints
/// `c_i` of `o` (whose divs are defined). Each piece keeps `p`'s columns first (`o`'s divs
/// follow), so values over `p`'s columns stay valid once padded.
fn minus(p: BasicMap, o: &BasicMap, out: &mut Vec<BasicMap>) {
    let mut joined = p.intersect_unchecked(o);
    let o_ineqs = joined.ineqs.split_off(p.ineqs.len());
    let o_eqs = joined.eqs.split_off(p.eqs.len());
    let cons: Vec<Row> = o_eqs
        .iter()
        .flat_map(|e| [e.clone(), e.iter().map(|v| -v).collect()])
        .chain(o_ineqs)
        .collect();
    let mut meet = joined.clone();
    meet.ineqs.extend(cons.iter().cloned());
    if meet.is_empty() {
        out.push(p);
        return;
    }
    let mut prefix = joined;
    for c in cons {
        let mut piece = prefix.clone();
        piece.ineqs.push(negate_ineq(&c));
        if !piece.is_empty() {
            out.push(piece);
        }
        prefix.ineqs.push(c);
    }
}

/// Where both `x` and `y` are defined: the pieces where each is the better one.
fn compare(x: &Leaf, y: &Leaf, max: bool, out: &mut Vec<Leaf>) {
    let dom = x.domain.intersect_unchecked(&y.domain);
    if dom.is_empty() {
        return;
    }
    let n = dom.n_col();
    let (off, shift) = (x.domain.div_offset(), x.domain.n_div());
    let vx: Vec<Row> = x.values.iter().map(|v| padded(v, n)).collect();
    let vy: Vec<Row> = y
        .values
        .iter()
        .map(|v| {
            let mut r = vec![Int::ZERO; n];
            for (c, a) in v.iter().enumerate() {
                r[if c < off { c } else { c + shift }] = a.clone();
            }
            r
        })
        .collect();
    let mut prefix = dom;
    for (fx, fy) in vx.iter().zip(&vy) {
        // diff > 0 where x is smaller.
        let diff: Row = fy.iter().zip(fx).map(|(b, a)| b - a).collect();
        let mut x_smaller = diff.clone(); // diff - 1 >= 0
        x_smaller[0] -= &Int::ONE;
        let y_smaller = negate_ineq(&diff); // -diff - 1 >= 0
        let (x_wins, y_wins) = if max {
            (y_smaller, x_smaller)
        } else {
            (x_smaller, y_smaller)
        };
        for (cond, vals) in [(x_wins, &vx), (y_wins, &vy)] {
            let mut piece = prefix.clone();
            piece.ineqs.push(cond);
            if !piece.is_empty() {
                out.push(Leaf {
                    domain: piece,
                    values: vals.clone(),
                });
            }
        }
        prefix.eqs.push(diff);
    }
    // Equal on every common level: the shorter (unbounded earlier) wins; on a tie either.
    if !prefix.is_empty() {
        let vals = if vx.len() <= vy.len() { vx } else { vy };
        out.push(Leaf {
            domain: prefix,
            values: vals,
        });
    }
}

fn padded(v: &[Int], n: usize) -> Row {
    let mut r = v.to_vec();
    r.resize(n, Int::ZERO);
    r
}

fn with_values(domain: BasicMap, values: &[Row]) -> Leaf {
    let n = domain.n_col();
    Leaf {
        values: values.iter().map(|v| padded(v, n)).collect(),
        domain,
    }
}

/// Normalizes a piece's domain and drops the divs that nothing uses; `false` when the domain
/// is found empty.
fn tidy(l: &mut Leaf) -> bool {
    let d = &mut l.domain;
    if !normalize_system(&mut d.eqs, &mut d.ineqs) {
        return false;
    }
    let off = d.div_offset();
    while let Some(k) = (0..d.n_div()).rev().find(|&k| {
        let c = off + k;
        let uses = |r: &Row| !r[c].is_zero();
        !(d.eqs.iter().any(uses)
            || d.ineqs.iter().any(uses)
            || l.values.iter().any(uses)
            || d.divs.iter().flatten().any(|x| uses(&x.num)))
    }) {
        let c = off + k;
        for r in rows_mut(d).chain(l.values.iter_mut()) {
            r.remove(c);
        }
        d.divs.remove(k);
    }
    true
}

/// Every row of `b`: equalities, inequalities and div numerators.
fn rows_mut(b: &mut BasicMap) -> impl Iterator<Item = &mut Row> {
    b.eqs
        .iter_mut()
        .chain(b.ineqs.iter_mut())
        .chain(b.divs.iter_mut().flatten().map(|d| &mut d.num))
}

impl Map {
    /// The non-parametric case of [`Map::lexmin`]: the optimum of the union is the best of the
    /// optima of its disjuncts ([`BasicMap::lexmin_point`]), and it is unbounded as soon as one
    /// disjunct is.
    fn lexopt_point_map(&self, max: bool) -> Result<Map> {
        let mut best: Option<Vec<Int>> = None;
        for b in &self.basics {
            let Some(p) = b.lexopt_point(max)? else {
                continue;
            };
            let better = match &best {
                None => true,
                Some(q) => {
                    if max {
                        p > *q
                    } else {
                        p < *q
                    }
                }
            };
            if better {
                best = Some(p);
            }
        }
        let Some(p) = best else {
            return Ok(Map::empty(self.space.clone()));
        };
        let mut b = BasicMap::universe(self.space.clone());
        for (k, v) in p.iter().enumerate() {
            let mut row = b.zero_row();
            row[1 + k] = Int::ONE;
            row[0] = -v;
            b.eqs.push(row);
        }
        Ok(Map::from_basic(b))
    }
}

/// Cuts allowed to the simplex before [`BasicMap::lexmin_point`] falls back to the Omega test.
const MAX_CUTS: usize = 2000;

impl BasicMap {
    /// The lexicographically smallest integer point, over *all* dimensions in the order
    /// parameters, input, output (parameters are ordinary unknowns here: this is the
    /// non-parametric problem). Returns `Ok(None)` when the set is empty and
    /// [`Error::Unbounded`] when the minimum does not exist. Divs only need integer values.
    ///
    /// This runs the dense lexicographic simplex with Gomory cuts of [`crate::simplex`], the
    /// fast path for integer linear programs such as a scheduler's; in the rare case where the
    /// cuts do not converge quickly it falls back to the exact Omega-based [`Map::lexmin`].
    ///
    /// ```
    /// use hedra_presburger::Map;
    /// let m: Map = "{ [i, j] : 0 <= i <= 10 and 0 <= j <= 10 and 2i + 3j >= 7 }".parse().unwrap();
    /// let p = m.basics()[0].lexmin_point().unwrap().unwrap();
    /// assert_eq!(p.iter().map(|v| v.to_string()).collect::<Vec<_>>(), ["0", "3"]);
    /// ```
    pub fn lexmin_point(&self) -> Result<Option<Vec<Int>>> {
        self.lexopt_point(false)
    }

    /// The lexicographically largest integer point; see [`BasicMap::lexmin_point`].
    pub fn lexmax_point(&self) -> Result<Option<Vec<Int>>> {
        self.lexopt_point(true)
    }

    fn lexopt_point(&self, max: bool) -> Result<Option<Vec<Int>>> {
        let n_dim = self.space.n_dim_total();
        match self.simplex_lexopt(max, MAX_CUTS) {
            Ok(LexMin::Empty) => Ok(None),
            Ok(LexMin::Unbounded) => Err(Error::Unbounded(format!(
                "the {} of the basic set does not exist",
                if max { "lexmax" } else { "lexmin" }
            ))),
            Ok(LexMin::Point(p)) => {
                debug_assert_eq!(p.len(), n_dim);
                Ok(Some(p))
            }
            Err(simplex::GaveUp) => self.lexopt_point_omega(max),
        }
    }

    /// The simplex part of [`BasicMap::lexopt_point`].
    pub(crate) fn simplex_lexopt(
        &self,
        max: bool,
        max_cuts: usize,
    ) -> std::result::Result<LexMin, simplex::GaveUp> {
        let n_dim = self.space.n_dim_total();
        let sign = if max { -1 } else { 1 };
        let mut s = self.to_simplex(max);
        let r = s.integer_lexmin(n_dim, max_cuts)?;
        Ok(match r {
            LexMin::Point(p) if sign < 0 => LexMin::Point(p.iter().map(|v| -v).collect()),
            other => other,
        })
    }

    /// The tableau of this basic map over all its columns (dimensions, then divs, with the
    /// bounds of defined divs), every variable negated when `negate` (for maxima).
    pub(crate) fn to_simplex(&self, negate: bool) -> LexSimplex {
        let n = self.n_col() - 1;
        let mut s = LexSimplex::new(n);
        s.reserve_rows(2 * self.eqs.len() + self.ineqs.len() + 2 * self.divs.len() + 4);
        let off = self.div_offset();
        let mut coeffs: Vec<Int> = vec![Int::ZERO; n];
        let load = |row: &[Int], coeffs: &mut Vec<Int>| {
            for (c, v) in coeffs.iter_mut().zip(&row[1..]) {
                *c = if negate { -v } else { v.clone() };
            }
        };
        for r in &self.eqs {
            load(r, &mut coeffs);
            s.add_eq(&r[0], &coeffs);
        }
        for r in &self.ineqs {
            load(r, &mut coeffs);
            s.add_ineq(&r[0], &coeffs);
        }
        for (k, d) in self.divs.iter().enumerate() {
            if let Some(d) = d {
                for r in div_bounds(d, off + k) {
                    load(&r, &mut coeffs);
                    s.add_ineq(&r[0], &coeffs);
                }
            }
        }
        s
    }

    /// The Omega-based fallback: the lexicographic optimum of this basic set with the
    /// parameters turned into ordinary dimensions.
    fn lexopt_point_omega(&self, max: bool) -> Result<Option<Vec<Int>>> {
        let n_dim = self.space.n_dim_total();
        let flat = BasicMap {
            space: Space::set(Vec::new(), Tuple::anonymous(n_dim)),
            divs: self.divs.clone(),
            eqs: self.eqs.clone(),
            ineqs: self.ineqs.clone(),
            cache: Default::default(),
        };
        let (opt, unbounded) = Map::from_basic(flat).lexopt_parts_by_subtraction(max)?;
        if !unbounded.is_empty() {
            return Err(Error::Unbounded(format!(
                "the {} of the basic set does not exist",
                if max { "lexmax" } else { "lexmin" }
            )));
        }
        Ok(opt.basics().iter().find_map(|b| b.sample()))
    }
}
