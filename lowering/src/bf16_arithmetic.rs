//! `axe-bf16-arithmetic`: each `arith` / `math` op on bf16 (scalars or vectors) computes in
//! f32 and rounds its result to bf16 at once: `arith.extf` of its operands, the op on f32,
//! `arith.truncf` of its results, which `arith-expand{include-bf16}` then turns into integer
//! code that rounds to nearest even. LLVM would do the same computation itself, but round by
//! calling `__truncsfbf2` on CPUs without AVX512-BF16, which libgcc before 13 (Debian 12's)
//! lacks: an object file of `axe-compile` with bf16 arithmetic did not link (the JIT found the
//! Rust runtime's copy). One op at a time, so every result is rounded as the program says (f32
//! holds more than twice bf16's bits, so add, subtract, multiply, divide and square root
//! round once, as bf16 arithmetic does). Upstream's `arith-emulate-unsupported-floats` marks its
//! casts `contract`, which lets `arith-expand` fold `extf(truncf(x))` and skip the rounding
//! between two ops.
//!
//! A `vector.reduction` over bf16 lanes would make LLVM call `__truncsfbf2` the same way. A
//! max or min picks one of its operands, so it runs on f32 lanes and is rounded once, exactly.
//! An add or mul rounds after every step: it is unrolled lane by lane in order (the order
//! `llvm.vector.reduce.fadd` without `reassoc` has), each step one widened op rounded to bf16.
//! An `arith.select` of bf16 values (the expansion of maximumf and minimumf makes them) moves
//! bits only, but LLVM legalizes a select of bf16 vectors by promoting it to f32 and back
//! (__truncsfbf2 again): it selects the same bits as i16. A negation flips the sign bit, as an
//! `xori` of the i16 bits: an `fneg` on bf16 would leave the function to `axe-bf16-bits` as
//! arithmetic, so a bf16 loop accumulator next to it stayed a `phi bfloat`, which LLVM rounds
//! with __truncsfbf2 (linalg fuzzer seed 303 batch 175 f11: a row maximum of -(x * x)).

use crate::uop_to_scf::ops;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    operation::{OperationBuilder, OperationLike},
    BlockLike, Identifier, OperationRef, Type, TypeLike, Value, ValueLike,
};

pub static BF16_ARITHMETIC: PassDefinition = PassDefinition {
    argument: "axe-bf16-arithmetic",
    description: "Compute each arith and math op on bf16 in f32 and round its result to bf16 at once (arith.extf / arith.truncf, which arith-expand{include-bf16} makes integer code), so LLVM never calls __truncsfbf2",
    options: &[],
    run,
};

/// Ops that move bf16 values without arithmetic, or convert them (which arith-expand lowers).
const LEFT_ALONE: [&str; 4] = ["arith.constant", "arith.extf", "arith.truncf", "arith.bitcast"];

/// `ty` (a scalar, or a vector of that shape) with `element` as its element type.
fn with_element<'c>(ty: Type<'c>, element: Type<'c>) -> Type<'c> {
    let raw = ty.to_raw();
    unsafe {
        if !mlir_sys::mlirTypeIsAVector(raw) {
            return element;
        }
        let rank = mlir_sys::mlirShapedTypeGetRank(raw);
        let shape: Vec<i64> = (0..rank)
            .map(|d| mlir_sys::mlirShapedTypeGetDimSize(raw, d as isize))
            .collect();
        Type::from_raw(mlir_sys::mlirVectorTypeGet(
            rank as isize,
            shape.as_ptr(),
            element.to_raw(),
        ))
    }
}

/// Whether `ty` is bf16 or a vector of bf16.
pub(crate) fn is_bf16(ty: Type) -> bool {
    let raw = ty.to_raw();
    unsafe {
        mlir_sys::mlirTypeIsABF16(raw)
            || (mlir_sys::mlirTypeIsAVector(raw)
                && mlir_sys::mlirTypeIsABF16(mlir_sys::mlirShapedTypeGetElementType(raw)))
    }
}

