//! `hedra`, the command-line tool: it wires the stages of hedra together and holds no
//! algorithms of its own.
//!
//! Subcommands:
//! - `hedra calc [FILE]`: an iscc-style calculator on integer sets and maps (see
//!   [`hedra_calc`]).
//! - `hedra scop FILE [--emit iscc|json|openscop]`: the polyhedral model of each
//!   `#pragma scop` region of a C file (see [`report`]).
//! - `hedra deps FILE [--emit iscc|json]`: the model followed by its dependences (see
//!   [`deps`]).
//! - `hedra schedule FILE` and `hedra opt FILE`: the new schedule, and the optimized C.
//! - `hedra tc FILE.tc`: Tensor Comprehensions compiled to C functions (see [`tc`]).
//! - `hedra tune FILE.tc --def NAME --sizes M=512,...`: the genetic autotuner on one def
//!   (see [`tune`]); `hedra tc --tuned` uses its cache.
//! - `hedra cc ARGS...`: the C compiler with every region optimized (see [`cc`]).
//!
//! Exit codes: 0 success, 1 input rejected (a parse or evaluation error, or an unreadable
//! input file), 2 usage error.

use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

mod schedule;

use clap::{Parser, Subcommand};

mod opt;

mod tc;

mod tune;

mod cc;

mod plot;

mod deps;
mod report;
use hedra_calc::{Calc, CalcError, HELP};

