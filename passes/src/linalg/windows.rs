//! A windowed operand axis (a convolution's or pool's `s * d2 + t * d5 + c`)
//! as uop movement ops, tinygrad's `_pool`: the axis becomes one axis per
//! loop dimension of the window, so that the operand can be expanded over
//! the iteration space like any other. Rangeify turns the movement ops back
//! into the index `s * o + t * k + c` (the reshapes' div and mod fold away
//! because every window stays inside the axis), so no copy is made.

use super::{
    indexing_maps::Window,
    tensor_builder::{shape_of, TensorBuilder},
};
use melior::ir::Value;

/// `source` with axis `axis` replaced by one axis per term of `window`
/// (extents from `sizes`, the loop extents), so that element
/// `[.., i_1, .., i_m, ..]` is `source[.., c + sum a_j * i_j, ..]`. Returns
/// the loop dimensions of the new axes, in order. Every loop extent of the
/// window is at least 1 (the caller handles an empty iteration space).
pub fn window_axis<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    source: Value<'c, 'a>,
    axis: usize,
    window: &Window,
    sizes: &[i64],
) -> Result<(Value<'c, 'a>, Vec<usize>), String> {
    let n = shape_of(source)[axis];
    // Largest stride outermost: a pool whose window fits in its stride then
    // needs no overlapping rows at all.
    let mut terms: Vec<(i64, i64, usize)> = window.terms.iter().map(|&(k, a)| (a, sizes[k], k)).collect();
    terms.sort_by(|x, y| y.0.cmp(&x.0).then(y.1.cmp(&x.1)));
    let overflow = || "spans more elements than an i64 counts (not converted)".to_owned();
    let mut last = window.constant;
    for &(a, extent, _) in &terms {
        last = a
            .checked_mul(extent - 1)
            .and_then(|r| r.checked_add(last))
            .ok_or_else(overflow)?;
    }
    if window.constant < 0 || last >= n {
        let first = window.constant;
        return Err(format!(
            "reads indices {first} to {last} of an axis of {n} elements (outside the operand)"
        ));
    }
    let mut x = shrink_axis(b, source, axis, window.constant, n);
    let mut position = axis;
    for j in 0..terms.len() {
        let (a, extent, _) = terms[j];
        // The rest of the window, read from each of this term's `extent` starts.
        let mut rest = 1i64;
        for &(a_r, extent_r, _) in &terms[j + 1..] {
            rest = a_r
                .checked_mul(extent_r - 1)
                .and_then(|r| r.checked_add(rest))
                .ok_or_else(overflow)?;
        }
        x = if rest <= a {
            disjoint_rows(b, x, position, a, extent, rest)?
        } else {
            overlapping_rows(b, x, position, a, extent, rest)?
        };
        position += 1;
    }
    // The last term's rows hold one element each.
    let mut shape = shape_of(x);
    shape.remove(position);
    let x = b.reshape(x, &shape);
    Ok((x, terms.iter().map(|&(_, _, k)| k).collect()))
}

/// Axis `axis` cut to `[begin, end)`.
fn shrink_axis<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    x: Value<'c, 'a>,
    axis: usize,
    begin: i64,
    end: i64,
) -> Value<'c, 'a> {
    let shape = shape_of(x);
    let mut from = vec![0; shape.len()];
    let mut to = shape;
    from[axis] = begin;
    to[axis] = end;
    b.shrink(x, &from, &to)
}

/// `shape` with axis `axis` replaced by `with`, its element count checked.
fn replace_axis(shape: &[i64], axis: usize, with: &[i64]) -> Result<Vec<i64>, String> {
    let mut out = shape[..axis].to_vec();
    out.extend_from_slice(with);
    out.extend_from_slice(&shape[axis + 1..]);
    out.iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))
        .ok_or_else(|| "makes a view of more elements than an i64 counts (not converted)".to_owned())?;
    Ok(out)
}

/// Rows `r < extent` of `width` elements starting at `a * r`, where
/// `width <= a` (windows that do not overlap: a pool whose stride is at
/// least its window, a strided read): pad the axis to `extent * a`, split
/// it into `(extent, a)` and keep the first `width` of each row.
fn disjoint_rows<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    x: Value<'c, 'a>,
    axis: usize,
    a: i64,
    extent: i64,
    width: i64,
) -> Result<Value<'c, 'a>, String> {
    let shape = shape_of(x);
    let total = extent
        .checked_mul(a)
        .ok_or("spans more elements than an i64 counts (not converted)")?;
    let x = shrink_axis(b, x, axis, 0, shape[axis].min(total));
    let mut high = vec![0; shape.len()];
    high[axis] = total - shape[axis].min(total);
    let x = b.pad(x, &vec![0; shape.len()], &high);
    let x = b.reshape(x, &replace_axis(&shape, axis, &[extent, a])?);
    let mut end = replace_axis(&shape, axis, &[extent, width])?;
    end[axis] = extent;
    Ok(b.shrink(x, &vec![0; end.len()], &end))
}

/// Rows `r < extent` of `width > a` elements starting at `a * r` (windows
/// that overlap: a stride-1 convolution). The `needed = a * (extent - 1) +
/// width` elements are repeated `extent` times and the repetition is read
/// in rows of `needed + a`: row `r` then starts `a * r` further into its
/// copy. The padding that makes the rows whole is never read.
fn overlapping_rows<'c, 'a>(
    b: &TensorBuilder<'c, 'a>,
    x: Value<'c, 'a>,
    axis: usize,
    a: i64,
    extent: i64,
    width: i64,
) -> Result<Value<'c, 'a>, String> {
    let shape = shape_of(x);
    let overflow = || "spans more elements than an i64 counts (not converted)".to_owned();
    let needed = a
        .checked_mul(extent - 1)
        .and_then(|r| r.checked_add(width))
        .ok_or_else(overflow)?;
    let row = needed.checked_add(a).ok_or_else(overflow)?;
    let repeated = extent.checked_mul(needed).ok_or_else(overflow)?;
    let padded = extent.checked_mul(row).ok_or_else(overflow)?;
    let x = shrink_axis(b, x, axis, 0, needed);
    let x = b.reshape(x, &replace_axis(&shape, axis, &[1, needed])?);
    let x = b.expand(x, &replace_axis(&shape, axis, &[extent, needed])?);
    let x = b.reshape(x, &replace_axis(&shape, axis, &[repeated])?);
    let mut high = vec![0; shape.len()];
    high[axis] = padded - repeated;
    let x = b.pad(x, &vec![0; shape.len()], &high);
    let x = b.reshape(x, &replace_axis(&shape, axis, &[extent, row])?);
    let end = replace_axis(&shape, axis, &[extent, width])?;
    Ok(b.shrink(x, &vec![0; end.len()], &end))
}
