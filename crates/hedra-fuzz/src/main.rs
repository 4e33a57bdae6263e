//! `hedra-fuzz`: random-program and mutation differential testing of `hedra opt`.
//! See the crate's README.md.

use clap::Parser;
use hedra_fuzz::ast::Features;
use hedra_fuzz::harness::{self, Class, Config, Env, Scratch, Verdict};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Parser, Debug)]
#[command(
    name = "hedra-fuzz",
    about = "Differential testing of `hedra opt` on random and mutated loop nests"
)]
struct Args {
    /// Seeds to run, `A..B` (B excluded) or a single seed
    #[arg(long, default_value = "0..100")]
    seeds: String,
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
}

fn parse_seeds(s: &str) -> (u64, u64) {
    if let Some((a, b)) = s.split_once("..") {
        (a.parse().expect("seed"), b.parse().expect("seed"))
    } else {
        let a: u64 = s.parse().expect("seed");
        (a, a + 1)
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

fn main() {
    let args = Args::parse();
    let features = Features {
        long_iterators: args.features_long_iterators,
        unsigned_iterators: args.features_unsigned_iterators,
        iterator_final_values: args.features_iterator_final_values,
        deep: args.features_deep,
        big_constants: args.features_big_constants,
    };
    if args.print {
        let seed = parse_seeds(&args.seeds).0;
        if args.mutate {
            let kernels = hedra_fuzz::mutate::load_kernels(&harness::workspace_root());
            let (name, text, what) = hedra_fuzz::mutant(&kernels, seed);
            println!("/* kernel {name}: {} */\n{text}", what.join("; "));
        } else {
            let p = hedra_fuzz::gen::generate(seed, &features);
            print!("{}", p.to_c().expect("valid"));
        }
        return;
    }
    let hedra = match &args.hedra {
        Some(p) => p.clone(),
        None => harness::hedra_binary(true).unwrap_or_else(|e| {
            eprintln!("hedra-fuzz: {e}");
            std::process::exit(2)
        }),
    };
    let mut env = Env::new(hedra);
    env.hedra_timeout = Duration::from_secs(args.hedra_timeout);
    env.run_timeout = Duration::from_secs(args.run_timeout);
    env.compile_timeout = Duration::from_secs(args.compile_timeout);
    let kernels = if args.mutate {
        hedra_fuzz::mutate::load_kernels(&harness::workspace_root())
    } else {
        vec![]
    };
    if args.mutate && kernels.is_empty() {
        eprintln!("hedra-fuzz: no kernels found");
        std::process::exit(2);
    }
    if let Some(k) = &args.keep {
        std::fs::create_dir_all(k).expect("create the --keep directory");
    }
    let (first, last) = parse_seeds(&args.seeds);
    let next = AtomicU64::new(first);
    let stop = AtomicBool::new(false);
    let tally = Mutex::new(Tally::default());
    let start = Instant::now();
    std::thread::scope(|s| {
        for w in 0..args.jobs.max(1) {
            let (env, next, stop, tally, args, features, kernels) =
                (&env, &next, &stop, &tally, &args, &features, &kernels);
            s.spawn(move || {
                let scratch = Scratch::new(&format!("w{w}"));
                let dir = &scratch.0;
                loop {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    if let Some(t) = args.time_limit {
                        if start.elapsed() > Duration::from_secs(t) {
                            break;
                        }
                    }
                    let seed = next.fetch_add(1, Ordering::SeqCst);
                    if !args.forever && seed >= last {
                        break;
                    }
                    let (origin, text, program, results) = if args.mutate {
                        let (name, text, what) = hedra_fuzz::mutant(kernels, seed);
                        let mut r = hedra_fuzz::rng::Rng::new(seed ^ 0xabcd);
                        let results =
                            hedra_fuzz::check_program(env, dir, &text, &mut r, &[], args.configs);
                        (
                            format!("kernel {name} mutated (seed {seed}): {}", what.join("; ")),
                            text,
                            None,
                            results,
                        )
                    } else {
                        let r = hedra_fuzz::run_seed(env, dir, seed, features, args.configs);
                        (
                            format!("generated, seed {seed}, features {features:?}"),
                            r.c,
                            Some(r.program),
                            r.results,
                        )
                    };
                    for (k, (cfg, v)) in results.iter().enumerate() {
                        let line = format!(
                            "seed {seed} [{}] {}: {}",
                            cfg.describe(),
                            v.class,
                            v.detail.lines().next().unwrap_or("")
                        );
                        if v.class.is_bug() || args.verbose || v.class == Class::Invalid {
                            eprintln!("{line}");
                            if args.verbose && args.mutate {
                                eprintln!("  {origin}");
                            }
                        }
                        {
                            let mut t = tally.lock().unwrap();
                            t.configs += 1;
                            *t.classes.entry(v.class).or_default() += 1;
                            if v.fallback {
                                t.fallbacks += 1;
                            }
                            if v.class.is_bug() {
                                t.failures.push(line);
                            }
                        }
                        if !v.class.is_bug() {
                            continue;
                        }
                        if let Some(keep) = &args.keep {
                            save(
                                keep,
                                &format!("{}-seed{seed}-{k}", v.class),
                                v,
                                cfg,
                                &origin,
                                &text,
                            );
                            if args.reduce {
                                let (c2, cfg2) = reduce_one(
                                    env,
                                    dir,
                                    &program,
                                    &text,
                                    cfg,
                                    v,
                                    args.reduce_budget,
                                );
                                let v2 = harness::check_source(env, dir, &c2, &cfg2);
                                save(
                                    keep,
                                    &format!("{}-seed{seed}-{k}-reduced", v.class),
                                    &v2,
                                    &cfg2,
                                    &origin,
                                    &c2,
                                );
                            }
                        }
                    }
                    let mut t = tally.lock().unwrap();
                    t.programs += 1;
                    if t.programs % 50 == 0 {
                        eprintln!("[{:.0}s] {}", start.elapsed().as_secs_f64(), t.summary());
                    }
                }
            });
        }
    });
    let t = tally.into_inner().unwrap();
    println!("{}", t.summary());
    let bugs: u64 = t
        .classes
        .iter()
        .filter(|(c, _)| c.is_bug())
        .map(|(_, n)| n)
        .sum();
    std::process::exit(if bugs > 0 { 1 } else { 0 });
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

fn save(dir: &std::path::Path, stem: &str, v: &Verdict, cfg: &Config, origin: &str, text: &str) {
    let mut notes = format!("detail: {}\n", v.detail);
    if v.class == Class::Mismatch {
        notes.push_str(&format!(
            "{}\n",
            harness::first_difference(&v.original_output, &v.optimized_output)
        ));
    }
    let body = hedra_fuzz::found::write(v.class, cfg, origin, &notes, text);
    let path = dir.join(format!("{stem}.c"));
    if let Err(e) = std::fs::write(&path, body) {
        eprintln!("hedra-fuzz: cannot write {}: {e}", path.display());
    } else {
        eprintln!("saved {}", path.display());
    }
}
