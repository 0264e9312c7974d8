//! `convert-linalg-to-uop`: linalg-on-tensors programs (what `tosa-to-linalg`,
//! torch-mlir and StableHLO lowerings produce) to the tensor-level uop
//! programs that `uop-rangeify` consumes.
//!
//! Named structured ops (matmul, batch_matmul, fill, transpose, broadcast,
//! reduce, map, the elementwise ops, ...) are first rewritten to
//! `linalg.generic` by upstream's generalization patterns; every generic is
//! then converted by its indexing maps ([`generic`]), and the tensor ops
//! around it by [`tensor_ops`], and torch-mlir's `tm_tensor.scan`, `sort` and `scatter` by
//! [`scan`], [`sort`] and [`scatter`]. Whatever is left that has no tensor-level
//! uop form gets an error naming the op. Before all of it, a number type Axe does not
//! compute on (f8, complex, ...) is refused ([`element_types`]), and shapes computed
//! from constants are made static (dialects/cpp/ShapeResolution.cpp).

mod arg_reduction;
mod atan2_zeros;
pub mod constant_layout;
mod element_types;
pub(crate) mod generic;
pub(crate) mod indexing_maps;
mod integer_power;
pub(crate) mod reduction_body;
mod scan;
mod scatter;
mod sort;
mod tensor_builder;
mod tensor_ops;
mod windows;

use crate::kernel_ir::{function_bodies, ops_of, users, with_context};
use axe_dialects::ir::read::{for_each_nested, has_uses, i64_array, op_name};
use axe_dialects::{
    diagnostic::emit_error,
    pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions},
};
use melior::ir::{operation::OperationLike, Location, OperationRef, TypeLike, Value, ValueLike};

pub static CONVERT_LINALG_TO_UOP: PassDefinition = PassDefinition {
    argument: "convert-linalg-to-uop",
    description: "Convert linalg on static tensors (named ops generalized by upstream's patterns, linalg.generic by its indexing maps: broadcasts, transposes, reductions, convolution and pool windows) and the tensor ops around it (empty, extract_slice, insert_slice, strided too, collapse_shape, expand_shape, pad, concat, cast) to tensor-level uop programs for uop-rangeify. torch-mlir's tm_tensor.scan (torch.cumsum, cumprod) becomes a parallel prefix of log2(n) materialized steps (a float sum or product reassociated and accumulated wider, f32 in f64, as torch's CPU does); tm_tensor.sort (torch.sort, argsort, topk) becomes a bitonic sorting network of materialized steps, stable, NaN sorted as torch does (greatest); tm_tensor.scatter (index_put, index_add, index_copy, scatter, scatter_add, scatter_reduce) compares every update with every element of the result (refused past 2^31 pairs), the last write winning, or, for many updates where a cost model finds it cheaper (scatter-form: auto, compare, sort), sorts the updates by position and searches them from each element (a combiner first scans each position's run, where it reassociates exactly or under reassociate); its indices checked at run time (uop.assert); its other TMTensor ops (topk, attention) are refused by name. An entry point nothing calls whose declared result is dynamic but returned as a tensor.cast of a static tensor (torch-mlir's ONNX route) takes the static type. Shapes the program computes from constants (torch-mlir's ONNX slice bounds) are folded first: generics over small constants evaluated with their body ops' folders, then upstream's canonicalization patterns; a cf.assert that fails on every call (a size check that folds to false; torch-mlir's `cf.assert false` where its lowering does not support an op's arguments, such as adaptive pooling with windows of different sizes) is an error; a cf.assert in a generic's body is a runtime check (uop.assert) guarding the values it yields, removed with a remark where the ranges of its operands prove it",
    options: &[
        PassOption {
            name: "reassociate",
            description: "Let a float sum or product whose initial value is not its identity (a convolution's bias) be init <op> reduce_axis(x) over the loops as they are, which the later passes reorder anyway (false: init first, then each element in linalg's order, on one flattened axis)",
            kind: OptionKind::Bool,
            default: "true",
        },
        PassOption {
            name: "scatter-form",
            description: "How a tm_tensor.scatter is converted: auto (the cheaper by scatter.rs's cost model), compare (every update with every element), sort (the updates sorted by position and searched from each element, where the region allows it: an assignment, or a combiner that reassociates exactly or under reassociate)",
            kind: OptionKind::String,
            default: "auto",
        },
    ],
    run,
};

