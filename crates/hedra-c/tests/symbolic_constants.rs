//! Function-like macros around parameters in affine positions (`i < LOOP_BOUND(N, n)`,
//! `A[i][PAD(M)]`) are symbolic constants: each distinct call is one parameter, named after
//! the call text, whose original text the Scop keeps in `param_text`.

use hedra_presburger::parse_map;

fn scop(src: &str) -> hedra_ir::Scop {
    let ex = hedra_c::extract(src);
    match &ex.regions[0].scop {
        Ok(s) => s.clone(),
        Err(d) => panic!("{}", d.render("k.c", src)),
    }
}

fn first_error(src: &str) -> String {
    let ex = hedra_c::extract(src);
    let d = ex
        .diagnostics()
        .next()
        .unwrap_or_else(|| panic!("expected a diagnostic for:\n{src}"));
    d.render("k.c", src)
}

#[test]
fn call_in_a_bound_is_one_parameter() {
    let src = "void f(int n, double A[N]) {\n  int i;\n#pragma scop\n  for (i = 0; i < LOOP_BOUND(N, n); i++)\n    A[i] = 0.0;\n#pragma endscop\n}\n";
    let s = scop(src);
    assert_eq!(s.params, vec!["LOOP_BOUND_N_n".to_string()]);
    assert_eq!(
        s.param_text.get("LOOP_BOUND_N_n").map(String::as_str),
        Some("LOOP_BOUND(N, n)")
    );
    let want =
        parse_map("[LOOP_BOUND_N_n] -> { S0[i] : 0 <= i < LOOP_BOUND_N_n }").expect("isl text");
    assert!(s.statements[0].domain.is_equal(&want).unwrap());
    // The writes go to A[i] over the same parameter.
    let w = parse_map("[LOOP_BOUND_N_n] -> { S0[i] -> A[i] : 0 <= i < LOOP_BOUND_N_n }")
        .expect("isl text");
    let acc = &s.statements[0].accesses[0].relation;
    assert!(acc
        .intersect_domain(&s.statements[0].domain)
        .unwrap()
        .is_equal(&w)
        .unwrap());
    // The iscc script names the parameter.
    let text = s.to_iscc();
    assert!(text.contains("[LOOP_BOUND_N_n] -> "), "{text}");
}

#[test]
fn the_same_call_twice_is_the_same_parameter() {
    let src = "void f(int n, double A[N][N]) {\n  int i, j;\n#pragma scop\n  for (i = 0; i < LOOP_BOUND(N, n); i++)\n    for (j = i; j <= LOOP_BOUND(N,n) - 1; j++)\n      A[i][PAD(M)] = A[j][PAD( M )];\n#pragma endscop\n}\n";
    let s = scop(src);
    assert!(s.params.contains(&"LOOP_BOUND_N_n".to_string()));
    assert!(s.params.contains(&"PAD_M".to_string()));
    assert_eq!(
        s.params
            .iter()
            .filter(|p| p.starts_with("LOOP_BOUND"))
            .count(),
        1
    );
    assert_eq!(s.params.iter().filter(|p| p.starts_with("PAD")).count(), 1);
    assert_eq!(s.param_text["PAD_M"], "PAD(M)");
    let want = parse_map("[LOOP_BOUND_N_n] -> { S0[i, j] : 0 <= i <= j < LOOP_BOUND_N_n }")
        .unwrap()
        .align_params(&s.params)
        .unwrap();
    assert!(s.statements[0].domain.is_equal(&want).unwrap());
    // The body prints the call back as written (pure call).
    let st = &s.statements[0];
    assert_eq!(st.body.to_c(&st.iterators), "A[i][PAD(M)] = A[j][PAD(M)];");
}

#[test]
fn names_avoid_clashes() {
    // `F_N` is already a name of the region, and `F(N+1)`, `F(N-1)` sanitize alike.
    let src = "void f(int F_N, double A[100]) {\n  int i;\n#pragma scop\n  for (i = F_N; i < F(N+1); i++)\n    if (i >= F(N-1))\n      A[i] = 0.0;\n#pragma endscop\n}\n";
    let s = scop(src);
    assert_eq!(s.params, vec!["F_N", "F_N_1", "F_N_1_2"]);
    assert_eq!(s.param_text["F_N_1"], "F(N+1)");
    assert_eq!(s.param_text["F_N_1_2"], "F(N-1)");
    assert!(!s.param_text.contains_key("F_N"));
}

#[test]
fn json_keeps_the_text() {
    let src = "void f(double A[N]) {\n  int i;\n#pragma scop\n  for (i = 0; i < LOOP_BOUND(N, n); i++)\n    A[i] = 0.0;\n#pragma endscop\n}\n";
    let s = scop(src);
    let j = s.to_json();
    assert!(j.contains("LOOP_BOUND(N, n)"), "{j}");
    let back = hedra_ir::Scop::from_json(&j).unwrap();
    assert_eq!(back.param_text, s.param_text);
}

#[test]
fn call_with_an_iterator_argument_is_rejected() {
    let src = "void f(int n, double A[n]) {\n  int i;\n#pragma scop\n  for (i = 0; i < n; i++)\n    A[F(i)] = 0.0;\n#pragma endscop\n}\n";
    assert_eq!(
        first_error(src),
        "k.c:5:7: error: non-affine subscript `F(i)`: the call `F(i)` is not an affine expression (its arguments use the loop iterator `i`)\n  |\n5 |     A[F(i)] = 0.0;\n  |       ^^^^\n  = note: region left unchanged (the `#pragma scop` region at line 3)\n"
    );
}

#[test]
fn call_with_an_iterator_argument_in_a_bound_is_rejected() {
    let src = "void f(int n, double A[n]) {\n  int i, j;\n#pragma scop\n  for (i = 0; i < n; i++)\n    for (j = 0; j < G(n, i); j++)\n      A[j] = 0.0;\n#pragma endscop\n}\n";
    assert_eq!(
        first_error(src),
        "k.c:5:21: error: non-affine loop bound `G(n, i)`: the call `G(n, i)` is not an affine expression (its arguments use the loop iterator `i`)\n  |\n5 |     for (j = 0; j < G(n, i); j++)\n  |                     ^^^^^^^\n  = note: region left unchanged (the `#pragma scop` region at line 3)\n"
    );
}

#[test]
fn call_with_a_written_argument_is_rejected() {
    let src = "void f(int n, double A[n]) {\n  int i, t;\n#pragma scop\n  t = n;\n  for (i = 0; i < G(t); i++)\n    A[i] = 0.0;\n#pragma endscop\n}\n";
    let out = first_error(src);
    assert!(
        out.starts_with("k.c:4:3: error: write to parameter `t`: it is used in loop bounds, conditions or subscripts, so it must not change inside the region\n"),
        "{out}"
    );
}
