//! Where code generated for a region may move into a function of its own.
//!
//! A region's versions (see hedra-opt's `versions`) can be long: thousands of lines of tiled,
//! unrolled loops. Left in the function that holds the region, they make that function too
//! large for the C compiler to inline into its callers, and a call that did little work
//! (the version for small sizes) pays for the call that it no longer saves. Moved into a
//! `static` function of its own, placed just before the enclosing function, a version keeps
//! its speed and the enclosing function stays small.
//!
//! The moved code is correct only if every name it uses means the same there. A function
//! placed before the enclosing one sees the same file-scope declarations and macros; what it
//! does not see are the enclosing function's parameters (so it takes the same parameter
//! list, copied as written, and is called with the parameters' names) and its local
//! variables. [`OutlineSite`] records both: the parameter list and the names that the
//! function's body declares before the region ([`OutlineSite::hidden_in`]). A site exists
//! only where this can be known from the tokens alone:
//! - the innermost block around the region is a function body, with a prototype-style
//!   parameter list whose every parameter has a plain or array declarator, as written or,
//!   for a parameter declared through a macro (`DATA_TYPE HK_2D(A, N, M)`), in the
//!   preprocessed file (the list is copied as written, macros and all);
//! - no preprocessor line but `#pragma` lies between the function's `{` and the region (a
//!   macro defined there would not be defined where the new function goes);
//! - what precedes the function's name back to the previous declaration is type words,
//!   `*` and `__attribute__((...))`.
//!
//! A local name is found conservatively: any identifier of the body before the region that
//! is once followed by `=`, `,`, `;`, `[` or `)` (where a declarator ends), except type
//! names and members (`s.n`). A macro of the file whose replacement names one of them is
//! hidden too, as its expansion would.

use std::collections::BTreeSet;

use crate::lexer::{lex, Token, TokenKind};
use crate::{decls, directive_words, Expansion, FileFacts, Region};

/// Where a region's generated code may be moved into a new function: before the function
/// that encloses the region, with the same parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutlineSite {
    /// The enclosing function's name.
    pub function: String,
    /// Byte offset in the source where a new definition may be inserted: the start of the
    /// line where the enclosing function's definition begins.
    pub insert_at: usize,
    /// The enclosing function's parameter list as written, between its parentheses
    /// (`void` or empty when it has none).
    pub parameters: String,
    /// The parameters' names, in order: the arguments of a call from the enclosing
    /// function.
    pub arguments: Vec<String>,
    /// Names that moved code must not use: the locals of the enclosing function visible at
    /// the region, and the macros whose replacement names one.
    hidden: BTreeSet<String>,
    /// True when the locals' addresses may be taken: no `register` declaration precedes
    /// the region in the function.
    pub addressable_locals: bool,
}

impl OutlineSite {
    /// The names of `code` (C text) that would not mean the same in a function at this
    /// site: the enclosing function's locals, and the file's macros that name one.
    pub fn hidden_in(&self, code: &str) -> Vec<String> {
        code_names(code)
            .into_iter()
            .filter(|n| self.hidden.contains(n))
            .collect()
    }
}

/// The names that the C text `code` uses: its identifiers, but for members and keywords.
pub fn code_names(code: &str) -> BTreeSet<String> {
    identifiers(code, &lex(code))
}

/// The site where the code of the region at `region` (of the file `src`) may move, when one
/// exists (see the module's documentation). `expansion`, the preprocessed file, names the
/// parameters declared through macros.
pub fn outline_site(
    src: &str,
    region: &Region,
    expansion: Option<&Expansion>,
) -> Option<OutlineSite> {
    let toks = lex(src);
    let text = |t: &Token| &src[t.span.start..t.span.end];
    let region_tok = toks
        .iter()
        .position(|t| t.span.start >= region.pragma_start)?;
    let open = decls::enclosing_function_body(src, &toks, region_tok)?;
    let (lparen, written) = decls::parameter_names(src, &toks, open)?;
    let expanded = || expansion?.parameter_names_at(region.line);
    let arguments = argument_names(written, expanded)?;
    let name_tok = lparen.checked_sub(1)?;
    let before = &toks[open + 1..region_tok];
    let defines = |t: &Token| {
        t.kind == TokenKind::Directive && directive_words(text(t)).first() != Some(&"pragma")
    };
    if before.iter().any(defines) {
        return None;
    }
    let start_tok = definition_start(src, &toks, name_tok)?;
    let insert_at = line_start(src, toks[start_tok].span.start);
    let facts = FileFacts::scan(src, &toks);
    let is_type =
        |w: &str| crate::parser::is_type_word(w) || facts.type_names.iter().any(|n| n == w);
    let mut hidden: BTreeSet<String> = declarators(src, before)
        .into_iter()
        .filter(|n| !arguments.contains(n) && !is_type(n))
        .collect();
    hide_macros(src, &toks[..region_tok], &mut hidden);
    let addressable_locals = !before.iter().any(|t| text(t) == "register");
    let parameters = src[toks[lparen].span.end..toks[open - 1].span.start]
        .trim()
        .to_string();
    Some(OutlineSite {
        function: text(&toks[name_tok]).to_string(),
        insert_at,
        parameters,
        arguments,
        hidden,
        addressable_locals,
    })
}

