//! The filetests: every case under `filetests/` at the top of the workspace, one file per
//! case, run through the `hedra` binary. `filetests/README.md` describes the file format.
//!
//! ```sh
//! cargo test -p hedra --test filetests                      # every case
//! HEDRA_FILETEST=gemm cargo test -p hedra --test filetests  # the cases whose path has `gemm`
//! HEDRA_BLESS=1 cargo test -p hedra --test filetests        # rewrite the expected outputs
//! ```
//!
//! Every failing case is reported, each with a diff of its expected and actual output. The
//! iscc lines (`NAME := <isl>;`) of `scop`, `deps` and `schedule` outputs must also read in isl
//! as they are, and back in hedra as the same relations.

mod common;

use common::outputs_agree;
use std::io::Write;
use std::path::{Component, Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The workspace root, where `hedra` runs and every path of a case is relative to.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root")
}

/// What a case checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `hedra scop`: standard output.
    Scop,
    /// `hedra deps`: standard output.
    Deps,
    /// `hedra schedule`: standard output.
    Schedule,
    /// `hedra opt`: the generated parts of standard output (helper macros, generated blocks).
    Opt,
    /// `hedra calc`: standard output of the script.
    Calc,
    /// `hedra opt` generates code; the original and the optimized program, compiled with gcc,
    /// print the same output.
    Run,
    /// `hedra opt` keeps every region as written, and exits 1 with `--strict`.
    Kept,
    /// `hedra tc` on a Tensor Comprehensions file: standard output (`--emit scop`, `tree`,
    /// `header` or `c`), or the diagnostics of a bad program (`exit:` and `stderr:`).
    Tc,
}

impl Kind {
    fn parse(word: &str) -> Option<Kind> {
        Some(match word {
            "scop" => Kind::Scop,
            "deps" => Kind::Deps,
            "schedule" => Kind::Schedule,
            "opt" => Kind::Opt,
            "calc" => Kind::Calc,
            "run" => Kind::Run,
            "kept" => Kind::Kept,
            "tc" => Kind::Tc,
            _ => return None,
        })
    }

    /// The kinds whose expected output the file holds after its `expected:` line.
    fn has_expected_output(self) -> bool {
        !matches!(self, Kind::Run | Kind::Kept)
    }

    /// The `hedra` subcommand.
    fn subcommand(self) -> &'static str {
        match self {
            Kind::Scop => "scop",
            Kind::Deps => "deps",
            Kind::Schedule => "schedule",
            Kind::Calc => "calc",
            Kind::Tc => "tc",
            Kind::Opt | Kind::Run | Kind::Kept => "opt",
        }
    }
}

/// The header keys a case may use (`test` aside).
const KEYS: &[&str] = &[
    "input",
    "options",
    "schedule",
    "exit",
    "stderr",
    "max-output-bytes",
    "max-preprocessed-bytes",
    "tolerance",
];

/// One parsed case file.
struct Case {
    /// The path relative to the workspace root, `/`-separated.
    rel: String,
    kind: Kind,
    /// `(key, value)` for every header line but `test`.
    header: Vec<(String, String)>,
    /// The input file, relative to the root (`input:`, or the case file itself).
    input: String,
    /// The case's own text before its `expected:` line, fed on standard input, unless the
    /// input is another file or the kind runs the file itself.
    stdin: Option<String>,
    /// The text up to and including the `expected:` line (the whole file when it has none).
    before_expected: String,
    /// The expected output, when the file has an `expected:` line.
    expected: Option<String>,
}

