//! Data races of one kernel launch. Two accesses to the same element, at least one a write,
//! by different threads race unless something orders them: both threads in the same block and
//! the earlier access in an earlier barrier interval, or before a release (an mbarrier arrival,
//! or a TMA copy's issue) whose phase the later thread has since waited for, or before a cluster
//! barrier arrival whose phase the later thread has since waited for ([`super::cluster`]).
//! mbarriers and the cluster barrier order threads of different blocks of one cluster too;
//! threads of different clusters are never ordered within a launch. A race is an error of the
//! program (its result depends on scheduling the emulator does not model), so it is reported
//! rather than resolved.
//!
//! mbarriers order threads pairwise, not the whole block, so each thread has an epoch (the
//! releases it has made) and knows, for every other thread, the epoch up to which that thread's
//! accesses happen before its own (a vector clock, `known`); an access records its thread's
//! epoch. Empty until a block uses an mbarrier: then only barriers order threads.

use rustc_hash::FxHashMap;

/// Who accessed an element: the block (linear id) and its cluster (the linear id of its first
/// block), the barrier interval within the block (the number of barriers the block had passed),
/// the thread (linear id in the cluster), its epoch, and the cluster barrier arrivals and waits
/// it had made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub block: u64,
    pub cluster: u64,
    pub interval: u64,
    pub epoch: u64,
    pub thread: u32,
    pub arrived: u32,
    pub waited: u32,
}

impl Access {
    /// Whether `self`, an earlier access, is ordered before `later` (whose thread knows the
    /// epochs `known`) by program order, a barrier, an mbarrier or the cluster barrier.
    fn ordered_before(&self, later: &Access, known: &[u64]) -> bool {
        self.cluster == later.cluster
            && ((self.block == later.block && (self.thread == later.thread || self.interval < later.interval))
                || self.arrived < later.waited
                || known.get(self.thread as usize).is_some_and(|&e| self.epoch < e))
    }
}

/// The accesses an element has seen since its last write that could still race.
#[derive(Clone, Debug, Default)]
struct Element {
    write: Option<Access>,
    /// The reads of the latest read's cluster that no later read is ordered after: each must be
    /// ordered before the next write.
    reads: Vec<Access>,
    /// Whether threads of another cluster than the latest read's read it (never ordered).
    other_cluster_readers: bool,
}

/// A race found: the two accesses, the first one earlier.
#[derive(Clone, Copy, Debug)]
pub struct Race {
    pub first: Access,
    pub first_is_write: bool,
    pub second: Access,
    pub second_is_write: bool,
}

/// The race log of one launch: elements by (storage, position).
#[derive(Default)]
pub struct Races {
    elements: FxHashMap<(usize, usize), Element>,
}

impl Races {
    /// Records a read of element `at` by `by`, whose thread knows the epochs `known`; the race
    /// it completes, if any.
    pub fn read(&mut self, at: (usize, usize), by: Access, known: &[u64]) -> Option<Race> {
        let e = self.elements.entry(at).or_default();
        if let Some(w) = e.write.filter(|w| !w.ordered_before(&by, known)) {
            return Some(Race {
                first: w,
                first_is_write: true,
                second: by,
                second_is_write: false,
            });
        }
        if e.reads.first().is_some_and(|r| r.cluster != by.cluster) {
            e.other_cluster_readers = true;
            e.reads.clear();
        }
        // A read ordered before this one is ordered before whatever this one is ordered before.
        e.reads.retain(|r| !r.ordered_before(&by, known));
        e.reads.push(by);
        None
    }

