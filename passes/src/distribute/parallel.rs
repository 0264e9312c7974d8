//! How the operands of an all-parallel op follow its result, dimension by dimension, so that
//! each process computes its piece of the result from the matching pieces of the operands.
//!
//! | op                                   | operand dimension i follows result dimension            |
//! |--------------------------------------|---------------------------------------------------------|
//! | `arith.*`, `math.*` on one shape     | i                                                       |
//! | `linalg.generic`, parallel iterators, identity output map | k where its map reads `d_k`; none where it reads the constant 0 of a unit dimension |
//! | `linalg.broadcast {dimensions}`      | the i-th result dimension not in `dimensions`           |
//! | `linalg.transpose {permutation}`     | k where `permutation[k] = i`                            |
//! | `tensor.expand_shape` / `collapse_shape` whose groups each hold at most one non-unit dimension | the non-unit dimension of its group; none for unit dimensions |
//!
//! Blocks of a sharding are contiguous per dimension, so a result piece reads exactly the
//! operand pieces whose dimensions carry the same splits; a dimension that follows none (a
//! broadcast unit dimension) is whole on every process.

use super::function::tensor_layout;
use crate::linalg::indexing_maps::{self, MapResult};
use axe_dialects::ir::read::{i64_array, op_name};
use axe_dialects::ir::OperationAt;
use melior::ir::{attribute::AttributeLike, operation::OperationLike, OperationRef, Value, ValueLike};

/// Per operand, per operand dimension, the result dimension it follows (`None`: a unit
/// dimension every process holds whole); `None` for an op that is not all-parallel in this
/// sense. `shape_of` gives an operand's global shape.
pub fn operand_dims<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    shape_of: impl Fn(Value<'c, 'a>) -> Option<Vec<i64>>,
) -> Option<Vec<Vec<Option<usize>>>> {
    if op.result_count() != 1 || op.operand_count() == 0 {
        return None;
    }
    let (shape, _, _) = tensor_layout(op.result_at(0)?.r#type())?;
    let rank = shape.len();
    let identity: Vec<Option<usize>> = (0..rank).map(Some).collect();
    let operand_shapes: Vec<Vec<i64>> = (0..op.operand_count())
        .map(|i| shape_of(op.operand_at(i)?))
        .collect::<Option<_>>()?;
    let name = op_name(op);
    let dims = match name {
        _ if name.starts_with("arith.") || name.starts_with("math.") => operand_shapes
            .iter()
            .all(|s| *s == shape)
            .then(|| vec![identity; op.operand_count()])?,
        "linalg.generic" => generic(op, &operand_shapes, rank)?,
        "linalg.broadcast" => {
            let added = i64_array(op, "dimensions")?;
            let kept: Vec<Option<usize>> = (0..rank).filter(|d| !added.contains(&(*d as i64))).map(Some).collect();
            vec![kept, identity]
        }
        "linalg.transpose" => {
            let permutation = i64_array(op, "permutation")?;
            let mut follows = vec![None; rank];
            for (k, &p) in permutation.iter().enumerate() {
                *follows.get_mut(usize::try_from(p).ok()?)? = Some(k);
            }
            vec![follows, identity]
        }
        "tensor.expand_shape" => vec![reshape(op, &operand_shapes[0], &shape, true)?],
        "tensor.collapse_shape" => vec![reshape(op, &operand_shapes[0], &shape, false)?],
        _ => return None,
    };
    let ranks_match = dims.iter().zip(&operand_shapes).all(|(d, s)| d.len() == s.len());
    ranks_match.then_some(dims)
}

/// A `linalg.generic` with parallel iterators whose output map is the identity and whose input
/// maps read loop dimensions or the index 0 of unit dimensions.
fn generic(op: &OperationRef, operand_shapes: &[Vec<i64>], rank: usize) -> Option<Vec<Vec<Option<usize>>>> {
    let space = indexing_maps::read(op).ok()?;
    if space.reduction.iter().any(|&r| r) || space.loops != rank || space.maps.len() != operand_shapes.len() {
        return None;
    }
    let dims: Vec<Vec<Option<usize>>> = space
        .maps
        .iter()
        .zip(operand_shapes)
        .map(|(map, shape)| {
            map.results
                .iter()
                .zip(shape)
                .map(|(r, &extent)| match r {
                    MapResult::Dim(k) => Some(Some(*k)),
                    MapResult::Constant(0) if extent == 1 => Some(None),
                    MapResult::Constant(_) | MapResult::Window(_) => None,
                })
                .collect()
        })
        .collect::<Option<_>>()?;
    let identity: Vec<Option<usize>> = (0..rank).map(Some).collect();
    (dims.last() == Some(&identity)).then_some(dims)
}

/// A reshape that only adds (`expand`) or removes unit dimensions: each reassociation group of
/// the larger side holds at most one dimension of extent other than 1, which the group's
/// dimension of the smaller side is.
fn reshape(op: &OperationRef, operand: &[i64], result: &[i64], expand: bool) -> Option<Vec<Option<usize>>> {
    let groups = reassociation(op)?;
    let (small, large) = if expand { (operand, result) } else { (result, operand) };
    if groups.len() != small.len() {
        return None;
    }
    // For each dimension of the larger side, the dimension of the smaller side it is.
    let mut large_to_small = vec![None; large.len()];
    for (g, group) in groups.iter().enumerate() {
        let non_unit: Vec<usize> = group.iter().copied().filter(|&d| large.get(d) != Some(&1)).collect();
        match non_unit.as_slice() {
            [] => {}
            [d] if large[*d] == small[g] => large_to_small[*d] = Some(g),
            _ => return None,
        }
    }
    if expand {
        // Operand (small) dimension g follows the result dimension that is it.
        let mut follows = vec![None; small.len()];
        for (d, g) in large_to_small.iter().enumerate() {
            if let Some(g) = g {
                follows[*g] = Some(d);
            }
        }
        // A non-unit operand dimension must be found in the result.
        (0..small.len())
            .all(|g| small[g] == 1 || follows[g].is_some())
            .then_some(follows)
    } else {
        Some(large_to_small)
    }
}

/// `reassociation = [[0, 1], [2]]`: the larger side's dimensions of each group.
fn reassociation(op: &OperationRef) -> Option<Vec<Vec<usize>>> {
    let attribute = op.attribute("reassociation").ok()?;
    let raw = attribute.to_raw();
    let n = unsafe { mlir_sys::mlirArrayAttrGetNumElements(raw) };
    (0..n)
        .map(|i| {
            let group = unsafe { melior::ir::Attribute::from_raw(mlir_sys::mlirArrayAttrGetElement(raw, i)) };
            axe_dialects::ir::read::array_values(group)?
                .into_iter()
                .map(|d| usize::try_from(d).ok())
                .collect()
        })
        .collect()
}
