//! `linalg.reduce` over dimensions other than the last (TOSA's `reduce_sum` over H, then over
//! W, in a global pooling), rewritten before the conversion: reductions run over the free
//! axis, the last dimension of a tile, so the input is first transposed to put the reduced
//! dimensions last, in order (a copy through SBUF, [`super::movement`]), several of them
//! collapsed into one, and the op then reduces its last dimension. The result's dimensions
//! keep their order: they are the kept ones, in order, either way. Kept dimensions of extent 1
//! (`[N, C, 1, W]` reduced over W after TOSA's first reduction) are dropped for the reduction
//! and restored after it: rows of one element would make every tile a single element.

use super::tensor_ops::{tensor_type, Before};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::read::{defining_op, i64_array, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, r#type::TypeLike, BlockLike, BlockRef, OperationRef, ValueLike};
use melior::Context;

/// Rewrites every `linalg.reduce` of `body` that reduces other than its last dimension alone,
/// or keeps dimensions of extent 1 beside others.
pub fn rewrite(context: &Context, body: &BlockRef) {
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if op_name(&op) == "linalg.reduce" && op.operand_count() == 2 {
            // `None`: a reduction that needs no rewrite (or one it cannot do), left as it is.
            let _ = reduce_last(context, &op);
        }
    }
}

/// Reassociation groups (`[[0], [1, 2]]`) of dimensions of `extents` that drop the units:
/// each unit dimension joins the next dimension above 1, trailing ones the last group (or,
/// with `tail`, a final group of `tail` more dimensions).
fn squeeze_groups(extents: &[i64], tail: usize) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = vec![];
    let mut pending: Vec<usize> = vec![];
    for (d, &e) in extents.iter().enumerate() {
        pending.push(d);
        if e != 1 {
            groups.push(std::mem::take(&mut pending));
        }
    }
    if tail > 0 {
        pending.extend(extents.len()..extents.len() + tail);
        groups.push(pending);
    } else if let Some(last) = groups.last_mut() {
        last.extend(pending);
    }
    groups
}

/// The kept dimensions above 1 and the reduced ones merged: the reduction then runs over the
/// last dimension of `[rows, cols]` tiles whose rows are not a unit dimension. The init is
/// collapsed the same way and the result expanded back for its users.
fn reduce_last(context: &Context, op: &OperationRef) -> Option<()> {
    let input = op.operand_at(0)?;
    let init = op.operand_at(1)?;
    let (shape, element) = tensor_shape(input.r#type())?;
    let (init_shape, init_element) = tensor_shape(init.r#type())?;
    let rank = shape.len();
    let mut reduced: Vec<usize> = i64_array(op, "dimensions")?
        .into_iter()
        .map(usize::try_from)
        .collect::<Result<_, _>>()
        .ok()?;
    reduced.sort_unstable();
    reduced.dedup();
    if reduced.is_empty() || reduced.iter().any(|&d| d >= rank) {
        return None;
    }
    let kept: Vec<usize> = (0..rank).filter(|d| !reduced.contains(d)).collect();
    let kept_extents: Vec<i64> = kept.iter().map(|&d| shape[d]).collect();
    if init_shape != kept_extents || kept_extents.iter().all(|&e| e == 1) {
        return None;
    }
    let squeezed: Vec<i64> = kept_extents.iter().copied().filter(|&e| e != 1).collect();
    let squeeze = squeezed.len() < kept.len();
    if reduced == [rank - 1] && !squeeze {
        return None;
    }
    let permutation: Vec<usize> = kept.iter().chain(&reduced).copied().collect();
    let moved: Vec<i64> = permutation.iter().map(|&d| shape[d]).collect();
    let span = reduced.iter().try_fold(1i64, |n, &d| n.checked_mul(shape[d]))?;
    let mut flat = squeezed.clone();
    flat.push(span);
    // The conversion reads a reduction's identity from the fill of its init: a squeezed
    // reduction gets a fill of its own, of the same value.
    let fill_value = defining_op(init)
        .filter(|d| op_name(d) == "linalg.fill")
        .and_then(|f| f.operand_at(0));
    if squeeze && fill_value.is_none() {
        return None;
    }
    let result = op.result_at(0)?;
    let after = op.next_in_block()?;
    let at = Before::op(context, *op)?;
    let mut source = input;
    if permutation.iter().enumerate().any(|(i, &p)| i != p) {
        let empty = at.empty(tensor_type(&moved, element));
        source = at.transpose(source, empty, &permutation);
    }
    if flat != moved {
        let groups = squeeze_groups(&kept_extents, reduced.len());
        source = at.collapse(source, &groups, tensor_type(&flat, element));
    }
    let init_groups = squeeze_groups(&kept_extents, 0);
    let new_init = match fill_value.filter(|_| squeeze) {
        Some(value) => {
            let empty = at.empty(tensor_type(&squeezed, init_element));
            at.fill(value, empty)
        }
        None => init,
    };
    let expanded = squeeze.then(|| {
        Before::op(context, after).expect("in a block").expand(
            result.into(),
            &init_groups,
            tensor_type(&kept_extents, init_element),
        )
    });
    unsafe {
        mlir_sys::mlirOperationSetOperand(op.to_raw(), 0, source.to_raw());
        mlir_sys::mlirOperationSetOperand(op.to_raw(), 1, new_init.to_raw());
        set_attribute(context, op, "dimensions", &format!("array<i64: {}>", squeezed.len()));
        if let Some(expanded) = expanded {
            mlir_sys::mlirValueSetType(result.to_raw(), new_init.r#type().to_raw());
            let mut except = mlir_sys::mlirOpResultGetOwner(expanded.to_raw());
            mlir_sys::mlirValueReplaceAllUsesExcept(result.to_raw(), expanded.to_raw(), 1, &mut except);
        }
    }
    Some(())
}

unsafe fn set_attribute(context: &Context, op: &OperationRef, name: &str, text: &str) {
    let attribute = mlir_sys::mlirAttributeParseGet(
        context.to_raw(),
        mlir_sys::MlirStringRef {
            data: text.as_ptr() as *const _,
            length: text.len(),
        },
    );
    mlir_sys::mlirOperationSetAttributeByName(
        op.to_raw(),
        mlir_sys::MlirStringRef {
            data: name.as_ptr() as *const _,
            length: name.len(),
        },
        attribute,
    );
}
