//! From hyperplanes to a schedule tree: bands, sequences, tiling, intra-tile order and
//! parallelism.
//!
//! Levels of the same band become one band node per group of statements that the scalar
//! levels above have separated; a scalar level whose statements take several values becomes a
//! sequence of filters. A member is *coincident* when every dependence inside the group that
//! is not satisfied before the band has distance zero at that member: then the loop can run in
//! parallel at any position inside the band, also after tiling (the condition is stronger
//! than "not carried", which is what makes it survive permutation).
//!
//! **Tiling.** A permutable band `(φ_1, .., φ_n)`, `n >= 2`, becomes a tile band
//! `(floor(φ_1/T_1), .., floor(φ_n/T_n))` above a point band `(φ_1, .., φ_n)`; with a second
//! level, `floor(φ_k/(T_k L_k))` goes above both. Because the band is permutable (all
//! dependence distances are non-negative in every member), the tile loops and the point loops
//! may each be ordered freely.
//!
//! **Intra-tile order.** Among the coincident members of the point band, the one whose
//! iterator is the stride-1 (last) subscript of most accesses and varies no other subscript
//! goes innermost, so that the innermost loop is parallel and walks memory contiguously:
//! for `gemm` the point band `(i, j, k)` becomes `(i, k, j)`.
//!
//! **Parallelism** (with [`Options::parallel`](crate::Options)). If the outermost tile loop is
//! not coincident but another is, that one moves to the front. If none is, the tile band is
//! skewed into a *wavefront*: its first member becomes `floor(φ_1/T_1) + floor(φ_2/T_2)`.
//! Tile distances are non-negative in a permutable band, so a dependence between tiles has
//! distance zero in the sum only when it has zero in both: the second tile loop is then
//! coincident (tiles on one wavefront run in parallel, pipelined along the sum).

use crate::pluto::{distance_at_most_zero, Hyperplane, Hyperplanes, LevelKind};
use crate::register::{self, BlockForm};
use crate::{Error, Options, Result, DEFAULT_TILE};
use hedra_deps::Dependence;
use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::{DimType, Expr, Int, MultiAff, RelationBuilder, Space, Tuple, UnionMap};

struct Ctx<'a> {
    scop: &'a Scop,
    h: &'a Hyperplanes,
    opts: &'a Options,
    log: &'a mut Vec<String>,
}

/// Builds the schedule tree of the hyperplanes `h` of `scop`, tiled and parallelized as
/// `opts` asks.
pub fn build_tree(
    scop: &Scop,
    _deps: &[Dependence],
    h: &Hyperplanes,
    opts: &Options,
    log: &mut Vec<String>,
) -> Result<ScheduleTree> {
    let all: Vec<usize> = (0..scop.statements.len()).collect();
    let mut cx = Ctx { scop, h, opts, log };
    let child = build(&mut cx, &all, 0)?;
    Ok(ScheduleTree::new(
        Node::Domain {
            domain: scop.domain()?,
            child: Box::new(child),
        },
        scop.params.clone(),
    ))
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
                .filter(|&l| {
                    let first = &h.rows[l][group[0]];
                    !group.iter().all(|&s| {
                        let r = &h.rows[l][s];
                        r.coeffs.iter().all(Int::is_zero) && r.constant == first.constant
                    })
                })
                .collect();
            let child = build(cx, group, end)?;
            if members.is_empty() {
                return Ok(child);
            }
            make_band(cx, group, level, end, &members, child)
        }
    }
}

/// The coincidence of each member: zero distance on every edge inside `group` that is not
/// satisfied before the band starts at `start`.
fn coincidence(cx: &Ctx, group: &[usize], start: usize, members: &[usize]) -> Result<Vec<bool>> {
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
                out[k] = distance_at_most_zero(e, &row[e.source], &row[e.target], np)?;
            }
        }
    }
    Ok(out)
}

/// How well member `m` suits the innermost position: per access that moves along the
/// member's iterator, +rank when only its last subscript moves, with unit stride, and -rank
/// otherwise (the rank of the array weighs it: a matrix walked by columns costs more than a
/// vector walked contiguously gains).
fn stride_score(cx: &Ctx, group: &[usize], m: usize) -> i64 {
    let np = cx.scop.params.len();
    let mut score = 0;
    for &s in group {
        let hp = &cx.h.rows[m][s];
        let nz: Vec<usize> = (0..hp.coeffs.len())
            .filter(|&i| !hp.coeffs[i].is_zero())
            .collect();
        let st = &cx.scop.statements[s];
        for a in &st.accesses {
            let Ok(f) = a
                .relation
                .align_params(&cx.scop.params)
                .and_then(|r| MultiAff::from_map(&r))
            else {
                continue;
            };
            let rows = f.exprs();
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
                score += weight;
            } else {
                score -= weight;
            }
        }
    }
    score
}

