//! sm_90's warpgroup MMA (`nvvm.wgmma.*`) and what it needs around it: shared-memory addresses
//! and the async proxy.
//!
//! - **Addresses.** A descriptor names its operand by shared-memory address, so each block's
//!   shared buffers get addresses in one window ([`SharedWindow`]), each aligned as declared;
//!   `memref.extract_aligned_pointer_as_index` of a shared buffer is its address there.
//! - **wgmma.mma_async** runs once per warpgroup (4 whole warps): it decodes both descriptors
//!   ([`axe_schedule::wgmma`]), reads A (64 x 16) and B (16 x N) from shared memory at issue and
//!   computes D = A B + D (products exact, summed in f64, rounded once to f32, as `mma.sync`),
//!   or D = A B with scale-d zero, which does not read the accumulators (they may be undefined).
//!   Its result stays *pending* until `wgmma.wait_group` retires its group: reading it before is
//!   an error, except as the accumulator of another wgmma (the hardware chains them); writing a
//!   shared element it reads before then is an error too. A pending accumulator may also move
//!   through the thread's registers unchanged (`llvm.extractvalue` / `insertvalue`, a store
//!   into and a load from a private buffer: what LLVM keeps in the same registers), staying
//!   pending, so that an async gemm's result can wait in its register tensor for the next one.
//! - **wgmma.fence** must come before a warpgroup's first wgmma after each wait, and after the
//!   last ordinary write of the accumulator registers a wgmma reads (`llvm.insertvalue` building
//!   its struct): the fence orders those writes before the wgmma.
//! - **The async proxy.** wgmma reads shared memory through the async proxy, so a write by
//!   ordinary stores or `cp.async` must be followed by `fence.proxy.async` in the writing thread
//!   before a wgmma reads it (and a barrier orders the two, which the race check sees). The
//!   emulator tracks unfenced shared writes in kernels that have a wgmma.

use crate::value::{MemRef, Num};
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

/// Element (storage key, position).
pub type Element = (usize, usize);

fn storage_key(m: &MemRef) -> usize {
    Rc::as_ptr(&m.store) as *const () as usize
}

/// Bytes of one element of `m`, and of its whole storage.
pub(super) fn element_bytes(m: &MemRef) -> u64 {
    (m.elem.width() as u64).div_ceil(8)
}

fn storage_bytes(m: &MemRef) -> u64 {
    m.store.borrow().len() as u64 * element_bytes(m)
}

/// One block's shared buffers at byte addresses, allocated in order, each at its alignment;
/// the dynamic shared memory after them, whose typed views are buffers of their own.
#[derive(Default)]
pub struct SharedWindow {
    buffers: Vec<(u64, MemRef)>,
    end: u64,
    /// The dynamic shared memory (bytes) and its address.
    dynamic: Option<(u64, MemRef)>,
}

impl SharedWindow {
    /// Places the block's dynamic shared memory `raw` 16 bytes past a 1024-byte boundary: the
    /// least alignment CUDA promises it, so that a kernel assuming more is caught.
    pub fn place_dynamic(&mut self, raw: &MemRef) {
        let base = self.end.div_ceil(1024) * 1024 + 16;
        self.end = base + storage_bytes(raw);
        self.dynamic = Some((base, raw.clone()));
    }

    /// The typed view `view` of the dynamic shared memory at byte `shift`: an error where it
    /// leaves the memory, is misaligned for its elements, or overlaps another view.
    pub fn place_view(&mut self, view: &MemRef, shift: u64) -> Result<(), String> {
        let Some((base, raw)) = &self.dynamic else {
            return Err("views dynamic shared memory, but the launch gives none".into());
        };
        let (width, bytes, size) = (element_bytes(view), storage_bytes(view), storage_bytes(raw));
        if shift.checked_add(bytes).is_none_or(|end| end > size) {
            return Err(format!(
                "views bytes {shift} to {} of a dynamic shared memory of {size}",
                shift.saturating_add(bytes)
            ));
        }
        let address = base + shift;
        if !address.is_multiple_of(width) {
            return Err(format!(
                "views {} elements at shared address {address}, not a multiple of their {width} bytes",
                view.elem
            ));
        }
        let overlaps = |(b, m): &(u64, MemRef)| *b < address + bytes && address < b + storage_bytes(m);
        if let Some((b, _)) = self.buffers.iter().find(|x| overlaps(x)) {
            return Err(format!("views shared bytes {address} to {} that another view (from address {b}) holds; the emulator keeps each view's elements apart", address + bytes));
        }
        self.buffers.push((address, view.clone()));
        Ok(())
    }

