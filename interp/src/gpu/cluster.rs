//! Thread block clusters (sm_90), as the PTX ISA defines them: the blocks of a cluster run at
//! the same time, each reaches the others' shared memory (distributed shared memory, a
//! `shared::cluster` address that `mapa` makes), and they meet at the cluster barrier:
//!
//! - `barrier.cluster.arrive` marks a thread's arrival in the barrier's current phase, and
//!   `barrier.cluster.wait` returns once every thread of the cluster has arrived in it; a
//!   thread arrives once per phase, then waits, then may arrive again;
//! - the arrive (unless `.relaxed`) releases the thread's accesses so far, and the wait
//!   acquires them all: an access made before a thread's k-th arrival is ordered before every
//!   access another thread makes after its k-th wait ([`super::races`]);
//! - a block's shared memory goes away when the block exits: an access to it from another block
//!   (an arrival on one of its mbarriers) must be ordered before that exit, by a cluster barrier
//!   the block waits on after the access, or, for an arrival, by the block's own wait for the
//!   mbarrier phase the arrival was part of. (A multicast copy into a block is waited for by
//!   that block itself.)
//!
//! The emulator runs the blocks of a cluster in lockstep ([`super::block`]), so an arrival that
//! program order puts after a wait never comes before it: such a wait is an error, where the
//! hardware might proceed. It orders accesses by a `.relaxed` arrival as by a release one, so it
//! may miss a race that only the release semantics would prevent.

use crate::error::InterpError;
use rustc_hash::FxHashMap;

/// An mbarrier: (storage, index) of its 8 bytes ([`super::tma`]).
pub type Mbarrier = (usize, usize);

/// An access of a block's shared memory from another block: the accessing thread's cluster
/// barrier arrivals so far, the mbarrier phase it arrived in (for an arrival), and the error an
/// exit of the block before it would be.
struct Remote {
    arrived: u32,
    phase: Option<u64>,
    error: InterpError,
}

/// The most blocks a cluster may have without the non-portable opt-in (CUDA's
/// `cudaFuncAttributeNonPortableClusterSizeAllowed`, not modelled).
pub const MAX_PORTABLE_BLOCKS: i64 = 8;

/// The emulator's `shared::cluster` address of byte `a` of block `rank`'s shared memory:
/// `rank * WINDOW + a` (a block has at most 227 KiB of shared memory, below `WINDOW`).
pub const WINDOW: i64 = 1 << 24;

/// Where a `shared::cluster` address points: the block's rank and the byte in its window.
pub fn split_address(address: i64) -> (i64, i64) {
    (address.div_euclid(WINDOW), address.rem_euclid(WINDOW))
}

/// The cluster barrier's arrivals and waits, per thread of the cluster (linear over its blocks),
/// and the accesses of each block's shared memory from other blocks.
#[derive(Default)]
pub struct Cluster {
    arrived: Vec<u32>,
    waited: Vec<u32>,
    /// The latest access of each block's (rank's) shared memory from another block, per
    /// mbarrier it arrives on (none for other accesses).
    remote: FxHashMap<(usize, Option<Mbarrier>), Remote>,
}

impl Cluster {
    pub fn new(threads: usize) -> Cluster {
        Cluster {
            arrived: vec![0; threads],
            waited: vec![0; threads],
            remote: FxHashMap::default(),
        }
    }

    /// Thread `t`'s arrivals and waits so far (what its accesses record).
    pub fn counts(&self, t: usize) -> (u32, u32) {
        (
            self.arrived.get(t).copied().unwrap_or(0),
            self.waited.get(t).copied().unwrap_or(0),
        )
    }

    /// `barrier.cluster.arrive` by thread `t`.
    pub fn arrive(&mut self, t: usize) -> Result<(), String> {
        if self.arrived[t] > self.waited[t] {
            return Err(format!(
                "arrives on the cluster barrier again before barrier.cluster.wait completes its phase {}",
                self.waited[t]
            ));
        }
        self.arrived[t] += 1;
        Ok(())
    }

