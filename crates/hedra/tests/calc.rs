//! End-to-end tests of `hedra calc`: every operator is run through the binary and its printed
//! result is checked against isl (the `hedra-isl` oracle): isl must read each printed line, and
//! the value must equal isl's own result for the same operator on the same inputs.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use hedra_isl::{Ctx, Set, UnionMap, UnionSet};

const HEDRA: &str = env!("CARGO_BIN_EXE_hedra");

/// A triangle, parametric.
const D: &str = "[N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i }";
/// Two spaces, overlapping `D` in `S`.
const E: &str =
    "[N] -> { S[i, j] : 0 <= j < N and j <= i < N and i + j <= 2N - 3; T[k] : 0 <= k < 2N }";
/// A map over two spaces.
const M: &str =
    "[N] -> { S[i, j] -> S[i, j + 1] : 0 <= i < N and 0 <= j < i; T[k] -> S[k, 0] : k >= 0 }";
/// A map into arrays.
const A: &str = "{ S[i, j] -> A[i + j]; T[k] -> A[2k]; S[i, j] -> B[i, j - 1] }";

/// Runs `hedra ARGS` with `stdin` as standard input.
fn hedra_with(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(HEDRA)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run hedra");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        .expect("write stdin");
    child.wait_with_output().expect("wait for hedra")
}

/// Runs `hedra calc` on a script given on standard input.
fn calc(script: &str) -> Output {
    hedra_with(&["calc"], script.as_bytes())
}

/// Runs a script that must succeed, and returns its output lines.
fn lines(script: &str) -> Vec<String> {
    let out = calc(script);
    let stdout = String::from_utf8(out.stdout).expect("utf-8 output");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "script failed: {script}\nstatus {:?}\nstderr: {stderr}",
        out.status
    );
    assert!(stderr.is_empty(), "unexpected stderr: {stderr}");
    stdout.lines().map(str::to_string).collect()
}

/// Runs a script that prints exactly one line, and returns it.
fn one(script: &str) -> String {
    let l = lines(script);
    assert_eq!(l.len(), 1, "expected one line from {script}, got {l:?}");
    l.into_iter().next().unwrap_or_default()
}

fn uset<'c>(ctx: &'c Ctx, s: &str) -> UnionSet<'c> {
    ctx.union_set(s)
        .unwrap_or_else(|e| panic!("isl rejects the union set {s}: {e}"))
}

fn umap<'c>(ctx: &'c Ctx, s: &str) -> UnionMap<'c> {
    ctx.union_map(s)
        .unwrap_or_else(|e| panic!("isl rejects the union map {s}: {e}"))
}

fn pset<'c>(ctx: &'c Ctx, s: &str) -> Set<'c> {
    ctx.set(s)
        .unwrap_or_else(|e| panic!("isl rejects the parameter set {s}: {e}"))
}

/// Our printed union set equals isl's.
fn assert_set_eq(ours: &str, isl: &UnionSet<'_>, what: &str) {
    let parsed = uset(isl.ctx(), ours);
    assert!(
        parsed.is_equal(isl).expect("isl is_equal"),
        "{what}: hedra printed\n  {ours}\nisl computed\n  {isl}"
    );
}

/// Our printed union map equals isl's.
fn assert_map_eq(ours: &str, isl: &UnionMap<'_>, what: &str) {
    let parsed = umap(isl.ctx(), ours);
    assert!(
        parsed.is_equal(isl).expect("isl is_equal"),
        "{what}: hedra printed\n  {ours}\nisl computed\n  {isl}"
    );
}

/// Our printed parameter set equals isl's.
fn assert_params_eq(ours: &str, isl: &Set<'_>, what: &str) {
    let parsed = pset(isl.ctx(), ours);
    assert!(
        parsed.is_equal(isl).expect("isl is_equal"),
        "{what}: hedra printed\n  {ours}\nisl computed\n  {isl}"
    );
}

fn boolean(b: bool) -> &'static str {
    if b {
        "True"
    } else {
        "False"
    }
}

// ---------------------------------------------------------------------------------------------
// The demo
// ---------------------------------------------------------------------------------------------

