//! Movement ops as index expressions (tinygrad's `apply_movement_op`): given
//! the index a consumer reads a movement op's result at, the index of its
//! source. An index is one symbolic expression per axis plus a validity
//! condition (false where a pad reads outside its source).

use axe_symbolic::{BuildError, CmpPred, DivKind, ExprId, Graph};

/// Where a tensor is read: one index per axis and when the read is valid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Index {
    pub dims: Vec<ExprId>,
    pub valid: ExprId,
}

pub const INDEX_WIDTH: u32 = 64;

pub fn constant(g: &mut Graph, v: i64) -> Result<ExprId, BuildError> {
    g.constant(v, INDEX_WIDTH)
}

/// RESHAPE: the row-major position of the result index, written back in the
/// source's mixed radix with floor division and modulo (the index is never
/// negative). The symbolic simplifier then removes every digit that a block
/// of equal sizes makes unnecessary; merged axes keep their digits, which
/// cancel against contiguous strides when the access is linearized (spec 004:
/// a reshape that refines the max-merge partition needs no new view).
pub fn reshape(g: &mut Graph, index: &Index, result: &[i64], source: &[i64]) -> Result<Index, BuildError> {
    let linear = linearize(g, &index.dims, result)?;
    let mut dims = Vec::with_capacity(source.len());
    for k in 0..source.len() {
        let inner: i64 = source[k + 1..].iter().product();
        let mut digit = linear;
        if inner != 1 {
            let c = constant(g, inner)?;
            digit = g.div(DivKind::Floor, digit, c)?;
        }
        if k != 0 {
            let c = constant(g, source[k])?;
            digit = g.rem(DivKind::Floor, digit, c)?;
        }
        dims.push(digit);
    }
    Ok(Index {
        dims,
        valid: index.valid,
    })
}

/// PERMUTE: result axis `i` is source axis `order[i]`.
pub fn permute(index: &Index, order: &[i64]) -> Index {
    let mut dims = index.dims.clone();
    for (i, &o) in order.iter().enumerate() {
        dims[o as usize] = index.dims[i];
    }
    Index {
        dims,
        valid: index.valid,
    }
}

/// EXPAND: a broadcast axis reads the source's one element.
pub fn expand(g: &mut Graph, index: &Index, source: &[i64], result: &[i64]) -> Result<Index, BuildError> {
    let zero = constant(g, 0)?;
    let dims = (0..source.len())
        .map(|i| {
            if source[i] == 1 && result[i] != 1 {
                zero
            } else {
                index.dims[i]
            }
        })
        .collect();
    Ok(Index {
        dims,
        valid: index.valid,
    })
}

/// PAD: the source index is shifted by the low pad; returns the source
/// index (whose validity includes the pad's) and the pad's own condition,
/// under which the result is the source element (zero elsewhere).
pub fn pad(g: &mut Graph, index: &Index, low: &[i64], source: &[i64]) -> Result<(Index, ExprId), BuildError> {
    let mut inside = g.constant(1, 1)?;
    let mut dims = Vec::with_capacity(source.len());
    for (i, &e) in index.dims.iter().enumerate() {
        if low[i] == 0 && g.range(e).hi < source[i] {
            dims.push(e);
            continue;
        }
        let l = constant(g, low[i])?;
        let shifted = g.sub(e, l)?;
        let zero = constant(g, 0)?;
        let size = constant(g, source[i])?;
        let lower = g.binary(axe_symbolic::Op::Cmp(CmpPred::Sle), zero, shifted)?;
        let upper = g.binary(axe_symbolic::Op::Cmp(CmpPred::Slt), shifted, size)?;
        let both = g.binary(axe_symbolic::Op::And, lower, upper)?;
        inside = g.binary(axe_symbolic::Op::And, inside, both)?;
        dims.push(shifted);
    }
    let valid = g.binary(axe_symbolic::Op::And, index.valid, inside)?;
    Ok((Index { dims, valid }, inside))
}

/// SHRINK: the box starts at `begin`.
pub fn shrink(g: &mut Graph, index: &Index, begin: &[i64]) -> Result<Index, BuildError> {
    let mut dims = Vec::with_capacity(begin.len());
    for (i, &e) in index.dims.iter().enumerate() {
        let b = constant(g, begin[i])?;
        dims.push(g.add(e, b)?);
    }
    Ok(Index {
        dims,
        valid: index.valid,
    })
}

/// FLIP: `size - 1 - j` along each listed axis.
pub fn flip(g: &mut Graph, index: &Index, axes: &[i64], shape: &[i64]) -> Result<Index, BuildError> {
    let mut dims = index.dims.clone();
    for &a in axes {
        let a = a as usize;
        let last = constant(g, shape[a] - 1)?;
        dims[a] = g.sub(last, index.dims[a])?;
    }
    Ok(Index {
        dims,
        valid: index.valid,
    })
}

/// The row-major offset of `dims` in a buffer of `shape`.
pub fn linearize(g: &mut Graph, dims: &[ExprId], shape: &[i64]) -> Result<ExprId, BuildError> {
    let mut offset = constant(g, 0)?;
    for (k, &e) in dims.iter().enumerate() {
        let stride: i64 = shape[k + 1..].iter().product();
        let s = constant(g, stride)?;
        let term = g.mul(e, s)?;
        offset = g.add(offset, term)?;
    }
    Ok(offset)
}
