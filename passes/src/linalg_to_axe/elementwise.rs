//! An elementwise `linalg.generic` (all loops parallel) as a loop over tiles: each input is
//! loaded whole, per row (`(d0, d1) -> (d0, 0)`, one value per partition) or per column
//! (`(d0, d1) -> (d1)`); the body's steps ([`super::body`]) run on the tiles; the result is
//! stored. A per-column operand is a per-partition scalar only with the columns on the
//! partitions, so such an op tiles the other way round (up to 128 columns by 512 rows).

use super::batch;
use super::body::{self, Operand, Step};
use super::kernel_builder::Access;
use super::row_loop::{Coverage, RowLoop, Tile};
use super::shapes::batch_rows_cols;
use super::tiles::{tile_type, Orientation, PARTITIONS};
use super::{unsupported, Converted, Lowering};
use crate::linalg::indexing_maps::{self, IndexingMap, MapResult};
use axe_dialects::ir::read::{i64_array, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{
    attribute::AttributeLike, operation::OperationLike, BlockLike, OperationRef, RegionLike, Value, ValueLike,
};

/// Columns per tile with rows on the partitions (8 KiB of fp32 per partition).
const COLS_PER_TILE: i64 = 2048;
/// Rows per tile with columns on the partitions.
const ROWS_PER_TILE: i64 = 512;

/// What the conversion read from an elementwise generic.
pub struct Plan {
    /// The extents of the loops around the `[rows, cols]` tiles ([`batch`]).
    pub batch: Vec<i64>,
    pub rows: i64,
    pub cols: i64,
    coverage: Vec<Coverage>,
    orientation: Orientation,
    body: body::Body,
    /// The value each input is loaded from: the input itself, or the source of a
    /// broadcast-only generic it reads through ([`broadcast_source`]).
    sources: Vec<mlir_sys::MlirValue>,
    /// The batch loops each input reads, in order.
    leads: Vec<Vec<usize>>,
    /// The value of each input that is a constant with every element equal (TOSA's
    /// `tensor<1x1x1xf32>` operands, ONNX's rank-0 ones): the body reads it as a constant.
    constants: Vec<Option<f64>>,
}

impl Plan {
    /// The rows of a tile loop it can share with other row-wise ops: whole rows in one tile
    /// (with the columns on the partitions, in whole blocks of 128).
    pub fn shared_rows(&self) -> Option<(Vec<i64>, i64)> {
        let whole_blocks =
            self.orientation == Orientation::RowsOnPartitions || self.cols <= PARTITIONS || self.cols % PARTITIONS == 0;
        (self.cols <= COLS_PER_TILE && whole_blocks).then(|| (self.batch.clone(), self.rows))
    }
}

pub fn plan<'c, 'a>(op: OperationRef<'c, 'a>) -> Converted<'c, 'a, Plan> {
    super::shapes::one_tensor_result(op)?;
    let space = indexing_maps::read(&op).or_else(|e| unsupported(op, e))?;
    let segments = i64_array(&op, "operandSegmentSizes").unwrap_or_default();
    let inputs = segments.first().copied().unwrap_or(0) as usize;
    let result: Value = op.result(0).expect("one result").into();
    let (extents, _) = super::shapes::static_tensor(op, result, "the result")?;
    let output_map = &space.maps[inputs];
    if output_map.results != (0..extents.len()).map(MapResult::Dim).collect::<Vec<_>>() {
        return unsupported(op, "writes its output through a non-identity indexing map");
    }
    let (batch, rows, cols) = batch_rows_cols(&extents);
    let mut coverage = vec![];
    let mut sources = vec![];
    let mut leads = vec![];
    let mut constants = vec![];
    for i in 0..inputs {
        let mut value = op.operand(i).expect("an input");
        let mut map = space.maps[i].clone();
        if let Some((source, source_map)) = broadcast_source(value, &map) {
            value = source;
            map = source_map;
        }
        if let Some(c) = splat_value(value) {
            constants.push(Some(c));
            coverage.push(Coverage::Whole);
            leads.push(vec![]);
            sources.push(value.to_raw());
            continue;
        }
        constants.push(None);
        let (shape, _) = super::shapes::static_tensor(op, value, &format!("input {i}"))?;
        coverage.push(classify(op, i, &map, &shape, &extents, rows, cols)?);
        leads.push(batch::read_loops(&map, batch.len()));
        sources.push(value.to_raw());
    }
    let orientation = if coverage.contains(&Coverage::PerCol) {
        if coverage.contains(&Coverage::PerRow) {
            return unsupported(op, "broadcasts one input per row and another per column; a tile takes per-partition scalars along one of them only");
        }
        Orientation::ColsOnPartitions
    } else {
        Orientation::RowsOnPartitions
    };
    let block = op
        .region_at(0)
        .and_then(|r| r.first_block())
        .ok_or(super::Unsupported {
            op,
            message: "has no body".into(),
        })?;
    let body = body::read(block, inputs, &constants).or_else(|e| unsupported(op, e))?;
    Ok(Plan {
        batch,
        rows,
        cols,
        coverage,
        orientation,
        body,
        sources,
        leads,
        constants,
    })
}

/// The value of every element of `value`, when it is a float tensor constant whose elements
/// are all equal (a splat, or one element; `dense` or `dense_resource`).
fn splat_value(value: Value) -> Option<f64> {
    let constant = axe_dialects::ir::read::defining_op(value)?;
    if axe_dialects::ir::read::op_name(&constant) == "linalg.generic" {
        return folded(&constant);
    }
    if axe_dialects::ir::read::op_name(&constant) != "arith.constant" {
        return None;
    }
    let data = axe_dialects::ir::dense_resource::resolved(constant.attribute("value").ok()?).ok()?;
    let raw = data.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADenseElements(raw) } {
        return None;
    }
    let (_, element) = crate::rangeify::tensor_shape(value.r#type())?;
    let element = element.to_string();
    unsafe {
        let one = mlir_sys::mlirElementsAttrGetNumElements(raw) == 1;
        if !(mlir_sys::mlirDenseElementsAttrIsSplat(raw) || one) {
            return None;
        }
        match element.as_str() {
            "f32" if one => Some(mlir_sys::mlirDenseElementsAttrGetFloatValue(raw, 0) as f64),
            "f32" => Some(mlir_sys::mlirDenseElementsAttrGetFloatSplatValue(raw) as f64),
            "f64" if one => Some(mlir_sys::mlirDenseElementsAttrGetDoubleValue(raw, 0)),
            "f64" => Some(mlir_sys::mlirDenseElementsAttrGetDoubleSplatValue(raw)),
            _ => None,
        }
    }
}

/// Whether `op` is an elementwise generic of constants whose elements are all equal, which
/// every user reads as a constant (an elementwise generic): it is folded, not lowered.
pub fn is_folded(op: &OperationRef) -> bool {
    let Some(result) = op.result_at(0) else {
        return false;
    };
    folded(op).is_some()
        && crate::kernel_ir::users(result.into())
            .iter()
            .all(|user| axe_dialects::ir::read::op_name(user) == "linalg.generic" && !super::reduce::is_reduction(user))
}

/// The value of every element of an elementwise generic whose inputs are constants with all
/// elements equal (TOSA's GELU-tanh computes sqrt(2 / pi) as pow(2 / pi, 0.5) on such
/// tensors): its body evaluated once, each step rounded to its type as the engines would.
fn folded(op: &OperationRef) -> Option<f64> {
    if axe_dialects::ir::read::op_name(op) != "linalg.generic" || op.result_count() != 1 {
        return None;
    }
    let space = indexing_maps::read(op).ok()?;
    if space.reduction.iter().any(|&r| r) {
        return None;
    }
    let inputs = op.operand_count() - 1;
    let block = op.region_at(0)?.first_block()?;
    let mut values: std::collections::HashMap<usize, f64> = std::collections::HashMap::new();
    for i in 0..inputs {
        let v = splat_value(op.operand_at(i)?)?;
        values.insert(value_key(block.argument_at(i)?.into()), v);
    }
    let mut current = block.first_operation();
    while let Some(inner) = current {
        current = inner.next_in_block();
        let name = axe_dialects::ir::read::op_name(&inner);
        let operand = |i: usize| -> Option<f64> {
            let v = inner.operand_at(i)?;
            values.get(&value_key(v)).copied().or_else(|| {
                axe_dialects::ir::read::defining_op(v).and_then(|d| axe_dialects::ir::read::float_constant(&d))
            })
        };
        if name == "linalg.yield" {
            return operand(0);
        }
        let (a, b) = (operand(0), operand(1));
        let exact = match name {
            "arith.constant" => axe_dialects::ir::read::float_constant(&inner)?,
            "arith.extf" | "arith.truncf" => a?,
            "arith.negf" => -a?,
            "arith.addf" => a? + b?,
            "arith.subf" => a? - b?,
            "arith.mulf" => a? * b?,
            "arith.divf" => a? / b?,
            "arith.maximumf" | "arith.maxnumf" => a?.max(b?),
            "arith.minimumf" | "arith.minnumf" => a?.min(b?),
            "math.powf" => a?.powf(b?),
            "math.exp" => a?.exp(),
            "math.log" => a?.ln(),
            "math.tanh" => a?.tanh(),
            "math.sqrt" => a?.sqrt(),
            "math.rsqrt" => 1.0 / a?.sqrt(),
            _ => return None,
        };
        let result: Value = inner.result_at(0)?.into();
        let rounded = match result.r#type().to_string().as_str() {
            "f32" => exact as f32 as f64,
            "f64" => exact,
            _ => return None,
        };
        values.insert(value_key(result), rounded);
    }
    None
}

