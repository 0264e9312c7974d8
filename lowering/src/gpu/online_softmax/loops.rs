//! The online softmax of a row kernel whose passes are loops (rows too long for
//! `axe-reuse-row-loads` to keep in registers, or `--reuse-row-loads=false`): the max loop and
//! the sum loop become one loop with a running (max, sum) per lane, so the row is read twice
//! (once for both, once for the output) instead of three times.
//!
//! The max loop `m = max(m, x)` and the sum loop `s = s + exp(x' - M)`, where `x'` is the same
//! value as `x` (the same ops on the same induction variable: a load of the same buffer at the
//! same index, which no op between the loops writes), become
//! `m' = max(m, x); s = s * exp(m - m') + exp(x - m'); m = m'`, from `m = -FLT_MAX` (so that a
//! lane of -inf sums zeros, not `exp(-inf - -inf)` = NaN) and `s = 0`. A vector's lanes are then
//! merged (`r = max m_l`, `s = sum s_l * exp(m_l - r)`), the threads' pairs by
//! [`super::block_merge`], and the output loop uses the block's `(M, S)` as it used the two
//! reductions: `exp(x - M) / S`. Each element costs one more exp (the rescale); the row is read
//! twice instead of three times.
//!
//! Only where exact: the max loop's start is -inf and the bodies of both loops read memory
//! only; the sum loop starts at zero and sums exactly `exp(x' - M)`; the loops have the same bounds; only
//! constants and the reductions lie between them; and every other use of M is `exp(x - M)`
//! divided by S and every use of S such a division, so that the all -inf row, whose `M` is
//! `-FLT_MAX` here and `-inf` in the reference, still gives `0 / 0` = NaN.

