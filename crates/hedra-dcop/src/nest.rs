//! The model of one dynamic control part, built from its C text and the declarations of
//! the names it uses.
//!
//! Every value the nest computes is one of three kinds:
//! - a **loop counter**, the only value kept in a register;
//! - a **feed**: an integer or pointer loaded from memory whose value flows into an address
//!   or a loop bound (`A[i]` in `A[i][j]` when `A` is a `double **`, `idx[i]` in
//!   `x[idx[i]]`, `row[i + 1]` in `k < row[i + 1]`, and the variables `A`, `idx`, `n`
//!   themselves);
//! - **data**: the loads of a statement's right-hand side (and of its target under `+=`),
//!   which the computation uses and nothing else.
//!
//! Addresses and bounds are [`Sym`]s over counters, variable addresses and feeds; the runtime
//! predicts each feed as an affine function of the counters around it, which makes every
//! address and bound affine, and so the nest a polyhedral model it can schedule.

use std::collections::HashMap;

use hedra_c::diag::Diagnostic;
use hedra_c::lexer::{lex, Span};
use hedra_c::parser::{CExpr, CExprKind, CStmt, CStmtKind, Parser};
use hedra_ir::{AssignOp, BinaryOp, UnaryOp};

use crate::sym::Sym;
use crate::ty::{Extent, Scalar, Ty};

/// The declaration of a name the nest uses, as the front end read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decl {
    /// The name.
    pub name: String,
    /// The element type's words (`double`, `unsigned int`).
    pub element_type: String,
    /// How many `*` the declarator has.
    pub pointers: usize,
    /// Array extents as written (`[]` as an empty string).
    pub dims: Vec<String>,
    /// A parameter of the function (an array parameter is a pointer).
    pub parameter: bool,
    /// Only an assignment to its name can change it (a local or parameter whose address is
    /// never taken): the compiled code may hand the runtime a copy's address instead of
    /// its own, which keeps the original code's variables in registers. Not part of the
    /// descriptor.
    pub private: bool,
}

/// A variable of the scope around the nest; the runtime gets its address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Var {
    /// The name.
    pub name: String,
    /// Its type.
    pub ty: Ty,
}

/// The comparison of a loop's condition, counter on the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl Cmp {
    /// The C spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            Cmp::Lt => "<",
            Cmp::Le => "<=",
            Cmp::Gt => ">",
            Cmp::Ge => ">=",
        }
    }

    /// `counter cmp bound`.
    pub fn holds(self, counter: i64, bound: i64) -> bool {
        match self {
            Cmp::Lt => counter < bound,
            Cmp::Le => counter <= bound,
            Cmp::Gt => counter > bound,
            Cmp::Ge => counter >= bound,
        }
    }
}

/// A `for` loop of the nest.
#[derive(Clone, Debug)]
pub struct Loop {
    /// The counter's name.
    pub counter: String,
    /// The counter's type.
    pub ty: Scalar,
    /// The counter's variable when it is declared outside the nest (its final value is
    /// visible after it), by index in [`Nest::vars`].
    pub var: Option<usize>,
    /// The enclosing loop.
    pub parent: Option<usize>,
    /// The counter's first value.
    pub init: Sym,
    /// The condition `counter cmp bound`.
    pub cmp: Cmp,
    /// The bound.
    pub bound: Sym,
    /// The constant step (negative for a decreasing loop).
    pub step: i64,
    /// The init expression's text.
    pub init_span: Span,
    /// The condition's text.
    pub cond_span: Span,
    /// The increment's text.
    pub incr_span: Span,
    /// The body's text.
    pub body_span: Span,
    /// The body, in order.
    pub body: Vec<Node>,
}

/// A part of a loop body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Node {
    /// A loop, by index in [`Nest::loops`].
    Loop(usize),
    /// A statement, by index in [`Nest::stmts`].
    Stmt(usize),
}

/// A read of memory.
#[derive(Clone, Debug)]
pub struct Load {
    /// The address read.
    pub addr: Sym,
    /// The type read (a scalar or a pointer).
    pub ty: Ty,
    /// The loops around the read, outermost first (for a loop's bounds, the loops around
    /// that loop).
    pub loops: Vec<usize>,
    /// True for a feed (its value flows into an address or a bound), false for data.
    pub feed: bool,
    /// Its text.
    pub span: Span,
}

