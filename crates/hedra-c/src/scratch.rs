//! `#pragma hedra scratch(a, b, ...)`: arrays whose values the program does not need after
//! the region that follows.
//!
//! The line goes before `#pragma scop` (anywhere after the previous region). Each name must
//! be an array (not a scalar) that the region accesses and that its function does not name
//! after the region; such an array is marked dead after the region
//! ([`hedra_ir::Array::dead_after`]), which lets later stages contract it to the cells whose
//! values are live at once. The promise covers the rest of the program: hedra checks only
//! the enclosing function. A name that fails a condition gets a warning at its position
//! and is ignored; the pragma never stops a region.

use std::collections::HashSet;

use hedra_ir::{Scop, SourceWarning};

use crate::lexer::{line_col, Span};

/// Applies the scratch pragmas at `pragmas` (spans of whole directives in `src`) to
/// `scop`, whose function names `live_after` after the region.
pub(crate) fn apply(src: &str, pragmas: &[Span], scop: &mut Scop, live_after: &HashSet<String>) {
    for span in pragmas {
        let text = &src[span.start..span.end];
        let Some((names, at)) = name_list(text) else {
            let (line, col) = line_col(src, span.start);
            scop.warnings.push(SourceWarning {
                line,
                col,
                message: "malformed `#pragma hedra scratch`: expected array names in \
                          parentheses, as in `#pragma hedra scratch(tmp, buf)`; ignored"
                    .into(),
            });
            continue;
        };
        for (name, offset) in names.into_iter().zip(at) {
            if let Some(why) = refusal(scop, name, live_after) {
                let (line, col) = line_col(src, span.start + offset);
                scop.warnings.push(SourceWarning {
                    line,
                    col,
                    message: format!("`{name}` in `#pragma hedra scratch`: {why}"),
                });
            } else if let Some(a) = scop.arrays.iter_mut().find(|a| a.name == name) {
                a.dead_after = true;
            }
        }
    }
}

/// Why `name` cannot be a scratch array of `scop`, if it cannot.
fn refusal(scop: &Scop, name: &str, live_after: &HashSet<String>) -> Option<String> {
    let Some(a) = scop.array(name) else {
        return Some("the region does not access an array of that name; ignored".into());
    };
    if a.rank == 0 {
        return Some("it is a scalar, and only arrays are contracted; ignored".into());
    }
    if live_after.contains(name) {
        return Some(
            "the function uses it after the region, so its values may be needed; it keeps \
             its storage"
                .into(),
        );
    }
    None
}

/// The names in the parentheses after `scratch` in a directive's text, with their byte
/// offsets in it; `None` when the text is not of that form.
fn name_list(text: &str) -> Option<(Vec<&str>, Vec<usize>)> {
    let open = text.find("scratch")? + "scratch".len();
    let rest = &text[open..];
    let lp = rest.find('(')?;
    if !rest[..lp].trim().is_empty() {
        return None;
    }
    let rp = rest.find(')')?;
    if !rest[rp + 1..].trim().is_empty() && !rest[rp + 1..].trim_start().starts_with("//") {
        return None;
    }
    let inner_start = open + lp + 1;
    let (mut names, mut at) = (Vec::new(), Vec::new());
    let mut pos = inner_start;
    for part in text[inner_start..open + rp].split(',') {
        let name = part.trim();
        let ident = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ident {
            return None;
        }
        names.push(name);
        at.push(pos + (part.len() - part.trim_start().len()));
        pos += part.len() + 1;
    }
    Some((names, at))
}

#[cfg(test)]
mod tests {
    use super::name_list;

    #[test]
    fn names_and_offsets() {
        let (n, at) = name_list("#pragma hedra scratch(tmp, buf)").unwrap();
        assert_eq!(n, ["tmp", "buf"]);
        assert_eq!(at, [22, 27]);
        assert!(name_list("#pragma hedra scratch tmp").is_none());
        assert!(name_list("#pragma hedra scratch()").is_none());
        assert!(name_list("#pragma hedra scratch(a b)").is_none());
        assert!(name_list("#pragma hedra scratch(a) x").is_none());
    }
}
