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
//! passes"). A cap ([`crate::options::Versioning::max_versions`]) bounds the family.
//!
//! **The occupancy test** (the seed's section 4.2, with the thread count read at run
//! time): a loop runs in parallel only where its trip count is at least `c * p`, with `c`
//! the occupancy and `p` the threads (`omp_get_max_threads()`, or `--threads`). The trip
//! count of a loop whose bounds read only parameters is `upper - lower + 1` (its
//! parametric bounding box, as in the seed). The specialized version keeps that loop
//! sequential, so parallel placement moves to the next eligible loop inside it, which
//! may itself be tested, or the nest runs sequentially.
//!
//! **Dispatch.** The versions' code is chosen at run time by a specialization tree or an
//! if/else chain, by the seed's rule (`hedra_codegen::dispatch`): a version whose context
//! holds, never one of whose specializations holds too.

use hedra_codegen::dispatch::{self, Dispatch, Family, Oracle};
use hedra_codegen::{Ast, Macros};

use crate::options::Versioning;

/// One version: the loops its decisions keep sequential, its context (indices of
/// constraints), and the version it specializes.
#[derive(Clone, Debug)]
pub(crate) struct Version {
    /// Paths of the loops kept sequential (see [`Ast::parallel_loops`]).
    pub serial: Vec<Vec<usize>>,
    /// The constraints under which the version runs.
    pub context: Vec<usize>,
    /// The version it was specialized from.
    pub parent: Option<usize>,
}

/// A family of versions and the constraints of their contexts.
#[derive(Clone, Debug, Default)]
pub(crate) struct Versions {
    /// The versions, the original decisions first.
    pub versions: Vec<Version>,
    /// Each constraint as a C condition over the parameters and [`THREADS`].
    pub constraints: Vec<String>,
    /// What each constraint says, for the notes.
    pub reasons: Vec<String>,
    /// The helper macros the constraints use.
    pub macros: Macros,
}

/// The C variable that holds the thread count in the dispatch.
pub(crate) const THREADS: &str = "hedra_threads";

/// Constraints are distinct conditions of the parameters; a path knows what it tested.
struct Syntactic;

impl Oracle for Syntactic {
    fn implies(&self, known: &[usize], c: usize) -> bool {
        known.contains(&c)
    }
    fn excludes(&self, _: &[usize], _: usize) -> bool {
        false
    }
}

impl Versions {
    /// The family of `base` (the loops before parallel placement) under the occupancy
    /// test: `place` marks the parallel loops of an AST (the remaining pass), `trip` gives
    /// a loop's trip count as C text when it is a function of the parameters.
    pub fn by_occupancy(
        base: &Ast,
        opts: &Versioning,
        place: &dyn Fn(&mut Ast),
        trip: &dyn Fn(&hedra_codegen::ast::ForLoop) -> Option<(String, Macros)>,
        counter_prefix: &str,
    ) -> Versions {
        let mut fam = Versions {
            versions: vec![Version {
                serial: Vec::new(),
                context: Vec::new(),
                parent: None,
            }],
            ..Versions::default()
        };
        let mut next = 0;
        while next < fam.versions.len() && fam.versions.len() < opts.max_versions {
            let ast = fam.placed(base, next, place);
            for path in ast.parallel_loops() {
                let Some((count, macros)) = ast.loop_at(&path).and_then(trip) else {
                    continue;
                };
                fam.macros.merge(macros);
                let counter = ast
                    .loop_at(&path)
                    .map_or(String::new(), |f| format!("{counter_prefix}{}", f.depth));
                let c = fam.constraint(&count, opts, &counter);
                fam.specialize(next, c, path, opts.max_versions);
            }
            next += 1;
        }
        fam
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

    /// The index of the constraint "trip count `count` below `c * threads`".
    fn constraint(&mut self, count: &str, opts: &Versioning, counter: &str) -> usize {
        let (num, den) = opts.occupancy;
        let threads = opts
            .threads
            .map_or_else(|| THREADS.to_string(), |t| t.to_string());
        let text = match (num, den) {
            (1, 1) => format!("{count} < {threads}"),
            _ => format!("{den} * ({count}) < {num} * {threads}"),
        };
        if let Some(k) = self.constraints.iter().position(|t| *t == text) {
            return k;
        }
        self.constraints.push(text);
        self.reasons.push(match (num, den) {
            (1, 1) => format!("loop {counter} has fewer iterations than threads"),
            (n, 1) => format!("loop {counter} has fewer than {n} iterations per thread"),
            (n, d) => format!("loop {counter} has fewer than {n}/{d} iterations per thread"),
        });
        self.constraints.len() - 1
    }

    /// SPECIALIZE: a clone of version `v` under its context and constraint `c`, keeping
    /// the loop at `path` sequential; dropped when another version has that context, or
    /// when the family is full.
    fn specialize(&mut self, v: usize, c: usize, path: Vec<usize>, max: usize) {
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
            dispatch::tree_gen(&Syntactic, &family).map(|t| (dispatch::collapse(t), true))
        } else {
            dispatch::chain(&family).map(|c| (c, false))
        }
    }

    /// The C statement that runs the version whose block is `blocks[v]`: the thread count
    /// read once (unless it is fixed), then the dispatch.
    pub fn code(&self, d: &Dispatch, blocks: &[String], threads: Option<u64>, ind: &str) -> String {
        let inner = format!("{ind}  ");
        let count = match threads {
            Some(_) => String::new(),
            None => format!(
                "#ifdef _OPENMP\n{inner}extern int omp_get_max_threads(void);\n\
                 {inner}const long long {THREADS} = omp_get_max_threads();\n#else\n\
                 {inner}const long long {THREADS} = 1;\n#endif\n"
            ),
        };
        let blocks: Vec<String> = blocks.iter().map(|b| b.replace('\n', "\n  ")).collect();
        format!(
            "{{\n{count}{inner}{}\n{ind}}}",
            dispatch::to_c(d, &self.constraints, &blocks, &inner)
        )
    }

    /// One line per version for `-v`: its context and what it decides.
    pub fn describe(&self, tree: bool) -> Vec<String> {
        let mut out = vec![format!(
            "versioning: {} versions, dispatched by {}",
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
                    "version {k} (specializes {p}) where `{}`: {}, so it stays sequential",
                    context.join(" && "),
                    why.join("; ")
                ),
            });
        }
        out
    }
}
