//! Where a GPU kernel's shared tensors go: one after another, each at its alignment, as static
//! workgroup buffers when they fit in the 48 KiB a kernel may declare (with the TMA mbarrier
//! ring first when the kernel has one), else as views of dynamic shared memory, up to the
//! chip's limit per block (`max-shared-bytes`: 227 KiB on sm_90, 163 KiB on sm_80).
//!
//! Dynamic shared memory starts wherever the driver puts it (CUDA promises 16 bytes), but wgmma
//! and TMA swizzle absolute addresses: the kernel rounds the start up to the largest alignment
//! its buffers need, at run time, and asks for that much more.

use super::place::Tensor;
use super::tma::RING_SHARED_BYTES;
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_schedule::gpu_memory::STATIC_SHARED_BYTES;
use melior::ir::{Type, Value};
use std::collections::HashMap;

/// The byte alignment of shared tensor `t`: 16, or where the hardware reads or writes it by
/// absolute address (a wgmma operand, a TMA destination) at least `absolute` and its swizzle's
/// period.
pub fn alignment(t: &Tensor, absolute: Option<i64>) -> i64 {
    let period = t
        .swizzle
        .filter(|_| absolute.is_some())
        .map_or(1, |[b, m, s]| (1i64 << (b + m + s)) * t.elem_bytes);
    period.max(16).max(absolute.unwrap_or(1))
}

/// The shared buffers' places.
#[derive(Debug, PartialEq, Eq)]
pub struct Layout {
    /// Each buffer's byte offset (by its `axe.alloc` result's key), from the start of the
    /// dynamic shared memory when [`Layout::dynamic`] is set.
    pub offsets: HashMap<usize, i64>,
    /// Each buffer's byte alignment (by the same key).
    pub alignments: HashMap<usize, i64>,
    /// The bytes of dynamic shared memory the kernel asks for (its buffers and room to align
    /// their start); `None`: static buffers.
    pub dynamic: Option<i64>,
    /// The largest alignment of a buffer.
    pub alignment: i64,
}

/// Lays out `buffers` (key, bytes, alignment, in allocation order) in a kernel with `rings` TMA
/// mbarrier rings (0, 1, or 2 with the empty barriers), at most `max_bytes` per block; an error
/// says how far past it they go.
pub fn layout(buffers: &[(usize, i64, i64)], rings: i64, max_bytes: i64) -> Result<Layout, String> {
    let ring = rings > 0;
    let place = |start: i64| -> Option<(HashMap<usize, i64>, i64)> {
        let mut offsets = HashMap::new();
        let mut end = start;
        for &(key, bytes, alignment) in buffers {
            let offset = end.checked_add(alignment - 1)? / alignment * alignment;
            offsets.insert(key, offset);
            end = offset.checked_add((bytes.checked_add(15)?) / 16 * 16)?;
        }
        Some((offsets, end))
    };
    let alignment = buffers.iter().map(|b| b.2).max().unwrap_or(16);
    let alignments = buffers.iter().map(|&(key, _, a)| (key, a)).collect();
    let too_many = || "its shared buffers take more than 2^63 bytes".to_string();
    let (offsets, end) = place(if ring { RING_SHARED_BYTES } else { 0 }).ok_or_else(too_many)?;
    if end <= STATIC_SHARED_BYTES {
        return Ok(Layout {
            offsets,
            alignments,
            dynamic: None,
            alignment,
        });
    }
    let (offsets, end) = place(0).ok_or_else(too_many)?;
    let asked = end.checked_add(alignment).ok_or_else(too_many)?;
    let total = asked.checked_add(rings * 8 * super::tma::RING).ok_or_else(too_many)?;
    if total > max_bytes {
        return Err(format!(
            "takes the kernel's shared memory to {total} bytes ({end} of buffers, {alignment} to align their start{}); a block has at most {max_bytes}",
            if ring { ", the mbarrier ring" } else { "" }
        ));
    }
    Ok(Layout {
        offsets,
        alignments,
        dynamic: Some(asked),
        alignment,
    })
}

/// The kernel's dynamic shared memory (`gpu.dynamic_shared_memory`) and how far its start is
/// from the next multiple of the buffers' alignment (computed once, at the kernel's top).
#[derive(Clone, Copy)]
pub struct Start<'c, 'a> {
    raw: Value<'c, 'a>,
    pad: Value<'c, 'a>,
}

/// At the kernel's top: its dynamic shared memory, to be aligned to `alignment` bytes.
pub fn start<'c, 'a>(at: &Builder<'c, 'a>, alignment: i64) -> Start<'c, 'a> {
    let raw_type = Type::parse(at.context, "memref<?xi8, #gpu.address_space<workgroup>>").expect("a memref type");
    let raw: Value = at
        .insert_built(ops::generic(
            at.context,
            "gpu.dynamic_shared_memory",
            &[],
            &[],
            Some(raw_type),
            at.location,
        ))
        .result(0)
        .expect("one result")
        .into();
    let address: Value = at
        .insert_built(ops::op(
            "memref.extract_aligned_pointer_as_index",
            &[raw],
            Type::index(at.context),
            at.location,
        ))
        .result(0)
        .expect("one result")
        .into();
    let past = at.binary("arith.remui", address, at.index(alignment));
    let pad = at.binary(
        "arith.remui",
        at.binary("arith.subi", at.index(alignment), past),
        at.index(alignment),
    );
    Start { raw, pad }
}

impl<'c, 'a> Start<'c, 'a> {
    /// The buffer of type `ty` (a static shared memref) at byte `offset` from the aligned start.
    pub fn view(&self, at: &Builder<'c, 'a>, offset: i64, ty: Type<'c>) -> Value<'c, 'a> {
        let shift = at.binary("arith.addi", self.pad, at.index(offset));
        at.insert_built(ops::generic(
            at.context,
            "memref.view",
            &[],
            &[self.raw, shift],
            Some(ty),
            at.location,
        ))
        .result(0)
        .expect("one result")
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn static_up_to_48_kib_then_dynamic_up_to_the_limit() {
        // Three 16 KiB stages: static without a ring, dynamic with one (1024 + 48 KiB > 48 KiB).
        let stages = [(1, 8192, 512), (2, 8192, 1024), (3, 16384, 1024), (4, 16384, 1024)];
        let plain = layout(&stages, 0, 232448).unwrap();
        assert_eq!(
            (plain.dynamic, plain.offsets[&2], plain.offsets[&4]),
            (None, 8192, 32768)
        );
        let ring = layout(&stages, 1, 232448).unwrap();
        // From 0 in dynamic memory, with 1024 bytes to round the start up.
        assert_eq!(
            (ring.dynamic, ring.offsets[&1], ring.offsets[&4], ring.alignment),
            (Some(49152 + 1024), 0, 32768, 1024)
        );
        let err = layout(&stages, 1, 40000).unwrap_err();
        assert!(err.contains("to 50304 bytes (49152 of buffers, 1024 to align their start, the mbarrier ring); a block has at most 40000"), "{err}");
        // Offsets are rounded to each buffer's alignment; sizes to 16 bytes.
        let odd = layout(&[(1, 10, 16), (2, 100, 128)], 0, 232448).unwrap();
        assert_eq!((odd.offsets[&1], odd.offsets[&2]), (0, 128));
        assert!(layout(&[(1, i64::MAX - 8, 16)], 0, i64::MAX)
            .unwrap_err()
            .contains("2^63"));
        assert!(layout(&[(1, i64::MAX - 40, 16)], 1, i64::MAX)
            .unwrap_err()
            .contains("2^63"));
    }
}
