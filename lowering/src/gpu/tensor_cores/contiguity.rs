//! When a load of a contraction's operand may become 16-byte `cp.async` copies: eight
//! consecutive steps of one range must be eight consecutive elements of the last dimension,
//! starting 16 bytes aligned whatever the other ranges are. That is proved on the `uop.index`:
//!
//! - the buffer is a kernel parameter (an allocation, 256-byte aligned by `cuMemAlloc`), or a
//!   reshape of one, of static identity layout whose last extent is a multiple of 8;
//! - every index is an affine form `constant + sum coefficient * range` (through `addi`,
//!   `subi`, `muli` by a constant and index casts);
//! - the range appears only in the last index, with coefficient 1;
//! - the last index's constant and its other coefficients are multiples of 8.
//!
//! Then, with the range at a multiple of 8, the last index is a multiple of 8 and below its
//! extent, so the eight elements are in one row and the first sits on 8 x 2 bytes (f16).

use axe_dialects::ir::read::{constant_of, defining_op, op_name, value_key};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, OperationRef, Value, ValueLike};
use std::collections::HashMap;

/// Elements per 16-byte copy of 16-bit elements.
pub const CHUNK: i64 = 8;

/// `constant + sum coefficients[range] * range`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Affine {
    pub(crate) constant: i64,
    pub(crate) coefficients: HashMap<usize, i64>,
}

impl Affine {
    pub(crate) fn combine(mut self, other: Affine, sign: i64) -> Option<Affine> {
        self.constant = self.constant.checked_add(other.constant.checked_mul(sign)?)?;
        for (range, c) in other.coefficients {
            let entry = self.coefficients.entry(range).or_insert(0);
            *entry = entry.checked_add(c.checked_mul(sign)?)?;
        }
        Some(self)
    }

    pub(crate) fn scale(mut self, k: i64) -> Option<Affine> {
        self.constant = self.constant.checked_mul(k)?;
        for c in self.coefficients.values_mut() {
            *c = c.checked_mul(k)?;
        }
        Some(self)
    }
}

/// `value` as an affine form over `ranges` (value keys), if it is one.
pub(crate) fn affine(value: Value, ranges: &[usize]) -> Option<Affine> {
    if ranges.contains(&value_key(value)) {
        return Some(Affine {
            constant: 0,
            coefficients: HashMap::from([(value_key(value), 1)]),
        });
    }
    if let Some(c) = constant_of(value, 64) {
        return Some(Affine {
            constant: c,
            coefficients: HashMap::new(),
        });
    }
    let op = defining_op(value)?;
    let operand = |i: usize| op.operand_at(i);
    match op_name(&op) {
        "arith.addi" | "index.add" => affine(operand(0)?, ranges)?.combine(affine(operand(1)?, ranges)?, 1),
        "arith.subi" | "index.sub" => affine(operand(0)?, ranges)?.combine(affine(operand(1)?, ranges)?, -1),
        "arith.muli" | "index.mul" => match (constant_of(operand(0)?, 64), constant_of(operand(1)?, 64)) {
            (_, Some(k)) => affine(operand(0)?, ranges)?.scale(k),
            (Some(k), _) => affine(operand(1)?, ranges)?.scale(k),
            _ => None,
        },
        "arith.index_cast" | "arith.index_castui" => affine(operand(0)?, ranges),
        _ => None,
    }
}

/// Whether the load at `index` reads [`CHUNK`] consecutive, 16-byte aligned elements for
/// [`CHUNK`] consecutive steps of `contiguous` from a multiple of [`CHUNK`], at any value of the
/// other `ranges`.
pub fn copies_in_chunks(index: &OperationRef, contiguous: usize, ranges: &[usize]) -> bool {
    let buffer = index.operand(0).expect("uop.index has a buffer");
    let Some((shape, _)) = axe_passes::kernel_ir::static_identity_memref(buffer.r#type()) else {
        return false;
    };
    if !is_parameter(buffer) || shape.last().is_none_or(|&n| n % CHUNK != 0) {
        return false;
    }
    let (indices, gate) = crate::schedule::access::index_operands(index);
    if gate.is_some() || indices.len() != shape.len() {
        return false;
    }
    let Some(forms) = indices.iter().map(|&v| affine(v, ranges)).collect::<Option<Vec<_>>>() else {
        return false;
    };
    let (last, others) = forms.split_last().expect("a memref of rank >= 1");
    let only_last = others
        .iter()
        .all(|f| f.coefficients.get(&contiguous).is_none_or(|&c| c == 0));
    let aligned = last.constant % CHUNK == 0
        && last
            .coefficients
            .iter()
            .all(|(&r, &c)| if r == contiguous { c == 1 } else { c % CHUNK == 0 });
    only_last && aligned && last.coefficients.get(&contiguous) == Some(&1)
}

/// Whether `value` is a parameter of the function around it (an argument of its entry block),
/// or a reshape of one (`memref.collapse_shape` / `expand_shape`: the same allocation, read
/// row-major).
fn is_parameter(value: Value) -> bool {
    if let Some(reshape) =
        defining_op(value).filter(|op| matches!(op_name(op), "memref.collapse_shape" | "memref.expand_shape"))
    {
        return reshape.operand_at(0).is_some_and(|source| {
            axe_passes::kernel_ir::static_identity_memref(source.r#type()).is_some() && is_parameter(source)
        });
    }
    unsafe {
        let raw = value.to_raw();
        if !mlir_sys::mlirValueIsABlockArgument(raw) {
            return false;
        }
        let block = mlir_sys::mlirBlockArgumentGetOwner(raw);
        let function = mlir_sys::mlirBlockGetParentOperation(block);
        if function.ptr.is_null() || mlir_sys::mlirOperationGetNumRegions(function) == 0 {
            return false;
        }
        let name = melior::ir::OperationRef::from_raw(function);
        op_name(&name) == "func.func"
            && mlir_sys::mlirRegionGetFirstBlock(mlir_sys::mlirOperationGetRegion(function, 0)).ptr == block.ptr
    }
}
