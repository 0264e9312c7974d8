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
//! - `x [N, C, H, W]` to `[N, H, W, C]` (permutation `[0, 2, 3, 1]`);
//! - the weights `[F, C, KH, KW]` to `[F, KH, KW, C]` (a transpose of a constant is folded into
//!   its data by the conversion; another weight is a transposed copy);
//! - the init: torch-mlir's bias broadcast (`dimensions = [0, 2, 3]`) written again over the
//!   NHWC result (`[0, 1, 2]`), which the window rewrite reads as a bias; a zero fill filled
//!   again; anything else transposed like `x`;
//! - the NHWC result back to `[N, F, OH, OW]` (`[0, 3, 1, 2]`).
//!
//! The transposes move each tensor once; the convolution's own work is unchanged. Every other
//! NCHW convolution (runs of `kw > 1`, undilated) is left as it is.

use super::splice::{reassociation, tensor_type as ty};
use super::windows::{broadcast_bias, fits, operands, window_values, Operands, Replacement};
use axe_dialects::ir::read::filled_float;
use melior::ir::OperationRef;

/// `[N, C, H, W]` to `[N, H, W, C]` (and the weights `[F, C, KH, KW]` to `[F, KH, KW, C]`).
const TO_NHWC: [usize; 4] = [0, 2, 3, 1];
/// `[N, OH, OW, F]` back to `[N, F, OH, OW]`.
const TO_NCHW: [usize; 4] = [0, 3, 1, 2];

/// The ops this file rewrites.
pub const REWRITTEN: &[&str] = &["linalg.conv_2d_nchw_fchw"];

/// The NHWC convolution that computes NCHW convolution `op` (module docs), as a function
/// `@window(%x, %w, %init)` (`%bias` in place of `%init` for a broadcast bias), and the values
/// its arguments stand for; why not for a convolution whose gather has contiguous runs of `kw`
/// (the window rewrite takes it as it is) or a shape it does not read.
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
    if kw > 1 && dilations[1] == 1 {
        return Err("gathers contiguous runs of kw in NCHW".into());
    }
    if !fits(h, oh, kh, strides[0], dilations[0]) || !fits(wi, ow, kw, strides[1], dilations[1]) {
        return Err(format!("has a window ({kh} x {kw}, strides {strides:?}, dilations {dilations:?}) that does not fit its input {xs:?} and result {os:?}"));
    }
    let (xn, wn, on) = ([n, h, wi, c], [f, kh, kw, c], [n, oh, ow, f]);
    let bias = broadcast_bias(init, &[0, 2, 3], f);
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
    permute("xn", "%x", &xs, TO_NHWC, &t).into_iter().for_each(&mut line);
    permute("wn", "%w", &ws, TO_NHWC, &t).into_iter().for_each(&mut line);
    if bias.is_some() {
        line(format!("%e_on = tensor.empty() : {}", ty(&on, &t)));
        line(format!(
            "%in = linalg.broadcast ins(%bias : {}) outs(%e_on : {}) dimensions = [0, 1, 2]",
            ty(&[f], &t),
            ty(&on, &t)
        ));
    } else if zero_init {
        line(format!("%e_on = tensor.empty() : {}", ty(&on, &t)));
        line(format!("%zero = arith.constant 0.0 : {t}"));
        line(format!(
            "%in = linalg.fill ins(%zero : {t}) outs(%e_on : {}) -> {}",
            ty(&on, &t),
            ty(&on, &t)
        ));
    } else {
        permute("in", "%init", &os, TO_NHWC, &t).into_iter().for_each(&mut line);
    }
    let [sh, sw] = [strides[0], strides[1]];
    let [dh, dw] = [dilations[0], dilations[1]];
    line(format!(
        "%cn = linalg.conv_2d_nhwc_fhwc {{dilations = dense<[{dh}, {dw}]> : vector<2xi64>, strides = dense<[{sh}, {sw}]> : vector<2xi64>}} ins(%xn, %wn : {}, {}) outs(%in : {}) -> {}",
        ty(&xn, &t),
        ty(&wn, &t),
        ty(&on, &t),
        ty(&on, &t)
    ));
    permute("r", "%cn", &on, TO_NCHW, &t).into_iter().for_each(&mut line);
    line(format!("return %r : {}", ty(&os, &t)));
    text.push_str("}\n");
    Ok((text, vec![x, w, bias.unwrap_or(init)]))
}

/// `%result`, `value` (of shape `from`) permuted: two reshapes, which name the same data, when
/// the permutation moves only unit dimensions (x or the init with one channel, a 1x1 filter);
/// a transpose otherwise.
fn permute(result: &str, value: &str, from: &[i64], permutation: [usize; 4], t: &str) -> Vec<String> {
    let to: Vec<i64> = permutation.iter().map(|&p| from[p]).collect();
    let moved: Vec<usize> = permutation.into_iter().filter(|&p| from[p] != 1).collect();
    if moved.windows(2).all(|p| p[0] < p[1]) {
        let ((from_groups, core), (to_groups, _)) = (unit_groups(from), unit_groups(&to));
        let dims: Vec<String> = to.iter().map(i64::to_string).collect();
        vec![
            format!(
                "%c_{result} = tensor.collapse_shape {value} {} : {} into {}",
                reassociation(&from_groups),
                ty(from, t),
                ty(&core, t)
            ),
            format!(
                "%{result} = tensor.expand_shape %c_{result} {} output_shape [{}] : {} into {}",
                reassociation(&to_groups),
                dims.join(", "),
                ty(&core, t),
                ty(&to, t)
            ),
        ]
    } else {
        vec![
            format!("%e_{result} = tensor.empty() : {}", ty(&to, t)),
            format!(
                "%{result} = linalg.transpose ins({value} : {}) outs(%e_{result} : {}) permutation = {permutation:?}",
                ty(from, t),
                ty(&to, t)
            ),
        ]
    }
}

/// The reassociation that drops the unit dimensions of `shape` (each joins the group of the
/// next dimension above 1, or the last group), and the shape that remains (`[1]` when all are
/// unit).
fn unit_groups(shape: &[i64]) -> (Vec<Vec<usize>>, Vec<i64>) {
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

#[cfg(test)]
mod tests {
    use super::unit_groups;

    #[test]
    fn unit_dimensions_join_the_next_group() {
        assert_eq!(unit_groups(&[6, 4, 1, 1]), (vec![vec![0], vec![1, 2, 3]], vec![6, 4]));
        assert_eq!(unit_groups(&[1, 1, 5, 3]), (vec![vec![0, 1, 2], vec![3]], vec![5, 3]));
        assert_eq!(unit_groups(&[2, 1, 1, 3]), (vec![vec![0], vec![1, 2, 3]], vec![2, 3]));
        assert_eq!(unit_groups(&[1, 1, 1, 1]), (vec![vec![0, 1, 2, 3]], vec![1]));
    }
}
