//! `axe.copy ... at cta async` from global to shared memory on sm_90 as the Tensor Memory
//! Accelerator (TMA): one thread hands the whole region to the copy engine
//! (`nvgpu.tma.async.load`, PTX `cp.async.bulk.tensor`), which writes it into shared memory in
//! the destination's layout and counts its bytes on an mbarrier. The global tensor reaches the
//! kernel a second time, as a tensor map the driver makes (`nvgpu.tma.create.descriptor`; the
//! PTX sidecar has `axe-run` encode it with `cuTensorMapEncodeTiled`).
//!
//! A kernel uses TMA for all of its asynchronous copies or for none: `axe.wait_async N` counts
//! copies (each is its own group), and one count serves the two kinds only if there is one kind.
//!
//! Completion. Copy number n (in issue order) arrives on mbarrier n % [`RING`] of a ring in
//! shared memory, as that barrier's phase n / RING. Thread 0 issues every copy, predicated rather
//! than branched to (ptxas serializes wgmma around branches only some threads take); every
//! thread counts the copies and waits on the barriers: `axe.wait_async N` makes it wait for every
//! copy but the newest N, then the block barrier. Before copy n takes its barrier, every thread
//! has waited for copy n - RING, whose phase it reuses, and passed a block barrier since (in a
//! pipeline of fewer than RING copies in flight this costs nothing).
//!
//! Empty barriers (`empty-barriers=true`): `axe.wait_async` ends with no block barrier. Wait
//! point w (the w-th wait the thread passes, the same in every thread) has "empty" mbarrier
//! w % RING of a second ring, initialized for every thread of the block: each thread arrives
//! on it after its waits (it is done with whatever the program reads before that point, which
//! is what the block barrier told thread 0 before), and thread 0 waits on the latest wait
//! point's before it issues a copy, so a refill follows every thread's reads of the stage. A
//! thread arriving at point w >= RING first waits for phase w - RING of that barrier, so an
//! arrival never counts toward an older phase. The full ring's reuse check then counts the
//! copies every thread had waited for at the wait point thread 0 waited on; when that is too few
//! it catches up with the block barrier as above.
//!
//! Producer warpgroup (`producer-warpgroup=true`, with empty barriers): the issuing thread is the
//! producer warpgroup's first, which waits on the empty barriers; the consumers alone wait for
//! copies and arrive on the empty barriers (initialized for them), and the producer only counts
//! ([`super::roles`]).
//!
//! Clusters (an `axe.cluster` layout on the kernel, [`super::cluster`]): a copy that every block
//! of the cluster makes alike is issued once per cluster, box `q` by the block of rank
//! `q % blocks`, multicast to every block (`.multicast::cluster`): each box lands at the same
//! shared address in each block and counts its bytes on the mbarrier at the same address, so
//! each block's barrier for the copy expects all its boxes, its own and its peers'. The blocks
//! run the same program, so their counters agree and copy n is on slot n % RING everywhere. A
//! peer's box may land before the block's own `expect_tx` of that phase: the transaction count
//! then runs below zero until it, which the PTX ISA allows within a phase. Every block barrier
//! of the ring becomes a cluster barrier (`barrier.cluster.arrive` + `wait`): at the start, so
//! that no multicast reaches a block whose mbarriers are not initialized; after each wait, so
//! that a refill, which writes every block's stage, follows every block's reads of it (the
//! cluster barrier stands where each block's barrier stood, so the argument above holds for the
//! cluster's threads together); in the ring's catch-up, whose reuse of a slot a peer's box also
//! counts on; and before the exit, since a peer may still write into the block's shared memory
//! (or, with empty barriers, arrive on its mbarriers) until then.
//!
//! Clusters with empty barriers: no cluster barrier after a wait. A refill writes the stage of
//! every block, so its issuer must know that every block's threads are done with it: each
//! thread arrives at wait point w on its own block's empty barrier w % RING and on the same
//! barrier of each peer (`mapa` to the peer's `shared::cluster` address, a remote
//! `mbarrier.arrive` that releases the thread's reads to the cluster), and the empty barriers
//! expect the arrivals of every block's threads. The issuer's wait on its own block's empty
//! barrier then orders the refill after the reads of the whole cluster, and the reuse check of
//! the full ring holds for every block (the counters agree). A thread cannot wait on a peer's
//! barrier, so its guard against counting toward an older phase waits for wait point
//! w - RING + 1 on its own: every thread of the cluster arrives there only after all of its
//! arrivals at w - RING, on every block's barrier. The waits acquire at the CTA's scope (the
//! default, as CUTLASS's pipelines do) the cluster-scope releases of the remote arrivals.
//!
//! Stores. An `axe.copy ... at cta async` from a shared tile to a kernel argument or result is
//! a TMA store (`nvgpu.tma.async.store`, PTX `cp.async.bulk.tensor` global <- shared), planned
//! apart from the copies (a kernel whose copies keep `cp.async` still stores by TMA; one that
//! cannot be a TMA store is an error at the copy, since no other schedule stores asynchronously).
//! Every thread fences its writes of the tile for the async proxy the copy engine reads through
//! (`fence.proxy.async.shared::cta`), the block barrier orders them all before the issue, and
//! the issuing thread hands the boxes to the copy engine (predicated) and commits them as one
//! bulk async-group. Before any later write into the tile (the next tile of a persistent
//! kernel), and at the kernel's end (its shared memory goes away), the issuing thread waits
//! until its stores have read their sources (`cp.async.bulk.wait_group.read 0`), and a block
//! barrier holds the other threads' writes until then. No mbarrier counts a store, so a kernel
//! that only stores has no ring. The tile's layout follows the copies' table below, read
//! instead of written.
//!
//! What a copy must be for TMA (otherwise the kernel keeps `cp.async`):
//!
//! | constraint | why |
//! |---|---|
//! | at cta scope, from a kernel input in global memory stored as a dense array of at most 5 dimensions | a tensor map describes such an array |
//! | the box (the copy's extents, in the array's dimension order) at most 256 per dimension, the innermost a multiple of 16 bytes | `cuTensorMapEncodeTiled`'s limits |
//! | the array's dimensions below 2^31 and its row pitches multiples of 16 bytes | tensor map strides; coordinates are 32-bit |
//! | the destination holds the box densely, row-major in the array's dimension order; or, split along the innermost dimension into 2, 4, ... boxes side by side, each of them (wgmma's 64-column atoms) | TMA writes a box that way |
//! | no swizzle, or `Swizzle<B, 4 - log2(element bytes), 3>` (B = 1, 2, 3) with rows of exactly 16 * 2^B bytes | TMA's 32-, 64- and 128-byte swizzles |
//! | each destination region at a multiple of 128 bytes and of the swizzle's period (1024 bytes for 128-byte rows) | TMA's alignment; it swizzles absolute addresses |

