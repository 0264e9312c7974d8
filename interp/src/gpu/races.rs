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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// An access's place in the launch's table of distinct accesses, plus one (0: none). A launch
/// has few distinct accesses (threads times barrier intervals and epochs) and its elements
/// many: an element holds ids, 16 bytes in all, not accesses.
type AccessId = u32;

/// The accesses an element has seen since its last write that could still race: the write,
/// and the reads of the latest read's cluster that no later read is ordered after (each must
/// be ordered before the next write), in the order they came: the one read in `read`, or two
/// or more in `lists[spilled - 1]`.
#[derive(Clone, Copy, Debug, Default)]
struct Element {
    write: AccessId,
    read: AccessId,
    spilled: u32,
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

/// The race log of one launch: each storage's elements by position (a dense table: a model's
/// weights are read element by element, and a hash map entry and a vector per element took
/// hundreds of bytes each).
#[derive(Default)]
pub struct Races {
    accesses: Vec<Access>,
    ids: FxHashMap<Access, AccessId>,
    /// The latest access and its id (an access's elements come one after another).
    last: Option<(Access, AccessId)>,
    tables: FxHashMap<usize, Vec<Element>>,
    /// The read lists of elements read two or more times, and the free ones.
    lists: Vec<Vec<AccessId>>,
    free_lists: Vec<u32>,
}

impl Races {
    fn id(&mut self, by: Access) -> AccessId {
        if let Some((_, id)) = self.last.filter(|(a, _)| *a == by) {
            return id;
        }
        let accesses = &mut self.accesses;
        let id = *self.ids.entry(by).or_insert_with(|| {
            accesses.push(by);
            accesses.len() as AccessId
        });
        self.last = Some((by, id));
        id
    }

    /// The element at `at`, its log grown to hold it.
    fn element(tables: &mut FxHashMap<usize, Vec<Element>>, (storage, position): (usize, usize)) -> &mut Element {
        let table = tables.entry(storage).or_default();
        if position >= table.len() {
            table.resize(position + 1, Element::default());
        }
        &mut table[position]
    }

    /// `by`'s id and what an access of element `at` works on: the accesses, the element (its
    /// log grown to hold it) and the read lists.
    #[allow(clippy::type_complexity)]
    fn parts(
        &mut self,
        at: (usize, usize),
        by: Access,
    ) -> (
        AccessId,
        &[Access],
        &mut Element,
        &mut Vec<Vec<AccessId>>,
        &mut Vec<u32>,
    ) {
        let id = self.id(by);
        let Races {
            accesses,
            tables,
            lists,
            free_lists,
            ..
        } = self;
        (id, accesses, Self::element(tables, at), lists, free_lists)
    }

    /// Records a read of element `at` by `by`, whose thread knows the epochs `known`; the race
    /// it completes, if any.
    pub fn read(&mut self, at: (usize, usize), by: Access, known: &[u64]) -> Option<Race> {
        let (id, accesses, e, lists, free_lists) = self.parts(at, by);
        let access = |id: AccessId| &accesses[id as usize - 1];
        if let Some(race) = after_write(e, accesses, by, known, false) {
            return Some(race);
        }
        let first = if e.spilled != 0 {
            lists[e.spilled as usize - 1][0]
        } else {
            e.read
        };
        if first != 0 && access(first).cluster != by.cluster {
            e.other_cluster_readers = true;
            free(e, lists, free_lists);
            e.read = 0;
        }
        // A read ordered before this one is ordered before whatever this one is ordered before.
        if e.spilled != 0 {
            let list = &mut lists[e.spilled as usize - 1];
            list.retain(|&r| !access(r).ordered_before(&by, known));
            list.push(id);
            if list.len() == 1 {
                e.read = list[0];
                free(e, lists, free_lists);
            }
        } else if e.read == 0 || access(e.read).ordered_before(&by, known) {
            e.read = id;
        } else {
            let list = match free_lists.pop() {
                Some(i) => {
                    e.spilled = i + 1;
                    &mut lists[i as usize]
                }
                None => {
                    lists.push(Vec::new());
                    e.spilled = lists.len() as u32;
                    lists.last_mut().expect("a list was pushed")
                }
            };
            list.extend([e.read, id]);
            e.read = 0;
        }
        None
    }

