//! `uop-split-kernels`: one function per kernel (tinygrad's split_kernels).
//!
//! `uop-rangeify` leaves each program as one kernel graph in which every
//! `uop.bufferize` realizes a value over its ranges. Here each bufferize
//! becomes a kernel function (`uop.kernel`): the ops its value needs are
//! cloned into it, the buffers it reads become its arguments after the one
//! it writes, and the value is stored at `[ranges]` and closed by `uop.end`
//! (a store without ranges, into a 0-d buffer, is sunk directly); the store
//! address is flat, `batch * inner + i`, like the reads rangeify emits. The
//! program's function becomes the driver: a `memref.alloc` per fresh buffer,
//! one `func.call` per kernel in graph order (a buffer's writer precedes its
//! readers, because the graph is SSA), a `memref.dealloc` after a fresh
//! buffer's last reader.

use crate::kernel_ir::{build::Builder, memref_shape};
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::read::{defining_op, int_attr, op_key, op_name, symbol_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{PassDefinition, PassFailed, PassOptions},
};
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, FlatSymbolRefAttribute, StringAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::FunctionType,
        Attribute, Block, BlockLike, BlockRef, Identifier, Location, OperationRef, Region, RegionLike, TypeLike, Value,
        ValueLike,
    },
    Context,
};
use std::collections::{BTreeSet, HashMap, HashSet};

/// The argument of a split kernel that it writes (the buffer its `uop.bufferize` became); it
/// only reads the others. Passes that reorder a driver's calls rely on it.
pub const WRITTEN_ARGUMENT: usize = 0;

pub static SPLIT_KERNELS: PassDefinition = PassDefinition {
    argument: "uop-split-kernels",
    description: "Split each kernel graph (uop-rangeify's output) into one `uop.kernel` function per uop.bufferize, storing the value at its ranges; the program becomes a driver that allocates intermediate buffers and calls the kernels in order",
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let Some(module_block) = root.region_at(0).and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut names = HashSet::new();
    let mut programs = Vec::new();
    let mut current = module_block.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if let Some(name) = symbol_name(&op) {
            names.insert(name);
        }
        if op_name(&op) == "func.func"
            && !op.has_attribute(attribute_names::KERNEL)
            && body(&op).is_some_and(has_kernel_graph)
        {
            programs.push(op);
        }
    }
    let mut failed = false;
    for program in programs {
        if let Err(SplitError { op, message }) = split(context, module_block, program, &mut names) {
            emit_error(&op, &message);
            failed = true;
        }
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

struct SplitError<'c, 'a> {
    op: OperationRef<'c, 'a>,
    message: String,
}

fn body<'c, 'a>(func: &OperationRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    func.region_at(0)?.first_block()
}

/// A kernel graph: a top-level `uop.sink` over what `uop.bufferize` made.
fn has_kernel_graph(block: BlockRef) -> bool {
    let mut current = block.first_operation();
    while let Some(op) = current {
        if op_name(&op) == "uop.bufferize" {
            return true;
        }
        current = op.next_in_block();
    }
    false
}

/// One kernel to make: the bufferize it stores, the ops it clones (in block
/// order), the buffers it reads besides the one it writes (function
/// arguments, or the results of fresh bufferizes) and, for each graph value
/// that names a read buffer, which one (a bufferize `into` an output names
/// that output; `None` is the buffer the kernel writes).
struct KernelPlan<'c, 'a> {
    bufferize: OperationRef<'c, 'a>,
    ops: Vec<OperationRef<'c, 'a>>,
    reads: Vec<Value<'c, 'a>>,
    read_names: Vec<(Value<'c, 'a>, Option<usize>)>,
}

fn split<'c, 'a>(
    context: &'c Context,
    module_block: BlockRef<'c, 'a>,
    program: OperationRef<'c, 'a>,
    names: &mut HashSet<String>,
) -> Result<(), SplitError<'c, 'a>> {
    let block = body(&program).expect("checked by has_kernel_graph");
    let order: HashMap<usize, usize> = block_ops(block)
        .iter()
        .enumerate()
        .map(|(i, op)| (op_key(op), i))
        .collect();
    let mut plans = Vec::new();
    for op in block_ops(block) {
        if op_name(&op) == "uop.bufferize" {
            plans.push(plan_kernel(op, &order)?);
        }
    }
    let base = symbol_name(&program).unwrap_or_else(|| "kernel".into());
    let mut kernel_names = Vec::new();
    for plan in &plans {
        let name = fresh_name(&format!("{base}_k"), names);
        build_kernel(context, module_block, program, plan, &name);
        kernel_names.push(name);
    }
    build_driver(context, block, &plans, &kernel_names);
    Ok(())
}

fn block_ops<'c, 'a>(block: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut current = block.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        ops.push(op);
    }
    ops
}

