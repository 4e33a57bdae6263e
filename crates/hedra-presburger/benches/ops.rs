//! Presburger operations on a compiler-shaped workload, hedra against isl in the same run.
//!
//! Each benchmark iteration runs one operation over the whole workload (sets and maps of the
//! kinds a polyhedral compiler builds: loop domains, tiled domains, access relations,
//! dependence relations with lexicographic order, strided sets). Parsing is done once, outside
//! the timed loop, for both libraries. `scripts/bench_table.py` turns the medians into the
//! table in docs/BENCHMARKS.md.
//!
//! Two workloads: the hand-written one below (groups `emptiness`, `intersect`, ...), and the
//! operations hedra's own stages perform on the kernel suite (`benches/kernels_corpus.txt`,
//! recorded by `scripts/record_presburger_corpus.py`; groups `kernels_*`). Both are kept so
//! that numbers can be compared across versions.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use hedra_presburger::{DimType, Map};
use std::time::Duration;

/// Same-space pairs `(a, b)`; every operand also serves as a single input.
const PAIRS: &[(&str, &str)] = &[
    (
        "[N] -> { S[i, j] : 0 <= i < N and 0 <= j < N }",
        "[N] -> { S[i, j] : 0 <= j <= i < N }",
    ),
    (
        "[N, M] -> { S[i, j, k] : 0 <= i < N and 0 <= j < M and 0 <= k < N }",
        "[N, M] -> { S[i, j, k] : 0 <= i < N and 0 <= j < M and 0 <= k <= i }",
    ),
    (
        "[T, N] -> { S[t, i] : 0 <= t < T and 1 <= i < N - 1 }",
        "[T, N] -> { S[t, i] : exists (a, b : 32a <= t < 32a + 32 and 32b <= t + i < 32b + 32 and 0 <= a <= 3) }",
    ),
    (
        "[N] -> { S[i] -> A[j] : j = i + 1 and 0 <= i < N }",
        "[N] -> { S[i] -> A[j] : 0 <= j < N }",
    ),
    (
        "[N] -> { S[i, j] -> S[i2, j2] : 0 <= i, j, i2, j2 < N and i2 > i }",
        "[N] -> { S[i, j] -> S[i2, j2] : 0 <= i, j, i2, j2 < N and i2 = i and j2 > j }",
    ),
    (
        "[N] -> { S[i, j] -> S[i2, j2] : i2 = i + 1 and j2 = j - 1 and 0 <= i < N - 1 and 1 <= j < N }",
        "[N] -> { S[i, j] -> S[i2, j2] : i2 >= i and j2 >= j and 0 <= i, j, i2, j2 < N }",
    ),
    (
        "{ S[i] : exists (e : i = 3e) and 0 <= i <= 100 }",
        "{ S[i] : exists (e : i = 2e) and 0 <= i <= 100 }",
    ),
    (
        "[N] -> { S[i, j] : 0 <= i < N and i <= j < N and N >= 16 }",
        "[N] -> { S[i, j] : 2i <= j and j <= 3i + 7 }",
    ),
    (
        "[N] -> { S[t, i, j] : 0 <= t < N and 0 <= i < N and 0 <= j < N and i + j <= N }",
        "[N] -> { S[t, i, j] : exists (e : t = 2e) and i >= t }",
    ),
    (
        "[N] -> { S[i, j] -> A[i + j, 2j] : 0 <= i, j < N }",
        "[N] -> { S[i, j] -> A[k, l] : 0 <= k, l < 2N and k >= l }",
    ),
];

/// Bounded sets for lexmin: the first four without parameters, the rest parametric.
const LEX: &[&str] = &[
    "{ S[i, j] : 0 <= i < 100 and 0 <= j <= i and i + j >= 17 }",
    "{ S[i, j, k] : 0 <= i, j, k < 50 and i + 2j + 3k >= 40 }",
    "{ S[i] : exists (e : i = 7e + 3) and 20 <= i <= 200 }",
    "{ S[t, i] : 0 <= t < 64 and exists (a : 32a <= t + i < 32a + 32) and 5 <= i < 90 }",
    "[N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i }",
    "[N, M] -> { S[i, j] : 0 <= i < N and 0 <= j < M and i + j >= M }",
    "[N] -> { S[i] : exists (e : i = 4e) and 3 <= i <= N }",
    "[T, N] -> { S[t, i] : 0 <= t < T and 1 <= i < N - 1 and t + i >= 8 }",
];

