//! Lowering: one [`hedra_ir::Scop`] per checked definition.
//!
//! The Scop's parameters are the definition's sizes, in order of first appearance in the
//! input declarations, and its context says that every size is at least 1. Every tensor
//! is an array with its C element type (`float`, `double`, `int32_t`, `int64_t`) and
//! its sizes as C text; a scalar input is a 0-dimensional array that is only read. A
//! temporary (a tensor written by a statement that is neither input nor output) is dead
//! after the region (`Array::dead_after`), so that array contraction may shrink it.
//!
//! The statements, in textual order, each in its own loop nest (beta `[k, 0, ..., 0]`):
//!
//! - a pointwise `O(i) = e` is one statement `O[i] = e` over its inferred domain;
//! - a reduction `O(i) op=! e` is an *initialization* `O[i] = neutral` over the output
//!   indices (the projection of the domain on them), then the *update* over the output and
//!   reduction indices; a plain `op=` has no initialization (it accumulates into the
//!   tensor's current values).
//!
//! The update is written in a form that hedra-deps recognizes as a reduction
//! (hedra-deps's `reduction` module): `O[i] += e`,
//! `O[i] *= e`, and for `max=` / `min=` on integers `O[i] = e > O[i] ? e : O[i]` (resp.
//! `<`), a shape that is recognized and *exact* (any order of the instances gives the same
//! value), and on floating types `O[i] = fmaxf(O[i], e)` (`fminf`, `fmax`, `fmin`), which
//! evaluates `e` once and is recognized too (floating reductions are never reordered unless
//! the user asks for `--reassociate`). The neutral elements are `0`, `1`, the largest value
//! of the type (`INFINITY`, `INT32_MAX`, `INT64_MAX`) and the smallest (`-INFINITY`,
//! `INT32_MIN`, `INT64_MIN`), so the generated C needs `<math.h>` and `<stdint.h>`.
//!
//! Floating literals are printed with an `f` suffix where TC gives them the type `float`
//! (everywhere except next to a `double` value), so that C computes in the same type as TC.
//!
//! Not lowered yet (each a diagnostic at the construct): subscripts that are not affine
//! (`A(I(i))`), a right-hand side that reads the tensor its statement writes (other than
//! at the same subscripts in a pointwise statement), `A.k` of a tensor whose size is not a
//! size name, and names that are C keywords.

use crate::affine::{affine_of, AffineNames};
use crate::ast::{
    AssignOp as TcAssign, BinOp, Def, Expr as TcExpr, ExprKind, ReduceOp, ScalarType, Stmt, UnOp,
};
use crate::check::{DefInfo, TensorKind};
use crate::lexer::Span;
use crate::size::{Atom, QuasiAff, SizeExpr};
use crate::types::{type_of, Named, Ty};
use hedra_c::Diagnostic;
use hedra_ir::expr::{AssignOp, BinaryOp, Body, Expr, UnaryOp};
use hedra_ir::{original_schedule, AccessRelation, Array, IntType, Scop, Statement};
use hedra_presburger::{DimType, Expr as PExpr, Int, RelationBuilder, Set, Space, Tuple};

/// A definition with its check results and its Scop.
#[derive(Clone, Debug)]
pub struct LoweredDef {
    /// The definition as parsed.
    pub def: Def,
    /// Its names, types and ranges.
    pub info: DefInfo,
    /// Its polyhedral model.
    pub scop: Scop,
}

impl LoweredDef {
    /// The tensors that the C function receives as read-only inputs (declared inputs that
    /// are not outputs), in declaration order, scalars included.
    pub fn read_only_inputs(&self) -> Vec<&str> {
        self.def
            .inputs
            .iter()
            .map(|p| p.name.name.as_str())
            .filter(|n| !self.def.outputs.iter().any(|o| o.name == *n))
            .collect()
    }

    /// The outputs, in the order of the `->` list.
    pub fn outputs(&self) -> Vec<&str> {
        self.def.outputs.iter().map(|o| o.name.as_str()).collect()
    }
}

/// Parses, checks and lowers every definition of `src`.
pub fn lower(src: &str) -> Result<Vec<LoweredDef>, Diagnostic> {
    let program = crate::parse(src)?;
    let infos = crate::check::check_program(&program)?;
    program
        .defs
        .into_iter()
        .zip(infos)
        .map(|(def, info)| {
            let scop = lower_def(&def, &info)?;
            Ok(LoweredDef { def, info, scop })
        })
        .collect()
}

