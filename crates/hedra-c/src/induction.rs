//! Induction variables: scalars that a loop steps by constants, replaced by their closed
//! affine form before the region is modeled.
//!
//! In
//!
//! ```c
//! j = 1;
//! for (i = 0; i < n; i++) {
//!   j += 2;
//!   a[j] = b[i];
//! }
//! ```
//!
//! `j` is written inside the region, so it cannot be a parameter, and it is used in a
//! subscript, so it cannot be data either. But at the statement `a[j] = b[i]` of iteration
//! `i`, `j = 1 + 2 (i - 0) + 2`: the value before the loop, plus the steps of the earlier
//! iterations, plus the steps that come before the statement in this iteration. Classic
//! induction-variable substitution replaces every use by that expression and removes the
//! steps, after which the region is ordinary static control.
//!
//! **What is recognized.** A scalar `v` (not a loop iterator) whose every write in the
//! region is a statement of its own:
//! - *steps* `v++`, `++v`, `v--`, `--v`, `v += c`, `v -= c`, `v = v + c`, `v = v - c` with
//!   an integer constant `c`, all directly in the body of one loop `L` whose iterator
//!   counts by one (up or down, `for (i = ..)` or `for (int i = ..)`), so each runs once per
//!   iteration, or in loops with constant bounds nested in `L` (each such loop first
//!   becomes one step of `L`, see [`collapse_inner_loops`]); and
//! - at most one *initialization* `v = e`, a statement of the list that holds `L`, before
//!   it; `e` must not read `v`. Without one, `L` must not be inside another loop, and the
//!   value at the region's entry is the base (then `v` is a parameter of the region).
//!
//! Every use of `v` must be in `L`'s body or between the initialization and `L`. With the
//! base `b` (`e`, or `v` itself), the step sum `k` of one iteration and `p` the sum of the
//! steps before the use in the body, a use becomes `(b) + k * (i - (lb)) + p` (for a loop
//! that counts down, `k * ((lb) - i)`); between the initialization and `L` it becomes `(e)`.
//! Anything else is left as it is, so the builder reports it as before.
//!
//! **Comma operators in `for` headers** are split first: `for (i = 0, j = 0; c; i++, j += 2)
//! body` becomes `j = 0; for (i = 0; c; i++) { body j += 2; }` when the extra parts of the
//! initialization do not read the iterator (C evaluates them after `i = 0`), which is then
//! again a case of the above.
//!
//! The values an induction variable has after the region are restored by the final-value
//! skeleton (`crate::final_values`), which runs its initialization and steps again.

use crate::lexer::Span;
use crate::parser::{CExpr, CExprKind, CStmt, CStmtKind};
use hedra_ir::{AssignOp, BinaryOp};
use std::collections::HashSet;

/// The statements with the comma operators of `for` headers split and the induction
/// variables substituted, and the names of the substituted variables. Only variables of a
/// signed integer type (`signed_int`) are substituted: C computes them exactly, and their
/// closed form computes the same values.
pub fn substitute(stmts: &[CStmt], signed_int: &dyn Fn(&str) -> bool) -> (Vec<CStmt>, Vec<String>) {
    let mut list = split_commas(stmts);
    let mut iterators = HashSet::new();
    visit(&list, &mut |s| {
        if let CStmtKind::For { init: Some(i), .. } = &s.kind {
            match &i.kind {
                CStmtKind::Expr(e) => iterators.extend(assigned_name(e).map(str::to_string)),
                CStmtKind::Decl(_, ds) => iterators.extend(ds.iter().map(|d| d.name.clone())),
                _ => {}
            }
        }
    });
    let mut done = Vec::new();
    for v in candidates(&list, &iterators) {
        if !signed_int(&v) {
            continue;
        }
        if let Some(next) = substitute_one(&collapse_inner_loops(&list, &v), &v) {
            list = next;
            done.push(v);
        }
    }
    (list, done)
}

// ---------------------------------------------------------------------------------------
// Comma operators in `for` headers.

fn split_commas(stmts: &[CStmt]) -> Vec<CStmt> {
    stmts.iter().flat_map(split_commas_stmt).collect()
}

