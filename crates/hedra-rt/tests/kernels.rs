//! The irregular kernels of `kernels/` end to end: hedra's driver hands each nest to the
//! runtime, gcc compiles the original and the optimized program (linked with this crate's
//! static library), and every run, on every input, must print the original's hash of its
//! results (bit for bit: no reassociation). The runs also show that the runtime did what
//! it was meant to: slices optimized, mispredictions caught, rollbacks, serial completion.

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "common/library.rs"]
mod library;
use library::runtime_library as library;

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels")
}

struct Built {
    original: PathBuf,
    optimized: PathBuf,
}

/// Optimizes and compiles kernel `name` in `dir`.
fn build(name: &str, dir: &Path, lib: &Path) -> Built {
    let src = std::fs::read_to_string(kernels_dir().join(format!("{name}.c"))).unwrap();
    let out = hedra_opt::optimize_source(&src, &hedra_opt::Options::default()).unwrap();
    assert!(
        out.regions
            .iter()
            .any(|r| matches!(r.result, Err(hedra_opt::Kept::Runtime(_)))),
        "{name}: the nest was not handed to the runtime: {:?}",
        out.regions.iter().map(|r| &r.result).collect::<Vec<_>>()
    );
    let generated = dir.join(format!("{name}.hedra.c"));
    std::fs::write(&generated, &out.text).unwrap();
    let original = dir.join(format!("{name}.orig"));
    let optimized = dir.join(format!("{name}.opt"));
    let inc = format!("-I{}", kernels_dir().display());
    let cc = |args: &[&str]| {
        let o = Command::new("gcc").args(args).output().expect("gcc runs");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    };
    let src_path = kernels_dir().join(format!("{name}.c"));
    cc(&[
        "-O2",
        &inc,
        "-o",
        original.to_str().unwrap(),
        src_path.to_str().unwrap(),
    ]);
    cc(&[
        "-O2",
        &inc,
        "-o",
        optimized.to_str().unwrap(),
        generated.to_str().unwrap(),
        lib.to_str().unwrap(),
        "-lpthread",
        "-ldl",
        "-lm",
    ]);
    Built {
        original,
        optimized,
    }
}

