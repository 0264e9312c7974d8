//! Beyond spec 000: comparisons against a constant, as gates (`0 <= i//6 - 1`) produce them. A signed comparison of
//! an exact linear form with a constant is a one-sided bound `X <= U` or `X >= L`; constants move to the bound,
//! a common factor divides out (rounding the bound inward), and a floor quotient unfolds: `x//c <= W` iff
//! `x <= (W+1)*c - 1`, `x//c >= W` iff `x >= W*c` (`c > 0`; for `c < 0`, `x >= (W+1)*c + 1` and `x <= W*c`).
//! tinygrad folds `<` the same way.
//!
//! Exact nodes only, so the mathematical comparison is the machine one; every constant and node built must fit
//! the operands' width (the context checks).

use crate::graph::{ExprId, Op};
use crate::interval::{floor_div_i128, CmpPred};
use crate::linear::Linear;
use crate::rewriter::Cx;
use crate::rules::{rule, Root, Rule, Semantics};

#[rustfmt::skip]
pub const COMPARE: &[Rule] = &[
    rule("negated comparison", Root::Compare, Semantics::AnyKind, "(a < b) != true, (a < b) == false, (a < b) == true", "the inner comparison is width 1 (0 or 1)", "b <= a, b <= a, a < b", negated_comparison),
    rule("compare bound", Root::Compare, Semantics::AnyKind, "c*x + k < K, x//d <= W, ...", "exact, signed, one constant side, d != 0", "x < K', x < (W+1)*d (d > 0)", compare_bound),
];

/// A one-sided bound on an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    AtMost(i128),
    AtLeast(i128),
}

fn ceil_div(a: i128, b: i128) -> i128 {
    -floor_div_i128(-a, b)
}

/// `x pred k` (or `k pred x` when the constant is on the left) as a bound on `x`.
fn bound_of(pred: CmpPred, k: i128, const_left: bool) -> Option<Bound> {
    use Bound::*;
    Some(match (pred, const_left) {
        (CmpPred::Slt, false) | (CmpPred::Sgt, true) => AtMost(k - 1),
        (CmpPred::Sle, false) | (CmpPred::Sge, true) => AtMost(k),
        (CmpPred::Sgt, false) | (CmpPred::Slt, true) => AtLeast(k + 1),
        (CmpPred::Sge, false) | (CmpPred::Sle, true) => AtLeast(k),
        _ => return None,
    })
}

/// The bound `lin ⋈ b` as an equivalent bound on a simpler linear form.
fn reduce(cx: &Cx, lin: &Linear, b: Bound) -> (Linear, Bound) {
    let (mut lin, mut b) = (lin.clone(), b);
    // The constant moves into the bound.
    let k = lin.constant as i128;
    lin.constant = 0;
    b = match b {
        Bound::AtMost(u) => Bound::AtMost(u - k),
        Bound::AtLeast(l) => Bound::AtLeast(l - k),
    };
    // A common factor divides out; a negative one flips the bound.
    let g = lin.coef_gcd();
    if g > 1 || lin.terms.first().is_some_and(|t| t.1 < 0) {
        let g = if lin.terms.first().is_some_and(|t| t.1 < 0) {
            -g.max(1)
        } else {
            g
        } as i128;
        lin = Linear {
            terms: lin.terms.iter().map(|&(v, c)| (v, (c as i128 / g) as i64)).collect(),
            constant: 0,
        };
        b = match (b, g > 0) {
            (Bound::AtMost(u), true) => Bound::AtMost(floor_div_i128(u, g)),
            (Bound::AtLeast(l), true) => Bound::AtLeast(ceil_div(l, g)),
            (Bound::AtMost(u), false) => Bound::AtLeast(ceil_div(u, g)),
            (Bound::AtLeast(l), false) => Bound::AtMost(floor_div_i128(l, g)),
        };
    }
    // A lone floor quotient by a non-zero constant unfolds: x//d <= W iff x/d < W+1, x//d >= W iff x/d >= W, and
    // multiplying by a negative d flips the side (tinygrad folds `x//(-4) < c` the same way).
    if let [(atom, 1)] = lin.terms[..] {
        if let Some((x, d)) = cx.floor_div_of(atom) {
            if let Some(d) = cx.konst(d).filter(|&d| d != 0).map(|d| d as i128) {
                let nb = match (b, d > 0) {
                    (Bound::AtMost(w), true) => Bound::AtMost((w + 1) * d - 1),
                    (Bound::AtLeast(w), true) => Bound::AtLeast(w * d),
                    (Bound::AtMost(w), false) => Bound::AtLeast((w + 1) * d + 1),
                    (Bound::AtLeast(w), false) => Bound::AtMost(w * d),
                };
                return reduce(cx, &cx.lin(x), nb);
            }
        }
    }
    (lin, b)
}