#[test]
fn demo_prints_literal_and_lexmax() {
    let script = "[N] -> { S[i,j] : 0 <= i < N and 0 <= j <= i }; \
                  lexmax [N] -> { S[i,j] : 0 <= i < N and 0 <= j <= i };";
    let out = lines(script);
    assert_eq!(out.len(), 2, "{out:?}");
    let ctx = Ctx::new();
    let input = uset(&ctx, D);
    assert_set_eq(&out[0], &input, "literal");
    assert_set_eq(&out[1], &input.lexmax().unwrap(), "lexmax");
    // The known closed form.
    assert_set_eq(
        &out[1],
        &uset(&ctx, "[N] -> { S[N - 1, N - 1] : N > 0 }"),
        "lexmax",
    );
}

// ---------------------------------------------------------------------------------------------
// One test per operator, each against isl
// ---------------------------------------------------------------------------------------------

#[test]
fn union_of_sets_and_of_maps() {
    let ctx = Ctx::new();
    let ours = one(&format!("{D} + {E};"));
    assert_set_eq(
        &ours,
        &uset(&ctx, D).union(&uset(&ctx, E)).unwrap(),
        "+ sets",
    );
    let ours = one(&format!("{M} + {A};"));
    assert_map_eq(
        &ours,
        &umap(&ctx, M).union(&umap(&ctx, A)).unwrap(),
        "+ maps",
    );
}

#[test]
fn intersection_of_sets_and_of_maps() {
    let ctx = Ctx::new();
    let ours = one(&format!("{D} * {E};"));
    assert_set_eq(
        &ours,
        &uset(&ctx, D).intersect(&uset(&ctx, E)).unwrap(),
        "* sets",
    );
    let other = "[N] -> { S[i, j] -> S[a, b] : a + b <= N; T[k] -> S[a, b] : a = 2b }";
    let ours = one(&format!("{M} * {other};"));
    assert_map_eq(
        &ours,
        &umap(&ctx, M).intersect(&umap(&ctx, other)).unwrap(),
        "* maps",
    );
}

#[test]
fn map_times_set_restricts_the_domain() {
    let ctx = Ctx::new();
    let ours = one(&format!("{M} * {D};"));
    assert_map_eq(
        &ours,
        &umap(&ctx, M).intersect_domain(&uset(&ctx, D)).unwrap(),
        "map * set",
    );
}

#[test]
fn intersection_with_a_parameter_set() {
    let ctx = Ctx::new();
    let p = "[N] -> { : N >= 5 }";
    let expected = uset(&ctx, E).intersect_params(&pset(&ctx, p)).unwrap();
    assert_set_eq(&one(&format!("{E} * {p};")), &expected, "set * params");
    assert_set_eq(&one(&format!("{p} * {E};")), &expected, "params * set");
    let expected = umap(&ctx, M).intersect_params(&pset(&ctx, p)).unwrap();
    assert_map_eq(&one(&format!("{M} * {p};")), &expected, "map * params");
    // A parameter set over other parameters: the result has both.
    let q = "[M] -> { : M > 3 }";
    let expected = uset(&ctx, D).intersect_params(&pset(&ctx, q)).unwrap();
    assert_set_eq(&one(&format!("{D} * {q};")), &expected, "set * params(M)");
}

#[test]
fn operators_on_parameter_sets() {
    let ctx = Ctx::new();
    let (p, q) = (
        "[N] -> { : 0 <= N <= 10 }",
        "[N, M] -> { : N >= 5 and M = N }",
    );
    let (ip, iq) = (pset(&ctx, p), pset(&ctx, q));
    let out = lines(&format!(
        "P := {p}; Q := {q}; P + Q; P * Q; P - Q; P <= P + Q; P = Q; params {D};"
    ));
    assert_params_eq(&out[0], &ip.union(&iq).unwrap(), "params +");
    assert_params_eq(&out[1], &ip.intersect(&iq).unwrap(), "params *");
    assert_params_eq(&out[2], &ip.subtract(&iq).unwrap(), "params -");
    assert_eq!(out[3], "True");
    assert_eq!(out[4], boolean(ip.is_equal(&iq).unwrap()));
    assert_params_eq(&out[5], &uset(&ctx, D).params().unwrap(), "params of a set");
}

