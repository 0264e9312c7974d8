//! An argmax or argmin: the position of a reduction's max or min, in the two forms front ends
//! write.
//!
//! torch-mlir (`aten.max.dim`, `argmax`, the max of its softmax) yields
//! `select(x beats acc_m, index, acc_k)` next to a max (or min) output `m` of the same `x`:
//!
//! ```mlir
//! ^bb0(%in: f32, %max: f32, %arg: i64):
//!   %i = arith.index_cast (linalg.index 1) : index to i64
//!   %m = arith.maximumf %in, %max : f32
//!   %beats = arith.cmpf ogt, %in, %max : f32
//!   %a = arith.select %beats, %i, %arg : i64
//!   linalg.yield %m, %a : f32, i64
//! ```
//!
//! Upstream `tosa-to-linalg` (`tosa.argmax`) yields a pair of selects on one condition,
//! `select(take, x, acc_m)` and `select(take, index, acc_k)`, where `take` is `x > acc_m`
//! (`cmpi sgt`; `cmpf ogt` for nan_mode IGNORE) or `ugt(x, acc_m) and ord(acc_m)` (nan_mode
//! PROPAGATE, the default).
//!
//! linalg's loop keeps the index of each element it takes. Without NaNs that is the first
//! position holding the final max, if it beats the initial max, else the initial index. NaNs
//! follow the form ([`NanRule`]). Every step is a reduction (min of candidate positions, max of
//! values), so the result is the loop's exactly, signed zeros and NaNs included.

use super::reduction_body::Reduction;
use super::tensor_builder::{element_of, shape_of, ReduceKind, TensorBuilder};
use axe_dialects::ir::read::{defining_op, int_attr, int_width, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, BlockRef, OperationRef, TypeLike, Value};

/// The `arith.cmpf` / `arith.cmpi` predicate codes used here, as names that match patterns can use.
mod predicate {
    use axe_dialects::ir::enums::{CmpFPredicate, CmpIPredicate};
    pub const CMPF_OEQ: i64 = CmpFPredicate::Oeq.code();
    pub const CMPF_OGT: i64 = CmpFPredicate::Ogt.code();
    pub const CMPF_OLT: i64 = CmpFPredicate::Olt.code();
    pub const CMPF_ORD: i64 = CmpFPredicate::Ord.code();
    pub const CMPF_UGT: i64 = CmpFPredicate::Ugt.code();
    pub const CMPF_ULT: i64 = CmpFPredicate::Ult.code();
    pub const CMPF_UNO: i64 = CmpFPredicate::Uno.code();
    pub const CMPI_EQ: i64 = CmpIPredicate::Eq.code();
    pub const CMPI_SLT: i64 = CmpIPredicate::Slt.code();
    pub const CMPI_SGT: i64 = CmpIPredicate::Sgt.code();
}
use predicate::*;

/// What a NaN does in the loop, by the form that takes a new extreme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NanRule {
    /// torch-mlir's form: the paired max output is `maximumf`, so from the first NaN on the
    /// running max is NaN and nothing beats it: only the elements before it count.
    BeforeFirstNan,
    /// `ogt` / `olt` on a select pair: a NaN is never taken, and the elements after it still
    /// compete.
    Ignored,
    /// `ugt(x, acc) and ord(acc)`: the first NaN is taken, and nothing after it.
    FirstWins,
}

/// Output `k`'s yield, read as the position of output `of`'s max or min.
pub struct ArgReduction<'c, 'a> {
    /// The output whose accumulator the comparison reads.
    pub of: usize,
    /// The compared value (the max's `x`).
    pub operand: Value<'c, 'a>,
    /// Max (a strict greater-than wins) or min (a strict less-than wins).
    pub kind: ReduceKind,
    /// The loop whose index is kept.
    pub loop_dim: usize,
    pub nan: NanRule,
}

/// tosa-to-linalg's argmax: output `index` keeps the position and output `arg.of` the value,
/// both selected by one condition.
pub struct SelectPair<'c, 'a> {
    pub index: usize,
    pub arg: ArgReduction<'c, 'a>,
}

/// Recognizes output `k`'s `yielded` as an arg-reduction of one of `reductions` (by output),
/// given the body's accumulators (one per output) and the only reduction loop.
pub fn recognize<'c, 'a>(
    body: BlockRef<'c, 'a>,
    accumulators: &[Value<'c, 'a>],
    k: usize,
    yielded: Value<'c, 'a>,
    reductions: &[Option<Reduction<'c, 'a>>],
    reduction_loop: Option<usize>,
) -> Option<ArgReduction<'c, 'a>> {
    let select = in_body(body, yielded).filter(|s| op_name(s) == "arith.select")?;
    let loop_dim = reduction_loop?;
    if select.operand_at(2)? != accumulators[k] || !is_loop_index(body, select.operand_at(1)?, loop_dim) {
        return None;
    }
    let compare = in_body(body, select.operand_at(0)?)?;
    let of = (0..compare.operand_count())
        .find_map(|i| accumulators.iter().position(|&a| Some(a) == compare.operand_at(i)))?;
    let (x, kind, unordered) = strict_order(&compare, accumulators[of])?;
    let paired = reductions.get(of)?.as_ref()?;
    (!unordered && paired.operand == x && paired.order_kind() == Some(kind)).then_some(ArgReduction {
        of,
        operand: x,
        kind,
        loop_dim,
        nan: NanRule::BeforeFirstNan,
    })
}

