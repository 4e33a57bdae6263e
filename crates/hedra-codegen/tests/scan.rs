//! The scanner is exact: for small domains and schedules, the generated AST is run in the
//! interpreter ([`Ast::execute`]) for several parameter values, and its trace of statement
//! instances must equal the domain enumerated point by point with hedra-presburger, sorted by
//! the schedule's time vectors.

use hedra_codegen::{generate_with, Ast, Options};
use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_ir::Scop;
use hedra_presburger::{parse_union, DimType, Int, UnionMap};

fn scop_of(c: &str) -> Scop {
    let ex = hedra_c::extract(c);
    match &ex.regions[0].scop {
        Ok(s) => s.clone(),
        Err(d) => panic!("{}", d.render("test.c", c)),
    }
}

/// A tree with one band holding `schedule` (isl text) for every statement.
fn band_tree(scop: &Scop, schedule: &str) -> (ScheduleTree, UnionMap) {
    let partial = parse_union(schedule)
        .unwrap()
        .align_params(&scop.params)
        .unwrap();
    let n = partial.maps()[0].space().n_out();
    let tree = ScheduleTree::new(
        Node::Domain {
            domain: scop.domain().unwrap(),
            child: Box::new(Node::Band(Band {
                partial: partial.clone(),
                coincident: vec![false; n],
                permutable: false,
                reductions: Vec::new(),
                private: Vec::new(),
                child: Box::new(Node::Leaf),
            })),
        },
        scop.params.clone(),
    );
    (tree, partial)
}

/// A tree of two nested bands, `outer` (with its `coincident` flags) above `inner`, with an
/// optional mark between them.
fn two_bands(
    scop: &Scop,
    outer: &str,
    coincident: Vec<bool>,
    mark: Option<&str>,
    inner: &str,
) -> ScheduleTree {
    let aligned = |text: &str| {
        parse_union(text)
            .unwrap()
            .align_params(&scop.params)
            .unwrap()
    };
    let inner = aligned(inner);
    let n = inner.maps()[0].space().n_out();
    let mut below = Node::Band(Band {
        partial: inner,
        coincident: vec![false; n],
        permutable: false,
        reductions: Vec::new(),
        private: Vec::new(),
        child: Box::new(Node::Leaf),
    });
    if let Some(name) = mark {
        below = Node::Mark {
            name: name.into(),
            child: Box::new(below),
        };
    }
    ScheduleTree::new(
        Node::Domain {
            domain: scop.domain().unwrap(),
            child: Box::new(Node::Band(Band {
                partial: aligned(outer),
                coincident,
                permutable: false,
                reductions: Vec::new(),
                private: Vec::new(),
                child: Box::new(below),
            })),
        },
        scop.params.clone(),
    )
}

/// The time vector of one instance under `sched`.
fn time_of(sched: &UnionMap, scop: &Scop, stmt: usize, params: &[i64], point: &[i64]) -> Vec<Int> {
    let name = &scop.statements[stmt].name;
    let m = sched
        .maps()
        .iter()
        .find(|m| m.space().in_tuple.name.as_deref() == Some(name.as_str()))
        .expect("schedule of the statement");
    let mut f = m.align_params(&scop.params).unwrap();
    for (k, v) in params.iter().enumerate() {
        f = f.fix(DimType::Param, k, &Int::from(*v)).unwrap();
    }
    for (k, v) in point.iter().enumerate() {
        f = f.fix(DimType::In, k, &Int::from(*v)).unwrap();
    }
    for b in f.basics() {
        if let Some(p) = b.sample() {
            let skip = params.len() + point.len();
            return p[skip..].to_vec();
        }
    }
    panic!("no time for {name}{point:?}");
}