/// `p` negated: `!(a p b)` is `a (negate p) b` for integers (no NaN).
fn negate(p: CmpPred) -> CmpPred {
    use CmpPred::*;
    match p {
        Slt => Sge,
        Sle => Sgt,
        Sgt => Sle,
        Sge => Slt,
        Eq => Ne,
        Ne => Eq,
        Ult => Uge,
        Ule => Ugt,
        Ugt => Ule,
        Uge => Ult,
    }
}

/// tinygrad spells a negated gate `(x < c) != True` (its `logical_not`); compared with 0 or 1, a comparison (0 or 1)
/// is itself or its negation, which the gate analysis (`valid.rs`) and "compare bound" then read as a bound.
fn negated_comparison(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let Op::Cmp(outer @ (CmpPred::Eq | CmpPred::Ne)) = n.op else {
        return None;
    };
    let (l, r) = (n.operands()[0], n.operands()[1]);
    let (inner, k) = match (cx.konst(l), cx.konst(r)) {
        (None, Some(k)) => (l, k),
        (Some(k), None) => (r, k),
        _ => return None,
    };
    let m = *cx.g.node(inner);
    let Op::Cmp(p) = m.op else { return None };
    // inner == 1 and inner != 0 are inner; inner == 0 and inner != 1 its negation; other constants fold elsewhere.
    let keep = match (outer, k) {
        (CmpPred::Eq, 1) | (CmpPred::Ne, 0) => true,
        (CmpPred::Eq, 0) | (CmpPred::Ne, 1) => false,
        _ => return None,
    };
    if keep {
        return Some(inner);
    }
    // `a >= b` is written `b <= a` and `a > b` as `b < a`, the forms "compare bound" writes.
    let (a, b) = (m.operands()[0], m.operands()[1]);
    Some(match negate(p) {
        CmpPred::Sge => cx.g.mk(Op::Cmp(CmpPred::Sle), &[b, a], 1),
        CmpPred::Sgt => cx.g.mk(Op::Cmp(CmpPred::Slt), &[b, a], 1),
        q => cx.g.mk(Op::Cmp(q), &[a, b], 1),
    })
}

