//! C integer semantics of the affine expressions of a region.
//!
//! The model computes bounds, conditions and subscripts over the mathematical integers. C
//! computes them in fixed-width types, and the two agree exactly when no value leaves its
//! type:
//! - unsigned types of `int`'s rank or higher wrap around modulo `2^bits`;
//! - a conversion to a narrower or unsigned type (an assignment to the iterator, a cast, a
//!   signed operand of an unsigned operation) changes values outside the target's range;
//! - signed overflow of `int` and wider types is undefined behaviour, so a well-defined
//!   program never does it and nothing needs proving.
//!
//! [`TypeEnv`] gives the type of every name and expression (C's integer promotions and usual
//! arithmetic conversions); [`range_obligations`] lists, for one expression, every
//! sub-expression whose mathematical value must lie in a range for C to agree with the
//! model. The builder proves each one on the set of points where the expression is
//! evaluated, or rejects the region.

use crate::parser::{CExpr, CExprKind};
use hedra_ir::{BinaryOp, IntType, UnaryOp};
use std::collections::HashMap;

/// Where each name's type comes from: declarations outside the region (function parameters
/// and the top of the function body), declarations inside it, and the file's typedefs.
#[derive(Clone, Debug, Default)]
pub struct TypeEnv {
    /// Declared types by name (the words of the declaration's type).
    pub declared: HashMap<String, String>,
    /// Typedefs of the file that name integer types.
    pub typedefs: HashMap<String, IntType>,
}

/// A value that must lie in `lo..=hi` (either end open when `None`).
pub struct RangeObligation<'e> {
    /// The sub-expression whose value is constrained.
    pub expr: &'e CExpr,
    /// Smallest allowed value.
    pub lo: Option<i128>,
    /// Largest allowed value.
    pub hi: Option<i128>,
    /// Why, for the diagnostic.
    pub why: String,
}

impl TypeEnv {
    /// The integer type named by a declaration's type words, if it is one.
    pub fn parse(&self, words: &str) -> Option<IntType> {
        let w: Vec<&str> = words.split_whitespace().collect();
        IntType::from_words(&w, &|n| self.typedefs.get(n).cloned())
    }

    /// The declared integer type of `name`; `int` when the declaration is not visible (a
    /// macro, a global of another file) or not an integer type.
    pub fn of_name(&self, name: &str) -> IntType {
        self.declared
            .get(name)
            .and_then(|w| self.parse(w))
            .unwrap_or_else(IntType::int)
    }

    /// The declared integer type of `name` when its declaration is visible.
    pub fn known(&self, name: &str) -> Option<IntType> {
        self.declared.get(name).and_then(|w| self.parse(w))
    }

    /// The C type of an integer expression.
    pub fn of(&self, e: &CExpr) -> IntType {
        match &e.kind {
            CExprKind::Int(text, _) => literal_type(text),
            CExprKind::Ident(n) => self.of_name(n),
            CExprKind::Unary(UnaryOp::Neg | UnaryOp::Plus, a) => self.of(a).promoted(),
            CExprKind::Binary(
                BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem,
                a,
                b,
            ) => IntType::common(&self.of(a), &self.of(b)),
            CExprKind::Ternary(_, t, f) => IntType::common(&self.of(t), &self.of(f)),
            CExprKind::Cast(ty, a) => self.parse(ty).unwrap_or_else(|| self.of(a)),
            CExprKind::Call(f, args) if is_arith_macro(f) => args
                .iter()
                .map(|a| self.of(a))
                .reduce(|x, y| IntType::common(&x, &y))
                .unwrap_or_else(IntType::int),
            _ => IntType::int(),
        }
    }
}

/// Names of min/max/floor/ceil helpers whose value is computed in the type of their
/// arguments.
fn is_arith_macro(f: &CExpr) -> bool {
    matches!(&f.kind, CExprKind::Ident(n) if matches!(n.as_str(),
        "min" | "max" | "MIN" | "MAX" | "MIN_FUN" | "MAX_FUN" | "imin" | "imax" | "__min"
        | "__max" | "floord" | "ceild" | "FLOORD" | "CEILD"))
}

