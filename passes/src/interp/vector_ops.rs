//! The `vector` ops the CPU lowering of schedules emits, for the interpreter: a vector is a
//! 1-D tensor value (so elementwise `arith`/`math` on vectors is the tensor path), loads and
//! stores move consecutive elements along a memref's last dimension (masked lanes are not
//! touched, so their addresses may be out of bounds), and a reduction combines the lanes in
//! order with the reduction kinds of `uop.reduce`.

use super::{
    scalar,
    value::{MemRef, Num, Tensor},
};

fn lane_active(mask: Option<&Tensor>, lane: usize) -> bool {
    mask.is_none_or(|m| m.data[lane].int() != 0)
}

/// `lanes` elements of `buffer` from `indices` along its last dimension; a lane whose mask is
/// false takes `passthru`'s value.
pub fn load(buffer: &MemRef, indices: &[i64], lanes: usize, mask: Option<&Tensor>, passthru: Option<&Tensor>) -> Result<Tensor, String> {
    let (last, rest) = indices.split_last().ok_or("a vector load needs an index")?;
    let mut data = Vec::with_capacity(lanes);
    for lane in 0..lanes {
        if !lane_active(mask, lane) {
            data.push(passthru.map_or(buffer.elem.zero(), |p| p.data[lane]));
            continue;
        }
        let mut at = rest.to_vec();
        at.push(last + lane as i64);
        let p = buffer.position(&at)?;
        super::traffic::record_load(buffer.elem);
        data.push(buffer.store.borrow()[p]);
    }
    Ok(Tensor { elem: buffer.elem, shape: vec![lanes as i64], data })
}

/// Stores the lanes of `value` into `buffer` from `indices` along its last dimension, where
/// the mask is true.
pub fn store(buffer: &MemRef, indices: &[i64], value: &Tensor, mask: Option<&Tensor>) -> Result<(), String> {
    let (last, rest) = indices.split_last().ok_or("a vector store needs an index")?;
    for (lane, &v) in value.data.iter().enumerate() {
        if !lane_active(mask, lane) {
            continue;
        }
        let mut at = rest.to_vec();
        at.push(last + lane as i64);
        let p = buffer.position(&at)?;
        buffer.store.borrow_mut()[p] = v;
        super::traffic::record_store(buffer.elem);
    }
    Ok(())
}

/// `vector.reduction <kind>` over the lanes in order (`kind` as `#vector.kind<...>` spells it).
pub fn reduction(kind: &str, value: &Tensor) -> Result<Num, String> {
    let kind = match kind {
        "add" => "add",
        "mul" => "mul",
        "maximumf" | "maxsi" => "max",
        "minimumf" | "minsi" => "min",
        other => return Err(format!("has reduction kind '{other}', which the interpreter does not know")),
    };
    let mut acc = scalar::reduce_identity(kind, value.elem);
    for &x in &value.data {
        acc = scalar::reduce_combine(kind, value.elem, acc, x)?;
    }
    Ok(acc)
}
