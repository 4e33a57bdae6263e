//! One core's double-precision peak, from measurements rather than from the data sheet.
//!
//! ```text
//! peak = d × u × 2 × f
//! ```
//!
//! - `f`, the clock: measured by the add-chain probe ([`crate::probe`]). The `cpu MHz` of
//!   `/proc/cpuinfo` is only the fallback: in a VM it is often the nominal (TSC) rate, far
//!   below what the core runs at under load.
//! - `2`: an FMA is a multiply and an add. Without FMA a unit is a multiply pipe beside an
//!   add pipe, again two flops per lane and cycle.
//! - `u`, the FMA pipes per core (`--fma-units`, default 2). Nothing the program can read
//!   says it, and a throughput measurement gives only the product `d × u`: one of the two
//!   must be known, and the pipe count is the one that a data sheet states plainly.
//! - `d`, the datapath width: doubles that one pipe completes per cycle. It is usually the
//!   register width of the widest instruction set, but not always. AMD Zen 4 runs each
//!   512-bit FMA as two halves on 256-bit pipes (`d = 4` with 8-double registers), Zen 1
//!   runs 256-bit AVX on 128-bit pipes (`d = 2` with 4-double registers). So `d` is derived
//!   from the FMA-throughput probe: with `T` the measured GFLOP/s,
//!
//!   ```text
//!   x = T / f / (u × 2)          doubles per pipe and cycle, as measured
//!   d = 2^round(log2 x)          clamped to 1 ..= doubles per register
//!   ```
//!
//!   A measurement only ever loses time (loop overhead, other processes), and rounding in
//!   the logarithm accepts a measured `x` down to `d / √2`, i.e. up to 29 % lost.
//!
//!   Example (this project's machine, AMD EPYC Zen 4 in a VM): `f` = 3.69 GHz measured
//!   (`/proc/cpuinfo` says 2.60), `T` = 59.1 GFLOP/s with AVX-512F, so `x` = 59.1 / 3.69 /
//!   4 = 4.0 and `d` = 4: the peak is 4 × 2 × 2 × 3.69 = 59.1 GFLOP/s, not the
//!   8 × 2 × 2 × 2.60 = 83.1 that the register width and the nominal clock suggest.
//!
//! When the FMA probe cannot run (no gcc, not x86-64), `d` is assumed to be the register
//! width found in the `/proc/cpuinfo` flags, and the report says so.

use crate::probe::FmaThroughput;

/// Where the clock came from.
#[derive(Clone, Debug, PartialEq)]
pub enum ClockSource {
    /// Measured by the add-chain probe.
    Measured,
    /// Given with `--ghz`.
    Given,
    /// `cpu MHz` of `/proc/cpuinfo`, because the probe failed for this reason.
    Cpuinfo(String),
}

/// How the datapath width was obtained.
#[derive(Clone, Debug, PartialEq)]
pub enum Datapath {
    /// Derived from the FMA probe's throughput; `lanes` is the measured doubles per pipe and
    /// cycle before rounding.
    Derived {
        /// `T / f / (u × 2)`.
        lanes: f64,
        /// What the probe measured.
        fma: FmaThroughput,
    },
    /// Assumed equal to the register width, for this reason.
    Assumed(String),
}

/// The peak and everything it was computed from.
#[derive(Clone, Debug)]
pub struct Peak {
    /// The clock in GHz used for the peak, if any is known.
    pub ghz: Option<f64>,
    /// Where `ghz` came from.
    pub clock: ClockSource,
    /// `cpu MHz` of `/proc/cpuinfo` in GHz, if stated (reported beside a measured clock).
    pub cpuinfo_ghz: Option<f64>,
    /// The widest vector instruction set (the FMA probe's, else from the `/proc/cpuinfo` flags).
    pub isa: String,
    /// Doubles per register of that instruction set.
    pub register_doubles: u32,
    /// Doubles one pipe completes per cycle (`d`).
    pub datapath_doubles: u32,
    /// How `datapath_doubles` was obtained.
    pub datapath: Datapath,
    /// FMA pipes per core (`u`, `--fma-units`).
    pub units: u32,
    /// Runs per probe (the best is kept).
    pub probe_runs: u32,
}

