//! The log of how warps' memory requests were served (`axe-run --print --traffic` on the GPU
//! emulator): per op, its requests, what serving them took (shared memory's wavefronts,
//! [`super::banks`]; global memory's 32-byte sectors, [`super::sectors`]) and what they would
//! take at best. Off unless asked for: counting costs time on every access.

use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};

/// Which memory a request went to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Memory {
    Global,
    Shared,
}

/// Requests (warp-wide instructions), what serving them took, and the least it could take.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    pub requests: u64,
    pub served: u64,
    pub ideal: u64,
}

impl Count {
    pub fn add(&mut self, other: Count) {
        self.requests += other.requests;
        self.served += other.served;
        self.ideal += other.ideal;
    }
}

/// What the ops of one location and name (unrolled copies of one source op share them) cost
/// in one memory over a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpCount {
    pub memory: Memory,
    pub op: String,
    pub count: Count,
}

#[derive(Default)]
struct Log {
    ops: Vec<OpCount>,
    /// Position in `ops` by the op's address and the memory, and by its name and the memory.
    index: FxHashMap<(usize, Memory), usize>,
    by_name: FxHashMap<(String, Memory), usize>,
}

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(false) };
    static LOG: RefCell<Log> = RefCell::new(Log::default());
}

/// Starts or stops counting.
pub fn enable(on: bool) {
    ENABLED.with(|e| e.set(on));
}

pub fn enabled() -> bool {
    ENABLED.with(Cell::get)
}

/// The counts since the last call, per op and memory in the order first seen; resets the log.
pub fn take() -> Vec<OpCount> {
    LOG.with(|l| std::mem::take(&mut *l.borrow_mut()).ops)
}

/// Adds `count` to the op at address `key` in `memory` (`describe` names it the first time;
/// ops of one name share an entry).
pub fn record(memory: Memory, key: usize, describe: impl FnOnce() -> String, count: Count) {
    LOG.with(|l| {
        let mut log = l.borrow_mut();
        let at = match log.index.get(&(key, memory)) {
            Some(&at) => at,
            None => {
                let name = describe();
                let at = match log.by_name.get(&(name.clone(), memory)) {
                    Some(&at) => at,
                    None => {
                        let at = log.ops.len();
                        log.ops.push(OpCount {
                            memory,
                            op: name.clone(),
                            count: Count::default(),
                        });
                        log.by_name.insert((name, memory), at);
                        at
                    }
                };
                log.index.insert((key, memory), at);
                at
            }
        };
        log.ops[at].count.add(count);
    });
}

/// Groups `accesses` (thread of the block, what it touches; in thread order) by warp, lanes
/// numbered within it.
pub fn by_warp<T>(accesses: Vec<(usize, T)>) -> Vec<Vec<(usize, T)>> {
    let warp = super::warp::WARP;
    let mut warps: Vec<Vec<(usize, T)>> = Vec::new();
    let mut current = None;
    for (t, x) in accesses {
        if current != Some(t / warp) {
            current = Some(t / warp);
            warps.push(Vec::new());
        }
        warps.last_mut().expect("pushed above").push((t % warp, x));
    }
    warps
}

/// The widest power of two dividing `width` bytes, at most 16: the part of a lane's access
/// one instruction moves (NVPTX splits wider vectors; `ld.v4.b32` is the widest).
pub fn instruction_bytes(width: u64) -> u64 {
    (1u64 << width.max(1).trailing_zeros()).min(16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warps_group_threads_by_thirty_two() {
        let warps = by_warp(vec![(0, 'a'), (31, 'b'), (32, 'c'), (70, 'd')]);
        assert_eq!(warps, vec![vec![(0, 'a'), (31, 'b')], vec![(0, 'c')], vec![(6, 'd')]]);
    }

    #[test]
    fn instructions_move_at_most_sixteen_bytes() {
        assert_eq!(
            [1, 2, 4, 6, 8, 12, 16, 32, 64].map(instruction_bytes),
            [1, 2, 4, 2, 8, 4, 16, 16, 16]
        );
    }

    #[test]
    fn counts_add_up_per_name_and_memory() {
        take();
        let c = Count {
            requests: 1,
            served: 4,
            ideal: 1,
        };
        record(Memory::Shared, 1, || "a".into(), c);
        record(Memory::Shared, 1, || unreachable!("named once"), c);
        record(Memory::Shared, 2, || "a".into(), c);
        record(Memory::Global, 1, || "a".into(), c);
        record(Memory::Shared, 3, || "b".into(), c);
        let log = take();
        assert_eq!(
            log.iter().map(|o| (o.memory, o.op.as_str())).collect::<Vec<_>>(),
            [(Memory::Shared, "a"), (Memory::Global, "a"), (Memory::Shared, "b")]
        );
        assert_eq!(
            log[0].count,
            Count {
                requests: 3,
                served: 12,
                ideal: 3
            }
        );
        assert!(take().is_empty());
    }
}
