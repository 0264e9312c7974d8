//! The layout a contraction's constant operand is stored in. `x @ W^T` (torch-mlir writes every
//! `nn.Linear` as a `linalg.transpose` of its constant weight and a matmul, or as a generic whose
//! weight map ends in the reduction loop) reads the weight along the reduction, not along the
//! output's columns: no vector runs along the columns, so uop-schedule vectorizes each output's
//! dot product instead (a horizontal sum per output) and every op after the sum (the bias,
//! GELU's erf) runs scalar, one output at a time; the matmul's register tile and the packed
//! GEMM of bench/cpu.md need B contiguous along the columns. The weight is a compile-time
//! constant, so the converter stores it with the output's innermost loop innermost (as BLAS
//! packs B and IREE's data tiling lays out constant weights) and reads it back through a
//! `uop.permute`: the same values, no arithmetic added, no sum reordered.

use super::indexing_maps::{IndexingMap, MapResult, Window};
use super::tensor_builder::{shape_of, TensorBuilder};
use axe_dialects::ir::dense_resource;
use axe_dialects::ir::read::{defining_op, has_uses, i64_array, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{attribute::AttributeLike, operation::OperationLike, Attribute, TypeLike, Value, ValueLike};
use std::borrow::Cow;

/// The output row the relayout asks for: a whole number of 8-float vectors (AVX2's f32 lanes,
/// two of NEON's or SSE's). A row of 10 (a classifier's) would get 2 lanes along it, slower than
/// the 8-lane dot products it has.
const ROW_MULTIPLE: i64 = 8;

/// The loop along which a constant operand read by input `map` of a contraction (outputs'
/// first map `output`, every operand's map in `maps`, loops of `sizes`) is best stored: the
/// output's innermost loop where the operand reads it (a matmul's columns: `x @ W^T`). A
/// convolution's weights do not read it (NCHW's output row): where that row has no 8-float
/// vector anyway (a stride reads the input strided along it, or it is not a multiple of 8 wide:
/// ResNet's 28, 14 and 7), the innermost output loop the weights do read (the output
/// channels), so that uop-schedule can run its lanes along the channels (the weights' vectors
/// times a broadcast input value, as oneDNN's and IREE's direct convolutions do). `None`:
/// keep the layout.
pub fn stored_column(map: &IndexingMap, maps: &[IndexingMap], output: &IndexingMap, sizes: &[i64]) -> Option<usize> {
    let output_dims: Vec<usize> = output
        .results
        .iter()
        .rev()
        .filter_map(|r| match r {
            MapResult::Dim(d) => Some(*d),
            _ => None,
        })
        .collect();
    let row = *output_dims.first()?;
    let reads = map.dims();
    if reads.contains(&row) {
        return Some(row);
    }
    let windows: Vec<&Window> = maps
        .iter()
        .flat_map(|m| &m.results)
        .filter_map(|r| match r {
            MapResult::Window(w) => Some(w),
            _ => None,
        })
        .collect();
    let strided = windows.iter().any(|w| w.terms.iter().any(|&(d, a)| d == row && a != 1));
    if windows.is_empty() || (sizes[row] % ROW_MULTIPLE == 0 && !strided) {
        return None;
    }
    output_dims.into_iter().find(|d| reads.contains(d))
}

/// `operand` (input `map` of a contraction whose first output's map is `output`, over loops of
/// `sizes`) as a permute of a constant whose innermost axis is loop `column`
/// ([`stored_column`]), when it is a constant read along a reduction loop and that loop is not
/// already innermost; `None` leaves it as it is. Only a constant this operand alone reads
/// (through permutes and reshapes nothing else reads) is relaid, so no weight is stored twice.
pub fn relaid<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    operand: Value<'c, 'a>,
    map: &IndexingMap,
    output: &IndexingMap,
    column: usize,
    sizes: &[i64],
) -> Option<Value<'c, 'a>> {
    let dims = map.dims();
    if dims.len() != map.results.len() || dims.len() < 2 {
        return None;
    }
    let at = dims.iter().position(|&d| d == column)?;
    if sizes[column] % ROW_MULTIPLE != 0 {
        return None;
    }
    let (data, shape, bytes, innermost) = constant_data(operand)?;
    // Already along the columns in memory; or read along a parallel loop (a batch).
    if innermost == at || output.dims().contains(&dims[innermost]) {
        return None;
    }
    // The new layout: every axis in order but the column's, which goes last.
    let order: Vec<i64> = (0..dims.len() as i64)
        .filter(|&j| j != at as i64)
        .chain([at as i64])
        .collect();
    let relaid = permute_elements(&data, &shape, &order, bytes);
    drop(data);
    let relaid_shape: Vec<i64> = order.iter().map(|&j| shape[j as usize]).collect();
    let element = super::tensor_builder::element_of(operand);
    let ty = b.tensor_type(&relaid_shape, element);
    let attribute = if relaid.len() >= dense_resource::BY_REFERENCE_BYTES {
        // A weight: the new layout becomes a blob of its own, not a dense copy of it.
        dense_resource::from_bytes(ty, "relaid", relaid)
    } else {
        let raw = unsafe {
            mlir_sys::mlirDenseElementsAttrRawBufferGet(ty.to_raw(), relaid.len(), relaid.as_ptr() as *const _)
        };
        if raw.ptr.is_null() {
            return None;
        }
        unsafe { Attribute::from_raw(raw) }
    };
    let constant = b.constant(attribute);
    let mut inverse = vec![0i64; order.len()];
    for (i, &j) in order.iter().enumerate() {
        inverse[j as usize] = i as i64;
    }
    Some(b.permute(constant, &inverse))
}

