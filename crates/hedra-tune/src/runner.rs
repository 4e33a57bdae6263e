//! Measuring candidates: [`CRunner`] compiles a C source with the system compiler
//! together with a harness, checks its output against the reference's and times it.
//!
//! # The harness protocol
//!
//! The harness is a C file with a `main` that includes the candidate as `"candidate.c"`,
//! fills the inputs with deterministic values, and, run as `EXE OUTFILE RUNS`:
//!
//! 1. calls the candidate once and writes every output element to `OUTFILE` as a native
//!    `double` (8 bytes each, in order);
//! 2. calls it `RUNS` more times, each from the same initial outputs, and prints one line
//!    `time_ns N` per call on standard output (the call alone, in nanoseconds);
//! 3. exits with 0 (anything else is a crash).
//!
//! The runner compiles `candidate.c` and the harness in a fresh directory, runs the
//! executable under a time limit, compares the output file with the reference's element
//! by element (`|got - want| <= tolerance * max(1, |want|)`; NaN equals NaN), and takes
//! the median of the times.
//!
//! **Limits.** The compiler and the executable each run in a process group of their own,
//! and a limit kills the whole group: killing `cc` alone left its `cc1` compiling for
//! minutes, beside the candidates being timed. [`stop_running`] kills the group that runs
//! now (a tuner's Ctrl-C).

use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// The process group (the id of its leader) of the command that runs now, 0 for none.
static RUNNING: AtomicU32 = AtomicU32::new(0);

/// Kills the compiler or candidate that runs now, and everything it started, if any (for a
/// Ctrl-C handler: the run then fails, and the search goes on to its end or stops).
pub fn stop_running() {
    kill_group(RUNNING.load(Ordering::SeqCst));
}

/// Sends SIGKILL to process group `group` (0: none).
fn kill_group(group: u32) {
    #[cfg(unix)]
    if let Ok(pid) = libc::pid_t::try_from(group) {
        if pid > 0 {
            // SAFETY: kill(2) takes no pointers; a negative pid names a process group.
            unsafe {
                libc::kill(-pid, libc::SIGKILL);
            }
        }
    }
    #[cfg(not(unix))]
    let _ = group;
}

/// Starts `cmd` in a process group of its own, so that a limit can kill what it starts.
fn spawn_in_group(cmd: &mut Command) -> std::io::Result<Child> {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    cmd.spawn()
}

/// The times of one candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Measurement {
    /// The median of `runs`.
    pub median: Duration,
    /// Every timed run, in order.
    pub runs: Vec<Duration>,
}

impl Measurement {
    /// The measurement of these runs (at least one).
    pub fn of(runs: Vec<Duration>) -> Measurement {
        let mut sorted = runs.clone();
        sorted.sort();
        let median = match sorted.len() {
            0 => Duration::ZERO,
            n if n % 2 == 1 => sorted[n / 2],
            n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2,
        };
        Measurement { median, runs }
    }
}

/// Why a candidate was discarded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No source for these options.
    Source(String),
    /// The C compiler rejected it.
    Compile(String),
    /// It exited with an error or a signal, or printed no times.
    Crash(String),
    /// It ran longer than the limit.
    Timeout(Duration),
    /// Its output differs from the reference's.
    Mismatch(String),
    /// The runner could not write, start or read something.
    Io(String),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Source(m) => write!(f, "no code: {m}"),
            Failure::Compile(m) => write!(f, "does not compile: {m}"),
            Failure::Crash(m) => write!(f, "crashed: {m}"),
            Failure::Timeout(d) => write!(f, "ran past its limit of {:.3} s", d.as_secs_f64()),
            Failure::Mismatch(m) => write!(f, "wrong output: {m}"),
            Failure::Io(m) => write!(f, "{m}"),
        }
    }
}

