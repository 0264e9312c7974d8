//! An HBM region copied to or from an on-chip tensor of another rank (AxeOps.td, `axe.copy`):
//! the dimensions of extent 1 on either side carry no data, so the two pair up by their other
//! dimensions, in order. A `[1, 200, 300]` array and a `[128, 300]` tile pair 200 with 128 and
//! 300 with 300; a `[100]` bias and a `[1, 100]` tile pair 100 with 100.

/// For each HBM dimension, the on-chip dimension it pairs with; `None` where the region has
/// extent 1. Equal ranks pair dimension by dimension. Unequal ranks pair the dimensions of
/// extent above 1 in order; `None` (no pairing) when their counts differ.
pub fn pair_dims(hbm_shape: &[i64], chip_shape: &[i64]) -> Option<Vec<Option<usize>>> {
    if hbm_shape.len() == chip_shape.len() {
        return Some((0..hbm_shape.len()).map(Some).collect());
    }
    let mut chip_dims = (0..chip_shape.len()).filter(|&d| chip_shape[d] != 1);
    let paired: Vec<Option<usize>> = hbm_shape
        .iter()
        .map(|&e| if e == 1 { None } else { Some(chip_dims.next()) })
        .map(Option::flatten)
        .collect();
    let all_paired = paired.iter().filter(|p| p.is_some()).count() == hbm_shape.iter().filter(|&&e| e != 1).count();
    (all_paired && chip_dims.next().is_none()).then_some(paired)
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
    fn unequal_counts_do_not_pair() {
        assert_eq!(pair_dims(&[4, 8, 16], &[32, 16]), None);
        assert_eq!(pair_dims(&[200], &[128, 300]), None);
    }
}
