//! NCHW convolutions whose gather would have no contiguous run, rewritten as NHWC ones.
//!
//! [`super::windows`] gathers a `linalg.conv_2d_nchw_fchw`'s windows in runs of `kw`, one DMA
//! each ([`super::movement::window`]). Two shapes have no such run:
//! - `kw == 1` (a 1x1 convolution, ResNet's strided downsample shortcut): runs of one element,
//!   which a copy does not write;
//! - a dilation along W with `kw > 1`: the taps of a run are `dw` apart in the source.
//!
//! In NHWC the runs are the channels, contiguous whatever the stride or dilation (TOSA's route
//! of the same programs), so such a convolution becomes `linalg.conv_2d_nhwc_fhwc` with the same
//! strides and dilations, between transposes, which [`super::windows`] then decomposes:
//! - `x [N, C, H, W]` to `[N, H, W, C]` (permutation `[0, 2, 3, 1]`); when x is torch-mlir's
//!   pad of H and W, its source is transposed and padded in NHWC (the NCHW pad goes once
//!   unused). A pad of a map one element wide copies its source in runs of one element,
//!   which a copy does not write, so a convolution of one (ResNet's last 3x3 convolutions on
//!   a 1x1 map) is rewritten too;
//! - the weights `[F, C, KH, KW]` to `[F, KH, KW, C]` (a transpose of a constant is folded into
//!   its data by the conversion; another weight is a transposed copy);
//! - the init: torch-mlir's bias broadcast (`dimensions = [0, 2, 3]`) written again over the
//!   NHWC result (`[0, 1, 2]`), which the window rewrite reads as a bias; a zero fill filled
//!   again; anything else transposed like `x`;
//! - the NHWC result back to `[N, F, OH, OW]` (`[0, 3, 1, 2]`).
//!
//! The transposes move each tensor once; the convolution's own work is unchanged. Every other
//! NCHW convolution (runs of `kw > 1`, undilated, its input not a pad of rows of one element)
//! is left as it is. A permutation that moves only unit dimensions (a 1x1 filter, one channel)
//! is two reshapes, which name the same data.

use super::window_builder::{Operand, WindowBuilder};
use super::windows::{broadcast_bias, fits, operands, shape_of, window_values, Operands, Replacement};
use axe_dialects::ir::read::{defining_op, filled_float, float_constant, i64_array, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, Value, ValueLike};

/// `[N, C, H, W]` to `[N, H, W, C]` (and the weights `[F, C, KH, KW]` to `[F, KH, KW, C]`).
const TO_NHWC: [usize; 4] = [0, 2, 3, 1];
/// `[N, OH, OW, F]` back to `[N, F, OH, OW]`.
const TO_NCHW: [usize; 4] = [0, 3, 1, 2];

/// The ops this file rewrites.
pub const REWRITTEN: &[&str] = &["linalg.conv_2d_nchw_fchw"];

/// The NHWC convolution that computes NCHW convolution `op` (module docs), as a window of
/// `%x`, `%w` and `%init` (`%bias` in its place for a broadcast bias), and the values those
/// stand for (x's pad's source in place of x when x is a [`SpatialPad`]); why not
/// for a convolution whose gather and pad have contiguous runs of `kw` (the window rewrite
/// takes it as it is) or a shape it does not read.
pub fn as_nhwc<'c, 'a>(op: &OperationRef<'c, 'a>) -> Result<Replacement<'c, 'a>, String> {
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
    if xs.len() != 4 || ws.len() != 4 || os.len() != 4 {
        return Err(format!(
            "has an input of shape {xs:?}, a filter of shape {ws:?} and a result of shape {os:?}; the window rewrite takes 4-D ones"
        ));
    }
    let ([n, c, h, wi], [f, _, kh, kw], [_, _, oh, ow]) = (
        [xs[0], xs[1], xs[2], xs[3]],
        [ws[0], ws[1], ws[2], ws[3]],
        [os[0], os[1], os[2], os[3]],
    );
    let pad = spatial_pad(x);
    // A pad whose rows are one element (a 1x1 map padded for a 3x3 convolution) copies its
    // source in runs of one element; NHWC pads runs of the channels.
    let rows_of_one = pad.as_ref().is_some_and(|p| p.shape[3] == 1);
    if kw > 1 && dilations[1] == 1 && !rows_of_one {
        return Err("gathers contiguous runs of kw in NCHW".into());
    }
    if !fits(h, oh, kh, strides[0], dilations[0]) || !fits(wi, ow, kw, strides[1], dilations[1]) {
        return Err(format!("has a window ({kh} x {kw}, strides {strides:?}, dilations {dilations:?}) that does not fit its input {xs:?} and result {os:?}"));
    }
    let (xn, wn, on) = ([n, h, wi, c], [f, kh, kw, c], [n, oh, ow, f]);
    let bias = broadcast_bias(init, &[0, 2, 3], f);
    let zero_init = filled_float(init).is_some_and(|v| v == 0.0);
    // The pad, when x is one, moves with it: its source is transposed and padded in NHWC.
    let x_type = pad.as_ref().map_or(xs.clone(), |p| p.shape.clone());
    let mut wt = WindowBuilder::new(op, t, &x_type, &ws, bias.map(|_| f), &os);
    match &pad {
        None => permute(&mut wt, "%xn", ("%x", &xs), TO_NHWC),
        Some(p) => {
            let source: Vec<i64> = TO_NHWC.iter().map(|&d| p.shape[d]).collect();
            permute(&mut wt, "%xs", ("%x", &p.shape), TO_NHWC);
            wt.constant("%pad", p.value);
            let (low, high) = ([0, p.low[0], p.low[1], 0], [0, p.high[0], p.high[1], 0]);
            wt.pad("%xn", ("%xs", &source), &low, &high, "%pad");
        }
    }
    permute(&mut wt, "%wn", ("%w", &ws), TO_NHWC);
    if bias.is_some() {
        wt.empty("%e_on", &on);
        wt.broadcast("%in", "%bias", ("%e_on", &on), &[0, 1, 2]);
    } else if zero_init {
        wt.empty("%e_on", &on);
        wt.constant("%zero", 0.0);
        wt.fill("%in", "%zero", ("%e_on", &on));
    } else {
        permute(&mut wt, "%in", ("%init", &os), TO_NHWC);
    }
    let (s, d) = ([strides[0], strides[1]], [dilations[0], dilations[1]]);
    wt.conv(
        "%cn",
        "linalg.conv_2d_nhwc_fhwc",
        [("%xn", &xn), ("%wn", &wn)],
        ("%in", &on),
        s,
        d,
    );
    permute(&mut wt, "%r", ("%cn", &on), TO_NCHW);
    let x = pad.map_or(x, |p| p.source);
    Ok((wt.finish("%r"), vec![x, w, bias.unwrap_or(init)]))
}

