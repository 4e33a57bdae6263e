//! The driver's policies, each seen on a small region: the relaxation chain, user schedules,
//! footprint versioning, whole files, and the text of user schedules.

use hedra_opt::{
    optimize, optimize_source, Context, Error, Kept, NoteKind, Options, Relaxation, Splitting,
    Stage, UserSchedule,
};

const STENCIL: &str = "void f(int T, int N, double A[N], double B[N]) {
  int t, i;
#pragma scop
  for (t = 0; t < T; t++) {
    for (i = 1; i < N - 1; i++)
      B[i] = 0.33 * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < N - 1; i++)
      A[i] = B[i];
  }
#pragma endscop
}
";

const PRODUCT: &str = "void f(int N, double C[N][N], double A[N][N], double B[N][N]) {
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}
";

fn scop(src: &str) -> hedra_ir::Scop {
    hedra_c::extract(src)
        .scops()
        .next()
        .expect("the region is modeled")
        .clone()
}

fn warnings(notes: &[hedra_opt::Note]) -> Vec<&str> {
    notes
        .iter()
        .filter(|n| n.kind == NoteKind::Warning)
        .map(|n| n.text.as_str())
        .collect()
}

#[test]
fn the_requested_schedule_when_every_stage_succeeds() {
    let s = scop(PRODUCT);
    let mut opts = Options::default();
    opts.versioning.min_work = 0;
    let out = optimize(&s, &opts).unwrap();
    assert_eq!(out.relaxation, Relaxation::Full);
    assert!(
        out.code.contains("#pragma omp parallel for"),
        "{}",
        out.code
    );
    assert!(!out.versioned);
    // By default, the original order runs where the work is small.
    let out = optimize(&s, &Options::default()).unwrap();
    assert!(out.versioned);
    assert!(
        out.code
            .contains("/* version 1 of 2: the original order, sequential, runs */"),
        "{}",
        out.code
    );
}

/// The operations each stage used, from the notes of a run without a limit.
fn used(opts: &Options, s: &hedra_ir::Scop, stage: Stage) -> u64 {
    let mut cx = Context::new(s, opts, Default::default());
    cx.compile().unwrap();
    let prefix = format!("budget: {} used ", stage.name());
    cx.notes
        .iter()
        .filter_map(|n| n.text.strip_prefix(&prefix))
        .filter_map(|n| n.trim_end_matches(" operations").parse().ok())
        .max()
        .expect("the stage ran")
}

/// A budget too small for the scheduler but enough for the dependences and for code
/// generation in the original order: the untiled step would repeat the same search, so the
/// chain goes straight to the original order, with one warning naming the stage.
#[test]
fn an_exhausted_search_falls_back_to_the_original_order() {
    let s = scop(PRODUCT);
    let mut opts = Options::default();
    opts.request.budget = 0;
    let deps = used(&opts, &s, Stage::Dependences);
    let sched = used(&opts, &s, Stage::Scheduler);
    opts.request.original = true;
    let codegen = used(&opts, &s, Stage::CodeGeneration);
    opts.request.original = false;
    let budget = deps.max(codegen) + 1;
    assert!(budget < sched, "the scheduler ({sched}) must cost the most");
    opts.request.budget = budget;
    let mut cx = Context::new(&s, &opts, Default::default());
    let out = cx.compile().unwrap();
    assert_eq!(out.relaxation, Relaxation::Original);
    let w = warnings(&cx.notes);
    assert_eq!(w.len(), 1, "{w:?}");
    assert!(
        w[0].starts_with("the new schedule failed (the scheduler ran out of its budget"),
        "{}",
        w[0]
    );
    assert!(w[0].ends_with("original schedule kept"), "{}", w[0]);
}

/// When even the original order cannot be generated under the budget, the region has no
/// code: the error names the last stage that failed.
#[test]
fn no_code_when_every_step_runs_out() {
    let s = scop(PRODUCT);
    let mut opts = Options::default();
    opts.request.budget = 1;
    let e = optimize(&s, &opts).unwrap_err();
    assert!(
        matches!(
            e,
            Error::OutOfBudget {
                stage: Stage::CodeGeneration,
                budget: 1
            }
        ),
        "{e}"
    );
}

/// An illegal user schedule (the time loop inside the space loop of a stencil) is replaced
/// by the original order, with warnings that name the violated dependences.
#[test]
fn an_illegal_user_schedule_is_not_used() {
    let s = scop(STENCIL);
    let user = UserSchedule::parse(
        "schedule := [T, N] -> { S0[t, i] -> [i, t, 0]; S1[t, i] -> [i, t, 1] };",
    )
    .unwrap();
    let mut opts = Options::default();
    opts.request.schedule = Some(user);
    let mut cx = Context::new(&s, &opts, Default::default());
    let out = cx.compile().unwrap();
    let w = warnings(&cx.notes);
    assert!(
        w.iter().any(|w| w.starts_with("--schedule violates")),
        "{w:?}"
    );
    assert_eq!(
        *w.last().unwrap(),
        "--schedule is illegal; original schedule kept"
    );
    let original = hedra_ir::schedule_tree::ScheduleTree::from_scop(&s).unwrap();
    assert_eq!(out.tree.to_string(), original.to_string());
}

