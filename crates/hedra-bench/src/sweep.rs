//! The size sweep, `hedra-bench --sweep`: how hedra's versioned code behaves over a range of
//! run-time problem sizes.
//!
//! hedra generates several versions of a region's loops, specialized to ranges of the sizes
//! and the thread count (a loop with fewer iterations than threads stays sequential, say), and
//! a run-time dispatch between them. The sweep shows what that buys: for every program of
//! `--sweep-dir` (default `benchmarks/sweep/*.c`, each run as `PROGRAM SIZE`), it
//! 1. builds the original with `gcc -O3 -march=native`, hedra's output with its default
//!    options ("versioned") and hedra's output with `--no-versioning` ("unversioned"), both
//!    with the same flags plus `-fopenmp`, and a `-DDUMP_ARRAYS` build of each;
//! 2. at every sweep point (the program's `/* sweep: ... */` line, or `--points`): compares
//!    each hedra build's dump with the original's ([`dump::compare_dumps`]: bitwise, or within
//!    the suite's relative tolerance), then times the three builds `--runs` times, their runs
//!    interleaved, the hedra builds with `OMP_NUM_THREADS=--threads` (default 2), and keeps
//!    the medians;
//! 3. writes a markdown section of its own into `--report` (see [`crate::sweep_report`]) and
//!    an SVG plot of the speedups over gcc -O3 against the size (`--sweep-svg`).
//!
//! The programs time themselves: each calls its kernel repeatedly (the count doubled until
//! the calls take long enough to time) and prints the time of one call, so that sizes whose
//! kernel takes microseconds are measured as well as those that take seconds.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use crate::dump::{self, Check};
use crate::kernel::Kernel;
use crate::machine::Machine;
use crate::{progress, run, sweep_report, Options, Rewrite, Variant};

/// The most points one sweep specification may name (a typo such as `1..1000000` is an
/// error, not a week of measurements).
pub const MAX_POINTS: u64 = 10_000;

/// The largest size: the programs read it as a C `int`.
pub const MAX_SIZE: u64 = i32::MAX as u64;

/// The thread count of the hedra builds when `--threads` is not given.
pub const DEFAULT_THREADS: usize = 2;

/// Parses a list of sweep points: comma-separated items, each a size `n`, a range `a..b`
/// (every integer from `a` to `b`, both included) or a strided range `a..b:s` (`a`, `a+s`,
/// ... up to `b`). Sizes are at least 1. The result is sorted, without duplicates. Malformed
/// specifications (empty items, non-numbers, `a > b`, a zero step or size, too many points)
/// are errors.
pub fn parse_points(spec: &str) -> Result<Vec<u64>, String> {
    let number = |t: &str, what: &str| -> Result<u64, String> {
        let t = t.trim();
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("`{t}` is not a {what} (a positive integer)"));
        }
        let v: u64 = t
            .parse()
            .map_err(|_| format!("{what} `{t}` is too large"))?;
        if v == 0 {
            return Err(format!("{what} must be at least 1, not 0"));
        }
        if v > MAX_SIZE {
            return Err(format!("{what} `{t}` is larger than {MAX_SIZE}"));
        }
        Ok(v)
    };
    let mut points = Vec::new();
    for item in spec.split(',') {
        let item = item.trim();
        if item.is_empty() {
            return Err(format!("empty item in the sweep points `{spec}`"));
        }
        let Some((lo, rest)) = item.split_once("..") else {
            points.push(number(item, "size")?);
            continue;
        };
        let (hi, step) = match rest.split_once(':') {
            Some((hi, step)) => (hi, number(step, "step")?),
            None => (rest, 1),
        };
        let (lo, hi) = (number(lo, "size")?, number(hi, "size")?);
        if lo > hi {
            return Err(format!("`{item}`: the range is empty ({lo} > {hi})"));
        }
        let count = (hi - lo) / step + 1;
        if points.len() as u64 + count > MAX_POINTS {
            return Err(format!(
                "`{spec}` names more than {MAX_POINTS} sweep points"
            ));
        }
        points.extend((0..count).map(|k| lo + k * step));
    }
    if points.len() as u64 > MAX_POINTS {
        return Err(format!(
            "`{spec}` names more than {MAX_POINTS} sweep points"
        ));
    }
    points.sort_unstable();
    points.dedup();
    Ok(points)
}

