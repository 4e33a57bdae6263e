//! `Entry`: the numbers a simplex tableau can hold, machine words or arbitrary precision.
//!
//! The tableau of [`crate::simplex`] is *transprecision* as a whole rather than entry by entry:
//! it starts as a flat buffer of plain `i64` and switches every entry to [`Int`] (arbitrary
//! precision) the first time an operation would overflow. With plain machine words a pivot is
//! a loop of multiply-adds over contiguous memory, with no enum tag to test and no branch to a
//! big-integer path per entry; the few tableaus whose entries grow past 63 bits pay for the
//! switch once.
//!
//! Every operation of this trait is *checked*: it returns `None` instead of a wrapped result.
//! For `i64`, `None` means "the exact result does not fit in 64 bits", and the caller redoes
//! the work on `Int`; for `Int` the result always exists. Products of two entries are formed
//! in 128 bits, so `a*x + b*y` overflows only when the final value does not fit.
//!
//! Example: a row `[d | c | m | a_0 a_1]` is updated by a pivot as `a*row[k] - b*old[k]`. With
//! `a = 3`, `row[k] = 2^62` and `b*old[k] = 0` the product `3 * 2^62` exceeds `i64::MAX`:
//! [`Entry::lin2`] returns `None`, the tableau is converted to `Int` entries, and the pivot
//! resumes at that row with exact arithmetic.

use crate::int::Int;
use std::cmp::Ordering;

/// A tableau entry (see the module documentation).
pub(crate) trait Entry: Clone + std::fmt::Debug {
    /// Zero.
    fn zero() -> Self;
    /// One.
    fn one() -> Self;
    /// The value as an `Int`.
    fn to_int(&self) -> Int;
    /// The entry holding `v`, if it fits.
    fn from_int(v: &Int) -> Option<Self>;
    /// True for zero.
    fn is_zero(&self) -> bool;
    /// True for one.
    fn is_one(&self) -> bool;
    /// -1, 0 or 1.
    fn signum(&self) -> i32;
    /// `-self`.
    fn neg(&self) -> Option<Self>;
    /// `self * o`.
    fn mul(&self, o: &Self) -> Option<Self>;
    /// `self + o`.
    fn add(&self, o: &Self) -> Option<Self>;
    /// `a * x + b * y`.
    fn lin2(a: &Self, x: &Self, b: &Self, y: &Self) -> Option<Self>;
    /// The gcd of the magnitudes (non-negative).
    fn gcd(&self, o: &Self) -> Option<Self>;
    /// `self / d` for a positive `d` that divides `self`.
    fn div_exact(&self, d: &Self) -> Self;
    /// `self mod d` in `[0, d)` for a positive `d`.
    fn mod_floor(&self, d: &Self) -> Self;
    /// Compares `a * p` with `b * q`.
    fn cmp_products(a: &Self, p: &Self, b: &Self, q: &Self) -> Ordering;
    /// What one arithmetic step on the value costs, for the operations budget, in steps on
    /// a machine word: at least 1. An exact entry costs [`EXACT_STEP`] times its size in
    /// words squared (allocation, and products and gcds quadratic in the size).
    fn step_cost(&self) -> u64 {
        1
    }
}

/// The cost of one arithmetic step on an exact (`Int`) tableau entry of one word, in steps
/// on `i64` entries. Measured: a pivot of a tableau of exact entries, most of them still
/// small, took about 30 times as long per entry as one of machine words.
pub(crate) const EXACT_STEP: u64 = 32;

impl Entry for i64 {
    #[inline]
    fn zero() -> Self {
        0
    }
    #[inline]
    fn one() -> Self {
        1
    }
    fn to_int(&self) -> Int {
        Int::from(*self)
    }
    #[inline]
    fn from_int(v: &Int) -> Option<Self> {
        v.to_i64()
    }
    #[inline]
    fn is_zero(&self) -> bool {
        *self == 0
    }
    #[inline]
    fn is_one(&self) -> bool {
        *self == 1
    }
    #[inline]
    fn signum(&self) -> i32 {
        i64::signum(*self) as i32
    }
    #[inline]
    fn neg(&self) -> Option<Self> {
        self.checked_neg()
    }
    #[inline]
    fn mul(&self, o: &Self) -> Option<Self> {
        self.checked_mul(*o)
    }
    #[inline]
    fn add(&self, o: &Self) -> Option<Self> {
        self.checked_add(*o)
    }
    #[inline]
    fn lin2(a: &Self, x: &Self, b: &Self, y: &Self) -> Option<Self> {
        // Each product is below 2^126 in magnitude, so the sum cannot overflow 128 bits.
        let v = (*a as i128) * (*x as i128) + (*b as i128) * (*y as i128);
        i64::try_from(v).ok()
    }
    #[inline]
    fn gcd(&self, o: &Self) -> Option<Self> {
        let (mut a, mut b) = (self.unsigned_abs(), o.unsigned_abs());
        while b != 0 {
            let t = a % b;
            a = b;
            b = t;
        }
        i64::try_from(a).ok()
    }
    #[inline]
    fn div_exact(&self, d: &Self) -> Self {
        debug_assert!(*d > 0 && self % d == 0);
        self / d
    }
    #[inline]
    fn mod_floor(&self, d: &Self) -> Self {
        self.rem_euclid(*d)
    }
    #[inline]
    fn cmp_products(a: &Self, p: &Self, b: &Self, q: &Self) -> Ordering {
        ((*a as i128) * (*p as i128)).cmp(&((*b as i128) * (*q as i128)))
    }
}

