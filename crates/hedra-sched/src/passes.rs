//! The scheduler as a list of passes over the schedule tree.
//!
//! [`passes`] lists the passes that [`Options`] ask for, in the order a driver runs them:
//!
//! 1. [`Pass::Hyperplanes`] — Pluto's affine hyperplanes ([`crate::pluto`]): the levels, the
//!    permutable bands and the cuts (scalar levels) of the tree;
//! 2. [`Pass::IntraTileOrder`] — the order of the point loops inside a tile
//!    (`intra_tile_order`);
//! 3. [`Pass::RegisterBlock`] — unroll-and-jam of two parallel point loops around an
//!    accumulating loop (`register_block`, see [`crate::register`]);
//! 4. [`Pass::Tile`] — rectangular tiling of permutable bands (`tile`); with chosen sizes, only
//!    of bands whose iterations may share data ([`crate::reuse`]);
//! 5. [`Pass::ParallelMarks`] — a parallel (coincident) member moved to the front of the
//!    outermost band (`parallel_marks`);
//! 6. [`Pass::Wavefront`] — a band with no parallel member skewed so that its second loop is
//!    parallel (`wavefront`).
//!
//! Every pass after the first acts on one band of the tree at a time, on its plan: the
//! members (levels of the hyperplanes) with their *coincidence* (`coincidence`), the point
//! loops' order, the register block, and the outermost band. The passes 2 and 3 decide the
//! inside of the tiles, so they run before the tiling itself (whose sizes follow the
//! register block); they act on the bands that the list's tiling pass tiles. The tree after
//! any prefix of the list is a schedule tree of its own, and each pass's doc says why it
//! keeps the dependences; the tests check the tree after every prefix on every kernel with
//! [`check_legality`](crate::check_legality), and [`crate::schedule`] checks the final tree
//! (falling back to shorter lists when it fails).

use crate::register::{self, BlockForm, RegisterPlan};
use crate::tree::{self, BandPlan, Ctx, Member, OUTER_VECTOR_ROWS};
use crate::{find_hyperplanes, Error, Fusion, Options, Result, DEFAULT_TILE};
use hedra_deps::Dependence;
use hedra_ir::schedule_tree::{Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::Int;

/// One pass of the scheduler, with its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Pluto's hyperplanes under the fusion strategy ([`crate::find_hyperplanes`]).
    Hyperplanes(Fusion),
    /// The intra-tile order: a parallel stride-1 point loop innermost, or a loop that
    /// carries only these reductions when it walks memory better (`intra_tile_order`).
    IntraTileOrder {
        /// The reductions whose instances may run in any order ([`Options::reductions`]).
        reductions: Vec<hedra_deps::Reduction>,
        /// The member asked for innermost ([`Options::innermost`]).
        innermost: Option<usize>,
    },
    /// Register blocking with the unroll factors of the rows and the columns
    /// (`register_block`).
    RegisterBlock([i64; 2]),
    /// Tiling with these sizes (the last repeats; empty: chosen), and a second (outer) level
    /// in units of first-level tiles (`tile`).
    Tile {
        /// The tile sizes.
        sizes: Vec<i64>,
        /// The second-level sizes.
        l2: Option<Vec<i64>>,
    },
    /// A coincident member moved to the front of the outermost band (`parallel_marks`).
    ParallelMarks,
    /// A wavefront for a band without coincident member (`wavefront`).
    Wavefront,
}

impl Pass {
    /// The pass's name, as the log and the tests print it.
    pub fn name(&self) -> &'static str {
        match self {
            Pass::Hyperplanes(_) => "hyperplanes",
            Pass::IntraTileOrder { .. } => "intra-tile order",
            Pass::RegisterBlock(_) => "register blocking",
            Pass::Tile { .. } => "tiling",
            Pass::ParallelMarks => "parallel marks",
            Pass::Wavefront => "wavefront",
        }
    }
}

/// The passes `opts` asks for, in the order they run: the hyperplanes; with tiling, the
/// intra-tile order, register blocking (with `register_tile`) and tiling; with `parallel`, the
/// parallel marks and (with `wavefront`) wavefronts.
pub fn passes(opts: &Options) -> Vec<Pass> {
    let mut out = vec![Pass::Hyperplanes(opts.fusion)];
    if let Some(sizes) = &opts.tile {
        out.push(Pass::IntraTileOrder {
            reductions: opts.reductions.clone(),
            innermost: opts.innermost,
        });
        if let Some(factors) = opts.register_tile {
            out.push(Pass::RegisterBlock(factors));
        }
        out.push(Pass::Tile {
            sizes: sizes.clone(),
            l2: opts.l2_tile.clone(),
        });
    }
    if opts.parallel {
        out.push(Pass::ParallelMarks);
        if opts.wavefront {
            out.push(Pass::Wavefront);
        }
    }
    out
}

/// The coincidence of each member of a band of `group` that starts at level `start`.
///
/// A member `φ` is *coincident* when every dependence polyhedron `D` inside the group that
/// is not satisfied before the band has distance zero along it: `φ_T(t) - φ_S(s) = 0` on all
/// of `D` (legality already gives `>= 0`, so the check is that `φ_T - φ_S >= 1` is empty on
/// `D`). The loop of such a member then runs in parallel at any position inside the band,
/// also after tiling: the condition is stronger than "carries no dependence", which is what
/// makes it survive permutation. For `C[i][j] += A[i][k] * B[k][j]` the members `i` and `j`
/// are coincident, `k` (distance 1 on `C`) is not.
pub(crate) fn coincidence(
    cx: &Ctx,
    group: &[usize],
    start: usize,
    members: &[usize],
) -> Result<Vec<bool>> {
    let np = cx.scop.params.len();
    let mut out = vec![true; members.len()];
    for e in &cx.h.edges {
        if !group.contains(&e.source) || !group.contains(&e.target) {
            continue;
        }
        if matches!(e.satisfied_at, Some(l) if l < start) {
            continue;
        }
        for (k, &m) in members.iter().enumerate() {
            if out[k] {
                let row = &cx.h.rows[m];
                out[k] = e.distance_at_most_zero(&row[e.source], &row[e.target], np)?;
            }
        }
    }
    Ok(out)
}

