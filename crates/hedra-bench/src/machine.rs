//! What the benchmark runs on: the CPU, its double-precision peak and the tool versions.

use std::fs;
use std::process::Command;

/// The facts about this machine that the report states.
#[derive(Clone, Debug)]
pub struct Machine {
    /// The CPU model name from `/proc/cpuinfo`.
    pub model: String,
    /// Logical CPUs available to this process.
    pub cpus: usize,
    /// The clock in GHz (`cpu MHz` of `/proc/cpuinfo`, or the `--ghz` override).
    pub ghz: f64,
    /// Doubles per vector register of the widest double-precision FMA instructions.
    pub vector_doubles: u32,
    /// The widest vector extension found (`AVX-512F`, `AVX2`, `SSE2`).
    pub vector_isa: &'static str,
    /// Whether the CPU has fused multiply-add.
    pub fma: bool,
    /// FMA pipelines per core (an input: `/proc/cpuinfo` does not say).
    pub fma_units: u32,
    /// `gcc --version`, first line.
    pub gcc: String,
    /// Total memory, from `/proc/meminfo`.
    pub memory_gib: f64,
}

impl Machine {
    /// Reads `/proc/cpuinfo`; `ghz` and `fma_units` override or complete what it says.
    pub fn detect(ghz: Option<f64>, fma_units: u32) -> Machine {
        let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let field = |name: &str| {
            cpuinfo
                .lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        };
        let flags: Vec<String> = field("flags")
            .unwrap_or_default()
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let has = |f: &str| flags.iter().any(|x| x == f);
        let (vector_isa, vector_doubles) = if has("avx512f") {
            ("AVX-512F", 8)
        } else if has("avx2") || has("avx") {
            ("AVX2", 4)
        } else {
            ("SSE2", 2)
        };
        let mhz: f64 = field("cpu MHz").and_then(|v| v.parse().ok()).unwrap_or(0.0);
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
            ghz: ghz.unwrap_or(mhz / 1000.0),
            vector_doubles,
            vector_isa,
            fma: has("fma"),
            fma_units,
            gcc,
            memory_gib,
        }
    }

    /// Double-precision flops per cycle and core: vector width × FMA units × 2 (an FMA is a
    /// multiply and an add); without FMA, one vector multiply and one vector add per cycle.
    pub fn flops_per_cycle(&self) -> f64 {
        let per_unit = if self.fma { 2.0 } else { 1.0 };
        self.vector_doubles as f64 * self.fma_units as f64 * per_unit
    }

    /// One core's double-precision peak in GFLOP/s.
    pub fn peak_gflops(&self) -> f64 {
        self.flops_per_cycle() * self.ghz
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn peak_is_width_times_units_times_two_times_clock() {
        let m = Machine {
            model: "x".into(),
            cpus: 2,
            ghz: 2.5,
            vector_doubles: 8,
            vector_isa: "AVX-512F",
            fma: true,
            fma_units: 2,
            gcc: String::new(),
            memory_gib: 1.0,
        };
        assert_eq!(m.flops_per_cycle(), 32.0);
        assert_eq!(m.peak_gflops(), 80.0);
    }
}
