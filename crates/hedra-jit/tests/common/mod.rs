//! What the kernel test and the JIT benchmark share: the suite's regions, their arrays,
//! and the C program that runs the printed code of the same AST.

#![allow(dead_code)]

use hedra_codegen::{Ast, CodeOptions};
use hedra_ir::Scop;
use hedra_jit::{footprint, Array, Elem, Element, Options, Program};
use hedra_presburger::Int;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

pub fn kernels() -> Vec<(String, PathBuf)> {
    let mut out: Vec<(String, PathBuf)> = fs::read_dir(root().join("kernels"))
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            let name = p.file_name()?.to_string_lossy().into_owned();
            let file = p.join(format!("{name}.c"));
            file.exists().then_some((name, file))
        })
        .collect();
    out.sort();
    out
}

/// Every region of the suite: its label (the kernel, and the region's number after the
/// first), the kernel's source, its Scop, the loop AST of hedra's default schedule and
/// the JIT's names for it (constants defined by macros are read as `int` scalars, which
/// a run supplies).
pub fn regions() -> Vec<(String, String, Scop, Ast, Options)> {
    let mut out = Vec::new();
    for (name, file) in kernels() {
        let src = fs::read_to_string(&file).unwrap();
        for (r, scop) in hedra_c::extract(&src).scops().enumerate() {
            let label = if r == 0 {
                name.clone()
            } else {
                format!("{name} ({r})")
            };
            let options = scop
                .arrays
                .iter()
                .filter(|a| a.element_type.is_none() && a.rank == 0)
                .fold(Options::kernel_suite(), |o, a| {
                    o.variable(&a.name, Elem::I32)
                });
            out.push((
                label,
                src.clone(),
                scop.clone(),
                optimized_ast(scop),
                options,
            ));
        }
    }
    out
}

/// The loop AST hedra makes of `scop` with its default schedule, for the JIT.
pub fn optimized_ast(scop: &Scop) -> Ast {
    hedra_opt::jit_ast(scop, &hedra_opt::Options::default(), &mut Vec::new()).unwrap()
}

/// Parameter values the context allows: every parameter the same value.
pub fn parameters(scop: &Scop) -> Vec<i64> {
    [13, 20, 9, 33, 5, 48]
        .into_iter()
        .find_map(|v| parameters_at(scop, v))
        .unwrap_or_else(|| panic!("no parameter value fits the context of {:?}", scop.params))
}

/// Every parameter set to `v`, if the context allows it.
pub fn parameters_at(scop: &Scop, v: i64) -> Option<Vec<i64>> {
    let point: Vec<Int> = scop.params.iter().map(|_| Int::from(v)).collect();
    scop.context
        .contains_point(&point)
        .unwrap_or(false)
        .then(|| vec![v; scop.params.len()])
}

/// One array of a run: its element type, extents and contents (as bytes, little-endian,
/// the order of the machines the test runs on).
pub struct Buffer {
    pub name: String,
    pub elem: Elem,
    pub extents: Vec<usize>,
    pub bytes: Vec<u8>,
}

/// The region's arrays at `params`, filled with values that depend on the array and the
/// position.
pub fn buffers(scop: &Scop, program: &Program, params: &[i64]) -> Vec<Buffer> {
    let bounds = footprint::footprint(scop, params).unwrap();
    let mut out = Vec::new();
    for (k, (name, elem, rank)) in program.arrays().enumerate() {
        let decl = &scop.arrays[k];
        if decl.local || decl.scratch {
            continue;
        }
        let extents = match &bounds[k] {
            Some(b) => footprint::extents_for(name, b).unwrap(),
            None => vec![1; rank],
        };
        let n: usize = extents.iter().product();
        let mut bytes = Vec::with_capacity(n * elem.size());
        for i in 0..n {
            let x = ((i * 7 + 3 * k + 1) % 97) as i64;
            match elem {
                Elem::F64 => bytes.extend((x as f64 / 97.0 + 0.25).to_le_bytes()),
                Elem::F32 => bytes.extend((x as f32 / 97.0 + 0.25).to_le_bytes()),
                e => bytes.extend(&x.to_le_bytes()[..e.size()]),
            }
        }
        out.push(Buffer {
            name: name.to_string(),
            elem,
            extents,
            bytes,
        });
    }
    out
}

/// An 8-byte aligned copy of `bytes`.
pub fn aligned(bytes: &[u8]) -> Vec<u64> {
    let mut words = vec![0u64; bytes.len().div_ceil(8)];
    for (k, b) in bytes.iter().enumerate() {
        words[k / 8] |= u64::from(*b) << (8 * (k % 8));
    }
    words
}

/// `words` as `n` elements of `T`.
pub fn typed<T: Element>(words: &mut [u64], n: usize) -> &mut [T] {
    assert!(n * std::mem::size_of::<T>() <= words.len() * 8);
    // SAFETY: the words hold at least `n` elements of `T`, are aligned for it (8 bytes),
    // and every bit pattern is a value of the plain number types `Element` is made for.
    unsafe { std::slice::from_raw_parts_mut(words.as_mut_ptr().cast::<T>(), n) }
}

