//! torch-mlir's `tm_tensor.sort` (torch.sort, argsort, and topk: a sort, then a slice) as a
//! bitonic sorting network over tensor-level uop ops.
//!
//! The op sorts its `outs` in place along `dimension`, all of them in the order of the first;
//! its region yields whether the pair (a, b) may stay in that order, and torch-mlir's loops
//! swap neighbours where it does not (a bubble sort, stable for a comparator that keeps equal
//! neighbours). Axe converts the comparators torch-mlir writes, one non-strict `arith.cmpf` or
//! `arith.cmpi` of the first pair (`a <= b`, or `b >= a`, ...), read as an order:
//!
//! | comparator `a ? b`             | order       | NaN (cmpf)                    |
//! |--------------------------------|-------------|-------------------------------|
//! | cmpf ole, ule; cmpi sle, ule   | ascending   | after every number, as torch  |
//! | cmpf oge, uge; cmpi sge, uge   | descending  | before every number, as torch |
//!
//! A strict comparator (`a < b`) swaps equal neighbours on every pass, which leaves ties in
//! an order no sort defines: refused.
//!
//! Equal elements keep their order (the bubble sort's, torch.sort(stable=True)'s): the network
//! compares (key, original position), a strict total order, so its result is the one stable
//! order whatever the network's comparisons. On NaN the loops' comparator is no order (every
//! comparison with NaN is false, and where NaNs end up depends on the loop); Axe sorts them
//! as torch.sort does, which is what the exporter's comparator stands for.
//!
//! The axis is padded to a power of two L with elements that sort last (their position is
//! past the end), then L log2(L) (log2(L) + 1) / 4 compare-exchanges in log2(L) (log2(L) + 1)
//! / 2 steps, each step one materialized tensor per operand (`uop.contiguous`).

use super::{
    replace_op,
    tensor_builder::{element_of, shape_of, TensorBuilder},
    ConvertError,
};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::enums::{CmpFPredicate, CmpIPredicate};
use axe_dialects::ir::read::{i64_array, int_attr, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::{
    ir::{operation::OperationLike, r#type::IntegerType, BlockLike, OperationRef, RegionLike, Value, ValueLike},
    Context,
};

/// The order a comparator stands for.
#[derive(Clone, Copy)]
pub(super) enum Order {
    /// `arith.cmpf`: NaN is the greatest value, as in torch.sort.
    Float { ascending: bool },
    /// `arith.cmpi` with this non-strict predicate (sle, sge, ule, uge): whether a may come
    /// before b.
    Integer { before_or_tied: CmpIPredicate },
}

pub fn convert<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>) -> Result<(), ConvertError<'c, 'a>> {
    let error = |message: String| ConvertError { op, message };
    let segments = i64_array(&op, "operandSegmentSizes").unwrap_or_default();
    let count = segments.get(1).copied().unwrap_or(0) as usize;
    if segments.first() != Some(&0) || count == 0 || op.result_count() != count {
        return Err(error(format!(
            "has {segments:?} inputs and outputs and {} results; a sort has no inputs, and a result per output",
            op.result_count()
        )));
    }
    let outputs: Vec<Value<'c, 'a>> = (0..count).map(|k| op.operand_at(k).expect("an output")).collect();
    let shape = shape_of(outputs[0]);
    for value in &outputs {
        if tensor_shape(value.r#type()).is_none() || shape_of(*value) != shape {
            return Err(error(format!(
                "has an output of type {}, not a static tensor of the first output's shape",
                value.r#type()
            )));
        }
    }
    let dimension = int_attr(&op, "dimension").unwrap_or(-1);
    let Some(dim) = usize::try_from(dimension).ok().filter(|&d| d < shape.len()) else {
        return Err(error(format!(
            "sorts dimension {dimension} of a rank-{} tensor",
            shape.len()
        )));
    };
    let order = comparator(op).ok_or_else(|| {
        error(
            "has a comparator that is not one non-strict arith.cmpf or arith.cmpi ordering the first output's pair (ole, oge, ule, uge, sle, sge): the comparators torch-mlir writes for sort, argsort and topk"
                .into(),
        )
    })?;

    let b = TensorBuilder::new(context, op);
    let n = shape[dim];
    let sorted: Vec<Value<'c, 'a>> = if n < 2 || shape.contains(&0) {
        outputs.clone()
    } else {
        // The sorted axis last.
        let rank = shape.len();
        let mut to_last: Vec<i64> = (0..rank as i64).filter(|&d| d != dim as i64).collect();
        to_last.push(dim as i64);
        let mut from_last = vec![0; rank];
        for (i, &d) in to_last.iter().enumerate() {
            from_last[d as usize] = i as i64;
        }
        let lanes = outputs.iter().map(|&v| b.permute(v, &to_last)).collect();
        sort_last_axis(&b, lanes, order)
            .into_iter()
            .map(|v| b.permute(v, &from_last))
            .collect()
    };
    replace_op(op, sorted.into_iter().map(Some));
    Ok(())
}

/// `lanes` (tensors of one shape) sorted along their last axis in `order` of the first lane,
/// stably: the axis padded to a power of two, then the network's steps.
pub(super) fn sort_last_axis<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    lanes: Vec<Value<'c, 'a>>,
    order: Order,
) -> Vec<Value<'c, 'a>> {
    let shape = shape_of(lanes[0]);
    let rank = shape.len();
    let n = shape[rank - 1];
    if n < 2 || shape.contains(&0) {
        return lanes;
    }
    let length = (n as u64).next_power_of_two() as i64;
    let mut high = vec![0; rank];
    high[rank - 1] = length - n;
    let mut lanes: Vec<Value<'c, 'a>> = lanes.iter().map(|&v| b.pad(v, &vec![0; rank], &high)).collect();
    let padded_shape = shape_of(lanes[0]);
    let i64_type = IntegerType::new(b.context, 64).into();
    lanes.push(b.arange(i64_type, rank - 1, &padded_shape));
    let network = Network { b, n, order };
    let mut block = 2;
    while block <= length {
        let mut stride = block / 2;
        while stride >= 1 {
            lanes = network.step(&lanes, block, stride);
            stride /= 2;
        }
        block *= 2;
    }
    lanes.pop();
    let mut end = padded_shape;
    end[rank - 1] = n;
    lanes.into_iter().map(|v| b.shrink(v, &vec![0; rank], &end)).collect()
}

