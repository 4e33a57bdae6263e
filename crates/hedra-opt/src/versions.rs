//! Versioning: a region compiled into a family of versions specialized to ranges of its
//! sizes, behind run-time dispatch (the R-Stream seed, sections 4.1 to 4.3).
//!
//! A decision that depends on the sizes, which are parameters known only at run time, is
//! taken as if they were large; where its test cannot be decided at compile time, the
//! decision *specializes* the version it is taken in (the seed's SPECIALIZE): a clone of
//! the version, under its context plus the constraint that the test fails, takes the
//! decision the other way. The clone joins the same family (a specialization of a
//! specialization is a sibling in the family, with the longer context), and a clone
//! whose context another version has already is dropped (a bad specialization). Only the
//! passes after the decision run again for the clone (the seed's default, "remaining
//! passes"), or, with [`crate::options::Versioning::full_mapping`], the whole pipeline on
//! the region under the clone's context (`Versions::parameter_context`: the seed's "full
//! mapping", which it leaves to future work). A cap
//! ([`crate::options::Versioning::max_versions`]) bounds the family.
//!
//! **The occupancy test** (the seed's section 4.2, with the thread count read at run
//! time): a loop runs in parallel only where its trip count is at least `c * p`, with `c`
//! the occupancy and `p` the threads (`omp_get_max_threads()`, or `--threads`). The trip
//! count is bounded by the size of the loop's parametric bounding box, as in the seed: the
//! range of its counter over the whole nest (`hedra_codegen::extent`), which for a loop
//! whose bounds read only parameters is `upper - lower + 1`, and for the point loop of a
//! tile at most the tile size or the loop's extent. The specialized version keeps that loop
//! sequential, so parallel placement moves to the next eligible loop inside it, which
//! may itself be tested, or the nest runs sequentially.
//!
//! **A family per loop nest.** The loop nests at the top of a region decide independently:
//! each gets a family of its own and its own dispatch (`Context::versioned`), unless they
//! share what the region's block declares (local or scratch arrays) or scalars that one
//! writes and another reads, or the versions are mapped again as whole regions. One family
//! for two nests would hold every combination of their versions, and its cap would stop
//! it before the second nest's loops are tested.
//!
//! **The model decides what it can.** Each constraint is also a set of parameter values
//! (hedra-presburger; the thread count is one more parameter, at least 1, unless
//! `--threads` fixes it), and the family knows the values the region may run at (the
//! Scop's context: `--context`, `#pragma hedra context`, the front end's facts). Within a
//! version's context, a test that can never fail is no test: the decision is taken the
//! other way in the version itself, with no clone; a test that can never hold makes no
//! clone (its context would be empty, the seed's dropped versions). The same questions
//! answer the dispatch's oracle: a path whose known constraints imply or exclude another
//! does not test it. A constraint without a set (a condition written only in C) is left
//! open, which keeps every answer sound.
//!
//! **Region versions.** Decisions of the whole region give versions from another step of
//! the pipeline (`RegionVersion`: the original order), in a family of their own around
//! the region's code (`Versions::of_region`); the parallel-placement families are
//! inside each version's code. Two decisions are made that way: whether the optimized
//! code pays at all, against the region's work (`--min-work`: fewer statement instances,
//! bounded by the bounding boxes of the loops, run the original order sequentially); and
//! time tiling against the data's footprint (`--cache-size`).
//!
//! **Decisions without versions.** Whether a parallel loop starts its threads, against
//! the work of one execution of it (`--min-parallel-work`), copies only that loop: a C
//! `if` chooses between the parallel loop and a copy without threads
//! (`hedra_codegen::work::require_work`), tested each time the loop is reached, in every
//! version.
//!
//! **Dispatch.** The versions' code is chosen at run time by a specialization tree or an
//! if/else chain, by the seed's rule (`hedra_codegen::dispatch`): a version whose context
//! holds, never one of whose specializations holds too. Each version's block starts with
//! a comment naming it (`/* version 1 of 3: loop c0 stays sequential */`; the parallelism
//! goes to the next eligible loop, if any, when the version's loops are placed again).