    pub fn place(&mut self, memref: &MemRef, alignment: usize) {
        if self.address_of(memref).is_some() {
            return;
        }
        let alignment = alignment.max(16) as u64;
        let base = self.end.div_ceil(alignment) * alignment;
        self.end = base + storage_bytes(memref);
        self.buffers.push((base, memref.clone()));
    }

    /// The address of `memref`'s storage, when it is a shared buffer (or the dynamic shared
    /// memory).
    pub fn address_of(&self, memref: &MemRef) -> Option<u64> {
        let key = storage_key(memref);
        self.buffers
            .iter()
            .chain(&self.dynamic)
            .find(|(_, m)| storage_key(m) == key)
            .map(|&(base, _)| base)
    }

    /// The buffer and element position at byte `address`, which must hold elements of `bytes`
    /// bytes.
    pub fn locate(&self, address: u64, bytes: u64) -> Result<(&MemRef, usize), String> {
        for (base, m) in &self.buffers {
            let width = element_bytes(m);
            if (*base..base + storage_bytes(m)).contains(&address) {
                if width != bytes {
                    return Err(format!(
                        "shared address {address}, in a buffer of {} elements, not of {bytes}-byte ones",
                        m.elem
                    ));
                }
                if !(address - base).is_multiple_of(bytes) {
                    return Err(format!("shared address {address} is not on an element of its buffer"));
                }
                return Ok((m, ((address - base) / bytes) as usize));
            }
        }
        Err(format!("shared address {address} is in no shared buffer of the block"))
    }
}

/// A group of one warpgroup's wgmmas (`wgmma.commit_group`), numbered in issue order.
pub type GroupId = u64;

/// One group in flight: its number and the shared elements its wgmmas read.
#[derive(Default)]
struct InFlight {
    id: GroupId,
    reads: Vec<Element>,
}

/// The wgmmas of one block's warpgroups (by first thread).
#[derive(Default)]
pub struct Warpgroups {
    fenced: FxHashSet<usize>,
    /// When (in ops run by the block) each warpgroup last fenced, and when each accumulator
    /// struct value was last written by an ordinary instruction.
    fenced_at: FxHashMap<usize, u64>,
    struct_written_at: FxHashMap<usize, u64>,
    uncommitted: FxHashMap<usize, InFlight>,
    groups: FxHashMap<usize, Vec<InFlight>>,
    next_id: GroupId,
    /// Groups issued and not retired.
    live: FxHashSet<GroupId>,
    /// Shared elements an in-flight wgmma reads, with the number of wgmmas reading each.
    reading: FxHashMap<Element, u32>,
    /// Values, and elements of private buffers, holding accumulators of wgmmas: their groups
    /// (pending while one is live).
    values: FxHashMap<usize, Vec<GroupId>>,
    elements: FxHashMap<Element, Vec<GroupId>>,
    /// Shared elements written through the generic proxy and not yet fenced, by writer thread;
    /// `None` when the kernel has no wgmma (nothing to track).
    unfenced: Option<FxHashMap<Element, usize>>,
    /// The accumulator's (thread in the warpgroup, register) of each element, by N.
    places: FxHashMap<i64, Rc<Vec<(usize, usize)>>>,
}

impl Warpgroups {
    /// Where each element of the 64 x `n` accumulator (row-major) lives: (thread in the
    /// warpgroup, register), read off [`axe_schedule::wgmma::accumulator`] once per N.
    pub fn places(&mut self, n: i64) -> Rc<Vec<(usize, usize)>> {
        let layout = || axe_schedule::wgmma::accumulator(1, n);
        self.places
            .entry(n)
            .or_insert_with(|| {
                let layout = layout();
                Rc::new(
                    (0..64 * n)
                        .map(|i| {
                            let p = layout
                                .shard_point(i)
                                .expect("the accumulator layout maps every element");
                            let axis = |name: &str| p.get(&axe_layout::Axis::new(name).expect("an axis name")) as usize;
                            (axis("warp") * 32 + axis("lane"), axis("reg"))
                        })
                        .collect(),
                )
            })
            .clone()
    }

