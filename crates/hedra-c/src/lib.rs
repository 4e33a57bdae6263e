//! # hedra-c
//!
//! hedra's C front end. It finds the regions between `#pragma scop` and `#pragma endscop`,
//! parses the static-control subset of C inside them and builds one [`Scop`] per region.
//! Everything outside the regions is left alone: [`Region`] records the byte offsets of each
//! region, so that a printer can splice new code in and keep every other byte as it was.
//!
//! ```
//! let src = "void f(int n, double A[n]) {\n#pragma scop\n  for (int i = 0; i < n; i++)\n    A[i] = A[i] * 2.0;\n#pragma endscop\n}\n";
//! let ex = hedra_c::extract(src);
//! let scop = ex.regions[0].scop.as_ref().unwrap();
//! assert_eq!(scop.params, vec!["n".to_string()]);
//! assert_eq!(scop.statements[0].body.to_c(&scop.statements[0].iterators), "A[i] = A[i] * 2.0;");
//! ```
//!
//! The subset: `for` loops with affine bounds (`<`, `<=`, `>`, `>=`, `&&` of bounds, `min`/`max`
//! as `MIN(a, b)`-style macros or conditional expressions, `floord`/`ceild` by constants, and
//! `/`/`%` by positive constants on values proven non-negative, since C truncates toward
//! zero) and constant steps of either sign; `if`/`else` with affine conditions (`&&`, `||`, `!`, `==`,
//! `!=`); assignments `=`, `+=`, `-=`, `*=`, `/=` to array elements and scalars; pure calls,
//! conditional expressions, casts and literals in right-hand sides. Parameters are the
//! identifiers used in bounds, conditions and subscripts that the region never assigns (macro
//! names such as `_PB_N` included). A call in such a position whose arguments use only
//! parameters and integers (`i < LOOP_BOUND(N, n)`, `A[i][PAD(M)]`) is a symbolic constant:
//! one parameter named after the call text (`LOOP_BOUND_N_n`), whose text as written is kept
//! in `Scop::param_text`. `#pragma hedra context N >= 16` adds facts about them.
//! Statements are named `S0, S1, ...` in textual order, or by their C label (`S_init: ...`).
//! [`autoscop::extract_auto`] finds static-control parts without pragmas (`--autoscop`).
//!
//! Modules, in pipeline order: [`lexer`] → [`parser`] → [`build`] (with [`affine`]), and
//! [`diag`] for messages.

pub mod affine;
pub mod autoscop;
pub mod build;
pub mod ctypes;
pub mod dcop;
mod decls;
use decls::scan_declarations;
pub mod diag;
mod expansion;
pub use expansion::Expansion;
pub mod final_values;
mod induction;
pub mod lexer;
pub mod lowering;
mod outline;
pub use outline::{code_names, outline_site, OutlineSite};
pub mod parser;
mod scratch;

use build::{Builder, DeclInfo};
pub use diag::{Diagnostic, Severity};
use hedra_ir::IntType;
use hedra_ir::{Body, Scop};
use lexer::{lex, Span, Token, TokenKind};
use parser::{CExpr, CStmt, Parser};
use std::collections::{HashMap, HashSet};

/// The error type of hedra-c.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A construct outside the subset, or malformed input, with its position.
    #[error("{}", .0.message)]
    Rejected(Diagnostic),
    /// The input has no `#pragma scop` region.
    #[error("no `#pragma scop` region found")]
    NoRegion,
    /// Reading or writing the model failed.
    #[error(transparent)]
    Ir(#[from] hedra_ir::Error),
}

/// Where a region is in the source, as byte offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// Start of the `#pragma scop` line's `#`.
    pub pragma_start: usize,
    /// End of the `#pragma scop` line (before its newline): the region's code follows.
    pub start: usize,
    /// Start of the `#pragma endscop` line's `#`: the region's code ends here.
    pub end: usize,
    /// End of the `#pragma endscop` line (before its newline).
    pub pragma_end: usize,
    /// 1-based line of `#pragma scop`.
    pub line: usize,
    /// A `#pragma hedra dcop` nest rather than a `#pragma scop` region: the region is the
    /// statement after the pragma (`end` and `pragma_end` are its end). When it has no
    /// model, the driver hands it to the speculative runtime.
    pub dcop: bool,
}

