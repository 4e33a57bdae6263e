//! `Int`: the one integer type of hedra's polyhedral math.
//!
//! Constraint coefficients are almost always tiny (|c| < 100), but the algorithms that combine
//! constraints (Fourier–Motzkin, Gaussian elimination, Pugh's `mod-hat` reduction) multiply them
//! together, and a chain of such steps can exceed 64 bits. A wrong sign or a wrapped coefficient
//! would silently turn an empty dependence into a non-empty one (or the reverse), so hedra never
//! uses a bare machine integer for this math.
//!
//! `Int` is *transprecision*: a value that fits in an `i64` is stored inline (`Small`), and every
//! operation on two `Small` values uses the checked machine instruction. Only when that check
//! reports overflow is the operation redone with arbitrary precision (`Big`). A `Big` result that
//! fits back into an `i64` is normalized to `Small`, so the invariant
//!
//! > `Int::Big(b)` implies `b` does not fit in an `i64`
//!
//! always holds, and equality can compare variants structurally.
//!
//! Division follows the mathematical conventions of the polyhedral literature: [`Int::floor_div`]
//! rounds toward negative infinity, [`Int::ceil_div`] toward positive infinity, and
//! [`Int::mod_floor`] is always in `[0, |d|)` for a positive divisor.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// An exact integer: `i64` fast path, arbitrary precision on overflow.
#[derive(Clone)]
pub enum Int {
    /// A value that fits in a machine word.
    Small(i64),
    /// A value outside the `i64` range (never one inside it).
    Big(Box<BigInt>),
}

impl Int {
    /// Zero.
    pub const ZERO: Int = Int::Small(0);
    /// One.
    pub const ONE: Int = Int::Small(1);

    /// Builds an `Int` from a `BigInt`, normalizing to `Small` when it fits.
    pub fn from_big(b: BigInt) -> Int {
        match b.to_i64() {
            Some(v) => Int::Small(v),
            None => Int::Big(Box::new(b)),
        }
    }

    /// The value as a `BigInt` (allocates).
    pub fn to_big(&self) -> BigInt {
        match self {
            Int::Small(v) => BigInt::from(*v),
            Int::Big(b) => (**b).clone(),
        }
    }

    /// The value as an `i64`, if it fits.
    pub fn to_i64(&self) -> Option<i64> {
        match self {
            Int::Small(v) => Some(*v),
            Int::Big(_) => None,
        }
    }

    /// True for zero.
    pub fn is_zero(&self) -> bool {
        matches!(self, Int::Small(0))
    }

    /// True for one.
    pub fn is_one(&self) -> bool {
        matches!(self, Int::Small(1))
    }

    /// True for minus one.
    pub fn is_minus_one(&self) -> bool {
        matches!(self, Int::Small(-1))
    }

    /// Sign: -1, 0 or 1.
    pub fn signum(&self) -> i32 {
        match self {
            Int::Small(v) => v.signum() as i32,
            Int::Big(b) => {
                if b.is_negative() {
                    -1
                } else {
                    1
                }
            }
        }
    }

    /// True when strictly positive.
    pub fn is_positive(&self) -> bool {
        self.signum() > 0
    }

    /// True when strictly negative.
    pub fn is_negative(&self) -> bool {
        self.signum() < 0
    }

    /// Absolute value.
    pub fn abs(&self) -> Int {
        match self {
            Int::Small(v) => match v.checked_abs() {
                Some(a) => Int::Small(a),
                None => Int::from_big(BigInt::from(*v).abs()),
            },
            Int::Big(b) => Int::from_big(b.abs()),
        }
    }

    /// `floor(self / d)`. Returns `None` when `d` is zero.
    pub fn checked_floor_div(&self, d: &Int) -> Option<Int> {
        if d.is_zero() {
            return None;
        }
        if let (Int::Small(a), Int::Small(b)) = (self, d) {
            // `div_floor` on i64 overflows only for i64::MIN / -1.
            if !(*a == i64::MIN && *b == -1) {
                return Some(Int::Small(Integer::div_floor(a, b)));
            }
        }
        Some(Int::from_big(Integer::div_floor(
            &self.to_big(),
            &d.to_big(),
        )))
    }

