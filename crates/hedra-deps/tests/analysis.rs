//! Reductions, distance and direction vectors, carrying depths, the dependence graph and its
//! strongly connected components, and value-based dependences, on small programs whose
//! answers are worked out by hand in the comments.

use hedra_deps::graph::tarjan;
use hedra_deps::{analyze, reductions, Dependence, DependenceKind, Direction, ReductionOp};
use hedra_presburger::Map;

fn scop(body: &str) -> hedra_ir::Scop {
    let src = format!(
        "void f(int N, int M, double A[N][N], double B[N], double C[N], double x, double y) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n"
    );
    let ex = hedra_c::extract(&src);
    let scops: Vec<_> = ex.scops().cloned().collect();
    assert_eq!(
        scops.len(),
        1,
        "one scop expected: {:?}",
        ex.diagnostics().collect::<Vec<_>>()
    );
    scops.into_iter().next().unwrap()
}

fn kinds(deps: &[Dependence], kind: DependenceKind) -> Vec<&Dependence> {
    deps.iter().filter(|d| d.kind == kind).collect()
}

fn map(text: &str) -> Map {
    text.parse().unwrap()
}

// ---------------------------------------------------------------- reductions

#[test]
fn compound_sum_is_a_reduction_and_marks_its_self_dependences() {
    // x += B[i]: one statement, RAW/WAR/WAW on x between every pair of iterations.
    let s = scop("for (int i = 0; i < N; i++)\n  x += B[i];");
    let r = reductions(&s).unwrap();
    assert_eq!(r.len(), 1);
    assert_eq!(
        (r[0].statement, r[0].op, r[0].array.as_str()),
        (0, ReductionOp::Add, "x")
    );
    let a = analyze(&s).unwrap();
    let on_x: Vec<_> = a.memory.iter().filter(|d| d.array == "x").collect();
    assert_eq!(on_x.len(), 3, "raw, war, waw on x");
    assert!(on_x.iter().all(|d| d.reduction));
    assert!(a.flow.iter().all(|d| d.reduction));
}

#[test]
fn assignment_forms_of_reductions() {
    for (body, op) in [
        ("A[i][0] = A[i][0] + B[j];", ReductionOp::Add),
        ("A[i][0] = B[j] + A[i][0];", ReductionOp::Add),
        ("A[i][0] = A[i][0] - B[j] * 2.0;", ReductionOp::Add),
        ("A[i][0] = B[j] * A[i][0] * C[j];", ReductionOp::Mul),
        ("A[i][0] = max(A[i][0], B[j]);", ReductionOp::Max),
        ("A[i][0] = fmin(B[j], A[i][0]);", ReductionOp::Min),
        ("A[i][0] *= B[j];", ReductionOp::Mul),
        ("A[i][0] -= B[j];", ReductionOp::Add),
    ] {
        let s = scop(&format!(
            "for (int i = 0; i < N; i++)\n  for (int j = 0; j < N; j++)\n    {body}"
        ));
        let r = reductions(&s).unwrap();
        assert_eq!(r.len(), 1, "{body}");
        assert_eq!(r[0].op, op, "{body}");
        let a = analyze(&s).unwrap();
        let self_deps: Vec<_> = a.memory.iter().filter(|d| d.array == "A").collect();
        assert!(!self_deps.is_empty(), "{body}");
        assert!(self_deps.iter().all(|d| d.reduction), "{body}");
        // Carried by the inner loop j only (i picks the cell).
        assert!(self_deps.iter().all(|d| d.carried_by == Some(1)), "{body}");
    }
}

#[test]
fn non_reductions() {
    for body in [
        // e reads a cell that another instance reduces into: a recurrence.
        "B[i] += B[i - 1];",
        // x appears twice.
        "B[i] = B[i] + B[i];",
        // subtraction from e: x = e - x is not associative in x.
        "B[i] = C[i] - B[i];",
        // division.
        "B[i] /= C[i];",
        // no read of the written cell at all.
        "B[i] = C[i] + 1.0;",
        // a different cell.
        "B[i] = B[i + 1] + 1.0;",
        // not an associative operator.
        "B[i] = B[i] / C[i];",
    ] {
        let s = scop(&format!("for (int i = 1; i < N - 1; i++)\n  {body}"));
        assert!(reductions(&s).unwrap().is_empty(), "{body}");
        let a = analyze(&s).unwrap();
        assert!(a.memory.iter().all(|d| !d.reduction), "{body}");
    }
}

