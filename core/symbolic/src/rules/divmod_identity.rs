//! spec 000 §1 "The Div-Mod Identity": `x = (x // n) * n + x % n` and its four corollaries.
//!
//! Variants #1-#4 are sums; they are matched between any two terms of a sum's linear form (`digits.rs`), so the
//! association order of the `+` tree does not matter. Variant #5 rewrites a division.

use crate::digits::{Pair, SumRule};
use crate::graph::{ExprId, Graph, Op};
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
    SumRule {
        name,
        semantics,
        pattern,
        guard,
        result,
        matches,
    }
}

// Each row: name, semantics, pattern, guard, result. All hold in every semantics for one numerator x and any
// non-zero constants n, a (c > 0 for a floor #2: `digits.rs`): truncation satisfies the same identity, and unsigned
// sums are only rewritten when exact (no wrap).
#[rustfmt::skip]
pub const DIVMOD_IDENTITY_SUMS: &[SumRule] = &[
    // First, so that a pair read through a lifted digit (`digits.rs`, floor only) is credited to it.
    sum_rule("merged quotient",  Semantics::Floor,   "((x//a + c)%m) + ((x + c*a)//(a*m))*m", "a != 0, m > 0, floor", "x//a + c", |p| p.lo.lifted),
    sum_rule("core identity",    Semantics::AnyKind, "x%n + (x//n)*n",              "-",            "x",     |p| p.leftover == 0 && p.lo.a == 1 && p.hi.m.is_none() && p.coef == 1 && p.terms == 2),
    sum_rule("composed divisor", Semantics::AnyKind, "((x//a)%c) + (x//b)*c",       "a*c == b",     "x//a",  |p| p.leftover == 0 && p.lo.a != 1 && p.hi.m.is_none()),
    sum_rule("scaled",           Semantics::AnyKind, "(x%c1)*c2 + (x//c1)*c3",      "c1*c2 == c3",  "x*c2",  |p| p.leftover == 0 && p.lo.a == 1 && p.hi.m.is_none() && p.coef != 1),
    sum_rule("three-term",       Semantics::AnyKind, "y + (x%n) + (x//n)*n",        "-",            "y + x", |p| p.leftover == 0 && p.lo.a == 1 && p.hi.m.is_none() && p.coef == 1 && p.terms > 2),
];

// Row #5. The spec asks for a >= 0 and c2 >= 0 (or both non-positive) because truncation needs it; in floor
// semantics floor((floor(a/c1) + c2)/c3) == floor((a + c1*c2)/(c1*c3)) for any a, c2 when c1, c3 > 0, and the floor
// view admits a truncating node only when its numerator's sign makes it agree.
//
// Beyond the digits (constant divisors): rows #1/#3/#4 with a divisor that is not a constant, and tinygrad's
// `(x%y)%y -> x%y`. Both hold for floor and truncating nodes for every y != 0 (`x == (x//y)*y + x%y` defines the
// remainder; a remainder is its own remainder: floor keeps y's sign, truncation x's, both below |y|), and for
// unsigned ones as well; a zero divisor is undefined behaviour before the rewrite (`guards::agrees_with_floor`).
#[rustfmt::skip]
pub const DIVMOD_IDENTITY: &[Rule] = &[
    rule("nested division",                 Root::Div,    Semantics::Floor,   "(a//c1 + c2) // c3",         "c1 > 0, c3 > 0, c2 != 0",       "(a + c1*c2) // (c1*c3)", nested_division),
    rule("core identity, variable divisor", Root::Linear, Semantics::AnyKind, "c*(x%y) + c*((x//y)*y) + z", "y not a constant, one kind",   "c*x + z",                variable_divisor_identity),
    rule("remainder of a remainder",        Root::Rem,    Semantics::AnyKind, "(x%y) % y",                  "one kind",                      "x%y",                    remainder_of_remainder),
];

fn variable_divisor_identity(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let lin = cx.lin(id);
    for &(r, c) in &lin.terms {
        let rem = *cx.g.node(r);
        let Op::Rem(kind) = rem.op else { continue };
        let [x, y] = [rem.operands()[0], rem.operands()[1]];
        if !rem.exact || cx.konst(y).is_some() {
            continue;
        }
        let quotient_times_y = |g: &Graph, p: ExprId| {
            let n = g.node(p);
            if n.op != Op::Mul || !n.exact {
                return false;
            }
            let [a, b] = [n.operands()[0], n.operands()[1]];
            let q = if b == y {
                a
            } else if a == y {
                b
            } else {
                return false;
            };
            let d = g.node(q);
            d.op == Op::Div(kind) && d.exact && d.operands()[..2] == [x, y]
        };
        let Some(&(p, _)) = lin.terms.iter().find(|&&(p, cp)| cp == c && quotient_times_y(cx.g, p)) else {
            continue;
        };
        let mut out = lin.clone();
        out.add_term(r, -c)?;
        out.add_term(p, -c)?;
        out.add_scaled(&cx.lin(x), c)?;
        return Some(cx.sum(&out));
    }
    None
}

