//! The front end every tool applies to the program a user hands it, so that
//! `axe-compile`, `axe-run` (interpreter, CPU JIT, GPU emulator, CUDA) and
//! `axe-opt`'s end-to-end pipelines take the same input: TOSA (lowered by
//! upstream's tosa-to-linalg passes first, [`TOSA_TO_LINALG`]), linalg on static
//! tensors (what torch-mlir, upstream's `tosa-to-linalg` and StableHLO
//! lowerings write, weights as `dense_resource` blobs), the uop tensor level,
//! or split uop kernels as they are.
//!
//! Two depths, one conversion:
//! - [`to_tensor_level`] (`axe-linalg-to-tensor-uop`): linalg and tensor ops to
//!   the uop tensor level. The reference interpreter runs that form: it has no
//!   linalg semantics of its own, so the conversion's meaning of each linalg op
//!   is the one the oracle checks and every target compiles.
//! - [`to_kernels`] (`axe-tensor-to-kernels`, which begins with the same
//!   conversion): split uop kernels, what the CPU, GPU and emulator paths take.
//!
//! `axe-opt` takes linalg through the end-to-end pipelines [`TO_CPU`] and
//! [`TO_GPU`], which begin with `axe-tensor-to-kernels` as `axe-compile` does.
//!
//! What the conversion refuses (an op it does not know, a dynamic shape, a
//! weight printed without its blob) is an error at that op, through the
//! context's diagnostic handler.

use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::pass::PipelineDefinition;
use axe_passes::tensor_to_kernels::{tensor_to_kernels, LINALG_TO_TENSOR_UOP};
use melior::ir::{operation::OperationLike, Module};

/// Upstream's TOSA lowering, as README's recipe runs it with mlir-opt: a TOSA program
/// (`tosa.matmul`, `tosa.add`, ...) becomes linalg first. Each pass converts TOSA ops only,
/// so on a module without them it changes nothing.
pub const TOSA_TO_LINALG: &str = tosa_to_linalg!();

macro_rules! tosa_to_linalg {
    () => {
        "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)"
    };
}
use tosa_to_linalg;

/// TOSA ops that `tosa-to-linalg` leaves behind for `canonicalize` to drop: no TOSA program.
const TOSA_LEFTOVERS: [&str; 2] = ["tosa.const_shape", "tosa.shape"];

/// Whether the module holds TOSA ops that [`TOSA_TO_LINALG`] lowers.
pub fn has_tosa(module: &Module) -> bool {
    let mut found = false;
    for_each_nested(&module.as_operation(), &mut |op| {
        let name = op_name(&op);
        found |= name.starts_with("tosa.") && !TOSA_LEFTOVERS.contains(&name);
    });
    found
}

/// `pipeline` (a named pipeline's argument) anchored on the module, after upstream's TOSA
/// lowering where the module has TOSA.
fn with_tosa(module: &Module, pipeline: &str) -> String {
    if has_tosa(module) {
        format!("builtin.module({TOSA_TO_LINALG},{pipeline})")
    } else {
        format!("builtin.module({pipeline})")
    }
}

/// Tensor ops that the conversion rewrites and the interpreter does not run
/// (it runs `tensor.empty`, `dim`, `extract`, `from_elements`, which the uop
/// tensor level keeps).
const CONVERTED_TENSOR_OPS: [&str; 7] = [
    "tensor.extract_slice",
    "tensor.insert_slice",
    "tensor.collapse_shape",
    "tensor.expand_shape",
    "tensor.pad",
    "tensor.concat",
    "tensor.cast",
];

/// Whether some function takes or returns a tensor: a program for
/// `axe-tensor-to-kernels` (a module of kernels on memrefs has none).
pub fn has_tensor_program(module: &Module) -> bool {
    let mut found = false;
    for_each_nested(&module.as_operation(), &mut |op| {
        if op_name(&op) == "func.func" {
            if let Ok(ty) = op.attribute("function_type") {
                found |= ty.to_string().contains("tensor<");
            }
        }
    });
    found
}

