//! The AST runs only instances of its statements' domains: checked before compiling.
//!
//! The footprint check of a run ([`crate::footprint`]) bounds the elements that the
//! *Scop's* statement instances touch. The compiled code runs the *AST's* calls, so the
//! two must agree: every call the AST can make is an instance of its statement's domain.
//! hedra-codegen's scanner guarantees this for the ASTs it makes, but an AST is plain
//! data that a caller may build or change, and a call outside the domain would address
//! memory the check never saw.
//!
//! For each call, with `c_0..c_{d-1}` the counters of the loops around it, the relation
//!
//! ```text
//!     [params] -> { [c] -> S[i] : lower_k <= c_k <= upper_k (each loop around),
//!                                 each guard around,  i = args(c) }
//! ```
//!
//! is built (hedra-presburger's `RelationBuilder`, whose expressions have the AST's
//! `min`, `max`, `floor`, `ceil` and conditionals), and its range, within the Scop's
//! context, must be a subset of `S`'s domain. Each call's check runs under an operations
//! budget; past it the AST is refused (no proof, no code).

use crate::error::{Error, Result};
use hedra_codegen::ast::{Aff, Atom, Cond, Expr, Node};
use hedra_codegen::Ast;
use hedra_ir::Scop;
use hedra_presburger::{
    budget::Budget, Cmp, DimType, Expr as PExpr, Formula, Int, Map, RelationBuilder, Space, Tuple,
};

/// The operations budget of one call's check.
pub const CALL_BUDGET: u64 = 2_000_000;

/// Checks that every call of `ast` runs an instance of its statement's domain.
pub fn calls_in_domains(scop: &Scop, ast: &Ast) -> Result<()> {
    let context = scop
        .context
        .align_params(&scop.params)
        .map_err(presburger)?;
    let mut path = Vec::new();
    walk(scop, &context, &ast.body, &mut path)
}

/// What lies around a call: loops (depth, lower, upper, step) and guards.
enum Around<'a> {
    Loop(usize, &'a Expr, &'a Expr, i64),
    Guard(&'a Cond),
}

fn walk<'a>(
    scop: &Scop,
    context: &Map,
    nodes: &'a [Node],
    path: &mut Vec<Around<'a>>,
) -> Result<()> {
    for n in nodes {
        match n {
            Node::For(f) => {
                path.push(Around::Loop(f.depth, &f.lower, &f.upper, f.step));
                walk(scop, context, &f.body, path)?;
                path.pop();
            }
            Node::If { cond, body } => {
                path.push(Around::Guard(cond));
                walk(scop, context, body, path)?;
                path.pop();
            }
            Node::Promote(p) => walk(scop, context, &p.body, path)?,
            Node::Call {
                statement, args, ..
            } => check_call(scop, context, *statement, args, path)?,
        }
    }
    Ok(())
}

fn presburger(e: hedra_presburger::Error) -> Error {
    Error::Presburger(e.to_string())
}

fn refused(statement: &str, why: &str) -> Error {
    Error::Unsupported(format!(
        "an AST whose calls of {statement} could not be proved inside its domain ({why})"
    ))
}

fn check_call(
    scop: &Scop,
    context: &Map,
    statement: usize,
    args: &[Expr],
    path: &[Around],
) -> Result<()> {
    let st = scop
        .statements
        .get(statement)
        .ok_or_else(|| Error::Unsupported(format!("a call of statement {statement}")))?;
    if args.len() != st.iterators.len() {
        return Err(refused(&st.name, "its number of arguments"));
    }
    let _budget = Budget::start(CALL_BUDGET);
    let depth = path
        .iter()
        .filter_map(|a| match a {
            Around::Loop(d, ..) => Some(d + 1),
            Around::Guard(_) => None,
        })
        .max()
        .unwrap_or(0);
    let space = Space::map(
        scop.params.clone(),
        Tuple::anonymous(depth),
        Tuple::named(&st.name, st.iterators.len()),
    );
    let mut b = RelationBuilder::new(space).map_err(presburger)?;
    let mut tr = Translate { b: &mut b };
    for a in path {
        let f = match a {
            Around::Loop(d, lower, upper, step) => {
                let c = tr.b.dim(DimType::In, *d).map_err(presburger)?;
                let range = tr.bound(lower, &c, true)?.and(&tr.bound(upper, &c, false)?);
                if *step == 1 {
                    range
                } else {
                    // c = lower + step e: the counter stays in the class of its first value.
                    let first = tr.expr(lower)?;
                    let e = tr.b.append_var();
                    let steps = first.add(&e.scale(&Int::from(*step)));
                    range.and(&Formula::compare(&c, Cmp::Eq, &steps))
                }
            }
            Around::Guard(c) => tr.cond(c)?,
        };
        tr.b.add_constraint(&f).map_err(presburger)?;
    }
    for (j, a) in args.iter().enumerate() {
        let v = tr.expr(a)?;
        tr.b.set_dim(DimType::Out, j, &v).map_err(presburger)?;
    }
    let calls = b.build().map_err(presburger)?;
    let domain = st.domain.align_params(&scop.params).map_err(presburger)?;
    let inside = calls
        .range()
        .and_then(|r| r.intersect_params(context))
        .and_then(|r| r.is_subset(&domain));
    match inside {
        Ok(true) => Ok(()),
        Ok(false) => Err(refused(&st.name, "some call runs outside it")),
        Err(e) => Err(refused(&st.name, &e.to_string())),
    }
}

