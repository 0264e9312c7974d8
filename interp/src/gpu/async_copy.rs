//! `cp.async` (`nvgpu.device_async_copy`, `device_async_create_group`, `device_async_wait`):
//! a thread starts a copy from global to shared memory that lands at some time before the
//! thread waits for its group. The emulator reads the source when the copy is issued and
//! writes the destination when the issuing thread's wait completes its group, recording the
//! write then (so another thread's read is ordered after it only by a later barrier); the
//! issue records it too, so that an access of another thread not ordered before the issue
//! (a stage another warp may still be reading) is a race. Until the wait the destination
//! elements are pending: any access to one is an error, since the hardware may or may not
//! have written it yet.
//!
//! PTX (`cp.async.commit_group`, `cp.async.wait_group N`): a thread's copies not yet in a
//! group are committed together as its newest group; waiting with N completes every group
//! but the newest N. Copies never committed are not waited for.

use crate::{store::Store, value::Num};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// One copy: the destination storage, its element positions and the values read.
pub struct Copy {
    pub store: Rc<RefCell<Store>>,
    pub key: usize,
    pub writes: Vec<(usize, Num)>,
}

/// A thread's copies: committed groups (oldest first) and those not yet committed.
#[derive(Default)]
struct ThreadCopies {
    groups: Vec<Vec<Copy>>,
    uncommitted: Vec<Copy>,
}

/// The copies in flight in one block.
#[derive(Default)]
pub struct AsyncCopies {
    threads: FxHashMap<usize, ThreadCopies>,
    /// Destination elements (storage, position) with a copy in flight, and the issuing thread.
    pending: FxHashMap<(usize, usize), usize>,
}

impl AsyncCopies {
    /// The thread whose copy to element `at` is in flight, if any.
    pub fn pending(&self, at: (usize, usize)) -> Option<usize> {
        if self.pending.is_empty() {
            None
        } else {
            self.pending.get(&at).copied()
        }
    }

    /// Starts `copy` in thread `thread`; an error naming the thread of a copy already in
    /// flight to one of its elements.
    pub fn issue(&mut self, thread: usize, copy: Copy) -> Result<(), usize> {
        for &(p, _) in &copy.writes {
            if let Some(&other) = self.pending.get(&(copy.key, p)) {
                return Err(other);
            }
        }
        for &(p, _) in &copy.writes {
            self.pending.insert((copy.key, p), thread);
        }
        self.threads.entry(thread).or_default().uncommitted.push(copy);
        Ok(())
    }

    /// `cp.async.commit_group` in `thread`.
    pub fn commit(&mut self, thread: usize) {
        let copies = self.threads.entry(thread).or_default();
        let group = std::mem::take(&mut copies.uncommitted);
        copies.groups.push(group);
    }

    /// The copies `thread` has committed and not yet waited for.
    pub fn in_flight(&self, thread: usize) -> usize {
        self.threads
            .get(&thread)
            .map_or(0, |c| c.groups.iter().map(Vec::len).sum())
    }

    /// `cp.async.wait_group keep` in `thread`: the copies of every group but the newest
    /// `keep`, now complete, for the caller to write (and record).
    pub fn wait(&mut self, thread: usize, keep: usize) -> Vec<Copy> {
        let Some(copies) = self.threads.get_mut(&thread) else {
            return Vec::new();
        };
        let done = copies.groups.len().saturating_sub(keep);
        let completed: Vec<Copy> = copies.groups.drain(..done).flatten().collect();
        for copy in &completed {
            for &(p, _) in &copy.writes {
                self.pending.remove(&(copy.key, p));
            }
        }
        completed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn copy(store: &Rc<RefCell<Store>>, at: usize) -> Copy {
        Copy {
            store: store.clone(),
            key: 1,
            writes: vec![(at, Num::F(1.0))],
        }
    }

    #[test]
    fn a_wait_completes_all_but_the_newest_groups() {
        let store = Rc::new(RefCell::new(Store::Nums(vec![Num::F(0.0); 4])));
        let mut copies = AsyncCopies::default();
        copies.issue(0, copy(&store, 0)).unwrap();
        copies.commit(0);
        copies.issue(0, copy(&store, 1)).unwrap();
        copies.commit(0);
        copies.issue(0, copy(&store, 2)).unwrap();
        assert_eq!(copies.pending((1, 0)), Some(0));
        assert_eq!(copies.in_flight(0), 2);
        let done = copies.wait(0, 1);
        assert_eq!(done.len(), 1);
        assert_eq!(copies.in_flight(0), 1);
        assert_eq!(copies.pending((1, 0)), None);
        assert_eq!(copies.pending((1, 1)), Some(0));
        // The uncommitted copy is not waited for.
        assert_eq!(copies.wait(0, 0).len(), 1);
        assert_eq!(copies.pending((1, 2)), Some(0));
    }

    #[test]
    fn two_copies_to_one_element_in_flight_are_refused() {
        let store = Rc::new(RefCell::new(Store::Nums(vec![Num::F(0.0); 4])));
        let mut copies = AsyncCopies::default();
        copies.issue(3, copy(&store, 0)).unwrap();
        assert_eq!(copies.issue(5, copy(&store, 0)).err(), Some(3));
    }
}
