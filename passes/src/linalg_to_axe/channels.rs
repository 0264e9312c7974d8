//! Elementwise ops over NCHW tensors with one value per channel (batch norm's scale and
//! shift after a convolution: `(d0, d1, d2, d3) -> (d1, 0, 0)`), rewritten before the
//! conversion over `[N, C, H * W]`: tiles are `[rows, cols]` views of the last two
//! dimensions, so over `[N, C, H, W]` the channel is a batch dimension and its value is
//! neither per row nor per column; over `[N, C, H * W]` the channels are the rows and the
//! value is one per partition. The op's whole operands are collapsed, its result expanded
//! back (a collapse of such an expand reads the expand's source), its body kept.

use super::splice::{self, tensor_type as ty};
use crate::linalg::indexing_maps::{self, MapResult};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::read::{defining_op, op_name};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Value, ValueLike};
use melior::Context;

/// How an input of a candidate op is read.
enum Read {
    /// Through the identity map: collapsed with the result.
    Whole,
    /// Through a map of d0, d1 and constants only: kept, its map rewritten over three loops.
    Channel(Vec<MapResult>),
}

/// Rewrites every candidate op of `body` (module docs).
pub fn rewrite(context: &Context, body: &BlockRef) {
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if let Some(reads) = candidate(&op) {
            // Every text below is the rewrite's own; one that does not parse leaves the op.
            let _ = collapse(context, &op, &reads);
        }
    }
}

