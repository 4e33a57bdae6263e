//! Inputs that once made the scheduler (or the code generated from its schedule) blow up,
//! run with `hedra opt`'s options. Not timed: each would take minutes or gigabytes again if
//! the cause came back. The generated code is run in hedra-codegen's interpreter and checked.

use hedra_codegen::Ast;
use hedra_ir::Scop;
use hedra_presburger::Int;
use hedra_sched::pluto::{COEFF_CAP, SHIFT_CAP};
use hedra_sched::{check_legality, schedule, Options, DEFAULT_REGISTER_TILE};

fn scop_of(src: &str) -> Scop {
    let ex = hedra_c::extract(src);
    match &ex.regions[0].scop {
        Ok(s) => s.clone(),
        Err(d) => panic!("{}", d.render("test.c", src)),
    }
}

/// `hedra opt`'s scheduler options: chosen tile sizes, register tiling, parallelism.
fn opt_options() -> Options {
    Options {
        tile: Some(vec![]),
        parallel: true,
        register_tile: Some(DEFAULT_REGISTER_TILE),
        ..Options::default()
    }
}

/// Schedules `scop` as `hedra opt` does and generates the code of the result.
fn schedule_and_generate(scop: &Scop) -> (hedra_sched::Outcome, Ast) {
    let deps = hedra_deps::memory_based(scop).unwrap();
    let out = schedule(scop, &deps, &opt_options()).unwrap();
    assert!(!out.fell_back, "{}", out.log.join("\n"));
    assert!(check_legality(scop, &deps, &out.tree).unwrap().is_legal());
    let ast = hedra_codegen::generate(scop, &out.tree).unwrap();
    (out, ast)
}

/// `depth` loops `i0..` from 0 to `N - 1` around `body` (which names them `i0`, `i1`, ..).
fn nest(depth: usize, arrays: &str, body: &str) -> String {
    let mut s = format!("void f(int N, {arrays}) {{\n#pragma scop\n");
    for k in 0..depth {
        s += &format!("for (int i{k} = 0; i{k} < N; i{k}++)\n");
    }
    s + body + "\n#pragma endscop\n}\n"
}

/// Every point of `{0..n-1}^depth` in lexicographic order.
fn box_points(depth: usize, n: i64) -> Vec<Vec<Int>> {
    let mut out = vec![vec![]];
    for _ in 0..depth {
        out = out
            .into_iter()
            .flat_map(|p| {
                (0..n).map(move |v| {
                    let mut q = p.clone();
                    q.push(Int::from(v));
                    q
                })
            })
            .collect();
    }
    out
}

/// Twelve perfectly nested loops: a sum into one cell depends on every earlier instance (a
/// dependence polyhedron per loop, each a box in the inner iterators), and the Farkas
/// constraints of a box, with unknowns of free sign, number 3^12 per polyhedron. The
/// scheduler knows its unknowns are non-negative and relaxes each box to an orthant first.
#[test]
fn deep_nest_schedules_fast() {
    let idx: String = (0..12).map(|k| format!("[i{k}]")).collect();
    let dims: String = (0..12).map(|_| "[N]").collect();
    let scop = scop_of(&nest(
        12,
        &format!("double A{dims}, double s[1]"),
        &format!("s[0] = s[0] + A{idx};"),
    ));
    let (_, ast) = schedule_and_generate(&scop);
    // Every instance depends on the one before: the only legal order is the original one.
    let got = ast.execute(&[Int::from(2)], 100_000).unwrap();
    let want: Vec<(usize, Vec<Int>)> = box_points(12, 2).into_iter().map(|p| (0, p)).collect();
    assert_eq!(got, want);

    // Two statements (fused, the second reading what the first wrote) and a stencil, at
    // depth 10.
    let idx: String = (0..10).map(|k| format!("[i{k}]")).collect();
    let dims: String = (0..10).map(|_| "[N]").collect();
    let two = scop_of(&nest(
        10,
        &format!("double A{dims}, double B{dims}"),
        &format!("{{ A{idx} = A{idx} + 1; B{idx} = B{idx} + A{idx}; }}"),
    ));
    let (_, ast) = schedule_and_generate(&two);
    let got = ast.execute(&[Int::from(2)], 100_000).unwrap();
    assert_eq!(got.len(), 2 * 1024);
    for p in box_points(10, 2) {
        let a = got.iter().position(|x| *x == (0, p.clone())).unwrap();
        let b = got.iter().position(|x| *x == (1, p.clone())).unwrap();
        assert!(a < b, "{p:?}");
    }
    let prev: String = (0..10)
        .map(|k| {
            if k == 0 {
                "[i0 - 1]".into()
            } else {
                format!("[i{k}]")
            }
        })
        .collect();
    let next: String = (0..10)
        .map(|k| {
            if k == 9 {
                "[i9 + 1]".into()
            } else {
                format!("[i{k}]")
            }
        })
        .collect();
    let mut src = nest(
        10,
        &format!("double A{dims}"),
        &format!("A{idx} = A{prev} + A{next};"),
    );
    src = src
        .replace("= 0; i0 < N;", "= 1; i0 < N;")
        .replace("= 0; i9 < N;", "= 0; i9 < N - 1;");
    let stencil = scop_of(&src);
    let (_, ast) = schedule_and_generate(&stencil);
    let got = ast.execute(&[Int::from(2)], 100_000).unwrap();
    assert_eq!(got.len(), 1 << 8);
}