/// `s` with its `for` headers split; a split loop becomes the extra initializations
/// followed by the loop.
fn split_commas_stmt(s: &CStmt) -> Vec<CStmt> {
    let with = |kind| CStmt { kind, span: s.span };
    match &s.kind {
        CStmtKind::Block(v) => vec![with(CStmtKind::Block(split_commas(v)))],
        CStmtKind::If(c, t, e) => {
            let t = Box::new(block_of(split_commas_stmt(t), t.span));
            let e = e
                .as_ref()
                .map(|e| Box::new(block_of(split_commas_stmt(e), e.span)));
            vec![with(CStmtKind::If(c.clone(), t, e))]
        }
        CStmtKind::Labeled(n, sp, x) => {
            let inner = block_of(split_commas_stmt(x), x.span);
            vec![with(CStmtKind::Labeled(n.clone(), *sp, Box::new(inner)))]
        }
        CStmtKind::For {
            init,
            cond,
            incr,
            body,
        } => {
            let body = block_of(split_commas_stmt(body), body.span);
            let mut before = Vec::new();
            let mut new_init = init.clone();
            if let Some(CStmtKind::Expr(e)) = init.as_deref().map(|i| &i.kind) {
                let parts = comma_parts(e);
                let reads_first =
                    |p: &CExpr| assigned_name(parts[0]).is_some_and(|i| reads_name(p, i));
                if parts.len() > 1 && !parts[1..].iter().any(|p| reads_first(p)) {
                    new_init = Some(Box::new(expr_stmt(parts[0].clone())));
                    before = parts[1..].iter().map(|p| expr_stmt((*p).clone())).collect();
                }
            }
            let init = new_init;
            let (incr, body) = match incr.as_ref().map(comma_parts) {
                Some(parts) if parts.len() > 1 => {
                    let mut v = vec![body];
                    v.extend(parts[1..].iter().map(|p| expr_stmt((*p).clone())));
                    (Some(parts[0].clone()), block_of(v, s.span))
                }
                _ => (incr.clone(), body),
            };
            before.push(with(CStmtKind::For {
                init,
                cond: cond.clone(),
                incr,
                body: Box::new(body),
            }));
            before
        }
        _ => vec![s.clone()],
    }
}

/// `a, b, c` as `[a, b, c]`.
fn comma_parts(e: &CExpr) -> Vec<&CExpr> {
    match &e.kind {
        CExprKind::Comma(a, b) => {
            let mut v = comma_parts(a);
            v.extend(comma_parts(b));
            v
        }
        _ => vec![e],
    }
}

fn expr_stmt(e: CExpr) -> CStmt {
    let span = e.span;
    CStmt {
        kind: CStmtKind::Expr(e),
        span,
    }
}

/// One statement, or a block of several.
fn block_of(mut v: Vec<CStmt>, span: Span) -> CStmt {
    match v.len() {
        1 => v.remove(0),
        _ => CStmt {
            kind: CStmtKind::Block(v),
            span,
        },
    }
}

// ---------------------------------------------------------------------------------------
// Recognition.

/// The variable an assignment or increment statement writes.
fn assigned_name(e: &CExpr) -> Option<&str> {
    match &e.kind {
        CExprKind::Assign(_, l, _) | CExprKind::IncDec(l, _) => match &l.kind {
            CExprKind::Ident(n) => Some(n),
            _ => None,
        },
        _ => None,
    }
}

