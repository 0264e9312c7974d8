//! Kernel schedules as Axe layouts (the bridge of spec 001: a layout over hardware axes *is* the
//! schedule). A kernel's iteration space is the logical shape of its ranges, in the order the
//! kernel defines them; a schedule is a layout `S[...]` over that shape whose iters, grouped by the
//! range extents (spec 001 Algorithm 1), split each range into pieces, outermost first, and put
//! each piece on a hardware axis of the target ([`HwAxis`]). On each axis the pieces must tile it
//! like a row-major counter (strides 1, e1, e1*e2, ...); on `loop` that counter is the sequential
//! loop nest, so the piece with the largest stride is the outermost loop.
//!
//! ```text
//! matmul 512x512x512, ranges (i, j, k):
//! S[(64,2,4, 32,2,8, 512):(1@core,16384@loop,2@reg, 512@loop,1@reg,1@simd, 1@loop)]
//!   i = 64 parallel tasks x 2 loop iterations x 4 unrolled rows,
//!   j = 32 loop iterations x 2 unrolled vectors x 8 SIMD lanes, k = 512 sequential.
//! ```
//!
//! tinygrad's options are special cases: UPCAST is a `reg` (or `simd`) piece of an output range,
//! UNROLL a `reg` piece of a reduce range, LOCAL a `tx` piece, GROUP / GROUPTOP a `tx` piece of a
//! reduce range (outer or inner split), TC a tensor-core atom over `lane` and `reg` pieces.
//! Pure Rust: the MLIR bridge (reading kernels, lowering) lives in the lowering crate.

pub mod error;
pub mod gpu;
pub mod gpu_cost;
pub mod gpu_memory;
pub mod gpu_operators;
pub mod gpu_registers;
pub mod gpu_search;
pub mod gpu_tensor_cores;
pub mod gpu_tensor_search;
pub mod heuristics;
pub mod mma;
pub mod random;
pub mod schedule;
pub mod streaming;
pub mod target;
pub mod wgmma;

pub use error::ScheduleError;
pub use heuristics::{pick, Access, CpuOptions, KernelSummary, Reduction};
pub use schedule::{Piece, RangeSpec, Schedule};
pub use target::{HwAxis, Target};
