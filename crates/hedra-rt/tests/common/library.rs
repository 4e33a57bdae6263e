//! The runtime's static library for tests that link C programs with it (hedra-rt's own, and
//! `hedra cc`'s in the hedra crate, which includes this file).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root (every crate is at `crates/NAME`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `libhedra_rt.a`, built by cargo for the profile of the running test.
pub fn runtime_library() -> PathBuf {
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    let mut args = vec!["build", "-p", "hedra-rt", "--lib"];
    if profile == "release" {
        args.push("--release");
    }
    let status = Command::new(env!("CARGO"))
        .args(&args)
        .current_dir(workspace_root())
        .status()
        .expect("cargo runs");
    assert!(status.success());
    let target =
        std::env::var("CARGO_TARGET_DIR").map_or(workspace_root().join("target"), PathBuf::from);
    let lib = target.join(profile).join("libhedra_rt.a");
    assert!(lib.exists(), "{} is missing", lib.display());
    lib
}
