//! The fused attention kernel, a warp per query row: lane `l` holds the head dimensions
//! `l, l + 32, ...` of the row's scaled query and of its output accumulator. For each key the
//! lanes multiply their slices, a butterfly of shuffles sums the score into every lane, and the
//! softmax runs online: a running max `m`, sum `l` and output `o` are rescaled by
//! `c = exp(m - m')` when the max grows to `m'`, then `p = exp(s - m')` is added to the sum and
//! `p v` to the output. The output is `o / l`, narrowed to the result's type.
//!
//! Where the max is still -inf (every score so far -inf) the exponents are taken about 0, so
//! `exp(-inf - -inf)` never makes a NaN: such a row's sum and output stay 0, and a row that
//! ends so gives zeros when the attention sets rows of all -inf scores to zero (torch's rule),
//! else `0 / 0`. A NaN score makes the max NaN and a +inf score `exp(inf - inf)`: the row is
//! NaN, as the linalg's is. With the causal mask the loop stops at the row's own key, so the
//! keys it masks are never read: their scores weigh nothing whatever they are (where the linalg
//! adds -inf to them, a +inf or NaN score past the diagonal makes its row NaN; FlashAttention's
//! skipped tiles behave as this kernel does). The products and sums are f32, each input scale
//! applied as torch-mlir applies it; only the order of the sums differs.

