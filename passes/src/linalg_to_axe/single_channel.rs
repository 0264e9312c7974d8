//! A channels-last convolution of one input channel (TOSA's form of LeNet's first layer:
//! `linalg.conv_2d_nhwc_fhwc` on `x[N, H, W, 1]`) as the channels-first one on the same data,
//! which [`super::windows`] decomposes next. The NHWC gather's runs are the channels, here one
//! element (which a copy does not write); with one channel `x[N, H, W, 1]` is `x[N, 1, H, W]`
//! in memory, and the NCHW gather's runs are rows of the window (`kw` taps, contiguous
//! without a dilation along W). So: `x` and `w[F, KH, KW, 1]` reshaped to `[N, 1, H, W]` and
//! `[F, 1, KH, KW]` (free), `linalg.conv_2d_nchw_fchw` into a zero fill, its `[N, F, OH, OW]`
//! result transposed to NHWC and the init added (TOSA's bias broadcast, read per column).
//! Taken only where the NCHW runs are contiguous (`kw > 1`, no dilation along W); the others
//! stay for the decomposition to refuse.

use super::splice::tensor_type as ty;
use super::windows::{operands, window_values, Operands, Replacement};
use axe_dialects::ir::read::filled_float;
use melior::ir::OperationRef;

/// The ops this file rewrites.
pub const REWRITTEN: &[&str] = &["linalg.conv_2d_nhwc_fhwc"];

/// The NCHW convolution that computes `op` (one input channel) as a function `@window(%x,
/// %w, %init)`, and the values its arguments stand for; why not otherwise.
pub fn as_nchw<'c, 'a>(op: &OperationRef<'c, 'a>) -> Result<Replacement<'c, 'a>, String> {
    let Operands {
        x,
        w,
        init,
        xs,
        ws,
        os,
        t,
    } = operands(op)?;
    let strides = window_values(op, "strides", 2)?;
    let dilations = window_values(op, "dilations", 2)?;
    if xs.len() != 4 || ws.len() != 4 || os.len() != 4 || xs[3] != 1 || ws[3] != 1 {
        return Err("has more than one input channel (the channels-first form is for one)".into());
    }
    let (n, h, w_in, f, kh, kw, oh, ow) = (xs[0], xs[1], xs[2], ws[0], ws[1], ws[2], os[1], os[2]);
    if kw == 1 || dilations[1] != 1 {
        return Err("has no contiguous row of taps along W (a 1-wide window or a dilation)".into());
    }
    let (nchw_x, nchw_w, nchw_out) = ([n, 1, h, w_in], [f, 1, kh, kw], [n, f, oh, ow]);
    let mut text = format!(
        "func.func @window(%x: {}, %w: {}, %init: {}) -> {} {{\n",
        ty(&xs, &t),
        ty(&ws, &t),
        ty(&os, &t),
        ty(&os, &t)
    );
    let mut line = |s: String| {
        text.push_str("  ");
        text.push_str(&s);
        text.push('\n');
    };
    // [A, B, C, 1] -> [A, B, C] -> [A, 1, B, C]: the unit channel moved, the data the same.
    let mut channel_first = |name: &str, from: &[i64], to: &[i64]| {
        line(format!(
            "%{name}3 = tensor.collapse_shape %{name} [[0], [1], [2, 3]] : {} into {}",
            ty(from, &t),
            ty(&from[..3], &t)
        ));
        line(format!(
            "%{name}n = tensor.expand_shape %{name}3 [[0, 1], [2], [3]] output_shape [{}, 1, {}, {}] : {} into {}",
            to[0],
            to[2],
            to[3],
            ty(&from[..3], &t),
            ty(to, &t)
        ));
    };
    channel_first("x", &xs, &nchw_x);
    channel_first("w", &ws, &nchw_w);
    line(format!("%zero = arith.constant 0.0 : {t}"));
    line(format!("%e0 = tensor.empty() : {}", ty(&nchw_out, &t)));
    line(format!(
        "%z = linalg.fill ins(%zero : {t}) outs(%e0 : {}) -> {}",
        ty(&nchw_out, &t),
        ty(&nchw_out, &t)
    ));
    line(format!(
        "%c = linalg.conv_2d_nchw_fchw {{dilations = dense<[{}, 1]> : vector<2xi64>, strides = dense<[{}, {}]> : vector<2xi64>}} ins(%xn, %wn : {}, {}) outs(%z : {}) -> {}",
        dilations[0],
        strides[0],
        strides[1],
        ty(&nchw_x, &t),
        ty(&nchw_w, &t),
        ty(&nchw_out, &t),
        ty(&nchw_out, &t)
    ));
    line(format!("%e1 = tensor.empty() : {}", ty(&os, &t)));
    line(format!(
        "%ct = linalg.transpose ins(%c : {}) outs(%e1 : {}) permutation = [0, 2, 3, 1]",
        ty(&nchw_out, &t),
        ty(&os, &t)
    ));
    let result = if filled_float(init).is_some_and(|v| v == 0.0) {
        "%ct"
    } else {
        let id4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>";
        line(format!(
            "%sum = linalg.generic {{indexing_maps = [{id4}, {id4}, {id4}], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%init, %ct : {}, {}) outs(%e1 : {}) {{\n  ^bb0(%a: {t}, %b: {t}, %o: {t}):\n    %v = arith.addf %a, %b : {t}\n    linalg.yield %v : {t}\n  }} -> {}",
            ty(&os, &t),
            ty(&os, &t),
            ty(&os, &t),
            ty(&os, &t)
        ));
        "%sum"
    };
    line(format!("return {result} : {}", ty(&os, &t)));
    text.push_str("}\n");
    Ok((text, vec![x, w, init]))
}