/// hedra: a polyhedral loop optimizer.
#[derive(Parser, Debug)]
#[command(name = "hedra", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Evaluate a script of integer sets and maps in the syntax of isl's iscc.
    ///
    /// Reads the script from FILE (standard input when FILE is absent or `-`), runs its
    /// statements in order and prints the value of each expression statement on one line, in
    /// isl notation. The first error stops the script and is reported on standard error as
    /// FILE:LINE:COL: error: MESSAGE (exit code 1).
    #[command(after_long_help = HELP)]
    Calc {
        /// The script; standard input when absent or `-`.
        file: Option<PathBuf>,
    },
    /// Print the polyhedral model of each `#pragma scop` region of a C file.
    ///
    /// By default an iscc script: one `NAME := <isl>;` line each for context, domain, reads,
    /// writes and schedule. Regions outside the static-control subset are reported on standard
    /// error and left unchanged; the exit code is 1 when no region could be modeled.
    Scop {
        /// The C file; standard input when `-`.
        file: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ScopEmit::Iscc)]
        emit: ScopEmit,
        /// Extra facts about the parameters, e.g. `--context 'N >= 16'` (repeatable).
        #[arg(long)]
        context: Vec<String>,
        /// Find the maximal static-control parts of the function bodies automatically
        /// instead of reading `#pragma scop` regions.
        #[arg(long)]
        autoscop: bool,
    },
    /// Print the dependences of each `#pragma scop` region of a C file.
    ///
    /// By default the iscc script of `hedra scop` followed by the lines raw, war, waw
    /// (memory-based, statement instance to statement instance), flow (last write to read),
    /// live_in (reads with no source in the region, as instance -> element) and live_out
    /// (writes whose value survives the region). Diagnostics and exit codes are those of
    /// `hedra scop`.
    Deps {
        /// The C file; standard input when `-`.
        file: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = deps::DepsEmit::Iscc)]
        emit: deps::DepsEmit,
        /// Extra facts about the parameters, e.g. `--context 'N >= 16'` (repeatable).
        #[arg(long)]
        context: Vec<String>,
        /// Find the maximal static-control parts automatically instead of reading
        /// `#pragma scop` regions.
        #[arg(long)]
        autoscop: bool,
    },
    /// Compute a new schedule (Pluto: fusion, tiling, parallelism) for each `#pragma scop`
    /// region and print its schedule tree, then `schedule := ...;` (the flattened schedule,
    /// readable by isl). The result always passes hedra's legality check; otherwise the
    /// original order is kept with a warning.
    Schedule {
        /// The C file; standard input when `-`.
        file: PathBuf,
        /// Fusion strategy.
        #[arg(long, value_enum, default_value_t = FuseArg::Smart)]
        fuse: FuseArg,
        /// Tile permutable bands (the default), with sizes such as `32` or `64,32,16`.
        #[arg(long, value_name = "SIZES", num_args = 0..=1, default_missing_value = "32")]
        tile: Option<String>,
        /// Do not tile.
        #[arg(long, conflicts_with = "tile")]
        no_tile: bool,
        /// A second, outer tiling level: sizes in units of first-level tiles.
        #[arg(long, value_name = "SIZES")]
        l2_tile: Option<String>,
        /// Create outer parallelism: a parallel tile loop outermost, or a wavefront.
        #[arg(long)]
        parallel: bool,
        /// Extra facts about the parameters, e.g. `--context 'N >= 16'` (repeatable).
        #[arg(long)]
        context: Vec<String>,
        /// Print the scheduler's decisions on standard error.
        #[arg(short, long)]
        verbose: bool,
    },
    /// Optimize the `#pragma scop` regions of a C file (or one OpenScop file) and print the
    /// generated code; everything outside the regions is kept byte for byte.
    Opt(OptCommand),
    /// Compile a Tensor Comprehensions file to C: one function per `def`, its loops
    /// optimized by hedra's pipeline (every option of `hedra opt` applies).
    ///
    /// The ABI: `int NAME(long SIZES..., const T *restrict INPUTS..., T *restrict
    /// OUTPUTS...)`, the sizes in order of first appearance in the input declarations,
    /// tensors row-major and contiguous; it returns 0, or -1 for a size below 1, or -2 when
    /// a temporary cannot be allocated (nothing written then). Errors in the file are
    /// reported with line, column and caret (exit code 1).
    Tc(TcCommand),
    /// Tune the options of one def of a Tensor Comprehensions file for given sizes, with
    /// a genetic search, and cache the best.
    ///
    /// Each candidate option set (tiling and tile sizes, register block, fusion,
    /// parallelism, wavefronts, promotion, full tiles) is compiled with the system C
    /// compiler (`$CC`, default `cc`, with `-O3 -march=native -fopenmp`), run on
    /// deterministic pseudo-random inputs, checked against the untuned code's outputs,
    /// and timed (the median of 5 runs). The best options go to the cache
    /// (`$XDG_CACHE_HOME/hedra/tune.json`, else `~/.cache/hedra/tune.json`, or `--cache`),
    /// keyed by the def's text, the sizes and the machine; a second run with the same key
    /// answers from the cache at once. `hedra tc --tuned --sizes ...` uses them. Ctrl-C
    /// stops the search and keeps the best options found so far.
    Tune(TuneCommand),
    /// Draw one statement of a C file's first region as an SVG picture: its iteration
    /// domain at given parameter values, projected on two of its iterators, with its
    /// dependences as arrows and the tiles of the new schedule as boxes coloured by
    /// execution order (wavefront).
    Plot {
        /// The C file; standard input when `-`.
        file: PathBuf,
        /// The statement: `S1` (as `hedra scop` names it) or `1`.
        #[arg(long)]
        stmt: String,
        /// A value for every parameter of the region: `N=8,M=6`.
        #[arg(long, default_value = "")]
        params: String,
        /// The two iterators to draw, horizontal then vertical (default: the first two).
        #[arg(long, value_name = "I,J")]
        dims: Option<String>,
        /// Draw the dependences of the statement on itself as arrows.
        #[arg(long)]
        deps: bool,
        /// Draw the tiles of the schedule that `hedra opt` chooses.
        #[arg(long)]
        tiles: bool,
        /// Tile sizes for `--tiles` (default 4, so that a small instance has several tiles).
        #[arg(long, value_name = "SIZES")]
        tile: Option<String>,
        /// Extra facts about the parameters (repeatable).
        #[arg(long)]
        context: Vec<String>,
        /// Write the SVG here instead of standard output.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// Compile C as `cc` does, with every `#pragma scop` region optimized first: `make
    /// CC="hedra cc"`.
    ///
    /// Takes the C compiler's arguments. The real compiler is `HEDRA_CC` (default `cc`).
    /// hedra's options come from `HEDRA_FLAGS` (e.g. `HEDRA_FLAGS="--fuse=max"`) and from
    /// arguments `--hedra-NAME[=VALUE]` (`--hedra-autoscop`, `--hedra-verbose`), which are
    /// not passed on. A source that hedra cannot optimize is compiled as written, with a
    /// one-line warning. `HEDRA_KEEP=DIR` or `-save-temps` keeps the generated sources
    /// (`NAME.hedra.c`).
    Cc {
        /// The C compiler's arguments.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

/// The arguments of `hedra opt`.
#[derive(clap::Args, Debug)]
struct OptCommand {
    /// The C file (or an OpenScop `.scop` file).
    file: PathBuf,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = opt::OptEmit::C)]
    emit: opt::OptEmit,
    /// Optimize the maximal static-control parts of the file's functions, found without
    /// pragmas (as Polly does), instead of its `#pragma scop` regions. Loop nests with calls
    /// other than pure math functions (I/O, say) or other non-affine parts are left alone;
    /// `-v` says why.
    #[arg(long)]
    autoscop: bool,
    /// Treat a region left as written as an error: exit code 1 (the output is still
    /// written, with that region unchanged).
    #[arg(long)]
    strict: bool,
    /// Add a directory to the preprocessor's include path, as a compiler takes it (`-I DIR`
    /// or `-IDIR`). hedra runs the C preprocessor (`cc -E`) on a private copy of the file
    /// to read declarations written through macros or in headers; the output keeps the
    /// region's text and its macros as written.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<String>,
    /// Define a macro for the preprocessor (`-D NAME` or `-D NAME=VALUE`).
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    define: Vec<String>,
    /// Undefine a macro for the preprocessor.
    #[arg(short = 'U', value_name = "NAME")]
    undefine: Vec<String>,
    /// Read the declarations as written, without running the C preprocessor.
    #[arg(long)]
    no_preprocess: bool,
    /// The scheduling and code options, shared with `hedra tc`.
    #[command(flatten)]
    pipeline: PipelineArgs,
}

