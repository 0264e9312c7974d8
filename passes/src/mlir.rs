//! Bridges between MLIR IR and the pure-Rust algorithms.

pub mod annotate_bounds;
pub mod canonicalize_layouts;
pub mod dispatch_trainium;
pub mod index_export;
pub mod index_import;
pub mod ir;
pub mod lower_index_dtype;
pub mod simplify_index;
pub mod transfer;
pub mod value_ranges;
