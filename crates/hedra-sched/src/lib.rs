//! # hedra-sched
//!
//! The scheduler of hedra: it finds a new execution order (a schedule tree) for a [`Scop`]
//! that respects every dependence and exposes tiling and parallelism.
//!
//! The pipeline, for one Scop:
//!
//! 1. [`pluto`] — the Pluto algorithm (Bondhugula et al., PLDI 2008): one affine hyperplane
//!    per level, found as the integer lexicographic minimum of a cost function under the
//!    legality constraints of all dependences (linearized with Farkas' lemma), with scalar
//!    dimensions (cuts between strongly connected components) where no hyperplane exists.
//!    Consecutive hyperplanes found without a cut form a *permutable band*.
//! 2. [`tree`] and [`passes`](mod@crate::passes) — the hyperplanes become a schedule tree, every band shaped by
//!    the band passes of the list that [`passes()`] makes from the [`Options`], in order: the
//!    intra-tile order puts a stride-1 parallel loop innermost, register blocking unrolls a
//!    block of two parallel loops around an accumulating loop, tiling makes a `floor(φ/T)`
//!    tile band above a point band, parallel marks move a coincident (parallel) member
//!    outermost, and a band without a parallel member gets a wavefront (its first tile loop
//!    becomes the sum of the first two). A driver can run the list itself ([`run_passes`],
//!    [`tree::build_tree_with`] on a prefix) and check the tree after every pass.
//! 3. [`legality`] — an independent check, on the flattened tree and the memory-based
//!    dependences only: for every dependence `D`, the set of pairs `(s, t) ∈ D` that the new
//!    schedule does not run in order, `θ(t) ≤_lex θ(s)`, must be empty. [`schedule`] runs it
//!    after the transformation and falls back to the original order (with a warning in the
//!    log) when it fails.
//!
//! ```
//! let src = "void f(int N, double A[N]) {\n#pragma scop\n  for (int i = 1; i < N; i++)\n    A[i] = A[i - 1];\n#pragma endscop\n}\n";
//! let ex = hedra_c::extract(src);
//! let scop = ex.scops().next().unwrap();
//! let deps = hedra_deps::memory_based(scop).unwrap();
//! let out = hedra_sched::schedule(scop, &deps, &hedra_sched::Options::default()).unwrap();
//! assert!(!out.fell_back);
//! let report = hedra_sched::check_legality(scop, &deps, &out.tree).unwrap();
//! assert!(report.is_legal());
//! ```

pub mod late;
pub mod legality;
pub mod passes;
pub mod pluto;
pub mod register;
pub mod reuse;
pub mod tree;

pub use late::{parallelize_late, LateOutcome};
pub use legality::{check_legality, check_parallel, LegalityReport, ParallelViolation, Violation};
pub use passes::{passes, run_passes, Pass};
pub use pluto::{find_hyperplanes, Hyperplanes, LevelKind};

use hedra_deps::Dependence;
use hedra_ir::{schedule_tree::ScheduleTree, Scop};
use thiserror::Error;