/// The type of an integer literal (C11 6.4.4.1): the first of the candidate types, by
/// suffix and base, that holds its value.
pub fn literal_type(text: &str) -> IntType {
    let lower = text.to_ascii_lowercase();
    let digits = lower.trim_end_matches(['u', 'l']);
    let suffix = &lower[digits.len()..];
    let unsigned = suffix.contains('u');
    let longs = suffix.matches('l').count();
    let value = parse_literal(digits);
    let decimal = !(digits.starts_with('0') && digits.len() > 1);
    let mut candidates: Vec<(u32, bool)> = Vec::new();
    let widths: &[u32] = if longs > 0 { &[64] } else { &[32, 64] };
    for &bits in widths {
        if !unsigned {
            candidates.push((bits, true));
        }
        if unsigned || !decimal {
            candidates.push((bits, false));
        }
    }
    let pick = candidates
        .into_iter()
        .find(|&(bits, signed)| {
            let max = if signed {
                (1i128 << (bits - 1)) - 1
            } else {
                (1i128 << bits) - 1
            };
            value.is_some_and(|v| v <= max)
        })
        .unwrap_or((64, false));
    let spelling = match pick {
        (32, true) => "int",
        (32, false) => "unsigned int",
        (_, true) => "long",
        _ => "unsigned long",
    };
    IntType {
        bits: pick.0,
        signed: pick.1,
        plain_char: false,
        spelling: spelling.into(),
    }
}

fn parse_literal(digits: &str) -> Option<i128> {
    if let Some(h) = digits.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()
    } else if let Some(b) = digits.strip_prefix("0b") {
        i128::from_str_radix(b, 2).ok()
    } else if digits.len() > 1 && digits.starts_with('0') {
        i128::from_str_radix(&digits[1..], 8).ok()
    } else {
        digits.parse().ok()
    }
}

/// Every sub-expression of `e` whose value C would change: the results of wrapping
/// operations (which must stay in `0..=max`), signed operands converted to an unsigned type
/// (which must not be negative), and the operands of casts to types that do not hold all
/// their values. Empty for expressions that compute in `int` and wider signed types only.
pub fn range_obligations<'e>(env: &TypeEnv, e: &'e CExpr, out: &mut Vec<RangeObligation<'e>>) {
    let unsigned_operands =
        |out: &mut Vec<RangeObligation<'e>>, t: &IntType, xs: [&'e CExpr; 2]| {
            for x in xs {
                if env.of(x).signed {
                    out.push(RangeObligation {
                        expr: x,
                        lo: Some(0),
                        hi: None,
                        why: format!("converted to `{t}`, a negative value would wrap around"),
                    });
                }
            }
        };
    match &e.kind {
        CExprKind::Binary(op, a, b) => {
            range_obligations(env, a, out);
            range_obligations(env, b, out);
            let t = IntType::common(&env.of(a), &env.of(b));
            if !t.wraps() || matches!(op, BinaryOp::And | BinaryOp::Or) {
                return;
            }
            unsigned_operands(out, &t, [a, b]);
            if matches!(
                op,
                BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem
            ) {
                out.push(RangeObligation {
                    expr: e,
                    lo: Some(0),
                    hi: Some(t.max()),
                    why: format!("computed in `{t}`, which wraps around"),
                });
            }
        }
        CExprKind::Unary(UnaryOp::Neg, a) => {
            range_obligations(env, a, out);
            let t = env.of(a).promoted();
            if t.wraps() {
                out.push(RangeObligation {
                    expr: e,
                    lo: Some(0),
                    hi: Some(t.max()),
                    why: format!("computed in `{t}`, which wraps around"),
                });
            }
        }
        CExprKind::Cast(ty, a) => {
            range_obligations(env, a, out);
            if let Some(t) = env.parse(ty) {
                if !t.contains(&env.of(a)) {
                    out.push(RangeObligation {
                        expr: a,
                        lo: Some(t.min()),
                        hi: Some(t.max()),
                        why: format!("converted to `{t}`, which does not hold every value"),
                    });
                }
            }
        }
        CExprKind::Unary(_, a) => range_obligations(env, a, out),
        CExprKind::Ternary(c, t, f) => {
            for x in [c, t, f] {
                range_obligations(env, x, out);
            }
        }
        CExprKind::Call(_, args) => args.iter().for_each(|a| range_obligations(env, a, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_types_follow_c11() {
        let s = |t: &str| literal_type(t).spelling;
        assert_eq!(s("7"), "int");
        assert_eq!(s("2147483648"), "long");
        assert_eq!(s("0x80000000"), "unsigned int");
        assert_eq!(s("7u"), "unsigned int");
        assert_eq!(s("7UL"), "unsigned long");
        assert_eq!(s("9223372036854775807"), "long");
        assert_eq!(s("0xFFFFFFFFFFFFFFFF"), "unsigned long");
    }
}
