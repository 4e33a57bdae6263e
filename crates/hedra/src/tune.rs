//! `hedra tune`: the genetic autotuner of [`hedra_tune`] on one def of a TC file, and the
//! options of `hedra tc --tuned`.
//!
//! The program ([`TcProgram`]) lowers the def once and, for an option set, runs the driver
//! on it as `hedra tc` does ([`crate::tc::def_c_file`]). The runner is
//! [`hedra_tune::CRunner`] with a harness written here ([`harness`]): it allocates the
//! def's tensors at the given sizes, fills them with deterministic pseudo-random values,
//! calls the function, and writes its outputs and times by the runner's protocol. The
//! untuned code (the default options) is the reference that every candidate must match.
//!
//! The space (see [`space`]): whether and how to tile (the scheduler's sizes, given sizes,
//! or none), one tile size per band member (hedra's `--tile` list applies to every band,
//! member by member), the register block (hedra's unroll-and-jam, its only unrolling) or
//! none, TC's fusion strategy, outer parallelism, wavefronts, scalar promotion and full
//! tiles.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use hedra_opt::{Fuse, Options};
use hedra_tc::lower::{c_type, size_c};
use hedra_tc::{LoweredDef, TensorKind};
use hedra_tune::{
    Cache, CacheEntry, CacheKey, Event, Gene, Genome, Machine, Outcome, Program, Settings, Space,
};
use indicatif::{ProgressBar, ProgressStyle};

/// Tile sizes the tuner tries: powers of two, and a few multiples of 8 between them.
const TILE_SIZES: &[&str] = &["32", "64", "16", "128", "8", "256", "4", "24", "48", "96"];

/// Register blocks (`ROWSxCOLUMNS`) the tuner tries; the first is hedra's default.
const REGISTER_BLOCKS: &[&str] = &[
    "6x16", "none", "4x16", "8x8", "4x8", "2x16", "8x16", "6x8", "4x32",
];

/// Band members that get their own tile size at most (deeper members take the last).
const MAX_TILE_GENES: usize = 4;

/// The space of a def whose statements have at most `depth` loops. The first value of
/// every gene is hedra's default, so that the default genome is `hedra tc` without
/// options.
pub fn space(depth: usize) -> Space {
    let mut genes = vec![Gene::new("tiling", &["auto", "sizes", "none"])];
    for k in 1..=depth.clamp(1, MAX_TILE_GENES) {
        genes.push(Gene::new(&format!("tile{k}"), TILE_SIZES));
    }
    genes.extend([
        Gene::new("register_tile", REGISTER_BLOCKS),
        Gene::new("fusion", &["preserve3", "max", "min"]),
        Gene::new("parallel", &["on", "off"]),
        Gene::new("wavefront", &["on", "off"]),
        Gene::new("promote", &["on", "off"]),
        Gene::new("full_tiles", &["off", "on"]),
    ]);
    Space { genes }
}

/// The tile sizes of `values` (`tile1`, `tile2`, ...), in order.
fn tile_sizes(values: &BTreeMap<String, String>) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    for k in 1.. {
        let Some(v) = values.get(&format!("tile{k}")) else {
            break;
        };
        out.push(v.parse().map_err(|_| format!("bad tile size `{v}`"))?);
    }
    Ok(out)
}

fn register_block(v: &str) -> Result<Option<[i64; 2]>, String> {
    if v == "none" {
        return Ok(None);
    }
    crate::opt::parse_register_tile(v).map(Some)
}

/// `base` with the tuned options `values` (genes by name, as the cache holds them).
pub fn options_of(values: &BTreeMap<String, String>, base: &Options) -> Result<Options, String> {
    let get = |n: &str| values.get(n).map(String::as_str);
    let mut o = base.clone();
    o.request.tile = match get("tiling").unwrap_or("auto") {
        "auto" => Some(Vec::new()),
        "sizes" => Some(tile_sizes(values)?),
        "none" => None,
        v => return Err(format!("bad tiling `{v}`")),
    };
    if let Some(v) = get("register_tile") {
        o.request.register_tile = register_block(v)?;
    }
    if let Some(v) = get("fusion") {
        o.request.fuse = match v {
            "preserve3" => Fuse::Smart,
            "max" => Fuse::Max,
            "min" => Fuse::No,
            _ => return Err(format!("bad fusion `{v}`")),
        };
    }
    let on = |n: &str, default: bool| match get(n) {
        None => Ok(default),
        Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(v) => Err(format!("bad {n} `{v}`")),
    };
    let parallel = on("parallel", base.parallel)?;
    o.parallel = parallel;
    o.request.parallel = parallel;
    o.request.wavefront = on("wavefront", base.request.wavefront)?;
    o.promote = on("promote", base.promote)?;
    o.full_tiles = on("full_tiles", base.full_tiles)?;
    Ok(o)
}