/// A runner for C sources, by the harness protocol of this module.
#[derive(Debug)]
pub struct CRunner {
    /// The C compiler (`cc` by default, or `$CC`).
    pub cc: String,
    /// Its flags (by default `-O3 -march=native -fopenmp -std=gnu11`; `-lm` is added).
    pub flags: Vec<String>,
    /// The harness (see the module's documentation).
    pub harness: String,
    /// Extra environment of the runs (`OMP_NUM_THREADS`, say).
    pub env: Vec<(String, String)>,
    /// Timed runs per candidate (5 by default; the median is kept).
    pub runs: usize,
    /// Relative tolerance of the output comparison (1e-4 by default: candidates may sum
    /// floats in another order, or contract them into fused multiply-adds).
    pub tolerance: f64,
    /// A candidate may run this many times the best median per run (plus `grace`):
    /// 20 by default; Tensor Comprehensions prunes a kernel 100 times slower than the
    /// best on its first run, and 5 times slower after warm-up.
    pub limit_factor: u32,
    /// Added to every candidate's limit (process start, the first call, the output file):
    /// 2 s by default.
    pub grace: Duration,
    /// The limit of the reference run and of its compilation (120 s by default).
    pub reference_limit: Duration,
    /// A candidate's compilation may take this many times the reference's (10 by
    /// default), but at least `min_compile_limit` and at most `reference_limit`: option
    /// sets that multiply the code (large register blocks in full tiles) can take minutes
    /// of the C compiler, time better spent measuring other candidates.
    pub compile_limit_factor: u32,
    /// The least compilation limit of a candidate (10 s by default).
    pub min_compile_limit: Duration,
    dir: PathBuf,
    /// How long the reference took to compile, once measured.
    reference_compile: Option<Duration>,
    expected: Option<Vec<f64>>,
    count: usize,
}

impl CRunner {
    /// A runner for `harness`, working in a fresh temporary directory (removed when the
    /// runner is dropped).
    pub fn new(harness: String) -> Result<CRunner, Failure> {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let dir = std::env::temp_dir().join(format!("hedra-tune-{}-{stamp}", std::process::id()));
        std::fs::create_dir_all(&dir)
            .map_err(|e| Failure::Io(format!("cannot create {}: {e}", dir.display())))?;
        Ok(CRunner {
            cc: std::env::var("CC").unwrap_or_else(|_| "cc".to_string()),
            flags: ["-O3", "-march=native", "-fopenmp", "-std=gnu11"]
                .iter()
                .map(|s| s.to_string())
                .collect(),
            harness,
            env: Vec::new(),
            runs: 5,
            tolerance: 1e-4,
            limit_factor: 20,
            grace: Duration::from_secs(2),
            reference_limit: Duration::from_secs(120),
            compile_limit_factor: 10,
            min_compile_limit: Duration::from_secs(10),
            dir,
            reference_compile: None,
            expected: None,
            count: 0,
        })
    }

    /// The working directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The compilation limit of a candidate (see [`CRunner::compile_limit_factor`]); the
    /// reference's own before it is measured.
    fn compile_limit(&self) -> Duration {
        match self.reference_compile {
            None => self.reference_limit,
            Some(t) => t
                .saturating_mul(self.compile_limit_factor)
                .max(self.min_compile_limit)
                .min(self.reference_limit),
        }
    }

    /// Compiles `source` and runs it (for at most `limit`): its outputs and times.
    fn compile_and_run(
        &mut self,
        source: &str,
        limit: Duration,
    ) -> Result<(Vec<f64>, Vec<Duration>), Failure> {
        self.count += 1;
        let dir = self.dir.join(format!("c{}", self.count));
        let io = |e: std::io::Error| Failure::Io(format!("{}: {e}", dir.display()));
        std::fs::create_dir_all(&dir).map_err(io)?;
        let result = self.in_dir(&dir, source, limit);
        let _ = std::fs::remove_dir_all(&dir);
        result
    }