/// Recognizes two of the outputs as a [`SelectPair`].
pub fn recognize_pair<'c, 'a>(
    body: BlockRef<'c, 'a>,
    accumulators: &[Value<'c, 'a>],
    yielded: &[Value<'c, 'a>],
    reduction_loop: Option<usize>,
) -> Option<SelectPair<'c, 'a>> {
    let loop_dim = reduction_loop?;
    // Output `k`'s select of (condition, taken, kept), when it keeps its own accumulator.
    let select_of = |k: usize| {
        let select = in_body(body, yielded[k]).filter(|s| op_name(s) == "arith.select")?;
        (select.operand_at(2)? == accumulators[k]).then_some((select.operand_at(0)?, select.operand_at(1)?))
    };
    for of in 0..yielded.len() {
        let Some((condition, x)) = select_of(of) else { continue };
        let Some((kind, nan)) = taking_rule(body, condition, x, accumulators[of]) else {
            continue;
        };
        let index = (0..yielded.len()).find(|&k| {
            k != of && select_of(k).is_some_and(|(c, taken)| c == condition && is_loop_index(body, taken, loop_dim))
        });
        if let Some(index) = index {
            let arg = ArgReduction {
                of,
                operand: x,
                kind,
                loop_dim,
                nan,
            };
            return Some(SelectPair { index, arg });
        }
    }
    None
}

/// `value`'s defining op, when it is in `body`.
fn in_body<'c, 'a>(body: BlockRef<'c, 'a>, value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    defining_op(value).filter(|d| d.block().is_some_and(|b| b == body))
}

/// Whether `value` is loop `loop_dim`'s `linalg.index`, maybe through an index cast.
fn is_loop_index<'c, 'a>(body: BlockRef<'c, 'a>, mut value: Value<'c, 'a>, loop_dim: usize) -> bool {
    if let Some(cast) = in_body(body, value).filter(|c| matches!(op_name(c), "arith.index_cast" | "arith.index_castui"))
    {
        match cast.operand_at(0) {
            Some(source) => value = source,
            None => return false,
        }
    }
    in_body(body, value)
        .filter(|i| op_name(i) == "linalg.index")
        .and_then(|i| int_attr(&i, "dim"))
        .is_some_and(|dim| dim as usize == loop_dim)
}

/// `compare`, a strict order of `acc` and another value `x`, as (`x`, the kind it picks, whether
/// the comparison is unordered: `ugt` / `ult`, true when either side is NaN).
fn strict_order<'c, 'a>(
    compare: &OperationRef<'c, 'a>,
    acc: Value<'c, 'a>,
) -> Option<(Value<'c, 'a>, ReduceKind, bool)> {
    let float = match op_name(compare) {
        "arith.cmpf" => true,
        "arith.cmpi" => false,
        _ => return None,
    };
    let (lhs, rhs) = (compare.operand_at(0)?, compare.operand_at(1)?);
    let (x, code) = match (lhs == acc, rhs == acc) {
        // `acc < x` is `x > acc`.
        (true, false) => (rhs, mirrored(int_attr(compare, "predicate")?, float)),
        (false, true) => (lhs, int_attr(compare, "predicate")?),
        _ => return None,
    };
    match (float, code) {
        (true, CMPF_OGT) | (false, CMPI_SGT) => Some((x, ReduceKind::Max, false)),
        (true, CMPF_OLT) | (false, CMPI_SLT) => Some((x, ReduceKind::Min, false)),
        (true, CMPF_UGT) => Some((x, ReduceKind::Max, true)),
        (true, CMPF_ULT) => Some((x, ReduceKind::Min, true)),
        _ => None,
    }
}

/// The extreme a select pair's `condition` takes `x` for over `acc`, and its NaN rule: a
/// strict ordered comparison, or tosa's unordered one and `ord(acc)`.
fn taking_rule<'c, 'a>(
    body: BlockRef<'c, 'a>,
    condition: Value<'c, 'a>,
    x: Value<'c, 'a>,
    acc: Value<'c, 'a>,
) -> Option<(ReduceKind, NanRule)> {
    let op = in_body(body, condition)?;
    if op_name(&op) != "arith.andi" {
        let (compared, kind, unordered) = strict_order(&op, acc)?;
        return (compared == x && !unordered).then_some((kind, NanRule::Ignored));
    }
    let (a, b) = (in_body(body, op.operand_at(0)?)?, in_body(body, op.operand_at(1)?)?);
    let acc_is_number = |o: &OperationRef<'c, 'a>| {
        op_name(o) == "arith.cmpf"
            && int_attr(o, "predicate") == Some(CMPF_ORD)
            && o.operand_at(0) == Some(acc)
            && o.operand_at(1) == Some(acc)
    };
    let compare = if acc_is_number(&b) {
        a
    } else if acc_is_number(&a) {
        b
    } else {
        return None;
    };
    let (compared, kind, unordered) = strict_order(&compare, acc)?;
    (compared == x && unordered).then_some((kind, NanRule::FirstWins))
}

