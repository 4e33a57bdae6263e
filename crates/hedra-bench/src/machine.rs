//! What the benchmark runs on: the CPU, its double-precision peak and the tool versions.
//!
//! The peak is measured, not looked up: see [`crate::peak`] for the formula and
//! [`crate::probe`] for the two micro-benchmarks behind it.

use crate::peak::{self, Peak};
use crate::probe;
use std::fs;
use std::path::Path;
use std::process::Command;

/// Runs of each probe; the best is kept (a few milliseconds each).
pub const PROBE_RUNS: u32 = 100;

/// The facts about this machine that the report states.
#[derive(Clone, Debug)]
pub struct Machine {
    /// The CPU model name from `/proc/cpuinfo`.
    pub model: String,
    /// Logical CPUs available to this process.
    pub cpus: usize,
    /// One core's double-precision peak and how it was obtained.
    pub peak: Peak,
    /// `gcc --version`, first line.
    pub gcc: String,
    /// Total memory, from `/proc/meminfo`.
    pub memory_gib: f64,
}

/// The widest vector extension named in the `/proc/cpuinfo` flags and its doubles per
/// register: the register width assumed when the FMA probe cannot run.
pub fn register_isa(flags: &[&str]) -> (&'static str, u32) {
    let has = |f: &str| flags.contains(&f);
    if has("avx512f") {
        ("AVX-512F", 8)
    } else if has("avx2") {
        ("AVX2", 4)
    } else if has("avx") {
        ("AVX", 4)
    } else {
        ("SSE2", 2)
    }
}

impl Machine {
    /// Reads `/proc/cpuinfo` and `/proc/meminfo`, and runs the peak probes in `scratch`
    /// (the clock probe only when `ghz` is not given). `fma_units` is the FMA pipe count.
    pub fn detect(ghz: Option<f64>, fma_units: u32, scratch: &Path) -> Machine {
        let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let field = |name: &str| {
            cpuinfo
                .lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        };
        let flags = field("flags").unwrap_or_default();
        let flags: Vec<&str> = flags.split_whitespace().collect();
        let cpuinfo_ghz = field("cpu MHz")
            .and_then(|v| v.parse::<f64>().ok())
            .map(|mhz| mhz / 1000.0)
            .filter(|g| g.is_finite() && *g > 0.0);
        let clock = peak::choose_clock(
            ghz,
            || probe::measure_clock(scratch, PROBE_RUNS),
            cpuinfo_ghz,
        );
        let fma = probe::measure_fma(scratch, PROBE_RUNS);
        let peak = Peak::derive(
            clock,
            cpuinfo_ghz,
            register_isa(&flags),
            fma,
            fma_units,
            PROBE_RUNS,
        );
        let memory_gib = fs::read_to_string("/proc/meminfo")
            .ok()
            .and_then(|m| {
                m.lines().find(|l| l.starts_with("MemTotal")).and_then(|l| {
                    l.split_whitespace()
                        .nth(1)
                        .and_then(|v| v.parse::<f64>().ok())
                })
            })
            .map(|kib| kib / (1024.0 * 1024.0))
            .unwrap_or(0.0);
        let gcc = Command::new("gcc")
            .arg("--version")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|s| s.lines().next().map(str::to_string))
            .unwrap_or_else(|| "gcc (version unknown)".into());
        Machine {
            model: field("model name").unwrap_or_else(|| "unknown CPU".into()),
            cpus: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
            peak,
            gcc,
            memory_gib,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widest_flag_names_the_register_width() {
        assert_eq!(
            register_isa(&["sse2", "avx", "avx2", "avx512f"]),
            ("AVX-512F", 8)
        );
        assert_eq!(register_isa(&["sse2", "fma", "avx", "avx2"]), ("AVX2", 4));
        assert_eq!(register_isa(&["sse2", "avx"]), ("AVX", 4));
        assert_eq!(register_isa(&["sse2"]), ("SSE2", 2));
        // Flags are whole words: `avx512fp16` alone does not mean `avx512f`.
        assert_eq!(register_isa(&["avx2", "avx512fp16"]), ("AVX2", 4));
    }
}
