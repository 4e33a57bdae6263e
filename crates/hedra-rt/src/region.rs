//! One entry into a dynamic control part: the seed's loop of profiling, prediction,
//! verification, backup, optimized execution and rollback, one slice of the outermost loop
//! at a time.
//!
//! The compiled C asks [`Region::next`] what to run from outer counter `i`:
//! - **profile** ([`Mode::Profile`]): the instrumented copy runs a few outer iterations
//!   and reports every feed ([`Region::feed`]); the fitters interpolate them;
//! - **optimized** ([`Mode::Optimized`]): the runtime ran `[i, hi)` itself. Before it, the
//!   feeds of the slice were read and compared with their predictions, outer iteration by
//!   outer iteration in the order the original reads them (each read is at an address the
//!   original reads, since everything it depends on was verified before it); the slice ends
//!   before the first outer iteration that mispredicts. The memory the slice writes was
//!   copied; if the program stops (a division by zero the original would have trapped on,
//!   arithmetic out of 64 bits), the copy is restored and the slice is run by the original;
//! - **original** ([`Mode::Original`]): the original code runs `[i, hi)`: after a failed
//!   prediction (then profiling starts again) and, after [`MAX_FAILURES`] of them, to the
//!   end (serial completion: the nest never became linear).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hedra_dcop::{Nest, Ty};
use hedra_jit::{Array, Elem, Program};

use crate::affine::Aff;
use crate::fit::Fitter;
use crate::log::{Log, Phase, Stats};
use crate::model::Model;
use crate::speculate::{slice_text, Layout};
use crate::walk::{contiguous_level, last_exit, needed, run_level, walk, walk_runs, Overflow};

/// What the compiled code runs next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Nothing: the loop is over (not returned today; the C code's condition ends it).
    Done = 0,
    /// The instrumented copy.
    Profile = 1,
    /// The original code.
    Original = 2,
    /// Nothing: the runtime ran the slice.
    Optimized = 3,
}

/// What a speculation step did.
enum Step {
    /// Ran the slice up to the value.
    Ran(i64),
    /// The slice's program is still compiling: the original runs on meanwhile.
    Wait,
    /// The prediction fails at the current outer iteration.
    Mispredicted,
}

/// A compilation running on its own thread: the slice text, and where its program comes.
type Pending = (
    String,
    std::sync::mpsc::Receiver<(Result<Compiled, String>, Duration)>,
);

/// Programs kept per nest (the oldest goes first): a nest entered with ever new sizes
/// would otherwise keep every program it ever compiled.
pub const CACHED_PROGRAMS: usize = 16;

/// Failed predictions before the rest of the loop runs as written.
pub const MAX_FAILURES: u32 = 3;

/// A speculation that mispredicts after fewer optimized outer iterations than this counts
/// as a failed prediction.
pub const SHORT_PHASE: i64 = 16;

/// Outer iterations per profiling slice.
pub const PROFILE_ITERATIONS: i64 = 3;

/// A compiled slice program and the order of its parameters.
pub struct Compiled {
    program: Program,
    params: Vec<String>,
    /// The scheduled loops as C, for the log.
    code: String,
    /// The scheduler's decisions (hyperplanes, tiles, parallel loops), for the log.
    decisions: Vec<String>,
}

/// Programs by their C text, shared by every entry into the same nest.
pub type Cache = Arc<Mutex<Vec<(String, Shared)>>>;

/// A compiled program, shared by the entries of a nest (one runs it at a time).
pub type Shared = Arc<Mutex<Compiled>>;

struct Speculation {
    model: Model,
    layout: Layout,
    refs: Vec<i64>,
    program: Option<Shared>,
    /// Outer iterations it ran optimized.
    ran: i64,
    /// The outer iterations its programs serve: from where it started to the predicted end.
    range: (i64, i64),
}

/// One entry into a nest.
pub struct Region {
    nest: Arc<Nest>,
    /// The addresses of the nest's variables.
    vars: Vec<i64>,
    fitters: Vec<Fitter>,
    last: (Mode, Instant),
    spec: Option<Speculation>,
    failures: u32,
    /// After a failure: outer iterations to run as written before profiling again.
    pause: bool,
    cache: Cache,
    pending: Option<Pending>,
    /// The layout, references and text of the program being compiled.
    waiting: Option<(Layout, Vec<i64>, String)>,
    /// Outer iterations of the last original chunk run while waiting for a program.
    wait_chunk: i64,
    knobs: Knobs,
    /// The final counter values of the last optimized slice (see [`Region::finals`]).
    finals: Vec<Option<i64>>,
    threads: usize,
    /// What happened, for the log and its summary.
    pub stats: Stats,
    log: Log,
}

