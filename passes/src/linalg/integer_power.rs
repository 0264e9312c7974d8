//! `math.fpowi x, n` with a constant `n`, as the multiplications that LLVM's `llvm.powi` (its
//! lowering) performs: compiler-rt's `__powisf2` / `__powidf2` binary powering, `r *= a` for
//! each set bit of `|n|` from the lowest, `a *= a` between bits, `1 / r` for a negative `n`.
//! torch-mlir writes `x ** 3` (GELU's tanh form) this way; as multiplications it vectorizes
//! like any other elementwise op, and `x * (x * x)` is torch's `x * x * x` exactly.

use super::tensor_builder::{element_of, TensorBuilder};
use melior::ir::Value;

/// `x ^ n` over tensors, with the attributes (fastmath flags) of the original op.
pub fn expand<'c, 'a>(b: &TensorBuilder<'c, 'a>, x: Value<'c, 'a>, n: i64) -> Value<'c, 'a> {
    let element = element_of(x);
    let mut bits = n.unsigned_abs();
    let mut power = x;
    let mut result: Option<Value> = None;
    loop {
        if bits & 1 == 1 {
            // The first factor is 1 * a, which is a.
            result = Some(match result {
                None => power,
                Some(r) => b.arith("arith.mulf", &[r, power], element),
            });
        }
        bits >>= 1;
        if bits == 0 {
            break;
        }
        power = b.arith("arith.mulf", &[power, power], element);
    }
    let shape = super::tensor_builder::shape_of(x);
    let result = result.unwrap_or_else(|| b.float_splat(1.0, element, &shape));
    if n < 0 {
        let one = b.float_splat(1.0, element, &shape);
        b.arith("arith.divf", &[one, result], element)
    } else {
        result
    }
}