/// Unions to coalesce: adjacent boxes, a split along a hyperplane, a subsumed disjunct, a gap.
const COALESCE: &[&str] = &[
    "{ [i] : 0 <= i <= 4 or 5 <= i <= 9 }",
    "[N] -> { [i, j] : 0 <= i, j < N and (i <= j or i > j) }",
    "[N] -> { [i, j] : (0 <= i < N and 0 <= j < N) or (2 <= i < N and 3 <= j < N) }",
    "{ [i] : 0 <= i <= 4 or 6 <= i <= 9 }",
    "[N] -> { [i, j] : (0 <= i < N and j = 0) or (0 <= i < N and 1 <= j <= 4) }",
];

/// Integer programs shaped like a Pluto scheduler's: `n` non-negative variables (coefficients
/// of hyperplanes, bounds `u`, `w`), a few dozen sparse constraints with coefficients in
/// `[-2, 2]`, every variable at most 10, all satisfied by a random witness point. Drawn from a fixed linear congruential generator so
/// that the workload is the same in every run.
fn ilps() -> Vec<String> {
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |m: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % m
    };
    let mut out = Vec::new();
    for &n in &[6usize, 8, 10, 12, 14, 16, 18, 20] {
        let vars: Vec<String> = (0..n).map(|k| format!("x{k}")).collect();
        // A witness point keeps every program feasible.
        let witness: Vec<i64> = (0..n).map(|_| next(11) as i64).collect();
        let mut conds: Vec<String> = vars.iter().map(|v| format!("0 <= {v} <= 10")).collect();
        for _ in 0..(n + n / 2) {
            let mut terms = Vec::new();
            let mut at_witness = 0;
            for (v, w) in vars.iter().zip(&witness) {
                if next(3) == 0 {
                    let c = next(5) as i64 - 2;
                    if c != 0 {
                        terms.push(format!("{c}*{v}"));
                        at_witness += c * w;
                    }
                }
            }
            if terms.is_empty() {
                continue;
            }
            let rhs = at_witness - next(3) as i64;
            conds.push(format!("{} >= {rhs}", terms.join(" + ")));
        }
        out.push(format!(
            "{{ [{}] : {} }}",
            vars.join(", "),
            conds.join(" and ")
        ));
    }
    out
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

fn parse_ours(s: &str) -> Map {
    s.parse().expect("workload parses")
}

