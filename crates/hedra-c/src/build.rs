//! From the syntax tree of a region to a [`Scop`].
//!
//! The builder walks the statements in textual order, keeping the enclosing loops (iterator,
//! direction) and the conditions that guard the current point (`if` conditions and loop bounds,
//! as [`Guard`]s). Each assignment becomes a statement `S_k` (or the name of its C label,
//! `S_init: A[i] = 0;`) with
//! - the domain `[params] -> { S_k[iterators] : guards }`,
//! - one access relation per array reference, `S_k[iterators] -> A[subscripts]`,
//! - the 2d+1 schedule from its beta vector (its position among siblings at each depth).
//!
//! Relations are built with hedra-presburger's typed builder (see [`crate::lowering`]), which
//! does all the math.
//! C's `/` and `%` truncate toward zero and the model floors: every dividend of a `/` or `%`
//! by a positive constant must be provably non-negative where it is evaluated (the guards
//! there and the context), or the region is rejected at the operator.
//!
//! A first pass over the region classifies names: **parameters** are identifiers used in loop
//! bounds, conditions or subscripts and never assigned in the region; **iterators** are the
//! variables of `for` loops; every other name in a body is a scalar, a 0-dimensional array.
//! A call in an affine position whose arguments use no iterator (only parameters, integers
//! and arithmetic of them), such as `LOOP_BOUND(N, n)`, is a **symbolic constant**: one new
//! parameter, `LOOP_BOUND_N_n`, the same for every occurrence of the same call text; its text
//! as written goes to `Scop::param_text`. A call with an iterator argument is rejected.
//! Anything outside the static-control subset stops the region with a [`Diagnostic`].

use crate::affine::{Aff, Atom, Overflow};
use crate::ctypes::{range_obligations, TypeEnv};
use crate::diag::Diagnostic;
use crate::lexer::Span;
use crate::lowering::{constrain, expr, Guard};
use crate::parser::{CExpr, CExprKind, CStmt, CStmtKind, Declarator};
use hedra_ir::IntType;
use hedra_ir::{
    original_schedule, AccessRelation, Array, AssignOp, BinaryOp, Body, Expr, Scop, Statement,
    UnaryOp,
};
use hedra_presburger::parse::is_reserved_word;
use hedra_presburger::{Cmp, DimType, RelationBuilder, Space, Tuple};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// What is known about a declaration outside the region.
#[derive(Clone, Debug, Default)]
pub struct DeclInfo {
    /// The element type as written.
    pub element_type: String,
    /// The array dimensions as written (empty for a scalar).
    pub dims: Vec<String>,
    /// Declared as a pointer.
    pub pointer: bool,
    /// How many `*` the declarator has outside parentheses (`double **p`: 2; a pointer to
    /// arrays, `double (*p)[M]`, whose rows are contiguous: 0, with `pointer` set).
    pub pointers: usize,
    /// Declared as a parameter of the enclosing function (an array parameter is a pointer
    /// to its first element).
    pub parameter: bool,
    /// For a pointer initialized with the address of another array (`double *restrict p =
    /// a;`, `= &a[0]`, with or without a cast): that array's name.
    pub alias_of: Option<String>,
    /// For a pointer with an initializer: the names the initializer uses (`q = X + 1`:
    /// `X`). The pointer may point into those arrays.
    pub initialized_from: Vec<String>,
    /// The element type as the preprocessor's output declares the same name, where it
    /// differs from the type as written (`double` for `DATA_TYPE`).
    pub expanded_type: Option<String>,
}

/// Where an affine expression is used, for messages.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    Bound,
    Condition,
    Subscript,
    Context,
}

/// Why an expression is not quasi-affine.
enum AffError {
    /// Not affine (a product of variables, a division by a variable...): span and reason.
    NonAffine(Span, String),
    /// Reads memory: the span of the access and a description.
    DataDependent(Span, String),
    /// Any other diagnostic, final as it is.
    Final(Diagnostic),
}

struct Loop {
    name: String,
    decreasing: bool,
}

/// A proof obligation: a value the model computes over the integers must lie in a range
/// wherever C evaluates it, for C to compute the same value. The dividend of a C `/` or `%`
/// by a positive constant must be non-negative (C truncates toward zero, the model uses
/// `floor` and isl's `mod`); a value computed in a wrapping type, or converted to a
/// narrower one, must stay inside that type.
struct Obligation {
    /// Where to point the diagnostic.
    span: Span,
    /// The value.
    value: Aff,
    /// Smallest allowed value.
    lo: Option<i128>,
    /// Largest allowed value.
    hi: Option<i128>,
    /// The diagnostic when the range cannot be proved.
    message: String,
    /// The enclosing iterators at the point of evaluation.
    iterators: Vec<String>,
    /// The formulas known to hold there.
    guards: Vec<Guard>,
    /// Whether the region's context holds there too (not for the context's own constraints,
    /// which may only rely on the constraints before them).
    with_context: bool,
    /// Whether a failed proof on the parameters alone may become a run-time check (an
    /// [`Assumption`]); not for divisions, which are modeled exactly instead.
    assumable: bool,
}

/// A condition on the parameters that the model assumes and the generated code checks.
struct Assumption {
    /// The condition, for the context.
    guard: Guard,
    /// The condition as C, over `long long` conversions of the parameters.
    text: String,
}

/// The words of the diagnostic of a division or remainder whose operand may be negative
/// (see [`Builder::with_exact_divisions`]).
const MAY_BE_NEGATIVE: &str = "of a value that may be negative";

/// The byte offset of the operator that a diagnostic of [`Builder::build`] blames for an
/// operand that may be negative: building again with that division modeled exactly
/// ([`Builder::with_exact_divisions`]) removes the diagnostic.
pub fn negative_division_at(d: &Diagnostic) -> Option<usize> {
    d.message.contains(MAY_BE_NEGATIVE).then_some(d.span.start)
}

struct PendingAccess {
    reference: usize,
    array: String,
    subscripts: Vec<Aff>,
}

struct PendingStatement {
    span: Span,
    /// The name from a C label on the statement, and the label's span.
    label: Option<(String, Span)>,
    iterators: Vec<String>,
    decreasing: Vec<bool>,
    guards: Vec<Guard>,
    beta: Vec<usize>,
    body: Body,
    accesses: Vec<PendingAccess>,
}

/// The builder of one region.
pub struct Builder<'a> {
    src: &'a str,
    decls: &'a HashMap<String, DeclInfo>,
    /// Parameters, in order of first use.
    params: Vec<String>,
    param_set: HashSet<String>,
    /// Names of `for` iterators anywhere in the region.
    iterator_names: HashSet<String>,
    /// Names declared inside the region.
    locals: HashMap<String, DeclInfo>,
    loops: Vec<Loop>,
    guards: Vec<Guard>,
    beta: Vec<usize>,
    arrays: Vec<Array>,
    statements: Vec<PendingStatement>,
    /// Context constraints.
    context: Vec<Guard>,
    /// Non-negativity obligations of `/` and `%`, checked once the context is known.
    obligations: RefCell<Vec<Obligation>>,
    /// Byte offsets of the `/` and `%` operators to model for operands of either sign.
    exact_divisions: HashSet<usize>,
    /// The label on the statement being built, if any.
    label: Option<(String, Span)>,
    /// Symbolic constants: calls `F(N, 2)` over parameters only, in affine positions, each
    /// modeled as one parameter. Entries: (call text without white space, parameter name,
    /// call text as written).
    symbolic: RefCell<Vec<(String, String, String)>>,
    /// Every identifier of the region and its declarations, which a symbolic constant's
    /// parameter name must avoid.
    taken: HashSet<String>,
    /// The C integer types of names (see [`crate::ctypes`]).
    env: TypeEnv,
    /// Functions declared pure with `#pragma hedra pure(f, g)`.
    pure: HashSet<String>,
    /// Iterators declared inside the region.
    region_iterators: BTreeSet<String>,
    /// Whether an affine expression has a constant beyond `int`'s range: then every domain
    /// is bounded by its iterators' types, so that generated code never scans values that no
    /// well-defined execution gives an iterator (`if (i < 9223372036854775807)` with an
    /// `int i` has an empty `else` branch).
    large_constant: std::cell::Cell<bool>,
}

/// The comparison of a C relational operator (`<`, `<=`, `>`, `>=`, `==`; `=` otherwise).
fn cmp(op: BinaryOp) -> Cmp {
    match op {
        BinaryOp::Lt => Cmp::Lt,
        BinaryOp::Le => Cmp::Le,
        BinaryOp::Gt => Cmp::Gt,
        BinaryOp::Ge => Cmp::Ge,
        _ => Cmp::Eq,
    }
}

/// The error for a loop whose initialization does not give its iterator a first value.
fn no_initialization(init: Option<&CStmt>, span: Span) -> Diagnostic {
    Diagnostic::error(
        init.map(|s| s.span).unwrap_or(span),
        "loop without an initialization `i = lower bound`: hedra needs the iterator and its \
         first value",
    )
}

/// An error of hedra itself while building part of the model (the region stays as written).
fn internal(span: Span, what: &str, e: String) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("internal error while building the {what}: {e}"),
    )
}

fn is_min_max(f: &str) -> Option<bool> {
    match f {
        "min" | "MIN" | "MIN_FUN" | "imin" | "__min" | "fmin" => Some(false),
        "max" | "MAX" | "MAX_FUN" | "imax" | "__max" | "fmax" => Some(true),
        _ => None,
    }
}

