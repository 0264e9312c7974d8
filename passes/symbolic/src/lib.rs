//! Pure-Rust index arithmetic: value ranges (spec 000 "value range analysis") and the symbolic rewrite engine.
//! No MLIR dependency; the MLIR bridges import IR into this crate and write the result back.

pub mod interval;

pub use interval::{CmpPred, Interval};
