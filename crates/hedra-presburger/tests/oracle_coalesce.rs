//! Coalescing by constraint classification (`src/coalesce.rs`) against isl and against the
//! earlier implementation, and the recorded kernel workload of the benchmark against isl.
//!
//! - `never_worse_than_before`: `tests/coalesce_baseline.txt` lists unions (the test corpus,
//!   the kernel workload and random unions) with the number of disjuncts that coalescing gave
//!   when every fusion was verified by subtraction; the result must denote the same set (isl)
//!   and have at most that many disjuncts.
//! - `random_unions`: unions built to be fusable or nearly so (a set cut by hyperplanes, boxes
//!   side by side or with a gap, strides), compared with isl; coalescing never adds disjuncts.
//! - `kernel_workload_against_isl`: every record of `benches/kernels_corpus.txt` (the
//!   operations hedra's stages perform on the kernel suite) gives isl's answer.

mod oracle_common;

use hedra_isl::Ctx;
use hedra_presburger::{DimType, Map};
use oracle_common::{cases, isl_single, lcg_for, same, same_bool, Isl, Lcg};

fn isl_of<'c>(ctx: &'c Ctx, m: &Map, text: &str) -> Result<Isl<'c>, String> {
    isl_single(ctx, text, m.space().is_map())
}

/// Fails with every collected problem (so one run shows them all).
fn report(what: &str, failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{what}: {} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn never_worse_than_before() {
    let text = include_str!("coalesce_baseline.txt");
    let ctx = Ctx::new();
    let mut failures = Vec::new();
    let (mut cases, mut fewer) = (0, 0);
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (count, union) = line.split_once('\t').expect("count, tab, union");
        let before: usize = count.parse().expect("a disjunct count");
        let m: Map = union.parse().expect("hedra parses the baseline");
        let c = m.coalesce();
        cases += 1;
        let r = isl_of(&ctx, &m, union).and_then(|i| same(&ctx, "coalesce", &c, &i));
        if let Err(e) = r {
            failures.push(format!("{union}: {e}"));
        }
        let now = c.basics().len();
        if now > before {
            failures.push(format!("{union}: {now} disjuncts, {before} before: {c}"));
        }
        fewer += usize::from(now < before);
    }
    assert!(cases >= 800, "only {cases} baseline cases");
    eprintln!("coalesce baseline: {cases} unions, {fewer} with fewer disjuncts than before");
    report("coalesce baseline", &failures);
}

/// A union of 2 to 4 pieces over 2 or 3 dimensions: one set cut by parallel hyperplanes, or
/// boxes placed side by side (touching, overlapping or with a gap), sometimes parametric or
/// on a stride.
fn random_union(g: &mut Lcg) -> String {
    let vars: &[&str] = if g.below(3) == 0 {
        &["i", "j", "k"]
    } else {
        &["i", "j"]
    };
    let param = g.below(2) == 0;
    let bound = |g: &mut Lcg, v: &str| -> String {
        let lo = g.range(-2, 3);
        if param && g.below(3) == 0 {
            format!("{lo} <= {v} < N")
        } else {
            format!("{lo} <= {v} <= {}", lo + g.range(0, 6))
        }
    };
    let stride = if g.below(5) == 0 {
        format!(" and exists (e : {} = 2e)", vars[1])
    } else {
        String::new()
    };
    let pieces: Vec<String> = if g.below(2) == 0 {
        let base: Vec<String> = vars.iter().map(|v| bound(g, v)).collect();
        let base = base.join(" and ");
        let (a, b) = (g.range(-2, 2), g.range(1, 2));
        let h = format!("{a}*{} + {b}*{}", vars[0], vars[1]);
        let mut cuts = vec![g.range(-3, 3)];
        for _ in 0..g.below(3) {
            let last = *cuts.last().expect("one cut");
            cuts.push(last + g.range(1, 3));
        }
        let mut v = vec![format!("{base} and {h} < {}", cuts[0])];
        for w in cuts.windows(2) {
            v.push(format!("{base} and {} <= {h} < {}", w[0], w[1]));
        }
        v.push(format!("{base} and {h} >= {}", cuts[cuts.len() - 1]));
        v
    } else {
        let n = 2 + g.below(3);
        let mut lo = g.range(-2, 2);
        let rest: Vec<String> = vars[1..].iter().map(|v| bound(g, v)).collect();
        (0..n)
            .map(|_| {
                let hi = lo + g.range(0, 4);
                let p = format!("{lo} <= {} <= {hi} and {}", vars[0], rest.join(" and "));
                lo = hi + g.range(0, 2);
                p
            })
            .collect()
    };
    let body: Vec<String> = pieces.iter().map(|p| format!("({p}{stride})")).collect();
    format!(
        "{}{{ [{}] : {} }}",
        if param { "[N] -> " } else { "" },
        vars.join(", "),
        body.join(" or ")
    )
}

