//! The pipeline of one region, and the policy that chooses between its outcomes.
//!
//! [`Context::compile`] lists the steps in one place:
//!
//! 1. the *relaxation chain*: the schedule as requested ([`Relaxation::Full`]); when a stage
//!    fails or runs out of budget, the scheduler's hyperplanes without tiling
//!    ([`Relaxation::Untiled`]), then without fusion ([`Relaxation::Distributed`]); then the
//!    original order ([`Relaxation::Original`]). Each
//!    step chooses a schedule tree ([`crate::schedule`]), scans it into loops, marks
//!    OpenMP loops and prints C, every stage under the operations budget;
//! 2. *region versions* ([`crate::versions`]): where a decision taken for large sizes
//!    does not pay at the sizes of a run, another step's code runs instead, chosen at run
//!    time: the original order where a time-tiled region's data fit in the cache. (The
//!    versions of parallel placement, the occupancy test, are made inside each step's code
//!    generation.)

use hedra_codegen::{Ast, CodeOptions, Macros};
use hedra_ir::schedule_tree::ScheduleTree;
use hedra_ir::Scop;

use crate::budget::within_budget;
use crate::error::{Error, Result, Stage};
use crate::notes::Note;
use crate::options::{Fuse, Options, ScheduleRequest, Splitting};
use crate::outline::Outliner;
use crate::privatize::Variant;
use crate::schedule::{schedule_at, Relaxation};
use crate::versions::{RegionVersion, Trip, Versions};

/// The code of one region.
#[derive(Clone, Debug)]
pub struct Output {
    /// The C block that replaces the region (without the helper macros).
    pub code: String,
    /// The helper macros (`floord`, `min`, ...) the block uses.
    pub macros: Macros,
    /// The schedule tree the code follows.
    pub tree: ScheduleTree,
    /// How far the request was relaxed to get it.
    pub relaxation: Relaxation,
    /// Whether the code chooses at run time between the time-tiled and the original order.
    pub versioned: bool,
    /// The code is the original order reached as a fallback, with no loop made parallel or
    /// vector and no scalar promoted: it does what the region's text does and nothing
    /// better, so a driver that has the text keeps it (see [`crate::source`]).
    pub plain_original: bool,
    /// A bound on the statement instances the code runs ([`hedra_codegen::work`]); `None`
    /// when a loop has no parametric bounding box.
    pub work: Option<hedra_codegen::work::WorkBound>,
}

/// What code generation may privatize: scalars that parallel loops may make private, and
/// the code to run instead when a scratch array cannot be allocated.
#[derive(Clone, Debug, Default)]
pub(crate) struct Private {
    /// Scalars that each thread of a parallel loop may own.
    pub scalars: Vec<String>,
    /// A C statement equivalent to the region without scratch arrays.
    pub fallback: Option<String>,
    /// Statements whose calls do not count as parallel work in [`Generated`]: the compute
    /// halves of split statements, so that a split statement counts once, as its
    /// reduction half.
    pub uncounted: Vec<usize>,
    /// Arrays that each thread of a parallel loop owns (contracted storage of one
    /// iteration, see [`crate::contract`]); vector lanes share them.
    pub per_thread: Vec<String>,
    /// Variables of the enclosing function that the region named and the code no longer
    /// does (arrays replaced by their contracted storage): each gets a `(void)name;`.
    pub unused: Vec<String>,
}

/// The code of one step, with what the choice between variants needs.
pub(crate) struct Generated {
    pub out: Output,
    /// The private scalars that kept a loop sequential.
    pub blocked: Vec<String>,
    /// Calls of the deepest statements inside parallel loops.
    pub parallel_work: usize,
    /// Outermost loops of the code (see [`hedra_codegen::Ast::outer_loops`]).
    pub outer_loops: usize,
}

impl Generated {
    /// True when `self` is better than `other`: more of the deepest statements in parallel
    /// loops, or as many in fewer outermost loops (more fusion: fewer sweeps over the data).
    fn beats(&self, other: &Generated) -> bool {
        (self.parallel_work, std::cmp::Reverse(self.outer_loops))
            > (other.parallel_work, std::cmp::Reverse(other.outer_loops))
    }
}

