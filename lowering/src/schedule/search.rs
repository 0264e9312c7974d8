//! `uop-schedule{search=N}`: like tinygrad's BEAM, times candidate schedules of each kernel on
//! the CPU JIT and keeps the fastest. The candidates are the heuristics' pick and N random
//! legal schedules (`axe_schedule::random`); each is compiled alone (a module holding only the
//! kernel), called on zero-filled buffers of its argument types (kernels taking scalars are not
//! searched), once to warm up and three times timed; the minimum counts. Only kernels whose
//! accesses the value ranges prove inside their buffers, and whose iteration space is bounded,
//! are run: the candidates run natively, in the compiler's process.

use crate::jit::CpuJit;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::symbol_name;
use axe_dialects::ir::value_types::{type_info, TypeInfo};
use axe_dialects::ir::OperationAt;
use axe_values::{MemRef, Val};
use melior::ir::{
    operation::{OperationLike, OperationMutLike},
    Attribute, BlockLike, Location, Module, Operation, OperationRef, RegionLike, ValueLike,
};
use std::time::Duration;

/// Points of a kernel's iteration space past which the search does not time it (each
/// candidate runs 4 times).
const MAX_POINTS: i64 = 1 << 30;

/// Why the search must not run `function` natively, if it must not: it runs candidates as
/// compiled code, so every access must be proven inside its buffer by the value ranges
/// (`axe_passes::mlir::value_ranges`; gates are not trusted) and the iteration space bounded.
pub fn unsafe_to_run(
    function: &OperationRef,
    body: &melior::ir::BlockRef,
    ranges: &super::kernel::KernelRanges,
) -> Option<String> {
    let points = ranges.specs.iter().fold(1i64, |p, r| p.saturating_mul(r.extent.max(1)));
    if points > MAX_POINTS {
        return Some(format!("its {points} iterations are past the search's {MAX_POINTS}"));
    }
    let value_ranges = axe_passes::mlir::value_ranges::ValueRanges::analyze(function);
    for op in super::pass::index_ops(body) {
        let Some((shape, _)) = op
            .operand_at(0)
            .and_then(|b| axe_passes::kernel_ir::memref_shape(b.r#type()))
        else {
            return Some("an access is to a buffer of unknown shape".into());
        };
        let (indices, _) = super::access::index_operands(&op);
        for (index, &dim) in indices.iter().zip(&shape) {
            let interval = value_ranges.get(*index);
            if interval.lo < 0 || interval.hi >= dim {
                return Some(format!(
                    "an access is not proven inside its buffer (index in [{}, {}], dimension {dim})",
                    interval.lo, interval.hi
                ));
            }
        }
    }
    None
}

/// What both searches (CPU and GPU) compile one candidate from: a module holding only a copy
/// of `function` with `schedule` written on it (and `uop.reassociate` where `reassociate`),
/// and the kernel's name.
pub fn candidate_module<'c>(
    function: &OperationRef<'c, '_>,
    schedule: Attribute<'c>,
    reassociate: bool,
) -> Result<(Module<'c>, String), String> {
    let name = symbol_name(function).ok_or("a kernel without a name")?;
    let context = function.context();
    let context = axe_dialects::context_of(&context);
    let module = Module::new(Location::unknown(context));
    let mut clone = unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(function.to_raw())) };
    clone.set_attribute(attribute_names::SCHEDULE, schedule);
    if reassociate {
        clone.set_attribute(attribute_names::REASSOCIATE, Attribute::unit(context));
    }
    module.body().append_operation(clone);
    Ok((module, name))
}

/// The wall time of one call of `function` with `schedule` (and `reassociate`) set on it.
pub fn time_candidate(function: &OperationRef, schedule: Attribute, reassociate: bool) -> Result<Duration, String> {
    let (module, name) = candidate_module(function, schedule, reassociate)?;
    let kernel = module.body().first_operation().ok_or("an empty candidate module")?;
    let args = arguments(&kernel)?;
    let jit = CpuJit::compile(&module)?;
    let times = jit.time(&kernel, &name, &args, 1, 3)?;
    times.into_iter().min().ok_or_else(|| "no timed call".into())
}

/// Zero-filled memrefs for the arguments of `function` (its buffers).
fn arguments(function: &OperationRef) -> Result<Vec<Val>, String> {
    let body = function
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or("a kernel without a body")?;
    let mut args = Vec::new();
    for i in 0..body.argument_count() {
        let arg = body.argument(i).map_err(|e| e.to_string())?;
        match type_info(arg.r#type()) {
            TypeInfo::MemRef { elem, shape, .. } if shape.iter().all(|&d| d >= 0) => {
                let elements = shape
                    .iter()
                    .try_fold(1i64, |n, &d| n.checked_mul(d))
                    .filter(|&n| n <= 1 << 28);
                if elements.is_none() {
                    return Err("an argument too large to time".into());
                }
                args.push(Val::MemRef(MemRef::alloc(elem, shape, elem.zero())?));
            }
            _ => return Err("the search times kernels whose arguments are static buffers".into()),
        }
    }
    Ok(args)
}
