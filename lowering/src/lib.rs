//! Lowering of kernel-level uop and axe IR: to scf/memref/arith and the CPU
//! JIT, through gpu/nvvm to PTX, and to NKI Python. The crate is part of the
//! workspace layout from the start (ARCHITECTURE.md); its passes arrive with
//! the lowering issue.
