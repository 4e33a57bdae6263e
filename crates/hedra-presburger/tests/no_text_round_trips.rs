//! Crates hand relations to each other as values built with the typed builder
//! (`hedra_presburger::RelationBuilder`), never as isl text formatted by one and parsed back
//! by the other. This test reads the non-test sources of every crate that uses
//! hedra-presburger and fails on a call of the text parser outside the sites that read user
//! input (listed below, each with its reason).
//!
//! Not searched: hedra-presburger itself (the parser lives there), hedra-isl (the test-only
//! isl oracle), hedra-fuzz and hedra-bench (they generate and replay text on purpose), test
//! files and `#[cfg(test)]` modules.

use std::fs;
use std::path::{Path, PathBuf};

/// Calls of the text parser.
const PARSER_CALLS: &[&str] = &[
    "parse_map",
    "parse_set",
    "parse_union",
    "parse_basic",
    "parse_object",
    "parse::<Map",
    "parse::<Set",
    "parse::<UnionMap",
    "parse::<UnionSet",
    "Map::from_str",
    "Set::from_str",
];

/// Crates not searched (see the module documentation).
const SKIPPED_CRATES: &[&str] = &["hedra-presburger", "hedra-isl", "hedra-fuzz", "hedra-bench"];

/// Sites allowed to parse text: (file under `crates/`, the call, the number of lines with it,
/// why).
const ALLOWED: &[(&[&str], &str, usize, &str)] = &[
    (
        &["hedra-ir/src/scop.rs"],
        "parse_map",
        2,
        "serde deserialization: a Scop in JSON (user input) carries its relations as isl text",
    ),
    (
        &["hedra-opt/src/options.rs"],
        "parse_union",
        1,
        "the user's `--schedule` file, a union map in isl notation",
    ),
    (
        &["hedra-calc/src/lib.rs"],
        "parse_object",
        2,
        "the calculator (`hedra calc`): scripts the user writes in isl notation",
    ),
    (
        &["hedra-tc/src/lower.rs"],
        "parse_map",
        1,
        "the user's `--context` for `hedra tc`: a condition over the sizes in isl notation",
    ),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n != "tests") {
                rust_files(&p, out);
            }
        } else if p.extension().is_some_and(|e| e == "rs")
            && p.file_name().is_some_and(|n| n != "tests.rs")
        {
            out.push(p);
        }
    }
}

/// The lines of `text` before its first `#[cfg(test)]`, without comment lines.
fn non_test_lines(text: &str) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .map(|(k, l)| (k + 1, l))
        .collect()
}

#[test]
fn no_relation_travels_as_text_between_crates() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut dirs: Vec<PathBuf> = fs::read_dir(&crates)
        .expect("crates directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("src").is_dir())
        .collect();
    dirs.sort();
    let mut found = Vec::new();
    let mut searched = 0;
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        if SKIPPED_CRATES.contains(&name.as_str()) {
            continue;
        }
        let mut files = Vec::new();
        rust_files(&dir.join("src"), &mut files);
        for f in files {
            let rel = f
                .strip_prefix(&crates)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let text = fs::read_to_string(&f).unwrap();
            searched += 1;
            for call in PARSER_CALLS {
                let lines: Vec<usize> = non_test_lines(&text)
                    .into_iter()
                    .filter(|(_, l)| l.contains(call))
                    .map(|(k, _)| k)
                    .collect();
                if lines.is_empty() {
                    continue;
                }
                let allowed = ALLOWED
                    .iter()
                    .find(|(files, c, _, _)| files.contains(&rel.as_str()) && c == call);
                match allowed {
                    Some((_, _, n, _)) if lines.len() <= *n => {}
                    _ => found.push(format!("{rel}:{lines:?}: {call}")),
                }
            }
        }
    }
    assert!(searched > 20, "only {searched} files searched");
    assert!(
        found.is_empty(),
        "relations built from text outside user-input sites (build them with \
         hedra_presburger::RelationBuilder instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_search_sees_test_modules_and_comments_apart() {
    let text = "use x::parse_map;\n// parse_map in a comment\nfn f() {}\n#[cfg(test)]\nmod tests {\n    parse_map(\"{ }\");\n}\n";
    let lines = non_test_lines(text);
    assert_eq!(lines.iter().map(|(k, _)| *k).collect::<Vec<_>>(), [1, 3]);
}
