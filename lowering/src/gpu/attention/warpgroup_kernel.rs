//! The fused attention on sm_90a's warpgroup MMA (`axe-fuse-attention{wgmma=true}`): a block is
//! one warpgroup (128 threads) and takes 64 query rows of one head. Q's tile stays in shared
//! memory; K and V stream through a ring of shared stages of 64 keys ([`WarpgroupTiles`]).
//! Step `j` computes `S_j = Q K_j^T` as wgmma m64n64k16 (both operands from shared memory, K's
//! tile the K-major B), runs the online softmax on the accumulator fragments as the tile kernel
//! does (warp `w` holds rows `16w .. 16w + 15` in `mma.sync`'s fragment layout, 8 atoms of 8
//! keys: [`super::tile_kernel::online_softmax`]) and writes P, rounded to the inputs' type, to a
//! swizzled shared tile with `stmatrix`; `P_j V_j` (A = P's tile, B = V's tile, MN-major,
//! m64nDk16 for a value dimension D) adds to the output accumulators in step `j + 1`.
//!
//! The steps overlap the tensor cores with the softmax as FlashAttention-3 does within one
//! warpgroup: step `j` issues `S_j` and then `P_{j-1} V_{j-1}` into the output rescaled by step
//! `j - 1`, waits for `S_j` alone (`wgmma.wait_group 1`: the product may stay in flight), runs
//! the softmax of `S_j` while `P_{j-1} V_{j-1}` runs (and stores `P_j` to the other of P's two
//! tiles, where there are two: [`tile_shape`]; else after the product and a barrier), then
//! waits for it and rescales the output; the first step's `S` has nothing to overlap
//! and the last `P V` runs after the loop. P goes through shared memory because MLIR 22's
//! `nvvm.wgmma.mma_async` takes A only by descriptor (FlashAttention-3 keeps P in registers,
//! which needs the register-A form).

use super::row_kernel::THREADS;
use super::scalar_ops::{as_heads, constant, narrowed, select, WARP};
use super::tile_kernel::{keys_seen, online_softmax, plus, store_rows, Atom, Lane};
use super::warpgroup_mma::{accumulators, fence, issue, registers, wait, Chain};
use super::warpgroup_tiles::{TileShape, WarpgroupTiles, KEYS};
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
/// The widest head or value dimension: wgmma's widest N (the value dimension is the N of
/// `P V`, whose f32 accumulators take half of it in registers a thread).
const WIDEST: i64 = 256;

/// Whether the warpgroup kernel's products take `kernel`: f16 or bf16 inputs, queries in 64s,
/// keys in steps of 64, a head dimension in 16s (the k-steps of `Q K^T`) and a value dimension in
/// 64s (whole swizzle rows of V's MN-major tile), both up to 256. Whether the tiles fit the
/// chip's shared memory is [`TileShape::layout`]'s to say.
pub fn takes(kernel: &FusedAttention) -> bool {
    let [_, queries, keys, depth, value_depth] = kernel.shape;
    matches!(kernel.input_element.as_str(), "f16" | "bf16")
        && queries % ROWS == 0
        && keys % KEYS == 0
        && depth % K_STEP == 0
        && depth <= WIDEST
        && value_depth % 64 == 0
        && value_depth <= WIDEST
}

/// What the remark says where [`takes`] does not.
pub const NEEDS: &str = "wgmma's kernel takes f16 or bf16 inputs with queries and keys in 64s, head dimensions in 16s and value dimensions in 64s, up to 256";

/// The tiles of `kernel` with a ring of `stages`: two tiles of P, so that storing P_j overlaps
/// `P_{j-1} V_{j-1}`, except where one keeps every tile in static shared memory (a head
/// dimension up to 64 with 2 stages: 48 KiB), where P_j waits for the product and a barrier.
pub fn tile_shape(kernel: &FusedAttention, stages: i64) -> TileShape {
    let one_weight_tile = TileShape {
        rows: ROWS,
        depth: kernel.shape[3],
        value_depth: kernel.shape[4],
        stages,
        weight_tiles: 1,
    };
    if one_weight_tile.is_static() {
        one_weight_tile
    } else {
        TileShape {
            weight_tiles: 2,
            ..one_weight_tile
        }
    }
}

/// Blocks of the grid: a warpgroup per 64 rows of a head.
pub fn blocks(kernel: &FusedAttention) -> i64 {
    kernel.shape[0] * kernel.shape[1] / ROWS
}

