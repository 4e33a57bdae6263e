//! The legality checker against hand-written schedules: deliberately illegal ones (interchange
//! across a `(1, -1)` dependence, reversal, a fusion that breaks a dependence, tiling of a band
//! that is not permutable) are rejected, legal ones (the original order, a skew, a shifted
//! fusion, a legal tiling) accepted.

use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::{parse_union, UnionMap};
use hedra_sched::check_legality;

fn scop_of(body: &str) -> Scop {
    let src = format!(
        "void f(int N, double A[N][N], double B[N], double C[N], double D[N]) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n"
    );
    let ex = hedra_c::extract(&src);
    let s = ex.scops().next().expect("a scop").clone();
    s
}

/// A tree `domain -> band(partial)`; `partial` in isl notation, one band member per output.
fn one_band(scop: &Scop, partial: &str) -> ScheduleTree {
    let partial: UnionMap = parse_union(partial)
        .unwrap()
        .align_params(&scop.params)
        .unwrap();
    let members = partial.maps()[0].space().n_out();
    ScheduleTree::new(
        Node::Domain {
            domain: scop.domain().unwrap(),
            child: Box::new(Node::Band(Band {
                partial,
                coincident: vec![false; members],
                permutable: false,
                reductions: Vec::new(),
                private: Vec::new(),
                child: Box::new(Node::Leaf),
            })),
        },
        scop.params.clone(),
    )
}

fn legal(scop: &Scop, tree: &ScheduleTree) -> bool {
    let deps = hedra_deps::memory_based(scop).unwrap();
    assert!(!deps.is_empty());
    let rep = check_legality(scop, &deps, tree).unwrap();
    assert_eq!(rep.checked, deps.len());
    rep.is_legal()
}

const DIAGONAL: &str = "for (int i = 1; i < N; i++)\n  for (int j = 0; j < N - 1; j++)\n    A[i][j] = A[i - 1][j + 1];";

#[test]
fn interchange_across_a_one_minus_one_dependence_is_rejected() {
    let scop = scop_of(DIAGONAL);
    assert!(legal(&scop, &ScheduleTree::from_scop(&scop).unwrap()));
    assert!(legal(
        &scop,
        &one_band(&scop, "[N] -> { S0[i, j] -> [i, j] }")
    ));
    let deps = hedra_deps::memory_based(&scop).unwrap();
    let rep = check_legality(
        &scop,
        &deps,
        &one_band(&scop, "[N] -> { S0[i, j] -> [j, i] }"),
    )
    .unwrap();
    assert!(!rep.is_legal());
    assert!(rep.violations.iter().any(|v| v.kind == "raw"));
    // The skew (i, i + j) makes the interchange legal: (1, -1) becomes (1, 0).
    assert!(legal(
        &scop,
        &one_band(&scop, "[N] -> { S0[i, j] -> [i + j, i] }")
    ));
}

#[test]
fn tiling_a_band_that_is_not_permutable_is_rejected() {
    let scop = scop_of(DIAGONAL);
    let tiled = "[N] -> { S0[i, j] -> [floor(i/4), floor(j/4), i, j] }";
    assert!(!legal(&scop, &one_band(&scop, tiled)));
    // After the skew j' = i + j the band is permutable and tiles legally.
    let skewed = "[N] -> { S0[i, j] -> [floor(i/4), floor((i + j)/4), i, i + j] }";
    assert!(legal(&scop, &one_band(&scop, skewed)));
}

#[test]
fn reversal_is_rejected() {
    let scop = scop_of("for (int i = 1; i < N; i++)\n  B[i] = B[i - 1];");
    assert!(legal(&scop, &one_band(&scop, "[N] -> { S0[i] -> [i] }")));
    assert!(!legal(&scop, &one_band(&scop, "[N] -> { S0[i] -> [-i] }")));
    // Also a write-after-write order: two writes of the same cell, reversed.
    let scop = scop_of("for (int i = 0; i < N; i++)\n  B[0] = C[i];");
    assert!(!legal(
        &scop,
        &one_band(&scop, "[N] -> { S0[i] -> [N - i] }")
    ));
}

#[test]
fn fusion_that_breaks_a_dependence_is_rejected() {
    let scop = scop_of(
        "for (int i = 0; i < N - 1; i++)\n  B[i] = C[i];\nfor (int i = 0; i < N - 1; i++)\n  D[i] = B[i + 1];",
    );
    assert!(legal(&scop, &ScheduleTree::from_scop(&scop).unwrap()));
    // Fused: S1 at i reads B[i + 1], which S0 writes only at i + 1, later.
    assert!(!legal(
        &scop,
        &one_band(&scop, "[N] -> { S0[i] -> [i, 0]; S1[i] -> [i, 1] }")
    ));
    // Fused with a shift of S1 by one iteration: legal.
    assert!(legal(
        &scop,
        &one_band(&scop, "[N] -> { S0[i] -> [i, 0]; S1[i] -> [i + 1, 1] }")
    ));
    // Reordering the loops (S1 first): illegal.
    assert!(!legal(
        &scop,
        &one_band(&scop, "[N] -> { S0[i] -> [1, i]; S1[i] -> [0, i] }")
    ));
}

#[test]
fn the_scheduler_finds_the_skew_and_passes() {
    let scop = scop_of(DIAGONAL);
    let deps = hedra_deps::memory_based(&scop).unwrap();
    let out = hedra_sched::schedule(&scop, &deps, &hedra_sched::Options::default()).unwrap();
    assert!(!out.fell_back, "{:?}", out.log);
    assert!(check_legality(&scop, &deps, &out.tree).unwrap().is_legal());
    // The band must be skewed to be permutable: some hyperplane uses both i and j.
    let h =
        hedra_sched::find_hyperplanes(&scop, &deps, hedra_sched::Fusion::Smart, &mut Vec::new())
            .unwrap();
    assert!(h
        .rows
        .iter()
        .any(|r| r[0].coeffs.iter().filter(|c| !c.is_zero()).count() == 2));
}

#[test]
fn an_illegal_transformation_falls_back_to_the_original_order() {
    let scop = scop_of(DIAGONAL);
    let deps = hedra_deps::memory_based(&scop).unwrap();
    let bad = one_band(&scop, "[N] -> { S0[i, j] -> [j, i] }");
    let out = hedra_sched::keep_if_legal(&scop, &deps, bad).unwrap();
    assert!(out.fell_back);
    assert!(
        out.log.iter().any(|l| l.starts_with("warning")),
        "{:?}",
        out.log
    );
    let original = ScheduleTree::from_scop(&scop).unwrap().flatten().unwrap();
    assert!(out.tree.flatten().unwrap().is_equal(&original).unwrap());
    let good = one_band(&scop, "[N] -> { S0[i, j] -> [i + j, i] }");
    let out = hedra_sched::keep_if_legal(&scop, &deps, good).unwrap();
    assert!(!out.fell_back);
}