/// The options `values` as `hedra tc` flags (empty for the defaults).
pub fn flags_of(values: &BTreeMap<String, String>) -> String {
    let get = |n: &str| values.get(n).map(String::as_str);
    let mut f: Vec<String> = Vec::new();
    match get("tiling") {
        Some("sizes") => {
            let sizes: Vec<&str> = (1..).map_while(|k| get(&format!("tile{k}"))).collect();
            f.push(format!("--tile={}", sizes.join(",")));
        }
        Some("none") => f.push("--no-tile".into()),
        _ => {}
    }
    match get("register_tile") {
        Some("none") => f.push("--no-register-tile".into()),
        Some(v) if v != REGISTER_BLOCKS[0] => f.push(format!("--register-tile={v}")),
        _ => {}
    }
    match get("fusion") {
        Some(v) if v != "preserve3" => f.push(format!("--tc-fusion={v}")),
        _ => {}
    }
    for (gene, flag, off) in [
        ("parallel", "--no-parallel", "off"),
        ("wavefront", "--no-wavefront", "off"),
        ("promote", "--no-promote", "off"),
        ("full_tiles", "--full-tiles", "on"),
    ] {
        if get(gene) == Some(off) {
            f.push(flag.into());
        }
    }
    f.join(" ")
}

/// The most loops around a statement of `d`.
fn depth(d: &LoweredDef) -> usize {
    d.scop
        .statements
        .iter()
        .map(|s| s.iterators.len())
        .max()
        .unwrap_or(1)
}

/// One def of a TC file as a program to tune.
pub struct TcProgram<'a> {
    file: &'a str,
    src: &'a str,
    def: &'a LoweredDef,
    space: Space,
    base: Options,
    /// The largest size given: a tile twice as large is pointless.
    largest: i64,
}

impl<'a> TcProgram<'a> {
    /// The program of `def` (from `src`, named `file`) at sizes whose largest is `largest`.
    pub fn new(file: &'a str, src: &'a str, def: &'a LoweredDef, largest: i64) -> TcProgram<'a> {
        TcProgram {
            file,
            src,
            def,
            space: space(depth(def)),
            base: Options::default(),
            largest,
        }
    }
}

impl Program for TcProgram<'_> {
    fn space(&self) -> &Space {
        &self.space
    }

    /// Canonical forms: no tile sizes unless `tiling` is `sizes`; no register block and no
    /// full tiles without tiles (both apply to tiled bands only); no wavefront choice
    /// without parallelism. Invalid: a tile size at least twice the largest size (the
    /// same as a smaller one, one tile), or smaller than the larger factor of the register
    /// block (a tile that cannot hold one block).
    fn prune(&self, genome: &Genome) -> Result<Genome, String> {
        let sp = &self.space;
        let mut g = genome.clone();
        let value = |g: &Genome, n: &str| sp.value(g, n).unwrap_or("").to_string();
        let tiles: Vec<String> = (1..=MAX_TILE_GENES)
            .filter(|k| sp.index(&format!("tile{k}")).is_some())
            .map(|k| format!("tile{k}"))
            .collect();
        let tiling = value(&g, "tiling");
        if tiling == "sizes" {
            let block = register_block(&value(&g, "register_tile"))?.map_or(1, |[r, c]| r.max(c));
            for t in &tiles {
                let size: i64 = value(&g, t).parse().map_err(|_| "bad tile size")?;
                if size >= 2 * self.largest {
                    return Err(format!("{t} = {size}: twice the largest size or more"));
                }
                if size < block {
                    return Err(format!("{t} = {size}: smaller than the register block"));
                }
            }
        } else {
            for t in &tiles {
                sp.set(&mut g, t, TILE_SIZES[0]);
            }
        }
        if tiling == "none" {
            sp.set(&mut g, "register_tile", REGISTER_BLOCKS[0]);
            sp.set(&mut g, "full_tiles", "off");
        }
        if value(&g, "parallel") == "off" {
            sp.set(&mut g, "wavefront", "on");
        }
        Ok(g)
    }

