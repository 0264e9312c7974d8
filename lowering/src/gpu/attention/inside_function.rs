//! Fusing an attention in the middle of a function (after the Q, K and V projections, before
//! the output projection: a transformer layer as torch-mlir exports it). The front end cannot
//! split a tensor program around a call, so the work is done in two steps around
//! `axe-tensor-to-kernels`:
//! - [`detach`] (in `axe-fuse-attention`): the attention's ops leave the function; their
//!   result becomes a new last argument `O` and Q, K and V become extra results, so the rest
//!   of the function is split into kernels as usual. The fused kernel is built beside it and
//!   says so in its `uop.fused_attention` attribute (the function, `O`'s argument and Q, K and
//!   V's results).
//! - [`compose`] (`axe-call-fused-attention`, after the split): in the function's driver, `O`, Q, K and V become buffers
//!   of its own again (the signature is the original one), the fused kernel is called once the
//!   kernels that write Q, K and V have run, and every kernel that reads `O` (or what is
//!   computed from it) runs after it.

use super::fusable;
use super::{build_kernel, plan, Requested};
use crate::gpu::builder::Builder;
use axe_dialects::diagnostic::emit_error;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::read::{has_uses, op_name, symbol_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use axe_passes::attention::recognize::through_reshapes;
use axe_passes::attention::sub_graph::{is_whole, sub_graph};
use melior::ir::{
    attribute::{
        ArrayAttribute, DenseI32ArrayAttribute, DictionaryAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
    },
    operation::{OperationBuilder, OperationLike, OperationMutLike, OperationRefMut},
    r#type::{FunctionType, IntegerType},
    Attribute, BlockLike, Identifier, OperationRef, RegionLike, Type, Value, ValueLike,
};
use melior::Context;
use std::collections::HashSet;

/// The kernel attribute that [`compose`] reads.
const FUSED_ATTENTION: &str = "uop.fused_attention";

/// Detaches the one attention of `function` (not the whole function) into a fused kernel,
/// when it has exactly one that the kernels take. Returns whether it did.
pub fn detach<'c>(context: &'c Context, function: OperationRef<'c, '_>, requested: Requested) -> bool {
    let Some(body) = function.region_at(0).and_then(|r| r.first_block()) else {
        return false;
    };
    let mut products = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        if op_name(&o) == "linalg.batch_matmul" && fusable(o).is_some() {
            products.push(o);
        }
    }
    let [product] = products[..] else {
        return false;
    };
    let Some(attention) = fusable(product) else {
        return false;
    };
    let mut inputs = [attention.query, attention.key, attention.value].map(through_reshapes);
    if attention.key_permutation.is_some() {
        // The permutation is of the tensor the transpose reads, not of what it reshapes.
        inputs[1] = attention.key;
    }
    let Some(graph) = sub_graph(body, product, &inputs) else {
        return false;
    };
    let Some(terminator) = body.terminator() else {
        return false;
    };
    if is_whole(body, &graph) || op_name(&terminator) != "func.return" {
        return false;
    }
    let mut kernel_inputs = inputs;
    if let Some(permutation) = &attention.key_permutation {
        // K itself, as the kernel reads it (the unfused program transposes it too).
        let at = Builder::before(context, terminator).expect("in a block");
        kernel_inputs[1] = transposed(context, &at, inputs[1], permutation);
    }
    let input_types: Vec<Type> = kernel_inputs.iter().map(|v| v.r#type()).collect();
    let Some(kernel) = plan(&attention, [0, 1, 2], &input_types, graph.result) else {
        return false;
    };
    let form = requested.form(&kernel, None);
    let name = symbol_name(&function).expect("a function's name");
    let location = function.location();

    // O: a new last argument in place of the attention's result.
    let output_type = graph.result.r#type();
    let output: Value = unsafe {
        Value::from_raw(mlir_sys::mlirBlockAddArgument(
            body.to_raw(),
            melior::ir::TypeLike::to_raw(&output_type),
            location.to_raw(),
        ))
    };
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(graph.result.to_raw(), output.to_raw()) };
    // Q, K and V: extra results.
    let mut results: Vec<Value> = (0..terminator.operand_count())
        .filter_map(|i| terminator.operand_at(i))
        .collect();
    // Q, K and V that the function computes come back as results; its arguments are there.
    let mut sources = Vec::new();
    for v in kernel_inputs {
        match argument_number(v, body) {
            Some(i) => sources.push(-(i as i64) - 1),
            None => {
                sources.push(results.len() as i64);
                results.push(v);
            }
        }
    }
    let at = Builder::before(context, terminator).expect("in a block");
    at.insert(OperationBuilder::new("func.return", terminator.location()).add_operands(&results));
    unsafe { mlir_sys::mlirOperationDestroy(terminator.to_raw()) };
    for op in graph.ops.iter().rev() {
        if (0..op.result_count()).all(|i| op.result_at(i).is_some_and(|r| !has_uses(r.into()))) {
            unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
        }
    }
    let argument_types: Vec<Type> = (0..body.argument_count())
        .filter_map(|i| body.argument_at(i).map(|a| a.r#type()))
        .collect();
    let result_types: Vec<Type> = results.iter().map(|v| v.r#type()).collect();
    set_type(context, function, &argument_types, &result_types);
    if let Ok(attrs) = function.attribute("arg_attrs") {
        let mut text = attrs.to_string();
        text.truncate(text.trim_end().len() - 1);
        let attrs = Attribute::parse(context, &format!("{text}, {{}}]")).expect("argument attributes");
        unsafe { OperationRefMut::from_raw(function.to_raw()) }.set_attribute("arg_attrs", attrs);
    }

    let memref =
        |t: Type<'c>| Type::parse(context, &t.to_string().replacen("tensor<", "memref<", 1)).expect("a memref");
    let kernel_types: Vec<Type> = input_types.iter().chain([&output_type]).map(|t| memref(*t)).collect();
    let kernel_name = format!("{name}_attention");
    let before_function = Builder::before(context, function).expect("in a module");
    let built = build_kernel(context, &before_function, &kernel_name, &kernel_types, &kernel, form);
    let i64_type = IntegerType::new(context, 64).into();
    let int = |v: usize| -> Attribute { IntegerAttribute::new(i64_type, v as i64).into() };
    let extras: Vec<Attribute> = sources
        .iter()
        .map(|&i| IntegerAttribute::new(i64_type, i).into())
        .collect();
    let record = DictionaryAttribute::new(
        context,
        &[
            (
                Identifier::new(context, "function"),
                StringAttribute::new(context, &name).into(),
            ),
            (Identifier::new(context, "output"), int(argument_types.len() - 1)),
            (
                Identifier::new(context, "inputs"),
                ArrayAttribute::new(context, &extras).into(),
            ),
        ],
    );
    unsafe { OperationRefMut::from_raw(built.to_raw()) }.set_attribute(FUSED_ATTENTION, record.into());
    true
}

fn set_type<'c>(context: &'c Context, function: OperationRef<'c, '_>, inputs: &[Type<'c>], results: &[Type<'c>]) {
    let ty = TypeAttribute::new(FunctionType::new(context, inputs, results).into());
    unsafe { OperationRefMut::from_raw(function.to_raw()) }.set_attribute("function_type", ty.into());
}

/// After `axe-tensor-to-kernels`: each fused kernel [`detach`] made is called from its
/// function's driver, whose signature becomes the original one again.
pub fn compose(module: &mut melior::ir::Module) -> Result<(), String> {
    compose_in(&module.as_operation())
}

pub static CALL_FUSED_ATTENTION: PassDefinition = PassDefinition {
    argument: "axe-call-fused-attention",
    description: "After axe-fuse-attention and axe-tensor-to-kernels: call each fused attention kernel that axe-fuse-attention took out of a larger function (uop.fused_attention) from that function's driver, the attention's output, Q, K and V buffers of the driver's own (its signature the original again), the kernels that read the output, directly or through others, after the call. axe-compile --fused-attention and axe-run --gpu-fused-attention run it after the split",
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    compose_in(&root).map_err(|e| {
        emit_error(&root, &e);
        PassFailed
    })
}

fn compose_in<'c>(root: &OperationRef<'c, '_>) -> Result<(), String> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let body = root
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or("a module without a body")?;
    let mut kernels = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        if op_name(&o) == "func.func" && o.has_attribute(FUSED_ATTENTION) {
            kernels.push(o);
        }
    }
    for kernel in kernels {
        let record = kernel.attribute(FUSED_ATTENTION).expect("checked");
        let record = DictionaryAttribute::try_from(record).map_err(|_| "uop.fused_attention: not a dictionary")?;
        let field = |n: &str| {
            record
                .element_by_name(n)
                .ok_or_else(|| format!("uop.fused_attention has no {n}"))
        };
        let function_name = StringAttribute::try_from(field("function")?)
            .map_err(|_| "uop.fused_attention: function is not a string")?
            .value()
            .to_string();
        let output = integer(field("output")?)?;
        let inputs = ArrayAttribute::try_from(field("inputs")?).map_err(|_| "uop.fused_attention: inputs")?;
        let inputs: Vec<i64> = (0..inputs.len())
            .map(|i| inputs.element(i).map_err(|e| e.to_string()).and_then(integer))
            .collect::<Result<_, _>>()?;
        let mut driver = None;
        let mut op = body.first_operation();
        while let Some(o) = op {
            op = o.next_in_block();
            if op_name(&o) == "func.func" && symbol_name(&o).as_deref() == Some(function_name.as_str()) {
                driver = Some(o);
            }
        }
        let driver = driver.ok_or(format!("no driver @{function_name} for the fused attention"))?;
        let kernel_name = symbol_name(&kernel).expect("a kernel's name");
        call_in_driver(context, driver, &kernel_name, output as usize, &inputs)?;
        unsafe { OperationRefMut::from_raw(kernel.to_raw()) }
            .remove_attribute(FUSED_ATTENTION)
            .ok();
    }
    Ok(())
}