use hedra_codegen::dispatch::{self, Dispatch, Family, Oracle};
use hedra_codegen::{Ast, Macros};
use hedra_ir::Scop;
use hedra_presburger::{Cmp, Expr as PExpr, Formula, Int, RelationBuilder, Set, Space};

use crate::options::Versioning;

/// One version: the loops its decisions keep sequential, its context (indices of
/// constraints), the version it specializes, and what it decides otherwise.
#[derive(Clone, Debug)]
pub(crate) struct Version {
    /// Paths of the loops kept sequential (see [`Ast::parallel_loops`]).
    pub serial: Vec<Vec<usize>>,
    /// The constraints under which the version runs.
    pub context: Vec<usize>,
    /// The version it was specialized from.
    pub parent: Option<usize>,
    /// What the version does differently from its parent, for the notes.
    pub what: String,
}

/// The trip count of a loop whose bounds read only parameters.
#[derive(Clone, Debug)]
pub(crate) struct Trip {
    /// As C text.
    pub c: String,
    /// The macros the C text uses.
    pub macros: Macros,
    /// The loop's bounding box, whose size the C text computes.
    pub bounds: hedra_codegen::extent::Box,
}

/// A version of a whole region that another step of the pipeline gives (the untiled
/// schedule, the original order), and the condition under which it runs instead of the
/// code as requested.
#[derive(Clone, Debug)]
pub(crate) struct RegionVersion {
    /// Its code.
    pub code: String,
    /// The macros the code and the condition use.
    pub macros: Macros,
    /// Its context: a C condition over the parameters.
    pub context: String,
    /// Why the requested code does not pay there.
    pub reason: String,
    /// What the version is.
    pub what: String,
}

/// A family of versions and the constraints of their contexts.
#[derive(Clone, Debug, Default)]
pub(crate) struct Versions {
    /// The versions, the original decisions first.
    pub versions: Vec<Version>,
    /// Each constraint as a C condition over the parameters and [`THREADS`].
    pub constraints: Vec<String>,
    /// Each constraint as a set of parameter values (with [`THREADS`] among them where
    /// the thread count is read at run time), when it has one.
    pub sets: Vec<Option<Set>>,
    /// What each constraint says, for the notes.
    pub reasons: Vec<String>,
    /// The helper macros the constraints use.
    pub macros: Macros,
    /// The parameter values the region may run at (the Scop's context, and at least one
    /// thread), when known.
    pub context: Option<Set>,
}

/// The operations (see `hedra_presburger::budget`) one compile-time decision of a test may
/// take; past them the test is left to the dispatch.
const DECIDE_OPS: u64 = 20_000;

/// The C variable that holds the thread count in the dispatch.
pub(crate) const THREADS: &str = "hedra_threads";

/// What the model says of a constraint where some others hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decided {
    /// It never holds there: a version under it would never run.
    Never,
    /// It always holds there: the decision is taken at compile time.
    Always,
    /// It may hold or not: the dispatch tests it.
    Open,
}

/// The parameter set where `den * size < num * threads`, `size` being the size of the
/// box `bounds` (see [`hedra_codegen::extent::Box::size_in`]) and `threads` the constant
/// thread count, or the parameter [`THREADS`] after the Scop's `params` when `None`;
/// `None` when a bound reads a loop counter.
fn below_occupancy(
    params: &[String],
    threads: Option<u64>,
    bounds: &hedra_codegen::extent::Box,
    (num, den): (u64, u64),
) -> Option<Set> {
    let mut rb = RelationBuilder::new(Space::params(parameters(params, threads)?)).ok()?;
    let size = bounds.size_in(&mut rb)?;
    let threads = match threads {
        Some(t) => PExpr::constant(Int::from(i128::from(t))),
        None => rb.var(THREADS).ok()?,
    };
    let (size, room) = (
        size.scale(&Int::from(i128::from(den))),
        threads.scale(&Int::from(i128::from(num))),
    );
    rb.add_constraint(&Formula::compare(&size, Cmp::Lt, &room))
        .ok()?;
    rb.build().ok()
}

