//! The loop AST produced by the scanner, and a small interpreter for it.
//!
//! Expressions are quasi-affine: integer combinations of loop counters, parameters and
//! `floor(e / d)` terms ([`Aff`]), plus the bound forms a loop needs (`ceild`, `floord`,
//! `min`, `max`, [`Expr`]). Loop counter `k` is the counter of the loop at nesting depth `k`
//! (printed `c<k>`), so sibling loops at one depth share a counter.
//!
//! The interpreter ([`Ast::execute`]) runs the AST for given parameter values and reports the
//! statement instances in execution order. Tests compare that trace with the domain enumerated
//! by hedra-presburger and the schedule order, which is how the scanner is checked for
//! exactness.

use crate::error::{Error, Result};
use hedra_presburger::Int;

/// A leaf of an affine expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Atom {
    /// The counter of the loop at this depth.
    Loop(usize),
    /// The parameter at this position of the Scop's parameter list.
    Param(usize),
    /// `floor(aff / den)`, `den > 0`.
    Floor(Box<Aff>, Int),
}

/// `constant + sum coef * atom`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Aff {
    /// The constant term.
    pub constant: Int,
    /// Non-zero coefficients with their atoms.
    pub terms: Vec<(Int, Atom)>,
}

/// A bound or an index expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A quasi-affine expression.
    Aff(Aff),
    /// `ceil(aff / den)`, `den > 0`.
    CeilDiv(Aff, Int),
    /// `floor(aff / den)`, `den > 0`.
    FloorDiv(Aff, Int),
    /// `aff / den` where the division is known to be exact.
    ExactDiv(Aff, Int),
    /// The least of several expressions.
    Min(Vec<Expr>),
    /// The greatest of several expressions.
    Max(Vec<Expr>),
    /// `cond ? then : otherwise`: a loop bound that counts only where a piece exists.
    Select(Box<Cond>, Box<Expr>, Box<Expr>),
}

/// A condition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cond {
    /// `aff >= 0`.
    Ge(Aff),
    /// `aff == 0`.
    Eq(Aff),
    /// All of them.
    And(Vec<Cond>),
    /// Any of them.
    Or(Vec<Cond>),
}

/// A node of the loop AST.
// Loops are most of the nodes of an AST: boxing them would add an indirection to each for
// no saving.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// `for (c<depth> = lower; c<depth> <= upper; c<depth> += step) body`.
    For(ForLoop),
    /// `if (cond) body`.
    If {
        /// The guard.
        cond: Cond,
        /// What runs when it holds.
        body: Vec<Node>,
    },
    /// One statement instance: the Scop statement and the value of each of its iterators.
    Call {
        /// The statement's index in [`hedra_ir::Scop::statements`].
        statement: usize,
        /// One expression per original iterator.
        args: Vec<Expr>,
        /// References of the body that read and write a promoted scalar instead of the array
        /// element: `(reference id, scalar id)` (see [`Promotion`]).
        scalars: Vec<(usize, usize)>,
    },
    /// Array elements held in scalars while `body` runs (scalar promotion, see
    /// the `promote` module).
    Promote(Promotion),
}

/// Scalars that stand for array elements inside `body`: each is declared and loaded from its
/// element before `body`, and stored back after it when `body` writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// The promoted elements.
    pub scalars: Vec<Promoted>,
    /// The code that uses them (one loop).
    pub body: Vec<Node>,
    /// C declarations at the top of the block (storage that each execution of the block
    /// owns: an array contracted to one iteration of the loop around it, see the
    /// [`crate::DECLARE`] marks of the schedule tree). A block with declarations never moves.
    pub locals: Vec<String>,
}

/// One promoted array element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promoted {
    /// The scalar's number in the region (printed with the scalar prefix).
    pub id: usize,
    /// The array.
    pub array: String,
    /// The element: one quasi-affine subscript per dimension, over the enclosing loops.
    pub subscripts: Vec<Aff>,
    /// Written inside `body`: stored back after it.
    pub store: bool,
    /// The scalar's C type when it is not the array's element type: the accumulator of a
    /// reduction (see [`hedra_ir::LoopReduction::accumulator`]).
    pub accumulator: Option<String>,
}

