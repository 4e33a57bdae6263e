//! `hedra opt` output formats and OpenScop input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn hedra(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hedra"))
        .args(args)
        .output()
        .expect("run hedra")
}

fn kernel(name: &str) -> String {
    root()
        .join(format!("kernels/{name}/{name}.c"))
        .to_string_lossy()
        .into_owned()
}

/// The statement and loop lines of generated code, trimmed, with the counter prefix `hc`
/// written `c`.
fn code_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.trim().replace("hc", "c"))
        .filter(|l| {
            l.starts_with("for (")
                || (l.contains(" = ") && l.ends_with(';') && !l.starts_with("int "))
        })
        .collect()
}

#[test]
fn openscop_input_generates_the_same_loops_as_the_c_file() {
    let lu = kernel("lu");
    let scop = hedra(&["scop", &lu, "--emit", "openscop"]);
    assert!(scop.status.success());
    let dir = std::env::temp_dir().join(format!("hedra-opt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("lu.scop");
    std::fs::write(&file, &scop.stdout).unwrap();
    let from_scop = hedra(&["opt", file.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        from_scop.status.success(),
        "{}",
        String::from_utf8_lossy(&from_scop.stderr)
    );
    let from_c = hedra(&["opt", &lu]);
    assert!(from_c.status.success());
    let a = code_lines(&String::from_utf8_lossy(&from_scop.stdout));
    let b = code_lines(&String::from_utf8_lossy(&from_c.stdout));
    let mut b: Vec<String> = b.into_iter().filter(|l| a.contains(l)).collect();
    assert!(a.len() >= 5, "{a:?}");
    // The C file's versions moved into functions come before the function that holds
    // the region: the same lines, in another order.
    let mut a = a;
    a.sort();
    b.sort();
    assert_eq!(a, b);
}

#[test]
fn emit_formats() {
    let gemm = kernel("gemm");
    let tree = hedra(&["opt", &gemm, "--emit", "tree"]);
    assert!(tree.status.success());
    let t = String::from_utf8_lossy(&tree.stdout);
    assert!(
        t.starts_with("domain: ") && t.contains("sequence:") && t.contains("schedule: "),
        "{t}"
    );
    let json = hedra(&["opt", &gemm, "--emit", "json"]);
    assert!(json.status.success());
    let j = String::from_utf8_lossy(&json.stdout);
    assert!(
        j.trim_start().starts_with('{') && j.contains("\"statements\""),
        "{j}"
    );
    let osc = hedra(&["opt", &gemm, "--emit", "openscop"]);
    assert!(osc.status.success());
    assert!(String::from_utf8_lossy(&osc.stdout).contains("<OpenScop>"));
}

#[test]
fn verbose_explains_the_scheduler_and_code_generation() {
    let gemm = kernel("gemm");
    let out = hedra(&["opt", &gemm, "-v", "--tile=16"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("note: scheduler: "), "{err}");
    assert!(err.contains("with sizes 16x16x16"), "{err}");
    assert!(
        err.contains("legality check of the new schedule: passed"),
        "{err}"
    );
    assert!(!err.contains("warning"), "{err}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("#pragma omp parallel for"), "{text}");
    assert!(text.contains("floord"), "tiled by default: {text}");
    // Without scheduling, tiling and OpenMP: the original loops, plain.
    let out = hedra(&["opt", &gemm, "-v", "--no-schedule", "--no-parallel"]);
    let err = String::from_utf8_lossy(&out.stderr);
    // The guard is promotion's: the accumulator of the k loop is loaded and stored only when
    // the loop runs.
    assert!(err.contains("generated 5 loops, 1 guards"), "{err}");
    assert!(err.contains("1 promoted scalars"), "{err}");
    assert!(!err.contains("scheduler:"), "{err}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("#pragma omp"), "{text}");
    // No tiling: no tile loops.
    let out = hedra(&["opt", &gemm, "--no-tile"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && !text.contains("floord"), "{text}");
    // Contradictory flags are a usage error.
    let out = hedra(&["opt", &gemm, "--tile=8", "--no-tile"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn an_illegal_user_schedule_is_replaced_by_the_original_order() {
    let dir = std::env::temp_dir().join(format!("hedra-optcli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("rev.c");
    std::fs::write(
        &src,
        "void f(int N, double A[N]) {\n#pragma scop\n  for (int i = 1; i < N; i++)\n    A[i] = A[i - 1] + 1.0;\n#pragma endscop\n}\n",
    )
    .unwrap();
    // Reversing the loop violates the flow dependence A[i - 1] -> A[i].
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "[N] -> { S0[i] -> [-i] }").unwrap();
    let out = hedra(&[
        "opt",
        src.to_str().unwrap(),
        "--schedule",
        bad.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("warning: --schedule is illegal; original schedule kept"),
        "{err}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("-c0") && !text.contains("- c0"), "{text}");
    // The identity is legal and used without a warning.
    let good = dir.join("good.txt");
    std::fs::write(&good, "[N] -> { S0[i] -> [i] }").unwrap();
    let out = hedra(&[
        "opt",
        src.to_str().unwrap(),
        "--schedule",
        good.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && !err.contains("warning"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn output_keeps_everything_outside_the_region() {
    let gemm = kernel("gemm");
    let src = std::fs::read_to_string(&gemm).unwrap();
    let out = hedra(&["opt", &gemm]);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let start = src.find("#pragma scop").unwrap();
    let end = src.find("#pragma endscop").unwrap() + "#pragma endscop".len();
    // Before the function that holds the region, hedra inserts the helper macros and the
    // versions moved out of the region; nothing else changes.
    let function = src[..start].rfind("static void kernel_gemm(").unwrap();
    assert!(text.starts_with(&src[..function]));
    let inserted = &text[function..text.find(&src[function..start]).unwrap()];
    assert!(inserted.starts_with("#ifndef floord"), "{inserted}");
    assert!(
        inserted.contains("HEDRA_OUTLINED void hedra_version_0("),
        "{inserted}"
    );
    assert!(text.ends_with(&src[end..]));
}

/// Time tiling is versioned on the arrays' size: by default the time-tiled code runs only when
/// the arrays exceed the cache size, the original order otherwise; `--cache-size=0` keeps
/// only the time-tiled code; non-skewed schedules (gemm) are never versioned.
#[test]
fn time_tiled_code_is_versioned_on_the_footprint() {
    let j1 = kernel("jacobi_1d");
    let out = hedra(&["opt", &j1, "-v"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    let fits = "(!((double)sizeof(DATA_TYPE) * (n) + (double)sizeof(DATA_TYPE) * (n) > 1048576.0))";
    assert!(text.contains(fits), "{text}");
    assert!(
        text.contains("{ /* version 2 of 3: the original order runs */"),
        "{text}"
    );
    assert!(
        err.contains("the original order runs where `!((double)sizeof(DATA_TYPE)")
            && err.contains("(the arrays fit in 1048576 bytes)"),
        "{err}"
    );
    let out = hedra(&["opt", &j1, "--cache-size=4096"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("> 4096.0)"), "{text}");
    let out = hedra(&["opt", &j1, "--cache-size=0"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("(double)sizeof(DATA_TYPE)"), "{text}");
    let out = hedra(&["opt", &kernel("gemm")]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("(double)sizeof("), "{text}");
}

/// Register tiling: gemm's accumulating loop `k` goes innermost with a block of rows and
/// columns unrolled inside and its accumulators promoted; `--no-register-tile` and a
/// malformed `--register-tile` behave.
#[test]
fn register_tiling_options() {
    let gemm = kernel("gemm");
    let out = hedra(&["opt", &gemm, "-v"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("register tiling, 6 (level 0) x 16 (level 1) block"),
        "{err}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("DATA_TYPE r95 = C["), "{text}");
    let out = hedra(&["opt", &gemm, "--register-tile=2x8", "-v"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("register tiling, 2 (level 0) x 8 (level 1) block"),
        "{err}"
    );
    let out = hedra(&["opt", &gemm, "--no-register-tile", "-v"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("register tiling"), "{err}");
    for bad in ["6", "0x16", "6x", "axb", "6x100"] {
        let out = hedra(&["opt", &gemm, &format!("--register-tile={bad}")]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
    }
    // Contradicting wavefront options are a usage error, not a silent choice.
    let out = hedra(&["opt", &gemm, "--wavefront", "--no-wavefront"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--no-wavefront"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `--innermost=K`: a member of the band runs innermost inside the tiles; a member the band
/// lacks leaves the scheduler's choice; a value that is no member number is a usage error.
#[test]
fn innermost_option() {
    let gemm = kernel("gemm");
    let out = hedra(&["opt", &gemm, "--innermost=1", "-v"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("moved innermost inside the tiles (as asked)"),
        "{err}"
    );
    let out = hedra(&["opt", &gemm, "--innermost=9", "-v"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("(as asked)"), "{err}");
    for bad in ["0", "-1", "x", "", "65"] {
        let out = hedra(&["opt", &gemm, &format!("--innermost={bad}")]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("--innermost"),
            "{bad}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn full_mapping_option() {
    let gemm = kernel("gemm");
    let lines = |args: &[&str]| {
        let mut all = vec!["opt", gemm.as_str(), "-v"];
        all.extend_from_slice(args);
        let out = hedra(&all);
        assert!(out.status.success());
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        (String::from_utf8_lossy(&out.stdout).lines().count(), err)
    };
    let (remaining, err) = lines(&["--threads=2"]);
    assert!(!err.contains("full mapping"), "{err}");
    let (full, err) = lines(&["--threads=2", "--full-mapping"]);
    let versions = err
        .lines()
        .find_map(|l| l.split("versioning (parallel loops): ").nth(1))
        .and_then(|l| l.split(' ').next()?.parse::<usize>().ok())
        .expect("a family of parallel placement");
    let note = format!(
        "full mapping: {0} of {0} specialized versions",
        versions - 1
    );
    assert!(err.contains(&note), "{err}");
    // With the thread count known, each version's context leaves its outer tile loops one
    // iteration, which code generation drops.
    assert!(full < remaining, "{full} lines, {remaining} without");
}

/// A program of hedra-fuzz (generated seed 159) whose versions cost 23 million operations
/// each to map again: full mapping ran for 37 s before it had a budget.
const COSTLY_TO_MAP_AGAIN: &str = "void kernel(int N, int M, int P, long A[7], double B[6][4], double D[5][6], long E[8][6][7])\n\
{\n\
  int i0 = 0, i1 = 0;\n\
#pragma scop\n\
  for (i0 = 0; i0 <= P - 2; i0++) {\n\
    B[i0 + 1][i0 + 2] /= -2.0;\n\
    if (M >= 2 * i0 + 1) {\n\
      for (i1 = i0; i1 <= i0 + M - 1; i1++) {\n\
        E[i1 + 1][i1][N - i1] = (((i1) - 5) % 1000);\n\
        D[M - i0 - 1][M - i1] -= (((E[i1 + 2][i1][i1] % 1000) + D[i0][i0 + 1]) / 2.0);\n\
        B[i1][2 * i0] = (0.25 * -1.5);\n\
      }\n\
    } else {\n\
      B[i0 + 1][i0] += (((E[i0 + 2][i0][i0 + 1] % 1000) + (i0)) / 8.0);\n\
    }\n\
    B[i0 + 1][i0] = (B[i0 + 1][i0] + (2.0 * (A[M - i0 + 1] % 1000)));\n\
  }\n\
#pragma endscop\n\
}\n";

#[test]
fn full_mapping_stops_at_its_budget() {
    let src = scratch("costly_to_map_again.c", COSTLY_TO_MAP_AGAIN.as_bytes());
    let src = src.to_str().unwrap();
    let args = [
        "opt",
        src,
        "--tile=8,32,3",
        "--no-register-tile",
        "--full-mapping",
        "--min-work=256",
        "--context",
        "N >= 1",
        "-v",
    ];
    let out = hedra(&args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    // The first version mapped again spends the family's budget: every version takes the
    // remaining passes.
    assert!(
        err.contains("full mapping: 0 of 7 specialized versions"),
        "{err}"
    );
}

/// A scratch file with the given bytes, unique to this test process.
fn scratch(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hedra-opt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write scratch file");
    path
}

const REJECTED_ONLY: &str = "/* caf\u{e9} */\ndouble a[10], b[10], c[10];\nvoid f(int n) {\n  int i;\n#pragma scop\n  for (i = 0; i < n; i++) {\n    a[i] = c[i] + 1;\n    if (a[i] > 0)\n      b[i] = a[i];\n  }\n#pragma endscop\n}\n";

#[test]
fn whole_file_is_always_written() {
    // Every region rejected: the file is written unchanged, with a warning, exit 0.
    let mut bytes = REJECTED_ONLY.as_bytes().to_vec();
    // A Latin-1 byte in a comment (not UTF-8) must come back as it was.
    bytes.extend_from_slice(b"/* \xe9t\xe9 */\n");
    let input = scratch("rejected.c", &bytes);
    let output = input.with_extension("out.c");
    let out = hedra(&[
        "opt",
        input.to_str().unwrap(),
        "-o",
        output.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.contains("warning: data-dependent condition"), "{err}");
    assert_eq!(std::fs::read(&output).unwrap(), bytes);
    // --strict: the same file, exit 1, and the message is an error.
    std::fs::remove_file(&output).unwrap();
    let out = hedra(&[
        "opt",
        input.to_str().unwrap(),
        "-o",
        output.to_str().unwrap(),
        "--strict",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("error: data-dependent condition"));
    assert_eq!(std::fs::read(&output).unwrap(), bytes);
    // No region at all: also written unchanged.
    let plain = scratch("plain.c", b"int main(void) { return 0; }\n");
    let out = hedra(&["opt", plain.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(out.stdout, b"int main(void) { return 0; }\n");
    assert!(String::from_utf8_lossy(&out.stderr).contains("warning: no `#pragma scop` region"));
}

#[test]
fn context_errors_point_at_the_option() {
    let gemm = kernel("gemm");
    for (bad, word) in [
        ("_PB_NI >= 5 or _PB_NI <= 2", "`or`"),
        ("_PB_NI >= 5 foo", "`foo`"),
        ("_PB_NI >= 0 and", "`and`"),
    ] {
        let out = hedra(&["opt", &gemm, "--context", bad]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{bad}: {err}");
        assert!(
            err.contains(&format!("--context '{bad}'")) && err.contains(word),
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
    let out = hedra(&["opt", &gemm, "--context", "_PB_NI >= 5 || _PB_NI <= 2"]);
    assert!(out.status.success());
}

#[test]
fn file_errors_have_line_and_column() {
    let scop = scratch("bad.scop", b"garbage\n<OpenScop>\n");
    let out = hedra(&["opt", scop.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.scop:1:1: error: cannot read the OpenScop"),
        "{err}"
    );
    let sched = scratch("bad.sched", b"x := 1;\nschedule := { S0[i] -> [i };\n");
    let out = hedra(&[
        "opt",
        &kernel("gemm"),
        "--schedule",
        sched.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.sched:2:"), "{err}");
}

#[test]
fn openscop_input_prints_notes_only_with_verbose() {
    let scop = hedra(&["scop", &kernel("gemm"), "--emit", "openscop"]);
    let path = scratch("gemm.scop", &scop.stdout);
    let quiet = hedra(&["opt", path.to_str().unwrap()]);
    assert!(quiet.status.success());
    assert!(!String::from_utf8_lossy(&quiet.stderr).contains("note:"));
    let verbose = hedra(&["opt", path.to_str().unwrap(), "-v"]);
    assert!(String::from_utf8_lossy(&verbose.stderr).contains("note: scheduler"));
}

#[test]
fn an_exhausted_budget_falls_back_and_names_the_stage() {
    let heat = kernel("heat_3d");
    let out = hedra(&["opt", &heat, "--budget", "20000"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("warning: the new schedule failed (the scheduler ran out of its budget of 20000 operations"),
        "{err}"
    );
    // The original order makes nothing parallel here: the region stays as written.
    assert!(err.contains("only the original order was found"), "{err}");
    assert_eq!(out.stdout, std::fs::read(&heat).unwrap());
    // The default budget is never reached on the kernel suite (opt_kernels checks every
    // kernel's code with the defaults); with no limit the result is the same.
    let unlimited = hedra(&["opt", &heat, "--budget", "0"]);
    let default = hedra(&["opt", &heat]);
    assert_eq!(unlimited.stdout, default.stdout);
}

/// The command line holds no policy: with no options, `hedra opt` writes exactly what the
/// driver gives with its default options.
#[test]
fn the_command_line_defaults_are_the_drivers() {
    for name in ["gemm", "jacobi_2d", "lu"] {
        let path = kernel(name);
        let out = hedra(&["opt", &path]);
        assert!(out.status.success(), "{name}");
        let src = std::fs::read_to_string(&path).unwrap();
        let driver = hedra_opt::optimize_source(&src, &hedra_opt::Options::default()).unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), driver.text, "{name}");
    }
}

/// Versioning's options (issue 17): `-v` lists the versions of gemm's parallel loops,
/// `--no-versioning` and `--threads` change the dispatch, and malformed values are usage
/// errors that name the option.
#[test]
fn versioning_options() {
    let gemm = kernel("gemm");
    let out = hedra(&["opt", &gemm, "-v"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("versioning (parallel loops): 6 versions")
            && err.contains("versioning (the region): 2 versions"),
        "{err}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("omp_get_max_threads()"));
    let out = hedra(&["opt", &gemm, "--no-versioning"]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("hedra_threads"));
    let out = hedra(&["opt", &gemm, "--threads=4", "--occupancy=1/2"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("< 1 * 4") && !text.contains("omp_get_max_threads"),
        "{text}"
    );
    for bad in ["0", "x", "1/0", "2/", "1001", "-1"] {
        let out = hedra(&["opt", &gemm, &format!("--occupancy={bad}")]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("--occupancy"),
            "{bad}"
        );
    }
    for bad in ["--threads=0", "--max-versions=0", "--max-versions=x"] {
        assert_eq!(hedra(&["opt", &gemm, bad]).status.code(), Some(2), "{bad}");
    }
}

/// `--min-work` takes a count of statement instances: a malformed one is a usage error that
/// names it; 0 leaves out the version for small work.
#[test]
fn min_work_option() {
    let gemm = kernel("gemm");
    for bad in ["x", "-1", "1.5", ""] {
        let out = hedra(&["opt", &gemm, &format!("--min-work={bad}")]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("--min-work"),
            "{bad}"
        );
    }
    let out = hedra(&["opt", &gemm, "--min-work=100"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains(" < 100.0"));
    let out = hedra(&["opt", &gemm, "--min-work=0"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("the original order, sequential"), "{text}");
}

/// A kernel whose arrays are declared through a macro in a header (`DATA_TYPE
/// POLYBENCH_2D(A, NI, NK, ni, nk)`, issue 15): with the header's directory given as `-I`,
/// the preprocessor shows hedra the arrays' element type and shape, and their elements are
/// promoted to scalars; without it, `-v` says why none is. The optimized program computes
/// what the original does.
#[test]
fn declarations_through_macros_are_read_with_the_preprocessor() {
    let dir = std::env::temp_dir().join(format!("hedra-macro-decls-{}", std::process::id()));
    let inc = dir.join("include");
    std::fs::create_dir_all(&inc).unwrap();
    std::fs::write(
        inc.join("decl.h"),
        "#define POLY_2D(var, d1, d2, n1, n2) var[d1][d2]\n#ifndef NI\n#define NI 60\n#endif\n#define NJ 70\n#define NK 80\n",
    )
    .unwrap();
    let kernel = "#include \"decl.h\"\n\
void mm(int ni, int nj, int nk, ELEM alpha, ELEM POLY_2D(C, NI, NJ, ni, nj),\n\
        ELEM POLY_2D(A, NI, NK, ni, nk), ELEM POLY_2D(B, NK, NJ, nk, nj)) {\n\
  int i, j, k;\n\
#pragma scop\n\
  for (i = 0; i < ni; i++)\n\
    for (j = 0; j < nj; j++) {\n\
      C[i][j] = 0.0;\n\
      for (k = 0; k < nk; ++k)\n\
        C[i][j] += alpha * A[i][k] * B[k][j];\n\
    }\n\
#pragma endscop\n\
}\n";
    std::fs::write(dir.join("mm.c"), kernel).unwrap();
    let main = "#include <stdio.h>\n#include \"decl.h\"\n\
void mm(int, int, int, ELEM, ELEM POLY_2D(C, NI, NJ, ni, nj), ELEM POLY_2D(A, NI, NK, ni, nk), ELEM POLY_2D(B, NK, NJ, nk, nj));\n\
static ELEM A[NI][NK], B[NK][NJ], C[NI][NJ];\n\
int main(void) {\n\
  int i, j;\n\
  double s = 0;\n\
  for (i = 0; i < NI; i++) for (j = 0; j < NK; j++) A[i][j] = (i * j % 7) * 0.5;\n\
  for (i = 0; i < NK; i++) for (j = 0; j < NJ; j++) B[i][j] = (i + 2 * j) % 5 - 1.0;\n\
  mm(NI, NJ, NK, 1.5, C, A, B);\n\
  for (i = 0; i < NI; i++) for (j = 0; j < NJ; j++) s += C[i][j] * (1 + (i + j) % 3);\n\
  printf(\"%.6f\\n\", s);\n\
  return 0;\n\
}\n";
    std::fs::write(dir.join("main.c"), main).unwrap();
    let mm = dir.join("mm.c");
    let (mm, inc) = (mm.to_str().unwrap(), inc.to_str().unwrap());
    let opt_c = dir.join("mm.opt.c");
    let run = hedra(&[
        "opt",
        mm,
        "-I",
        inc,
        "-DELEM=double",
        "-v",
        "-o",
        opt_c.to_str().unwrap(),
    ]);
    let notes = String::from_utf8_lossy(&run.stderr).into_owned();
    assert!(run.status.success(), "{notes}");
    let promoted = notes
        .lines()
        .find_map(|l| l.split(", ").last()?.strip_suffix(" promoted scalars"))
        .and_then(|n| n.parse::<usize>().ok());
    assert!(promoted.is_some_and(|n| n > 0), "{notes}");
    // Without the header's directory, the types are unknown, and -v says so; the
    // accumulators are still promoted, declared with `__typeof__`.
    let blind_c = dir.join("mm.blind.c");
    let blind = hedra(&[
        "opt",
        mm,
        "-DELEM=double",
        "-v",
        "-o",
        blind_c.to_str().unwrap(),
    ]);
    let blind = String::from_utf8_lossy(&blind.stderr).into_owned();
    assert!(blind.contains("without the preprocessor"), "{blind}");
    assert!(blind.contains("unknown element type: C, A, B"), "{blind}");
    let blind_code = std::fs::read_to_string(&blind_c).unwrap();
    assert!(blind_code.contains("__typeof__(C["), "{blind_code}");
    // Both programs print the same.
    let build = |source: &Path, exe: &str| {
        let out = Command::new("cc")
            .args(["-O2", "-fopenmp", "-DELEM=double", "-I", inc])
            .arg(source)
            .arg(dir.join("main.c"))
            .arg("-o")
            .arg(dir.join(exe))
            .output()
            .expect("run cc");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let ran = Command::new(dir.join(exe))
            .output()
            .expect("run the program");
        String::from_utf8_lossy(&ran.stdout).into_owned()
    };
    let original = build(&dir.join("mm.c"), "original");
    let optimized = build(&opt_c, "optimized");
    let blind = build(&blind_c, "blind");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!original.is_empty());
    assert_eq!(original, optimized);
    assert_eq!(original, blind);
}

/// A product in a function of its own, called from `main` with sizes from the command
/// line: `ALPHA_DECL` is replaced by the declaration of the scaling factor (a parameter, or
/// a local of the function).
const OUTLINED_PRODUCT: &str = "#include <stdio.h>\n#include <stdlib.h>\n\
static double A[300][300], B[300][300], C[300][300];\n\
static void product(int n, int m ALPHA_PARAM)\n{\n  int i, j, k;\nALPHA_LOCAL\
#pragma scop\n  for (i = 0; i < n; i++)\n    for (j = 0; j < m; j++)\n      C[i][j] = 0.0;\n\
  for (i = 0; i < n; i++)\n    for (k = 0; k < m; k++)\n      for (j = 0; j < m; j++)\n        C[i][j] += alpha * A[i][k] * B[k][j];\n\
#pragma endscop\n}\n\
int main(int argc, char **argv)\n{\n  int n = atoi(argv[1]), m = atoi(argv[2]), i, j;\n  double s = 0;\n\
  for (i = 0; i < 300; i++)\n    for (j = 0; j < 300; j++) {\n      A[i][j] = (i * j % 7) / 7.0;\n      B[i][j] = (i + 2 * j) % 5 / 5.0;\n    }\n\
  product(n, m ALPHA_ARG);\n  for (i = 0; i < 300; i++)\n    for (j = 0; j < 300; j++)\n      s += C[i][j] * (i + j % 3);\n\
  printf(\"%.17g\\n\", s);\n  return 0;\n}\n";

/// Long versions move into functions of their own, called with the enclosing function's
/// parameters; the enclosing function keeps the dispatch and the short version for small
/// work. A version that names a local of the enclosing function stays where it is.
#[test]
fn long_versions_move_into_functions() {
    let dir = std::env::temp_dir().join(format!("hedra-outline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let build = |name: &str, text: &str, hedra_args: Option<&[&str]>| {
        let src = dir.join(format!("{name}.c"));
        std::fs::write(&src, text).unwrap();
        let (c, mut err) = match hedra_args {
            Some(args) => {
                let out_c = dir.join(format!("{name}.opt.c"));
                let mut all = vec![
                    "opt",
                    src.to_str().unwrap(),
                    "-v",
                    "-o",
                    out_c.to_str().unwrap(),
                ];
                all.extend_from_slice(args);
                let out = hedra(&all);
                assert!(
                    out.status.success(),
                    "{}",
                    String::from_utf8_lossy(&out.stderr)
                );
                (out_c, String::from_utf8_lossy(&out.stderr).into_owned())
            }
            None => (src, String::new()),
        };
        let exe = dir.join(name);
        let cc = Command::new("gcc")
            .args(["-O1", "-fopenmp", "-std=gnu11", "-Wall", "-Werror"])
            .arg("-Wno-unknown-pragmas")
            .arg(&c)
            .arg("-o")
            .arg(&exe)
            .output()
            .unwrap();
        assert!(
            cc.status.success(),
            "{}",
            String::from_utf8_lossy(&cc.stderr)
        );
        err.push_str(&std::fs::read_to_string(&c).unwrap());
        (exe, err)
    };
    let run = |exe: &Path, threads: &str, n: &str, m: &str| {
        let out = Command::new(exe)
            .args([n, m])
            .env("OMP_NUM_THREADS", threads)
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let as_parameter = OUTLINED_PRODUCT
        .replace("ALPHA_PARAM", ", double alpha")
        .replace("ALPHA_LOCAL", "")
        .replace("ALPHA_ARG", ", 1.5");
    let (original, _) = build("original", &as_parameter, None);
    let (moved, text) = build("moved", &as_parameter, Some(&[]));
    assert!(
        text.contains("HEDRA_OUTLINED void hedra_version_0(int n, int m , double alpha)"),
        "{text}"
    );
    let body = text.split("static void product(").nth(1).unwrap();
    let body = &body[..body.find("\nint main").unwrap()];
    assert!(body.lines().count() < 80, "{body}");
    assert!(body.contains("hedra_version_0(n, m, alpha);"), "{body}");
    // Sizes for the version for small work, for one and two threads, and the tiled ones.
    for (n, m) in [("3", "4"), ("40", "2"), ("300", "300"), ("1", "300")] {
        for threads in ["1", "2"] {
            assert_eq!(run(&original, threads, n, m), run(&moved, threads, n, m));
        }
    }
    let as_local = OUTLINED_PRODUCT
        .replace("ALPHA_PARAM", "")
        .replace("ALPHA_LOCAL", "  double alpha = 1.5;\n")
        .replace("ALPHA_ARG", "");
    let (original, _) = build("original_local", &as_local, None);
    let (kept, text) = build("kept", &as_local, Some(&[]));
    assert!(!text.contains("HEDRA_OUTLINED void"), "{text}");
    assert!(
        text.contains("stays inside product: it names alpha"),
        "{text}"
    );
    assert_eq!(
        run(&original, "2", "300", "300"),
        run(&kept, "2", "300", "300")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where the work bound grows with one size only, the test for small work is a comparison
/// with a threshold found at compile time; the program agrees with the original on both
/// sides of it.
#[test]
fn the_work_test_of_one_size_is_a_threshold() {
    let fc = root().join("benchmarks/sweep/fc.c");
    let dir = std::env::temp_dir().join(format!("hedra-threshold-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let opt_c = dir.join("fc.opt.c");
    let out = hedra(&[
        "opt",
        fc.to_str().unwrap(),
        "-v",
        "-o",
        opt_c.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    // q * q + q^3 < 16384 exactly for q <= 25.
    assert!(err.contains("runs where `(q <= 25)`"), "{err}");
    let original = build_with_openmp(&fc, &dir.join("fc"));
    let optimized = build_with_openmp(&opt_c, &dir.join("fc.opt"));
    for q in ["1", "25", "26", "97"] {
        assert_eq!(checksum(&original, q), checksum(&optimized, q), "q = {q}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Builds `src` (which may include `kernels/common/kernel.h`) into `exe` with OpenMP.
fn build_with_openmp(src: &Path, exe: &Path) -> PathBuf {
    let cc = Command::new("gcc")
        .args(["-O1", "-fopenmp", "-std=gnu11", "-DHK_SWEEP_MIN_SECONDS=0"])
        .arg("-I")
        .arg(root().join("kernels/common"))
        .arg(src)
        .arg("-o")
        .arg(exe)
        .arg("-lm")
        .output()
        .unwrap();
    assert!(
        cc.status.success(),
        "{}",
        String::from_utf8_lossy(&cc.stderr)
    );
    exe.to_path_buf()
}

/// The `checksum` line `exe` prints when run with the argument `size` and 2 threads.
fn checksum(exe: &Path, size: &str) -> String {
    let out = Command::new(exe)
        .arg(size)
        .env("OMP_NUM_THREADS", "2")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.lines()
        .find(|l| l.starts_with("checksum"))
        .map(String::from)
        .unwrap_or(text)
}

/// An elimination whose `k` loop carries a dependence and whose `i` loop, inside it, is
/// parallel (the shape of LU).
const ELIMINATION: &str = r#"#include <stdio.h>
#include <stdlib.h>

#define NMAX 300

static double A[NMAX][NMAX];

static void eliminate(int n)
{
  int k, i, j;
#pragma scop
  for (k = 0; k < n; k++)
    for (i = k + 1; i < n; i++)
      for (j = k + 1; j < n; j++)
        A[i][j] = A[i][j] - A[i][k] * A[k][j] / (A[k][k] + 4.0);
#pragma endscop
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10;
  if (n < 0 || n > NMAX)
    n = NMAX;
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 11) + 1.0;
  eliminate(n);
  double s = 0;
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++)
      s += A[i][j] * (double)(i + 1 + j % 5);
  printf("checksum %.12e\n", s);
  return 0;
}
"#;

/// A parallel loop entered once per iteration of a sequential loop pays for its threads
/// only with enough work each time (`--min-parallel-work`): it starts them under an OpenMP
/// `if` clause, here a threshold on the size, and the code computes what the original
/// computes on both sides of each threshold.
#[test]
fn parallel_loops_need_work_each_time_they_start() {
    let dir = std::env::temp_dir().join(format!("hedra-entry-work-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("elim.c");
    std::fs::write(&src, ELIMINATION).unwrap();
    let opt_c = dir.join("elim.opt.c");
    let out = hedra(&["opt", src.to_str().unwrap(), "-o", opt_c.to_str().unwrap()]);
    assert!(out.status.success());
    let code = std::fs::read_to_string(&opt_c).unwrap();
    // Each parallel loop is under a threshold `if (n > T) {`, tried at T and T + 1.
    let lines: Vec<&str> = code.lines().map(str::trim).collect();
    let mut sizes = vec![1, 97, 300];
    for (k, line) in lines.iter().enumerate() {
        if line.starts_with("#pragma omp parallel for") {
            let test = lines[k - 1].strip_prefix("if (n > ");
            let t = test.and_then(|t| t.strip_suffix(") {"));
            let t: i64 = t
                .unwrap_or_else(|| panic!("no work test: {code}"))
                .parse()
                .unwrap();
            sizes.extend([t, t + 1]);
        }
    }
    assert!(sizes.len() > 3, "no parallel loop: {code}");
    let original = build_with_openmp(&src, &dir.join("elim"));
    let optimized = build_with_openmp(&opt_c, &dir.join("elim.opt"));
    for n in sizes {
        let n = n.to_string();
        assert_eq!(checksum(&original, &n), checksum(&optimized, &n), "n = {n}");
    }
    // The option turns the test off.
    let plain = dir.join("elim.plain.c");
    let args = ["opt", src.to_str().unwrap(), "--min-parallel-work=0", "-o"];
    let out = hedra(&[&args[..], &[plain.to_str().unwrap()]].concat());
    assert!(out.status.success());
    assert!(!std::fs::read_to_string(&plain)
        .unwrap()
        .contains("if (n > "));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A product through a local accumulator, in a function of its own; `AFTER` is replaced by
/// code after the region (which may read the accumulator).
const ACCUMULATED_PRODUCT: &str = r#"#include <stdio.h>
#include <stdlib.h>

static double A[300][300], B[300][300], C[300][300];

static void product(int n)
{
  int i, j, k;
  double acc = 0.0;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      acc = 0.0;
      for (k = 0; k < n; k++)
        acc += A[i][k] * B[k][j];
      C[i][j] = acc;
    }
#pragma endscop
AFTER}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10, i, j;
  double s = 0;
  if (n < 0 || n > 300)
    n = 300;
  for (i = 0; i < 300; i++)
    for (j = 0; j < 300; j++) {
      A[i][j] = (i * j % 7) / 7.0;
      B[i][j] = (i + 2 * j) % 5 / 5.0;
    }
  product(n);
  for (i = 0; i < 300; i++)
    for (j = 0; j < 300; j++)
      s += C[i][j] * (i + j % 3);
  printf("checksum %.17g\n", s);
  return 0;
}
"#;

/// A version that writes a local scalar dead after the region moves into a function of its
/// own, which copies the scalar into a local (its address is passed); where the scalar is
/// read after the region, the versions stay inside. Both compile without warnings and
/// compute what the original computes.
#[test]
fn versions_writing_dead_scalars_move_with_a_copy() {
    let dir = std::env::temp_dir().join(format!("hedra-scalar-copy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, after, moves) in [("dead", "", true), ("live", "  C[0][0] += acc;\n", false)] {
        let src = dir.join(format!("{name}.c"));
        std::fs::write(&src, ACCUMULATED_PRODUCT.replace("AFTER", after)).unwrap();
        let opt_c = dir.join(format!("{name}.opt.c"));
        // As written: by default the accumulator accumulates in `C[i][j]` instead, and no
        // scalar is left to copy.
        let out = hedra(&[
            "opt",
            src.to_str().unwrap(),
            "--keep-scalars",
            "-v",
            "-o",
            opt_c.to_str().unwrap(),
        ]);
        let err = String::from_utf8_lossy(&out.stderr);
        let code = std::fs::read_to_string(&opt_c).unwrap();
        if moves {
            assert!(code.contains("double *hedra_scalar_acc)"), "{code}");
            assert!(code.contains("  double acc = *hedra_scalar_acc;"), "{code}");
            assert!(code.contains(", &acc);"), "{code}");
        } else {
            // (Its dependences also keep the region from being tiled, so its versions are
            // short and stay anyway.)
            assert!(!code.contains("hedra_scalar_acc"), "{code}");
            assert!(!err.contains("acc stays"), "{err}");
        }
        let warnings = Command::new("gcc")
            .args([
                "-O2",
                "-fopenmp",
                "-std=gnu11",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-c",
            ])
            .arg(&opt_c)
            .arg("-o")
            .arg(dir.join(format!("{name}.o")))
            .output()
            .unwrap();
        assert!(
            warnings.status.success(),
            "{}",
            String::from_utf8_lossy(&warnings.stderr)
        );
        let original = build_with_openmp(&src, &dir.join(name));
        let optimized = build_with_openmp(&opt_c, &dir.join(format!("{name}.opt")));
        for n in ["1", "20", "40", "300"] {
            assert_eq!(
                checksum(&original, n),
                checksum(&optimized, n),
                "{name}, n = {n}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A malformed `--min-parallel-work` is a usage error with a message, not a panic; the
/// largest value is accepted (every parallel loop then runs without threads where its
/// work has a bound).
#[test]
fn min_parallel_work_rejects_malformed_values() {
    let lu = root().join("kernels/lu/lu.c");
    let out_c = std::env::temp_dir().join(format!("hedra-mpw-{}.c", std::process::id()));
    for bad in ["abc", "-1", "99999999999999999999999", ""] {
        let flag = format!("--min-parallel-work={bad}");
        let out = hedra(&[
            "opt",
            lu.to_str().unwrap(),
            &flag,
            "-o",
            out_c.to_str().unwrap(),
        ]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{bad}: {err}");
        assert!(err.contains("--min-parallel-work"), "{bad}: {err}");
        assert!(!err.contains("panicked"), "{bad}: {err}");
    }
    let flag = format!("--min-parallel-work={}", u64::MAX);
    let out = hedra(&[
        "opt",
        lu.to_str().unwrap(),
        &flag,
        "-o",
        out_c.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_file(&out_c);
}
