//! Distance and direction vectors of a dependence.
//!
//! For a dependence relation `D = { S[s] -> T[t] }` between statements that share the
//! `c` outermost loops of the original program, the *distance set* is
//!
//! ```text
//! Δ = { θ_T(t) - θ_S(s) : (s -> t) ∈ D }
//! ```
//!
//! restricted to the time dimensions of those loops (`1, 3, ..., 2c - 1` of the 2d+1
//! schedule). Distances are measured in schedule time, so that a dependence that the original
//! order respects is lexicographically non-negative even through a loop that counts down
//! (where the time dimension is `-i`).
//!
//! Each component `k` gets
//! - a *distance* when every pair has the same difference there (`Some(d)`), found by taking
//!   one sample `d` of `Δ` and checking that `Δ ∩ { δ_k ≠ d }` is empty;
//! - a *direction*: which of `δ_k > 0`, `δ_k = 0`, `δ_k < 0` occur, each decided by one exact
//!   emptiness test of `Δ` intersected with that half-space.
//!
//! Example: for `A[i][j] = A[i - 1][j + 1]` in a loop nest `i, j`, the flow dependence
//! `S[i, j] -> S[i + 1, j - 1]` has `Δ = { (1, -1) }`: distance `(1, -1)`, direction `(<, >)`.

use crate::Result;
use hedra_presburger::{DimType, Int, Map, Set};
use serde::Serialize;

/// The sign of one component of the distances `target - source` (in schedule time), in the
/// classic notation: `<` when the source iteration is smaller (a positive distance).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Direction {
    /// Every distance is positive (`<`).
    Lt,
    /// Every distance is zero (`=`).
    Eq,
    /// Every distance is negative (`>`).
    Gt,
    /// Zero or positive (`<=`).
    Le,
    /// Zero or negative (`>=`).
    Ge,
    /// Positive or negative, never zero (`!=`).
    Ne,
    /// Any sign (`*`).
    Star,
}

impl Direction {
    /// From which signs occur.
    pub fn from_signs(positive: bool, zero: bool, negative: bool) -> Option<Direction> {
        Some(match (positive, zero, negative) {
            (true, false, false) => Direction::Lt,
            (false, true, false) => Direction::Eq,
            (false, false, true) => Direction::Gt,
            (true, true, false) => Direction::Le,
            (false, true, true) => Direction::Ge,
            (true, false, true) => Direction::Ne,
            (true, true, true) => Direction::Star,
            (false, false, false) => return None,
        })
    }

    /// `<`, `=`, `>`, `<=`, `>=`, `!=` or `*`.
    pub fn symbol(self) -> &'static str {
        match self {
            Direction::Lt => "<",
            Direction::Eq => "=",
            Direction::Gt => ">",
            Direction::Le => "<=",
            Direction::Ge => ">=",
            Direction::Ne => "!=",
            Direction::Star => "*",
        }
    }
}

/// Distances and directions over the common loops of a dependence (outermost first).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Vectors {
    /// The constant distance per common loop, `None` where it varies (or does not fit `i64`).
    pub distance: Vec<Option<i64>>,
    /// The direction per common loop.
    pub direction: Vec<Direction>,
}

/// The number of loops that statements with beta vectors `a` and `b` (`depth + 1` entries
/// each) share: loop `k` is common when both are nested at least `k + 1` deep and their
/// positions agree at every depth up to `k`.
pub fn common_loops(a: &[usize], b: &[usize]) -> usize {
    let depth = a.len().min(b.len()).saturating_sub(1);
    (0..depth).take_while(|&k| a[k] == b[k]).count()
}

/// The distance set `Δ` of `relation` (source to target instances) in time space.
pub(crate) fn distance_set(relation: &Map, sched_s: &Map, sched_t: &Map) -> Result<Set> {
    Ok(relation
        .apply_domain(sched_s)?
        .apply_range(sched_t)?
        .deltas()?)
}

/// The vectors of `relation` over its `common` shared loops (see the module documentation).
/// An empty relation gives empty vectors.
pub fn vectors(relation: &Map, sched_s: &Map, sched_t: &Map, common: usize) -> Result<Vectors> {
    if relation.is_empty() || common == 0 {
        return Ok(Vectors::default());
    }
    let delta = distance_set(relation, sched_s, sched_t)?;
    let np = delta.space().n_param();
    let sample = delta
        .basics()
        .iter()
        .find_map(|b| b.sample())
        .unwrap_or_default();
    let mut out = Vectors::default();
    for k in 0..common {
        let c = 2 * k + 1;
        let positive = !delta.bound(DimType::Out, c, &Int::ONE, true)?.is_empty();
        let zero = !delta.fix(DimType::Out, c, &Int::from(0))?.is_empty();
        let negative = !delta
            .bound(DimType::Out, c, &Int::from(-1), false)?
            .is_empty();
        let direction = Direction::from_signs(positive, zero, negative).unwrap_or(Direction::Star);
        let distance = match sample.get(np + c) {
            Some(v) if [positive, zero, negative].iter().filter(|&&x| x).count() == 1 => {
                let below = delta.bound(DimType::Out, c, &(v - &Int::ONE), false)?;
                let above = delta.bound(DimType::Out, c, &(v + &Int::ONE), true)?;
                if below.is_empty() && above.is_empty() {
                    v.to_i64()
                } else {
                    None
                }
            }
            _ => None,
        };
        out.distance.push(distance);
        out.direction.push(direction);
    }
    Ok(out)
}
