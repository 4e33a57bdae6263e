//! Declarations seen through the C preprocessor.
//!
//! A region's text is modeled as written: its macros stay symbolic in the output. But the
//! declarations around it may be written through macros that the front end cannot read
//! (`DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk)` declares `double A[800][1100]`), or live in a
//! header (a global array, a `typedef` of an integer type). Without them an array has no
//! known element type or shape, and optimizations that need one (scalar promotion, which
//! declares scalars of the element type) are skipped.
//!
//! An [`Expansion`] is the output of the system preprocessor (`cc -E`) on the same file,
//! with its line markers (`# 12 "file.c"`), given by the driver. The front end maps each
//! region to the expanded text by its line in the main file (the file of the first line
//! marker) and reads the declarations visible there with the same scanner as for the
//! original text ([`crate::decls`]). They complete the original's: a name the original
//! declares keeps its declaration as written (symbolic: `DATA_TYPE`, `N`), and a name
//! that only the expansion declares gets the expanded one. The file's facts (typedefs of
//! integer types, type names, pure functions) are completed the same way.

use std::collections::BTreeMap;

use crate::decls::{scan_declarations, Declarations};
use crate::lexer::{lex, line_col, Token, TokenKind};
use crate::FileFacts;

/// The preprocessed text of a source file, indexed by the lines of the main file.
#[derive(Clone, Debug)]
pub struct Expansion {
    text: String,
    toks: Vec<Token>,
    /// Line of the main file -> index of the first token that comes from it.
    lines: BTreeMap<usize, usize>,
    facts: FileFacts,
}

impl Expansion {
    /// Indexes the output of `cc -E` (line markers kept) on a file.
    pub fn new(text: String) -> Expansion {
        let toks = lex(&text);
        let facts = FileFacts::scan(&text, &toks);
        let lines = main_file_lines(&text, &toks);
        Expansion {
            text,
            toks,
            lines,
            facts,
        }
    }

    /// How many lines of the main file have tokens in the expansion (0 when the text has
    /// no line markers: then nothing can be mapped).
    pub fn mapped_lines(&self) -> usize {
        self.lines.len()
    }

    /// The declarations visible at the first token of `line` of the main file; `None` when
    /// no token of the expansion comes from that line (a line that `#if` left out: the
    /// declarations around another line could be another function's).
    pub(crate) fn declarations_at(&self, line: usize) -> Option<Declarations> {
        let &k = self.lines.get(&line)?;
        Some(scan_declarations(&self.text, &self.toks, k))
    }

    /// The parameters' names of the function whose body holds `line` of the main file, as
    /// its expanded parameter list declares them (`DATA_TYPE HK_2D(A, N, M)` is `double
    /// A[N][M]` there); `None` when that line has no token, or some parameter no name.
    pub(crate) fn parameter_names_at(&self, line: usize) -> Option<Vec<String>> {
        let &k = self.lines.get(&line)?;
        let open = crate::decls::enclosing_function_body(&self.text, &self.toks, k)?;
        let (_, names) = crate::decls::parameter_names(&self.text, &self.toks, open)?;
        names.into_iter().collect()
    }

    /// The facts of the whole expanded file.
    pub(crate) fn facts(&self) -> &FileFacts {
        &self.facts
    }
}

/// `(line, file)` of a line marker `# 12 "file.c" 1`, or `#line 12 "file.c"`.
fn line_marker(text: &str) -> Option<(usize, &str)> {
    let t = text.trim_start().strip_prefix('#')?.trim_start();
    let t = t.strip_prefix("line").unwrap_or(t).trim_start();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let line = t[..digits].parse().ok()?;
    let rest = t[digits..].trim_start().strip_prefix('"')?;
    let file = &rest[..rest.find('"')?];
    Some((line, file))
}

/// For every line of the main file (the file of the first line marker), the index of its
/// first token in `toks`.
fn main_file_lines(text: &str, toks: &[Token]) -> BTreeMap<usize, usize> {
    let mut lines = BTreeMap::new();
    let mut main: Option<String> = None;
    // The current file, and the main-file line of expanded line `base_line`.
    let mut current: Option<(bool, usize, usize)> = None;
    for (k, t) in toks.iter().enumerate() {
        let here = line_col(text, t.span.start).0;
        if t.kind == TokenKind::Directive {
            if let Some((line, file)) = line_marker(&text[t.span.start..t.span.end]) {
                let main = main.get_or_insert_with(|| file.to_string());
                current = Some((file == main, line, here + 1));
                continue;
            }
        }
        if let Some((true, line, base)) = current {
            if here >= base {
                lines.entry(line + here - base).or_insert(k);
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_the_main_file_are_mapped_through_markers() {
        let text = "# 1 \"k.c\"\n# 1 \"h.h\" 1\nint x;\n# 3 \"k.c\" 2\nvoid f(double A[8][9]) {\n  A[0][0] = 1;\n}\n";
        let e = Expansion::new(text.to_string());
        // Line 3 of k.c is `void f(...`; line 4 its body.
        let k = e.lines[&3];
        assert_eq!(&e.text[e.toks[k].span.start..e.toks[k].span.end], "void");
        let k = e.lines[&4];
        assert_eq!(&e.text[e.toks[k].span.start..e.toks[k].span.end], "A");
        assert!(!e.lines.contains_key(&1), "h.h's line is not k.c's");
        assert!(e.declarations_at(7).is_none(), "k.c has no line 7");
        let (decls, _) = e.declarations_at(4).expect("declarations");
        assert_eq!(decls["A"].dims, vec!["8", "9"]);
        assert_eq!(decls["A"].element_type, "double");
    }

    #[test]
    fn markers_are_read() {
        assert_eq!(line_marker("# 12 \"a b.c\" 1 3"), Some((12, "a b.c")));
        assert_eq!(line_marker("#line 7 \"x.c\""), Some((7, "x.c")));
        assert_eq!(line_marker("#pragma scop"), None);
    }
}
