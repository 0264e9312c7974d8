//! An argmax or argmin next to its max or min: a reduction output that yields
//! `select(x beats acc_m, index, acc_k)`, where output `m` reduces the same `x` by max (or min)
//! and `index` is the reduction loop's `linalg.index`, as torch-mlir writes `aten.max.dim`,
//! `argmax` and the max of its softmax:
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
//! linalg's loop keeps the index of each strict improvement of the running max. That is the
//! first position holding the final max, if it beats the initial max, else the initial index;
//! after a NaN the running max is NaN and nothing beats it, so only the elements before the
//! first NaN count. Every step is a reduction (min of candidate positions, max of values), so
//! the result is the loop's exactly, signed zeros and NaNs included.

use super::reduction_body::Reduction;
use super::tensor_builder::{element_of, shape_of, ReduceKind, TensorBuilder};
use axe_dialects::ir::read::{defining_op, int_attr, int_width, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, BlockRef, TypeLike, Value};

/// The `arith.cmpf` / `arith.cmpi` predicate codes used here, as names that match patterns can use.
mod predicate {
    use axe_dialects::ir::enums::{CmpFPredicate, CmpIPredicate};
    pub const CMPF_OEQ: i64 = CmpFPredicate::Oeq.code();
    pub const CMPF_OGT: i64 = CmpFPredicate::Ogt.code();
    pub const CMPF_OLT: i64 = CmpFPredicate::Olt.code();
    pub const CMPF_UNO: i64 = CmpFPredicate::Uno.code();
    pub const CMPI_EQ: i64 = CmpIPredicate::Eq.code();
    pub const CMPI_SLT: i64 = CmpIPredicate::Slt.code();
    pub const CMPI_SGT: i64 = CmpIPredicate::Sgt.code();
}
use predicate::*;

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
    let in_body = |v: Value<'c, 'a>| defining_op(v).filter(|d| d.block().is_some_and(|b| b == body));
    let select = in_body(yielded).filter(|s| op_name(s) == "arith.select")?;
    if select.operand_at(2)? != accumulators[k] {
        return None;
    }
    let loop_dim = reduction_loop?;
    let mut index = select.operand_at(1)?;
    if let Some(cast) = in_body(index).filter(|c| matches!(op_name(c), "arith.index_cast" | "arith.index_castui")) {
        index = cast.operand_at(0)?;
    }
    let linalg_index = in_body(index).filter(|i| op_name(i) == "linalg.index")?;
    if int_attr(&linalg_index, "dim")? as usize != loop_dim {
        return None;
    }
    let compare = in_body(select.operand_at(0)?).filter(|c| matches!(op_name(c), "arith.cmpf" | "arith.cmpi"))?;
    let (lhs, rhs) = (compare.operand_at(0)?, compare.operand_at(1)?);
    let of = accumulators.iter().position(|&a| a == lhs || a == rhs)?;
    let float = op_name(&compare) == "arith.cmpf";
    let (x, code) = match (lhs == accumulators[of], rhs == accumulators[of]) {
        // `acc < x` is `x > acc`.
        (true, false) => (rhs, mirrored(int_attr(&compare, "predicate")?, float)),
        (false, true) => (lhs, int_attr(&compare, "predicate")?),
        _ => return None,
    };
    let kind = match (float, code) {
        (true, CMPF_OGT) | (false, CMPI_SGT) => ReduceKind::Max,
        (true, CMPF_OLT) | (false, CMPI_SLT) => ReduceKind::Min,
        _ => return None,
    };
    let paired = reductions.get(of)?.as_ref()?;
    (paired.operand == x && paired.order_kind() == Some(kind)).then_some(ArgReduction {
        of,
        operand: x,
        kind,
        loop_dim,
    })
}

/// The predicate of the swapped comparison, for the two strict orders used here (the cmpf and
/// cmpi codes overlap, so the op's kind picks the table); any other predicate is not mirrored.
fn mirrored(code: i64, float: bool) -> i64 {
    match (float, code) {
        (true, CMPF_OGT) => CMPF_OLT,
        (true, CMPF_OLT) => CMPF_OGT,
        (false, CMPI_SGT) => CMPI_SLT,
        (false, CMPI_SLT) => CMPI_SGT,
        _ => -1,
    }
}

/// The kept position, in the iteration space with the reduction loop at size 1: `x` is the
/// compared value over the iteration space, `init_value` output `of`'s initial value and
/// `init_index` output `k`'s, both already in that reduced shape. `None` when the loop's extent
/// does not fit the index type.
pub fn build<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    arg: &ArgReduction<'c, 'a>,
    x: Value<'c, 'a>,
    init_value: Value<'c, 'a>,
    init_index: Value<'c, 'a>,
) -> Option<Value<'c, 'a>> {
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
    let before_nan = if float {
        // Elements from the first NaN on are replaced by the value that never wins.
        let nan = b.compare(CMPF_UNO, x, x);
        let nan_at = b.select(nan, positions, past_end);
        let first_nan = b.expand(b.reduce_axis(ReduceKind::Min, nan_at, &axis), &sizes);
        let valid = b.compare(CMPI_SLT, positions, first_nan);
        let never = if arg.kind == ReduceKind::Max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let never = b.float_splat(never, element, &sizes);
        b.select(valid, x, never)
    } else {
        x
    };
    let extreme = b.expand(b.reduce_axis(arg.kind, before_nan, &axis), &sizes);
    let (equal, beats) = match (float, arg.kind) {
        (true, ReduceKind::Max) => (CMPF_OEQ, CMPF_OGT),
        (true, _) => (CMPF_OEQ, CMPF_OLT),
        (false, ReduceKind::Max) => (CMPI_EQ, CMPI_SGT),
        (false, _) => (CMPI_EQ, CMPI_SLT),
    };
    let is_extreme = b.compare(equal, before_nan, extreme);
    let beats_init = b.compare(beats, before_nan, b.expand(init_value, &sizes));
    let bool_type = element_of(is_extreme);
    let wins = b.arith("arith.andi", &[is_extreme, beats_init], bool_type);
    let candidates = b.select(wins, positions, past_end);
    let first = b.reduce_axis(ReduceKind::Min, candidates, &axis);
    let found = b.compare(CMPI_SLT, first, b.int_splat(n.into(), index_type, &shape_of(first)));
    Some(b.select(found, first, init_index))
}
