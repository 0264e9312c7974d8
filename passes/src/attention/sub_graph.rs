//! The ops of an attention that `recognize` finds inside a larger function (the Q, K and V
//! projections before it, the output projection after it, as a torch-mlir export of a
//! transformer layer has them): from its Q, K and V to its result, with the constants, fills
//! and masks they read. `axe-fuse-attention` takes them out of the function for one fused
//! kernel (lowering/src/gpu/attention/inside_function.rs).

use super::scalar_function::{ScalarFunction, Source};
use axe_dialects::ir::read::{defining_op, for_each_nested, only_use, op_key, op_name, value_key};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Value, ValueLike};
use std::collections::HashSet;

/// An attention's ops in its function's body and what they read from outside them.
pub struct SubGraph<'c, 'a> {
    /// In block order.
    pub ops: Vec<OperationRef<'c, 'a>>,
    /// Q, K and V (each once), then any function argument the ops read besides them.
    pub inputs: Vec<Value<'c, 'a>>,
    pub result: Value<'c, 'a>,
}

/// The ops from the attention's inputs to its result (`product`'s, through the reshapes and
/// the narrowing that are its only use), with the constants and fills they read (also from
/// inside their bodies), stopping at `inputs` and at the function's arguments.
pub fn sub_graph<'c: 'a, 'a>(
    body: BlockRef<'c, 'a>,
    product: OperationRef<'c, 'a>,
    inputs: &[Value<'c, 'a>; 3],
) -> Option<SubGraph<'c, 'a>> {
    let mut result: Value = product.result_at(0)?.into();
    while let Some((user, _)) = only_use(result) {
        let Some(next) = user.result_at(0).filter(|_| user.result_count() == 1).map(Value::from) else {
            break;
        };
        if !(is_reshape(&user) || narrows(next, result)) {
            break;
        }
        result = next;
    }
    let mut leaves: Vec<Value> = Vec::new();
    for v in inputs {
        if !leaves.iter().any(|l| value_key(*l) == value_key(*v)) {
            leaves.push(*v);
        }
    }
    let input_keys: HashSet<usize> = leaves.iter().map(|v| value_key(*v)).collect();
    let mut members: HashSet<usize> = HashSet::new();
    let mut stack = vec![defining_op(result)?];
    while let Some(op) = stack.pop() {
        if !members.insert(op_key(&op)) {
            continue;
        }
        for v in read_from_outside(&op) {
            if input_keys.contains(&value_key(v)) {
                continue;
            }
            match defining_op(v) {
                Some(definer) if definer.block().is_some_and(|b| b == body) => stack.push(definer),
                Some(_) => return None,
                None if is_argument_of(v, body) => {
                    if !leaves.iter().any(|l| value_key(*l) == value_key(v)) {
                        leaves.push(v);
                    }
                }
                None => return None,
            }
        }
    }
    let mut ops = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        if members.contains(&op_key(&o)) {
            ops.push(o);
        }
    }
    Some(SubGraph {
        ops,
        inputs: leaves,
        result,
    })
}

/// `op`'s operands and the values its regions read from outside `op`.
fn read_from_outside<'c: 'a, 'a>(op: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let mut values: Vec<Value> = (0..op.operand_count()).filter_map(|i| op.operand_at(i)).collect();
    let mut inside: HashSet<usize> = HashSet::new();
    for_each_nested(op, &mut |inner| {
        inside.insert(op_key(&inner));
    });
    for_each_nested(op, &mut |inner| {
        for i in 0..inner.operand_count() {
            let Some(v) = inner.operand_at(i) else { continue };
            let outside = match defining_op(v) {
                Some(definer) => !inside.contains(&op_key(&definer)),
                // A block argument of a region of `op` (a generic's scalars) is inside.
                None => !is_argument_inside(v, op),
            };
            if outside {
                values.push(v);
            }
        }
    });
    values
}

fn is_argument_inside(v: Value, op: &OperationRef) -> bool {
    let mut owner = unsafe { mlir_sys::mlirBlockGetParentOperation(mlir_sys::mlirBlockArgumentGetOwner(v.to_raw())) };
    while !owner.ptr.is_null() {
        if owner.ptr == op.to_raw().ptr {
            return true;
        }
        owner = unsafe { mlir_sys::mlirOperationGetParentOperation(owner) };
    }
    false
}

fn is_argument_of(v: Value, body: BlockRef) -> bool {
    let raw = v.to_raw();
    unsafe {
        mlir_sys::mlirValueIsABlockArgument(raw) && mlir_sys::mlirBlockArgumentGetOwner(raw).ptr == body.to_raw().ptr
    }
}

fn is_reshape(op: &OperationRef) -> bool {
    matches!(op_name(op), "tensor.collapse_shape" | "tensor.expand_shape")
}

/// Whether `narrowed` is `v` narrowed elementwise (`arith.truncf`), as torch-mlir returns an
/// f16 / bf16 attention computed in f32.
fn narrows(narrowed: Value, v: Value) -> bool {
    ScalarFunction::defining(narrowed)
        .filter(|f| f.elementwise() && f.reads_all(0))
        .and_then(|f| match f.computes(0, "arith.truncf")?[..] {
            [Source::Input(0, x)] => Some(value_key(x) == value_key(v)),
            _ => None,
        })
        == Some(true)
}

/// Whether the sub-graph is all its function computes: every op but the return is in it and
/// the return gives its result alone.
pub fn is_whole(body: BlockRef, sub_graph: &SubGraph) -> bool {
    let Some(terminator) = body.terminator() else {
        return false;
    };
    let returns_result = terminator.operand_count() == 1
        && terminator
            .operand_at(0)
            .is_some_and(|v| value_key(v) == value_key(sub_graph.result));
    let mut count = 0;
    let mut op = body.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        count += 1;
    }
    returns_result && count == sub_graph.ops.len() + 1
}
