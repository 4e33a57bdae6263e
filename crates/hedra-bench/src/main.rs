//! `hedra-bench`, the kernel benchmark.
//!
//! For every kernel of `kernels/` it
//! 1. runs `hedra opt` on the source (default options: tiling and parallelization on), timing
//!    the optimizer itself;
//! 2. builds the original with `gcc -O3 -march=native` and hedra's output with the same flags
//!    plus `-fopenmp` (and, when installed, Polly through `clang-16 -mllvm -polly` and Pluto
//!    through `polycc`);
//! 3. checks that every build prints the same outputs as the original (the drivers dump every
//!    output array with `-DDUMP_ARRAYS`): bitwise, or else value by value within a stated
//!    relative tolerance (floating-point reductions may have been reordered);
//! 4. times each build `--runs` times (sequentially with `OMP_NUM_THREADS=1`, and with all
//!    cores) and keeps the median;
//! 5. writes a markdown section into `docs/BENCHMARKS.md` (table, geomeans, the share of the
//!    double-precision peak reached by the matrix products, machine, commands) and an SVG bar
//!    chart.
//!
//! Every timed run also records the program's peak resident memory (`ru_maxrss`, read with
//! `wait4` by hedra-bench started again as a small go-between: see [`run::go_between`]).
//! With `--memory`, the builds are the original and hedra's output with `--baseline-flags`
//! (default `--no-contraction`) and without, and the report, printed on standard output, is
//! a table of their peak memory and times.
//!
//! With `--sweep`, the programs are those of `benchmarks/sweep/` instead, each measured over a
//! range of run-time sizes: gcc -O3 against hedra's versioned output and its output with
//! `--no-versioning`, with 2 threads; the report is a section of its own and a line plot
//! (see [`sweep`]).
//!
//! The peak is measured before the kernels run: the core clock with a chain of dependent
//! additions, the datapath width with an FMA-throughput micro-benchmark, and the FMA pipe
//! count is an input (`--fma-units`); see [`peak`] and [`probe`].
//!
//! ```sh
//! cargo build --release -p hedra -p hedra-bench && target/release/hedra-bench
//! target/release/hedra-bench --sweep
//! ```

mod dump;
mod form_mode;
mod kernel;
mod machine;
mod peak;
mod probe;
mod progress;
mod report;
mod run;
mod sweep;
mod sweep_report;

use clap::Parser;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use dump::Check;
use kernel::Kernel;
use machine::Machine;

