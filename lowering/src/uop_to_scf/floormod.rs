//! `uop.floormod` (Python's `%`, the remainder of `arith.floordivsi`) in
//! exact upstream arith: the truncating remainder, corrected by the divisor
//! where it is non-zero and its sign differs from the divisor's:
//!
//! ```text
//! r = remsi(a, b);  floormod(a, b) = (r != 0 && (r < 0) != (b < 0)) ? r + b : r
//! ```
//!
//! `r + b` cannot overflow (|r| < |b| and the signs differ). Division by zero
//! stays undefined, as for `arith.remsi` and the op itself. The operands may
//! be scalars or vectors of one type (a floor remainder of an index that
//! varies along the simd lanes, as a convolution's windowed index does): the
//! same expansion lane by lane, with `vector<N x i1>` conditions.

use super::ops;
use axe_dialects::ir::enums::CmpIPredicate;
use melior::{
    ir::{
        attribute::IntegerAttribute, r#type::IntegerType, Attribute, Location, Operation, Type, TypeLike, Value,
        ValueLike,
    },
    Context,
};

const NE: i64 = CmpIPredicate::Ne.code();
const SLT: i64 = CmpIPredicate::Slt.code();

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
    let bool_type: Type = IntegerType::new(context, 1).into();
    let lanes = (unsafe { mlir_sys::mlirTypeIsAVector(ty.to_raw()) })
        .then(|| unsafe { mlir_sys::mlirShapedTypeGetDimSize(ty.to_raw(), 0) });
    let (i1, zero) = match lanes {
        None => (bool_type, ops::int_constant(context, ty, 0, location)),
        Some(n) => {
            let splat =
                Attribute::parse(context, &format!("dense<0> : {ty}")).expect("a zero splat of the vector type");
            let zero = ops::generic(context, "arith.constant", &[("value", splat)], &[], Some(ty), location);
            (ops::vector_type(bool_type, n), zero)
        }
    };
    let compare = |predicate: i64, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>| {
        let code: Attribute = IntegerAttribute::new(IntegerType::new(context, 64).into(), predicate).into();
        ops::generic(
            context,
            "arith.cmpi",
            &[("predicate", code)],
            &[lhs, rhs],
            Some(i1),
            location,
        )
    };
    let r = emit(ops::op("arith.remsi", &[a, b], ty, location));
    let zero = emit(zero);
    let nonzero = emit(compare(NE, r, zero));
    let r_negative = emit(compare(SLT, r, zero));
    let b_negative = emit(compare(SLT, b, zero));
    let signs_differ = emit(ops::op("arith.xori", &[r_negative, b_negative], i1, location));
    let adjust = emit(ops::op("arith.andi", &[nonzero, signs_differ], i1, location));
    let adjusted = emit(ops::op("arith.addi", &[r, b], ty, location));
    emit(ops::op("arith.select", &[adjust, adjusted, r], ty, location))
}
