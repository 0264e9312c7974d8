//! Beyond tinygrad (issue 3 item 3): digits of any mixed radix recombine, not only a digit with the whole rest.
//! With the rows of `divmod_identity.rs` this collapses any unflatten-then-relinearize with matching strides, e.g.
//! `x//35*35 + (x//7)%5*7 + x%7 -> x`, whatever the split factors and term order.

use crate::digits::SumRule;
use crate::rules::Semantics;

// Row 1: (x//a)%m + ((x//(a*m))%k)*m == (x//a)%(m*k) is the mixed-radix digit identity in floor semantics, for any
// x (numerators need only be congruent mod a*m); truncating digits of one numerator satisfy it for either sign
// (truncation commutes with negation); unsigned ones only where ranges prove they agree with floor.
// Row 2: unequal coefficients still save the division: c1*(x%n) + c2*n*(x//n) == c2*x + (c1 - c2)*(x%n) (a flipped
// digit, `(x//n)*n + (n-1 - x%n)`, becomes `x - 2*(x%n) + n-1`). It holds in every semantics for one numerator.
#[rustfmt::skip]
pub const MIXED_RADIX: &[SumRule] = &[
    SumRule { name: "digit merge",            semantics: Semantics::AnyKind,  pattern: "(x//a)%m + ((x//(a*m))%k)*m", guard: "numerators congruent mod a*m", result: "(x//a)%(m*k)",          matches: |p| p.leftover == 0 && p.hi.m.is_some() },
    SumRule { name: "partial recombination",  semantics: Semantics::AnyKind, pattern: "c1*(x%n) + c2*n*(x//n)",       guard: "c1 != c2",                     result: "c2*x + (c1 - c2)*(x%n)", matches: |p| p.leftover != 0 && p.lo.a == 1 && p.hi.m.is_none() },
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
    fn partial_recombination_saves_the_division() {
        assert_rewrites("(x//8)*8 + (7 - x%8)", &[("x", 0, 15)], "x - (x%8)*2 + 7");
        assert_rewrites("(x /t 8)*8 - x %t 8", &[("x", -15, 15)], "x - (x %t 8)*2");
        assert_unchanged("(x//8)*12 + x%8", &[("x", 0, 100)]);
    }

    #[test]
    fn truncating_digits_of_one_numerator_merge_for_either_sign() {
        assert_rewrites("(x /t 2) %t 3 + ((x /t 6) %t 4)*3", &[("x", 0, 1000)], "(x /t 2) %t 12");
        // One numerator of either sign: truncation commutes with negation.
        assert_rewrites(
            "((x /t 6) %t 4)*3 + (x /t 2) %t 3",
            &[("x", -1000, 1000)],
            "(x /t 2) %t 12",
        );
        // Different (congruent) numerators need the floor reading.
        assert_unchanged("((x /t 6) %t 4)*3 + ((x + 12) /t 2) %t 3", &[("x", -1000, 1000)]);
    }
}
