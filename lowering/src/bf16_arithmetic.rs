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

use crate::uop_to_scf::ops;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_passes::mlir::ir::{for_each_nested, op_name};
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
const LEFT_ALONE: [&str; 6] = [
    "arith.constant",
    "arith.extf",
    "arith.truncf",
    "arith.bitcast",
    "arith.select",
    "arith.negf",
];

/// `ty` with its bf16 element type (a scalar, or a vector's) made f32; `None` for other types.
fn widened<'c>(context: &'c melior::Context, ty: Type<'c>) -> Option<Type<'c>> {
    let raw = ty.to_raw();
    unsafe {
        if mlir_sys::mlirTypeIsABF16(raw) {
            return Some(Type::float32(context));
        }
        if mlir_sys::mlirTypeIsAVector(raw) && mlir_sys::mlirTypeIsABF16(mlir_sys::mlirShapedTypeGetElementType(raw)) {
            let rank = mlir_sys::mlirShapedTypeGetRank(raw);
            let shape: Vec<i64> = (0..rank)
                .map(|d| mlir_sys::mlirShapedTypeGetDimSize(raw, d as isize))
                .collect();
            return Some(Type::from_raw(mlir_sys::mlirVectorTypeGet(
                rank as isize,
                shape.as_ptr(),
                Type::float32(context).to_raw(),
            )));
        }
    }
    None
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
        if arithmetic && bf16 && !LEFT_ALONE.contains(&name) && op.region_count() == 0 {
            found.push(op);
        }
    });
    for op in found {
        rewrite(context, op)?;
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
