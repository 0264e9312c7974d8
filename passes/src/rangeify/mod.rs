//! `uop-rangeify`: tensor-level uop programs to kernel-level uop IR
//! (tinygrad's rangeify, spec 002 §4-5 for vmap, spec 004 for reshapes).
//! Rangeify realizes every node that buffer removal could keep and keeps
//! every buffer axis; which buffers and axes stay is decided afterwards by
//! `uop-remove-buffers` and `uop-remove-dead-axes` (spec 003, both in
//! `uop-optimize-ranges`).
//!
//! A function `@f(%x: tensor<..>) -> tensor<..>` becomes
//! `@f(%x: memref<..>, %out: memref<.. > {uop.output = 0})` whose body is
//! one kernel graph: ranges, index arithmetic, loads, reductions and
//! `uop.bufferize` at every realization point, the results bufferized into
//! the output arguments, all collected by `uop.sink`.

mod emit;
mod empty;
mod indexing;
mod tensor_graph;
mod vmap;

use axe_dialects::ir::read::{for_each_nested, int_attr, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{PassDefinition, PassFailed, PassOptions},
};
use emit::Emitter;
use melior::{
    ir::{
        attribute::TypeAttribute,
        operation::{OperationBuilder, OperationLike},
        r#type::{FunctionType, MemRefType},
        Attribute, Block, BlockLike, Identifier, OperationRef, Region, RegionLike, Type, Value,
    },
    Context,
};
pub use tensor_graph::tensor_shape;
use tensor_graph::{NodeId, TensorGraph};

pub static RANGEIFY: PassDefinition = PassDefinition {
    argument: "uop-rangeify",
    description: "Lower tensor-level uop programs (func.func on tensors) to kernel-level uop IR: ranges, index arithmetic, bufferize at every candidate realization point (uop-remove-buffers decides which stay), vmap (spec 002)",
    options: &[],
    run,
};

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let Some(module_block) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut funcs = Vec::new();
    let mut current = module_block.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if op_name(&op) == "func.func" && is_tensor_program(&op) {
            funcs.push(op);
        }
    }
    let mut failed = false;
    for func in funcs {
        if rangeify_function(context, module_block, func).is_err() {
            failed = true;
        }
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

fn function_type<'c>(func: &OperationRef<'c, '_>) -> Option<FunctionType<'c>> {
    let attribute = func.attribute("function_type").ok()?;
    FunctionType::try_from(TypeAttribute::try_from(attribute).ok()?.value()).ok()
}

fn is_tensor_program(func: &OperationRef) -> bool {
    let Some(ty) = function_type(func) else { return false };
    let has_body = func.region_at(0).and_then(|r| r.first_block()).is_some();
    has_body
        && ((0..ty.input_count()).any(|i| ty.input(i).is_ok_and(|t| tensor_shape(t).is_some()))
            || (0..ty.result_count()).any(|i| ty.result(i).is_ok_and(|t| tensor_shape(t).is_some())))
}

fn memref_of<'c>(ty: Type<'c>) -> Option<Type<'c>> {
    let (shape, element) = tensor_shape(ty)?;
    Some(MemRefType::new(element, &shape, None, None).into())
}

