//! Golden filetests of the C that `hedra opt` generates. Each file
//! `tests/golden/opt/<case>.c` holds, after a comment naming the command, the helper macros
//! and the generated block of every region. After a deliberate change, re-bless with
//!
//! ```sh
//! HEDRA_BLESS=1 cargo test -p hedra --test opt_golden
//! ```
//!
//! Cases named `*_original` keep the original order (`--no-schedule --no-parallel`: code
//! generation alone); plain kernel names use the default options (scheduled, tiled, parallel).
//!
//! Checked by hand (original order): `gemm` (two nests, no guards), `gemm_tiled` (floord tile loops, min
//! partial-tile bounds), `gemm_tiled_full` (eight nests: full tiles with plain point loops,
//! partial tiles bounded by the domain edge only), `jacobi_1d_time_tiled` (skewed tile bounds with ceild/floord, the
//! point loops' max/min), `nussinov` (decreasing loop as `-c0`, the `j - i > 3` split),
//! `mgs_qr` (no peeled last iteration), `correlation` (statement after the loop).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The generated parts of `hedra opt`'s output: macro definitions and each region's block.
fn generated_parts(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    let mut in_macros = false;
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
            if t.starts_with("#endif")
                && !lines
                    .peek()
                    .is_some_and(|l| l.trim_start().starts_with("#ifndef"))
            {
                in_macros = false;
            }
            continue;
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

fn cases() -> Vec<(&'static str, &'static str, Vec<String>)> {
    // Default options: scheduled, tiled and parallel.
    let plain = |k: &'static str| (k, k, vec![]);
    // The original order, no OpenMP: code generation alone.
    let original = |case: &'static str, k: &'static str| {
        (
            case,
            k,
            vec!["--no-schedule".to_string(), "--no-parallel".to_string()],
        )
    };
    vec![
        original("gemm_original", "gemm"),
        original("lu_original", "lu"),
        original("jacobi_2d_original", "jacobi_2d"),
        original("seidel_2d_original", "seidel_2d"),
        original("nussinov_original", "nussinov"),
        original("mgs_qr_original", "mgs_qr"),
        original("correlation_original", "correlation"),
        plain("gemm"),
        plain("mm_chain2"),
        plain("syrk"),
        plain("trmm"),
        plain("lu"),
        plain("cholesky"),
        plain("jacobi_1d"),
        plain("jacobi_2d"),
        plain("seidel_2d"),
        plain("nussinov"),
        plain("floyd_warshall"),
        plain("mgs_qr"),
        plain("correlation"),
        plain("levinson"),
        (
            "gemm_tiled",
            "gemm",
            vec![
                "--no-parallel".into(),
                "--schedule".into(),
                "[_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> [0, floor(i/32), floor(j/32), 0, i, j, 0]; S1[i, j, k] -> [1, floor(i/32), floor(j/32), floor(k/32), i, j, k] }".into(),
            ],
        ),
        (
            "gemm_tiled_full",
            "gemm",
            vec![
                "--no-parallel".into(),
                "--full-tiles".into(),
                "--schedule".into(),
                "[_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> [0, floor(i/32), floor(j/32), 0, i, j, 0]; S1[i, j, k] -> [1, floor(i/32), floor(j/32), floor(k/32), i, j, k] }".into(),
            ],
        ),
        (
            "jacobi_1d_time_tiled",
            "jacobi_1d",
            vec![
                "--no-parallel".into(),
                "--schedule".into(),
                "[_PB_TSTEPS, _PB_N] -> { S0[t, i] -> [floor(t/2), floor((2t + i)/8), t, 0, 2t + i]; S1[t, i] -> [floor(t/2), floor((2t + i + 1)/8), t, 1, 2t + i + 1] }".into(),
            ],
        ),
    ]
}

#[test]
fn golden_generated_code() {
    let bless = std::env::var_os("HEDRA_BLESS").is_some();
    let dir = std::env::temp_dir().join(format!("hedra-opt-golden-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for (case, kernel, args) in cases() {
        let mut cmd_args: Vec<String> = Vec::new();
        let mut shown: Vec<String> =
            vec!["hedra opt".into(), format!("kernels/{kernel}/{kernel}.c")];
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if a == "--schedule" {
                let text = it.next().expect("schedule text");
                let file = dir.join(format!("{case}.isl"));
                std::fs::write(&file, text).unwrap();
                cmd_args.push(a.clone());
                cmd_args.push(file.to_string_lossy().into_owned());
                shown.push(format!("--schedule '{text}'"));
            } else {
                cmd_args.push(a.clone());
                shown.push(a.clone());
            }
        }
        let out = Command::new(env!("CARGO_BIN_EXE_hedra"))
            .arg("opt")
            .arg(root().join(format!("kernels/{kernel}/{kernel}.c")))
            .args(&cmd_args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{case}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got = format!(
            "// {}\n{}",
            shown.join(" "),
            generated_parts(&String::from_utf8_lossy(&out.stdout))
        );
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/golden/opt/{case}.c"));
        if bless {
            std::fs::write(&path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if got != want {
            failures.push(format!(
                "{case}: generated code differs from {} (re-bless with HEDRA_BLESS=1 after checking)\n--- got\n{got}\n--- want\n{want}",
                path.display()
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn golden_files_are_all_used() {
    let names: Vec<&str> = cases().iter().map(|c| c.0).collect();
    assert!(names.len() >= 10);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/opt");
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
        assert!(
            names.contains(&stem.as_str()),
            "stale golden file {}",
            p.display()
        );
    }
}