/// The options of hedra's pipeline (scheduling, code generation, model facts), shared
/// by `hedra opt` and `hedra tc`.
#[derive(clap::Args, Debug)]
struct PipelineArgs {
    /// Tile sizes of the permutable bands (e.g. `--tile=32,32,8`); tiling is on by
    /// default with sizes chosen by the scheduler (multiples of the register block
    /// where register tiling applies, 32 elsewhere), so a bare `--tile` changes nothing.
    #[arg(long, num_args = 0..=1, default_missing_value = "", require_equals = true)]
    tile: Option<String>,
    /// Do not tile.
    #[arg(long, conflicts_with = "tile")]
    no_tile: bool,
    /// Register tiling of tiled bands, `ROWSxCOLUMNS` (default 6x16): the accumulating
    /// loop goes innermost and a block of two parallel loops is unrolled inside it, its
    /// accumulators kept in scalars.
    #[arg(long, value_name = "RxC", require_equals = true)]
    register_tile: Option<String>,
    /// No register tiling.
    #[arg(long, conflicts_with = "register_tile")]
    no_register_tile: bool,
    /// Inside the tiles, run member K (1-based, in the band's order: `-v` prints the
    /// hyperplanes) of every tiled band that has one innermost, instead of the loop the
    /// scheduler picks for its strides (any order of a tile's loops is legal).
    #[arg(long, value_name = "K", require_equals = true, value_parser = clap::value_parser!(u64).range(1..=64))]
    innermost: Option<u64>,
    /// Do not keep the array elements that an innermost loop accumulates into in scalars
    /// (scalar promotion is on by default).
    #[arg(long)]
    no_promote: bool,
    /// Write promoted register blocks in their scalar form only (by default a block whose
    /// statements are plain float or double arithmetic on consecutive elements is also
    /// written with GNU C vector types, under `#ifdef HEDRA_VECTOR_TYPES`, which hedra
    /// defines for gcc and clang unless `HEDRA_NO_VECTOR_TYPES` is defined).
    #[arg(long)]
    no_vector_types: bool,
    /// Do not contract temporaries (on by default: an array whose values are dead after
    /// the region, a local array that nothing after it reads or one named by `#pragma hedra
    /// scratch(..)`, shrinks to the cells whose values the schedule keeps live at once).
    #[arg(long)]
    no_contraction: bool,
    /// Do not privatize scalars (on by default: a scalar whose values never cross the
    /// iterations of its loops gets one copy per iteration, as an OpenMP `private` or an
    /// expanded array, so that it no longer orders the iterations).
    #[arg(long)]
    no_privatize: bool,
    /// Keep the region's scalars as written (on by default: a scalar reused for unrelated
    /// values becomes one scalar per web of its values, and an accumulator whose value is
    /// stored into one array cell, `acc = 0; for (j ...) acc += ...; t[i] = acc;`,
    /// accumulates in that cell, `t[i] = 0; for (j ...) t[i] += ...;`, which hedra can
    /// schedule as it schedules the array form).
    #[arg(long)]
    keep_scalars: bool,
    /// Keep statements that compute peeled iterations of a loop apart (on by default: a
    /// statement that computes what another computes at an iteration before or after its
    /// loop, `B[1][j] = f(A[0][j], ..)` before `for (i = 2; ..) B[i][j] = f(A[i-1][j], ..)`,
    /// joins that statement where the original order allows it, so that it tiles with it)
    #[arg(long)]
    keep_peeled: bool,
    /// Do not split nested reduction statements (on by default: `A[i][j] += B[k][i] *
    /// C[k][j]` in three loops becomes `t[k] = B[k][i] * C[k][j]; A[i][j] += t[k];`, so that
    /// the scheduler may give the product and the sum different loop orders; the split
    /// code is kept only when it does more parallel work or fuses more).
    #[arg(long, conflicts_with = "always_split")]
    no_split: bool,
    /// Keep split statements wherever a statement qualifies, even where the split code
    /// does no more parallel work and fuses no more (to measure what splitting does).
    #[arg(long)]
    always_split: bool,
    /// Let floating-point reductions run in parallel (and in vector lanes): sums and
    /// products are then added in another order, so results may differ in the last bits,
    /// as with the C compilers' -fassociative-math. Integer reductions are exact and run in
    /// parallel without this flag.
    #[arg(long)]
    reassociate: bool,
    /// Time tiling (tiles of skewed bands, as for stencils) pays only when the data do not
    /// fit in the cache: the generated code checks at run time whether the region's
    /// arrays take more than this many bytes, and runs the original order otherwise.
    /// 0 always runs the time-tiled code.
    #[arg(long, value_name = "BYTES", default_value_t = hedra_opt::DEFAULT_CACHE_SIZE)]
    cache_size: u64,
    /// No versions of a region for small sizes (by default, a parallel loop whose trip
    /// count depends on the sizes runs in parallel only where it has at least
    /// `--occupancy` iterations per thread; a version where it has fewer keeps it
    /// sequential, and a run-time test chooses between them).
    #[arg(long)]
    no_versioning: bool,
    /// The most versions of one region.
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = clap::value_parser!(u64).range(1..=64))]
    max_versions: u64,
    /// Map each version of parallel placement again from the start, scheduler included,
    /// knowing its context (by default only the passes after the decision run again). No
    /// effect with --no-versioning.
    #[arg(long)]
    full_mapping: bool,
    /// Iterations per thread a parallel loop needs (`2`, or a fraction such as `1/2`).
    #[arg(long, value_name = "C", default_value = "1")]
    occupancy: String,
    /// The thread count the versions assume (default: OpenMP's at run time).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=65536))]
    threads: Option<u64>,
    /// The least work for the optimized code: where a region runs fewer statement
    /// instances (bounded by its loops' bounding boxes), a version runs the original order
    /// sequentially. 0: always the optimized code.
    #[arg(long, value_name = "N", default_value_t = hedra_opt::DEFAULT_MIN_WORK)]
    min_work: u64,
    /// The least work of one execution of a parallel loop: where a parallel loop runs
    /// fewer statement instances each time it starts (bounded by its loops' bounding
    /// boxes), a copy of it without threads runs. 0: no such test.
    #[arg(long, value_name = "N", default_value_t = hedra_opt::DEFAULT_MIN_PARALLEL_WORK)]
    min_parallel_work: u64,
    /// Outer parallelism and OpenMP pragmas on parallel and vectorizable loops (the
    /// default; the flag is kept for compatibility).
    #[arg(long)]
    parallel: bool,
    /// No outer parallelism (no wavefronts) and no OpenMP pragmas.
    #[arg(long, conflicts_with = "parallel")]
    no_parallel: bool,
    /// With parallelism: skew tile bands that have no parallel loop into wavefronts
    /// (pipelined parallelism). The default; the flag is kept for compatibility.
    #[arg(long)]
    wavefront: bool,
    /// No wavefronts: tile bands without a parallel loop stay sequential.
    #[arg(long, conflicts_with = "wavefront")]
    no_wavefront: bool,
    /// Keep the original program order (no scheduler; code generation only).
    #[arg(long, conflicts_with = "schedule")]
    no_schedule: bool,
    /// Separate full tiles from partial ones (point loops of full tiles without min/max).
    #[arg(long)]
    full_tiles: bool,
    /// Fusion strategy of the scheduler.
    #[arg(long, value_enum, default_value_t = FuseArg::Smart)]
    fuse: FuseArg,
    /// Extra facts about the parameters, e.g. `--context 'N >= 16'` (repeatable).
    #[arg(long)]
    context: Vec<String>,
    /// Use this schedule (a union map in isl notation, or an iscc `schedule := ...;` line,
    /// optionally with `coincident := 1, 0, ...;` for members declared parallel) as one
    /// band instead of the scheduler's. It is checked against the dependences; an illegal
    /// schedule is replaced by the original order, with a warning.
    #[arg(long)]
    schedule: Option<PathBuf>,
    /// Explain what was done.
    #[arg(short, long)]
    verbose: bool,
    /// Operations each stage (dependence analysis, scheduling, code generation) may spend
    /// on a region before hedra falls back to a simpler schedule (untiled, then the
    /// original order), with a warning that names the stage; 0 means no limit.
    #[arg(long, value_name = "N", default_value_t = hedra_opt::DEFAULT_BUDGET)]
    budget: u64,
}