impl Load {
    /// True for a load of a variable of the scope itself (`A` in `A[i][j]`): always valid
    /// to read, so the runtime reads it instead of having the compiled code record it.
    pub fn of_variable(&self) -> bool {
        matches!(self.addr, Sym::Address(_))
    }
}

/// An assignment `target op value;`.
#[derive(Clone, Debug)]
pub struct Stmt {
    /// The loops around it, outermost first.
    pub loops: Vec<usize>,
    /// The text of the assignment expression (without `;`).
    pub span: Span,
    /// The address written.
    pub target: Sym,
    /// The type written.
    pub scalar: Scalar,
    /// The target's text.
    pub target_span: Span,
    /// True for `+=`, `-=`, `*=`, `/=` (the target is read too).
    pub compound: bool,
    /// The data loads of the right-hand side, outermost ones, in textual order.
    pub data: Vec<usize>,
    /// The loop counters the right-hand side reads as values: where, and whose.
    pub counters: Vec<(Span, usize)>,
}

/// A dynamic control part: the loops, statements and loads of one marked nest.
#[derive(Clone, Debug)]
pub struct Nest {
    /// The nest's text; every span indexes it.
    pub text: String,
    /// The variables of the scope it uses, in the order the runtime gets their addresses.
    pub vars: Vec<Var>,
    /// Every loop; loop 0 is the outermost.
    pub loops: Vec<Loop>,
    /// Every load.
    pub loads: Vec<Load>,
    /// Every statement.
    pub stmts: Vec<Stmt>,
    /// The declarations the nest was built with (for its descriptor).
    pub decls: Vec<Decl>,
}

/// The functions a nest may call: the C library's pure math functions, which the JIT and the
/// C compiler both know.
pub const MATH_FUNCTIONS: &[&str] = &[
    "sqrt", "sqrtf", "fabs", "fabsf", "floor", "floorf", "ceil", "ceilf", "exp", "expf", "log",
    "logf", "pow", "powf", "sin", "sinf", "cos", "cosf", "tan", "tanf", "tanh", "tanhf", "fmin",
    "fminf", "fmax", "fmaxf",
];

type Result<T> = std::result::Result<T, Diagnostic>;

const SEPARATOR: &str = "\n%%\n";

impl Nest {
    /// The model of the statement `text` (a `for` loop), whose names are declared by `decls`.
    /// Spans in errors index `text`.
    pub fn build(text: &str, decls: &[Decl]) -> Result<Nest> {
        let toks = lex(text);
        let end = Span {
            start: text.len(),
            end: text.len(),
        };
        let mut parser = Parser::new(text, &toks, &[], end).allowing_while();
        let stmt = parser.statement()?;
        if let Some(at) = parser.remaining_start() {
            let span = Span { start: at, end: at };
            return Err(Diagnostic::error(span, "text after the marked loop nest"));
        }
        let mut b = Builder::new(text, decls)?;
        if !matches!(stmt.kind, CStmtKind::For { .. } | CStmtKind::While(..)) {
            return Err(Diagnostic::error(
                stmt.span,
                "`#pragma hedra dcop` must be followed by a `for` or `while` loop",
            ));
        }
        b.counter_names(&stmt);
        b.statement(&stmt, &[])?;
        let outer = &b.loops[0];
        if outer.step <= 0 {
            return Err(Diagnostic::error(
                outer.cond_span,
                "the outermost loop of a dcop nest must count upwards",
            ));
        }
        Ok(Nest {
            text: text.to_string(),
            vars: b.vars,
            loops: b.loops,
            loads: b.loads,
            stmts: b.stmts,
            decls: decls.to_vec(),
        })
    }

    /// The text the compiler embeds for the runtime: the declarations, one per line, then
    /// the nest.
    pub fn descriptor(&self) -> String {
        let mut s = String::new();
        for d in &self.decls {
            s.push_str(&format!(
                "{}|{}|{}|{}|{}\n",
                d.name,
                d.element_type,
                d.pointers,
                u8::from(d.parameter),
                d.dims.join(",")
            ));
        }
        s.push_str(SEPARATOR.trim_start_matches('\n'));
        s.push_str(&self.text);
        s
    }

