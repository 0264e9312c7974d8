//! Embeddings: a `linalg.generic` whose body reads `table[ids[...], j]` with `tensor.extract`
//! (torch-mlir's `aten.embedding` on both routes) becomes, per tile of up to 128 rows, a load
//! of the row indices as a `[P, 1]` i32 tile, one `axe.gather` (NKI's indirect DMA) of those
//! table rows into a `[P, D]` tile, and a store.
//!
//! NKI has no int64, so the indices reach the kernel as int32: a kernel argument of i64 or i32
//! read only as gather indices (through reshapes and integer casts) becomes a flat i32 HBM
//! argument, listed in the kernel's `nki.index_arguments`; the NKI module's wrapper narrows
//! the caller's array to it and raises for a value outside int32 (where the program's own
//! `trunci` to i32, TOSA's, would wrap). Indices computed from constants (the positions of a
//! positional embedding) are evaluated at compile time into an i32 weight, each checked to
//! name a row of the table. An index outside the table at run time is the DMA's error
//! (`oob_mode.error`): torch-mlir's `cf.assert` bounds checks in the body say the same and
//! are removed with a remark. ONNX's Gather wraps negative indices first (`x < 0 ? x + n :
//! x`, [`wrap_of`]): the kernel does the same on the index tile.

use super::batch;
use super::shapes::static_tensor;
use super::tiles::{tile_type, HbmTensor, Orientation, PARTITIONS};
use super::{unsupported, Converted, Lowering};
use crate::kernel_ir::users;
use crate::linalg::indexing_maps::{self, MapResult};
use crate::rangeify::tensor_shape;
use axe_dialects::diagnostic::emit_remark;
use axe_dialects::ir::read::{constant_of, defining_op, int_attr, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, TypeLike, Value, ValueLike};

/// The kernel attribute listing the arguments (positions) that the caller passes as integer
/// arrays and the NKI wrapper narrows to flat int32.
pub const INDEX_ARGUMENTS: &str = "nki.index_arguments";

/// The most bytes of one gathered row: a quarter of a partition's SBUF (192 KiB on trn1), so
/// the rows tile leaves room for the rest of the kernel.
const MOST_ROW_BYTES: i64 = 48 * 1024;

/// Whether `op` is a generic whose body reads a tensor with `tensor.extract` (a gather).
pub fn is_gather(op: &OperationRef) -> bool {
    op_name(op) == "linalg.generic"
        && body(op).is_some_and(|b| {
            let mut found = false;
            let mut current = b.first_operation();
            while let Some(inner) = current {
                found |= op_name(&inner) == "tensor.extract";
                current = inner.next_in_block();
            }
            found
        })
}

fn body<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<melior::ir::BlockRef<'c, 'a>> {
    op.region_at(0).and_then(|r| r.first_block())
}

/// What a gather reads: its index tensor (the generic's input) and the table.
struct Parts<'c, 'a> {
    indices: Value<'c, 'a>,
    table: Value<'c, 'a>,
    /// The body's bounds checks (removed with a remark).
    asserts: Vec<OperationRef<'c, 'a>>,
}