#[test]
fn reduction_marks_only_its_own_dependences() {
    // S0 reduces into x; S1 reads x: the S0 -> S1 dependence is an ordinary one.
    let s = scop("for (int i = 0; i < N; i++)\n  x += B[i];\ny = x;");
    let a = analyze(&s).unwrap();
    for d in &a.memory {
        assert_eq!(d.reduction, d.source == 0 && d.target == 0, "{d:?}");
    }
    let to_s1: Vec<_> = a.flow.iter().filter(|d| d.target == 1).collect();
    assert_eq!(to_s1.len(), 1);
    assert!(to_s1[0]
        .relation
        .is_equal(&map("[N, M] -> { S0[N - 1] -> S1[] : N >= 1 }"))
        .unwrap());
}

// ---------------------------------------------------------------- vectors

#[test]
fn constant_distance_and_direction_vectors() {
    // A[i][j] = A[i - 1][j + 1]: flow S[i - 1, j + 1] -> S[i, j], distance (1, -1).
    let s = scop(
        "for (int i = 1; i < N; i++)\n  for (int j = 0; j < N - 1; j++)\n    A[i][j] = A[i - 1][j + 1];",
    );
    let a = analyze(&s).unwrap();
    let raw = kinds(&a.memory, DependenceKind::Raw);
    assert_eq!(raw.len(), 1);
    assert_eq!(raw[0].common_loops, 2);
    assert_eq!(raw[0].distance, vec![Some(1), Some(-1)]);
    assert_eq!(raw[0].direction, vec![Direction::Lt, Direction::Gt]);
    assert_eq!(raw[0].carried_by, Some(0));
    assert!(a.memory.iter().all(|d| d.kind == DependenceKind::Raw));
}

#[test]
fn variable_distances_give_directions_only() {
    // B[i] read by every later j: S0[i] -> S1[i', j] with j = i, i' any: not constant.
    let s = scop(
        "for (int i = 0; i < N; i++) {\n  B[i] = 1.0;\n  for (int j = 0; j < i; j++)\n    C[i] += B[j];\n}",
    );
    let a = analyze(&s).unwrap();
    let raw: Vec<_> = kinds(&a.memory, DependenceKind::Raw)
        .into_iter()
        .filter(|d| d.array == "B")
        .collect();
    assert_eq!(raw.len(), 1);
    // S0[j] -> S1[i, j] with i > j: distance over loop i is i - j >= 1, varying.
    assert_eq!(raw[0].common_loops, 1);
    assert_eq!(raw[0].distance, vec![None]);
    assert_eq!(raw[0].direction, vec![Direction::Lt]);
}

#[test]
fn decreasing_loops_measure_distance_in_time() {
    // for (i = N - 2; i >= 0; i--) B[i] = B[i + 1]: the value flows from iteration i + 1,
    // which runs first; in time (-i) the distance is +1.
    let s = scop("for (int i = N - 2; i >= 0; i--)\n  B[i] = B[i + 1];");
    let a = analyze(&s).unwrap();
    assert_eq!(a.flow.len(), 1);
    assert_eq!(a.flow[0].distance, vec![Some(1)]);
    assert!(a.flow[0]
        .relation
        .is_equal(&map("[N, M] -> { S0[i] -> S0[i - 1] : 1 <= i <= N - 2 }"))
        .unwrap());
}

