//! The integer points of a bounded set, listed one by one.
//!
//! For a set `S` with every parameter fixed (a concrete instance of an iteration domain,
//! say), [`Map::points`] lists its points in lexicographic order by recursion over the
//! dimensions: the first dimension ranges from its minimum to its maximum over `S`
//! ([`Map::dim_min`], [`Map::dim_max`], both constants once the parameters are fixed);
//! each value `v` with points fixes it, `S ∩ {x_0 = v}`, and the rest follows the same way.
//! Only values with points are visited below the first level, so the work grows with the
//! number of points, not with the volume of the bounding box.

use crate::error::{Error, Result};
use crate::int::Int;
use crate::map::Map;
use crate::space::DimType;

impl Map {
    /// The points of a set whose parameters all take one value (fixed by equalities), as
    /// the values of its set dimensions, in lexicographic order; `None` when there are
    /// more than `limit`. Errors: the map is not a set, a parameter is not fixed, or a
    /// dimension is unbounded.
    ///
    /// ```
    /// use hedra_presburger::{parse::parse_map, DimType, Int};
    /// let tri = parse_map("[N] -> { [i, j] : 0 <= j <= i < N }")?;
    /// let three = tri.fix(DimType::Param, 0, &Int::from(3))?;
    /// let pts = three.points(100)?.expect("6 points, under the limit");
    /// let expected: Vec<Vec<Int>> = [[0, 0], [1, 0], [1, 1], [2, 0], [2, 1], [2, 2]]
    ///     .iter()
    ///     .map(|p| p.iter().map(|&v| Int::from(v)).collect())
    ///     .collect();
    /// assert_eq!(pts, expected);
    /// assert!(three.points(5)?.is_none());
    /// # Ok::<(), hedra_presburger::Error>(())
    /// ```
    pub fn points(&self, limit: usize) -> Result<Option<Vec<Vec<Int>>>> {
        if self.space().is_map() {
            return Err(Error::Unsupported(
                "points of a relation: wrap it first".into(),
            ));
        }
        if self.space().n_param() > 0 && !self.params_fixed()? {
            return Err(Error::Unsupported(
                "points of a set whose parameters are not all fixed".into(),
            ));
        }
        let mut out = Vec::new();
        let mut prefix = Vec::new();
        if self.collect_points(0, &mut prefix, &mut out, limit)? {
            Ok(Some(out))
        } else {
            Ok(None)
        }
    }

    /// True when the set's parameter domain is one point (or empty).
    fn params_fixed(&self) -> Result<bool> {
        let params = self.params()?;
        match params.sample() {
            None => Ok(true),
            Some(point) => Ok(params.subtract(&point)?.is_empty()),
        }
    }

    /// Adds the points of `self` whose first `k` dimensions are `prefix`; false when the
    /// count passed `limit`.
    fn collect_points(
        &self,
        k: usize,
        prefix: &mut Vec<Int>,
        out: &mut Vec<Vec<Int>>,
        limit: usize,
    ) -> Result<bool> {
        if self.is_empty() {
            return Ok(true);
        }
        if k == self.space().n_out() {
            if out.len() >= limit {
                return Ok(false);
            }
            out.push(prefix.clone());
            return Ok(true);
        }
        let lo = constant_of(&self.dim_min(k)?);
        let hi = constant_of(&self.dim_max(k)?);
        let (Some(lo), Some(hi)) = (lo, hi) else {
            return Err(Error::Unbounded(format!(
                "dimension {k} has no constant bound"
            )));
        };
        let mut v = lo;
        while v <= hi {
            let slice = self.fix(DimType::Out, k, &v)?;
            prefix.push(v.clone());
            let more = slice.collect_points(k + 1, prefix, out, limit)?;
            prefix.pop();
            if !more {
                return Ok(false);
            }
            v = &v + &Int::ONE;
        }
        Ok(true)
    }
}

/// The value of a one-dimensional graph `{ [x] : x = c }` (parameters fixed), when it has
/// one.
fn constant_of(graph: &Map) -> Option<Int> {
    graph
        .basics()
        .iter()
        .find_map(|b| b.sample())
        .and_then(|p| p.last().cloned())
}
