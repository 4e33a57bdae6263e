//! Operations whose intermediate coefficients exceed 64 bits must stay exact. Each case is
//! checked against isl (which uses arbitrary precision throughout).

mod oracle_common;

use hedra_presburger::simplex::{LexMin, LexSimplex, Switch};
use hedra_presburger::{DimType, Int, Map};
use oracle_common::Lcg;

fn m(s: &str) -> Map {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn isl_equal(ours: &Map, isl_text: &str) -> bool {
    let ctx = hedra_isl::Ctx::new();
    let a = ctx
        .union_set(&ours.to_string())
        .expect("isl parses our output");
    let b = ctx.union_set(isl_text).expect("isl parses reference");
    a.is_equal(&b).unwrap()
}

/// Fourier-Motzkin on two constraints with ~2^40 coefficients multiplies them: ~2^80.
#[test]
fn projection_with_huge_products() {
    let s = m("{ [i, j] : 1099511627776 i - 1099511627775 j >= 3 and \
               1099511627773 i - 1099511627776 j <= 5 and 0 <= j <= 10 }");
    let p = s.project_out(DimType::Out, 1, 1).unwrap();
    let ctx = hedra_isl::Ctx::new();
    let isl = ctx
        .set(
            "{ [i, j] : 1099511627776 i - 1099511627775 j >= 3 and \
               1099511627773 i - 1099511627776 j <= 5 and 0 <= j <= 10 }",
        )
        .unwrap()
        .project_out(hedra_isl::DimType::Set, 1, 1)
        .unwrap();
    assert!(isl_equal(&p, &isl.to_string()), "ours: {p}\nisl: {isl}");
}

/// Emptiness decided by a parity argument on numbers beyond 2^63.
#[test]
fn emptiness_beyond_i64() {
    // 2 * 2^63 i = 2^64 + 1 has no integer solution; 2^64 i = 2^65 has i = 2.
    let e = m("{ [i] : 18446744073709551616 i = 18446744073709551617 }");
    assert!(e.is_empty());
    let f = m("{ [i] : 18446744073709551616 i = 36893488147419103232 }");
    assert!(!f.is_empty());
    assert!(f.is_equal(&m("{ [2] }")).unwrap());
}

/// lexmin where the optimum itself does not fit in 64 bits.
#[test]
fn lexmin_beyond_i64() {
    let s = m(
        "{ [i, j] : i >= 9223372036854775807 + 9223372036854775807 and j >= i + 5 and j <= i + 7 }",
    );
    let l = s.lexmin().unwrap();
    assert!(l
        .is_equal(&m("{ [18446744073709551614, 18446744073709551619] }"))
        .unwrap());
    assert!(isl_equal(
        &l,
        "{ [18446744073709551614, 18446744073709551619] }"
    ));
}

/// Subtraction with strides whose moduli multiply past 2^64.
#[test]
fn big_strides() {
    let a = m("{ [i] : exists e : i = 4294967311 e and 0 <= i <= 10000000000000000000 }");
    let b = m("{ [i] : exists e : i = 4294967291 e }");
    let d = a.intersect(&b).unwrap();
    // lcm = 4294967311 * 4294967291 (both prime) = 18446744159608897541 > 10^19: only i = 0.
    assert!(d.is_equal(&m("{ [0] }")).unwrap(), "{d}");
    assert!(isl_equal(&d, "{ [0] }"));
}

/// Systems whose simplex tableau outgrows 64 bits in the middle of a pivot (coefficients near
/// 2^30 multiply to 2^60 and more after one pivot): the machine-word tableau switches to exact
/// entries and resumes the pivot. Emptiness and the lexicographic minimum agree with isl, and
/// a tableau built from the same constraints with the public simplex API reports the switch.
#[test]
fn simplex_switches_to_exact_entries_mid_pivot() {
    let mut g = Lcg(0x9e37_79b9_7f4a_7c15);
    let ctx = hedra_isl::Ctx::new();
    let vars = ["x", "y", "z"];
    let (mut switched, mut nonempty) = (0, 0);
    for case in 0..60 {
        let big = 1i64 << (26 + g.below(6));
        let mut rows: Vec<(i64, Vec<i64>)> = Vec::new();
        for k in 0..3 {
            let mut unit = vec![0; 3];
            unit[k] = 1;
            rows.push((0, unit.clone()));
            rows.push((1 << 20, unit.iter().map(|v| -v).collect()));
        }
        for _ in 0..3 {
            let coeffs: Vec<i64> = (0..3).map(|_| g.range(-big, big)).collect();
            rows.push((g.range(-big / 2, big / 2), coeffs));
        }
        let text = {
            let conds: Vec<String> = rows
                .iter()
                .map(|(c, a)| {
                    let terms: Vec<String> = a
                        .iter()
                        .zip(vars)
                        .map(|(v, x)| format!("{v}*{x}"))
                        .collect();
                    format!("{} + {c} >= 0", terms.join(" + "))
                })
                .collect();
            format!("{{ [x, y, z] : {} }}", conds.join(" and "))
        };
        let ours = m(&text);
        let isl = ctx.set(&text).unwrap();
        assert_eq!(
            ours.is_empty(),
            isl.is_empty().unwrap(),
            "case {case}: {text}"
        );
        if !ours.is_empty() {
            nonempty += 1;
            let l = ours.lexmin().unwrap();
            assert!(
                isl_equal(&l, &isl.lexmin().unwrap().to_string()),
                "case {case}: lexmin {l} of {text}"
            );
        }
        let mut s = LexSimplex::new(3);
        for (c, a) in &rows {
            let a: Vec<Int> = a.iter().map(|&v| Int::from(v)).collect();
            s.add_ineq(&Int::from(*c), &a);
        }
        let _ = s.integer_lexmin(3, 1000);
        switched += usize::from(s.switched() == Some(Switch::MidPivot));
    }
    assert!(switched > 0, "no tableau switched in the middle of a pivot");
    assert!(nonempty > 0, "every system was empty");
}

/// Random systems with coefficients up to about 2^31: products overflow machine words after
/// a pivot or two. The machine-word tableau (switching to exact entries when it must) gives
/// the same answers as a tableau that is exact from the start, also after a rollback across
/// the switch.
#[test]
fn machine_word_tableau_agrees_with_exact_tableau() {
    let mut g = Lcg(0x2545_f491_4f6c_dd1d);
    let ints = |v: &[i64]| -> Vec<Int> { v.iter().map(|&x| Int::from(x)).collect() };
    let mut mid_pivot = 0;
    for case in 0..300 {
        let n = 2 + (case % 3);
        let mut fast = LexSimplex::new(n);
        let mut exact = LexSimplex::new_exact(n);
        let scale = 1i64 << (8 + g.below(24));
        for k in 0..n {
            // Boxes keep the minimum finite.
            let mut unit = vec![0; n];
            unit[k] = 1;
            for s in [&mut fast, &mut exact] {
                s.add_ineq(&Int::from(scale), &ints(&unit));
            }
        }
        let snap = (fast.snapshot(), exact.snapshot());
        for _ in 0..n + 2 {
            let coeffs: Vec<i64> = (0..n).map(|_| g.range(-scale, scale)).collect();
            let c = Int::from(g.range(0, scale - 1));
            for s in [&mut fast, &mut exact] {
                s.add_ineq(&c, &ints(&coeffs));
            }
        }
        let a: Result<LexMin, _> = fast.integer_lexmin(n, 200);
        assert_eq!(a, exact.integer_lexmin(n, 200), "case {case}");
        fast.rollback(snap.0);
        exact.rollback(snap.1);
        assert_eq!(fast.integer_lexmin(n, 200), exact.integer_lexmin(n, 200));
        mid_pivot += usize::from(fast.switched() == Some(Switch::MidPivot));
    }
    assert!(mid_pivot > 0, "no pivot overflowed");
}
