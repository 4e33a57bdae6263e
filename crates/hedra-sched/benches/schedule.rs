//! Scheduling time per kernel of the suite (dependences computed once, outside the timing).

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::Path;

fn kernels() -> Vec<(String, hedra_ir::Scop)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut names: Vec<String> = std::fs::read_dir(&root)
        .expect("kernels/")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir() && e.file_name() != "common")
        .map(|e| e.file_name().into_string().expect("utf-8 name"))
        .collect();
    names.sort();
    names
        .into_iter()
        .filter_map(|n| {
            let src = std::fs::read_to_string(root.join(&n).join(format!("{n}.c"))).ok()?;
            let scop = hedra_c::extract(&src).scops().next()?.clone();
            Some((n, scop))
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let ks = kernels();
    let opts = hedra_sched::Options::default();
    let all: Vec<_> = ks
        .iter()
        .map(|(n, s)| (n.clone(), s, hedra_deps::memory_based(s).expect("deps")))
        .collect();
    let mut g = c.benchmark_group("schedule");
    g.sample_size(10);
    for (name, scop, deps) in &all {
        g.bench_function(name.as_str(), |b| {
            b.iter(|| hedra_sched::schedule(scop, deps, &opts).expect("schedule"))
        });
    }
    g.bench_function("whole_suite", |b| {
        b.iter(|| {
            for (_, scop, deps) in &all {
                hedra_sched::schedule(scop, deps, &opts).expect("schedule");
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
