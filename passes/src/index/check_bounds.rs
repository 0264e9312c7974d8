//! `axe-check-bounds` (issue 15 item 7): an access that the ranges prove
//! out of bounds is a compile-time error at its `uop.index`, instead of a
//! kernel that compiles and writes past its buffer.
//!
//! A `uop.range` of constant end N runs every value 0 to N - 1, and a
//! `uop.special` of size N every value 0 to N - 1, all combinations
//! together. An ungated `uop.index` whose indices are integer arithmetic of
//! such leaves is evaluated (with the exact scalar semantics of `axe-values`)
//! at every corner of its leaves' box, where affine indices reach their
//! extremes; a corner whose index lies outside its dimension is a real
//! iteration that accesses out of bounds. Indices of other values, gated
//! accesses and boxes of more than [`MAX_LEAVES`] leaves are not judged.

use crate::kernel_ir::memref_shape;
use axe_dialects::ir::read::{constant_of, defining_op, for_each_nested, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    pass::{PassDefinition, PassFailed, PassOptions},
    uop_read as uop,
};
use axe_values::{scalar, ElemTy, Num};
use melior::ir::{operation::OperationLike, OperationRef, TypeLike, Value, ValueLike};
use std::collections::{HashMap, HashSet};

pub static CHECK_BOUNDS: PassDefinition = PassDefinition {
    argument: "axe-check-bounds",
    description: "Report uop.index accesses that the ranges prove out of bounds (errors at the access)",
    options: &[],
    run,
};

/// At most 2^12 corners per access.
pub const MAX_LEAVES: usize = 12;

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let mut failed = false;
    for_each_nested(&root, &mut |op| {
        if op_name(&op) == "uop.index" && check(&op).is_err() {
            failed = true;
        }
    });
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// A leaf that takes every value in 0..extent: a range or a GPU index.
struct Leaf<'c, 'a> {
    key: usize,
    extent: i64,
    op: OperationRef<'c, 'a>,
}

fn check(op: &OperationRef) -> Result<(), PassFailed> {
    let Some(buffer) = op.operand_at(0) else { return Ok(()) };
    let Some((shape, _)) = memref_shape(buffer.r#type()) else {
        return Ok(());
    };
    let indices: Vec<Value> = (1..op.operand_count()).filter_map(|i| op.operand_at(i)).collect();
    // A gate (the i1 operand) makes out-of-bounds addresses legal where it is false.
    if indices.len() != shape.len() || indices.iter().any(|v| !v.r#type().is_index()) {
        return Ok(());
    }
    let mut leaves = Vec::new();
    let mut seen = HashSet::new();
    if indices.iter().any(|&v| !collect_leaves(v, &mut leaves, &mut seen)) || leaves.len() > MAX_LEAVES {
        return Ok(());
    }
    for corner in 0u32..(1 << leaves.len()) {
        let point: HashMap<usize, i64> = leaves
            .iter()
            .enumerate()
            .map(|(i, l)| (l.key, if corner >> i & 1 == 1 { l.extent - 1 } else { 0 }))
            .collect();
        let mut values = point.clone();
        for (dim, (&v, &size)) in indices.iter().zip(&shape).enumerate() {
            let Some(index) = evaluate(v, &mut values) else {
                return Ok(());
            };
            if index < 0 || index >= size {
                let at: Vec<String> = leaves
                    .iter()
                    .map(|l| format!("{} = {}", leaf_name(&l.op), point[&l.key]))
                    .collect();
                let at = if at.is_empty() {
                    String::new()
                } else {
                    format!(" at {}", at.join(", "))
                };
                emit_error(
                    op,
                    &format!(
                        "accesses {} out of bounds: index {index} of dimension {dim} (size {size}){at}",
                        buffer.r#type()
                    ),
                );
                return Err(PassFailed);
            }
        }
    }
    Ok(())
}

fn leaf_name(op: &OperationRef) -> String {
    match op_name(op) {
        "uop.range" => format!(
            "range axis {}",
            axe_dialects::ir::read::int_attr(op, "axis").unwrap_or(-1)
        ),
        _ => "the GPU index".to_owned(),
    }
}

/// The leaves of `v`, false if `v` is not arithmetic of leaves and constants
/// (each value visited once: shared subexpressions stay linear).
fn collect_leaves<'c, 'a>(v: Value<'c, 'a>, leaves: &mut Vec<Leaf<'c, 'a>>, seen: &mut HashSet<usize>) -> bool {
    if constant_of(v, 64).is_some() || !seen.insert(value_key(v)) {
        return true;
    }
    let Some(op) = defining_op(v) else { return false };
    match op_name(&op) {
        "uop.range" => {
            let Some(end) = op.operand_at(0).and_then(|e| constant_of(e, 64)).filter(|&e| e >= 1) else {
                return false;
            };
            if !leaves.iter().any(|l| l.key == value_key(v)) {
                leaves.push(Leaf {
                    key: value_key(v),
                    extent: end,
                    op,
                });
            }
            true
        }
        "uop.special" => match uop::special_size(&op).filter(|&n| n >= 1) {
            Some(size) => {
                if !leaves.iter().any(|l| l.key == value_key(v)) {
                    leaves.push(Leaf {
                        key: value_key(v),
                        extent: size,
                        op,
                    });
                }
                true
            }
            None => false,
        },
        name if binary_op(name).is_some() => (0..op.operand_count()).all(|i| {
            op.operand_at(i)
                .is_some_and(|o| o.r#type().is_index() && collect_leaves(o, leaves, seen))
        }),
        _ => false,
    }
}

/// The interpreter's short name of an index binary op.
fn binary_op(name: &str) -> Option<&'static str> {
    Some(match name {
        "arith.addi" => "addi",
        "arith.subi" => "subi",
        "arith.muli" => "muli",
        "arith.divsi" => "divsi",
        "arith.divui" => "divui",
        "arith.remsi" => "remsi",
        "arith.remui" => "remui",
        "arith.floordivsi" => "floordivsi",
        "arith.ceildivsi" => "ceildivsi",
        "arith.minsi" => "minsi",
        "arith.maxsi" => "maxsi",
        "uop.floormod" => "floormod",
        _ => return None,
    })
}

/// The value of `v` where `values` holds the leaves' values (and memoizes
/// every value computed); `None` where undefined (a division by zero: not
/// this check's business).
fn evaluate(v: Value, values: &mut HashMap<usize, i64>) -> Option<i64> {
    if let Some(c) = constant_of(v, 64) {
        return Some(c);
    }
    if let Some(&x) = values.get(&value_key(v)) {
        return Some(x);
    }
    let op = defining_op(v)?;
    let short = binary_op(op_name(&op))?;
    let a = evaluate(op.operand_at(0)?, values)?;
    let b = evaluate(op.operand_at(1)?, values)?;
    let Num::I(r) = scalar::binary(short, ElemTy::Index, Num::I(a), Num::I(b)).ok()? else {
        return None;
    };
    values.insert(value_key(v), r);
    Some(r)
}
