//! Recognizing the causal mask torch-mlir builds for `is_causal=True`: over (query `i`, key
//! `j`), `select(j - i <= 0 [and true], 0, -inf)`, the difference taken of two views of one
//! `arange` (`linalg.index 0` cast to an integer) broadcast along the keys and the queries.
//! Anything else added to the scores is an additive mask.

use super::constants::{all_true, float_value};
use super::recognize::through_reshapes;
use super::scalar_function::{ScalarFunction, Source};
use crate::linalg::indexing_maps::MapResult;
use axe_dialects::ir::enums::CmpIPredicate;
use axe_dialects::ir::read::{constant_of, int_attr, op_name, value_key};
use melior::ir::Value;

/// Whether `mask[i, j]` is 0 where `j <= i` and -inf elsewhere.
pub fn is_causal(mask: Value) -> bool {
    causal(mask) == Some(true)
}

fn causal(mask: Value) -> Option<bool> {
    let choice = ScalarFunction::defining(mask).filter(|f| f.elementwise() && f.space.loops == 2 && f.reads_all(0))?;
    let [Source::Input(0, seen), Source::Input(1, zero), Source::Input(2, hidden)] =
        choice.computes(0, "arith.select")?[..]
    else {
        return None;
    };
    if float_value(zero) != Some(0.0) || float_value(hidden) != Some(f64::NEG_INFINITY) {
        return None;
    }
    let comparison = ScalarFunction::defining(without_and_true(seen))?;
    let [Source::Input(0, differences), Source::Outside(bound)] = comparison.computes(0, "arith.cmpi")?[..] else {
        return None;
    };
    let predicate = CmpIPredicate::of(&comparison.yielded(0)?, "predicate")?;
    if !(comparison.elementwise()
        && comparison.reads_all(0)
        && predicate == CmpIPredicate::Sle
        && constant_of(bound, 64) == Some(0))
    {
        return None;
    }
    let difference = ScalarFunction::defining(differences).filter(|f| f.elementwise() && f.space.loops == 2)?;
    let [Source::Input(0, keys), Source::Input(1, queries)] = difference.computes(0, "arith.subi")?[..] else {
        return None;
    };
    let along_keys = difference.space.maps[0].results == [MapResult::Constant(0), MapResult::Dim(1)];
    let along_queries = difference.space.maps[1].results == [MapResult::Dim(0), MapResult::Constant(0)];
    let keys = arange(through_reshapes(keys))?;
    Some(along_keys && along_queries && keys == arange(through_reshapes(queries))?)
}

/// `x and true` (elementwise, with a splat `true`) is `x`.
fn without_and_true<'c: 'a, 'a>(v: Value<'c, 'a>) -> Value<'c, 'a> {
    let found = || {
        let f = ScalarFunction::defining(v).filter(|f| f.elementwise() && f.reads_all(0))?;
        match f.computes(0, "arith.andi")?[..] {
            [Source::Input(0, x), Source::Input(1, t)] if all_true(t) => Some(x),
            _ => None,
        }
    };
    found().unwrap_or(v)
}

/// The key of `v` when it is `0, 1, 2, ...`: a generic of no inputs whose one loop's index is
/// cast to an integer.
fn arange(v: Value) -> Option<usize> {
    let f = ScalarFunction::defining(v).filter(|f| f.inputs.is_empty() && f.space.loops == 1)?;
    let [Source::Body(index)] = f.computes(0, "arith.index_cast")?[..] else {
        return None;
    };
    (op_name(&index) == "linalg.index" && int_attr(&index, "dim") == Some(0)).then(|| value_key(v))
}
