//! `axe-forget-distribution`: the single-process meaning of a distributed program. Every
//! `axe.redistribute` is its operand and every tensor loses its `#axe.layout` encoding, so the
//! program computes the global tensors (what `axe-run` checks each process's piece against).

use super::collectives::local_tensor;
use super::function::{has_device_axes, tensor_layout};
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    attribute::{AttributeLike, TypeAttribute},
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    r#type::FunctionType,
    BlockLike, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};

pub static FORGET_DISTRIBUTION: PassDefinition = PassDefinition {
    argument: "axe-forget-distribution",
    description: "The single-process meaning of a distributed program: axe.redistribute becomes its operand and tensors lose their #axe.layout encodings",
    options: &[],
    run,
};

fn global<'c>(ty: Type<'c>) -> Type<'c> {
    match tensor_layout(ty) {
        Some((shape, element, Some(_))) => local_tensor(&shape, element),
        _ => ty,
    }
}

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let Some(body) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut op = body.first_operation();
    while let Some(f) = op {
        op = f.next_in_block();
        if op_name(&f) != "func.func" || !has_device_axes(&f) {
            continue;
        }
        let mut redistributions = Vec::new();
        strip_block_arguments(&f);
        for_each_nested(&f, &mut |o| {
            for i in 0..o.result_count() {
                let r: Value = o.result(i).expect("in range").into();
                r.set_type(global(r.r#type()));
            }
            strip_block_arguments(&o);
            if op_name(&o) == "arith.constant" {
                strip_constant(&o);
            }
            if op_name(&o) == "axe.redistribute" {
                redistributions.push(o);
            }
        });
        for r in redistributions {
            crate::kernel_ir::replace_uses(
                r.result(0).expect("one result").into(),
                r.operand(0).expect("one operand"),
            );
            unsafe { mlir_sys::mlirOperationDestroy(r.to_raw()) };
        }
        let Ok(ty) = f.attribute("function_type").and_then(TypeAttribute::try_from) else {
            continue;
        };
        let Ok(ty) = FunctionType::try_from(ty.value()) else {
            continue;
        };
        let inputs: Vec<Type> = (0..ty.input_count())
            .map(|i| global(ty.input(i).expect("in range")))
            .collect();
        let results: Vec<Type> = (0..ty.result_count())
            .map(|i| global(ty.result(i).expect("in range")))
            .collect();
        let context = f.context();
        let context = axe_dialects::context_of(&context);
        let mut f = unsafe { OperationRefMut::from_raw(f.to_raw()) };
        f.set_attribute(
            "function_type",
            TypeAttribute::new(FunctionType::new(context, &inputs, &results).into()).into(),
        );
    }
    Ok(())
}

/// A tensor constant's value has its result's type: drop the layout there too.
fn strip_constant(op: &OperationRef) {
    let Ok(value) = op.attribute("value") else { return };
    if !unsafe { mlir_sys::mlirAttributeIsADenseElements(value.to_raw()) } {
        return;
    }
    let ty = unsafe { Type::from_raw(mlir_sys::mlirAttributeGetType(value.to_raw())) };
    let stripped = global(ty);
    if stripped == ty {
        return;
    }
    // SAFETY: the same elements, reshaped to the same shape without the encoding.
    let reshaped = unsafe {
        melior::ir::Attribute::from_raw(mlir_sys::mlirDenseElementsAttrReshapeGet(
            value.to_raw(),
            stripped.to_raw(),
        ))
    };
    unsafe { OperationRefMut::from_raw(op.to_raw()) }.set_attribute("value", reshaped);
}

/// Drops the layouts of the arguments of every block of `op`'s regions.
fn strip_block_arguments(op: &OperationRef) {
    for region in 0..op.region_count() {
        let mut block = op.region_at(region).and_then(|r| r.first_block());
        while let Some(b) = block {
            for a in 0..b.argument_count() {
                let argument = b.argument(a).expect("in range");
                argument.set_type(global(argument.r#type()));
            }
            block = b.next_in_region();
        }
    }
}