    /// Records a write of element `at` by `by`, whose thread knows the epochs `known`; the race
    /// it completes, if any.
    pub fn write(&mut self, at: (usize, usize), by: Access, known: &[u64]) -> Option<Race> {
        let (id, accesses, e, lists, free_lists) = self.parts(at, by);
        let access = |id: AccessId| &accesses[id as usize - 1];
        if let Some(race) = after_write(e, accesses, by, known, true) {
            return Some(race);
        }
        let reads: &[AccessId] = if e.spilled != 0 {
            &lists[e.spilled as usize - 1]
        } else if e.read != 0 {
            std::slice::from_ref(&e.read)
        } else {
            &[]
        };
        let unordered = reads.iter().find(|&&r| !access(r).ordered_before(&by, known));
        if let Some(&r) = unordered.or(reads.last().filter(|_| e.other_cluster_readers)) {
            return Some(Race {
                first: *access(r),
                first_is_write: false,
                second: by,
                second_is_write: true,
            });
        }
        free(e, lists, free_lists);
        *e = Element {
            write: id,
            ..Element::default()
        };
        None
    }
}

/// The race of `by` (a write if `is_write`) with `e`'s write, unless that is ordered before it.
fn after_write(e: &Element, accesses: &[Access], by: Access, known: &[u64], is_write: bool) -> Option<Race> {
    let write = accesses.get((e.write as usize).checked_sub(1)?)?;
    (!write.ordered_before(&by, known)).then_some(Race {
        first: *write,
        first_is_write: true,
        second: by,
        second_is_write: is_write,
    })
}

/// Returns `e`'s read list, if it has one, to the free lists.
fn free(e: &mut Element, lists: &mut [Vec<AccessId>], free_lists: &mut Vec<u32>) {
    if e.spilled != 0 {
        lists[e.spilled as usize - 1].clear();
        free_lists.push(e.spilled - 1);
        e.spilled = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The log as it was before the dense tables: an element's accesses themselves in a
    /// hash map by (storage, position). The tables must find the same races.
    #[derive(Default)]
    struct Reference {
        elements: std::collections::HashMap<(usize, usize), (Option<Access>, Vec<Access>, bool)>,
    }

    impl Reference {
        fn read(&mut self, at: (usize, usize), by: Access, known: &[u64]) -> Option<(Access, bool)> {
            let (write, reads, other) = self.elements.entry(at).or_default();
            if let Some(w) = write.filter(|w| !w.ordered_before(&by, known)) {
                return Some((w, true));
            }
            if reads.first().is_some_and(|r| r.cluster != by.cluster) {
                *other = true;
                reads.clear();
            }
            reads.retain(|r| !r.ordered_before(&by, known));
            reads.push(by);
            None
        }

        fn write(&mut self, at: (usize, usize), by: Access, known: &[u64]) -> Option<(Access, bool)> {
            let (write, reads, other) = self.elements.entry(at).or_default();
            if let Some(w) = write.filter(|w| !w.ordered_before(&by, known)) {
                return Some((w, true));
            }
            let unordered = reads.iter().find(|r| !r.ordered_before(&by, known));
            if let Some(&r) = unordered.or(reads.last().filter(|_| *other)) {
                return Some((r, false));
            }
            *write = Some(by);
            reads.clear();
            *other = false;
            None
        }
    }

    #[test]
    fn the_dense_log_finds_the_races_the_per_element_map_found() {
        // Random reads and writes by threads of two clusters of two blocks, across barrier
        // intervals, epochs and cluster barrier phases; after a race, both logs go on.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        let (mut races, mut reference) = (Races::default(), Reference::default());
        let mut found = 0;
        for _ in 0..200_000 {
            let block = next(4);
            let by = Access {
                block,
                cluster: block / 2,
                interval: next(3),
                epoch: next(3),
                thread: next(6) as u32,
                arrived: next(2) as u32,
                waited: next(2) as u32,
            };
            let known: Vec<u64> = (0..next(7)).map(|_| next(4)).collect();
            let at = (next(3) as usize, next(40) as usize);
            let write = next(3) == 0;
            let (got, want) = if write {
                (races.write(at, by, &known), reference.write(at, by, &known))
            } else {
                (races.read(at, by, &known), reference.read(at, by, &known))
            };
            let got = got.map(|r| {
                assert_eq!((r.second, r.second_is_write), (by, write));
                (r.first, r.first_is_write)
            });
            assert_eq!(
                got,
                want,
                "{} at {at:?} by {by:?} knowing {known:?}",
                if write { "write" } else { "read" }
            );
            found += usize::from(got.is_some());
        }
        assert!(
            found > 1000 && found < 150_000,
            "{found} races: the sequence must exercise both outcomes"
        );
    }

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