/// The order of a region that is exactly `cmp %a0, %b0` (or `cmp %b0, %a0`) of the first
/// output's pair, and the yield of it.
fn comparator(op: OperationRef) -> Option<Order> {
    let body = op.region_at(0)?.first_block()?;
    let compare = body.first_operation()?;
    let yielded = compare.next_in_block()?;
    if yielded.next_in_block().is_some()
        || op_name(&yielded) != "tm_tensor.yield"
        || yielded.operand_at(0).map(value_key) != compare.result_at(0).map(|r| value_key(r.into()))
    {
        return None;
    }
    let (a, b) = (body.argument_at(0)?, body.argument_at(1)?);
    let operands: Vec<usize> = compare.operands().map(value_key).collect();
    let swapped = if operands == [value_key(a.into()), value_key(b.into())] {
        false
    } else if operands == [value_key(b.into()), value_key(a.into())] {
        true
    } else {
        return None;
    };
    // Whether `a <pred> b` holds when a is the smaller: the comparator keeps ascending order.
    let ascending = match op_name(&compare) {
        "arith.cmpf" => {
            use CmpFPredicate::*;
            match CmpFPredicate::of(&compare, "predicate")? {
                Ole | Ule => true,
                Oge | Uge => false,
                _ => return None,
            }
        }
        "arith.cmpi" => {
            use CmpIPredicate::*;
            let predicate = CmpIPredicate::of(&compare, "predicate")?;
            let ascending = match predicate {
                Sle | Ule => true,
                Sge | Uge => false,
                _ => return None,
            };
            let signed = matches!(predicate, Sle | Sge);
            let before_or_tied = match (signed, ascending != swapped) {
                (true, true) => Sle,
                (true, false) => Sge,
                (false, true) => Ule,
                (false, false) => Uge,
            };
            return Some(Order::Integer { before_or_tied });
        }
        _ => return None,
    };
    Some(Order::Float {
        ascending: ascending != swapped,
    })
}

/// One step of the network: builds the exchanged lanes (the outputs, then the positions).
struct Network<'b, 'c, 'a> {
    b: &'b TensorBuilder<'c, 'a>,
    n: i64,
    order: Order,
}