/// The functions of `<math.h>` (with their `f` and `l` variants) and `<stdlib.h>`'s `abs`
/// family: pure as far as the program can observe (hedra does not model `errno`).
fn is_math_function(f: &str) -> bool {
    const BASE: &[&str] = &[
        "sqrt",
        "cbrt",
        "exp",
        "exp2",
        "expm1",
        "log",
        "log2",
        "log10",
        "log1p",
        "pow",
        "sin",
        "cos",
        "tan",
        "asin",
        "acos",
        "atan",
        "atan2",
        "sinh",
        "cosh",
        "tanh",
        "asinh",
        "acosh",
        "atanh",
        "fabs",
        "floor",
        "ceil",
        "round",
        "trunc",
        "rint",
        "nearbyint",
        "fmod",
        "remainder",
        "fmin",
        "fmax",
        "fdim",
        "fma",
        "hypot",
        "copysign",
        "erf",
        "erfc",
        "tgamma",
        "lgamma",
        "ldexp",
        "logb",
        "ilogb",
        "scalbn",
    ];
    if matches!(f, "abs" | "labs" | "llabs" | "imaxabs") {
        return true;
    }
    let base = f
        .strip_suffix('f')
        .filter(|b| BASE.contains(b))
        .or_else(|| f.strip_suffix('l').filter(|b| BASE.contains(b)))
        .unwrap_or(f);
    BASE.contains(&base)
}

/// Collects identifiers in affine positions (bounds, conditions, subscripts), assigned names
/// with the span of their first assignment, iterators and local declarations.
#[derive(Default)]
struct Classes {
    /// Every identifier and label of the region.
    idents: HashSet<String>,
    affine: Vec<String>,
    written: HashMap<String, Span>,
    iterators: HashSet<String>,
    locals: HashMap<String, DeclInfo>,
    /// Iterators declared in a `for` header, with their type words.
    loop_decls: HashMap<String, String>,
}

impl Classes {
    fn affine_idents(&mut self, e: &CExpr) {
        match &e.kind {
            // `A[i]` in a bound or condition reads memory: `A` is an array, not a parameter
            // (the builder reports the data dependence); its subscripts are affine positions.
            CExprKind::Index(b, i) => {
                if !matches!(b.kind, CExprKind::Ident(_)) {
                    self.affine_idents(b);
                }
                self.affine_idents(i);
            }
            CExprKind::Ident(n) => {
                self.idents.insert(n.clone());
                if !self.affine.contains(n) {
                    self.affine.push(n.clone());
                }
            }
            CExprKind::Call(f, args) => {
                if let CExprKind::Ident(n) = &f.kind {
                    self.idents.insert(n.clone());
                }
                args.iter().for_each(|a| self.affine_idents(a))
            }
            _ => for_each_child(e, &mut |c| self.affine_idents(c)),
        }
    }

    /// Subscripts anywhere in `e` are affine positions; assignments write.
    fn expr(&mut self, e: &CExpr) {
        if let CExprKind::Ident(n) = &e.kind {
            self.idents.insert(n.clone());
        }
        match &e.kind {
            CExprKind::Index(b, i) => {
                self.affine_idents(i);
                self.expr(b);
                self.expr(i);
            }
            CExprKind::Assign(_, l, r) | CExprKind::OtherAssign(_, l, r) => {
                self.write_target(l);
                self.expr(l);
                self.expr(r);
            }
            CExprKind::IncDec(l, _) => {
                self.write_target(l);
                self.expr(l);
            }
            _ => for_each_child(e, &mut |c| self.expr(c)),
        }
    }

    fn write_target(&mut self, l: &CExpr) {
        if let CExprKind::Ident(n) = &l.kind {
            self.written.entry(n.clone()).or_insert(l.span);
        }
    }

    fn stmt(&mut self, s: &CStmt) {
        match &s.kind {
            CStmtKind::Block(v) => v.iter().for_each(|x| self.stmt(x)),
            CStmtKind::For {
                init,
                cond,
                incr,
                body,
            } => {
                if let Some(init) = init {
                    match &init.kind {
                        CStmtKind::Expr(e) => {
                            if let CExprKind::Assign(_, l, r) = &e.kind {
                                if let CExprKind::Ident(n) = &l.kind {
                                    self.iterators.insert(n.clone());
                                }
                                self.affine_idents(r);
                            }
                            self.expr(e);
                        }
                        CStmtKind::Decl(ty, ds) => {
                            for d in ds {
                                self.iterators.insert(d.name.clone());
                                self.loop_decls.insert(d.name.clone(), ty.clone());
                                if let Some(i) = &d.init {
                                    self.affine_idents(i);
                                }
                            }
                        }
                        _ => {}
                    }
                }
                if let Some(c) = cond {
                    self.affine_idents(c);
                    self.expr(c);
                }
                if let Some(i) = incr {
                    self.expr(i);
                }
                self.stmt(body);
            }
            CStmtKind::If(c, t, e) => {
                self.affine_idents(c);
                self.expr(c);
                self.stmt(t);
                if let Some(e) = e {
                    self.stmt(e);
                }
            }
            CStmtKind::Expr(e) => self.expr(e),
            CStmtKind::Labeled(name, _, x) => {
                self.idents.insert(name.clone());
                self.stmt(x)
            }
            CStmtKind::Decl(ty, ds) => {
                for d in ds {
                    self.idents.insert(d.name.clone());
                    self.locals.insert(
                        d.name.clone(),
                        DeclInfo {
                            element_type: ty.clone(),
                            dims: d.dims.clone(),
                            pointer: d.pointer,
                            pointers: usize::from(d.pointer),
                            parameter: false,
                            alias_of: None,
                            initialized_from: Vec::new(),
                            expanded_type: None,
                        },
                    );
                    if let Some(i) = &d.init {
                        self.written.entry(d.name.clone()).or_insert(d.span);
                        self.expr(i);
                    }
                }
            }
            _ => {}
        }
    }
}

fn for_each_child(e: &CExpr, f: &mut dyn FnMut(&CExpr)) {
    e.for_each_child(f)
}

impl<'a> Builder<'a> {
    /// A builder for a region of `src`; `decls` describes the declarations visible there.
    pub fn new(src: &'a str, decls: &'a HashMap<String, DeclInfo>) -> Self {
        Builder {
            src,
            decls,
            params: Vec::new(),
            param_set: HashSet::new(),
            iterator_names: HashSet::new(),
            locals: HashMap::new(),
            loops: Vec::new(),
            guards: Vec::new(),
            beta: vec![0],
            arrays: Vec::new(),
            statements: Vec::new(),
            context: Vec::new(),
            obligations: RefCell::new(Vec::new()),
            exact_divisions: HashSet::new(),
            label: None,
            symbolic: RefCell::new(Vec::new()),
            taken: HashSet::new(),
            env: TypeEnv::default(),
            pure: HashSet::new(),
            region_iterators: BTreeSet::new(),
            large_constant: std::cell::Cell::new(false),
        }
    }

    /// The file's integer typedefs and the functions it declares pure
    /// (`#pragma hedra pure(f, g)`).
    /// Models the divisions and remainders whose operator starts at these byte offsets
    /// exactly, for operands of either sign: C truncates toward zero, so `a / d` is
    /// `floor(max(a, 0) / d) + ceil(min(a, 0) / d)` and `a % d` is `a - d * (a / d)`. (By
    /// default a division is modeled as `floor(a / d)`, which needs the proof that `a >= 0`
    /// and gives simpler sets; the driver asks for the exact form where that proof fails.)
    pub fn with_exact_divisions(mut self, at: HashSet<usize>) -> Self {
        self.exact_divisions = at;
        self
    }

    pub fn with_file_facts(
        mut self,
        typedefs: HashMap<String, IntType>,
        pure: HashSet<String>,
    ) -> Self {
        self.env.typedefs = typedefs;
        self.pure = pure;
        self
    }

