//! `linalg.matmul` (and `linalg.batch_matmul`, what tosa.matmul gives, in a loop over the
//! batch: [`super::batch`]) into a zero fill, per 128 rows of A: A's tile `[rows, K]` is loaded with rows on the partitions
//! and turned by the TensorE transpose into `A^T` `[K, rows]` with K on the partitions (the
//! matmul contracts over partitions, AxeOps.td `axe.gemm`); then, per 512 columns of B (one
//! PSUM bank of fp32), `axe.gemm` into PSUM, an eviction to SBUF and the store. K is padded
//! to whole 128-partition blocks; the padding loads as zeros and adds nothing.

use super::batch;
use super::kernel_builder::Access;
use super::row_loop::{Coverage, RowLoop, Tile};
use super::shapes::{round_up, static_tensor};
use super::tiles::{k_blocked_type, tile_type, Orientation, PARTITIONS};
use super::{unsupported, Converted, Lowering};
use crate::linalg::indexing_maps::{self, IndexingMap, MapResult};
use axe_dialects::ir::read::filled_float;
use axe_dialects::ir::read::{op_name, value_key};
use melior::ir::{operation::OperationLike, OperationRef, Value};

/// Columns of C per matmul: one 2 KiB PSUM bank of fp32.
const COLS_PER_BANK: i64 = 512;
/// PSUM bytes per partition left for `A^T` next to one bank of C (16 KiB in all).
const TRANSPOSE_PSUM_BYTES: i64 = 16 * 1024 - 2 * 1024;

/// What the conversion read from a matmul.
pub struct Plan {
    /// The batch of a `linalg.batch_matmul` (empty for a matmul).
    batch: Vec<i64>,
    rows: i64,
    cols: i64,
    padded_k: i64,
    a_element: String,
    b_element: String,
}

impl Plan {
    /// The rows of a loop later row-wise ops can share: C's row tile is one PSUM bank wide.
    pub fn shared_rows(&self) -> Option<(Vec<i64>, i64)> {
        (self.cols <= COLS_PER_BANK).then(|| (self.batch.clone(), self.rows))
    }
}

pub fn plan<'c, 'a>(op: OperationRef<'c, 'a>) -> Converted<'c, 'a, Plan> {
    super::shapes::one_tensor_result(op)?;
    let batched = op_name(&op) == "linalg.batch_matmul";
    let (a, b, init) = (
        op.operand(0).expect("A"),
        op.operand(1).expect("B"),
        op.operand(2).expect("C"),
    );
    let (a_shape, a_element) = static_tensor(op, a, "A")?;
    let (_, b_element) = static_tensor(op, b, "B")?;
    let (c_shape, _) = static_tensor(op, init, "C")?;
    check_maps(op, batched)?;
    if a_element.starts_with('i') {
        return unsupported(
            op,
            format!("multiplies {a_element} values; the conversion lowers float matmuls (an integer one wraps, the TensorE's fp32 sums do not)"),
        );
    }
    if a_element != b_element {
        return unsupported(
            op,
            format!("multiplies {a_element} by {b_element}; the TensorE takes two operands of one type"),
        );
    }
    let is_zero_fill = filled_float(init).is_some_and(|v| v == 0.0);
    if !is_zero_fill {
        return unsupported(
            op,
            "accumulates into a tensor that is not a linalg.fill of 0 (axe.gemm starts a PSUM tile from zero)",
        );
    }
    let skip = usize::from(batched);
    let (m, k, n) = (a_shape[skip], a_shape[skip + 1], c_shape[skip + 1]);
    let padded_k = if k <= PARTITIONS {
        Some(k)
    } else {
        round_up(k, PARTITIONS)
    };
    let tile_rows = m.min(PARTITIONS);
    let element_bytes = if a_element == "f32" { 4 } else { 2 };
    // A^T in PSUM holds one K block of tile_rows elements per partition per 128 rows of K.
    let transposed_bytes = padded_k
        .and_then(|pk| ((pk + PARTITIONS - 1) / PARTITIONS).checked_mul(tile_rows))
        .and_then(|e| e.checked_mul(element_bytes));
    let Some(padded_k) = padded_k.filter(|_| transposed_bytes.is_some_and(|b| b <= TRANSPOSE_PSUM_BYTES)) else {
        return unsupported(op, format!("contracts over K = {k}: A^T's {tile_rows}-column tile would need more than {TRANSPOSE_PSUM_BYTES} bytes of PSUM per partition"));
    };
    Ok(Plan {
        batch: if batched { vec![a_shape[0]] } else { vec![] },
        rows: m,
        cols: n,
        padded_k,
        a_element,
        b_element,
    })
}

