//! The `tensor` dialect ops around linalg programs, as uop movement ops:
//! reshapes (`collapse_shape`, `expand_shape`), slices (`extract_slice`,
//! and `insert_slice`, both strided too), `pad` with a constant and `concat`.

use super::{
    replace_op,
    tensor_builder::{shape_of, TensorBuilder},
    ConvertError,
};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::read::{constant_of, defining_op, i64_array, int_attr, op_name};
use axe_dialects::ir::OperationAt;
use melior::{
    ir::{
        attribute::AttributeLike, operation::OperationLike, Attribute, BlockLike, OperationRef, RegionLike, Value,
        ValueLike,
    },
    Context,
};

/// MLIR's marker for a dynamic entry of a static offset/size/stride list.
const DYNAMIC: i64 = i64::MIN;

/// Whether the converter knows `name`.
pub fn handles(name: &str) -> bool {
    matches!(
        name,
        "tensor.collapse_shape"
            | "tensor.expand_shape"
            | "tensor.extract_slice"
            | "tensor.insert_slice"
            | "tensor.pad"
            | "tensor.concat"
            | "tensor.cast"
    )
}

pub fn convert<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>) -> Result<(), ConvertError<'c, 'a>> {
    let error = |message: String| ConvertError { op, message };
    let result: Value = op.result(0).map_err(|_| error("has no result".into()))?.into();
    let Some((result_shape, _)) = tensor_shape(result.r#type()) else {
        return Err(error(format!(
            "has result type {}, not a static tensor",
            result.r#type()
        )));
    };
    for operand in op.operands() {
        if operand.r#type().to_string().starts_with("tensor") && tensor_shape(operand.r#type()).is_none() {
            return Err(error(format!(
                "has an operand of type {}, not a static tensor",
                operand.r#type()
            )));
        }
    }
    // A dynamic entry whose operand is a constant (tosa-to-tensor's pads) is static.
    let segments = i64_array(&op, "operandSegmentSizes").unwrap_or_default();
    let static_list = |name: &str, segment: usize| -> Result<Vec<i64>, ConvertError<'c, 'a>> {
        let values = i64_array(&op, name).ok_or_else(|| error(format!("has no {name}")))?;
        let first: i64 = segments.iter().take(segment).sum();
        // A static entry equal to the dynamic sentinel (`low[-9223372036854775808]` parses) has
        // no operand; asking melior for one past the end would print the malformed op.
        let count = op.operand_count();
        let mut dynamic = (first as usize..).map(|i| {
            (i < count)
                .then(|| op.operand_at(i))
                .flatten()
                .and_then(|v| constant_of(v, 64))
        });
        values
            .into_iter()
            .map(|v| {
                if v == DYNAMIC {
                    dynamic.next().flatten()
                } else {
                    Some(v)
                }
            })
            .collect::<Option<Vec<i64>>>()
            .ok_or_else(|| {
                error("has dynamic offsets, sizes, strides or padding (only static ones are converted)".into())
            })
    };
    let b = TensorBuilder::new(context, op);
    let source = op.operand(0).expect("a source");
    let converted = match op_name(&op) {
        "tensor.collapse_shape" | "tensor.expand_shape" => b.reshape(source, &result_shape),
        // Static to static, which the verifier allows only between equal shapes.
        "tensor.cast" => source,
        "tensor.extract_slice" => {
            let offsets = static_list("static_offsets", 1)?;
            let sizes = static_list("static_sizes", 2)?;
            let strides = static_list("static_strides", 3)?;
            extract_slice(&b, source, &offsets, &sizes, &strides, &result_shape).map_err(error)?
        }
        "tensor.insert_slice" => {
            let offsets = static_list("static_offsets", 2)?;
            let sizes = static_list("static_sizes", 3)?;
            let strides = static_list("static_strides", 4)?;
            if strides.iter().any(|&s| s < 1) {
                return Err(error("inserts with a stride below 1 (not converted)".into()));
            }
            let dest = op.operand(1).expect("a destination");
            let piece = b.reshape(source, &sizes);
            // The piece spread out by the strides, zeros between its elements.
            let spread = dilate(&b, piece, &strides).map_err(error)?;
            let spread_shape = shape_of(spread);
            let high: Vec<i64> = shape_of(dest)
                .iter()
                .zip(spread_shape.iter().zip(&offsets))
                .map(|(d, (s, o))| d - s - o)
                .collect();
            if defining_op(dest).is_some_and(|d| op_name(&d) == "tensor.empty") {
                // Outside the slice the result is undefined; zeros are one of its values.
                b.pad(spread, &offsets, &high)
            } else if strides.iter().all(|&s| s == 1) {
                b.overlay(dest, piece, &offsets)
            } else {
                let inside = b.splat_bool(true, &sizes);
                let mask = b.pad(dilate(&b, inside, &strides).map_err(error)?, &offsets, &high);
                b.select(mask, b.pad(spread, &offsets, &high), dest)
            }
        }
        "tensor.pad" => {
            let low = static_list("static_low", 1)?;
            let high = static_list("static_high", 2)?;
            if low.iter().chain(&high).any(|&p| p < 0) {
                return Err(error("pads by a negative amount (not converted)".into()));
            }
            let fill = pad_value(&op).map_err(error)?;
            if is_zero(fill) {
                b.pad(source, &low, &high)
            } else {
                let around = b.splat(fill, &result_shape);
                b.overlay(around, source, &low)
            }
        }
        "tensor.concat" => {
            let dim = int_attr(&op, "dim").unwrap_or_default() as usize;
            let pieces: Vec<Value> = op.operands().collect();
            let mut low = vec![0; result_shape.len()];
            let first_shape = shape_of(pieces[0]);
            let mut high: Vec<i64> = result_shape.iter().zip(&first_shape).map(|(r, f)| r - f).collect();
            high.iter_mut().enumerate().for_each(|(d, h)| {
                if d != dim {
                    *h = 0
                }
            });
            let mut acc = b.pad(pieces[0], &low, &high);
            for pair in pieces.windows(2) {
                low[dim] += shape_of(pair[0])[dim];
                acc = b.overlay(acc, pair[1], &low);
            }
            acc
        }
        other => return Err(error(format!("is not a tensor op the converter knows ({other})"))),
    };
    replace_op(op, [Some(converted)]);
    Ok(())
}

