//! spec 000 §1 "The Div-Mod Identity": `x = (x // n) * n + x % n` and its four corollaries.
//!
//! Variants #1-#4 are sums; they are matched between any two terms of a sum's linear form (`digits.rs`), so the
//! association order of the `+` tree does not matter. Variant #5 rewrites a division.

use crate::digits::{Pair, SumRule};
use crate::graph::ExprId;
use crate::rewriter::Cx;
use crate::rules::{rule, DivMod, Root, Rule, Semantics};

const fn sum_rule(
    name: &'static str,
    semantics: Semantics,
    pattern: &'static str,
    guard: &'static str,
    result: &'static str,
    matches: fn(&Pair) -> bool,
) -> SumRule {
    SumRule { name, semantics, pattern, guard, result, matches }
}

// Each row: name, semantics, pattern, guard, result. All hold in every semantics for one numerator x (a, n, c > 0):
// truncation satisfies the same identity, and unsigned sums are only rewritten when exact (no wrap).
#[rustfmt::skip]
pub const DIVMOD_IDENTITY_SUMS: &[SumRule] = &[
    sum_rule("core identity",    Semantics::AnyKind, "x%n + (x//n)*n",              "-",            "x",     |p| p.leftover == 0 && p.lo.a == 1 && p.hi.m.is_none() && p.coef == 1 && p.terms == 2),
    sum_rule("composed divisor", Semantics::AnyKind, "((x//a)%c) + (x//b)*c",       "a*c == b",     "x//a",  |p| p.leftover == 0 && p.lo.a > 1 && p.hi.m.is_none()),
    sum_rule("scaled",           Semantics::AnyKind, "(x%c1)*c2 + (x//c1)*c3",      "c1*c2 == c3",  "x*c2",  |p| p.leftover == 0 && p.lo.a == 1 && p.hi.m.is_none() && p.coef != 1),
    sum_rule("three-term",       Semantics::AnyKind, "y + (x%n) + (x//n)*n",        "-",            "y + x", |p| p.leftover == 0 && p.lo.a == 1 && p.hi.m.is_none() && p.coef == 1 && p.terms > 2),
];

// Row #5. The spec asks for a >= 0 and c2 >= 0 (or both non-positive) because truncation needs it; in floor
// semantics floor((floor(a/c1) + c2)/c3) == floor((a + c1*c2)/(c1*c3)) for any a, c2 when c1, c3 > 0, and the floor
// view admits a truncating node only when its numerator's sign makes it agree.
#[rustfmt::skip]
pub const DIVMOD_IDENTITY: &[Rule] = &[
    rule("nested division", Root::Div, Semantics::Floor, "(a//c1 + c2) // c3", "c1 > 0, c3 > 0, c2 != 0", "(a + c1*c2) // (c1*c3)", nested_division),
];

fn nested_division(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c3 = cx.konst(d.y).filter(|&c| c > 0)?;
    let lin = cx.lin(d.x);
    let [(atom, 1)] = lin.terms[..] else { return None };
    // c2 == 0 is §4's nested division collapse.
    let c2 = lin.constant;
    if c2 == 0 {
        return None;
    }
    let (a, c1) = cx.floor_div_of(atom)?;
    let c1 = cx.konst(c1).filter(|&c| c > 0)?;
    let (k, c) = (c1.checked_mul(c2)?, c1.checked_mul(c3)?);
    let k = cx.c(k);
    let num = cx.add(a, k);
    let den = cx.c(c);
    Some(cx.div(num, den))
}

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, assert_unchanged};

    #[test]
    fn core_identity_in_any_association_order() {
        assert_rewrites("x%8 + (x//8)*8", &[("x", 0, 100)], "x");
        assert_rewrites("(x//8)*8 + x%8", &[("x", -50, 100)], "x");
        // Truncating: holds for negative x too.
        assert_rewrites("x %t 8 + (x /t 8)*8", &[("x", -50, 50)], "x");
    }

    #[test]
    fn composed_divisor() {
        assert_rewrites("(x//4)%3 + (x//12)*3", &[("x", 0, 1000)], "x//4");
    }

    #[test]
    fn scaled() {
        assert_rewrites("(x%5)*2 + (x//5)*10", &[("x", 0, 1000)], "x*2");
    }

    #[test]
    fn three_term() {
        assert_rewrites("y + x%6 + (x//6)*6", &[("x", 0, 100), ("y", 0, 9)], "x + y");
        assert_rewrites("x%6 + y + (x//6)*6", &[("x", 0, 100), ("y", 0, 9)], "x + y");
    }

    #[test]
    fn identity_needs_matching_strides() {
        assert_unchanged("(x//8)*4 + x%8", &[("x", 0, 100)]);
        assert_unchanged("(y//8)*8 + x%8", &[("x", 0, 100), ("y", 0, 100)]);
    }

    #[test]
    fn nested_division() {
        assert_rewrites("(a//4 + 3)//5", &[("a", 0, 1000)], "(a + 12)//20");
        // Floor semantics: negative a is fine.
        assert_rewrites("(a//4 + 3)//5", &[("a", -1000, 1000)], "(a + 12)//20");
    }

    #[test]
    fn nested_division_truncating_needs_sign_agreement() {
        assert_rewrites("(a /t 4 + 3) /t 5", &[("a", 0, 1000)], "(a + 12) /t 20");
        assert_unchanged("(a /t 4 + 3) /t 5", &[("a", -1000, 1000)]);
    }
}