/// A counted loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForLoop {
    /// The nesting depth, which names the counter.
    pub depth: usize,
    /// The first value.
    pub lower: Expr,
    /// The bound on the last value (inclusive): the loop runs while the counter is at most
    /// this.
    pub upper: Expr,
    /// What the counter grows by, at least 1: a loop over the points of one residue class
    /// (`c0 += 5`) when its values are known to be `lower` plus multiples of it (a stride,
    /// see the scanner). `lower` is then itself in that class.
    pub step: i64,
    /// The body.
    pub body: Vec<Node>,
    /// The loop comes from a coincident band member (it carries no dependence).
    pub coincident: bool,
    /// Print `#pragma omp parallel for` (set by [`crate::mark_parallel`]).
    pub parallel: bool,
    /// Print `#pragma omp simd` (set by [`crate::mark_parallel`]).
    pub simd: bool,
    /// A `parallel` mark asked for this loop.
    pub marked_parallel: bool,
    /// A `simd` mark asked for this loop.
    pub marked_simd: bool,
    /// An `unroll` mark asked to unroll this loop (see the `unroll` module).
    pub unroll: bool,
    /// The scalars each thread of a parallel loop gets its own copy of (set by
    /// [`crate::mark_parallel`]).
    pub private: Vec<String>,
    /// The reductions whose dependences are the only ones this loop carries (from the
    /// band member, see [`hedra_ir::LoopReduction`]).
    pub reductions: Vec<hedra_ir::LoopReduction>,
    /// The scalars whose dependences this loop carries but whose values never pass from one
    /// of its iterations to another (from the band member): with a private copy per thread,
    /// they do not keep the loop sequential.
    pub privatizable: Vec<String>,
    /// The accumulators that threads or vector lanes of this loop fold into privately and
    /// combine at its end: `(operator, scalar id)`, printed as OpenMP `reduction` clauses
    /// (set by [`crate::mark_parallel`]).
    pub reduction_clause: Vec<(String, usize)>,
    /// Kept sequential by a decision of the driver (a version specialized to sizes where
    /// the loop has too few iterations for the threads): [`crate::mark_parallel`] looks
    /// for a parallel loop inside it instead.
    pub serial: bool,
    /// For a parallel loop: start its threads only where one execution of the loop runs
    /// at least this many statement instances, by this bound on them (set by
    /// [`crate::work::require_work`]); elsewhere a copy of the loop without threads runs.
    pub min_work: Option<Box<(crate::work::WorkBound, u64)>>,
}

/// The generated code of one Scop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ast {
    /// The top-level nodes, in order.
    pub body: Vec<Node>,
}

impl Aff {
    /// `self` with loop counter `depth` replaced by `value`.
    pub fn substitute(&self, depth: usize, value: &Aff) -> Aff {
        let mut out = Aff::constant(self.constant.clone());
        for (c, a) in &self.terms {
            match a {
                Atom::Loop(k) if *k == depth => {
                    out.constant += &(c * &value.constant);
                    for (d, t) in &value.terms {
                        out.add_term(c * d, t.clone());
                    }
                }
                Atom::Floor(e, d) => out.add_term(
                    c.clone(),
                    Atom::Floor(Box::new(e.substitute(depth, value)), d.clone()),
                ),
                _ => out.add_term(c.clone(), a.clone()),
            }
        }
        out
    }

    /// `c * atom`.
    pub fn term(c: Int, atom: Atom) -> Aff {
        let mut a = Aff::constant(Int::from(0));
        a.add_term(c, atom);
        a
    }

    /// `c * self`.
    pub fn scaled(&self, c: &Int) -> Aff {
        let mut out = Aff::constant(&self.constant * c);
        for (d, t) in &self.terms {
            out.add_term(d * c, t.clone());
        }
        out
    }

