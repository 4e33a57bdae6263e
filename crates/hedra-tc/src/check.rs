//! Checking a definition statement by statement: names, types, then range inference.
//!
//! Statements are processed in order. A tensor is *known* once it is an input or once a
//! statement has written it; the first statement writing an output (or a temporary, a
//! written name that is neither input nor output) fixes its element type and its sizes,
//! from the ranges of the indices on its left-hand side. Later statements use those sizes
//! like an input's.

use crate::affine::{affine_of, AffineNames};
use crate::ast::{AssignOp, Def, Expr, ExprKind, Ident, Program, ScalarType, Stmt};
use crate::infer::{dim_range, Constraint, Problem};
use crate::lexer::Span;
use crate::size::SizeExpr;
use crate::types::{check_arity, type_of, Named, Ty};
use hedra_c::Diagnostic;
use hedra_presburger::{DimType, Set};

/// What role a tensor plays in its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TensorKind {
    /// A declared input.
    Input,
    /// A declared output (possibly also an input, for in-place updates).
    Output,
    /// Written by a statement but neither input nor output.
    Temporary,
}

/// A tensor of a checked definition.
#[derive(Clone, Debug)]
pub struct Tensor {
    /// Its name.
    pub name: String,
    /// Input, output or temporary.
    pub kind: TensorKind,
    /// Element type.
    pub ty: ScalarType,
    /// One size per dimension: the size name of an input, the inferred size otherwise.
    pub sizes: Vec<SizeExpr>,
    /// The valid subscripts of each dimension, as one-dimensional sets over the sizes.
    pub valid: Vec<Set>,
}

/// The inferred range `lo <= name < hi` of an index variable.
#[derive(Clone, Debug)]
pub struct IndexRange {
    /// The variable.
    pub name: String,
    /// Inclusive lower bound.
    pub lo: SizeExpr,
    /// Exclusive upper bound.
    pub hi: SizeExpr,
    /// Whether a `where` clause gave it.
    pub from_where: bool,
}

/// A checked statement.
#[derive(Clone, Debug)]
pub struct StmtInfo {
    /// Its index variables: the left-hand side's first, then the others in order of
    /// appearance.
    pub ranges: Vec<IndexRange>,
    /// The reduction variables (those not on the left-hand side).
    pub reduction: Vec<String>,
    /// The iteration domain over the size parameters.
    pub domain: Set,
}

/// A checked definition.
#[derive(Clone, Debug)]
pub struct DefInfo {
    /// Its name.
    pub name: String,
    /// The size parameters, in order of first appearance in the input declarations.
    pub params: Vec<String>,
    /// Scalar inputs.
    pub scalars: Vec<(String, ScalarType)>,
    /// Tensors: inputs, then the others in order of first write.
    pub tensors: Vec<Tensor>,
    /// One per statement.
    pub stmts: Vec<StmtInfo>,
}

impl DefInfo {
    /// The tensor named `name`.
    pub fn tensor(&self, name: &str) -> Option<&Tensor> {
        self.tensors.iter().find(|t| t.name == name)
    }
}

/// Checks every definition of a program.
pub fn check_program(p: &Program) -> Result<Vec<DefInfo>, Diagnostic> {
    let mut seen: Vec<&Ident> = Vec::new();
    let mut out = Vec::new();
    for d in &p.defs {
        if seen.iter().any(|s| s.name == d.name.name) {
            return Err(err(
                d.name.span,
                format!("`{}` is defined twice", d.name.name),
            ));
        }
        seen.push(&d.name);
        out.push(check_def(d)?);
    }
    Ok(out)
}

fn err(span: Span, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, msg)
}

/// Checks one definition.
pub fn check_def(d: &Def) -> Result<DefInfo, Diagnostic> {
    let mut info = DefInfo {
        name: d.name.name.clone(),
        params: Vec::new(),
        scalars: Vec::new(),
        tensors: Vec::new(),
        stmts: Vec::new(),
    };
    declare_inputs(d, &mut info)?;
    check_outputs(d, &info)?;
    for s in &d.stmts {
        let st = check_stmt(d, s, &mut info)?;
        info.stmts.push(st);
    }
    if let Some(o) = d.outputs.iter().find(|o| info.tensor(&o.name).is_none()) {
        return Err(err(o.span, format!("output `{}` is never written", o.name)));
    }
    Ok(info)
}

