//! What a user may ask of the driver.

use hedra_presburger::UnionMap;

/// Fusion strategies of the scheduler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Fuse {
    /// Keep statements in separate loop nests.
    No,
    /// Fuse where it helps locality without losing parallelism.
    #[default]
    Smart,
    /// Fuse as much as possible.
    Max,
    /// Smart fusion that keeps fused the statements which a cut would give no deeper
    /// permutable band. The driver tries it where smart fusion cut for no such band, and
    /// keeps the better code of the two.
    SmartKeep,
}

impl Fuse {
    /// The scheduler's name for the strategy.
    pub fn fusion(self) -> hedra_sched::Fusion {
        match self {
            Fuse::No => hedra_sched::Fusion::No,
            Fuse::Smart => hedra_sched::Fusion::Smart,
            Fuse::Max => hedra_sched::Fusion::Max,
            Fuse::SmartKeep => hedra_sched::Fusion::SmartKeep,
        }
    }
}

/// When statements are split (see [`crate::split`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Splitting {
    /// Never.
    Never,
    /// Where the split code does more parallel work, or as much in fewer sweeps.
    #[default]
    Auto,
    /// Wherever a statement qualifies (to measure what splitting does).
    Always,
}

/// A schedule given by the user: one band, and optionally which of its members the user
/// declares free of dependences (`coincident := 1, 0, ...;`).
#[derive(Clone, Debug)]
pub struct UserSchedule {
    /// `S[i] -> [...]` for every statement.
    pub map: UnionMap,
    /// Per member; empty when not given (no member is parallel).
    pub coincident: Vec<bool>,
}

/// How the driver versions a region (see [`crate::versions`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Versioning {
    /// Make versions at all (`--no-versioning` turns it off).
    pub enabled: bool,
    /// The most versions of one region, the original decisions' included.
    pub max_versions: usize,
    /// Map each specialized version of parallel placement again from the start (the seed's
    /// "full mapping"): the whole pipeline, scheduler included, runs on the region with the
    /// version's context added to what is known of the sizes. Off: only the passes after
    /// the decision run again (the seed's "remaining passes").
    pub full_mapping: bool,
    /// The occupancy `c` as a fraction `(numerator, denominator)`: a loop runs in parallel
    /// only where its iterations number at least `c` times the threads.
    pub occupancy: (u64, u64),
    /// The thread count the occupancy test assumes; `None`: the count OpenMP gives at run
    /// time (`omp_get_max_threads()`).
    pub threads: Option<u64>,
    /// The least work (statement instances, bounded by the loops' bounding boxes) for
    /// which the optimized code runs: below it, the original order runs sequentially,
    /// where threads, tiles and register blocks cost more than they save. 0: always the
    /// optimized code.
    pub min_work: u64,
    /// The least work (statement instances, bounded by the loops' bounding boxes) of one
    /// execution of a parallel loop, for one iteration of the loops around it: below it,
    /// a copy of the loop without threads runs, where starting and joining the threads
    /// costs more than the work saves. 0: no such test.
    pub min_parallel_work: u64,
}

/// The default of [`Versioning::min_work`]: about ten microseconds of simple statements, in
/// which starting and joining threads and filling partial tiles and register blocks cost as
/// much as they save (measured with the size sweep, `hedra-bench --sweep`).
pub const DEFAULT_MIN_WORK: u64 = 16384;

/// The default of [`Versioning::min_parallel_work`]: a fork and join of OpenMP's two
/// threads cost about 0.8 microseconds on the machine of `docs/BENCHMARKS.md`, the time of
/// a few thousand simple statements (and of 8192 vectorized ones).
pub const DEFAULT_MIN_PARALLEL_WORK: u64 = 4096;

impl Default for Versioning {
    fn default() -> Versioning {
        Versioning {
            enabled: true,
            max_versions: 8,
            full_mapping: false,
            occupancy: (1, 1),
            threads: None,
            min_work: DEFAULT_MIN_WORK,
            min_parallel_work: DEFAULT_MIN_PARALLEL_WORK,
        }
    }
}