    /// `self + other`.
    pub fn plus(&self, other: &Aff) -> Aff {
        let mut out = self.clone();
        out.constant += &other.constant;
        for (d, t) in &other.terms {
            out.add_term(d.clone(), t.clone());
        }
        out
    }

    /// Adds `c * atom`, merged with a term of the same atom (dropped when it cancels).
    pub fn add_term(&mut self, c: Int, atom: Atom) {
        if let Some(t) = self.terms.iter_mut().find(|t| t.1 == atom) {
            t.0 += &c;
        } else {
            self.terms.push((c, atom));
        }
        self.terms.retain(|t| !t.0.is_zero());
    }

    /// The constant `c`.
    pub fn constant(c: Int) -> Aff {
        Aff {
            constant: c,
            terms: Vec::new(),
        }
    }

    /// Evaluates with the given loop counters and parameters.
    pub fn eval(&self, loops: &[Option<Int>], params: &[Int]) -> Result<Int> {
        let mut v = self.constant.clone();
        for (c, a) in &self.terms {
            let x = match a {
                Atom::Loop(k) => loops
                    .get(*k)
                    .cloned()
                    .flatten()
                    .ok_or_else(|| Error::Internal(format!("loop counter {k} is not set")))?,
                Atom::Param(k) => params
                    .get(*k)
                    .cloned()
                    .ok_or_else(|| Error::Internal(format!("parameter {k} has no value")))?,
                Atom::Floor(e, d) => e.eval(loops, params)?.floor_div(d),
            };
            v += &(c * &x);
        }
        Ok(v)
    }

    /// The largest loop depth used, if any.
    pub fn max_loop(&self) -> Option<usize> {
        self.terms
            .iter()
            .filter_map(|(_, a)| match a {
                Atom::Loop(k) => Some(*k),
                Atom::Param(_) => None,
                Atom::Floor(e, _) => e.max_loop(),
            })
            .max()
    }
}

impl Expr {
    /// `self` with loop counter `depth` replaced by `value`.
    pub fn substitute(&self, depth: usize, value: &Aff) -> Expr {
        match self {
            Expr::Aff(a) => Expr::Aff(a.substitute(depth, value)),
            Expr::CeilDiv(a, d) => Expr::CeilDiv(a.substitute(depth, value), d.clone()),
            Expr::FloorDiv(a, d) => Expr::FloorDiv(a.substitute(depth, value), d.clone()),
            Expr::ExactDiv(a, d) => Expr::ExactDiv(a.substitute(depth, value), d.clone()),
            Expr::Min(v) => Expr::Min(v.iter().map(|e| e.substitute(depth, value)).collect()),
            Expr::Max(v) => Expr::Max(v.iter().map(|e| e.substitute(depth, value)).collect()),
            Expr::Select(c, a, b) => Expr::Select(
                Box::new(c.substitute(depth, value)),
                Box::new(a.substitute(depth, value)),
                Box::new(b.substitute(depth, value)),
            ),
        }
    }

    /// Evaluates with the given loop counters and parameters.
    pub fn eval(&self, loops: &[Option<Int>], params: &[Int]) -> Result<Int> {
        Ok(match self {
            Expr::Aff(a) => a.eval(loops, params)?,
            Expr::CeilDiv(a, d) => a.eval(loops, params)?.ceil_div(d),
            Expr::FloorDiv(a, d) => a.eval(loops, params)?.floor_div(d),
            Expr::ExactDiv(a, d) => {
                let v = a.eval(loops, params)?;
                if !v.mod_floor(d).is_zero() {
                    return Err(Error::Internal(format!("{v} is not a multiple of {d}")));
                }
                v.floor_div(d)
            }
            Expr::Min(v) | Expr::Max(v) => {
                let mut best: Option<Int> = None;
                for e in v {
                    let x = e.eval(loops, params)?;
                    best = Some(match best {
                        None => x,
                        Some(b) => {
                            if matches!(self, Expr::Min(_)) == (x < b) {
                                x
                            } else {
                                b
                            }
                        }
                    });
                }
                best.ok_or_else(|| Error::Internal("empty min/max".into()))?
            }
            Expr::Select(c, a, b) => {
                if c.eval(loops, params)? {
                    a.eval(loops, params)?
                } else {
                    b.eval(loops, params)?
                }
            }
        })
    }
}

