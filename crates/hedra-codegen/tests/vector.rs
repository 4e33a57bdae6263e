//! Vector register blocks (the `vector` module): which promoted blocks get a vector form,
//! and that the vector form and the scalar form, each compiled and run, compute what the
//! source loop computes, for sizes that leave full and partial blocks.

use hedra_codegen::print::{region_code, CodeOptions};
use hedra_codegen::{generate_with, Ast, Options};
use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::{parse_union, UnionMap};

mod common;

/// The region `body` (over `i, j, k < N`) in a function of arrays of type `ty`.
fn source(ty: &str, body: &str) -> String {
    format!(
        "void f(int N, {ty} C[30][30], {ty} A[30][30], {ty} B[30][30]) {{ int i, j, k;
#pragma scop
for (i = 0; i < N; i++)
  for (j = 0; j < N; j++)
    for (k = 0; k < N; k++)
      {body}
#pragma endscop
}}"
    )
}

fn scop_of(c: &str) -> Scop {
    let ex = hedra_c::extract(c);
    match &ex.regions[0].scop {
        Ok(s) => s.clone(),
        Err(d) => panic!("{}", d.render("test.c", c)),
    }
}

fn union(scop: &Scop, text: &str) -> UnionMap {
    parse_union(text)
        .unwrap()
        .align_params(&scop.params)
        .unwrap()
}

fn band(partial: UnionMap, coincident: bool, child: Node) -> Node {
    let n = partial.maps()[0].space().n_out();
    Node::Band(Band {
        partial,
        coincident: vec![coincident; n],
        permutable: false,
        reductions: Vec::new(),
        private: Vec::new(),
        child: Box::new(child),
    })
}

/// The register block of gemm: `[floor(i/rows), floor(j/cols), k]`, then `[i, j]` under
/// an `unroll` mark; unrolled, versioned and promoted.
fn blocked(scop: &Scop, rows: i64, cols: i64) -> Ast {
    let outer = union(
        scop,
        &format!("[N] -> {{ S0[i, j, k] -> [floor(i/{rows}), floor(j/{cols}), k] }}"),
    );
    let inner = union(scop, "[N] -> { S0[i, j, k] -> [i, j] }");
    let tree = ScheduleTree::new(
        Node::Domain {
            domain: scop.domain().unwrap(),
            child: Box::new(band(
                outer,
                false,
                Node::Mark {
                    name: "unroll".into(),
                    child: Box::new(band(inner, true, Node::Leaf)),
                },
            )),
        },
        scop.params.clone(),
    );
    let opts = Options {
        full_tiles: false,
        unroll: 64,
        promote: true,
    };
    generate_with(scop, &tree, &opts).unwrap()
}

fn code(scop: &Scop, ast: &Ast) -> (String, String) {
    let (code, macros) = region_code(ast, scop, &CodeOptions::default()).unwrap();
    (code, macros.definitions())
}

/// Compiles the printed block with and without vector types and checks both against the
/// source loop on several sizes.
fn run_against_source(ty: &str, body: &str, code: &str, defs: &str) {
    run_with_prelude("", ty, body, code, defs);
}

