//! Ops that move data without computing: `linalg.transpose` of a computed tensor, reshapes that
//! split or merge dimensions above extent 1, and `tensor.extract_slice`. Each reads its source
//! from HBM and writes a fresh HBM tensor through SBUF:
//! - a transpose that keeps the last dimension, a reshape and a slice copy runs of contiguous
//!   elements, one `[1, run]` tile per run (a loop over the other dimensions; a reshape's run is
//!   what both shapes keep contiguous, the gcd of their last extents). One DMA per run: correct
//!   for any such op, not fast for short runs (attention's heads: runs of the head dimension);
//! - a transpose of the last two dimensions (the others kept) goes through the TensorE, 128 x
//!   128 per `axe.transpose`, in a loop over the leading dimensions.
//!
//! A transpose that moves the last dimension and another (NCHW <-> NHWC, attention's keys
//! `[b, h, s, d] -> [b, d?, ...]`) is the two in turn through an HBM intermediate, when one
//! of them can come first: the source's last dimension becomes the result's second-to-last
//! (rows kept, then the last two swapped), or the source's second-to-last becomes the
//! result's last (the last two swapped, then rows kept). Other transposes are refused.

use super::kernel_builder::Access;
use super::shapes::static_tensor;
use super::tiles::{tile_type, HbmTensor, Orientation, PARTITIONS};
use super::{batch, unsupported, Converted, Lowering};
use crate::linalg::indexing_maps::MapResult;
use axe_dialects::ir::read::{defining_op, i64_array, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike, Value, ValueLike};

/// The longest run one `[1, run]` tile holds (32 KiB of f32 on one partition).
const MAX_RUN: i64 = 8192;

/// Whether a reshape moves data between dimensions above extent 1 (so it is not an alias of
/// its source's HBM tensor).
pub fn is_moving_reshape(op: &OperationRef) -> bool {
    if !matches!(op_name(op), "tensor.expand_shape" | "tensor.collapse_shape") {
        return false;
    }
    let shape = |v: Option<Value>| {
        v.and_then(|v| crate::rangeify::tensor_shape(v.r#type()))
            .map(|(s, _)| s)
    };
    let above_one = |s: Vec<i64>| s.into_iter().filter(|&e| e != 1).collect::<Vec<_>>();
    match (shape(op.operand_at(0)), shape(op.result_at(0).map(Into::into))) {
        (Some(from), Some(to)) => above_one(from) != above_one(to),
        _ => false,
    }
}

/// A reshape that moves data: both tensors are row-major, so element `f` of the flat order
/// is the same in both; runs of `gcd(last extents)` elements are contiguous in both.
pub fn reshape<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    let source = op.operand(0).expect("a source");
    let result: Value = op.result(0).expect("a result").into();
    let src = View::of(l, op, source)?;
    let dst = View::output(l, op, result)?;
    copy_reshaped(l, op, &src, &dst)
}

/// `value` copied into a fresh HBM tensor of `shape` (as many elements, row-major): a
/// reduction over several trailing dimensions reads them as one.
pub fn reshaped<'c, 'a>(
    l: &mut Lowering,
    op: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    shape: &[i64],
) -> Converted<'c, 'a, HbmTensor> {
    let src = View::of(l, op, value)?;
    let dst = fresh_tensor(l, shape, &src.tensor.element);
    copy_reshaped(l, op, &src, &dst)?;
    Ok(dst.tensor)
}

/// A fresh HBM tensor of `shape`, allocated where the kernel text is.
fn fresh_tensor(l: &mut Lowering, shape: &[i64], element: &str) -> View {
    let tensor = HbmTensor {
        name: l.kernel.fresh("t"),
        shape: shape.to_vec(),
        element: element.to_owned(),
    };
    l.kernel.alloc_as(&tensor.name, &tensor.type_text());
    View {
        tensor,
        shape: shape.to_vec(),
    }
}

fn copy_reshaped<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>, src: &View, dst: &View) -> Converted<'c, 'a, ()> {
    let common = gcd(*src.shape.last().unwrap_or(&1), *dst.shape.last().unwrap_or(&1));
    let run = (1..=common.min(MAX_RUN)).rev().find(|r| common % r == 0).unwrap_or(1);
    let count: i64 = dst.shape.iter().product::<i64>() / run;
    let zero = l.kernel.index(0);
    let iv = l.kernel.open_loop("run", count, 1);
    let flat = match &iv {
        Some(k) => {
            let length = l.kernel.index(run);
            l.kernel.arith("muli", k, &length)
        }
        None => zero.clone(),
    };
    let src_offsets = unravel(l, &flat, &src.shape);
    let dst_offsets = unravel(l, &flat, &dst.shape);
    copy_run(l, op, src, &src_offsets, dst, &dst_offsets, run)?;
    l.kernel.close_loop(iv, "run");
    Ok(())
}

