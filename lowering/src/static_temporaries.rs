//! `axe-static-temporaries`: the static-shape temporaries a CPU driver allocates
//! (`memref.alloc` between kernel calls, `memref.dealloc` after the last reader) become
//! module-level buffers (`memref.global`, uninitialized, 64-byte aligned), so the pages of a
//! large intermediate are faulted in on the first call only instead of on every call (a fresh
//! 64 MiB allocation is mmap'ed and zero-filled by the kernel each time). The driver is then not
//! reentrant: two concurrent calls would share the buffers. Kernels (`uop.kernel`) and dynamic
//! shapes are left alone.

use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{for_each_nested, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    attribute::{IntegerAttribute, StringAttribute, TypeAttribute},
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    Attribute, BlockLike, Identifier, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};

pub static STATIC_TEMPORARIES: PassDefinition = PassDefinition {
    argument: "axe-static-temporaries",
    description: "Turn the static-shape temporaries of CPU drivers (memref.alloc / memref.dealloc outside uop.kernel functions) into module-level memref.global buffers, so they are not faulted in again on every call (the driver becomes non-reentrant)",
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let Some(module_body) = root
        .region_at(0)
        .and_then(|r| r.first_block())
        .filter(|_| op_name(&root) == "builtin.module")
    else {
        return Ok(()); // only a module can hold the globals
    };
    let context = root.context();
    let context = axe_dialects::context_of(&context);
    let mut drivers = Vec::new();
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "func.func" && !op.has_attribute(attribute_names::KERNEL) && op.region_count() > 0 {
            drivers.push(op);
        }
    });
    let mut count = 0usize;
    for driver in drivers {
        let mut allocs = Vec::new();
        let mut deallocs = Vec::new();
        for_each_nested(&driver, &mut |op| match op_name(&op) {
            "memref.alloc" if op.operand_count() == 0 && op.region_count() == 0 => allocs.push(op),
            "memref.dealloc" => deallocs.push(op),
            _ => {}
        });
        for alloc in allocs {
            let result: Value = alloc.result(0).expect("memref.alloc has a result").into();
            let ty: Type = result.r#type();
            if !is_static_identity(ty) {
                continue;
            }
            let name = format!("__axe_temporary_{count}");
            count += 1;
            let location = alloc.location();
            let global = OperationBuilder::new("memref.global", location)
                .add_attributes(&[
                    (
                        Identifier::new(context, "sym_name"),
                        StringAttribute::new(context, &name).into(),
                    ),
                    (
                        Identifier::new(context, "sym_visibility"),
                        StringAttribute::new(context, "private").into(),
                    ),
                    (Identifier::new(context, "type"), TypeAttribute::new(ty).into()),
                    (Identifier::new(context, "initial_value"), Attribute::unit(context)),
                    (
                        Identifier::new(context, "alignment"),
                        IntegerAttribute::new(IntegerType::new(context, 64).into(), 64).into(),
                    ),
                ])
                .build()
                .map_err(|_| PassFailed)?;
            match module_body.first_operation() {
                Some(first) => module_body.insert_operation_before(first, global),
                None => module_body.append_operation(global),
            };
            let symbol = Attribute::parse(context, &format!("@{name}")).ok_or(PassFailed)?;
            let get = OperationBuilder::new("memref.get_global", location)
                .add_attributes(&[(Identifier::new(context, "name"), symbol)])
                .add_results(&[ty])
                .build()
                .map_err(|_| PassFailed)?;
            let block = alloc.block().expect("a nested op is in a block");
            let get = block.insert_operation_before(alloc, get);
            let key = value_key(result);
            // Each dealloc frees one temporary: destroy it once and forget it.
            let (these, others): (Vec<_>, Vec<_>) = deallocs
                .into_iter()
                .partition(|d| d.operand_at(0).map(value_key) == Some(key));
            deallocs = others;
            for dealloc in these {
                unsafe { mlir_sys::mlirOperationDestroy(dealloc.to_raw()) };
            }
            unsafe {
                mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), get.result(0).expect("one result").to_raw());
                mlir_sys::mlirOperationDestroy(alloc.to_raw());
            }
        }
    }
    Ok(())
}

/// A memref type with a static shape and the identity layout.
fn is_static_identity(ty: Type) -> bool {
    let raw = ty.to_raw();
    unsafe {
        mlir_sys::mlirTypeIsAMemRef(raw)
            && mlir_sys::mlirShapedTypeHasStaticShape(raw)
            && mlir_sys::mlirAffineMapIsIdentity(mlir_sys::mlirMemRefTypeGetAffineMap(raw))
    }
}
