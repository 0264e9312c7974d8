//! How an extent is factored.

/// Spec 003 "Split ReduceOp": the factor `(outer, inner)` of a reduction of
/// `n` elements, `outer * inner == n`, with `outer` the largest divisor not
/// above `sqrt(n)` (so [65536] becomes [256] x [256]). `None` when `n` has
/// no divisor other than 1 and itself (non-factorizable: skipped).
pub fn split_reduce_factor(n: i64) -> Option<(i64, i64)> {
    if n < 4 {
        return None;
    }
    let mut outer = 1;
    let mut d = 2;
    while d * d <= n {
        if n % d == 0 {
            outer = d;
        }
        d += 1;
    }
    (outer > 1).then(|| (outer, n / outer))
}

/// Spec 003 "Range Splitting": `RANGE(end) % c` splits into `end / c` outer
/// and `c` inner iterations only when `c` divides `end` exactly and both
/// parts have more than one iteration.
pub fn range_split(end: i64, c: i64) -> Option<(i64, i64)> {
    (c > 1 && end > c && end % c == 0).then(|| (end / c, c))
}

/// Spec 003 "Split ReduceOp" guard: input elements per output element above
/// the threshold.
pub fn exceeds_ratio(input_elements: i64, output_elements: i64, threshold: i64) -> bool {
    input_elements / output_elements.max(1) > threshold
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_example_65536_is_256_by_256() {
        assert_eq!(split_reduce_factor(65536), Some((256, 256)));
    }

    #[test]
    fn primes_are_not_factorizable() {
        assert_eq!(split_reduce_factor(65537), None);
        assert_eq!(split_reduce_factor(3), None);
    }

    #[test]
    fn factors_multiply_back() {
        for n in 4..2000 {
            if let Some((a, b)) = split_reduce_factor(n) {
                assert_eq!(a * b, n);
                assert!(a > 1 && b >= a);
            }
        }
    }

    #[test]
    fn range_split_needs_exact_divisibility() {
        assert_eq!(range_split(12, 4), Some((3, 4)));
        assert_eq!(range_split(12, 5), None);
        assert_eq!(range_split(4, 4), None);
        assert_eq!(range_split(12, 1), None);
    }

    #[test]
    fn ratio_guard() {
        assert!(exceeds_ratio(65536, 1, 32768));
        assert!(!exceeds_ratio(32768, 1, 32768));
        assert!(!exceeds_ratio(65536, 4, 32768));
    }
}