    /// The nest a [`Nest::descriptor`] describes.
    pub fn from_descriptor(desc: &str) -> Result<Nest> {
        let bad = |m: &str| Diagnostic::error(Span::default(), format!("bad descriptor: {m}"));
        let marker = SEPARATOR.trim_start_matches('\n');
        let split = if desc.starts_with(marker) {
            Some(0)
        } else {
            desc.find(SEPARATOR).map(|k| k + 1)
        };
        let Some(at) = split else {
            return Err(bad("no separator"));
        };
        let (head, text) = (&desc[..at], &desc[at + marker.len()..]);
        let mut decls = Vec::new();
        for line in head.lines() {
            let f: Vec<&str> = line.split('|').collect();
            let [name, ty, ptrs, param, dims] = f.as_slice() else {
                return Err(bad("a declaration line without five fields"));
            };
            decls.push(Decl {
                name: name.to_string(),
                element_type: ty.to_string(),
                pointers: ptrs.parse().map_err(|_| bad("pointer count"))?,
                parameter: *param == "1",
                private: false,
                dims: if dims.is_empty() {
                    Vec::new()
                } else {
                    dims.split(',').map(String::from).collect()
                },
            });
        }
        Nest::build(text, &decls)
    }

    /// The text of a span.
    pub fn slice(&self, s: Span) -> &str {
        &self.text[s.start..s.end]
    }

    /// The loops from the outermost to `l`.
    pub fn chain(&self, l: usize) -> Vec<usize> {
        let mut out = vec![l];
        let mut at = l;
        while let Some(p) = self.loops[at].parent {
            out.push(p);
            at = p;
        }
        out.reverse();
        out
    }

    /// The feeds, in an order where each comes after every feed its address reads.
    pub fn feeds(&self) -> Vec<usize> {
        // Loads are numbered as they are built, inner addresses first.
        (0..self.loads.len())
            .filter(|&l| self.loads[l].feed)
            .collect()
    }
}

/// Builds a [`Nest`] from the syntax tree.
struct Builder<'t> {
    text: &'t str,
    vars: Vec<Var>,
    by_name: HashMap<String, usize>,
    loops: Vec<Loop>,
    loads: Vec<Load>,
    stmts: Vec<Stmt>,
    /// The counters in scope, innermost last: name and loop.
    scope: Vec<(String, usize)>,
    /// The name of every counter of the nest.
    counters: Vec<String>,
}

fn err<T>(span: Span, msg: impl Into<String>) -> Result<T> {
    Err(Diagnostic::error(span, msg.into()))
}

/// The type of a declaration: a parameter declared as an array is a pointer to its first
/// element.
fn decl_type(d: &Decl, by_name: &HashMap<String, usize>) -> std::result::Result<Ty, String> {
    let scalar = Scalar::from_words(&d.element_type)
        .ok_or_else(|| format!("the type `{}` of `{}` is not known", d.element_type, d.name))?;
    let mut ty = Ty::Scalar(scalar);
    for _ in 0..d.pointers {
        ty = Ty::Pointer(Box::new(ty));
    }
    for (k, dim) in d.dims.iter().enumerate().rev() {
        if k == 0 && d.parameter {
            return Ok(Ty::Pointer(Box::new(ty)));
        }
        let dim = dim.trim();
        let extent = if let Some(v) = hedra_c::lexer::int_value(dim) {
            Extent::Const(v)
        } else if let Some(&v) = by_name.get(dim) {
            Extent::Var(v)
        } else {
            return Err(format!(
                "the extent `{dim}` of `{}` is neither a constant nor a variable",
                d.name
            ));
        };
        ty = Ty::Array(extent, Box::new(ty));
    }
    Ok(ty)
}

