//! Poolings whose window is the whole map, rewritten before the window decomposition into
//! the reduction they are. torch-mlir's ONNX importer writes `GlobalAveragePool` (ResNet's
//! head) as `linalg.pooling_nchw_sum` of a 7 x 7 window over a 7 x 7 map into `[N, C, 1, 1]`;
//! decomposed as a window, each channel's sum would be a `[1, 1]` tile, single elements the
//! NKI emitter cannot copy. As `linalg.reduce` over the map's dimensions into `[N, C]`
//! (`[N, C, 1, 1]` again through `tensor.expand_shape`), [`super::reduce_last`] makes it rows
//! of `H * W` elements reduced along the free axis.
//!
//! The reduction combines the same elements with the pooling's own combiner, its operands in
//! the body's order, into an init filled with the same value: what the pooling computes
//! (the window is every element once: no stride or dilation skips one). A map of one element
//! (a 1 x 1 map, ResNet's head at 32 x 32 inputs) is that combination elementwise instead:
//! rows of one element would be single-element copies too.

use super::tensor_ops::{replace, tensor_type, Before};
use super::windows::window_values;
use crate::rangeify::tensor_shape;
use axe_dialects::ir::read::{defining_op, op_name};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike};
use melior::Context;

/// The poolings this file rewrites, and whether each is channels-last.
const POOLINGS: &[(&str, bool)] = &[
    ("linalg.pooling_nchw_sum", false),
    ("linalg.pooling_nchw_max", false),
    ("linalg.pooling_nhwc_sum", true),
    ("linalg.pooling_nhwc_max", true),
];

/// Replaces every pooling of `body` whose window covers its whole map (module docs).
pub fn rewrite(context: &Context, body: &BlockRef) {
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if let Some(reduction) = as_reduction(context, &op) {
            replace(op, reduction);
        }
    }
}

/// The reduction that computes `op`, built before it; `None` (and nothing built) when `op` is
/// not a pooling over the whole map into a filled init.
fn as_reduction<'c, 'a>(context: &'c Context, op: &OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let &(_, channels_last) = POOLINGS.iter().find(|(name, _)| *name == op_name(op))?;
    let (input, window, init) = (op.operand_at(0)?, op.operand_at(1)?, op.operand_at(2)?);
    let (shape, _) = tensor_shape(input.r#type())?;
    let (window_shape, _) = tensor_shape(window.r#type())?;
    let (init_shape, element) = tensor_shape(init.r#type())?;
    let map: [usize; 2] = if channels_last { [1, 2] } else { [2, 3] };
    let whole_map = shape.len() == 4
        && init_shape.len() == 4
        && window_shape == [shape[map[0]], shape[map[1]]]
        && map.iter().all(|&d| init_shape[d] == 1)
        && window_values(op, "dilations", 2).ok()? == [1, 1];
    if !whole_map {
        return None;
    }
    let fill = defining_op(init).filter(|d| op_name(d) == "linalg.fill")?;
    let (combiner, input_first) = combiner(op)?;
    let kept: Vec<i64> = (0..4).filter(|d| !map.contains(d)).map(|d| init_shape[d]).collect();
    let groups: Vec<Vec<usize>> = if channels_last {
        vec![vec![0, 1, 2], vec![3]]
    } else {
        vec![vec![0], vec![1, 2, 3]]
    };
    let at = Before::op(context, *op)?;
    let value = fill.operand_at(0)?;
    if window_shape == [1, 1] {
        // A map of one element: the pooling combines it with the init's value, elementwise
        // (as `super::unit_reduction` writes a reduction over loops of extent 1).
        let (result, body) = at.parallel_generic(&[input], at.empty(init.r#type()));
        let x = body.elements[0];
        let combined = if input_first {
            body.binary(&combiner, x, value)
        } else {
            body.binary(&combiner, value, x)
        };
        body.yield_value(combined);
        return Some(result);
    }
    let filled = at.fill(value, at.empty(tensor_type(&kept, element)));
    let dimensions: Vec<i64> = map.iter().map(|&d| d as i64).collect();
    let (reduced, body) = at.reduce(input, filled, &dimensions);
    let (x, acc) = (body.elements[0], body.elements[1]);
    let combined = if input_first {
        body.binary(&combiner, x, acc)
    } else {
        body.binary(&combiner, acc, x)
    };
    body.yield_value(combined);
    Some(at.expand(reduced, &groups, init.r#type()))
}

/// The pooling body's one combiner op (`arith.addf`, `arith.maximumf`, ...) and whether its
/// first operand is the input element (else the accumulator).
fn combiner(op: &OperationRef) -> Option<(String, bool)> {
    let block = op.region_at(0)?.first_block()?;
    let combined = block.first_operation()?;
    let yielded = combined.next_in_block()?;
    if op_name(&yielded) != "linalg.yield" || yielded.operand_at(0)? != combined.result_at(0)?.into() {
        return None;
    }
    let (input, accumulator): (Value, Value) = (block.argument_at(0)?.into(), block.argument_at(2)?.into());
    let (a, b) = (combined.operand_at(0)?, combined.operand_at(1)?);
    let input_first = if a == input && b == accumulator {
        true
    } else if a == accumulator && b == input {
        false
    } else {
        return None;
    };
    Some((op_name(&combined).to_owned(), input_first))
}
