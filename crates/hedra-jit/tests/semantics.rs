//! C semantics of statement bodies in the JIT, and the errors of misuse.

use hedra_jit::{Array, Elem, Error, Function, Options, Program};

/// The program of the first region of `src`, in its original order.
fn program(src: &str, options: &Options) -> Result<Program, Error> {
    let scop = hedra_c::extract(src).scops().next().unwrap().clone();
    let tree = hedra_ir::schedule_tree::ScheduleTree::from_scop(&scop).unwrap();
    let ast = hedra_codegen::generate(&scop, &tree).unwrap();
    Program::compile(&scop, &ast, options)
}

fn region(decls: &str, body: &str) -> String {
    format!("void f({decls}) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n")
}

#[test]
fn integer_division_and_conversions_follow_c() {
    let src = region(
        "int N, int A[N], int Q[N], unsigned U[N], double D[N]",
        "for (int i = 0; i < N; i++) {\n\
           Q[i] = A[i] / 3 + A[i] % 3 * 100;\n\
           U[i] = A[i];\n\
           D[i] = (double)(A[i] / 2) + 7 / 2 + 1.0f / 4;\n\
         }",
    );
    let p = program(&src, &Options::default()).unwrap();
    let mut a = [-7, 7, -1, 0];
    let (mut q, mut u, mut d) = ([0; 4], [0u32; 4], [0.0; 4]);
    p.run(
        &[4],
        &mut [
            Array::new("A", &mut a, &[4]),
            Array::new("Q", &mut q, &[4]),
            Array::new("U", &mut u, &[4]),
            Array::new("D", &mut d, &[4]),
        ],
    )
    .unwrap();
    // C truncates toward zero; the remainder takes the dividend's sign.
    assert_eq!(q, [-2 - 100, 2 + 100, -100, 0]);
    assert_eq!(u, [(-7i32) as u32, 7, u32::MAX, 0]);
    assert_eq!(d, [-3.0 + 3.25, 3.0 + 3.25, 3.25, 3.25]);
}

#[test]
fn float_arithmetic_stays_in_float() {
    let src = region(
        "int N, float X[N], float Y[N], double Z[N]",
        "for (int i = 0; i < N; i++) {\n  Y[i] = X[i] * 0.1f + 1.0f / 3.0f;\n  Z[i] = X[i] * 0.1;\n}",
    );
    let p = program(&src, &Options::default()).unwrap();
    let mut x = [1.5f32, 3.0, -2.25];
    let (mut y, mut z) = ([0f32; 3], [0f64; 3]);
    p.run(
        &[3],
        &mut [
            Array::new("X", &mut x, &[3]),
            Array::new("Y", &mut y, &[3]),
            Array::new("Z", &mut z, &[3]),
        ],
    )
    .unwrap();
    for k in 0..3 {
        assert_eq!(y[k].to_bits(), (x[k] * 0.1f32 + 1.0f32 / 3.0f32).to_bits());
        assert_eq!(z[k].to_bits(), (f64::from(x[k]) * 0.1).to_bits());
    }
}

#[test]
fn logical_operators_and_conditionals_evaluate_only_what_c_evaluates() {
    // `A[i] != 0 && 10 / A[i] > 2` divides only where A[i] != 0; the conditional too.
    let src = region(
        "int N, int A[N], int B[N], int C[N]",
        "for (int i = 0; i < N; i++) {\n\
           B[i] = A[i] != 0 && 10 / A[i] > 2;\n\
           C[i] = A[i] == 0 ? -1 : 100 / A[i];\n\
         }",
    );
    let p = program(&src, &Options::default()).unwrap();
    let mut a = [0, 2, 5, -3];
    let (mut b, mut c) = ([9; 4], [9; 4]);
    p.run(
        &[4],
        &mut [
            Array::new("A", &mut a, &[4]),
            Array::new("B", &mut b, &[4]),
            Array::new("C", &mut c, &[4]),
        ],
    )
    .unwrap();
    assert_eq!(b, [0, 1, 0, 0]);
    assert_eq!(c, [-1, 50, 20, -33]);
}

#[test]
fn a_division_by_zero_stops_the_run() {
    let src = region(
        "int N, int A[N], int B[N]",
        "for (int i = 0; i < N; i++)\n  B[i] = 6 / A[i];",
    );
    let p = program(&src, &Options::default()).unwrap();
    let (mut a, mut b) = ([3, 0, 2], [0; 3]);
    let r = p.run(
        &[3],
        &mut [Array::new("A", &mut a, &[3]), Array::new("B", &mut b, &[3])],
    );
    assert!(matches!(r, Err(Error::Stopped(_))), "{r:?}");
    // The instances before the division ran.
    assert_eq!(b[0], 2);
}

