//! Tensors a program computes from constants and loop indices only, evaluated at compile
//! time: torch-mlir's causal masks are an iota (`linalg.index`, or TOSA's constant
//! `[0, 1, ..., n-1]`), the difference of two broadcasts of it, a comparison and an `and`
//! with a constant mask; through ONNX, `tril` of a constant of ones (a `select` on the
//! indices), compared with 0 and turned into 0 / -inf by another `select`. NKI has no int64
//! tiles, no loop indices in an elementwise op and no reason to compute them per call: the
//! conversion skips the ops that compute such a tensor, and whatever reads it loads it as a
//! weight holding the values (`Lowering::input`).
//!
//! Values follow `arith`'s integer semantics: every result wraps to its type's width, `i1`
//! true is 1, comparisons are signed or unsigned as the predicate says, `index` is 64 bits.
//! Float values (f32, f64) are carried as their bits and only moved, selected and compared
//! (`arith.cmpf`, NaN unordered): no float arithmetic, so folding rounds nothing. A float
//! tensor is folded only where a loop index feeds it (a mask); one of constants alone (a
//! weight's transpose, a fill) is left to the kernels that read it.

use crate::linalg::indexing_maps::{self, MapResult};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::enums::{CmpFPredicate, CmpIPredicate};
use axe_dialects::ir::read::{constant_value, defining_op, float_constant, int_attr, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{
    attribute::AttributeLike, operation::OperationLike, r#type::TypeLike, BlockLike, OperationRef, RegionLike, Value,
    ValueLike,
};
use std::collections::HashMap;

/// The most elements a folded tensor may have (a mask of 256 x 256): a bound on the work and
/// on the weight it becomes.
const MAX_ELEMENTS: i64 = 1 << 16;

/// A tensor's values, row-major, each sign-extended from its element type's width (a float's
/// bits).
pub struct Folded {
    pub shape: Vec<i64>,
    pub width: u32,
    pub float: bool,
    pub values: Vec<i64>,
    /// Whether a `linalg.index` feeds the values.
    pub from_indices: bool,
}

/// The values of `value` when it is an integer (or `i1`), f32 or f64 tensor computed from
/// constants and loop indices only, within [`MAX_ELEMENTS`]; `None` otherwise.
pub fn evaluate(value: Value) -> Option<Folded> {
    let (shape, element) = tensor_shape(value.r#type())?;
    let (width, float) = element_bits(&element.to_string())?;
    let count = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))?;
    if count > MAX_ELEMENTS || shape.iter().any(|&d| d <= 0) {
        return None;
    }
    let op = defining_op(value)?;
    let (values, from_indices) = match op_name(&op) {
        "arith.constant" => (constant_elements(&op, width, float, count)?, false),
        "tensor.expand_shape" | "tensor.collapse_shape" => {
            let folded = evaluate(op.operand_at(0)?)?;
            (folded.values, folded.from_indices)
        }
        "linalg.fill" => {
            let filled = defining_op(op.operand_at(0)?)?;
            (vec![scalar_constant(&filled, width, float)?; count as usize], false)
        }
        "linalg.generic" => generic(&op, &shape, width)?,
        _ => return None,
    };
    Some(Folded {
        shape,
        width,
        float,
        values,
        from_indices,
    })
}

/// Whether `op` computes a tensor [`evaluate`] folds, integer or a float mask (it is then not
/// lowered).
pub fn is_folded(op: &OperationRef) -> bool {
    matches!(
        op_name(op),
        "linalg.generic" | "linalg.fill" | "tensor.expand_shape" | "tensor.collapse_shape"
    ) && op.result_count() == 1
        && op
            .result_at(0)
            .and_then(|r| evaluate(r.into()))
            .is_some_and(|folded| !folded.float || folded.from_indices)
}

/// The dense elements attribute of a folded tensor of type `ty` (a weight's data).
pub fn attribute(folded: &Folded, ty: melior::ir::Type) -> mlir_sys::MlirAttribute {
    let n = folded.values.len() as isize;
    unsafe {
        match (folded.float, folded.width) {
            (true, 32) => {
                let floats: Vec<f32> = folded.values.iter().map(|&v| f32::from_bits(v as u32)).collect();
                mlir_sys::mlirDenseElementsAttrFloatGet(ty.to_raw(), n, floats.as_ptr())
            }
            (true, _) => {
                let doubles: Vec<f64> = folded.values.iter().map(|&v| f64::from_bits(v as u64)).collect();
                mlir_sys::mlirDenseElementsAttrDoubleGet(ty.to_raw(), n, doubles.as_ptr())
            }
            (_, 1) => {
                let bits: Vec<i32> = folded.values.iter().map(|&v| i32::from(v != 0)).collect();
                mlir_sys::mlirDenseElementsAttrBoolGet(ty.to_raw(), n, bits.as_ptr())
            }
            (_, 8) => {
                let bytes: Vec<i8> = folded.values.iter().map(|&v| v as i8).collect();
                mlir_sys::mlirDenseElementsAttrInt8Get(ty.to_raw(), n, bytes.as_ptr())
            }
            (_, 16) => {
                let halves: Vec<i16> = folded.values.iter().map(|&v| v as i16).collect();
                mlir_sys::mlirDenseElementsAttrInt16Get(ty.to_raw(), n, halves.as_ptr())
            }
            (_, 32) => {
                let words: Vec<i32> = folded.values.iter().map(|&v| v as i32).collect();
                mlir_sys::mlirDenseElementsAttrInt32Get(ty.to_raw(), n, words.as_ptr())
            }
            _ => mlir_sys::mlirDenseElementsAttrInt64Get(ty.to_raw(), n, folded.values.as_ptr()),
        }
    }
}