/// The sweep points of a program: the text after `sweep:` of its first comment line of the
/// form `/* sweep: ... */`.
pub fn spec_of(source: &str) -> Option<String> {
    source.lines().find_map(|l| {
        let rest = l.trim().strip_prefix("/*")?.trim_start();
        let rest = rest.strip_prefix("sweep:")?;
        let end = rest.find("*/")?;
        Some(rest[..end].trim().to_string())
    })
}

/// Every `*.c` of `dir`, sorted by name (the file stem), optionally only those named in
/// `only`.
pub fn discover(dir: &Path, only: &[String]) -> Result<Vec<Kernel>, String> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read the sweep directory {}: {e}", dir.display()))?;
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if !path.is_file() || path.extension().and_then(|e| e.to_str()) != Some("c") {
            continue;
        }
        let Some(name) = path.file_stem().and_then(|n| n.to_str()).map(String::from) else {
            continue;
        };
        if only.is_empty() || only.contains(&name) {
            found.push(Kernel::as_written(name, path));
        }
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    if let Some(missing) = only.iter().find(|n| !found.iter().any(|k| &&k.name == n)) {
        return Err(format!(
            "no sweep program named `{missing}` in {}",
            dir.display()
        ));
    }
    if found.is_empty() {
        return Err(format!("no sweep programs (*.c) in {}", dir.display()));
    }
    Ok(found)
}

/// A program of the sweep with its points.
#[derive(Clone, Debug)]
pub struct Program {
    /// The name and source.
    pub kernel: Kernel,
    /// The sweep points as written (the source's line, or `--points`).
    pub spec: String,
    /// The sizes.
    pub points: Vec<u64>,
}

/// One hedra build at one size.
#[derive(Clone, Debug)]
pub struct Timing {
    /// Median seconds per kernel call.
    pub seconds: f64,
    /// The output comparison with the original at this size.
    pub check: Check,
}

/// Everything measured at one size.
#[derive(Clone, Debug)]
pub struct Point {
    /// The size.
    pub size: u64,
    /// The gcc -O3 baseline: median seconds per call.
    pub gcc: Result<f64, String>,
    /// Per variant (versioned, unversioned).
    pub variants: Vec<Result<Timing, String>>,
}

impl Point {
    /// The speedup of variant `v` over gcc -O3, where both were measured.
    pub fn speedup(&self, v: usize) -> Option<f64> {
        let base = *self.gcc.as_ref().ok()?;
        let t = self.variants.get(v)?.as_ref().ok()?.seconds;
        (base > 0.0 && t > 0.0)
            .then(|| base / t)
            .filter(|x| x.is_finite())
    }
}

/// Everything measured for one program.
#[derive(Clone, Debug)]
pub struct ProgramResult {
    /// The program.
    pub name: String,
    /// Its sweep points as written.
    pub spec: String,
    /// The dispatch of the versioned build: the `versioning ...:` and `version N ...` notes of
    /// `hedra opt -v` (empty when hedra made no versions).
    pub dispatch: Vec<String>,
    /// Per size, in increasing order.
    pub points: Vec<Point>,
}

/// The two hedra builds: default options ("versioned") and `--no-versioning`.
pub fn variants() -> Vec<Variant> {
    let mut flags = base_flags();
    flags.push("-fopenmp".into());
    let hedra = |label: &str, extra: &[&str]| Variant {
        label: label.into(),
        rewrite: Rewrite::Hedra(extra.iter().map(|s| s.to_string()).collect()),
        cc: "gcc".into(),
        flags: flags.clone(),
        libs: vec![],
    };
    vec![
        hedra("versioned", &[]),
        hedra("unversioned", &["--no-versioning"]),
    ]
}

/// The flags of the gcc -O3 baseline (the hedra builds add `-fopenmp`).
pub fn base_flags() -> Vec<String> {
    ["-O3", "-march=native", "-std=gnu99"]
        .map(String::from)
        .to_vec()
}