/// Translates the AST's expressions into the builder's.
struct Translate<'b> {
    b: &'b mut RelationBuilder,
}

impl Translate<'_> {
    /// `e <= c` (a lower bound) or `c <= e`, without the disjunctions and divisions that
    /// translating `e` itself would make: a `max` of lower bounds is each of them, a
    /// `min` of upper bounds too, and `ceil(a / d) <= c` is `a <= d c`.
    fn bound(&mut self, e: &Expr, c: &PExpr, lower: bool) -> Result<Formula> {
        let (le, ge) = (Cmp::Le, Cmp::Ge);
        Ok(match e {
            Expr::Aff(a) => Formula::compare(&self.aff(a)?, if lower { le } else { ge }, c),
            Expr::CeilDiv(a, d) | Expr::FloorDiv(a, d) | Expr::ExactDiv(a, d) => {
                let a = self.aff(a)?;
                let dc = c.scale(d);
                let ceil = matches!(e, Expr::CeilDiv(..));
                let slack = PExpr::constant(d - &Int::from(1));
                match (lower, ceil) {
                    // ceil(a/d) <= c  <=>  a <= d c
                    (true, true) => Formula::compare(&a, le, &dc),
                    // floor(a/d) <= c  <=>  a <= d c + d - 1
                    (true, false) => Formula::compare(&a, le, &dc.add(&slack)),
                    // c <= ceil(a/d)  <=>  d c <= a + d - 1
                    (false, true) => Formula::compare(&dc, le, &a.add(&slack)),
                    // c <= floor(a/d)  <=>  d c <= a
                    (false, false) => Formula::compare(&dc, le, &a),
                }
            }
            Expr::Max(v) | Expr::Min(v) => {
                let all = matches!(e, Expr::Max(_)) == lower;
                let mut f = if all {
                    Formula::truth()
                } else {
                    Formula::falsity()
                };
                for x in v {
                    let part = self.bound(x, c, lower)?;
                    f = if all { f.and(&part) } else { f.or(&part) };
                }
                f
            }
            Expr::Select(k, a, b) => {
                let k = self.cond(k)?;
                let (a, b) = (self.bound(a, c, lower)?, self.bound(b, c, lower)?);
                k.and(&a).or(&k.not().map_err(presburger)?.and(&b))
            }
        })
    }

    fn aff(&mut self, a: &Aff) -> Result<PExpr> {
        let mut acc = PExpr::constant(a.constant.clone());
        for (c, t) in &a.terms {
            let x = match t {
                Atom::Loop(k) => self.b.dim(DimType::In, *k).map_err(presburger)?,
                Atom::Param(k) => self.b.dim(DimType::Param, *k).map_err(presburger)?,
                Atom::Floor(e, d) => {
                    let inner = self.aff(e)?;
                    self.b.floor_div(&inner, d).map_err(presburger)?
                }
            };
            acc = acc.add(&x.scale(c));
        }
        Ok(acc)
    }

    fn expr(&mut self, e: &Expr) -> Result<PExpr> {
        match e {
            Expr::Aff(a) => self.aff(a),
            Expr::CeilDiv(a, d) => {
                let x = self.aff(a)?;
                self.b.ceil_div(&x, d).map_err(presburger)
            }
            // The JIT computes an exact division as a floor division.
            Expr::FloorDiv(a, d) | Expr::ExactDiv(a, d) => {
                let x = self.aff(a)?;
                self.b.floor_div(&x, d).map_err(presburger)
            }
            Expr::Min(v) | Expr::Max(v) => {
                let mut acc: Option<PExpr> = None;
                for x in v {
                    let x = self.expr(x)?;
                    acc = Some(match acc {
                        None => x,
                        Some(a) if matches!(e, Expr::Min(_)) => a.min(&x),
                        Some(a) => a.max(&x),
                    });
                }
                acc.ok_or_else(|| Error::Unsupported("an empty min or max".into()))
            }
            Expr::Select(c, a, b) => {
                // A fresh variable equal to `a` where `c` holds and to `b` elsewhere.
                let v = self.b.append_var();
                let c = self.cond(c)?;
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                let then = c.and(&Formula::compare(&v, Cmp::Eq, &a));
                let otherwise =
                    c.not()
                        .map_err(presburger)?
                        .and(&Formula::compare(&v, Cmp::Eq, &b));
                self.b
                    .add_constraint(&then.or(&otherwise))
                    .map_err(presburger)?;
                Ok(v)
            }
        }
    }

    fn cond(&mut self, c: &Cond) -> Result<Formula> {
        let zero = PExpr::constant(Int::from(0));
        Ok(match c {
            Cond::Ge(a) => Formula::compare(&self.aff(a)?, Cmp::Ge, &zero),
            Cond::Eq(a) => Formula::compare(&self.aff(a)?, Cmp::Eq, &zero),
            Cond::And(v) => {
                let mut f = Formula::truth();
                for x in v {
                    f = f.and(&self.cond(x)?);
                }
                f
            }
            Cond::Or(v) => {
                let mut f = Formula::falsity();
                for x in v {
                    f = f.or(&self.cond(x)?);
                }
                f
            }
        })
    }
}
