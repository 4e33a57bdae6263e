//! Statement splitting: which statements split, what the two statements look like, and
//! that the split Scop holds the same dependences through the temporary as a program
//! written that way.

use hedra_deps::privatize::{expand_over, privatizable};
use hedra_deps::split::{candidates, split};

/// The region `body` in a function with double matrices `A`, `B`, `C`, a float matrix `F`
/// and an int matrix `I`.
fn scop(body: &str) -> hedra_ir::Scop {
    let src = format!(
        "void f(int N, double A[N][N], double B[N][N], double C[N][N], float F[N][N], int I[N][N], double alpha) {{\n  int i, j, k;\n#pragma scop\n{body}\n#pragma endscop\n}}\n"
    );
    let ex = hedra_c::extract(&src);
    let scops: Vec<_> = ex.scops().cloned().collect();
    assert_eq!(scops.len(), 1, "{:?}", ex.diagnostics().collect::<Vec<_>>());
    scops.into_iter().next().unwrap()
}

fn nest(stmt: &str) -> String {
    format!(
        "for (i = 0; i < N; i++)\n for (j = 0; j < N; j++)\n  for (k = 0; k < N; k++)\n   {stmt}"
    )
}

#[test]
fn nested_reductions_of_two_access_patterns_split() {
    for stmt in [
        "A[i][j] += B[k][i] * C[k][j];",
        "A[i][j] = A[i][j] + alpha * B[i][k] * C[k][j];",
        "A[i][j] = B[k][i] * C[k][j] + A[i][j];",
        "A[i][j] -= B[k][i] * C[k][j];",
        "A[i][j] += B[k][i] * A[k][j];",
        "A[i][j] += (B[k][i] > 0) * C[k][j] * k;",
    ] {
        assert_eq!(candidates(&scop(&nest(stmt))), vec![0], "{stmt}");
    }
}

#[test]
fn statements_that_do_not_split() {
    for stmt in [
        // one access pattern
        "A[i][j] += B[k][i] * B[k][i];",
        // the operand reads the cell
        "A[i][j] += B[k][i] * A[i][j];",
        // the cell moves with the innermost loop, or not with an outer one
        "A[i][k] += B[k][i] * C[k][j];",
        "A[i][i] += B[k][i] * C[k][j];",
        // not a reduction
        "A[i][j] = B[k][i] * C[k][j];",
        "A[i][j] /= B[k][i] * C[k][j];",
        "A[i][j] = A[i][j] - B[k][i] + C[k][j] * 2.0;",
        // a float cell with a double operand: the original rounds once
        "F[i][j] += B[k][i] * C[k][j];",
        "F[i][j] += F[k][i] * F[k][j] * 0.5;",
        // an integer cell
        "I[i][j] += I[k][i] * I[k][j];",
        // a call: its type is unknown
        "A[i][j] += sqrt(B[k][i]) * C[k][j];",
    ] {
        assert!(candidates(&scop(&nest(stmt))).is_empty(), "{stmt}");
    }
    let two = "for (i = 0; i < N; i++)\n for (k = 0; k < N; k++)\n  A[i][0] += B[k][i] * C[k][i];";
    assert!(candidates(&scop(two)).is_empty());
}

#[test]
fn a_split_statement_becomes_a_compute_and_a_reduction_statement() {
    let src = format!(
        "{}\nfor (i = 0; i < N; i++)\n A[i][0] = A[i][1];",
        nest("A[i][j] += B[k][i] * C[k][j];")
    );
    let s = scop(&src);
    let out = split(&s, &candidates(&s)).unwrap();
    assert_eq!(out.scop.statements.len(), 3);
    let [one] = out.split.as_slice() else {
        panic!("{:?}", out.split)
    };
    assert_eq!((one.compute, one.reduce), (0, 1));
    assert_eq!(one.temporary, "A_part");
    let text = |k: usize| {
        let st = &out.scop.statements[k];
        (
            st.name.clone(),
            st.body.to_c(&st.iterators),
            st.beta.clone(),
        )
    };
    assert_eq!(
        text(0),
        (
            "S0".into(),
            "A_part = B[k][i] * C[k][j];".into(),
            vec![0, 0, 0, 0]
        )
    );
    assert_eq!(
        text(1),
        ("S1".into(), "A[i][j] += A_part;".into(), vec![0, 0, 0, 1])
    );
    assert_eq!(
        text(2),
        ("S2".into(), "A[i][0] = A[i][1];".into(), vec![1, 0])
    );
    let t = out.scop.array("A_part").unwrap();
    assert!(t.local && t.dead_after && t.rank == 0);
    assert_eq!(t.element_type.as_deref(), Some("double"));
    // The temporary's values stay inside one iteration of all three loops.
    let p = privatizable(&out.scop).unwrap();
    assert!(
        p.iter().any(|p| p.array == "A_part" && p.depth == 3),
        "{p:?}"
    );
    // Expanded along the innermost loop only: A_part_x[k].
    let e = expand_over(&out.scop, "A_part", &[2]).unwrap().unwrap();
    let st = &e.scop.statements[0];
    assert_eq!(
        st.body.to_c(&st.iterators),
        "A_part_x[k] = B[k][i] * C[k][j];"
    );
    assert_eq!(
        e.scop.array("A_part_x").unwrap().sizes,
        Some(vec!["(long long)N".to_string()])
    );
}

/// The split program has the dependences of its text: the reduction statement alone
/// carries the reduction along `k`, and the compute statement only feeds it.
#[test]
fn only_the_reduction_statement_carries_the_reduction() {
    let s = scop(&nest("A[i][j] += B[k][i] * C[k][j];"));
    let out = split(&s, &[0]).unwrap();
    let deps = hedra_deps::memory_based(&out.scop).unwrap();
    let on_a: Vec<_> = deps.iter().filter(|d| d.array == "A").collect();
    assert!(!on_a.is_empty());
    assert!(on_a.iter().all(|d| d.source == 1 && d.target == 1));
    let between: Vec<_> = deps
        .iter()
        .filter(|d| d.array == "A_part" && d.source == 0 && d.target == 1)
        .collect();
    assert!(!between.is_empty());
}

/// Misuse of the library gives no panic: statement indices out of range and statements
/// that are no candidates are skipped, and an expansion of a name no statement uses, or
/// along an iterator a statement does not have, is refused.
#[test]
fn misuse_is_refused_without_a_panic() {
    let s = scop(&nest("A[i][j] = B[k][i] * C[k][j];"));
    let out = split(&s, &[99, 0, 0]).unwrap();
    assert!(out.split.is_empty());
    assert_eq!(out.scop.statements.len(), 1);
    assert!(expand_over(&s, "nothing", &[0]).unwrap().is_none());
    assert!(expand_over(&s, "A", &[7]).is_err() || expand_over(&s, "A", &[7]).unwrap().is_none());
}
