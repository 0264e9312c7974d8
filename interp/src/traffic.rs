//! Memory traffic counted while interpreting: elements and bytes loaded and
//! stored (`uop.load`/`uop.store`, `uop.bufferize` writes, `memref.load`/
//! `memref.store`). A gated-off load or store moves nothing, nor does an access to on-chip
//! memory ([`on_chip`]: the GPU emulator's shared and private buffers). The range and
//! reduce benchmarks (bench/ranges.md) read it through `axe-run --traffic`.

use super::value::ElemTy;
use std::cell::Cell;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    pub loads: u64,
    pub loaded_bytes: u64,
    pub stores: u64,
    pub stored_bytes: u64,
}

thread_local! {
    static COUNTER: Cell<Traffic> = Cell::new(Traffic::default());
}

fn bytes(e: ElemTy) -> u64 {
    u64::from(e.width().div_ceil(8))
}

pub fn record_load(e: ElemTy) {
    COUNTER.with(|c| {
        let mut t = c.get();
        t.loads += 1;
        t.loaded_bytes += bytes(e);
        c.set(t);
    });
}

pub fn record_store(e: ElemTy) {
    COUNTER.with(|c| {
        let mut t = c.get();
        t.stores += 1;
        t.stored_bytes += bytes(e);
        c.set(t);
    });
}

/// Runs `f` without counting what it moves: accesses to on-chip memory (a GPU block's
/// shared memory, a thread's registers) are not memory traffic.
pub fn on_chip<T>(f: impl FnOnce() -> T) -> T {
    let saved = COUNTER.with(Cell::get);
    let result = f();
    COUNTER.with(|c| c.set(saved));
    result
}

/// The traffic since the last call, resetting the counter.
pub fn take() -> Traffic {
    COUNTER.with(|c| c.replace(Traffic::default()))
}