    fn in_dir(
        &mut self,
        dir: &Path,
        source: &str,
        limit: Duration,
    ) -> Result<(Vec<f64>, Vec<Duration>), Failure> {
        let io = |e: std::io::Error| Failure::Io(format!("{}: {e}", dir.display()));
        std::fs::write(dir.join("candidate.c"), source).map_err(io)?;
        std::fs::write(dir.join("main.c"), &self.harness).map_err(io)?;
        let exe = dir.join("candidate");
        let mut cc = Command::new(&self.cc);
        cc.args(&self.flags)
            .arg("-I")
            .arg(dir)
            .arg(dir.join("main.c"))
            .arg("-o")
            .arg(&exe)
            .arg("-lm");
        let compile_limit = self.compile_limit();
        let started = std::time::Instant::now();
        let (status, _, stderr) = run_limited(cc, compile_limit)
            .map_err(|e| Failure::Compile(format!("{}: {e}", self.cc)))?
            .ok_or_else(|| {
                Failure::Compile(format!(
                    "the compiler ran past its limit of {:.1} s",
                    compile_limit.as_secs_f64()
                ))
            })?;
        if !status {
            return Err(Failure::Compile(first_lines(&stderr, 5)));
        }
        self.reference_compile.get_or_insert(started.elapsed());
        let out = dir.join("out.bin");
        let mut run = Command::new(&exe);
        run.arg(&out).arg(self.runs.max(1).to_string());
        for (k, v) in &self.env {
            run.env(k, v);
        }
        let (ok, stdout, stderr) = run_limited(run, limit)
            .map_err(|e| Failure::Io(format!("cannot run {}: {e}", exe.display())))?
            .ok_or(Failure::Timeout(limit))?;
        if !ok {
            return Err(Failure::Crash(first_lines(&stderr, 3)));
        }
        let times: Vec<Duration> = stdout
            .lines()
            .filter_map(|l| l.strip_prefix("time_ns "))
            .filter_map(|n| n.trim().parse::<u64>().ok())
            .map(Duration::from_nanos)
            .collect();
        if times.is_empty() {
            return Err(Failure::Crash("no times printed".into()));
        }
        let bytes = std::fs::read(&out).map_err(|e| Failure::Crash(format!("no output: {e}")))?;
        let values = bytes
            .chunks_exact(8)
            .map(|c| f64::from_ne_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        Ok((values, times))
    }

    /// Compares `got` with the reference's output.
    fn check(&self, got: &[f64]) -> Result<(), Failure> {
        let Some(want) = &self.expected else {
            return Ok(());
        };
        if got.len() != want.len() {
            return Err(Failure::Mismatch(format!(
                "{} output values, the reference has {}",
                got.len(),
                want.len()
            )));
        }
        for (k, (g, w)) in got.iter().zip(want).enumerate() {
            let same = (g.is_nan() && w.is_nan())
                || g == w
                || (g - w).abs() <= self.tolerance * w.abs().max(1.0);
            if !same {
                return Err(Failure::Mismatch(format!(
                    "value {k}: {g}, the reference has {w}"
                )));
            }
        }
        Ok(())
    }
}

impl crate::Runner for CRunner {
    fn reference(&mut self, source: &str) -> Result<Measurement, Failure> {
        let (values, times) = self.compile_and_run(source, self.reference_limit)?;
        self.expected = Some(values);
        Ok(Measurement::of(times))
    }

    fn measure(&mut self, source: &str, best: Duration) -> Result<Measurement, Failure> {
        let per_run = best.saturating_mul(self.limit_factor);
        let limit = per_run.saturating_mul(self.runs.max(1) as u32 + 1) + self.grace;
        let (values, times) = self.compile_and_run(source, limit)?;
        self.check(&values)?;
        Ok(Measurement::of(times))
    }
}

impl Drop for CRunner {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs `cmd` for at most `limit`: `None` when it was killed then, else whether it
/// succeeded, and its standard output and error.
fn run_limited(
    mut cmd: Command,
    limit: Duration,
) -> std::io::Result<Option<(bool, String, String)>> {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = spawn_in_group(&mut cmd)?;
    RUNNING.store(child.id(), Ordering::SeqCst);
    // Read the pipes on threads so that a chatty child never blocks on a full pipe.
    let out = reader(&mut child, true);
    let err = reader(&mut child, false);
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break Some(s);
        }
        if start.elapsed() > limit {
            kill_group(child.id());
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    RUNNING.store(0, Ordering::SeqCst);
    let out = out.join().unwrap_or_default();
    let err = err.join().unwrap_or_default();
    Ok(status.map(|s| (s.success(), out, err)))
}

fn reader(child: &mut Child, stdout: bool) -> std::thread::JoinHandle<String> {
    let pipe: Option<Box<dyn Read + Send>> = if stdout {
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>)
    } else {
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>)
    };
    std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(mut p) = pipe {
            let mut bytes = Vec::new();
            let _ = p.read_to_end(&mut bytes);
            s = String::from_utf8_lossy(&bytes).into_owned();
        }
        s
    })
}

