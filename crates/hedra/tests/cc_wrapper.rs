//! `hedra cc`, the compiler wrapper, on the example project (`examples/cc-project`, built
//! with its Makefile) and on single calls: outputs equal plain `cc`'s, a region that hedra
//! cannot handle never breaks the build, diagnostics name the user's file and lines.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn hedra() -> &'static str {
    env!("CARGO_BIN_EXE_hedra")
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hedra-cc-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A copy of the example project in a scratch directory.
fn project_copy(name: &str) -> PathBuf {
    let dir = scratch(name);
    for e in std::fs::read_dir(root().join("examples/cc-project")).unwrap() {
        let p = e.unwrap().path();
        std::fs::copy(&p, dir.join(p.file_name().unwrap())).unwrap();
    }
    dir
}

fn tools_present() -> bool {
    ["cc", "make"].iter().all(|t| {
        Command::new(t)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

fn run_in(dir: &Path, program: &str, args: &[&str], envs: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(program);
    cmd.current_dir(dir)
        .args(args)
        .env_remove("HEDRA_FLAGS")
        .env_remove("HEDRA_KEEP");
    cmd.env_remove("HEDRA_CC");
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.output().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn the_example_project_builds_the_same_program_through_make() {
    if !tools_present() {
        eprintln!("cc or make missing: skipped");
        return;
    }
    let plain = project_copy("plain");
    let wrapped = project_copy("wrapped");
    let keep = wrapped.join("kept");
    let m = run_in(&plain, "make", &["CC=cc"], &[]);
    assert!(m.status.success(), "{}", text(&m.stderr));
    let cc = format!("CC={} cc", hedra());
    let keep_env = keep.display().to_string();
    let m = run_in(&wrapped, "make", &[&cc], &[("HEDRA_KEEP", &keep_env)]);
    let log = text(&m.stderr);
    assert!(m.status.success(), "{log}");
    // The region with a bound read from memory: one line, naming the file and the line.
    let warning = log
        .lines()
        .find(|l| l.contains("histogram.c"))
        .unwrap_or_else(|| panic!("no warning for histogram.c in:\n{log}"));
    assert!(
        warning.starts_with("histogram.c:12:") && warning.contains("warning: hedra:"),
        "{warning}"
    );
    assert!(warning.contains("region left as written"), "{warning}");
    // The two other regions were optimized, with OpenMP, and the link found libgomp.
    for f in ["products", "stencil"] {
        let g = std::fs::read_to_string(keep.join(format!("{f}.hedra.c"))).unwrap();
        assert!(g.contains("#pragma omp parallel for"), "{f}:\n{g}");
        assert!(g.starts_with(&format!("#line 1 \"{f}.c\"")), "{f}:\n{g}");
    }
    assert!(!keep.join("histogram.hedra.c").exists());
    let a = run_in(&plain, "./prog", &[], &[]);
    let b = run_in(&wrapped, "./prog", &[], &[]);
    assert!(a.status.success() && b.status.success());
    assert_eq!(text(&a.stdout), text(&b.stdout));
    assert!(text(&a.stdout).contains("product"));
}

/// A source with a region, and a type error after it.
const BROKEN_AFTER_REGION: &str = "void f(int n, double a[n]) {\n  int i;\n#pragma scop\n  for (i = 0; i < n; i++)\n    a[i] = a[i] * 2.0;\n#pragma endscop\n  int *p = 3.5;\n  undeclared_name = 1;\n}\n";

#[test]
fn compiler_errors_name_the_users_file_and_line() {
    if !tools_present() {
        return;
    }
    let dir = scratch("errors");
    std::fs::write(dir.join("bad.c"), BROKEN_AFTER_REGION).unwrap();
    let out = run_in(&dir, hedra(), &["cc", "-c", "bad.c"], &[]);
    let log = text(&out.stderr);
    assert!(!out.status.success());
    assert!(log.contains("bad.c:8:"), "{log}");
    assert!(
        !log.contains("hedra-cc-"),
        "a temporary path leaked:\n{log}"
    );
}

#[test]
fn single_calls_compile_link_preprocess_and_read_standard_input() {
    if !tools_present() {
        return;
    }
    let dir = project_copy("calls");
    // Several sources in one call, compiled and linked.
    let out = run_in(
        &dir,
        hedra(),
        &[
            "cc",
            "-O2",
            "main.c",
            "products.c",
            "stencil.c",
            "histogram.c",
            "-o",
            "prog",
            "-lm",
        ],
        &[],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let wrapped = run_in(&dir, "./prog", &[], &[]);
    let plain_build = run_in(
        &dir,
        "cc",
        &[
            "-O2",
            "main.c",
            "products.c",
            "stencil.c",
            "histogram.c",
            "-o",
            "plain",
            "-lm",
        ],
        &[],
    );
    assert!(plain_build.status.success());
    let plain = run_in(&dir, "./plain", &[], &[]);
    assert_eq!(text(&wrapped.stdout), text(&plain.stdout));
    // -E: the optimized text, preprocessed, with the user's file in its line markers.
    let e = run_in(&dir, hedra(), &["cc", "-E", "products.c"], &[]);
    assert!(e.status.success());
    let pre = text(&e.stdout);
    assert!(pre.contains("omp parallel for"), "{pre}");
    assert!(pre.contains("\"products.c\""));
    // Standard input, optimized: the object calls the OpenMP runtime.
    let src = std::fs::read_to_string(dir.join("stencil.c")).unwrap();
    let mut child = Command::new(hedra())
        .current_dir(&dir)
        .args(["cc", "-c", "-x", "c", "-", "-o", "from_stdin.o"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(src.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read(dir.join("from_stdin.o"))
        .unwrap()
        .windows(5)
        .any(|w| w == b"GOMP_"));
}

#[test]
fn dependency_files_name_the_source_and_options_reach_hedra() {
    if !tools_present() {
        return;
    }
    let dir = project_copy("deps");
    let out = run_in(
        &dir,
        hedra(),
        &["cc", "-MMD", "-c", "stencil.c", "--hedra-no-parallel"],
        &[],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let d = std::fs::read_to_string(dir.join("stencil.d")).unwrap();
    assert!(d.starts_with("stencil.o: stencil.c kernels.h"), "{d}");
    // --hedra-no-parallel: no OpenMP in the object.
    assert!(!std::fs::read(dir.join("stencil.o"))
        .unwrap()
        .windows(5)
        .any(|w| w == b"GOMP_"));
    // -save-temps keeps the generated source next to the compiler's own temporaries.
    let out = run_in(
        &dir,
        hedra(),
        &["cc", "-save-temps", "-c", "products.c"],
        &[],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let kept = std::fs::read_to_string(dir.join("products.hedra.c")).unwrap();
    assert!(kept.contains("hedra opt: generated"));
    // A real compiler that does not exist: a clear error and a failing exit code.
    let out = run_in(
        &dir,
        hedra(),
        &["cc", "-c", "stencil.c"],
        &[("HEDRA_CC", "/nonexistent/cc")],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("cannot run `/nonexistent/cc`"),
        "{}",
        text(&out.stderr)
    );
    // A bad hedra option is the user's error, named as such.
    let out = run_in(
        &dir,
        hedra(),
        &["cc", "-c", "stencil.c"],
        &[("HEDRA_FLAGS", "--fuse=sideways")],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("HEDRA_FLAGS"));
}

#[test]
fn a_failing_hedra_never_breaks_the_build() {
    if !tools_present() {
        return;
    }
    // A real compiler that rejects what hedra generates (its loop counter `c0` is a macro
    // that does not compile) but accepts the source as written: the source is compiled as
    // written, with a warning.
    let dir = scratch("fallback");
    std::fs::write(
        dir.join("ok.c"),
        BROKEN_AFTER_REGION.replace("  int *p = 3.5;\n  undeclared_name = 1;\n", ""),
    )
    .unwrap();
    let out = run_in(
        &dir,
        hedra(),
        &["cc", "-c", "ok.c"],
        &[("HEDRA_CC", "cc -Dc0=@")],
    );
    let log = text(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert!(
        log.contains("ok.c: warning: hedra cc: the optimized code did not compile"),
        "{log}"
    );
    assert!(dir.join("ok.o").exists());
}

#[path = "../../hedra-rt/tests/common/library.rs"]
mod library;

#[test]
fn a_dcop_nest_links_the_runtime_or_compiles_as_written() {
    if !tools_present() {
        eprintln!("cc or make missing: skipped");
        return;
    }
    let dir = scratch("dcop");
    let kernels = root().join("crates/hedra-rt/kernels");
    for f in ["indirect.c", "common.h"] {
        std::fs::copy(kernels.join(f), dir.join(f)).unwrap();
    }
    let lib = library::runtime_library().display().to_string();
    let plain = run_in(&dir, "cc", &["-O2", "-o", "plain", "indirect.c"], &[]);
    assert!(plain.status.success(), "{}", text(&plain.stderr));
    let want = run_in(&dir, "./plain", &["90", "40", "50"], &[]);
    let env = [
        ("HEDRA_RT_LIB", lib.as_str()),
        ("HEDRA_RT_SYNC", "1"),
        ("HEDRA_RT_LOG", "1"),
    ];
    // One call that compiles and links; then `-c` and a link of the object.
    let one = run_in(
        &dir,
        hedra(),
        &["cc", "-O2", "-o", "one", "indirect.c"],
        &env,
    );
    assert!(one.status.success(), "{}", text(&one.stderr));
    let c = run_in(&dir, hedra(), &["cc", "-O2", "-c", "indirect.c"], &env);
    assert!(c.status.success(), "{}", text(&c.stderr));
    let two = run_in(&dir, hedra(), &["cc", "-o", "two", "indirect.o"], &env);
    assert!(two.status.success(), "{}", text(&two.stderr));
    for exe in ["./one", "./two"] {
        let got = run_in(&dir, exe, &["90", "40", "50"], &env);
        assert_eq!(text(&got.stdout), text(&want.stdout), "{exe}");
        assert!(
            text(&got.stderr).contains("optimized, "),
            "{}",
            text(&got.stderr)
        );
    }
    // Diagnostics after a dcop nest name the user's line.
    let src = "static void k(int n, const int *p, double *x) {\n  int i;\n#pragma hedra dcop\n  for (i = 0; i < n; i++)\n    x[p[i]] = x[p[i]] * 2.0;\n}\nint main(void) {\n  int bad = \"oops\";\n  return bad;\n}\n";
    std::fs::write(dir.join("lines.c"), src).unwrap();
    let c = run_in(
        &dir,
        hedra(),
        &["cc", "-c", "lines.c", "-o", "lines.o"],
        &env,
    );
    assert!(c.status.success(), "{}", text(&c.stderr));
    assert!(
        text(&c.stderr).contains("lines.c:8:"),
        "{}",
        text(&c.stderr)
    );
    // Without the library: a warning, and the source compiled as written.
    let none = run_in(
        &dir,
        hedra(),
        &["cc", "-O2", "-o", "none", "indirect.c"],
        &[("HEDRA_RT_LIB", "/nonexistent/libhedra_rt.a")],
    );
    assert!(none.status.success(), "{}", text(&none.stderr));
    assert!(
        text(&none.stderr).contains("was not found"),
        "{}",
        text(&none.stderr)
    );
    let got = run_in(&dir, "./none", &["90", "40", "50"], &[]);
    assert_eq!(text(&got.stdout), text(&want.stdout));
}

/// The call's `-I` and `-D` reach the preprocessor that hedra runs to read declarations: a
/// matrix product whose arrays are declared through a header's macro gets its elements
/// promoted to scalars, and prints what `cc` alone builds.
#[test]
fn include_paths_and_macros_reach_the_declarations() {
    if !tools_present() {
        return;
    }
    let dir = scratch("macro-decls");
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(
        dir.join("inc/shape.h"),
        "#define ARR(v, a, b) v[a][b]\n#define N 48\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("mm.c"),
        "#include <stdio.h>\n#include \"shape.h\"\n\
static void mm(REAL ARR(C, N, N), REAL ARR(A, N, N), REAL ARR(B, N, N)) {\n\
  int i, j, k;\n\
#pragma scop\n\
  for (i = 0; i < N; i++)\n\
    for (j = 0; j < N; j++)\n\
      for (k = 0; k < N; k++)\n\
        C[i][j] += A[i][k] * B[k][j];\n\
#pragma endscop\n\
}\n\
static REAL A[N][N], B[N][N], C[N][N];\n\
int main(void) {\n\
  int i, j;\n\
  double s = 0;\n\
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * j) % 5; B[i][j] = i - j; }\n\
  mm(C, A, B);\n\
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += C[i][j] * (i + 1);\n\
  printf(\"%.3f\\n\", s);\n\
  return 0;\n\
}\n",
    )
    .unwrap();
    let args = ["-O2", "-Iinc", "-DREAL=double", "mm.c", "-o"];
    let plain = run_in(&dir, "cc", &[&args[..], &["plain"]].concat(), &[]);
    assert!(plain.status.success(), "{}", text(&plain.stderr));
    let cc = [&["cc", "--hedra-verbose"][..], &args, &["hedra"]].concat();
    let out = run_in(&dir, hedra(), &cc, &[]);
    let notes = text(&out.stderr);
    assert!(out.status.success(), "{notes}");
    assert!(
        notes
            .lines()
            .any(|l| l.contains("promoted scalars") && !l.contains(" 0 promoted")),
        "{notes}"
    );
    let run = |exe: &str| text(&run_in(&dir, &format!("./{exe}"), &[], &[]).stdout);
    assert_eq!(run("plain"), run("hedra"));
    let _ = std::fs::remove_dir_all(&dir);
}
