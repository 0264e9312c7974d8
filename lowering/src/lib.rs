//! Lowering of kernel-level uop and axe IR: to scf/memref/arith and the CPU
//! JIT, through gpu/nvvm to PTX ([`gpu`]), and to NKI Python ([`nki`]).

pub mod gpu;
pub mod pipeline;
pub mod nki;

use axe_dialects::pass::{self, PassDefinition};

/// The lowering passes, registered beside `axe_passes::ALL_PASSES`.
pub const LOWERING_PASSES: &[&PassDefinition] = &[
    &gpu::map_ranges::MAP_GPU_RANGES,
    &gpu::vectorize_upcast::VECTORIZE_UPCAST,
    &gpu::outline::OUTLINE_GPU_KERNELS,
];

/// Registers the lowering passes in MLIR's global pass registry (once per process).
pub fn register_all() {
    for definition in LOWERING_PASSES {
        pass::register(definition);
    }
}
