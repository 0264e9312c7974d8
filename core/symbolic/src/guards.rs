//! Named range guards. Rules state their preconditions with these (spec 000 §2-§4 guards read `vmin(x) >= 0`,
//! `vmax(x) < n`, ...), never by re-deriving bounds inline.

use crate::graph::{DivKind, ExprId, Graph};
use crate::interval::Interval;

/// `vmin(x) >= 0`.
pub fn nonneg(g: &Graph, x: ExprId) -> bool {
    g.range(x).lo >= 0
}

/// `vmin(x) > 0`.
pub fn positive(g: &Graph, x: ExprId) -> bool {
    g.range(x).lo > 0
}

/// `vmax(x) < n`.
pub fn below(g: &Graph, x: ExprId, n: i64) -> bool {
    g.range(x).hi < n
}

/// `0 <= vmin(x)` and `vmax(x) < n`: `x` is its own remainder modulo `n`.
pub fn within(g: &Graph, x: ExprId, n: i64) -> bool {
    nonneg(g, x) && below(g, x, n)
}

/// The divisor range excludes zero and does not change sign (`y_min * y_max > 0`, spec 000 §3 rule 1).
pub fn one_signed(y: Interval) -> bool {
    y.lo > 0 || y.hi < 0
}

/// A `kind` division or remainder of `x` by `y` equals the floor one for every value in range: truncation agrees
/// with floor when the exact quotient is non-negative (`x >= 0, y > 0` or `x <= 0, y < 0`); unsigned agrees when
/// both operands are non-negative in the signed view.
pub fn agrees_with_floor(kind: DivKind, x: Interval, y: Interval) -> bool {
    match kind {
        DivKind::Floor => true,
        // A zero divisor is undefined behaviour in every semantics, so it does not break agreement.
        DivKind::Trunc => (x.lo >= 0 && y.lo >= 0 && y.hi > 0) || (x.hi <= 0 && y.hi <= 0 && y.lo < 0),
        DivKind::Unsigned => x.lo >= 0 && y.lo >= 0 && y.hi > 0,
    }
}

/// `0 <= vmin(x)` and `vmax(x) < vmin(y)`, `y > 0`: `x` is its own remainder for every divisor in range.
pub fn below_divisor(x: Interval, y: Interval) -> bool {
    x.lo >= 0 && y.lo > 0 && x.hi < y.lo
}

/// `vmax(a) <= vmin(b)`: `a <= b` for all values.
pub fn always_le(a: Interval, b: Interval) -> bool {
    a.hi <= b.lo
}

/// Zero is not a possible value.
pub fn never_zero(r: Interval) -> bool {
    !r.contains(0)
}

/// Exactly two consecutive values (spec 000 §3 rule 3, `vmax - vmin == 1`).
pub fn two_valued(r: Interval) -> bool {
    r.hi as i128 - r.lo as i128 == 1
}

/// The bucket `k` when every value of `r` lies in `[k*c, (k+1)*c)` (`c > 0`): `floor(vmin/c) == floor(vmax/c)`.
pub fn single_bucket(r: Interval, c: i64) -> Option<i64> {
    let k = r.lo.div_euclid(c);
    (k == r.hi.div_euclid(c)).then_some(k)
}

/// The quotient `q` when `floor(x / y)` is `q` for every `x`, `y` in range (spec 000 §3 rule 1: `y_min * y_max > 0`
/// and the four corner quotients agree; floor division is monotone in each argument on a one-signed divisor).
pub fn constant_quotient(x: Interval, y: Interval) -> Option<i64> {
    if !one_signed(y) {
        return None;
    }
    let q = |a: i64, b: i64| crate::interval::floor_div_i128(a as i128, b as i128);
    let first = q(x.lo, y.lo);
    let corners = [q(x.lo, y.hi), q(x.hi, y.lo), q(x.hi, y.hi)];
    if corners.iter().any(|&c| c != first) {
        return None;
    }
    i64::try_from(first).ok()
}

/// `0 <= x <= mask` with `mask = 2^k - 1`: `x & mask == x`.
pub fn within_low_mask(x: Interval, mask: i64) -> bool {
    mask >= 0 && (mask as u64).wrapping_add(1).is_power_of_two() && x.lo >= 0 && x.hi <= mask
}
