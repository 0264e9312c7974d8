//! The shared-memory stages of the GEMM's operands (spec 001 section 3.2): each input's
//! `[BK, width]` tiles stacked over the stages (and the parts of A, one per warpgroup),
//! contiguous along the dimension its global tensor is so that the copies are `cp.async` or TMA
//! and `ldmatrix` takes `.trans` where the other dimension is; on wgmma one of the instruction's
//! canonical layouts; and the swizzled staging tile of C for a TMA store. Each is an
//! `!axe.tensor` type, written as the type's text.

use super::axe_program::Global;

/// The shared staging tile of C for a TMA store: `bm` rows of `bn` 16-bit elements in 64-column
/// atoms side by side (each `[bm, 64]` block one TMA box), rows of 128 bytes swizzled as TMA's
/// 128-byte swizzle reads them, so that the eight rows of each `stmatrix` matrix fall in
/// distinct banks.
pub(super) fn staging(element: &str, [bm, bn]: [i64; 2]) -> String {
    let layout = if bn > 64 {
        format!("S[({bm},{},64):(64,{},1)]", bn / 64, bm * 64)
    } else {
        format!("S[({bm},64):(64,1)]")
    };
    format!("!axe.tensor<{bm}x{bn}x{element}, shared, #axe.layout<{layout}>, swizzle<3, 3, 3>>")
}

/// The shape prefix (`3x2x`), extents (`3,2,`) and strides of leading dimensions `lead` over
/// dense tiles of `tile` elements, the last leading dimension moving by one tile.
fn leading(lead: &[i64], tile: i64) -> (String, String, String) {
    let mut strides = Vec::with_capacity(lead.len());
    let mut stride = tile;
    for &extent in lead.iter().rev() {
        strides.push(stride);
        stride *= extent;
    }
    strides.reverse();
    let joined = |v: &[i64], sep: &str| v.iter().map(|x| format!("{x}{sep}")).collect::<String>();
    (joined(lead, "x"), joined(lead, ","), joined(&strides, ","))
}

/// XOR swizzle `<B, M, S>` for 2-byte rows of `row` elements read 8 rows at a time by
/// ldmatrix: 16-byte chunks (M = 3) XORed with the row's bits above 128 bytes, so the 8 rows
/// fall in distinct banks; none for a row of one chunk.
pub(super) fn swizzle(row: i64) -> Option<[i64; 3]> {
    let log2 = |n: i64| 63 - n.leading_zeros() as i64;
    (row >= 16).then(|| [(log2(row) - 3).min(3), 3, log2(row).max(6) - 3])
}

/// Shared `[BK, width]` tiles of an input, stacked over the leading dimensions `lead` (the
/// stages, then the parts when each warpgroup has its own), contiguous along the dimension the
/// global tensor is, and whether its copies may be `cp.async` (runs of at least 4 bytes).
pub(super) fn shared_stages(global: &Global, lead: &[i64], bk: i64, width: i64) -> (String, bool) {
    let (dim, run) = global.contiguous_run();
    // Without a contiguous dimension, k is contiguous (ldmatrix without .trans for A).
    let dim = if run > 1 { dim } else { 0 };
    let (strides, row) = if dim == 0 { ((1, bk), bk) } else { ((width, 1), width) };
    let swizzled = swizzle(row).map_or(String::new(), |[b, m, s]| format!(", swizzle<{b}, {m}, {s}>"));
    let (shape, extents, lead_strides) = leading(lead, bk * width);
    let ty = format!(
        "!axe.tensor<{shape}{bk}x{width}x{}, shared, #axe.layout<S[({extents}{bk},{width}):({lead_strides}{},{})]>{swizzled}>",
        global.element, strides.0, strides.1
    );
    (ty, run >= 2)
}

