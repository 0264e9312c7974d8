//! Distributed Axe layouts (spec 001 §2.2 and §3.2): a tensor whose layout puts iters on device
//! axes (`gpuid`, `gpuid_<name>`, `mesh_<name>`) lives in pieces on the processes of a grid.
//!
//! - [`Grid`]: the process grid the device axes of a program's layouts describe. Each device axis
//!   is cut into digits at every stride its iters start or end at; each digit is one grid axis.
//!   `S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]` has the digits 2@gpuid and 1@gpuid: a 2x2 grid whose
//!   row-major process number is the `gpuid` value.
//! - [`Sharding`]: a layout on a grid as MLIR's `shard` dialect says it: the grid axes that split
//!   each tensor dimension into contiguous blocks (major first), the axes that replicate it (R
//!   iters on device axes), and the axes over which the pieces are partial results (sums, or
//!   maxima and minima: [`Combine`]).
//! - [`plan`]: the collectives (all-gather, reduce-scatter, all-reduce, all-to-all, local slices)
//!   that turn one sharding into another, chosen by comparing the two per dimension, and the
//!   bytes each process sends for them against the least any algorithm must move.
//!
//! Pure Rust: the MLIR pass that rewrites programs with these is `axe-distribute` (axe-passes).

pub mod combine;
pub mod error;
pub mod fingerprint;
pub mod grid;
pub mod plan;
pub mod sharding;
pub mod traffic;

pub use combine::Combine;
pub use error::DistributeError;
pub use fingerprint::fingerprint;
pub use grid::{Grid, GridAxis};
pub use plan::{plan, Collective};
pub use sharding::Sharding;