/// Every instance of every statement for these parameter values, in schedule order.
fn expected(scop: &Scop, sched: &UnionMap, params: &[i64], range: i64) -> Vec<(usize, Vec<Int>)> {
    let mut all: Vec<(Vec<Int>, usize, Vec<i64>)> = Vec::new();
    let ctx = &scop.context;
    let pv: Vec<Int> = params.iter().map(|&v| Int::from(v)).collect();
    if !ctx.contains_point(&pv).unwrap() {
        return Vec::new();
    }
    for (k, s) in scop.statements.iter().enumerate() {
        let n = s.iterators.len();
        let mut point = vec![-range; n];
        loop {
            let mut full = pv.clone();
            full.extend(point.iter().map(|&v| Int::from(v)));
            if s.domain.contains_point(&full).unwrap() {
                let t = time_of(sched, scop, k, params, &point);
                all.push((t, k, point.clone()));
            }
            // next point of the box
            let mut d = n;
            loop {
                if d == 0 {
                    break;
                }
                d -= 1;
                point[d] += 1;
                if point[d] <= range {
                    break;
                }
                point[d] = -range;
                if d == 0 {
                    d = usize::MAX;
                    break;
                }
            }
            if n == 0 || d == usize::MAX {
                break;
            }
        }
    }
    all.sort();
    all.into_iter()
        .map(|(_, k, p)| (k, p.into_iter().map(Int::from).collect()))
        .collect()
}

fn check(scop: &Scop, tree: &ScheduleTree, sched: &UnionMap, values: &[&[i64]]) -> Ast {
    let ast = check_with(scop, tree, sched, values, false);
    check_with(scop, tree, sched, values, true);
    ast
}

/// [`check`] with or without full-tile separation.
fn check_with(
    scop: &Scop,
    tree: &ScheduleTree,
    sched: &UnionMap,
    values: &[&[i64]],
    full_tiles: bool,
) -> Ast {
    let opts = Options {
        full_tiles,
        ..Options::default()
    };
    let ast = generate_with(scop, tree, &opts).unwrap_or_else(|e| panic!("generation failed: {e}"));
    for params in values {
        let pv: Vec<Int> = params.iter().map(|&v| Int::from(v)).collect();
        let got = ast.execute(&pv, 1_000_000).unwrap();
        let want = expected(scop, sched, params, 14);
        if got != want {
            let code = hedra_codegen::print::region_code(&ast, scop, &Default::default())
                .map(|x| x.0)
                .unwrap_or_default();
            let first = got.iter().zip(&want).position(|(a, b)| a != b);
            panic!(
                "parameters {params:?}: {} instances run, {} expected, first difference at {first:?}\ngot  {:?}\nwant {:?}\n{code}",
                got.len(),
                want.len(),
                &got[..got.len().min(12)],
                &want[..want.len().min(12)]
            );
        }
    }
    let st = ast.stats();
    assert_eq!(st.empty_loops, 0);
    ast
}

fn original(scop: &Scop) -> (ScheduleTree, UnionMap) {
    (
        ScheduleTree::from_scop(scop).unwrap(),
        scop.schedule().unwrap(),
    )
}

const TRIANGLE: &str = "void f(int N, double a[20], double b[20]) { int i, j;
#pragma scop
for (i = 0; i < N; i++) {
  a[i] = 0.0;
  for (j = 0; j <= i; j++)
    a[i] += b[j];
  for (j = i + 1; j < N; j++)
    b[j] += a[i];
}
#pragma endscop
}";

#[test]
fn triangles_in_the_original_order() {
    let scop = scop_of(TRIANGLE);
    let (tree, sched) = original(&scop);
    let ast = check(&scop, &tree, &sched, &[&[-1], &[0], &[1], &[2], &[5], &[9]]);
    assert_eq!(ast.stats().guards, 0, "{ast:#?}");
}

#[test]
fn guards_modulo_and_parametric_emptiness() {
    let scop = scop_of(
        "void f(int N, int M, double a[20]) { int i, j;
#pragma scop
for (i = 0; i < N; i++) {
  if (i % 3 == 0)
    a[i] = 1.0;
  for (j = 0; j < M; j++)
    if (j >= 2 && i + j < 9)
      a[j] += 2.0;
}
#pragma endscop
}",
    );
    let (tree, sched) = original(&scop);
    check(
        &scop,
        &tree,
        &sched,
        &[
            &[0, 0],
            &[1, 0],
            &[0, 5],
            &[4, 1],
            &[7, 3],
            &[10, 10],
            &[-2, 4],
        ],
    );
}