impl Case {
    fn values<'a>(&'a self, key: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.header
            .iter()
            .filter(move |(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The `options:` lines, split into words (single quotes group words).
    fn options(&self) -> Vec<String> {
        self.values("options").flat_map(split_words).collect()
    }
}

/// Splits a line of options into words; `'...'` keeps its spaces.
fn split_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            c if c.is_whitespace() && !quoted => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// The comment prefix of a case file: `#` for calc scripts and TC files, `//` for C.
fn comment_prefix(rel: &str) -> &'static str {
    if rel.ends_with(".calc") || rel.ends_with(".tc") {
        "#"
    } else {
        "//"
    }
}

/// `dir/rel` without `.` and `..` components, `/`-separated.
fn normalize(dir: &Path, rel: &str) -> String {
    let mut parts: Vec<String> = Vec::new();
    for c in dir.join(rel).components() {
        match c {
            Component::ParentDir => {
                parts.pop();
            }
            Component::Normal(p) => parts.push(p.to_string_lossy().into_owned()),
            _ => {}
        }
    }
    parts.join("/")
}

fn parse_case(rel: &str, text: &str) -> Result<Case, String> {
    let prefix = comment_prefix(rel);
    let marker = format!("{prefix} expected:");
    let marker_at = text.match_indices(&marker).map(|(at, _)| at).find(|&at| {
        (at == 0 || text[..at].ends_with('\n'))
            && matches!(
                text[at + marker.len()..]
                    .trim_start_matches('\r')
                    .chars()
                    .next(),
                None | Some('\n')
            )
    });
    let (own, before_expected, expected) = match marker_at {
        Some(at) => {
            let end = at + text[at..].find('\n').map_or(text.len() - at, |k| k + 1);
            (&text[..at], &text[..end], Some(text[end..].to_string()))
        }
        None => (text, text, None),
    };
    let mut kind = None;
    let mut header = Vec::new();
    for line in own.lines() {
        let Some(line) = line.strip_prefix(prefix) else {
            break;
        };
        let line = line.trim();
        if let Some(word) = line.strip_prefix("test ") {
            if kind.is_some() {
                return Err("two `test` lines".into());
            }
            kind = Some(Kind::parse(word.trim()).ok_or(format!("unknown test kind `{word}`"))?);
        } else if let Some((key, value)) = line.split_once(':') {
            if KEYS.contains(&key) {
                header.push((key.to_string(), value.trim().to_string()));
            } else if !key.is_empty() && key.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                return Err(format!("unknown header key `{key}:`"));
            }
        }
    }
    let kind = kind.ok_or(format!("no `{prefix} test KIND` line"))?;
    let dir = Path::new(rel).parent().unwrap_or(Path::new(""));
    let inputs: Vec<&str> = header
        .iter()
        .filter(|(k, _)| k == "input")
        .map(|(_, v)| v.as_str())
        .collect();
    let (input, stdin) = match inputs[..] {
        [] if kind.has_expected_output() => ("-".to_string(), Some(own.to_string())),
        [] => (rel.to_string(), None),
        [file] if kind.has_expected_output() => {
            let mut rest = own.lines().skip_while(|l| l.starts_with(prefix));
            if rest.any(|l| !l.trim().is_empty()) {
                return Err("both an `input:` file and text of its own".into());
            }
            (normalize(dir, file), None)
        }
        [_] => return Err("a `run` or `kept` case runs the file itself, not `input:`".into()),
        _ => return Err("more than one `input:` line".into()),
    };
    if kind.has_expected_output() && expected.is_none() && !bless() {
        return Err(format!(
            "no `{marker}` line (HEDRA_BLESS=1 adds it with the output)"
        ));
    }
    if !kind.has_expected_output() && expected.is_some() {
        return Err(format!("`{marker}` in a case that compares programs"));
    }
    Ok(Case {
        rel: rel.to_string(),
        kind,
        header,
        input,
        stdin,
        before_expected: before_expected.to_string(),
        expected,
    })
}

fn bless() -> bool {
    std::env::var_os("HEDRA_BLESS").is_some()
}

