//! What a run does on the tensor cores and in its copy pipeline, for the GPU search's counters
//! ([`super::counters`]): the floating-point operations of mma.sync (2 m n k per warp
//! instruction) and wgmma (per warpgroup instruction), and the most cp.async copies a thread
//! had in flight when it waited for its oldest group. Counted while the request log is
//! ([`super::request_log::enabled`]).

use std::cell::Cell;

/// The tensor-core work and the deepest copy pipeline of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TensorWork {
    pub mma_sync_flops: u64,
    pub wgmma_flops: u64,
    pub async_copies_in_flight: u64,
}

thread_local! {
    static WORK: Cell<TensorWork> = const {
        Cell::new(TensorWork {
            mma_sync_flops: 0,
            wgmma_flops: 0,
            async_copies_in_flight: 0,
        })
    };
}

fn update(f: impl FnOnce(&mut TensorWork)) {
    WORK.with(|w| {
        let mut work = w.get();
        f(&mut work);
        w.set(work);
    });
}

/// One warp's mma.sync of shape `[m, n, k]`.
pub fn mma_sync(shape: [i64; 3]) {
    let flops = 2 * shape.iter().map(|&d| d.max(0) as u64).product::<u64>();
    update(|w| w.mma_sync_flops += flops);
}

/// One warpgroup's wgmma m64n`n`k16.
pub fn wgmma(n: i64) {
    update(|w| w.wgmma_flops += 2 * 64 * n.max(0) as u64 * 16);
}

/// A thread waits with `copies` cp.async copies in flight.
pub fn copies_in_flight(copies: usize) {
    update(|w| w.async_copies_in_flight = w.async_copies_in_flight.max(copies as u64));
}

/// The work since the last call; resets it.
pub fn take() -> TensorWork {
    WORK.with(|w| w.replace(TensorWork::default()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_flops_and_the_deepest_pipeline() {
        take();
        mma_sync([16, 8, 16]);
        mma_sync([16, 8, 16]);
        wgmma(128);
        copies_in_flight(4);
        copies_in_flight(2);
        assert_eq!(
            take(),
            TensorWork {
                mma_sync_flops: 2 * 4096,
                wgmma_flops: 2 * 64 * 128 * 16,
                async_copies_in_flight: 4,
            }
        );
        assert_eq!(take(), TensorWork::default());
    }
}
