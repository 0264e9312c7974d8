//! mbarriers and TMA copies (`nvgpu.mbarrier.*`, `nvgpu.tma.async.load`), as the PTX ISA
//! defines them (sections "mbarrier" and "cp.async.bulk.tensor"):
//!
//! - an mbarrier counts down the arrivals its current phase expects and the transaction bytes
//!   it was told to expect (`expect_tx`); the phase completes when both reach zero, and the next
//!   phase expects the initial count again;
//! - a TMA copy reads its box from global memory and writes it to shared memory some time
//!   before the phase of its mbarrier completes, counting its bytes on it (`complete_tx`);
//! - `try_wait.parity P` returns once the phase of parity P is complete: at once if the
//!   current (incomplete) phase has the other parity.
//!
//! The emulator reads a copy's box when it is issued and lands it when a thread waits for its
//! phase (the latest moment the hardware may), so an access to a destination element before
//! that is an error, as for `cp.async`. A wait for a phase that can never complete (arrivals
//! missing, or fewer bytes in flight than expected) is an error, where the hardware would hang.
//!
//! Ordering (for the race log, [`super::races`]): an arrival, and a copy's issue, release the
//! thread's accesses so far into the phase; a thread that waits for the phase acquires them
//! (a copy's writes count as its issuer's, at its issue).

use crate::{
    store::Store,
    value::{MemRef, Num},
};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// One TMA copy in flight: the destination storage, its element positions and values, and the
/// bytes it counts on its mbarrier.
pub struct Load {
    pub store: Rc<RefCell<Store>>,
    pub key: usize,
    pub writes: Vec<(usize, Num)>,
    pub bytes: i64,
    /// The issuing thread's access at the issue, and the epochs it knew.
    pub by: super::races::Access,
    pub known: Vec<u64>,
}

#[derive(Default)]
struct Barrier {
    /// Arrivals each phase expects, and those the current one still does.
    expected: i64,
    arrivals_left: i64,
    /// Transaction bytes the current phase expects.
    tx: i64,
    /// Phases completed so far: the current phase's number; and the phases a wait has seen
    /// complete.
    completed: u64,
    observed: u64,
    loads: Vec<Load>,
    /// The epochs the current phase's arrivals and issues released, and the latest completed
    /// phase's (what a wait acquires).
    clock: Vec<u64>,
    completed_clock: Vec<u64>,
}

/// `into` becomes the elementwise maximum of itself and `from`.
pub fn join(into: &mut Vec<u64>, from: &[u64]) {
    if into.len() < from.len() {
        into.resize(from.len(), 0);
    }
    for (a, &b) in into.iter_mut().zip(from) {
        *a = (*a).max(b);
    }
}

/// The block's mbarriers, by (storage, index) of their 8 bytes of shared memory.
#[derive(Default)]
pub struct Mbarriers {
    barriers: FxHashMap<(usize, usize), Barrier>,
    /// Destination elements with a TMA copy in flight, and the issuing thread.
    pending: FxHashMap<(usize, usize), usize>,
    /// The storage of each `nvgpu.mbarrier.create` (by op and block rank), created once per
    /// block, and each storage's group (by storage).
    groups: FxHashMap<(usize, usize), MemRef>,
    storage: FxHashMap<usize, MemRef>,
}

impl Mbarriers {
    /// The storage of group `op` in block `rank` of the cluster (`fresh` makes it the first
    /// time).
    pub fn group(
        &mut self,
        op: usize,
        rank: usize,
        fresh: impl FnOnce() -> Result<MemRef, String>,
    ) -> Result<MemRef, String> {
        if let Some(m) = self.groups.get(&(op, rank)) {
            return Ok(m.clone());
        }
        let m = fresh()?;
        self.groups.insert((op, rank), m.clone());
        self.storage
            .insert(Rc::as_ptr(&m.store) as *const () as usize, m.clone());
        Ok(m)
    }

    /// Whether `storage` holds mbarriers (a group's).
    pub fn is_group(&self, storage: usize) -> bool {
        self.storage.contains_key(&storage)
    }

