//! Scalar promotion: array elements that a loop reads and writes at one address on every
//! iteration are kept in scalars while the loop runs.
//!
//! In the register-tiled gemm loop (see [`crate::unroll`])
//!
//! ```text
//!   for (k = ..; k <= ..; k++) {
//!     C[i][j]     += alpha * A[i][k] * B[k][j];
//!     C[i][j + 1] += alpha * A[i][k] * B[k][j + 1];
//!     ...
//!   }
//! ```
//!
//! the elements `C[i][j + v]` do not depend on `k`. The C compiler cannot keep them in
//! registers by itself: for all it knows `C` may overlap `A` or `B`, so every iteration loads
//! and stores them. hedra's model has already assumed that distinct arrays do not overlap (as
//! every polyhedral tool does, and as the dependence analysis did), so it may promote them:
//!
//! ```text
//!   { double r0 = C[i][j], r1 = C[i][j + 1], ...;
//!     for (k = ..; k <= ..; k++) { r0 += alpha * A[i][k] * B[k][j]; ... }
//!     C[i][j] = r0; C[i][j + 1] = r1; ... }
//! ```
//!
//! Only elements the loop writes are promoted (accumulators); elements it only reads are
//! left to the C compiler.
//!
//! When the promoted loop is the whole body of an outer loop (possibly under a guard) whose
//! counter neither the elements nor the guard read, the promotion moves out of that loop too,
//! and so on outwards: in a convolution `out[i][j] += w[a][b] * img[i + a][j + b]` the
//! elements `out[i][j]` stay in registers across both filter loops.
//!
//! **When it is exact.** The loop body is straight-line code (statement calls only). Its
//! array references are quasi-affine functions of the enclosing loop counters, obtained by
//! substituting the calls' iterator expressions into the access relations. A group of
//! references to one array with equal subscripts that do not read the loop's counter (one
//! element for the whole loop) is promoted when every *other* reference to that array in the
//! body provably addresses a different element on every iteration: its subscripts differ from
//! the group's by a non-zero constant in some dimension. Then no other reference can observe
//! or change the element while the loop runs, so reading it once before the loop and writing
//! it once after it (when the body writes it) gives the same values as the loop did. The
//! promoted loop is guarded by `lower <= upper` unless the bounds prove that it runs at least
//! once, so that an empty loop does not store an element it never touched (which could race
//! with another thread's write of it).

use crate::ast::{Aff, Atom, Cond, Expr, ForLoop, Node, Promoted, Promotion};
use crate::unroll::{ge, le};
use hedra_ir::{AccessKind, Scop};
use hedra_presburger::{Int, MultiAff};

/// Promotes, in every innermost loop of `nodes` with a straight-line body, the elements that
/// can be kept in scalars. Scalar ids are numbered from `*next`.
pub(crate) fn promote(scop: &Scop, nodes: Vec<Node>, next: &mut usize) -> Vec<Node> {
    nodes
        .into_iter()
        .map(|n| match n {
            Node::For(mut f) => {
                f.body = promote(scop, std::mem::take(&mut f.body), next);
                match hoist(f) {
                    Ok(n) => n,
                    Err(f) => guard_out(promote_loop(scop, *f, next)),
                }
            }
            Node::If { cond, body } => Node::If {
                cond,
                body: promote(scop, body, next),
            },
            Node::Promote(mut p) => {
                p.body = promote(scop, std::mem::take(&mut p.body), next);
                Node::Promote(p)
            }
            c @ Node::Call { .. } => c,
        })
        .collect()
}

/// Moves a promotion out of a loop whose whole body it is (`for p { promote { for l .. } }`,
/// possibly under a guard), when neither the promoted elements nor the guard read `p`'s
/// counter: the elements then stay the same for the whole loop nest, so they are loaded
/// before `p` and stored after it. The new guard requires `p` to run, besides the old one.
fn hoist(f: ForLoop) -> std::result::Result<Node, Box<ForLoop>> {
    let depth = f.depth;
    let (guard, inner) = match f.body.as_slice() {
        [Node::Promote(p)] => (None, p),
        [Node::If { cond, body }] => match body.as_slice() {
            [Node::Promote(p)] if !cond_reads_loop(cond, depth) => (Some(cond.clone()), p),
            _ => return Err(Box::new(f)),
        },
        _ => return Err(Box::new(f)),
    };
    if !inner.locals.is_empty()
        || inner
            .scalars
            .iter()
            .any(|x| x.subscripts.iter().any(|a| reads_loop(a, depth)))
    {
        return Err(Box::new(f));
    }
    let Some(runs) = runs_once(&f) else {
        return Err(Box::new(f));
    };
    let inner = inner.clone();
    let outer = ForLoop {
        body: inner.body,
        ..f
    };
    let promoted = Node::Promote(Promotion {
        scalars: inner.scalars,
        body: vec![Node::For(outer)],
        locals: Vec::new(),
    });
    let conds: Vec<Cond> = guard.into_iter().chain(runs).collect();
    Ok(match conds.len() {
        0 => promoted,
        _ => Node::If {
            cond: if conds.len() == 1 {
                conds.into_iter().next().unwrap_or(Cond::And(Vec::new()))
            } else {
                Cond::And(conds)
            },
            body: vec![promoted],
        },
    })
}

