//! `math.atan2 y, x` with its both-zero case spelled out. Upstream MLIR folds atan2(±0, ±0)
//! to NaN where C, numpy and torch give ±0 or ±π by the signs, and once constants propagate
//! through a kernel (a reduction of zeros, a comparison of a value with itself) `canonicalize`
//! meets exactly such pairs (linalg fuzzer, seed 302: NaN from axe, 0 from the interpreter and
//! upstream's own lowering). A fold cannot be overridden, so the op never sees two zeros:
//! where y and x are both ±0, x becomes copysign(1, x), and atan2(±0, ±1) is the value C
//! gives for atan2(±0, ±0). Every other pair keeps its x, so the result is unchanged.

use super::tensor_builder::{element_of, shape_of, TensorBuilder};
use axe_dialects::ir::enums::CmpFPredicate;
use melior::ir::{attribute::Attribute, operation::OperationBuilder, Identifier, Location, Value};

/// `math.atan2 y, x'` on tensors, `x'` as above, with the attributes (fastmath flags) of the
/// original op.
pub fn atan2<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    y: Value<'c, 'a>,
    x: Value<'c, 'a>,
    attributes: &[(Identifier<'c>, Attribute<'c>)],
    location: Location<'c>,
) -> Value<'c, 'a> {
    let (element, shape) = (element_of(x), shape_of(x));
    let zero = b.float_splat(0.0, element, &shape);
    let one = b.float_splat(1.0, element, &shape);
    let y_zero = b.compare(CmpFPredicate::Oeq.code(), y, zero);
    let x_zero = b.compare(CmpFPredicate::Oeq.code(), x, zero);
    let both_zero = b.arith("arith.andi", &[y_zero, x_zero], element_of(y_zero));
    let signed_one = b.arith("math.copysign", &[one, x], element);
    let x = b.select(both_zero, signed_one, x);
    b.insert(
        OperationBuilder::new("math.atan2", location)
            .add_operands(&[y, x])
            .add_attributes(attributes)
            .add_results(&[b.tensor_type(&shape, element)]),
    )
}
