//! The cost a rewrite must lower: divisions and remainders first (20-40 cycles each, spec 000 intro), then ALU
//! ops, then the ALU ops inside division numerators (moving terms out of a division, `(24a + b)//3 -> 8a + b//3`,
//! exposes them to the rules above it, e.g. a remainder that becomes redundant), then the sum of constant
//! magnitudes (smaller divisors and coefficients, e.g. `(6a+4b)//12 -> (3a+2b)//6`). All are counted over the
//! expression tree and cached on each node at construction. Lexicographic order on naturals is well-founded, so
//! strictly cheaper rewrites terminate.

use crate::graph::{ExprId, Graph};

fn key(g: &Graph, id: ExprId) -> (u32, u32, u32, u64) {
    let n = g.node(id);
    (n.divmods, n.alu, n.numer, n.const_mag)
}

/// `a` is strictly cheaper than `b`.
pub fn cheaper(g: &Graph, a: ExprId, b: ExprId) -> bool {
    key(g, a) < key(g, b)
}

/// `a` costs no more than `b`.
pub fn not_costlier(g: &Graph, a: ExprId, b: ExprId) -> bool {
    key(g, a) <= key(g, b)
}

/// `a` has fewer divisions/remainders than `b`, or as many and fewer ALU ops.
pub fn fewer_ops(g: &Graph, a: ExprId, b: ExprId) -> bool {
    let (x, y) = (key(g, a), key(g, b));
    (x.0, x.1) < (y.0, y.1)
}
