//! The C types of the values a statement body computes with, and C's conversions between
//! them.
//!
//! A body computes in C: integer literals are `int` unless they do not fit, narrow integers
//! are promoted to `int` before arithmetic, a binary operation converts both operands to
//! their common type (the *usual arithmetic conversions*: the wider floating type if either
//! is floating, else [`IntType::common`]), and an assignment converts the value to the
//! type of its target. The JIT follows these rules exactly, so that its results are the
//! C compiler's bit for bit: floating operations are done in the type C does them in
//! (`float` arithmetic in single precision, as on x86-64 and AArch64, where
//! `FLT_EVAL_METHOD` is 0), and nothing is contracted or reassociated.

use cranelift_codegen::ir::types;
use cranelift_codegen::ir::Type;
use hedra_ir::ctype::IntType;

/// The type of a value in a statement body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CType {
    /// An integer type (LP64 widths).
    Int(IntType),
    /// `float`.
    F32,
    /// `double`.
    F64,
}

/// The element type of an array as the caller supplies it: one of C's arithmetic types
/// (hedra-ir's one list of them).
pub use hedra_ir::ctype::Scalar as Elem;

/// The JIT's view of an element type.
pub trait ElemType {
    /// The C type of an element.
    fn ctype(self) -> CType;
}

impl ElemType for Elem {
    fn ctype(self) -> CType {
        match self.int_type() {
            Some(t) => CType::Int(t),
            None if self == Elem::F32 => CType::F32,
            None => CType::F64,
        }
    }
}

/// The element type of the C type `t` (plain `char` as `signed char`, as on x86-64).
pub fn elem_of(t: &CType) -> Elem {
    match t {
        CType::F32 => Elem::F32,
        CType::F64 => Elem::F64,
        CType::Int(i) => Elem::of_int(i),
    }
}

/// A Rust type that holds the elements of an array of the JIT: its [`Elem`].
pub trait Element: Copy + private::Sealed {
    /// The element type.
    const ELEM: Elem;
}

mod private {
    pub trait Sealed {}
}

macro_rules! elements {
    ($($t:ty => $e:ident),*) => {
        $(impl private::Sealed for $t {}
          impl Element for $t { const ELEM: Elem = Elem::$e; })*
    };
}

elements!(f32 => F32, f64 => F64, i8 => I8, u8 => U8, i16 => I16, u16 => U16, i32 => I32,
    u32 => U32, i64 => I64, u64 => U64);

/// `long`.
pub fn long() -> IntType {
    IntType {
        bits: 64,
        signed: true,
        plain_char: false,
        spelling: "long".into(),
    }
}

/// `unsigned long`.
fn unsigned_long() -> IntType {
    IntType {
        bits: 64,
        signed: false,
        plain_char: false,
        spelling: "unsigned long".into(),
    }
}

/// `unsigned int`.
fn unsigned_int() -> IntType {
    IntType {
        bits: 32,
        signed: false,
        plain_char: false,
        spelling: "unsigned int".into(),
    }
}

impl CType {
    /// The cranelift type that holds a value of this type (narrow integers in their own
    /// width; they are promoted before arithmetic).
    pub fn clif(&self) -> Type {
        match self {
            CType::F32 => types::F32,
            CType::F64 => types::F64,
            CType::Int(i) => match i.bits {
                8 => types::I8,
                16 => types::I16,
                32 => types::I32,
                _ => types::I64,
            },
        }
    }

    /// True for `float` and `double`.
    pub fn is_float(&self) -> bool {
        matches!(self, CType::F32 | CType::F64)
    }

    /// The type after the integer promotions.
    pub fn promoted(&self) -> CType {
        match self {
            CType::Int(i) => CType::Int(i.promoted()),
            t => t.clone(),
        }
    }

    /// The common type of a binary arithmetic operation on `a` and `b`.
    pub fn common(a: &CType, b: &CType) -> CType {
        match (a, b) {
            (CType::F64, _) | (_, CType::F64) => CType::F64,
            (CType::F32, _) | (_, CType::F32) => CType::F32,
            (CType::Int(x), CType::Int(y)) => CType::Int(IntType::common(x, y)),
        }
    }

