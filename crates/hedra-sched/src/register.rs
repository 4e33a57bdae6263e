//! Register tiling: unroll-and-jam of two parallel point loops around an accumulating loop.
//!
//! After tiling, a point band such as gemm's `(i, k, j)` (for `C[i][j] += A[i][k] * B[k][j]`)
//! runs a vectorized `j` loop that loads and stores `C[i][j]` at every `k`: two memory
//! operations per multiply-add. Register tiling reorders the point loops so that the loop
//! along which the written element does not move — here `k`, the *accumulating* loop — is
//! innermost, and unrolls a block of `R x C` iterations of two parallel loops inside it:
//!
//! ```text
//!   for (ib = ..; ; ib += R)             floor(i / R)
//!     for (jb = ..; ; jb += C)           floor(j / C)
//!       for (k = ..)                     the accumulating loop, innermost
//!         C[ib+u][jb+v] += A[ib+u][k] * B[k][jb+v]     for u < R, v < C (unrolled)
//! ```
//!
//! The `R x C` elements of `C` stay in registers across the `k` loop (code generation
//! promotes them to scalars: loaded before the loop, stored after it), `A[ib+u][k]` is read
//! once per row, `B[k][jb..jb+C)` once per column and vectorizes across the `C` copies. On
//! the schedule tree this is: the point band becomes `(floor(u2/R), floor(u1/C), rest..)`,
//! the bands below it are kept, and at the bottom of the chain a band `(u2, u1)` under an
//! `unroll` mark scans each block (hedra-codegen unrolls loops of constant trip count under
//! that mark, which full blocks have).
//!
//! **Outer-loop vectorization.** When every access that moves along the accumulating loop
//! is contiguous (a filter along rows, `out[i][j] += w[b] * img[i][j + b]`, along `b`), the
//! C compiler would vectorize that loop itself, with the unrolled accumulators as ordered
//! reductions (slow). The columns then stay a loop *outside* the accumulating loops, marked
//! `simd`, and only the rows are unrolled (by two) at the bottom:
//!
//! ```text
//!   for (ib = ..; ; ib += 2)
//!     #pragma omp simd
//!     for (j = ..)                        each lane keeps out[ib][j], out[ib+1][j]
//!       for (b = ..)
//!         out[ib+u][j] += w[b] * img[ib+u][j+b]      for u < 2 (unrolled)
//! ```
//!
//! The promoted accumulators live inside the `j` loop, so vectorizing it keeps one vector
//! of them per row. The C compiler vectorizes such an outer loop only around a single inner
//! loop (gcc: "loop nest containing two or more consecutive inner loops cannot be
//! vectorized"), so with several accumulating loops (a 2-D filter) only the innermost one
//! goes inside the column loop; the others stay above it with the blocks of rows:
//!
//! ```text
//!   for (ib = ..; ; ib += 2)
//!     for (a = ..)
//!       #pragma omp simd
//!       for (j = ..)                      out[ib+u][j] loaded and stored once per a
//!         for (b = ..)
//!           out[ib+u][j] += w[a][b] * img[ib+u+a][j+b]      for u < 2 (unrolled)
//! ```
//!
//! (Measured on the 2-D convolution at its large size: 0.35 s, against 0.80 s with the
//! columns innermost below all accumulating loops and 1.65 s with the column loop around
//! both, which the compiler did not vectorize.)
//!
//! **Around a reduction in vector lanes.** When the intra-tile order put a loop that carries
//! only reductions innermost because it reads memory contiguously (`C[i][j] += A[i][k] *
//! B[j][k]` along `k`, with the driver's consent to reorder), the C compiler vectorizes that
//! loop with a partial sum per lane, and a block of rows and columns unrolled inside it
//! shares its loads: each step loads `R + C` vectors and does `R C` multiply-adds. The
//! block is the `Unrolled` form with factors capped at 4 (hedra-sched's `lanes_block`),
//! under a `lanes` mark, by which late parallelization gives each copy its own cell.
//!
//! **Legality.** Strip-mining a member and moving the point loop inward is tiling, legal in
//! a permutable band. The unrolled members are *coincident*: every dependence not satisfied
//! above the band has distance zero along them, so moving them below the rest of the band
//! and below the deeper bands (whose dependences are a subset of those) keeps every
//! dependence's direction. The scheduler still runs the independent legality check on the
//! result and drops register tiling when it fails.
//!
//! **When.** The plan needs: a coincident member with stride-1 accesses (`u1`, the columns);
//! a loop left innermost (`r`) along which the written element of every statement in that
//! loop is invariant (an accumulation; a loop whose stores move would gain nothing); every
//! such statement's `r` member is one iterator with unit coefficient; and some read that is
//! strided along `r` (otherwise the C compiler vectorizes `r` itself, see [`plan`]). A second coincident
//! member (`u2`, the rows) is used when there is one, preferably one that the written
//! element depends on; otherwise only the columns are unrolled.