/// Runs `hedra ARGS` in the workspace root, with `stdin` on standard input.
fn hedra(args: &[String], stdin: Option<&str>) -> Result<Output, String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hedra"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run hedra: {e}"))?;
    let mut pipe = child.stdin.take().expect("piped stdin");
    pipe.write_all(stdin.unwrap_or("").as_bytes())
        .map_err(|e| format!("cannot write hedra's input: {e}"))?;
    drop(pipe);
    child
        .wait_with_output()
        .map_err(|e| format!("hedra did not finish: {e}"))
}

/// The generated parts of `hedra opt`'s output: macro definitions and each region's block.
fn generated_parts(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    let mut in_macros = false;
    let mut depth = 0;
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        if t.starts_with("#ifndef floord")
            || t.starts_with("#ifndef ceild")
            || t.starts_with("#ifndef min")
            || t.starts_with("#ifndef max")
        {
            in_macros = true;
        }
        if in_macros {
            out.push_str(t);
            out.push('\n');
            if t.starts_with("#if") {
                depth += 1;
            }
            if t.starts_with("#endif") {
                depth -= 1;
            }
            if depth == 0
                && !lines
                    .peek()
                    .is_some_and(|l| l.trim_start().starts_with("#ifndef"))
            {
                in_macros = false;
            }
            continue;
        }
        if t.starts_with("/* hedra opt: version") {
            // A version moved into a function of its own: through its closing brace.
            out.push_str(t);
            out.push('\n');
            for l in lines.by_ref() {
                out.push_str(l);
                out.push('\n');
                if l == "}" {
                    break;
                }
            }
        }
        if t.starts_with("/* hedra opt: generated") {
            out.push_str(t);
            out.push('\n');
            let open = lines.next().unwrap_or_default();
            let indent: String = open.chars().take_while(|c| c.is_whitespace()).collect();
            out.push_str(open);
            out.push('\n');
            for l in lines.by_ref() {
                out.push_str(l);
                out.push('\n');
                if l == format!("{indent}}}") {
                    break;
                }
            }
        }
    }
    out
}

/// Checks the exit code and standard error of a run against the header.
fn check_status(case: &Case, out: &Output) -> Result<(), String> {
    let stderr = String::from_utf8_lossy(&out.stderr);
    let want: i32 = case
        .values("exit")
        .next()
        .map_or(Ok(0), str::parse)
        .map_err(|_| "bad `exit:` value".to_string())?;
    if out.status.code() != Some(want) {
        return Err(format!(
            "hedra exited with {:?}, expected {want}:\n{stderr}",
            out.status.code()
        ));
    }
    let mut expected_stderr = case.values("stderr").peekable();
    if expected_stderr.peek().is_none() && !stderr.is_empty() {
        return Err(format!(
            "unexpected standard error (`stderr:` lines name what is expected):\n{stderr}"
        ));
    }
    for want in expected_stderr {
        if !stderr.contains(want) {
            return Err(format!("standard error lacks `{want}`:\n{stderr}"));
        }
    }
    Ok(())
}

/// The output of a case whose file holds the expected output.
fn actual_output(case: &Case, tmp: &Path) -> Result<String, String> {
    let mut args = vec![case.kind.subcommand().to_string(), case.input.clone()];
    args.extend(case.options());
    if let Some(schedule) = case.values("schedule").next() {
        let file = tmp.join(format!("{}.isl", case.rel.replace('/', "_")));
        std::fs::write(&file, schedule).map_err(|e| e.to_string())?;
        args.push("--schedule".into());
        args.push(file.to_string_lossy().into_owned());
    }
    let out = hedra(&args, case.stdin.as_deref())?;
    check_status(case, &out)?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if case.kind == Kind::Opt {
        return Ok(generated_parts(&stdout));
    }
    let tc_scop = case.kind == Kind::Tc && case.options().iter().any(|o| o == "--emit=scop");
    if matches!(case.kind, Kind::Scop | Kind::Deps | Kind::Schedule) || tc_scop {
        isl_reads_the_lines(&stdout)?;
    }
    Ok(stdout)
}

