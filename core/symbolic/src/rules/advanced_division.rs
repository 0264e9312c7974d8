//! spec 000 §4 "Advanced Division Patterns", plus one division-of-remainder row beyond the spec that keeps digit
//! chains canonical (`(x % 35) // 7 -> (x // 7) % 5`).

use crate::graph::{DivKind, ExprId, Op};
use crate::guards;
use crate::linear::Linear;
use crate::rewriter::Cx;
use crate::rules::{rule, DivMod, Root, Rule, Semantics};

#[rustfmt::skip]
pub const ADVANCED_DIVISION: &[Rule] = &[
    rule("nested division collapse", Root::Div,      Semantics::AnyKind, "(a // b) // c",       "b != 0, c > 0 (same kind)",            "a // (b*c)",            nested_division_collapse),
    rule("nested division with addend", Root::Div,   Semantics::Floor,   "(a // b + y) // c",   "b != 0 constant, c > 0 constant",      "(a + y*b) // (b*c)",    nested_division_with_addend),
    rule("exact division",           Root::DivOrRem, Semantics::AnyKind, "(a*y) // y, (a*y) % y", "y != 0; unsigned: a >= 0, y > 0",   "a, 0",                  exact_division),
    rule("exact division by a product", Root::DivOrRem, Semantics::AnyKind, "(a*y1*y2) // (y1*y2), ... % ...", "y's factors among x's (a multiset); y != 0; unsigned: x >= 0, y > 0", "a, 0", exact_division_by_product),
    rule("split sum div",            Root::DivOrRem, Semantics::AnyKind, "(a + b) // c, (a - b) // c",        "every term and constant divisible by c; unsigned: x >= 0, c > 0", "a//c ± b//c, 0", split_sum_div),
    rule("coefficient reduction",    Root::Rem,      Semantics::Floor,   "(a*f + b) % c",       "some f or the constant is not in [0, c)", "(a*(f%c) + b) % c", coefficient_reduction).fewer_ops(),
    rule("constant distribution",    Root::Mul,      Semantics::AnyKind, "c * (a + b)",         "c constant",                           "c*a + c*b",             constant_distribution),
    rule("division of remainder",    Root::Div,      Semantics::Floor,   "(x % n) // a",        "n % a == 0, n/a > 0",                  "(x // a) % (n/a)",      division_of_remainder),
];

fn nested_division_collapse(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let inner = cx.g.node(d.x);
    if inner.op != Op::Div(d.kind) || !inner.exact {
        return None;
    }
    let (a, b) = (inner.operands()[0], inner.operands()[1]);
    // floor(floor(t)/c) == floor(t/c) and trunc(trunc(t)/c) == trunc(t/c) for a positive integer c and any real
    // t = a/b; unsigned division is floor on the unsigned reading, where b must be positive too. b*c must not wrap
    // (the context checks every node it builds).
    let b_ok = if d.kind == DivKind::Unsigned {
        cx.positive(b)
    } else {
        guards::never_zero(cx.range(b))
    };
    if !b_ok || !cx.positive(d.y) {
        return None;
    }
    let bc = match (cx.konst(b), cx.konst(d.y)) {
        (Some(p), Some(q)) => cx.c(p.checked_mul(q)?),
        _ => cx.mul(b, d.y),
    };
    Some(cx.divmod_kind(Op::Div(d.kind), a, bc))
}

