//! Array contraction after scheduling: a temporary shrinks to the cells whose values are
//! live at the same time.
//!
//! Fusion and tiling shorten the lives of intermediate values: once a producer and its
//! consumer run close together, only a few rows of a temporary hold values that are still
//! needed, yet the program allocates and streams the whole array. This crate computes, for
//! one array `t` and a schedule `θ`, a smaller array `t_c` and the mapping of each cell
//! `a` of `t` to a cell of `t_c`,
//!
//! ```text
//!   σ(a) = (a_1 mod b_1, ..., a_n mod b_n)
//! ```
//!
//! such that no two values that are live at the same time under `θ` share a cell. It is the
//! method of the conflict set, the difference set and successive modulo (Lefebvre and
//! Feautrier; Darte, Schreiber and Villard), computed exactly with hedra-presburger.
//!
//! ## The conflict set ([`conflict`])
//!
//! Work in the scheduled space: every statement instance `s` runs at the time vector
//! `θ(s)`, and all statements share one time space. For the writes `W` of `t` (each
//! statement writes at most one cell of `t`: a body is one assignment) and the value-based
//! flow `F` through `t` (last write to read, from hedra-deps' dataflow):
//!
//! 1. `F_θ = θ ∘ F ∘ θ⁻¹`, the flow between times;
//! 2. the *uses* of a write: `U = F_θ ∪ Id_W`, the reads of its value, and the write itself
//!    (a dead write occupies its cell for an instant, and must not clobber a live value
//!    either); the last use `lastUse(w) = lexmax U(w)` ends the value's live range;
//! 3. `before = U ; { r -> w' : w' ∈ W, w' ⪯ r }`: for each write `w`, the writes that run
//!    no later than some use of its value, that is no later than `lastUse(w)`. This is the
//!    seed's `predWrites ∘ lastUse` without computing the lexmax, which on tiled and skewed
//!    schedules costs far more than the composition (1.7 s instead of 25 ms on a
//!    wavefront-tiled stencil pipeline);
//! 4. `CS = before ∩ before⁻¹`: the pairs of writes whose live ranges overlap. For an
//!    ordered pair `w ⪯ w'`, `w ⪯ lastUse(w')` always holds, so `CS` is the pairs of
//!    `half = before ∩ ⪯` and their reverses: the analysis builds `half` only, and reads
//!    the difference set symmetrically. It contains the identity on `W`.
//!
//! Reads and writes of one instance share its time, so a write and the last use of another
//! value at the same instant conflict: conservative (a statement reads before it writes),
//! never wrong.
//!
//! **Parallel dimensions.** Instances that first differ at a dimension of a parallel or
//! vector loop may run in either order (or at once). So "runs no later than" in step 3
//! becomes "may run no later than": `w' ⪯ r`, or `w'` and `r` first differ at a concurrent
//! dimension. Two writes that first differ at a concurrent dimension then always conflict,
//! so threads and vector lanes never share a cell; and a value read in one iteration of a
//! parallel loop conflicts with every write of the loop's other iterations, since they may
//! run before the read. (Equating only the non-parallel dimensions, as the reference text
//! suggests, misses that second kind: the test oracle found it on a tiled pipeline whose
//! point loop is parallel within a tile.)
//!
//! **Storage per iteration.** When every flow through `t` stays inside one iteration of the
//! outermost parallel dimension `p` (source and sink agree on the time dimensions up to
//! `p`), each iteration of that loop may use storage of its own (OpenMP `private`): the
//! conflicts are then only those between writes that agree up to `p`, and the storage is
//! as large as one iteration needs. See [`Sharing`].
//!
//! ## The difference set and successive modulo ([`modulo`])
//!
//! Cells conflict when their writes do: `C = A⁻¹ ∘ CS ∘ A` over the write accesses `A`
//! (from times to cells), and `DS = { a - a' : (a, a') ∈ C }`, a symmetric set that holds
//! `0` (computed as the deltas of `A⁻¹ ∘ half ∘ A` and their negations). Successive modulo
//! chooses, dimension by dimension,
//!
//! ```text
//!   b_k = 1 + max { d_k : d ∈ DS, d_1 = ... = d_{k-1} = 0 }.
//! ```
//!
//! **Why σ is correct.** Let `a ≠ a'` be conflicting cells and `d = a - a' ∈ DS`, with `k`
//! its first nonzero coordinate. Then `d` is in the set whose maximum defines `b_k`, and by
//! symmetry so is `-d`: `0 < |d_k| < b_k`, so `d_k mod b_k ≠ 0` and `σ(a)_k ≠ σ(a')_k`.
//! Values written to one cell of `t` are never live at once under a legal schedule (it
//! keeps the original program's memory dependences), and they stay in one cell of `t_c`.
//! Raising any `b_k` keeps the argument intact, which is what the policies below use.
//!
//! When `b_k` is not a constant (it grows with the parameters), or the set is unbounded,
//! dimension `k` keeps its full extent and no modulo: for indices inside the array,
//! `a_k mod E_k = a_k`.
//!
//! ## What this crate decides, and what it leaves to the driver
//!
//! [`decide`] returns a [`Contraction`] (the extents, the sharing and the raw degrees, with
//! the policies applied) or why the array stays as it is; [`apply`] rewrites a Scop's
//! accesses to the new storage. Which arrays are candidates (values dead after the region,
//! or declared so by `#pragma hedra scratch`) and where the storage lives (stack or heap,
//! per thread) is the driver's choice (hedra-opt).
//!
//! **Values from before the region.** An array that some read of the region reads before
//! any write (a live-in value, from hedra-deps' dataflow) is not contracted at all: the
//! contracted storage does not hold the values that were in `t` before the region.

