//! A contraction's tensor-core GEMM written as an Axe program (spec 001 section 3.2), the form
//! `examples/gpu/gemm.mlir` is written in: global tensors whose layouts are the kernel's own
//! index arithmetic, swizzled shared-memory stages (three by default, as many as fit up to
//! [`Pipeline::stages`]) filled all but one step ahead, the products in registers. The last
//! steps issue nothing, so no copy reads past K and every wait counts exactly the groups still
//! in flight. `axe-dispatch-gpu` then picks each operator's schedule from the layouts, as for
//! a program written by hand; this module only builds the program, op by op with the GPU
//! [`Builder`] at the uop kernel's location (so the dispatch's errors point at the user's
//! kernel), and leaves the stages' layouts to [`super::stage_layouts`] and each product's
//! registers and steps to [`super::products`].
//!
//! The tiling is the scheduler's: on mma.sync ([`TensorCoreTiling`]) block `(by, bx)` computes a
//! `BM x BN` tile of C, warp `w` the piece `(w / WN, w % WN)` of it in `TM x TN` m16n8k16
//! accumulator fragments; on wgmma ([`WgmmaTiling`]) each of the block's one or two
//! warpgroups its rows of the tile, from its own part of A's stage. Each step of `BK` (the
//! deepest of 64, 32, 16 up to [`Pipeline::depth`] that divides K) stages the block's tiles of
//! A and B; a stage is contiguous along the dimension the global tensor is contiguous in, so its
//! copy is `cp.async` (or TMA) where the runs allow and `ldmatrix` takes `.trans` where the other
//! dimension is contiguous. With [`Pipeline::async_gemm`] each step's wgmmas stay in flight
//! until the next step's, and a stage is refilled one step later. With
//! [`Pipeline::persistent`] the grid is a fixed number of blocks, each looping over tiles in
//! the grouped order of [`tile_order`] and running the whole pipeline for each.

use super::products::{mma_plan, wgmma_plan, Plan, Step};
use super::stage_layouts::staging;
use super::tile_order::{self, Persistent};
use crate::gpu::builder::axe_ops::{gpu_kernel, Issue, TensorRegion};
use crate::gpu::builder::axes::gpu_id_below;
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::enums::ExecScope;
use axe_schedule::gpu_operators::{address_terms, aligned_run};
use axe_schedule::mma::TensorCoreTiling;
use axe_schedule::wgmma::WgmmaTiling;
use melior::{
    ir::{operation::OperationLike, BlockLike, Location, Operation, RegionLike, Type, Value},
    Context,
};

/// Stages of shared tiles by default: two steps in flight while one multiplies.
pub const STAGES: i64 = 3;

/// Shared memory (bytes) a kernel's tiles may take: up to `max_shared` (dynamic shared memory
/// past 48 KiB), less room for the TMA copies' mbarrier ring and the start's alignment; 48 KiB
/// less the ring where no more is allowed; less the staging tile of a staged epilogue.
fn stage_budget(g: &Gemm, block: [i64; 2]) -> i64 {
    use axe_schedule::gpu_memory::STATIC_SHARED_BYTES;
    let ring = if g.tma {
        crate::gpu::dispatch::tma::RING_SHARED_BYTES
    } else {
        0
    };
    let budget = if g.max_shared_bytes > STATIC_SHARED_BYTES {
        g.max_shared_bytes - 2 * crate::gpu::dispatch::tma::RING_SHARED_BYTES
    } else {
        STATIC_SHARED_BYTES - ring
    };
    budget - staging_bytes(g, block)
}

/// The bytes of the staging tile of C (none when the epilogue stores from registers).
fn staging_bytes(g: &Gemm, [bm, bn]: [i64; 2]) -> i64 {
    if g.tma_store {
        bm * bn * 2
    } else {
        0
    }
}

/// Why `g`'s epilogue cannot go through a shared staging tile and a TMA store
/// ([`Gemm::tma_store`]): `None` when it can.
pub fn tma_store_refused(g: &Gemm) -> Option<String> {
    let Product::Wgmma(t) = &g.product else {
        return Some("it runs on mma.sync (the staged epilogue is wgmma's)".into());
    };
    if !g.tma {
        return Some("its copies are not TMA copies (tma=false)".into());
    }
    if !["f16", "bf16"].contains(&g.c.element.as_str()) {
        return Some(format!(
            "its output is {}, and stmatrix stores 16-bit elements",
            g.c.element
        ));
    }
    let mut dense = vec![1; g.c.shape.len()];
    for d in (0..dense.len().saturating_sub(1)).rev() {
        dense[d] = dense[d + 1] * g.c.shape[d + 1];
    }
    if g.c.strides != dense || g.c.offset != 0 {
        return Some(format!(
            "its output {} is no dense row-major array, which a tensor map describes",
            g.c.layout()
        ));
    }
    let n = g.c.shape[g.c.shape.len() - 1];
    if (n * 2) % 16 != 0 {
        return Some(format!(
            "its output rows are {} bytes, and a tensor map's row pitch is a multiple of 16",
            n * 2
        ));
    }
    let block = wgmma_plan(t).block;
    if block[1] % 64 != 0 {
        return Some(format!(
            "its tile is {} wide, and the TMA store's boxes are 64 columns",
            block[1]
        ));
    }
    let Ok(bk) = step_depth(g.k, g.depth) else {
        return None;
    };
    let budget = stage_budget(g, block);
    if budget < 2 * stage_bytes(g, block, bk) {
        return Some(format!(
            "its {}-byte staging tile leaves {budget} bytes of shared memory, fewer than two stages need",
            staging_bytes(g, block)
        ));
    }
    None
}