#[test]
fn difference_of_sets_and_of_maps() {
    let ctx = Ctx::new();
    let ours = one(&format!("{E} - {D};"));
    assert_set_eq(
        &ours,
        &uset(&ctx, E).subtract(&uset(&ctx, D)).unwrap(),
        "- sets",
    );
    let ours = one(&format!("{D} - {E};"));
    assert_set_eq(
        &ours,
        &uset(&ctx, D).subtract(&uset(&ctx, E)).unwrap(),
        "- sets",
    );
    let other = "{ S[i, j] -> S[a, b] : a + b <= 5 }";
    let ours = one(&format!("{M} - {other};"));
    assert_map_eq(
        &ours,
        &umap(&ctx, M).subtract(&umap(&ctx, other)).unwrap(),
        "- maps",
    );
}

#[test]
fn join_composes_maps() {
    let ctx = Ctx::new();
    let ours = one(&format!("{M} . {A};"));
    assert_map_eq(
        &ours,
        &umap(&ctx, M).apply_range(&umap(&ctx, A)).unwrap(),
        ". join",
    );
    let ours = one(&format!("{M} . {M};"));
    assert_map_eq(
        &ours,
        &umap(&ctx, M).apply_range(&umap(&ctx, M)).unwrap(),
        ". join",
    );
}

#[test]
fn call_applies_a_map_to_a_set() {
    let ctx = Ctx::new();
    let ours = one(&format!("A := {A}; A({D} + {E});"));
    let arg = uset(&ctx, D).union(&uset(&ctx, E)).unwrap();
    assert_set_eq(&ours, &arg.apply(&umap(&ctx, A)).unwrap(), "A(S)");
}

#[test]
fn call_with_a_map_argument_composes() {
    let ctx = Ctx::new();
    // A(M) is M . A.
    let ours = one(&format!("A := {A}; M := {M}; A(M);"));
    assert_map_eq(
        &ours,
        &umap(&ctx, M).apply_range(&umap(&ctx, A)).unwrap(),
        "A(M)",
    );
}

#[test]
fn inverse() {
    let ctx = Ctx::new();
    assert_map_eq(
        &one(&format!("{M}^-1;")),
        &umap(&ctx, M).reverse().unwrap(),
        "^-1",
    );
    // Postfix binds tighter than prefix: dom M^-1 is the range of M.
    assert_set_eq(
        &one(&format!("dom {M}^-1;")),
        &umap(&ctx, M).range().unwrap(),
        "dom M^-1",
    );
}

#[test]
fn domain_and_range() {
    let ctx = Ctx::new();
    let out = lines(&format!("M := {M}; A := {A}; dom M; ran M; dom A; ran A;"));
    assert_set_eq(&out[0], &umap(&ctx, M).domain().unwrap(), "dom M");
    assert_set_eq(&out[1], &umap(&ctx, M).range().unwrap(), "ran M");
    assert_set_eq(&out[2], &umap(&ctx, A).domain().unwrap(), "dom A");
    assert_set_eq(&out[3], &umap(&ctx, A).range().unwrap(), "ran A");
}

#[test]
fn lexmin_and_lexmax_of_sets() {
    let ctx = Ctx::new();
    let out = lines(&format!("lexmin {D}; lexmax {D}; lexmin {E}; lexmax {E};"));
    assert_set_eq(&out[0], &uset(&ctx, D).lexmin().unwrap(), "lexmin D");
    assert_set_eq(&out[1], &uset(&ctx, D).lexmax().unwrap(), "lexmax D");
    assert_set_eq(&out[2], &uset(&ctx, E).lexmin().unwrap(), "lexmin E");
    assert_set_eq(&out[3], &uset(&ctx, E).lexmax().unwrap(), "lexmax E");
}

#[test]
fn lexmin_and_lexmax_of_maps() {
    let ctx = Ctx::new();
    let m = "[N] -> { S[i] -> T[j] : i <= j < N and j % 3 = 0; U[i] -> T[a, b] : 0 <= a <= i and 0 <= b <= a }";
    let out = lines(&format!("lexmin {m}; lexmax {m};"));
    assert_map_eq(&out[0], &umap(&ctx, m).lexmin().unwrap(), "lexmin map");
    assert_map_eq(&out[1], &umap(&ctx, m).lexmax().unwrap(), "lexmax map");
}