/// The Scop's parameters, and [`THREADS`] when the thread count is not the constant
/// `threads` (unless it is the Scop's last parameter already, as in a version mapped again
/// under its context); `None` when another parameter has that name.
fn parameters(params: &[String], threads: Option<u64>) -> Option<Vec<String>> {
    let mut names = params.to_vec();
    if threads.is_none() {
        match names.iter().position(|p| p == THREADS) {
            Some(k) if k + 1 == names.len() => {}
            Some(_) => return None,
            None => names.push(THREADS.to_string()),
        }
    }
    Some(names)
}

/// The context of a family: the Scop's, with at least one thread where the thread count is
/// read at run time.
fn family_context(scop: &Scop, threads: bool) -> Option<Set> {
    if !threads {
        return Some(scop.context.clone());
    }
    let mut rb = RelationBuilder::new(Space::params(parameters(&scop.params, None)?)).ok()?;
    let threads = rb.var(THREADS).ok()?;
    let one = PExpr::constant(Int::from(1));
    rb.add_constraint(&Formula::compare(&threads, Cmp::Ge, &one))
        .ok()?;
    let at_least_one = rb.build().ok()?;
    let params = at_least_one.space().params.clone();
    scop.context
        .align_params(&params)
        .ok()?
        .intersect(&at_least_one)
        .ok()
}

/// The dispatch's oracle: what the constraints' sets say within the family's context,
/// and, for constraints without one, what the path tested.
struct Presburger<'a>(&'a Versions);

impl Oracle for Presburger<'_> {
    fn implies(&self, known: &[usize], c: usize) -> bool {
        known.contains(&c) || self.0.decide(known, c) == Decided::Always
    }
    fn excludes(&self, known: &[usize], c: usize) -> bool {
        self.0.decide(known, c) == Decided::Never
    }
}

