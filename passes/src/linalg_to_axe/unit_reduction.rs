//! Reductions over loops of extent 1 only, which combine each input element with the init's
//! identity: the result is the input (torch-mlir's global average pooling of a 1x1 map, a sum
//! over H = W = 1 into a zero fill). The conversion would flatten the reduced dimensions into
//! rows of one element, a copy of single elements it does not write; the op goes instead, its
//! users reading the input.
//!
//! The rows: a `linalg.generic` with one input read through the identity map, of the result's
//! type, whose output map reads each kept loop in order and 0 for each reduced one, and whose
//! body is one combiner of the input and the accumulator over an init that fills with its
//! identity (`arith.addf` over 0, `arith.maximumf` / `arith.maxnumf` over -inf). `x + 0` is `x`
//! (but for -0, whose sum is +0) and `max(x, -inf)` is `x`, NaN included.

use crate::linalg::indexing_maps::{self, MapResult};
use axe_dialects::ir::read::{filled_float, op_name, value_key};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike};

/// The combiners a reduction over one element drops, each with the init it needs.
const IDENTITIES: &[(&str, f64)] = &[
    ("arith.addf", 0.0),
    ("arith.maximumf", f64::NEG_INFINITY),
    ("arith.maxnumf", f64::NEG_INFINITY),
];

/// Replaces every reduction of `body` over loops of extent 1 only (module docs) by its input.
pub fn rewrite(body: &BlockRef) {
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if is_identity(&op) {
            unsafe {
                let input = op.operand(0).expect("an input").to_raw();
                let result: Value = op.result(0).expect("a result").into();
                mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), input);
                mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
                mlir_sys::mlirOperationDestroy(op.to_raw());
            }
        }
    }
}

fn is_identity(op: &OperationRef) -> bool {
    if op_name(op) != "linalg.generic" || op.operand_count() != 2 || op.result_count() != 1 {
        return false;
    }
    let (Ok(input), Ok(init), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
        return false;
    };
    let Some((shape, _)) = super::windows::shape_of(input) else {
        return false;
    };
    let Ok(space) = indexing_maps::read(op) else {
        return false;
    };
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
    let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    let Some(combiner) = block.first_operation() else {
        return false;
    };
    let Some((_, neutral)) = IDENTITIES.iter().find(|(name, _)| *name == op_name(&combiner)) else {
        return false;
    };
    let arguments: Vec<usize> = (0..2)
        .filter_map(|i| block.argument(i).ok().map(|a| value_key(a.into())))
        .collect();
    let reads: Vec<usize> = (0..combiner.operand_count())
        .filter_map(|i| combiner.operand(i).ok().map(value_key))
        .collect();
    let yields = combiner.next_in_block().is_some_and(|y| {
        op_name(&y) == "linalg.yield"
            && y.operand(0).ok().map(value_key) == combiner.result(0).ok().map(|r| value_key(r.into()))
    });
    unit_reductions
        && maps
        && input.r#type() == Value::from(result).r#type()
        && (reads == arguments || reads.iter().rev().eq(arguments.iter()))
        && yields
        && filled_float(init) == Some(*neutral)
}
