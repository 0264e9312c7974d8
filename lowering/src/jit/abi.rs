//! Arguments and results of JIT-compiled functions in MLIR's C interface
//! (`llvm.emit_c_interface`): a memref is passed as a pointer to its
//! strided descriptor `{allocated, aligned, offset, sizes[rank],
//! strides[rank]}` (all 64-bit on our hosts), a scalar by value; the packed
//! entry point takes one pointer per argument, then one per result.

use axe_values::{ElemTy, MemRef, Num};

/// Bytes of one element in memory, or `None` for widths LLVM would pad
/// (i2..i7, ...), which the JIT does not marshal.
pub fn element_bytes(elem: ElemTy) -> Option<usize> {
    match elem {
        ElemTy::Int(1) | ElemTy::Int(8) => Some(1),
        ElemTy::Int(16) | ElemTy::F16 | ElemTy::BF16 => Some(2),
        ElemTy::Int(32) | ElemTy::F32 => Some(4),
        ElemTy::Int(64) | ElemTy::Index | ElemTy::F64 => Some(8),
        ElemTy::Int(_) => None,
    }
}

/// Writes one element in its native little-endian encoding.
pub fn encode(elem: ElemTy, n: Num, out: &mut [u8]) {
    match elem {
        ElemTy::F32 => out.copy_from_slice(&(n.float() as f32).to_le_bytes()),
        ElemTy::F64 => out.copy_from_slice(&n.float().to_le_bytes()),
        ElemTy::F16 => out.copy_from_slice(&half::f16::from_f64(n.float()).to_le_bytes()),
        ElemTy::BF16 => out.copy_from_slice(&half::bf16::from_f64(n.float()).to_le_bytes()),
        // An i1 `true` is kept as -1 by the interpreter and stored as 1.
        ElemTy::Int(1) => out[0] = u8::from(n.int() != 0),
        _ => {
            let bytes = n.int().to_le_bytes();
            let len = out.len();
            out.copy_from_slice(&bytes[..len]);
        }
    }
}

/// Reads one element back into the interpreter's representation (integers
/// sign-extended from their width, floats exact in f64).
pub fn decode(elem: ElemTy, bytes: &[u8]) -> Num {
    let mut wide = [0u8; 8];
    wide[..bytes.len()].copy_from_slice(bytes);
    let raw = u64::from_le_bytes(wide);
    match elem {
        ElemTy::F32 => Num::F(f32::from_bits(raw as u32) as f64),
        ElemTy::F64 => Num::F(f64::from_bits(raw)),
        ElemTy::F16 => Num::F(half::f16::from_bits(raw as u16).to_f64()),
        ElemTy::BF16 => Num::F(half::bf16::from_bits(raw as u16).to_f64()),
        ElemTy::Int(1) => Num::I(if raw & 1 != 0 { -1 } else { 0 }),
        _ => {
            let width = 8 * bytes.len() as u32;
            let shift = 64 - width;
            Num::I(((raw << shift) as i64) >> shift)
        }
    }
}

/// Where the JIT's memref storage starts: a cache-line boundary, as
/// `memref.alloc` and numpy place large buffers. The allocator's own address
/// for a large block is 16 bytes past a page, which splits every other 32-byte
/// vector access across two cache lines (a scheduled 4096x4096 transpose ran
/// about 1.5x slower from that alone).
const STORAGE_ALIGNMENT: usize = 64;

/// Buffers at least this large are backed by transparent huge pages where the kernel allows
/// it, as numpy does for its arrays (`madvise(MADV_HUGEPAGE)` from 4 MiB): with 4 KiB pages a
/// kernel walking a matrix down its columns (a matmul's B, a transpose's input) misses the TLB
/// on every row.
const HUGE_PAGE_BYTES: usize = 4 << 20;

