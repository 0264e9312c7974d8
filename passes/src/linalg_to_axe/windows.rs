//! Convolutions and poolings, rewritten before the conversion into ops it has: a windowed
//! gather (a `linalg.generic` that copies the im2col view `x[n, c, oh * s + kh * d, ow * s +
//! kw * d]`, [`super::movement::window`]), then
//! - a convolution: the gathered `[N * OH * OW, C * KH * KW]` matrix times the transposed
//!   weights on the TensorE (`linalg.matmul`), plus the bias when the init is torch-mlir's
//!   `linalg.broadcast` of one (per column of the product: one value per partition), reshaped
//!   (and for NCHW transposed) into the result, plus the init when it is anything else but a
//!   zero fill;
//! - a pooling: a reduction over the window's trailing dimensions into the op's init, with the
//!   pooling's own combiner (`arith.maximumf`, `arith.addf`);
//! - a depthwise convolution: each channel's windows times its own taps ([`super::depthwise`]).
//!
//! 1-D convolutions are first rewritten into 2-D ones of unit height ([`super::conv1d`]),
//! and channels-last ones of one input channel into channels-first ones on the same data
//! ([`super::single_channel`]), which this decomposes in turn. What it does not take stays
//! in place, and the conversion reports it with the reason ([`refusal`]).
//!
//! The gather's rows run along the window's innermost dimension (`kw`, or `c` for NHWC), so
//! they are contiguous in the source whatever the stride. An NCHW convolution with none (`kw
//! == 1`: runs of one element; a dilation along W: taps `dw` apart), or whose input is the pad
//! of a map one element wide, is first rewritten into the NHWC one, whose runs are the
//! channels ([`super::nchw_to_nhwc`]). The replacement is built op by op at the op's location
//! into a detached block (it reads like the decomposition, [`super::window_builder`]), and
//! moved in place of the op.

use super::splice;
use super::window_builder::{identity, Window, WindowBuilder, Yield};
use super::{conv1d, depthwise, nchw_to_nhwc, single_channel};
use crate::rangeify::tensor_shape;
use axe_dialects::ir::read::{defining_op, i64_array, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{
    attribute::AttributeLike, operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, Type, TypeLike,
    Value, ValueLike,
};

/// The ops this file rewrites.
const REWRITTEN: &[&str] = &[
    "linalg.conv_2d_nchw_fchw",
    "linalg.conv_2d_nhwc_fhwc",
    "linalg.depthwise_conv_2d_nchw_chw",
    "linalg.depthwise_conv_2d_nhwc_hwcm",
    "linalg.pooling_nchw_max",
    "linalg.pooling_nchw_sum",
    "linalg.pooling_nhwc_max",
    "linalg.pooling_nhwc_sum",
];

/// A replacement: the ops that replace an op, and the values their arguments stand for.
pub type Replacement<'c, 'a> = (Window, Vec<Value<'c, 'a>>);

/// Rewrites every convolution and pooling of `body` it can; the others are left for the
/// conversion to refuse ([`refusal`] says why).
pub fn rewrite(body: &BlockRef) {
    // 1-D convolutions first, into 2-D ones of unit height that the second walk decomposes
    // (a replacement goes before its op, where a walk that has passed it does not look).
    replace_each(body, conv1d::REWRITTEN, conv1d::as_2d);
    // Channels-last convolutions of one channel, into channels-first ones on the same data
    // (only where those have contiguous runs of kw, so the next walk leaves them).
    replace_each(body, single_channel::REWRITTEN, single_channel::as_nchw);
    // NCHW convolutions whose gather would have no contiguous run of kw (theirs included),
    // into NHWC ones whose runs are the channels.
    replace_each(body, nchw_to_nhwc::REWRITTEN, nchw_to_nhwc::as_nhwc);
    replace_each(body, REWRITTEN, decomposition);
}

/// Why the conversion gets `op` (one of the ops this file rewrites) unchanged; `None` for an
/// op it does not rewrite.
pub fn refusal(op: &OperationRef) -> Option<String> {
    let name = op_name(op);
    let why = if conv1d::REWRITTEN.contains(&name) {
        conv1d::as_2d(op).err()
    } else if REWRITTEN.contains(&name) {
        decomposition(op).err()
    } else {
        return None;
    };
    Some(why.unwrap_or_else(|| "has a decomposition that the rewrite did not put in its place (a bug)".into()))
}

/// Replaces each op of `body` named in `names` by what `replacement` writes for it, and the
/// pad that was its input and the bias broadcast that was its init when nothing else reads
/// them.
fn replace_each<'c, 'a>(
    body: &BlockRef<'c, 'a>,
    names: &[&str],
    replacement: fn(&OperationRef<'c, 'a>) -> Result<Replacement<'c, 'a>, String>,
) {
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if !names.contains(&op_name(&op)) {
            continue;
        }
        let Ok((window, arguments)) = replacement(&op) else {
            continue;
        };
        let defined = |i: usize, name: &str| op.operand_at(i).and_then(defining_op).filter(|d| op_name(d) == name);
        // The input's pad (which nchw_to_nhwc moves into NHWC) and the bias broadcast.
        let producers = [defined(0, "tensor.pad"), defined(2, "linalg.broadcast")];
        let raw: Vec<mlir_sys::MlirValue> = arguments.iter().map(|v| v.to_raw()).collect();
        splice::replace(&op, window, &raw);
        // One only for the convolution now reads nothing.
        for p in producers.into_iter().flatten() {
            if p.result_at(0)
                .is_some_and(|r| crate::kernel_ir::users(r.into()).is_empty())
            {
                unsafe {
                    mlir_sys::mlirOperationRemoveFromParent(p.to_raw());
                    mlir_sys::mlirOperationDestroy(p.to_raw());
                }
            }
        }
    }
}