/// The arguments of `hedra tc`.
#[derive(clap::Args, Debug)]
struct TcCommand {
    /// The TC file; standard input when `-`.
    file: PathBuf,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
    /// Output format: `c`, a C file with one function per def; `header`, their
    /// prototypes; `scop`, the Scop of each def as an iscc script; `tree`, the schedule
    /// tree the driver chooses for each def.
    #[arg(long, value_enum, default_value_t = tc::TcEmit::C)]
    emit: tc::TcEmit,
    /// TC's fusion strategies, as hedra's `--fuse`: `max` is `--fuse=max`, `preserve3`
    /// (Preserve3Coincident: fuse while keeping the outer parallel loops) is
    /// `--fuse=smart`, `min` is `--fuse=no`. Overrides `--fuse`.
    #[arg(long, value_enum, conflicts_with = "fuse")]
    tc_fusion: Option<TcFusion>,
    /// Use the options that `hedra tune` cached for each def at the sizes of `--sizes`
    /// (falling back to the other options, with a note, for a def without an entry).
    #[arg(long, requires = "sizes")]
    tuned: bool,
    /// The sizes for `--tuned`: `M=512,N=512,K=512`.
    #[arg(long, value_name = "NAME=VALUE,...")]
    sizes: Option<String>,
    /// The tuning cache for `--tuned` (default: that of `hedra tune`).
    #[arg(long, value_name = "PATH")]
    cache: Option<PathBuf>,
    /// The scheduling and code options of `hedra opt`.
    #[command(flatten)]
    pipeline: PipelineArgs,
}

