//! C integer types of the names that appear in affine positions (iterators and parameters).
//!
//! The polyhedral model computes over the mathematical integers; C computes in fixed-width
//! types that wrap (unsigned), are truncated on conversion (narrow types), or overflow with
//! undefined behaviour (signed `int` and wider). The front end uses these types to prove that
//! the two agree on every value the region computes (see `hedra-c`), and the code generator
//! to choose counters wide enough for every iterator and parameter they replace and to give
//! each iterator its own type back where a statement body uses it.
//!
//! Sizes are those of the LP64 data model (Linux and macOS on 64-bit machines): `int` 32 bits,
//! `long` and pointers 64 bits. Plain `char` is taken with the range common to the signed and
//! the unsigned choice, `0..=127`, so that nothing depends on the implementation's choice.

use std::fmt;

/// A C integer type: its width, signedness and spelling.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IntType {
    /// Width in bits (8, 16, 32 or 64).
    pub bits: u32,
    /// Signed or unsigned.
    pub signed: bool,
    /// Plain `char` (signedness left to the implementation).
    pub plain_char: bool,
    /// The type as written in the source (`size_t`, `unsigned char`, a typedef name).
    pub spelling: String,
}

impl IntType {
    /// `int`.
    pub fn int() -> IntType {
        IntType {
            bits: 32,
            signed: true,
            plain_char: false,
            spelling: "int".into(),
        }
    }

    /// `long long`, the counter type of regions whose values do not all fit in `int`.
    pub fn long_long() -> IntType {
        IntType {
            bits: 64,
            signed: true,
            plain_char: false,
            spelling: "long long".into(),
        }
    }

    /// The smallest value of the type.
    pub fn min(&self) -> i128 {
        if self.plain_char || !self.signed {
            0
        } else {
            -(1i128 << (self.bits - 1))
        }
    }

    /// The largest value of the type.
    pub fn max(&self) -> i128 {
        if self.plain_char {
            127
        } else if self.signed {
            (1i128 << (self.bits - 1)) - 1
        } else {
            (1i128 << self.bits) - 1
        }
    }

    /// Whether every value of `other` is a value of `self`.
    pub fn contains(&self, other: &IntType) -> bool {
        self.min() <= other.min() && other.max() <= self.max()
    }

    /// Whether C computes with this type as written: `int` or wider (narrower types are
    /// promoted to `int` before any arithmetic).
    pub fn is_promoted(&self) -> bool {
        self.bits < 32
    }

    /// The type after the integer promotions: narrow types become `int` (every value of
    /// them fits in `int`).
    pub fn promoted(&self) -> IntType {
        if self.is_promoted() {
            IntType::int()
        } else {
            self.clone()
        }
    }

    /// Whether arithmetic in this type wraps around or truncates instead of being undefined
    /// on overflow: the unsigned types of `int`'s rank or higher.
    pub fn wraps(&self) -> bool {
        !self.signed && self.bits >= 32
    }

    /// The type of a binary arithmetic operation on `a` and `b` (C's usual arithmetic
    /// conversions, for the integer types of the LP64 model).
    pub fn common(a: &IntType, b: &IntType) -> IntType {
        let (a, b) = (a.promoted(), b.promoted());
        if a.bits != b.bits {
            return if a.bits > b.bits { a } else { b };
        }
        // Same rank: unsigned wins.
        if !a.signed {
            a
        } else {
            b
        }
    }

    /// The integer type named by the words of a declaration (`unsigned long`, `size_t`,
    /// `const int`), or `None` for a type that is not an integer type (or unknown).
    /// `typedefs` resolves typedef names to integer types.
    ///
    /// ```
    /// use hedra_ir::ctype::IntType;
    /// let none = |_: &str| None;
    /// let u = IntType::from_words(&["const", "unsigned", "char"], &none).unwrap();
    /// assert_eq!((u.bits, u.signed, u.min(), u.max()), (8, false, 0, 255));
    /// let size = IntType::from_words(&["size_t"], &none).unwrap();
    /// assert!(!size.signed && size.bits == 64);
    /// assert!(IntType::long_long().contains(&IntType::int()));
    /// assert!(IntType::from_words(&["double"], &none).is_none());
    /// ```
    pub fn from_words(
        words: &[&str],
        typedefs: &dyn Fn(&str) -> Option<IntType>,
    ) -> Option<IntType> {
        let spelling: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| !QUALIFIERS.contains(w))
            .collect();
        if spelling.is_empty() {
            return None;
        }
        let text = spelling.join(" ");
        let named = |bits, signed| {
            Some(IntType {
                bits,
                signed,
                plain_char: false,
                spelling: text.clone(),
            })
        };
        if spelling.len() == 1 {
            if let Some((bits, signed)) = fixed_width(spelling[0]) {
                return named(bits, signed);
            }
            if !BASIC_WORDS.contains(&spelling[0]) {
                return typedefs(spelling[0]).map(|t| IntType {
                    spelling: text.clone(),
                    ..t
                });
            }
        }
        let mut longs = 0;
        let (mut unsigned, mut signed, mut short, mut char_, mut int_) =
            (false, false, false, false, false);
        for w in &spelling {
            match *w {
                "long" => longs += 1,
                "unsigned" => unsigned = true,
                "signed" => signed = true,
                "short" => short = true,
                "char" => char_ = true,
                "int" => int_ = true,
                _ => return None,
            }
        }
        if (unsigned && signed) || longs > 2 || (short && (longs > 0 || char_)) {
            return None;
        }
        if char_ && (longs > 0 || int_) {
            return None;
        }
        let bits = if char_ {
            8
        } else if short {
            16
        } else if longs > 0 {
            64
        } else {
            32
        };
        let mut t = named(bits, !unsigned)?;
        t.plain_char = char_ && !unsigned && !signed;
        Some(t)
    }
}

