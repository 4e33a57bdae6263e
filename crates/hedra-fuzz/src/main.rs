//! `hedra-fuzz`: random-program and mutation differential testing of `hedra opt`.
//! See the crate's README.md.

use clap::Parser;
use hedra_fuzz::ast::Features;
use hedra_fuzz::harness::{self, Class, Config, Env, Scratch, Verdict};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

// One progress display for the long-running tools.
#[path = "../../hedra-bench/src/progress.rs"]
mod progress;

#[derive(Parser, Debug)]
#[command(
    name = "hedra-fuzz",
    about = "Differential testing of `hedra opt` on random and mutated loop nests"
)]
struct Args {
    /// Seeds to run, `A..B` (B excluded) or a single seed
    #[arg(long, default_value = "0..100", value_parser = parse_seeds)]
    seeds: (u64, u64),
    /// Run until killed (from the first seed of --seeds on)
    #[arg(long)]
    forever: bool,
    /// Parallel workers (the machine is shared: keep it small)
    #[arg(short = 'j', long, default_value_t = 1)]
    jobs: usize,
    /// Random option sets per program
    #[arg(long, default_value_t = 2)]
    configs: usize,
    /// Mutate the kernel suite (kernels/*/*.c) instead of generating programs
    #[arg(long)]
    mutate: bool,
    /// Save every failing program with its options (a regression file) in this directory
    #[arg(long)]
    keep: Option<PathBuf>,
    /// Reduce failing programs before saving them (needs --keep)
    #[arg(long)]
    reduce: bool,
    /// Checks the reducer may spend per failure
    #[arg(long, default_value_t = 400)]
    reduce_budget: usize,
    /// The hedra binary (default: $HEDRA_BIN, else target/release/hedra, built if needed)
    #[arg(long)]
    hedra: Option<PathBuf>,
    /// Seconds `hedra opt` may take (more is a hang)
    #[arg(long, default_value_t = 20)]
    hedra_timeout: u64,
    /// Seconds a compiled program may run
    #[arg(long, default_value_t = 10)]
    run_timeout: u64,
    /// Seconds gcc may take on one file (more counts as optimized-does-not-compile)
    #[arg(long, default_value_t = 60)]
    compile_timeout: u64,
    /// Stop after this many seconds
    #[arg(long)]
    time_limit: Option<u64>,
    /// Print the program (or mutant) of the first seed and exit
    #[arg(long)]
    print: bool,
    /// Print every result, not just failures
    #[arg(short, long)]
    verbose: bool,
    /// Generator: `long` iterators (known bug class: int loop counters)
    #[arg(long)]
    features_long_iterators: bool,
    /// Generator: `unsigned` iterators (known bug class)
    #[arg(long)]
    features_unsigned_iterators: bool,
    /// Generator: print iterator values after the region (known bug class)
    #[arg(long)]
    features_iterator_final_values: bool,
    /// Generator: nests of depth 5 and 6 (known bug class: scheduler hangs)
    #[arg(long)]
    features_deep: bool,
    /// Generator: huge constants in bounds (known bug class)
    #[arg(long)]
    features_big_constants: bool,
    /// Generator: scalar temporaries dead after the region (privatization)
    #[arg(long)]
    features_temporaries: bool,
    /// Generator: scratch arrays, named by `#pragma hedra scratch` and not printed
    /// (array contraction)
    #[arg(long)]
    features_scratch: bool,
}

/// `A..B` (B excluded) or a single seed `A` (the range `A..A+1`).
fn parse_seeds(s: &str) -> Result<(u64, u64), String> {
    let seed = |t: &str| {
        t.trim()
            .parse::<u64>()
            .map_err(|_| format!("`{t}` is not a seed (a non-negative integer)"))
    };
    match s.split_once("..") {
        Some((a, b)) => Ok((seed(a)?, seed(b)?)),
        None => {
            let a = seed(s)?;
            let b = a.checked_add(1).ok_or("the seed is too large")?;
            Ok((a, b))
        }
    }
}