/// A transpose of a tensor the program computes.
pub fn transpose<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    let source = op.operand(0).expect("an input");
    let result: Value = op.result(0).expect("a result").into();
    let (to, _) = static_tensor(op, result, "the result")?;
    let permutation = i64_array(&op, "permutation").unwrap_or_default();
    let n = to.len();
    if permutation.len() != n || n == 0 {
        return unsupported(op, format!("has permutation {permutation:?} for a rank-{n} result"));
    }
    let perm: Vec<usize> = permutation.iter().map(|&p| p as usize).collect();
    let keeps_leading = (0..n.saturating_sub(2)).all(|d| perm[d] == d);
    if perm[n - 1] == n - 1 {
        let src = View::of(l, op, source)?;
        let dst = View::output(l, op, result)?;
        return keep_last(l, op, &src, &dst, &perm);
    }
    if n >= 2 && keeps_leading && perm[n - 2] == n - 1 && perm[n - 1] == n - 2 {
        let src = View::of(l, op, source)?;
        let dst = View::output(l, op, result)?;
        return swap_last_two(l, op, &src, &dst);
    }
    let mut swapped: Vec<usize> = (0..n).collect();
    swapped.swap(n - 2, n - 1);
    if perm[n - 2] == n - 1 {
        // Rows kept into [perm[0..n-2], perm[n-1], last], then the last two swapped.
        let mut first: Vec<usize> = perm[..n - 2].to_vec();
        first.extend([perm[n - 1], n - 1]);
        let src = View::of(l, op, source)?;
        let between = intermediate(l, &src, &first);
        keep_last(l, op, &src, &between, &first)?;
        let dst = View::output(l, op, result)?;
        return swap_last_two(l, op, &between, &dst);
    }
    if perm[n - 1] == n - 2 {
        // The last two swapped, then rows kept: result dimension d reads the swapped
        // tensor's dimension that holds source dimension perm[d].
        let src = View::of(l, op, source)?;
        let between = intermediate(l, &src, &swapped);
        swap_last_two(l, op, &src, &between)?;
        let second: Vec<usize> = perm
            .iter()
            .map(|p| swapped.iter().position(|s| s == p).expect("a permutation"))
            .collect();
        let dst = View::output(l, op, result)?;
        return keep_last(l, op, &between, &dst, &second);
    }
    unsupported(
        op,
        format!("has permutation {permutation:?}, which moves the last dimension and another and is not one transpose of the last two dimensions (the TensorE) before or after one that keeps the last (row copies)"),
    )
}

/// A fresh HBM tensor holding `src` transposed by `perm` (result dimension d is source
/// dimension perm[d]).
fn intermediate(l: &mut Lowering, src: &View, perm: &[usize]) -> View {
    let shape: Vec<i64> = perm.iter().map(|&p| src.shape[p]).collect();
    fresh_tensor(l, &shape, &src.tensor.element)
}

