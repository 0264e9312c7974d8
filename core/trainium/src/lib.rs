//! Trainium target knowledge for Axe, with no MLIR dependency: where tensors may live
//! ([`memory`], spec 001 Appendix H) and how each Axe operator becomes a nest of loops
//! over one NKI instruction, chosen from the operands' layouts ([`dispatch`], section 3.4).
//!
//! The `axe-dispatch-trainium` pass, the `!axe.tensor` verifier (through the layout C ABI)
//! and the NKI emitter all call this crate, so the decisions have one implementation.

pub mod dispatch;
pub mod memory;
pub mod operand;
pub mod paper_dispatch;
pub mod refine;
pub mod region;
pub mod schedule;

pub use dispatch::{dispatch, Op};
pub use memory::{check_placement, Scope};
pub use operand::Operand;
pub use schedule::{Affine, AxisView, Instruction, Loop, Schedule, View};