/// How the accesses of `group` move along member `m`: the summed weights of those whose
/// last subscript alone moves, with unit stride (`contiguous`), and of the other moving
/// ones (`strided`: a vector loop along `m` gathers or scatters them). The rank of the array
/// weighs an access: a matrix walked by columns costs more than a vector walked
/// contiguously gains. Accesses that do not move along `m` count in neither.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Strides {
    contiguous: i64,
    strided: i64,
}

impl Strides {
    /// How well the member suits the innermost position: `contiguous - strided`.
    fn score(self) -> i64 {
        self.contiguous - self.strided
    }
}

/// The [`Strides`] of member `m` over the accesses of `group`.
fn strides(cx: &Ctx, group: &[usize], m: usize) -> Strides {
    let np = cx.scop.params.len();
    let mut out = Strides::default();
    for &s in group {
        let hp = &cx.h.rows[m][s];
        let nz: Vec<usize> = (0..hp.coeffs.len())
            .filter(|&i| !hp.coeffs[i].is_zero())
            .collect();
        let st = &cx.scop.statements[s];
        for a in &st.accesses {
            let Some(rows) = register::access_rows(cx.scop, a) else {
                continue;
            };
            let Some((last, outer)) = rows.split_last() else {
                continue;
            };
            let moves = |r: &Vec<Int>| nz.iter().any(|&i| !r[1 + np + i].is_zero());
            if !moves(last) && !outer.iter().any(moves) {
                continue;
            }
            let unit = nz.len() == 1 && last[1 + np + nz[0]].abs().is_one();
            let weight = rows.len() as i64;
            if unit && !outer.iter().any(moves) {
                out.contiguous += weight;
            } else {
                out.strided += weight;
            }
        }
    }
    out
}

/// True when every dependence of `group` that member `m` of `plan` may carry (an edge not
/// satisfied above the band whose distance along `m` is not always zero) joins two
/// references of the reduced cell of one of `reductions`: a loop along `m` then carries
/// nothing but those reductions, and runs in any order with a partial accumulator per
/// vector lane (late parallelization checks that independently before marking it).
fn carries_only_reductions(
    cx: &Ctx,
    plan: &BandPlan,
    m: usize,
    reductions: &[hedra_deps::Reduction],
) -> bool {
    let np = cx.scop.params.len();
    let folds = |e: &crate::pluto::Edge| {
        e.source == e.target
            && reductions.iter().any(|r| {
                r.statement == e.source && {
                    let refs = r.refs();
                    refs.contains(&e.refs.0) && refs.contains(&e.refs.1)
                }
            })
    };
    let mut carries = false;
    for e in &cx.h.edges {
        if !plan.group.contains(&e.source) || !plan.group.contains(&e.target) {
            continue;
        }
        if matches!(e.satisfied_at, Some(l) if l < plan.start) {
            continue;
        }
        let row = &cx.h.rows[m];
        match e.distance_at_most_zero(&row[e.source], &row[e.target], np) {
            Ok(true) => {}
            Ok(false) if folds(e) => carries = true,
            _ => return false,
        }
    }
    carries
}

/// Moves the point member at index `k` of `plan.point_order` innermost.
fn move_innermost(plan: &mut BandPlan, k: usize) {
    plan.point_order.retain(|&x| x != k);
    plan.point_order.push(k);
}

/// The intra-tile order: which point loop of a tiled band goes innermost.
///
/// The point loops of a permutable band may run in any order, so the innermost position goes
/// to the loop that suits it best: among the coincident members, the one whose iterator is
/// the stride-1 (last) subscript of most accesses and moves no other subscript
/// ([`Strides::score`] > 0): the innermost loop is then parallel and walks memory
/// contiguously, so the C compiler vectorizes it. For `gemm` the point band `(i, j, k)`
/// becomes `(i, k, j)`.
///
/// A member that carries only `reductions` (whose instances may run in any order) takes
/// that place instead when its moving accesses are all contiguous while the best coincident
/// member's are not: for `C[m][n] += A[m][k] * B[n][k]` the coincident `n` gathers
/// `B[n][k]` along a column, while `k` reads both rows contiguously and folds into the one
/// cell `C[m][n]`, which code generation keeps in a scalar; the loop along `k` vectorizes
/// with a partial sum per lane (`simd reduction`). The order of the additions then changes,
/// which is why only reductions the driver allowed count.
///
/// With no such member, when the innermost member carries a dependence through the written
/// elements (a recurrence: adi's `P[j][i]` from `P[j][i-1]`, bound by the latency of a
/// division), the last coincident member goes innermost instead: the recurrences of a tile
/// then advance side by side and the loop vectorizes across them, while the tile keeps the
/// strided accesses within a few cache lines per row.
pub(crate) fn intra_tile_order(
    cx: &mut Ctx,
    plan: &mut BandPlan,
    reductions: &[hedra_deps::Reduction],
) {
    if !plan.tiled {
        return;
    }
    let (n, names) = (plan.members.len(), &plan.names);
    let best = (0..n)
        .filter(|&k| plan.coincident[k])
        .map(|k| (strides(cx, &plan.group, plan.members[k]), k))
        .filter(|&(st, _)| st.score() > 0)
        .max_by_key(|&(st, k)| (st.score(), std::cmp::Reverse(k)));
    if let Some(k) = reduction_innermost(cx, plan, reductions, best.map(|(st, _)| st)) {
        plan.lanes = Some(k);
        if k != n - 1 {
            cx.log.push(format!(
                "band of {{{names}}}: level {} moved innermost inside the tiles (reductions in vector lanes, stride 1)",
                plan.members[k]
            ));
            move_innermost(plan, k);
        }
    } else if let Some((_, k)) = best {
        if k != n - 1 {
            cx.log.push(format!(
                "band of {{{names}}}: level {} moved innermost inside the tiles (parallel, stride 1)",
                plan.members[k]
            ));
            move_innermost(plan, k);
        }
        plan.stride_one = Some(k);
    } else if !plan.coincident[n - 1]
        && register::writes_move_along(cx.scop, cx.h, &plan.group, plan.members[n - 1])
    {
        if let Some(k) = (0..n).rev().find(|&k| plan.coincident[k]) {
            cx.log.push(format!(
                "band of {{{names}}}: level {} moved innermost inside the tiles (parallel, across the recurrences of level {})",
                plan.members[k], plan.members[n - 1]
            ));
            move_innermost(plan, k);
        }
    }
}

