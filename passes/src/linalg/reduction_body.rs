//! A reduction's body: the combining op of each accumulator (`acc <op> x`), which
//! `uop.reduce_axis` form it takes (the integer combiners on `i1` and the unsigned and bitwise
//! ones through add, max and min), and the reduction itself combined with the initial value
//! exactly as linalg's loops would.

use super::tensor_builder::{element_of, shape_of, ReduceKind, TensorBuilder};
use axe_dialects::ir::enums::CmpFPredicate;
use axe_dialects::ir::read::{defining_op, int_width, op_name, splat_element, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{
    attribute::{FloatAttribute, IntegerAttribute},
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    BlockLike, BlockRef, OperationRef, Value, ValueLike,
};

/// The op combining the element and the accumulator, when the body is exactly that op
/// (of the two distinct block arguments) and the yield of its result (`linalg.yield`, or
/// `tm_tensor.yield` in a scan).
pub fn single_combiner<'c, 'a>(body: BlockRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let combine = body.first_operation()?;
    let yielded = combine.next_in_block()?;
    if yielded.next_in_block().is_some()
        || !matches!(op_name(&yielded), "linalg.yield" | "tm_tensor.yield")
        || body.argument_count() != 2
    {
        return None;
    }
    let arguments: Vec<usize> = (0..2)
        .filter_map(|i| body.argument_at(i))
        .map(|a| value_key(a.into()))
        .collect();
    let operands: Vec<usize> = combine.operands().map(value_key).collect();
    let of_both = operands.len() == 2 && operands[0] != operands[1] && operands.iter().all(|o| arguments.contains(o));
    let yields_it = yielded.operand_at(0).map(value_key) == combine.result_at(0).map(|r| value_key(r.into()));
    (of_both && yields_it).then_some(combine)
}

/// How a combiner reduces a whole axis with `uop.reduce_axis` (whose max and min compare
/// signed, and which knows add, mul, max and min only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// The element itself, reduced by this kind.
    Direct(ReduceKind),
    /// An `i1` widened to `i8` by this extension (0/1 by `extui`, 0/-1 by `extsi`), reduced by
    /// this kind and truncated back: the reduction never compares `i1` values, whose signed
    /// order (true = -1 < false = 0) is easy to get wrong.
    WidenedBool(&'static str, ReduceKind),
    /// Unsigned order through the signed one: `x ^ sign bit` is monotone from unsigned to signed.
    Unsigned(ReduceKind),
    /// Bitwise: each bit on a trailing axis of its own, reduced by this kind (min for and, max
    /// for or, add for xor, whose parity is the xor), then put back in place.
    Bitwise(ReduceKind),
    /// IEEE maxNum / minNum, which ignore NaNs: NaNs become the value that never wins, and a
    /// group of NaNs only is NaN again (combined with the initial value, that gives the
    /// initial value, or NaN when it is NaN too, as the loop does).
    NanIgnoring(ReduceKind),
}

/// One combiner: the op, its strategy on `i1` and on other elements, and whether reassociating
/// it is exact (integer wrap-around, max, min and bitwise ops are associative and commutative;
/// float add and mul are not). `None` on `i1`: the op does not take it.
struct Combiner {
    name: &'static str,
    on_bool: Option<Strategy>,
    on_other: Strategy,
    exact_reassociation: bool,
}

const fn row(name: &'static str, on_bool: Option<Strategy>, on_other: Strategy, exact_reassociation: bool) -> Combiner {
    Combiner {
        name,
        on_bool,
        on_other,
        exact_reassociation,
    }
}

use ReduceKind::{Add, Max, Min, Mul};
use Strategy::{Bitwise, Direct, NanIgnoring, Unsigned, WidenedBool};

/// The combiners a reduction body may apply to its accumulator. On `i1`: addi and xori are the
/// parity (an `i8` sum's low bit), muli and andi are min of 0/1, ori is max of 0/1, and the
/// signed max and min of 0/-1 are and and or.
const COMBINERS: &[Combiner] = &[
    //  op               on i1                                on other elements  exact
    row("arith.addf", None, Direct(Add), false),
    row("arith.mulf", None, Direct(Mul), false),
    row("arith.maximumf", None, Direct(Max), true),
    row("arith.minimumf", None, Direct(Min), true),
    row("arith.maxnumf", None, NanIgnoring(Max), true),
    row("arith.minnumf", None, NanIgnoring(Min), true),
    row("arith.addi", Some(WidenedBool("arith.extui", Add)), Direct(Add), true),
    row("arith.muli", Some(WidenedBool("arith.extui", Mul)), Direct(Mul), true),
    row("arith.maxsi", Some(WidenedBool("arith.extsi", Max)), Direct(Max), true),
    row("arith.minsi", Some(WidenedBool("arith.extsi", Min)), Direct(Min), true),
    row(
        "arith.maxui",
        Some(WidenedBool("arith.extui", Max)),
        Unsigned(Max),
        true,
    ),
    row(
        "arith.minui",
        Some(WidenedBool("arith.extui", Min)),
        Unsigned(Min),
        true,
    ),
    row("arith.andi", Some(WidenedBool("arith.extui", Min)), Bitwise(Min), true),
    row("arith.ori", Some(WidenedBool("arith.extui", Max)), Bitwise(Max), true),
    row("arith.xori", Some(WidenedBool("arith.extui", Add)), Bitwise(Add), true),
];

/// Whether `name` is one of the combiners (each is associative; float add and mul up to rounding).
pub fn is_combiner(name: &str) -> bool {
    COMBINERS.iter().any(|c| c.name == name)
}

/// The combiner names, for errors.
pub fn combiner_names() -> String {
    let names: Vec<&str> = COMBINERS.iter().map(|c| c.name.trim_start_matches("arith.")).collect();
    names.join(", ")
}

/// A reduction output's `acc <combiner> x`.
pub struct Reduction<'c, 'a> {
    pub combiner: OperationRef<'c, 'a>,
    pub strategy: Strategy,
    pub exact_reassociation: bool,
    /// The combined value that is not the accumulator.
    pub operand: Value<'c, 'a>,
}

impl Reduction<'_, '_> {
    /// The `uop.reduce_axis` kind that the max / min of an argmax pairs with, if this is one.
    pub fn order_kind(&self) -> Option<ReduceKind> {
        match self.strategy {
            Direct(kind @ (Max | Min)) => Some(kind),
            _ => None,
        }
    }
}

/// Recognizes `yielded` as `accumulator <combiner> x` by a body op of `body`.
pub fn recognize<'c, 'a>(
    body: BlockRef<'c, 'a>,
    accumulator: Value<'c, 'a>,
    yielded: Value<'c, 'a>,
) -> Option<Reduction<'c, 'a>> {
    let combiner = defining_op(yielded).filter(|d| d.block().is_some_and(|b| b == body))?;
    let name = op_name(&combiner);
    let row = COMBINERS.iter().find(|c| c.name == name)?;
    if combiner.operand_count() != 2 {
        return None;
    }
    let (lhs, rhs) = (combiner.operand_at(0)?, combiner.operand_at(1)?);
    let operand = match (lhs == accumulator, rhs == accumulator) {
        (true, false) => rhs,
        (false, true) => lhs,
        _ => return None,
    };
    let strategy = if int_width(operand.r#type()) == Some(1) {
        row.on_bool?
    } else {
        row.on_other
    };
    Some(Reduction {
        combiner,
        strategy,
        exact_reassociation: row.exact_reassociation,
        operand,
    })
}

/// `x` reduced over `axes` (kept as size 1) as `reduction`'s combiner would, in `x`'s element type.
pub fn total<'c, 'a>(b: &TensorBuilder<'c, 'a>, strategy: Strategy, x: Value<'c, 'a>, axes: &[i64]) -> Value<'c, 'a> {
    let element = element_of(x);
    match strategy {
        Direct(kind) => b.reduce_axis(kind, x, axes),
        WidenedBool(extend, kind) => {
            let byte = IntegerType::new(b.context, 8).into();
            let wide = b.arith(extend, &[x], byte);
            let reduced = b.reduce_axis(kind, wide, axes);
            b.arith("arith.trunci", &[reduced], element)
        }
        Unsigned(kind) => {
            let width = int_width(element).expect("an integer element");
            let sign = b.int_splat(-(1i128 << (width - 1)), element, &shape_of(x));
            let flipped = b.arith("arith.xori", &[x, sign], element);
            let reduced = b.reduce_axis(kind, flipped, axes);
            let sign = b.int_splat(-(1i128 << (width - 1)), element, &shape_of(reduced));
            b.arith("arith.xori", &[reduced, sign], element)
        }
        NanIgnoring(kind) => {
            let shape = shape_of(x);
            let nan = b.compare(CmpFPredicate::Uno.code(), x, x);
            let never = if kind == Max { f64::NEG_INFINITY } else { f64::INFINITY };
            let numbers = b.select(nan, b.float_splat(never, element, &shape), x);
            let reduced = b.reduce_axis(kind, numbers, axes);
            let byte = IntegerType::new(b.context, 8).into();
            let all_nan = b.reduce_axis(Min, b.arith("arith.extui", &[nan], byte), axes);
            let all_nan = b.arith("arith.trunci", &[all_nan], IntegerType::new(b.context, 1).into());
            b.select(all_nan, b.float_splat(f64::NAN, element, &shape_of(reduced)), reduced)
        }
        Bitwise(kind) => {
            let width = int_width(element).expect("an integer element") as i64;
            let shape = shape_of(x);
            let rank = shape.len();
            let mut with_bits = shape.clone();
            with_bits.push(width);
            let mut one_more = shape.clone();
            one_more.push(1);
            let spread = b.expand(b.reshape(x, &one_more), &with_bits);
            let shifts = b.arange(element, rank, &with_bits);
            let one = b.int_splat(1, element, &with_bits);
            let bits = b.arith(
                "arith.andi",
                &[b.arith("arith.shrui", &[spread, shifts], element), one],
                element,
            );
            let mut reduced = b.reduce_axis(kind, bits, axes);
            let reduced_shape = shape_of(reduced);
            if kind == Add {
                let one = b.int_splat(1, element, &reduced_shape);
                reduced = b.arith("arith.andi", &[reduced, one], element);
            }
            let shifts = b.arange(element, rank, &reduced_shape);
            let placed = b.arith("arith.shli", &[reduced, shifts], element);
            let word = b.reduce_axis(Add, placed, &[rank as i64]);
            b.reshape(word, &reduced_shape[..rank])
        }
    }
}

/// The reduction of `x` (iteration space) over the reduction loops, in
/// output `out_dims` order, combined with `init`. linalg's loops compute
/// `((init <op> x0) <op> x1) ...`, reduction loops row-major. Where that
/// equals `init <op> reduce(x)` (an exactly reassociable combiner) or
/// `reduce(x)` (an initial value that is the identity the reduction starts
/// from: +0.0 for add, 1.0 for mul), that short form is used. A float sum or
/// product with another initial value (a convolution's bias) takes the short
/// form `init <op> reduce(x)` too when `reassociate` allows reordering it: the
/// reduction keeps its loops (channel, kernel row, kernel column), whose
/// window indices the schedule strength-reduces, and the later passes reorder
/// such a sum anyway (vector lanes, several accumulators). Otherwise the
/// reduction loops are flattened to one axis and `init` is placed in front
/// of it, so the order is linalg's; that merged axis costs a division and a
/// remainder per element for each loop it holds, and the padding the init
/// needs shifts every window index by one. A float sum combined with an init
/// either way starts from -0 (`from_negative_zero`), the identity that
/// changes no term: from +0, a -0 init and -0 terms would give +0 where
/// linalg gives -0.
pub fn reduce_into<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    x: Value<'c, 'a>,
    init: Value<'c, 'a>,
    out_dims: &[usize],
    is_reduction: &[bool],
    reassociate: bool,
) -> Value<'c, 'a> {
    let sizes = shape_of(x);
    let reduced: Vec<usize> = (0..sizes.len()).filter(|&d| is_reduction[d]).collect();
    let parallel: Vec<usize> = (0..sizes.len()).filter(|&d| !is_reduction[d]).collect();
    let parallel_shape: Vec<i64> = parallel.iter().map(|&d| sizes[d]).collect();
    // Output axis j is loop out_dims[j]; in the parallel-loop-order tensor it is at this position.
    let to_output: Vec<i64> = out_dims
        .iter()
        .map(|d| parallel.iter().position(|p| p == d).expect("parallel") as i64)
        .collect();
    let identity = matches!(reduction.strategy, Direct(kind) if is_identity(init, kind));
    if identity || reduction.exact_reassociation || reassociate {
        let axes: Vec<i64> = reduced.iter().map(|&d| d as i64).collect();
        let total = match reduction.strategy {
            // init + sum(x) with sum(x) from -0: -0 where init and every x are -0, as in linalg.
            Direct(Add) if !identity && !reduction.exact_reassociation => b.reduce_axis_from(Add, x, &axes, true),
            strategy => total(b, strategy, x, &axes),
        };
        let total = b.reshape(total, &parallel_shape);
        let total = b.permute(total, &to_output);
        if identity {
            return total;
        }
        return combine(b, reduction, init, total);
    }
    let Direct(kind) = reduction.strategy else {
        unreachable!("only float add and mul reassociate inexactly")
    };
    let count: i64 = reduced.iter().map(|&d| sizes[d]).product();
    let order: Vec<i64> = parallel.iter().chain(&reduced).map(|&d| d as i64).collect();
    let rows = b.permute(x, &order);
    let mut flat_shape = parallel_shape.clone();
    flat_shape.push(count);
    let rows = b.reshape(rows, &flat_shape);
    let mut low = vec![0; flat_shape.len()];
    *low.last_mut().expect("one reduction axis") = 1;
    let room = b.pad(rows, &low, &vec![0; flat_shape.len()]);
    // init is in output order; bring it to parallel-loop order, one element per row.
    let mut from_output = vec![0i64; to_output.len()];
    for (j, &p) in to_output.iter().enumerate() {
        from_output[p as usize] = j as i64;
    }
    let first = b.permute(init, &from_output);
    let mut first_shape = parallel_shape.clone();
    first_shape.push(1);
    let first = b.reshape(first, &first_shape);
    let sequence = b.overlay(room, first, &vec![0; flat_shape.len()]);
    let total = b.reduce_axis_from(kind, sequence, &[parallel_shape.len() as i64], kind == Add);
    let total = b.reshape(total, &parallel_shape);
    b.permute(total, &to_output)
}