/// The kernel benchmark: gcc -O3 against hedra (and Polly/Pluto where installed) on every
/// kernel of the suite; with `--sweep`, hedra's versioned and unversioned code over a range
/// of run-time sizes.
#[derive(Parser, Debug)]
#[command(name = "hedra-bench", version)]
pub struct Options {
    /// The kernel suite.
    #[arg(long, default_value = "kernels")]
    pub kernels: PathBuf,
    /// Only these kernels (comma-separated names).
    #[arg(long, value_delimiter = ',')]
    pub only: Vec<String>,
    /// Dataset size: MINI, SMALL or LARGE.
    #[arg(long, default_value = "LARGE")]
    pub size: String,
    /// Time each kernel call by repeating it (inputs set again before each call) until the
    /// calls take this many seconds, and report the mean of one call: for the MINI dataset,
    /// whose calls take microseconds (`HK_REPEAT_SECONDS` of kernels/common/kernel.h).
    #[arg(long)]
    pub repeat: Option<f64>,
    /// Timed runs per build (the median is reported) [default: 3; 5 with --sweep].
    #[arg(long)]
    pub runs: Option<usize>,
    /// Threads for the parallel runs [default: all available cores; 2 with --sweep].
    #[arg(long)]
    pub threads: Option<usize>,
    /// The hedra executable (default: `hedra` next to this program).
    #[arg(long)]
    pub hedra: Option<PathBuf>,
    /// Extra options for `hedra opt` (one string, split at spaces).
    #[arg(long, default_value = "")]
    pub hedra_flags: String,
    /// Scratch directory for sources and executables.
    #[arg(long, default_value = "target/hedra-bench")]
    pub work: PathBuf,
    /// The markdown file whose kernel-benchmark section is rewritten.
    #[arg(long, default_value = "docs/BENCHMARKS.md")]
    pub report: PathBuf,
    /// The SVG chart to write.
    #[arg(long, default_value = "docs/kernel-bench.svg")]
    pub svg: PathBuf,
    /// Print the report instead of writing the files.
    #[arg(long)]
    pub dry_run: bool,
    /// The CPU clock in GHz for the peak computation (default: measured with a chain of
    /// dependent additions; `cpu MHz` of /proc/cpuinfo if that fails).
    #[arg(long)]
    pub ghz: Option<f64>,
    /// FMA pipelines per core for the peak computation (the datapath width is derived from
    /// a measured FMA throughput and this count).
    #[arg(long, default_value_t = 2)]
    pub fma_units: u32,
    /// Time limit per program run, in seconds.
    #[arg(long, default_value_t = 600)]
    pub limit: u64,
    /// Skip Polly and Pluto even when they are installed.
    #[arg(long)]
    pub no_others: bool,
    /// Compare peak resident memory instead: build the original, hedra's output with
    /// `--baseline-flags` and hedra's default output, and print a table of their maximum RSS
    /// and times on standard output (the report files are left alone).
    #[arg(long)]
    pub memory: bool,
    /// With `--memory`: the extra `hedra opt` options of the baseline build (one string,
    /// split at spaces).
    #[arg(long, default_value = "--no-contraction", allow_hyphen_values = true)]
    pub baseline_flags: String,
    /// Size-sweep mode: for every program of `--sweep-dir` and each of its sweep points (a
    /// run-time size), the speedup over gcc -O3 of hedra's output with and without
    /// versioning (`--no-versioning`), with `--threads` threads; writes its own section of
    /// `--report` and the plot `--sweep-svg`.
    #[arg(long, conflicts_with = "memory")]
    pub sweep: bool,
    /// With `--sweep`: the directory of the sweep programs (every `*.c` in it).
    #[arg(long, default_value = "benchmarks/sweep")]
    pub sweep_dir: PathBuf,
    /// With `--sweep`: the SVG plot to write.
    #[arg(long, default_value = "docs/sweep.svg")]
    pub sweep_svg: PathBuf,
    /// With `--sweep`: these sweep points for every program instead of the `/* sweep: ... */`
    /// line of its source, e.g. `1..32, 36..192:4, 256` (`a..b`: every integer from a to b,
    /// `a..b:s`: every s-th).
    #[arg(long)]
    pub points: Option<String>,
    /// Form-independence mode: every form of every kernel (as written, the hand-written
    /// forms of `kernels/NAME/forms/`, the macro and pointer-to-array declarations), each
    /// optimized by hedra and timed against gcc -O3 of the kernel as written; writes its own
    /// section of `--report` with the spread between the fastest and the slowest form.
    #[arg(long, conflicts_with_all = ["memory", "sweep"])]
    pub forms: bool,
}

impl Options {
    /// Timed runs per build: `--runs`, or 3 (5 with `--sweep`, whose runs are short).
    pub fn runs(&self) -> usize {
        self.runs.unwrap_or(if self.sweep { 5 } else { 3 })
    }
}

/// A way of building a kernel other than the gcc baseline.
#[derive(Clone, Debug)]
pub struct Variant {
    /// Column label, e.g. `hedra`, or `hedra --no-contraction` for a hedra build with extra
    /// options.
    pub label: String,
    /// The optimizer that rewrites the source, if any.
    pub rewrite: Rewrite,
    /// The C compiler.
    pub cc: String,
    /// Its flags.
    pub flags: Vec<String>,
    /// Libraries linked after the source (besides `-lm`).
    pub libs: Vec<String>,
}

impl Variant {
    /// The label as a file name (`hedra_bench::forms::file_stem`).
    pub fn stem(&self) -> String {
        hedra_bench::forms::file_stem(&self.label)
    }
}

/// Source-to-source step of a variant.
#[derive(Clone, Debug)]
pub enum Rewrite {
    /// `hedra opt` with `--hedra-flags`, then these options.
    Hedra(Vec<String>),
    /// `polycc --tile --parallel`.
    Pluto,
    /// The source as written (the optimization happens in the compiler).
    None,
}

