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

use super::window_builder::{identity, WindowBuilder, Yield};
use super::windows::{broadcast_bias, element_count, fits, operands, Operands, Replacement};
use axe_dialects::ir::read::{filled_float, op_name};
use melior::ir::OperationRef;

/// The decomposition of depthwise convolution `op` (module docs), as a window of `%x`, `%w`
/// and `%init` (`%bias` in its place for a broadcast bias), and the values those stand for;
/// why not for a shape it does not read.
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
    let mut wt = WindowBuilder::new(op, t, &xs, &ws, bias.map(|_| c), &os);
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
    wt.empty("%e0", &gathered);
    wt.gather("%cols", ("%x", &xs), &gather_map, ("%e0", &gathered));
    let win = if nchw {
        "%cols"
    } else {
        // [N, OH, OW, KH, KW, C] -> [C, N, OH, OW, KH, KW].
        wt.empty("%e1", &windows);
        wt.transpose("%win", ("%cols", &gathered), "%e1", &[5, 0, 1, 2, 3, 4]);
        "%win"
    };
    wt.collapse("%lhs", (win, &windows), &[&[0], &[1, 2, 3], &[4, 5]]);
    let taps = if nchw {
        "%w"
    } else {
        // [KH, KW, C, 1] -> [KH, KW, C] -> [C, KH, KW] (a transpose the conversion copies:
        // the last two swapped, then rows kept).
        wt.collapse("%w3", ("%w", &ws), &[&[0], &[1], &[2, 3]]);
        wt.empty("%e2", &[c, kh, kw]);
        wt.transpose("%wt", ("%w3", &[kh, kw, c]), "%e2", &[2, 0, 1]);
        "%wt"
    };
    wt.collapse("%wk", (taps, &[c, kh, kw]), &[&[0], &[1, 2]]);
    // Each window times its channel's taps (one row of them per channel, broadcast over the
    // windows), summed over the taps into [C, M, 1] (the unit dimension keeps the channels
    // a batch of the sums' [M, 1] tiles).
    let id3 = identity(3);
    wt.empty("%e3", &[c, m, k]);
    wt.generic(
        "%prod",
        &[&id3, "(d0, d1, d2) -> (d0, d2)", &id3],
        &["parallel", "parallel", "parallel"],
        &[("%lhs", &[c, m, k]), ("%wk", &[c, k])],
        ("%e3", &[c, m, k]),
        Yield::Binary("arith.mulf"),
    );
    wt.constant("%zero", 0.0);
    wt.empty("%e4", &[c, m, 1]);
    wt.fill("%z", "%zero", ("%e4", &[c, m, 1]));
    wt.generic(
        "%sums",
        &[&id3, "(d0, d1, d2) -> (d0, d1, 0)"],
        &["parallel", "parallel", "reduction"],
        &[("%prod", &[c, m, k])],
        ("%z", &[c, m, 1]),
        Yield::Accumulate("arith.addf"),
    );
    wt.collapse("%p", ("%sums", &[c, m, 1]), &[&[0], &[1, 2]]);
    let product = if bias.is_some() {
        wt.empty("%e5", &[c, m]);
        wt.add_bias("%pb", "%p", "%bias", 0, "%e5", &[c, m]);
        "%pb"
    } else {
        "%p"
    };
    if !nchw {
        // [C, N * OH * OW] -> [N * OH * OW, C] -> [N, OH, OW, C] -> [N, OH, OW, C, 1].
        wt.empty("%e6", &[m, c]);
        wt.transpose("%rt", (product, &[c, m]), "%e6", &[1, 0]);
        // Two reshapes: the copy of the first moves runs of the channels; the second names
        // the same data.
        wt.expand("%r4", "%rt", &[&[0, 1, 2], &[3]], &os[..4]);
        wt.expand("%r", "%r4", &[&[0], &[1], &[2], &[3, 4]], &os);
    } else if n == 1 {
        wt.expand("%r", product, &[&[0, 1], &[2, 3]], &os);
    } else {
        // [C, N * OH * OW] -> [C, N, OH * OW] -> [N, C, OH * OW] -> [N, C, OH, OW].
        let per_channel = [c, n, oh * ow];
        wt.expand("%r3", product, &[&[0], &[1, 2]], &per_channel);
        wt.empty("%e6", &[n, c, oh * ow]);
        wt.transpose("%rt", ("%r3", &per_channel), "%e6", &[1, 0, 2]);
        wt.expand("%r", "%rt", &[&[0], &[1], &[2, 3]], &os);
    }
    let result = if zero_init || bias.is_some() {
        "%r"
    } else {
        // The init added once.
        wt.empty("%e7", &os);
        wt.add("%sum", "%init", "%r", "%e7", &os);
        "%sum"
    };
    Ok((wt.finish(result), vec![x, w, bias.unwrap_or(init)]))
}
