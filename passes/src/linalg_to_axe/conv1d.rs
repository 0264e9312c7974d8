//! 1-D convolutions as 2-D ones of unit height, which [`super::windows`] decomposes next:
//! `linalg.conv_1d_ncw_fcw` (torch-mlir's `nn.Conv1d`) becomes `linalg.conv_2d_nchw_fchw` on
//! `x[N, C, 1, W]` and `w[F, C, 1, K]` with strides and dilations `[1, s]` and `[1, d]`, and
//! `linalg.conv_1d_nwc_wcf` becomes `linalg.conv_2d_nhwc_fhwc` on `x[N, 1, W, C]` and
//! `w[F, 1, K, C]` (the weights transposed from `[K, C, F]`), each between reshapes that add
//! and drop the unit dimension (free: they pair the same data). The init follows: torch-mlir's
//! bias broadcast (`dimensions = [0, 2]` over `[N, F, W]`) is written again over the 4-D
//! result (`[0, 2, 3]`), which the 2-D rewrite reads as a bias; a zero fill is filled again;
//! anything else is reshaped like the input.

use super::window_builder::WindowBuilder;
use super::windows::{broadcast_bias, operands, window_values, Operands, Replacement};
use axe_dialects::ir::read::{filled_float, op_name};
use melior::ir::OperationRef;

/// The ops this file rewrites.
pub const REWRITTEN: &[&str] = &["linalg.conv_1d_ncw_fcw", "linalg.conv_1d_nwc_wcf"];

/// The 2-D convolution of unit height that computes `op`, as a window of `%x`, `%w` and
/// `%init` (`%bias` in its place for a broadcast bias), and the values those stand for; why
/// not for a shape it does not read.
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
    // The reshapes that add and drop the unit height.
    let groups: &[&[usize]] = if ncw {
        &[&[0], &[1], &[2, 3]]
    } else {
        &[&[0], &[1, 2], &[3]]
    };
    let (xs4, os4) = (with_unit(&xs), with_unit(&os));
    let want: &[i64] = if ncw { &[0, 2] } else { &[0, 1] };
    let bias = broadcast_bias(init, want, f);
    let zero_init = filled_float(init).is_some_and(|v| v == 0.0);
    let mut wt = WindowBuilder::new(op, t, &xs, &ws, bias.map(|_| f), &os);
    wt.expand("%x4", "%x", groups, &xs4);
    let ws4 = if ncw {
        let ws4 = with_unit(&ws);
        wt.expand("%w4", "%w", groups, &ws4);
        ws4
    } else {
        // [K, C, F] -> [F, K, C] -> [F, 1, K, C].
        let (k, c) = (ws[0], ws[1]);
        wt.empty("%e0", &[f, k, c]);
        wt.transpose("%wt", ("%w", &ws), "%e0", &[2, 0, 1]);
        wt.expand("%w4", "%wt", &[&[0, 1], &[2], &[3]], &[f, 1, k, c]);
        vec![f, 1, k, c]
    };
    wt.empty("%e1", &os4);
    if bias.is_some() {
        let dimensions: &[usize] = if ncw { &[0, 2, 3] } else { &[0, 1, 2] };
        wt.broadcast("%i4", "%bias", ("%e1", &os4), dimensions);
    } else if zero_init {
        wt.constant("%zero", 0.0);
        wt.fill("%i4", "%zero", ("%e1", &os4));
    } else {
        wt.expand("%i4", "%init", groups, &os4);
    }
    wt.conv(
        "%c",
        conv,
        [("%x4", &xs4), ("%w4", &ws4)],
        ("%i4", &os4),
        [1, s],
        [1, d],
    );
    wt.collapse("%r", ("%c", &os4), groups);
    Ok((wt.finish("%r"), vec![x, w, bias.unwrap_or(init)]))
}
