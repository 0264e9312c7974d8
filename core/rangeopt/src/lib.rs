//! The pure-Rust half of Axe's range and reduce optimizations (spec 003,
//! "Range and Reduce Optimizations"): what the MLIR bridges in
//! `axe-passes` (`passes/src/ranges/`, `passes/src/reduce/`) decide and
//! compute, kept free of MLIR so it can be tested against brute force.
//!
//! - [`reduce_collapse`]: closed forms of ADD reductions (load collapse, the
//!   bound patterns, lifting, distributive law, mul-casted-bool, NE-gated gather);
//! - [`buffer_removal`]: the partial-contiguous decision tree;
//! - [`split_factor`]: how range splitting and split-reduceop factor an extent;
//! - [`power`]: `x^n` as a multiplication chain (reduce-unparented of MUL).

pub mod buffer_removal;
pub mod power;
pub mod reduce_collapse;
pub mod split_factor;
