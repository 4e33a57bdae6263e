//! Oracle tests: hedra's dependences of every kernel of the suite against isl's dataflow
//! analysis (`isl_union_access_info_compute_flow`) with the original schedule.
//!
//! The inputs handed to isl are the lines of `hedra scop` for the kernel (context, domain,
//! reads, writes, schedule), which the golden tests of hedra-c already check isl reads as the
//! same sets. Accesses are restricted to the domains and the context, then:
//! - flow: sinks = reads, must-sources = writes; isl's must dependences must equal hedra's
//!   `flow`, isl's sinks without a source hedra's `live_in`;
//! - RAW: sinks = reads, may-sources = writes; with may-sources only, isl reports *every*
//!   earlier write of the cell, which must equal hedra's memory-based `raw`;
//! - WAR: sinks = writes, may-sources = reads; WAW: sinks = writes, may-sources = writes;
//! - live-out: for each cell, the write with the lexicographically largest time
//!   (`lexmax` of `writes⁻¹ . schedule`, mapped back through the schedule), which must equal
//!   hedra's `live_out`.
//!
//! Every comparison is isl's `is_equal` on hedra's printed text; all kernels are checked and
//! every difference is reported before the test fails.

mod common;

use std::path::Path;

fn kernels() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut v = Vec::new();
    for e in std::fs::read_dir(&root).expect("kernels directory") {
        let dir = e.expect("entry").path();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let file = dir.join(format!("{name}.c"));
        if file.is_file() {
            v.push((
                name,
                std::fs::read_to_string(file).expect("readable kernel"),
            ));
        }
    }
    v.sort();
    assert!(v.len() >= 30, "the kernel suite, found {}", v.len());
    v
}

#[test]
fn every_kernel_matches_isl_dataflow() {
    let mut failures = Vec::new();
    let mut total = std::time::Duration::ZERO;
    for (name, src) in kernels() {
        let ex = hedra_c::extract(&src);
        let scop = ex.scops().next().expect("a scop").clone();
        let (diffs, dt) = common::compare_with_isl(&scop);
        total += dt;
        eprintln!("{name}: analysis in {dt:?}");
        failures.extend(diffs.into_iter().map(|d| format!("{name}: {d}")));
    }
    eprintln!("total analysis time: {total:?}");
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
