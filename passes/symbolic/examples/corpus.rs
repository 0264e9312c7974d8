//! Dumps the benchmark corpus as text, one expression per line with its variable bounds
//! (`expr ; r0 in [0, 6], r1 in [0, 9]`), for feeding `mlir-opt` and tinygrad; `--simplified` appends
//! ` => simplified` to each line; `--stats` prints throughput and op counts instead of (or besides) writing;
//! `--spec` prints the spec's examples before and after.
//!
//! `cargo run --release -p axe-symbolic --example corpus -- --out bench/corpus.txt [--count 10000] [--seed N]`

use std::io::Write;
use std::time::Instant;

use axe_symbolic::corpus::{case, write_case, Rng, SPEC_EXAMPLES};
use axe_symbolic::print::{to_string, write_expr};
use axe_symbolic::{parse, simplify, Graph, Interval, OpCounts, Options};

struct Args {
    out: Option<String>,
    count: u64,
    seed: u64,
    simplified: bool,
    stats: bool,
    spec: bool,
}

fn args() -> Result<Args, String> {
    let mut a = Args { out: None, count: 10_000, seed: 0xBE7C_4000, simplified: false, stats: false, spec: false };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match flag.as_str() {
            "--out" => a.out = Some(value("--out")?),
            "--count" => a.count = value("--count")?.parse().map_err(|e| format!("--count: {e}"))?,
            "--seed" => a.seed = value("--seed")?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--simplified" => a.simplified = true,
            "--stats" => a.stats = true,
            "--spec" => a.spec = true,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(a)
}

fn main() {
    let a = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("corpus: {e}\nusage: corpus [--out FILE] [--count N] [--seed N] [--simplified] [--stats] [--spec]");
            std::process::exit(2);
        }
    };
    let mut g = Graph::new();
    let opts = Options::default();
    if a.spec {
        print_spec_examples(&opts);
    }
    let mut text = String::new();
    let (mut before, mut after) = (OpCounts::default(), OpCounts::default());
    let mut spent = std::time::Duration::ZERO;
    for i in 0..a.count {
        g.clear();
        let mut rng = Rng::new(a.seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (root, _) = case(&mut g, &mut rng, i);
        if a.out.is_some() {
            write_case(&g, root, &mut text);
        }
        if a.simplified || a.stats {
            let t = Instant::now();
            let out = match simplify(&mut g, &[root], &opts) {
                Ok(r) => r[0],
                Err(e) => {
                    eprintln!("corpus: case {i}: {e}");
                    std::process::exit(1);
                }
            };
            spent += t.elapsed();
            let (b, c) = (g.dag_counts(&[root]), g.dag_counts(&[out]));
            before.divmod += b.divmod;
            before.alu += b.alu;
            after.divmod += c.divmod;
            after.alu += c.alu;
            if a.simplified && a.out.is_some() {
                text.push_str(" => ");
                let _ = write_expr(&g, out, &mut text);
            }
        }
        if a.out.is_some() {
            text.push('\n');
        }
    }
    if let Some(path) = &a.out {
        let written = std::fs::File::create(path).and_then(|mut f| f.write_all(text.as_bytes()));
        if let Err(e) = written {
            eprintln!("corpus: cannot write {path}: {e}");
            std::process::exit(1);
        }
    }
    if a.stats {
        let secs = spent.as_secs_f64();
        println!("expressions: {}", a.count);
        println!("simplify time: {:.3} s ({:.0} expressions/s, one core)", secs, a.count as f64 / secs);
        println!("div+mod: {} -> {}", before.divmod, after.divmod);
        println!("ALU ops: {} -> {}", before.alu, after.alu);
    }
}

fn print_spec_examples(opts: &Options) {
    for (src, vars) in SPEC_EXAMPLES {
        let mut g = Graph::new();
        let bounds: Vec<_> = vars.iter().map(|&(n, lo, hi)| (n, Interval::new(lo, hi))).collect();
        let result = parse(&mut g, src, &bounds)
            .map_err(|e| e.to_string())
            .and_then(|id| simplify(&mut g, &[id], opts).map(|r| (id, r[0])).map_err(|e| e.to_string()));
        match result {
            Ok((id, out)) => {
                let (b, c) = (g.dag_counts(&[id]), g.dag_counts(&[out]));
                println!("| `{src}` | `{}` | {} -> {} |", to_string(&g, out), b.divmod, c.divmod);
            }
            Err(e) => println!("| `{src}` | error: {e} | |"),
        }
    }
}