/// The outcome for one region.
#[derive(Debug)]
pub struct RegionResult {
    /// Where the region is.
    pub region: Region,
    /// Its model, or the diagnostic that explains why the region is left unchanged.
    pub scop: Result<Scop, Diagnostic>,
}

/// Everything extracted from one source file.
#[derive(Debug, Default)]
pub struct Extraction {
    /// One entry per `#pragma scop` region, in order.
    pub regions: Vec<RegionResult>,
}

impl Extraction {
    /// The Scops of the regions that could be modeled.
    pub fn scops(&self) -> impl Iterator<Item = &Scop> {
        self.regions.iter().filter_map(|r| r.scop.as_ref().ok())
    }

    /// The diagnostics of the regions that could not.
    pub fn diagnostics(&self) -> impl Iterator<Item = &Diagnostic> {
        self.regions.iter().filter_map(|r| r.scop.as_ref().err())
    }
}

/// The words of a directive: `#  pragma scop` gives `["pragma", "scop"]`.
fn directive_words(text: &str) -> Vec<&str> {
    let t = text.trim_start().strip_prefix('#').unwrap_or(text);
    let t = t.split("//").next().unwrap_or("");
    let t = t.split("/*").next().unwrap_or("");
    t.split_whitespace().collect()
}

/// Facts about the whole file that every region's model uses: the typedefs that name
/// integer types, and the functions declared pure with `#pragma hedra pure(f, g)`.
#[derive(Clone, Debug, Default)]
pub(crate) struct FileFacts {
    typedefs: HashMap<String, IntType>,
    /// The name of every `typedef` of the file, whatever its type (`real_t` for `double`),
    /// and of every macro defined as a type (`#define DATA_TYPE double`): the parser needs
    /// them to read casts such as `(real_t)0.5`.
    type_names: Vec<String>,
    pure: HashSet<String>,
}

impl FileFacts {
    /// Completes these facts with those of the preprocessed file (see [`Expansion`]): a
    /// name known here keeps its meaning.
    pub(crate) fn complete(&mut self, expanded: &FileFacts) {
        for (name, t) in &expanded.typedefs {
            self.typedefs
                .entry(name.clone())
                .or_insert_with(|| t.clone());
        }
        for name in &expanded.type_names {
            if !self.type_names.contains(name) {
                self.type_names.push(name.clone());
            }
        }
        self.pure.extend(expanded.pure.iter().cloned());
    }

    /// Scans the tokens of a file for `typedef <integer type> NAME;` and
    /// `#pragma hedra pure(...)`.
    pub(crate) fn scan(src: &str, toks: &[Token]) -> FileFacts {
        let mut facts = FileFacts::default();
        let text = |t: &Token| &src[t.span.start..t.span.end];
        for (k, t) in toks.iter().enumerate() {
            if t.kind == TokenKind::Directive {
                let dwords = directive_words(text(t));
                if let ["define", name, replacement @ ..] = dwords.as_slice() {
                    // `#define DATA_TYPE double`: a macro that names a type.
                    let is_type = |w: &&str| {
                        parser::is_type_word(w) || facts.type_names.iter().any(|n| n == w)
                    };
                    if !replacement.is_empty()
                        && replacement.iter().all(is_type)
                        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    {
                        facts.type_names.push(name.to_string());
                    }
                }
                let words = dwords.join(" ");
                if let Some(rest) = words.strip_prefix("pragma hedra pure") {
                    facts.pure.extend(
                        rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                            .filter(|w| !w.is_empty())
                            .map(String::from),
                    );
                }
                continue;
            }
            if text(t) != "typedef" {
                continue;
            }
            let Some(end) = toks[k..].iter().position(|x| text(x) == ";") else {
                continue;
            };
            let words: Vec<&str> = toks[k + 1..k + end].iter().map(text).collect();
            if let Some((name, ty)) = words.split_last() {
                let is_name = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                    && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                if is_name && !ty.is_empty() && !facts.type_names.iter().any(|n| n == name) {
                    facts.type_names.push(name.to_string());
                }
                let known = |n: &str| facts.typedefs.get(n).cloned();
                if let Some(t) = IntType::from_words(ty, &known) {
                    facts.typedefs.insert(name.to_string(), t);
                }
            }
        }
        facts
    }
}