impl<'t> Builder<'t> {
    fn new(text: &'t str, decls: &[Decl]) -> Result<Builder<'t>> {
        let by_name: HashMap<String, usize> = decls
            .iter()
            .enumerate()
            .map(|(k, d)| (d.name.clone(), k))
            .collect();
        let mut vars = Vec::new();
        for d in decls {
            let ty = decl_type(d, &by_name).map_err(|m| Diagnostic::error(Span::default(), m))?;
            vars.push(Var {
                name: d.name.clone(),
                ty,
            });
        }
        Ok(Builder {
            text,
            vars,
            by_name,
            loops: Vec::new(),
            loads: Vec::new(),
            stmts: Vec::new(),
            scope: Vec::new(),
            counters: Vec::new(),
        })
    }

    fn counter_names(&mut self, s: &CStmt) {
        match &s.kind {
            CStmtKind::For { init, body, .. } => {
                if let Some(init) = init {
                    match &init.kind {
                        CStmtKind::Expr(CExpr {
                            kind: CExprKind::Assign(_, lhs, _),
                            ..
                        }) => {
                            if let CExprKind::Ident(n) = &lhs.kind {
                                self.counters.push(n.clone());
                            }
                        }
                        CStmtKind::Decl(_, ds) => {
                            self.counters.extend(ds.iter().map(|d| d.name.clone()))
                        }
                        _ => {}
                    }
                }
                self.counter_names(body);
            }
            CStmtKind::While(cond, body) => {
                if let Some((c, _, _)) = while_parts(cond, body) {
                    self.counters.push(c);
                }
                self.counter_names(body);
            }
            CStmtKind::Block(ss) => ss.iter().for_each(|s| self.counter_names(s)),
            CStmtKind::Labeled(_, _, s) => self.counter_names(s),
            _ => {}
        }
    }

    fn statement(&mut self, s: &CStmt, loops: &[usize]) -> Result<Vec<Node>> {
        match &s.kind {
            CStmtKind::Block(ss) => {
                let mut out = Vec::new();
                self.sequence(ss, loops, &mut out)?;
                Ok(out)
            }
            CStmtKind::While(..) => Ok(vec![Node::Loop(self.while_loop(s, None, loops)?)]),
            CStmtKind::Empty => Ok(Vec::new()),
            CStmtKind::Labeled(_, _, s) => self.statement(s, loops),
            CStmtKind::For { .. } => Ok(vec![Node::Loop(self.for_loop(s, loops)?)]),
            CStmtKind::Expr(e) => Ok(vec![Node::Stmt(self.assignment(e, loops)?)]),
            CStmtKind::If(..) => err(
                s.span,
                "conditions inside a dcop nest are not supported: the runtime predicts loops and addresses only",
            ),
            CStmtKind::Decl(..) => err(s.span, "declarations inside a dcop nest are not supported"),
            CStmtKind::Directive(_) => err(s.span, "a preprocessor line inside a dcop nest"),
        }
    }

    fn for_loop(&mut self, s: &CStmt, loops: &[usize]) -> Result<usize> {
        let CStmtKind::For {
            init,
            cond,
            incr,
            body,
        } = &s.kind
        else {
            unreachable!("for_loop is called on `for` statements")
        };
        let (Some(init), Some(cond), Some(incr)) = (init, cond, incr) else {
            return err(
                s.span,
                "a dcop loop needs an init, a condition and an increment",
            );
        };
        let (counter, ty, var, init_expr) = self.loop_init(init)?;
        let step = loop_step(incr, &counter)?;
        let parts = LoopParts {
            counter,
            ty,
            var,
            init: Some(init_expr),
            cond,
            step,
            incr_span: incr.span,
            body: std::slice::from_ref(&**body),
            body_span: body.span,
        };
        self.make_loop(parts, loops)
    }

    /// A `while (c cmp b) { ...; c += k; }` loop, its counter set by `init` (the
    /// assignment just before it) or, for the outermost loop, by the code before the nest.
    fn while_loop(&mut self, s: &CStmt, init: Option<&CExpr>, loops: &[usize]) -> Result<usize> {
        let CStmtKind::While(cond, body) = &s.kind else {
            unreachable!("while_loop is called on `while` statements")
        };
        let Some((counter, stmts, incr)) = while_parts(cond, body) else {
            return err(
                s.span,
                "a dcop `while` loop must compare its counter with a bound and end its body by stepping the counter by a constant",
            );
        };
        let Some(&v) = self.by_name.get(&counter) else {
            return err(cond.span, format!("the type of `{counter}` is not known"));
        };
        let Ty::Scalar(ty) = self.vars[v].ty.clone() else {
            return err(cond.span, "a dcop loop's counter must be an integer");
        };
        if ty.is_float() {
            return err(cond.span, "a dcop loop's counter must be an integer");
        }
        if init.is_none() && !loops.is_empty() {
            return err(
                s.span,
                format!("an inner `while` loop needs `{counter} = ...;` just before it"),
            );
        }
        let body_span = match (stmts.first(), stmts.last()) {
            (Some(a), Some(b)) => a.span.to(b.span),
            _ => Span {
                start: incr.span.start,
                end: incr.span.start,
            },
        };
        let parts = LoopParts {
            step: loop_step(incr, &counter)?,
            counter,
            ty,
            var: Some(v),
            init,
            cond,
            incr_span: incr.span,
            body: stmts,
            body_span,
        };
        self.make_loop(parts, loops)
    }

    /// Records a loop and builds its body.
    fn make_loop(&mut self, p: LoopParts, loops: &[usize]) -> Result<usize> {
        let cond = p.cond;
        if self.counter(&p.counter).is_some() {
            return err(
                cond.span,
                format!("`{}` already counts an enclosing loop", p.counter),
            );
        }
        let (cmp, bound_expr) = loop_condition(cond, &p.counter)?;
        let increasing = matches!(cmp, Cmp::Lt | Cmp::Le);
        if increasing != (p.step > 0) {
            return err(cond.span, "the loop's step goes away from its bound");
        }
        let (init_sym, init_span) = match p.init {
            Some(e) => (self.integer(e, loops)?.0, e.span),
            // The outermost `while`: the compiled code keeps its counter's value.
            None => (
                Sym::Int(0),
                Span {
                    start: cond.span.start,
                    end: cond.span.start,
                },
            ),
        };
        let bound = self.integer(bound_expr, loops)?.0;
        let id = self.loops.len();
        self.loops.push(Loop {
            counter: p.counter.clone(),
            ty: p.ty,
            var: p.var,
            parent: loops.last().copied(),
            init: init_sym,
            cmp,
            bound,
            step: p.step,
            init_span,
            cond_span: cond.span,
            incr_span: p.incr_span,
            body_span: p.body_span,
            body: Vec::new(),
        });
        self.scope.push((p.counter, id));
        let mut inner = loops.to_vec();
        inner.push(id);
        let mut nodes = Vec::new();
        let built = self.sequence(p.body, &inner, &mut nodes);
        self.scope.pop();
        built?;
        self.loops[id].body = nodes;
        Ok(id)
    }

    /// Builds the statements `ss` of one block into `out`; a counter assignment just before
    /// a `while` loop is that loop's init.
    fn sequence(&mut self, ss: &[CStmt], loops: &[usize], out: &mut Vec<Node>) -> Result<()> {
        let mut k = 0;
        while k < ss.len() {
            if let (Some(init), Some(w)) = (counter_init(&ss[k]), ss.get(k + 1)) {
                if let CStmtKind::While(cond, body) = &w.kind {
                    if while_parts(cond, body).is_some_and(|p| p.0 == init.0) {
                        out.push(Node::Loop(self.while_loop(w, Some(init.1), loops)?));
                        k += 2;
                        continue;
                    }
                }
            }
            out.extend(self.statement(&ss[k], loops)?);
            k += 1;
        }
        Ok(())
    }

    /// The counter, its type, its variable and its first value, from a loop's init clause.
    fn loop_init<'s>(&self, init: &'s CStmt) -> Result<(String, Scalar, Option<usize>, &'s CExpr)> {
        match &init.kind {
            CStmtKind::Expr(CExpr {
                kind: CExprKind::Assign(AssignOp::Assign, lhs, rhs),
                ..
            }) => {
                let CExprKind::Ident(name) = &lhs.kind else {
                    return err(lhs.span, "a dcop loop's counter must be a variable");
                };
                let Some(&v) = self.by_name.get(name) else {
                    return err(lhs.span, format!("the type of `{name}` is not known"));
                };
                match &self.vars[v].ty {
                    Ty::Scalar(s) if !s.is_float() => Ok((name.clone(), *s, Some(v), rhs)),
                    _ => err(lhs.span, "a dcop loop's counter must be an integer"),
                }
            }
            CStmtKind::Decl(ty, ds) if ds.len() == 1 && ds[0].init.is_some() && !ds[0].pointer => {
                let Some(s) = Scalar::from_words(ty).filter(|s| !s.is_float()) else {
                    return err(init.span, "a dcop loop's counter must be an integer");
                };
                let d = &ds[0];
                Ok((d.name.clone(), s, None, d.init.as_ref().expect("checked")))
            }
            _ => err(init.span, "a dcop loop's init must set its counter"),
        }
    }