/// What the scheduler is asked to do.
#[derive(Clone, Debug)]
pub struct ScheduleRequest {
    /// Tile sizes (`Some(vec![])`: the scheduler chooses them), or no tiling.
    pub tile: Option<Vec<u64>>,
    /// Register tiling (unroll-and-jam factors of rows and stride-1 columns) of tiled bands.
    pub register_tile: Option<[i64; 2]>,
    /// The fusion strategy.
    pub fuse: Fuse,
    /// The band member (1-based) that goes innermost inside the tiles, instead of the
    /// scheduler's choice (see [`hedra_sched::Options::innermost`]).
    pub innermost: Option<usize>,
    /// Ask the scheduler for outer parallelism (a parallel loop outermost, or a wavefront).
    pub parallel: bool,
    /// With `parallel`: skew tile bands without a parallel loop into wavefronts.
    pub wavefront: bool,
    /// With `parallel`: floating-point reductions (and those whose types hedra cannot
    /// see) may run in parallel, which reorders their operations (as the C compilers'
    /// `-fassociative-math`). Exact integer reductions run in parallel without it.
    pub reassociate: bool,
    /// Privatize scalars whose values never cross the iterations of their loops: the
    /// scheduler sees one cell per iteration, and the code keeps the expanded array only
    /// where the new schedule needs it (see [`crate::privatize`]); late parallelization
    /// makes them private to the loops whose iterations they do not connect.
    pub privatize: bool,
    /// Normalize scalars before anything else (see [`crate::scalars`]): a scalar reused for
    /// unrelated values becomes one scalar per web, and an accumulator stored into one
    /// array cell accumulates in that cell. Only where the scheduler chooses the schedule.
    pub normalize_scalars: bool,
    /// Join each statement that computes peeled iterations of another statement's loop to
    /// that statement (hedra-deps' `rejoin`), so that the written form and the form without
    /// peeling get one model. Only where the scheduler chooses the schedule.
    pub rejoin_peeled: bool,
    /// Whether nested reduction statements are split into a compute statement and a
    /// reduction statement through a partially expanded temporary, so that the scheduler
    /// may order their loops differently (hedra-deps' `split`, see [`crate::split`]).
    pub split: Splitting,
    /// A schedule given by the user, used as one band after a legality check.
    pub schedule: Option<UserSchedule>,
    /// Keep the original program order (no scheduler).
    pub original: bool,
    /// Operations each stage (dependence analysis, scheduling, code generation) may spend
    /// on one region at one relaxation step (see [`hedra_presburger::budget`]); 0: no limit.
    pub budget: u64,
}

impl Default for ScheduleRequest {
    /// `hedra opt`'s defaults: tiled with default sizes, register blocks, smart fusion,
    /// parallel with wavefronts, under the default budget.
    fn default() -> ScheduleRequest {
        ScheduleRequest {
            tile: Some(Vec::new()),
            register_tile: Some(hedra_sched::DEFAULT_REGISTER_TILE),
            fuse: Fuse::Smart,
            innermost: None,
            parallel: true,
            wavefront: true,
            reassociate: false,
            privatize: true,
            normalize_scalars: true,
            rejoin_peeled: true,
            split: Splitting::Auto,
            schedule: None,
            original: false,
            budget: DEFAULT_BUDGET,
        }
    }
}

/// Reads a register block `ROWSxCOLUMNS` (`6x16`), each factor from 1 to 64: the text of
/// `--register-tile` and of the tuner's `register_tile` option.
pub fn parse_register_tile(text: &str) -> Result<[i64; 2], String> {
    let bad = || format!("invalid register tile `{text}` (expected ROWSxCOLUMNS, e.g. 6x16)");
    let (r, c) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let r: i64 = r.trim().parse().map_err(|_| bad())?;
    let c: i64 = c.trim().parse().map_err(|_| bad())?;
    if !(1..=64).contains(&r) || !(1..=64).contains(&c) {
        return Err(format!(
            "invalid register tile `{text}` (factors from 1 to 64)"
        ));
    }
    Ok([r, c])
}

/// The default operations budget of each stage: fifteen times what the most expensive stage
/// spends on any kernel of the suite (code generation of heat_3d, about 131,000
/// operations), and a few seconds of work.
pub const DEFAULT_BUDGET: u64 = 2_000_000;