/// `tensor.pad` with static low and high padding and a constant value (what torch-mlir
/// writes before a convolution or a pooling): every row of the result set to the value from
/// one filled tile, then the source copied inside it ([`copy_box`]).
pub fn pad<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    let source = op.operand(0).expect("a source");
    let result: Value = op.result(0).expect("a result").into();
    if op.operand_count() != 1 {
        return unsupported(op, "has dynamic padding; the conversion takes static padding");
    }
    let low = i64_array(&op, "static_low").unwrap_or_default();
    let value = op
        .region_at(0)
        .and_then(|r| r.first_block())
        .and_then(|b| b.terminator())
        .and_then(|y| y.operand_at(0))
        .and_then(|v| {
            let d = defining_op(v)?;
            axe_dialects::ir::read::float_constant(&d)
        });
    let Some(value) = value else {
        return unsupported(op, "pads with a value that is not a float constant");
    };
    let src = View::of(l, op, source)?;
    if low.len() != src.shape.len() || low.iter().any(|&p| p < 0) {
        return unsupported(
            op,
            format!("has low padding {low:?} for a rank-{} source", src.shape.len()),
        );
    }
    let dst = View::output(l, op, result)?;
    // Trailing dimensions of extent 1 (a channels-last image of one channel) are not padded:
    // the rows are those of the last dimension above them.
    let (src, dst, low) = without_trailing_units(src, dst, &low);
    let element = dst.tensor.element.clone();
    let run = *dst.shape.last().unwrap_or(&1);
    if run <= 1 || run > MAX_RUN {
        return unsupported(
            op,
            format!("pads rows of {run} elements; the fill stores rows of 2 to {MAX_RUN}"),
        );
    }
    let ty = tile_type("sbuf", 1, run, "f32", Orientation::RowsOnPartitions);
    let fill = l.kernel.alloc("fill", &ty);
    let constant = l.kernel.float(value);
    l.kernel.fill(&constant, &fill);
    for_each_row(l, op, &dst.shape, "p", |l, ivs, zero, _| {
        let offsets: Vec<String> = ivs
            .iter()
            .map(|iv| iv.clone().unwrap_or_else(|| zero.clone()))
            .collect();
        let Some(offsets) = dst.offsets(&offsets, zero) else {
            return unsupported(op, "pads a tensor whose rows the copy cannot pair (a bug)");
        };
        let region = Access::at(&dst.tensor.name, offsets);
        let cast = if element == "f32" {
            fill.clone()
        } else {
            let cast_ty = tile_type("sbuf", 1, run, &element, Orientation::RowsOnPartitions);
            let cast = l.kernel.alloc("fill", &cast_ty);
            l.kernel.copy(&Access::whole(&fill), &Access::whole(&cast));
            cast
        };
        l.kernel.copy(&Access::whole(&cast), &region);
        Ok(())
    })?;
    copy_box(l, op, &src, &dst, &low)
}

/// `src` padded by `low` into `dst`, seen without the trailing dimensions that are 1 in both
/// (and not padded), keeping one.
fn without_trailing_units(mut src: View, mut dst: View, low: &[i64]) -> (View, View, Vec<i64>) {
    let mut rank = dst.shape.len();
    while rank > 1 && dst.shape[rank - 1] == 1 && src.shape[rank - 1] == 1 && low[rank - 1] == 0 {
        rank -= 1;
    }
    src.shape.truncate(rank);
    dst.shape.truncate(rank);
    (src, dst, low[..rank].to_vec())
}

/// Whether `op` is a windowed gather: a generic that copies its one input, read through a
/// map with a window (`oh * s + kh`, what [`super::windows`] writes for convolutions and
/// poolings), into its result.
pub fn is_window_copy(op: &OperationRef) -> bool {
    if op_name(op) != "linalg.generic" || op.operand_count() != 2 || op.result_count() != 1 {
        return false;
    }
    let Ok(space) = crate::linalg::indexing_maps::read_windowed(op) else {
        return false;
    };
    let yields_input = op.region_at(0).and_then(|r| r.first_block()).is_some_and(|b| {
        b.first_operation().is_some_and(|y| {
            op_name(&y) == "linalg.yield"
                && y.operand_at(0).map(value_key) == b.argument_at(0).map(|a| value_key(a.into()))
        })
    });
    let identity: Vec<MapResult> = (0..space.loops).map(MapResult::Dim).collect();
    yields_input
        && !space.reduction.iter().any(|&r| r)
        && space.maps[1].results == identity
        && space.maps[0].results.iter().any(|r| matches!(r, MapResult::Window(_)))
}

