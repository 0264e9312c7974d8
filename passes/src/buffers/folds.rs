//! The folds of spec 003's buffer-removal table:
//!
//! | pass | pattern | result |
//! |---|---|---|
//! | `uop-fold-buffers` | `BUFFERIZE(CONST)` read anywhere | `CONST` |
//! | `uop-fold-indexing` | `INDEX(CONST)`: a load from a splat `memref.global` | `CONST` |
//! | `uop-fold-indexing` | a load from a `memref.global` holding `a + b*k` (an arange) at offset `o` | `a + b*o` |
//! | `uop-fold-identity` | `INDEX(BUFFERIZE(v, ranges), ranges)` (no gate) | `v` |
//! | `uop-flatten-bufferize` | `BUFFERIZE(INDEX(BUFFERIZE(v, r2), r1), r1)` | `BUFFERIZE(v[r2 := r1], r1)` |

use super::{fresh, Fresh};
use crate::kernel_ir::{
    build::Builder,
    deps::RangeDeps,
    erase_dead, function_bodies, ops_of,
    readers::{readers, Reader, SymbolicIndex},
    replace_uses,
    substitute::substitute,
    users, with_context,
};
use axe_dialects::ir::read::{defining_op, op_name, splat_element, symbol, symbol_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::{
    ir::{
        attribute::AttributeLike, operation::OperationLike, r#type::IntegerType, Attribute, BlockLike, BlockRef,
        OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;

pub static FOLD_BUFFERS: PassDefinition = PassDefinition {
    argument: "uop-fold-buffers",
    description:
        "BUFFERIZE(CONST) -> CONST: reads of a buffered constant become the constant (spec 003 buffer folding)",
    options: &[],
    run: |root, _: &PassOptions| {
        each_block(root, fold_constant_buffers);
        Ok(())
    },
};

pub static FOLD_INDEXING: PassDefinition = PassDefinition {
    argument: "uop-fold-indexing",
    description: "INDEX(CONST) -> CONST: loads from a splat memref.global become the splat value (spec 003 index folding); loads from a global holding an arithmetic progression a + b*k (an arange) become a + b*offset",
    options: &[],
    run: |root, _: &PassOptions| {
        each_block(root, fold_splat_globals);
        Ok(())
    },
};

pub static FOLD_IDENTITY: PassDefinition = PassDefinition {
    argument: "uop-fold-identity",
    description: "INDEX(BUFFERIZE(v, ranges), ranges) -> v: a read at the buffer's own ranges is the value (spec 003 identity fold)",
    options: &[],
    run: |root, _: &PassOptions| {
        each_block(root, fold_identity_reads);
        Ok(())
    },
};

pub static FLATTEN_BUFFERIZE: PassDefinition = PassDefinition {
    argument: "uop-flatten-bufferize",
    description: "BUFFERIZE of a read of another fresh BUFFERIZE at its own ranges buffers the inner value directly (spec 003 nested flatten)",
    options: &[],
    run: |root, _: &PassOptions| {
        each_block(root, flatten_nested);
        Ok(())
    },
};

/// Every fold, in the table's order.
pub fn apply_all(root: OperationRef) -> Result<(), PassFailed> {
    each_block(root, fold_constant_buffers);
    each_block(root, fold_splat_globals);
    each_block(root, fold_identity_reads);
    each_block(root, flatten_nested);
    Ok(())
}

/// Only the index fold (constant globals): the pipeline runs it before
/// reduce collapse, which then sees an arange as its range.
pub fn apply_indexing(root: OperationRef) {
    each_block(root, fold_splat_globals);
}

fn each_block(root: OperationRef, f: for<'c, 'a> fn(&'c Context, BlockRef<'c, 'a>)) {
    with_context(&root, |context| {
        for block in function_bodies(&root) {
            f(context, block);
            erase_dead(block);
        }
    });
}

fn fold_constant_buffers<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>) {
    for op in ops_of(block) {
        let Some(f) = fresh(op) else { continue };
        let constant = defining_op(f.value).filter(|c| op_name(c) == "arith.constant");
        let (Some(constant), Some((reads, _))) = (constant, readers(f.buffer, &f.shape)) else {
            continue;
        };
        for load in reads.iter().flat_map(|r| r.loads.iter()) {
            let attribute: Attribute = constant.attribute("value").expect("a constant has a value");
            let folded = Builder::before(context, *load).constant_attr(attribute, f.element);
            // A false gate reads zero, not the constant.
            let folded = match reads
                .iter()
                .find(|r| r.loads.iter().any(|l| l.to_raw().ptr == load.to_raw().ptr))
                .and_then(|r| r.gate)
            {
                Some(gate) => {
                    let b = Builder::before(context, *load);
                    b.select(gate, folded, b.constant(f.element, 0.0))
                }
                None => folded,
            };
            replace_uses(load.result(0).unwrap().into(), folded);
        }
    }
}

fn fold_splat_globals<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>) {
    for op in ops_of(block) {
        if op_name(&op) != "memref.get_global" {
            continue;
        }
        let Some(initial) = initial_value(&op) else { continue };
        let global: Value = op.result(0).unwrap().into();
        let Some((shape, element)) = crate::kernel_ir::memref_shape(global.r#type()) else {
            continue;
        };
        let Some((reads, _)) = readers(global, &shape) else {
            continue;
        };
        let fold = match (splat_element(initial), progression_of(initial, element)) {
            (Some(splat), _) => Fold::Splat(splat),
            (None, Some((a, step))) => Fold::Progression(a, step),
            (None, None) => continue,
        };
        for r in &reads {
            // The offset a read names: flat, or a one-dimensional global.
            if matches!(fold, Fold::Progression(..)) && !(r.flat || shape.len() == 1) {
                continue;
            }
            for load in &r.loads {
                let b = Builder::before(context, *load);
                let value = match fold {
                    Fold::Splat(splat) => b.constant_attr(splat, element),
                    Fold::Progression(a, step) => {
                        // No `* 1` or `+ 0`: an arange becomes a cast of the offset itself.
                        let mut v = r.operands[0];
                        if step != 1 {
                            v = b.mul(v, b.index_const(step));
                        }
                        if a != 0 {
                            v = b.add(v, b.index_const(a));
                        }
                        b.from_index(v, element)
                    }
                };
                let value = match r.gate {
                    Some(gate) => b.select(gate, value, b.constant(element, 0.0)),
                    None => value,
                };
                replace_uses(load.result(0).unwrap().into(), value);
            }
        }
    }
}

enum Fold<'c> {
    Splat(Attribute<'c>),
    /// Element `k` is `a + step * k`.
    Progression(i64, i64),
}

/// `(a, step)` when element `k` of a dense initial value (integers of 8 to
/// 64 bits, f32 or f64) is exactly `a + step * k` for every `k`; the fold
/// computes it in `index` and converts (`arith.index_cast` truncates to
/// the integer width, where every element fits; floats through i64 and
/// `arith.sitofp`, exact where each element is an integer the float holds).
fn progression_of(initial: Attribute, element: Type) -> Option<(i64, i64)> {
    let raw = initial.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADenseElements(raw) } {
        return None;
    }
    let n = unsafe { mlir_sys::mlirElementsAttrGetNumElements(raw) };
    let width = if element.is_integer() {
        IntegerType::try_from(element).ok()?.width()
    } else {
        0
    };
    let name = element.to_string();
    let get = |k: i64| -> Option<f64> {
        let k = k as isize;
        // Exact for integers below 2^53; larger ones are refused below.
        Some(unsafe {
            match (width, name.as_str()) {
                (8, _) => mlir_sys::mlirDenseElementsAttrGetInt8Value(raw, k) as f64,
                (16, _) => mlir_sys::mlirDenseElementsAttrGetInt16Value(raw, k) as f64,
                (32, _) => mlir_sys::mlirDenseElementsAttrGetInt32Value(raw, k) as f64,
                (64, _) => mlir_sys::mlirDenseElementsAttrGetInt64Value(raw, k) as f64,
                (0, "f32") => mlir_sys::mlirDenseElementsAttrGetFloatValue(raw, k) as f64,
                (0, "f64") => mlir_sys::mlirDenseElementsAttrGetDoubleValue(raw, k),
                _ => return None,
            }
        })
    };
    const EXACT: f64 = (1i64 << 53) as f64;
    let whole = |v: f64| v.fract() == 0.0 && v.abs() < EXACT;
    let a = get(0)?;
    let step = if n > 1 { get(1)? - a } else { 0.0 };
    if !whole(a) || !whole(step) {
        return None;
    }
    for k in 0..n {
        let v = get(k)?;
        if !whole(v) || v != a + step * k as f64 {
            return None;
        }
    }
    Some((a as i64, step as i64))
}

/// The initial value of the `memref.global` a `memref.get_global` names.
fn initial_value<'c>(get_global: &OperationRef<'c, '_>) -> Option<Attribute<'c>> {
    let name = symbol(get_global, "name")?;
    let mut scope = get_global.parent_operation();
    while let Some(s) = scope {
        if op_name(&s) == "builtin.module" {
            break;
        }
        scope = s.parent_operation();
    }
    // A symbol is defined at the top of its module's body: looking there, not through
    // every function, keeps a module of many kernels linear.
    let body = scope?.region_at(0)?.first_block()?;
    let mut op = body.first_operation();
    while let Some(o) = op {
        if op_name(&o) == "memref.global" && symbol_name(&o).is_some_and(|s| s == name) {
            return o.attribute("initial_value").ok();
        }
        op = o.next_in_block();
    }
    None
}

/// Whether `r` reads `f` exactly at `ranges` (one range per dimension, in order).
fn reads_at<'c, 'a>(r: &Reader<'c, 'a>, shape: &[i64], ranges: &[Value<'c, 'a>]) -> bool {
    if r.gate.is_some() || ranges.len() != shape.len() {
        return false;
    }
    let mut sym = SymbolicIndex::new();
    let Some(dims) = r.dim_exprs(&mut sym, shape) else {
        return false;
    };
    let targets: Option<Vec<_>> = ranges.iter().map(|v| sym.import(*v)).collect();
    // Simplified alike: a size-1 range is the constant 0 on both sides.
    targets.and_then(|t| sym.simplified(&t)).is_some_and(|t| t == dims)
}

fn fold_identity_reads<'c, 'a>(_: &'c Context, block: BlockRef<'c, 'a>) {
    for op in ops_of(block) {
        let Some(f) = fresh(op) else { continue };
        let Some((reads, _)) = readers(f.buffer, &f.shape) else {
            continue;
        };
        for r in reads.iter().filter(|r| reads_at(r, &f.shape, &f.ranges)) {
            for load in &r.loads {
                replace_uses(load.result(0).unwrap().into(), f.value);
            }
        }
    }
}

fn flatten_nested<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>) {
    for op in ops_of(block) {
        if op_name(&op) != "uop.bufferize" {
            continue;
        }
        let Some(outer_ranges) = crate::kernel_ir::bound_ranges(&op) else {
            continue;
        };
        let Some(load) = op
            .operand_at(0)
            .and_then(defining_op)
            .filter(|l| op_name(l) == "uop.load")
        else {
            continue;
        };
        let Some(inner) = inner_buffer(&load) else { continue };
        let Some((reads, _)) = readers(inner.buffer, &inner.shape) else {
            continue;
        };
        let Some(r) = reads
            .iter()
            .find(|r| r.loads.iter().any(|l| l.to_raw().ptr == load.to_raw().ptr))
        else {
            continue;
        };
        if inner.ranges.len() != outer_ranges.len() || !reads_at(r, &inner.shape, &outer_ranges) {
            continue;
        }
        let map: HashMap<usize, Value> = inner
            .ranges
            .iter()
            .zip(&outer_ranges)
            .map(|(i, o)| (value_key(*i), *o))
            .collect();
        let value = substitute(&Builder::before(context, op), &mut RangeDeps::new(), inner.value, &map);
        unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), 0, value.to_raw()) };
    }
}

/// The fresh bufferize a load reads (through its `uop.index`, maybe a flat view).
fn inner_buffer<'c, 'a>(load: &OperationRef<'c, 'a>) -> Option<Fresh<'c, 'a>> {
    let index = defining_op(load.operand_at(0)?)?;
    let mut buffer = defining_op(index.operand_at(0)?)?;
    if op_name(&buffer) == "memref.collapse_shape" {
        buffer = defining_op(buffer.operand_at(0)?)?;
    }
    let f = fresh(buffer)?;
    // Only the one read: a shared inner buffer is not copied twice.
    (users(f.buffer).len() == 1).then_some(f)
}
