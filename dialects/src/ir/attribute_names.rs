//! The names of the discardable attributes that passes hand to later passes and tools: the
//! contract between them. Every Rust reader and writer takes the name from here; the C++ in
//! dialects/cpp, which cannot share them, spells the few it reads again (the test below keeps
//! the two in step).

// Axe's own (`uop.*` on kernels, `axe.*` on ops and arguments).

/// A function that is one kernel of a split program (a unit attribute).
pub const KERNEL: &str = "uop.kernel";
/// A kernel's schedule: an `#axe.layout` over its ranges.
pub const SCHEDULE: &str = "uop.schedule";
/// Allows a kernel's float reductions to be reassociated (split over lanes, accumulators or
/// threads, and multiply-adds contracted).
pub const REASSOCIATE: &str = "uop.reassociate";
/// A tensor-core kernel's own copy pipeline, `{stages = S, depth = D, async_wgmma = B}`
/// (each optional), over `uop-tensor-cores`' options of those names.
pub const PIPELINE: &str = "uop.pipeline";
/// Makes a kernel's full-vector stores non-temporal (streaming stores): a performance hint
/// only; the values stored are the same.
pub const NONTEMPORAL: &str = "uop.nontemporal";
/// The bytes of dynamic shared memory a GPU kernel's launches ask for.
pub const DYNAMIC_SHARED_BYTES: &str = "uop.dynamic_shared_bytes";
/// A GPU entry argument that the kernel writes (the runners read it back).
pub const OUTPUT: &str = "uop.output";
/// The proven range of an integer-like value: `array<i64: lo, hi>`.
pub const BOUNDS: &str = "axe.bounds";
/// The reduction of a collective (`"add"`, `"max"`, ...).
pub const COMBINE: &str = "axe.combine";
/// How a Trainium kernel is dispatched over NeuronCores.
pub const DISPATCH: &str = "axe.dispatch";
/// A function distributed over a device mesh.
pub const DISTRIBUTED: &str = "axe.distributed";
/// The name a value keeps in emitted code (NKI tensors).
pub const NAME: &str = "axe.name";
/// A GPU `axe.kernel`'s thread block cluster: an Axe layout from a block's rank in its cluster
/// to the block coordinates it moves (`S[2:1@by]`: two consecutive block rows).
pub const CLUSTER: &str = "axe.cluster";

// The upstream `gpu` dialect's, which the GPU lowering writes and reads back.

/// A `gpu.func` that is a kernel.
pub const GPU_KERNEL: &str = "gpu.kernel";
/// The registers per thread a kernel starts with (PTX `.maxnreg`), which `setmaxnreg` needs known.
pub const NVVM_MAXNREG: &str = "nvvm.maxnreg";
/// A module holding `gpu.module`s.
pub const GPU_CONTAINER_MODULE: &str = "gpu.container_module";
/// The launch's grid, when known at compile time.
pub const GPU_KNOWN_GRID_SIZE: &str = "gpu.known_grid_size";
/// The launch's block, when known at compile time.
pub const GPU_KNOWN_BLOCK_SIZE: &str = "gpu.known_block_size";
/// The launch's thread block cluster (blocks per cluster, x y z), when it has clusters.
pub const GPU_KNOWN_CLUSTER_SIZE: &str = "gpu.known_cluster_size";