/// One measured build: sequential and parallel medians and the output check.
#[derive(Clone, Debug)]
pub struct Measured {
    /// Median seconds with one thread.
    pub seq: f64,
    /// Median seconds with all threads.
    pub par: f64,
    /// The largest peak resident memory of its timed runs (sequential and parallel), KiB.
    pub max_rss_kib: u64,
    /// The output comparison with the original.
    pub check: Check,
}

/// Everything measured for one kernel.
#[derive(Clone, Debug)]
pub struct KernelResult {
    /// The kernel.
    pub name: String,
    /// The gcc -O3 baseline, median seconds (one thread: the original has no OpenMP).
    pub baseline: Result<f64, String>,
    /// The largest peak resident memory of the baseline's timed runs, KiB.
    pub baseline_rss_kib: Option<u64>,
    /// Per variant, in the order of the variants.
    pub variants: Vec<Result<Measured, String>>,
    /// Seconds `hedra opt` took on this kernel.
    pub hedra_time: Option<f64>,
    /// Useful flops of the matrix products, if this is one.
    pub flops: Option<f64>,
    /// The baseline's dump, kept for `--forms`: the forms of a kernel must all print what
    /// the kernel as written prints.
    pub reference: Option<Vec<u8>>,
}

fn base_flags(opts: &Options) -> Vec<String> {
    let mut flags = vec![
        "-O3".into(),
        "-march=native".into(),
        "-std=gnu99".into(),
        format!("-D{}_DATASET", opts.size),
    ];
    if let Some(seconds) = opts.repeat {
        flags.push(format!("-DHK_REPEAT_SECONDS={seconds}"));
    }
    flags
}

