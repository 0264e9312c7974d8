//! The tensor-level uop ops on concrete tensors (UOpTensorOps.td): movement
//! ops, reduce_axis, and the slicing and stacking of vmapin / vmapout.

use super::{
    scalar,
    value::{row_major_strides, unravel, Num, Tensor},
};

type R<T> = Result<T, String>;

/// A tensor of `shape` whose elements come from `src` (at `source_of` each output
/// coordinate) or are zero; a shape past the interpreter's limits is an error, not an
/// allocation that aborts.
fn gather(src: &Tensor, shape: Vec<i64>, mut source_of: impl FnMut(&[i64]) -> Option<Vec<i64>>) -> R<Tensor> {
    let strides = row_major_strides(&src.shape);
    let n = super::limits::elements(&shape)? as i64;
    let data = (0..n)
        .map(|i| match source_of(&unravel(i, &shape)) {
            Some(j) => src.data[j.iter().zip(&strides).map(|(a, b)| a * b).sum::<i64>() as usize],
            None => src.elem.zero(),
        })
        .collect();
    Ok(Tensor {
        elem: src.elem,
        shape,
        data,
    })
}

/// `uop.gather`: element `p` of the result is `src[clamp(i0[p]), ..., clamp(ik[p])]`, each
/// index clamped into `[0, size - 1]` of its axis (the op's definition: never out of bounds).
pub fn gather_at(src: &Tensor, indices: &[&Tensor], shape: Vec<i64>) -> R<Tensor> {
    if indices.len() != src.shape.len() {
        return Err(format!(
            "has {} index tensors for a source of rank {}",
            indices.len(),
            src.shape.len()
        ));
    }
    if src.shape.contains(&0) {
        return Err("reads a source with an empty axis".into());
    }
    if let Some(bad) = indices.iter().find(|t| t.shape != shape) {
        return Err(format!(
            "has an index tensor of shape {:?}, not the result's {shape:?}",
            bad.shape
        ));
    }
    let out_strides = row_major_strides(&shape);
    gather(src, shape, |p| {
        let at: i64 = p.iter().zip(&out_strides).map(|(a, b)| a * b).sum();
        Some(
            indices
                .iter()
                .zip(&src.shape)
                .map(|(t, &size)| t.data[at as usize].int().clamp(0, size - 1))
                .collect(),
        )
    })
}

pub fn reshape(src: &Tensor, shape: Vec<i64>) -> R<Tensor> {
    if shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)) != Some(src.data.len() as i64) {
        return Err(format!("cannot reshape {:?} to {shape:?}", src.shape));
    }
    Ok(Tensor {
        elem: src.elem,
        shape,
        data: src.data.clone(),
    })
}

pub fn permute(src: &Tensor, order: &[i64]) -> R<Tensor> {
    let shape: Vec<i64> = order.iter().map(|&o| src.shape[o as usize]).collect();
    gather(src, shape, |j| {
        let mut k = vec![0; j.len()];
        for (i, &o) in order.iter().enumerate() {
            k[o as usize] = j[i];
        }
        Some(k)
    })
}

pub fn expand(src: &Tensor, shape: Vec<i64>) -> R<Tensor> {
    let from = src.shape.clone();
    gather(src, shape, |j| {
        Some(j.iter().zip(&from).map(|(&x, &n)| if n == 1 { 0 } else { x }).collect())
    })
}

pub fn pad(src: &Tensor, low: &[i64], shape: Vec<i64>) -> R<Tensor> {
    let from = src.shape.clone();
    gather(src, shape, |j| {
        let k: Vec<i64> = j.iter().zip(low).map(|(x, l)| x - l).collect();
        k.iter().zip(&from).all(|(&x, &n)| x >= 0 && x < n).then_some(k)
    })
}

pub fn shrink(src: &Tensor, begin: &[i64], shape: Vec<i64>) -> R<Tensor> {
    gather(src, shape, |j| Some(j.iter().zip(begin).map(|(x, b)| x + b).collect()))
}

pub fn flip(src: &Tensor, axes: &[i64]) -> R<Tensor> {
    let from = src.shape.clone();
    gather(src, from.clone(), |j| {
        let mut k = j.to_vec();
        for &a in axes {
            k[a as usize] = from[a as usize] - 1 - j[a as usize];
        }
        Some(k)
    })
}

/// `uop.reduce_axis`: each row starts from `start` and combines in the row-major order of the
/// reduced axes.
pub fn reduce_axis(kind: &str, start: Num, src: &Tensor, axes: &[i64]) -> R<Tensor> {
    let mut shape = src.shape.clone();
    for &a in axes {
        shape[a as usize] = 1;
    }
    let mut out = Tensor::filled(src.elem, shape.clone(), start)?;
    let out_strides = row_major_strides(&shape);
    // Visiting the source in row-major order visits each output's inputs in
    // the row-major order of the reduced axes.
    for (i, &x) in src.data.iter().enumerate() {
        let j = unravel(i as i64, &src.shape);
        let o: i64 = j
            .iter()
            .enumerate()
            .map(|(d, &x)| if shape[d] == 1 { 0 } else { x * out_strides[d] })
            .sum();
        let slot = &mut out.data[o as usize];
        *slot = scalar::reduce_combine(kind, src.elem, *slot, x)?;
    }
    Ok(out)
}

/// `uop.vmapin`: the slice at `fixed` (per source axis: `Some(v)` for a
/// range axis at value v, `None` for a kept axis).
pub fn slice(src: &Tensor, fixed: &[Option<i64>]) -> R<Tensor> {
    for (d, f) in fixed.iter().enumerate() {
        if let Some(v) = f {
            if *v < 0 || *v >= src.shape[d] {
                return Err(format!("range value {v} is outside axis {d} of size {}", src.shape[d]));
            }
        }
    }
    let shape: Vec<i64> = src
        .shape
        .iter()
        .zip(fixed)
        .filter(|(_, f)| f.is_none())
        .map(|(&n, _)| n)
        .collect();
    gather(src, shape, |j| {
        let mut kept = j.iter();
        Some(
            fixed
                .iter()
                .map(|f| f.unwrap_or_else(|| *kept.next().unwrap_or(&0)))
                .collect(),
        )
    })
}

/// Writes `part` into `out` at the slice `fixed` (the inverse of [`slice`]).
pub fn place(out: &mut Tensor, fixed: &[Option<i64>], part: &Tensor) -> R<()> {
    let strides = row_major_strides(&out.shape);
    for (i, &x) in part.data.iter().enumerate() {
        let j = unravel(i as i64, &part.shape);
        let mut kept = j.iter();
        let pos: i64 = fixed
            .iter()
            .zip(&strides)
            .map(|(f, s)| f.unwrap_or_else(|| *kept.next().unwrap_or(&0)) * s)
            .sum();
        *out.data.get_mut(pos as usize).ok_or("vmapout slice out of range")? = x;
    }
    Ok(())
}