/// Whether `op` is a generic that only broadcasts its one input (torch-mlir's bias
/// broadcast before an add: `(d0, d1) -> (d1)` in, identity out, the body yielding the
/// input). Such an op computes nothing: the elementwise ops that read its result through an
/// identity map read its input instead, broadcast per row or column like any operand.
pub fn is_broadcast_only(op: &OperationRef) -> bool {
    if axe_dialects::ir::read::op_name(op) != "linalg.generic" || op.operand_count() != 2 || op.result_count() != 1 {
        return false;
    }
    let Ok(space) = indexing_maps::read(op) else {
        return false;
    };
    let identity: Vec<MapResult> = (0..space.loops).map(MapResult::Dim).collect();
    let Some(block) = op.region_at(0).and_then(|r| r.first_block()) else {
        return false;
    };
    let yields_input = block.first_operation().is_some_and(|y| {
        axe_dialects::ir::read::op_name(&y) == "linalg.yield"
            && y.operand_at(0).map(value_key) == block.argument_at(0).map(|a| value_key(a.into()))
    });
    !space.reduction.iter().any(|&r| r) && space.maps[1].results == identity && yields_input
}

/// Whether `op` is a broadcast-only generic that every user reads through (elementwise
/// generics reading it with the identity map, batch_matmuls reading a matrix repeated over
/// the batch), so it is not lowered itself; otherwise it is an elementwise copy like any
/// other, and its result has HBM data (a reshape or a reduction reads it).
pub fn is_read_through(op: &OperationRef) -> bool {
    if !is_broadcast_only(op) {
        return false;
    }
    let Some(result) = op.result_at(0) else {
        return false;
    };
    let result: Value = result.into();
    let key = value_key(result);
    crate::kernel_ir::users(result).iter().all(|user| {
        let name = axe_dialects::ir::read::op_name(user);
        if name == "linalg.batch_matmul" {
            return super::matmul::repeats_over_batch(result);
        }
        if name != "linalg.generic" || super::reduce::is_reduction(user) {
            return false;
        }
        let Ok(space) = indexing_maps::read(user) else {
            return false;
        };
        let identity: Vec<MapResult> = (0..space.loops).map(MapResult::Dim).collect();
        let inputs = user.operand_count() - user.result_count();
        (0..inputs).all(|i| user.operand_at(i).map(value_key) != Some(key) || space.maps[i].results == identity)
    })
}