/// One region on its way through the pipeline: the model, the options and the notes the
/// steps leave for the user.
pub struct Context<'a> {
    pub(crate) scop: &'a Scop,
    pub(crate) opts: &'a Options,
    pub(crate) code: CodeOptions,
    /// Where long versions move into functions of their own ([`crate::outline`]); `None`
    /// keeps every version in the region's block.
    pub(crate) outliner: Option<&'a Outliner>,
    /// What was decided and why, in order.
    pub notes: Vec<Note>,
}

impl<'a> Context<'a> {
    /// A context that prints code with `code`'s layout and names.
    pub fn new(scop: &'a Scop, opts: &'a Options, code: CodeOptions) -> Context<'a> {
        let code = CodeOptions {
            vector_types: code.vector_types && opts.vector_types,
            ..code
        };
        Context {
            scop,
            opts,
            code,
            outliner: None,
            notes: Vec::new(),
        }
    }

    /// This context, with long versions moved into functions by `outliner` (see
    /// [`crate::outline`]): the caller inserts [`Outliner::used_definitions`] at its site.
    pub fn with_outliner(self, outliner: &'a Outliner) -> Context<'a> {
        Context {
            outliner: Some(outliner),
            ..self
        }
    }

    /// Each of `blocks` (the versions of one family) that may move into a function of its
    /// own, replaced by a call to it ([`crate::outline`]).
    /// True when one moved.
    fn outlined(
        &self,
        (family, blocks): (&Versions, &mut [String]),
        keep_used: &[String],
        notes: &mut Vec<Note>,
    ) -> bool {
        let Some(outliner) = self.outliner else {
            return false;
        };
        let n = blocks.len();
        let mut moved = false;
        let threads = family.reads_threads();
        for (k, b) in blocks.iter_mut().enumerate() {
            let what = format!("version {k} of {n}");
            let code = outliner.outline(self.scop, (b, &what), keep_used, threads, notes);
            moved |= code != *b;
            *b = code;
        }
        moved
    }

    /// Runs the pipeline: the relaxation chain, then footprint versioning.
    pub fn compile(&mut self) -> Result<Output> {
        if self.scop.context.is_empty() {
            let given = match self.opts.context.as_slice() {
                [] => "its `#pragma hedra context` lines".to_string(),
                c => format!(
                    "`{}` (--context) and its `#pragma hedra context` lines",
                    c.join(" && ")
                ),
            };
            return Err(Error::EmptyContext(given));
        }
        for w in &self.scop.warnings {
            self.notes
                .push(Note::warning_at(w.line, w.col, w.message.clone()));
        }
        if !self.scop.assumptions.is_empty() {
            self.notes.push(Note::info(format!(
                "the model assumes {}: the code checks it at run time, and the region runs as written where it fails",
                self.scop.assumptions.join(" && ")
            )));
        }
        let out = self.relaxation_chain()?;
        Ok(self.specialized(out))
    }

    /// The steps to try, in order: the request, the untiled hyperplanes when the request
    /// tiles or parallelizes the scheduler's result, the distributed hyperplanes when it
    /// fuses, and the original order unless it was the request.
    fn steps(&self) -> Vec<Relaxation> {
        let req = &self.opts.request;
        let mut steps = vec![Relaxation::Full];
        let scheduled = req.schedule.is_none() && !req.original;
        if scheduled && (req.tile.is_some() || req.parallel) {
            steps.push(Relaxation::Untiled);
        }
        if scheduled && req.fuse != crate::options::Fuse::No {
            steps.push(Relaxation::Distributed);
        }
        if req.schedule.is_some() || !req.original {
            steps.push(Relaxation::Original);
        }
        steps
    }

    /// The first step of [`Context::steps`] that gives code. A failed step leaves a
    /// warning that names the next; its own notes are kept only for the first step (or
    /// with `verbose`).
    fn relaxation_chain(&mut self) -> Result<Output> {
        let steps = self.steps();
        let mut k = 0;
        loop {
            let relax = steps[k];
            let mut step_notes = Vec::new();
            let result = self.code_at(relax, &mut step_notes);
            if k == 0 || self.opts.verbose {
                self.notes.append(&mut step_notes);
            }
            let e = match result {
                Ok(out) => return Ok(out),
                Err(e) => e,
            };
            k += 1;
            // The untiled schedule repeats the dependence analysis and the hyperplane
            // search: when either ran out of budget, go straight to the original order.
            while e.is_search_out_of_budget()
                && matches!(
                    steps.get(k),
                    Some(Relaxation::Untiled | Relaxation::Distributed)
                )
            {
                k += 1;
            }
            let next = match steps.get(k) {
                Some(Relaxation::Untiled) => "trying the untiled schedule",
                Some(Relaxation::Distributed) => "trying the distributed schedule",
                Some(_) => "original schedule kept",
                None => return Err(e),
            };
            self.notes.push(Note::warning(format!(
                "the {} schedule failed ({e}); {next}",
                relax.adjective()
            )));
        }
    }

    /// One step: the schedule tree at `relax`, its loops (parallel marks included) and
    /// their C text, each stage under the operations budget. Where scalars can be
    /// privatized ([`crate::privatize`]), the privatized code is taken when it runs more
    /// of the deepest statements' instances in parallel loops than the plain code, or as many
    /// in fewer outermost loops; where statements can be split ([`crate::split`]), the
    /// split code is taken under the same condition.
    pub(crate) fn code_at(&self, relax: Relaxation, notes: &mut Vec<Note>) -> Result<Output> {
        if !self.splitting_applies(relax) {
            return Ok(self.unsplit_code_at(relax, notes)?.out);
        }
        let mut unsplit_notes = Vec::new();
        let unsplit = self.unsplit_code_at(relax, &mut unsplit_notes);
        let fallback = unsplit
            .as_ref()
            .ok()
            .map(|p| (p.out.code.clone(), p.out.macros));
        let mut split_notes = Vec::new();
        let why = match self.split_code_at(relax, fallback, &mut split_notes) {
            Ok(Some(s))
                if self.opts.request.split == Splitting::Always
                    || unsplit.as_ref().map_or(true, |u| s.beats(u)) =>
            {
                notes.append(&mut split_notes);
                return Ok(s.out);
            }
            Ok(Some(_)) => Some(Note::info(
                "splitting not applied: it makes no more of the deepest statements parallel, nor fuses more",
            )),
            Ok(None) => None,
            Err(e) => Some(Note::info(format!("splitting skipped ({e})"))),
        };
        notes.append(&mut unsplit_notes);
        notes.extend(why);
        Ok(unsplit?.out)
    }

    /// [`Context::code_at`] without statement splitting.
    fn unsplit_code_at(&self, relax: Relaxation, notes: &mut Vec<Note>) -> Result<Generated> {
        if !self.privatization_applies(relax) {
            return self.plain_code_at(relax, notes);
        }
        let mut plain_notes = Vec::new();
        let plain = self.plain_code_at(relax, &mut plain_notes);
        let fallback = plain
            .as_ref()
            .ok()
            .map(|p| (p.out.code.clone(), p.out.macros));
        let mut why = Vec::new();
        for variant in [Variant::Requested, Variant::Fused] {
            let mut private_notes = Vec::new();
            match self.privatized_code_at(relax, variant, fallback.clone(), &mut private_notes) {
                Ok(Some(p)) if plain.as_ref().map_or(true, |plain| p.beats(plain)) => {
                    notes.append(&mut private_notes);
                    return Ok(p);
                }
                Ok(Some(_)) => why.push(Note::info(
                    "privatization not applied: it makes no more of the deepest statements parallel, nor fuses more",
                )),
                Ok(None) => why.extend(
                    private_notes
                        .into_iter()
                        .filter(|n| n.text.starts_with("privatization")),
                ),
                Err(e) => why.push(Note::info(format!("privatization skipped ({e})"))),
            }
        }
        notes.append(&mut plain_notes);
        why.dedup_by(|a, b| a.text == b.text);
        notes.extend(why);
        plain
    }

    /// [`Context::code_at`] without privatization. Where smart fusion cut between
    /// statements for no deeper band, the schedule that keeps them fused
    /// ([`crate::Fuse::SmartKeep`]) is generated too, and taken when it beats the other
    /// ([`Generated::beats`]: more parallel work, or as much in fewer sweeps).
    fn plain_code_at(&self, relax: Relaxation, notes: &mut Vec<Note>) -> Result<Generated> {
        let mut plain_notes = Vec::new();
        let request = &self.opts.request;
        let scheduled = schedule_at(self.scop, request, relax, &mut plain_notes)?;
        let plain = self.code_of(
            self.scop,
            scheduled.tree,
            relax,
            &Private::default(),
            &mut plain_notes,
        );
        let plain = match plain {
            Ok(p) if scheduled.separated_for_no_band => p,
            other => {
                notes.append(&mut plain_notes);
                return other;
            }
        };
        let keep = ScheduleRequest {
            fuse: Fuse::SmartKeep,
            ..request.clone()
        };
        let mut kept_notes = Vec::new();
        let kept = schedule_at(self.scop, &keep, relax, &mut kept_notes).and_then(|s| {
            self.code_of(
                self.scop,
                s.tree,
                relax,
                &Private::default(),
                &mut kept_notes,
            )
        });
        match kept {
            Ok(k) if k.beats(&plain) => {
                notes.append(&mut kept_notes);
                notes.push(Note::info(
                    "fusion: statements that a cut would give no deeper band stay fused (more parallel work or fewer sweeps)",
                ));
                Ok(k)
            }
            _ => {
                notes.append(&mut plain_notes);
                Ok(plain)
            }
        }
    }

    /// What runs when a scratch array cannot be allocated: nothing when there is none
    /// (`scratch` false), else `given` (the code without the transformation that needs
    /// them), or the original order's code.
    pub(crate) fn scratch_fallback(
        &self,
        scratch: bool,
        given: Option<(String, Macros)>,
    ) -> Result<Option<(String, Macros)>> {
        Ok(match (scratch, given) {
            (false, _) => None,
            (true, Some(f)) => Some(f),
            (true, None) => {
                let orig = self.code_at(Relaxation::Original, &mut Vec::new())?;
                Some((orig.code, orig.macros))
            }
        })
    }

    /// [`Context::code_of`] with `instead` (see [`Context::scratch_fallback`]) as the code
    /// that runs when a scratch array cannot be allocated.
    pub(crate) fn code_with_fallback(
        &self,
        scop: &Scop,
        tree: ScheduleTree,
        relax: Relaxation,
        mut private: Private,
        instead: Option<(String, Macros)>,
        notes: &mut Vec<Note>,
    ) -> Result<Generated> {
        private.fallback = instead.as_ref().map(|f| f.0.clone());
        let mut generated = self.code_of(scop, tree, relax, &private, notes)?;
        if let Some((_, macros)) = instead {
            generated.out.macros.merge(macros);
        }
        Ok(generated)
    }

    /// The code of `scop` in the order of `tree` ([`Context::loops_of`]), with its dead
    /// temporaries contracted where the schedule allows ([`crate::contract`]). The
    /// contracted code is kept when it runs as many of the deepest statements in parallel
    /// loops as the uncontracted code, which is also what runs when heap storage cannot be
    /// allocated (unless `private` gives a fallback already).
    pub(crate) fn code_of(
        &self,
        scop: &Scop,
        tree: ScheduleTree,
        relax: Relaxation,
        private: &Private,
        notes: &mut Vec<Note>,
    ) -> Result<Generated> {
        let plain = self.loops_of(scop, tree.clone(), relax, private, notes)?;
        if !self.opts.contraction {
            return Ok(plain);
        }
        let mut contract_notes = Vec::new();
        let contracted = match self.contracted(scop, &tree, &mut contract_notes) {
            Ok(Some(c)) => c,
            Ok(None) => {
                notes.extend(contract_notes.into_iter().filter(about_contraction));
                return Ok(plain);
            }
            Err(e) => {
                notes.push(Note::info(format!("array contraction skipped ({e})")));
                return Ok(plain);
            }
        };
        let mut with = private.clone();
        with.per_thread.extend(contracted.private.iter().cloned());
        with.unused.extend(contracted.replaced.iter().cloned());
        if contracted.heap && with.fallback.is_none() {
            with.fallback = Some(plain.out.code.clone());
        }
        let generated = contracted
            .marks
            .iter()
            .try_fold(tree, |t, (dim, names, mark)| {
                t.with_mark_below(*dim, names, mark)
            })
            .map_err(Error::from)
            .and_then(|t| self.loops_of(&contracted.scop, t, relax, &with, &mut contract_notes));
        let mut gen = match generated {
            Ok(g) => g,
            Err(e) => {
                notes.push(Note::info(format!("array contraction not applied: {e}")));
                return Ok(plain);
            }
        };
        if gen.parallel_work < plain.parallel_work {
            notes.push(Note::info(
                "array contraction not applied: the contracted code runs fewer of the deepest statements in parallel",
            ));
            return Ok(plain);
        }
        if !contracted.guards.is_empty() {
            let ind = &self.code.indent;
            let guard = contracted.guards.join(" && ");
            gen.out.code = run_time_choice(&guard, &gen.out.code, &plain.out.code, ind);
        }
        gen.out.macros.merge(plain.out.macros);
        gen.blocked.retain(|b| !contracted.private.contains(b));
        notes.extend(contract_notes.into_iter().filter(about_contraction));
        Ok(gen)
    }

    /// The loops of `scop` in the order of `tree`, their parallel marks and their C text.
    /// The scalars of `private.scalars` may be private to parallel loops; those that kept
    /// a loop sequential are returned (see [`hedra_codegen::mark_parallel`]).
    pub(crate) fn loops_of(
        &self,
        scop: &Scop,
        tree: ScheduleTree,
        relax: Relaxation,
        private: &Private,
        notes: &mut Vec<Note>,
    ) -> Result<Generated> {
        let opts = self.opts;
        let gen = hedra_codegen::Options {
            full_tiles: opts.full_tiles,
            // Only loops under an `unroll` mark of the schedule tree are unrolled (register
            // blocks of up to 64 iterations per member).
            unroll: 65,
            promote: opts.promote,
        };
        let mut ast = within_budget(Stage::CodeGeneration, opts.request.budget, notes, || {
            hedra_codegen::generate_with(scop, &tree, &gen)
        })?;
        let base = ast.clone();
        let mut blocked = Vec::new();
        // Parallel loops start their threads only for enough work each time (a run-time
        // decision, part of versioning).
        let min_work = match opts.versioning.enabled {
            true => opts.versioning.min_parallel_work,
            false => 0,
        };
        if opts.parallel {
            blocked = hedra_codegen::mark_parallel_with(
                &mut ast,
                scop,
                &private.scalars,
                &private.per_thread,
            );
            hedra_codegen::work::require_work(&mut ast, min_work);
        }
        let st = ast.stats();
        if opts.verbose {
            notes.push(Note::info(format!(
                "generated {} loops, {} guards ({} in innermost loops), {} statement copies, {} promoted scalars",
                st.loops, st.guards, st.innermost_guards, st.calls, st.promoted
            )));
            let untyped: Vec<&str> = scop
                .arrays
                .iter()
                .filter(|a| a.rank > 0 && a.element_type.is_none())
                .map(|a| a.name.as_str())
                .collect();
            if opts.promote && !untyped.is_empty() {
                notes.push(Note::info(format!(
                    "unknown element type: {} (declared through macros or in a header that was not read; give the preprocessor's -I and -D options): promoted elements are declared with `__typeof__`, and the other decisions that need the type (vector types, reductions that the type makes exact) are not taken",
                    untyped.join(", ")
                )));
            }
        }
        let fallback = private.fallback.as_deref();
        let mut layout = self.code.clone();
        layout.keep_used.extend(private.unused.iter().cloned());
        let (mut code, mut macros) =
            hedra_codegen::print::region_code_with_fallback(&ast, scop, &layout, fallback)
                .map_err(Error::CodeGeneration)?;
        if opts.parallel && opts.versioning.enabled {
            let place = |a: &mut Ast| {
                hedra_codegen::mark_parallel_with(a, scop, &private.scalars, &private.per_thread);
                hedra_codegen::work::require_work(a, min_work);
            };
            let root = (code.as_str(), fallback);
            if let Some((c, m)) = self.versioned(scop, &base, &place, root, &layout, notes)? {
                code = c;
                macros.merge(m);
            }
        }
        let out = Output {
            code,
            macros,
            tree,
            relaxation: relax,
            versioned: false,
            plain_original: relax == Relaxation::Original && st.marked == 0 && st.promoted == 0,
            work: hedra_codegen::work::WorkBound::of(&ast),
        };
        let deepest = scop.statements.iter().map(|s| s.iterators.len()).max();
        let deep: Vec<bool> = scop
            .statements
            .iter()
            .enumerate()
            .map(|(k, s)| Some(s.iterators.len()) == deepest && !private.uncounted.contains(&k))
            .collect();
        Ok(Generated {
            out,
            blocked,
            parallel_work: ast.parallel_calls(&deep),
            outer_loops: ast.outer_loops(),
        })
    }

    /// The versions of the loops `base` by the occupancy test ([`crate::versions`]), when
    /// there are several: the dispatch between their code (`root` is the code of the
    /// decisions as taken, `root.1` the scratch arrays' fallback) and its macros.
    ///
    /// Each loop nest of the region's top level gets a family of its own, when the nests
    /// share nothing that the region's block declares (no local or scratch arrays, no
    /// fallback) nor scalars that one nest writes and another reads (the C compiler's
    /// analysis of their initialization loses track across the separate dispatches), and
    /// the versions are not mapped again as whole regions: the decisions of one nest do not
    /// depend on another's, and one family for all would combine them (its versions
    /// multiply, and its cap stops it before it has tested every nest's loops).
    fn versioned(
        &self,
        scop: &Scop,
        base: &Ast,
        place: &dyn Fn(&mut Ast),
        root: (&str, Option<&str>),
        layout: &CodeOptions,
        notes: &mut Vec<Note>,
    ) -> Result<Option<(String, Macros)>> {
        let shared = scop.arrays.iter().any(|a| a.local || a.scratch)
            || root.1.is_some()
            || scop.writes_scalar();
        if base.body.len() < 2 || shared || self.opts.versioning.full_mapping {
            return self.family_code(scop, base, place, root, layout, notes);
        }
        let ind = &layout.indent;
        let inner = format!("{ind}{}", layout.step);
        let nested = CodeOptions {
            indent: inner.clone(),
            keep_used: Vec::new(),
            ..layout.clone()
        };
        let mut out = "{\n".to_string();
        for v in &layout.keep_used {
            out.push_str(&format!("{inner}(void){v};\n"));
        }
        let (mut macros, mut versioned) = (Macros::default(), false);
        for node in &base.body {
            let nest = Ast {
                body: vec![node.clone()],
            };
            let mut placed = nest.clone();
            place(&mut placed);
            let (plain, m) =
                hedra_codegen::print::region_code_with_fallback(&placed, scop, &nested, None)
                    .map_err(Error::CodeGeneration)?;
            macros.merge(m);
            let (code, m) =
                match self.family_code(scop, &nest, place, (&plain, None), &nested, notes)? {
                    Some(c) => {
                        versioned = true;
                        c
                    }
                    None => (plain, Macros::default()),
                };
            macros.merge(m);
            out.push_str(&format!("{inner}{code}\n"));
        }
        out.push_str(&format!("{ind}}}"));
        Ok(versioned.then_some((out, macros)))
    }

    /// The family of versions of the loops `base` (see [`Context::versioned`]), when it has
    /// several versions or its root keeps loops sequential: the dispatch's code and macros.
    fn family_code(
        &self,
        scop: &Scop,
        base: &Ast,
        place: &dyn Fn(&mut Ast),
        root: (&str, Option<&str>),
        layout: &CodeOptions,
        notes: &mut Vec<Note>,
    ) -> Result<Option<(String, Macros)>> {
        let opts = &self.opts.versioning;
        let boxes = hedra_codegen::extent::boxes(base);
        let trip = |path: &[usize]| {
            let (_, b) = boxes.iter().find(|(p, _)| p == path)?;
            let b = b.as_ref()?;
            let (c, macros) = hedra_codegen::print::box_size(b, scop, &self.code)?;
            Some(Trip {
                c,
                macros,
                bounds: b.clone(),
            })
        };
        let prefix = &layout.counter_prefix;
        let family = Versions::by_occupancy(base, opts, place, &trip, prefix, scop);
        let print = |v: usize| {
            let ast = family.placed(base, v, place);
            hedra_codegen::print::region_code_with_fallback(&ast, scop, layout, root.1)
                .map_err(Error::CodeGeneration)
        };
        // The decisions as taken, unless the context took some of them the other way.
        let first = match family.versions[0].serial.is_empty() {
            true => (root.0.to_string(), Macros::default()),
            false => print(0)?,
        };
        if family.versions.len() < 2 {
            return Ok((!family.versions[0].serial.is_empty()).then_some(first));
        }
        let Some((dispatch, tree)) = family.dispatch() else {
            return Ok(None);
        };
        let mut macros = family.macros;
        macros.merge(first.1);
        let mut blocks = vec![first.0];
        let mut again = 0;
        // The versions mapped again share one operations budget (see
        // `FULL_MAPPING_BUDGETS`); past it, the others take the remaining passes.
        let mut left = match self.opts.request.budget {
            0 => u64::MAX,
            b => b.saturating_mul(FULL_MAPPING_BUDGETS),
        };
        for v in 1..family.versions.len() {
            let mapped = match opts.full_mapping && left > 0 {
                true => {
                    let _guard = hedra_presburger::budget::Budget::start(left);
                    let code = self.mapped_again(&family, v);
                    let out = hedra_presburger::budget::exceeded();
                    left = match out {
                        true => 0,
                        false => left.saturating_sub(hedra_presburger::budget::used()),
                    };
                    code.filter(|_| !out)
                }
                false => None,
            };
            again += usize::from(mapped.is_some());
            let (code, m) = match mapped {
                Some(code) => code,
                None => print(v)?,
            };
            blocks.push(code);
            macros.merge(m);
        }
        if self.opts.verbose {
            notes.extend(
                family
                    .describe(tree, "parallel loops")
                    .into_iter()
                    .map(Note::info),
            );
            if opts.full_mapping {
                notes.push(Note::info(format!(
                    "full mapping: {again} of {} specialized versions mapped again from the start under their contexts (the others, past its operations budget or without a context set: the remaining passes)",
                    family.versions.len() - 1
                )));
            }
        }
        macros.outlined |= self.outlined((&family, &mut blocks), &layout.keep_used, notes);
        let code = family.code(&dispatch, &blocks, &layout.indent);
        Ok(Some((code, macros)))
    }

    /// Version `v` of `family` mapped again from the start ([`crate::options::Versioning::full_mapping`]):
    /// the whole pipeline on the region with the version's context added to the Scop's
    /// (the thread count, where it is read at run time, as one more parameter), so that the
    /// scheduler, code generation and the occupancy tests know that its sizes are small (a
    /// test that the context decides is no longer a version). The region's own
    /// versions (`--min-work`) and another full mapping are not repeated inside. `None` when
    /// the context has no set or the pipeline fails: the remaining passes then run.
    fn mapped_again(&self, family: &Versions, v: usize) -> Option<(String, Macros)> {
        let context = family.parameter_context(v)?;
        let mut scop = self.scop.clone();
        // The thread count read at run time becomes a parameter of the region (the
        // dispatch's variable, in scope in every version's block).
        scop.params = context.space().params.clone();
        scop.context = scop
            .context
            .align_params(&scop.params)
            .ok()?
            .intersect(&context)
            .ok()?;
        let mut opts = self.opts.clone();
        opts.versioning.full_mapping = false;
        opts.versioning.min_work = 0;
        opts.verbose = false;
        let out = Context::new(&scop, &opts, self.code.clone())
            .compile()
            .ok()?;
        Some((out.code, out.macros))
    }

    /// The code as requested, specialized where a decision taken for large sizes does not
    /// pay at the sizes of a run ([`crate::versions`]): the original order where a
    /// time-tiled region's data fit in the cache ([`Context::footprint_version`]), chosen at
    /// run time by the seed's dispatch. Off with `--no-versioning`.
    fn specialized(&mut self, root: Output) -> Output {
        let opts = &self.opts.versioning;
        if !opts.enabled || root.relaxation != Relaxation::Full {
            return root;
        }
        let specials: Vec<RegionVersion> =
            [self.small_work_version(), self.footprint_version(&root)]
                .into_iter()
                .flatten()
                .collect();
        let family = Versions::of_region(&specials, opts.max_versions);
        if family.versions.len() < 2 {
            return root;
        }
        let Some((dispatch, tree)) = family.dispatch() else {
            return root;
        };
        for s in specials.iter().take(family.versions.len() - 1) {
            self.notes.push(Note::info(format!(
                "{} runs where `{}` ({})",
                s.what, s.context, s.reason
            )));
        }
        if self.opts.verbose {
            let lines = family.describe(tree, "the region");
            self.notes.extend(lines.into_iter().map(Note::info));
        }
        let mut blocks = vec![root.code.clone()];
        blocks.extend(specials.iter().map(|s| s.code.clone()));
        let mut notes = Vec::new();
        let moved = self.outlined((&family, &mut blocks), &self.code.keep_used, &mut notes);
        self.notes.extend(notes);
        let mut macros = root.macros;
        macros.merge(family.macros);
        macros.outlined |= moved;
        Output {
            code: family.code(&dispatch, &blocks, &self.code.indent),
            macros,
            versioned: true,
            plain_original: false,
            ..root
        }
    }

    /// Threads, tiles and register blocks pay only for enough work: where the region runs
    /// fewer than `--min-work` statement instances (bounded by the bounding boxes of the
    /// original order's loops), the original order runs sequentially, as the C compiler
    /// would run the region as written. `None` when the bound has no C form.
    fn small_work_version(&self) -> Option<RegionVersion> {
        let min = self.opts.versioning.min_work;
        if min == 0 || self.opts.request.original && self.opts.request.schedule.is_none() {
            return None;
        }
        let mut o = self.opts.clone();
        o.parallel = false;
        o.request.parallel = false;
        o.versioning.enabled = false;
        let cx = Context::new(self.scop, &o, self.code.clone());
        let orig = cx.code_at(Relaxation::Original, &mut Vec::new()).ok()?;
        let (context, mut macros) = orig.work?.below(min, self.scop, &self.code)?;
        macros.merge(orig.macros);
        Some(RegionVersion {
            code: orig.code,
            macros,
            context,
            reason: format!("fewer than {min} statement instances"),
            what: "the original order, sequential,".into(),
        })
    }

    /// Time tiling pays only when the data do not fit in the cache (`--cache-size`):
    /// otherwise the original order (untiled, unskewed, vectorizable inner loops) runs,
    /// chosen from the declared array sizes. For a full schedule with a skewed tile band
    /// whose arrays' sizes are known, when the original order gives code.
    fn footprint_version(&self, root: &Output) -> Option<RegionVersion> {
        let size = self.opts.cache_size;
        if size == 0 || !hedra_sched::has_skewed_tiling(&root.tree) {
            return None;
        }
        let exceeds = hedra_codegen::print::footprint_exceeds(self.scop, size)?;
        let orig = self.code_at(Relaxation::Original, &mut Vec::new()).ok()?;
        Some(RegionVersion {
            code: orig.code,
            macros: orig.macros,
            context: format!("!({exceeds})"),
            reason: format!("the arrays fit in {size} bytes"),
            what: "the original order".into(),
        })
    }
}

