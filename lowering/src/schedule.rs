//! Schedules of kernels (the representation and heuristics are the pure crate `axe-schedule`):
//! reading a kernel's ranges and its `uop.schedule` attribute ([`kernel`]), the affine analysis
//! of its accesses ([`access`]), and the `uop-schedule` pass that picks one ([`pass`]; its gpu
//! target in [`gpu`]). Targets only read schedules: `convert-uop-to-scf` lowers each piece on
//! the axis it names, `uop-map-gpu-ranges` puts grid pieces on block and thread indices.

pub mod access;
pub mod gpu;
pub mod gpu_search;
pub mod kernel;
pub mod pass;
pub mod search;
