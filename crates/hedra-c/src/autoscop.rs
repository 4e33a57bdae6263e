//! `--autoscop`: finding the static-control parts of a file without pragmas.
//!
//! Bastoul's basic algorithm, as in `implementing-the-polyhedral-model.txt`: walk each
//! function body, mark the statements that have static control (a statement, loop nest or
//! `if` that the builder models on its own), and merge maximal runs of consecutive such
//! statements into static-control parts. A statement without static control (a `while`, a
//! non-affine bound, a call statement...) ends the run; the search goes on inside its body,
//! so a static loop nest inside a `while` is still found.
//!
//! The work is done on the token stream: a light splitter (`split`) finds statement
//! boundaries and the bodies of compound statements without judging them, and each candidate
//! run is handed to the same builder as a `#pragma scop` region. A run whose statements are
//! static one by one but not together (a scalar written in one and used as a bound in the
//! next) is cut into the longest prefixes that are.
//!
//! Reported: a `for` statement that is not a static-control part gets its diagnostic (with
//! the note that the loop nest is left unchanged); other non-static statements (`return`,
//! calls, `while`...) are silently left out.

use crate::decls::scan_declarations_from;
use crate::lexer::{lex, line_col, Span, Token, TokenKind};
use crate::parser::is_type_word;
use crate::{build_region_with, directive_words};
use crate::{Extraction, FileFacts, Region, RegionResult, Surroundings};
use hedra_ir::Scop;

/// A statement found by the splitter: a range of tokens and the statement lists nested in it.
#[derive(Debug)]
struct TStmt {
    /// First token.
    start: usize,
    /// One past the last token.
    end: usize,
    /// The statement lists inside: a block's statements, a loop's body, an `if`'s branches.
    children: Vec<Vec<TStmt>>,
    /// What it starts with: `for`, `while`, `{`, `;`, a directive (`#`), a declaration
    /// (`decl`) or anything else (``).
    head: &'static str,
}

struct Ctx<'a> {
    src: &'a str,
    toks: &'a [Token],
    facts: FileFacts,
    expansion: Option<&'a crate::Expansion>,
}

impl<'a> Ctx<'a> {
    fn text(&self, k: usize) -> &'a str {
        self.toks
            .get(k)
            .map_or("", |t| &self.src[t.span.start..t.span.end])
    }

    /// The index of the token that closes the bracket at `k` (or `end` when unmatched).
    fn matching(&self, k: usize, end: usize) -> usize {
        let (open, close) = match self.text(k) {
            "(" => ("(", ")"),
            "[" => ("[", "]"),
            _ => ("{", "}"),
        };
        let mut d = 0usize;
        let mut j = k;
        while j < end {
            let t = self.text(j);
            if t == open {
                d += 1;
            } else if t == close {
                d -= 1;
                if d == 0 {
                    return j;
                }
            }
            j += 1;
        }
        end
    }

    /// The statements in tokens `[i, end)`.
    fn split(&self, mut i: usize, end: usize, depth: usize) -> Vec<TStmt> {
        let mut v = Vec::new();
        while i < end {
            let s = self.one(i, end, depth);
            i = s.end.max(i + 1);
            v.push(s);
        }
        v
    }

    /// One statement starting at token `i`.
    fn one(&self, i: usize, end: usize, depth: usize) -> TStmt {
        if depth > 200 {
            return leaf(i, end, end, "");
        }
        if self.toks[i].kind == TokenKind::Directive {
            return leaf(i, i + 1, end, "#");
        }
        let word = self.text(i);
        match word {
            "{" => {
                let close = self.matching(i, end);
                TStmt {
                    start: i,
                    end: (close + 1).min(end),
                    children: vec![self.split(i + 1, close.min(end), depth + 1)],
                    head: "{",
                }
            }
            ";" => leaf(i, i + 1, end, ";"),
            "for" | "while" | "switch" => self.loop_at(i, end, depth),
            "if" => self.if_at(i, end, depth),
            "do" if i + 1 < end => self.do_at(i, end, depth),
            _ if self.toks[i].kind == TokenKind::Ident
                && self.text(i + 1) == ":"
                && i + 2 < end
                && !matches!(word, "case" | "default") =>
            {
                // A label: one statement with the one it precedes.
                let inner = self.one(i + 2, end, depth + 1);
                TStmt {
                    start: i,
                    end: inner.end,
                    children: Vec::new(),
                    head: "",
                }
            }
            _ => self.simple_at(i, end),
        }
    }

    /// The token after the `(...)` header that follows token `i`, if there is one.
    fn after_header(&self, i: usize, end: usize) -> Option<usize> {
        (self.text(i + 1) == "(").then(|| self.matching(i + 1, end) + 1)
    }

    /// `for`, `while` or `switch` at `i`: the header, then one statement.
    fn loop_at(&self, i: usize, end: usize, depth: usize) -> TStmt {
        let Some(b) = self.after_header(i, end).filter(|&b| b < end) else {
            return leaf(i, end, end, "");
        };
        let body = self.one(b, end, depth + 1);
        TStmt {
            start: i,
            end: body.end,
            children: vec![vec![body]],
            head: if self.text(i) == "for" {
                "for"
            } else {
                "while"
            },
        }
    }

    /// `if` at `i`: the header, the statement, and the `else` statement if any.
    fn if_at(&self, i: usize, end: usize, depth: usize) -> TStmt {
        let Some(b) = self.after_header(i, end).filter(|&b| b < end) else {
            return leaf(i, end, end, "");
        };
        let then = self.one(b, end, depth + 1);
        let mut e = then.end;
        let mut children = vec![vec![then]];
        if e < end && self.text(e) == "else" && e + 1 < end {
            let els = self.one(e + 1, end, depth + 1);
            e = els.end;
            children.push(vec![els]);
        }
        TStmt {
            start: i,
            end: e,
            children,
            head: "",
        }
    }

    /// `do` at `i`: the statement, then `while (...) ;`.
    fn do_at(&self, i: usize, end: usize, depth: usize) -> TStmt {
        let body = self.one(i + 1, end, depth + 1);
        let mut e = body.end;
        if self.text(e) == "while" {
            e = self.after_header(e, end).unwrap_or(e + 1);
            if self.text(e) == ";" {
                e += 1;
            }
        }
        TStmt {
            start: i,
            end: e.min(end),
            children: vec![vec![body]],
            head: "while",
        }
    }

    /// An expression statement or a declaration at `i`: up to the `;` outside brackets.
    fn simple_at(&self, i: usize, end: usize) -> TStmt {
        let mut j = i;
        while j < end {
            match self.text(j) {
                "(" | "[" | "{" => j = self.matching(j, end),
                ";" => break,
                _ => {}
            }
            j += 1;
        }
        // `T x` (two identifiers in a row) or a type word: a declaration.
        let decl = self.toks[i].kind == TokenKind::Ident
            && (is_type_word(self.text(i))
                || self
                    .toks
                    .get(i + 1)
                    .is_some_and(|t| t.kind == TokenKind::Ident));
        leaf(i, j + 1, end, if decl { "decl" } else { "" })
    }
}

