//! Unrolling of loops under an `unroll` mark, with full-block versioning and unswitching.
//!
//! The scheduler places a register block (see hedra-sched's `register` module) under an
//! `unroll` mark: loops such as
//!
//! ```text
//!   for (c5 = 6 * c2; c5 <= min(N - 1, 6 * c2 + 5); c5++)
//! ```
//!
//! whose trip count is the constant 6 except in the last, partial block. A loop is unrolled
//! when one lower bound `l` and one upper bound `l + t` differ by a constant `t`:
//!
//! - if they are its only bounds, the loop becomes `t + 1` copies of its body with the
//!   counter replaced by `l + m`;
//! - otherwise the loop is *versioned*: `if (C) { copies } if (!C) { loop }`, where `C` says
//!   that `l` is the greatest lower bound and `l + t` the least upper bound (for the example,
//!   `N - 1 >= 6 * c2 + 5`). Both branches run exactly the iterations of the loop.
//!
//! Inner loops are unrolled first, so the copies of an outer loop contain the versioned
//! inner loops; unrolling a block of two loops leaves sequences such as
//! `if (Cj) A1; if (!Cj) B1; if (Cj) A2; if (!Cj) B2` (one pair per outer copy). Two
//! rewritings, both exact because conditions only read loop counters and parameters, which
//! no statement changes, bring the full block together:
//!
//! - **merging**: consecutive guards on `C` and `!C` are regrouped as `if (C) { A1 A2 }
//!   if (!C) { B1 B2 }` — in every execution exactly the nodes guarded by the true one run,
//!   in their original order;
//! - **unswitching**: a loop whose body is `if (C) A; if (!C) B` and whose counter `C` does
//!   not read becomes `if (C) for .. A; if (!C) for .. B`.
//!
//! - **versioning together**: when the rows of a block each have their own condition (a
//!   triangular block, `j > i`: row `m` is full when `j_0 >= i_0 + m + 1`), the unrolled
//!   rows are versioned on the conjunction of the conditions — the block that is full in
//!   every row — with the row-by-row code as the other branch ([`version_together`]).
//!
//! For gemm's register block this leaves, inside the block loops, `if (full) { for k {
//! 96 statement copies } }` and the partial blocks as plain loops; the straight-line loop body
//! is what scalar promotion ([`crate::promote`]) and the C compiler's vectorizer want.

use crate::ast::{Aff, Atom, Cond, Expr, ForLoop, Node};
use hedra_presburger::Int;

/// The most AST nodes that unrolling one loop may produce: a register block larger than this
/// (`--register-tile=64x64` of a statement) stays a loop, so that the generated code stays
/// a size a C compiler takes in reasonable time.
const UNROLL_BUDGET: usize = 2048;

/// The number of nodes of `nodes`, counted recursively.
fn size(nodes: &[Node]) -> usize {
    nodes
        .iter()
        .map(|n| match n {
            Node::For(f) => 1 + size(&f.body),
            Node::If { body, .. } => 1 + size(body),
            Node::Promote(p) => 1 + size(&p.body),
            Node::Call { .. } => 1,
        })
        .sum()
}

/// Unrolls the marked loops of `nodes` with a constant trip count of at most `max`.
pub(crate) fn unroll_marked(nodes: Vec<Node>, max: usize) -> Vec<Node> {
    walk(nodes, max).0
}