/// Emits the matmul: in `shared`, the row loop of a group (C's tile stays there for the ops
/// after it), else in a loop of its own.
pub fn emit<'c, 'a>(
    l: &mut Lowering,
    op: OperationRef<'c, 'a>,
    plan: &Plan,
    shared: Option<&mut RowLoop>,
) -> Converted<'c, 'a, ()> {
    let Plan {
        ref batch,
        rows: m,
        cols: n,
        padded_k,
        ref a_element,
        ref b_element,
    } = *plan;
    let (a, b) = (op.operand(0).expect("A"), op.operand(1).expect("B"));
    let result: Value = op.result(0).expect("C").into();
    let tile_rows = m.min(PARTITIONS);
    let tile_cols = n.min(COLS_PER_BANK);
    let batched = !batch.is_empty();
    let (a, a_batched) = batch_source(a, batched);
    let (b, b_batched) = batch_source(b, batched);
    let a_hbm = l.input(op, a)?;
    let b_hbm = l.input(op, b)?;
    let out = match shared {
        Some(_) => l.values.get(&value_key(result)).cloned(),
        None => Some(l.output(op)?),
    };
    let out_element = static_tensor(op, result, "the result")?.1;
    let zero = l.kernel.index(0);
    let (batch_loops, lead) = batch::open_unless_shared(&mut l.kernel, batch, shared.as_ref().map(|g| &g.batch));
    let lead_of = |batched: bool| if batched { lead.clone() } else { vec![] };
    let row_loop = if shared.is_some() {
        None
    } else {
        l.kernel.open_loop("m", m, tile_rows)
    };
    let row = match &shared {
        Some(group) => group.row.clone(),
        None => row_loop.clone().unwrap_or_else(|| zero.clone()),
    };
    let a_type = tile_type("sbuf", tile_rows, padded_k, a_element, Orientation::RowsOnPartitions);
    let a_tile = l.kernel.alloc("a", &a_type);
    l.copy(
        op,
        &a_hbm,
        (&row, &zero),
        (&a_tile, [tile_rows, padded_k]),
        &lead_of(a_batched),
        true,
    )?;
    let at_psum_type = k_blocked_type("psum", padded_k, tile_rows, a_element);
    let at_psum = l.kernel.alloc("aT_psum", &at_psum_type);
    l.kernel.transpose(&a_tile, &at_psum);
    let at_type = k_blocked_type("sbuf", padded_k, tile_rows, a_element);
    let at = l.kernel.alloc("aT", &at_type);
    l.kernel.copy(&Access::whole(&at_psum), &Access::whole(&at));

    let col_loop = if shared.is_some() {
        None
    } else {
        l.kernel.open_loop("n", n, tile_cols)
    };
    let col = col_loop.clone().unwrap_or_else(|| zero.clone());
    let b_type = k_blocked_type("sbuf", padded_k, tile_cols, b_element);
    let b_tile = l.kernel.alloc("b", &b_type);
    l.copy(
        op,
        &b_hbm,
        (&zero, &col),
        (&b_tile, [padded_k, tile_cols]),
        &lead_of(b_batched),
        true,
    )?;
    let acc_type = tile_type("psum", tile_rows, tile_cols, "f32", Orientation::RowsOnPartitions);
    let acc = l.kernel.alloc("acc", &acc_type);
    l.kernel.gemm(&at, &b_tile, &acc);
    let c_type = tile_type(
        "sbuf",
        tile_rows,
        tile_cols,
        &out_element,
        Orientation::RowsOnPartitions,
    );
    let c_tile = l.kernel.alloc("res", &c_type);
    l.kernel.copy(&Access::whole(&acc), &Access::whole(&c_tile));
    if let Some(out) = out {
        l.copy(op, &out, (&row, &col), (&c_tile, [tile_rows, tile_cols]), &lead, false)?;
    }
    if let Some(group) = shared {
        let tile = Tile {
            name: c_tile,
            ty: c_type,
            coverage: Coverage::Whole,
            element: out_element,
            orientation: Orientation::RowsOnPartitions,
        };
        group.tiles.insert(value_key(result), tile);
    }
    l.kernel.close_loop(col_loop, "n");
    l.kernel.close_loop(row_loop, "m");
    batch::close(&mut l.kernel, batch_loops);
    Ok(())
}

/// Whether `value` (a rank-3 operand of a batch_matmul) is a broadcast-only generic's
/// repetition of one matrix over the batch.
pub fn repeats_over_batch(value: Value) -> bool {
    !batch_source(value, true).1
}

/// The matrix a batch_matmul operand reads, and whether it has the batch: the source of a
/// broadcast-only generic that repeats one matrix over the batch (torch-mlir's weight of an
/// `nn.Linear` applied to a batch) is read at every batch index.
fn batch_source<'c, 'a>(value: Value<'c, 'a>, batched: bool) -> (Value<'c, 'a>, bool) {
    if batched {
        let identity = IndexingMap {
            results: (0..3).map(MapResult::Dim).collect(),
        };
        if let Some((source, map)) = super::elementwise::broadcast_source(value, &identity) {
            if map.results == [MapResult::Dim(1), MapResult::Dim(2)] {
                return (source, false);
            }
        }
    }
    (value, true)
}

/// The default maps only: C[m, n] += A[m, k] B[k, n] (a batch loop first).
fn check_maps<'c, 'a>(op: OperationRef<'c, 'a>, batched: bool) -> Converted<'c, 'a, ()> {
    if op.attribute("indexing_maps").is_err() {
        return Ok(());
    }
    let (_, maps) = indexing_maps::read_maps(&op).or_else(|e| unsupported(op, e))?;
    let dims = |list: &[usize]| list.iter().map(|&d| MapResult::Dim(d)).collect::<Vec<_>>();
    let expected = if batched {
        [dims(&[0, 1, 3]), dims(&[0, 3, 2]), dims(&[0, 1, 2])]
    } else {
        [dims(&[0, 2]), dims(&[2, 1]), dims(&[0, 1])]
    };
    if maps.iter().map(|m| &m.results).ne(expected.iter()) {
        return unsupported(
            op,
            "has transposed or broadcast indexing maps; the conversion takes the default A[m, k] B[k, n]",
        );
    }
    Ok(())
}