impl Cond {
    /// `self` with loop counter `depth` replaced by `value`.
    pub fn substitute(&self, depth: usize, value: &Aff) -> Cond {
        match self {
            Cond::Ge(a) => Cond::Ge(a.substitute(depth, value)),
            Cond::Eq(a) => Cond::Eq(a.substitute(depth, value)),
            Cond::And(v) => Cond::And(v.iter().map(|c| c.substitute(depth, value)).collect()),
            Cond::Or(v) => Cond::Or(v.iter().map(|c| c.substitute(depth, value)).collect()),
        }
    }

    /// Evaluates with the given loop counters and parameters.
    pub fn eval(&self, loops: &[Option<Int>], params: &[Int]) -> Result<bool> {
        Ok(match self {
            Cond::Ge(a) => !a.eval(loops, params)?.is_negative(),
            Cond::Eq(a) => a.eval(loops, params)?.is_zero(),
            Cond::And(v) => {
                for c in v {
                    if !c.eval(loops, params)? {
                        return Ok(false);
                    }
                }
                true
            }
            Cond::Or(v) => {
                for c in v {
                    if c.eval(loops, params)? {
                        return Ok(true);
                    }
                }
                false
            }
        })
    }
}

/// Statistics of an AST, for tests and `-v`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Loops.
    pub loops: usize,
    /// Loops whose body can never run for any parameter value (should be zero).
    pub empty_loops: usize,
    /// `if` nodes.
    pub guards: usize,
    /// `if` nodes directly inside an innermost loop (a loop without inner loops).
    pub innermost_guards: usize,
    /// Statement calls.
    pub calls: usize,
    /// Array elements promoted to scalars.
    pub promoted: usize,
    /// Loops printed with an OpenMP `parallel for` or `simd` pragma.
    pub marked: usize,
    /// Loops with a step other than 1.
    pub strided: usize,
}

impl Ast {
    /// The loops marked `parallel`, each as its path: the position of each node on the
    /// way from the top-level list to the loop (through loops, guards and promotions).
    pub fn parallel_loops(&self) -> Vec<Vec<usize>> {
        fn walk(nodes: &[Node], path: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            for (k, n) in nodes.iter().enumerate() {
                path.push(k);
                match n {
                    Node::For(f) if f.parallel => out.push(path.clone()),
                    Node::For(ForLoop { body, .. })
                    | Node::If { body, .. }
                    | Node::Promote(Promotion { body, .. }) => walk(body, path, out),
                    Node::Call { .. } => {}
                }
                path.pop();
            }
        }
        let mut out = Vec::new();
        walk(&self.body, &mut Vec::new(), &mut out);
        out
    }

    /// The loop at `path` (see [`Ast::parallel_loops`]).
    pub fn loop_at(&self, path: &[usize]) -> Option<&ForLoop> {
        let (last, outer) = path.split_last()?;
        let mut nodes = &self.body;
        for &k in outer {
            nodes = match nodes.get(k)? {
                Node::For(ForLoop { body, .. })
                | Node::If { body, .. }
                | Node::Promote(Promotion { body, .. }) => body,
                Node::Call { .. } => return None,
            };
        }
        match nodes.get(*last)? {
            Node::For(f) => Some(f),
            _ => None,
        }
    }

    /// Keeps the loop at `path` sequential ([`ForLoop::serial`]); false when there is no
    /// loop there.
    pub fn set_serial(&mut self, path: &[usize]) -> bool {
        self.loop_at_mut(path).map(|f| f.serial = true).is_some()
    }

