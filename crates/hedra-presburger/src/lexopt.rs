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

use crate::basic::BasicMap;
use crate::error::{Error, Result};
use crate::int::Int;
use crate::map::{Map, Set};
use crate::space::SpaceKind;

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
        let opt = self.subtract(&self.dominated(max))?.coalesce();
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