/// An isl object of either kind, so that one workload serves sets and maps.
enum Isl<'c> {
    Set(hedra_isl::Set<'c>),
    Map(hedra_isl::Map<'c>),
}

impl<'c> Isl<'c> {
    fn parse(ctx: &'c hedra_isl::Ctx, s: &str) -> Isl<'c> {
        if s.contains("->")
            && s.matches("->").count() > usize::from(s.trim_start().starts_with('['))
        {
            Isl::Map(ctx.map(s).expect("isl parses the workload"))
        } else {
            Isl::Set(ctx.set(s).expect("isl parses the workload"))
        }
    }
    fn is_empty(&self) -> bool {
        match self {
            Isl::Set(s) => s.is_empty().unwrap(),
            Isl::Map(m) => m.is_empty().unwrap(),
        }
    }
    fn intersect(&self, o: &Isl<'c>) -> Isl<'c> {
        match (self, o) {
            (Isl::Set(a), Isl::Set(b)) => Isl::Set(a.intersect(b).unwrap()),
            (Isl::Map(a), Isl::Map(b)) => Isl::Map(a.intersect(b).unwrap()),
            _ => unreachable!("pairs share a space"),
        }
    }
    fn subtract(&self, o: &Isl<'c>) -> Isl<'c> {
        match (self, o) {
            (Isl::Set(a), Isl::Set(b)) => Isl::Set(a.subtract(b).unwrap()),
            (Isl::Map(a), Isl::Map(b)) => Isl::Map(a.subtract(b).unwrap()),
            _ => unreachable!("pairs share a space"),
        }
    }
    fn coalesce(&self) -> Isl<'c> {
        match self {
            Isl::Set(s) => Isl::Set(s.coalesce().unwrap()),
            Isl::Map(m) => Isl::Map(m.coalesce().unwrap()),
        }
    }
    /// Exact equalities (the integer affine hull), then rational redundancy removal: the
    /// nearest isl has to hedra's reduction, which finds integer implicit equalities and
    /// drops constraints redundant over the integers.
    fn reduce(&self) -> Isl<'c> {
        match self {
            Isl::Set(s) => Isl::Set(
                s.detect_equalities()
                    .and_then(|s| s.remove_redundancies())
                    .unwrap(),
            ),
            Isl::Map(m) => Isl::Map(
                m.detect_equalities()
                    .and_then(|m| m.remove_redundancies())
                    .unwrap(),
            ),
        }
    }
    fn project_out(&self, ty: DimType, first: u32, n: u32) -> Isl<'c> {
        let ty = match ty {
            DimType::Param => hedra_isl::DimType::Param,
            DimType::In => hedra_isl::DimType::In,
            DimType::Out => hedra_isl::DimType::Out,
        };
        match self {
            Isl::Set(s) => {
                let ty = if ty == hedra_isl::DimType::Out {
                    hedra_isl::DimType::Set
                } else {
                    ty
                };
                Isl::Set(s.project_out(ty, first, n).unwrap())
            }
            Isl::Map(m) => Isl::Map(m.project_out(ty, first, n).unwrap()),
        }
    }
    fn project_last(&self) -> Isl<'c> {
        match self {
            Isl::Set(s) => {
                let n = s.dim(hedra_isl::DimType::Set).unwrap();
                Isl::Set(s.project_out(hedra_isl::DimType::Set, n - 1, 1).unwrap())
            }
            Isl::Map(m) => {
                let n = m.dim(hedra_isl::DimType::Out).unwrap();
                Isl::Map(m.project_out(hedra_isl::DimType::Out, n - 1, 1).unwrap())
            }
        }
    }
}

/// The hand-written workload (groups `emptiness`, `intersect`, ...).
fn bench(c: &mut Criterion) {
    let ctx = hedra_isl::Ctx::new();
    let ours: Vec<(Map, Map)> = PAIRS
        .iter()
        .map(|(a, b)| (parse_ours(a), parse_ours(b)))
        .collect();
    let theirs: Vec<(Isl, Isl)> = PAIRS
        .iter()
        .map(|(a, b)| (Isl::parse(&ctx, a), Isl::parse(&ctx, b)))
        .collect();
    let pairs = (&ours[..], &theirs[..]);
    let ours_single: Vec<&Map> = ours.iter().flat_map(|(a, b)| [a, b]).collect();
    let theirs_single: Vec<&Isl> = theirs.iter().flat_map(|(a, b)| [a, b]).collect();
    // Intersections are the emptiness workload: a mix of empty and non-empty problems.
    let ours_inter: Vec<Map> = ours.iter().map(|(a, b)| a.intersect(b).unwrap()).collect();
    let theirs_inter: Vec<Isl> = theirs.iter().map(|(a, b)| a.intersect(b)).collect();
    let ours_empty: Vec<&Map> = ours_single.iter().copied().chain(&ours_inter).collect();
    let theirs_empty: Vec<&Isl> = theirs_single.iter().copied().chain(&theirs_inter).collect();
    compare(
        c,
        "emptiness",
        (&ours_empty[..], &theirs_empty[..]),
        |m| m.is_empty(),
        |m| m.is_empty(),
    );
    // isl keeps a sample point in every basic set and answers a repeated emptiness query from
    // it. A compiler mostly asks about fresh sets, so this group builds each set anew (an
    // intersection) and then tests it, in both libraries.
    compare(
        c,
        "intersect_then_is_empty",
        pairs,
        |(a, b)| a.intersect(b).unwrap().is_empty(),
        |(a, b)| a.intersect(b).is_empty(),
    );
    bench_lexmin(c, &ctx);
    let co = parse_sets(&ctx, COALESCE);
    compare(
        c,
        "coalesce",
        (&co.0[..], &co.1[..]),
        |m| m.coalesce(),
        |m| m.coalesce().unwrap(),
    );
    compare(
        c,
        "intersect",
        pairs,
        |(a, b)| a.intersect(b).unwrap(),
        |(a, b)| a.intersect(b),
    );
    compare(
        c,
        "subtract",
        pairs,
        |(a, b)| a.subtract(b).unwrap(),
        |(a, b)| a.subtract(b),
    );
    compare(
        c,
        "project_out",
        (&ours_single[..], &theirs_single[..]),
        |m| project_last(m),
        |m| m.project_last(),
    );
}

