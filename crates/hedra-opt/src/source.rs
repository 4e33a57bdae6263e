//! A whole C file: every `#pragma scop` region is modeled, optimized, and replaced by its
//! code; everything outside the regions is kept byte for byte, and a region that cannot
//! be handled stays as written.

use hedra_c::{Diagnostic, Expansion, Extraction};
use hedra_codegen::{CodeOptions, Macros};
use hedra_ir::Scop;

use crate::budget::within_budget;
use crate::error::{Error, Result, Stage};
use crate::notes::Note;
use crate::options::Options;
use crate::outline::Outliner;
use crate::pipeline::{Context, Output};

/// Why a region stays as written.
#[derive(Debug)]
pub enum Kept {
    /// It is outside the static-control subset that the front end models.
    Model(Diagnostic),
    /// Its model exists, but no step of the pipeline gave code.
    Optimize(Error),
    /// The only code found is the original order with no loop made parallel or vector and
    /// no scalar promoted ([`Output::plain_original`]): it would do what the text does and
    /// nothing better, and regenerated it could only risk more (loops bounded by the
    /// extremes of a union's pieces can scan far more than the domain, when a piece exists
    /// only for huge parameters).
    Unimproved,
    /// A `#pragma hedra dcop` nest without a static model, handed to the speculative
    /// runtime: the text keeps the original code as its fallback.
    Runtime(crate::dcop::RuntimeNest),
}

/// What happened to one region.
#[derive(Debug)]
pub struct RegionOutcome {
    /// The 1-based line of its `#pragma scop`.
    pub line: usize,
    /// Its code, or why it stays as written.
    pub result: std::result::Result<Output, Kept>,
    /// The driver's notes on it.
    pub notes: Vec<Note>,
}

/// The optimized file.
#[derive(Debug)]
pub struct SourceOutput {
    /// The file's text with every handled region replaced by its code.
    pub text: String,
    /// One outcome per region, in order (none when the file has no region).
    pub regions: Vec<RegionOutcome>,
}

/// The front end on a whole file, under the budget: the model of each region (the
/// `#pragma scop` regions, or with [`Options::autoscop`] the static-control parts found
/// without pragmas), or why there is none. When the front end runs out of budget, proofs
/// that did not finish were answered "not proved", which could blame the wrong construct:
/// the caller keeps every region as written.
///
/// ```
/// let src = "int f(int n, int a[n]) {\n  int i, s = 0;\n  for (i = 0; i < n; i++)\n    a[i] = 2 * i;\n  for (i = 0; i < n; i++)\n    s += a[i] ? 1 : f(i, a);\n  return s;\n}\n";
/// let options = hedra_opt::Options { autoscop: true, ..hedra_opt::Options::default() };
/// let ex = hedra_opt::extract(src, &options)?;
/// // The first loop is a static-control part; the second calls a function of the file.
/// assert_eq!(ex.scops().count(), 1);
/// assert_eq!(ex.diagnostics().count(), 1);
/// # Ok::<(), hedra_opt::Error>(())
/// ```
pub fn extract(src: &str, opts: &Options) -> Result<Extraction> {
    extract_noting(src, opts, &mut Vec::new())
}

/// [`extract`], with a note on the preprocessor when it was asked for and failed.
fn extract_noting(src: &str, opts: &Options, notes: &mut Vec<Note>) -> Result<Extraction> {
    let expansion = expansion_noting(src, opts, notes);
    extract_expanded(src, opts, expansion.as_ref())
}

/// The preprocessed `src` when [`Options::preprocessor`] asks for it; a note says why there
/// is none when the preprocessor fails.
fn expansion_noting(src: &str, opts: &Options, notes: &mut Vec<Note>) -> Option<Expansion> {
    match opts.preprocessor.as_ref().map(|p| p.expand(src)) {
        Some(Ok(e)) => Some(e),
        Some(Err(why)) => {
            notes.push(Note::info(format!(
                "declarations read as written, without the preprocessor: {why}"
            )));
            None
        }
        None => None,
    }
}

/// The regions of `src`, with the declarations of `expansion` where it has them.
fn extract_expanded(
    src: &str,
    opts: &Options,
    expansion: Option<&Expansion>,
) -> Result<Extraction> {
    let mut budget_notes = Vec::new();
    within_budget(
        Stage::FrontEnd,
        opts.request.budget,
        &mut budget_notes,
        || {
            Ok::<_, Error>(hedra_c::extract_regions_expanded(
                src,
                &opts.context,
                opts.autoscop,
                expansion,
            ))
        },
    )
}

