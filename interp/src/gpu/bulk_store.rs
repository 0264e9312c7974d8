//! TMA stores (`nvgpu.tma.async.store`, PTX `cp.async.bulk.tensor` global <- shared) and their
//! bulk async-groups (`cp.async.bulk.commit_group`, `cp.async.bulk.wait_group[.read] N`), as the
//! PTX ISA defines them:
//!
//! - a store reads its box from shared memory through the async proxy some time after it is
//!   issued and before its group's `wait_group.read` returns in the issuing thread, and writes it
//!   to global memory (clipped to the array) before its group's `wait_group` returns;
//! - `commit_group` closes the thread's stores issued since the last one into a group;
//!   `wait_group N` waits until at most the newest N of the thread's groups are pending (stores
//!   not yet committed are no group and are not waited for).
//!
//! The emulator writes global memory at the issue and reads the shared box then, and keeps every
//! element of the box *being read* until the issuing thread's `wait_group` retires its group
//! (the latest moment the hardware may read it): a write of such an element before that is an
//! error, and the group's reads are logged for races again at that wait, in the waiting thread,
//! so that a write by another thread must follow the wait through a barrier. A block that ends
//! with a store still reading is an error (its shared memory goes away).

use rustc_hash::FxHashMap;

/// Element (storage key, position).
pub type Element = (usize, usize);

/// The shared elements one thread's stores read, by group.
#[derive(Default)]
struct Thread {
    /// Stores issued since the last commit.
    open: Vec<Element>,
    /// Committed groups, oldest first.
    groups: Vec<Vec<Element>>,
}

/// The block's TMA stores in flight.
#[derive(Default)]
pub struct BulkStores {
    threads: FxHashMap<usize, Thread>,
    /// Elements being read, and the thread whose store reads each.
    reading: FxHashMap<Element, usize>,
}

impl BulkStores {
    /// A store of `thread` that reads `elements`.
    pub fn issue(&mut self, thread: usize, elements: Vec<Element>) {
        for &e in &elements {
            self.reading.insert(e, thread);
        }
        self.threads.entry(thread).or_default().open.extend(elements);
    }

    /// `cp.async.bulk.commit_group` in `thread` (no group when it issued nothing since).
    pub fn commit(&mut self, thread: usize) {
        if let Some(t) = self.threads.get_mut(&thread) {
            if !t.open.is_empty() {
                let group = std::mem::take(&mut t.open);
                t.groups.push(group);
            }
        }
    }

    /// `cp.async.bulk.wait_group keep` in `thread`: the elements its retired groups read.
    pub fn wait(&mut self, thread: usize, keep: usize) -> Vec<Element> {
        let Some(t) = self.threads.get_mut(&thread) else {
            return Vec::new();
        };
        let done = t.groups.len().saturating_sub(keep);
        let read: Vec<Element> = t.groups.drain(..done).flatten().collect();
        for e in &read {
            if self.reading.get(e) == Some(&thread) {
                self.reading.remove(e);
            }
        }
        read
    }

    /// The thread whose store still reads `element`, if any.
    pub fn reader(&self, element: Element) -> Option<usize> {
        if self.reading.is_empty() {
            None
        } else {
            self.reading.get(&element).copied()
        }
    }

    /// A thread with a store still reading at the block's end, if any.
    pub fn unfinished(&self) -> Option<usize> {
        self.threads
            .iter()
            .filter(|(_, t)| !t.open.is_empty() || !t.groups.is_empty())
            .map(|(&thread, _)| thread)
            .min()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wait_group_retires_all_but_the_newest_groups() {
        let mut s = BulkStores::default();
        s.issue(0, vec![(1, 0), (1, 1)]);
        s.commit(0);
        s.issue(0, vec![(1, 2)]);
        s.commit(0);
        assert_eq!(s.reader((1, 2)), Some(0));
        // Keep one: the older group is read.
        assert_eq!(s.wait(0, 1), vec![(1, 0), (1, 1)]);
        assert_eq!(s.reader((1, 0)), None);
        assert_eq!(s.reader((1, 2)), Some(0));
        assert_eq!(s.unfinished(), Some(0));
        assert_eq!(s.wait(0, 0), vec![(1, 2)]);
        assert_eq!(s.unfinished(), None);
    }

    #[test]
    fn uncommitted_stores_are_not_waited_for() {
        let mut s = BulkStores::default();
        s.issue(3, vec![(1, 5)]);
        assert!(s.wait(3, 0).is_empty());
        assert_eq!(s.reader((1, 5)), Some(3));
        assert_eq!(s.unfinished(), Some(3));
        // Another thread's wait retires nothing of thread 3's.
        s.commit(3);
        assert!(s.wait(0, 0).is_empty());
        assert_eq!(s.wait(3, 0), vec![(1, 5)]);
    }
}