use super::scalar_ops::{as_heads, cmpf, constant, exp, load, narrowed, select, shuffle_xor, times, widened, WARP};
use super::FusedAttention;
use crate::gpu::builder::axes::gpu_id;
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::{CmpFPredicate, CmpIPredicate};
use melior::ir::{attribute::IntegerAttribute, operation::OperationLike, BlockLike, Value};
use melior::ir::{operation::OperationBuilder, r#type::IntegerType};

/// Threads of a block: four warps, a query row each.
pub const THREADS: i64 = 128;
pub const ROWS_PER_BLOCK: i64 = THREADS / WARP;

/// Blocks of the grid: one warp per (head, query) row.
pub fn blocks(attention: &FusedAttention) -> i64 {
    let rows = attention.shape[0] * attention.shape[1];
    (rows + ROWS_PER_BLOCK - 1) / ROWS_PER_BLOCK
}

/// The kernel's body at `at`, whose block's arguments are Q, K, V and the output.
pub fn build<'c, 'a>(attention: &FusedAttention, at: &Builder<'c, 'a>) {
    let [heads, queries, keys, depth, value_depth] = attention.shape;
    let argument = |i: usize| -> Value<'c, 'a> { at.block.argument(i).expect("the kernel's arguments").into() };
    let [q, k, v, out] = [0, 1, 2, 3].map(|i| as_heads(at, argument(i), heads));
    let thread = gpu_id(at, "gpu.thread_id", "x", THREADS);
    let block = gpu_id(at, "gpu.block_id", "x", blocks(attention));
    let warp = at.binary("arith.divui", thread, at.index(WARP));
    let lane = at.binary("arith.remui", thread, at.index(WARP));
    let row = at.binary(
        "arith.addi",
        at.binary("arith.muli", block, at.index(ROWS_PER_BLOCK)),
        warp,
    );
    let inside = at.inside_if(at.cmpi(CmpIPredicate::Ult, row, at.index(heads * queries)));
    let at = &inside;
    let head = at.binary("arith.divui", row, at.index(queries));
    let query = at.binary("arith.remui", row, at.index(queries));
    let query_slices = slices(at, lane, depth);
    let scaled_query: Vec<Value> = query_slices
        .iter()
        .map(|&(d, valid)| {
            let x = times(at, widened(at, load(at, q, &[head, query, d])), attention.query_scale);
            select(at, valid, x, constant(at, 0.0))
        })
        .collect();
    let value_slices = slices(at, lane, value_depth);
    let minus_infinity = constant(at, f64::NEG_INFINITY);
    let mut inits = vec![minus_infinity, constant(at, 0.0)];
    inits.extend(value_slices.iter().map(|_| constant(at, 0.0)));
    // With the causal mask a row scores the keys up to its own (`j <= i`) and no others.
    let key_end = if attention.causal {
        at.binary(
            "arith.minui",
            at.binary("arith.addi", query, at.index(1)),
            at.index(keys),
        )
    } else {
        at.index(keys)
    };
    let (over_keys, step, carried) = at.inside_for_carrying([at.index(0), key_end, at.index(1)], &inits);
    let key = carried[0];
    let (running_max, running_sum, outputs) = (carried[1], carried[2], &carried[3..]);
    let partial = query_slices
        .iter()
        .zip(&scaled_query)
        .map(|(&(d, valid), &qd)| {
            let kd = widened(&step, load(&step, k, &[head, key, d]));
            let kd = times(
                &step,
                times(&step, kd, attention.key_scales[0]),
                attention.key_scales[1],
            );
            step.binary("arith.mulf", qd, select(&step, valid, kd, constant(&step, 0.0)))
        })
        .reduce(|a, b| step.binary("arith.addf", a, b))
        .expect("a head dimension of at least one");
    let score = [16, 8, 4, 2, 1].into_iter().fold(partial, |sum, offset| {
        step.binary("arith.addf", sum, shuffle_xor(&step, sum, offset))
    });
    let new_max = step.binary("arith.maximumf", running_max, score);
    let still_minus_infinity = cmpf(&step, CmpFPredicate::Oeq, new_max, constant(&step, f64::NEG_INFINITY));
    let about = select(&step, still_minus_infinity, constant(&step, 0.0), new_max);
    let rescale = exp(&step, step.binary("arith.subf", running_max, about));
    let weight = exp(&step, step.binary("arith.subf", score, about));
    let mut next = vec![
        new_max,
        step.binary("arith.addf", step.binary("arith.mulf", running_sum, rescale), weight),
    ];
    for (&(d, _), &o) in value_slices.iter().zip(outputs) {
        let vd = widened(&step, load(&step, v, &[head, key, d]));
        next.push(step.binary(
            "arith.addf",
            step.binary("arith.mulf", o, rescale),
            step.binary("arith.mulf", weight, vd),
        ));
    }
    step.insert_built(ops::scf_yield(&next, step.location));
    let results: Vec<Value> = (0..over_keys.result_count())
        .map(|i| over_keys.result(i).expect("in range").into())
        .collect();
    let (final_max, final_sum) = (results[0], results[1]);
    let all_masked = cmpf(at, CmpFPredicate::Oeq, final_max, constant(at, f64::NEG_INFINITY));
    for (&(d, valid), &o) in value_slices.iter().zip(&results[2..]) {
        let store_at = at.inside_if(valid);
        let mut y = store_at.binary("arith.divf", o, final_sum);
        if attention.masked_rows_zero {
            y = select(&store_at, all_masked, constant(&store_at, 0.0), y);
        }
        let y = narrowed(&store_at, y, &attention.output_element);
        store_at.insert_built(ops::memref_store(y, out, &[head, query, d], store_at.location));
    }
}

/// The head dimensions lane `lane` holds, `lane + 32 r`, each clamped into `[0, size)` (so a
/// load stays in bounds) with whether it is one.
fn slices<'c, 'a>(at: &Builder<'c, 'a>, lane: Value<'c, 'a>, size: i64) -> Vec<(Value<'c, 'a>, Value<'c, 'a>)> {
    (0..(size + WARP - 1) / WARP)
        .map(|r| {
            let d = at.binary("arith.addi", lane, at.index(r * WARP));
            if (r + 1) * WARP <= size {
                let always = at.value(
                    OperationBuilder::new("arith.constant", at.location)
                        .add_attributes(&[at.named(
                            "value",
                            IntegerAttribute::new(IntegerType::new(at.context, 1).into(), 1).into(),
                        )])
                        .add_results(&[IntegerType::new(at.context, 1).into()]),
                );
                return (d, always);
            }
            let valid = at.cmpi(CmpIPredicate::Ult, d, at.index(size));
            (select(at, valid, d, at.index(0)), valid)
        })
        .collect()
}