fn cond_reads_loop(c: &Cond, depth: usize) -> bool {
    match c {
        Cond::Ge(a) | Cond::Eq(a) => reads_loop(a, depth),
        Cond::And(v) | Cond::Or(v) => v.iter().any(|x| cond_reads_loop(x, depth)),
    }
}

/// `for .. { if (c) body }` with `c` not reading the loop's counter becomes
/// `if (c) for .. { body }` (the guards of promotions would otherwise sit inside loops that
/// the C compiler is asked to vectorize).
fn guard_out(n: Node) -> Node {
    let Node::For(f) = n else { return n };
    match f.body.as_slice() {
        [Node::If { cond, body }] if !cond_reads_loop(cond, f.depth) => Node::If {
            cond: cond.clone(),
            body: vec![Node::For(ForLoop {
                body: body.clone(),
                ..f
            })],
        },
        _ => Node::For(f),
    }
}

/// One array reference of the loop body.
struct Ref {
    /// Position of the call in the body.
    call: usize,
    /// The reference id in the statement.
    reference: usize,
    array: String,
    /// The element, over the loop counters; `None` when not quasi-affine.
    subscripts: Option<Vec<Aff>>,
    write: bool,
}

fn promote_loop(scop: &Scop, f: ForLoop, next: &mut usize) -> Node {
    if f.body.is_empty() || !f.body.iter().all(|n| matches!(n, Node::Call { .. })) {
        return Node::For(f);
    }
    // The guard that the loop runs at least once.
    let Some(runs) = runs_once(&f) else {
        return Node::For(f);
    };
    let refs = references(scop, &f.body);
    let depth = f.depth;
    // Groups of invariant references with equal subscripts, in order of first appearance.
    let mut groups: Vec<(String, Vec<Aff>, Vec<usize>)> = Vec::new();
    for (k, r) in refs.iter().enumerate() {
        let Some(subs) = &r.subscripts else { continue };
        if subs.is_empty() || subs.iter().any(|a| reads_loop(a, depth)) {
            continue;
        }
        match groups
            .iter_mut()
            .find(|(a, s, _)| *a == r.array && same_elements(s, subs))
        {
            Some(g) => g.2.push(k),
            None => groups.push((r.array.clone(), subs.clone(), vec![k])),
        }
    }
    let mut scalars = Vec::new();
    let mut renames: Vec<Vec<(usize, usize)>> = vec![Vec::new(); f.body.len()];
    for (array, subs, members) in groups {
        let apart = refs.iter().enumerate().all(|(k, r)| {
            r.array != array
                || members.contains(&k)
                || r.subscripts.as_ref().is_some_and(|s| distinct(s, &subs))
        });
        let store = members.iter().any(|&k| refs[k].write);
        // An array private to the loop (each iteration writes the cells it reads) is not
        // carried by it: a promoted cell would be one variable that all threads or vector
        // lanes share, and its last value would be stored where the private copies hide it.
        let private = f.privatizable.contains(&array);
        // Elements that are only read are left to the C compiler (it hoists such loads
        // where it can; the gain is small either way).
        if !apart || !store || private {
            continue;
        }
        let id = *next;
        *next += 1;
        for &k in &members {
            let r = &refs[k];
            if !renames[r.call].iter().any(|&(x, _)| x == r.reference) {
                renames[r.call].push((r.reference, id));
            }
        }
        scalars.push(Promoted {
            id,
            array,
            subscripts: subs,
            store,
            accumulator: None,
        });
    }
    if scalars.is_empty() {
        return Node::For(f);
    }
    let mut f = f;
    for (n, names) in f.body.iter_mut().zip(renames) {
        if let Node::Call { scalars, .. } = n {
            scalars.extend(names);
        }
    }
    let promoted = Node::Promote(Promotion {
        scalars,
        body: vec![Node::For(f)],
        locals: Vec::new(),
    });
    match runs {
        None => promoted,
        Some(cond) => Node::If {
            cond,
            body: vec![promoted],
        },
    }
}

