//! `hedra opt`: source-to-source optimization of the `#pragma scop` regions of a C file (or
//! of one OpenScop file).
//!
//! For each region: the front end builds the Scop, [`schedule_tree`] chooses the schedule
//! tree (the one place where the scheduler plugs in), hedra-codegen scans it into loops and
//! prints C, and the region's text (pragmas included) is replaced by that code. Everything
//! outside the regions is kept byte for byte. A region that cannot be modeled or generated
//! stays as written, with a diagnostic on standard error.

use std::path::{Path, PathBuf};

use hedra_codegen::{CodeOptions, Macros};
use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::UnionMap;

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

/// Fusion strategies of the scheduler.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fuse {
    /// Keep statements in separate loop nests.
    No,
    /// Fuse where it helps locality without losing parallelism.
    Smart,
    /// Fuse as much as possible.
    Max,
}

/// What the scheduler is asked to do.
#[derive(Clone, Debug)]
pub struct ScheduleRequest {
    /// Tile sizes (`Some(vec![])`: the scheduler chooses them), or no tiling.
    pub tile: Option<Vec<u64>>,
    /// Register tiling (unroll-and-jam factors of rows and stride-1 columns) of tiled bands.
    pub register_tile: Option<[i64; 2]>,
    /// The fusion strategy.
    pub fuse: Fuse,
    /// Ask the scheduler for outer parallelism (a parallel loop outermost, or a wavefront).
    pub parallel: bool,
    /// With `parallel`: skew tile bands without a parallel loop into wavefronts (`hedra
    /// opt`'s default; `--no-wavefront` turns it off).
    pub wavefront: bool,
    /// A schedule given by the user (union map in isl notation), used as one band.
    pub schedule: Option<UserSchedule>,
    /// Keep the original program order (no scheduler).
    pub original: bool,
    /// Operations each stage (dependence analysis, scheduling, code generation) may spend
    /// on one region at one relaxation step (see [`hedra_presburger::budget`]); 0: no limit.
    pub budget: u64,
}

/// The default of `--budget`: fifteen times what the most expensive stage spends on any
/// kernel of the suite (code generation of heat_3d, about 131,000 operations), and a few
/// seconds of work.
pub const DEFAULT_BUDGET: u64 = 2_000_000;

/// The words of a stage's error when its budget ran out.
const OUT_OF_BUDGET: &str = "ran out of its budget";

/// Runs `f` under an operations budget (none when `budget` is 0). When the budget runs out,
/// the stage's answer is not to be trusted (hedra-presburger then answers soundly but
/// incompletely): the result is an error that names the stage, so that the caller falls
/// back to a simpler schedule.
fn within_budget<T>(
    stage: &str,
    budget: u64,
    notes: &mut Vec<String>,
    f: impl FnOnce() -> Result<T, String>,
) -> Result<T, String> {
    let limit = if budget == 0 { u64::MAX } else { budget };
    let _guard = hedra_presburger::budget::Budget::start(limit);
    let result = f();
    notes.push(format!(
        "budget: {stage} used {} operations",
        hedra_presburger::budget::used()
    ));
    if hedra_presburger::budget::exceeded() {
        return Err(format!(
            "{stage} {OUT_OF_BUDGET} of {budget} operations (`--budget`)"
        ));
    }
    result
}

