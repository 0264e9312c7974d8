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

use super::window_builder::WindowBuilder;
use super::windows::{operands, window_values, Operands, Replacement};
use axe_dialects::ir::read::filled_float;
use melior::ir::OperationRef;

/// The ops this file rewrites.
pub const REWRITTEN: &[&str] = &["linalg.conv_2d_nhwc_fhwc"];

/// The NCHW convolution that computes `op` (one input channel), as a window of `%x`, `%w`
/// and `%init`, and the values those stand for; why not otherwise.
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
    let mut wt = WindowBuilder::new(op, t, &xs, &ws, None, &os);
    // [A, B, C, 1] -> [A, B, C] -> [A, 1, B, C]: the unit channel moved, the data the same.
    let drop_channel: &[&[usize]] = &[&[0], &[1], &[2, 3]];
    let channel_first: &[&[usize]] = &[&[0, 1], &[2], &[3]];
    wt.collapse("%x3", ("%x", &xs), drop_channel);
    wt.expand("%xn", "%x3", channel_first, &nchw_x);
    wt.collapse("%w3", ("%w", &ws), drop_channel);
    wt.expand("%wn", "%w3", channel_first, &nchw_w);
    wt.constant("%zero", 0.0);
    wt.empty("%e0", &nchw_out);
    wt.fill("%z", "%zero", ("%e0", &nchw_out));
    let (s, d) = ([strides[0], strides[1]], [dilations[0], 1]);
    wt.conv(
        "%c",
        "linalg.conv_2d_nchw_fchw",
        [("%xn", &nchw_x), ("%wn", &nchw_w)],
        ("%z", &nchw_out),
        s,
        d,
    );
    wt.empty("%e1", &os);
    wt.transpose("%ct", ("%c", &nchw_out), "%e1", &[0, 2, 3, 1]);
    let result = if filled_float(init).is_some_and(|v| v == 0.0) {
        "%ct"
    } else {
        wt.add("%sum", "%init", "%ct", "%e1", &os);
        "%sum"
    };
    Ok((wt.finish(result), vec![x, w, init]))
}
