//! Constant folding and the algebraic basics (x + 0, x * 1, x * 0, like terms, identities of min/max/select/bitwise
//! ops and shifts) that every later table relies on. Sums are rebuilt from their linear form, which is where the
//! div-mod identity rows of `divmod_identity.rs` and `mixed_radix.rs` recombine digits.

use crate::digits::merge_once;
use crate::eval::compute;
use crate::graph::{ExprId, Op};
use crate::guards;
use crate::interval::CmpPred;
use crate::rewriter::Cx;
use crate::rules::{normalize, rule, Root, Rule, Semantics, SUM_TABLES};

#[rustfmt::skip]
pub const ALGEBRAIC: &[Rule] = &[
    rule("constant folding",       Root::Any,      Semantics::AnyKind, "c1 op c2, op(c1, c2, ...)",   "defined (no division by 0, no overflow UB)",  "c",           fold_constants),
    rule("range is a point",       Root::Any,      Semantics::AnyKind, "x",                 "vmin(x) == vmax(x)",                          "vmin(x)",     fold_point_range),
    normalize("linear combine",    Root::Linear,                       "c1*t + c2*t + k, ... Σ c_i*t_i + k",     "exact; digit pairs recombine (§1)",           "canonical sum", combine_linear),
    normalize("constant factor lifting", Root::Mul,                    "(k1*a) * (k2*b)",   "exact, a and b not constants, k1*k2 != 1",     "(a*b) * (k1*k2)", lift_constant_factors),
    rule("division by one",        Root::DivOrRem, Semantics::AnyKind, "x // 1, x % 1",     "-",                                           "x, 0",        division_by_one),
    rule("division by itself",     Root::DivOrRem, Semantics::AnyKind, "x // x, x % x",     "- (x == 0 is undefined behaviour)",           "1, 0",        division_by_itself),
    rule("min/max by range",       Root::MinMax,   Semantics::AnyKind, "min(a, b)",         "vmax(a) <= vmin(b)",                          "a",           min_max_by_range),
    rule("compare with itself",    Root::Compare,  Semantics::AnyKind, "x == x, x < x, ...", "-",                                           "1 or 0",      compare_with_itself),
    rule("select by condition",    Root::Select,   Semantics::AnyKind, "select(c, a, b)",   "c != 0 everywhere, or a == b",                "a",           select_by_condition),
    rule("bitwise identity",       Root::Bitwise,  Semantics::AnyKind, "x & m, x|0, x^0, x&x", "m == 2^k-1, 0 <= x <= m",                    "x",           bitwise_identity),
    rule("shift by zero",          Root::Shift,    Semantics::AnyKind, "x << 0, x >> 0",    "-",                                           "x",           shift_by_zero),
    rule("cast to same width",     Root::Cast,     Semantics::AnyKind, "i64(x), ... cast<w>(x: w)",     "-",                                           "x",           cast_to_same_width),
];

fn fold_constants(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let args: Vec<i64> = n.operands().iter().map(|&a| cx.konst(a)).collect::<Option<_>>()?;
    let v = compute(cx.g, id, &[], |i| Some(args[i]))?;
    Some(cx.g.constant_unchecked(v, n.width))
}

fn fold_point_range(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let v = n.range.as_point()?;
    // A node that may divide by zero everywhere has no value to fold to.
    if n.op.is_div_or_rem() && cx.range(n.operands()[1]) == crate::interval::Interval::point(0) {
        return None;
    }
    Some(cx.g.constant_unchecked(v, n.width))
}

fn combine_linear(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    if !n.exact {
        return None;
    }
    if n.op == Op::Mul && n.operands().iter().all(|&a| cx.konst(a).is_none()) {
        return None;
    }
    let mut lin = cx.lin(id);
    while merge_once(cx, &mut lin, SUM_TABLES).is_some() {}
    let out = cx.sum(&lin);
    (out != id).then_some(out)
}

