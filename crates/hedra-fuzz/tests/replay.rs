//! Replays every regression file in `crates/hedra-fuzz/found/*.c`: each must now give the
//! same output after `hedra opt` with its recorded options (or be rejected, which leaves the
//! region as written). Files for bugs that are not fixed yet live in `found/open/`, which
//! this test skips; move a file up to `found/` once its bug is fixed.
//! The hedra binary is found as in `tests/differential.rs`.

use hedra_fuzz::harness::{self, Env, Scratch};
use std::path::Path;

#[test]
fn every_fixed_regression_file_passes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("found");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("found/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    if files.is_empty() {
        return;
    }
    let env = Env::new(harness::hedra_binary(true).expect("the hedra binary"));
    let scratch = Scratch::new("replay");
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let (_, cfg) = hedra_fuzz::found::read(&text)
            .unwrap_or_else(|| panic!("{}: no regression header", f.display()));
        let v = harness::check_source(&env, &scratch.0, &text, &cfg);
        if v.class.is_bug() || v.class == harness::Class::Invalid {
            failures.push(format!("{}: {}: {}", f.display(), v.class, v.detail));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn regression_headers_parse() {
    let cfg = harness::Config {
        hedra_args: vec!["--fuse=max".into(), "--context".into(), "N >= 3".into()],
        openmp: true,
        threads: 2,
    };
    let text = hedra_fuzz::found::write(
        harness::Class::Mismatch,
        &cfg,
        "test",
        "a note",
        "int main(void) { return 0; }\n",
    );
    let (class, back) = hedra_fuzz::found::read(&text).unwrap();
    assert_eq!(class, harness::Class::Mismatch);
    assert_eq!(back, cfg);
}
