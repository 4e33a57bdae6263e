//! Output dumps of the kernel drivers and of test programs: numbers as `%d` and `%a` print
//! them, compared bit for bit or within a relative tolerance (for code that reorders
//! floating-point reductions). Standard library only: the end-to-end tests of the `hedra`
//! crate include this file too.

/// How two output dumps compare.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// Byte for byte equal.
    Exact,
    /// Not bitwise equal, but every value within the tolerance; the largest relative error.
    Within(f64),
    /// A value differs beyond the tolerance, or the dumps differ in shape.
    Mismatch(String),
}

/// The relative tolerance for outputs whose floating-point operations were reordered:
/// `|a - b| <= TOLERANCE * max(1, |a|, |b|)`.
pub const TOLERANCE: f64 = 1e-9;

/// Compares two dumps of the kernel driver (`array <name> <n>` headers, then `%a` or `%d`
/// values): bitwise first, then value by value within [`TOLERANCE`].
pub fn compare_dumps(reference: &[u8], candidate: &[u8]) -> Check {
    compare_dumps_within(reference, candidate, TOLERANCE)
}

/// [`compare_dumps`] with the relative tolerance `tolerance`.
pub fn compare_dumps_within(reference: &[u8], candidate: &[u8], tolerance: f64) -> Check {
    if reference == candidate {
        return Check::Exact;
    }
    let a = String::from_utf8_lossy(reference);
    let b = String::from_utf8_lossy(candidate);
    let (ta, tb): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    if ta.len() != tb.len() {
        return Check::Mismatch(format!("dumps have {} and {} tokens", ta.len(), tb.len()));
    }
    let mut worst: f64 = 0.0;
    for (i, (x, y)) in ta.iter().zip(&tb).enumerate() {
        if x == y {
            continue;
        }
        match (parse_number(x), parse_number(y)) {
            (Some(p), Some(q)) => {
                if p.is_nan() || q.is_nan() {
                    return Check::Mismatch(format!("token {i}: {x} vs {y}"));
                }
                let err = (p - q).abs() / p.abs().max(q.abs()).max(1.0);
                if err.is_nan() || err > tolerance {
                    return Check::Mismatch(format!("token {i}: {x} vs {y}"));
                }
                worst = worst.max(err);
            }
            _ => return Check::Mismatch(format!("token {i}: {x} vs {y}")),
        }
    }
    Check::Within(worst)
}

/// A decimal integer, a decimal float, or a C99 hexadecimal float (`-0x1.8p+3`), as printed
/// by `%d`, `%g` and `%a`; also `inf`/`nan` as glibc prints them.
pub fn parse_number(t: &str) -> Option<f64> {
    let (neg, body) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let v = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        let (mant, exp) = match hex.find(['p', 'P']) {
            Some(k) => (&hex[..k], hex[k + 1..].parse::<i32>().ok()?),
            None => (hex, 0),
        };
        let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
        let digits = format!("{int}{frac}");
        if digits.is_empty() || digits.len() > 15 {
            return None;
        }
        let m = u64::from_str_radix(&digits, 16).ok()? as f64;
        let e = exp.checked_sub(4 * frac.len() as i32)?;
        // Two steps so that subnormal results do not underflow in the intermediate power.
        let half = e / 2;
        m * 2f64.powi(half) * 2f64.powi(e - half)
    } else if body == "inf" || body == "infinity" {
        f64::INFINITY
    } else if body == "nan" {
        f64::NAN
    } else if let Ok(i) = body.parse::<i64>() {
        i as f64
    } else {
        // A decimal floating constant (`%g`, `%f`), as test programs print.
        body.parse::<f64>().ok().filter(|v| v.is_finite())?
    };
    Some(if neg { -v } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_floats() {
        assert_eq!(parse_number("0x1.8p+3"), Some(12.0));
        assert_eq!(parse_number("-0x1p-1"), Some(-0.5));
        assert_eq!(parse_number("0x0p+0"), Some(0.0));
        assert_eq!(parse_number("0x1.999999999999ap-4"), Some(0.1));
        assert_eq!(parse_number("42"), Some(42.0));
        assert_eq!(
            parse_number("0x1.0000000000001p+0"),
            Some(1.0 + f64::EPSILON)
        );
        assert_eq!(parse_number("zz"), None);
        assert_eq!(parse_number("17"), Some(17.0));
        assert_eq!(parse_number("-2.5e1"), Some(-25.0));
    }

    #[test]
    fn dumps() {
        let a = b"array A 2\n0x1p+0 0x1p+1\n";
        assert_eq!(compare_dumps(a, a), Check::Exact);
        let close = b"array A 2\n0x1p+0 0x1.0000000000001p+1\n";
        assert!(matches!(compare_dumps(a, close), Check::Within(e) if e > 0.0 && e < 1e-15));
        let far = b"array A 2\n0x1p+0 0x1.1p+1\n";
        assert!(matches!(compare_dumps(a, far), Check::Mismatch(_)));
        let short = b"array A 1\n0x1p+0\n";
        assert!(matches!(compare_dumps(a, short), Check::Mismatch(_)));
    }
}
