//! Every kernel of the suite, compiled by the JIT, computes bit for bit what the C printer's
//! code for the same loop AST computes.
//!
//! For each region of `kernels/*/NAME.c`: the scheduler's tree (tiling, fusion,
//! register tiling; privatization and statement splitting off, since they change the model
//! the tree is for), the loop AST hedra-codegen makes of it with unrolling and scalar
//! promotion, and then
//!
//! - the C text of that AST (`print::region_code`), wrapped in a harness that reads the
//!   parameters and arrays from a file, runs the region and writes the arrays back,
//!   compiled with gcc (`-O2 -ffp-contract=off`, no OpenMP);
//! - the same AST compiled by [`hedra_jit::Program`] and run on the same arrays.
//!
//! The JIT runs the parallel loops on three threads. Both start from the same
//! deterministic array contents at the same parameter values
//! (the first of a few that the region's context allows), and their results must be
//! identical, byte for byte.

mod common;

use common::*;
use hedra_jit::Program;
use std::fs;

#[test]
fn every_kernel_computes_what_the_printed_c_computes() {
    let dir = std::env::temp_dir().join(format!("hedra-jit-kernels-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let (mut checked, mut vector_blocks, mut parallel_loops, mut simd_loops) = (0, 0, 0, 0);
    let mut failures = Vec::new();
    for (label, src, scop, ast, options) in regions() {
        let mut program = match Program::compile(&scop, &ast, &options) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{label}: {e}"));
                continue;
            }
        };
        // Three threads: ranges of unequal sizes, more threads than cores.
        program.set_threads(3);
        vector_blocks += program.counts().vector_blocks;
        parallel_loops += program.counts().parallel_loops;
        simd_loops += program.counts().simd_loops;
        let params = parameters(&scop);
        let bufs = buffers(&scop, &program, &params);
        let jit = run_jit(&program, &params, &bufs);
        let c = run_c(&dir, &harness(&src, &scop, &ast, &bufs), &params, &bufs);
        for (k, b) in bufs.iter().enumerate() {
            if jit[k] != c[k] {
                failures.push(format!("{label}: {} differs", b.name));
            }
        }
        checked += 1;
    }
    let _ = fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 40, "only {checked} regions checked");
    // The register blocks of the matrix products and their kind run in vector registers.
    assert!(vector_blocks >= 10, "only {vector_blocks} vector blocks");
    // Most kernels have a loop that runs on threads.
    assert!(parallel_loops >= 30, "only {parallel_loops} parallel loops");
    eprintln!(
        "{vector_blocks} vector blocks, {parallel_loops} parallel loops, {simd_loops} vector loops"
    );
    assert!(simd_loops >= 20, "only {simd_loops} vector loops");
}
