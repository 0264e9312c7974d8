//! `axe-extern-dynamic-shared`: after `convert-gpu-to-nvvm`, the global that stands for a
//! kernel's dynamic shared memory (`gpu.dynamic_shared_memory` becomes a zero-sized
//! `@__dynamic_shmem__N` in address space 3) gets external linkage. MLIR 22 makes it internal,
//! and NVPTX then demotes it to a one-byte static `.shared` variable of the kernel, whose
//! address is no longer the start of the dynamic shared memory: with another static shared
//! variable (the TMA mbarrier ring) beside it, the buffers Axe places from that address would
//! overlap the other variable. External, it is CUDA's `extern __shared__` array,
//! `.extern .shared .align 16 .b8 __dynamic_shmem__0[];`, which starts the dynamic memory
//! after all static shared variables.

use axe_dialects::ir::read::{for_each_nested, op_name, symbol_name};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Attribute, OperationRef,
};

pub static EXTERN_DYNAMIC_SHARED: PassDefinition = PassDefinition {
    argument: "axe-extern-dynamic-shared",
    description: "Give the dynamic shared memory globals of GPU modules (@__dynamic_shmem__N, after convert-gpu-to-nvvm) external linkage, so PTX declares them .extern .shared (CUDA's extern __shared__) rather than a static variable",
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let external = Attribute::parse(context, "#llvm.linkage<external>").expect("a linkage");
    let mut globals = Vec::new();
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "llvm.mlir.global" && symbol_name(&op).is_some_and(|n| n.starts_with("__dynamic_shmem__")) {
            globals.push(op);
        }
    });
    for global in globals {
        let mut writable = unsafe { OperationRefMut::from_raw(global.to_raw()) };
        writable.set_attribute("linkage", external);
    }
    Ok(())
}
