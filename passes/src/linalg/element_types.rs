//! The element types Axe computes on: f16, bf16, f32, f64, signless integers of 1 to 64 bits
//! and index (what the reference interpreter, `axe_values::ElemTy`, defines). A program with
//! any other number type (f8 of every kind, f4, tf32, complex, i128) is refused before the
//! conversion, at the first op of each function that takes, makes or binds one: otherwise it
//! got as far as LLVM's translation (`unrealized_conversion_cast`) on the CPU, or a GPU
//! kernel-signature error that blamed the buffer's layout.

use axe_dialects::diagnostic::emit_error;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::value_types::elem_type;
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, Type, TypeLike, ValueLike};

const SUPPORTED: &str = "f16, bf16, f32, f64, i1 to i64 and index";

/// The element type of `t` (itself for a scalar) where it is a number type Axe does not
/// compute on.
fn unsupported_element(t: Type) -> Option<Type> {
    let raw = t.to_raw();
    let element = unsafe {
        if mlir_sys::mlirTypeIsAShaped(raw) {
            Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(raw))
        } else {
            t
        }
    };
    let e = element.to_raw();
    let is_number =
        unsafe { mlir_sys::mlirTypeIsAFloat(e) || mlir_sys::mlirTypeIsAComplex(e) || mlir_sys::mlirTypeIsAInteger(e) };
    let is_signless = unsafe { !mlir_sys::mlirTypeIsAInteger(e) || mlir_sys::mlirIntegerTypeIsSignless(e) };
    (is_number && (elem_type(element).is_none() || !is_signless)).then_some(element)
}

/// Why `op` is refused: the first operand, result or argument of its regions' entry blocks
/// (a function's arguments) of an unsupported element type.
fn refusal(op: &OperationRef) -> Option<String> {
    let why = |what: String, t: Type, e: Type| {
        format!("has {what} of type {t}: Axe computes on {SUPPORTED} elements, not {e}")
    };
    for (i, v) in op.operands().enumerate() {
        if let Some(e) = unsupported_element(v.r#type()) {
            return Some(why(format!("operand {i}"), v.r#type(), e));
        }
    }
    for (i, v) in op.results().enumerate() {
        if let Some(e) = unsupported_element(v.r#type()) {
            return Some(why(format!("result {i}"), v.r#type(), e));
        }
    }
    for region in op.regions() {
        let Some(block) = region.first_block() else { continue };
        for i in 0..block.argument_count() {
            let t = block.argument(i).expect("in range").r#type();
            if let Some(e) = unsupported_element(t) {
                return Some(why(format!("argument {i}"), t, e));
            }
        }
    }
    None
}

/// Emits an error at the first refused op of each function (the ops after it would repeat
/// it); false if there was one.
pub fn check(root: &OperationRef) -> bool {
    let mut ok = true;
    for_each_nested(root, &mut |op| {
        if op_name(&op) != "func.func" {
            return;
        }
        let mut first = None;
        if let Some(message) = refusal(&op) {
            first = Some((op, message));
        } else {
            for_each_nested(&op, &mut |inner| {
                if first.is_none() {
                    first = refusal(&inner).map(|message| (inner, message));
                }
            });
        }
        if let Some((at, message)) = first {
            emit_error(&at, &message);
            ok = false;
        }
    });
    ok
}