    fn text(&self, s: Span) -> &'a str {
        self.src.get(s.start..s.end).unwrap_or("")
    }

    /// Builds the Scop of the statements `stmts`, with the context constraints `context`
    /// (C expressions over the parameters, from `#pragma hedra context` and `--context`).
    pub fn build(mut self, stmts: &[CStmt], context: &[CExpr]) -> Result<Scop, Diagnostic> {
        let mut classes = Classes::default();
        stmts.iter().for_each(|s| classes.stmt(s));
        // Parameters: affine names that are never assigned, never iterators, never local.
        for n in &classes.affine {
            if classes.iterators.contains(n) || classes.locals.contains_key(n) {
                continue;
            }
            if let Some(span) = classes.written.get(n) {
                return Err(Diagnostic::error(
                    *span,
                    format!(
                        "write to parameter `{n}`: it is used in loop bounds, conditions or \
                         subscripts, so it must not change inside the region"
                    ),
                ));
            }
            self.param_set.insert(n.clone());
        }
        self.taken = classes.idents;
        self.taken.extend(classes.iterators.iter().cloned());
        self.taken.extend(self.decls.keys().cloned());
        self.iterator_names = classes.iterators;
        for (name, d) in self.decls.iter().chain(classes.locals.iter()) {
            if d.dims.is_empty() && !d.pointer {
                self.env
                    .declared
                    .insert(name.clone(), d.element_type.clone());
            }
        }
        for (name, ty) in &classes.loop_decls {
            self.env.declared.insert(name.clone(), ty.clone());
        }
        self.region_iterators = self
            .iterator_names
            .iter()
            .filter(|n| classes.loop_decls.contains_key(*n) || classes.locals.contains_key(*n))
            .cloned()
            .collect();
        self.locals = classes.locals;
        for s in stmts {
            self.stmt(s)?;
        }
        for c in context {
            let f = self.cond(c, Use::Context)?;
            self.context.push(f);
        }
        self.finish()
    }

    fn finish(self) -> Result<Scop, Diagnostic> {
        let params = self.params.clone();
        let assumed = self.check_obligations()?;
        let mut facts = self.context.clone();
        facts.extend(assumed.iter().map(|a| a.guard.clone()));
        let context = RelationBuilder::new(Space::params(params.clone()))
            .and_then(|mut b| {
                constrain(&mut b, &facts)?;
                b.build()
            })
            .map_err(|e| internal(Span::default(), "context", e.to_string()))?;
        let dim = self
            .statements
            .iter()
            .map(|s| 2 * s.iterators.len() + 1)
            .max()
            .unwrap_or(1);
        let names = self.statement_names()?;
        let statements = self
            .statements
            .iter()
            .zip(names)
            .map(|(p, name)| self.statement(p, name, dim))
            .collect::<Result<Vec<_>, _>>()?;
        let param_text: BTreeMap<String, String> = self
            .symbolic
            .into_inner()
            .into_iter()
            .filter(|(_, name, _)| params.contains(name))
            .map(|(_, name, text)| (name, text))
            .collect();
        let mut int_types = BTreeMap::new();
        let iterators = statements.iter().flat_map(|s| s.iterators.iter());
        for name in params.iter().chain(iterators) {
            if let Some(t) = self.env.known(name).filter(|t| *t != IntType::int()) {
                int_types.insert(name.clone(), t);
            }
        }
        Ok(Scop {
            params,
            context,
            arrays: self.arrays,
            statements,
            param_text,
            int_types,
            region_iterators: self.region_iterators,
            final_values: String::new(),
            induction_vars: Vec::new(),
            assumptions: assumed.iter().map(|a| a.text.clone()).collect(),
            warnings: Vec::new(),
        })
    }

    /// The model of one statement: its domain (its guards, and the ranges of its
    /// iterators' types when the region holds a constant beyond `int`), its access relations
    /// in the body's canonical order, and its original schedule (of `dim` dimensions).
    fn statement(
        &self,
        p: &PendingStatement,
        name: String,
        dim: usize,
    ) -> Result<Statement, Diagnostic> {
        let params = &self.params;
        let mut guards = p.guards.clone();
        if self.large_constant.get() {
            guards.extend(p.iterators.iter().map(|i| {
                let t = self.env.of_name(i);
                Guard::Within(i.clone(), t.min(), t.max())
            }));
        }
        let tuple = Tuple::with_dim_names(Some(&name), &p.iterators);
        let domain = RelationBuilder::new(Space::set(params.clone(), tuple.clone()))
            .and_then(|mut b| {
                constrain(&mut b, &guards)?;
                b.build()
            })
            .map_err(|e| internal(p.span, "domain", e.to_string()))?;
        let mut accesses = Vec::new();
        for (r, kind, _) in p.body.canonical_accesses() {
            let Some(a) = p.accesses.iter().find(|a| a.reference == r) else {
                return Err(internal(p.span, "accesses", format!("reference {r}")));
            };
            let range = Tuple::named(&a.array, a.subscripts.len());
            let relation = RelationBuilder::new(Space::map(params.clone(), tuple.clone(), range))
                .and_then(|mut b| {
                    for (k, sub) in a.subscripts.iter().enumerate() {
                        let v = expr(&mut b, sub)?;
                        b.set_dim(DimType::Out, k, &v)?;
                    }
                    b.build()
                })
                .map_err(|e| internal(p.span, "access relation", e.to_string()))?;
            accesses.push(AccessRelation {
                reference: r,
                kind,
                array: a.array.clone(),
                relation,
            });
        }
        let schedule = original_schedule(params, &name, &p.iterators, &p.beta, &p.decreasing, dim)
            .map_err(|e| internal(p.span, "schedule", e.to_string()))?;
        Ok(Statement {
            name,
            iterators: p.iterators.clone(),
            domain,
            accesses,
            body: p.body.clone(),
            beta: p.beta.clone(),
            schedule,
        })
    }

    /// The statement names: the label where the source gives one, `S<k>` (k the position in
    /// textual order) otherwise. Names must be unique and differ from array and parameter
    /// names, since statements and arrays share the union maps of the model.
    fn statement_names(&self) -> Result<Vec<String>, Diagnostic> {
        let names: Vec<String> = self
            .statements
            .iter()
            .enumerate()
            .map(|(k, p)| p.label.as_ref().map_or(format!("S{k}"), |l| l.0.clone()))
            .collect();
        for (k, p) in self.statements.iter().enumerate() {
            let Some((name, span)) = &p.label else {
                continue;
            };
            if let Some(j) = (0..names.len()).find(|&j| j != k && &names[j] == name) {
                let other = match &self.statements[j].label {
                    Some(_) => "another statement's label".to_string(),
                    None => format!("the default name of statement {j}"),
                };
                return Err(Diagnostic::error(
                    *span,
                    format!("duplicate statement name `{name}`: it is also {other}"),
                ));
            }
            if self.arrays.iter().any(|a| &a.name == name) {
                return Err(Diagnostic::error(
                    *span,
                    format!("statement name `{name}` is also the name of an array"),
                ));
            }
            if self.param_set.contains(name) {
                return Err(Diagnostic::error(
                    *span,
                    format!("statement name `{name}` is also the name of a parameter"),
                ));
            }
        }
        Ok(names)
    }

    /// Proves every [`Obligation`]: the set `guards and context and types and (value < lo or
    /// value > hi)` must be empty, where `types` bounds every iterator and parameter whose
    /// declaration is visible by the range of its C type. An obligation on the parameters
    /// alone that fails becomes an [`Assumption`] instead, checked at run time.
    fn check_obligations(&self) -> Result<Vec<Assumption>, Diagnostic> {
        let mut assumed = Vec::new();
        for o in self.obligations.borrow().iter() {
            let mut facts = o.guards.clone();
            if o.with_context {
                facts.extend(self.context.iter().cloned());
            }
            facts.extend(self.type_facts(o.iterators.iter().chain(self.params.iter())));
            let internal = |e: hedra_presburger::Error| {
                Diagnostic::error(
                    o.span,
                    format!("internal error while proving a range of values: {e}"),
                )
            };
            let violations = |lo: Option<i128>, hi: Option<i128>| {
                let mut facts = facts.clone();
                facts.push(Guard::Outside(o.value.clone(), lo, hi));
                let space = Space::set(
                    self.params.clone(),
                    Tuple::with_dim_names(Some("D"), &o.iterators),
                );
                RelationBuilder::new(space)
                    .and_then(|mut b| {
                        constrain(&mut b, &facts)?;
                        b.build()
                    })
                    .map_err(internal)
            };
            let proved = |lo, hi| violations(lo, hi).map(|m| m.is_empty());
            if proved(o.lo, o.hi)? {
                continue;
            }
            let lo = o.lo.filter(|_| !proved(o.lo, None).unwrap_or(false));
            let hi = o.hi.filter(|_| !proved(None, o.hi).unwrap_or(false));
            let assumption = match o.assumable && o.with_context {
                true => self.assumption(&o.value, lo, hi).or_else(|| {
                    let bad = violations(o.lo, o.hi).ok()?.params().ok()?;
                    self.assumption_against(&bad)
                }),
                false => None,
            };
            match assumption {
                Some(a) => assumed.push(a),
                None => return Err(Diagnostic::error(o.span, o.message.clone())),
            }
        }
        Ok(assumed)
    }

    /// `lo <= name <= hi` for each of `names` whose declaration is visible, with the range
    /// of its C type.
    fn type_facts<'n>(&self, names: impl Iterator<Item = &'n String>) -> Vec<Guard> {
        names
            .filter_map(|n| {
                let t = self.env.known(n)?;
                Some(Guard::Within(n.clone(), t.min(), t.max()))
            })
            .collect()
    }

    /// The run-time check that the parameters lie outside `bad` (the parameter values for
    /// which some point violates an obligation), when `bad` is one half-space
    /// `a . p + c >= 0`: the check is `a . p + c <= -1`. The step `i + 1` of an `unsigned
    /// char` iterator below an `int` bound `n` leaves its type for `n >= 256` only.
    fn assumption_against(&self, bad: &hedra_presburger::Set) -> Option<Assumption> {
        let [b] = bad.basics() else {
            return None;
        };
        if b.n_div() > 0 || !b.equalities().is_empty() {
            return None;
        }
        // Constraints that the parameters' types imply (`n <= INT_MAX`) say nothing.
        let types = self.type_facts(self.params.iter());
        let typed = RelationBuilder::new(Space::params(self.params.clone()))
            .and_then(|mut b| {
                constrain(&mut b, &types)?;
                b.build()
            })
            .ok()?;
        let implied = |row: &[hedra_presburger::Int]| {
            let mut negation: Vec<_> = row.iter().map(|v| -v).collect();
            negation[0] -= &hedra_presburger::Int::ONE;
            typed.basics().iter().all(|t| {
                let mut t = t.clone();
                t.add_ineq(negation.clone()).is_ok() && t.is_empty()
            })
        };
        let needed: Vec<_> = b.inequalities().iter().filter(|r| !implied(r)).collect();
        let [row] = needed.as_slice() else {
            return None;
        };
        let mut value = Aff::constant(row[0].to_i64()?);
        for (k, p) in self.params.iter().enumerate() {
            let c = row.get(1 + k)?.to_i64()?;
            if c != 0 {
                value = value.add_scaled(&Aff::name(p), c).ok()?;
            }
        }
        self.assumption(&value, None, Some(-1))
    }

    /// The run-time check `lo <= value <= hi` (the sides given) of a value of the parameters
    /// alone, when its C text computes exactly in `long long`: parameters of at most 32
    /// bits, small coefficients and bounds. `None` otherwise.
    fn assumption(&self, value: &Aff, lo: Option<i128>, hi: Option<i128>) -> Option<Assumption> {
        const SMALL: i128 = 1 << 40;
        if !value.atoms.is_empty() || value.terms.is_empty() || value.terms.len() > 16 {
            return None;
        }
        let mut terms = Vec::new();
        for (name, &c) in &value.terms {
            let t = self.env.of_name(name);
            let narrow = t.min() >= -(1i128 << 32) && t.max() <= 1i128 << 32;
            if !self.params.contains(name) || !narrow || i128::from(c).abs() > 1 << 20 {
                return None;
            }
            let text = self
                .symbolic
                .borrow()
                .iter()
                .find(|(_, n, _)| n == name)
                .map_or_else(|| name.clone(), |(_, _, t)| format!("({t})"));
            terms.push((c, format!("(long long){text}")));
        }
        let sides: Vec<(i128, &str)> = lo
            .map(|l| (l, ">="))
            .into_iter()
            .chain(hi.map(|h| (h, "<=")))
            .collect();
        if sides.is_empty() || sides.iter().any(|(b, _)| b.abs() > SMALL) {
            return None;
        }
        if i128::from(value.constant).abs() > SMALL {
            return None;
        }
        let lhs = hedra_ir::scop::affine_text(&terms, 0);
        let c = i128::from(value.constant);
        let text: Vec<String> = sides
            .iter()
            .map(|(b, op)| format!("{lhs} {op} {}", b - c))
            .collect();
        Some(Assumption {
            guard: Guard::Outside(value.clone(), lo, hi).negate(),
            text: text.join(" && "),
        })
    }

    /// The span of the operator `op` between the operands `a` and `b`.
    fn operator_span(&self, a: Span, b: Span, op: u8) -> Span {
        let bytes = self.src.as_bytes();
        let mut k = a.end;
        while k < b.start.min(bytes.len()) {
            match (bytes[k], bytes.get(k + 1)) {
                (b'/', Some(b'*')) => {
                    k = self.src[k + 2..]
                        .find("*/")
                        .map_or(b.start, |e| k + 2 + e + 2);
                }
                (b'/', Some(b'/')) => {
                    k = self.src[k..].find('\n').map_or(b.start, |e| k + e);
                }
                (c, _) if c == op => {
                    return Span {
                        start: k,
                        end: k + 1,
                    }
                }
                _ => k += 1,
            }
        }
        Span {
            start: a.end,
            end: b.start.max(a.end),
        }
    }

    fn unsupported(&self, span: Span, what: &str) -> Diagnostic {
        Diagnostic::error(
            span,
            format!("{what} is outside the static-control subset that hedra models"),
        )
    }

    fn stmt(&mut self, s: &CStmt) -> Result<(), Diagnostic> {
        match &s.kind {
            CStmtKind::While(..) => Err(crate::parser::unsupported_statement("while", s.span)),
            CStmtKind::Block(v) => {
                for x in v {
                    self.stmt(x)?;
                }
                Ok(())
            }
            CStmtKind::Empty => Ok(()),
            CStmtKind::Labeled(name, lspan, inner) => {
                let is_assignment = matches!(
                    &inner.kind,
                    CStmtKind::Expr(CExpr {
                        kind: CExprKind::Assign(..),
                        ..
                    })
                );
                if !is_assignment {
                    return Err(Diagnostic::error(
                        *lspan,
                        format!(
                            "label `{name}` on a statement that is not an assignment: hedra \
                             uses a label as the name of the assignment it precedes"
                        ),
                    ));
                }
                if is_reserved_word(name) {
                    return Err(Diagnostic::error(
                        *lspan,
                        format!(
                            "the name `{name}` is reserved in isl notation; rename the label"
                        ),
                    ));
                }
                self.label = Some((name.clone(), *lspan));
                let r = self.stmt(inner);
                self.label = None;
                r
            }
            CStmtKind::Directive(_) => Err(Diagnostic::error(
                s.span,
                "preprocessor directive inside a region: hedra does not expand macros here",
            )),
                  CStmtKind::If(c, t, e) => {
                let f = self.cond(c, Use::Condition)?;
                self.check_ranges(c);
                self.guards.push(f.clone());
                self.stmt(t)?;
                self.guards.pop();
                if let Some(e) = e {
                    self.guards.push(f.negate());
                    self.stmt(e)?;
                    self.guards.pop();
                }
                Ok(())
            }
            CStmtKind::For {
                init,
                cond,
                incr,
                body,
            } => self.for_loop(s.span, init.as_deref(), cond.as_ref(), incr.as_ref(), body),
            CStmtKind::Decl(ty, ds) => {
                for d in ds {
                    self.declare_local(ty, d)?;
                    if let Some(init) = &d.init {
                        let lhs = CExpr {
                            kind: CExprKind::Ident(d.name.clone()),
                            span: d.span,
                        };
                        self.assignment(d.span.to(init.span), AssignOp::Assign, &lhs, init)?;
                    }
                }
                Ok(())
            }
            CStmtKind::Expr(e) => match &e.kind {
                CExprKind::Assign(op, l, r) => self.assignment(s.span, *op, l, r),
                // `x op= e` is `x = x op (e)`: the subset's lvalues have no side effects,
                // so evaluating `x` twice changes nothing.
                CExprKind::OtherAssign(op, l, r) => {
                    let Some(bop) = compound_operator(op) else {
                        return Err(
                            self.unsupported(e.span, &format!("the assignment operator `{op}`"))
                        );
                    };
                    let value = CExpr {
                        kind: CExprKind::Binary(bop, l.clone(), r.clone()),
                        span: e.span,
                    };
                    self.assignment(s.span, AssignOp::Assign, l, &value)
                }
                CExprKind::Call(..) => Err(self.unsupported(
                    e.span,
                    "a call as a statement (calls are treated as pure; their value must be assigned)",
                )),
                CExprKind::IncDec(..) => Err(self.unsupported(
                    e.span,
                    "an increment or decrement statement (write `x += 1` or put it in a loop header)",
                )),
                _ => Err(self.unsupported(e.span, "an expression statement that assigns nothing")),
            },
        }
    }

    fn declare_local(&mut self, ty: &str, d: &Declarator) -> Result<(), Diagnostic> {
        if d.pointer {
            return Err(Diagnostic::error(
                d.span,
                format!(
                    "pointer declaration `{}` inside a region: pointers are outside the \
                     static-control subset",
                    d.name
                ),
            ));
        }
        if self.iterator_names.contains(&d.name) && d.dims.is_empty() && d.init.is_none() {
            return Ok(());
        }
        self.note_array(&d.name, d.dims.len(), d.span, Some(ty.to_string()))?;
        if let Some(a) = self.arrays.iter_mut().find(|a| a.name == d.name) {
            a.local = true;
            a.dead_after = true;
            a.sizes = Some(d.dims.clone());
        }
        Ok(())
    }

    fn note_array(
        &mut self,
        name: &str,
        rank: usize,
        span: Span,
        ty: Option<String>,
    ) -> Result<(), Diagnostic> {
        if let Some(a) = self.arrays.iter().find(|a| a.name == name) {
            if a.rank != rank {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "`{name}` is used with {rank} subscript(s) here and {} elsewhere; \
                         hedra needs one shape per array",
                        a.rank
                    ),
                ));
            }
            return Ok(());
        }
        let info = self.locals.get(name).or_else(|| self.decls.get(name));
        // The type as a declaration of a new scalar of it repeats it: without the storage
        // class of the original declaration (`static double A[N]` holds `double`s).
        let element_type = ty
            .or_else(|| info.map(|d| d.element_type.clone()))
            .map(|t| without_storage_class(&t));
        let sizes = info
            .filter(|d| d.dims.len() == rank && !d.pointer)
            .map(|d| d.dims.clone());
        let resolved_type = info
            .and_then(|d| d.expanded_type.as_deref())
            .map(without_storage_class);
        self.arrays.push(Array {
            name: name.to_string(),
            element_type,
            rank,
            sizes,
            local: self.locals.contains_key(name),
            dead_after: self.locals.contains_key(name),
            scratch: false,
            integer: None,
            resolved_type,
        });
        Ok(())
    }

    fn for_loop(
        &mut self,
        span: Span,
        init: Option<&CStmt>,
        cond: Option<&CExpr>,
        incr: Option<&CExpr>,
        body: &CStmt,
    ) -> Result<(), Diagnostic> {
        let (name, lb) = self.loop_iterator(init, span)?;
        let lb_aff = self.loop_start(&name, lb)?;
        let Some(incr) = incr else {
            return Err(Diagnostic::error(span, "loop without an increment"));
        };
        let step = self.step(incr, &name)?;
        let Some(cond) = cond else {
            return Err(Diagnostic::error(span, "loop without a condition"));
        };
        let n_guards = self.guards.len();
        self.loops.push(Loop {
            name: name.clone(),
            decreasing: step < 0,
        });
        let entered = self.loop_guards(&name, &lb_aff, cond, incr, step);
        let r = entered.and_then(|()| {
            self.beta.push(0);
            let r = self.stmt(body);
            self.beta.pop();
            if let Some(b) = self.beta.last_mut() {
                *b += 1;
            }
            r
        });
        self.guards.truncate(n_guards);
        self.loops.pop();
        r
    }

    /// The iterator of a loop and its first value, from `i = e` or `T i = e`; the iterator
    /// must not shadow an enclosing one nor be a word that isl reserves.
    fn loop_iterator<'s>(
        &self,
        init: Option<&'s CStmt>,
        span: Span,
    ) -> Result<(String, &'s CExpr), Diagnostic> {
        let (name, name_span, lb) = match init.map(|s| &s.kind) {
            Some(CStmtKind::Expr(CExpr {
                kind: CExprKind::Assign(AssignOp::Assign, l, r),
                ..
            })) => match &l.kind {
                CExprKind::Ident(n) => (n.clone(), l.span, &**r),
                _ => {
                    return Err(Diagnostic::error(
                        l.span,
                        "loop initialization must assign a variable",
                    ))
                }
            },
            Some(CStmtKind::Decl(_, ds)) if ds.len() == 1 && ds[0].dims.is_empty() => {
                match &ds[0].init {
                    Some(i) => (ds[0].name.clone(), ds[0].span, i),
                    None => return Err(no_initialization(init, span)),
                }
            }
            _ => return Err(no_initialization(init, span)),
        };
        if self.loops.iter().any(|l| l.name == name) {
            return Err(Diagnostic::error(
                name_span,
                format!("loop iterator `{name}` shadows the iterator of an enclosing loop"),
            ));
        }
        if is_reserved_word(&name) {
            return Err(Diagnostic::error(
                name_span,
                format!("the name `{name}` is reserved in isl notation; rename the iterator"),
            ));
        }
        Ok((name, lb))
    }

    /// The first value of iterator `name` as an affine expression; that it fits the
    /// iterator's type becomes an obligation when the types do not say so.
    fn loop_start(&mut self, name: &str, lb: &CExpr) -> Result<Aff, Diagnostic> {
        let lb_aff = self
            .aff(lb, Use::Bound)
            .map_err(|e| self.aff_diag(e, lb, Use::Bound))?;
        self.note_params(&lb_aff);
        self.check_ranges(lb);
        let ty = self.env.of_name(name);
        if !ty.contains(&self.env.of(lb)) {
            self.require_range(
                lb.span,
                lb_aff.clone(),
                &ty,
                format!(
                    "the first value of `{name}` may not fit in its type `{ty}`: C would \
                     convert it, the model would not"
                ),
            );
        }
        Ok(lb_aff)
    }

    /// The guards of the loop on `name` (pushed already): the first value bounds it from
    /// the side it starts from, the condition (a conjunction of bounds) from the side it
    /// moves to, a step other than 1 makes a stride; for a narrow or unsigned iterator,
    /// every step must stay in its type.
    fn loop_guards(
        &mut self,
        name: &str,
        lb_aff: &Aff,
        cond: &CExpr,
        incr: &CExpr,
        step: i64,
    ) -> Result<(), Diagnostic> {
        let decreasing = step < 0;
        // The condition is evaluated from the first value on: the lower bound (the upper one
        // for a decreasing loop) holds there, which the sign checks of `/` and `%` may use.
        let op = if decreasing { Cmp::Le } else { Cmp::Ge };
        self.guards
            .push(Guard::Cmp(Aff::name(name), op, lb_aff.clone()));
        self.check_ranges(cond);
        let mut bounded = false;
        let conds = self.loop_condition(cond, name, decreasing, &mut bounded)?;
        if !bounded {
            return Err(Diagnostic::error(
                cond.span,
                format!("the loop condition does not bound `{name}` in the direction of the step"),
            ));
        }
        self.guards.extend(conds);
        let ty = self.env.of_name(name);
        if ty.wraps() || ty.is_promoted() {
            let next = Aff::name(name)
                .add_scaled(&Aff::constant(step), 1)
                .map_err(|_| Diagnostic::error(incr.span, "integer overflow in a loop step"))?;
            self.require_range(
                incr.span,
                next,
                &ty,
                format!(
                    "the step of `{name}` may leave the range of its type `{ty}` (C would wrap \
                     around or truncate, the model would not); a context such as `#pragma hedra \
                     context` bounding the sizes can prove it does not"
                ),
            );
        }
        if step.abs() > 1 {
            let s = step.unsigned_abs();
            self.guards
                .push(Guard::Stride(name.to_string(), lb_aff.clone(), s));
        }
        Ok(())
    }

    /// Records that `value` must lie in the range of `ty` at the current point.
    fn require_range(&self, span: Span, value: Aff, ty: &IntType, message: String) {
        self.obligations.borrow_mut().push(Obligation {
            span,
            value,
            lo: Some(ty.min()),
            hi: Some(ty.max()),
            message,
            iterators: self.loops.iter().map(|l| l.name.clone()).collect(),
            guards: self.guards.clone(),
            with_context: true,
            assumable: true,
        });
    }

    /// Records the range obligations of an affine expression evaluated at the current point
    /// (see [`crate::ctypes::range_obligations`]).
    fn check_ranges(&self, e: &CExpr) {
        let mut found = Vec::new();
        range_obligations(&self.env, e, &mut found);
        for o in found {
            let Ok(a) = self.aff(o.expr, Use::Bound) else {
                continue;
            };
            self.obligations.borrow_mut().push(Obligation {
                span: o.expr.span,
                value: a,
                lo: o.lo,
                hi: o.hi,
                message: format!(
                    "`{}` may not have the value the model computes: {}",
                    self.text(o.expr.span),
                    o.why
                ),
                iterators: self.loops.iter().map(|l| l.name.clone()).collect(),
                guards: self.guards.clone(),
                with_context: true,
                assumable: true,
            });
        }
    }

    /// Accepts a call only to a function known to have no side effects and to depend on its
    /// arguments alone: the `<math.h>` functions, min/max helpers, names in capitals (macros
    /// by convention, such as PolyBench's `SQRT_FUN` or `LOOP_BOUND`), and the functions the
    /// file declares with `#pragma hedra pure(f, g)`. Any other call could have effects
    /// (`rand()`) whose order the schedule would change.
    fn require_pure(&self, name: &str, span: Span) -> Result<(), Diagnostic> {
        let macro_name = name.chars().any(|c| c.is_ascii_uppercase())
            && !name.chars().any(|c| c.is_ascii_lowercase());
        let helper = matches!(name, "floord" | "ceild");
        if macro_name
            || helper
            || is_min_max(name).is_some()
            || is_math_function(name)
            || self.pure.contains(name)
        {
            return Ok(());
        }
        Err(Diagnostic::error(
            span,
            format!(
                "call to `{name}`, which hedra does not know to be pure: reordering its calls \
                 could change the program's behaviour; if it has no side effects and depends only \
                 on its arguments, declare it with `#pragma hedra pure({name})`"
            ),
        ))
    }

    /// The constant step of `incr` for iterator `name`.
    fn step(&self, incr: &CExpr, name: &str) -> Result<i64, Diagnostic> {
        let is_it = |e: &CExpr| matches!(&e.kind, CExprKind::Ident(n) if n == name);
        let constant = |e: &CExpr| -> Option<i64> {
            self.aff(e, Use::Bound).ok().and_then(|a| a.as_constant())
        };
        let bad = || {
            Diagnostic::error(
                incr.span,
                format!("loop step must be `{name}++`, `{name}--`, `{name} += c` or `{name} -= c` with a constant c"),
            )
        };
        let step = match &incr.kind {
            CExprKind::IncDec(e, inc) if is_it(e) => {
                if *inc {
                    1
                } else {
                    -1
                }
            }
            CExprKind::Assign(AssignOp::Add, l, r) if is_it(l) => constant(r).ok_or_else(bad)?,
            CExprKind::Assign(AssignOp::Sub, l, r) if is_it(l) => {
                constant(r).and_then(|c| c.checked_neg()).ok_or_else(bad)?
            }
            CExprKind::Assign(AssignOp::Assign, l, r) if is_it(l) => match &r.kind {
                CExprKind::Binary(BinaryOp::Add, a, b) if is_it(a) => {
                    constant(b).ok_or_else(bad)?
                }
                CExprKind::Binary(BinaryOp::Add, a, b) if is_it(b) => {
                    constant(a).ok_or_else(bad)?
                }
                CExprKind::Binary(BinaryOp::Sub, a, b) if is_it(a) => {
                    constant(b).and_then(|c| c.checked_neg()).ok_or_else(bad)?
                }
                _ => return Err(bad()),
            },
            _ => return Err(bad()),
        };
        if step == 0 {
            return Err(Diagnostic::error(incr.span, "loop step is zero"));
        }
        Ok(step)
    }

    /// The formulas of a loop condition: a conjunction (`&&`) of comparisons, each of which
    /// either does not involve the iterator or bounds it in the direction of the step.
    fn loop_condition(
        &mut self,
        c: &CExpr,
        it: &str,
        decreasing: bool,
        bounded: &mut bool,
    ) -> Result<Vec<Guard>, Diagnostic> {
        match &c.kind {
            CExprKind::Binary(BinaryOp::And, a, b) => {
                let mut v = self.loop_condition(a, it, decreasing, bounded)?;
                v.extend(self.loop_condition(b, it, decreasing, bounded)?);
                Ok(v)
            }
            CExprKind::Binary(op @ (BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge), l, r) => {
                let la = self.aff(l, Use::Bound).map_err(|e| self.aff_diag(e, l, Use::Bound))?;
                let ra = self.aff(r, Use::Bound).map_err(|e| self.aff_diag(e, r, Use::Bound))?;
                self.note_params(&la);
                self.note_params(&ra);
                // g >= 0 (or > 0) with g = r - l for < and <=, l - r for > and >=.
                let g = match op {
                    BinaryOp::Lt | BinaryOp::Le => ra.add_scaled(&la, -1),
                    _ => la.add_scaled(&ra, -1),
                }
                .map_err(|_| Diagnostic::error(c.span, "integer overflow in a loop bound"))?;
                if g.atom_vars.contains(it) {
                    return Err(Diagnostic::error(
                        c.span,
                        format!(
                            "loop bound `{}`: the iterator `{it}` may only appear outside \
                             min, max, division and modulo in its own loop condition",
                            self.text(c.span)
                        ),
                    ));
                }
                let k = g.coeff(it);
                if (k > 0 && !decreasing) || (k < 0 && decreasing) {
                    return Err(Diagnostic::error(
                        c.span,
                        format!(
                            "loop condition `{}` does not bound `{it}` in the direction of the step",
                            self.text(c.span)
                        ),
                    ));
                }
                *bounded |= k != 0;
                Ok(vec![Guard::Cmp(la, cmp(*op), ra)])
            }
            _ => Err(Diagnostic::error(
                c.span,
                format!(
                    "loop condition `{}` is not a conjunction (`&&`) of bounds `<`, `<=`, `>`, `>=` on the iterator",
                    self.text(c.span)
                ),
            )),
        }
    }

    /// An affine condition.
    fn cond(&mut self, c: &CExpr, u: Use) -> Result<Guard, Diagnostic> {
        match &c.kind {
            CExprKind::Binary(BinaryOp::And, a, b) => Ok(Guard::And(
                Box::new(self.cond(a, u)?),
                Box::new(self.cond(b, u)?),
            )),
            CExprKind::Binary(BinaryOp::Or, a, b) => Ok(Guard::Or(
                Box::new(self.cond(a, u)?),
                Box::new(self.cond(b, u)?),
            )),
            CExprKind::Unary(UnaryOp::Not, a) => Ok(self.cond(a, u)?.negate()),
            CExprKind::Binary(
                op @ (BinaryOp::Lt
                | BinaryOp::Le
                | BinaryOp::Gt
                | BinaryOp::Ge
                | BinaryOp::Eq
                | BinaryOp::Ne),
                l,
                r,
            ) => {
                let la = self.aff(l, u).map_err(|e| self.aff_diag(e, l, u))?;
                let ra = self.aff(r, u).map_err(|e| self.aff_diag(e, r, u))?;
                self.note_params(&la);
                self.note_params(&ra);
                Ok(match op {
                    BinaryOp::Ne => Guard::Cmp(la, Cmp::Eq, ra).negate(),
                    op => Guard::Cmp(la, cmp(*op), ra),
                })
            }
            _ => {
                // Any other integer expression: true when non-zero.
                let a = self.aff(c, u).map_err(|e| self.aff_diag(e, c, u))?;
                self.note_params(&a);
                Ok(Guard::Cmp(a, Cmp::Eq, Aff::constant(0)).negate())
            }
        }
    }

    fn aff_diag(&self, e: AffError, whole: &CExpr, u: Use) -> Diagnostic {
        let w = self.text(whole.span);
        match e {
            AffError::Final(d) => d,
            AffError::NonAffine(span, why) => match u {
                Use::Subscript => {
                    Diagnostic::error(whole.span, format!("non-affine subscript `{w}`: {why}"))
                }
                Use::Bound => {
                    Diagnostic::error(span, format!("non-affine loop bound `{w}`: {why}"))
                }
                Use::Condition => {
                    Diagnostic::error(span, format!("non-affine condition `{w}`: {why}"))
                }
                Use::Context => Diagnostic::error(span, format!("non-affine context `{w}`: {why}")),
            },
            AffError::DataDependent(span, what) => match u {
                Use::Subscript => Diagnostic::error(
                    whole.span,
                    format!("non-affine subscript `{w}`: {what} (an indirect access)"),
                ),
                Use::Bound => Diagnostic::error(span, format!("data-dependent loop bound: {what}")),
                Use::Condition => {
                    Diagnostic::error(span, format!("data-dependent condition: {what}"))
                }
                Use::Context => Diagnostic::error(span, format!("context depends on data: {what}")),
            },
        }
    }

    fn pointer_error(&self, span: Span) -> AffError {
        AffError::Final(self.pointer_diag(span))
    }

    fn pointer_diag(&self, span: Span) -> Diagnostic {
        Diagnostic::error(
            span,
            format!(
                "pointer arithmetic (`{}`) is outside the static-control subset; index arrays \
                 with subscripts instead",
                self.text(span)
            ),
        )
    }

    /// The quasi-affine form of `e`.
    fn aff(&self, e: &CExpr, u: Use) -> Result<Aff, AffError> {
        let ovf = |_: Overflow| AffError::NonAffine(e.span, "integer overflow".into());
        match &e.kind {
            CExprKind::Int(_, Some(v)) => {
                if v.unsigned_abs() > i32::MAX as u64 {
                    self.large_constant.set(true);
                }
                Ok(Aff::constant(*v))
            }
            CExprKind::Int(t, None) => Err(AffError::NonAffine(
                e.span,
                format!("the constant `{t}` does not fit in 64 bits"),
            )),
            CExprKind::Ident(n) => self.aff_name(n, e.span, u),
            CExprKind::Unary(UnaryOp::Neg, a) => self.aff(a, u)?.scale(-1).map_err(ovf),
            CExprKind::Unary(UnaryOp::Plus, a) => self.aff(a, u),
            CExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), a, b) => {
                let x = self.aff(a, u)?;
                let y = self.aff(b, u)?;
                x.add_scaled(&y, if *op == BinaryOp::Add { 1 } else { -1 })
                    .map_err(ovf)
            }
            CExprKind::Binary(BinaryOp::Mul, a, b) => self.aff_product(e, a, b, u),
            CExprKind::Binary(op @ (BinaryOp::Div | BinaryOp::Rem), a, b) => {
                self.aff_division(e, *op == BinaryOp::Div, a, b, u)
            }
            CExprKind::Call(f, args) => self.aff_call(e, f, args, u),
            CExprKind::Ternary(c, t, f) => self.aff_conditional(e, c, t, f, u),
            CExprKind::Cast(ty, a) if self.env.parse(ty).is_some() => self.aff(a, u),
            CExprKind::Cast(ty, _) => Err(AffError::NonAffine(
                e.span,
                format!("a cast to `{ty}` is not an integer expression"),
            )),
            CExprKind::Index(..) => Err(AffError::DataDependent(
                e.span,
                format!("`{}` is read from memory", self.text(e.span)),
            )),
            CExprKind::Float(t) => Err(AffError::NonAffine(
                e.span,
                format!("`{t}` is a floating-point value"),
            )),
            CExprKind::Deref(_) | CExprKind::AddrOf(_) | CExprKind::Member(..) => {
                Err(self.pointer_error(e.span))
            }
            _ => Err(AffError::NonAffine(
                e.span,
                format!("`{}` is not an affine expression", self.text(e.span)),
            )),
        }
    }

    /// A name in an affine position: an iterator of an enclosing loop or a parameter (in a
    /// context, only a parameter); anything else is named in the error.
    fn aff_name(&self, n: &str, span: Span, u: Use) -> Result<Aff, AffError> {
        if self.loops.iter().any(|l| l.name == n) {
            return Ok(Aff::name(n));
        }
        if u == Use::Context && !self.param_set.contains(n) {
            return Err(AffError::Final(Diagnostic::error(
                span,
                format!("the context mentions `{n}`, which is not a parameter of this region"),
            )));
        }
        if self.param_set.contains(n) {
            if is_reserved_word(n) {
                return Err(AffError::Final(Diagnostic::error(
                    span,
                    format!("the name `{n}` is reserved in isl notation; rename it"),
                )));
            }
            return Ok(Aff::name(n));
        }
        if self.iterator_names.contains(n) {
            return Err(AffError::Final(Diagnostic::error(
                span,
                format!(
                    "loop iterator `{n}` used outside its loop (a loop without braces \
                     has only the next statement as its body)"
                ),
            )));
        }
        Err(AffError::DataDependent(
            span,
            format!("`{n}` is assigned inside the region"),
        ))
    }

    /// `a * b`: affine when one factor is a constant.
    fn aff_product(&self, e: &CExpr, a: &CExpr, b: &CExpr, u: Use) -> Result<Aff, AffError> {
        let ovf = |_: Overflow| AffError::NonAffine(e.span, "integer overflow".into());
        let x = self.aff(a, u)?;
        let y = self.aff(b, u)?;
        if let Some(c) = x.as_constant() {
            y.scale(c).map_err(ovf)
        } else if let Some(c) = y.as_constant() {
            x.scale(c).map_err(ovf)
        } else {
            Err(AffError::NonAffine(
                e.span,
                format!(
                    "the product of `{}` and `{}` is not affine",
                    self.text(a.span),
                    self.text(b.span)
                ),
            ))
        }
    }

    /// `a / b` or `a % b` with `b` a positive constant: `floor(a/b)` or `a mod b`, which is
    /// what C computes when `a >= 0`; that is recorded as an obligation to prove.
    fn aff_division(
        &self,
        e: &CExpr,
        is_div: bool,
        a: &CExpr,
        b: &CExpr,
        u: Use,
    ) -> Result<Aff, AffError> {
        let x = self.aff(a, u)?;
        let y = self.aff(b, u)?;
        let Some(d) = y.as_constant().filter(|d| *d > 0) else {
            return Err(AffError::NonAffine(
                e.span,
                format!(
                    "`{}` divides by `{}`, which is not a positive constant",
                    self.text(e.span),
                    self.text(b.span)
                ),
            ));
        };
        if let Some(c) = x.as_constant() {
            // C semantics on constants (truncation).
            return Ok(Aff::constant(if is_div { c / d } else { c % d }));
        }
        let vars = x.vars();
        let what = if is_div { "division" } else { "remainder" };
        let op = self.operator_span(a.span, b.span, if is_div { b'/' } else { b'%' });
        if self.exact_divisions.contains(&op.start) {
            return truncated_division(&x, d, is_div)
                .map_err(|_| AffError::NonAffine(e.span, "integer overflow".into()));
        }
        self.obligations.borrow_mut().push(Obligation {
            span: op,
            value: x.clone(),
            lo: Some(0),
            hi: None,
            message: format!(
                "{what} {MAY_BE_NEGATIVE}: C truncates toward zero; modeled exactly \
                 for either sign"
            ),
            iterators: self.loops.iter().map(|l| l.name.clone()).collect(),
            guards: if u == Use::Context {
                self.context.clone()
            } else {
                self.guards.clone()
            },
            with_context: u != Use::Context,
            assumable: false,
        });
        Ok(if is_div {
            Aff::atom(Atom::Floor(Box::new(x), d), vars)
        } else {
            Aff::atom(Atom::Mod(Box::new(x), d), vars)
        })
    }

    /// A call: `min`/`max` (and their macro spellings), `floord`/`ceild`, or a pure
    /// function of parameters only (a symbolic constant).
    fn aff_call(&self, e: &CExpr, f: &CExpr, args: &[CExpr], u: Use) -> Result<Aff, AffError> {
        let fname = match &f.kind {
            CExprKind::Ident(n) => n.as_str(),
            _ => return Err(self.pointer_error(f.span)),
        };
        let pending = self.obligations.borrow().len();
        let affs = args
            .iter()
            .map(|a| self.aff(a, u))
            .collect::<Result<Vec<_>, _>>()?;
        if let (Some(is_max), true) = (is_min_max(fname), affs.len() >= 2) {
            if let Some(cs) = affs
                .iter()
                .map(|a| a.as_constant())
                .collect::<Option<Vec<_>>>()
            {
                let v = if is_max {
                    cs.iter().max()
                } else {
                    cs.iter().min()
                };
                return Ok(Aff::constant(*v.unwrap_or(&0)));
            }
            let vars = affs.iter().flat_map(|a| a.vars()).collect();
            let atom = if is_max {
                Atom::Max(affs)
            } else {
                Atom::Min(affs)
            };
            return Ok(Aff::atom(atom, vars));
        }
        if matches!(fname, "floord" | "ceild" | "FLOORD" | "CEILD") && affs.len() == 2 {
            let Some(d) = affs[1].as_constant().filter(|d| *d > 0) else {
                return Err(AffError::NonAffine(
                    e.span,
                    format!("`{fname}` needs a positive constant divisor"),
                ));
            };
            let vars = affs[0].vars();
            let a = Box::new(affs[0].clone());
            let atom = if fname.to_lowercase() == "floord" {
                Atom::Floor(a, d)
            } else {
                Atom::Ceil(a, d)
            };
            return Ok(Aff::atom(atom, vars));
        }
        let loop_var = affs
            .iter()
            .flat_map(|a| a.vars())
            .find(|v| !self.is_parameter(v));
        if let Some(v) = loop_var {
            return Err(AffError::NonAffine(
                e.span,
                format!(
                    "the call `{}` is not an affine expression (its arguments use the \
                     loop iterator `{v}`)",
                    self.text(e.span)
                ),
            ));
        }
        self.require_pure(fname, f.span).map_err(AffError::Final)?;
        // A symbolic constant: the call is opaque, so the arguments' `/` and `%` need
        // no proof of non-negativity.
        self.obligations.borrow_mut().truncate(pending);
        Ok(Aff::name(&self.symbolic_constant(e.span)))
    }

    /// `l < r ? l : r` and the like: min and max written as conditional expressions.
    fn aff_conditional(
        &self,
        e: &CExpr,
        c: &CExpr,
        t: &CExpr,
        f: &CExpr,
        u: Use,
    ) -> Result<Aff, AffError> {
        // min/max written as conditional expressions.
        if let CExprKind::Binary(
            op @ (BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge),
            l,
            r,
        ) = &c.kind
        {
            let (la, ra) = (self.aff(l, u)?, self.aff(r, u)?);
            let (ta, fa) = (self.aff(t, u)?, self.aff(f, u)?);
            let less = matches!(op, BinaryOp::Lt | BinaryOp::Le);
            let pick = if ta == la && fa == ra {
                Some(less)
            } else if ta == ra && fa == la {
                Some(!less)
            } else {
                None
            };
            if let Some(min) = pick {
                let mut vars = la.vars();
                vars.extend(ra.vars());
                let args = vec![la, ra];
                let atom = if min {
                    Atom::Min(args)
                } else {
                    Atom::Max(args)
                };
                return Ok(Aff::atom(atom, vars));
            }
        }
        Err(AffError::NonAffine(
            e.span,
            "a conditional expression is affine only in the form of a min or max".into(),
        ))
    }

    /// Records the statement `lhs op rhs`. A chained assignment `lhs op (b op2 c)` becomes
    /// two statements, `b op2 c` and then `lhs op b`: the value of an assignment is the new
    /// value of its left operand, in that operand's type, which is what reading it back gives
    /// (its subscripts are affine, so nothing the inner assignment writes can move them).
    /// The label of the statement names the outer one.
    fn assignment(
        &mut self,
        span: Span,
        op: AssignOp,
        lhs: &CExpr,
        rhs: &CExpr,
    ) -> Result<(), Diagnostic> {
        if let CExprKind::Assign(inner_op, inner_lhs, inner_rhs) = &rhs.kind {
            let label = self.label.take();
            self.assignment(rhs.span, *inner_op, inner_lhs, inner_rhs)?;
            self.label = label;
            return self.assignment(span, op, lhs, inner_lhs);
        }
        let mut accesses = Vec::new();
        let mut next = 0usize;
        if let CExprKind::Ident(n) = &lhs.kind {
            if self.loops.iter().any(|l| &l.name == n) || self.iterator_names.contains(n) {
                return Err(Diagnostic::error(
                    lhs.span,
                    format!("assignment to the loop iterator `{n}` inside the region"),
                ));
            }
            if self.param_set.contains(n) {
                return Err(Diagnostic::error(
                    lhs.span,
                    format!(
                        "write to parameter `{n}`: it is used in loop bounds, conditions or \
                         subscripts, so it must not change inside the region"
                    ),
                ));
            }
        }
        let l = match &lhs.kind {
            CExprKind::Ident(_) | CExprKind::Index(..) => {
                self.body_expr(lhs, &mut accesses, &mut next)?
            }
            CExprKind::Deref(_) => return Err(self.pointer_diag(lhs.span)),
            _ => {
                return Err(Diagnostic::error(
                    lhs.span,
                    "the left-hand side of an assignment must be an array element or a scalar",
                ))
            }
        };
        let r = self.body_expr(rhs, &mut accesses, &mut next)?;
        let (iterators, decreasing) = self
            .loops
            .iter()
            .map(|l| (l.name.clone(), l.decreasing))
            .unzip();
        let beta = self.beta.clone();
        if let Some(b) = self.beta.last_mut() {
            *b += 1;
        }
        self.statements.push(PendingStatement {
            span,
            label: self.label.take(),
            iterators,
            decreasing,
            guards: self.guards.clone(),
            beta,
            body: Body { lhs: l, op, rhs: r },
            accesses,
        });
        Ok(())
    }

    /// Whether `n` is a parameter: a name of `param_set` or a symbolic constant, and not the
    /// iterator of an enclosing loop.
    fn is_parameter(&self, n: &str) -> bool {
        !self.loops.iter().any(|l| l.name == n)
            && (self.param_set.contains(n) || self.symbolic.borrow().iter().any(|(_, p, _)| p == n))
    }

    /// The parameter name of the symbolic constant written at `span` (a call): the same call
    /// text (up to white space) always gives the same name. The name is the call text with
    /// every run of other characters than letters, digits and `_` replaced by one `_`
    /// (`LOOP_BOUND(N, n)` gives `LOOP_BOUND_N_n`), with a suffix `_2`, `_3`... where it would
    /// clash with a name of the region, an isl keyword or another symbolic constant.
    fn symbolic_constant(&self, span: Span) -> String {
        let text = self.text(span);
        let key: String = text.split_whitespace().collect();
        if let Some((_, name, _)) = self.symbolic.borrow().iter().find(|(k, _, _)| *k == key) {
            return name.clone();
        }
        let mut base = String::new();
        for ch in text.chars() {
            if ch.is_ascii_alphanumeric() || ch == '_' {
                base.push(ch);
            } else if !base.ends_with('_') {
                base.push('_');
            }
        }
        while base.len() > 1 && base.ends_with('_') {
            base.pop();
        }
        let free = |n: &str| {
            !self.taken.contains(n)
                && !is_reserved_word(n)
                && !self.symbolic.borrow().iter().any(|(_, p, _)| p == n)
        };
        let mut name = base.clone();
        let mut k = 2;
        while !free(&name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.symbolic
            .borrow_mut()
            .push((key, name.clone(), text.to_string()));
        name
    }

    fn use_param(&mut self, n: &str) {
        if !self.params.iter().any(|p| p == n) {
            self.params.push(n.to_string());
        }
    }

    /// Records the parameters an affine expression uses, in order of first use.
    fn note_params(&mut self, a: &Aff) {
        for v in a.vars() {
            if self.is_parameter(&v) {
                self.use_param(&v);
            }
        }
    }

    /// The body expression of `e`, recording its accesses.
    fn body_expr(
        &mut self,
        e: &CExpr,
        accesses: &mut Vec<PendingAccess>,
        next: &mut usize,
    ) -> Result<Expr, Diagnostic> {
        let bx = |s: &mut Self, x: &CExpr, acc: &mut Vec<PendingAccess>, n: &mut usize| {
            s.body_expr(x, acc, n).map(Box::new)
        };
        Ok(match &e.kind {
            CExprKind::Int(t, _) => Expr::Int(t.clone()),
            CExprKind::Float(t) => Expr::Float(t.clone()),
            CExprKind::Ident(n) => self.body_name(n, e.span, accesses, next)?,
            CExprKind::Index(..) => self.body_subscripted(e, accesses, next)?,
            CExprKind::Call(f, args) => {
                let CExprKind::Ident(fname) = &f.kind else {
                    return Err(self.pointer_diag(f.span));
                };
                self.require_pure(fname, f.span)?;
                let mut v = Vec::new();
                for a in args {
                    v.push(self.body_expr(a, accesses, next)?);
                }
                Expr::Call(fname.clone(), v)
            }
            CExprKind::Unary(op, a) => Expr::Unary(*op, bx(self, a, accesses, next)?),
            CExprKind::Binary(op, a, b) => {
                let x = bx(self, a, accesses, next)?;
                let y = bx(self, b, accesses, next)?;
                Expr::Binary(*op, x, y)
            }
            CExprKind::Ternary(c, t, f) => {
                let c = bx(self, c, accesses, next)?;
                let t = bx(self, t, accesses, next)?;
                let f = bx(self, f, accesses, next)?;
                Expr::Ternary(c, t, f)
            }
            CExprKind::Cast(ty, a) => Expr::Cast(ty.clone(), bx(self, a, accesses, next)?),
            CExprKind::Deref(_) | CExprKind::AddrOf(_) | CExprKind::Member(..) => {
                return Err(self.pointer_diag(e.span))
            }
            CExprKind::Assign(..) | CExprKind::OtherAssign(..) | CExprKind::IncDec(..) => {
                return Err(self.unsupported(e.span, "an assignment inside an expression"))
            }
            CExprKind::Comma(..) => return Err(self.unsupported(e.span, "the comma operator")),
            CExprKind::StrLit(_) => {
                return Err(self.unsupported(e.span, "a string or character literal"))
            }
            CExprKind::Sizeof => return Err(self.unsupported(e.span, "`sizeof`")),
        })
    }
}