/// The reads of `op`'s inputs when it is an elementwise generic over `[N, C, H, W]` (H * W
/// above 1) with at least one input read per channel and none read otherwise.
fn candidate(op: &OperationRef) -> Option<Vec<Read>> {
    if op_name(op) != "linalg.generic" || op.result_count() != 1 {
        return None;
    }
    let space = indexing_maps::read(op).ok()?;
    let inputs = op.operand_count().checked_sub(1)?;
    let identity: Vec<MapResult> = (0..4).map(MapResult::Dim).collect();
    if space.loops != 4 || space.reduction.iter().any(|&r| r) || space.maps.get(inputs)?.results != identity {
        return None;
    }
    let result: Value = op.result(0).ok()?.into();
    let (shape, _) = tensor_shape(result.r#type())?;
    let plane = shape.get(2)?.checked_mul(*shape.get(3)?)?;
    if shape.len() != 4 || shape[1] <= 1 || plane <= 1 {
        return None;
    }
    let mut reads = vec![];
    for map in &space.maps[..inputs] {
        if map.results == identity {
            reads.push(Read::Whole);
            continue;
        }
        let per_channel = map.results.iter().all(|r| match r {
            MapResult::Dim(k) => *k <= 1,
            MapResult::Constant(_) => true,
            MapResult::Window(_) => false,
        });
        if !per_channel {
            return None;
        }
        reads.push(Read::Channel(map.results.clone()));
    }
    let reads_channel = |r: &Read| matches!(r, Read::Channel(m) if m.contains(&MapResult::Dim(1)));
    reads.iter().any(reads_channel).then_some(reads)
}

/// An affine map over three loops with these results.
fn map3(results: &[MapResult]) -> String {
    let text: Vec<String> = results
        .iter()
        .map(|r| match r {
            MapResult::Dim(k) => format!("d{k}"),
            MapResult::Constant(c) => c.to_string(),
            MapResult::Window(_) => unreachable!("not a candidate"),
        })
        .collect();
    format!("affine_map<(d0, d1, d2) -> ({})>", text.join(", "))
}

/// The op over `[N, C, H * W]`: its clone reads the collapsed whole inputs and a fresh init,
/// with maps over three loops; an expand of its result replaces the op.
fn collapse(context: &Context, op: &OperationRef, reads: &[Read]) -> Option<()> {
    let result: Value = op.result(0).expect("one result").into();
    let (shape, element) = tensor_shape(result.r#type()).expect("checked");
    let element = element.to_string();
    // candidate checked that H * W does not overflow.
    let flat = [shape[0], shape[1], shape[2] * shape[3]];
    let mut operands: Vec<mlir_sys::MlirValue> = vec![];
    let mut maps: Vec<String> = vec![];
    for (i, read) in reads.iter().enumerate() {
        let input = op.operand(i).expect("an input");
        match read {
            Read::Whole => {
                let (_, input_element) = tensor_shape(input.r#type()).expect("a tensor");
                operands.push(collapsed(context, op, input, &flat, &input_element.to_string())?);
                maps.push(map3(&[MapResult::Dim(0), MapResult::Dim(1), MapResult::Dim(2)]));
            }
            Read::Channel(results) => {
                operands.push(input.to_raw());
                maps.push(map3(results));
            }
        }
    }
    let init = splice::before(
        context,
        op,
        &format!(
            "func.func @f() -> {t} {{\n  %e = tensor.empty() : {t}\n  return %e : {t}\n}}",
            t = ty(&flat, &element)
        ),
        &[],
    )?;
    operands.push(init);
    maps.push(map3(&[MapResult::Dim(0), MapResult::Dim(1), MapResult::Dim(2)]));
    unsafe {
        let clone = mlir_sys::mlirOperationClone(op.to_raw());
        let block = mlir_sys::mlirOperationGetBlock(op.to_raw());
        mlir_sys::mlirBlockInsertOwnedOperationBefore(block, op.to_raw(), clone);
        for (i, v) in operands.iter().enumerate() {
            mlir_sys::mlirOperationSetOperand(clone, i as isize, *v);
        }
        let attribute = format!(
            "{{indexing_maps = [{}], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]}}",
            maps.join(", ")
        );
        let parsed = mlir_sys::mlirAttributeParseGet(
            context.to_raw(),
            mlir_sys::MlirStringRef {
                data: attribute.as_ptr() as *const _,
                length: attribute.len(),
            },
        );
        for name in ["indexing_maps", "iterator_types"] {
            let key = mlir_sys::MlirStringRef {
                data: name.as_ptr() as *const _,
                length: name.len(),
            };
            let value = mlir_sys::mlirDictionaryAttrGetElementByName(parsed, key);
            mlir_sys::mlirOperationSetAttributeByName(clone, key, value);
        }
        let new_result = mlir_sys::mlirOperationGetResult(clone, 0);
        let flat_type = mlir_sys::mlirValueGetType(init);
        mlir_sys::mlirValueSetType(new_result, flat_type);
        let expanded = splice::before(
            context,
            op,
            &format!(
                "func.func @f(%x: {f}) -> {t} {{\n  %r = tensor.expand_shape %x [[0], [1], [2, 3]] output_shape [{}, {}, {}, {}] : {f} into {t}\n  return %r : {t}\n}}",
                shape[0],
                shape[1],
                shape[2],
                shape[3],
                f = ty(&flat, &element),
                t = ty(&shape, &element)
            ),
            &[new_result],
        )?;
        mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), expanded);
        mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
        mlir_sys::mlirOperationDestroy(op.to_raw());
    }
    Some(())
}

/// `input` as `[N, C, H * W]`: the source of an expand this file wrote, else a collapse.
fn collapsed(
    context: &Context,
    op: &OperationRef,
    input: Value,
    flat: &[i64; 3],
    element: &str,
) -> Option<mlir_sys::MlirValue> {
    if let Some(expand) = defining_op(input).filter(|d| op_name(d) == "tensor.expand_shape") {
        let source = expand.operand(0).expect("a source");
        if tensor_shape(source.r#type()).is_some_and(|(s, _)| s == flat) {
            return Some(source.to_raw());
        }
    }
    let (shape, _) = tensor_shape(input.r#type()).expect("a tensor");
    splice::before(
        context,
        op,
        &format!(
            "func.func @f(%x: {t}) -> {f} {{\n  %c = tensor.collapse_shape %x [[0], [1], [2, 3]] : {t} into {f}\n  return %c : {f}\n}}",
            t = ty(&shape, element),
            f = ty(flat, element)
        ),
        &[input.to_raw()],
    )
}