/// Optimizes every region of the C text `src`.
///
/// ```
/// let src = "void f(int n, double a[n], double b[n]) {\n  int i;\n#pragma scop\n  for (i = 0; i < n; i++)\n    b[i] = a[i] + 1.0;\n#pragma endscop\n}\n";
/// let out = hedra_opt::optimize_source(src, &hedra_opt::Options::default())?;
/// assert!(out.regions[0].result.is_ok());
/// assert!(out.text.contains("#pragma omp parallel for"));
/// // A region outside the static-control subset stays as written, and says why.
/// let bad = src.replace("i < n", "i < a[0]");
/// let out = hedra_opt::optimize_source(&bad, &hedra_opt::Options::default())?;
/// assert!(matches!(out.regions[0].result, Err(hedra_opt::Kept::Model(_))));
/// assert_eq!(out.text, bad);
/// # Ok::<(), hedra_opt::Error>(())
/// ```
pub fn optimize_source(src: &str, opts: &Options) -> Result<SourceOutput> {
    let mut file_notes = Vec::new();
    let expansion = expansion_noting(src, opts, &mut file_notes);
    let ex = extract_expanded(src, opts, expansion.as_ref())?;
    let names = Names::fresh_in(src);
    let mut text = String::new();
    let mut pos = 0;
    let mut macros = Macros::default();
    let mut first_generated = None;
    let mut regions = Vec::new();
    let mut dcops = 0;
    // Versions moved into functions: their definitions, where they go in `text`, and the
    // line of the source that follows them there.
    let mut functions = Functions::default();
    for r in ex.regions {
        let reg = r.region;
        let line = reg.line;
        let scop = match r.scop {
            Ok(s) => s,
            Err(d) if reg.dcop && reg.end > reg.start => {
                let result = match crate::dcop::runtime_replacement(src, &reg, dcops, d) {
                    Ok((code, nest)) => {
                        text.push_str(&src[pos..reg.pragma_start]);
                        first_generated.get_or_insert(text.len());
                        text.push_str(&code);
                        pos = reg.pragma_end;
                        if let Some(file) = &opts.line_directives {
                            pos = resume_lines(&mut text, src, pos, file);
                        }
                        dcops += 1;
                        Err(Kept::Runtime(nest))
                    }
                    Err(d) => Err(Kept::Model(d)),
                };
                regions.push(RegionOutcome {
                    line,
                    result,
                    notes: file_notes.clone(),
                });
                continue;
            }
            Err(d) => {
                regions.push(RegionOutcome {
                    line,
                    result: Err(Kept::Model(d)),
                    notes: file_notes.clone(),
                });
                continue;
            }
        };
        // A part found without pragmas starts at its first token: its indentation is that
        // of the line the token is on.
        let from = if reg.pragma_start == reg.start {
            src[..reg.start].rfind('\n').map_or(0, |p| p + 1)
        } else {
            reg.start
        };
        let mut early_notes = Vec::new();
        let (scop, dropped) = match crate::scalars::normalized(&scop, opts, &mut early_notes) {
            Some(normal) => {
                let dropped = crate::scalars::declared_outside_and_gone(&scop, &normal);
                (normal, dropped)
            }
            None => (scop, Vec::new()),
        };
        let mut code = names.code_options(&src[from..reg.end], &scop);
        // A scalar of the function that no longer occurs in the region stays used.
        code.keep_used.extend(dropped);
        let indent = code.indent.clone();
        let site = hedra_c::outline_site(src, &reg, expansion.as_ref())
            .filter(|_| opts.versioning.enabled);
        let outliner = site.map(|s| Outliner::new(s, &names.functions, functions.made, line));
        let mut cx = Context::new(&scop, opts, code);
        cx.notes.append(&mut early_notes);
        if let Some(o) = &outliner {
            cx = cx.with_outliner(o);
        }
        let result = match cx.compile() {
            Ok(out) if out.plain_original => Err(Kept::Unimproved),
            Ok(out) => Ok(out),
            Err(e) => Err(Kept::Optimize(e)),
        };
        if let Ok(out) = &result {
            macros.merge(out.macros);
            // A part that starts its line is replaced from the line's start, so that the
            // generated text keeps its own indentation.
            let cut = if reg.pragma_start == reg.start && src[from..reg.start].trim().is_empty() {
                from
            } else {
                reg.pragma_start
            };
            if let Some(o) = &outliner {
                functions.add(o, &out.code, src, (pos, text.len()));
            }
            text.push_str(&src[pos..cut]);
            first_generated.get_or_insert(text.len());
            let original = &src[reg.start..reg.end];
            let what = if reg.dcop {
                "the #pragma hedra dcop nest"
            } else if opts.autoscop {
                "the static-control part"
            } else {
                "the #pragma scop region"
            };
            text.push_str(&replacement(&scop, out, &indent, (what, line), original));
            pos = reg.pragma_end;
            if let Some(file) = &opts.line_directives {
                pos = resume_lines(&mut text, src, pos, file);
            }
        }
        let mut notes = file_notes.clone();
        notes.extend(cx.notes);
        regions.push(RegionOutcome {
            line,
            result,
            notes,
        });
    }
    text.push_str(&src[pos..]);
    if let Some(at) = first_generated {
        let before_functions = functions.inserts.iter().map(|i| i.0).min();
        let at = before_functions.map_or(at, |f| f.min(at));
        if !macros.is_empty() {
            functions
                .inserts
                .insert(0, (at, macros.definitions(), None));
        }
        functions.insert_into(&mut text, opts.line_directives.as_deref());
        if let Some(file) = &opts.line_directives {
            text.insert_str(
                0,
                &format!("#line 1 {}\n", hedra_ir::expr::c_string_literal(file)),
            );
        }
    }
    Ok(SourceOutput { text, regions })
}

