//! C semantics file tests: one small C program per case in `tests/c_semantics/`, each a
//! regression of a class of wrong code (integer types, wrap-around, impure calls, final
//! values of iterators, constants near the limits, code size).
//!
//! A file starts with comment lines that say what to check:
//! - `// hedra-test: run` — `hedra opt` must generate code for a region; the original and
//!   the optimized program are compiled with gcc (`-O1 -fopenmp`, `-Wall -Werror` for the
//!   optimized one where the original is clean), run, and must print the same output;
//! - `// hedra-test: kept` — every region stays as written: the output file is the input,
//!   byte for byte, and `hedra opt` exits 0 (1 with `--strict`);
//! - `// options: ...` — extra `hedra opt` options;
//! - `// stderr: text` — `hedra opt`'s standard error must contain the text;
//! - `// max-output-bytes: N` — an upper bound on the size of the generated file;
//! - `// max-preprocessed-bytes: N` — an upper bound on its size after `gcc -E` (macros
//!   repeat their arguments, so nested macro calls can grow exponentially).
//!
//! A new regression is one more file.

use std::path::{Path, PathBuf};
use std::process::Command;

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c_semantics");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/c_semantics exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    v.sort();
    v
}

/// The values of the header lines `// key: value`.
fn header<'a>(src: &'a str, key: &str) -> Vec<&'a str> {
    let prefix = format!("// {key}:");
    src.lines()
        .take_while(|l| l.starts_with("//"))
        .filter_map(|l| l.strip_prefix(&prefix).map(str::trim))
        .collect()
}

fn gcc(src: &Path, exe: &Path, werror: bool) -> Result<(), String> {
    let mut cmd = Command::new("gcc");
    cmd.args(["-O1", "-fopenmp", "-std=gnu11"]);
    if werror {
        cmd.args(["-Wall", "-Werror"]);
    }
    let out = cmd
        .arg(src)
        .arg("-o")
        .arg(exe)
        .arg("-lm")
        .output()
        .map_err(|e| format!("cannot run gcc: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

fn run(exe: &Path) -> String {
    let out = Command::new(exe)
        .env("OMP_NUM_THREADS", "2")
        .output()
        .expect("run the program");
    assert!(out.status.success(), "{} failed", exe.display());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn check(case: &Path, tmp: &Path) -> Result<(), String> {
    let src = std::fs::read_to_string(case).map_err(|e| e.to_string())?;
    let name = case.file_stem().and_then(|s| s.to_str()).unwrap_or("case");
    let kind = header(&src, "hedra-test");
    let options: Vec<String> = header(&src, "options")
        .iter()
        .flat_map(|o| o.split_whitespace().map(String::from))
        .collect();
    let out_c = tmp.join(format!("{name}.opt.c"));
    let opt = Command::new(env!("CARGO_BIN_EXE_hedra"))
        .arg("opt")
        .arg(case)
        .arg("-o")
        .arg(&out_c)
        .args(&options)
        .output()
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&opt.stderr);
    if !opt.status.success() {
        return Err(format!("hedra opt failed: {stderr}"));
    }
    for want in header(&src, "stderr") {
        if !stderr.contains(want) {
            return Err(format!("stderr lacks `{want}`:\n{stderr}"));
        }
    }
    let generated = std::fs::read(&out_c).map_err(|e| format!("no output file: {e}"))?;
    for max in header(&src, "max-output-bytes") {
        let max: usize = max
            .parse()
            .map_err(|_| "bad max-output-bytes".to_string())?;
        if generated.len() > max {
            return Err(format!(
                "{} bytes of output, at most {max}",
                generated.len()
            ));
        }
    }
    for max in header(&src, "max-preprocessed-bytes") {
        let max: usize = max
            .parse()
            .map_err(|_| "bad max-preprocessed-bytes".to_string())?;
        let pre = Command::new("gcc")
            .args(["-E", "-P"])
            .arg(&out_c)
            .output()
            .map_err(|e| e.to_string())?;
        if pre.stdout.len() > max {
            return Err(format!(
                "{} bytes after gcc -E, at most {max}",
                pre.stdout.len()
            ));
        }
    }
    match kind.first().copied() {
        Some("kept") => {
            if generated != src.as_bytes() {
                return Err("the region was not kept as written".into());
            }
            let strict = Command::new(env!("CARGO_BIN_EXE_hedra"))
                .arg("opt")
                .arg(case)
                .arg("--strict")
                .args(&options)
                .output()
                .map_err(|e| e.to_string())?;
            if strict.status.code() != Some(1) {
                return Err("--strict must exit 1 when a region is kept".into());
            }
            Ok(())
        }
        Some("run") => {
            let text = String::from_utf8_lossy(&generated);
            if !text.contains("hedra opt: generated") {
                return Err(format!("no region was optimized:\n{stderr}"));
            }
            let orig_exe = tmp.join(format!("{name}.orig"));
            let opt_exe = tmp.join(format!("{name}.opt"));
            gcc(case, &orig_exe, false)?;
            let clean = gcc(case, &tmp.join(format!("{name}.wall")), true).is_ok();
            gcc(&out_c, &opt_exe, clean)?;
            let (a, b) = (run(&orig_exe), run(&opt_exe));
            if a != b {
                return Err(format!("outputs differ:\noriginal:\n{a}optimized:\n{b}"));
            }
            Ok(())
        }
        other => Err(format!("unknown hedra-test kind {other:?}")),
    }
}

#[test]
fn c_semantics_cases() {
    let tmp = std::env::temp_dir().join(format!("hedra-c-semantics-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temporary directory");
    let mut failures = Vec::new();
    let all = cases();
    assert!(all.len() >= 10, "the cases are missing");
    for case in &all {
        if let Err(e) = check(case, &tmp) {
            failures.push(format!("{}: {e}", case.display()));
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
