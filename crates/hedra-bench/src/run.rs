//! Building and running kernels: compiler invocations, the `time:` line, the peak resident
//! memory of a run, and the comparison of two output dumps.

use std::ffi::{OsStr, OsString};
use std::io;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, ExitCode, ExitStatus};

/// Runs `cmd`, returning its stdout and stderr, or a message with the command line and its
/// stderr when it cannot start or exits with failure.
pub fn output(cmd: &mut Command) -> Result<(Vec<u8>, Vec<u8>), String> {
    let line = format!("{cmd:?}");
    let out = cmd
        .output()
        .map_err(|e| format!("{line}: cannot run: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let tail: String = err
            .lines()
            .rev()
            .take(15)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect::<Vec<_>>()
            .join("\n");
        return Err(format!("{line}: {}\n{tail}", out.status));
    }
    Ok((out.stdout, out.stderr))
}

/// The first argument that makes hedra-bench the go-between of a measured run:
/// `hedra-bench --go-between PROGRAM ARGS...` (see [`go_between`]).
pub const GO_BETWEEN: &str = "--go-between";

/// The start of the line the go-between appends to standard output.
const MAX_RSS: &str = "hedra-bench max_rss_kib:";

/// Spawns `cmd` with the standard streams inherited, waits for it with `wait4(2)` and
/// returns its exit status and its peak resident set size, the kernel's `ru_maxrss`, in KiB
/// (Linux's unit). The kernel reports the largest peak of the child and of the descendants
/// it waited for, so a program run under `timeout` is measured too. But the child's count
/// starts from the size of the process that created it (Linux carries it over: the peak of
/// the parent for a `posix_spawn`, as std usually spawns, its current size for a `fork`), so the
/// figure is only the program's own when this process is small: see [`go_between`].
pub fn status_with_max_rss(cmd: &mut Command) -> io::Result<(ExitStatus, u64)> {
    let child = cmd.spawn()?;
    wait4(child.id())
}

/// hedra-bench as the go-between of a measured run, when its first argument (after the
/// program name in `args`) is [`GO_BETWEEN`]: runs the rest of `args` with
/// [`status_with_max_rss`], appends the line `hedra-bench max_rss_kib: N` to standard output
/// and exits with the program's exit code (128 + the signal number if a signal ended it).
/// `None` for any other command line.
///
/// Timed runs go through it because hedra-bench itself may hold large output dumps, which
/// its children would count as theirs; a go-between just started is small (about as small as
/// the kernel drivers' C runtime), so the figure it reports is the program's.
pub fn go_between(args: &[OsString]) -> Option<ExitCode> {
    if args.get(1).map(OsString::as_os_str) != Some(OsStr::new(GO_BETWEEN)) {
        return None;
    }
    let Some((program, rest)) = args[2..].split_first() else {
        eprintln!("hedra-bench: error: {GO_BETWEEN} needs a program to run");
        return Some(ExitCode::from(2));
    };
    match status_with_max_rss(Command::new(program).args(rest)) {
        Ok((status, max_rss_kib)) => {
            println!("{MAX_RSS} {max_rss_kib}");
            let code = status
                .code()
                .or_else(|| status.signal().map(|s| 128 + s))
                .unwrap_or(1);
            Some(ExitCode::from(u8::try_from(code).unwrap_or(1)))
        }
        Err(e) => {
            eprintln!("hedra-bench: error: cannot run {program:?}: {e}");
            Some(ExitCode::from(127))
        }
    }
}

/// The value of the go-between's `hedra-bench max_rss_kib: N` line.
pub fn parse_max_rss(stdout: &str) -> Option<u64> {
    stdout
        .lines()
        .find_map(|l| l.strip_prefix(MAX_RSS))
        .and_then(|v| v.trim().parse().ok())
}

/// Waits for the child `pid` with `wait4(2)` (again when interrupted by a signal); its exit
/// status and `ru_maxrss`.
fn wait4(pid: u32) -> io::Result<(ExitStatus, u64)> {
    let pid = libc::pid_t::try_from(pid).map_err(io::Error::other)?;
    let mut status: libc::c_int = 0;
    // SAFETY: `rusage` is plain integers and `timeval`s, for which all zeros is a value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: both pointers are to live locals of the types wait4 expects.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            break;
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
    let max_rss_kib = u64::try_from(usage.ru_maxrss).unwrap_or(0);
    Ok((ExitStatus::from_raw(status), max_rss_kib))
}

/// Compiles `source` with `cc` and `flags` to `exe`, linking `libs` and the math library.
pub fn compile(
    cc: &str,
    flags: &[String],
    libs: &[String],
    include: &Path,
    source: &Path,
    exe: &Path,
) -> Result<(), String> {
    let mut cmd = Command::new(cc);
    cmd.args(flags)
        .arg("-I")
        .arg(include)
        .arg(source)
        .args(libs)
        .arg("-lm")
        .arg("-o")
        .arg(exe);
    output(&mut cmd).map(|_| ())
}

/// One timed run of a program.
#[derive(Clone, Copy, Debug)]
pub struct Timed {
    /// The seconds it printed on its `time:` line.
    pub seconds: f64,
    /// Its peak resident set size in KiB (see [`go_between`]).
    pub max_rss_kib: u64,
}

/// Runs `exe` with `OMP_NUM_THREADS=threads` under a time limit, through the go-between
/// (hedra-bench itself, see [`go_between`]); returns the seconds it printed on its `time:`
/// line and its peak resident memory.
pub fn timed_run(exe: &Path, threads: usize, limit_s: u64) -> Result<Timed, String> {
    timed_run_with(exe, &[], threads, limit_s)
}

/// [`timed_run`] of `exe` with the command-line arguments `args`.
pub fn timed_run_with(
    exe: &Path,
    args: &[String],
    threads: usize,
    limit_s: u64,
) -> Result<Timed, String> {
    let me = std::env::current_exe().map_err(|e| format!("cannot locate hedra-bench: {e}"))?;
    let mut cmd = Command::new(me);
    cmd.arg(GO_BETWEEN)
        .arg("timeout")
        .arg(limit_s.to_string())
        .arg(exe)
        .args(args)
        .env("OMP_NUM_THREADS", threads.to_string());
    let (stdout, _) = output(&mut cmd)?;
    let stdout = String::from_utf8_lossy(&stdout);
    let missing = |what: &str| format!("{}: no `{what}` line", exe.display());
    Ok(Timed {
        seconds: parse_time(&stdout).ok_or_else(|| missing("time:"))?,
        max_rss_kib: parse_max_rss(&stdout).ok_or_else(|| missing(MAX_RSS))?,
    })
}

/// Runs `exe` (built with `-DDUMP_ARRAYS`) and returns its dump (stderr).
pub fn dump_run(exe: &Path, threads: usize, limit_s: u64) -> Result<Vec<u8>, String> {
    dump_run_with(exe, &[], threads, limit_s)
}

/// [`dump_run`] of `exe` with the command-line arguments `args`.
pub fn dump_run_with(
    exe: &Path,
    args: &[String],
    threads: usize,
    limit_s: u64,
) -> Result<Vec<u8>, String> {
    let mut cmd = Command::new("timeout");
    cmd.arg(limit_s.to_string())
        .arg(exe)
        .args(args)
        .env("OMP_NUM_THREADS", threads.to_string());
    Ok(output(&mut cmd)?.1)
}

/// The value of the `time: <seconds>` line.
pub fn parse_time(stdout: &str) -> Option<f64> {
    stdout
        .lines()
        .find_map(|l| l.strip_prefix("time:"))
        .and_then(|v| v.trim().parse().ok())
}

/// The median of a non-empty list.
pub fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_and_median() {
        assert_eq!(parse_time("time: 1.5\nchecksum: 3\n"), Some(1.5));
        assert_eq!(parse_time("checksum: 3\n"), None);
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
    }

    /// `dd` with a 64 MiB block touches all of it; run under `timeout`, as the kernels are,
    /// its peak is still the one reported.
    #[test]
    fn peak_memory_of_a_descendant() {
        let mut cmd = Command::new("timeout");
        cmd.args([
            "60",
            "dd",
            "if=/dev/zero",
            "of=/dev/null",
            "bs=64M",
            "count=1",
        ])
        .stderr(std::process::Stdio::null());
        let (status, rss) = status_with_max_rss(&mut cmd).expect("timeout and dd run");
        assert!(status.success());
        assert!(rss >= 64 * 1024, "{rss} KiB");
        let (status, rss) = status_with_max_rss(&mut Command::new("true")).expect("true runs");
        assert!(status.success() && rss > 0 && rss < 64 * 1024, "{rss} KiB");
        let (status, _) =
            status_with_max_rss(Command::new("sh").args(["-c", "exit 3"])).expect("sh runs");
        assert_eq!(status.code(), Some(3));
    }

    #[test]
    fn max_rss_line() {
        assert_eq!(
            parse_max_rss("time: 1.0\nhedra-bench max_rss_kib: 2048\n"),
            Some(2048)
        );
        assert_eq!(parse_max_rss("time: 1.0\n"), None);
        let args = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
        assert!(go_between(&args(&["hedra-bench", "--size", "MINI"])).is_none());
        assert!(go_between(&args(&["hedra-bench"])).is_none());
    }
}
