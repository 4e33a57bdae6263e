//! The forms of a kernel: the same computation written in other ways (issue 15's variant
//! suite), for the end-to-end tests and `hedra-bench --forms`.
//!
//! A kernel `kernels/NAME/NAME.c` is one program whose loop nests live in one function,
//! `static void kernel_NAME(...)`. Its forms are whole programs that differ from it only in
//! that function:
//! - **as written**: the program itself;
//! - **hand-written forms**: every `kernels/NAME/forms/FORM.c`, a file holding a comment and
//!   another definition of `kernel_NAME` (another legal loop order, statements fused or
//!   distributed differently, other increments and factor orders), spliced into the program
//!   in place of the original function ([`splice`]);
//! - **declaration styles**, generated from the program as written: its array parameters
//!   declared through the macros of `kernel.h` (`DATA_TYPE HK_2D(A, N, M)`, which hedra reads
//!   through the preprocessor) and as pointers to rows (`DATA_TYPE (*A)[M]`)
//!   ([`declaration_variant`]).
//!
//! Every form computes each value with the same operations in the same order as the
//! program as written, so its outputs are equal byte for byte: the tests require it.

use std::fs;
use std::path::Path;

/// One form of a kernel: a label and the whole program's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// `as written`, the stem of a hand-written form (`loop_order`), or a declaration style
    /// (`macro declarations`, `pointer-to-array`).
    pub label: String,
    /// The complete C program.
    pub text: String,
}

impl Form {
    /// The label as a file name ([`file_stem`]).
    pub fn stem(&self) -> String {
        file_stem(&self.label)
    }
}

/// `label` as a file name: every character other than an ASCII letter, a digit, `-` or `_`
/// becomes `_`.
pub fn file_stem(label: &str) -> String {
    let keep = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    label
        .chars()
        .map(|c| if keep(c) { c } else { '_' })
        .collect()
}

/// The label of the program as written.
pub const AS_WRITTEN: &str = "as written";

/// How a generated form declares the array parameters of a kernel function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeclarationStyle {
    /// Through the macros of `kernel.h`: `DATA_TYPE HK_2D(A, N, M)`, as benchmark suites
    /// write them; hedra reads them through the preprocessor.
    Macro,
    /// As a pointer to the rows: `DATA_TYPE (*A)[M]` (vectors as written).
    PointerToArray,
}

impl DeclarationStyle {
    /// Both styles.
    pub const ALL: [DeclarationStyle; 2] =
        [DeclarationStyle::Macro, DeclarationStyle::PointerToArray];

    /// The form's label.
    pub fn label(self) -> &'static str {
        match self {
            DeclarationStyle::Macro => "macro declarations",
            DeclarationStyle::PointerToArray => "pointer-to-array",
        }
    }
}

/// Every form of the kernel `name` whose program is `text` and whose directory is `dir`:
/// as written, the hand-written forms of `dir/forms/` in the order of their names, then the
/// declaration styles.
pub fn of_kernel(dir: &Path, name: &str, text: &str) -> Result<Vec<Form>, String> {
    let mut forms = vec![Form {
        label: AS_WRITTEN.to_string(),
        text: text.to_string(),
    }];
    for (stem, function) in hand_written(dir)? {
        let spliced = splice(text, name, &function)
            .map_err(|e| format!("{}/forms/{stem}.c: {e}", dir.display()))?;
        forms.push(Form {
            label: stem,
            text: spliced,
        });
    }
    for style in DeclarationStyle::ALL {
        forms.push(Form {
            label: style.label().to_string(),
            text: declaration_variant(text, name, style)?,
        });
    }
    Ok(forms)
}

/// The `(stem, text)` of every `dir/forms/*.c`, sorted by stem; none if there is no such
/// directory.
fn hand_written(dir: &Path) -> Result<Vec<(String, String)>, String> {
    let forms = dir.join("forms");
    if !forms.is_dir() {
        return Ok(Vec::new());
    }
    let entries =
        fs::read_dir(&forms).map_err(|e| format!("cannot read {}: {e}", forms.display()))?;
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .map(str::to_string);
        match (stem, path.extension().and_then(|e| e.to_str())) {
            (Some(stem), Some("c")) => {
                let text = fs::read_to_string(&path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                found.push((stem, text));
            }
            _ => continue,
        }
    }
    found.sort();
    Ok(found)
}

/// `program` with its definition of `kernel_NAME` replaced by the one in `form` (the text
/// of `form` from that definition's head on; a comment before it is dropped).
pub fn splice(program: &str, name: &str, form: &str) -> Result<String, String> {
    let head = kernel_head(name);
    let (start, end) = function_span(program, &head)
        .ok_or_else(|| format!("the program has no definition of kernel_{name}"))?;
    let (form_start, form_end) = function_span(form, &head)
        .ok_or_else(|| format!("no definition of kernel_{name} with balanced braces"))?;
    if !form[form_end..].trim().is_empty() {
        return Err(format!("text after the definition of kernel_{name}"));
    }
    Ok(format!(
        "{}{}{}",
        &program[..start],
        &form[form_start..form_end],
        &program[end..]
    ))
}

fn kernel_head(name: &str) -> String {
    format!("static void kernel_{name}(")
}

