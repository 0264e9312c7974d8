//! The evaluator: the semantic oracle for every rewrite. It computes exactly what `w`-bit hardware computes
//! (two's complement wrap for add/sub/mul/shl; floor, truncating or unsigned division as the node says) and returns
//! `None` for undefined behaviour: division or remainder by zero, signed `MIN / -1`, shift amounts outside
//! `[0, w)`.

use crate::graph::{wrap_value, DivKind, ExprId, Graph, Op};
use crate::interval::{floor_div_i128, floor_mod_i128, CmpPred};

/// Evaluates `id` with variable values `env[var_id]` (one slot per [`Graph::vars`] entry). Values outside a
/// variable's declared bounds are evaluated as given, but rewrites only promise equality within the bounds.
pub fn eval(g: &Graph, id: ExprId, env: &[i64]) -> Option<i64> {
    Evaluator::new().eval(g, id, env)
}

/// Reusable evaluation state: evaluating many points of one graph allocates once.
#[derive(Default)]
pub struct Evaluator {
    values: Vec<Option<i64>>,
    stamp: Vec<u32>,
    epoch: u32,
    stack: Vec<(ExprId, bool)>,
}

impl Evaluator {
    pub fn new() -> Evaluator {
        Evaluator::default()
    }

    /// Evaluates `id`; shared subexpressions are evaluated once per call.
    pub fn eval(&mut self, g: &Graph, id: ExprId, env: &[i64]) -> Option<i64> {
        if self.stamp.len() < g.len() {
            self.stamp.resize(g.len(), 0);
            self.values.resize(g.len(), None);
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.epoch = 1;
        }
        let epoch = self.epoch;
        self.stack.clear();
        self.stack.push((id, false));
        while let Some((n, ready)) = self.stack.pop() {
            if self.stamp[n.index()] == epoch {
                continue;
            }
            let node = g.node(n);
            if !ready {
                self.stack.push((n, true));
                for &a in node.operands() {
                    if self.stamp[a.index()] != epoch {
                        self.stack.push((a, false));
                    }
                }
                continue;
            }
            let arg = |i: usize| self.values[node.operands()[i].index()];
            let v = compute(g, n, env, arg);
            self.values[n.index()] = v;
            self.stamp[n.index()] = epoch;
        }
        self.values[id.index()]
    }
}

