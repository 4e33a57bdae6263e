//! The calculator's own behaviors that the command-line tests do not reach: the operations
//! budget, and operations on empty values.

use hedra_calc::Calc;
use hedra_presburger::budget::{self, Budget};

fn calc(src: &str) -> Result<String, String> {
    let mut c = Calc::new();
    let mut out = Vec::new();
    c.run(src, &mut out).map_err(|e| e.to_string())?;
    String::from_utf8(out).map_err(|e| e.to_string())
}

/// A union of two disjuncts with existentials: its convex hull takes more than 20
/// operations.
const HULL: &str = "[M] -> { S[i, j, k] : -M + j - 4 >= -5 and 0 <= -2M + i + 5 <= 7 and -3 <= M + k + 7 <= 5 and -i + 3k - 2 <= -4 and exists (e : 3i - 8 = 2e + 1); S[i, j, k] : -3M - k + 8 <= 7 and floor((3i - 8)/2) <= j + 4 and -5 <= -i + k + 7 <= 3 and -M + j < 8 and exists (e : k + 2 = 4e + 1) }";

#[test]
fn calc_reports_the_budget() {
    let _g = Budget::start(20);
    let e = calc(&format!("S := {HULL}; convex_hull S;")).unwrap_err();
    assert!(e.contains("budget"), "{e}");
    assert!(budget::exceeded());
}

#[test]
fn calc_without_budget_answers() {
    let out = calc(&format!("S := {HULL}; convex_hull S;")).unwrap();
    assert!(out.starts_with("[M] -> { S[i, j, k]"), "{out}");
}

/// `dimmin`/`dimmax` of an empty set is the empty set (it was refused with "needs a set,
/// got a set": the empty union has no space left to tell that it is a set).
#[test]
fn dimmin_dimmax_of_empty_set() {
    for src in [
        "dimmin { [i] : 1 = 0 };",
        "S := { [i] : i > 0 and i < 0 }; dimmax S;",
    ] {
        let out = calc(src).unwrap_or_else(|e| panic!("{src}: {e}"));
        assert_eq!(out.trim().replace(' ', ""), "{}", "{src}");
    }
}

/// `dimmin` of a parametric triangle: one corner per parameter value.
#[test]
fn dimmin_of_a_triangle() {
    let out = calc("dimmin [N] -> { S[i, j] : 0 <= i < N and i <= j < N };").unwrap();
    let got = hedra_presburger::parse_union(out.trim()).unwrap();
    let want = hedra_presburger::parse_union("[N] -> { S[0, 0] : N >= 1 }").unwrap();
    assert!(got.is_equal(&want).unwrap(), "{out}");
    assert_eq!(
        out.matches("N >= 1").count(),
        1,
        "no repeated constraint: {out}"
    );
}

/// A variable set from outside a script is visible in it, as if assigned by `name := value;`.
#[test]
fn variables_set_before_a_script() {
    let mut c = Calc::new();
    let mut out = Vec::new();
    c.run("D := [N] -> { S[i] : 0 <= i < N };", &mut out)
        .unwrap();
    let d = c.var("D").cloned().expect("D is assigned");
    let mut other = Calc::new();
    other.set_var("E", d);
    other
        .run("E = [N] -> { S[i] : 0 <= i < N };", &mut out)
        .unwrap();
    assert_eq!(String::from_utf8(out).unwrap().trim(), "True");
}
