//! `axe-bf16-bits`: the last step of `axe-lower-to-llvm`. After `axe-bf16-arithmetic` and
//! `arith-expand{include-bf16}`, no arithmetic is done on bf16: bf16 values are only loaded,
//! stored, selected, moved between vector lanes, carried by loops (block arguments) and
//! captured by OpenMP regions, and every conversion is integer code on their bits (`bitcast`s
//! to and from i16). LLVM's code generator, on CPUs without AVX512-BF16, still holds a bf16
//! value in a register as f32 and rounds it back with a call of `__truncsfbf2` whenever it
//! needs the bits (a `phi bfloat`, a bf16 captured into an outlined OpenMP function then
//! broadcast, a spill), and libgcc before 13 (Debian 12's) lacks that function, so the object
//! of `axe-compile` did not link (tools/fuzz/README.md finding 8). This pass gives every such
//! value its bits' type instead: each bf16 (or vector of bf16) result and block argument of a
//! function becomes i16 (a vector of i16), a bf16 constant the i16 of its bits, and the
//! `bitcast`s between i16 and bf16 vanish. Nothing else changes: the same bytes are loaded,
//! stored and moved, so the values are exact, NaN payloads included.
//!
//! A function is left as it is where a bf16 value reaches anything but such a move (a call,
//! an intrinsic, arithmetic, a vector constant, a region's entry argument other than the
//! function's), or where its signature has bf16 (its calling convention passes bf16 in a
//! float register).

use crate::bf16_arithmetic::{as_bits, is_bf16};
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    attribute::{AttributeLike, IntegerAttribute},
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    BlockLike, Identifier, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};

pub static BF16_BITS: PassDefinition = PassDefinition {
    argument: "axe-bf16-bits",
    description: "In the LLVM dialect, carry bf16 values that are only moved (loads, stores, selects, vector lanes, block arguments, OpenMP captures) as their i16 bits, so LLVM's code generator never rounds them with __truncsfbf2",
    options: &[],
    run,
};

/// Ops that only move their values' bits (or give a constant, or an undefined value).
const MOVES: [&str; 13] = [
    "llvm.mlir.constant",
    "llvm.mlir.poison",
    "llvm.mlir.undef",
    "llvm.mlir.zero",
    "llvm.bitcast",
    "llvm.load",
    "llvm.store",
    "llvm.select",
    "llvm.insertelement",
    "llvm.extractelement",
    "llvm.shufflevector",
    "llvm.br",
    "llvm.cond_br",
];

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context = root.context();
    let context = axe_dialects::context_of(&context);
    let mut functions = Vec::new();
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "llvm.func" {
            functions.push(op);
        }
    });
    for function in functions {
        retype(context, function)?;
    }
    Ok(())
}

/// The blocks of every region of `op` and of the ops nested in it, with whether each is the
/// entry block of its region.
fn blocks_of<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<(melior::ir::BlockRef<'c, 'a>, bool)> {
    let mut blocks = Vec::new();
    let mut add = |op: &OperationRef<'c, 'a>| {
        for region in op.regions() {
            let mut block = region.first_block();
            let mut entry = true;
            while let Some(b) = block {
                blocks.push((b, entry));
                entry = false;
                block = b.next_in_region();
            }
        }
    };
    add(op);
    let mut nested = Vec::new();
    for_each_nested(op, &mut |inner| nested.push(inner));
    for inner in &nested {
        add(inner);
    }
    blocks
}

/// A bf16 scalar constant's bits, or `None` for any other constant (a dense vector, ...).
fn constant_bits(op: &OperationRef) -> Option<i64> {
    let value = op.attribute("value").ok()?;
    let raw = value.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsAFloat(raw) } {
        return None;
    }
    // Every bf16 value is an f32 whose low 16 bits are zero (a NaN keeps its payload's top bits).
    let float = unsafe { mlir_sys::mlirFloatAttrGetValueDouble(raw) } as f32;
    Some((float.to_bits() >> 16) as i64)
}

fn retype<'c, 'a>(context: &'c melior::Context, function: OperationRef<'c, 'a>) -> Result<(), PassFailed> {
    let signature_bf16 = function
        .attribute("function_type")
        .is_ok_and(|t| t.to_string().contains("bf16"));
    let mut ops = Vec::new();
    for_each_nested(&function, &mut |op| ops.push(op));
    let mut touched = Vec::new();
    for op in &ops {
        let bf16 = op.operands().any(|v| is_bf16(v.r#type())) || op.results().any(|r| is_bf16(r.r#type()));
        if !bf16 {
            continue;
        }
        let name = op_name(op);
        if !MOVES.contains(&name) || (name == "llvm.mlir.constant" && constant_bits(op).is_none()) {
            return Ok(());
        }
        touched.push(*op);
    }
    let blocks = blocks_of(&function);
    let mut arguments = Vec::new();
    for (block, entry) in &blocks {
        for i in 0..block.argument_count() {
            let argument = block.argument(i).map_err(|_| PassFailed)?;
            if is_bf16(argument.r#type()) {
                // Only branches (checked above) pass a non-entry block's arguments.
                if *entry {
                    return Ok(());
                }
                arguments.push(argument);
            }
        }
    }
    if signature_bf16 || (touched.is_empty() && arguments.is_empty()) {
        return Ok(());
    }
    for argument in arguments {
        let bits = as_bits(context, argument.r#type());
        unsafe { mlir_sys::mlirBlockArgumentSetType(argument.to_raw(), bits.to_raw()) };
    }
    let mut bitcasts = Vec::new();
    for op in touched {
        match op_name(&op) {
            "llvm.mlir.constant" => {
                let bits = constant_bits(&op).ok_or(PassFailed)?;
                let i16: Type = IntegerType::new(context, 16).into();
                let constant = OperationBuilder::new("llvm.mlir.constant", op.location())
                    .add_attributes(&[(
                        Identifier::new(context, "value"),
                        IntegerAttribute::new(i16, bits).into(),
                    )])
                    .add_results(&[i16])
                    .build()
                    .map_err(|_| PassFailed)?;
                let block = op.block().ok_or(PassFailed)?;
                let constant = block.insert_operation_before(op, constant);
                let old = op.result(0).map_err(|_| PassFailed)?;
                let new = constant.result(0).map_err(|_| PassFailed)?;
                unsafe {
                    mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), new.to_raw());
                    mlir_sys::mlirOperationDestroy(op.to_raw());
                }
            }
            name => {
                for result in op.results() {
                    if is_bf16(result.r#type()) {
                        let bits = as_bits(context, result.r#type());
                        unsafe { mlir_sys::mlirValueSetType(result.to_raw(), bits.to_raw()) };
                    }
                }
                if name == "llvm.bitcast" {
                    bitcasts.push(op);
                }
            }
        }
    }
    // A bitcast between i16 and bf16 is now one from a type to itself.
    for op in bitcasts {
        let source: Value = op.operand(0).map_err(|_| PassFailed)?;
        let result = op.result(0).map_err(|_| PassFailed)?;
        if source.r#type() == result.r#type() {
            unsafe {
                mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), source.to_raw());
                mlir_sys::mlirOperationDestroy(op.to_raw());
            }
        }
    }
    Ok(())
}