/// The clock to use: `--ghz` if given, else the measured one, else `/proc/cpuinfo`'s.
/// `measure` runs only when no clock is given.
pub fn choose_clock(
    given: Option<f64>,
    measure: impl FnOnce() -> Result<f64, String>,
    cpuinfo_ghz: Option<f64>,
) -> (Option<f64>, ClockSource) {
    if let Some(g) = given {
        return (Some(g), ClockSource::Given);
    }
    match measure() {
        Ok(g) => (Some(g), ClockSource::Measured),
        Err(e) => (cpuinfo_ghz, ClockSource::Cpuinfo(e)),
    }
}

/// Doubles per pipe and cycle as measured: `gflops / ghz / (units × 2)`; `None` unless all
/// inputs are positive and finite.
pub fn measured_lanes(gflops: f64, ghz: f64, units: u32) -> Option<f64> {
    let x = gflops / ghz / (f64::from(units) * 2.0);
    (gflops > 0.0 && ghz > 0.0 && units > 0 && x.is_finite()).then_some(x)
}

/// The datapath width `d`: the power of two nearest (in the logarithm) to `lanes`, clamped to
/// `1 ..= register_doubles` (itself a power of two).
pub fn round_to_datapath(lanes: f64, register_doubles: u32) -> u32 {
    let max_log = register_doubles.max(1).ilog2();
    let log = lanes.log2().round();
    if log.is_nan() || log <= 0.0 {
        1
    } else if log >= f64::from(max_log) {
        1 << max_log
    } else {
        // 0 < log < max_log ≤ 31: an exact small integer.
        1 << (log as u32)
    }
}

impl Peak {
    /// Puts the pieces together: the clock (see [`choose_clock`]), the FMA probe's result,
    /// the register width from `/proc/cpuinfo` (`cpuinfo_isa`, used when the probe failed)
    /// and the pipe count.
    pub fn derive(
        clock: (Option<f64>, ClockSource),
        cpuinfo_ghz: Option<f64>,
        cpuinfo_isa: (&str, u32),
        fma: Result<FmaThroughput, String>,
        units: u32,
        probe_runs: u32,
    ) -> Peak {
        let (ghz, source) = clock;
        let (isa, register_doubles) = match &fma {
            Ok(f) => (f.isa.clone(), f.register_doubles),
            Err(_) => (cpuinfo_isa.0.to_string(), cpuinfo_isa.1),
        };
        let datapath = match (fma, ghz) {
            (Err(e), _) => Datapath::Assumed(format!("the FMA probe failed: {e}")),
            (Ok(_), None) => Datapath::Assumed("no clock is known".into()),
            (Ok(fma), Some(g)) => match measured_lanes(fma.gflops, g, units) {
                Some(lanes) => Datapath::Derived { lanes, fma },
                None => Datapath::Assumed("the measurement gives no positive rate".into()),
            },
        };
        let datapath_doubles = match &datapath {
            Datapath::Derived { lanes, .. } => round_to_datapath(*lanes, register_doubles),
            Datapath::Assumed(_) => register_doubles,
        };
        Peak {
            ghz,
            clock: source,
            cpuinfo_ghz,
            isa,
            register_doubles,
            datapath_doubles,
            datapath,
            units,
            probe_runs,
        }
    }

    /// Flops per cycle and core: `d × u × 2`.
    pub fn flops_per_cycle(&self) -> f64 {
        f64::from(self.datapath_doubles) * f64::from(self.units) * 2.0
    }

    /// One core's double-precision peak in GFLOP/s, if a clock is known.
    pub fn gflops(&self) -> Option<f64> {
        self.ghz
            .map(|g| self.flops_per_cycle() * g)
            .filter(|p| p.is_finite() && *p > 0.0)
    }