use crate::pluto::Hyperplanes;
use hedra_ir::{AccessKind, Scop};
use hedra_presburger::{Int, MultiAff};

/// Which point members are unrolled, and by how much.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegisterPlan {
    /// The level of the outer unrolled member (rows), if any.
    pub rows: Option<usize>,
    /// The level of the inner unrolled member (columns, stride 1).
    pub cols: usize,
    /// The level that is innermost after the transformation (the accumulating loop).
    pub innermost: usize,
    /// How the block is scanned.
    pub form: BlockForm,
}

/// The shapes of a register block (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockForm {
    /// Rows and columns unrolled inside the accumulating loop (some read is strided along it).
    Unrolled,
    /// The columns a loop around the one accumulating loop, vectorized as a whole; rows
    /// unrolled by two.
    OuterVector,
    /// Several accumulating loops, all contiguous: the columns a loop vectorized around the
    /// innermost accumulating loop only (a C compiler vectorizes an outer loop around one
    /// inner loop, not two), the other accumulating loops and blocks of two rows above it,
    /// the rows' block unrolled at the bottom.
    ColumnsAroundInnermost,
}

/// The inputs of [`plan`] for one band.
pub struct BandView<'a> {
    /// The Scop.
    pub scop: &'a Scop,
    /// The hyperplanes.
    pub h: &'a Hyperplanes,
    /// The statements of the band.
    pub group: &'a [usize],
    /// The point members in their intra-tile order (levels).
    pub order: &'a [usize],
    /// Per entry of `order`, whether the member is coincident.
    pub coincident: &'a [bool],
    /// The loop levels of the bands below the point band, down to the first split of the
    /// group (a sequence) or the leaf.
    pub below: &'a [usize],
    /// The stride-1 coincident member (level) chosen for the innermost position, if any.
    pub stride_one: Option<usize>,
}

/// The iterator a member scans for statement `s`, when it is `±iterator + constant`; `None`
/// for any other form, `Some(None)` when the member is constant for `s`.
fn single_iterator(h: &Hyperplanes, level: usize, s: usize) -> Option<Option<usize>> {
    let hp = &h.rows[level][s];
    let nz: Vec<usize> = (0..hp.coeffs.len())
        .filter(|&i| !hp.coeffs[i].is_zero())
        .collect();
    match nz.as_slice() {
        [] => Some(None),
        [i] if hp.coeffs[*i].abs().is_one() => Some(Some(*i)),
        _ => None,
    }
}

/// The write access rows `[1 | params | iterators]` of statement `s` (one row per
/// subscript), when the write is a quasi-affine function without divisions.
fn write_rows(scop: &Scop, s: usize) -> Option<Vec<Vec<Int>>> {
    let st = &scop.statements[s];
    let w = st.accesses.iter().find(|a| a.kind == AccessKind::Write)?;
    access_rows(scop, w)
}

/// The rows `[1 | params | iterators]` of access `a` (one per subscript), when it is a
/// quasi-affine function without divisions.
pub(crate) fn access_rows(scop: &Scop, a: &hedra_ir::AccessRelation) -> Option<Vec<Vec<Int>>> {
    let rel = a.relation.align_params(&scop.params).ok()?;
    let f = MultiAff::from_map(&rel).ok()?;
    Some(f.exprs().to_vec())
}

/// True when statement `s` accesses (with `reads_only`, reads) some array element that moves
/// along iterator `i` with a stride other than one element: a subscript other than the last
/// one moves, or the last one moves by more than one.
fn has_strided_access(scop: &Scop, s: usize, i: usize, reads_only: bool) -> bool {
    let np = scop.params.len();
    let st = &scop.statements[s];
    st.accesses
        .iter()
        .filter(|a| !reads_only || a.kind == AccessKind::Read)
        .any(|a| {
            let Some(rows) = access_rows(scop, a) else {
                return true;
            };
            let Some((last, outer)) = rows.split_last() else {
                return false;
            };
            outer.iter().any(|r| !r[1 + np + i].is_zero())
                || !(last[1 + np + i].is_zero() || last[1 + np + i].abs().is_one())
        })
}

/// The reads of the band's statements that move along member `cols` (vector loads when
/// the columns are vectorized) and not along member `rows`: loaded once for every row of a
/// block. Members that are not one iterator of a statement count nothing for it.
fn shared_vector_loads(v: &BandView, rows: usize, cols: usize) -> usize {
    let np = v.scop.params.len();
    let mut shared = 0;
    for &s in v.group {
        let (Some(Some(c)), Some(r)) =
            (single_iterator(v.h, cols, s), single_iterator(v.h, rows, s))
        else {
            continue;
        };
        let st = &v.scop.statements[s];
        for a in st.accesses.iter().filter(|a| a.kind == AccessKind::Read) {
            let Some(f) = access_rows(v.scop, a) else {
                continue;
            };
            let moves = |i: usize| f.iter().any(|row| !row[1 + np + i].is_zero());
            if moves(c) && r.is_none_or(|r| !moves(r)) {
                shared += 1;
            }
        }
    }
    shared
}

