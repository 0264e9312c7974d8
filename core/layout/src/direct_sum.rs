//! Direct sum on the tiling domain (spec 001 Appendix F): f_{A+B}(x || y) = f_A(x) + f_B(y) on
//! `(S_A[0], S_B[0], ..., S_A[r-1], S_B[r-1])`; the unscaled counterpart of tiling
//! ((A . W) + B = A (x) B with W = span(f_B), F.3).

use crate::arith;
use crate::error::Result;
use crate::group::{group, Grouped};
use crate::layout::Layout;
use crate::tile::{check_same_rank, interleave, interleave_blocks, normalize_unit_shard};
use crate::tile_of::{recover_outer, Product};

/// A||S_A + B||S_B (F.2): blocks interleaved per rank, R = R_A || R_B, O = O_A + O_B.
pub fn direct_sum(left: &Layout, left_shape: &[i64], right: &Layout, right_shape: &[i64]) -> Result<Grouped> {
    check_same_rank(left_shape, right_shape)?;
    let ga = group(left, left_shape)?;
    let gb = group(right, right_shape)?;
    let (shard, seps) = interleave_blocks(&ga, &gb, |i| Ok(i.clone()))?;
    let mut replica = left.replica().to_vec();
    replica.extend(right.replica().iter().cloned());
    let mut offset = left.offset().clone();
    for (axis, &v) in right.offset() {
        let e = offset.entry(axis.clone()).or_insert(0);
        *e = arith::add(*e, v)?;
    }
    let (layout, seps) = normalize_unit_shard(shard, replica, offset, seps)?;
    Ok(Grouped {
        layout,
        shape: interleave(left_shape, right_shape),
        seps,
    })
}

/// C with A||S_A = C||S_C + B||S_B, S_C = S_A / S_B (TIRx `is_direct_sum_right`): the recovery of
/// `tile_of` with no span scaling, verified against the definition. Unlike tiling, the translates of
/// B's replica set may overlap here, so a C whose replicas are not the largest admissible set is
/// not searched for; such inputs report `NotADirectSum`.
pub fn direct_sum_left_of(sum: &Layout, sum_shape: &[i64], right: &Layout, right_shape: &[i64]) -> Result<Grouped> {
    recover_outer(Product::DirectSum, sum, sum_shape, right, right_shape)
}
