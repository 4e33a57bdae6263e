//! `hedra scop`: output formats and exit codes.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn hedra(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_hedra"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run hedra");
    (
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn scop_emits_json_and_openscop() {
    let (out, _, code) = hedra(&["scop", "--emit", "json", "kernels/lu/lu.c"]);
    assert_eq!(code, 0);
    assert!(out.trim_start().starts_with('{') && out.contains("\"statements\""));
    let (out, _, code) = hedra(&["scop", "--emit", "openscop", "kernels/lu/lu.c"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("<OpenScop>") && out.trim_end().ends_with("</OpenScop>"));
}

#[test]
fn scop_exit_codes() {
    let dir = std::env::temp_dir().join(format!("hedra-scop-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.c");
    std::fs::write(
        &bad,
        "void f(int n) {\n#pragma scop\n  while (n) x = 1;\n#pragma endscop\n}\n",
    )
    .unwrap();
    let (out, err, code) = hedra(&["scop", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.contains("bad.c:3:3: error: `while` loop"), "{err}");
    assert!(err.contains("region left unchanged"), "{err}");
    let none = dir.join("none.c");
    std::fs::write(&none, "int main(void) { return 0; }\n").unwrap();
    let (_, err, code) = hedra(&["scop", none.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("no `#pragma scop` region"), "{err}");
    let (_, _, code) = hedra(&["scop", "--emit", "xml", "kernels/lu/lu.c"]);
    assert_eq!(code, 2);
    let (_, _, code) = hedra(&["scop"]);
    assert_eq!(code, 2);
    let (out, _, code) = hedra(&["scop", "--context", "_PB_N >= 16", "kernels/lu/lu.c"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("context := [_PB_N] -> { : _PB_N >= 16 };"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--autoscop` finds the static-control parts without pragmas: one model per part, each
/// after the line it starts at; a file without any is an error.
#[test]
fn scop_with_autoscop() {
    let dir = std::env::temp_dir().join(format!("hedra-autoscop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let two = dir.join("k.c");
    std::fs::write(
        &two,
        "void kernel(int n, double A[n][n], double B[n], double *p)\n{\n  int i, j;\n  double s;\n  for (i = 0; i < n; i++)\n    for (j = 0; j < n; j++)\n      A[i][j] = 0.0;\n  B[0] = 1.0;\n  while (*p > 0.0)\n    *p = *p - 1.0;\n  for (i = 1; i < n; i++)\n    B[i] = B[i - 1] + A[i][i];\n  return;\n}\n",
    )
    .unwrap();
    let path = two.display().to_string();
    let (out, err, code) = hedra(&["scop", "--autoscop", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("# region at {path}:5\n")), "{out}");
    assert!(out.contains(&format!("# region at {path}:11\n")), "{out}");
    let none = dir.join("none.c");
    std::fs::write(&none, "int main() { return 0; }\n").unwrap();
    let path = none.display().to_string();
    let (_, err, code) = hedra(&["scop", "--autoscop", &path]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!("{path}: error: no static-control part found; nothing to model\n")
    );
    std::fs::remove_dir_all(&dir).ok();
}
