//! One cluster of a launch (a single block when the launch has no clusters), run in lockstep:
//! every op runs once for the cluster over the threads of the active mask, each value holds one
//! entry per thread ([`Lanes`]), the threads of block `r` of the cluster (its rank) after those
//! of blocks `0..r`. Branches on values that differ between threads run both sides under
//! complementary masks; a loop whose bounds differ runs until its last thread leaves. This is
//! how a SIMT machine runs structured code, and it makes barriers and warp shuffles exact: a
//! barrier is reached by the whole block or the program is wrong, and a shuffle sees every
//! lane's value of the same op. The blocks of a cluster run together, so that they can wait for
//! each other ([`super::cluster`]); each has its own shared memory.

use super::registers::Registers;
use super::{
    async_copy::{AsyncCopies, Copy},
    banks,
    bulk_store::BulkStores,
    cluster::{self, Cluster},
    lanes::{Lanes, Mask},
    ldmatrix,
    races::{Access, Race, Races},
    request_log::{self, Memory},
    sectors, stmatrix,
    tma::{self, Load, Mbarriers},
    warp::{self, ShuffleMode},
    wgmma::{element_bytes, SharedWindow, Warpgroups},
    Grid,
};
use crate::{
    attrs,
    error::InterpError,
    eval::sentinel,
    limits, pure_ops,
    types::{type_info, TypeInfo},
    value::{MemRef, Num, Val},
    vector_ops,
};
use axe_dialects::ir::OperationAt;
use axe_dialects::ir::{int_attr, op_name, value_key};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike};
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

type R<T> = Result<T, InterpError>;

/// The state of one cluster of blocks while it runs.
pub struct BlockRun<'g> {
    grid: &'g Grid,
    /// The ids of the cluster's blocks by rank (`%cluster_ctarank`), their linear numbers in
    /// the grid, and the cluster's (its first block's).
    ids: Vec<[i64; 3]>,
    linears: Vec<u64>,
    cluster_linear: u64,
    /// Threads per block, and in the whole cluster.
    threads: usize,
    all_threads: usize,
    /// Barriers each block passed so far: accesses in different intervals are ordered.
    intervals: Vec<u64>,
    values: FxHashMap<usize, Lanes>,
    races: &'g mut Races,
    /// The constant globals the launch's blocks read (weights), by their `memref.global`.
    globals: &'g mut ConstantGlobals,
    /// Storage of per-thread allocations, which no other thread can reach.
    private: FxHashSet<usize>,
    /// `cp.async` copies in flight.
    copies: AsyncCopies,
    /// The blocks' shared memory (workgroup attributions), with each buffer's byte alignment
    /// (its `llvm.align`); other storage is global memory, 256-byte aligned as `cudaMalloc`'s.
    shared_alignment: FxHashMap<usize, usize>,
    /// Each block's shared buffers' addresses, and the warpgroups' `wgmma`s.
    windows: Vec<SharedWindow>,
    wgmma: Warpgroups,
    /// What each block's warpgroups asked for with `setmaxnreg`.
    registers: Vec<Registers>,
    /// mbarriers and the TMA copies in flight on them.
    mbarriers: Mbarriers,
    /// TMA stores whose shared reads are in flight ([`super::bulk_store`]).
    bulk: BulkStores,
    /// Each thread's epoch (releases made) and the epochs of every thread it knows
    /// ([`super::races`]); empty until the block first releases into an mbarrier.
    epochs: Vec<u64>,
    clocks: Vec<Vec<u64>>,
    /// Each block's dynamic shared memory (bytes; none without) and its typed views (by block,
    /// byte shift and type).
    dynamic_shared: Vec<MemRef>,
    views: FxHashMap<(usize, i64, String), MemRef>,
    /// The cluster barrier, and the accesses of a block's shared memory from another.
    cluster: Cluster,
    /// The op being run moves pending wgmma accumulators through registers ([`carries`]): it
    /// may read them, and its results hold them; a load's groups are gathered in `carried`.
    carry: bool,
    carried: Vec<super::wgmma::GroupId>,
    /// Ops run so far (orders a wgmma.fence against the writes of an accumulator struct).
    ops_run: u64,
}

/// Ops that move a wgmma's pending accumulators through a thread's registers unchanged.
fn carries(name: &str) -> bool {
    matches!(
        name,
        "llvm.extractvalue" | "llvm.insertvalue" | "memref.load" | "memref.store"
    )
}

/// What a cluster special register holds.
#[derive(Clone, Copy)]
enum ClusterRegister {
    /// `%cluster_ctarank`: the block's rank in its cluster; `%cluster_nctarank`: the blocks.
    Rank,
    Blocks,
    /// `%clusterid`, `%nclusterid`: the cluster's position in the grid, and the clusters.
    Id,
    Clusters,
    /// `%cluster_ctaid`, `%cluster_nctaid`: the block's position in its cluster, and the sizes.
    BlockId,
    BlockDims,
}

/// The register op `name` reads, and its dimension (0 for the rank and count).
fn cluster_register(name: &str) -> Option<(ClusterRegister, usize)> {
    use ClusterRegister::*;
    let (what, dim) = match name {
        "nvvm.read.ptx.sreg.cluster.ctarank" => return Some((Rank, 0)),
        "nvvm.read.ptx.sreg.cluster.nctarank" => return Some((Blocks, 0)),
        _ => {
            let (what, dim) = name.strip_prefix("nvvm.read.ptx.sreg.")?.rsplit_once('.')?;
            (
                match what {
                    "clusterid" => Id,
                    "nclusterid" => Clusters,
                    "cluster.ctaid" => BlockId,
                    "cluster.nctaid" => BlockDims,
                    _ => return None,
                },
                dim,
            )
        }
    };
    Some((what, ["x", "y", "z"].iter().position(|&d| d == dim)?))
}

fn int_of(v: &Val) -> Option<i64> {
    match v {
        Val::Scalar(e, n) if !e.is_float() => Some(n.int()),
        _ => None,
    }
}

/// The epochs thread `t` knows of every thread ([`super::races`]): none before the block's
/// first mbarrier release.
fn known_of(clocks: &[Vec<u64>], t: u32) -> &[u64] {
    clocks.get(t as usize).map_or(&[], Vec::as_slice)
}

/// The first thread of each warp that runs a warp-collective op (`mma.sync`, `ldmatrix`);
/// an error naming the lane where a warp runs it without all 32 lanes. A block's warps are its
/// own (`threads` per block).
fn whole_warps(op: &OperationRef, mask: &Mask, threads: usize) -> R<Vec<usize>> {
    let mut starts = Vec::new();
    for warp_start in (0..mask.len())
        .step_by(threads)
        .flat_map(|b| (b..b + threads).step_by(warp::WARP))
    {
        let end = (warp_start / threads + 1) * threads;
        let lanes = warp_start..warp_start + warp::WARP;
        if !lanes.clone().any(|t| t < end && mask.has(t)) {
            continue;
        }
        if let Some(missing) = lanes.clone().find(|&t| t >= end || !mask.has(t)) {
            let why = if missing >= end {
                "does not exist (the block size is not a multiple of 32)"
            } else {
                "does not execute it"
            };
            return Err(InterpError::at(
                op,
                format!(
                    "is executed by warp {} without all 32 lanes: lane {} {why}",
                    warp_start % threads / warp::WARP,
                    missing - warp_start
                ),
            ));
        }
        starts.push(warp_start);
    }
    Ok(starts)
}

/// The byte alignment of a buffer of `elem` declared as `declared` (an `alignment` or
/// `llvm.align`): the declaration, or the element's size, whichever is larger.
pub fn alignment_of(declared: Option<i64>, elem: crate::value::ElemTy) -> usize {
    let natural = elem.width().div_ceil(8) as usize;
    declared
        .and_then(|a| usize::try_from(a).ok())
        .unwrap_or(natural)
        .max(natural)
}

/// Logs an access to `memory` ([`request_log`]): `lanes` holds each thread's elements by byte
/// address, `count` what one warp's part takes.
fn log_requests(
    op: &OperationRef,
    memory: Memory,
    lanes: Vec<(usize, Vec<Option<u64>>)>,
    count: impl Fn(&[(usize, Vec<Option<u64>>)]) -> request_log::Count,
) {
    for warp in request_log::by_warp(lanes) {
        request_log::record(memory, op.to_raw().ptr as usize, || describe(op), count(&warp));
    }
}

/// `file:line:col 'op.name'`, how the request log names an op.
fn describe(op: &OperationRef) -> String {
    format!("{} '{}'", axe_dialects::ir::location_text(op.location()), op_name(op))
}

/// A thread and its block, as messages name them.
#[derive(Clone, Copy)]
struct Place {
    thread: [i64; 3],
    block: [i64; 3],
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let ([x, y, z], [bx, by, bz]) = (self.thread, self.block);
        write!(f, "thread ({x}, {y}, {z}) of block ({bx}, {by}, {bz})")
    }
}

fn storage_key(m: &MemRef) -> usize {
    Rc::as_ptr(&m.store) as *const () as usize
}

impl<'g> BlockRun<'g> {
    /// The cluster whose first block is `origin`.
    pub fn new(grid: &'g Grid, origin: [i64; 3], races: &'g mut Races, globals: &'g mut ConstantGlobals) -> Self {
        let [cx, cy, _] = grid.cluster;
        let ids: Vec<[i64; 3]> = (0..grid.blocks_per_cluster() as i64)
            .map(|r| [origin[0] + r % cx, origin[1] + r / cx % cy, origin[2] + r / (cx * cy)])
            .collect();
        let linears: Vec<u64> = ids
            .iter()
            .map(|id| (id[0] + grid.blocks[0] * (id[1] + grid.blocks[1] * id[2])) as u64)
            .collect();
        let (threads, blocks) = (grid.threads_per_block(), ids.len());
        BlockRun {
            grid,
            cluster_linear: linears[0],
            ids,
            linears,
            threads,
            all_threads: threads * blocks,
            intervals: vec![0; blocks],
            values: FxHashMap::default(),
            races,
            globals,
            private: FxHashSet::default(),
            copies: AsyncCopies::default(),
            shared_alignment: FxHashMap::default(),
            windows: (0..blocks).map(|_| SharedWindow::default()).collect(),
            wgmma: Warpgroups::default(),
            registers: (0..blocks).map(|_| Registers::default()).collect(),
            mbarriers: Mbarriers::default(),
            bulk: BulkStores::default(),
            epochs: Vec::new(),
            clocks: Vec::new(),
            dynamic_shared: Vec::new(),
            views: FxHashMap::default(),
            cluster: Cluster::new(threads * blocks),
            carry: false,
            carried: Vec::new(),
            ops_run: 0,
        }
    }

    /// The cluster's blocks.
    pub fn blocks(&self) -> usize {
        self.ids.len()
    }

    /// The rank in the cluster of thread `t`'s block.
    fn rank(&self, t: usize) -> usize {
        t / self.threads
    }

    /// The shared memory window of thread `t`'s block.
    fn window(&self, t: usize) -> &SharedWindow {
        &self.windows[self.rank(t)]
    }

    /// A value of each block (`of` its rank) in its threads: one for all when the cluster is
    /// one block.
    fn per_block(&self, of: impl Fn(usize) -> Val) -> Lanes {
        if self.blocks() == 1 {
            return Lanes::Same(of(0));
        }
        Lanes::Each(Rc::new((0..self.all_threads).map(|t| of(self.rank(t))).collect()))
    }

    /// The blocks with a thread in `mask`, by rank, with their threads.
    fn blocks_in(&self, mask: &Mask) -> Vec<(usize, std::ops::Range<usize>)> {
        (0..self.blocks())
            .map(|r| (r, r * self.threads..(r + 1) * self.threads))
            .filter(|(_, threads)| threads.clone().any(|t| mask.has(t)))
            .collect()
    }

    /// Declares the byte alignment of `memref`'s storage, shared memory of block `rank`.
    pub fn set_alignment(&mut self, rank: usize, memref: &MemRef, bytes: usize) {
        self.shared_alignment.insert(storage_key(memref), bytes);
        self.windows[rank].place(memref, bytes);
    }

    /// Gives block `rank` its dynamic shared memory (in rank order).
    pub fn set_dynamic_shared(&mut self, rank: usize, raw: &MemRef) {
        self.windows[rank].place_dynamic(raw);
        self.dynamic_shared.push(raw.clone());
    }

    /// The views of dynamic shared memory the blocks made: the launch keeps them with the other
    /// shared buffers, so that no later block's view reuses an address the race log names.
    pub fn take_views(&mut self) -> Vec<MemRef> {
        self.views.drain().map(|(_, view)| view).collect()
    }

    /// Tracks shared writes for the async proxy (the kernel has a `wgmma`).
    pub fn track_async_proxy(&mut self) {
        self.wgmma.track_proxy();
    }

    /// Whether element `position` of `memref`'s storage sits on a multiple of `bytes`.
    fn aligned(&self, memref: &MemRef, position: usize, bytes: usize) -> bool {
        let base = self.shared_alignment.get(&storage_key(memref)).copied().unwrap_or(256);
        base.is_multiple_of(bytes) && (position * (memref.elem.width() as usize).div_ceil(8)).is_multiple_of(bytes)
    }

