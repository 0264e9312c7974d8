//! Bytes each process sends for the redistributions of examples/distributed and
//! test/Distributed, against the least any algorithm must move (bench/distributed.md).
//! usage: cargo run -p axe-distribute --example traffic

use axe_distribute::{plan, traffic, Grid, Sharding};
use axe_layout::parse;

fn main() {
    // (name, shape, from, to, partial: the contraction's split turns `from` into a partial sum)
    let cases: &[(&str, &[i64], &str, &str, bool)] = &[
        (
            "S0S1 -> replicated (2x2)",
            &[64, 128],
            "S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]",
            "S[(64,128):(128,1)] + R[4:1@gpuid]",
            false,
        ),
        (
            "S0R -> replicated (2x2)",
            &[64, 128],
            "S[(2,32,128):(1@gpuid,128,1)] + R[2:2@gpuid]",
            "S[(64,128):(128,1)] + R[4:1@gpuid]",
            false,
        ),
        (
            "GEMM partial C -> rows split (4)",
            &[128, 128],
            "S[(128,128):(128,1)] + R[4:1@gpuid]",
            "S[(4,32,128):(1@gpuid,128,1)]",
            true,
        ),
        (
            "GEMM + bias + ReLU: partial C -> rows split (4), 64x128x64",
            &[64, 64],
            "S[(64,64):(64,1)] + R[4:1@gpuid]",
            "S[(4,16,64):(1@gpuid,64,1)]",
            true,
        ),
        (
            "replicated operand of an elementwise op -> rows split (4)",
            &[64, 64],
            "S[(64,64):(64,1)] + R[4:1@gpuid]",
            "S[(4,16,64):(1@gpuid,64,1)]",
            false,
        ),
        (
            "row sum, columns split: partial -> replicated (4), 64x128",
            &[64],
            "S[64:1] + R[4:1@gpuid]",
            "S[64:1] + R[4:1@gpuid]",
            true,
        ),
        (
            "row sum, columns split: partial -> rows split (4), 64x128",
            &[64],
            "S[64:1] + R[4:1@gpuid]",
            "S[(4,16):(1@gpuid,1)]",
            true,
        ),
        (
            "row max, columns split: partial -> rows split (4), 64x128 (reduce-scatter with maximumf)",
            &[64],
            "S[64:1] + R[4:1@gpuid]",
            "S[(4,16):(1@gpuid,1)]",
            true,
        ),
        (
            "row max's init, rows split -> replicated (4)",
            &[64],
            "S[(4,16):(1@gpuid,1)]",
            "S[64:1] + R[4:1@gpuid]",
            false,
        ),
        (
            "softmax, columns split: row max and row sum, each partial -> replicated (4), 64x128",
            &[64],
            "S[64:1] + R[4:1@gpuid]",
            "S[64:1] + R[4:1@gpuid]",
            true,
        ),
        (
            "transpose of rows split -> replicated (4), 128x64",
            &[128, 64],
            "S[(128,4,16):(64,1@gpuid,1)]",
            "S[(128,64):(64,1)] + R[4:1@gpuid]",
            false,
        ),
        (
            "rows split -> columns split (2)",
            &[16, 16],
            "S[(2,8,16):(1@gpuid,16,1)]",
            "S[(16,2,8):(8,1@gpuid,1)]",
            false,
        ),
        (
            "GEMM partial C -> replicated (2)",
            &[16, 16],
            "S[(16,16):(16,1)] + R[2:1@gpuid]",
            "S[(16,16):(16,1)] + R[2:1@gpuid]",
            true,
        ),
        (
            "GEMM partial C -> replicated over a group of 2 (2x2)",
            &[128, 128],
            "S[(2,64,128):(2@gpuid,128,1)] + R[2:1@gpuid]",
            "S[(2,64,128):(2@gpuid,128,1)] + R[2:1@gpuid]",
            true,
        ),
        (
            "GEMM partial C -> replicated over a group of 3 (2x3)",
            &[10, 7],
            "S[(2,5,7):(3@gpuid,7,1)] + R[3:1@gpuid]",
            "S[(2,5,7):(3@gpuid,7,1)] + R[3:1@gpuid]",
            true,
        ),
    ];
    println!("| redistribution | collectives | f32 bytes sent per process | least received per process | ratio |");
    println!("|---|---|---|---|---|");
    for (name, shape, from, to, partial) in cases {
        let (from, to) = (parse(from).unwrap(), parse(to).unwrap());
        let grid = Grid::of_layouts([&from, &to]).unwrap();
        let mut src = Sharding::of_layout(&from, shape, &grid).unwrap();
        if *partial {
            src.partial = (0..grid.axes.len())
                .filter(|g| !src.split.iter().flatten().any(|a| a == g))
                .collect();
        }
        let dst = Sharding::of_layout(&to, shape, &grid).unwrap();
        let steps = plan(&src, &dst, shape, &grid).unwrap();
        let sent = 4 * traffic::plan_sent(&src, &steps, shape, &grid);
        let least = 4 * traffic::minimum_received(&src, &dst, shape, &grid);
        let names: Vec<&str> = steps.iter().map(|s| s.op_name().trim_start_matches("shard.")).collect();
        let ratio = if least == 0 {
            "-".to_string()
        } else {
            format!("{:.2}", sent as f64 / least as f64)
        };
        println!("| {name} | {} | {sent} | {least} | {ratio} |", names.join(", "));
    }
}
