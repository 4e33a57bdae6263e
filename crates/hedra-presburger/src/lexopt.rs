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
//! The parametric simplex takes an initial context and partitions it into pieces with an
//! optimum and pieces where the problem has no point. The disjuncts are taken one by one,
//! keeping the optimum of those seen so far as such a partition of the parameter space:
//!
//! - on a piece where the earlier disjuncts have no point, the next disjunct `B` is solved
//!   with that piece as its context;
//! - on a piece where the earlier optimum is `f`, `B` can only win at some level `j`: the
//!   simplex solves `B and x_0 = f_0 and ... and x_{j-1} = f_{j-1} and x_j <= f_j - 1` with
//!   the piece as context. Where that has points, its optimum is `B`'s optimum and beats `f`;
//!   where it has none, the next level is tried; where no level has points, `f` stays.
//!
//! An unbounded piece (values for the levels before `k` only) is `-inf` at level `k`: it is
//! tried at the levels before `k` only. So the union
//! `{ [i, j] : i >= 0 or (i = -1 and 0 <= j <= 1) }` has the minimum `[-1, 0]` although its
//! first disjunct alone has none. No set difference and no separate emptiness test is
//! needed: every piece is a leaf of some run of the simplex.
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

use crate::basic::{div_bounds, BasicMap, Div};
use crate::error::{Error, Result};
use crate::int::Int;
use crate::map::{Map, Set};
use crate::omega::{normalize_system, Row};
use crate::pip::{self, GaveUp, Leaf, Solution};
use crate::pw::PwMultiAff;
use crate::simplex::{self, LexMin, LexSimplex};
use crate::space::{DimType, Space, SpaceKind, Tuple};

impl Map {
    /// `{ x -> y in M : exists y' : x -> y' in M and y' < y }` (or `y' > y` for `max`).
    /// Fails once the operations budget is exhausted (a partial set would make the optimum
    /// too large).
    fn dominated(&self, max: bool) -> Result<Map> {
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
                crate::budget::check()?;
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
        let out = out.remove_empty();
        crate::budget::check()?;
        Ok(out)
    }

    /// The optimum computed as `M \ {dominated points}` (see the module documentation): the
    /// optimum and the set where it does not exist, as [`Map::lexopt_parts`]. Slow, exact,
    /// and independent of the parametric simplex; kept as a cross-check for tests and as the
    /// fallback when the simplex spends its step budget.
    #[doc(hidden)]
    pub fn lexopt_parts_by_subtraction(&self, max: bool) -> Result<(Map, Set)> {
        self.check_not_params()?;
        let opt = self.subtract(&self.dominated(max)?)?.coalesce_disjoint();
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
    /// is solved by the parametric simplex ([`crate::pip`]), and the disjuncts are merged one
    /// by one (see the module documentation). With `any_unbounded`, the search stops at the
    /// first piece whose first coordinate is unbounded (no other disjunct can beat it, so the
    /// optimum does not exist there) and returns just that piece.
    pub(crate) fn optimum(
        &self,
        lead: &[usize],
        max: bool,
        any_unbounded: bool,
    ) -> std::result::Result<Vec<Leaf>, GaveUp> {
        let basics: Vec<&BasicMap> = self
            .basics
            .iter()
            .filter(|b| !b.is_obviously_empty())
            .collect();
        let mut out = Vec::new();
        for group in self.domain_groups(&basics)? {
            let mut leaves = self.optimum_of(&group, lead, max, any_unbounded)?;
            if any_unbounded && !lead.is_empty() {
                if let Some(k) = leaves.iter().position(|l| l.values.len() < lead.len()) {
                    return Ok(vec![leaves.swap_remove(k)]);
                }
            }
            out.extend(leaves);
        }
        Ok(merge_equal_values(out))
    }

    /// The disjuncts in groups whose domains (the parameter and input values where they have
    /// points) do not meet another group's: the optimum of the union is the union of the
    /// groups' optima, each merged on its own. Pieces of an earlier optimum (the input of
    /// `lexmin (lexmax A)`) have pairwise disjoint domains, and merging them one by one
    /// would split every piece by every other one for nothing. One emptiness test per pair
    /// of disjuncts (connected components of the "domains meet" graph); with more than
    /// `MAX_GROUPED` disjuncts, a single group.
    fn domain_groups<'a>(
        &self,
        basics: &[&'a BasicMap],
    ) -> std::result::Result<Vec<Vec<&'a BasicMap>>, GaveUp> {
        const MAX_GROUPED: usize = 128;
        let k = basics.len();
        if k <= 1 || k > MAX_GROUPED {
            return Ok(vec![basics.to_vec()]);
        }
        let n_out = self.space.n_out();
        let doms: Vec<BasicMap> = basics
            .iter()
            .map(|b| {
                if n_out == 0 {
                    Ok((*b).clone())
                } else {
                    b.project_out(DimType::Out, 0, n_out)
                }
            })
            .collect::<Result<_>>()
            .map_err(|_| GaveUp)?;
        let mut parent: Vec<usize> = (0..k).collect();
        fn find(p: &mut [usize], mut x: usize) -> usize {
            while p[x] != x {
                p[x] = p[p[x]];
                x = p[x];
            }
            x
        }
        for a in 0..k {
            for b in a + 1..k {
                let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
                if ra == rb {
                    continue;
                }
                crate::budget::charge(1).map_err(|_| GaveUp)?;
                let meet = doms[a].intersect(&doms[b]).map_err(|_| GaveUp)?;
                if !meet.is_empty() {
                    parent[rb] = ra;
                }
            }
        }
        let mut groups: Vec<Vec<&BasicMap>> = Vec::new();
        let mut root_group: Vec<Option<usize>> = vec![None; k];
        for (i, b) in basics.iter().enumerate() {
            let r = find(&mut parent, i);
            let g = *root_group[r].get_or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[g].push(*b);
        }
        Ok(groups)
    }