/// Errors of the scheduler.
#[derive(Debug, Error)]
pub enum Error {
    /// A Presburger operation failed.
    #[error(transparent)]
    Presburger(#[from] hedra_presburger::Error),
    /// The Scop or a schedule tree is inconsistent.
    #[error(transparent)]
    Ir(#[from] hedra_ir::Error),
    /// Dependence analysis failed.
    #[error(transparent)]
    Deps(#[from] hedra_deps::Error),
    /// The scheduler could not find a schedule (no hyperplane and no cut makes progress).
    #[error("no schedule found: {0}")]
    NoSchedule(String),
    /// Bad options (e.g. a tile size below 2).
    #[error("invalid option: {0}")]
    Options(String),
}

/// The result type of this crate.
pub type Result<T> = std::result::Result<T, Error>;

/// How eagerly statements are fused (kept in one loop nest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Fusion {
    /// Every strongly connected component of the dependence graph gets its own loop nest:
    /// all SCCs are cut at the outermost level.
    No,
    /// Pluto-like: fuse as long as common hyperplanes exist; when one must cut, first cut
    /// between SCCs of different dimensionality, and only if that is not possible between all.
    #[default]
    Smart,
    /// Fuse as long as common hyperplanes exist; when one must cut, cut between all SCCs.
    Max,
    /// `Smart`, except that a band which leaves statements without enough loops is undone
    /// (for a cut first) only when some part of the cut, scheduled alone, gets a longer
    /// band: statements that no cut would give a deeper permutable band stay fused, such
    /// as reductions into scalars over one array.
    SmartKeep,
}

impl Fusion {
    /// The strategy's name in Pluto's terms, as the log prints it.
    pub fn name(self) -> &'static str {
        match self {
            Fusion::No => "nofuse",
            Fusion::Smart => "smartfuse",
            Fusion::Max => "maxfuse",
            Fusion::SmartKeep => "smartfuse keeping bands",
        }
    }
}

/// Scheduler options.
#[derive(Clone, Debug)]
pub struct Options {
    /// The fusion strategy.
    pub fusion: Fusion,
    /// Tile sizes for permutable bands of at least two members (the last size repeats for
    /// further members); `None` disables tiling. An empty list lets the scheduler choose
    /// the sizes ([`tree`]'s size model: multiples of the register tile where one is
    /// applied, [`DEFAULT_TILE`] otherwise), and tile only the bands whose iterations may
    /// share data ([`reuse`]); given sizes tile every band.
    pub tile: Option<Vec<i64>>,
    /// Sizes of a second (outer) level of tiling, in units of first-level tiles.
    pub l2_tile: Option<Vec<i64>>,
    /// Create outer parallelism: move a parallel member to the front of a tile band, or skew
    /// the band into a wavefront when it has none.
    pub parallel: bool,
    /// With `parallel`: skew a tile band without a parallel member into a wavefront. Off,
    /// such a band stays as it is (sequential tiles).
    pub wavefront: bool,
    /// Register tiling of tiled bands (unroll-and-jam, see [`register`]): the unroll factors
    /// of the outer and the inner (stride-1) unrolled member; `None` disables it.
    pub register_tile: Option<[i64; 2]>,
    /// The reductions whose instances may run in any order (hedra-deps' reductions that the
    /// driver allows: exact ones, and floating-point ones when it may reassociate). The
    /// intra-tile order may then put a loop that carries only these innermost, where the C
    /// compiler vectorizes it with a partial accumulator per lane (see [`Pass::IntraTileOrder`]).
    pub reductions: Vec<hedra_deps::Reduction>,
    /// The member (1-based, in the band's order) that goes innermost inside the tiles of
    /// every tiled band that has it, instead of the intra-tile order's choice; `None`: the
    /// choice (see [`Pass::IntraTileOrder`]). Any order of a permutable band's point loops
    /// is legal: this is a loop-order choice for a tuner to make.
    pub innermost: Option<usize>,
}

/// Tile size of every member when sizes are neither given nor chosen by the register-tile
/// model.
pub const DEFAULT_TILE: i64 = 32;

/// Default unroll factors of register tiling: rows of the outer parallel member, and columns
/// of the stride-1 member (two 512-bit vectors of doubles).
pub const DEFAULT_REGISTER_TILE: [i64; 2] = [6, 16];

impl Default for Options {
    fn default() -> Self {
        Options {
            fusion: Fusion::Smart,
            tile: Some(vec![DEFAULT_TILE]),
            l2_tile: None,
            parallel: false,
            wavefront: true,
            register_tile: None,
            reductions: Vec::new(),
            innermost: None,
        }
    }
}

/// What [`schedule`] produced.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The new schedule tree (or the original one when `fell_back`).
    pub tree: ScheduleTree,
    /// The decisions taken, one line each (what `-v` prints).
    pub log: Vec<String>,
    /// True when the scheduler failed or its result did not pass the legality check, so
    /// the original order is kept.
    pub fell_back: bool,
    /// True when smart fusion cut between statements although no part got a longer band
    /// for it ([`pluto::Hyperplanes::separated_for_no_band`]): [`Fusion::SmartKeep`] gives
    /// a different schedule, which a driver may compare.
    pub separated_for_no_band: bool,
}