/// isl reads every `NAME := <isl>;` line of an iscc script as it is, and hedra reads each
/// relation back as the same one.
fn isl_reads_the_lines(script: &str) -> Result<(), String> {
    let ctx = hedra_isl::Ctx::new();
    for line in script.lines() {
        let Some((item, isl)) = line
            .split_once(" := ")
            .and_then(|(item, rest)| Some((item, rest.strip_suffix(';')?)))
        else {
            continue;
        };
        let parsed = match item {
            "context" => ctx.set(isl).map(|_| ()),
            "domain" => ctx.union_set(isl).map(|_| ()),
            _ => ctx.union_map(isl).map(|_| ()),
        };
        parsed.map_err(|e| format!("isl rejects the `{item}` line: {e:?}"))?;
        if !["context", "domain"].contains(&item) {
            let ours = hedra_presburger::parse_union(isl)
                .map_err(|e| format!("hedra rejects its own `{item}` line: {e}"))?;
            if !hedra_isl::isl_equal_union_maps(&ctx, isl, &ours.to_string()).unwrap_or(false) {
                return Err(format!("reprinting the `{item}` line changes the relation"));
            }
        }
    }
    Ok(())
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

/// Seconds a compiled case may run (they take milliseconds; a loop that scans billions of
/// empty iterations is a failure, not a hang of the suite).
const RUN_LIMIT_S: &str = "60";

fn run_program(exe: &Path) -> Result<String, String> {
    let out = Command::new("timeout")
        .arg(RUN_LIMIT_S)
        .arg(exe)
        .env("OMP_NUM_THREADS", "2")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    if out.status.code() == Some(124) {
        return Err(format!("{} ran past {RUN_LIMIT_S} s", exe.display()));
    }
    if !out.status.success() {
        return Err(format!("{} failed: {:?}", exe.display(), out.status));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// A `test run` or `test kept` case: `hedra opt` on the file, then the programs compared.
fn check_program(case: &Case, tmp: &Path) -> Result<(), String> {
    let name = case.rel.replace('/', "_");
    let src = root().join(&case.rel);
    let out_c = tmp.join(format!("{name}.opt.c"));
    let mut args = vec!["opt".to_string(), case.rel.clone(), "-o".to_string()];
    args.push(out_c.to_string_lossy().into_owned());
    args.extend(case.options());
    // The programs check the optimized code, which their small sizes would otherwise
    // leave to the version for small work (the original order).
    if !args.iter().any(|a| a.starts_with("--min-work")) {
        args.push("--min-work=0".into());
    }
    let opt = hedra(&args, None)?;
    let stderr = String::from_utf8_lossy(&opt.stderr);
    if !opt.status.success() {
        return Err(format!("hedra opt failed: {stderr}"));
    }
    for want in case.values("stderr") {
        if !stderr.contains(want) {
            return Err(format!("standard error lacks `{want}`:\n{stderr}"));
        }
    }
    let generated = std::fs::read(&out_c).map_err(|e| format!("no output file: {e}"))?;
    for max in case.values("max-output-bytes") {
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
    for max in case.values("max-preprocessed-bytes") {
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
    if case.kind == Kind::Kept {
        let original = std::fs::read(&src).map_err(|e| e.to_string())?;
        if generated != original {
            return Err("the region was not kept as written".into());
        }
        let mut args = vec!["opt".to_string(), case.rel.clone(), "--strict".to_string()];
        args.extend(case.options());
        if hedra(&args, None)?.status.code() != Some(1) {
            return Err("--strict must exit 1 when a region is kept".into());
        }
        return Ok(());
    }
    if !String::from_utf8_lossy(&generated).contains("hedra opt: generated") {
        return Err(format!("no region was optimized:\n{stderr}"));
    }
    let orig_exe = tmp.join(format!("{name}.orig"));
    let opt_exe = tmp.join(format!("{name}.opt"));
    gcc(&src, &orig_exe, false)?;
    let clean = gcc(&src, &tmp.join(format!("{name}.wall")), true).is_ok();
    gcc(&out_c, &opt_exe, clean)?;
    let (a, b) = (run_program(&orig_exe)?, run_program(&opt_exe)?);
    let tolerance = match case.values("tolerance").next() {
        Some(t) => t.parse::<f64>().map_err(|_| "bad tolerance".to_string())?,
        None => 0.0,
    };
    if !outputs_agree(&a, &b, tolerance) {
        return Err(format!("outputs differ:\noriginal:\n{a}optimized:\n{b}"));
    }
    Ok(())
}

/// A line diff of `want` and `got` (longest common subsequence), with two lines of context
/// around each change.
fn diff(want: &str, got: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    let (n, m) = (a.len(), b.len());
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let mut ops: Vec<(char, &str)> = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            ops.push((' ', a[i]));
            i += 1;
            j += 1;
        } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
            ops.push(('-', a[i]));
            i += 1;
        } else {
            ops.push(('+', b[j]));
            j += 1;
        }
    }
    let near = |k: usize| {
        ops[k.saturating_sub(2)..(k + 3).min(ops.len())]
            .iter()
            .any(|(c, _)| *c != ' ')
    };
    let mut out = String::from("--- expected\n+++ actual\n");
    let mut skipped = false;
    let mut shown = 0;
    for (k, (c, line)) in ops.iter().enumerate() {
        if !near(k) {
            skipped = true;
            continue;
        }
        if skipped {
            out.push_str("@@\n");
            skipped = false;
        }
        shown += 1;
        if shown > 80 {
            out.push_str("... (more differences)\n");
            break;
        }
        out.push_str(&format!("{c}{line}\n"));
    }
    if want.ends_with('\n') != got.ends_with('\n') {
        out.push_str("(the two differ in the final newline)\n");
    }
    out
}

/// Runs one case; `Ok(true)` when bless rewrote its file.
fn run_case(rel: &str, tmp: &Path) -> Result<bool, String> {
    let path = root().join(rel);
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let case = parse_case(rel, &text)?;
    if !case.kind.has_expected_output() {
        return check_program(&case, tmp).map(|()| false);
    }
    let got = actual_output(&case, tmp)?;
    if case.expected.as_deref() == Some(got.as_str()) {
        return Ok(false);
    }
    if bless() {
        let mut head = case.before_expected.clone();
        if case.expected.is_none() {
            if !head.is_empty() && !head.ends_with('\n') {
                head.push('\n');
            }
            head.push_str(&format!("{} expected:\n", comment_prefix(rel)));
        }
        std::fs::write(&path, head + &got).map_err(|e| e.to_string())?;
        return Ok(true);
    }
    Err(format!(
        "output differs (HEDRA_BLESS=1 rewrites it, after checking):\n{}",
        diff(case.expected.as_deref().unwrap_or(""), &got)
    ))
}

/// Every case file under `filetests/`, relative to the root, sorted.
fn case_files() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir)
            .expect("readable directory")
            .flatten()
        {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(&root().join("filetests"), &mut files);
    let mut rels: Vec<String> = files
        .iter()
        .filter(|p| p.file_name().is_some_and(|n| n != "README.md"))
        .map(|p| {
            p.strip_prefix(root())
                .expect("under the root")
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    rels.sort();
    rels
}

/// The kernels of the suite: `kernels/<name>/<name>.c`.
fn kernels() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("kernels"))
        .expect("kernels/")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| root().join(format!("kernels/{n}/{n}.c")).is_file())
        .collect();
    names.sort();
    names
}

