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
