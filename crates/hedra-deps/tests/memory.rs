//! Memory-based dependences of small hand-checked programs.

use hedra_deps::{memory_based, DependenceKind};
use hedra_presburger::Map;

fn scop(src: &str) -> hedra_ir::Scop {
    let ex = hedra_c::extract(src);
    let scops: Vec<_> = ex.scops().cloned().collect();
    assert_eq!(scops.len(), 1, "one scop expected");
    scops.into_iter().next().unwrap()
}

#[test]
fn recurrence_is_carried_by_the_loop() {
    let s = scop(
        "void f(int N, double A[N]) {\n#pragma scop\nfor (int i = 1; i < N; i++)\n  A[i] = A[i - 1] + 1.0;\n#pragma endscop\n}\n",
    );
    let deps = memory_based(&s).unwrap();
    let raw: Vec<_> = deps
        .iter()
        .filter(|d| d.kind == DependenceKind::Raw)
        .collect();
    assert_eq!(raw.len(), 1);
    let expected: Map = "[N] -> { S0[i] -> S0[i + 1] : 1 <= i <= N - 2 }"
        .parse()
        .unwrap();
    assert!(
        raw[0].relation.is_equal(&expected).unwrap(),
        "{}",
        raw[0].relation
    );
    assert_eq!(raw[0].pieces.len(), 1);
    assert_eq!(raw[0].pieces[0].carried_by, Some(0));
    // A[i] is written once per cell: no output dependence; the anti dependence would need
    // A[i - 1] read after A[i - 1] was written, which happens before, so none either.
    assert!(deps.iter().all(|d| d.kind == DependenceKind::Raw));
}

#[test]
fn loop_independent_dependence_between_statements() {
    let s = scop(
        "void f(int N, double A[N], double B[N]) {\n#pragma scop\nfor (int i = 0; i < N; i++) {\n  A[i] = 1.0;\n  B[i] = A[i];\n}\n#pragma endscop\n}\n",
    );
    let deps = memory_based(&s).unwrap();
    assert_eq!(deps.len(), 1);
    let d = &deps[0];
    assert_eq!((d.kind, d.source, d.target), (DependenceKind::Raw, 0, 1));
    assert_eq!(d.pieces.len(), 1);
    assert_eq!(d.pieces[0].carried_by, None);
    let expected: Map = "[N] -> { S0[i] -> S1[i] : 0 <= i < N }".parse().unwrap();
    assert!(d.relation.is_equal(&expected).unwrap());
}
