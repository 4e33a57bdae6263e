//! Array contraction: the driver's policy (hedra-contract computes the storage).
//!
//! After a schedule tree is chosen, and before its loops are printed, each array whose
//! values are dead after the region shrinks to the cells whose values the schedule keeps
//! live at once. This module decides:
//! - **which arrays**: rank at least one and dead after the region
//!   ([`hedra_ir::Array::dead_after`]: local arrays that nothing after the region names,
//!   and those of `#pragma hedra scratch`), other than the scratch arrays hedra made and the
//!   arrays that a band already gives each thread a copy of or reduces in parallel;
//! - **where the storage lives**: declared in the region's block when its extents are
//!   constants and it has at most [`MAX_PRIVATE_CELLS`] cells (the per-thread limit);
//!   otherwise allocated on the heap for the region's run, with the uncontracted code as
//!   the code that runs when the allocation fails. Storage per iteration of a parallel loop
//!   of at most [`MAX_PRIVATE_CELLS`] constant cells is of the first kind, and the loop
//!   makes it private; larger or parametric storage per iteration is declared at the top
//!   of the loop's body (a `declare:` mark below the band member, so each iteration, and
//!   each thread, has its own), behind a run-time test that its size is positive and at
//!   most [`MAX_LOOP_STORAGE`] bytes, with the uncontracted code as the other branch;
//! - **whether to keep it**: [`Context::code_of`](crate::pipeline::Context) keeps the
//!   contracted code only when it runs as many of the deepest statements in parallel loops.
//!
//! Every array considered gets a note (`-v`): its degrees, its storage and the cells and
//! bytes before and after, or why it keeps its storage.

use hedra_contract::{Contraction, Decision, Extent, Sharing, Storage, Timing};
use hedra_deps::privatize::MAX_PRIVATE_CELLS;
use hedra_ir::schedule_tree::{Node, ScheduleTree};
use hedra_ir::{Array, Scop};

use crate::budget::within_budget;
use crate::error::{Result, Stage};
use crate::notes::Note;
use crate::pipeline::Context;

/// A Scop whose temporaries were contracted.
pub(crate) struct Contracted {
    /// The Scop, with the contracted arrays' accesses moved to their new storage.
    pub scop: Scop,
    /// The storage that each iteration of a parallel loop owns (OpenMP `private`).
    pub private: Vec<String>,
    /// Whether some storage is on the heap (the code then needs a fallback).
    pub heap: bool,
    /// The contracted arrays declared outside the region, which the code no longer names.
    pub replaced: Vec<String>,
    /// Storage declared in a loop's body: `(time dimension, statements that access it,
    /// mark)` for [`hedra_ir::schedule_tree::ScheduleTree::with_mark_below`].
    pub marks: Vec<(usize, Vec<String>, String)>,
    /// C conditions under which the contracted code may run (sizes of storage declared in
    /// loops); the uncontracted code runs otherwise.
    pub guards: Vec<String>,
}

/// The most bytes of storage declared in a loop's body: each thread's copy lives on its
/// stack (8 MiB by default on Linux, and what the program itself needs besides).
pub const MAX_LOOP_STORAGE: u64 = 512 * 1024;

