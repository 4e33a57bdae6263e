//! The compiler calls that replace one call of `hedra cc`.
//!
//! A call whose C sources hedra leaves as they are runs as written. Otherwise each
//! optimized source is compiled on its own, from its generated text, with the call's
//! options; the rest of the call (the other inputs, and the link) runs afterwards with
//! each optimized source replaced by its object file. When the generated text does not
//! compile, which is a bug of hedra's, the source is compiled as written instead, with a
//! warning: the build never fails because of hedra.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use hedra_opt::Options;

use crate::call::{Call, Input, Mode};
use crate::rewrite::rewrite;

/// Where the wrapper finds the real compiler and keeps its files.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The real compiler and its leading arguments (`HEDRA_CC`, else `cc`).
    pub compiler: Vec<String>,
    /// A directory in which to keep the generated sources (`HEDRA_KEEP`), if any.
    pub keep: Option<PathBuf>,
    /// The text of standard input, for a `-` input (read by the caller only when the call
    /// has one).
    pub stdin: Option<String>,
    /// The speculative runtime's static library (`libhedra_rt.a`), linked into programs
    /// with `#pragma hedra dcop` nests; without it such a source is compiled as written.
    pub runtime: Option<PathBuf>,
}

/// An optimized source of the call.
struct Optimized {
    input: Input,
    /// The generated source file.
    generated: PathBuf,
    openmp: bool,
    /// Whether it calls the speculative runtime.
    runtime: bool,
    /// The object file that replaces the source in the link (link mode only).
    object: Option<PathBuf>,
}

/// Runs the call; `report` receives each line for the user (warnings, notes) as it
/// comes. Returns the exit code of the build: the compiler's, or 1 when the compiler
/// cannot be run.
pub fn run(
    call: &Call,
    settings: &Settings,
    options: &Options,
    report: &mut dyn FnMut(&str),
) -> i32 {
    let mode = call.mode();
    if mode == Mode::AsWritten || call.inputs.iter().all(|i| !i.is_c) {
        return run_rest(call, settings, &[], mode, report);
    }
    let work = match WorkDir::create() {
        Ok(w) => w,
        Err(e) => {
            report(&format!(
                "hedra cc: warning: no temporary directory ({e}); compiled as written"
            ));
            return run_rest(call, settings, &[], mode, report);
        }
    };
    let mut done = Vec::new();
    for input in call.inputs.iter().filter(|i| i.is_c) {
        if let Some(o) = optimize_one(call, settings, options, input, &work, report) {
            match compile_one(call, settings, &o, mode, report) {
                Ok(()) => done.push(o),
                Err(code) => return code,
            }
        }
    }
    run_rest(call, settings, &done, mode, report)
}

/// Reads and optimizes one C input; `None` when it stays as written.
fn optimize_one(
    call: &Call,
    settings: &Settings,
    options: &Options,
    input: &Input,
    work: &WorkDir,
    report: &mut dyn FnMut(&str),
) -> Option<Optimized> {
    let (name, src) = if input.path == "-" {
        ("<stdin>".to_string(), settings.stdin.clone()?)
    } else {
        let bytes = std::fs::read(&input.path).ok()?;
        (input.path.clone(), String::from_utf8(bytes).ok()?)
    };
    let mut options = options.clone();
    // The declarations are read through the preprocessor as this call runs it (unless
    // `--hedra-no-preprocess` turned it off).
    if let (Some(p), Some((command, leading))) =
        (&mut options.preprocessor, settings.compiler.split_first())
    {
        p.command = command.clone();
        p.flags = leading.to_vec();
        p.flags.extend(call.preprocessor_flags());
        p.directory = (input.path != "-").then(|| {
            Path::new(&input.path)
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
                .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
        });
    }
    let r = rewrite(&name, &src, &options);
    for line in r.warnings.iter().chain(&r.notes) {
        report(line);
    }
    if r.runtime && settings.runtime.is_none() {
        report(&format!(
            "{name}: warning: hedra cc: the speculative runtime (libhedra_rt.a) was not found: set HEDRA_RT_LIB; compiled as written"
        ));
        return None;
    }
    let text = r.text?;
    let stem = stem_of(&input.path);
    let keep = settings
        .keep
        .clone()
        .or_else(|| call.save_temps.then(|| PathBuf::from(".")));
    let generated = match &keep {
        Some(dir) => dir.join(format!("{stem}.hedra.c")),
        None => work.path.join(format!("{stem}.c")),
    };
    let written = match &keep {
        Some(dir) => std::fs::create_dir_all(dir),
        None => Ok(()),
    }
    .and_then(|()| std::fs::write(&generated, text));
    if let Err(e) = written {
        report(&format!(
            "{name}: warning: hedra cc: cannot write {} ({e}); compiled as written",
            generated.display()
        ));
        return None;
    }
    let object =
        (call.mode() == Mode::Link).then(|| work.path.join(format!("{stem}-{}.o", input.at)));
    Some(Optimized {
        input: input.clone(),
        generated,
        openmp: r.openmp,
        runtime: r.runtime,
        object,
    })
}

