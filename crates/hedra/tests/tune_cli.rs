//! `hedra tune` end to end: a small matrix product tuned for two generations of four
//! candidates (each compiled with the system C compiler and run), the cache hit of a second
//! run, `hedra tc --tuned` emitting the code of the cached options, and Ctrl-C keeping the
//! best options found so far.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const MM: &str = "def mm(float(M,K) A, float(K,N) B) -> (C) {\n    C(m,n) +=! A(m,k) * B(k,n)\n}\n";

fn hedra(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hedra"))
        .args(args)
        .env_remove("CC")
        .output()
        .expect("run hedra")
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hedra-tune-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

fn have_cc() -> bool {
    Command::new("cc").arg("--version").output().is_ok()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn tune_cache_and_tuned() {
    if !have_cc() {
        eprintln!("no C compiler: skipped");
        return;
    }
    let dir = scratch_dir("mm");
    let tc = dir.join("mm.tc");
    std::fs::write(&tc, MM).unwrap();
    let cache = dir.join("cache").join("tune.json");
    let args = [
        "tune",
        s(&tc),
        "--def",
        "mm",
        "--sizes",
        "M=64,N=64,K=64",
        "--generations",
        "2",
        "--population",
        "4",
        "--threads",
        "1",
        "--cache",
        s(&cache),
    ];
    let first = hedra(&args);
    let out = text(&first.stdout);
    let err = text(&first.stderr);
    assert!(first.status.success(), "{out}\n{err}");
    assert!(out.contains("def mm at K=64,M=64,N=64:"), "{out}");
    assert!(
        out.contains("  untuned: ") && out.contains("  best: "),
        "{out}"
    );
    assert!(
        out.lines()
            .any(|l| l.starts_with("  best: ") && l.contains(" ms (")),
        "{out}"
    );
    let options = out
        .lines()
        .find_map(|l| l.strip_prefix("  options: "))
        .expect("an options line")
        .to_string();
    assert!(err.contains("option sets measured"), "{err}");
    // No progress bar when standard error is not a terminal.
    assert!(!err.contains("candidates,"), "{err}");

    // The cache: readable JSON with the key and the options.
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&cache).unwrap()).unwrap();
    let entry = &json["entries"][0];
    assert_eq!(entry["key"]["name"], "mm");
    assert_eq!(entry["key"]["sizes"]["K"], 64);
    assert!(entry["key"]["machine"]["cores"].as_u64().unwrap() >= 1);
    assert_eq!(entry["complete"], true);
    assert_eq!(entry["key"]["threads"], 1);
    let flags = entry["flags"].as_str().unwrap().to_string();
    if flags.is_empty() {
        assert_eq!(options, "(the defaults)");
    } else {
        assert_eq!(options, flags);
    }

    // A second run answers from the cache, at once.
    let t = Instant::now();
    let second = hedra(&args);
    let elapsed = t.elapsed();
    assert!(second.status.success());
    assert!(
        text(&second.stderr).contains("found in the tuning cache"),
        "{}",
        text(&second.stderr)
    );
    assert_eq!(text(&second.stdout), out);
    assert!(elapsed < Duration::from_secs(3), "{elapsed:?}");

    // `hedra tc --tuned` compiles with the cached options: the same code as with the
    // flags written out.
    let tuned = dir.join("tuned.c");
    let r = hedra(&[
        "tc",
        s(&tc),
        "--tuned",
        "--sizes",
        "M=64,N=64,K=64",
        "--cache",
        s(&cache),
        "-o",
        s(&tuned),
    ]);
    assert!(r.status.success(), "{}", text(&r.stderr));
    assert!(
        text(&r.stderr).contains("tuned options from"),
        "{}",
        text(&r.stderr)
    );
    let explicit = dir.join("explicit.c");
    let mut argv = vec!["tc", s(&tc), "-o", s(&explicit)];
    argv.extend(flags.split_whitespace());
    let r = hedra(&argv);
    assert!(r.status.success(), "{}", text(&r.stderr));
    let tuned_code = std::fs::read_to_string(&tuned).unwrap();
    assert_eq!(tuned_code, std::fs::read_to_string(&explicit).unwrap());
    if let Some(sizes) = flags
        .split_whitespace()
        .find_map(|f| f.strip_prefix("--tile="))
    {
        // The tile loops divide by the chosen sizes.
        for t in sizes.split(',') {
            assert!(
                tuned_code.contains(&format!(", {t})")),
                "tile {t}:\n{tuned_code}"
            );
        }
    }

    // Another thread count is another key: tuned again, starting from the options
    // cached for the same def at other sizes (an entry for M=32 added by hand here).
    let mut json = json;
    let mut related = json["entries"][0].clone();
    related["key"]["sizes"]["M"] = 32.into();
    related["options"] = serde_json::json!({"parallel": "off", "promote": "off"});
    related["flags"] = "--no-parallel --no-promote".into();
    json["entries"].as_array_mut().unwrap().push(related);
    std::fs::write(&cache, serde_json::to_string_pretty(&json).unwrap()).unwrap();
    let mut two = args.to_vec();
    two[7] = "1";
    two[11] = "2";
    two.push("-v");
    let r = hedra(&two);
    let err = text(&r.stderr);
    assert!(r.status.success(), "{err}");
    assert!(!err.contains("found in the tuning cache"), "{err}");
    assert!(
        err.contains("[1] ") && err.contains(": --no-parallel --no-promote"),
        "{err}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&cache).unwrap()).unwrap();
    assert_eq!(json["entries"].as_array().unwrap().len(), 3);
    assert_eq!(json["entries"][2]["key"]["threads"], 2);

    // Other sizes: no entry, the default options, with a note.
    let other = dir.join("other.c");
    let r = hedra(&[
        "tc",
        s(&tc),
        "--tuned",
        "--sizes",
        "M=16,N=64,K=64",
        "--cache",
        s(&cache),
        "-o",
        s(&other),
    ]);
    assert!(r.status.success());
    assert!(
        text(&r.stderr).contains("no tuned options"),
        "{}",
        text(&r.stderr)
    );
    let plain = hedra(&["tc", s(&tc)]);
    assert_eq!(
        std::fs::read_to_string(&other).unwrap(),
        text(&plain.stdout)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn usage_errors() {
    let dir = scratch_dir("usage");
    let tc = dir.join("mm.tc");
    std::fs::write(&tc, MM).unwrap();
    let cache = dir.join("tune.json");
    let base = ["tune", s(&tc), "--cache", s(&cache)];
    let run = |extra: &[&str]| {
        let mut a = base.to_vec();
        a.extend_from_slice(extra);
        hedra(&a)
    };
    let r = run(&["--def", "nope", "--sizes", "M=4,N=4,K=4"]);
    assert_eq!(r.status.code(), Some(2));
    assert!(
        text(&r.stderr).contains("no def `nope`"),
        "{}",
        text(&r.stderr)
    );
    let r = run(&["--def", "mm", "--sizes", "M=4,N=4"]);
    assert_eq!(r.status.code(), Some(2));
    assert!(
        text(&r.stderr).contains("no size for K"),
        "{}",
        text(&r.stderr)
    );
    let r = run(&["--def", "mm", "--sizes", "M=x"]);
    assert_eq!(r.status.code(), Some(2));
    let r = hedra(&["tc", s(&tc), "--tuned"]);
    assert_eq!(r.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--start` takes `hedra tc` flags of the searched options: anything else, a value outside
/// the space or more tile sizes than the def has loops, is a usage error that names it,
/// before anything is compiled.
#[test]
fn malformed_starting_points_are_usage_errors() {
    let dir = scratch_dir("start");
    let tc = dir.join("mm.tc");
    std::fs::write(&tc, MM).unwrap();
    let cache = dir.join("tune.json");
    for bad in [
        "--fuse=max",
        "--tc-fusion=sideways",
        "--tile=1,2,3,4,5",
        "--tile",
        "x",
    ] {
        let r = hedra(&[
            "tune",
            s(&tc),
            "--def",
            "mm",
            "--sizes",
            "M=4,N=4,K=4",
            "--cache",
            s(&cache),
            "--start",
            bad,
        ]);
        assert_eq!(r.status.code(), Some(2), "{bad}");
        assert!(
            text(&r.stderr).contains("--start"),
            "{bad}: {}",
            text(&r.stderr)
        );
        assert!(!text(&r.stderr).contains("panicked"), "{bad}");
    }
    assert!(!cache.exists(), "nothing was tuned");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn interrupt_keeps_the_best_so_far() {
    if !have_cc() || !Path::new("/bin/kill").exists() {
        return;
    }
    let dir = scratch_dir("int");
    let tc = dir.join("mm.tc");
    std::fs::write(&tc, MM).unwrap();
    let cache = dir.join("tune.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_hedra"))
        .args([
            "tune",
            s(&tc),
            "--def",
            "mm",
            "--sizes",
            "M=32,N=32,K=32",
            "--generations",
            "50",
            "--population",
            "8",
            "--threads",
            "1",
            "-v",
            "--cache",
            s(&cache),
        ])
        .env_remove("CC")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for the first measured candidate, then Ctrl-C.
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let mut seen = String::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        seen.push_str(&line);
        seen.push('\n');
        if line.starts_with("[1] ") && line.contains(" ms") {
            break;
        }
    }
    let killed = Command::new("/bin/kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    let status = child.wait().unwrap();
    let err = seen + &rest.join("\n");
    assert!(status.success(), "{err}");
    assert!(
        err.contains("interrupted; keeping the best options"),
        "{err}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&cache).unwrap()).unwrap();
    assert_eq!(json["entries"][0]["complete"], false);
    let _ = std::fs::remove_dir_all(&dir);
}
