//! The declarations visible at a region: the parameters of the enclosing function and the
//! declarations at the top of its body, read from the token stream.
//!
//! This is the front end's one scanner of declarations outside a region (declarations
//! inside it come from the parser). For each declared name it records the type words, the
//! array extents and whether it is a pointer ([`DeclInfo`]); the C integer type of a name
//! is read from these words by [`crate::ctypes::TypeEnv`], which knows every integer type
//! of C and the file's typedefs. Words used as types that are not C's own (`DATA_TYPE`)
//! are returned too, so that the parser recognizes casts to them.

use std::collections::{HashMap, HashSet};

use crate::build::DeclInfo;
use crate::lexer::{Token, TokenKind};
use crate::parser::is_type_word;

/// Declared names and the non-C type words used in their declarations.
pub(crate) type Declarations = (HashMap<String, DeclInfo>, Vec<String>);

/// The declarations visible at token `region_tok`: those of the function whose body's
/// unmatched `{` precedes it, over those at file scope before it.
pub(crate) fn scan_declarations(src: &str, toks: &[Token], region_tok: usize) -> Declarations {
    let text = |t: &Token| &src[t.span.start..t.span.end];
    let mut depth = 0i64;
    for j in (0..region_tok).rev() {
        match text(&toks[j]) {
            "}" => depth += 1,
            "{" if depth == 0 => {
                let local = scan_declarations_from(src, toks, j, region_tok);
                return with_file_scope(src, toks, j, local);
            }
            "{" => depth -= 1,
            _ => {}
        }
    }
    (HashMap::new(), Vec::new())
}

/// `local` (the declarations of a function whose body opens at token `open`) over the
/// declarations at file scope before that function: its globals, as visible as its own
/// names, but never among [`function_scalars`].
pub(crate) fn with_file_scope(
    src: &str,
    toks: &[Token],
    open: usize,
    local: Declarations,
) -> Declarations {
    let sc = Scanner { src };
    let mut out = (HashMap::new(), Vec::new());
    for g in sc.top_level_statements(&toks[..open.min(toks.len())]) {
        let directives = g
            .iter()
            .take_while(|t| t.kind == TokenKind::Directive)
            .count();
        let g = &g[directives..];
        // Only plain declarations: no function definitions or prototypes (a `(` at the
        // top of the statement), no typedefs (the file's facts hold them), no directives.
        let plain = g.first().is_some_and(|t| {
            t.kind == TokenKind::Ident && is_type_word(sc.text(t)) && sc.text(t) != "typedef"
        }) && !g
            .iter()
            .any(|t| t.kind == TokenKind::Directive || matches!(sc.text(t), "(" | "{"));
        if plain {
            sc.declaration(g, true, &mut out);
        }
    }
    // A global pointer may be moved anywhere in the file: never a known alias.
    for info in out.0.values_mut() {
        info.alias_of = None;
    }
    out.0.extend(local.0);
    for w in local.1 {
        if !out.1.contains(&w) {
            out.1.push(w);
        }
    }
    out
}

/// The scalars whose values die with the function whose body directly encloses token
/// `region_tok`: its by-value scalar parameters and the scalars declared at the top level of
/// its body, except `static`, `volatile` and `extern` ones and those whose address the
/// function takes (`&name`) anywhere. Empty when the innermost block around the region is
/// not a function body (a loop's body keeps values from one iteration to the next).
pub(crate) fn function_scalars(src: &str, toks: &[Token], region_tok: usize) -> HashSet<String> {
    private_names(src, toks, region_tok, &|d| !d.pointer)
}

/// Like [`function_scalars`], pointers included: the variables of the enclosing function
/// whose value only an assignment to their name can change (the function never takes their
/// address), which a copy may stand for.
pub(crate) fn function_privates(src: &str, toks: &[Token], region_tok: usize) -> HashSet<String> {
    private_names(src, toks, region_tok, &|_| true)
}

/// The parameters and top-level locals of the function around token `region_tok` that are
/// not arrays, that `keep` accepts, that die with the call and whose address the function
/// never takes.
fn private_names(
    src: &str,
    toks: &[Token],
    region_tok: usize,
    keep: &dyn Fn(&DeclInfo) -> bool,
) -> HashSet<String> {
    let text = |t: &Token| &src[t.span.start..t.span.end];
    let Some(open) = enclosing_function_body(src, toks, region_tok) else {
        return HashSet::new();
    };
    let (decls, _) = scan_declarations_from(src, toks, open, region_tok);
    let mut names: HashSet<String> = decls
        .into_iter()
        .filter(|(_, d)| d.dims.is_empty() && keep(d) && dies_with_function(d))
        .map(|(n, _)| n)
        .collect();
    for j in open..function_end(src, toks, open) {
        if text(&toks[j]) == "&" {
            if let Some(n) = toks.get(j + 1).filter(|n| n.kind == TokenKind::Ident) {
                names.remove(text(n));
            }
        }
    }
    names
}