/// Decides register tiling for one point band, or `None` when it does not apply.
pub fn plan(v: &BandView) -> Option<RegisterPlan> {
    let cols = v.stride_one?;
    let np = v.scop.params.len();
    // The innermost loop after moving the unrolled members out: the deepest loop below, or
    // else the last point member that is not unrolled.
    let coincident_of = |l: usize| {
        v.order
            .iter()
            .position(|&m| m == l)
            .map(|k| v.coincident[k])
            .unwrap_or(false)
    };
    // Rows: a coincident member other than the columns; prefer one the written element
    // depends on (each row of the block then has its own accumulators), and among those one
    // along which most vector loads (reads that move with the columns) stay the same, so
    // that the block's rows share them: gemm's `B[k][j..]` along `i`, a convolution's
    // input row along its output channels `f` (not along its batch, whose short run-time
    // extent also left every block of rows partial: `benchmarks/sweep/conv_layer.c` at one
    // image ran at 0.41x of gcc). The innermost such member on a tie.
    let mut rows: Option<(bool, usize, usize)> = None;
    for (k, &m) in v.order.iter().enumerate() {
        if m == cols || !coincident_of(m) {
            continue;
        }
        let used_by_write =
            v.group.iter().all(
                |&s| match (single_iterator(v.h, m, s), write_rows(v.scop, s)) {
                    (Some(Some(i)), Some(w)) => w.iter().any(|r| !r[1 + np + i].is_zero()),
                    (Some(None), _) => true,
                    _ => false,
                },
            );
        let shared = shared_vector_loads(v, m, cols);
        if rows.is_none_or(|best| (used_by_write, shared, k) >= best) {
            rows = Some((used_by_write, shared, k));
        }
    }
    let rows = rows.map(|(_, _, k)| v.order[k]);
    let innermost = match v.below.last() {
        Some(&l) => l,
        None => *v
            .order
            .iter()
            .rev()
            .find(|&&m| m != cols && Some(m) != rows)?,
    };
    // Every statement that runs in the innermost loop must accumulate along it.
    let mut accumulates = false;
    let mut strided = false;
    for &s in v.group {
        match single_iterator(v.h, innermost, s) {
            Some(None) => continue,
            Some(Some(i)) => {
                let w = write_rows(v.scop, s)?;
                if w.is_empty() || w.iter().any(|r| !r[1 + np + i].is_zero()) {
                    return None;
                }
                accumulates = true;
                strided |= has_strided_access(v.scop, s, i, true);
            }
            None => return None,
        }
    }
    // When every access that moves along the accumulating loop is contiguous, a C compiler
    // vectorizes that loop itself — with the block's unrolled accumulators as ordered
    // (in-order, lane-by-lane) reductions, far slower than vectorizing across the block's
    // columns (measured: 3x slower than the untransformed loop for a 2-D convolution). Then
    // the columns stay a loop around the accumulating loops and are vectorized as a whole.
    // Vectorizing the columns needs every access that moves with them contiguous.
    if !strided
        && !v
            .group
            .iter()
            .all(|&s| match single_iterator(v.h, cols, s) {
                Some(None) => true,
                Some(Some(i)) => !has_strided_access(v.scop, s, i, false),
                None => false,
            })
    {
        return None;
    }
    // The accumulating loops: the bands below and the point members that stay.
    let accumulating = v.below.len()
        + v.order
            .iter()
            .filter(|&&m| m != cols && Some(m) != rows)
            .count();
    let form = if strided {
        BlockForm::Unrolled
    } else if accumulating == 1 {
        BlockForm::OuterVector
    } else {
        BlockForm::ColumnsAroundInnermost
    };
    accumulates.then_some(RegisterPlan {
        rows,
        cols,
        innermost,
        form,
    })
}

/// True when the loop of member `level` moves the element written by every statement of
/// `group` that it scans (a recurrence through successive elements, as `P[j][i]` from
/// `P[j][i-1]`), as opposed to an accumulation into one element (`y[i] += A[i][j] x[j]`
/// along `j`). Unknown write subscripts count as not moving.
pub(crate) fn writes_move_along(
    scop: &Scop,
    h: &Hyperplanes,
    group: &[usize],
    level: usize,
) -> bool {
    let np = scop.params.len();
    let mut any = false;
    for &s in group {
        let hp = &h.rows[level][s];
        let its: Vec<usize> = (0..hp.coeffs.len())
            .filter(|&i| !hp.coeffs[i].is_zero())
            .collect();
        if its.is_empty() {
            continue;
        }
        let Some(rows) = write_rows(scop, s) else {
            return false;
        };
        if !rows
            .iter()
            .any(|r| its.iter().any(|&i| !r[1 + np + i].is_zero()))
        {
            return false;
        }
        any = true;
    }
    any
}
