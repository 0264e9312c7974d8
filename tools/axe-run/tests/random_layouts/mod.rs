//! Random layouts through `axe-dispatch-gpu` on the GPU emulator (spec 001 section 3.2): a
//! warp copies a tensor from global memory (row-major, or a column-major view of the
//! transposed array) into shared memory of a random layout (any permutation of the element
//! index's bits, sometimes with a gap, sometimes swizzled), then into registers of a random
//! layout over `lane` and `reg` (any bit permutation, or an mma.sync fragment so that
//! `ldmatrix` is chosen), then back to global memory; what comes out must be what went in
//! (plain loops: `memref.copy`). Each schedule's address arithmetic (terms, swizzles, aligned
//! runs, cp.async, vector accesses, ldmatrix .trans or not, each register's coordinates, the
//! store guard) meets layouts no hand-written test has.

use super::random_kernels::Rng;
use std::fmt::Write;

/// One case: the kernel (Axe DSL) and its reference, and a note of what it drew.
pub struct Case {
    pub kernel: String,
    /// The same kernel with plain copies and a barrier instead of cp.async.
    pub synchronous: String,
    pub reference: String,
    pub note: String,
}

/// A layout over `dims` (extents, powers of two) whose element-index bits, row-major, land on
/// a random permutation of the bits of `axes` (name, bit count): each bit an iter of extent 2.
fn bit_layout(rng: &mut Rng, dims: &[i64], axes: &[(&str, u32)], pad: Option<(u32, i64)>) -> String {
    let bits: u32 = dims.iter().map(|d| d.trailing_zeros()).sum();
    assert_eq!(bits, axes.iter().map(|a| a.1).sum::<u32>());
    // Target bit positions: each axis's bits, shuffled together.
    let mut targets: Vec<(&str, u32)> = axes
        .iter()
        .flat_map(|&(name, n)| (0..n).map(move |b| (name, b)))
        .collect();
    for i in (1..targets.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        targets.swap(i, j);
    }
    let strides: Vec<String> = targets
        .iter()
        .map(|&(name, b)| {
            // A padded memory layout leaves a gap above bit `at`: bits from there up move by `by`.
            let mut stride = 1i64 << b;
            if let Some((at, by)) = pad {
                if name == "m" && b >= at {
                    stride *= by;
                }
            }
            if name == "m" {
                stride.to_string()
            } else {
                format!("{stride}@{name}")
            }
        })
        .collect();
    let extents = vec!["2"; bits as usize].join(",");
    format!("S[({extents}):({})]", strides.join(","))
}