#[test]
fn math_functions_and_macros() {
    let src = region(
        "int N, double A[N], double B[N]",
        "for (int i = 0; i < N; i++)\n  B[i] = SQRT_FUN(A[i]) + exp(A[i]) + MAX_FUN(A[i], 2.0) + pow(A[i], 1.5);",
    );
    assert!(matches!(
        program(&src, &Options::default()),
        Err(Error::Unsupported(_))
    ));
    let opts = Options::default()
        .function("SQRT_FUN", Function::Math("sqrt"))
        .function("MAX_FUN", Function::MaxBySelect);
    let p = program(&src, &opts).unwrap();
    let mut a = [0.5f64, 4.0, 9.0];
    let mut b = [0.0f64; 3];
    p.run(
        &[3],
        &mut [Array::new("A", &mut a, &[3]), Array::new("B", &mut b, &[3])],
    )
    .unwrap();
    for k in 0..3 {
        let x: f64 = a[k];
        let want = x.sqrt() + x.exp() + if x >= 2.0 { x } else { 2.0 } + x.powf(1.5);
        assert_eq!(b[k].to_bits(), want.to_bits());
    }
}

#[test]
fn misuse_is_an_error() {
    let src = region(
        "int N, double A[N][N], double B[N]",
        "for (int i = 0; i < N; i++)\n  for (int j = 0; j <= i; j++)\n    B[i] += A[i][j];",
    );
    let p = program(&src, &Options::default()).unwrap();
    let mut a = vec![1.0; 16];
    let mut b = vec![0.0; 4];
    let mut small = vec![0.0; 3];
    let mut ints = vec![0i32; 4];
    let run = |arrays: &mut [Array], n: i64| p.run(&[n], arrays);
    // Too small for N = 4: B has 3 elements.
    let r = run(
        &mut [
            Array::new("A", &mut a, &[4, 4]),
            Array::new("B", &mut small, &[3]),
        ],
        4,
    );
    assert!(matches!(r, Err(Error::Misuse(_))), "{r:?}");
    // Extents larger than the data.
    let r = run(
        &mut [
            Array::new("A", &mut a, &[4, 5]),
            Array::new("B", &mut b, &[4]),
        ],
        4,
    );
    assert!(matches!(r, Err(Error::Misuse(_))), "{r:?}");
    // The wrong element type, a missing array, an unknown array, the wrong parameters.
    let r = run(
        &mut [
            Array::new("A", &mut a, &[4, 4]),
            Array::new("B", &mut ints, &[4]),
        ],
        4,
    );
    assert!(matches!(r, Err(Error::Misuse(_))), "{r:?}");
    let r = run(&mut [Array::new("A", &mut a, &[4, 4])], 4);
    assert!(matches!(r, Err(Error::Misuse(_))), "{r:?}");
    let r = run(
        &mut [
            Array::new("A", &mut a, &[4, 4]),
            Array::new("B", &mut b, &[4]),
            Array::new("C", &mut small, &[3]),
        ],
        4,
    );
    assert!(matches!(r, Err(Error::Misuse(_))), "{r:?}");
    assert!(matches!(p.run(&[], &mut []), Err(Error::Misuse(_))));
    // A smaller run fits the same arrays; N = 0 touches nothing.
    run(
        &mut [
            Array::new("A", &mut a, &[4, 4]),
            Array::new("B", &mut b, &[4]),
        ],
        3,
    )
    .unwrap();
    assert_eq!(b, [1.0, 2.0, 3.0, 0.0]);
    run(
        &mut [
            Array::new("A", &mut a, &[4, 4]),
            Array::new("B", &mut b, &[4]),
        ],
        0,
    )
    .unwrap();
}

#[test]
fn element_types_the_jit_cannot_see_are_errors_until_named() {
    let src = region(
        "int N, DATA_TYPE A[N]",
        "for (int i = 0; i < N; i++)\n  A[i] = A[i] * 2;",
    );
    assert!(matches!(
        program(&src, &Options::default()),
        Err(Error::Unsupported(_))
    ));
    let p = program(&src, &Options::default().type_name("DATA_TYPE", Elem::F32)).unwrap();
    let mut a = [1.5f32, 2.0];
    p.run(&[2], &mut [Array::new("A", &mut a, &[2])]).unwrap();
    assert_eq!(a, [3.0, 4.0]);
}

#[test]
fn parameters_outside_their_type_or_the_context_are_refused() {
    let src =
        "void f(unsigned char N, double A[300]) {\n#pragma scop\n#pragma hedra context N >= 2\n\
               for (int i = 0; i < N; i++)\n  A[i] = 1.0;\n#pragma endscop\n}\n";
    let p = program(src, &Options::default()).unwrap();
    let mut a = vec![0.0; 300];
    for n in [300, -1, 1] {
        let r = p.run(&[n], &mut [Array::new("A", &mut a, &[300])]);
        assert!(matches!(r, Err(Error::Misuse(_))), "N = {n}: {r:?}");
    }
    p.run(&[255], &mut [Array::new("A", &mut a, &[300])])
        .unwrap();
    assert_eq!(a[254], 1.0);
    assert_eq!(a[255], 0.0);
}

