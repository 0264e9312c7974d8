//! `math.atan2 y, x` with its both-zero case spelled out. Upstream MLIR folds atan2(±0, ±0)
//! to NaN where C, numpy and torch give +0, +π, -0 or -π by the signs, and a fold cannot be
//! overridden: once constants propagate through a kernel (a reduction of zeros, a comparison
//! of a value with itself), `canonicalize` meets exactly such pairs (linalg fuzzer, seed 302:
//! NaN from axe, 0 from the interpreter and from upstream's own lowering). So before anything
//! folds, every scalar float atan2 gets `x' = select(y == 0 and x == 0, copysign(1, x), x)`:
//! atan2(±0, ±1) is C's atan2(±0, ±0), and every other pair keeps its x.

use crate::kernel_ir::build::Builder;
use axe_dialects::ir::enums::CmpFPredicate;
use axe_dialects::ir::read::{for_each_nested, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, OperationRef, TypeLike, ValueLike};
use melior::Context;

/// Guards every `math.atan2` on scalar floats under `root`.
pub fn guard_all<'c, 'a>(context: &'c Context, root: &OperationRef<'c, 'a>) {
    let mut found = Vec::new();
    for_each_nested(root, &mut |op| {
        if op_name(&op) == "math.atan2" && op.result_at(0).is_some_and(|r| r.r#type().is_float()) {
            found.push(op);
        }
    });
    for op in found {
        guard(context, op);
    }
}

fn guard<'c, 'a>(context: &'c Context, atan2: OperationRef<'c, 'a>) {
    let (Ok(y), Ok(x)) = (atan2.operand(0), atan2.operand(1)) else {
        return;
    };
    let b = Builder::before(context, atan2);
    let zero = b.constant(x.r#type(), 0.0);
    let both_zero = b.binary(
        "arith.andi",
        b.cmpf(CmpFPredicate::Oeq, y, zero),
        b.cmpf(CmpFPredicate::Oeq, x, zero),
    );
    let signed_one = b.binary("math.copysign", b.constant(x.r#type(), 1.0), x);
    let guarded = b.select(both_zero, signed_one, x);
    unsafe { mlir_sys::mlirOperationSetOperand(atan2.to_raw(), 1, guarded.to_raw()) };
}
