//! The `vector` ops the CPU lowering of schedules emits, for the interpreter: a vector is a
//! 1-D tensor value (so elementwise `arith`/`math` on vectors is the tensor path), loads and
//! stores move consecutive elements along a memref's last dimension (masked lanes are not
//! touched, so their addresses may be out of bounds), a reduction combines the lanes in order
//! with the reduction kinds of `uop.reduce` (and `and` of a runtime check's lanes), and rank-2
//! vectors (the in-register transpose of a transposed tile) are built by `insert`, turned by
//! `transpose` and read by `extract`.

use super::{
    scalar,
    value::{ElemTy, MemRef, Num, Tensor},
};

fn lane_active(mask: Option<&Tensor>, lane: usize) -> bool {
    mask.is_none_or(|m| m.data[lane].int() != 0)
}

/// The storage positions of the `lanes` elements a vector access at `indices` touches along
/// `buffer`'s last dimension; `None` for a lane whose mask is false (not touched, so its
/// address may be out of bounds).
pub fn positions(
    buffer: &MemRef,
    indices: &[i64],
    lanes: usize,
    mask: Option<&Tensor>,
) -> Result<Vec<Option<usize>>, String> {
    let (last, rest) = indices.split_last().ok_or("a vector access needs an index")?;
    let mut at = rest.to_vec();
    at.push(0);
    (0..lanes)
        .map(|lane| {
            if !lane_active(mask, lane) {
                return Ok(None);
            }
            *at.last_mut().expect("pushed above") = last + lane as i64;
            buffer.position(&at).map(Some)
        })
        .collect()
}

/// `lanes` elements of `buffer` from `indices` along its last dimension; a lane whose mask is
/// false takes `passthru`'s value.
pub fn load(
    buffer: &MemRef,
    indices: &[i64],
    lanes: usize,
    mask: Option<&Tensor>,
    passthru: Option<&Tensor>,
) -> Result<Tensor, String> {
    let store = buffer.store.borrow();
    let data = positions(buffer, indices, lanes, mask)?
        .into_iter()
        .enumerate()
        .map(|(lane, p)| match p {
            Some(p) => {
                super::traffic::record_load(buffer.elem);
                store.at(p)
            }
            None => passthru.map_or(buffer.elem.zero(), |t| t.data[lane]),
        })
        .collect();
    Ok(Tensor {
        elem: buffer.elem,
        shape: vec![lanes as i64],
        data,
    })
}

/// Stores the lanes of `value` into `buffer` from `indices` along its last dimension, where
/// the mask is true.
pub fn store(buffer: &MemRef, indices: &[i64], value: &Tensor, mask: Option<&Tensor>) -> Result<(), String> {
    let at = positions(buffer, indices, value.data.len(), mask)?;
    let mut store = buffer.store.borrow_mut();
    for (p, &v) in at.into_iter().zip(&value.data) {
        if let Some(p) = p {
            store.set(p, v);
            super::traffic::record_store(buffer.elem);
        }
    }
    Ok(())
}

/// A `#vector.kind` (or `gpu.all_reduce` operation) as the interpreter's reduction kind.
pub fn reduce_kind(kind: &str) -> Result<&'static str, String> {
    match kind {
        "add" => Ok("add"),
        "mul" => Ok("mul"),
        "maximumf" | "maxsi" => Ok("max"),
        "minimumf" | "minsi" => Ok("min"),
        other => Err(format!(
            "has reduction kind '{other}', which the interpreter does not know"
        )),
    }
}

/// `vector.reduction <kind>` over the lanes in order (`kind` as `#vector.kind<...>` spells it),
/// starting from the accumulator operand when there is one (it was ignored), else from the
/// identity (a float sum from +0, as upstream's vector-to-llvm starts `llvm.vector.reduce.fadd`).
pub fn reduction(kind: &str, value: &Tensor, acc: Option<Num>) -> Result<Num, String> {
    // Whether every lane of a condition holds (a runtime check of vectorized lanes).
    if kind == "and" && value.elem == ElemTy::Int(1) {
        let all = acc.into_iter().chain(value.data.iter().copied()).all(|n| n.int() != 0);
        return Ok(Num::I(if all { -1 } else { 0 }));
    }
    let kind = reduce_kind(kind)?;
    let mut acc = acc.unwrap_or_else(|| scalar::reduce_identity(kind, value.elem));
    for &x in &value.data {
        acc = scalar::reduce_combine(kind, value.elem, acc, x)?;
    }
    Ok(acc)
}

/// `vector.extract` at a static position: the element (a rank-1 source) or the row (rank 2).
pub fn extract(value: &Tensor, position: &[i64]) -> Result<Result<Num, Tensor>, String> {
    if position.is_empty() || position.len() > value.shape.len() {
        return Err(format!(
            "extracts at {} positions from a vector of rank {}",
            position.len(),
            value.shape.len()
        ));
    }
    // The leading dimensions pick one sub-vector (or element) of the row-major data.
    let mut start = 0i64;
    for (&p, &extent) in position.iter().zip(&value.shape) {
        if p < 0 || p >= extent {
            return Err(format!("extracts position {p} of a dimension of {extent}"));
        }
        start = start * extent + p;
    }
    let rest = &value.shape[position.len()..];
    let width: i64 = rest.iter().product();
    let start = (start * width) as usize;
    if rest.is_empty() {
        return Ok(Ok(value.data[start]));
    }
    Ok(Err(Tensor {
        elem: value.elem,
        shape: rest.to_vec(),
        data: value.data[start..start + width as usize].to_vec(),
    }))
}

/// `vector.insert` of a row (or an element) at a static position of `dest`.
pub fn insert(source: &[Num], dest: &Tensor, position: &[i64]) -> Result<Tensor, String> {
    let [p] = position else {
        return Err("inserts at more than one position".into());
    };
    let rows = *dest.shape.first().ok_or("inserts into a rank-0 vector")?;
    let width: i64 = dest.shape[1..].iter().product();
    if *p < 0 || *p >= rows || source.len() as i64 != width {
        return Err(format!(
            "inserts {} elements at position {p} of a vector of {rows} x {width}",
            source.len()
        ));
    }
    let mut out = dest.clone();
    let start = (*p * width) as usize;
    out.data[start..start + width as usize].copy_from_slice(source);
    Ok(out)
}

/// `vector.transpose` of a rank-2 vector with permutation [1, 0].
pub fn transpose(value: &Tensor, permutation: &[i64]) -> Result<Tensor, String> {
    let (&[r, c], [1, 0]) = (value.shape.as_slice(), permutation) else {
        return Err("transposes other than [1, 0] of a rank-2 vector are not interpreted".into());
    };
    let mut data = Vec::with_capacity(value.data.len());
    for j in 0..c {
        for i in 0..r {
            data.push(value.data[(i * c + j) as usize]);
        }
    }
    Ok(Tensor {
        elem: value.elem,
        shape: vec![c, r],
        data,
    })
}