#[test]
fn loop_independent_and_carried_pieces() {
    // S0 writes B[i], S1 reads B[i] (same iteration, level 2) and B[i - 1] (carried).
    let s = scop("for (int i = 1; i < N; i++) {\n  B[i] = 1.0;\n  C[i] = B[i] + B[i - 1];\n}");
    let a = analyze(&s).unwrap();
    let raw = kinds(&a.memory, DependenceKind::Raw);
    assert_eq!(raw.len(), 2);
    let (indep, carried) = (raw[0], raw[1]);
    assert_eq!(indep.pieces.len(), 1);
    assert_eq!((indep.pieces[0].level, indep.carried_by), (2, None));
    assert_eq!(indep.distance, vec![Some(0)]);
    assert_eq!(indep.direction, vec![Direction::Eq]);
    assert_eq!((carried.pieces[0].level, carried.carried_by), (1, Some(0)));
    assert_eq!(carried.distance, vec![Some(1)]);
}

// ---------------------------------------------------------------- value-based

#[test]
fn flow_keeps_only_the_last_write() {
    // Every j overwrites x; the read after the j loop sees the last j only.
    let s = scop(
        "for (int i = 0; i < N; i++) {\n  for (int j = 0; j < M; j++)\n    x = B[j];\n  C[i] = x;\n}",
    );
    let a = analyze(&s).unwrap();
    let flow: Vec<_> = a.flow.iter().filter(|d| d.array == "x").collect();
    assert_eq!(flow.len(), 1);
    assert!(flow[0]
        .relation
        .is_equal(&map(
            "[N, M] -> { S0[i, M - 1] -> S1[i] : 0 <= i < N and M >= 1 }"
        ))
        .unwrap());
    // Memory-based RAW keeps every j of the same i and every earlier i too.
    let raw: Vec<_> = kinds(&a.memory, DependenceKind::Raw)
        .into_iter()
        .filter(|d| d.array == "x")
        .collect();
    assert!(raw[0]
        .relation
        .is_equal(&map(
            "[N, M] -> { S0[i, j] -> S1[i'] : 0 <= i <= i' < N and 0 <= j < M }"
        ))
        .unwrap());
    // C[i] reads x from before the region when M <= 0.
    let live_x: Vec<_> = a.live_in.iter().filter(|l| l.array == "x").collect();
    assert_eq!(live_x.len(), 1);
    assert!(live_x[0]
        .instances
        .is_equal(&map("[N, M] -> { S1[i] : 0 <= i < N and M <= 0 }"))
        .unwrap());
    // Only the last write of x survives; every C[i] does.
    let out: Vec<_> = a.live_out.iter().map(|l| l.access.to_string()).collect();
    assert_eq!(a.live_out.len(), 2, "{out:?}");
    assert!(a.live_out[0]
        .instances
        .is_equal(&map("[N, M] -> { S0[N - 1, M - 1] : N >= 1 and M >= 1 }"))
        .unwrap());
}

#[test]
fn sources_from_two_statements_at_one_level() {
    // Both S0 and S1 write B[i] in iteration i; S2 reads it after both: S1 wins.
    let s = scop(
        "for (int i = 0; i < N; i++) {\n  B[i] = 1.0;\n  if (i % 2 == 0) B[i] = 2.0;\n  C[i] = B[i];\n}",
    );
    let a = analyze(&s).unwrap();
    let to_s2: Vec<_> = a.flow.iter().filter(|d| d.target == 2).collect();
    assert_eq!(to_s2.len(), 2);
    let from_s0 = to_s2.iter().find(|d| d.source == 0).unwrap();
    let from_s1 = to_s2.iter().find(|d| d.source == 1).unwrap();
    assert!(from_s1
        .relation
        .is_equal(&map(
            "[N, M] -> { S1[i] -> S2[i] : 0 <= i < N and i mod 2 = 0 }"
        ))
        .unwrap());
    assert!(from_s0
        .relation
        .is_equal(&map(
            "[N, M] -> { S0[i] -> S2[i] : 0 <= i < N and i mod 2 = 1 }"
        ))
        .unwrap());
    assert!(a.live_in.iter().all(|l| l.array != "B"));
}

// ---------------------------------------------------------------- graph

