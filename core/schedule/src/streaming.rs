//! Streaming stores: whether a scheduled CPU kernel writes its output with non-temporal
//! stores (`vector.store {nontemporal}`, x86 `vmovntps`), which go to memory without first
//! reading the line into the cache (the read-for-ownership that costs a plain store a third of
//! the memory traffic of a copy). Worth it only for a large output written once, in address
//! order, in whole cache lines: an elementwise kernel whose every access runs contiguously
//! along the vector lanes. A kernel with a reduction keeps plain stores (measured: softmax's
//! output, with two exps per element, got slower), and so does a transpose, whose stores are
//! partial lines of several rows. The choice is the kernel's `uop.nontemporal` attribute.

use crate::heuristics::KernelSummary;
use crate::schedule::Schedule;
use crate::target::HwAxis;

/// The smallest output worth streaming: far past the L2 of one core, so the data would leave
/// the cache before anything reads it again.
pub const MIN_STREAMED_BYTES: i64 = 16 << 20;

/// Whether `schedule`'s kernel should store with non-temporal stores.
pub fn streams(kernel: &KernelSummary, schedule: &Schedule) -> bool {
    if kernel.ranges.iter().any(|r| r.reduce) || kernel.accesses.iter().any(|a| a.gated) {
        return false;
    }
    let mut stores = kernel.accesses.iter().filter(|a| a.store);
    let (Some(store), None) = (stores.next(), stores.next()) else {
        return false;
    };
    // The lanes are the innermost piece of the last range, which every access follows by 1.
    let Some(lanes) = schedule.pieces.iter().find(|p| p.axis == HwAxis::Simd) else {
        return false;
    };
    let last = kernel.ranges.len() - 1;
    if lanes.range != last || lanes.inner != 1 || !kernel.accesses.iter().all(|a| a.unit.contains(&last)) {
        return false;
    }
    // The store writes every point once.
    if store.varies.len() != kernel.ranges.len() {
        return false;
    }
    let points = kernel.ranges.iter().try_fold(1i64, |n, r| n.checked_mul(r.extent));
    points
        .and_then(|n| n.checked_mul(kernel.element_bytes))
        .is_some_and(|bytes| bytes >= MIN_STREAMED_BYTES)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristics::{pick, Access, CpuOptions};
    use crate::schedule::RangeSpec;

    fn access(store: bool, varies: &[usize], unit: &[usize]) -> Access {
        Access {
            store,
            varies: varies.to_vec(),
            unit: unit.to_vec(),
            linear: varies.to_vec(),
            gated: false,
        }
    }

    fn elementwise(n: i64) -> KernelSummary {
        KernelSummary {
            ranges: vec![RangeSpec {
                extent: n,
                reduce: false,
            }],
            accesses: vec![
                access(true, &[0], &[0]),
                access(false, &[0], &[0]),
                access(false, &[0], &[0]),
            ],
            reductions: vec![],
            element_bytes: 4,
        }
    }

    #[test]
    fn large_elementwise_streams_small_does_not() {
        let big = elementwise(1 << 24);
        assert!(streams(&big, &pick(&big, &CpuOptions::default()).unwrap()));
        let small = elementwise(1 << 20);
        assert!(!streams(&small, &pick(&small, &CpuOptions::default()).unwrap()));
    }

    #[test]
    fn transposes_and_reductions_do_not_stream() {
        let r = |extent, reduce| RangeSpec { extent, reduce };
        let transpose = KernelSummary {
            ranges: vec![r(4096, false), r(4096, false)],
            accesses: vec![access(true, &[0, 1], &[1]), access(false, &[0, 1], &[0])],
            reductions: vec![],
            element_bytes: 4,
        };
        assert!(!streams(&transpose, &pick(&transpose, &CpuOptions::default()).unwrap()));
        let row_sum = KernelSummary {
            ranges: vec![r(4096, false), r(4096, true)],
            accesses: vec![access(true, &[0], &[0]), access(false, &[0, 1], &[1])],
            reductions: vec![crate::heuristics::Reduction {
                bound: vec![1],
                free: vec![0],
            }],
            element_bytes: 4,
        };
        assert!(!streams(&row_sum, &pick(&row_sum, &CpuOptions::default()).unwrap()));
    }
}
