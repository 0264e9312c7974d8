//! The values Axe programs compute on, shared by the reference interpreter
//! (`axe-interp`), the CPU JIT's calling convention (`axe-lowering`), the
//! index passes that fold constants (`axe-passes`) and the tools: numbers of
//! each element type, tensors and memrefs ([`value`], their storage [`store`]), their exact scalar
//! semantics ([`scalar`]: integer wrap-around, floor vs truncating division,
//! IEEE floats rounded per element type) and how much memory and how many
//! steps one run may use ([`limits`]). Pure Rust: no MLIR.

pub mod limits;
pub mod scalar;
pub mod store;
pub mod value;

pub use store::Store;
pub use value::{ElemTy, MemRef, Num, Tensor, Val};
