//! The reads of a fresh `uop.bufferize`: `uop.index` + `uop.load` on the
//! buffer itself (one index per dimension) or on its row-major flat view
//! (`memref.collapse_shape` to one dimension, one offset), and the index of
//! each read per buffer dimension, as IR and as symbolic expressions.

use super::{as_range, build::Builder, memref_shape, range_end, users};
use crate::mlir::value_ranges::full_range;
use axe_dialects::ir::read::{constant_of, defining_op, i64_array, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_symbolic::{simplify, DivKind, ExprId, Graph, Interval, Op, Options};
use melior::ir::{operation::OperationLike, OperationRef, TypeLike, Value, ValueLike};
use std::collections::HashMap;

/// One read of the buffer.
pub struct Reader<'c, 'a> {
    pub index: OperationRef<'c, 'a>,
    /// The `uop.load`s of the address (every user of `index`).
    pub loads: Vec<OperationRef<'c, 'a>>,
    pub gate: Option<Value<'c, 'a>>,
    /// The index operands (one per dimension, or the flat offset).
    pub operands: Vec<Value<'c, 'a>>,
    pub flat: bool,
}

/// Every read of `buffer` (shape `shape`) and the views it goes through, or
/// `None` when something else uses it (a call, a copy, a store into it).
pub fn readers<'c, 'a>(
    buffer: Value<'c, 'a>,
    shape: &[i64],
) -> Option<(Vec<Reader<'c, 'a>>, Vec<OperationRef<'c, 'a>>)> {
    let mut out = Vec::new();
    let mut views = Vec::new();
    for user in users(buffer) {
        match op_name(&user) {
            "uop.index" => out.push(reader(user, shape.len(), false)?),
            "memref.collapse_shape" if shape.len() > 1 => {
                let view: Value = user.result_at(0)?.into();
                if memref_shape(view.r#type())?.0.len() != 1 {
                    return None;
                }
                for u in users(view) {
                    if op_name(&u) != "uop.index" {
                        return None;
                    }
                    out.push(reader(u, 1, true)?);
                }
                views.push(user);
            }
            _ => return None,
        }
    }
    Some((out, views))
}

/// A `uop.index`'s index operands (one per dimension, after the buffer) and its gate, from its
/// operand segments.
pub fn index_parts<'c, 'a>(index: &OperationRef<'c, 'a>) -> Option<(Vec<Value<'c, 'a>>, Option<Value<'c, 'a>>)> {
    let segments = i64_array(index, "operandSegmentSizes")?;
    let n = usize::try_from(*segments.get(1)?).ok()?;
    let operands: Vec<Value> = index.operands().collect();
    let gate = match segments.get(2).copied()? {
        0 => None,
        1 => Some(*operands.get(1 + n)?),
        _ => return None,
    };
    Some((operands.get(1..1 + n)?.to_vec(), gate))
}

fn reader<'c, 'a>(index: OperationRef<'c, 'a>, n: usize, flat: bool) -> Option<Reader<'c, 'a>> {
    let (operands, gate) = index_parts(&index)?;
    if operands.len() != n {
        return None;
    }
    let loads = users(index.result_at(0)?.into());
    if loads.iter().any(|l| op_name(l) != "uop.load") {
        return None;
    }
    Some(Reader {
        index,
        loads,
        gate,
        operands,
        flat,
    })
}

fn strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        out[i] = out[i + 1] * shape[i + 1];
    }
    out
}

impl<'c, 'a> Reader<'c, 'a> {
    /// The index of each dimension as IR, emitted by `b` for a flat read
    /// (`(offset floordiv stride) floormod size`, cleaned up later by the
    /// index simplifier).
    pub fn dim_values(&self, b: &Builder<'c, 'a>, shape: &[i64]) -> Vec<Value<'c, 'a>> {
        if !self.flat {
            return self.operands.clone();
        }
        let offset = self.operands[0];
        strides(shape)
            .iter()
            .zip(shape)
            .enumerate()
            .map(|(i, (&stride, &size))| {
                let q = if stride == 1 {
                    offset
                } else {
                    b.binary("arith.floordivsi", offset, b.index_const(stride))
                };
                if i == 0 {
                    q
                } else {
                    b.binary("uop.floormod", q, b.index_const(size))
                }
            })
            .collect()
    }