/// Schedules `scop`: the passes that `opts` ask for ([`passes()`]) — Pluto hyperplanes, then
/// the tree with tiling and parallelism — then the legality check. Never returns an illegal
/// tree: on any failure of the scheduler or of the check the original schedule tree is
/// returned with `fell_back` set and a warning in the log. Errors are reserved for bad options
/// and an inconsistent Scop (the original tree cannot be built).
pub fn schedule(scop: &Scop, deps: &[Dependence], opts: &Options) -> Result<Outcome> {
    check_options(opts)?;
    schedule_passes(scop, deps, &passes(opts))
}

/// Schedules `scop` with a given pass list (as [`passes()`] builds it; the driver owns the
/// list): the hyperplanes (the first pass, which sets the fusion strategy), the tree with
/// the other passes, then the legality check. When the tree does not build or does not
/// pass, the list without register blocking, then the hyperplanes alone are tried; failing
/// all, the original order is kept with `fell_back` set and a warning in the log. Errors
/// are reserved for a bad list (no leading hyperplanes, sizes or factors below 1) and an
/// inconsistent Scop.
pub fn schedule_passes(scop: &Scop, deps: &[Dependence], list: &[Pass]) -> Result<Outcome> {
    check_passes(list)?;
    let Some(Pass::Hyperplanes(fusion)) = list.first() else {
        return Err(Error::Options(
            "a pass list starts with the hyperplanes".into(),
        ));
    };
    let mut log = Vec::new();
    let h = match pluto::find_hyperplanes(scop, deps, *fusion, &mut log) {
        Ok(h) => h,
        Err(e) => return fallback(scop, log, &e.to_string()),
    };
    let mut why = String::new();
    for (k, list) in pass_lists_to_try(list).iter().enumerate() {
        let mut attempt_log = Vec::new();
        let built = tree::build_tree_with(scop, &h, list, &mut attempt_log);
        if k == 0 {
            log.append(&mut attempt_log);
        }
        let tree = match built {
            Ok(t) => t,
            Err(e) => {
                why = e.to_string();
                continue;
            }
        };
        match legal(scop, deps, &tree, &mut log) {
            Ok(true) => {
                if k == 0 {
                    log.push("legality check of the new schedule: passed".into());
                } else {
                    let tiled = list.iter().any(|p| matches!(p, Pass::Tile { .. }));
                    let (what, kept) = if tiled {
                        ("register tiling dropped", "tiled")
                    } else {
                        ("tiling/parallelization dropped", "untiled")
                    };
                    log.push(format!(
                        "warning: {what} ({why}); keeping the {kept} schedule"
                    ));
                }
                return Ok(Outcome {
                    tree,
                    log,
                    fell_back: false,
                    separated_for_no_band: h.separated_for_no_band,
                });
            }
            Ok(false) => why = "the legality check failed".into(),
            Err(e) => why = format!("the legality check failed to run: {e}"),
        }
    }
    fallback(scop, log, &why)
}

/// Rejects tile sizes and unroll factors below 1 and an empty second tiling level.
fn check_options(opts: &Options) -> Result<()> {
    if let Some(sizes) = &opts.l2_tile {
        if sizes.is_empty() {
            return Err(Error::Options("empty second-level tile sizes".into()));
        }
    }
    for sizes in [&opts.tile, &opts.l2_tile].into_iter().flatten() {
        if sizes.iter().any(|&t| t < 1) {
            return Err(Error::Options(format!("bad tile sizes {sizes:?}")));
        }
    }
    if let Some(r) = opts.register_tile {
        if r.iter().any(|&f| f < 1) {
            return Err(Error::Options(format!("bad register tile {r:?}")));
        }
    }
    Ok(())
}

/// Rejects tile sizes and unroll factors below 1 and an empty second tiling level in a
/// pass list.
fn check_passes(list: &[Pass]) -> Result<()> {
    for p in list {
        match p {
            Pass::Tile { sizes, l2 } => {
                if l2.as_ref().is_some_and(|l| l.is_empty()) {
                    return Err(Error::Options("empty second-level tile sizes".into()));
                }
                for s in std::iter::once(sizes).chain(l2) {
                    if s.iter().any(|&t| t < 1) {
                        return Err(Error::Options(format!("bad tile sizes {s:?}")));
                    }
                }
            }
            Pass::RegisterBlock(r) if r.iter().any(|&f| f < 1) => {
                return Err(Error::Options(format!("bad register tile {r:?}")));
            }
            _ => {}
        }
    }
    Ok(())
}

