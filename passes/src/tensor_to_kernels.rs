//! `axe-tensor-to-kernels`: the front door of every target. A tensor program
//! in linalg (what tosa-to-linalg, torch-mlir or StableHLO lowerings give) or
//! in the uop tensor level becomes split kernels: `axe-linalg-to-tensor-uop`
//! (`convert-linalg-to-uop`, which has nothing to do on a uop program, then
//! `canonicalize`, which drops what the front end left unused, such as
//! `tosa.const_shape`), `uop-kernelize`, then `canonicalize,cse` as `make demo`
//! runs it. axe_lowering::front_end applies them where the tools need them.

use axe_dialects::pass::PipelineDefinition;

/// The conversion alone: the uop tensor level, which the reference interpreter runs.
macro_rules! linalg_to_tensor_uop {
    () => {
        "convert-linalg-to-uop,canonicalize"
    };
}

pub static LINALG_TO_TENSOR_UOP: PipelineDefinition = PipelineDefinition {
    argument: "axe-linalg-to-tensor-uop",
    description: "Tensor programs in linalg (and the tensor ops around it) to the uop tensor level, the form the reference interpreter runs: convert-linalg-to-uop, canonicalize",
    elements: linalg_to_tensor_uop!(),
};

pub static TENSOR_TO_KERNELS: PipelineDefinition = PipelineDefinition {
    argument: "axe-tensor-to-kernels",
    description: "Tensor programs (linalg on static tensors, or tensor-level uop) to split uop kernels: convert-linalg-to-uop, canonicalize, uop-kernelize, canonicalize, cse",
    elements: concat!(linalg_to_tensor_uop!(), ",uop-kernelize,canonicalize,cse"),
};

/// `axe-tensor-to-kernels` spelled out, `uop-kernelize` as [`crate::kernelize::kernelize`]
/// makes it for `reassociate`.
pub fn tensor_to_kernels(reassociate: bool) -> String {
    TENSOR_TO_KERNELS
        .elements
        .replace("uop-kernelize", &crate::kernelize::kernelize(reassociate))
}