impl fmt::Display for IntType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.spelling)
    }
}

/// Whether `word` is a qualifier or storage class of a declaration (`const`, `static`,
/// `restrict`, ...): a word that does not change the type's values.
pub fn is_qualifier(word: &str) -> bool {
    QUALIFIERS.contains(&word)
}

/// Words of a declaration that do not change the type's values.
const QUALIFIERS: &[&str] = &[
    "const",
    "volatile",
    "register",
    "static",
    "extern",
    "auto",
    "restrict",
    "__restrict",
    "__restrict__",
    "inline",
];

/// C's keywords (C11, with the GNU spellings `__restrict` and `__typeof__`): never the name
/// of a variable.
pub const C_KEYWORDS: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Bool",
    "_Complex",
    "_Generic",
    "_Imaginary",
    "_Noreturn",
    "_Static_assert",
    "_Thread_local",
    "__restrict",
    "__restrict__",
    "__typeof__",
    "__attribute__",
];

/// True for one of [`C_KEYWORDS`].
pub fn is_c_keyword(word: &str) -> bool {
    C_KEYWORDS.contains(&word)
}

/// Whether `word` can only be part of the name of an integer type (or qualify one): a basic
/// word (`unsigned`, `long`, ...), a qualifier (`const`, `static`, ...), or a fixed-width or
/// size type of the standard headers (`int64_t`, `size_t`, ...). Typedefs of the file are
/// not included: the front end knows them.
pub fn is_integer_type_word(word: &str) -> bool {
    BASIC_WORDS.contains(&word) || QUALIFIERS.contains(&word) || fixed_width(word).is_some()
}

/// The words that make up C's basic integer type names.
const BASIC_WORDS: &[&str] = &["long", "unsigned", "signed", "short", "char", "int"];

