//! A reduction over the last dimension (`linalg.reduce dimensions = [last]`, or a
//! `linalg.generic` whose only reduction loop is the last) as a loop over 128-row tiles:
//! `axe.reduce` of each tile's columns into one value per partition, chunks of very long rows
//! combined with `axe.binary`. The init must be a `linalg.fill` of the combiner's identity
//! (what tosa-to-linalg writes); anything it would add is reported.

use super::batch;
use super::kernel_builder::Access;
use super::row_loop::{Coverage, RowLoop, Tile};
use super::shapes::{batch_rows_cols, static_tensor};
use super::tiles::{tile_type, Orientation, PARTITIONS};
use super::{unsupported, Converted, Lowering};
use crate::linalg::indexing_maps::{self, MapResult};
use axe_dialects::ir::read::{filled_float, filled_int};
use axe_dialects::ir::read::{i64_array, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, Value, ValueLike};

/// Columns reduced per instruction (16 KiB of fp32 per partition).
const COLS_PER_CHUNK: i64 = 4096;
/// The longest rows a reduction reduces in a loop shared with elementwise ops (their tiles'
/// width).
const SHARED_COLS: i64 = 2048;

/// Whether a `linalg.generic` reduces (has a reduction loop).
pub fn is_reduction(op: &OperationRef) -> bool {
    indexing_maps::read(op).is_ok_and(|space| space.reduction.iter().any(|&r| r))
}

/// What the conversion read from a reduction.
pub struct Plan {
    /// The extents of the loops around the rows ([`batch`]); input and result read them all.
    batch: Vec<i64>,
    /// The input's shape with its reduced trailing dimensions as one, when it reduces more
    /// than one (global average pooling over H and W): the input is copied so first.
    flattened: Option<Vec<i64>>,
    rows: i64,
    cols: i64,
    function: &'static str,
}

impl Plan {
    /// The rows of a loop it can share with other row-wise ops: rows that fit one chunk.
    pub fn shared_rows(&self) -> Option<(Vec<i64>, i64)> {
        (self.cols <= SHARED_COLS && self.flattened.is_none()).then(|| (self.batch.clone(), self.rows))
    }
}

pub fn plan<'c, 'a>(op: OperationRef<'c, 'a>) -> Converted<'c, 'a, Plan> {
    if op_name(&op) == "linalg.reduce" || op.result_count() < 2 {
        super::shapes::one_tensor_result(op)?;
    } else {
        unused_extra_results(op)?;
    }
    let input = op.operand(0).expect("an input");
    let init = op.operand(1).map_err(|_| super::Unsupported {
        op,
        message: "has no init".into(),
    })?;
    let (extents, _) = static_tensor(op, input, "input 0")?;
    let last = extents.len().checked_sub(1).ok_or(super::Unsupported {
        op,
        message: "reduces a rank-0 tensor".into(),
    })?;
    if op_name(&op) == "linalg.reduce" {
        if i64_array(&op, "dimensions").unwrap_or_default() != [last as i64] {
            return unsupported(
                op,
                format!(
                    "reduces dimensions {:?}; only the last one ({last}) lies on the free axis",
                    i64_array(&op, "dimensions").unwrap_or_default()
                ),
            );
        }
    } else {
        let space = indexing_maps::read(&op).or_else(|e| unsupported(op, e))?;
        let reduced: Vec<usize> = (0..space.loops).filter(|&d| space.reduction[d]).collect();
        let first = reduced.first().copied().unwrap_or(last);
        if reduced.is_empty() || reduced != (first..=last).collect::<Vec<_>>() {
            return unsupported(
                op,
                format!("reduces loops {reduced:?}; only the last ones (ending at {last}) lie on the free axis"),
            );
        }
        if space.maps[0].results != (0..=last).map(MapResult::Dim).collect::<Vec<_>>() {
            return unsupported(op, "reads its input through a non-identity indexing map");
        }
        let kept: Vec<MapResult> = (0..first).map(MapResult::Dim).collect();
        let mut keepdim = kept.clone();
        keepdim.extend(reduced.iter().map(|_| MapResult::Constant(0)));
        if space.maps[1].results != kept && space.maps[1].results != keepdim {
            return unsupported(
                op,
                "writes its result through an indexing map other than the input's without the last dimension",
            );
        }
    }
    let block = op
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or(super::Unsupported {
            op,
            message: "has no body".into(),
        })?;
    let inputs = op.operand_count() - op.result_count();
    let (function, identity) = combiner(block, inputs, op.result_count()).or_else(|e| unsupported(op, e))?;
    check_init(op, init, function, identity)?;

    // Several reduced trailing dimensions are read as one (a copy of the input).
    let reduced_from = if op_name(&op) == "linalg.reduce" {
        last
    } else {
        let space = indexing_maps::read(&op).or_else(|e| unsupported(op, e))?;
        (0..space.loops).find(|&d| space.reduction[d]).unwrap_or(last)
    };
    let flattened = (reduced_from < last).then(|| {
        let mut shape = extents[..reduced_from].to_vec();
        shape.push(extents[reduced_from..].iter().product());
        shape
    });
    let extents = flattened.clone().unwrap_or(extents);
    let (batch, rows, cols) = if extents.len() == 1 {
        (vec![], 1, extents[0])
    } else {
        batch_rows_cols(&extents)
    };
    if cols > COLS_PER_CHUNK && (2..=COLS_PER_CHUNK).rev().all(|d| cols % d != 0) {
        return unsupported(
            op,
            format!("reduces rows of {cols} elements, a prime above {COLS_PER_CHUNK}: they split into no chunks of equal length"),
        );
    }
    Ok(Plan {
        batch,
        flattened,
        rows,
        cols,
        function,
    })
}

