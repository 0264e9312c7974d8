//! A [`Window`] spliced in place of the op it replaces: the window rewrites
//! ([`super::windows`]) build what replaces a convolution or pooling into a detached block
//! ([`super::window_builder`]), and move its ops before the op once they take it. The other
//! rewrites before the conversion build their ops in place with [`super::tensor_ops`].

use super::window_builder::Window;
use melior::ir::{operation::OperationLike, OperationRef, Value, ValueLike};

/// Replaces `op` (of one result) by `window`, with `arguments` in place of the window's
/// arguments (one each).
pub fn replace(op: &OperationRef, window: Window, arguments: &[mlir_sys::MlirValue]) {
    let block = window.block();
    unsafe {
        assert_eq!(
            mlir_sys::mlirBlockGetNumArguments(block),
            arguments.len() as isize,
            "a value for each argument of the window"
        );
        for (i, argument) in arguments.iter().enumerate() {
            let own = mlir_sys::mlirBlockGetArgument(block, i as isize);
            mlir_sys::mlirValueReplaceAllUsesOfWith(own, *argument);
        }
        let mut current = mlir_sys::mlirBlockGetFirstOperation(block);
        while !current.ptr.is_null() {
            let next = mlir_sys::mlirOperationGetNextInBlock(current);
            mlir_sys::mlirOperationMoveBefore(current, op.to_raw());
            current = next;
        }
        let result: Value = op.result(0).expect("one result").into();
        mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), window.returned());
        mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
        mlir_sys::mlirOperationDestroy(op.to_raw());
    }
}
