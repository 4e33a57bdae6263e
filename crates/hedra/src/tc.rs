//! `hedra tc`: a Tensor Comprehensions file lowered to Scops ([`hedra_tc::lower()`]), each
//! optimized by the driver and written as a C function around the generated loops
//! ([`hedra_opt::tc`], with [`hedra_tc::glue`], which states the ABI). The driver owns every
//! policy decision; hedra-tc only lowers and wraps; this module reads the options and
//! renders the results.

use hedra_opt::{Note, Options};
use hedra_tc::LoweredDef;

/// Output formats of `hedra tc`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TcEmit {
    /// A self-contained C file with one function per def.
    C,
    /// The functions' prototypes.
    Header,
    /// The Scop of each def as an iscc script.
    Scop,
    /// The schedule tree the driver chooses for each def.
    Tree,
}

/// Everything `hedra tc` prints, and its exit code.
#[derive(Clone, Debug, Default)]
pub struct TcReport {
    /// The output text.
    pub output: String,
    /// Diagnostics and notes.
    pub stderr: String,
    /// 0 or 1 (input rejected).
    pub exit_code: u8,
    /// Whether `output` is to be written.
    pub write_output: bool,
}

/// The options of each def when they are not all the same (`hedra tc --tuned`): given a
/// def, its options and a note to show.
pub type PerDef<'a> = &'a dyn Fn(&LoweredDef) -> (Options, Option<String>);

/// The whole `hedra tc` on a file's text (the caller only reads and writes files).
/// `per_def`, when given, chooses each def's options instead of `options`.
pub fn tc_report(
    file: &str,
    src: &str,
    emit: TcEmit,
    options: &Options,
    per_def: Option<PerDef<'_>>,
) -> TcReport {
    let mut rep = TcReport::default();
    let mut defs = match hedra_tc::lower(src) {
        Ok(d) => d,
        Err(d) => {
            rep.stderr = d.render(file, src);
            rep.exit_code = 1;
            return rep;
        }
    };
    for d in &mut defs {
        for c in &options.context {
            if let Err(e) = hedra_tc::lower::add_context(&mut d.scop, c) {
                rep.stderr = format!("{file}: error: {e}\n");
                rep.exit_code = 1;
                return rep;
            }
        }
    }
    let choose = |d: &LoweredDef, stderr: &mut String| match per_def {
        Some(f) => {
            let (o, note) = f(d);
            if let Some(n) = note {
                stderr.push_str(&format!("{file}: note: def {}: {n}\n", d.info.name));
            }
            o
        }
        None => options.clone(),
    };
    let result = match emit {
        TcEmit::Scop => Ok(scops(&defs)),
        TcEmit::Header => Ok(header(file, &defs)),
        TcEmit::Tree => trees(&defs, &choose, file, &mut rep.stderr),
        TcEmit::C => c_file(file, src, &defs, &choose, &mut rep.stderr),
    };
    match result {
        Ok(text) => {
            rep.output = text;
            rep.write_output = true;
        }
        Err(msg) => {
            rep.stderr.push_str(&msg);
            rep.exit_code = 1;
        }
    }
    rep
}

fn scops(defs: &[LoweredDef]) -> String {
    let mut out = String::new();
    for d in defs {
        out.push_str(&format!("# def {}\n{}", d.info.name, d.scop.to_iscc()));
        if !out.ends_with('\n') {
            out.push('\n');
        }
    }
    out
}

fn header(file: &str, defs: &[LoweredDef]) -> String {
    let mut out = format!(
        "/* hedra tc: prototypes of {file}. Sizes first, then the inputs, then the outputs;\n   \
         tensors row-major and contiguous. Returns 0, -1 for a size below 1, -2 when a\n   \
         temporary cannot be allocated. */\n#include <stdint.h>\n\n"
    );
    for d in defs {
        out.push_str(&format!(
            "{}\n{};\n\n",
            hedra_tc::glue::shapes_comment(d),
            hedra_tc::glue::prototype(d)
        ));
    }
    out
}

/// Warnings always, other notes with `--verbose`, each after `FILE: def NAME: `.
fn render_notes(stderr: &mut String, file: &str, def: &str, notes: &[Note], options: &Options) {
    for n in notes {
        if n.is_warning() {
            stderr.push_str(&format!("{file}: warning: def {def}: {}\n", n.text));
        } else if options.verbose {
            stderr.push_str(&format!("{file}: note: def {def}: {}\n", n.text));
        }
    }
}

/// Chooses a def's options (and may add a note to the diagnostics).
type Choose<'a> = &'a dyn Fn(&LoweredDef, &mut String) -> Options;

fn trees(
    defs: &[LoweredDef],
    choose: Choose<'_>,
    file: &str,
    stderr: &mut String,
) -> Result<String, String> {
    let mut out = String::new();
    for d in defs {
        let options = &choose(d, stderr);
        let mut notes = Vec::new();
        let tree = hedra_opt::schedule_tree(&d.scop, &options.request, &mut notes);
        render_notes(stderr, file, &d.info.name, &notes, options);
        let tree = tree.map_err(|e| format!("{file}: error: def {}: {e}\n", d.info.name))?;
        out.push_str(&format!("# def {}\n{tree}\n", d.info.name));
    }
    Ok(out)
}

/// The C file of the defs, each compiled by the driver ([`hedra_opt::tc::CFile`]) under the
/// options that `choose` gives it.
fn c_file(
    file: &str,
    src: &str,
    defs: &[LoweredDef],
    choose: Choose<'_>,
    stderr: &mut String,
) -> Result<String, String> {
    let mut c = hedra_opt::tc::CFile::new(file, src);
    for d in defs {
        let options = &choose(d, stderr);
        let mut notes = Vec::new();
        let added = c.add(d, options, &mut notes);
        render_notes(stderr, file, &d.info.name, &notes, options);
        added.map_err(|e| e.render(file, src))?;
    }
    Ok(c.text())
}
