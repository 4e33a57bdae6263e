//! Which elements of each array a region touches, for given parameter values: the check
//! that makes running JIT code on caller-supplied memory safe.
//!
//! Every access of the region is an affine relation `A_r = { S[i] -> X[s] }` from the
//! instances of its statement to the elements of an array. With the parameters fixed, the
//! elements touched are `A_r(D_S)`, the image of the statement's domain. For each dimension
//! `k` of `X`, the least and greatest subscript over that image (a projection onto `k`,
//! then the lexicographic extremes of its integer points) give the *footprint box*
//! `[lo_k, hi_k]`. A row-major array with extents `e_k` holds every access exactly when
//! `0 <= lo_k` and `hi_k < e_k` for every `k`: then every address the code computes lies
//! inside the caller's buffer. The test is exact, since the extremes are integer optima of
//! the exact image, not bounds of a relaxation.
//!
//! The parameters must also lie in the region's context and in their C types: the code was
//! generated for those values only (its guards are simplified against the context, and it
//! converts each parameter to its type).
//!
//! Promoted elements (scalar promotion and the accumulators of reductions, see
//! hedra-codegen) are loaded before a loop and stored after it, also where the statements
//! inside run no instance for some parameters; the compiled code checks each such element
//! against the extents when it loads it and stops the run if it lies outside.

use crate::error::{Error, Result};
use hedra_ir::Scop;
use hedra_presburger::{budget::Budget, DimType, Int, Map};

/// The operations budget of one footprint computation.
pub const FOOTPRINT_BUDGET: u64 = 5_000_000;

/// The least and greatest subscript of each dimension of an array over a run; `None` for
/// an array that the run does not touch.
pub type Bounds = Option<Vec<(i64, i64)>>;

/// The footprint box of every array of `scop` (in the order of [`Scop::arrays`]) with the
/// parameters set to `params`.
pub fn footprint(scop: &Scop, params: &[i64]) -> Result<Vec<Bounds>> {
    if params.len() != scop.params.len() {
        return Err(Error::Misuse(format!(
            "the region has {} parameters ({}), the call gives {}",
            scop.params.len(),
            scop.params.join(", "),
            params.len()
        )));
    }
    for (name, &v) in scop.params.iter().zip(params) {
        let t = scop.int_type(name);
        if i128::from(v) < t.min() || i128::from(v) > t.max() {
            return Err(Error::Misuse(format!(
                "the parameter {name} = {v} is outside its type `{}`",
                t.spelling
            )));
        }
    }
    let _budget = Budget::start(FOOTPRINT_BUDGET);
    let point: Vec<Int> = params.iter().map(|&v| Int::from(v)).collect();
    let context = scop
        .context
        .align_params(&scop.params)
        .map_err(presburger)?;
    if !context.contains_point(&point).map_err(presburger)? {
        return Err(Error::Misuse(format!(
            "the parameters {params:?} are outside the region's context (the values the \
             code was generated for)"
        )));
    }
    let mut out: Vec<Bounds> = vec![None; scop.arrays.len()];
    for st in &scop.statements {
        let domain = fix_params(
            &st.domain.align_params(&scop.params).map_err(presburger)?,
            params,
        )?;
        for acc in &st.accesses {
            let k = scop
                .arrays
                .iter()
                .position(|a| a.name == acc.array)
                .ok_or_else(|| Error::Misuse(format!("the array {} is not declared", acc.array)))?;
            let relation = acc
                .relation
                .align_params(&scop.params)
                .map_err(presburger)?;
            let touched = fix_params(&relation, params)?
                .intersect_domain(&domain)
                .and_then(|m| m.range())
                .map_err(presburger)?;
            let Some(b) = box_of(&touched)? else {
                continue;
            };
            if b.len() != scop.arrays[k].rank {
                return Err(Error::Misuse(format!(
                    "an access of {} has {} subscripts, the array {} dimensions",
                    acc.array,
                    b.len(),
                    scop.arrays[k].rank
                )));
            }
            out[k] = Some(match out[k].take() {
                None => b,
                Some(old) => old
                    .iter()
                    .zip(&b)
                    .map(|(x, y)| (x.0.min(y.0), x.1.max(y.1)))
                    .collect(),
            });
        }
    }
    Ok(out)
}