/// The C type of a TC element type.
pub fn c_type(t: ScalarType) -> &'static str {
    match t {
        ScalarType::Float => "float",
        ScalarType::Double => "double",
        ScalarType::Int32 => "int32_t",
        ScalarType::Int64 => "int64_t",
    }
}

fn int_type(t: ScalarType) -> Option<IntType> {
    let bits = match t {
        ScalarType::Int32 => 32,
        ScalarType::Int64 => 64,
        _ => return None,
    };
    Some(IntType {
        bits,
        signed: true,
        plain_char: false,
        spelling: c_type(t).to_string(),
    })
}

/// The names the generated code relies on, besides C's keywords: a TC name may not be one.
const RESERVED: &[&str] = &[
    "int32_t",
    "int64_t",
    "size_t",
    "malloc",
    "free",
    "INFINITY",
    "INT32_MAX",
    "INT32_MIN",
    "INT64_MAX",
    "INT64_MIN",
    "floord",
    "ceild",
    "min",
    "max",
    "main",
];

fn check_name(name: &str, span: Span) -> Result<(), Diagnostic> {
    if hedra_ir::ctype::is_c_keyword(name) || RESERVED.contains(&name) {
        return Err(Diagnostic::error(
            span,
            format!("`{name}` is a C keyword or a name the generated C uses; rename it"),
        ));
    }
    Ok(())
}

/// The C text of a size, when it has a single piece: `H - KH + 1`, with `floor(e / d)`
/// written as an exact C expression.
pub fn size_c(s: &SizeExpr) -> Option<String> {
    s.single().map(quasi_c)
}

fn quasi_c(q: &QuasiAff) -> String {
    let mut out = String::new();
    for (atom, c) in &q.terms {
        let a = match atom {
            Atom::Param(p) => p.clone(),
            Atom::Floor(e, d) => {
                let e = quasi_c(e);
                format!("(({e}) >= 0 ? ({e}) / {d} : -((-({e}) + {d} - 1) / {d}))")
            }
        };
        let neg = c.is_negative();
        if out.is_empty() {
            if neg {
                out.push('-');
            }
        } else {
            out.push_str(if neg { " - " } else { " + " });
        }
        let m = c.abs();
        if m.is_one() {
            out.push_str(&a);
        } else {
            out.push_str(&format!("{m} * {a}"));
        }
    }
    if out.is_empty() {
        return q.constant.to_string();
    }
    if !q.constant.is_zero() {
        let sign = if q.constant.is_negative() { "-" } else { "+" };
        out.push_str(&format!(" {sign} {}", q.constant.abs()));
    }
    out
}

/// The statements of one definition as they are built, before the schedules.
struct Pending {
    name: String,
    iterators: Vec<String>,
    domain: Set,
    body: Body,
}