const TWO: &str = "void f(int N, double a[40], double b[40]) { int i;
#pragma scop
for (i = 0; i < N; i++)
  a[i] = 1.0;
for (i = 5; i < N + 5; i++)
  b[i] = 2.0;
#pragma endscop
}";

#[test]
fn overlapping_statements_are_separated_into_ordered_pieces() {
    let scop = scop_of(TWO);
    let (tree, sched) = band_tree(&scop, "[N] -> { S0[i] -> [i, 0]; S1[i] -> [i, 1] }");
    let ast = check(&scop, &tree, &sched, &[&[0], &[1], &[3], &[5], &[6], &[9]]);
    // Where only one statement runs, it runs without a guard.
    assert_eq!(ast.stats().innermost_guards, 0, "{ast:#?}");
}

#[test]
fn reversed_and_shifted_pieces() {
    let scop = scop_of(TWO);
    let (tree, sched) = band_tree(&scop, "[N] -> { S0[i] -> [-i]; S1[i] -> [i - N - 7] }");
    check(&scop, &tree, &sched, &[&[0], &[1], &[4], &[8]]);
}

#[test]
fn interleaved_statements() {
    let scop = scop_of(TWO);
    let (tree, sched) = band_tree(&scop, "[N] -> { S0[i] -> [i, 1]; S1[i] -> [i - 5, 0] }");
    check(&scop, &tree, &sched, &[&[0], &[1], &[4], &[8]]);
}

#[test]
fn non_injective_schedules_scan_the_remaining_iterators() {
    let scop = scop_of(TRIANGLE);
    let (tree, sched) = band_tree(
        &scop,
        "[N] -> { S0[i] -> [0]; S1[i, j] -> [j]; S2[i, j] -> [i] }",
    );
    check(&scop, &tree, &sched, &[&[0], &[1], &[4], &[6]]);
}

#[test]
fn tiled_triangles_with_partial_tiles() {
    let scop = scop_of(TRIANGLE);
    let (tree, sched) = band_tree(
        &scop,
        "[N] -> { S0[i] -> [floor(i/4), 0, i, 0]; S1[i, j] -> [floor(i/4), floor(j/3), i, j + 1]; S2[i, j] -> [floor(i/4), floor(j/3), i, j + 100] }",
    );
    check(&scop, &tree, &sched, &[&[0], &[1], &[4], &[7], &[12]]);
}

#[test]
fn skewed_and_interchanged_band() {
    let scop = scop_of(TRIANGLE);
    let (tree, sched) = band_tree(
        &scop,
        "[N] -> { S0[i] -> [i, i, -1]; S1[i, j] -> [i, i + j, 0]; S2[i, j] -> [j, 2i + j, 1] }",
    );
    check(&scop, &tree, &sched, &[&[0], &[1], &[3], &[8]]);
}

#[test]
fn strided_schedules_interleave_exactly() {
    let scop = scop_of(TWO);
    let (tree, sched) = band_tree(&scop, "[N] -> { S0[i] -> [2i]; S1[i] -> [2i - 9] }");
    let ast = check(&scop, &tree, &sched, &[&[0], &[1], &[4], &[8]]);
    // Where S0 (even times) and S1 (odd times) interleave, one loop steps by 2 and runs S1
    // one time unit after S0, instead of a unit-step loop testing each time's parity.
    let code = hedra_codegen::print::region_code(&ast, &scop, &Default::default())
        .unwrap()
        .0;
    assert!(ast.stats().strided >= 1, "{code}");
    assert!(!code.contains("floord(c0, 2)"), "{code}");
    let (tree, sched) = band_tree(&scop, "[N] -> { S0[i] -> [3i, 0]; S1[i] -> [i, 1] }");
    check(&scop, &tree, &sched, &[&[0], &[2], &[7]]);
}

