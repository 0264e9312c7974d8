//! `linalg.reduce` over dimensions other than the last (TOSA's `reduce_sum` over H, then over
//! W, in a global pooling), rewritten before the conversion: reductions run over the free
//! axis, the last dimension of a tile, so the input is first transposed to put the reduced
//! dimensions last, in order (a copy through SBUF, [`super::movement`]), several of them
//! collapsed into one, and the op then reduces its last dimension. The result's dimensions
//! keep their order: they are the kept ones, in order, either way. Kept dimensions of extent 1
//! (`[N, C, 1, W]` reduced over W after TOSA's first reduction) are dropped for the reduction
//! and restored after it: rows of one element would make every tile a single element.

use super::splice::{self, reassociation, tensor_type as ty};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::read::{defining_op, i64_array, op_name};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, ValueLike};
use melior::Context;

/// Rewrites every `linalg.reduce` of `body` that reduces other than its last dimension alone,
/// or keeps dimensions of extent 1 beside others.
pub fn rewrite(context: &Context, body: &BlockRef) {
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if op_name(&op) == "linalg.reduce" && op.operand_count() == 2 {
            // The text is the rewrite's own; one that does not parse leaves the op as it is.
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
    let input = op.operand(0).ok()?;
    let init = op.operand(1).ok()?;
    let (shape, element) = tensor_shape(input.r#type())?;
    let (init_shape, init_element) = tensor_shape(init.r#type())?;
    let (element, init_element) = (element.to_string(), init_element.to_string());
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
    let mut text = format!(
        "func.func @f(%x: {}) -> {} {{\n",
        ty(&shape, &element),
        ty(&flat, &element)
    );
    let mut last = "%x".to_owned();
    if permutation.iter().enumerate().any(|(i, &p)| i != p) {
        text.push_str(&format!(
            "  %e = tensor.empty() : {m}\n  %t = linalg.transpose ins(%x : {s}) outs(%e : {m}) permutation = [{p}]\n",
            m = ty(&moved, &element),
            s = ty(&shape, &element),
            p = permutation.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
        ));
        last = "%t".into();
    }
    if flat != moved {
        text.push_str(&format!(
            "  %c = tensor.collapse_shape {last} {} : {} into {}\n",
            reassociation(&squeeze_groups(&kept_extents, reduced.len())),
            ty(&moved, &element),
            ty(&flat, &element)
        ));
        last = "%c".into();
    }
    text.push_str(&format!("  return {last} : {}\n}}", ty(&flat, &element)));
    // The conversion reads a reduction's identity from the fill of its init: a squeezed
    // reduction gets a fill of its own, of the same value.
    let fill_value = defining_op(init)
        .filter(|d| op_name(d) == "linalg.fill")
        .and_then(|f| f.operand(0).ok());
    if squeeze && fill_value.is_none() {
        return None;
    }
    let source = splice::before(context, op, &text, &[input.to_raw()])?;
    let init_groups = reassociation(&squeeze_groups(&kept_extents, 0));
    let new_init = match fill_value.filter(|_| squeeze) {
        Some(value) => splice::before(
            context,
            op,
            &format!(
                "func.func @f(%v: {t}) -> {q} {{\n  %e = tensor.empty() : {q}\n  %f = linalg.fill ins(%v : {t}) outs(%e : {q}) -> {q}\n  return %f : {q}\n}}",
                t = value.r#type(),
                q = ty(&squeezed, &init_element)
            ),
            &[value.to_raw()],
        )?,
        None => init.to_raw(),
    };
    // Every splice before the op changes: a text that does not parse leaves it whole.
    let result = op.result(0).ok()?;
    let expanded = if squeeze {
        Some(splice::before(
            context,
            &op.next_in_block()?,
            &format!(
                "func.func @f(%x: {q}) -> {k} {{\n  %r = tensor.expand_shape %x {init_groups} output_shape [{}] : {q} into {k}\n  return %r : {k}\n}}",
                kept_extents.iter().map(i64::to_string).collect::<Vec<_>>().join(", "),
                k = ty(&kept_extents, &init_element),
                q = ty(&squeezed, &init_element)
            ),
            &[result.to_raw()],
        )?)
    } else {
        None
    };
    unsafe {
        mlir_sys::mlirOperationSetOperand(op.to_raw(), 0, source);
        mlir_sys::mlirOperationSetOperand(op.to_raw(), 1, new_init);
        set_attribute(context, op, "dimensions", &format!("array<i64: {}>", squeezed.len()));
        if let Some(expanded) = expanded {
            mlir_sys::mlirValueSetType(result.to_raw(), mlir_sys::mlirValueGetType(new_init));
            let mut except = mlir_sys::mlirOpResultGetOwner(expanded);
            mlir_sys::mlirValueReplaceAllUsesExcept(result.to_raw(), expanded, 1, &mut except);
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