mod plan;

pub use plan::{is_store, plan, store_plan, Descriptor, Plan};

use super::cluster::{self, Cluster};
use super::roles::{self, Roles};
use crate::gpu::builder::{memory, Builder};
use crate::uop_to_scf::ops;
use axe_dialects::ir::enums::CmpIPredicate;
use melior::ir::{operation::OperationLike, Attribute, OperationRef, Type, Value, ValueLike};

/// mbarriers in the ring: more than a pipeline keeps copies in flight.
pub const RING: i64 = 16;

/// Static shared memory the ring takes from a kernel's 48 KiB: its 8-byte barriers, padded to
/// the 1024-byte alignment of a 128-byte-swizzled buffer that may follow it.
pub const RING_SHARED_BYTES: i64 = 1024;

/// Cycles a `try_wait` may suspend the thread before it tries again.
const SUSPEND_TICKS: i64 = 10_000_000;

/// The kernel's TMA state: the barrier ring, each thread's two counters (copies issued and
/// copies waited for, the same in every thread), thread 0's predicate and the descriptors.
pub struct Tma<'c, 'a> {
    pub plan: Plan,
    /// The full ring (none when the kernel only stores by TMA).
    barriers: Option<Value<'c, 'a>>,
    /// The "empty" ring (`empty_barriers`): wait point w's barrier is w % RING, every thread
    /// arrives on it.
    pub empties: Option<Value<'c, 'a>>,
    counters: Option<Value<'c, 'a>>,
    /// The one thread that initializes the barriers and issues the copies: thread 0, or the
    /// producer warpgroup's first thread ([`super::roles`]).
    issuer: Value<'c, 'a>,
    /// With a producer warpgroup: whether the thread is a consumer, the threads that wait for
    /// copies and arrive on the empty barriers (the producer only counts).
    consumer: Option<Value<'c, 'a>>,
    /// Each descriptor as its `!nvgpu.tensormap.descriptor` value.
    descriptors: Vec<Value<'c, 'a>>,
    /// In a cluster: its blocks, the block's rank and the mask of every block.
    cluster: Option<(i64, Value<'c, 'a>, Value<'c, 'a>)>,
}