#[test]
fn operations_on_literals_keep_their_c_types_in_vector_loops() {
    // `1 / 2` is the int 0 and `-0` the int 0 (+0.0 once converted): not 0.5 and -0.0.
    let src = region(
        "int N, double A[N], double B[N], double C[N]",
        "for (int i = 0; i < N; i++)\n  A[i] = B[i] * (1 / 2) + C[i] * -0;",
    );
    let p = program(&src, &Options::default()).unwrap();
    let mut a = vec![9.0f64; 7];
    let (mut b, mut c) = (vec![3.0; 7], vec![-1.0; 7]);
    p.run(
        &[7],
        &mut [
            Array::new("A", &mut a, &[7]),
            Array::new("B", &mut b, &[7]),
            Array::new("C", &mut c, &[7]),
        ],
    )
    .unwrap();
    // 3.0 * 0 + (-1.0) * 0 = 0.0 + -0.0 = +0.0.
    assert!(a.iter().all(|x| x.to_bits() == 0.0f64.to_bits()), "{a:?}");
}

#[test]
fn plain_char_is_signed_as_on_x86_64() {
    let src = region(
        "int N, char A[N], int B[N], double D[N]",
        "for (int i = 0; i < N; i++) {\n  B[i] = A[i] + 0;\n  D[i] = A[i];\n}",
    );
    let p = program(&src, &Options::default()).unwrap();
    let mut a = [-56i8, 100];
    let (mut b, mut d) = ([0i32; 2], [0.0f64; 2]);
    p.run(
        &[2],
        &mut [
            Array::new("A", &mut a, &[2]),
            Array::new("B", &mut b, &[2]),
            Array::new("D", &mut d, &[2]),
        ],
    )
    .unwrap();
    assert_eq!(b, [-56, 100]);
    assert_eq!(d, [-56.0, 100.0]);
}

#[test]
fn accumulators_around_empty_loops_stay_inside_the_arrays() {
    // With M = 0 no instance touches `nrm`, but an accumulator of the reduction may still
    // be loaded and stored around the empty loop: with an array that holds it the run
    // leaves it unchanged; with an empty one the run must not touch memory outside it.
    let src = region(
        "int T, int N, int M, double A[N][M], double nrm[T]",
        "for (int t = 0; t < T; t++)\n  for (int i = 0; i < N; i++)\n    for (int j = 0; j < M; j++)\n      nrm[t] += A[i][j];",
    );
    let scop = hedra_c::extract(&src).scops().next().unwrap().clone();
    let mut notes = Vec::new();
    let request = hedra_opt::Options::default().request;
    let tree = hedra_opt::schedule_tree(&scop, &request, &mut notes).unwrap();
    let mut ast = hedra_codegen::generate_with(
        &scop,
        &tree,
        &hedra_codegen::Options {
            full_tiles: false,
            unroll: 65,
            promote: true,
        },
    )
    .unwrap();
    hedra_codegen::mark_parallel(&mut ast, &scop, &[]);
    let p = Program::compile(&scop, &ast, &Options::default()).unwrap();
    let mut a: Vec<f64> = vec![];
    let mut nrm = vec![5.0; 3];
    p.run(
        &[3, 4, 0],
        &mut [
            Array::new("A", &mut a, &[4, 0]),
            Array::new("nrm", &mut nrm, &[3]),
        ],
    )
    .unwrap();
    assert_eq!(nrm, [5.0; 3]);
    let mut empty: Vec<f64> = vec![];
    let r = p.run(
        &[3, 4, 0],
        &mut [
            Array::new("A", &mut a, &[4, 0]),
            Array::new("nrm", &mut empty, &[0]),
        ],
    );
    assert!(matches!(r, Ok(()) | Err(Error::Stopped(_))), "{r:?}");
}