/// The arguments of `hedra tune`.
#[derive(clap::Args, Debug)]
struct TuneCommand {
    /// The TC file.
    file: PathBuf,
    /// The def to tune.
    #[arg(long = "def", value_name = "NAME")]
    def: String,
    /// A value for every size of the def: `M=512,N=512,K=512`.
    #[arg(long, value_name = "NAME=VALUE,...")]
    sizes: String,
    /// Generations of the search, the first (random) one included.
    #[arg(long, default_value_t = hedra_tune::Settings::default().generations)]
    generations: usize,
    /// Candidates per generation.
    #[arg(long, default_value_t = hedra_tune::Settings::default().population)]
    population: usize,
    /// The tuning cache (default `$XDG_CACHE_HOME/hedra/tune.json`, else
    /// `~/.cache/hedra/tune.json`).
    #[arg(long, value_name = "PATH")]
    cache: Option<PathBuf>,
    /// OpenMP threads of the runs (`OMP_NUM_THREADS`; default: the OpenMP runtime's).
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
    /// An option set to start the search from, as `hedra tc` flags (`--start
    /// "--register-tile=8x32 --no-parallel"`); repeatable.
    #[arg(long, value_name = "FLAGS", allow_hyphen_values = true)]
    start: Vec<String>,
    /// The seed of the search's random choices.
    #[arg(long, default_value_t = hedra_tune::Settings::default().seed)]
    seed: u64,
    /// A line per candidate on standard error.
    #[arg(short, long)]
    verbose: bool,
}

/// TC's fusion strategies.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum TcFusion {
    /// Fuse as much as possible (`--fuse=max`).
    Max,
    /// Preserve3Coincident: fuse without losing outer parallelism (`--fuse=smart`).
    Preserve3,
    /// Fuse nothing (`--fuse=no`).
    Min,
}

impl From<TcFusion> for hedra_opt::Fuse {
    fn from(f: TcFusion) -> hedra_opt::Fuse {
        match f {
            TcFusion::Max => hedra_opt::Fuse::Max,
            TcFusion::Preserve3 => hedra_opt::Fuse::Smart,
            TcFusion::Min => hedra_opt::Fuse::No,
        }
    }
}

/// Fusion strategies of the scheduler.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum FuseArg {
    /// Keep statements in separate loop nests.
    No,
    /// Fuse where it helps locality without losing parallelism.
    Smart,
    /// Fuse as much as possible.
    Max,
}

impl From<FuseArg> for hedra_opt::Fuse {
    fn from(f: FuseArg) -> hedra_opt::Fuse {
        match f {
            FuseArg::No => hedra_opt::Fuse::No,
            FuseArg::Smart => hedra_opt::Fuse::Smart,
            FuseArg::Max => hedra_opt::Fuse::Max,
        }
    }
}

/// Output formats of `hedra scop`.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum ScopEmit {
    Iscc,
    Json,
    Openscop,
}

/// Exit code for input that hedra rejects.
const EXIT_REJECTED: u8 = 1;

fn main() -> ExitCode {
    // `hedra cc` takes the compiler's arguments, which clap must not read (`-o`, `-v`, ...).
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if argv.get(1).is_some_and(|a| a == "cc") {
        return cc::cc_main(&argv[2..], cc_options);
    }
    let cli = Cli::parse();
    match cli.command {
        Command::Calc { file } => calc(file),
        Command::Scop {
            file,
            emit,
            context,
            autoscop,
        } => scop(file, emit, context, autoscop),
        Command::Deps {
            file,
            emit,
            context,
            autoscop,
        } => {
            let (name, src) = match read_c_source(&file) {
                Ok(x) => x,
                Err(code) => return code,
            };
            print_report(deps::deps_report(&name, &src, emit, &context, autoscop))
        }
        Command::Schedule {
            file,
            fuse,
            tile,
            no_tile,
            l2_tile,
            parallel,
            context,
            verbose,
        } => schedule_cmd(
            file, fuse, tile, no_tile, l2_tile, parallel, context, verbose,
        ),
        Command::Opt(cmd) => opt_cmd(cmd),
        Command::Tc(cmd) => tc_cmd(cmd),
        Command::Tune(cmd) => tune_cmd(cmd),
        Command::Plot {
            file,
            stmt,
            params,
            dims,
            deps,
            tiles,
            tile,
            context,
            output,
        } => {
            let args = plot::PlotArgs {
                stmt: &stmt,
                params: &params,
                dims: dims.as_deref(),
                deps,
                tiles,
                tile: tile.as_deref(),
                context: &context,
            };
            plot_cmd(&file, output, &args)
        }
        Command::Cc { args } => {
            let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
            cc::cc_main(&args, cc_options)
        }
    }
}

/// `hedra plot`: the picture to a file or standard output.
fn plot_cmd(file: &PathBuf, output: Option<PathBuf>, args: &plot::PlotArgs) -> ExitCode {
    let (name, src) = match read_c_source(file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let svg = match plot::plot_svg(&name, &src, args) {
        Ok(svg) => svg,
        Err(msg) => {
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            return ExitCode::from(EXIT_REJECTED);
        }
    };
    let written = match output {
        Some(path) => std::fs::write(&path, svg)
            .map_err(|e| format!("{}: error: cannot write: {e}", path.display())),
        None => io::stdout()
            .write_all(svg.as_bytes())
            .map_err(|e| format!("error: cannot write the output: {e}")),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::from(EXIT_REJECTED)
        }
    }
}