/// The constant a statement adds to `v` (`v++`, `v -= 3`, ...), if it is a step of `v`.
fn step_of(s: &CStmt, v: &str) -> Option<i64> {
    let CStmtKind::Expr(e) = &s.kind else {
        return None;
    };
    if assigned_name(e) != Some(v) {
        return None;
    }
    match &e.kind {
        CExprKind::IncDec(_, up) => Some(if *up { 1 } else { -1 }),
        CExprKind::Assign(op @ (AssignOp::Add | AssignOp::Sub), _, r) => match r.kind {
            CExprKind::Int(_, Some(c)) => match op {
                AssignOp::Add => Some(c),
                _ => c.checked_neg(),
            },
            _ => None,
        },
        // `v = v + c`, `v = c + v`, `v = v - c`
        CExprKind::Assign(AssignOp::Assign, _, r) => {
            let CExprKind::Binary(op, a, b) = &r.kind else {
                return None;
            };
            let is_v = |x: &CExpr| matches!(&x.kind, CExprKind::Ident(n) if n == v);
            let constant = |x: &CExpr| match x.kind {
                CExprKind::Int(_, c) => c,
                _ => None,
            };
            match op {
                BinaryOp::Add if is_v(a) => constant(b),
                BinaryOp::Add if is_v(b) => constant(a),
                BinaryOp::Sub if is_v(a) => constant(b)?.checked_neg(),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The right-hand side of `v = e;` when `s` is that statement.
fn init_of<'s>(s: &'s CStmt, v: &str) -> Option<&'s CExpr> {
    match &s.kind {
        CStmtKind::Expr(CExpr {
            kind: CExprKind::Assign(AssignOp::Assign, l, r),
            ..
        }) if matches!(&l.kind, CExprKind::Ident(n) if n == v) => Some(r),
        _ => None,
    }
}

/// Scalars assigned by a step somewhere in `stmts`, that are not loop iterators.
fn candidates(stmts: &[CStmt], iterators: &HashSet<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    visit(stmts, &mut |s| {
        if let CStmtKind::Expr(e) = &s.kind {
            if let Some(n) = assigned_name(e) {
                if !iterators.contains(n) && step_of(s, n).is_some() && !out.iter().any(|x| x == n)
                {
                    out.push(n.to_string());
                }
            }
        }
    });
    out
}

/// Calls `f` on every statement of `stmts`, nested ones included.
fn visit<'s>(stmts: &'s [CStmt], f: &mut dyn FnMut(&'s CStmt)) {
    for s in stmts {
        f(s);
        match &s.kind {
            CStmtKind::Block(v) => visit(v, f),
            CStmtKind::For { body, .. } => visit(std::slice::from_ref(body), f),
            CStmtKind::If(_, t, e) => {
                visit(std::slice::from_ref(t), f);
                if let Some(e) = e {
                    visit(std::slice::from_ref(e), f);
                }
            }
            CStmtKind::Labeled(_, _, x) => visit(std::slice::from_ref(x), f),
            _ => {}
        }
    }
}

/// True when `e` reads the name `n`.
fn reads_name(e: &CExpr, n: &str) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        if matches!(&x.kind, CExprKind::Ident(m) if m == n) {
            found = true;
        }
    });
    found
}

/// True when statement `s` mentions `n` anywhere (headers and conditions included).
fn mentions(s: &CStmt, n: &str) -> bool {
    let mut found = false;
    visit(std::slice::from_ref(s), &mut |x| {
        let hit = match &x.kind {
            CStmtKind::Expr(e) => reads_name(e, n),
            CStmtKind::For { cond, incr, .. } => {
                cond.as_ref().is_some_and(|c| reads_name(c, n))
                    || incr.as_ref().is_some_and(|c| reads_name(c, n))
            }
            CStmtKind::If(c, _, _) => reads_name(c, n),
            CStmtKind::Decl(_, ds) => ds
                .iter()
                .any(|d| d.name == n || d.init.as_ref().is_some_and(|i| reads_name(i, n))),
            _ => false,
        };
        found |= hit;
    });
    found
}

// ---------------------------------------------------------------------------------------
// Nested stepping loops.

/// `stmts` where every loop that steps `v` directly in its body, runs a constant number
/// `T` of iterations and lies directly in the body of another loop, is replaced by the loop
/// with `v` substituted in terms of its value at the loop's entry, followed by the step
/// `v += k T` (`k` the steps of one iteration): the outer loop then steps `v` directly, and
/// [`substitute_one`] handles it. Innermost loops first, so that nests of any depth
/// collapse. In
///
/// ```c
/// k = 0;
/// for (i = 0; i < n; i++)
///   for (j = 0; j < 8; j++) { a[k] = b[i][j]; k++; }
/// ```
///
/// the inner loop becomes `for (j = 0; j < 8; j++) a[k + (j - 0)] = b[i][j]; k += 8;`, and
/// then `k` is `0 + 8 (i - 0)` in the outer loop: `a[0 + 8 (i - 0) + (j - 0)]`. The result
/// is equivalent to `stmts` whether or not the substitution succeeds afterwards.
fn collapse_inner_loops(stmts: &[CStmt], v: &str) -> Vec<CStmt> {
    collapse_list(stmts, v, false)
}