/// Runs `program` on copies of `bufs`: the arrays' bytes after the run.
pub fn run_jit(program: &Program, params: &[i64], bufs: &[Buffer]) -> Vec<Vec<u8>> {
    run_jit_timed(program, params, bufs).0
}

/// The best time in seconds of `reps` runs of `program`, each from the same arrays.
pub fn time_jit(program: &Program, params: &[i64], bufs: &[Buffer], reps: usize) -> f64 {
    (0..reps)
        .map(|_| run_jit_timed(program, params, bufs).1)
        .fold(f64::INFINITY, f64::min)
}

/// [`run_jit`], and the time of the run in seconds (the checks of `bind` excluded).
fn run_jit_timed(program: &Program, params: &[i64], bufs: &[Buffer]) -> (Vec<Vec<u8>>, f64) {
    let mut storage: Vec<Vec<u64>> = bufs.iter().map(|b| aligned(&b.bytes)).collect();
    let took;
    {
        let mut arrays: Vec<Array> = bufs
            .iter()
            .zip(storage.iter_mut())
            .map(|(b, words)| {
                let n = b.bytes.len() / b.elem.size();
                let (name, ext) = (b.name.as_str(), b.extents.as_slice());
                match b.elem {
                    Elem::F64 => Array::new(name, typed::<f64>(words, n), ext),
                    Elem::F32 => Array::new(name, typed::<f32>(words, n), ext),
                    Elem::I8 => Array::new(name, typed::<i8>(words, n), ext),
                    Elem::U8 => Array::new(name, typed::<u8>(words, n), ext),
                    Elem::I16 => Array::new(name, typed::<i16>(words, n), ext),
                    Elem::U16 => Array::new(name, typed::<u16>(words, n), ext),
                    Elem::I32 => Array::new(name, typed::<i32>(words, n), ext),
                    Elem::U32 => Array::new(name, typed::<u32>(words, n), ext),
                    Elem::I64 => Array::new(name, typed::<i64>(words, n), ext),
                    Elem::U64 => Array::new(name, typed::<u64>(words, n), ext),
                }
            })
            .collect();
        let mut bound = program.bind(params, &mut arrays).unwrap();
        let start = std::time::Instant::now();
        bound.execute().unwrap();
        took = start.elapsed().as_secs_f64();
    }
    let out = bufs
        .iter()
        .zip(&storage)
        .map(|(b, words)| {
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            bytes[..b.bytes.len()].to_vec()
        })
        .collect();
    (out, took)
}

/// The C harness around the printed region (with the typedefs of the kernel's source
/// `src`): `region()` reads the parameters and the
/// arrays through pointers, `main` reads them from a file and writes the arrays back.
pub fn harness(src: &str, scop: &Scop, ast: &Ast, bufs: &[Buffer]) -> String {
    let mut printable = scop.clone();
    printable.param_text.clear();
    // Counter and scalar names that no kernel uses.
    let names = CodeOptions {
        counter_prefix: "hx_c".into(),
        scalar_prefix: "hx_r".into(),
        ..CodeOptions::default()
    };
    let (code, macros) = hedra_codegen::print::region_code(ast, &printable, &names).unwrap();
    let mut s = String::from(
        "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <time.h>\n#include <math.h>\n#include \"kernel.h\"\n",
    );
    for line in src.lines().filter(|l| l.starts_with("typedef ")) {
        s.push_str(line);
        s.push('\n');
    }
    s.push_str(&macros.definitions());
    s.push_str("static void region(const long *hx_p, void **hx_a, const long *hx_e) {\n");
    for (k, p) in scop.params.iter().enumerate() {
        let ty = &scop.int_type(p).spelling;
        s.push_str(&format!("  {ty} {p} = ({ty})hx_p[{k}];\n"));
    }
    let mut e = 0;
    for (k, b) in bufs.iter().enumerate() {
        let ty = scop
            .arrays
            .iter()
            .find(|a| a.name == b.name)
            .and_then(|a| a.element_type.clone())
            .unwrap_or_else(|| "int".into());
        let dims: String = (0..b.extents.len())
            .map(|d| format!("[hx_e[{}]]", e + d))
            .collect();
        e += b.extents.len();
        let ptr = if dims.is_empty() {
            format!("(*({ty} *)hx_a[{k}])")
        } else {
            format!("(*({ty} (*){dims})hx_a[{k}])")
        };
        s.push_str(&format!("#define {} {ptr}\n", b.name));
    }
    s.push_str(&code);
    s.push('\n');
    for b in bufs {
        s.push_str(&format!("#undef {}\n", b.name));
    }
    s.push_str("}\n");
    let sizes: Vec<String> = bufs.iter().map(|b| b.bytes.len().to_string()).collect();
    let extents: Vec<String> = bufs
        .iter()
        .flat_map(|b| b.extents.iter().map(|x| x.to_string()))
        .collect();
    s.push_str(&format!(
        "int main(int argc, char **argv) {{\n\
         \x20 static const long sizes[] = {{{sizes}0}};\n\
         \x20 static const long ext[] = {{{extents}0}};\n\
         \x20 long p[{np}];\n  void *a[{na}];\n\
         \x20 FILE *in = fopen(argv[1], \"rb\");\n\
         \x20 if (!in || fread(p, sizeof(long), {np}, in) != {np}) return 2;\n\
         \x20 for (int k = 0; k < {na}; k++) {{\n\
         \x20   a[k] = malloc(sizes[k] + 8);\n\
         \x20   if (fread(a[k], 1, sizes[k], in) != (size_t)sizes[k]) return 3;\n\
         \x20 }}\n\
         \x20 if (argc > 3) {{\n\
         \x20   int reps = atoi(argv[3]);\n\
         \x20   void *copy[{na}];\n\
         \x20   for (int k = 0; k < {na}; k++) {{ copy[k] = malloc(sizes[k] + 8); memcpy(copy[k], a[k], sizes[k]); }}\n\
         \x20   double best = 1e30;\n\
         \x20   for (int r = 0; r < reps; r++) {{\n\
         \x20     for (int k = 0; k < {na}; k++) memcpy(a[k], copy[k], sizes[k]);\n\
         \x20     struct timespec t0, t1;\n\
         \x20     clock_gettime(CLOCK_MONOTONIC, &t0);\n\
         \x20     region(p, a, ext);\n\
         \x20     clock_gettime(CLOCK_MONOTONIC, &t1);\n\
         \x20     double t = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);\n\
         \x20     if (t < best) best = t;\n\
         \x20   }}\n\
         \x20   printf(\"%.9f\\n\", best);\n\
         \x20   return 0;\n\
         \x20 }}\n\
         \x20 region(p, a, ext);\n\
         \x20 FILE *out = fopen(argv[2], \"wb\");\n\
         \x20 for (int k = 0; k < {na}; k++) fwrite(a[k], 1, sizes[k], out);\n\
         \x20 fclose(out);\n  (void)argc;\n  return 0;\n}}\n",
        sizes = sizes.iter().map(|x| format!("{x}, ")).collect::<String>(),
        extents = extents.iter().map(|x| format!("{x}, ")).collect::<String>(),
        np = scop.params.len().max(1),
        na = bufs.len().max(1),
    ));
    s
}

