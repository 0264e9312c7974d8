//! Elementwise ops rewritten before the conversion over a flatter view of their tensors,
//! since tiles are `[rows, cols]` views of the last two dimensions:
//! - over NCHW with one value per channel (batch norm's scale and shift after a convolution:
//!   `(d0, d1, d2, d3) -> (d1, 0, 0)`), the channel is a batch dimension and its value
//!   neither per row nor per column; over `[N, C, H * W]` the channels are the rows and the
//!   value is one per partition;
//! - over a tensor whose last two dimensions are 1 (`[N, C, 1, 1]` after a global pooling,
//!   TOSA's batch norm statistics), every tile would be one element; over the dimensions
//!   before them (`[N, C]`) a tile holds rows.
//!
//! The op's whole operands are collapsed, its result expanded back (a collapse of such an
//! expand reads the expand's source), its body kept.

use super::tensor_ops::{tensor_type, Before};
use crate::linalg::indexing_maps::{self, MapResult};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::read::{defining_op, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Type, Value, ValueLike};
use melior::Context;

/// How an input of a candidate op is read.
enum Read {
    /// Through the identity map: collapsed with the result.
    Whole,
    /// Through another map (of the view's loops and constants only): kept, its map rewritten
    /// over the view's loops.
    Channel(Vec<MapResult>),
}

/// The flatter view: the result's dimensions in groups, each group one dimension of `shape`.
struct View {
    groups: Vec<Vec<usize>>,
    shape: Vec<i64>,
}

/// Rewrites every candidate op of `body` (module docs).
pub fn rewrite(context: &Context, body: &BlockRef) {
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if let Some((reads, view)) = per_channel(&op).or_else(|| trailing_units(&op)) {
            collapse(context, &op, &reads, &view);
        }
    }
}