/// Whether the module holds ops of a front-end dialect (linalg, what
/// `tosa-to-linalg` leaves of TOSA such as `tosa.const_shape`, the tensor ops
/// of [`CONVERTED_TENSOR_OPS`]): a program the interpreter runs only after
/// [`to_tensor_level`]. A uop tensor-level program is left as written.
pub fn needs_conversion(module: &Module) -> bool {
    let mut found = false;
    for_each_nested(&module.as_operation(), &mut |op| {
        let name = op_name(&op);
        found |= name.starts_with("linalg.") || name.starts_with("tosa.") || CONVERTED_TENSOR_OPS.contains(&name);
    });
    found
}

/// Converts a linalg (or TOSA-derived) program to the uop tensor level in
/// place; a module with nothing to convert is left untouched.
pub fn to_tensor_level(module: &mut Module) -> Result<(), String> {
    if !needs_conversion(module) {
        return Ok(());
    }
    let pipeline = with_tosa(module, LINALG_TO_TENSOR_UOP.argument);
    crate::pipeline::run_pipeline(module, &pipeline)
}

/// Whether [`to_kernels`] has work: a tensor program, or linalg on memrefs (which
/// goes to the conversion, so that the op it refuses is named).
pub fn has_kernels_to_split(module: &Module) -> bool {
    has_tensor_program(module) || needs_conversion(module)
}

/// Splits a tensor program (linalg or uop tensor level) into uop kernels in
/// place, as `axe-compile` does before any target; a module of kernels is
/// left untouched. `reassociate` false keeps float sums and products in the
/// program's order (`axe-compile --reassociate=false`: the range optimizations'
/// `reassociate=false`, axe_passes::tensor_to_kernels::tensor_to_kernels).
pub fn to_kernels(module: &mut Module, reassociate: bool) -> Result<(), String> {
    if !has_kernels_to_split(module) {
        return Ok(());
    }
    let pipeline = with_tosa(module, &tensor_to_kernels(reassociate));
    crate::pipeline::run_pipeline(module, &pipeline)
}

/// `axe-to-cpu`: every MLIR stage of `axe-compile --target=cpu` by one name, for
/// `axe-opt` and `axe-run --check-pipeline` on a linalg or tensor-level program.
pub static TO_CPU: PipelineDefinition = PipelineDefinition {
    argument: "axe-to-cpu",
    description: "A tensor program (TOSA, linalg on static tensors, or tensor-level uop) to the LLVM dialect, as axe-compile --target=cpu: upstream's tosa-to-linalg passes, axe-tensor-to-kernels, axe-check-bounds, axe-kernels-to-cpu",
    elements: concat!(
        tosa_to_linalg!(),
        ",axe-tensor-to-kernels,axe-check-bounds,axe-kernels-to-cpu"
    ),
};

/// `axe-to-gpu`: `axe-compile --target=nvptx`'s MLIR stages up to outlined GPU
/// kernels (the IR the GPU emulator runs; the PTX stage depends on the chip).
pub static TO_GPU: PipelineDefinition = PipelineDefinition {
    argument: "axe-to-gpu",
    description: "A tensor program (TOSA, linalg on static tensors, or tensor-level uop) to gpu.func kernels and their driver, as axe-compile --target=nvptx before PTX: upstream's tosa-to-linalg passes, axe-tensor-to-kernels, axe-check-bounds, axe-kernels-to-gpu",
    elements: concat!(
        tosa_to_linalg!(),
        ",axe-tensor-to-kernels,axe-check-bounds,axe-kernels-to-gpu"
    ),
};

/// [`TO_CPU`] as a pipeline element; with `reassociate` false, spelled out with
/// `uop-schedule{reassociate=false}` ([`crate::llvm_pipeline::kernels_to_cpu`]).
pub fn to_cpu(reassociate: bool) -> String {
    if reassociate {
        TO_CPU.argument.to_string()
    } else {
        format!(
            "{TOSA_TO_LINALG},{},axe-check-bounds,{}",
            tensor_to_kernels(false),
            crate::llvm_pipeline::kernels_to_cpu(false, None, crate::llvm_pipeline::RuntimeChecks::Abort)
        )
    }
}