/// Extracts the model of every `#pragma scop` region of `src`.
pub fn extract(src: &str) -> Extraction {
    extract_with_context(src, &[])
}

/// The regions of a file: its `#pragma scop` regions, or with `autoscop` the maximal
/// static-control parts found without pragmas ([`autoscop::extract_auto`]).
pub fn extract_regions(src: &str, extra_context: &[String], autoscop: bool) -> Extraction {
    extract_regions_expanded(src, extra_context, autoscop, None)
}

/// Like [`extract`], with extra context constraints (C expressions over the parameters, as
/// after `#pragma hedra context`) that apply to every region.
pub fn extract_with_context(src: &str, extra_context: &[String]) -> Extraction {
    extract_expanded(src, extra_context, None)
}

/// [`extract_regions`] with the declarations that the preprocessed file shows completing
/// those written in `src` (see [`Expansion`]).
pub fn extract_regions_expanded(
    src: &str,
    extra_context: &[String],
    autoscop: bool,
    expansion: Option<&Expansion>,
) -> Extraction {
    if autoscop {
        autoscop::extract_auto_expanded(src, extra_context, expansion)
    } else {
        extract_expanded(src, extra_context, expansion)
    }
}

/// [`extract_with_context`] with an optional [`Expansion`] of the file.
fn extract_expanded(
    src: &str,
    extra_context: &[String],
    expansion: Option<&Expansion>,
) -> Extraction {
    let toks = lex(src);
    let mut facts = FileFacts::scan(src, &toks);
    if let Some(e) = expansion {
        facts.complete(e.facts());
    }
    let mut out = Extraction::default();
    let mut pending_context: Vec<(usize, Span)> = Vec::new();
    let mut pending_scratch: Vec<Span> = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        let t = toks[k];
        if t.kind != TokenKind::Directive {
            k += 1;
            continue;
        }
        let words = directive_words(&src[t.span.start..t.span.end]);
        if words.len() >= 3 && words[..3] == ["pragma", "hedra", "context"] {
            pending_context.push((k, t.span));
            k += 1;
            continue;
        }
        if words.len() >= 3 && words[2].starts_with("scratch") && words[..2] == ["pragma", "hedra"]
        {
            pending_scratch.push(t.span);
            k += 1;
            continue;
        }
        if words == ["pragma", "hedra", "dcop"] {
            let (result, next) = dcop_region(src, &toks, k, &facts, extra_context, expansion);
            out.regions.push(result);
            k = next;
            continue;
        }
        if words != ["pragma", "scop"] {
            k += 1;
            continue;
        }
        let line = lexer::line_col(src, t.span.start).0;
        let end = toks[k + 1..].iter().position(|x| {
            x.kind == TokenKind::Directive
                && directive_words(&src[x.span.start..x.span.end]) == ["pragma", "endscop"]
        });
        let note = format!("region left unchanged (the `#pragma scop` region at line {line})");
        let Some(e) = end.map(|e| e + k + 1) else {
            let region = Region {
                pragma_start: t.span.start,
                start: t.span.end,
                end: src.len(),
                pragma_end: src.len(),
                line,
                dcop: false,
            };
            out.regions.push(RegionResult {
                region,
                scop: Err(
                    Diagnostic::error(t.span, "`#pragma scop` without `#pragma endscop`")
                        .with_note(note),
                ),
            });
            break;
        };
        let region = Region {
            pragma_start: t.span.start,
            start: t.span.end,
            end: toks[e].span.start,
            pragma_end: toks[e].span.end,
            line,
            dcop: false,
        };
        // Context pragmas inside the region belong to it; so do those since the last region.
        let mut inner: Vec<Token> = Vec::new();
        for x in &toks[k + 1..e] {
            if x.kind == TokenKind::Directive {
                let w = directive_words(&src[x.span.start..x.span.end]);
                if w.len() >= 3 && w[..3] == ["pragma", "hedra", "context"] {
                    pending_context.push((0, x.span));
                    continue;
                }
            }
            inner.push(*x);
        }
        let around = Surroundings {
            context: &pending_context,
            scratch: &pending_scratch,
            extra_context,
            facts: &facts,
            live_after: final_values::live_after(src, &toks, e + 1),
            function_scalars: decls::function_scalars(src, &toks, k),
            function_arrays: decls::function_arrays(src, &toks, k),
            expansion,
        };
        let scop =
            build_region(src, &toks, k, &inner, region, &around).map_err(|d| d.with_note(note));
        pending_context.clear();
        pending_scratch.clear();
        out.regions.push(RegionResult { region, scop });
        k = e + 1;
    }
    out
}