/// `Some(None)` when the bounds prove that the loop runs, `Some(Some(c))` with the condition
/// that it does, `None` when that cannot be expressed.
pub(crate) fn runs_once(f: &ForLoop) -> Option<Option<Cond>> {
    let ups = match &f.upper {
        Expr::Min(v) => v.iter().collect(),
        u => vec![u],
    };
    let mut conds = Vec::new();
    for u in ups {
        let runs = match (u, &f.lower) {
            (Expr::Aff(u), lower) => le(lower, u)?,
            (u, Expr::Aff(lower)) => ge(u, lower)?,
            _ => return None,
        };
        match runs {
            Cond::Ge(a) if a.terms.is_empty() && !a.constant.is_negative() => {}
            c => conds.push(c),
        }
    }
    Some(match conds.len() {
        0 => None,
        1 => conds.pop(),
        _ => Some(Cond::And(conds)),
    })
}

/// Every array reference of the calls in `body`.
fn references(scop: &Scop, body: &[Node]) -> Vec<Ref> {
    let mut out = Vec::new();
    for (call, n) in body.iter().enumerate() {
        let Node::Call {
            statement,
            args,
            scalars,
        } = n
        else {
            continue;
        };
        let Some(st) = scop.statements.get(*statement) else {
            continue;
        };
        let args = affine_args(args);
        // References already held in scalars (reduction accumulators) are not promoted
        // again.
        for a in st
            .accesses
            .iter()
            .filter(|a| !scalars.iter().any(|&(r, _)| r == a.reference))
        {
            let subscripts = args.as_ref().and_then(|args| subscripts(scop, a, args));
            let write = a.kind == AccessKind::Write;
            out.push(Ref {
                call,
                reference: a.reference,
                array: a.array.clone(),
                subscripts,
                write,
            });
        }
    }
    out
}

/// The iterator values of a call as affine expressions, or `None` when one is not affine.
pub(crate) fn affine_args(args: &[Expr]) -> Option<Vec<&Aff>> {
    args.iter()
        .map(|a| match a {
            Expr::Aff(x) => Some(x),
            _ => None,
        })
        .collect()
}

/// The subscripts of an access at the iterator values `args`.
pub(crate) fn subscripts(
    scop: &Scop,
    a: &hedra_ir::AccessRelation,
    args: &[&Aff],
) -> Option<Vec<Aff>> {
    let rel = a.relation.align_params(&scop.params).ok()?;
    let f = MultiAff::from_map(&rel).ok()?;
    let np = scop.params.len();
    let mut out = Vec::new();
    for row in f.exprs() {
        if row.len() != 1 + np + args.len() {
            return None;
        }
        let mut e = Aff::constant(row[0].clone());
        for (p, c) in row[1..1 + np].iter().enumerate() {
            add(
                &mut e,
                c,
                &Aff {
                    constant: Int::ZERO,
                    terms: vec![(Int::ONE, Atom::Param(p))],
                },
            );
        }
        for (i, c) in row[1 + np..].iter().enumerate() {
            add(&mut e, c, args[i]);
        }
        out.push(e);
    }
    Some(out)
}

/// `e += c * x`.
fn add(e: &mut Aff, c: &Int, x: &Aff) {
    if c.is_zero() {
        return;
    }
    e.constant += &(c * &x.constant);
    for (d, t) in &x.terms {
        let v = c * d;
        if let Some(term) = e.terms.iter_mut().find(|term| term.1 == *t) {
            term.0 += &v;
        } else {
            e.terms.push((v, t.clone()));
        }
    }
    e.terms.retain(|t| !t.0.is_zero());
}

pub(crate) fn reads_loop(a: &Aff, depth: usize) -> bool {
    a.terms.iter().any(|(_, t)| match t {
        Atom::Loop(k) => *k >= depth,
        Atom::Param(_) => false,
        Atom::Floor(e, _) => reads_loop(e, depth),
    })
}

/// `a - b` has no terms: the difference is this constant.
pub(crate) fn constant_difference(a: &Aff, b: &Aff) -> Option<Int> {
    let mut d = a.clone();
    add(&mut d, &Int::from(-1), b);
    d.terms.is_empty().then_some(d.constant)
}

pub(crate) fn same_elements(a: &[Aff], b: &[Aff]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| constant_difference(x, y).is_some_and(|c| c.is_zero()))
}

/// Some subscript differs by a non-zero constant: never the same element.
pub(crate) fn distinct(a: &[Aff], b: &[Aff]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .any(|(x, y)| constant_difference(x, y).is_some_and(|c| !c.is_zero()))
}
