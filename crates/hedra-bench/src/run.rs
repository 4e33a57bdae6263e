//! Building and running kernels: compiler invocations, the `time:` line, and the comparison
//! of two output dumps.

use std::path::Path;
use std::process::Command;

/// Runs `cmd`, returning its stdout and stderr, or a message with the command line and its
/// stderr when it cannot start or exits with failure.
pub fn output(cmd: &mut Command) -> Result<(Vec<u8>, Vec<u8>), String> {
    let line = format!("{cmd:?}");
    let out = cmd
        .output()
        .map_err(|e| format!("{line}: cannot run: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let tail: String = err
            .lines()
            .rev()
            .take(15)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect::<Vec<_>>()
            .join("\n");
        return Err(format!("{line}: {}\n{tail}", out.status));
    }
    Ok((out.stdout, out.stderr))
}

/// Compiles `source` with `cc` and `flags` to `exe`, linking `libs` and the math library.
pub fn compile(
    cc: &str,
    flags: &[String],
    libs: &[String],
    include: &Path,
    source: &Path,
    exe: &Path,
) -> Result<(), String> {
    let mut cmd = Command::new(cc);
    cmd.args(flags)
        .arg("-I")
        .arg(include)
        .arg(source)
        .args(libs)
        .arg("-lm")
        .arg("-o")
        .arg(exe);
    output(&mut cmd).map(|_| ())
}

/// Runs `exe` with `OMP_NUM_THREADS=threads` under a time limit and returns the seconds it
/// printed on its `time:` line.
pub fn timed_run(exe: &Path, threads: usize, limit_s: u64) -> Result<f64, String> {
    let mut cmd = Command::new("timeout");
    cmd.arg(limit_s.to_string())
        .arg(exe)
        .env("OMP_NUM_THREADS", threads.to_string());
    let (stdout, _) = output(&mut cmd)?;
    parse_time(&String::from_utf8_lossy(&stdout))
        .ok_or_else(|| format!("{}: no `time:` line", exe.display()))
}

/// Runs `exe` (built with `-DDUMP_ARRAYS`) and returns its dump (stderr).
pub fn dump_run(exe: &Path, threads: usize, limit_s: u64) -> Result<Vec<u8>, String> {
    let mut cmd = Command::new("timeout");
    cmd.arg(limit_s.to_string())
        .arg(exe)
        .env("OMP_NUM_THREADS", threads.to_string());
    Ok(output(&mut cmd)?.1)
}

/// The value of the `time: <seconds>` line.
pub fn parse_time(stdout: &str) -> Option<f64> {
    stdout
        .lines()
        .find_map(|l| l.strip_prefix("time:"))
        .and_then(|v| v.trim().parse().ok())
}

/// The median of a non-empty list.
pub fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_and_median() {
        assert_eq!(parse_time("time: 1.5\nchecksum: 3\n"), Some(1.5));
        assert_eq!(parse_time("checksum: 3\n"), None);
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
    }
}
