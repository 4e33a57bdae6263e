//! Parametric bounding boxes of loops: bounds on each loop counter that read only the
//! parameters, by interval arithmetic over the bounds of the enclosing loops.
//!
//! A loop `for (c1 = c0; c1 <= min(N - 1, c0 + 31); c1++)` inside `for (c0 = 0; c0 <= N -
//! 1; c0++)` has a trip count that depends on `c0`; its *bounding box* is the range of
//! values `c1` takes over the whole nest: here `[0, N - 1]`, found by replacing `c0` with
//! its own bounds, the lower bound where it raises the expression's value and the upper
//! where it lowers it. The box's size `U - L + 1` bounds the loop's trip count from above
//! for every iteration of the loops around it; it is the seed's "parametric bounding box",
//! which versioning compares with the thread count, and the product of the boxes of a
//! statement's loops bounds its number of instances (the work of a region).
//!
//! An upper bound is kept as the least of a few affine functions of the parameters (a
//! *min-set*), a lower bound as the greatest of a few (a *max-set*): the sum of two
//! min-sets is the min-set of the pairwise sums, a positive multiple of a min-set is a
//! min-set, and a negative multiple of a max-set is a min-set, so every bound of a quasi-
//! affine expression stays in that form (floors are monotone). Bounds that would need the
//! greater of two upper bounds (`max` in an upper bound), or more than `MAX_PIECES` (8)
//! pieces, are not computed: the loop then has no box.

use crate::ast::{Aff, Ast, Atom, Expr, ForLoop, Node, Promotion};
use hedra_presburger::{DimType, Int, RelationBuilder};

/// The most affine pieces a bound may have.
const MAX_PIECES: usize = 8;

/// The range of a loop counter over the whole nest, as expressions over the parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Box {
    /// The least value: the greatest of these.
    pub lower: Vec<Aff>,
    /// The greatest value: the least of these.
    pub upper: Vec<Aff>,
    /// The loop's step (see [`ForLoop::step`]): its trip count is at most
    /// `floor((U - L) / step) + 1`.
    pub step: i64,
}

impl Box {
    /// The least value as an expression.
    pub fn lower_expr(&self) -> Expr {
        one_or(&self.lower, Expr::Max)
    }

    /// The greatest value as an expression.
    pub fn upper_expr(&self) -> Expr {
        one_or(&self.upper, Expr::Min)
    }

    /// The size of the box, `min(upper) - max(lower) + 1` (with a step `s`, the number of
    /// its values in the loop's class, `floor((min(upper) - max(lower)) / s) + 1`), as an
    /// expression of the builder `rb`, whose parameters are the Scop's (in order, possibly
    /// followed by others); `None` when a bound reads a loop counter.
    pub fn size_in(&self, rb: &mut RelationBuilder) -> Option<hedra_presburger::Expr> {
        let fold = |rb: &mut RelationBuilder, v: &[Aff], min: bool| {
            let mut acc: Option<hedra_presburger::Expr> = None;
            for a in v {
                let x = aff_in(a, rb)?;
                acc = Some(match acc {
                    None => x,
                    Some(y) if min => y.min(&x),
                    Some(y) => y.max(&x),
                });
            }
            acc
        };
        let upper = fold(rb, &self.upper, true)?;
        let lower = fold(rb, &self.lower, false)?;
        let span = upper.sub(&lower);
        let span = match self.step {
            1 => span,
            s => rb.floor_div(&span, &Int::from(s)).ok()?,
        };
        Some(span.add(&Int::from(1).into()))
    }
}

/// `a` as an expression of the builder `rb` (see [`Box::size_in`]).
fn aff_in(a: &Aff, rb: &mut RelationBuilder) -> Option<hedra_presburger::Expr> {
    let mut acc = hedra_presburger::Expr::constant(a.constant.clone());
    for (c, t) in &a.terms {
        let x = match t {
            Atom::Loop(_) => return None,
            Atom::Param(k) => rb.dim(DimType::Param, *k).ok()?,
            Atom::Floor(e, d) => {
                let inner = aff_in(e, rb)?;
                rb.floor_div(&inner, d).ok()?
            }
        };
        acc = acc.add(&x.scale(c));
    }
    Some(acc)
}

