//! The candidates of `uop-schedule{target=gpu search=N}`: the general GPU heuristic's
//! ([`crate::gpu::pick`]) schedules under other options, as tinygrad's BEAM varies LOCAL,
//! UPCAST and GROUP: threads per block (powers of two from a warp to [`MAX_THREADS`]), upcast
//! (1, 2, 4, 8 points of the innermost mapped range per thread, where `pick` can give them),
//! a block sharing the reductions or one thread per output point, and which of the two
//! innermost mapped ranges runs along x (the heuristic always puts the store's innermost
//! there; a transposing kernel whose loads follow the other one coalesces them instead).
//! Every candidate is a schedule `pick` makes that [`applicable`] accepts for the kernel as it
//! is, so each is one the lowering takes; deterministic and without duplicates, the
//! heuristic's own first, then the others nearest its options first.

use crate::gpu::{applicable, pick, GpuKernel, GpuOptions, MAX_THREADS};
use crate::schedule::Schedule;

/// One candidate: the options `pick` made it under, and whether its block shares reductions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuCandidate {
    pub options: GpuOptions,
    pub cooperative: bool,
    /// The range (a position in the kernel's ranges) `pick` put along x, when not the store's
    /// innermost.
    pub along_x: Option<usize>,
    pub schedule: Schedule,
}

impl GpuCandidate {
    /// The options as `uop-schedule` spells them, e.g. `threads=128 upcast=4 cooperative`, and
    /// the range along x where it is not the store's innermost (`x=#0`).
    pub fn describe(&self) -> String {
        format!(
            "threads={} upcast={}{}{}",
            self.options.threads,
            self.options.upcast,
            if self.cooperative { " cooperative" } else { "" },
            self.along_x.map_or(String::new(), |r| format!(" x=#{r}"))
        )
    }
}

const UPCASTS: [i64; 4] = [1, 2, 4, 8];