/// Replaces result `k` of `op` by `results[k]` where it is given, then erases `op`.
fn replace_op<'c, 'a>(op: OperationRef<'c, 'a>, results: impl IntoIterator<Item = Option<Value<'c, 'a>>>) {
    for (k, result) in results.into_iter().enumerate() {
        let Some(result) = result else { continue };
        let old: Value = op.result(k).expect("a result per replacement").into();
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), result.to_raw()) };
    }
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
}

/// A TMTensor op's operands (its inputs, then its outputs), when it has `segments` of them and
/// `results` results, each a static tensor; else why not (`expected` says what the op has).
fn tm_tensor_operands<'c, 'a>(
    op: OperationRef<'c, 'a>,
    segments: [i64; 2],
    results: usize,
    expected: &str,
) -> Result<Vec<Value<'c, 'a>>, ConvertError<'c, 'a>> {
    let error = |message: String| ConvertError { op, message };
    let found = i64_array(&op, "operandSegmentSizes").unwrap_or_default();
    if found != segments || op.result_count() != results {
        return Err(error(format!(
            "has {found:?} inputs and outputs and {} results; {expected}",
            op.result_count()
        )));
    }
    let operands: Vec<Value<'c, 'a>> = op.operands().collect();
    if let Some(value) = operands
        .iter()
        .find(|v| crate::rangeify::tensor_shape(v.r#type()).is_none())
    {
        return Err(error(format!(
            "has an operand of type {}, not a static tensor (only static shapes are converted)",
            value.r#type()
        )));
    }
    Ok(operands)
}

/// Why an op was not converted; reported at `op`.
pub struct ConvertError<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub message: String,
}

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let reassociate = options.bool("reassociate");
    let Some(scatter_form) = scatter::Form::parse(options.string("scatter-form")) else {
        axe_dialects::diagnostic::emit_error(
            &root,
            &format!(
                "convert-linalg-to-uop: scatter-form is `{}`, not one of auto, compare, sort",
                options.string("scatter-form")
            ),
        );
        return Err(PassFailed);
    };
    if !element_types::check(&root) {
        return Err(PassFailed);
    }
    // Shapes the program computes from constants (ONNX's slice bounds) are made static first.
    if unsafe { axe_dialects::ffi::axeResolveComputedShapes(root.to_raw()) }.value == 0 {
        return Err(PassFailed);
    }
    let named = named_linalg_ops(&root);
    // Before upstream's generalization patterns fold anything.
    with_context(&root, |context| atan2_zeros::guard_all(context, &root));
    if unsafe { axe_dialects::ffi::axeGeneralizeNamedLinalgOps(root.to_raw()) }.value == 0 {
        emit_error(&root, "upstream's generalization of named linalg ops did not converge");
        return Err(PassFailed);
    }
    with_context(&root, |context| {
        let mut failed = false;
        for body in function_bodies(&root) {
            for op in ops_of(body) {
                let name = op_name(&op);
                let converted = if name == "linalg.generic" {
                    generic::convert(context, op, reassociate)
                } else if name == "tm_tensor.scan" {
                    scan::convert(context, op, reassociate)
                } else if name == "tm_tensor.sort" {
                    sort::convert(context, op)
                } else if name == "tm_tensor.scatter" {
                    scatter::convert(context, op, reassociate, scatter_form)
                } else if tensor_ops::handles(name) {
                    tensor_ops::convert(context, op)
                } else {
                    continue;
                };
                if let Err(e) = converted {
                    emit_error(&e.op, &with_origin(&e, &named));
                    failed = true;
                }
            }
            if failed {
                continue;
            }
            erase_unused_tensors(body);
            for op in ops_of(body) {
                if let Some(message) = unconverted(&op) {
                    emit_error(&op, &message);
                    failed = true;
                }
            }
        }
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    })
}

