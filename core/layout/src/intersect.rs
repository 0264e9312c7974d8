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

/// Step (2) of the §3.4 TensorEngine dispatch ("K intersection"): walk two grouped iter lists
/// position by position and intersect the pairs that both lie on `axis` (P for the contraction).
pub fn intersect_lists(a: &[Iter], b: &[Iter], axis: &crate::axis::Axis) -> Result<Vec<Iter>> {
    if a.len() != b.len() {
        return Err(LayoutError::Shape(format!(
            "iter lists of length {} and {} do not pair up",
            a.len(),
            b.len()
        )));
    }
    a.iter()
        .zip(b)
        .filter(|(x, y)| x.axis() == axis && y.axis() == axis)
        .map(|(x, y)| intersect(x, y))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::Axis;

    fn it(e: i64, s: i64, a: &str) -> Iter {
        Iter::new(e, s, Axis::new(a).unwrap()).unwrap()
    }

    #[test]
    fn progressions_meet_at_the_lcm() {
        assert_eq!(intersect(&it(8, 2, "P"), &it(6, 3, "P")).unwrap(), it(3, 6, "P"));
        assert_eq!(intersect(&it(4, -2, "P"), &it(4, -1, "P")).unwrap(), it(2, -2, "P"));
        assert_eq!(intersect(&it(4, 2, "P"), &it(4, -2, "P")).unwrap().extent(), 1);
        assert!(intersect(&it(4, 1, "P"), &it(4, 1, "F")).is_err());
    }

    #[test]
    fn k_intersection_keeps_partition_pairs() {
        // K on P in both operands, M and N on F: only the P pairs intersect.
        let a = [it(128, 1, "P"), it(4, 128, "F")];
        let b = [it(64, 1, "P"), it(2, 128, "F")];
        assert_eq!(
            intersect_lists(&a, &b, &Axis::new("P").unwrap()).unwrap(),
            [it(64, 1, "P")]
        );
        assert!(intersect_lists(&a, &b[..1], &Axis::new("P").unwrap()).is_err());
    }
}
