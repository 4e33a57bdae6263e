//! The choice of a region's schedule tree: the scheduler's, the user's, or the original
//! order, at a given relaxation of the request.

use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::UnionMap;

use crate::budget::within_budget;
use crate::error::{Error, Result, Stage};
use crate::notes::Note;
use crate::options::{ScheduleRequest, UserSchedule};

/// How far the schedule of a region was relaxed to get code: the scheduler's full result
/// (tiled, parallel), its hyperplanes alone, or the original order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relaxation {
    /// The schedule as requested.
    Full,
    /// The scheduler's hyperplanes without tiling and without wavefronts.
    Untiled,
    /// The scheduler's hyperplanes without fusion (every strongly connected component in
    /// its own loop nest), tiling or wavefronts: the simplest code a new schedule gives,
    /// for when a fused schedule costs code generation too much.
    Distributed,
    /// The original program order.
    Original,
}

impl Relaxation {
    /// The word that names the schedule of this step in a warning.
    pub fn adjective(self) -> &'static str {
        match self {
            Relaxation::Full => "new",
            Relaxation::Untiled => "untiled",
            Relaxation::Distributed => "distributed",
            Relaxation::Original => "original",
        }
    }
}

/// The schedule tree for one Scop as requested: the single place where hedra chooses a
/// schedule (see [`schedule_tree_relaxed`]).
///
/// ```
/// let src = "void f(int n, double a[n][n]) {\n  int i, j;\n#pragma scop\n  for (i = 1; i < n; i++)\n    for (j = 0; j < n; j++)\n      a[i][j] = a[i - 1][j] * 0.5;\n#pragma endscop\n}\n";
/// let ex = hedra_c::extract(src);
/// let scop = ex.scops().next().expect("a model");
/// let mut notes = Vec::new();
/// let tree = hedra_opt::schedule_tree(scop, &hedra_opt::ScheduleRequest::default(), &mut notes)?;
/// // One map per statement, from instances to time vectors; printed in isl notation.
/// let flat = tree.flatten()?;
/// assert_eq!(flat.maps().len(), 1);
/// println!("{tree}\nschedule := {flat};");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn schedule_tree(
    scop: &Scop,
    request: &ScheduleRequest,
    notes: &mut Vec<Note>,
) -> Result<ScheduleTree> {
    schedule_tree_relaxed(scop, request, Relaxation::Full, notes)
}

/// The schedule tree for one Scop at a relaxation step.
///
/// Without a user schedule, the scheduler (`hedra-sched`) computes it from the memory-based
/// dependences with the requested fusion, tiling and parallelism (all three at
/// [`Relaxation::Full`], hyperplanes alone at [`Relaxation::Untiled`], without fusion at
/// [`Relaxation::Distributed`]); its result always
/// passes the legality check (otherwise it keeps the original order, with a warning). A user
/// schedule is checked against the same dependences and replaced by the original order,
/// with a warning, when it is illegal. Each stage runs under the request's budget.
pub fn schedule_tree_relaxed(
    scop: &Scop,
    request: &ScheduleRequest,
    relax: Relaxation,
    notes: &mut Vec<Note>,
) -> Result<ScheduleTree> {
    Ok(schedule_at(scop, request, relax, notes)?.tree)
}

/// A schedule tree, and whether another fusion may give better code.
pub struct Scheduled {
    /// The tree.
    pub tree: ScheduleTree,
    /// Smart fusion cut between statements for no deeper band
    /// ([`hedra_sched::Outcome::separated_for_no_band`]): [`crate::Fuse::SmartKeep`]
    /// schedules them differently.
    pub separated_for_no_band: bool,
}