/// Lowers one checked definition (see the module documentation).
pub fn lower_def(def: &Def, info: &DefInfo) -> Result<Scop, Diagnostic> {
    let params = info.params.clone();
    let internal = |e: String| Diagnostic::error(def.span, format!("lowering failed: {e}"));
    check_name(&def.name.name, def.name.span)?;
    for p in &def.inputs {
        check_name(&p.name.name, p.name.span)?;
        for s in &p.sizes {
            check_name(&s.name, s.span)?;
        }
    }
    let mut pending = Vec::new();
    for (s, st) in def.stmts.iter().zip(&info.stmts) {
        check_name(&s.lhs.name, s.lhs.span)?;
        for i in &s.indices {
            check_name(&i.name, i.span)?;
        }
        let vars: Vec<String> = st.ranges.iter().map(|r| r.name.clone()).collect();
        for v in &vars[s.indices.len()..] {
            check_name(v, s.span)?;
        }
        check_self_reads(s, info)?;
        let t = info
            .tensor(&s.lhs.name)
            .ok_or_else(|| internal(format!("no tensor `{}`", s.lhs.name)))?;
        let mut env = Env {
            info,
            vars: &vars,
            next_ref: 1,
        };
        let rhs = env.lower(&s.rhs, Ty::of(t.ty))?;
        let lhs = |reference| Expr::Access {
            array: s.lhs.name.clone(),
            subscripts: (0..s.indices.len()).map(Expr::Iterator).collect(),
            reference,
        };
        let (op, init) = match s.op {
            TcAssign::Set => (None, false),
            TcAssign::Reduce { op, init } => (Some(op), init),
        };
        if init {
            let n_out = s.indices.len();
            let domain = st
                .domain
                .project_out(DimType::Out, n_out, vars.len() - n_out)
                .map_err(|e| internal(e.to_string()))?;
            pending.push(Pending {
                name: String::new(),
                iterators: vars[..n_out].to_vec(),
                domain,
                body: Body {
                    lhs: lhs(0),
                    op: AssignOp::Assign,
                    rhs: neutral(op.unwrap_or(ReduceOp::Add), t.ty),
                },
            });
        }
        let body = match op {
            None => Body {
                lhs: lhs(0),
                op: AssignOp::Assign,
                rhs,
            },
            Some(ReduceOp::Add) => Body {
                lhs: lhs(0),
                op: AssignOp::Add,
                rhs,
            },
            Some(ReduceOp::Mul) => Body {
                lhs: lhs(0),
                op: AssignOp::Mul,
                rhs,
            },
            Some(m @ (ReduceOp::Min | ReduceOp::Max)) => {
                let x = lhs(env.reference());
                let rhs = if t.ty.is_integer() {
                    let x2 = lhs(env.reference());
                    let cmp = if m == ReduceOp::Max {
                        BinaryOp::Gt
                    } else {
                        BinaryOp::Lt
                    };
                    let again = env.renumbered(&rhs);
                    Expr::Ternary(
                        Box::new(Expr::Binary(cmp, Box::new(rhs), Box::new(x))),
                        Box::new(again),
                        Box::new(x2),
                    )
                } else {
                    let f = match (m, t.ty) {
                        (ReduceOp::Max, ScalarType::Float) => "fmaxf",
                        (ReduceOp::Max, _) => "fmax",
                        (_, ScalarType::Float) => "fminf",
                        _ => "fmin",
                    };
                    Expr::Call(f.into(), vec![x, rhs])
                };
                Body {
                    lhs: lhs(0),
                    op: AssignOp::Assign,
                    rhs,
                }
            }
        };
        pending.push(Pending {
            name: String::new(),
            iterators: vars.clone(),
            domain: st.domain.clone(),
            body,
        });
    }
    let dim = pending
        .iter()
        .map(|p| 2 * p.iterators.len() + 1)
        .max()
        .unwrap_or(1);
    let mut statements = Vec::new();
    for (n, mut p) in pending.into_iter().enumerate() {
        p.name = format!("S{n}");
        let mut beta = vec![0; p.iterators.len() + 1];
        beta[0] = n;
        let domain = p
            .domain
            .renamed_tuples(None, Some(&p.name))
            .align_params(&params)
            .map_err(|e| internal(e.to_string()))?;
        let schedule = original_schedule(
            &params,
            &p.name,
            &p.iterators,
            &beta,
            &vec![false; p.iterators.len()],
            dim,
        )
        .map_err(|e| internal(e.to_string()))?;
        let accesses = accesses_of(&params, &p.name, &p.iterators, &p.body)
            .map_err(|e| internal(e.to_string()))?;
        statements.push(Statement {
            name: p.name,
            iterators: p.iterators,
            domain,
            accesses,
            body: p.body,
            beta,
            schedule,
        });
    }
    let arrays = arrays_of(info, &statements);
    let context = size_context(&params).map_err(|e| internal(e.to_string()))?;
    let long = IntType {
        bits: 64,
        signed: true,
        plain_char: false,
        spelling: "long".into(),
    };
    let mut scop = Scop {
        params: params.clone(),
        context,
        arrays,
        statements: Vec::new(),
        param_text: Default::default(),
        // Sizes and indices are `long` (TC's indices are 64-bit).
        int_types: params
            .iter()
            .chain(statements.iter().flat_map(|s| &s.iterators))
            .map(|p| (p.clone(), long.clone()))
            .collect(),
        region_iterators: Default::default(),
        final_values: String::new(),
        induction_vars: Vec::new(),
        assumptions: Vec::new(),
        warnings: Vec::new(),
    };
    scop.statements = statements;
    scop.validate().map_err(|e| internal(e.to_string()))?;
    Ok(scop)
}

/// `[params] -> { : every size >= 1 }`.
fn size_context(params: &[String]) -> hedra_presburger::Result<Set> {
    let mut b = RelationBuilder::new(Space::params(params.to_vec()))?;
    for k in 0..params.len() {
        b.add_bound(DimType::Param, k, hedra_presburger::Bound::Lower, &Int::ONE)?;
    }
    b.build()
}