/// Shared `[BK, width]` tiles of an input for wgmma, stacked over `lead`: one of its canonical
/// layouts. K-major (rows of BK, when the global tensor is contiguous along k) as for mma.sync;
/// else MN-major in atoms of at most 64 elements (128 bytes) along the row, each `[BK, atom]`
/// block contiguous, swizzled by the atom's row length.
pub(super) fn wgmma_stages(global: &Global, lead: &[i64], bk: i64, width: i64) -> (String, bool) {
    let (dim, run) = global.contiguous_run();
    if run <= 1 || dim == 0 {
        return shared_stages(global, lead, bk, width);
    }
    let atom = width.min(64);
    let swizzled = swizzle(atom).map_or(String::new(), |[b, m, s]| format!(", swizzle<{b}, {m}, {s}>"));
    let split = if width > atom {
        format!("{},{atom}", width / atom)
    } else {
        atom.to_string()
    };
    let split_strides = if width > atom {
        format!("{},1", bk * atom)
    } else {
        "1".into()
    };
    let (shape, extents, lead_strides) = leading(lead, bk * width);
    let ty = format!(
        "!axe.tensor<{shape}{bk}x{width}x{}, shared, #axe.layout<S[({extents}{bk},{split}):({lead_strides}{atom},{split_strides})]>{swizzled}>",
        global.element,
    );
    (ty, run >= 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_schedule::gpu_operators::address_terms;

    #[test]
    fn stages_follow_the_global_contiguous_dimension() {
        // A row-major M x K seen as [K, M]: k contiguous, 16-byte runs.
        let (ty, copies_async) = shared_stages(&Global::f16([64, 128], [1, 64], 0), &[3], 32, 128);
        assert!(
            ty.contains("S[(3,32,128):(4096,1,32)]") && ty.contains("swizzle<2, 3, 3>"),
            "{ty}"
        );
        assert!(copies_async);
        // Column-major B [K, N] (k contiguous) and row-major B (n contiguous).
        assert!(shared_stages(&Global::f16([64, 8], [1, 64], 0), &[3], 16, 8)
            .0
            .contains("(128,1,16)"));
        let (ty, _) = shared_stages(&Global::f16([64, 128], [128, 1], 0), &[3], 32, 128);
        assert!(ty.contains("(4096,128,1)") && ty.contains("swizzle<3, 3, 4>"), "{ty}");
        // Rows starting 4 elements in: 8-byte runs, still cp.async; no contiguous dimension: not.
        assert_eq!(Global::f16([16, 64], [1, 24], 4).contiguous_run(), (0, 4));
        assert!(!shared_stages(&Global::f16([16, 64], [3, 48], 0), &[3], 16, 64).1);
    }

    /// Every wgmma stage, for either contiguous dimension and each width, is a canonical wgmma
    /// layout for the instruction tiles the dispatch reads (the dispatch's own check).
    #[test]
    fn wgmma_stages_are_canonical_layouts() {
        use axe_schedule::gpu_operators::terms_at;
        use axe_schedule::wgmma::{canonical_form, swizzle_of, Major};
        let (ty, _) = wgmma_stages(&Global::f16([64, 128], [128, 1], 0), &[3], 32, 128);
        assert!(
            ty.contains("S[(3,32,2,64):(4096,64,2048,1)]") && ty.contains("swizzle<3, 3, 3>"),
            "{ty}"
        );
        for major in [Major::K, Major::MN] {
            for width in [8, 16, 32, 64, 128, 256] {
                for bk in [16, 32] {
                    let g = Global {
                        shape: vec![64, width],
                        strides: if major == Major::K { vec![1, 64] } else { vec![width, 1] },
                        offset: 0,
                        element: "f16".into(),
                    };
                    let (ty, copies_async) = wgmma_stages(&g, &[3], bk, width);
                    assert!(copies_async);
                    let text = ty
                        .split("#axe.layout<")
                        .nth(1)
                        .and_then(|t| t.split(">").next())
                        .expect("a layout");
                    let layout = axe_layout::parse(text).expect("the stage layout parses");
                    let (terms, _) = address_terms(&layout, &[3, bk, width], "m").expect("terms");
                    let swizzle = ty.split("swizzle<").nth(1).map(|t| {
                        let v: Vec<i64> = t
                            .split('>')
                            .next()
                            .unwrap()
                            .split(", ")
                            .map(|x| x.parse().unwrap())
                            .collect();
                        [v[0], v[1], v[2]]
                    });
                    let element = |k: i64, mn: i64| terms_at(&terms[1], k) + terms_at(&terms[2], mn);
                    let tile = if width % 64 == 0 { 64 } else { width };
                    let form = canonical_form(
                        &element,
                        bk,
                        width,
                        tile,
                        swizzle_of(swizzle, 2).expect("a wgmma swizzle"),
                        2,
                    );
                    assert_eq!(form.map(|f| f.major), Ok(major), "{ty}");
                }
            }
        }
    }

    #[test]
    fn swizzles_permute_within_a_stage() {
        for row in [16, 32, 64, 128] {
            let [b, m, s] = swizzle(row).expect("a swizzle");
            assert!(b >= 1 && s >= b, "{row}");
            // Every stage is [BK >= 16, row] (or [row, BK]): a multiple of 2^(B+M+S).
            assert_eq!((16 * row) % (1 << (b + m + s)), 0, "{row}");
        }
        assert_eq!(swizzle(8), None);
    }
}
