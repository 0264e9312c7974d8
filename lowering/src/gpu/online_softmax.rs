//! `axe-gpu-online-softmax`: a cooperative row's max and its sum of `exp(x - max)` as one
//! block reduction of (max, sum) pairs (the online softmax; `axe-translate --online-softmax`,
//! `axe-run --target gpu-emulator --gpu-online-softmax`; off by default).
//!
//! A softmax row kernel (`cooperative.rs`, after `axe-reuse-row-loads`) reduces twice across
//! its block: `M = all_reduce max(pm)` of each thread's partial max, then
//! `S = all_reduce add(ps)` of each thread's partial sum of `exp(x - M)`, and writes
//! `exp(x - M) / S`: each `gpu.all_reduce` a max or sum butterfly in each warp, the warps'
//! values through shared memory and two barriers. Here each thread instead sums `exp(x - r)`
//! about its own reference point `r = max(pm, -FLT_MAX)`, and one block reduction merges the
//! threads' pairs to `(M, S) = (max m_i, sum s_i * exp(m_i - M))`: in each warp a max
//! butterfly, one exp a lane and a sum butterfly; the warps' pairs through shared memory with
//! one barrier; the same over them in every warp, so every thread holds the block's `(M, S)`.
//! Each thread's exps are then rescaled by `c = exp(r - M)`, and a division by the sum,
//! `e / S`, becomes `e * (c / S)`: one division a thread. Where the passes are still loops
//! (rows too long to keep in registers), [`loops`] fuses the max loop and the sum loop into
//! one with a running (max, sum), so the row is read twice instead of three times.
//!
//! Exactness of special values (torch's softmax, which the interpreter computes): a NaN
//! anywhere makes `M` and `S` NaN (maximumf propagates it, and `exp(NaN)`); a +inf makes its
//! thread's sum `exp(inf - inf)` = NaN, so `S` and every output are NaN; a row of -inf gives
//! NaN (each `r` is `-FLT_MAX`, each sum 0, `M = -FLT_MAX`, `c = 1`, and `0 * (1 / 0)` is
//! NaN). A thread whose elements are all -inf in a row with a finite max contributes
//! `0 * exp(-FLT_MAX - M)` = 0 and writes `0 * c` = 0: the reference point is `-FLT_MAX`, not
//! `-inf`, because `-inf - -inf` would be NaN. Rounding: the exps are about `r` and rescaled
//! (one more exp and multiply, a few ulps), and the sums are added in tree order, as
//! `gpu.all_reduce` does.
//!
//! A kernel is rewritten only where the pattern is exact: a top-level f32
//! `gpu.all_reduce maximumf` whose result is only used as `x - M` (directly or broadcast)
//! feeding one `math.exp` each, and a later top-level `gpu.all_reduce add` whose operand is a
//! chain of `arith.addf` / `vector.reduction <add>` over those exps and values from before the
//! max, with the exps' other uses after the sum and the sum's only uses divisions of them
//! (so that a row of -inf still gives `0 / 0` = NaN); the block is `known_block_size` of a
//! power of two of whole warps along x, and the kernel has no workgroup or private attributions yet (its one
//! shared buffer becomes the first, `outline.rs`).

mod loops;

use super::builder::{erase, memory, replace_uses, Builder};
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::CmpIPredicate;
use axe_dialects::ir::read::{defining_op, i64_array, int_attr, op_key, op_name, uses, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    attribute::{AttributeLike, IntegerAttribute},
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    Attribute, BlockLike, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};
use std::collections::{HashMap, HashSet};

pub static GPU_ONLINE_SOFTMAX: PassDefinition = PassDefinition {
    argument: "axe-gpu-online-softmax",
    description: "In GPU row kernels, a block max M and a block sum of exp(x - M) as one block reduction of (max, sum) pairs (online softmax: each thread sums exp(x - r) about its own max r, the pairs merge to (max m, sum s * exp(m - M)) in each warp and across warps through one shared exchange and one barrier, the exps are rescaled by exp(r - M) and e / S becomes e * (exp(r - M) / S); where the passes are loops, the max and sum loops become one loop with a running (max, sum)) (axe-translate --online-softmax)",
    options: &[],
    run,
};

/// The largest finite f32: a thread's reference point is at least `-FLT_MAX` so that a thread
/// whose elements are all -inf sums zeros instead of `exp(-inf - -inf)` = NaN.
const FLT_MAX: f64 = 3.4028234663852886e38;