/// Emits the reduction: in `shared`, the row loop of a group (the input may be a tile the
/// group holds; the result stays there), else in a loop of its own.
pub fn emit<'c, 'a>(
    l: &mut Lowering,
    op: OperationRef<'c, 'a>,
    plan: &Plan,
    mut shared: Option<&mut RowLoop>,
) -> Converted<'c, 'a, ()> {
    let Plan {
        ref batch,
        rows,
        cols,
        function,
        ..
    } = *plan;
    let input = op.operand(0).expect("an input");
    let result: Value = op.result(0).expect("a result").into();
    let chunk = if cols <= COLS_PER_CHUNK {
        cols
    } else {
        (1..=COLS_PER_CHUNK).rev().find(|d| cols % d == 0).unwrap_or(1)
    };
    let tile_rows = rows.min(PARTITIONS);
    let out = match shared {
        Some(_) => l.values.get(&value_key(result)).cloned(),
        None => Some(l.output(op)?),
    };
    let out_element = static_tensor(op, result, "the result")?.1;
    let flat_input = match &plan.flattened {
        // Copied before the loops (a reduction of its own: it shares none).
        Some(shape) => Some(super::movement::reshaped(l, op, input, shape)?),
        None => None,
    };
    let zero = l.kernel.index(0);
    let (batch_loops, lead) = batch::open_unless_shared(&mut l.kernel, batch, shared.as_ref().map(|g| &g.batch));
    let row_loop = if shared.is_some() {
        None
    } else {
        l.kernel.open_loop("r", rows, tile_rows)
    };
    let row = match &shared {
        Some(group) => group.row.clone(),
        None => row_loop.clone().unwrap_or_else(|| zero.clone()),
    };
    let held = shared.as_ref().and_then(|g| g.tiles.get(&value_key(input))).cloned();
    let row_type = tile_type("sbuf", tile_rows, 1, "f32", Orientation::RowsOnPartitions);
    let (tile, chunk_type, hbm) = match held {
        Some(t) if t.orientation == Orientation::RowsOnPartitions => (t.name, t.ty, None),
        Some(t) => {
            // Reductions run along the free axis: the rows go back on the partitions.
            let ty = tile_type("sbuf", tile_rows, cols, &t.element, Orientation::RowsOnPartitions);
            let rows = super::elementwise::relayout(l, &t, Orientation::RowsOnPartitions, &ty);
            (rows.name, rows.ty, None)
        }
        None => {
            let hbm = match &flat_input {
                Some(t) => t.clone(),
                None => l.input(op, input)?,
            };
            let chunk_type = tile_type("sbuf", tile_rows, chunk, &hbm.element, Orientation::RowsOnPartitions);
            let tile = l.kernel.alloc("in", &chunk_type);
            l.copy(op, &hbm, (&row, &zero), (&tile, [tile_rows, chunk]), &lead, true)?;
            if let Some(group) = shared.as_mut().filter(|_| chunk == cols) {
                let held = Tile {
                    name: tile.clone(),
                    ty: chunk_type.clone(),
                    coverage: Coverage::Whole,
                    element: hbm.element.clone(),
                    orientation: Orientation::RowsOnPartitions,
                };
                group.tiles.insert(value_key(input), held);
            }
            (tile, chunk_type, Some(hbm))
        }
    };
    let acc = l.kernel.alloc("acc", &row_type);
    l.kernel.reduce(function, &tile, &acc);
    if let Some(hbm) = hbm.filter(|_| chunk < cols) {
        // Padding would change a max or min: chunks divide the row exactly.
        let col_loop = l.kernel.open_loop_from("col", chunk, cols, chunk);
        let col = col_loop.clone().expect("more than one chunk");
        let next = l.kernel.alloc("in", &chunk_type);
        l.copy(op, &hbm, (&row, &col), (&next, [tile_rows, chunk]), &lead, true)?;
        let part = l.kernel.alloc("part", &row_type);
        l.kernel.reduce(function, &next, &part);
        l.kernel.binary(function, &acc, &part, &acc);
        l.kernel.close_loop(col_loop, "col");
    }
    let (stored, stored_type) = if out_element == "f32" {
        (acc, row_type)
    } else {
        let ty = tile_type("sbuf", tile_rows, 1, &out_element, Orientation::RowsOnPartitions);
        let cast = l.kernel.alloc("v", &ty);
        l.kernel.copy(&Access::whole(&acc), &Access::whole(&cast));
        (cast, ty)
    };
    if let Some(out) = out {
        l.copy(op, &out, (&row, &zero), (&stored, [tile_rows, 1]), &lead, false)?;
    }
    if let Some(group) = shared.as_mut() {
        let tile = Tile {
            name: stored,
            ty: stored_type,
            coverage: Coverage::PerRow,
            element: out_element,
            orientation: Orientation::RowsOnPartitions,
        };
        group.tiles.insert(value_key(result), tile);
    }
    l.kernel.close_loop(row_loop, "r");
    batch::close(&mut l.kernel, batch_loops);
    Ok(())
}

