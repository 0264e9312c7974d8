//! `value[r := e]`: clones the ops between the ranges and `value` with the
//! ranges replaced (tinygrad's `substitute`), leaving the rest shared.

use super::{build::Builder, deps::RangeDeps};
use axe_dialects::ir::read::{defining_op, op_name, value_key};
use melior::ir::{operation::OperationLike, OperationRef, Value};
use std::collections::HashMap;

/// `value` with every range in `map` (by `value_key`) replaced by its
/// image; new ops go before `at.before`. The images must dominate it.
pub fn substitute<'c, 'a>(
    at: &Builder<'c, 'a>,
    deps: &mut RangeDeps,
    value: Value<'c, 'a>,
    map: &HashMap<usize, Value<'c, 'a>>,
) -> Value<'c, 'a> {
    let mut memo = HashMap::new();
    go(at, deps, value, map, &mut memo)
}

fn go<'c, 'a>(
    at: &Builder<'c, 'a>,
    deps: &mut RangeDeps,
    value: Value<'c, 'a>,
    map: &HashMap<usize, Value<'c, 'a>>,
    memo: &mut HashMap<usize, Value<'c, 'a>>,
) -> Value<'c, 'a> {
    let key = value_key(value);
    if let Some(&image) = map.get(&key) {
        return image;
    }
    if let Some(&done) = memo.get(&key) {
        return done;
    }
    if !deps.of(value).iter().any(|r| map.contains_key(r)) {
        return value;
    }
    let op: OperationRef = defining_op(value).expect("a value that varies with a range is an op result");
    debug_assert_ne!(op_name(&op), "uop.range");
    let operands: Vec<Value> = op.operands().collect();
    let new_operands: Vec<Value> = operands.iter().map(|v| go(at, deps, *v, map, memo)).collect();
    let clone = at.clone_with(op, &new_operands);
    let index = (0..op.result_count())
        .find(|&i| op.result(i).map(|r| value_key(r.into())) == Ok(key))
        .unwrap_or(0);
    let image: Value = clone.result(index).expect("same results").into();
    memo.insert(key, image);
    image
}