/// An element type's width and whether it is a float (folded as its bits).
fn element_bits(element: &str) -> Option<(u32, bool)> {
    match element {
        "i1" => Some((1, false)),
        "i8" => Some((8, false)),
        "i16" => Some((16, false)),
        "i32" => Some((32, false)),
        "i64" | "index" => Some((64, false)),
        "f32" => Some((32, true)),
        "f64" => Some((64, true)),
        _ => None,
    }
}

/// The value of a scalar `arith.constant` (a float's bits), wrapped to `width`.
fn scalar_constant(op: &OperationRef, width: u32, float: bool) -> Option<i64> {
    if !float {
        return constant_value(op, width).map(|v| wrap(v, width));
    }
    let value = float_constant(op)?;
    // The attribute holds an f32 exactly, so narrowing its f64 value is exact.
    Some(if width == 32 {
        i64::from((value as f32).to_bits())
    } else {
        value.to_bits() as i64
    })
}

/// A float's value from the bits [`Folded`] carries.
fn float_of(bits: i64, width: u32) -> f64 {
    if width == 32 {
        f64::from(f32::from_bits(bits as u32))
    } else {
        f64::from_bits(bits as u64)
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

fn constant_elements(op: &OperationRef, width: u32, float: bool, count: i64) -> Option<Vec<i64>> {
    let attribute = axe_dialects::ir::dense_resource::resolved(op.attribute("value").ok()?).ok()?;
    let raw = attribute.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADenseElements(raw) } {
        return None;
    }
    let splat = unsafe { mlir_sys::mlirDenseElementsAttrIsSplat(raw) };
    let read = |i: isize| -> i64 {
        let i = if splat { 0 } else { i };
        match (float, width) {
            (true, 32) => i64::from(unsafe { mlir_sys::mlirDenseElementsAttrGetFloatValue(raw, i) }.to_bits()),
            (true, _) => unsafe { mlir_sys::mlirDenseElementsAttrGetDoubleValue(raw, i) }.to_bits() as i64,
            (false, _) => axe_dialects::ir::read::dense_integer_at(raw, width, i),
        }
    };
    Some((0..count as isize).map(read).collect())
}

/// An all-parallel generic with one result written through the identity map, whose inputs
/// fold, evaluated at every point of its iteration space; and whether a loop index feeds it.
fn generic(op: &OperationRef, shape: &[i64], width: u32) -> Option<(Vec<i64>, bool)> {
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
    let from_indices = folded.iter().any(|f| f.from_indices)
        || std::iter::successors(block.first_operation(), |inner| inner.next_in_block())
            .any(|inner| op_name(&inner) == "linalg.index");
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
    Some((out, from_indices))
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
            let (width, float) = element_bits(&v.r#type().to_string())?;
            let known = values.get(&value_key(v)).copied();
            let value = known.or_else(|| scalar_constant(&defining_op(v)?, width, float))?;
            Some((wrap(value, width), width))
        };
        if name == "linalg.yield" {
            return operand(0).map(|(v, _)| v);
        }
        let result: Value = op.result_at(0)?.into();
        let (width, float) = element_bits(&result.r#type().to_string())?;
        let value = match name {
            "linalg.index" => *point.get(usize::try_from(int_attr(&op, "dim")?).ok()?)?,
            "arith.constant" => scalar_constant(&op, width, float)?,
            "arith.index_cast" | "arith.extsi" | "arith.trunci" => operand(0)?.0,
            "arith.index_castui" | "arith.extui" => {
                let (v, w) = operand(0)?;
                unsigned(v, w) as i64
            }
            // Integer ops only: a float `select` moves bits, and no other float op folds.
            _ if float && name != "arith.select" => return None,
            "arith.cmpf" => {
                let ((a, w), (b, _)) = (operand(0)?, operand(1)?);
                let predicate = CmpFPredicate::of(&op, "predicate")?.code();
                i64::from(axe_values::scalar::cmpf(predicate, float_of(a, w), float_of(b, w)).ok()?)
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
