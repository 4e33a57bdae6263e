//! `HEDRA_RT_LOG=1`: every phase on standard error, and a summary per entry with the time
//! of each phase as a fraction of the total (the seed's overhead breakdown);
//! `HEDRA_RT_LOG=2` adds the scheduled code of each slice program.

use std::time::Duration;

use hedra_dcop::Nest;

use crate::model::Model;

/// The phases of the runtime's loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The instrumented copy running.
    Profile,
    /// Interpolation of the profile.
    Model,
    /// Grouping memory and writing the slice program (its scheduling and compilation run
    /// in the background: [`Stats::background`]).
    Compile,
    /// Reading the feeds and comparing them with their predictions.
    Verify,
    /// Copying the memory a slice writes.
    Backup,
    /// The optimized slices running.
    Run,
    /// Restoring the copy after a stopped slice.
    Rollback,
    /// The original code running.
    Original,
}

const PHASES: [(Phase, &str); 8] = [
    (Phase::Profile, "profile"),
    (Phase::Model, "interpolate"),
    (Phase::Compile, "program"),
    (Phase::Verify, "verify"),
    (Phase::Backup, "backup"),
    (Phase::Run, "optimized"),
    (Phase::Rollback, "rollback"),
    (Phase::Original, "original"),
];

/// What one entry did.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Time per phase, in the order of `Phase`.
    pub time: [Duration; 8],
    /// Optimized slices run.
    pub slices: u64,
    /// Verifications that found a misprediction.
    pub mispredictions: u64,
    /// Optimized slices undone.
    pub rollbacks: u64,
    /// Slice programs compiled.
    pub compiles: u64,
    /// Slice programs found already compiled.
    pub cache_hits: u64,
    /// Bytes copied by backups.
    pub backup_bytes: u64,
    /// Time spent scheduling and compiling on the background thread (hidden: the original
    /// code runs meanwhile).
    pub background: Duration,
}

impl Stats {
    /// Adds `d` to `phase`.
    pub fn add(&mut self, phase: Phase, d: Duration) {
        let k = PHASES
            .iter()
            .position(|p| p.0 == phase)
            .expect("every phase is listed");
        self.time[k] += d;
    }

    /// The time of `phase`.
    pub fn of(&self, phase: Phase) -> Duration {
        let k = PHASES
            .iter()
            .position(|p| p.0 == phase)
            .expect("every phase is listed");
        self.time[k]
    }
}

/// The log of one entry.
pub struct Log {
    id: usize,
    on: bool,
    /// `HEDRA_RT_LOG=2`: also the scheduled code of each slice program.
    verbose: bool,
}

impl Log {
    /// The log of entry `id`, on when `HEDRA_RT_LOG` is set to something other than `0`.
    pub fn new(id: usize) -> Log {
        let level = std::env::var("HEDRA_RT_LOG").unwrap_or_default();
        let on = !level.is_empty() && level != "0";
        Log {
            id,
            on,
            verbose: level == "2",
        }
    }

    /// One line at `HEDRA_RT_LOG=2`.
    pub fn verbose(&self, text: &str) {
        if self.verbose {
            self.line(text);
        }
    }

    /// One line.
    pub fn line(&self, text: &str) {
        if self.on {
            eprintln!("hedra-rt [{}]: {text}", self.id);
        }
    }

    /// The interpolated model: each feed's function.
    pub fn model(&self, nest: &Nest, model: &Model) {
        if !self.on {
            return;
        }
        let names: Vec<String> = nest.loops.iter().map(|l| l.counter.clone()).collect();
        for (f, load) in nest.loads.iter().enumerate() {
            if let Some(v) = &model.values[f] {
                self.line(&format!(
                    "predicted `{}` = {}",
                    nest.slice(load.span),
                    v.to_c(&names)
                ));
            }
        }
    }

    /// A feed that read `actual` where `predicted` was expected, at outer iteration `t`.
    pub fn misprediction(&self, nest: &Nest, f: usize, t: i64, actual: i64, predicted: i64) {
        self.line(&format!(
            "misprediction at outer iteration {t}: `{}` read {actual}, predicted {predicted}",
            nest.slice(nest.loads[f].span)
        ));
    }

    /// The summary of the entry.
    pub fn summary(&self, s: &Stats) {
        if !self.on {
            return;
        }
        let total: Duration = s.time.iter().sum();
        let parts: Vec<String> = PHASES
            .iter()
            .enumerate()
            .map(|(k, (_, name))| {
                let frac = if total.is_zero() {
                    0.0
                } else {
                    100.0 * s.time[k].as_secs_f64() / total.as_secs_f64()
                };
                format!("{name} {:.3} ms ({frac:.1}%)", crate::region::ms(s.time[k]))
            })
            .collect();
        self.line(&format!(
            "summary: {:.3} ms: {}; scheduling and JIT in the background {:.3} ms; {} optimized slices, {} mispredictions, {} rollbacks, {} compiled, {} cached, {} bytes backed up",
            crate::region::ms(total),
            parts.join(", "),
            crate::region::ms(s.background),
            s.slices,
            s.mispredictions,
            s.rollbacks,
            s.compiles,
            s.cache_hits,
            s.backup_bytes
        ));
    }
}