impl Versions {
    /// The family of `base` (the loops before parallel placement) under the occupancy
    /// test: `place` marks the parallel loops of an AST (the remaining pass), `trip` gives
    /// the size of the bounding box of the loop at a path (a bound on its trip count that
    /// reads only parameters, see `hedra_codegen::extent`), and `context` the
    /// parameter values the region may run at (see [`family_context`]). A test that the
    /// context decides is not versioned: never true, nothing changes; always true, the
    /// loop stays sequential in the version itself.
    pub fn by_occupancy(
        base: &Ast,
        opts: &Versioning,
        place: &dyn Fn(&mut Ast),
        trip: &dyn Fn(&[usize]) -> Option<Trip>,
        counter_prefix: &str,
        scop: &Scop,
    ) -> Versions {
        let mut fam = Versions::root();
        fam.context = family_context(scop, opts.threads.is_none());
        let mut next = 0;
        'versions: while next < fam.versions.len() && fam.versions.len() < opts.max_versions {
            let ast = fam.placed(base, next, place);
            for path in ast.parallel_loops() {
                let Some(trip) = trip(&path) else {
                    continue;
                };
                let counter = ast
                    .loop_at(&path)
                    .map_or(String::new(), |f| format!("{counter_prefix}{}", f.depth));
                let c = fam.constraint(&trip, opts, &counter, &scop.params);
                match fam.decide(&fam.versions[next].context, c) {
                    Decided::Never => {}
                    Decided::Always => {
                        // Too few iterations wherever this version runs: the loop stays
                        // sequential in the version itself, which is placed again.
                        fam.versions[next].serial.push(path);
                        continue 'versions;
                    }
                    Decided::Open => {
                        fam.macros.merge(trip.macros);
                        fam.specialize(next, (c, &counter), path, opts.max_versions);
                    }
                }
            }
            next += 1;
        }
        fam
    }

    /// What the sets of the constraints `known` and `c` say of `c` within the family's
    /// context: constraints without a set are left out (the region is then a superset,
    /// so `Never` and `Always` stay sound); `Open` when nothing is known, or when the
    /// operations budget runs out.
    fn decide(&self, known: &[usize], c: usize) -> Decided {
        let (Some(context), Some(Some(set))) = (&self.context, self.sets.get(c)) else {
            return Decided::Open;
        };
        let _budget = hedra_presburger::budget::Budget::start(DECIDE_OPS);
        let decided = self.decide_within(context, set, known);
        if hedra_presburger::budget::exceeded() {
            return Decided::Open;
        }
        decided
    }

    /// [`Versions::decide`] once its sets are found.
    fn decide_within(&self, context: &Set, set: &Set, known: &[usize]) -> Decided {
        let mut region = context.clone();
        for k in known {
            if let Some(Some(s)) = self.sets.get(*k) {
                match region.intersect(s) {
                    Ok(r) => region = r,
                    Err(_) => return Decided::Open,
                }
            }
        }
        match (region.intersect(set), region.is_subset(set)) {
            (Ok(both), _) if both.is_empty() => Decided::Never,
            (_, Ok(true)) => Decided::Always,
            _ => Decided::Open,
        }
    }

    /// A family of one version, the decisions as taken.
    fn root() -> Versions {
        Versions {
            versions: vec![Version {
                serial: Vec::new(),
                context: Vec::new(),
                parent: None,
                what: "the decisions as taken".into(),
            }],
            ..Versions::default()
        }
    }

    /// The family of a region's code as requested (version 0) and of `specials`, each a
    /// specialization of it under its own context (at most `max` versions in all; the
    /// first specializations are kept). Their conditions (a bound on the work, the arrays'
    /// bytes) are not affine, so the dispatch tests them all.
    pub fn of_region(specials: &[RegionVersion], max: usize) -> Versions {
        let mut fam = Versions::root();
        for s in specials.iter().take(max.saturating_sub(1)) {
            fam.macros.merge(s.macros);
            fam.sets.push(None);
            fam.constraints.push(s.context.clone());
            fam.reasons.push(s.reason.clone());
            fam.versions.push(Version {
                serial: Vec::new(),
                context: vec![fam.constraints.len() - 1],
                parent: Some(0),
                what: format!("{} runs", s.what),
            });
        }
        fam
    }

    /// The parameter values where version `v` runs: the family's context and the sets of
    /// the version's constraints, less where one of its specializations runs instead (the
    /// dispatch never runs a version whose specialization holds), over the Scop's
    /// parameters and, where the thread count is read at run time, [`THREADS`] after them.
    /// `None` when a constraint has no set, or when the operations budget runs out.
    pub fn parameter_context(&self, v: usize) -> Option<Set> {
        let _budget = hedra_presburger::budget::Budget::start(DECIDE_OPS);
        let set = |c: usize| self.sets.get(c)?.clone();
        let mut region = self.context.clone()?;
        for &c in &self.versions.get(v)?.context {
            region = region.intersect(&set(c)?).ok()?;
        }
        for w in self.versions.iter().filter(|w| w.parent == Some(v)) {
            for &c in w
                .context
                .iter()
                .filter(|c| !self.versions[v].context.contains(c))
            {
                region = region.subtract(&set(c)?).ok()?;
            }
        }
        (!hedra_presburger::budget::exceeded()).then_some(region)
    }

    /// The AST of version `v`: `base` with its sequential loops, then placed.
    pub fn placed(&self, base: &Ast, v: usize, place: &dyn Fn(&mut Ast)) -> Ast {
        let mut ast = base.clone();
        for path in &self.versions[v].serial {
            ast.set_serial(path);
        }
        place(&mut ast);
        ast
    }

    /// The index of the constraint "trip count below `c * threads`".
    fn constraint(
        &mut self,
        trip: &Trip,
        opts: &Versioning,
        counter: &str,
        params: &[String],
    ) -> usize {
        let (num, den) = opts.occupancy;
        let threads = opts
            .threads
            .map_or_else(|| THREADS.to_string(), |t| t.to_string());
        let below = |count: &str| match (num, den) {
            (1, 1) => format!("{count} < {threads}"),
            _ => format!("{den} * ({count}) < {num} * {threads}"),
        };
        let text = below(&trip.c);
        if let Some(k) = self.constraints.iter().position(|t| *t == text) {
            return k;
        }
        let set = below_occupancy(params, opts.threads, &trip.bounds, (num, den));
        self.sets.push(set);
        self.constraints.push(text);
        self.reasons.push(match (num, den) {
            (1, 1) => format!("loop {counter} has fewer iterations than threads"),
            (n, 1) => format!("loop {counter} has fewer than {n} iterations per thread"),
            (n, d) => format!("loop {counter} has fewer than {n}/{d} iterations per thread"),
        });
        self.constraints.len() - 1
    }

    /// SPECIALIZE: a clone of version `v` under its context and constraint `c`, keeping
    /// the loop at `path` (whose counter is `counter`) sequential; dropped when another
    /// version has that context, or when the family is full.
    fn specialize(&mut self, v: usize, (c, counter): (usize, &str), path: Vec<usize>, max: usize) {
        let mut context = self.versions[v].context.clone();
        if context.contains(&c) || self.versions.len() >= max {
            return;
        }
        context.push(c);
        context.sort_unstable();
        if self.versions.iter().any(|x| x.context == context) {
            return;
        }
        let mut serial = self.versions[v].serial.clone();
        serial.push(path);
        self.versions.push(Version {
            serial,
            context,
            parent: Some(v),
            what: format!("loop {counter} stays sequential"),
        });
    }

    /// The dispatch between the versions: the specialization tree (collapsed) or the
    /// chain, by the seed's rule; and whether it is the tree.
    pub fn dispatch(&self) -> Option<(Dispatch, bool)> {
        let contexts: Vec<Vec<usize>> = self.versions.iter().map(|v| v.context.clone()).collect();
        let parents: Vec<Option<usize>> = self.versions.iter().map(|v| v.parent).collect();
        let family = Family {
            contexts: &contexts,
            parents: &parents,
        };
        if dispatch::prefer_tree(&family) {
            dispatch::tree_gen(&Presburger(self), &family).map(|t| (dispatch::collapse(t), true))
        } else {
            dispatch::chain(&family).map(|c| (c, false))
        }
    }

    /// True when the dispatch reads the thread count: its variable ([`THREADS`]) is then
    /// declared around the versions' blocks.
    pub fn reads_threads(&self) -> bool {
        self.constraints.iter().any(|c| c.contains(THREADS))
    }

    /// The C statement that runs the version whose block is `blocks[v]`: the thread count
    /// read once (where a constraint reads it), then the dispatch. Each version's block
    /// starts with a comment `/* version K of N: what */` (tests count the versions that
    /// run by instrumenting these comments).
    pub fn code(&self, d: &Dispatch, blocks: &[String], ind: &str) -> String {
        let inner = format!("{ind}  ");
        let count = if self.reads_threads() {
            format!(
                "#ifdef _OPENMP\n{inner}extern int omp_get_max_threads(void);\n\
                 {inner}const long long {THREADS} = omp_get_max_threads();\n#else\n\
                 {inner}const long long {THREADS} = 1;\n#endif\n"
            )
        } else {
            String::new()
        };
        let n = blocks.len();
        let blocks: Vec<String> = blocks
            .iter()
            .zip(&self.versions)
            .enumerate()
            .map(|(k, (b, v))| {
                let b = b.replace('\n', "\n    ");
                format!(
                    "{{ /* version {k} of {n}: {} */\n{inner}  {b}\n{inner}}}",
                    v.what
                )
            })
            .collect();
        format!(
            "{{\n{count}{inner}{}\n{ind}}}",
            dispatch::to_c(d, &self.constraints, &blocks, &inner)
        )
    }

    /// One line per version for `-v`: its context and what it decides; `of` names what is
    /// versioned.
    pub fn describe(&self, tree: bool, of: &str) -> Vec<String> {
        let mut out = vec![format!(
            "versioning ({of}): {} versions, dispatched by {}",
            self.versions.len(),
            if tree {
                "a specialization tree"
            } else {
                "an if/else chain"
            }
        )];
        for (k, v) in self.versions.iter().enumerate() {
            let context: Vec<&str> = v
                .context
                .iter()
                .map(|&c| self.constraints[c].as_str())
                .collect();
            let why: Vec<&str> = v
                .context
                .iter()
                .map(|&c| self.reasons[c].as_str())
                .collect();
            out.push(match v.parent {
                None => {
                    format!("version {k}: the decisions as taken (where no specialization holds)")
                }
                Some(p) => format!(
                    "version {k} (specializes {p}) where `{}`: {}, so {}",
                    context.join(" && "),
                    why.join("; "),
                    v.what
                ),
            });
        }
        out
    }
}
