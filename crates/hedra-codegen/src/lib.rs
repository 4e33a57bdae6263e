//! # hedra-codegen: from a schedule tree to loops
//!
//! Input: a [`Scop`] (statement domains `D_S`, a set of integer points per statement) and a
//! [`ScheduleTree`] that says in which order the points run. Output: a loop AST ([`ast`])
//! that executes **exactly** the points of every `D_S`, each once, in the schedule's
//! lexicographic order, and its C text ([`print`](mod@print)).
//!
//! ## The algorithm: scanning by projection and separation
//!
//! This is the classic approach of Quilleré, Rajopadhye and Wilde (as in CLooG), driven by the
//! schedule tree instead of a flat scattering. Every statement carries a relation
//!
//! ```text
//!     R_S  =  { [v_0, .., v_{d-1}, t_d, .., t_{n-1}] -> S[i] }
//! ```
//!
//! from the values of the loops generated so far (`v`, the *loop counters* `c0, c1, ..`) and
//! the schedule dimensions still to scan (`t`), to the statement instances that run there.
//! At the root, `R_S = { [] -> S[i] : i in D_S }`. Walking down the tree:
//!
//! - a **band** with members `f_1..f_k` appends them: `R_S := { [v, f(i)] -> S[i] : v -> i in
//!   R_S }` (built with `flat_product`, `reverse` and `apply_range`). Members may be
//!   quasi-affine, e.g. the tile coordinate `floor(i/32)`: it is an existential of the relation
//!   and projections eliminate it exactly;
//! - a **filter** (and each child of a **sequence** or **set**) intersects the range of
//!   `R_S` with its statement instances; sequence children are generated one after another;
//! - a **context** node intersects the parameter context; a **mark** `parallel` or `simd`
//!   flags the band below it.
//!
//! A band appends, for each statement, the members of *every* band on its path below (up to a
//! node where its instances split), so that while outer loops are generated the relation
//! already knows the inner loop dimensions; a later band then only consumes them.
//!
//! A band member (one schedule dimension, at loop depth `d`) is scanned like this:
//!
//! 1. **Project.** For each statement, `P_S = dom R_S` projected onto `[v_0..v_{d-1}, t_d]`
//!    and intersected with the context `C` of the enclosing loops (parameter context plus the
//!    bounds of the outer loops). `P_S` is the set of (outer loops, this loop) values at which
//!    `S` has work. Example: for `S0[i, j] : 0 <= j <= i < N` under the band `[i]`, `P_S0 =
//!    { [t0] : 0 <= t0 < N }`.
//!
//!    The dimensions are projected out one at a time, innermost first, and the whole chain
//!    of projections (onto `d + 1`, `d + 2`, .. dimensions) is kept with the statement: a
//!    piece that restricts `R_S` restricts every projection of the chain the same way
//!    (projection commutes with intersecting a set over the kept dimensions), so no level
//!    projects the relation again.
//!
//!    `P_S` may be a **superset** of the exact projection. The integer projection of an
//!    existential whose coefficients are not 1 on either side is a *dark shadow* plus one
//!    *splinter* per remainder; for the sum `w = e0 + e1` of two tile coordinates (a
//!    wavefront) that is some 30 disjuncts, which every inner loop would inherit. Such a step
//!    takes the rational shadow instead (Fourier–Motzkin on the existential, integer
//!    rounding of the result): a loop then runs over a few values where its inner loops are
//!    empty, and nothing else changes, since every statement keeps its exact `R_S`.
//! 2. **Separate.** The `P_S` are split into disjoint *pieces*, each with the set of
//!    statements that have work on all of it (a Venn decomposition with `intersect` and
//!    `subtract`). Statements that share a loop in the source have equal projections and give
//!    one piece; a statement that covers more iterations than another gives a piece where only
//!    it runs, so that no statement needs a guard for the part it does not share.
//!
//!    Before splitting, a projection drops its constraints that do not mention `t_d` and that
//!    the statement's inner loops enforce anyway: `M >= 1` coming from an inner `0 <= j < M`
//!    must not give one copy of the outer loop for `M >= 1` and one for `M <= 0`.
//!
//!    A projection that is a union equal to its simple hull over the integers (checked by a
//!    subset test: red-black rows, `{ 1 <= i <= n - 2 : n >= 4 } ∪ { i = 1 : n = 3 }`) is
//!    that hull, one convex piece.
//!
//!    A piece that is a union of several convex parts is split into disjoint parts, each a
//!    piece of its own: a single loop over a union runs from the least lower bound to the
//!    greatest upper bound of its parts, and when one part is a special case (`N = 16 c2 +
//!    1`, bounded by `N - 1`) that loop runs its whole range for every outer value.
//! 3. **Order.** Piece `A` goes before piece `B` when no point of `A` has a value of `t_d` at
//!    or after a point of `B` with the same outer values: `{ (a, b) : a in A, b in B,
//!    a_{<d} = b_{<d}, a_d >= b_d }` is empty. Pieces are emitted in such an order; pieces that
//!    interleave (neither goes first, e.g. even and odd points) are merged into one loop whose
//!    statements keep their exact guards. When the statements of such a loop each run on one
//!    residue class of a common step (`S0` at even `t`, `S1` at odd `t`), the loop steps over
//!    the first class, and each class runs at its distance `δ` from it (`S1` at `c + 1`),
//!    in the order of `δ`: the relations of that class are shifted by `δ`, so no statement
//!    tests its parity.
//!
//!    Consecutive pieces are then merged again when their union is convex and every statement
//!    missing from one of them has no inner iteration there (its inner constraints are empty
//!    on that piece), so `for k { S; for (j = k + 1; j < N; j++) T }` is not peeled at
//!    `k = N - 1`.
//! 4. **Emit.** For a piece `Q`, restricted by `R_S := R_S ∩ (Q × anything)` for each of its
//!    statements:
//!    - if `Q` fixes `t_d` by an equality with a unit coefficient (`t_d = e(v, params)`, as for
//!      a constant sequence dimension of a 2d+1 schedule), no loop is emitted: `t_d` is
//!      projected out of each `R_S`, which substitutes `e` exactly;
//!    - otherwise `Q` is simplified against the context (`gist`, which drops constraints that
//!      the outer loops already guarantee) and redundant constraints are removed. Each
//!      remaining constraint `a t_d + r >= 0` is a bound: `t_d >= ceil(-r / a)` for `a > 0`
//!      (printed `ceild` unless `a = 1`) and `t_d <= floor(r / -a)` for `a < 0`; the loop runs
//!      from the `max` of the lower bounds to the `min` of the upper ones. Constraints of `Q`
//!      that do not mention `t_d` become an `if` around the loop. The context inside the loop
//!      is `C` plus those constraints. When `Q` is a union of several convex parts, the loop
//!      runs from the least lower bound to the greatest upper bound of the parts, and the
//!      context is left unchanged (the statements' guards keep it exact).
//!
//!    Floor divisions that the bounds use are printed as `floord`. Existentials tied to `t_d`
//!    (strides such as `t_d = 2e`) are eliminated first by
//!    `BasicMap::bound_constraints` (Gaussian elimination through equalities, then
//!    Fourier–Motzkin), which yields bounds of a superset. When the piece is one convex
//!    part whose points all satisfy `t_d ≡ offset (mod s)` (a **stride**, `offset` affine
//!    in the outer loops and parameters: a source loop `i += 5`, or `j = i % 2 + 1; j +=
//!    2`), the loop steps by `s` from the first value of that class at or above its lower
//!    bound, and the class joins the context inside it, so no statement tests
//!    `c0 == 2 * floord(c0, 2)` (the `stride` module: detection from the equalities with
//!    existentials, checked exactly with a subset test). A union piece keeps unit steps
//!    and the guards, except where its statements interleave by classes of one step (see
//!    the limitations below).
//!    Constraints on outer loops only that the inner loops' emptiness already implies are not
//!    turned into guards.
//! 5. **Leaves.** At a leaf each statement's relation is `[v_0..v_{d-1}] -> S[i]`. Every
//!    iterator `i_j` is read off an equality of `R_S` (with the other iterators projected out):
//!    `a i_j + r(v) = 0` gives `i_j = -r / a` (an exact division when `|a| > 1`). When `R_S`
//!    has several disjuncts, their equalities can differ although they describe one function
//!    (a special-case disjunct `N = 3` fixes `i_j = 1` where the general one says `N - 2`):
//!    an expression is taken when every disjunct offers it, or else the first candidate, in
//!    order of simplicity, for which `R_S ⊆ { i_j = e }` holds. If some iterator is not fixed
//!    by the loops (the schedule is not injective), loops over the statement's own iterators
//!    are appended (an identity band) and scanned the same way; should the disjuncts still
//!    disagree after that, the statement is emitted once per disjunct, each call guarded by
//!    the part of its domain that no earlier disjunct covers. The statement is guarded by
//!    `gist(dom R_S, C)`, which is empty (no `if`) whenever the loops already enforce its
//!    domain.
//!
//! **Why it is exact.** Each loop runs over a superset of the projection of its statements'
//! work, and every statement is executed under the conjunction of (a) the loop bounds and
//! guards around it and (b) its own guard, which together are equivalent to its domain piece
//! by construction of the gist (`gist(X, C) ∩ C = X ∩ C`). Pieces are disjoint, so no instance
//! runs twice, and they are emitted in an order consistent with `t_d`, so the lexicographic
//! order of the schedule is kept. The tests run the AST in an interpreter ([`ast::Ast::execute`])
//! and compare with the domain enumerated point by point, in schedule order.
//!
//! **Parallel loops.** A loop from a band member with `coincident[k]` carries no dependence.
//! [`mark_parallel`] puts `omp parallel for` on the outermost such loop of each nest (never
//! nested) and `omp simd` on coincident innermost loops; a `parallel` or `simd` mark above a
//! band asks for it on the band's first or last member.
//!
//! All set arithmetic is done by hedra-presburger; this crate only reads constraint rows to
//! print them.
//!
//! **Full tiles.** With [`Options::full_tiles`], each piece is further cut where an inner
//! loop's bound switches between a tile edge (depending on the current loop) and a domain edge
//! (not depending on it); in the full-tile part the gist drops the domain edge, so point loops
//! have plain bounds.
//!
//! **Unroll-and-jam.** Loops from the members of a band under an `unroll` mark are
//! unrolled when their trip count is a constant below [`Options::unroll`], or versioned
//! into a full-block copy and a loop for the partial block when it is constant only in full
//! blocks (the `unroll` module: the body is repeated with the counter replaced by `lower +
//! m`; guards on the same condition are merged and hoisted out of loops that do not affect
//! them). When the schedule strip-mines a loop (`floor(i/4)` outside, `i` innermost under the
//! mark), the copies land in the body of the loop around them: unroll-and-jam. Choosing the
//! factors and placing the loops is the scheduler's part (hedra-sched's register tiling).
//!
//! **Scalar promotion.** With [`Options::promote`], array elements that an innermost
//! straight-line loop reads and writes at one address are loaded into scalars before it and
//! stored after it (the `promote` module), so that register-tiled accumulators stay in
//! registers.
//!
//! **Limitations.** Strides are found only on convex pieces, and pieces that interleave
//! by residue classes of one step (red points at even values, black ones at odd values)
//! become one loop with that step, each class run at its distance from the first
//! (`Scanner::interleaved`), only when each statement's projection is one convex piece
//! with a stride and the classes differ by constants; other interleaving pieces share a
//! unit-step loop with guards. Extension nodes are
//! rejected. Separation is capped at 16 pieces per loop level, beyond which one loop over
//! the union with guards is generated.