    /// The loop at `path` (see [`Ast::parallel_loops`]), when there is one.
    pub fn loop_at_mut(&mut self, path: &[usize]) -> Option<&mut ForLoop> {
        let (last, outer) = path.split_last()?;
        let mut nodes = &mut self.body;
        for &k in outer {
            nodes = match nodes.get_mut(k)? {
                Node::For(ForLoop { body, .. })
                | Node::If { body, .. }
                | Node::Promote(Promotion { body, .. }) => body,
                Node::Call { .. } => return None,
            };
        }
        match nodes.get_mut(*last)? {
            Node::For(f) => Some(f),
            _ => None,
        }
    }

    /// Runs the AST for the parameter values `params` and returns the executed statement
    /// instances `(statement, iterator values)` in order. Stops with an error after `limit`
    /// instances.
    pub fn execute(&self, params: &[Int], limit: usize) -> Result<Vec<(usize, Vec<Int>)>> {
        let mut out = Vec::new();
        let mut loops = Vec::new();
        exec_nodes(&self.body, params, &mut loops, &mut out, limit)?;
        Ok(out)
    }

    /// Counts loops, guards and calls.
    pub fn stats(&self) -> Stats {
        let mut s = Stats::default();
        count(&self.body, &mut s, false);
        s
    }

    /// The number of calls of the statements flagged in `which` (by statement index) that
    /// run inside a parallel loop.
    pub fn parallel_calls(&self, which: &[bool]) -> usize {
        fn walk(nodes: &[Node], which: &[bool]) -> usize {
            nodes
                .iter()
                .map(|n| match n {
                    Node::For(f) if f.parallel => count_calls(&f.body, which),
                    Node::For(f) => walk(&f.body, which),
                    Node::If { body, .. } | Node::Promote(Promotion { body, .. }) => {
                        walk(body, which)
                    }
                    Node::Call { .. } => 0,
                })
                .sum()
        }
        walk(&self.body, which)
    }

    /// The number of outermost loops: how many times the code sweeps over its data, at
    /// most.
    pub fn outer_loops(&self) -> usize {
        fn walk(nodes: &[Node]) -> usize {
            nodes
                .iter()
                .map(|n| match n {
                    Node::For(_) => 1,
                    Node::If { body, .. } | Node::Promote(Promotion { body, .. }) => walk(body),
                    Node::Call { .. } => 0,
                })
                .sum()
        }
        walk(&self.body)
    }

