//! What the schedules of the kernel suite must show: full tiling with an outer parallel tile
//! loop for the matrix products, skewed, tiled, wavefront-parallel stencils, and fusion of
//! independent loop nests where the data allows (bicg).

use hedra_ir::schedule_tree::{Band, Node};
use hedra_sched::{find_hyperplanes, schedule, Fusion, Options};
use std::path::Path;

fn scop(name: &str) -> hedra_ir::Scop {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let src = std::fs::read_to_string(root.join(name).join(format!("{name}.c"))).unwrap();
    hedra_c::extract(&src).scops().next().unwrap().clone()
}

fn bands<'a>(n: &'a Node, out: &mut Vec<&'a Band>) {
    match n {
        Node::Leaf => {}
        Node::Band(b) => {
            out.push(b);
            bands(&b.child, out);
        }
        Node::Domain { child, .. }
        | Node::Context { child, .. }
        | Node::Filter { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. } => bands(child, out),
        Node::Sequence(c) | Node::Set(c) => c.iter().for_each(|c| bands(c, out)),
    }
}

/// A band of tile loops: its partial schedules use integer division.
fn is_tile_band(b: &Band) -> bool {
    b.partial
        .maps()
        .iter()
        .any(|m| m.basics().iter().any(|bm| bm.n_div() > 0))
}

fn scheduled(name: &str) -> (hedra_ir::Scop, hedra_sched::Outcome) {
    let s = scop(name);
    let deps = hedra_deps::memory_based(&s).unwrap();
    let opts = Options {
        parallel: true,
        ..Options::default()
    };
    let out = schedule(&s, &deps, &opts).unwrap();
    assert!(!out.fell_back, "{name}: {:?}", out.log);
    (s, out)
}

#[test]
fn matrix_products_are_fully_tiled_with_an_outer_parallel_loop() {
    for name in ["gemm", "mm_chain2", "mm_chain3", "syrk", "syr2k"] {
        let (s, out) = scheduled(name);
        let Node::Domain { child, .. } = &out.tree.root else {
            panic!()
        };
        let mut bs = Vec::new();
        bands(child, &mut bs);
        // Every statement in 3 loops or more lies in a tile band of as many members, whose
        // outermost member is parallel.
        for st in s.statements.iter().filter(|st| st.iterators.len() >= 3) {
            let ok = bs.iter().any(|b| {
                is_tile_band(b)
                    && b.coincident.len() >= st.iterators.len()
                    && b.coincident[0]
                    && b.partial
                        .maps()
                        .iter()
                        .any(|m| m.space().in_tuple.name.as_deref() == Some(st.name.as_str()))
            });
            assert!(
                ok,
                "{name}: {} is not fully tiled with a parallel outer loop\n{}",
                st.name, out.tree
            );
        }
    }
}

#[test]
fn stencils_are_skewed_tiled_and_wavefront_parallel() {
    for name in ["jacobi_1d", "jacobi_2d", "seidel_2d", "heat_3d", "fdtd_2d"] {
        let (s, out) = scheduled(name);
        let deps = hedra_deps::memory_based(&s).unwrap();
        let h = find_hyperplanes(&s, &deps, Fusion::Smart, &mut Vec::new()).unwrap();
        let skewed = h.rows.iter().any(|r| {
            r.iter()
                .any(|hp| hp.coeffs.iter().filter(|c| !c.is_zero()).count() >= 2)
        });
        assert!(skewed, "{name}: no skewed hyperplane");
        let Node::Domain { child, .. } = &out.tree.root else {
            panic!()
        };
        let mut bs = Vec::new();
        bands(child, &mut bs);
        let wavefront = bs.iter().any(|b| {
            is_tile_band(b) && b.coincident.len() >= 2 && !b.coincident[0] && b.coincident[1]
        });
        assert!(wavefront, "{name}: no wavefront tile band\n{}", out.tree);
        assert!(out.log.iter().any(|l| l.contains("wavefront")));
    }
}

#[test]
fn the_two_products_of_bicg_are_fused() {
    let (_, out) = scheduled("bicg_mv");
    let Node::Domain { child, .. } = &out.tree.root else {
        panic!()
    };
    let mut bs = Vec::new();
    bands(child, &mut bs);
    let fused = bs.iter().any(|b| {
        let names: Vec<_> = b
            .partial
            .maps()
            .iter()
            .filter_map(|m| m.space().in_tuple.name.clone())
            .collect();
        names.contains(&"S1".to_string()) && names.contains(&"S3".to_string())
    });
    assert!(fused, "{}", out.tree);
}

#[test]
fn nofuse_separates_what_smartfuse_fuses() {
    let s = scop("bicg_mv");
    let deps = hedra_deps::memory_based(&s).unwrap();
    let mut log = Vec::new();
    let h = find_hyperplanes(&s, &deps, Fusion::No, &mut log).unwrap();
    assert_eq!(h.levels[0], hedra_sched::LevelKind::Scalar, "{log:?}");
    let h = find_hyperplanes(&s, &deps, Fusion::Max, &mut Vec::new()).unwrap();
    assert!(matches!(h.levels[0], hedra_sched::LevelKind::Band(_)));
}

