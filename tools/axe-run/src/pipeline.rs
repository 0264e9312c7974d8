//! Running a textual pass pipeline (`builtin.module(...)`) with every
//! upstream, Axe and lowering pass registered (axe_lowering::pipeline).

pub use axe_lowering::pipeline::{register_passes, run_pipeline};
