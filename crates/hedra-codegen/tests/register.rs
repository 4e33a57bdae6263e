//! Register blocks: loops under an `unroll` mark are unrolled in full blocks and versioned
//! for partial ones, and accumulated elements are promoted to scalars. Checked two ways: the
//! AST's trace of instances in the interpreter equals the schedule's order (exactness of the
//! unrolling, merging and unswitching), and the printed C, compiled and run, computes the
//! same values as the source loop (correctness of the promotion), for several sizes that
//! leave full and partial blocks.

use hedra_codegen::{generate_with, Ast, Options};
use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::{parse_union, Int, UnionMap};

mod common;

fn scop_of(c: &str) -> Scop {
    let ex = hedra_c::extract(c);
    match &ex.regions[0].scop {
        Ok(s) => s.clone(),
        Err(d) => panic!("{}", d.render("test.c", c)),
    }
}

const MM: &str =
    "void f(int N, double C[30][30], double A[30][30], double B[30][30]) { int i, j, k;
#pragma scop
for (i = 0; i < N; i++)
  for (j = 0; j < N; j++)
    for (k = 0; k < N; k++)
      C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}";

fn union(scop: &Scop, text: &str) -> UnionMap {
    parse_union(text)
        .unwrap()
        .align_params(&scop.params)
        .unwrap()
}

/// One band (no mark).
fn plain_tree(scop: &Scop, band: &str) -> ScheduleTree {
    let partial = union(scop, band);
    let n = partial.maps()[0].space().n_out();
    ScheduleTree::new(
        Node::Domain {
            domain: scop.domain().unwrap(),
            child: Box::new(Node::Band(Band {
                partial,
                coincident: vec![false; n],
                permutable: false,
                reductions: Vec::new(),
                private: Vec::new(),
                child: Box::new(Node::Leaf),
            })),
        },
        scop.params.clone(),
    )
}

/// `outer` as a band, then `inner` under an `unroll` mark.
fn block_tree(scop: &Scop, outer: &str, inner: &str) -> ScheduleTree {
    let outer = union(scop, outer);
    let inner = union(scop, inner);
    let n_outer = outer.maps()[0].space().n_out();
    let n_inner = inner.maps()[0].space().n_out();
    ScheduleTree::new(
        Node::Domain {
            domain: scop.domain().unwrap(),
            child: Box::new(Node::Band(Band {
                partial: outer,
                coincident: vec![false; n_outer],
                permutable: false,
                reductions: Vec::new(),
                private: Vec::new(),
                child: Box::new(Node::Mark {
                    name: "unroll".into(),
                    child: Box::new(Node::Band(Band {
                        partial: inner,
                        coincident: vec![true; n_inner],
                        permutable: false,
                        reductions: Vec::new(),
                        private: Vec::new(),
                        child: Box::new(Node::Leaf),
                    })),
                }),
            })),
        },
        scop.params.clone(),
    )
}

/// The instances of `C[i][j] += ..` for `0 <= i, j, k < n` in the order of the schedule
/// `[floor(i/r), floor(j/c), k, i, j]`.
fn mm_block_order(n: i64, r: i64, c: i64) -> Vec<(usize, Vec<Int>)> {
    block_order(n, r, c, 0)
}

/// The same for `j_from(i) <= j < n`, where `j_from(i) = i + skip` when `skip > 0` (a
/// triangular domain) and `0` otherwise.
fn block_order(n: i64, r: i64, c: i64, skip: i64) -> Vec<(usize, Vec<Int>)> {
    let mut all = Vec::new();
    for i in 0..n {
        let from = if skip > 0 { i + skip } else { 0 };
        for j in from..n {
            for k in 0..n {
                all.push(((i.div_euclid(r), j.div_euclid(c), k, i, j), vec![i, j, k]));
            }
        }
    }
    all.sort();
    all.into_iter()
        .map(|(_, p)| (0, p.into_iter().map(Int::from).collect()))
        .collect()
}

