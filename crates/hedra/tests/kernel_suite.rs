//! Checks of the kernel suite in `kernels/` (see `kernels/README.md`), independent of hedra
//! itself: every kernel must be a well-formed PolyBench-style program that later end-to-end
//! tests can compile, optimize and compare.
//!
//! For every `kernels/<name>/<name>.c` this test
//! - checks that the file holds exactly one `#pragma scop` / `#pragma endscop` pair, in order;
//! - compiles it with the C compiler (`$CC`, default `gcc`) at the MINI size with
//!   `-O2 -std=c99 -Wall -Wextra -Werror -DDUMP_ARRAYS`, and runs it twice;
//! - checks exit status 0, a `time:` line and a finite `checksum:` line on stdout, a non-empty,
//!   well-formed dump on stderr without NaN or infinity, and identical output from both runs;
//! - type-checks it (`-fsyntax-only`) at the other dataset sizes and in the float and
//!   constant-loop-bound configurations.
//!
//! Scratch files go to a fresh directory under `std::env::temp_dir()`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The minimum size of the suite promised by the design.
const MIN_KERNELS: usize = 30;

const WARNINGS: &[&str] = &["-std=c99", "-Wall", "-Wextra", "-Werror"];

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels")
}

fn include_dir() -> PathBuf {
    kernels_dir().join("common")
}

fn compiler() -> String {
    std::env::var("CC").unwrap_or_else(|_| "gcc".to_string())
}

/// One kernel: its name and its source file.
struct Kernel {
    name: String,
    source: PathBuf,
}

/// Every `kernels/*/*.c`, sorted by path.
fn discover() -> Vec<Kernel> {
    let dir = kernels_dir();
    let mut found = Vec::new();
    let entries = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read the kernel directory {}: {e}", dir.display()));
    for entry in entries {
        let sub = entry.expect("directory entry").path();
        if !sub.is_dir() {
            continue;
        }
        for file in fs::read_dir(&sub).expect("kernel directory") {
            let path = file.expect("directory entry").path();
            if path.extension().is_some_and(|e| e == "c") {
                let name = path.file_stem().unwrap().to_string_lossy().into_owned();
                found.push(Kernel { name, source: path });
            }
        }
    }
    found.sort_by(|a, b| a.source.cmp(&b.source));
    found
}

/// A scratch directory unique to this process and test, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("hedra-kernel-suite-{}-{}", std::process::id(), tag));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("create scratch directory");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn require_compiler() {
    let cc = compiler();
    match Command::new(&cc).arg("--version").output() {
        Ok(out) if out.status.success() => {}
        _ => panic!("the kernel suite test needs a C compiler: `{cc} --version` failed (set CC)"),
    }
}

fn run_compiler(args: &[String]) -> Output {
    Command::new(compiler())
        .args(args)
        .output()
        .expect("run the C compiler")
}

fn describe(out: &Output) -> String {
    format!(
        "status {:?}\n--- stdout\n{}\n--- stderr\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        tail(&String::from_utf8_lossy(&out.stderr), 40)
    )
}

fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// Counts the lines that are exactly the given directive (whitespace-normalized).
fn count_directive(text: &str, directive: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| line.split_whitespace().collect::<Vec<_>>().join(" ") == directive)
        .map(|(number, _)| number + 1)
        .collect()
}

/// Checks the dump format of `kernels/common/kernel.h`; returns the number of values.
fn check_dump(stderr: &str) -> Result<usize, String> {
    let begin = stderr
        .find("hedra-dump begin\n")
        .ok_or("no `hedra-dump begin` line on stderr")?;
    let end = stderr
        .find("hedra-dump end")
        .ok_or("no `hedra-dump end` line on stderr")?;
    if end < begin {
        return Err("`hedra-dump end` before `hedra-dump begin`".into());
    }
    let body = &stderr[begin + "hedra-dump begin\n".len()..end];
    let mut lines = body.lines();
    let mut total = 0usize;
    let mut arrays = 0usize;
    while let Some(header) = lines.next() {
        let words: Vec<&str> = header.split_whitespace().collect();
        let (name, count) = match words.as_slice() {
            ["array", name, count] => (
                name.to_string(),
                count
                    .parse::<usize>()
                    .map_err(|_| format!("bad element count in `{header}`"))?,
            ),
            _ => return Err(format!("expected `array NAME COUNT`, found `{header}`")),
        };
        let mut seen = 0usize;
        loop {
            let line = lines
                .next()
                .ok_or_else(|| format!("array {name}: missing `end {name}`"))?;
            if line == format!("end {name}") {
                break;
            }
            for value in line.split_whitespace() {
                let lower = value.to_ascii_lowercase();
                if lower.contains("nan") || lower.contains("inf") {
                    return Err(format!("array {name}: non-finite value {value}"));
                }
                seen += 1;
            }
        }
        if seen != count || count == 0 {
            return Err(format!(
                "array {name}: header says {count} values, found {seen}"
            ));
        }
        total += seen;
        arrays += 1;
    }
    if arrays == 0 {
        return Err("the dump holds no array".into());
    }
    Ok(total)
}

fn stdout_value<'a>(stdout: &'a str, key: &str) -> Option<&'a str> {
    stdout
        .lines()
        .find_map(|line| line.strip_prefix(key))
        .map(str::trim)
}