#[test]
fn sample_is_one_point_of_the_input() {
    let ctx = Ctx::new();
    for input in [D, E, "{ [i, j] : 3 <= i <= 7 and j = 2i + 1 }"] {
        let ours = one(&format!("sample {input};"));
        let s = uset(&ctx, &ours);
        assert!(!s.is_empty().unwrap(), "sample of {input} is empty");
        assert!(
            s.is_subset(&uset(&ctx, input)).unwrap(),
            "sample {ours} not in {input}"
        );
        let single = Set::from_union_set(&s).expect("one space");
        assert!(
            single.is_singleton().unwrap(),
            "sample {ours} is not a point"
        );
    }
    // Of a map: one pair.
    let ours = one(&format!("sample {M};"));
    let s = umap(&ctx, &ours);
    assert!(!s.is_empty().unwrap());
    assert!(s.is_subset(&umap(&ctx, M)).unwrap(), "{ours}");
    // Of an empty set: empty.
    let ours = one("sample { S[i] : i > 0 and i < 0 };");
    assert!(uset(&ctx, &ours).is_empty().unwrap(), "{ours}");
}

#[test]
fn deltas_of_maps() {
    let ctx = Ctx::new();
    let m = "[N] -> { S[i, j] -> S[i + 1, o] : j <= o <= j + 2 and 0 <= i < N; S[i, j] -> T[i] }";
    let ours = one(&format!("deltas {m};"));
    assert_set_eq(&ours, &umap(&ctx, m).deltas().unwrap(), "deltas");
    let ours = one(&format!("deltas {M};"));
    assert_set_eq(&ours, &umap(&ctx, M).deltas().unwrap(), "deltas M");
}

#[test]
fn coalesce_keeps_the_value() {
    let ctx = Ctx::new();
    let s = "{ [i] : 0 <= i <= 4; [i] : 5 <= i <= 9; T[k] : k = 1 or k = 2 }";
    assert_set_eq(
        &one(&format!("coalesce {s};")),
        &uset(&ctx, s).coalesce().unwrap(),
        "coalesce set",
    );
    assert_map_eq(
        &one(&format!("coalesce {M};")),
        &umap(&ctx, M).coalesce().unwrap(),
        "coalesce map",
    );
}

#[test]
fn params_of_sets_and_maps() {
    let ctx = Ctx::new();
    let s = "[N, M] -> { S[i] : 0 <= i < N and i >= M }";
    assert_params_eq(
        &one(&format!("params {s};")),
        &uset(&ctx, s).params().unwrap(),
        "params set",
    );
    assert_params_eq(
        &one(&format!("params {M};")),
        &umap(&ctx, M).params().unwrap(),
        "params map",
    );
}

#[test]
fn comparisons_agree_with_isl() {
    let ctx = Ctx::new();
    let sub = "[N] -> { S[i, j] : 0 <= i < N and 0 <= j < i }";
    let pairs = [(D, D), (sub, D), (D, sub), (D, E), (E, D)];
    for (a, b) in pairs {
        let out = lines(&format!(
            "a := {a}; b := {b}; a <= b; a >= b; a < b; a > b; a = b;"
        ));
        let (x, y) = (uset(&ctx, a), uset(&ctx, b));
        let expected = [
            x.is_subset(&y).unwrap(),
            y.is_subset(&x).unwrap(),
            x.is_strict_subset(&y).unwrap(),
            y.is_strict_subset(&x).unwrap(),
            x.is_equal(&y).unwrap(),
        ];
        let expected: Vec<&str> = expected.iter().map(|&b| boolean(b)).collect();
        assert_eq!(out, expected, "comparisons of {a} and {b}");
    }
    // Maps.
    let out = lines(&format!(
        "M := {M}; M <= M + {A}; M = M * M; M < M; (M . M) <= M;"
    ));
    let m = umap(&ctx, M);
    let mm = m.apply_range(&m).unwrap();
    assert_eq!(
        out,
        ["True", "True", "False", boolean(mm.is_subset(&m).unwrap())]
    );
}

// ---------------------------------------------------------------------------------------------
// Precedence, variables, statements
// ---------------------------------------------------------------------------------------------