/// `lhs <combiner> rhs` elementwise, with the combiner's attributes and location.
pub fn combine<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    lhs: Value<'c, 'a>,
    rhs: Value<'c, 'a>,
) -> Value<'c, 'a> {
    let attributes: Vec<_> = reduction.combiner.attributes().collect();
    b.value(
        OperationBuilder::new(op_name(&reduction.combiner), b.source_location(reduction.combiner))
            .add_operands(&[lhs, rhs])
            .add_attributes(&attributes)
            .add_results(&[lhs.r#type()]),
    )
}

/// Whether `init` is a splat constant equal to the value `uop.reduce_axis`
/// starts from (the interpreter's and the lowering's identity): +0.0 or 0
/// for add, 1 for mul. Max and min are always combined (exactly).
fn is_identity(init: Value, kind: ReduceKind) -> bool {
    // A kept reduced axis (`(d0, 0)`) reaches here reshaped away.
    let init = match defining_op(init).filter(|d| op_name(d) == "uop.reshape") {
        Some(reshape) => reshape.operand(0).expect("a source"),
        None => init,
    };
    let Some(def) = defining_op(init).filter(|d| op_name(d) == "arith.constant") else {
        return false;
    };
    let Some(element) = def.attribute("value").ok().and_then(splat_element) else {
        return false;
    };
    let expected = match kind {
        ReduceKind::Add => 0.0,
        ReduceKind::Mul => 1.0,
        ReduceKind::Max | ReduceKind::Min => return false,
    };
    if let Ok(float) = FloatAttribute::try_from(element) {
        float.value() == expected && float.value().is_sign_positive()
    } else if let Ok(integer) = IntegerAttribute::try_from(element) {
        integer.value() as f64 == expected
    } else {
        false
    }
}
