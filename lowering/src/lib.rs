//! Lowering of kernel-level uop and axe IR: to scf/memref/arith and the CPU
//! JIT, through gpu/nvvm to PTX, and to NKI Python ([`nki`]).

pub mod nki;