/// [`schedule_tree_relaxed`], with what the scheduler says of its fusion.
pub fn schedule_at(
    scop: &Scop,
    request: &ScheduleRequest,
    relax: Relaxation,
    notes: &mut Vec<Note>,
) -> Result<Scheduled> {
    let plain = |tree| Scheduled {
        tree,
        separated_for_no_band: false,
    };
    if relax == Relaxation::Original || (request.original && request.schedule.is_none()) {
        return Ok(plain(ScheduleTree::from_scop(scop)?));
    }
    let (deps, allowed) = dependences(scop, request, notes)?;
    if let Some(user) = &request.schedule {
        let Some(tree) = checked_user_tree(scop, &deps, user, request.budget, notes)? else {
            return Ok(plain(ScheduleTree::from_scop(scop)?));
        };
        // The user's parallel marks are claims: late parallelization checks them too.
        return Ok(plain(late_parallel(
            scop, &deps, &allowed, request, tree, notes,
        )?));
    }
    let distributed;
    let request = match relax {
        Relaxation::Distributed => {
            distributed = ScheduleRequest {
                fuse: crate::options::Fuse::No,
                ..request.clone()
            };
            &distributed
        }
        _ => request,
    };
    let passes = scheduler_passes(request, relax == Relaxation::Full, &allowed);
    let out = within_budget(Stage::Scheduler, request.budget, notes, || {
        hedra_sched::schedule_passes(scop, &deps, &passes)
    })?;
    for line in out.log {
        match line.strip_prefix("warning: ") {
            Some(w) if w.starts_with("tiling") => notes.push(Note::warning(w)),
            _ => notes.push(Note::info(format!("scheduler: {line}"))),
        }
    }
    if out.fell_back {
        notes.push(Note::warning(
            "the scheduler found no legal schedule; original schedule kept",
        ));
        return Ok(plain(out.tree));
    }
    Ok(Scheduled {
        tree: late_parallel(scop, &deps, &allowed, request, out.tree, notes)?,
        separated_for_no_band: out.separated_for_no_band,
    })
}

/// The memory-based dependences of `scop` and the reductions that may run in parallel
/// (exact ones; floating-point ones with `reassociate`).
fn dependences(
    scop: &Scop,
    request: &ScheduleRequest,
    notes: &mut Vec<Note>,
) -> Result<(Vec<hedra_deps::Dependence>, Vec<hedra_deps::Reduction>)> {
    within_budget(Stage::Dependences, request.budget, notes, || {
        let (deps, found) = hedra_deps::memory_based_with_reductions(scop)?;
        let allowed: Vec<hedra_deps::Reduction> = found
            .into_iter()
            .filter(|r| r.exact || request.reassociate)
            .collect();
        Ok::<_, hedra_deps::Error>((deps, allowed))
    })
}

/// `tree`, a schedule of another Scop with the same statements (one whose temporaries were
/// expanded for the scheduler), with its parallel marks recomputed for `scop` by late
/// parallelization: loops that a contracted temporary kept sequential may run in
/// parallel with a private copy of it.
pub(crate) fn parallelize_late_for(
    scop: &Scop,
    request: &ScheduleRequest,
    tree: ScheduleTree,
    notes: &mut Vec<Note>,
) -> Result<ScheduleTree> {
    let (deps, allowed) = dependences(scop, request, notes)?;
    late_parallel(scop, &deps, &allowed, request, tree, notes)
}

/// The tree with its parallel marks recomputed by late parallelization
/// ([`hedra_sched::parallelize_late`]) from the dependences `deps`: loops that carry none,
/// and loops that carry only the reductions of `allowed` (exact ones; floating-point ones
/// with `reassociate`) and private scalars. A failure (the budget included) fails the
/// step.
fn late_parallel(
    scop: &Scop,
    deps: &[hedra_deps::Dependence],
    allowed: &[hedra_deps::Reduction],
    request: &ScheduleRequest,
    tree: ScheduleTree,
    notes: &mut Vec<Note>,
) -> Result<ScheduleTree> {
    let late = within_budget(Stage::LateParallelization, request.budget, notes, || {
        let private = match request.privatize {
            true => {
                let mut private = hedra_deps::privatize::privatizable(scop)?;
                private.extend(hedra_deps::privatize::privatizable_arrays(scop)?);
                private
            }
            false => Vec::new(),
        };
        hedra_sched::parallelize_late(scop, deps, allowed, &private, &tree)
            .map_err(Error::Scheduler)
    })?;
    for line in late.log {
        match line.strip_prefix("warning: ") {
            Some(w) => notes.push(Note::warning(w)),
            None if line.ends_with(": sequential") => notes.push(Note::warning(line)),
            None => notes.push(Note::info(line)),
        }
    }
    Ok(late.tree)
}

/// The scheduler's passes for a request: the hyperplanes under the requested fusion and,
/// when `full`, tiling, register blocking, parallel marks and wavefronts as requested (see
/// [`hedra_sched::Pass`]). `reductions` are the ones that may run in any order (see
/// [`hedra_sched::Options::reductions`]).
pub fn scheduler_passes(
    request: &ScheduleRequest,
    full: bool,
    reductions: &[hedra_deps::Reduction],
) -> Vec<hedra_sched::Pass> {
    let opts = hedra_sched::Options {
        fusion: request.fuse.fusion(),
        tile: request.tile.as_ref().filter(|_| full).map(|sizes| {
            sizes
                .iter()
                .map(|&t| t.min(i64::MAX as u64) as i64)
                .collect()
        }),
        l2_tile: None,
        parallel: request.parallel && full,
        wavefront: request.wavefront,
        register_tile: request.register_tile.filter(|_| full),
        reductions: reductions.to_vec(),
        innermost: request.innermost,
    };
    hedra_sched::passes(&opts)
}