#[test]
fn precedence_follows_iscc() {
    let ctx = Ctx::new();
    let (a, b, c) = (
        "{ [i] : 0 <= i <= 10 }",
        "{ [i] : 5 <= i <= 20 }",
        "{ [i] : 8 <= i <= 30 }",
    );
    let (ia, ib, ic) = (uset(&ctx, a), uset(&ctx, b), uset(&ctx, c));
    let out = lines(&format!(
        "A := {a}; B := {b}; C := {c}; A + B * C; A - B - C; A - (B - C); (A + B) * C; A + B <= C;"
    ));
    // '*' binds tighter than '+'.
    assert_set_eq(
        &out[0],
        &ia.union(&ib.intersect(&ic).unwrap()).unwrap(),
        "A + B * C",
    );
    // '-' is left associative.
    assert_set_eq(
        &out[1],
        &ia.subtract(&ib).unwrap().subtract(&ic).unwrap(),
        "A - B - C",
    );
    assert_set_eq(
        &out[2],
        &ia.subtract(&ib.subtract(&ic).unwrap()).unwrap(),
        "A - (B - C)",
    );
    assert_set_eq(
        &out[3],
        &ia.union(&ib).unwrap().intersect(&ic).unwrap(),
        "(A + B) * C",
    );
    // Comparisons bind loosest.
    assert_eq!(
        out[4],
        boolean(ia.union(&ib).unwrap().is_subset(&ic).unwrap())
    );
    // '.' binds tighter than '*', and prefix operators tighter than '.'.
    let out = lines(&format!("M := {M}; A := {A}; ran (M . A); M . A * {D};"));
    let (im, ia) = (umap(&ctx, M), umap(&ctx, A));
    let join = im.apply_range(&ia).unwrap();
    assert_set_eq(&out[0], &join.range().unwrap(), "ran (M . A)");
    assert_map_eq(
        &out[1],
        &join.intersect_domain(&uset(&ctx, D)).unwrap(),
        "M . A * D",
    );
    // `dom M . A` is `(dom M) . A`: a set joined with a map, rejected at the '.'.
    let (_, stderr) = rejected(format!("M := {M}; A := {A};\ndom M . A;").as_bytes());
    assert_eq!(
        stderr,
        "<stdin>:2:7: error: cannot apply '.' to a set and a map\n"
    );
}

#[test]
fn variables_comments_and_statement_forms() {
    let ctx = Ctx::new();
    let script = format!(
        "# a comment\nS := {D}; # another\nT := S;\n\n;;\nS = T;\n  lexmin S # no ';' at the end"
    );
    let out = lines(&script);
    assert_eq!(out.len(), 2, "{out:?}");
    assert_eq!(out[0], "True");
    assert_set_eq(&out[1], &uset(&ctx, D).lexmin().unwrap(), "lexmin S");
    // Reassignment, and a literal spread over lines with a comment inside.
    let out = lines("X := { [i] : i = 1 };\nX := X + { [i] :\n  i = 2 # two\n };\nX;");
    assert_set_eq(&out[0], &uset(&ctx, "{ [i] : 1 <= i <= 2 }"), "X");
    // An empty script prints nothing.
    assert!(lines("").is_empty());
    assert!(lines("# only a comment").is_empty());
}

#[test]
fn script_from_a_file_and_from_dash() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let path = format!("{dir}/hedra-calc-script-{}.iscc", std::process::id());
    std::fs::write(&path, format!("S := {D};\nlexmax S;\n")).unwrap();
    let out = hedra_with(&["calc", &path], b"");
    assert!(out.status.success(), "{out:?}");
    let ctx = Ctx::new();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_set_eq(stdout.trim_end(), &uset(&ctx, D).lexmax().unwrap(), "file");
    // Errors name the file.
    std::fs::write(&path, "S := { [i] };\n\n  dom S;\n").unwrap();
    let out = hedra_with(&["calc", &path], b"");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("{path}:3:3: error: 'dom' needs a map, got a set\n")
    );
    std::fs::remove_file(&path).ok();
    // `-` is standard input.
    let out = hedra_with(&["calc", "-"], b"{ [i] : i = 3 };");
    assert!(out.status.success(), "{out:?}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_set_eq(stdout.trim_end(), &uset(&ctx, "{ [3] }"), "stdin via -");
}

// ---------------------------------------------------------------------------------------------
// Errors and exit codes
// ---------------------------------------------------------------------------------------------

/// Runs a script that must be rejected; returns (stdout, stderr).
fn rejected(script: &[u8]) -> (String, String) {
    let out = hedra_with(&["calc"], script);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        out.status.code(),
        Some(1),
        "script {:?}: stdout {stdout:?} stderr {stderr:?}",
        String::from_utf8_lossy(script)
    );
    (stdout, stderr)
}

