//! Generated C as a loaded shared library: compiled by the system C compiler into a cache
//! folder, named by a hash of the compiler, its flags and the text, so that the same code is
//! compiled once; then loaded, its entry points looked up.
//!
//! The compiler is `$CC`, else `cc`. The flags are `-O3 -march=native -fopenmp` with
//! `-shared -fPIC -std=gnu11`; when the compiler rejects them, the code is compiled again
//! without `-march=native` and `-fopenmp` (the parallel loops then run on one thread), and
//! a failure then reports the compiler's own message. The folder is `py` in hedra's cache
//! folder ([`hedra_tune::cache::hedra_cache_dir`]: `$XDG_CACHE_HOME/hedra/py`, else
//! `~/.cache/hedra/py`), else the system's temporary folder. Each library is written under a
//! temporary name and renamed, so that a process never loads half a file.

use std::ffi::{c_int, c_long, c_void};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The entry point of a def (`hedra_tc::glue::entry_point`): the sizes, then one pointer
/// per other argument; 0 on success.
pub type Entry = unsafe extern "C" fn(*const c_long, *const *mut c_void) -> c_int;

/// The flags tried first, and the fallback's.
const FLAGS: &[&str] = &["-O3", "-march=native", "-fopenmp"];
const PLAIN_FLAGS: &[&str] = &["-O3"];
/// Flags of every attempt: a shared library of C11 with GNU extensions.
const SHARED: &[&str] = &["-shared", "-fPIC", "-std=gnu11"];

/// Why code could not be compiled or loaded.
#[derive(Debug)]
pub struct CompileError(pub String);

/// A loaded library with the entry points asked for, valid while it lives.
#[derive(Debug)]
pub struct Compiled {
    /// The entry points, in the order asked for.
    entries: Vec<Entry>,
    /// The file it was loaded from.
    pub path: PathBuf,
    /// Keeps the entry points valid.
    _library: libloading::os::unix::Library,
}

impl Compiled {
    /// The `k`-th entry point asked for.
    pub fn entry(&self, k: usize) -> Option<Entry> {
        self.entries.get(k).copied()
    }
}

/// The compiler: `$CC`, else `cc`.
fn compiler() -> String {
    std::env::var("CC")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .unwrap_or_else(|| "cc".to_string())
}

/// The folder of compiled libraries (see the module's documentation).
pub fn cache_dir() -> PathBuf {
    hedra_tune::cache::hedra_cache_dir()
        .unwrap_or_else(std::env::temp_dir)
        .join("py")
}

