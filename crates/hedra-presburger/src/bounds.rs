//! `dim_min` and `dim_max`: the parametric minimum and maximum of one dimension.
//!
//! For a set `S` and a position `k`, `dim_min(S, k)` maps every parameter value (for a map:
//! every domain point) for which `S` is non-empty to the least value of dimension `k`. It is
//! computed exactly as the lexicographic minimum of the projection of `S` onto that dimension,
//! so it carries the same piecewise, quasi-affine (floor) structure, and it is the source of
//! loop bounds in code generation. The result is returned as the graph of the function: a set
//! over one anonymous dimension, `[N] -> { [x] : x = N - 1 and N >= 1 }`, or for a map a
//! relation from the domain to that dimension.

use crate::error::{Error, Result};
use crate::map::Map;
use crate::pw::PwAff;
use crate::space::{Space, Tuple};

impl Map {
    /// The parametric minimum of output (set) dimension `pos`. Returns [`Error::Unbounded`]
    /// when the dimension has no lower bound for some parameter values.
    ///
    /// ```
    /// use hedra_presburger::parse::parse_map;
    /// // The lower bound of j in a skewed loop: a piecewise function of N and i... here of N.
    /// let s = parse_map("[N] -> { [i, j] : 0 <= i < N and i <= j < i + 4 }")?;
    /// let lo = s.dim_min(1)?;
    /// assert!(lo.is_equal(&parse_map("[N] -> { [0] : N >= 1 }")?)?);
    /// let hi = s.dim_max(1)?;
    /// assert!(hi.is_equal(&parse_map("[N] -> { [N + 2] : N >= 1 }")?)?);
    /// # Ok::<(), hedra_presburger::Error>(())
    /// ```
    pub fn dim_min(&self, pos: usize) -> Result<Map> {
        self.dim_opt(pos, false)
    }

    /// The parametric maximum of output (set) dimension `pos`; see [`Map::dim_min`].
    pub fn dim_max(&self, pos: usize) -> Result<Map> {
        self.dim_opt(pos, true)
    }

    fn dim_opt(&self, pos: usize, max: bool) -> Result<Map> {
        self.dim_opt_pw(pos, max)?.to_map()
    }

    /// The optimum of output `pos` alone: the parametric lexicographic optimum with that
    /// output as the only leading coordinate (the others, like the divs, only need to exist).
    pub(crate) fn dim_opt_pw(&self, pos: usize, max: bool) -> Result<PwAff> {
        let n = self.space().n_out();
        if pos >= n || self.space().is_params() {
            return Err(Error::InvalidDim(format!(
                "dim_min/dim_max position {pos} out of range ({n} dimensions)"
            )));
        }
        let space = if self.space().is_map() {
            Space::map(
                self.space().params.clone(),
                self.space().in_tuple.clone(),
                Tuple::anonymous(1),
            )
        } else {
            Space::set(self.space().params.clone(), Tuple::anonymous(1))
        };
        let col = 1 + self.space().n_param() + self.space().n_in() + pos;
        Ok(PwAff::from_multi(self.optimum_pw(&[col], space, max)?))
    }
}