    pub fn track_proxy(&mut self) {
        self.unfenced.get_or_insert_with(FxHashMap::default);
    }

    pub fn fence(&mut self, warpgroup: usize, now: u64) {
        self.fenced.insert(warpgroup);
        self.fenced_at.insert(warpgroup, now);
    }

    /// Records that an ordinary instruction wrote struct `value` at `now` (in a kernel with a
    /// wgmma: the struct may be an accumulator).
    pub fn struct_written(&mut self, value: usize, now: u64) {
        if self.unfenced.is_some() {
            self.struct_written_at.insert(value, now);
        }
    }

    /// Whether the accumulator struct `value` was written after `warpgroup`'s last fence.
    pub fn written_since_fence(&self, value: usize, warpgroup: usize) -> bool {
        self.struct_written_at
            .get(&value)
            .is_some_and(|&w| self.fenced_at.get(&warpgroup).is_none_or(|&f| w > f))
    }

    pub fn is_fenced(&self, warpgroup: usize) -> bool {
        self.fenced.contains(&warpgroup)
    }

    /// Whether values or private elements may hold pending accumulators (else no bookkeeping).
    pub fn tracks_values(&self) -> bool {
        !self.live.is_empty() || !self.values.is_empty() || !self.elements.is_empty()
    }

    /// Whether `value` holds an accumulator a live group still writes.
    pub fn is_pending(&self, value: usize) -> bool {
        !self.live.is_empty()
            && self
                .values
                .get(&value)
                .is_some_and(|g| g.iter().any(|id| self.live.contains(id)))
    }

    /// The live groups whose accumulators `value` holds.
    pub fn groups_of_value(&self, value: usize) -> Vec<GroupId> {
        self.live_of(self.values.get(&value))
    }

    /// The live groups whose accumulators private `element` holds.
    pub fn groups_of_element(&self, element: Element) -> Vec<GroupId> {
        self.live_of(self.elements.get(&element))
    }

    fn live_of(&self, groups: Option<&Vec<GroupId>>) -> Vec<GroupId> {
        if self.live.is_empty() {
            return Vec::new();
        }
        groups.map_or_else(Vec::new, |g| {
            g.iter().copied().filter(|id| self.live.contains(id)).collect()
        })
    }

    /// `value` is (re)defined holding the accumulators of `groups` (none: an ordinary value).
    pub fn define_value(&mut self, value: usize, groups: Vec<GroupId>) {
        hold(&mut self.values, value, groups);
    }

    /// Private `element` is written holding the accumulators of `groups`.
    pub fn define_element(&mut self, element: Element, groups: Vec<GroupId>) {
        hold(&mut self.elements, element, groups);
    }

    /// Whether a shared write matters here: the kernel has a wgmma (writes are tracked for the
    /// proxy fence) or one is in flight.
    pub fn watches_writes(&self) -> bool {
        self.unfenced.is_some() || !self.reading.is_empty()
    }

    pub fn is_read(&self, element: Element) -> bool {
        !self.reading.is_empty() && self.reading.contains_key(&element)
    }

    /// A wgmma of `warpgroup` issued, reading `reads` until its group retires: its group (the
    /// result is pending while it is live).
    pub fn issue(&mut self, warpgroup: usize, reads: Vec<Element>) -> GroupId {
        for &e in &reads {
            *self.reading.entry(e).or_default() += 1;
        }
        let next = &mut self.next_id;
        let open = self.uncommitted.entry(warpgroup).or_insert_with(|| {
            *next += 1;
            InFlight {
                id: *next,
                reads: Vec::new(),
            }
        });
        open.reads.extend(reads);
        self.live.insert(open.id);
        open.id
    }

    pub fn commit(&mut self, warpgroup: usize) {
        if let Some(batch) = self.uncommitted.remove(&warpgroup) {
            self.groups.entry(warpgroup).or_default().push(batch);
        }
    }

    /// `wgmma.wait_group keep`: retires all but the newest `keep` groups of `warpgroup`; the
    /// next wgmma needs a fence again.
    pub fn wait(&mut self, warpgroup: usize, keep: usize) {
        self.fenced.remove(&warpgroup);
        let Some(groups) = self.groups.get_mut(&warpgroup) else {
            return;
        };
        let done = groups.len().saturating_sub(keep);
        for group in groups.drain(..done) {
            for e in group.reads {
                release(&mut self.reading, e);
            }
            self.live.remove(&group.id);
        }
        if self.live.is_empty() {
            self.values.clear();
            self.elements.clear();
        }
    }