/// The region of the `#pragma hedra dcop` at token `k`: the statement after it, and its
/// model when it has one (a static-control nest is optimized as if it were a `#pragma
/// scop` region); the index of the first token after it.
fn dcop_region(
    src: &str,
    toks: &[Token],
    k: usize,
    facts: &FileFacts,
    extra_context: &[String],
    expansion: Option<&Expansion>,
) -> (RegionResult, usize) {
    let t = toks[k];
    let line = lexer::line_col(src, t.span.start).0;
    let note = format!("nest left unchanged (the `#pragma hedra dcop` at line {line})");
    let parsed = dcop::marked_statement(src, toks, k, facts);
    let stmt = match parsed {
        Ok(s) => s,
        Err(d) => {
            let region = Region {
                pragma_start: t.span.start,
                start: t.span.end,
                end: t.span.end,
                pragma_end: t.span.end,
                line,
                dcop: true,
            };
            let scop = Err(d.with_note(note));
            return (RegionResult { region, scop }, k + 1);
        }
    };
    let e = toks
        .iter()
        .position(|x| x.span.start >= stmt.span.end)
        .unwrap_or(toks.len());
    let region = Region {
        pragma_start: t.span.start,
        start: t.span.end,
        end: stmt.span.end,
        pragma_end: stmt.span.end,
        line,
        dcop: true,
    };
    let around = Surroundings {
        context: &[],
        scratch: &[],
        extra_context,
        facts,
        live_after: final_values::live_after(src, toks, e),
        function_scalars: decls::function_scalars(src, toks, k),
        function_arrays: decls::function_arrays(src, toks, k),
        expansion,
    };
    let scop = build_region(src, toks, k, &toks[k + 1..e], region, &around)
        .and_then(|scop| match rows_through_pointers(src, toks, k, &scop, expansion) {
            Some(name) => Err(Diagnostic::error(
                stmt.span,
                format!("`{name}` reaches its rows through pointers, whose layout is known only at run time"),
            )),
            None => Ok(scop),
        })
        .map_err(|d| d.with_note(note));
    (RegionResult { region, scop }, e)
}

/// An array of `scop` indexed in several dimensions through pointers (`double **A`, `double
/// *A[N]`): its static model assumes that the rows do not overlap, which a `#pragma hedra
/// dcop` nest leaves to the runtime to verify.
fn rows_through_pointers(
    src: &str,
    toks: &[Token],
    k: usize,
    scop: &Scop,
    expansion: Option<&Expansion>,
) -> Option<String> {
    let (decls, _) = visible_declarations(src, toks, k, expansion);
    scop.arrays.iter().find_map(|a| {
        let d = decls.get(&a.name)?;
        let indirections = d.pointers + d.dims.len();
        (a.rank >= 2 && d.pointers >= 1 && indirections >= 2).then(|| a.name.clone())
    })
}

/// What a region's model needs from outside the region: the context constraints (pragmas and
/// the command line), the file's typedefs and pure functions, and the names the code after
/// the region uses.
pub(crate) struct Surroundings<'a> {
    /// `#pragma hedra context` lines that apply (token index, span).
    pub context: &'a [(usize, Span)],
    /// `#pragma hedra scratch` lines that apply (see [`scratch`]).
    pub scratch: &'a [Span],
    /// `--context` constraints.
    pub extra_context: &'a [String],
    /// Typedefs and pure functions of the file.
    pub facts: &'a FileFacts,
    /// Identifiers used after the region in its function.
    pub live_after: HashSet<String>,
    /// The scalars that die with the enclosing function (see [`decls::function_scalars`]).
    pub function_scalars: HashSet<String>,
    /// The arrays that die with the enclosing function (see [`decls::function_arrays`]).
    pub function_arrays: HashSet<String>,
    /// The preprocessed file, whose declarations complete the ones written.
    pub expansion: Option<&'a Expansion>,
}