/// The loop levels of the bands below level `from` for `group`, down to the first scalar
/// level that splits the group (members constant on the whole group make no loop).
fn loops_below(h: &Hyperplanes, group: &[usize], from: usize) -> Vec<usize> {
    let mut out = Vec::new();
    for l in from..h.levels.len() {
        let first = &h.rows[l][group[0]];
        let constant = group.iter().all(|&s| {
            let r = &h.rows[l][s];
            r.coeffs.iter().all(Int::is_zero) && r.constant == first.constant
        });
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
const OUTER_VECTOR_ROWS: i64 = 2;

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

/// `child` with the rows member `rows` (if any) scanned by a one-member band under an
/// `unroll` mark at the bottom of its chain of bands: the block of rows that hedra-codegen
/// unrolls around the innermost statement copies.
fn unroll_rows_at_bottom(
    cx: &mut Ctx,
    group: &[usize],
    rows: Option<usize>,
    child: Node,
) -> Result<Node> {
    let Some(l) = rows else {
        return Ok(child);
    };
    at_bottom(child, &mut |bottom| {
        Ok(Node::Mark {
            name: "unroll".into(),
            child: Box::new(band_node(cx, group, &[vec![(l, 1)]], vec![true], bottom)?),
        })
    })
}

fn make_band(
    cx: &mut Ctx,
    group: &[usize],
    start: usize,
    end: usize,
    members: &[usize],
    child: Node,
) -> Result<Node> {
    let coincident = coincidence(cx, group, start, members)?;
    let names: Vec<&str> = group
        .iter()
        .map(|&s| cx.scop.statements[s].name.as_str())
        .collect();
    let names = names.join(",");
    let n = members.len();
    if group.len() > 1 {
        cx.log.push(format!("fused {names}: shared band of {n}"));
    }
    let tile = cx.opts.tile.clone().filter(|_| n >= 2);
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
    // Each member as a list of (level, divisor) terms summed; a plain member is [(m, 1)].
    type Member = Vec<(usize, i64)>;
    let Some(sizes) = tile else {
        let mut mem: Vec<Member> = members.iter().map(|&m| vec![(m, 1)]).collect();
        let mut coin = coincident.clone();
        if cx.opts.parallel {
            parallelize(cx, group, start, &names, &mut mem, &mut coin);
        }
        return band_node(cx, group, &mem, coin, child);
    };
    // Point band with the best vectorizable member innermost.
    let mut order: Vec<usize> = (0..n).collect();
    let best = (0..n)
        .filter(|&k| coincident[k])
        .map(|k| (stride_score(cx, group, members[k]), k))
        .filter(|&(sc, _)| sc > 0)
        .max_by_key(|&(sc, k)| (sc, std::cmp::Reverse(k)));
    if let Some((_, k)) = best {
        if k != n - 1 {
            order.retain(|&x| x != k);
            order.push(k);
            cx.log.push(format!(
                "band of {{{names}}}: level {} moved innermost inside the tiles (parallel, stride 1)",
                members[k]
            ));
        }
    } else if !coincident[n - 1]
        && register::writes_move_along(cx.scop, cx.h, group, members[n - 1])
    {
        // No contiguous parallel member, and the innermost member carries a dependence: its
        // loop would be a chain of dependent instances (adi's `P[j][i]` from `P[j][i-1]`,
        // bound by the latency of a division). With a parallel member innermost instead,
        // the chains of a tile advance side by side and the loop vectorizes across them;
        // the tile keeps the strided accesses within a few cache lines per row.
        if let Some(k) = (0..n).rev().find(|&k| coincident[k]) {
            order.retain(|&x| x != k);
            order.push(k);
            cx.log.push(format!(
                "band of {{{names}}}: level {} moved innermost inside the tiles (parallel, across the recurrences of level {})",
                members[k], members[n - 1]
            ));
        }
    }
    // Register tiling of the point band (see `register`).
    let reg = cx.opts.register_tile.and_then(|factors| {
        let below = loops_below(cx.h, group, end);
        let levels: Vec<usize> = order.iter().map(|&k| members[k]).collect();
        let coin: Vec<bool> = order.iter().map(|&k| coincident[k]).collect();
        register::plan(&register::BandView {
            scop: cx.scop,
            h: cx.h,
            group,
            order: &levels,
            coincident: &coin,
            below: &below,
            stride_one: best.map(|(_, k)| members[k]),
        })
        .map(|p| (p, factors))
    });
    // Tile sizes: as given (the last repeats), or chosen: multiples of the register block
    // where register tiling applies (a long stride-1 tile, rows for several blocks, a deep
    // accumulation), DEFAULT_TILE elsewhere.
    let size = |k: usize| -> i64 {
        if !sizes.is_empty() {
            return sizes[k.min(sizes.len() - 1)];
        }
        match &reg {
            Some((p, _))
                if matches!(
                    p.form,
                    BlockForm::OuterVector | BlockForm::ColumnsAroundInnermost
                ) && p.rows == Some(members[k]) =>
            {
                OUTER_VECTOR_ROWS * 16
            }
            Some((p, [r, _])) if p.rows == Some(members[k]) => r * 16,
            Some((p, [_, c])) if p.cols == members[k] => c * 32,
            Some(_) => 256,
            None => DEFAULT_TILE,
        }
    };
    let coincident_of = |l: usize| {
        members
            .iter()
            .position(|&m| m == l)
            .is_some_and(|k| coincident[k])
    };
    // Without register tiling, the stride-1 parallel member also goes below the bands
    // further down (it carries no dependence, so it may move past them), so that the
    // innermost loop is the vectorizable one.
    let sink = match (&reg, best) {
        (None, Some((_, k))) if n > 1 && !loops_below(cx.h, group, end).is_empty() => Some(k),
        _ => None,
    };
    let (point, point_coin, child) = match &reg {
        None => {
            let kept: Vec<usize> = order.iter().copied().filter(|&k| Some(k) != sink).collect();
            let child = match sink {
                Some(k) => {
                    cx.log.push(format!(
                        "band of {{{names}}}: level {} moved below the inner bands (parallel, stride 1)",
                        members[k]
                    ));
                    at_bottom(child, &mut |bottom| {
                        band_node(cx, group, &[vec![(members[k], 1)]], vec![true], bottom)
                    })?
                }
                None => child,
            };
            (
                kept.iter().map(|&k| vec![(members[k], 1)]).collect(),
                kept.iter().map(|&k| coincident[k]).collect(),
                child,
            )
        }
        Some((p, _)) if p.form == BlockForm::ColumnsAroundInnermost => {
            // The columns vectorized around the innermost accumulating loop only: the rows
            // (blocks of two) and the other accumulating point members above them, the rows'
            // block unrolled at the bottom.
            let rows = p.rows;
            let mut point: Vec<Member> = Vec::new();
            let mut coin = Vec::new();
            if let Some(l) = rows {
                point.push(vec![(l, OUTER_VECTOR_ROWS)]);
                coin.push(coincident_of(l));
            }
            for &k in &order {
                let m = members[k];
                if m != p.cols && Some(m) != rows {
                    point.push(vec![(m, 1)]);
                    coin.push(coincident[k]);
                }
            }
            let child = unroll_rows_at_bottom(cx, group, rows, child)?;
            let cols = p.cols;
            let child = simd_mark(band_node(cx, group, &[vec![(cols, 1)]], vec![true], child)?);
            cx.log.push(format!(
                "band of {{{names}}}: register tiling, level {cols} vectorized around the innermost accumulating loop"
            ));
            (point, coin, child)
        }
        Some((p, [r, _])) if p.form == BlockForm::OuterVector => {
            // Outer-loop vectorization: (rows / 2, columns) marked simd, then the other
            // point members, the bands below, and the rows' block unrolled at the bottom.
            let rows = p.rows.filter(|_| *r > 1);
            let mut point: Vec<Member> = Vec::new();
            let mut coin = Vec::new();
            if let Some(l) = rows {
                point.push(vec![(l, OUTER_VECTOR_ROWS)]);
                coin.push(coincident_of(l));
            }
            point.push(vec![(p.cols, 1)]);
            coin.push(coincident_of(p.cols));
            let rest: Vec<usize> = order
                .iter()
                .copied()
                .filter(|&k| members[k] != p.cols && Some(members[k]) != rows)
                .collect();
            let mut child = unroll_rows_at_bottom(cx, group, rows, child)?;
            if !rest.is_empty() {
                let mem: Vec<Member> = rest.iter().map(|&k| vec![(members[k], 1)]).collect();
                let c: Vec<bool> = rest.iter().map(|&k| coincident[k]).collect();
                child = band_node(cx, group, &mem, c, child)?;
            }
            cx.log.push(format!(
                "band of {{{names}}}: register tiling by outer-loop vectorization, level {} vectorized around the accumulating loops{}",
                p.cols,
                rows.map(|l| format!(", level {l} unrolled by {OUTER_VECTOR_ROWS}"))
                    .unwrap_or_default()
            ));
            let band = band_node(cx, group, &point, coin, child)?;
            (Vec::new(), Vec::new(), simd_mark(band))
        }
        Some((p, [r, c])) => {
            // The point band scans blocks: rows and columns strip-mined, then the other
            // members in their order; the block itself is scanned at the bottom of the chain.
            let rows = p.rows.filter(|_| *r > 1);
            let mut point: Vec<Member> = Vec::new();
            let mut coin = Vec::new();
            let mut block: Vec<Member> = Vec::new();
            if let Some(l) = rows {
                point.push(vec![(l, *r)]);
                coin.push(coincident_of(l));
                block.push(vec![(l, 1)]);
            }
            point.push(vec![(p.cols, *c)]);
            coin.push(coincident_of(p.cols));
            block.push(vec![(p.cols, 1)]);
            for &k in &order {
                let m = members[k];
                if m != p.cols && Some(m) != rows {
                    point.push(vec![(m, 1)]);
                    coin.push(coincident[k]);
                }
            }
            let block_coin = vec![true; block.len()];
            let child = at_bottom(child, &mut |bottom| {
                Ok(Node::Mark {
                    name: "unroll".into(),
                    child: Box::new(band_node(cx, group, &block, block_coin.clone(), bottom)?),
                })
            })?;
            cx.log.push(format!(
                "band of {{{names}}}: register tiling, {}{c} (level {}) block unrolled inside level {} (accumulating loop innermost)",
                rows.map(|l| format!("{r} (level {l}) x ")).unwrap_or_default(),
                p.cols,
                p.innermost
            ));
            (point, coin, child)
        }
    };
    // An empty point list means the point bands are already built (in `child`).
    let mut node = if point.is_empty() {
        child
    } else {
        band_node(cx, group, &point, point_coin, child)?
    };
    let mut tiles: Vec<Member> = (0..n).map(|k| vec![(members[k], size(k))]).collect();
    let mut tile_coin = coincident.clone();
    let sizes_text: Vec<String> = (0..n).map(|k| size(k).to_string()).collect();
    cx.log.push(format!(
        "band of {{{names}}}: tiled {n} members with sizes {}",
        sizes_text.join("x")
    ));
    if let Some(l2) = cx.opts.l2_tile.clone() {
        let l2size = |k: usize| l2[k.min(l2.len() - 1)];
        node = band_node(cx, group, &tiles, tile_coin.clone(), node)?;
        tiles = (0..n)
            .map(|k| {
                size(k)
                    .checked_mul(l2size(k))
                    .map(|t| vec![(members[k], t)])
                    .ok_or_else(|| Error::Options("tile sizes too large".into()))
            })
            .collect::<Result<_>>()?;
        cx.log.push(format!(
            "band of {{{names}}}: second tiling level, {} tiles per outer tile",
            (0..n)
                .map(|k| l2size(k).to_string())
                .collect::<Vec<_>>()
                .join("x")
        ));
    }
    if cx.opts.parallel {
        parallelize(cx, group, start, &names, &mut tiles, &mut tile_coin);
    }
    band_node(cx, group, &tiles, tile_coin, node)
}

/// Moves a coincident member to the front, or skews the first member into a wavefront.
///
/// A wavefront is made only for a band that no loop of the group encloses: inside a
/// sequential loop it would start a parallel region per wavefront per outer iteration (for
/// Floyd–Warshall's tiles inside `k`, far more synchronization than work).
fn parallelize(
    cx: &mut Ctx,
    group: &[usize],
    start: usize,
    names: &str,
    mem: &mut Vec<Vec<(usize, i64)>>,
    coin: &mut [bool],
) {
    let enclosed = (0..start).any(|l| {
        matches!(cx.h.levels[l], LevelKind::Band(_))
            && group
                .iter()
                .any(|&s| cx.h.rows[l][s].coeffs.iter().any(|c| !c.is_zero()))
    });
    if coin.first().copied().unwrap_or(true) {
        return;
    }
    if let Some(k) = coin.iter().position(|&c| c) {
        let m = mem.remove(k);
        mem.insert(0, m);
        let c = coin[k];
        for j in (1..=k).rev() {
            coin[j] = coin[j - 1];
        }
        coin[0] = c;
        cx.log.push(format!(
            "band of {{{names}}}: parallel member moved outermost"
        ));
    } else if mem.len() >= 2 && cx.opts.wavefront && !enclosed {
        let second = mem[1].clone();
        mem[0].extend(second);
        coin[1] = true;
        cx.log.push(format!(
            "band of {{{names}}}: wavefront (first loop = sum of the first two), second loop parallel"
        ));
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
fn band_node(
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
        child: Box::new(child),
    }))
}