    /// `(x, y, z)` of linear thread `t` in its block.
    fn thread_id(&self, t: usize) -> [i64; 3] {
        let [bx, by, _] = self.grid.threads;
        let t = (t % self.threads) as i64;
        [t % bx, (t / bx) % by, t / (bx * by)]
    }

    fn where_is(&self, t: usize) -> String {
        self.place(t).to_string()
    }

    /// Where thread `t` is, written out only if a message needs it (an access's threads each
    /// keep one, and formatting it for each was a tenth of the emulator's time).
    fn place(&self, t: usize) -> Place {
        Place {
            thread: self.thread_id(t),
            block: self.ids[self.rank(t)],
        }
    }

    /// An error of thread `t` at `op`.
    fn at_thread(&self, op: &OperationRef, t: usize, message: impl std::fmt::Display) -> InterpError {
        InterpError::at(op, format!("{message} (in {})", self.where_is(t)))
    }

    /// The shared address of `tile`, the shared end of a TMA copy of `box_dims` that thread `t`
    /// issues (`verb`: "reads" for a store, "writes" for a load): TMA moves the box densely,
    /// from an address aligned to 128 bytes.
    fn tma_shared_box(&self, op: &OperationRef, t: usize, tile: &MemRef, box_dims: &[i64], verb: &str) -> R<u64> {
        if tile.shape != box_dims || tile.strides != crate::value::row_major_strides(&tile.shape) {
            return Err(self.at_thread(
                op,
                t,
                format!(
                    "{verb} a shared tile of shape {:?} and strides {:?}; TMA moves the box {box_dims:?} densely",
                    tile.shape, tile.strides
                ),
            ));
        }
        let base = self
            .window(t)
            .address_of(tile)
            .ok_or_else(|| self.at_thread(op, t, format!("{verb} a buffer that is not shared memory")))?
            + tile.offset as u64 * element_bytes(tile);
        if !base.is_multiple_of(128) {
            return Err(self.at_thread(
                op,
                t,
                format!("{verb} shared memory from address {base}, not a multiple of 128 bytes (TMA's alignment)"),
            ));
        }
        Ok(base)
    }

    /// Runs the kernel body with `args` (the kernel's parameters, then its workgroup and
    /// private attributions) in every thread.
    pub fn run_kernel(&mut self, body: BlockRef, args: Vec<Lanes>) -> R<()> {
        self.run_region(body, args, &Mask::full(self.all_threads))?;
        if let Some(t) = self.bulk.unfinished() {
            return Err(InterpError::plain(format!(
                "the kernel ends while a TMA store of {} still reads shared memory (cp.async.bulk.wait_group.read 0 before the end: the block's shared memory goes away with it)",
                self.where_is(t)
            )));
        }
        for rank in 0..self.blocks() {
            let threads = rank * self.threads..(rank + 1) * self.threads;
            let mbarriers = &self.mbarriers;
            if let Some(e) = self.cluster.unordered_exit(rank, threads, |at| mbarriers.observed(at)) {
                return Err(e);
            }
        }
        Ok(())
    }

    /// Runs `block` under `mask`; returns its terminator's operands.
    fn run_region(&mut self, block: BlockRef, args: Vec<Lanes>, mask: &Mask) -> R<Vec<Lanes>> {
        for (i, a) in args.into_iter().enumerate() {
            let arg = block
                .argument(i)
                .map_err(|_| InterpError::plain("a region got more arguments than it takes"))?;
            self.values.insert(value_key(arg.into()), a);
        }
        let mut current = block.first_operation();
        while let Some(op) = current {
            current = op.next_in_block();
            let name = op_name(&op);
            if matches!(name, "scf.yield" | "gpu.return" | "func.return") {
                return op.operands().map(|v| self.value(&op, v)).collect();
            }
            self.ops_run += 1;
            self.carry = self.wgmma.tracks_values() && carries(name);
            let results = self.eval(&op, name, mask);
            let carry = std::mem::take(&mut self.carry);
            for (r, v) in op.results().zip(results?) {
                let key = value_key(r.into());
                self.values.insert(key, v);
                if name == "llvm.insertvalue" {
                    self.wgmma.struct_written(key, self.ops_run);
                }
                // A wgmma's result holds its own groups (set by eval_wgmma).
                if name != "nvvm.wgmma.mma_async" {
                    let groups = match name {
                        _ if !carry => Vec::new(),
                        "memref.load" => std::mem::take(&mut self.carried),
                        _ => op
                            .operands()
                            .flat_map(|v| self.wgmma.groups_of_value(value_key(v)))
                            .collect(),
                    };
                    self.wgmma.define_value(key, groups);
                }
            }
        }
        Ok(Vec::new())
    }

    fn value(&self, op: &OperationRef, v: Value) -> R<Lanes> {
        let key = value_key(v);
        if !self.carry && self.wgmma.is_pending(key) {
            return Err(InterpError::at(
                op,
                "reads the result of a wgmma.mma_async before wgmma.wait_group retires it",
            ));
        }
        self.values.get(&key).cloned().ok_or_else(|| {
            InterpError::at(
                op,
                "uses a value defined outside the kernel (the GPU emulator runs outlined gpu.func kernels)",
            )
        })
    }

    fn operands(&self, op: &OperationRef) -> R<Vec<Lanes>> {
        op.operands().map(|v| self.value(op, v)).collect()
    }

    /// The integer operand `i` in thread `t`.
    fn int(&self, op: &OperationRef, operands: &[Lanes], i: usize, t: usize) -> R<i64> {
        int_of(operands[i].of(t)).ok_or_else(|| self.at_thread(op, t, format!("expects an integer operand {i}")))
    }

    fn memref(&self, op: &OperationRef, operands: &[Lanes], i: usize, t: usize) -> R<MemRef> {
        match operands[i].of(t) {
            Val::MemRef(m) => Ok(m.clone()),
            other => Err(self.at_thread(
                op,
                t,
                format!("expects a memref as operand {i}, got a {}", other.kind()),
            )),
        }
    }

    /// A value that must be the same in every thread (a loop bound, a shuffle width).
    fn uniform_int(&self, op: &OperationRef, operand: &Lanes, mask: &Mask, what: &str) -> R<i64> {
        let mut threads = mask.threads();
        let first = threads.next().ok_or_else(|| InterpError::at(op, "runs in no thread"))?;
        let v = int_of(operand.of(first)).ok_or_else(|| InterpError::at(op, format!("expects an integer {what}")))?;
        if let Some(t) = threads.find(|&t| int_of(operand.of(t)) != Some(v)) {
            let here = int_of(operand.of(t)).map_or_else(|| "no integer".to_string(), |x| x.to_string());
            return Err(self.at_thread(
                op,
                t,
                format!(
                    "needs the same {what} in all threads: {v} in {} but {here} here",
                    self.where_is(first)
                ),
            ));
        }
        Ok(v)
    }