    /// The group whose storage is `storage`.
    pub fn group_of(&self, storage: usize) -> Option<&MemRef> {
        self.storage.get(&storage)
    }

    fn barrier(&mut self, at: (usize, usize)) -> Result<&mut Barrier, String> {
        self.barriers
            .get_mut(&at)
            .ok_or_else(|| format!("uses mbarrier {} before mbarrier.init", at.1))
    }

    /// `mbarrier.init`: `count` arrivals per phase, from phase 0.
    pub fn init(&mut self, at: (usize, usize), count: i64) -> Result<(), String> {
        if !(1..1 << 20).contains(&count) {
            return Err(format!(
                "initializes mbarrier {} for {count} arrivals; an mbarrier counts 1 to 2^20 - 1",
                at.1
            ));
        }
        if self.barriers.get(&at).is_some_and(|b| !b.loads.is_empty()) {
            return Err(format!(
                "initializes mbarrier {} again while TMA copies are in flight on it",
                at.1
            ));
        }
        self.barriers.insert(
            at,
            Barrier {
                expected: count,
                arrivals_left: count,
                ..Barrier::default()
            },
        );
        Ok(())
    }

    /// `mbarrier.arrive.expect_tx`: the current phase expects `bytes` more, and one arrival
    /// is made.
    pub fn arrive_expect_tx(&mut self, at: (usize, usize), bytes: i64) -> Result<(), String> {
        let b = self.barrier(at)?;
        if b.arrivals_left == 0 {
            return Err(format!(
                "arrives on mbarrier {} whose phase {} has had all its {} arrivals",
                at.1, b.completed, b.expected
            ));
        }
        b.tx = b.tx.checked_add(bytes).filter(|&t| t < 1 << 20).ok_or_else(|| {
            format!(
                "expects {bytes} more bytes on mbarrier {}; a phase counts fewer than 2^20",
                at.1
            )
        })?;
        b.arrivals_left -= 1;
        if b.arrivals_left == 0 && b.tx == 0 && b.loads.is_empty() {
            b.completed += 1;
            b.arrivals_left = b.expected;
            b.completed_clock = std::mem::take(&mut b.clock);
        }
        Ok(())
    }

    /// A release into mbarrier `at`'s current phase: the epochs `known` (the releasing thread's
    /// own past its accesses so far).
    pub fn release(&mut self, at: (usize, usize), known: &[u64]) -> Result<(), String> {
        join(&mut self.barrier(at)?.clock, known);
        Ok(())
    }

    /// The number of `at`'s current phase (0 before its init).
    pub fn phase(&self, at: (usize, usize)) -> u64 {
        self.barriers.get(&at).map_or(0, |b| b.completed)
    }

    /// The phases of `at` a wait has seen complete.
    pub fn observed(&self, at: (usize, usize)) -> u64 {
        self.barriers.get(&at).map_or(0, |b| b.observed)
    }

    /// The epochs a wait for the latest completed phase of `at` acquires.
    pub fn acquired(&self, at: (usize, usize)) -> &[u64] {
        self.barriers.get(&at).map_or(&[], |b| &b.completed_clock)
    }

    /// A TMA copy of `thread` on mbarrier `at`; an error naming the thread of a copy still in
    /// flight to one of its elements.
    pub fn issue(&mut self, at: (usize, usize), thread: usize, load: Load) -> Result<(), String> {
        self.barrier(at)?;
        for &(p, _) in &load.writes {
            if let Some(&other) = self.pending.get(&(load.key, p)) {
                return Err(format!(
                    "copies to shared element {p}, which a TMA copy of thread {other} is still copying to"
                ));
            }
        }
        for &(p, _) in &load.writes {
            self.pending.insert((load.key, p), thread);
        }
        self.barrier(at)?.loads.push(load);
        Ok(())
    }

    /// The thread whose TMA copy to element `at` is in flight, if any.
    pub fn pending(&self, at: (usize, usize)) -> Option<usize> {
        if self.pending.is_empty() {
            None
        } else {
            self.pending.get(&at).copied()
        }
    }

