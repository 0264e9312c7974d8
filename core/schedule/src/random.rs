//! Random legal schedules of a kernel: every range split into random pieces on random axes,
//! loops in a random order, within the constraints the lowering checks (one simd piece per
//! range, innermost, on a range every access follows contiguously, and at most one simd range
//! among the ranges any one reduction varies with or binds; `core` only on output ranges). The
//! property test lowers kernels with these and compares them with the interpreter; the search
//! mode times them against the heuristics' pick.

use crate::error::Result;
use crate::heuristics::KernelSummary;
use crate::schedule::Schedule;
use crate::target::{HwAxis, Target};

/// xorshift64*: reproducible from a seed, no dependencies.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).max(1))
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1)
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Divisors of `n` in increasing order: those up to 2^12 and their cofactors (a bounded search,
/// so a range of extent 2^63 - 1 costs no more than a small one).
fn divisors(n: i64) -> Vec<i64> {
    let mut found = Vec::new();
    let mut d = 1i64;
    while d <= n / d && d <= 1 << 12 {
        if n % d == 0 {
            found.push(d);
            if d != n / d {
                found.push(n / d);
            }
        }
        d += 1;
    }
    found.sort_unstable();
    found
}

/// A random legal CPU schedule of `kernel`, vectors at most `vector_bytes` wide.
pub fn random(kernel: &KernelSummary, vector_bytes: i64, seed: u64) -> Result<Schedule> {
    let mut rng = Rng::new(seed);
    let ranges = &kernel.ranges;
    let most_lanes = (vector_bytes / kernel.element_bytes.max(1)).clamp(1, 64);
    // Which ranges may take a simd piece: each reduction binds or varies with at most one.
    let mut simd_ranges: Vec<usize> = Vec::new();
    let mut order: Vec<usize> = (0..ranges.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    for &r in &order {
        if ranges[r].extent < 2 || !kernel.vectorizable(r) || !rng.chance(50) {
            continue;
        }
        let conflicts = kernel.reductions.iter().any(|red| {
            let seen = |x: usize| red.bound.contains(&x) || red.free.contains(&x);
            seen(r) && simd_ranges.iter().any(|&s| seen(s))
        });
        let output_conflict = !ranges[r].reduce && simd_ranges.iter().any(|&s| !ranges[s].reduce);
        if !conflicts && !output_conflict {
            simd_ranges.push(r);
        }
    }
    let mut reg_budget = 64i64;
    let mut plan: Vec<Vec<(i64, HwAxis)>> = Vec::new();
    for (r, spec) in ranges.iter().enumerate() {
        let mut rest = spec.extent;
        let mut inner: Vec<(i64, HwAxis)> = Vec::new();
        if simd_ranges.contains(&r) {
            let lanes: Vec<i64> = divisors(rest)
                .into_iter()
                .filter(|&d| d >= 2 && d <= most_lanes && d & (d - 1) == 0)
                .collect();
            if !lanes.is_empty() {
                let l = lanes[rng.below(lanes.len() as u64) as usize];
                inner.push((l, HwAxis::Simd));
                rest /= l;
            }
        }
        // Up to two more pieces from the inside out, on reg or loop.
        for _ in 0..rng.below(3) {
            let choices: Vec<i64> = divisors(rest).into_iter().filter(|&d| d > 1 && d < rest).collect();
            if choices.is_empty() {
                break;
            }
            let d = choices[rng.below(choices.len() as u64) as usize];
            let axis = if d <= 8 && d <= reg_budget && rng.chance(50) {
                reg_budget /= d;
                HwAxis::Reg
            } else {
                HwAxis::Loop
            };
            inner.push((d, axis));
            rest /= d;
        }
        let outer_axis = if !spec.reduce && rest > 1 && rng.chance(30) {
            HwAxis::Core
        } else {
            HwAxis::Loop
        };
        let mut pieces = vec![(rest, outer_axis)];
        pieces.extend(inner.into_iter().rev());
        plan.push(pieces);
    }
    let mut keys: Vec<(usize, usize)> = plan
        .iter()
        .enumerate()
        .flat_map(|(r, p)| (0..p.len()).map(move |k| (r, k)))
        .collect();
    for i in (1..keys.len()).rev() {
        keys.swap(i, rng.below(i as u64 + 1) as usize);
    }
    Schedule::build(ranges, &plan, &keys, Target::Cpu)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristics::{Access, Reduction};
    use crate::schedule::RangeSpec;

    #[test]
    fn random_schedules_are_legal_and_varied() {
        let kernel = KernelSummary {
            ranges: vec![
                RangeSpec {
                    extent: 64,
                    reduce: false,
                },
                RangeSpec {
                    extent: 48,
                    reduce: false,
                },
                RangeSpec {
                    extent: 32,
                    reduce: true,
                },
            ],
            accesses: vec![
                Access {
                    store: true,
                    varies: vec![0, 1],
                    unit: vec![1],
                    linear: vec![0, 1],
                    gated: false,
                },
                Access {
                    store: false,
                    varies: vec![0, 2],
                    unit: vec![2],
                    linear: vec![0, 2],
                    gated: false,
                },
                Access {
                    store: false,
                    varies: vec![1, 2],
                    unit: vec![1],
                    linear: vec![1, 2],
                    gated: false,
                },
            ],
            reductions: vec![Reduction {
                bound: vec![2],
                free: vec![0, 1],
            }],
            element_bytes: 4,
        };
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..200 {
            let s = random(&kernel, 32, seed).unwrap();
            // Round trip through the layout: the verifier accepts it.
            let again = Schedule::from_layout(&s.to_layout(), &kernel.ranges, Target::Cpu).unwrap();
            assert_eq!(
                again.to_layout().canonical().unwrap(),
                s.to_layout().canonical().unwrap()
            );
            assert!(
                s.on_axis(HwAxis::Simd).len() <= 1,
                "the reduction sees all three ranges: {}",
                s.to_layout()
            );
            seen.insert(s.to_layout().to_string());
        }
        assert!(seen.len() > 100, "only {} distinct schedules", seen.len());
    }

    #[test]
    fn extreme_extents_are_handled_at_once() {
        for extent in [i64::MAX, 1 << 62, (1 << 31) - 1] {
            let kernel = KernelSummary {
                ranges: vec![RangeSpec { extent, reduce: false }],
                accesses: vec![Access {
                    store: true,
                    varies: vec![0],
                    unit: vec![0],
                    linear: vec![0],
                    gated: false,
                }],
                reductions: vec![],
                element_bytes: 4,
            };
            for seed in 0..20 {
                let s = random(&kernel, 32, seed).unwrap();
                assert_eq!(s.pieces.iter().map(|p| p.extent).product::<i64>(), extent);
            }
            assert!(crate::heuristics::pick(&kernel, &crate::heuristics::CpuOptions::default()).is_ok());
        }
    }
}