/// False for a `static`, `volatile` or `extern` declaration: its value outlives the call,
/// or other code sees it.
fn dies_with_function(d: &DeclInfo) -> bool {
    let kept_words = ["static", "volatile", "extern"];
    !d.element_type
        .split_whitespace()
        .any(|w| kept_words.contains(&w))
}

/// The index of the `}` that closes the block opened at token `open` (the end of the tokens
/// when it is not closed).
fn function_end(src: &str, toks: &[Token], open: usize) -> usize {
    let mut depth = 0i64;
    for (j, t) in toks.iter().enumerate().skip(open) {
        match &src[t.span.start..t.span.end] {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// The `{` of the function body that directly encloses token `region_tok`, if the
/// innermost block around it is one.
pub(crate) fn enclosing_function_body(
    src: &str,
    toks: &[Token],
    region_tok: usize,
) -> Option<usize> {
    let text = |t: &Token| &src[t.span.start..t.span.end];
    let mut depth = 0i64;
    for j in (0..region_tok.min(toks.len())).rev() {
        match text(&toks[j]) {
            "}" => depth += 1,
            "{" if depth == 0 => return Some(j).filter(|&o| is_function_body(src, toks, o)),
            "{" => depth -= 1,
            _ => {}
        }
    }
    None
}

/// The arrays whose values die with the function whose body directly encloses token
/// `region_tok`: those declared at the top level of its body (not its parameters, which
/// are pointers to the caller's arrays) with every extent given (constant or variable
/// length), neither `static`, `volatile` nor `extern`, and named nowhere in the function
/// but in subscripts (`a[..]`): an array name alone would pass its address on.
pub(crate) fn function_arrays(src: &str, toks: &[Token], region_tok: usize) -> HashSet<String> {
    let sc = Scanner { src };
    let Some(open) = enclosing_function_body(src, toks, region_tok) else {
        return HashSet::new();
    };
    let parameters = parameter_declarations(&sc, toks, open);
    let (decls, _) = scan_declarations_from(src, toks, open, region_tok);
    let mut names: HashSet<String> = decls
        .into_iter()
        .filter(|(n, d)| {
            !parameters.0.contains_key(n)
                && !d.dims.is_empty()
                && !d.pointer
                && d.dims.iter().all(|x| !x.trim().is_empty())
                && dies_with_function(d)
        })
        .map(|(n, _)| n)
        .collect();
    for j in open..function_end(src, toks, open) {
        let name = sc.text(&toks[j]);
        if names.contains(name) && toks.get(j + 1).map(|n| sc.text(n)) != Some("[") {
            names.remove(name);
        }
    }
    names
}

/// The index of the `(` of the parameter list of the function whose body opens at token
/// `open`, and each parameter's name in order (none for `()` and `(void)`): `None` for a
/// parameter without a plain or array declarator (a macro, a function pointer, `...`).
/// `None` for the whole when two parameters have one name, or there is no list.
pub(crate) fn parameter_names(
    src: &str,
    toks: &[Token],
    open: usize,
) -> Option<(usize, Vec<Option<String>>)> {
    let sc = Scanner { src };
    let params = sc.parameter_list(toks, open)?;
    let lparen = open - 2 - params.len();
    let parts = sc.split_top_level(params, ",");
    let words: Vec<&str> = params.iter().map(|t| sc.text(t)).collect();
    if words.is_empty() || words == ["void"] {
        return Some((lparen, Vec::new()));
    }
    let mut names: Vec<Option<String>> = Vec::new();
    for g in parts {
        let mut out = (HashMap::new(), Vec::new());
        sc.declaration(g, false, &mut out);
        let mut declared = out.0.into_keys();
        match (declared.next(), declared.next()) {
            (Some(name), None) if !names.contains(&Some(name.clone())) => names.push(Some(name)),
            (Some(_), None) => return None,
            _ => names.push(None),
        }
    }
    Some((lparen, names))
}

/// The declarations of the parameters of the function whose body opens at token `open`.
fn parameter_declarations(sc: &Scanner, toks: &[Token], open: usize) -> Declarations {
    let mut out = (HashMap::new(), Vec::new());
    if let Some(params) = sc.parameter_list(toks, open) {
        for g in sc.split_top_level(params, ",") {
            sc.declaration(g, false, &mut out);
        }
    }
    for d in out.0.values_mut() {
        d.parameter = true;
        // `T (*A)[M]` is the parameter `T A[][M]`.
        if d.pointer && d.pointers == 0 {
            d.pointer = false;
        }
    }
    out
}

/// True when the `{` at `open` starts a function body: it follows the `)` of a parameter
/// list that follows a name other than a statement keyword.
fn is_function_body(src: &str, toks: &[Token], open: usize) -> bool {
    let sc = Scanner { src };
    if sc.parameter_list(toks, open).is_none() {
        return false;
    }
    let mut d = 0i64;
    for j in (0..open - 1).rev() {
        match sc.text(&toks[j]) {
            ")" => d += 1,
            "(" if d == 0 => {
                return j > 0
                    && toks[j - 1].kind == TokenKind::Ident
                    && !matches!(
                        sc.text(&toks[j - 1]),
                        "if" | "for" | "while" | "switch" | "return" | "sizeof"
                    );
            }
            "(" => d -= 1,
            _ => {}
        }
    }
    false
}

/// Like [`scan_declarations`], with the `{` of the enclosing function body given: its
/// parameters and the declarations at the top level of the body before token `upto`.
pub(crate) fn scan_declarations_from(
    src: &str,
    toks: &[Token],
    open: usize,
    upto: usize,
) -> Declarations {
    let sc = Scanner { src };
    let mut out = parameter_declarations(&sc, toks, open);
    let region_tok = upto.max(open + 1).min(toks.len());
    let body = &toks[open + 1..region_tok];
    for g in sc.top_level_statements(body) {
        let first_is_type = g.first().is_some_and(|t| {
            t.kind == TokenKind::Ident
                && (is_type_word(sc.text(t))
                    || g.get(1).is_some_and(|n| n.kind == TokenKind::Ident))
        });
        if first_is_type && !g.iter().any(|t| t.kind == TokenKind::Directive) {
            sc.declaration(g, true, &mut out);
        }
    }
    // A pointer that the function moves (`p = b;`, `p++`, `p += 1`) or whose address it
    // takes is no longer known to point at the array it was initialized with.
    for (name, info) in out.0.iter_mut() {
        if info.alias_of.is_some() && sc.changed(body, name) {
            info.alias_of = None;
        }
    }
    out
}

/// Reads declarations from the tokens of `src`.
struct Scanner<'s> {
    src: &'s str,
}

impl<'s> Scanner<'s> {
    fn text(&self, t: &Token) -> &'s str {
        &self.src[t.span.start..t.span.end]
    }

    /// The tokens between the parentheses of the parameter list that ends just before the
    /// body's `{` at `open`, if that is a function body.
    fn parameter_list<'t>(&self, toks: &'t [Token], open: usize) -> Option<&'t [Token]> {
        if open == 0 || self.text(&toks[open - 1]) != ")" {
            return None;
        }
        let mut d = 0i64;
        for j in (0..open - 1).rev() {
            match self.text(&toks[j]) {
                ")" => d += 1,
                "(" if d == 0 => return Some(&toks[j + 1..open - 1]),
                "(" => d -= 1,
                _ => {}
            }
        }
        None
    }

    /// `toks` cut at each `sep` outside brackets; the part after the last `sep` is kept
    /// only when `sep` is `,` (a list), not after the last `;` (an unfinished statement).
    fn split_top_level<'t>(&self, toks: &'t [Token], sep: &str) -> Vec<&'t [Token]> {
        let mut parts = Vec::new();
        let (mut start, mut d) = (0, 0i64);
        for (j, t) in toks.iter().enumerate() {
            match self.text(t) {
                "(" | "[" | "{" => d += 1,
                ")" | "]" | "}" => d -= 1,
                s if s == sep && d == 0 => {
                    parts.push(&toks[start..j]);
                    start = j + 1;
                }
                _ => {}
            }
        }
        if sep == "," {
            parts.push(&toks[start..]);
        }
        parts
    }

    /// The statements of a block (or of a file): `toks` cut at each `;` outside brackets
    /// and after each block that ends a statement, one whose `{` follows a `)` (the body
    /// of a `for`, `if`, `while` or of a function), an `else`, or starts the statement.
    /// Brace initializers (`= {..}`), struct bodies and `do { } while` go on to their `;`.
    /// The part after the last cut is dropped (an unfinished statement).
    fn top_level_statements<'t>(&self, toks: &'t [Token]) -> Vec<&'t [Token]> {
        let mut parts = Vec::new();
        let (mut start, mut d) = (0, 0i64);
        let mut block_ends_statement = false;
        for (j, t) in toks.iter().enumerate() {
            match self.text(t) {
                "{" => {
                    if d == 0 {
                        let before = j.checked_sub(1).map(|b| self.text(&toks[b]));
                        block_ends_statement =
                            j == start || matches!(before, Some(")") | Some("else"));
                    }
                    d += 1;
                }
                "(" | "[" => d += 1,
                ")" | "]" => d -= 1,
                "}" => {
                    d -= 1;
                    let continues = toks
                        .get(j + 1)
                        .is_some_and(|n| matches!(self.text(n), "else" | ";"));
                    if d == 0 && block_ends_statement && !continues {
                        parts.push(&toks[start..=j]);
                        start = j + 1;
                    }
                }
                ";" if d == 0 => {
                    parts.push(&toks[start..j]);
                    start = j + 1;
                }
                _ => {}
            }
        }
        parts
    }

    /// True when `toks` assign to `name` after its declaration (any `name = ...` but the
    /// first, compound assignments, increments, decrements) or take its address.
    fn changed(&self, toks: &[Token], name: &str) -> bool {
        let text = |k: usize| toks.get(k).map(|t| self.text(t)).unwrap_or("");
        let mut assignments = 0;
        for (k, t) in toks.iter().enumerate() {
            if t.kind != TokenKind::Ident || self.text(t) != name {
                continue;
            }
            let before = k.checked_sub(1).map_or("", text);
            match (before, text(k + 1)) {
                ("&" | "++" | "--", _) => return true,
                (_, "++" | "--" | "+=" | "-=") => return true,
                (_, "=") => assignments += 1,
                _ => {}
            }
        }
        assignments > 1
    }

    /// One declaration `TYPE WORDS declarator[, declarator...]` (several declarators only
    /// when `allow_many`).
    fn declaration(&self, g: &[Token], allow_many: bool, out: &mut Declarations) {
        // Type words: identifiers up to the declarator name.
        let mut k = 0;
        while k < g.len() && g[k].kind == TokenKind::Ident {
            let next = g.get(k + 1).map(|t| self.text(t)).unwrap_or("");
            if !is_type_word(self.text(&g[k])) && matches!(next, "[" | "=" | "," | ";" | "") {
                break;
            }
            k += 1;
        }
        if k == 0 {
            return;
        }
        let ty: Vec<&str> = g[..k].iter().map(|t| self.text(t)).collect();
        for w in &ty {
            if !is_type_word(w) && !out.1.iter().any(|x| x == w) {
                out.1.push(w.to_string());
            }
        }
        let declarators = if allow_many {
            self.split_top_level(&g[k..], ",")
        } else {
            vec![&g[k..]]
        };
        for d in declarators {
            if let Some((name, info)) = self.declarator(&ty, d) {
                out.0.insert(name, info);
            }
        }
    }

    /// One declarator `[*]* name [dims]... [= init]` of the type `ty`, or `(*name)[dims]...`,
    /// a pointer to arrays (see [`Scanner::pointer_to_array`]).
    fn declarator(&self, ty: &[&str], decl: &[Token]) -> Option<(String, DeclInfo)> {
        if decl.first().is_some_and(|t| self.text(t) == "(") {
            return self.pointer_to_array(ty, decl);
        }
        // `*` and the qualifiers of the pointer (`* const * restrict p`).
        let (mut stars, mut at) = (0, 0);
        while let Some(t) = decl.get(at) {
            match self.text(t) {
                "*" => stars += 1,
                w if hedra_ir::ctype::is_qualifier(w) => {}
                _ => break,
            }
            at += 1;
        }
        let name = decl.get(at).filter(|t| t.kind == TokenKind::Ident)?;
        let mut dims = Vec::new();
        let mut k = at + 1;
        while k < decl.len() && self.text(&decl[k]) == "[" {
            let e = self.closing_bracket(decl, k + 1);
            dims.push(if k + 1 < e {
                self.src[decl[k + 1].span.start..decl[e - 1].span.end]
                    .trim()
                    .to_string()
            } else {
                String::new()
            });
            k = e + 1;
        }
        let alias_of = match (stars, dims.is_empty(), decl.get(k).map(|t| self.text(t))) {
            (1, true, Some("=")) => self.address_of_array(&decl[k + 1..]),
            _ => None,
        };
        let initialized_from = match stars > 0 {
            true => self.initializer_names(&decl[k..]),
            false => Vec::new(),
        };
        let info = DeclInfo {
            element_type: ty.join(" "),
            dims,
            pointer: stars > 0,
            pointers: stars,
            parameter: false,
            alias_of,
            initialized_from,
            expanded_type: None,
        };
        Some((self.text(name).to_string(), info))
    }

    /// `(* [qualifiers] name) [dims]...`: a pointer to arrays of `dims`, recorded as a
    /// pointer (`pointer`) to an array whose first extent is unknown (`dims` = `["", ..]`)
    /// and whose rows are contiguous (`pointers` = 0). As a parameter it is the array
    /// parameter `name[][dims]` (C adjusts both to the same type), which
    /// [`parameter_declarations`] makes it.
    fn pointer_to_array(&self, ty: &[&str], decl: &[Token]) -> Option<(String, DeclInfo)> {
        let words: Vec<&str> = decl.iter().map(|t| self.text(t)).collect();
        let mut at = 1;
        if words.get(at) != Some(&"*") {
            return None;
        }
        at += 1;
        while words
            .get(at)
            .is_some_and(|w| hedra_ir::ctype::is_qualifier(w))
        {
            at += 1;
        }
        let name = decl.get(at).filter(|t| t.kind == TokenKind::Ident)?;
        if words.get(at + 1) != Some(&")") || words.get(at + 2) != Some(&"[") {
            return None;
        }
        let mut dims = vec![String::new()];
        let mut k = at + 2;
        while k < decl.len() && words[k] == "[" {
            let e = self.closing_bracket(decl, k + 1);
            if e <= k + 1 || e >= decl.len() {
                return None;
            }
            dims.push(
                self.src[decl[k + 1].span.start..decl[e - 1].span.end]
                    .trim()
                    .to_string(),
            );
            k = e + 1;
        }
        let info = DeclInfo {
            element_type: ty.join(" "),
            dims,
            pointer: true,
            // The rows are reached through no pointer: they are contiguous.
            pointers: 0,
            parameter: false,
            alias_of: None,
            initialized_from: self.initializer_names(&decl[k.min(decl.len())..]),
            expanded_type: None,
        };
        Some((self.text(name).to_string(), info))
    }

    /// The identifiers of the initializer `= ...` that starts `rest` (none without one).
    fn initializer_names(&self, rest: &[Token]) -> Vec<String> {
        if rest.first().is_none_or(|t| self.text(t) != "=") {
            return Vec::new();
        }
        let mut names: Vec<String> = rest[1..]
            .iter()
            .filter(|t| t.kind == TokenKind::Ident && !is_type_word(self.text(t)))
            .map(|t| self.text(t).to_string())
            .collect();
        names.dedup();
        names
    }

    /// The array whose first element the initializer `init` points to: `a`, `&a[0]`, or
    /// either after a cast `(T *)`.
    fn address_of_array(&self, init: &[Token]) -> Option<String> {
        let words: Vec<&str> = init.iter().map(|t| self.text(t)).collect();
        // Skip a leading cast `( ... )`.
        let start = match words.first() {
            Some(&"(") => words.iter().position(|w| *w == ")")? + 1,
            _ => 0,
        };
        let ident = |k: usize| {
            init.get(k)
                .filter(|t| t.kind == TokenKind::Ident)
                .map(|t| self.text(t).to_string())
        };
        match &words[start..] {
            [_] => ident(start),
            ["&", _, "[", "0", "]"] => ident(start + 1),
            _ => None,
        }
    }

    /// The index of the `]` that closes a `[` whose contents start at `from` (the length
    /// of `decl` when it is missing).
    fn closing_bracket(&self, decl: &[Token], from: usize) -> usize {
        let mut d = 0;
        for (e, t) in decl.iter().enumerate().skip(from) {
            match self.text(t) {
                "[" => d += 1,
                "]" if d == 0 => return e,
                "]" => d -= 1,
                _ => {}
            }
        }
        decl.len()
    }
}
