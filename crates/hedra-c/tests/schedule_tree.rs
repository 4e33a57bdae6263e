//! The schedule tree of the original order, built for every kernel, orders statement instances
//! exactly as the 2d+1 schedule of the Scop does, and has the expected shape on a small example.

use hedra_ir::{Node, ScheduleTree};
use hedra_presburger::{Map, Space, Tuple, UnionMap};

/// `{ a -> b : S(a) <_lex S(b) }`: the execution order a schedule defines.
fn order(s: &UnionMap) -> UnionMap {
    let dim = s.maps()[0].space().n_out();
    let time = Space::set(s.params_names().to_vec(), Tuple::anonymous(dim));
    let lt = UnionMap::from_map(Map::lex_lt(&time).unwrap());
    s.apply_range(&lt)
        .unwrap()
        .apply_range(&s.reverse().unwrap())
        .unwrap()
}
use std::path::Path;

fn root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn original_tree_orders_like_the_2d_plus_1_schedule_on_every_kernel() {
    let mut n = 0;
    for e in std::fs::read_dir(root().join("kernels")).unwrap() {
        let dir = e.unwrap().path();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let file = dir.join(format!("{name}.c"));
        if !file.is_file() {
            continue;
        }
        let src = std::fs::read_to_string(&file).unwrap();
        let ex = hedra_c::extract(&src);
        let scop = ex.regions[0].scop.as_ref().expect("kernel models");
        let tree = ScheduleTree::from_scop(scop).unwrap();
        let flat = tree.flatten().unwrap();
        let orig = scop
            .schedule()
            .unwrap()
            .intersect_domain(&scop.domain().unwrap())
            .unwrap();
        assert!(
            order(&flat).is_equal(&order(&orig)).unwrap(),
            "{name}: tree\n{tree}\nflattens to {flat}, which orders differently from {orig}"
        );
        n += 1;
    }
    assert!(n >= 30);
}

#[test]
fn tree_shape_of_an_imperfect_nest() {
    let src = r#"
void f(int N, double A[N], double B[N][N]) {
  int i, j;
#pragma scop
  for (i = 0; i < N; i++) {
    A[i] = 0;
    for (j = 0; j < N; j++)
      A[i] += B[i][j];
  }
#pragma endscop
}
"#;
    let ex = hedra_c::extract(src);
    let scop = ex.regions[0].scop.as_ref().unwrap();
    let tree = ScheduleTree::from_scop(scop).unwrap();
    // domain -> band [i] -> sequence { filter S0 -> leaf ; filter S1 -> band [j] }
    let Node::Domain { child, .. } = &tree.root else {
        panic!("root")
    };
    let Node::Band(outer) = child.as_ref() else {
        panic!("outer band: {tree}")
    };
    let Node::Sequence(kids) = outer.child.as_ref() else {
        panic!("sequence: {tree}")
    };
    assert_eq!(kids.len(), 2);
    let Node::Filter { child: first, .. } = &kids[0] else {
        panic!("filter")
    };
    assert!(matches!(first.as_ref(), Node::Leaf));
    let Node::Filter { child: second, .. } = &kids[1] else {
        panic!("filter")
    };
    assert!(matches!(second.as_ref(), Node::Band(_)));
    let printed = tree.to_string();
    assert!(printed.starts_with("domain: "), "{printed}");
    assert!(printed.contains("sequence:"), "{printed}");
    let flat = tree.flatten().unwrap();
    let expect: hedra_presburger::UnionMap =
        "[N] -> { S0[i] -> [i, 0, 0] : 0 <= i < N; S1[i, j] -> [i, 1, j] : 0 <= i, j < N }"
            .parse()
            .unwrap();
    assert!(flat.is_equal(&expect).unwrap(), "{flat}");
}