/// Returns the rewritten nodes and whether some loop in them was versioned.
fn walk(nodes: Vec<Node>, max: usize) -> (Vec<Node>, bool) {
    let mut out = Vec::new();
    let mut versioned = false;
    for n in nodes {
        match n {
            Node::For(mut f) => {
                let (body, inner_versioned) = walk(std::mem::take(&mut f.body), max);
                f.body = body;
                let shape = if f.unroll { block(&f, max) } else { None };
                let shape = shape.filter(|b| {
                    usize::try_from(b.trip)
                        .ok()
                        .and_then(|t| t.checked_mul(size(&f.body)))
                        .is_some_and(|n| n <= UNROLL_BUDGET)
                });
                match shape {
                    Some(Block { lower, trip, cond }) => {
                        let copies = copies(&f, &lower, trip);
                        let copies = if inner_versioned {
                            version_together(merge_guards(copies))
                        } else {
                            copies
                        };
                        match cond {
                            None => {
                                out.extend(copies);
                                versioned |= inner_versioned;
                            }
                            Some(c) => {
                                let not_c = negate(&c);
                                f.unroll = false;
                                out.push(Node::If {
                                    cond: c,
                                    body: copies,
                                });
                                let rest = if inner_versioned {
                                    unswitch(f)
                                } else {
                                    vec![Node::For(f)]
                                };
                                out.push(Node::If {
                                    cond: not_c,
                                    body: rest,
                                });
                                versioned = true;
                            }
                        }
                    }
                    None if inner_versioned => {
                        out.extend(unswitch(f));
                        versioned = true;
                    }
                    None => out.push(Node::For(f)),
                }
            }
            Node::If { cond, body } => {
                let (body, v) = walk(body, max);
                versioned |= v;
                out.push(Node::If { cond, body });
            }
            Node::Promote(mut p) => {
                let (body, v) = walk(std::mem::take(&mut p.body), max);
                versioned |= v;
                p.body = body;
                out.push(Node::Promote(p));
            }
            c @ Node::Call { .. } => out.push(c),
        }
    }
    if versioned {
        out = merge_guards(out);
    }
    (out, versioned)
}

/// The constant-trip shape of a loop: `lower`, `lower + trip`, and the condition under which
/// those are its bounds (`None`: always).
struct Block {
    lower: Aff,
    trip: i64,
    cond: Option<Cond>,
}

fn elements(e: &Expr, min: bool) -> Vec<&Expr> {
    match e {
        Expr::Min(v) if min => v.iter().flat_map(|x| elements(x, min)).collect(),
        Expr::Max(v) if !min => v.iter().flat_map(|x| elements(x, min)).collect(),
        other => vec![other],
    }
}

/// The constant-trip shape of `f` below `max`, if it has one; never for a strided loop
/// (its copies would step by more than one).
fn block(f: &ForLoop, max: usize) -> Option<Block> {
    if f.step != 1 {
        return None;
    }
    let lowers = elements(&f.lower, false);
    let uppers = elements(&f.upper, true);
    for (i, l) in lowers.iter().enumerate() {
        let Expr::Aff(l) = l else { continue };
        for (j, u) in uppers.iter().enumerate() {
            let Expr::Aff(u) = u else { continue };
            if !same_terms(l, u) {
                continue;
            }
            let Some(trip) = (&u.constant - &l.constant).to_i64() else {
                continue;
            };
            if trip < 0 || trip as usize >= max {
                continue;
            }
            let mut conds = Vec::new();
            let mut ok = true;
            for (k, x) in lowers.iter().enumerate() {
                if k != i {
                    match le(x, l) {
                        Some(c) => conds.push(c),
                        None => ok = false,
                    }
                }
            }
            for (k, y) in uppers.iter().enumerate() {
                if k != j {
                    match ge(y, u) {
                        Some(c) => conds.push(c),
                        None => ok = false,
                    }
                }
            }
            if !ok {
                continue;
            }
            let cond = match conds.len() {
                0 => None,
                1 => conds.pop(),
                _ => Some(Cond::And(conds)),
            };
            return Some(Block {
                lower: l.clone(),
                trip,
                cond,
            });
        }
    }
    None
}

fn copies(f: &ForLoop, lower: &Aff, trip: i64) -> Vec<Node> {
    let mut out = Vec::new();
    for m in 0..=trip {
        let mut v = lower.clone();
        v.constant += &Int::from(m);
        out.extend(f.body.iter().map(|b| b.substitute(f.depth, &v)));
    }
    out
}

/// Term lists equal as multisets (the order of terms carries no meaning).
fn same_terms(a: &Aff, b: &Aff) -> bool {
    a.terms.len() == b.terms.len() && a.terms.iter().all(|t| b.terms.contains(t))
}

fn sub(a: &Aff, b: &Aff) -> Aff {
    let mut out = a.clone();
    out.constant -= &b.constant;
    for (c, t) in &b.terms {
        out.add_term(-c, t.clone());
    }
    out
}

fn plus(a: Aff, k: &Int) -> Aff {
    let mut a = a;
    a.constant += k;
    a
}