    /// The loop depths that have a loop (the counters to declare).
    pub fn counters(&self) -> Vec<usize> {
        fn walk(nodes: &[Node], out: &mut Vec<usize>) {
            for n in nodes {
                match n {
                    Node::For(f) => {
                        out.push(f.depth);
                        walk(&f.body, out);
                    }
                    Node::If { body, .. } | Node::Promote(Promotion { body, .. }) => {
                        walk(body, out)
                    }
                    Node::Call { .. } => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.body, &mut out);
        out.sort_unstable();
        out.dedup();
        out
    }
}

impl Node {
    /// `self` with loop counter `depth` replaced by `value`.
    pub fn substitute(&self, depth: usize, value: &Aff) -> Node {
        match self {
            Node::For(f) => Node::For(ForLoop {
                lower: f.lower.substitute(depth, value),
                upper: f.upper.substitute(depth, value),
                body: f.body.iter().map(|b| b.substitute(depth, value)).collect(),
                ..f.clone()
            }),
            Node::If { cond, body } => Node::If {
                cond: cond.substitute(depth, value),
                body: body.iter().map(|b| b.substitute(depth, value)).collect(),
            },
            Node::Call {
                statement,
                args,
                scalars,
            } => Node::Call {
                statement: *statement,
                args: args.iter().map(|a| a.substitute(depth, value)).collect(),
                scalars: scalars.clone(),
            },
            Node::Promote(p) => Node::Promote(Promotion {
                scalars: p
                    .scalars
                    .iter()
                    .map(|x| Promoted {
                        subscripts: x
                            .subscripts
                            .iter()
                            .map(|a| a.substitute(depth, value))
                            .collect(),
                        ..x.clone()
                    })
                    .collect(),
                body: p.body.iter().map(|b| b.substitute(depth, value)).collect(),
                locals: p.locals.clone(),
            }),
        }
    }
}

fn has_loop(nodes: &[Node]) -> bool {
    crate::has_loop(nodes)
}

fn count(nodes: &[Node], s: &mut Stats, innermost: bool) {
    for n in nodes {
        match n {
            Node::For(f) => {
                s.loops += 1;
                s.marked += usize::from(f.parallel || f.simd);
                s.strided += usize::from(f.step != 1);
                if f.body.is_empty() {
                    s.empty_loops += 1;
                }
                count(&f.body, s, !has_loop(&f.body));
            }
            Node::If { body, .. } => {
                s.guards += 1;
                if innermost {
                    s.innermost_guards += 1;
                }
                count(body, s, innermost);
            }
            Node::Promote(p) => {
                s.promoted += p.scalars.len();
                count(&p.body, s, innermost);
            }
            Node::Call { .. } => s.calls += 1,
        }
    }
}

fn exec_nodes(
    nodes: &[Node],
    params: &[Int],
    loops: &mut Vec<Option<Int>>,
    out: &mut Vec<(usize, Vec<Int>)>,
    limit: usize,
) -> Result<()> {
    for n in nodes {
        match n {
            Node::For(f) => {
                if f.step < 1 {
                    return Err(Error::Internal(format!("a loop with step {}", f.step)));
                }
                let lo = f.lower.eval(loops, params)?;
                let hi = f.upper.eval(loops, params)?;
                // Counters deeper than this loop belong to loops that have finished; depths
                // between the enclosing loop and this one belong to loops that were unrolled
                // (their counters were substituted and must not be read: reading one fails).
                loops.truncate(f.depth);
                loops.resize(f.depth, None);
                let mut v = lo;
                while v <= hi {
                    loops.push(Some(v.clone()));
                    exec_nodes(&f.body, params, loops, out, limit)?;
                    loops.truncate(f.depth);
                    v += &Int::from(f.step);
                }
            }
            Node::If { cond, body } => {
                if cond.eval(loops, params)? {
                    exec_nodes(body, params, loops, out, limit)?;
                }
            }
            Node::Promote(p) => exec_nodes(&p.body, params, loops, out, limit)?,
            Node::Call {
                statement, args, ..
            } => {
                if out.len() >= limit {
                    return Err(Error::Internal("instance limit reached".into()));
                }
                let vals = args
                    .iter()
                    .map(|a| a.eval(loops, params))
                    .collect::<Result<Vec<_>>>()?;
                out.push((*statement, vals));
            }
        }
    }
    Ok(())
}

/// Every call in `nodes`, nested ones included, in order (each a [`Node::Call`]).
pub(crate) fn calls(nodes: &[Node]) -> Vec<&Node> {
    let mut out = Vec::new();
    for n in nodes {
        match n {
            Node::For(f) => out.extend(calls(&f.body)),
            Node::If { body, .. } | Node::Promote(Promotion { body, .. }) => {
                out.extend(calls(body))
            }
            c @ Node::Call { .. } => out.push(c),
        }
    }
    out
}

/// Applies `f` to every call in `nodes`, nested ones included.
pub(crate) fn for_each_call_mut(nodes: &mut [Node], f: &mut dyn FnMut(&mut Node)) {
    for n in nodes {
        match n {
            Node::For(l) => for_each_call_mut(&mut l.body, f),
            Node::If { body, .. } | Node::Promote(Promotion { body, .. }) => {
                for_each_call_mut(body, f)
            }
            c @ Node::Call { .. } => f(c),
        }
    }
}

/// The number of calls in `nodes` (nested ones included) of the statements flagged in
/// `which` (by statement index).
pub(crate) fn count_calls(nodes: &[Node], which: &[bool]) -> usize {
    calls(nodes)
        .into_iter()
        .filter(|c| {
            matches!(c, Node::Call { statement, .. } if which.get(*statement).copied().unwrap_or(false))
        })
        .count()
}