/// [`collapse_inner_loops`] on a list of siblings; `in_loop`: the list is a loop's body.
fn collapse_list(list: &[CStmt], v: &str, in_loop: bool) -> Vec<CStmt> {
    let mut out = Vec::new();
    for x in list {
        let x = collapse_in(x, v, in_loop);
        match in_loop.then(|| collapsed(&x, v)).flatten() {
            Some((l, step)) => out.extend([l, step]),
            None => out.push(x),
        }
    }
    out
}

/// [`collapse_inner_loops`] inside one statement; `in_loop`: in a loop's body.
fn collapse_in(s: &CStmt, v: &str, in_loop: bool) -> CStmt {
    let with = |kind| CStmt { kind, span: s.span };
    match &s.kind {
        CStmtKind::Block(list) => with(CStmtKind::Block(collapse_list(list, v, in_loop))),
        CStmtKind::For {
            init,
            cond,
            incr,
            body,
        } => {
            let list = match &body.kind {
                CStmtKind::Block(list) => list.clone(),
                _ => vec![(**body).clone()],
            };
            let inner = collapse_list(&list, v, true);
            with(CStmtKind::For {
                init: init.clone(),
                cond: cond.clone(),
                incr: incr.clone(),
                body: Box::new(CStmt {
                    kind: CStmtKind::Block(inner),
                    span: body.span,
                }),
            })
        }
        _ => s.clone(),
    }
}

/// The loop `s` with `v` in terms of its value at the loop's entry and without its steps,
/// and the step `v += k T` that follows it, when `s` steps `v` directly in its body (and
/// nowhere else, and not in its header) and runs a constant number `T` of iterations.
fn collapsed(s: &CStmt, v: &str) -> Option<(CStmt, CStmt)> {
    let l = stepping_loop(s, v)?;
    let CStmtKind::For {
        init,
        cond: Some(cond),
        incr,
        ..
    } = &s.kind
    else {
        return None;
    };
    let direct = l.body.iter().filter(|x| step_of(x, v).is_some()).count();
    if header_mentions(s, v) || count_writes(std::slice::from_ref(s), v) != direct {
        return None;
    }
    let trips = constant_trips(&l, cond)?;
    let k: i64 = l
        .body
        .iter()
        .filter_map(|x| step_of(x, v))
        .try_fold(0i64, |a, c| a.checked_add(c))?;
    let advance = k
        .checked_mul(trips)
        .filter(|a| a.abs() <= i64::from(i32::MAX))?;
    let mut body = Vec::new();
    let mut before = 0i64;
    for x in &l.body {
        if let Some(c) = step_of(x, v) {
            before = before.checked_add(c)?;
            continue;
        }
        body.push(replace_uses(x, v, &|sp| {
            closed_form(None, v, k, &l, before, sp)
        }));
    }
    let span = s.span;
    let lp = CStmt {
        kind: CStmtKind::For {
            init: init.clone(),
            cond: Some(cond.clone()),
            incr: incr.clone(),
            body: Box::new(block_of(body, span)),
        },
        span,
    };
    let name = CExpr {
        kind: CExprKind::Ident(v.to_string()),
        span,
    };
    let amount = CExpr {
        kind: CExprKind::Int(advance.to_string(), Some(advance)),
        span,
    };
    let step = expr_stmt(CExpr {
        kind: CExprKind::Assign(AssignOp::Add, Box::new(name), Box::new(amount)),
        span,
    });
    Some((lp, step))
}