const WARP: i64 = 32;

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    for kernel in super::kernels(&root) {
        let Some(threads) = block_threads(&kernel) else {
            continue;
        };
        let maxima: Vec<OperationRef> = top_level(&kernel)
            .into_iter()
            .filter(|op| op_name(op) == "gpu.all_reduce" && reduce_kind(op).as_deref() == Some("maximumf"))
            .filter(|op| is_f32(op.result(0).expect("one result").r#type()))
            .collect();
        for max_op in maxima {
            // A kernel gets one shared buffer here: its second softmax keeps its two reductions.
            if has_attributions(&kernel) {
                break;
            }
            if let Some(found) = Pattern::find(&kernel, max_op) {
                found.rewrite(context, threads)?;
            } else if let Some(found) = loops::Loops::find(&kernel, max_op) {
                found.rewrite(context, threads)?;
            } else {
                continue;
            }
            super::outline::workgroup_attributions(context, kernel)?;
        }
    }
    Ok(())
}

/// Threads of the kernel's block: `known_block_size` along x alone, a power of two from 1 to 32
/// warps (the cooperative plan's), so that the warps' pairs fill aligned groups of lanes.
fn block_threads(kernel: &OperationRef) -> Option<i64> {
    let size = i64_array(kernel, "known_block_size")?;
    let warps = size.first().copied()? / WARP;
    (size.len() == 3
        && size[1] == 1
        && size[2] == 1
        && size[0] % WARP == 0
        && (1..=32).contains(&warps)
        && (warps as u64).is_power_of_two())
    .then_some(size[0])
}

/// Whether the kernel has workgroup or private attributions (entry block arguments past its
/// parameters): the shared buffer made here becomes its only one.
fn has_attributions(kernel: &OperationRef) -> bool {
    let entry = kernel.region(0).expect("one region").first_block().expect("a body");
    let Ok(ty) = kernel.attribute("function_type") else {
        return true;
    };
    let inputs = unsafe { mlir_sys::mlirFunctionTypeGetNumInputs(mlir_sys::mlirTypeAttrGetValue(ty.to_raw())) };
    int_attr(kernel, "workgroup_attributions").unwrap_or(0) != 0 || entry.argument_count() as isize != inputs
}

/// The ops of the kernel's entry block, in order.
fn top_level<'c, 'a>(kernel: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let entry = kernel.region(0).expect("one region").first_block().expect("a body");
    let mut ops = Vec::new();
    let mut current = entry.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        ops.push(op);
    }
    ops
}

/// `maximumf`, `add`, ... of a `gpu.all_reduce` without a region.
fn reduce_kind(op: &OperationRef) -> Option<String> {
    if op.region_at(0).is_some_and(|r| r.first_block().is_some()) {
        return None;
    }
    let text = op.attribute("op").ok()?.to_string();
    let word = text
        .trim_start_matches("#gpu<all_reduce_op")
        .trim_end_matches('>')
        .trim();
    Some(word.to_string())
}

/// f32, or a vector of f32.
fn is_f32(ty: Type) -> bool {
    let s = ty.to_string();
    s == "f32" || (s.starts_with("vector<") && s.ends_with("xf32>"))
}

/// Sets operand `index` of `op` to `value`.
fn set_operand(op: OperationRef, index: usize, value: Value) {
    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), index as isize, value.to_raw()) }
}

/// A matched softmax: the two block reductions, the exps of `x - M`, and the exps' uses after
/// the sum.
struct Pattern<'c, 'a> {
    max_op: OperationRef<'c, 'a>,
    sum_op: OperationRef<'c, 'a>,
    /// Uses of an exp outside the sum's chain: (user, operand number, the exp's value).
    outside: Vec<(OperationRef<'c, 'a>, usize, Value<'c, 'a>)>,
}

