//! Every version that `hedra opt` makes of the suite's regions (issue 17's versioning) runs
//! and computes what the original computes.
//!
//! Each kernel of `kernels/` is optimized with the default options. Its output is then
//! *instrumented*: each version's block starts with a comment `/* version K of N: ... */`
//! (see hedra-opt's `versions`), which becomes a call that records that the block ran; a
//! destructor prints the blocks that ran. The original and the instrumented program are
//! compiled at several sizes (every size macro of the kernel's MINI dataset set to the same
//! value, except time steps and the small fixed extents, which keep their MINI values), run
//! with 2 threads and, where the original is quick, with 256 (the versions read the thread
//! count at run time), and their
//! dumps of the output arrays must be identical. Over all the sizes, at least two kinds of
//! version of each kernel must have run (the original order for small work, and the
//! optimized code's). The long run asks for every kind (the decisions as taken, a loop
//! kept sequential, the original order for small work, the original order where the data
//! fit in the cache) and every version block; equal sizes do not reach all of them (the
//! sequential versions of the inner loops of time-tiled stencils, whose time steps keep
//! their MINI count, need sizes in a narrow band), so it reports what it misses.
//!
//! The sizes cross the thresholds of the versions: one tile of the default sizes (32 and
//! more) or less, a few tiles, and fewer tile-loop iterations than threads. The CI runs
//! [`SIZES`]; `cargo test --release -p hedra --test kernel_versions -- --ignored` runs the
//! longer list [`MORE_SIZES`], just below and just above each threshold. Two kernels also
//! run with `--full-mapping` (each version mapped again from the start under its context),
//! with the thread count read at run time and fixed at 2.

mod common;

use common::{compile_kernel, kernels, outputs_agree, root};
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The sizes of the CI run.
const SIZES: &[u64] = &[2, 40, 200, 2000, 100_000];

/// The sizes of the long run: around one tile of 32, around the 96 of the matrix
/// products' tiles, and beyond two of them.
const MORE_SIZES: &[u64] = &[
    1, 2, 3, 8, 24, 31, 32, 33, 40, 64, 95, 96, 97, 100, 193, 200, 600, 1000, 2000, 4000, 100_000,
];

/// The size macros of the MINI dataset of `src`, with their values.
fn mini_sizes(src: &str) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in src.lines().map(str::trim) {
        if line.starts_with("#if") || line.starts_with("#elif") || line.starts_with("#else") {
            inside = line.contains("defined(MINI_DATASET)");
            continue;
        }
        if line.starts_with("#endif") {
            inside = false;
            continue;
        }
        let mut w = line.split_whitespace();
        if let (true, Some("#define"), Some(name), Some(v)) = (inside, w.next(), w.next(), w.next())
        {
            if let Ok(v) = v.parse() {
                out.push((name.to_string(), v));
            }
        }
    }
    out
}

/// The `-D` flags that give every size `v`, except time steps and small fixed extents.
fn size_flags(sizes: &[(String, u64)], v: u64) -> Vec<String> {
    sizes
        .iter()
        .map(|(name, mini)| {
            let keep = name.starts_with('T') && name != "T" || *mini < 8;
            format!("-D{name}={}", if keep { *mini } else { v })
        })
        .collect()
}

/// `text` with every version comment replaced by a call that records it, and the
/// recorder (printed at exit) in front; what each version block is (the comment's text
/// after `N:`).
fn instrument(text: &str) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut rest = text;
    let mut kinds = Vec::new();
    while let Some(at) = rest.find("/* version ") {
        let Some(len) = rest[at..].find("*/") else {
            break;
        };
        let comment = &rest[at + 2..at + len];
        kinds.push(
            comment
                .split_once(':')
                .map_or("", |c| c.1)
                .trim()
                .to_string(),
        );
        out.push_str(&rest[..at]);
        out.push_str(&format!("hedra_test_ran({});", kinds.len() - 1));
        rest = &rest[at + len + 2..];
    }
    let n = kinds.len();
    out.push_str(rest);
    let prelude = format!(
        "#include <stdio.h>\n\
         static unsigned char hedra_test_blocks[{}];\n\
         static void hedra_test_ran(int k) {{ hedra_test_blocks[k] = 1; }}\n\
         __attribute__((destructor)) static void hedra_test_report(void) {{\n\
         \x20 fprintf(stderr, \"hedra-test-ran:\");\n\
         \x20 for (int k = 0; k < {n}; k++) if (hedra_test_blocks[k]) fprintf(stderr, \" %d\", k);\n\
         \x20 fprintf(stderr, \"\\n\");\n}}\n",
        n.max(1)
    );
    (prelude + &out, kinds)
}

/// The thread counts of the runs: the versions' tests read the count at run time, and a
/// count above the cores reaches the versions for loops with fewer iterations than it.
const THREADS: &[&str] = &["2", "256"];

