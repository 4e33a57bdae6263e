//! Helpers shared by the end-to-end tests.

/// The outputs are equal, except that numbers (decimal, or hexadecimal floating constants
/// as `%a` prints them) may differ by `tolerance` relative to the larger magnitude; with a
/// tolerance of 0, byte for byte. Used for code that reorders floating-point reductions
/// (`--reassociate`).
pub fn outputs_agree(a: &str, b: &str, tolerance: f64) -> bool {
    if tolerance == 0.0 {
        return a == b;
    }
    let (xs, ys): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    xs.len() == ys.len()
        && xs.iter().zip(&ys).all(|(x, y)| {
            x == y
                || match (number(x), number(y)) {
                    (Some(p), Some(q)) => (p - q).abs() <= tolerance * p.abs().max(q.abs()),
                    _ => false,
                }
        })
}

/// A decimal number, or a hexadecimal floating constant (`-0x1.8p+3`).
pub fn number(text: &str) -> Option<f64> {
    if let Ok(v) = text.parse::<f64>() {
        return Some(v);
    }
    let (sign, rest) = match text.strip_prefix('-') {
        Some(r) => (-1.0, r),
        None => (1.0, text),
    };
    let rest = rest.strip_prefix("0x")?;
    let (mantissa, exp) = rest.split_once('p')?;
    let exp: i32 = exp.parse().ok()?;
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = u64::from_str_radix(&format!("{int}{frac}"), 16).ok()?;
    let shift = exp - 4 * i32::try_from(frac.len()).ok()?;
    Some(sign * digits as f64 * 2f64.powi(shift))
}

#[test]
fn hex_floats_are_read() {
    assert_eq!(number("0x1.8p+3"), Some(12.0));
    assert_eq!(number("-0x1p-2"), Some(-0.25));
    assert_eq!(number("0x0p+0"), Some(0.0));
    assert_eq!(number("17"), Some(17.0));
    assert!(outputs_agree("0x1p+0 3", "0x1.0000000001p+0 3", 1e-9));
    assert!(!outputs_agree("0x1p+0 3", "0x1.1p+0 3", 1e-9));
    assert!(!outputs_agree("0x1p+0 3", "0x1p+0 4", 1e-9));
    assert!(outputs_agree("1.0 x", "1.0 x", 0.0));
}
