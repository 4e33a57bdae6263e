//! Robustness of the `calc` interpreter, in process: no input makes it panic or overflow the
//! stack (these tests run on the test harness's small thread stacks), and every error carries a
//! position inside the script.

use hedra_calc::{Calc, CalcError};
use hedra_presburger::UnionMap;
use proptest::prelude::*;

/// Runs a script in a fresh interpreter and returns the output and the error, if any.
fn run(script: &str) -> (String, Option<CalcError>) {
    let mut out = Vec::new();
    let result = Calc::new().run(script, &mut out);
    (String::from_utf8(out).expect("utf-8 output"), result.err())
}

/// The error position lies within the script (or just past its end).
fn assert_position_in(script: &str, e: &CalcError) {
    let lines: Vec<&str> = script.split('\n').collect();
    assert!(
        e.line >= 1 && e.line <= lines.len(),
        "line {} out of range for {script:?}: {e}",
        e.line
    );
    let len = lines[e.line - 1].chars().count();
    assert!(
        e.col >= 1 && e.col <= len + 1,
        "column {} out of range for {script:?}: {e}",
        e.col
    );
    assert!(!e.message.is_empty());
}

/// Pieces of scripts: operators, literals whole and broken, and stray characters.
const FRAGMENTS: &[&str] = &[
    "{ S[i] : 0 <= i < N }",
    "[N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i }",
    "{ S[i] -> S[i + 1] }",
    "{ S[i, j] -> A[i + j]; T[k] -> A[k] }",
    "[N] -> { : N > 0 }",
    "{ [i] : i >= 0 }",
    "{ }",
    "{",
    "}",
    "[",
    "]",
    "[N]",
    "->",
    "S[i]",
    ":",
    "i",
    "N",
    "0",
    "<",
    "<=",
    ">=",
    "=",
    ">",
    "and",
    "or",
    "exists",
    ",",
    ";",
    ":=",
    "X",
    "Y",
    "dom",
    "ran",
    "lexmin",
    "lexmax",
    "sample",
    "deltas",
    "coalesce",
    "params",
    "(",
    ")",
    "+",
    "-",
    "*",
    ".",
    "^-1",
    "^",
    "#",
    "\n",
    " ",
    "@",
    "\u{0}",
    "é",
    "≥",
];

fn script() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(FRAGMENTS), 0..24).prop_map(|parts| parts.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn fragment_soup_never_panics(s in script()) {
        let (_, err) = run(&s);
        if let Some(e) = err {
            assert_position_in(&s, &e);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,64}") {
        let (_, err) = run(&s);
        if let Some(e) = err {
            assert_position_in(&s, &e);
        }
    }

    #[test]
    fn truncated_valid_scripts_never_panic(cut in 0usize..400) {
        let full = "D := [N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i };\n\
                    M := { S[i, j] -> S[i, j + 1] } * D;\n\
                    lexmax D; dom M . M^-1; M(D) - D <= D; deltas M; params D * [N] -> { : N > 2 };\n\
                    # done\n";
        let s: String = full.chars().take(cut).collect();
        let (_, err) = run(&s);
        if let Some(e) = err {
            assert_position_in(&s, &e);
        }
    }
}

#[test]
fn deep_nesting_is_rejected_on_a_small_stack() {
    // The test harness runs this on a thread with a small (2 MiB) stack.
    let n = 50_000;
    let cases = [
        format!("{}{{ [i] }}{};", "(".repeat(n), ")".repeat(n)),
        format!("{}{{ [i] -> [j] }};", "dom ".repeat(n)),
        format!("{}{{ [i] }};", "{ [i] } + ".repeat(n)),
        format!("{}{{ [i] }};", "{ [i] } . ".repeat(n)),
        format!("{{ [i] -> [i] }}{};", "^-1".repeat(n)),
        format!("{{ [i] -> [i] }}{};", "({ [i] })".repeat(n)),
        format!("{}{{ [i] }}{};", "{ [i] -> [i] }(".repeat(n), ")".repeat(n)),
    ];
    for script in &cases {
        let (_, err) = run(script);
        let e = err.expect("deep nesting is an error");
        assert!(e.message.contains("too deep"), "{e}");
    }
    // The limits leave room for real scripts.
    let (out, err) = run(&format!("{}{{ [i] }}{};", "(".repeat(90), ")".repeat(90)));
    assert!(err.is_none(), "{err:?}");
    assert_eq!(out.lines().count(), 1);
    let (out, err) = run(&format!("{}{{ [i] }};", "{ [i] } + ".repeat(900)));
    assert!(err.is_none(), "{err:?}");
    assert_eq!(out.lines().count(), 1);
}

#[test]
fn variables_persist_across_runs() {
    let mut calc = Calc::new();
    let mut out = Vec::new();
    calc.run("S := { [i] : 0 <= i <= 3 };", &mut out).unwrap();
    calc.run("lexmax S;", &mut out).unwrap();
    let printed: UnionMap = String::from_utf8(out).unwrap().trim_end().parse().unwrap();
    let expected: UnionMap = "{ [3] }".parse().unwrap();
    assert!(printed.is_equal(&expected).unwrap(), "{printed}");
    assert!(calc.var("S").is_some());
}

#[test]
fn error_display_is_line_colon_col() {
    let (_, err) = run("\n\n   nope;");
    let e = err.expect("unknown variable");
    assert_eq!((e.line, e.col), (3, 4));
    assert_eq!(e.to_string(), "3:4: unknown variable 'nope'");
}