/// The intra-tile order asked for: member `k` of `plan` (an index into its members)
/// innermost, whatever the strides (a tuner's loop-order choice; any order of the point
/// loops of a permutable band is legal). It then counts as the stride-1 member when it is
/// coincident with more contiguous accesses than strided ones, and as a reduction in vector
/// lanes when it carries only `reductions` and all its moving accesses are contiguous, so
/// that register blocking applies as after [`intra_tile_order`]'s own choice.
pub(crate) fn innermost_as_asked(
    cx: &mut Ctx,
    plan: &mut BandPlan,
    reductions: &[hedra_deps::Reduction],
    k: usize,
) {
    if !plan.tiled {
        return;
    }
    if plan.coincident[k] {
        let st = strides(cx, &plan.group, plan.members[k]);
        plan.stride_one = (st.score() > 0).then_some(k);
    } else if lane_strides(cx, plan, reductions, k).is_some() {
        plan.lanes = Some(k);
    }
    if k != plan.members.len() - 1 {
        cx.log.push(format!(
            "band of {{{}}}: level {} moved innermost inside the tiles (as asked)",
            plan.names, plan.members[k]
        ));
        move_innermost(plan, k);
    }
}

/// The member of `plan` that goes innermost as a vectorized reduction (see
/// [`intra_tile_order`]): one that carries only `reductions`, whose moving accesses are all
/// contiguous, when the best coincident member (`coincident`, its strides) has strided ones
/// or there is none. The most contiguous such member, the outermost on a tie.
fn reduction_innermost(
    cx: &Ctx,
    plan: &BandPlan,
    reductions: &[hedra_deps::Reduction],
    coincident: Option<Strides>,
) -> Option<usize> {
    if reductions.is_empty() || coincident.is_some_and(|st| st.strided == 0) {
        return None;
    }
    (0..plan.members.len())
        .filter_map(|k| lane_strides(cx, plan, reductions, k).map(|st| (st, k)))
        .max_by_key(|&(st, k)| (st.contiguous, std::cmp::Reverse(k)))
        .map(|(_, k)| k)
}

/// The strides of member `k` of `plan` when it may run in vector lanes: not coincident,
/// carrying only `reductions`, its moving accesses all contiguous; `None` otherwise.
fn lane_strides(
    cx: &Ctx,
    plan: &BandPlan,
    reductions: &[hedra_deps::Reduction],
    k: usize,
) -> Option<Strides> {
    if reductions.is_empty() || plan.coincident[k] {
        return None;
    }
    let st = strides(cx, &plan.group, plan.members[k]);
    let contiguous = st.strided == 0 && st.contiguous > 0;
    (contiguous && carries_only_reductions(cx, plan, plan.members[k], reductions)).then_some(st)
}

/// Register blocking of the point band of a tiled band, with unroll factors
/// `[rows, columns]`: [`register::plan`] decides whether and how (see [`crate::register`]
/// for the math), on the point loops in their intra-tile order; the tiling pass then builds
/// the block and sizes the tiles in multiples of it.
pub(crate) fn register_block(cx: &mut Ctx, plan: &mut BandPlan, factors: [i64; 2]) {
    if !plan.tiled {
        return;
    }
    if let Some(k) = plan.lanes {
        return lanes_block(cx, plan, k, factors);
    }
    let below = tree::loops_below(cx.h, &plan.group, plan.end);
    let levels: Vec<usize> = plan.point_order.iter().map(|&k| plan.members[k]).collect();
    let coin: Vec<bool> = plan
        .point_order
        .iter()
        .map(|&k| plan.coincident[k])
        .collect();
    let Some(p) = register::plan(&register::BandView {
        scop: cx.scop,
        h: cx.h,
        group: &plan.group,
        order: &levels,
        coincident: &coin,
        below: &below,
        stride_one: plan.stride_one.map(|k| plan.members[k]),
    }) else {
        return;
    };
    let names = &plan.names;
    let [r, c] = factors;
    let rows = p.rows.filter(|_| r > 1);
    cx.log.push(match p.form {
        BlockForm::ColumnsAroundInnermost => format!(
            "band of {{{names}}}: register tiling, level {} vectorized around the innermost accumulating loop",
            p.cols
        ),
        BlockForm::OuterVector => format!(
            "band of {{{names}}}: register tiling by outer-loop vectorization, level {} vectorized around the accumulating loops{}",
            p.cols,
            rows.map(|l| format!(", level {l} unrolled by {OUTER_VECTOR_ROWS}"))
                .unwrap_or_default()
        ),
        BlockForm::Unrolled => format!(
            "band of {{{names}}}: register tiling, {}{c} (level {}) block unrolled inside level {} (accumulating loop innermost)",
            rows.map(|l| format!("{r} (level {l}) x ")).unwrap_or_default(),
            p.cols,
            p.innermost
        ),
    });
    plan.register = Some((p, factors));
}