fn declare_inputs(d: &Def, info: &mut DefInfo) -> Result<(), Diagnostic> {
    for p in &d.inputs {
        for s in &p.sizes {
            if !info.params.contains(&s.name) {
                info.params.push(s.name.clone());
            }
        }
    }
    for (k, p) in d.inputs.iter().enumerate() {
        let n = &p.name;
        if d.inputs[..k].iter().any(|q| q.name.name == n.name) || info.params.contains(&n.name) {
            return Err(err(n.span, format!("`{}` is declared twice", n.name)));
        }
        if p.sizes.is_empty() {
            info.scalars.push((n.name.clone(), p.ty));
            continue;
        }
        let valid = p
            .sizes
            .iter()
            .map(|s| dim_range(&info.params, &s.name))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| err(p.span, e.to_string()))?;
        let sizes = valid
            .iter()
            .map(|v| size_of(v, &info.params, p.span))
            .collect::<Result<Vec<_>, _>>()?;
        info.tensors.push(Tensor {
            name: n.name.clone(),
            kind: TensorKind::Input,
            ty: p.ty,
            sizes,
            valid,
        });
    }
    Ok(())
}

fn check_outputs(d: &Def, info: &DefInfo) -> Result<(), Diagnostic> {
    for (k, o) in d.outputs.iter().enumerate() {
        if d.outputs[..k].iter().any(|p| p.name == o.name) {
            return Err(err(o.span, format!("output `{}` is listed twice", o.name)));
        }
        let scalar = info.scalars.iter().any(|(s, _)| *s == o.name);
        if scalar || info.params.contains(&o.name) {
            return Err(err(
                o.span,
                format!("output `{}` is a scalar input or a size", o.name),
            ));
        }
    }
    Ok(())
}

/// The exclusive upper end of a one-dimensional valid set: its size.
fn size_of(valid: &Set, params: &[String], span: Span) -> Result<SizeExpr, Diagnostic> {
    let f = valid
        .dim_max_pw(0)
        .map_err(|e| err(span, format!("size inference failed: {e}")))?;
    SizeExpr::from_pw(&f, params, 1).map_err(|e| err(span, e))
}

/// What `name` denotes while checking `s`.
fn lookup(d: &Def, info: &DefInfo, name: &str) -> Named {
    if info.params.iter().any(|p| p == name) {
        return Named::Size;
    }
    if let Some((_, t)) = info.scalars.iter().find(|(n, _)| n == name) {
        return Named::Scalar(*t);
    }
    if let Some(t) = info.tensor(name) {
        return Named::Tensor(t.ty, t.sizes.len());
    }
    let written_later = d.stmts.iter().any(|s| s.lhs.name == name);
    if d.outputs.iter().any(|o| o.name == name) || written_later {
        return Named::Undefined;
    }
    Named::Free
}

struct Names<'a> {
    info: &'a DefInfo,
    vars: &'a [(String, Span)],
}

impl AffineNames for Names<'_> {
    fn is_affine_name(&self, n: &str) -> bool {
        self.info.params.iter().any(|p| p == n) || self.vars.iter().any(|(v, _)| v == n)
    }

    fn dim_size(&self, _tensor: &str, _k: usize) -> Option<String> {
        None
    }
}

fn check_stmt(d: &Def, s: &Stmt, info: &mut DefInfo) -> Result<StmtInfo, Diagnostic> {
    let look = |n: &str| lookup(d, info, n);
    let lhs = check_lhs(d, s, info)?;
    check_dims(s, info)?;
    let rhs_ty = type_of(&s.rhs, &look)?;
    let vars = index_vars(s, &look)?;
    check_pointwise(s, &vars)?;
    let ty = store_type(s, lhs.map(|t| t.0), rhs_ty)?;
    let problem = build_problem(s, info, &vars, lhs.is_some())?;
    let sol = problem.solve()?;
    let mut ranges = Vec::new();
    for (k, (name, span)) in vars.iter().enumerate() {
        let lo = sol.ranges[k]
            .dim_min_pw(k)
            .map_err(|e| err(*span, e.to_string()))?;
        let hi = sol.ranges[k]
            .dim_max_pw(k)
            .map_err(|e| err(*span, e.to_string()))?;
        ranges.push(IndexRange {
            name: name.clone(),
            lo: SizeExpr::from_pw(&lo, &info.params, 0).map_err(|e| err(*span, e))?,
            hi: SizeExpr::from_pw(&hi, &info.params, 1).map_err(|e| err(*span, e))?,
            from_where: s.wheres.iter().any(|w| &w.var.name == name),
        });
    }
    if lhs.is_none() {
        define_lhs(d, s, info, &problem, &sol.domain, ty)?;
    }
    let reduction = vars[s.indices.len()..]
        .iter()
        .map(|(n, _)| n.clone())
        .collect();
    Ok(StmtInfo {
        ranges,
        reduction,
        domain: sol.domain,
    })
}

