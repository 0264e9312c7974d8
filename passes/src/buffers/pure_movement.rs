//! Whether a buffered value is pure movement: one load, maybe filled by pads
//! (`select(inside, load, constant)`, as rangeify writes a pad). Inlining
//! such a buffer into a read makes that read one gated load of the source,
//! never a recomputation, however many reads there are (tinygrad's
//! `remove_bufferize` has no buffer limit: a padded 3x3 stencil reads its pad
//! 9 times and stays one kernel).

use crate::mlir::ir::{defining_op, op_name};
use melior::ir::{Value, operation::OperationLike};

pub fn is_pure_movement(value: Value) -> bool {
    let mut v = value;
    loop {
        let Some(op) = defining_op(v) else { return false };
        match op_name(&op).as_str() {
            "uop.load" => return true,
            "arith.select" if is_constant(op.operand(2).expect("select has three operands")) => {
                v = op.operand(1).expect("select has three operands");
            }
            _ => return false,
        }
    }
}

fn is_constant(value: Value) -> bool {
    defining_op(value).is_some_and(|op| op_name(&op) == "arith.constant")
}
