//! Checked `i64` arithmetic: overflow is a `LayoutError::Overflow`, never a wrap or a panic.

use crate::error::{LayoutError, Result};

fn overflow(op: &str, a: i64, b: i64) -> LayoutError {
    LayoutError::Overflow(format!("{a} {op} {b} does not fit in i64"))
}

pub(crate) fn add(a: i64, b: i64) -> Result<i64> {
    a.checked_add(b).ok_or_else(|| overflow("+", a, b))
}

pub(crate) fn sub(a: i64, b: i64) -> Result<i64> {
    a.checked_sub(b).ok_or_else(|| overflow("-", a, b))
}

pub(crate) fn mul(a: i64, b: i64) -> Result<i64> {
    a.checked_mul(b).ok_or_else(|| overflow("*", a, b))
}

pub(crate) fn abs(a: i64) -> Result<i64> {
    a.checked_abs()
        .ok_or_else(|| LayoutError::Overflow(format!("|{a}| does not fit in i64")))
}

/// Product of a list of extents.
pub(crate) fn product(xs: impl IntoIterator<Item = i64>) -> Result<i64> {
    xs.into_iter().try_fold(1i64, mul)
}

/// Greatest common divisor of non-negative numbers (gcd(0, b) = b).
pub(crate) fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Least common multiple of positive numbers.
pub(crate) fn lcm(a: i64, b: i64) -> Result<i64> {
    mul(a / gcd(a, b), b)
}
