//! The difference set and successive modulo (see the [crate documentation](crate)), and the
//! policies that adjust the exact degrees for the generated code.

use hedra_presburger::{Cmp, DimType, Formula, Int, RelationBuilder, Set};

use crate::conflict::Problem;
use crate::{Contraction, Extent, Result, Sharing};

/// The difference set of the cells of `problem`'s array, for storage shared as `sharing`
/// says, in one direction: the whole set `DS = { a - a' : (a, a') conflict }` is this set
/// and its negation (see [`Problem::conflicts`]).
pub fn difference_set(problem: &Problem, sharing: Sharing) -> Result<Set> {
    Ok(problem.cell_conflicts(sharing)?.deltas()?)
}

/// Successive modulo on the difference set `DS ∪ -DS` of rank `rank`, given by `ds`: per
/// dimension `k`, `b_k = 1 + max { |d_k| : d ∈ ds, d_j = 0 for j < k }` when that maximum is
/// a constant, `None` when it grows with the parameters or is unbounded.
pub fn successive_modulo(ds: &Set, rank: usize) -> Result<Vec<Option<u64>>> {
    let mut degrees = Vec::with_capacity(rank);
    let mut rest = ds.clone();
    for k in 0..rank {
        degrees.push(if rest.is_empty() {
            Some(1)
        } else {
            largest_magnitude(&rest, k)?.map(|m| m + 1)
        });
        rest = rest.fix(DimType::Out, k, &Int::ZERO)?;
    }
    Ok(degrees)
}

/// The largest `|d_k|` over the points of `set`, parameters included, when it is finite:
/// the parameters and the other dimensions become existential, and the extremes of the one
/// left are constants or unbounded.
fn largest_magnitude(set: &Set, k: usize) -> Result<Option<u64>> {
    let n = set.space().n_out();
    let np = set.space().n_param();
    let alone = set
        .project_out(DimType::Out, k + 1, n - k - 1)?
        .project_out(DimType::Out, 0, k)?
        .project_out(DimType::Param, 0, np)?;
    let mut best = 0u64;
    for b in alone.basics() {
        for point in [b.lexmax_point(), b.lexmin_point()] {
            let v = match point {
                Ok(Some(p)) => p.first().and_then(Int::to_i64),
                Ok(None) => continue,
                Err(hedra_presburger::Error::Unbounded(_)) => None,
                Err(e) => return Err(e.into()),
            };
            let Some(v) = v else { return Ok(None) };
            best = best.max(v.unsigned_abs());
        }
    }
    Ok(Some(best))
}

/// The contraction of `problem`'s array under `sharing`: successive modulo, then the
/// vectorization policy of [`crate::decide`].
pub fn plan(
    problem: &Problem,
    sharing: Sharing,
    full_extent: &dyn Fn(usize) -> Option<u64>,
) -> Result<Contraction> {
    let ds = difference_set(problem, sharing)?;
    let degrees = successive_modulo(&ds, problem.rank)?;
    let mut adjustments = Vec::new();
    let mut extents = Vec::with_capacity(problem.rank);
    let mut moves = None;
    for (k, d) in degrees.iter().enumerate() {
        let extent = match *d {
            Some(b) if full_extent(k).is_none_or(|n| b < n) => Extent::Modulo(b),
            _ => Extent::Full,
        };
        if !matches!(extent, Extent::Modulo(b) if b > 1) {
            extents.push(extent);
            continue;
        }
        if moves.is_none() {
            moves = Some(innermost_moves(problem)?);
        }
        let moves = moves.as_deref().unwrap_or_default();
        let vector = follows_innermost(moves, &problem.concurrent, k)?;
        extents.push(vectorizable(
            k,
            extent,
            vector,
            full_extent,
            &mut adjustments,
        ));
    }
    Ok(Contraction {
        array: problem.array.clone(),
        degrees,
        extents,
        sharing,
        adjustments,
    })
}

/// The vectorization policy for dimension `k` (see [`crate::decide`]), where `vector` says
/// whether the dimension's subscript follows an innermost loop, and whether that loop may
/// be a vector loop.
fn vectorizable(
    k: usize,
    extent: Extent,
    vector: Option<bool>,
    full_extent: &dyn Fn(usize) -> Option<u64>,
    adjustments: &mut Vec<String>,
) -> Extent {
    let (Extent::Modulo(b), Some(vector)) = (&extent, vector) else {
        return extent;
    };
    let b = *b;
    let rounded = b.next_power_of_two();
    let fits = full_extent(k).is_none_or(|n| rounded < n);
    if vector && full_extent(k).is_some() || !fits {
        adjustments.push(format!(
            "dimension {k} keeps its extent instead of {b} cells: its subscript follows an \
             innermost {} loop, where a modulo would {}",
            if vector { "vector" } else { "sequential" },
            if vector {
                "stop vectorization"
            } else {
                "cost a division per access"
            }
        ));
        return Extent::Full;
    }
    if rounded != b {
        adjustments.push(format!(
            "dimension {k}: {rounded} cells instead of {b} (a power of two): its subscript \
             follows an innermost loop, where a mask is cheaper than a division"
        ));
    }
    Extent::Modulo(rounded)
}

/// Whether cell dimension `k` of some access changes from one iteration of its statement's
/// innermost loop to the next (`moves`, from [`innermost_moves`]): `Some(concurrent)` when
/// it does (with whether one such loop may be a vector loop), `None` when no access's
/// subscript follows an innermost loop there.
fn follows_innermost(
    moves: &[(Set, usize)],
    concurrent: &[bool],
    k: usize,
) -> Result<Option<bool>> {
    let mut out: Option<bool> = None;
    for (m, l) in moves {
        let mut b = RelationBuilder::new(m.space().clone())?;
        let d = b.dim(DimType::Out, k)?;
        let zero = hedra_presburger::Expr::constant(Int::ZERO);
        b.add_constraint(&Formula::compare(&d, Cmp::Ne, &zero))?;
        if !m.intersect(&b.build()?)?.is_empty() {
            let c = concurrent.get(*l).copied().unwrap_or(false);
            out = Some(out.unwrap_or(false) || c);
        }
    }
    Ok(out)
}

/// Per access: how its cell moves in one step of its statement's innermost loop (the
/// deltas of the cells of instances that differ only there), and that loop's time
/// dimension.
fn innermost_moves(problem: &Problem) -> Result<Vec<(Set, usize)>> {
    let mut out = Vec::new();
    for x in &problem.accesses {
        let Some(l) = innermost_dim(problem, &x.times)? else {
            continue;
        };
        let steps = problem
            .only_along(l)?
            .intersect_domain(&x.times)?
            .intersect_range(&x.times)?;
        out.push((steps.apply_domain(&x.at)?.apply_range(&x.at)?.deltas()?, l));
    }
    Ok(out)
}

/// The innermost time dimension along which the instances of one statement (their times
/// `times`) vary: its innermost loop.
fn innermost_dim(problem: &Problem, times: &Set) -> Result<Option<usize>> {
    for l in (0..times.space().n_out()).rev() {
        let differ = problem
            .agree_before(l, Some(Cmp::Ne))?
            .intersect_domain(times)?
            .intersect_range(times)?;
        if !differ.is_empty() {
            return Ok(Some(l));
        }
    }
    Ok(None)
}