impl Builder<'_> {
    /// A name in a statement body: an iterator, a parameter, or a scalar (a 0-d array
    /// access, numbered `next`).
    fn body_name(
        &mut self,
        n: &str,
        span: Span,
        accesses: &mut Vec<PendingAccess>,
        next: &mut usize,
    ) -> Result<Expr, Diagnostic> {
        if let Some(k) = self.loops.iter().position(|l| l.name == n) {
            return Ok(Expr::Iterator(k));
        }
        if self.param_set.contains(n) {
            self.use_param(n);
            return Ok(Expr::Param(n.to_string()));
        }
        if self.iterator_names.contains(n) {
            return Err(Diagnostic::error(
                span,
                format!("loop iterator `{n}` used outside its loop"),
            ));
        }
        self.note_array(n, 0, span, None)?;
        Ok(self.access(n.to_string(), Vec::new(), Vec::new(), accesses, next))
    }

    /// `A[e1][e2]...` in a statement body: an array access with affine subscripts.
    fn body_subscripted(
        &mut self,
        e: &CExpr,
        accesses: &mut Vec<PendingAccess>,
        next: &mut usize,
    ) -> Result<Expr, Diagnostic> {
        let mut subs = Vec::new();
        let mut cur = e;
        while let CExprKind::Index(b, i) = &cur.kind {
            subs.push(&**i);
            cur = b;
        }
        subs.reverse();
        let name = match &cur.kind {
            CExprKind::Ident(n) => n.clone(),
            _ => return Err(self.pointer_diag(cur.span)),
        };
        if self.loops.iter().any(|l| l.name == name) || self.param_set.contains(&name) {
            return Err(Diagnostic::error(
                cur.span,
                format!("`{name}` is subscripted but is not an array"),
            ));
        }
        let mut affs = Vec::new();
        let mut exprs = Vec::new();
        for s in &subs {
            let a = self
                .aff(s, Use::Subscript)
                .map_err(|er| self.aff_diag(er, s, Use::Subscript))?;
            self.note_params(&a);
            self.check_ranges(s);
            affs.push(a);
            exprs.push(self.body_expr(s, &mut Vec::new(), &mut 0)?);
        }
        self.note_array(&name, subs.len(), cur.span, None)?;
        Ok(self.access(name, affs, exprs, accesses, next))
    }

    /// The access to `array` numbered `next` (then advanced), recorded in `accesses` with
    /// its affine subscripts.
    fn access(
        &self,
        array: String,
        affs: Vec<Aff>,
        subscripts: Vec<Expr>,
        accesses: &mut Vec<PendingAccess>,
        next: &mut usize,
    ) -> Expr {
        let reference = *next;
        *next += 1;
        accesses.push(PendingAccess {
            reference,
            array: array.clone(),
            subscripts: affs,
        });
        Expr::Access {
            array,
            subscripts,
            reference,
        }
    }
}

