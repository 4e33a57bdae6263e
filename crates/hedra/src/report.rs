//! The reports of `hedra scop`, `hedra deps` and `hedra schedule`: one model per region,
//! rendered as text, with the diagnostics of the regions that could not be handled and an
//! exit code (0 when at least one region was handled).

use hedra_c::Extraction;
use hedra_ir::Scop;

/// What a command prints, and its exit code.
pub struct Report {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// 0 when at least one region was handled, 1 otherwise.
    pub exit_code: u8,
}

/// How the regions' texts are put together.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// One after the other, each after `# region at FILE:LINE` when there are several.
    Script,
    /// JSON values: one, or an array of them when there are several regions.
    Json,
}

/// The regions of a file, found by pragmas or (with `autoscop`) automatically.
pub fn extraction(src: &str, context: &[String], autoscop: bool) -> Extraction {
    hedra_c::extract_regions(src, context, autoscop)
}

/// Renders `each` region's text. `each` gets the region's model and its position
/// (`FILE:LINE`) and may add notes to standard error; an error is reported at the region.
/// `verb` says what the command does to a region (`model`, `analyze`, `schedule`).
pub fn regions_report(
    file: &str,
    src: &str,
    ex: &Extraction,
    layout: Layout,
    verb: &str,
    autoscop: bool,
    mut each: impl FnMut(&Scop, &str, &mut String) -> Result<String, String>,
) -> Report {
    let mut stderr = String::new();
    let many = ex.regions.len() > 1;
    let mut texts = Vec::new();
    for r in &ex.regions {
        let scop = match &r.scop {
            Ok(s) => s,
            Err(d) => {
                stderr.push_str(&d.render(file, src));
                continue;
            }
        };
        let at = format!("{file}:{}", r.region.line);
        match each(scop, &at, &mut stderr) {
            Ok(text) if layout == Layout::Script && many => {
                texts.push(format!("# region at {at}\n{text}"))
            }
            Ok(text) => texts.push(text),
            Err(e) => stderr.push_str(&format!("{at}: error: {e}\n")),
        }
    }
    let stdout = match layout {
        Layout::Script => texts.concat(),
        Layout::Json if texts.is_empty() => String::new(),
        Layout::Json if many => format!("[\n{}\n]\n", texts.join(",\n")),
        Layout::Json => format!("{}\n", texts[0]),
    };
    if ex.regions.is_empty() {
        let what = if autoscop {
            "no static-control part found"
        } else {
            "no `#pragma scop` region found"
        };
        stderr.push_str(&format!("{file}: error: {what}; nothing to {verb}\n"));
    }
    Report {
        stdout,
        stderr,
        exit_code: u8::from(texts.is_empty()),
    }
}