/// The parts of `op` when it is `out[i..., j] = table[0..., ids[i...], j]`, or why not.
fn read<'c, 'a>(op: &OperationRef<'c, 'a>) -> Result<Parts<'c, 'a>, String> {
    if op.operand_count() != 2 || op.result_count() != 1 {
        return Err("gathers with other than one index input and one output".into());
    }
    let space = indexing_maps::read(op)?;
    let n = space.loops;
    if space.reduction.iter().any(|&r| r) || n < 2 {
        return Err("gathers in a reduction or into a tensor of rank below 2".into());
    }
    let identity: Vec<MapResult> = (0..n).map(MapResult::Dim).collect();
    if space.maps[1].results != identity || space.maps[0].results != identity[..n - 1] {
        return Err("gathers with indexing maps other than ids[d0, ..., dn-2] and out[d0, ..., dn-1] (one table row per index, its columns along the last dimension)".into());
    }
    let block = body(op).ok_or("has no body")?;
    let ids: Value = block.argument(0).map_err(|_| "has no body arguments")?.into();
    let mut extract = None;
    let mut asserts = vec![];
    let mut current = block.first_operation();
    while let Some(inner) = current {
        current = inner.next_in_block();
        match op_name(&inner) {
            "tensor.extract" if extract.is_none() => extract = Some(inner),
            "tensor.extract" => return Err("reads two tensors with tensor.extract in one body".into()),
            "cf.assert" => {
                let condition = inner.operand(0).map_err(|_| "has an assert without a condition")?;
                if bounds_check_of_gather(block, condition).is_none() {
                    return Err("has a cf.assert in its body that is not a bounds check of the gathered index (a runtime check NKI has no form for)".into());
                }
                asserts.push(inner);
            }
            "arith.constant" | "arith.index_cast" | "linalg.index" | "arith.cmpi" | "linalg.yield" => {}
            other => {
                return Err(format!(
                    "computes with {other} in a gather's body; only the row read is taken"
                ))
            }
        }
    }
    let extract = extract.ok_or("has no tensor.extract")?;
    let table = extract.operand(0).map_err(|_| "has an extract without a tensor")?;
    let Some((table_shape, _)) = tensor_shape(table.r#type()) else {
        return Err("gathers from a tensor without a static shape".into());
    };
    let rank = table_shape.len();
    if rank < 2 || table_shape[..rank - 2].iter().any(|&e| e != 1) {
        return Err(format!(
            "gathers from a {table_shape:?} table; rows of a [rows, columns] table (leading dimensions of 1) are taken"
        ));
    }
    let indices: Vec<Value> = extract.operands().skip(1).collect();
    let leading_zero = indices[..rank - 2]
        .iter()
        .all(|&v| constant_of(v, 64).is_some_and(|c| c == 0));
    let row_is_id = uncast(indices[rank - 2]) == value_key(ids);
    let column_is_last = defining_op(indices[rank - 1])
        .is_some_and(|d| op_name(&d) == "linalg.index" && int_attr(&d, "dim") == Some(n as i64 - 1));
    if !leading_zero || !row_is_id || !column_is_last {
        return Err(
            "reads the table at other than [0, ..., ids[...], j] with j the last loop index (one whole row per index)"
                .into(),
        );
    }
    let result: Value = op.result(0).map_err(|_| "has no result")?.into();
    let out_width = tensor_shape(result.r#type()).and_then(|(s, _)| s.last().copied());
    if out_width != Some(table_shape[rank - 1]) {
        return Err("writes rows of another width than the table's".into());
    }
    let yields_read = block.terminator().and_then(|y| y.operand_at(0)).is_some_and(|v| {
        extract
            .result_at(0)
            .is_some_and(|r| value_key(r.into()) == value_key(v))
    });
    if !yields_read {
        return Err("yields something other than the row element it reads".into());
    }
    let indices_value = op.operand(0).map_err(|_| "has no input")?;
    Ok(Parts {
        indices: indices_value,
        table,
        asserts,
    })
}

/// Whether `op` only renames integer data for a gather's indices (a reshape, or a generic
/// that casts each element between i32 and i64: exact on the int32 values the kernel holds)
/// or is part of a negative-index wrap ([`wrap_of`]), and its result only gathers read
/// (through more of them). The gather reads the indices' source and applies the wrap itself.
pub fn is_index_relabel(op: &OperationRef) -> bool {
    if op.result_count() != 1 {
        return false;
    }
    let feeds = |o: &OperationRef| o.result_at(0).is_some_and(|r| feeds_only_gathers(r.into()));
    if relabel_source(op).is_some() || wrap_of(op).is_some() {
        return feeds(op);
    }
    wrap_of_part(op).is_some_and(|select| feeds(&select))
}

/// The body op of a generic with one input, identity maps and a body of one op that it yields.
fn single_op<'c, 'a>(op: &OperationRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    if op_name(op) != "linalg.generic" || op.operand_count() != 2 {
        return None;
    }
    let block = body(op)?;
    let inner = yielded_first(&block).filter(|i| op_name(i) == name)?;
    let reads_input = inner.operand_at(0).map(value_key) == block.argument_at(0).map(|a| value_key(a.into()));
    (reads_input && has_identity_maps(op)).then_some(inner)
}

/// The first op of a generic's body when the body is that op and a yield of its result.
fn yielded_first<'c, 'a>(block: &melior::ir::BlockRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let first = block.first_operation()?;
    let yields = first.next_in_block().is_some_and(|y| {
        op_name(&y) == "linalg.yield"
            && y.operand_at(0).map(value_key) == first.result_at(0).map(|r| value_key(r.into()))
    });
    yields.then_some(first)
}

/// Whether every indexing map of the generic `op` is the identity.
fn has_identity_maps(op: &OperationRef) -> bool {
    indexing_maps::read(op).is_ok_and(|space| {
        let identity: Vec<MapResult> = (0..space.loops).map(MapResult::Dim).collect();
        space.maps.iter().all(|m| m.results == identity)
    })
}

/// ONNX's Gather wraps negative indices as numpy does (`x < 0 ? x + n : x`) in three
/// generics over the same indices x: `cmpi slt x, 0`, `addi x, n` and a `select` of the two
/// and x. For the select, its x and n.
fn wrap_of<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, i64)> {
    if op_name(op) != "linalg.generic" || op.operand_count() != 4 || op.result_count() != 1 {
        return None;
    }
    let block = body(op)?;
    let select = yielded_first(&block).filter(|s| op_name(s) == "arith.select")?;
    let arguments: Vec<usize> = (0..3)
        .filter_map(|i| block.argument_at(i).map(|a| value_key(a.into())))
        .collect();
    let operands: Vec<usize> = select.operands().map(value_key).collect();
    if operands != arguments || !has_identity_maps(op) {
        return None;
    }
    let (mask, shifted, x) = (op.operand_at(0)?, op.operand_at(1)?, op.operand_at(2)?);
    let compare = single_op(&defining_op(mask)?, "arith.cmpi")?;
    let negative = int_attr(&compare, "predicate") == Some(2)
        && constant_of(compare.operand_at(1)?, 64) == Some(0)
        && defining_op(mask)?.operand_at(0).map(value_key) == Some(value_key(x));
    let add = single_op(&defining_op(shifted)?, "arith.addi")?;
    let n = constant_of(add.operand_at(1)?, 64)?;
    let adds_to_x = defining_op(shifted)?.operand_at(0).map(value_key) == Some(value_key(x));
    (negative && adds_to_x && n > 0).then_some((x, n))
}