/// The `seed`-th case.
pub fn case(seed: u64) -> Case {
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xA11CE);
    // Registers: a random bit permutation over 32 lanes, or an mma.sync fragment.
    let fragment = rng.below(3) == 0;
    let (dims, reg_layout, what) = if fragment {
        if rng.below(2) == 0 {
            (
                [16i64, 16],
                "S[(2,4,2,2,8):(4@reg,1@lane,1@reg,2@reg,4@lane)]".to_string(),
                "A fragment",
            )
        } else {
            (
                [16, 8],
                "S[(2,4,2,8):(2@reg,1@lane,1@reg,4@lane)]".to_string(),
                "B fragment",
            )
        }
    } else {
        let rows = 1i64 << (1 + rng.below(5));
        let cols = 1i64 << (1 + rng.below(5));
        let (rows, cols) = if rows * cols < 32 {
            (rows * 8, cols * 4)
        } else {
            (rows, cols)
        };
        let bits = (rows * cols).trailing_zeros();
        (
            [rows, cols],
            bit_layout(&mut rng, &[rows, cols], &[("lane", 5), ("reg", bits - 5)], None),
            "bit permutation",
        )
    };
    let [rows, cols] = dims;
    let bits = (rows * cols).trailing_zeros();
    // Shared memory: a bit permutation, sometimes with a gap, sometimes swizzled.
    // For fragments, half the time whole rows or columns, the layouts ldmatrix reads.
    let dense = fragment && rng.below(2) == 0;
    let pad = (!dense && rng.below(3) == 0).then(|| (rng.below(bits as u64) as u32, 2));
    let shared = if dense {
        if rng.below(2) == 0 {
            format!("S[({rows},{cols}):({cols},1)]")
        } else {
            format!("S[({rows},{cols}):(1,{rows})]")
        }
    } else {
        bit_layout(&mut rng, &dims, &[("m", bits)], pad)
    };
    // The layout's span: with a gap above bit `at`, the top address is 2^at - 1 + 2 (2^bits - 2^at).
    let span = match pad {
        Some((at, _)) => (1i64 << (bits + 1)) - (1i64 << at),
        None => 1i64 << bits,
    };
    let mut swizzle = String::new();
    if rng.below(2) == 0 {
        let b = 1 + rng.below(3) as u32;
        let m = rng.below(4) as u32;
        let s = b + rng.below(2) as u32;
        if span % (1i64 << (b + m + s)) == 0 {
            swizzle = format!(", swizzle<{b}, {m}, {s}>");
        }
    }
    let asynchronous = rng.below(2) == 0;
    // Global memory: the row-major array, or a column-major view of the transposed array.
    let columns = rng.below(3) == 0;
    let g = if columns {
        format!("!axe.tensor<{rows}x{cols}xf16, global, #axe.layout<S[({rows},{cols}):(1,{rows})]>>")
    } else {
        format!("!axe.tensor<{rows}x{cols}xf16, global>")
    };
    let s = format!("!axe.tensor<{rows}x{cols}xf16, shared, #axe.layout<{shared}>{swizzle}>");
    let r = format!("!axe.tensor<{rows}x{cols}xf16, reg, #axe.layout<{reg_layout}>>");
    let mut kernel = String::new();
    writeln!(
        kernel,
        "axe.kernel @k(%x: {g}) -> {g} attributes {{grid = array<i64: 1>, block = array<i64: 32>}} {{"
    )
    .unwrap();
    writeln!(
        kernel,
        "  %y = axe.alloc : {g}\n  %s = axe.alloc : {s}\n  %r = axe.alloc : {r}"
    )
    .unwrap();
    if asynchronous {
        writeln!(
            kernel,
            "  axe.copy %x to %s at warp async : {g} to {s}\n  axe.wait_async 0"
        )
        .unwrap();
    } else {
        writeln!(kernel, "  axe.copy %x to %s at warp : {g} to {s}\n  gpu.barrier").unwrap();
    }
    writeln!(
        kernel,
        "  axe.copy %s to %r at warp : {s} to {r}\n  axe.copy %r to %y at warp : {r} to {g}\n  axe.return %y : {g}\n}}"
    )
    .unwrap();
    let synchronous = kernel
        .replace(" async :", " :")
        .replace("axe.wait_async 0", "gpu.barrier");
    let m = if columns {
        format!("memref<{cols}x{rows}xf16>")
    } else {
        format!("memref<{rows}x{cols}xf16>")
    };
    let reference = format!(
        "func.func @k(%x: {m}, %y: {m} {{uop.output = 0 : i64}}) {{\n  memref.copy %x, %y : {m} to {m}\n  return\n}}\n"
    );
    let note = format!(
        "{rows}x{cols}{}, shared {shared}{swizzle}, registers {what} {reg_layout}, async {asynchronous}",
        if columns { " (column-major view)" } else { "" }
    );
    Case {
        kernel,
        synchronous,
        reference,
        note,
    }
}