    /// The report's paragraph: the peak and exactly how it was obtained.
    pub fn describe(&self) -> String {
        // Failure messages end with the compiler's stderr; the first line says enough.
        let first = |e: &str| e.lines().next().unwrap_or("").to_string();
        let mut s = String::from("Double-precision peak of one core: ");
        let (Some(ghz), Some(peak)) = (self.ghz, self.gflops()) else {
            let why = match &self.clock {
                ClockSource::Cpuinfo(e) => format!("the clock probe failed ({})", first(e)),
                _ => "the clock is not positive".into(),
            };
            return s + &format!(
                "unknown: no clock, since {why} and `/proc/cpuinfo` states no `cpu MHz`; \
                 pass `--ghz`.\n"
            );
        };
        s += &format!(
            "{} doubles per pipe and cycle × {} FMA pipes × 2 flops (multiply and add) × \
             {ghz:.2} GHz = **{peak:.1} GFLOP/s**. How it was obtained:\n\n",
            self.datapath_doubles, self.units
        );
        s += &match &self.clock {
            ClockSource::Measured => format!(
                "- clock: {ghz:.2} GHz, measured with a chain of dependent register additions \
                 (one per cycle) timed by `clock_gettime`, best of {} runs{};\n",
                self.probe_runs,
                self.cpuinfo_ghz
                    .map(|c| format!(" (`/proc/cpuinfo` states {c:.2} GHz)"))
                    .unwrap_or_default()
            ),
            ClockSource::Given => format!("- clock: {ghz:.2} GHz, given with `--ghz`;\n"),
            ClockSource::Cpuinfo(e) => format!(
                "- clock: {ghz:.2} GHz, the `cpu MHz` of `/proc/cpuinfo`, **not measured** \
                 (the clock probe failed: {}); in a VM or with turbo this is often not the \
                 clock the core runs at;\n",
                first(e)
            ),
        };
        s += &format!(
            "- FMA pipes: {}, an input (`--fma-units`): a throughput measurement gives only \
             pipes × width;\n",
            self.units
        );
        match &self.datapath {
            Datapath::Derived { lanes: x, fma: f } => {
                s += &format!(
                    "- width: {} doubles, from the measured throughput of {:.1} GFLOP/s \
                     ({} independent chains of {} {}, {} doubles per register, best of {} \
                     runs): {:.1} GFLOP/s / {ghz:.2} GHz / ({} pipes × 2 flops) = {x:.2} \
                     doubles per pipe and cycle, rounded to a power of two",
                    self.datapath_doubles,
                    f.gflops,
                    f.chains,
                    f.isa,
                    if f.flops_per_op == 2 {
                        "FMAs"
                    } else {
                        "multiplies and adds"
                    },
                    f.register_doubles,
                    self.probe_runs,
                    f.gflops,
                    self.units
                );
                if self.datapath_doubles < self.register_doubles {
                    s += &format!(
                        "; narrower than the register: each {}-double instruction takes {} \
                         passes through a pipe",
                        self.register_doubles,
                        self.register_doubles / self.datapath_doubles
                    );
                }
                let share = f.gflops / peak;
                s += &format!(
                    ".\n\nThe measured FMA throughput is {:.1}% of this peak",
                    100.0 * share
                );
                if share > 1.1 {
                    s += ": more than the peak, so the core has more pipes than `--fma-units` \
                          says (or a faster clock than the one used)";
                }
                s += ".\n";
            }
            Datapath::Assumed(why) => {
                s += &format!(
                    "- width: {} doubles, **assumed** to be the register width of {} (not \
                     measured: {}).\n",
                    self.datapath_doubles,
                    self.isa,
                    first(why)
                );
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fma(isa: &str, register_doubles: u32, gflops: f64) -> Result<FmaThroughput, String> {
        Ok(FmaThroughput {
            isa: isa.into(),
            register_doubles,
            flops_per_op: 2,
            chains: 12,
            gflops,
        })
    }

    #[test]
    fn width_is_the_nearest_power_of_two_within_the_register() {
        assert_eq!(round_to_datapath(4.0, 8), 4);
        assert_eq!(round_to_datapath(3.0, 8), 4); // 25 % lost: still 4
        assert_eq!(round_to_datapath(2.8, 8), 2); // below 4/√2 ≈ 2.83
        assert_eq!(round_to_datapath(7.9, 8), 8);
        assert_eq!(round_to_datapath(13.0, 8), 8); // never wider than the register
        assert_eq!(round_to_datapath(0.3, 8), 1); // never below one double
        assert_eq!(round_to_datapath(f64::NAN, 4), 1);
        assert_eq!(round_to_datapath(1.9, 2), 2);
    }

    #[test]
    fn measured_lanes_divide_by_clock_pipes_and_two() {
        let x = measured_lanes(59.1, 3.69, 2).unwrap();
        assert!((x - 59.1 / 3.69 / 4.0).abs() < 1e-12);
        assert_eq!(measured_lanes(59.1, 0.0, 2), None);
        assert_eq!(measured_lanes(59.1, 3.69, 0), None);
        assert_eq!(measured_lanes(0.0, 3.69, 2), None);
    }

    #[test]
    fn zen4_numbers_give_a_four_wide_datapath() {
        // AVX-512 on 256-bit pipes: 16 flops per cycle measured, not 32.
        let p = Peak::derive(
            (Some(3.69), ClockSource::Measured),
            Some(2.6),
            ("AVX-512F", 8),
            fma("AVX-512F", 8, 59.1),
            2,
            100,
        );
        assert_eq!(p.datapath_doubles, 4);
        assert_eq!(p.flops_per_cycle(), 16.0);
        assert!((p.gflops().unwrap() - 16.0 * 3.69).abs() < 1e-9);
        let text = p.describe();
        assert!(text.contains("**59.0 GFLOP/s**"), "{text}");
        assert!(text.contains("2 passes"), "{text}");
        assert!(text.contains("`/proc/cpuinfo` states 2.60 GHz"), "{text}");
    }

    #[test]
    fn full_width_pipes_give_the_register_width() {
        // Two 512-bit FMA pipes at 2.0 GHz under load: 32 flops per cycle, 10 % lost.
        let at_2ghz = |units| {
            Peak::derive(
                (Some(2.0), ClockSource::Given),
                None,
                ("AVX-512F", 8),
                fma("AVX-512F", 8, 0.9 * 64.0),
                units,
                10,
            )
        };
        let p = at_2ghz(2);
        assert_eq!(p.datapath_doubles, 8);
        assert_eq!(p.gflops(), Some(64.0));
        assert!(!p.describe().contains("passes"));
        // The same throughput with one pipe declared means a datapath twice as wide, but
        // never wider than the register.
        let one = at_2ghz(1);
        assert_eq!(one.datapath_doubles, 8);
        assert_eq!(one.gflops(), Some(32.0));
        assert!(one.describe().contains("more pipes than `--fma-units`"));
    }

    #[test]
    fn failed_probes_fall_back_and_say_so() {
        let clock = choose_clock(None, || Err("no gcc\ncompiler output".into()), Some(2.6));
        assert_eq!(
            clock,
            (
                Some(2.6),
                ClockSource::Cpuinfo("no gcc\ncompiler output".into())
            )
        );
        let p = Peak::derive(clock, Some(2.6), ("AVX2", 4), Err("no gcc".into()), 2, 100);
        assert_eq!((p.isa.as_str(), p.datapath_doubles), ("AVX2", 4));
        assert!((p.gflops().unwrap() - 4.0 * 2.0 * 2.0 * 2.6).abs() < 1e-9);
        let text = p.describe();
        assert!(text.contains("**not measured**"), "{text}");
        assert!(text.contains("**assumed**"), "{text}");
        // One line per item: the compiler's output stays out of the report.
        assert!(!text.contains("compiler output"), "{text}");
        // No clock at all: no peak, and the report asks for --ghz.
        let none = Peak::derive(
            choose_clock(None, || Err("not x86-64".into()), None),
            None,
            ("SSE2", 2),
            Err("not x86-64".into()),
            2,
            100,
        );
        assert_eq!(none.gflops(), None);
        assert!(none.describe().contains("pass `--ghz`"));
    }

    #[test]
    fn a_given_clock_is_not_measured() {
        let clock = choose_clock(Some(3.0), || panic!("measured"), Some(2.6));
        assert_eq!(clock, (Some(3.0), ClockSource::Given));
        let measured = choose_clock(None, || Ok(3.69), Some(2.6));
        assert_eq!(measured, (Some(3.69), ClockSource::Measured));
    }
}
