//! Whether tiling a band can reuse data.
//!
//! Tiling pays when an element touched at one iteration of a band is touched again at a
//! *distant* one (in the original order): tiles bring the two uses close, so the element is
//! still in the cache. A band whose iterations never share an element, other than along its
//! innermost loop (where the reuse distance is already one iteration), gains nothing from
//! tiles, and loses: short inner loops, more loop overhead, streams broken into pieces that
//! the hardware prefetcher restarts. A 2 x 2 max-pooling layer is such a band:
//!
//! ```text
//! out[c][y][x] = max(in[c][2y][2x], in[c][2y][2x+1], in[c][2y+1][2x], in[c][2y+1][2x+1])
//! ```
//!
//! For one statement whose band members are its iterators in some order, with access
//! `a(i) = F i + f` (the iterator part `F`, the rest `f` made of parameters and constants),
//! there is no reuse across iterations when
//!
//! - **self-temporal**: `F d = 0` has no solution `d != 0` (`F` is injective), or the only
//!   such directions are along the innermost member (its column of `F` is zero and the other
//!   columns are injective): `A[i][j]` under `(i, j)`, or `x[i]` under `(i, j)`;
//! - **group-temporal**: for two references `F i + f` and `F i + g` of one array with the
//!   same `F` (and `F` injective), `F d = g - f` has no integer solution: `in[c][2y][2x]` and
//!   `in[c][2y][2x+1]` differ by `(0, 0, 1)`, which `F = diag(1, 2, 2)` never makes, so the
//!   two reads of an iteration touch elements no other iteration touches;
//! - **spatial**: along the innermost member, every moving reference moves only its last
//!   subscript, by at most [`SPATIAL_STRIDE`] elements: consecutive iterations share cache
//!   lines, and no tile would share them better. (A transposition `B[j][i] = A[i][j]` fails
//!   this: one of the two walks down a column, and tiles are what make its lines reused.)
//!
//! Scalars (arrays of rank 0) live in registers and count for nothing. Everything else —
//! several statements (fused statements usually share data), members that are not the
//! statement's iterators, references with different `F` or with parameters in `g - f`, a
//! Presburger question over its budget — counts as reuse, and the band is tiled as before.

use crate::register::access_rows;
use crate::tree::{self, Ctx};
use hedra_presburger::{Int, RelationBuilder, Set, Space, Tuple};

/// The largest step, in elements, of the last subscript along the innermost loop for which
/// consecutive iterations still share cache lines (4 doubles: half a 64-byte line).
pub const SPATIAL_STRIDE: i64 = 4;

/// The operations one Presburger question of this module may take (see
/// `hedra_presburger::budget`); past them the answer is "reuse".
const REUSE_OPS: u64 = 20_000;

/// True unless the band of `members` (levels of the hyperplanes, outermost first) over
/// `group` provably has no reuse that tiles could exploit (see the module's doc). A band
/// that the answer leaves untiled keeps its members as Pluto ordered them.
pub(crate) fn tiling_reuses(cx: &Ctx, group: &[usize], members: &[usize], end: usize) -> bool {
    let &[s] = group else {
        return true;
    };
    if !tree::loops_below(cx.h, group, end).is_empty() {
        return true;
    }
    let Some(order) = iterator_order(cx, s, members) else {
        return true;
    };
    let _budget = hedra_presburger::budget::Budget::start(REUSE_OPS);
    let reuse = statement_reuses(cx, s, &order).unwrap_or(true);
    reuse || hedra_presburger::budget::exceeded()
}

/// The iterator of statement `s` that each member scans, outermost first, when the members
/// are the statement's iterators in some order (each row one unit coefficient, every
/// iterator once); `None` otherwise.
fn iterator_order(cx: &Ctx, s: usize, members: &[usize]) -> Option<Vec<usize>> {
    let depth = cx.scop.statements[s].iterators.len();
    if members.len() != depth {
        return None;
    }
    let mut order = Vec::with_capacity(depth);
    for &m in members {
        let row = &cx.h.rows[m][s].coeffs;
        let nz: Vec<usize> = (0..row.len()).filter(|&i| !row[i].is_zero()).collect();
        match nz.as_slice() {
            [i] if row[*i].is_one() && !order.contains(i) => order.push(*i),
            _ => return None,
        }
    }
    Some(order)
}

/// One reference: the iterator coefficients of each subscript (`F`, columns in the band's
/// order), and the rest (`[1 | params]` of each subscript).
struct Reference {
    array: String,
    f: Vec<Vec<Int>>,
    rest: Vec<Vec<Int>>,
}

/// Whether the references of statement `s` have reuse across the iterations of a band that
/// scans its iterators in `order`; `None` when a question cannot be answered.
fn statement_reuses(cx: &Ctx, s: usize, order: &[usize]) -> Option<bool> {
    let np = cx.scop.params.len();
    let mut refs = Vec::new();
    for a in &cx.scop.statements[s].accesses {
        let rows = access_rows(cx.scop, a)?;
        if rows.is_empty() {
            continue;
        }
        refs.push(Reference {
            array: a.array.clone(),
            f: rows
                .iter()
                .map(|r| order.iter().map(|&i| r[1 + np + i].clone()).collect())
                .collect(),
            rest: rows.iter().map(|r| r[..1 + np].to_vec()).collect(),
        });
    }
    let inner = order.len() - 1;
    for (k, a) in refs.iter().enumerate() {
        if !spatially_local(&a.f, inner) || self_reuses(&a.f, inner)? {
            return Some(true);
        }
        for b in &refs[k + 1..] {
            if b.array == a.array && group_reuses(a, b)? {
                return Some(true);
            }
        }
    }
    Some(false)
}