fn one_or(v: &[Aff], wrap: fn(Vec<Expr>) -> Expr) -> Expr {
    match v {
        [one] => Expr::Aff(one.clone()),
        _ => wrap(v.iter().cloned().map(Expr::Aff).collect()),
    }
}

/// Every loop of `ast` by its path (as [`Ast::loop_at`] takes it), with its box when it
/// has one, in the order of the text.
pub fn boxes(ast: &Ast) -> Vec<(Vec<usize>, Option<Box>)> {
    let mut out = Vec::new();
    walk(&ast.body, &mut Walk::default(), &mut |w, event| {
        if let Event::Loop(b) = event {
            out.push((w.path.clone(), b.clone()));
        }
    });
    out
}

/// The boxes of the loops around each statement call of `ast`, one list per distinct nest
/// of loops around calls: the terms of the region's work.
pub fn call_nests(ast: &Ast) -> Vec<Vec<Option<Box>>> {
    let mut out: Vec<Vec<Option<Box>>> = Vec::new();
    walk(&ast.body, &mut Walk::default(), &mut |w, event| {
        if matches!(event, Event::Call) && !out.contains(&w.around) {
            out.push(w.around.clone());
        }
    });
    out
}

/// The boxes of the loops around each statement call under the loop at `path`, from that
/// loop inward, one list per distinct nest: the terms of the work of one execution of the
/// loop (all its iterations, for one iteration of the loops around it). Empty when no loop
/// is at `path`.
pub fn call_nests_within(ast: &Ast, path: &[usize]) -> Vec<Vec<Option<Box>>> {
    let mut out: Vec<Vec<Option<Box>>> = Vec::new();
    let mut outside = None;
    walk(
        &ast.body,
        &mut Walk::default(),
        &mut |w, event| match event {
            Event::Loop(_) if w.path == path => outside = Some(w.around.len()),
            Event::Call if w.path.starts_with(path) => {
                if let Some(k) = outside {
                    let nest = w.around[k..].to_vec();
                    if !out.contains(&nest) {
                        out.push(nest);
                    }
                }
            }
            _ => {}
        },
    );
    out
}

/// Where a walk of the AST is: the path to the node, the boxes of the loops by depth, and
/// those of the loops around the node, outermost first.
#[derive(Default)]
struct Walk {
    path: Vec<usize>,
    env: Vec<Option<Box>>,
    around: Vec<Option<Box>>,
}

/// What a walk meets: a loop (with its box) or a statement call.
enum Event<'a> {
    Loop(&'a Option<Box>),
    Call,
}