/// [`run_against_source`] with C text before the code (a `typedef` of the element type).
fn run_with_prelude(prelude: &str, ty: &str, body: &str, code: &str, defs: &str) {
    let program = format!(
        "#include <math.h>
#include <stdio.h>
#include <string.h>
{prelude}
{defs}
static void opt(int N, {ty} C[30][30], {ty} A[30][30], {ty} B[30][30]) {code}
static void ref(int N, {ty} C[30][30], {ty} A[30][30], {ty} B[30][30]) {{ int i, j, k;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) {body} }}
static {ty} C1[30][30], C2[30][30], A[30][30], B[30][30];
int main(void) {{
  int sizes[] = {{0, 1, 2, 5, 8, 15, 16, 17, 30}};
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {{
    int N = sizes[s];
    for (int i = 0; i < 30; i++)
      for (int j = 0; j < 30; j++) {{
        A[i][j] = ({ty})((i * 7 + j * 3) % 11) / 8;
        B[i][j] = ({ty})((i * 5 + j * 13) % 17) / 4;
        C1[i][j] = C2[i][j] = ({ty})((i + 2 * j) % 5) / 2;
      }}
    opt(N, C1, A, B);
    ref(N, C2, A, B);
    if (memcmp(C1, C2, sizeof C1) != 0) {{ printf(\"mismatch at N = %d\\n\", N); return 1; }}
  }}
  return 0;
}}
"
    );
    let dir = std::env::temp_dir().join(format!(
        "hedra-vector-{}-{}-{}-{}",
        std::process::id(),
        ty,
        body.len(),
        prelude.len()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.c");
    std::fs::write(&file, &program).unwrap();
    for scalar in [false, true] {
        let exe = dir.join(if scalar { "scalar" } else { "vector" });
        let mut flags = vec!["-std=c99", "-O2", "-ffp-contract=off", "-Wall", "-Werror"];
        if scalar {
            flags.push("-DHEDRA_NO_VECTOR_TYPES");
        }
        common::compile_and_run(&file, &exe, &flags, &program);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The widest vectors that divide the block's rows into at least four vectors (four
/// independent chains of updates), else the widest that divide them.
#[test]
fn gemm_blocks_get_the_widest_vectors_that_keep_four_chains() {
    let body = "C[i][j] += A[i][k] * B[k][j];";
    // (element type, block, the vector type expected).
    for (ty, rows, cols, vector) in [
        ("float", 6, 16, "hedra_f32x16"),
        ("float", 4, 16, "hedra_f32x16"),
        ("float", 3, 8, "hedra_f32x4"),
        ("float", 2, 12, "hedra_f32x4"),
        ("float", 1, 8, "hedra_f32x8"),
        ("double", 6, 16, "hedra_f64x8"),
        ("double", 1, 16, "hedra_f64x4"),
        ("double", 4, 4, "hedra_f64x4"),
        ("double", 3, 6, "hedra_f64x2"),
    ] {
        let scop = scop_of(&source(ty, body));
        let (code, defs) = code(&scop, &blocked(&scop, rows, cols));
        assert!(
            code.contains(&format!("{vector} r0 = ")),
            "{ty} {rows}x{cols}:\n{code}"
        );
        assert!(code.contains(&format!("typedef {ty} {vector} ")), "{code}");
        assert!(defs.contains("#define HEDRA_VECTOR_TYPES"), "{defs}");
        assert!(code.contains("#else"), "the scalar form is kept:\n{code}");
        run_against_source(ty, body, &code, &defs);
    }
}

#[test]
fn broadcast_scalars_and_exact_constants_are_vectorized() {
    for (ty, body) in [
        ("float", "C[i][j] += 0.5f * A[i][k] * B[k][j] - 3;"),
        ("double", "C[i][j] = C[i][j] + A[i][k] * -B[k][j] / 2.0;"),
        ("double", "C[i][j] -= A[i][k] * B[k][j] * A[k][i];"),
    ] {
        let scop = scop_of(&source(ty, body));
        let (code, defs) = code(&scop, &blocked(&scop, 2, 8));
        assert!(
            code.contains("#ifdef HEDRA_VECTOR_TYPES"),
            "{body}:\n{code}"
        );
        run_against_source(ty, body, &code, &defs);
    }
}

#[test]
fn blocks_whose_lanes_are_not_plain_arithmetic_on_consecutive_elements_stay_scalar() {
    for (ty, body) in [
        // B is read along a column: its lanes are not consecutive.
        ("double", "C[i][j] += A[i][k] * B[j][k];"),
        // A call, a comparison, a cast, an iterator as a value.
        ("float", "C[i][j] += fmaxf(A[i][k], B[k][j]);"),
        ("float", "C[i][j] += A[i][k] < B[k][j] ? A[i][k] : B[k][j];"),
        ("float", "C[i][j] += (float)(A[i][k] * B[k][j]);"),
        ("double", "C[i][j] += A[i][k] * B[k][j] * j;"),
        // A double constant in float arithmetic: the lanes would round it first.
        ("float", "C[i][j] += 0.1 * A[i][k] * B[k][j];"),
        // Integers.
        ("int", "C[i][j] += A[i][k] * B[k][j];"),
    ] {
        let scop = scop_of(&source(ty, body));
        let (code, defs) = code(&scop, &blocked(&scop, 2, 8));
        // The block is promoted (the vector form was considered), but stays scalar.
        assert!(code.contains(" r0 = C[2 * c0][8 * c1];"), "{body}:\n{code}");
        assert!(!code.contains("HEDRA_VECTOR_TYPES"), "{body}:\n{code}");
        assert!(!defs.contains("HEDRA_VECTOR_TYPES"), "{defs}");
        run_against_source(ty, body, &code, &defs);
    }
}

#[test]
fn the_vector_form_can_be_turned_off() {
    let scop = scop_of(&source("float", "C[i][j] += A[i][k] * B[k][j];"));
    let ast = blocked(&scop, 6, 16);
    let opts = CodeOptions {
        vector_types: false,
        ..CodeOptions::default()
    };
    let (code, macros) = region_code(&ast, &scop, &opts).unwrap();
    assert!(!code.contains("HEDRA_VECTOR_TYPES") && !macros.vector_types);
}

/// A block whose element type is a name (a macro or typedef, as in `DATA_TYPE A[N][N]`)
/// gets a vector form for `double` and one for `float`, each run only where the compiler
/// finds the name to be that type; every form compiles whatever the name stands for.
#[test]
fn a_named_element_type_gets_forms_for_double_and_float_chosen_by_the_compiler() {
    let body = "C[i][j] += A[i][k] * B[k][j] * 2;";
    let scop = scop_of(&source("real", body));
    let (code, defs) = code(&scop, &blocked(&scop, 2, 16));
    assert!(
        code.contains("if (__builtin_types_compatible_p(real, double))")
            && code.contains("else if (__builtin_types_compatible_p(real, float))"),
        "{code}"
    );
    assert!(code.contains("((double)A[2 * c0][c2])"), "{code}");
    for real in ["double", "float", "int", "long", "long double"] {
        let prelude = format!("typedef {real} real;");
        run_with_prelude(&prelude, "real", body, &code, &defs);
    }
}