pub mod ast;
pub mod dispatch;
pub mod error;
pub mod extent;
pub mod print;
mod promote;
mod reduce;
mod residue;
mod scan;
mod stride;
mod unroll;
pub mod vector;
pub mod work;
pub use scan::DECLARE;

pub use ast::{Ast, Stats};
pub use error::{Error, Result};
pub use print::{CodeOptions, Macros};

use hedra_ir::schedule_tree::ScheduleTree;
use hedra_ir::Scop;

/// Generates the loop AST that runs the statement instances of `scop` in the order of
/// `tree`. Parallel flags are not set; see [`mark_parallel`].
pub fn generate(scop: &Scop, tree: &ScheduleTree) -> Result<Ast> {
    generate_with(scop, tree, &Options::default())
}

/// Choices of the generator.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Separate full tiles from partial ones: a loop is split where an inner loop's bound
    /// switches between a tile edge and a domain edge, so that full tiles run point loops
    /// without `min`/`max` (more code, simpler inner loops).
    pub full_tiles: bool,
    /// Unroll loops under an `unroll` mark whose trip count is a constant below this (0: no
    /// unrolling); loops whose trip count is constant only in full blocks are versioned
    /// (see the `unroll` module). With the strip-mined dimension placed innermost by the
    /// schedule, this is unroll-and-jam.
    pub unroll: usize,
    /// Keep array elements that an innermost loop reads and writes at one address in
    /// scalars while it runs (see the `promote` module).
    pub promote: bool,
}

