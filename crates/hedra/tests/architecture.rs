//! The architecture invariants of ARCHITECTURE.md that a machine can check, read from
//! `cargo metadata` and the sources:
//!
//! - the crate graph is the pipeline: each library depends only on the stages below it;
//! - `hedra-isl` (the isl oracle) is a test-only dependency, never a normal one;
//! - only the command line and the tool binaries print or exit: library sources contain no
//!   `print!`, `eprintln!`, ... and no `process::exit` (except the files in `PRINTERS`,
//!   each with its reason).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Each workspace crate's normal and dev dependencies on other hedra crates.
fn hedra_dependencies() -> BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> {
    let out = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata gives JSON");
    let mut graph = BTreeMap::new();
    for p in meta["packages"].as_array().expect("packages") {
        let name = p["name"].as_str().expect("name").to_string();
        let (mut normal, mut dev) = (BTreeSet::new(), BTreeSet::new());
        for d in p["dependencies"].as_array().expect("dependencies") {
            let dep = d["name"].as_str().expect("dependency name");
            if !dep.starts_with("hedra") {
                continue;
            }
            match d["kind"].as_str() {
                Some("dev") => dev.insert(dep.to_string()),
                _ => normal.insert(dep.to_string()),
            };
        }
        graph.insert(name, (normal, dev));
    }
    graph
}

/// The pipeline, bottom up: the hedra crates each library may use.
const ALLOWED: &[(&str, &[&str])] = &[
    ("hedra-presburger", &[]),
    ("hedra-calc", &["hedra-presburger"]),
    ("hedra-ir", &["hedra-presburger"]),
    ("hedra-c", &["hedra-presburger", "hedra-ir"]),
    ("hedra-deps", &["hedra-presburger", "hedra-ir"]),
    (
        "hedra-sched",
        &["hedra-presburger", "hedra-ir", "hedra-deps"],
    ),
    ("hedra-codegen", &["hedra-presburger", "hedra-ir"]),
    (
        "hedra-jit",
        &["hedra-presburger", "hedra-ir", "hedra-codegen"],
    ),
    (
        "hedra-contract",
        &["hedra-presburger", "hedra-ir", "hedra-deps"],
    ),
    (
        "hedra-opt",
        &[
            "hedra-presburger",
            "hedra-ir",
            "hedra-c",
            "hedra-deps",
            "hedra-sched",
            "hedra-contract",
            "hedra-codegen",
            "hedra-tc",
            "hedra-tune",
            "hedra-dcop",
        ],
    ),
    ("hedra-dcop", &["hedra-ir", "hedra-c"]),
    (
        "hedra-rt",
        &[
            "hedra-ir",
            "hedra-c",
            "hedra-dcop",
            "hedra-opt",
            "hedra-codegen",
            "hedra-jit",
        ],
    ),
    ("hedra-cc", &["hedra-opt"]),
    ("hedra-tc", &["hedra-presburger", "hedra-ir", "hedra-c"]),
    ("hedra-tune", &[]),
    ("hedra-py", &["hedra-opt", "hedra-tc", "hedra-tune"]),
    (
        "hedra-plot",
        &["hedra-presburger", "hedra-ir", "hedra-deps"],
    ),
];

#[test]
fn every_library_depends_only_on_the_stages_below_it() {
    let graph = hedra_dependencies();
    for (name, allowed) in ALLOWED {
        let (normal, _) = graph
            .get(*name)
            .unwrap_or_else(|| panic!("{name} is not a workspace member"));
        let extra: Vec<_> = normal
            .iter()
            .filter(|d| !allowed.contains(&d.as_str()))
            .collect();
        assert!(extra.is_empty(), "{name} must not depend on {extra:?}");
    }
    let known: BTreeSet<&str> = ALLOWED.iter().map(|(n, _)| *n).collect();
    for (name, (normal, _)) in &graph {
        if known.contains(name.as_str()) {
            continue;
        }
        // The rest are binaries (the command line and the tools) and the oracle.
        let sources = root().join("crates").join(name).join("src");
        assert!(
            sources.join("main.rs").exists() || name == "hedra-isl",
            "{name}: a new library crate needs its place in ALLOWED and in ARCHITECTURE.md"
        );
        assert!(!normal.contains("hedra-isl") || name == "hedra-isl");
    }
}

#[test]
fn isl_is_a_test_only_dependency() {
    for (name, (normal, _)) in hedra_dependencies() {
        assert!(
            !normal.contains("hedra-isl"),
            "{name} depends on hedra-isl outside its tests"
        );
    }
}

#[test]
fn the_command_line_depends_on_the_driver() {
    let graph = hedra_dependencies();
    let (normal, _) = &graph["hedra"];
    assert!(normal.contains("hedra-opt") && normal.contains("hedra-calc"));
}

/// The non-test part of a source file: everything before its `#[cfg(test)]` module.
fn non_test_code(text: &str) -> &str {
    text.split("#[cfg(test)]").next().unwrap_or(text)
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source directory") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Library files that may print, each with its reason.
const PRINTERS: &[(&str, &str)] = &[(
    "hedra-rt/src/log.rs",
    "the speculative runtime runs inside the user's program, where no command line of \
     hedra's is: its log (`HEDRA_RT_LOG=1`) goes to standard error itself",
)];

#[test]
fn only_the_binaries_print() {
    let mut offenders = Vec::new();
    for (name, _) in ALLOWED {
        let mut files = Vec::new();
        rust_files(&root().join("crates").join(name).join("src"), &mut files);
        for f in files {
            let printer = PRINTERS.iter().any(|(p, _)| f.ends_with(Path::new(p)));
            if printer {
                continue;
            }
            let text = std::fs::read_to_string(&f).expect("readable source");
            for (k, line) in non_test_code(&text).lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                let prints = ["print!(", "println!(", "eprint!(", "eprintln!(", "dbg!("]
                    .iter()
                    .any(|m| code.contains(m));
                if prints || code.contains("process::exit") {
                    offenders.push(format!("{}:{}: {}", f.display(), k + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "libraries print:\n{}",
        offenders.join("\n")
    );
}