    /// Records a generic-proxy write of `element` by `thread` (when tracking).
    pub fn written(&mut self, element: Element, thread: usize) {
        if let Some(unfenced) = &mut self.unfenced {
            unfenced.insert(element, thread);
        }
    }

    /// `fence.proxy.async` in `threads`: their earlier writes are visible to the async proxy.
    pub fn proxy_fence(&mut self, threads: &FxHashSet<usize>) {
        if let Some(unfenced) = &mut self.unfenced {
            unfenced.retain(|_, writer| !threads.contains(writer));
        }
    }

    /// The thread whose write of `element` has no proxy fence yet.
    pub fn unfenced_writer(&self, element: Element) -> Option<usize> {
        self.unfenced.as_ref().and_then(|u| u.get(&element).copied())
    }
}

/// `key` now holds the accumulators of `groups`: recorded, or forgotten when there are none.
fn hold<K: std::hash::Hash + Eq>(holders: &mut FxHashMap<K, Vec<GroupId>>, key: K, groups: Vec<GroupId>) {
    if groups.is_empty() {
        if !holders.is_empty() {
            holders.remove(&key);
        }
    } else {
        holders.insert(key, groups);
    }
}

fn release<K: std::hash::Hash + Eq>(counts: &mut FxHashMap<K, u32>, key: K) {
    if let Some(n) = counts.get_mut(&key) {
        *n -= 1;
        if *n == 0 {
            counts.remove(&key);
        }
    }
}

/// D (64 x n, row-major) = scale_a A (64 x 16) * scale_b B (16 x n) + scale_d C, as
/// [`super::mma::rounded_product`] computes `mma.sync`'s.
pub fn multiply(a: &[f64], b: &[f64], c: &[f64], n: usize, [sa, sb, sd]: [f64; 3]) -> Vec<Num> {
    let scaled = |v: &[f64], s: f64| v.iter().map(|x| x * s).collect::<Vec<_>>();
    super::mma::rounded_product(&scaled(a, sa), &scaled(b, sb), &scaled(c, sd), [64, n, 16])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::ElemTy;

    /// A value or private element holding a group's accumulators is pending until that group
    /// retires (`wait_group 1` retires all but the newest); redefined, it holds what it is given.
    #[test]
    fn accumulators_are_pending_until_their_group_retires() {
        let mut w = Warpgroups::default();
        let first = w.issue(0, vec![(1, 0)]);
        w.commit(0);
        w.define_value(10, vec![first]);
        w.define_element((5, 3), w.groups_of_value(10));
        let second = w.issue(0, vec![(1, 1)]);
        w.commit(0);
        w.define_value(11, vec![second]);
        assert!(w.is_pending(10) && w.is_pending(11) && w.is_read((1, 0)));
        w.wait(0, 1);
        assert!(!w.is_pending(10) && w.groups_of_element((5, 3)).is_empty() && !w.is_read((1, 0)));
        assert!(w.is_pending(11) && w.is_read((1, 1)) && w.tracks_values());
        w.define_value(11, Vec::new());
        assert!(!w.is_pending(11));
        w.wait(0, 0);
        assert!(!w.is_read((1, 1)) && !w.tracks_values());
    }

    /// Buffers sit at their alignment one after another; an address names an element only in a
    /// buffer of the element size the reader expects.
    #[test]
    fn shared_addresses_locate_elements_of_the_right_size() {
        let halves = MemRef::alloc(ElemTy::F16, vec![24], Num::F(0.0)).unwrap();
        let floats = MemRef::alloc(ElemTy::F32, vec![8], Num::F(0.0)).unwrap();
        let mut window = SharedWindow::default();
        window.place(&halves, 16);
        window.place(&floats, 1024);
        assert_eq!(
            (window.address_of(&halves), window.address_of(&floats)),
            (Some(0), Some(1024))
        );
        assert_eq!(window.locate(10, 2).map(|(_, p)| p), Ok(5));
        assert!(window.locate(11, 2).unwrap_err().contains("not on an element"));
        assert!(window.locate(1024, 2).unwrap_err().contains("f32 elements"));
        assert!(window.locate(48, 2).unwrap_err().contains("no shared buffer"));
    }
}