/// A schedule given with `--schedule`: one band, and optionally which of its members the
/// user declares free of dependences (`coincident := 1, 0, ...;`).
#[derive(Clone, Debug)]
pub struct UserSchedule {
    /// `S[i] -> [...]` for every statement.
    pub map: UnionMap,
    /// Per member; empty when not given (no member is parallel).
    pub coincident: Vec<bool>,
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

/// The options of one `hedra opt` run.
#[derive(Clone, Debug)]
pub struct OptOptions {
    /// The scheduler's request.
    pub request: ScheduleRequest,
    /// Emit OpenMP pragmas.
    pub parallel: bool,
    /// Separate full tiles from partial ones.
    pub full_tiles: bool,
    /// Keep accumulated array elements of innermost loops in scalars.
    pub promote: bool,
    /// Time-tiled code is used only when the region's arrays take more bytes than this;
    /// otherwise the original order runs (0: always the time-tiled code).
    pub cache_size: u64,
    /// Extra context constraints.
    pub context: Vec<String>,
    /// The output format.
    pub emit: OptEmit,
    /// Explain decisions on standard error.
    pub verbose: bool,
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

/// Reads a schedule: either plain isl text (a union map) or iscc-style lines
/// `schedule := ...;` and, optionally, `coincident := 1, 0, ...;` (one flag per output
/// dimension, 1 for a member that carries no dependence).
///
/// Errors start with `LINE:COL: ` (1-based, in `text`) where the position is known.
pub fn parse_schedule_text(text: &str) -> Result<UserSchedule, String> {
    let line_of = |key: &str| {
        text.lines()
            .enumerate()
            .find(|(_, l)| l.trim_start().starts_with(key) && l.contains(":="))
            .map(|(k, l)| {
                let at = l.find(":=").map_or(0, |p| p + 2);
                (k, at, l[at..].to_string())
            })
    };
    let (line0, col0, body) = line_of("schedule").unwrap_or((0, 0, text.to_string()));
    let lead = body.len() - body.trim_start().len();
    let body = body.trim().trim_end_matches(';');
    let map = hedra_presburger::parse_union(body).map_err(|e| {
        let msg = e.to_string();
        // hedra-presburger reports `line:col: message` within the parsed text.
        let pos = msg.split_once(": ").and_then(|(p, rest)| {
            let (l, c) = p.split_once(':')?;
            Some((l.parse::<usize>().ok()?, c.parse::<usize>().ok()?, rest))
        });
        match pos {
            Some((l, c, rest)) => {
                let col = if l == 1 { col0 + lead + c } else { c };
                format!("{}:{col}: cannot read the schedule: {rest}", line0 + l)
            }
            None => format!("cannot read the schedule: {msg}"),
        }
    })?;
    let mut coincident = Vec::new();
    if let Some((_, _, flags)) = line_of("coincident") {
        for f in flags.trim().trim_end_matches(';').split(',') {
            match f.trim() {
                "1" => coincident.push(true),
                "0" => coincident.push(false),
                other => {
                    return Err(format!(
                        "coincident flags must be 0 or 1 separated by commas, found `{other}`"
                    ))
                }
            }
        }
    }
    Ok(UserSchedule { map, coincident })
}

/// How far the schedule of a region was relaxed to get code: the scheduler's full result
/// (tiled, parallel), its hyperplanes alone, or the original order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relaxation {
    /// The schedule as requested.
    Full,
    /// The scheduler's hyperplanes without tiling and without wavefronts.
    Untiled,
    /// The original program order.
    Original,
}

fn sched_fusion(f: Fuse) -> hedra_sched::Fusion {
    match f {
        Fuse::No => hedra_sched::Fusion::No,
        Fuse::Smart => hedra_sched::Fusion::Smart,
        Fuse::Max => hedra_sched::Fusion::Max,
    }
}

/// Parses `--register-tile=6x16` (rows x columns).
pub fn parse_register_tile(text: &str) -> Result<[i64; 2], String> {
    let bad = || format!("invalid register tile `{text}` (expected ROWSxCOLUMNS, e.g. 6x16)");
    let (r, c) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let r: i64 = r.trim().parse().map_err(|_| bad())?;
    let c: i64 = c.trim().parse().map_err(|_| bad())?;
    if !(1..=64).contains(&r) || !(1..=64).contains(&c) {
        return Err(format!(
            "invalid register tile `{text}` (factors from 1 to 64)"
        ));
    }
    Ok([r, c])
}

/// The schedule tree for one Scop: the single place where hedra chooses a schedule.
///
/// Without `--schedule`, the scheduler (`hedra-sched`) computes it from the memory-based
/// dependences with the requested fusion, tiling and parallelism; its result always passes
/// the legality check (otherwise it keeps the original order, with a warning in `notes`).
/// A user `--schedule` is checked against the same dependences and replaced by the original
/// order, with a warning, when it is illegal. The scheduler's decisions go to `notes`.
pub fn schedule_tree(
    scop: &Scop,
    request: &ScheduleRequest,
    notes: &mut Vec<String>,
) -> Result<ScheduleTree, String> {
    schedule_tree_relaxed(scop, request, Relaxation::Full, notes)
}

/// [`schedule_tree`] at a given relaxation.
pub fn schedule_tree_relaxed(
    scop: &Scop,
    request: &ScheduleRequest,
    relax: Relaxation,
    notes: &mut Vec<String>,
) -> Result<ScheduleTree, String> {
    if relax == Relaxation::Original || (request.original && request.schedule.is_none()) {
        return ScheduleTree::from_scop(scop).map_err(|e| e.to_string());
    }
    let deps = within_budget("dependence analysis", request.budget, notes, || {
        hedra_deps::memory_based(scop).map_err(|e| format!("dependence analysis failed: {e}"))
    })?;
    if let Some(user) = &request.schedule {
        let tree = user_schedule_tree(scop, user)?;
        let rep = within_budget("the legality check", request.budget, notes, || {
            hedra_sched::check_legality(scop, &deps, &tree)
                .map_err(|e| format!("the legality check of --schedule failed to run: {e}"))
        })?;
        if rep.is_legal() {
            notes.push("legality check of --schedule: passed".into());
            return Ok(tree);
        }
        for v in &rep.violations {
            notes.push(format!("warning: --schedule violates {v}"));
        }
        notes.push("warning: --schedule is illegal; original schedule kept".into());
        return ScheduleTree::from_scop(scop).map_err(|e| e.to_string());
    }
    let full = relax == Relaxation::Full;
    let tile = match &request.tile {
        Some(sizes) if full => Some(
            sizes
                .iter()
                .map(|&t| t.min(i64::MAX as u64) as i64)
                .collect(),
        ),
        _ => None,
    };
    let opts = hedra_sched::Options {
        fusion: sched_fusion(request.fuse),
        tile,
        l2_tile: None,
        parallel: request.parallel && full,
        wavefront: request.wavefront,
        register_tile: request.register_tile.filter(|_| full),
    };
    let out = within_budget("the scheduler", request.budget, notes, || {
        hedra_sched::schedule(scop, &deps, &opts).map_err(|e| e.to_string())
    })?;
    for line in out.log {
        if line.starts_with("warning: tiling") {
            notes.push(line);
        } else {
            notes.push(format!("scheduler: {line}"));
        }
    }
    if out.fell_back {
        notes.push("warning: the scheduler found no legal schedule; original schedule kept".into());
    }
    Ok(out.tree)
}

/// The user's schedule as one band over every statement (checked by [`schedule_tree`]).
fn user_schedule_tree(scop: &Scop, user: &UserSchedule) -> Result<ScheduleTree, String> {
    let flags = &user.coincident;
    let user = user
        .map
        .align_params(&scop.params)
        .map_err(|e| e.to_string())?;
    let mut partial = UnionMap::empty(scop.params.clone());
    let mut n_members = None;
    for s in &scop.statements {
        let m = user
            .maps()
            .iter()
            .find(|m| m.space().in_tuple.name.as_deref() == Some(s.name.as_str()))
            .ok_or_else(|| format!("the schedule has no map for statement {}", s.name))?;
        if m.space().n_in() != s.iterators.len() {
            return Err(format!(
                "the schedule of {} has {} inputs, the statement {} iterators",
                s.name,
                m.space().n_in(),
                s.iterators.len()
            ));
        }
        let n = m.space().n_out();
        if *n_members.get_or_insert(n) != n {
            return Err("every statement's schedule must have the same number of outputs".into());
        }
        partial.add_map(m.clone()).map_err(|e| e.to_string())?;
    }
    let n = n_members.unwrap_or(0);
    if !flags.is_empty() && flags.len() != n {
        return Err(format!(
            "{} coincident flags for a schedule of {n} dimensions",
            flags.len()
        ));
    }
    let domain = scop.domain().map_err(|e| e.to_string())?;
    let child = if n == 0 {
        Node::Leaf
    } else {
        Node::Band(Band {
            partial,
            coincident: if flags.is_empty() {
                vec![false; n]
            } else {
                flags.clone()
            },
            permutable: false,
            child: Box::new(Node::Leaf),
        })
    };
    Ok(ScheduleTree::new(
        Node::Domain {
            domain,
            child: Box::new(child),
        },
        scop.params.clone(),
    ))
}

/// The generated C block for one Scop, and the macros it needs.
pub fn generate_code(
    scop: &Scop,
    opts: &OptOptions,
    code: &CodeOptions,
    notes: &mut Vec<String>,
) -> Result<(String, Macros, ScheduleTree), String> {
    let gen = hedra_codegen::Options {
        full_tiles: opts.full_tiles,
        // Only loops under an `unroll` mark of the schedule tree are unrolled (register
        // blocks of up to 64 iterations per member).
        unroll: 65,
        promote: opts.promote,
    };
    // The schedule as requested; when code generation cannot handle it, the scheduler's
    // hyperplanes without tiling, then the original order (each step with a warning).
    let mut steps = vec![Relaxation::Full];
    if opts.request.schedule.is_none()
        && !opts.request.original
        && (opts.request.tile.is_some() || opts.request.parallel)
    {
        steps.push(Relaxation::Untiled);
    }
    if opts.request.schedule.is_some() || !opts.request.original {
        steps.push(Relaxation::Original);
    }
    let mut last_err = String::new();
    let mut found = None;
    let mut k = 0;
    while k < steps.len() {
        let relax = steps[k];
        let mut step_notes = Vec::new();
        let result = code_for(scop, opts, code, &gen, relax, &mut step_notes);
        if k == 0 || opts.verbose {
            notes.append(&mut step_notes);
        }
        let e = match result {
            Ok(x) => {
                found = Some(x);
                break;
            }
            Err(e) => e,
        };
        // The untiled schedule repeats the dependence analysis and the hyperplane search:
        // when either ran out of budget, go straight to the original order.
        let search_failed = e.contains(OUT_OF_BUDGET) && !e.starts_with("code generation");
        k += 1;
        if search_failed && steps.get(k) == Some(&Relaxation::Untiled) {
            k += 1;
        }
        let next = match steps.get(k) {
            Some(Relaxation::Untiled) => "trying the untiled schedule",
            Some(_) => "original schedule kept",
            None => {
                last_err = e;
                break;
            }
        };
        let which = match relax {
            Relaxation::Full => "new",
            Relaxation::Untiled => "untiled",
            Relaxation::Original => "original",
        };
        notes.push(format!(
            "warning: the {which} schedule failed ({e}); {next}"
        ));
    }
    let Some((text, mut macros, tree, relax)) = found else {
        return Err(last_err);
    };
    // Time tiling pays only when the data do not fit in the cache: otherwise the original
    // order (untiled, unskewed, vectorizable inner loops) runs, chosen at run time from the
    // declared array sizes.
    let versioned = (relax == Relaxation::Full && opts.cache_size > 0)
        .then(|| hedra_sched::has_skewed_tiling(&tree))
        .filter(|&skewed| skewed)
        .and_then(|_| hedra_codegen::print::footprint_exceeds(scop, opts.cache_size));
    if let Some(cond) = versioned {
        let mut orig_notes = Vec::new();
        let orig = code_for(
            scop,
            opts,
            code,
            &gen,
            Relaxation::Original,
            &mut orig_notes,
        );
        if let Ok((orig_text, orig_macros, _, _)) = orig {
            macros.merge(orig_macros);
            notes.push(format!(
                "time-tiled code runs when the arrays exceed {} bytes (`{cond}`), the original order otherwise",
                opts.cache_size
            ));
            let ind = &code.indent;
            return Ok((
                format!("if ({cond})\n{ind}{text}\n{ind}else\n{ind}{orig_text}"),
                macros,
                tree,
            ));
        }
    }
    Ok((text, macros, tree))
}

/// One step of the relaxation chain: the schedule tree at `relax`, its loops (parallel
/// marks included) and their C text, each stage under the operations budget.
fn code_for(
    scop: &Scop,
    opts: &OptOptions,
    code: &CodeOptions,
    gen: &hedra_codegen::Options,
    relax: Relaxation,
    notes: &mut Vec<String>,
) -> Result<(String, Macros, ScheduleTree, Relaxation), String> {
    let tree = schedule_tree_relaxed(scop, &opts.request, relax, notes)?;
    let budget = opts.request.budget;
    let mut ast = within_budget("code generation", budget, notes, || {
        hedra_codegen::generate_with(scop, &tree, gen).map_err(|e| e.to_string())
    })?;
    if opts.parallel {
        hedra_codegen::mark_parallel(&mut ast);
    }
    if opts.verbose {
        let st = ast.stats();
        notes.push(format!(
            "generated {} loops, {} guards ({} in innermost loops), {} statement copies, {} promoted scalars",
            st.loops, st.guards, st.innermost_guards, st.calls, st.promoted
        ));
    }
    let (text, macros) =
        hedra_codegen::print::region_code(&ast, scop, code).map_err(|e| e.to_string())?;
    Ok((text, macros, tree, relax))
}

/// A counter prefix whose names (`c0`, `c1`, ..) do not occur in `src`.
fn counter_prefix(src: &str) -> String {
    fresh_prefix(
        src,
        &["c", "hc", "hedra_c", "hedra_counter_"],
        "hedra_counter_x",
    )
}

/// A prefix for promoted scalars (`r0`, `r1`, ..) whose names do not occur in `src`.
fn scalar_prefix(src: &str) -> String {
    fresh_prefix(
        src,
        &["r", "hr", "hedra_r", "hedra_scalar_"],
        "hedra_scalar_x",
    )
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
fn outside_iterators(scop: &Scop) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in &scop.statements {
        for it in &s.iterators {
            if !out.contains(it) && !scop.region_iterators.contains(it) {
                out.push(it.clone());
            }
        }
    }
    out
}

fn indentation_of(text: &str) -> String {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.chars().take_while(|c| *c == ' ' || *c == '\t').collect())
        .unwrap_or_default()
}

