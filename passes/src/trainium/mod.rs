//! The Trainium side of the Axe operators: the MLIR pass that records the
//! layout dispatch of crate `axe-trainium` on each operator.

pub mod dispatch;