/// The left-hand side's type and rank when the tensor is already known.
fn check_lhs(d: &Def, s: &Stmt, info: &DefInfo) -> Result<Option<(ScalarType, usize)>, Diagnostic> {
    let name = &s.lhs;
    let input = d.inputs.iter().any(|p| p.name.name == name.name);
    let output = d.outputs.iter().any(|o| o.name == name.name);
    match lookup(d, info, &name.name) {
        Named::Size | Named::Scalar(_) => {
            return Err(err(name.span, format!("`{}` is not a tensor", name.name)))
        }
        Named::Tensor(..) if input && !output => {
            return Err(err(
                name.span,
                format!(
                    "input `{}` is read-only (list it as an output too)",
                    name.name
                ),
            ))
        }
        _ => {}
    }
    for (k, i) in s.indices.iter().enumerate() {
        if s.indices[..k].iter().any(|j| j.name == i.name) {
            return Err(err(
                i.span,
                format!("index `{}` appears twice on the left", i.name),
            ));
        }
        if lookup(d, info, &i.name) != Named::Free {
            return Err(err(
                i.span,
                format!("`{}` is not an index variable", i.name),
            ));
        }
    }
    let Some(t) = info.tensor(&name.name) else {
        return Ok(None);
    };
    check_arity(name, t.sizes.len(), s.indices.len())?;
    Ok(Some((t.ty, t.sizes.len())))
}

/// `A.k` must name an input dimension; it is rejected for now elsewhere.
fn check_dims(s: &Stmt, info: &DefInfo) -> Result<(), Diagnostic> {
    let mut bad = None;
    s.rhs.walk(&mut |e| {
        if let ExprKind::Dim { tensor, dim } = &e.kind {
            let ok = info
                .tensor(&tensor.name)
                .is_some_and(|t| *dim < t.sizes.len());
            if !ok && bad.is_none() {
                bad = Some(e.span);
            }
        }
    });
    match bad {
        Some(span) => Err(err(span, "not a dimension of a known tensor")),
        None => Ok(()),
    }
}

/// The left-hand side's indices, then the other free names of the right-hand side.
fn index_vars(s: &Stmt, look: &dyn Fn(&str) -> Named) -> Result<Vec<(String, Span)>, Diagnostic> {
    let mut vars: Vec<(String, Span)> =
        s.indices.iter().map(|i| (i.name.clone(), i.span)).collect();
    s.rhs.walk(&mut |e| {
        if let ExprKind::Name(n) = &e.kind {
            if look(n) == Named::Free && !vars.iter().any(|(v, _)| v == n) {
                vars.push((n.clone(), e.span));
            }
        }
    });
    for w in &s.wheres {
        if !vars.iter().any(|(v, _)| *v == w.var.name) {
            return Err(err(
                w.var.span,
                format!("`{}` is not an index of this statement", w.var.name),
            ));
        }
    }
    Ok(vars)
}

fn check_pointwise(s: &Stmt, vars: &[(String, Span)]) -> Result<(), Diagnostic> {
    if s.op != AssignOp::Set {
        return Ok(());
    }
    match vars.get(s.indices.len()) {
        Some((n, span)) => Err(err(
            *span,
            format!(
                "index `{n}` appears only on the right-hand side of a pointwise `=`; \
                 reduce over it with a reduction operator such as `+=!`"
            ),
        )),
        None => Ok(()),
    }
}

fn store_type(s: &Stmt, lhs: Option<ScalarType>, rhs: Ty) -> Result<ScalarType, Diagnostic> {
    match lhs {
        Some(t) if rhs.narrows_into(t) => Err(err(
            s.rhs.span,
            format!(
                "type mismatch: `{}` holds {t} but this value is {}",
                s.lhs.name,
                rhs.concrete()
            ),
        )),
        Some(t) => Ok(t),
        None => Ok(rhs.concrete()),
    }
}