fn fresh_name(prefix: &str, taken: &mut HashSet<String>) -> String {
    let name = (0..)
        .map(|i| format!("{prefix}{i}"))
        .find(|n| !taken.contains(n))
        .expect("unbounded");
    taken.insert(name.clone());
    name
}

/// The operands of a `uop.bufferize`: the value, its (index) ranges and the
/// optional (memref) destination.
fn bufferize_parts<'c, 'a>(op: &OperationRef<'c, 'a>) -> (Value<'c, 'a>, Vec<Value<'c, 'a>>, Option<Value<'c, 'a>>) {
    let operands: Vec<Value> = op.operands().collect();
    let ranges = operands[1..]
        .iter()
        .copied()
        .filter(|v| v.r#type().is_index())
        .collect();
    let dest = operands[1..].iter().copied().find(|v| !v.r#type().is_index());
    (operands[0], ranges, dest)
}

/// Collects what the kernel for `bufferize` clones: the backward slice of its
/// value and ranges, stopping at buffers (function arguments and other
/// bufferize results), which the kernel takes as arguments instead.
fn plan_kernel<'c, 'a>(
    bufferize: OperationRef<'c, 'a>,
    order: &HashMap<usize, usize>,
) -> Result<KernelPlan<'c, 'a>, SplitError<'c, 'a>> {
    let (value, ranges, dest) = bufferize_parts(&bufferize);
    let mut seen_ops = HashSet::new();
    let mut slice = Vec::new();
    let mut reads: Vec<Value> = Vec::new();
    let mut read_names = Vec::new();
    let mut stack: Vec<Value> = ranges.iter().rev().copied().collect();
    stack.push(value);
    // Depth-first, operands in order, so reads come out in first-use order.
    while let Some(v) = stack.pop() {
        let producer = defining_op(v);
        let is_buffer = match &producer {
            None => true,
            Some(p) => op_name(p) == "uop.bufferize",
        };
        if is_buffer {
            let buffer = producer.map_or(v, |p| bufferize_parts(&p).2.unwrap_or(v));
            let slot = if dest.is_some_and(|d| value_key(d) == value_key(buffer)) {
                None
            } else if let Some(slot) = reads.iter().position(|r| value_key(*r) == value_key(buffer)) {
                Some(slot)
            } else {
                reads.push(buffer);
                Some(reads.len() - 1)
            };
            read_names.push((v, slot));
            continue;
        }
        let p = producer.expect("not a block argument");
        if !seen_ops.insert(op_key(&p)) {
            continue;
        }
        if p.region_count() > 0 {
            return Err(SplitError {
                op: p,
                message: "has regions; uop-split-kernels expects a flat kernel graph".into(),
            });
        }
        if op_name(&p) == "uop.sink" || !order.contains_key(&op_key(&p)) {
            return Err(SplitError {
                op: p,
                message: "cannot be part of a kernel".into(),
            });
        }
        slice.push(p);
        for operand in p.operands().collect::<Vec<_>>().into_iter().rev() {
            stack.push(operand);
        }
    }
    check_ranges_bound(bufferize, &ranges, &slice)?;
    let (shape, _) =
        memref_shape(bufferize.result(0).expect("one result").r#type()).expect("a bufferize makes a memref");
    if shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)).is_none() {
        return Err(SplitError {
            op: bufferize,
            message: "makes a buffer with more elements than 64-bit index arithmetic can address".into(),
        });
    }
    slice.sort_by_key(|op| order[&op_key(op)]);
    Ok(KernelPlan {
        bufferize,
        ops: slice,
        reads,
        read_names,
    })
}

/// Every range the kernel uses must be one it stores over or one a
/// reduction in it binds: a kernel has no other loops.
fn check_ranges_bound<'c, 'a>(
    bufferize: OperationRef<'c, 'a>,
    ranges: &[Value<'c, 'a>],
    slice: &[OperationRef<'c, 'a>],
) -> Result<(), SplitError<'c, 'a>> {
    let mut bound: HashSet<usize> = ranges.iter().map(|&r| value_key(r)).collect();
    for op in slice.iter().filter(|op| op_name(op) == "uop.reduce") {
        bound.extend(op.operands().skip(1).map(value_key));
    }
    let mut unbound = BTreeSet::new();
    for op in slice.iter().filter(|op| op_name(op) == "uop.range") {
        if !bound.contains(&value_key(op.result(0).expect("one result").into())) {
            unbound.insert(int_attr(op, "axis").unwrap_or(-1));
        }
    }
    if unbound.is_empty() {
        return Ok(());
    }
    let axes: Vec<String> = unbound.iter().map(|a| format!("axis({a})")).collect();
    Err(SplitError {
        op: bufferize,
        message: format!(
            "stores a value that depends on {} which neither this bufferize nor a reduction in its kernel binds",
            axes.join(", ")
        ),
    })
}

/// `func.func @name(%out, %reads...) attributes {uop.kernel}` holding the
/// cloned slice, the store of the value at its ranges, `uop.end` and `uop.sink`.
fn build_kernel<'c, 'a>(
    context: &'c Context,
    module_block: BlockRef<'c, 'a>,
    program: OperationRef<'c, 'a>,
    plan: &KernelPlan<'c, 'a>,
    name: &str,
) {
    let location = plan.bufferize.location();
    let target_type = plan.bufferize.result(0).expect("one result").r#type();
    // The written buffer first: WRITTEN_ARGUMENT.
    let mut arg_types = vec![target_type];
    arg_types.extend(plan.reads.iter().map(|r| r.r#type()));
    // The function is made first, holding only its return, so that the body
    // is built in place, before that return.
    let block = Block::new(&arg_types.iter().map(|&t| (t, location)).collect::<Vec<_>>());
    block.append_operation(
        OperationBuilder::new("func.return", location)
            .build()
            .expect("a return"),
    );
    let region = Region::new();
    region.append_block(block);
    let kernel = OperationBuilder::new("func.func", location)
        .add_attributes(&[
            (
                Identifier::new(context, "sym_name"),
                StringAttribute::new(context, name).into(),
            ),
            (
                Identifier::new(context, "function_type"),
                TypeAttribute::new(FunctionType::new(context, &arg_types, &[]).into()).into(),
            ),
            (
                Identifier::new(context, attribute_names::KERNEL),
                Attribute::unit(context),
            ),
        ])
        .add_regions([region])
        .build()
        .expect("a well-formed kernel function");
    let kernel = module_block.insert_operation_before(program, kernel);
    let body = body(&kernel).expect("the kernel's block");
    let b = Builder(InsertionPoint {
        context,
        block: body,
        before: body.terminator(),
        location,
    });

    let (value, ranges, dest) = bufferize_parts(&plan.bufferize);
    let mut map: HashMap<usize, Value> = HashMap::new();
    let target: Value = body.argument(WRITTEN_ARGUMENT).expect("target").into();
    map.insert(value_key(plan.bufferize.result(0).expect("one result").into()), target);
    if let Some(d) = dest {
        map.insert(value_key(d), target);
    }
    for &(name, slot) in &plan.read_names {
        map.insert(
            value_key(name),
            slot.map_or(target, |slot| body.argument(slot + 1).expect("read").into()),
        );
    }
    for op in &plan.ops {
        let operands: Vec<Value> = op
            .operands()
            .map(|v| map.get(&value_key(v)).copied().unwrap_or(v))
            .collect();
        let cloned = b.clone_with(*op, &operands);
        for (old, new) in op.results().zip(cloned.results()) {
            map.insert(value_key(old.into()), new.into());
        }
    }
    let mapped = |v: Value<'c, 'a>| -> Value { map[&value_key(v)] };
    let ranges: Vec<Value> = ranges.into_iter().map(mapped).collect();
    let (buffer, offset) = flat_store_address(&b, target, &ranges);
    let mut effect = b.store(buffer, &offset.into_iter().collect::<Vec<_>>(), mapped(value));
    if !ranges.is_empty() {
        effect = b.end(effect, &ranges);
    }
    b.sink(&[effect]);
}

/// The store address of a kernel as tinygrad writes it: the buffer seen as
/// one dimension and the row-major offset `sum(range_i * stride_i)`, so a
/// vmap-batched buffer is written at `batch * inner + i`. A 0-d buffer has
/// no offset.
fn flat_store_address<'c, 'a>(
    b: &Builder<'c, 'a>,
    target: Value<'c, 'a>,
    ranges: &[Value<'c, 'a>],
) -> (Value<'c, 'a>, Option<Value<'c, 'a>>) {
    if ranges.is_empty() {
        return (target, None);
    }
    let (shape, element) = memref_shape(target.r#type()).expect("a bufferize makes a memref");
    let buffer = b.flat_view(target, &shape, element);
    let mut offset: Option<Value> = None;
    for (i, &range) in ranges.iter().enumerate() {
        let stride: i64 = shape[i + 1..].iter().product();
        let term = if stride == 1 {
            range
        } else {
            b.binary("arith.muli", range, b.index_const(stride))
        };
        offset = Some(match offset {
            None => term,
            Some(sum) => b.binary("arith.addi", sum, term),
        });
    }
    (buffer, offset)
}

/// Replaces the graph in `block` by allocations, calls and deallocations.
fn build_driver<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>, plans: &[KernelPlan<'c, 'a>], names: &[String]) {
    let terminator = block.terminator().expect("a function body ends in a terminator");
    let old_ops: Vec<OperationRef> = block_ops(block)
        .into_iter()
        .filter(|op| op_key(op) != op_key(&terminator))
        .collect();
    // The driver's value of each buffer: arguments stay, bufferize results
    // become their destination or a fresh allocation.
    let mut buffers: HashMap<usize, Value> = HashMap::new();
    let mut fresh: Vec<(usize, Value, Location)> = Vec::new();
    let mut calls: Vec<Vec<Value>> = Vec::new();
    for plan in plans {
        let location = plan.bufferize.location();
        let result: Value = plan.bufferize.result(0).expect("one result").into();
        let target = match bufferize_parts(&plan.bufferize).2 {
            Some(dest) => dest,
            None => {
                let alloc = block.insert_operation_before(
                    terminator,
                    OperationBuilder::new("memref.alloc", location)
                        .add_attributes(&[(
                            Identifier::new(context, "operandSegmentSizes"),
                            DenseI32ArrayAttribute::new(context, &[0, 0]).into(),
                        )])
                        .add_results(&[result.r#type()])
                        .build()
                        .expect("a well-formed memref.alloc"),
                );
                let value: Value = alloc.result(0).expect("one result").into();
                fresh.push((value_key(result), value, location));
                value
            }
        };
        buffers.insert(value_key(result), target);
        let mut args = vec![target];
        args.extend(plan.reads.iter().map(|r| *buffers.get(&value_key(*r)).unwrap_or(r)));
        calls.push(args);
    }
    for (i, (plan, args)) in plans.iter().zip(&calls).enumerate() {
        block.insert_operation_before(
            terminator,
            OperationBuilder::new("func.call", plan.bufferize.location())
                .add_attributes(&[(
                    Identifier::new(context, "callee"),
                    FlatSymbolRefAttribute::new(context, &names[i]).into(),
                )])
                .add_operands(args)
                .build()
                .expect("a well-formed func.call"),
        );
        // Free each fresh buffer right after the last kernel that touches it.
        for (_, value, location) in &fresh {
            let used_here = args.iter().any(|a| value_key(*a) == value_key(*value));
            let used_later = calls[i + 1..]
                .iter()
                .any(|later| later.iter().any(|a| value_key(*a) == value_key(*value)));
            if used_here && !used_later {
                block.insert_operation_before(
                    terminator,
                    OperationBuilder::new("memref.dealloc", *location)
                        .add_operands(&[*value])
                        .build()
                        .expect("a dealloc"),
                );
            }
        }
    }
    for op in old_ops.into_iter().rev() {
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    }
}