/// The predicate of the swapped comparison, for the strict orders used here (the cmpf and
/// cmpi codes overlap, so the op's kind picks the table); any other predicate is not mirrored.
fn mirrored(code: i64, float: bool) -> i64 {
    match (float, code) {
        (true, CMPF_OGT) => CMPF_OLT,
        (true, CMPF_OLT) => CMPF_OGT,
        (true, CMPF_UGT) => CMPF_ULT,
        (true, CMPF_ULT) => CMPF_UGT,
        (false, CMPI_SGT) => CMPI_SLT,
        (false, CMPI_SLT) => CMPI_SGT,
        _ => -1,
    }
}

/// The kept position and, with `want_value`, the kept value, in the iteration space with the
/// reduction loop at size 1: `x` is the compared value over the iteration space, `init_value`
/// output `of`'s initial value and `init_index` output `k`'s, both already in that reduced
/// shape. `None` when the loop's extent does not fit the index type.
pub fn build<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    arg: &ArgReduction<'c, 'a>,
    x: Value<'c, 'a>,
    init_value: Value<'c, 'a>,
    init_index: Value<'c, 'a>,
    want_value: bool,
) -> Option<(Value<'c, 'a>, Option<Value<'c, 'a>>)> {
    let sizes = shape_of(x);
    let axis = [arg.loop_dim as i64];
    let n = sizes[arg.loop_dim];
    let index_type = element_of(init_index);
    let width = int_width(index_type)?;
    if width < 2 || i128::from(n) >= 1i128 << (width - 1) {
        return None;
    }
    let element = element_of(x);
    let float = !element.is_integer() && !element.is_index();
    let positions = b.arange(index_type, arg.loop_dim, &sizes);
    let past_end = b.int_splat(n.into(), index_type, &sizes);
    let reduced_past_end = |like: Value<'c, 'a>| b.int_splat(n.into(), index_type, &shape_of(like));
    // Elements that can never be taken are replaced by the value that never wins.
    let never = b.float_splat(
        if arg.kind == ReduceKind::Max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        },
        element,
        &sizes,
    );
    let first_nan = || {
        let nan = b.compare(CMPF_UNO, x, x);
        b.reduce_axis(ReduceKind::Min, b.select(nan, positions, past_end), &axis)
    };
    let (contestants, nan_first) = match (float, arg.nan) {
        (false, _) => (x, None),
        (true, NanRule::BeforeFirstNan) => {
            let valid = b.compare(CMPI_SLT, positions, b.expand(first_nan(), &sizes));
            (b.select(valid, x, never), None)
        }
        (true, NanRule::Ignored) => (b.select(b.compare(CMPF_UNO, x, x), never, x), None),
        (true, NanRule::FirstWins) => (b.select(b.compare(CMPF_UNO, x, x), never, x), Some(first_nan())),
    };
    let extreme = b.expand(b.reduce_axis(arg.kind, contestants, &axis), &sizes);
    let (equal, beats) = match (float, arg.kind) {
        (true, ReduceKind::Max) => (CMPF_OEQ, CMPF_OGT),
        (true, _) => (CMPF_OEQ, CMPF_OLT),
        (false, ReduceKind::Max) => (CMPI_EQ, CMPI_SGT),
        (false, _) => (CMPI_EQ, CMPI_SLT),
    };
    let is_extreme = b.compare(equal, contestants, extreme);
    let beats_init = b.compare(beats, contestants, b.expand(init_value, &sizes));
    let bool_type = element_of(is_extreme);
    let wins = b.arith("arith.andi", &[is_extreme, beats_init], bool_type);
    let mut first = b.reduce_axis(ReduceKind::Min, b.select(wins, positions, past_end), &axis);
    let mut found = b.compare(CMPI_SLT, first, reduced_past_end(first));
    if let Some(nan_first) = nan_first {
        // The first NaN is taken unless the initial value is NaN (then nothing is).
        let has_nan = b.compare(CMPI_SLT, nan_first, reduced_past_end(nan_first));
        first = b.select(has_nan, nan_first, first);
        let any = b.arith("arith.ori", &[found, has_nan], bool_type);
        let init_is_number = b.compare(CMPF_ORD, init_value, init_value);
        found = b.arith("arith.andi", &[any, init_is_number], bool_type);
    }
    let position = b.select(found, first, init_index);
    let value = want_value.then(|| {
        // The element at `first`, summed with -0 (or 0) everywhere else: exact for every
        // value, -0 and NaN included.
        let at_first = b.compare(CMPI_EQ, positions, b.expand(first, &sizes));
        let zero = if float {
            b.float_splat(-0.0, element, &sizes)
        } else {
            b.int_splat(0, element, &sizes)
        };
        let taken = b.reduce_axis_from(ReduceKind::Add, b.select(at_first, x, zero), &axis, float);
        b.select(found, taken, init_value)
    });
    Some((position, value))
}
