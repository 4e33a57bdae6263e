//! From hyperplanes to a schedule tree: bands and sequences, shaped by the band passes.
//!
//! Levels of the same band become one band node per group of statements that the scalar
//! levels above have separated; a scalar level whose statements take several values becomes a
//! sequence of filters. Every band node starts as a `BandPlan`: its members (the levels that
//! order something in the group) with their coincidence (see `passes::coincidence`); the
//! band passes of the list ([`Pass`]) then shape it in turn — intra-tile order, register
//! blocking, tiling, parallel marks, wavefronts — and the plan becomes nodes: the outermost
//! band of the plan above what the passes built below it.
//!
//! A plan's members are sums of `floor(φ_l / d)` terms: `[(l, 1)]` is the hyperplane of level
//! `l` itself, `[(l, 32)]` its tile loop, `[(l, 32), (l', 32)]` a wavefront of two tile loops.

use crate::passes::{self, Pass};
use crate::pluto::{Hyperplane, Hyperplanes, LevelKind};
use crate::register::{BlockForm, RegisterPlan};
use crate::reuse;
use crate::{Options, Result};
use hedra_deps::Dependence;
use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::{DimType, Expr, Int, RelationBuilder, Space, Tuple, UnionMap};

/// A band member: the sum of the terms `floor(φ_level / divisor)`; a plain member is
/// `[(level, 1)]`.
pub(crate) type Member = Vec<(usize, i64)>;

/// What the passes share while the tree is built.
pub(crate) struct Ctx<'a> {
    pub(crate) scop: &'a Scop,
    pub(crate) h: &'a Hyperplanes,
    pub(crate) passes: &'a [Pass],
    pub(crate) log: &'a mut Vec<String>,
}

/// One band of the tree while the band passes shape it.
pub(crate) struct BandPlan {
    /// The statements of the band.
    pub(crate) group: Vec<usize>,
    /// The first level of the band.
    pub(crate) start: usize,
    /// The level after the band's last.
    pub(crate) end: usize,
    /// The levels that order something in the group.
    pub(crate) members: Vec<usize>,
    /// Per member, whether it is coincident (parallel).
    pub(crate) coincident: Vec<bool>,
    /// The statement names, for the log.
    pub(crate) names: String,
    /// True when the tiling pass of the list tiles this band (it has two members or more):
    /// the intra-tile passes, which run before it, then order its point loops.
    pub(crate) tiled: bool,
    /// The order of the point loops, as indices into `members`, outermost first.
    pub(crate) point_order: Vec<usize>,
    /// The coincident stride-1 member (index into `members`) that the intra-tile order put
    /// innermost, if any.
    pub(crate) stride_one: Option<usize>,
    /// The member (index into `members`) that carries only reductions and that the
    /// intra-tile order put innermost to run in vector lanes, if any.
    pub(crate) lanes: Option<usize>,
    /// The register block of the point band and its unroll factors (rows, columns).
    pub(crate) register: Option<(RegisterPlan, [i64; 2])>,
    /// The members of the outermost band: the plain members, or the tile loops once tiled.
    pub(crate) outer: Vec<Member>,
    /// The coincidence of the members of the outermost band.
    pub(crate) outer_coincident: Vec<bool>,
    /// What lies below the outermost band.
    pub(crate) child: Node,
}

impl BandPlan {
    /// Whether the member at level `l` is coincident.
    pub(crate) fn coincident_at(&self, l: usize) -> bool {
        self.members
            .iter()
            .position(|&m| m == l)
            .is_some_and(|k| self.coincident[k])
    }
}

/// Builds the schedule tree of the hyperplanes `h` of `scop`, tiled and parallelized as
/// `opts` asks: [`build_tree_with`] and the passes of [`passes::passes`]`(opts)`.
pub fn build_tree(
    scop: &Scop,
    _deps: &[Dependence],
    h: &Hyperplanes,
    opts: &Options,
    log: &mut Vec<String>,
) -> Result<ScheduleTree> {
    build_tree_with(scop, h, &passes::passes(opts), log)
}