/// The declarations visible at token `k` of `src`, completed by those that the expansion
/// shows at the same line: a name declared in `src` keeps its declaration as written.
pub(crate) fn visible_declarations(
    src: &str,
    toks: &[Token],
    k: usize,
    expansion: Option<&Expansion>,
) -> decls::Declarations {
    let mut visible = scan_declarations(src, toks, k);
    if let Some(t) = toks.get(k) {
        let line = lexer::line_col(src, t.span.start).0;
        complete_declarations(&mut visible, line, expansion);
    }
    visible
}

/// Adds to `visible` (the declarations seen at `line` of the source) the names that only
/// the expansion declares there, and the type words of its declarations.
pub(crate) fn complete_declarations(
    visible: &mut decls::Declarations,
    line: usize,
    expansion: Option<&Expansion>,
) {
    let Some((names, types)) = expansion.and_then(|e| e.declarations_at(line)) else {
        return;
    };
    for (name, info) in names {
        match visible.0.get_mut(&name) {
            Some(written) if written.element_type != info.element_type => {
                written.expanded_type = Some(info.element_type);
            }
            Some(_) => {}
            None => {
                visible.0.insert(name, info);
            }
        }
    }
    for t in types {
        if !visible.1.contains(&t) {
            visible.1.push(t);
        }
    }
}

fn build_region(
    src: &str,
    toks: &[Token],
    region_tok: usize,
    inner: &[Token],
    region: Region,
    around: &Surroundings,
) -> Result<Scop, Diagnostic> {
    let (decls, types) = visible_declarations(src, toks, region_tok, around.expansion);
    build_region_with(src, inner, region, &decls, &types, around)
}