/// Lexicographic minimum: bounded sets (parametric and not), and the integer programs of a
/// scheduler (the exact integer lexicographic minimum of a non-parametric basic set: hedra's
/// dense simplex with cuts against isl's lexmin).
fn bench_lexmin(c: &mut Criterion, ctx: &hedra_isl::Ctx) {
    let lex = parse_sets(ctx, LEX);
    for (name, range) in [("lexmin", 0..4), ("parametric_lexmin", 4..LEX.len())] {
        let inputs = (&lex.0[range.clone()], &lex.1[range]);
        compare(
            c,
            name,
            inputs,
            |m| m.lexmin().unwrap(),
            |m| m.lexmin().unwrap(),
        );
    }
    let ilp_text = ilps();
    let ilp = parse_sets(ctx, &ilp_text);
    compare(
        c,
        "ilp_lexmin",
        (&ilp.0[..], &ilp.1[..]),
        |m| m.lexmin().unwrap(),
        |m| m.lexmin().unwrap(),
    );
}

/// Sets parsed by both libraries, outside the timed loops.
fn parse_sets<'c, S: AsRef<str>>(
    ctx: &'c hedra_isl::Ctx,
    texts: &[S],
) -> (Vec<Map>, Vec<hedra_isl::Set<'c>>) {
    texts
        .iter()
        .map(|s| (parse_ours(s.as_ref()), ctx.set(s.as_ref()).unwrap()))
        .unzip()
}

/// `m` with its last output (or set) dimension projected out.
fn project_last(m: &Map) -> Map {
    let ty = if m.space().is_map() {
        DimType::Out
    } else {
        DimType::SET
    };
    let n = m.space().dim(ty);
    m.project_out(ty, n - 1, 1).unwrap()
}

/// One record of the kernel workload: operation and fields (see the corpus file's header).
struct Record {
    op: String,
    fields: Vec<String>,
}

fn kernel_records() -> Vec<Record> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/kernels_corpus.txt");
    let text = std::fs::read_to_string(path).expect("benches/kernels_corpus.txt is readable");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut it = l.split('\t').map(str::to_string);
            Record {
                op: it.next().expect("an operation"),
                fields: it.collect(),
            }
        })
        .collect()
}

fn dim_type(s: &str) -> DimType {
    match s {
        "Param" => DimType::Param,
        "In" => DimType::In,
        _ => DimType::Out,
    }
}

/// Runs `ours` over the hedra inputs and `theirs` over the isl ones as group `name`.
fn compare<A, B, R, S>(
    c: &mut Criterion,
    name: &str,
    (ours, theirs): (&[A], &[B]),
    run_ours: impl Fn(&A) -> R,
    run_theirs: impl Fn(&B) -> S,
) {
    let mut g = c.benchmark_group(name);
    g.bench_function("hedra", |bch| {
        bch.iter(|| ours.iter().for_each(|x| drop(black_box(run_ours(x)))))
    });
    g.bench_function("isl", |bch| {
        bch.iter(|| theirs.iter().for_each(|x| drop(black_box(run_theirs(x)))))
    });
    g.finish();
}

/// Inputs of both libraries for the kernel workload, parsed outside the timed loops.
type Both<'c, A, B> = (Vec<A>, Vec<B>);