    /// [`Map::optimum`] of some of the disjuncts, merged one by one.
    fn optimum_of(
        &self,
        basics: &[&BasicMap],
        lead: &[usize],
        max: bool,
        any_unbounded: bool,
    ) -> std::result::Result<Vec<Leaf>, GaveUp> {
        let mut pieces: Vec<Leaf> = Vec::new();
        let mut empty = vec![BasicMap::universe(self.optimum_domain_space())];
        for b in basics {
            // A maximum is the minimum of the negated coordinates.
            let mut b = (*b).clone();
            if max {
                for r in rows_mut(&mut b) {
                    for &c in lead {
                        r[c] = -&r[c];
                    }
                }
            }
            let mut next = Solution::default();
            // Where no earlier disjunct has a point: the optimum of this one.
            for e in &empty {
                let s = pip::lexmin(&b, lead, e)?;
                next.leaves.extend(s.leaves);
                next.empty.extend(s.empty);
            }
            // Where an earlier one has its optimum: this one wins where it has a better point.
            for p in &pieces {
                beat(&b, lead, p, &mut next.leaves)?;
            }
            pieces = next.leaves;
            empty = next.empty;
            if any_unbounded && !lead.is_empty() {
                if let Some(k) = pieces.iter().position(|l| l.values.is_empty()) {
                    return Ok(vec![pieces.swap_remove(k)]);
                }
            }
        }
        if max {
            for v in pieces.iter_mut().flat_map(|l| l.values.iter_mut()) {
                v.iter_mut().for_each(|x| *x = -&*x);
            }
        }
        pieces.retain_mut(tidy);
        Ok(pieces)
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
            // No fallback once the operations budget is spent.
            crate::budget::check()?;
            return self.lexopt_parts_by_subtraction(max);
        };
        let n = self.space.n_out();
        let (finite, unbounded): (Vec<Leaf>, Vec<Leaf>) =
            leaves.into_iter().partition(|l| l.values.len() == n);
        let opt = PwMultiAff::from_leaves(Space::clone(&self.space), finite).to_map()?;
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
    ///
    /// ```
    /// use hedra_presburger::parse::parse_map;
    /// // The last instance of a triangular loop nest, as a function of N.
    /// let tri = parse_map("[N] -> { S[i, j] : 0 <= j <= i < N }")?;
    /// let last = tri.lexmax()?;
    /// assert!(last.is_equal(&parse_map("[N] -> { S[N - 1, N - 1] : N >= 1 }")?)?);
    /// // Per domain point for a map: the last j for each i.
    /// let m = parse_map("[N] -> { [i] -> [j] : 0 <= j <= i < N }")?;
    /// assert!(m.lexmax()?.is_equal(&parse_map("[N] -> { [i] -> [i] : 0 <= i < N }")?)?);
    /// # Ok::<(), hedra_presburger::Error>(())
    /// ```
    pub fn lexmax(&self) -> Result<Map> {
        self.lexopt(true)
    }