/// The many-thread run only happens where the original takes less than this: on two
/// cores, 256 threads make every barrier cost a round of context switches, and a
/// wavefront of a few thousand barriers (lu at size 2000) takes minutes.
const MANY_THREADS_BELOW: Duration = Duration::from_millis(100);

/// Compiles `src` with `flags` (GNU C, for the instrumentation's destructor): the
/// executable `exe`.
fn compile(src: &Path, exe: &Path, flags: &[String]) -> Result<(), String> {
    let mut all = vec!["-std=gnu99".to_string()];
    all.extend(flags.iter().cloned());
    compile_kernel(src, exe, &all)
}

/// How long the original may run at one size: larger sizes of the kernel are skipped
/// once it takes longer (the list goes up to sizes that only the 1-D kernels run quickly).
const ORIGINAL_LIMIT_S: u32 = 4;

/// Runs `exe` with `threads` for at most `limit_s` seconds and 4 GiB of memory (the arrays
/// of a 3-D kernel at the largest sizes would not fit: the allocation fails), the threads
/// waiting passively so that more threads than cores do not spin against each other at
/// every barrier: its standard error and how long it ran; `None` when it ran past the
/// limit or out of memory.
fn run_within(
    exe: &Path,
    threads: &str,
    limit_s: u32,
) -> Result<Option<(String, Duration)>, String> {
    let start = Instant::now();
    let run = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v 4194304; exec timeout {limit_s} \"$0\""))
        .arg(exe)
        .env("OMP_NUM_THREADS", threads)
        .env("OMP_WAIT_POLICY", "passive")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    if run.status.code() == Some(124) || stderr.contains("out of memory") {
        return Ok(None);
    }
    if !run.status.success() {
        return Err(format!("{} failed with {threads} threads", exe.display()));
    }
    Ok(Some((stderr, start.elapsed())))
}

/// How long an optimized program may run (with many more threads than cores).
const PROBE_LIMIT_S: u32 = 120;

/// Runs an optimized program with `threads`: its standard error; an error when it fails
/// or runs past [`PROBE_LIMIT_S`].
fn run(exe: &Path, threads: &str) -> Result<String, String> {
    let out = run_within(exe, threads, PROBE_LIMIT_S)?;
    out.map(|(stderr, _)| stderr).ok_or_else(|| {
        format!(
            "{} ran past {PROBE_LIMIT_S} s (or out of memory) with {threads} threads",
            exe.display()
        )
    })
}

/// The blocks that ran, from the report line.
fn blocks_run(stderr: &str) -> BTreeSet<usize> {
    stderr
        .lines()
        .filter_map(|l| l.strip_prefix("hedra-test-ran:"))
        .flat_map(|l| l.split_whitespace().filter_map(|k| k.parse().ok()))
        .collect()
}

/// What the runs of a kernel reached.
struct Coverage {
    /// What each version block is.
    kinds: Vec<String>,
    /// The blocks that ran.
    ran: BTreeSet<usize>,
}

impl Coverage {
    /// The kinds of version of which no block ran.
    fn kinds_missed(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for (k, kind) in self.kinds.iter().enumerate() {
            let reached = self
                .kinds
                .iter()
                .enumerate()
                .any(|(j, other)| other == kind && self.ran.contains(&j));
            if !reached && !out.contains(&kind.as_str()) {
                out.push(&self.kinds[k]);
            }
        }
        out
    }

    /// The kinds of version of which some block ran.
    fn kinds_reached(&self) -> BTreeSet<&str> {
        self.ran.iter().map(|&k| self.kinds[k].as_str()).collect()
    }

    /// The blocks that never ran.
    fn blocks_missed(&self) -> Vec<usize> {
        (0..self.kinds.len())
            .filter(|k| !self.ran.contains(k))
            .collect()
    }
}

/// Checks kernel `name` optimized with the options `hedra_flags` at `sizes`: what ran, or
/// an error.
fn check(dir: &Path, name: &str, sizes: &[u64], hedra_flags: &[&str]) -> Result<Coverage, String> {
    let src = root().join(format!("kernels/{name}/{name}.c"));
    let text = fs::read_to_string(&src).map_err(|e| e.to_string())?;
    let opt = dir.join(format!("{name}.opt.c"));
    let opted = Command::new(env!("CARGO_BIN_EXE_hedra"))
        .arg("opt")
        .args(hedra_flags)
        .arg(&src)
        .arg("-o")
        .arg(&opt)
        .output()
        .map_err(|e| format!("cannot run hedra: {e}"))?;
    if !opted.status.success() {
        return Err(format!("{name}: hedra opt failed"));
    }
    let (instrumented, kinds) = instrument(&fs::read_to_string(&opt).map_err(|e| e.to_string())?);
    let probe = dir.join(format!("{name}.probe.c"));
    fs::write(&probe, instrumented).map_err(|e| e.to_string())?;
    let macros = mini_sizes(&text);
    let mut ran = BTreeSet::new();
    let (orig, opt) = (
        dir.join(format!("{name}.orig")),
        dir.join(format!("{name}.probe")),
    );
    for &v in sizes {
        let flags = size_flags(&macros, v);
        // Arrays too large for the compiler at this size: so are the larger ones.
        match compile(&src, &orig, &flags) {
            Err(_) if v != sizes[0] => break,
            other => other?,
        }
        compile(&probe, &opt, &flags)?;
        let Some((want, took)) = run_within(&orig, "1", ORIGINAL_LIMIT_S)? else {
            break;
        };
        let threads = if took < MANY_THREADS_BELOW {
            THREADS
        } else {
            &THREADS[..1]
        };
        for threads in threads {
            let got = run(&opt, threads)?;
            let dump: String = got
                .lines()
                .filter(|l| !l.starts_with("hedra-test-ran:"))
                .map(|l| format!("{l}\n"))
                .collect();
            if !outputs_agree(&dump, &want, 0.0) {
                return Err(format!(
                    "{name} at {flags:?}, {threads} threads: the output differs"
                ));
            }
            ran.extend(blocks_run(&got));
        }
    }
    Ok(Coverage { kinds, ran })
}