/// The parameters' names: as written when every parameter's declarator is readable there;
/// else as the preprocessor expanded the list, when it declares as many parameters, with
/// the names that are readable as written, and no name twice.
fn argument_names(
    written: Vec<Option<String>>,
    expanded: impl FnOnce() -> Option<Vec<String>>,
) -> Option<Vec<String>> {
    if written.iter().all(Option::is_some) {
        return written.into_iter().collect();
    }
    let expanded = expanded()?;
    let agrees = expanded.len() == written.len()
        && written
            .iter()
            .zip(&expanded)
            .all(|(w, e)| w.as_ref().is_none_or(|w| w == e));
    let unique = expanded.iter().collect::<BTreeSet<_>>().len() == expanded.len();
    (agrees && unique).then_some(expanded)
}

/// The token where the definition whose name is at `name_tok` begins: back over type
/// words, `*` and `__attribute__((...))` to the previous `;`, `}` or preprocessor line (or
/// the file's start). `None` when something else comes first.
fn definition_start(src: &str, toks: &[Token], name_tok: usize) -> Option<usize> {
    let text = |k: usize| &src[toks[k].span.start..toks[k].span.end];
    let mut k = name_tok;
    while k > 0 {
        let prev = k - 1;
        if toks[prev].kind == TokenKind::Directive || matches!(text(prev), ";" | "}") {
            break;
        }
        if text(prev) == ")" {
            // `__attribute__((...))`: back to its keyword.
            let open = matching_open(src, toks, prev)?;
            if open == 0 || !text(open - 1).starts_with("__attribute") {
                return None;
            }
            k = open - 1;
            continue;
        }
        if toks[prev].kind != TokenKind::Ident && text(prev) != "*" {
            return None;
        }
        k = prev;
    }
    Some(k)
}

/// The `(` that the `)` at `close` closes.
fn matching_open(src: &str, toks: &[Token], close: usize) -> Option<usize> {
    let mut depth = 0i64;
    for j in (0..=close).rev() {
        match &src[toks[j].span.start..toks[j].span.end] {
            ")" => depth += 1,
            "(" => {
                depth -= 1;
                if depth == 0 {
                    return Some(j);
                }
            }
            _ => {}
        }
    }
    None
}

/// The start of the line holding byte `at` when only blanks precede it there, else `at`.
fn line_start(src: &str, at: usize) -> usize {
    let from = src[..at].rfind('\n').map_or(0, |p| p + 1);
    match src[from..at].trim().is_empty() {
        true => from,
        false => at,
    }
}

/// The identifiers of `toks` (tokens of `src`) that end a declarator somewhere: followed by
/// `=`, `,`, `;`, `[` or `)`, and not a member (`s.n`, `p->n`).
fn declarators(src: &str, toks: &[Token]) -> BTreeSet<String> {
    let text = |t: &Token| &src[t.span.start..t.span.end];
    let mut out = BTreeSet::new();
    for (k, t) in toks.iter().enumerate() {
        let member = k > 0 && matches!(text(&toks[k - 1]), "." | "->");
        let next = toks.get(k + 1).map(text);
        if t.kind == TokenKind::Ident
            && !member
            && matches!(next, Some("=" | "," | ";" | "[" | ")"))
            && !hedra_ir::ctype::is_c_keyword(text(t))
        {
            out.insert(text(t).to_string());
        }
    }
    out
}

/// The identifiers that `toks` (tokens of `src`) use as names: members and keywords aside.
fn identifiers(src: &str, toks: &[Token]) -> BTreeSet<String> {
    let text = |t: &Token| &src[t.span.start..t.span.end];
    toks.iter()
        .enumerate()
        .filter(|(k, t)| {
            t.kind == TokenKind::Ident
                && !(*k > 0 && matches!(text(&toks[k - 1]), "." | "->"))
                && !hedra_ir::ctype::is_c_keyword(text(t))
        })
        .map(|(_, t)| text(t).to_string())
        .collect()
}