/// The largest unroll factor of each member of a block around a reduction in vector lanes:
/// a `4 x 4` block keeps 16 vector accumulators and reads 8 vectors per step, which the 32
/// vector registers of AVX-512 hold (`C = A B^T` at 512: 2.95 ms with `4 x 4`, 5.09 ms with
/// `2 x 2`, 10.9 ms without a block; the gemm-shaped default `6 x 16` would need 96).
pub(crate) const LANES_BLOCK_MAX: i64 = 4;

/// Register blocking around a reduction in vector lanes (member `lanes` of `plan`, put
/// innermost by [`intra_tile_order`]): unroll-and-jam of the two innermost coincident point
/// members (rows and columns), each by its factor capped at [`LANES_BLOCK_MAX`], inside the
/// reduction loop. Each copy of the block folds into its own cell (`C[i+u][j+v]`), kept in
/// its own accumulator, and the reduction loop stays innermost and contiguous: each step
/// loads one vector of each of the block's `u + v` rows and does `u v` multiply-adds,
/// instead of two loads per multiply-add. The block is [`BlockForm::Unrolled`], built like
/// gemm's; late parallelization counts a cell per copy of an unrolled block.
fn lanes_block(cx: &mut Ctx, plan: &mut BandPlan, lanes: usize, [r, c]: [i64; 2]) {
    let coincident: Vec<usize> = plan
        .point_order
        .iter()
        .copied()
        .filter(|&k| k != lanes && plan.coincident[k])
        .collect();
    let Some((&cols, rest)) = coincident.split_last() else {
        return;
    };
    let rows = rest.last().copied();
    let factors = [r.min(LANES_BLOCK_MAX), c.min(LANES_BLOCK_MAX)];
    if factors[1] < 2 && factors[0] < 2 {
        return;
    }
    let p = RegisterPlan {
        rows: rows.map(|k| plan.members[k]),
        cols: plan.members[cols],
        innermost: plan.members[lanes],
        form: BlockForm::Unrolled,
    };
    cx.log.push(format!(
        "band of {{{}}}: register tiling around the reduction in vector lanes, {}{} (level {}) block unrolled inside level {}",
        plan.names,
        p.rows.map(|l| format!("{} (level {l}) x ", factors[0])).unwrap_or_default(),
        factors[1],
        p.cols,
        p.innermost
    ));
    plan.register = Some((p, factors));
}

/// The tile size of member `k` of `plan`: as given in `sizes` (the last repeats), or, when
/// `sizes` is empty, chosen: multiples of the register block where one applies (a long
/// stride-1 tile, rows for several blocks, a deep accumulation), [`DEFAULT_TILE`] elsewhere.
fn tile_size(plan: &BandPlan, sizes: &[i64], k: usize) -> i64 {
    if let Some(&last) = sizes.last() {
        return sizes.get(k).copied().unwrap_or(last);
    }
    let m = plan.members[k];
    match &plan.register {
        Some((p, _))
            if matches!(
                p.form,
                BlockForm::OuterVector | BlockForm::ColumnsAroundInnermost
            ) && p.rows == Some(m) =>
        {
            OUTER_VECTOR_ROWS * 16
        }
        Some((p, [r, _])) if p.rows == Some(m) => r * 16,
        Some((p, [_, c])) if p.cols == m => c * 32,
        Some(_) => 256,
        None => DEFAULT_TILE,
    }
}

