//! Times the simplifier on the DAG shapes of issue 15 item 5, which used to
//! fail (recursion depth) or take quadratic or exponential time: a chain of
//! N adds `((x + y) + x) + x ...`, a sum of N distinct terms, N shared nodes
//! `v_i = v_(i-1) + v_(i-1)`, and a sum of N floor divisions `x // (i + 2)`.
//!
//! `cargo run --release -p axe-symbolic --example shapes -- [N ...]` (default 10000)

use std::time::Instant;

use axe_symbolic::{simplify, DivKind, ExprId, Graph, Interval, Options};

fn chain(g: &mut Graph, n: usize) -> ExprId {
    let x = g.var("x", Interval::new(0, 100), 64).expect("var");
    let y = g.var("y", Interval::new(0, 100), 64).expect("var");
    (0..n).fold(g.add(x, y).expect("add"), |acc, _| g.add(acc, x).expect("add"))
}

fn wide(g: &mut Graph, n: usize) -> ExprId {
    let terms: Vec<ExprId> = (0..n)
        .map(|i| g.var(&format!("a{i}"), Interval::new(0, 100), 64).expect("var"))
        .collect();
    terms[1..].iter().fold(terms[0], |acc, &t| g.add(acc, t).expect("add"))
}

fn shared(g: &mut Graph, n: usize) -> ExprId {
    let x = g.var("x", Interval::new(0, 100), 64).expect("var");
    (0..n).fold(x, |v, _| g.add(v, v).expect("add"))
}

fn divisions(g: &mut Graph, n: usize) -> ExprId {
    let x = g.var("x", Interval::new(0, 100_000), 64).expect("var");
    let terms: Vec<ExprId> = (0..n)
        .map(|i| {
            let c = g.constant(i as i64 + 2, 64).expect("constant");
            g.div(DivKind::Floor, x, c).expect("div")
        })
        .collect();
    terms[1..].iter().fold(terms[0], |acc, &t| g.add(acc, t).expect("add"))
}

fn main() {
    let sizes: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() { vec![10_000] } else { sizes };
    let shapes: [(&str, fn(&mut Graph, usize) -> ExprId); 4] = [
        ("chain of adds", chain),
        ("sum of distinct terms", wide),
        ("shared nodes v+v", shared),
        ("sum of floor divisions", divisions),
    ];
    for &n in &sizes {
        for (name, build) in shapes {
            let mut g = Graph::new();
            let root = build(&mut g, n);
            let before = g.dag_size(&[root]);
            let start = Instant::now();
            let out = simplify(&mut g, &[root], &Options::default()).expect("simplifies");
            let elapsed = start.elapsed();
            println!(
                "{name:>24}, N = {n:>6}: {:>8.1} ms, DAG {before} -> {} nodes",
                elapsed.as_secs_f64() * 1e3,
                g.dag_size(&out)
            );
        }
    }
}