/// Runs `exe` with `args` and the environment `env`: its standard output and error.
fn run(exe: &Path, args: &[&str], env: &[(&str, &str)]) -> (String, String) {
    let o = Command::new(exe)
        .args(args)
        .envs(env.iter().copied())
        .output()
        .expect("the kernel runs");
    assert!(
        o.status.success(),
        "{} {args:?} failed: {}",
        exe.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

const SYNC: (&str, &str) = ("HEDRA_RT_SYNC", "1");
const LOG: (&str, &str) = ("HEDRA_RT_LOG", "1");
const TWO: (&str, &str) = ("HEDRA_RT_THREADS", "2");

/// Every kernel on its inputs: the same results as the original, and (for the inputs that
/// are linear at run time) at least one optimized slice.
#[test]
fn kernels_give_the_originals_results() {
    let lib = library();
    let dir = tempfile();
    let cases: &[(&str, &[&[&str]], bool)] = &[
        ("sor", &[&["40", "6"], &["3", "4"], &["1", "3"]], true),
        ("seidel", &[&["40", "6"]], true),
        ("matmul", &[&["48"], &["5"]], true),
        ("spmm", &[&["60", "16", "0"], &["200", "16", "1"]], true),
        ("indirect", &[&["80", "50"]], true),
        ("bounds", &[&["40", "6"]], true),
        ("backprop", &[&["30", "70"]], true),
        ("while_band", &[&["60", "20"]], true),
        (
            "steps",
            &[&["61"], &["40"], &["7"], &["2"], &["1"], &["0"]],
            true,
        ),
        ("multi", &[&["40", "6"]], true),
        ("spmm", &[&["300", "8", "2"], &["300", "8", "3"]], false),
    ];
    for (name, inputs, linear) in cases {
        let b = build(name, &dir, &lib);
        for args in *inputs {
            let (want, _) = run(&b.original, args, &[]);
            for threads in [("HEDRA_RT_THREADS", "1"), TWO] {
                let (got, log) = run(&b.optimized, args, &[SYNC, LOG, threads]);
                assert_eq!(got, want, "{name} {args:?} {threads:?}\n{log}");
                let ran = log.contains("optimized, ");
                if *linear && args[0].parse::<i32>().unwrap() > 10 {
                    assert!(ran, "{name} {args:?}: no optimized slice\n{log}");
                }
                if !*linear {
                    assert!(
                        !ran || log.contains("misprediction"),
                        "{name} {args:?}\n{log}"
                    );
                }
            }
            // Without the knobs: whatever the compilation's timing, the same results.
            let (got, _) = run(&b.optimized, args, &[]);
            assert_eq!(got, want, "{name} {args:?} without knobs");
        }
    }
}

/// Mispredictions injected in the index array: in the middle of a slice, at the first
/// iteration after profiling, in the last iteration; each is caught by the verification
/// before the slice runs, and the results are the original's.
#[test]
fn mispredictions_are_caught() {
    let lib = library();
    let dir = tempfile();
    let b = build("indirect", &dir, &lib);
    for bad in ["40", "3", "79"] {
        let args = ["80", "50", bad];
        let (want, _) = run(&b.original, &args, &[]);
        let (got, log) = run(&b.optimized, &args, &[SYNC, LOG]);
        assert_eq!(got, want, "bad {bad}\n{log}");
        assert!(
            log.contains("misprediction at outer iteration"),
            "bad {bad}\n{log}"
        );
    }
}

/// Slices forced to stop after they ran: the backup restores exactly what they wrote and
/// the original reruns them.
#[test]
fn rollbacks_restore_the_memory() {
    let lib = library();
    let dir = tempfile();
    for (name, args) in [
        ("sor", &["30", "8"][..]),
        ("backprop", &["20", "40"][..]),
        ("bounds", &["30", "8"][..]),
    ] {
        let b = build(name, &dir, &lib);
        let (want, _) = run(&b.original, args, &[]);
        let (got, log) = run(&b.optimized, args, &[SYNC, LOG, ("HEDRA_RT_FAULT", "stop")]);
        assert_eq!(got, want, "{name}\n{log}");
        assert!(log.contains("rollback of ["), "{name}\n{log}");
        assert_summary_at_exit(&log);
    }
}

/// A nest that never becomes linear runs as written after a few failed predictions.
#[test]
fn nonlinear_nests_complete_serially() {
    let lib = library();
    let dir = tempfile();
    let b = build("spmm", &dir, &lib);
    let args = ["400", "4", "2"];
    let (want, _) = run(&b.original, &args, &[]);
    let (got, log) = run(&b.optimized, &args, &[SYNC, LOG]);
    assert_eq!(got, want);
    assert!(log.contains("serial completion"), "{log}");
    assert_summary_at_exit(&log);
}

/// The log ends with the process's summary, which counts every entry's summary.
fn assert_summary_at_exit(log: &str) {
    let entries = log.lines().filter(|l| l.contains("]: summary: ")).count();
    let last = log.lines().last().unwrap_or_default();
    let unit = if entries == 1 { "entry" } else { "entries" };
    assert!(
        entries >= 1 && last.starts_with(&format!("hedra-rt: at exit: {entries} {unit}, ")),
        "{log}"
    );
    assert!(last.contains("optimized ") && last.contains("%)"), "{last}");
}

/// A scratch directory of one test, removed with everything in it when the test ends (the
/// programs linked with the runtime are large).
struct TempDir(PathBuf);

impl std::ops::Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn tempfile() -> TempDir {
    let dir = std::env::temp_dir().join(format!(
        "hedra-rt-test-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    TempDir(dir)
}

/// A slice whose program divides no integers and whose loop arithmetic stays in range for
/// its sizes cannot stop: it runs without a backup (and still gives the original's results).
#[test]
fn slices_that_cannot_stop_run_without_a_backup() {
    let lib = library();
    let dir = tempfile();
    let b = build("sor", &dir, &lib);
    let args = ["40", "6"];
    let (want, _) = run(&b.original, &args, &[]);
    let (got, log) = run(&b.optimized, &args, &[SYNC, LOG]);
    assert_eq!(got, want);
    assert!(log.contains("no backup (it could not stop)"), "{log}");
}