/// The input a broadcast-only generic broadcasts, and its map, when `value` is such an op's
/// result read through the identity `map` (the loops of both ops are then the same).
pub fn broadcast_source<'c, 'a>(value: Value<'c, 'a>, map: &IndexingMap) -> Option<(Value<'c, 'a>, IndexingMap)> {
    let producer = axe_dialects::ir::read::defining_op(value).filter(is_broadcast_only)?;
    let identity: Vec<MapResult> = (0..map.results.len()).map(MapResult::Dim).collect();
    if map.results != identity {
        return None;
    }
    let space = indexing_maps::read(&producer).ok()?;
    // The producer outlives the borrow of its result.
    let source = unsafe { Value::from_raw(producer.operand_at(0)?.to_raw()) };
    Some((source, space.maps[0].clone()))
}

/// Emits the op: in `shared`, the row loop of a group (whole rows; inputs the group holds
/// are not loaded again, and the result stays there), else in loops of its own.
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
        ref coverage,
        ref body,
        ..
    } = *plan;
    let orientation = match &shared {
        Some(group) => shared_orientation(op, plan, group),
        None => plan.orientation,
    };
    let (tile_rows, tile_cols) = match (&shared, orientation) {
        (Some(_), _) => (rows.min(PARTITIONS), cols),
        (None, Orientation::RowsOnPartitions) => (rows.min(PARTITIONS), cols.min(COLS_PER_TILE)),
        (None, Orientation::ColsOnPartitions) => (rows.min(ROWS_PER_TILE), cols.min(PARTITIONS)),
    };
    let shape_of = |c: Coverage| match c {
        Coverage::Whole => [tile_rows, tile_cols],
        Coverage::PerRow => [tile_rows, 1],
        Coverage::PerCol => [1, tile_cols],
    };
    let type_of = |c: Coverage, element: &str| {
        let [r, k] = shape_of(c);
        tile_type("sbuf", r, k, element, orientation)
    };

    let result: Value = op.result(0).expect("one result").into();
    let out = match shared {
        Some(_) => l.values.get(&value_key(result)).cloned(),
        None => Some(l.output(op)?),
    };
    let out_element = super::shapes::static_tensor(op, result, "the result")?.1;
    let zero = l.kernel.index(0);
    let (batch_loops, row_loop, col_loop) = match shared {
        Some(_) => (vec![], None, None),
        None => (
            batch::open(&mut l.kernel, batch),
            l.kernel.open_loop("r", rows, tile_rows),
            l.kernel.open_loop("col", cols, tile_cols),
        ),
    };
    let ivs = match &shared {
        Some(group) => group.batch.clone(),
        None => batch_loops.clone(),
    };
    let row = match &shared {
        Some(group) => group.row.clone(),
        None => row_loop.clone().unwrap_or_else(|| zero.clone()),
    };
    let col = col_loop.clone().unwrap_or_else(|| zero.clone());
    let mut tiles: Vec<Tile> = vec![];
    for (i, &c) in coverage.iter().enumerate() {
        if plan.constants[i].is_some() {
            // The body reads it as a constant (an Operand::Constant tile), never as input i.
            tiles.push(Tile {
                name: String::new(),
                ty: String::new(),
                coverage: c,
                element: "f32".into(),
                orientation,
            });
            continue;
        }
        let value = unsafe { Value::from_raw(plan.sources[i]) };
        if let Some(tile) = shared.as_ref().and_then(|g| g.tiles.get(&value_key(value))).cloned() {
            let tile = if tile.orientation == orientation {
                tile
            } else {
                relayout(l, &tile, orientation, &type_of(c, &tile.element))
            };
            tiles.push(Tile { coverage: c, ..tile });
            continue;
        }
        let hbm = l.input(op, value)?;
        let ty = type_of(c, &hbm.element);
        let name = l.kernel.alloc("in", &ty);
        let at = match c {
            Coverage::Whole => (row.as_str(), col.as_str()),
            Coverage::PerRow => (row.as_str(), zero.as_str()),
            Coverage::PerCol => (zero.as_str(), col.as_str()),
        };
        l.copy(
            op,
            &hbm,
            at,
            (&name, shape_of(c)),
            &batch::lead(&ivs, &plan.leads[i]),
            true,
        )?;
        let tile = Tile {
            name,
            ty,
            coverage: c,
            element: hbm.element.clone(),
            orientation,
        };
        if let Some(group) = shared.as_mut() {
            // Later ops of the loop read the loaded tile rather than load it again.
            group.tiles.insert(value_key(value), tile.clone());
        }
        tiles.push(tile);
    }
    // Constant operands: one value per partition, loaded from a splat weight.
    let mut constants: Vec<(f64, Tile)> = vec![];
    let per_partition = match orientation {
        Orientation::RowsOnPartitions => Coverage::PerRow,
        Orientation::ColsOnPartitions => Coverage::PerCol,
    };
    for step in &body.steps {
        let read = match step {
            Step::Binary { lhs, rhs, .. } => [lhs, rhs],
            Step::Select { on_true, on_false, .. } => [on_true, on_false],
            Step::Map { .. } => continue,
        };
        for o in read {
            let Operand::Constant(c) = *o else {
                continue;
            };
            if constants.iter().any(|(v, _)| v.to_bits() == c.to_bits()) {
                continue;
            }
            let hbm = l.splat(c, &shape_of(per_partition));
            let ty = type_of(per_partition, "f32");
            let name = l.kernel.alloc("const", &ty);
            l.copy(op, &hbm, (&zero, &zero), (&name, shape_of(per_partition)), &[], true)?;
            let tile = Tile {
                name,
                ty,
                coverage: per_partition,
                element: "f32".into(),
                orientation,
            };
            constants.push((c, tile));
        }
    }
    let mut results: Vec<Tile> = vec![];
    let pick = |tiles: &[Tile], results: &[Tile], o: Operand| match o {
        Operand::Input(i) => tiles[i].clone(),
        Operand::Step(s) => results[s].clone(),
        Operand::Constant(c) => constants
            .iter()
            .find(|(v, _)| v.to_bits() == c.to_bits())
            .map(|(_, t)| t.clone())
            .expect("loaded above"),
    };
    for (s, step) in body.steps.iter().enumerate() {
        // The step whose value is stored writes the output's element type; others compute in fp32.
        let element = if body.result == Operand::Step(s) {
            out_element.clone()
        } else {
            "f32".to_owned()
        };
        let produced = match step {
            Step::Map { function, src, scale } => {
                let src = pick(&tiles, &results, *src);
                let ty = type_of(src.coverage, &element);
                let dst = l.kernel.alloc("v", &ty);
                l.kernel
                    .map(function, &src.name, &dst, Some(*scale).filter(|&s| s != 1.0));
                Tile {
                    name: dst,
                    ty,
                    coverage: src.coverage,
                    element,
                    orientation,
                }
            }
            Step::Binary {
                function,
                lhs,
                rhs,
                commutes,
            } => {
                let (lhs, rhs) = (pick(&tiles, &results, *lhs), pick(&tiles, &results, *rhs));
                binary(l, function, *commutes, lhs, rhs, &element, &type_of, orientation)
            }
            Step::Select {
                pred,
                on_true,
                on_false,
            } => {
                let (pred, on_true, on_false) = (
                    pick(&tiles, &results, *pred),
                    pick(&tiles, &results, *on_true),
                    pick(&tiles, &results, *on_false),
                );
                select(l, &pred, &on_true, &on_false, &element, &type_of, orientation)
            }
        };
        results.push(produced);
    }
    let value = pick(&tiles, &results, body.result);
    if value.coverage != Coverage::Whole {
        return unsupported(
            op,
            "computes its result from broadcast inputs only; the result would need a broadcast copy",
        );
    }
    let stored = if matches!(body.result, Operand::Input(_)) || value.element != out_element {
        let ty = type_of(Coverage::Whole, &out_element);
        let dst = l.kernel.alloc("v", &ty);
        l.kernel.copy(&Access::whole(&value.name), &Access::whole(&dst));
        Tile {
            name: dst,
            ty,
            coverage: Coverage::Whole,
            element: out_element.clone(),
            orientation,
        }
    } else {
        value
    };
    if let Some(out) = out {
        // A shared loop stores whole rows: columns on the partitions go back to rows first, so
        // the store is one contiguous DMA rather than one per column.
        let contiguous = match (&shared, orientation) {
            (Some(_), Orientation::ColsOnPartitions) => {
                let rows_type = tile_type(
                    "sbuf",
                    tile_rows,
                    tile_cols,
                    &out_element,
                    Orientation::RowsOnPartitions,
                );
                relayout(l, &stored, Orientation::RowsOnPartitions, &rows_type)
            }
            _ => stored.clone(),
        };
        let every: Vec<usize> = (0..batch.len()).collect();
        l.copy(
            op,
            &out,
            (&row, &col),
            (&contiguous.name, shape_of(Coverage::Whole)),
            &batch::lead(&ivs, &every),
            false,
        )?;
    }
    if let Some(group) = shared.as_mut() {
        group.tiles.insert(value_key(result), stored);
    }
    l.kernel.close_loop(col_loop, "col");
    l.kernel.close_loop(row_loop, "r");
    batch::close(&mut l.kernel, batch_loops);
    Ok(())
}

