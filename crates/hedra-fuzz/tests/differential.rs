//! The bounded CI run of hedra-fuzz: a fixed range of generated programs and of kernel
//! mutations, each optimized by `hedra opt` under random options, compiled with gcc and run
//! against the original; no mismatch, crash, hang, non-compiling output or failing run is
//! allowed.
//!
//! The hedra binary: hedra is a binary-only crate, and Cargo gives a test the path of a
//! binary only for the test's own package (`CARGO_BIN_EXE_*`). So the test uses `$HEDRA_BIN`
//! when set, else it runs `cargo build --release -p hedra` (a no-op when up to date; Cargo
//! releases its build lock before tests run) and uses `target/release/hedra`. A release
//! build is what the long mode uses too, and it keeps the scheduler fast enough for the
//! 20 s hang limit.
//!
//! Sizes: `HEDRA_FUZZ_CI_PROGRAMS` (default 160) generated programs and
//! `HEDRA_FUZZ_CI_MUTANTS` (default 40) mutants, one random option set each, on two
//! threads: about three minutes on two cores. The run stops after 5 failures.

use hedra_fuzz::harness::{self, Class, Env, Scratch};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// The run stops after this many failures.
const MAX_FAILURES: usize = 5;

fn count(var: &str, default: u64) -> u64 {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Runs `job(seed, dir)` for seeds `0..n` on two threads; collects the failures.
fn on_two_threads(
    tag: &str,
    n: u64,
    job: &(dyn Fn(u64, &std::path::Path) -> Vec<String> + Sync),
) -> Vec<String> {
    let next = AtomicU64::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for w in 0..2 {
            let (next, failures) = (&next, &failures);
            s.spawn(move || {
                let scratch = Scratch::new(&format!("{tag}{w}"));
                loop {
                    let seed = next.fetch_add(1, Ordering::SeqCst);
                    // Fail fast: a broken hedra would otherwise spend a hang limit per seed.
                    if seed >= n || failures.lock().unwrap().len() >= MAX_FAILURES {
                        break;
                    }
                    let f = job(seed, &scratch.0);
                    failures.lock().unwrap().extend(f);
                }
            });
        }
    });
    failures.into_inner().unwrap()
}

#[test]
fn generated_and_mutated_programs_give_the_same_output_after_hedra_opt() {
    let hedra = harness::hedra_binary(true).expect("the hedra binary");
    let mut env = Env::new(hedra);
    // Most programs take hedra well under a second. A few option sets multiply the work
    // (`--full-mapping` schedules every version again, each with privatization's
    // alternatives: about 10 s for one mutant of mgs_qr on a 2-core machine, within the
    // operations budget); 30 s is a hang.
    env.hedra_timeout = std::time::Duration::from_secs(30);
    let features = Default::default();
    let programs = count("HEDRA_FUZZ_CI_PROGRAMS", 160);
    let invalid = Mutex::new(0u64);
    let mut failures = on_two_threads("ci-gen", programs, &|seed, dir| {
        let r = hedra_fuzz::run_seed(&env, dir, seed, &features, 1);
        let mut out = Vec::new();
        for (cfg, v) in &r.results {
            if v.class == Class::Invalid {
                *invalid.lock().unwrap() += 1;
            }
            if v.class.is_bug() || v.class == Class::Invalid {
                out.push(format!(
                    "generated seed {seed} [{}]: {}: {}",
                    cfg.describe(),
                    v.class,
                    v.detail
                ));
            }
        }
        out
    });
    let kernels = hedra_fuzz::mutate::load_kernels(&harness::workspace_root());
    assert!(kernels.len() >= 30, "only {} kernels", kernels.len());
    let mutants = count("HEDRA_FUZZ_CI_MUTANTS", 40);
    if failures.len() < MAX_FAILURES {
        failures.extend(on_two_threads("ci-mut", mutants, &|seed, dir| {
            let (name, text, what) = hedra_fuzz::mutant(&kernels, seed);
            let mut r = hedra_fuzz::rng::Rng::new(seed ^ 0xabcd);
            let cfg = harness::random_config(&mut r, &[]);
            let v = harness::check_source(&env, dir, &text, &cfg);
            if v.class.is_bug() {
                vec![format!(
                    "mutant {seed} of {name} ({}) [{}]: {}: {}",
                    what.join("; "),
                    cfg.describe(),
                    v.class,
                    v.detail
                )]
            } else {
                vec![]
            }
        }));
    }
    // Mutants may be unusable (a shrunk loop can leave a value that makes the original
    // non-deterministic); generated programs never may.
    assert!(
        failures.is_empty(),
        "{} failures ({} invalid generated programs):\n{}",
        failures.len(),
        invalid.into_inner().unwrap(),
        failures.join("\n")
    );
}
