//! The reference interpreter for uop IR: the project's semantic oracle.
//! It runs tensor-level, kernel-level and index-level uop IR together with
//! the `arith`, `math`, `index`, `scf`, `memref`, `func` subset that lowering
//! produces, on concrete values, with exact integer semantics and IEEE float
//! semantics per element type (see [`scalar`]), and GPU kernels in the
//! emulator of [`gpu`]. `axe-run` and the tests drive it; the compiler itself
//! takes nothing from this crate (the value types it shares with the JIT live
//! in `axe-values`, the IR readers in `axe_dialects::ir`).

pub mod analysis;
pub mod attrs;
pub mod device_bytes;
pub mod error;
pub mod eval;
pub mod free_vars;
pub mod gpu;
pub mod invalid;
pub mod memo;
pub mod pure_ops;
pub mod tensor_ops;
pub mod traffic;
pub mod vector_ops;
pub mod work;

// The value model the interpreter computes on, and how it reads types into it.
pub use axe_dialects::ir::value_types as types;
pub use axe_values::{limits, scalar, store, value};

pub use error::InterpError;
pub use eval::{Interpreter, Options};
pub use free_vars::FreeVars;
pub use value::{ElemTy, MemRef, Num, Tensor, Val};