const STRIDED: &str = "void f(int N, int M, double a[100][100], double b[100]) { int i, j;
#pragma scop
for (i = 1; i < N; i += 3) {
  b[i] = 1.0;
  for (j = i; j < M; j += 2)
    a[i][j] = 2.0;
}
for (i = N; i >= 0; i -= 4)
  b[i] += 3.0;
#pragma endscop
}";

/// Loops with constant steps are scanned as strided loops (`c0 += 3`) whose first value is
/// in the residue class, also when the class depends on an outer loop (`j ≡ i mod 2`), and
/// the statements need no divisibility guard.
#[test]
fn strided_loops_step_over_their_residue_class() {
    let scop = scop_of(STRIDED);
    let values: &[&[i64]] = &[&[0, 0], &[1, 5], &[2, 9], &[7, 4], &[8, 12], &[13, 13]];
    let (tree, sched) = original(&scop);
    let ast = check(&scop, &tree, &sched, values);
    let stats = ast.stats();
    assert_eq!(stats.strided, 3, "{ast:#?}");
    assert_eq!(stats.guards, 0, "{ast:#?}");
    // Interchanged: the class of `i` under the `j` loop (i ≡ 1 mod 3 and i ≡ j mod 2) is
    // still exact.
    let (tree, sched) = band_tree(
        &scop,
        "[N, M] -> { S0[i] -> [i, -1, 0]; S1[i, j] -> [j, i, 1]; S2[i] -> [200 - i, 0, 2] }",
    );
    check(&scop, &tree, &sched, values);
}

const RECT: &str = "void f(int N, double a[40][40], double b[40]) { int i, j;
#pragma scop
for (i = 0; i < N; i++) {
  for (j = 0; j < 4; j++)
    if (i + j >= 2)
      a[i][j] = 1.0;
  b[i] = 2.0;
}
#pragma endscop
}";

/// A small deterministic generator (no dependency needed for a fixed sequence).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u64) -> i64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n) as i64
    }
}

/// Random affine (sometimes floor-divided) schedules of 1 to 3 dimensions over the
/// statements of three small programs; every generated AST must run exactly the domain in the
/// schedule's order. Schedules the generator rejects are counted, and must stay rare.
#[test]
fn random_schedules_are_scanned_exactly() {
    let mut rng = Lcg(20261122);
    let programs = [TRIANGLE, TWO, RECT];
    let mut rejected = 0;
    let mut total = 0;
    for round in 0..60 {
        let scop = scop_of(programs[round % programs.len()]);
        let dims = 1 + rng.next(3) as usize;
        let mut parts = Vec::new();
        for s in &scop.statements {
            let its = &s.iterators;
            let mut outs = Vec::new();
            for _ in 0..dims {
                let mut e = format!("{}", rng.next(7) - 3);
                for it in its {
                    let c = rng.next(4) - 1;
                    if c != 0 {
                        e = format!("{e} + {c}*{it}");
                    }
                }
                if rng.next(4) == 0 {
                    e = format!("floor(({e})/{})", 2 + rng.next(2));
                }
                outs.push(e);
            }
            parts.push(format!(
                "{}[{}] -> [{}]",
                s.name,
                its.join(", "),
                outs.join(", ")
            ));
        }
        let text = format!("[N] -> {{ {} }}", parts.join("; "));
        let (tree, sched) = band_tree(&scop, &text);
        eprintln!("round {round}: {text}");
        total += 1;
        match generate_with(
            &scop,
            &tree,
            &Options {
                full_tiles: round % 2 == 1,
                ..Options::default()
            },
        ) {
            Err(e) => {
                eprintln!(
                    "rejected: {}",
                    e.to_string().chars().take(300).collect::<String>()
                );
                rejected += 1
            }
            Ok(_) => {
                check_with(
                    &scop,
                    &tree,
                    &sched,
                    &[&[0], &[1], &[3], &[6]],
                    round % 2 == 1,
                );
            }
        }
    }
    assert!(
        rejected * 10 <= total,
        "{rejected} of {total} schedules rejected"
    );
}

