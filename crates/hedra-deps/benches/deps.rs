//! Dependence analysis time per kernel of the suite, and for the whole suite, against isl.
//!
//! ```sh
//! cargo bench -p hedra-deps --bench deps
//! python3 scripts/bench_table.py        # the table of docs/BENCHMARKS.md
//! ```
//!
//! One group per kernel, `deps_<kernel>`, with two functions:
//! - `hedra`: [`hedra_deps::analyze`] (memory-based RAW/WAR/WAW with vectors, value-based flow,
//!   live-in, live-out, reductions, the graph);
//! - `isl`: the same relations from isl: `compute_flow` with must-sources (flow, live-in), three
//!   `compute_flow` runs with may-sources (RAW, WAR, WAW) and a lexmax for the live-out writes.
//!
//! `deps_suite` runs every kernel in one iteration (the total for the suite). Inputs are built
//! outside the timed loop (the Scop for hedra, parsed union maps for isl).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use hedra_isl::{Ctx, Dataflow, UnionMap};
use std::path::Path;
use std::time::Duration;

fn kernels() -> Vec<(String, hedra_ir::Scop)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut v = Vec::new();
    for e in std::fs::read_dir(&root).expect("kernels directory") {
        let dir = e.expect("entry").path();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let file = dir.join(format!("{name}.c"));
        if file.is_file() {
            let src = std::fs::read_to_string(file).expect("readable kernel");
            let scop = hedra_c::extract(&src)
                .scops()
                .next()
                .expect("a scop")
                .clone();
            v.push((name, scop));
        }
    }
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

/// isl's inputs: (reads, writes, schedule), accesses restricted to domain and context.
struct IslInput<'c> {
    reads: UnionMap<'c>,
    writes: UnionMap<'c>,
    schedule: UnionMap<'c>,
}

fn isl_input<'c>(ctx: &'c Ctx, scop: &hedra_ir::Scop) -> IslInput<'c> {
    let script = scop.to_iscc();
    let line = |name: &str| {
        let prefix = format!("{name} := ");
        script
            .lines()
            .find_map(|l| l.strip_prefix(&prefix))
            .and_then(|l| l.strip_suffix(';'))
            .expect("iscc line")
            .to_string()
    };
    let context = ctx.set(&line("context")).unwrap();
    let domain = ctx.union_set(&line("domain")).unwrap();
    let restrict = |text: String| {
        ctx.union_map(&text)
            .unwrap()
            .intersect_domain(&domain)
            .unwrap()
            .intersect_params(&context)
            .unwrap()
    };
    IslInput {
        reads: restrict(line("reads")),
        writes: restrict(line("writes")),
        schedule: ctx.union_map(&line("schedule")).unwrap(),
    }
}

fn isl_analyze(i: &IslInput) {
    let flow = Dataflow::new(&i.reads, &i.schedule)
        .must_source(&i.writes)
        .compute()
        .unwrap();
    black_box(flow);
    for (sink, source) in [
        (&i.reads, &i.writes),
        (&i.writes, &i.reads),
        (&i.writes, &i.writes),
    ] {
        black_box(
            Dataflow::new(sink, &i.schedule)
                .may_source(source)
                .compute()
                .unwrap(),
        );
    }
    let live_out = i
        .writes
        .reverse()
        .unwrap()
        .apply_range(&i.schedule)
        .unwrap()
        .lexmax()
        .unwrap()
        .apply_range(&i.schedule.reverse().unwrap())
        .unwrap();
    black_box(live_out);
}

fn bench(c: &mut Criterion) {
    let ks = kernels();
    let ctx = Ctx::new();
    let inputs: Vec<IslInput> = ks.iter().map(|(_, s)| isl_input(&ctx, s)).collect();
    for ((name, scop), input) in ks.iter().zip(&inputs) {
        let mut g = c.benchmark_group(format!("deps_{name}"));
        g.bench_function("hedra", |b| {
            b.iter(|| black_box(hedra_deps::analyze(scop).unwrap()))
        });
        g.bench_function("isl", |b| b.iter(|| isl_analyze(input)));
        g.finish();
    }
    let mut g = c.benchmark_group("deps_suite");
    g.sample_size(10);
    g.bench_function("hedra", |b| {
        b.iter(|| {
            for (_, scop) in &ks {
                black_box(hedra_deps::analyze(scop).unwrap());
            }
        })
    });
    g.bench_function("isl", |b| {
        b.iter(|| {
            for i in &inputs {
                isl_analyze(i);
            }
        })
    });
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
}

criterion_group! {
    name = benches;
    config = config();
    targets = bench
}
criterion_main!(benches);