    fn counter(&self, name: &str) -> Option<usize> {
        self.scope
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|p| p.1)
    }

    fn new_load(&mut self, addr: Sym, ty: Ty, loops: &[usize], feed: bool, span: Span) -> usize {
        self.loads.push(Load {
            addr,
            ty,
            loops: loops.to_vec(),
            feed,
            span,
        });
        self.loads.len() - 1
    }

    /// The size of a type, as a value (a VLA's extent is a feed).
    fn size_of(&mut self, ty: &Ty, loops: &[usize], span: Span) -> Result<Sym> {
        Ok(match ty {
            Ty::Scalar(s) => Sym::Int(s.bytes()),
            Ty::Pointer(_) => Sym::Int(8),
            Ty::Array(extent, elem) => {
                let e = match extent {
                    Extent::Const(n) => Sym::Int(*n),
                    Extent::Var(v) => {
                        let ty = self.vars[*v].ty.clone();
                        if !ty.is_integral() {
                            return err(span, "an array extent that is not an integer");
                        }
                        Sym::Load(self.new_load(Sym::Address(*v), ty, loops, true, span))
                    }
                };
                let inner = self.size_of(elem, loops, span)?;
                Sym::product(e, inner)
            }
        })
    }

    /// The address and type of an lvalue.
    fn lvalue(&mut self, e: &CExpr, loops: &[usize]) -> Result<(Sym, Ty)> {
        match &e.kind {
            CExprKind::Ident(n) => {
                if self.counter(n).is_some() || self.counters.contains(n) {
                    return err(e.span, format!("the loop counter `{n}` used as memory"));
                }
                let Some(&v) = self.by_name.get(n) else {
                    return err(e.span, format!("the type of `{n}` is not known"));
                };
                Ok((Sym::Address(v), self.vars[v].ty.clone()))
            }
            CExprKind::Index(base, index) => {
                let (b, bt) = self.integer(base, loops)?;
                let Ty::Pointer(elem) = bt else {
                    return err(
                        base.span,
                        "indexing something that is not an array or a pointer",
                    );
                };
                let (k, kt) = self.integer(index, loops)?;
                if matches!(kt, Ty::Pointer(_)) {
                    return err(index.span, "a pointer as a subscript");
                }
                let size = self.size_of(&elem, loops, e.span)?;
                Ok((Sym::sum(b, Sym::product(k, size)), *elem))
            }
            CExprKind::Deref(p) => {
                let (v, t) = self.integer(p, loops)?;
                let Ty::Pointer(elem) = t else {
                    return err(p.span, "dereferencing something that is not a pointer");
                };
                Ok((v, *elem))
            }
            _ => err(e.span, "not an lvalue hedra's runtime can follow"),
        }
    }

    /// An integer or pointer value that flows into an address or a bound: its loads are
    /// feeds.
    fn integer(&mut self, e: &CExpr, loops: &[usize]) -> Result<(Sym, Ty)> {
        let long = Ty::Scalar(Scalar::I64);
        match &e.kind {
            CExprKind::Int(_, Some(v)) => Ok((Sym::Int(*v), long)),
            CExprKind::Ident(n) if self.counter(n).is_some() => {
                let l = self.counter(n).expect("checked");
                Ok((Sym::Counter(l), Ty::Scalar(self.loops[l].ty)))
            }
            CExprKind::Ident(_) | CExprKind::Index(..) | CExprKind::Deref(_) => {
                let (addr, ty) = self.lvalue(e, loops)?;
                match ty {
                    Ty::Array(_, elem) => Ok((addr, Ty::Pointer(elem))),
                    t if t.is_integral() => {
                        let l = self.new_load(addr, t.clone(), loops, true, e.span);
                        Ok((Sym::Load(l), t))
                    }
                    _ => err(e.span, "a floating value in a subscript or a bound"),
                }
            }
            CExprKind::AddrOf(x) => {
                let (addr, ty) = self.lvalue(x, loops)?;
                Ok((addr, Ty::Pointer(Box::new(ty))))
            }
            CExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), a, b) => {
                let (sa, ta) = self.integer(a, loops)?;
                let (sb, tb) = self.integer(b, loops)?;
                let scaled = |this: &mut Self, s: Sym, pointee: &Ty| -> Result<Sym> {
                    Ok(Sym::product(s, this.size_of(pointee, loops, e.span)?))
                };
                match (&ta, &tb, op) {
                    (Ty::Pointer(p), Ty::Scalar(_), BinaryOp::Add) => {
                        Ok((Sym::sum(sa, scaled(self, sb, p)?), ta.clone()))
                    }
                    (Ty::Scalar(_), Ty::Pointer(p), BinaryOp::Add) => {
                        Ok((Sym::sum(scaled(self, sa, p)?, sb), tb.clone()))
                    }
                    (Ty::Pointer(p), Ty::Scalar(_), _) => {
                        let off = scaled(self, sb, p)?;
                        Ok((Sym::Sub(Box::new(sa), Box::new(off)), ta.clone()))
                    }
                    (Ty::Scalar(_), Ty::Scalar(_), BinaryOp::Add) => Ok((Sym::sum(sa, sb), long)),
                    (Ty::Scalar(_), Ty::Scalar(_), _) => {
                        Ok((Sym::Sub(Box::new(sa), Box::new(sb)), long))
                    }
                    _ => err(e.span, "pointer arithmetic hedra's runtime cannot follow"),
                }
            }
            CExprKind::Binary(BinaryOp::Mul, a, b) => {
                let (sa, ta) = self.integer(a, loops)?;
                let (sb, tb) = self.integer(b, loops)?;
                if matches!(ta, Ty::Pointer(_)) || matches!(tb, Ty::Pointer(_)) {
                    return err(e.span, "a product of pointers");
                }
                Ok((Sym::product(sa, sb), long))
            }
            CExprKind::Unary(UnaryOp::Neg, a) => {
                let (s, t) = self.integer(a, loops)?;
                if matches!(t, Ty::Pointer(_)) {
                    return err(e.span, "a negated pointer");
                }
                Ok((Sym::Neg(Box::new(s)), long))
            }
            CExprKind::Cast(ty, a) => {
                let wide = Scalar::from_words(ty).is_some_and(|s| !s.is_float() && s.size() == 8);
                if !wide {
                    return err(
                        e.span,
                        "a cast in a subscript or a bound of a dcop nest must be to a 64-bit integer type",
                    );
                }
                let (s, _) = self.integer(a, loops)?;
                Ok((s, long))
            }
            _ => err(
                e.span,
                "an expression hedra's runtime cannot follow in a subscript or a bound",
            ),
        }
    }

    fn assignment(&mut self, e: &CExpr, loops: &[usize]) -> Result<usize> {
        let CExprKind::Assign(op, lhs, rhs) = &e.kind else {
            return err(
                e.span,
                "a statement of a dcop nest must be an assignment (`=`, `+=`, `-=`, `*=`, `/=`)",
            );
        };
        let (target, ty) = self.lvalue(lhs, loops)?;
        let Ty::Scalar(scalar) = ty else {
            return err(lhs.span, "an assignment to something that is not a number");
        };
        let mut data = Vec::new();
        let mut counters = Vec::new();
        self.data(rhs, loops, &mut data, &mut counters)?;
        self.stmts.push(Stmt {
            loops: loops.to_vec(),
            span: e.span,
            target,
            scalar,
            target_span: lhs.span,
            compound: op.is_compound(),
            data,
            counters,
        });
        Ok(self.stmts.len() - 1)
    }

    /// Walks a right-hand side, recording its data loads and the counters it reads.
    fn data(
        &mut self,
        e: &CExpr,
        loops: &[usize],
        out: &mut Vec<usize>,
        counters: &mut Vec<(Span, usize)>,
    ) -> Result<()> {
        match &e.kind {
            CExprKind::Int(_, _) | CExprKind::Float(_) => Ok(()),
            CExprKind::Ident(n) if self.counter(n).is_some() => {
                counters.push((e.span, self.counter(n).expect("checked")));
                Ok(())
            }
            CExprKind::Ident(_) | CExprKind::Index(..) | CExprKind::Deref(_) => {
                let (addr, ty) = self.lvalue(e, loops)?;
                if !matches!(ty, Ty::Scalar(_)) {
                    return err(e.span, "a pointer or an array used as a number");
                }
                out.push(self.new_load(addr, ty, loops, false, e.span));
                Ok(())
            }
            CExprKind::Call(callee, args) => {
                let name = match &callee.kind {
                    CExprKind::Ident(n) => n.as_str(),
                    _ => "",
                };
                if !MATH_FUNCTIONS.contains(&name) {
                    return err(
                        callee.span,
                        format!(
                            "a call of `{}`, which hedra's runtime does not know to be pure",
                            &self.text[callee.span.start..callee.span.end]
                        ),
                    );
                }
                args.iter()
                    .try_for_each(|a| self.data(a, loops, out, counters))
            }
            CExprKind::Unary(_, a) => self.data(a, loops, out, counters),
            CExprKind::Cast(ty, a) => {
                if Scalar::from_words(ty).is_none() {
                    return err(e.span, format!("a cast to `{ty}`"));
                }
                self.data(a, loops, out, counters)
            }
            CExprKind::Binary(_, a, b) => {
                self.data(a, loops, out, counters)?;
                self.data(b, loops, out, counters)
            }
            CExprKind::Ternary(c, a, b) => {
                self.data(c, loops, out, counters)?;
                self.data(a, loops, out, counters)?;
                self.data(b, loops, out, counters)
            }
            _ => err(
                e.span,
                "an expression hedra's runtime does not support in a dcop statement",
            ),
        }
    }
}

