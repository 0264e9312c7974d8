//! `axe-flush-before-abort`: upstream's lowering of a failed `cf.assert` on the CPU writes the
//! message with `puts` (buffered C stdio) and calls `abort`, which does not flush: where stdout
//! is a pipe or a file (a server's log, a test's capture), the message of a runtime check is
//! lost and only the abort is seen. Each such `puts` is followed by `fflush(NULL)`, so the
//! message is out before the process ends. (C's `assert` writes to unbuffered stderr.)
//! `fflush` is declared as `puts` is, `(ptr) -> void`: the same argument, and its `int` result
//! is ignored in a register, which the C ABIs of the CPU targets allow.

use axe_dialects::ir::read::{for_each_nested, op_name, symbol_name};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    attribute::{FlatSymbolRefAttribute, StringAttribute},
    operation::{OperationBuilder, OperationLike, OperationMutLike, OperationRefMut},
    BlockLike, Operation, OperationRef, Type,
};

pub static FLUSH_BEFORE_ABORT: PassDefinition = PassDefinition {
    argument: "axe-flush-before-abort",
    description: "After convert-cf-to-llvm: a failed cf.assert's puts of its message is followed by fflush(NULL) before abort, so the message is not lost in stdio's buffer where stdout is a pipe or a file",
    options: &[],
    run,
};

fn callee(op: &OperationRef) -> Option<String> {
    let callee = op.attribute("callee").ok()?;
    FlatSymbolRefAttribute::try_from(callee)
        .ok()
        .map(|c| c.value().to_owned())
}

fn detached_copy<'c>(op: &OperationRef<'c, '_>) -> Operation<'c> {
    unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) }
}

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut puts_declaration = None;
    let mut has_fflush = false;
    let mut messages = Vec::new();
    for_each_nested(&root, &mut |op| match op_name(&op) {
        "llvm.func" => match symbol_name(&op).as_deref() {
            Some("puts") => puts_declaration = Some(op),
            Some("fflush") => has_fflush = true,
            _ => {}
        },
        "llvm.call" if callee(&op).as_deref() == Some("puts") => {
            let then_aborts = op
                .next_in_block()
                .is_some_and(|next| op_name(&next) == "llvm.call" && callee(&next).as_deref() == Some("abort"));
            if then_aborts {
                messages.push(op);
            }
        }
        _ => {}
    });
    let Some(puts) = puts_declaration.filter(|_| !messages.is_empty()) else {
        return Ok(());
    };
    if !has_fflush {
        let module_block = puts.block().expect("a declaration sits in the module");
        let fflush = module_block.insert_operation_after(puts, detached_copy(&puts));
        let mut writable = unsafe { OperationRefMut::from_raw(fflush.to_raw()) };
        writable.set_attribute("sym_name", StringAttribute::new(context, "fflush").into());
    }
    let pointer = Type::parse(context, "!llvm.ptr").expect("the LLVM pointer type");
    for call in messages {
        let block = call.block().expect("a call sits in a block");
        let null = OperationBuilder::new("llvm.mlir.zero", call.location())
            .add_results(&[pointer])
            .build()
            .expect("llvm.mlir.zero");
        let null = block.insert_operation_after(call, null);
        let flush = block.insert_operation_after(null, detached_copy(&call));
        let mut writable = unsafe { OperationRefMut::from_raw(flush.to_raw()) };
        writable.set_attribute("callee", FlatSymbolRefAttribute::new(context, "fflush").into());
        writable.set_operand(0, null.result(0).expect("one result").into());
    }
    Ok(())
}