/// The functions that the regions' long versions moved into ([`crate::outline`]), and
/// where they go in the output.
#[derive(Default)]
struct Functions {
    /// How many the file's outliners made (the next one numbers from here).
    made: usize,
    /// The output offset of each site's source offset, once copied.
    sites: std::collections::HashMap<usize, usize>,
    /// Texts to insert: output offset, text, and the source line that follows it there.
    inserts: Vec<(usize, String, Option<usize>)>,
}

impl Functions {
    /// Records the functions of `outliner` that `code` uses. `copied` is the source offset
    /// up to which the output has been copied and the output's length then.
    fn add(&mut self, outliner: &Outliner, code: &str, src: &str, copied: (usize, usize)) {
        self.made += outliner.made();
        let at_src = outliner.site().insert_at;
        if at_src >= copied.0 {
            self.sites.insert(at_src, copied.1 + at_src - copied.0);
        }
        let definitions = outliner.used_definitions(code);
        if definitions.is_empty() {
            return;
        }
        if let Some(&at) = self.sites.get(&at_src) {
            let line = 1 + src[..at_src].bytes().filter(|&b| b == b'\n').count();
            self.inserts.push((at, definitions, Some(line)));
        }
    }

    /// Inserts the texts into `text`, later offsets first; where `line_file` is given, a
    /// `#line` directive after each restores the source's numbering.
    fn insert_into(&mut self, text: &mut String, line_file: Option<&str>) {
        self.inserts.sort_by_key(|i| i.0);
        let mut k = self.inserts.len();
        while k > 0 {
            let at = self.inserts[k - 1].0;
            let mut from = k - 1;
            while from > 0 && self.inserts[from - 1].0 == at {
                from -= 1;
            }
            let group = &self.inserts[from..k];
            let mut block: String = group.iter().map(|i| i.1.as_str()).collect();
            let line = group.iter().find_map(|i| i.2);
            if let (Some(file), Some(line)) = (line_file, line) {
                block.push_str(&format!(
                    "#line {line} {}\n",
                    hedra_ir::expr::c_string_literal(file)
                ));
            }
            text.insert_str(at, &block);
            k = from;
        }
    }
}

/// Ends the generated text's line with a `#line` directive that numbers what follows
/// `pos` in `src` as it is numbered there; returns where the copying of `src` resumes (past
/// the newline that ended the region's last line, which the directive replaces).
fn resume_lines(text: &mut String, src: &str, pos: usize, file: &str) -> usize {
    let line = 1 + src[..pos].bytes().filter(|&b| b == b'\n').count();
    let (next, resume) = match src[pos..].strip_prefix('\n') {
        Some(_) => (line + 1, pos + 1),
        None => (line, pos),
    };
    text.push_str(&format!(
        "\n#line {next} {}\n",
        hedra_ir::expr::c_string_literal(file)
    ));
    resume
}

