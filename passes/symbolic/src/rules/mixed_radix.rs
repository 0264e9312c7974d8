//! Beyond tinygrad (issue 3 item 3): digits of any mixed radix recombine, not only a digit with the whole rest.
//! With the rows of `divmod_identity.rs` this collapses any unflatten-then-relinearize with matching strides, e.g.
//! `x//35*35 + (x//7)%5*7 + x%7 -> x`, whatever the split factors and term order.

use crate::digits::SumRule;
use crate::rules::Semantics;

// (x//a)%m + ((x//(a*m))%k)*m == (x//a)%(m*k) is the mixed-radix digit identity in floor semantics, for any x; a
// truncating or unsigned pair recombines only where ranges prove it agrees with floor.
#[rustfmt::skip]
pub const MIXED_RADIX: &[SumRule] = &[
    SumRule { name: "digit merge", semantics: Semantics::Floor, pattern: "(x//a)%m + ((x//(a*m))%k)*m", guard: "numerators congruent mod a*m", result: "(x//a)%(m*k)", matches: |p| p.hi.m.is_some() },
];

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, assert_unchanged};

    #[test]
    fn three_digits_collapse() {
        assert_rewrites("x//35*35 + (x//7)%5*7 + x%7", &[("x", 0, 1000)], "x");
        assert_rewrites("x%7 + x//35*35 + (x//7)%5*7", &[("x", -1000, 1000)], "x");
    }

    #[test]
    fn adjacent_digits_merge_into_one() {
        assert_rewrites("(x//2)%3 + ((x//6)%4)*3", &[("x", 0, 1000)], "(x//2)%12");
    }

    #[test]
    fn truncating_digits_need_nonnegative_numerators() {
        assert_rewrites("(x /t 2) %t 3 + ((x /t 6) %t 4)*3", &[("x", 0, 1000)], "(x /t 2) %t 12");
        assert_unchanged("((x /t 6) %t 4)*3 + (x /t 2) %t 3", &[("x", -1000, 1000)]);
    }
}
