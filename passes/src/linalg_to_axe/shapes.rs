//! The tensors the conversion takes: static, non-empty, of a float type the engines compute
//! in, seen as `[rows, cols]` (the last two dimensions; any others must be 1).

use super::{unsupported, Converted};
use crate::rangeify::tensor_shape;
use melior::ir::{operation::OperationLike, OperationRef, Value, ValueLike};

/// Element types the engines read and write (NKI computes in fp32 and casts on write).
const ELEMENTS: &[&str] = &["f32", "bf16", "f16"];

/// The shape and element type of a tensor value, or an error at `op` naming `what`.
pub fn static_tensor<'c, 'a>(
    op: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    what: &str,
) -> Converted<'c, 'a, (Vec<i64>, String)> {
    let ty = value.r#type();
    let Some((shape, element)) = tensor_shape(ty) else {
        return unsupported(op, format!("has {what} of type {ty}, not a statically shaped tensor"));
    };
    if shape.iter().any(|&d| d <= 0) {
        return unsupported(op, format!("has {what} of type {ty}, which is empty"));
    }
    let element = element.to_string();
    if !ELEMENTS.contains(&element.as_str()) {
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

/// `[rows, cols]` of an iteration space or tensor: the last two extents (a rank-1 space is
/// one column of rows); every other extent must be 1.
pub fn rows_cols<'c, 'a>(op: OperationRef<'c, 'a>, extents: &[i64]) -> Converted<'c, 'a, (i64, i64)> {
    let n = extents.len();
    if let Some(d) = (0..n.saturating_sub(2)).find(|&d| extents[d] != 1) {
        return unsupported(op, format!("iterates over dimension {d} of extent {} besides its last two; only [rows, cols] views (other extents 1) are lowered", extents[d]));
    }
    Ok(match n {
        0 => (1, 1),
        1 => (extents[0], 1),
        _ => (extents[n - 2], extents[n - 1]),
    })
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