/// Compiles one kernel at MINI size with dumps on, runs it twice, checks both runs.
fn build_and_run(kernel: &Kernel, scratch: &Path) -> Result<(), String> {
    let exe = scratch.join(&kernel.name);
    let mut args: Vec<String> = vec!["-O2".into()];
    args.extend(WARNINGS.iter().map(|s| s.to_string()));
    args.extend([
        "-DMINI_DATASET".to_string(),
        "-DDUMP_ARRAYS".to_string(),
        format!("-I{}", include_dir().display()),
        kernel.source.display().to_string(),
        "-o".to_string(),
        exe.display().to_string(),
        "-lm".to_string(),
    ]);
    let out = run_compiler(&args);
    if !out.status.success() {
        return Err(format!("compilation failed: {}", describe(&out)));
    }

    let mut runs = Vec::new();
    for _ in 0..2 {
        let out = Command::new(&exe)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
        if !out.status.success() {
            return Err(format!("run failed: {}", describe(&out)));
        }
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let time = stdout_value(&stdout, "time:").ok_or("no `time:` line on stdout")?;
        time.parse::<f64>()
            .map_err(|_| format!("unparsable time `{time}`"))?;
        let checksum = stdout_value(&stdout, "checksum:").ok_or("no `checksum:` line on stdout")?;
        let value = checksum
            .parse::<f64>()
            .map_err(|_| format!("unparsable checksum `{checksum}`"))?;
        if !value.is_finite() {
            return Err(format!("checksum is not finite: {checksum}"));
        }
        check_dump(&stderr)?;
        runs.push((checksum.to_string(), stderr));
    }
    if runs[0].0 != runs[1].0 {
        return Err(format!(
            "checksums differ between two runs: {} vs {}",
            runs[0].0, runs[1].0
        ));
    }
    if runs[0].1 != runs[1].1 {
        return Err("the dumps of two runs differ".into());
    }
    Ok(())
}

fn report(failures: Vec<String>) {
    if !failures.is_empty() {
        panic!(
            "{} kernel check(s) failed:\n\n{}",
            failures.len(),
            failures.join("\n\n")
        );
    }
}

#[test]
fn suite_has_enough_kernels() {
    let kernels = discover();
    let names: Vec<&str> = kernels.iter().map(|k| k.name.as_str()).collect();
    assert!(
        kernels.len() >= MIN_KERNELS,
        "expected at least {MIN_KERNELS} kernels, found {}: {names:?}",
        kernels.len()
    );
    assert!(
        include_dir().join("kernel.h").is_file(),
        "kernels/common/kernel.h is missing"
    );
}

#[test]
fn each_kernel_is_named_after_its_directory_and_has_one_scop() {
    let mut failures = Vec::new();
    for kernel in discover() {
        let dir_name = kernel
            .source
            .parent()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if dir_name != kernel.name {
            failures.push(format!(
                "{}: file name does not match its directory `{dir_name}`",
                kernel.source.display()
            ));
        }
        let text = fs::read_to_string(&kernel.source).expect("read kernel source");
        let scop = count_directive(&text, "#pragma scop");
        let endscop = count_directive(&text, "#pragma endscop");
        if scop.len() != 1 || endscop.len() != 1 {
            failures.push(format!(
                "{}: expected one `#pragma scop` and one `#pragma endscop`, found lines {scop:?} and {endscop:?}",
                kernel.name
            ));
        } else if scop[0] >= endscop[0] {
            failures.push(format!(
                "{}: `#pragma endscop` (line {}) precedes `#pragma scop` (line {})",
                kernel.name, endscop[0], scop[0]
            ));
        }
        // The raw text too, so that a stray mention (say in a comment) is noticed.
        if text.matches("#pragma scop").count() != 1 || text.matches("#pragma endscop").count() != 1
        {
            failures.push(format!(
                "{}: the text `#pragma scop` / `#pragma endscop` must appear exactly once each",
                kernel.name
            ));
        }
    }
    report(failures);
}

#[test]
fn kernels_compile_run_and_dump_deterministically() {
    require_compiler();
    let scratch = Scratch::new("run");
    let kernels = discover();
    let mut failures = Vec::new();
    for kernel in &kernels {
        if let Err(message) = build_and_run(kernel, &scratch.0) {
            failures.push(format!("{}: {message}", kernel.name));
        }
    }
    report(failures);
}

#[test]
fn kernels_type_check_in_every_configuration() {
    require_compiler();
    let configurations: &[&[&str]] = &[
        &["-DSMALL_DATASET"],
        &["-DLARGE_DATASET"],
        &["-DMINI_DATASET", "-DDATA_TYPE_IS_FLOAT"],
        &["-DSMALL_DATASET", "-DCONSTANT_LOOP_BOUNDS", "-DDUMP_ARRAYS"],
    ];
    let mut failures = Vec::new();
    for kernel in discover() {
        for configuration in configurations {
            let mut args: Vec<String> = vec!["-fsyntax-only".into()];
            args.extend(WARNINGS.iter().map(|s| s.to_string()));
            args.extend(configuration.iter().map(|s| s.to_string()));
            args.push(format!("-I{}", include_dir().display()));
            args.push(kernel.source.display().to_string());
            let out = run_compiler(&args);
            if !out.status.success() {
                failures.push(format!(
                    "{} with {configuration:?}: {}",
                    kernel.name,
                    describe(&out)
                ));
            }
        }
    }
    report(failures);
}
