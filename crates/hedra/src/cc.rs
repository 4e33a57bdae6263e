//! `hedra cc ARGS...`: the compiler wrapper ([`hedra_cc`]). This module reads its settings
//! from the environment (`HEDRA_CC`, `HEDRA_FLAGS`, `HEDRA_KEEP`), turns the hedra options
//! into the driver's, runs the wrapper and prints its messages.

use std::ffi::OsString;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, ExitCode};

/// Runs `hedra cc` with the arguments after `cc`; `options_of` reads `hedra opt` options.
pub fn cc_main(
    argv: &[OsString],
    options_of: impl Fn(&[String]) -> Result<hedra_opt::Options, String>,
) -> ExitCode {
    let compiler = compiler_from_env();
    let Some(args) = argv
        .iter()
        .map(|a| a.to_str().map(String::from))
        .collect::<Option<Vec<String>>>()
    else {
        // An argument that is not UTF-8 (a path, say): the call runs as written.
        return as_written(&compiler, argv);
    };
    let call = hedra_cc::Call::parse(&args);
    let mut flags: Vec<String> = std::env::var("HEDRA_FLAGS")
        .unwrap_or_default()
        .split_whitespace()
        .map(String::from)
        .collect();
    flags.extend(call.hedra_flags.iter().cloned());
    let options = match options_of(&flags) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("hedra cc: error: in HEDRA_FLAGS or --hedra-* arguments: {msg}");
            return ExitCode::from(2);
        }
    };
    let stdin = call.inputs.iter().any(|i| i.path == "-").then(|| {
        let mut bytes = Vec::new();
        // What could not be read is what the compiler would not have read either.
        let _ = std::io::stdin().read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    });
    let settings = hedra_cc::Settings {
        compiler,
        keep: std::env::var_os("HEDRA_KEEP").map(PathBuf::from),
        stdin,
        runtime: runtime_library(),
    };
    let code = hedra_cc::run(&call, &settings, &options, &mut |line| eprintln!("{line}"));
    ExitCode::from(u8::try_from(code.clamp(0, 255)).unwrap_or(1))
}

/// The speculative runtime's static library: `HEDRA_RT_LIB`, else `libhedra_rt.a` beside
/// this executable (where `cargo build --release -p hedra-rt` puts it).
fn runtime_library() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("HEDRA_RT_LIB") {
        return Some(PathBuf::from(p)).filter(|p| p.exists());
    }
    let beside = std::env::current_exe()
        .ok()?
        .with_file_name("libhedra_rt.a");
    beside.exists().then_some(beside)
}

/// The real compiler and its leading arguments: `HEDRA_CC`, else `cc`.
fn compiler_from_env() -> Vec<String> {
    let words: Vec<String> = std::env::var("HEDRA_CC")
        .unwrap_or_default()
        .split_whitespace()
        .map(String::from)
        .collect();
    if words.is_empty() {
        vec!["cc".into()]
    } else {
        words
    }
}

/// Runs the compiler on the arguments as given.
fn as_written(compiler: &[String], argv: &[OsString]) -> ExitCode {
    let status = Command::new(&compiler[0])
        .args(&compiler[1..])
        .args(argv)
        .status();
    match status {
        Ok(s) => ExitCode::from(u8::try_from(s.code().unwrap_or(1).clamp(0, 255)).unwrap_or(1)),
        Err(e) => {
            eprintln!("hedra cc: error: cannot run `{}`: {e}", compiler[0]);
            ExitCode::from(1)
        }
    }
}