/// [`generate`] with options.
pub fn generate_with(scop: &Scop, tree: &ScheduleTree, opts: &Options) -> Result<Ast> {
    let scanner = scan::Scanner::new(scop, opts.full_tiles);
    let mut ast = Ast {
        body: scanner.scan_tree(tree)?,
    };
    if opts.unroll > 0 {
        ast.body = unroll::unroll_marked(std::mem::take(&mut ast.body), opts.unroll);
    }
    let mut next = 0;
    ast.body = reduce::accumulate(scop, std::mem::take(&mut ast.body), &mut next);
    if opts.promote {
        ast.body = promote::promote(scop, std::mem::take(&mut ast.body), &mut next);
    }
    Ok(ast)
}

/// Marks loops for OpenMP. A loop may run in parallel when its band member is coincident,
/// or carries only reductions that have accumulators around it ([`ast::ForLoop::reductions`],
/// `reduction` clauses) and scalars it makes private. Among those: `parallel` on the
/// outermost loop of each nest (no parallel loop inside another; an innermost loop inside a
/// sequential one only with a `parallel` mark), and `simd` on innermost loops (without inner
/// loops) and on a loop from a `simd` mark, when they are not parallel themselves. An
/// innermost loop whose reductions all fold integers gets no `simd`: the C compiler
/// vectorizes it by itself, and faster.
///
/// **Private scalars.** The scalars of `private` (privatizable ones, see hedra-deps'
/// `privatize`) and the region's local scalars are each thread's (or vector lane's) own in
/// a parallel (or simd) loop (`private(..)`). That is exact only when the loop holds *every* instance that accesses
/// the scalar: a value written before the loop would not reach the threads' copies, and
/// one written inside would not leave them. A loop that holds some accesses of such a scalar
/// but not all stays sequential; the scalars that kept a loop sequential are returned, so
/// that a driver can expand them instead.
pub fn mark_parallel(ast: &mut Ast, scop: &Scop, private: &[String]) -> Vec<String> {
    mark_parallel_with(ast, scop, private, &[])
}

