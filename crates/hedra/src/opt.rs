//! `hedra opt`: reads the arguments' values, runs the driver ([`hedra_opt`]) on a C file (or
//! one OpenScop file), and renders its outputs, notes and errors as text and an exit code.

use std::path::{Path, PathBuf};

/// Reads `--register-tile=6x16` (rows x columns).
pub use hedra_opt::options::parse_register_tile;
use hedra_opt::{Kept, Note, Options, RegionOutcome, UserSchedule};

/// Output formats of `hedra opt`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptEmit {
    /// The C file with the regions replaced by generated code.
    C,
    /// The Scop of each region in OpenScop.
    Openscop,
    /// The schedule tree of each region.
    Tree,
    /// The Scop of each region as JSON.
    Json,
}

/// Everything `hedra opt` prints, and its exit code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OptReport {
    /// The output text (the C file, or the models).
    pub output: String,
    /// Diagnostics and notes.
    pub stderr: String,
    /// 0, 1 (input rejected) or 2 (usage).
    pub exit_code: u8,
    /// Whether `output` is to be written (always, for C output: a region that hedra cannot
    /// handle stays as written).
    pub write_output: bool,
}

/// One `hedra opt` run: the driver's options and how to present the result.
#[derive(Clone, Debug)]
pub struct OptArgs {
    /// The driver's options.
    pub options: Options,
    /// The output format.
    pub emit: OptEmit,
    /// A region left as written is an error (exit code 1), not a warning; the output is
    /// still written.
    pub strict: bool,
}

/// Parses `--tile=32,32,8` (empty: default sizes).
pub fn parse_tile_sizes(text: &str) -> Result<Vec<u64>, String> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|p| match p.trim().parse::<u64>() {
            Ok(v) if v >= 1 => Ok(v),
            _ => Err(format!(
                "invalid tile size `{}` (expected positive integers separated by commas)",
                p.trim()
            )),
        })
        .collect()
}

/// Reads the `--schedule` file; errors are `FILE[:LINE:COL]: error: ...`.
pub fn read_schedule_file(path: &PathBuf) -> Result<UserSchedule, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: error: cannot read: {e}", path.display()))?;
    UserSchedule::parse(&text).map_err(|e| match e.at {
        Some((line, col)) => format!("{}:{line}:{col}: error: {}", path.display(), e.message),
        None => format!("{}: error: {}", path.display(), e.message),
    })
}

/// The whole `hedra opt` on a file's text (the caller only reads and writes files).
pub fn opt_report(file: &str, src: &str, args: &OptArgs) -> OptReport {
    if Path::new(file).extension().is_some_and(|e| e == "scop") {
        return openscop_report(file, src, args);
    }
    match args.emit {
        OptEmit::C => c_report(file, src, args),
        _ => models_report(file, src, args),
    }
}

/// `warning` or, with `--strict`, `error`.
fn severity(args: &OptArgs) -> &'static str {
    if args.strict {
        "error"
    } else {
        "warning"
    }
}

/// The C file with its regions replaced.
fn c_report(file: &str, src: &str, args: &OptArgs) -> OptReport {
    let severity = severity(args);
    let mut rep = OptReport {
        write_output: true,
        ..OptReport::default()
    };
    let out = match hedra_opt::optimize_source(src, &args.options) {
        Ok(out) => out,
        Err(e) => {
            rep.stderr = format!("{file}: {severity}: {e}; every region left unchanged\n");
            rep.output = src.to_string();
            rep.exit_code = u8::from(args.strict);
            return rep;
        }
    };
    if out.regions.is_empty() {
        rep.stderr = format!(
            "{file}: {severity}: {}; nothing to optimize\n",
            none_found(args)
        );
    }
    for r in &out.regions {
        render_region(&mut rep.stderr, file, src, r, args);
    }
    // With --autoscop, parts outside the subset were never asked for: only failures count.
    let kept = out
        .regions
        .iter()
        .filter(|r| match &r.result {
            Ok(_) => false,
            Err(Kept::Optimize(_)) => true,
            Err(Kept::Runtime(_)) => false,
            Err(_) => !args.options.autoscop,
        })
        .count();
    rep.exit_code = u8::from(args.strict && (kept > 0 || out.regions.is_empty()));
    rep.output = out.text;
    rep
}

/// What a file without regions lacks.
fn none_found(args: &OptArgs) -> &'static str {
    if args.options.autoscop {
        "no static-control loop nest found"
    } else {
        "no `#pragma scop` region found"
    }
}

/// One region's diagnostics and notes. With `--autoscop`, a loop nest outside the
/// static-control subset is not the user's problem: why it was skipped is a note (`-v`).
fn render_region(stderr: &mut String, file: &str, src: &str, r: &RegionOutcome, args: &OptArgs) {
    let auto = args.options.autoscop;
    match &r.result {
        Ok(_) if auto && args.options.verbose => stderr.push_str(&format!(
            "{file}:{}: note: static-control part found and optimized\n",
            r.line
        )),
        Ok(_) => {}
        Err(Kept::Model(d)) if auto => {
            if args.options.verbose {
                let (line, col) = d.position(src);
                stderr.push_str(&format!(
                    "{file}:{line}:{col}: note: loop nest skipped: {}\n",
                    d.message
                ));
            }
        }
        Err(Kept::Model(d)) => {
            let mut d = d.clone();
            if !args.strict {
                d.severity = hedra_c::diag::Severity::Warning;
            }
            stderr.push_str(&d.render(file, src));
        }
        Err(Kept::Optimize(e)) => stderr.push_str(&format!(
            "{file}:{}: {}: {e}\nnote: region left unchanged\n",
            r.line,
            severity(args)
        )),
        Err(Kept::Unimproved) if auto => {
            if args.options.verbose {
                stderr.push_str(&format!(
                    "{file}:{}: note: static-control part left as written: nothing to gain\n",
                    r.line
                ));
            }
        }
        Err(Kept::Runtime(n)) => {
            if args.options.verbose {
                stderr.push_str(&format!(
                    "{file}:{}: note: dynamic control part handed to the speculative runtime ({} loops, {} statements, {} feeds predicted at run time); no static model: {}\n",
                    r.line, n.loops, n.statements, n.feeds, n.not_static.message
                ));
            }
        }
        Err(Kept::Unimproved) => stderr.push_str(&format!(
            "{file}:{}: {}: only the original order was found, with nothing parallel, vector or promoted\nnote: region left unchanged\n",
            r.line,
            severity(args)
        )),
    }
    render_notes(stderr, file, Some(r.line), &r.notes, args);
}

