//! torch-mlir's `tm_tensor.scan` (torch.cumsum, cumprod; logcumsumexp is a cumsum of exps)
//! as a parallel prefix over tensor-level uop ops.
//!
//! The op's meaning (torch-mlir's loops), along `dimension` of length n, with the region's
//! arguments (running value, input element):
//!
//! | mode      | out[0] | out[i], 0 < i < n      | second result               |
//! |-----------|--------|------------------------|-----------------------------|
//! | inclusive | in[0]  | f(out[i-1], in[i])     | out[n-1] (acc when n < 2)   |
//! | exclusive | acc    | f(out[i-1], in[i-1])   | out[n-1] (acc when n < 2)   |
//!
//! An exclusive scan is the inclusive scan of the sequence `acc, in[0], ..., in[n-2]`. The
//! inclusive scan is Hillis and Steele's: for s = 1, 2, 4, ... < n, `x[i] = f(x[i-s], x[i])`
//! where i >= s, each step one materialized tensor (`uop.contiguous`): log2(n) passes of n
//! elements, not the n^2 of summing a triangle. The left operand is always the earlier
//! segment, so the region's argument order is kept; only the grouping changes, which is exact
//! for the integer, max, min and bitwise combiners. A float sum or product is reassociated
//! (refused under `reassociate=false` past two elements) and computed wider, f32 in f64 and f16 / bf16 in f32,
//! rounded once at the end, as torch's CPU cumsum and cumprod accumulate
//! (docs/math-accuracy.md, "Scans").

use super::{
    reduction_body::{is_combiner, single_combiner},
    replace_op,
    tensor_builder::{element_of, shape_of, TensorBuilder},
    tm_tensor_operands, ConvertError,
};
use axe_dialects::ir::read::{int_attr, op_name};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::{
    ir::{attribute::AttributeLike, operation::OperationLike, OperationRef, RegionLike, Type, Value, ValueLike},
    Context,
};

pub fn convert<'c, 'a>(
    context: &'c Context,
    op: OperationRef<'c, 'a>,
    reassociate: bool,
) -> Result<(), ConvertError<'c, 'a>> {
    let error = |message: String| ConvertError { op, message };
    let operands = tm_tensor_operands(
        op,
        [1, 2],
        2,
        "a scan has one input, two outputs (the result and the accumulator) and two results",
    )?;
    let (input, accumulator) = (operands[0], operands[2]);
    let shape = shape_of(input);
    let dimension = int_attr(&op, "dimension").unwrap_or(-1);
    let Some(dim) = usize::try_from(dimension).ok().filter(|&d| d < shape.len()) else {
        return Err(error(format!(
            "scans dimension {dimension} of a rank-{} input",
            shape.len()
        )));
    };
    let mut row_shape = shape.clone();
    row_shape.remove(dim);
    if shape_of(accumulator) != row_shape || element_of(accumulator) != element_of(input) {
        return Err(error(format!(
            "has an accumulator of type {}, not the input's type without dimension {dim}",
            accumulator.r#type()
        )));
    }
    let inclusive = inclusive(&op).ok_or_else(|| error("has no boolean `inclusive` attribute".into()))?;
    let body = op
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or_else(|| error("has no body".into()))?;
    let combiner = single_combiner(body)
        .filter(|c| is_combiner(op_name(c)))
        .ok_or_else(|| {
            error(
                "has a region that is not one associative op of its two arguments yielded (arith add, mul, max, min or a bitwise op): only such scans have a parallel form"
                    .into(),
            )
        })?;
    let combine_name = op_name(&combiner);
    let float_arithmetic = matches!(combine_name, "arith.addf" | "arith.mulf");
    if float_arithmetic && !reassociate && shape[dim] > 2 {
        return Err(error(format!(
            "is a float scan ({combine_name}), which Axe computes as a parallel prefix, reassociated; reassociate=false refuses it"
        )));
    }
    // The region's argument order: (running value, element) or (element, running value).
    let running_first = body
        .argument_at(0)
        .is_some_and(|a| combiner.operand_at(0).is_some_and(|o| o == a.into()));

    let b = TensorBuilder::new(context, op);
    let n = shape[dim];
    // No elements: the result is empty, and the second result is the accumulator (n = 0) or empty.
    let (result, last) = if shape.contains(&0) {
        (input, accumulator)
    } else {
        let element = element_of(input);
        let wide = if float_arithmetic && n > 1 {
            wider(context, element)
        } else {
            None
        };
        let widen = |x: Value<'c, 'a>| match wide {
            Some(w) => b.arith("arith.extf", &[x], w),
            None => x,
        };
        let narrow = |x: Value<'c, 'a>| match wide {
            Some(_) => b.arith("arith.truncf", &[x], element),
            None => x,
        };
        let along = |begin: i64, end: i64| {
            let (mut low, mut high) = (vec![0; shape.len()], shape.clone());
            low[dim] = begin;
            high[dim] = end;
            (low, high)
        };
        let mut one_row = shape.clone();
        one_row[dim] = 1;
        let sequence = if inclusive {
            widen(input)
        } else {
            let (low, high) = along(0, n - 1);
            let shifted = b.pad(
                widen(b.shrink(input, &low, &high)),
                &along(1, 0).0,
                &vec![0; shape.len()],
            );
            let first = widen(b.reshape(accumulator, &one_row));
            b.overlay(shifted, first, &vec![0; shape.len()])
        };
        let mut current = sequence;
        let mut step = 1;
        while step < n {
            let (low, high) = along(0, n - step);
            let earlier = b.shrink(current, &low, &high);
            let (low, high) = along(step, n);
            let later = b.shrink(current, &low, &high);
            let (lhs, rhs) = if running_first {
                (earlier, later)
            } else {
                (later, earlier)
            };
            let combined = b.arith(combine_name, &[lhs, rhs], element_of(current));
            current = b.contiguous(b.overlay(current, combined, &along(step, 0).0));
            step *= 2;
        }
        let result = narrow(current);
        let last = if n < 2 {
            accumulator
        } else {
            let (low, high) = along(n - 1, n);
            b.reshape(b.shrink(result, &low, &high), &row_shape)
        };
        (result, last)
    };
    replace_op(op, [Some(result), Some(last)]);
    Ok(())
}

/// The `inclusive` flag.
fn inclusive(op: &OperationRef) -> Option<bool> {
    let attribute = op.attribute("inclusive").ok()?;
    unsafe { mlir_sys::mlirAttributeIsABool(attribute.to_raw()) }
        .then(|| unsafe { mlir_sys::mlirBoolAttrGetValue(attribute.to_raw()) })
}

/// Where a float scan accumulates (torch's CPU accumulation types): f32 in f64, f16 and
/// bf16 in f32; f64 in itself.
fn wider<'c>(context: &'c Context, element: Type<'c>) -> Option<Type<'c>> {
    if element == Type::float32(context) {
        Some(Type::float64(context))
    } else if element == Type::float16(context) || element == Type::bfloat16(context) {
        Some(Type::float32(context))
    } else {
        None
    }
}