impl<'c, 'a> Network<'_, 'c, 'a> {
    /// Compare-exchange of every element i with i + stride where i & stride = 0, in
    /// ascending order where i & block = 0 and descending elsewhere (Batcher's bitonic sort:
    /// each block of `block` elements becomes sorted in its direction).
    fn step(&self, lanes: &[Value<'c, 'a>], block: i64, stride: i64) -> Vec<Value<'c, 'a>> {
        let b = self.b;
        let shape = shape_of(lanes[0]);
        let rank = shape.len();
        let length = shape[rank - 1];
        // Every element's partner, i + stride where i is the low one of its pair, i - stride
        // where it is the high one: two shifted views of the axis, one select.
        let along = |amount: i64| {
            let (mut low, mut high) = (vec![0; rank], vec![0; rank]);
            if amount > 0 {
                low[rank - 1] = amount;
            } else {
                high[rank - 1] = -amount;
            }
            (low, high)
        };
        let shifted = |v: Value<'c, 'a>, by: i64| {
            let (mut begin, mut end) = (vec![0; rank], shape.clone());
            if by > 0 {
                begin[rank - 1] = by;
            } else {
                end[rank - 1] = length + by;
            }
            let (low, high) = along(-by);
            b.pad(b.shrink(v, &begin, &end), &low, &high)
        };
        let mut line = vec![1; rank];
        line[rank - 1] = length;
        let mask = |f: &dyn Fn(i64) -> bool| {
            let values: Vec<bool> = (0..length).map(f).collect();
            b.expand(b.bools(&values, &line), &shape)
        };
        let is_low = mask(&|i| i & stride == 0);
        // Descending pairs: those in a block whose first element i has i & block != 0.
        let descending = mask(&|i| i & block != 0);
        let partners: Vec<_> = lanes
            .iter()
            .map(|&v| b.select(is_low, shifted(v, stride), shifted(v, -stride)))
            .collect();
        let (low, high): (Vec<_>, Vec<_>) = lanes
            .iter()
            .zip(&partners)
            .map(|(&v, &p)| (b.select(is_low, v, p), b.select(is_low, p, v)))
            .unzip();
        // Swap where the high element precedes the low one in ascending pairs, and where it
        // does not in descending ones (the order is strict and total: one of the two holds).
        let positions = lanes.len() - 1;
        let high_first = self.precedes((high[0], high[positions]), (low[0], low[positions]));
        let swap = b.arith("arith.xori", &[high_first, descending], element_of(descending));
        lanes
            .iter()
            .zip(&partners)
            .map(|(&v, &p)| b.contiguous(b.select(swap, p, v)))
            .collect()
    }

    /// Whether `x` comes before `y` in the sorted result, given each one's key and original
    /// position: elements past the end last, then the comparator's order, then the position.
    fn precedes(
        &self,
        (x, x_at): (Value<'c, 'a>, Value<'c, 'a>),
        (y, y_at): (Value<'c, 'a>, Value<'c, 'a>),
    ) -> Value<'c, 'a> {
        let b = self.b;
        let shape = shape_of(x);
        let bool_type = IntegerType::new(b.context, 1).into();
        let and = |p, q| b.arith("arith.andi", &[p, q], bool_type);
        let or = |p, q| b.arith("arith.ori", &[p, q], bool_type);
        let not = |p| b.arith("arith.xori", &[p, b.splat_bool(true, &shape)], bool_type);
        // Whether p may come before q by the key alone (ties included).
        let before_or_tied = |p: Value<'c, 'a>, q: Value<'c, 'a>| match self.order {
            Order::Integer { before_or_tied } => b.compare(before_or_tied.code(), p, q),
            Order::Float { ascending } => {
                // NaN is the greatest: ascending, p <= q when q is NaN or p <= q as numbers;
                // descending, p >= q when p is NaN or p >= q as numbers.
                let (greater_side, predicate) = if ascending {
                    (q, CmpFPredicate::Ole)
                } else {
                    (p, CmpFPredicate::Oge)
                };
                let nan = b.compare(CmpFPredicate::Uno.code(), greater_side, greater_side);
                or(nan, b.compare(predicate.code(), p, q))
            }
        };
        let keyed = and(
            before_or_tied(x, y),
            or(
                not(before_or_tied(y, x)),
                b.compare(CmpIPredicate::Slt.code(), x_at, y_at),
            ),
        );
        let end = b.int_splat(self.n as i128, element_of(x_at), &shape);
        let x_in = b.compare(CmpIPredicate::Slt.code(), x_at, end);
        let y_in = b.compare(CmpIPredicate::Slt.code(), y_at, end);
        // Both inside: by key; x inside and y past the end: x first; x past the end: by position.
        let both_in = and(x_in, y_in);
        let x_past = not(x_in);
        or(
            and(both_in, keyed),
            or(
                and(x_in, not(y_in)),
                and(x_past, and(not(y_in), b.compare(CmpIPredicate::Slt.code(), x_at, y_at))),
            ),
        )
    }
}