/// `pred ? on_true : on_false` as a whole tile of `element`: on_false copied (or broadcast)
/// into it, then `axe.select` of on_true (as a whole tile of the same element type) where
/// pred, as a whole integer tile, is 1.
fn select(
    l: &mut Lowering,
    pred: &Tile,
    on_true: &Tile,
    on_false: &Tile,
    element: &str,
    type_of: &dyn Fn(Coverage, &str) -> String,
    orientation: Orientation,
) -> Tile {
    let integer = |e: &str| e.starts_with('i');
    let pred = if pred.coverage != Coverage::Whole {
        whole(l, pred, "i1", type_of)
    } else if !integer(&pred.element) {
        cast(l, pred, "i1", type_of)
    } else {
        pred.clone()
    };
    let dst = whole(l, on_false, element, type_of);
    let src = if on_true.coverage != Coverage::Whole {
        whole(l, on_true, element, type_of)
    } else if on_true.element != element {
        cast(l, on_true, element, type_of)
    } else {
        on_true.clone()
    };
    l.kernel.select(&pred.name, &src.name, &dst.name);
    Tile { orientation, ..dst }
}

/// `tile` as a new whole tile of `element`: copied (cast on the way), or, from one value per
/// partition, that value added to a tile of zeros (exact for every value: 0 + x is x).
fn whole(l: &mut Lowering, tile: &Tile, element: &str, type_of: &dyn Fn(Coverage, &str) -> String) -> Tile {
    if tile.coverage == Coverage::Whole {
        return cast(l, tile, element, type_of);
    }
    let zeros_ty = type_of(Coverage::Whole, "f32");
    let zeros = l.kernel.alloc("zeros", &zeros_ty);
    let zero = l.kernel.float(0.0);
    l.kernel.fill(&zero, &zeros);
    let (name, ty) = new_whole(l, element, type_of);
    l.kernel.binary("add", &zeros, &tile.name, &name);
    whole_tile(name, ty, element, tile.orientation)
}

