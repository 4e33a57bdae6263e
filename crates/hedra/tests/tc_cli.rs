//! `hedra tc`: TC kernels compiled to C, checked against naive loop nests with gcc.
//!
//! Each kernel's generated file is compiled (`gcc -O2 -fopenmp -Wall -Werror`) together
//! with a small driver that fills the inputs deterministically, calls the function, and
//! compares its outputs with a naive loop nest written here. The comparison is exact
//! (`TOL` 0): integers are exact, and by default hedra does not reorder floating
//! reductions, so every output element is computed by the same operations in the same
//! order as the naive nest. With `--reassociate` floating sums may be reordered; that run
//! allows a relative error of 1e-4.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn hedra(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hedra"))
        .args(args)
        .output()
        .expect("run hedra")
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hedra-tc-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

fn have_gcc() -> bool {
    Command::new("gcc").arg("--version").output().is_ok()
}

/// Helpers for the drivers: a deterministic generator and comparisons.
const PRELUDE: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#ifndef TOL
#define TOL 0.0
#endif
static unsigned long long seed = 12345;
static unsigned next(void) {
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(seed >> 33);
}
__attribute__((unused)) static float frnd(void) { return (float)((int)(next() % 2001) - 1000) / 1000.0f; }
__attribute__((unused)) static int irnd(void) { return (int)(next() % 21) - 10; }
static int bad = 0;
__attribute__((unused)) static void cmpf(const char *what, long k, double got, double want) {
  if (!(fabs(got - want) <= TOL * fmax(1.0, fabs(want)))) {
    if (bad++ < 5)
      fprintf(stderr, "%s[%ld]: got %.9g, want %.9g\n", what, k, got, want);
  }
}
__attribute__((unused)) static void cmpi(const char *what, long k, long long got, long long want) {
  if (got != want && bad++ < 5)
    fprintf(stderr, "%s[%ld]: got %lld, want %lld\n", what, k, got, want);
}
#define ALLOC(T, n) ((T *)malloc(sizeof(T) * (size_t)(n)))
"#;