#[test]
fn full_tiles_have_point_loops_without_min_or_max() {
    let scop = scop_of(TWO);
    let (tree, sched) = band_tree(
        &scop,
        "[N] -> { S0[i] -> [floor(i/4), i]; S1[i] -> [floor(i/4) + 100, i] }",
    );
    let opts = Options {
        full_tiles: true,
        ..Options::default()
    };
    let ast = generate_with(&scop, &tree, &opts).unwrap();
    let (code, _) = hedra_codegen::print::region_code(&ast, &scop, &Default::default()).unwrap();
    // For each statement: one loop nest over full tiles, one over the partial tile.
    assert!(code.contains("c1 <= 4 * c0 + 3; c1++"), "{code}");
    check_with(&scop, &tree, &sched, &[&[0], &[3], &[4], &[8], &[9]], true);
}

#[test]
fn partial_or_multi_valued_schedules_are_rejected() {
    let scop = scop_of(TWO);
    for bad in [
        "[N] -> { S0[i] -> [i] : i < 3; S1[i] -> [i] }",
        "[N] -> { S0[i] -> [i]; S0[i] -> [i + 1] : i = 0; S1[i] -> [i] }",
    ] {
        let (tree, _) = band_tree(&scop, bad);
        let r = generate_with(&scop, &tree, &Options::default());
        assert!(
            matches!(r, Err(hedra_codegen::Error::Unsupported(_))),
            "{bad}: {r:?}"
        );
    }
}

const MM: &str =
    "void f(int N, double C[30][30], double A[30][30], double B[30][30]) { int i, j, k;
#pragma scop
for (i = 0; i < N; i++)
  for (j = 0; j < N; j++)
    for (k = 0; k < N; k++)
      C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}";

