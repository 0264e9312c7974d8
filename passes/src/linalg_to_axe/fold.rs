//! Integer tensors a program computes from constants and loop indices only, evaluated at
//! compile time: torch-mlir's causal masks are an iota (`linalg.index`, or TOSA's constant
//! `[0, 1, ..., n-1]`), the difference of two broadcasts of it, a comparison and an `and`
//! with a constant mask. NKI has no int64 tiles and no reason to compute them per call: the
//! conversion skips the ops that compute such a tensor, and whatever reads it loads it as a
//! weight holding the values (`Lowering::input`).
//!
//! Values follow `arith`'s integer semantics: every result wraps to its type's width, `i1`
//! true is 1, comparisons are signed or unsigned as the predicate says, `index` is 64 bits.

use crate::linalg::indexing_maps::{self, MapResult};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::enums::CmpIPredicate;
use axe_dialects::ir::read::{constant_value, defining_op, int_attr, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{
    attribute::AttributeLike, operation::OperationLike, r#type::TypeLike, BlockLike, OperationRef, RegionLike, Value,
    ValueLike,
};
use std::collections::HashMap;

/// The most elements a folded tensor may have (a mask of 256 x 256): a bound on the work and
/// on the weight it becomes.
const MAX_ELEMENTS: i64 = 1 << 16;

/// A tensor's values, row-major, each sign-extended from its element type's width.
pub struct Folded {
    pub shape: Vec<i64>,
    pub width: u32,
    pub values: Vec<i64>,
}

/// The values of `value` when it is an integer (or `i1`) tensor computed from constants and
/// loop indices only, within [`MAX_ELEMENTS`]; `None` otherwise.
pub fn evaluate(value: Value) -> Option<Folded> {
    let (shape, element) = tensor_shape(value.r#type())?;
    let width = integer_width(&element.to_string())?;
    let count = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))?;
    if count > MAX_ELEMENTS || shape.iter().any(|&d| d <= 0) {
        return None;
    }
    let op = defining_op(value)?;
    let values = match op_name(&op) {
        "arith.constant" => constant_elements(&op, width, count)?,
        "tensor.expand_shape" | "tensor.collapse_shape" => evaluate(op.operand_at(0)?)?.values,
        "linalg.fill" => {
            let filled = defining_op(op.operand_at(0)?)?;
            vec![wrap(constant_value(&filled, width)?, width); count as usize]
        }
        "linalg.generic" => generic(&op, &shape, width)?,
        _ => return None,
    };
    Some(Folded { shape, width, values })
}

/// Whether `op` computes an integer tensor [`evaluate`] folds (it is then not lowered).
pub fn is_folded(op: &OperationRef) -> bool {
    matches!(
        op_name(op),
        "linalg.generic" | "linalg.fill" | "tensor.expand_shape" | "tensor.collapse_shape"
    ) && op.result_count() == 1
        && op.result_at(0).is_some_and(|r| evaluate(r.into()).is_some())
}

/// The dense elements attribute of a folded tensor of type `ty` (a weight's data).
pub fn attribute(folded: &Folded, ty: melior::ir::Type) -> mlir_sys::MlirAttribute {
    let n = folded.values.len() as isize;
    unsafe {
        match folded.width {
            1 => {
                let bits: Vec<i32> = folded.values.iter().map(|&v| i32::from(v != 0)).collect();
                mlir_sys::mlirDenseElementsAttrBoolGet(ty.to_raw(), n, bits.as_ptr())
            }
            8 => {
                let bytes: Vec<i8> = folded.values.iter().map(|&v| v as i8).collect();
                mlir_sys::mlirDenseElementsAttrInt8Get(ty.to_raw(), n, bytes.as_ptr())
            }
            16 => {
                let halves: Vec<i16> = folded.values.iter().map(|&v| v as i16).collect();
                mlir_sys::mlirDenseElementsAttrInt16Get(ty.to_raw(), n, halves.as_ptr())
            }
            32 => {
                let words: Vec<i32> = folded.values.iter().map(|&v| v as i32).collect();
                mlir_sys::mlirDenseElementsAttrInt32Get(ty.to_raw(), n, words.as_ptr())
            }
            _ => mlir_sys::mlirDenseElementsAttrInt64Get(ty.to_raw(), n, folded.values.as_ptr()),
        }
    }
}

fn integer_width(element: &str) -> Option<u32> {
    match element {
        "i1" => Some(1),
        "i8" => Some(8),
        "i16" => Some(16),
        "i32" => Some(32),
        "i64" | "index" => Some(64),
        _ => None,
    }
}

/// `v` wrapped to `width` bits, sign-extended (i1 true as 1, not -1).
fn wrap(v: i64, width: u32) -> i64 {
    match width {
        1 => v & 1,
        64 => v,
        w => (v << (64 - w)) >> (64 - w),
    }
}

/// `v`'s `width` bits read as unsigned.
fn unsigned(v: i64, width: u32) -> u64 {
    if width == 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << width) - 1)
    }
}

fn constant_elements(op: &OperationRef, width: u32, count: i64) -> Option<Vec<i64>> {
    let attribute = axe_dialects::ir::dense_resource::resolved(op.attribute("value").ok()?).ok()?;
    let raw = attribute.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADenseElements(raw) } {
        return None;
    }
    let splat = unsafe { mlir_sys::mlirDenseElementsAttrIsSplat(raw) };
    let read = |i: isize| -> i64 {
        let i = if splat { 0 } else { i };
        unsafe {
            match width {
                1 => i64::from(mlir_sys::mlirDenseElementsAttrGetBoolValue(raw, i)),
                8 => i64::from(mlir_sys::mlirDenseElementsAttrGetInt8Value(raw, i)),
                16 => i64::from(mlir_sys::mlirDenseElementsAttrGetInt16Value(raw, i)),
                32 => i64::from(mlir_sys::mlirDenseElementsAttrGetInt32Value(raw, i)),
                _ => mlir_sys::mlirDenseElementsAttrGetInt64Value(raw, i),
            }
        }
    };
    Some((0..count as isize).map(read).collect())
}