fn barrier_group(context: &melior::Context) -> Type<'_> {
    Type::parse(
        context,
        &format!("!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = {RING}>"),
    )
    .expect("the mbarrier group type")
}

impl<'c, 'a> Tma<'c, 'a> {
    /// At the kernel's top: the ring (thread 0 initializes each barrier for one arrival, its
    /// own; the block barrier after it lets every thread wait on them), the counters, and each
    /// tensor map pointer `pointers[i]` seen as its descriptor.
    pub fn start(
        at: &Builder<'c, 'a>,
        plan: Plan,
        tid: Value<'c, 'a>,
        pointers: &[Value<'c, 'a>],
        elements: &[Type<'c>],
        empty_barriers: Option<i64>,
        roles: Option<&Roles<'c, 'a>>,
        cluster: Option<&Cluster>,
    ) -> Self {
        let context = at.context;
        // One group of RING mbarriers in shared memory: the full ring, and the empty ring when asked.
        let barrier_ring = || -> Value<'c, 'a> {
            at.insert_built(ops::generic(
                context,
                "nvgpu.mbarrier.create",
                &[],
                &[],
                Some(barrier_group(context)),
                at.location,
            ))
            .result(0)
            .expect("one result")
            .into()
        };
        let counters_type = Type::parse(context, "memref<6xi32>").expect("a memref type");
        // A kernel that only stores by TMA needs no ring, counters or fence before its copies.
        let (barriers, empties, counters) = if plan.has_loads() {
            let barriers = barrier_ring();
            let empties: Option<Value> = empty_barriers.map(|_| barrier_ring());
            // [issued, waited, arrivals, producer's empty waits, waited at the last arrival, released]
            // 32-bit: a block issues far fewer than 2^31 copies, and a persistent kernel carries the
            // counters through its tile loop, where each 64-bit one would hold two registers.
            let counters = crate::gpu::builder::memory::allocate_typed(at, counters_type, 0);
            for i in 0..6 {
                set_counter(at, counters, i, at.index(0));
            }
            (Some(barriers), empties, Some(counters))
        } else {
            (None, None, None)
        };
        let issuer = roles.map_or_else(|| at.cmpi(CmpIPredicate::Eq, tid, at.index(0)), |r| r.issuer);
        if let Some(barriers) = barriers {
            // One ring slot at a time, predicated on thread 0: no branch (ptxas serializes wgmma
            // around branches that only some threads take).
            let (inner, slot) = at.inside_for(at.index(0), at.index(RING));
            at_op(
                &inner,
                "nvgpu.mbarrier.init",
                &[barriers, inner.index(1), slot, issuer],
                &[],
            );
            if let (Some(e), Some(threads)) = (empties, empty_barriers) {
                // In a cluster every thread of every block arrives on each block's empty barrier.
                let arrivals = threads * cluster.map_or(1, Cluster::blocks);
                at_op(
                    &inner,
                    "nvgpu.mbarrier.init",
                    &[e, inner.index(arrivals), slot, issuer],
                    &[],
                );
            }
            // The copy engine (the async proxy) must see the initialized barriers, and so must the
            // other threads before they wait; in a cluster, the peers' copies too.
            memory::async_proxy_fence(at);
            if cluster.is_some() {
                at_op(at, "nvvm.fence.mbarrier.init", &[], &[]);
            }
        }
        if barriers.is_some() || cluster.is_some() {
            block_or_cluster_barrier(at, cluster.is_some());
        }
        let cluster = cluster.map(|c| (c.blocks(), cluster::rank(at), cluster::everyone(at, c.blocks())));
        let descriptors = plan
            .descriptors
            .iter()
            .zip(pointers.iter().zip(elements))
            .map(|(d, (&pointer, &element))| {
                let ty = Type::parse(context, &d.type_text(element)).expect("a descriptor type");
                at.insert_built(ops::op(
                    "builtin.unrealized_conversion_cast",
                    &[pointer],
                    ty,
                    at.location,
                ))
                .result(0)
                .expect("one result")
                .into()
            })
            .collect();
        Tma {
            plan,
            barriers,
            empties,
            counters,
            issuer,
            consumer: roles.map(|r| r.consumer),
            descriptors,
            cluster,
        }
    }

    /// Copy `op`'s descriptor and box bases, when TMA makes it.
    pub fn copy_of(&self, op: usize) -> Option<&(usize, Vec<i64>)> {
        self.plan.copies.get(&op)
    }

    /// Whether copy `op` is issued once per cluster and multicast to its blocks.
    pub fn is_multicast(&self, op: usize) -> bool {
        self.cluster.is_some() && self.plan.multicast.contains(&op)
    }

    /// Issues a copy (every thread counts it; thread 0 issues it): boxes of descriptor `d`, the
    /// first at `coordinates` (the array's indices of the region's first element), box `q` at
    /// element `start + bases[q]` of `destination` (a flat shared buffer), all counted on one
    /// mbarrier. A `multicast` copy's box `q` is thread 0's of the cluster's block `q % blocks`,
    /// written into every block.
    pub fn issue(
        &self,
        at: &Builder<'c, 'a>,
        multicast: bool,
        (d, bases): &(usize, Vec<i64>),
        coordinates: &[Value<'c, 'a>],
        destination: Value<'c, 'a>,
        start: Value<'c, 'a>,
    ) {
        let descriptor = &self.plan.descriptors[*d];
        if let Some(e) = self.empties {
            // The producer waits until every thread has passed the latest wait point (its
            // arrival there says it is done with what the refill overwrites).
            let arrivals = self.counter(at, 2);
            let pending = at.cmpi(CmpIPredicate::Ugt, arrivals, self.counter(at, 3));
            let then = at.inside_if(pending);
            let last = then.binary("arith.subi", arrivals, then.index(1));
            let producer = then.inside_if(self.issuer);
            wait_phase(&producer, e, last);
            set_counter(&then, self.counters(), 3, arrivals);
            let known = self.counter(&then, 4);
            set_counter(&then, self.counters(), 5, known);
        }
        let issued = self.counter(at, 0);
        // Copy n takes the barrier of copy n - RING, whose phase every thread must have seen
        // complete: if some thread may not have (it was not waited for before a block barrier),
        // all wait for it now and pass a barrier (the counters are the same in every thread).
        let reuse = at.binary(
            "arith.subi",
            at.binary("arith.addi", issued, at.index(1)),
            at.index(RING),
        );
        let released = self.counter(at, if self.empties.is_some() { 5 } else { 1 });
        let behind = at.cmpi(CmpIPredicate::Sgt, reuse, released);
        let catch_up = at.inside_if(behind);
        self.wait_below(&catch_up, reuse);
        block_or_cluster_barrier(&catch_up, self.cluster.is_some());
        if self.empties.is_some() {
            let now = self.counter(&catch_up, 1);
            set_counter(&catch_up, self.counters(), 5, now);
        }
        let slot = at.binary("arith.remui", issued, at.index(RING));
        let bytes = descriptor.bytes() * bases.len() as i64;
        at_op(
            at,
            "nvgpu.mbarrier.arrive.expect_tx",
            &[self.ring(), at.index(bytes), slot, self.issuer],
            &[],
        );
        let inner = descriptor.box_dims[descriptor.box_dims.len() - 1];
        for (q, &base) in bases.iter().enumerate() {
            let view = box_view(
                at,
                destination,
                at.binary("arith.addi", start, at.index(base)),
                &descriptor.box_dims,
            );
            // The tensor map's coordinates run from its innermost dimension out.
            let mut operands = vec![view, self.ring(), self.descriptors[*d]];
            operands.extend(coordinates.iter().rev().enumerate().map(|(j, &c)| {
                if j == 0 && q > 0 {
                    at.binary("arith.addi", c, at.index(q as i64 * inner))
                } else {
                    c
                }
            }));
            operands.push(slot);
            let multicast = self.cluster.filter(|_| multicast);
            match multicast {
                Some((blocks, rank, everyone)) => {
                    let mine = at.cmpi(CmpIPredicate::Eq, rank, at.index(q as i64 % blocks));
                    operands.push(everyone);
                    operands.push(at.binary("arith.andi", self.issuer, mine));
                }
                None => operands.push(self.issuer),
            }
            let segments = format!(
                "array<i32: 1, 1, 1, {}, 1, {}, 1>",
                coordinates.len(),
                i32::from(multicast.is_some())
            );
            at_op(
                at,
                "nvgpu.tma.async.load",
                &operands,
                &[(
                    "operandSegmentSizes",
                    Attribute::parse(at.context, &segments).expect("segment sizes"),
                )],
            );
        }
        set_counter(at, self.counters(), 0, at.binary("arith.addi", issued, at.index(1)));
    }

    /// Copy `op`'s descriptor and the bases its boxes are read from, when it is a TMA store.
    pub fn store_of(&self, op: usize) -> Option<&(usize, Vec<i64>)> {
        self.plan.stores.get(&op)
    }

    /// Whether `buffer` (an `axe.alloc` key) is read by TMA stores.
    pub fn is_store_source(&self, buffer: usize) -> bool {
        self.plan.store_sources.contains(&buffer)
    }

    /// A TMA store of the shared `source` (a flat buffer, boxes from element `start + bases[q]`)
    /// to the array of descriptor `d` at `coordinates`: every thread makes its writes of the
    /// source visible to the async proxy the copy engine reads through (`fence.proxy.async`),
    /// the block barrier orders them before the issue, and the issuing thread hands each box to
    /// the copy engine and commits them as one bulk async-group.
    pub fn store(
        &self,
        at: &Builder<'c, 'a>,
        (d, bases): &(usize, Vec<i64>),
        coordinates: &[Value<'c, 'a>],
        source: Value<'c, 'a>,
        start: Value<'c, 'a>,
    ) {
        memory::async_proxy_fence(at);
        crate::gpu::builder::memory::barrier(at);
        let descriptor = &self.plan.descriptors[*d];
        let inner = descriptor.box_dims[descriptor.box_dims.len() - 1];
        for (q, &base) in bases.iter().enumerate() {
            let view = box_view(
                at,
                source,
                at.binary("arith.addi", start, at.index(base)),
                &descriptor.box_dims,
            );
            let mut operands = vec![view, self.descriptors[*d]];
            operands.extend(coordinates.iter().rev().enumerate().map(|(j, &c)| {
                if j == 0 && q > 0 {
                    at.binary("arith.addi", c, at.index(q as i64 * inner))
                } else {
                    c
                }
            }));
            operands.push(self.issuer);
            let segments = format!("array<i32: 1, 1, {}, 1>", coordinates.len());
            at_op(
                at,
                "nvgpu.tma.async.store",
                &operands,
                &[(
                    "operandSegmentSizes",
                    Attribute::parse(at.context, &segments).expect("segment sizes"),
                )],
            );
        }
        at_op(&at.inside_if(self.issuer), "nvvm.cp.async.bulk.commit.group", &[], &[]);
    }

    /// Before a write into a buffer TMA stores read: the issuing thread waits until its stores
    /// have read their sources (`cp.async.bulk.wait_group.read 0`), and the block barrier holds
    /// every other thread's writes until then.
    pub fn free_store_source(&self, at: &Builder<'c, 'a>) {
        self.stores_read(at);
        crate::gpu::builder::memory::barrier(at);
    }

    /// At the kernel's end: the block's shared memory must outlive the stores' reads of it, and
    /// in a cluster the peers' multicasts into it.
    pub fn finish(&self, at: &Builder<'c, 'a>) {
        if !self.plan.stores.is_empty() {
            self.stores_read(at);
        }
        if self.cluster.is_some() {
            cluster::barrier(at);
        }
    }

    /// The barrier after `axe.wait_async` without empty barriers: the block's, or in a cluster
    /// the cluster's (a multicast refill writes every block's stage).
    pub fn after_wait(&self, at: &Builder<'c, 'a>) {
        block_or_cluster_barrier(at, self.cluster.is_some());
    }

    fn stores_read(&self, at: &Builder<'c, 'a>) {
        let then = at.inside_if(self.issuer);
        let attributes = [
            ("group", Attribute::parse(at.context, "0 : i32").expect("an integer")),
            ("read", Attribute::unit(at.context)),
        ];
        at_op(&then, "nvvm.cp.async.bulk.wait_group", &[], &attributes);
    }

    /// `axe.wait_async pending`: every thread waits for every copy but the newest `pending`.
    pub fn wait(&self, at: &Builder<'c, 'a>, pending: i64) {
        let issued = self.counter(at, 0);
        self.wait_below(at, at.binary("arith.subi", issued, at.index(pending)));
        if let Some(e) = self.empties {
            // Arrive on this wait point's empty barrier; its slot's previous phase (wait point
            // a - RING) must be complete first, or this arrival would count toward it. In a
            // cluster the thread arrives on each peer's barrier too, whose phases it cannot
            // wait on: it waits for one wait point more, a - RING + 1 on its own barrier, to
            // which every thread of the cluster arrives only after all its arrivals at a - RING.
            let a = self.counter(at, 2);
            let arrives = roles::consumers_only(self.consumer, at);
            let behind = if self.cluster.is_some() { RING - 1 } else { RING };
            let wrapped = arrives.cmpi(CmpIPredicate::Sge, a, arrives.index(behind));
            let again = arrives.inside_if(wrapped);
            wait_phase(&again, e, again.binary("arith.subi", a, again.index(behind)));
            let slot = arrives.binary("arith.remui", a, arrives.index(RING));
            arrives.insert_built(ops::generic(
                arrives.context,
                "nvgpu.mbarrier.arrive",
                &[],
                &[e, slot],
                Some(Type::parse(arrives.context, "!nvgpu.mbarrier.token").expect("token")),
                arrives.location,
            ));
            if let Some((blocks, rank, _)) = self.cluster {
                cluster::arrive_at_peers(&arrives, blocks, rank, e, slot);
            }
            set_counter(at, self.counters(), 2, at.binary("arith.addi", a, at.index(1)));
            let waited = self.counter(at, 1);
            set_counter(at, self.counters(), 4, waited);
        }
    }

    fn ring(&self) -> Value<'c, 'a> {
        self.barriers.expect("an mbarrier ring: the kernel has TMA copies")
    }

    fn counters(&self) -> Value<'c, 'a> {
        self.counters.expect("copy counters: the kernel has TMA copies")
    }

    fn counter(&self, at: &Builder<'c, 'a>, i: i64) -> Value<'c, 'a> {
        let i32 = melior::ir::r#type::IntegerType::new(at.context, 32).into();
        let loaded: Value = at
            .insert_built(ops::memref_load(self.counters(), &[at.index(i)], i32, at.location))
            .result(0)
            .expect("one result")
            .into();
        at.convert("arith.index_castui", loaded, Type::index(at.context))
    }

    /// The thread waits for the copies numbered below `target` that it has not waited for:
    /// copy j is phase j / RING of barrier j % RING.
    fn wait_below(&self, at: &Builder<'c, 'a>, target: Value<'c, 'a>) {
        let waited = self.counter(at, 1);
        let (inner, j) = roles::consumers_only(self.consumer, at).inside_for(waited, target);
        let slot = inner.binary("arith.remui", j, inner.index(RING));
        let phase = inner.binary(
            "arith.remui",
            inner.binary("arith.divui", j, inner.index(RING)),
            inner.index(2),
        );
        let parity = inner.cmpi(CmpIPredicate::Ne, phase, inner.index(0));
        at_op(
            &inner,
            "nvgpu.mbarrier.try_wait.parity",
            &[self.ring(), parity, inner.index(SUSPEND_TICKS), slot],
            &[],
        );
        let done = at.binary("arith.maxsi", waited, target);
        set_counter(at, self.counters(), 1, done);
    }
}

/// A block barrier, or with `cluster` a cluster barrier (which every thread of the block passes
/// too).
fn block_or_cluster_barrier(at: &Builder, cluster: bool) {
    if cluster {
        cluster::barrier(at);
    } else {
        crate::gpu::builder::memory::barrier(at);
    }
}

/// Stores `value` (an index) as counter `i` of `counters` (32-bit).
fn set_counter<'c, 'a>(at: &Builder<'c, 'a>, counters: Value<'c, 'a>, i: i64, value: Value<'c, 'a>) {
    let i32 = melior::ir::r#type::IntegerType::new(at.context, 32).into();
    let narrow = at.convert("arith.index_castui", value, i32);
    at.insert_built(ops::memref_store(narrow, counters, &[at.index(i)], at.location));
}

/// Waits for phase `j / RING` of barrier `j % RING` of `group`.
fn wait_phase<'c, 'a>(at: &Builder<'c, 'a>, group: Value<'c, 'a>, j: Value<'c, 'a>) {
    let slot = at.binary("arith.remui", j, at.index(RING));
    let phase = at.binary("arith.remui", at.binary("arith.divui", j, at.index(RING)), at.index(2));
    let parity = at.cmpi(CmpIPredicate::Ne, phase, at.index(0));
    at_op(
        at,
        "nvgpu.mbarrier.try_wait.parity",
        &[group, parity, at.index(SUSPEND_TICKS), slot],
        &[],
    );
}

/// An op of no results.
fn at_op<'c, 'a>(at: &Builder<'c, 'a>, name: &str, operands: &[Value<'c, 'a>], attributes: &[(&str, Attribute<'c>)]) {
    at.insert_built(ops::generic(at.context, name, attributes, operands, None, at.location));
}

/// The box as a row-major view of the flat shared buffer `flat` from element `start`.
fn box_view<'c, 'a>(
    at: &Builder<'c, 'a>,
    flat: Value<'c, 'a>,
    start: Value<'c, 'a>,
    box_dims: &[i64],
) -> Value<'c, 'a> {
    let element = axe_passes::kernel_ir::memref_shape(melior::ir::ValueLike::r#type(&flat))
        .map(|(_, e)| e)
        .expect("a shared buffer");
    let mut strides = vec![1i64; box_dims.len()];
    for j in (0..box_dims.len().saturating_sub(1)).rev() {
        strides[j] = strides[j + 1] * box_dims[j + 1];
    }
    let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let text = format!(
        "memref<{}x{element}, strided<[{}], offset: ?>, #gpu.address_space<workgroup>>",
        box_dims.iter().map(i64::to_string).collect::<Vec<_>>().join("x"),
        list(&strides)
    );
    let ty = Type::parse(at.context, &text).expect("a box view type");
    let attributes = [
        (
            "static_offsets",
            Attribute::parse(at.context, &format!("array<i64: {}>", i64::MIN)).expect("offsets"),
        ),
        (
            "static_sizes",
            Attribute::parse(at.context, &format!("array<i64: {}>", list(box_dims))).expect("sizes"),
        ),
        (
            "static_strides",
            Attribute::parse(at.context, &format!("array<i64: {}>", list(&strides))).expect("strides"),
        ),
        (
            "operandSegmentSizes",
            Attribute::parse(at.context, "array<i32: 1, 1, 0, 0>").expect("segment sizes"),
        ),
    ];
    at.insert_built(ops::generic(
        at.context,
        "memref.reinterpret_cast",
        &attributes,
        &[flat, start],
        Some(ty),
        at.location,
    ))
    .result(0)
    .expect("one result")
    .into()
}

/// Before `call` (a call of a kernel function that takes a tensor map per descriptor after its
/// buffers): each map of the buffer the call passes (`nvgpu.tma.create.descriptor` of the buffer
/// as an unranked memref, seen as the pointer the kernel takes), appended to its operands.
pub fn pass_maps<'c, 'a>(
    context: &'c melior::Context,
    call: OperationRef<'c, 'a>,
    descriptors: &[Descriptor],
    elements: &[Type<'c>],
) {
    let at = Builder::before(context, call).expect("a call in a block");
    let mut operands: Vec<Value> = call.operands().collect();
    let pointer = Type::parse(context, "!llvm.ptr").expect("the pointer type");
    for (d, &element) in descriptors.iter().zip(elements) {
        let unranked = Type::parse(context, &format!("memref<*x{element}>")).expect("an unranked memref type");
        let cast: Value = at
            .insert_built(ops::op("memref.cast", &[operands[d.argument]], unranked, at.location))
            .result(0)
            .expect("one result")
            .into();
        let mut create = vec![cast];
        create.extend(d.box_dims.iter().map(|&b| at.index(b)));
        let ty = Type::parse(context, &d.type_text(element)).expect("a descriptor type");
        let map: Value = at
            .insert_built(ops::generic(
                context,
                "nvgpu.tma.create.descriptor",
                &[],
                &create,
                Some(ty),
                at.location,
            ))
            .result(0)
            .expect("one result")
            .into();
        operands.push(
            at.insert_built(ops::op(
                "builtin.unrealized_conversion_cast",
                &[map],
                pointer,
                at.location,
            ))
            .result(0)
            .expect("one result")
            .into(),
        );
    }
    let raw: Vec<mlir_sys::MlirValue> = operands.iter().map(|v| v.to_raw()).collect();
    unsafe { mlir_sys::mlirOperationSetOperands(call.to_raw(), raw.len() as isize, raw.as_ptr()) };
}