/// A whole `tile` copied into a new tile of `element` (the copy casts).
fn cast(l: &mut Lowering, tile: &Tile, element: &str, type_of: &dyn Fn(Coverage, &str) -> String) -> Tile {
    let (name, ty) = new_whole(l, element, type_of);
    l.kernel.copy(&Access::whole(&tile.name), &Access::whole(&name));
    whole_tile(name, ty, element, tile.orientation)
}

/// A fresh whole tile of `element`: its name and type.
fn new_whole(l: &mut Lowering, element: &str, type_of: &dyn Fn(Coverage, &str) -> String) -> (String, String) {
    let ty = type_of(Coverage::Whole, element);
    (l.kernel.alloc("v", &ty), ty)
}

fn whole_tile(name: String, ty: String, element: &str, orientation: Orientation) -> Tile {
    Tile {
        name,
        ty,
        coverage: Coverage::Whole,
        element: element.to_owned(),
        orientation,
    }
}

/// The comparison that holds of `(b, a)` when `function` holds of `(a, b)`.
fn mirrored(function: &str) -> Option<&'static str> {
    Some(match function {
        "greater" => "less",
        "greater_equal" => "less_equal",
        "less" => "greater",
        "less_equal" => "greater_equal",
        _ => return None,
    })
}

/// `axe.binary` with a broadcast operand on the right, where it must be: a broadcast left
/// operand swaps with the right one when `fn` commutes (or is a comparison, mirrored), and
/// `b - x` is `-(x - b)`.
#[allow(clippy::too_many_arguments)]
fn binary(
    l: &mut Lowering,
    function: &str,
    commutes: bool,
    lhs: Tile,
    rhs: Tile,
    element: &str,
    type_of: &dyn Fn(Coverage, &str) -> String,
    orientation: Orientation,
) -> Tile {
    let whole = |t: &Tile| t.coverage == Coverage::Whole;
    let coverage = if whole(&lhs) || whole(&rhs) {
        Coverage::Whole
    } else {
        lhs.coverage
    };
    let ty = type_of(coverage, element);
    let emit = |l: &mut Lowering, function: &str, a: &Tile, b: &Tile, dst: &str| {
        l.kernel.binary(function, &a.name, &b.name, dst);
    };
    let in_order = whole(&lhs) || !whole(&rhs);
    let swapped_function = if commutes { Some(function) } else { mirrored(function) };
    if in_order || swapped_function.is_some() {
        let dst = l.kernel.alloc("v", &ty);
        match swapped_function.filter(|_| !in_order) {
            Some(swapped) => emit(l, swapped, &rhs, &lhs, &dst),
            None => emit(l, function, &lhs, &rhs, &dst),
        }
        return Tile {
            name: dst,
            ty,
            coverage,
            element: element.to_owned(),
            orientation,
        };
    }
    let swapped_ty = type_of(Coverage::Whole, "f32");
    let swapped = l.kernel.alloc("v", &swapped_ty);
    emit(l, function, &rhs, &lhs, &swapped);
    let dst = l.kernel.alloc("v", &ty);
    l.kernel.map("copy", &swapped, &dst, Some(-1.0));
    Tile {
        name: dst,
        ty,
        coverage,
        element: element.to_owned(),
        orientation,
    }
}