impl Context<'_> {
    /// `scop` with its dead temporaries contracted under `tree`, or `None` when none
    /// shrinks. Notes say what happened to each candidate.
    pub(crate) fn contracted(
        &self,
        scop: &Scop,
        tree: &ScheduleTree,
        notes: &mut Vec<Note>,
    ) -> Result<Option<Contracted>> {
        let held = held_by_bands(tree);
        let candidates: Vec<&Array> = scop
            .arrays
            .iter()
            .filter(|a| a.rank > 0 && a.dead_after && !a.scratch && !held.contains(&a.name))
            .collect();
        if candidates.is_empty() {
            return Ok(None);
        }
        let decisions = self.decisions(scop, tree, &candidates, notes)?;
        let mut result = Contracted {
            scop: scop.clone(),
            private: Vec::new(),
            heap: false,
            replaced: Vec::new(),
            marks: Vec::new(),
            guards: Vec::new(),
        };
        for (a, d) in candidates.iter().zip(decisions) {
            match d {
                Decision::Keep(why) => notes.push(Note::info(format!(
                    "array contraction: {} keeps its storage: {why}",
                    a.name
                ))),
                Decision::Contract(c) => {
                    let (name, storage) = result.add(scop, a, &c)?;
                    notes.push(Note::info(contracted_note(a, &c, &name, storage)));
                }
            }
        }
        Ok((result.scop != *scop).then_some(result))
    }

    /// What hedra-contract decides for each candidate under `tree`, under the budget.
    fn decisions(
        &self,
        scop: &Scop,
        tree: &ScheduleTree,
        candidates: &[&Array],
        notes: &mut Vec<Note>,
    ) -> Result<Vec<Decision>> {
        let budget = self.opts.request.budget;
        within_budget(Stage::Contraction, budget, notes, || {
            let schedule = tree.flatten()?;
            let dims = schedule.maps().first().map_or(0, |m| m.space().n_out());
            let timing = Timing {
                concurrent: tree.concurrent_dims(dims),
                schedule,
            };
            let flow = hedra_deps::dataflow::value_based(scop)?;
            let decide = |a: &&Array| {
                let full = |k: usize| a.constant_extent(k);
                let cells = MAX_PRIVATE_CELLS;
                hedra_contract::decide(scop, &flow, &timing, &a.name, &full, cells)
            };
            let all: std::result::Result<Vec<Decision>, _> =
                candidates.iter().map(decide).collect();
            Ok::<_, crate::Error>(all?)
        })
    }
}

impl Contracted {
    /// Moves array `a` (of the original `scop`) to its contracted storage: where it lives
    /// (see the [module documentation](self)), and what the code needs for it. Returns the
    /// storage's name and place.
    fn add(&mut self, scop: &Scop, a: &Array, c: &Contraction) -> Result<(String, Storage)> {
        let small = c
            .cells(|k| a.constant_extent(k))
            .is_some_and(|n| n <= MAX_PRIVATE_CELLS);
        let storage = match c.sharing {
            Sharing::PerIteration { .. } if !small => Storage::Loop,
            Sharing::PerIteration { .. } => Storage::Block,
            Sharing::Shared if small => Storage::Block,
            Sharing::Shared => Storage::Heap,
        };
        let name = self.scop.fresh_name(&format!("{}_c", a.name));
        self.scop = hedra_contract::apply(&self.scop, c, &name, storage)?;
        match (c.sharing, storage) {
            (Sharing::PerIteration { dim }, Storage::Loop) => {
                let (decl, guard) = loop_storage(&self.scop, &name)?;
                self.marks.push((dim, users(scop, &a.name), decl));
                self.guards.push(guard);
            }
            (Sharing::PerIteration { .. }, _) => self.private.push(name.clone()),
            _ => {}
        }
        self.heap |= storage == Storage::Heap;
        if !a.local {
            self.replaced.push(a.name.clone());
        }
        Ok((name, storage))
    }
}

/// The names of the statements that access `array`.
fn users(scop: &Scop, array: &str) -> Vec<String> {
    scop.statements
        .iter()
        .filter(|s| s.accesses.iter().any(|x| x.array == array))
        .map(|s| s.name.clone())
        .collect()
}

/// The `declare:` mark of storage `name` declared in a loop's body (`double t_c[32][n];`),
/// and the condition under which it may be: every extent positive, and at most
/// [`MAX_LOOP_STORAGE`] bytes in all (computed by divisions, which cannot overflow).
fn loop_storage(scop: &Scop, name: &str) -> Result<(String, String)> {
    let a = scop.array(name).ok_or_else(|| {
        hedra_contract::Error::Invalid(format!("the storage {name} is not in the Scop"))
    })?;
    let ty = a.element_type.clone().unwrap_or_default();
    let sizes = a.sizes.clone().filter(|s| !s.is_empty()).ok_or_else(|| {
        hedra_contract::Error::Invalid(format!("the storage {name} has no extents"))
    })?;
    let dims: String = sizes.iter().map(|s| format!("[{s}]")).collect();
    let decl = format!("{}{ty} {name}{dims};", hedra_codegen::DECLARE);
    let guard = hedra_codegen::print::size_guard(&ty, &sizes, Some(MAX_LOOP_STORAGE));
    Ok((decl, guard))
}