/// The pass lists [`schedule`] tries, most transformed first: all of `full`; without register
/// blocking; the hyperplanes alone (no tiling, no parallel marks, no wavefront). The first
/// whose tree builds and passes the legality check is kept; if none does, the original
/// order is.
fn pass_lists_to_try(full: &[Pass]) -> Vec<Vec<Pass>> {
    let mut out = vec![full.to_vec()];
    if full.iter().any(|p| matches!(p, Pass::RegisterBlock(_))) {
        out.push(
            full.iter()
                .filter(|p| !matches!(p, Pass::RegisterBlock(_)))
                .cloned()
                .collect(),
        );
    }
    if full.len() > 1 {
        out.push(full[..1].to_vec());
    }
    out
}

/// True when `tree` tiles a skewed band: some band has tile members (floor divisions) and
/// some band member combines two or more iterators of a statement. Such *time tiling* buys
/// cache reuse across the outer (time) loop at the price of skewed, shorter inner loops; it
/// pays only when the data do not fit in the cache anyway (see `hedra opt --cache-size`).
pub fn has_skewed_tiling(tree: &ScheduleTree) -> bool {
    fn walk(n: &hedra_ir::schedule_tree::Node, tiled: &mut bool, skewed: &mut bool) {
        use hedra_ir::schedule_tree::Node;
        match n {
            Node::Band(b) => {
                for m in b.partial.maps() {
                    if m.basics().iter().any(|bm| bm.n_div() > 0) {
                        *tiled = true;
                    } else if let Ok(f) = hedra_presburger::MultiAff::from_map(m) {
                        let np = m.space().n_param();
                        if f.exprs()
                            .iter()
                            .any(|r| r[1 + np..].iter().filter(|c| !c.is_zero()).count() >= 2)
                        {
                            *skewed = true;
                        }
                    }
                }
                walk(&b.child, tiled, skewed);
            }
            Node::Domain { child, .. }
            | Node::Context { child, .. }
            | Node::Filter { child, .. }
            | Node::Mark { child, .. }
            | Node::Extension { child, .. } => walk(child, tiled, skewed),
            Node::Sequence(v) | Node::Set(v) => {
                for c in v {
                    walk(c, tiled, skewed);
                }
            }
            Node::Leaf => {}
        }
    }
    let (mut tiled, mut skewed) = (false, false);
    walk(&tree.root, &mut tiled, &mut skewed);
    tiled && skewed
}

/// The guard every transformation goes through: `tree` is kept when it passes the legality
/// check; otherwise the original schedule of `scop` is returned, `fell_back` is set and the log
/// holds a warning per violated dependence.
pub fn keep_if_legal(scop: &Scop, deps: &[Dependence], tree: ScheduleTree) -> Result<Outcome> {
    let mut log = Vec::new();
    match legal(scop, deps, &tree, &mut log) {
        Ok(true) => Ok(Outcome {
            tree,
            log,
            fell_back: false,
            separated_for_no_band: false,
        }),
        Ok(false) => fallback(scop, log, "the legality check failed"),
        Err(e) => fallback(scop, log, &format!("the legality check failed to run: {e}")),
    }
}

/// Runs the legality check and logs the violations.
fn legal(
    scop: &Scop,
    deps: &[Dependence],
    tree: &ScheduleTree,
    log: &mut Vec<String>,
) -> Result<bool> {
    let rep = check_legality(scop, deps, tree)?;
    for v in &rep.violations {
        log.push(format!("warning: the new schedule violates {v}"));
    }
    Ok(rep.is_legal())
}

fn fallback(scop: &Scop, mut log: Vec<String>, why: &str) -> Result<Outcome> {
    log.push(format!("warning: {why}; keeping the original schedule"));
    Ok(Outcome {
        tree: ScheduleTree::from_scop(scop)?,
        log,
        fell_back: true,
        separated_for_no_band: false,
    })
}