/// The heuristic's schedule of `kernel` under `options`, then at most `n` other schedules
/// `pick` makes under other threads, upcasts and cooperation, nearest `options` first (in
/// steps of a factor of two; a change of cooperation counts as one). The heuristic's own
/// pick failing is the error.
pub fn candidates(kernel: &GpuKernel, options: &GpuOptions, n: usize) -> crate::error::Result<Vec<GpuCandidate>> {
    let heuristic = pick(kernel, options)?;
    let shares = crate::gpu::cooperative(&heuristic);
    let mut found = vec![GpuCandidate {
        options: *options,
        cooperative: shares,
        along_x: None,
        schedule: heuristic,
    }];
    let alone = GpuKernel {
        cooperative: Err("the search's candidate without a shared reduction".into()),
        ..kernel.clone()
    };
    // The two innermost mapped ranges swapped: `pick` maps the last one along x. Cooperative
    // shapes name rows by their place in `mapped`, so only one thread per output point.
    let swapped = (kernel.mapped.len() >= 2).then(|| {
        let mut mapped = kernel.mapped.clone();
        let n = mapped.len();
        mapped.swap(n - 1, n - 2);
        GpuKernel {
            mapped,
            ..alone.clone()
        }
    });
    let log2 = |x: i64| 63 - x.max(1).leading_zeros() as i64;
    let mut tried: Vec<(i64, GpuOptions, bool, bool)> = Vec::new();
    let mut threads = 32;
    while threads <= MAX_THREADS {
        for upcast in UPCASTS {
            for (cooperative, swap) in [(true, false), (false, false), (false, true)] {
                if (cooperative && kernel.cooperative.is_err()) || (swap && swapped.is_none()) {
                    continue;
                }
                let o = GpuOptions {
                    threads,
                    upcast,
                    reassociate: options.reassociate,
                };
                let distance = (log2(threads) - log2(options.threads)).abs()
                    + (log2(upcast) - log2(options.upcast)).abs()
                    + i64::from(cooperative != shares)
                    + i64::from(swap);
                tried.push((distance, o, cooperative, swap));
            }
        }
        threads *= 2;
    }
    // A stable sort: equal distances keep the enumeration's order.
    tried.sort_by_key(|t| t.0);
    for (_, o, cooperative, swap) in tried {
        if found.len() > n {
            break;
        }
        let of = match (cooperative, &swapped) {
            (true, _) => kernel,
            (false, Some(swapped)) if swap => swapped,
            _ => &alone,
        };
        let Ok(schedule) = pick(of, &o) else { continue };
        if applicable(&schedule, kernel).is_err() {
            continue;
        }
        // A cooperative kernel whose pick shares nothing under these options is another
        // candidate's schedule.
        if found.iter().any(|c| c.schedule == schedule) {
            continue;
        }
        found.push(GpuCandidate {
            options: o,
            cooperative: crate::gpu::cooperative(&schedule),
            along_x: swap.then(|| of.mapped[of.mapped.len() - 1]),
            schedule,
        });
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristics::KernelSummary;
    use crate::schedule::RangeSpec;

    fn copy_kernel(extents: &[i64]) -> GpuKernel {
        let ranges: Vec<RangeSpec> = extents
            .iter()
            .map(|&extent| RangeSpec { extent, reduce: false })
            .collect();
        GpuKernel {
            mapped: (0..ranges.len()).collect(),
            kept: Vec::new(),
            may_upcast: true,
            cooperative: Err("no reduction".into()),
            upcast: Vec::new(),
            accesses: KernelSummary {
                ranges: ranges.clone(),
                accesses: Vec::new(),
                reductions: Vec::new(),
                element_bytes: 4,
            },
            ranges,
        }
    }

    #[test]
    fn the_heuristic_comes_first_and_nothing_twice() {
        let kernel = copy_kernel(&[64, 4096]);
        let options = GpuOptions::default();
        let found = candidates(&kernel, &options, 100).unwrap();
        assert_eq!(found[0].schedule, pick(&kernel, &options).unwrap());
        assert_eq!(found[0].options, options);
        for (i, a) in found.iter().enumerate() {
            assert!(found[i + 1..].iter().all(|b| b.schedule != a.schedule), "{a:?} twice");
            assert!(a.options.threads >= 32 && a.options.threads <= MAX_THREADS);
        }
        // 6 thread counts x 4 upcasts, each its own schedule on a 4096-wide row, with the
        // 4096 or the 64 along x.
        assert_eq!(found.len(), 2 * 24);
        assert_eq!(found.iter().filter(|c| c.along_x == Some(0)).count(), 24);
    }

    #[test]
    fn at_most_n_others_nearest_first() {
        let kernel = copy_kernel(&[64, 4096]);
        let options = GpuOptions::default();
        let found = candidates(&kernel, &options, 4).unwrap();
        assert_eq!(found.len(), 5);
        // One step from (256, 4, the store's order): 128 or 512 threads, upcast 2 or 8, or
        // the other range along x.
        for c in &found[1..] {
            let steps = (c.options.threads.ilog2() as i64 - 8).abs()
                + (c.options.upcast.ilog2() as i64 - 2).abs()
                + i64::from(c.along_x.is_some());
            assert_eq!(steps, 1, "{}", c.describe());
        }
        assert_eq!(candidates(&kernel, &options, 0).unwrap().len(), 1);
    }

    #[test]
    fn upcasts_that_do_not_divide_give_no_new_schedule() {
        // 33 points: no upcast divides it, every block size past 33 is the same one block.
        let kernel = copy_kernel(&[33]);
        let found = candidates(&kernel, &GpuOptions::default(), 100).unwrap();
        let distinct: Vec<String> = found.iter().map(|c| c.schedule.to_layout().to_string()).collect();
        assert_eq!(distinct.len(), 2, "{distinct:?}");
    }

    #[test]
    fn every_candidate_is_applicable() {
        let kernel = copy_kernel(&[100, 384, 6]);
        for c in candidates(&kernel, &GpuOptions::default(), 1000).unwrap() {
            applicable(&c.schedule, &kernel).unwrap();
        }
    }

    #[test]
    fn deterministic() {
        let kernel = copy_kernel(&[100, 384]);
        let a = candidates(&kernel, &GpuOptions::default(), 10).unwrap();
        let b = candidates(&kernel, &GpuOptions::default(), 10).unwrap();
        assert_eq!(a, b);
    }
}