/// A user schedule that does not fit the region is an error of the first step; the chain
/// then keeps the original order.
#[test]
fn a_user_schedule_of_the_wrong_shape_is_reported() {
    let s = scop(PRODUCT);
    let mut opts = Options::default();
    opts.request.schedule = Some(UserSchedule::parse("{ S0[i, j] -> [i, j] }").unwrap());
    let mut cx = Context::new(&s, &opts, Default::default());
    let out = cx.compile().unwrap();
    assert_eq!(out.relaxation, Relaxation::Original);
    let w = warnings(&cx.notes);
    assert!(
        w[0].contains("the schedule of S0 has 2 inputs, the statement 3 iterators"),
        "{w:?}"
    );
}

/// Time-tiled code runs behind a test of the arrays' size; without a cache size it does
/// not.
#[test]
fn time_tiling_is_versioned_by_the_footprint() {
    let s = scop(STENCIL);
    let mut opts = Options::default();
    opts.versioning.min_work = 0;
    let out = optimize(&s, &opts).unwrap();
    assert!(out.versioned, "{}", out.code);
    assert!(
        out.code
            .contains("{ /* version 1 of 2: the original order runs */"),
        "{}",
        out.code
    );
    opts.cache_size = 0;
    let out = optimize(&s, &opts).unwrap();
    assert!(!out.versioned);
}

/// Everything outside the regions is kept byte for byte; a region outside the subset stays
/// as written, with the front end's diagnostic.
#[test]
fn a_whole_file_keeps_what_it_cannot_handle() {
    let bad =
        "void g(int N, double *p) {\n#pragma scop\n  while (*p > 0) *p -= 1;\n#pragma endscop\n}\n";
    let src = format!("/* before */\n{PRODUCT}{bad}/* after */\n");
    let out = optimize_source(&src, &Options::default()).unwrap();
    assert_eq!(out.regions.len(), 2);
    assert!(out.regions[0].result.is_ok());
    assert!(matches!(out.regions[1].result, Err(Kept::Model(_))));
    // Before the function: the helper macros and the versions moved out of it.
    let head = out.text.split("void f(int N,").next().unwrap();
    assert!(head.starts_with("/* before */\n#ifndef"), "{head}");
    assert!(
        head.contains("HEDRA_OUTLINED void hedra_version_0(int N,"),
        "{head}"
    );
    assert!(out.text.ends_with(&format!("{bad}/* after */\n")));
}

/// A front end that runs out of budget is an error for the whole file (its "not proved"
/// answers could blame the wrong construct).
#[test]
fn an_exhausted_front_end_is_an_error_for_the_file() {
    let halves = "void f(int N, double A[N]) {\n#pragma scop\n  for (int i = 0; i < N; i++)\n    A[(N - 1 - i) / 2] = A[(i + N) % 2];\n#pragma endscop\n}\n";
    let mut opts = Options::default();
    opts.request.budget = 1;
    let e = optimize_source(halves, &opts).unwrap_err();
    assert!(
        matches!(
            e,
            Error::OutOfBudget {
                stage: Stage::FrontEnd,
                budget: 1
            }
        ),
        "{e}"
    );
}

#[test]
fn user_schedule_text_errors_have_positions() {
    let e = UserSchedule::parse("# a comment\nschedule := { S0[i] -> [i + ] };\n").unwrap_err();
    assert_eq!(e.at.map(|(line, _)| line), Some(2), "{e:?}");
    assert!(e.message.starts_with("cannot read the schedule: "), "{e:?}");
    let e = UserSchedule::parse("schedule := { S0[i] -> [i] };\ncoincident := 1, 2;").unwrap_err();
    assert_eq!(e.at, None);
    assert!(e.message.contains("found `2`"), "{e:?}");
    let ok = UserSchedule::parse("schedule := { S0[i] -> [i] };\ncoincident := 1;").unwrap();
    assert_eq!(ok.coincident, [true]);
}

#[test]
fn a_wrong_parallel_claim_of_a_user_schedule_is_not_followed() {
    let recurrence = "void f(int N, double A[N]) {\n#pragma scop\n  for (int i = 1; i < N; i++)\n    A[i] = A[i - 1] * 0.5;\n#pragma endscop\n}\n";
    let s = scop(recurrence);
    let mut opts = Options::default();
    opts.request.schedule = Some(
        UserSchedule::parse("schedule := [N] -> { S0[i] -> [i] };\ncoincident := 1;").unwrap(),
    );
    let mut cx = Context::new(&s, &opts, Default::default());
    let out = cx.compile().unwrap();
    assert!(!out.code.contains("omp parallel"), "{}", out.code);
    assert!(!out.code.contains("omp simd"), "{}", out.code);
    assert!(
        warnings(&cx.notes)
            .iter()
            .any(|w| w.contains("was marked parallel but carries a dependence")),
        "{:?}",
        cx.notes
    );
}