    /// `floor(self / d)`.
    ///
    /// # Panics
    /// Panics when `d` is zero; callers divide only by non-zero denominators and leading
    /// coefficients, which the data structures guarantee.
    pub fn floor_div(&self, d: &Int) -> Int {
        self.checked_floor_div(d).expect("division by zero")
    }

    /// `ceil(self / d)`.
    ///
    /// # Panics
    /// Panics when `d` is zero (see [`Int::floor_div`]).
    pub fn ceil_div(&self, d: &Int) -> Int {
        -((-self).floor_div(d))
    }

    /// Exact division: `self / d` where `d` is known to divide `self`.
    ///
    /// # Panics
    /// Panics when `d` is zero; debug builds also check exactness.
    pub fn div_exact(&self, d: &Int) -> Int {
        let q = self.floor_div(d);
        debug_assert!((&q * d) == *self, "inexact division {self} / {d}");
        q
    }

    /// `self - d * floor(self / d)`: in `[0, d)` for `d > 0`.
    pub fn mod_floor(&self, d: &Int) -> Int {
        let q = self.floor_div(d);
        self - &(&q * d)
    }

    /// Greatest common divisor (always non-negative; `gcd(0, 0) = 0`).
    ///
    /// With one operand small, `gcd(a, b) = gcd(a, b mod a)` reduces the big one by a single
    /// division by a machine word, and the rest is Euclid's algorithm on words. Normalizing
    /// a row of a tableau whose entries went past 64 bits is the common case: the running
    /// gcd is small after the first few entries, and converting it to arbitrary precision for
    /// every entry (then a binary gcd on two big numbers) would cost many allocations.
    pub fn gcd(&self, other: &Int) -> Int {
        fn words(mut a: u64, mut b: u64) -> Int {
            while b != 0 {
                let t = a % b;
                a = b;
                b = t;
            }
            match i64::try_from(a) {
                Ok(v) => Int::Small(v),
                Err(_) => Int::from_big(BigInt::from(a)),
            }
        }
        match (self, other) {
            (Int::Small(a), Int::Small(b)) => words(a.unsigned_abs(), b.unsigned_abs()),
            (Int::Small(a), Int::Big(b)) | (Int::Big(b), Int::Small(a)) if *a != 0 => {
                let a = a.unsigned_abs();
                let r = b.magnitude() % a;
                words(a, r.to_u64().unwrap_or(0))
            }
            _ => Int::from_big(self.to_big().gcd(&other.to_big())),
        }
    }

    /// Least common multiple (non-negative).
    pub fn lcm(&self, other: &Int) -> Int {
        if self.is_zero() || other.is_zero() {
            return Int::ZERO;
        }
        let g = self.gcd(other);
        (&self.abs().div_exact(&g) * &other.abs()).abs()
    }

    /// Number of bits in the magnitude (a rough size measure for heuristics).
    pub fn bits(&self) -> u64 {
        match self {
            Int::Small(v) => 64 - v.unsigned_abs().leading_zeros() as u64,
            Int::Big(b) => b.bits(),
        }
    }
}

impl Default for Int {
    fn default() -> Self {
        Int::ZERO
    }
}

impl From<i64> for Int {
    fn from(v: i64) -> Self {
        Int::Small(v)
    }
}

impl From<i32> for Int {
    fn from(v: i32) -> Self {
        Int::Small(v as i64)
    }
}

impl From<usize> for Int {
    fn from(v: usize) -> Self {
        match i64::try_from(v) {
            Ok(v) => Int::Small(v),
            Err(_) => Int::from_big(BigInt::from(v)),
        }
    }
}