/// Along column `inner`, only the last subscript moves, by at most [`SPATIAL_STRIDE`].
fn spatially_local(f: &[Vec<Int>], inner: usize) -> bool {
    let Some((last, outer)) = f.split_last() else {
        return true;
    };
    outer.iter().all(|r| r[inner].is_zero())
        && last[inner]
            .abs()
            .to_i64()
            .is_some_and(|c| c <= SPATIAL_STRIDE)
}

/// Self-temporal reuse of `F` at a distance: a direction `d != 0` with `F d = 0` other than
/// along column `inner` alone.
fn self_reuses(f: &[Vec<Int>], inner: usize) -> Option<bool> {
    if injective(f)? {
        return Some(false);
    }
    let moves_inner = f.iter().any(|r| !r[inner].is_zero());
    let others: Vec<Vec<Int>> = f
        .iter()
        .map(|r| {
            (0..r.len())
                .filter(|&c| c != inner)
                .map(|c| r[c].clone())
                .collect()
        })
        .collect();
    Some(moves_inner || !injective(&others)?)
}

/// Group-temporal reuse of two references of one array: another iteration of `b` touches
/// what an iteration of `a` touches. Answered only for the same injective `F` and a constant
/// difference; anything else is reuse.
fn group_reuses(a: &Reference, b: &Reference) -> Option<bool> {
    if a.f != b.f || !injective(&a.f)? {
        return Some(true);
    }
    let mut delta = Vec::with_capacity(a.rest.len());
    for (ra, rb) in a.rest.iter().zip(&b.rest) {
        if ra[1..] != rb[1..] {
            return Some(true);
        }
        delta.push(rb[0].clone() - ra[0].clone());
    }
    if delta.iter().all(Int::is_zero) {
        return Some(false);
    }
    Some(!solutions(&a.f, &delta)?.is_empty())
}

/// `F d = 0` only for `d = 0`.
fn injective(f: &[Vec<Int>]) -> Option<bool> {
    let zero = vec![Int::ZERO; f.len()];
    let kernel = solutions(f, &zero)?;
    let n = f.first().map_or(0, Vec::len);
    let origin = solutions(&identity(n), &vec![Int::ZERO; n])?;
    kernel.is_subset(&origin).ok()
}

/// The `n x n` identity.
fn identity(n: usize) -> Vec<Vec<Int>> {
    (0..n)
        .map(|r| (0..n).map(|c| Int::from(i64::from(r == c))).collect())
        .collect()
}

/// The integer vectors `d` with `F d = delta`.
fn solutions(f: &[Vec<Int>], delta: &[Int]) -> Option<Set> {
    let n = f.first().map_or(0, Vec::len);
    let mut rb = RelationBuilder::new(Space::set(Vec::new(), Tuple::anonymous(n))).ok()?;
    for (row, c) in f.iter().zip(delta) {
        rb.add_equality(row, &(Int::ZERO - c.clone())).ok()?;
    }
    rb.build().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(rows: &[&[i64]]) -> Vec<Vec<Int>> {
        rows.iter()
            .map(|r| r.iter().map(|&c| Int::from(c)).collect())
            .collect()
    }

    #[test]
    fn injectivity_is_exact_over_the_integers() {
        assert_eq!(injective(&m(&[&[1, 0], &[0, 2]])), Some(true));
        assert_eq!(injective(&m(&[&[1, 1]])), Some(false));
        assert_eq!(injective(&m(&[&[1, 0], &[0, 0]])), Some(false));
    }

    #[test]
    fn strided_neighbours_are_not_reused_but_unit_ones_are() {
        let r = |f: Vec<Vec<Int>>, c: &[i64]| Reference {
            array: "in".into(),
            f,
            rest: c.iter().map(|&k| vec![Int::from(k)]).collect(),
        };
        let pool = m(&[&[2, 0], &[0, 2]]);
        let (a, b) = (r(pool.clone(), &[0, 0]), r(pool, &[0, 1]));
        assert_eq!(group_reuses(&a, &b), Some(false));
        let stencil = m(&[&[1, 0], &[0, 1]]);
        let (a, b) = (r(stencil.clone(), &[0, 0]), r(stencil, &[0, 1]));
        assert_eq!(group_reuses(&a, &b), Some(true));
    }

    #[test]
    fn reuse_along_the_innermost_loop_alone_needs_no_tiles() {
        // x[i] under (i, j): invariant along j, the innermost.
        assert_eq!(self_reuses(&m(&[&[1, 0]]), 1), Some(false));
        // x[j] under (i, j): reused at every i, a row apart.
        assert_eq!(self_reuses(&m(&[&[0, 1]]), 1), Some(true));
        // A[i + j]: reused along a diagonal.
        assert_eq!(self_reuses(&m(&[&[1, 1]]), 1), Some(true));
    }

    #[test]
    fn a_column_walk_is_not_spatially_local() {
        assert!(spatially_local(&m(&[&[1, 0], &[0, 2]]), 1));
        assert!(!spatially_local(&m(&[&[0, 1], &[1, 0]]), 1));
        assert!(!spatially_local(&m(&[&[1, 0], &[0, 8]]), 1));
    }
}