#[test]
fn an_ast_that_runs_outside_the_domains_is_refused() {
    let src = region(
        "int N, double A[N]",
        "for (int i = 0; i < N; i++)\n  A[i] = 2.0 * A[i];",
    );
    let scop = hedra_c::extract(&src).scops().next().unwrap().clone();
    let tree = hedra_ir::schedule_tree::ScheduleTree::from_scop(&scop).unwrap();
    let ast = hedra_codegen::generate(&scop, &tree).unwrap();
    assert!(Program::compile(&scop, &ast, &Options::default()).is_ok());
    // The loop's upper bound moved past the domain: its last calls would write A[N].
    let mut wider = ast.clone();
    let hedra_codegen::ast::Node::For(f) = &mut wider.body[0] else {
        panic!("{wider:?}")
    };
    f.upper = hedra_codegen::ast::Expr::Aff(hedra_codegen::ast::Aff::term(
        hedra_presburger::Int::from(1),
        hedra_codegen::ast::Atom::Param(0),
    ));
    let body = std::mem::take(&mut f.body);
    let r = Program::compile(&scop, &wider, &Options::default());
    assert!(r.is_ok(), "an empty loop calls nothing: {r:?}");
    let hedra_codegen::ast::Node::For(f) = &mut wider.body[0] else {
        panic!("{wider:?}")
    };
    f.body = body.clone();
    let r = Program::compile(&scop, &wider, &Options::default());
    assert!(matches!(r, Err(Error::Unsupported(_))), "{r:?}");
    // A guard that keeps the calls inside makes it acceptable again.
    let hedra_codegen::ast::Node::For(f) = &mut wider.body[0] else {
        panic!("{wider:?}")
    };
    let guarded = hedra_codegen::ast::Node::If {
        cond: hedra_codegen::ast::Cond::Ge(
            hedra_codegen::ast::Aff::term(
                hedra_presburger::Int::from(1),
                hedra_codegen::ast::Atom::Param(0),
            )
            .plus(&hedra_codegen::ast::Aff::term(
                hedra_presburger::Int::from(-1),
                hedra_codegen::ast::Atom::Loop(0),
            ))
            .plus(&hedra_codegen::ast::Aff::constant(
                hedra_presburger::Int::from(-1),
            )),
        ),
        body,
    };
    f.body = vec![guarded];
    assert!(Program::compile(&scop, &wider, &Options::default()).is_ok());
}

#[test]
fn what_the_jit_does_not_compile_is_an_error() {
    let cases = [
        // A type it does not compute with, a literal it does not read, an unknown call.
        region(
            "int N, long double A[N]",
            "for (int i = 0; i < N; i++)\n  A[i] = A[i] + 1;",
        ),
        region(
            "int N, double A[N]",
            "for (int i = 0; i < N; i++)\n  A[i] = A[i] * 0x1p3;",
        ),
        region(
            "int N, double A[N]",
            "for (int i = 0; i < N; i++)\n  A[i] = A[i] + 1.0L;",
        ),
        region(
            "int N, double A[N]",
            "for (int i = 0; i < N; i++)\n  A[i] = frobnicate(A[i]);",
        ),
    ];
    let mut reached = 0;
    for src in &cases {
        // The front end may refuse some of them first; those that it models reach the JIT.
        let Some(scop) = hedra_c::extract(src).scops().next().cloned() else {
            continue;
        };
        reached += 1;
        let tree = hedra_ir::schedule_tree::ScheduleTree::from_scop(&scop).unwrap();
        let ast = hedra_codegen::generate(&scop, &tree).unwrap();
        let r = Program::compile(&scop, &ast, &Options::default());
        assert!(matches!(r, Err(Error::Unsupported(_))), "{src}: {r:?}");
    }
    assert!(reached >= 2, "only {reached} cases reached the JIT");
}

#[test]
fn whether_a_run_may_stop_is_known_before_it() {
    // Loop arithmetic within range, no integer division: it cannot stop.
    let src = region(
        "long N, long M, double A[N]",
        "for (long i = 0; i < N; i++)\n  for (long j = M; j <= M + 1; j++)\n    A[i] = A[i] * 0.5 + 1.0;",
    );
    let p = program(&src, &Options::default()).unwrap();
    let mut a = [1.0; 4];
    {
        let mut arrays = [Array::new("A", &mut a, &[4])];
        let bound = p.bind(&[4, 10], &mut arrays).unwrap();
        assert!(!bound.may_stop());
    }
    // The inner loop's bound at the largest value: its counter cannot step past it, so the
    // run may stop, and it does.
    let mut arrays = [Array::new("A", &mut a, &[4])];
    let mut bound = p.bind(&[4, i64::MAX - 1], &mut arrays).unwrap();
    assert!(bound.may_stop());
    assert!(matches!(bound.execute(), Err(Error::Stopped(_))));
    // An integer division may stop whatever the parameters: it depends on the data.
    let src = region(
        "int N, int A[N], int B[N]",
        "for (int i = 0; i < N; i++)\n  A[i] = A[i] / B[i];",
    );
    let p = program(&src, &Options::default()).unwrap();
    let (mut a, mut b) = ([6, 8], [2, 4]);
    let mut arrays = [Array::new("A", &mut a, &[2]), Array::new("B", &mut b, &[2])];
    assert!(p.bind(&[2], &mut arrays).unwrap().may_stop());
}