/// `source[offsets + i * strides]` for `i < sizes`, then dropped unit axes
/// (a rank-reducing slice). A stride `s > 1` takes every `s`-th element:
/// the axis is cut (and zero-padded past its end) to `size * s`, split into
/// `(size, s)`, and the first of each `s` kept, tinygrad's strided slice.
fn extract_slice<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    source: Value<'c, 'a>,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    result_shape: &[i64],
) -> Result<Value<'c, 'a>, String> {
    let shape = shape_of(source);
    if strides.iter().any(|&s| s < 1) {
        return Err("has a stride below 1 (not converted)".into());
    }
    let mut begin = Vec::new();
    let mut end = Vec::new();
    let mut overhang = Vec::new();
    let mut split = Vec::new();
    let mut keep = Vec::new();
    // The verifier has checked that the slice stays inside the source.
    for d in 0..shape.len() {
        // Checked: MLIR's bound check lets a stride of 2^63 - 1 through.
        let wanted = sizes[d]
            .checked_mul(strides[d])
            .ok_or("spans more elements than an i64 counts (not converted)")?;
        let taken = wanted.min(shape[d] - offsets[d]);
        begin.push(offsets[d]);
        end.push(offsets[d] + taken);
        overhang.push(wanted - taken);
        split.push(sizes[d]);
        keep.push(sizes[d]);
        if strides[d] > 1 {
            split.push(strides[d]);
            keep.push(1);
        }
    }
    let cut = b.shrink(source, &begin, &end);
    let cut = b.pad(cut, &vec![0; shape.len()], &overhang);
    let rows = b.reshape(cut, &split);
    let picked = b.shrink(rows, &vec![0; split.len()], &keep);
    let picked = b.reshape(picked, sizes);
    Ok(b.reshape(picked, result_shape))
}

/// `x` with `strides[d] - 1` zeros between neighbours along axis `d`: each
/// axis of `n` elements becomes `(n, 1)`, is padded to `(n, s)`, flattened
/// and cut after its last element, `(n - 1) * s + 1` in all.
fn dilate<'c, 'a>(b: &TensorBuilder<'c, 'a>, x: Value<'c, 'a>, strides: &[i64]) -> Result<Value<'c, 'a>, String> {
    let mut x = x;
    for (d, &s) in strides.iter().enumerate() {
        let shape = shape_of(x);
        if s == 1 || shape[d] == 0 {
            continue;
        }
        let n = shape[d];
        // The verifier has checked that the spread piece fits its destination, so this is no overflow.
        let spread = n
            .checked_mul(s)
            .ok_or("spans more elements than an i64 counts (not converted)")?;
        let mut split = shape[..d].to_vec();
        split.extend([n, 1]);
        split.extend_from_slice(&shape[d + 1..]);
        let mut high = vec![0; split.len()];
        high[d + 1] = s - 1;
        let rows = b.pad(b.reshape(x, &split), &vec![0; split.len()], &high);
        let mut flat = shape.clone();
        flat[d] = spread;
        let flat_x = b.reshape(rows, &flat);
        let mut end = flat;
        end[d] = spread - (s - 1);
        x = b.shrink(flat_x, &vec![0; end.len()], &end);
    }
    Ok(x)
}

/// The constant a `tensor.pad` fills with.
fn pad_value<'c>(op: &OperationRef<'c, '_>) -> Result<Attribute<'c>, String> {
    let body = op.region_at(0).and_then(|r| r.first_block()).ok_or("has no body")?;
    let value = body
        .terminator()
        .and_then(|t| t.operand_at(0))
        .ok_or("has no tensor.yield")?;
    defining_op(value)
        .filter(|d| op_name(d) == "arith.constant")
        .and_then(|d| d.attribute("value").ok())
        .ok_or_else(|| "pads with a value that is not a constant (not converted)".to_owned())
}

/// Zero as `uop.pad` fills: +0.0, integer 0, false.
fn is_zero(attribute: Attribute) -> bool {
    let raw = attribute.to_raw();
    unsafe {
        if mlir_sys::mlirAttributeIsAFloat(raw) {
            let v = mlir_sys::mlirFloatAttrGetValueDouble(raw);
            v == 0.0 && v.is_sign_positive()
        } else if mlir_sys::mlirAttributeIsAInteger(raw) {
            mlir_sys::mlirIntegerAttrGetValueInt(raw) == 0
        } else {
            attribute.to_string() == "false"
        }
    }
}
