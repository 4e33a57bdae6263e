//! The differential check: optimize a C file with `hedra opt`, compile the original and the
//! optimized program with gcc, run both, compare their outputs byte for byte.
//!
//! The same approach as `crates/hedra/tests/opt_kernels.rs`: an exit status of `hedra opt`
//! other than 0 is a failure, an `: error:` diagnostic means a region was left as written
//! (counted as *rejected*), a warning means a fallback schedule; outputs must be identical
//! (hedra keeps the order of every floating-point reduction, so no tolerance is needed).

use crate::rng::Rng;
use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The outcome of one check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    Match,
    /// hedra left the region as written (an error diagnostic); the output was still compared.
    Rejected,
    Mismatch,
    /// hedra panicked, was killed by a signal, or exited with a failure status.
    HedraCrash,
    HedraHang,
    OptNoCompile,
    /// The optimized program crashed (signal or failure status) where the original did not.
    OptRunCrash,
    RunTimeout,
    /// The test itself is unusable (the original does not compile or run, or is not
    /// deterministic); a generator bug, never hedra's.
    Invalid,
}

impl Class {
    pub const ALL: [Class; 9] = [
        Class::Match,
        Class::Rejected,
        Class::Mismatch,
        Class::HedraCrash,
        Class::HedraHang,
        Class::OptNoCompile,
        Class::OptRunCrash,
        Class::RunTimeout,
        Class::Invalid,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Class::Match => "match",
            Class::Rejected => "hedra-rejected",
            Class::Mismatch => "mismatch",
            Class::HedraCrash => "hedra-crash",
            Class::HedraHang => "hedra-hang",
            Class::OptNoCompile => "optimized-does-not-compile",
            Class::OptRunCrash => "optimized-run-crash",
            Class::RunTimeout => "run-timeout",
            Class::Invalid => "invalid-test",
        }
    }
    pub fn parse(s: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.name() == s)
    }
    /// A bug in hedra (what the CI test forbids).
    pub fn is_bug(self) -> bool {
        !matches!(self, Class::Match | Class::Rejected | Class::Invalid)
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One configuration: hedra options, C flags, threads.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    pub hedra_args: Vec<String>,
    pub openmp: bool,
    pub threads: u32,
}