impl From<i128> for Int {
    fn from(v: i128) -> Self {
        match i64::try_from(v) {
            Ok(v) => Int::Small(v),
            Err(_) => Int::from_big(BigInt::from(v)),
        }
    }
}

impl From<BigInt> for Int {
    fn from(v: BigInt) -> Self {
        Int::from_big(v)
    }
}

impl std::str::FromStr for Int {
    type Err = num_bigint::ParseBigIntError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Ok(v) = s.parse::<i64>() {
            return Ok(Int::Small(v));
        }
        Ok(Int::from_big(s.parse::<BigInt>()?))
    }
}

impl PartialEq for Int {
    fn eq(&self, other: &Int) -> bool {
        match (self, other) {
            (Int::Small(a), Int::Small(b)) => a == b,
            (Int::Big(a), Int::Big(b)) => a == b,
            // Normalization: a Big never equals a Small.
            _ => false,
        }
    }
}
impl Eq for Int {}

impl PartialEq<i64> for Int {
    fn eq(&self, other: &i64) -> bool {
        matches!(self, Int::Small(a) if a == other)
    }
}

impl PartialOrd<i64> for Int {
    fn partial_cmp(&self, other: &i64) -> Option<Ordering> {
        Some(self.cmp(&Int::Small(*other)))
    }
}

impl Ord for Int {
    fn cmp(&self, other: &Int) -> Ordering {
        match (self, other) {
            (Int::Small(a), Int::Small(b)) => a.cmp(b),
            _ => self.to_big().cmp(&other.to_big()),
        }
    }
}
impl PartialOrd for Int {
    fn partial_cmp(&self, other: &Int) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::hash::Hash for Int {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            Int::Small(v) => {
                0u8.hash(state);
                v.hash(state)
            }
            Int::Big(b) => {
                1u8.hash(state);
                b.hash(state)
            }
        }
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Int::Small(v) => write!(f, "{v}"),
            Int::Big(b) => write!(f, "{b}"),
        }
    }
}

impl fmt::Debug for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Implements a binary operator on all four owned/borrowed combinations, with a checked `i64`
/// fast path and a `BigInt` fallback.
macro_rules! int_binop {
    ($trait:ident, $method:ident, $checked:ident, $assign_trait:ident, $assign:ident) => {
        impl $trait<&Int> for &Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: &Int) -> Int {
                if let (Int::Small(a), Int::Small(b)) = (self, rhs) {
                    if let Some(v) = a.$checked(*b) {
                        return Int::Small(v);
                    }
                }
                Int::from_big(self.to_big().$method(rhs.to_big()))
            }
        }
        impl $trait<Int> for Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: Int) -> Int {
                (&self).$method(&rhs)
            }
        }
        impl $trait<&Int> for Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: &Int) -> Int {
                (&self).$method(rhs)
            }
        }
        impl $trait<Int> for &Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: Int) -> Int {
                self.$method(&rhs)
            }
        }
        impl $trait<i64> for &Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: i64) -> Int {
                self.$method(&Int::Small(rhs))
            }
        }
        impl $trait<i64> for Int {
            type Output = Int;
            #[inline]
            fn $method(self, rhs: i64) -> Int {
                (&self).$method(&Int::Small(rhs))
            }
        }
        impl $assign_trait<&Int> for Int {
            #[inline]
            fn $assign(&mut self, rhs: &Int) {
                if let (Int::Small(a), Int::Small(b)) = (&*self, rhs) {
                    if let Some(v) = a.$checked(*b) {
                        *self = Int::Small(v);
                        return;
                    }
                }
                *self = Int::from_big(self.to_big().$method(rhs.to_big()));
            }
        }
        impl $assign_trait<Int> for Int {
            #[inline]
            fn $assign(&mut self, rhs: Int) {
                self.$assign(&rhs)
            }
        }
    };
}

