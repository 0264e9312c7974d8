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
//! warp of the block waits for another except through the mbarriers. The empty barriers count
//! one arrival per consumer thread: each thread's arrival follows its own reads of the stage,
//! and no warp-level vote is needed to order a warp's lanes before one of them arrives.
//!
//! The split is made here rather than in the program's layouts: a role is a different program
//! (a copy loop beside the product's loop), and the warpgroup axis of 2 or 3 warpgroups does not
//! factor into a (role, warpgroup-in-role) product when the roles differ in size.

use crate::gpu::builder::Builder;
use melior::ir::Value;

/// Threads of the producer warpgroup.
pub const PRODUCER_THREADS: i64 = 128;

/// The block's roles, as predicates of the thread's linear id.
pub struct Roles<'c, 'a> {
    /// Threads running the program (a whole number of warpgroups).
    pub consumers: i64,
    /// `tid < consumers`.
    pub consumer: Value<'c, 'a>,
    /// `tid == consumers`: the producer's one issuing thread.
    pub issuer: Value<'c, 'a>,
}

impl<'c, 'a> Roles<'c, 'a> {
    pub fn start(at: &Builder<'c, 'a>, tid: Value<'c, 'a>, consumers: i64) -> Self {
        Roles {
            consumers,
            consumer: at.cmpi(6, tid, at.index(consumers)),
            issuer: at.cmpi(0, tid, at.index(consumers)),
        }
    }
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