fn build_problem(
    s: &Stmt,
    info: &DefInfo,
    vars: &[(String, Span)],
    lhs_known: bool,
) -> Result<Problem, Diagnostic> {
    let names = Names { info, vars };
    let mut wheres = Vec::new();
    for w in &s.wheres {
        let k = vars.iter().position(|(v, _)| *v == w.var.name).unwrap_or(0);
        if wheres.iter().any(|(j, _, _)| *j == k) {
            return Err(err(w.var.span, format!("`{}` has two ranges", w.var.name)));
        }
        wheres.push((k, size_affine(&w.lo, &names)?, size_affine(&w.hi, &names)?));
    }
    let mut constraints = Vec::new();
    s.rhs.walk(&mut |e| {
        if let ExprKind::Call { name, args } = &e.kind {
            access_constraints(info, &names, &name.name, args, &mut constraints);
        }
    });
    if lhs_known {
        let args: Vec<Expr> = s.indices.iter().map(index_expr).collect();
        access_constraints(info, &names, &s.lhs.name, &args, &mut constraints);
    }
    Ok(Problem {
        params: info.params.clone(),
        vars: vars.to_vec(),
        wheres,
        constraints,
        span: s.span,
    })
}

fn index_expr(i: &Ident) -> Expr {
    Expr {
        kind: ExprKind::Name(i.name.clone()),
        span: i.span,
    }
}

/// A `where` bound: affine in the sizes only.
fn size_affine(e: &Expr, names: &Names) -> Result<crate::affine::Affine, Diagnostic> {
    let a = affine_of(e, names);
    match a {
        Some(a) if a.names().all(|n| names.info.params.iter().any(|p| p == n)) => Ok(a),
        _ => Err(err(
            e.span,
            "a `where` bound must be an affine expression of sizes and constants",
        )),
    }
}

fn access_constraints(
    info: &DefInfo,
    names: &Names,
    tensor: &str,
    args: &[Expr],
    out: &mut Vec<Constraint>,
) {
    let Some(t) = info.tensor(tensor) else {
        return;
    };
    for (a, valid) in args.iter().zip(&t.valid) {
        if let Some(sub) = affine_of(a, names) {
            out.push(Constraint {
                sub,
                valid: valid.clone(),
                span: a.span,
                tensor: tensor.to_string(),
            });
        }
    }
}

/// Records the tensor first written by `s`: its sizes from the ranges of its indices.
fn define_lhs(
    d: &Def,
    s: &Stmt,
    info: &mut DefInfo,
    problem: &Problem,
    domain: &Set,
    ty: ScalarType,
) -> Result<(), Diagnostic> {
    let mut valid = Vec::new();
    let mut sizes = Vec::new();
    for (k, i) in s.indices.iter().enumerate() {
        let fail = |e: hedra_presburger::Error| err(i.span, e.to_string());
        let v = project_to(domain, k, problem).map_err(fail)?;
        let negative = v
            .dim_min_pw(0)
            .map_err(fail)?
            .to_map()
            .and_then(|m| m.bound(DimType::Out, 0, &hedra_presburger::Int::from(-1), false))
            .map_err(fail)?;
        if !negative.is_empty() {
            return Err(err(
                i.span,
                format!("index `{}` may be negative here", i.name),
            ));
        }
        sizes.push(size_of(&v, &info.params, i.span)?);
        valid.push(v);
    }
    let output = d.outputs.iter().any(|o| o.name == s.lhs.name);
    info.tensors.push(Tensor {
        name: s.lhs.name.clone(),
        kind: if output {
            TensorKind::Output
        } else {
            TensorKind::Temporary
        },
        ty,
        sizes,
        valid,
    });
    Ok(())
}

/// The values of variable `k` over the domain, as a one-dimensional set.
fn project_to(domain: &Set, k: usize, problem: &Problem) -> hedra_presburger::Result<Set> {
    let sub = crate::affine::Affine {
        constant: hedra_presburger::Int::ZERO,
        terms: vec![(problem.vars[k].0.clone(), hedra_presburger::Int::ONE)],
    };
    domain.apply(&problem.access_map(&sub)?)
}
