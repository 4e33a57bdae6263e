//! Every kernel of the suite: the schedule found passes hedra's legality checker and an
//! independent check in isl (for each memory dependence `D`, `D ∩ (θ ∘ ≥_lex ∘ θ⁻¹)` is empty).

use hedra_sched::{check_legality, schedule, Fusion, Options};
use std::path::Path;

fn kernels() -> Vec<(String, hedra_ir::Scop)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut names: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir() && e.file_name() != "common")
        .map(|e| e.file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|n| {
            let src = std::fs::read_to_string(root.join(&n).join(format!("{n}.c"))).unwrap();
            let scop = hedra_c::extract(&src)
                .scops()
                .next()
                .expect("a scop")
                .clone();
            (n, scop)
        })
        .collect()
}

/// `{ [x] -> [y] : x >=_lex y }` on `dim` dimensions, as isl text.
fn lex_ge_text(params: &[String], dim: usize) -> String {
    let x: Vec<String> = (0..dim).map(|k| format!("x{k}")).collect();
    let y: Vec<String> = (0..dim).map(|k| format!("y{k}")).collect();
    let mut disj = Vec::new();
    for p in 0..=dim {
        let mut c: Vec<String> = (0..p).map(|k| format!("x{k} = y{k}")).collect();
        if p < dim {
            c.push(format!("x{p} > y{p}"));
        }
        disj.push(if c.is_empty() {
            "1 = 1".to_string()
        } else {
            c.join(" and ")
        });
    }
    format!(
        "[{}] -> {{ [{}] -> [{}] : {} }}",
        params.join(", "),
        x.join(", "),
        y.join(", "),
        disj.iter()
            .map(|d| format!("({d})"))
            .collect::<Vec<_>>()
            .join(" or ")
    )
}

/// Schedules every kernel with `opts` (and, `with_reductions`, all of the kernel's
/// reductions as [`Options::reductions`]), checks each tree's legality (also with isl,
/// `with_isl`) and returns the number of kernels on which the scheduler fell back.
fn check_suite(opts: &Options, with_isl: bool, with_reductions: bool) -> usize {
    let ctx = hedra_isl::Ctx::new();
    let mut fell_back = Vec::new();
    let mut total = std::time::Duration::ZERO;
    let ks = kernels();
    assert!(ks.len() >= 30, "the kernel suite is there");
    for (name, scop) in &ks {
        let (deps, found) = hedra_deps::memory_based_with_reductions(scop).unwrap();
        let mut opts = opts.clone();
        if with_reductions {
            opts.reductions = found;
        }
        let t = std::time::Instant::now();
        let out = schedule(scop, &deps, &opts).unwrap();
        total += t.elapsed();
        eprintln!("{name}: {:?} fell_back={}", t.elapsed(), out.fell_back);
        // Dropping a transformation (register tiling, tiling) after a failed check counts
        // as a fallback too.
        if out.fell_back || out.log.iter().any(|l| l.starts_with("warning")) {
            eprintln!("  {}", out.log.join("\n  "));
            fell_back.push(name.clone());
        }
        let rep = check_legality(scop, &deps, &out.tree).unwrap();
        assert!(rep.is_legal(), "{name}: {:?}", rep.violations);
        assert_eq!(rep.checked, deps.len());
        if !with_isl {
            continue;
        }
        let theta = out.tree.flatten().unwrap();
        let dim = theta.maps()[0].space().n_out();
        let th = ctx.union_map(&theta.to_string()).unwrap();
        let ge = ctx.union_map(&lex_ge_text(&scop.params, dim)).unwrap();
        let later = th
            .apply_range(&ge)
            .unwrap()
            .apply_range(&th.reverse().unwrap())
            .unwrap();
        for d in &deps {
            let di = ctx.union_map(&d.relation.to_string()).unwrap();
            let bad = di.intersect(&later).unwrap();
            assert!(
                bad.is_empty().unwrap(),
                "{name}: isl finds {} -> {} ({}) violated: {bad}",
                d.source,
                d.target,
                d.kind.name()
            );
        }
    }
    eprintln!("total scheduling time: {total:?}; fell back: {fell_back:?}");
    fell_back.len()
}

#[test]
fn every_kernel_schedule_is_legal_smartfuse_isl_checked() {
    let n = check_suite(&Options::default(), true, false);
    assert_eq!(n, 0, "the scheduler fell back on some kernels");
}

/// `hedra opt`'s scheduler options with `wavefront`: sizes chosen by the scheduler,
/// register tiling, outer parallelism.
fn opt_options(wavefront: bool) -> Options {
    Options {
        tile: Some(Vec::new()),
        parallel: true,
        wavefront,
        register_tile: Some(hedra_sched::DEFAULT_REGISTER_TILE),
        ..Options::default()
    }
}

/// `hedra opt`'s defaults: sizes chosen by the scheduler, register tiling, SIMD marks.
#[test]
fn every_kernel_schedule_is_legal_with_register_tiling_isl_checked() {
    assert_eq!(
        check_suite(&opt_options(false), true, false),
        0,
        "the scheduler fell back on some kernels"
    );
}

/// `hedra opt --reassociate`'s scheduler: every reduction of each kernel may run in any
/// order, so the intra-tile order may put a loop that carries only reductions innermost.
#[test]
fn every_kernel_schedule_is_legal_with_reductions_innermost_isl_checked() {
    assert_eq!(
        check_suite(&opt_options(false), true, true),
        0,
        "the scheduler fell back on some kernels"
    );
}

#[test]
fn every_kernel_schedule_is_legal_other_strategies() {
    for fusion in [Fusion::No, Fusion::Max] {
        let opts = Options {
            fusion,
            tile: Some(vec![16, 8]),
            l2_tile: (fusion == Fusion::Max).then(|| vec![4, 2]),
            parallel: true,
            wavefront: true,
            register_tile: (fusion == Fusion::No).then_some([4, 8]),
            ..Options::default()
        };
        assert_eq!(check_suite(&opts, false, false), 0, "{fusion:?} fell back");
    }
}

/// The pass list run one pass at a time: the tree after every prefix of the list (the
/// hyperplanes alone, then with each band pass added) passes the legality check, on every
/// kernel, with every pass of the list enabled.
#[test]
fn every_kernel_is_legal_after_every_pass() {
    let opts = opt_options(true);
    let passes = hedra_sched::passes(&opts);
    assert_eq!(passes.len(), 6, "every pass is in the list");
    for (name, scop) in &kernels() {
        let deps = hedra_deps::memory_based(scop).unwrap();
        let h = hedra_sched::find_hyperplanes(scop, &deps, opts.fusion, &mut Vec::new()).unwrap();
        for k in 1..=passes.len() {
            let tree = hedra_sched::tree::build_tree_with(scop, &h, &passes[..k], &mut Vec::new())
                .unwrap();
            let rep = check_legality(scop, &deps, &tree).unwrap();
            assert!(
                rep.is_legal(),
                "{name} after {}: {:?}",
                passes[k - 1].name(),
                rep.violations
            );
        }
    }
}
