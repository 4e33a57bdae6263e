//! `#pragma hedra dcop`: the loop nests marked as dynamic control parts.
//!
//! A dynamic control part is a loop nest that is not affine in its source (pointers to
//! rows, indirect subscripts, bounds read from memory) but may behave affinely while it
//! runs; hedra hands it to its speculative runtime instead of refusing it. Like an OpenMP
//! pragma, `#pragma hedra dcop` applies to the statement that follows it. This module finds
//! each such statement, parses it with the region parser, and reports the declarations
//! visible there (the function's parameters and locals, the file's globals), from which
//! `hedra-dcop` learns the type of every name the nest uses.

use std::collections::{HashMap, HashSet};

use crate::build::DeclInfo;
use crate::diag::Diagnostic;
use crate::lexer::{lex, line_col, Span, Token, TokenKind};
use crate::parser::{CStmt, CStmtKind, Parser};
use crate::{directive_words, scan_declarations, FileFacts};

/// One `#pragma hedra dcop` and the statement it marks.
#[derive(Clone, Debug)]
pub struct DcopSite {
    /// The pragma line (from its `#` to the end of the line).
    pub pragma: Span,
    /// 1-based line of the pragma.
    pub line: usize,
    /// The statement that follows the pragma, parsed, or why it could not be.
    pub statement: Result<CStmt, Diagnostic>,
    /// The declarations visible at the pragma, by name.
    pub declarations: HashMap<String, DeclInfo>,
    /// The variables of the enclosing function whose value only an assignment to their name
    /// can change (not arrays, not static, address never taken): a copy may stand for them.
    pub private: HashSet<String>,
}

impl DcopSite {
    /// The bytes of the marked statement, when it parsed.
    pub fn statement_span(&self) -> Option<Span> {
        self.statement.as_ref().ok().map(|s| s.span)
    }
}

/// Every `#pragma hedra dcop` of `src`, in order.
pub fn dcop_sites(src: &str) -> Vec<DcopSite> {
    let toks = lex(src);
    let facts = FileFacts::scan(src, &toks);
    let mut out = Vec::new();
    for (k, t) in toks.iter().enumerate() {
        if t.kind != TokenKind::Directive
            || directive_words(&src[t.span.start..t.span.end]) != ["pragma", "hedra", "dcop"]
        {
            continue;
        }
        out.push(DcopSite {
            pragma: t.span,
            line: line_col(src, t.span.start).0,
            statement: marked_statement(src, &toks, k, &facts),
            declarations: scan_declarations(src, &toks, k).0,
            private: crate::decls::function_privates(src, &toks, k),
        });
    }
    out
}

/// The loop that the `#pragma hedra dcop` at token `k` marks, parsed (`while` loops
/// included), or why there is none.
pub(crate) fn marked_statement(
    src: &str,
    toks: &[Token],
    k: usize,
    facts: &FileFacts,
) -> Result<CStmt, Diagnostic> {
    let pragma = toks[k].span;
    if k + 1 >= toks.len() {
        return Err(Diagnostic::error(
            pragma,
            "`#pragma hedra dcop` is not followed by a statement",
        ));
    }
    let mut types = facts.type_names.clone();
    types.extend(facts.typedefs.keys().cloned());
    let end = Span {
        start: src.len(),
        end: src.len(),
    };
    let s = Parser::new(src, &toks[k + 1..], &types, end)
        .allowing_while()
        .statement()?;
    match s.kind {
        CStmtKind::For { .. } | CStmtKind::While(..) => Ok(s),
        _ => Err(Diagnostic::error(
            s.span,
            "`#pragma hedra dcop` must be followed by a `for` or `while` loop",
        )),
    }
}