/// The number of iterations of loop `l` with condition `cond` when both its first value
/// and its limit are integer constants (`i < C`, `i <= C` counting up, `i > C`, `i >= C`
/// counting down).
fn constant_trips(l: &SteppingLoop, cond: &CExpr) -> Option<i64> {
    let CExprKind::Int(_, Some(first)) = l.lower.kind else {
        return None;
    };
    let CExprKind::Binary(op, a, b) = &cond.kind else {
        return None;
    };
    let (CExprKind::Ident(i), CExprKind::Int(_, Some(limit))) = (&a.kind, &b.kind) else {
        return None;
    };
    if *i != l.iterator {
        return None;
    }
    let n = match (op, l.up) {
        (BinaryOp::Lt, true) => limit.checked_sub(first)?,
        (BinaryOp::Le, true) => limit.checked_sub(first)?.checked_add(1)?,
        (BinaryOp::Gt, false) => first.checked_sub(*limit)?,
        (BinaryOp::Ge, false) => first.checked_sub(*limit)?.checked_add(1)?,
        _ => return None,
    };
    Some(n.max(0))
}

// ---------------------------------------------------------------------------------------
// Substitution.

/// A loop that steps `v`: its iterator, first value and direction, and its body's
/// statements.
struct SteppingLoop<'s> {
    iterator: String,
    lower: &'s CExpr,
    up: bool,
    body: Vec<&'s CStmt>,
}

/// `stmts` with `v` substituted, when it has the recognized shape, every mention of `v` in
/// the region lies in the part that the substitution rewrites, and every write of `v` is
/// one that it removes.
fn substitute_one(stmts: &[CStmt], v: &str) -> Option<Vec<CStmt>> {
    let (out, range) = rewrite_list(stmts, v, false)?;
    let (from, to, writes) = range?;
    let mut spans = Vec::new();
    mention_spans(stmts, v, &mut spans);
    let inside = spans.iter().all(|s| from <= s.start && s.end <= to);
    (inside && count_writes(stmts, v) == writes).then_some(out)
}

/// The spans of every mention of `v` (reads, writes, declarations) in `stmts`.
fn mention_spans(stmts: &[CStmt], v: &str, out: &mut Vec<Span>) {
    let in_expr = |e: &CExpr, out: &mut Vec<Span>| {
        e.walk(&mut |x| {
            if matches!(&x.kind, CExprKind::Ident(n) if n == v) {
                out.push(x.span);
            }
        })
    };
    visit(stmts, &mut |s| match &s.kind {
        CStmtKind::Expr(e) => in_expr(e, out),
        CStmtKind::For { cond, incr, .. } => {
            cond.iter().chain(incr.iter()).for_each(|c| in_expr(c, out));
        }
        CStmtKind::If(c, _, _) => in_expr(c, out),
        CStmtKind::Decl(_, ds) => {
            for d in ds {
                if d.name == v {
                    out.push(d.span);
                }
                if let Some(i) = &d.init {
                    in_expr(i, out);
                }
            }
        }
        _ => {}
    });
}

/// Where a substitution happened: the byte range from the initialization (or the region's
/// start, without one) to the end of the stepping loop, and the number of writes of the
/// variable it removed; `None` when none happened.
type Done = Option<(usize, usize, usize)>;

