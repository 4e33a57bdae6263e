//! Every kernel of the suite: the analysis runs, and its parts are consistent with each other
//! (the relations themselves are checked against isl in `oracle.rs`):
//! - every level piece's direction vector agrees with its level: a piece carried by loop `k`
//!   has `=` on the loops outside `k` and `<` on `k`; a loop-independent piece at level `2m`
//!   has `=` on the `m` loops both statements share there;
//! - a dependence's vectors, merged from its pieces, are those of its whole relation;
//! - every flow dependence lies inside a memory-based RAW dependence of the same access pair;
//! - every graph edge goes forward in the order of the SCCs, or stays inside one.

use hedra_deps::vectors::vectors;
use hedra_deps::{analyze, DependenceGraph, DependenceKind, Direction};
use std::path::Path;

#[test]
fn every_kernel_is_consistent() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut names: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir() && e.file_name() != "common")
        .map(|e| e.file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert!(names.len() >= 30);
    let mut pieces = 0;
    for name in names {
        let src = std::fs::read_to_string(root.join(&name).join(format!("{name}.c"))).unwrap();
        let scop = hedra_c::extract(&src)
            .scops()
            .next()
            .expect("a scop")
            .clone();
        let a = analyze(&scop).unwrap();
        assert!(!a.memory.is_empty(), "{name}: no dependence at all");
        for d in a.memory.iter().chain(&a.flow) {
            for p in &d.pieces {
                let outer = match p.carried_by {
                    Some(k) => {
                        assert_eq!(p.direction.get(k), Some(&Direction::Lt), "{name}: {d:?}");
                        k
                    }
                    None => (p.level / 2).min(d.common_loops),
                };
                assert!(
                    p.direction[..outer].iter().all(|x| *x == Direction::Eq),
                    "{name}: piece at level {} has directions {:?}",
                    p.level,
                    p.direction
                );
                assert!(p.distance[..outer].iter().all(|x| *x == Some(0)), "{name}");
                pieces += 1;
            }
            assert_eq!(
                d.carried_by,
                d.pieces.iter().filter_map(|p| p.carried_by).min(),
                "{name}"
            );
            // The dependence's vectors (merged from its pieces) equal those of its relation.
            let direct = vectors(
                &d.relation,
                &scop.statements[d.source].schedule,
                &scop.statements[d.target].schedule,
                d.common_loops,
            )
            .unwrap();
            assert_eq!(
                (&direct.distance, &direct.direction),
                (&d.distance, &d.direction),
                "{name}"
            );
        }
        for f in &a.flow {
            let raw = a
                .memory
                .iter()
                .find(|d| {
                    d.kind == DependenceKind::Raw
                        && (d.source, d.target, d.source_ref, d.target_ref)
                            == (f.source, f.target, f.source_ref, f.target_ref)
                })
                .unwrap_or_else(|| panic!("{name}: flow without a RAW dependence"));
            assert!(f.relation.is_subset(&raw.relation).unwrap(), "{name}");
        }
        let sccs = a.graph.sccs();
        let comp = DependenceGraph::component_of(&sccs, scop.statements.len());
        for e in &a.graph.edges {
            assert!(
                comp[e.source] <= comp[e.target],
                "{name}: edge against the SCC order"
            );
        }
    }
    assert!(pieces > 500, "{pieces} pieces checked");
}