/// Adds the condition `text` over the sizes (isl notation; `&&`, `||` and `!=` are read
/// as C's) to the context of `scop`, as `--context` does for C regions.
pub fn add_context(scop: &mut Scop, text: &str) -> Result<(), String> {
    let cond = text.replace("&&", " and ").replace("||", " or ");
    let src = format!("[{}] -> {{ : {cond} }}", scop.params.join(", "));
    let set = hedra_presburger::parse_map(&src)
        .and_then(|s| s.align_params(&scop.params))
        .map_err(|e| format!("--context '{text}': {e}"))?;
    scop.context = scop
        .context
        .intersect(&set)
        .map_err(|e| format!("--context '{text}': {e}"))?;
    Ok(())
}

/// The neutral element of `op` in type `t`.
fn neutral(op: ReduceOp, t: ScalarType) -> Expr {
    let word = |s: &str| Expr::Int(s.into());
    match (op, t) {
        (ReduceOp::Add, ScalarType::Float) => Expr::Float("0.0f".into()),
        (ReduceOp::Add, ScalarType::Double) => Expr::Float("0.0".into()),
        (ReduceOp::Add, _) => word("0"),
        (ReduceOp::Mul, ScalarType::Float) => Expr::Float("1.0f".into()),
        (ReduceOp::Mul, ScalarType::Double) => Expr::Float("1.0".into()),
        (ReduceOp::Mul, _) => word("1"),
        (ReduceOp::Min, ScalarType::Int32) => word("INT32_MAX"),
        (ReduceOp::Min, ScalarType::Int64) => word("INT64_MAX"),
        (ReduceOp::Min, _) => Expr::Float("INFINITY".into()),
        (ReduceOp::Max, ScalarType::Int32) => word("INT32_MIN"),
        (ReduceOp::Max, ScalarType::Int64) => word("INT64_MIN"),
        (ReduceOp::Max, _) => Expr::Unary(UnaryOp::Neg, Box::new(Expr::Float("INFINITY".into()))),
    }
}

/// A right-hand side may read the tensor its statement writes only at the same subscripts,
/// and only in a pointwise statement (TC reads the right-hand side in full before storing;
/// the loop nest does the same only then).
fn check_self_reads(s: &Stmt, info: &DefInfo) -> Result<(), Diagnostic> {
    let mut bad = None;
    s.rhs.walk(&mut |e| {
        if let ExprKind::Call { name, args } = &e.kind {
            if name.name != s.lhs.name || info.tensor(&name.name).is_none() || bad.is_some() {
                return;
            }
            let same = args.len() == s.indices.len()
                && args
                    .iter()
                    .zip(&s.indices)
                    .all(|(a, i)| matches!(&a.kind, ExprKind::Name(n) if *n == i.name));
            if !(same && s.op == TcAssign::Set) {
                bad = Some(e.span);
            }
        }
    });
    match bad {
        Some(span) => Err(Diagnostic::error(
            span,
            format!(
                "this statement reads `{}`, the tensor it writes: not supported by the lowering yet \
                 (write the result into a new tensor)",
                s.lhs.name
            ),
        )),
        None => Ok(()),
    }
}

/// What expressions of one statement see.
struct Env<'a> {
    info: &'a DefInfo,
    vars: &'a [String],
    next_ref: usize,
}

impl AffineNames for Env<'_> {
    fn is_affine_name(&self, n: &str) -> bool {
        self.info.params.iter().any(|p| p == n) || self.vars.iter().any(|v| v == n)
    }

    fn dim_size(&self, _tensor: &str, _k: usize) -> Option<String> {
        None
    }
}

