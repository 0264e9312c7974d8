//! Reading and editing kernel-level uop IR (what `uop-rangeify` emits, and
//! its split form): the ops that bind ranges, range dependencies, building
//! and substituting values. The range and reduce optimizations
//! (`ranges/`, `reduce/`, `buffers/`) share these.

pub mod build;
pub mod deps;
pub mod readers;
pub mod substitute;

use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{constant_of, defining_op, has_uses, i64_array, int_attr, op_key, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::{diagnostic::emit_error, pass::PassFailed};
use melior::ir::{
    operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};
use std::collections::HashSet;

/// The function bodies a pass works on: `root` itself when it is a
/// `func.func`, else every `func.func` directly in it (kernel graphs and
/// `uop.kernel` functions alike).
pub fn function_bodies<'c, 'a>(root: &OperationRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    let body = |f: &OperationRef<'c, 'a>| f.region_at(0).and_then(|r| r.first_block());
    if op_name(root) == "func.func" {
        return body(root).into_iter().collect();
    }
    let mut out = Vec::new();
    for region in root.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut op = b.first_operation();
            while let Some(f) = op {
                if op_name(&f) == "func.func" {
                    out.extend(body(&f));
                }
                op = f.next_in_block();
            }
            block = b.next_in_region();
        }
    }
    out
}

/// The ops of a block, in order (a snapshot: editing does not disturb it).
pub fn ops_of<'c, 'a>(block: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    let mut op = block.first_operation();
    while let Some(o) = op {
        out.push(o);
        op = o.next_in_block();
    }
    out
}

/// The ranges an op binds: `uop.reduce`, `uop.end` and `uop.bufferize`
/// list them after their first operand.
pub fn bound_ranges<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<Vec<Value<'c, 'a>>> {
    let operands: Vec<Value> = op.operands().collect();
    match op_name(op) {
        "uop.reduce" | "uop.end" => Some(operands[1..].to_vec()),
        "uop.bufferize" => {
            let segments = i64_array(op, "operandSegmentSizes")?;
            let n = usize::try_from(*segments.get(1)?).ok()?;
            Some(operands[1..1 + n].to_vec())
        }
        _ => None,
    }
}

/// The destination of a `uop.bufferize ... into %dest`.
pub fn bufferize_dest<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let segments = i64_array(op, "operandSegmentSizes")?;
    if segments.get(2).copied().unwrap_or(0) == 0 {
        return None;
    }
    op.operand_at(op.operand_count() - 1)
}

/// The `uop.range` op behind a value, if it is one.
pub fn as_range<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    defining_op(value).filter(|op| op_name(op) == "uop.range")
}

/// The constant end of a `uop.range` value.
pub fn range_end(value: Value) -> Option<i64> {
    let op = as_range(value)?;
    constant_of(op.operand_at(0)?, 64)
}

pub fn range_axis(value: Value) -> Option<i64> {
    int_attr(&as_range(value)?, "axis")
}

pub fn range_kind(value: Value) -> Option<i64> {
    int_attr(&as_range(value)?, "kind")
}

/// The first of `count` fresh axis ids for new ranges: one past the largest
/// axis id in the block. Ids are i64: a largest id that leaves no room for
/// `count` more is an error at its range.
pub fn fresh_axes(block: BlockRef, count: i64) -> Result<i64, PassFailed> {
    let largest = ops_of(block)
        .into_iter()
        .filter(|op| op_name(op) == "uop.range")
        .filter_map(|op| Some((int_attr(&op, "axis")?, op)))
        .max_by_key(|(axis, _)| *axis);
    let Some((axis, op)) = largest else { return Ok(0) };
    match axis
        .checked_add(1)
        .filter(|first| first.checked_add(count - 1).is_some())
    {
        Some(first) => Ok(first),
        None => {
            emit_error(
                &op,
                &format!("axis id {axis} leaves no room for fresh axis ids (ids are 64-bit)"),
            );
            Err(PassFailed)
        }
    }
}

/// Static shape and element type of a memref type.
pub fn memref_shape(ty: Type) -> Option<(Vec<i64>, Type)> {
    ty.is_mem_ref().then(|| shaped(ty))
}

/// The shape and element type of a vector type.
pub fn vector_shape(ty: Type) -> Option<(Vec<i64>, Type)> {
    ty.is_vector().then(|| shaped(ty))
}

fn shaped(ty: Type) -> (Vec<i64>, Type) {
    let raw = ty.to_raw();
    unsafe {
        let rank = mlir_sys::mlirShapedTypeGetRank(raw);
        let shape = (0..rank)
            .map(|i| mlir_sys::mlirShapedTypeGetDimSize(raw, i as isize))
            .collect();
        (shape, Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(raw)))
    }
}

/// Shape and element type of a memref with a static shape and the identity
/// (row-major, contiguous) layout; `None` for any other type.
pub fn static_identity_memref(ty: Type) -> Option<(Vec<i64>, Type)> {
    let raw = ty.to_raw();
    let contiguous = unsafe {
        ty.is_mem_ref()
            && mlir_sys::mlirShapedTypeHasStaticShape(raw)
            && mlir_sys::mlirAffineMapIsIdentity(mlir_sys::mlirMemRefTypeGetAffineMap(raw))
    };
    if contiguous {
        memref_shape(ty)
    } else {
        None
    }
}