/// Compiles one optimized source; when its generated text does not compile, the source
/// as written. `Err` carries the exit code of a compilation of the source as written that
/// failed (the user's own error).
fn compile_one(
    call: &Call,
    settings: &Settings,
    o: &Optimized,
    mode: Mode,
    report: &mut dyn FnMut(&str),
) -> Result<(), i32> {
    let mut args = call.compile_options();
    if mode == Mode::Link {
        args.push("-c".into());
    }
    let output: Option<String> = match (&o.object, &call.output) {
        (Some(obj), _) => Some(obj.display().to_string()),
        (None, Some((_, out))) => Some(out.clone()),
        (None, None) => default_output(&o.input.path, mode),
    };
    if let Some(out) = &output {
        args.push("-o".into());
        args.push(out.clone());
    }
    let dir = source_dir(&o.input.path);
    let mut optimized = args.clone();
    optimized.extend(["-iquote".to_string(), dir]);
    if o.openmp && !call.has_openmp {
        optimized.push("-fopenmp".into());
    }
    optimized.push(o.generated.display().to_string());
    match status_of(settings, &optimized, None, true) {
        Ok((0, stderr)) => {
            for line in stderr.lines() {
                report(line);
            }
            if call.writes_depfiles {
                fix_depfile(call, output.as_deref(), &o.generated, &o.input.path);
            }
            return Ok(());
        }
        Ok(_) => report(&format!(
            "{}: warning: hedra cc: the optimized code did not compile (a bug of hedra's: HEDRA_KEEP=DIR keeps it); compiled as written",
            o.input.path
        )),
        Err(e) => {
            report(&e);
            return Err(1);
        }
    }
    let stdin = (o.input.path == "-").then(|| settings.stdin.clone().unwrap_or_default());
    args.extend(["-x".to_string(), "c".to_string(), o.input.path.clone()]);
    match status_of(settings, &args, stdin, false) {
        Ok((0, _)) => Ok(()),
        Ok((code, _)) => Err(code),
        Err(e) => {
            report(&e);
            Err(1)
        }
    }
}

/// The rest of the call: the link with the optimized sources replaced by their objects,
/// or the inputs not yet compiled.
fn run_rest(
    call: &Call,
    settings: &Settings,
    done: &[Optimized],
    mode: Mode,
    report: &mut dyn FnMut(&str),
) -> i32 {
    let replaced = |k: usize| done.iter().find(|o| o.input.at == k);
    let mut args = Vec::new();
    for (k, a) in call.args.iter().enumerate() {
        match replaced(k) {
            Some(o) => {
                if let Some(obj) = &o.object {
                    // Under `-x LANG` the object would be read as LANG.
                    match &o.input.language {
                        Some(lang) => args.extend([
                            "-x".to_string(),
                            "none".to_string(),
                            obj.display().to_string(),
                            "-x".to_string(),
                            lang.clone(),
                        ]),
                        None => args.push(obj.display().to_string()),
                    }
                }
            }
            None => args.push(a.clone()),
        }
    }
    let remaining = call
        .inputs
        .iter()
        .filter(|i| replaced(i.at).is_none())
        .count();
    if mode != Mode::Link && remaining == 0 && !call.inputs.is_empty() {
        return 0;
    }
    if mode == Mode::Link
        && !call.has_openmp
        && (done.iter().any(|o| o.openmp) || objects_use_openmp(call))
    {
        args.push("-fopenmp".into());
    }
    if mode == Mode::Link && (done.iter().any(|o| o.runtime) || objects_use_runtime(call)) {
        if let Some(lib) = &settings.runtime {
            args.push(lib.display().to_string());
            args.extend(["-lpthread", "-ldl", "-lm"].map(String::from));
        }
    }
    let stdin_used = call
        .inputs
        .iter()
        .any(|i| i.path == "-" && replaced(i.at).is_none());
    let stdin = stdin_used.then(|| settings.stdin.clone().unwrap_or_default());
    match status_of(settings, &args, stdin, false) {
        Ok((code, _)) => code,
        Err(e) => {
            report(&e);
            1
        }
    }
}