/// The user's schedule when it respects every dependence; `None` (with warnings naming the
/// violated dependences) otherwise.
fn checked_user_tree(
    scop: &Scop,
    deps: &[hedra_deps::Dependence],
    user: &UserSchedule,
    budget: u64,
    notes: &mut Vec<Note>,
) -> Result<Option<ScheduleTree>> {
    let tree = user_schedule_tree(scop, user)?;
    let rep = within_budget(Stage::LegalityCheck, budget, notes, || {
        hedra_sched::check_legality(scop, deps, &tree).map_err(Error::LegalityCheck)
    })?;
    if rep.is_legal() {
        notes.push(Note::info("legality check of --schedule: passed"));
        return Ok(Some(tree));
    }
    for v in &rep.violations {
        notes.push(Note::warning(format!("--schedule violates {v}")));
    }
    notes.push(Note::warning(
        "--schedule is illegal; original schedule kept",
    ));
    Ok(None)
}

/// The user's schedule as one band over every statement (checked by the caller).
fn user_schedule_tree(scop: &Scop, user: &UserSchedule) -> Result<ScheduleTree> {
    let bad = Error::UserSchedule;
    let flags = &user.coincident;
    let user = user.map.align_params(&scop.params)?;
    let mut partial = UnionMap::empty(scop.params.clone());
    let mut n_members = None;
    for s in &scop.statements {
        let m = user
            .maps()
            .iter()
            .find(|m| m.space().in_tuple.name.as_deref() == Some(s.name.as_str()))
            .ok_or_else(|| bad(format!("the schedule has no map for statement {}", s.name)))?;
        if m.space().n_in() != s.iterators.len() {
            return Err(bad(format!(
                "the schedule of {} has {} inputs, the statement {} iterators",
                s.name,
                m.space().n_in(),
                s.iterators.len()
            )));
        }
        let n = m.space().n_out();
        if *n_members.get_or_insert(n) != n {
            return Err(bad(
                "every statement's schedule must have the same number of outputs".into(),
            ));
        }
        partial.add_map(m.clone())?;
    }
    let n = n_members.unwrap_or(0);
    if !flags.is_empty() && flags.len() != n {
        return Err(bad(format!(
            "{} coincident flags for a schedule of {n} dimensions",
            flags.len()
        )));
    }
    let child = if n == 0 {
        Node::Leaf
    } else {
        Node::Band(Band {
            partial,
            coincident: if flags.is_empty() {
                vec![false; n]
            } else {
                flags.clone()
            },
            permutable: false,
            reductions: Vec::new(),
            private: Vec::new(),
            child: Box::new(Node::Leaf),
        })
    };
    Ok(ScheduleTree::new(
        Node::Domain {
            domain: scop.domain()?,
            child: Box::new(child),
        },
        scop.params.clone(),
    ))
}

/// The loop AST of `scop` under the scheduler's choice, for code that runs in process
/// (hedra-jit) rather than through a C compiler: the same schedule as [`schedule_tree`]
/// without privatization or statement splitting (the JIT keeps every statement as
/// written), register blocks unrolled, parallel loops marked only where they carry no
/// dependence (no reductions, no private scalars: a parallel reduction would reassociate).
pub fn jit_ast(
    scop: &Scop,
    opts: &crate::Options,
    notes: &mut Vec<Note>,
) -> Result<hedra_codegen::Ast> {
    let mut request = opts.request.clone();
    request.privatize = false;
    request.split = crate::Splitting::Never;
    let tree = schedule_tree(scop, &request, notes)?;
    let gen = hedra_codegen::Options {
        full_tiles: opts.full_tiles,
        unroll: 65,
        promote: opts.promote,
    };
    let mut ast = within_budget(Stage::CodeGeneration, request.budget, notes, || {
        hedra_codegen::generate_with(scop, &tree, &gen)
    })?;
    if opts.parallel {
        hedra_codegen::mark_parallel(&mut ast, scop, &[]);
    }
    Ok(ast)
}
