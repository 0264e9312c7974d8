//! The reference interpreter for uop IR: the project's semantic oracle.
//! It runs tensor-level, kernel-level and index-level uop IR together with
//! the `arith`, `math`, `index`, `scf`, `memref`, `func` subset that lowering
//! produces, on concrete values, with exact integer semantics and IEEE float
//! semantics per element type (see [`scalar`]). `axe-run` drives it.

pub mod analysis;
pub mod attrs;
pub mod device_bytes;
pub mod error;
pub mod eval;
pub mod free_vars;
pub mod gpu;
pub mod invalid;
pub mod limits;
pub mod pure_ops;
pub mod scalar;
pub mod tensor_ops;
pub mod traffic;
pub mod types;
pub mod value;
pub mod vector_ops;

pub use error::InterpError;
pub use eval::{Interpreter, Options};
pub use free_vars::FreeVars;
pub use value::{ElemTy, MemRef, Num, Tensor, Val};