/// A windowed gather ([`is_window_copy`]) in runs of its last dimension, which must read the
/// source's last dimension with coefficient 1 (so a run is contiguous in both): one run per
/// index of the other dimensions, its source offsets the map's sums at that index.
pub fn window<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    let space = crate::linalg::indexing_maps::read_windowed(&op).or_else(|e| unsupported(op, e))?;
    let map = space.maps[0].results.clone();
    let last = space.loops - 1;
    let reads_last = |r: &MapResult| match r {
        MapResult::Dim(k) => *k == last,
        MapResult::Window(w) => w.terms.iter().any(|&(k, _)| k == last),
        MapResult::Constant(_) => false,
    };
    let contiguous = match map.last() {
        Some(MapResult::Dim(k)) => *k == last,
        Some(MapResult::Window(w)) => w.terms.contains(&(last, 1)),
        _ => false,
    };
    if !contiguous || map[..map.len() - 1].iter().any(reads_last) {
        return unsupported(
            op,
            "gathers a window whose innermost dimension is not contiguous in the source (a dilation along it): no run of the gather is one DMA",
        );
    }
    let source = op.operand(0).expect("an input");
    let result: Value = op.result(0).expect("a result").into();
    let (shape, _) = static_tensor(op, result, "the result")?;
    if shape.last().is_some_and(|&e| e == 1) {
        return unsupported(
            op,
            "gathers a window of width 1 (a 1x1 convolution's strided view): runs of one element, which a copy does not write",
        );
    }
    let src = View::of(l, op, source)?;
    let dst = View::output(l, op, result)?;
    for_each_row(l, op, &dst.shape, "g", |l, ivs, zero, run| {
        let at = |k: usize| -> Option<String> { (k != last).then(|| ivs[k].clone()).flatten() };
        let dst_offsets: Vec<String> = ivs
            .iter()
            .map(|iv| iv.clone().unwrap_or_else(|| zero.clone()))
            .collect();
        let mut src_offsets = vec![];
        for r in &map {
            let offset = match r {
                MapResult::Dim(k) => at(*k).unwrap_or_else(|| zero.clone()),
                MapResult::Constant(c) => l.kernel.index(*c),
                MapResult::Window(w) => {
                    let mut sum = l.kernel.index(w.constant);
                    for &(k, c) in &w.terms {
                        let Some(iv) = at(k) else { continue };
                        let scaled = if c == 1 {
                            iv
                        } else {
                            let coefficient = l.kernel.index(c);
                            l.kernel.arith("muli", &iv, &coefficient)
                        };
                        sum = l.kernel.arith("addi", &sum, &scaled);
                    }
                    sum
                }
            };
            src_offsets.push(offset);
        }
        copy_run(l, op, &src, &src_offsets, &dst, &dst_offsets, run)
    })
}

/// The static offsets and sizes of a slice op (`extract_slice`, `insert_slice`) whose only
/// operands are its `tensors` (no dynamic offset, size or stride) and whose strides are 1.
fn static_unit_slice<'c, 'a>(op: OperationRef<'c, 'a>, tensors: usize) -> Converted<'c, 'a, (Vec<i64>, Vec<i64>)> {
    let attribute = |name: &str| i64_array(&op, name).unwrap_or_default();
    if op.operand_count() != tensors {
        return unsupported(
            op,
            "has dynamic offsets, sizes or strides; the conversion takes static ones",
        );
    }
    let strides = attribute("static_strides");
    if strides.iter().any(|&s| s != 1) {
        return unsupported(
            op,
            format!("has strides {strides:?}; the conversion takes unit strides"),
        );
    }
    Ok((attribute("static_offsets"), attribute("static_sizes")))
}

/// `tensor.extract_slice` with static offsets, sizes and unit strides: runs of the slice's
/// last extent.
pub fn extract_slice<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    let (offsets, sizes) = static_unit_slice(op, 1)?;
    let source = op.operand(0).expect("a source");
    let result: Value = op.result(0).expect("a result").into();
    let src = View::of(l, op, source)?;
    if offsets.len() != src.shape.len() || sizes.len() != src.shape.len() {
        return unsupported(op, "has offsets or sizes of another rank than its source");
    }
    let dst = View::output(l, op, result)?;
    let run = *sizes.last().unwrap_or(&1);
    if run > MAX_RUN {
        return unsupported(
            op,
            format!("has rows of {run} elements; one tile holds at most {MAX_RUN}"),
        );
    }
    let zero = l.kernel.index(0);
    let last = sizes.len() - 1;
    // One loop per sliced dimension but the last; the result's dimensions above extent 1 are
    // the sizes above 1 in order (a rank-reducing slice drops unit ones).
    let mut ivs = vec![];
    for &size in &sizes[..last] {
        ivs.push(l.kernel.open_loop("s", size, 1));
    }
    let mut src_offsets = vec![];
    for d in 0..sizes.len() {
        let base = l.kernel.index(offsets[d]);
        src_offsets.push(match ivs.get(d).cloned().flatten() {
            Some(iv) if offsets[d] != 0 => l.kernel.arith("addi", &iv, &base),
            Some(iv) => iv,
            None => base,
        });
    }
    let mut from_sizes = (0..sizes.len()).filter(|&d| sizes[d] != 1);
    let mut dst_offsets = vec![];
    for &extent in &dst.shape {
        let d = if extent == 1 { None } else { from_sizes.next() };
        dst_offsets.push(
            d.and_then(|d| ivs.get(d).cloned().flatten())
                .unwrap_or_else(|| zero.clone()),
        );
    }
    copy_run(l, op, &src, &src_offsets, &dst, &dst_offsets, run)?;
    for iv in ivs.into_iter().rev() {
        l.kernel.close_loop(iv, "s");
    }
    Ok(())
}