    /// `mbarrier.try_wait.parity parity`: the copies that land now (none when the phase of
    /// that parity is already complete).
    pub fn wait(&mut self, at: (usize, usize), parity: bool) -> Result<Vec<Load>, String> {
        let b = self.barrier(at)?;
        if (b.completed % 2 == 1) != parity {
            b.observed = b.completed;
            return Ok(Vec::new());
        }
        if b.arrivals_left > 0 {
            return Err(format!(
                "waits for phase {} of mbarrier {}, which still expects {} of its {} arrivals; none comes before the wait (the emulator runs the block in lockstep), so the wait would never end",
                b.completed, at.1, b.arrivals_left, b.expected
            ));
        }
        let brought: i64 = b.loads.iter().map(|l| l.bytes).sum();
        if brought != b.tx {
            return Err(format!("waits for phase {} of mbarrier {}, which expects {} bytes, but its copies in flight bring {brought}: the wait would never end", b.completed, at.1, b.tx));
        }
        b.completed += 1;
        b.observed = b.completed;
        b.arrivals_left = b.expected;
        b.tx = 0;
        b.completed_clock = std::mem::take(&mut b.clock);
        let loads = std::mem::take(&mut b.loads);
        for load in &loads {
            for &(p, _) in &load.writes {
                self.pending.remove(&(load.key, p));
            }
        }
        Ok(loads)
    }
}

/// The byte address TMA writes for unswizzled address `address`: the 16-byte chunk within
/// each swizzle row XORed with the row's position in the 8-row pattern (CuTe's
/// `Swizzle<B, 4, 3>` of bytes).
pub fn swizzle_address(address: u64, swizzle: i64) -> u64 {
    let mask = (swizzle.max(16) as u64 / 16) - 1;
    address ^ (((address >> 7) & mask) << 4)
}