/// Whether removing an op with no uses changes nothing (no effect).
fn removable_when_unused(op: &OperationRef) -> bool {
    let name = op_name(op);
    if name == "uop.bufferize" {
        return bufferize_dest(op).is_none();
    }
    name.starts_with("arith.")
        || name.starts_with("math.")
        || name.starts_with("index.")
        || matches!(
            name,
            "uop.range"
                | "uop.floormod"
                | "uop.invalid"
                | "uop.index"
                | "uop.load"
                | "uop.reduce"
                | "memref.collapse_shape"
                | "memref.get_global"
        )
}

/// Whether `op` has no effect and nobody uses its result.
fn is_dead(op: &OperationRef) -> bool {
    op.result_count() == 1 && removable_when_unused(op) && op.result_at(0).is_some_and(|r| !has_uses(r.into()))
}

/// Erases side-effect-free ops whose results nobody uses, users first.
pub fn erase_dead(block: BlockRef) {
    for op in ops_of(block).into_iter().rev() {
        if is_dead(&op) {
            unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
        }
    }
}

/// Erases what `erase_dead` would among `seeds` and the ops their erasure leaves dead,
/// transitively: the cost is the ops looked at, not the block (a pass that edits a large
/// block many times). `on_erase` sees each op before it goes; the keys (`op_key`) of the
/// erased ops are returned.
pub fn erase_dead_from<'c, 'a>(
    seeds: Vec<OperationRef<'c, 'a>>,
    mut on_erase: impl FnMut(&OperationRef<'c, 'a>),
) -> HashSet<usize> {
    let mut erased = HashSet::new();
    let mut work = seeds;
    while let Some(op) = work.pop() {
        // A seed listed twice is gone the second time; no op is created here, so no
        // address is reused.
        if erased.contains(&op_key(&op)) || !is_dead(&op) {
            continue;
        }
        work.extend(op.operands().filter_map(defining_op));
        on_erase(&op);
        erased.insert(op_key(&op));
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    }
    erased
}

/// Replaces every use of `old` with `new`.
pub fn replace_uses(old: Value, new: Value) {
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), new.to_raw()) };
}

/// Every op that uses `value`, once each, in no particular order.
pub fn users<'c, 'a>(value: Value<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out: Vec<OperationRef> = Vec::new();
    let mut operand = unsafe { mlir_sys::mlirValueGetFirstUse(value.to_raw()) };
    while !unsafe { mlir_sys::mlirOpOperandIsNull(operand) } {
        let owner = unsafe { OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand)) };
        if !out.iter().any(|o| o.to_raw().ptr == owner.to_raw().ptr) {
            out.push(owner);
        }
        operand = unsafe { mlir_sys::mlirOpOperandGetNextUse(operand) };
    }
    out
}

/// Whether the function holding `block` is a split kernel (`uop.kernel`).
pub fn is_split_kernel(block: BlockRef) -> bool {
    block
        .parent_operation()
        .is_some_and(|f| f.has_attribute(attribute_names::KERNEL))
}

/// Division and remainder ops in a block: what range merging must not grow.
pub fn divmod_count(block: BlockRef) -> usize {
    ops_of(block)
        .iter()
        .filter(|op| {
            matches!(
                op_name(op),
                "uop.floormod"
                    | "arith.floordivsi"
                    | "arith.ceildivsi"
                    | "arith.divsi"
                    | "arith.remsi"
                    | "arith.divui"
                    | "arith.remui"
                    | "index.floordivs"
                    | "index.divs"
                    | "index.rems"
                    | "index.divu"
                    | "index.remu"
            )
        })
        .count()
}

/// Whether a `uop.reduce` starts from -0 rather than its kind's identity (UOpKernelOps.td).
pub fn from_negative_zero(op: &OperationRef) -> bool {
    op.attribute("from_negative_zero").is_ok()
}

/// Rebuilds a `uop.reduce` / `uop.end` with a new range list (same first
/// operand and kind), replacing and erasing the old op.
pub fn rebuild_binder<'c, 'a>(
    context: &'c melior::Context,
    op: OperationRef<'c, 'a>,
    ranges: &[Value<'c, 'a>],
) -> Value<'c, 'a> {
    let b = build::Builder::before(context, op);
    let first = op.operand(0).expect("binders have a first operand");
    let new = if op_name(&op) == "uop.reduce" {
        b.reduce(int_attr(&op, "op").unwrap_or(0), from_negative_zero(&op), first, ranges)
    } else {
        b.end(first, ranges)
    };
    replace_uses(op.result(0).expect("one result").into(), new);
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    new
}

/// Keys of the ranges some `uop.bufferize` binds (they are buffer dimensions).
pub fn bufferized_ranges(block: BlockRef) -> std::collections::HashSet<usize> {
    ops_of(block)
        .iter()
        .filter(|op| op_name(op) == "uop.bufferize")
        .flat_map(|op| bound_ranges(op).unwrap_or_default())
        .map(axe_dialects::ir::read::value_key)
        .collect()
}

/// The context of an op (kept alive by the caller's `ContextRef`).
pub fn with_context<R>(root: &OperationRef, f: impl FnOnce(&melior::Context) -> R) -> R {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    f(context)
}