/// Unroll-and-jam: the schedule strip-mines `i` by 4 and places the point loop `i`
/// innermost under an `unroll` mark; with full tiles the four copies of the body are jammed
/// into the `k` loop, with `j` (stride 1) as its own loop inside each partial tile.
#[test]
fn unroll_and_jam_of_a_strip_mined_loop() {
    let scop = scop_of(MM);
    let tree = two_bands(
        &scop,
        "[N] -> { S0[i, j, k] -> [floor(i/4), j, k] }",
        vec![false; 3],
        Some("unroll"),
        "[N] -> { S0[i, j, k] -> [i] }",
    );
    let sched = parse_union("[N] -> { S0[i, j, k] -> [floor(i/4), j, k, i] }").unwrap();
    let opts = Options {
        full_tiles: true,
        unroll: 8,
        promote: false,
    };
    let ast = generate_with(&scop, &tree, &opts).unwrap();
    for n in [0i64, 3, 4, 9] {
        let got = ast.execute(&[Int::from(n)], 1_000_000).unwrap();
        assert_eq!(got, expected(&scop, &sched, &[n], 14), "N = {n}");
    }
    let (code, _) = hedra_codegen::print::region_code(&ast, &scop, &Default::default()).unwrap();
    // Four jammed copies in the full-tile k loop.
    assert!(
        code.contains("C[(4 * c0 + 3)][c1] += A[(4 * c0 + 3)][c2] * B[c2][c1];"),
        "{code}"
    );
    // Compiles without warnings (no unused counter after unrolling).
    let dir = std::env::temp_dir().join(format!("hedra-uaj-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("f.c");
    std::fs::write(
        &file,
        format!("#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))\n#define ceild(n, d) (((n) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))\n#define min(x, y) ((x) < (y) ? (x) : (y))\n#define max(x, y) ((x) > (y) ? (x) : (y))\nvoid f(int N, double C[30][30], double A[30][30], double B[30][30]);\nvoid f(int N, double C[30][30], double A[30][30], double B[30][30]) {code}\n"),
    )
    .unwrap();
    let cc = std::env::var("CC").unwrap_or_else(|_| "gcc".into());
    let out = std::process::Command::new(cc)
        .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-c"])
        .arg(&file)
        .arg("-o")
        .arg(dir.join("f.o"))
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}\n{code}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A statement whose domain has a special-case disjunct (as heat_3d's tiled relation, where
/// `N = 3` gave its own disjunct): both disjuncts fix the iterator, but by different
/// equalities (`i = N - 2` and `i = 1`), and only one of them holds on the whole domain.
#[test]
fn special_case_disjunct_with_another_iterator_equality() {
    let scop = scop_of(
        "void f(int N, double a[40]) { int i;
#pragma scop
for (i = 0; i < N; i++)
  if ((i == N - 2 && N >= 4) || (i == 1 && N == 3))
    a[i] = 1.0;
#pragma endscop
}",
    );
    for sched in ["[N] -> { S0[i] -> [0] }", "[N] -> { S0[i] -> [i] }"] {
        let (tree, sched) = band_tree(&scop, sched);
        check(&scop, &tree, &sched, &[&[0], &[2], &[3], &[4], &[7]]);
    }
    let (tree, sched) = original(&scop);
    check(&scop, &tree, &sched, &[&[0], &[2], &[3], &[4], &[7]]);
}

/// Loop iterations (body executions of every loop) when the AST runs with these parameters.
fn iterations(ast: &Ast, params: &[i64]) -> usize {
    use hedra_codegen::ast::Node as N;
    fn walk(nodes: &[N], params: &[Int], loops: &mut Vec<Option<Int>>, n: &mut usize) {
        for node in nodes {
            match node {
                N::For(f) => {
                    let lo = f.lower.eval(loops, params).unwrap();
                    let hi = f.upper.eval(loops, params).unwrap();
                    loops.truncate(f.depth);
                    let mut v = lo;
                    while v <= hi {
                        *n += 1;
                        loops.push(Some(v.clone()));
                        walk(&f.body, params, loops, n);
                        loops.truncate(f.depth);
                        v += &Int::ONE;
                    }
                }
                N::If { cond, body } => {
                    if cond.eval(loops, params).unwrap() {
                        walk(body, params, loops, n);
                    }
                }
                N::Promote(p) => walk(&p.body, params, loops, n),
                N::Call { .. } => {}
            }
        }
    }
    let pv: Vec<Int> = params.iter().map(|&v| Int::from(v)).collect();
    let mut n = 0;
    walk(&ast.body, &pv, &mut Vec::new(), &mut n);
    n
}

const JACOBI_1D: &str = "void f(int T, int N, double A[40], double B[40]) { int t, i;
#pragma scop
for (t = 0; t < T; t++) {
  for (i = 1; i < N - 1; i++)
    B[i] = A[i - 1] + A[i] + A[i + 1];
  for (i = 1; i < N - 1; i++)
    A[i] = B[i - 1] + B[i] + B[i + 1];
}
#pragma endscop
}";

/// A time-skewed, tiled stencil whose tile band is turned into a wavefront: the outer loop
/// runs over `w = e0 + e1` (the sum of the two tile coordinates), the second over `e1`. The
/// exact projection onto `w` splinters into one disjunct per remainder of the tile size
/// (the scanner then takes the rational shadow); the code must stay exact and small, and run
/// few loop iterations beyond its instances.
#[test]
fn wavefront_of_a_skewed_tile_band() {
    let scop = scop_of(JACOBI_1D);
    let tree = two_bands(
        &scop,
        "[T, N] -> { S0[t, i] -> [floor(t/4) + floor((2t + i)/4), floor((2t + i)/4)]; \
         S1[t, i] -> [floor(t/4) + floor((2t + i + 1)/4), floor((2t + i + 1)/4)] }",
        vec![false, true],
        None,
        "[T, N] -> { S0[t, i] -> [t, 2t + i]; S1[t, i] -> [t, 2t + i + 1] }",
    );
    let sched = parse_union(
        "[T, N] -> { S0[t, i] -> [floor(t/4) + floor((2t + i)/4), floor((2t + i)/4), t, 2t + i]; \
         S1[t, i] -> [floor(t/4) + floor((2t + i + 1)/4), floor((2t + i + 1)/4), t, 2t + i + 1] }",
    )
    .unwrap();
    let values: &[&[i64]] = &[
        &[0, 5],
        &[1, 3],
        &[1, 4],
        &[3, 7],
        &[5, 3],
        &[6, 12],
        &[9, 15],
    ];
    let ast = check(&scop, &tree, &sched, values);
    assert!(ast.stats().loops <= 16, "{ast:#?}");
    for p in [[9, 15], [13, 40], [40, 13]] {
        let instances = ast
            .execute(
                &p.iter().map(|&v| Int::from(v)).collect::<Vec<_>>(),
                100_000,
            )
            .unwrap()
            .len();
        let n = iterations(&ast, &p);
        assert!(
            n <= instances + 20,
            "{p:?}: {n} iterations for {instances} instances"
        );
    }
}

/// A statement whose domain is a narrow band plus one full row: at the inner loop the piece is
/// a union of a short range (`j <= 3`) and, on the last row only, a long one. Each part gets
/// its own loop; one loop over the union's extreme bounds would run `N` iterations of `j` on
/// every row.
#[test]
fn union_pieces_get_a_loop_per_part() {
    let scop = scop_of(
        "void f(int N, double a[40][40]) { int i, j;
#pragma scop
for (i = 0; i < N; i++)
  for (j = 0; j < N; j++)
    if (j < 4 || i == N - 1)
      a[i][j] = 1.0;
#pragma endscop
}",
    );
    let (tree, sched) = original(&scop);
    let ast = check(&scop, &tree, &sched, &[&[0], &[1], &[3], &[5], &[9]]);
    let instances = 40 * 4 + 36;
    let n = iterations(&ast, &[40]);
    assert!(
        n <= 2 * instances,
        "{n} iterations for {instances} instances\n{ast:#?}"
    );
}

