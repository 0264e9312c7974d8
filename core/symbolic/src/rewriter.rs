//! The rule context: what a rule sees and how it builds its result.
//!
//! Rules are written once, in floor semantics over mathematical integers. The context makes that safe for every
//! node kind and width:
//! - every node it builds must be *exact* (no wrap in the node's width for operand values in range), and every
//!   constant must be representable in the width;
//! - every division or remainder it builds uses the kind of the node being rewritten, and for truncating or
//!   unsigned kinds the operand ranges must prove that kind agrees with floor (`guards::agrees_with_floor`);
//! - the floor *views* (`floor_div_of`, `floor_rem_of`) only match nodes whose value is the floor result.
//!
//! A violation marks the context invalid and the engine discards the rule's result.

use crate::graph::{DivKind, ExprId, Graph, Op};
use crate::guards;
use crate::interval::Interval;
use crate::linear::{linearize, Linear};

pub struct Cx<'g> {
    pub g: &'g mut Graph,
    /// Kind of the divisions and remainders this rewrite emits.
    pub kind: DivKind,
    pub width: u32,
    invalid: bool,
}

impl<'g> Cx<'g> {
    pub fn new(g: &'g mut Graph, kind: DivKind, width: u32) -> Cx<'g> {
        Cx {
            g,
            kind,
            width,
            invalid: false,
        }
    }

    pub fn is_valid(&self) -> bool {
        !self.invalid
    }

    /// Runs `build`; if it broke a rule of the context, the context stays valid and the result is `None` (for a
    /// sub-rewrite that can be skipped without abandoning the whole rewrite).
    pub fn attempt<T>(&mut self, build: impl FnOnce(&mut Cx) -> T) -> Option<T> {
        if self.invalid {
            return None;
        }
        let out = build(self);
        if self.invalid {
            self.invalid = false;
            return None;
        }
        Some(out)
    }

    pub fn range(&self, x: ExprId) -> Interval {
        self.g.range(x)
    }

    pub fn konst(&self, x: ExprId) -> Option<i64> {
        self.g.as_const(x)
    }

    pub fn nonneg(&self, x: ExprId) -> bool {
        guards::nonneg(self.g, x)
    }

    pub fn positive(&self, x: ExprId) -> bool {
        guards::positive(self.g, x)
    }

    pub fn within(&self, x: ExprId, n: i64) -> bool {
        guards::within(self.g, x, n)
    }

    pub fn lin(&self, x: ExprId) -> Linear {
        linearize(self.g, x)
    }

    /// The range of a linear form's value, from its atoms' ranges (exact for independent atoms).
    pub fn lin_range(&self, l: &Linear) -> Interval {
        l.terms.iter().fold(Interval::point(l.constant), |acc, &(a, c)| {
            acc.add(self.g.range(a).mul(Interval::point(c)))
        })
    }

    /// `vmin(x) >= 0`, the spec's sign guard for truncation, or a floor rewrite (which needs no sign condition).
    pub fn nonneg_unless_floor(&self, x: ExprId) -> bool {
        self.kind == DivKind::Floor || self.nonneg(x)
    }

    /// [`Self::nonneg_unless_floor`] for a linear form's value.
    pub fn lin_nonneg_unless_floor(&self, l: &Linear) -> bool {
        self.kind == DivKind::Floor || self.lin_nonneg(l)
    }

    /// `vmin >= 0` for a linear form's value.
    pub fn lin_nonneg(&self, l: &Linear) -> bool {
        self.lin_range(l).lo >= 0
    }

    /// `x` if it is a division whose value is `floor(a / b)`: returns `(a, b)`.
    pub fn floor_div_of(&self, x: ExprId) -> Option<(ExprId, ExprId)> {
        self.floor_view(x, true)
    }

    /// `x` if it is a remainder whose value is `a floor_mod b`: returns `(a, b)`.
    pub fn floor_rem_of(&self, x: ExprId) -> Option<(ExprId, ExprId)> {
        self.floor_view(x, false)
    }

    fn floor_view(&self, x: ExprId, div: bool) -> Option<(ExprId, ExprId)> {
        let n = self.g.node(x);
        let kind = match (n.op, div) {
            (Op::Div(k), true) | (Op::Rem(k), false) => k,
            _ => return None,
        };
        let (a, b) = (n.operands()[0], n.operands()[1]);
        (n.exact && guards::agrees_with_floor(kind, self.g.range(a), self.g.range(b))).then_some((a, b))
    }

    fn check(&mut self, id: ExprId) -> ExprId {
        if !self.g.node(id).exact {
            self.invalid = true;
        }
        id
    }

    /// The constant `v`; a value the width cannot represent invalidates the rewrite.
    pub fn c(&mut self, v: i64) -> ExprId {
        if crate::graph::wrap_value(v as i128, self.width) != v {
            self.invalid = true;
        }
        self.g.constant_unchecked(v, self.width)
    }

    pub fn add(&mut self, a: ExprId, b: ExprId) -> ExprId {
        let id = self.g.mk(Op::Add, &[a, b], self.width);
        self.check(id)
    }

    pub fn sub(&mut self, a: ExprId, b: ExprId) -> ExprId {
        let id = self.g.mk(Op::Sub, &[a, b], self.width);
        self.check(id)
    }

    pub fn mul(&mut self, a: ExprId, b: ExprId) -> ExprId {
        let id = self.g.mk(Op::Mul, &[a, b], self.width);
        self.check(id)
    }

    pub fn neg(&mut self, a: ExprId) -> ExprId {
        let id = self.g.mk(Op::Neg, &[a], self.width);
        self.check(id)
    }

    /// `x // y` in the rewrite's kind.
    pub fn div(&mut self, x: ExprId, y: ExprId) -> ExprId {
        self.divmod(Op::Div(self.kind), x, y)
    }

    /// `x % y` in the rewrite's kind.
    pub fn rem(&mut self, x: ExprId, y: ExprId) -> ExprId {
        self.divmod(Op::Rem(self.kind), x, y)
    }

    /// `x // y` or `x % y` in an explicit kind (identities that hold in every semantics).
    pub fn divmod_kind(&mut self, op: Op, x: ExprId, y: ExprId) -> ExprId {
        let id = self.g.mk(op, &[x, y], self.width);
        self.check(id)
    }

    fn divmod(&mut self, op: Op, x: ExprId, y: ExprId) -> ExprId {
        if !guards::agrees_with_floor(self.kind, self.g.range(x), self.g.range(y)) {
            self.invalid = true;
        }
        let id = self.g.mk(op, &[x, y], self.width);
        self.check(id)
    }

    /// `c * x` (`x` itself for `c == 1`).
    pub fn scale(&mut self, x: ExprId, c: i64) -> ExprId {
        if c == 1 {
            return x;
        }
        let k = self.c(c);
        self.mul(x, k)
    }

    /// The canonical sum of a linear form: positive terms before negative ones, each by decreasing |coefficient|
    /// (outer strides first, as index expressions are read), ties by atom id; negative terms subtracted; the
    /// constant last.
    pub fn sum(&mut self, l: &Linear) -> ExprId {
        let mut terms = l.terms.clone();
        terms.sort_by_key(|&(a, c)| (c < 0, std::cmp::Reverse(c.unsigned_abs()), a));
        let mut acc: Option<ExprId> = None;
        for (a, c) in terms {
            acc = Some(match acc {
                None if c == -1 => self.neg(a),
                None => self.scale(a, c),
                Some(s) if c < 0 && c != i64::MIN => {
                    let t = self.scale(a, -c);
                    self.sub(s, t)
                }
                Some(s) => {
                    let t = self.scale(a, c);
                    self.add(s, t)
                }
            });
        }
        let k = l.constant;
        match acc {
            None => self.c(k),
            Some(s) if k == 0 => s,
            Some(s) if k < 0 && k != i64::MIN => {
                let t = self.c(-k);
                self.sub(s, t)
            }
            Some(s) => {
                let t = self.c(k);
                self.add(s, t)
            }
        }
    }
}
