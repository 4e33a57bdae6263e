//! Times the phases of scheduling one kernel: `cargo run --release -p hedra-sched --example
//! phases -- KERNEL`.
fn main() {
    let name = std::env::args().nth(1).unwrap_or_else(|| "adi".into());
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
