//! The two micro-benchmarks behind the peak: the core clock and the FMA throughput.
//!
//! Both are small C programs (`probes/clock.c`, `probes/fma.c` and their shared `probe.h`,
//! compiled into this binary as text) that are written to the scratch directory, built with `gcc -O2 -march=native` and
//! run once; each times many short runs itself and prints the best one as `key value` lines.
//!
//! - **Clock**: a chain of dependent register additions. An integer add has a latency of one
//!   cycle, and a chain of them cannot overlap, so additions per second = cycles per second.
//!   Unlike the `cpu MHz` of `/proc/cpuinfo` (in a VM often the nominal TSC rate), this is the
//!   clock the core actually runs at while busy, turbo included.
//! - **FMA throughput**: twelve independent chains of the widest vector FMA (AVX-512F, else
//!   256-bit FMA3, else multiplies and adds on AVX or SSE2 registers): enough chains in flight
//!   to hide the FMA latency on every pipe, so flops per second = the core's vector
//!   throughput.
//!
//! Both need x86-64 (inline assembly and intrinsics); elsewhere they report an error and the
//! caller falls back (see [`crate::peak`]).

use crate::run;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The header both probes include (the timer and the run count).
const PROBE_H: &str = include_str!("../probes/probe.h");
/// The clock probe's C source.
const CLOCK_C: &str = include_str!("../probes/clock.c");
/// The FMA probe's C source.
const FMA_C: &str = include_str!("../probes/fma.c");

/// What the FMA probe measured.
#[derive(Clone, Debug, PartialEq)]
pub struct FmaThroughput {
    /// The instruction set the probe was compiled for (e.g. `AVX-512F`).
    pub isa: String,
    /// Doubles per vector register of that instruction set.
    pub register_doubles: u32,
    /// Flops per instruction: 2 for an FMA, 1 for a multiply or an add.
    pub flops_per_op: u32,
    /// Independent chains in flight.
    pub chains: u32,
    /// The best measured rate, GFLOP/s.
    pub gflops: f64,
}

/// Writes `source` as `<dir>/<name>.c` (and the shared `probe.h`), builds `<dir>/<name>` and runs it with `runs` as its
/// argument; returns its stdout.
fn build_and_run(dir: &Path, name: &str, source: &str, runs: u32) -> Result<String, String> {
    if !cfg!(target_arch = "x86_64") {
        return Err("the probes are written for x86-64".into());
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let src = dir.join(format!("{name}.c"));
    let exe: PathBuf = dir.join(name);
    for (path, text) in [(dir.join("probe.h"), PROBE_H), (src.clone(), source)] {
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    run::output(
        Command::new("gcc")
            .args(["-O2", "-march=native", "-std=gnu99"])
            .arg(&src)
            .arg("-o")
            .arg(&exe),
    )?;
    let (stdout, _) = run::output(
        Command::new("timeout")
            .arg("120")
            .arg(&exe)
            .arg(runs.to_string()),
    )?;
    Ok(String::from_utf8_lossy(&stdout).into_owned())
}

/// The value after `key ` on the line that starts with it.
fn field<'a>(out: &'a str, key: &str) -> Option<&'a str> {
    out.lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(' '))
        .map(str::trim)
}

/// A positive, finite number after `key`.
fn positive(out: &str, key: &str) -> Result<f64, String> {
    field(out, key)
        .and_then(|v| v.parse::<f64>().ok())
        .filter(|x| x.is_finite() && *x > 0.0)
        .ok_or_else(|| format!("the probe printed no positive `{key}`: {out:?}"))
}

/// Reads the clock probe's output: cycles per second, in GHz. The chain's final value must
/// be the number of additions executed, or the assembly did not run as written.
pub fn parse_clock(out: &str, runs: u32) -> Result<f64, String> {
    let per_run: u64 = field(out, "adds_per_run")
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| format!("the clock probe printed no `adds_per_run`: {out:?}"))?;
    let total: u64 = field(out, "adds")
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| format!("the clock probe printed no `adds`: {out:?}"))?;
    if per_run.checked_mul(u64::from(runs)) != Some(total) {
        return Err(format!(
            "the clock probe's chain ends at {total}, not {runs} runs x {per_run} additions"
        ));
    }
    Ok(positive(out, "adds_per_second")? / 1e9)
}