    fn source(&self, genome: &Genome) -> Result<String, String> {
        let options = options_of(&self.space.values(genome), &self.base)?;
        crate::tc::def_c_file(self.file, self.src, self.def, &options)
    }

    fn reference(&self) -> Result<String, String> {
        crate::tc::def_c_file(self.file, self.src, self.def, &self.base)
    }
}

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

/// The cache key of `d` (from `src`) at `sizes` (those of its parameters) on this machine;
/// `None` when a parameter has no size.
pub fn key_of(src: &str, d: &LoweredDef, sizes: &BTreeMap<String, i64>) -> Option<CacheKey> {
    let mut own = BTreeMap::new();
    for p in &d.info.params {
        own.insert(p.clone(), *sizes.get(p)?);
    }
    let span = d.def.span;
    let text = src.get(span.start..span.end).unwrap_or(src);
    Some(CacheKey::new(&d.info.name, text, own, Machine::current()))
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
    let Some(key) = key_of(a.src, def, &sizes) else {
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
    let program = TcProgram::new(a.file, a.src, def, largest);
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
        threads: a.threads,
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
    let entry = key_of(src, d, sizes).and_then(|k| cache.get(&k).cloned());
    let Some(e) = entry else {
        return (
            base.clone(),
            Some(format!(
                "no tuned options for these sizes in {}; default options",
                path.display()
            )),
        );
    };
    match options_of(&e.options, base) {
        Ok(o) => (
            o,
            Some(format!(
                "tuned options from {}: {}",
                path.display(),
                if e.flags.is_empty() {
                    "(the defaults)"
                } else {
                    &e.flags
                }
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
    fn default_genome_is_the_default_options() {
        let defs = hedra_tc::lower(MM).unwrap();
        let p = TcProgram::new("mm.tc", MM, &defs[0], 64);
        let g = p.space().default_genome();
        assert_eq!(p.prune(&g).unwrap(), g);
        assert_eq!(p.source(&g).unwrap(), p.reference().unwrap());
        assert_eq!(flags_of(&p.space().values(&g)), "");
    }

    #[test]
    fn pruning_and_flags() {
        let defs = hedra_tc::lower(MM).unwrap();
        let p = TcProgram::new("mm.tc", MM, &defs[0], 64);
        let sp = p.space().clone();
        let mut g = sp.default_genome();
        sp.set(&mut g, "tiling", "sizes");
        sp.set(&mut g, "tile1", "128");
        assert!(p.prune(&g).is_err(), "a tile of twice the largest size");
        sp.set(&mut g, "tile1", "8");
        assert!(p.prune(&g).is_err(), "a tile smaller than the 6x16 block");
        sp.set(&mut g, "register_tile", "none");
        sp.set(&mut g, "tile2", "16");
        sp.set(&mut g, "parallel", "off");
        sp.set(&mut g, "wavefront", "off");
        let c = p.prune(&g).unwrap();
        assert_eq!(sp.value(&c, "wavefront"), Some("on"));
        let v = sp.values(&c);
        assert_eq!(
            flags_of(&v),
            "--tile=8,16,32 --no-register-tile --no-parallel"
        );
        let o = options_of(&v, &Options::default()).unwrap();
        assert_eq!(o.request.tile, Some(vec![8, 16, 32]));
        assert_eq!(o.request.register_tile, None);
        assert!(!o.parallel && !o.request.parallel);
        // Without tiling, sizes and register blocks are canonical.
        let mut h = g.clone();
        sp.set(&mut h, "tiling", "none");
        let c = p.prune(&h).unwrap();
        assert_eq!(sp.value(&c, "tile1"), Some("32"));
        assert_eq!(sp.value(&c, "register_tile"), Some("6x16"));
        assert!(p.source(&c).unwrap().contains("int mm("));
    }

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
        assert!(key_of(MM, &defs[0], &parse_sizes("M=4").unwrap()).is_none());
        let k = key_of(MM, &defs[0], &parse_sizes("M=4,N=5,K=6,Z=1").unwrap()).unwrap();
        assert_eq!(k.sizes.len(), 3);
        assert!(k.text.starts_with("def mm(") && k.text.ends_with('}'));
    }
}