/// The whole `hedra opt` on a file's text (the CLI only reads and writes files).
pub fn opt_report(file: &str, src: &str, opts: &OptOptions) -> OptReport {
    let mut rep = OptReport::default();
    if Path::new(file).extension().is_some_and(|e| e == "scop") {
        return openscop_report(file, src, opts, rep);
    }
    let mut front_notes = Vec::new();
    let ex = within_budget(
        "the front end",
        opts.request.budget,
        &mut front_notes,
        || Ok(hedra_c::extract_with_context(src, &opts.context)),
    );
    let ex = match ex {
        Ok(ex) => ex,
        Err(e) => {
            // Proofs that did not finish were answered "not proved", which could blame the
            // wrong construct: every region stays as written.
            let severity = if opts.strict { "error" } else { "warning" };
            rep.stderr.push_str(&format!(
                "{file}: {severity}: {e}; every region left unchanged\n"
            ));
            if opts.emit == OptEmit::C {
                rep.output = src.to_string();
                rep.write_output = true;
            }
            rep.exit_code = u8::from(opts.strict || opts.emit != OptEmit::C);
            return rep;
        }
    };
    let severity = if opts.strict { "error" } else { "warning" };
    if ex.regions.is_empty() {
        rep.stderr.push_str(&format!(
            "{file}: {severity}: no `#pragma scop` region found; nothing to optimize\n"
        ));
        if opts.emit == OptEmit::C {
            rep.output = src.to_string();
            rep.write_output = true;
            rep.exit_code = u8::from(opts.strict);
        } else {
            rep.exit_code = 1;
        }
        return rep;
    }
    let prefix = counter_prefix(src);
    let scalars = scalar_prefix(src);
    let mut out = String::new();
    let mut pos = 0;
    let mut macros = Macros::default();
    let mut first_generated: Option<usize> = None;
    let mut n_ok = 0;
    for r in &ex.regions {
        let reg = r.region;
        let scop = match &r.scop {
            Ok(s) => s,
            Err(d) => {
                let mut d = d.clone();
                if opts.emit == OptEmit::C && !opts.strict {
                    d.severity = hedra_c::diag::Severity::Warning;
                }
                rep.stderr.push_str(&d.render(file, src));
                continue;
            }
        };
        let mut notes = Vec::new();
        match opts.emit {
            OptEmit::Openscop | OptEmit::Json | OptEmit::Tree => {
                let text = match opts.emit {
                    OptEmit::Openscop => hedra_ir::openscop::write(scop),
                    OptEmit::Json => format!("{}\n", scop.to_json()),
                    _ => match schedule_tree(scop, &opts.request, &mut notes) {
                        Ok(t) => format!("{t}\n"),
                        Err(e) => {
                            rep.stderr.push_str(&format!(
                                "{file}:{}: error: {e}; region left unchanged\n",
                                reg.line
                            ));
                            continue;
                        }
                    },
                };
                if ex.regions.len() > 1 {
                    out.push_str(&format!("# region at {file}:{}\n", reg.line));
                }
                out.push_str(&text);
                n_ok += 1;
            }
            OptEmit::C => {
                let code = CodeOptions {
                    indent: indentation_of(&src[reg.start..reg.end]),
                    step: "  ".into(),
                    counter_prefix: prefix.clone(),
                    scalar_prefix: scalars.clone(),
                    keep_used: outside_iterators(scop),
                };
                match generate_code(scop, opts, &code, &mut notes) {
                    Ok((mut text, m, _)) => {
                        if !scop.final_values.is_empty() {
                            text = format!(
                                "{text}\n{}/* the iterators' final values */\n{}{}",
                                code.indent, code.indent, scop.final_values
                            );
                        }
                        macros.merge(m);
                        out.push_str(&src[pos..reg.pragma_start]);
                        if first_generated.is_none() {
                            first_generated = Some(out.len());
                        }
                        out.push_str(&format!(
                            "/* hedra opt: generated from the #pragma scop region at line {} */\n{}{text}",
                            reg.line, code.indent
                        ));
                        pos = reg.pragma_end;
                        n_ok += 1;
                    }
                    Err(e) => {
                        rep.stderr.push_str(&format!(
                            "{file}:{}: {severity}: {e}\nnote: region left unchanged\n",
                            reg.line
                        ));
                    }
                }
            }
        }
        for n in notes {
            if let Some(w) = n.strip_prefix("warning: ") {
                rep.stderr
                    .push_str(&format!("{file}:{}: warning: {w}\n", reg.line));
            } else if opts.verbose {
                rep.stderr
                    .push_str(&format!("{file}:{}: note: {n}\n", reg.line));
            }
        }
    }
    if opts.emit == OptEmit::C {
        out.push_str(&src[pos..]);
        if let Some(at) = first_generated {
            if !macros.is_empty() {
                out.insert_str(at, &macros.definitions());
            }
        }
    }
    rep.output = out;
    rep.write_output = opts.emit == OptEmit::C || n_ok > 0;
    rep.exit_code = if opts.emit == OptEmit::C {
        u8::from(opts.strict && n_ok < ex.regions.len())
    } else {
        u8::from(n_ok == 0)
    };
    rep
}