use super::super::builder::{erase, replace_uses, Builder};
use super::{exp_of, float, is_f32, reduce_kind, set_operand, splat, top_level, FLT_MAX};
use crate::uop_to_scf::ops;
use axe_dialects::ir::read::{defining_op, op_key, op_name, uses, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use axe_dialects::pass::PassFailed;
use melior::ir::{
    operation::OperationLike, Attribute, Block, BlockLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
};

/// A matched pair of loops: the max loop and its reductions, the sum loop and its reductions.
pub(super) struct Loops<'c, 'a> {
    max_loop: OperationRef<'c, 'a>,
    /// The `vector.reduction <maximumf>` of the max loop's lanes (none for a scalar loop).
    max_lanes: Option<OperationRef<'c, 'a>>,
    max_op: OperationRef<'c, 'a>,
    sum_loop: OperationRef<'c, 'a>,
    sum_lanes: Option<OperationRef<'c, 'a>>,
    sum_op: OperationRef<'c, 'a>,
    /// The max loop's update `max(m, x)` and its `x`.
    update: OperationRef<'c, 'a>,
    x: Value<'c, 'a>,
}

/// The loop's body block.
fn body<'c, 'a>(for_op: &OperationRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    for_op.region_at(0)?.first_block()
}

/// The op that defines `value` when it is named `name`.
fn def_named<'c, 'a>(value: Value<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    defining_op(value).filter(|op| op_name(op) == name)
}

/// The `scf.for` (one iter_arg, one result used once) whose lanes `value` reduces with `kind`:
/// `vector.reduction <kind>` of its result, or its result itself (a scalar).
fn reduced_loop<'c, 'a>(
    value: Value<'c, 'a>,
    kind: &str,
) -> Option<(OperationRef<'c, 'a>, Option<OperationRef<'c, 'a>>)> {
    let def = defining_op(value)?;
    let (for_op, lanes) = if op_name(&def) == "vector.reduction" {
        let kind_ok = def
            .attribute("kind")
            .is_ok_and(|k| k.to_string() == format!("#vector.kind<{kind}>"));
        (kind_ok && def.operand_count() == 1).then_some(())?;
        (def_named(def.operand_at(0)?, "scf.for")?, Some(def))
    } else {
        (def, None)
    };
    (op_name(&for_op) == "scf.for" && for_op.result_count() == 1 && for_op.operand_count() == 4).then_some(())?;
    (uses(for_op.result_at(0)?.into()).len() == 1).then_some(())?;
    if let Some(l) = lanes {
        (uses(l.result_at(0)?.into()).len() == 1).then_some(())?;
    }
    Some((for_op, lanes))
}

/// Whether `value` is a constant of `text` in every lane (`0xFF800000`: -inf; `0.000000e+00`).
fn is_filled(value: Value, text: &str) -> bool {
    def_named(value, "arith.constant")
        .and_then(|c| c.attribute("value").ok())
        .is_some_and(|a| {
            let s = a.to_string();
            s.starts_with(&format!("{text} :")) || s.starts_with(&format!("dense<{text}> :"))
        })
}

/// The yielded value of a one-result loop, `op(acc, other)` or `op(other, acc)` where the
/// iter_arg `acc` has no other use: the op and `other`.
fn update_of<'c, 'a>(for_op: &OperationRef<'c, 'a>, name: &str) -> Option<(OperationRef<'c, 'a>, Value<'c, 'a>)> {
    let block = body(for_op)?;
    let yield_op = block.terminator()?;
    let update = def_named(yield_op.operand_at(0)?, name)?;
    (update.block() == Some(block)).then_some(())?;
    let acc: Value = block.argument_at(1)?.into();
    let acc_uses = uses(acc);
    (acc_uses.len() == 1 && op_key(&acc_uses[0].0) == op_key(&update)).then_some(())?;
    let other = update.operand_at(1 - acc_uses[0].1)?;
    Some((update, other))
}

/// Ops a max loop's body may hold: pure arithmetic and reads.
fn reads_only(block: &BlockRef) -> bool {
    let mut op = block.first_operation();
    while let Some(o) = op {
        op = o.next_in_block();
        let name = op_name(&o);
        let pure = name.starts_with("arith.") || name.starts_with("math.");
        let read = matches!(name, "vector.load" | "memref.load" | "vector.broadcast" | "scf.yield");
        if !(pure || read) || o.region_at(0).is_some() {
            return false;
        }
    }
    true
}

/// Whether `a` (in the loop of induction variable `iv_a`) and `b` (in that of `iv_b`) are the
/// same value at the same step: one value from outside both, or the same ops (name,
/// attributes, result types) on operands that are.
fn same_value(a: Value, b: Value, iv_a: Value, iv_b: Value, depth: usize) -> bool {
    if value_key(a) == value_key(b) {
        return true;
    }
    if value_key(a) == value_key(iv_a) && value_key(b) == value_key(iv_b) {
        return true;
    }
    let (Some(x), Some(y)) = (defining_op(a), defining_op(b)) else {
        return false;
    };
    if depth == 0
        || op_name(&x) != op_name(&y)
        || x.operand_count() != y.operand_count()
        || x.result_count() != 1
        || y.result_count() != 1
        || a.r#type() != b.r#type()
        || attributes(&x) != attributes(&y)
    {
        return false;
    }
    let same = x
        .operands()
        .zip(y.operands())
        .all(|(p, q)| same_value(p, q, iv_a, iv_b, depth - 1));
    same
}

/// An op's attributes as text, in order.
fn attributes(op: &OperationRef) -> Vec<String> {
    let raw = op.to_raw();
    let count = unsafe { mlir_sys::mlirOperationGetNumAttributes(raw) };
    (0..count)
        .map(|i| {
            let named = unsafe { mlir_sys::mlirOperationGetAttribute(raw, i) };
            let attribute = unsafe { Attribute::from_raw(named.attribute) };
            let name = unsafe { mlir_sys::mlirIdentifierStr(named.name) };
            let name = unsafe { std::slice::from_raw_parts(name.data.cast::<u8>(), name.length) };
            format!("{}={}", String::from_utf8_lossy(name), attribute)
        })
        .collect()
}

/// Whether `value` (the block's max or sum) is only `s` of `e / s` or of `e / broadcast(s)`,
/// where each `e` is `exp(x - M)`, or, for the max, only `x - M` (possibly broadcast) of such an
/// exp.
fn only_divides(sum: Value) -> bool {
    uses(sum).into_iter().all(|(user, index)| match op_name(&user) {
        "arith.divf" => index == 1,
        "vector.broadcast" => user.result_at(0).is_some_and(|r| {
            uses(r.into())
                .into_iter()
                .all(|(u, i)| op_name(&u) == "arith.divf" && i == 1)
        }),
        _ => false,
    })
}

/// Whether every use of the max `m`, outside `skip` (the sum loop), is `exp(x - m)` divided by
/// the sum `s` (the output's).
fn max_only_in_softmax(m: Value, s: Value, skip: &OperationRef) -> bool {
    let inside = |op: &OperationRef| {
        let mut parent = op.parent_operation();
        while let Some(p) = parent {
            if op_key(&p) == op_key(skip) {
                return true;
            }
            parent = p.parent_operation();
        }
        false
    };
    let divided_by_sum = |e: Value| {
        uses(e).into_iter().all(|(u, i)| {
            op_name(&u) == "arith.divf" && i == 0 && {
                let d = u.operand(1).expect("a divisor");
                value_key(d) == value_key(s)
                    || def_named(d, "vector.broadcast")
                        .is_some_and(|b| b.operand_at(0).is_some_and(|v| value_key(v) == value_key(s)))
            }
        })
    };
    // `x - m` used once, by an exp divided by the sum.
    let exp_divided = |sub: &OperationRef| {
        sub.result_at(0).is_some_and(|r| {
            let r_uses = uses(r.into());
            r_uses.len() == 1
                && op_name(&r_uses[0].0) == "math.exp"
                && r_uses[0].0.result_at(0).is_some_and(|e| divided_by_sum(e.into()))
        })
    };
    uses(m).into_iter().all(|(u, i)| {
        inside(&u)
            || match op_name(&u) {
                "vector.broadcast" => u.result_at(0).is_some_and(|b| {
                    uses(b.into())
                        .into_iter()
                        .all(|(v, j)| inside(&v) || (op_name(&v) == "arith.subf" && j == 1 && exp_divided(&v)))
                }),
                "arith.subf" => i == 1 && exp_divided(&u),
                _ => false,
            }
    })
}

impl<'c, 'a> Loops<'c, 'a> {
    pub(super) fn find(kernel: &OperationRef<'c, 'a>, max_op: OperationRef<'c, 'a>) -> Option<Self> {
        let (max_loop, max_lanes) = reduced_loop(max_op.operand_at(0)?, "maximumf")?;
        is_filled(max_loop.operand_at(3)?, "0xFF800000").then_some(())?;
        let (update, x) = update_of(&max_loop, "arith.maximumf")?;
        reads_only(&body(&max_loop)?).then_some(())?;
        // Between the loops: the max's reductions and constants.
        let order = top_level(kernel);
        let at = |op: &OperationRef| order.iter().position(|o| op_key(o) == op_key(op));
        let start = at(&max_loop)?;
        let sum_at = start + 1 + order[start + 1..].iter().position(|o| op_name(o) == "scf.for")?;
        let sum_loop = order[sum_at];
        for o in &order[start + 1..sum_at] {
            let known = op_key(o) == op_key(&max_op) || max_lanes.is_some_and(|l| op_key(o) == op_key(&l));
            (known || op_name(o) == "arith.constant").then_some(())?;
        }
        (at(&max_op)? < sum_at).then_some(())?;
        // The sum loop: the same bounds, from zero, summing exp(x' - M) with x' = x.
        for i in 0..3 {
            (value_key(max_loop.operand_at(i)?) == value_key(sum_loop.operand_at(i)?)).then_some(())?;
        }
        (sum_loop.result_count() == 1 && sum_loop.operand_count() == 4).then_some(())?;
        is_filled(sum_loop.operand_at(3)?, "0.000000e+00").then_some(())?;
        // Nothing in the sum loop writes memory, so its load reads what the max loop's did.
        reads_only(&body(&sum_loop)?).then_some(())?;
        let (_, e) = update_of(&sum_loop, "arith.addf")?;
        let exp = def_named(e, "math.exp")?;
        (uses(e).len() == 1).then_some(())?;
        let sub = def_named(exp.operand_at(0)?, "arith.subf")?;
        (uses(sub.result_at(0)?.into()).len() == 1).then_some(())?;
        let m: Value = max_op.result_at(0)?.into();
        let subtrahend = sub.operand_at(1)?;
        let is_m = value_key(subtrahend) == value_key(m)
            || def_named(subtrahend, "vector.broadcast")
                .is_some_and(|b| b.operand_at(0).is_some_and(|v| value_key(v) == value_key(m)));
        is_m.then_some(())?;
        let iv_max: Value = body(&max_loop)?.argument_at(0)?.into();
        let iv_sum: Value = body(&sum_loop)?.argument_at(0)?.into();
        same_value(x, sub.operand_at(0)?, iv_max, iv_sum, 16).then_some(())?;
        // The sum's reductions: its lanes' (if a vector) and the block's, right after its loop.
        let sum_op = *order.get(sum_at + 1 + usize::from(is_vector(&sum_loop)))?;
        (op_name(&sum_op) == "gpu.all_reduce" && reduce_kind(&sum_op).as_deref() == Some("add")).then_some(())?;
        let (found_loop, sum_lanes) = reduced_loop(sum_op.operand_at(0)?, "add")?;
        (op_key(&found_loop) == op_key(&sum_loop)).then_some(())?;
        let s: Value = sum_op.result_at(0)?.into();
        (sum_op.result_at(0).is_some_and(|r| r.r#type().to_string() == "f32") && is_f32(x.r#type())).then_some(())?;
        (only_divides(s) && max_only_in_softmax(m, s, &sum_loop)).then_some(())?;
        Some(Loops {
            max_loop,
            max_lanes,
            max_op,
            sum_loop,
            sum_lanes,
            sum_op,
            update,
            x,
        })
    }

    pub(super) fn rewrite(self, context: &'c melior::Context, threads: i64) -> Result<(), PassFailed> {
        let at = Builder::before(context, self.max_loop).ok_or(PassFailed)?;
        let ty = self.x.r#type();
        let f32 = Type::float32(context);
        // The fused loop: iter_args (m, s) from (-FLT_MAX, 0) in every lane; its body is the max
        // loop's, then the running sum's update.
        let lowest = splat(&at, float(&at, -FLT_MAX), ty);
        let zero = splat(&at, float(&at, 0.0), ty);
        let location = at.location;
        let block = Block::new(&[(Type::index(context), location), (ty, location), (ty, location)]);
        let (m_arg, s_arg): (Value, Value) = (
            block.argument(1).expect("m").into(),
            block.argument(2).expect("s").into(),
        );
        block.append_operation(ops::scf_yield(&[m_arg, s_arg], location));
        let bounds = [0, 1, 2].map(|i| self.max_loop.operand(i).expect("a bound"));
        let fused = at.insert_built(ops::scf_for(bounds, &[lowest, zero], block, location));
        let fused_body = body(&fused).ok_or(PassFailed)?;
        let yield_op = fused_body.terminator().ok_or(PassFailed)?;
        let old_body = body(&self.max_loop).ok_or(PassFailed)?;
        replace_uses(
            old_body.argument(0).map_err(|_| PassFailed)?.into(),
            fused_body.argument(0).map_err(|_| PassFailed)?.into(),
        );
        replace_uses(old_body.argument(1).map_err(|_| PassFailed)?.into(), m_arg);
        let old_yield = old_body.terminator().ok_or(PassFailed)?;
        let mut op = old_body.first_operation();
        while let Some(o) = op {
            op = o.next_in_block();
            if op_key(&o) != op_key(&old_yield) {
                unsafe { mlir_sys::mlirOperationMoveBefore(o.to_raw(), yield_op.to_raw()) };
            }
        }
        let inside = Builder::before(context, yield_op).ok_or(PassFailed)?;
        let m_new: Value = self.update.result(0).map_err(|_| PassFailed)?.into();
        let rescale = inside.value(exp_of(&inside, inside.binary("arith.subf", m_arg, m_new)));
        let kept = inside.binary("arith.mulf", s_arg, rescale);
        let term = inside.value(exp_of(&inside, inside.binary("arith.subf", self.x, m_new)));
        let s_new = inside.binary("arith.addf", kept, term);
        set_operand(yield_op, 0, m_new);
        set_operand(yield_op, 1, s_new);
        // The thread's pair from its lanes, then the block's.
        let (m_lanes, s_lanes): (Value, Value) = (
            fused.result(0).map_err(|_| PassFailed)?.into(),
            fused.result(1).map_err(|_| PassFailed)?.into(),
        );
        let (r, s) = if ty == f32 {
            (m_lanes, s_lanes)
        } else {
            let r = lanes(&at, "maximumf", m_lanes, f32);
            let scale = at.value(exp_of(&at, at.binary("arith.subf", m_lanes, splat(&at, r, ty))));
            (r, lanes(&at, "add", at.binary("arith.mulf", s_lanes, scale), f32))
        };
        let entry = at.block;
        let top = Builder::before(context, entry.first_operation().ok_or(PassFailed)?).ok_or(PassFailed)?;
        let (m, s) = super::block_merge(&top, &at, r, s, threads, f32)?;
        replace_uses(self.max_op.result(0).map_err(|_| PassFailed)?.into(), m);
        replace_uses(self.sum_op.result(0).map_err(|_| PassFailed)?.into(), s);
        erase(self.sum_op);
        if let Some(l) = self.sum_lanes {
            erase(l);
        }
        erase(self.sum_loop);
        erase(self.max_op);
        if let Some(l) = self.max_lanes {
            erase(l);
        }
        erase(self.max_loop);
        Ok(())
    }
}

/// Whether the loop's result is a vector.
fn is_vector(for_op: &OperationRef) -> bool {
    for_op
        .result_at(0)
        .is_some_and(|r| r.r#type().to_string().starts_with("vector<"))
}

/// `vector.reduction <kind>` of `v` to a scalar of type `f32`.
fn lanes<'c, 'a>(at: &Builder<'c, 'a>, kind: &str, v: Value<'c, 'a>, f32: Type<'c>) -> Value<'c, 'a> {
    let kind = Attribute::parse(at.context, &format!("#vector.kind<{kind}>")).expect("a reduction kind");
    at.insert_built(ops::generic(
        at.context,
        "vector.reduction",
        &[("kind", kind)],
        &[v],
        Some(f32),
        at.location,
    ))
    .result(0)
    .expect("one result")
    .into()
}