/// The cases every kernel has: its `hedra scop`, `hedra deps` and `hedra schedule --parallel`
/// outputs. Bless creates the missing ones.
fn kernel_cases() -> Vec<String> {
    let mut missing = Vec::new();
    for name in kernels() {
        for (kind, options) in [("scop", ""), ("deps", ""), ("schedule", "--parallel")] {
            let rel = format!("filetests/{kind}/{name}.c");
            if root().join(&rel).is_file() {
                continue;
            }
            if bless() {
                let mut text = format!("// test {kind}\n// input: ../../kernels/{name}/{name}.c\n");
                if !options.is_empty() {
                    text.push_str(&format!("// options: {options}\n"));
                }
                std::fs::create_dir_all(root().join(format!("filetests/{kind}")))
                    .expect("create filetests/KIND");
                std::fs::write(root().join(&rel), text).expect("write a new case");
            } else {
                missing.push(rel);
            }
        }
    }
    missing
}

#[test]
fn filetests() {
    let missing = kernel_cases();
    let filter = std::env::var("HEDRA_FILETEST").unwrap_or_default();
    let cases: Vec<String> = case_files()
        .into_iter()
        .filter(|c| c.contains(&filter))
        .collect();
    assert!(
        !cases.is_empty(),
        "no case under filetests/ matches HEDRA_FILETEST=`{filter}`"
    );
    let tmp = std::env::temp_dir().join(format!("hedra-filetests-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temporary directory");
    // The cases run on all cores: each is one or a few processes.
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Result<bool, String>)>> = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(rel) = cases.get(k) else { break };
                let r = run_case(rel, &tmp);
                results.lock().expect("results").push((k, r));
            });
        }
    });
    let _ = std::fs::remove_dir_all(&tmp);
    let mut results = results.into_inner().expect("results");
    results.sort_by_key(|r| r.0);
    let mut failures: Vec<String> = missing
        .iter()
        .map(|m| format!("{m}: missing (HEDRA_BLESS=1 creates it)"))
        .collect();
    let mut blessed = 0;
    for (k, r) in results {
        match r {
            Ok(b) => blessed += usize::from(b),
            Err(e) => failures.push(format!("{}: {e}", cases[k])),
        }
    }
    if blessed > 0 {
        eprintln!("blessed {blessed} case(s)");
    }
    assert!(
        failures.is_empty(),
        "{} of {} filetests failed:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

#[test]
fn case_headers_parse() {
    let case = parse_case(
        "filetests/opt/x.c",
        "// test opt\n// A note: not a key.\n// input: ../../kernels/gemm/gemm.c\n\
         // options: --no-parallel '--tile=8' a'b c'\n// expected:\nout\n",
    )
    .unwrap();
    assert_eq!(case.kind, Kind::Opt);
    assert_eq!(case.input, "kernels/gemm/gemm.c");
    assert_eq!(case.options(), ["--no-parallel", "--tile=8", "ab c"]);
    assert_eq!(case.expected.as_deref(), Some("out\n"));
    assert!(case.stdin.is_none());
    let own = parse_case(
        "filetests/calc/x.calc",
        "# test calc\n{ [i] : 0 <= i < 3 };\n# expected:\n{ [i] : 0 <= i <= 2 }\n",
    )
    .unwrap();
    assert_eq!(own.input, "-");
    assert_eq!(
        own.stdin.as_deref(),
        Some("# test calc\n{ [i] : 0 <= i < 3 };\n")
    );
    for bad in [
        "// options: -v\n",
        "// test nothing\n",
        "// test opt\n// optoins: -v\n// expected:\n",
        "// test run\n// expected:\nx\n",
        "// test scop\n// input: a.c\nint x;\n// expected:\n",
    ] {
        assert!(parse_case("filetests/x.c", bad).is_err(), "{bad}");
    }
}

#[test]
fn diffs_show_the_changed_lines() {
    let d = diff("a\nb\nc\nd\ne\nf\ng\n", "a\nb\nc\nD\ne\nf\ng\n");
    assert!(d.contains("-d\n+D\n"), "{d}");
    assert!(d.contains(" c\n") && !d.contains(" a\n"), "{d}");
}