/// `x >= v` as a condition.
pub(crate) fn ge(x: &Expr, v: &Aff) -> Option<Cond> {
    Some(match x {
        Expr::Aff(a) => Cond::Ge(sub(a, v)),
        // floor(a/d) >= v  <=>  a >= d v
        Expr::FloorDiv(a, d) | Expr::ExactDiv(a, d) => Cond::Ge(sub(a, &v.scaled(d))),
        // ceil(a/d) >= v  <=>  a > d (v - 1)  <=>  a - d v + d - 1 >= 0
        Expr::CeilDiv(a, d) => Cond::Ge(plus(sub(a, &v.scaled(d)), &(d - &Int::ONE))),
        Expr::Min(e) => Cond::And(e.iter().map(|y| ge(y, v)).collect::<Option<_>>()?),
        Expr::Max(e) => Cond::Or(e.iter().map(|y| ge(y, v)).collect::<Option<_>>()?),
        Expr::Select(c, a, b) => Cond::Or(vec![
            Cond::And(vec![(**c).clone(), ge(a, v)?]),
            Cond::And(vec![negate(c), ge(b, v)?]),
        ]),
    })
}

/// `x <= v` as a condition.
pub(crate) fn le(x: &Expr, v: &Aff) -> Option<Cond> {
    Some(match x {
        Expr::Aff(a) => Cond::Ge(sub(v, a)),
        // ceil(a/d) <= v  <=>  a <= d v
        Expr::CeilDiv(a, d) | Expr::ExactDiv(a, d) => Cond::Ge(sub(&v.scaled(d), a)),
        // floor(a/d) <= v  <=>  a < d (v + 1)  <=>  d v + d - 1 - a >= 0
        Expr::FloorDiv(a, d) => Cond::Ge(plus(sub(&v.scaled(d), a), &(d - &Int::ONE))),
        Expr::Min(e) => Cond::Or(e.iter().map(|y| le(y, v)).collect::<Option<_>>()?),
        Expr::Max(e) => Cond::And(e.iter().map(|y| le(y, v)).collect::<Option<_>>()?),
        Expr::Select(c, a, b) => Cond::Or(vec![
            Cond::And(vec![(**c).clone(), le(a, v)?]),
            Cond::And(vec![negate(c), le(b, v)?]),
        ]),
    })
}

/// The negation of a condition (over the integers: `!(a >= 0)` is `-a - 1 >= 0`).
pub(crate) fn negate(c: &Cond) -> Cond {
    match c {
        Cond::Ge(a) => Cond::Ge(plus(a.scaled(&Int::from(-1)), &Int::from(-1))),
        Cond::Eq(a) => Cond::Or(vec![
            Cond::Ge(plus(a.clone(), &Int::from(-1))),
            Cond::Ge(plus(a.scaled(&Int::from(-1)), &Int::from(-1))),
        ]),
        Cond::And(v) => Cond::Or(v.iter().map(negate).collect()),
        Cond::Or(v) => Cond::And(v.iter().map(negate).collect()),
    }
}

/// Regroups runs of consecutive guards on one condition and its negation.
fn merge_guards(nodes: Vec<Node>) -> Vec<Node> {
    let mut out: Vec<Node> = Vec::new();
    let mut run: Option<(Cond, Cond, Vec<Node>, Vec<Node>)> = None;
    let flush = |run: &mut Option<(Cond, Cond, Vec<Node>, Vec<Node>)>, out: &mut Vec<Node>| {
        if let Some((c, not_c, yes, no)) = run.take() {
            if !yes.is_empty() {
                out.push(Node::If {
                    cond: c,
                    body: merge_guards(yes),
                });
            }
            if !no.is_empty() {
                out.push(Node::If {
                    cond: not_c,
                    body: merge_guards(no),
                });
            }
        }
    };
    for n in nodes {
        match n {
            Node::If { cond, body } => {
                if let Some((c, not_c, yes, no)) = &mut run {
                    if cond == *c {
                        yes.extend(body);
                        continue;
                    }
                    if cond == *not_c {
                        no.extend(body);
                        continue;
                    }
                }
                flush(&mut run, &mut out);
                let not_c = negate(&cond);
                run = Some((cond, not_c, body, Vec::new()));
            }
            other => {
                flush(&mut run, &mut out);
                out.push(other);
            }
        }
    }
    flush(&mut run, &mut out);
    out
}

