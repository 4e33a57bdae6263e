//! # hedra-fuzz
//!
//! Differential testing of `hedra opt` in the spirit of Csmith/YARPGen, for loop nests:
//! random static-control C programs ([`gen`], printed and sized by [`ast`]), mutations of
//! the kernel suite ([`mutate`]), the check itself (optimize, compile both with gcc, run,
//! compare; [`harness`]), automatic reduction of failures ([`reduce`]) and regression files
//! that a test replays ([`found`]).

pub mod ast;
pub mod found;
pub mod gen;
pub mod harness;
pub mod mutate;
pub mod reduce;
pub mod rng;

use harness::{Class, Config, Env, Verdict};
use rng::Rng;
use std::path::Path;

/// Writes `text` as `dir/prog.c`, runs the original once, and checks it against `hedra opt`
/// under `configs` random option sets (`--context` facts only on `params`). A program that
/// cannot be written or whose original does not run gives `Invalid` verdicts.
pub fn check_program(
    env: &Env,
    dir: &Path,
    text: &str,
    r: &mut Rng,
    params: &[(String, i64)],
    configs: usize,
) -> Vec<(Config, Verdict)> {
    let src = dir.join("prog.c");
    let reference = std::fs::write(&src, text)
        .map_err(|e| e.to_string())
        .and_then(|_| harness::reference(env, dir, &src));
    (0..configs)
        .map(|_| {
            let cfg = harness::random_config(r, params);
            let v = match &reference {
                Ok(rf) => harness::check_with_reference(env, dir, &src, &cfg, rf),
                Err(e) => Verdict {
                    class: Class::Invalid,
                    fallback: false,
                    detail: e.clone(),
                    original_output: String::new(),
                    optimized_output: String::new(),
                },
            };
            (cfg, v)
        })
        .collect()
}

/// One generated program checked under several random configurations.
pub struct SeedResult {
    pub seed: u64,
    pub program: ast::Program,
    pub c: String,
    pub results: Vec<(Config, Verdict)>,
}

/// Generates the program of `seed` and checks it under `configs` random configurations.
pub fn run_seed(
    env: &Env,
    dir: &Path,
    seed: u64,
    features: &ast::Features,
    configs: usize,
) -> SeedResult {
    let program = gen::generate(seed, features);
    let c = program.to_c().expect("generated programs are valid");
    let mut r = Rng::new(seed ^ 0xc0ff_ee00_d00d);
    // Only parameters the region uses may appear in `--context`.
    let region = c
        .split("#pragma scop")
        .nth(1)
        .and_then(|r| r.split("#pragma endscop").next())
        .unwrap_or("");
    let words = mutate::identifiers(region);
    let params: Vec<(String, i64)> = program
        .params
        .iter()
        .cloned()
        .zip(program.param_values.iter().copied())
        .filter(|(n, _)| words.contains(n))
        .collect();
    let results = check_program(env, dir, &c, &mut r, &params, configs);
    SeedResult {
        seed,
        program,
        c,
        results,
    }
}

/// The panic location of a crash (for telling crashes apart while reducing).
pub fn signature(v: &Verdict) -> String {
    match v.class {
        Class::HedraCrash => v
            .detail
            .lines()
            .find(|l| l.contains("panicked at"))
            .map(|l| {
                l.split("panicked at")
                    .nth(1)
                    .unwrap_or("")
                    .trim()
                    .to_string()
            })
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// Reduces a failing generated program, keeping the class (and the panic location).
pub fn reduce_program(
    env: &Env,
    dir: &Path,
    p: &ast::Program,
    cfg: &Config,
    want: &Verdict,
    budget: usize,
) -> ast::Program {
    let sig = signature(want);
    reduce::reduce(p, budget, &mut |q| {
        let Some(c) = q.to_c() else { return false };
        let v = harness::check_source(env, dir, &c, cfg);
        v.class == want.class && signature(&v) == sig
    })
}

/// Reduces a failing C text (a mutated kernel) line by line.
pub fn reduce_text(
    env: &Env,
    dir: &Path,
    text: &str,
    cfg: &Config,
    want: &Verdict,
    budget: usize,
) -> String {
    let sig = signature(want);
    mutate::reduce_text(text, budget, &mut |c| {
        let v = harness::check_source(env, dir, c, cfg);
        v.class == want.class && signature(&v) == sig
    })
}

/// Drops hedra options one at a time while the failure stays.
pub fn reduce_config(env: &Env, dir: &Path, c: &str, cfg: &Config, want: &Verdict) -> Config {
    let sig = signature(want);
    let mut cur = cfg.clone();
    let mut k = 0;
    while k < cur.hedra_args.len() {
        let mut t = cur.clone();
        let n = if t.hedra_args[k] == "--context" { 2 } else { 1 };
        t.hedra_args.drain(k..(k + n).min(t.hedra_args.len()));
        let v = harness::check_source(env, dir, c, &t);
        if v.class == want.class && signature(&v) == sig {
            cur = t;
        } else {
            k += n;
        }
    }
    for (openmp, threads) in [(false, 1), (true, 1)] {
        if cur.openmp == openmp && cur.threads == threads {
            break;
        }
        let t = Config {
            openmp,
            threads,
            ..cur.clone()
        };
        let v = harness::check_source(env, dir, c, &t);
        if v.class == want.class && signature(&v) == sig {
            cur = t;
            break;
        }
    }
    cur
}

/// A kernel mutated from `seed`: (kernel name, text, mutations applied).
pub fn mutant(kernels: &[(String, String)], seed: u64) -> (String, String, Vec<String>) {
    let mut r = Rng::new(seed ^ 0x6d75_7461_6e74);
    let (name, text) = &kernels[(seed % kernels.len() as u64) as usize];
    let count = r.range(1, 3) as usize;
    let (t, what) = mutate::mutate(text, &mut r, count);
    (name.clone(), t, what)
}