/// `tensor.concat`: each input copied into its place along the concatenated dimension.
pub fn concat<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    let result: Value = op.result(0).expect("a result").into();
    let dim = axe_dialects::ir::read::int_attr(&op, "dim").unwrap_or(-1);
    let dst = View::output(l, op, result)?;
    if dim < 0 || dim as usize >= dst.shape.len() {
        return unsupported(
            op,
            format!(
                "concatenates along dimension {dim} of a rank-{} result",
                dst.shape.len()
            ),
        );
    }
    let mut at = 0;
    for i in 0..op.operand_count() {
        let src = View::of(l, op, op.operand(i).expect("an input"))?;
        let mut base = vec![0; dst.shape.len()];
        base[dim as usize] = at;
        at += src.shape[dim as usize];
        copy_box(l, op, &src, &dst, &base)?;
    }
    Ok(())
}

/// `tensor.insert_slice` (static, unit strides) into a `tensor.empty` (its other elements are
/// undefined: only the slice is written) or into an intermediate that nothing else reads
/// (written in place: TOSA's concat is a chain of them); into anything else, the destination
/// is copied first.
pub fn insert_slice<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>) -> Converted<'c, 'a, ()> {
    let (offsets, _) = static_unit_slice(op, 2)?;
    let (source, dest) = (op.operand(0).expect("a source"), op.operand(1).expect("a destination"));
    let result: Value = op.result(0).expect("a result").into();
    let src = View::of(l, op, source)?;
    let (shape, _) = static_tensor(op, result, "the result")?;
    if src.shape.len() != shape.len() || offsets.len() != shape.len() {
        return unsupported(
            op,
            "inserts a source of another rank than its destination (a rank-reducing slice)",
        );
    }
    let empty = defining_op(dest).is_some_and(|d| op_name(&d) == "tensor.empty");
    let owned = l.values.get(&value_key(dest)).cloned().filter(|t| {
        defining_op(dest).is_some()
            && crate::kernel_ir::users(dest).len() == 1
            && !l.is_result(&t.name)
            && !t.name.starts_with("%arg")
            && !t.name.starts_with("%w")
    });
    let dst = match owned {
        // In place: the destination's tensor becomes the result's.
        Some(tensor) if !l.is_result_value(result) => {
            l.values.insert(value_key(result), tensor.clone());
            View {
                tensor,
                shape: shape.clone(),
            }
        }
        _ => {
            let dst = View::output(l, op, result)?;
            if !empty {
                let whole = View::of(l, op, dest)?;
                copy_box(l, op, &whole, &dst, &vec![0; shape.len()])?;
            }
            dst
        }
    };
    copy_box(l, op, &src, &dst, &offsets)
}

/// Loops over every row of `shape` (all dimensions but the last, which is one run of at most
/// MAX_RUN elements), calling `row` with each dimension's loop variable (`None` for the last and
/// for extents of 1, which get no loop: their index is `zero`).
fn for_each_row<'c, 'a>(
    l: &mut Lowering,
    op: OperationRef<'c, 'a>,
    shape: &[i64],
    name: &str,
    row: impl FnOnce(&mut Lowering, &[Option<String>], &String, i64) -> Converted<'c, 'a, ()>,
) -> Converted<'c, 'a, ()> {
    let n = shape.len();
    let run = shape[n - 1];
    if run > MAX_RUN {
        return unsupported(
            op,
            format!("has rows of {run} elements; one tile holds at most {MAX_RUN}"),
        );
    }
    let zero = l.kernel.index(0);
    let mut ivs: Vec<Option<String>> = shape[..n - 1].iter().map(|&e| l.kernel.open_loop(name, e, 1)).collect();
    ivs.push(None);
    row(l, &ivs, &zero, run)?;
    ivs.pop();
    for iv in ivs.into_iter().rev() {
        l.kernel.close_loop(iv, name);
    }
    Ok(())
}