/// Tiling of a permutable band with two members or more.
///
/// A permutable band `(φ_1, .., φ_n)` becomes a tile band `(floor(φ_1/T_1), .., floor(φ_n/T_n))`
/// above a point band `(φ_1, .., φ_n)` in the intra-tile order, with the register block (if
/// any) built inside it; with a second level `L`, `floor(φ_k/(T_k L_k))` goes above both.
/// Because the band is permutable (every dependence distance not satisfied above the band is
/// non-negative in every member), the tile loops and the point loops may each be ordered
/// freely, and a tile's dependences all point to tiles that are not lexicographically
/// earlier. The tile loops keep the coincidence of their members: a zero distance in `φ_k`
/// is a zero distance in `floor(φ_k/T_k)`.
///
/// Without a register block, a coincident stride-1 member that the intra-tile order chose
/// also goes below the bands further down (it carries no dependence, so it may move past
/// them), so that the innermost loop is the vectorizable one.
pub(crate) fn tile(
    cx: &mut Ctx,
    plan: &mut BandPlan,
    sizes: &[i64],
    l2: Option<&[i64]>,
) -> Result<()> {
    if !plan.tiled {
        return Ok(());
    }
    let n = plan.members.len();
    let sink = match (&plan.register, plan.stride_one) {
        (None, Some(k)) if !tree::loops_below(cx.h, &plan.group, plan.end).is_empty() => {
            cx.log.push(format!(
                "band of {{{}}}: level {} moved below the inner bands (parallel, stride 1)",
                plan.names, plan.members[k]
            ));
            Some(k)
        }
        _ => None,
    };
    let child = std::mem::replace(&mut plan.child, Node::Leaf);
    let (point, point_coin, child) = tree::point_bands(cx, plan, sink, child)?;
    // An empty point list means the point bands are already built (in `child`).
    let mut node = if point.is_empty() {
        child
    } else {
        tree::band_node(cx, &plan.group, &point, point_coin, child)?
    };
    let size: Vec<i64> = (0..n).map(|k| tile_size(plan, sizes, k)).collect();
    let mut tiles: Vec<Member> = (0..n).map(|k| vec![(plan.members[k], size[k])]).collect();
    let sizes_text: Vec<String> = size.iter().map(i64::to_string).collect();
    cx.log.push(format!(
        "band of {{{}}}: tiled {n} members with sizes {}",
        plan.names,
        sizes_text.join("x")
    ));
    if let Some(l2) = l2.filter(|l2| !l2.is_empty()) {
        let l2size = |k: usize| l2[k.min(l2.len() - 1)];
        node = tree::band_node(cx, &plan.group, &tiles, plan.coincident.clone(), node)?;
        tiles = (0..n)
            .map(|k| {
                size[k]
                    .checked_mul(l2size(k))
                    .map(|t| vec![(plan.members[k], t)])
                    .ok_or_else(|| Error::Options("tile sizes too large".into()))
            })
            .collect::<Result<_>>()?;
        let l2_text: Vec<String> = (0..n).map(|k| l2size(k).to_string()).collect();
        cx.log.push(format!(
            "band of {{{}}}: second tiling level, {} tiles per outer tile",
            plan.names,
            l2_text.join("x")
        ));
    }
    plan.outer = tiles;
    plan.outer_coincident = plan.coincident.clone();
    plan.child = node;
    Ok(())
}

/// Parallel marks: when the outermost loop of the band's outermost band (the tile loops of a
/// tiled band) is not coincident but another member is, that member moves to the front, so
/// that the parallel loop is outermost (one parallel region, the most work per thread).
/// Moving it is legal in a permutable band; its coincident flag is the band's parallel mark.
pub(crate) fn parallel_marks(cx: &mut Ctx, plan: &mut BandPlan) {
    let coin = &mut plan.outer_coincident;
    if coin.first().copied().unwrap_or(true) {
        return;
    }
    let Some(k) = coin.iter().position(|&c| c) else {
        return;
    };
    let m = plan.outer.remove(k);
    plan.outer.insert(0, m);
    let c = coin[k];
    for j in (1..=k).rev() {
        coin[j] = coin[j - 1];
    }
    coin[0] = c;
    cx.log.push(format!(
        "band of {{{}}}: parallel member moved outermost",
        plan.names
    ));
}

/// Wavefronts: an outermost band with no coincident member and two members or more gets its
/// first member replaced by the sum of the first two, `φ_1 + φ_2` (for tiles,
/// `floor(φ_1/T_1) + floor(φ_2/T_2)`). The skew is legal: distances are non-negative in every
/// member of a permutable band, hence in the sum, and the band stays permutable. Two
/// non-negative distances sum to zero only when both are zero, so every dependence
/// not carried by the sum has distance zero along `φ_2`, and the second loop is coincident —
/// the tiles on one anti-diagonal run in parallel, pipelined along the sum.
///
/// A wavefront is made only for a band that no loop of the group encloses: inside a
/// sequential loop it would start a parallel region per wavefront per outer iteration (for
/// Floyd–Warshall's tiles inside `k`, far more synchronization than work).
pub(crate) fn wavefront(cx: &mut Ctx, plan: &mut BandPlan) {
    let coin = &mut plan.outer_coincident;
    if coin.iter().any(|&c| c) || plan.outer.len() < 2 {
        return;
    }
    let enclosed = (0..plan.start).any(|l| {
        matches!(cx.h.levels[l], crate::LevelKind::Band(_))
            && plan
                .group
                .iter()
                .any(|&s| cx.h.rows[l][s].coeffs.iter().any(|c| !c.is_zero()))
    });
    if enclosed {
        return;
    }
    let second = plan.outer[1].clone();
    plan.outer[0].extend(second);
    coin[1] = true;
    cx.log.push(format!(
        "band of {{{}}}: wavefront (first loop = sum of the first two), second loop parallel",
        plan.names
    ));
}

