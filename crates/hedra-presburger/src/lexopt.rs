//! Lexicographic optimization (`lexmin`, `lexmax`) of sets and maps, parametric or not.
//!
//! For a map `M` (a set is a map with no input dimensions, and the parameters play the role of
//! the input) the lexicographic minimum is the set of pairs `x -> y` in `M` such that no `y'`
//! with `x -> y'` in `M` is lexicographically smaller than `y`:
//!
//! ```text
//!   lexmin(M) = M \ T,   T = { x -> y : exists y' : x -> y' in M and y' <_lex y }
//! ```
//!
//! and `y' <_lex y` is the disjunction over the levels `k` of
//! `y'_0 = y_0, ..., y'_{k-1} = y_{k-1}, y'_k < y_k`. Both `T` and the difference are exact
//! Presburger operations, so the result is exact, piecewise and parametric, with floor
//! divisions where the optimum depends on strides. Example: for
//! `S = [N] -> { [i, j] : 0 <= i < N and 0 <= j <= i }` the maximum level 0 gives
//! `T_0 = { [i, j] : i < N - 1 }` and level 1 gives `T_1 = { [i, j] : j < i }`, so
//! `lexmax(S) = S \ (T_0 or T_1) = [N] -> { [N - 1, N - 1] : N >= 1 }`.
//!
//! A non-empty fiber without a minimum is unbounded (an integer set whose every point has a
//! smaller one descends forever). Such fibers are reported, never silently dropped: see
//! [`Map::lexmin_parts`].
//!
//! This formulation trades speed for simplicity and obvious correctness; a parametric
//! (dual) simplex is the faster route for large problems.

use crate::basic::{div_bounds, BasicMap};
use crate::error::{Error, Result};
use crate::int::Int;
use crate::map::{Map, Set};
use crate::simplex::{GaveUp, LexMin, LexSimplex};
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

    /// The lexicographic optimum where it exists, and the set of inputs (domain points, or
    /// parameter values for a set) where the fiber is non-empty but has no optimum because it
    /// is unbounded.
    pub fn lexopt_parts(&self, max: bool) -> Result<(Map, Set)> {
        if self.space.kind == SpaceKind::Params {
            return Err(Error::SpaceMismatch(
                "lexmin/lexmax need a set or a map, not a parameter set".into(),
            ));
        }
        let opt = self.subtract(&self.dominated(max))?.coalesce_reduced();
        let unbounded = if self.space.is_map() {
            self.domain()?.subtract(&opt.domain()?)?
        } else {
            self.params()?.subtract(&opt.params()?)?
        };
        Ok((opt, unbounded.remove_empty()))
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
        if self.space.n_param() == 0 && self.space.n_in() == 0 {
            return self.lexopt_point_map(max);
        }
        let (opt, unbounded) = self.lexopt_parts(max)?;
        if !unbounded.is_empty() {
            return Err(Error::Unbounded(format!(
                "the {} is unbounded on part of the domain",
                if max { "lexmax" } else { "lexmin" }
            )));
        }
        Ok(opt)
    }
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
            Err(GaveUp) => self.lexopt_point_omega(max),
        }
    }

    /// The simplex part of [`BasicMap::lexopt_point`].
    pub(crate) fn simplex_lexopt(
        &self,
        max: bool,
        max_cuts: usize,
    ) -> std::result::Result<LexMin, GaveUp> {
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
        let m = Map::from_basic(flat);
        let opt = if max { m.lexmax()? } else { m.lexmin()? };
        Ok(opt.basics().iter().find_map(|b| b.sample()))
    }
}
