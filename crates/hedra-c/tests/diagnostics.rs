//! Every construct outside the subset gets a message with its exact position, a caret, and
//! the note that the region was left unchanged.

fn first_error(src: &str) -> String {
    let ex = hedra_c::extract(src);
    let d = ex
        .diagnostics()
        .next()
        .unwrap_or_else(|| panic!("expected a diagnostic for:\n{src}"));
    d.render("k.c", src)
}

fn region(body: &str) -> String {
    format!("void f(int n, double A[n], double B[n], int m) {{\n  int i, j, k;\n#pragma scop\n{body}#pragma endscop\n}}\n")
}

const NOTE: &str = "  = note: region left unchanged (the `#pragma scop` region at line 3)\n";

#[test]
fn non_affine_subscript() {
    let src =
        region("  for (i = 0; i < n; i++)\n    for (j = 0; j < n; j++)\n      A[i * j] = 0.0;\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:6:9: error: non-affine subscript `i * j`: the product of `i` and `j` is not affine\n  |\n6 |       A[i * j] = 0.0;\n  |         ^^^^^\n{NOTE}"
        )
    );
}

#[test]
fn indirect_subscript() {
    let src = region("  for (i = 0; i < n; i++)\n    A[m + (int)B[i]] = 0.0;\n");
    let out = first_error(&src);
    assert!(out.starts_with("k.c:5:7: error: non-affine subscript `m + (int)B[i]`: `B[i]` is read from memory (an indirect access)\n"), "{out}");
}

#[test]
fn data_dependent_bound() {
    let src =
        region("  for (k = 0; k < n; k++)\n    for (i = 0; i < A[k]; i++)\n      B[i] = 1.0;\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:5:21: error: data-dependent loop bound: `A[k]` is read from memory\n  |\n5 |     for (i = 0; i < A[k]; i++)\n  |                     ^^^^\n{NOTE}"
        )
    );
}

#[test]
fn while_loop() {
    let src = region("  i = 0;\n  while (i < n)\n    A[i] = 0.0;\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:5:3: error: `while` loop (only `for` loops with affine bounds are) is outside the static-control subset that hedra models\n  |\n5 |   while (i < n)\n  |   ^^^^^\n{NOTE}"
        )
    );
}

#[test]
fn goto_statement() {
    let src = region("  for (i = 0; i < n; i++) {\n    A[i] = 0.0;\n    goto out;\n  }\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:6:5: error: `goto` (control flow must be structured: `for`, `if`, `else`) is outside the static-control subset that hedra models\n  |\n6 |     goto out;\n  |     ^^^^\n{NOTE}"
        )
    );
}

#[test]
fn pointer_arithmetic() {
    let src = region("  for (i = 0; i < n; i++)\n    *(A + i) = 0.0;\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:5:5: error: pointer arithmetic (`*(A + i)`) is outside the static-control subset; index arrays with subscripts instead\n  |\n5 |     *(A + i) = 0.0;\n  |     ^^^^^^^^\n{NOTE}"
        )
    );
}

#[test]
fn write_to_parameter() {
    let src = region("  n = 10;\n  for (i = 0; i < n; i++)\n    A[i] = 0.0;\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:4:3: error: write to parameter `n`: it is used in loop bounds, conditions or subscripts, so it must not change inside the region\n  |\n4 |   n = 10;\n  |   ^\n{NOTE}"
        )
    );
}

#[test]
fn unterminated_region() {
    let src = "void f() {\n#pragma scop\n  x = 1;\n}\n";
    let out = first_error(src);
    assert!(
        out.starts_with("k.c:2:1: error: `#pragma scop` without `#pragma endscop`\n"),
        "{out}"
    );
}

