//! spec 000 §6 "Commutative Canonicalization": `op(a, b) -> op(b, a)` when `b.id < a.id`, for the commutative ops
//! that are not part of a linear form (Mul of two non-constants, Min, Max, Eq, Ne, And, Or, Xor).
//!
//! Sums and constant multiples are canonicalized by their linear form instead (`rewriter.rs`, `Cx::sum`: terms by
//! decreasing |coefficient|, ties by id). No row reorders what the other produces, so the engine cannot oscillate
//! (the spec's caution about the 1000-iteration limit).

use crate::graph::ExprId;
use crate::rewriter::Cx;
use crate::rules::{normalize, Root, Rule};

#[rustfmt::skip]
pub const CANONICAL_ORDER: &[Rule] = &[
    normalize("commutative operand order", Root::Commutative, "a op b", "b.id < a.id (a constant operand goes last)", "op(b, a)", swap_operands),
];

fn swap_operands(cx: &mut Cx, id: ExprId) -> Option<ExprId> {
    let n = *cx.g.node(id);
    let (a, b) = (n.operands()[0], n.operands()[1]);
    // Constants sort last so `x*8` stays `x*8`.
    let key = |x: ExprId| (cx.konst(x).is_some(), x);
    if key(b) >= key(a) {
        return None;
    }
    Some(cx.g.mk(n.op, &[b, a], n.width))
}

#[cfg(test)]
mod tests {
    use crate::rules::test_support::{assert_rewrites, declines, fires};

    #[test]
    fn operands_sort_by_id() {
        fires(
            "commutative operand order",
            "max(y, x)",
            &[("x", 0, 9), ("y", 0, 9)],
            "max(x, y)",
        );
        fires("commutative operand order", "y*x", &[("x", 0, 9), ("y", 0, 9)], "x*y");
        fires("commutative operand order", "3 & x", &[("x", 0, 9)], "x & 3");
        declines("commutative operand order", "max(x, y)", &[("x", 0, 9), ("y", 0, 9)]);
        declines("commutative operand order", "x < y", &[("x", 0, 9), ("y", 0, 9)]);
    }

    #[test]
    fn no_oscillation_between_sum_order_and_operand_order() {
        // A product of atoms inside a sum: the sum orders by coefficient, the product by id; both are fixed points.
        assert_rewrites(
            "y*x + x*y*2 + u64(y*x == x*y)",
            &[("x", 0, 9), ("y", 0, 9)],
            "x*y*3 + 1",
        );
    }
}