    fn lexopt(&self, max: bool) -> Result<Map> {
        self.check_not_params()?;
        let r = if self.space.n_param() == 0 && self.space.n_in() == 0 {
            self.lexopt_point_map(max)
        } else {
            self.lexopt_pw(max).and_then(|p| p.to_map())
        };
        crate::budget::check()?;
        r
    }

    /// [`Map::lexmin_pw`] and [`Map::lexmax_pw`].
    pub(crate) fn lexopt_pw(&self, max: bool) -> Result<PwMultiAff> {
        self.check_not_params()?;
        self.optimum_pw(&self.output_columns(), Space::clone(&self.space), max)
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
                crate::budget::check()?;
                // The safety net: project onto `lead` and optimize by subtraction.
                let mut m = self.clone();
                let first = 1 + self.space.n_param() + self.space.n_in();
                m.basics = m
                    .basics
                    .iter()
                    .map(|b| keep_outputs(b, lead, first, &space))
                    .collect();
                m.space = space.into();
                let (opt, unb) = m.lexopt_parts_by_subtraction(max)?;
                if !unb.is_empty() {
                    return Err(unbounded());
                }
                PwMultiAff::from_map(&opt)
            }
        }
    }
}

/// Pieces with the same value (the same affine rows over the same divs) merged where their
/// domains coalesce: the merging of the disjuncts splits the domain of one optimum along the
/// other disjuncts' pieces, and isl's results keep such pieces together. Each group of equal
/// values is coalesced on its own (adjacent, disjoint domains), so this costs far less than
/// coalescing the graph of the result. A group whose coalesced domains changed their divs
/// keeps its pieces unless the values do not refer to divs.
fn merge_equal_values(leaves: Vec<Leaf>) -> Vec<Leaf> {
    if leaves.len() <= 1 {
        return leaves;
    }
    let mut groups: Vec<Vec<Leaf>> = Vec::new();
    for l in leaves {
        match groups.iter_mut().find(|g| {
            g[0].values == l.values
                && g[0].domain.divs == l.domain.divs
                && g[0].domain.space() == l.domain.space()
        }) {
            Some(g) => g.push(l),
            None => groups.push(vec![l]),
        }
    }
    let mut out = Vec::new();
    for g in groups {
        if g.len() == 1 || crate::budget::exceeded() {
            out.extend(g);
            continue;
        }
        let off = g[0].domain.div_offset();
        let uses_divs = g[0]
            .values
            .iter()
            .any(|r| r[off..].iter().any(|v| !v.is_zero()));
        let space = g[0].domain.space().clone();
        let Ok(m) = Map::from_basics(space, g.iter().map(|l| l.domain.clone()).collect()) else {
            out.extend(g);
            continue;
        };
        let c = m.coalesce();
        if c.basics().len() >= g.len() {
            out.extend(g);
            continue;
        }
        let same_divs = c.basics().iter().all(|b| b.divs == g[0].domain.divs);
        if !same_divs && uses_divs {
            out.extend(g);
            continue;
        }
        let values = g[0].values.clone();
        for b in c.basics() {
            let n = b.n_col();
            let vals = values
                .iter()
                .map(|r| {
                    // Same divs: the row as it is; otherwise it does not refer to divs.
                    let mut r = if same_divs {
                        r.clone()
                    } else {
                        r[..off].to_vec()
                    };
                    r.resize(n, Int::ZERO);
                    r
                })
                .collect();
            out.push(Leaf {
                domain: b.clone(),
                values: vals,
            });
        }
    }
    out
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

/// Where the earlier optimum `p` is defined, the union with `b` (a minimum problem): level by
/// level, the part of `p`'s domain where `b` has a point that agrees with `p`'s values before
/// level `j` and is smaller at level `j` gets `b`'s optimum there (the parametric simplex on
/// `b` with those constraints, `p`'s domain as its context); the part where `b` has no such
/// point goes on to the next level. Where `b` is never better, `p` stays. An unbounded `p`
/// (fewer values than levels) cannot be beaten at its unbounded level.
fn beat(
    b: &BasicMap,
    lead: &[usize],
    p: &Leaf,
    out: &mut Vec<Leaf>,
) -> std::result::Result<(), GaveUp> {
    let mut regions = vec![p.domain.clone()];
    for j in 0..p.values.len() {
        let mut next = Vec::new();
        for reg in &regions {
            let problem = better_at_level(b, lead, reg, &p.values, j);
            let s = pip::lexmin(&problem, lead, reg)?;
            out.extend(s.leaves);
            next.extend(s.empty);
        }
        regions = next;
    }
    for reg in regions {
        let n = reg.n_col();
        out.push(Leaf {
            values: p.values.iter().map(|v| padded(v, n)).collect(),
            domain: reg,
        });
    }
    Ok(())
}

/// `b` and `x_{lead[i]} = f_i` for `i < j` and `x_{lead[j]} <= f_j - 1`, where the values `f`
/// are over the columns of the context `reg` (a prefix of which is `p`'s domain): the divs of
/// `reg` are appended to `b` as defined divs.
fn better_at_level(b: &BasicMap, lead: &[usize], reg: &BasicMap, f: &[Row], j: usize) -> BasicMap {
    let mut pb = b.clone();
    let first = pb.n_col();
    let off = reg.div_offset();
    let col = |c: usize| if c < off { c } else { first + (c - off) };
    let lift = |v: &[Int], n: usize| -> Row {
        let mut r = vec![Int::ZERO; n];
        for (c, a) in v.iter().enumerate().filter(|(_, a)| !a.is_zero()) {
            r[col(c)] += a;
        }
        r
    };
    for d in reg.divs() {
        let d = d.as_ref().expect("the divs of a piece are defined");
        let num = lift(&d.num, pb.n_col());
        pb.add_div(Some(Div {
            num,
            den: d.den.clone(),
        }))
        .expect("a well-formed div");
    }
    let n = pb.n_col();
    for (i, fi) in f.iter().enumerate().take(j) {
        let mut eq: Row = lift(fi, n).iter().map(|v| -v).collect();
        eq[lead[i]] += &Int::ONE;
        pb.eqs.push(eq);
    }
    let mut ineq = lift(&f[j], n);
    ineq[lead[j]] -= &Int::ONE;
    ineq[0] -= &Int::ONE;
    pb.ineqs.push(ineq);
    pb
}

fn padded(v: &[Int], n: usize) -> Row {
    let mut r = v.to_vec();
    r.resize(n, Int::ZERO);
    r
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
pub(crate) fn rows_mut(b: &mut BasicMap) -> impl Iterator<Item = &mut Row> {
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
            let p = match b.lexopt_point(max) {
                Ok(Some(p)) => p,
                Ok(None) => continue,
                // One disjunct without an optimum does not make the union's missing: another
                // one may be lexicographically better than its unbounded direction
                // (`{ [i, j] : i >= 5 and j <= 0 or i = 0 and 0 <= j <= 2 }` has the
                // minimum `[0, 0]`). The parametric merge decides it.
                Err(Error::Unbounded(_)) if self.basics.len() > 1 => {
                    return self.lexopt_pw(max)?.to_map();
                }
                Err(e) => return Err(e),
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
            space: Space::set(Vec::new(), Tuple::anonymous(n_dim)).into(),
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
