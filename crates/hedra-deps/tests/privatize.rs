//! Privatization: which scalars are privatizable and at what depth, what their expansion
//! looks like, and which schedules let an expanded scalar be one cell again.

use hedra_deps::privatize::{expand, privatizable, stays_scalar, Privatizable};
use hedra_deps::{memory_based, DependenceKind};
use hedra_ir::schedule_tree::ScheduleTree;
use hedra_presburger::{parse_union, DimType, RelationBuilder};

/// The region `body` in a function whose local `double t, s;` and parameter `x` are dead
/// after it, unless `after` names them.
fn scop(body: &str, after: &str) -> hedra_ir::Scop {
    let src = format!(
        "void f(int N, int M, double A[N][N], double B[N][N], double x) {{\n  double t, s;\n  int i, j, k;\n#pragma scop\n{body}\n#pragma endscop\n  {after}\n}}\n"
    );
    let ex = hedra_c::extract(&src);
    let scops: Vec<_> = ex.scops().cloned().collect();
    assert_eq!(scops.len(), 1, "{:?}", ex.diagnostics().collect::<Vec<_>>());
    scops.into_iter().next().unwrap()
}

fn found(s: &hedra_ir::Scop) -> Vec<(String, usize)> {
    privatizable(s)
        .unwrap()
        .into_iter()
        .map(|p| (p.array, p.depth))
        .collect()
}

const PRODUCT: &str = "for (i = 0; i < N; i++)\n for (j = 0; j < N; j++) {\n  t = 0.0;\n  for (k = 0; k < M; k++)\n   t += A[i][k] * B[k][j];\n  B[i][j] = t;\n }";

#[test]
fn an_accumulator_reset_per_iteration_is_privatizable_at_its_loops() {
    assert_eq!(found(&scop(PRODUCT, "")), vec![("t".to_string(), 2)]);
    // Reset per i only: the value of one j iteration flows into the next.
    let running = "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++) {\n  t = t * 0.5 + A[i][j];\n  B[i][j] = t;\n }\n}";
    assert_eq!(found(&scop(running, "")), vec![("t".to_string(), 1)]);
}

#[test]
fn scalars_that_are_not_privatizable() {
    // Read after the region.
    assert!(found(&scop(PRODUCT, "x = t;")).is_empty());
    // Its address is taken after the region: the function may read it through a pointer.
    assert!(found(&scop(PRODUCT, "double *p = &t; x = *p;")).is_empty());
    // A live-in read: the first iteration reads the value from before the region.
    let live_in =
        "for (i = 0; i < N; i++)\n for (j = 0; j < N; j++) {\n  B[i][j] = t;\n  t = A[i][j];\n }";
    assert!(found(&scop(live_in, "")).is_empty());
    // A value carried across the outermost loop.
    let carried = "t = 0.0;\nfor (i = 0; i < N; i++)\n for (j = 0; j < N; j++) {\n  t += A[i][j];\n  B[i][j] = t;\n }";
    assert!(found(&scop(carried, "")).is_empty());
    // A parameter read only: not written, so nothing to privatize (and it is live-in).
    let read_only = "for (i = 0; i < N; i++)\n B[i][0] = x;";
    assert!(found(&scop(read_only, "")).is_empty());
}

#[test]
fn expansion_leaves_only_dependences_inside_one_iteration() {
    let s = scop(PRODUCT, "");
    let cands = privatizable(&s).unwrap();
    let e = expand(&s, &cands).unwrap();
    assert_eq!(e.expanded, vec![("t".to_string(), "t_x".to_string())]);
    e.scop.validate().unwrap();
    let a = e.scop.array("t_x").unwrap();
    assert!(a.scratch && a.rank == 2);
    assert!(e.scop.array("t").is_none());
    assert!(e.scop.statements[0].body.to_c(&["i".into(), "j".into()]) == "t_x[i][j] = 0.0;");
    // Every dependence through t_x joins instances of one (i, j).
    let deps = memory_based(&e.scop).unwrap();
    let through: Vec<_> = deps.iter().filter(|d| d.array == "t_x").collect();
    assert!(through.iter().any(|d| d.kind == DependenceKind::Raw));
    for d in through {
        let mut b = RelationBuilder::new(d.relation.space().clone()).unwrap();
        b.equate(DimType::In, 0, DimType::Out, 0).unwrap();
        b.equate(DimType::In, 1, DimType::Out, 1).unwrap();
        assert!(d.relation.is_subset(&b.build().unwrap()).unwrap(), "{d:?}");
    }
    // Before: write-after-read and write-after-write between iterations.
    let before = memory_based(&s).unwrap();
    assert!(before
        .iter()
        .any(|d| d.array == "t" && d.kind == DependenceKind::War && d.carried_by == Some(0)));
}