impl<'a> Builder<'a> {
    /// Parses the body text `lhs op rhs;` of a statement whose iterators and the Scop's
    /// parameters are given (for reading OpenScop `<body>` extensions).
    pub fn body_from_tree(
        src: &'a str,
        decls: &'a HashMap<String, DeclInfo>,
        e: &CExpr,
        iterators: &[String],
        params: &[String],
    ) -> Result<Body, Diagnostic> {
        let mut b = Builder::new(src, decls);
        b.param_set = params.iter().cloned().collect();
        b.loops = iterators
            .iter()
            .map(|n| Loop {
                name: n.clone(),
                decreasing: false,
            })
            .collect();
        let CExprKind::Assign(op, l, r) = &e.kind else {
            return Err(Diagnostic::error(e.span, "expected an assignment"));
        };
        let mut acc = Vec::new();
        let mut next = 0;
        let lhs = b.body_expr(l, &mut acc, &mut next)?;
        let rhs = b.body_expr(r, &mut acc, &mut next)?;
        Ok(Body { lhs, op: *op, rhs })
    }
}

/// C's `x / d` (or `x % d` when `!is_div`) for `d > 0` and `x` of either sign: the quotient
/// truncates toward zero, `floor(max(x, 0) / d) + ceil(min(x, 0) / d)` (one of the two
/// terms is zero), and the remainder is `x - d * quotient`, of the sign of `x`.
fn truncated_division(x: &Aff, d: i64, is_div: bool) -> Result<Aff, crate::affine::Overflow> {
    let vars = x.vars();
    let zero = Aff::constant(0);
    let pos = Aff::atom(Atom::Max(vec![x.clone(), zero.clone()]), vars.clone());
    let neg = Aff::atom(Atom::Min(vec![x.clone(), zero]), vars.clone());
    let q = Aff::atom(Atom::Floor(Box::new(pos), d), vars.clone())
        .add_scaled(&Aff::atom(Atom::Ceil(Box::new(neg), d), vars), 1)?;
    if is_div {
        Ok(q)
    } else {
        x.add_scaled(&q, -d)
    }
}

/// The binary operator of a compound assignment that [`AssignOp`] does not name (`%=`,
/// `<<=`, `>>=`, `&=`, `^=`, `|=`).
fn compound_operator(op: &str) -> Option<BinaryOp> {
    Some(match op {
        "%=" => BinaryOp::Rem,
        "<<=" => BinaryOp::Shl,
        ">>=" => BinaryOp::Shr,
        "&=" => BinaryOp::BitAnd,
        "^=" => BinaryOp::BitXor,
        "|=" => BinaryOp::BitOr,
        _ => return None,
    })
}

/// A declaration's type as the type of a new variable: without the storage class of the
/// original declaration (`static double A[N]` holds `double`s).
fn without_storage_class(t: &str) -> String {
    t.split_whitespace()
        .filter(|w| !matches!(*w, "static" | "extern" | "register" | "auto"))
        .collect::<Vec<_>>()
        .join(" ")
}