fn integer(a: Attribute) -> Result<i64, String> {
    IntegerAttribute::try_from(a)
        .map(|i| i.value())
        .map_err(|_| "uop.fused_attention: not an integer".to_owned())
}

/// In `driver` (the split function: its argument `output` is O, its outputs numbered `inputs`
/// are Q, K and V, or its inputs where a number is negative), makes those buffers its own and calls `kernel(Q, K, V, O)` between the
/// kernels that do not read O, transitively, and those that do.
fn call_in_driver<'c>(
    context: &'c Context,
    driver: OperationRef<'c, '_>,
    kernel: &str,
    output: usize,
    inputs: &[i64],
) -> Result<(), String> {
    let body = driver
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or("a driver without a body")?;
    let arg_attrs = driver
        .attribute("arg_attrs")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok());
    let output_number = |i: usize| -> Option<i64> {
        let attrs = DictionaryAttribute::try_from(arg_attrs?.element(i).ok()?).ok()?;
        integer(attrs.element_by_name(attribute_names::OUTPUT)?).ok()
    };
    // Q, K or V: the driver's output argument numbered `number`, or its input `-number - 1`.
    let mut qkv = Vec::new();
    let mut kept_inputs = Vec::new();
    for &number in inputs {
        if number < 0 {
            kept_inputs.push((qkv.len() + kept_inputs.len(), (-number - 1) as usize));
            continue;
        }
        let found = (0..body.argument_count()).find(|&i| output_number(i) == Some(number));
        qkv.push(found.ok_or(format!(
            "@{}: no output {number} for Q, K or V",
            symbol_name(&driver).unwrap_or_default()
        ))?);
    }
    if output >= body.argument_count() || output_number(output).is_some() {
        return Err("the fused attention's output is not an input of the driver".into());
    }
    let first = body.first_operation().ok_or("an empty driver")?;
    let terminator = body.terminator().ok_or("a driver without a return")?;
    let at_start = InsertionPoint::before(context, first).expect("in a block");
    let at_end = InsertionPoint::before(context, terminator).expect("in a block");
    // The four arguments become buffers allocated at the start and freed at the end.
    let mut buffers = Vec::new();
    for &i in qkv.iter().chain([&output]) {
        let argument: Value = body.argument(i).map_err(|e| e.to_string())?.into();
        let buffer = at_start.value(
            OperationBuilder::new("memref.alloc", argument.location())
                .add_attributes(&[at_start.named(
                    "operandSegmentSizes",
                    DenseI32ArrayAttribute::new(context, &[0, 0]).into(),
                )])
                .add_results(&[argument.r#type()]),
        );
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(argument.to_raw(), buffer.to_raw()) };
        buffers.push(buffer);
    }
    let o = buffers.pop().expect("O's buffer");
    let mut operands = buffers.clone();
    for &(position, argument) in &kept_inputs {
        operands.insert(position, body.argument(argument).map_err(|e| e.to_string())?.into());
    }
    operands.push(o);
    buffers.push(o);
    // A split kernel writes one argument and reads the others (uop-split-kernels).
    let written = axe_passes::split_kernels::WRITTEN_ARGUMENT;
    let mut calls = Vec::new();
    let mut deallocs = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        match op_name(&o) {
            "func.call" => calls.push(o),
            "memref.dealloc" => deallocs.push(o),
            _ => {}
        }
    }
    let mut after_o: HashSet<usize> = HashSet::from([value_key(o)]);
    let mut dependent = Vec::new();
    for call in &calls {
        let reads_o = (0..call.operand_count())
            .filter(|&i| i != written)
            .any(|i| call.operand_at(i).is_some_and(|v| after_o.contains(&value_key(v))));
        if reads_o {
            if let Some(target) = call.operand_at(written) {
                after_o.insert(value_key(target));
            }
            dependent.push(*call);
        }
    }
    at_end.insert(
        OperationBuilder::new("func.call", driver.location())
            .add_attributes(&[at_end.named(
                "callee",
                Attribute::parse(context, &format!("@{kernel}")).expect("a symbol"),
            )])
            .add_operands(&operands),
    );
    // The kernels after O, then every buffer freed, in their order.
    for op in dependent.iter().chain(&deallocs) {
        unsafe { mlir_sys::mlirOperationMoveBefore(op.to_raw(), terminator.to_raw()) };
    }
    for buffer in buffers {
        at_end.insert(OperationBuilder::new("memref.dealloc", driver.location()).add_operands(&[buffer]));
    }
    // The signature without the four arguments.
    let mut removed = qkv.clone();
    removed.push(output);
    removed.sort_unstable();
    for &i in removed.iter().rev() {
        unsafe { mlir_sys::mlirBlockEraseArgument(body.to_raw(), i as u32) };
    }
    let kept: Vec<usize> = (0..body.argument_count() + removed.len())
        .filter(|i| !removed.contains(i))
        .collect();
    let types: Vec<Type> = (0..body.argument_count())
        .filter_map(|i| body.argument_at(i).map(|a| a.r#type()))
        .collect();
    set_type(context, driver, &types, &[]);
    if let Some(attrs) = arg_attrs {
        let kept_attrs: Vec<Attribute> = kept.iter().filter_map(|&i| attrs.element(i).ok()).collect();
        unsafe { OperationRefMut::from_raw(driver.to_raw()) }
            .set_attribute("arg_attrs", ArrayAttribute::new(context, &kept_attrs).into());
    }
    Ok(())
}

/// `linalg.transpose` of `v` by `permutation`, before `at`.
fn transposed<'c, 'a>(
    context: &'c Context,
    at: &Builder<'c, 'a>,
    v: Value<'c, 'a>,
    permutation: &[i64],
) -> Value<'c, 'a> {
    let source = v.r#type();
    let raw = melior::ir::TypeLike::to_raw(&source);
    let (shape, element) = unsafe {
        let rank = mlir_sys::mlirShapedTypeGetRank(raw);
        let shape: Vec<i64> = (0..rank)
            .map(|i| mlir_sys::mlirShapedTypeGetDimSize(raw, i as isize))
            .collect();
        (shape, Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(raw)))
    };
    let dims: Vec<u64> = permutation.iter().map(|&p| shape[p as usize] as u64).collect();
    let result: Type = melior::ir::r#type::RankedTensorType::new(&dims, element, None).into();
    let empty = at.value(OperationBuilder::new("tensor.empty", at.location).add_results(&[result]));
    let body = melior::ir::Block::new(&[(element, at.location), (element, at.location)]);
    body.append_operation(
        OperationBuilder::new("linalg.yield", at.location)
            .add_operands(&[body.argument(0).expect("an argument").into()])
            .build()
            .expect("a yield"),
    );
    let region = melior::ir::Region::new();
    region.append_block(body);
    at.value(
        OperationBuilder::new("linalg.transpose", at.location)
            .add_attributes(&[at.named(
                "permutation",
                melior::ir::attribute::DenseI64ArrayAttribute::new(context, permutation).into(),
            )])
            .add_operands(&[v, empty])
            .add_regions([region])
            .add_results(&[result]),
    )
}

/// The number of `v` among the arguments of `body`, if it is one.
fn argument_number(v: Value, body: melior::ir::BlockRef) -> Option<usize> {
    let raw = v.to_raw();
    unsafe {
        (mlir_sys::mlirValueIsABlockArgument(raw) && mlir_sys::mlirBlockArgumentGetOwner(raw).ptr == body.to_raw().ptr)
            .then(|| mlir_sys::mlirBlockArgumentGetArgNumber(raw) as usize)
    }
}