/// The value of type `ty` at `addr`, as a 64-bit integer (pointers as their address).
///
/// # Safety
/// `addr` must be valid for a read of `ty`.
unsafe fn read_integral(addr: i64, ty: &Ty) -> i64 {
    use hedra_dcop::Scalar::*;
    let p = addr as usize as *const u8;
    match ty {
        Ty::Pointer(_) => std::ptr::read_unaligned(p.cast::<i64>()),
        Ty::Scalar(s) => match s {
            I8 => i64::from(std::ptr::read_unaligned(p.cast::<i8>())),
            U8 => i64::from(std::ptr::read_unaligned(p)),
            I16 => i64::from(std::ptr::read_unaligned(p.cast::<i16>())),
            U16 => i64::from(std::ptr::read_unaligned(p.cast::<u16>())),
            I32 => i64::from(std::ptr::read_unaligned(p.cast::<i32>())),
            U32 => i64::from(std::ptr::read_unaligned(p.cast::<u32>())),
            I64 | U64 => std::ptr::read_unaligned(p.cast::<i64>()),
            F32 | F64 => 0,
        },
        Ty::Array(..) => 0,
    }
}

fn elem(s: hedra_dcop::Scalar) -> Elem {
    use hedra_dcop::Scalar::*;
    match s {
        F32 => Elem::F32,
        F64 => Elem::F64,
        I8 => Elem::I8,
        U8 => Elem::U8,
        I16 => Elem::I16,
        U16 => Elem::U16,
        I32 => Elem::I32,
        U32 => Elem::U32,
        I64 => Elem::I64,
        U64 => Elem::U64,
    }
}

/// Settings for tests and debugging, from the environment.
#[derive(Clone, Copy, Debug, Default)]
pub struct Knobs {
    /// `HEDRA_RT_SYNC=1`: wait for each slice program instead of running the original
    /// meanwhile, so that small runs reach the optimized path deterministically.
    pub sync: bool,
    /// `HEDRA_RT_FAULT=stop`: every optimized slice reports a stop after it ran, which
    /// exercises the backup and the rollback (the original then reruns the slice).
    pub fault_stop: bool,
    /// `HEDRA_RT_REGISTER_TILE=RxC`: register blocks in slice programs. None by default:
    /// on the suite's slices (linearized rows, SSE2), hedra's 6x16 blocks ran several times
    /// slower than the untiled-register code, through the JIT and through gcc alike.
    pub register_tile: Option<[i64; 2]>,
}

impl Knobs {
    /// The knobs the environment sets.
    pub fn from_env() -> Knobs {
        let var = |n: &str| std::env::var(n).unwrap_or_default();
        Knobs {
            sync: var("HEDRA_RT_SYNC") == "1",
            fault_stop: var("HEDRA_RT_FAULT") == "stop",
            register_tile: hedra_opt::options::parse_register_tile(&var("HEDRA_RT_REGISTER_TILE"))
                .ok(),
        }
    }
}