#[test]
fn random_unions() {
    let n = cases("coalesce_unions") as usize;
    let mut g = lcg_for("coalesce_unions");
    let ctx = Ctx::new();
    let mut failures = Vec::new();
    let (mut ours_total, mut isl_total, mut merged) = (0, 0, 0);
    for _ in 0..n {
        let text = random_union(&mut g);
        let m: Map = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let c = m.coalesce();
        let r = isl_of(&ctx, &m, &text).and_then(|i| {
            same(&ctx, "coalesce", &c, &i)?;
            let theirs: Map = i
                .coalesce()?
                .to_string()
                .parse()
                .map_err(|e| format!("{e}"))?;
            isl_total += theirs.basics().len();
            Ok(())
        });
        if let Err(e) = r {
            failures.push(format!("{text}: {e}"));
        }
        let input = m.clone().remove_empty().basics().len();
        if c.basics().len() > input.max(1) {
            failures.push(format!("{text}: coalesce grew {input} into {c}"));
        }
        ours_total += c.basics().len();
        merged += usize::from(c.basics().len() < input);
    }
    eprintln!(
        "coalesce random unions: {n} cases, {merged} merged; {ours_total} disjuncts in all, \
         isl {isl_total}"
    );
    report("coalesce random unions", &failures);
}

/// The recorded kernel workload: every operation gives isl's answer.
#[test]
fn kernel_workload_against_isl() {
    let text = include_str!("../benches/kernels_corpus.txt");
    let ctx = Ctx::new();
    let mut failures = Vec::new();
    let mut n = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let a: Map = f[1].parse().unwrap_or_else(|e| panic!("{}: {e}", f[1]));
        let ia = match isl_of(&ctx, &a, f[1]) {
            Ok(i) => i,
            Err(e) => {
                failures.push(format!("isl cannot parse {}: {e}", f[1]));
                continue;
            }
        };
        n += 1;
        let r = match f[0] {
            "is_empty" => ia
                .is_empty()
                .and_then(|e| same_bool("is_empty", a.is_empty(), e)),
            "coalesce" => same(&ctx, "coalesce", &a.coalesce(), &ia),
            "project_out" => {
                let ty = match f[2] {
                    "Param" => DimType::Param,
                    "In" => DimType::In,
                    _ => DimType::Out,
                };
                let (first, k) = (f[3].parse().unwrap(), f[4].parse().unwrap());
                let ours = a.project_out(ty, first, k).map_err(|e| e.to_string());
                ours.and_then(|o| same(&ctx, "project_out", &o, &ia.project_out(ty, first, k)?))
            }
            op => {
                let b: Map = f[2].parse().unwrap_or_else(|e| panic!("{}: {e}", f[2]));
                isl_of(&ctx, &b, f[2]).and_then(|ib| match op {
                    "intersect" => {
                        let o = a.intersect(&b).map_err(|e| e.to_string())?;
                        same(&ctx, "intersect", &o, &ia.intersect(&ib)?)
                    }
                    "subtract" => {
                        let o = a.subtract(&b).map_err(|e| e.to_string())?;
                        same(&ctx, "subtract", &o, &ia.subtract(&ib)?)
                    }
                    other => Err(format!("unknown operation {other}")),
                })
            }
        };
        if let Err(e) = r {
            failures.push(format!("{line}: {e}"));
        }
    }
    assert!(n >= 150, "only {n} kernel records");
    report("kernel workload", &failures);
}