fn generate(scop: &Scop, tree: &ScheduleTree, promote: bool) -> Ast {
    let opts = Options {
        full_tiles: false,
        unroll: 16,
        promote,
    };
    generate_with(scop, tree, &opts).unwrap()
}

#[test]
fn a_register_block_is_unrolled_exactly_in_full_and_partial_blocks() {
    let scop = scop_of(MM);
    let tree = block_tree(
        &scop,
        "[N] -> { S0[i, j, k] -> [floor(i/3), floor(j/4), k] }",
        "[N] -> { S0[i, j, k] -> [i, j] }",
    );
    for promote in [false, true] {
        let ast = generate(&scop, &tree, promote);
        for n in [0i64, 1, 2, 3, 4, 5, 7, 8, 9, 12, 13] {
            let got = ast.execute(&[Int::from(n)], 1_000_000).unwrap();
            assert_eq!(got, mm_block_order(n, 3, 4), "N = {n}, promote = {promote}");
        }
        let st = ast.stats();
        // The full 3 x 4 block: twelve copies in one loop body.
        assert!(st.calls >= 12, "{st:?}");
        assert_eq!(st.promoted > 0, promote, "{st:?}");
    }
    let ast = generate(&scop, &tree, true);
    let (code, _) = hedra_codegen::print::region_code(&ast, &scop, &Default::default()).unwrap();
    // The full block: the versioning condition, a promoted accumulator, its store.
    assert!(code.contains("if (N >= 3 * c0 + 3"), "{code}");
    assert!(code.contains("double r0 = C[3 * c0][4 * c1];"), "{code}");
    assert!(code.contains("C[3 * c0][4 * c1] = r0;"), "{code}");
    assert!(
        code.contains("r11 += A[(3 * c0 + 2)][c2] * B[c2][(4 * c1 + 3)];"),
        "{code}"
    );
}

/// A reference to the promoted array that may address the promoted element keeps it in
/// memory: `C[i][j] += C[k][j]` reads `C[k][j]`, which is `C[i][j]` when `k = i`.
#[test]
fn no_promotion_when_another_reference_may_alias() {
    let src = "void f(int N, double C[30][30]) { int i, j, k;
#pragma scop
for (i = 0; i < N; i++)
  for (j = 0; j < N; j++)
    for (k = 0; k < N; k++)
      C[i][j] += C[k][j];
#pragma endscop
}";
    let scop = scop_of(src);
    let tree = plain_tree(&scop, "[N] -> { S0[i, j, k] -> [i, j, k] }");
    let ast = generate(&scop, &tree, true);
    assert_eq!(ast.stats().promoted, 0);
    // Without the other reference the element is promoted.
    let scop = scop_of(MM);
    let tree = plain_tree(&scop, "[N] -> { S0[i, j, k] -> [i, j, k] }");
    let ast = generate(&scop, &tree, true);
    assert_eq!(ast.stats().promoted, 1);
}

