//! The fused attention on sm_90a's warpgroup MMA (`axe-fuse-attention{wgmma=true}`): a block is
//! one warpgroup (128 threads) and takes 64 query rows of one head. Q's 64 x 64 tile stays in
//! shared memory; K and V stream through a ring of shared stages of 64 keys
//! ([`WarpgroupTiles`]). Each step computes `S = Q K^T` as wgmma m64n64k16 (both operands
//! from shared memory, K's tile the K-major B), runs the online softmax on the accumulator
//! fragments as the tile kernel does (warp `w` holds rows `16w .. 16w + 15` in `mma.sync`'s
//! fragment layout, 8 atoms of 8 keys: [`super::tile_kernel::online_softmax`]), writes P, rounded
//! to the inputs' type, to a swizzled shared tile with `stmatrix`, and adds `P V` as wgmma
//! m64n64k16 (A = P's tile, B = V's tile, MN-major) to the rescaled output accumulators. P goes
//! through shared memory because MLIR 22's `nvvm.wgmma.mma_async` takes A only by descriptor
//! (FlashAttention-3 keeps P in registers, which needs the register-A form).

use super::row_kernel::THREADS;
use super::scalar_ops::{as_heads, constant, narrowed, select, WARP};
use super::tile_kernel::{keys_seen, online_softmax, plus, store_rows, Atom, Lane};
use super::warpgroup_mma::product;
use super::warpgroup_tiles::{WarpgroupTiles, COLUMNS, KEYS};
use super::FusedAttention;
use crate::gpu::builder::axes::gpu_id;
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::CmpIPredicate;
use melior::ir::{operation::OperationLike, BlockLike, Type, Value};

/// Query rows of a block: one wgmma's M.
pub const ROWS: i64 = 64;
/// Elements of a 16-wide k-step of a product.
const K_STEP: i64 = 16;

/// Whether the warpgroup kernel takes `kernel`: f16 or bf16 inputs, queries in 64s, keys in
/// steps of 64, head and value dimensions of 64 (one swizzled row of a tile; a wider one would
/// not fit two stages in static shared memory).
pub fn fits(kernel: &FusedAttention) -> bool {
    let [_, queries, keys, depth, value_depth] = kernel.shape;
    matches!(kernel.input_element.as_str(), "f16" | "bf16")
        && queries % ROWS == 0
        && keys % KEYS == 0
        && depth == COLUMNS
        && value_depth == COLUMNS
}

/// What the remark says where the kernel does not fit.
pub const NEEDS: &str =
    "wgmma's kernel takes f16 or bf16 inputs with queries and keys in 64s and head and value dimensions of 64";

/// Blocks of the grid: a warpgroup per 64 rows of a head.
pub fn blocks(kernel: &FusedAttention) -> i64 {
    kernel.shape[0] * kernel.shape[1] / ROWS
}