    /// The type named by a C type name (`double`, `unsigned long`, `const float`), with
    /// `names` resolving the names C does not know (typedefs and macros such as
    /// `DATA_TYPE`); `None` for a type the JIT does not compute with.
    pub fn parse(text: &str, names: &dyn Fn(&str) -> Option<CType>) -> Option<CType> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let plain: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| !matches!(*w, "const" | "volatile" | "restrict" | "register"))
            .collect();
        match plain.as_slice() {
            ["double"] => return Some(CType::F64),
            ["float"] => return Some(CType::F32),
            ["long", "double"] => return None,
            [one] if names(one).is_some() => return names(one),
            _ => {}
        }
        let typedefs = |w: &str| match names(w) {
            Some(CType::Int(i)) => Some(i),
            _ => None,
        };
        IntType::from_words(&words, &typedefs).map(CType::Int)
    }
}

/// The type and value of a C integer literal (`42`, `0x10`, `7u`, `5L`): the first of
/// C's candidate types that holds the value; `None` when it is malformed or too large.
pub fn int_literal(text: &str) -> Option<(CType, u64)> {
    let lower = text.to_ascii_lowercase();
    let digits = lower.trim_end_matches(['u', 'l']);
    let suffix = &lower[digits.len()..];
    let unsigned = suffix.contains('u');
    let longs = suffix.matches('l').count();
    let (radix, body) = if let Some(h) = digits.strip_prefix("0x") {
        (16, h)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    let value = u64::from_str_radix(body, radix).ok()?;
    let decimal = radix == 10;
    let fits = |t: &IntType| i128::from(value) <= t.max();
    let mut candidates = Vec::new();
    if longs == 0 {
        if !unsigned {
            candidates.push(IntType::int());
        }
        if unsigned || !decimal {
            candidates.push(unsigned_int());
        }
    }
    if !unsigned {
        candidates.push(long());
    }
    if unsigned || !decimal {
        candidates.push(unsigned_long());
    }
    let t = candidates.into_iter().find(fits)?;
    Some((CType::Int(t), value))
}

/// The type and value of a C floating literal (`1.0`, `2.5e-3f`, `.5`): `double`, or
/// `float` with an `f` suffix, rounded to nearest as C compilers do; `None` for
/// `long double`, hexadecimal literals and malformed text.
pub fn float_literal(text: &str) -> Option<(CType, f64)> {
    let lower = text.to_ascii_lowercase();
    if lower.starts_with("0x") || lower.ends_with('l') {
        return None;
    }
    if let Some(body) = lower.strip_suffix('f') {
        let v: f32 = body.parse().ok()?;
        return Some((CType::F32, f64::from(v)));
    }
    let v: f64 = lower.parse().ok()?;
    Some((CType::F64, v))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(t: &CType) -> (u32, bool) {
        match t {
            CType::Int(i) => (i.bits, i.signed),
            _ => (0, false),
        }
    }

    #[test]
    fn integer_literals_take_cs_types() {
        let t = |s| int_literal(s).map(|(t, v)| (bits(&t), v));
        assert_eq!(t("42"), Some(((32, true), 42)));
        assert_eq!(t("7u"), Some(((32, false), 7)));
        assert_eq!(t("5L"), Some(((64, true), 5)));
        assert_eq!(t("0x10"), Some(((32, true), 16)));
        assert_eq!(t("017"), Some(((32, true), 15)));
        assert_eq!(t("3000000000"), Some(((64, true), 3_000_000_000)));
        assert_eq!(t("0xffffffff"), Some(((32, false), 0xffff_ffff)));
        assert_eq!(t("0"), Some(((32, true), 0)));
        assert_eq!(t("12x"), None);
    }

    #[test]
    fn floating_literals_round_in_their_type() {
        assert_eq!(float_literal("0.1"), Some((CType::F64, 0.1)));
        assert_eq!(float_literal("0.1f"), Some((CType::F32, f64::from(0.1f32))));
        assert_eq!(float_literal("1e3"), Some((CType::F64, 1000.0)));
        assert_eq!(float_literal("1.0L"), None);
    }

    #[test]
    fn type_names() {
        let none = |_: &str| None;
        assert_eq!(CType::parse("const double", &none), Some(CType::F64));
        assert_eq!(
            CType::parse("unsigned long", &none).map(|t| bits(&t)),
            Some((64, false))
        );
        let data = |n: &str| (n == "DATA_TYPE").then_some(CType::F32);
        assert_eq!(CType::parse("DATA_TYPE", &data), Some(CType::F32));
        assert_eq!(CType::parse("long double", &none), None);
        assert_eq!(CType::parse("struct s", &none), None);
    }

    #[test]
    fn usual_arithmetic_conversions() {
        let int = CType::Int(IntType::int());
        assert_eq!(CType::common(&int, &CType::F32), CType::F32);
        assert_eq!(CType::common(&CType::F32, &CType::F64), CType::F64);
        assert_eq!(bits(&CType::common(&int, &CType::Int(long()))), (64, true));
    }
}
