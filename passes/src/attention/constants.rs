//! The constants an attention is written with, read as numbers: a scale (an f32 constant, or
//! an f64 one narrowed in the body), a splat tensor of zeros, -inf or `true` (a mask's two
//! values, the zeros of a fully masked row), and the value a `linalg.fill` starts from.

use super::scalar_function::operand;
use axe_dialects::ir::read::{defining_op, filled_float, filled_int, float_constant, op_name, splat_element};
use melior::ir::{
    attribute::{FloatAttribute, IntegerAttribute},
    operation::OperationLike,
    OperationRef, Value,
};

/// The number `value` always is: a float `arith.constant` (scalar, or a splat tensor, 0-d
/// included), possibly through `arith.truncf` / `arith.extf`.
pub fn float_value(value: Value) -> Option<f64> {
    let op = defining_op(value)?;
    match op_name(&op) {
        "arith.truncf" | "arith.extf" => float_value(operand(&op, 0)?),
        "arith.constant" => float_constant(&op).or_else(|| {
            let element = FloatAttribute::try_from(splat_of(&op)?).ok()?;
            Some(element.value())
        }),
        _ => None,
    }
}

/// Whether `value` is a splat `i1` tensor constant of `true`.
pub fn all_true(value: Value) -> bool {
    defining_op(value)
        .filter(|op| op_name(op) == "arith.constant")
        .and_then(|op| IntegerAttribute::try_from(splat_of(&op)?).ok())
        .is_some_and(|element| element.value() & 1 == 1)
}

/// Whether `init` is a `linalg.fill` of the float `v` (an accumulator starting there).
pub fn filled_with(init: Value, v: f64) -> bool {
    filled_float(init).is_some_and(|f| f == v)
}

/// Whether `init` is a `linalg.fill` of `true`.
pub fn filled_true(init: Value) -> bool {
    filled_int(init, 1) == Some(1)
}

/// The one element of a splat dense constant.
fn splat_of<'c>(op: &OperationRef<'c, '_>) -> Option<melior::ir::Attribute<'c>> {
    splat_element(op.attribute("value").ok()?)
}