impl Entry for Int {
    fn step_cost(&self) -> u64 {
        let words = 1 + self.bits() / 64;
        EXACT_STEP.saturating_mul(words.saturating_mul(words))
    }
    fn zero() -> Self {
        Int::ZERO
    }
    fn one() -> Self {
        Int::ONE
    }
    fn to_int(&self) -> Int {
        self.clone()
    }
    fn from_int(v: &Int) -> Option<Self> {
        Some(v.clone())
    }
    fn is_zero(&self) -> bool {
        Int::is_zero(self)
    }
    fn is_one(&self) -> bool {
        Int::is_one(self)
    }
    fn signum(&self) -> i32 {
        Int::signum(self)
    }
    fn neg(&self) -> Option<Self> {
        Some(-self)
    }
    fn mul(&self, o: &Self) -> Option<Self> {
        Some(self * o)
    }
    fn add(&self, o: &Self) -> Option<Self> {
        Some(self + o)
    }
    fn lin2(a: &Self, x: &Self, b: &Self, y: &Self) -> Option<Self> {
        Some(crate::int::lin2(a, x, b, y))
    }
    fn gcd(&self, o: &Self) -> Option<Self> {
        Some(Int::gcd(self, o))
    }
    fn div_exact(&self, d: &Self) -> Self {
        Int::div_exact(self, d)
    }
    fn mod_floor(&self, d: &Self) -> Self {
        Int::mod_floor(self, d)
    }
    fn cmp_products(a: &Self, p: &Self, b: &Self, q: &Self) -> Ordering {
        (a * p).cmp(&(b * q))
    }
}

/// Divides a row by the gcd of its entries. `None` on overflow (the row is then unchanged).
pub(crate) fn normalize<T: Entry>(row: &mut [T]) -> Option<()> {
    let mut g = T::zero();
    for v in row.iter() {
        if !v.is_zero() {
            g = g.gcd(v)?;
            if g.is_one() {
                return Some(());
            }
        }
    }
    if g.is_zero() {
        return Some(());
    }
    for v in row.iter_mut() {
        if !v.is_zero() {
            *v = v.div_exact(&g);
        }
    }
    Some(())
}

/// [`normalize`] on exact entries, which cannot overflow.
pub(crate) fn normalize_exact(row: &mut [Int]) {
    if normalize(row).is_none() {
        unreachable!("arbitrary-precision gcds cannot overflow");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn i64_reports_overflow() {
        assert_eq!(<i64 as Entry>::lin2(&3, &(1 << 62), &0, &5), None);
        assert_eq!(
            <i64 as Entry>::lin2(&3, &(1 << 61), &-1, &(1 << 62)),
            Some(1 << 61)
        );
        assert_eq!(<i64 as Entry>::neg(&i64::MIN), None);
        assert_eq!(<i64 as Entry>::gcd(&i64::MIN, &0), None);
        assert_eq!(<i64 as Entry>::gcd(&-12, &18), Some(6));
        assert_eq!(<i64 as Entry>::mod_floor(&-7, &3), 2);
        assert_eq!(
            <i64 as Entry>::cmp_products(&i64::MAX, &i64::MAX, &i64::MIN, &i64::MIN),
            Ordering::Less
        );
    }

    #[test]
    fn normalize_divides_by_gcd() {
        let mut r = vec![4i64, -6, 0, 10];
        normalize(&mut r).unwrap();
        assert_eq!(r, vec![2, -3, 0, 5]);
        let mut big: Vec<Int> = vec![Int::from(4), Int::from(-6)];
        normalize(&mut big).unwrap();
        assert_eq!(big, vec![Int::from(2), Int::from(-3)]);
    }
}