/// A statement from token `i` to `e` (at least one token, at most up to `end`) with no
/// statements inside.
fn leaf(i: usize, e: usize, end: usize, head: &'static str) -> TStmt {
    TStmt {
        start: i,
        end: e.clamp(i + 1, end.max(i + 1)),
        children: Vec::new(),
        head,
    }
}

/// The function bodies of a file: the index of each body's `{` and of its `}`.
fn function_bodies(cx: &Ctx) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    let mut k = 0;
    let n = cx.toks.len();
    while k < n {
        if cx.text(k) == "{" && cx.toks[k].kind == TokenKind::Punct {
            let close = cx.matching(k, n);
            if k > 0 && cx.text(k - 1) == ")" {
                v.push((k, close));
            }
            k = close + 1;
        } else {
            k += 1;
        }
    }
    v
}

/// One function body being searched.
struct Search<'a, 'c> {
    cx: &'c Ctx<'a>,
    open: usize,
    context: &'c [(usize, Span)],
    /// `#pragma hedra scratch` lines of the file (token index, span): those of the
    /// function before a part apply to it.
    scratch: &'c [(usize, Span)],
    extra_context: &'c [String],
    out: Vec<RegionResult>,
}

impl Search<'_, '_> {
    fn region(&self, first: usize, last_end: usize) -> Region {
        let start = self.cx.toks[first].span.start;
        let end = self.cx.toks[last_end - 1].span.end;
        Region {
            pragma_start: start,
            start,
            end,
            pragma_end: end,
            dcop: false,
            line: line_col(self.cx.src, start).0,
        }
    }

    /// The model of tokens `[first, last_end)` as one region.
    fn try_build(&self, first: usize, last_end: usize) -> Result<Scop, crate::Diagnostic> {
        let local = scan_declarations_from(self.cx.src, self.cx.toks, self.open, first);
        let mut visible =
            crate::decls::with_file_scope(self.cx.src, self.cx.toks, self.open, local);
        let line = line_col(self.cx.src, self.cx.toks[first].span.start).0;
        crate::complete_declarations(&mut visible, line, self.cx.expansion);
        let (decls, types) = visible;
        let scratch: Vec<Span> = self
            .scratch
            .iter()
            .filter(|(k, _)| (self.open..first).contains(k))
            .map(|(_, span)| *span)
            .collect();
        let around = Surroundings {
            context: self.context,
            scratch: &scratch,
            extra_context: self.extra_context,
            facts: &self.cx.facts,
            live_after: crate::final_values::live_after(self.cx.src, self.cx.toks, last_end),
            function_scalars: crate::decls::function_scalars(self.cx.src, self.cx.toks, first),
            function_arrays: crate::decls::function_arrays(self.cx.src, self.cx.toks, first),
            expansion: self.cx.expansion,
        };
        build_region_with(
            self.cx.src,
            &self.cx.toks[first..last_end],
            self.region(first, last_end),
            &decls,
            &types,
            &around,
        )
    }