/// `coalesce` (which also reduces a lone disjunct in the calculator) on values it does not
/// take, or on a malformed literal: a located error and exit code 1, no panic.
#[test]
fn coalesce_rejects_what_it_cannot_take() {
    for (script, expected) in [
        (
            "coalesce ({ [i] } <= { [i] });",
            "<stdin>:1:1: error: 'coalesce' needs a set, a map or a parameter set, got a boolean",
        ),
        (
            "coalesce { [i] : i >= };",
            "<stdin>:1:23: error: expected an expression, found '}'",
        ),
    ] {
        let (_, stderr) = rejected(script.as_bytes());
        assert_eq!(stderr.trim_end(), expected, "script {script:?}");
    }
}

#[test]
fn error_positions_and_messages() {
    let cases: &[(&str, &str)] = &[
        (
            "S := { [i] : i > 0;\n",
            "<stdin>:1:6: error: unterminated '{' (missing '}')",
        ),
        (
            "A := { [i] };\nB;",
            "<stdin>:2:1: error: unknown variable 'B'",
        ),
        (
            "S := { S[i] : 0 <= i < 10 };\n  dom S;",
            "<stdin>:2:3: error: 'dom' needs a map, got a set",
        ),
        (
            "deltas [N] -> { : N > 0 };",
            "<stdin>:1:1: error: 'deltas' needs a map, got a parameter set",
        ),
        (
            "{ [i] } + { [i] -> [j] };",
            "<stdin>:1:9: error: cannot apply '+' to a set and a map",
        ),
        (
            "X := { [i] } <= { [i] };\nX + X;",
            "<stdin>:2:3: error: cannot apply '+' to a boolean and a boolean",
        ),
        (
            "{ [i] }({ [i] });",
            "<stdin>:1:8: error: only a map can be applied, got a set",
        ),
        (
            "{ [i] -> [i] }^-1^2;",
            "<stdin>:1:18: error: expected '^-1' (only the inverse is supported)",
        ),
        (
            "{ [i] } { [j] };",
            "<stdin>:1:9: error: expected ';', found a set or map literal",
        ),
        (
            "(dom { [i] -> [j] };",
            "<stdin>:1:20: error: expected ')', found ';'",
        ),
        (
            "lexmin := { [i] };",
            "<stdin>:1:1: error: 'lexmin' is an operator and cannot be assigned to",
        ),
        (
            "x := ;",
            "<stdin>:1:6: error: expected an expression, found ';'",
        ),
        (
            "[N { [i] };",
            "<stdin>:1:4: error: unexpected '{' in a parameter list (missing ']')",
        ),
        (
            "[N] { [i] };",
            "<stdin>:1:5: error: expected '->' after the parameter list of a literal",
        ),
        (
            "{ [i] : i = 0; [i] -> [j] };",
            "<stdin>:1:1: error: a literal cannot mix sets and maps",
        ),
    ];
    for (script, expected) in cases {
        let (_, stderr) = rejected(script.as_bytes());
        assert_eq!(stderr.trim_end(), *expected, "script {script:?}");
    }
}

#[test]
fn garbage_is_reported_after_the_earlier_output() {
    let (stdout, stderr) = rejected(b"{ [i] : i = 1 };\n  \x01;");
    // The first statement ran before the error stopped the script.
    let ctx = Ctx::new();
    assert_set_eq(stdout.trim_end(), &uset(&ctx, "{ [1] }"), "first statement");
    assert_eq!(
        stderr,
        "<stdin>:2:3: error: unexpected character '\\u{1}'\n"
    );
    let (_, stderr) = rejected("S := { [i] };\n@@".as_bytes());
    assert_eq!(stderr, "<stdin>:2:1: error: unexpected character '@'\n");
}

#[test]
fn invalid_utf8_is_rejected_with_a_position() {
    let (stdout, stderr) = rejected(b"{ [i] };\nab\xff\xfe;");
    assert!(stdout.is_empty());
    assert_eq!(stderr, "<stdin>:2:3: error: the input is not valid UTF-8\n");
}

#[test]
fn errors_inside_literals_point_into_the_literal() {
    // The isl-notation parser reports the position; the message is its own.
    let (_, stderr) = rejected(b"S := { [i] : i > 0 };\nT := [N] -> { [i] :\n    i >> 0 };");
    assert!(
        stderr.starts_with("<stdin>:3:8: error: "),
        "unexpected position: {stderr}"
    );
    let (_, stderr) = rejected(b"  { [i] : i > N };");
    assert!(stderr.starts_with("<stdin>:1:"), "{stderr}");
}