/// `dst[base + i] = src[i]` for every index `i` of `src` (of `dst`'s rank): runs of its last
/// extent.
fn copy_box<'c, 'a>(
    l: &mut Lowering,
    op: OperationRef<'c, 'a>,
    src: &View,
    dst: &View,
    base: &[i64],
) -> Converted<'c, 'a, ()> {
    for_each_row(l, op, &src.shape, "s", |l, ivs, zero, run| {
        let src_offsets: Vec<String> = ivs
            .iter()
            .map(|iv| iv.clone().unwrap_or_else(|| zero.clone()))
            .collect();
        let mut dst_offsets = vec![];
        for (d, iv) in ivs.iter().enumerate() {
            let at = l.kernel.index(base[d]);
            dst_offsets.push(match iv {
                Some(iv) if base[d] != 0 => l.kernel.arith("addi", iv, &at),
                Some(iv) => iv.clone(),
                None => at,
            });
        }
        copy_run(l, op, src, &src_offsets, dst, &dst_offsets, run)
    })
}

/// `dst[perm-ordered index] = src[index]` with the last dimension kept: one run per row.
fn keep_last<'c, 'a>(
    l: &mut Lowering,
    op: OperationRef<'c, 'a>,
    src: &View,
    dst: &View,
    perm: &[usize],
) -> Converted<'c, 'a, ()> {
    for_each_row(l, op, &dst.shape, "t", |l, ivs, zero, run| {
        let n = ivs.len();
        let dst_offsets: Vec<String> = ivs
            .iter()
            .map(|iv| iv.clone().unwrap_or_else(|| zero.clone()))
            .collect();
        // Result dimension d reads source dimension perm[d].
        let mut src_offsets = vec![zero.clone(); n];
        for d in 0..n - 1 {
            src_offsets[perm[d]] = dst_offsets[d].clone();
        }
        copy_run(l, op, src, &src_offsets, dst, &dst_offsets, run)
    })
}

/// `dst[..., j, i] = src[..., i, j]`: per leading index and 128 x 128 block, the TensorE
/// transpose into PSUM, an eviction to SBUF and the store.
fn swap_last_two<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>, src: &View, dst: &View) -> Converted<'c, 'a, ()> {
    let n = src.shape.len();
    let (rows, cols) = (src.shape[n - 2], src.shape[n - 1]);
    let (tile_rows, tile_cols) = (rows.min(PARTITIONS), cols.min(PARTITIONS));
    let ivs = batch::open(&mut l.kernel, &src.shape[..n - 2]);
    let lead = batch::lead(&ivs, &(0..n - 2).collect::<Vec<_>>());
    let zero = l.kernel.index(0);
    let row_loop = l.kernel.open_loop("r", rows, tile_rows);
    let col_loop = l.kernel.open_loop("col", cols, tile_cols);
    let (row, col) = (
        row_loop.clone().unwrap_or_else(|| zero.clone()),
        col_loop.clone().unwrap_or_else(|| zero.clone()),
    );
    let element = &src.tensor.element;
    let in_type = tile_type("sbuf", tile_rows, tile_cols, element, Orientation::RowsOnPartitions);
    let tile = l.kernel.alloc("in", &in_type);
    l.copy(
        op,
        &src.tensor,
        (&row, &col),
        (&tile, [tile_rows, tile_cols]),
        &lead,
        true,
    )?;
    let psum_type = tile_type("psum", tile_cols, tile_rows, element, Orientation::RowsOnPartitions);
    let psum = l.kernel.alloc("T_psum", &psum_type);
    l.kernel.transpose(&tile, &psum);
    let out_type = tile_type(
        "sbuf",
        tile_cols,
        tile_rows,
        &dst.tensor.element,
        Orientation::RowsOnPartitions,
    );
    let out = l.kernel.alloc("T", &out_type);
    l.kernel.copy(&Access::whole(&psum), &Access::whole(&out));
    l.copy(
        op,
        &dst.tensor,
        (&col, &row),
        (&out, [tile_cols, tile_rows]),
        &lead,
        false,
    )?;
    l.kernel.close_loop(col_loop, "col");
    l.kernel.close_loop(row_loop, "r");
    batch::close(&mut l.kernel, ivs);
    Ok(())
}