/// A `tensor.pad` of H and W only, with a finite constant (torch-mlir's convolution padding).
struct SpatialPad<'c, 'a> {
    source: Value<'c, 'a>,
    /// The source's static shape `[N, C, H, W]`.
    shape: Vec<i64>,
    /// Low and high padding of H and W.
    low: [i64; 2],
    high: [i64; 2],
    value: f64,
}

/// `x` as a [`SpatialPad`], when it is one.
fn spatial_pad<'c, 'a>(x: Value<'c, 'a>) -> Option<SpatialPad<'c, 'a>> {
    let pad = defining_op(x).filter(|d| op_name(d) == "tensor.pad" && d.operand_count() == 1)?;
    let (low, high) = (i64_array(&pad, "static_low")?, i64_array(&pad, "static_high")?);
    let spatial = |p: &[i64]| p.len() == 4 && p[0] == 0 && p[1] == 0 && p[2] >= 0 && p[3] >= 0;
    if !spatial(&low) || !spatial(&high) {
        return None;
    }
    let yielded = pad.region_at(0)?.first_block()?.terminator()?.operand_at(0)?;
    let value = float_constant(&defining_op(yielded)?).filter(|v| v.is_finite())?;
    let source = pad.operand_at(0)?;
    let (shape, _) = shape_of(source)?;
    Some(SpatialPad {
        // The source outlives the borrow of its pad.
        source: unsafe { Value::from_raw(source.to_raw()) },
        shape,
        low: [low[2], low[3]],
        high: [high[2], high[3]],
        value,
    })
}

/// `result`, `value` (of shape `from`) permuted: two reshapes, which name the same data, when
/// the permutation moves only unit dimensions (x or the init with one channel, a 1x1 filter);
/// a transpose otherwise.
fn permute(wt: &mut WindowBuilder, result: &str, (value, from): Operand, permutation: [usize; 4]) {
    let to: Vec<i64> = permutation.iter().map(|&p| from[p]).collect();
    let moved: Vec<usize> = permutation.into_iter().filter(|&p| from[p] != 1).collect();
    if moved.windows(2).all(|p| p[0] < p[1]) {
        let ((from_groups, _), (to_groups, _)) = (unit_groups(from), unit_groups(&to));
        let from_groups: Vec<&[usize]> = from_groups.iter().map(Vec::as_slice).collect();
        let to_groups: Vec<&[usize]> = to_groups.iter().map(Vec::as_slice).collect();
        let collapsed = format!("{result}_c");
        wt.collapse(&collapsed, (value, from), &from_groups);
        wt.expand(result, &collapsed, &to_groups, &to);
    } else {
        let empty = format!("{result}_e");
        wt.empty(&empty, &to);
        wt.transpose(result, (value, from), &empty, &permutation);
    }
}

/// The reassociation that drops the unit dimensions of `shape` (each joins the group of the
/// next dimension above 1, or the last group), and the shape that remains (`[1]` when all are
/// unit).
pub fn unit_groups(shape: &[i64]) -> (Vec<Vec<usize>>, Vec<i64>) {
    let mut groups: Vec<Vec<usize>> = vec![];
    let mut pending = vec![];
    for (i, &e) in shape.iter().enumerate() {
        pending.push(i);
        if e != 1 {
            groups.push(std::mem::take(&mut pending));
        }
    }
    match groups.last_mut() {
        Some(last) => last.extend(pending),
        None => groups.push(pending),
    }
    let core = groups.iter().map(|g| g.iter().map(|&i| shape[i]).product()).collect();
    (groups, core)
}
