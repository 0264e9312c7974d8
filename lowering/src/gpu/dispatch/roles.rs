//! A warp-specialized block (`producer-warpgroup=true`): the program's threads are the
//! consumers, and one warpgroup more, after them, is the producer. The block's warpgroup axis
//! is split into `consumers / 128` warpgroups that run the program and one that only copies:
//!
//! | role | threads | what it runs |
//! |---|---|---|
//! | consumer | `0 .. consumers` | every operator but the TMA copies: waits on the copies' ("full") mbarriers, arrives on the wait points' "empty" ones, wgmma, epilogue |
//! | producer | `consumers .. consumers + 128` | its first thread issues every TMA copy, in program order, each after a wait on the latest wait point's empty barrier; no wgmma, no epilogue |
//!
//! Both roles walk the same loops (the counters that name barriers and phases are the same in
//! every thread); what a role does not do is a branch on its warpgroup-uniform predicate, so no
//! warp of the block waits for another except through the mbarriers. The GPU emulator runs this
//! form, the roles' operators interleaved in program order; for PTX ([`super::specialize`]) each
//! role gets its own copy of the program with its `setmaxnreg`, since ptxas allocates registers
//! per code path (shared code keeps the consumers' count in the producer, and a wgmma in flight
//! across the producer's branches is serialized). The empty barriers count one arrival per
//! consumer thread: each thread's arrival follows its own reads of the stage, and no warp-level
//! vote is needed to order a warp's lanes before one of them arrives.
//!
//! The split is made here rather than in the program's layouts: a role is a different program
//! (a copy loop beside the product's loop), and a warpgroup axis of 2 or 3 warpgroups does not
//! factor into a (role, warpgroup-in-role) product when the roles differ in size.

use crate::gpu::builder::Builder;
use axe_dialects::ir::enums::CmpIPredicate;
use melior::ir::{OperationRef, Value};

/// Threads of the producer warpgroup.
pub const PRODUCER_THREADS: i64 = 128;

/// The block's roles, as predicates of the thread's linear id.
pub struct Roles<'c, 'a> {
    /// `tid < consumers`.
    pub consumer: Value<'c, 'a>,
    /// `tid == consumers`: the producer's one issuing thread.
    pub issuer: Value<'c, 'a>,
}

impl<'c, 'a> Roles<'c, 'a> {
    pub fn start(at: &Builder<'c, 'a>, tid: Value<'c, 'a>, consumers: i64) -> Self {
        Roles {
            consumer: at.cmpi(CmpIPredicate::Ult, tid, at.index(consumers)),
            issuer: at.cmpi(CmpIPredicate::Eq, tid, at.index(consumers)),
        }
    }

    /// Gives each role its own copy of the program that starts at `first` (after the block's
    /// setup: buffers, barriers), with its registers ([`super::specialize`]).
    pub fn specialize(
        &self,
        context: &'c melior::Context,
        kernel: OperationRef<'c, 'a>,
        first: OperationRef<'c, 'a>,
        threads: i64,
    ) {
        super::specialize::specialize(context, kernel, first, self, threads);
    }
}

/// A builder for what only the consumers do: inside a branch on `consumer` (the
/// [`Roles::consumer`] predicate) where the block has a producer warpgroup, else `at` itself.
pub fn consumers_only<'c, 'a>(consumer: Option<Value<'c, 'a>>, at: &Builder<'c, 'a>) -> Builder<'c, 'a> {
    match consumer {
        Some(c) => at.inside_if(c),
        None => Builder(at.0),
    }
}

/// Registers per thread the consumer and producer warpgroups ask for (`setmaxnreg`): with
/// two consumer warpgroups, 2 x 128 x 232 + 128 x 40 = 64512 of an SM's 65536.
pub const CONSUMER_REGISTERS: i64 = 232;
pub const PRODUCER_REGISTERS: i64 = 40;

/// The registers per thread a block of `threads` starts with (`.maxnreg`), which setmaxnreg
/// needs declared: as many as fit 65536 for the block, at most 168, in steps of 8.
pub fn launch_registers(threads: i64) -> i64 {
    (65536 / threads.max(1) / 8 * 8).min(168)
}

/// Why a kernel of `block` threads gets no producer warpgroup (`None`: it gets one): its copies
/// must be TMA copies (`tma`), freed on empty barriers, and its products wgmmas (`wgmma`), whose
/// consumers are whole warpgroups of a one-dimensional block.
pub fn refused(block: [i64; 3], tma: bool, wgmma: bool) -> Option<String> {
    if !tma {
        Some("its asynchronous copies are not TMA copies".into())
    } else if !wgmma {
        Some("it has no warpgroup gemm".into())
    } else if block[1] != 1 || block[2] != 1 || block[0] % PRODUCER_THREADS != 0 {
        Some(format!(
            "its block {}x{}x{} is not a row of whole warpgroups",
            block[0], block[1], block[2]
        ))
    } else if block[0] + PRODUCER_THREADS > 1024 {
        Some(format!("{} threads and a producer warpgroup pass 1024", block[0]))
    } else {
        None
    }
}