/// Builds the schedule tree of the hyperplanes `h` of `scop`, every band shaped by the band
/// passes of `passes` in their order ([`Pass::Hyperplanes`] is skipped: `h` is its result).
pub fn build_tree_with(
    scop: &Scop,
    h: &Hyperplanes,
    passes: &[Pass],
    log: &mut Vec<String>,
) -> Result<ScheduleTree> {
    let all: Vec<usize> = (0..scop.statements.len()).collect();
    let mut cx = Ctx {
        scop,
        h,
        passes,
        log,
    };
    let child = build(&mut cx, &all, 0)?;
    Ok(ScheduleTree::new(
        Node::Domain {
            domain: scop.domain()?,
            child: Box::new(child),
        },
        scop.params.clone(),
    ))
}

/// True when level `l` is the same constant for every statement of `group` (it orders
/// nothing there).
fn constant_on(h: &Hyperplanes, group: &[usize], l: usize) -> bool {
    let first = &h.rows[l][group[0]];
    group.iter().all(|&s| {
        let r = &h.rows[l][s];
        r.coeffs.iter().all(Int::is_zero) && r.constant == first.constant
    })
}

fn build(cx: &mut Ctx, group: &[usize], level: usize) -> Result<Node> {
    let h = cx.h;
    if level >= h.levels.len() || group.is_empty() {
        return Ok(Node::Leaf);
    }
    match h.levels[level] {
        LevelKind::Scalar => {
            let mut values: Vec<Int> = group
                .iter()
                .map(|&s| h.rows[level][s].constant.clone())
                .collect();
            values.sort();
            values.dedup();
            if values.len() == 1 {
                return build(cx, group, level + 1);
            }
            let mut children = Vec::new();
            for v in values {
                let part: Vec<usize> = group
                    .iter()
                    .copied()
                    .filter(|&s| h.rows[level][s].constant == v)
                    .collect();
                let mut filter = UnionMap::empty(cx.scop.params.clone());
                for &s in &part {
                    filter.add_map(cx.scop.statements[s].domain.align_params(&cx.scop.params)?)?;
                }
                children.push(Node::Filter {
                    filter,
                    child: Box::new(build(cx, &part, level + 1)?),
                });
            }
            Ok(Node::Sequence(children))
        }
        LevelKind::Band(b) => {
            let mut end = level;
            while end < h.levels.len() && h.levels[end] == LevelKind::Band(b) {
                end += 1;
            }
            // Members that order nothing in this group (the same constant everywhere) go.
            let members: Vec<usize> = (level..end)
                .filter(|&l| !constant_on(h, group, l))
                .collect();
            let child = build(cx, group, end)?;
            if members.is_empty() {
                return Ok(child);
            }
            let plan = plan_band(cx, group, (level, end), members, child)?;
            shape_band(cx, plan)
        }
    }
}

/// The plan of the band of levels `start..end` (`members` among them) for `group`, before
/// any pass: the plain members with their coincidence, above `child`.
pub(crate) fn plan_band(
    cx: &mut Ctx,
    group: &[usize],
    (start, end): (usize, usize),
    members: Vec<usize>,
    child: Node,
) -> Result<BandPlan> {
    let coincident = passes::coincidence(cx, group, start, &members)?;
    let names: Vec<&str> = group
        .iter()
        .map(|&s| cx.scop.statements[s].name.as_str())
        .collect();
    let names = names.join(",");
    let n = members.len();
    if group.len() > 1 {
        cx.log.push(format!("fused {names}: shared band of {n}"));
    }
    let par: Vec<String> = members
        .iter()
        .zip(&coincident)
        .filter(|(_, &c)| c)
        .map(|(&m, _)| format!("level {m}"))
        .collect();
    if !par.is_empty() {
        cx.log.push(format!(
            "band of {{{names}}} (levels {}..{}): parallel (coincident) members at {}",
            members[0],
            members[n - 1],
            par.join(", ")
        ));
    }
    // Chosen tile sizes tile only bands with reuse; given ones tile every band.
    let chosen = cx.passes.iter().find_map(|p| match p {
        Pass::Tile { sizes, .. } => Some(sizes.is_empty()),
        _ => None,
    });
    let tiled = n >= 2
        && match chosen {
            None => false,
            Some(false) => true,
            Some(true) => {
                let reuses = reuse::tiling_reuses(cx, group, &members, end);
                if !reuses {
                    cx.log.push(format!(
                        "band of {{{names}}}: not tiled (no reuse across its iterations)"
                    ));
                }
                reuses
            }
        };
    Ok(BandPlan {
        group: group.to_vec(),
        start,
        end,
        outer: members.iter().map(|&m| vec![(m, 1)]).collect(),
        outer_coincident: coincident.clone(),
        point_order: (0..n).collect(),
        members,
        coincident,
        names,
        tiled,
        stride_one: None,
        lanes: None,
        register: None,
        child,
    })
}