#[test]
fn tarjan_components_in_topological_order() {
    // 0 -> 1 -> 2 -> 1, 2 -> 3, 4 alone, 3 -> 0? no: 3 is a sink.
    let succ = vec![vec![1], vec![2], vec![1, 3], vec![], vec![]];
    let c = tarjan(&succ);
    assert_eq!(c.len(), 4);
    let pos = |x: usize| c.iter().position(|comp| comp.contains(&x)).unwrap();
    assert_eq!(c[pos(1)], vec![1, 2]);
    assert!(pos(0) < pos(1) && pos(1) < pos(3));
    // A single cycle through everything.
    let c = tarjan(&[vec![1], vec![2], vec![0]]);
    assert_eq!(c, vec![vec![0, 1, 2]]);
    // A self loop is its own component.
    assert_eq!(tarjan(&[vec![0], vec![]]).len(), 2);
    // Successors out of range are ignored, not a panic.
    assert_eq!(tarjan(&[vec![7], vec![0]]), vec![vec![1], vec![0]]);
    // Independent components keep the textual order; dependences override it (2 -> 0).
    assert_eq!(
        tarjan(&[vec![], vec![], vec![0], vec![]]),
        vec![vec![1], vec![2], vec![0], vec![3]]
    );
}

#[test]
fn dependence_graph_sccs_of_a_program() {
    // S0 and S1 form a cycle through the i loop (S1 reads what S0 writes in iteration i,
    // S0 reads what S1 wrote in iteration i - 1); S2 only consumes.
    let s = scop(
        "for (int i = 1; i < N; i++) {\n  B[i] = C[i - 1];\n  C[i] = B[i];\n}\nfor (int i = 0; i < N; i++)\n  x = C[i];",
    );
    let a = analyze(&s).unwrap();
    let sccs = a.graph.sccs();
    assert_eq!(sccs, vec![vec![0, 1], vec![2]]);
    let e01 = a
        .graph
        .edges
        .iter()
        .find(|e| (e.source, e.target, e.kind) == (0, 1, DependenceKind::Raw))
        .unwrap();
    assert_eq!((e01.carried_by, e01.loop_independent), (None, true));
    let e10 = a
        .graph
        .edges
        .iter()
        .find(|e| (e.source, e.target, e.kind) == (1, 0, DependenceKind::Raw))
        .unwrap();
    assert_eq!(
        (e10.carried_by, e10.distance.clone()),
        (Some(0), vec![Some(1)])
    );
    // Without the carried edges, the cycle is gone.
    let split = a.graph.sccs_with(|e| e.carried_by.is_none());
    assert_eq!(split.len(), 3);
}

#[test]
fn one_update_per_cell_is_not_a_reduction() {
    // The shape of a product, but each cell is scaled once: nothing is folded.
    let s = scop("for (int i = 0; i < N; i++)\n  B[i] = x * B[i];");
    assert!(reductions(&s).unwrap().is_empty());
    // The same shape inside a loop that revisits the cell is one.
    let s =
        scop("for (int t = 0; t < M; t++)\n  for (int i = 0; i < N; i++)\n    B[i] = x * B[i];");
    assert_eq!(reductions(&s).unwrap().len(), 1);
}

#[test]
fn value_based_alone_agrees_with_analyze() {
    let s =
        scop("for (int i = 0; i < N; i++)\n  for (int j = 0; j < N; j++)\n    B[i] += A[i][j];");
    let a = analyze(&s).unwrap();
    let v = hedra_deps::value_based(&s).unwrap();
    assert_eq!(a.flow.len(), v.flow.len());
    for (x, y) in a.flow.iter().zip(&v.flow) {
        assert!(x.relation.is_equal(&y.relation).unwrap());
        assert_eq!(
            (x.reduction, x.distance.clone()),
            (y.reduction, y.distance.clone())
        );
    }
    assert!(v.flow.iter().any(|d| d.reduction));
    assert_eq!(a.live_in.len(), v.live_in.len());
    assert_eq!(a.live_out.len(), v.live_out.len());
}