/// [`mark_parallel`] with arrays that each thread of a parallel loop owns, but vector lanes
/// share: `per_thread` (contracted storage of one iteration of a parallel loop, see
/// hedra-contract). A parallel loop that holds every access of one gets it in its
/// `private(..)` clause; one that holds some of them but not all stays sequential, and the
/// name is returned like a blocked scalar. Vector loops neither privatize nor block them.
pub fn mark_parallel_with(
    ast: &mut Ast,
    scop: &Scop,
    private: &[String],
    per_thread: &[String],
) -> Vec<String> {
    let mut names: Vec<String> = private.to_vec();
    names.extend(
        scop.arrays
            .iter()
            .filter(|a| a.local && a.rank == 0 && !private.contains(&a.name))
            .map(|a| a.name.clone()),
    );
    let mut late = Vec::new();
    late_private_names(&ast.body, &mut late);
    late.retain(|n| !names.contains(n));
    let scalar = |name: String| {
        let users: Vec<bool> = scop
            .statements
            .iter()
            .map(|s| s.accesses.iter().any(|x| x.array == name))
            .collect();
        let total = ast::count_calls(&ast.body, &users);
        PrivateScalar { name, users, total }
    };
    let scalars = Scalars {
        always: names.into_iter().map(scalar).collect(),
        late: late.into_iter().map(scalar).collect(),
        threads: per_thread.iter().cloned().map(scalar).collect(),
        integer: scop
            .arrays
            .iter()
            .filter(|a| a.integer.is_some())
            .map(|a| a.name.clone())
            .collect(),
    };
    let mut blocked = Vec::new();
    walk_parallel(&mut ast.body, &scalars, &mut blocked, &[], Walk::default());
    blocked.sort();
    blocked.dedup();
    blocked
}

