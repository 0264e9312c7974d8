//! Spec 003's range optimizations on kernel-level uop IR: splitting,
//! merging and flattening ranges, and the `uop-optimize-ranges` pipeline.

pub mod flatten;
pub mod merge;
pub mod pipeline;
pub mod split;
