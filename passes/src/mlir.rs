//! Bridges between MLIR IR and the pure-Rust algorithms.

pub mod annotate_bounds;
pub mod canonicalize_layouts;
pub mod ir;
pub mod transfer;
pub mod value_ranges;
