//! Whether a buffered value is pure movement: one load, maybe converted to
//! another type (a cast costs less than the load it follows) and filled by
//! pads (`select(inside, load, constant)`, as rangeify writes a pad: the condition is
//! index arithmetic, not a comparison of values as relu's).
//! Inlining such a buffer into a read makes that read one gated load of the
//! source, never a recomputation, however many reads there are (tinygrad's
//! `remove_bufferize` has no buffer limit: a padded 3x3 stencil reads its pad
//! 9 times and stays one kernel; `a.float() @ b.float()` reads the halves).

use axe_dialects::ir::read::{defining_op, op_name};
use melior::ir::{operation::OperationLike, Value};

pub fn is_pure_movement(value: Value) -> bool {
    let mut v = value;
    loop {
        let Some(op) = defining_op(v) else { return false };
        match op_name(&op) {
            "uop.load" => return true,
            name if CASTS.contains(&name) => v = op.operand(0).expect("a cast has an operand"),
            // A pad's condition is index arithmetic; relu's `select(x > 0, x, 0)` computes.
            "arith.select"
                if is_constant(op.operand(2).expect("select has three operands"))
                    && !super::arithmetic::computes(op.operand(0).expect("select has three operands")) =>
            {
                v = op.operand(1).expect("select has three operands");
            }
            _ => return false,
        }
    }
}

/// Whether `value`, pure movement ([`is_pure_movement`]), fills a pad: a
/// `select(inside, load, constant)` on its way to the load.
pub fn is_padded(value: Value) -> bool {
    let mut v = value;
    while let Some(op) = defining_op(v) {
        match op_name(&op) {
            "arith.select" => return true,
            name if CASTS.contains(&name) => v = op.operand(0).expect("a cast has an operand"),
            _ => return false,
        }
    }
    false
}

/// Whether `name` converts one value to another type.
pub fn is_cast(name: &str) -> bool {
    CASTS.contains(&name)
}

/// Conversions of one value to another type.
const CASTS: &[&str] = &[
    "arith.extf",
    "arith.truncf",
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "arith.sitofp",
    "arith.uitofp",
    "arith.fptosi",
    "arith.fptoui",
    "arith.bitcast",
    "arith.index_cast",
    "uop.cast",
];

fn is_constant(value: Value) -> bool {
    defining_op(value).is_some_and(|op| op_name(&op) == "arith.constant")
}
