//! Peeled iterations rejoin their loop: which statements join, and that a join that would
//! reorder a dependence is not made.

use hedra_deps::rejoin::rejoin;

/// The region `body` in a function of `N` with arrays `A`, `B` of `N x N`.
fn scop(body: &str) -> hedra_ir::Scop {
    let src = format!(
        "void f(int T, int N, double A[N][N], double B[N][N], double x[N]) {{\n  int t, i, j;\n  unsigned char u;\n#pragma scop\n{body}\n#pragma endscop\n}}\n"
    );
    let ex = hedra_c::extract(&src);
    let scops: Vec<_> = ex.scops().cloned().collect();
    assert_eq!(scops.len(), 1, "{:?}", ex.diagnostics().collect::<Vec<_>>());
    scops.into_iter().next().unwrap()
}

/// Each statement's body and domain.
fn statements(s: &hedra_ir::Scop) -> Vec<String> {
    s.statements
        .iter()
        .map(|st| format!("{} {}", st.body.to_c(&st.iterators), st.domain))
        .collect()
}

/// Two sweeps of a Jacobi step fused row by row with a shift of one, the first row of `B`
/// and the last row of `A` peeled.
const PEELED_JACOBI: &str = "for (t = 0; t < T; t++) {
  for (j = 1; j < N - 1; j++)
    B[1][j] = (A[2][j] + A[0][j] + A[1][j - 1] + A[1][j + 1]) * 0.125 + A[1][j] * 0.5;
  for (i = 2; i < N - 1; i++) {
    for (j = 1; j < N - 1; j++)
      B[i][j] = (A[i + 1][j] + A[i - 1][j] + A[i][j - 1] + A[i][j + 1]) * 0.125 + A[i][j] * 0.5;
    for (j = 1; j < N - 1; j++)
      A[i - 1][j] = (B[i][j] + B[i - 2][j] + B[i - 1][j - 1] + B[i - 1][j + 1]) * 0.125 + B[i - 1][j] * 0.5;
  }
  for (j = 1; j < N - 1; j++)
    A[N - 2][j] = (B[N - 1][j] + B[N - 3][j] + B[N - 2][j - 1] + B[N - 2][j + 1]) * 0.125 + B[N - 2][j] * 0.5;
}";

#[test]
fn peeled_rows_of_a_shifted_stencil_join_their_loops() {
    let done = rejoin(&scop(PEELED_JACOBI)).unwrap();
    assert_eq!(
        done.joined,
        vec![
            ("S0".to_string(), "S1".to_string()),
            ("S3".to_string(), "S2".to_string())
        ],
        "{:#?}",
        statements(&done.scop)
    );
    assert_eq!(done.scop.statements.len(), 2);
    done.scop.validate().unwrap();
}

#[test]
fn a_join_that_would_reorder_a_dependence_is_not_made() {
    // The last iteration written after the loop joins it; written before the loop, it
    // reads x[N - 2] before the loop overwrites it, and cannot run at i = N - 1.
    let after = "for (i = 1; i < N - 1; i++)\n  x[i] = x[i - 1] * 0.5;\nx[N - 1] = x[N - 2] * 0.5;";
    let done = rejoin(&scop(after)).unwrap();
    assert_eq!(done.joined, vec![("S1".to_string(), "S0".to_string())]);
    assert_eq!(statements(&done.scop).len(), 1);
    let before =
        "x[N - 1] = x[N - 2] * 0.5;\nfor (i = 1; i < N - 1; i++)\n  x[i] = x[i - 1] * 0.5;";
    assert!(rejoin(&scop(before)).unwrap().joined.is_empty());
}

#[test]
fn only_one_computation_on_new_instances_joins() {
    // Row 1 computed again by the loop: joining would run it twice.
    let twice = "for (j = 0; j < N; j++)\n  B[1][j] = A[1][j] * 2.0;\nfor (i = 1; i < N; i++)\n  for (j = 0; j < N; j++)\n    B[i][j] = A[i][j] * 2.0;";
    assert!(rejoin(&scop(twice)).unwrap().joined.is_empty());
    // Another operator, another constant, an iterator outside a subscript.
    for peeled in [
        "B[0][j] = A[0][j] * 3.0;",
        "B[0][j] += A[0][j] * 2.0;",
        "B[0][j] = A[0][j] * 2.0 + j;",
    ] {
        let src = format!("for (j = 0; j < N; j++)\n  {peeled}\nfor (i = 1; i < N; i++)\n  for (j = 0; j < N; j++)\n    B[i][j] = A[i][j] * 2.0;");
        assert!(rejoin(&scop(&src)).unwrap().joined.is_empty(), "{peeled}");
    }
    // A loop of unsigned char: the joined value would be converted.
    let narrow = "for (j = 0; j < N; j++)\n  B[0][j] = A[0][j] * 2.0;\nfor (u = 1; u < N; u++)\n  for (j = 0; j < N; j++)\n    B[u][j] = A[u][j] * 2.0;";
    assert!(rejoin(&scop(narrow)).unwrap().joined.is_empty());
    // The same statement with the row peeled joins.
    let src = "for (j = 0; j < N; j++)\n  B[0][j] = A[0][j] * 2.0;\nfor (i = 1; i < N; i++)\n  for (j = 0; j < N; j++)\n    B[i][j] = A[i][j] * 2.0;";
    let done = rejoin(&scop(src)).unwrap();
    assert_eq!(done.joined.len(), 1);
    assert!(
        statements(&done.scop)[0].contains("i >= 0"),
        "{:?}",
        statements(&done.scop)
    );
}
