//! The tensors of a Trainium kernel: HBM tensors (its arguments, results and intermediates)
//! and the on-chip tiles its ops work on, with the `!axe.tensor` types they have, in the form
//! of examples/trainium (what a reader compares the kernel with).

/// Partitions of SBUF and PSUM: the rows of a tile, and the K of one matmul step.
pub const PARTITIONS: i64 = 128;

/// Where a tile keeps its logical `[rows, cols]`: rows on the partition axis (the
/// orientation of per-row work: reductions, per-row broadcasts) or columns on it (per-column
/// broadcasts become per-partition scalars).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    RowsOnPartitions,
    ColsOnPartitions,
}

/// An HBM tensor of the kernel: an argument, a result or an intermediate, by the name the
/// kernel builder knows it by ([`super::kernel_builder`]).
#[derive(Clone, Debug)]
pub struct HbmTensor {
    pub name: String,
    pub shape: Vec<i64>,
    pub element: String,
}

impl HbmTensor {
    pub fn type_text(&self) -> String {
        hbm_type(&self.shape, &self.element)
    }
}

pub fn hbm_type(shape: &[i64], element: &str) -> String {
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    format!("!axe.tensor<{}x{element}, hbm>", dims.join("x"))
}

/// An on-chip `[rows, cols]` tile with one dimension on the partitions. Columns on the
/// partitions come in blocks of 128 when there are more (block b, partition p holds column
/// `b * 128 + p`; `cols` is then a multiple of 128).
pub fn tile_type(space: &str, rows: i64, cols: i64, element: &str, orientation: Orientation) -> String {
    let layout = match orientation {
        Orientation::RowsOnPartitions => format!("({rows},{cols}):(1@P,1@F)"),
        Orientation::ColsOnPartitions if cols > PARTITIONS => {
            format!("({rows},{},{PARTITIONS}):(1@F,{rows}@F,1@P)", cols / PARTITIONS)
        }
        Orientation::ColsOnPartitions => format!("({rows},{cols}):(1@F,1@P)"),
    };
    format!("!axe.tensor<{rows}x{cols}x{element}, {space}, #axe.layout<S[{layout}]>>")
}

/// A `[k, cols]` tile with K on the partitions in blocks of 128 (a matmul operand): block b,
/// partition p holds row `b * 128 + p`.
pub fn k_blocked_type(space: &str, k: i64, cols: i64, element: &str) -> String {
    if k <= PARTITIONS {
        return tile_type(space, k, cols, element, Orientation::RowsOnPartitions);
    }
    let blocks = k / PARTITIONS;
    format!(
        "!axe.tensor<{k}x{cols}x{element}, {space}, #axe.layout<S[({blocks},{PARTITIONS},{cols}):({cols}@F,1@P,1@F)]>>"
    )
}
