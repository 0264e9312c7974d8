//! MLIR text spliced into a function before an op: the window rewrites ([`super::windows`])
//! write what replaces a convolution or pooling as a small function through
//! [`super::window_text`], and move its body in place. The other rewrites before the
//! conversion build their ops with [`super::tensor_ops`].

use melior::ir::{operation::OperationLike, BlockLike, Module, OperationRef, RegionLike, Value, ValueLike};
use melior::Context;

/// `tensor<AxBx...xT>`.
pub fn tensor_type(shape: &[i64], element: &str) -> String {
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    format!("tensor<{}x{element}>", dims.join("x"))
}

/// `[[0], [1], [2, 3]]`: a reassociation as tensor.collapse_shape / expand_shape print it.
pub fn reassociation<G: AsRef<[usize]>>(groups: &[G]) -> String {
    let text: Vec<String> = groups.iter().map(|g| format!("{:?}", g.as_ref())).collect();
    format!("[{}]", text.join(", "))
}

/// Parses `text` (a function of `arguments` returning one value), moves its ops before `op` at
/// `op`'s location with `arguments` in place of its arguments, and returns what it returns;
/// `None` (nothing moved) when the text does not parse or has another form.
pub fn before(
    context: &Context,
    op: &OperationRef,
    text: &str,
    arguments: &[mlir_sys::MlirValue],
) -> Option<mlir_sys::MlirValue> {
    let module = Module::parse(context, text)?;
    let function = module.body().first_operation()?;
    let block = function.region(0).ok().and_then(|r| r.first_block())?;
    let terminator = block.terminator()?;
    let returned = terminator.operand(0).ok()?.to_raw();
    if block.argument_count() != arguments.len() {
        return None;
    }
    unsafe {
        for (i, argument) in arguments.iter().enumerate() {
            let own: Value = block.argument(i).ok()?.into();
            mlir_sys::mlirValueReplaceAllUsesOfWith(own.to_raw(), *argument);
        }
        let location = mlir_sys::mlirOperationGetLocation(op.to_raw());
        let mut current = block.first_operation();
        while let Some(inner) = current {
            current = inner.next_in_block();
            if inner == terminator {
                break;
            }
            mlir_sys::mlirOperationSetLocation(inner.to_raw(), location);
            mlir_sys::mlirOperationMoveBefore(inner.to_raw(), op.to_raw());
        }
    }
    Some(returned)
}

/// Replaces `op` (of one result) by `text` ([`before`]); whether it did (nothing changes when
/// the text does not splice).
pub fn replace(context: &Context, op: &OperationRef, text: &str, arguments: &[mlir_sys::MlirValue]) -> bool {
    let Some(replacement) = before(context, op, text, arguments) else {
        return false;
    };
    unsafe {
        let result: Value = op.result(0).expect("one result").into();
        mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), replacement);
        mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
        mlir_sys::mlirOperationDestroy(op.to_raw());
    }
    true
}
