//! The tensor-core route through the Axe operators: a contraction whose three accesses are
//! layouts, each a kernel argument (or a row-major reshape of one) addressed at
//! `offset + sum stride * range` with strides of at least 1, becomes the Axe program of
//! [`axe_program`] (its global tensors carry those layouts; a batch is the grid's z), which
//! `axe-dispatch-gpu` lowers at once: the GPU kernel function it makes takes the uop kernel's
//! place, name and signature. A contraction whose indices are not layouts (a `floormod` view,
//! a negative or zero stride, such as a batch that an input does not move with) is left to
//! [`super::emit`].

use super::axe_program::{program, stays_synchronous, tma_store_refused, Gemm, Global, Pipeline, Product};
use super::contiguity::{affine, Affine};
use super::contraction::{Contraction, Ranged};
use crate::gpu::builder::erase;
use crate::gpu::dispatch::kernel;
use axe_dialects::diagnostic::emit_remark;
use axe_dialects::ir::read::{defining_op, for_each_nested, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::{
    ir::{
        attribute::StringAttribute,
        operation::{OperationLike, OperationMutLike},
        BlockLike, BlockRef, OperationRef, Type, ValueLike,
    },
    Context,
};

/// Lowers `function` (the kernel `body` holds) through the Axe operators and returns the new
/// kernel function; `Ok(None)` when its accesses are not layouts (`function` is untouched).
/// With `gpu.tma` (sm_90), its asynchronous copies are TMA copies where all can be: each call of
/// the kernel then also passes the tensor maps it takes. The tiles are staged as `pipeline` allows.
pub fn lower<'c, 'a>(
    context: &'c Context,
    function: OperationRef<'c, 'a>,
    body: &BlockRef<'c, 'a>,
    found: &Contraction<'c, 'a>,
    product: Product,
    gpu: &crate::gpu::dispatch::options::DispatchOptions,
    pipeline: Pipeline,
) -> Result<Option<OperationRef<'c, 'a>>, String> {
    let Some((arguments, [a, b, c])) = operands(body, found) else {
        return Ok(None);
    };
    let name = StringAttribute::try_from(function.attribute("sym_name").map_err(|_| "a kernel without a name")?)
        .map_err(|_| "a kernel without a name")?
        .value()
        .to_string();
    let mut gemm = Gemm {
        name: &name,
        arguments,
        a,
        b,
        c,
        product,
        k: found.sum.extent,
        batch: found.batch.map(|b| b.extent),
        tma: gpu.tma,
        max_shared_bytes: gpu.max_shared_bytes,
        stages: pipeline.stages,
        depth: pipeline.depth,
        async_gemm: pipeline.async_gemm,
        persistent: pipeline.persistent,
        tma_store: pipeline.tma_store,
        cluster_rows: pipeline.cluster_rows,
    };
    if gemm.cluster_rows > 1 {
        if let Some(why) = super::cluster::runs_without(&gemm, gpu.tma) {
            emit_remark(&function, &format!("runs without thread block clusters: {why}"));
            gemm.cluster_rows = 1;
        }
    }
    if gemm.tma_store {
        let refused = if gpu.producer_warpgroup {
            Some("a producer warpgroup does not reach the block barrier before the store".to_string())
        } else {
            tma_store_refused(&gemm)
        };
        if let Some(why) = refused {
            emit_remark(
                &function,
                &format!("stores its epilogue from registers, not through a TMA store: {why}"),
            );
            gemm.tma_store = false;
        }
    }
    // The program's ops report at the uop kernel.
    let program = program(context, function.location(), &gemm)?;
    if let Some(why) = stays_synchronous(&gemm) {
        emit_remark(&function, &why);
    }
    let axe_kernel = function
        .block()
        .ok_or("a kernel outside a block")?
        .insert_operation_after(function, program);
    let given: Vec<Type> = (0..3)
        .map(|i| body.argument(i).expect("three arguments").r#type())
        .collect();
    let (arg_attrs, visibility) = (
        function.attribute("arg_attrs").ok(),
        function.attribute("sym_visibility").ok(),
    );
    let module = function.parent_operation().ok_or("a kernel outside a module")?;
    erase(function);
    let lowered = kernel::lower(context, axe_kernel, &given, gpu)
        .map_err(|()| "its Axe program has no schedule (see the errors above)".to_string())?;
    // The driver only forwards its arguments: the kernel function takes the uop kernel's
    // place, with its name, visibility and argument attributes.
    erase(lowered.driver);
    let mut kernel = unsafe { melior::ir::operation::OperationRefMut::from_raw(lowered.kernel.to_raw()) };
    kernel.set_attribute("sym_name", StringAttribute::new(context, &name).into());
    match visibility {
        Some(v) => kernel.set_attribute("sym_visibility", v),
        None => {
            kernel
                .remove_attribute("sym_visibility")
                .map_err(|_| "a kernel function without visibility")?;
        }
    }
    if let Some(attrs) = arg_attrs {
        // The tensor maps after the buffers have no attributes.
        let text = attrs.to_string();
        let extended = format!("{}{}]", text.trim_end_matches(']'), ", {}".repeat(lowered.maps.len()));
        kernel.set_attribute(
            "arg_attrs",
            melior::ir::Attribute::parse(context, &extended).ok_or("unreadable argument attributes")?,
        );
    }
    if !lowered.maps.is_empty() {
        let (descriptors, elements): (Vec<_>, Vec<_>) = lowered.maps.iter().cloned().unzip();
        let mut calls = Vec::new();
        for_each_nested(&module, &mut |op| {
            if op_name(&op) == "func.call"
                && op
                    .attribute("callee")
                    .is_ok_and(|c| c.to_string() == format!("@{name}"))
            {
                calls.push(op);
            }
        });
        for call in calls {
            crate::gpu::dispatch::tma::pass_maps(context, call, &descriptors, &elements);
        }
    }
    Ok(Some(lowered.kernel))
}

/// Which argument is A, B and C, and the global tensors of A, B and C, when each access is a
/// layout of an argument of its own (`None` leaves the kernel to [`super::emit`]).
pub fn operands<'c, 'a>(body: &BlockRef<'c, 'a>, found: &Contraction<'c, 'a>) -> Option<([char; 3], [Global; 3])> {
    if body.argument_count() != 3 {
        return None;
    }
    // Each operand's dimensions in gemm's coordinates, after the batch.
    let dims = |x: Ranged<'c, 'a>, y: Ranged<'c, 'a>| found.batch.into_iter().chain([x, y]).collect::<Vec<_>>();
    let operands = [
        (&found.a, dims(found.sum, found.rows), 'A'),
        (&found.b, dims(found.sum, found.cols), 'B'),
        (&found.out, dims(found.rows, found.cols), 'C'),
    ];
    let mut arguments = [' '; 3];
    let mut globals = Vec::new();
    for (index, dims, role) in operands {
        let (position, global) = as_layout(body, index, &dims)?;
        if arguments[position] != ' ' {
            return None;
        }
        arguments[position] = role;
        globals.push(global);
    }
    Some((arguments, globals.try_into().ok()?))
}

/// The argument an access reads or writes and its layout over `dims` (in gemm's coordinates),
/// if it is one: `offset + strides . dims` elements into a static row-major argument.
fn as_layout<'c, 'a>(
    body: &BlockRef<'c, 'a>,
    index: &OperationRef<'c, 'a>,
    dims: &[Ranged<'c, 'a>],
) -> Option<(usize, Global)> {
    let buffer = index.operand_at(0)?;
    // Through reshapes (row-major both ways: the same element at the same flat address).
    let mut argument = buffer;
    while let Some(reshape) =
        defining_op(argument).filter(|op| matches!(op_name(op), "memref.collapse_shape" | "memref.expand_shape"))
    {
        argument = reshape
            .operand_at(0)
            .filter(|source| axe_passes::kernel_ir::static_identity_memref(source.r#type()).is_some())?;
    }
    let position = (0..body.argument_count()).find(|&i| {
        body.argument_at(i)
            .is_some_and(|a| melior::ir::Value::from(a) == argument)
    })?;
    let (shape, element) = axe_passes::kernel_ir::static_identity_memref(buffer.r#type())?;
    let (indices, _) = crate::schedule::access::index_operands(index);
    if indices.len() != shape.len() {
        return None;
    }
    let ranges: Vec<usize> = dims.iter().map(|d| value_key(d.value)).collect();
    let mut flat = Affine::default();
    let mut stride = 1i64;
    for (d, &v) in indices.iter().enumerate().rev() {
        flat = flat.combine(affine(v, &ranges)?.scale(stride)?, 1)?;
        stride = stride.checked_mul(shape[d])?;
    }
    let strides: Vec<i64> = ranges
        .iter()
        .map(|r| flat.coefficients.get(r).copied().unwrap_or(0))
        .collect();
    let only_dims = flat.coefficients.iter().all(|(r, c)| ranges.contains(r) || *c == 0);
    (only_dims && strides.iter().all(|&s| s >= 1) && flat.constant >= 0).then(|| {
        (
            position,
            Global {
                shape: dims.iter().map(|d| d.extent).collect(),
                strides,
                offset: flat.constant,
                element: element.to_string(),
            },
        )
    })
}