#[derive(Default)]
struct Tally {
    programs: u64,
    configs: u64,
    fallbacks: u64,
    classes: BTreeMap<Class, u64>,
    failures: Vec<String>,
}

impl Tally {
    fn summary(&self) -> String {
        let mut s = format!("programs {} option-sets {}", self.programs, self.configs);
        for c in Class::ALL {
            s.push_str(&format!(
                " {} {}",
                c,
                self.classes.get(&c).copied().unwrap_or(0)
            ));
        }
        s.push_str(&format!(" (fallback warnings {})", self.fallbacks));
        s
    }
}

impl Args {
    /// The generator's optional features, from the `--features-*` flags.
    fn features(&self) -> Features {
        Features {
            long_iterators: self.features_long_iterators,
            unsigned_iterators: self.features_unsigned_iterators,
            iterator_final_values: self.features_iterator_final_values,
            deep: self.features_deep,
            big_constants: self.features_big_constants,
            temporaries: self.features_temporaries,
            scratch: self.features_scratch,
        }
    }

    /// The harness environment: which `hedra` to run and the time limits of each step.
    /// Exits (status 2) when no `hedra` binary can be found or built.
    fn env(&self) -> Env {
        let hedra = match &self.hedra {
            Some(p) => p.clone(),
            None => harness::hedra_binary(true).unwrap_or_else(|e| {
                eprintln!("hedra-fuzz: {e}");
                std::process::exit(2)
            }),
        };
        let mut env = Env::new(hedra);
        env.hedra_timeout = Duration::from_secs(self.hedra_timeout);
        env.run_timeout = Duration::from_secs(self.run_timeout);
        env.compile_timeout = Duration::from_secs(self.compile_timeout);
        env
    }
}

/// `--print`: writes the program (or, with `--mutate`, the mutant) of the first seed to
/// standard output, so that a seed can be inspected without running anything.
fn print_first(args: &Args, features: &Features) {
    let seed = args.seeds.0;
    if args.mutate {
        let kernels = hedra_fuzz::mutate::load_kernels(&harness::workspace_root());
        let (name, text, what) = hedra_fuzz::mutant(&kernels, seed);
        println!("/* kernel {name}: {} */\n{text}", what.join("; "));
    } else {
        let p = hedra_fuzz::gen::generate(seed, features);
        match p.to_c() {
            Some(text) => print!("{text}"),
            None => {
                eprintln!(
                    "error: the program of seed {seed} has no C form (its shape is rejected)"
                );
                std::process::exit(1);
            }
        }
    }
}

/// The kernels to mutate (none unless `--mutate`); exits (status 2) when `--mutate` finds no
/// kernel, since every seed would then be empty.
fn kernels(args: &Args) -> Vec<(String, String)> {
    if !args.mutate {
        return vec![];
    }
    let kernels = hedra_fuzz::mutate::load_kernels(&harness::workspace_root());
    if kernels.is_empty() {
        eprintln!("hedra-fuzz: no kernels found");
        std::process::exit(2);
    }
    kernels
}

fn main() {
    let args = Args::parse();
    let features = args.features();
    if args.print {
        print_first(&args, &features);
        return;
    }
    let env = args.env();
    let kernels = kernels(&args);
    if let Some(k) = &args.keep {
        if let Err(e) = std::fs::create_dir_all(k) {
            eprintln!(
                "error: cannot create the --keep directory {}: {e}",
                k.display()
            );
            std::process::exit(2);
        }
    }
    let (first, last) = args.seeds;
    let run = Run {
        args: &args,
        features: &features,
        env: &env,
        kernels: &kernels,
        last,
        next: AtomicU64::new(first),
        tally: Mutex::new(Tally::default()),
        start: Instant::now(),
        progress: progress::Progress::new(
            (!args.forever).then(|| last.saturating_sub(first)),
            "programs",
        ),
    };
    std::thread::scope(|s| {
        for w in 0..args.jobs.max(1) {
            let run = &run;
            s.spawn(move || run.worker(w));
        }
    });
    run.progress.finish();
    let t = run.tally.into_inner().unwrap();
    println!("{}", t.summary());
    let bugs: u64 = t
        .classes
        .iter()
        .filter(|(c, _)| c.is_bug())
        .map(|(_, n)| n)
        .sum();
    std::process::exit(if bugs > 0 { 1 } else { 0 });
}

