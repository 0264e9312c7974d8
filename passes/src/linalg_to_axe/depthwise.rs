//! Depthwise convolutions as each channel's windows times its own taps: the windows,
//! gathered into `[C, N * OH * OW, KH * KW]`, multiplied by the taps `[C, KH * KW]` (one row
//! per channel, broadcast over the windows) and summed over the taps, on the VectorE in one
//! row loop (the products stay in SBUF). That is the convolution's own work, one multiply
//! and one add per tap; a product per channel on the TensorE would have one column. The
//! gather (a windowed copy, [`super::movement::window`]) writes `[C, N, OH, OW, KH, KW]`:
//! - `linalg.depthwise_conv_2d_nchw_chw` (torch-mlir's `groups = C`) reads
//!   `x[n, c, oh * s + kh * d, ow * s + kw * d]` straight into it, in runs of `kw`;
//! - `linalg.depthwise_conv_2d_nhwc_hwcm` (TOSA's) reads runs of the channels,
//!   `[N, OH, OW, KH, KW, C]`, and transposes them to the front; its channel multiplier `M`
//!   must be 1 (one output per channel, what the corpus has), else a located refusal.
//!
//! The sums `[C, N * OH * OW]` get torch-mlir's bias (its init, a `linalg.broadcast` over
//! `[0, 2, 3]`) per row, one value per partition, then go back to the result's layout (a
//! transpose for NCHW when `N > 1`, and for NHWC); an init other than a bias or a zero fill
//! is added to the result.

use super::splice::tensor_type as ty;
use super::windows::{broadcast_bias, element_count, fits, operands, Operands, Replacement};
use axe_dialects::ir::read::{filled_float, op_name};
use melior::ir::OperationRef;