impl<'c, 'a> Pattern<'c, 'a> {
    fn find(kernel: &OperationRef<'c, 'a>, max_op: OperationRef<'c, 'a>) -> Option<Self> {
        let order = top_level(kernel);
        let position: HashMap<usize, usize> = order.iter().enumerate().map(|(i, op)| (op_key(op), i)).collect();
        let at = |op: &OperationRef| position.get(&op_key(op)).copied();
        let max_at = at(&max_op)?;
        let m: Value = max_op.result_at(0)?.into();
        // M's uses: `x - M` (M as the subtrahend, possibly broadcast), each used by one exp.
        let mut subtractions = Vec::new();
        for (user, operand) in uses(m) {
            at(&user)?;
            match op_name(&user) {
                "vector.broadcast" => {
                    for (sub, index) in uses(user.result_at(0)?.into()) {
                        (op_name(&sub) == "arith.subf" && index == 1).then_some(())?;
                        subtractions.push(sub);
                    }
                }
                "arith.subf" if operand == 1 => subtractions.push(user),
                _ => return None,
            }
        }
        let mut exps = HashSet::new();
        for sub in &subtractions {
            let sub_uses = uses(sub.result_at(0)?.into());
            let [(exp, _)] = sub_uses.as_slice() else { return None };
            (op_name(exp) == "math.exp" && at(exp).is_some()).then_some(())?;
            exps.insert(op_key(exp));
        }
        // The sum: the first later top-level f32 add whose operand's chain reaches those exps.
        order[max_at + 1..]
            .iter()
            .filter(|op| op_name(op) == "gpu.all_reduce" && reduce_kind(op).as_deref() == Some("add"))
            .filter(|op| op.result_at(0).is_some_and(|r| r.r#type().to_string() == "f32"))
            .find_map(|&sum_op| Self::with_sum(&order, &position, max_op, sum_op, &exps))
    }

    /// The pattern with `sum_op` as the sum, when its operand is a chain of adds over all of
    /// `exps` and the exps' other uses come after it.
    fn with_sum(
        order: &[OperationRef<'c, 'a>],
        position: &HashMap<usize, usize>,
        max_op: OperationRef<'c, 'a>,
        sum_op: OperationRef<'c, 'a>,
        exps: &HashSet<usize>,
    ) -> Option<Self> {
        let at = |op: &OperationRef| position.get(&op_key(op)).copied();
        let max_at = at(&max_op)?;
        let sum_at = at(&sum_op)?;
        let mut chain = HashSet::new();
        let mut reached = HashSet::new();
        let mut stack = vec![sum_op.operand_at(0)?];
        while let Some(v) = stack.pop() {
            let def = defining_op(v);
            match def {
                Some(op) if exps.contains(&op_key(&op)) => {
                    reached.insert(op_key(&op));
                }
                Some(op)
                    if (op_name(&op) == "arith.addf"
                        || (op_name(&op) == "vector.reduction" && reduction_is_add(&op)))
                        && at(&op).is_some_and(|p| p > max_at && p < sum_at) =>
                {
                    if chain.insert(op_key(&op)) {
                        stack.extend(op.operands());
                    }
                }
                // Anything else in the sum comes from before the max (a zero to start from).
                Some(op) => (at(&op).is_some_and(|p| p < max_at) || op_name(&op) == "arith.constant").then_some(())?,
                None => {}
            }
        }
        if reached.len() != exps.len() || exps.is_empty() {
            return None;
        }
        // The chain feeds only itself and the sum; the exps' other uses come after the sum.
        for op in &order[max_at + 1..sum_at] {
            if chain.contains(&op_key(op)) {
                for (user, _) in uses(op.result_at(0)?.into()) {
                    (chain.contains(&op_key(&user)) || op_key(&user) == op_key(&sum_op)).then_some(())?;
                }
            }
        }
        let mut outside = Vec::new();
        for op in &order[max_at + 1..sum_at] {
            if !exps.contains(&op_key(op)) {
                continue;
            }
            let e: Value = op.result_at(0)?.into();
            for (user, index) in uses(e) {
                if chain.contains(&op_key(&user)) {
                    continue;
                }
                at(&user).is_some_and(|p| p > sum_at).then_some(())?;
                outside.push((user, index, e));
            }
        }
        // The sum only divides those exps: for a row of -inf the block's sum here is 0 where the
        // reference's is NaN, and only `e / S` gives NaN either way.
        let divides_an_exp = |user: &OperationRef, index: usize| {
            op_name(user) == "arith.divf"
                && index == 1
                && user
                    .operand_at(0)
                    .is_some_and(|e| defining_op(e).is_some_and(|d| exps.contains(&op_key(&d))))
        };
        let sum: Value = sum_op.result_at(0)?.into();
        for (user, index) in uses(sum) {
            let ok = divides_an_exp(&user, index)
                || (op_name(&user) == "vector.broadcast"
                    && uses(user.result_at(0)?.into())
                        .iter()
                        .all(|(u, i)| divides_an_exp(u, *i)));
            ok.then_some(())?;
        }
        Some(Pattern {
            max_op,
            sum_op,
            outside,
        })
    }

    fn rewrite(self, context: &'c melior::Context, threads: i64) -> Result<(), PassFailed> {
        let f32 = Type::float32(context);
        // The thread's reference point replaces M in every `x - M`.
        let at = Builder::before(context, self.max_op).ok_or(PassFailed)?;
        let partial_max = self.max_op.operand(0).map_err(|_| PassFailed)?;
        let floor = float(&at, -FLT_MAX);
        let r = at.binary("arith.maximumf", partial_max, floor);
        replace_uses(self.max_op.result(0).expect("one result").into(), r);
        erase(self.max_op);

        let at = Builder::before(context, self.sum_op).ok_or(PassFailed)?;
        let partial_sum = self.sum_op.operand(0).map_err(|_| PassFailed)?;
        let entry = at.block;
        let top = Builder::before(context, entry.first_operation().ok_or(PassFailed)?).ok_or(PassFailed)?;
        let (m, s) = block_merge(&top, &at, r, partial_sum, threads, f32)?;
        // Each thread's exps about r, rescaled to M: c = exp(r - M); e / S becomes e * (c / S).
        let c = at.value(exp_of(&at, at.binary("arith.subf", r, m)));
        let q = at.binary("arith.divf", c, s);
        let old_sum: Value = self.sum_op.result(0).expect("one result").into();
        let mut scaled: HashMap<(usize, usize), Value> = HashMap::new();
        for (user, index, e) in self.outside {
            let ty = e.r#type();
            let divides_by_sum = op_name(&user) == "arith.divf" && index == 0 && {
                let divisor = user.operand(1).expect("a divisor");
                value_key(divisor) == value_key(old_sum)
                    || defining_op(divisor).is_some_and(|d| {
                        op_name(&d) == "vector.broadcast"
                            && d.operand_at(0).is_some_and(|v| value_key(v) == value_key(old_sum))
                    })
            };
            let factor = if divides_by_sum { q } else { c };
            let key = (value_key(factor), ty.to_raw().ptr as usize);
            let factor = *scaled.entry(key).or_insert_with(|| splat(&at, factor, ty));
            let here = Builder::before(context, user).ok_or(PassFailed)?;
            let product = here.binary("arith.mulf", e, factor);
            if divides_by_sum {
                replace_uses(user.result(0).expect("one result").into(), product);
                erase(user);
            } else {
                set_operand(user, index, product);
            }
        }
        replace_uses(old_sum, s);
        erase(self.sum_op);
        Ok(())
    }
}

fn reduction_is_add(op: &OperationRef) -> bool {
    op.attribute("kind").is_ok_and(|k| k.to_string() == "#vector.kind<add>")
}

/// `value` as type `ty`: itself, or broadcast to the vector type.
fn splat<'c, 'a>(at: &Builder<'c, 'a>, value: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
    if ty == value.r#type() {
        return value;
    }
    at.value(
        OperationBuilder::new("vector.broadcast", at.location)
            .add_operands(&[value])
            .add_results(&[ty]),
    )
}

fn float<'c, 'a>(at: &Builder<'c, 'a>, value: f64) -> Value<'c, 'a> {
    let op = ops::float_constant(at.context, Type::float32(at.context), value, at.location);
    at.insert_built(op).result(0).expect("one result").into()
}

fn int32<'c, 'a>(at: &Builder<'c, 'a>, value: i64) -> Value<'c, 'a> {
    let i32 = IntegerType::new(at.context, 32).into();
    at.value(
        OperationBuilder::new("arith.constant", at.location)
            .add_attributes(&[at.named("value", IntegerAttribute::new(i32, value).into())])
            .add_results(&[i32]),
    )
}

fn exp_of<'c>(at: &Builder<'c, '_>, a: Value<'c, '_>) -> OperationBuilder<'c> {
    OperationBuilder::new("math.exp", at.location)
        .add_operands(&[a])
        .add_results(&[a.r#type()])
}

/// `gpu.shuffle xor` of `v` with lane `lane ^ offset` (width 32).
fn shuffle_xor<'c, 'a>(at: &Builder<'c, 'a>, v: Value<'c, 'a>, offset: i64) -> Value<'c, 'a> {
    let (offset, width) = (int32(at, offset), int32(at, WARP));
    at.insert(
        OperationBuilder::new("gpu.shuffle", at.location)
            .add_attributes(&[at.named(
                "mode",
                Attribute::parse(at.context, "#gpu<shuffle_mode xor>").expect("a shuffle mode"),
            )])
            .add_operands(&[v, offset, width])
            .add_results(&[v.r#type(), IntegerType::new(at.context, 1).into()]),
    )
    .result(0)
    .expect("the shuffled value")
    .into()
}

/// The pairs `(m, s)` of an aligned group of `lanes` lanes (a power of two, at most a warp)
/// merged in every lane of it: `M` by a max butterfly (maximumf propagates a NaN), then each
/// lane's `s * exp(m - M)` by an add butterfly. One exp a lane instead of one a merge step;
/// a butterfly gives both partners the same bits (`a + b` and `b + a`), so the pair is
/// uniform. A lane with `m = M` scales by `exp(0)` = 1 exactly; `m = M = +inf` gives
/// `exp(NaN)` = NaN, as the row's softmax is.
fn group_pair<'c, 'a>(
    at: &Builder<'c, 'a>,
    (m, s): (Value<'c, 'a>, Value<'c, 'a>),
    lanes: i64,
) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let mut max = m;
    for offset in halvings(lanes) {
        max = at.binary("arith.maximumf", max, shuffle_xor(at, max, offset));
    }
    let scale = at.value(exp_of(at, at.binary("arith.subf", m, max)));
    let mut sum = at.binary("arith.mulf", s, scale);
    for offset in halvings(lanes) {
        sum = at.binary("arith.addf", sum, shuffle_xor(at, sum, offset));
    }
    (max, sum)
}

/// Offsets `n/2, n/4, ..., 1` of a butterfly over `n` (a power of two) lanes.
fn halvings(n: i64) -> impl Iterator<Item = i64> {
    std::iter::successors(Some(n / 2), |&o| Some(o / 2)).take_while(|&o| o >= 1)
}

/// The block's pair from each thread's `(m, s)`: merged in each warp ([`group_pair`]), the
/// warps' pairs through a shared buffer (allocated at `top`) and one barrier, and merged again
/// in every warp.
fn block_merge<'c, 'a>(
    top: &Builder<'c, 'a>,
    at: &Builder<'c, 'a>,
    m: Value<'c, 'a>,
    s: Value<'c, 'a>,
    threads: i64,
    f32: Type<'c>,
) -> Result<(Value<'c, 'a>, Value<'c, 'a>), PassFailed> {
    let pair = group_pair(at, (m, s), WARP);
    let warps = threads / WARP;
    if warps == 1 {
        return Ok(pair);
    }
    let buffer = memory::allocate(top, f32, &[2, warps]).map_err(|_| PassFailed)?;
    let tid = at.value(
        OperationBuilder::new("gpu.thread_id", at.location)
            .add_attributes(&[at.named(
                "dimension",
                Attribute::parse(at.context, "#gpu<dim x>").expect("a dimension"),
            )])
            .add_results(&[Type::index(at.context)]),
    );
    let lane = at.binary("arith.remui", tid, at.index(WARP));
    let warp = at.binary("arith.divui", tid, at.index(WARP));
    let zero = at.index(0);
    let one = at.index(1);
    let first_lane = at.cmpi(CmpIPredicate::Eq, lane, zero);
    let inside = at.inside_if(first_lane);
    for (row, v) in [(zero, pair.0), (one, pair.1)] {
        inside.insert_built(ops::generic(
            at.context,
            "memref.store",
            &[],
            &[v, buffer, row, warp],
            None,
            at.location,
        ));
    }
    memory::barrier(at);
    // Lane i reads warp (i mod warps)'s pair: each aligned group of `warps` lanes holds every
    // warp's pair once, and merging within the group gives every lane the block's pair.
    let column = at.binary("arith.remui", lane, at.index(warps));
    let load = |row: Value<'c, 'a>| {
        at.value(
            OperationBuilder::new("memref.load", at.location)
                .add_operands(&[buffer, row, column])
                .add_results(&[f32]),
        )
    };
    let (wm, ws) = (load(zero), load(one));
    Ok(group_pair(at, (wm, ws), warps))
}
