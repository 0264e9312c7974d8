//! What a GPU kernel's operators may be lowered with, and the pass options that say so: one
//! definition of each, which `axe-dispatch-gpu` and `uop-tensor-cores` (whose Axe programs it
//! dispatches) both list and read.

use axe_dialects::pass::{OptionKind, PassOption, PassOptions};

/// What a kernel may use: TMA copies (sm_90), and how many bytes of shared memory a block may
/// have (the chip's limit, static and dynamic together).
#[derive(Clone, Copy, Debug)]
pub struct DispatchOptions {
    pub tma: bool,
    /// With TMA: no block barrier after a wait for copies; each thread arrives on the wait
    /// point's "empty" mbarrier and thread 0 waits on it before its next copy
    /// ([`super::tma`]).
    pub empty_barriers: bool,
    /// With TMA, empty barriers and wgmma: one warpgroup more, whose one thread issues every
    /// copy while the program's warpgroups only wait, multiply and store ([`super::roles`]).
    pub producer_warpgroup: bool,
    /// With a producer warpgroup: each role its own copy of the program, with `setmaxnreg`
    /// ([`super::specialize`]), as PTX needs; the GPU emulator, which runs a block's threads
    /// in lockstep, runs the program unsplit.
    pub specialize_roles: bool,
    /// Register tiles stored to 16-bit shared tiles by warps may be `stmatrix` (sm_90) where
    /// their layouts are the mma accumulator's ([`super::stmatrix`]).
    pub stmatrix: bool,
    pub max_shared_bytes: i64,
}

pub const TMA: PassOption = PassOption {
    name: "tma",
    description: "Make the asynchronous global-to-shared copies TMA copies on mbarriers (sm_90) where every one of a kernel's can be, instead of cp.async",
    kind: OptionKind::Bool,
    default: "false",
};

pub const EMPTY_BARRIERS: PassOption = PassOption {
    name: "empty-barriers",
    description: "With tma: no block barrier after a wait for TMA copies; every thread arrives on the wait point's empty mbarrier, and thread 0 waits on it before its next copy",
    kind: OptionKind::Bool,
    default: "false",
};

pub const PRODUCER_WARPGROUP: PassOption = PassOption {
    name: "producer-warpgroup",
    description: "With tma and empty-barriers, on wgmma: one more warpgroup whose one thread issues every TMA copy after the stage's empty mbarrier; the program's warpgroups wait only on the copies' mbarriers (warp specialization)",
    kind: OptionKind::Bool,
    default: "false",
};

pub const SPECIALIZE_ROLES: PassOption = PassOption {
    name: "specialize-roles",
    description: "With producer-warpgroup: each role gets its own copy of the program (scf.if on the role), the producer's registers decreased to 40 and the consumers' increased to 232 (setmaxnreg), as PTX needs; false keeps the roles' operators interleaved in program order, which the GPU emulator runs",
    kind: OptionKind::Bool,
    default: "false",
};

pub const STMATRIX: PassOption = PassOption {
    name: "stmatrix",
    description: "Store register tiles to 16-bit shared tiles at warp or warpgroup scope with stmatrix (sm_90, .trans where the shared rows run across the register pairs) where their layouts hold the mma accumulator pattern, converting each element first",
    kind: OptionKind::Bool,
    default: "false",
};

pub const MAX_SHARED_BYTES: PassOption = PassOption {
    name: "max-shared-bytes",
    description: "Shared memory a block may have (the chip's limit: 232448 on sm_90, 166912 on sm_80, 101376 on sm_86/sm_89); past 48 KiB a kernel's shared tensors are views of dynamic shared memory",
    kind: OptionKind::Int,
    default: "232448",
};

impl DispatchOptions {
    /// The options [`TMA`], [`EMPTY_BARRIERS`], [`PRODUCER_WARPGROUP`], [`SPECIALIZE_ROLES`]
    /// and [`MAX_SHARED_BYTES`] as a pass was given them.
    pub fn read(options: &PassOptions) -> Self {
        DispatchOptions {
            tma: options.bool(TMA.name),
            empty_barriers: options.bool(EMPTY_BARRIERS.name),
            producer_warpgroup: options.bool(PRODUCER_WARPGROUP.name),
            specialize_roles: options.bool(SPECIALIZE_ROLES.name),
            stmatrix: options.bool(STMATRIX.name),
            max_shared_bytes: options.int(MAX_SHARED_BYTES.name),
        }
    }
}

/// Every option [`DispatchOptions::read`] reads: each pass that reads them declares them all.
pub const ALL: [PassOption; 6] = [
    TMA,
    EMPTY_BARRIERS,
    PRODUCER_WARPGROUP,
    SPECIALIZE_ROLES,
    STMATRIX,
    MAX_SHARED_BYTES,
];

#[cfg(test)]
mod tests {
    use super::ALL;

    #[test]
    fn both_passes_declare_every_dispatch_option() {
        for pass in [
            &crate::gpu::dispatch::DISPATCH_GPU,
            &crate::gpu::tensor_cores::TENSOR_CORES_PASS,
        ] {
            for option in ALL {
                assert!(
                    pass.options.iter().any(|o| o.name == option.name),
                    "{} does not declare {}",
                    pass.argument,
                    option.name
                );
            }
        }
    }
}
