//! The JIT's code against gcc's on the same loop structure.
//!
//! For every region of the kernel suite: the loop AST of hedra's default schedule (as in
//! the `kernels` test), compiled by the JIT and printed as C and compiled by gcc `-O3`
//! (and `-O3 -march=native`; and `-O3 -fopenmp` with 2 threads against the JIT with 2
//! threads), run from the same arrays, the best of 5 runs each. The size
//! of each kernel is the largest of 64, 128, 256, 512 (every parameter the same value)
//! at which gcc's run stays under 0.25 s. The JIT's time is that of the compiled code
//! (`Bound::execute`); the footprint check that `Program::bind` makes first is timed
//! apart, and so is `Program::compile` (cranelift's compilation of the region).
//!
//! `cargo bench -p hedra-jit --bench jit_vs_gcc` prints a Markdown table (about 5 minutes
//! on 2 cores). Run it on a quiet machine.

#[path = "../tests/common/mod.rs"]
mod common;

use common::*;
use hedra_jit::{footprint, Program};
use std::fs;
use std::time::Instant;

const REPS: usize = 5;

fn main() {
    let dir = std::env::temp_dir().join(format!("hedra-jit-bench-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    println!(
        "| kernel | size | gcc -O3 (ms) | gcc -O3 -march=native (ms) | JIT (ms) | JIT / gcc -O3 \
         | gcc -O3 -fopenmp, 2 threads (ms) | JIT, 2 threads (ms) | JIT / gcc, 2 threads | check (ms) \
         | JIT compile (ms) |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut ratios2 = Vec::new();
    let mut ratios = Vec::new();
    for (label, src, scop, ast, options) in regions() {
        let start = Instant::now();
        let mut program = Program::compile(&scop, &ast, &options).unwrap();
        let compile = start.elapsed().as_secs_f64();
        program.set_threads(1);
        let Some((v, params, bufs)) = sized(&dir, &src, &scop, &ast, &program) else {
            continue;
        };
        let source = harness(&src, &scop, &ast, &bufs);
        let exe = compile_c(&dir, &source, &["-O3"]);
        let gcc = time_c(&dir, &exe, &params, &bufs, REPS, 1);
        let exe = compile_c(&dir, &source, &["-O3", "-march=native"]);
        let native = time_c(&dir, &exe, &params, &bufs, REPS, 1);
        let exe = compile_c(&dir, &source, &["-O3", "-fopenmp"]);
        let gcc2 = time_c(&dir, &exe, &params, &bufs, REPS, 2);
        let start = Instant::now();
        footprint::footprint(&scop, &params).unwrap();
        let check = start.elapsed().as_secs_f64();
        let jit = time_jit(&program, &params, &bufs, REPS);
        program.set_threads(2);
        let jit2 = time_jit(&program, &params, &bufs, REPS);
        ratios.push(jit / gcc);
        ratios2.push(jit2 / gcc2);
        println!(
            "| {label} | {v} | {:.3} | {:.3} | {:.3} | {:.2}x | {:.3} | {:.3} | {:.2}x | {:.2} | {:.1} |",
            gcc * 1e3,
            native * 1e3,
            jit * 1e3,
            jit / gcc,
            gcc2 * 1e3,
            jit2 * 1e3,
            jit2 / gcc2,
            check * 1e3,
            compile * 1e3
        );
    }
    let geomean = |r: &[f64]| (r.iter().map(|x| x.ln()).sum::<f64>() / r.len() as f64).exp();
    println!(
        "\nGeometric mean of the time ratio JIT / gcc over {} regions: {:.2}x with 1 thread, \
         {:.2}x with 2 threads.",
        ratios.len(),
        geomean(&ratios),
        geomean(&ratios2)
    );
    let _ = fs::remove_dir_all(&dir);
}

/// The size of a region's run: the largest of 64, 128, 256, 512 for every parameter at
/// which gcc's `-O3` code runs under 0.25 s (the first allowed one if none does), with the
/// parameters and arrays.
fn sized(
    dir: &std::path::Path,
    src: &str,
    scop: &hedra_ir::Scop,
    ast: &hedra_codegen::Ast,
    program: &Program,
) -> Option<(i64, Vec<i64>, Vec<Buffer>)> {
    let mut chosen = None;
    for v in [64, 128, 256, 512] {
        let Some(params) = parameters_at(scop, v) else {
            continue;
        };
        let bufs = buffers(scop, program, &params);
        let exe = compile_c(dir, &harness(src, scop, ast, &bufs), &["-O3"]);
        let t = time_c(dir, &exe, &params, &bufs, 1, 1);
        if chosen.is_some() && t > 0.25 {
            break;
        }
        chosen = Some((v, params, bufs));
        if t > 0.25 {
            break;
        }
    }
    chosen
}