/// The row-major bytes, shape and element size of `value` when it is a non-splat dense
/// constant (or a `dense_resource` one) through `uop.permute`s and `uop.reshape`s that add or
/// drop size-1 axes, each value of the chain read once, and which of its axes the constant
/// stores innermost; elements of whole bytes only (an `i1` constant packs bits). The constant's
/// own bytes are borrowed (they live as long as the context): a weight is not copied to be read.
fn constant_data<'c>(value: Value<'c, '_>) -> Option<(Cow<'c, [u8]>, Vec<i64>, usize, usize)> {
    if !read_once(value) {
        return None;
    }
    let op = defining_op(value)?;
    let shape = shape_of(value);
    match op_name(&op) {
        "uop.reshape" => {
            let (data, from, bytes, innermost) = constant_data(op.operand_at(0)?)?;
            // The innermost axis keeps its place among the axes longer than 1.
            let long = |s: &[i64]| {
                s.iter()
                    .enumerate()
                    .filter(|(_, &e)| e != 1)
                    .map(|(j, _)| j)
                    .collect::<Vec<_>>()
            };
            let (before, after) = (long(&from), long(&shape));
            let same = before.len() == after.len() && before.iter().zip(&after).all(|(&i, &j)| from[i] == shape[j]);
            let rank = before.iter().position(|&j| j == innermost)?;
            same.then(|| (data, shape, bytes, after[rank]))
        }
        "uop.permute" => {
            let (data, from, bytes, innermost) = constant_data(op.operand_at(0)?)?;
            let order = i64_array(&op, "order")?;
            let moved = order.iter().position(|&j| j as usize == innermost)?;
            Some((
                Cow::Owned(permute_elements(&data, &from, &order, bytes)),
                shape,
                bytes,
                moved,
            ))
        }
        "arith.constant" => {
            let attribute = op.attribute("value").ok()?;
            if let Some(blob) = dense_resource::by_reference(attribute).filter(|_| !shape.is_empty()) {
                let bytes = blob.len() / shape.iter().product::<i64>() as usize;
                return Some((Cow::Borrowed(blob), shape.clone(), bytes, shape.len() - 1));
            }
            let attribute = dense_resource::resolved(attribute).ok()?;
            let raw = attribute.to_raw();
            if !unsafe { mlir_sys::mlirAttributeIsADenseElements(raw) }
                || unsafe { mlir_sys::mlirDenseElementsAttrIsSplat(raw) }
            {
                return None;
            }
            let element = unsafe { mlir_sys::mlirShapedTypeGetElementType(attribute.r#type().to_raw()) };
            let bits = unsafe {
                if mlir_sys::mlirTypeIsAFloat(element) {
                    mlir_sys::mlirFloatTypeGetWidth(element)
                } else if mlir_sys::mlirTypeIsAInteger(element) {
                    mlir_sys::mlirIntegerTypeGetWidth(element)
                } else {
                    return None;
                }
            };
            if bits % 8 != 0 || shape.is_empty() {
                return None;
            }
            let bytes = bits as usize / 8;
            let count: i64 = shape.iter().product();
            let pointer = unsafe { mlir_sys::mlirDenseElementsAttrGetRawData(raw) } as *const u8;
            let data = unsafe { std::slice::from_raw_parts(pointer, count as usize * bytes) };
            let innermost = shape.len() - 1;
            Some((Cow::Borrowed(data), shape, bytes, innermost))
        }
        _ => None,
    }
}

/// Whether one op reads `value`, not counting the movement ops the converter built and left
/// unread (a permute of a permute is built from the first one's source; the unread ones are
/// erased after the conversion).
fn read_once(value: Value) -> bool {
    let mut readers = 0;
    let mut operand = unsafe { mlir_sys::mlirValueGetFirstUse(value.to_raw()) };
    while !unsafe { mlir_sys::mlirOpOperandIsNull(operand) } {
        let owner = unsafe { melior::ir::OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand)) };
        let unread = op_name(&owner).starts_with("uop.")
            && owner.result_count() == 1
            && !has_uses(owner.result(0).expect("one result").into());
        if !unread {
            readers += 1;
        }
        operand = unsafe { mlir_sys::mlirOpOperandGetNextUse(operand) };
    }
    readers == 1
}

/// Row-major elements of `bytes` bytes each, of shape `from`, permuted: axis `i` of the result
/// is axis `order[i]` of `from` (as `uop.permute` and `linalg.transpose`). Exact: elements are
/// moved, never converted.
pub fn permute_elements(data: &[u8], from: &[i64], order: &[i64], bytes: usize) -> Vec<u8> {
    let mut strides = vec![1i64; from.len()];
    for d in (0..from.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * from[d + 1];
    }
    let to: Vec<i64> = order.iter().map(|&j| from[j as usize]).collect();
    let count: i64 = from.iter().product();
    let mut out = Vec::with_capacity(data.len());
    let mut index = vec![0i64; to.len()];
    for _ in 0..count {
        // Result element `index` is source element index[d] along axis order[d].
        let offset: i64 = (0..to.len()).map(|d| index[d] * strides[order[d] as usize]).sum();
        let at = offset as usize * bytes;
        out.extend_from_slice(&data[at..at + bytes]);
        for d in (0..to.len()).rev() {
            index[d] += 1;
            if index[d] < to[d] {
                break;
            }
            index[d] = 0;
        }
    }
    out
}