/// The driver's options from `hedra opt` flags (`--fuse=max`, `--autoscop`, ...), as
/// `hedra cc` gets them.
fn cc_options(flags: &[String]) -> Result<hedra_opt::Options, String> {
    let argv = ["hedra", "opt", "-"]
        .into_iter()
        .map(String::from)
        .chain(flags.iter().cloned());
    let cmd = match Cli::try_parse_from(argv)
        .map_err(|e| e.to_string())?
        .command
    {
        Command::Opt(cmd) => cmd,
        _ => return Err("not options of `hedra opt`".into()),
    };
    if cmd.output.is_some() || cmd.emit != opt::OptEmit::C || cmd.strict {
        return Err("-o, --emit and --strict have no meaning in `hedra cc`".into());
    }
    Ok(opt_args(&cmd)?.options)
}

#[allow(clippy::too_many_arguments)]
fn schedule_cmd(
    file: PathBuf,
    fuse: FuseArg,
    tile: Option<String>,
    no_tile: bool,
    l2_tile: Option<String>,
    parallel: bool,
    context: Vec<String>,
    verbose: bool,
) -> ExitCode {
    const EXIT_USAGE: u8 = 2;
    let tile = if no_tile {
        None
    } else {
        match schedule::parse_sizes(tile.as_deref().unwrap_or("32")) {
            Ok(t) => Some(t),
            Err(e) => {
                eprintln!("error: --tile: {e}");
                return ExitCode::from(EXIT_USAGE);
            }
        }
    };
    let l2_tile = match l2_tile.as_deref().map(schedule::parse_sizes) {
        None => None,
        Some(Ok(t)) => Some(t),
        Some(Err(e)) => {
            eprintln!("error: --l2-tile: {e}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let (name, src) = match read_c_source(&file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let args = schedule::ScheduleArgs {
        fusion: hedra_opt::Fuse::from(fuse).fusion(),
        tile,
        l2_tile,
        parallel,
        context: &context,
        verbose,
    };
    print_report(schedule::schedule_report(&name, &src, &args))
}

/// Reads a C file (`-`: standard input) for `hedra scop`, `deps` and `schedule`; bytes that
/// are not UTF-8 become replacement characters. An unreadable file is reported here.
fn read_c_source(file: &PathBuf) -> Result<(String, String), ExitCode> {
    match read_input(Some(file)) {
        Ok((name, bytes)) => Ok((name, String::from_utf8_lossy(&bytes).into_owned())),
        Err(msg) => {
            eprintln!("{msg}");
            Err(ExitCode::from(EXIT_REJECTED))
        }
    }
}

/// Reads the script, as text, from a file or from standard input.
fn read_input(file: Option<&PathBuf>) -> Result<(String, Vec<u8>), String> {
    let mut bytes = Vec::new();
    match file {
        Some(path) if path.as_os_str() != "-" => {
            let name = path.display().to_string();
            bytes = std::fs::read(path).map_err(|e| format!("{name}: error: cannot read: {e}"))?;
            Ok((name, bytes))
        }
        _ => {
            io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("<stdin>: error: cannot read: {e}"))?;
            Ok(("<stdin>".to_string(), bytes))
        }
    }
}

/// The position (1-based line and column, in characters) just after `text`.
fn end_position(text: &str) -> (usize, usize) {
    let mut line = 1;
    let mut col = 1;
    for c in text.chars() {
        if c == '\n' {
            line += 1;
            col = 1;
        } else {
            col += 1;
        }
    }
    (line, col)
}

fn calc(file: Option<PathBuf>) -> ExitCode {
    let (name, bytes) = match read_input(file.as_ref()) {
        Ok(x) => x,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(EXIT_REJECTED);
        }
    };
    let src = match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => {
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            // The prefix is valid UTF-8 by construction.
            let (line, col) = end_position(std::str::from_utf8(valid).unwrap_or(""));
            eprintln!("{name}:{line}:{col}: error: the input is not valid UTF-8");
            return ExitCode::from(EXIT_REJECTED);
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = Calc::new().run(&src, &mut out);
    let flushed = out.flush();
    match result {
        Ok(()) => match flushed {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{name}: error: cannot write the output: {e}");
                ExitCode::from(EXIT_REJECTED)
            }
        },
        Err(CalcError { line, col, message }) => {
            eprintln!("{name}:{line}:{col}: error: {message}");
            ExitCode::from(EXIT_REJECTED)
        }
    }
}