fn presburger(e: hedra_presburger::Error) -> Error {
    Error::Presburger(e.to_string())
}

/// `m` with each parameter fixed to its value.
fn fix_params(m: &Map, params: &[i64]) -> Result<Map> {
    let mut m = m.clone();
    for (k, v) in params.iter().enumerate() {
        m = m
            .fix(DimType::Param, k, &Int::from(*v))
            .map_err(presburger)?;
    }
    Ok(m)
}

/// The least and greatest value of each dimension of the set `s`; `None` when it is empty.
fn box_of(s: &Map) -> Result<Option<Vec<(i64, i64)>>> {
    let rank = s.space().n_out();
    let mut out = Vec::with_capacity(rank);
    for k in 0..rank {
        let line = s
            .project_out(DimType::Out, k + 1, rank - k - 1)
            .and_then(|m| m.project_out(DimType::Out, 0, k))
            .map_err(presburger)?;
        let (mut lo, mut hi) = (None::<i64>, None::<i64>);
        for b in line.basics() {
            let least = b.lexmin_point().map_err(presburger)?;
            let greatest = b.lexmax_point().map_err(presburger)?;
            let (Some(least), Some(greatest)) = (least, greatest) else {
                continue;
            };
            let value = |p: &[Int]| {
                p.last()
                    .and_then(Int::to_i64)
                    .ok_or_else(|| Error::Misuse("a subscript beyond 64 bits".into()))
            };
            let (l, h) = (value(&least)?, value(&greatest)?);
            lo = Some(lo.map_or(l, |x| x.min(l)));
            hi = Some(hi.map_or(h, |x| x.max(h)));
        }
        match (lo, hi) {
            (Some(l), Some(h)) => out.push((l, h)),
            _ => return Ok(None),
        }
    }
    if rank == 0 && s.is_empty() {
        return Ok(None);
    }
    Ok(Some(out))
}

/// The smallest extents that hold `bounds` (the greatest subscript plus one in each
/// dimension); an error for a negative subscript, which no extents hold.
pub fn extents_for(name: &str, bounds: &[(i64, i64)]) -> Result<Vec<usize>> {
    bounds
        .iter()
        .enumerate()
        .map(|(k, &(lo, hi))| {
            if lo < 0 {
                return Err(Error::Misuse(format!(
                    "the region reads {name} at subscript {lo} of dimension {k}"
                )));
            }
            usize::try_from(hi)
                .ok()
                .and_then(|h| h.checked_add(1))
                .ok_or_else(|| Error::Misuse(format!("the extent of {name} overflows")))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_of_a_triangle_and_a_shifted_read() {
        let src = "void f(int N, double A[N][N], double B[N]) {\n#pragma scop\n\
                   for (int i = 1; i < N; i++)\n  for (int j = 0; j < i; j++)\n\
                   A[i][j] = B[i - 1] + B[j + 2];\n#pragma endscop\n}\n";
        let scop = hedra_c::extract(src).scops().next().unwrap().clone();
        let fp = footprint(&scop, &[10]).unwrap();
        let a = scop.arrays.iter().position(|a| a.name == "A").unwrap();
        let b = scop.arrays.iter().position(|a| a.name == "B").unwrap();
        assert_eq!(fp[a], Some(vec![(1, 9), (0, 8)]));
        assert_eq!(fp[b], Some(vec![(0, 10)]));
        assert_eq!(extents_for("B", &[(0, 10)]).unwrap(), [11]);
        assert!(extents_for("B", &[(-1, 10)]).is_err());
        // An empty run touches nothing.
        assert_eq!(footprint(&scop, &[1]).unwrap()[a], None);
        assert!(footprint(&scop, &[]).is_err());
    }
}