/// Looks for the stepping loop of `v` among `stmts` (a list of siblings) and rewrites the
/// list; otherwise rewrites each statement's inner lists. `nested`: inside some loop.
/// Returns the list and where the substitution happened, or `None` when `v` has a shape
/// this pass does not handle.
fn rewrite_list(stmts: &[CStmt], v: &str, nested: bool) -> Option<(Vec<CStmt>, Done)> {
    let pos = stmts.iter().position(|s| stepping_loop(s, v).is_some());
    let Some(pos) = pos else {
        // Descend: the loop may be in an inner list.
        let mut out = Vec::new();
        let mut done = None;
        for s in stmts {
            let (s, d) = rewrite_stmt(s, v, nested)?;
            done = done.or(d);
            out.push(s);
        }
        return Some((out, done));
    };
    let l = stepping_loop(&stmts[pos], v)?;
    // The initialization: the last `v = e` before the loop in this list.
    let init_at = stmts[..pos].iter().rposition(|s| init_of(s, v).is_some());
    if init_at.is_none() && nested {
        return None;
    }
    let base = init_at.and_then(|k| init_of(&stmts[k], v));
    if base.is_some_and(|e| reads_name(e, v)) {
        return None;
    }
    // No other mention of v outside [init, loop]; none in the loop's header.
    let lo = init_at.map_or(0, |k| k + 1);
    let outside = stmts[..init_at.unwrap_or(0)]
        .iter()
        .chain(&stmts[pos + 1..])
        .any(|s| mentions(s, v));
    if outside || header_mentions(&stmts[pos], v) {
        return None;
    }
    // Every write of v is a step directly in the loop's body.
    let direct_steps = l.body.iter().filter(|s| step_of(s, v).is_some()).count();
    let all_writes = count_writes(std::slice::from_ref(&stmts[pos]), v);
    if direct_steps != all_writes
        || stmts[lo..pos]
            .iter()
            .any(|s| count_writes(std::slice::from_ref(s), v) > 0)
    {
        return None;
    }
    let k: i64 = l
        .body
        .iter()
        .filter_map(|s| step_of(s, v))
        .try_fold(0i64, |a, c| a.checked_add(c))?;
    let mut out: Vec<CStmt> = stmts[..init_at.unwrap_or(0)].to_vec();
    for s in &stmts[lo..pos] {
        out.push(replace_uses(s, v, &|sp| base_expr(base, v, sp)));
    }
    let CStmtKind::For {
        init,
        cond,
        incr,
        body: _,
    } = &stmts[pos].kind
    else {
        return None;
    };
    let mut new_body = Vec::new();
    let mut before = 0i64;
    for s in &l.body {
        if let Some(c) = step_of(s, v) {
            before = before.checked_add(c)?;
            continue;
        }
        let value = |sp: Span| closed_form(base, v, k, &l, before, sp);
        new_body.push(replace_uses(s, v, &value));
    }
    out.push(CStmt {
        kind: CStmtKind::For {
            init: init.clone(),
            cond: cond.clone(),
            incr: incr.clone(),
            body: Box::new(block_of(new_body, stmts[pos].span)),
        },
        span: stmts[pos].span,
    });
    out.extend(stmts[pos + 1..].iter().cloned());
    let from = init_at.map_or(0, |k| stmts[k].span.start.min(stmts[pos].span.start));
    let writes = direct_steps + usize::from(init_at.is_some());
    Some((out, Some((from, stmts[pos].span.end, writes))))
}

/// [`rewrite_list`] on the lists inside one statement.
fn rewrite_stmt(s: &CStmt, v: &str, nested: bool) -> Option<(CStmt, Done)> {
    let with = |kind| CStmt { kind, span: s.span };
    Some(match &s.kind {
        CStmtKind::Block(list) => {
            let (l, d) = rewrite_list(list, v, nested)?;
            (with(CStmtKind::Block(l)), d)
        }
        CStmtKind::For {
            init,
            cond,
            incr,
            body,
        } => {
            let (b, d) = rewrite_list(std::slice::from_ref(body), v, true)?;
            let kind = CStmtKind::For {
                init: init.clone(),
                cond: cond.clone(),
                incr: incr.clone(),
                body: Box::new(block_of(b, body.span)),
            };
            (with(kind), d)
        }
        CStmtKind::If(c, t, e) => {
            let (t2, d1) = rewrite_list(std::slice::from_ref(t), v, nested)?;
            let (e2, d2) = match e {
                Some(e) => {
                    let (x, d) = rewrite_list(std::slice::from_ref(e), v, nested)?;
                    (Some(Box::new(block_of(x, e.span))), d)
                }
                None => (None, None),
            };
            let kind = CStmtKind::If(c.clone(), Box::new(block_of(t2, t.span)), e2);
            (with(kind), d1.or(d2))
        }
        CStmtKind::Labeled(n, sp, x) => {
            let (x2, d) = rewrite_list(std::slice::from_ref(x), v, nested)?;
            let kind = CStmtKind::Labeled(n.clone(), *sp, Box::new(block_of(x2, x.span)));
            (with(kind), d)
        }
        _ => (s.clone(), None),
    })
}