fn scop(file: PathBuf, emit: ScopEmit, context: Vec<String>, autoscop: bool) -> ExitCode {
    let (name, src) = match read_c_source(&file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let ex = report::extraction(&src, &context, autoscop);
    let layout = match emit {
        ScopEmit::Json => report::Layout::Json,
        ScopEmit::Iscc | ScopEmit::Openscop => report::Layout::Script,
    };
    let report = report::regions_report(&name, &src, &ex, layout, "model", autoscop, |s, _, _| {
        Ok(match emit {
            ScopEmit::Iscc => s.to_iscc(),
            ScopEmit::Json => s.to_json(),
            ScopEmit::Openscop => hedra_ir::openscop::write(s),
        })
    });
    print_report(report)
}

/// Prints a report and returns its exit code.
fn print_report(report: report::Report) -> ExitCode {
    eprint!("{}", report.stderr);
    print!("{}", report.stdout);
    ExitCode::from(report.exit_code)
}

/// Reports the first `--context` option that is not one C condition over the parameters,
/// with a caret under the offending text; the usage exit code then.
fn bad_context(context: &[String]) -> Option<ExitCode> {
    for c in context {
        if let Err((col, message)) = hedra_c::check_context_text(c) {
            eprintln!(
                "error: --context '{c}': {message}\n  |\n  | {c}\n  | {}^",
                " ".repeat(col)
            );
            return Some(ExitCode::from(EXIT_USAGE));
        }
    }
    None
}

/// Exit code for a usage error.
const EXIT_USAGE: u8 = 2;

/// `hedra opt`: the arguments become the driver's options (usage errors exit with 2),
/// then the file is optimized.
fn opt_cmd(cmd: OptCommand) -> ExitCode {
    if let Some(code) = bad_context(&cmd.pipeline.context) {
        return code;
    }
    match opt_args(&cmd) {
        Ok(args) => run_opt(cmd.file, cmd.output, &args),
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

/// The driver's options and the presentation of `hedra opt`, from its arguments.
fn opt_args(cmd: &OptCommand) -> Result<opt::OptArgs, String> {
    Ok(opt::OptArgs {
        options: hedra_opt::Options {
            autoscop: cmd.autoscop,
            preprocessor: preprocessor(cmd),
            ..pipeline_options(&cmd.pipeline)?
        },
        emit: cmd.emit,
        strict: cmd.strict,
    })
}

/// The preprocessor `hedra opt` runs on a private copy of its file (`cc -E` with the
/// `-I`/`-D`/`-U` options, quoted includes searched in the file's directory); none with
/// `--no-preprocess`.
fn preprocessor(cmd: &OptCommand) -> Option<hedra_opt::Preprocessor> {
    if cmd.no_preprocess {
        return None;
    }
    let mut flags = Vec::new();
    for (option, values) in [
        ("-I", &cmd.include),
        ("-D", &cmd.define),
        ("-U", &cmd.undefine),
    ] {
        for v in values {
            flags.push(format!("{option}{v}"));
        }
    }
    let on_disk = cmd.file.as_os_str() != "-";
    let directory = on_disk.then(|| match cmd.file.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    });
    Some(hedra_opt::Preprocessor {
        flags,
        directory,
        ..hedra_opt::Preprocessor::default()
    })
}

/// `A` or `A/B` with `A` and `B` from 1 to 1000, as `(A, B)`.
fn parse_fraction(text: &str) -> Option<(u64, u64)> {
    let (a, b) = text.split_once('/').unwrap_or((text, "1"));
    let part = |t: &str| {
        t.trim()
            .parse::<u64>()
            .ok()
            .filter(|v| (1..=1000).contains(v))
    };
    Some((part(a)?, part(b)?))
}

/// The driver's options from the pipeline arguments shared by `hedra opt` and `hedra tc`
/// (errors are usage errors, already worded).
fn pipeline_options(cmd: &PipelineArgs) -> Result<hedra_opt::Options, String> {
    let parallel = !cmd.no_parallel;
    let tile = (!cmd.no_tile)
        .then(|| opt::parse_tile_sizes(cmd.tile.as_deref().unwrap_or("")))
        .transpose()
        .map_err(|msg| format!("error: --tile: {msg}"))?;
    let register_tile = match (&cmd.register_tile, cmd.no_register_tile) {
        (_, true) => None,
        (None, false) => Some(hedra_sched::DEFAULT_REGISTER_TILE),
        (Some(text), false) => Some(
            opt::parse_register_tile(text)
                .map_err(|msg| format!("error: --register-tile: {msg}"))?,
        ),
    };
    let schedule = cmd
        .schedule
        .as_ref()
        .map(opt::read_schedule_file)
        .transpose()?;
    let occupancy = parse_fraction(&cmd.occupancy)
        .ok_or_else(|| format!("error: --occupancy: `{}` is not a positive integer or fraction A/B (A, B from 1 to 1000)", cmd.occupancy))?;
    let versioning = hedra_opt::Versioning {
        enabled: !cmd.no_versioning,
        max_versions: usize::try_from(cmd.max_versions).unwrap_or(8),
        full_mapping: cmd.full_mapping,
        occupancy,
        threads: cmd.threads,
        min_work: cmd.min_work,
        min_parallel_work: cmd.min_parallel_work,
    };
    Ok(hedra_opt::Options {
        request: hedra_opt::ScheduleRequest {
            tile,
            register_tile,
            fuse: cmd.fuse.into(),
            innermost: cmd.innermost.and_then(|k| usize::try_from(k).ok()),
            parallel,
            wavefront: !cmd.no_wavefront,
            reassociate: cmd.reassociate,
            privatize: !cmd.no_privatize,
            normalize_scalars: !cmd.keep_scalars,
            rejoin_peeled: !cmd.keep_peeled,
            split: match (cmd.no_split, cmd.always_split) {
                (true, _) => hedra_opt::Splitting::Never,
                (false, true) => hedra_opt::Splitting::Always,
                (false, false) => hedra_opt::Splitting::Auto,
            },
            schedule,
            original: cmd.no_schedule,
            budget: cmd.budget,
        },
        parallel,
        full_tiles: cmd.full_tiles,
        promote: !cmd.no_promote,
        vector_types: !cmd.no_vector_types,
        contraction: !cmd.no_contraction,
        versioning,
        cache_size: cmd.cache_size,
        context: cmd.context.clone(),
        verbose: cmd.verbose,
        autoscop: false,
        line_directives: None,
        preprocessor: None,
    })
}

/// `hedra tc`: the arguments become the driver's options (usage errors exit with 2), then
/// the TC file is lowered, optimized and written as C.
fn tc_cmd(cmd: TcCommand) -> ExitCode {
    if let Some(code) = bad_context(&cmd.pipeline.context) {
        return code;
    }
    let mut options = match pipeline_options(&cmd.pipeline) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    if let Some(f) = cmd.tc_fusion {
        options.request.fuse = f.into();
    }
    let (name, src) = match read_c_source(&cmd.file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let tuned = if cmd.tuned {
        let sizes = match tune::parse_sizes(cmd.sizes.as_deref().unwrap_or("")) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: --sizes: {e}");
                return ExitCode::from(EXIT_USAGE);
            }
        };
        let path = match tune::cache_path(cmd.cache.as_deref()) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(EXIT_USAGE);
            }
        };
        match hedra_tune::Cache::load(&path) {
            Ok(cache) => Some((sizes, cache, path)),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(EXIT_REJECTED);
            }
        }
    } else {
        None
    };
    let per_def = |d: &hedra_tc::LoweredDef| match &tuned {
        Some((sizes, cache, path)) => tune::tuned_options(&src, d, sizes, cache, path, &options),
        None => (options.clone(), None),
    };
    let report = tc::tc_report(
        &name,
        &src,
        cmd.emit,
        &options,
        tuned.is_some().then_some(&per_def as tc::PerDef<'_>),
    );
    eprint!("{}", report.stderr);
    if report.write_output {
        let written = match &cmd.output {
            Some(path) => std::fs::write(path, report.output.as_bytes())
                .map_err(|e| format!("{}: error: cannot write: {e}", path.display())),
            None => io::stdout()
                .write_all(report.output.as_bytes())
                .map_err(|e| format!("error: cannot write the output: {e}")),
        };
        if let Err(msg) = written {
            eprintln!("{msg}");
            return ExitCode::from(EXIT_REJECTED);
        }
    }
    ExitCode::from(report.exit_code)
}

