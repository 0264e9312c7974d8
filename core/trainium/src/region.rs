//! An HBM region copied to or from an on-chip tensor of another rank (AxeOps.td, `axe.copy`):
//! the dimensions of extent 1 on either side carry no data, so the two pair up by their other
//! dimensions, in order. A `[1, 200, 300]` array and a `[128, 300]` tile pair 200 with 128 and
//! 300 with 300; a `[100]` bias and a `[1, 100]` tile pair 100 with 100. An HBM tensor with
//! more such dimensions than the tile pairs its last ones and has extent 1 in the leading
//! others: a `[4, 200, 300]` batch and a `[128, 300]` tile copy one batch element's rows (the
//! region's offset in dimension 0 picks which), how a loop over leading dimensions reads a
//! rank-3 tensor tile by tile.

/// For each HBM dimension, the on-chip dimension it pairs with; `None` where the region has
/// extent 1. Equal ranks pair dimension by dimension. Unequal ranks pair the dimensions of
/// extent above 1 in order, the chip's with the HBM tensor's last ones (its leading surplus
/// ones get extent 1); `None` (no pairing) when the chip has more of them.
pub fn pair_dims(hbm_shape: &[i64], chip_shape: &[i64]) -> Option<Vec<Option<usize>>> {
    if hbm_shape.len() == chip_shape.len() {
        return Some((0..hbm_shape.len()).map(Some).collect());
    }
    let chip_dims: Vec<usize> = (0..chip_shape.len()).filter(|&d| chip_shape[d] != 1).collect();
    let hbm_dims: Vec<usize> = (0..hbm_shape.len()).filter(|&d| hbm_shape[d] != 1).collect();
    let surplus = hbm_dims.len().checked_sub(chip_dims.len())?;
    let mut paired = vec![None; hbm_shape.len()];
    for (&h, &c) in hbm_dims[surplus..].iter().zip(&chip_dims) {
        paired[h] = Some(c);
    }
    Some(paired)
}

/// The region of an HBM tensor of `hbm_shape` that an on-chip tensor of `chip_shape` covers,
/// in the HBM tensor's rank (extent 1 in the unpaired dimensions).
pub fn region_shape(hbm_shape: &[i64], chip_shape: &[i64]) -> Option<Vec<i64>> {
    let paired = pair_dims(hbm_shape, chip_shape)?;
    Some(paired.iter().map(|p| p.map_or(1, |d| chip_shape[d])).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_ranks_pair_in_place() {
        assert_eq!(pair_dims(&[200, 300], &[128, 1]), Some(vec![Some(0), Some(1)]));
    }

    #[test]
    fn unit_dimensions_pair_with_nothing() {
        assert_eq!(
            pair_dims(&[1, 200, 300], &[128, 300]),
            Some(vec![None, Some(0), Some(1)])
        );
        assert_eq!(region_shape(&[1, 200, 300], &[128, 300]), Some(vec![1, 128, 300]));
        assert_eq!(region_shape(&[100], &[1, 100]), Some(vec![100]));
        assert_eq!(region_shape(&[4], &[4, 1]), Some(vec![4]));
    }

    #[test]
    fn leading_surplus_dimensions_are_sliced() {
        assert_eq!(pair_dims(&[4, 8, 16], &[32, 16]), Some(vec![None, Some(0), Some(1)]));
        assert_eq!(region_shape(&[4, 8, 16], &[8, 16]), Some(vec![1, 8, 16]));
        assert_eq!(region_shape(&[2, 4, 8, 16], &[1, 16]), Some(vec![1, 1, 1, 16]));
        assert_eq!(region_shape(&[4, 8, 1], &[8, 1]), Some(vec![1, 8, 1]));
    }

    #[test]
    fn more_chip_dimensions_do_not_pair() {
        assert_eq!(pair_dims(&[200], &[128, 300]), None);
    }
}
