//! `hedra opt` output formats and OpenScop input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn hedra(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hedra"))
        .args(args)
        .output()
        .expect("run hedra")
}

fn kernel(name: &str) -> String {
    root()
        .join(format!("kernels/{name}/{name}.c"))
        .to_string_lossy()
        .into_owned()
}

/// The statement and loop lines of generated code, trimmed, with the counter prefix `hc`
/// written `c`.
fn code_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.trim().replace("hc", "c"))
        .filter(|l| {
            l.starts_with("for (")
                || (l.contains(" = ") && l.ends_with(';') && !l.starts_with("int "))
        })
        .collect()
}

#[test]
fn openscop_input_generates_the_same_loops_as_the_c_file() {
    let lu = kernel("lu");
    let scop = hedra(&["scop", &lu, "--emit", "openscop"]);
    assert!(scop.status.success());
    let dir = std::env::temp_dir().join(format!("hedra-opt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("lu.scop");
    std::fs::write(&file, &scop.stdout).unwrap();
    let from_scop = hedra(&["opt", file.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        from_scop.status.success(),
        "{}",
        String::from_utf8_lossy(&from_scop.stderr)
    );
    let from_c = hedra(&["opt", &lu]);
    assert!(from_c.status.success());
    let a = code_lines(&String::from_utf8_lossy(&from_scop.stdout));
    let b = code_lines(&String::from_utf8_lossy(&from_c.stdout));
    let b: Vec<String> = b.into_iter().filter(|l| a.contains(l)).collect();
    assert!(a.len() >= 5, "{a:?}");
    assert_eq!(a, b);
}

#[test]
fn emit_formats() {
    let gemm = kernel("gemm");
    let tree = hedra(&["opt", &gemm, "--emit", "tree"]);
    assert!(tree.status.success());
    let t = String::from_utf8_lossy(&tree.stdout);
    assert!(
        t.starts_with("domain: ") && t.contains("sequence:") && t.contains("schedule: "),
        "{t}"
    );
    let json = hedra(&["opt", &gemm, "--emit", "json"]);
    assert!(json.status.success());
    let j = String::from_utf8_lossy(&json.stdout);
    assert!(
        j.trim_start().starts_with('{') && j.contains("\"statements\""),
        "{j}"
    );
    let osc = hedra(&["opt", &gemm, "--emit", "openscop"]);
    assert!(osc.status.success());
    assert!(String::from_utf8_lossy(&osc.stdout).contains("<OpenScop>"));
}

#[test]
fn verbose_explains_and_tiling_without_scheduler_is_reported() {
    let gemm = kernel("gemm");
    let out = hedra(&["opt", &gemm, "-v", "--tile=32,32"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("generated 5 loops, 0 guards"), "{err}");
    assert!(err.contains("original schedule kept"), "{err}");
}

#[test]
fn output_keeps_everything_outside_the_region() {
    let gemm = kernel("gemm");
    let src = std::fs::read_to_string(&gemm).unwrap();
    let out = hedra(&["opt", &gemm]);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let start = src.find("#pragma scop").unwrap();
    let end = src.find("#pragma endscop").unwrap() + "#pragma endscop".len();
    assert!(text.starts_with(&src[..start]));
    assert!(text.ends_with(&src[end..]));
}
