//! Golden filetests of `hedra deps` over the kernel suite (`kernels/*/<name>.c`).
//!
//! For every kernel, `tests/golden/<name>.deps` holds the expected output of
//! `hedra deps kernels/<name>/<name>.c` (the Scop's iscc lines, then `raw`, `war`, `waw`,
//! `flow`, `live_in`, `live_out`), after a `#` comment line naming the source. Re-bless after
//! a deliberate change with
//!
//! ```sh
//! HEDRA_BLESS=1 cargo test -p hedra-deps --test golden
//! ```
//!
//! The sets themselves are checked against isl by `tests/oracle.rs`; here isl must also read
//! every line of every golden file as it is, and the files must hold exactly the expected
//! lines. Checked by hand: `jacobi_1d` (flow from the previous time step and from the same
//! one, live-in at `t = 0` and at the borders), `gemm` (the `+=` accumulation on `C` is a
//! reduction; flow `S0 -> S1` only at `k = 0`).

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn kernels() -> Vec<String> {
    let mut v = Vec::new();
    for e in std::fs::read_dir(root().join("kernels")).expect("kernels directory") {
        let dir = e.expect("entry").path();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        if dir.join(format!("{name}.c")).is_file() {
            v.push(name);
        }
    }
    v.sort();
    assert!(v.len() >= 30, "the kernel suite, found {}", v.len());
    v
}

use hedra_deps::DependenceKind;

fn golden_text(name: &str) -> String {
    let file = root().join(format!("kernels/{name}/{name}.c"));
    let src = std::fs::read_to_string(file).expect("readable kernel");
    let scop = hedra_c::extract(&src)
        .scops()
        .next()
        .expect("a scop")
        .clone();
    let a = hedra_deps::analyze(&scop).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut text = format!("# hedra deps kernels/{name}/{name}.c\n{}", scop.to_iscc());
    for kind in [
        DependenceKind::Raw,
        DependenceKind::War,
        DependenceKind::Waw,
    ] {
        let u = a.memory_union(&scop, kind).unwrap();
        text += &format!("{} := {u};\n", kind.name());
    }
    text += &format!("flow := {};\n", a.flow_union(&scop).unwrap());
    text += &format!("live_in := {};\n", a.live_in_union(&scop).unwrap());
    text += &format!("live_out := {};\n", a.live_out_union(&scop).unwrap());
    text
}

#[test]
fn golden_deps_output() {
    let bless = std::env::var_os("HEDRA_BLESS").is_some();
    let mut failures = Vec::new();
    for name in kernels() {
        let got = golden_text(&name);
        let path = golden_dir().join(format!("{name}.deps"));
        if bless {
            std::fs::create_dir_all(golden_dir()).expect("golden directory");
            std::fs::write(&path, &got).expect("write golden file");
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if want != got {
            // Only the lines that differ (the Scop's lines rarely do).
            let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
            let mut diff = String::new();
            for k in 0..w.len().max(g.len()) {
                let (a, b) = (
                    w.get(k).copied().unwrap_or(""),
                    g.get(k).copied().unwrap_or(""),
                );
                if a != b {
                    diff += &format!("  want: {a}\n  got:  {b}\n");
                }
            }
            failures.push(format!("--- {name}\n{diff}"));
        }
    }
    assert!(
        failures.is_empty(),
        "golden mismatch (re-bless with HEDRA_BLESS=1 after checking):\n{}",
        failures.join("\n")
    );
}

#[test]
fn isl_reads_every_line_of_every_golden_file() {
    let ctx = hedra_isl::Ctx::new();
    let expected = [
        "context", "domain", "reads", "writes", "schedule", "raw", "war", "waw", "flow", "live_in",
        "live_out",
    ];
    let mut files = 0;
    for name in kernels() {
        let path = golden_dir().join(format!("{name}.deps"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (bless first)", path.display()));
        let mut names = Vec::new();
        for l in text.lines().filter(|l| !l.starts_with('#')) {
            let (item, rest) = l.split_once(" := ").expect("NAME := ...;");
            let isl = rest.strip_suffix(';').expect("line ends with ;");
            let parsed = match item {
                "context" => ctx.set(isl).map(|_| ()),
                "domain" => ctx.union_set(isl).map(|_| ()),
                _ => ctx.union_map(isl).map(|_| ()),
            };
            if let Err(e) = parsed {
                panic!("{name} {item}: isl rejects `{isl}`: {e}");
            }
            // hedra reads its own output back as the same relation.
            if !["context", "domain"].contains(&item) {
                let ours = hedra_presburger::parse_union(isl)
                    .unwrap_or_else(|e| panic!("{name} {item}: hedra rejects its output: {e}"));
                assert!(
                    hedra_isl::isl_equal_union_maps(&ctx, isl, &ours.to_string()).unwrap(),
                    "{name} {item}: reprinting changes the relation"
                );
            }
            names.push(item.to_string());
        }
        assert_eq!(names, expected, "{name}: lines");
        files += 1;
    }
    assert!(files >= 30);
}