/// A tile band over a hyperplane skewed by a large constant (`99999*k + j`, what the scheduler
/// made of `if (j < 100000)` before its coefficient cap): projecting out the point loops
/// splinters, in the exact Omega test, into about as many disjuncts as the coefficient
/// (seconds for 99999, minutes beyond). The scanner takes the rational shadow instead of
/// trying; the statements keep their exact relations, so the order is still exact.
#[test]
fn large_coefficient_tiles_scan_fast() {
    let scop = scop_of(
        "void f(int n, double P[20][20]) { int i, j, k;
#pragma scop
for (k = 0; k < n; k++)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      if (j < 100000)
        P[i][j] = P[i][j] < P[i][k] + P[k][j] ? P[i][j] : P[i][k] + P[k][j];
#pragma endscop
}",
    );
    for c in [4097i64, 99999] {
        let tree = two_bands(
            &scop,
            &format!("[n] -> {{ S0[k, i, j] -> [floor(k/32), floor(({c}k + j)/32)] }}"),
            vec![false, false],
            None,
            &format!("[n] -> {{ S0[k, i, j] -> [k, {c}k + j, i] }}"),
        );
        let sched = parse_union(&format!(
            "[n] -> {{ S0[k, i, j] -> [floor(k/32), floor(({c}k + j)/32), k, {c}k + j, i] }}"
        ))
        .unwrap();
        let ast = generate_with(&scop, &tree, &Options::default()).unwrap();
        for n in [0i64, 1, 3, 5] {
            let got = ast.execute(&[Int::from(n)], 10_000_000).unwrap();
            assert_eq!(got, expected(&scop, &sched, &[n], 6), "n = {n}, c = {c}");
        }
    }
}