/// `ty` with its bf16 element type (a scalar, or a vector's) made f32; `None` for other types.
fn widened<'c>(context: &'c melior::Context, ty: Type<'c>) -> Option<Type<'c>> {
    is_bf16(ty).then(|| with_element(ty, Type::float32(context)))
}

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context = root.context();
    let context = axe_dialects::context_of(&context);
    let mut found = Vec::new();
    for_each_nested(&root, &mut |op| {
        let name = op_name(&op);
        let arithmetic = name.starts_with("arith.") || name.starts_with("math.");
        let bf16 = op.operands().any(|v| widened(context, v.r#type()).is_some())
            || op.results().any(|r| widened(context, r.r#type()).is_some());
        let reduction = name == "vector.reduction";
        if (arithmetic || reduction) && bf16 && !LEFT_ALONE.contains(&name) && op.region_count() == 0 {
            found.push(op);
        }
    });
    for op in found {
        match op_name(&op) {
            "arith.select" => {
                select_bits(context, op)?;
                continue;
            }
            "arith.negf" => {
                negate_bits(context, op)?;
                continue;
            }
            _ => {}
        }
        match reduction_step(&op) {
            Some(step) => unroll_reduction(context, op, step)?,
            None => rewrite(context, op)?,
        }
    }
    Ok(())
}

/// `ty` with its bf16 element type (a scalar, or a vector's) made i16, the same bits.
pub(crate) fn as_bits<'c>(context: &'c melior::Context, ty: Type<'c>) -> Type<'c> {
    with_element(ty, melior::ir::r#type::IntegerType::new(context, 16).into())
}

/// `arith.select %c, %a, %b` of bf16 values as the select of their bits (`arith.bitcast` to
/// i16 and back), which LLVM keeps an integer select.
fn select_bits<'c, 'a>(context: &'c melior::Context, op: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let location = op.location();
    let block = op.block().ok_or(PassFailed)?;
    let result = op.result(0).map_err(|_| PassFailed)?;
    if widened(context, result.r#type()).is_none() {
        return Ok(()); // a select of other values with a bf16 condition cannot be: i1 only
    }
    let bits = as_bits(context, result.r#type());
    let mut operands: Vec<Value> = vec![op.operand(0).map_err(|_| PassFailed)?];
    for i in 1..3 {
        let value = op.operand(i).map_err(|_| PassFailed)?;
        operands.push(
            block
                .insert_operation_before(op, ops::op("arith.bitcast", &[value], bits, location))
                .result(0)
                .expect("one result")
                .into(),
        );
    }
    let chosen: Value = block
        .insert_operation_before(op, ops::op("arith.select", &operands, bits, location))
        .result(0)
        .expect("one result")
        .into();
    let back: Value = block
        .insert_operation_before(op, ops::op("arith.bitcast", &[chosen], result.r#type(), location))
        .result(0)
        .expect("one result")
        .into();
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), back.to_raw()) };
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    Ok(())
}

/// `arith.negf` of bf16 values as an `xori` of their bits with the sign bit (exact, NaNs'
/// payloads kept, as LLVM's `fneg` is).
fn negate_bits<'c, 'a>(context: &'c melior::Context, op: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let location = op.location();
    let block = op.block().ok_or(PassFailed)?;
    let result = op.result(0).map_err(|_| PassFailed)?;
    let bits = as_bits(context, result.r#type());
    let insert = |operation| -> Value<'c, 'a> {
        block
            .insert_operation_before(op, operation)
            .result(0)
            .expect("one result")
            .into()
    };
    let x = insert(ops::op(
        "arith.bitcast",
        &[op.operand(0).map_err(|_| PassFailed)?],
        bits,
        location,
    ));
    let sign = if bits.is_vector() {
        melior::ir::Attribute::parse(context, &format!("dense<-32768> : {bits}")).ok_or(PassFailed)?
    } else {
        melior::ir::attribute::IntegerAttribute::new(bits, -32768).into()
    };
    let sign = insert(
        OperationBuilder::new("arith.constant", location)
            .add_attributes(&[(Identifier::new(context, "value"), sign)])
            .add_results(&[bits])
            .build()
            .map_err(|_| PassFailed)?,
    );
    let flipped = insert(ops::op("arith.xori", &[x, sign], bits, location));
    let back = insert(ops::op("arith.bitcast", &[flipped], result.r#type(), location));
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), back.to_raw()) };
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    Ok(())
}

/// The arith op of one step of a `vector.reduction` that rounds after each step (add, mul);
/// `None` for other ops and for kinds that pick an operand (max, min), which widen exactly.
fn reduction_step(op: &OperationRef) -> Option<&'static str> {
    if op_name(op) != "vector.reduction" {
        return None;
    }
    let kind = op.attribute("kind").ok()?.to_string();
    if kind.contains("<add>") {
        Some("arith.addf")
    } else if kind.contains("<mul>") {
        Some("arith.mulf")
    } else {
        None
    }
}

/// A bf16 `vector.reduction` add or mul as a chain of bf16 ops, the accumulator (when given)
/// first, then lanes 0, 1, ... of the vector; each op is widened by [`rewrite`].
fn unroll_reduction<'c, 'a>(
    context: &'c melior::Context,
    op: OperationRef<'c, 'a>,
    step: &'static str,
) -> Result<(), PassFailed> {
    let location = op.location();
    let block = op.block().ok_or(PassFailed)?;
    let vector = op.operand(0).map_err(|_| PassFailed)?;
    let element = op.result(0).map_err(|_| PassFailed)?.r#type();
    let lanes = unsafe { mlir_sys::mlirShapedTypeGetDimSize(vector.r#type().to_raw(), 0) };
    if lanes <= 0 {
        return Err(PassFailed);
    }
    let lane = |i: i64| -> Result<Value<'c, 'a>, PassFailed> {
        let position = melior::ir::Attribute::parse(context, &format!("array<i64: {i}>")).ok_or(PassFailed)?;
        let extract = OperationBuilder::new("vector.extract", location)
            .add_operands(&[vector])
            .add_attributes(&[(Identifier::new(context, "static_position"), position)])
            .add_results(&[element])
            .build()
            .map_err(|_| PassFailed)?;
        Ok(block
            .insert_operation_before(op, extract)
            .result(0)
            .expect("one result")
            .into())
    };
    let (mut total, first) = match op.operand(1) {
        Ok(accumulator) => (accumulator, 0),
        Err(_) => (lane(0)?, 1),
    };
    let mut steps = Vec::new();
    for i in first..lanes {
        let next = lane(i)?;
        let combined = block.insert_operation_before(op, ops::op(step, &[total, next], element, location));
        steps.push(combined);
        total = combined.result(0).expect("one result").into();
    }
    let old = op.result(0).map_err(|_| PassFailed)?;
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), total.to_raw()) };
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    for combined in steps {
        rewrite(context, combined)?;
    }
    Ok(())
}

fn rewrite<'c, 'a>(context: &'c melior::Context, op: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let location = op.location();
    let block = op.block().ok_or(PassFailed)?;
    let operands: Vec<Value> = op
        .operands()
        .map(|v| match widened(context, v.r#type()) {
            Some(wide) => block
                .insert_operation_before(op, ops::op("arith.extf", &[v], wide, location))
                .result(0)
                .expect("one result")
                .into(),
            None => v,
        })
        .collect();
    let results: Vec<Type> = op
        .results()
        .map(|r| widened(context, r.r#type()).unwrap_or(r.r#type()))
        .collect();
    let attributes: Vec<(Identifier, melior::ir::Attribute)> = op.attributes().collect();
    let computed = OperationBuilder::new(op_name(&op), location)
        .add_operands(&operands)
        .add_results(&results)
        .add_attributes(&attributes)
        .build()
        .map_err(|_| PassFailed)?;
    let computed = block.insert_operation_before(op, computed);
    for (i, old) in op.results().enumerate() {
        let mut new: Value = computed.result(i).map_err(|_| PassFailed)?.into();
        if widened(context, old.r#type()).is_some() {
            new = block
                .insert_operation_before(op, ops::op("arith.truncf", &[new], old.r#type(), location))
                .result(0)
                .expect("one result")
                .into();
        }
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), new.to_raw()) };
    }
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    Ok(())
}
