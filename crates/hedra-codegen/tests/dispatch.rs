//! Property tests of the specialization tree (`hedra_codegen::dispatch`): random families
//! of versions, built by specializing random versions with random half-planes over two
//! parameters, decided at every point of a grid.

use hedra_codegen::dispatch::{chain, collapse, prefer_tree, tree_gen, Dispatch, Family, Oracle};
use proptest::prelude::*;

/// The parameter values the tests range over: `0 <= x, y < SIDE`.
const SIDE: i64 = 12;

/// `a*x + b*y >= k`.
#[derive(Clone, Copy, Debug)]
struct HalfPlane {
    a: i64,
    b: i64,
    k: i64,
}

impl HalfPlane {
    fn holds(&self, (x, y): (i64, i64)) -> bool {
        self.a * x + self.b * y >= self.k
    }
}

/// Exact on the grid: the constraints are decided point by point.
#[derive(Debug)]
struct Grid {
    constraints: Vec<HalfPlane>,
}

impl Grid {
    fn points(&self, known: &[usize]) -> impl Iterator<Item = (i64, i64)> + '_ {
        let known = known.to_vec();
        (0..SIDE)
            .flat_map(|x| (0..SIDE).map(move |y| (x, y)))
            .filter(move |&p| known.iter().all(|&c| self.constraints[c].holds(p)))
    }

    fn context_holds(&self, context: &[usize], p: (i64, i64)) -> bool {
        context.iter().all(|&c| self.constraints[c].holds(p))
    }

    fn same_points(&self, a: &[usize], b: &[usize]) -> bool {
        self.points(&[])
            .all(|p| self.context_holds(a, p) == self.context_holds(b, p))
    }
}

impl Oracle for Grid {
    fn implies(&self, known: &[usize], c: usize) -> bool {
        self.points(known).all(|p| self.constraints[c].holds(p))
    }
    fn excludes(&self, known: &[usize], c: usize) -> bool {
        !self.points(known).any(|p| self.constraints[c].holds(p))
    }
}

fn half_plane() -> impl Strategy<Value = HalfPlane> {
    prop_oneof![
        (0..SIDE).prop_map(|k| HalfPlane { a: 1, b: 0, k }),
        (0..SIDE).prop_map(|k| HalfPlane { a: -1, b: 0, k: -k }),
        (0..SIDE).prop_map(|k| HalfPlane { a: 0, b: 1, k }),
        (0..SIDE).prop_map(|k| HalfPlane { a: 0, b: -1, k: -k }),
        (0..2 * SIDE).prop_map(|k| HalfPlane {
            a: -1,
            b: -1,
            k: -k
        }),
        (-SIDE..SIDE).prop_map(|k| HalfPlane { a: 1, b: -1, k }),
    ]
}

/// A family made by specializations: (version specialized, constraints added), applied in
/// order to the root (no constraint); bad specializations (an empty context, or one that
/// another version has) are dropped, as SPECIALIZE drops them; at most 8 versions.
fn family() -> impl Strategy<Value = (Grid, Vec<Vec<usize>>, Vec<Option<usize>>)> {
    let steps = prop::collection::vec(
        (
            any::<prop::sample::Index>(),
            prop::collection::vec(half_plane(), 1..3),
        ),
        1..12,
    );
    steps.prop_map(|steps| {
        let mut grid = Grid {
            constraints: Vec::new(),
        };
        let mut contexts: Vec<Vec<usize>> = vec![Vec::new()];
        let mut parents = vec![None];
        for (pick, planes) in steps {
            if contexts.len() == 8 {
                break;
            }
            let parent = pick.index(contexts.len());
            let mut context = contexts[parent].clone();
            for h in planes {
                grid.constraints.push(h);
                context.push(grid.constraints.len() - 1);
            }
            let empty = grid.points(&context).next().is_none();
            let repeated = contexts.iter().any(|c| grid.same_points(c, &context));
            if !empty && !repeated {
                contexts.push(context);
                parents.push(Some(parent));
            }
        }
        (grid, contexts, parents)
    })
}

fn descends(parents: &[Option<usize>], mut a: usize, b: usize) -> bool {
    loop {
        if a == b {
            return true;
        }
        match parents[a] {
            Some(p) => a = p,
            None => return false,
        }
    }
}