/// Asks the kernel for huge pages under `storage` (a hint: nothing changes where it says no).
fn advise_huge_pages(storage: &mut [u64]) {
    let bytes = std::mem::size_of_val(storage);
    if bytes < HUGE_PAGE_BYTES {
        return;
    }
    // madvise wants a page-aligned start: advise the whole pages inside the buffer.
    let page = 4096;
    let start = storage.as_mut_ptr() as usize;
    let first = start.next_multiple_of(page);
    let end = (start + bytes) / page * page;
    if end > first {
        // SAFETY: [first, end) lies inside `storage`, which this process owns; MADV_HUGEPAGE
        // changes no contents.
        unsafe { libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE) };
    }
}

/// A memref argument in native memory: its storage and its descriptor.
pub struct NativeMemRef {
    elem: ElemTy,
    bytes: usize,
    /// The storage (u64 words keep every element type aligned); the memref's
    /// data starts `lead` words in, at a [`STORAGE_ALIGNMENT`] boundary.
    storage: Vec<u64>,
    lead: usize,
    /// `{allocated, aligned, offset, sizes.., strides..}`.
    pub descriptor: Vec<i64>,
}

impl NativeMemRef {
    /// Copies the whole storage of `memref` (its view may be strided).
    pub fn new(memref: &MemRef) -> Result<NativeMemRef, String> {
        let bytes =
            element_bytes(memref.elem).ok_or_else(|| format!("the JIT cannot pass {} elements", memref.elem))?;
        let store = memref.store.borrow();
        let words = (store.len() * bytes).div_ceil(8).max(1);
        let mut storage = vec![0u64; words + STORAGE_ALIGNMENT / 8];
        let lead = storage.as_ptr().align_offset(STORAGE_ALIGNMENT);
        // Before the first write: pages fault in huge or not at their first touch.
        advise_huge_pages(&mut storage);
        {
            let data = &mut storage[lead..lead + words];
            let raw = unsafe { std::slice::from_raw_parts_mut(data.as_mut_ptr().cast::<u8>(), words * 8) };
            for (i, n) in store.iter().enumerate() {
                encode(memref.elem, n, &mut raw[i * bytes..(i + 1) * bytes]);
            }
        }
        let allocated = storage.as_mut_ptr() as i64;
        let aligned = storage[lead..].as_mut_ptr() as i64;
        let mut descriptor = vec![allocated, aligned, memref.offset];
        descriptor.extend(&memref.shape);
        descriptor.extend(&memref.strides);
        Ok(NativeMemRef {
            elem: memref.elem,
            bytes,
            storage,
            lead,
            descriptor,
        })
    }

    /// Copies the storage back into `memref`.
    pub fn write_back(&self, memref: &MemRef) {
        let data = &self.storage[self.lead..];
        let raw = unsafe { std::slice::from_raw_parts(data.as_ptr().cast::<u8>(), data.len() * 8) };
        for (i, n) in memref.store.borrow_mut().nums_mut().iter_mut().enumerate() {
            *n = decode(self.elem, &raw[i * self.bytes..(i + 1) * self.bytes]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn storage_starts_on_a_cache_line_and_round_trips() {
        for len in [1, 3, 1000, 1 << 16] {
            let memref = MemRef::alloc(ElemTy::F32, vec![len], Num::F(0.0)).expect("small");
            for (i, n) in memref.store.borrow_mut().nums_mut().iter_mut().enumerate() {
                *n = Num::F(i as f64 * 0.5);
            }
            let native = NativeMemRef::new(&memref).expect("f32 is marshalled");
            assert_eq!(native.descriptor[1] as usize % STORAGE_ALIGNMENT, 0);
            assert!(native.descriptor[1] >= native.descriptor[0]);
            let copy = MemRef::alloc(ElemTy::F32, vec![len], Num::F(-1.0)).expect("small");
            native.write_back(&copy);
            assert_eq!(*copy.store.borrow(), *memref.store.borrow());
        }
    }
}
