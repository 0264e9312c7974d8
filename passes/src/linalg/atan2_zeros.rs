//! `math.atan2 y, x` with its both-zero case spelled out. Upstream MLIR folds atan2(±0, ±0)
//! to NaN where C, numpy and torch give +0, +π, -0 or -π by the signs, and a fold cannot be
//! overridden: once constants propagate through a kernel (a reduction of zeros, a comparison
//! of a value with itself), `canonicalize` meets exactly such pairs (linalg fuzzer, seed 302:
//! NaN from axe, 0 from the interpreter and from upstream's own lowering). So before anything
//! folds, every scalar float atan2 gets `x' = select(y == 0 and x == 0, copysign(1, x), x)`:
//! atan2(±0, ±1) is C's atan2(±0, ±0), and every other pair keeps its x.

use axe_dialects::ir::enums::CmpFPredicate;
use axe_dialects::ir::read::{for_each_nested, op_name};
use melior::ir::{
    attribute::{Attribute, IntegerAttribute},
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    BlockLike, Identifier, OperationRef, TypeLike, Value, ValueLike,
};
use melior::Context;

/// Guards every `math.atan2` on scalar floats under `root`.
pub fn guard_all<'c, 'a>(context: &'c Context, root: &OperationRef<'c, 'a>) {
    let mut found = Vec::new();
    for_each_nested(root, &mut |op| {
        if op_name(&op) == "math.atan2" && op.result(0).is_ok_and(|r| r.r#type().is_float()) {
            found.push(op);
        }
    });
    for op in found {
        guard(context, op);
    }
}

/// `builder`'s op, inserted before `at`; its one result.
fn insert_before<'c, 'a>(at: OperationRef<'c, 'a>, builder: OperationBuilder<'c>) -> Value<'c, 'a> {
    let block = at.block().expect("in a block");
    let op = block.insert_operation_before(at, builder.build().expect("a valid op"));
    op.result(0).expect("one result").into()
}

fn guard<'c, 'a>(context: &'c Context, atan2: OperationRef<'c, 'a>) {
    let (Some(_), Ok(y), Ok(x)) = (atan2.block(), atan2.operand(0), atan2.operand(1)) else {
        return;
    };
    let location = atan2.location();
    let ty = x.r#type();
    let bool_type = IntegerType::new(context, 1).into();
    let insert = |builder: OperationBuilder<'c>| insert_before(atan2, builder);
    let constant = |value: f64| {
        let attribute = Attribute::parse(context, &format!("{value:?} : {ty}")).expect("a float attribute");
        insert(
            OperationBuilder::new("arith.constant", location)
                .add_attributes(&[(Identifier::new(context, "value"), attribute)])
                .add_results(&[ty]),
        )
    };
    let is_zero = |v: Value<'c, 'a>| {
        let oeq = IntegerAttribute::new(IntegerType::new(context, 64).into(), CmpFPredicate::Oeq.code()).into();
        let zero = constant(0.0);
        insert(
            OperationBuilder::new("arith.cmpf", location)
                .add_operands(&[v, zero])
                .add_attributes(&[(Identifier::new(context, "predicate"), oeq)])
                .add_results(&[bool_type]),
        )
    };
    let (y_zero, x_zero) = (is_zero(y), is_zero(x));
    let both = insert(
        OperationBuilder::new("arith.andi", location)
            .add_operands(&[y_zero, x_zero])
            .add_results(&[bool_type]),
    );
    let one = constant(1.0);
    let signed_one = insert(
        OperationBuilder::new("math.copysign", location)
            .add_operands(&[one, x])
            .add_results(&[ty]),
    );
    let guarded = insert(
        OperationBuilder::new("arith.select", location)
            .add_operands(&[both, signed_one, x])
            .add_results(&[ty]),
    );
    unsafe { mlir_sys::mlirOperationSetOperand(atan2.to_raw(), 1, guarded.to_raw()) };
}