/// The wrap select that `op` (its comparison or its addition) feeds, if it feeds only that.
fn wrap_of_part<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let result: Value = op.result_at(0)?.into();
    let readers = users(result);
    let [select] = readers.as_slice() else {
        return None;
    };
    let part = (0..2).any(|i| select.operand_at(i).is_some_and(|v| value_key(v) == value_key(result)));
    (part && wrap_of(select).is_some()).then_some(*select)
}

/// The source of a relabelling op ([`is_index_relabel`]).
fn relabel_source<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let source = op.operand_at(0)?;
    let result: Value = op.result_at(0)?.into();
    if !is_integer_tensor(source) || !is_integer_tensor(result) {
        return None;
    }
    match op_name(op) {
        "tensor.expand_shape" | "tensor.collapse_shape" => Some(source),
        "linalg.generic" => single_op(op, "arith.trunci")
            .or_else(|| single_op(op, "arith.extsi"))
            .map(|_| source),
        _ => None,
    }
}

/// Whether every reader of `value` is a gather reading it as its indices, or a relabelling
/// whose result only gathers read.
pub fn feeds_only_gathers(value: Value) -> bool {
    let readers = users(value);
    !readers.is_empty()
        && readers.iter().all(|user| {
            let as_indices = is_gather(user) && user.operand_at(0).is_some_and(|v| value_key(v) == value_key(value));
            let feeds = |o: &OperationRef| o.result_at(0).is_some_and(|r| feeds_only_gathers(r.into()));
            let wraps = |select: &OperationRef| {
                wrap_of(select).is_some_and(|(x, _)| value_key(x) == value_key(value)) && feeds(select)
            };
            as_indices
                || (relabel_source(user).is_some() && feeds(user))
                || wraps(user)
                || wrap_of_part(user).is_some_and(|select| wraps(&select))
        })
}

/// Whether `value` is an i32 or i64 tensor (indices, in the front ends' types).
pub fn is_integer_tensor(value: Value) -> bool {
    tensor_shape(value.r#type()).is_some_and(|(_, e)| matches!(e.to_string().as_str(), "i32" | "i64"))
}

/// The flat i32 HBM tensor that function argument `position` (`value`) becomes when it is a
/// non-empty i32 or i64 tensor that only gathers read, as their indices.
pub fn index_argument(position: usize, value: Value) -> Option<HbmTensor> {
    let (shape, _) = tensor_shape(value.r#type()).filter(|_| is_integer_tensor(value))?;
    if shape.iter().any(|&d| d <= 0) || !feeds_only_gathers(value) {
        return None;
    }
    let count = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))?;
    Some(HbmTensor {
        name: format!("%arg{position}"),
        shape: vec![count],
        element: "i32".into(),
    })
}