#[test]
fn other_rejections_have_positions() {
    let cases = [
        ("  for (i = 0; i < n; i++)\n    A[i] = B[i] + i++;\n", "k.c:5:19: error: an assignment inside an expression"),
        ("  for (i = 0; i < n; i += m)\n    A[i] = 0.0;\n", "k.c:4:22: error: loop step must be"),
        ("  for (i = 0; i > n; i++)\n    A[i] = 0.0;\n", "k.c:4:15: error: loop condition `i > n` does not bound `i`"),
        ("  for (i = 0; i < n; i++)\n    if (A[i] > 0.0)\n      B[i] = 0.0;\n", "k.c:5:9: error: data-dependent condition: `A[i]` is read from memory"),
        ("  for (i = 0; i < n; i++)\n    for (i = 0; i < n; i++)\n      A[i] = 0.0;\n", "k.c:5:10: error: loop iterator `i` shadows"),
        ("  for (i = 0; i < n * n; i++)\n    A[i] = 0.0;\n", "k.c:4:19: error: non-affine loop bound `n * n`: the product of `n` and `n` is not affine"),
        ("  f(A);\n", "k.c:4:3: error: a call as a statement"),
        ("  A[0] = 1.0 +;\n", "k.c:4:15: error: expected an expression, found `;`"),
    ];
    for (body, want) in cases {
        let out = first_error(&region(body));
        assert!(out.starts_with(want), "want `{want}`, got:\n{out}");
        assert!(out.contains("region left unchanged"), "{out}");
    }
}

#[test]
fn other_regions_still_processed() {
    let src = "void f(int n, double A[n]) {\n  int i;\n#pragma scop\n  while (1) A[0] = 0.0;\n#pragma endscop\n#pragma scop\n  for (i = 0; i < n; i++) A[i] = 1.0;\n#pragma endscop\n}\n";
    let ex = hedra_c::extract(src);
    assert_eq!(ex.regions.len(), 2);
    assert!(ex.regions[0].scop.is_err());
    assert!(ex.regions[1].scop.is_ok());
}

#[test]
fn context_pragma_and_subset_features() {
    let src = "#pragma hedra context N >= 16\nvoid f(double A[100][100]) {\n  int i, j;\n#pragma scop\n  for (i = 0; i < N; i += 2)\n    for (j = MAX(i, 3); j <= MIN(N, i + 5) && j < M; j++)\n      if (i % 3 == 0 || j != i)\n        A[i][j] = 0;\n      else\n        A[j][i] = (double)A[i][i];\n  for (int t = 10; t > 0; t -= 3) {\n    double x = t;\n    s += x * -(-1.0);\n  }\n#pragma endscop\n}\n";
    let ex = hedra_c::extract(src);
    let scop = ex.regions[0].scop.as_ref().unwrap();
    assert_eq!(scop.params, ["N", "M"]);
    let ctx: hedra_presburger::Map = "[N, M] -> { : N >= 16 }".parse().unwrap();
    assert!(scop.context.is_equal(&ctx).unwrap());
    let d0: hedra_presburger::Map = "[N, M] -> { S0[i, j] : i mod 2 = 0 and 0 <= i < N and max(i, 3) <= j <= min(N, i + 5) and j < M and (i mod 3 = 0 or j != i) }".parse().unwrap();
    assert!(scop.statements[0].domain.is_equal(&d0).unwrap());
    let d1: hedra_presburger::Map = "[N, M] -> { S1[i, j] : i mod 2 = 0 and 0 <= i < N and max(i, 3) <= j <= min(N, i + 5) and j < M and i mod 3 != 0 and j = i }".parse().unwrap();
    assert!(scop.statements[1].domain.is_equal(&d1).unwrap());
    let d2: hedra_presburger::Map = "[N, M] -> { S2[t] : t in 1..10 and (10 - t) mod 3 = 0 }"
        .parse()
        .unwrap_or_else(|_| {
            "[N, M] -> { S2[t] : 1 <= t <= 10 and (10 - t) mod 3 = 0 }"
                .parse()
                .unwrap()
        });
    assert!(scop.statements[2].domain.is_equal(&d2).unwrap());
    let sched: hedra_presburger::Map = "[N, M] -> { S3[t] -> [1, -t, 1, 0, 0] }".parse().unwrap();
    assert!(scop.statements[3].schedule.is_equal(&sched).unwrap());
    assert!(scop.array("x").unwrap().local);
    assert_eq!(
        scop.statements[3].body.to_c(&scop.statements[3].iterators),
        "s += x * -(-1.0);"
    );
}

// --- C's `/` and `%` truncate toward zero: only non-negative dividends are modeled. ---

#[test]
fn division_of_non_negative_value_is_accepted() {
    let src = region("  for (i = 0; i < n; i++)\n    A[i / 2] = B[i % 3];\n");
    let ex = hedra_c::extract(&src);
    assert_eq!(ex.diagnostics().count(), 0, "{:?}", ex.regions[0].scop);
    let scop = ex.scops().next().unwrap();
    assert_eq!(scop.statements.len(), 1);
}

