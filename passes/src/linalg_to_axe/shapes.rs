//! The tensors the conversion takes: static, non-empty, of a type the engines compute
//! in, seen as `[rows, cols]` (the last two dimensions) in a batch (the others).

use super::{unsupported, Converted};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, OperationRef, Value, ValueLike};

/// Element types the engines read and write (NKI computes in fp32 and casts on write): the
/// floats, i1 (a byte of 0 or 1: masks, comparisons) and i8 (values fp32 holds exactly:
/// torch's uint8 masks).
const ELEMENTS: &[&str] = &["f32", "bf16", "f16", "i1", "i8"];

/// The shape and element type of a tensor value the kernel computes, or an error at `op`
/// naming `what`. An f64 value is computed in f32: NKI has no f64, and torch-mlir's f64 (its
/// LayerNorm's variance) is its decomposition's choice, not torch's, which computes that
/// variance in f32 (the conversion remarks on it, `f64_remark`).
pub fn static_tensor<'c, 'a>(
    op: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    what: &str,
) -> Converted<'c, 'a, (Vec<i64>, String)> {
    if tensor_shape(value.r#type()).is_some_and(|(_, e)| e.to_string() == "f64") {
        let (shape, _) = exact_tensor(op, value, what, &["f64"])?;
        return Ok((shape, "f32".into()));
    }
    exact_tensor(op, value, what, ELEMENTS)
}

/// The shape and element type of a kernel argument, result or weight, whose data the caller
/// passes in its own element type: f32, bf16, f16, i1 or i8 (no f64).
pub fn kernel_tensor<'c, 'a>(
    op: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    what: &str,
) -> Converted<'c, 'a, (Vec<i64>, String)> {
    exact_tensor(op, value, what, ELEMENTS)
}

fn exact_tensor<'c, 'a>(
    op: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    what: &str,
    elements: &[&str],
) -> Converted<'c, 'a, (Vec<i64>, String)> {
    let ty = value.r#type();
    let Some((shape, element)) = tensor_shape(ty) else {
        return unsupported(op, format!("has {what} of type {ty}, not a statically shaped tensor"));
    };
    if shape.iter().any(|&d| d <= 0) {
        return unsupported(op, format!("has {what} of type {ty}, which is empty"));
    }
    let element = element.to_string();
    if !elements.contains(&element.as_str()) {
        return unsupported(
            op,
            format!(
                "has {what} of element type {element}; Trainium kernels take {}",
                ELEMENTS.join(", ")
            ),
        );
    }
    if shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)).is_none() {
        return unsupported(
            op,
            format!("has {what} of type {ty}, whose element count overflows 64 bits"),
        );
    }
    Ok((shape, element))
}

/// The batch extents, rows and columns of an iteration space or tensor: the last two
/// extents are `[rows, cols]` (a rank-1 space is one column of rows), the others the batch
/// the op loops over ([`super::batch`]).
pub fn batch_rows_cols(extents: &[i64]) -> (Vec<i64>, i64, i64) {
    let n = extents.len();
    let batch = extents[..n.saturating_sub(2)].to_vec();
    match n {
        0 => (batch, 1, 1),
        1 => (batch, extents[0], 1),
        _ => (batch, extents[n - 2], extents[n - 1]),
    }
}

/// The first op in `function` (bodies included) with an f64 result, scalar or tensor (a
/// constant too, not an empty tensor): the conversion computes them in f32.
pub fn first_f64<'c, 'a>(function: &OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut first = None;
    axe_dialects::ir::read::for_each_nested(function, &mut |op| {
        let f64_result = (0..op.result_count()).any(|i| {
            op.result_at(i).is_some_and(|r| {
                let ty = r.r#type();
                ty.to_string() == "f64" || tensor_shape(ty).is_some_and(|(_, e)| e.to_string() == "f64")
            })
        });
        // An empty tensor holds no value yet.
        let computes = axe_dialects::ir::read::op_name(&op) != "tensor.empty";
        if first.is_none() && f64_result && computes {
            first = Some(op);
        }
    });
    first
}

/// `extent` rounded up to a multiple of `multiple`, if it fits.
pub fn round_up(extent: i64, multiple: i64) -> Option<i64> {
    extent
        .checked_add(multiple - 1)
        .map(|e| e / multiple)
        .and_then(|blocks| blocks.checked_mul(multiple))
}

/// Linalg on tensors has one result per output; on buffers it has none.
pub fn one_tensor_result<'c, 'a>(op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    if op.result_count() != 1 {
        return unsupported(
            op,
            format!(
                "has {} results; the conversion takes linalg on tensors with one output",
                op.result_count()
            ),
        );
    }
    Ok(())
}