    /// `barrier.cluster.wait` by thread `t`: the first thread of the cluster that has not
    /// arrived in the phase it waits for, if any (the wait would never end).
    pub fn wait(&mut self, t: usize) -> Result<(), usize> {
        let phase = self.waited[t] + 1;
        if let Some(missing) = self.arrived.iter().position(|&a| a < phase) {
            return Err(missing);
        }
        self.waited[t] = phase;
        Ok(())
    }

    /// An access of block `rank`'s shared memory by thread `t` of another block: an arrival
    /// in `phase` of mbarrier `barrier`, or another access (`None`); `error` says what it was,
    /// should the block exit before it.
    pub fn remote_access(
        &mut self,
        rank: usize,
        t: usize,
        barrier: Option<(Mbarrier, u64)>,
        error: impl FnOnce() -> InterpError,
    ) {
        let remote = Remote {
            arrived: self.counts(t).0,
            phase: barrier.map(|(_, p)| p),
            error: error(),
        };
        self.remote.insert((rank, barrier.map(|(at, _)| at)), remote);
    }

    /// At the kernel's end: the error of an access of block `rank`'s shared memory from another
    /// block that nothing orders before the block's exit: no cluster barrier its threads
    /// (`threads` of the cluster) waited on after it, and, for an mbarrier arrival, no wait of
    /// the block that saw its phase complete (`observed`: the phases a wait of the block has
    /// seen complete, per mbarrier).
    pub fn unordered_exit(
        &mut self,
        rank: usize,
        threads: std::ops::Range<usize>,
        observed: impl Fn(Mbarrier) -> u64,
    ) -> Option<InterpError> {
        let waited = threads
            .map(|t| self.waited.get(t).copied().unwrap_or(0))
            .min()
            .unwrap_or(0);
        let mut unordered = self
            .remote
            .iter()
            .filter(|((r, barrier), access)| {
                *r == rank
                    && access.arrived >= waited
                    && barrier
                        .zip(access.phase)
                        .is_none_or(|(at, phase)| observed(at) <= phase)
            })
            .map(|(_, access)| access.error.clone())
            .collect::<Vec<_>>();
        unordered.sort_by(|a, b| a.message.cmp(&b.message));
        unordered.into_iter().next()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_needs_every_thread_of_the_cluster_in_its_phase() {
        let mut c = Cluster::new(4);
        for t in 0..3 {
            c.arrive(t).unwrap();
        }
        assert_eq!(c.wait(0), Err(3));
        c.arrive(3).unwrap();
        assert_eq!(c.wait(0), Ok(()));
        assert_eq!(c.counts(0), (1, 1));
        // Thread 1 has not waited for phase 1 yet: it may not arrive in phase 2.
        assert!(c.arrive(1).unwrap_err().contains("again before barrier.cluster.wait"));
        c.arrive(0).unwrap();
        assert_eq!(c.wait(0), Err(1), "phase 2 needs thread 1's second arrival");
    }

    #[test]
    fn a_remote_access_must_come_before_the_blocks_last_cluster_wait() {
        let none = |_| 0;
        let mut c = Cluster::new(2);
        c.remote_access(1, 0, None, || InterpError::plain("late"));
        assert!(
            c.unordered_exit(1, 1..2, none).is_some(),
            "no cluster barrier after the access"
        );
        c.arrive(0).unwrap();
        c.arrive(1).unwrap();
        c.wait(0).unwrap();
        c.wait(1).unwrap();
        assert!(
            c.unordered_exit(1, 1..2, none).is_none(),
            "block 1 waited after the access"
        );
        assert!(c.unordered_exit(0, 0..1, none).is_none(), "no access of block 0");
    }

    #[test]
    fn a_remote_arrival_is_ordered_by_the_blocks_wait_for_its_phase() {
        let mut c = Cluster::new(2);
        let at = (7, 1);
        c.remote_access(0, 1, Some((at, 3)), || InterpError::plain("arrival"));
        assert!(c.unordered_exit(0, 0..1, |_| 3).is_some(), "phase 3 not seen complete");
        assert!(
            c.unordered_exit(0, 0..1, |_| 4).is_none(),
            "a wait saw phase 3 complete"
        );
    }

    #[test]
    fn cluster_addresses_name_the_block_and_its_byte() {
        assert_eq!(split_address(3 * WINDOW + 1040), (3, 1040));
        assert_eq!(split_address(96), (0, 96));
    }
}