pub(crate) fn compute(g: &Graph, n: ExprId, env: &[i64], arg: impl Fn(usize) -> Option<i64>) -> Option<i64> {
    let node = g.node(n);
    let w = node.width;
    let wrap = |v: i128| Some(wrap_value(v, w));
    let unsigned = |v: i64, width: u32| -> i128 {
        if width == 64 {
            v as u64 as i128
        } else {
            (v as i128) & ((1i128 << width) - 1)
        }
    };
    match node.op {
        Op::Const(v) => Some(v),
        Op::Var(v) => env.get(v.0 as usize).copied(),
        Op::Neg => wrap(-(arg(0)? as i128)),
        Op::Cast { signed } => {
            let src_width = g.width(node.operands()[0]);
            let x = arg(0)?;
            let v = if src_width == 1 {
                if signed && x != 0 {
                    -1
                } else {
                    x as i128
                }
            } else if signed {
                x as i128
            } else {
                unsigned(x, src_width)
            };
            wrap(v)
        }
        Op::Select => {
            if arg(0)? != 0 {
                arg(1)
            } else {
                arg(2)
            }
        }
        op => {
            let (a, b) = (arg(0)? as i128, arg(1)? as i128);
            let signed_min = -(1i128 << (w.max(2) - 1));
            match op {
                Op::Add => wrap(a + b),
                Op::Sub => wrap(a - b),
                Op::Mul => wrap(a.wrapping_mul(b)),
                Op::Div(_) | Op::Rem(_) if b == 0 => None,
                Op::Div(DivKind::Floor | DivKind::Trunc) | Op::Rem(DivKind::Trunc)
                    if a == signed_min && b == -1 && w > 1 =>
                {
                    None
                }
                Op::Div(DivKind::Floor) => wrap(floor_div_i128(a, b)),
                Op::Rem(DivKind::Floor) => wrap(floor_mod_i128(a, b)),
                Op::Div(DivKind::Trunc) => wrap(a / b),
                Op::Rem(DivKind::Trunc) => wrap(a % b),
                Op::Div(DivKind::Unsigned) => wrap(unsigned(a as i64, w) / unsigned(b as i64, w)),
                Op::Rem(DivKind::Unsigned) => wrap(unsigned(a as i64, w) % unsigned(b as i64, w)),
                Op::Min => wrap(a.min(b)),
                Op::Max => wrap(a.max(b)),
                Op::And => wrap(a & b),
                Op::Or => wrap(a | b),
                Op::Xor => wrap(a ^ b),
                Op::Shl | Op::ShrArith | Op::ShrLogical if b < 0 || b >= w as i128 => None,
                Op::Shl => wrap(a << b),
                Op::ShrArith => wrap(a >> b),
                Op::ShrLogical => wrap(unsigned(a as i64, w) >> b),
                Op::Cmp(p) => {
                    let w_in = g.width(node.operands()[0]);
                    let (ua, ub) = (unsigned(a as i64, w_in), unsigned(b as i64, w_in));
                    let r = match p {
                        CmpPred::Slt => a < b,
                        CmpPred::Sle => a <= b,
                        CmpPred::Sgt => a > b,
                        CmpPred::Sge => a >= b,
                        CmpPred::Eq => a == b,
                        CmpPred::Ne => a != b,
                        CmpPred::Ult => ua < ub,
                        CmpPred::Ule => ua <= ub,
                        CmpPred::Ugt => ua > ub,
                        CmpPred::Uge => ua >= ub,
                    };
                    Some(r as i64)
                }
                Op::Const(_) | Op::Var(_) | Op::Neg | Op::Cast { .. } | Op::Select => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interval::Interval;

    #[test]
    fn division_semantics_and_undefined_behaviour() {
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(-100, 100), 64).unwrap();
        let y = g.var("y", Interval::new(-5, 5), 64).unwrap();
        let cases = [
            (Op::Div(DivKind::Floor), -7, 2, Some(-4)),
            (Op::Rem(DivKind::Floor), -7, 2, Some(1)),
            (Op::Div(DivKind::Trunc), -7, 2, Some(-3)),
            (Op::Rem(DivKind::Trunc), -7, 2, Some(-1)),
            (Op::Rem(DivKind::Floor), 7, -2, Some(-1)),
            (Op::Div(DivKind::Unsigned), -2, 2, Some(i64::MAX)),
            (Op::Div(DivKind::Floor), 1, 0, None),
            (Op::Shl, 1, 64, None),
        ];
        for (op, a, b, want) in cases {
            let e = g.binary(op, x, y).unwrap();
            assert_eq!(eval(&g, e, &[a, b]), want, "{op:?} {a} {b}");
        }
        let min = g.binary(Op::Div(DivKind::Trunc), x, y).unwrap();
        assert_eq!(eval(&g, min, &[i64::MIN, -1]), None);
    }

    #[test]
    fn narrow_widths_wrap() {
        let mut g = Graph::new();
        let x = g.var("x", Interval::new(0, 127), 8).unwrap();
        let one = g.constant(1, 8).unwrap();
        let s = g.add(x, one).unwrap();
        assert_eq!(eval(&g, s, &[127]), Some(-128));
        let z = g.cast(s, 32, false).unwrap();
        assert_eq!(eval(&g, z, &[127]), Some(128));
        let c = g.binary(Op::Cmp(CmpPred::Ult), x, s).unwrap();
        assert_eq!(eval(&g, c, &[127]), Some(1));
    }
}