pub fn emit<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    let parts = read(&op).or_else(|e| unsupported(op, e))?;
    let result: Value = op.result(0).expect("checked").into();
    let (out_shape, element) = static_tensor(op, result, "the result")?;
    let table = l.input(op, parts.table)?;
    if table.element != element {
        return unsupported(op, format!("gathers {} rows into a {element} tensor", table.element));
    }
    let rows_in_table = table.shape[table.shape.len() - 2];
    let (ids, wrap) = indices(l, op, parts.indices, rows_in_table)?;
    for assert in &parts.asserts {
        emit_remark(
            assert,
            "cf.assert removed: the gather's indirect DMA raises on an index outside the table (oob_mode.error)",
        );
    }
    let width = *out_shape.last().expect("rank >= 2");
    let element_bytes = match element.as_str() {
        "f32" => 4,
        "bf16" | "f16" => 2,
        _ => 1,
    };
    if width.checked_mul(element_bytes).is_none_or(|b| b > MOST_ROW_BYTES) {
        return unsupported(
            op,
            format!("gathers rows of {width} elements; a row of the SBUF tile holds at most {MOST_ROW_BYTES} bytes"),
        );
    }
    let out = l.output(op)?;
    let gathered = &out_shape[..out_shape.len() - 1];
    let (batch_extents, rows) = gathered.split_at(gathered.len() - 1);
    let rows = rows[0];
    let tile_rows = rows.min(PARTITIONS);
    let zero = l.kernel.index(0);
    let ivs = batch::open(&mut l.kernel, batch_extents);
    let iv = l.kernel.open_loop("r", rows, tile_rows);
    let row = iv.clone().unwrap_or_else(|| zero.clone());
    // The indices are flat: a tile's first index is its row plus each batch index times the
    // indices per batch element (row-major).
    let mut flat = row.clone();
    let mut stride = rows;
    for (k, extent) in batch_extents.iter().enumerate().rev() {
        if let Some(b) = &ivs[k] {
            let step = l.kernel.index(stride);
            let scaled = l.kernel.arith("muli", b, &step);
            flat = l.kernel.arith("addi", &flat, &scaled);
        }
        stride = stride.checked_mul(*extent).expect("the result's element count fits");
    }
    let ids_type = tile_type("sbuf", tile_rows, 1, "i32", Orientation::RowsOnPartitions);
    let ids_tile = l.kernel.alloc("ids", &ids_type);
    l.copy(op, &ids, (&flat, &zero), (&ids_tile, [tile_rows, 1]), &[], true)?;
    if let Some(n) = wrap {
        // ids + n * (ids < 0), computed in fp32 as the engines do: exact for every index
        // below 2^24 in size, and one above stays outside any table (of fewer rows).
        let column = tile_type("sbuf", tile_rows, 1, "f32", Orientation::RowsOnPartitions);
        let zero_value = l.kernel.float(0.0);
        let zeros = l.kernel.alloc("zero", &column);
        l.kernel.fill(&zero_value, &zeros);
        let negative = l.kernel.alloc("negative", &column);
        l.kernel.binary("less", &ids_tile, &zeros, &negative);
        l.kernel.map("copy", &negative, &negative, Some(n as f64));
        l.kernel.binary("add", &ids_tile, &negative, &ids_tile);
    }
    let rows_type = tile_type("sbuf", tile_rows, width, &element, Orientation::RowsOnPartitions);
    let rows_tile = l.kernel.alloc("rows", &rows_type);
    l.kernel.gather(&table.name, &ids_tile, &rows_tile);
    let lead = batch::lead(&ivs, &(0..batch_extents.len()).collect::<Vec<_>>());
    l.copy(op, &out, (&row, &zero), (&rows_tile, [tile_rows, width]), &lead, false)?;
    l.kernel.close_loop(iv, "r");
    batch::close(&mut l.kernel, ivs);
    Ok(())
}

