//! `uop.floormod` (Python's `%`, the remainder of `arith.floordivsi`) in
//! exact upstream arith: the truncating remainder, corrected by the divisor
//! where it is non-zero and its sign differs from the divisor's:
//!
//! ```text
//! r = remsi(a, b);  floormod(a, b) = (r != 0 && (r < 0) != (b < 0)) ? r + b : r
//! ```
//!
//! `r + b` cannot overflow (|r| < |b| and the signs differ). Division by zero
//! stays undefined, as for `arith.remsi` and the op itself.

use super::ops;
use melior::{
    ir::{Location, Operation, Value, ValueLike},
    Context,
};

const NE: i64 = 1;
const SLT: i64 = 2;

/// Emits the expansion through `emit` (which inserts an op and returns its
/// result); returns the floor remainder.
pub fn expand<'c, 'a>(
    context: &'c Context,
    a: Value<'c, 'a>,
    b: Value<'c, 'a>,
    location: Location<'c>,
    emit: &mut dyn FnMut(Operation<'c>) -> Value<'c, 'a>,
) -> Value<'c, 'a> {
    let ty = a.r#type();
    let i1 = melior::ir::r#type::IntegerType::new(context, 1).into();
    let r = emit(ops::op("arith.remsi", &[a, b], ty, location));
    let zero = emit(ops::int_constant(context, ty, 0, location));
    let nonzero = emit(ops::cmpi(context, NE, r, zero, location));
    let r_negative = emit(ops::cmpi(context, SLT, r, zero, location));
    let b_negative = emit(ops::cmpi(context, SLT, b, zero, location));
    let signs_differ = emit(ops::op("arith.xori", &[r_negative, b_negative], i1, location));
    let adjust = emit(ops::op("arith.andi", &[nonzero, signs_differ], i1, location));
    let adjusted = emit(ops::op("arith.addi", &[r, b], ty, location));
    emit(ops::op("arith.select", &[adjust, adjusted, r], ty, location))
}