#[test]
fn unbounded_lexmin_is_an_error() {
    let (stdout, stderr) = rejected(b"{ [i] : i >= 0 };\n\nX := lexmax { [i] : i >= 0 };");
    assert!(!stdout.is_empty());
    assert!(
        stderr.starts_with("<stdin>:3:6: error: ") && stderr.contains("unbounded"),
        "{stderr}"
    );
    let (_, stderr) = rejected(b"lexmin { [i] -> [j] : j <= i };");
    assert!(
        stderr.starts_with("<stdin>:1:1: error: ") && stderr.contains("unbounded"),
        "{stderr}"
    );
}

#[test]
fn missing_file_is_rejected() {
    let out = hedra_with(&["calc", "/nonexistent/dir/script.iscc"], b"");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("/nonexistent/dir/script.iscc: error: cannot read"),
        "{stderr}"
    );
}

#[test]
fn usage_errors_exit_with_2() {
    for args in [
        &["calc", "a", "b"][..],
        &["frobnicate"][..],
        &[][..],
        &["calc", "--no-such-flag"][..],
    ] {
        let out = hedra_with(args, b"");
        assert_eq!(out.status.code(), Some(2), "hedra {args:?}: {out:?}");
    }
}

#[test]
fn help_documents_the_language() {
    let out = hedra_with(&["calc", "--help"], b"");
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    for word in ["lexmin", "deltas", "^-1", ":=", "A . B", "<="] {
        assert!(help.contains(word), "--help lacks {word}: {help}");
    }
}

#[test]
fn malformed_scripts_never_crash() {
    let scripts: &[&[u8]] = &[
        b"{",
        b"}",
        b"[",
        b"]",
        b"[N",
        b"[N]",
        b"[N] ->",
        b"[N] -> {",
        b"{ [i] : i > 0 ",
        b"{ [i] : # } comment hides the brace\n",
        b"{ [i] ",
        b"{ [i] } +",
        b"+ { [i] }",
        b"{ [i] } ** { [i] }",
        b"( ( (",
        b")",
        b"X",
        b"X := ",
        b"X := X;",
        b":= { [i] };",
        b"dom",
        b"dom dom dom",
        b"dom { [i] };",
        b"ran { [i] };",
        b"deltas { [i] };",
        b"{ [i] }^-1;",
        b"lexmin [N] -> { : N > 0 };",
        b"lexmax { [i] : i >= 0 };",
        b"lexmin { [i, j] : j <= 0 and 0 <= i <= 10 };",
        b"{ [i] } . { [j] };",
        b"{ [i] }({ [i] })",
        b"{ [i] -> [j] }([N] -> { : N > 0 })",
        b"{ [i] } <= { [i] } <= { [i] };",
        b"{ [i] } = [N] -> { : };",
        b"{ [i] -> [j] } * { [i] } * [N] -> { : N > 0 } * ({ [i] } <= { [i] });",
        b"^",
        b"^-",
        b"^-2",
        b"!",
        b"\x00",
        b"\xff\xfe\xfd",
        "é := { [i] };".as_bytes(),
        "{ [i] : i ≥ 0 };".as_bytes(),
        b"{ [i] : i = 99999999999999999999999999999999999999 * 99999999999999999999999999999 };",
        b"{ [i] : i mod 0 = 1 };",
        b"{ [i] : i / 0 = 1 };",
        b"{ [i] : exists a : not exists b : i = a };",
        b"{ S[i] -> T[j] : j = i; S[i] -> T[j, k] };",
        b"{ S[i]; S[i, j] };",
        b"{ [i] } * { [i, j] };",
        b"{ [i] } - { [i, j] };",
        b"{ [i] } <= { [i, j] };",
        b"[N] -> { [i] } + [M] -> { [i] : i = M };",
        b"[N, N] -> { [i] };",
        b"{ [i, i] };",
        b"{ [and] };",
        b"sample;",
        b"params params params;",
        b"(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((",
    ];
    for script in scripts {
        let out = hedra_with(&["calc"], script);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "script {:?} crashed: {:?} {stderr}",
            String::from_utf8_lossy(script),
            out.status
        );
        assert!(
            !stderr.contains("panicked"),
            "script {:?} panicked: {stderr}",
            String::from_utf8_lossy(script)
        );
        if out.status.code() == Some(1) {
            assert!(
                stderr.starts_with("<stdin>:") && stderr.contains(": error: "),
                "script {:?}: {stderr}",
                String::from_utf8_lossy(script)
            );
        }
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let n = 100_000;
    for script in [
        format!("{}{{ [i] }}{};", "(".repeat(n), ")".repeat(n)),
        format!("{}{{ [i] -> [j] }};", "dom ".repeat(n)),
        format!("{}{{ [i] }};", "{ [i] } + ".repeat(n)),
        format!("{{ [i] -> [i] }}{};", "^-1".repeat(n)),
        format!("{{ [i] : {}i > 0{} }};", "(".repeat(n), ")".repeat(n)),
    ] {
        let (_, stderr) = rejected(script.as_bytes());
        assert!(stderr.contains("too deep"), "{stderr}");
    }
    // Moderate depth is fine.
    let ok = format!("{}{{ [i] }};", "{ [i] } + ".repeat(500));
    assert_eq!(lines(&ok).len(), 1);
}