/// The tile orientation of an op in a shared loop: per-column operands need the columns on
/// the partitions, per-row ones the rows; otherwise the first tile the loop holds decides,
/// so a chain after a relayout stays relaid.
fn shared_orientation(op: OperationRef, plan: &Plan, group: &RowLoop) -> Orientation {
    if plan.coverage.contains(&Coverage::PerCol) {
        return Orientation::ColsOnPartitions;
    }
    if plan.coverage.contains(&Coverage::PerRow) {
        return Orientation::RowsOnPartitions;
    }
    (0..plan.coverage.len())
        .find_map(|i| group.tiles.get(&value_key(op.operand(i).expect("an input"))))
        .map_or(Orientation::RowsOnPartitions, |t| t.orientation)
}

/// `tile` with the other dimension on the partitions (`ty`): an on-chip relayout copy, which
/// dispatch makes TensorE transposes through PSUM.
pub fn relayout(l: &mut Lowering, tile: &Tile, orientation: Orientation, ty: &str) -> Tile {
    let name = l.kernel.alloc("relaid", ty);
    l.kernel.copy(&Access::whole(&tile.name), &Access::whole(&name));
    Tile {
        name,
        ty: ty.to_owned(),
        orientation,
        ..tile.clone()
    }
}

/// How input `i` (of `shape`, read through `map`) covers the `[rows, cols]` space.
fn classify<'c, 'a>(
    op: OperationRef<'c, 'a>,
    i: usize,
    map: &IndexingMap,
    shape: &[i64],
    extents: &[i64],
    rows: i64,
    cols: i64,
) -> Converted<'c, 'a, Coverage> {
    let mut read = vec![];
    for (d, result) in map.results.iter().enumerate() {
        match *result {
            MapResult::Constant(_) if shape[d] == 1 => {}
            MapResult::Constant(c) => return unsupported(op, format!("reads input {i} at the fixed index {c} of a dimension of extent {}; only broadcasts of unit dimensions are lowered", shape[d])),
            MapResult::Dim(k) if extents[k] > 1 => read.push(k),
            MapResult::Dim(_) => {}
            // indexing_maps::read refuses windows; this reader never sees one.
            MapResult::Window(_) => return unsupported(op, format!("reads input {i} through a window")),
        }
    }
    if read.windows(2).any(|w| w[0] >= w[1]) {
        return unsupported(
            op,
            format!("reads input {i} transposed; a transpose has no elementwise tile form"),
        );
    }
    let n = extents.len();
    let row_dim = n.saturating_sub(2);
    let covers_rows = rows == 1 || (n >= 1 && read.contains(&row_dim) && (n >= 2 || read.contains(&0)));
    let covers_cols = cols == 1 || (n >= 2 && read.contains(&(n - 1)));
    match (covers_rows, covers_cols) {
        (true, true) => Ok(Coverage::Whole),
        (true, false) => Ok(Coverage::PerRow),
        (false, true) => Ok(Coverage::PerCol),
        (false, false) => unsupported(op, format!("broadcasts input {i} over both rows and columns (a scalar); axe.binary takes per-row or per-column operands")),
    }
}