/// The operations recorded from hedra's stages on the kernel suite (groups `kernels_*`).
fn bench_kernels(c: &mut Criterion) {
    let records = kernel_records();
    let ctx = hedra_isl::Ctx::new();
    let of = |op: &'static str| records.iter().filter(move |r| r.op == op);
    let pairs = |op: &'static str| -> Both<(Map, Map), (Isl, Isl)> {
        of(op)
            .map(|r| {
                let (a, b) = (&r.fields[0], &r.fields[1]);
                (
                    (parse_ours(a), parse_ours(b)),
                    (Isl::parse(&ctx, a), Isl::parse(&ctx, b)),
                )
            })
            .unzip()
    };
    let singles = |op: &'static str| -> Both<Map, Isl> {
        of(op)
            .map(|r| (parse_ours(&r.fields[0]), Isl::parse(&ctx, &r.fields[0])))
            .unzip()
    };

    // One group: name, inputs, then the hedra and the isl operation on one input.
    macro_rules! group {
        ($name:expr, $inputs:expr, $ours:expr, $theirs:expr) => {
            compare(c, $name, (&$inputs.0[..], &$inputs.1[..]), $ours, $theirs)
        };
    }
    let empty = singles("is_empty");
    group! { "kernels_emptiness", empty, |m| m.is_empty(), |m| m.is_empty() }
    let inter = pairs("intersect");
    group! { "kernels_intersect", inter, |(a, b)| a.intersect(b).unwrap(), |(a, b)| a.intersect(b) }
    group! { "kernels_intersect_then_is_empty", inter,
    |(a, b)| a.intersect(b).unwrap().is_empty(), |(a, b)| a.intersect(b).is_empty() }
    let sub = pairs("subtract");
    group! { "kernels_subtract", sub, |(a, b)| a.subtract(b).unwrap(), |(a, b)| a.subtract(b) }
    let co = singles("coalesce");
    group! { "kernels_coalesce", co, |m| m.coalesce(), |m| m.coalesce() }

    // Reducing every disjunct (equalities, redundant constraints) of the same inputs. isl
    // replaces the disjuncts of its argument in place by their reduced form (the set is the
    // same), so a second call on the same object is nearly free; hedra remembers a reduced
    // system in the same way. To time the reduction and not the memory of it, every batch
    // parses the inputs afresh, outside the timed part, in both libraries.
    let texts: Vec<&str> = of("coalesce").map(|r| r.fields[0].as_str()).collect();
    let mut g = c.benchmark_group("kernels_reduce");
    g.bench_function("hedra", |bch| {
        bch.iter_batched(
            || texts.iter().map(|s| parse_ours(s)).collect::<Vec<Map>>(),
            |ms| {
                ms.iter()
                    .for_each(|m| drop(black_box(m.remove_redundancies())))
            },
            BatchSize::SmallInput,
        )
    });
    g.bench_function("isl", |bch| {
        bch.iter_batched(
            || {
                texts
                    .iter()
                    .map(|s| Isl::parse(&ctx, s))
                    .collect::<Vec<Isl>>()
            },
            |ms| ms.iter().for_each(|m| drop(black_box(m.reduce()))),
            BatchSize::SmallInput,
        )
    });
    g.finish();
    let proj: Both<_, _> = of("project_out")
        .map(|r| {
            let ty = dim_type(&r.fields[1]);
            let first: usize = r.fields[2].parse().expect("a position");
            let n: usize = r.fields[3].parse().expect("a count");
            let (a, b) = (parse_ours(&r.fields[0]), Isl::parse(&ctx, &r.fields[0]));
            ((a, ty, first, n), (b, ty, first as u32, n as u32))
        })
        .unzip();
    group! { "kernels_project_out", proj,
    |(m, ty, f, n): &(Map, DimType, usize, usize)| m.project_out(*ty, *f, *n).unwrap(),
    |(m, ty, f, n)| m.project_out(*ty, *f, *n) }
}

criterion_group! {
    name = benches;
    config = config();
    targets = bench, bench_kernels
}
criterion_main!(benches);