/// What `cuTensorMapEncodeTiled` refuses in a tiled map of a row-major array of `dims` of
/// `elem_bytes`-byte elements read in boxes of `box_dims`.
pub fn check_map(dims: &[i64], box_dims: &[i64], elem_bytes: i64, swizzle: i64) -> Result<(), String> {
    if dims.is_empty() || dims.len() > 5 || box_dims.len() != dims.len() {
        return Err(format!(
            "maps a {}-dimensional array in {}-dimensional boxes; a tensor map has 1 to 5 dimensions, its box as many",
            dims.len(),
            box_dims.len()
        ));
    }
    if let Some(b) = box_dims.iter().find(|b| !(1..=256).contains(*b)) {
        return Err(format!("has a box extent {b}; TMA boxes are 1 to 256 per dimension"));
    }
    let inner = box_dims[dims.len() - 1] * elem_bytes;
    if inner % 16 != 0 {
        return Err(format!(
            "has boxes whose rows are {inner} bytes; TMA needs a multiple of 16"
        ));
    }
    if swizzle > 0 && inner > swizzle {
        return Err(format!(
            "has boxes whose rows are {inner} bytes, longer than its {swizzle}-byte swizzle"
        ));
    }
    let mut pitch = elem_bytes;
    for &d in dims.iter().rev().take(dims.len() - 1) {
        pitch = pitch.saturating_mul(d);
        if pitch % 16 != 0 || pitch >= 1 << 40 {
            return Err(format!("maps an array with a row pitch of {pitch} bytes; a tensor map's strides are multiples of 16 below 2^40"));
        }
    }
    if dims.iter().any(|&d| !(1..=1 << 32).contains(&d)) {
        return Err("maps an array with a dimension of 0 or past 2^32".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(key: usize, positions: &[usize], bytes: i64) -> Load {
        Load {
            store: Rc::new(RefCell::new(Store::Nums(vec![Num::F(0.0); 8]))),
            key,
            writes: positions.iter().map(|&p| (p, Num::F(1.0))).collect(),
            bytes,
            by: super::super::races::Access {
                block: 0,
                cluster: 0,
                interval: 0,
                epoch: 0,
                thread: 0,
                arrived: 0,
                waited: 0,
            },
            known: Vec::new(),
        }
    }

    #[test]
    fn a_phase_completes_with_its_arrival_and_bytes() {
        let mut m = Mbarriers::default();
        let at = (1, 0);
        m.init(at, 1).unwrap();
        m.arrive_expect_tx(at, 8).unwrap();
        m.issue(at, 0, load(7, &[0, 1], 8)).unwrap();
        assert_eq!(m.pending((7, 1)), Some(0));
        // Parity 1 of a fresh barrier: the phase before the first, complete.
        assert!(m.wait(at, true).unwrap().is_empty());
        assert_eq!(m.wait(at, false).unwrap().len(), 1);
        assert_eq!(m.pending((7, 1)), None);
        // Phase 1 now: parity 0 is complete, parity 1 waits for an arrival that never comes.
        assert!(m.wait(at, false).unwrap().is_empty());
        assert!(m
            .wait(at, true)
            .err()
            .expect("an error")
            .contains("still expects 1 of its 1 arrivals"));
    }

    #[test]
    fn missing_bytes_and_extra_arrivals_are_errors() {
        let mut m = Mbarriers::default();
        let at = (1, 3);
        assert!(m.arrive_expect_tx(at, 8).unwrap_err().contains("before mbarrier.init"));
        m.init(at, 1).unwrap();
        m.arrive_expect_tx(at, 16).unwrap();
        m.issue(at, 0, load(7, &[0], 8)).unwrap();
        assert!(m
            .arrive_expect_tx(at, 0)
            .unwrap_err()
            .contains("has had all its 1 arrivals"));
        assert!(m.issue(at, 5, load(7, &[0], 8)).unwrap_err().contains("thread 0"));
        assert!(m
            .wait(at, false)
            .err()
            .expect("an error")
            .contains("expects 16 bytes, but its copies in flight bring 8"));
    }

    #[test]
    fn an_arrival_with_no_bytes_completes_the_phase() {
        let mut m = Mbarriers::default();
        m.init((1, 0), 1).unwrap();
        m.arrive_expect_tx((1, 0), 0).unwrap();
        assert!(m.wait((1, 0), false).unwrap().is_empty());
        assert!(m.init((1, 0), 0).unwrap_err().contains("1 to 2^20 - 1"));
    }

    #[test]
    fn swizzles_move_16_byte_chunks_by_the_row() {
        // Row 3 (bytes 384..512) of a 128-byte swizzle: chunk c lands at chunk c ^ 3.
        assert_eq!(swizzle_address(384, 128), 384 + 3 * 16);
        assert_eq!(swizzle_address(384 + 16, 128), 384 + 2 * 16);
        // 64-byte swizzle: bits 7-8 into bits 4-5; 32-byte: bit 7 into bit 4; none: unchanged.
        assert_eq!(swizzle_address(128, 64), 128 + 16);
        assert_eq!(swizzle_address(3 * 128, 64), 3 * 128 + 48);
        assert_eq!(swizzle_address(128 + 16, 32), 128);
        assert_eq!(swizzle_address(4 * 128, 32), 4 * 128);
        assert_eq!(swizzle_address(384, 0), 384);
    }

    #[test]
    fn descriptor_types_and_maps() {
        let text = "!nvgpu.tensormap.descriptor<tensor = memref<32x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>";
        assert_eq!(
            axe_dialects::ir::tensormap::descriptor_type(text),
            Some((vec![32, 64], 128, false))
        );
        assert!(check_map(&[128, 128], &[32, 64], 2, 128).is_ok());
        assert!(check_map(&[128, 128], &[32, 128], 2, 128)
            .unwrap_err()
            .contains("longer than its 128-byte swizzle"));
        assert!(check_map(&[128, 100], &[32, 4], 2, 0)
            .unwrap_err()
            .contains("rows are 8 bytes"));
        assert!(check_map(&[128, 100], &[32, 8], 2, 0)
            .unwrap_err()
            .contains("row pitch of 200"));
        assert!(check_map(&[128, 128], &[512, 8], 2, 0)
            .unwrap_err()
            .contains("box extent 512"));
    }
}
