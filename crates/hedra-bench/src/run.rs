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

/// How two output dumps compare.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// Byte for byte equal.
    Exact,
    /// Not bitwise equal, but every value within the tolerance; the largest relative error.
    Within(f64),
    /// A value differs beyond the tolerance, or the dumps differ in shape.
    Mismatch(String),
}

/// The relative tolerance for outputs whose floating-point operations were reordered:
/// `|a - b| <= TOLERANCE * max(1, |a|, |b|)`.
pub const TOLERANCE: f64 = 1e-9;

/// Compares two dumps of the kernel driver (`array <name> <n>` headers, then `%a` or `%d`
/// values): bitwise first, then value by value within [`TOLERANCE`].
pub fn compare_dumps(reference: &[u8], candidate: &[u8]) -> Check {
    if reference == candidate {
        return Check::Exact;
    }
    let a = String::from_utf8_lossy(reference);
    let b = String::from_utf8_lossy(candidate);
    let (ta, tb): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    if ta.len() != tb.len() {
        return Check::Mismatch(format!("dumps have {} and {} tokens", ta.len(), tb.len()));
    }
    let mut worst: f64 = 0.0;
    for (i, (x, y)) in ta.iter().zip(&tb).enumerate() {
        if x == y {
            continue;
        }
        match (parse_number(x), parse_number(y)) {
            (Some(p), Some(q)) => {
                if p.is_nan() || q.is_nan() {
                    return Check::Mismatch(format!("token {i}: {x} vs {y}"));
                }
                let err = (p - q).abs() / p.abs().max(q.abs()).max(1.0);
                if err.is_nan() || err > TOLERANCE {
                    return Check::Mismatch(format!("token {i}: {x} vs {y}"));
                }
                worst = worst.max(err);
            }
            _ => return Check::Mismatch(format!("token {i}: {x} vs {y}")),
        }
    }
    Check::Within(worst)
}

/// A decimal integer or a C99 hexadecimal float (`-0x1.8p+3`), as printed by `%d` and `%a`;
/// also `inf`/`nan` as glibc prints them.
pub fn parse_number(t: &str) -> Option<f64> {
    let (neg, body) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let v = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        let (mant, exp) = match hex.find(['p', 'P']) {
            Some(k) => (&hex[..k], hex[k + 1..].parse::<i32>().ok()?),
            None => (hex, 0),
        };
        let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
        let digits = format!("{int}{frac}");
        if digits.is_empty() || digits.len() > 15 {
            return None;
        }
        let m = u64::from_str_radix(&digits, 16).ok()? as f64;
        let e = exp.checked_sub(4 * frac.len() as i32)?;
        // Two steps so that subnormal results do not underflow in the intermediate power.
        let half = e / 2;
        m * 2f64.powi(half) * 2f64.powi(e - half)
    } else if body == "inf" || body == "infinity" {
        f64::INFINITY
    } else if body == "nan" {
        f64::NAN
    } else {
        body.parse::<i64>().ok()? as f64
    };
    Some(if neg { -v } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_floats() {
        assert_eq!(parse_number("0x1.8p+3"), Some(12.0));
        assert_eq!(parse_number("-0x1p-1"), Some(-0.5));
        assert_eq!(parse_number("0x0p+0"), Some(0.0));
        assert_eq!(parse_number("0x1.999999999999ap-4"), Some(0.1));
        assert_eq!(parse_number("42"), Some(42.0));
        assert_eq!(
            parse_number("0x1.0000000000001p+0"),
            Some(1.0 + f64::EPSILON)
        );
        assert_eq!(parse_number("zz"), None);
    }

    #[test]
    fn dumps() {
        let a = b"array A 2\n0x1p+0 0x1p+1\n";
        assert_eq!(compare_dumps(a, a), Check::Exact);
        let close = b"array A 2\n0x1p+0 0x1.0000000000001p+1\n";
        assert!(matches!(compare_dumps(a, close), Check::Within(e) if e > 0.0 && e < 1e-15));
        let far = b"array A 2\n0x1p+0 0x1.1p+1\n";
        assert!(matches!(compare_dumps(a, far), Check::Mismatch(_)));
        let short = b"array A 1\n0x1p+0\n";
        assert!(matches!(compare_dumps(a, short), Check::Mismatch(_)));
    }

    #[test]
    fn time_and_median() {
        assert_eq!(parse_time("time: 1.5\nchecksum: 3\n"), Some(1.5));
        assert_eq!(parse_time("checksum: 3\n"), None);
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
    }
}