/// The scalars that loops may make private: `always` in any parallel loop that holds all
/// their accesses, `late` only in the loops whose band member names them
/// ([`ast::ForLoop::privatizable`]), `threads` only in parallel (not vector) loops. `integer`: the arrays with integer elements.
struct Scalars {
    always: Vec<PrivateScalar>,
    late: Vec<PrivateScalar>,
    threads: Vec<PrivateScalar>,
    integer: Vec<String>,
}

impl Scalars {
    /// True when every reduction of `f` folds integers. The C compilers vectorize such a
    /// loop by themselves (integer reductions reassociate exactly), and faster than
    /// through `omp simd reduction(..)`, whose per-lane copies gcc keeps in memory:
    /// image_stats' and sad_blocks' inner sums ran 5% to 10% slower with the pragma.
    fn folds_integers_only(&self, f: &ast::ForLoop) -> bool {
        !f.reductions.is_empty() && f.reductions.iter().all(|r| self.integer.contains(&r.array))
    }
}

/// The names of [`ast::ForLoop::privatizable`] of every loop of `nodes`.
fn late_private_names(nodes: &[ast::Node], out: &mut Vec<String>) {
    for n in nodes {
        match n {
            ast::Node::For(f) => {
                for name in &f.privatizable {
                    if !out.contains(name) {
                        out.push(name.clone());
                    }
                }
                late_private_names(&f.body, out)
            }
            ast::Node::If { body, .. } | ast::Node::Promote(ast::Promotion { body, .. }) => {
                late_private_names(body, out)
            }
            ast::Node::Call { .. } => {}
        }
    }
}

/// A scalar that parallel loops may privatize: its accessing statements and how many
/// statement instances (calls) of them the whole AST has.
struct PrivateScalar {
    name: String,
    users: Vec<bool>,
    total: usize,
}

/// Where the walk of [`mark_parallel`] is.
#[derive(Clone, Copy, Default)]
struct Walk {
    /// Within a parallel loop.
    inside: bool,
    /// Within any loop.
    nested: bool,
    /// Within a simd loop (no simd inside simd).
    vector: bool,
}