/// A global operand of the GEMM in gemm's coordinates (A: [K, M], B: [K, N], C: [M, N]), after
/// the batch when there is one: the element at `x` is element `offset + strides . x` of its
/// buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    pub shape: Vec<i64>,
    pub strides: Vec<i64>,
    pub offset: i64,
    /// The element type (`f16`, `bf16`, `f32`).
    pub element: String,
}

impl Global {
    pub(super) fn layout(&self) -> String {
        let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
        let offset = if self.offset > 0 {
            format!(" + {}", self.offset)
        } else {
            String::new()
        };
        format!("S[({}):({})]{offset}", list(&self.shape), list(&self.strides))
    }

    pub(super) fn tensor(&self) -> String {
        let shape: Vec<String> = self.shape.iter().map(i64::to_string).collect();
        format!(
            "!axe.tensor<{}x{}, global, #axe.layout<{}>>",
            shape.join("x"),
            self.element,
            self.layout()
        )
    }

    /// The matrix dimension (0 or 1, after the batch) along which runs of consecutive elements
    /// are contiguous and aligned, and the run (at most 8 two-byte elements, one 16-byte copy);
    /// `(0, 1)` when there is none.
    pub(super) fn contiguous_run(&self) -> (usize, i64) {
        let Ok(layout) = axe_layout::parse(&self.layout()) else {
            return (0, 1);
        };
        let Ok((terms, offset)) = address_terms(&layout, &self.shape, "m") else {
            return (0, 1);
        };
        let lead = self.shape.len() - 2;
        (0..2)
            .map(|d| (d, aligned_run(&terms, offset, lead + d, 8)))
            .max_by_key(|&(d, run)| (run, d))
            .unwrap_or((0, 1))
    }
}

#[cfg(test)]
impl Global {
    /// A matrix of f16 elements (the tests' inputs).
    pub(super) fn f16(shape: [i64; 2], strides: [i64; 2], offset: i64) -> Global {
        Global {
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            offset,
            element: "f16".into(),
        }
    }
}

/// What multiplies a stage: each warp its `mma.sync` fragments (loaded by `ldmatrix`), or the
/// block's warpgroup `wgmma` straight from shared memory (sm_90a).
#[derive(Clone, Copy, Debug)]
pub enum Product {
    MmaSync(TensorCoreTiling),
    Wgmma(WgmmaTiling),
}

/// The GEMM: the kernel's name, its arguments in order (each A, B or C), the operands, the
/// product and its tiling, K and the batch (one matrix product per block along z).
pub struct Gemm<'s> {
    pub name: &'s str,
    pub arguments: [char; 3],
    pub a: Global,
    pub b: Global,
    pub c: Global,
    pub product: Product,
    pub k: i64,
    pub batch: Option<i64>,
    /// The tiles will be staged by TMA (sm_90): the stages leave room for its mbarrier ring.
    pub tma: bool,
    /// Shared memory a block may have (static and dynamic).
    pub max_shared_bytes: i64,
    /// The most stages of shared tiles (2 or more; [`STAGES`] by default).
    pub stages: i64,
    /// The deepest K step (16, 32 or 64; [`DEPTH`] by default): the deepest that divides K.
    pub depth: i64,
    /// wgmma: keep each step's product in flight while the next step's tiles are awaited
    /// (`axe.gemm ... async`, `axe.wait_gemm 1`), which holds one stage more; where at least
    /// three stages fit.
    pub async_gemm: bool,
    /// A persistent kernel: so many blocks loop over the tiles in grouped order ([`tile_order`]).
    pub persistent: Option<Persistent>,
    /// wgmma with TMA and a 16-bit output: the epilogue converts the accumulators and stores
    /// them to a shared staging tile (`axe.copy` registers -> shared, `stmatrix` where the
    /// dispatch allows it), from which one TMA store per tile writes C (`axe.copy ... async`
    /// shared -> global); where [`tma_store_refused`] says why not, the caller keeps it false.
    pub tma_store: bool,
    /// Blocks of this many consecutive tile rows run as one thread block cluster, sharing B's
    /// tiles ([`super::cluster`]); 1 for none. Where [`super::cluster::runs_without`] says why
    /// not, the caller keeps it 1.
    pub cluster_rows: i64,
}

/// The deepest K step by default.
pub const DEPTH: i64 = 32;

/// How deep the pipeline of tiles may be: the most stages and the deepest K step.
#[derive(Clone, Copy, Debug)]
pub struct Pipeline {
    pub stages: i64,
    pub depth: i64,
    pub async_gemm: bool,
    pub persistent: Option<Persistent>,
    /// The epilogue through a shared staging tile and a TMA store ([`Gemm::tma_store`]).
    pub tma_store: bool,
    /// Tile rows per thread block cluster ([`Gemm::cluster_rows`]).
    pub cluster_rows: i64,
}

/// The K steps a stage may take.
pub const DEPTHS: [i64; 3] = [16, 32, 64];

/// The K step of a GEMM: the deepest of [`DEPTHS`] up to `depth` that divides `k`.
fn step_depth(k: i64, depth: i64) -> Result<i64, String> {
    DEPTHS
        .into_iter()
        .rev()
        .find(|&d| d <= depth && k % d == 0)
        .ok_or_else(|| format!("K = {k} is no multiple of 16"))
}

/// The values every part of the program reads: the global tensors, the stages, the constants
/// of the pipeline, the batch index and the block tile's first row and column.
pub(super) struct Kernel<'c, 'a> {
    pub(super) a: Value<'c, 'a>,
    pub(super) b: Value<'c, 'a>,
    pub(super) c: Value<'c, 'a>,
    pub(super) sa: Value<'c, 'a>,
    pub(super) sb: Value<'c, 'a>,
    pub(super) c0: Value<'c, 'a>,
    pub(super) bk: Value<'c, 'a>,
    pub(super) batch: Option<Value<'c, 'a>>,
    pub(super) m0: Value<'c, 'a>,
    pub(super) n0: Value<'c, 'a>,
    /// Each part of A's stage (when it is cut): its index and its first row in C.
    pub(super) parts: Vec<[Value<'c, 'a>; 2]>,
    /// Whether the copies of A and of B are asynchronous.
    pub(super) copies_async: [bool; 2],
}

