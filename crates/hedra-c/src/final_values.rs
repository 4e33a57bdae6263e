//! Final values of the iterators that outlive a region.
//!
//! A C loop leaves its iterator at the first value that fails the condition (or at the
//! first value, when the loop never runs), and a loop that is never reached leaves it as it
//! was. Generated code scans new counters instead, so an iterator declared outside the region
//! and read after it would keep a stale value. The exact final values come from the region's
//! own loop headers: since bounds and conditions are affine in the parameters and the outer
//! iterators (static control, parameters never written in the region), running the loop
//! nest again with empty bodies assigns every iterator exactly what the original assigned
//! last. C compilers replace such empty loops by their closed form where they can (final
//! value replacement).
//!
//! [`skeleton`] keeps the loops and conditions whose subtree assigns one of the live
//! iterators; [`live_after`] finds the names used after the region in its function.

use crate::lexer::{Token, TokenKind};
use crate::parser::{CStmt, CStmtKind};
use std::collections::HashSet;

/// The identifiers used after token `end` up to the end of the function that contains it
/// (the `}` that closes the outermost open brace at `end`).
pub fn live_after(src: &str, toks: &[Token], end: usize) -> HashSet<String> {
    let text = |t: &Token| &src[t.span.start..t.span.end];
    let mut depth: i64 = 0;
    for t in &toks[..end.min(toks.len())] {
        match text(t) {
            "{" => depth += 1,
            "}" => depth -= 1,
            _ => {}
        }
    }
    let mut names = HashSet::new();
    for t in toks.iter().skip(end) {
        match text(t) {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth <= 0 {
                    break;
                }
            }
            _ if t.kind == TokenKind::Ident => {
                names.insert(text(t).to_string());
            }
            _ => {}
        }
    }
    names
}

/// C statements that leave every iterator of `live` with the value the region's loops
/// leave it, and every induction variable of `ivs` with its last value: the loops and `if`s
/// of `stmts` whose subtree assigns one of them, with everything else removed but the
/// assignments of the induction variables (their initialization and steps). Empty when
/// nothing assigns a live name.
pub fn skeleton(
    src: &str,
    stmts: &[CStmt],
    live: &HashSet<String>,
    ivs: &HashSet<String>,
) -> String {
    let names = Live {
        iterators: live,
        ivs,
    };
    let mut out = String::new();
    for s in stmts {
        write_stmt(src, s, &names, &mut out);
    }
    out.trim_end().to_string()
}

/// The names whose values the skeleton restores.
struct Live<'a> {
    /// Loop iterators.
    iterators: &'a HashSet<String>,
    /// Induction variables (see `crate::induction`).
    ivs: &'a HashSet<String>,
}

fn write_stmt(src: &str, s: &CStmt, live: &Live, out: &mut String) {
    if !assigns_live(s, live) {
        return;
    }
    let text = |sp: crate::lexer::Span| src.get(sp.start..sp.end).unwrap_or("");
    match &s.kind {
        CStmtKind::Expr(e) => {
            out.push_str(text(e.span));
            out.push_str("; ");
        }
        CStmtKind::Block(v) => {
            out.push_str("{ ");
            v.iter().for_each(|x| write_stmt(src, x, live, out));
            out.push_str("} ");
        }
        CStmtKind::For {
            init,
            cond,
            incr,
            body,
        } => {
            let init = init
                .as_ref()
                .map_or("", |i| text(i.span).trim_end_matches(';'));
            let cond = cond.as_ref().map_or("", |c| text(c.span));
            let incr = incr.as_ref().map_or("", |c| text(c.span));
            out.push_str(&format!("for ({init}; {cond}; {incr}) {{ "));
            write_stmt(src, body, live, out);
            out.push_str("} ");
        }
        CStmtKind::If(c, t, e) => {
            out.push_str(&format!("if ({}) {{ ", text(c.span)));
            write_stmt(src, t, live, out);
            out.push_str("} ");
            if let Some(e) = e {
                out.push_str("else { ");
                write_stmt(src, e, live, out);
                out.push_str("} ");
            }
        }
        CStmtKind::Labeled(_, _, x) => write_stmt(src, x, live, out),
        _ => {}
    }
}

/// Whether `s` assigns a name of `live`: a loop over a live iterator (assigned by an
/// expression `i = ...` of its header, not declared there), or a statement or loop header
/// that assigns a live induction variable.
fn assigns_live(s: &CStmt, live: &Live) -> bool {
    match &s.kind {
        CStmtKind::Block(v) => v.iter().any(|x| assigns_live(x, live)),
        CStmtKind::For {
            init, incr, body, ..
        } => {
            let own = init.as_ref().is_some_and(|i| match &i.kind {
                CStmtKind::Expr(e) => assigns_any(e, live.iterators) || assigns_any(e, live.ivs),
                _ => false,
            });
            own || incr.as_ref().is_some_and(|e| assigns_any(e, live.ivs))
                || assigns_live(body, live)
        }
        CStmtKind::If(_, t, e) => {
            assigns_live(t, live) || e.as_ref().is_some_and(|e| assigns_live(e, live))
        }
        CStmtKind::Labeled(_, _, x) => assigns_live(x, live),
        CStmtKind::Expr(e) => assigns_any(e, live.ivs),
        _ => false,
    }
}

/// Whether `e` (an assignment, a step, or a comma list of them) assigns a name of `names`.
fn assigns_any(e: &crate::parser::CExpr, names: &HashSet<String>) -> bool {
    use crate::parser::CExprKind;
    match &e.kind {
        CExprKind::Comma(a, b) => assigns_any(a, names) || assigns_any(b, names),
        CExprKind::Assign(_, l, _) | CExprKind::IncDec(l, _) => {
            matches!(&l.kind, CExprKind::Ident(n) if names.contains(n))
        }
        _ => false,
    }
}