/// The loop `s` when it steps `v` directly in its body and its iterator counts by one.
fn stepping_loop<'s>(s: &'s CStmt, v: &str) -> Option<SteppingLoop<'s>> {
    let CStmtKind::For {
        init: Some(init),
        incr: Some(incr),
        body,
        ..
    } = &s.kind
    else {
        return None;
    };
    let body: Vec<&CStmt> = match &body.kind {
        CStmtKind::Block(list) => list.iter().collect(),
        _ => vec![&**body],
    };
    if !body.iter().any(|x| step_of(x, v).is_some()) {
        return None;
    }
    let (iterator, lower) = match &init.kind {
        CStmtKind::Expr(CExpr {
            kind: CExprKind::Assign(AssignOp::Assign, l, lower),
            ..
        }) => match &l.kind {
            CExprKind::Ident(iterator) => (iterator, &**lower),
            _ => return None,
        },
        // `for (int i = lb; ...)`
        CStmtKind::Decl(_, ds) => match ds.as_slice() {
            [d] if d.dims.is_empty() && !d.pointer => (&d.name, d.init.as_ref()?),
            _ => return None,
        },
        _ => return None,
    };
    let as_stmt = expr_stmt(incr.clone());
    let up = match step_of(&as_stmt, iterator)? {
        1 => true,
        -1 => false,
        _ => return None,
    };
    if iterator == v || reads_name(lower, v) {
        return None;
    }
    Some(SteppingLoop {
        iterator: iterator.clone(),
        lower,
        up,
        body,
    })
}

/// True when the header of loop `s` (initialization, condition, increment) mentions `v`.
fn header_mentions(s: &CStmt, v: &str) -> bool {
    let CStmtKind::For {
        init, cond, incr, ..
    } = &s.kind
    else {
        return true;
    };
    init.as_ref().is_some_and(|i| mentions(i, v))
        || cond.as_ref().is_some_and(|c| reads_name(c, v))
        || incr.as_ref().is_some_and(|c| reads_name(c, v))
}

/// The number of statements in `stmts` (nested ones included) that write `v`.
fn count_writes(stmts: &[CStmt], v: &str) -> usize {
    let mut n = 0;
    visit(stmts, &mut |s| match &s.kind {
        CStmtKind::Expr(e) => {
            e.walk(&mut |x| {
                if assigned_name(x) == Some(v)
                    || matches!(&x.kind, CExprKind::OtherAssign(_, l, _) | CExprKind::AddrOf(l) if matches!(&l.kind, CExprKind::Ident(m) if m == v))
                {
                    n += 1;
                }
            });
        }
        CStmtKind::Decl(_, ds) => n += ds.iter().filter(|d| d.name == v).count(),
        _ => {}
    });
    n
}

/// The base value: the initialization's right-hand side, or `v` itself (its value at the
/// region's entry).
fn base_expr(base: Option<&CExpr>, v: &str, span: Span) -> CExpr {
    match base {
        Some(e) => relocated(e, span),
        None => CExpr {
            kind: CExprKind::Ident(v.to_string()),
            span,
        },
    }
}

/// `(b) + before + k * (i - (lb))` (`k * ((lb) - i)` for a loop counting down). Every
/// partial sum is a value the original program computes too: `b + before` is the value at
/// this point of the loop's first iteration, and `k * (i - lb)` the advance of the
/// iterations before (no overflow that the original would not have).
fn closed_form(
    base: Option<&CExpr>,
    v: &str,
    k: i64,
    l: &SteppingLoop,
    before: i64,
    span: Span,
) -> CExpr {
    let bin = |op, a: CExpr, b: CExpr| CExpr {
        kind: CExprKind::Binary(op, Box::new(a), Box::new(b)),
        span,
    };
    let int = |c: i64| CExpr {
        kind: CExprKind::Int(c.to_string(), Some(c)),
        span,
    };
    let i = CExpr {
        kind: CExprKind::Ident(l.iterator.clone()),
        span,
    };
    let lb = relocated(l.lower, span);
    let done = if l.up {
        bin(BinaryOp::Sub, i, lb)
    } else {
        bin(BinaryOp::Sub, lb, i)
    };
    let mut value = base_expr(base, v, span);
    if before != 0 {
        value = bin(BinaryOp::Add, value, int(before));
    }
    match k {
        0 => value,
        1 => bin(BinaryOp::Add, value, done),
        k => bin(BinaryOp::Add, value, bin(BinaryOp::Mul, int(k), done)),
    }
}