/// The `versioning ...:` and `version N ...` notes of `hedra opt -v` on `source`, with
/// `--hedra-flags` (best effort: empty when hedra fails, which the builds then report).
fn dispatch_notes(opts: &Options, hedra: &Path, source: &Path, dir: &Path) -> Vec<String> {
    let mut cmd = Command::new(hedra);
    cmd.arg("opt")
        .arg("-v")
        .arg(source)
        .arg("-o")
        .arg(dir.join("notes.c"))
        .args(opts.hedra_flags.split_whitespace());
    let Ok((_, stderr)) = run::output(&mut cmd) else {
        return Vec::new();
    };
    String::from_utf8_lossy(&stderr)
        .lines()
        .filter_map(|l| l.split_once("note: ").map(|(_, n)| n))
        .filter(|n| n.starts_with("versioning") || n.starts_with("version "))
        .map(String::from)
        .collect()
}

/// A program's three builds and their dump builds: the original, then each variant.
struct Builds {
    orig: PathBuf,
    orig_dump: PathBuf,
    /// Per variant, its executable and dump executable, or why it could not be built.
    variants: Vec<Result<(PathBuf, PathBuf), String>>,
}

fn build(
    opts: &Options,
    hedra: &Path,
    vars: &[Variant],
    k: &Kernel,
    dir: &Path,
) -> Result<Builds, String> {
    let include = opts.kernels.join("common");
    let base = base_flags();
    let mut dump_flags = base.clone();
    dump_flags.push("-DDUMP_ARRAYS".into());
    let orig = dir.join("orig");
    let orig_dump = dir.join("orig.dump");
    run::compile("gcc", &base, &[], &include, &k.source, &orig)?;
    run::compile("gcc", &dump_flags, &[], &include, &k.source, &orig_dump)?;
    let variants = vars
        .iter()
        .map(|v| -> Result<(PathBuf, PathBuf), String> {
            let (source, _) = crate::rewrite(opts, hedra, v, k, dir)?;
            let exe = dir.join(v.stem());
            let exe_dump = dir.join(format!("{}.dump", v.stem()));
            let mut df = v.flags.clone();
            df.push("-DDUMP_ARRAYS".into());
            run::compile(&v.cc, &v.flags, &v.libs, &include, &source, &exe)?;
            run::compile(&v.cc, &df, &v.libs, &include, &source, &exe_dump)?;
            Ok((exe, exe_dump))
        })
        .collect();
    Ok(Builds {
        orig,
        orig_dump,
        variants,
    })
}

/// Checks and times every build at one size.
fn measure_point(opts: &Options, builds: &Builds, size: u64, threads: usize) -> Point {
    let args = [size.to_string()];
    let limit = opts.limit;
    let reference = match run::dump_run_with(&builds.orig_dump, &args, 1, limit) {
        Ok(r) => r,
        Err(e) => {
            return Point {
                size,
                gcc: Err(e),
                variants: builds
                    .variants
                    .iter()
                    .map(|_| Err("no reference output".into()))
                    .collect(),
            }
        }
    };
    // Per variant: its executable and check, or the error that ends its measurement.
    let mut state: Vec<Result<(&Path, Check), String>> = builds
        .variants
        .iter()
        .map(|b| -> Result<(&Path, Check), String> {
            let (exe, exe_dump) = b.as_ref().map_err(Clone::clone)?;
            let dumped = run::dump_run_with(exe_dump, &args, threads, limit)?;
            match dump::compare_dumps(&reference, &dumped) {
                Check::Mismatch(m) => Err(format!("wrong output: {m}")),
                check => Ok((exe.as_path(), check)),
            }
        })
        .collect();
    drop(reference);
    let mut gcc: Result<Vec<f64>, String> = Ok(Vec::new());
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); state.len()];
    // The builds' runs interleaved, so that a slow phase of the machine hits all of them.
    for _ in 0..opts.runs() {
        if let Ok(ts) = &mut gcc {
            match run::timed_run_with(&builds.orig, &args, 1, limit) {
                Ok(t) => ts.push(t.seconds),
                Err(e) => gcc = Err(e),
            }
        }
        for (st, ts) in state.iter_mut().zip(&mut times) {
            if let Ok((exe, _)) = st {
                match run::timed_run_with(exe, &args, threads, limit) {
                    Ok(t) => ts.push(t.seconds),
                    Err(e) => *st = Err(e),
                }
            }
        }
    }
    Point {
        size,
        gcc: gcc.map(|ts| run::median(&ts)),
        variants: state
            .into_iter()
            .zip(times)
            .map(|(st, ts)| {
                st.map(|(_, check)| Timing {
                    seconds: run::median(&ts),
                    check,
                })
            })
            .collect(),
    }
}

