//! Random integer arithmetic over a few bounded variables (either sign), mixing every op the graph has, to
//! exercise the rules away from the tensor-indexing shapes they were written for.

use crate::corpus::rng::Rng;
use crate::graph::{DivKind, ExprId, Graph, Op};
use crate::interval::{CmpPred, Interval};

struct Gen<'g> {
    g: &'g mut Graph,
    kind: DivKind,
    width: u32,
    vars: Vec<ExprId>,
}

impl Gen<'_> {
    fn c(&mut self, v: i64) -> ExprId {
        self.g.constant_unchecked(v, self.width)
    }

    fn leaf(&mut self, rng: &mut Rng) -> ExprId {
        if rng.chance(3, 4) {
            rng.pick(&self.vars)
        } else {
            let v = rng.range(-8, 16);
            self.c(v)
        }
    }

    /// A divisor: mostly a positive constant, sometimes negative or a whole expression.
    fn divisor(&mut self, rng: &mut Rng, depth: u32) -> ExprId {
        match rng.below(8) {
            0 => self.expr(rng, depth.saturating_sub(1)),
            1 => {
                let v = rng.range(-9, -1);
                self.c(v)
            }
            _ => {
                let v = rng.pick(&[2, 3, 4, 5, 6, 7, 8, 12, 16]);
                self.c(v)
            }
        }
    }

    fn expr(&mut self, rng: &mut Rng, depth: u32) -> ExprId {
        if depth == 0 || rng.chance(1, 5) {
            return self.leaf(rng);
        }
        let d = depth - 1;
        let a = self.expr(rng, d);
        match rng.below(16) {
            0..=2 => {
                let b = self.expr(rng, d);
                self.g.mk(Op::Add, &[a, b], self.width)
            }
            3 => {
                let b = self.expr(rng, d);
                self.g.mk(Op::Sub, &[a, b], self.width)
            }
            4 | 5 => {
                let k = if self.width < 64 {
                    rng.range(-40, 90)
                } else {
                    rng.range(-4, 12)
                };
                let k = self.c(k);
                self.g.mk(Op::Mul, &[a, k], self.width)
            }
            6 | 7 => {
                let y = self.divisor(rng, depth);
                self.g.mk(Op::Div(self.kind), &[a, y], self.width)
            }
            8 | 9 => {
                let y = self.divisor(rng, depth);
                self.g.mk(Op::Rem(self.kind), &[a, y], self.width)
            }
            10 => self.g.mk(Op::Neg, &[a], self.width),
            11 => {
                let b = self.expr(rng, d);
                let op = if rng.chance(1, 2) { Op::Min } else { Op::Max };
                self.g.mk(op, &[a, b], self.width)
            }
            12 => {
                let (b, x, y) = (self.expr(rng, d), self.expr(rng, d), self.leaf(rng));
                let pred = rng.pick(&[
                    CmpPred::Slt,
                    CmpPred::Sle,
                    CmpPred::Eq,
                    CmpPred::Ne,
                    CmpPred::Ult,
                    CmpPred::Uge,
                ]);
                let cond = self.g.mk(Op::Cmp(pred), &[a, b], 1);
                self.g.mk(Op::Select, &[cond, x, y], self.width)
            }
            13 => {
                let b = self.expr(rng, d);
                let op = rng.pick(&[Op::And, Op::Or, Op::Xor]);
                self.g.mk(op, &[a, b], self.width)
            }
            14 => {
                let k = rng.range(0, 4);
                let k = self.c(k);
                let op = rng.pick(&[Op::Shl, Op::ShrArith, Op::ShrLogical]);
                self.g.mk(op, &[a, k], self.width)
            }
            _ => {
                // Through 32 bits and back: a truncation that only sometimes preserves the value.
                let signed = rng.chance(1, 2);
                let narrow = self.g.mk(Op::Cast { signed: true }, &[a], 32);
                self.g.mk(Op::Cast { signed }, &[narrow], self.width)
            }
        }
    }
}

/// A random `width`-bit expression of depth <= `depth` over 1-3 variables `v0, v1, ...` with small ranges of
/// either sign. At narrow widths (8 bits) many nodes may wrap, which exercises the exactness checks.
pub fn random_arith(g: &mut Graph, rng: &mut Rng, kind: DivKind, depth: u32, width: u32) -> ExprId {
    let n = rng.range(1, 3);
    let vars = (0..n)
        .map(|i| {
            let lo = rng.range(-12, 12);
            let hi = lo + rng.range(0, 20);
            g.var(&format!("v{i}"), Interval::new(lo, hi), width)
                .unwrap_or_else(|_| g.constant_unchecked(0, width))
        })
        .collect();
    Gen { g, kind, width, vars }.expr(rng, depth)
}
