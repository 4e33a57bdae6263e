//! The driver's side of `#pragma hedra dcop`: a marked nest that has no static model is
//! handed to the speculative runtime (hedra-rt) instead of being left as written, when
//! hedra-dcop can model it (pointer rows, indirect subscripts, bounds read from memory).

use hedra_c::diag::Diagnostic;
use hedra_c::lexer::{lex, Span, TokenKind};
use hedra_c::Region;
use hedra_dcop::{Decl, Nest};

/// A nest handed to the runtime.
#[derive(Clone, Debug)]
pub struct RuntimeNest {
    /// Why it has no static model.
    pub not_static: Diagnostic,
    /// Its loops.
    pub loops: usize,
    /// Its statements (computation bones).
    pub statements: usize,
    /// Its feeds: the loads whose values the runtime predicts.
    pub feeds: usize,
}

/// The block that replaces the dcop `region` of `src` (from its pragma to the end of its
/// nest), numbered `n` in the file, or why the nest stays as written.
pub fn runtime_replacement(
    src: &str,
    region: &Region,
    n: usize,
    not_static: Diagnostic,
) -> Result<(String, RuntimeNest), Diagnostic> {
    let site = hedra_c::dcop::dcop_sites(src)
        .into_iter()
        .find(|s| s.pragma.start == region.pragma_start)
        .ok_or_else(|| Diagnostic::error(Span::default(), "the dcop pragma was not found again"))?;
    let stmt = site.statement?.span;
    let text = &src[stmt.start..stmt.end];
    let mut decls: Vec<Decl> = Vec::new();
    for t in lex(text) {
        let name = &text[t.span.start..t.span.end];
        if t.kind != TokenKind::Ident || decls.iter().any(|d| d.name == name) {
            continue;
        }
        if let Some(d) = site.declarations.get(name) {
            decls.push(Decl {
                name: name.to_string(),
                element_type: d.element_type.clone(),
                pointers: d.pointers,
                dims: d.dims.clone(),
                parameter: d.parameter,
                private: site.private.contains(name),
            });
        }
    }
    let shift = |mut d: Diagnostic| {
        d.span.start += stmt.start;
        d.span.end += stmt.start;
        d.with_note(format!(
            "nest left unchanged: it has no static model ({}), and the speculative runtime cannot follow it",
            not_static.message
        ))
    };
    let nest = Nest::build(text, &decls).map_err(shift)?;
    let line_start = src[..stmt.start].rfind('\n').map_or(0, |p| p + 1);
    let indent: String = src[line_start..stmt.start]
        .chars()
        .take_while(|c| c.is_whitespace())
        .collect();
    let code = hedra_dcop::emit::replacement(&nest, n, &indent);
    let summary = RuntimeNest {
        not_static,
        loops: nest.loops.len(),
        statements: nest.stmts.len(),
        feeds: nest.loads.iter().filter(|l| l.feed).count(),
    };
    Ok((code, summary))
}
