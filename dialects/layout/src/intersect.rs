//! Iter intersection (spec 001 §3.4, Trainium TensorEngine matmul dispatch): I1 ∩ I2 is the iter
//! whose values are exactly the values both I1 and I2 produce.
//!
//! Both value sets are arithmetic progressions from 0 on the same axis, so the intersection is the
//! progression of the least common multiple up to the shorter reach; it is {0} (a unit iter) when
//! the strides point in opposite directions.

use crate::arith;
use crate::error::{LayoutError, Result};
use crate::iter::Iter;

/// I1 ∩ I2 on a common axis; fails when the axes differ (the only common value would be the
/// origin, which no iter on a single axis names uniquely).
pub fn intersect(a: &Iter, b: &Iter) -> Result<Iter> {
    if a.axis() != b.axis() {
        return Err(LayoutError::Unsupported(format!(
            "intersection of iters on different axes ({a} and {b})"
        )));
    }
    if (a.stride() > 0) != (b.stride() > 0) {
        return Iter::new(1, a.stride(), a.axis().clone());
    }
    let sign = a.stride().signum();
    let step = arith::lcm(arith::abs(a.stride())?, arith::abs(b.stride())?)?;
    let reach = a.reach()?.min(b.reach()?);
    Iter::new(reach / step + 1, arith::mul(sign, step)?, a.axis().clone())
}
