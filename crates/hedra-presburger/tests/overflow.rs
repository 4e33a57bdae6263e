//! Operations whose intermediate coefficients exceed 64 bits must stay exact. Each case is
//! checked against isl (which uses arbitrary precision throughout).

use hedra_presburger::{DimType, Map};

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
