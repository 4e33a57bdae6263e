//! Malformed or unsupported options give a clear error and an exit code, never a panic.

use std::process::Command;

fn bench(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hedra-bench"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .expect("run hedra-bench");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn unknown_dataset_size_is_a_usage_error() {
    let (code, err) = bench(&["--size", "HUGE", "--hedra", "/bin/true", "--dry-run"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--size must be MINI, SMALL or LARGE"), "{err}");
}

#[test]
fn zero_runs_is_a_usage_error() {
    let (code, err) = bench(&["--runs", "0", "--hedra", "/bin/true", "--dry-run"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--runs must be at least 1"), "{err}");
}

#[test]
fn unknown_kernel_is_rejected_by_name() {
    let (code, err) = bench(&[
        "--only",
        "no_such_kernel",
        "--hedra",
        "/bin/true",
        "--dry-run",
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("no kernel named `no_such_kernel`"), "{err}");
}

#[test]
fn missing_kernel_directory_is_reported() {
    let (code, err) = bench(&[
        "--kernels",
        "/nonexistent/dir",
        "--hedra",
        "/bin/true",
        "--dry-run",
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("cannot read the kernel directory"), "{err}");
}

#[test]
fn zero_fma_units_is_a_usage_error() {
    let (code, err) = bench(&["--fma-units", "0", "--hedra", "/bin/true", "--dry-run"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--fma-units must be at least 1"), "{err}");
}

#[test]
fn non_positive_clock_is_a_usage_error() {
    for ghz in ["--ghz=0", "--ghz=-2.5", "--ghz=nan", "--ghz=inf"] {
        let (code, err) = bench(&[ghz, "--hedra", "/bin/true", "--dry-run"]);
        assert_eq!(code, Some(2), "{ghz}: {err}");
        assert!(
            err.contains("--ghz must be a positive number"),
            "{ghz}: {err}"
        );
    }
}

#[test]
fn malformed_sweep_points_are_a_usage_error() {
    for points in ["", "1..", "4..1", "0", "1..8:0", "1,,2", "x"] {
        let (code, err) = bench(&[
            "--sweep",
            "--points",
            points,
            "--hedra",
            "/bin/true",
            "--dry-run",
        ]);
        assert_eq!(code, Some(2), "{points:?}: {err}");
        assert!(err.contains("bad sweep points"), "{points:?}: {err}");
    }
}

#[test]
fn unknown_sweep_program_is_rejected_by_name() {
    let (code, err) = bench(&[
        "--sweep",
        "--only",
        "no_such_program",
        "--hedra",
        "/bin/true",
        "--dry-run",
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("no sweep program named `no_such_program`"),
        "{err}"
    );
}

#[test]
fn zero_threads_is_a_usage_error() {
    let (code, err) = bench(&["--sweep", "--threads", "0", "--hedra", "/bin/true"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--threads must be at least 1"), "{err}");
}

#[test]
fn sweep_and_memory_do_not_mix() {
    let (code, err) = bench(&["--sweep", "--memory", "--hedra", "/bin/true"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("cannot be used with"), "{err}");
}
