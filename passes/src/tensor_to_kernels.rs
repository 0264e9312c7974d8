//! `axe-tensor-to-kernels`: the front door of every target. A tensor program
//! in linalg (what tosa-to-linalg, torch-mlir or StableHLO lowerings give) or
//! in the uop tensor level becomes split kernels: `convert-linalg-to-uop`
//! (nothing to do on a uop program), `canonicalize` (drops what the front
//! end left unused, such as `tosa.const_shape`), `uop-kernelize`, then
//! `canonicalize,cse` as `make demo` runs it.

use axe_dialects::pass::PipelineDefinition;

pub static TENSOR_TO_KERNELS: PipelineDefinition = PipelineDefinition {
    argument: "axe-tensor-to-kernels",
    description: "Tensor programs (linalg on static tensors, or tensor-level uop) to split uop kernels: convert-linalg-to-uop, canonicalize, uop-kernelize, canonicalize, cse",
    elements: "convert-linalg-to-uop,canonicalize,uop-kernelize,canonicalize,cse",
};