/// An elementwise generic over a tensor of rank 3 or more whose last two (or more) dimensions
/// are 1, its output map the identity: viewed over the dimensions before them (at least two).
/// Inputs read through the identity are collapsed with the result; any other map (a broadcast
/// constant's `(0, 0, 0, 0)`) is kept with the unit loops read as 0. One trailing unit
/// dimension is left alone: `[rows, 1]` tiles are a keepdim reduction's per-row values, which
/// later ops read as such.
fn trailing_units(op: &OperationRef) -> Option<(Vec<Read>, View)> {
    if op_name(op) != "linalg.generic" || op.result_count() != 1 {
        return None;
    }
    let space = indexing_maps::read(op).ok()?;
    let identity: Vec<MapResult> = (0..space.loops).map(MapResult::Dim).collect();
    let inputs = op.operand_count().checked_sub(1)?;
    if space.reduction.iter().any(|&r| r) || space.maps.get(inputs)?.results != identity {
        return None;
    }
    let result: Value = op.result_at(0)?.into();
    let (shape, _) = tensor_shape(result.r#type())?;
    let kept = shape.iter().rposition(|&e| e != 1)? + 1;
    if shape.len() < 3 || kept + 2 > shape.len() || kept < 2 {
        return None;
    }
    let mut groups: Vec<Vec<usize>> = (0..kept - 1).map(|d| vec![d]).collect();
    groups.push((kept - 1..shape.len()).collect());
    let reads = space.maps[..inputs]
        .iter()
        .map(|m| {
            if m.results == identity {
                return Read::Whole;
            }
            let unit_as_zero = m.results.iter().map(|r| match r {
                MapResult::Dim(k) if *k >= kept => MapResult::Constant(0),
                other => other.clone(),
            });
            Read::Channel(unit_as_zero.collect())
        })
        .collect();
    Some((
        reads,
        View {
            groups,
            shape: shape[..kept].to_vec(),
        },
    ))
}

/// The reads of `op`'s inputs when it is an elementwise generic over `[N, C, H, W]` (H * W
/// above 1) with at least one input read per channel and none read otherwise.
fn per_channel(op: &OperationRef) -> Option<(Vec<Read>, View)> {
    if op_name(op) != "linalg.generic" || op.result_count() != 1 {
        return None;
    }
    let space = indexing_maps::read(op).ok()?;
    let inputs = op.operand_count().checked_sub(1)?;
    let identity: Vec<MapResult> = (0..4).map(MapResult::Dim).collect();
    if space.loops != 4 || space.reduction.iter().any(|&r| r) || space.maps.get(inputs)?.results != identity {
        return None;
    }
    let result: Value = op.result_at(0)?.into();
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
    let view = View {
        groups: vec![vec![0], vec![1], vec![2, 3]],
        shape: vec![shape[0], shape[1], plane],
    };
    reads.iter().any(reads_channel).then_some((reads, view))
}

/// An affine map over `loops` loops with these results.
fn map(loops: usize, results: &[MapResult]) -> String {
    let text: Vec<String> = results
        .iter()
        .map(|r| match r {
            MapResult::Dim(k) => format!("d{k}"),
            MapResult::Constant(c) => c.to_string(),
            MapResult::Window(_) => unreachable!("not a candidate"),
        })
        .collect();
    let dims: Vec<String> = (0..loops).map(|d| format!("d{d}")).collect();
    format!("affine_map<({}) -> ({})>", dims.join(", "), text.join(", "))
}

/// The op over `view`: its clone reads the collapsed whole inputs and a fresh init, with maps
/// over the view's loops; an expand of its result replaces the op.
fn collapse(context: &Context, op: &OperationRef, reads: &[Read], view: &View) {
    let result: Value = op.result(0).expect("one result").into();
    let (_, element) = tensor_shape(result.r#type()).expect("checked");
    let Some(at) = Before::op(context, *op) else {
        return;
    };
    let flat = &view.shape;
    let loops = flat.len();
    let identity: Vec<MapResult> = (0..loops).map(MapResult::Dim).collect();
    let mut operands: Vec<mlir_sys::MlirValue> = vec![];
    let mut maps: Vec<String> = vec![];
    for (i, read) in reads.iter().enumerate() {
        let input = op.operand(i).expect("an input");
        match read {
            Read::Whole => {
                let (_, input_element) = tensor_shape(input.r#type()).expect("a tensor");
                operands.push(collapsed(&at, input, view, input_element));
                maps.push(map(loops, &identity));
            }
            Read::Channel(results) => {
                operands.push(input.to_raw());
                maps.push(map(loops, results));
            }
        }
    }
    let init = at.empty(tensor_type(flat, element)).to_raw();
    operands.push(init);
    maps.push(map(loops, &identity));
    unsafe {
        let clone = mlir_sys::mlirOperationClone(op.to_raw());
        let block = mlir_sys::mlirOperationGetBlock(op.to_raw());
        mlir_sys::mlirBlockInsertOwnedOperationBefore(block, op.to_raw(), clone);
        for (i, v) in operands.iter().enumerate() {
            mlir_sys::mlirOperationSetOperand(clone, i as isize, *v);
        }
        let parallel = vec!["#linalg.iterator_type<parallel>"; loops];
        let attribute = format!(
            "{{indexing_maps = [{}], iterator_types = [{}]}}",
            maps.join(", "),
            parallel.join(", ")
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
        let expanded = at
            .expand(Value::from_raw(new_result), &view.groups, result.r#type())
            .to_raw();
        mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), expanded);
        mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
        mlir_sys::mlirOperationDestroy(op.to_raw());
    }
}

/// `input` over `view`: the source of an expand this file wrote, else a collapse.
fn collapsed<'c, 'a>(at: &Before<'c, 'a>, input: Value<'c, 'a>, view: &View, element: Type<'c>) -> mlir_sys::MlirValue {
    if let Some(expand) = defining_op(input).filter(|d| op_name(d) == "tensor.expand_shape") {
        let source = expand.operand(0).expect("a source");
        if tensor_shape(source.r#type()).is_some_and(|(s, _)| s == view.shape) {
            return source.to_raw();
        }
    }
    at.collapse(input, &view.groups, tensor_type(&view.shape, element))
        .to_raw()
}