/// The text that replaces a region, from its `#pragma scop` to its `#pragma endscop` (or a
/// static-control part found without pragmas, `what` at `line`): a comment naming it, the code, and the iterators' final values where the code
/// after the region reads them. When the model assumes conditions on the parameters
/// ([`Scop::assumptions`]), the code runs only where they hold, and the `original` text of
/// the region otherwise.
fn replacement(
    scop: &Scop,
    out: &Output,
    indent: &str,
    (what, line): (&str, usize),
    original: &str,
) -> String {
    let mut code = out.code.clone();
    if !scop.final_values.is_empty() {
        code = format!(
            "{code}\n{indent}/* the iterators' final values */\n{indent}{}",
            scop.final_values
        );
    }
    let head = format!("/* hedra opt: generated from {what} at line {line} */");
    let body = if scop.assumptions.is_empty() {
        format!("{indent}{code}")
    } else {
        let checks = scop.assumptions.join(" && ");
        format!(
            "{indent}/* the model assumes {checks}: else the region runs as written */\n{indent}if ({checks}) {{\n{indent}{code}\n{indent}}} else {{{original}{indent}}}"
        )
    };
    match scop.writes_scalar() {
        true => format!("{head}\n{}", quiet_maybe_uninitialized(&body)),
        false => format!("{head}\n{body}"),
    }
}

/// `code` between directives that turn gcc's `-Wmaybe-uninitialized` off and on again.
///
/// Code generation splits a statement into copies under guards that together cover its
/// domain (`if (j >= 1) s = ...; if (j == 0) s = ...;`), and a privatized scalar gets its
/// first write under such guards. gcc cannot see that the guards are complementary and
/// warns that the scalar may be read uninitialized, where the source it was generated from
/// compiled cleanly (with `-Werror`, not at all). The region reads no scalar before the
/// schedule has written it: privatization proves it, and the end-to-end tests compare every
/// output. Only gcc is addressed: clang has no such warning and would warn of the unknown
/// option.
pub(crate) fn quiet_maybe_uninitialized(code: &str) -> String {
    const GCC: &str = "#if defined(__GNUC__) && !defined(__clang__)";
    format!(
        "{GCC}\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wmaybe-uninitialized\"\n#endif\n{code}\n{GCC}\n#pragma GCC diagnostic pop\n#endif"
    )
}

/// Names for generated variables that no word of the file uses.
#[derive(Clone, Debug)]
pub struct Names {
    /// Prefix of loop counters.
    pub counters: String,
    /// Prefix of promoted scalars.
    pub scalars: String,
    /// Prefix of the functions that versions move into.
    pub functions: String,
}

impl Names {
    /// Prefixes whose names (`c0`, `r0`, ...) do not occur in `src`.
    pub fn fresh_in(src: &str) -> Names {
        Names {
            counters: fresh_prefix(
                src,
                &["c", "hc", "hedra_c", "hedra_counter_"],
                "hedra_counter_x",
            ),
            scalars: fresh_prefix(
                src,
                &["r", "hr", "hedra_r", "hedra_scalar_"],
                "hedra_scalar_x",
            ),
            functions: fresh_prefix(
                src,
                &["hedra_version_", "hedra_outlined_version_"],
                "hedra_outlined_x",
            ),
        }
    }

    /// The printer's options for a region whose code text is `region`.
    fn code_options(&self, region: &str, scop: &Scop) -> CodeOptions {
        CodeOptions {
            indent: indentation_of(region),
            step: "  ".into(),
            counter_prefix: self.counters.clone(),
            scalar_prefix: self.scalars.clone(),
            keep_used: outside_iterators(scop),
            vector_types: true,
        }
    }

    /// The printer's options for a standalone Scop (an OpenScop file).
    pub fn standalone(&self) -> CodeOptions {
        CodeOptions {
            counter_prefix: self.counters.clone(),
            scalar_prefix: self.scalars.clone(),
            ..CodeOptions::default()
        }
    }
}

/// The first of `candidates` such that no word of `src` is the prefix followed by digits.
fn fresh_prefix(src: &str, candidates: &[&str], last: &str) -> String {
    let words: std::collections::HashSet<&str> = src
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .collect();
    for prefix in candidates {
        if !words.iter().any(|w| {
            w.strip_prefix(prefix)
                .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
        }) {
            return prefix.to_string();
        }
    }
    last.into()
}

/// The iterators of the region that are declared outside it (they stay declared, and the
/// generated code may not use them).
pub fn outside_iterators(scop: &Scop) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in &scop.statements {
        for it in &s.iterators {
            if !out.contains(it) && !scop.region_iterators.contains(it) {
                out.push(it.clone());
            }
        }
    }
    for v in &scop.induction_vars {
        if !out.contains(v) {
            out.push(v.clone());
        }
    }
    out
}

/// The indentation of the first non-blank line of `text`.
fn indentation_of(text: &str) -> String {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.chars().take_while(|c| *c == ' ' || *c == '\t').collect())
        .unwrap_or_default()
}