/// Reads the FMA probe's output.
pub fn parse_fma(out: &str) -> Result<FmaThroughput, String> {
    let int = |key: &str| -> Result<u32, String> {
        field(out, key)
            .and_then(|v| v.parse().ok())
            .filter(|&n| n > 0)
            .ok_or_else(|| format!("the FMA probe printed no positive `{key}`: {out:?}"))
    };
    let register_doubles = int("lanes")?;
    if !register_doubles.is_power_of_two() {
        return Err(format!(
            "the FMA probe reports {register_doubles} doubles per register"
        ));
    }
    positive(out, "checksum")?;
    Ok(FmaThroughput {
        isa: field(out, "isa")
            .ok_or_else(|| format!("the FMA probe printed no `isa`: {out:?}"))?
            .to_string(),
        register_doubles,
        flops_per_op: int("flops_per_op")?,
        chains: int("chains")?,
        gflops: positive(out, "flops_per_second")? / 1e9,
    })
}

/// Measures the core clock in GHz (best of `runs` runs of the add chain), building the probe
/// in `dir`.
pub fn measure_clock(dir: &Path, runs: u32) -> Result<f64, String> {
    parse_clock(&build_and_run(dir, "clock", CLOCK_C, runs)?, runs)
}

/// Measures the widest vector FMA's throughput (best of `runs` runs), building the probe in
/// `dir`.
pub fn measure_fma(dir: &Path, runs: u32) -> Result<FmaThroughput, String> {
    parse_fma(&build_and_run(dir, "fma", FMA_C, runs)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_output_is_parsed_and_checked() {
        let out = "adds_per_run 6000000\nadds 18000000\nadds_per_second 3.694483e+09\n";
        assert!((parse_clock(out, 3).unwrap() - 3.694483).abs() < 1e-9);
        // A chain that did not run as many additions as claimed is rejected.
        assert!(parse_clock(out, 4).unwrap_err().contains("not 4 runs"));
        assert!(parse_clock("adds_per_run 1\nadds 1\nadds_per_second 0\n", 1).is_err());
        assert!(parse_clock("adds_per_run 1\nadds 1\nadds_per_second nan\n", 1).is_err());
        assert!(parse_clock("", 1).is_err());
    }

    #[test]
    fn fma_output_is_parsed() {
        let out = "isa AVX-512F\nlanes 8\nflops_per_op 2\nchains 12\nchecksum 9.6e+01\n\
                   flops_per_second 5.911144e+10\n";
        let f = parse_fma(out).unwrap();
        assert_eq!(f.isa, "AVX-512F");
        assert_eq!((f.register_doubles, f.flops_per_op, f.chains), (8, 2, 12));
        assert!((f.gflops - 59.11144).abs() < 1e-9);
        let no_fma = "isa SSE2 (no FMA)\nlanes 2\nflops_per_op 1\nchains 12\nchecksum 4.2e+01\n\
                      flops_per_second 2.9e+10\n";
        assert_eq!(parse_fma(no_fma).unwrap().isa, "SSE2 (no FMA)");
        assert!(parse_fma(&out.replace("lanes 8", "lanes 6")).is_err());
        assert!(parse_fma(&out.replace("checksum 9.6e+01", "checksum inf")).is_err());
        assert!(parse_fma(&out.replace("5.911144e+10", "-1")).is_err());
    }

    /// The probes build and give positive, finite numbers where gcc and x86-64 are there
    /// (a note and no check elsewhere). No assertion on the speed itself.
    #[test]
    fn probes_build_and_measure_where_gcc_is_installed() {
        let gcc = Command::new("gcc").arg("--version").output();
        if !cfg!(target_arch = "x86_64") || !gcc.map(|o| o.status.success()).unwrap_or(false) {
            eprintln!("skipped: needs gcc on x86-64");
            return;
        }
        let dir = std::env::temp_dir().join(format!("hedra-bench-probe-{}", std::process::id()));
        let ghz = measure_clock(&dir, 3).unwrap();
        assert!(ghz.is_finite() && ghz > 0.0, "{ghz}");
        let f = measure_fma(&dir, 3).unwrap();
        assert!(f.gflops.is_finite() && f.gflops > 0.0, "{f:?}");
        assert!([2, 4, 8].contains(&f.register_doubles), "{f:?}");
        assert_eq!(f.chains, 12);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