/// The options of one optimization.
///
/// ```
/// use hedra_opt::{Fuse, Options, ScheduleRequest};
/// // `hedra opt --fuse=max --no-tile --no-parallel`:
/// let options = Options {
///     request: ScheduleRequest { fuse: Fuse::Max, tile: None, parallel: false, ..ScheduleRequest::default() },
///     parallel: false,
///     ..Options::default()
/// };
/// assert!(!options.autoscop && options.promote);
/// ```
#[derive(Clone, Debug)]
pub struct Options {
    /// The scheduler's request.
    pub request: ScheduleRequest,
    /// Emit OpenMP pragmas.
    pub parallel: bool,
    /// Separate full tiles from partial ones.
    pub full_tiles: bool,
    /// Keep accumulated array elements of innermost loops in scalars.
    pub promote: bool,
    /// Write promoted register blocks with GNU C vector types too, under
    /// `#ifdef HEDRA_VECTOR_TYPES` (see [`hedra_codegen::CodeOptions::vector_types`]).
    pub vector_types: bool,
    /// Contract arrays whose values are dead after the region (local arrays that nothing
    /// after the region reads, and those of `#pragma hedra scratch`) to the cells whose
    /// values the schedule keeps live at once (see [`crate::contract`]).
    pub contraction: bool,
    /// Versions of the region specialized to the sizes where a decision goes the other
    /// way, behind run-time dispatch (see [`crate::versions`]).
    pub versioning: Versioning,
    /// Time-tiled code is used only when the region's arrays take more bytes than this;
    /// otherwise the original order runs (0: always the time-tiled code).
    pub cache_size: u64,
    /// Extra context constraints (C conditions over the parameters).
    pub context: Vec<String>,
    /// Keep the notes of every relaxation step, not only those of the first.
    pub verbose: bool,
    /// Optimize the maximal static-control parts that the front end finds by itself
    /// ([`hedra_c::autoscop`]) instead of the `#pragma scop` regions.
    pub autoscop: bool,
    /// The file name for `#line` directives: when set, the optimized text starts with
    /// `#line 1 "NAME"` and each replaced region is followed by the `#line` of the text
    /// after it, so that a compiler reading the text from another path reports the
    /// original file and lines (`hedra cc`).
    pub line_directives: Option<String>,
    /// Run the C preprocessor on a private copy of the source, so that declarations
    /// written through macros or in headers are known (see [`crate::preprocess`]); `None`:
    /// declarations are read as written.
    pub preprocessor: Option<crate::preprocess::Preprocessor>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            request: ScheduleRequest::default(),
            parallel: true,
            full_tiles: false,
            promote: true,
            vector_types: true,
            contraction: true,
            versioning: Versioning::default(),
            cache_size: DEFAULT_CACHE_SIZE,
            context: Vec::new(),
            verbose: false,
            autoscop: false,
            line_directives: None,
            preprocessor: None,
        }
    }
}

/// The default of [`Options::cache_size`]: 1 MiB, the second-level cache of a common core.
pub const DEFAULT_CACHE_SIZE: u64 = 1 << 20;

/// An error in the text of a user's schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduleTextError {
    /// 1-based line and column in the text, where known.
    pub at: Option<(usize, usize)>,
    /// What is wrong.
    pub message: String,
}

impl UserSchedule {
    /// Reads a schedule: either plain isl text (a union map) or iscc-style lines
    /// `schedule := ...;` and, optionally, `coincident := 1, 0, ...;` (one flag per output
    /// dimension, 1 for a member that carries no dependence).
    pub fn parse(text: &str) -> Result<UserSchedule, ScheduleTextError> {
        let (line0, col0, body) = assignment(text, "schedule").unwrap_or((0, 0, text));
        let lead = body.len() - body.trim_start().len();
        let body = body.trim().trim_end_matches(';');
        let map = hedra_presburger::parse_union(body).map_err(|e| {
            let msg = e.to_string();
            // hedra-presburger reports `line:col: message` within the parsed text.
            match split_position(&msg) {
                Some((l, c, rest)) => ScheduleTextError {
                    at: Some((line0 + l, if l == 1 { col0 + lead + c } else { c })),
                    message: format!("cannot read the schedule: {rest}"),
                },
                None => ScheduleTextError {
                    at: None,
                    message: format!("cannot read the schedule: {msg}"),
                },
            }
        })?;
        let mut coincident = Vec::new();
        if let Some((_, _, flags)) = assignment(text, "coincident") {
            for f in flags.trim().trim_end_matches(';').split(',') {
                match f.trim() {
                    "1" => coincident.push(true),
                    "0" => coincident.push(false),
                    other => {
                        return Err(ScheduleTextError {
                            at: None,
                            message: format!(
                            "coincident flags must be 0 or 1 separated by commas, found `{other}`"
                        ),
                        })
                    }
                }
            }
        }
        Ok(UserSchedule { map, coincident })
    }
}

/// The first line `KEY ... := VALUE`: its 0-based index, the byte column after `:=`, and
/// the value.
fn assignment<'t>(text: &'t str, key: &str) -> Option<(usize, usize, &'t str)> {
    text.lines()
        .enumerate()
        .find(|(_, l)| l.trim_start().starts_with(key) && l.contains(":="))
        .map(|(k, l)| {
            let at = l.find(":=").map_or(0, |p| p + 2);
            (k, at, &l[at..])
        })
}

/// `LINE:COL: rest` split into its parts.
fn split_position(msg: &str) -> Option<(usize, usize, &str)> {
    let (p, rest) = msg.split_once(": ")?;
    let (l, c) = p.split_once(':')?;
    Some((l.parse().ok()?, c.parse().ok()?, rest))
}