/// `hedra tune`: reads the file, then tunes (see [`tune::tune_cmd`]).
fn tune_cmd(cmd: TuneCommand) -> ExitCode {
    if cmd.population == 0 || cmd.generations == 0 {
        eprintln!("error: --population and --generations must be at least 1");
        return ExitCode::from(EXIT_USAGE);
    }
    if cmd.threads == Some(0) {
        eprintln!("error: --threads must be at least 1");
        return ExitCode::from(EXIT_USAGE);
    }
    let (name, src) = match read_c_source(&cmd.file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let settings = hedra_tune::Settings {
        population: cmd.population,
        generations: cmd.generations,
        seed: cmd.seed,
        elites: hedra_tune::Settings::default()
            .elites
            .min(cmd.population.saturating_sub(1))
            .max(1),
        ..hedra_tune::Settings::default()
    };
    tune::tune_cmd(tune::TuneArgs {
        file: &name,
        src: &src,
        def: &cmd.def,
        sizes: &cmd.sizes,
        settings,
        cache: cmd.cache.as_deref(),
        threads: cmd.threads,
        starts: &cmd.start,
        verbose: cmd.verbose,
    })
}

fn run_opt(file: PathBuf, output: Option<PathBuf>, args: &opt::OptArgs) -> ExitCode {
    let (name, bytes) = match read_input(Some(&file)) {
        Ok(x) => x,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(EXIT_REJECTED);
        }
    };
    // A file that is not UTF-8 (a Latin-1 comment, say) is read one character per byte, so
    // that every byte outside the regions goes back out as it came in.
    let (src, latin1) = match String::from_utf8(bytes) {
        Ok(s) => (s, false),
        Err(e) => (
            e.into_bytes().iter().map(|&b| char::from(b)).collect(),
            true,
        ),
    };
    let report = opt::opt_report(&name, &src, args);
    eprint!("{}", report.stderr);
    if report.write_output {
        let bytes: Vec<u8> = if latin1 {
            // Generated code is ASCII and copied text came from single bytes.
            report.output.chars().map(|c| c as u32 as u8).collect()
        } else {
            report.output.into_bytes()
        };
        let written = match output {
            Some(path) => std::fs::write(&path, &bytes)
                .map_err(|e| format!("{}: error: cannot write: {e}", path.display())),
            None => io::stdout()
                .write_all(&bytes)
                .map_err(|e| format!("error: cannot write the output: {e}")),
        };
        if let Err(msg) = written {
            eprintln!("{msg}");
            return ExitCode::from(EXIT_REJECTED);
        }
    }
    ExitCode::from(report.exit_code)
}