    /// Searches a statement list.
    fn list(&mut self, stmts: &[TStmt]) {
        let mut run: Vec<&TStmt> = Vec::new();
        for s in stmts {
            match s.head {
                ";" => {
                    if !run.is_empty() {
                        run.push(s);
                    }
                    continue;
                }
                "#" | "decl" => {
                    self.flush(&mut run);
                    continue;
                }
                _ => {}
            }
            match self.try_build(s.start, s.end) {
                Ok(scop) if !scop.statements.is_empty() => run.push(s),
                Ok(_) => self.flush(&mut run),
                Err(d) => {
                    self.flush(&mut run);
                    // An inner loop that fails for the same reason as an enclosing one is
                    // reported once.
                    let seen = self.out.iter().any(|r| {
                        r.scop
                            .as_ref()
                            .err()
                            .is_some_and(|e| e.span == d.span && e.message == d.message)
                    });
                    if s.head == "for" && !seen {
                        let line = line_col(self.cx.src, self.cx.toks[s.start].span.start).0;
                        self.out.push(RegionResult {
                            region: self.region(s.start, s.end),
                            scop: Err(d.with_note(format!(
                                "loop nest left unchanged (the `for` at line {line} is not a \
                                 static-control part)"
                            ))),
                        });
                    }
                    for c in &s.children {
                        self.list(c);
                    }
                }
            }
        }
        self.flush(&mut run);
    }

    /// Emits the run as static-control parts: the whole run when it builds as one, otherwise
    /// the longest prefixes that do.
    fn flush(&mut self, run: &mut Vec<&TStmt>) {
        while run.last().is_some_and(|s| s.head == ";") {
            run.pop();
        }
        let mut j = 0;
        while j < run.len() {
            let mut k = run.len();
            loop {
                match self.try_build(run[j].start, run[k - 1].end) {
                    Ok(scop) => {
                        self.out.push(RegionResult {
                            region: self.region(run[j].start, run[k - 1].end),
                            scop: Ok(scop),
                        });
                        break;
                    }
                    Err(d) if k == j + 1 => {
                        // Unreachable in principle: each statement built on its own.
                        self.out.push(RegionResult {
                            region: self.region(run[j].start, run[k - 1].end),
                            scop: Err(d),
                        });
                        break;
                    }
                    Err(_) => k -= 1,
                }
            }
            j = k;
            while j < run.len() && run[j].head == ";" {
                j += 1;
            }
        }
        run.clear();
    }
}

/// Finds and models the static-control parts of every function body of `src` without
/// pragmas (`hedra scop --autoscop`). Each part is a [`RegionResult`] whose [`Region`] has
/// no pragma lines (`pragma_start == start`, `end == pragma_end`); a `for` loop nest that is
/// not static gets a region with its diagnostic. `#pragma hedra context` lines anywhere in
/// the file apply to every part, as do `extra_context`; `#pragma hedra scratch` lines apply
/// to the parts after them in their function.
pub fn extract_auto(src: &str, extra_context: &[String]) -> Extraction {
    extract_auto_expanded(src, extra_context, None)
}

/// [`extract_auto`] with the declarations of the preprocessed file completing the ones
/// written (see [`crate::Expansion`]).
pub fn extract_auto_expanded(
    src: &str,
    extra_context: &[String],
    expansion: Option<&crate::Expansion>,
) -> Extraction {
    let toks = lex(src);
    let mut facts = FileFacts::scan(src, &toks);
    if let Some(e) = expansion {
        facts.complete(e.facts());
    }
    let cx = Ctx {
        src,
        toks: &toks,
        facts,
        expansion,
    };
    let directives = |what: &str| -> Vec<(usize, Span)> {
        toks.iter()
            .enumerate()
            .filter(|(_, t)| {
                t.kind == TokenKind::Directive && {
                    let w = directive_words(&src[t.span.start..t.span.end]);
                    w.len() >= 3 && w[..2] == ["pragma", "hedra"] && w[2].starts_with(what)
                }
            })
            .map(|(k, t)| (k, t.span))
            .collect()
    };
    let context = directives("context");
    let scratch = directives("scratch");
    let mut out = Extraction::default();
    for (open, close) in function_bodies(&cx) {
        let stmts = cx.split(open + 1, close.min(toks.len()), 0);
        let mut s = Search {
            cx: &cx,
            open,
            context: &context,
            scratch: &scratch,
            extra_context,
            out: Vec::new(),
        };
        s.list(&stmts);
        out.regions.extend(s.out);
    }
    out
}
