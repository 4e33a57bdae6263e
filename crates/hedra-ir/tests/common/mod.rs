//! Test Scops: the models hedra-c builds for some kernels of the suite, in their JSON form
//! (`tests/scops/<kernel>.json`; after a change of the model, regenerate one with
//! `hedra scop --emit json kernels/<kernel>/<kernel>.c > crates/hedra-ir/tests/scops/<kernel>.json`).
//! They cover loop nests, a decreasing loop (`trmm`), scalars (`symm`), an affine `if`
//! (`nussinov`), statements outside loops (`levinson`) and stencils over time.

use hedra_ir::Scop;
use std::path::Path;

/// Every test Scop, with its kernel's name, sorted by name.
pub fn kernel_scops() -> Vec<(String, Scop)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scops");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/scops")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "the test Scops are missing");
    files
        .iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(p).expect("readable JSON");
            let scop = Scop::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, scop)
        })
        .collect()
}
