//! `uop-outline-gpu-kernels`: after convert-uop-to-scf, every `uop.kernel`
//! function moves into one `gpu.module` as a `gpu.func ... kernel` (device
//! code only), keeping its launch sizes as `known_block_size` /
//! `known_grid_size` (and `known_cluster_size`, the PTX's `.reqnctapercluster`,
//! when it runs in thread block clusters); each `func.call` of it in the host
//! functions becomes a `gpu.launch_func` with those sizes. The host side (the driver) stays as it
//! is: Axe runs it from the PTX sidecar (axe-translate --axe-to-ptx), not
//! through MLIR's CUDA runtime wrappers.

use super::builder::{erase, Builder};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::read::{for_each_nested, i64_array, int_attr, op_name, symbol_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions},
};
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, IntegerAttribute, StringAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, Block, BlockLike, Identifier, OperationRef, Region, RegionLike, Value, ValueLike,
    },
    Context,
};

pub static OUTLINE_GPU_KERNELS: PassDefinition = PassDefinition {
    argument: "uop-outline-gpu-kernels",
    description: "Move uop.kernel functions (after convert-uop-to-scf and uop-map-gpu-ranges) into a gpu.module as gpu.func kernels; their calls become gpu.launch_func",
    options: &[PassOption {
        name: "module-name",
        description: "The symbol of the gpu.module that receives the kernels",
        kind: OptionKind::String,
        default: "axe_kernels",
    }],
    run,
};

/// A kernel function's name, launch sizes (its clusters' when it has them) and dynamic shared
/// memory (bytes; 0 for none).
struct Kernel<'c, 'a> {
    op: OperationRef<'c, 'a>,
    name: String,
    block: Vec<i64>,
    grid: Vec<i64>,
    cluster: Option<Vec<i64>>,
    dynamic_shared: i64,
}

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let module_name = options.string("module-name").to_string();
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let Some(body) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut kernels = Vec::new();
    let mut failed = false;
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        if op_name(&o) != "func.func" || !o.has_attribute(attribute_names::KERNEL) {
            continue;
        }
        let name = symbol_name(&o).unwrap_or_default();
        let (Some(block), Some(grid)) = (
            i64_array(&o, attribute_names::GPU_KNOWN_BLOCK_SIZE),
            i64_array(&o, attribute_names::GPU_KNOWN_GRID_SIZE),
        ) else {
            emit_error(
                &o,
                "has no launch sizes (gpu.known_block_size, gpu.known_grid_size): run uop-map-gpu-ranges first",
            );
            failed = true;
            continue;
        };
        let mut leftover = None;
        for_each_nested(&o, &mut |inner| {
            if leftover.is_none() && op_name(&inner).starts_with("uop.") {
                leftover = Some(inner);
            }
        });
        if let Some(inner) = leftover {
            emit_error(
                &inner,
                "must be lowered (convert-uop-to-scf) before its kernel moves into a gpu.module",
            );
            failed = true;
            continue;
        }
        let dynamic_shared = int_attr(&o, attribute_names::DYNAMIC_SHARED_BYTES).unwrap_or(0);
        if !(0..=i64::from(i32::MAX)).contains(&dynamic_shared) {
            emit_error(&o, &format!("asks for {dynamic_shared} bytes of dynamic shared memory"));
            failed = true;
            continue;
        }
        kernels.push(Kernel {
            op: o,
            name,
            block,
            grid,
            cluster: i64_array(&o, attribute_names::GPU_KNOWN_CLUSTER_SIZE),
            dynamic_shared,
        });
    }
    if failed {
        return Err(PassFailed);
    }
    if kernels.is_empty() {
        return Ok(());
    }
    let at = Builder::before(context, kernels[0].op).expect("in the module body");
    let gpu_module = OperationBuilder::new("gpu.module", at.location)
        .add_attributes(&[at.named("sym_name", StringAttribute::new(context, &module_name).into())])
        .add_regions([{
            let region = Region::new();
            region.append_block(Block::new(&[]));
            region
        }])
        .build()
        .expect("a well-formed gpu.module");
    let gpu_module = at.insert_built(gpu_module);
    let gpu_body = gpu_module
        .region(0)
        .expect("one region")
        .first_block()
        .expect("one block");
    unsafe {
        let name = Identifier::new(context, attribute_names::GPU_CONTAINER_MODULE);
        mlir_sys::mlirOperationSetDiscardableAttributeByName(
            root.to_raw(),
            mlir_sys::mlirIdentifierStr(name.to_raw()),
            mlir_sys::mlirUnitAttrGet(context.to_raw()),
        );
    }
    for kernel in &kernels {
        outline(context, kernel, gpu_body)?;
        replace_calls(context, body, kernel, &module_name)?;
        erase(kernel.op);
    }
    move_globals(body, gpu_body)?;
    Ok(())
}