/// A product of two non-constant factors with constant multipliers inside, such as `q*(d*2)`, is one atom to a
/// linear form, which then cannot see that it is even. Lifting the constants out, `(q*d)*2`, makes the product a
/// term with coefficient 2, so exact division and the div-mod identities read it (tinygrad keeps constants
/// outermost in products for the same reason).
fn lift_constant_factors(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let (a, b) = (n.operands()[0], n.operands()[1]);
    if !n.exact || cx.konst(a).is_some() || cx.konst(b).is_some() {
        return None;
    }
    let scaled = |cx: &Cx, x: ExprId| match cx.lin(x) {
        l if l.constant == 0 && l.terms.len() == 1 => l.terms[0],
        _ => (x, 1),
    };
    let ((ta, ka), (tb, kb)) = (scaled(cx, a), scaled(cx, b));
    if (ka, kb) == (1, 1) {
        return None;
    }
    let k = ka.checked_mul(kb)?;
    let product = cx.mul(ta, tb);
    Some(cx.scale(product, k))
}

fn division_by_one(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let (x, y) = (n.operands()[0], n.operands()[1]);
    match (cx.konst(y)?, n.op) {
        (1, Op::Div(_)) => Some(x),
        (1, Op::Rem(_)) => Some(cx.c(0)),
        _ => None,
    }
}

fn division_by_itself(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    if n.operands()[0] != n.operands()[1] {
        return None;
    }
    Some(cx.c(matches!(n.op, Op::Div(_)) as i64))
}

fn min_max_by_range(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let (a, b) = (n.operands()[0], n.operands()[1]);
    let (ra, rb) = (cx.range(a), cx.range(b));
    let a_le_b = a == b || guards::always_le(ra, rb);
    let b_le_a = guards::always_le(rb, ra);
    match n.op {
        Op::Min if a_le_b => Some(a),
        Op::Min if b_le_a => Some(b),
        Op::Max if a_le_b => Some(b),
        Op::Max if b_le_a => Some(a),
        _ => None,
    }
}

fn compare_with_itself(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let Op::Cmp(p) = n.op else { return None };
    if n.operands()[0] != n.operands()[1] {
        return None;
    }
    let holds = matches!(
        p,
        CmpPred::Eq | CmpPred::Sle | CmpPred::Sge | CmpPred::Ule | CmpPred::Uge
    );
    Some(cx.g.constant_unchecked(holds as i64, 1))
}

fn select_by_condition(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let [c, a, b] = [n.operands()[0], n.operands()[1], n.operands()[2]];
    if a == b || guards::never_zero(cx.range(c)) {
        Some(a)
    } else if cx.konst(c) == Some(0) {
        Some(b)
    } else {
        None
    }
}

fn bitwise_identity(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let (a, b) = (n.operands()[0], n.operands()[1]);
    if a == b {
        return match n.op {
            Op::And | Op::Or => Some(a),
            _ => Some(cx.c(0)),
        };
    }
    let (x, k) = match (cx.konst(a), cx.konst(b)) {
        (_, Some(k)) => (a, k),
        (Some(k), _) => (b, k),
        _ => return None,
    };
    let low_mask = guards::within_low_mask(cx.range(x), k);
    match n.op {
        Op::And if k == -1 || low_mask => Some(x),
        Op::Or | Op::Xor if k == 0 => Some(x),
        _ => None,
    }
}

fn shift_by_zero(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    (cx.konst(n.operands()[1]) == Some(0)).then_some(n.operands()[0])
}