/// Whether an init value leaves a reduction unchanged.
type IsIdentity = fn(f64) -> bool;

/// The Axe reduction of a body `yield op(in, acc)`, and the init that leaves it unchanged:
/// 0 for a sum, -inf (or the lowest float) for a max, +inf (or the largest) for a min. With
/// several outputs (`outputs` > 1, the others unused: torch-mlir's max next to an argmax), the
/// first output's yield must be that op of input 0 and accumulator 0 (block arguments 0 and
/// `inputs`); the body's other ops feed only the unused outputs, and body ops have no effects.
fn combiner(block: melior::ir::BlockRef, inputs: usize, outputs: usize) -> Result<(&'static str, IsIdentity), String> {
    let op = if outputs == 1 {
        block.first_operation().ok_or("has an empty body")?
    } else {
        first_yield_op(block, inputs)?
    };
    let name = op_name(&op);
    let boolean = op
        .result_at(0)
        .is_some_and(|r| Value::from(r).r#type().to_string() == "i1");
    let (function, identity): (&str, IsIdentity) = match name {
        "arith.addf" => ("add", |v| v == 0.0),
        "arith.maximumf" | "arith.maxnumf" => ("maximum", |v| v <= f32::MIN as f64),
        "arith.minimumf" | "arith.minnumf" => ("minimum", |v| v >= f32::MAX as f64),
        // Of 0s and 1s (torch's all() and any() of a mask): from true and from false.
        "arith.andi" if boolean => ("minimum", |v| v == 1.0),
        "arith.ori" if boolean => ("maximum", |v| v == 0.0),
        _ => {
            return Err(format!(
                "combines with '{name}'; axe.reduce takes add, maximum and minimum (and the andi and ori of i1s)"
            ))
        }
    };
    if outputs == 1 && crate::linalg::reduction_body::single_combiner(block) != Some(op) {
        return Err(format!(
            "has a body other than one '{name}' of the element and the accumulator"
        ));
    }
    Ok((function, identity))
}

/// The op whose result output 0 yields, which must combine block arguments 0 (the element)
/// and `inputs` (output 0's accumulator).
fn first_yield_op<'c, 'a>(block: melior::ir::BlockRef<'c, 'a>, inputs: usize) -> Result<OperationRef<'c, 'a>, String> {
    let terminator = block.terminator().ok_or("has a body without linalg.yield")?;
    let yielded = terminator.operand(0).map_err(|_| "yields nothing".to_owned())?;
    let op = axe_dialects::ir::read::defining_op(yielded)
        .filter(|d| d.block().is_some_and(|b| b == block))
        .ok_or("yields a value for output 0 that no op of its body computes")?;
    let key = |i: usize| block.argument_at(i).map(|a| value_key(a.into()));
    let mut operands: Vec<Option<usize>> = op.operands().map(|v| Some(value_key(v))).collect();
    operands.sort();
    let mut wanted = vec![key(0), key(inputs)];
    wanted.sort();
    if operands != wanted || wanted[0] == wanted[1] {
        return Err(format!(
            "yields for output 0 a '{}' that is not of the element and output 0's accumulator",
            op_name(&op)
        ));
    }
    Ok(op)
}

/// A reduction generic with several outputs is lowered for its first: the others must be
/// unused (torch-mlir's softmax computes its max with an argmax that nothing reads).
fn unused_extra_results<'c, 'a>(op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    for i in 1..op.result_count() {
        let result: Value = op.result(i).expect("in range").into();
        if !crate::kernel_ir::users(result).is_empty() {
            return unsupported(
                op,
                format!(
                    "has {} results and result {i} is used; the conversion takes a reduction's first output, with the others unused",
                    op.result_count()
                ),
            );
        }
    }
    Ok(())
}

fn is_i1(value: Value) -> bool {
    crate::rangeify::tensor_shape(value.r#type()).is_some_and(|(_, e)| e.to_string() == "i1")
}

/// The init must be a fill of the identity: axe.reduce starts from nothing.
fn check_init<'c, 'a>(
    op: OperationRef<'c, 'a>,
    init: Value<'c, 'a>,
    function: &str,
    identity: IsIdentity,
) -> Converted<'c, 'a, ()> {
    let value = filled_float(init).or_else(|| filled_int(init, 1).filter(|_| is_i1(init)).map(|v| v as f64));
    match value {
        Some(v) if identity(v) => Ok(()),
        Some(v) => unsupported(
            op,
            format!("starts its {function} from {v}, not the identity; fold the init into a following elementwise op"),
        ),
        None => unsupported(
            op,
            format!("starts its {function} from a tensor that is not a linalg.fill of a constant"),
        ),
    }
}
