//! `uop-kernelize`: a tensor-level uop program to split kernels, the
//! standard front half of every target (`make demo`, the benchmarks, the
//! comparison with tinygrad in bench/kernels.md).
//!
//! Range optimization runs twice. Before splitting it decides the buffers
//! (buffer removal, dead axes) and optimizes the ranges of the one kernel
//! graph; but an output's loops are the ranges of its `uop.bufferize`, which
//! splitting and merging must not touch there (they are buffer dimensions).
//! After splitting they are the plain loops of a `uop.end`, so the second
//! run splits and merges them too: a transposed tile's store loses its
//! div/mod (test/Transforms/split-kernels/kernelize.mlir). `cse` last: buffer
//! removal inlines a value into each of its reads, and identical copies (a
//! row max inlined into both the sum and the quotient of softmax) become one.

use axe_dialects::pass::PipelineDefinition;

pub static KERNELIZE: PipelineDefinition = PipelineDefinition {
    argument: "uop-kernelize",
    description: "Tensor-level uop programs to split kernels: uop-rangeify, uop-optimize-ranges, uop-split-kernels, then uop-optimize-ranges again on the kernels (their output loops), axe-simplify-index, cse",
    elements: "uop-rangeify,uop-optimize-ranges,uop-split-kernels,uop-optimize-ranges,func.func(axe-simplify-index),cse",
};

/// `uop-kernelize` spelled out, with `reassociate=false` on the range optimizations when
/// `reassociate` is false (`axe-compile --reassociate=false`): they keep float sums and
/// products in the program's order.
pub fn kernelize(reassociate: bool) -> String {
    if reassociate {
        KERNELIZE.elements.to_string()
    } else {
        KERNELIZE
            .elements
            .replace("uop-optimize-ranges", "uop-optimize-ranges{reassociate=false}")
    }
}