fn rangeify_function<'c, 'a>(
    context: &'c Context,
    module_block: melior::ir::BlockRef<'c, 'a>,
    func: OperationRef<'c, 'a>,
) -> Result<(), PassFailed> {
    let fail = |op: Option<OperationRef>, message: &str| {
        emit_error(&op.unwrap_or(func), message);
        PassFailed
    };
    let ty = function_type(&func).ok_or(PassFailed)?;
    let mut graph = TensorGraph::import(func).map_err(|e| fail(e.op, &e.message))?;
    empty::fold(&mut graph, context).map_err(|(op, message)| fail(op, &message))?;
    graph.has_reduce = graph.compute_has_reduce();
    let location = func.location();

    // The new signature: input buffers in order, then one output buffer per result.
    let mut arg_types = Vec::new();
    for i in 0..ty.input_count() {
        let t = ty.input(i).expect("in range");
        arg_types.push(
            memref_of(t).ok_or_else(|| fail(None, &format!("argument {i} is not a ranked static tensor ({t})")))?,
        );
    }
    let inputs = arg_types.len();
    for i in 0..ty.result_count() {
        let t = ty.result(i).expect("in range");
        arg_types
            .push(memref_of(t).ok_or_else(|| fail(None, &format!("result {i} is not a ranked static tensor ({t})")))?);
    }
    let arg_attrs: Vec<String> = (0..arg_types.len())
        .map(|i| {
            if i < inputs {
                "{}".to_owned()
            } else {
                format!("{{uop.output = {} : i64}}", i - inputs)
            }
        })
        .collect();
    let block = Block::new(&arg_types.iter().map(|&t| (t, location)).collect::<Vec<_>>());
    let placeholder = block.append_operation(
        OperationBuilder::new("func.return", location)
            .build()
            .expect("empty return"),
    );
    let region = Region::new();
    region.append_block(block);
    let name = func.attribute("sym_name").expect("func.func has a name");
    let mut attributes = vec![
        (Identifier::new(context, "sym_name"), name),
        (
            Identifier::new(context, "function_type"),
            TypeAttribute::new(FunctionType::new(context, &arg_types, &[]).into()).into(),
        ),
        (
            Identifier::new(context, "arg_attrs"),
            Attribute::parse(context, &format!("[{}]", arg_attrs.join(", "))).expect("valid"),
        ),
    ];
    if let Ok(visibility) = func.attribute("sym_visibility") {
        attributes.push((Identifier::new(context, "sym_visibility"), visibility));
    }
    let new_func = OperationBuilder::new("func.func", location)
        .add_attributes(&attributes)
        .add_regions([region])
        .build()
        .expect("a well-formed func.func");
    let new_func = module_block.insert_operation_after(func, new_func);
    let body = new_func
        .region(0)
        .expect("one region")
        .first_block()
        .expect("one block");
    let args: Vec<Value> = (0..arg_types.len())
        .map(|i| body.argument(i).expect("in range").into())
        .collect();

    // Fresh axis ids follow the largest in the program. Rangeify makes one
    // range per dimension of a realized node, far fewer than 2^32.
    let mut largest: Option<(i64, OperationRef)> = None;
    for_each_nested(&func, &mut |op| {
        if op_name(&op) == "uop.range" {
            let axis = int_attr(&op, "axis").unwrap_or_default();
            if largest.is_none_or(|(a, _)| axis > a) {
                largest = Some((axis, op));
            }
        }
    });
    let first_axis = match largest {
        None => 0,
        Some((axis, op)) => match axis.checked_add(1).filter(|&first| first <= i64::MAX - (1 << 32)) {
            Some(first) => first.max(0),
            None => {
                unsafe { mlir_sys::mlirOperationDestroy(new_func.to_raw()) };
                return Err(fail(
                    Some(op),
                    &format!("axis id {axis} leaves no room for fresh axis ids (ids are 64-bit)"),
                ));
            }
        },
    };
    let mut emitter = Emitter::new(
        context,
        module_block,
        func,
        body,
        placeholder,
        &graph,
        args[..inputs].to_vec(),
        first_axis,
    );
    let result = emit_outputs(&mut emitter, &graph, func, &args[inputs..]);
    if let Err(e) = result {
        unsafe { mlir_sys::mlirOperationDestroy(new_func.to_raw()) };
        return Err(fail(e.op, &e.message));
    }
    // A function whose results are all empty has nothing to compute: no
    // kernel graph, no sink (uop-split-kernels leaves it as it is).
    if !emitter.sinks.is_empty() {
        body.insert_operation_before(
            placeholder,
            OperationBuilder::new("uop.sink", location)
                .add_operands(&emitter.sinks)
                .build()
                .expect("a well-formed sink"),
        );
    }
    unsafe { mlir_sys::mlirOperationDestroy(func.to_raw()) };
    Ok(())
}

/// The nodes `roots` read, themselves included, in program order.
fn reachable(graph: &TensorGraph, roots: &[NodeId]) -> Vec<NodeId> {
    let mut seen = vec![false; graph.nodes.len()];
    let mut stack = roots.to_vec();
    while let Some(node) = stack.pop() {
        if !std::mem::replace(&mut seen[node], true) {
            stack.extend(graph.nodes[node].operands.iter().copied());
        }
    }
    (0..graph.nodes.len()).filter(|&n| seen[n]).collect()
}

/// Realizes every function result into its output buffer and every tensor
/// a tensor-level `uop.sink` names.
fn emit_outputs<'c, 'a>(
    emitter: &mut Emitter<'c, 'a, '_>,
    graph: &TensorGraph<'c, 'a>,
    func: OperationRef<'c, 'a>,
    outputs: &[Value<'c, 'a>],
) -> Result<(), emit::EmitError<'c, 'a>> {
    let block = func.region(0).expect("one region").first_block().expect("one block");
    let terminator = block.terminator().ok_or(emit::EmitError {
        op: Some(func),
        message: "has no terminator".into(),
    })?;
    let operand_nodes = |op: OperationRef<'c, 'a>| -> Vec<NodeId> {
        (0..op.operand_count())
            .filter_map(|i| graph.node_of(op.operand(i).expect("in range")))
            .collect()
    };
    let mut sinks = Vec::new();
    let mut current = block.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if op_name(&op) == "uop.sink" {
            sinks.extend(operand_nodes(op));
        }
    }
    let results = operand_nodes(terminator);
    // The CONTIGUOUS values the sinks and results read, in program order (operands first),
    // except a result itself, which is realized into its output buffer below.
    let roots: Vec<NodeId> = sinks.iter().chain(&results).copied().collect();
    for node in reachable(graph, &roots) {
        if !results.contains(&node) && !empty::is_empty(&graph.nodes[node].shape) {
            emitter.realize_ahead(node)?;
        }
    }
    for &node in &sinks {
        if !empty::is_empty(&graph.nodes[node].shape) {
            emitter.realize_sink(node)?;
        }
    }
    for i in 0..terminator.operand_count() {
        let value = terminator.operand(i).expect("in range");
        let node = graph.node_of(value).ok_or(emit::EmitError {
            op: Some(terminator),
            message: format!("result {i} is not a tensor of the program"),
        })?;
        // an empty result has nothing to write: its output buffer gets no kernel
        if !empty::is_empty(&graph.nodes[node].shape) {
            emitter.realize(node, Some(outputs[i]))?;
        }
    }
    Ok(())
}