/// Runs the band passes of the list on `plan`, in order, and builds its nodes.
fn shape_band(cx: &mut Ctx, mut plan: BandPlan) -> Result<Node> {
    let list = cx.passes;
    for pass in list {
        match pass {
            Pass::Hyperplanes(_) => {}
            Pass::IntraTileOrder {
                reductions,
                innermost: Some(k),
            } if *k >= 1 && *k <= plan.members.len() => {
                passes::innermost_as_asked(cx, &mut plan, reductions, k - 1)
            }
            Pass::IntraTileOrder { reductions, .. } => {
                passes::intra_tile_order(cx, &mut plan, reductions)
            }
            Pass::RegisterBlock(factors) => passes::register_block(cx, &mut plan, *factors),
            Pass::Tile { sizes, l2 } => passes::tile(cx, &mut plan, sizes, l2.as_deref())?,
            Pass::ParallelMarks => passes::parallel_marks(cx, &mut plan),
            Pass::Wavefront => passes::wavefront(cx, &mut plan),
        }
    }
    band_node(
        cx,
        &plan.group,
        &plan.outer,
        plan.outer_coincident,
        plan.child,
    )
}

/// The loop levels of the bands below level `from` for `group`, down to the first scalar
/// level that splits the group (members constant on the whole group make no loop).
pub(crate) fn loops_below(h: &Hyperplanes, group: &[usize], from: usize) -> Vec<usize> {
    let mut out = Vec::new();
    for l in from..h.levels.len() {
        let constant = constant_on(h, group, l);
        match h.levels[l] {
            LevelKind::Scalar if !constant => break,
            LevelKind::Band(_) if !constant => out.push(l),
            _ => {}
        }
    }
    out
}

/// Rows of the block in outer-loop vectorization (two accumulators per lane: more made the
/// C compiler give up on the loop in measurements).
pub(crate) const OUTER_VECTOR_ROWS: i64 = 2;

/// `node` under a `simd` mark (the last member of the band below is vectorized).
fn simd_mark(node: Node) -> Node {
    Node::Mark {
        name: "simd".into(),
        child: Box::new(node),
    }
}

/// `node` with `f` applied to the first node below its chain of bands.
fn at_bottom(node: Node, f: &mut dyn FnMut(Node) -> Result<Node>) -> Result<Node> {
    match node {
        Node::Band(mut b) => {
            let child = std::mem::replace(&mut *b.child, Node::Leaf);
            *b.child = at_bottom(child, f)?;
            Ok(Node::Band(b))
        }
        other => f(other),
    }
}

/// `child` with a band of the plain members `block` (all coincident) under an `unroll` mark
/// at the bottom of its chain of bands: the block that hedra-codegen unrolls around the
/// innermost statement copies. With `lanes`, a `lanes` mark goes above it: the block lies
/// inside a reduction loop in vector lanes, whose copies each fold into a cell of their own
/// (late parallelization then counts a cell per copy, see [`crate::late`]).
fn unroll_at_bottom(
    cx: &Ctx,
    group: &[usize],
    block: &[usize],
    child: Node,
    lanes: bool,
) -> Result<Node> {
    if block.is_empty() {
        return Ok(child);
    }
    let mem: Vec<Member> = block.iter().map(|&l| vec![(l, 1)]).collect();
    at_bottom(child, &mut |bottom| {
        let unroll = Node::Mark {
            name: "unroll".into(),
            child: Box::new(band_node(cx, group, &mem, vec![true; mem.len()], bottom)?),
        };
        Ok(match lanes {
            true => Node::Mark {
                name: "lanes".into(),
                child: Box::new(unroll),
            },
            false => unroll,
        })
    })
}