#![warn(missing_docs)]

pub mod conflict;
pub mod modulo;
mod rewrite;

pub use rewrite::{apply, Storage};

use hedra_deps::dataflow::Dataflow;
use hedra_ir::Scop;
use hedra_presburger::UnionMap;

/// Errors of the analysis: a failed operation of the math library (or its budget).
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An operation on sets or relations failed.
    #[error(transparent)]
    Math(#[from] hedra_presburger::Error),
    /// The model is not what the analysis expects.
    #[error("array contraction: {0}")]
    Invalid(String),
}

/// The result type of this crate.
pub type Result<T> = std::result::Result<T, Error>;

/// The schedule under which values must not collide.
#[derive(Clone, Debug)]
pub struct Timing {
    /// `θ`: statement instances to time vectors of one common length
    /// ([`hedra_ir::schedule_tree::ScheduleTree::flatten`]).
    pub schedule: UnionMap,
    /// Per time dimension: whether instances that differ there may run at the same time
    /// ([`hedra_ir::schedule_tree::ScheduleTree::concurrent_dims`]).
    pub concurrent: Vec<bool>,
}

/// The size of one dimension of the contracted storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Extent {
    /// `b` cells: the subscript `a` becomes `a mod b`.
    Modulo(u64),
    /// The array's own extent: the subscript is unchanged.
    Full,
}

/// Who shares the contracted storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sharing {
    /// One storage for the whole region.
    Shared,
    /// One storage per iteration of the loop at time dimension `dim` (per thread when that
    /// loop runs in parallel): every value of the array is produced and consumed within
    /// one of its iterations.
    PerIteration {
        /// The time dimension.
        dim: usize,
    },
}

/// How one array shrinks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contraction {
    /// The array.
    pub array: String,
    /// What successive modulo gives per dimension: `Some(b)` for a constant degree, `None`
    /// where the degree grows with the parameters (or is unbounded).
    pub degrees: Vec<Option<u64>>,
    /// The storage, per dimension, after the policies of [`decide`].
    pub extents: Vec<Extent>,
    /// Who shares it.
    pub sharing: Sharing,
    /// What the policies changed, and why (for the user).
    pub adjustments: Vec<String>,
}