/// The kernel's body at `at`, whose block's arguments are Q, K, V and the output, with a ring
/// of `stages` (whose tiles fit the chip: [`TileShape::layout`]); the bytes of dynamic shared
/// memory the kernel asks for, where it does.
pub fn build<'c, 'a>(kernel: &FusedAttention, at: &Builder<'c, 'a>, stages: i64) -> Option<i64> {
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
    let shape = tile_shape(kernel, stages);
    let layout = shape.layout(i64::MAX).expect("the pass checked the tiles' bytes");
    let tiles = WarpgroupTiles::allocate(at, input, shape, &layout, key_end, thread, THREADS);
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
    let steps = Steps {
        kernel,
        tiles: &tiles,
        lane: &lane,
        warp,
        sources: [k, v],
    };
    tiles.prologue(at, [q, k, v], head, first_row);

    // The first step: S_0 alone.
    let first_key = at.index(0);
    tiles.arrive(at, steps.sources, head, first_key, true);
    let scores = accumulators(at, KEYS, None);
    fence(at);
    let scores = issue(at, &steps.scores(at, first_key, depth), scores, true);
    wait(at, 0);
    let minus_infinity = constant(at, f64::NEG_INFINITY);
    let zero = constant(at, 0.0);
    let (mut inits, _, weights) = online_softmax(
        at,
        &steps.scaled_and_masked(at, first_key, &registers(at, scores, KEYS)),
        [minus_infinity; 2],
        [zero; 2],
    );
    steps.store_weights(at, first_key, &steps.narrowed(at, &weights));
    inits.extend((0..value_depth / 2).map(|_| zero));

    // Steps 1 ..: S_j, with P_{j-1} V_{j-1} in flight during its softmax.
    let (over_keys, step, carried) = at.inside_for_carrying([at.index(KEYS), key_end, at.index(KEYS)], &inits);
    let first_key = carried[0];
    tiles.arrive(&step, steps.sources, head, first_key, true);
    let outputs = accumulators(&step, value_depth, Some(&carried[5..]));
    let scores = accumulators(&step, KEYS, None);
    fence(&step);
    let scores = issue(&step, &steps.scores(&step, first_key, depth), scores, true);
    let previous = step.binary("arith.subi", first_key, step.index(KEYS));
    let outputs = issue(&step, &steps.values(&step, previous, value_depth), outputs, false);
    wait(&step, 1);
    let scores = steps.scaled_and_masked(&step, first_key, &registers(&step, scores, KEYS));
    let (mut next, rescales, weights) =
        online_softmax(&step, &scores, [carried[1], carried[2]], [carried[3], carried[4]]);
    let weights = steps.narrowed(&step, &weights);
    if shape.weight_tiles == 2 {
        steps.store_weights(&step, first_key, &weights);
        wait(&step, 0);
    } else {
        // Every warp's share of P_{j-1} V_{j-1} has read P's one tile before any warp writes it.
        wait(&step, 0);
        crate::gpu::builder::memory::barrier(&step);
        steps.store_weights(&step, first_key, &weights);
    }
    next.extend(
        registers(&step, outputs, value_depth)
            .iter()
            .enumerate()
            .map(|(i, &o)| step.binary("arith.mulf", o, rescales[i / 2 % 2])),
    );
    step.insert_built(ops::scf_yield(&next, step.location));
    let mut results: Vec<Value> = (0..over_keys.result_count())
        .map(|i| over_keys.result(i).expect("in range").into())
        .collect();

    // The last step's P V.
    tiles.arrive(at, steps.sources, head, key_end, false);
    let outputs = accumulators(at, value_depth, Some(&results[4..]));
    fence(at);
    let last = at.binary("arith.subi", key_end, at.index(KEYS));
    let outputs = issue(at, &steps.values(at, last, value_depth), outputs, false);
    wait(at, 0);
    results.truncate(4);
    results.extend(registers(at, outputs, value_depth));
    store_rows(kernel, at, out, &lane, &results);
    layout.dynamic
}

/// What every step reads: the tiles, the thread's rows, the K and V it copies from.
struct Steps<'c, 'a, 's> {
    kernel: &'s FusedAttention,
    tiles: &'s WarpgroupTiles<'c, 'a>,
    lane: &'s Lane<'c, 'a>,
    warp: Value<'c, 'a>,
    sources: [Value<'c, 'a>; 2],
}

impl<'c, 'a, 's> Steps<'c, 'a, 's> {
    /// `Q K^T` of the step at `first_key`: its operands' descriptors, a k-step of the head
    /// dimension `depth` each.
    fn scores(&self, at: &Builder<'c, 'a>, first_key: Value<'c, 'a>, depth: i64) -> Chain<'c, 'a, 's> {
        let stage = self.tiles.stage_of(at, first_key);
        Chain {
            input: &self.kernel.input_element,
            n: KEYS,
            b_k_major: true,
            operands: (0..depth / K_STEP)
                .map(|t| self.tiles.score_operands(at, stage, t))
                .collect(),
        }
    }

    /// `P V` of the step at `first_key` (P's tile holds its weights): m64nDk16 for the value
    /// dimension D, a k-step of the step's keys each.
    fn values(&self, at: &Builder<'c, 'a>, first_key: Value<'c, 'a>, value_depth: i64) -> Chain<'c, 'a, 's> {
        let (stage, buffer) = (self.tiles.stage_of(at, first_key), self.tiles.weights_of(at, first_key));
        Chain {
            input: &self.kernel.input_element,
            n: value_depth,
            b_k_major: false,
            operands: (0..KEYS / K_STEP)
                .map(|t| self.tiles.value_operands(at, stage, buffer, t))
                .collect(),
        }
    }

    /// The weights rounded to the inputs' type.
    fn narrowed(&self, at: &Builder<'c, 'a>, weights: &[Atom<'c, 'a>]) -> Vec<Atom<'c, 'a>> {
        weights
            .iter()
            .map(|atom| atom.map(|row| row.map(|p| narrowed(at, p, &self.kernel.input_element))))
            .collect()
    }

    /// Stores the rounded weights of the step at `first_key` to its tile of P.
    fn store_weights(&self, at: &Builder<'c, 'a>, first_key: Value<'c, 'a>, weights: &[Atom<'c, 'a>]) {
        let buffer = self.tiles.weights_of(at, first_key);
        self.tiles.store_weights(at, self.warp, self.lane.lane, buffer, weights);
    }

    fn scaled_and_masked(
        &self,
        at: &Builder<'c, 'a>,
        first_key: Value<'c, 'a>,
        registers: &[Value<'c, 'a>],
    ) -> Vec<Atom<'c, 'a>> {
        scaled_and_masked(self.kernel, at, self.lane, first_key, registers)
    }
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