/// Runs the pass list `passes` on `scop` with the memory-based dependences `deps`: the
/// hyperplanes (the list's first pass), then the schedule tree with every band shaped by the
/// band passes in their order. No legality check: [`crate::schedule`] runs it (and falls
/// back when it fails); a driver that runs prefixes of the list can check each tree with
/// [`check_legality`](crate::check_legality).
pub fn run_passes(
    scop: &Scop,
    deps: &[Dependence],
    passes: &[Pass],
    log: &mut Vec<String>,
) -> Result<ScheduleTree> {
    let Some(Pass::Hyperplanes(fusion)) = passes.first() else {
        return Err(Error::Options(
            "a pass list starts with the hyperplanes".into(),
        ));
    };
    let h = find_hyperplanes(scop, deps, *fusion, log)?;
    tree::build_tree_with(scop, &h, passes, log)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pluto::Hyperplanes;

    /// The Scop of `body` inside `void f(int N, ...)` with the arrays `decls`.
    fn scop_of(decls: &str, body: &str) -> Scop {
        let src = format!("void f(int N, {decls}) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n");
        hedra_c::extract(&src)
            .scops()
            .next()
            .expect("a scop")
            .clone()
    }

    const GEMM: (&str, &str) = (
        "double C[N][N], double A[N][N], double B[N][N]",
        "for (int i = 0; i < N; i++)\n for (int j = 0; j < N; j++)\n  for (int k = 0; k < N; k++)\n   C[i][j] += A[i][k] * B[k][j];",
    );

    /// 1-D Jacobi in place: dependences of distances (1, -1), (1, 0), (1, 1) in (t, i).
    const JACOBI: (&str, &str) = (
        "int T, double A[N]",
        "for (int t = 0; t < T; t++)\n for (int i = 1; i < N - 1; i++)\n  A[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;",
    );

    struct Fixture {
        scop: Scop,
        h: Hyperplanes,
        passes: Vec<Pass>,
        log: Vec<String>,
    }

    impl Fixture {
        /// The hyperplanes of a one-statement nest whose first band holds every loop.
        fn new((decls, body): (&str, &str), passes: Vec<Pass>) -> Fixture {
            let scop = scop_of(decls, body);
            let deps = hedra_deps::memory_based(&scop).unwrap();
            let mut log = Vec::new();
            let h = find_hyperplanes(&scop, &deps, Fusion::Smart, &mut log).unwrap();
            Fixture {
                scop,
                h,
                passes,
                log,
            }
        }

        /// Runs `f` on the plan of the outermost band (levels of band 0, one statement).
        fn with_first_band<T>(&mut self, f: impl FnOnce(&mut Ctx, &mut BandPlan) -> T) -> T {
            let end = self
                .h
                .levels
                .iter()
                .take_while(|l| **l == crate::LevelKind::Band(0))
                .count();
            let mut cx = Ctx {
                scop: &self.scop,
                h: &self.h,
                passes: &self.passes,
                log: &mut self.log,
            };
            let members: Vec<usize> = (0..end).collect();
            let mut plan = tree::plan_band(&mut cx, &[0], (0, end), members, Node::Leaf).unwrap();
            f(&mut cx, &mut plan)
        }

        /// The iterator that member `m` scans for statement 0 (a unit hyperplane).
        fn iterator(&self, m: usize) -> &str {
            let hp = &self.h.rows[m][0];
            let i = hp.coeffs.iter().position(|c| !c.is_zero()).unwrap();
            &self.scop.statements[0].iterators[i]
        }
    }

    fn tiled() -> Pass {
        Pass::Tile {
            sizes: vec![DEFAULT_TILE],
            l2: None,
        }
    }

    #[test]
    fn passes_follow_the_options() {
        let opts = Options {
            parallel: true,
            register_tile: Some([6, 16]),
            ..Options::default()
        };
        let names: Vec<&str> = passes(&opts).iter().map(Pass::name).collect();
        assert_eq!(
            names,
            [
                "hyperplanes",
                "intra-tile order",
                "register blocking",
                "tiling",
                "parallel marks",
                "wavefront"
            ]
        );
        let untiled = Options {
            tile: None,
            ..Options::default()
        };
        assert_eq!(passes(&untiled), vec![Pass::Hyperplanes(Fusion::Smart)]);
    }

    #[test]
    fn chosen_tile_sizes_tile_only_bands_with_reuse() {
        let chosen = || Pass::Tile {
            sizes: vec![],
            l2: None,
        };
        let pool = (
            "double O[N][N], double I[2 * N][2 * N]",
            "for (int y = 0; y < N; y++)\n for (int x = 0; x < N; x++)\n  O[y][x] = I[2 * y][2 * x] + I[2 * y][2 * x + 1] + I[2 * y + 1][2 * x] + I[2 * y + 1][2 * x + 1];",
        );
        let transpose = (
            "double O[N][N], double I[N][N]",
            "for (int i = 0; i < N; i++)\n for (int j = 0; j < N; j++)\n  O[j][i] = I[i][j];",
        );
        let stencil = (
            "double O[N][N], double I[N][N]",
            "for (int i = 1; i < N - 1; i++)\n for (int j = 1; j < N - 1; j++)\n  O[i][j] = I[i - 1][j] + I[i + 1][j];",
        );
        let cases = [(pool, chosen(), false), (pool, tiled(), true)];
        let cases = cases.into_iter().chain([
            (transpose, chosen(), true),
            (stencil, chosen(), true),
            (GEMM, chosen(), true),
        ]);
        for (k, (program, pass, expected)) in cases.enumerate() {
            let mut fx = Fixture::new(program, vec![pass]);
            assert_eq!(
                fx.with_first_band(|_, plan| plan.tiled),
                expected,
                "case {k}"
            );
        }
    }

    #[test]
    fn coincidence_of_a_matrix_product() {
        let mut fx = Fixture::new(GEMM, vec![]);
        let (members, coincident) =
            fx.with_first_band(|_, plan| (plan.members.clone(), plan.coincident.clone()));
        assert_eq!(members.len(), 3);
        for (&m, &c) in members.iter().zip(&coincident) {
            // C[i][j] is updated along k: distance 1 there, 0 along i and j.
            assert_eq!(c, fx.iterator(m) != "k", "member {m}");
        }
    }

    #[test]
    fn intra_tile_order_puts_the_stride_one_parallel_loop_innermost() {
        let mut fx = Fixture::new(GEMM, vec![tiled()]);
        let (order, stride_one, members) = fx.with_first_band(|cx, plan| {
            intra_tile_order(cx, plan, &[]);
            (
                plan.point_order.clone(),
                plan.stride_one,
                plan.members.clone(),
            )
        });
        let inner = *order.last().unwrap();
        assert_eq!(fx.iterator(members[inner]), "j");
        assert_eq!(stride_one, Some(inner));
        // Untiled, the band has no point loops to order.
        let mut fx = Fixture::new(GEMM, vec![]);
        let order = fx.with_first_band(|cx, plan| {
            intra_tile_order(cx, plan, &[]);
            plan.point_order.clone()
        });
        assert_eq!(order, vec![0, 1, 2]);
    }

    /// `C = A * B^T`, written with `j` innermost: along the coincident `j`, `B[j][k]` is
    /// read down a column.
    const TRANSPOSED_PRODUCT: (&str, &str) = (
        "float C[N][N], float A[N][N], float B[N][N]",
        "for (int i = 0; i < N; i++)\n for (int k = 0; k < N; k++)\n  for (int j = 0; j < N; j++)\n   C[i][j] += A[i][k] * B[j][k];",
    );

    /// The innermost point loop of the first band of `fx` after the intra-tile order with
    /// the Scop's reductions (all of them when `reorder`, else none).
    fn innermost_with_reductions(fx: &mut Fixture, reorder: bool) -> String {
        let found = match reorder {
            true => {
                hedra_deps::memory_based_with_reductions(&fx.scop)
                    .unwrap()
                    .1
            }
            false => Vec::new(),
        };
        let (order, members) = fx.with_first_band(|cx, plan| {
            intra_tile_order(cx, plan, &found);
            (plan.point_order.clone(), plan.members.clone())
        });
        fx.iterator(members[*order.last().unwrap()]).to_string()
    }

    #[test]
    fn intra_tile_order_puts_a_contiguous_reduction_innermost_only_when_it_may_reorder() {
        let mut fx = Fixture::new(TRANSPOSED_PRODUCT, vec![tiled()]);
        assert_eq!(innermost_with_reductions(&mut fx, false), "j");
        assert_eq!(innermost_with_reductions(&mut fx, true), "k");
        // In gemm the coincident `j` walks every moving access contiguously: it stays.
        let mut fx = Fixture::new(GEMM, vec![tiled()]);
        assert_eq!(innermost_with_reductions(&mut fx, true), "j");
    }

    #[test]
    fn innermost_as_asked_moves_any_member_and_keeps_the_blocks_that_still_apply() {
        // gemm's `i` innermost: a member with strided accesses, so no stride-1 block.
        let mut fx = Fixture::new(GEMM, vec![tiled()]);
        let (inner, stride_one, lanes) = fx.with_first_band(|cx, plan| {
            innermost_as_asked(cx, plan, &[], 0);
            let inner = plan.members[*plan.point_order.last().unwrap()];
            (inner, plan.stride_one, plan.lanes)
        });
        assert_eq!(fx.iterator(inner), "i");
        assert_eq!((stride_one, lanes), (None, None));
        assert!(
            fx.log.iter().any(|l| l.ends_with("(as asked)")),
            "{:?}",
            fx.log
        );
        // `j`, the member the strides pick: the stride-1 member, as without the request.
        let mut fx = Fixture::new(GEMM, vec![tiled()]);
        let stride_one = fx.with_first_band(|cx, plan| {
            innermost_as_asked(cx, plan, &[], 1);
            plan.stride_one.map(|k| plan.members[k])
        });
        assert_eq!(
            stride_one.map(|m| fx.iterator(m).to_string()).as_deref(),
            Some("j")
        );
        // The reduction of C = A B^T in vector lanes, asked for or not.
        let mut fx = Fixture::new(TRANSPOSED_PRODUCT, vec![tiled()]);
        let found = hedra_deps::memory_based_with_reductions(&fx.scop)
            .unwrap()
            .1;
        let lanes = fx.with_first_band(|cx, plan| {
            innermost_as_asked(cx, plan, &found, 2);
            plan.lanes
        });
        assert_eq!(lanes, Some(2));
    }

    #[test]
    fn register_rows_share_the_vector_loads() {
        // A 1-D convolution layer: along `f` the block's rows share the input row that
        // moves with the columns `x`; along the batch `n` they would not.
        let conv = (
            "double out[N][8][N], double in[N][N], double w[8][3]",
            "for (int n = 0; n < N; n++)\n for (int f = 0; f < 8; f++)\n  for (int x = 0; x < N - 2; x++)\n   for (int b = 0; b < 3; b++)\n    out[n][f][x] += in[n][x + b] * w[f][b];",
        );
        let mut fx = Fixture::new(conv, vec![tiled()]);
        let reg = fx.with_first_band(|cx, plan| {
            intra_tile_order(cx, plan, &[]);
            register_block(cx, plan, [6, 16]);
            plan.register.clone()
        });
        let (p, _) = reg.unwrap_or_else(|| panic!("a register block: {:?}", fx.log));
        assert_eq!(fx.iterator(p.cols), "x");
        assert_eq!(
            p.rows.map(|l| fx.iterator(l).to_string()).as_deref(),
            Some("f")
        );
    }

    #[test]
    fn register_block_around_reduction_lanes_unrolls_rows_and_columns_capped() {
        let mut fx = Fixture::new(TRANSPOSED_PRODUCT, vec![tiled()]);
        let found = hedra_deps::memory_based_with_reductions(&fx.scop)
            .unwrap()
            .1;
        let reg = fx.with_first_band(|cx, plan| {
            intra_tile_order(cx, plan, &found);
            register_block(cx, plan, [6, 16]);
            plan.register.clone()
        });
        let (p, factors) = reg.expect("a block around the reduction");
        assert_eq!(factors, [LANES_BLOCK_MAX, LANES_BLOCK_MAX]);
        assert_eq!(p.form, BlockForm::Unrolled);
        assert_eq!(fx.iterator(p.innermost), "k");
        assert_eq!(fx.iterator(p.cols), "j");
        assert_eq!(
            p.rows.map(|l| fx.iterator(l).to_string()).as_deref(),
            Some("i")
        );
        // Factors below the cap stay.
        let mut fx = Fixture::new(TRANSPOSED_PRODUCT, vec![tiled()]);
        let reg = fx.with_first_band(|cx, plan| {
            intra_tile_order(cx, plan, &found);
            register_block(cx, plan, [2, 3]);
            plan.register.clone()
        });
        assert_eq!(reg.map(|(_, f)| f), Some([2, 3]));
    }

    #[test]
    fn register_block_unrolls_rows_and_columns_around_the_accumulation() {
        let mut fx = Fixture::new(GEMM, vec![tiled()]);
        let reg = fx.with_first_band(|cx, plan| {
            intra_tile_order(cx, plan, &[]);
            register_block(cx, plan, [6, 16]);
            plan.register.clone()
        });
        let (p, factors) = reg.expect("a register block");
        assert_eq!(factors, [6, 16]);
        // B[k][j] is strided along k: the block is unrolled inside the k loop.
        assert_eq!(p.form, BlockForm::Unrolled);
        assert_eq!(fx.iterator(p.cols), "j");
        assert_eq!(fx.iterator(p.rows.unwrap()), "i");
        assert_eq!(fx.iterator(p.innermost), "k");
        assert!(fx.log.iter().any(|l| l.contains("block unrolled inside")));
    }

    #[test]
    fn tile_sizes_are_given_or_follow_the_register_block() {
        let mut fx = Fixture::new(GEMM, vec![tiled()]);
        let (outer, child_is_band) = fx.with_first_band(|cx, plan| {
            tile(cx, plan, &[32], None).unwrap();
            (plan.outer.clone(), matches!(plan.child, Node::Band(_)))
        });
        assert!(outer.iter().all(|m| m.len() == 1 && m[0].1 == 32));
        assert!(child_is_band, "the point band is below the tile band");
        assert!(fx
            .log
            .iter()
            .any(|l| l.ends_with("tiled 3 members with sizes 32x32x32")));
        // Chosen sizes: rows 6 * 16, columns 16 * 32, the accumulation 256.
        let mut fx = Fixture::new(GEMM, vec![tiled()]);
        let outer = fx.with_first_band(|cx, plan| {
            intra_tile_order(cx, plan, &[]);
            register_block(cx, plan, [6, 16]);
            tile(cx, plan, &[], Some(&[2])).unwrap();
            plan.outer.clone()
        });
        for m in &outer {
            let want = match fx.iterator(m[0].0) {
                "i" => 96,
                "j" => 512,
                _ => 256,
            };
            assert_eq!(m[0].1, 2 * want, "second level: two tiles per outer tile");
        }
    }

    #[test]
    fn parallel_marks_move_a_coincident_member_outermost() {
        let mut fx = Fixture::new(GEMM, vec![]);
        let (outer, coin) = fx.with_first_band(|cx, plan| {
            plan.outer_coincident = vec![false, false, true];
            parallel_marks(cx, plan);
            (plan.outer.clone(), plan.outer_coincident.clone())
        });
        assert_eq!(outer, vec![vec![(2, 1)], vec![(0, 1)], vec![(1, 1)]]);
        assert_eq!(coin, vec![true, false, false]);
        // A band whose first member is parallel already stays.
        let mut fx = Fixture::new(GEMM, vec![]);
        let outer = fx.with_first_band(|cx, plan| {
            parallel_marks(cx, plan);
            plan.outer.clone()
        });
        assert_eq!(outer, vec![vec![(0, 1)], vec![(1, 1)], vec![(2, 1)]]);
    }

    #[test]
    fn wavefront_sums_the_first_two_members_of_a_band_without_parallelism() {
        let mut fx = Fixture::new(JACOBI, vec![tiled()]);
        let (outer, coin) = fx.with_first_band(|cx, plan| {
            assert_eq!(plan.coincident, vec![false, false]);
            tile(cx, plan, &[32], None).unwrap();
            parallel_marks(cx, plan);
            wavefront(cx, plan);
            (plan.outer.clone(), plan.outer_coincident.clone())
        });
        assert_eq!(outer[0], vec![(0, 32), (1, 32)]);
        assert_eq!(outer[1], vec![(1, 32)]);
        assert_eq!(coin, vec![false, true]);
        // A band with a parallel member gets none.
        let mut fx = Fixture::new(GEMM, vec![]);
        let outer = fx.with_first_band(|cx, plan| {
            wavefront(cx, plan);
            plan.outer.clone()
        });
        assert!(outer.iter().all(|m| m.len() == 1));
    }

    #[test]
    fn run_passes_needs_the_hyperplanes_first() {
        let scop = scop_of(GEMM.0, GEMM.1);
        let deps = hedra_deps::memory_based(&scop).unwrap();
        let err = run_passes(&scop, &deps, &[Pass::Wavefront], &mut Vec::new());
        assert!(matches!(err, Err(Error::Options(_))));
        let tree = run_passes(&scop, &deps, &passes(&Options::default()), &mut Vec::new());
        let report = crate::check_legality(&scop, &deps, &tree.unwrap()).unwrap();
        assert!(report.is_legal());
    }
}