#[test]
fn a_fused_schedule_too_costly_to_generate_falls_back_to_the_distributed_one() {
    // C division of values that may be negative: the fused, untiled band's pieces cost code
    // generation more than a small budget, while each loop nest alone does not.
    let src = "void f(int h, int k, double A[64], double B[40]) {\n  int y;\n#pragma scop\n  for (y = 0; y < h / 2; y++)\n    A[y] += 1.0 + y;\n  for (y = -16; y < 16; y++)\n    if (y / 3 == k / 2)\n      B[y + 16] += y % 3 + 2.0;\n#pragma endscop\n}\n";
    let s = scop(src);
    let steps = [
        Relaxation::Full,
        Relaxation::Untiled,
        Relaxation::Distributed,
    ];
    let mut opts = Options::default();
    opts.request.tile = None;
    // The smallest budget with which the distributed schedule gives code.
    let fits = |budget: u64, relax: Relaxation| {
        let mut o = opts.clone();
        o.request.budget = budget;
        optimize(&s, &o).is_ok_and(|out| out.relaxation == relax)
    };
    let budget = (1..200)
        .map(|k| k * 1000)
        .find(|&b| fits(b, Relaxation::Distributed))
        .expect("some budget gives the distributed schedule");
    opts.request.budget = budget;
    let mut cx = Context::new(&s, &opts, Default::default());
    let out = cx.compile().unwrap();
    assert!(steps.contains(&out.relaxation));
    assert_eq!(out.relaxation, Relaxation::Distributed, "{}", out.code);
    assert!(
        warnings(&cx.notes)
            .iter()
            .any(|w| w.contains("trying the distributed schedule")),
        "{:?}",
        cx.notes
    );
}

/// Statement splitting: `Always` splits the product of a correlation-shaped nest (its
/// temporary declared and private to the parallel loop), `Never` does not, and `Auto` keeps
/// the unsplit code, which does as much in parallel (and is register-blocked).
#[test]
fn splitting_is_kept_only_where_it_gains_or_when_asked() {
    let src = "void f(int m, int n, double d[n][m], double c[m][m]) {\n#pragma scop\n  for (int i = 0; i < m; i++)\n    for (int j = 0; j < m; j++)\n      for (int k = 0; k < n; k++)\n        c[i][j] += d[k][i] * d[k][j];\n#pragma endscop\n}\n";
    let s = scop(src);
    let code = |split: Splitting| {
        let mut opts = Options::default();
        opts.request.split = split;
        let mut cx = Context::new(&s, &opts, Default::default());
        let out = cx.compile().unwrap();
        (out.code, cx.notes)
    };
    let (always, notes) = code(Splitting::Always);
    assert!(always.contains("double c_part;"), "{always}");
    assert!(always.contains("c_part = d["), "{always}");
    assert!(
        always.contains("private(") && always.contains("c_part)"),
        "{always}"
    );
    assert!(
        notes
            .iter()
            .any(|n| n.text.starts_with("split 1 statement")),
        "{notes:?}"
    );
    let (never, _) = code(Splitting::Never);
    assert!(!never.contains("c_part"), "{never}");
    let (auto, notes) = code(Splitting::Auto);
    assert_eq!(auto, never);
    assert!(
        notes
            .iter()
            .any(|n| n.text.starts_with("splitting not applied")),
        "{notes:?}"
    );
}

/// Versions moved into functions go before the enclosing function, after the helper
/// macros they use, with numbering restored by `#line` where the driver writes line
/// directives; two regions of one function share the site, each with its own functions.
#[test]
fn moved_versions_precede_their_function_with_line_directives() {
    let src = format!(
        "/* a file */\nint unrelated;\n\n{}",
        PRODUCT.replace(
            "#pragma endscop\n",
            "#pragma endscop\n#pragma scop\n  for (int i = 0; i < N; i++)\n    for (int j = 0; j < N; j++)\n      A[i][j] = B[j][i] * 2.0;\n#pragma endscop\n"
        )
    );
    let opts = Options {
        line_directives: Some("k.c".into()),
        ..Options::default()
    };
    let out = optimize_source(&src, &opts).unwrap();
    let text = &out.text;
    assert!(out.regions.iter().all(|r| r.result.is_ok()));
    let first_fn = text.find("HEDRA_OUTLINED void hedra_version_").expect(text);
    let macros = text.find("#define floord").unwrap();
    let function = text.find("void f(int N").unwrap();
    assert!(macros < first_fn && first_fn < function, "{text}");
    // The function's line in the source (line 4) follows the moved versions.
    assert!(text[..function].ends_with("#line 4 \"k.c\"\n"), "{text}");
    // Both regions' versions were moved, with distinct names, and each is called.
    let defined: Vec<&str> = text
        .match_indices("HEDRA_OUTLINED void ")
        .map(|(at, _)| text[at + 20..].split('(').next().unwrap())
        .collect();
    assert!(defined.len() >= 2, "{text}");
    for name in &defined {
        assert_eq!(defined.iter().filter(|n| n == &name).count(), 1);
        assert!(
            text[function..].contains(&format!("{name}(N, C, A, B);")),
            "{text}"
        );
    }
}
