//! Tensor-indexing expressions the way tinygrad's rangeify produces them: loop ranges over an output shape, mapped
//! back through a chain of movement ops (reshape, permute, pad/shrink offsets, flip, expand) and loop splits
//! (tiling, upcast), then linearized with the buffer's strides. A reshape turns the current index tuple into a flat
//! index and unflattens it into the new shape's digits: `(flat // stride) % dim`. Padded accesses are gated:
//! `select(0 <= i & i < n & ..., index, 0)`.

use crate::corpus::rng::Rng;
use crate::graph::{DivKind, ExprId, Graph, Op};
use crate::interval::{CmpPred, Interval};

const DIMS: &[i64] = &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 32];

/// Builder state: the index tuple over the current shape.
struct View<'g> {
    g: &'g mut Graph,
    kind: DivKind,
    idx: Vec<ExprId>,
    shape: Vec<i64>,
    vars: usize,
    /// Validity of padded accesses (width 1), as rangeify gates them: `select(valid, index, 0)`.
    valid: Option<ExprId>,
}

impl View<'_> {
    fn c(&mut self, v: i64) -> ExprId {
        self.g.constant_unchecked(v, 64)
    }

    fn bin(&mut self, op: Op, a: ExprId, b: ExprId) -> ExprId {
        self.g.mk(op, &[a, b], 64)
    }

    fn var(&mut self, extent: i64) -> ExprId {
        let name = format!("r{}", self.vars);
        self.vars += 1;
        self.g
            .var(&name, Interval::new(0, extent - 1), 64)
            .unwrap_or_else(|_| self.g.constant_unchecked(0, 64))
    }

    fn scaled(&mut self, x: ExprId, k: i64) -> ExprId {
        if k == 1 {
            return x;
        }
        let k = self.c(k);
        self.bin(Op::Mul, x, k)
    }

    /// `Σ idx_k * stride_k` with contiguous strides of the current shape.
    fn flat(&mut self) -> ExprId {
        let strides = strides(&self.shape);
        let mut acc: Option<ExprId> = None;
        let terms: Vec<(ExprId, i64)> = self
            .idx
            .iter()
            .zip(&self.shape)
            .zip(&strides)
            .filter(|((_, &d), _)| d != 1)
            .map(|((&i, _), &s)| (i, s))
            .collect();
        for (i, st) in terms {
            let t = self.scaled(i, st);
            acc = Some(match acc {
                None => t,
                Some(a) => self.bin(Op::Add, a, t),
            });
        }
        acc.unwrap_or_else(|| self.c(0))
    }

    /// Unflattens into `new_shape`; the outermost digit keeps its `% dim` only sometimes (tinygrad drops it when
    /// the range proves it redundant).
    fn reshape(&mut self, rng: &mut Rng, new_shape: Vec<i64>) {
        let flat = self.flat();
        let strides = strides(&new_shape);
        let mut idx = Vec::with_capacity(new_shape.len());
        for (j, (&d, &st)) in new_shape.iter().zip(&strides).enumerate() {
            if d == 1 {
                idx.push(self.c(0));
                continue;
            }
            let q = if st == 1 {
                flat
            } else {
                let st = self.c(st);
                self.bin(Op::Div(self.kind), flat, st)
            };
            let keep_mod = j > 0 || rng.chance(1, 2);
            idx.push(if keep_mod {
                let d = self.c(d);
                self.bin(Op::Rem(self.kind), q, d)
            } else {
                q
            });
        }
        self.idx = idx;
        self.shape = new_shape;
    }

    /// Splits the loop range of dimension `k` into `outer * f + inner` (tiling / upcast).
    fn split(&mut self, rng: &mut Rng, k: usize) {
        let d = self.shape[k];
        let factors: Vec<i64> = (2..d).filter(|f| d % f == 0).collect();
        if factors.is_empty() || !self.is_range(k) {
            return;
        }
        let f = rng.pick(&factors);
        let (outer, inner) = (self.var(d / f), self.var(f));
        let scaled = self.scaled(outer, f);
        self.idx[k] = self.bin(Op::Add, scaled, inner);
    }

    /// Requires `0 <= idx[k] < shape[k]` for the access to be valid.
    fn gate(&mut self, k: usize) {
        let (zero, end) = (self.c(0), self.c(self.shape[k]));
        let lo = self.g.mk(Op::Cmp(CmpPred::Sle), &[zero, self.idx[k]], 1);
        let hi = self.g.mk(Op::Cmp(CmpPred::Slt), &[self.idx[k], end], 1);
        let inside = self.g.mk(Op::And, &[lo, hi], 1);
        self.valid = Some(match self.valid {
            Some(v) => self.g.mk(Op::And, &[v, inside], 1),
            None => inside,
        });
    }

    fn is_range(&self, k: usize) -> bool {
        matches!(self.g.node(self.idx[k]).op, Op::Var(_))
    }
}