    fn eval(&mut self, op: &OperationRef, name: &str, mask: &Mask) -> R<Vec<Lanes>> {
        limits::step().map_err(|m| InterpError::at(op, m))?;
        if pure_ops::is_pure_named(op, name) {
            return self.eval_pure(op, mask);
        }
        let dim = || match attrs::enum_word(op, "dimension").as_deref() {
            Some("y") => 1,
            Some("z") => 2,
            _ => 0,
        };
        let each = |f: &dyn Fn(usize) -> Val| Lanes::Each(Rc::new((0..mask.len()).map(f).collect()));
        match name {
            "gpu.thread_id" => {
                let d = dim();
                if let Some(bound) = int_attr(op, "upper_bound").filter(|&b| self.grid.threads[d] > b) {
                    return Err(InterpError::at(
                        op,
                        format!(
                            "promises thread ids below {bound} but the block has {} threads in this dimension",
                            self.grid.threads[d]
                        ),
                    ));
                }
                Ok(vec![each(&|t| Val::index(self.thread_id(t)[d]))])
            }
            "gpu.block_id" => {
                let d = dim();
                if let Some(bound) = int_attr(op, "upper_bound").filter(|&b| self.grid.blocks[d] > b) {
                    return Err(InterpError::at(
                        op,
                        format!(
                            "promises block ids below {bound} but the grid has {} blocks in this dimension",
                            self.grid.blocks[d]
                        ),
                    ));
                }
                Ok(vec![self.per_block(|r| Val::index(self.ids[r][d]))])
            }
            "gpu.block_dim" => Ok(vec![Lanes::Same(Val::index(self.grid.threads[dim()]))]),
            "gpu.grid_dim" => Ok(vec![Lanes::Same(Val::index(self.grid.blocks[dim()]))]),
            "gpu.global_id" => {
                let d = dim();
                Ok(vec![each(&|t| {
                    Val::index(self.ids[self.rank(t)][d] * self.grid.threads[d] + self.thread_id(t)[d])
                })])
            }
            "gpu.lane_id" => Ok(vec![each(&|t| Val::index((t % self.threads % warp::WARP) as i64))]),
            "gpu.subgroup_id" => Ok(vec![each(&|t| Val::index((t % self.threads / warp::WARP) as i64))]),
            "gpu.subgroup_size" => Ok(vec![Lanes::Same(Val::index(warp::WARP as i64))]),
            "gpu.num_subgroups" => Ok(vec![Lanes::Same(Val::index(self.threads.div_ceil(warp::WARP) as i64))]),
            "gpu.barrier" => {
                for (rank, threads) in self.blocks_in(mask) {
                    if let Some(t) = threads.clone().find(|&t| !mask.has(t)) {
                        let reached = threads.filter(|&t| mask.has(t)).count();
                        return Err(self.at_thread(
                            op,
                            t,
                            format!("is reached by {reached} of the block's {} threads; this thread does not reach it (a barrier must be reached by every thread of the block)", self.threads),
                        ));
                    }
                    self.intervals[rank] += 1;
                    if self.blocks() > 1 {
                        self.share_clocks(threads);
                    }
                }
                Ok(vec![])
            }
            // The emulator's mbarrier inits are visible to the whole cluster at once.
            "nvvm.fence.mbarrier.init" => Ok(vec![]),
            "gpu.cluster_id" => self.eval_cluster_register(op, ClusterRegister::Id, dim()),
            "gpu.cluster_dim" => self.eval_cluster_register(op, ClusterRegister::Clusters, dim()),
            "gpu.cluster_block_id" => self.eval_cluster_register(op, ClusterRegister::BlockId, dim()),
            "gpu.cluster_dim_blocks" => self.eval_cluster_register(op, ClusterRegister::BlockDims, dim()),
            name if cluster_register(name).is_some() => {
                let (what, d) = cluster_register(name).expect("a cluster register");
                self.eval_cluster_register(op, what, d)
            }
            "nvvm.cluster.arrive" | "nvvm.cluster.arrive.relaxed" | "nvvm.cluster.wait" => {
                self.eval_cluster_barrier(op, name, mask)
            }
            "nvvm.mapa" => self.eval_mapa(op, mask),
            "nvgpu.mbarrier.get" => self.eval_mbarrier_get(op, mask),
            "nvvm.mbarrier.arrive" => self.eval_mbarrier_arrive_at(op, mask),
            "gpu.shuffle" => {
                let operands = self.operands(op)?;
                let mode = attrs::enum_word(op, "mode")
                    .and_then(|w| ShuffleMode::parse(&w))
                    .ok_or_else(|| InterpError::at(op, "has an unknown mode"))?;
                let width = self.uniform_int(op, &operands[2], mask, "width")?;
                let (values, valid) = warp::shuffle(mode, mask, &operands[0], &operands[1], width, |v| {
                    int_of(v).unwrap_or(0)
                })
                .map_err(|m| InterpError::at(op, m))?;
                Ok(vec![values, valid])
            }
            "gpu.all_reduce" => self.eval_all_reduce(op, mask),
            "nvgpu.mma.sync" => self.eval_mma(op, mask),
            "nvgpu.ldmatrix" => self.eval_ldmatrix(op, mask),
            "nvvm.stmatrix" => self.eval_stmatrix(op, mask),
            // A shared address made a pointer (what stmatrix takes): the emulator's pointers
            // into shared memory are the addresses themselves.
            "llvm.inttoptr" => {
                Ok(vec![self.value(
                    op,
                    op.operand(0).map_err(|_| InterpError::at(op, "has no operand"))?,
                )?])
            }
            "nvgpu.device_async_copy" => self.eval_async_copy(op, mask),
            // nvgpu's commit and wait and NVVM's (what Axe emits) are the same PTX instructions.
            "nvgpu.device_async_create_group" | "nvvm.cp.async.commit.group" => {
                for t in mask.threads() {
                    self.copies.commit(t);
                }
                Ok(if op.result_count() == 1 {
                    vec![Lanes::Same(Val::Effect)]
                } else {
                    vec![]
                })
            }
            "nvgpu.device_async_wait" | "nvvm.cp.async.wait.group" => {
                let keep = int_attr(
                    op,
                    if op_name(op) == "nvgpu.device_async_wait" {
                        "numGroups"
                    } else {
                        "n"
                    },
                )
                .unwrap_or(0)
                .max(0) as usize;
                let logging = request_log::enabled();
                for t in mask.threads() {
                    if logging {
                        super::tensor_work::copies_in_flight(self.copies.in_flight(t));
                    }
                    for copy in self.copies.wait(t, keep) {
                        let by = self.access(t);
                        for (p, v) in copy.writes {
                            if let Some(r) = self.races.write((copy.key, p), by, known_of(&self.clocks, by.thread)) {
                                return Err(InterpError::at(op, self.describe(r, p)));
                            }
                            self.shared_write(op, (copy.key, p), t)?;
                            copy.store.borrow_mut().set(p, v);
                        }
                    }
                }
                Ok(vec![])
            }
            "memref.extract_aligned_pointer_as_index" => {
                let operands = self.operands(op)?;
                let address = |t: usize| {
                    match operands[0].of(t) {
                    Val::MemRef(m) => self.window(t).address_of(m).ok_or("takes the address of a buffer that is not shared memory; the emulator gives addresses to shared buffers only"),
                    _ => Err("takes no memref"),
                }
                };
                let first = mask
                    .threads()
                    .next()
                    .ok_or_else(|| InterpError::at(op, "runs in no thread"))?;
                if operands[0].is_same() {
                    return Ok(vec![Lanes::Same(Val::index(
                        address(first).map_err(|m| InterpError::at(op, m))? as i64,
                    ))]);
                }
                let values = (0..mask.len())
                    .map(|t| {
                        if mask.has(t) {
                            address(t).map(|a| Val::index(a as i64))
                        } else {
                            Ok(Val::Effect)
                        }
                    })
                    .collect::<Result<_, _>>()
                    .map_err(|m| InterpError::at(op, m))?;
                Ok(vec![Lanes::Each(Rc::new(values))])
            }
            "nvvm.fence.proxy" => {
                if attrs::enum_word(op, "kind").is_some_and(|k| k.starts_with("async")) {
                    self.wgmma.proxy_fence(&mask.threads().collect());
                }
                Ok(vec![])
            }
            "nvvm.wgmma.fence.aligned"
            | "nvvm.wgmma.commit.group.sync.aligned"
            | "nvvm.wgmma.wait.group.sync.aligned" => {
                let keep = int_attr(op, "group").unwrap_or(0).max(0) as usize;
                for warpgroup in self.whole_warpgroups(op, mask)? {
                    match name {
                        "nvvm.wgmma.fence.aligned" => self.wgmma.fence(warpgroup, self.ops_run),
                        "nvvm.wgmma.commit.group.sync.aligned" => self.wgmma.commit(warpgroup),
                        _ => self.wgmma.wait(warpgroup, keep),
                    }
                }
                Ok(vec![])
            }
            "nvvm.wgmma.mma_async" => self.eval_wgmma(op, mask),
            "nvvm.setmaxregister" => {
                let count = int_attr(op, "regCount").ok_or_else(|| InterpError::at(op, "has no regCount"))?;
                for warpgroup in self.whole_warpgroups(op, mask)? {
                    let rank = self.rank(warpgroup);
                    self.registers[rank]
                        .set(warpgroup % self.threads, count)
                        .map_err(|m| InterpError::at(op, m))?;
                }
                Ok(vec![])
            }
            "nvgpu.mbarrier.create" => self.eval_mbarrier_create(op),
            "gpu.dynamic_shared_memory" => {
                if self.dynamic_shared.is_empty() {
                    return Err(InterpError::at(
                        op,
                        "reads dynamic shared memory, but the kernel's launch gives it none",
                    ));
                }
                Ok(vec![self.per_block(|r| Val::MemRef(self.dynamic_shared[r].clone()))])
            }
            "memref.view" => self.eval_view(op, mask),
            "nvgpu.mbarrier.init" | "nvgpu.mbarrier.arrive.expect_tx" | "nvgpu.mbarrier.try_wait.parity" => {
                self.eval_mbarrier(op, name, mask)
            }
            "nvgpu.mbarrier.arrive" => {
                let operands = self.operands(op)?;
                for t in mask.threads() {
                    let at = self.mbarrier_at(op, &operands, 0, 1, t)?;
                    self.release(at, t).map_err(|m| self.at_thread(op, t, m))?;
                    self.mbarriers
                        .arrive_expect_tx(at, 0)
                        .map_err(|m| self.at_thread(op, t, m))?;
                }
                Ok(vec![Lanes::Same(Val::index(0))])
            }
            "nvgpu.tma.async.load" => self.eval_tma_load(op, mask),
            "nvgpu.tma.async.store" => self.eval_tma_store(op, mask),
            "nvvm.cp.async.bulk.commit.group" => {
                for t in mask.threads() {
                    self.bulk.commit(t);
                }
                Ok(vec![])
            }
            // `.read` or not: the emulator writes global memory at the issue, so both wait for
            // the reads ([`super::bulk_store`]).
            "nvvm.cp.async.bulk.wait_group" => {
                let keep = int_attr(op, "group").unwrap_or(0).max(0) as usize;
                for t in mask.threads() {
                    let by = self.access(t);
                    for (key, p) in self.bulk.wait(t, keep) {
                        if let Some(r) = self.races.read((key, p), by, known_of(&self.clocks, by.thread)) {
                            return Err(InterpError::at(op, self.describe(r, p)));
                        }
                    }
                }
                Ok(vec![])
            }
            // A value seen as another type (the kernel's tensor map pointer as its descriptor).
            "builtin.unrealized_conversion_cast" if op.operand_count() == 1 && op.result_count() == 1 => {
                Ok(vec![self.value(
                    op,
                    op.operand(0).map_err(|_| InterpError::at(op, "has no operand"))?,
                )?])
            }
            // A runtime check: the first thread it fails in stops the launch with its message.
            "cf.assert" => {
                let cond = self.value(op, op.operand(0).map_err(|_| InterpError::at(op, "has no condition"))?)?;
                if let Some(t) = mask.threads().find(|&t| int_of(cond.of(t)).is_some_and(|c| c == 0)) {
                    let message = axe_dialects::ir::string_attr(op, "msg").unwrap_or_default();
                    return Err(self.at_thread(op, t, format!("failed: {message}")));
                }
                Ok(vec![])
            }
            "scf.if" => self.eval_if(op, mask),
            "scf.for" => self.eval_for(op, mask),
            "memref.load" | "memref.store" | "vector.load" | "vector.maskedload" | "vector.store"
            | "vector.maskedstore" => self.eval_memory(op, name, mask),
            "memref.alloca" => {
                let TypeInfo::MemRef { elem, shape, .. } = pure_ops::result_info(op, 0) else {
                    return Err(InterpError::at(op, "allocates a non-memref"));
                };
                if shape.iter().any(|&d| d < 0) {
                    return Err(InterpError::at(
                        op,
                        "with a dynamic size is not supported by the GPU emulator",
                    ));
                }
                // Workgroup memory (before outlining makes it an attribution) is one buffer
                // for the block, aligned as the op says.
                let workgroup = op
                    .result_at(0)
                    .is_some_and(|r| axe_dialects::ir::is_workgroup_memory(r.r#type()));
                if workgroup {
                    let mut buffers = Vec::with_capacity(self.blocks());
                    for rank in 0..self.blocks() {
                        let m =
                            MemRef::alloc(elem, shape.clone(), sentinel(elem)).map_err(|m| InterpError::at(op, m))?;
                        self.set_alignment(rank, &m, alignment_of(int_attr(op, "alignment"), elem));
                        buffers.push(m);
                    }
                    return Ok(vec![self.per_block(|r| Val::MemRef(buffers[r].clone()))]);
                }
                let mut out = Vec::with_capacity(mask.len());
                for t in 0..mask.len() {
                    if !mask.has(t) {
                        out.push(Val::Effect);
                        continue;
                    }
                    let m = MemRef::alloc(elem, shape.clone(), sentinel(elem)).map_err(|m| InterpError::at(op, m))?;
                    self.private.insert(storage_key(&m));
                    out.push(Val::MemRef(m));
                }
                Ok(vec![Lanes::Each(Rc::new(out))])
            }
            "memref.get_global" => Ok(vec![Lanes::Same(Val::MemRef(
                self.globals.get(*op).map_err(|m| InterpError::at(op, m))?,
            ))]),
            _ => Err(InterpError::at(op, "is not supported by the GPU emulator")),
        }
    }

    /// A pure op: once when every operand is the same in all threads, else per thread.
    fn eval_pure(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        if operands.iter().all(Lanes::is_same) {
            let args: Vec<Val> = operands.iter().map(|l| l.of(0).clone()).collect();
            return Ok(pure_ops::eval(op, &args)?.into_iter().map(Lanes::Same).collect());
        }
        let mut per_result: Vec<Vec<Val>> = (0..op.result_count()).map(|_| Vec::with_capacity(mask.len())).collect();
        let mut args = Vec::with_capacity(operands.len());
        // An elementwise op is decoded once for all threads.
        let scalar = pure_ops::Scalar::decode(op);
        for t in 0..mask.len() {
            if !mask.has(t) {
                per_result.iter_mut().for_each(|r| r.push(Val::Effect));
                continue;
            }
            args.clear();
            args.extend(operands.iter().map(|l| l.of(t).clone()));
            let in_thread = |e: InterpError| InterpError {
                message: format!("{} (in {})", e.message, self.where_is(t)),
                ..e
            };
            if let Some(result) = scalar.as_ref().and_then(|s| s.eval(op, &args)) {
                per_result[0].push(result.map_err(in_thread)?);
                continue;
            }
            let results = pure_ops::eval(op, &args).map_err(in_thread)?;
            for (r, v) in per_result.iter_mut().zip(results) {
                r.push(v);
            }
        }
        Ok(per_result.into_iter().map(|r| Lanes::Each(Rc::new(r))).collect())
    }

    /// `gpu.all_reduce <op>`: every thread of the block gets the reduction of all threads'
    /// values, combined in thread order (the hardware's tree may round a float sum
    /// differently). It synchronizes the block like a barrier (its lowering has two).
    /// Upstream's lowering (AllReduceLowering.cpp) combines the threads' values with no
    /// identity, so the emulator starts from thread 0's value: partial sums that are all -0
    /// (a `uop.reduce` marked `from_negative_zero`) total -0, not +0 + -0 = +0.
    fn eval_all_reduce(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        if op.region_at(0).is_some_and(|r| r.first_block().is_some()) {
            return Err(InterpError::at(op, "with a reduction region is not supported by the GPU emulator (give the operation as `add`, `maximumf`, ...)"));
        }
        let kind = attrs::enum_word(op, "op").ok_or_else(|| InterpError::at(op, "has no reduction operation"))?;
        let value = self.value(op, op.operand(0).map_err(|_| InterpError::at(op, "has no operand"))?)?;
        let mut totals = vec![Val::Effect; self.blocks()];
        for (rank, threads) in self.blocks_in(mask) {
            if let Some(t) = threads.clone().find(|&t| !mask.has(t)) {
                let reached = threads.filter(|&t| mask.has(t)).count();
                return Err(self.at_thread(op, t, format!("is reached by {reached} of the block's {} threads; this thread does not reach it (a block reduction needs every thread of the block)", self.threads)));
            }
            totals[rank] = self.reduce_block(op, &kind, &value, threads)?;
            self.intervals[rank] += 1;
        }
        Ok(vec![self.per_block(|r| totals[r].clone())])
    }

    /// The reduction `kind` of `value` over one block's `threads`, in thread order.
    fn reduce_block(&self, op: &OperationRef, kind: &str, value: &Lanes, threads: std::ops::Range<usize>) -> R<Val> {
        let mut elem = None;
        let mut data = Vec::with_capacity(self.threads);
        for t in threads {
            match value.of(t) {
                Val::Scalar(e, n) => {
                    elem = Some(*e);
                    data.push(*n);
                }
                other => {
                    return Err(self.at_thread(
                        op,
                        t,
                        format!("reduces a {}; the GPU emulator reduces scalars", other.kind()),
                    ))
                }
            }
        }
        let elem = elem.ok_or_else(|| InterpError::at(op, "runs in no thread"))?;
        let first = data[0];
        let rest = crate::value::Tensor {
            elem,
            shape: vec![data.len() as i64 - 1],
            data: data[1..].to_vec(),
        };
        let total = vector_ops::reduction(kind, &rest, Some(first)).map_err(|m| InterpError::at(op, m))?;
        Ok(Val::Scalar(elem, total))
    }

    /// `nvgpu.mma.sync`: each warp multiplies one tile ([`super::mma`]); all 32 lanes of a
    /// warp that runs it must run it together.
    fn eval_mma(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let shape = axe_dialects::ir::i64_array(op, "mmaShape")
            .filter(|s| s.len() == 3)
            .ok_or_else(|| InterpError::at(op, "has no readable mmaShape"))?;
        let input = match operands[0].of(mask
            .threads()
            .next()
            .ok_or_else(|| InterpError::at(op, "runs in no thread"))?)
        {
            Val::Tensor(t) => t.elem,
            other => return Err(InterpError::at(op, format!("takes a {} as A", other.kind()))),
        };
        let accumulator = match pure_ops::result_info(op, 0) {
            TypeInfo::Tensor(e, _) => e,
            other => return Err(InterpError::at(op, format!("has result type {other}"))),
        };
        if accumulator != crate::value::ElemTy::F32 {
            return Err(InterpError::at(
                op,
                format!("accumulates in {accumulator}; the emulator runs f32 accumulation"),
            ));
        }
        let atom = super::mma::Atom::new([shape[0], shape[1], shape[2]], input, op.has_attribute("tf32Enabled"))
            .map_err(|m| InterpError::at(op, m))?;
        let mut out: Vec<Val> = vec![Val::Effect; mask.len()];
        for warp_start in whole_warps(op, mask, self.threads)? {
            let lanes: Vec<usize> = (warp_start..warp_start + warp::WARP).collect();
            let fragments = |k: usize| -> R<Vec<&crate::value::Tensor>> {
                lanes
                    .iter()
                    .map(|&t| match operands[k].of(t) {
                        Val::Tensor(x) => Ok(x.as_ref()),
                        other => Err(self.at_thread(op, t, format!("takes a {} as operand {k}", other.kind()))),
                    })
                    .collect()
            };
            let d = atom
                .run(&fragments(0)?, &fragments(1)?, &fragments(2)?)
                .map_err(|m| InterpError::at(op, m))?;
            if request_log::enabled() {
                super::tensor_work::mma_sync([shape[0], shape[1], shape[2]]);
            }
            for (&t, tile) in lanes.iter().zip(d) {
                out[t] = Val::Tensor(Rc::new(tile));
            }
        }
        Ok(vec![Lanes::Each(Rc::new(out))])
    }

    /// The first thread of each warpgroup that runs a warpgroup-collective op (`wgmma.*`); an
    /// error naming a warp missing from one.
    fn whole_warpgroups(&self, op: &OperationRef, mask: &Mask) -> R<Vec<usize>> {
        let warps = whole_warps(op, mask, self.threads)?;
        let mut groups: Vec<usize> = Vec::new();
        for &w in &warps {
            let block_start = w / self.threads * self.threads;
            let group = block_start + (w - block_start) / 128 * 128;
            if groups.contains(&group) {
                continue;
            }
            if let Some(missing) = (group..group + 128).step_by(warp::WARP).find(|m| !warps.contains(m)) {
                let why = if missing >= block_start + self.threads {
                    "does not exist (the block size is not a multiple of 128)"
                } else {
                    "does not execute it"
                };
                return Err(InterpError::at(
                    op,
                    format!(
                        "is executed by warpgroup {} without all 4 warps: warp {} {why}",
                        (group - block_start) / 128,
                        (missing - group) / warp::WARP
                    ),
                ));
            }
            groups.push(group);
        }
        Ok(groups)
    }

    /// An error when thread `t` writes shared `element` (`how`: "writes", or "starts a cp.async
    /// into" for a copy that may land as soon as it is issued) while an in-flight wgmma reads it.
    fn check_not_read_by_wgmma(&self, op: &OperationRef, element: (usize, usize), t: usize, how: &str) -> R<()> {
        if self.wgmma.is_read(element) {
            return Err(self.at_thread(op, t, format!("{how} element {} of a shared buffer that an in-flight wgmma.mma_async reads (retire it with wgmma.wait_group first)", element.1)));
        }
        Ok(())
    }

    /// A generic-proxy write of shared `element` by thread `t`: an error while an in-flight
    /// wgmma or TMA store reads it; recorded for the async-proxy fence check.
    fn shared_write(&mut self, op: &OperationRef, element: (usize, usize), t: usize) -> R<()> {
        self.check_not_read_by_wgmma(op, element, t, "writes")?;
        if let Some(reader) = self.bulk.reader(element) {
            return Err(self.at_thread(op, t, format!("writes element {} of a shared buffer that a TMA store of {} still reads (its issuing thread's cp.async.bulk.wait_group.read, then a gpu.barrier, come first)", element.1, self.where_is(reader))));
        }
        self.wgmma.written(element, t);
        Ok(())
    }

    /// `nvvm.wgmma.mma_async` m64nNk16 with f16 or bf16 inputs and f32 accumulators, once per
    /// warpgroup ([`super::wgmma`]).
    fn eval_wgmma(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        use axe_schedule::wgmma::{valid_n, Descriptor, Major};
        let shape = op.attribute("shape").map(|a| a.to_string()).unwrap_or_default();
        let dim = |key: &str| {
            shape
                .split(key)
                .nth(1)
                .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
                .and_then(|d| d.parse::<i64>().ok())
        };
        let word = |name: &str| attrs::enum_word(op, name).unwrap_or_default();
        let (input, types_agree) = (word("typeA"), word("typeA") == word("typeB"));
        let n = match (dim("m = "), dim("n = "), dim("k = ")) {
            (Some(64), Some(n), Some(16))
                if valid_n(n) && types_agree && (input == "f16" || input == "bf16") && word("typeD") == "f32" =>
            {
                n
            }
            _ => {
                return Err(InterpError::at(op, format!("is {shape} with {} x {} -> {} ; the emulator runs m64nNk16 with f16 or bf16 inputs and f32 accumulators", word("typeA"), word("typeB"), word("typeD"))));
            }
        };
        let major_a = if word("layoutA") == "row" { Major::K } else { Major::MN };
        let major_b = if word("layoutB") == "col" { Major::K } else { Major::MN };
        let scale = |name: &str| if word(name) == "neg" { -1.0 } else { 1.0 };
        let scales = [
            scale("scaleA"),
            scale("scaleB"),
            if word("scaleD") == "zero" { 0.0 } else { 1.0 },
        ];
        let value = |i: usize| {
            op.operand(i)
                .map(value_key)
                .map_err(|_| InterpError::at(op, format!("has no operand {i}")))
        };
        let accumulators = self
            .values
            .get(&value(0)?)
            .cloned()
            .ok_or_else(|| InterpError::at(op, "uses an accumulator defined outside the kernel"))?;
        let descriptors = [
            self.value(
                op,
                op.operand(1).map_err(|_| InterpError::at(op, "has no descriptor A"))?,
            )?,
            self.value(
                op,
                op.operand(2).map_err(|_| InterpError::at(op, "has no descriptor B"))?,
            )?,
        ];
        let result = op
            .result(0)
            .map(|r| value_key(r.into()))
            .map_err(|_| InterpError::at(op, "has no result"))?;
        // Where each accumulator element lives: (thread in the warpgroup, register).
        let places = self.wgmma.places(n);
        let mut out: Vec<Val> = vec![Val::Effect; mask.len()];
        let mut groups = Vec::new();
        for group in self.whole_warpgroups(op, mask)? {
            if !self.wgmma.is_fenced(group) {
                return Err(self.at_thread(op, group, "is issued without a wgmma.fence since the warpgroup's last wgmma.wait_group (the accumulator registers may still be in use)"));
            }
            if self.wgmma.written_since_fence(value(0)?, group) {
                return Err(self.at_thread(op, group, "takes accumulator registers written (llvm.insertvalue) after the warpgroup's last wgmma.fence; the fence must follow every ordinary write of them"));
            }
            if request_log::enabled() {
                super::tensor_work::wgmma(n);
            }
            let mut decoded = Vec::with_capacity(2);
            for (which, d) in ["A", "B"].iter().zip(&descriptors) {
                let bits = int_of(d.of(group))
                    .ok_or_else(|| InterpError::at(op, format!("takes a non-integer descriptor {which}")))?;
                if let Some(t) = (group..group + 128).find(|&t| int_of(d.of(t)) != Some(bits)) {
                    return Err(self.at_thread(op, t, format!("needs one descriptor {which} for the whole warpgroup: {bits:#x} in its first thread, {:#x} here", int_of(d.of(t)).unwrap_or(0))));
                }
                let descriptor = Descriptor::decode(bits as u64)
                    .map_err(|m| self.at_thread(op, group, format!("has a descriptor {which} that {m}")))?;
                if let Some(why) = descriptor.unmodelled_start() {
                    return Err(self.at_thread(op, group, format!("has a descriptor {which} that {why}")));
                }
                decoded.push(descriptor);
            }
            let by = self.access(group);
            let mut reads = Vec::with_capacity(16 * (64 + n as usize));
            let mut read = |this: &mut Self,
                            descriptor: &Descriptor,
                            major: Major,
                            mn: i64,
                            k: i64,
                            which: &str|
             -> R<f64> {
                let address = descriptor.address(major, 2, mn as u64, k as u64);
                let (memref, p) = this
                    .window(group)
                    .locate(address, 2)
                    .map_err(|m| this.at_thread(op, group, format!("reads {which}[{mn}, {k}] at {m}")))?;
                let (key, v) = (storage_key(memref), memref.store.borrow().at(p).float());
                this.check_not_in_flight(op, key, [p], group)?;
                if let Some(writer) = this.wgmma.unfenced_writer((key, p)) {
                    return Err(this.at_thread(op, group, format!("reads shared element {p} that {} wrote with no fence.proxy.async after (wgmma reads through the async proxy)", this.where_is(writer))));
                }
                if let Some(r) = this.races.read((key, p), by, known_of(&this.clocks, by.thread)) {
                    return Err(InterpError::at(op, this.describe(r, p)));
                }
                reads.push((key, p));
                Ok(v)
            };
            let mut a = Vec::with_capacity(64 * 16);
            for m in 0..64 {
                for k in 0..16 {
                    a.push(read(self, &decoded[0], major_a, m, k, "A")?);
                }
            }
            let mut b = Vec::with_capacity(16 * n as usize);
            for k in 0..16 {
                for j in 0..n {
                    b.push(read(self, &decoded[1], major_b, j, k, "B")?);
                }
            }
            // With scale-d zero the accumulators are not read (D = A B): they may be undefined.
            let mut c = vec![0.0; (64 * n) as usize];
            for (i, &(t, r)) in places.iter().enumerate() {
                c[i] = match accumulators.of(group + t) {
                    Val::Tensor(x) if x.data.len() == (n / 2) as usize => {
                        if scales[2] == 0.0 {
                            0.0
                        } else {
                            x.data[r].float()
                        }
                    }
                    other => {
                        return Err(self.at_thread(
                            op,
                            group + t,
                            format!(
                                "takes a {} accumulator; m64n{n} needs {} f32 registers per thread",
                                other.kind(),
                                n / 2
                            ),
                        ))
                    }
                };
            }
            let d = super::wgmma::multiply(&a, &b, &c, n as usize, scales);
            let mut registers: Vec<Vec<Num>> = vec![vec![Num::F(0.0); (n / 2) as usize]; 128];
            for (&(t, r), v) in places.iter().zip(d) {
                registers[t][r] = v;
            }
            for (t, data) in registers.into_iter().enumerate() {
                out[group + t] = Val::Tensor(Rc::new(crate::value::Tensor {
                    elem: crate::value::ElemTy::F32,
                    shape: vec![n / 2],
                    data,
                }));
            }
            groups.push(self.wgmma.issue(group, reads));
        }
        self.wgmma.define_value(result, groups);
        Ok(vec![Lanes::Each(Rc::new(out))])
    }

    /// An error if one of `positions` of storage `key` has a `cp.async` in flight.
    fn check_not_in_flight(
        &self,
        op: &OperationRef,
        key: usize,
        positions: impl IntoIterator<Item = usize>,
        t: usize,
    ) -> R<()> {
        for p in positions {
            if let Some(issuer) = self.mbarriers.pending((key, p)) {
                let whose = if issuer == t {
                    "this thread's own".to_string()
                } else {
                    format!("{}'s", self.where_is(issuer))
                };
                return Err(self.at_thread(op, t, format!("accesses element {p} of a buffer that {whose} TMA copy has not completed (wait for its mbarrier phase, and pass a gpu.barrier before another thread reads it)")));
            }
            if let Some(issuer) = self.copies.pending((key, p)) {
                let whose = if issuer == t {
                    "this thread's own".to_string()
                } else {
                    format!("{}'s", self.where_is(issuer))
                };
                return Err(self.at_thread(
                    op,
                    t,
                    format!("accesses element {p} of a buffer that {whose} cp.async has not completed (wait for its group with nvgpu.device_async_wait, and pass a gpu.barrier before another thread reads it)"),
                ));
            }
        }
        Ok(())
    }

    /// `nvgpu.device_async_copy`: each thread reads `dstElements` contiguous elements of the
    /// source now (zeros past `srcElements`), and its wait writes them ([`super::async_copy`]);
    /// for races the write counts at the issue and at the wait.
    fn eval_async_copy(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let segments = axe_dialects::ir::i64_array(op, "operandSegmentSizes")
            .filter(|s| s.len() == 5)
            .ok_or_else(|| InterpError::at(op, "has no operand segments"))?;
        let (dst_rank, src_rank) = (segments[1] as usize, segments[3] as usize);
        let src_at = 1 + dst_rank;
        let count = int_attr(op, "dstElements")
            .filter(|&n| n > 0)
            .ok_or_else(|| InterpError::at(op, "has no positive dstElements"))? as usize;
        let (mut shared, mut global) = (Vec::new(), Vec::new());
        let logging = request_log::enabled();
        let (mut width, mut element) = (0, 0);
        for t in mask.threads() {
            let place = self.place(t);
            let fail = |m: String| InterpError::at(op, format!("{m} (in {place})"));
            let memref = |i: usize| match operands[i].of(t) {
                Val::MemRef(m) => Ok(m.clone()),
                other => Err(fail(format!("expects a memref, got a {}", other.kind()))),
            };
            let (dst, src) = (memref(0)?, memref(src_at)?);
            let dst_idx = (1..1 + dst_rank)
                .map(|i| self.int(op, &operands, i, t))
                .collect::<R<Vec<_>>>()?;
            let src_idx = (src_at + 1..src_at + 1 + src_rank)
                .map(|i| self.int(op, &operands, i, t))
                .collect::<R<Vec<_>>>()?;
            let valid = if segments[4] == 1 {
                self.int(op, &operands, src_at + 1 + src_rank, t)?
                    .clamp(0, count as i64) as usize
            } else {
                count
            };
            // PTX: cp.async moves 4, 8 or 16 bytes between addresses aligned to that size.
            let bytes = count * (dst.elem.width() as usize).div_ceil(8);
            if ![4, 8, 16].contains(&bytes) {
                return Err(fail(format!("copies {bytes} bytes; cp.async copies 4, 8 or 16")));
            }
            // The elements run along the innermost dimension from the indices (the source's
            // first is checked for alignment even when none is read).
            let run = |m: &MemRef, idx: &[i64], n: usize| -> R<Vec<usize>> {
                let at =
                    vector_ops::positions(m, idx, n, None).map_err(|e| fail(format!("copies past its buffer: {e}")))?;
                Ok(at.into_iter().flatten().collect())
            };
            let (src_at, dst_at) = (run(&src, &src_idx, valid.max(1))?, run(&dst, &dst_idx, count)?);
            for (what, m, first) in [("source", &src, src_at[0]), ("destination", &dst, dst_at[0])] {
                if !self.aligned(m, first, bytes) {
                    return Err(fail(format!("has a {what} address (element {first}) not aligned to its {bytes} bytes (a workgroup attribution is aligned as its llvm.align says, else to its element)")));
                }
            }
            let src_key = storage_key(&src);
            let by = self.access(t);
            let mut writes = Vec::with_capacity(count);
            for (c, &p_dst) in dst_at.iter().enumerate() {
                let value = if c < valid {
                    let p = src_at[c];
                    self.check_not_in_flight(op, src_key, [p], t)?;
                    if let Some(r) = self.races.read((src_key, p), by, known_of(&self.clocks, by.thread)) {
                        return Err(InterpError::at(op, self.describe(r, p)));
                    }
                    crate::traffic::record_load(src.elem);
                    src.store.borrow().at(p)
                } else {
                    src.elem.zero()
                };
                writes.push((p_dst, value));
            }
            // The copy may land any time until the wait: it races with accesses of other
            // threads not ordered before the issue (a stage still being read) as well as
            // after the wait (where the wait records the write again).
            let dst_key = storage_key(&dst);
            if logging {
                (width, element) = (bytes as u64, element_bytes(&dst));
                let base = self.window(t).address_of(&dst).unwrap_or(0);
                shared.push((
                    t,
                    writes.iter().map(|&(p, _)| Some(base + p as u64 * element)).collect(),
                ));
                global.push((
                    t,
                    src_at.iter().take(valid).map(|&p| Some(p as u64 * element)).collect(),
                ));
            }
            for &(p, _) in &writes {
                self.check_not_read_by_wgmma(op, (dst_key, p), t, "starts a cp.async into")?;
                if let Some(r) = self.races.write((dst_key, p), by, known_of(&self.clocks, by.thread)) {
                    return Err(InterpError::at(op, self.describe(r, p)));
                }
            }
            let copy = Copy {
                store: dst.store.clone(),
                key: dst_key,
                writes,
            };
            if let Err(other) = self.copies.issue(t, copy) {
                return Err(fail(format!(
                    "copies to an element that a cp.async of {} is still copying to",
                    self.where_is(other)
                )));
            }
        }
        log_requests(op, Memory::Shared, shared, |warp| {
            let (instructions, phases) = banks::access_phases(width, element, warp);
            banks::count(instructions, phases)
        });
        log_requests(op, Memory::Global, global, |warp| sectors::count(width, element, warp));
        Ok(vec![Lanes::Same(Val::Effect)])
    }

    /// `memref.view` of the dynamic shared memory: a typed buffer of its own at the byte shift,
    /// the same one each time (the byte shift must be the same in every thread).
    fn eval_view(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        if operands.len() != 2 {
            return Err(InterpError::at(
                op,
                "has dynamic sizes; the GPU emulator views static shapes",
            ));
        }
        let shift = self.uniform_int(op, &operands[1], mask, "byte shift")?;
        let TypeInfo::MemRef { elem, shape, .. } = pure_ops::result_info(op, 0) else {
            return Err(InterpError::at(op, "makes no memref"));
        };
        let text = op.result_at(0).map(|r| r.r#type().to_string()).unwrap_or_default();
        let mut views = vec![Val::Effect; self.blocks()];
        for (rank, mut threads) in self.blocks_in(mask) {
            let first = threads.find(|&t| mask.has(t)).unwrap_or(0);
            let raw = self.dynamic_shared.get(rank);
            if !matches!((operands[0].of(first), raw), (Val::MemRef(m), Some(r)) if storage_key(m) == storage_key(r)) {
                return Err(InterpError::at(
                    op,
                    "views memory that is not the block's dynamic shared memory; the GPU emulator views only that",
                ));
            }
            let key = (rank, shift, text.clone());
            if let Some(view) = self.views.get(&key) {
                views[rank] = Val::MemRef(view.clone());
                continue;
            }
            if shift < 0 || shape.iter().any(|&d| d < 0) {
                return Err(InterpError::at(op, format!("views {text} at byte {shift}")));
            }
            let view = MemRef::alloc(elem, shape.clone(), sentinel(elem)).map_err(|m| InterpError::at(op, m))?;
            self.windows[rank]
                .place_view(&view, shift as u64)
                .map_err(|m| InterpError::at(op, m))?;
            self.views.insert(key, view.clone());
            views[rank] = Val::MemRef(view);
        }
        Ok(vec![self.per_block(|r| views[r].clone())])
    }

    /// `nvgpu.mbarrier.create`: the group's storage in shared memory, once per block (at the
    /// same place in each block of a cluster).
    fn eval_mbarrier_create(&mut self, op: &OperationRef) -> R<Vec<Lanes>> {
        let text = op.result_at(0).map(|r| r.r#type().to_string()).unwrap_or_default();
        let count = text
            .split("num_barriers = ")
            .nth(1)
            .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
            .map_or(Ok(1), str::parse::<i64>)
            .map_err(|_| InterpError::at(op, "has an unreadable num_barriers"))?;
        let key = op.to_raw().ptr as usize;
        let mut groups = Vec::with_capacity(self.blocks());
        for rank in 0..self.blocks() {
            let group = self
                .mbarriers
                .group(key, rank, || {
                    MemRef::alloc(crate::value::ElemTy::Int(64), vec![count], Num::I(0))
                })
                .map_err(|m| InterpError::at(op, m))?;
            self.set_alignment(rank, &group, 8);
            groups.push(group);
        }
        Ok(vec![self.per_block(|r| Val::MemRef(groups[r].clone()))])
    }

    /// The mbarrier `operands[id_at]` of group `operands[group_at]` in thread `t`.
    fn mbarrier_at(
        &self,
        op: &OperationRef,
        operands: &[Lanes],
        group_at: usize,
        id_at: usize,
        t: usize,
    ) -> R<(usize, usize)> {
        let Val::MemRef(group) = operands[group_at].of(t) else {
            return Err(self.at_thread(op, t, "takes no mbarrier group"));
        };
        let id = self.int(op, operands, id_at, t)?;
        let count = group.shape.first().copied().unwrap_or(0);
        if !(0..count).contains(&id) {
            return Err(self.at_thread(op, t, format!("uses mbarrier {id} of a group of {count}")));
        }
        Ok((storage_key(group), id as usize))
    }

    /// Thread `t`'s access now ([`super::races`]).
    fn access(&self, t: usize) -> Access {
        let rank = self.rank(t);
        let (arrived, waited) = self.cluster.counts(t);
        Access {
            block: self.linears[rank],
            cluster: self.cluster_linear,
            interval: self.intervals[rank],
            epoch: self.epochs.get(t).copied().unwrap_or(0),
            thread: t as u32,
            arrived,
            waited,
        }
    }

    /// Thread `t` releases its accesses so far into mbarrier `at`'s current phase: it starts a
    /// new epoch, and the phase carries the epochs it knows (its own up to the new one).
    fn release(&mut self, at: (usize, usize), t: usize) -> Result<(), String> {
        self.start_clocks();
        self.epochs[t] += 1;
        self.clocks[t][t] = self.epochs[t];
        self.mbarriers.release(at, &self.clocks[t])
    }

    fn start_clocks(&mut self) {
        if self.epochs.is_empty() {
            self.epochs = vec![0; self.all_threads];
            self.clocks = vec![vec![0; self.all_threads]; self.all_threads];
        }
    }

    /// A block barrier of a block of a cluster (its `threads`): each starts a new epoch, and
    /// each knows what any of them knew, so that a later release by one of them (to another
    /// block, which barrier intervals do not order) carries the others' accesses before the
    /// barrier too.
    fn share_clocks(&mut self, threads: std::ops::Range<usize>) {
        self.start_clocks();
        let mut joined = vec![0; self.all_threads];
        for t in threads.clone() {
            self.epochs[t] += 1;
            self.clocks[t][t] = self.epochs[t];
            tma::join(&mut joined, &self.clocks[t]);
        }
        for t in threads {
            self.clocks[t].clone_from(&joined);
        }
    }

    /// Thread `t`, having waited for mbarrier `at`'s latest completed phase, knows what its
    /// releases carried.
    fn acquire(&mut self, at: (usize, usize), t: usize) {
        let acquired = self.mbarriers.acquired(at);
        if let Some(clock) = self.clocks.get_mut(t) {
            tma::join(clock, acquired);
        }
    }

    /// `nvgpu.mbarrier.init`, `arrive.expect_tx` and `try_wait.parity` in each thread of the
    /// mask ([`tma`]); a wait lands the TMA copies of the phase it completes.
    fn eval_mbarrier(&mut self, op: &OperationRef, name: &str, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let waits = name == "nvgpu.mbarrier.try_wait.parity";
        let id_at = if waits { 3 } else { 2 };
        for t in mask.threads() {
            if operands.len() > id_at + 1 && self.int(op, &operands, id_at + 1, t)? == 0 {
                continue;
            }
            let at = self.mbarrier_at(op, &operands, 0, id_at, t)?;
            let x = self.int(op, &operands, 1, t)?;
            let landed = match name {
                "nvgpu.mbarrier.init" => self.mbarriers.init(at, x).map(|()| Vec::new()),
                "nvgpu.mbarrier.arrive.expect_tx" => {
                    self.release(at, t).map_err(|m| self.at_thread(op, t, m))?;
                    self.mbarriers.arrive_expect_tx(at, x).map(|()| Vec::new())
                }
                _ => self.mbarriers.wait(at, x != 0),
            }
            .map_err(|m| self.at_thread(op, t, m))?;
            if waits {
                self.acquire(at, t);
            }
            for load in landed {
                for (p, v) in load.writes {
                    if let Some(r) = self.races.write((load.key, p), load.by, &load.known) {
                        return Err(InterpError::at(op, self.describe(r, p)));
                    }
                    // The copy engine writes through the async proxy: a wgmma may read it unfenced.
                    if self.wgmma.is_read((load.key, p)) {
                        return Err(self.at_thread(op, t, format!("lands a TMA copy on element {p} of a shared buffer that an in-flight wgmma.mma_async reads")));
                    }
                    load.store.borrow_mut().set(p, v);
                }
            }
        }
        Ok(vec![])
    }

    /// `nvgpu.tma.async.load`: each thread of the mask hands a box to the copy engine, which
    /// reads it now (zeros, or NaN, outside the array) and lands it, swizzled, when a thread
    /// waits for its mbarrier's phase ([`tma`]). With a multicast mask the box lands in the
    /// shared memory of every block of the cluster whose rank bit is set, at the same address
    /// as the destination in the issuing block, and counts its bytes on the mbarrier at the
    /// same address in each of those blocks.
    fn eval_tma_load(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let segments = axe_dialects::ir::i64_array(op, "operandSegmentSizes")
            .filter(|s| s.len() == 7)
            .ok_or_else(|| InterpError::at(op, "has no operand segments"))?;
        let rank = segments[3] as usize;
        let (id_at, multicast_at) = (3 + rank, 4 + rank);
        let predicate_at = multicast_at + segments[5] as usize;
        let (box_dims, swizzle, nan) = tma_descriptor(op, 2)?;
        for t in mask.threads() {
            if segments[6] == 1 && self.int(op, &operands, predicate_at, t)? == 0 {
                continue;
            }
            let targets = if segments[5] == 1 {
                self.multicast_targets(op, self.int(op, &operands, multicast_at, t)?, t)?
            } else {
                vec![self.rank(t)]
            };
            let memref = |i: usize| self.memref(op, &operands, i, t);
            let (dst, global) = (memref(0)?, memref(2)?);
            let coordinates = (3..3 + rank)
                .map(|i| self.int(op, &operands, i, t))
                .collect::<R<Vec<_>>>()?;
            let barrier = self.mbarrier_at(op, &operands, 1, id_at, t)?;
            if global.shape.len() != rank || box_dims.len() != rank || global.elem != dst.elem {
                return Err(self.at_thread(
                    op,
                    t,
                    format!(
                        "copies a {}-dimensional box of a {}-dimensional array of {} into {}",
                        box_dims.len(),
                        global.shape.len(),
                        global.elem,
                        dst.elem
                    ),
                ));
            }
            let bytes = element_bytes(&dst);
            let base = self.tma_shared_box(op, t, &dst, &box_dims, "writes")?;
            let by = self.access(t);
            let global_key = storage_key(&global);
            let total: i64 = box_dims.iter().product();
            let mut values = Vec::with_capacity(total as usize);
            for linear in 0..total {
                let b = crate::value::unravel(linear, &box_dims);
                // Coordinates run from the innermost dimension out.
                let index: Vec<i64> = (0..rank)
                    .map(|d| coordinates[rank - 1 - d].saturating_add(b[d]))
                    .collect();
                let inside = index.iter().zip(&global.shape).all(|(&i, &n)| (0..n).contains(&i));
                values.push(if inside {
                    let p = global.position(&index).map_err(|m| self.at_thread(op, t, m))?;
                    self.check_not_in_flight(op, global_key, [p], t)?;
                    if let Some(r) = self.races.read((global_key, p), by, known_of(&self.clocks, by.thread)) {
                        return Err(InterpError::at(op, self.describe(r, p)));
                    }
                    crate::traffic::record_load(global.elem);
                    global.store.borrow().at(p)
                } else if nan {
                    Num::F(f64::NAN)
                } else {
                    global.elem.zero()
                });
            }
            let barrier_address = self.mbarrier_address(op, barrier, t)?;
            for target in targets {
                // The destination and the mbarrier at the issuing block's addresses in the target.
                let window = &self.windows[target];
                let (destination, _) = window
                    .locate(base, bytes)
                    .map(|(m, p)| (m.clone(), p))
                    .map_err(|m| self.at_thread(op, t, format!("multicasts to block rank {target} at {m}")))?;
                let dst_key = storage_key(&destination);
                let at = self.mbarrier_in_block(target, barrier_address).ok_or_else(|| {
                        self.at_thread(
                            op,
                            t,
                            format!("multicasts to block rank {target}, which has no mbarrier at shared address {barrier_address}"),
                        )
                    })?;
                let mut writes = Vec::with_capacity(total as usize);
                for (linear, &value) in values.iter().enumerate() {
                    let address = tma::swizzle_address(base + linear as u64 * bytes, swizzle);
                    let (memref, p) = self.windows[target]
                        .locate(address, bytes)
                        .map_err(|m| self.at_thread(op, t, format!("writes {m}")))?;
                    if storage_key(memref) != dst_key {
                        return Err(self.at_thread(
                            op,
                            t,
                            format!("writes shared address {address}, past its destination"),
                        ));
                    }
                    self.check_not_read_by_wgmma(op, (dst_key, p), t, "starts a TMA copy into")?;
                    if let Some(r) = self.races.write((dst_key, p), by, known_of(&self.clocks, by.thread)) {
                        return Err(InterpError::at(op, self.describe(r, p)));
                    }
                    writes.push((p, value));
                }
                let load = Load {
                    store: destination.store.clone(),
                    key: dst_key,
                    writes,
                    bytes: total * bytes as i64,
                    by,
                    known: known_of(&self.clocks, by.thread).to_vec(),
                };
                // The copy's writes are the issuer's: a wait for its phase orders them.
                self.release(at, t).map_err(|m| self.at_thread(op, t, m))?;
                self.mbarriers
                    .issue(at, t, load)
                    .map_err(|m| self.at_thread(op, t, m))?;
            }
        }
        Ok(vec![])
    }

    /// The ranks a multicast `mask` (bit r: block rank r) of thread `t` names; an error for a
    /// bit past the cluster.
    fn multicast_targets(&self, op: &OperationRef, mask: i64, t: usize) -> R<Vec<usize>> {
        let bits = mask & 0xffff;
        if bits >> self.blocks() != 0 {
            return Err(self.at_thread(
                op,
                t,
                format!(
                    "multicasts to mask {bits:#x}, but the cluster has {} blocks",
                    self.blocks()
                ),
            ));
        }
        Ok((0..self.blocks()).filter(|r| bits >> r & 1 == 1).collect())
    }

    /// The mbarrier (storage, index) at shared `address` of block `rank`, if one is there.
    fn mbarrier_in_block(&self, rank: usize, address: u64) -> Option<(usize, usize)> {
        self.windows[rank]
            .locate(address, 8)
            .ok()
            .filter(|(m, _)| self.mbarriers.is_group(storage_key(m)))
            .map(|(m, p)| (storage_key(m), p))
    }

    /// The shared address (in thread `t`'s block) of mbarrier `at`.
    fn mbarrier_address(&self, op: &OperationRef, at: (usize, usize), t: usize) -> R<u64> {
        self.mbarriers
            .group_of(at.0)
            .and_then(|group| self.window(t).address_of(group))
            .map(|base| base + 8 * at.1 as u64)
            .ok_or_else(|| self.at_thread(op, t, "uses an mbarrier outside the block's shared memory"))
    }

    /// Records that thread `t` arrives at `op` on mbarrier `at` of block `rank` (another block
    /// of its cluster): the block must not exit before it.
    fn remote_arrival(&mut self, op: &OperationRef, rank: usize, at: cluster::Mbarrier, t: usize) {
        let [x, y, z] = self.ids[rank];
        let here = self.place(t);
        let phase = self.mbarriers.phase(at);
        self.cluster.remote_access(rank, t, Some((at, phase)), || {
            InterpError::at(op, format!("arrives on mbarrier {} in the shared memory of block ({x}, {y}, {z}) of its cluster, which may have exited by then: neither a barrier.cluster arrive and wait of that block nor its wait for the mbarrier's phase {phase} follows the arrival (in {here})", at.1))
        });
    }

    /// `nvvm.read.ptx.sreg.cluster.*`, `clusterid.*`, `nclusterid.*` and the `gpu.cluster_*` ops.
    fn eval_cluster_register(&mut self, op: &OperationRef, what: ClusterRegister, d: usize) -> R<Vec<Lanes>> {
        let cluster = self.grid.cluster;
        let position = |r: usize| self.ids[r][d] % cluster[d];
        let ty = pure_ops::result_info(op, 0);
        let value = |n: i64| match ty {
            TypeInfo::Scalar(e) => Val::Scalar(e, Num::I(n)),
            _ => Val::index(n),
        };
        Ok(vec![match what {
            ClusterRegister::Rank => self.per_block(|r| value(r as i64)),
            ClusterRegister::Blocks => Lanes::Same(value(self.blocks() as i64)),
            ClusterRegister::Id => self.per_block(|r| value(self.ids[r][d] / cluster[d])),
            ClusterRegister::Clusters => Lanes::Same(value(self.grid.blocks[d] / cluster[d])),
            ClusterRegister::BlockId => self.per_block(|r| value(position(r))),
            ClusterRegister::BlockDims => Lanes::Same(value(cluster[d])),
        }])
    }

    /// `barrier.cluster.arrive` (`.relaxed`) and `barrier.cluster.wait` in each thread of the
    /// mask ([`cluster`]); the `.aligned` forms need whole warps.
    fn eval_cluster_barrier(&mut self, op: &OperationRef, name: &str, mask: &Mask) -> R<Vec<Lanes>> {
        if op.has_attribute("aligned") {
            whole_warps(op, mask, self.threads)?;
        }
        for t in mask.threads() {
            if name == "nvvm.cluster.wait" {
                if let Err(missing) = self.cluster.wait(t) {
                    let phase = self.cluster.counts(t).1;
                    return Err(self.at_thread(op, t, format!("waits for phase {phase} of the cluster barrier, which {} has not arrived in; no arrival comes before the wait (the emulator runs the cluster's blocks in lockstep), so the wait would never end", self.where_is(missing))));
                }
            } else {
                self.cluster.arrive(t).map_err(|m| self.at_thread(op, t, m))?;
            }
        }
        Ok(vec![])
    }

    /// `nvvm.mapa`: the `shared::cluster` address ([`cluster::WINDOW`]) of a shared address of
    /// the thread's block in the block of the given rank (what lies there is checked where the
    /// address is used).
    fn eval_mapa(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let space = |i: usize| op.operand_at(i).map(|v| v.r#type().to_string()).unwrap_or_default();
        if space(0) != "!llvm.ptr<3>" {
            return Err(InterpError::at(
                op,
                "maps a generic address; the GPU emulator maps shared (!llvm.ptr<3>) ones",
            ));
        }
        let mut out = vec![Val::Effect; mask.len()];
        for t in mask.threads() {
            let (address, rank) = (self.int(op, &operands, 0, t)?, self.int(op, &operands, 1, t)?);
            if !(0..self.blocks() as i64).contains(&rank) {
                return Err(self.at_thread(
                    op,
                    t,
                    format!(
                        "maps to block rank {rank}, but the cluster has {} blocks",
                        self.blocks()
                    ),
                ));
            }
            out[t] = Val::Scalar(crate::value::ElemTy::Int(64), Num::I(rank * cluster::WINDOW + address));
        }
        Ok(vec![Lanes::Each(Rc::new(out))])
    }

    /// `nvgpu.mbarrier.get`: the shared address of an mbarrier of a group.
    fn eval_mbarrier_get(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let ty = pure_ops::result_info(op, 0);
        let mut out = vec![Val::Effect; mask.len()];
        for t in mask.threads() {
            let at = self.mbarrier_at(op, &operands, 0, 1, t)?;
            let address = self.mbarrier_address(op, at, t)? as i64;
            out[t] = match ty {
                TypeInfo::Scalar(e) => Val::Scalar(e, Num::I(address)),
                _ => Val::index(address),
            };
        }
        Ok(vec![Lanes::Each(Rc::new(out))])
    }

    /// `nvvm.mbarrier.arrive` on a shared address of the thread's block (`!llvm.ptr<3>`) or a
    /// `shared::cluster` one (`!llvm.ptr<7>`, from `mapa`): an arrival (`count` of them) on
    /// the mbarrier there, which releases the thread's accesses so far unless `relaxed`.
    fn eval_mbarrier_arrive_at(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let space = op.operand_at(0).map(|v| v.r#type().to_string()).unwrap_or_default();
        let relaxed = op.attribute("relaxed").is_ok_and(|a| a.to_string() == "true");
        for t in mask.threads() {
            let address = self.int(op, &operands, 0, t)?;
            let (rank, address) = match space.as_str() {
                "!llvm.ptr<7>" => cluster::split_address(address),
                "!llvm.ptr<3>" => (self.rank(t) as i64, address),
                _ => {
                    return Err(InterpError::at(
                        op,
                        "arrives through a generic address; the GPU emulator takes shared (!llvm.ptr<3>) and shared::cluster (!llvm.ptr<7>) ones",
                    ))
                }
            };
            let rank = usize::try_from(rank)
                .ok()
                .filter(|&r| r < self.blocks())
                .ok_or_else(|| {
                    self.at_thread(
                        op,
                        t,
                        format!(
                            "arrives on a barrier of block rank {rank}, but the cluster has {} blocks",
                            self.blocks()
                        ),
                    )
                })?;
            let at = self.mbarrier_in_block(rank, address as u64).ok_or_else(|| {
                self.at_thread(
                    op,
                    t,
                    format!("arrives at shared address {address} of block rank {rank}, where no mbarrier is"),
                )
            })?;
            let count = if operands.len() > 1 {
                self.int(op, &operands, 1, t)?
            } else {
                1
            };
            if rank != self.rank(t) {
                self.remote_arrival(op, rank, at, t);
            }
            if !relaxed {
                self.release(at, t).map_err(|m| self.at_thread(op, t, m))?;
            }
            for _ in 0..count {
                self.mbarriers
                    .arrive_expect_tx(at, 0)
                    .map_err(|m| self.at_thread(op, t, m))?;
            }
        }
        Ok(if op.result_count() == 1 {
            vec![Lanes::Same(Val::Scalar(crate::value::ElemTy::Int(64), Num::I(0)))]
        } else {
            vec![]
        })
    }

    /// `nvgpu.tma.async.store`: each thread of the mask (where its predicate holds) hands a box
    /// of shared memory, read swizzled, to the copy engine, which writes it to the array the
    /// tensor map describes (clipped to it); the box stays being read until the thread's
    /// `cp.async.bulk.wait_group` retires its group ([`super::bulk_store`]). The copy engine
    /// reads through the async proxy: an element written by a thread without
    /// `fence.proxy.async` since is an error.
    fn eval_tma_store(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let segments = axe_dialects::ir::i64_array(op, "operandSegmentSizes")
            .filter(|s| s.len() == 4)
            .ok_or_else(|| InterpError::at(op, "has no operand segments"))?;
        let rank = segments[2] as usize;
        let predicate_at = 2 + rank;
        let (box_dims, swizzle, _) = tma_descriptor(op, 1)?;
        for t in mask.threads() {
            if segments[3] == 1 && self.int(op, &operands, predicate_at, t)? == 0 {
                continue;
            }
            let memref = |i: usize| self.memref(op, &operands, i, t);
            let (src, global) = (memref(0)?, memref(1)?);
            let coordinates = (2..2 + rank)
                .map(|i| self.int(op, &operands, i, t))
                .collect::<R<Vec<_>>>()?;
            if global.shape.len() != rank || box_dims.len() != rank || global.elem != src.elem {
                return Err(self.at_thread(
                    op,
                    t,
                    format!(
                        "stores a {}-dimensional box of {} into a {}-dimensional array of {}",
                        box_dims.len(),
                        src.elem,
                        global.shape.len(),
                        global.elem
                    ),
                ));
            }
            let bytes = element_bytes(&src);
            let base = self.tma_shared_box(op, t, &src, &box_dims, "reads")?;
            let by = self.access(t);
            let (global_key, src_key) = (storage_key(&global), storage_key(&src));
            let total: i64 = box_dims.iter().product();
            let mut reads = Vec::with_capacity(total as usize);
            let mut written = Vec::new();
            for linear in 0..total {
                let address = tma::swizzle_address(base + linear as u64 * bytes, swizzle);
                let (memref, p) = self
                    .window(t)
                    .locate(address, bytes)
                    .map_err(|m| self.at_thread(op, t, format!("reads {m}")))?;
                if storage_key(memref) != src_key {
                    return Err(self.at_thread(op, t, format!("reads shared address {address}, past its source")));
                }
                let value = memref.store.borrow().at(p);
                self.check_not_in_flight(op, src_key, [p], t)?;
                if let Some(writer) = self.wgmma.unfenced_writer((src_key, p)) {
                    return Err(self.at_thread(op, t, format!("stores shared element {p} that {} wrote with no fence.proxy.async after (the copy engine reads through the async proxy)", self.where_is(writer))));
                }
                if let Some(r) = self.races.read((src_key, p), by, known_of(&self.clocks, by.thread)) {
                    return Err(InterpError::at(op, self.describe(r, p)));
                }
                reads.push((src_key, p));
                let b = crate::value::unravel(linear, &box_dims);
                // Coordinates run from the innermost dimension out.
                let index: Vec<i64> = (0..rank)
                    .map(|d| coordinates[rank - 1 - d].saturating_add(b[d]))
                    .collect();
                if !index.iter().zip(&global.shape).all(|(&i, &n)| (0..n).contains(&i)) {
                    continue;
                }
                let g = global.position(&index).map_err(|m| self.at_thread(op, t, m))?;
                self.check_not_in_flight(op, global_key, [g], t)?;
                if let Some(r) = self.races.write((global_key, g), by, known_of(&self.clocks, by.thread)) {
                    return Err(InterpError::at(op, self.describe(r, g)));
                }
                crate::traffic::record_store(global.elem);
                global.store.borrow_mut().set(g, value);
                written.push(g as u64 * bytes);
            }
            if request_log::enabled() {
                request_log::record(
                    Memory::Global,
                    op.to_raw().ptr as usize,
                    || describe(op),
                    sectors::bulk(&written, bytes),
                );
            }
            self.bulk.issue(t, reads);
        }
        Ok(vec![])
    }

    /// `nvgpu.ldmatrix`: each warp loads `numTiles` 8 x 8 matrices of 16-bit elements, lane
    /// 8q + r giving the address of row r of matrix q ([`ldmatrix`]); all 32 lanes run it.
    fn eval_ldmatrix(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let tiles = int_attr(op, "numTiles")
            .filter(|n| [1, 2, 4].contains(n))
            .ok_or_else(|| InterpError::at(op, "has numTiles other than 1, 2 or 4"))? as usize;
        let transpose = op.attribute("transpose").is_ok_and(|a| a.to_string() == "true");
        let (elem, shape) = match pure_ops::result_info(op, 0) {
            TypeInfo::Tensor(e, s) if e.width() == 16 && s == [tiles as i64, 2] => (e, s),
            other => {
                return Err(InterpError::at(
                    op,
                    format!("has result type {other}; the emulator loads vector<{tiles}x2x(16-bit type)>"),
                ))
            }
        };
        let mut out: Vec<Val> = vec![Val::Effect; mask.len()];
        for warp_start in whole_warps(op, mask, self.threads)? {
            let lanes: Vec<usize> = (warp_start..warp_start + warp::WARP).collect();
            // rows[q][r]: the eight elements of row r of matrix q.
            let mut rows = vec![vec![[Num::I(0); ldmatrix::SIDE]; ldmatrix::SIDE]; tiles];
            // Each row's byte address, for the bank count.
            let mut row_addresses = vec![Vec::with_capacity(ldmatrix::SIDE); tiles];
            for (q, matrix) in rows.iter_mut().enumerate() {
                for (r, row) in matrix.iter_mut().enumerate() {
                    let t = warp_start + ldmatrix::row_lane(q, r);
                    let place = self.place(t);
                    let fail = |m: String| InterpError::at(op, format!("{m} (in {place})"));
                    let buffer = match operands[0].of(t) {
                        Val::MemRef(m) => m.clone(),
                        other => return Err(fail(format!("expects a memref, got a {}", other.kind()))),
                    };
                    let idx = (1..operands.len())
                        .map(|i| self.int(op, &operands, i, t))
                        .collect::<R<Vec<_>>>()?;
                    let key = storage_key(&buffer);
                    let by = self.access(t);
                    let at = vector_ops::positions(&buffer, &idx, ldmatrix::SIDE, None)
                        .map_err(|e| fail(format!("reads a row past its buffer: {e}")))?;
                    let at: Vec<usize> = at.into_iter().flatten().collect();
                    // PTX: each row address is 16-byte aligned (eight 16-bit elements).
                    if !self.aligned(&buffer, at[0], 16) {
                        return Err(fail(format!("gives a row address (element {}) not aligned to 16 bytes (a workgroup attribution is aligned as its llvm.align says, else to its element)", at[0])));
                    }
                    if let Some(base) = self.window(t).address_of(&buffer) {
                        row_addresses[q].push(base + at[0] as u64 * element_bytes(&buffer));
                    }
                    for (&p, slot) in at.iter().zip(row.iter_mut()) {
                        self.check_not_in_flight(op, key, [p], t)?;
                        if let Some(race) = self.races.read((key, p), by, known_of(&self.clocks, by.thread)) {
                            return Err(InterpError::at(op, self.describe(race, p)));
                        }
                        *slot = buffer.store.borrow().at(p);
                    }
                }
            }
            if request_log::enabled() {
                request_log::record(
                    Memory::Shared,
                    op.to_raw().ptr as usize,
                    || describe(op),
                    banks::count(1, banks::ldmatrix_phases(&row_addresses)),
                );
            }
            for &t in &lanes {
                let mut data = Vec::with_capacity(2 * tiles);
                for matrix in &rows {
                    for (r, c) in ldmatrix::lane_elements(t - warp_start, transpose) {
                        data.push(matrix[r][c]);
                    }
                }
                out[t] = Val::Tensor(Rc::new(crate::value::Tensor {
                    elem,
                    shape: shape.clone(),
                    data,
                }));
            }
        }
        Ok(vec![Lanes::Each(Rc::new(out))])
    }

    /// `nvvm.stmatrix`: each warp stores one, two or four 8 x 8 matrices of 16-bit elements, lane
    /// 8q + r giving the shared address of row r of matrix q ([`stmatrix`]); all 32 lanes run
    /// it. Each element is written by the lane whose register holds it, for the race log.
    fn eval_stmatrix(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let tiles = operands.len() - 1;
        if ![1, 2, 4].contains(&tiles) {
            return Err(InterpError::at(op, "stores other than 1, 2 or 4 matrices"));
        }
        let shape = op.attribute("shape").map(|a| a.to_string()).unwrap_or_default();
        let element = op.attribute("eltType").map(|a| a.to_string()).unwrap_or_default();
        if !shape.contains("m = 8, n = 8") || !element.contains("b16") {
            return Err(InterpError::at(
                op,
                format!("has shape {shape} and element {element}; the emulator stores m8n8 b16 matrices"),
            ));
        }
        let transpose = op.attribute("layout").is_ok_and(|a| a.to_string().contains("col"));
        for warp_start in whole_warps(op, mask, self.threads)? {
            // rows[q][r]: (buffer, first element position) of row r of matrix q.
            let mut rows = vec![Vec::with_capacity(ldmatrix::SIDE); tiles];
            let mut row_addresses = vec![Vec::with_capacity(ldmatrix::SIDE); tiles];
            for (q, matrix) in rows.iter_mut().enumerate() {
                for r in 0..ldmatrix::SIDE {
                    let t = warp_start + ldmatrix::row_lane(q, r);
                    let address = self.int(op, &operands, 0, t)? as u64;
                    if !address.is_multiple_of(16) {
                        return Err(self.at_thread(
                            op,
                            t,
                            format!("gives a row address ({address}) not aligned to 16 bytes"),
                        ));
                    }
                    let (buffer, first) = self
                        .window(t)
                        .locate(address, 2)
                        .map(|(m, p)| (m.clone(), p))
                        .map_err(|m| self.at_thread(op, t, m))?;
                    if first + ldmatrix::SIDE > buffer.store.borrow().len() {
                        return Err(self.at_thread(
                            op,
                            t,
                            format!("writes a row past its buffer (shared address {address})"),
                        ));
                    }
                    row_addresses[q].push(address);
                    matrix.push((buffer, first));
                }
            }
            if request_log::enabled() {
                request_log::record(
                    Memory::Shared,
                    op.to_raw().ptr as usize,
                    || describe(op),
                    banks::count(1, banks::ldmatrix_phases(&row_addresses)),
                );
            }
            for lane in 0..warp::WARP {
                let t = warp_start + lane;
                let by = self.access(t);
                for (q, matrix) in rows.iter().enumerate() {
                    let source = self.int(op, &operands, 1 + q, t)?;
                    let halves = stmatrix::halves(source);
                    for ((row, column), bits) in stmatrix::lane_elements(lane, transpose).into_iter().zip(halves) {
                        let (buffer, first) = &matrix[row];
                        let (key, p) = (storage_key(buffer), first + column);
                        self.check_not_in_flight(op, key, [p], t)?;
                        if let Some(race) = self.races.write((key, p), by, known_of(&self.clocks, by.thread)) {
                            return Err(InterpError::at(op, self.describe(race, p)));
                        }
                        self.shared_write(op, (key, p), t)?;
                        buffer
                            .store
                            .borrow_mut()
                            .set(p, crate::scalar::from_bits(buffer.elem, bits));
                    }
                }
            }
        }
        Ok(vec![])
    }

    fn eval_if(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let cond = self.value(op, op.operand(0).map_err(|_| InterpError::at(op, "has no condition"))?)?;
        let region = |i: usize| op.region_at(i).and_then(|r| r.first_block());
        let then_mask = mask.and(|t| int_of(cond.of(t)).is_some_and(|c| c != 0));
        let else_mask = mask.and(|t| !then_mask.has(t));
        let run = |me: &mut Self, i: usize, m: &Mask| -> R<Option<Vec<Lanes>>> {
            match region(i) {
                Some(b) if !m.none() => me.run_region(b, vec![], m).map(Some),
                _ => Ok(None),
            }
        };
        let taken = run(self, 0, &then_mask)?;
        let other = run(self, 1, &else_mask)?;
        Ok(match (taken, other) {
            (Some(a), Some(b)) => a.iter().zip(&b).map(|(x, y)| Lanes::select(&then_mask, x, y)).collect(),
            (Some(a), None) | (None, Some(a)) => a,
            (None, None) => Vec::new(),
        })
    }

    fn eval_for(&mut self, op: &OperationRef, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let body = op
            .region_at(0)
            .and_then(|r| r.first_block())
            .ok_or_else(|| InterpError::at(op, "has no body"))?;
        let iv_type = op
            .operand(0)
            .map(|v| type_info(v.r#type()))
            .map_err(|_| InterpError::at(op, "has no bounds"))?;
        let iv_elem = match iv_type {
            TypeInfo::Scalar(e) => e,
            _ => crate::value::ElemTy::Index,
        };
        let mut iters: Vec<Lanes> = operands[3..].to_vec();
        let threads: Vec<usize> = mask.threads().collect();
        if threads.is_empty() {
            return Ok(iters);
        }
        let mut ivs = vec![0i64; mask.len()];
        let mut ubs = vec![0i64; mask.len()];
        let mut steps = vec![1i64; mask.len()];
        for &t in &threads {
            ivs[t] = self.int(op, &operands, 0, t)?;
            ubs[t] = self.int(op, &operands, 1, t)?;
            steps[t] = self.int(op, &operands, 2, t)?;
            if steps[t] <= 0 {
                return Err(self.at_thread(op, t, format!("has step {}", steps[t])));
            }
        }
        let uniform = operands[..3].iter().all(Lanes::is_same);
        loop {
            let active = if uniform {
                if ivs[threads[0]] < ubs[threads[0]] {
                    mask.clone()
                } else {
                    break;
                }
            } else {
                mask.and(|t| ivs[t] < ubs[t])
            };
            if active.none() {
                break;
            }
            let iv = if uniform {
                Lanes::Same(Val::Scalar(iv_elem, Num::I(ivs[threads[0]])))
            } else {
                Lanes::Each(Rc::new(
                    (0..mask.len()).map(|t| Val::Scalar(iv_elem, Num::I(ivs[t]))).collect(),
                ))
            };
            let mut args = vec![iv];
            args.extend(iters.iter().cloned());
            let next = self.run_region(body, args, &active)?;
            iters = iters
                .iter()
                .zip(&next)
                .map(|(old, new)| Lanes::select(&active, new, old))
                .collect();
            for t in active.threads() {
                // An induction variable that would pass i64 has left the loop.
                ivs[t] = ivs[t].checked_add(steps[t]).unwrap_or(i64::MAX);
                if ivs[t] == i64::MAX {
                    ubs[t] = i64::MIN;
                }
            }
        }
        Ok(iters)
    }

    /// Loads and stores, thread by thread, each element checked for races.
    fn eval_memory(&mut self, op: &OperationRef, name: &str, mask: &Mask) -> R<Vec<Lanes>> {
        let operands = self.operands(op)?;
        let n = operands.len();
        let is_store = name.ends_with("store");
        // Operand positions: buffer, first index, end of indices, stored value, vector mask, passthru.
        let (buffer_i, first, end, value_i, mask_i, passthru_i) = match name {
            "memref.load" | "vector.load" => (0, 1, n, None, None, None),
            "memref.store" | "vector.store" => (1, 2, n, Some(0), None, None),
            "vector.maskedload" => (0, 1, n - 2, None, Some(n - 2), Some(n - 1)),
            _ => (0, 1, n - 2, Some(n - 1), Some(n - 2), None),
        };
        let lanes = match pure_ops::result_info(op, 0) {
            TypeInfo::Tensor(_, shape) => Some(limits::elements(&shape).map_err(|m| InterpError::at(op, m))?),
            _ => None,
        };
        let mut out = Vec::with_capacity(mask.len());
        // Each thread's elements by byte address, shared and global, when requests are logged.
        let (mut shared, mut global) = (Vec::new(), Vec::new());
        let logging = request_log::enabled();
        let (mut width, mut element) = (0, 0);
        let alignment = int_attr(op, "alignment");
        let vector = name.starts_with("vector.");
        // A thread's indices and element positions, reused from thread to thread.
        let (mut idx, mut at) = (Vec::with_capacity(end - first), Vec::new());
        for t in 0..mask.len() {
            if !mask.has(t) {
                out.push(Val::Effect);
                continue;
            }
            let place = self.place(t);
            let fail = |m: String| InterpError::at(op, format!("{m} (in {place})"));
            let buffer = match operands[buffer_i].of(t) {
                Val::MemRef(m) => m,
                other => return Err(fail(format!("expects a memref, got a {}", other.kind()))),
            };
            idx.clear();
            for i in first..end {
                idx.push(self.int(op, &operands, i, t)?);
            }
            let tensor_at = |i: Option<usize>| match i.map(|i| operands[i].of(t)) {
                Some(Val::Tensor(x)) => Ok(Some(x.clone())),
                Some(other) => Err(fail(format!("expects a vector, got a {}", other.kind()))),
                None => Ok(None),
            };
            let vector_mask = tensor_at(mask_i)?;
            let value = value_i.map(|i| operands[i].of(t).clone());
            let count = match (&value, lanes) {
                (Some(Val::Tensor(v)), _) => v.data.len(),
                (_, Some(l)) => l,
                _ => 1,
            };
            if vector {
                at = vector_ops::positions(buffer, &idx, count, vector_mask.as_deref()).map_err(&fail)?;
            } else {
                at.clear();
                at.push(Some(buffer.position(&idx).map_err(&fail)?));
            }
            let key = storage_key(buffer);
            let private = self.private.contains(&key);
            let in_shared = self.shared_alignment.contains_key(&key);
            // The buffer's shared address (a linear search of the block's shared buffers): when
            // requests are logged, or to tell a view of dynamic shared memory.
            let address = if logging || !self.views.is_empty() {
                self.window(t).address_of(buffer)
            } else {
                None
            };
            if logging && !private {
                element = element_bytes(buffer);
                width = count as u64 * element;
                let base = address.unwrap_or(0);
                let bytes = at.iter().map(|p| p.map(|p| base + p as u64 * element)).collect();
                if address.is_some() {
                    shared.push((t, bytes))
                } else {
                    global.push((t, bytes))
                }
            }
            // A vector access's `alignment` is a promise the hardware holds it to: a misaligned
            // ld / st.v faults.
            if let (true, Some(bytes), Some(Some(first))) = (vector, alignment, at.first()) {
                if !private && !self.aligned(buffer, *first, bytes as usize) {
                    return Err(fail(format!("accesses element {first} at a byte offset that is no multiple of its alignment {bytes} (a misaligned vector access faults)")));
                }
            }
            self.check_not_in_flight(op, key, at.iter().flatten().copied(), t)?;
            if self.carry {
                self.carry_through(op, buffer, at[0], is_store, t)?;
            }
            if is_store && self.wgmma.watches_writes() && in_shared {
                for p in at.iter().flatten() {
                    self.shared_write(op, (key, *p), t)?;
                }
            }
            if !private {
                let by = self.access(t);
                for p in at.iter().flatten() {
                    let race = if is_store {
                        self.races.write((key, *p), by, known_of(&self.clocks, by.thread))
                    } else {
                        self.races.read((key, *p), by, known_of(&self.clocks, by.thread))
                    };
                    if let Some(r) = race {
                        return Err(InterpError::at(op, self.describe(r, *p)));
                    }
                }
            }
            let access = || -> R<Val> {
                Ok(match (vector, value) {
                    (true, Some(Val::Tensor(v))) => {
                        vector_ops::store(buffer, &idx, &v, vector_mask.as_deref()).map_err(&fail)?;
                        Val::Effect
                    }
                    (false, Some(Val::Scalar(_, v))) => {
                        buffer
                            .store
                            .borrow_mut()
                            .set(at[0].expect("a scalar access has a position"), v);
                        crate::traffic::record_store(buffer.elem);
                        Val::Effect
                    }
                    (_, Some(other)) => return Err(fail(format!("stores a {}", other.kind()))),
                    (true, None) => {
                        let passthru = tensor_at(passthru_i)?;
                        Val::Tensor(Rc::new(
                            vector_ops::load(buffer, &idx, count, vector_mask.as_deref(), passthru.as_deref())
                                .map_err(&fail)?,
                        ))
                    }
                    (false, None) => {
                        crate::traffic::record_load(buffer.elem);
                        Val::Scalar(
                            buffer.elem,
                            buffer.store.borrow().at(at[0].expect("a scalar access has a position")),
                        )
                    }
                })
            };
            // Shared and private memory are on chip: not counted as memory traffic.
            let on_chip = private || in_shared || address.is_some();
            out.push(if on_chip {
                crate::traffic::on_chip(access)?
            } else {
                access()?
            });
        }
        log_requests(op, Memory::Shared, shared, |warp| {
            let (instructions, phases) = banks::access_phases(width, element, warp);
            banks::count(instructions, phases)
        });
        log_requests(op, Memory::Global, global, |warp| sectors::count(width, element, warp));
        Ok(if is_store {
            vec![]
        } else {
            vec![Lanes::Each(Rc::new(out))]
        })
    }

    /// A scalar load or store that may move a pending wgmma accumulator ([`carries`]): into a
    /// private buffer its element holds the stored value's groups, and a load gathers the
    /// element's; a pending value stored anywhere else is an error.
    fn carry_through(
        &mut self,
        op: &OperationRef,
        buffer: &MemRef,
        position: Option<usize>,
        is_store: bool,
        t: usize,
    ) -> R<()> {
        let (Some(p), key) = (position, storage_key(buffer)) else {
            return Ok(());
        };
        if is_store {
            let stored = op
                .operand(0)
                .map(value_key)
                .map_err(|_| InterpError::at(op, "has no value"))?;
            let groups = self.wgmma.groups_of_value(stored);
            if !groups.is_empty() && !self.private.contains(&key) {
                return Err(self.at_thread(op, t, "stores the result of a wgmma.mma_async before wgmma.wait_group retires it (only the thread's own registers may hold it)"));
            }
            self.wgmma.define_element((key, p), groups);
        } else {
            for id in self.wgmma.groups_of_element((key, p)) {
                if !self.carried.contains(&id) {
                    self.carried.push(id);
                }
            }
        }
        Ok(())
    }

    /// A race as a message: who accessed element `position` how, in what order.
    fn describe(&self, race: Race, position: usize) -> String {
        let who = |a: &Access| {
            let bx = self.grid.blocks[0];
            let by = self.grid.blocks[1];
            let b = a.block as i64;
            let block = [b % bx, (b / bx) % by, b / (bx * by)];
            let [x, y, z] = self.thread_id(a.thread as usize);
            format!(
                "thread ({x}, {y}, {z}) of block ({}, {}, {})",
                block[0], block[1], block[2]
            )
        };
        let verb = |w: bool| if w { "writes" } else { "reads" };
        let same_block = race.first.block == race.second.block;
        format!(
            "has a data race on element {position} of a buffer: {} {} it, then {} {} it {} (threads of a block are ordered by gpu.barrier, blocks of a cluster by its barrier or mbarriers, other blocks never)",
            who(&race.first),
            verb(race.first_is_write),
            who(&race.second),
            verb(race.second_is_write),
            if same_block { "with no barrier between" } else { "from another block" },
        )
    }
}

/// The buffers of the constant `memref.global`s a launch reads (weights copied into the
/// `gpu.module`), by the global op: each is filled from its initial value once per launch,
/// not once per block (ResNet-18's 47 MB of weights per block were most of its emulation).
/// Read-only, so one buffer for every block is the same memory as one per block; it lives
/// until the launch ends, so no later buffer reuses an address the race log names.
#[derive(Default)]
pub struct ConstantGlobals {
    buffers: FxHashMap<usize, MemRef>,
}

impl ConstantGlobals {
    /// The buffer `op` (a `memref.get_global`) reads.
    fn get(&mut self, op: OperationRef) -> Result<MemRef, String> {
        let global = constant_global_op(op)?;
        let key = global.to_raw().ptr as usize;
        if let Some(buffer) = self.buffers.get(&key) {
            return Ok(buffer.clone());
        }
        let buffer = constant_global(op, global)?;
        self.buffers.insert(key, buffer.clone());
        Ok(buffer)
    }
}

/// The constant `memref.global` that `op` (a `memref.get_global`) names, found in the nearest
/// enclosing symbol table.
fn constant_global_op<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<OperationRef<'c, 'a>, String> {
    let sym = attrs::symbol(&op, "name").ok_or("has no name")?;
    let mut scope = op.parent_operation();
    while let Some(parent) = scope {
        let body = parent.region_at(0).and_then(|r| r.first_block());
        let mut current = body.and_then(|b| b.first_operation());
        while let Some(global) = current {
            current = global.next_in_block();
            if op_name(&global) != "memref.global"
                || attrs::symbol(&global, "sym_name").as_deref() != Some(sym.as_str())
            {
                continue;
            }
            if !global.has_attribute("constant") {
                return Err(format!("reads @{sym}, a global that is not constant (the GPU emulator keeps no module-scope device memory)"));
            }
            return Ok(global);
        }
        scope = parent.parent_operation();
    }
    Err(format!("reads @{sym}, which no enclosing module defines"))
}

/// A buffer of `op`'s type (a `memref.get_global`) filled from `global`'s initial value.
fn constant_global(op: OperationRef, global: OperationRef) -> Result<MemRef, String> {
    let sym = attrs::symbol(&op, "name").ok_or("has no name")?;
    let TypeInfo::MemRef { elem, shape, .. } = pure_ops::result_info(&op, 0) else {
        return Err("reads a non-memref global".into());
    };
    let init = global
        .attribute("initial_value")
        .map_err(|_| format!("reads @{sym}, which has no initial value"))?;
    attrs::constant_buffer(init, elem, &shape).map_err(|e| format!("reads @{sym}: {e}"))
}

/// The box, swizzle and NaN fill of the TMA descriptor that operand `i` of `op` is (its type).
fn tma_descriptor(op: &OperationRef, i: usize) -> R<(Vec<i64>, i64, bool)> {
    let text = op.operand_at(i).map(|v| v.r#type().to_string()).unwrap_or_default();
    axe_dialects::ir::tensormap::descriptor_type(&text).ok_or_else(|| {
        InterpError::at(
            op,
            format!("has a descriptor type {text} the GPU emulator does not read"),
        )
    })
}