fn walk(nodes: &[Node], w: &mut Walk, visit: &mut dyn FnMut(&Walk, Event<'_>)) {
    for (k, n) in nodes.iter().enumerate() {
        w.path.push(k);
        match n {
            Node::For(f) => {
                let b = loop_box(f, &w.env);
                visit(w, Event::Loop(&b));
                set(&mut w.env, f.depth, b.clone());
                w.around.push(b);
                walk(&f.body, w, visit);
                w.around.pop();
                set(&mut w.env, f.depth, None);
            }
            Node::If { body, .. } | Node::Promote(Promotion { body, .. }) => walk(body, w, visit),
            Node::Call { .. } => visit(w, Event::Call),
        }
        w.path.pop();
    }
}

fn set(env: &mut Vec<Option<Box>>, depth: usize, b: Option<Box>) {
    if env.len() <= depth {
        env.resize(depth + 1, None);
    }
    env[depth] = b;
}

/// The box of loop `f` given the boxes of the loops around it (by depth).
fn loop_box(f: &ForLoop, env: &[Option<Box>]) -> Option<Box> {
    Some(Box {
        lower: expr_bound(&f.lower, env, false)?,
        upper: expr_bound(&f.upper, env, true)?,
        step: f.step,
    })
}

/// An upper (min-set) or lower (max-set) bound of `e` over the parameters.
fn expr_bound(e: &Expr, env: &[Option<Box>], upper: bool) -> Option<Vec<Aff>> {
    let floor_of = |a: &Aff, d: &Int, add: Int| -> Option<Vec<Aff>> {
        let inner = aff_bound(a, env, upper)?;
        Some(
            inner
                .into_iter()
                .map(|mut x| {
                    x.constant += &add;
                    Aff::term(
                        Int::from(1),
                        Atom::Floor(std::boxed::Box::new(x), d.clone()),
                    )
                })
                .collect(),
        )
    };
    match e {
        Expr::Aff(a) => aff_bound(a, env, upper),
        Expr::FloorDiv(a, d) | Expr::ExactDiv(a, d) => floor_of(a, d, Int::from(0)),
        // ceil(a / d) = floor((a + d - 1) / d).
        Expr::CeilDiv(a, d) => floor_of(a, d, d - &Int::from(1)),
        // The least of several is at most each: any of their upper bounds bounds it.
        Expr::Min(v) if upper => union(v, env, upper),
        Expr::Max(v) if !upper => union(v, env, upper),
        Expr::Min(v) | Expr::Max(v) if v.len() == 1 => expr_bound(&v[0], env, upper),
        _ => None,
    }
}

fn union(v: &[Expr], env: &[Option<Box>], upper: bool) -> Option<Vec<Aff>> {
    let mut out: Vec<Aff> = Vec::new();
    for x in v {
        for a in expr_bound(x, env, upper)? {
            if !out.contains(&a) {
                out.push(a);
            }
        }
    }
    (out.len() <= MAX_PIECES).then_some(out)
}

/// The bound of an affine expression: each term bounded on its own, the pieces summed
/// pairwise.
fn aff_bound(a: &Aff, env: &[Option<Box>], upper: bool) -> Option<Vec<Aff>> {
    let mut acc = vec![Aff::constant(a.constant.clone())];
    for (c, atom) in &a.terms {
        let raises = c.is_positive() == upper;
        let part: Vec<Aff> = match atom {
            Atom::Param(_) => vec![Aff::term(c.clone(), atom.clone())],
            Atom::Loop(k) => {
                let b = env.get(*k)?.as_ref()?;
                let side = if raises { &b.upper } else { &b.lower };
                side.iter().map(|x| x.scaled(c)).collect()
            }
            Atom::Floor(e, d) => aff_bound(e, env, raises)?
                .into_iter()
                .map(|x| Aff::term(c.clone(), Atom::Floor(std::boxed::Box::new(x), d.clone())))
                .collect(),
        };
        let mut sums = Vec::new();
        for x in &acc {
            for y in &part {
                let s = x.plus(y);
                if !sums.contains(&s) {
                    sums.push(s);
                }
            }
        }
        if sums.len() > MAX_PIECES {
            return None;
        }
        acc = sums;
    }
    Some(acc)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn param(k: usize) -> Aff {
        Aff::term(Int::from(1), Atom::Param(k))
    }

    fn counter(k: usize) -> Aff {
        Aff::term(Int::from(1), Atom::Loop(k))
    }

    fn minus(a: Aff, k: i64) -> Aff {
        a.plus(&Aff::constant(Int::from(-k)))
    }

    #[test]
    fn a_triangle_and_a_tile() {
        // for c0 in [0, N - 1]: for c1 in [c0, min(N - 1, c0 + 31)]
        let env = vec![Some(Box {
            lower: vec![Aff::constant(Int::from(0))],
            upper: vec![minus(param(0), 1)],
            step: 1,
        })];
        let upper = Expr::Min(vec![
            Expr::Aff(minus(param(0), 1)),
            Expr::Aff(counter(0).plus(&Aff::constant(Int::from(31)))),
        ]);
        let hi = expr_bound(&upper, &env, true).unwrap();
        assert_eq!(hi.len(), 2, "{hi:?}");
        assert!(hi.contains(&minus(param(0), 1)));
        let lo = expr_bound(&Expr::Aff(counter(0)), &env, false).unwrap();
        assert_eq!(lo, vec![Aff::constant(Int::from(0))]);
        // A negative coefficient takes the other side: N - 1 - c0 is at least 0.
        let rev = minus(param(0), 1).plus(&counter(0).scaled(&Int::from(-1)));
        assert_eq!(
            expr_bound(&Expr::Aff(rev), &env, false).unwrap(),
            vec![Aff::constant(Int::from(0))]
        );
        // max in an upper bound, or an unknown counter: no box.
        let m = Expr::Max(vec![Expr::Aff(param(0)), Expr::Aff(param(1))]);
        assert!(expr_bound(&m, &env, true).is_none());
        assert!(expr_bound(&Expr::Aff(counter(3)), &env, true).is_none());
    }
}