/// Widths of the fixed-width and size types of `<stdint.h>`, `<stddef.h>` and
/// `<sys/types.h>`.
fn fixed_width(name: &str) -> Option<(u32, bool)> {
    Some(match name {
        "int8_t" | "int_least8_t" => (8, true),
        "uint8_t" | "uint_least8_t" => (8, false),
        "int16_t" | "int_least16_t" => (16, true),
        "uint16_t" | "uint_least16_t" => (16, false),
        "int32_t" | "int_least32_t" => (32, true),
        "uint32_t" | "uint_least32_t" => (32, false),
        "int64_t" | "int_least64_t" | "int_fast64_t" | "intmax_t" | "intptr_t" | "ptrdiff_t"
        | "ssize_t" | "off_t" | "int_fast16_t" | "int_fast32_t" => (64, true),
        "uint64_t" | "uint_least64_t" | "uint_fast64_t" | "uintmax_t" | "uintptr_t" | "size_t"
        | "uint_fast16_t" | "uint_fast32_t" => (64, false),
        "int_fast8_t" => (8, true),
        "uint_fast8_t" => (8, false),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Option<IntType> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let td = |n: &str| {
            (n == "idx_t").then(|| IntType::from_words(&["unsigned", "short"], &|_| None).unwrap())
        };
        IntType::from_words(&words, &td)
    }

    #[test]
    fn basic_types_have_lp64_ranges() {
        let ranges = [
            ("int", -(1i128 << 31), (1i128 << 31) - 1),
            ("unsigned", 0, (1i128 << 32) - 1),
            ("long", -(1i128 << 63), (1i128 << 63) - 1),
            ("unsigned long long int", 0, (1i128 << 64) - 1),
            ("short", -32768, 32767),
            ("unsigned char", 0, 255),
            ("signed char", -128, 127),
            ("char", 0, 127),
            ("const size_t", 0, (1i128 << 64) - 1),
            ("int64_t", -(1i128 << 63), (1i128 << 63) - 1),
            ("uint8_t", 0, 255),
            ("idx_t", 0, 65535),
        ];
        for (s, lo, hi) in ranges {
            let ty = t(s).unwrap_or_else(|| panic!("{s} is an integer type"));
            assert_eq!((ty.min(), ty.max()), (lo, hi), "{s}");
        }
        for s in [
            "double",
            "float",
            "long double",
            "short long",
            "unsigned signed",
            "foo_t",
        ] {
            assert!(t(s).is_none(), "{s}");
        }
    }

    #[test]
    fn usual_arithmetic_conversions() {
        let c = |a: &str, b: &str| IntType::common(&t(a).unwrap(), &t(b).unwrap());
        assert_eq!(c("unsigned char", "short").spelling, "int");
        assert!(c("unsigned", "int").wraps());
        assert!(!c("unsigned", "long").wraps());
        assert_eq!(c("unsigned long", "long").spelling, "unsigned long");
        assert!(t("unsigned").unwrap().wraps() && !t("unsigned short").unwrap().wraps());
    }
}

/// An arithmetic type of C (LP64): what an array element or a scalar of a region holds.
/// Plain `char` is `signed char`, as on the machines hedra targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// `signed char` (and plain `char`).
    I8,
    /// `unsigned char`.
    U8,
    /// `short`.
    I16,
    /// `unsigned short`.
    U16,
    /// `int`.
    I32,
    /// `unsigned int`.
    U32,
    /// `long` (64 bits).
    I64,
    /// `unsigned long`.
    U64,
}

impl Scalar {
    /// The size in bytes.
    pub fn size(self) -> usize {
        match self {
            Scalar::I8 | Scalar::U8 => 1,
            Scalar::I16 | Scalar::U16 => 2,
            Scalar::F32 | Scalar::I32 | Scalar::U32 => 4,
            Scalar::F64 | Scalar::I64 | Scalar::U64 => 8,
        }
    }

    /// The size in bytes, for address arithmetic.
    pub fn bytes(self) -> i64 {
        self.size() as i64
    }

    /// True for `float` and `double`.
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64)
    }

    /// The C spelling.
    pub fn c_name(self) -> &'static str {
        match self {
            Scalar::F32 => "float",
            Scalar::F64 => "double",
            Scalar::I8 => "signed char",
            Scalar::U8 => "unsigned char",
            Scalar::I16 => "short",
            Scalar::U16 => "unsigned short",
            Scalar::I32 => "int",
            Scalar::U32 => "unsigned int",
            Scalar::I64 => "long",
            Scalar::U64 => "unsigned long",
        }
    }

    /// The integer type, for the integer scalars.
    pub fn int_type(self) -> Option<IntType> {
        let (bits, signed) = match self {
            Scalar::F32 | Scalar::F64 => return None,
            Scalar::I8 => (8, true),
            Scalar::U8 => (8, false),
            Scalar::I16 => (16, true),
            Scalar::U16 => (16, false),
            Scalar::I32 => (32, true),
            Scalar::U32 => (32, false),
            Scalar::I64 => (64, true),
            Scalar::U64 => (64, false),
        };
        Some(IntType {
            bits,
            signed,
            plain_char: false,
            spelling: self.c_name().to_string(),
        })
    }

    /// The scalar of an integer type (plain `char` signed).
    pub fn of_int(t: &IntType) -> Scalar {
        match (t.bits, t.signed || t.plain_char) {
            (8, true) => Scalar::I8,
            (8, false) => Scalar::U8,
            (16, true) => Scalar::I16,
            (16, false) => Scalar::U16,
            (32, true) => Scalar::I32,
            (32, false) => Scalar::U32,
            (_, true) => Scalar::I64,
            (_, false) => Scalar::U64,
        }
    }

    /// The type the words of a declaration name (`unsigned long int`, `const double`,
    /// `size_t`), if it is one of C's own arithmetic types.
    pub fn from_words(words: &str) -> Option<Scalar> {
        let ws: Vec<&str> = words
            .split_whitespace()
            .filter(|w| !is_qualifier(w) && *w != "static" && *w != "extern")
            .collect();
        match ws.as_slice() {
            ["float"] => Some(Scalar::F32),
            ["double"] => Some(Scalar::F64),
            _ => IntType::from_words(&ws, &|_| None).map(|t| Scalar::of_int(&t)),
        }
    }
}
