//! Helpers shared by the end-to-end tests.

// The benchmark's comparison of output dumps, one piece of code for both.
#[path = "../../../hedra-bench/src/dump.rs"]
#[allow(dead_code)]
pub mod dump;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository's root.
#[allow(dead_code)]
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The C compiler: `CC`, or gcc.
#[allow(dead_code)]
pub fn compiler() -> String {
    std::env::var("CC").unwrap_or_else(|_| "gcc".to_string())
}

/// The names of the suite's kernels (`kernels/NAME/NAME.c`), sorted.
#[allow(dead_code)]
pub fn kernels() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("kernels"))
        .expect("kernels directory")
        .filter_map(|e| {
            let p = e.ok()?.path();
            let name = p.file_name()?.to_string_lossy().into_owned();
            p.join(format!("{name}.c")).exists().then_some(name)
        })
        .collect();
    names.sort();
    names
}

/// A process's exit status and the last 30 lines of its standard error.
#[allow(dead_code)]
pub fn describe(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    format!(
        "status {:?}\n{}",
        out.status.code(),
        lines[lines.len().saturating_sub(30)..].join("\n")
    )
}

/// Compiles the kernel program `src` (a kernel or hedra's output for one) into `exe` with
/// [`compiler`] at `-O1` with OpenMP and the array dump, the kernels' headers, and `flags`.
#[allow(dead_code)]
pub fn compile_kernel(src: &Path, exe: &Path, flags: &[String]) -> Result<(), String> {
    let out = Command::new(compiler())
        .args(["-O1", "-fopenmp", "-DDUMP_ARRAYS", "-I"])
        .arg(root().join("kernels/common"))
        .args(flags)
        .arg(src)
        .arg("-o")
        .arg(exe)
        .arg("-lm")
        .output()
        .map_err(|e| format!("cannot run the C compiler: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{} {flags:?} does not compile: {}",
            src.display(),
            describe(&out)
        ));
    }
    Ok(())
}

/// The outputs are equal, except that numbers (decimal, or hexadecimal floating constants
/// as `%a` prints them) may differ by `tolerance` relative to the larger of 1 and their
/// magnitudes; with a tolerance of 0, byte for byte. Used for code that reorders
/// floating-point reductions (`--reassociate`).
pub fn outputs_agree(a: &str, b: &str, tolerance: f64) -> bool {
    if tolerance == 0.0 {
        return a == b;
    }
    !matches!(
        dump::compare_dumps_within(a.as_bytes(), b.as_bytes(), tolerance),
        dump::Check::Mismatch(_)
    )
}

#[test]
fn hex_floats_are_read() {
    assert_eq!(dump::parse_number("0x1.8p+3"), Some(12.0));
    assert_eq!(dump::parse_number("-0x1p-2"), Some(-0.25));
    assert_eq!(dump::parse_number("0x0p+0"), Some(0.0));
    assert_eq!(dump::parse_number("17"), Some(17.0));
    assert!(outputs_agree("0x1p+0 3", "0x1.0000000001p+0 3", 1e-9));
    assert!(!outputs_agree("0x1p+0 3", "0x1.1p+0 3", 1e-9));
    assert!(!outputs_agree("0x1p+0 3", "0x1p+0 4", 1e-9));
    assert!(outputs_agree("1.0 x", "1.0 x", 0.0));
}