/// A short progress line for one size.
fn one_line(name: &str, p: &Point, vars: &[Variant]) -> String {
    let first = |e: &String| e.lines().next().unwrap_or("").to_string();
    let mut s = format!("{name:<12}{:>7}  ", p.size);
    match &p.gcc {
        Ok(t) => s.push_str(&format!("gcc {:>10}", sweep_report::seconds(*t))),
        Err(e) => s.push_str(&format!("gcc failed: {}", first(e))),
    }
    for (i, v) in vars.iter().enumerate() {
        match (&p.variants[i], p.speedup(i)) {
            (Ok(t), Some(x)) => s.push_str(&format!(
                "  {} {}x ({})",
                v.label,
                sweep_report::num(x),
                crate::report::check_text(&t.check)
            )),
            (Err(e), _) => s.push_str(&format!("  {} failed: {}", v.label, first(e))),
            _ => {}
        }
    }
    s
}

/// Every program with its sweep points (`--points` or its source's line), or an error with
/// its exit code: 1 when the programs cannot be found or read, 2 for a malformed or missing
/// sweep specification.
fn programs(opts: &Options) -> Result<Vec<Program>, (u8, String)> {
    let mut list = Vec::new();
    for kernel in discover(&opts.sweep_dir, &opts.only).map_err(|e| (1, e))? {
        let spec = match &opts.points {
            Some(p) => p.clone(),
            None => {
                let text = std::fs::read_to_string(&kernel.source)
                    .map_err(|e| (1, format!("cannot read {}: {e}", kernel.source.display())))?;
                spec_of(&text).ok_or_else(|| {
                    (
                        2,
                        format!(
                            "{}: no `/* sweep: ... */` line (or pass --points)",
                            kernel.source.display()
                        ),
                    )
                })?
            }
        };
        let points = parse_points(&spec).map_err(|e| {
            (
                2,
                format!("{}: bad sweep points: {e}", kernel.source.display()),
            )
        })?;
        list.push(Program {
            kernel,
            spec,
            points,
        });
    }
    Ok(list)
}