/// The operations that full mapping may spend on one family's versions, in stage budgets
/// (`--budget`): each version mapped again runs the whole pipeline, whose decisions under
/// the version's context may cost more than the region's own compilation (a generated
/// program took 23 million operations for one version, against 113 thousand for the
/// region).
const FULL_MAPPING_BUDGETS: u64 = 2;

/// `if (cond) then else otherwise`, two blocks chosen at run time, at indentation `ind`.
/// Nested choices stay unambiguous: each `if` has its `else`.
fn run_time_choice(cond: &str, then: &str, otherwise: &str, ind: &str) -> String {
    format!("if ({cond})\n{ind}{then}\n{ind}else\n{ind}{otherwise}")
}

/// True for the notes of array contraction (not those of the code generation it repeats).
fn about_contraction(n: &Note) -> bool {
    n.text.starts_with("array contraction") || n.text.starts_with("budget: array contraction")
}

/// Optimizes one Scop with default names and layout (`c0, c1, ..` counters, no
/// indentation). [`Context`] gives the notes too, and other names. The code computes what
/// the region computes where the Scop's [`Scop::assumptions`] hold; [`crate::optimize_source`]
/// checks them at run time and runs the region as written elsewhere.
pub fn optimize(scop: &Scop, opts: &Options) -> Result<Output> {
    let mut notes = Vec::new();
    let normal = crate::scalars::normalized(scop, opts, &mut notes);
    let mut cx = Context::new(
        normal.as_ref().unwrap_or(scop),
        opts,
        CodeOptions::default(),
    );
    cx.notes = notes;
    cx.compile()
}