/// The byte range of the definition that starts with `head`: from the head to its closing
/// brace, included. Braces are counted outside comments, strings and character constants.
fn function_span(text: &str, head: &str) -> Option<(usize, usize)> {
    let start = text.find(head)?;
    let body = start + text[start..].find('{')?;
    let mut depth = 0usize;
    let mut chars = text[body..].char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some((start, body + i + 1));
                }
            }
            '/' if chars.peek().map(|&(_, n)| n) == Some('*') => {
                let rest = &text[body + i + 2..];
                let close = rest.find("*/")?;
                let skip_to = body + i + 2 + close + 2;
                while chars.peek().is_some_and(|&(j, _)| body + j < skip_to) {
                    chars.next();
                }
            }
            '/' if chars.peek().map(|&(_, n)| n) == Some('/') => {
                for (_, n) in chars.by_ref() {
                    if n == '\n' {
                        break;
                    }
                }
            }
            '"' | '\'' => {
                let mut escaped = false;
                for (_, n) in chars.by_ref() {
                    match n {
                        _ if escaped => escaped = false,
                        '\\' => escaped = true,
                        _ if n == c => break,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    None
}

/// One parameter declaration (`DATA_TYPE A[N][M]`) in `style`; other parameters as they are.
fn restyle_parameter(p: &str, style: DeclarationStyle) -> String {
    let p = p.trim();
    let Some(open) = p.find('[') else {
        return p.to_string();
    };
    let (declarator, extents) = p.split_at(open);
    let Some((ty, name)) = declarator.trim().rsplit_once(char::is_whitespace) else {
        return p.to_string();
    };
    let extents: Vec<&str> = extents
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split("][")
        .map(str::trim)
        .collect();
    match style {
        DeclarationStyle::Macro => {
            format!("{ty} HK_{}D({name}, {})", extents.len(), extents.join(", "))
        }
        // A vector stays as written: as `T *x` it would lose its extent, which a parameter
        // declared `T x[6]` gives (to hedra, not to C).
        DeclarationStyle::PointerToArray if extents.len() == 1 => p.to_string(),
        DeclarationStyle::PointerToArray => {
            let rows: String = extents[1..].iter().map(|e| format!("[{e}]")).collect();
            format!("{ty} (*{name}){rows}")
        }
    }
}

/// The program with the array parameters of `kernel_NAME` declared in `style`.
pub fn declaration_variant(
    text: &str,
    name: &str,
    style: DeclarationStyle,
) -> Result<String, String> {
    let head = kernel_head(name);
    let missing = || format!("the program has no definition of kernel_{name}");
    let start = text.find(&head).ok_or_else(missing)? + head.len();
    let end = start + text[start..].find(')').ok_or_else(missing)?;
    let params: Vec<String> = text[start..end]
        .split(',')
        .map(|p| restyle_parameter(p, style))
        .collect();
    Ok(format!(
        "{}{}{}",
        &text[..start],
        params.join(", "),
        &text[end..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROGRAM: &str = "#include \"kernel.h\"\n\
        static void kernel_k(int n, DATA_TYPE A[N][M], DATA_TYPE x[N])\n{\n  /* } */\n  int i;\n  for (i = 0; i < n; i++) { x[i] = '}'; }\n}\n\
        int main(void) { return 0; }\n";

    #[test]
    fn a_form_replaces_the_whole_function_and_nothing_else() {
        let form = "/* i downwards */\nstatic void kernel_k(int n, DATA_TYPE A[N][M], DATA_TYPE x[N])\n{\n  int i;\n  for (i = n - 1; i >= 0; --i) x[i] = 1;\n}\n";
        let got = splice(PROGRAM, "k", form).unwrap();
        assert!(got.starts_with("#include \"kernel.h\"\nstatic void kernel_k("));
        assert!(got.contains("--i) x[i] = 1;\n}\nint main(void)"), "{got}");
        assert!(
            !got.contains("i downwards") && !got.contains("'}'"),
            "{got}"
        );
    }

    #[test]
    fn a_form_without_the_function_or_with_extra_text_is_an_error() {
        assert!(splice(PROGRAM, "k", "static void kernel_j(void) {}").is_err());
        assert!(splice(PROGRAM, "k", "static void kernel_k(void) {").is_err());
        assert!(splice(PROGRAM, "k", "static void kernel_k(void) {}\nint y;").is_err());
        assert!(splice("int main(void) {}", "k", "static void kernel_k(void) {}").is_err());
    }

    #[test]
    fn declaration_styles_rewrite_only_array_parameters() {
        let m = declaration_variant(PROGRAM, "k", DeclarationStyle::Macro).unwrap();
        assert!(m.contains("kernel_k(int n, DATA_TYPE HK_2D(A, N, M), DATA_TYPE HK_1D(x, N))"));
        let p = declaration_variant(PROGRAM, "k", DeclarationStyle::PointerToArray).unwrap();
        assert!(p.contains("kernel_k(int n, DATA_TYPE (*A)[M], DATA_TYPE x[N])"));
    }

    #[test]
    fn the_forms_of_a_kernel_come_in_a_fixed_order() {
        let dir = std::env::temp_dir().join(format!("hedra-forms-{}", std::process::id()));
        fs::create_dir_all(dir.join("forms")).unwrap();
        let f = "static void kernel_k(int n, DATA_TYPE A[N][M], DATA_TYPE x[N])\n{\n}\n";
        fs::write(dir.join("forms/b.c"), f).unwrap();
        fs::write(dir.join("forms/a.c"), f).unwrap();
        fs::write(dir.join("forms/notes.txt"), "not a form").unwrap();
        let labels: Vec<String> = of_kernel(&dir, "k", PROGRAM)
            .unwrap()
            .into_iter()
            .map(|f| f.label)
            .collect();
        fs::remove_dir_all(&dir).unwrap();
        let want = [
            AS_WRITTEN,
            "a",
            "b",
            "macro declarations",
            "pointer-to-array",
        ];
        assert_eq!(labels, want);
    }
}