/// `e` with every span set to `span` (diagnostics then point at the use).
fn relocated(e: &CExpr, span: Span) -> CExpr {
    rebuild(e, &|_| None, Some(span))
}

/// `s` with every read of `v` replaced by `value(span of the read)`.
pub(crate) fn replace_uses(s: &CStmt, v: &str, value: &dyn Fn(Span) -> CExpr) -> CStmt {
    let e = |x: &CExpr| replace_in_expr(x, v, value);
    let st = |x: &CStmt| Box::new(replace_uses(x, v, value));
    let kind = match &s.kind {
        CStmtKind::Block(list) => {
            CStmtKind::Block(list.iter().map(|x| replace_uses(x, v, value)).collect())
        }
        CStmtKind::For {
            init,
            cond,
            incr,
            body,
        } => CStmtKind::For {
            init: init.as_ref().map(|i| st(i)),
            cond: cond.as_ref().map(e),
            incr: incr.as_ref().map(e),
            body: st(body),
        },
        CStmtKind::If(c, t, f) => CStmtKind::If(e(c), st(t), f.as_ref().map(|f| st(f))),
        CStmtKind::Expr(x) => CStmtKind::Expr(e(x)),
        CStmtKind::Labeled(n, sp, x) => CStmtKind::Labeled(n.clone(), *sp, st(x)),
        other => other.clone(),
    };
    CStmt { kind, span: s.span }
}

fn replace_in_expr(x: &CExpr, v: &str, value: &dyn Fn(Span) -> CExpr) -> CExpr {
    let leaf = |n: &CExpr| match &n.kind {
        CExprKind::Ident(m) if m == v => Some(value(n.span)),
        _ => None,
    };
    rebuild(x, &leaf, None)
}

/// A copy of `x` in which every node for which `leaf` gives a replacement is replaced,
/// with every other node's span set to `span` when given.
fn rebuild(x: &CExpr, leaf: &dyn Fn(&CExpr) -> Option<CExpr>, span: Option<Span>) -> CExpr {
    if let Some(r) = leaf(x) {
        return r;
    }
    let r = |a: &CExpr| Box::new(rebuild(a, leaf, span));
    let kind = match &x.kind {
        CExprKind::Index(a, b) => CExprKind::Index(r(a), r(b)),
        CExprKind::Binary(op, a, b) => CExprKind::Binary(*op, r(a), r(b)),
        CExprKind::Assign(op, a, b) => CExprKind::Assign(*op, r(a), r(b)),
        CExprKind::OtherAssign(op, a, b) => CExprKind::OtherAssign(op.clone(), r(a), r(b)),
        CExprKind::Comma(a, b) => CExprKind::Comma(r(a), r(b)),
        CExprKind::Call(a, args) => {
            CExprKind::Call(r(a), args.iter().map(|y| rebuild(y, leaf, span)).collect())
        }
        CExprKind::Ternary(a, b, c) => CExprKind::Ternary(r(a), r(b), r(c)),
        CExprKind::Unary(op, a) => CExprKind::Unary(*op, r(a)),
        CExprKind::Cast(t, a) => CExprKind::Cast(t.clone(), r(a)),
        CExprKind::Deref(a) => CExprKind::Deref(r(a)),
        CExprKind::AddrOf(a) => CExprKind::AddrOf(r(a)),
        CExprKind::Member(a, m) => CExprKind::Member(r(a), m.clone()),
        CExprKind::IncDec(a, up) => CExprKind::IncDec(r(a), *up),
        other => other.clone(),
    };
    CExpr {
        kind,
        span: span.unwrap_or(x.span),
    }
}