impl Env<'_> {
    fn named(&self, n: &str) -> Named {
        if self.info.params.iter().any(|p| p == n) {
            return Named::Size;
        }
        if let Some((_, t)) = self.info.scalars.iter().find(|(s, _)| s == n) {
            return Named::Scalar(*t);
        }
        if let Some(t) = self.info.tensor(n) {
            return Named::Tensor(t.ty, t.sizes.len());
        }
        Named::Free
    }

    fn ty(&self, e: &TcExpr) -> Result<Ty, Diagnostic> {
        type_of(e, &|n| self.named(n))
    }

    fn reference(&mut self) -> usize {
        self.next_ref += 1;
        self.next_ref - 1
    }

    /// A copy of `e` with fresh reference ids.
    fn renumbered(&mut self, e: &Expr) -> Expr {
        let mut e = e.clone();
        self.renumber(&mut e);
        e
    }

    fn renumber(&mut self, e: &mut Expr) {
        match e {
            Expr::Access {
                subscripts,
                reference,
                ..
            } => {
                *reference = self.reference();
                subscripts.iter_mut().for_each(|s| self.renumber(s));
            }
            Expr::Call(_, args) => args.iter_mut().for_each(|a| self.renumber(a)),
            Expr::Unary(_, a) | Expr::Cast(_, a) => self.renumber(a),
            Expr::Binary(_, a, b) => {
                self.renumber(a);
                self.renumber(b);
            }
            Expr::Ternary(c, a, b) => {
                self.renumber(c);
                self.renumber(a);
                self.renumber(b);
            }
            _ => {}
        }
    }

    /// `e` as a body expression; `ctx` is the type that literals next to it take.
    fn lower(&mut self, e: &TcExpr, ctx: Ty) -> Result<Expr, Diagnostic> {
        Ok(match &e.kind {
            ExprKind::Int(v) => Expr::Int(v.to_string()),
            ExprKind::Float(v) => {
                let mut text = format!("{v:?}");
                if !text.contains(['.', 'e', 'E']) {
                    text.push_str(".0");
                }
                if ctx != Ty::Double {
                    text.push('f');
                }
                Expr::Float(text)
            }
            ExprKind::Name(n) => match self.named(n) {
                Named::Size => Expr::Param(n.clone()),
                Named::Scalar(_) => Expr::Access {
                    array: n.clone(),
                    subscripts: Vec::new(),
                    reference: self.reference(),
                },
                _ => match self.vars.iter().position(|v| v == n) {
                    Some(k) => Expr::Iterator(k),
                    None => return Err(Diagnostic::error(e.span, format!("unknown name `{n}`"))),
                },
            },
            ExprKind::Dim { tensor, dim } => {
                let size = self
                    .info
                    .tensor(&tensor.name)
                    .and_then(|t| t.sizes.get(*dim))
                    .and_then(|s| s.single());
                match size {
                    Some(q) if q.constant.is_zero() && q.terms.len() == 1 => match &q.terms[0] {
                        (Atom::Param(p), c) if c.is_one() => Expr::Param(p.clone()),
                        _ => return Err(dim_error(e.span)),
                    },
                    _ => return Err(dim_error(e.span)),
                }
            }
            ExprKind::Call { name, args } => {
                if let Named::Tensor(..) = self.named(&name.name) {
                    let mut subscripts = Vec::new();
                    for a in args {
                        if affine_of(a, self).is_none() {
                            return Err(Diagnostic::error(
                                a.span,
                                "a subscript that is not affine in the indices and sizes is not \
                                 supported by the lowering yet",
                            ));
                        }
                        subscripts.push(self.lower(a, Ty::Int64)?);
                    }
                    Expr::Access {
                        array: name.name.clone(),
                        subscripts,
                        reference: self.reference(),
                    }
                } else {
                    let float_form = name
                        .name
                        .strip_suffix('f')
                        .is_some_and(crate::types::is_builtin);
                    let arg_ty = if float_form { Ty::Float } else { Ty::Double };
                    let args = args
                        .iter()
                        .map(|a| self.lower(a, arg_ty))
                        .collect::<Result<Vec<_>, _>>()?;
                    Expr::Call(name.name.clone(), args)
                }
            }
            ExprKind::Unary(UnOp::Neg, a) => {
                Expr::Unary(UnaryOp::Neg, Box::new(self.lower(a, ctx)?))
            }
            ExprKind::Unary(UnOp::Not, a) => {
                let t = self.ty(a)?;
                Expr::Unary(UnaryOp::Not, Box::new(self.lower(a, t)?))
            }
            ExprKind::Binary(op, a, b) => {
                let t = self.ty(a)?.join(self.ty(b)?);
                let inner = if matches!(t, Ty::IntLit | Ty::FloatLit) && !op.is_boolean() {
                    ctx
                } else {
                    t
                };
                let (x, y) = (self.lower(a, inner)?, self.lower(b, inner)?);
                Expr::Binary(binary_op(*op), Box::new(x), Box::new(y))
            }
            ExprKind::Ternary(c, a, b) => {
                let tc = self.ty(c)?;
                let c = self.lower(c, tc)?;
                let t = self.ty(a)?.join(self.ty(b)?);
                let inner = if matches!(t, Ty::IntLit | Ty::FloatLit) {
                    ctx
                } else {
                    t
                };
                Expr::Ternary(
                    Box::new(c),
                    Box::new(self.lower(a, inner)?),
                    Box::new(self.lower(b, inner)?),
                )
            }
        })
    }
}