impl Contraction {
    /// The number of cells when every extent is a constant: `Full` dimensions count with
    /// `full_extent(k)`, which gives `None` for an extent that is not a constant.
    pub fn cells(&self, full_extent: impl Fn(usize) -> Option<u64>) -> Option<u64> {
        self.extents
            .iter()
            .enumerate()
            .try_fold(1u64, |n, (k, e)| match e {
                Extent::Modulo(b) => n.checked_mul(*b),
                Extent::Full => n.checked_mul(full_extent(k)?),
            })
    }
}

/// The outcome for one array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The array shrinks.
    Contract(Contraction),
    /// The array stays as it is, for this reason.
    Keep(String),
}

/// Decides how `array` shrinks under `timing`, with `flow` the value-based dataflow of
/// `scop`. `full_extent(k)` is the constant extent of dimension `k` of the array, when it
/// is one (storage of at most `max_private_cells` cells may be one per iteration of a
/// parallel loop).
///
/// The policies, on top of the exact degrees:
/// - **vectorized loops**: where a contracted subscript follows the innermost loop of a
///   statement, a modulo there would stop the C compiler's vectorization when that loop
///   is concurrent (a vector loop): the dimension keeps its extent when it is known, else
///   its degree is rounded up to a power of two; on an innermost loop that is not
///   concurrent, the degree is rounded up to a power of two (a mask instead of a division);
/// - **sharing**: storage per iteration is chosen when the shared storage does not shrink,
///   or when it is constant, at most `max_private_cells` cells, and smaller than the shared
///   storage.
pub fn decide(
    scop: &Scop,
    flow: &Dataflow,
    timing: &Timing,
    array: &str,
    full_extent: &dyn Fn(usize) -> Option<u64>,
    max_private_cells: u64,
) -> Result<Decision> {
    let Some(a) = scop.array(array) else {
        return Ok(Decision::Keep(format!(
            "{array} is not an array of the region"
        )));
    };
    if a.rank == 0 {
        return Ok(Decision::Keep(format!("{array} is a scalar")));
    }
    if let Some(l) = flow.live_in.iter().find(|l| l.array == array) {
        return Ok(Decision::Keep(format!(
            "{} reads values of {array} from before the region",
            scop.statements[l.statement].name
        )));
    }
    let problem = conflict::Problem::new(scop, flow, timing, array)?;
    if problem.is_empty() {
        return Ok(Decision::Keep(format!("the region does not write {array}")));
    }
    let shared = modulo::plan(&problem, Sharing::Shared, full_extent)?;
    let per_iteration = match timing.concurrent.iter().position(|&c| c) {
        Some(dim) if problem.flow_within(dim)? => Some(modulo::plan(
            &problem,
            Sharing::PerIteration { dim },
            full_extent,
        )?),
        _ => None,
    };
    let cells = |c: &Contraction| c.cells(full_extent);
    let small = |c: &Contraction| cells(c).is_some_and(|n| n <= max_private_cells);
    let chosen = match per_iteration.filter(|p| p.shrinks(full_extent)) {
        Some(p) if !shared.shrinks(full_extent) => p,
        Some(p) if small(&p) && cells(&shared).is_none_or(|s| s > cells(&p).unwrap_or(0)) => p,
        _ => shared,
    };
    if !chosen.shrinks(full_extent) {
        return Ok(Decision::Keep(format!(
            "no dimension of {array} shrinks under this schedule (degrees {})",
            degrees_text(&chosen.degrees)
        )));
    }
    Ok(Decision::Contract(chosen))
}

/// The degrees as text: `1, 4` or `3, M` (`-` for one that grows with the parameters).
pub fn degrees_text(degrees: &[Option<u64>]) -> String {
    let parts: Vec<String> = degrees
        .iter()
        .map(|d| d.map_or("-".to_string(), |b| b.to_string()))
        .collect();
    parts.join(", ")
}

impl Contraction {
    /// True when some dimension gets fewer cells than the array has.
    pub fn shrinks(&self, full_extent: &dyn Fn(usize) -> Option<u64>) -> bool {
        self.extents.iter().enumerate().any(|(k, e)| match e {
            Extent::Modulo(b) => full_extent(k).is_none_or(|n| *b < n),
            Extent::Full => false,
        })
    }
}