/// Floyd–Warshall with an always-true guard `j < K`: the dependence distances along `j` are
/// bounded by the constant `K - 1`, which Pluto's cost prefers to the parameter, and legality
/// then asked for the skew `(K - 1)*k + j` — tiles of it took seconds to minutes to scan
/// (2^31 - 1 never finished). The scheduler now caps coefficients and ends the band instead.
/// The generated code is run on data and compared with the original order.
#[test]
fn large_constant_bounds_tile_fast() {
    for k in ["1", "7", "200", "500", "100000", "2147483647"] {
        let src = format!(
            "void f(int n, double P[20][20]) {{ int i, j, k;
#pragma scop
for (k = 0; k < n; k++)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      if (j < {k})
        P[i][j] = P[i][j] < P[i][k] + P[k][j] ? P[i][j] : P[i][k] + P[k][j];
#pragma endscop
}}"
        );
        let scop = scop_of(&src);
        let deps = hedra_deps::memory_based(&scop).unwrap();
        let mut log = Vec::new();
        let h = hedra_sched::find_hyperplanes(&scop, &deps, hedra_sched::Fusion::Smart, &mut log)
            .unwrap();
        for row in &h.rows {
            for hp in row {
                assert!(
                    hp.coeffs.iter().all(|c| c.abs() <= COEFF_CAP),
                    "K = {k}: {}",
                    log.join("\n")
                );
            }
        }
        let (_, ast) = schedule_and_generate(&scop);
        let bound: i64 = k.parse().unwrap();
        for n in [1i64, 4, 7] {
            let trace = ast.execute(&[Int::from(n)], 1_000_000).unwrap();
            let run = |order: &[(usize, Vec<Int>)]| {
                let mut p: Vec<Vec<i64>> = (0..n)
                    .map(|i| {
                        (0..n)
                            .map(|j| (i * 7 + j * 13) % 11 + (i != j) as i64 * 5)
                            .collect()
                    })
                    .collect();
                for (_, it) in order {
                    let v: Vec<usize> = it.iter().map(|x| x.to_i64().unwrap() as usize).collect();
                    let (k, i, j) = (v[0], v[1], v[2]);
                    let alt = p[i][k] + p[k][j];
                    if alt < p[i][j] {
                        p[i][j] = alt;
                    }
                }
                p
            };
            let original: Vec<(usize, Vec<Int>)> = box_points(3, n)
                .into_iter()
                .filter(|p| p[2] < bound)
                .map(|p| (0, p))
                .collect();
            assert_eq!(trace.len(), original.len(), "K = {k}, n = {n}");
            assert_eq!(run(&trace), run(&original), "K = {k}, n = {n}");
        }
    }
}

