//! Every kernel of the suite: memory-based dependences can be computed.

use std::path::Path;

#[test]
fn every_kernel_has_memory_dependences() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut names: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir() && e.file_name() != "common")
        .map(|e| e.file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert!(names.len() >= 30);
    for name in names {
        let src = std::fs::read_to_string(root.join(&name).join(format!("{name}.c"))).unwrap();
        let ex = hedra_c::extract(&src);
        let scop = ex.scops().next().expect("a scop").clone();
        let t = std::time::Instant::now();
        let deps = hedra_deps::memory_based(&scop).unwrap();
        eprintln!("{name}: {} dependences in {:?}", deps.len(), t.elapsed());
        assert!(!deps.is_empty(), "{name}: no dependence at all");
    }
}