    /// Records a write of element `at` by `by`, whose thread knows the epochs `known`; the race
    /// it completes, if any.
    pub fn write(&mut self, at: (usize, usize), by: Access, known: &[u64]) -> Option<Race> {
        let e = self.elements.entry(at).or_default();
        if let Some(w) = e.write.filter(|w| !w.ordered_before(&by, known)) {
            return Some(Race {
                first: w,
                first_is_write: true,
                second: by,
                second_is_write: true,
            });
        }
        let unordered = e.reads.iter().find(|r| !r.ordered_before(&by, known));
        if let Some(&r) = unordered.or(e.reads.last().filter(|_| e.other_cluster_readers)) {
            return Some(Race {
                first: r,
                first_is_write: false,
                second: by,
                second_is_write: true,
            });
        }
        *e = Element {
            write: Some(by),
            ..Element::default()
        };
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(block: u64, interval: u64, thread: u32) -> Access {
        Access {
            block,
            cluster: block,
            interval,
            epoch: 0,
            thread,
            arrived: 0,
            waited: 0,
        }
    }

    #[test]
    fn same_thread_accesses_never_race() {
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 3), &[]).is_none());
        assert!(r.read((1, 0), at(0, 0, 3), &[]).is_none());
        assert!(r.write((1, 0), at(0, 0, 3), &[]).is_none());
    }

    #[test]
    fn a_barrier_orders_threads_of_one_block_only() {
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 3), &[]).is_none());
        assert!(r.read((1, 0), at(0, 1, 4), &[]).is_none(), "after a barrier");
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 3), &[]).is_none());
        assert!(
            r.read((1, 0), at(0, 0, 4), &[]).is_some(),
            "same interval, other thread"
        );
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 3), &[]).is_none());
        assert!(r.read((1, 0), at(1, 5, 3), &[]).is_some(), "other block");
    }

    #[test]
    fn a_write_after_reads_by_other_threads_races_unless_a_barrier_separates() {
        let mut r = Races::default();
        assert!(r.read((1, 0), at(0, 0, 1), &[]).is_none());
        assert!(r.read((1, 0), at(0, 0, 2), &[]).is_none());
        assert!(
            r.write((1, 0), at(0, 0, 2), &[]).is_some(),
            "thread 1 read in the same interval"
        );
        let mut r = Races::default();
        assert!(r.read((1, 0), at(0, 0, 1), &[]).is_none());
        assert!(r.read((1, 0), at(0, 0, 2), &[]).is_none());
        assert!(r.write((1, 0), at(0, 1, 2), &[]).is_none(), "a barrier separates");
        let mut r = Races::default();
        assert!(r.read((1, 0), at(0, 0, 1), &[]).is_none());
        assert!(r.read((1, 0), at(1, 0, 1), &[]).is_none());
        assert!(
            r.write((1, 0), at(1, 1, 1), &[]).is_some(),
            "block 0 read it, unordered"
        );
        let mut r = Races::default();
        assert!(r.read((1, 0), at(0, 0, 1), &[]).is_none());
        assert!(r.read((1, 0), at(1, 0, 1), &[]).is_none());
        assert!(r.read((1, 0), at(1, 1, 1), &[]).is_none());
        assert!(
            r.write((1, 0), at(1, 2, 1), &[]).is_some(),
            "block 0's read stays unordered after block 1's barriers"
        );
    }

    #[test]
    fn a_release_orders_a_thread_only_before_the_threads_that_know_its_epoch() {
        let (mut r, mut reader) = (Races::default(), at(0, 0, 1));
        reader.epoch = 4;
        assert!(r.read((1, 0), reader, &[]).is_none());
        let mut peer = at(0, 0, 2);
        peer.epoch = 1;
        assert!(r.read((1, 0), peer, &[]).is_none());
        // Thread 3 knows thread 1 up to epoch 5 but thread 2 only up to 1: thread 2's read races.
        assert!(r.write((1, 0), at(0, 0, 3), &[0, 5, 1, 0]).is_some());
        assert!(r.write((1, 0), at(0, 0, 3), &[0, 5, 2, 0]).is_none());
        // The write, at thread 3's epoch 0, is ordered before a reader that knows epoch 1 of it.
        assert!(r.read((1, 0), at(0, 0, 1), &[0, 0, 0, 0]).is_some());
        assert!(r.read((1, 0), at(0, 0, 1), &[0, 0, 0, 1]).is_none());
    }

    #[test]
    fn two_writes_in_one_interval_race() {
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 1), &[]).is_none());
        assert!(r.write((1, 0), at(0, 0, 2), &[]).is_some());
        assert!(r.write((2, 0), at(0, 0, 1), &[]).is_none(), "other storage");
    }

    #[test]
    fn the_cluster_barrier_orders_blocks_of_one_cluster() {
        let in_cluster = |block: u64, thread: u32, arrived: u32, waited: u32| Access {
            cluster: 0,
            arrived,
            waited,
            ..at(block, 0, thread)
        };
        let mut r = Races::default();
        assert!(r.read((1, 0), in_cluster(1, 300, 0, 0), &[]).is_none());
        assert!(
            r.write((1, 0), in_cluster(0, 5, 0, 0), &[]).is_some(),
            "block 1 read it with no cluster barrier between"
        );
        assert!(
            r.write((1, 0), in_cluster(0, 5, 1, 1), &[]).is_none(),
            "block 1 read it before its first arrival, block 0 writes after its first wait"
        );
        assert!(
            r.read((1, 0), in_cluster(1, 300, 1, 0), &[]).is_some(),
            "block 1 has not waited"
        );
        let mut other = in_cluster(2, 300, 0, 5);
        other.cluster = 2;
        assert!(r.read((1, 0), other, &[]).is_some(), "another cluster");
    }
}