/// Warnings always, other notes with `--verbose`, each after `FILE:LINE: ` (the region's
/// line, or the line and column the note is about).
fn render_notes(
    stderr: &mut String,
    file: &str,
    line: Option<usize>,
    notes: &[Note],
    args: &OptArgs,
) {
    let region = match line {
        Some(l) => format!("{file}:{l}"),
        None => file.to_string(),
    };
    for n in notes {
        let at = match n.at {
            Some((l, c)) => format!("{file}:{l}:{c}"),
            None => region.clone(),
        };
        if n.is_warning() {
            stderr.push_str(&format!("{at}: warning: {}\n", n.text));
        } else if args.options.verbose {
            stderr.push_str(&format!("{at}: note: {}\n", n.text));
        }
    }
}

/// The models of the regions (OpenScop, JSON or schedule trees).
fn models_report(file: &str, src: &str, args: &OptArgs) -> OptReport {
    let mut rep = OptReport::default();
    let ex = match hedra_opt::extract(src, &args.options) {
        Ok(ex) => ex,
        Err(e) => {
            rep.stderr = format!(
                "{file}: {}: {e}; every region left unchanged\n",
                severity(args)
            );
            rep.exit_code = 1;
            return rep;
        }
    };
    if ex.regions.is_empty() {
        rep.stderr = format!(
            "{file}: {}: {}; nothing to optimize\n",
            severity(args),
            none_found(args)
        );
        rep.exit_code = 1;
        return rep;
    }
    let mut n_ok = 0;
    for r in &ex.regions {
        let line = r.region.line;
        let scop = match &r.scop {
            Ok(s) => s,
            Err(d) => {
                rep.stderr.push_str(&d.render(file, src));
                continue;
            }
        };
        let mut notes = Vec::new();
        match model_text(scop, args, &mut notes) {
            Ok(text) => {
                if ex.regions.len() > 1 {
                    rep.output.push_str(&format!("# region at {file}:{line}\n"));
                }
                rep.output.push_str(&text);
                n_ok += 1;
            }
            Err(e) => rep.stderr.push_str(&format!(
                "{file}:{line}: error: {e}; region left unchanged\n"
            )),
        }
        render_notes(&mut rep.stderr, file, Some(line), &notes, args);
    }
    rep.write_output = n_ok > 0;
    rep.exit_code = u8::from(n_ok == 0);
    rep
}

/// One region's model in the requested form.
fn model_text(
    scop: &hedra_ir::Scop,
    args: &OptArgs,
    notes: &mut Vec<Note>,
) -> hedra_opt::Result<String> {
    Ok(match args.emit {
        OptEmit::Openscop => hedra_ir::openscop::write(scop),
        OptEmit::Json => format!("{}\n", scop.to_json()),
        OptEmit::Tree | OptEmit::C => {
            let tree = hedra_opt::schedule_tree(scop, &args.options.request, notes)?;
            format!("{tree}\n")
        }
    })
}

/// `hedra opt` on an OpenScop file: one Scop, no surrounding text.
fn openscop_report(file: &str, src: &str, args: &OptArgs) -> OptReport {
    let mut rep = OptReport::default();
    let scop = match hedra_c::read_openscop(src) {
        Ok(s) => s,
        Err(hedra_c::Error::Ir(hedra_ir::Error::OpenScop { line, msg })) => {
            // The reader knows the line; the column is that of the line's first word.
            let text = src.lines().nth(line.saturating_sub(1)).unwrap_or("");
            let col = 1 + text.len() - text.trim_start().len();
            rep.stderr = format!("{file}:{line}:{col}: error: cannot read the OpenScop: {msg}\n");
            rep.exit_code = 1;
            return rep;
        }
        Err(e) => {
            rep.stderr = format!("{file}: error: cannot read the OpenScop: {e}\n");
            rep.exit_code = 1;
            return rep;
        }
    };
    let mut notes = Vec::new();
    let result = match args.emit {
        OptEmit::C => {
            let code = hedra_opt::Names::fresh_in(src).standalone();
            let mut cx = hedra_opt::Context::new(&scop, &args.options, code);
            let out = cx.compile();
            notes = cx.notes;
            out.map(|o| format!("{}{}\n", o.macros.definitions(), o.code))
        }
        _ => model_text(&scop, args, &mut notes),
    };
    render_notes(&mut rep.stderr, file, None, &notes, args);
    match result {
        Ok(text) => {
            rep.output = text;
            rep.write_output = true;
        }
        Err(e) => {
            rep.stderr.push_str(&format!("{file}: error: {e}\n"));
            rep.exit_code = 1;
        }
    }
    rep
}
