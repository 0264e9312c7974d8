//! 1-D convolutions as 2-D ones of unit height, which [`super::windows`] decomposes next:
//! `linalg.conv_1d_ncw_fcw` (torch-mlir's `nn.Conv1d`) becomes `linalg.conv_2d_nchw_fchw` on
//! `x[N, C, 1, W]` and `w[F, C, 1, K]` with strides and dilations `[1, s]` and `[1, d]`, and
//! `linalg.conv_1d_nwc_wcf` becomes `linalg.conv_2d_nhwc_fhwc` on `x[N, 1, W, C]` and
//! `w[F, 1, K, C]` (the weights transposed from `[K, C, F]`), each between reshapes that add
//! and drop the unit dimension (free: they pair the same data). The init follows: torch-mlir's
//! bias broadcast (`dimensions = [0, 2]` over `[N, F, W]`) is written again over the 4-D
//! result (`[0, 2, 3]`), which the 2-D rewrite reads as a bias; a zero fill is filled again;
//! anything else is reshaped like the input.

use super::splice::tensor_type as ty;
use super::windows::{broadcast_bias, operands, window_values, Operands, Replacement};
use axe_dialects::ir::read::{filled_float, op_name};
use melior::ir::OperationRef;

/// The ops this file rewrites.
pub const REWRITTEN: &[&str] = &["linalg.conv_1d_ncw_fcw", "linalg.conv_1d_nwc_wcf"];

/// The 2-D convolution of unit height that computes `op`, as a function `@window(%x, %w,
/// %init)` (`%bias` in place of `%init` for a broadcast bias), and the values its arguments
/// stand for; why not for a shape it does not read.
pub fn as_2d<'c, 'a>(op: &OperationRef<'c, 'a>) -> Result<Replacement<'c, 'a>, String> {
    let Operands {
        x,
        w,
        init,
        xs,
        ws,
        os,
        t,
    } = operands(op)?;
    let s = window_values(op, "strides", 1)?[0];
    let d = window_values(op, "dilations", 1)?[0];
    if xs.len() != 3 || ws.len() != 3 || os.len() != 3 {
        return Err(format!(
            "has an input of shape {xs:?}, a filter of shape {ws:?} and a result of shape {os:?}; a 1-D convolution's are 3-D"
        ));
    }
    let ncw = op_name(op) == "linalg.conv_1d_ncw_fcw";
    // Where the unit height goes in each operand (before the width), the filters `f`, and the
    // 2-D op with its weights [F, 1, K, C] or [F, C, 1, K].
    let (unit, f, conv) = if ncw {
        (2, ws[0], "linalg.conv_2d_nchw_fchw")
    } else {
        (1, ws[2], "linalg.conv_2d_nhwc_fhwc")
    };
    let with_unit = |shape: &[i64]| {
        let mut s = shape.to_vec();
        s.insert(unit, 1);
        s
    };
    let groups = if ncw {
        "[[0], [1], [2, 3]]"
    } else {
        "[[0], [1, 2], [3]]"
    };
    let (xs4, os4) = (with_unit(&xs), with_unit(&os));
    let want: &[i64] = if ncw { &[0, 2] } else { &[0, 1] };
    let bias = broadcast_bias(init, want, f);
    let zero_init = filled_float(init).is_some_and(|v| v == 0.0);
    let third = match bias {
        Some(_) => format!("%bias: {}", ty(&[f], &t)),
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
    let expand = |value: &str, from: &[i64], to: &[i64]| {
        let dims: Vec<String> = to.iter().map(i64::to_string).collect();
        format!(
            "tensor.expand_shape {value} {groups} output_shape [{}] : {} into {}",
            dims.join(", "),
            ty(from, &t),
            ty(to, &t)
        )
    };
    line(format!("%x4 = {}", expand("%x", &xs, &xs4)));
    let ws4 = if ncw {
        let ws4 = with_unit(&ws);
        line(format!("%w4 = {}", expand("%w", &ws, &ws4)));
        ws4
    } else {
        // [K, C, F] -> [F, K, C] -> [F, 1, K, C].
        let (k, c) = (ws[0], ws[1]);
        line(format!("%e0 = tensor.empty() : {}", ty(&[f, k, c], &t)));
        line(format!(
            "%wt = linalg.transpose ins(%w : {}) outs(%e0 : {}) permutation = [2, 0, 1]",
            ty(&ws, &t),
            ty(&[f, k, c], &t)
        ));
        line(format!(
            "%w4 = tensor.expand_shape %wt [[0, 1], [2], [3]] output_shape [{f}, 1, {k}, {c}] : {} into {}",
            ty(&[f, k, c], &t),
            ty(&[f, 1, k, c], &t)
        ));
        vec![f, 1, k, c]
    };
    line(format!("%e1 = tensor.empty() : {}", ty(&os4, &t)));
    if bias.is_some() {
        let dimensions = if ncw { "[0, 2, 3]" } else { "[0, 1, 2]" };
        line(format!(
            "%i4 = linalg.broadcast ins(%bias : {}) outs(%e1 : {}) dimensions = {dimensions}",
            ty(&[f], &t),
            ty(&os4, &t)
        ));
    } else if zero_init {
        line(format!("%zero = arith.constant 0.0 : {t}"));
        line(format!(
            "%i4 = linalg.fill ins(%zero : {t}) outs(%e1 : {}) -> {}",
            ty(&os4, &t),
            ty(&os4, &t)
        ));
    } else {
        line(format!("%i4 = {}", expand("%init", &os, &os4)));
    }
    line(format!(
        "%c = {conv} {{dilations = dense<[1, {d}]> : vector<2xi64>, strides = dense<[1, {s}]> : vector<2xi64>}} ins(%x4, %w4 : {}, {}) outs(%i4 : {}) -> {}",
        ty(&xs4, &t),
        ty(&ws4, &t),
        ty(&os4, &t),
        ty(&os4, &t)
    ));
    line(format!(
        "%r = tensor.collapse_shape %c {groups} : {} into {}",
        ty(&os4, &t),
        ty(&os, &t)
    ));
    line(format!("return %r : {}", ty(&os, &t)));
    text.push_str("}\n");
    Ok((text, vec![x, w, bias.unwrap_or(init)]))
}
