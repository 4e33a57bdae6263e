//! `hedra tune`: the genetic autotuner of [`hedra_tune`] on one def of a TC file, and the
//! options of `hedra tc --tuned`.
//!
//! The program ([`TcProgram`]) is the driver's ([`hedra_opt::tc::tune`]): it lowers the def
//! once and, for an option set, runs the driver on it as `hedra tc` does. The runner is
//! [`hedra_tune::CRunner`] with a harness written here ([`harness`]): it allocates the
//! def's tensors at the given sizes, fills them with deterministic pseudo-random values,
//! calls the function, and writes its outputs and times by the runner's protocol. The
//! untuned code (the default options) is the reference that every candidate must match.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use hedra_opt::tc::tune::{cached_options, flags_of, key_of, TcProgram};
use hedra_opt::Options;
use hedra_tc::lower::{c_type, size_c};
use hedra_tc::{LoweredDef, TensorKind};
use hedra_tune::{Cache, CacheEntry, Event, Outcome, Program, Settings};
use indicatif::{ProgressBar, ProgressStyle};

/// The C expression of the number of elements of tensor `name` of `d`.
fn elements(d: &LoweredDef, name: &str) -> Result<String, String> {
    let t = d
        .info
        .tensor(name)
        .ok_or_else(|| format!("no tensor {name}"))?;
    let mut parts = vec!["(size_t)1".to_string()];
    for s in &t.sizes {
        let c = size_c(s).ok_or_else(|| {
            format!("the size of {name} ({s}) is piecewise: the tuner cannot allocate it")
        })?;
        parts.push(format!("(size_t)({c})"));
    }
    Ok(parts.join(" * "))
}

/// The C harness of `d` at `sizes` (see [`hedra_tune::runner`] for its protocol).
pub fn harness(d: &LoweredDef, sizes: &BTreeMap<String, i64>) -> Result<String, String> {
    let name = &d.info.name;
    let mut decls = String::new();
    let mut globals = String::new();
    let mut args: Vec<String> = Vec::new();
    for p in &d.info.params {
        let v = sizes
            .get(p)
            .ok_or_else(|| format!("no size given for {p}"))?;
        // Read through a volatile: sizes that the compiler could see as constants would
        // let it specialize the candidate for them (as a caller of the ABI never sees),
        // outside the parallel regions it outlines, and the times would not be the ones
        // a caller gets.
        globals.push_str(&format!("static volatile long htune_size_{p} = {v}L;\n"));
        decls.push_str(&format!("  long {p} = htune_size_{p};\n"));
        args.push(p.clone());
    }
    let fill = |var: &str, ty: &str, n: &str| -> String {
        let value = if ty.starts_with("int") {
            format!("({ty})((long)(htune_next() % 19) - 9)")
        } else {
            format!("({ty})htune_unit()")
        };
        format!("  for (size_t htune_i = 0; htune_i < {n}; htune_i++) {var}[htune_i] = {value};\n")
    };
    for input in d.read_only_inputs() {
        if let Some((_, t)) = d.info.scalars.iter().find(|(s, _)| s == input) {
            let ty = c_type(*t);
            let value = if ty.starts_with("int") { "3" } else { "0.75" };
            decls.push_str(&format!("  {ty} htune_s_{input} = ({ty}){value};\n"));
            args.push(format!("htune_s_{input}"));
        } else if let Some(t) = d.info.tensor(input) {
            let ty = c_type(t.ty);
            let n = elements(d, input)?;
            decls.push_str(&format!(
                "  size_t htune_n_{input} = {n};\n  {ty} *htune_{input} = htune_alloc(htune_n_{input}, sizeof({ty}));\n"
            ));
            decls.push_str(&fill(
                &format!("htune_{input}"),
                ty,
                &format!("htune_n_{input}"),
            ));
            args.push(format!("htune_{input}"));
        }
    }
    let mut reset = String::new();
    let mut dump = String::new();
    for out in d.outputs() {
        let t = d
            .info
            .tensor(out)
            .filter(|t| t.kind != TensorKind::Temporary)
            .ok_or_else(|| format!("no output {out}"))?;
        let ty = c_type(t.ty);
        let n = elements(d, out)?;
        decls.push_str(&format!(
            "  size_t htune_n_{out} = {n};\n  {ty} *htune_{out} = htune_alloc(htune_n_{out}, sizeof({ty}));\n  {ty} *htune_init_{out} = htune_alloc(htune_n_{out}, sizeof({ty}));\n"
        ));
        decls.push_str(&fill(
            &format!("htune_init_{out}"),
            ty,
            &format!("htune_n_{out}"),
        ));
        reset.push_str(&format!(
            "    memcpy(htune_{out}, htune_init_{out}, htune_n_{out} * sizeof({ty}));\n"
        ));
        dump.push_str(&format!(
            "  for (size_t htune_i = 0; htune_i < htune_n_{out}; htune_i++) {{\n    double htune_v = (double)htune_{out}[htune_i];\n    fwrite(&htune_v, sizeof htune_v, 1, htune_f);\n  }}\n"
        ));
        args.push(format!("htune_{out}"));
    }
    let call = format!("{name}({})", args.join(", "));
    Ok(format!(
        r#"/* hedra tune: the harness of def {name} (see hedra_tune::runner) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "candidate.c"

static unsigned long long htune_state = 0x2545F4914F6CDD1DULL;
static unsigned long long htune_next(void) {{
  htune_state = htune_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return htune_state >> 33;
}}
static double htune_unit(void) {{ return (double)(htune_next() % 2001) / 1000.0 - 1.0; }}
static long long htune_ns(void) {{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}}
static void *htune_alloc(size_t n, size_t size) {{
  void *p = malloc(n ? n * size : size);
  if (!p) {{ fprintf(stderr, "out of memory\n"); exit(4); }}
  return p;
}}
{globals}
int main(int argc, char **argv) {{
  if (argc < 3) return 2;
  int htune_runs = atoi(argv[2]);
{decls}{reset}  int htune_rc = {call};
  if (htune_rc != 0) {{ fprintf(stderr, "{name} returned %d\n", htune_rc); return 3; }}
  FILE *htune_f = fopen(argv[1], "wb");
  if (!htune_f) return 5;
{dump}  fclose(htune_f);
  for (int htune_r = 0; htune_r < htune_runs; htune_r++) {{
{reset}    long long htune_t0 = htune_ns();
    htune_rc = {call};
    long long htune_t1 = htune_ns();
    if (htune_rc != 0) return 3;
    printf("time_ns %lld\n", htune_t1 - htune_t0);
  }}
  return 0;
}}
"#
    ))
}