#[test]
fn division_non_negative_by_guard_and_context() {
    // `i - 5 >= 0` follows from the guard; `n - 1 >= 0` from the context.
    let src = region(
        "#pragma hedra context n >= 1\n  for (i = 0; i < n; i++)\n    if (i >= 5)\n      A[(i - 5) / 2] = A[(n - 1) / 2];\n",
    );
    let ex = hedra_c::extract(&src);
    assert_eq!(ex.diagnostics().count(), 0, "{:?}", ex.regions[0].scop);
}

#[test]
fn division_in_loop_bound_uses_enclosing_bounds() {
    let src = region(
        "  for (i = 0; i < n; i++)\n    for (j = i / 2; j <= (i + n) / 2; j++)\n      A[j] = 0.0;\n",
    );
    let ex = hedra_c::extract(&src);
    assert_eq!(ex.diagnostics().count(), 0, "{:?}", ex.regions[0].scop);
}

/// The only region of `src`, which must be accepted.
fn model(src: &str) -> hedra_ir::Scop {
    let ex = hedra_c::extract(src);
    if let Some(d) = ex.diagnostics().next() {
        panic!("{}", d.render("k.c", src));
    }
    let s = ex.scops().next().expect("one region").clone();
    s
}

/// True when `rel` (a relation of `scop`) meets the isl relation `text`.
fn meets(scop: &hedra_ir::Scop, rel: &hedra_presburger::Map, text: &str) -> bool {
    let other: hedra_presburger::Map = text.parse().unwrap();
    let other = other.align_params(&scop.params).unwrap();
    let rel = rel.align_params(&scop.params).unwrap();
    !rel.intersect(&other).unwrap().is_empty()
}

// Division and remainder of values that may be negative follow C (truncation toward zero),
// not `floor` and isl's `mod`.

#[test]
fn division_of_possibly_negative_value() {
    let src = region("  for (i = 0; i < n; i++)\n    A[(i - 5) / 2] = 0.0;\n");
    let s = model(&src);
    let w = &s.statements[0].accesses[0].relation;
    // i = 0: C gives (0 - 5) / 2 = -2, floor would give -3.
    assert!(meets(&s, w, "[n] -> { S0[0] -> A[-2] }"));
    assert!(!meets(&s, w, "[n] -> { S0[0] -> A[-3] }"));
    assert!(meets(&s, w, "[n] -> { S0[7] -> A[1] }"));
}

#[test]
fn remainder_of_possibly_negative_value() {
    let src = region("  for (i = 0; i < n; i++)\n    B[i] = (i - n) % 3 == -1 ? 1.0 : 0.0;\n    \n  for (i = -6; i < n; i++)\n    if ((i - 1) % 3 == -1)\n      A[i + 6] = 0.0;\n");
    let s = model(&src);
    let d = &s.statements[1].domain;
    // C: (i - 1) % 3 == -1 for i - 1 in {-1, -4, -7}, i in {0, -3, -6}; never for i >= 1.
    for i in [0, -3, -6] {
        assert!(
            meets(&s, d, &format!("[n] -> {{ S1[{i}] : n = 5 }}")),
            "{i}"
        );
    }
    for i in [-5, -4, -2, -1, 1, 2, 3, 4] {
        assert!(
            !meets(&s, d, &format!("[n] -> {{ S1[{i}] : n = 5 }}")),
            "{i}"
        );
    }
}

#[test]
fn division_in_loop_bound_of_possibly_negative_parameter() {
    // Nothing says `m >= 0`: m = -3 gives i < -1 in C (floor would say i < -2).
    let src = region("  for (i = -5; i < m / 2; i++)\n    A[i + 5] = 0.0;\n");
    let s = model(&src);
    let d = &s.statements[0].domain;
    assert!(meets(&s, d, "[m] -> { S0[-2] : m = -3 }"));
    assert!(!meets(&s, d, "[m] -> { S0[-1] : m = -3 }"));
    assert!(meets(&s, d, "[m] -> { S0[1] : m = 5 }"));
    assert!(!meets(&s, d, "[m] -> { S0[2] : m = 5 }"));
    // With a context that proves `m >= 0`, the simpler floor form is used; same points.
    let ok =
        region("#pragma hedra context m >= 0\n  for (i = 0; i < m / 2; i++)\n    A[i] = 0.0;\n");
    assert_eq!(hedra_c::extract(&ok).diagnostics().count(), 0);
}

