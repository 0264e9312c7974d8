//! `axe-tensor-to-kernels`: the front door of every target. A tensor program
//! in linalg (what tosa-to-linalg, torch-mlir or StableHLO lowerings give) or
//! in the uop tensor level becomes split kernels: `axe-linalg-to-tensor-uop`
//! (`convert-linalg-to-uop`, which has nothing to do on a uop program, then
//! `canonicalize`, which drops what the front end left unused, such as
//! `tosa.const_shape`), `uop-kernelize`, then `canonicalize,cse` as `make demo`
//! runs it. axe_lowering::front_end applies them where the tools need them.

use axe_dialects::pass::PipelineDefinition;

/// The conversion alone: the uop tensor level, which the reference interpreter runs. It keeps
/// linalg's order of float sums and products (`reassociate=false`): the reference is the
/// program's own rounding, which compiled code that reorders is compared with.
pub static LINALG_TO_TENSOR_UOP: PipelineDefinition = PipelineDefinition {
    argument: "axe-linalg-to-tensor-uop",
    description: "Tensor programs in linalg (and the tensor ops around it) to the uop tensor level, the form the reference interpreter runs, in linalg's order of float sums: convert-linalg-to-uop{reassociate=false}, canonicalize",
    elements: "convert-linalg-to-uop{reassociate=false},canonicalize",
};

pub static TENSOR_TO_KERNELS: PipelineDefinition = PipelineDefinition {
    argument: "axe-tensor-to-kernels",
    description: "Tensor programs (linalg on static tensors, or tensor-level uop) to split uop kernels: convert-linalg-to-uop, canonicalize, uop-kernelize, canonicalize, cse",
    elements: "convert-linalg-to-uop,canonicalize,uop-kernelize,canonicalize,cse",
};

/// `axe-tensor-to-kernels` spelled out, `uop-kernelize` as [`crate::kernelize::kernelize`]
/// makes it for `reassociate` (and the conversion told the same).
pub fn tensor_to_kernels(reassociate: bool) -> String {
    let elements = TENSOR_TO_KERNELS
        .elements
        .replace("uop-kernelize", &crate::kernelize::kernelize(reassociate));
    if reassociate {
        elements
    } else {
        elements.replace("convert-linalg-to-uop", "convert-linalg-to-uop{reassociate=false}")
    }
}