/// tinygrad flattens `(x//b + y)//c` before simplifying `x`; simplified bottom-up, the inner numerator may already
/// be a sum around one division, which the collapse above no longer sees. For integer `y`, `a//b + y ==
/// (a + y*b)//b`, and `(t//b)//c == t//(b*c)` for `c > 0` and `b` of either sign.
fn nested_division_with_addend(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = cx.konst(d.y).filter(|&c| c > 0)?;
    let lin = cx.lin(d.x);
    let mut divisions = lin.terms.iter().filter(|&&(v, f)| {
        f == 1
            && cx
                .floor_div_of(v)
                .is_some_and(|(_, b)| cx.konst(b).is_some_and(|b| b != 0))
    });
    let &(inner, _) = divisions.next()?;
    let (a, b) = cx.floor_div_of(inner)?;
    let b = cx.konst(b)?;
    let mut num = lin.clone();
    num.add_term(inner, -1)?;
    let mut scaled = cx.lin(a);
    scaled.add_scaled(&num, b)?;
    let numerator = cx.sum(&scaled);
    let divisor = cx.c(b.checked_mul(c)?);
    Some(cx.div(numerator, divisor))
}

fn exact_division(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let n = cx.g.node(d.x);
    if n.op != Op::Mul || !n.exact || !guards::never_zero(cx.range(d.y)) {
        return None;
    }
    if d.kind == DivKind::Unsigned && !(cx.nonneg(d.x) && cx.positive(d.y)) {
        return None;
    }
    let (p, q) = (n.operands()[0], n.operands()[1]);
    let a = if q == d.y {
        p
    } else if p == d.y {
        q
    } else {
        return None;
    };
    Some(if d.is_div { a } else { cx.c(0) })
}

/// The factors of a product tree of exact multiplications (`x` itself when it is not one).
fn factors(cx: &Cx, x: ExprId, out: &mut Vec<ExprId>) {
    let n = cx.g.node(x);
    if n.op == Op::Mul && n.exact {
        factors(cx, n.operands()[0], out);
        factors(cx, n.operands()[1], out);
    } else {
        out.push(x);
    }
}

/// tinygrad's symbolic gcd (`(d1*a*d2*b*d1) // (d1*d2) -> a*b*d1`): when every factor of the divisor's product is
/// also a factor of the numerator's, the numerator is q*y for the product q of the remaining factors, and
/// `(q*y) // y == q`, `(q*y) % y == 0` exactly for y != 0 in floor and truncating semantics (an exact `q*y` does
/// not wrap). "exact division" above sees only a divisor that is one operand of the numerator's top product.
fn exact_division_by_product(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    if !cx.g.node(d.x).exact || !guards::never_zero(cx.range(d.y)) || cx.g.node(d.y).op != Op::Mul {
        return None;
    }
    if d.kind == DivKind::Unsigned && !(cx.nonneg(d.x) && cx.positive(d.y)) {
        return None;
    }
    let (mut num, mut den) = (Vec::new(), Vec::new());
    factors(cx, d.x, &mut num);
    factors(cx, d.y, &mut den);
    for f in den {
        let at = num.iter().position(|&g| g == f)?;
        num.swap_remove(at);
    }
    if !d.is_div {
        return Some(cx.c(0));
    }
    let mut q = num.pop().unwrap_or_else(|| cx.c(1));
    for f in num {
        q = cx.mul(q, f);
    }
    Some(q)
}

fn split_sum_div(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = cx.konst(d.y).filter(|&c| c != 0)?;
    if d.kind == DivKind::Unsigned && !(cx.nonneg(d.x) && c > 0) {
        return None;
    }
    let lin = cx.lin(d.x);
    if !lin.divisible_by(c) || (lin.terms.len() == 1 && lin.constant == 0 && lin.terms[0].1 == 1) {
        return None;
    }
    if !d.is_div {
        return Some(cx.c(0));
    }
    let q = Linear {
        terms: lin.terms.iter().map(|&(v, f)| (v, f / c)).collect(),
        constant: lin.constant / c,
    };
    Some(cx.sum(&q))
}

fn coefficient_reduction(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let c = cx.konst(d.y).filter(|&c| c > 0)?;
    let lin = cx.lin(d.x);
    let reduced = Linear {
        terms: lin
            .terms
            .iter()
            .map(|&(v, f)| (v, f.rem_euclid(c)))
            .filter(|&(_, f)| f != 0)
            .collect(),
        constant: lin.constant.rem_euclid(c),
    };
    if reduced == lin {
        return None;
    }
    let num = cx.sum(&reduced);
    Some(cx.rem(num, d.y))
}