#[test]
fn context_division_follows_c() {
    // `m / 2 > -1` holds in C for m = -1 (the quotient is 0) but not for m = -2.
    let src =
        region("#pragma hedra context m / 2 > -1\n  for (i = 0; i < m; i++)\n    A[i] = 0.0;\n");
    let s = model(&src);
    assert!(meets(&s, &s.context, "[m] -> { : m = -1 }"));
    assert!(!meets(&s, &s.context, "[m] -> { : m = -2 }"));
    let ok = region(
        "#pragma hedra context m >= 0\n#pragma hedra context m / 2 > 1\n  for (i = 0; i < m; i++)\n    A[i] = 0.0;\n",
    );
    assert_eq!(hedra_c::extract(&ok).diagnostics().count(), 0);
}

#[test]
fn division_by_negative_or_zero_constant() {
    let src = region("  for (i = 0; i < n; i++)\n    A[i / -2] = 0.0;\n");
    assert!(
        first_error(&src).contains("which is not a positive constant"),
        "{}",
        first_error(&src)
    );
    let src = region("  for (i = 0; i < n; i++)\n    A[i % 0] = 0.0;\n");
    assert!(first_error(&src).contains("which is not a positive constant"));
}

#[test]
fn floord_of_negative_value_is_fine() {
    let src = region("  for (i = 0; i < n; i++)\n    A[floord(i - 5, 2) + 3] = 0.0;\n");
    assert_eq!(hedra_c::extract(&src).diagnostics().count(), 0);
}

// --- Statement names from C labels. ---

#[test]
fn labels_name_statements() {
    let src = region(
        "  for (i = 0; i < n; i++) {\n    S_init: A[i] = 0.0;\n    B[i] = A[i];\n    S_acc: B[i] += 1.0;\n  }\n",
    );
    let ex = hedra_c::extract(&src);
    let scop = ex.scops().next().expect("a scop");
    let names: Vec<&str> = scop.statements.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["S_init", "S1", "S_acc"]);
    let iscc = scop.to_iscc();
    assert!(iscc.contains("S_init[i] -> A[i]"), "{iscc}");
    assert!(iscc.contains("S_acc[i] -> B[i]"), "{iscc}");
}

#[test]
fn duplicate_label() {
    let src = region("  for (i = 0; i < n; i++) {\n    S: A[i] = 0.0;\n    S: B[i] = 1.0;\n  }\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:5:5: error: duplicate statement name `S`: it is also another statement's label\n  |\n5 |     S: A[i] = 0.0;\n  |     ^\n{NOTE}"
        )
    );
}

#[test]
fn label_clashing_with_default_name() {
    let src = region("  for (i = 0; i < n; i++) {\n    A[i] = 0.0;\n    S0: B[i] = 1.0;\n  }\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:6:5: error: duplicate statement name `S0`: it is also the default name of statement 0\n  |\n6 |     S0: B[i] = 1.0;\n  |     ^^\n{NOTE}"
        )
    );
}

#[test]
fn label_on_a_loop() {
    let src = region("  L: for (i = 0; i < n; i++)\n    A[i] = 0.0;\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:4:3: error: label `L` on a statement that is not an assignment: hedra uses a label as the name of the assignment it precedes\n  |\n4 |   L: for (i = 0; i < n; i++)\n  |   ^\n{NOTE}"
        )
    );
}

#[test]
fn label_named_like_an_array() {
    let src = region("  for (i = 0; i < n; i++)\n    B: A[i] = B[i];\n");
    assert_eq!(
        first_error(&src),
        format!(
            "k.c:5:5: error: statement name `B` is also the name of an array\n  |\n5 |     B: A[i] = B[i];\n  |     ^\n{NOTE}"
        )
    );
}

// --- Messages that name the real cause (issue 14, case 11). ---

