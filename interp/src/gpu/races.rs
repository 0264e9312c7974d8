//! Data races of one kernel launch. Two accesses to the same element, at least one a write,
//! by different threads race unless a barrier orders them: both threads in the same block
//! and the earlier access in an earlier barrier interval. Threads of different blocks are
//! never ordered within a launch. A race is an error of the program (its result depends on
//! scheduling the emulator does not model), so it is reported rather than resolved.

use rustc_hash::FxHashMap;

/// Who accessed an element: the block (linear id), the barrier interval within the
/// block (the number of barriers the block had passed) and the thread (linear id).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub block: u64,
    pub interval: u64,
    pub thread: u32,
}

impl Access {
    /// Whether `self`, an earlier access, is ordered before `later` by program order or a
    /// barrier.
    fn ordered_before(&self, later: &Access) -> bool {
        self.block == later.block && (self.thread == later.thread || self.interval < later.interval)
    }
}

/// The accesses an element has seen since its last write that could still race.
#[derive(Clone, Copy, Debug, Default)]
struct Element {
    write: Option<Access>,
    /// The latest read.
    read: Option<Access>,
    /// Whether other threads of the latest read's block read it in the same interval.
    same_interval_readers: bool,
    /// Whether threads of other blocks than the latest read's read it (never ordered).
    other_block_readers: bool,
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
    /// Records a read of element `at`; the race it completes, if any.
    pub fn read(&mut self, at: (usize, usize), by: Access) -> Option<Race> {
        let e = self.elements.entry(at).or_default();
        if let Some(w) = e.write.filter(|w| !w.ordered_before(&by)) {
            return Some(Race {
                first: w,
                first_is_write: true,
                second: by,
                second_is_write: false,
            });
        }
        if let Some(r) = e.read {
            if r.ordered_before(&by) {
                if r.interval < by.interval {
                    e.same_interval_readers = false;
                }
            } else if r.block == by.block {
                e.same_interval_readers = true;
            } else {
                e.other_block_readers = true;
                e.same_interval_readers = false;
            }
        }
        e.read = Some(by);
        None
    }

    /// Records a write of element `at`; the race it completes, if any.
    pub fn write(&mut self, at: (usize, usize), by: Access) -> Option<Race> {
        let e = self.elements.entry(at).or_default();
        if let Some(w) = e.write.filter(|w| !w.ordered_before(&by)) {
            return Some(Race {
                first: w,
                first_is_write: true,
                second: by,
                second_is_write: true,
            });
        }
        if let Some(r) = e.read {
            let unordered_peers = e.same_interval_readers && !(r.block == by.block && r.interval < by.interval);
            if !r.ordered_before(&by) || unordered_peers || e.other_block_readers {
                return Some(Race {
                    first: r,
                    first_is_write: false,
                    second: by,
                    second_is_write: true,
                });
            }
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
            interval,
            thread,
        }
    }

    #[test]
    fn same_thread_accesses_never_race() {
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 3)).is_none());
        assert!(r.read((1, 0), at(0, 0, 3)).is_none());
        assert!(r.write((1, 0), at(0, 0, 3)).is_none());
    }

    #[test]
    fn a_barrier_orders_threads_of_one_block_only() {
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 3)).is_none());
        assert!(r.read((1, 0), at(0, 1, 4)).is_none(), "after a barrier");
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 3)).is_none());
        assert!(r.read((1, 0), at(0, 0, 4)).is_some(), "same interval, other thread");
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 3)).is_none());
        assert!(r.read((1, 0), at(1, 5, 3)).is_some(), "other block");
    }

    #[test]
    fn a_write_after_reads_by_other_threads_races_unless_a_barrier_separates() {
        let mut r = Races::default();
        assert!(r.read((1, 0), at(0, 0, 1)).is_none());
        assert!(r.read((1, 0), at(0, 0, 2)).is_none());
        assert!(
            r.write((1, 0), at(0, 0, 2)).is_some(),
            "thread 1 read in the same interval"
        );
        let mut r = Races::default();
        assert!(r.read((1, 0), at(0, 0, 1)).is_none());
        assert!(r.read((1, 0), at(0, 0, 2)).is_none());
        assert!(r.write((1, 0), at(0, 1, 2)).is_none(), "a barrier separates");
        let mut r = Races::default();
        assert!(r.read((1, 0), at(0, 0, 1)).is_none());
        assert!(r.read((1, 0), at(1, 0, 1)).is_none());
        assert!(r.write((1, 0), at(1, 1, 1)).is_some(), "block 0 read it, unordered");
        let mut r = Races::default();
        assert!(r.read((1, 0), at(0, 0, 1)).is_none());
        assert!(r.read((1, 0), at(1, 0, 1)).is_none());
        assert!(r.read((1, 0), at(1, 1, 1)).is_none());
        assert!(
            r.write((1, 0), at(1, 2, 1)).is_some(),
            "block 0's read stays unordered after block 1's barriers"
        );
    }

    #[test]
    fn two_writes_in_one_interval_race() {
        let mut r = Races::default();
        assert!(r.write((1, 0), at(0, 0, 1)).is_none());
        assert!(r.write((1, 0), at(0, 0, 2)).is_some());
        assert!(r.write((2, 0), at(0, 0, 1)).is_none(), "other storage");
    }
}