fn compare_bound(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let Op::Cmp(pred) = n.op else { return None };
    let (l, r) = (n.operands()[0], n.operands()[1]);
    let (x, k, const_left) = match (cx.konst(l), cx.konst(r)) {
        (None, Some(k)) => (l, k, false),
        (Some(k), None) => (r, k, true),
        _ => return None,
    };
    if !cx.g.node(x).exact {
        return None;
    }
    let b = bound_of(pred, k as i128, const_left)?;
    let (lin, nb) = reduce(cx, &cx.lin(x), b);
    // Build `X <= U` as `X < U+1` and `X >= L` as `L <= X`, at the operands' width.
    let width = cx.g.width(x);
    let saved = cx.width;
    cx.width = width;
    let lhs = cx.sum(&lin);
    let out = match nb {
        Bound::AtMost(u) => {
            let u = i64::try_from(u + 1).ok().map(|u| cx.c(u));
            u.map(|u| cx.g.mk(Op::Cmp(CmpPred::Slt), &[lhs, u], 1))
        }
        Bound::AtLeast(lo) => {
            let lo = i64::try_from(lo).ok().map(|lo| cx.c(lo));
            lo.map(|lo| cx.g.mk(Op::Cmp(CmpPred::Sle), &[lo, lhs], 1))
        }
    };
    cx.width = saved;
    let out = out?;
    (out != id).then_some(out)
}

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, declines, fires};

    #[test]
    fn gates_lose_their_divisions() {
        fires("compare bound", "0 <= r//6 - 1", &[("r", 0, 11)], "6 <= r");
        fires("compare bound", "r//4 - 1 < 2", &[("r", 0, 40)], "r < 12");
        fires(
            "compare bound",
            "(r*16 + s)//8 >= 3",
            &[("r", 0, 3), ("s", 0, 15)],
            "24 <= r*16 + s",
        );
        assert_rewrites(
            "select((0 <= r//6 - 1) & (r//6 - 1 < 2), r - 6, 0)",
            &[("r", 0, 11)],
            "select(6 <= r, r - 6, 0)",
        );
    }

    #[test]
    fn constants_and_common_factors_move_into_the_bound() {
        fires("compare bound", "r*4 + 2 < 11", &[("r", -9, 9)], "r < 3");
        fires("compare bound", "3 < 1 - r*2", &[("r", -10, 10)], "r < -1");
        fires(
            "compare bound",
            "r*6 + s*4 >= 7",
            &[("r", 0, 9), ("s", 0, 9)],
            "4 <= r*3 + s*2",
        );
    }

    #[test]
    fn a_quotient_by_a_negative_constant_unfolds_with_the_side_flipped() {
        // x//(-4) < 0 iff x//(-4) <= -1 iff x > 0; x//(-4) < -3 iff x >= 13; (idx - 10)//(-4) < 0 iff idx >= 11.
        fires("compare bound", "x//(-4) < 0", &[("x", -20, 20)], "1 <= x");
        fires("compare bound", "x//(-4) < -3", &[("x", -20, 20)], "13 <= x");
        fires("compare bound", "(x - 10)//(-4) < 0", &[("x", 0, 40)], "11 <= x");
        fires("compare bound", "x//(-4) >= 2", &[("x", -20, 20)], "x < -7");
    }

    #[test]
    fn a_negated_comparison_is_the_opposite_comparison() {
        // tinygrad's `(x < 480) != True`, `.eq(False)` and `.eq(True)` (a width-1 constant is written as a comparison
        // here; the engine folds it before the row sees it).
        let v = &[("x", 0, 9), ("y", 0, 9)];
        assert_rewrites("(x < y) != (0 == 0)", v, "y <= x");
        assert_rewrites("(x <= y) == (0 != 0)", v, "y < x");
        assert_rewrites("(x == y) != (0 == 0)", v, "x != y");
        assert_rewrites("(x <u y) == (0 != 0)", &[("x", -9, 9), ("y", 0, 9)], "x >=u y");
        assert_rewrites("(x < y) == (0 == 0)", v, "x < y");
        assert_rewrites("(x < 480) != (0 == 0)", &[("x", 0, 999)], "480 <= x");
        declines("negated comparison", "(x < y) != (x < 5)", v);
        // The gate's bound then narrows the index: gidx in [480, 487] puts gidx*3 + 18 in one bucket of 26.
        assert_rewrites(
            "select((gidx < 488) & ((gidx < 480) != (0 == 0)), (gidx*3 + 18)//26 - 56, 0)",
            &[("gidx", 0, 511)],
            "0",
        );
    }

    #[test]
    fn unsigned_and_inexact_comparisons_are_left_alone() {
        declines("compare bound", "r//6 <u 2", &[("r", 0, 11)]);
        declines("compare bound", "r < s", &[("r", 0, 11), ("s", 0, 11)]);
        declines("compare bound", "r*9223372036854775807 < 5", &[("r", 0, 11)]);
    }
}
