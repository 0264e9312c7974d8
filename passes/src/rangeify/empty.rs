//! Empty tensors (a zero-size dimension: tinygrad's `Tensor.empty(0, 3)`, a
//! slice past the end, a `cat` with an empty part). An empty tensor has no
//! element to compute, so it gets no kernel: rangeify never realizes it (an
//! empty result's output buffer is left as it is, with nothing to write), and
//! the kernel IR never sees a range that runs zero times. Only two ops make
//! a non-empty tensor from an empty one, and both become splat constants:
//! a reduction over an empty axis is the reduction's identity (the value the
//! kernel-level accumulator starts from: 0, 1, the lowest or highest of the
//! type as `uop.reduce_axis` orders it), and a pad of an empty tensor is all
//! padding (zeros). Every other op has an empty result when an operand is
//! empty (elementwise ops keep the shape, movement ops keep or drop elements).

use super::tensor_graph::{NodeKind, TensorGraph};
use axe_dialects::ir::read::int_width;
use melior::{
    ir::{
        attribute::{FloatAttribute, IntegerAttribute},
        Attribute, OperationRef, Type, TypeLike,
    },
    Context,
};

pub fn is_empty(shape: &[i64]) -> bool {
    shape.contains(&0)
}

/// Rewrites the non-empty nodes that read an empty one into splats; errors
/// name the op for a node that cannot be (a vmap over an empty tensor).
pub fn fold<'c, 'a>(
    graph: &mut TensorGraph<'c, 'a>,
    context: &'c Context,
) -> Result<(), (Option<OperationRef<'c, 'a>>, String)> {
    for id in 0..graph.nodes.len() {
        let node = &graph.nodes[id];
        let empty_operand = node.operands.iter().any(|&o| is_empty(&graph.nodes[o].shape));
        if matches!(node.kind, NodeKind::VmapIn(_) | NodeKind::VmapOut(_)) && (empty_operand || is_empty(&node.shape)) {
            return Err((
                node.op,
                format!(
                    "vmaps an empty tensor (shape {:?}), which rangeify does not support",
                    node.shape
                ),
            ));
        }
        if is_empty(&node.shape) || !empty_operand {
            continue;
        }
        let element = node.element;
        let splat = match node.kind {
            // A sum from -0 of no terms is its start, -0.
            NodeKind::ReduceAxis {
                from_negative_zero: true,
                ..
            } => FloatAttribute::new(context, element, -0.0).into(),
            NodeKind::ReduceAxis { kind, .. } => identity(kind, element, context).ok_or_else(|| {
                (
                    node.op,
                    format!("reduces an empty tensor of {element}, which has no identity for it"),
                )
            })?,
            NodeKind::Pad { .. } => identity(0, element, context)
                .ok_or_else(|| (node.op, format!("pads an empty tensor of {element}, which has no zero")))?,
            _ => {
                return Err((
                    node.op,
                    format!(
                        "has shape {:?} from an empty operand (only reductions and pads can)",
                        node.shape
                    ),
                ));
            }
        };
        for operand in std::mem::take(&mut graph.nodes[id].operands) {
            graph.uses[operand] -= 1;
        }
        graph.nodes[id].kind = NodeKind::Splat(splat);
    }
    Ok(())
}

/// The identity of `uop.reduce_axis` kind `kind` (0 add, 1 mul, 2 max, 3 min)
/// in `element`, as the kernel-level reduction starts from it: floats 0, 1,
/// -inf, +inf; integers 0, 1 and the signed extremes (max and min compare
/// signed; on i1 true is -1, the lowest).
fn identity<'c>(kind: i64, element: Type<'c>, context: &'c Context) -> Option<Attribute<'c>> {
    if element.is_float() {
        let value = match kind {
            0 => 0.0,
            1 => 1.0,
            2 => f64::NEG_INFINITY,
            3 => f64::INFINITY,
            _ => return None,
        };
        return Some(FloatAttribute::new(context, element, value).into());
    }
    let width = int_width(element)?;
    let lowest = if width >= 64 { i64::MIN } else { -(1i64 << (width - 1)) };
    let highest = if width >= 64 {
        i64::MAX
    } else {
        (1i64 << (width - 1)) - 1
    };
    let value = match kind {
        0 => 0,
        1 => 1,
        2 => lowest,
        3 => highest,
        _ => return None,
    };
    Some(IntegerAttribute::new(element, value).into())
}
