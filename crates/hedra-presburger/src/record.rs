//! Recording the operands of set operations, to build benchmark workloads from what a
//! compiler really asks (cargo feature `record`, off by default).
//!
//! With the feature on and the environment variable `HEDRA_PRESBURGER_RECORD` naming a file,
//! every call of [`Map::intersect`](crate::Map::intersect), [`Map::subtract`](crate::Map::subtract),
//! [`Map::coalesce`](crate::Map::coalesce), [`Map::is_empty`](crate::Map::is_empty) and
//! [`Map::project_out`](crate::Map::project_out) appends one line to it: the operation's name
//! and its operands in isl notation, separated by tabs (isl notation never contains a tab).
//! `scripts/record_presburger_corpus.py` runs the compiler over the kernel suite this way and
//! turns the lines into `benches/kernels_corpus.txt`. Without the feature, [`note`] does not
//! exist and the calls to it are compiled out.

use std::io::Write;
use std::sync::{Mutex, OnceLock};

/// The file named by `HEDRA_PRESBURGER_RECORD`, opened for appending on first use.
fn sink() -> Option<&'static Mutex<std::fs::File>> {
    static SINK: OnceLock<Option<Mutex<std::fs::File>>> = OnceLock::new();
    SINK.get_or_init(|| {
        let path = std::env::var_os("HEDRA_PRESBURGER_RECORD")?;
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .ok()?;
        Some(Mutex::new(file))
    })
    .as_ref()
}

/// Appends `op<TAB>arg<TAB>arg...` to the record file, if one is set. Nested operations are
/// recorded too (each is a real question the caller's algorithm asked).
pub(crate) fn note(op: &str, args: &[&dyn std::fmt::Display]) {
    let Some(sink) = sink() else { return };
    let mut line = op.to_string();
    for a in args {
        line.push('\t');
        line.push_str(&a.to_string());
    }
    line.push('\n');
    if let Ok(mut f) = sink.lock() {
        let _ = f.write_all(line.as_bytes());
    }
}
