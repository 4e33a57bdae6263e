//! `hedra schedule`: options, the verbose log and exit codes. The outputs for the kernel suite
//! (with `--parallel`) are filetests (`filetests/schedule/`).

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