/// The runtime's thread count: `HEDRA_RT_THREADS`, else the machine's.
pub fn threads() -> usize {
    std::env::var("HEDRA_RT_THREADS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n >= 1)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

impl Region {
    /// An entry into `nest`, whose variables are at `vars`.
    pub fn new(nest: Arc<Nest>, vars: Vec<i64>, cache: Cache, id: usize) -> Region {
        let fitters = vec![Fitter::default(); nest.loads.len()];
        Region {
            nest,
            vars,
            fitters,
            last: (Mode::Done, Instant::now()),
            spec: None,
            failures: 0,
            pause: false,
            cache,
            pending: None,
            waiting: None,
            wait_chunk: 0,
            knobs: Knobs::from_env(),
            finals: Vec::new(),
            threads: threads(),
            stats: Stats::default(),
            log: Log::new(id),
        }
    }

    /// The number of loops around load `site` (0 for an unknown site).
    pub fn loops_of(&self, site: usize) -> usize {
        self.nest.loads.get(site).map_or(0, |l| l.loops.len())
    }

    /// Records the value of feed `site` read with `counters` (one per loop around it).
    ///
    /// Returns how many of the site's next evaluations to skip: none for its first
    /// samples, then a growing sample interval (up to 63), so that profiling costs little
    /// more than the original while every counter still varies among the samples.
    pub fn feed(&mut self, site: usize, value: i64, counters: &[i64]) -> i64 {
        match self.fitters.get_mut(site) {
            Some(f) => {
                f.record(counters, value);
                i64::try_from(f.samples / 4).unwrap_or(63).min(63)
            }
            None => i64::MAX,
        }
    }

    /// Adds the time since the last answer to the phase that ran.
    fn account(&mut self) {
        let spent = self.last.1.elapsed();
        match self.last.0 {
            Mode::Profile => self.stats.add(Phase::Profile, spent),
            Mode::Original => self.stats.add(Phase::Original, spent),
            _ => {}
        }
    }

    fn answer(&mut self, mode: Mode, hi: i64) -> (Mode, i64) {
        self.last = (mode, Instant::now());
        (mode, hi)
    }

    /// What runs from outer counter `i`, and up to which (exclusive) value.
    pub fn next(&mut self, i: i64) -> (Mode, i64) {
        self.account();
        let step = self.nest.loops[0].step;
        let ahead = |k: i64| i.saturating_add(step.saturating_mul(k));
        if self.failures >= MAX_FAILURES {
            return self.answer(Mode::Original, i64::MAX);
        }
        if self.last.0 == Mode::Profile {
            self.predict();
        }
        if self.spec.is_some() {
            match self.speculate(i) {
                Ok(Step::Ran(hi)) => return self.answer(Mode::Optimized, hi),
                Ok(Step::Wait) => {
                    // The original runs on while the program compiles, in chunks that
                    // double so that waiting costs few calls.
                    self.wait_chunk = (self.wait_chunk * 2).clamp(1, 1 << 20);
                    return self.answer(Mode::Original, ahead(self.wait_chunk));
                }
                Ok(Step::Mispredicted) => {
                    // A speculation that mispredicts before it ran much counts as a
                    // failure: a nest whose phases are shorter than profiling and
                    // compiling ends up running as written.
                    if self.spec.as_ref().is_some_and(|s| s.ran < SHORT_PHASE) {
                        self.failures += 1;
                    }
                    self.spec = None;
                }
                Err((reason, hi)) => {
                    self.fail(&reason);
                    return self.answer(
                        Mode::Original,
                        hi.unwrap_or_else(|| ahead(PROFILE_ITERATIONS)),
                    );
                }
            }
        }
        if self.failures >= MAX_FAILURES {
            self.log.line(&format!("serial completion from {i}"));
            return self.answer(Mode::Original, i64::MAX);
        }
        if std::mem::take(&mut self.pause) {
            return self.answer(Mode::Original, ahead(PROFILE_ITERATIONS));
        }
        self.fitters.iter_mut().for_each(|f| *f = Fitter::default());
        self.log
            .line(&format!("profile [{i}, {})", ahead(PROFILE_ITERATIONS)));
        self.answer(Mode::Profile, ahead(PROFILE_ITERATIONS))
    }

    fn fail(&mut self, reason: &str) {
        self.failures += 1;
        self.pause = true;
        self.spec = None;
        self.waiting = None;
        self.log.line(&format!("no speculation: {reason}"));
    }

    /// Interpolates the profile and prepares the speculation.
    fn predict(&mut self) {
        self.waiting = None;
        self.wait_chunk = 0;
        let t = Instant::now();
        let nest = Arc::clone(&self.nest);
        // SAFETY: a feed outside every loop is read at the address the compiled code reads
        // it from before each outer iteration (its address uses only variables and other
        // such feeds); a variable of the scope is always valid to read.
        let read = |addr: i64, l: usize| unsafe { read_integral(addr, &nest.loads[l].ty) };
        let model = Model::predict(&self.nest, &self.fitters, &self.vars, &read);
        self.stats.add(Phase::Model, t.elapsed());
        match model {
            Ok(model) => {
                self.log.model(&self.nest, &model);
                // The program is made for the first slice: it needs the slice's memory.
                self.spec = Some(Speculation {
                    model,
                    layout: Layout {
                        groups: Vec::new(),
                        spans: Vec::new(),
                    },
                    refs: Vec::new(),
                    program: None,
                    ran: 0,
                    range: (0, 0),
                });
            }
            Err(e) => self.fail(&e.to_string()),
        }
    }

    /// The outer counter's exclusive end under the prediction (its bound is read before
    /// each outer iteration, outside every loop: a constant).
    fn predicted_end(&self, model: &Model) -> Option<i64> {
        let bound = model.bounds[0].1.constant;
        match self.nest.loops[0].cmp {
            hedra_dcop::Cmp::Lt => Some(bound),
            _ => bound.checked_add(1),
        }
    }

    /// Verifies, backs up and runs the longest slice from `i` that its predictions hold
    /// for, once its program is ready.
    fn speculate(&mut self, i: i64) -> Result<Step, (String, Option<i64>)> {
        let nest = Arc::clone(&self.nest);
        let model = self
            .spec
            .as_ref()
            .expect("called with a speculation")
            .model
            .clone();
        let t = Instant::now();
        // The program is made for the slice up to the predicted end, before verifying: while
        // it compiles in the background, the original code runs on.
        let end = self
            .predicted_end(&model)
            .ok_or(("a bound out of 64 bits".to_string(), None))?;
        if i >= end {
            return Ok(Step::Mispredicted);
        }
        if let Some(s) = self.spec.as_mut().filter(|s| s.range == (0, 0)) {
            let step = self.nest.loops[0].step;
            s.range = (i, aligned_end(i, end, step).unwrap_or(end));
        }
        let layout = Layout::of_slice(&nest, &model, (i, end)).map_err(|e| (e, None))?;
        let ready = self
            .program(&nest, &model, &layout)
            .map_err(|e| (e, None))?;
        self.stats.add(Phase::Compile, t.elapsed());
        if ready.is_none() {
            return Ok(Step::Wait);
        }
        let t = Instant::now();
        let verified = self.verify(&nest, &model, i);
        self.stats.add(Phase::Verify, t.elapsed());
        let end = match verified {
            Ok(Some(end)) if end > i => end,
            Ok(_) => {
                self.stats.mispredictions += 1;
                return Ok(Step::Mispredicted);
            }
            Err(e) => return Err((e, None)),
        };
        // The slice ends at the counter's value after its last iteration: the compiled code
        // continues from there (and keeps it when the loop is over).
        let end = aligned_end(i, end, nest.loops[0].step)
            .ok_or(("the outer counter out of 64 bits".to_string(), None))?;
        let t = Instant::now();
        let layout = Layout::of_slice(&nest, &model, (i, end)).map_err(|e| (e, None))?;
        let program = self
            .program(&nest, &model, &layout)
            .map_err(|e| (e, None))?;
        self.stats.add(Phase::Compile, t.elapsed());
        let Some(program) = program else {
            return Ok(Step::Wait);
        };
        self.run_slice(&nest, &model, &layout, &program, (i, end))
    }

    /// Binds the slice `outer`'s program to the memory of `layout`, backs up what it writes
    /// when its run may stop, runs it, and rolls it back if it stops.
    fn run_slice(
        &mut self,
        nest: &Nest,
        model: &Model,
        layout: &Layout,
        program: &Shared,
        (i, end): (i64, i64),
    ) -> Result<Step, (String, Option<i64>)> {
        let refs = self.spec.as_ref().expect("still there").refs.clone();
        let guard = program
            .lock()
            .map_err(|_| ("the program's lock is poisoned".to_string(), None))?;
        let (values, mut arrays) =
            arguments(&guard, layout, &refs, (i, end)).map_err(|e| (e, None))?;
        let mut bound = guard
            .program
            .bind(&values, &mut arrays)
            .map_err(|e| (e.to_string(), None))?;
        // A run that cannot stop (no integer division, loop arithmetic and promoted cells
        // in range for these sizes) needs no backup: nothing would undo it.
        let t = Instant::now();
        let backup = if bound.may_stop() || self.knobs.fault_stop {
            let b = Backup::take(nest, model, (i, end), self.threads).map_err(|e| (e, None))?;
            self.stats.backup_bytes += b.bytes.len() as u64;
            Some(b)
        } else {
            None
        };
        self.stats.add(Phase::Backup, t.elapsed());
        let t = Instant::now();
        let ran =
            bound
                .execute()
                .map_err(|e| e.to_string())
                .and_then(|()| match self.knobs.fault_stop {
                    true => Err("stopped by HEDRA_RT_FAULT=stop".into()),
                    false => Ok(()),
                });
        drop(bound);
        drop(guard);
        self.stats.add(Phase::Run, t.elapsed());
        if let Err(e) = ran {
            let Some(mut backup) = backup else {
                // `may_stop` proved this impossible; the memory the slice wrote cannot be
                // restored, so say so, and let the original finish the nest.
                self.log.line(&format!(
                    "internal error: a slice proved unable to stop stopped: {e}"
                ));
                self.failures = MAX_FAILURES;
                return Err((format!("the optimized slice stopped: {e}"), Some(end)));
            };
            let t = Instant::now();
            backup.restore(self.threads);
            self.stats.add(Phase::Rollback, t.elapsed());
            self.stats.rollbacks += 1;
            self.log.line(&format!("rollback of [{i}, {end}): {e}"));
            return Err((format!("the optimized slice stopped: {e}"), Some(end)));
        }
        self.set_counters(nest, model, (i, end));
        self.stats.slices += 1;
        if let Some(s) = self.spec.as_mut() {
            s.ran += (end - i) / self.nest.loops[0].step;
        }
        self.log.line(&format!(
            "ran [{i}, {end}) optimized, {}",
            match &backup {
                Some(b) => format!("{} bytes backed up", b.bytes.len()),
                None => "no backup (it could not stop)".to_string(),
            }
        ));
        Ok(Step::Ran(end))
    }

    /// The program for `layout`: the current one when the grouping is unchanged, else one
    /// from the cache; otherwise its compilation starts (or goes on) on a thread of its
    /// own, and `None` says it is not ready yet.
    fn program(
        &mut self,
        nest: &Nest,
        model: &Model,
        layout: &Layout,
    ) -> Result<Option<Shared>, String> {
        let spec = self.spec.as_mut().expect("called with a speculation");
        if let Some(p) = &spec.program {
            if spec.layout.same_grouping(layout) {
                return Ok(Some(Arc::clone(p)));
            }
        }
        // A compilation for the same grouping is under way: its references serve this
        // slice too (they only fix the subscripts' origin).
        if let Some(w) = &self.waiting {
            if w.0.same_grouping(layout) {
                let (layout, refs, text) = (w.0.clone(), w.1.clone(), w.2.clone());
                return self.adopt(layout, refs, &text);
            }
        }
        let refs: Vec<i64> = layout
            .groups
            .iter()
            .zip(&layout.spans)
            .map(|(g, s)| {
                let w = g.scalar.map_or(1, |s| s.bytes());
                s.0 - s.0.rem_euclid(w)
            })
            .collect();
        let range = self.spec.as_ref().map_or((0, 0), |s| s.range);
        let text = slice_text(nest, model, layout, &refs, range)?;
        self.adopt(layout.clone(), refs, &text)
    }

    /// The program of `text` (for `layout` with `refs`), from the cache or its background
    /// compilation; `None` while it compiles.
    fn adopt(
        &mut self,
        layout: Layout,
        refs: Vec<i64>,
        text: &str,
    ) -> Result<Option<Shared>, String> {
        let cached = self
            .cache
            .lock()
            .map_err(|_| "the program cache is poisoned".to_string())?
            .iter()
            .find(|(t, _)| *t == text)
            .map(|(_, p)| Arc::clone(p));
        let program = match cached {
            Some(p) => {
                self.stats.cache_hits += 1;
                p
            }
            None => match self.compiled(text)? {
                Some(p) => p,
                None => {
                    self.waiting = Some((layout, refs, text.to_string()));
                    return Ok(None);
                }
            },
        };
        self.waiting = None;
        let spec = self.spec.as_mut().expect("still there");
        spec.layout = layout;
        spec.refs = refs;
        spec.program = Some(Arc::clone(&program));
        Ok(Some(program))
    }

    /// The program of `text` if its background compilation is done; starts it if it is not
    /// running.
    fn compiled(&mut self, text: &str) -> Result<Option<Shared>, String> {
        if let Some((pending, rx)) = &self.pending {
            if pending == text {
                let got = if self.knobs.sync {
                    rx.recv()
                        .map_err(|_| std::sync::mpsc::TryRecvError::Disconnected)
                } else {
                    rx.try_recv()
                };
                return match got {
                    Ok((result, took)) => {
                        self.pending = None;
                        self.stats.background += took;
                        let compiled = result?;
                        self.stats.compiles += 1;
                        self.log.line(&format!(
                            "scheduled and compiled in {:.3} ms, in the background ({:?}):\n{text}",
                            ms(took),
                            compiled.program.counts()
                        ));
                        for d in &compiled.decisions {
                            self.log.line(&format!("transformation: {d}"));
                        }
                        self.log
                            .verbose(&format!("the scheduled slice:\n{}", compiled.code));
                        let p = Arc::new(Mutex::new(compiled));
                        if let Ok(mut c) = self.cache.lock() {
                            if c.len() >= CACHED_PROGRAMS {
                                c.remove(0);
                            }
                            c.push((text.to_string(), Arc::clone(&p)));
                        }
                        Ok(Some(p))
                    }
                    Err(std::sync::mpsc::TryRecvError::Empty) => Ok(None),
                    Err(_) => {
                        self.pending = None;
                        Err("the compiling thread failed".into())
                    }
                };
            }
        }
        let (tx, rx) = std::sync::mpsc::channel();
        let owned = text.to_string();
        let threads = self.threads;
        std::thread::Builder::new()
            .name("hedra-rt-compile".into())
            .spawn(move || {
                let t = Instant::now();
                let result = std::panic::catch_unwind(|| compile(&owned, threads))
                    .unwrap_or_else(|_| Err("the compiler failed".into()));
                let _ = tx.send((result, t.elapsed()));
            })
            .map_err(|e| format!("no thread to compile on: {e}"))?;
        self.pending = Some((text.to_string(), rx));
        if self.knobs.sync {
            return self.compiled(text);
        }
        Ok(None)
    }

    /// Reads every feed of the outer iterations from `i` in order and compares it with its
    /// prediction; returns the first outer iteration that mispredicts (or the loop's end).
    fn verify(&mut self, nest: &Nest, model: &Model, i: i64) -> Result<Option<i64>, String> {
        // The feeds outside the outermost loop (its bound): read now, as the C code will.
        for (f, load) in nest.loads.iter().enumerate() {
            if load.feed && load.loops.is_empty() {
                let predicted = model.values[f].as_ref().expect("feeds are predicted");
                // SAFETY: the address depends on no counter and no unverified feed (loads
                // are verified in the order they are built, inner addresses first).
                let actual = unsafe { read_integral(model.loads[f].constant, &load.ty) };
                if actual != predicted.constant {
                    self.log
                        .misprediction(nest, f, i, actual, predicted.constant);
                    return Ok(None);
                }
            }
        }
        let outer = &nest.loops[0];
        let bound = model.bounds[0].1.constant;
        let end = match outer.cmp {
            hedra_dcop::Cmp::Lt => bound,
            _ => bound
                .checked_add(1)
                .ok_or("the loop's bound is out of 64 bits")?,
        };
        let feeds: Vec<FeedCheck> = nest
            .loads
            .iter()
            .enumerate()
            .filter(|(_, l)| l.feed && !l.loops.is_empty())
            .map(|(f, l)| FeedCheck::new(model, f, &l.loops))
            .collect();
        let mut done = vec![false; feeds.len()];
        let mut t = i;
        while t < end {
            for (k, check) in feeds.iter().enumerate() {
                if done[k] {
                    continue;
                }
                let found = check
                    .run(nest, model, (t, t.saturating_add(1)))
                    .map_err(|_| "loop arithmetic out of 64 bits")?;
                match found {
                    Checked::Mismatch(actual, v) => {
                        self.log.misprediction(nest, check.feed, t, actual, v);
                        return Ok(Some(t));
                    }
                    Checked::Agreed(visited) => done[k] = check.invariant && visited,
                }
            }
            t = match t.checked_add(outer.step) {
                Some(n) => n,
                None => break,
            };
        }
        Ok(Some(end.min(t)))
    }

    /// The final values of the counters declared outside the nest, as the original
    /// leaves them after the slice `outer` (per variable; `None` where no loop of the
    /// variable ran in the slice): the compiled code assigns them.
    fn set_counters(&mut self, nest: &Nest, model: &Model, outer: (i64, i64)) {
        self.finals = vec![None; nest.vars.len()];
        for v in 0..nest.vars.len() {
            // The loop that ran last: loops sharing a counter are siblings or cousins,
            // never nested, and the last instance of each is compared in execution order.
            let mut best: Option<(Vec<i64>, i64)> = None;
            for l in (1..nest.loops.len()).filter(|&l| nest.loops[l].var == Some(v)) {
                if let Ok(Some((key, value))) = last_instance(nest, model, l, outer) {
                    if best.as_ref().is_none_or(|b| key > b.0) {
                        best = Some((key, value));
                    }
                }
            }
            self.finals[v] = best.map(|b| b.1);
        }
    }

    /// The final counter values of the last optimized slice, one per variable.
    pub fn finals(&self) -> &[Option<i64>] {
        &self.finals
    }

    /// The summary of the entry, for the log.
    pub fn finish(&mut self) {
        self.account();
        self.last = (Mode::Done, Instant::now());
        self.log.summary(&self.stats);
    }
}

/// The first value of the sequence `start, start + step, ...` (`step > 0`) at or beyond
/// `end`: where the counter is after the iterations below `end`.
fn aligned_end(start: i64, end: i64, step: i64) -> Option<i64> {
    let (span, step) = (i128::from(end) - i128::from(start), i128::from(step));
    let steps = if span <= 0 {
        0
    } else {
        (span + step - 1) / step
    };
    i64::try_from(i128::from(start) + steps * step).ok()
}

/// The position of the last instance of loop `l` in the slice (its counters in execution
/// order, interleaved with the textual positions of the loops) and its counter's final
/// value.
fn last_instance(
    nest: &Nest,
    model: &Model,
    l: usize,
    outer: (i64, i64),
) -> Result<Option<(Vec<i64>, i64)>, crate::walk::Overflow> {
    let Some((counters, value)) = last_exit(nest, model, l, outer)? else {
        return Ok(None);
    };
    let chain = nest.chain(l);
    let mut key = Vec::new();
    for w in chain.windows(2) {
        key.push(counters.get(w[0]).copied().unwrap_or(0));
        let pos = nest.loops[w[0]]
            .body
            .iter()
            .position(|n| *n == hedra_dcop::Node::Loop(w[1]))
            .unwrap_or(0);
        key.push(pos as i64);
    }
    Ok(Some((key, value)))
}

/// Compiles a slice's C text through hedra's pipeline and JIT.
fn compile(text: &str, threads: usize) -> Result<Compiled, String> {
    let ex = hedra_c::extract(text);
    let region = ex
        .regions
        .into_iter()
        .next()
        .ok_or("no region in the slice text")?;
    let scop = region
        .scop
        .map_err(|d| format!("the slice's model: {}", d.message))?;
    if !scop.assumptions.is_empty() {
        return Err(format!(
            "the slice's model assumes {}",
            scop.assumptions.join(", ")
        ));
    }
    let mut opts = hedra_opt::Options::default();
    opts.request.register_tile = Knobs::from_env().register_tile;
    let mut notes = Vec::new();
    let ast = hedra_opt::jit_ast(&scop, &opts, &mut notes).map_err(|e| e.to_string())?;
    let mut program =
        Program::compile(&scop, &ast, &hedra_jit::Options::default()).map_err(|e| e.to_string())?;
    program.set_threads(threads);
    let options = hedra_codegen::CodeOptions::default();
    let code = hedra_codegen::print::region_code(&ast, &scop, &options)
        .map(|c| c.0)
        .unwrap_or_default();
    Ok(Compiled {
        program,
        params: scop.params.clone(),
        code,
        decisions: notes.iter().map(|n| n.text.clone()).collect(),
    })
}

/// The parameters and arrays of the slice `outer` for `program`, on the groups of
/// `layout`.
fn arguments(
    program: &Compiled,
    layout: &Layout,
    refs: &[i64],
    outer: (i64, i64),
) -> Result<(Vec<i64>, Vec<Array<'static>>), String> {
    let mut values = Vec::new();
    let mut arrays = Vec::new();
    let mut named: Vec<(String, i64)> = vec![
        ("hedra_rt_lo".into(), outer.0),
        ("hedra_rt_hi".into(), outer.1),
    ];
    for (g, (group, span)) in layout.groups.iter().zip(&layout.spans).enumerate() {
        let Some(s) = group.scalar else { continue };
        let w = s.bytes();
        let base = refs[g] + (span.0 - refs[g]).div_euclid(w) * w;
        let extent = (span.1 - base + w - 1) / w;
        named.push((format!("hedra_rt_e{g}"), extent));
        named.push((format!("hedra_rt_o{g}"), (refs[g] - base) / w));
        let ext = usize::try_from(extent).map_err(|_| "a negative extent")?;
        // SAFETY: the program touches only its footprint (checked by `bind` against the
        // extents), which is the set of addresses the original accesses in this slice:
        // every prediction it depends on was verified before the slice.
        arrays.push(unsafe {
            Array::from_raw(
                &format!("hedra_rt_m{g}"),
                elem(s),
                base as usize as *mut u8,
                &[ext],
            )
        });
    }
    for p in &program.params {
        let v = named
            .iter()
            .find(|(n, _)| n == p)
            .ok_or_else(|| format!("no value for the parameter {p}"))?;
        values.push(v.1);
    }
    Ok((values, arrays))
}

/// A copy of the memory a slice will write.
struct Backup {
    runs: Vec<(i64, usize)>,
    bytes: Vec<u8>,
}

impl Backup {
    /// Copies every byte the statements of the slice `outer` write: per statement, the
    /// ranges of its target along its innermost enumerated loop (contiguous when the loop
    /// steps by one element), merged.
    fn take(
        nest: &Nest,
        model: &Model,
        outer: (i64, i64),
        threads: usize,
    ) -> Result<Backup, String> {
        let mut runs: Vec<(i64, i64)> = Vec::new();
        for (s, st) in nest.stmts.iter().enumerate() {
            let target: &Aff = &model.targets[s];
            let size = st.scalar.bytes();
            let need = needed(model, &st.loops, &[target]);
            let overflow = |_| "loop arithmetic out of 64 bits".to_string();
            let Some(run) = contiguous_level(nest, model, &st.loops, &need, target, size) else {
                walk(nest, model, &st.loops, &need, outer, &mut |c| {
                    if let Some(a) = target.at(c) {
                        runs.push((a, a + size));
                    }
                    true
                })
                .map_err(overflow)?;
                continue;
            };
            let l = st.loops[run];
            let stride = target.coeffs[l].saturating_mul(nest.loops[l].step);
            let mut bad = false;
            walk_runs(
                nest,
                model,
                &st.loops,
                &need,
                run,
                outer,
                &mut |c, _, count| {
                    let Some(a) = target.at(c) else {
                        bad = true;
                        return false;
                    };
                    if stride.unsigned_abs() == size.unsigned_abs() || count == 1 {
                        let last = a + stride * (count - 1);
                        runs.push((a.min(last), a.max(last) + size));
                    } else {
                        runs.extend((0..count).map(|k| (a + stride * k, a + stride * k + size)));
                    }
                    true
                },
            )
            .map_err(overflow)?;
            if bad {
                return Err("an address out of 64 bits".into());
            }
        }
        runs.sort_unstable();
        let mut merged: Vec<(i64, usize)> = Vec::new();
        let mut end = i64::MIN;
        for (a, b) in runs {
            match merged.last_mut() {
                Some((start, len)) if a <= end => {
                    end = end.max(b);
                    *len = usize::try_from(end - *start).unwrap_or(0);
                }
                _ => {
                    merged.push((a, usize::try_from(b - a).unwrap_or(0)));
                    end = b;
                }
            }
        }
        let total: usize = merged.iter().map(|r| r.1).sum();
        let mut bytes = vec![0u8; total];
        copy_runs(&merged, &mut bytes, threads, Direction::Save);
        Ok(Backup {
            runs: merged,
            bytes,
        })
    }

    fn restore(&mut self, threads: usize) {
        let runs = std::mem::take(&mut self.runs);
        copy_runs(&runs, &mut self.bytes, threads, Direction::Restore);
        self.runs = runs;
    }
}

/// One thread's share of a copy: its part of the backup, and the (address, length)
/// pieces of memory it covers.
type Part<'b> = (&'b mut [u8], Vec<(usize, usize)>);

/// Which way [`copy_runs`] copies.
#[derive(Clone, Copy)]
enum Direction {
    /// From the program's memory into the backup.
    Save,
    /// From the backup back into the program's memory.
    Restore,
}

/// Copies between the runs of memory `runs` (address, length) and `bytes` (their
/// concatenation), split among `threads` threads by bytes: a backup is as large as what
/// the slice writes, and one thread does not reach the memory's bandwidth.
fn copy_runs(runs: &[(i64, usize)], bytes: &mut [u8], threads: usize, dir: Direction) {
    let total = bytes.len();
    let threads = threads.clamp(1, 16).min(total / (1 << 20) + 1);
    let share = total.div_ceil(threads);
    // Each thread's part of `bytes`, and the runs (or pieces of runs) it covers.
    let mut parts: Vec<Part> = Vec::new();
    let mut rest = bytes;
    let mut run = 0;
    let mut offset = 0; // into runs[run]
    while !rest.is_empty() {
        let take = share.min(rest.len());
        let (mine, tail) = rest.split_at_mut(take);
        rest = tail;
        let mut pieces = Vec::new();
        let mut need = take;
        while need > 0 {
            let (a, len) = runs[run];
            let n = (len - offset).min(need);
            pieces.push((a as usize + offset, n));
            need -= n;
            offset += n;
            if offset == len {
                run += 1;
                offset = 0;
            }
        }
        parts.push((mine, pieces));
    }
    let work = |(mine, pieces): Part| {
        let mut at = 0;
        for (addr, n) in pieces {
            // SAFETY: the runs are memory the original writes in the slice (verified
            // addresses); each byte of `bytes` belongs to one part.
            unsafe {
                match dir {
                    Direction::Save => {
                        std::ptr::copy_nonoverlapping(addr as *const u8, mine[at..].as_mut_ptr(), n)
                    }
                    Direction::Restore => {
                        std::ptr::copy_nonoverlapping(mine[at..].as_ptr(), addr as *mut u8, n)
                    }
                }
            }
            at += n;
        }
    };
    if parts.len() <= 1 {
        parts.into_iter().for_each(work);
        return;
    }
    std::thread::scope(|scope| {
        for p in parts {
            scope.spawn(move || work(p));
        }
    });
}

/// Time spent, as a `Duration`, for the log.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// The verification of one feed.
struct FeedCheck {
    feed: usize,
    need: Vec<bool>,
    run: Option<usize>,
    /// Neither its instances nor its values depend on the outer counter: verified once per
    /// slice (the slice writes no memory a feed is read from).
    invariant: bool,
}

/// What a verification found.
enum Checked {
    /// Every read agreed with the prediction; whether there was any.
    Agreed(bool),
    /// A read (actual, predicted) did not.
    Mismatch(i64, i64),
}

impl FeedCheck {
    fn new(model: &Model, feed: usize, chain: &[usize]) -> FeedCheck {
        let (addr, value) = (
            &model.loads[feed],
            model.values[feed].as_ref().expect("fed"),
        );
        let need = needed(model, chain, &[addr, value]);
        let invariant = !addr.uses(0)
            && !value.uses(0)
            && chain.iter().zip(&need).all(|(&l, &n)| {
                !n || l == 0 || (!model.bounds[l].0.uses(0) && !model.bounds[l].1.uses(0))
            });
        FeedCheck {
            feed,
            run: run_level(model, chain, &need),
            need,
            invariant,
        }
    }

    /// Reads the feed's instances of the outer iterations `outer` and compares each with its
    /// prediction, in the original's order along each run.
    fn run(&self, nest: &Nest, model: &Model, outer: (i64, i64)) -> Result<Checked, Overflow> {
        let load = &nest.loads[self.feed];
        let (addr, value) = (
            &model.loads[self.feed],
            model.values[self.feed].as_ref().expect("fed"),
        );
        let mut found = Checked::Agreed(false);
        let chain = &load.loops;
        let Some(run) = self.run else {
            walk(nest, model, chain, &self.need, outer, &mut |c| {
                let (Some(a), Some(v)) = (addr.at(c), value.at(c)) else {
                    found = Checked::Mismatch(0, 0);
                    return false;
                };
                // SAFETY: the original reads this address at this instance: its counters'
                // bounds and every feed of its address were verified before.
                let actual = unsafe { read_integral(a, &load.ty) };
                found = if actual == v {
                    Checked::Agreed(true)
                } else {
                    Checked::Mismatch(actual, v)
                };
                matches!(found, Checked::Agreed(_))
            })?;
            return Ok(found);
        };
        let l = chain[run];
        let step = nest.loops[l].step;
        let (da, dv) = (
            addr.coeffs[l].checked_mul(step),
            value.coeffs[l].checked_mul(step),
        );
        let (Some(da), Some(dv)) = (da, dv) else {
            return Err(Overflow);
        };
        walk_runs(
            nest,
            model,
            chain,
            &self.need,
            run,
            outer,
            &mut |c, _, count| {
                let (Some(mut a), Some(mut v)) = (addr.at(c), value.at(c)) else {
                    found = Checked::Mismatch(0, 0);
                    return false;
                };
                for k in 0..count {
                    // SAFETY: as above: the instance runs in the original, which reads there.
                    let actual = unsafe { read_integral(a, &load.ty) };
                    if actual != v {
                        found = Checked::Mismatch(actual, v);
                        return false;
                    }
                    if k + 1 < count {
                        let (Some(na), Some(nv)) = (a.checked_add(da), v.checked_add(dv)) else {
                            found = Checked::Mismatch(0, 0);
                            return false;
                        };
                        (a, v) = (na, nv);
                    }
                }
                found = Checked::Agreed(true);
                true
            },
        )?;
        Ok(found)
    }
}