#[test]
fn iterator_after_a_braceless_loop_is_not_an_indirect_access() {
    let src = region("  for (i = 0; i < n; i++)\n    A[i] = 0.0;\n  B[i] = 1.0;\n");
    let out = first_error(&src);
    assert!(
        out.starts_with("k.c:6:5: error: loop iterator `i` used outside its loop (a loop without braces has only the next statement as its body)"),
        "{out}"
    );
    assert!(!out.contains("indirect"), "{out}");
}

#[test]
fn array_read_in_a_condition_is_a_data_dependent_condition() {
    let src = "double a[10], b[10], c[10];\nvoid f(int n) {\n  int i;\n#pragma scop\n  for (i = 0; i < n; i++) {\n    a[i] = c[i] + 1;\n    if (a[i] > 0)\n      b[i] = a[i];\n  }\n#pragma endscop\n}\n";
    let out = first_error(src);
    assert!(
        out.starts_with("k.c:7:9: error: data-dependent condition: `a[i]` is read from memory"),
        "{out}"
    );
}

// --- C integer semantics and purity (issue 14, cases 2 and 4). ---

#[test]
fn impure_call_is_rejected_and_pure_pragma_accepts_it() {
    let body = "  for (i = 0; i < n; i++)\n    A[i] = rand() + 1.0;\n";
    let out = first_error(&region(body));
    assert!(
        out.contains("call to `rand`, which hedra does not know to be pure"),
        "{out}"
    );
    let declared = format!("#pragma hedra pure(rand)\n{}", region(body));
    assert_eq!(hedra_c::extract(&declared).diagnostics().count(), 0);
    // <math.h> functions and macro names are pure.
    let math = region(
        "  for (i = 0; i < n; i++)\n    A[i] = sqrt(B[i]) + SQRT_FUN(B[i]) + fabsf(B[i]);\n",
    );
    assert_eq!(hedra_c::extract(&math).diagnostics().count(), 0);
}

#[test]
fn unsigned_wrap_around_must_be_ruled_out() {
    // `n - 1` wraps around in `unsigned` for n = 0: the model holds only for n >= 1, which
    // becomes an assumption on the parameter, checked at run time by the generated code
    // (and part of the model's context).
    let src = "void f(unsigned n, double A[]) {\n  unsigned i;\n#pragma scop\n  for (i = 0; i < n - 1; i++)\n    A[i] = 0.0;\n#pragma endscop\n}\n";
    let ex = hedra_c::extract(src);
    assert_eq!(ex.diagnostics().count(), 0);
    let scop = ex.scops().next().expect("modeled");
    assert_eq!(scop.assumptions, vec!["(long long)n >= 1".to_string()]);
    assert!(meets(scop, &scop.context, "[n] -> { : n = 1 }"));
    assert!(!meets(scop, &scop.context, "[n] -> { : n = 0 }"));
    // With a context that proves it, no assumption.
    let with_context = src.replace("#pragma scop", "#pragma hedra context n >= 1\n#pragma scop");
    let ex = hedra_c::extract(&with_context);
    assert!(ex.scops().next().expect("modeled").assumptions.is_empty());
    // A signed operand converted to unsigned must not be negative.
    let mixed = "void f(unsigned n, int m, double A[]) {\n  unsigned i;\n#pragma scop\n  for (i = 0; i < m; i++)\n    A[i] = 0.0;\n#pragma endscop\n}\n";
    let ex = hedra_c::extract(mixed);
    let scop = ex.scops().next().expect("modeled");
    assert_eq!(scop.assumptions, vec!["(long long)m >= 0".to_string()]);
    // The step of an `unsigned char` iterator below an `int` bound leaves its type only
    // for n >= 256: one half-space of the parameters, whose complement is assumed.
    let narrow = "void f(int n, double A[]) {\n#pragma scop\n  for (unsigned char i = 0; i < n; i++)\n    A[i] = 0.0;\n#pragma endscop\n}\n";
    let ex = hedra_c::extract(narrow);
    let scop = ex.scops().next().expect("modeled");
    assert_eq!(scop.assumptions, vec!["(long long)n <= 255".to_string()]);
    // An iterator's value is no parameter: the conversion of `i - m` stays an error.
    let moving = "void f(unsigned n, int m, double A[]) {\n  unsigned i;\n#pragma scop\n  for (i = 0; i < n; i++)\n    A[i - m] = 0.0;\n#pragma endscop\n}\n";
    let out = first_error(moving);
    assert!(
        out.contains("may not have the value the model computes"),
        "{out}"
    );
}

