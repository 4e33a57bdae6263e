//! Times the phases of scheduling one kernel: `cargo run --release -p hedra-sched --example
//! phases -- KERNEL`.
fn main() {
    let name = std::env::args().nth(1).unwrap_or_else(|| "adi".into());
    if name == "all" {
        // `phases all`: the total time of `schedule` over the suite.
        let mut names: Vec<String> = std::fs::read_dir("kernels")
            .expect("run from the repository root")
            .filter_map(|e| e.ok())
            .filter(|e| e.path().is_dir() && e.file_name() != "common")
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        let mut total = std::time::Duration::ZERO;
        for n in &names {
            let src = std::fs::read_to_string(format!("kernels/{n}/{n}.c")).expect("kernel");
            let ex = hedra_c::extract(&src);
            let scop = ex.scops().next().expect("a scop").clone();
            let deps = hedra_deps::memory_based(&scop).expect("deps");
            let t = std::time::Instant::now();
            let out = hedra_sched::schedule(&scop, &deps, &hedra_sched::Options::default())
                .expect("schedule");
            let e = t.elapsed();
            total += e;
            eprintln!(
                "{n}: {e:?}{}",
                if out.fell_back { " (fell back)" } else { "" }
            );
        }
        eprintln!("total: {total:?} for {} kernels", names.len());
        return;
    }
    let path = format!("kernels/{name}/{name}.c");
    let src = std::fs::read_to_string(&path).expect("kernel file");
    let ex = hedra_c::extract(&src);
    let scop = ex.scops().next().expect("a scop").clone();
    let t = std::time::Instant::now();
    let deps = hedra_deps::memory_based(&scop).expect("deps");
    eprintln!("deps: {} in {:?}", deps.len(), t.elapsed());
    let t = std::time::Instant::now();
    let mut log = Vec::new();
    let h = hedra_sched::find_hyperplanes(&scop, &deps, hedra_sched::Fusion::Smart, &mut log)
        .expect("hyperplanes");
    eprintln!("hyperplanes: {} edges, {:?}", h.edges.len(), t.elapsed());
    let t = std::time::Instant::now();
    let tree =
        hedra_sched::tree::build_tree(&scop, &deps, &h, &hedra_sched::Options::default(), &mut log)
            .expect("tree");
    eprintln!("tree: {:?}", t.elapsed());
    let t = std::time::Instant::now();
    let rep = hedra_sched::check_legality(&scop, &deps, &tree).expect("check");
    eprintln!("legality: {} {:?}", rep.is_legal(), t.elapsed());
}