fn remainder_of_remainder(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let inner = *cx.g.node(d.x);
    (inner.op == Op::Rem(d.kind) && inner.exact && inner.operands()[1] == d.y).then_some(d.x)
}

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

    /// The row, not another, recombines the pair (the engine reports which rows fired).
    fn merged_quotient_fires(src: &str, vars: &[(&str, i64, i64)], expected: &str) {
        use crate::rules::test_support::{assert_equivalent, build};
        let (mut g, id) = build(src, vars);
        let r = crate::engine::simplify_report(&mut g, &[id], &crate::engine::Options::default()).expect("simplifies");
        assert_equivalent(&g, id, r.roots[0]);
        assert_eq!(crate::print::to_string(&g, r.roots[0]), expected, "simplifying {src}");
        assert!(r.fired.contains_key("merged quotient"), "{src}: {:?}", r.fired);
    }

    /// The row does not fire, and the sum keeps its divisions and remainders.
    fn merged_quotient_declines(src: &str, vars: &[(&str, i64, i64)]) {
        use crate::rules::test_support::{assert_equivalent, build};
        let (mut g, id) = build(src, vars);
        let r = crate::engine::simplify_report(&mut g, &[id], &crate::engine::Options::default()).expect("simplifies");
        assert_equivalent(&g, id, r.roots[0]);
        assert!(!r.fired.contains_key("merged quotient"), "{src}: {:?}", r.fired);
        assert_eq!(g.dag_counts(&[r.roots[0]]).divmod, g.dag_counts(&[id]).divmod, "{src}");
    }

    #[test]
    fn merged_quotient() {
        // test_div_mod_recombine_merged_quotient: ((x//3) + 1)%4 + ((x + 3)//12)*4 == x//3 + 1.
        merged_quotient_fires("((x//3) + 1)%4 + ((x + 3)//12)*4", &[("x", 0, 199)], "x//3 + 1");
        merged_quotient_fires("((x//3) + 1)%4 + ((x + 3)//12)*4", &[("x", -199, 199)], "x//3 + 1");
        // A negative inner divisor and shift, and a coefficient on the pair.
        merged_quotient_fires(
            "((x//(-5)) - 2)%3*2 + ((x + 10)//(-15))*6 + y",
            &[("x", -99, 99), ("y", 0, 3)],
            "((x + 10)//(-5))*2 + y",
        );
        // The higher digit must absorb exactly c*a: x + 4 is not congruent to x + 3 modulo 12.
        merged_quotient_declines("((x//3) + 1)%4 + ((x + 4)//12)*4", &[("x", 0, 199)]);
        // A truncating remainder of a numerator of either sign is not a floor digit.
        merged_quotient_declines("((x /t 3) + 1) %t 4 + ((x + 3) /t 12)*4", &[("x", -199, 199)]);
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
    fn identities_with_a_negative_divisor() {
        assert_rewrites("x%(-4) + (x//(-4))*(-4)", &[("x", -50, 100)], "x");
        assert_rewrites(
            "y + (x%(-3))*2 + (x//(-3))*(-6)",
            &[("x", -50, 100), ("y", 0, 9)],
            "x*2 + y",
        );
        // #2 with a negative inner divisor a (c > 0): (x//a)//c == x//(a*c).
        assert_rewrites("(x//(-2))%3 + (x//(-6))*3", &[("x", -100, 100)], "x//(-2)");
        assert_rewrites("x %t (-4) + (x /t (-4))*(-4)", &[("x", -50, 50)], "x");
    }

    #[test]
    fn composed_divisor_needs_a_positive_outer_divisor_in_floor() {
        // (x//2)//(-3) != x//(-6) at x = 1.
        assert_rewrites(
            "(x//2)%(-3) + (x//(-6))*(-3)",
            &[("x", 0, 100)],
            "(x//2)%(-3) - (x//(-6))*3",
        );
    }

    #[test]
    fn identities_with_a_variable_divisor() {
        assert_rewrites("x%d + (x//d)*d", &[("x", -100, 100), ("d", 1, 16)], "x");
        assert_rewrites(
            "d*(x//d) + x%d + y",
            &[("x", 0, 100), ("d", -9, -1), ("y", 0, 5)],
            "x + y",
        );
        assert_rewrites("(x%d)*3 + (x//d)*d*3", &[("x", 0, 100), ("d", 1, 16)], "x*3");
        assert_rewrites("x %t d + (x /t d)*d", &[("x", -100, 100), ("d", -7, 7)], "x");
        assert_rewrites(
            "x%d + (x /t d)*d",
            &[("x", -100, 100), ("d", 1, 16)],
            "x%d + d*(x /t d)",
        );
        assert_rewrites(
            "x%d + (x//d)*e",
            &[("x", 0, 100), ("d", 1, 16), ("e", 1, 16)],
            "x%d + e*(x//d)",
        );
    }

    #[test]
    fn remainder_of_a_remainder() {
        assert_rewrites("(x%d)%d", &[("x", -100, 100), ("d", -9, 9)], "x%d");
        assert_rewrites("(x%(-4))%(-4)", &[("x", -100, 100)], "x%(-4)");
        assert_rewrites("(x %t d) %t d", &[("x", -100, 100), ("d", 1, 9)], "x %t d");
        assert_unchanged("(x %t d)%d", &[("x", -100, 100), ("d", 1, 9)]);
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