/// Runs [`check`] on the kernels `names` optimized with `hedra_flags`, two at a time;
/// panics on a failure, or when the runs did not reach two kinds of version of a kernel
/// that has two (the original order for small work and the optimized code, at least);
/// with `every_block`, when a kind of version or a block never ran.
fn run_suite(names: &[String], sizes: &[u64], tag: &str, every_block: bool, hedra_flags: &[&str]) {
    let dir = std::env::temp_dir().join(format!("hedra-versions-{}-{tag}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let next = AtomicUsize::new(0);
    let problems = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::SeqCst);
                let Some(name) = names.get(k) else { break };
                let kdir = dir.join(name);
                let _ = fs::create_dir_all(&kdir);
                let problem = match check(&kdir, name, sizes, hedra_flags) {
                    Ok(c) if c.kinds.len() >= 2 && c.kinds_reached().len() < 2 => Some(format!(
                        "{name}: only versions `{:?}` ran",
                        c.kinds_reached()
                    )),
                    Ok(c) if every_block && !c.kinds_missed().is_empty() => Some(format!(
                        "{name}: no version `{}` ran",
                        c.kinds_missed().join("`, `")
                    )),
                    Ok(c) if every_block && !c.blocks_missed().is_empty() => Some(format!(
                        "{name}: version blocks {:?} of {} never ran",
                        c.blocks_missed(),
                        c.kinds.len()
                    )),
                    Ok(_) => None,
                    Err(e) => Some(e),
                };
                problems.lock().unwrap().extend(problem);
            });
        }
    });
    let _ = fs::remove_dir_all(&dir);
    let problems = problems.into_inner().unwrap();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every kernel of the suite (at least 30).
fn suite() -> Vec<String> {
    let names = kernels();
    assert!(names.len() >= 30, "only {} kernels", names.len());
    names
}

#[test]
fn every_version_of_every_kernel_runs_and_matches_the_original() {
    run_suite(&suite(), SIZES, "ci", false, &[]);
}

#[test]
#[ignore = "long: every kernel at 21 sizes (about 20 minutes on 2 cores)"]
fn every_version_around_every_threshold() {
    run_suite(&suite(), MORE_SIZES, "long", true, &[]);
}

/// Kernels with large families of parallel-placement versions (a register-blocked product,
/// a stencil; the thread count read at run time, then fixed), whose versions
/// `--full-mapping` maps again from the start (a few minutes for the whole suite, so two
/// kernels each in the CI).
const FULL_MAPPING_KERNELS: [(&str, &[&str]); 2] = [
    ("gemm", &["--full-mapping"]),
    ("jacobi_2d", &["--full-mapping", "--threads=2"]),
];

#[test]
fn versions_mapped_again_match_the_original() {
    for (name, flags) in FULL_MAPPING_KERNELS {
        run_suite(&[name.to_string()], SIZES, "full", false, flags);
    }
}

#[test]
fn instrumenting_counts_the_version_comments() {
    let text = "{ /* version 0 of 2: a */\n  x;\n} else { /* version 1 of 2: b */\n  y;\n}\n";
    let (out, kinds) = instrument(text);
    assert_eq!(kinds, ["a", "b"]);
    assert!(out.contains("{ hedra_test_ran(0);\n  x;"), "{out}");
    assert!(out.contains("else { hedra_test_ran(1);"), "{out}");
    assert_eq!(blocks_run("x\nhedra-test-ran: 0 3\n"), [0, 3].into());
    let sizes = mini_sizes("#if defined(MINI_DATASET)\n#define TSTEPS 4\n#define N 20\n#define K 3\n#elif defined(SMALL_DATASET)\n#define N 100\n#endif\n");
    assert_eq!(size_flags(&sizes, 50), ["-DTSTEPS=4", "-DN=50", "-DK=3"]);
}