/// At every point: the version run holds there, and none of its specializations does.
fn check_selection(d: &Dispatch, grid: &Grid, contexts: &[Vec<usize>], parents: &[Option<usize>]) {
    for p in grid.points(&[]) {
        let v = d.select(&|c| grid.constraints[c].holds(p));
        assert!(
            grid.context_holds(&contexts[v], p),
            "{p:?}: version {v} does not hold: {d:?}"
        );
        for (w, ctx) in contexts.iter().enumerate() {
            assert!(
                w == v || !descends(parents, w, v) || !grid.context_holds(ctx, p),
                "{p:?}: version {v} runs where its specialization {w} holds: {d:?}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_tree_runs_a_most_specialized_version_that_holds(
        (grid, contexts, parents) in family()
    ) {
        let fam = Family { contexts: &contexts, parents: &parents };
        let tree = tree_gen(&grid, &fam).expect("the root holds everywhere");
        check_selection(&tree, &grid, &contexts, &parents);
        let collapsed = collapse(tree.clone());
        check_selection(&collapsed, &grid, &contexts, &parents);
        let plain = chain(&fam).expect("a root");
        check_selection(&plain, &grid, &contexts, &parents);
        let _ = prefer_tree(&fam);
        // No constraint twice on a path, and paths no longer than the constraints there
        // are. (The seed's bound n + #(C_i) for the path to version i cannot hold for
        // every dispatch that runs a version wherever one holds;
        // see `running_the_root_may_need_more_tests_than_the_seed_s_bound` below.)
        let distinct = {
            let mut all: Vec<usize> = contexts.iter().flatten().copied().collect();
            all.sort_unstable();
            all.dedup();
            all.len()
        };
        for (path, v) in tree.paths() {
            let mut sorted = path.clone();
            sorted.sort_unstable();
            sorted.dedup();
            prop_assert_eq!(sorted.len(), path.len(), "a constraint twice: {:?}", tree);
            prop_assert!(path.len() <= distinct, "path {:?} to {}: {:?}", path, v, tree);
        }
    }
}

#[test]
fn a_wider_context_runs_where_a_deeper_one_fails_halfway() {
    // The root, V1 = {x >= 4} and V2 = {x >= 4, y >= 6}: the seed's algorithm, testing
    // y >= 6 first, ran nothing at x < 4, y >= 6.
    let grid = Grid {
        constraints: vec![
            HalfPlane { a: 1, b: 0, k: 4 },
            HalfPlane { a: 0, b: 1, k: 6 },
        ],
    };
    let contexts = vec![vec![], vec![0], vec![0, 1]];
    let parents = vec![None, Some(0), Some(1)];
    let fam = Family {
        contexts: &contexts,
        parents: &parents,
    };
    let tree = tree_gen(&grid, &fam).unwrap();
    check_selection(&tree, &grid, &contexts, &parents);
    assert_eq!(tree.select(&|c| c == 1), 0);
    assert_eq!(tree.select(&|_| true), 2);
    assert_eq!(tree.select(&|c| c == 0), 1);
}

/// The family `{}`, `V1 = {4 <= x, x <= 7}`, `V2 = {4 <= y, y <= 7}` (two specializations
/// of the root by two constraints each): whatever a dispatch tests first for `V1`, the
/// point may satisfy it and fail the other (`x` may lie on either side), and the same for
/// `V2`, independently; so where only the root holds, some point needs all four tests,
/// one more than the seed's bound `n + #(C_root) = 3`. The tree tests each once.
#[test]
fn running_the_root_may_need_more_tests_than_the_seed_s_bound() {
    let grid = Grid {
        constraints: vec![
            HalfPlane { a: 1, b: 0, k: 4 },
            HalfPlane { a: -1, b: 0, k: -7 },
            HalfPlane { a: 0, b: 1, k: 4 },
            HalfPlane { a: 0, b: -1, k: -7 },
        ],
    };
    let contexts = vec![vec![], vec![0, 1], vec![2, 3]];
    let parents = vec![None, Some(0), Some(0)];
    let fam = Family {
        contexts: &contexts,
        parents: &parents,
    };
    let tree = tree_gen(&grid, &fam).unwrap();
    check_selection(&tree, &grid, &contexts, &parents);
    let longest = tree.paths().into_iter().map(|(p, _)| p.len()).max();
    assert_eq!(longest, Some(4), "{tree:?}");
}