int_binop!(Add, add, checked_add, AddAssign, add_assign);
int_binop!(Sub, sub, checked_sub, SubAssign, sub_assign);
int_binop!(Mul, mul, checked_mul, MulAssign, mul_assign);

impl Neg for &Int {
    type Output = Int;
    #[inline]
    fn neg(self) -> Int {
        match self {
            Int::Small(v) => match v.checked_neg() {
                Some(n) => Int::Small(n),
                None => Int::from_big(-BigInt::from(*v)),
            },
            Int::Big(b) => Int::from_big(-(**b).clone()),
        }
    }
}

impl Neg for Int {
    type Output = Int;
    #[inline]
    fn neg(self) -> Int {
        -&self
    }
}

impl Zero for Int {
    fn zero() -> Self {
        Int::ZERO
    }
    fn is_zero(&self) -> bool {
        Int::is_zero(self)
    }
}

impl One for Int {
    fn one() -> Self {
        Int::ONE
    }
}

/// `a * x + b * y` without intermediate overflow (the workhorse of constraint combination).
#[inline]
pub fn lin2(a: &Int, x: &Int, b: &Int, y: &Int) -> Int {
    if let (Int::Small(a), Int::Small(x), Int::Small(b), Int::Small(y)) = (a, x, b, y) {
        if let (Some(p), Some(q)) = (a.checked_mul(*x), b.checked_mul(*y)) {
            if let Some(s) = p.checked_add(q) {
                return Int::Small(s);
            }
        }
    }
    &(a * x) + &(b * y)
}

#[cfg(test)]
mod tests {
    /// gcds with one operand past 64 bits (reduced by one word division) agree with
    /// arbitrary precision on both, in every sign and order.
    #[test]
    fn gcd_of_a_small_and_a_big_number() {
        let big = Int::from_big(BigInt::from(6u64) * BigInt::from(u64::MAX) * BigInt::from(35));
        for small in [1i64, 2, 7, 10, 21, -14, i64::MIN, i64::MAX, 0] {
            let small = Int::Small(small);
            let want = Int::from_big(big.to_big().gcd(&small.to_big()));
            assert_eq!(small.gcd(&big), want);
            assert_eq!(big.gcd(&small), want);
            assert_eq!((-&big).gcd(&small), want);
        }
    }

    use super::*;

    #[test]
    fn overflow_promotes_and_demotes() {
        let m = Int::from(i64::MAX);
        let s = &m + &Int::ONE;
        assert!(matches!(s, Int::Big(_)));
        assert_eq!(s.to_string(), "9223372036854775808");
        let back = &s - &Int::ONE;
        assert!(matches!(back, Int::Small(_)));
        assert_eq!(back, m);
        let sq = &m * &m;
        assert_eq!(sq.to_string(), "85070591730234615847396907784232501249");
        assert_eq!(sq.floor_div(&m), m);
    }

    #[test]
    fn min_edge_cases() {
        let mn = Int::from(i64::MIN);
        assert_eq!((-&mn).to_string(), "9223372036854775808");
        assert_eq!(mn.abs().to_string(), "9223372036854775808");
        assert_eq!(
            mn.floor_div(&Int::from(-1)).to_string(),
            "9223372036854775808"
        );
        assert_eq!(mn.gcd(&Int::ZERO).to_string(), "9223372036854775808");
    }

    #[test]
    fn floor_ceil_mod() {
        let i = |v: i64| Int::from(v);
        assert_eq!(i(7).floor_div(&i(2)), i(3));
        assert_eq!(i(-7).floor_div(&i(2)), i(-4));
        assert_eq!(i(-7).ceil_div(&i(2)), i(-3));
        assert_eq!(i(7).ceil_div(&i(2)), i(4));
        assert_eq!(i(-7).mod_floor(&i(3)), i(2));
        assert_eq!(i(12).gcd(&i(-18)), i(6));
        assert_eq!(i(4).lcm(&i(6)), i(12));
        assert_eq!(i(7).checked_floor_div(&i(0)), None);
    }
}
