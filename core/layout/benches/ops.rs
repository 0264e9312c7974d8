//! Throughput of the layout operations on random layouts of up to 8 shard iters (issue 4 item 5).
//! Results are recorded in bench/layout.md. Run: `cargo bench -p axe-layout --bench ops`.

use std::hint::black_box;
use std::ops::Range;

use axe_layout::{group, slice, tile, Axis, Iter, Layout, Offset};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// xorshift64*: a fixed-seed generator, so every run measures the same layouts.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> i64 {
        (self.next() % n) as i64
    }
}

const AXES: [&str; 4] = ["m", "lane", "warp", "reg"];
const BATCH: usize = 256;

fn random_iter(rng: &mut Rng, max_extent: u64, max_stride: u64) -> Iter {
    let stride = 1 + rng.below(max_stride);
    let stride = if rng.below(4) == 0 { -stride } else { stride };
    let axis = Axis::new(AXES[rng.below(AXES.len() as u64) as usize]).expect("fixed axis names");
    Iter::new(1 + rng.below(max_extent), stride, axis).expect("positive extent, non-zero stride")
}

/// A layout with 1..=8 shard iters, up to 2 replicas and an offset, and a shape of rank 2 that
/// groups it (products of two runs of its iters).
fn random_layout(rng: &mut Rng) -> (Layout, Vec<i64>) {
    let n = 1 + rng.below(8) as usize;
    let shard: Vec<Iter> = (0..n).map(|_| random_iter(rng, 8, 64)).collect();
    let replica: Vec<Iter> = (0..rng.below(3)).map(|_| random_iter(rng, 4, 16)).collect();
    let mut offset = Offset::new();
    offset.insert(Axis::new("warp").expect("fixed axis name"), rng.below(8));
    let cut = rng.below(n as u64 + 1) as usize;
    let shape = vec![
        shard[..cut].iter().map(Iter::extent).product(),
        shard[cut..].iter().map(Iter::extent).product(),
    ];
    (Layout::new(shard, replica, offset).expect("small random layout"), shape)
}

fn random_region(rng: &mut Rng, shape: &[i64]) -> Vec<Range<i64>> {
    shape
        .iter()
        .map(|&s| {
            let b = rng.below(s as u64);
            b..b + 1 + rng.below((s - b) as u64)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let mut rng = Rng(0x0A3E_1A40_5EED);
    let layouts: Vec<(Layout, Vec<i64>)> = (0..BATCH).map(|_| random_layout(&mut rng)).collect();
    let regions: Vec<Vec<Range<i64>>> = layouts.iter().map(|(_, s)| random_region(&mut rng, s)).collect();
    // Tiles small enough that the tiled layout stays within i64.
    let inners: Vec<(Layout, Vec<i64>)> = (0..BATCH)
        .map(|_| loop {
            let (l, s) = random_layout(&mut rng);
            if l.shard().len() <= 4 {
                break (l, s);
            }
        })
        .collect();

    let mut g = c.benchmark_group("layout");
    g.throughput(Throughput::Elements(BATCH as u64));
    g.bench_function("canonicalize", |b| {
        b.iter(|| {
            layouts
                .iter()
                .map(|(l, _)| black_box(l.canonicalize()).is_ok() as usize)
                .sum::<usize>()
        })
    });
    g.bench_function("group", |b| {
        b.iter(|| {
            layouts
                .iter()
                .map(|(l, s)| black_box(group(l, s)).is_ok() as usize)
                .sum::<usize>()
        })
    });
    g.bench_function("tile", |b| {
        b.iter(|| {
            layouts
                .iter()
                .zip(&inners)
                .map(|((a, sa), (i, si))| black_box(tile(a, sa, i, si)).is_ok() as usize)
                .sum::<usize>()
        })
    });
    g.bench_function("slice", |b| {
        b.iter(|| {
            layouts
                .iter()
                .zip(&regions)
                .map(|((l, s), r)| black_box(slice(l, s, r)).is_ok() as usize)
                .sum::<usize>()
        })
    });
    g.finish();

    // How many of the batch succeed, for the record (slice may find no layout, tile may overflow).
    let ok = |f: &dyn Fn(usize) -> bool| (0..BATCH).filter(|&k| f(k)).count();
    eprintln!(
        "successes per {BATCH}: canonicalize {}, group {}, tile {}, slice {}",
        ok(&|k| layouts[k].0.canonicalize().is_ok()),
        ok(&|k| group(&layouts[k].0, &layouts[k].1).is_ok()),
        ok(&|k| tile(&layouts[k].0, &layouts[k].1, &inners[k].0, &inners[k].1).is_ok()),
        ok(&|k| slice(&layouts[k].0, &layouts[k].1, &regions[k]).is_ok()),
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