/// [`build_region`] with the visible declarations and type names given.
fn build_region_with(
    src: &str,
    inner: &[Token],
    region: Region,
    decls: &HashMap<String, DeclInfo>,
    types: &[String],
    around: &Surroundings,
) -> Result<Scop, Diagnostic> {
    let Surroundings {
        context,
        scratch,
        extra_context,
        facts,
        live_after,
        function_scalars,
        function_arrays,
        ..
    } = around;
    let mut types: Vec<String> = types.to_vec();
    types.extend(facts.typedefs.keys().cloned());
    types.extend(facts.type_names.iter().cloned());
    let end_span = Span {
        start: region.end,
        end: region.end,
    };
    let parsed = Parser::new(src, inner, &types, end_span).statements()?;
    let env = ctypes::TypeEnv {
        declared: HashMap::new(),
        typedefs: facts.typedefs.clone(),
    };
    let signed_int = |n: &str| {
        decls
            .get(n)
            .filter(|d| d.dims.is_empty() && !d.pointer)
            .and_then(|d| env.parse(&d.element_type))
            .is_some_and(|t| t.signed)
    };
    let parsed = resolve_aliases(parsed, decls);
    let (stmts, induction_vars) = induction::substitute(&parsed, &signed_int);
    // Context constraints: the text after `context` in each pragma, parsed as C.
    let mut ctx_exprs: Vec<CExpr> = Vec::new();
    for (_, span) in context.iter() {
        let text = &src[span.start..span.end];
        let Some(pos) = text.find("context") else {
            continue;
        };
        let start = span.start + pos + "context".len();
        let sub: Vec<Token> = lex(&src[start..span.end])
            .into_iter()
            .map(|mut t| {
                t.span.start += start;
                t.span.end += start;
                t
            })
            .collect();
        let mut p = Parser::new(src, &sub, &types, *span);
        let e = p.expression()?;
        if !p.at_end() {
            return Err(Diagnostic::error(
                *span,
                "unexpected text after the context constraint",
            ));
        }
        ctx_exprs.push(e);
    }
    // Extra constraints from the command line are parsed in their own text; their spans point
    // at the pragma position of the region.
    for c in extra_context.iter() {
        let sub = lex(c);
        let mut p = Parser::new(c, &sub, &types, Span::default());
        let at_pragma = |message: String| {
            Diagnostic::error(
                Span {
                    start: region.pragma_start,
                    end: region.start,
                },
                format!("in the context `{c}`: {message}"),
            )
        };
        let e = p.expression().map_err(|d| at_pragma(d.message))?;
        if !p.at_end() {
            return Err(at_pragma("unexpected text after the condition".into()));
        }
        // Re-anchor: the builder reads names from the tree, not the text, except in messages.
        ctx_exprs.push(reanchor(e, region.pragma_start, region.start));
    }
    // Divisions are modeled as floors where the operand is provably non-negative, and
    // exactly (either sign) where the proof fails: one more build per such division.
    let mut exact = HashSet::new();
    let mut scop = loop {
        let built = Builder::new(src, decls)
            .with_file_facts(facts.typedefs.clone(), facts.pure.clone())
            .with_exact_divisions(exact.clone())
            .build(&stmts, &ctx_exprs);
        match built {
            Err(d) if build::negative_division_at(&d).is_some_and(|at| exact.insert(at)) => {}
            other => break other?,
        }
    };
    let live: HashSet<String> = live_after
        .iter()
        .filter(|n| !scop.region_iterators.contains(*n))
        .cloned()
        .collect();
    let live_ivs: HashSet<String> = induction_vars
        .iter()
        .filter(|v| live_after.contains(*v))
        .cloned()
        .collect();
    scop.induction_vars = induction_vars;
    scop.final_values = final_values::skeleton(src, &parsed, &live, &live_ivs);
    for a in scop.arrays.iter_mut().filter(|a| a.rank == 0 && !a.local) {
        a.dead_after = function_scalars.contains(&a.name) && !live_after.contains(&a.name);
    }
    for a in scop.arrays.iter_mut().filter(|a| a.rank > 0 && !a.local) {
        a.dead_after = function_arrays.contains(&a.name) && !live_after.contains(&a.name);
    }
    for a in &mut scop.arrays {
        a.integer = a.element_type.as_deref().and_then(|t| env.parse(t));
    }
    scratch::apply(src, scratch, &mut scop, live_after);
    if let Some(d) = pointer_into_another_array(&scop, decls, region) {
        return Err(d);
    }
    Ok(scop)
}

/// A pointer of the region that its declaration makes point into another array of the
/// region (`double (*q)[N] = X + 1;`, not an exact alias that [`resolve_aliases`] merged):
/// the model would take them as distinct arrays, which the code can see they are not.
fn pointer_into_another_array(
    scop: &Scop,
    decls: &HashMap<String, DeclInfo>,
    region: Region,
) -> Option<Diagnostic> {
    let used = |n: &str| scop.arrays.iter().any(|a| a.name == n && a.rank > 0);
    scop.arrays.iter().find_map(|a| {
        let d = decls.get(&a.name).filter(|d| d.pointer && !d.parameter)?;
        let other = d
            .initialized_from
            .iter()
            .find(|n| **n != a.name && used(n))?;
        let span = Span {
            start: region.pragma_start,
            end: region.start,
        };
        Some(Diagnostic::error(
            span,
            format!(
                "`{}` is initialized from `{other}`, which the region also uses: their elements may overlap, and the model would take them as distinct arrays",
                a.name
            ),
        ))
    })
}

/// Checks the text of a `--context` option: one C condition, nothing after it. On error, the
/// 0-based character column of the problem and a message.
pub fn check_context_text(text: &str) -> Result<(), (usize, String)> {
    let toks = lex(text);
    let col = |byte: usize| text[..byte.min(text.len())].chars().count();
    if toks.is_empty() {
        return Err((0, "the context is empty".into()));
    }
    let mut p = Parser::new(text, &toks, &[], Span::default());
    p.expression().map_err(|d| (col(d.span.start), d.message))?;
    if let Some(rest) = p.remaining_start() {
        return Err((
            col(rest),
            format!(
                "unexpected `{}` after the condition (write `||` for a disjunction and `&&` \
                 for a conjunction)",
                text[rest..].split_whitespace().next().unwrap_or("")
            ),
        ));
    }
    Ok(())
}