/// A program constant as a shift (fuzz seed 701873): with maximal fusion, the scheduler put
/// the `else` statement at `4047446290`, after every instance of the loop bounded by
/// `2023723148`, and the generated loops scanned four billion empty iterations for `N = 7`.
/// Shifts are now capped like coefficients. The instances the generated code runs are
/// checked against the domain.
#[test]
fn large_constant_bounds_shift_nothing() {
    let src = "#define MIN(a, b) ((a) < (b) ? (a) : (b))
void f(int N, double A[13][13][9]) { long i0, i1;
#pragma scop
for (i0 = 0; i0 < N; i0++)
  A[2 * i0][0][i0] += A[N - i0 + 1][2 * i0][i0 + 2] + A[i0][2 * i0][i0 + 2];
for (i0 = 0; i0 < MIN(N - 1, 2023723148); i0++) {
  if ((2 * i0) % 3 == 0) {
    for (i1 = 0; i1 <= N; i1++)
      A[i1 + 2][i1 + 2][i0 + 2] = A[i1 + i0][2 * i0][i1] * 0.5;
  } else {
    A[i0][N - i0][i0] += A[i0 + 1][i0][i0 + 2] * A[N - i0 + 1][i0 + 2][i0];
  }
}
#pragma endscop
}";
    let scop = scop_of(src);
    let deps = hedra_deps::memory_based(&scop).unwrap();
    let mut log = Vec::new();
    let h =
        hedra_sched::find_hyperplanes(&scop, &deps, hedra_sched::Fusion::Max, &mut log).unwrap();
    for hp in h.rows.iter().flatten() {
        let capped =
            hp.coeffs.iter().all(|c| c.abs() <= COEFF_CAP) && hp.constant.abs() <= SHIFT_CAP;
        assert!(capped, "{}", log.join("\n"));
    }
    let (_, ast) = schedule_and_generate(&scop);
    for n in [1i64, 4, 7] {
        let trace = ast.execute(&[Int::from(n)], 100_000).unwrap();
        // S0: n instances; then i0 < n - 1 splits into the 3 | 2 i0 branch (n + 1 each)
        // and the other one.
        let (mut s1, mut s2) = (0, 0);
        for i0 in 0..(n - 1).max(0) {
            if (2 * i0) % 3 == 0 {
                s1 += n + 1;
            } else {
                s2 += 1;
            }
        }
        assert_eq!(trace.len() as i64, n + s1 + s2, "n = {n}");
    }
}

/// Farkas' lemma on a fused nest whose dependence polyhedra have many constraints (fuzz seed
/// 1300011): the relaxation's eliminations and the multipliers' Fourier–Motzkin steps kept
/// rows the others imply, up to 32,000 of them, and the scheduler ran out of the default
/// budget of `hedra opt` (2,000,000) and kept the original order. Implied rows are now
/// dropped by linear programs; the schedule needs about a tenth of the budget.
#[test]
fn farkas_of_many_constraints_fits_the_budget() {
    let src = "void f(int N, int M, int P, double A[5][17][4], double B[4], double C[17],
        double D[17], long E[19]) { long i0, i1, i2;
#pragma scop
for (i0 = 0; i0 < P + 1; i0++)
  for (i1 = 0; i1 < 2 * M - 1; i1++)
    for (i2 = 0; i2 < 2 * N - 1; i2++) {
      D[i2] = 1.0 + B[i1 + 1] * i2;
      if (i2 == i0) {
        if (2 * i2 >= M)
          C[i1 + 1] += A[3][i1][i0 + 2] + B[i1 + 1] + C[i0 + i1] / 2.0;
        else
          A[i1 + 2][2 * i0][i2 + 1] = i2;
      } else {
        C[2 * i0] = C[2 * i0] * 0.5 + (C[i2] * A[i1 + 2][i2][2 * i0] - E[i1 + i2] % 1000);
      }
    }
#pragma endscop
}";
    let scop = scop_of(src);
    let deps = hedra_deps::memory_based(&scop).unwrap();
    let _budget = hedra_presburger::budget::Budget::start(2_000_000);
    let out = schedule(&scop, &deps, &opt_options()).unwrap();
    assert!(!out.fell_back, "{}", out.log.join("\n"));
    assert!(check_legality(&scop, &deps, &out.tree).unwrap().is_legal());
}