/// What the workers share: the options, the seeds still to hand out and the tally.
struct Run<'a> {
    args: &'a Args,
    features: &'a Features,
    env: &'a Env,
    kernels: &'a [(String, String)],
    /// The first seed not to run (without `--forever`).
    last: u64,
    /// The next seed to hand out.
    next: AtomicU64,
    tally: Mutex<Tally>,
    start: Instant,
    /// A bar (or, with `--forever`, a counter) on a terminal.
    progress: progress::Progress,
}

/// One checked program: where it came from, its text, its tree (generated programs only,
/// for the reducer) and the verdict of each option set.
struct Checked {
    origin: String,
    text: String,
    program: Option<hedra_fuzz::ast::Program>,
    results: Vec<(Config, Verdict)>,
}

impl Run<'_> {
    /// One worker: takes seeds until they run out (or the time limit passes), checking each
    /// in its own scratch directory `w{w}`.
    fn worker(&self, w: usize) {
        let scratch = Scratch::new(&format!("w{w}"));
        let dir = &scratch.0;
        while let Some(seed) = self.next_seed() {
            let checked = self.check(dir, seed);
            for (k, (cfg, v)) in checked.results.iter().enumerate() {
                let line = self.report(seed, cfg, v, &checked.origin);
                self.count(v, line);
                if v.class.is_bug() {
                    self.keep(
                        dir,
                        &checked,
                        &format!("{}-seed{seed}-{k}", v.class),
                        cfg,
                        v,
                    );
                }
            }
            let mut t = self.tally.lock().unwrap();
            t.programs += 1;
            self.progress.advance();
            self.progress.working_on(&t.summary());
            if t.programs.is_multiple_of(50) {
                self.progress.line(&format!(
                    "[{:.0}s] {}",
                    self.start.elapsed().as_secs_f64(),
                    t.summary()
                ));
            }
        }
    }

    /// The next seed to run, or `None` when the range is done or the time limit has passed.
    fn next_seed(&self) -> Option<u64> {
        if let Some(t) = self.args.time_limit {
            if self.start.elapsed() > Duration::from_secs(t) {
                return None;
            }
        }
        let seed = self.next.fetch_add(1, Ordering::SeqCst);
        if !self.args.forever && seed >= self.last {
            return None;
        }
        Some(seed)
    }

    /// Builds the program of `seed` (a mutant of a kernel with `--mutate`, else a generated
    /// program) and checks it under `--configs` random option sets.
    fn check(&self, dir: &Path, seed: u64) -> Checked {
        let (args, env) = (self.args, self.env);
        if args.mutate {
            let (name, text, what) = hedra_fuzz::mutant(self.kernels, seed);
            let mut r = hedra_fuzz::rng::Rng::new(seed ^ 0xabcd);
            let results = hedra_fuzz::check_program(env, dir, &text, &mut r, &[], args.configs);
            Checked {
                origin: format!("kernel {name} mutated (seed {seed}): {}", what.join("; ")),
                text,
                program: None,
                results,
            }
        } else {
            let features = self.features;
            let r = hedra_fuzz::run_seed(env, dir, seed, features, args.configs);
            Checked {
                origin: format!("generated, seed {seed}, features {features:?}"),
                text: r.c,
                program: Some(r.program),
                results: r.results,
            }
        }
    }

    /// The one-line result of an option set; printed for bugs, invalid programs and with
    /// `--verbose` (which also names the mutant's origin).
    fn report(&self, seed: u64, cfg: &Config, v: &Verdict, origin: &str) -> String {
        let line = format!(
            "seed {seed} [{}] {}: {}",
            cfg.describe(),
            v.class,
            v.detail.lines().next().unwrap_or("")
        );
        let args = self.args;
        if v.class.is_bug() || args.verbose || v.class == Class::Invalid {
            self.progress.line(&line);
            if args.verbose && args.mutate {
                self.progress.line(&format!("  {origin}"));
            }
        }
        line
    }

    /// Adds one verdict to the tally (a bug with its result line).
    fn count(&self, v: &Verdict, line: String) {
        let mut t = self.tally.lock().unwrap();
        t.configs += 1;
        *t.classes.entry(v.class).or_default() += 1;
        if v.fallback {
            t.fallbacks += 1;
        }
        if v.class.is_bug() {
            t.failures.push(line);
        }
    }

    /// With `--keep`: saves a failing program as `stem.c`, and with `--reduce` also its
    /// reduction (checked again, so the saved verdict is the reduced program's own) as
    /// `stem-reduced.c`.
    fn keep(&self, dir: &Path, checked: &Checked, stem: &str, cfg: &Config, v: &Verdict) {
        let Some(keep) = &self.args.keep else {
            return;
        };
        let origin = &checked.origin;
        self.progress
            .line(&save(keep, stem, v, cfg, origin, &checked.text));
        if self.args.reduce {
            let (env, budget) = (self.env, self.args.reduce_budget);
            let (c2, cfg2) = reduce_one(env, dir, &checked.program, &checked.text, cfg, v, budget);
            let v2 = harness::check_source(env, dir, &c2, &cfg2);
            let stem = format!("{stem}-reduced");
            self.progress
                .line(&save(keep, &stem, &v2, &cfg2, origin, &c2));
        }
    }
}