impl<'c, 'a> Kernel<'c, 'a> {
    /// The region of a global tensor at `offsets`, after the batch index when there is one.
    pub(super) fn global<const N: usize>(
        &self,
        tensor: Value<'c, 'a>,
        offsets: [Value<'c, 'a>; N],
    ) -> TensorRegion<'c, 'a> {
        TensorRegion {
            tensor,
            offsets: self.batch.into_iter().chain(offsets).collect(),
        }
    }

    /// One step's copies: the tiles of A and B at row `k` into stage `stage`, each part of A on
    /// its own (part p starts at its row of the block's tile and is A's stage [stage, p]).
    pub(super) fn copies(&self, at: &Builder<'c, 'a>, k: Value<'c, 'a>, stage: Value<'c, 'a>) {
        let cta = |asynchronous| Issue {
            scope: ExecScope::Cta,
            asynchronous,
        };
        let whole: Vec<[Option<Value>; 2]> = if self.parts.is_empty() {
            vec![[None, Some(self.m0)]]
        } else {
            self.parts
                .iter()
                .map(|&[part, rows]| [Some(part), Some(rows)])
                .collect()
        };
        for [part, rows] in whole {
            let rows = rows.expect("a part's first row");
            let offsets = [Some(stage), part, Some(self.c0), Some(self.c0)];
            let dst = TensorRegion {
                tensor: self.sa,
                offsets: offsets.into_iter().flatten().collect(),
            };
            at.axe_copy(&self.global(self.a, [k, rows]), &dst, cta(self.copies_async[0]));
        }
        let dst = region(self.sb, [stage, self.c0, self.c0]);
        at.axe_copy(&self.global(self.b, [k, self.n0]), &dst, cta(self.copies_async[1]));
    }
}

/// `tensor` at `offsets`.
pub(super) fn region<'c, 'a, const N: usize>(
    tensor: Value<'c, 'a>,
    offsets: [Value<'c, 'a>; N],
) -> TensorRegion<'c, 'a> {
    TensorRegion {
        tensor,
        offsets: offsets.to_vec(),
    }
}

/// A tensor type the program writes; one that does not parse is a bug of this module.
fn tensor_type<'c>(context: &'c Context, text: &str) -> Type<'c> {
    Type::parse(context, text).unwrap_or_else(|| panic!("{text} is not a type"))
}

/// As many stages of `block`'s `bk`-deep tiles as fit, from 2 to `g.stages` (axe-dispatch-gpu
/// reports tiles past the budget).
fn fitting_stages(g: &Gemm, block: [i64; 2], bk: i64) -> i64 {
    (stage_budget(g, block) / stage_bytes(g, block, bk)).clamp(2, g.stages.max(2))
}

/// The bytes of one stage: A's `bm` x `bk` tile and B's `bk` x `bn` one.
fn stage_bytes(g: &Gemm, [bm, bn]: [i64; 2], bk: i64) -> i64 {
    let element = |e: &str| if e == "f32" { 4 } else { 2 };
    bk * (bm * element(&g.a.element) + bn * element(&g.b.element))
}

/// Why `g` asks for its wgmmas in flight (`async_gemm`) and gets them synchronous: fewer
/// than three stages fit, or asked for (the product in flight holds a stage, the next step
/// fills one, and one is copied ahead). `None` when it gets what it asks.
pub fn stays_synchronous(g: &Gemm) -> Option<String> {
    let Product::Wgmma(t) = &g.product else { return None };
    let bk = step_depth(g.k, g.depth).ok()?;
    let block = wgmma_plan(t).block;
    let fitting = fitting_stages(g, block, bk);
    if !g.async_gemm || fitting >= 3 {
        return None;
    }
    let why = if g.stages < 3 {
        format!("{} stages are asked for", g.stages)
    } else {
        let budget = stage_budget(g, block);
        let room = budget / stage_bytes(g, block, bk);
        let stages = if room == 1 { "stage" } else { "stages" };
        format!(
            "{room} {stages} of {bk}-deep {} x {} tiles fit in the {budget} bytes of shared memory left for stages",
            block[0], block[1]
        )
    };
    Some(format!(
        "keeps its wgmmas synchronous: {why}, and wgmmas in flight need three"
    ))
}

/// The pipeline's numbers: the K step and the steps, the stages that fit and those the tiles
/// take (no more than the steps), the steps copied ahead, whether the products stay in flight,
/// and the groups of async copies each step commits.
#[derive(Debug, PartialEq, Eq)]
struct Depths {
    bk: i64,
    steps: i64,
    fitting: i64,
    stages: i64,
    ahead: i64,
    in_flight: bool,
    groups: i64,
    /// The stages' types and whether the copies into them are asynchronous: A's, B's.
    stage_types: [(String, bool); 2],
}

impl Depths {
    fn of(g: &Gemm, plan: &Plan) -> Result<Depths, String> {
        let [bm, bn] = plan.block;
        let bk = step_depth(g.k, g.depth)?;
        let steps = g.k / bk;
        let fitting = fitting_stages(g, plan.block, bk);
        let stages = steps.min(fitting);
        // A product in flight holds its stage one step longer: one step fewer is copied ahead.
        let in_flight = g.async_gemm && matches!(g.product, Product::Wgmma(_)) && fitting >= 3;
        let ahead = steps.min(fitting - 1 - i64::from(in_flight));
        let parts = plan.a_parts;
        let a_lead = if parts > 1 { vec![stages, parts] } else { vec![stages] };
        let a = (plan.stages)(&g.a, &a_lead, bk, bm / parts);
        let b = (plan.stages)(&g.b, &[stages], bk, bn);
        // Each async copy commits a group of its own (one per part of A).
        let groups = parts * i64::from(a.1) + i64::from(b.1);
        Ok(Depths {
            bk,
            steps,
            fitting,
            stages,
            ahead,
            in_flight,
            groups,
            stage_types: [a, b],
        })
    }
}