/// Reads `M=512,N=512,K=512`.
pub fn parse_sizes(text: &str) -> Result<BTreeMap<String, i64>, String> {
    let mut out = BTreeMap::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("`{part}` is not NAME=VALUE"))?;
        let v: i64 = v
            .trim()
            .parse()
            .ok()
            .filter(|v| *v >= 1)
            .ok_or_else(|| format!("`{part}`: the size must be a positive integer"))?;
        out.insert(k.trim().to_string(), v);
    }
    if out.is_empty() {
        return Err("no sizes given".into());
    }
    Ok(out)
}

/// The cache file: `--cache` or the default location.
pub fn cache_path(given: Option<&std::path::Path>) -> Result<std::path::PathBuf, String> {
    match given {
        Some(p) => Ok(p.to_path_buf()),
        None => Cache::default_path().ok_or_else(|| {
            "error: no cache location (neither XDG_CACHE_HOME nor HOME is set); use --cache PATH"
                .to_string()
        }),
    }
}

/// The arguments of `hedra tune`.
pub struct TuneArgs<'a> {
    /// The TC file's name and text.
    pub file: &'a str,
    /// Its text.
    pub src: &'a str,
    /// The def to tune.
    pub def: &'a str,
    /// `--sizes`.
    pub sizes: &'a str,
    /// The search's settings.
    pub settings: Settings,
    /// `--cache`.
    pub cache: Option<&'a std::path::Path>,
    /// `--threads`.
    pub threads: Option<usize>,
    /// `--start`: option sets to start from, as `hedra tc` flags.
    pub starts: &'a [String],
    /// `--verbose`: a line per candidate.
    pub verbose: bool,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Prints the result of a tuning (fresh or cached).
fn print_result(e: &CacheEntry, path: &std::path::Path) {
    let sizes: Vec<String> = e
        .key
        .sizes
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    println!("def {} at {}:", e.key.name, sizes.join(","));
    println!("  untuned: {:.3} ms", e.reference_time_ms);
    println!(
        "  best: {:.3} ms ({:.2}x)",
        e.time_ms,
        e.reference_time_ms / e.time_ms.max(1e-9)
    );
    let flags = if e.flags.is_empty() {
        "(the defaults)"
    } else {
        &e.flags
    };
    println!("  options: {flags}");
    println!("  cache: {}", path.display());
}

