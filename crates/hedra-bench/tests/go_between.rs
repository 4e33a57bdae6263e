//! The go-between of the timed runs (`hedra-bench --go-between PROGRAM ARGS...`): it passes
//! the program's output and exit code through, adds the program's peak resident memory, and
//! that figure is the program's own even when the process that starts the go-between is
//! large (Linux counts a child's peak from its parent's).

use std::process::{Command, Output};

fn go_between(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hedra-bench"))
        .arg("--go-between")
        .args(args)
        .output()
        .expect("run hedra-bench --go-between")
}

/// The KiB of the `hedra-bench max_rss_kib: N` line.
fn max_rss_kib(out: &Output) -> u64 {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("hedra-bench max_rss_kib: "))
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no max_rss_kib line: {out:?}"))
}

#[test]
fn output_and_exit_code_pass_through() {
    let out = go_between(&["sh", "-c", "echo time: 1.5; echo err >&2; exit 3"]);
    assert_eq!(out.status.code(), Some(3));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.starts_with("time: 1.5\nhedra-bench max_rss_kib: "),
        "{stdout}"
    );
    assert_eq!(out.stderr, b"err\n");
    assert!(max_rss_kib(&out) > 0);
}

#[test]
fn a_missing_program_is_an_error() {
    let out = go_between(&["/nonexistent/program"]);
    assert_eq!(out.status.code(), Some(127));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot run"));
    assert_eq!(go_between(&[]).status.code(), Some(2));
}

#[test]
fn the_peak_is_the_programs_own() {
    // 256 MiB touched and freed here first: a child spawned directly from this process would
    // count them as its own.
    let big = std::hint::black_box(vec![1u8; 256 << 20]);
    drop(big);
    let small = go_between(&["timeout", "60", "true"]);
    assert!(small.status.success(), "{small:?}");
    assert!(max_rss_kib(&small) < 64 * 1024, "{small:?}");
    let dd = go_between(&["dd", "if=/dev/zero", "of=/dev/null", "bs=64M", "count=1"]);
    assert!(dd.status.success(), "{dd:?}");
    assert!(max_rss_kib(&dd) >= 64 * 1024, "{dd:?}");
}
