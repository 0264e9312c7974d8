//! Dumps the benchmark corpus as text, one expression per line with its variable bounds
//! (`expr ; r0 in [0, 6], r1 in [0, 9]`), for feeding `mlir-opt` and tinygrad; `--simplified` appends
//! ` => simplified` to each line; `--stats` prints throughput and op counts instead of (or besides) writing;
//! `--spec` prints the spec's examples before and after; `--input FILE` takes the expressions from a file of such
//! lines (64 bits wide) instead of generating them.
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
    input: Option<String>,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        out: None,
        count: 10_000,
        seed: 0xBE7C_4000,
        simplified: false,
        stats: false,
        spec: false,
        input: None,
    };
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
            "--input" => a.input = Some(value("--input")?),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(a)
}

fn main() {
    let a = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("corpus: {e}\nusage: corpus [--out FILE] [--count N] [--seed N] [--simplified] [--stats] [--spec] [--input FILE]");
            std::process::exit(2);
        }
    };
    let mut g = Graph::new();
    let opts = Options::default();
    if a.spec {
        print_spec_examples(&opts);
    }
    let lines: Option<Vec<String>> = a.input.as_ref().map(|path| match std::fs::read_to_string(path) {
        Ok(t) => t.lines().filter(|l| !l.trim().is_empty()).map(str::to_string).collect(),
        Err(e) => {
            eprintln!("corpus: cannot read {path}: {e}");
            std::process::exit(1);
        }
    });
    let count = lines.as_ref().map_or(a.count, |l| l.len() as u64);
    let mut text = String::new();
    let (mut before, mut after) = (OpCounts::default(), OpCounts::default());
    let mut spent = std::time::Duration::ZERO;
    for i in 0..count {
        g.clear();
        let root = match &lines {
            Some(lines) => match parse_case(&mut g, &lines[i as usize]) {
                Ok(root) => root,
                Err(e) => {
                    eprintln!("corpus: line {}: {e}", i + 1);
                    std::process::exit(1);
                }
            },
            None => {
                let mut rng = Rng::new(a.seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                case(&mut g, &mut rng, i).0
            }
        };
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
        println!("expressions: {count}");
        println!(
            "simplify time: {:.3} s ({:.0} expressions/s, one core)",
            secs,
            count as f64 / secs
        );
        println!("div+mod: {} -> {}", before.divmod, after.divmod);
        println!("ALU ops: {} -> {}", before.alu, after.alu);
    }
}

/// `expr ; name in [lo, hi], ...` (the form `write_case` writes) parsed into `g`.
fn parse_case(g: &mut Graph, line: &str) -> Result<axe_symbolic::ExprId, String> {
    let (expr, vars) = line.split_once(" ;").unwrap_or((line, ""));
    let mut bounds: Vec<(String, Interval)> = Vec::new();
    for decl in vars.split("],").map(str::trim).filter(|d| !d.is_empty()) {
        let bad = || format!("bad variable bounds `{decl}`");
        let (name, range) = decl.split_once(" in [").ok_or_else(bad)?;
        let (lo, hi) = range.trim_end_matches(']').split_once(',').ok_or_else(bad)?;
        let lo: i64 = lo.trim().parse().map_err(|_| bad())?;
        let hi: i64 = hi.trim().parse().map_err(|_| bad())?;
        bounds.push((name.trim().to_string(), Interval::new(lo, hi)));
    }
    let bounds: Vec<(&str, Interval)> = bounds.iter().map(|(n, r)| (n.as_str(), *r)).collect();
    parse(g, expr.trim(), &bounds).map_err(|e| e.to_string())
}

fn print_spec_examples(opts: &Options) {
    for (src, vars) in SPEC_EXAMPLES {
        let mut g = Graph::new();
        let bounds: Vec<_> = vars.iter().map(|&(n, lo, hi)| (n, Interval::new(lo, hi))).collect();
        let result = parse(&mut g, src, &bounds).map_err(|e| e.to_string()).and_then(|id| {
            simplify(&mut g, &[id], opts)
                .map(|r| (id, r[0]))
                .map_err(|e| e.to_string())
        });
        match result {
            Ok((id, out)) => {
                let (b, c) = (g.dag_counts(&[id]), g.dag_counts(&[out]));
                println!("| `{src}` | `{}` | {} -> {} |", to_string(&g, out), b.divmod, c.divmod);
            }
            Err(e) => println!("| `{src}` | error: {e} | |"),
        }
    }
}
