//! `HEDRA_RT_LOG=1`: every phase on standard error, and a summary per entry with the time
//! of each phase as a fraction of the total (the seed's overhead breakdown);
//! `HEDRA_RT_LOG=2` adds the scheduled code of each slice program. At the process's exit,
//! the entries' summaries summed give the breakdown of the whole run.

use std::io::Write;
use std::sync::Mutex;
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

    /// Adds everything `other` counts.
    pub fn merge(&mut self, other: &Stats) {
        for (t, o) in self.time.iter_mut().zip(&other.time) {
            *t += *o;
        }
        self.slices += other.slices;
        self.mispredictions += other.mispredictions;
        self.rollbacks += other.rollbacks;
        self.compiles += other.compiles;
        self.cache_hits += other.cache_hits;
        self.backup_bytes += other.backup_bytes;
        self.background += other.background;
    }

    /// The breakdown: the total time, each phase's time and fraction of it, the background
    /// time and the counts.
    fn describe(&self) -> String {
        let total: Duration = self.time.iter().sum();
        let parts: Vec<String> = PHASES
            .iter()
            .enumerate()
            .map(|(k, (_, name))| {
                let frac = if total.is_zero() {
                    0.0
                } else {
                    100.0 * self.time[k].as_secs_f64() / total.as_secs_f64()
                };
                format!(
                    "{name} {:.3} ms ({frac:.1}%)",
                    crate::region::ms(self.time[k])
                )
            })
            .collect();
        format!(
            "{:.3} ms: {}; scheduling and JIT in the background {:.3} ms; {} optimized slices, {} mispredictions, {} rollbacks, {} compiled, {} cached, {} bytes backed up",
            crate::region::ms(total),
            parts.join(", "),
            crate::region::ms(self.background),
            self.slices,
            self.mispredictions,
            self.rollbacks,
            self.compiles,
            self.cache_hits,
            self.backup_bytes
        )
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

    /// The summary of the entry, also added to the summary at exit.
    pub fn summary(&self, s: &Stats) {
        if !self.on {
            return;
        }
        self.line(&format!("summary: {}", s.describe()));
        record_for_exit(s);
    }
}

/// The logged entries' statistics summed over the process: how many entries ended and
/// their sum; `None` until the first one ends.
static TOTALS: Mutex<Option<(u64, Stats)>> = Mutex::new(None);

/// Adds an entry's statistics to [`TOTALS`]; the first one registers the summary at exit.
fn record_for_exit(s: &Stats) {
    let Ok(mut totals) = TOTALS.lock() else {
        return;
    };
    match totals.as_mut() {
        Some((n, sum)) => {
            *n += 1;
            sum.merge(s);
        }
        None => {
            *totals = Some((1, s.clone()));
            // SAFETY: `summary_at_exit` takes no arguments, returns nothing and cannot
            // unwind (it neither panics nor calls anything that does).
            unsafe {
                libc::atexit(summary_at_exit);
            }
        }
    }
}

/// Prints the process's summary (registered with `atexit`): the entries and their summed
/// breakdown. Write errors are ignored: standard error may be closed by then.
extern "C" fn summary_at_exit() {
    let Ok(totals) = TOTALS.lock() else {
        return;
    };
    if let Some((n, s)) = totals.as_ref() {
        let entries = if *n == 1 { "entry" } else { "entries" };
        let _ = writeln!(
            std::io::stderr(),
            "hedra-rt: at exit: {n} {entries}, {}",
            s.describe()
        );
    }
}
