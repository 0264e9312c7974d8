//! `axe.gather` as NKI's indirect DMA: one `dma_copy` whose source is an access pattern over
//! the table's storage with the index tile as its `vector_offset` along the rows, so row p
//! of the tile is row `index[p]` of the table and an index outside it is a runtime error
//! (`oob_mode.error`), as torch's embedding raises.

use super::emit::{Emitter, Failed};
use super::Api;
use axe_dialects::diagnostic::emit_error;
use axe_dialects::ir::OperationAt;
use axe_dialects::tensor_type::TensorInfo;
use axe_trainium::memory::axis;
use melior::ir::OperationRef;

/// Whether an on-chip tile of `info` is `[P, cols]` with P on the partitions and each row's
/// columns contiguous along the free axis (the layout `(P, cols):(1@P, 1@F)`).
fn rows_on_partitions(info: &TensorInfo) -> bool {
    let [rows, cols] = info.shape[..] else {
        return false;
    };
    let expected = [(rows, "P"), (cols, "F")];
    let shard: Vec<(i64, i64, String)> = info
        .layout
        .shard()
        .iter()
        .filter(|i| i.extent() > 1)
        .map(|i| (i.extent(), i.stride(), i.axis().to_string()))
        .collect();
    let wanted: Vec<(i64, i64, String)> = expected
        .iter()
        .filter(|(e, _)| *e > 1)
        .map(|&(e, a)| (e, 1, axis(a).to_string()))
        .collect();
    shard == wanted && info.layout.replica().is_empty()
}

impl Emitter {
    pub(super) fn gather(&mut self, op: &OperationRef) -> Result<(), Failed> {
        let operand = |e: &Emitter, i: usize| op.operand_at(i).and_then(|v| e.tensor(v));
        let (Some((table, table_info)), Some((index, index_info)), Some((dst, dst_info))) =
            (operand(self, 0), operand(self, 1), operand(self, 2))
        else {
            emit_error(op, "has an operand the NKI emitter has no tensor for");
            return Err(());
        };
        if self.api == Api::Legacy {
            emit_error(op, "gathers rows with an indirect DMA, which the NKI emitter writes for the current API (NKI >= 0.3) only; Beta 1 (--nki-api=beta1) has no access patterns");
            return Err(());
        }
        if !rows_on_partitions(&index_info) || !rows_on_partitions(&dst_info) {
            emit_error(op, "needs its index and dst tiles with their rows on the partitions and the columns of a row contiguous ((P, cols):(1@P, 1@F))");
            return Err(());
        }
        let width = table_info.shape.last().copied().unwrap_or(1);
        let partitions = dst_info.shape[0];
        self.line(&format!(
            "nisa.dma_copy(dst={dst}, src={table}.ap(pattern=[[{width}, {partitions}], [1, {width}]], offset=0, vector_offset={index}, indirect_dim=0), oob_mode=nisa.oob_mode.error)"
        ));
        Ok(())
    }
}