/// Compiles the region's code into a function, runs it against the source loop nest on the
/// same data for several `N`, and compares the results bit for bit.
fn run_against_source(scop: &Scop, ast: &Ast, source_body: &str) {
    let (code, macros) = hedra_codegen::print::region_code(ast, scop, &Default::default()).unwrap();
    let program = format!(
        "#include <stdio.h>
#include <string.h>
{defs}
static void opt(int N, double C[30][30], double A[30][30], double B[30][30]) {code}
static void ref(int N, double C[30][30], double A[30][30], double B[30][30]) {{ int i, j, k; {source_body} }}
static double C1[30][30], C2[30][30], A[30][30], B[30][30];
int main(void) {{
  int sizes[] = {{0, 1, 2, 5, 6, 7, 13, 17, 30}};
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {{
    int N = sizes[s];
    for (int i = 0; i < 30; i++)
      for (int j = 0; j < 30; j++) {{
        A[i][j] = (double)((i * 7 + j * 3) % 11) / 7.0;
        B[i][j] = (double)((i * 5 + j * 13) % 17) / 9.0;
        C1[i][j] = C2[i][j] = (double)((i + 2 * j) % 5) / 3.0;
      }}
    opt(N, C1, A, B);
    ref(N, C2, A, B);
    if (memcmp(C1, C2, sizeof C1) != 0) {{ printf(\"mismatch at N = %d\\n\", N); return 1; }}
  }}
  return 0;
}}
",
        defs = macros.definitions()
    );
    let dir = std::env::temp_dir().join(format!(
        "hedra-register-{}-{}",
        std::process::id(),
        source_body.len()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.c");
    std::fs::write(&file, &program).unwrap();
    let exe = dir.join("t");
    let flags = [
        "-std=c99",
        "-O1",
        "-ffp-contract=off",
        "-Wall",
        "-Wextra",
        "-Werror",
    ];
    common::compile_and_run(&file, &exe, &flags, &program);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn promoted_register_blocks_compute_what_the_source_computes() {
    let scop = scop_of(MM);
    let body = "for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) C[i][j] += A[i][k] * B[k][j];";
    for (outer, inner) in [
        (
            "[N] -> { S0[i, j, k] -> [floor(i/3), floor(j/4), k] }",
            "[N] -> { S0[i, j, k] -> [i, j] }",
        ),
        (
            "[N] -> { S0[i, j, k] -> [floor(j/6), k] }",
            "[N] -> { S0[i, j, k] -> [i, j] }",
        ),
    ] {
        let tree = block_tree(&scop, outer, inner);
        let ast = generate(&scop, &tree, true);
        run_against_source(&scop, &ast, body);
    }
    let tree = plain_tree(&scop, "[N] -> { S0[i, j, k] -> [i, j, k] }");
    let ast = generate(&scop, &tree, true);
    run_against_source(&scop, &ast, body);
}

const TRI: &str =
    "void f(int N, double C[30][30], double A[30][30], double B[30][30]) { int i, j, k;
#pragma scop
for (i = 0; i < N; i++)
  for (j = i + 1; j < N; j++)
    for (k = 0; k < N; k++)
      C[i][j] += A[k][i] * B[k][j];
#pragma endscop
}";

/// A triangular block (`j > i`, as in correlation's product): each unrolled row has its own
/// full-row condition, and the block is versioned on all of them at once, so the block that
/// is full in every row is straight-line code inside the accumulating loop, with its
/// accumulators promoted. Exact in the interpreter and, compiled, equal to the source.
#[test]
fn a_triangular_register_block_is_full_on_all_its_rows_at_once() {
    let scop = scop_of(TRI);
    let tree = block_tree(
        &scop,
        "[N] -> { S0[i, j, k] -> [floor(i/3), floor(j/4), k] }",
        "[N] -> { S0[i, j, k] -> [i, j] }",
    );
    for promote in [false, true] {
        let ast = generate(&scop, &tree, promote);
        for n in [0i64, 1, 2, 3, 4, 5, 7, 8, 9, 12, 13] {
            let got = ast.execute(&[Int::from(n)], 1_000_000).unwrap();
            let want = block_order(n, 3, 4, 1);
            assert_eq!(got, want, "N = {n}, promote = {promote}");
        }
        // The twelve accumulators of the full block are promoted.
        assert_eq!(ast.stats().promoted >= 12, promote, "{:?}", ast.stats());
    }
    let ast = generate(&scop, &tree, true);
    let (code, _) = hedra_codegen::print::region_code(&ast, &scop, &Default::default()).unwrap();
    // Full in every row: the last row's condition implies the others'.
    assert!(code.contains("4 * c1 >= 3 * c0 + 3"), "{code}");
    run_against_source(
        &scop,
        &ast,
        "for (i = 0; i < N; i++) for (j = i + 1; j < N; j++) for (k = 0; k < N; k++) C[i][j] += A[k][i] * B[k][j];",
    );
}