/// `hedra tune`.
pub fn tune_cmd(a: TuneArgs<'_>) -> ExitCode {
    const REJECTED: u8 = 1;
    const USAGE: u8 = 2;
    let fail = |msg: String, code: u8| {
        eprintln!("{msg}");
        ExitCode::from(code)
    };
    let sizes = match parse_sizes(a.sizes) {
        Ok(s) => s,
        Err(e) => return fail(format!("error: --sizes: {e}"), USAGE),
    };
    let defs = match hedra_tc::lower(a.src) {
        Ok(d) => d,
        Err(d) => {
            eprint!("{}", d.render(a.file, a.src));
            return ExitCode::from(REJECTED);
        }
    };
    let Some(def) = defs.iter().find(|d| d.info.name == a.def) else {
        let names: Vec<&str> = defs.iter().map(|d| d.info.name.as_str()).collect();
        return fail(
            format!(
                "{}: error: no def `{}` (the file defines {})",
                a.file,
                a.def,
                names.join(", ")
            ),
            USAGE,
        );
    };
    let Some(key) = key_of(a.src, def, &sizes, a.threads) else {
        let missing: Vec<&str> = def
            .info
            .params
            .iter()
            .filter(|p| !sizes.contains_key(*p))
            .map(String::as_str)
            .collect();
        return fail(
            format!(
                "error: --sizes: no size for {} of def {}",
                missing.join(", "),
                a.def
            ),
            USAGE,
        );
    };
    let path = match cache_path(a.cache) {
        Ok(p) => p,
        Err(e) => return fail(e, USAGE),
    };
    let mut cache = match Cache::load(&path) {
        Ok(c) => c,
        Err(e) => return fail(format!("error: {e}"), REJECTED),
    };
    if let Some(e) = cache.get(&key) {
        eprintln!(
            "{}: note: def {}: found in the tuning cache {}; not tuned again",
            a.file,
            a.def,
            path.display()
        );
        print_result(e, &path);
        return ExitCode::SUCCESS;
    }
    let largest = key.sizes.values().copied().max().unwrap_or(1);
    let program = match TcProgram::new(a.file, a.src, def, largest)
        .starting_from(cache.related(&key), a.starts, a.threads)
        .map(|p| p.for_threads(a.threads))
    {
        Ok(p) => p,
        Err(e) => return fail(format!("error: {e}"), USAGE),
    };
    let harness = match harness(def, &key.sizes) {
        Ok(h) => h,
        Err(e) => return fail(format!("{}: error: def {}: {e}", a.file, a.def), REJECTED),
    };
    let mut runner = match hedra_tune::CRunner::new(harness) {
        Ok(r) => r,
        Err(e) => return fail(format!("error: {e}"), REJECTED),
    };
    if let Some(t) = a.threads {
        runner.env.push(("OMP_NUM_THREADS".into(), t.to_string()));
    }
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        // A second Ctrl-C ends hedra at once (the first lets the search stop cleanly).
        let _ = ctrlc::set_handler(move || {
            // The compiler or candidate that runs now ends at once (it is discarded).
            hedra_tune::stop_running();
            if stop.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
    }
    let total = (a.settings.population.max(1) * a.settings.generations.max(1)) as u64;
    let bar = std::io::stderr().is_terminal().then(|| {
        let b = ProgressBar::new(total);
        if let Ok(style) = ProgressStyle::with_template(
            "[{elapsed_precise}] {bar:30} {pos}/{len} candidates, {msg}, about {eta} left",
        ) {
            b.set_style(style);
        }
        b
    });
    let line = |text: String| match &bar {
        Some(b) => b.println(text),
        None => eprintln!("{text}"),
    };
    let space = program.space().clone();
    let mut generation = (0, 0);
    let mut best_ms: Option<f64> = None;
    let outcome = hedra_tune::search(
        &program,
        &mut runner,
        &a.settings,
        &stop,
        &mut |e| match e {
            Event::Reference(m) => {
                best_ms = Some(ms(m.median));
                if a.verbose {
                    line(format!("untuned: {:.3} ms", ms(m.median)));
                }
            }
            Event::Generation { generation: g, of } => generation = (*g + 1, *of),
            Event::Pruned { .. } => {}
            Event::Evaluated {
                genome,
                result,
                best,
                done,
                ..
            } => {
                if let Some(b) = best {
                    best_ms = Some(ms(*b));
                }
                if a.verbose {
                    let flags = flags_of(&space.values(genome));
                    let what = match result {
                        Ok(m) => format!("{:.3} ms", ms(m.median)),
                        Err(f) => format!("discarded: {f}"),
                    };
                    line(format!(
                        "[{}] {what}: {}",
                        generation.0,
                        if flags.is_empty() {
                            "(defaults)"
                        } else {
                            &flags
                        }
                    ));
                }
                if let Some(b) = &bar {
                    b.set_position(*done as u64);
                    b.set_message(format!(
                        "generation {}/{}, best {:.3} ms",
                        generation.0,
                        generation.1,
                        best_ms.unwrap_or(0.0)
                    ));
                }
            }
        },
    );
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    let outcome: Outcome = match outcome {
        Ok(o) => o,
        Err(e) => return fail(format!("{}: error: def {}: {e}", a.file, a.def), REJECTED),
    };
    if outcome.stopped {
        eprintln!(
            "{}: note: def {}: interrupted; keeping the best options found so far",
            a.file, a.def
        );
    }
    let Some((genome, best)) = &outcome.best else {
        return fail(
            format!(
                "{}: error: def {}: no candidate could be measured",
                a.file, a.def
            ),
            REJECTED,
        );
    };
    let values = space.values(genome);
    let entry = CacheEntry {
        key,
        flags: flags_of(&values),
        options: values,
        time_ms: ms(best.median),
        reference_time_ms: ms(outcome.reference.median),
        evaluated: outcome.evaluated,
        complete: !outcome.stopped,
    };
    eprintln!(
        "{}: note: def {}: {} option sets measured ({} discarded), {} pruned before compiling",
        a.file, a.def, outcome.evaluated, outcome.failed, outcome.pruned
    );
    print_result(&entry, &path);
    cache.insert(entry);
    if let Err(e) = cache.save(&path) {
        return fail(format!("error: {e}"), REJECTED);
    }
    ExitCode::SUCCESS
}

/// The options of `d` for `hedra tc --tuned`: the cached ones at `sizes` over `base`, or
/// `base` with a note.
pub fn tuned_options(
    src: &str,
    d: &LoweredDef,
    sizes: &BTreeMap<String, i64>,
    cache: &Cache,
    path: &std::path::Path,
    base: &Options,
) -> (Options, Option<String>) {
    match cached_options(src, d, sizes, cache, base) {
        Ok(Some((o, e))) => {
            let flags = if e.flags.is_empty() {
                "(the defaults)"
            } else {
                &e.flags
            };
            let note = format!("tuned options from {}: {flags}", path.display());
            (o, Some(note))
        }
        Ok(None) => (
            base.clone(),
            Some(format!(
                "no tuned options for these sizes in {}; default options",
                path.display()
            )),
        ),
        Err(msg) => (
            base.clone(),
            Some(format!("unreadable tuned options ({msg}); default options")),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MM: &str =
        "def mm(float(M,K) A, float(K,N) B) -> (C) {\n    C(m,n) +=! A(m,k) * B(k,n)\n}\n";

    #[test]
    fn sizes_and_harness() {
        assert_eq!(parse_sizes("M=4, N=5").unwrap()["N"], 5);
        assert!(parse_sizes("M=0").is_err());
        assert!(parse_sizes("M").is_err());
        let defs = hedra_tc::lower(MM).unwrap();
        let s = parse_sizes("M=4,N=5,K=6").unwrap();
        let h = harness(&defs[0], &s).unwrap();
        assert!(h.contains("mm(M, K, N, htune_A, htune_B, htune_C)"), "{h}");
        assert!(harness(&defs[0], &parse_sizes("M=4").unwrap()).is_err());
        assert!(key_of(MM, &defs[0], &parse_sizes("M=4").unwrap(), None).is_none());
        let k = key_of(MM, &defs[0], &parse_sizes("M=4,N=5,K=6,Z=1").unwrap(), None).unwrap();
        assert_eq!(k.sizes.len(), 3);
        assert!(k.text.starts_with("def mm(") && k.text.ends_with('}'));
    }
}
