//! How an extent is factored.

/// Trial division stops at this divisor, so any extent (up to 2^63 - 1)
/// factors in at most 2^16 steps.
pub const MAX_TRIAL_DIVISOR: i64 = 1 << 16;

/// Spec 003 "Split ReduceOp": the factor `(outer, inner)` of a reduction of
/// `n` elements, `outer * inner == n`, with `outer` the largest divisor not
/// above `sqrt(n)` (so [65536] becomes [256] x [256]). Past 2^32 elements,
/// `outer` is the largest such divisor up to [`MAX_TRIAL_DIVISOR`] (a less
/// balanced split, found in bounded time). `None` when no divisor is found
/// (a prime extent is not factorizable: skipped).
pub fn split_reduce_factor(n: i64) -> Option<(i64, i64)> {
    if n < 4 {
        return None;
    }
    // `d <= n / d` is `d * d <= n` without the overflow.
    let outer = (2..=MAX_TRIAL_DIVISOR)
        .take_while(|&d| d <= n / d)
        .filter(|&d| n % d == 0)
        .last()?;
    Some((outer, n / outer))
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
    fn most_balanced_up_to_two_to_the_32() {
        let brute = |n: i64| {
            (2..=n)
                .take_while(|d| d * d <= n)
                .filter(|d| n % d == 0)
                .last()
                .map(|d| (d, n / d))
        };
        for n in [
            65536,
            1 << 32,
            (1 << 32) - 1,
            4_294_967_291,
            999_999_999_989 / 1000,
            3 * 1_000_003,
        ] {
            assert_eq!(split_reduce_factor(n), brute(n), "n = {n}");
        }
    }

    #[test]
    fn extremes_factor_in_bounded_time() {
        // 2^63 - 1 = 7^2 * 73 * 127 * 337 * 92737 * 649657: the largest divisor up to 2^16 is 7 * 73 * 127.
        assert_eq!(split_reduce_factor(i64::MAX), Some((64897, i64::MAX / 64897)));
        // 2^61 - 1 is prime.
        assert_eq!(split_reduce_factor((1 << 61) - 1), None);
        assert_eq!(split_reduce_factor(1 << 62), Some((1 << 16, 1 << 46)));
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