#[test]
fn types_are_recorded_for_the_code_generator() {
    let src = "typedef unsigned short idx;\nvoid f(long n, double A[]) {\n  idx j;\n#pragma hedra context n <= 1000\n#pragma scop\n  for (long i = 0; i < n; i++)\n    for (j = 0; j < 3; j++)\n      A[i + j] = 0.0;\n#pragma endscop\n}\n";
    let ex = hedra_c::extract(src);
    let scop = ex.scops().next().expect("modeled");
    assert_eq!(scop.int_type("n").spelling, "long");
    assert_eq!(scop.int_type("i").spelling, "long");
    assert_eq!(scop.int_type("j").spelling, "idx");
    assert_eq!(scop.int_type("j").max(), 65535);
    assert_eq!(scop.counter_type().spelling, "long long");
    assert!(scop.region_iterators.contains("i") && !scop.region_iterators.contains("j"));
}

#[test]
fn comma_headers_and_induction_variables_outside_the_handled_shapes() {
    // An extra initialization that reads the iterator cannot move before the loop.
    let src = region("  for (i = 0, j = i; i < n; i++)\n    A[i] = 0.0;\n");
    let e = first_error(&src);
    assert!(e.contains("error:") && e.contains(NOTE), "{e}");
    // A step under a condition has no closed form of the substituted shape.
    let src = region(
        "  j = 0;\n  for (i = 0; i < n; i++) {\n    if (i > 2)\n      j++;\n    A[j] = 0.0;\n  }\n",
    );
    let e = first_error(&src);
    assert!(e.contains("write to parameter `j`"), "{e}");
    // Malformed headers are syntax errors, not panics.
    for body in [
        "  for (i = 0, ; i < n; i++)\n    A[i] = 0.0;\n",
        "  for (i = 0; i < n; i++, )\n    A[i] = 0.0;\n",
        "  for (, i = 0; i < n; i++)\n    A[i] = 0.0;\n",
    ] {
        let e = first_error(&region(body));
        assert!(e.contains("error:"), "{e}");
    }
}

/// Pointer declarations that are not plain aliases of an array: a region is modeled or
/// rejected with a message, never a panic, and a pointer that is not a plain alias stays
/// an array of its own. Compound assignments keep their operand whole.
#[test]
fn odd_pointer_declarations_and_compound_assignments() {
    let with = |decls: &str, body: &str| {
        format!("void f(int n, double *x) {{\n{decls}  int i;\n#pragma scop\n{body}#pragma endscop\n}}\n")
    };
    let body = "  for (i = 1; i < n; i++)\n    p[i] = x[i - 1];\n";
    for decls in [
        "  double *restrict = x;\n",
        "  double *p = (double *);\n",
        "  double *p = (double *)x + 1;\n",
        "  double * * p = &x;\n",
        "  double *p = &x[1];\n",
        "  double *p = x;\n  p++;\n",
        "  double *p = x, *q = p;\n  p = q;\n",
        "  float *p = (float *)x;\n",
        "  double *p = &x[0;\n",
    ] {
        let src = with(decls, body);
        let ex = hedra_c::extract(&src);
        let first = ex.scops().next();
        if let Some(scop) = first {
            // Not resolved to `x`: the model keeps `p` apart (the region's contract).
            assert!(scop.arrays.iter().any(|a| a.name == "p"), "{src}");
        }
    }
    // A plain alias is resolved.
    let src = with("  double *restrict p = x;\n", body);
    let ex = hedra_c::extract(&src);
    let scop = ex.scops().next().expect("modeled");
    assert!(!scop.arrays.iter().any(|a| a.name == "p"), "{src}");
    // Every compound assignment is `x = x op (e)`, with the operand kept whole.
    let src = "void f(int n, int A[n]) {\n  int i;\n#pragma scop\n  for (i = 0; i < n; i++)\n    A[i] %= i + 1;\n#pragma endscop\n}\n";
    let ex = hedra_c::extract(src);
    let scop = ex.scops().next().expect("modeled");
    let s = &scop.statements[0];
    assert_eq!(s.body.to_c(&s.iterators), "A[i] = A[i] % (i + 1);");
}