#[test]
fn params_with_several_disjuncts_prints_isl_notation() {
    let ctx = Ctx::new();
    let s = "{ [i] : 0 <= i <= 1; [i] : 3 <= i <= 4 }";
    assert_params_eq(
        &one(&format!("params {s};")),
        &uset(&ctx, s).params().unwrap(),
        "params of two disjuncts",
    );
}

#[test]
fn gist_operator_matches_isl() {
    let ctx = Ctx::new();
    let a = "[N] -> { A[i] : 0 <= i < N and i >= 2; B[j] : 0 <= j <= 5 }";
    let c = "[N] -> { A[i] : i >= 5 }";
    let out = lines(&format!("{a} % {c};"));
    assert_eq!(out.len(), 1);
    let ours = ctx.union_set(&out[0]).unwrap();
    let theirs = ctx
        .union_set(a)
        .unwrap()
        .gist(&ctx.union_set(c).unwrap())
        .unwrap();
    assert!(ours.is_equal(&theirs).unwrap(), "{} vs {}", out[0], theirs);
    // With a parameter context.
    let out = lines("[N] -> { [i] : 0 <= i < N and N >= 10 } % [N] -> { : N >= 16 };");
    let ours = ctx.union_set(&out[0]).unwrap();
    assert!(ours
        .is_equal(&ctx.union_set("[N] -> { [i] : 0 <= i < N }").unwrap())
        .unwrap());
}

#[test]
fn dimmin_and_dimmax_are_the_bounding_box_corners() {
    let ctx = Ctx::new();
    let out = lines(&format!("dimmin {D}; dimmax {D};"));
    // The triangle's box is [0, N - 1] x [0, N - 1] for N >= 1.
    let lo = "[N] -> { S[0, 0] : N >= 1 }";
    let hi = "[N] -> { S[N - 1, N - 1] : N >= 1 }";
    assert_set_eq(&out[0], &uset(&ctx, lo), "dimmin D");
    assert_set_eq(&out[1], &uset(&ctx, hi), "dimmax D");
    let err = calc(&format!("dimmin {M};"));
    assert!(!err.status.success(), "dimmin of a map must be rejected");
}

#[test]
fn simple_and_convex_hulls_per_space() {
    let ctx = Ctx::new();
    let u = "{ A[0, 0]; A[2, 2]; A[2, 0]; B[i] : 0 <= i <= 1 or 5 <= i <= 6 }";
    let out = lines(&format!("simple_hull {u}; convex_hull {u};"));
    // The three points' translates of their own equalities give the box; their convex hull is
    // the triangle. B is one interval either way.
    let simple = "{ A[i, j] : 0 <= i <= 2 and 0 <= j <= 2; B[i] : 0 <= i <= 6 }";
    let convex = "{ A[i, j] : 0 <= j <= i <= 2; B[i] : 0 <= i <= 6 }";
    assert_set_eq(&out[0], &uset(&ctx, simple), "simple_hull");
    assert_set_eq(&out[1], &uset(&ctx, convex), "convex_hull");
    // Parameter sets too.
    let out = lines("convex_hull [N] -> { : N = 0 or N = 3 };");
    assert_eq!(out.len(), 1);
    let p = ctx.set("[N] -> { : 0 <= N <= 3 }").unwrap();
    let ours = ctx.set(&out[0]).unwrap();
    assert!(ours.is_equal(&p).unwrap(), "{}", out[0]);
}