/// An all-parallel generic with one result written through the identity map, whose inputs
/// fold, evaluated at every point of its iteration space.
fn generic(op: &OperationRef, shape: &[i64], width: u32) -> Option<Vec<i64>> {
    if op.result_count() != 1 {
        return None;
    }
    let space = indexing_maps::read(op).ok()?;
    let inputs = op.operand_count().checked_sub(1)?;
    let identity: Vec<MapResult> = (0..shape.len()).map(MapResult::Dim).collect();
    if space.reduction.iter().any(|&r| r) || space.maps.get(inputs)?.results != identity {
        return None;
    }
    let folded: Vec<Folded> = (0..inputs)
        .map(|i| evaluate(op.operand_at(i)?))
        .collect::<Option<_>>()?;
    let block = op.region_at(0)?.first_block()?;
    let count: i64 = shape.iter().product();
    let mut out = Vec::with_capacity(count as usize);
    let mut point = vec![0i64; shape.len()];
    for _ in 0..count {
        let mut values: HashMap<usize, i64> = HashMap::new();
        for (i, input) in folded.iter().enumerate() {
            // Row-major offset of the input element the map reads.
            let offset = row_major(&space.maps[i].results, &input.shape, &point)?;
            values.insert(value_key(block.argument_at(i)?.into()), input.values[offset]);
        }
        out.push(wrap(body(&block, &point, &mut values)?, width));
        // The next point, last dimension fastest.
        for d in (0..shape.len()).rev() {
            point[d] += 1;
            if point[d] < shape[d] {
                break;
            }
            point[d] = 0;
        }
    }
    Some(out)
}

/// The row-major offset in a tensor of `shape` of the element an indexing map reads at `point`.
fn row_major(results: &[MapResult], shape: &[i64], point: &[i64]) -> Option<usize> {
    let mut offset = 0i64;
    for (r, &extent) in results.iter().zip(shape) {
        let index = match *r {
            MapResult::Dim(k) => *point.get(k)?,
            MapResult::Constant(c) => c,
            MapResult::Window(_) => return None,
        };
        if !(0..extent).contains(&index) {
            return None;
        }
        offset = offset * extent + index;
    }
    usize::try_from(offset).ok()
}

/// The value the body yields at `point`, its block arguments bound in `values`.
fn body(block: &melior::ir::BlockRef, point: &[i64], values: &mut HashMap<usize, i64>) -> Option<i64> {
    let mut current = block.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        let name = op_name(&op);
        let operand = |i: usize| -> Option<(i64, u32)> {
            let v = op.operand_at(i)?;
            let width = integer_width(&v.r#type().to_string())?;
            let known = values.get(&value_key(v)).copied();
            let value = known.or_else(|| constant_value(&defining_op(v)?, width))?;
            Some((wrap(value, width), width))
        };
        if name == "linalg.yield" {
            return operand(0).map(|(v, _)| v);
        }
        let result: Value = op.result_at(0)?.into();
        let width = integer_width(&result.r#type().to_string())?;
        let value = match name {
            "linalg.index" => *point.get(usize::try_from(int_attr(&op, "dim")?).ok()?)?,
            "arith.constant" => constant_value(&op, width)?,
            "arith.index_cast" | "arith.extsi" | "arith.trunci" => operand(0)?.0,
            "arith.index_castui" | "arith.extui" => {
                let (v, w) = operand(0)?;
                unsigned(v, w) as i64
            }
            "arith.addi" => operand(0)?.0.wrapping_add(operand(1)?.0),
            "arith.subi" => operand(0)?.0.wrapping_sub(operand(1)?.0),
            "arith.muli" => operand(0)?.0.wrapping_mul(operand(1)?.0),
            "arith.andi" => operand(0)?.0 & operand(1)?.0,
            "arith.ori" => operand(0)?.0 | operand(1)?.0,
            "arith.xori" => operand(0)?.0 ^ operand(1)?.0,
            "arith.maxsi" => operand(0)?.0.max(operand(1)?.0),
            "arith.minsi" => operand(0)?.0.min(operand(1)?.0),
            "arith.select" => {
                if operand(0)?.0 != 0 {
                    operand(1)?.0
                } else {
                    operand(2)?.0
                }
            }
            "arith.cmpi" => {
                let ((a, w), (b, _)) = (operand(0)?, operand(1)?);
                let (ua, ub) = (unsigned(a, w), unsigned(b, w));
                let holds = match CmpIPredicate::of(&op, "predicate")? {
                    CmpIPredicate::Eq => a == b,
                    CmpIPredicate::Ne => a != b,
                    CmpIPredicate::Slt => a < b,
                    CmpIPredicate::Sle => a <= b,
                    CmpIPredicate::Sgt => a > b,
                    CmpIPredicate::Sge => a >= b,
                    CmpIPredicate::Ult => ua < ub,
                    CmpIPredicate::Ule => ua <= ub,
                    CmpIPredicate::Ugt => ua > ub,
                    CmpIPredicate::Uge => ua >= ub,
                };
                i64::from(holds)
            }
            _ => return None,
        };
        values.insert(value_key(result), wrap(value, width));
    }
    None
}
