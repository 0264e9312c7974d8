//! `ldmatrix` (`nvgpu.ldmatrix`): a warp loads one, two or four 8 x 8 matrices of 16-bit
//! elements from shared memory into the mma fragment layout. PTX ISA (`ldmatrix.sync.aligned
//! .m8n8.x{1,2,4}{.trans}.shared.b16`): lanes 8q .. 8q+7 give the addresses of the eight rows of
//! matrix q (each row eight contiguous elements); lane l receives, for each matrix, the two
//! elements of row l / 4 at columns 2 (l % 4) and 2 (l % 4) + 1, or with `.trans` the elements
//! of column l / 4 at rows 2 (l % 4) and 2 (l % 4) + 1.

/// Rows and columns of one matrix.
pub const SIDE: usize = 8;

/// The lane that gives the address of row `row` of matrix `matrix`.
pub fn row_lane(matrix: usize, row: usize) -> usize {
    SIDE * matrix + row
}

/// The (row, column) of each matrix that `lane` receives, in register order.
pub fn lane_elements(lane: usize, transpose: bool) -> [(usize, usize); 2] {
    let (group, pair) = (lane / 4, 2 * (lane % 4));
    if transpose {
        [(pair, group), (pair + 1, group)]
    } else {
        [(group, pair), (group, pair + 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_element_of_a_matrix_reaches_exactly_one_lane_register() {
        for transpose in [false, true] {
            let mut seen = [[false; SIDE]; SIDE];
            for lane in 0..32 {
                for (r, c) in lane_elements(lane, transpose) {
                    assert!(!seen[r][c]);
                    seen[r][c] = true;
                }
            }
            assert!(seen.iter().flatten().all(|&s| s));
        }
    }

    /// Loading a row-major 8x8 A tile with ldmatrix gives the registers mma's A fragment
    /// wants (m16n8k16: lane l holds row l / 4, columns 2 (l % 4) + {0, 1} of each 8x8 quarter).
    #[test]
    fn the_plain_load_is_the_mma_accumulator_pattern() {
        assert_eq!(lane_elements(5, false), [(1, 2), (1, 3)]);
        assert_eq!(lane_elements(5, true), [(2, 1), (3, 1)]);
        assert_eq!(row_lane(3, 7), 31);
    }
}