fn cast_to_same_width(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let x = n.operands()[0];
    (cx.g.width(x) == n.width).then_some(x)
}

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, declines, fires};

    #[test]
    fn constant_factor_lifting() {
        fires(
            "constant factor lifting",
            "q*(d*2)",
            &[("q", -9, 9), ("d", 1, 9)],
            "q*d*2",
        );
        fires(
            "constant factor lifting",
            "(q*(-3))*(d*2)",
            &[("q", -9, 9), ("d", 1, 9)],
            "q*d*(-6)",
        );
        fires(
            "constant factor lifting",
            "(-q)*(-d)",
            &[("q", -9, 9), ("d", 1, 9)],
            "q*d",
        );
        declines("constant factor lifting", "q*d", &[("q", -9, 9), ("d", 1, 9)]);
        declines(
            "constant factor lifting",
            "(q + 1)*(d + 2)",
            &[("q", -9, 9), ("d", 1, 9)],
        );
        // With the constant outside, exact division and the variable-divisor identity see the product.
        assert_rewrites("(x%d)*(-2) + (x//d)*(d*(-2))", &[("x", -50, 50), ("d", 1, 9)], "x*(-2)");
        assert_rewrites("((x%d)*2 + (x//d)*(d*2))//2", &[("x", -50, 50), ("d", 1, 9)], "x");
    }

    #[test]
    fn constant_folding() {
        fires("constant folding", "7 // -2", &[], "-4");
        fires("constant folding", "7 /t -2", &[], "-3");
        fires("constant folding", "-7 % 3", &[], "2");
        fires("constant folding", "-7 %t 3", &[], "-1");
        fires("constant folding", "-1 /u 2", &[], "9223372036854775807");
        declines("constant folding", "7 // 0", &[]);
    }

    #[test]
    fn range_is_a_point() {
        fires("range is a point", "x < 10", &[("x", 0, 9)], "1");
        fires("range is a point", "min(x, 3) - min(x, 3)", &[("x", 5, 9)], "0");
        declines("range is a point", "x < 10", &[("x", 0, 10)]);
    }

    #[test]
    fn linear_combine() {
        fires("linear combine", "x + 0", &[("x", 0, 9)], "x");
        fires("linear combine", "x*1 + y*0", &[("x", 0, 9), ("y", 0, 9)], "x");
        fires(
            "linear combine",
            "x*2 + y + x*3 - y",
            &[("x", 0, 9), ("y", 0, 9)],
            "x*5",
        );
        fires("linear combine", "y + x*4", &[("x", 0, 9), ("y", 0, 9)], "x*4 + y");
        // Not through a sum that may wrap.
        declines("linear combine", "(x + 9223372036854775807) - x", &[("x", 0, 9)]);
    }

    #[test]
    fn division_by_one() {
        fires("division by one", "x // 1", &[("x", -9, 9)], "x");
        fires("division by one", "x %u 1", &[("x", -9, 9)], "0");
    }

    #[test]
    fn division_by_itself() {
        fires("division by itself", "x // x", &[("x", -9, 9)], "1");
        fires("division by itself", "x %u x", &[("x", -9, 9)], "0");
        declines("division by itself", "x // y", &[("x", -9, 9), ("y", -9, 9)]);
    }

    #[test]
    fn min_max_by_range() {
        fires("min/max by range", "min(x, y)", &[("x", 0, 4), ("y", 4, 9)], "x");
        fires("min/max by range", "max(x, y)", &[("x", 0, 4), ("y", 4, 9)], "y");
        declines("min/max by range", "min(x, y)", &[("x", 0, 5), ("y", 4, 9)]);
    }

    #[test]
    fn compare_with_itself() {
        fires("compare with itself", "x*y == x*y", &[("x", 0, 9), ("y", 0, 9)], "1");
        fires("compare with itself", "x <u x", &[("x", -9, 9)], "0");
        declines("compare with itself", "x < y", &[("x", 0, 9), ("y", 0, 9)]);
    }

    #[test]
    fn select_by_condition() {
        fires("select by condition", "select(x < 10, x, 0)", &[("x", 0, 9)], "x");
        fires(
            "select by condition",
            "select(x < 3, y, y)",
            &[("x", 0, 9), ("y", 0, 9)],
            "y",
        );
        declines(
            "select by condition",
            "select(x < 3, x, y)",
            &[("x", 0, 9), ("y", 0, 9)],
        );
    }

    #[test]
    fn bitwise_identity() {
        fires("bitwise identity", "x & 15", &[("x", 0, 15)], "x");
        fires("bitwise identity", "x | 0", &[("x", -9, 15)], "x");
        fires("bitwise identity", "x ^ x", &[("x", -9, 15)], "0");
        declines("bitwise identity", "x & 15", &[("x", 0, 16)]);
        declines("bitwise identity", "x & 14", &[("x", 0, 14)]);
    }

    #[test]
    fn shift_and_cast_identities() {
        fires("shift by zero", "x << 0", &[("x", -9, 9)], "x");
        fires("cast to same width", "i64(x)", &[("x", -9, 9)], "x");
        assert_rewrites("i64(i32(x))", &[("x", -9, 9)], "i64(i32(x))");
    }
}
