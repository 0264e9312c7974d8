//! Which padded inputs of a window (a convolution's, a pool's) stay a padded copy instead of
//! being inlined as pure movement. Inlined, every read of the window is gated by the padding:
//! a convolution whose lanes run along the padded row then loads each vector masked and
//! computes the mask inside its reduction, and on ResNet-18's 56 x 56 maps it ran at half the
//! speed of its neighbour that read a padded copy (bench/models.md, 2026-11-30 18:39). A copy
//! with a zeroed border (as IREE and oneDNN pad) costs one pass over the input; the window
//! reads it many times, unmasked. Small inputs stay inlined: there a kernel's call costs more
//! than the masks (the corpus's convolutions, 3 K elements at most).

use super::pure_movement::is_padded;
use melior::ir::Value;

/// The fewest elements of a padded copy: ResNet-18's smallest padded map, 512 x 9 x 9
/// (41,472), is above it; the corpus's are under 3,000.
pub const MIN_PADDED_COPY_ELEMENTS: i64 = 32768;

/// Whether the buffered `value` (of `elements` elements), pure movement, is a large padded
/// input of a window: it pads its source, it is read inside a reduction, and it is large. A pure-movement buffer
/// that is one stays (the decision tree's row, `axe_rangeopt::buffer_removal`).
pub fn keeps_padded_copy(value: Value, elements: i64, read_in_reduce_scope: bool) -> bool {
    read_in_reduce_scope && elements >= MIN_PADDED_COPY_ELEMENTS && is_padded(value)
}