/// The `memref.global`s the kernels read (rangeify's weights and constant tables) are copied
/// into the `gpu.module`, which is compiled on its own and cannot reference the host module's
/// symbols; they become module-scope device globals, loaded once with the module, not per
/// launch. A global the host no longer reads is erased there.
fn move_globals<'c, 'a>(
    module_body: melior::ir::BlockRef<'c, 'a>,
    gpu_body: melior::ir::BlockRef<'c, 'a>,
) -> Result<(), PassFailed> {
    let gpu_module = gpu_body.parent_operation().expect("a gpu.module");
    let mut read_by_kernels = Vec::new();
    for_each_nested(&gpu_module, &mut |inner| {
        if let Some(name) = global_read(&inner) {
            if !read_by_kernels.contains(&name) {
                read_by_kernels.push(name);
            }
        }
    });
    let mut read_by_host = Vec::new();
    let mut host_globals = Vec::new();
    let mut op = module_body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        match op_name(&o) {
            "memref.global" => host_globals.push(o),
            "gpu.module" => {}
            _ => for_each_nested(&o, &mut |inner| read_by_host.extend(global_read(&inner))),
        }
    }
    for name in &read_by_kernels {
        let Some(global) = host_globals
            .iter()
            .find(|g| symbol_name(g).as_deref() == Some(name.as_str()))
        else {
            // Already in the gpu.module (a second outlining), or an error the verifier names.
            continue;
        };
        let copy = unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(global.to_raw())) };
        gpu_body.insert_operation(0, copy);
        if !read_by_host.contains(name) {
            erase(*global);
        }
    }
    Ok(())
}

/// Builds the `gpu.func` of `kernel` at the end of `gpu_body`, taking its body.
fn outline<'c, 'a>(
    context: &'c Context,
    kernel: &Kernel<'c, 'a>,
    gpu_body: melior::ir::BlockRef<'c, 'a>,
) -> Result<(), PassFailed> {
    let f = kernel.op;
    let at = Builder(InsertionPoint {
        context,
        block: gpu_body,
        before: None,
        location: f.location(),
    });
    let sizes = |v: &[i64]| -> Attribute<'c> {
        let v: Vec<i32> = v.iter().map(|&s| s as i32).collect();
        DenseI32ArrayAttribute::new(context, &v).into()
    };
    let function_type = f.attribute("function_type").expect("func.func has a type");
    let cluster = kernel
        .cluster
        .as_ref()
        .map(|c| at.named("known_cluster_size", sizes(c)));
    let gpu_func = at.insert(
        OperationBuilder::new("gpu.func", f.location())
            .add_attributes(&[
                at.named("function_type", function_type),
                at.named("sym_name", StringAttribute::new(context, &kernel.name).into()),
                at.named(attribute_names::GPU_KERNEL, Attribute::unit(context)),
                at.named("workgroup_attributions", at.int_attr(64, 0)),
                at.named("known_block_size", sizes(&kernel.block)),
                at.named("known_grid_size", sizes(&kernel.grid)),
            ])
            .add_attributes(&Vec::from_iter(cluster))
            .add_regions([Region::new()]),
    );
    unsafe {
        mlir_sys::mlirRegionTakeBody(
            gpu_func.region(0).expect("one region").to_raw(),
            f.region(0).expect("one region").to_raw(),
        )
    };
    // A warp-specialized kernel's starting registers (setmaxnreg changes them from there).
    if let Ok(registers) = f.attribute(attribute_names::NVVM_MAXNREG) {
        let name = melior::ir::Identifier::new(context, attribute_names::NVVM_MAXNREG);
        unsafe {
            mlir_sys::mlirOperationSetDiscardableAttributeByName(
                gpu_func.to_raw(),
                mlir_sys::mlirIdentifierStr(name.to_raw()),
                melior::ir::attribute::AttributeLike::to_raw(&registers),
            )
        };
    }
    workgroup_attributions(context, gpu_func)?;
    // func.return ends each block of the body; gpu.return replaces it.
    let region = gpu_func.region(0).expect("one region");
    let mut block = region.first_block();
    while let Some(b) = block {
        block = b.next_in_region();
        let Some(terminator) = b.terminator() else { continue };
        if op_name(&terminator) != "func.return" {
            continue;
        }
        if terminator.operand_count() != 0 {
            emit_error(
                &terminator,
                "returns values from a kernel; kernels write their results to buffers",
            );
            return Err(PassFailed);
        }
        let before = Builder::before(context, terminator).expect("in a block");
        before.insert(OperationBuilder::new("gpu.return", terminator.location()));
        erase(terminator);
    }
    Ok(())
}