/// The bias `[F]` that a convolution's init broadcasts over the output: torch-mlir's
/// `linalg.broadcast` along `dimensions` (`[0, 2, 3]` for NCHW, `[0, 1, 2]` for NHWC).
pub(super) fn broadcast_bias<'c, 'a>(init: Value<'c, 'a>, dimensions: &[i64], f: i64) -> Option<Value<'c, 'a>> {
    let broadcast = defining_op(init).filter(|d| op_name(d) == "linalg.broadcast")?;
    let bias = broadcast.operand_at(0)?;
    (i64_array(&broadcast, "dimensions")? == dimensions && shape_of(bias)?.0 == [f])
        .then(|| unsafe { Value::from_raw(bias.to_raw()) })
}

/// Whether a window of `k` taps, `d` apart, at `out` positions `s` apart fits an input of
/// `input` elements as linalg defines it (a mismatch is the verifier's to report; the
/// rewrites only take ops they read right).
pub(super) fn fits(input: i64, out: i64, k: i64, s: i64, d: i64) -> bool {
    s >= 1 && d >= 1 && out >= 1 && (out - 1) * s + (k - 1) * d < input
}

/// The static shape and element type of operand or result `value`.
pub(super) fn shape_of(value: Value) -> Option<(Vec<i64>, String)> {
    let (shape, element) = tensor_shape(value.r#type())?;
    (shape.iter().all(|&d| d > 0)).then(|| (shape, element.to_string()))
}

/// The replacement of `op`, the decomposition (module docs) of `%x`, `%w` and `%init`
/// (`%bias` in its place for a broadcast bias), and the values those stand for; why not for
/// a shape or attribute it does not read.
fn decomposition<'c, 'a>(op: &OperationRef<'c, 'a>) -> Result<Replacement<'c, 'a>, String> {
    let name = op_name(op);
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
    if name.starts_with("linalg.depthwise") {
        return depthwise::decomposition(op, &strides, &dilations);
    }
    if xs.len() != 4 || ws.len() < 2 || os.len() != 4 {
        return Err(format!(
            "has an input of shape {xs:?}, a filter of shape {ws:?} and a result of shape {os:?}; the window rewrite takes 4-D inputs and results"
        ));
    }
    let (sh, sw, dh, dw) = (strides[0], strides[1], dilations[0], dilations[1]);
    let nchw = name.contains("nchw");
    let (n, c) = (xs[0], if nchw { xs[1] } else { xs[3] });
    let (oh, ow) = if nchw { (os[2], os[3]) } else { (os[1], os[2]) };
    let (kh, kw) = match name {
        "linalg.conv_2d_nchw_fchw" => (ws[2], ws[3]),
        "linalg.conv_2d_nhwc_fhwc" => (ws[1], ws[2]),
        _ => (ws[0], ws[1]),
    };
    let (h, w_in) = if nchw { (xs[2], xs[3]) } else { (xs[1], xs[2]) };
    if !fits(h, oh, kh, sh, dh) || !fits(w_in, ow, kw, sw, dw) {
        return Err(format!("has a window ({kh} x {kw}, strides {strides:?}, dilations {dilations:?}) that does not fit its input {xs:?} and result {os:?}"));
    }
    // The gather's element count bounds every product below (M, K, OH * OW); a shape whose
    // count overflows 64 bits is left for the conversion to refuse.
    element_count(&[n, oh, ow, c, kh, kw])?;
    let want: &[i64] = if nchw { &[0, 2, 3] } else { &[0, 1, 2] };
    let bias = name
        .starts_with("linalg.conv")
        .then(|| broadcast_bias(init, want, ws[0]))
        .flatten();
    let arguments = vec![x, w, bias.unwrap_or(init)];
    let f = ws[0];
    let mut wt = WindowBuilder::new(op, t, &xs, &ws, bias.map(|_| f), &os);
    // The gather: loops (n, oh, ow, then the window and channels in the order of `cols`).
    let (gather_map, cols): (String, Vec<i64>) = match name {
        // Convolutions put the contraction (c, kh, kw) last; NCHW pooling (n, c, oh, ow, kh, kw).
        "linalg.conv_2d_nchw_fchw" => (
            format!("(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * {sh} + d4 * {dh}, d2 * {sw} + d5 * {dw})"),
            vec![n, oh, ow, c, kh, kw],
        ),
        "linalg.conv_2d_nhwc_fhwc" | "linalg.pooling_nhwc_max" | "linalg.pooling_nhwc_sum" => (
            format!("(d0, d1, d2, d3, d4, d5) -> (d0, d1 * {sh} + d3 * {dh}, d2 * {sw} + d4 * {dw}, d5)"),
            vec![n, oh, ow, kh, kw, c],
        ),
        _ => (
            format!("(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * {sh} + d4 * {dh}, d3 * {sw} + d5 * {dw})"),
            vec![n, c, oh, ow, kh, kw],
        ),
    };
    wt.empty("%e0", &cols);
    wt.gather("%cols", ("%x", &xs), &gather_map, ("%e0", &cols));
    if name.starts_with("linalg.pooling") {
        let combiner = pooling_combiner(op).ok_or("has a pooling body that is not one maximumf or addf")?;
        let window = if nchw {
            "%cols"
        } else {
            // [N, OH, OW, KH, KW, C] -> [N, OH, OW, C, KH, KW]: the window dimensions last.
            wt.empty("%e1", &[n, oh, ow, c, kh, kw]);
            wt.transpose("%win", ("%cols", &cols), "%e1", &[0, 1, 2, 5, 3, 4]);
            "%win"
        };
        let window_shape = [os[0], os[1], os[2], os[3], kh, kw];
        let reduce = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"];
        wt.generic(
            "%r",
            &[&identity(6), "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)"],
            &reduce,
            &[(window, &window_shape)],
            ("%init", &os),
            Yield::Accumulate(combiner),
        );
        return Ok((wt.finish("%r"), arguments));
    }
    let (m, k) = (n * oh * ow, c * kh * kw);
    wt.collapse("%m", ("%cols", &cols), &[&[0, 1, 2], &[3, 4, 5]]);
    wt.collapse("%wf", ("%w", &ws), &[&[0], &[1, 2, 3]]);
    wt.empty("%e2", &[k, f]);
    wt.transpose("%wt", ("%wf", &[f, k]), "%e2", &[1, 0]);
    wt.constant("%zero", 0.0);
    wt.empty("%e3", &[m, f]);
    wt.fill("%z", "%zero", ("%e3", &[m, f]));
    wt.matmul("%mm", ("%m", &[m, k]), ("%wt", &[k, f]), "%z");
    let mm = if bias.is_some() {
        wt.add_bias("%mb", "%mm", "%bias", 1, "%e3", &[m, f]);
        "%mb"
    } else {
        "%mm"
    };
    if nchw {
        // [N * OH * OW, F] -> [N, OH * OW, F] -> [N, F, OH * OW] -> [N, F, OH, OW].
        wt.expand("%r", mm, &[&[0, 1], &[2]], &[n, oh * ow, f]);
        wt.empty("%e4", &[n, f, oh * ow]);
        wt.transpose("%rt", ("%r", &[n, oh * ow, f]), "%e4", &[0, 2, 1]);
        wt.expand("%p", "%rt", &[&[0], &[1], &[2, 3]], &os);
    } else {
        wt.expand("%p", mm, &[&[0, 1, 2], &[3]], &os);
    }
    let zero_init = axe_dialects::ir::read::filled_float(init).is_some_and(|v| v == 0.0);
    let result = if zero_init || bias.is_some() {
        "%p"
    } else {
        // The init (a bias broadcast over the output) added once.
        wt.empty("%e5", &os);
        wt.add("%sum", "%init", "%p", "%e5", &os);
        "%sum"
    };
    Ok((wt.finish(result), arguments))
}

/// A convolution's or pooling's `strides` or `dilations`: `rank` values (all 1 when absent),
/// from a dense elements attribute (`dense<2> : vector<2xi64>`, what torch-mlir writes) or a
/// dense array; why not for anything else, so the op is left for the conversion to refuse.
pub(super) fn window_values(op: &OperationRef, name: &str, rank: usize) -> Result<Vec<i64>, String> {
    let Ok(attribute) = op.attribute(name) else {
        return Ok(vec![1; rank]);
    };
    let raw = attribute.to_raw();
    let values = unsafe {
        let ty = attribute.r#type().to_string();
        let dense = mlir_sys::mlirAttributeIsADenseElements(raw)
            && mlir_sys::mlirElementsAttrGetNumElements(raw) == rank as i64;
        if dense && ty.ends_with("xi64>") {
            (0..rank as isize)
                .map(|i| mlir_sys::mlirDenseElementsAttrGetInt64Value(raw, i))
                .collect()
        } else if dense && ty.ends_with("xi32>") {
            (0..rank as isize)
                .map(|i| i64::from(mlir_sys::mlirDenseElementsAttrGetInt32Value(raw, i)))
                .collect()
        } else if dense {
            Vec::new()
        } else {
            i64_array(op, name).unwrap_or_default()
        }
    };
    if values.len() != rank || values.iter().any(|&v| v < 1) {
        return Err(format!(
            "has {name} {attribute}; the window rewrite takes {rank} values of at least 1"
        ));
    }
    Ok(values)
}

/// The operands of a convolution or pooling, with their static shapes and element type.
pub(super) struct Operands<'c, 'a> {
    pub x: Value<'c, 'a>,
    pub w: Value<'c, 'a>,
    pub init: Value<'c, 'a>,
    pub xs: Vec<i64>,
    pub ws: Vec<i64>,
    pub os: Vec<i64>,
    /// The element type (a float).
    pub t: Type<'c>,
}

pub(super) fn operands<'c, 'a>(op: &OperationRef<'c, 'a>) -> Result<Operands<'c, 'a>, String> {
    let operand = |i: usize| op.operand(i).map_err(|_| format!("has no operand {i}"));
    let (x, w, init) = (operand(0)?, operand(1)?, operand(2)?);
    let shape = |v: Value, what: &str| {
        shape_of(v).ok_or_else(|| {
            format!(
                "has {what} of type {}; the window rewrite takes static tensors",
                v.r#type()
            )
        })
    };
    let (xs, _) = shape(x, "an input")?;
    let t = crate::rangeify::tensor_shape(x.r#type()).expect("a ranked tensor").1;
    if !unsafe { mlir_sys::mlirTypeIsAFloat(t.to_raw()) } {
        return Err(format!("has elements of type {t}; the window rewrite takes floats"));
    }
    let (ws, _) = shape(w, "a filter")?;
    let (os, _) = shape(init, "an init")?;
    Ok(Operands {
        x,
        w,
        init,
        xs,
        ws,
        os,
        t,
    })
}

/// The product of `extents`, or why not when it overflows 64 bits (it bounds every product
/// a decomposition writes).
pub(super) fn element_count(extents: &[i64]) -> Result<i64, String> {
    extents
        .iter()
        .try_fold(1i64, |a, &b| a.checked_mul(b))
        .ok_or_else(|| format!("gathers a window of {extents:?} elements, more than 64 bits count"))
}

/// The combiner of a pooling's body (`arith.maximumf` for max pooling, `arith.addf` for
/// sum pooling), as the reduction that replaces it uses it.
fn pooling_combiner(op: &OperationRef) -> Option<&'static str> {
    let body = op.region_at(0)?.first_block()?;
    let first = body.first_operation()?;
    ["arith.maximumf", "arith.maxnumf", "arith.addf"]
        .into_iter()
        .find(|c| *c == op_name(&first))
}
