//! Bounds on statement instances (`hedra_codegen::work`): the work of one execution of a
//! loop, the printed sum with shared factors, and the test that starts a parallel loop's
//! threads, against the instances the interpreter counts.

use hedra_codegen::ast::Node;
use hedra_codegen::work::{require_work, WorkBound};
use hedra_codegen::{generate, Ast, CodeOptions};
use hedra_ir::schedule_tree::ScheduleTree;
use hedra_ir::Scop;
use hedra_presburger::Int;

/// An elimination: `k` outside, a triangle of `i` and `j` inside each `k`.
const ELIMINATION: &str = "void f(int n, double A[40][40]) { int i, j, k;
#pragma scop
for (k = 0; k < n; k++)
  for (i = k + 1; i < n; i++)
    for (j = k + 1; j < n; j++)
      A[i][j] -= A[i][k] * A[k][j];
#pragma endscop
}";

/// A product with its initialization: two nests that share the outer loops.
const PRODUCT: &str = "void f(int n, double C[40][40], double A[40][40], double B[40][40]) {
int i, j, k;
#pragma scop
for (i = 0; i < n; i++)
  for (j = 0; j < n; j++) {
    C[i][j] = 0.0;
    for (k = 0; k < n; k++)
      C[i][j] += A[i][k] * B[k][j];
  }
#pragma endscop
}";

fn model(c: &str) -> (Scop, Ast) {
    let ex = hedra_c::extract(c);
    let scop = ex.regions[0].scop.clone().expect("the region models");
    let tree = ScheduleTree::from_scop(&scop).unwrap();
    let ast = generate(&scop, &tree).unwrap();
    (scop, ast)
}

/// The loop nested `depth` levels down the first loops of `ast` (0: the outermost).
fn path_at(depth: usize) -> Vec<usize> {
    vec![0; depth + 1]
}

#[test]
fn the_work_of_one_execution_bounds_the_instances_it_runs() {
    let (_, ast) = model(ELIMINATION);
    // One execution of the `i` loop (for one `k`) runs at most (n - 1)^2 instances; its
    // bounding boxes give (n - 1)^2 too (`i` and `j` range over [1, n - 1]).
    let inner = WorkBound::of_loop(&ast, &path_at(1)).expect("a bound");
    let whole = WorkBound::of(&ast).expect("a bound");
    for n in [1i64, 2, 3, 10, 33] {
        let trace = ast.execute(&[Int::from(n)], 1 << 20).unwrap();
        // The most instances any single `k` runs: the largest triangle, k = 0.
        let most = (0..n)
            .map(|k| trace.iter().filter(|(_, it)| it[0] == k).count())
            .max()
            .unwrap_or(0);
        // A bound: W(n) < count never holds, so n lies past the threshold of `count`.
        for (bound, count) in [(&inner, most), (&whole, trace.len())] {
            if count > 0 {
                let (_, t) = bound.threshold(count as u64).expect("a threshold in n");
                assert!(n > t, "n = {n}: {count} instances, below {count} up to {t}");
            }
        }
    }
    // The threshold on one start of the inner loop comes from the square (n - 1)^2:
    // 4096 = 64^2, so n - 1 < 64.
    assert_eq!(inner.threshold(4096), Some((0, 64)));
}

#[test]
fn the_printed_sum_shares_the_outer_factors() {
    let (scop, ast) = model(PRODUCT);
    let bound = WorkBound::of(&ast).expect("a bound");
    let (text, _) = bound.to_c(&scop, &CodeOptions::default()).unwrap();
    // n * n * (1 + n): the initialization and the product share the i and j loops.
    assert_eq!(text.matches("(double)max(").count(), 3, "{text}");
    assert!(text.contains("(1.0 + "), "{text}");
    assert_eq!(
        bound.threshold(16384),
        Some((0, 25)),
        "25^2 * 26 < 16384 <= 26^2 * 27"
    );
    let (at_least, _) = bound
        .at_least(16384, &scop, &CodeOptions::default())
        .unwrap();
    assert_eq!(at_least, "n > 25");
}

#[test]
fn only_loops_inside_others_get_the_test() {
    let (_, mut ast) = model(ELIMINATION);
    // Mark the `i` loop parallel, as parallel placement would (the `k` loop carries the
    // dependences).
    ast.loop_at_mut(&path_at(1)).unwrap().parallel = true;
    require_work(&mut ast, 4096);
    let inner = ast.loop_at_mut(&path_at(1)).unwrap();
    let (bound, min) = *inner.min_work.clone().expect("the i loop is tested");
    assert_eq!((bound.threshold(min), min), (Some((0, 64)), 4096));
    // The outer loop, alone at the top, is the region's own work: no test.
    let (_, mut ast) = model(ELIMINATION);
    ast.loop_at_mut(&path_at(0)).unwrap().parallel = true;
    require_work(&mut ast, 4096);
    let Node::For(outer) = &ast.body[0] else {
        panic!("a loop at the top")
    };
    assert!(outer.min_work.is_none());
    // 0 turns the test off.
    let (_, mut ast) = model(ELIMINATION);
    ast.loop_at_mut(&path_at(1)).unwrap().parallel = true;
    require_work(&mut ast, 0);
    assert!(ast.loop_at_mut(&path_at(1)).unwrap().min_work.is_none());
}
