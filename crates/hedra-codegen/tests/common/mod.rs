//! Helpers shared by the integration tests that compile generated C.

use std::path::Path;
use std::process::Command;

/// Compiles the C file `file` into `exe` with `$CC` (default `gcc`) and `flags`, then runs
/// it; panics with the compiler's or the program's output (and `program`, the source, for
/// context) when either fails.
pub fn compile_and_run(file: &Path, exe: &Path, flags: &[&str], program: &str) {
    let cc = std::env::var("CC").unwrap_or_else(|_| "gcc".into());
    let out = Command::new(cc)
        .args(flags)
        .arg(file)
        .arg("-o")
        .arg(exe)
        .arg("-lm")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}\n{program}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(exe).output().unwrap();
    assert!(
        run.status.success(),
        "{flags:?}: {}\n{program}",
        String::from_utf8_lossy(&run.stdout)
    );
}
