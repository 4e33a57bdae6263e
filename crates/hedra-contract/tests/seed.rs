//! The two examples of the array-contraction method's reference text: the 3×3 Gaussian
//! filter under a partially fused schedule, and the forward substitution under the
//! identity schedule, with the degrees derived by hand in the comments.

use hedra_contract::{decide, Decision, Extent, Sharing, Timing};
use hedra_presburger::UnionMap;

fn scop(src: &str) -> hedra_ir::Scop {
    let ex = hedra_c::extract(src);
    let scops: Vec<_> = ex.scops().cloned().collect();
    assert_eq!(scops.len(), 1, "{:?}", ex.diagnostics().collect::<Vec<_>>());
    scops.into_iter().next().unwrap()
}

fn timing(scop: &hedra_ir::Scop, schedule: &str, concurrent: Vec<bool>) -> Timing {
    let schedule: UnionMap = hedra_presburger::parse_union(schedule).unwrap();
    Timing {
        schedule: schedule.align_params(&scop.params).unwrap(),
        concurrent,
    }
}

const GAUSS: &str = "
void gauss(int M, int N, int in[N][M], int out[N][M]) {
  int i, j;
  int tmp[N][M];
#pragma scop
  for (i = 1; i < N - 1; i++)
    for (j = 0; j < M; j++)
      tmp[i][j] = 3 * in[i][j] - in[i - 1][j] - in[i + 1][j];
  for (i = 1; i < N - 1; i++)
    for (j = 1; j < M - 1; j++)
      out[i][j] = 3 * tmp[i][j] - tmp[i][j - 1] - tmp[i][j + 1];
#pragma endscop
}
";

/// The seed's schedule `S0[i, j] -> [i, j]`, `S1[i, j] -> [i, j + 2]`, with a last
/// dimension that orders the two statements at one time. `tmp[i][j]` is written at
/// `[i, j, 0]` and last read by `S1[i, j + 1]` at `[i, j + 3, 1]`: the writes of
/// `tmp[i][j + 1..j + 3]` run in between, so the differences are `(0, -3..3)`, and
/// successive modulo gives the degrees `(1, 4)`: `tmp[i][j]` lives in `tmp_c[0][j mod 4]`.
#[test]
fn gaussian_filter_contracts_to_four_cells() {
    let s = scop(GAUSS);
    let t = timing(
        &s,
        "[N, M] -> { S0[i, j] -> [i, j, 0]; S1[i, j] -> [i, j + 2, 1] }",
        vec![false; 3],
    );
    let df = hedra_deps::dataflow::value_based(&s).unwrap();
    let d = decide(&s, &df, &t, "tmp", &|_| None, 4096).unwrap();
    let Decision::Contract(c) = d else {
        panic!("{d:?}")
    };
    assert_eq!(c.degrees, vec![Some(1), Some(4)]);
    assert_eq!(c.extents, vec![Extent::Modulo(1), Extent::Modulo(4)]);
    assert_eq!(c.sharing, Sharing::Shared);
}

/// With the two nests apart (the original order), every value of a row lives until the
/// second nest: no dimension shrinks.
#[test]
fn gaussian_filter_in_original_order_keeps_its_size() {
    let s = scop(GAUSS);
    let t = timing(
        &s,
        "[N, M] -> { S0[i, j] -> [0, i, j]; S1[i, j] -> [1, i, j] }",
        vec![false; 3],
    );
    let df = hedra_deps::dataflow::value_based(&s).unwrap();
    let d = decide(&s, &df, &t, "tmp", &|_| None, 4096).unwrap();
    assert!(matches!(d, Decision::Keep(_)), "{d:?}");
}

/// A parallel `i` loop in the fused schedule: each iteration may have its own four cells.
#[test]
fn gaussian_filter_with_parallel_rows_gets_storage_per_row() {
    let s = scop(GAUSS);
    let t = timing(
        &s,
        "[N, M] -> { S0[i, j] -> [i, j, 0]; S1[i, j] -> [i, j + 2, 1] }",
        vec![true, false, false],
    );
    let df = hedra_deps::dataflow::value_based(&s).unwrap();
    let d = decide(&s, &df, &t, "tmp", &|_| None, 4096).unwrap();
    let Decision::Contract(c) = d else {
        panic!("{d:?}")
    };
    assert_eq!(c.sharing, Sharing::PerIteration { dim: 0 });
    assert_eq!(c.extents, vec![Extent::Modulo(1), Extent::Modulo(4)]);
}

const FORWARD: &str = "
void forward_subst(int N, int b[N], int L[N][N], int y[N]) {
  int i, j;
#pragma scop
  for (i = 0; i < N; i++) {
    y[i] = b[i];
    for (j = 0; j < i; j++)
      y[i] = y[i] - L[i][j] * y[j];
    y[i] = y[i] / L[i][i];
  }
#pragma endscop
}
";

/// The forward substitution under the identity schedule: `y[j]` (after `S2[j]`) is read by
/// `S1[i, j]` for every later row `i`, so all of `y` is live at once: the degree of its one
/// dimension is `N`, which grows with the parameter.
#[test]
fn forward_substitution_needs_all_of_y() {
    let s = scop(FORWARD);
    let t = timing(
        &s,
        "[N] -> { S0[i] -> [i, 0, 0]; S1[i, j] -> [i, 1, j]; S2[i] -> [i, 2, 0] }",
        vec![false; 3],
    );
    let df = hedra_deps::dataflow::value_based(&s).unwrap();
    let d = decide(&s, &df, &t, "y", &|_| None, 4096).unwrap();
    let Decision::Keep(why) = d else {
        panic!("{d:?}")
    };
    assert!(why.contains("degrees -"), "{why}");
}

/// The rewritten subscripts: `a % b` where the model proves `a >= 0`, the modulo that is
/// non-negative for negative operands elsewhere (here `i + k` with a parameter `k` of
/// unknown sign).
#[test]
fn rewritten_subscripts_use_a_non_negative_modulo() {
    let s = scop(
        "void f(int n, int k, double a[100], double b[100]) {
  int i;
  double t[200];
#pragma scop
  for (i = 1; i < n; i++) {
    t[i + k] = a[i] * 2.0;
    b[i] = t[i + k] + 1.0;
  }
#pragma endscop
}
",
    );
    let c = hedra_contract::Contraction {
        array: "t".into(),
        degrees: vec![Some(2)],
        extents: vec![Extent::Modulo(2)],
        sharing: Sharing::Shared,
        adjustments: Vec::new(),
    };
    let out = hedra_contract::apply(&s, &c, "t_c", hedra_contract::Storage::Block).unwrap();
    let body = out.statements[0].body.to_c(&["i".to_string()]);
    assert_eq!(body, "t_c[((i + k) % 2 + 2) % 2] = a[i] * 2.0;");
    let t_c = out.array("t_c").unwrap();
    assert_eq!(t_c.sizes, Some(vec!["2".to_string()]));
    assert!(t_c.local && !t_c.scratch && out.array("t").is_none());
    let w = &out.statements[0]
        .accesses
        .iter()
        .find(|x| x.array == "t_c")
        .unwrap()
        .relation;
    assert!(w.to_string().contains("t_c["), "{w}");
}