/// The decomposition of depthwise convolution `op` (module docs) as a function
/// `@window(%x, %w, %init)` (`%bias` in place of `%init` for a broadcast bias), and the
/// values its arguments stand for; why not for a shape it does not read.
pub fn decomposition<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    strides: &[i64],
    dilations: &[i64],
) -> Result<Replacement<'c, 'a>, String> {
    let Operands {
        x,
        w,
        init,
        xs,
        ws,
        os,
        t,
    } = operands(op)?;
    let nchw = op_name(op) == "linalg.depthwise_conv_2d_nchw_chw";
    let (w_rank, o_rank) = if nchw { (3, 4) } else { (4, 5) };
    if xs.len() != 4 || ws.len() != w_rank || os.len() != o_rank {
        return Err(format!(
            "has an input of shape {xs:?}, a filter of shape {ws:?} and a result of shape {os:?}; the window rewrite takes a 4-D input, a {w_rank}-D filter and a {o_rank}-D result"
        ));
    }
    if !nchw && ws[3] != 1 {
        return Err(format!(
            "has a channel multiplier of {} (filter {ws:?}); the conversion takes depthwise convolutions with one output per channel",
            ws[3]
        ));
    }
    let (n, c) = (xs[0], if nchw { xs[1] } else { xs[3] });
    let (h, wi) = if nchw { (xs[2], xs[3]) } else { (xs[1], xs[2]) };
    let (kh, kw) = if nchw { (ws[1], ws[2]) } else { (ws[0], ws[1]) };
    let (oh, ow) = if nchw { (os[2], os[3]) } else { (os[1], os[2]) };
    let ([sh, sw], [dh, dw]) = ([strides[0], strides[1]], [dilations[0], dilations[1]]);
    if !fits(h, oh, kh, sh, dh) || !fits(wi, ow, kw, sw, dw) {
        return Err(format!("has a window ({kh} x {kw}, strides {strides:?}, dilations {dilations:?}) that does not fit its input {xs:?} and result {os:?}"));
    }
    element_count(&[c, n, oh, ow, kh, kw])?;
    let (m, k) = (n * oh * ow, kh * kw);
    let bias = nchw.then(|| broadcast_bias(init, &[0, 2, 3], c)).flatten();
    let zero_init = filled_float(init).is_some_and(|v| v == 0.0);
    let third = match bias {
        Some(_) => format!("%bias: {}", ty(&[c], &t)),
        None => format!("%init: {}", ty(&os, &t)),
    };
    let mut text = format!(
        "func.func @window(%x: {}, %w: {}, {third}) -> {} {{\n",
        ty(&xs, &t),
        ty(&ws, &t),
        ty(&os, &t)
    );
    let mut line = |s: String| {
        text.push_str("  ");
        text.push_str(&s);
        text.push('\n');
    };
    let id6 = "affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>";
    let copy = format!("^bb0(%a: {t}, %o: {t}):\n    linalg.yield %a : {t}");
    let windows = [c, n, oh, ow, kh, kw];
    let (gather_map, gathered) = if nchw {
        (
            format!("(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * {sh} + d4 * {dh}, d3 * {sw} + d5 * {dw})"),
            windows.to_vec(),
        )
    } else {
        (
            format!("(d0, d1, d2, d3, d4, d5) -> (d0, d1 * {sh} + d3 * {dh}, d2 * {sw} + d4 * {dw}, d5)"),
            vec![n, oh, ow, kh, kw, c],
        )
    };
    line(format!("%e0 = tensor.empty() : {}", ty(&gathered, &t)));
    line(format!(
        "%cols = linalg.generic {{indexing_maps = [affine_map<{gather_map}>, {id6}], iterator_types = [{}]}} ins(%x : {}) outs(%e0 : {}) {{\n  {copy}\n  }} -> {}",
        ["\"parallel\""; 6].join(", "),
        ty(&xs, &t),
        ty(&gathered, &t),
        ty(&gathered, &t)
    ));
    if !nchw {
        // [N, OH, OW, KH, KW, C] -> [C, N, OH, OW, KH, KW].
        line(format!("%e1 = tensor.empty() : {}", ty(&windows, &t)));
        line(format!(
            "%win = linalg.transpose ins(%cols : {}) outs(%e1 : {}) permutation = [5, 0, 1, 2, 3, 4]",
            ty(&gathered, &t),
            ty(&windows, &t)
        ));
    }
    let win = if nchw { "%cols" } else { "%win" };
    line(format!(
        "%lhs = tensor.collapse_shape {win} [[0], [1, 2, 3], [4, 5]] : {} into {}",
        ty(&windows, &t),
        ty(&[c, m, k], &t)
    ));
    let taps = if nchw {
        "%w"
    } else {
        // [KH, KW, C, 1] -> [KH, KW, C] -> [C, KH, KW] (a transpose the conversion copies:
        // the last two swapped, then rows kept).
        line(format!(
            "%w3 = tensor.collapse_shape %w [[0], [1], [2, 3]] : {} into {}",
            ty(&ws, &t),
            ty(&[kh, kw, c], &t)
        ));
        line(format!("%e2 = tensor.empty() : {}", ty(&[c, kh, kw], &t)));
        line(format!(
            "%wt = linalg.transpose ins(%w3 : {}) outs(%e2 : {}) permutation = [2, 0, 1]",
            ty(&[kh, kw, c], &t),
            ty(&[c, kh, kw], &t)
        ));
        "%wt"
    };
    line(format!(
        "%wk = tensor.collapse_shape {taps} [[0], [1, 2]] : {} into {}",
        ty(&[c, kh, kw], &t),
        ty(&[c, k], &t)
    ));
    // Each window times its channel's taps (one row of them per channel, broadcast over the
    // windows), summed over the taps into [C, M, 1] (the unit dimension keeps the channels
    // a batch of the sums' [M, 1] tiles).
    let maps = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>";
    line(format!("%e3 = tensor.empty() : {}", ty(&[c, m, k], &t)));
    line(format!(
        "%prod = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%lhs, %wk : {}, {}) outs(%e3 : {}) {{\n  ^bb0(%a: {t}, %b: {t}, %o: {t}):\n    %v = arith.mulf %a, %b : {t}\n    linalg.yield %v : {t}\n  }} -> {}",
        ty(&[c, m, k], &t),
        ty(&[c, k], &t),
        ty(&[c, m, k], &t),
        ty(&[c, m, k], &t)
    ));
    line(format!("%zero = arith.constant 0.0 : {t}"));
    line(format!("%e4 = tensor.empty() : {}", ty(&[c, m, 1], &t)));
    line(format!(
        "%z = linalg.fill ins(%zero : {t}) outs(%e4 : {}) -> {}",
        ty(&[c, m, 1], &t),
        ty(&[c, m, 1], &t)
    ));
    let maps = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>";
    line(format!(
        "%sums = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins(%prod : {}) outs(%z : {}) {{\n  ^bb0(%a: {t}, %o: {t}):\n    %v = arith.addf %a, %o : {t}\n    linalg.yield %v : {t}\n  }} -> {}",
        ty(&[c, m, k], &t),
        ty(&[c, m, 1], &t),
        ty(&[c, m, 1], &t)
    ));
    line(format!(
        "%p = tensor.collapse_shape %sums [[0], [1, 2]] : {} into {}",
        ty(&[c, m, 1], &t),
        ty(&[c, m], &t)
    ));
    let product = if bias.is_some() {
        let maps = "affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>";
        line(format!("%e5 = tensor.empty() : {}", ty(&[c, m], &t)));
        line(format!(
            "%pb = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\", \"parallel\"]}} ins(%p, %bias : {}, {}) outs(%e5 : {}) {{\n  ^bb0(%a: {t}, %b: {t}, %o: {t}):\n    %v = arith.addf %a, %b : {t}\n    linalg.yield %v : {t}\n  }} -> {}",
            ty(&[c, m], &t),
            ty(&[c], &t),
            ty(&[c, m], &t),
            ty(&[c, m], &t)
        ));
        "%pb"
    } else {
        "%p"
    };
    if !nchw {
        // [C, N * OH * OW] -> [N * OH * OW, C] -> [N, OH, OW, C] -> [N, OH, OW, C, 1].
        line(format!("%e6 = tensor.empty() : {}", ty(&[m, c], &t)));
        line(format!(
            "%rt = linalg.transpose ins({product} : {}) outs(%e6 : {}) permutation = [1, 0]",
            ty(&[c, m], &t),
            ty(&[m, c], &t)
        ));
        // Two reshapes: the copy of the first moves runs of the channels; the second names
        // the same data.
        line(format!(
            "%r4 = tensor.expand_shape %rt [[0, 1, 2], [3]] output_shape [{n}, {oh}, {ow}, {c}] : {} into {}",
            ty(&[m, c], &t),
            ty(&os[..4], &t)
        ));
        line(format!(
            "%r = tensor.expand_shape %r4 [[0], [1], [2], [3, 4]] output_shape [{n}, {oh}, {ow}, {c}, 1] : {} into {}",
            ty(&os[..4], &t),
            ty(&os, &t)
        ));
    } else if n == 1 {
        line(format!(
            "%r = tensor.expand_shape {product} [[0, 1], [2, 3]] output_shape [1, {c}, {oh}, {ow}] : {} into {}",
            ty(&[c, m], &t),
            ty(&os, &t)
        ));
    } else {
        // [C, N * OH * OW] -> [C, N, OH * OW] -> [N, C, OH * OW] -> [N, C, OH, OW].
        let (per_channel, per_image) = ([c, n, oh * ow], [n, c, oh * ow]);
        line(format!(
            "%r3 = tensor.expand_shape {product} [[0], [1, 2]] output_shape [{c}, {n}, {}] : {} into {}",
            oh * ow,
            ty(&[c, m], &t),
            ty(&per_channel, &t)
        ));
        line(format!("%e6 = tensor.empty() : {}", ty(&per_image, &t)));
        line(format!(
            "%rt = linalg.transpose ins(%r3 : {}) outs(%e6 : {}) permutation = [1, 0, 2]",
            ty(&per_channel, &t),
            ty(&per_image, &t)
        ));
        line(format!(
            "%r = tensor.expand_shape %rt [[0], [1], [2, 3]] output_shape [{n}, {c}, {oh}, {ow}] : {} into {}",
            ty(&per_image, &t),
            ty(&os, &t)
        ));
    }
    let result = if zero_init || bias.is_some() {
        "%r"
    } else {
        // The init added once.
        let dims: Vec<String> = (0..os.len()).map(|i| format!("d{i}")).collect();
        let id = format!("affine_map<({0}) -> ({0})>", dims.join(", "));
        let parallel = vec!["\"parallel\""; os.len()].join(", ");
        line(format!("%e7 = tensor.empty() : {}", ty(&os, &t)));
        line(format!(
            "%sum = linalg.generic {{indexing_maps = [{id}, {id}, {id}], iterator_types = [{parallel}]}} ins(%init, %r : {}, {}) outs(%e7 : {}) {{\n  ^bb0(%a: {t}, %b: {t}, %o: {t}):\n    %v = arith.addf %a, %b : {t}\n    linalg.yield %v : {t}\n  }} -> {}",
            ty(&os, &t),
            ty(&os, &t),
            ty(&os, &t),
            ty(&os, &t)
        ));
        "%sum"
    };
    line(format!("return {result} : {}", ty(&os, &t)));
    text.push_str("}\n");
    Ok((text, vec![x, w, bias.unwrap_or(init)]))
}