/// Runs the compiler with `args`; the exit code, and its standard error when `capture`
/// (otherwise it goes to ours).
fn status_of(
    settings: &Settings,
    args: &[String],
    stdin: Option<String>,
    capture: bool,
) -> Result<(i32, String), String> {
    let (program, lead) = match settings.compiler.split_first() {
        Some((p, lead)) => (p.clone(), lead.to_vec()),
        None => ("cc".to_string(), Vec::new()),
    };
    let mut cmd = Command::new(&program);
    cmd.args(&lead).args(args);
    if stdin.is_some() {
        cmd.stdin(Stdio::piped());
    }
    if capture {
        cmd.stderr(Stdio::piped());
    }
    let cannot = |e: std::io::Error| format!("hedra cc: error: cannot run `{program}`: {e}");
    let mut child = cmd.spawn().map_err(cannot)?;
    if let (Some(text), Some(mut pipe)) = (stdin, child.stdin.take()) {
        // A compiler that stops reading early is not our error; its status says what happened.
        let _ = pipe.write_all(text.as_bytes());
    }
    let out = child.wait_with_output().map_err(cannot)?;
    let code = out.status.code().unwrap_or(1);
    Ok((code, String::from_utf8_lossy(&out.stderr).into_owned()))
}

/// True when an object or archive among the inputs calls the OpenMP runtime (a source
/// that `hedra cc -c` compiled with `-fopenmp`): the link then needs `-fopenmp` too.
fn objects_use_openmp(call: &Call) -> bool {
    call.inputs
        .iter()
        .filter(|i| i.path.ends_with(".o") || i.path.ends_with(".a"))
        .any(|i| std::fs::read(&i.path).is_ok_and(|bytes| bytes.windows(5).any(|w| w == b"GOMP_")))
}

/// True when an object or archive among the inputs calls the speculative runtime (a
/// source with a dcop nest that `hedra cc -c` compiled): the link then needs the runtime.
fn objects_use_runtime(call: &Call) -> bool {
    call.inputs
        .iter()
        .filter(|i| i.path.ends_with(".o"))
        .any(|i| {
            std::fs::read(&i.path)
                .is_ok_and(|bytes| bytes.windows(14).any(|w| w == b"hedra_rt_enter"))
        })
}

/// The output gcc names for a source compiled without `-o`: `STEM.o` (`-c`) or `STEM.s`
/// (`-S`) in the current directory; `-E` writes to standard output.
fn default_output(path: &str, mode: Mode) -> Option<String> {
    let stem = stem_of(path);
    match mode {
        Mode::Compile => Some(format!("{stem}.o")),
        Mode::Assemble => Some(format!("{stem}.s")),
        _ => None,
    }
}

/// The file name of `path` without its extension (`-` for standard input).
fn stem_of(path: &str) -> String {
    Path::new(path)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "-".into())
}

/// The directory of a source, for its `#include "..."` lines (the current directory for
/// standard input).
fn source_dir(path: &str) -> String {
    match Path::new(path).parent() {
        Some(p) if !p.as_os_str().is_empty() && path != "-" => p.display().to_string(),
        _ => ".".into(),
    }
}

/// A dependency file written while compiling the generated text names that text; it is
/// rewritten to name the source, so that `make` tracks the user's file.
fn fix_depfile(call: &Call, output: Option<&str>, generated: &Path, source: &str) {
    let path = match (&call.depfile, output) {
        (Some(d), _) => PathBuf::from(d),
        (None, Some(out)) => Path::new(out).with_extension("d"),
        (None, None) => return,
    };
    if let Ok(text) = std::fs::read_to_string(&path) {
        let fixed = text.replace(&generated.display().to_string(), source);
        // A depfile we cannot rewrite still lists every header; only the source is off.
        let _ = std::fs::write(&path, fixed);
    }
}

/// A private temporary directory, removed when dropped.
struct WorkDir {
    path: PathBuf,
}

impl WorkDir {
    fn create() -> std::io::Result<WorkDir> {
        let base = std::env::temp_dir();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        for attempt in 0..100u32 {
            let path = base.join(format!("hedra-cc-{}-{nanos}-{attempt}", std::process::id()));
            match std::fs::create_dir(&path) {
                Ok(()) => return Ok(WorkDir { path }),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(std::io::Error::other("every candidate name exists"))
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        // Leftover temporary files are harmless; nothing to report.
        let _ = std::fs::remove_dir_all(&self.path);
    }
}