fn reduce_one(
    env: &Env,
    dir: &std::path::Path,
    program: &Option<hedra_fuzz::ast::Program>,
    text: &str,
    cfg: &Config,
    v: &Verdict,
    budget: usize,
) -> (String, Config) {
    let cfg2 = hedra_fuzz::reduce_config(env, dir, text, cfg, v);
    let c = match program {
        Some(p) => {
            let q = hedra_fuzz::reduce_program(env, dir, p, &cfg2, v, budget);
            q.to_c().unwrap_or_else(|| text.to_string())
        }
        None => hedra_fuzz::reduce_text(env, dir, text, &cfg2, v, budget),
    };
    (c, cfg2)
}

/// Writes a regression file; returns the line that says where (or why not).
fn save(
    dir: &std::path::Path,
    stem: &str,
    v: &Verdict,
    cfg: &Config,
    origin: &str,
    text: &str,
) -> String {
    let mut notes = format!("detail: {}\n", v.detail);
    if v.class == Class::Mismatch {
        notes.push_str(&format!(
            "{}\n",
            harness::first_difference(&v.original_output, &v.optimized_output)
        ));
    }
    let body = hedra_fuzz::found::write(v.class, cfg, origin, &notes, text);
    let path = dir.join(format!("{stem}.c"));
    match std::fs::write(&path, body) {
        Err(e) => format!("hedra-fuzz: cannot write {}: {e}", path.display()),
        Ok(()) => format!("saved {}", path.display()),
    }
}

#[cfg(test)]
mod tests {
    use super::parse_seeds;

    #[test]
    fn seeds_are_ranges_or_single_seeds() {
        assert_eq!(parse_seeds("3..7"), Ok((3, 7)));
        assert_eq!(parse_seeds("5"), Ok((5, 6)));
    }

    #[test]
    fn malformed_seeds_are_errors() {
        assert!(parse_seeds("x").unwrap_err().contains("`x` is not a seed"));
        assert!(parse_seeds("1..-2").is_err());
        assert!(parse_seeds("").is_err());
        assert_eq!(
            parse_seeds(&u64::MAX.to_string()),
            Err("the seed is too large".to_string())
        );
    }
}