/// The `seed`-th TMA case: a block copies a `[rows, cols]` region at a random place of a larger
/// row-major f16 array into shared memory asynchronously (`axe-run --gpu-tma`: TMA where the
/// plan takes it, else cp.async with a remark), then out into an array of the region's shape.
/// The shared layouts are the ones TMA writes (row-major with or without the swizzle its rows
/// allow, or 64-column atoms side by side: one box per atom) or a random bit permutation, with
/// a random swizzle some of the time (mostly refused, which the remark says).
pub fn tma_case(seed: u64) -> Case {
    let mut rng = Rng::new(seed.wrapping_mul(0xD1B5_4A32_D192_ED03) ^ 0x7A3A);
    let rows = 1i64 << (1 + rng.below(7));
    let cols = 1i64 << (3 + rng.below(6));
    let bits = (rows * cols).trailing_zeros();
    // The array around the region: up to three times as tall and twice as wide; the region
    // starts at any row and at a multiple of 8 columns (16 bytes, which cp.async needs too).
    let (total_rows, total_cols) = (rows * (1 + rng.below(3) as i64), cols * (1 + rng.below(2) as i64));
    let row0 = rng.below((total_rows - rows + 1) as u64) as i64;
    let col0 = 8 * rng.below(((total_cols - cols) / 8 + 1) as u64) as i64;
    let row_bytes = 2 * cols;
    // TMA's swizzle for rows of 32, 64 or 128 bytes, where the tile holds whole periods of it
    // (2^(B + 6) elements; the tensor type refuses a swizzle that could leave the buffer).
    let tma_swizzle = |row_bytes: i64| {
        let b = row_bytes.trailing_zeros() as i64 - 4;
        ([32, 64, 128].contains(&row_bytes) && (rows * cols) % (1 << (b + 6)) == 0)
            .then(|| format!(", swizzle<{b}, 3, 3>"))
    };
    let (shared, swizzle, what) = match rng.below(10) {
        0..=4 => {
            let swizzle = if rng.below(3) == 0 {
                String::new()
            } else {
                tma_swizzle(row_bytes).unwrap_or_default()
            };
            (format!("S[({rows},{cols}):({cols},1)]"), swizzle, "row-major")
        }
        5..=6 if cols >= 128 => (
            format!("S[({rows},{},64):(64,{},1)]", cols / 64, rows * 64),
            ", swizzle<3, 3, 3>".to_string(),
            "64-column atoms",
        ),
        _ => {
            let layout = bit_layout(&mut rng, &[rows, cols], &[("m", bits)], None);
            let (b, m) = (1 + rng.below(3) as u32, rng.below(4) as u32);
            let s = b + rng.below(2) as u32;
            let swizzle = if rng.below(2) == 0 && bits >= b + m + s {
                format!(", swizzle<{b}, {m}, {s}>")
            } else {
                String::new()
            };
            (layout, swizzle, "bit permutation")
        }
    };
    let g = format!("!axe.tensor<{total_rows}x{total_cols}xf16, global>");
    let y = format!("!axe.tensor<{rows}x{cols}xf16, global>");
    let s = format!("!axe.tensor<{rows}x{cols}xf16, shared, #axe.layout<{shared}>{swizzle}>");
    let mut kernel = String::new();
    writeln!(
        kernel,
        "axe.kernel @k(%x: {g}) -> {y} attributes {{grid = array<i64: 1>, block = array<i64: 128>}} {{"
    )
    .unwrap();
    writeln!(kernel, "  %y = axe.alloc : {y}\n  %s = axe.alloc : {s}").unwrap();
    writeln!(
        kernel,
        "  %row0 = arith.constant {row0} : index\n  %col0 = arith.constant {col0} : index"
    )
    .unwrap();
    writeln!(
        kernel,
        "  axe.copy %x[%row0, %col0] to %s at cta async : {g} to {s}\n  axe.wait_async 0"
    )
    .unwrap();
    writeln!(
        kernel,
        "  axe.copy %s to %y at cta : {s} to {y}\n  axe.return %y : {y}\n}}"
    )
    .unwrap();
    let synchronous = kernel
        .replace(" async :", " :")
        .replace("axe.wait_async 0", "gpu.barrier");
    let (xm, ym) = (
        format!("memref<{total_rows}x{total_cols}xf16>"),
        format!("memref<{rows}x{cols}xf16>"),
    );
    let reference = format!(
        "func.func @k(%x: {xm}, %y: {ym} {{uop.output = 0 : i64}}) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = arith.constant {rows} : index
  %cols = arith.constant {cols} : index
  %row0 = arith.constant {row0} : index
  %col0 = arith.constant {col0} : index
  scf.for %i = %c0 to %rows step %c1 {{
    scf.for %j = %c0 to %cols step %c1 {{
      %r = arith.addi %i, %row0 : index
      %c = arith.addi %j, %col0 : index
      %v = memref.load %x[%r, %c] : {xm}
      memref.store %v, %y[%i, %j] : {ym}
    }}
  }}
  return
}}
"
    );
    let note =
        format!("{rows}x{cols} at [{row0}, {col0}] of {total_rows}x{total_cols}, shared {what} {shared}{swizzle}");
    Case {
        kernel,
        synchronous,
        reference,
        note,
    }
}