fn openscop_report(file: &str, src: &str, opts: &OptOptions, mut rep: OptReport) -> OptReport {
    let scop = match hedra_c::read_openscop(src) {
        Ok(s) => s,
        Err(hedra_c::Error::Ir(hedra_ir::Error::OpenScop { line, msg })) => {
            // The reader knows the line; the column is that of the line's first word.
            let text = src.lines().nth(line.saturating_sub(1)).unwrap_or("");
            let col = 1 + text.len() - text.trim_start().len();
            rep.stderr.push_str(&format!(
                "{file}:{line}:{col}: error: cannot read the OpenScop: {msg}\n"
            ));
            rep.exit_code = 1;
            return rep;
        }
        Err(e) => {
            rep.stderr
                .push_str(&format!("{file}: error: cannot read the OpenScop: {e}\n"));
            rep.exit_code = 1;
            return rep;
        }
    };
    let mut notes = Vec::new();
    let result = match opts.emit {
        OptEmit::Openscop => Ok(hedra_ir::openscop::write(&scop)),
        OptEmit::Json => Ok(format!("{}\n", scop.to_json())),
        OptEmit::Tree => schedule_tree(&scop, &opts.request, &mut notes).map(|t| format!("{t}\n")),
        OptEmit::C => {
            let code = CodeOptions {
                counter_prefix: counter_prefix(src),
                scalar_prefix: scalar_prefix(src),
                ..CodeOptions::default()
            };
            generate_code(&scop, opts, &code, &mut notes)
                .map(|(text, m, _)| format!("{}{text}\n", m.definitions()))
        }
    };
    for n in notes {
        if let Some(w) = n.strip_prefix("warning: ") {
            rep.stderr.push_str(&format!("{file}: warning: {w}\n"));
        } else if opts.verbose {
            rep.stderr.push_str(&format!("{file}: note: {n}\n"));
        }
    }
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

/// Reads the `--schedule` file.
pub fn read_schedule_file(path: &PathBuf) -> Result<UserSchedule, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: error: cannot read: {e}", path.display()))?;
    parse_schedule_text(&text).map_err(|e| {
        let positioned = e.split(':').take(2).all(|p| p.parse::<usize>().is_ok());
        if positioned {
            let (pos, rest) = e.split_at(e.find(": ").unwrap_or(0));
            format!("{}:{pos}: error{rest}", path.display())
        } else {
            format!("{}: error: {e}", path.display())
        }
    })
}
