//! Bad input gets an error with line and column, never a panic.

use hedra_presburger::{parse_map, parse_object, Error, Map};
use proptest::prelude::*;

fn parse_err(src: &str) -> (usize, usize, String) {
    match parse_object(src) {
        Err(Error::Parse { line, col, msg }) => (line, col, msg),
        other => panic!("expected a parse error for {src:?}, got {other:?}"),
    }
}

#[test]
fn malformed_inputs_report_positions() {
    assert_eq!(
        parse_err("{ [i] : i >= }"),
        (1, 14, "expected an expression, found '}'".to_string())
    );
    assert_eq!(
        parse_err("{ [i] : i >= 0 "),
        (1, 16, "expected '}', found end of input".to_string())
    );
    assert_eq!(
        parse_err("[N] -> { S[i] :\n  0 <= i < M }"),
        (2, 12, "unknown name 'M'".to_string())
    );
    assert_eq!(
        parse_err("{ [i] : i * i >= 0 }"),
        (
            1,
            11,
            "product of two non-constant expressions is not affine".to_string()
        )
    );
    assert_eq!(
        parse_err("{ [i] : i / i >= 0 }"),
        (
            1,
            11,
            "division by a non-constant or zero expression".to_string()
        )
    );
    assert_eq!(
        parse_err("{ [i] : i @ 0 }"),
        (1, 11, "unexpected character '@'".to_string())
    );
    assert_eq!(
        parse_err("{ [i] : i mod 0 = 1 }"),
        (
            1,
            11,
            "modulo by a non-constant or non-positive value".to_string()
        )
    );
    assert_eq!(
        parse_err("[N, N] -> { [i] }"),
        (1, 5, "duplicate parameter 'N'".to_string())
    );
    assert_eq!(
        parse_err("{ [i] } extra"),
        (
            1,
            9,
            "unexpected 'extra' after the closing brace".to_string()
        )
    );
    assert_eq!(
        parse_err("{ [i] : not exists e : i = 2e }"),
        (
            1,
            9,
            "negation of a formula with its own 'exists' is not supported".to_string()
        )
    );
}

#[test]
fn space_mismatch_is_an_error() {
    let a: Map = "{ A[i] }".parse().unwrap();
    let b: Map = "{ B[i] }".parse().unwrap();
    assert!(matches!(a.intersect(&b), Err(Error::SpaceMismatch(_))));
    let c: Map = "{ A[i, j] }".parse().unwrap();
    assert!(matches!(a.subtract(&c), Err(Error::SpaceMismatch(_))));
    let m: Map = "{ A[i] -> B[j] }".parse().unwrap();
    assert!(matches!(a.apply_range(&m), Err(Error::SpaceMismatch(_))));
    assert!(matches!(m.apply(&m), Err(Error::SpaceMismatch(_))));
    assert!(matches!(a.deltas(), Err(Error::SpaceMismatch(_))));
    assert!(parse_map("{ A[i]; B[j] }").is_err());
}

#[test]
fn deep_nesting_is_rejected_not_overflowing() {
    let deep = format!("{{ [i] : {}i >= 0{} }}", "(".repeat(5000), ")".repeat(5000));
    assert!(parse_object(&deep).is_err());
    let neg = format!("{{ [i] : {}i >= 0 }}", "not ".repeat(5000));
    assert!(parse_object(&neg).is_err());
}

const VOCAB: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "->",
    ":",
    ";",
    ",",
    "and",
    "or",
    "not",
    "exists",
    "floor",
    "ceil",
    "min",
    "max",
    "mod",
    "true",
    "false",
    "i",
    "j",
    "N",
    "S",
    "e",
    "0",
    "1",
    "2",
    "17",
    "+",
    "-",
    "*",
    "/",
    "%",
    "<",
    "<=",
    ">",
    ">=",
    "=",
    "!=",
    "\n",
    "@",
    "99999999999999999999999",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, .. ProptestConfig::default() })]

    /// Random token soup: never a panic.
    #[test]
    fn token_soup_never_panics(toks in proptest::collection::vec(0..VOCAB.len(), 0..40)) {
        let src: Vec<&str> = toks.iter().map(|&k| VOCAB[k]).collect();
        let _ = parse_object(&src.join(" "));
    }

    /// Structured prefix, random body: never a panic.
    #[test]
    fn near_valid_never_panics(toks in proptest::collection::vec(0..VOCAB.len(), 0..30)) {
        let body: Vec<&str> = toks.iter().map(|&k| VOCAB[k]).collect();
        let src = format!("[N] -> {{ S[i, j] : {} }}", body.join(" "));
        if let Ok(o) = parse_object(&src) {
            // Whatever parses must print and parse back.
            let text = match o {
                hedra_presburger::Object::Union(u) => u.to_string(),
                hedra_presburger::Object::Params(p) => p.to_string(),
            };
            prop_assert!(parse_object(&text).is_ok(), "reparse failed: {}", text);
        }
    }

    /// Random bytes: never a panic.
    #[test]
    fn random_text_never_panics(s in "\\PC{0,60}") {
        let _ = parse_object(&s);
    }
}