/// The point bands of a tiled band and what lies below them: the members of the point band
/// just below the tile band (empty when the point bands are already part of the node) with
/// their coincidence, and the node below it.
type PointBands = (Vec<Member>, Vec<bool>, Node);

/// The point band without a register block: the members in the intra-tile order, except
/// `sink` (a coincident stride-1 member), which goes below the bands further down.
fn plain_point_band(
    cx: &Ctx,
    plan: &BandPlan,
    sink: Option<usize>,
    child: Node,
) -> Result<PointBands> {
    let members = &plan.members;
    let kept: Vec<usize> = plan
        .point_order
        .iter()
        .copied()
        .filter(|&k| Some(k) != sink)
        .collect();
    let child = match sink {
        Some(k) => at_bottom(child, &mut |bottom| {
            band_node(
                cx,
                &plan.group,
                &[vec![(members[k], 1)]],
                vec![true],
                bottom,
            )
        })?,
        None => child,
    };
    Ok((
        kept.iter().map(|&k| vec![(members[k], 1)]).collect(),
        kept.iter().map(|&k| plan.coincident[k]).collect(),
        child,
    ))
}

/// The plain members of the point band other than the register block's `cols` and `rows`,
/// in the intra-tile order: the accumulating members that stay.
fn other_point_members(
    plan: &BandPlan,
    cols: usize,
    rows: Option<usize>,
) -> (Vec<Member>, Vec<bool>) {
    plan.point_order
        .iter()
        .filter(|&&k| plan.members[k] != cols && Some(plan.members[k]) != rows)
        .map(|&k| (vec![(plan.members[k], 1)], plan.coincident[k]))
        .unzip()
}

/// [`BlockForm::ColumnsAroundInnermost`]: the rows (blocks of two) and the other accumulating
/// point members above the columns, which are vectorized around the innermost accumulating
/// loop only; the rows' block unrolled at the bottom.
fn columns_around_innermost(
    cx: &Ctx,
    plan: &BandPlan,
    p: &RegisterPlan,
    child: Node,
) -> Result<PointBands> {
    let rows = p.rows;
    let mut point: Vec<Member> = Vec::new();
    let mut coin = Vec::new();
    if let Some(l) = rows {
        point.push(vec![(l, OUTER_VECTOR_ROWS)]);
        coin.push(plan.coincident_at(l));
    }
    let (rest, rest_coin) = other_point_members(plan, p.cols, rows);
    point.extend(rest);
    coin.extend(rest_coin);
    let child = unroll_at_bottom(cx, &plan.group, rows.as_slice(), child, false)?;
    let cols = band_node(cx, &plan.group, &[vec![(p.cols, 1)]], vec![true], child)?;
    Ok((point, coin, simd_mark(cols)))
}

/// [`BlockForm::OuterVector`]: `(rows / 2, columns)` marked `simd`, then the other point
/// members, the bands below, and the rows' block (`rows`, when unrolled) at the bottom.
fn outer_vector(
    cx: &Ctx,
    plan: &BandPlan,
    p: &RegisterPlan,
    rows: Option<usize>,
    child: Node,
) -> Result<PointBands> {
    let mut point: Vec<Member> = Vec::new();
    let mut coin = Vec::new();
    if let Some(l) = rows {
        point.push(vec![(l, OUTER_VECTOR_ROWS)]);
        coin.push(plan.coincident_at(l));
    }
    point.push(vec![(p.cols, 1)]);
    coin.push(plan.coincident_at(p.cols));
    let (rest, rest_coin) = other_point_members(plan, p.cols, rows);
    let mut child = unroll_at_bottom(cx, &plan.group, rows.as_slice(), child, false)?;
    if !rest.is_empty() {
        child = band_node(cx, &plan.group, &rest, rest_coin, child)?;
    }
    let band = band_node(cx, &plan.group, &point, coin, child)?;
    Ok((Vec::new(), Vec::new(), simd_mark(band)))
}