/// `counter cmp bound`, from a condition written either way round.
fn loop_condition<'c>(cond: &'c CExpr, counter: &str) -> Result<(Cmp, &'c CExpr)> {
    let is_counter = |e: &CExpr| matches!(&e.kind, CExprKind::Ident(n) if n == counter);
    if let CExprKind::Binary(op, a, b) = &cond.kind {
        let cmp = match op {
            BinaryOp::Lt => Some(Cmp::Lt),
            BinaryOp::Le => Some(Cmp::Le),
            BinaryOp::Gt => Some(Cmp::Gt),
            BinaryOp::Ge => Some(Cmp::Ge),
            _ => None,
        };
        if let Some(cmp) = cmp {
            if is_counter(a) {
                return Ok((cmp, b));
            }
            if is_counter(b) {
                let flipped = match cmp {
                    Cmp::Lt => Cmp::Gt,
                    Cmp::Le => Cmp::Ge,
                    Cmp::Gt => Cmp::Lt,
                    Cmp::Ge => Cmp::Le,
                };
                return Ok((flipped, a));
            }
        }
    }
    err(
        cond.span,
        format!("a dcop loop's condition must compare `{counter}` with a bound"),
    )
}

/// The constant step of a loop's increment.
fn loop_step(incr: &CExpr, counter: &str) -> Result<i64> {
    let is_counter = |e: &CExpr| matches!(&e.kind, CExprKind::Ident(n) if n == counter);
    let step = match &incr.kind {
        CExprKind::IncDec(x, up) if is_counter(x) => Some(if *up { 1 } else { -1 }),
        CExprKind::Assign(op @ (AssignOp::Add | AssignOp::Sub), x, k) if is_counter(x) => {
            match &k.kind {
                CExprKind::Int(_, Some(v)) if *v > 0 => {
                    Some(if *op == AssignOp::Add { *v } else { -*v })
                }
                _ => None,
            }
        }
        _ => None,
    };
    step.ok_or_else(|| {
        Diagnostic::error(
            incr.span,
            format!("a dcop loop's increment must add a positive constant to `{counter}` or subtract one"),
        )
    })
}

