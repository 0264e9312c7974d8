//! What the GPU schedule search's cost model reads of a kernel (`axe_schedule::gpu_cost`):
//! one emulated run of an outlined kernel on deterministic inputs, counting its global
//! sectors and shared wavefronts ([`super::request_log`]), the bytes it asks for
//! ([`crate::traffic`]), the warp instructions it executes (the run's steps, per warp), and
//! its tensor-core work and deepest copy pipeline ([`super::tensor_work`]). Tools register
//! [`measure`] with the lowering (`axe_lowering::schedule::gpu_search::register_measurer`):
//! the compiler itself takes nothing from the emulator.

use super::{launch, request_log, Grid};
use crate::types::{type_info, TypeInfo};
use crate::value::{ElemTy, MemRef, Num, Val};
use axe_dialects::ir::{defining_op, for_each_nested, i64_array, int_attr, op_name, symbol};
use axe_dialects::ir::{BlockAt, OperationAt};
use axe_schedule::gpu_cost::GpuCounters;
use melior::ir::{operation::OperationLike, BlockLike, Module, RegionLike, Type, TypeLike, ValueLike};

/// Runs the `gpu.func` named `kernel` of the outlined `module` once over the grid it declares,
/// on inputs that depend only on their shapes, in at most `max_steps` ops; its counters.
/// Integer buffers are zeros (an index read from memory stays in bounds), float buffers small
/// exact values.
pub fn measure(module: &Module, kernel: &str, max_steps: u64) -> Result<GpuCounters, String> {
    let mut found = None;
    for_each_nested(&module.as_operation(), &mut |op| {
        if op_name(&op) == "gpu.func" && symbol(&op, "sym_name").as_deref() == Some(kernel) {
            found = Some(op);
        }
    });
    let function = found.ok_or_else(|| format!("no gpu.func @{kernel} after outlining"))?;
    let grid = Grid::declared_by(&function).ok_or("the kernel declares no launch size")?;
    let body = function
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or("the kernel has no body")?;
    let inputs = function_inputs(&function)?;
    let mut args = Vec::new();
    for ty in &inputs {
        args.push(argument(*ty)?);
    }
    let workgroup = int_attr(&function, "workgroup_attributions").unwrap_or(0).max(0) as usize;
    let mut shared_bytes = 0u64;
    for i in inputs.len()..(inputs.len() + workgroup).min(body.argument_count()) {
        if let Some(a) = body.argument_at(i) {
            if let TypeInfo::MemRef { elem, shape, .. } = type_info(a.r#type()) {
                let n = shape.iter().fold(1u64, |n, &d| n.saturating_mul(d.max(0) as u64));
                shared_bytes = shared_bytes.saturating_add(n.saturating_mul(u64::from(elem.width().div_ceil(8))));
            }
        }
    }
    let saved_steps = crate::limits::max_steps();
    crate::limits::set_max_steps(max_steps);
    crate::limits::start_run();
    crate::traffic::take();
    super::tensor_work::take();
    let was_logging = request_log::enabled();
    request_log::enable(true);
    request_log::take();
    let dynamic_shared = dynamic_shared_bytes(module, kernel);
    shared_bytes = shared_bytes.saturating_add(dynamic_shared.max(0) as u64);
    let ran = launch(function, grid, args, dynamic_shared);
    let steps = crate::limits::steps();
    let requests = request_log::take();
    request_log::enable(was_logging);
    let traffic = crate::traffic::take();
    let tensor_work = super::tensor_work::take();
    crate::limits::set_max_steps(saved_steps);
    ran.map_err(|e| e.message)?;
    let mut counters = GpuCounters {
        blocks: grid.blocks.iter().product::<i64>().max(0) as u64,
        threads_per_block: grid.threads_per_block() as u64,
        shared_bytes_per_block: shared_bytes,
        registers_per_thread: None,
        requested_bytes: traffic.loaded_bytes + traffic.stored_bytes,
        // The block runs each op once for all its threads: once per warp on the hardware.
        warp_instructions: steps.saturating_mul(grid.threads_per_block().div_ceil(32) as u64),
        mma_sync_flops: tensor_work.mma_sync_flops,
        wgmma_flops: tensor_work.wgmma_flops,
        async_copies_in_flight: tensor_work.async_copies_in_flight,
        ..GpuCounters::default()
    };
    for op in requests {
        let c = op.count;
        match op.memory {
            request_log::Memory::Global => {
                counters.global_requests += c.requests;
                counters.global_sectors += c.served;
                counters.global_sectors_ideal += c.ideal;
            }
            request_log::Memory::Shared => {
                counters.shared_wavefronts += c.served;
                counters.shared_wavefronts_ideal += c.ideal;
            }
        }
    }
    Ok(counters)
}

/// The dynamic shared memory the module's launch of `kernel` gives each block (a constant, as
/// the GPU path writes it); 0 without one.
fn dynamic_shared_bytes(module: &Module, kernel: &str) -> i64 {
    let mut bytes = 0;
    let suffix = format!("::@{kernel}");
    for_each_nested(&module.as_operation(), &mut |op| {
        let launches_it =
            op_name(&op) == "gpu.launch_func" && op.attribute("kernel").is_ok_and(|a| a.to_string().ends_with(&suffix));
        if !launches_it {
            return;
        }
        // Operand segments: async dependencies, grid, block, cluster, dynamic shared memory, ...
        let Some(segments) = i64_array(&op, "operandSegmentSizes").filter(|s| s.len() == 13 && s[10] == 1) else {
            return;
        };
        let at = segments[..10].iter().sum::<i64>() as usize;
        if let Some(value) = op
            .operand_at(at)
            .and_then(defining_op)
            .and_then(|c| int_attr(&c, "value"))
        {
            bytes = bytes.max(value);
        }
    });
    bytes
}

/// The input types of a `gpu.func` (its `function_type`).
fn function_inputs<'c>(function: &melior::ir::OperationRef<'c, '_>) -> Result<Vec<Type<'c>>, String> {
    let ty = function
        .attribute("function_type")
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
        .map(|a| a.value())
        .ok_or("the kernel has no function type")?;
    let raw = ty.to_raw();
    unsafe {
        if !mlir_sys::mlirTypeIsAFunction(raw) {
            return Err("the kernel's function_type is not a function type".into());
        }
        Ok((0..mlir_sys::mlirFunctionTypeGetNumInputs(raw))
            .map(|i| Type::from_raw(mlir_sys::mlirFunctionTypeGetInput(raw, i)))
            .collect())
    }
}

/// A buffer of type `ty`: integers zero, floats k / 8 for k in [-8, 8] (exact in every float
/// type), so that a run never depends on a random source.
fn argument(ty: Type) -> Result<Val, String> {
    match type_info(ty) {
        TypeInfo::MemRef { elem, shape, .. } if shape.iter().all(|&d| d >= 0) => {
            let m = MemRef::alloc(elem, shape, elem.zero())?;
            if elem.is_float() {
                for (i, x) in m.store.borrow_mut().nums_mut().iter_mut().enumerate() {
                    *x = Num::F(((i * 7 % 17) as f64 - 8.0) / 8.0);
                }
            }
            Ok(Val::MemRef(m))
        }
        TypeInfo::Scalar(ElemTy::Index) => Ok(Val::index(0)),
        other => Err(format!("the search emulates kernels of static buffers, not {other}")),
    }
}