/// The kernel's body at `at`, whose block's arguments are Q, K, V and the output.
pub fn build<'c, 'a>(kernel: &FusedAttention, at: &Builder<'c, 'a>) {
    let [heads, queries, _, depth, value_depth] = kernel.shape;
    let argument = |i: usize| -> Value<'c, 'a> { at.block.argument(i).expect("the kernel's arguments").into() };
    let [q, k, v, out] = [0, 1, 2, 3].map(|i| as_heads(at, argument(i), heads));
    let thread = gpu_id(at, "gpu.thread_id", "x", THREADS);
    let block = gpu_id(at, "gpu.block_id", "x", blocks(kernel));
    let warp = at.binary("arith.divui", thread, at.index(WARP));
    let lane = at.binary("arith.remui", thread, at.index(WARP));
    let input = Type::parse(at.context, &kernel.input_element).expect("f16 or bf16");
    let head = at.binary("arith.divui", block, at.index(queries / ROWS));
    let first_row = at.binary(
        "arith.muli",
        at.binary("arith.remui", block, at.index(queries / ROWS)),
        at.index(ROWS),
    );
    let key_end = keys_seen(kernel, at, block, ROWS);
    let tiles = WarpgroupTiles::allocate(at, input, ROWS, key_end, thread, THREADS);
    let group = at.binary("arith.divui", lane, at.index(4));
    let warp_row = at.binary(
        "arith.addi",
        first_row,
        at.binary("arith.addi", at.binary("arith.muli", warp, at.index(16)), group),
    );
    let lane = Lane {
        lane,
        head,
        rows: [warp_row, plus(at, warp_row, 8)],
        group,
        pair: at.binary("arith.muli", at.binary("arith.remui", lane, at.index(4)), at.index(2)),
    };
    tiles.prologue(at, [q, k, v], head, first_row);
    let minus_infinity = constant(at, f64::NEG_INFINITY);
    let mut inits = vec![minus_infinity, minus_infinity, constant(at, 0.0), constant(at, 0.0)];
    inits.extend((0..value_depth / 2).map(|_| constant(at, 0.0)));
    let (over_keys, step, carried) = at.inside_for_carrying([at.index(0), key_end, at.index(KEYS)], &inits);
    let first_key = carried[0];
    let stage = tiles.arrive(&step, [k, v], head, first_key);
    let score_operands: Vec<[Value; 2]> = (0..depth / K_STEP)
        .map(|t| tiles.score_operands(&step, stage, t))
        .collect();
    let raw_scores = product(&step, &kernel.input_element, KEYS, true, &score_operands, None);
    let scores = scaled_and_masked(kernel, &step, &lane, first_key, &raw_scores);
    let (mut next, rescales, weights) =
        online_softmax(&step, &scores, [carried[1], carried[2]], [carried[3], carried[4]]);
    let narrowed_weights: Vec<Atom> = weights
        .iter()
        .map(|atom| atom.map(|row| row.map(|p| narrowed(&step, p, &kernel.input_element))))
        .collect();
    tiles.store_weights(&step, warp, lane.lane, &narrowed_weights);
    // Every warp's rows of P are in the tile before the warpgroup's wgmma reads them all.
    crate::gpu::builder::memory::barrier(&step);
    let rescaled: Vec<Value> = carried[5..]
        .iter()
        .enumerate()
        .map(|(i, &o)| step.binary("arith.mulf", o, rescales[i / 2 % 2]))
        .collect();
    let value_operands: Vec<[Value; 2]> = (0..KEYS / K_STEP)
        .map(|t| tiles.value_operands(&step, stage, t))
        .collect();
    next.extend(product(
        &step,
        &kernel.input_element,
        value_depth,
        false,
        &value_operands,
        Some(&rescaled),
    ));
    step.insert_built(ops::scf_yield(&next, step.location));
    let results: Vec<Value> = (0..over_keys.result_count())
        .map(|i| over_keys.result(i).expect("in range").into())
        .collect();
    store_rows(kernel, at, out, &lane, &results);
}

/// The step's scores as 8 atoms of 8 keys (register `4j + 2 row + e` of the accumulator is
/// atom `j`'s element `e` of the lane's row `row`), in f32, scaled and masked as the linalg
/// does.
fn scaled_and_masked<'c, 'a>(
    kernel: &FusedAttention,
    step: &Builder<'c, 'a>,
    lane: &Lane<'c, 'a>,
    first_key: Value<'c, 'a>,
    registers: &[Value<'c, 'a>],
) -> Vec<Atom<'c, 'a>> {
    let scale = f64::from(kernel.query_scale) * f64::from(kernel.key_scales[0]) * f64::from(kernel.key_scales[1]);
    registers
        .chunks(4)
        .enumerate()
        .map(|(atom, quad)| {
            let key = plus(step, first_key, 8 * atom as i64);
            [0, 1].map(|row| {
                [0, 1].map(|e| {
                    let mut x = step.binary("arith.mulf", quad[2 * row + e], constant(step, scale));
                    if kernel.causal {
                        let column = plus(step, step.binary("arith.addi", key, lane.pair), e as i64);
                        let seen = step.cmpi(CmpIPredicate::Ule, column, lane.rows[row]);
                        x = select(step, seen, x, constant(step, f64::NEG_INFINITY));
                    }
                    x
                })
            })
        })
        .collect()
}
