//! `stmatrix` (`nvvm.stmatrix`, sm_90): a warp stores one, two or four 8 x 8 matrices of 16-bit
//! elements from registers to shared memory. PTX ISA (`stmatrix.sync.aligned.m8n8.x{1,2,4}
//! {.trans}.shared.b16`): lanes 8q .. 8q+7 give the addresses of the eight rows of matrix q
//! (each row eight contiguous elements, 16-byte aligned); lane l's 32-bit source q holds, low
//! half first, the two elements of matrix q that `ldmatrix` would give it ([`super::ldmatrix`]):
//! row l / 4, columns 2 (l % 4) and 2 (l % 4) + 1, or with `.trans` rows 2 (l % 4) and
//! 2 (l % 4) + 1 of column l / 4. The fragment is the `mma.sync` accumulator's, which is why an
//! epilogue stores through it.

use super::ldmatrix;

/// The (row, column) of matrix q that each half of lane `lane`'s source q lands at: low half,
/// then high half.
pub fn lane_elements(lane: usize, transpose: bool) -> [(usize, usize); 2] {
    ldmatrix::lane_elements(lane, transpose)
}

/// The two 16-bit halves of a 32-bit source, low (the first element) then high.
pub fn halves(source: i64) -> [u64; 2] {
    let bits = source as u64 & 0xffff_ffff;
    [bits & 0xffff, bits >> 16]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_low_half_is_the_first_element() {
        assert_eq!(halves(0x3c00_4000), [0x4000, 0x3c00]);
        // A negative i32 (sign-extended in an i64) keeps its 32 bits.
        assert_eq!(halves(-1), [0xffff, 0xffff]);
    }

    #[test]
    fn transposed_lanes_hold_a_column_pair() {
        assert_eq!(lane_elements(6, true), [(4, 1), (5, 1)]);
        assert_eq!(lane_elements(6, false), [(1, 4), (1, 5)]);
    }
}