/// The arrays that some band makes private to its loop or reduces in parallel: their
/// names are in the tree, and stay as they are.
fn held_by_bands(tree: &ScheduleTree) -> Vec<String> {
    fn walk(n: &Node, out: &mut Vec<String>) {
        match n {
            Node::Band(b) => {
                out.extend(b.private.iter().flatten().cloned());
                out.extend(b.reductions.iter().flatten().map(|r| r.array.clone()));
                walk(&b.child, out);
            }
            Node::Domain { child, .. }
            | Node::Context { child, .. }
            | Node::Mark { child, .. }
            | Node::Extension { child, .. }
            | Node::Filter { child, .. } => walk(child, out),
            Node::Sequence(c) | Node::Set(c) => c.iter().for_each(|c| walk(c, out)),
            Node::Leaf => {}
        }
    }
    let mut out = Vec::new();
    walk(&tree.root, &mut out);
    out
}

/// The bytes of one element of a C type, for the ones whose size every LP64 target agrees on.
fn element_bytes(ty: Option<&str>) -> Option<u64> {
    let words: Vec<&str> = ty?
        .split_whitespace()
        .filter(|w| !hedra_ir::ctype::is_qualifier(w))
        .collect();
    Some(match words.as_slice() {
        ["double"] => 8,
        ["float"] => 4,
        ["char"] | ["signed", "char"] | ["unsigned", "char"] => 1,
        ["short"] | ["unsigned", "short"] => 2,
        ["int"] | ["unsigned"] | ["unsigned", "int"] => 4,
        ["long"] | ["unsigned", "long"] | ["long", "long"] | ["unsigned", "long", "long"] => 8,
        _ => return None,
    })
}

/// The note of a contracted array: degrees, storage, and size before and after.
fn contracted_note(a: &Array, c: &Contraction, name: &str, storage: Storage) -> String {
    let sizes = a.sizes.clone().unwrap_or_default();
    let size_of = |k: usize| sizes.get(k).cloned().unwrap_or_else(|| "?".into());
    let before: Vec<String> = (0..a.rank).map(size_of).collect();
    let after: Vec<String> = c
        .extents
        .iter()
        .enumerate()
        .map(|(k, e)| match e {
            Extent::Modulo(b) => b.to_string(),
            Extent::Full => size_of(k),
        })
        .collect();
    let shape = |v: &[String]| v.iter().map(|s| format!("[{s}]")).collect::<String>();
    let total = |v: &[String]| v.join(" * ");
    let sharing = match c.sharing {
        Sharing::Shared => "shared by the whole region".to_string(),
        Sharing::PerIteration { dim } => {
            format!("one per iteration (thread) of the parallel loop at time dimension {dim}")
        }
    };
    let place = match storage {
        Storage::Heap => "on the heap",
        Storage::Block => "on the stack",
        Storage::Loop => "on the stack of each iteration",
    };
    let cells_before = a.constant_cells();
    let cells_after = c.cells(|k| a.constant_extent(k));
    let bytes = match (
        cells_before,
        cells_after,
        element_bytes(a.element_type.as_deref()),
    ) {
        (Some(b), Some(f), Some(e)) => format!(" ({} bytes instead of {})", f * e, b * e),
        (None, Some(f), Some(e)) => format!(" ({} bytes)", f * e),
        _ => String::new(),
    };
    let mut text = format!(
        "array contraction: {}{} becomes {name}{} (degrees {}; {sharing}; {place}): {} cells instead of {}{bytes}",
        a.name,
        shape(&before),
        shape(&after),
        hedra_contract::degrees_text(&c.degrees),
        total(&after),
        total(&before),
    );
    for adj in &c.adjustments {
        text.push_str(&format!("; {adj}"));
    }
    text
}