fn constant_distribution(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = cx.g.node(id);
    let (a, b) = (n.operands()[0], n.operands()[1]);
    let sum = if cx.konst(b).is_some() { a } else { b };
    if cx.konst(a).or(cx.konst(b)).is_none() || !matches!(cx.g.node(sum).op, Op::Add | Op::Sub) {
        return None;
    }
    let lin = cx.lin(id);
    Some(cx.sum(&lin))
}

fn division_of_remainder(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let d = DivMod::of(cx.g, id)?;
    let a = cx.konst(d.y).filter(|&a| a != 0)?;
    let (x, n) = cx.floor_rem_of(d.x)?;
    let n = cx.konst(n).filter(|&n| n % a == 0 && n / a > 0)?;
    // x % (a*m) = x - a*m*floor(x/(a*m)), so floor((x % (a*m)) / a) = floor(x/a) - m*floor(x/(a*m)) = (x//a) % m,
    // using floor(floor(x/a)/m) = floor(x/(a*m)) for m > 0 and a of either sign.
    let a_id = cx.c(a);
    let q = cx.div(x, a_id);
    let m = cx.c(n / a);
    Some(cx.rem(q, m))
}

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, declines, fires};

    #[test]
    fn nested_division_collapse() {
        fires("nested division collapse", "(a//4)//8", &[("a", -100, 100)], "a//32");
        fires(
            "nested division collapse",
            "(a /t 4) /t 8",
            &[("a", -100, 100)],
            "a /t 32",
        );
        fires("nested division collapse", "(a /u 4) /u 8", &[("a", 0, 100)], "a /u 32");
        fires(
            "nested division collapse",
            "(a//b)//c",
            &[("a", -100, 100), ("b", 1, 5), ("c", 1, 5)],
            "a//(b*c)",
        );
        declines("nested division collapse", "(a//4)//(-8)", &[("a", -100, 100)]);
        declines("nested division collapse", "(a /t 4)//8", &[("a", -100, 100)]);
        declines(
            "nested division collapse",
            "(a//b)//2",
            &[("a", -100, 100), ("b", -5, 5)],
        );
        fires(
            "nested division collapse",
            "(a//(-3))//8",
            &[("a", -100, 100)],
            "a//(-24)",
        );
        fires(
            "nested division collapse",
            "(a /t (-3)) /t 8",
            &[("a", -100, 100)],
            "a /t (-24)",
        );
        declines("nested division collapse", "(a /u (-3)) /u 8", &[("a", 0, 100)]);
    }

    #[test]
    fn nested_division_with_addend() {
        fires(
            "nested division with addend",
            "(a//2 + b*4 + 6)//8",
            &[("a", -100, 100), ("b", 0, 9)],
            "(b*8 + a + 12)//16",
        );
        fires(
            "nested division with addend",
            "(a//(-4) - b)//2",
            &[("a", -100, 100), ("b", 0, 9)],
            "(b*4 + a)//(-8)",
        );
        fires(
            "nested division with addend",
            "(a//3 + 3)//5",
            &[("a", 0, 100)],
            "(a + 9)//15",
        );
        declines(
            "nested division with addend",
            "(a//2 + b)//(-8)",
            &[("a", -100, 100), ("b", 0, 9)],
        );
        declines(
            "nested division with addend",
            "(a//2*3 + b)//8",
            &[("a", -100, 100), ("b", 0, 9)],
        );
        declines(
            "nested division with addend",
            "(a /t 2 + b) /t 8",
            &[("a", -100, 100), ("b", 0, 9)],
        );
    }

    #[test]
    fn exact_division() {
        fires("exact division", "(a*y)//y", &[("a", -9, 9), ("y", 1, 5)], "a");
        fires("exact division", "(a*y) %t y", &[("a", -9, 9), ("y", -5, -1)], "0");
        declines("exact division", "(a*y)//y", &[("a", -9, 9), ("y", -1, 5)]);
        declines("exact division", "(a*y) /u y", &[("a", -9, 9), ("y", 1, 5)]);
    }

    #[test]
    fn exact_division_by_a_product() {
        let v = &[("a", -9, 9), ("b", -9, 9), ("d1", 1, 10), ("d2", -10, -1)];
        fires("exact division by a product", "(d1*a*d2*b*d1)//(d1*d2)", v, "b*d1*a");
        fires("exact division by a product", "(d1*a*d2*b*d1)%(d1*d2)", v, "0");
        fires("exact division by a product", "(d1*a*d2) /t (d2*d1)", v, "a");
        // A factor missing from the numerator, or twice in the divisor but once in the numerator.
        declines("exact division by a product", "(d1*a*b)//(d1*d2)", v);
        declines("exact division by a product", "(d1*a*d2)//(d1*d1)", v);
        // A divisor that may be zero.
        declines("exact division by a product", "(a*b*d1)//(a*b)", v);
    }

    #[test]
    fn split_sum_div() {
        fires(
            "split sum div",
            "(a*8 + b*4 - 12)//4",
            &[("a", -9, 9), ("b", -9, 9)],
            "a*2 + b - 3",
        );
        fires(
            "split sum div",
            "(a*8 - b*4) /t 4",
            &[("a", -9, 9), ("b", -9, 9)],
            "a*2 - b",
        );
        fires("split sum div", "(a*8 + b*4)%4", &[("a", -9, 9), ("b", -9, 9)], "0");
        declines("split sum div", "(a*8 + b*4 + 2)//4", &[("a", -9, 9), ("b", -9, 9)]);
        declines("split sum div", "(a*8 + b*4) /u 4", &[("a", -9, 9), ("b", 0, 9)]);
    }

    #[test]
    fn coefficient_reduction() {
        fires(
            "coefficient reduction",
            "(r*8 + v)%7",
            &[("r", -9, 9), ("v", 0, 20)],
            "(r + v)%7",
        );
        fires(
            "coefficient reduction",
            "(r*8 + v + 15) %t 7",
            &[("r", 0, 9), ("v", 0, 20)],
            "(r + v + 1) %t 7",
        );
        declines("coefficient reduction", "(r*3 + v)%7", &[("r", -9, 9), ("v", 0, 20)]);
        // Truncating with a numerator of either sign: reducing coefficients changes the sign of the remainder.
        declines("coefficient reduction", "(r*8 + v) %t 7", &[("r", -9, 9), ("v", 0, 20)]);
    }

    #[test]
    fn constant_distribution() {
        fires("constant distribution", "(a*3 + 1)*2", &[("a", -9, 9)], "a*6 + 2");
        declines("constant distribution", "(a*3)*b", &[("a", -9, 9), ("b", -9, 9)]);
        assert_rewrites("(a*3 + 1)*2", &[("a", -9, 9)], "a*6 + 2");
    }

    #[test]
    fn division_of_remainder() {
        fires("division of remainder", "(x%35)//7", &[("x", -100, 100)], "(x//7)%5");
        fires(
            "division of remainder",
            "(x %t 35) /t 7",
            &[("x", 0, 100)],
            "(x /t 7) %t 5",
        );
        declines("division of remainder", "(x%36)//7", &[("x", -100, 100)]);
        // Divisors of one sign: m = n/a > 0.
        fires(
            "division of remainder",
            "(x%(-35))//(-7)",
            &[("x", -100, 100)],
            "(x//(-7))%5",
        );
        declines("division of remainder", "(x%35)//(-7)", &[("x", -100, 100)]);
        declines("division of remainder", "(x%(-35))//7", &[("x", -100, 100)]);
        declines("division of remainder", "(x %t 35) /t 7", &[("x", -100, 100)]);
    }
}