/// `stmts` with every local pointer alias of an array (`double *restrict p = a;`, see
/// [`DeclInfo::alias_of`]) replaced by the array's name, so that the model sees one array
/// where the region writes through one name and reads through the other. Only an alias of
/// a one-dimensional array (or pointer) with the same element type, that the function never
/// moves, is resolved; any other pointer is an array of its own, as the region's contract
/// says.
fn resolve_aliases(stmts: Vec<CStmt>, decls: &HashMap<String, DeclInfo>) -> Vec<CStmt> {
    let base = |d: &DeclInfo| -> Vec<String> {
        d.element_type
            .split_whitespace()
            .filter(|w| !hedra_ir::ctype::is_qualifier(w))
            .map(str::to_string)
            .collect()
    };
    let mut out = stmts;
    let mut names: Vec<(&String, &DeclInfo)> = decls.iter().collect();
    names.sort_by(|a, b| a.0.cmp(b.0));
    for (p, info) in names {
        let Some(q) = &info.alias_of else { continue };
        let Some(target) = decls.get(q) else { continue };
        let one_dim = target.dims.len() + usize::from(target.pointer) == 1;
        if q == p || !one_dim || base(target) != base(info) {
            continue;
        }
        out = out
            .iter()
            .map(|s| {
                induction::replace_uses(s, p, &|span| CExpr {
                    kind: parser::CExprKind::Ident(q.clone()),
                    span,
                })
            })
            .collect();
    }
    out
}

/// Moves every span of `e` to `start..end` (for expressions parsed from another text).
fn reanchor(mut e: CExpr, start: usize, end: usize) -> CExpr {
    use parser::CExprKind::*;
    e.span = Span { start, end };
    let r = |b: Box<CExpr>| Box::new(reanchor(*b, start, end));
    e.kind = match e.kind {
        Index(a, b) => Index(r(a), r(b)),
        Call(f, args) => Call(
            r(f),
            args.into_iter().map(|a| reanchor(a, start, end)).collect(),
        ),
        Unary(op, a) => Unary(op, r(a)),
        Binary(op, a, b) => Binary(op, r(a), r(b)),
        Ternary(a, b, c) => Ternary(r(a), r(b), r(c)),
        Cast(t, a) => Cast(t, r(a)),
        Deref(a) => Deref(r(a)),
        AddrOf(a) => AddrOf(r(a)),
        Member(a, m) => Member(r(a), m),
        IncDec(a, i) => IncDec(r(a), i),
        Assign(op, a, b) => Assign(op, r(a), r(b)),
        OtherAssign(op, a, b) => OtherAssign(op, r(a), r(b)),
        Comma(a, b) => Comma(r(a), r(b)),
        k => k,
    };
    e
}

/// Parses the text of a statement body (`C[i][j] += A[i][k] * B[k][j];`) given the names of
/// its iterators and of the Scop's parameters. This is the body parser that
/// [`hedra_ir::openscop::read`] needs.
pub fn parse_body(text: &str, iterators: &[String], params: &[String]) -> Result<Body, String> {
    let toks = lex(text);
    let end = Span {
        start: text.len(),
        end: text.len(),
    };
    let types: Vec<String> = Vec::new();
    let mut p = Parser::new(text, &toks, &types, end);
    let render = |d: Diagnostic| format!("in `{text}`: {}", d.message);
    let e = p.expression().map_err(render)?;
    p.eat(";");
    if !p.at_end() {
        return Err(format!("in `{text}`: unexpected text after the assignment"));
    }
    let decls = HashMap::new();
    Builder::body_from_tree(text, &decls, &e, iterators, params).map_err(render)
}

/// Reads an OpenScop text (statement bodies parsed with [`parse_body`]).
pub fn read_openscop(text: &str) -> Result<Scop, Error> {
    Ok(hedra_ir::openscop::read(text, &parse_body)?)
}