pub(crate) fn strides(shape: &[i64]) -> Vec<i64> {
    let mut st = vec![1; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        st[k] = st[k + 1] * shape[k + 1];
    }
    st
}

/// A random shape of the given element count with `rank` dimensions (distributing the prime factors).
fn factor_shape(rng: &mut Rng, numel: i64, rank: usize) -> Vec<i64> {
    let mut shape = vec![1i64; rank.max(1)];
    let mut n = numel;
    let mut p = 2;
    while n > 1 {
        while n % p == 0 {
            let k = rng.below(shape.len() as u64) as usize;
            shape[k] *= p;
            n /= p;
        }
        p += 1;
    }
    shape
}

/// Which movement ops a view chain may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewMix {
    /// Reshapes, permutes, offsets, flips and expands, with loop splits.
    Any,
    /// Reshapes and loop splits only, ending with a reshape back to the output shape: must collapse to a linear
    /// index with no division or remainder.
    RoundTrip,
}

/// A tensor-indexing expression: its variables are `r0, r1, ...` (loop ranges from 0).
pub fn view_index(g: &mut Graph, rng: &mut Rng, kind: DivKind, mix: ViewMix) -> ExprId {
    let rank = rng.range(1, 5) as usize;
    let mut shape: Vec<i64> = (0..rank).map(|_| rng.pick(DIMS)).collect();
    // Keep the element count moderate so products stay readable and domains small.
    while shape.iter().product::<i64>() > 4096 {
        let k = rng.below(rank as u64) as usize;
        shape[k] = (shape[k] / 2).max(1);
    }
    let mut v = View {
        g,
        kind,
        idx: Vec::new(),
        shape: shape.clone(),
        vars: 0,
        valid: None,
    };
    v.idx = shape.iter().map(|&d| if d == 1 { v.c(0) } else { v.var(d) }).collect();
    for _ in 0..rng.range(0, 2) {
        let k = rng.below(rank as u64) as usize;
        v.split(rng, k);
    }
    let numel: i64 = shape.iter().product();
    match mix {
        ViewMix::RoundTrip => {
            for _ in 0..rng.range(1, 3) {
                let r = rng.range(1, 5) as usize;
                let s = factor_shape(rng, numel, r);
                v.reshape(rng, s);
            }
            v.reshape(rng, shape);
        }
        ViewMix::Any => {
            for _ in 0..rng.range(1, 4) {
                let k = rng.below(v.shape.len() as u64) as usize;
                match rng.below(6) {
                    0 | 1 => {
                        let r = rng.range(1, 5) as usize;
                        let n: i64 = v.shape.iter().product();
                        let s = factor_shape(rng, n, r);
                        v.reshape(rng, s);
                    }
                    2 => {
                        let j = rng.below(v.shape.len() as u64) as usize;
                        v.idx.swap(k, j);
                        v.shape.swap(k, j);
                    }
                    3 => {
                        // pad (negative offset, gated by the index being inside the unpadded extent) or shrink
                        // (positive offset)
                        let off = rng.range(-3, 3);
                        let c = v.c(off);
                        v.idx[k] = v.bin(Op::Add, v.idx[k], c);
                        if off < 0 {
                            v.gate(k);
                        }
                    }
                    4 => {
                        let last = v.c(v.shape[k] - 1);
                        v.idx[k] = v.bin(Op::Sub, last, v.idx[k]);
                    }
                    _ => {
                        v.idx[k] = v.c(0);
                        v.shape[k] = 1;
                    }
                }
            }
        }
    }
    let flat = v.flat();
    match v.valid {
        Some(valid) => {
            let zero = v.c(0);
            v.g.mk(Op::Select, &[valid, flat, zero], 64)
        }
        None => flat,
    }
}