    /// The index of each dimension as simplified expressions of `g`.
    pub fn dim_exprs(&self, g: &mut SymbolicIndex<'c, 'a>, shape: &[i64]) -> Option<Vec<ExprId>> {
        if !self.flat {
            let exprs: Option<Vec<ExprId>> = self.operands.iter().map(|v| g.import(*v)).collect();
            return g.simplified(&exprs?);
        }
        let offset = g.import(self.operands[0])?;
        let mut dims = Vec::new();
        for (i, (&stride, &size)) in strides(shape).iter().zip(shape).enumerate() {
            let s = g.graph.constant(stride, 64).ok()?;
            let q = g.graph.build(Op::Div(DivKind::Floor), &[offset, s]).ok()?;
            let n = g.graph.constant(size, 64).ok()?;
            dims.push(if i == 0 {
                q
            } else {
                g.graph.build(Op::Rem(DivKind::Floor), &[q, n]).ok()?
            });
        }
        g.simplified(&dims)
    }
}

/// Index arithmetic imported into the symbolic engine: ranges become
/// variables bounded by their extent, other leaves variables of full range.
pub struct SymbolicIndex<'c, 'a> {
    pub graph: Graph,
    vars: HashMap<usize, ExprId>,
    pub leaves: Vec<Value<'c, 'a>>,
}

impl<'c: 'a, 'a> Default for SymbolicIndex<'c, 'a> {
    fn default() -> Self {
        Self::new()
    }
}

impl<'c: 'a, 'a> SymbolicIndex<'c, 'a> {
    pub fn new() -> Self {
        SymbolicIndex {
            graph: Graph::new(),
            vars: HashMap::new(),
            leaves: Vec::new(),
        }
    }

    /// The IR value a leaf variable of the graph stands for.
    pub fn leaf_of(&self, e: ExprId) -> Option<Value<'c, 'a>> {
        self.leaves
            .iter()
            .copied()
            .find(|&leaf| self.vars.get(&value_key(leaf)) == Some(&e))
    }

    pub fn simplified(&mut self, roots: &[ExprId]) -> Option<Vec<ExprId>> {
        simplify(&mut self.graph, roots, &Options::default()).ok()
    }

    /// The expression of an index value.
    pub fn import(&mut self, value: Value<'c, 'a>) -> Option<ExprId> {
        let key = value_key(value);
        if let Some(&e) = self.vars.get(&key) {
            return Some(e);
        }
        if let Some(c) = constant_of(value, 64) {
            return self.graph.constant(c, 64).ok();
        }
        let op = defining_op(value);
        let graph_op = op.as_ref().and_then(|op| match op_name(op) {
            "arith.addi" => Some(Op::Add),
            "arith.subi" => Some(Op::Sub),
            "arith.muli" => Some(Op::Mul),
            "arith.floordivsi" => Some(Op::Div(DivKind::Floor)),
            "uop.floormod" => Some(Op::Rem(DivKind::Floor)),
            "arith.divsi" => Some(Op::Div(DivKind::Trunc)),
            "arith.remsi" => Some(Op::Rem(DivKind::Trunc)),
            "arith.minsi" => Some(Op::Min),
            "arith.maxsi" => Some(Op::Max),
            _ => None,
        });
        let expr = match (op, graph_op) {
            (Some(op), Some(graph_op)) if value.r#type().is_index() => {
                let operands: Option<Vec<ExprId>> = (0..op.operand_count())
                    .map(|i| self.import(op.operand(i).expect("in range")))
                    .collect();
                self.graph.build(graph_op, &operands?).ok()?
            }
            _ => {
                let bounds = match (as_range(value), range_end(value)) {
                    (Some(_), Some(end)) if end >= 1 => Interval::new(0, end - 1),
                    _ => full_range(value),
                };
                let e = self.graph.var(&format!("v{}", self.leaves.len()), bounds, 64).ok()?;
                self.leaves.push(value);
                e
            }
        };
        self.vars.insert(key, expr);
        Some(expr)
    }
}