fn first_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().take(n).collect();
    if lines.is_empty() {
        "no message".to_string()
    } else {
        lines.join(" | ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Runner;

    /// A limit ends what the command started too (a compiler driver's `cc1`): the
    /// grandchild that would sleep for a minute is gone, and the pipes it held close, so
    /// the run returns at once.
    #[cfg(unix)]
    #[test]
    fn a_limit_kills_the_whole_process_group() {
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "sleep 60 & echo $!; wait"]);
        let start = Instant::now();
        let ran = run_limited(cmd, Duration::from_millis(300)).unwrap();
        assert!(ran.is_none(), "the limit stopped it");
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{:?}",
            start.elapsed()
        );
        assert_eq!(RUNNING.load(Ordering::SeqCst), 0);
    }

    #[test]
    fn median_of_runs() {
        let ms = Duration::from_millis;
        assert_eq!(Measurement::of(vec![ms(3), ms(1), ms(2)]).median, ms(2));
        assert_eq!(
            Measurement::of(vec![ms(4), ms(1), ms(2), ms(3)]).median,
            ms(2) + ms(1) / 2
        );
    }

    const HARNESS: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include "candidate.c"
int main(int argc, char **argv) {
  double v[4];
  if (argc < 3) return 2;
  fill(v);
  FILE *f = fopen(argv[1], "wb");
  fwrite(v, sizeof(double), 4, f);
  fclose(f);
  for (int r = 0; r < atoi(argv[2]); r++) printf("time_ns %d\n", 1000 + r);
  return 0;
}
"#;

    fn have_cc() -> bool {
        Command::new("cc").arg("--version").output().is_ok()
    }

    #[test]
    fn compiles_checks_and_discards() {
        if !have_cc() {
            return;
        }
        let mut r = CRunner::new(HARNESS.to_string()).unwrap();
        r.flags = vec!["-O1".into()];
        r.runs = 3;
        let good = "static void fill(double *v) { for (int i = 0; i < 4; i++) v[i] = i * 0.5; }";
        let m = r.reference(good).unwrap();
        assert_eq!(m.median, Duration::from_nanos(1001));
        assert_eq!(r.measure(good, m.median).unwrap().runs.len(), 3);
        let wrong = "static void fill(double *v) { for (int i = 0; i < 4; i++) v[i] = i; }";
        assert!(matches!(
            r.measure(wrong, m.median),
            Err(Failure::Mismatch(_))
        ));
        assert!(matches!(
            r.measure("this is not C", m.median),
            Err(Failure::Compile(_))
        ));
        let crash = "#include <stdlib.h>\nstatic void fill(double *v) { (void)v; abort(); }";
        assert!(matches!(r.measure(crash, m.median), Err(Failure::Crash(_))));
        let slow = "#include <unistd.h>\nstatic void fill(double *v) { sleep(30); (void)v; }";
        r.grace = Duration::from_millis(300);
        let t = Instant::now();
        assert!(matches!(
            r.measure(slow, m.median),
            Err(Failure::Timeout(_))
        ));
        assert!(t.elapsed() < Duration::from_secs(10));
        let dir = r.dir().to_path_buf();
        drop(r);
        assert!(!dir.exists());
    }
}