/// `memref.alloca`s of workgroup memory in the kernel's entry block (shared tiles) become the
/// `gpu.func`'s workgroup attributions, keeping their alignment as `llvm.align`, which the NVVM
/// lowering gives the `.shared` variable. Elsewhere they are an error: one buffer per block.
pub(super) fn workgroup_attributions<'c, 'a>(
    context: &'c Context,
    gpu_func: OperationRef<'c, 'a>,
) -> Result<(), PassFailed> {
    let entry = gpu_func.region(0).expect("one region").first_block().expect("a body");
    let is_workgroup = |op: &OperationRef| {
        op_name(op) == "memref.alloca"
            && op
                .result_at(0)
                .is_some_and(|r| axe_dialects::ir::is_workgroup_memory(r.r#type()))
    };
    let mut nested = None;
    for_each_nested(&gpu_func, &mut |op| {
        if is_workgroup(&op) && op.block() != Some(entry) && nested.is_none() {
            nested = Some(op);
        }
    });
    if let Some(op) = nested {
        emit_error(&op, "allocates workgroup memory inside a loop or branch; a kernel's shared buffers are allocated once, at its top");
        return Err(PassFailed);
    }
    let mut allocas = Vec::new();
    let mut current = entry.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if is_workgroup(&op) {
            allocas.push(op);
        }
    }
    let mut attrs = Vec::new();
    for alloca in &allocas {
        let result = alloca.result(0).expect("one result");
        let argument: Value = entry.add_argument(result.r#type(), alloca.location());
        super::builder::replace_uses(result.into(), argument);
        attrs.push(match int_attr(alloca, "alignment") {
            Some(n) => format!("{{llvm.align = {n} : i64}}"),
            None => "{}".to_string(),
        });
        erase(*alloca);
    }
    if !allocas.is_empty() {
        let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(gpu_func.to_raw()) };
        use melior::ir::operation::OperationMutLike;
        writable.set_attribute(
            "workgroup_attributions",
            IntegerAttribute::new(IntegerType::new(context, 64).into(), allocas.len() as i64).into(),
        );
        let all = Attribute::parse(context, &format!("[{}]", attrs.join(", "))).expect("attribution attributes");
        writable.set_attribute("workgroup_attrib_attrs", all);
    }
    Ok(())
}

/// The global a `memref.get_global` reads.
fn global_read(op: &OperationRef) -> Option<String> {
    (op_name(op) == "memref.get_global")
        .then(|| op.attribute("name").ok().and_then(axe_dialects::ir::read::symbol_leaf))
        .flatten()
}

/// Replaces every `func.call @kernel(...)` in the host functions by a launch.
fn replace_calls<'c, 'a>(
    context: &'c Context,
    module_body: melior::ir::BlockRef<'c, 'a>,
    kernel: &Kernel<'c, 'a>,
    module_name: &str,
) -> Result<(), PassFailed> {
    let mut calls = Vec::new();
    let mut op = module_body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        if op_name(&o) != "func.func" {
            continue;
        }
        for_each_nested(&o, &mut |inner| {
            if op_name(&inner) == "func.call"
                && inner
                    .attribute("callee")
                    .is_ok_and(|c| c.to_string() == format!("@{}", kernel.name))
            {
                calls.push(inner);
            }
        });
    }
    let symbol =
        Attribute::parse(context, &format!("@{module_name}::@{}", kernel.name)).expect("a valid symbol reference");
    for call in calls {
        if call.result_count() != 0 {
            emit_error(
                &call,
                "uses results of a kernel; kernels write their results to buffers",
            );
            return Err(PassFailed);
        }
        let at = Builder::before(context, call).expect("in a block");
        let cluster = kernel.cluster.as_deref().unwrap_or_default();
        let mut operands: Vec<Value> = kernel
            .grid
            .iter()
            .chain(&kernel.block)
            .chain(cluster)
            .map(|&s| at.index(s))
            .collect();
        // Dynamic shared memory: its bytes, an i32, after the cluster sizes (when there are any).
        let dynamic = i32::from(kernel.dynamic_shared > 0);
        if dynamic == 1 {
            let i32_type = IntegerType::new(context, 32).into();
            operands.push(
                at.insert_built(crate::uop_to_scf::ops::int_constant(
                    context,
                    i32_type,
                    kernel.dynamic_shared,
                    call.location(),
                ))
                .result(0)
                .expect("one result")
                .into(),
            );
        }
        operands.extend((0..call.operand_count()).map(|i| call.operand(i).expect("in range")));
        let segments = DenseI32ArrayAttribute::new(
            context,
            &[
                [0, 1, 1, 1, 1, 1, 1].as_slice(),
                &[i32::from(!cluster.is_empty()); 3],
                &[dynamic, call.operand_count() as i32, 0],
            ]
            .concat(),
        );
        at.insert(
            OperationBuilder::new("gpu.launch_func", call.location())
                .add_operands(&operands)
                .add_attributes(&[
                    at.named("kernel", symbol),
                    at.named("operandSegmentSizes", segments.into()),
                ]),
        );
        erase(call);
    }
    Ok(())
}