/// Runs `hedra tc` on `tc` (with `args`), compiles the result with `driver`, and runs it
/// at each size vector.
fn check(name: &str, tc: &str, driver: &str, args: &[&str], tol: &str, sizes: &[&[i64]]) {
    if !have_gcc() {
        eprintln!("gcc not found: {name} skipped");
        return;
    }
    let dir = scratch_dir(name);
    let tc_path = dir.join(format!("{name}.tc"));
    let gen = dir.join(format!("{name}.c"));
    std::fs::write(&tc_path, tc).unwrap();
    let mut argv = vec!["tc", tc_path.to_str().unwrap(), "-o", gen.to_str().unwrap()];
    argv.extend_from_slice(args);
    let out = hedra(&argv);
    assert!(
        out.status.success(),
        "hedra tc {name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let main = dir.join(format!("{name}_main.c"));
    std::fs::write(&main, format!("{PRELUDE}\n#include \"{name}.c\"\n{driver}")).unwrap();
    let exe = dir.join(name);
    let cc = Command::new("gcc")
        .args(["-O2", "-fopenmp", "-Wall", "-Werror", "-std=c11"])
        .arg(format!("-DTOL={tol}"))
        .arg("-I")
        .arg(&dir)
        .arg(&main)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .output()
        .expect("run gcc");
    assert!(
        cc.status.success(),
        "gcc {name}: {}\n{}",
        String::from_utf8_lossy(&cc.stderr),
        std::fs::read_to_string(&gen).unwrap_or_default()
    );
    for s in sizes {
        let args: Vec<String> = s.iter().map(|v| v.to_string()).collect();
        let run = Command::new(&exe)
            .args(&args)
            .env("OMP_NUM_THREADS", "2")
            .output()
            .expect("run the driver");
        assert!(
            run.status.success(),
            "{name} at {args:?}: exit {:?}\n{}",
            run.status.code(),
            String::from_utf8_lossy(&run.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

const MM: &str = "def mm(float(M,K) A, float(K,N) B) -> (C) {\n    C(m,n) +=! A(m,k) * B(k,n)\n}\n";

const MM_DRIVER: &str = r#"
int main(int argc, char **argv) {
  (void)argc;
  long M = atol(argv[1]), K = atol(argv[2]), N = atol(argv[3]);
  float *A = ALLOC(float, M * K), *B = ALLOC(float, K * N), *C = ALLOC(float, M * N);
  for (long i = 0; i < M * K; i++) A[i] = frnd();
  for (long i = 0; i < K * N; i++) B[i] = frnd();
  if (mm(M, K, N, A, B, C) != 0) return 3;
  for (long i = 0; i < M; i++)
    for (long j = 0; j < N; j++) {
      float acc = 0.0f;
      for (long k = 0; k < K; k++) acc += A[i * K + k] * B[k * N + j];
      cmpf("C", i * N + j, C[i * N + j], acc);
    }
  free(A); free(B); free(C);
  return bad ? 1 : 0;
}
"#;

const MM_SIZES: &[&[i64]] = &[&[1, 1, 1], &[37, 53, 29], &[64, 64, 64], &[100, 33, 70]];

#[test]
fn matrix_product() {
    check("mm", MM, MM_DRIVER, &[], "0.0", MM_SIZES);
}

#[test]
fn matrix_product_with_options() {
    check(
        "mm_opts",
        MM,
        MM_DRIVER,
        &["--tile=16,16,8", "--no-register-tile", "--tc-fusion", "max"],
        "0.0",
        MM_SIZES,
    );
    check(
        "mm_orig",
        MM,
        MM_DRIVER,
        &["--no-schedule", "--no-parallel"],
        "0.0",
        MM_SIZES,
    );
    check(
        "mm_assoc",
        MM,
        MM_DRIVER,
        &["--reassociate"],
        "1e-4",
        MM_SIZES,
    );
}

#[test]
fn batched_matrix_product_and_integer_min_max() {
    let tc = "def bmm(int32(Bt,M,K) A, int32(Bt,K,N) B) -> (C) {\n  C(b,m,n) +=! A(b,m,k) * B(b,k,n)\n}\n\
              def colext(int64(R,Q) X) -> (hi, lo) {\n  hi(q) max=! X(r,q)\n  lo(q) min=! X(r,q) * 3 - r\n}\n";
    let driver = r#"
int main(int argc, char **argv) {
  (void)argc;
  long Bt = atol(argv[1]), M = atol(argv[2]), K = atol(argv[3]), N = atol(argv[4]);
  int32_t *A = ALLOC(int32_t, Bt * M * K), *B = ALLOC(int32_t, Bt * K * N), *C = ALLOC(int32_t, Bt * M * N);
  for (long i = 0; i < Bt * M * K; i++) A[i] = irnd();
  for (long i = 0; i < Bt * K * N; i++) B[i] = irnd();
  if (bmm(Bt, M, K, N, A, B, C) != 0) return 3;
  for (long b = 0; b < Bt; b++)
    for (long i = 0; i < M; i++)
      for (long j = 0; j < N; j++) {
        int32_t acc = 0;
        for (long k = 0; k < K; k++) acc += A[(b * M + i) * K + k] * B[(b * K + k) * N + j];
        cmpi("C", (b * M + i) * N + j, C[(b * M + i) * N + j], acc);
      }
  long R = M + K, Q = N;
  int64_t *X = ALLOC(int64_t, R * Q), *hi = ALLOC(int64_t, Q), *lo = ALLOC(int64_t, Q);
  for (long i = 0; i < R * Q; i++) X[i] = (int64_t)irnd() * 1000000007LL;
  if (colext(R, Q, X, hi, lo) != 0) return 3;
  for (long q = 0; q < Q; q++) {
    int64_t h = INT64_MIN, l = INT64_MAX;
    for (long r = 0; r < R; r++) {
      if (X[r * Q + q] > h) h = X[r * Q + q];
      if (X[r * Q + q] * 3 - r < l) l = X[r * Q + q] * 3 - r;
    }
    cmpi("hi", q, hi[q], h);
    cmpi("lo", q, lo[q], l);
  }
  free(A); free(B); free(C); free(X); free(hi); free(lo);
  return bad ? 1 : 0;
}
"#;
    check(
        "bmm",
        tc,
        driver,
        &[],
        "0.0",
        &[&[1, 1, 1, 1], &[3, 17, 40, 33], &[2, 64, 32, 65]],
    );
}

#[test]
fn convolution_with_batch_and_channels() {
    let tc = "def conv(float(B,C,H,W) I, float(F,C,KH,KW) Wt) -> (O) {\n  \
              O(b,f,h,w) +=! I(b,c,h + kh,w + kw) * Wt(f,c,kh,kw)\n}\n";
    let driver = r#"
int main(int argc, char **argv) {
  (void)argc;
  long B = atol(argv[1]), C = atol(argv[2]), H = atol(argv[3]), W = atol(argv[4]);
  long F = atol(argv[5]), KH = atol(argv[6]), KW = atol(argv[7]);
  long OH = H - KH + 1, OW = W - KW + 1;
  float *I = ALLOC(float, B * C * H * W), *Wt = ALLOC(float, F * C * KH * KW);
  float *O = ALLOC(float, B * F * OH * OW);
  for (long i = 0; i < B * C * H * W; i++) I[i] = frnd();
  for (long i = 0; i < F * C * KH * KW; i++) Wt[i] = frnd();
  if (conv(B, C, H, W, F, KH, KW, I, Wt, O) != 0) return 3;
  for (long b = 0; b < B; b++)
    for (long f = 0; f < F; f++)
      for (long h = 0; h < OH; h++)
        for (long w = 0; w < OW; w++) {
          float acc = 0.0f;
          for (long c = 0; c < C; c++)
            for (long kh = 0; kh < KH; kh++)
              for (long kw = 0; kw < KW; kw++)
                acc += I[((b * C + c) * H + h + kh) * W + w + kw] * Wt[((f * C + c) * KH + kh) * KW + kw];
          long at = ((b * F + f) * OH + h) * OW + w;
          cmpf("O", at, O[at], acc);
        }
  free(I); free(Wt); free(O);
  return bad ? 1 : 0;
}
"#;
    check(
        "conv",
        tc,
        driver,
        &[],
        "0.0",
        &[
            &[1, 1, 1, 1, 1, 1, 1],
            &[2, 3, 12, 11, 4, 3, 3],
            &[1, 4, 37, 35, 5, 5, 2],
        ],
    );
}

#[test]
fn fused_mlp_layer() {
    let tc = "def mlp(float(B,I) x, float(O,I) w, float(O) bias) -> (y) {\n  \
              t(b,o) +=! x(b,i) * w(o,i)\n  y(b,o) = fmaxf(t(b,o) + bias(o), 0.0)\n}\n";
    let driver = r#"
int main(int argc, char **argv) {
  (void)argc;
  long B = atol(argv[1]), I = atol(argv[2]), O = atol(argv[3]);
  float *x = ALLOC(float, B * I), *w = ALLOC(float, O * I), *bias = ALLOC(float, O), *y = ALLOC(float, B * O);
  for (long i = 0; i < B * I; i++) x[i] = frnd();
  for (long i = 0; i < O * I; i++) w[i] = frnd();
  for (long i = 0; i < O; i++) bias[i] = frnd();
  if (mlp(B, I, O, x, w, bias, y) != 0) return 3;
  for (long b = 0; b < B; b++)
    for (long o = 0; o < O; o++) {
      float acc = 0.0f;
      for (long i = 0; i < I; i++) acc += x[b * I + i] * w[o * I + i];
      cmpf("y", b * O + o, y[b * O + o], fmaxf(acc + bias[o], 0.0f));
    }
  free(x); free(w); free(bias); free(y);
  return bad ? 1 : 0;
}
"#;
    let sizes: &[&[i64]] = &[&[1, 1, 1], &[7, 45, 33], &[64, 32, 96]];
    check("mlp", tc, driver, &[], "0.0", sizes);
    check("mlp_min", tc, driver, &["--tc-fusion", "min"], "0.0", sizes);
}

#[test]
fn softmax_like_pipeline() {
    let tc = "def softmax(float(N,D) X) -> (Y) {\n  mx(n) max=! X(n,d)\n  \
              e(n,d) = expf(X(n,d) - mx(n))\n  s(n) +=! e(n,d)\n  Y(n,d) = e(n,d) / s(n)\n}\n";
    let driver = r#"
int main(int argc, char **argv) {
  (void)argc;
  long N = atol(argv[1]), D = atol(argv[2]);
  float *X = ALLOC(float, N * D), *Y = ALLOC(float, N * D), *e = ALLOC(float, D);
  for (long i = 0; i < N * D; i++) X[i] = 4.0f * frnd();
  if (softmax(N, D, X, Y) != 0) return 3;
  for (long n = 0; n < N; n++) {
    float mx = -INFINITY, s = 0.0f;
    for (long d = 0; d < D; d++) mx = fmaxf(mx, X[n * D + d]);
    for (long d = 0; d < D; d++) e[d] = expf(X[n * D + d] - mx);
    for (long d = 0; d < D; d++) s += e[d];
    for (long d = 0; d < D; d++) cmpf("Y", n * D + d, Y[n * D + d], e[d] / s);
  }
  free(X); free(Y); free(e);
  return bad ? 1 : 0;
}
"#;
    let sizes: &[&[i64]] = &[&[1, 1], &[13, 70], &[64, 33]];
    check("softmax", tc, driver, &[], "0.0", sizes);
    check(
        "softmax_max",
        tc,
        driver,
        &["--tc-fusion", "max"],
        "0.0",
        sizes,
    );
    check(
        "softmax_nocontract",
        tc,
        driver,
        &["--no-contraction"],
        "0.0",
        sizes,
    );
}

#[test]
fn header_scop_and_tree_outputs() {
    let dir = scratch_dir("emit");
    let path = dir.join("mm.tc");
    std::fs::write(&path, MM).unwrap();
    let p = path.to_str().unwrap();
    let header = hedra(&["tc", p, "--emit", "header"]);
    assert!(header.status.success());
    let text = String::from_utf8_lossy(&header.stdout);
    assert!(text.contains(
        "int mm(long M, long K, long N, const float *restrict A, const float *restrict B, float *restrict C);"
    ));
    assert!(text.contains("float C[M][N]"), "{text}");
    let scop = hedra(&["tc", p, "--emit", "scop"]);
    let text = String::from_utf8_lossy(&scop.stdout);
    assert!(text.contains("context := [M, K, N] -> { : M >= 1 and K >= 1 and N >= 1 };"));
    assert!(text.contains("S1[m, n, k] -> A[m, k]"), "{text}");
    let tree = hedra(&["tc", p, "--emit", "tree"]);
    assert!(tree.status.success());
    assert!(String::from_utf8_lossy(&tree.stdout).contains("# def mm"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_syntax_error_gives_a_caret_diagnostic_and_exit_code_1() {
    let dir = scratch_dir("syntax");
    let path = dir.join("bad.tc");
    std::fs::write(
        &path,
        "def mm(float(M,K) A) -> (C) {\n    C(m) +=! A(m,k) *\n}\n",
    )
    .unwrap();
    let out = hedra(&["tc", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.tc:3:1: error:"), "{err}");
    assert!(err.contains('^'), "{err}");
    assert!(out.stdout.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_range_error_gives_a_caret_diagnostic_and_exit_code_1() {
    let dir = scratch_dir("range");
    let path: &Path = &dir.join("bad.tc");
    std::fs::write(path, "def f(float(N) A) -> (B) {\n    B(i) = A(i + j)\n}\n").unwrap();
    let out = hedra(&["tc", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.tc:2:"), "{err}");
    assert!(err.contains('^'), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
