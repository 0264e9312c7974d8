//! The NVIDIA GPU path: kernel-level uop IR mapped onto a launch grid
//! ([`map_ranges`]), lowered loops over aligned contiguous elements turned
//! into vector accesses ([`vectorize_upcast`]), kernels outlined into a
//! `gpu.module` ([`outline`]), a row's re-reads of a read-only buffer kept in
//! registers ([`reuse_row_loads`]), a softmax's max and sum reduced as one block reduction of
//! (max, sum) pairs where asked ([`online_softmax`]), exp and shared divisors made fast where
//! asked ([`fast_math`]), read-once and write-once accesses given streaming cache hints where
//! asked ([`streaming_hints`]), gated loads made predicated PTX loads
//! ([`predicated_loads`]), and the upstream NVVM pipeline to PTX (dynamic
//! shared memory declared as CUDA's extern array, [`extern_dynamic_shared`])
//! with the host side described by a JSON sidecar ([`ptx`]) and large weights uploaded from a
//! binary file rather than written as PTX initializers ([`weights`]).

use axe_dialects::ir::attribute_names;

pub mod attention;
pub mod bf16_mma;
mod builder;
pub mod cooperative;
pub mod dispatch;
pub mod extern_dynamic_shared;
pub mod fast_math;
pub mod map_ranges;
pub mod online_softmax;
pub mod outline;
pub mod predicated_loads;
pub mod ptx;
pub mod reuse_row_loads;
pub mod streaming_hints;
pub mod tensor_cores;
pub mod vectorize_upcast;
mod views;
pub mod weights;

/// The kernels (`gpu.func` with `gpu.kernel`) under `root`, in order.
fn kernels<'c, 'a>(root: &melior::ir::OperationRef<'c, 'a>) -> Vec<melior::ir::OperationRef<'c, 'a>> {
    use melior::ir::operation::OperationLike;
    let mut found = Vec::new();
    axe_dialects::ir::read::for_each_nested(root, &mut |op| {
        if axe_dialects::ir::read::op_name(&op) == "gpu.func" && op.has_attribute(attribute_names::GPU_KERNEL) {
            found.push(op);
        }
    });
    found
}