/// `held`: the scalars declared around `nodes` (promotions and accumulators).
fn walk_parallel(
    nodes: &mut [ast::Node],
    scalars: &Scalars,
    blocked: &mut Vec<String>,
    held: &[usize],
    at: Walk,
) {
    for n in nodes {
        match n {
            ast::Node::For(f) => {
                let innermost = !has_loop(&f.body);
                // An innermost loop inside a sequential loop would start a parallel
                // region per outer iteration for one loop's worth of work: it gets
                // `simd` instead.
                let worth_threads = !at.nested || !innermost || f.marked_parallel;
                let folds = reduction_clause(f, held);
                let owns = f.reductions.is_empty() && !f.privatizable.is_empty();
                // Marks only choose among loops that may run in parallel: a mark on a loop
                // that carries a dependence (the scheduler placed it before late
                // parallelization recomputed the flags) is not followed.
                let free = f.coincident || owns || folds.is_some();
                let wanted = !at.inside && free && worth_threads && !f.serial;
                if wanted && privatize(f, scalars, blocked, true) {
                    f.reduction_clause = folds.unwrap_or_default();
                    f.parallel = true;
                    let inner = Walk {
                        inside: true,
                        nested: true,
                        ..at
                    };
                    walk_parallel(&mut f.body, scalars, blocked, held, inner);
                } else {
                    // A `simd` mark may ask for an outer loop (outer-loop vectorization).
                    // Vector lanes, like threads, need their own copies of the scalars.
                    // An innermost loop that only folds integers vectorizes better without
                    // the pragma (see `folds_integers_only`).
                    let plain = innermost && !f.marked_simd && scalars.folds_integers_only(f);
                    if !at.vector
                        && free
                        && !plain
                        && (innermost || f.marked_simd)
                        && privatize(f, scalars, blocked, false)
                    {
                        f.simd = true;
                        f.reduction_clause = folds.unwrap_or_default();
                    }
                    let inner = Walk {
                        nested: true,
                        vector: at.vector || f.simd,
                        ..at
                    };
                    walk_parallel(&mut f.body, scalars, blocked, held, inner);
                }
            }
            ast::Node::If { body, .. } => walk_parallel(body, scalars, blocked, held, at),
            ast::Node::Promote(p) => {
                let mut inner = held.to_vec();
                inner.extend(p.scalars.iter().map(|x| x.id));
                walk_parallel(&mut p.body, scalars, blocked, &inner, at)
            }
            ast::Node::Call { .. } => {}
        }
    }
}

/// The `reduction` clause of loop `f`: `(operator, scalar)` for each accumulator its
/// reductions fold into, when every reduced reference inside `f` uses an accumulator
/// declared around it (ids in `held`, see [`reduce`](mod@reduce)); `None` when `f` has
/// no reductions or one is not held.
fn reduction_clause(f: &ast::ForLoop, held: &[usize]) -> Option<Vec<(String, usize)>> {
    if f.reductions.is_empty() {
        return None;
    }
    let mut clause: Vec<(String, usize)> = Vec::new();
    for r in &f.reductions {
        let ids = reduce::scalars_of(&f.body, r)?;
        if !ids.iter().all(|id| held.contains(id)) {
            return None;
        }
        for id in ids {
            if !clause.iter().any(|(_, x)| *x == id) {
                clause.push((r.op.clone(), id));
            }
        }
    }
    Some(clause)
}

/// Sets `f.private` to the scalars `f` holds every access of; false (and the scalars
/// recorded in `blocked`) when `f` holds only some accesses of one of them.
fn privatize(
    f: &mut ast::ForLoop,
    scalars: &Scalars,
    blocked: &mut Vec<String>,
    threads: bool,
) -> bool {
    let mut private = Vec::new();
    let mut ok = true;
    // A reduced scalar is not named inside the loop: its accumulator stands for it.
    let reduced = |name: &str| f.reductions.iter().any(|r| r.array == name);
    let late = scalars
        .late
        .iter()
        .filter(|s| f.privatizable.contains(&s.name));
    let per_thread = scalars.threads.iter().filter(|_| threads);
    for s in scalars
        .always
        .iter()
        .chain(late)
        .chain(per_thread)
        .filter(|s| !reduced(&s.name))
    {
        match ast::count_calls(&f.body, &s.users) {
            0 => {}
            n if n == s.total => private.push(s.name.clone()),
            _ => {
                ok = false;
                blocked.push(s.name.clone());
            }
        }
    }
    if ok {
        f.private = private;
    }
    ok
}

pub(crate) fn has_loop(nodes: &[ast::Node]) -> bool {
    nodes.iter().any(|n| match n {
        ast::Node::For(_) => true,
        ast::Node::If { body, .. } | ast::Node::Promote(ast::Promotion { body, .. }) => {
            has_loop(body)
        }
        ast::Node::Call { .. } => false,
    })
}
