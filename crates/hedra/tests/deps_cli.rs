//! `hedra deps`: output formats, options and exit codes.

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
fn deps_starts_with_the_scop_lines() {
    let (scop, _, _) = hedra(&["scop", "kernels/lu/lu.c"]);
    let (deps, _, code) = hedra(&["deps", "kernels/lu/lu.c"]);
    assert_eq!(code, 0);
    assert!(deps.starts_with(&scop));
    let rest: Vec<&str> = deps[scop.len()..]
        .lines()
        .map(|l| l.split(" := ").next().unwrap())
        .collect();
    assert_eq!(rest, ["raw", "war", "waw", "flow", "live_in", "live_out"]);
}

#[test]
fn deps_emits_json_with_the_same_relations() {
    let (out, err, code) = hedra(&["deps", "--emit", "json", "kernels/gemm/gemm.c"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    // The same relations as the iscc script (whose text the filetests pin).
    let (script, _, code) = hedra(&["deps", "kernels/gemm/gemm.c"]);
    assert_eq!(code, 0);
    for key in ["raw", "war", "waw", "flow", "live_in", "live_out"] {
        let line = script
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key} := ")))
            .unwrap();
        assert_eq!(
            v[key].as_str().unwrap(),
            line.strip_suffix(';').unwrap(),
            "{key}"
        );
    }
    assert!(v["scop"]["statements"].is_array());
    // gemm: C[i][j] += ... is a reduction; S0 and S1 are separate SCCs in that order.
    assert_eq!(v["reductions"][0]["statement"], "S1");
    assert_eq!(v["reductions"][0]["op"], "+");
    assert_eq!(v["graph"]["sccs"], serde_json::json!([["S0"], ["S1"]]));
    let deps = v["dependences"].as_array().unwrap();
    assert!(deps.iter().any(|d| d["source"] == "S1"
        && d["target"] == "S1"
        && d["reduction"] == true
        && d["carried_by"] == 2
        && d["distance"] == serde_json::json!([0, 0, null])));
}

#[test]
fn deps_exit_codes_and_options() {
    let dir = std::env::temp_dir().join(format!("hedra-deps-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.c");
    std::fs::write(
        &bad,
        "void f(int n) {\n#pragma scop\n  while (n) x = 1;\n#pragma endscop\n}\n",
    )
    .unwrap();
    let (out, err, code) = hedra(&["deps", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.contains("bad.c:3:3: error: `while` loop"), "{err}");
    let none = dir.join("none.c");
    std::fs::write(&none, "int main(void) { return 0; }\n").unwrap();
    let (_, err, code) = hedra(&["deps", none.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("no `#pragma scop` region"), "{err}");
    let (_, err, code) = hedra(&["deps", dir.join("missing.c").to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot read"), "{err}");
    let (_, _, code) = hedra(&["deps", "--emit", "openscop", "kernels/lu/lu.c"]);
    assert_eq!(code, 2);
    let (_, _, code) = hedra(&["deps"]);
    assert_eq!(code, 2);
    // --context restricts every relation.
    let (out, _, code) = hedra(&["deps", "--context", "_PB_N >= 16", "kernels/lu/lu.c"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("context := [_PB_N] -> { : _PB_N >= 16 };"),
        "{out}"
    );
    // --autoscop finds the loop nest without pragmas.
    let auto = dir.join("auto.c");
    std::fs::write(
        &auto,
        "void f(int n, double A[n]) {\n  for (int i = 1; i < n; i++)\n    A[i] = A[i - 1];\n}\n",
    )
    .unwrap();
    let (out, err, code) = hedra(&["deps", "--autoscop", auto.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("flow := [n] -> { S0[i] -> S0[o0] : "), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn deps_with_several_regions_and_one_rejected() {
    let dir = std::env::temp_dir().join(format!("hedra-deps-regions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("two.c");
    std::fs::write(
        &file,
        "void f(int n, double A[n], double B[n]) {\n#pragma scop\n  for (int i = 1; i < n; i++)\n    A[i] = A[i - 1];\n#pragma endscop\n#pragma scop\n  while (n) n--;\n#pragma endscop\n#pragma scop\n  for (int i = 0; i < n; i++)\n    B[i] = A[i];\n#pragma endscop\n}\n",
    )
    .unwrap();
    let (out, err, code) = hedra(&["deps", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("two.c:7:3: error"), "{err}");
    assert!(
        out.contains("two.c:2\n") && out.contains("two.c:9\n"),
        "{out}"
    );
    assert_eq!(out.matches("flow := ").count(), 2);
    // The second analyzed region reads A from before it: live-in, no flow.
    assert!(out.contains("flow := [n] -> {  };"), "{out}");
    let (out, _, code) = hedra(&["deps", "--emit", "json", file.to_str().unwrap()]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v.as_array().map(|a| a.len()), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}