/// An accumulation stores contiguously in its inner loop: in dual_mv the second product
/// `x2[i] += A[j][i] * y2[j]` is interchanged (`j` outside), so that, fused with the first
/// product's `i` loop, both walk `A` by rows in one pass.
#[test]
fn accumulations_keep_their_contiguous_store_inside() {
    let s = scop("dual_mv");
    let deps = hedra_deps::memory_based(&s).unwrap();
    let mut log = Vec::new();
    let h = find_hyperplanes(&s, &deps, Fusion::Smart, &mut log).unwrap();
    let s3 = s.statements.iter().position(|st| st.name == "S3").unwrap();
    let i = s.statements[s3]
        .iterators
        .iter()
        .position(|n| n == "i")
        .unwrap();
    let j = s.statements[s3]
        .iterators
        .iter()
        .position(|n| n == "j")
        .unwrap();
    let first = h
        .rows
        .iter()
        .zip(&h.levels)
        .find(|(r, l)| {
            **l != hedra_sched::LevelKind::Scalar && r[s3].coeffs.iter().any(|c| !c.is_zero())
        })
        .map(|(r, _)| r[s3].coeffs.clone())
        .unwrap();
    assert!(
        !first[j].is_zero() && first[i].is_zero(),
        "first hyperplane of S3: {first:?}\n{}",
        log.join("\n")
    );
}

/// adi's sweeps are recurrences (`P[j][i]` from `P[j][i - 1]`) along the contiguous
/// dimension, independent across `j`: inside the tiles the parallel loop goes innermost, so
/// that the chains advance side by side (vectorized across them) instead of one division
/// latency after another; an accumulation (`y[i] += A[i][j] x[j]`, sum_mv) is not such a
/// chain and keeps its contiguous loop innermost.
#[test]
fn recurrences_advance_side_by_side_inside_tiles() {
    let (_, out) = scheduled("adi");
    assert!(
        out.log
            .iter()
            .any(|l| l
                .contains("moved innermost inside the tiles (parallel, across the recurrences")),
        "{}",
        out.log.join("\n")
    );
    for name in ["sum_mv", "normal_matvec", "gemver"] {
        let (_, out) = scheduled(name);
        assert!(
            !out.log.iter().any(|l| l.contains("across the recurrences")),
            "{name}: {}",
            out.log.join("\n")
        );
    }
}

/// The 2-D convolution has two accumulating loops along which every access is contiguous:
/// its register block vectorizes the columns around the innermost one only, with the other
/// above (compilers vectorize an outer loop around a single inner loop), and the whole tree
/// passes the legality check.
#[test]
fn a_convolution_vectorizes_its_columns_around_the_innermost_accumulation() {
    let s = scop("conv_2d");
    let deps = hedra_deps::memory_based(&s).unwrap();
    let opts = Options {
        parallel: true,
        tile: Some(vec![]),
        register_tile: Some([6, 16]),
        ..Options::default()
    };
    let out = schedule(&s, &deps, &opts).unwrap();
    assert!(!out.fell_back, "{:?}", out.log);
    assert!(
        out.log
            .iter()
            .any(|l| l.contains("vectorized around the innermost accumulating loop")),
        "{}",
        out.log.join("\n")
    );
}

/// image_stats' six reductions into scalars over one image: the scalars' memory-based
/// dependences keep each reduction from a second permutable hyperplane, alone or fused.
/// Smart fusion still cuts them apart (and says that this gave no band), while
/// `SmartKeep` keeps the six in one nest: one scalar level separates them from nothing.
#[test]
fn smartkeep_keeps_reductions_that_no_cut_deepens_in_one_nest() {
    let s = scop("image_stats");
    let deps = hedra_deps::memory_based(&s).unwrap();
    let reductions: Vec<usize> = s
        .statements
        .iter()
        .enumerate()
        .filter(|(_, st)| st.iterators.len() == 2 && st.iterators[1] == "j")
        .map(|(k, _)| k)
        .take(6)
        .collect();
    assert_eq!(reductions.len(), 6);
    // The position of each reduction at every scalar level but the innermost (which orders
    // the statements of one loop body): equal everywhere means one loop nest.
    let nest = |h: &hedra_sched::Hyperplanes, k: usize| -> Vec<String> {
        let mut p: Vec<String> = h
            .levels
            .iter()
            .zip(&h.rows)
            .filter(|(l, _)| **l == hedra_sched::LevelKind::Scalar)
            .map(|(_, r)| r[k].constant.to_string())
            .collect();
        p.pop();
        p
    };
    let mut log = Vec::new();
    let smart = find_hyperplanes(&s, &deps, Fusion::Smart, &mut log).unwrap();
    assert!(smart.separated_for_no_band, "{log:#?}");
    let apart = reductions
        .iter()
        .any(|&k| nest(&smart, k) != nest(&smart, reductions[0]));
    assert!(apart, "{log:#?}");
    let mut log = Vec::new();
    let kept = find_hyperplanes(&s, &deps, Fusion::SmartKeep, &mut log).unwrap();
    for &k in &reductions {
        assert_eq!(nest(&kept, k), nest(&kept, reductions[0]), "{log:#?}");
    }
}
