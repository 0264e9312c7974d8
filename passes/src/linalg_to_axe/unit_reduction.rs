//! Reductions over loops of extent 1 only: each combines one input element with the init's
//! value, so the op is that combination elementwise (torch-mlir's global average pooling of
//! a 1x1 map, a sum over H = W = 1 into a zero fill, is `x + 0`). The conversion would flatten
//! the reduced dimensions into rows of one element, a copy of single elements it does not
//! write; an elementwise generic over the input's own shape replaces it.
//!
//! The rows: a `linalg.generic` with one input read through the identity map, of the result's
//! type, whose output map reads each kept loop in order and 0 for each reduced one, whose body
//! is one combiner of the input and the accumulator ([`COMBINERS`]), over an init that fills
//! with a float constant `c`. The replacement is `combiner(x, c)` with the operands in the
//! body's order: exactly what the reduction computes, signed zeros and NaN included (`-0 + 0`
//! is `+0`, `maxnumf(NaN, -inf)` is `-inf`), never the input itself.

use super::tensor_ops::{replace, Before};
use crate::linalg::indexing_maps::{self, MapResult};
use axe_dialects::ir::read::{defining_op, filled_float, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike};
use melior::Context;

/// The combiners whose reductions over one element this rewrites.
const COMBINERS: &[&str] = &["arith.addf", "arith.maximumf", "arith.maxnumf"];

/// Replaces every reduction of `body` over loops of extent 1 only (module docs) by the
/// elementwise combination of its input with its init's value.
pub fn rewrite(context: &Context, body: &BlockRef) {
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        let Some(unit) = unit_reduction(&op) else {
            continue;
        };
        let Some(at) = Before::op(context, op) else {
            continue;
        };
        let input = unit.input;
        let init = at.empty(input.r#type());
        let (result, body) = at.parallel_generic(&[input], init);
        let element = body.elements[0];
        let combined = if unit.input_first {
            body.binary(unit.combiner, element, unit.value)
        } else {
            body.binary(unit.combiner, unit.value, element)
        };
        body.yield_value(combined);
        replace(op, result);
    }
}

/// A reduction over loops of extent 1 only: its input, its combiner, the value its init
/// fills with, and whether the combiner reads the input element first.
struct UnitReduction<'c, 'a> {
    input: Value<'c, 'a>,
    combiner: &'static str,
    value: Value<'c, 'a>,
    input_first: bool,
}

/// `op` when it is such a reduction.
fn unit_reduction<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<UnitReduction<'c, 'a>> {
    if op_name(op) != "linalg.generic" || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let (input, init, result) = (op.operand_at(0)?, op.operand_at(1)?, op.result_at(0)?);
    let (shape, _) = super::windows::shape_of(input)?;
    let space = indexing_maps::read(op).ok()?;
    let identity: Vec<MapResult> = (0..space.loops).map(MapResult::Dim).collect();
    let kept_or_zero: Vec<MapResult> = (0..space.loops)
        .map(|d| {
            if space.reduction[d] {
                MapResult::Constant(0)
            } else {
                MapResult::Dim(d)
            }
        })
        .collect();
    let unit_reductions = space.reduction.iter().any(|&r| r)
        && shape.len() == space.loops
        && (0..space.loops).all(|d| !space.reduction[d] || shape[d] == 1);
    let maps = space.maps.len() == 2 && space.maps[0].results == identity && space.maps[1].results == kept_or_zero;
    let block = op.region_at(0)?.first_block()?;
    let combiner = block.first_operation()?;
    let name = op_name(&combiner);
    let arguments: Vec<usize> = (0..2)
        .filter_map(|i| block.argument_at(i).map(|a| value_key(a.into())))
        .collect();
    let reads: Vec<usize> = (0..combiner.operand_count())
        .filter_map(|i| combiner.operand_at(i).map(value_key))
        .collect();
    let yields = combiner.next_in_block().is_some_and(|y| {
        op_name(&y) == "linalg.yield"
            && y.operand_at(0).map(value_key) == combiner.result_at(0).map(|r| value_key(r.into()))
    });
    // The fill's value, a float constant (what filled_float reads).
    let fill = defining_op(init).filter(|f| op_name(f) == "linalg.fill" && filled_float(init).is_some())?;
    let value = fill.operand_at(0)?;
    let input_first = reads == arguments;
    let applies = unit_reductions
        && maps
        && COMBINERS.contains(&name)
        && input.r#type() == Value::from(result).r#type()
        && (input_first || reads.iter().rev().eq(arguments.iter()))
        && yields;
    if !applies {
        return None;
    }
    let combiner = COMBINERS.iter().find(|c| **c == name)?;
    Some(UnitReduction {
        input,
        combiner,
        value,
        input_first,
    })
}