/// Compiles the harness `source` with `flags` in `dir`: the executable.
pub fn compile_c(dir: &Path, source: &str, flags: &[&str]) -> PathBuf {
    let (c, exe) = (dir.join("region.c"), dir.join("region"));
    fs::write(&c, source).unwrap();
    let cc = Command::new("gcc")
        .args(flags)
        .args(["-std=gnu99", "-ffp-contract=off", "-w", "-I"])
        .arg(root().join("kernels/common"))
        .arg(&c)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .output()
        .unwrap();
    assert!(
        cc.status.success(),
        "{}: {}",
        c.display(),
        String::from_utf8_lossy(&cc.stderr)
    );
    exe
}

/// Writes the input file of the harness in `dir`: the parameters, then the arrays.
fn write_input(dir: &Path, params: &[i64], bufs: &[Buffer]) -> PathBuf {
    let input = dir.join("in.bin");
    let mut bytes: Vec<u8> = params.iter().flat_map(|p| p.to_ne_bytes()).collect();
    if params.is_empty() {
        bytes.extend(0i64.to_ne_bytes());
    }
    for b in bufs {
        bytes.extend(&b.bytes);
    }
    fs::write(&input, bytes).unwrap();
    input
}

/// Compiles and runs the harness: the arrays' bytes after the run.
pub fn run_c(dir: &Path, source: &str, params: &[i64], bufs: &[Buffer]) -> Vec<Vec<u8>> {
    let exe = compile_c(dir, source, &["-O2"]);
    let (input, output) = (write_input(dir, params, bufs), dir.join("out.bin"));
    let run = Command::new(&exe)
        .arg(&input)
        .arg(&output)
        .output()
        .unwrap();
    assert!(run.status.success(), "{} failed", exe.display());
    let all = fs::read(&output).unwrap();
    let mut at = 0;
    bufs.iter()
        .map(|b| {
            let part = all[at..at + b.bytes.len()].to_vec();
            at += b.bytes.len();
            part
        })
        .collect()
}

/// The best time in seconds of `reps` runs of the harness executable `exe`, each from the
/// same arrays, with `threads` OpenMP threads.
pub fn time_c(
    dir: &Path,
    exe: &Path,
    params: &[i64],
    bufs: &[Buffer],
    reps: usize,
    threads: usize,
) -> f64 {
    let input = write_input(dir, params, bufs);
    let run = Command::new(exe)
        .env("OMP_NUM_THREADS", threads.to_string())
        .arg(&input)
        .arg(dir.join("out.bin"))
        .arg(reps.to_string())
        .output()
        .unwrap();
    assert!(run.status.success(), "{} failed", exe.display());
    String::from_utf8_lossy(&run.stdout).trim().parse().unwrap()
}