/// An HBM tensor seen with the shape of the value it holds: a unit reshape names its
/// source's tensor, whose shape differs from the value's by unit dimensions.
struct View {
    tensor: HbmTensor,
    shape: Vec<i64>,
}

impl View {
    fn of<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Converted<'c, 'a, View> {
        let (shape, _) = static_tensor(op, value, "the source")?;
        let tensor = l.input(op, value)?;
        Ok(View { tensor, shape })
    }

    fn output<'c, 'a>(l: &mut Lowering, op: OperationRef<'c, 'a>, result: Value<'c, 'a>) -> Converted<'c, 'a, View> {
        let (shape, _) = static_tensor(op, result, "the result")?;
        let tensor = l.output(op)?;
        Ok(View { tensor, shape })
    }

    /// The tensor's offsets for `offsets` of the value: dimensions above extent 1 correspond
    /// in order; the tensor's unit dimensions are at 0.
    fn offsets(&self, offsets: &[String], zero: &str) -> Option<Vec<String>> {
        let mut logical = (0..self.shape.len()).filter(|&d| self.shape[d] != 1);
        let out: Vec<String> = self
            .tensor
            .shape
            .iter()
            .map(|&e| match e {
                1 => Some(zero.to_owned()),
                _ => logical.next().map(|d| offsets[d].clone()),
            })
            .collect::<Option<_>>()?;
        logical.next().is_none().then_some(out)
    }
}

/// `dst[dst_offsets ...] = src[src_offsets ...]` for `run` elements along the last dimension
/// of both (offsets of the values, one per dimension), through a `[1, run]` SBUF tile. The
/// tile's run pairs with the tensor's last dimension above extent 1 (AxeOps.td `axe.copy`):
/// a tensor of rank 2 whose last extent is 1 would pair it with the unit one, and is refused.
fn copy_run<'c, 'a>(
    l: &mut Lowering,
    op: OperationRef<'c, 'a>,
    src: &View,
    src_offsets: &[String],
    dst: &View,
    dst_offsets: &[String],
    run: i64,
) -> Converted<'c, 'a, ()> {
    let zero = l.kernel.index(0);
    let mut regions = vec![];
    for (view, offsets) in [(src, src_offsets), (dst, dst_offsets)] {
        let t = &view.tensor;
        let misaligned =
            (run > 1 && t.shape.len() == 2 && t.shape[1] == 1) || super::single_element_region(&t.shape, &[1, run]);
        let Some(offsets) = view.offsets(offsets, &zero).filter(|_| !misaligned) else {
            return unsupported(
                op,
                format!(
                    "copies a {:?} value held in a {:?} tensor in runs of {run}, which the copy cannot pair (a bug)",
                    view.shape, t.shape
                ),
            );
        };
        regions.push(Access::at(&t.name, offsets));
    }
    let ty = tile_type("sbuf", 1, run, &src.tensor.element, Orientation::RowsOnPartitions);
    let tile = l.kernel.alloc("run", &ty);
    l.kernel.copy(&regions[0], &Access::whole(&tile));
    l.kernel.copy(&Access::whole(&tile), &regions[1]);
    Ok(())
}

/// The index of flat element `flat` in a row-major tensor of `shape`, one offset per dimension.
fn unravel(l: &mut Lowering, flat: &str, shape: &[i64]) -> Vec<String> {
    let zero = l.kernel.index(0);
    let mut offsets = vec![zero; shape.len()];
    let mut stride = 1;
    for d in (0..shape.len()).rev() {
        if shape[d] != 1 {
            let s = l.kernel.index(stride);
            let quotient = if stride == 1 {
                flat.to_owned()
            } else {
                l.kernel.arith("divui", flat, &s)
            };
            offsets[d] = if d == 0 {
                quotient
            } else {
                let extent = l.kernel.index(shape[d]);
                l.kernel.arith("remui", &quotient, &extent)
            };
        }
        stride *= shape[d];
    }
    offsets
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}