/// FNV-1a, 64 bits: a file name that stays the same across builds and runs.
fn fnv1a(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in part.bytes().chain([0]) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// `text` compiled into the folder `dir` and loaded, with the entry points named
/// `symbols`; compiled only when `dir` has no library for this compiler, these flags and
/// this text.
pub fn load(dir: &Path, text: &str, symbols: &[String]) -> Result<Compiled, CompileError> {
    let cc = compiler();
    let key = fnv1a(&[&cc, &FLAGS.join(" "), &SHARED.join(" "), text]);
    let path = dir.join(format!("{key:016x}.so"));
    if path.exists() {
        if let Ok(c) = open(&path, symbols) {
            return Ok(c);
        }
    }
    std::fs::create_dir_all(dir)
        .map_err(|e| CompileError(format!("cannot create {}: {e}", dir.display())))?;
    build(&cc, text, &path)?;
    open(&path, symbols)
}

/// Compiles `text` into the library `path`, next to its source (`.c`), each written under
/// a name of its own first (see the module's documentation).
fn build(cc: &str, text: &str, path: &Path) -> Result<(), CompileError> {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let unique = format!(
        "tmp{}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    );
    let source = path.with_extension(format!("{unique}.c"));
    let tmp = path.with_extension(format!("{unique}.so"));
    let written = |e: std::io::Error| CompileError(format!("cannot write {}: {e}", path.display()));
    let result = std::fs::write(&source, text)
        .map_err(written)
        .and_then(|()| {
            run(cc, FLAGS, &source, &tmp).or_else(|_| run(cc, PLAIN_FLAGS, &source, &tmp))
        })
        .and_then(|()| std::fs::rename(&tmp, path).map_err(written));
    let _ = std::fs::rename(&source, path.with_extension("c"));
    let _ = std::fs::remove_file(&tmp);
    result
}

/// One run of the compiler; an error carries its command line and message.
fn run(cc: &str, flags: &[&str], source: &Path, out: &Path) -> Result<(), CompileError> {
    let mut cmd = Command::new(cc);
    cmd.args(flags)
        .args(SHARED)
        .arg(source)
        .arg("-o")
        .arg(out)
        .arg("-lm");
    let output = cmd.output().map_err(|e| {
        CompileError(format!(
            "cannot run the C compiler `{cc}` ({e}); set CC to a C compiler"
        ))
    })?;
    if output.status.success() {
        return Ok(());
    }
    Err(CompileError(format!(
        "`{cc} {} {}` failed:\n{}",
        flags.join(" "),
        SHARED.join(" "),
        String::from_utf8_lossy(&output.stderr).trim_end()
    )))
}

/// Loads the library at `path` and looks up `symbols`. The library is never unmapped, even
/// when its handle is closed (`RTLD_NODELETE`): the OpenMP worker threads that its parallel
/// loops start outlive it, and the OpenMP runtime it brought in must stay mapped for them.
fn open(path: &Path, symbols: &[String]) -> Result<Compiled, CompileError> {
    use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
    let flags = RTLD_NOW | RTLD_LOCAL | libc::RTLD_NODELETE;
    let failed = |e: libloading::Error| CompileError(format!("{}: {e}", path.display()));
    // SAFETY: the library is hedra's generated C, whose loading runs no code of its own.
    let library = unsafe { Library::open(Some(path), flags) }.map_err(failed)?;
    let mut entries = Vec::new();
    for s in symbols {
        // SAFETY: every entry point has the signature `Entry` (`glue::entry_point`).
        let f = unsafe { library.get::<Entry>(s.as_bytes()) }
            .map_err(|e| CompileError(format!("{}: no `{s}`: {e}", path.display())))?;
        entries.push(*f);
    }
    Ok(Compiled {
        entries,
        path: path.to_path_buf(),
        _library: library,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_stable_and_separate_their_parts() {
        assert_eq!(fnv1a(&[]), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(&["cc", "x"]), fnv1a(&["cc", "x"]));
        assert_ne!(fnv1a(&["cc", "x"]), fnv1a(&["ccx"]));
        assert_ne!(fnv1a(&["cc", "x"]), fnv1a(&["gcc", "x"]));
    }

    #[test]
    fn compiles_once_loads_and_calls() {
        let text = "int hedra_test_add(const long *sizes, void *const *args) {\n  \
                    long *out = args[0];\n  *out = sizes[0] + sizes[1];\n  return 0;\n}\n";
        let symbols = ["hedra_test_add".to_string()];
        let dir = std::env::temp_dir().join(format!("hedra-py-test-{}", std::process::id()));
        let c = load(&dir, text, &symbols).unwrap();
        let mut out: c_long = 0;
        let sizes: [c_long; 2] = [2, 40];
        let args = [(&mut out as *mut c_long).cast::<c_void>()];
        // SAFETY: the entry point reads two sizes and writes one long.
        let rc = unsafe { c.entry(0).unwrap()(sizes.as_ptr(), args.as_ptr()) };
        assert_eq!((rc, out), (0, 42));
        let modified = std::fs::metadata(&c.path).and_then(|m| m.modified()).ok();
        let again = load(&dir, text, &symbols).unwrap();
        assert_eq!(again.path, c.path);
        let later = std::fs::metadata(&again.path)
            .and_then(|m| m.modified())
            .ok();
        assert_eq!(modified, later, "compiled again");
        let missing = load(&dir, text, &["no_such_symbol".to_string()]).unwrap_err();
        assert!(missing.0.contains("no_such_symbol"), "{}", missing.0);
        let bad = load(&dir, "int f( {", &[]).unwrap_err();
        assert!(
            bad.0.contains("failed") && bad.0.contains("error"),
            "{}",
            bad.0
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