#[test]
fn bounds_of_the_expansion_come_from_the_iterators_ranges() {
    // i runs from 1 to N - 2: the array has N - 2 cells indexed i - 1.
    let body = "for (i = 1; i < N - 1; i++) {\n t = A[i][0];\n B[i][1] = t * t;\n}";
    let s = scop(body, "");
    let e = expand(&s, &privatizable(&s).unwrap()).unwrap();
    let a = e.scop.array("t_x").unwrap();
    assert_eq!(
        a.sizes.as_deref(),
        Some(&["(long long)N - 2".to_string()][..])
    );
    assert_eq!(
        e.scop.statements[0].body.to_c(&["i".into()]),
        "t_x[i - 1] = A[i][0];"
    );
}

fn stays(s: &hedra_ir::Scop, p: &Privatizable, theta: &str) -> bool {
    let theta = parse_union(&format!("[N, M] -> {{ {theta} }}")).unwrap();
    stays_scalar(s, p, &theta).unwrap()
}

#[test]
fn a_schedule_keeps_a_scalar_when_no_write_falls_inside_a_live_range() {
    let s = scop(PRODUCT, "");
    let p = &privatizable(&s).unwrap()[0];
    // The original order.
    let orig = ScheduleTree::from_scop(&s).unwrap().flatten().unwrap();
    assert!(stays_scalar(&s, p, &orig).unwrap());
    // Interchanged (j outside i) and tiled orders of whole iterations keep it too.
    assert!(stays(
        &s,
        p,
        "S0[i, j] -> [j, i, 0, 0]; S1[i, j, k] -> [j, i, 1, k]; S2[i, j] -> [j, i, 2, 0]"
    ));
    assert!(stays(&s, p, "S0[i, j] -> [floor(i/4), j, i, 0, 0]; S1[i, j, k] -> [floor(i/4), j, i, 1, k]; S2[i, j] -> [floor(i/4), j, i, 2, 0]"));
    // All initializations first: every later iteration's write lands inside the first
    // iteration's live range.
    assert!(!stays(
        &s,
        p,
        "S0[i, j] -> [0, i, j, 0]; S1[i, j, k] -> [1, i, j, k]; S2[i, j] -> [1, i, j, M]"
    ));
    // The reduction loop outside j: the (i, j) iterations interleave.
    assert!(!stays(
        &s,
        p,
        "S0[i, j] -> [i, 0, j]; S1[i, j, k] -> [i, 1 + k, j]; S2[i, j] -> [i, 1 + M, j]"
    ));
}

/// Arrays declared inside the region: private where every iteration writes the cells it
/// reads, with constant extents of at most `MAX_PRIVATE_CELLS` cells; never one read before
/// it is written, nor one declared outside the region.
#[test]
fn local_arrays_are_privatizable_at_the_loops_whose_iterations_write_them_first() {
    use hedra_deps::privatize::{privatizable_arrays, MAX_PRIVATE_CELLS};
    let found = |body: &str| -> Vec<(String, usize)> {
        privatizable_arrays(&scop(body, ""))
            .unwrap()
            .into_iter()
            .map(|p| (p.array, p.depth))
            .collect()
    };
    let rows = "for (i = 0; i < N; i++) {\n double r[16];\n for (j = 0; j < 16; j++)\n  r[j] = A[i][j];\n for (j = 0; j < 16; j++)\n  B[i][j] = r[15 - j];\n}";
    assert_eq!(found(rows), vec![("r".to_string(), 1)]);
    let carried = "for (i = 0; i < N; i++) {\n double r[16];\n for (j = 0; j < 16; j++)\n  B[i][j] = r[j];\n for (j = 0; j < 16; j++)\n  r[j] = A[i][j];\n}";
    assert!(found(carried).is_empty());
    let big = format!(
        "for (i = 0; i < N; i++) {{\n double r[{}];\n for (j = 0; j < 16; j++)\n  r[j] = A[i][j];\n for (j = 0; j < 16; j++)\n  B[i][j] = r[j];\n}}",
        MAX_PRIVATE_CELLS + 1
    );
    assert!(found(&big).is_empty());
    let parametric = "for (i = 0; i < N; i++) {\n double r[N];\n for (j = 0; j < N; j++)\n  r[j] = A[i][j];\n for (j = 0; j < N; j++)\n  B[i][j] = r[j];\n}";
    assert!(found(parametric).is_empty());
    // A function's matrix is not the region's: its values may be read after it.
    let outside = "for (i = 0; i < N; i++) {\n for (j = 0; j < N; j++)\n  B[0][j] = A[i][j];\n for (j = 0; j < N; j++)\n  A[i][j] = B[0][j];\n}";
    assert!(found(outside).is_empty());
}