fn dim_error(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        "`A.k` of a tensor whose size is not a size name is not supported by the lowering yet",
    )
}

fn binary_op(op: BinOp) -> BinaryOp {
    match op {
        BinOp::Add => BinaryOp::Add,
        BinOp::Sub => BinaryOp::Sub,
        BinOp::Mul => BinaryOp::Mul,
        BinOp::Div => BinaryOp::Div,
        BinOp::Lt => BinaryOp::Lt,
        BinOp::Le => BinaryOp::Le,
        BinOp::Gt => BinaryOp::Gt,
        BinOp::Ge => BinaryOp::Ge,
        BinOp::Eq => BinaryOp::Eq,
        BinOp::Ne => BinaryOp::Ne,
        BinOp::And => BinaryOp::And,
        BinOp::Or => BinaryOp::Or,
    }
}

/// The access relations of a body, in [`Body::canonical_accesses`] order.
fn accesses_of(
    params: &[String],
    stmt: &str,
    iterators: &[String],
    body: &Body,
) -> hedra_presburger::Result<Vec<AccessRelation>> {
    let mut out = Vec::new();
    for (reference, kind, e) in body.canonical_accesses() {
        let Expr::Access {
            array, subscripts, ..
        } = e
        else {
            continue;
        };
        let space = Space::map(
            params.to_vec(),
            Tuple::with_dim_names(Some(stmt), iterators),
            Tuple::named(array, subscripts.len()),
        );
        let mut b = RelationBuilder::new(space)?;
        for (k, s) in subscripts.iter().enumerate() {
            let v = subscript(&b, s)?;
            b.set_dim(DimType::Out, k, &v)?;
        }
        out.push(AccessRelation {
            reference,
            kind,
            array: array.clone(),
            relation: b.build()?,
        });
    }
    Ok(out)
}

/// An affine subscript (checked affine when it was lowered) as a builder expression.
fn subscript(b: &RelationBuilder, e: &Expr) -> hedra_presburger::Result<PExpr> {
    let bad = || {
        hedra_presburger::Error::Unsupported(format!("subscript `{}` is not affine", e.to_c(&[])))
    };
    Ok(match e {
        Expr::Int(v) => PExpr::constant(Int::from(v.parse::<i64>().map_err(|_| bad())?)),
        Expr::Iterator(k) => b.dim(DimType::In, *k)?,
        Expr::Param(p) => b.var(p)?,
        Expr::Unary(UnaryOp::Neg, a) => subscript(b, a)?.neg(),
        Expr::Binary(BinaryOp::Add, x, y) => subscript(b, x)?.add(&subscript(b, y)?),
        Expr::Binary(BinaryOp::Sub, x, y) => subscript(b, x)?.sub(&subscript(b, y)?),
        Expr::Binary(BinaryOp::Mul, x, y) => {
            let (x, y) = (subscript(b, x)?, subscript(b, y)?);
            match (x.as_constant(), y.as_constant()) {
                (Some(k), _) => y.scale(&k),
                (_, Some(k)) => x.scale(&k),
                _ => return Err(bad()),
            }
        }
        _ => return Err(bad()),
    })
}

/// The arrays that the statements access: tensors in the definition's order, then scalar
/// inputs.
fn arrays_of(info: &DefInfo, statements: &[Statement]) -> Vec<Array> {
    let used = |n: &str| {
        statements
            .iter()
            .any(|s| s.accesses.iter().any(|a| a.array == n))
    };
    let mut arrays = Vec::new();
    for t in &info.tensors {
        if !used(&t.name) {
            continue;
        }
        let sizes: Option<Vec<String>> = t.sizes.iter().map(size_c).collect();
        let temporary = t.kind == TensorKind::Temporary;
        arrays.push(Array {
            name: t.name.clone(),
            element_type: Some(c_type(t.ty).to_string()),
            rank: t.sizes.len(),
            sizes,
            local: false,
            dead_after: temporary,
            scratch: false,
            integer: int_type(t.ty),
            resolved_type: None,
        });
    }
    for (name, ty) in &info.scalars {
        if !used(name) {
            continue;
        }
        arrays.push(Array {
            name: name.clone(),
            element_type: Some(c_type(*ty).to_string()),
            rank: 0,
            sizes: Some(Vec::new()),
            local: false,
            dead_after: false,
            scratch: false,
            integer: int_type(*ty),
            resolved_type: None,
        });
    }
    arrays
}