/// The flat i32 HBM tensor of a gather's indices: an index argument (through relabellings)
/// or a weight of indices evaluated at compile time, each a row of the `rows`-row table; and
/// the n of a negative-index wrap on the way ([`wrap_of`]).
fn indices<'c, 'a>(
    l: &mut Lowering,
    op: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    rows: i64,
) -> Converted<'c, 'a, (HbmTensor, Option<i64>)> {
    let mut v = value;
    let mut wrap = None;
    loop {
        if let Some(folded) = super::fold::evaluate(v) {
            if let Some(bad) = folded.values.iter().find(|&&i| i < 0 || i >= rows) {
                return unsupported(op, format!("gathers row {bad} of a table of {rows} rows"));
            }
            if wrap.is_some() {
                return unsupported(op, "wraps negative indices known at compile time (a bug: they fold)");
            }
            let context = unsafe { mlir_sys::mlirTypeGetContext(v.r#type().to_raw()) };
            return Ok((l.index_weight(context, &folded.values), None));
        }
        match defining_op(v) {
            None => {
                return match l.values.get(&value_key(v)) {
                    Some(t) if t.element == "i32" && t.shape.len() == 1 => Ok((t.clone(), wrap)),
                    _ => unsupported(op, "gathers with indices from a kernel argument that is not an i32 or i64 tensor read only as indices"),
                };
            }
            Some(d) => match relabel_source(&d).or_else(|| {
                let (x, n) = wrap_of(&d)?;
                wrap.is_none().then(|| wrap = Some(n))?;
                Some(x)
            }) {
                // The source outlives the borrow of its user.
                Some(source) => v = unsafe { Value::from_raw(source.to_raw()) },
                None => {
                    return unsupported(
                        op,
                        format!(
                            "gathers with indices computed by {} in the kernel; the indices must be a kernel argument or computed from constants",
                            op_name(&d)
                        ),
                    )
                }
            },
        }
    }
}

/// Sets `nki.index_arguments` on the converted kernel (nothing when it has none).
pub fn attach(context: &melior::Context, kernel: &melior::ir::Operation, positions: &[usize]) {
    if positions.is_empty() {
        return;
    }
    unsafe {
        let i64_type = mlir_sys::mlirIntegerTypeGet(context.to_raw(), 64);
        let elements: Vec<mlir_sys::MlirAttribute> = positions
            .iter()
            .map(|&p| mlir_sys::mlirIntegerAttrGet(i64_type, p as i64))
            .collect();
        let array = mlir_sys::mlirArrayAttrGet(context.to_raw(), elements.len() as isize, elements.as_ptr());
        let name = mlir_sys::MlirStringRef {
            data: INDEX_ARGUMENTS.as_ptr() as *const _,
            length: INDEX_ARGUMENTS.len(),
        };
        mlir_sys::mlirOperationSetAttributeByName(kernel.to_raw(), name, array);
    }
}

/// `Some(axis)` where `condition` is `i < size` or `i >= 0` (`arith.cmpi` against a
/// constant, through `arith.index_cast`) for an index `i` that a `tensor.extract` in
/// `body` reads along `axis` of size `size`: torch-mlir's bounds checks before an
/// embedding's row read, which NKI's indirect DMA makes on its own (`oob_mode.error`).
fn bounds_check_of_gather<'c, 'a>(body: BlockRef<'c, 'a>, condition: Value<'c, 'a>) -> Option<usize> {
    let compare = defining_op(condition).filter(|d| op_name(d) == "arith.cmpi")?;
    let predicate = int_attr(&compare, "predicate")?;
    let subject = uncast(compare.operand_at(0)?);
    let bound = compare.operand_at(1)?;
    let bound = axe_dialects::ir::read::constant_of(bound, axe_dialects::ir::read::int_width(bound.r#type())?)?;
    let mut current = body.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if op_name(&op) != "tensor.extract" {
            continue;
        }
        let Some((shape, _)) = op.operand_at(0).and_then(|t| tensor_shape(t.r#type())) else {
            continue;
        };
        for (axis, index) in op.operands().skip(1).enumerate() {
            if uncast(index) != subject {
                continue;
            }
            // slt size, sle size - 1, ult size (both bounds), sge 0, sgt -1.
            let holds = match predicate {
                2 | 6 => bound == shape[axis],
                3 => bound == shape[axis] - 1,
                5 => bound == 0,
                4 => bound == -1,
                _ => false,
            };
            if holds {
                return Some(axis);
            }
        }
    }
    None
}

/// The key of `v` without the `arith.index_cast`s around it.
fn uncast(v: Value) -> usize {
    match defining_op(v).filter(|d| op_name(d) == "arith.index_cast") {
        Some(cast) => uncast(cast.operand(0).expect("a cast has an operand")),
        None => value_key(v),
    }
}