fn have(cmd: &str, args: &[&str]) -> bool {
    Command::new(cmd)
        .args(args)
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

/// hedra's build: `hedra opt` with `--hedra-flags`, then gcc with the baseline's flags and
/// `-fopenmp`.
fn hedra_variant(opts: &Options) -> Variant {
    let mut flags = base_flags(opts);
    flags.push("-fopenmp".into());
    Variant {
        label: "hedra".into(),
        rewrite: Rewrite::Hedra(Vec::new()),
        cc: "gcc".into(),
        flags,
        libs: vec![],
    }
}

fn variants(opts: &Options) -> Vec<Variant> {
    let hedra = hedra_variant(opts);
    let flags = hedra.flags.clone();
    let mut v = vec![hedra];
    if opts.no_others {
        return v;
    }
    if have(
        "clang-16",
        &[
            "-O3",
            "-mllvm",
            "-polly",
            "-x",
            "c",
            "-c",
            "/dev/null",
            "-o",
            "/dev/null",
        ],
    ) {
        let mut f = base_flags(opts);
        // Polly's parallel code calls libgomp directly; Debian's clang-16 comes without
        // libomp, so libgomp is linked instead of passing -fopenmp.
        f.extend(["-mllvm", "-polly", "-mllvm", "-polly-parallel"].map(String::from));
        v.push(Variant {
            label: "polly".into(),
            rewrite: Rewrite::None,
            cc: "clang-16".into(),
            flags: f,
            libs: vec!["-lgomp".into()],
        });
    }
    if have("polycc", &["--version"]) {
        v.push(Variant {
            label: "pluto".into(),
            rewrite: Rewrite::Pluto,
            cc: "gcc".into(),
            flags,
            libs: vec![],
        });
    }
    v
}

/// The builds of `--memory`: hedra's output with `--baseline-flags`, then with hedra's
/// defaults (both with `--hedra-flags`), compiled as in [`variants`].
fn memory_variants(opts: &Options) -> Vec<Variant> {
    let mut flags = base_flags(opts);
    flags.push("-fopenmp".into());
    let hedra = |label: String, extra: Vec<String>| Variant {
        label,
        rewrite: Rewrite::Hedra(extra),
        cc: "gcc".into(),
        flags: flags.clone(),
        libs: vec![],
    };
    let extra: Vec<String> = opts
        .baseline_flags
        .split_whitespace()
        .map(String::from)
        .collect();
    vec![
        hedra(format!("hedra {}", extra.join(" ")), extra),
        hedra("hedra".into(), Vec::new()),
    ]
}

fn hedra_exe(opts: &Options) -> Result<PathBuf, String> {
    if let Some(p) = &opts.hedra {
        return Ok(p.clone());
    }
    let me = std::env::current_exe().map_err(|e| format!("cannot locate hedra-bench: {e}"))?;
    let sibling = me.with_file_name("hedra");
    if sibling.is_file() {
        Ok(sibling)
    } else {
        Err(format!(
            "no hedra executable at {}: build it first (cargo build --release -p hedra) or pass --hedra",
            sibling.display()
        ))
    }
}

/// Produces the source a variant compiles; returns it and, for hedra, the optimizer's time.
fn rewrite(
    opts: &Options,
    hedra: &Path,
    variant: &Variant,
    k: &Kernel,
    dir: &Path,
) -> Result<(PathBuf, Option<f64>), String> {
    match &variant.rewrite {
        Rewrite::None => Ok((k.source.clone(), None)),
        Rewrite::Hedra(extra) => {
            let out = dir.join(format!("{}.{}.c", k.name, variant.stem()));
            let mut cmd = Command::new(hedra);
            cmd.arg("opt").arg(&k.source).arg("-o").arg(&out);
            // The preprocessor options of the build, as `hedra cc` would pass them: hedra
            // reads declarations written through macros from the expanded text.
            cmd.arg("-I")
                .arg(opts.kernels.join("common"))
                .arg(format!("-D{}_DATASET", opts.size));
            cmd.args(opts.hedra_flags.split_whitespace()).args(extra);
            let start = Instant::now();
            run::output(&mut cmd)?;
            Ok((out, Some(start.elapsed().as_secs_f64())))
        }
        Rewrite::Pluto => {
            let out = dir.join(format!("{}.pluto.c", k.name));
            let mut cmd = Command::new("polycc");
            cmd.arg(&k.source)
                .arg("--tile")
                .arg("--parallel")
                .arg("-o")
                .arg(&out);
            run::output(&mut cmd)?;
            Ok((out, None))
        }
    }
}

fn measure_kernel(
    opts: &Options,
    hedra: &Path,
    vars: &[Variant],
    k: &Kernel,
    threads: usize,
) -> KernelResult {
    let dir = k.work_dir(&opts.work);
    let include = opts.kernels.join("common");
    let src_text = std::fs::read_to_string(&k.source).unwrap_or_default();
    let flops = kernel::product_flops(&k.name, &kernel::dataset_sizes(&src_text, &opts.size));
    let mut result = KernelResult {
        name: k.name.clone(),
        baseline: Err("not run".into()),
        baseline_rss_kib: None,
        variants: Vec::new(),
        hedra_time: None,
        flops,
        reference: None,
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        result.baseline = Err(format!("cannot create {}: {e}", dir.display()));
        return result;
    }
    // The baseline: its dump is the reference output.
    let base = base_flags(opts);
    let mut dump_flags = base.clone();
    dump_flags.push("-DDUMP_ARRAYS".into());
    let orig = dir.join("orig");
    let orig_dump = dir.join("orig.dump");
    let reference = run::compile("gcc", &base, &[], &include, &k.source, &orig)
        .and_then(|_| run::compile("gcc", &dump_flags, &[], &include, &k.source, &orig_dump))
        .and_then(|_| run::dump_run(&orig_dump, 1, opts.limit));
    let reference = match reference {
        Ok(r) => r,
        Err(e) => {
            result.baseline = Err(e);
            return result;
        }
    };
    let (mut times, mut rss) = (Vec::new(), 0);
    for _ in 0..opts.runs() {
        match run::timed_run(&orig, 1, opts.limit) {
            Ok(t) => {
                times.push(t.seconds);
                rss = rss.max(t.max_rss_kib);
            }
            Err(e) => {
                result.baseline = Err(e);
                return result;
            }
        }
    }
    result.baseline = Ok(run::median(&times));
    if k.form.is_some() {
        result.reference = Some(reference.clone());
    }
    result.baseline_rss_kib = Some(rss);
    for v in vars {
        let measured = (|| -> Result<Measured, String> {
            let (source, opt_time) = rewrite(opts, hedra, v, k, &dir)?;
            if opt_time.is_some() {
                result.hedra_time = opt_time;
            }
            let exe = dir.join(v.stem());
            let exe_dump = dir.join(format!("{}.dump", v.stem()));
            let mut df = v.flags.clone();
            df.push("-DDUMP_ARRAYS".into());
            run::compile(&v.cc, &v.flags, &v.libs, &include, &source, &exe)?;
            run::compile(&v.cc, &df, &v.libs, &include, &source, &exe_dump)?;
            let check =
                dump::compare_dumps(&reference, &run::dump_run(&exe_dump, threads, opts.limit)?);
            if let Check::Mismatch(m) = &check {
                return Err(format!("wrong output: {m}"));
            }
            let (mut seq, mut par, mut rss) = (Vec::new(), Vec::new(), 0);
            for _ in 0..opts.runs() {
                let one = run::timed_run(&exe, 1, opts.limit)?;
                let all = run::timed_run(&exe, threads, opts.limit)?;
                seq.push(one.seconds);
                par.push(all.seconds);
                rss = rss.max(one.max_rss_kib).max(all.max_rss_kib);
            }
            Ok(Measured {
                seq: run::median(&seq),
                par: run::median(&par),
                max_rss_kib: rss,
                check,
            })
        })();
        result.variants.push(measured);
    }
    result
}

fn main() -> ExitCode {
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Some(code) = run::go_between(&argv) {
        return code;
    }
    let opts = Options::parse();
    if !["MINI", "SMALL", "LARGE"].contains(&opts.size.as_str()) {
        eprintln!("hedra-bench: error: --size must be MINI, SMALL or LARGE");
        return ExitCode::from(2);
    }
    if opts.runs() == 0 {
        eprintln!("hedra-bench: error: --runs must be at least 1");
        return ExitCode::from(2);
    }
    if opts.fma_units == 0 {
        eprintln!("hedra-bench: error: --fma-units must be at least 1");
        return ExitCode::from(2);
    }
    if opts.ghz.is_some_and(|g| !(g.is_finite() && g > 0.0)) {
        eprintln!("hedra-bench: error: --ghz must be a positive number");
        return ExitCode::from(2);
    }
    if opts.threads == Some(0) {
        eprintln!("hedra-bench: error: --threads must be at least 1");
        return ExitCode::from(2);
    }
    let hedra = match hedra_exe(&opts) {
        Ok(h) => h,
        Err(e) => {
            eprintln!("hedra-bench: error: {e}");
            return ExitCode::from(1);
        }
    };
    if opts.sweep {
        return sweep::main(&opts, &hedra);
    }
    let kernels = match kernel::discover(&opts.kernels, &opts.only) {
        Ok(k) => k,
        Err(e) => {
            eprintln!("hedra-bench: error: {e}");
            return ExitCode::from(1);
        }
    };
    eprintln!("measuring the clock and the FMA throughput ...");
    let machine = Machine::detect(opts.ghz, opts.fma_units, &opts.work.join("peak"));
    let threads = opts.threads.unwrap_or(machine.cpus);
    let vars = if opts.memory {
        memory_variants(&opts)
    } else {
        variants(&opts)
    };
    if opts.forms {
        return form_mode::main(&opts, &hedra, &kernels, &machine, threads);
    }
    let mut results = Vec::new();
    let progress = progress::Progress::new(Some(kernels.len() as u64), "kernels");
    for k in &kernels {
        progress.working_on(&k.name);
        let r = measure_kernel(&opts, &hedra, &vars, k, threads);
        progress.line(&format!("{:<18}{}", k.name, report::one_line(&r, &vars)));
        progress.advance();
        results.push(r);
    }
    progress.finish();
    let args: Vec<String> = std::env::args().skip(1).collect();
    if opts.memory {
        println!(
            "{}",
            report::memory_markdown(&results, &vars, &machine, threads, &opts, &args)
        );
        return ExitCode::SUCCESS;
    }
    let md = report::markdown(&results, &vars, &machine, threads, &opts, &args);
    let svg = report::svg(&results, &vars, threads);
    if opts.dry_run {
        println!("{md}");
        return ExitCode::SUCCESS;
    }
    if let Err(e) = report::write_section(&opts.report, &md).and_then(|_| {
        std::fs::write(&opts.svg, svg)
            .map_err(|e| format!("cannot write {}: {e}", opts.svg.display()))
    }) {
        eprintln!("hedra-bench: error: {e}");
        return ExitCode::from(1);
    }
    eprintln!("wrote {} and {}", opts.report.display(), opts.svg.display());
    ExitCode::SUCCESS
}