/// The named linalg ops about to be generalized, by location, so that an
/// error on the generic says which op the user wrote.
fn named_linalg_ops<'c>(root: &OperationRef<'c, '_>) -> Vec<(Location<'c>, String)> {
    let mut named = Vec::new();
    for_each_nested(root, &mut |op| {
        let name = op_name(&op);
        if name.starts_with("linalg.") && name != "linalg.generic" && name != "linalg.yield" && name != "linalg.index" {
            named.push((op.location(), name.to_owned()));
        }
    });
    named
}

fn with_origin(error: &ConvertError, named: &[(Location, String)]) -> String {
    let location = error.op.location();
    let origin = (op_name(&error.op) == "linalg.generic")
        .then(|| {
            named
                .iter()
                .find(|(l, _)| unsafe { mlir_sys::mlirLocationEqual(l.to_raw(), location.to_raw()) })
        })
        .flatten();
    match origin {
        Some((_, name)) => format!("(generalized from {name}) {}", error.message),
        None => error.message.clone(),
    }
}

/// Pure tensor values nobody reads: the `tensor.empty` inits of converted
/// ops and initial values a reduction did not need. Users first.
fn erase_unused_tensors(body: melior::ir::BlockRef) {
    for op in ops_of(body).into_iter().rev() {
        let name = op_name(&op);
        let pure = name == "tensor.empty"
            || name.starts_with("arith.")
            || name.starts_with("math.")
            || is_tensor_level_uop(name);
        if pure && op.result_count() == 1 && op.region_count() == 0 {
            let result = op.result(0).expect("one result");
            if is_tensor(result.r#type()) && !has_uses(result.into()) {
                unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
            }
        }
    }
}

fn is_tensor(ty: melior::ir::Type) -> bool {
    unsafe { mlir_sys::mlirTypeIsATensor(ty.to_raw()) }
}

fn is_tensor_level_uop(name: &str) -> bool {
    matches!(
        name,
        "uop.reshape"
            | "uop.permute"
            | "uop.expand"
            | "uop.pad"
            | "uop.shrink"
            | "uop.flip"
            | "uop.reduce_axis"
            | "uop.cast"
            | "uop.where"
            | "uop.cmp"
            | "uop.assert"
            | "uop.gather"
            | "uop.contiguous"
    )
}

/// Why an op left in a function is not a tensor-level uop program, if it is not.
fn unconverted(op: &OperationRef) -> Option<String> {
    let name = op_name(op);
    let touches_tensors = op.operands().any(|v| is_tensor(v.r#type()))
        || (0..op.result_count()).any(|i| is_tensor(op.result(i).expect("in range").r#type()));
    if !touches_tensors || name.starts_with("uop.") || name == "func.return" {
        return None;
    }
    if name == "tensor.empty" {
        // Used only by ops that are themselves reported, it says nothing new.
        let result = op.result(0).expect("one result").into();
        let read_by_program = users(result).iter().any(|user| unconverted(user).is_none());
        return read_by_program.then(|| "has undefined contents that are read (uop tensors always hold values)".into());
    }
    if (name.starts_with("arith.") || name.starts_with("math.")) && op.region_count() == 0 {
        return None;
    }
    if let Some(what) = tm_tensor_origin(name) {
        return Some(format!(
            "is torch-mlir's TMTensor {what}, which Axe does not convert (of the TMTensor ops it converts scan, sort and scatter: torch.cumsum, cumprod, sort, argsort, topk, index_put, index_add, scatter and scatter_reduce)"
        ));
    }
    Some("has no conversion to the tensor-level uop dialect".into())
}

/// What torch-mlir writes as the TMTensor op `name`.
fn tm_tensor_origin(name: &str) -> Option<&'static str> {
    Some(match name {
        "tm_tensor.topk" => "top-k (torch.topk is written as a sort, which converts)",
        "tm_tensor.attention" => "attention (scaled_dot_product_attention)",
        _ => return None,
    })
}