/// [`BlockForm::Unrolled`]: the point band scans blocks — rows (`rows`, when unrolled, by
/// `r`) and columns (by `c`) strip-mined, then the other members in their order; the block
/// itself is scanned at the bottom of the chain, under an `unroll` mark.
fn unrolled_block(
    cx: &Ctx,
    plan: &BandPlan,
    p: &RegisterPlan,
    (rows, [r, c]): (Option<usize>, [i64; 2]),
    child: Node,
) -> Result<PointBands> {
    let mut point: Vec<Member> = Vec::new();
    let mut coin = Vec::new();
    let mut block = Vec::new();
    if let Some(l) = rows {
        point.push(vec![(l, r)]);
        coin.push(plan.coincident_at(l));
        block.push(l);
    }
    point.push(vec![(p.cols, c)]);
    coin.push(plan.coincident_at(p.cols));
    block.push(p.cols);
    let (rest, rest_coin) = other_point_members(plan, p.cols, rows);
    point.extend(rest);
    coin.extend(rest_coin);
    let child = unroll_at_bottom(cx, &plan.group, &block, child, plan.lanes.is_some())?;
    Ok((point, coin, child))
}

/// The point bands of `plan` for its register block (if any), above `child`.
pub(crate) fn point_bands(
    cx: &Ctx,
    plan: &BandPlan,
    sink: Option<usize>,
    child: Node,
) -> Result<PointBands> {
    match &plan.register {
        None => plain_point_band(cx, plan, sink, child),
        Some((p, _)) if p.form == BlockForm::ColumnsAroundInnermost => {
            columns_around_innermost(cx, plan, p, child)
        }
        Some((p, [r, _])) if p.form == BlockForm::OuterVector => {
            outer_vector(cx, plan, p, p.rows.filter(|_| *r > 1), child)
        }
        Some((p, [r, c])) => {
            unrolled_block(cx, plan, p, (p.rows.filter(|_| *r > 1), [*r, *c]), child)
        }
    }
}

/// `Σ c_k i_k + constant` over the input dimensions of `b`.
fn affine(b: &RelationBuilder, coeffs: &[Int], constant: &Int) -> Result<Expr> {
    let mut e: Option<Expr> = None;
    for (k, c) in coeffs.iter().enumerate().filter(|(_, c)| !c.is_zero()) {
        let t = b.dim(DimType::In, k)?.scale(c);
        e = Some(match e {
            Some(acc) => acc.add(&t),
            None => t,
        });
    }
    let c = Expr::constant(constant.clone());
    Ok(match e {
        Some(acc) if !constant.is_zero() => acc.add(&c),
        Some(acc) => acc,
        None => c,
    })
}

/// A band node from members given as sums of `floor(level / divisor)` terms.
pub(crate) fn band_node(
    cx: &Ctx,
    group: &[usize],
    mem: &[Vec<(usize, i64)>],
    coincident: Vec<bool>,
    child: Node,
) -> Result<Node> {
    let scop = cx.scop;
    let mut partial = UnionMap::empty(scop.params.clone());
    for &s in group {
        let st = &scop.statements[s];
        let domain = Tuple::with_dim_names(Some(&st.name), &st.iterators);
        let space = Space::map(scop.params.clone(), domain, Tuple::anonymous(mem.len()));
        let mut b = RelationBuilder::new(space)?;
        for (m, terms) in mem.iter().enumerate() {
            let mut member: Option<Expr> = None;
            for &(l, d) in terms {
                let hp: &Hyperplane = &cx.h.rows[l][s];
                let mut e = affine(&b, &hp.coeffs, &hp.constant)?;
                if d != 1 {
                    e = b.floor_div(&e, &Int::from(d))?;
                }
                member = Some(match member {
                    Some(acc) => acc.add(&e),
                    None => e,
                });
            }
            b.set_dim(DimType::Out, m, &member.unwrap_or_else(|| Expr::from(0)))?;
        }
        partial.add_map(b.build()?)?;
    }
    Ok(Node::Band(Band {
        partial,
        coincident,
        permutable: true,
        reductions: Vec::new(),
        private: Vec::new(),
        child: Box::new(child),
    }))
}