/// Adds to `hidden` every macro defined in `toks` whose replacement names a hidden name,
/// until no more are found (a macro through another).
fn hide_macros(src: &str, toks: &[Token], hidden: &mut BTreeSet<String>) {
    let macros: Vec<(String, BTreeSet<String>)> = toks
        .iter()
        .filter(|t| t.kind == TokenKind::Directive)
        .filter_map(|t| {
            let line = &src[t.span.start..t.span.end];
            let words = directive_words(line);
            if words.first() != Some(&"define") {
                return None;
            }
            let body = line.split_once("define")?.1;
            let toks = lex(body);
            let name = toks.first().map(|n| &body[n.span.start..n.span.end])?;
            Some((name.to_string(), identifiers(body, &toks[1..])))
        })
        .collect();
    loop {
        let more: Vec<String> = macros
            .iter()
            .filter(|(name, uses)| {
                !hidden.contains(name) && uses.iter().any(|u| hidden.contains(u))
            })
            .map(|(name, _)| name.clone())
            .collect();
        if more.is_empty() {
            return;
        }
        hidden.extend(more);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(src: &str) -> Option<OutlineSite> {
        let ex = crate::extract(src);
        outline_site(src, &ex.regions[0].region, None)
    }

    /// The site with an expansion of `src`: `expanded` with a line marker (the same lines).
    fn site_expanded(src: &str, expanded: &str) -> Option<OutlineSite> {
        let ex = crate::extract(src);
        let expansion = Expansion::new(format!("# 1 \"k.c\"\n{expanded}"));
        outline_site(src, &ex.regions[0].region, Some(&expansion))
    }

    const KERNEL: &str = "#define N 10\n/* doc */\nstatic void\nkernel(int n, double A[n][N], double *restrict b)\n{\n  int i, j;\n  double s = 0;\n#pragma scop\n  for (i = 0; i < n; i++)\n    b[i] = A[i][0];\n#pragma endscop\n}\n";

    #[test]
    fn a_kernel_function_is_a_site() {
        let s = site(KERNEL).unwrap();
        assert_eq!(s.function, "kernel");
        assert_eq!(s.arguments, ["n", "A", "b"]);
        assert_eq!(s.parameters, "int n, double A[n][N], double *restrict b");
        assert_eq!(&KERNEL[s.insert_at..s.insert_at + 11], "static void");
        assert_eq!(
            s.hidden_in("{ int c0; for (c0 = 0; c0 < n; c0++) b[c0] = A[c0][N-1]; }"),
            Vec::<String>::new()
        );
        assert_eq!(s.hidden_in("{ (void)i; b[0] = s; q.s = 1; }"), ["i", "s"]);
    }

    #[test]
    fn macros_that_name_locals_are_hidden() {
        let src = KERNEL.replace(
            "#define N 10\n",
            "#define N 10\n#define S (s + 1)\n#define T S\n",
        );
        let s = site(&src).unwrap();
        assert_eq!(s.hidden_in("b[0] = T; b[1] = N;"), ["T"]);
    }

    #[test]
    fn no_site_without_a_plain_function_around_the_region() {
        // A preprocessor line between the body's `{` and the region (a pragma is no macro).
        assert!(site(&KERNEL.replace("  double s = 0;\n", "#define M 3\n")).is_none());
        assert!(site(&KERNEL.replace("  double s = 0;\n", "#pragma hedra scratch(b)\n")).is_some());
        // The region inside a nested block.
        let nested = KERNEL
            .replace("#pragma scop\n", "  {\n#pragma scop\n")
            .replace("}\n", "}}\n");
        assert!(site(&nested).is_none());
        // A parameter whose declarator is a macro.
        assert!(site(&KERNEL.replace("double *restrict b", "double B1D(b, n)")).is_none());
        // A variadic function.
        assert!(site(&KERNEL.replace("double *restrict b", "double *b, ...")).is_none());
    }

    #[test]
    fn parameters_declared_through_macros_are_named_by_the_expansion() {
        let src = KERNEL.replace("double *restrict b", "double B1D(b, n)");
        let expanded = |with: &str| {
            KERNEL
                .replace("#define N 10\n", "\n")
                .replace("[N]", "[10]")
                .replace("double *restrict b", with)
        };
        let s = site_expanded(&src, &expanded("double b[n]")).unwrap();
        assert_eq!(s.arguments, ["n", "A", "b"]);
        assert_eq!(s.parameters, "int n, double A[n][N], double B1D(b, n)");
        // A macro that declares two parameters, or a name that the expansion spells
        // otherwise than the text: no site.
        assert!(site_expanded(&src, &expanded("double b[n], int m")).is_none());
        let renamed = expanded("double b[n]").replace("int n,", "int n2,");
        assert!(site_expanded(&src, &renamed).is_none());
        // Without an expansion, the macro's name is not known.
        assert!(site(&src).is_none());
    }

    #[test]
    fn attributes_and_void_parameter_lists() {
        let src = "int x[4];\n__attribute__((hot)) void f(void) {\n#pragma scop\n  x[0] = 1;\n#pragma endscop\n}\n";
        let s = site(src).unwrap();
        assert!(s.arguments.is_empty());
        assert_eq!(s.parameters, "void");
        assert_eq!(&src[s.insert_at..s.insert_at + 13], "__attribute__");
    }
}
