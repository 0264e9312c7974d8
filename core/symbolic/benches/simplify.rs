//! Simplifier throughput on the generated corpus (tensor-indexing views, reshape round trips, random arithmetic,
//! the spec's examples; floor, truncating and unsigned), one core. Before timing, prints the corpus totals:
//! div+mod before and after, ALU ops after (DAG counts). Record results in bench/symbolic.md.
//!
//! `cargo bench -p axe-symbolic --bench simplify`

use std::hint::black_box;

use axe_symbolic::corpus::{case, Rng};
use axe_symbolic::{simplify, Graph, Options};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const CORPUS: u64 = 10_000;
const SEED: u64 = 0xBE7C_4000;

fn build(g: &mut Graph, i: u64) -> axe_symbolic::ExprId {
    g.clear();
    let mut rng = Rng::new(SEED ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    case(g, &mut rng, i).0
}

fn totals() {
    let mut g = Graph::new();
    let (mut before, mut after) = (axe_symbolic::OpCounts::default(), axe_symbolic::OpCounts::default());
    for i in 0..CORPUS {
        let root = build(&mut g, i);
        let out = simplify(&mut g, &[root], &Options::default()).expect("simplifies")[0];
        let (b, a) = (g.dag_counts(&[root]), g.dag_counts(&[out]));
        before.divmod += b.divmod;
        before.alu += b.alu;
        after.divmod += a.divmod;
        after.alu += a.alu;
    }
    println!(
        "corpus: {CORPUS} expressions; div+mod {} -> {}; ALU ops {} -> {}",
        before.divmod, after.divmod, before.alu, after.alu
    );
}

fn bench(c: &mut Criterion) {
    totals();
    let mut group = c.benchmark_group("corpus");
    group.throughput(Throughput::Elements(CORPUS));
    group.sample_size(10);
    group.bench_function("build", |b| {
        let mut g = Graph::new();
        b.iter(|| {
            for i in 0..CORPUS {
                black_box(build(&mut g, i));
            }
        })
    });
    group.bench_function("build+simplify", |b| {
        let mut g = Graph::new();
        let opts = Options::default();
        b.iter(|| {
            for i in 0..CORPUS {
                let root = build(&mut g, i);
                black_box(simplify(&mut g, &[root], &opts).ok());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
