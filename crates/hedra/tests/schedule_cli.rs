//! `hedra schedule`: golden outputs for the kernel suite (with `--parallel`), isl reads every
//! `schedule := ...;` line, options and exit codes. Re-bless after a deliberate change with
//!
//! ```sh
//! HEDRA_BLESS=1 cargo test -p hedra --test schedule_cli
//! ```

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

fn kernels() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("kernels"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir() && e.file_name() != "common")
        .map(|e| e.file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

#[test]
fn golden_schedules_of_the_kernel_suite() {
    let bless = std::env::var_os("HEDRA_BLESS").is_some();
    let ctx = hedra_isl::Ctx::new();
    let mut failures = Vec::new();
    let names = kernels();
    assert!(names.len() >= 30);
    for name in names {
        let file = format!("kernels/{name}/{name}.c");
        let (out, err, code) = hedra(&["schedule", &file, "--parallel"]);
        assert_eq!(code, 0, "{name}: {err}");
        assert!(!err.contains("warning"), "{name}: {err}");
        // isl reads the flattened schedule as it is.
        let line = out
            .lines()
            .find_map(|l| l.strip_prefix("schedule := "))
            .unwrap_or_else(|| panic!("{name}: no schedule line"));
        let text = line.strip_suffix(';').expect("ends with ;");
        ctx.union_map(text)
            .unwrap_or_else(|e| panic!("{name}: isl rejects the schedule: {e:?}"));
        let got = format!("# hedra schedule {file} --parallel\n{out}");
        let path = root().join(format!("crates/hedra/tests/golden/schedule/{name}.txt"));
        if bless {
            std::fs::write(&path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if want != got {
            failures.push(name);
        }
    }
    assert!(
        failures.is_empty(),
        "golden mismatch (re-bless with HEDRA_BLESS=1 after checking): {failures:?}"
    );
}

#[test]
fn verbose_logs_the_decisions() {
    let (_, err, code) = hedra(&[
        "schedule",
        "kernels/jacobi_2d/jacobi_2d.c",
        "-v",
        "--parallel",
    ]);
    assert_eq!(code, 0);
    assert!(err.contains("hyperplane"), "{err}");
    assert!(err.contains("tiled"), "{err}");
    assert!(err.contains("wavefront"), "{err}");
    assert!(
        err.contains("legality check of the new schedule: passed"),
        "{err}"
    );
    let (_, err, _) = hedra(&["schedule", "kernels/bicg_mv/bicg_mv.c", "-v"]);
    assert!(err.contains("parallel"), "{err}");
    assert!(err.contains("fused S0,S1,S2,S3"), "{err}");
    let (_, err, code) = hedra(&["schedule", "kernels/gemm/gemm.c"]);
    assert_eq!(code, 0);
    assert!(err.is_empty(), "{err}");
}

#[test]
fn options_change_the_schedule() {
    let (tiled, _, _) = hedra(&["schedule", "kernels/gemm/gemm.c"]);
    assert!(tiled.contains("32*"));
    let (untiled, _, code) = hedra(&["schedule", "kernels/gemm/gemm.c", "--no-tile"]);
    assert_eq!(code, 0);
    assert!(!untiled.contains("32*"));
    let (sized, _, _) = hedra(&["schedule", "kernels/gemm/gemm.c", "--tile=16,8"]);
    assert!(sized.contains("16*") && sized.contains("8*"));
    let (l2, _, code) = hedra(&["schedule", "kernels/gemm/gemm.c", "--l2-tile=4"]);
    assert_eq!(code, 0);
    assert!(l2.contains("128*"));
    let (nofuse, _, code) = hedra(&["schedule", "kernels/bicg_mv/bicg_mv.c", "--fuse=no"]);
    assert_eq!(code, 0);
    let (smart, _, _) = hedra(&["schedule", "kernels/bicg_mv/bicg_mv.c", "--fuse=smart"]);
    assert_ne!(nofuse, smart);
    let (_, _, code) = hedra(&["schedule", "kernels/gemm/gemm.c", "--fuse=max"]);
    assert_eq!(code, 0);
}

#[test]
fn errors_and_exit_codes() {
    let (_, err, code) = hedra(&["schedule", "no/such/file.c"]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot read"));
    let (_, err, code) = hedra(&["schedule", "kernels/gemm/gemm.c", "--tile=0"]);
    assert_eq!(code, 2, "{err}");
    let (_, _, code) = hedra(&["schedule", "kernels/gemm/gemm.c", "--fuse=sometimes"]);
    assert_eq!(code, 2);
    let dir = std::env::temp_dir().join("hedra-schedule-cli");
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("none.c");
    std::fs::write(&f, "int main(void) { return 0; }\n").unwrap();
    let (_, err, code) = hedra(&["schedule", f.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("no `#pragma scop`"));
}
