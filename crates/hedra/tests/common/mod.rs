//! Helpers shared by the end-to-end tests.

// The benchmark's comparison of output dumps, one piece of code for both.
#[path = "../../../hedra-bench/src/dump.rs"]
#[allow(dead_code)]
pub mod dump;

/// The outputs are equal, except that numbers (decimal, or hexadecimal floating constants
/// as `%a` prints them) may differ by `tolerance` relative to the larger of 1 and their
/// magnitudes; with a tolerance of 0, byte for byte. Used for code that reorders
/// floating-point reductions (`--reassociate`).
pub fn outputs_agree(a: &str, b: &str, tolerance: f64) -> bool {
    if tolerance == 0.0 {
        return a == b;
    }
    !matches!(
        dump::compare_dumps_within(a.as_bytes(), b.as_bytes(), tolerance),
        dump::Check::Mismatch(_)
    )
}

#[test]
fn hex_floats_are_read() {
    assert_eq!(dump::parse_number("0x1.8p+3"), Some(12.0));
    assert_eq!(dump::parse_number("-0x1p-2"), Some(-0.25));
    assert_eq!(dump::parse_number("0x0p+0"), Some(0.0));
    assert_eq!(dump::parse_number("17"), Some(17.0));
    assert!(outputs_agree("0x1p+0 3", "0x1.0000000001p+0 3", 1e-9));
    assert!(!outputs_agree("0x1p+0 3", "0x1.1p+0 3", 1e-9));
    assert!(!outputs_agree("0x1p+0 3", "0x1p+0 4", 1e-9));
    assert!(outputs_agree("1.0 x", "1.0 x", 0.0));
}