/// `hedra-bench --sweep`: measures every program at every point, then writes (or, with
/// `--dry-run`, prints) the report.
pub fn main(opts: &Options, hedra: &Path) -> ExitCode {
    let programs = match programs(opts) {
        Ok(p) => p,
        Err((code, e)) => {
            eprintln!("hedra-bench: error: {e}");
            return ExitCode::from(code);
        }
    };
    eprintln!("measuring the clock and the FMA throughput ...");
    let machine = Machine::detect(opts.ghz, opts.fma_units, &opts.work.join("peak"));
    let threads = opts.threads.unwrap_or(DEFAULT_THREADS);
    let vars = variants();
    let total: usize = programs.iter().map(|p| p.points.len()).sum();
    let progress = progress::Progress::new(Some(total as u64), "points");
    let mut results = Vec::new();
    let mut failed = Vec::new();
    for p in &programs {
        let name = &p.kernel.name;
        let dir = opts.work.join("sweep").join(name);
        progress.working_on(&format!("{name}: building"));
        let builds = std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))
            .and_then(|_| build(opts, hedra, &vars, &p.kernel, &dir));
        let dispatch = dispatch_notes(opts, hedra, &p.kernel.source, &dir);
        let mut result = ProgramResult {
            name: name.clone(),
            spec: p.spec.clone(),
            dispatch,
            points: Vec::new(),
        };
        match builds {
            Err(e) => {
                progress.line(&format!(
                    "{name:<12}baseline failed: {}",
                    e.lines().next().unwrap_or("")
                ));
                failed.push(format!("{name}: {e}"));
                for &size in &p.points {
                    result.points.push(Point {
                        size,
                        gcc: Err(e.clone()),
                        variants: vars.iter().map(|_| Err("not built".into())).collect(),
                    });
                    progress.advance();
                }
            }
            Ok(builds) => {
                for &size in &p.points {
                    progress.working_on(&format!("{name} {size}"));
                    let point = measure_point(opts, &builds, size, threads);
                    progress.line(&one_line(name, &point, &vars));
                    progress.advance();
                    result.points.push(point);
                }
            }
        }
        results.push(result);
    }
    progress.finish();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let md = sweep_report::markdown(&results, &vars, &machine, threads, opts, &args);
    let svg = sweep_report::svg(&results, &vars, threads);
    let wrong = results
        .iter()
        .flat_map(|r| &r.points)
        .flat_map(|p| &p.variants)
        .filter(|v| matches!(v, Err(e) if e.starts_with("wrong output")))
        .count();
    if opts.dry_run {
        println!("{md}");
    } else {
        if let Err(e) = sweep_report::write(&opts.report, &md).and_then(|_| {
            std::fs::write(&opts.sweep_svg, svg)
                .map_err(|e| format!("cannot write {}: {e}", opts.sweep_svg.display()))
        }) {
            eprintln!("hedra-bench: error: {e}");
            return ExitCode::from(1);
        }
        eprintln!(
            "wrote {} and {}",
            opts.report.display(),
            opts.sweep_svg.display()
        );
    }
    if wrong > 0 {
        eprintln!("hedra-bench: error: {wrong} wrong outputs (see the report)");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_of_ranges_and_strides() {
        assert_eq!(parse_points("1..4, 64"), Ok(vec![1, 2, 3, 4, 64]));
        let p = parse_points("1..32, 36..192:4, 256").unwrap();
        assert_eq!(p.len(), 32 + 40 + 1);
        assert_eq!(&p[30..34], &[31, 32, 36, 40]);
        assert_eq!(p[p.len() - 2..], [192, 256]);
        // A stride that does not reach the end stops below it.
        assert_eq!(parse_points("10..20:4"), Ok(vec![10, 14, 18]));
        // Sorted and without duplicates, whatever the order written.
        assert_eq!(parse_points("8, 1..3, 2, 8..8"), Ok(vec![1, 2, 3, 8]));
        assert_eq!(parse_points(" 5 "), Ok(vec![5]));
    }

    #[test]
    fn malformed_points_are_errors() {
        for bad in [
            "",
            " ",
            "1,,2",
            "1,",
            "0",
            "0..4",
            "-1",
            "4..1",
            "1..",
            "..4",
            "1..4:0",
            "1..4:",
            "1..4:x",
            "1...4",
            "1..2..3",
            "a",
            "1.5",
            "1..4:2:1",
            "99999999999999999999999",
            "3000000000",
            "1..100000",
            "1..2000000000:1",
        ] {
            assert!(parse_points(bad).is_err(), "`{bad}` was accepted");
        }
    }

    /// Every program of the repository's sweep directory names its points, and they are
    /// as many as the sweep's time budget allows.
    #[test]
    fn the_repository_programs_have_sweep_points() {
        let dir = Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../benchmarks/sweep"
        ));
        let programs = discover(dir, &[]).expect("benchmarks/sweep has programs");
        assert!(programs.len() >= 3);
        for k in programs {
            let text = std::fs::read_to_string(&k.source).unwrap();
            let spec = spec_of(&text).unwrap_or_else(|| panic!("{}: no sweep line", k.name));
            let points = parse_points(&spec).unwrap_or_else(|e| panic!("{}: {e}", k.name));
            assert!(
                (40..=70).contains(&points.len()),
                "{}: {} points",
                k.name,
                points.len()
            );
        }
    }

    #[test]
    fn spec_line() {
        let src = "/* sweep: 1..32, 36..192:4, 256 */\n/*\n * fc: ...\n */\n";
        assert_eq!(spec_of(src).as_deref(), Some("1..32, 36..192:4, 256"));
        assert_eq!(spec_of("/* gemm */\nint x;\n"), None);
        assert_eq!(spec_of("/* sweep: 1..4"), None);
    }
}
