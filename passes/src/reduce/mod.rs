//! Spec 003's reduce optimizations on kernel-level uop IR: load and reduce
//! collapse, reduce unparented, split reduceop.

pub mod collapse;
pub mod split_reduceop;
pub mod unparented;

/// `uop.reduce` kinds (UOpDialect.td `UOp_ReduceKind`).
pub const ADD: i64 = 0;
pub const MUL: i64 = 1;