/// What a `for` or a `while` loop is made of.
struct LoopParts<'s> {
    counter: String,
    ty: Scalar,
    var: Option<usize>,
    init: Option<&'s CExpr>,
    cond: &'s CExpr,
    step: i64,
    incr_span: Span,
    body: &'s [CStmt],
    body_span: Span,
}

/// The counter of `while (cond) body`, the body's statements before its last one, and that
/// last one's increment of the counter (`c++`, `c += 2`, `c--`...).
fn while_parts<'s>(cond: &'s CExpr, body: &'s CStmt) -> Option<(String, &'s [CStmt], &'s CExpr)> {
    let stmts: &[CStmt] = match &body.kind {
        CStmtKind::Block(ss) => ss,
        _ => std::slice::from_ref(body),
    };
    let (last, rest) = stmts.split_last()?;
    let CStmtKind::Expr(incr) = &last.kind else {
        return None;
    };
    let CExprKind::Binary(_, a, b) = &cond.kind else {
        return None;
    };
    [a, b].iter().find_map(|side| match &side.kind {
        CExprKind::Ident(c) if loop_step(incr, c).is_ok() => Some((c.clone(), rest, incr)),
        _ => None,
    })
}

/// `c = e;` as (the counter's name, `e`).
fn counter_init(s: &CStmt) -> Option<(String, &CExpr)> {
    match &s.kind {
        CStmtKind::Expr(CExpr {
            kind: CExprKind::Assign(AssignOp::Assign, lhs, rhs),
            ..
        }) => match &lhs.kind {
            CExprKind::Ident(c) => Some((c.clone(), rhs)),
            _ => None,
        },
        _ => None,
    }
}