/// The plan of `g`'s product.
fn plan(g: &Gemm) -> Result<Plan, String> {
    match &g.product {
        Product::MmaSync(t) => mma_plan(t),
        Product::Wgmma(t) => Ok(wgmma_plan(t)),
    }
}

/// The Axe program of `g` at `location`: an `axe.kernel` for `axe-dispatch-gpu` to lower.
pub fn program<'c>(context: &'c Context, location: Location<'c>, g: &Gemm) -> Result<Operation<'c>, String> {
    let plan = plan(g)?;
    let ([bm, bn], [gm, gn]) = (plan.block, plan.grid);
    let depths = Depths::of(g, &plan)?;
    let Depths {
        bk,
        steps,
        fitting,
        ahead,
        in_flight,
        groups,
        ..
    } = depths;
    let parts = plan.a_parts;
    let [(sa, a_async), (sb, b_async)] = &depths.stage_types;
    let (a_async, b_async) = (*a_async, *b_async);
    // Persistent: block b takes tiles b, b + P, ... of the grouped order, each tile's copies
    // counted on from the last tile's, so the mbarrier ring's phases run on across tiles. In
    // clusters of c tile rows, cluster b (block id x) of P / c takes bands of c tiles, the block
    // of rank r (block id y) the band's row r: both walk the same tiles of B.
    let band = g.cluster_rows;
    let order = match g.persistent {
        Some(persistent) => Some((
            tile_order::layout(gm / band, gn, (persistent.group_rows / band).max(1), band)?,
            (persistent.blocks / band).clamp(1, gm / band * gn),
        )),
        None => None,
    };
    let mut grid = match order {
        Some((_, clusters)) => vec![clusters, band],
        None => vec![gn, gm],
    };
    // A batch is the grid's z: the leading index of every global region.
    grid.extend(g.batch);
    let types = |global: &Global| tensor_type(context, &global.tensor());
    let by_role = |role| match role {
        'A' => types(&g.a),
        'B' => types(&g.b),
        _ => types(&g.c),
    };
    let arguments: Vec<(String, Type)> = g.arguments.iter().map(|&r| (r.to_string(), by_role(r))).collect();
    let named: Vec<(&str, Type)> = arguments.iter().map(|(n, t)| (n.as_str(), *t)).collect();
    let mut axe_kernel = gpu_kernel(context, g.name, &named, &grid, &[plan.threads], location);
    if g.cluster_rows > 1 {
        use melior::ir::operation::OperationMutLike;
        let layout = super::cluster::layout(g.cluster_rows);
        axe_kernel.set_attribute(
            axe_dialects::ir::attribute_names::CLUSTER,
            axe_dialects::layout_attr::from_layout(context, &layout),
        );
    }
    {
        let body = axe_kernel.region(0).expect("a body").first_block().expect("a block");
        let at = Builder(InsertionPoint::at_end(context, body, location));
        let argument = |role| {
            let position = g.arguments.iter().position(|&r| r == role).expect("A, B and C");
            Value::from(body.argument(position).expect("three arguments"))
        };
        let s_a = at.axe_alloc(tensor_type(context, &sa));
        let s_b = at.axe_alloc(tensor_type(context, &sb));
        // A staged epilogue: the tile of C through shared memory, stored by TMA.
        let staging = g
            .tma_store
            .then(|| at.axe_alloc(tensor_type(context, &staging(&g.c.element, plan.block))));
        let register_types: Vec<Type> = plan
            .registers
            .types(&g.a.element)
            .iter()
            .map(|t| tensor_type(context, t))
            .collect();
        let place = plan.registers.place(&at, &register_types);
        let c0 = at.index(0);
        let c1 = at.index(1);
        let stages_value = at.index(fitting);
        let bk_value = at.index(bk);
        let ahead_value = at.index(ahead);
        let bm_value = at.index(bm);
        let bn_value = at.index(bn);
        let zero = at
            .insert_built(ops::zero(context, Type::float32(context), location))
            .result(0)
            .expect("one result")
            .into();
        // The tile's place in the grid, inside the loop over tiles when persistent.
        let block_id = |dim| gpu_id_below(&at, "gpu.block_id", dim, None);
        let (tile, by, bx, batch) = match &order {
            None => {
                let bx = block_id("x");
                let by = block_id("y");
                let batch = g.batch.map(|_| block_id("z"));
                (at, by, bx, batch)
            }
            Some((order, blocks)) => {
                let block = block_id("x");
                let rank = (band > 1).then(|| block_id("y"));
                let batch = g.batch.map(|_| block_id("z"));
                let tiles = at.index(gm / band * gn);
                let blocks = at.index(*blocks);
                let (tile, index) = at.inside_for_step(block, tiles, blocks);
                let [by, bx] = tile_order::coordinates(&tile, order, index, c0);
                let by = rank.map_or(by, |r| tile.binary("arith.addi", by, r));
                (tile, by, bx, batch)
            }
        };
        let m0 = tile.binary("arith.muli", by, bm_value);
        let n0 = tile.binary("arith.muli", bx, bn_value);
        // Each part's index and first row (none when A is not cut).
        let part_rows = (0..parts)
            .filter(|_| parts > 1)
            .map(|p| {
                let part = tile.index(p);
                let rows = tile.index(p * (bm / parts));
                [part, tile.binary("arith.addi", m0, rows)]
            })
            .collect();
        let kernel = Kernel {
            a: argument('A'),
            b: argument('B'),
            c: argument('C'),
            sa: s_a,
            sb: s_b,
            c0,
            bk: bk_value,
            batch,
            m0,
            n0,
            parts: part_rows,
            copies_async: [a_async, b_async],
        };
        if plan.fills {
            tile.axe_fill(zero, place.acc);
        }
        let (prologue, s) = tile.inside_for_step(c0, ahead_value, c1);
        let k = prologue.binary("arith.muli", s, bk_value);
        kernel.copies(&prologue, k, s);
        // Step t waits for its own groups (the next ahead - 1 steps' may still be in flight) at a
        // barrier, after which every warp is done with stage (t + ahead) % stages, which step t - 1
        // read (t - 2 with a product in flight, which every warpgroup retired before the barrier):
        // step t + ahead refills it.
        if steps > ahead {
            let refills = tile.index(steps - ahead);
            let step = |from, to, first| {
                let (body, t) = tile.inside_for_step(from, to, c1);
                body.axe_wait_async(groups * (ahead - 1).max(0));
                let t2 = body.binary("arith.addi", t, ahead_value);
                let kn = body.binary("arith.muli", t2, bk_value);
                let refill = body.binary("arith.remui", t2, stages_value);
                kernel.copies(&body, kn, refill);
                let stage = body.binary("arith.remui", t, stages_value);
                place.multiply(
                    &body,
                    &kernel,
                    &Step {
                        stage,
                        in_flight,
                        first,
                    },
                );
            };
            // Without a fill, step 0 (its own one-trip loop, the same body) starts the products.
            if plan.fills {
                step(c0, refills, false);
            } else {
                step(c0, c1, true);
                step(c1, refills, false);
            }
        }
        // The last steps: everything is issued, so each waits for all but the steps after it.
        for step in steps - ahead..steps {
            tile.axe_wait_async(groups * (steps - 1 - step));
            let stage = tile.index(step % fitting);
            let first = step == 0 && !plan.fills;
            place.multiply(
                &tile,
                &kernel,
                &Step {
                    stage,
                    in_flight,
                    first,
                },
            );
        }
        if in_flight {
            tile.axe_wait_gemm(0);
        }
        // The next tile's first copies refill the stages this tile's last steps read: a wait
        // point every thread passes once its products are retired (its block barrier, or its
        // arrival on the empty mbarrier the refill waits on) orders them. The store reads only
        // registers, so it comes after: a producer's copies for the next tile overlap it.
        if order.is_some() {
            tile.axe_wait_async(0);
        }
        match staging {
            Some(staged) => {
                let rows = place.rows;
                let warpgroup = Issue {
                    scope: ExecScope::Warpgroup,
                    asynchronous: false,
                };
                let cta_async = Issue {
                    scope: ExecScope::Cta,
                    asynchronous: true,
                };
                tile.axe_copy(&region(place.acc, []), &region(staged, [rows, c0]), warpgroup);
                tile.axe_copy(&region(staged, []), &kernel.global(kernel.c, [m0, n0]), cta_async);
            }
            None => place.store(&tile, &kernel),
        }
        at.axe_return();
    }
    Ok(axe_kernel)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_schedule::mma::{MmaAtom, MmaInput};

    /// The program of `g`, verified and printed, each line without its indentation and with
    /// the values MLIR numbers (`%12`, `%arg3`) as `%_`; constants keep their value (`%c64`,
    /// `%cst`) and the kernel's arguments their names.
    fn program(g: &Gemm) -> Result<String, String> {
        let context = axe_dialects::context::create_context();
        let mut kernel = super::program(&context, Location::unknown(&context), g)?;
        // `axe.cluster` is taken off and printed as a last line, apart from the kernel's text.
        use melior::ir::operation::OperationMutLike;
        let name = axe_dialects::ir::attribute_names::CLUSTER;
        let cluster = kernel.attribute(name).ok().map(|a| format!("\n{name} = {a}"));
        let _ = kernel.remove_attribute(name);
        assert!(kernel.verify(), "the program verifies:\n{kernel}");
        let text: Vec<String> = kernel.to_string().lines().map(|l| unnumbered(l.trim())).collect();
        Ok(text.join("\n") + &cluster.unwrap_or_default())
    }

    fn unnumbered(line: &str) -> String {
        let mut out = String::new();
        let mut rest = line;
        while let Some(at) = rest.find('%') {
            out.push_str(&rest[..at]);
            let name_end = rest[at + 1..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .map_or(rest.len(), |e| at + 1 + e);
            let name = &rest[at + 1..name_end];
            let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
            let (base, _) = name.split_once('_').unwrap_or((name, ""));
            if digits(name) || name.strip_prefix("arg").is_some_and(digits) {
                out.push_str("%_");
            } else if base == "cst" || base.strip_prefix('c').is_some_and(digits) {
                out.push('%');
                out.push_str(base);
            } else {
                out.push('%');
                out.push_str(name);
            }
            rest = &rest[name_end..];
        }
        out.push_str(rest);
        out
    }

    /// The pipeline's numbers for `g`.
    fn depths(g: &Gemm) -> Depths {
        Depths::of(g, &plan(g).expect("a plan")).expect("depths")
    }

    /// C = A B over K = `k` into a 4096 x 4096 f16 C, A as [K, M] (k contiguous) and B as
    /// [K, N] (n contiguous), with the pass's defaults and sm_90's shared memory.
    fn gemm_4096(product: Product, k: i64) -> Gemm<'static> {
        Gemm {
            name: "k",
            arguments: ['C', 'A', 'B'],
            a: Global::f16([k, 4096], [1, k], 0),
            b: Global::f16([k, 4096], [4096, 1], 0),
            c: Global {
                element: "f16".into(),
                ..Global::f16([4096, 4096], [4096, 1], 0)
            },
            product,
            k,
            batch: None,
            tma: false,
            max_shared_bytes: 232448,
            stages: STAGES,
            depth: DEPTH,
            async_gemm: false,
            persistent: None,
            tma_store: false,
            cluster_rows: 1,
        }
    }

    #[test]
    fn stages_leave_room_for_the_tma_ring() {
        // 128 x 128 f16 tiles 32 deep: 16 KiB a stage. Three fill the 48 KiB of static shared
        // memory; beside the TMA mbarrier ring two fit, with one step in flight while one
        // multiplies; in sm_90's 227 KiB (dynamic shared memory) three again.
        let tiling = WgmmaTiling::choose(4096, 4096).expect("a wgmma tiling");
        let gemm = |tma, max_shared_bytes, stages| Gemm {
            tma,
            max_shared_bytes,
            stages,
            ..gemm_4096(Product::Wgmma(tiling), 4096)
        };
        // The main loop (after step 0's) refills `steps - ahead` times and waits for `pending`.
        let main_loop = |refills: i64, pending: i64| {
            format!("scf.for %_ = %c1 to %c{refills} step %c1 {{\naxe.wait_async {pending}\n")
        };
        let three = gemm(false, 49152, STAGES);
        let d = depths(&three);
        assert_eq!(
            (d.steps, d.fitting, d.stages, d.ahead, d.groups),
            (128, 3, 3, 2, 2),
            "{d:?}"
        );
        let text = program(&three).expect("a program");
        assert!(text.contains(&main_loop(126, 2)), "{text}");
        let two = gemm(true, 49152, STAGES);
        let d = depths(&two);
        assert_eq!((d.fitting, d.ahead), (2, 1), "{d:?}");
        let text = program(&two).expect("a program");
        assert!(text.contains(&main_loop(127, 0)), "{text}");
        assert!(text.contains("axe.alloc : !axe.tensor<2x32x128xf16, shared"), "{text}");
        assert_eq!(depths(&gemm(true, 232448, STAGES)).fitting, 3);
        // Asked for five: three steps in flight while one multiplies, each wait leaving the
        // newest two steps' copies (two per step) in flight.
        let five = gemm(true, 232448, 5);
        let d = depths(&five);
        assert_eq!((d.fitting, d.ahead), (5, 4), "{d:?}");
        let text = program(&five).expect("a program");
        assert!(text.contains(&main_loop(124, 6)), "{text}");
    }

    /// A 128 x 256 tile: two warpgroups, A's stage in one 64-row part per warpgroup (each copied
    /// on its own, so three groups a step), each warpgroup's gemm reading its part; 64-deep steps
    /// where K allows and the deepest step asked for otherwise.
    #[test]
    fn two_warpgroups_read_their_own_part_of_a() {
        let gemm = |tiling, k, depth| Gemm {
            depth,
            ..gemm_4096(Product::Wgmma(tiling), k)
        };
        let wide = WgmmaTiling::with_tile(4096, 4096, [128, 256]).expect("a tiling");
        let text = program(&gemm(wide, 4096, DEPTH)).expect("a program");
        for expected in [
            "block = array<i64: 256>",
            "axe.alloc : !axe.tensor<3x2x32x64xf16, shared, #axe.layout<S[(3,2,32,64):(4096,2048,1,32)]>, swizzle<2, 3, 3>>",
            "axe.alloc : !axe.tensor<64x256xf32, reg,",
            // Part p: A's rows from the block's row plus 64 p, into A's stage [s, p].
            "%c1 = arith.constant 1 : index\n%c64 = arith.constant 64 : index\n%_ = arith.addi %_, %c64 : index",
            "axe.copy %A[%_, %_] to %_[%_, %c0, %c0, %c0] at cta async",
            "axe.copy %A[%_, %_] to %_[%_, %c1, %c0, %c0] at cta async",
            // Step 0 (a one-trip loop) starts the products without accumulating; no fill.
            "scf.for %_ = %c0 to %c1 step %c1 {\naxe.wait_async 3",
            "axe.gemm %_[%_, %_], %_[%_] into %_ at warpgroup :",
            "scf.for %_ = %c1 to %c126 step %c1 {\naxe.wait_async 3",
            "axe.gemm %_[%_, %_], %_[%_] into %_ accumulate at warpgroup :",
            "%_ = arith.addi %_, %_ : index\naxe.copy %_ to %C[%_, %_] at warpgroup :",
        ] {
            assert!(text.contains(expected), "{expected} in\n{text}");
        }
        assert!(!text.contains("axe.fill"), "{text}");
        assert_eq!(depths(&gemm(wide, 4096, DEPTH)).groups, 3);
        // One step, all issued ahead: the tail's step 0 does not accumulate.
        let one = gemm(wide, 32, DEPTH);
        let d = depths(&one);
        assert_eq!((d.steps, d.ahead), (1, 1), "{d:?}");
        let text = program(&one).expect("a program");
        assert!(
            !text.contains("accumulate") && text.contains("into %_ at warpgroup"),
            "{text}"
        );
        let deep = gemm(wide, 4096, 64);
        assert_eq!(depths(&deep).bk, 64);
        assert!(program(&deep).expect("a program").contains("swizzle<3, 3, 3>"));
        // K = 96: 32 deep although 64 was asked for; K = 80: 16.
        assert_eq!(depths(&gemm(wide, 96, 64)).bk, 32);
        assert_eq!(depths(&gemm(wide, 80, 64)).bk, 16);
        assert!(program(&gemm(wide, 40, 64)).unwrap_err().contains("no multiple of 16"));
    }

    /// With the wgmmas in flight each step's gemm is async and retires the one before; a stage is
    /// held a step longer, so one step fewer is copied ahead, and everything is retired before C
    /// is stored. Where only two stages fit, and on mma.sync, nothing stays in flight.
    #[test]
    fn async_gemms_copy_one_step_fewer_ahead() {
        let gemm = |product, max_shared_bytes, stages| Gemm {
            tma: true,
            max_shared_bytes,
            stages,
            async_gemm: true,
            ..gemm_4096(product, 4096)
        };
        let wgmma = Product::Wgmma(WgmmaTiling::choose(4096, 4096).expect("a tiling"));
        let four = gemm(wgmma, 232448, 4);
        let d = depths(&four);
        assert!(d.in_flight && d.ahead == 2, "{d:?}");
        let text = program(&four).expect("a program");
        for expected in [
            "accumulate at warpgroup async :",
            "axe.wait_gemm 1\n}",
            "axe.wait_gemm 0\n%_ = arith.addi %_, %_ : index",
        ] {
            assert!(text.contains(expected), "{expected} in\n{text}");
        }
        let two = gemm(wgmma, 49152, 4);
        let d = depths(&two);
        assert!(!d.in_flight && d.ahead == 1, "{d:?}");
        let text = program(&two).expect("a program");
        assert!(
            !text.contains("warpgroup async") && !text.contains("wait_gemm"),
            "{text}"
        );
        let atom = MmaAtom::find([16, 8, 16], MmaInput::F16).expect("an atom");
        let mma = Product::MmaSync(TensorCoreTiling::choose(atom, 4096, 4096).expect("a tiling"));
        let sync = gemm(mma, 232448, 4);
        let d = depths(&sync);
        assert!(!d.in_flight && d.ahead == 3, "{d:?}");
        let text = program(&sync).expect("a program");
        assert!(!text.contains("wait_gemm"), "{text}");
        // mma.sync fills its accumulators and accumulates from step 0: no peeled step.
        assert!(
            text.contains("axe.fill %cst into %_") && text.contains("scf.for %_ = %c0 to %c125 step %c1"),
            "{text}"
        );
    }

    /// Persistent: a grid of the blocks asked for (no more than the tiles), each looping from its
    /// block id over the tiles in steps of the grid, its tile's (by, bx) computed from the grouped
    /// order, the accumulators and stages set up anew per tile, and a wait point before each
    /// tile's store (the products are done with the stages; the store reads registers) that the
    /// next tile's first copies follow.
    #[test]
    fn persistent_blocks_loop_over_the_tiles() {
        let tiling = WgmmaTiling::choose(4096, 4096).expect("a tiling");
        let gemm = |blocks, group_rows| Gemm {
            tma: true,
            persistent: Some(Persistent { blocks, group_rows }),
            ..gemm_4096(Product::Wgmma(tiling), 4096)
        };
        let text = program(&gemm(132, 8)).expect("a program");
        for expected in [
            "grid = array<i64: 132, 1>",
            "%block_id_x = gpu.block_id  x\n",
            "scf.for %_ = %block_id_x to %c1024 step %c132 {",
            // 32 x 32 tiles in 4 groups of 8 tile rows: S[(4,32,8):(8@by,1@bx,1@by)].
            "arith.divui %_, %c256 : index",
            "arith.muli %_, %c8 : index",
            "arith.divui %_, %c8 : index",
            "arith.remui %_, %c32 : index",
            "arith.remui %_, %c8 : index",
            "axe.wait_async 0\n%_ = arith.addi %_, %_ : index\naxe.copy %_ to %C[%_, %_] at warpgroup :",
            "}\naxe.return",
        ] {
            assert!(text.contains(expected), "{expected} in\n{text}");
        }
        assert!(!text.contains("gpu.block_id  y"), "{text}");
        // More blocks than tiles: one block a tile. A group of 3 on 32 tile rows: 2.
        let many = program(&gemm(5000, 3)).expect("a program");
        assert!(
            many.contains("grid = array<i64: 1024, 1>") && many.contains("arith.divui %_, %c2 : index"),
            "{many}"
        );
    }

    /// Persistent in 2x1 clusters: persistent-blocks / 2 clusters along the grid's x, the two
    /// blocks of each along its y; each cluster loops over bands of two tile rows in grouped
    /// order (its row strides doubled), and the block's rank in the cluster (block id y) adds
    /// its row.
    #[test]
    fn persistent_clusters_loop_over_bands_of_tile_rows() {
        let tiling = WgmmaTiling::choose(4096, 4096).expect("a tiling");
        let gemm = |blocks| Gemm {
            tma: true,
            persistent: Some(Persistent { blocks, group_rows: 8 }),
            cluster_rows: 2,
            ..gemm_4096(Product::Wgmma(tiling), 4096)
        };
        let text = program(&gemm(132)).expect("a program");
        for expected in [
            "grid = array<i64: 66, 2>",
            "axe.cluster = #axe.layout<S[2:1@by]>",
            "%block_id_x = gpu.block_id  x\n%block_id_y = gpu.block_id  y\n",
            "scf.for %_ = %block_id_x to %c512 step %c66 {",
            // 16 bands x 32 columns in 4 groups of 4 bands: S[(4,32,4):(8@by,1@bx,2@by)].
            "arith.divui %_, %c128 : index",
            "arith.muli %_, %c8 : index",
            "arith.remui %_, %c4 : index",
            "arith.muli %_, %c2 : index",
            "arith.addi %_, %block_id_y : index",
        ] {
            assert!(text.contains(expected), "{expected} in\n{text}");
        }
        // One block asked for: still one cluster of two.
        assert!(program(&gemm(1))
            .expect("a program")
            .contains("grid = array<i64: 1, 2>"));
    }

    /// The staged epilogue: a swizzled staging tile of 64-column atoms, the accumulators
    /// copied into it at warpgroup scope and the tile stored asynchronously (a TMA store), its
    /// bytes taken from the stages' budget; refused, with the reason, where C or the product
    /// does not allow it.
    #[test]
    fn tma_store_stages_the_epilogue_in_shared_memory() {
        let wide = WgmmaTiling::with_tile(4096, 4096, [128, 256]).expect("a tiling");
        let gemm = |tma_store, max_shared_bytes| Gemm {
            tma: true,
            tma_store,
            max_shared_bytes,
            stages: 4,
            depth: 64,
            ..gemm_4096(Product::Wgmma(wide), 4096)
        };
        let text = program(&gemm(true, 232448)).expect("a program");
        let staging = "128x256xf16, shared, #axe.layout<S[(128,4,64):(64,8192,1)]>, swizzle<3, 3, 3>>";
        for expected in [
            format!("axe.alloc : !axe.tensor<{staging}"),
            "axe.copy %_ to %_[%_, %c0] at warpgroup :".into(),
            format!("axe.copy %_ to %C[%_, %_] at cta async : <{staging} to <4096x4096xf16, global>\naxe.return"),
        ] {
            assert!(text.contains(&expected), "{expected} in\n{text}");
        }
        // 64 KiB of staging leave room for three 48 KiB stages of the four asked for.
        assert_eq!(depths(&gemm(true, 232448)).fitting, 3);
        assert!(!text.contains("to %C[%_, %_] at warpgroup"), "{text}");
        assert_eq!(tma_store_refused(&gemm(true, 232448)), None);
        assert!(tma_store_refused(&gemm(true, 49152))
            .expect("refused")
            .contains("fewer than two stages need"));
        let f32_c = Gemm {
            c: Global {
                element: "f32".into(),
                ..Global::f16([4096, 4096], [4096, 1], 0)
            },
            ..gemm(true, 232448)
        };
        assert!(tma_store_refused(&f32_c)
            .expect("refused")
            .contains("its output is f32"));
        let column_major = Gemm {
            c: Global::f16([4096, 4096], [1, 4096], 0),
            ..gemm(true, 232448)
        };
        assert!(tma_store_refused(&column_major)
            .expect("refused")
            .contains("no dense row-major array"));
        let atom = MmaAtom::find([16, 8, 16], MmaInput::F16).expect("an atom");
        let mma = Gemm {
            product: Product::MmaSync(TensorCoreTiling::choose(atom, 4096, 4096).expect("a tiling")),
            ..gemm(true, 232448)
        };
        assert!(tma_store_refused(&mma).expect("refused").contains("mma.sync"));
        // Without it the epilogue stores from registers.
        assert!(program(&gemm(false, 232448))
            .expect("a program")
            .contains("axe.copy %_ to %C[%_, %_] at warpgroup"));
    }

    #[test]
    fn one_step_waits_for_everything() {
        let atom = MmaAtom::find([16, 8, 16], MmaInput::F16).expect("an atom");
        let tiling = TensorCoreTiling::choose(atom, 16, 8).expect("a tiling");
        let g = Gemm {
            name: "k",
            arguments: ['C', 'A', 'B'],
            a: Global::f16([16, 16], [1, 16], 0),
            b: Global::f16([16, 8], [8, 1], 0),
            c: Global {
                element: "f32".into(),
                ..Global::f16([16, 8], [8, 1], 0)
            },
            product: Product::MmaSync(tiling),
            k: 16,
            batch: None,
            tma: false,
            max_shared_bytes: 49152,
            stages: STAGES,
            depth: DEPTH,
            async_gemm: false,
            persistent: None,
            tma_store: false,
            cluster_rows: 1,
        };
        let d = depths(&g);
        assert_eq!((d.steps, d.ahead), (1, 1), "{d:?}");
        let text = program(&g).expect("a program");
        assert!(text.contains("axe.wait_async 0"), "{text}");
        assert!(
            text.contains("axe.kernel @k(%C: !axe.tensor<16x8xf32, global>, %A: !axe.tensor<16x16xf16, global, "),
            "{text}"
        );
    }

    #[test]
    fn a_batch_is_the_grid_z() {
        let atom = MmaAtom::find([16, 8, 16], MmaInput::F16).expect("an atom");
        let tiling = TensorCoreTiling::choose(atom, 16, 8).expect("a tiling");
        let batched = |shape: [i64; 2], strides: [i64; 2], element: &str| Global {
            shape: vec![3, shape[0], shape[1]],
            strides: vec![shape[0] * shape[1], strides[0], strides[1]],
            offset: 0,
            element: element.into(),
        };
        let a = batched([32, 16], [1, 32], "f16");
        assert_eq!(a.contiguous_run(), (0, 8));
        let g = Gemm {
            name: "k",
            arguments: ['C', 'A', 'B'],
            a,
            b: batched([32, 8], [8, 1], "f16"),
            c: batched([16, 8], [8, 1], "f32"),
            product: Product::MmaSync(tiling),
            k: 32,
            batch: Some(3),
            tma: false,
            max_shared_bytes: 49152,
            stages: STAGES,
            depth: DEPTH,
            async_gemm: false,
            persistent: None,
            tma_store: false,
            cluster_rows: 1,
        };
        let text = program(&g).expect("a program");
        for expected in [
            "grid = array<i64: 1, 1, 3>",
            "%block_id_z = gpu.block_id  z",
            "axe.copy %A[%block_id_z, %_, %_]",
            "axe.copy %_ to %C[%block_id_z, %_, %_]",
            "<3x32x16xf16, global, #axe.layout<S[(3,32,16):(512,1,32)]>>",
        ] {
            assert!(text.contains(expected), "{expected} in\n{text}");
        }
    }
}