/// Versions the copies of an unrolled loop on all their full-block conditions at once.
///
/// The copies of a row loop over a triangular block come out as
/// `if (C_1) A_1; if (!C_1) B_1; ...; if (C_k) A_k; if (!C_k) B_k` with a different
/// condition per row (row `m` of `j >= i + 1` is full when `j_0 >= i_0 + m + 1`), so
/// [`merge_guards`] cannot group them. When there are at least two such guards and every
/// `A_m` is straight-line code, the run becomes
/// `if (C_1 and ... and C_k) { A_1 ... A_k } if (!(C_1 and ... and C_k)) { the run }`:
/// exact, since under the conjunction every `C_m` holds and the run executes exactly
/// `A_1 ... A_k` in order. The first branch is the block that is full in every row, the
/// straight-line body that unswitching and scalar promotion want.
fn version_together(nodes: Vec<Node>) -> Vec<Node> {
    // Items: `if (C) A` optionally followed by `if (!C) B`; the conditions and the `A`s.
    let mut conds: Vec<&Cond> = Vec::new();
    let mut full: Vec<Node> = Vec::new();
    let mut k = 0;
    while k < nodes.len() {
        let Node::If { cond, body } = &nodes[k] else {
            return nodes;
        };
        if !body.iter().all(|n| matches!(n, Node::Call { .. })) {
            return nodes;
        }
        conds.push(cond);
        full.extend(body.iter().cloned());
        k += 1;
        if let Some(Node::If { cond: c2, .. }) = nodes.get(k) {
            if *c2 == negate(cond) {
                k += 1;
            }
        }
    }
    if conds.len() < 2 || conds.iter().all(|c| *c == conds[0]) {
        return nodes;
    }
    let all = conjunction(&conds);
    let not_all = negate(&all);
    vec![
        Node::If {
            cond: all,
            body: full,
        },
        Node::If {
            cond: not_all,
            body: nodes,
        },
    ]
}

/// The conjunction of conditions, flattened, keeping of several `a + k >= 0` with the same
/// linear part only the one with the least `k` (it implies the others).
fn conjunction(conds: &[&Cond]) -> Cond {
    fn flatten(c: &Cond, out: &mut Vec<Cond>) {
        match c {
            Cond::And(v) => v.iter().for_each(|x| flatten(x, out)),
            other => out.push(other.clone()),
        }
    }
    let mut flat = Vec::new();
    for c in conds {
        flatten(c, &mut flat);
    }
    let mut out: Vec<Cond> = Vec::new();
    for c in flat {
        if let Cond::Ge(a) = &c {
            if let Some(Cond::Ge(b)) = out
                .iter_mut()
                .find(|o| matches!(o, Cond::Ge(b) if same_terms(a, b)))
            {
                if a.constant < b.constant {
                    *b = a.clone();
                }
                continue;
            }
        }
        if !out.contains(&c) {
            out.push(c);
        }
    }
    if out.len() == 1 {
        out.pop().expect("one condition")
    } else {
        Cond::And(out)
    }
}

fn reads_loop_at_or_below(c: &Cond, depth: usize) -> bool {
    fn aff(a: &Aff, depth: usize) -> bool {
        a.terms.iter().any(|(_, t)| match t {
            Atom::Loop(k) => *k >= depth,
            Atom::Param(_) => false,
            Atom::Floor(e, _) => aff(e, depth),
        })
    }
    match c {
        Cond::Ge(a) | Cond::Eq(a) => aff(a, depth),
        Cond::And(v) | Cond::Or(v) => v.iter().any(|x| reads_loop_at_or_below(x, depth)),
    }
}

/// Moves guards on a condition and its negation that make up a loop's whole body out of
/// the loop, when the condition does not read the loop's counter.
fn unswitch(f: ForLoop) -> Vec<Node> {
    let body = merge_guards(f.body.clone());
    let hoistable = !body.is_empty()
        && body.len() <= 2
        && body
            .iter()
            .all(|n| matches!(n, Node::If { cond, .. } if !reads_loop_at_or_below(cond, f.depth)))
        && match body.as_slice() {
            [Node::If { cond: a, .. }, Node::If { cond: b, .. }] => *b == negate(a),
            _ => true,
        };
    if !hoistable {
        return vec![Node::For(ForLoop { body, ..f })];
    }
    let mut out = Vec::new();
    for n in body {
        if let Node::If { cond, body } = n {
            let inner = ForLoop { body, ..f.clone() };
            out.push(Node::If {
                cond,
                body: unswitch(inner),
            });
        }
    }
    out
}