impl Config {
    pub fn cflags(&self) -> Vec<String> {
        let mut f = vec!["-O1".to_string(), "-std=c99".to_string()];
        if self.openmp {
            f.push("-fopenmp".into());
        }
        f
    }
    /// The one-line form used in regression files: `ARGS | cflags | threads`.
    pub fn describe(&self) -> String {
        self.hedra_args
            .iter()
            .map(|a| shell_quote(a))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

pub fn shell_quote(a: &str) -> String {
    if a.chars()
        .all(|c| c.is_ascii_alphanumeric() || "-_=,.x/".contains(c))
    {
        a.to_string()
    } else {
        format!("'{}'", a.replace('\'', "'\\''"))
    }
}

/// Random `hedra opt` options. `params` are the parameters with their actual values (for
/// valid `--context` facts).
pub fn random_config(r: &mut Rng, params: &[(String, i64)]) -> Config {
    let mut a: Vec<String> = Vec::new();
    match r.weighted(&[3, 2, 1, 2]) {
        1 => a.push("--fuse=no".into()),
        2 => a.push("--fuse=smart".into()),
        3 => a.push("--fuse=max".into()),
        _ => {}
    }
    match r.weighted(&[3, 2, 4]) {
        1 => a.push("--no-tile".into()),
        2 => {
            let n = r.range(1, 3);
            let sizes: Vec<String> = (0..n)
                .map(|_| r.pick(&[2, 3, 4, 5, 8, 16, 32]).to_string())
                .collect();
            a.push(format!("--tile={}", sizes.join(",")));
        }
        _ => {}
    }
    match r.weighted(&[3, 2, 3]) {
        1 => a.push("--no-register-tile".into()),
        2 => a.push(format!(
            "--register-tile={}x{}",
            r.pick(&[1, 2, 3, 4, 6]),
            r.pick(&[1, 2, 3, 4, 8])
        )),
        _ => {}
    }
    if r.chance(20) {
        a.push(format!("--innermost={}", r.range(1, 4)));
    }
    if r.chance(20) {
        a.push("--no-promote".into());
    }
    if r.chance(15) {
        a.push("--full-mapping".into());
    }
    if r.chance(20) {
        a.push("--no-parallel".into());
    }
    if r.chance(20) {
        a.push("--no-wavefront".into());
    }
    if r.chance(25) {
        a.push("--full-tiles".into());
    }
    if r.chance(30) {
        a.push("--cache-size=0".into());
    }
    // The programs are small: with the default `--min-work` most of them would run the
    // version for small work (the original order), so most configurations ask for the
    // optimized code at any size, and a few for a low threshold that the dispatch tests.
    match r.weighted(&[1, 6, 2]) {
        1 => a.push("--min-work=0".into()),
        2 => a.push(format!("--min-work={}", r.pick(&[16, 256, 4096]))),
        _ => {}
    }
    if r.chance(10) {
        a.push(format!("--max-versions={}", r.pick(&[1, 2, 3])));
    }
    if r.chance(8) {
        a.push("--no-schedule".into());
    }
    match r.weighted(&[6, 1, 3]) {
        1 => a.push("--no-split".into()),
        2 => a.push("--always-split".into()),
        _ => {}
    }
    if !params.is_empty() && r.chance(30) {
        let (name, v) = r.pick(params).clone();
        let fact = match r.below(3) {
            0 => format!("{name} >= {}", r.range(1, v.max(1))),
            1 => format!("{name} <= {}", v + r.range(0, 20)),
            _ => format!("{name} >= 1 && {name} <= {}", v + r.range(0, 100)),
        };
        a.push("--context".into());
        a.push(fact);
    }
    let openmp = r.chance(80);
    let threads = if openmp && r.chance(50) { 2 } else { 1 };
    Config {
        hedra_args: a,
        openmp,
        threads,
    }
}

/// Output of a process run with a time limit.
pub struct Ran {
    pub code: Option<i32>,
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
}

impl Ran {
    pub fn ok(&self) -> bool {
        !self.timed_out && self.code == Some(0)
    }
}

/// Runs `cmd` with a time limit in a process group of its own, killing that group when it
/// runs over (gcc's `cc1` is a grandchild: killing the driver alone would leave it running,
/// holding the output pipes).
pub fn run_limited(cmd: &mut Command, limit: Duration) -> std::io::Result<Ran> {
    use std::os::unix::process::CommandExt;
    let mut child = cmd
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let t_out = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out.read_to_end(&mut v);
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break s;
        }
        if start.elapsed() > limit {
            timed_out = true;
            let _ = Command::new("kill")
                .args(["-s", "KILL", "--"])
                .arg(format!("-{}", child.id()))
                .stderr(Stdio::null())
                .status();
            let _ = child.kill();
            break child.wait()?;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = String::from_utf8_lossy(&t_out.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&t_err.join().unwrap_or_default()).into_owned();
    Ok(Ran {
        code: status.code(),
        timed_out,
        stdout,
        stderr,
    })
}

/// Where things are and how long they may take.
#[derive(Clone, Debug)]
pub struct Env {
    pub hedra: PathBuf,
    pub cc: String,
    pub hedra_timeout: Duration,
    pub run_timeout: Duration,
    /// Seconds gcc may take (more counts as not compiling: gcc blows up on the code).
    pub compile_timeout: Duration,
    /// Compile with `-I` this directory (the kernels' `kernel.h`).
    pub include: Option<PathBuf>,
    /// Extra C flags for both versions (the mutation fuzzer's defines).
    pub extra_cflags: Vec<String>,
}

impl Env {
    pub fn new(hedra: PathBuf) -> Env {
        Env {
            hedra,
            cc: std::env::var("CC").unwrap_or_else(|_| "gcc".to_string()),
            hedra_timeout: Duration::from_secs(20),
            run_timeout: Duration::from_secs(10),
            compile_timeout: Duration::from_secs(60),
            include: None,
            extra_cflags: vec![],
        }
    }
}

/// A check's result with the evidence.
#[derive(Clone, Debug)]
pub struct Verdict {
    pub class: Class,
    /// hedra fell back to a less optimized schedule (a warning).
    pub fallback: bool,
    pub detail: String,
    pub original_output: String,
    pub optimized_output: String,
}

impl Verdict {
    fn new(class: Class, detail: String) -> Verdict {
        Verdict {
            class,
            fallback: false,
            detail,
            original_output: String::new(),
            optimized_output: String::new(),
        }
    }
}

fn tail(s: &str, n: usize) -> String {
    let l: Vec<&str> = s.lines().collect();
    l[l.len().saturating_sub(n)..].join("\n")
}

/// Compiles `src` to `exe`; `Err(diagnostics)` on failure.
pub fn compile(env: &Env, src: &Path, exe: &Path, cflags: &[String]) -> Result<(), String> {
    let mut cmd = Command::new(&env.cc);
    cmd.args(cflags).args(&env.extra_cflags);
    if let Some(inc) = &env.include {
        cmd.arg("-I").arg(inc);
    }
    cmd.arg(src).arg("-o").arg(exe).arg("-lm");
    match run_limited(&mut cmd, env.compile_timeout) {
        Ok(r) if r.ok() => Ok(()),
        Ok(r) if r.timed_out => Err(format!(
            "the C compiler ran over {:?} (killed)",
            env.compile_timeout
        )),
        Ok(r) => Err(tail(&r.stderr, 20)),
        Err(e) => Err(format!("cannot run {}: {e}", env.cc)),
    }
}

/// Runs a compiled program; `Ok(stdout)`, or `Err((timed out, description))`.
pub fn execute(env: &Env, exe: &Path, threads: u32) -> Result<String, (bool, String)> {
    let mut cmd = Command::new(exe);
    cmd.env("OMP_NUM_THREADS", threads.to_string());
    match run_limited(&mut cmd, env.run_timeout) {
        Ok(r) if r.ok() => {
            // A kernel prints its run time ("time: ...") on stdout and its dump on stderr.
            let mut out: String = r
                .stdout
                .lines()
                .filter(|l| !l.starts_with("time:"))
                .map(|l| format!("{l}\n"))
                .collect();
            out.push_str(&r.stderr);
            Ok(out)
        }
        Ok(r) if r.timed_out => Err((true, "timed out".into())),
        Ok(r) => Err((
            false,
            format!("exit status {:?}\n{}", r.code, tail(&r.stderr, 10)),
        )),
        Err(e) => Err((false, format!("cannot run {}: {e}", exe.display()))),
    }
}

/// The original program's reference output (sequential: the original has no OpenMP), computed
/// once per program. It is also checked to be deterministic (the same output at -O0).
pub fn reference(env: &Env, dir: &Path, src: &Path) -> Result<String, String> {
    let exe = dir.join("orig.exe");
    let flags = vec!["-O1".to_string(), "-std=c99".to_string()];
    compile(env, src, &exe, &flags).map_err(|e| format!("original: {e}"))?;
    let out = execute(env, &exe, 1).map_err(|(_, e)| format!("original run: {e}"))?;
    let exe0 = dir.join("orig0.exe");
    let flags0 = vec!["-O0".to_string(), "-std=c99".to_string()];
    compile(env, src, &exe0, &flags0).map_err(|e| format!("original -O0: {e}"))?;
    let out0 = execute(env, &exe0, 1).map_err(|(_, e)| format!("original -O0: {e}"))?;
    if out0 != out {
        return Err("the original is not deterministic (-O0 and -O1 differ)".into());
    }
    Ok(out)
}

/// Optimizes `src` with `cfg`, compiles, runs and compares with `reference`.
pub fn check_with_reference(
    env: &Env,
    dir: &Path,
    src: &Path,
    cfg: &Config,
    reference: &str,
) -> Verdict {
    let opt = dir.join("opt.c");
    let _ = std::fs::remove_file(&opt);
    let mut cmd = Command::new(&env.hedra);
    cmd.arg("opt")
        .arg(src)
        .args(&cfg.hedra_args)
        .arg("-o")
        .arg(&opt);
    let ran = match run_limited(&mut cmd, env.hedra_timeout) {
        Ok(r) => r,
        Err(e) => return Verdict::new(Class::Invalid, format!("cannot run hedra: {e}")),
    };
    if ran.timed_out {
        return Verdict::new(
            Class::HedraHang,
            format!("hedra opt ran over {:?}", env.hedra_timeout),
        );
    }
    if ran.code != Some(0) {
        let first = ran
            .stderr
            .lines()
            .find(|l| l.contains("panicked"))
            .unwrap_or("")
            .to_string();
        return Verdict::new(
            Class::HedraCrash,
            format!(
                "hedra opt: exit status {:?} {first}\n{}",
                ran.code,
                tail(&ran.stderr, 15)
            ),
        );
    }
    let rejected = ran.stderr.contains(": error:");
    let fallback = ran.stderr.contains("warning");
    let exe = dir.join("opt.exe");
    if let Err(e) = compile(env, &opt, &exe, &cfg.cflags()) {
        let mut v = Verdict::new(Class::OptNoCompile, e);
        v.fallback = fallback;
        return v;
    }
    let mut v = match execute(env, &exe, cfg.threads) {
        Err((true, e)) => Verdict::new(Class::RunTimeout, e),
        Err((false, e)) => Verdict::new(Class::OptRunCrash, e),
        Ok(out) if out == reference => Verdict::new(
            if rejected {
                Class::Rejected
            } else {
                Class::Match
            },
            tail(&ran.stderr, 5),
        ),
        Ok(out) => {
            let mut v = Verdict::new(Class::Mismatch, first_difference(reference, &out));
            v.optimized_output = out;
            v
        }
    };
    v.fallback = fallback;
    v.original_output = reference.to_string();
    v
}

/// The first differing line of two outputs.
pub fn first_difference(a: &str, b: &str) -> String {
    for (x, y) in a.lines().zip(b.lines()) {
        if x != y {
            return format!("original: {x}\noptimized: {y}");
        }
    }
    format!(
        "outputs differ in length ({} vs {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

/// The whole check of one C text: writes it, computes the reference, checks `cfg`.
pub fn check_source(env: &Env, dir: &Path, c: &str, cfg: &Config) -> Verdict {
    let src = dir.join("prog.c");
    if let Err(e) = std::fs::write(&src, c) {
        return Verdict::new(Class::Invalid, e.to_string());
    }
    match reference(env, dir, &src) {
        Ok(r) => check_with_reference(env, dir, &src, cfg, &r),
        Err(e) => Verdict::new(Class::Invalid, e),
    }
}

/// A scratch directory removed on drop.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(tag: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("hedra-fuzz-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create a scratch directory");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The workspace root (two levels above this crate).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The hedra binary: `$HEDRA_BIN` if set, else `target/release/hedra` of the workspace,
/// built first with `cargo build --release -p hedra` (a no-op when up to date) when `build`.
pub fn hedra_binary(build: bool) -> Result<PathBuf, String> {
    if let Ok(p) = std::env::var("HEDRA_BIN") {
        return Ok(PathBuf::from(p));
    }
    let root = workspace_root();
    if build {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let st = Command::new(cargo)
            .args(["build", "--release", "-p", "hedra"])
            .current_dir(&root)
            .status()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        if !st.success() {
            return Err("cargo build --release -p hedra failed".into());
        }
    }
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| root.join("target"));
    let p = target.join("release/hedra");
    if p.exists() {
        Ok(p)
    } else {
        Err(format!("{} not found", p.display()))
    }
}
