//! `axe.copy` on a GPU: the schedule each pair of memories and layouts allows (the table in
//! [`super`]). A side of a copy is its buffer and, for a region, the offsets of its first
//! element; the copy's own coordinates `y` run over its shape and land at `offsets + y` (`y`
//! padded with leading zeros to the side's rank: a region is a tensor's trailing dimensions).

use super::kernel::{buffer_of, Buffers};
use super::place::{affine_sum, known_divisor, swizzle_run, Buffer, Tensor, Threads};
use super::tma::Tma;
use crate::gpu::builder::axes::coordinate;
use crate::gpu::builder::Builder;
use crate::uop_to_scf::{cast_op, ops};
use axe_dialects::ir::enums::CmpIPredicate;
use axe_dialects::ir::read::{array_values, int_attr, op_key};
use axe_layout::{group, Axis};
use axe_schedule::gpu_memory::GpuScope;
use axe_schedule::gpu_operators::{address_terms, aligned_run, FragmentTiling, Term};
use axe_schedule::mma::{digits, Digit, MmaAtom, MmaInput, Operand};
use melior::ir::{operation::OperationLike, Attribute, OperationRef, Type, TypeLike, Value, ValueLike};

/// `ExecScope` codes (AxeOps.td).
const SCOPES: [&str; 5] = ["kernel", "cta", "warpgroup", "warp", "thread"];

/// The execution scope an operator names.
pub fn scope_of(op: &OperationRef) -> &'static str {
    int_attr(op, "scope")
        .and_then(|c| SCOPES.get(c as usize).copied())
        .unwrap_or("kernel")
}

/// One operand of a copy.
struct Side<'c, 'a, 'b> {
    buffer: &'b Buffer<'c, 'a>,
    offsets: Vec<Value<'c, 'a>>,
    /// The address terms on `m` (memory tensors).
    terms: Vec<Vec<Term>>,
    offset: i64,
}

impl<'c, 'a> Side<'c, 'a, '_> {
    fn rank(&self) -> usize {
        self.buffer.tensor.shape.len()
    }

    /// The side's coordinates of the copy's coordinates `y`.
    fn coords(&self, at: &Builder<'c, 'a>, y: &[Value<'c, 'a>]) -> Vec<Value<'c, 'a>> {
        let lead = self.rank() - y.len();
        (0..self.rank())
            .map(|d| {
                let inner = if d < lead { None } else { Some(y[d - lead]) };
                match (self.offsets.get(d), inner) {
                    (Some(o), Some(v)) => at.binary("arith.addi", *o, v),
                    (Some(o), None) => *o,
                    (None, Some(v)) => v,
                    (None, None) => at.index(0),
                }
            })
            .collect()
    }

    /// A power of two that the region's offset along dimension `d` is a multiple of.
    fn offset_divisor(&self, d: usize) -> i64 {
        self.offsets.get(d).map_or(1 << 20, |v| known_divisor(*v))
    }
}

pub fn dispatch<'c, 'a>(
    at: &Builder<'c, 'a>,
    op: OperationRef<'c, 'a>,
    buffers: &Buffers<'c, 'a>,
    threads: &Threads<'c, 'a>,
    tma: Option<&Tma<'c, 'a>>,
    stmatrix: bool,
) -> Result<(), String> {
    let segments = op
        .attribute("operandSegmentSizes")
        .ok()
        .and_then(array_values)
        .ok_or("no operand segments")?;
    let operands: Vec<Value> = op.operands().collect();
    let (ns, nd) = (segments[1] as usize, segments[3] as usize);
    let src = buffer_of(buffers, operands[0])?;
    let dst = buffer_of(buffers, operands[1 + ns])?;
    let src = side(src, &operands[1..1 + ns])?;
    let dst = side(dst, &operands[2 + ns..2 + ns + nd])?;
    let shape = copy_shape(
        &src.buffer.tensor,
        !src.offsets.is_empty(),
        &dst.buffer.tensor,
        !dst.offsets.is_empty(),
    );
    if let Some((tma, copy)) = tma.and_then(|t| Some((t, t.copy_of(op_key(&op))?))) {
        // The box from the regions' first elements: the array's indices and the shared address.
        let zeros = vec![at.index(0); shape.len()];
        let start = affine_sum(at, &dst.terms, dst.offset, &dst.coords(at, &zeros));
        tma.issue(
            at,
            tma.is_multicast(op_key(&op)),
            copy,
            &src.buffer.indices(at, &src.coords(at, &zeros)),
            dst.buffer.memref,
            start,
        );
        return Ok(());
    }
    if let Some((tma, store)) = tma.and_then(|t| Some((t, t.store_of(op_key(&op))?))) {
        // The box from the regions' first elements: the shared address and the array's indices.
        let zeros = vec![at.index(0); shape.len()];
        let start = affine_sum(at, &src.terms, src.offset, &src.coords(at, &zeros));
        tma.store(
            at,
            store,
            &dst.buffer.indices(at, &dst.coords(at, &zeros)),
            src.buffer.memref,
            start,
        );
        return Ok(());
    }
    let scope = scope_of(&op);
    let scopes = [src.buffer.tensor.scope, dst.buffer.tensor.scope];
    let (tid, count) = match scope {
        "kernel" if scopes != [GpuScope::Global; 2] => {
            return Err("runs at kernel scope, which copies global memory to global memory (shared memory and registers belong to one block or thread)".into());
        }
        "kernel" => (threads.grid_tid, threads.grid_threads),
        "cta" => (threads.value("tx"), threads.block_threads),
        "warpgroup" if threads.block_threads % 128 != 0 => {
            return Err(format!(
                "runs at warpgroup scope, but a block of {} threads is no whole number of warpgroups (128 threads)",
                threads.block_threads
            ));
        }
        "warpgroup" => (threads.warpgroup_axes.get(&Axis::new("tx").expect("an axis")), 128),
        "warp" => (threads.value("lane"), 32),
        _ => (at.index(0), 1),
    };
    match (src.buffer.tensor.scope, dst.buffer.tensor.scope) {
        (GpuScope::Reg, GpuScope::Reg) => {
            Err("copies registers to registers, which has no schedule; copy through shared memory".into())
        }
        (_, GpuScope::Reg) => registers(at, threads, scope, &src, dst.buffer, true),
        (GpuScope::Reg, GpuScope::Shared) if stmatrix && matrix_store(at, threads, scope, &dst, src.buffer)? => Ok(()),
        (GpuScope::Reg, _) => registers(at, threads, scope, &dst, src.buffer, false),
        _ => chunks(at, &op, &src, &dst, &shape, tid, count),
    }
}

fn side<'c, 'a, 'b>(buffer: &'b Buffer<'c, 'a>, offsets: &[Value<'c, 'a>]) -> Result<Side<'c, 'a, 'b>, String> {
    let (terms, offset) = match buffer.tensor.scope {
        GpuScope::Reg => (Vec::new(), 0),
        _ => address_terms(&buffer.tensor.layout, &buffer.tensor.shape, "m")?,
    };
    Ok(Side {
        buffer,
        offsets: offsets.to_vec(),
        terms,
        offset,
    })
}

/// The shape of a copy from `src` to `dst`, each a whole tensor or a region (`*_region`: it has
/// offsets): a whole operand's; with both operands regions, the shared stack's trailing
/// dimensions of the other's rank (the verifier's rule).
pub(super) fn copy_shape(src: &Tensor, src_region: bool, dst: &Tensor, dst_region: bool) -> Vec<i64> {
    match (src_region, dst_region) {
        (false, _) => src.shape.clone(),
        (true, false) => dst.shape.clone(),
        (true, true) => {
            let (stack, other) = if src.scope == GpuScope::Shared {
                (src, dst)
            } else {
                (dst, src)
            };
            stack.shape[stack.shape.len().saturating_sub(other.shape.len())..].to_vec()
        }
    }
}

/// Memory to memory: the scope's threads take runs of `run` consecutive elements in turn, as
/// `cp.async` (with `async`), vector accesses or elements. The run is the longest that both
/// layouts make contiguous and aligned along the last dimension and that the offsets are
/// proved multiples of.
fn chunks<'c, 'a>(
    at: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    src: &Side<'c, 'a, '_>,
    dst: &Side<'c, 'a, '_>,
    shape: &[i64],
    tid: Value<'c, 'a>,
    count: i64,
) -> Result<(), String> {
    let (s, d) = (&src.buffer.tensor, &dst.buffer.tensor);
    let same_type = s.element == d.element;
    let is_async = op.has_attribute("async");
    if is_async && !same_type {
        return Err(format!(
            "cannot be cp.async: it converts {} to {}",
            s.element, d.element
        ));
    }
    // The dimension whose runs are longest (the last one on ties), and why runs are not longer.
    let limit = if same_type { (16 / s.elem_bytes).max(1) } else { 1 };
    let (mut run, mut dim, mut limit_by) = (0, shape.len() - 1, String::new());
    for d in (0..shape.len()).rev() {
        let (r, why) = run_along(src, dst, shape, d, limit);
        if r > run {
            (run, dim, limit_by) = (r, d, why);
        }
    }
    let bytes = run * s.elem_bytes;
    if is_async && ![4, 8, 16].contains(&bytes) {
        return Err(format!("cannot be cp.async: copies of 4, 8 or 16 bytes need runs of contiguous, aligned elements, but {limit_by} ({bytes} bytes)"));
    }
    let total = shape
        .iter()
        .try_fold(1i64, |n, &d| n.checked_mul(d))
        .ok_or("copies more than 2^63 elements")?;
    let vector = ops::vector_type(s.element, run);
    // Consecutive pieces (consecutive threads) take consecutive runs along `dim`, then the other
    // dimensions row-major: a warp's copy of a tile contiguous along `dim` reads whole 32-byte
    // sectors, where walking another dimension first would give each lane a sector of its own.
    let order: Vec<usize> = (0..shape.len()).filter(|&d| d != dim).chain([dim]).collect();
    for_each_piece(at, tid, count, total / run, &mut |at, piece| {
        // The piece's coordinates, `order` row-major with dimension `dim` in runs.
        let mut y = vec![at.index(0); shape.len()];
        let mut rest = piece;
        for (k, &d) in order.iter().enumerate().rev() {
            let extent = if d == dim { shape[d] / run } else { shape[d] };
            let v = if k == 0 {
                rest
            } else {
                at.binary("arith.remui", rest, at.index(extent))
            };
            y[d] = if d == dim && run > 1 {
                at.binary("arith.muli", v, at.index(run))
            } else {
                v
            };
            if k > 0 {
                rest = at.binary("arith.divui", rest, at.index(extent));
            }
        }
        let from = src.buffer.indices(at, &src.coords(at, &y));
        let to = dst.buffer.indices(at, &dst.coords(at, &y));
        if is_async {
            let mut operands = vec![dst.buffer.memref];
            operands.extend(&to);
            operands.push(src.buffer.memref);
            operands.extend(&from);
            let segments = format!("array<i32: 1, {}, 1, {}, 0>", to.len(), from.len());
            let mut attributes = vec![
                (
                    "dstElements",
                    Attribute::parse(at.context, &format!("{run} : index")).expect("an index"),
                ),
                (
                    "operandSegmentSizes",
                    Attribute::parse(at.context, &segments).expect("segment sizes"),
                ),
            ];
            // cp.async.cg (through L2 only) takes 16 bytes; shorter copies are .ca.
            if bytes == 16 {
                attributes.push(("bypassL1", Attribute::unit(at.context)));
            }
            at.insert_built(ops::generic(
                at.context,
                "nvgpu.device_async_copy",
                &attributes,
                &operands,
                Some(crate::gpu::builder::async_copy::token(at)),
                at.location,
            ));
        } else if run > 1 {
            // Aligned as proved: buffers start at 16 bytes or more, runs at multiples of the run.
            let alignment = [("alignment", at.int_attr(64, bytes))];
            let mut operands = vec![src.buffer.memref];
            operands.extend(&from);
            let value: Value = at
                .insert_built(ops::generic(
                    at.context,
                    "vector.load",
                    &alignment,
                    &operands,
                    Some(vector),
                    at.location,
                ))
                .result(0)
                .expect("one result")
                .into();
            let mut operands = vec![value, dst.buffer.memref];
            operands.extend(&to);
            at.insert_built(ops::generic(
                at.context,
                "vector.store",
                &alignment,
                &operands,
                None,
                at.location,
            ));
        } else {
            let value = convert(at, src.buffer.load(at, &from), d.element);
            dst.buffer.store(at, value, &to);
        }
    })?;
    if is_async {
        crate::gpu::builder::async_copy::commit(at);
    }
    Ok(())
}

/// The longest run (at most `limit`) of the copy's dimension `d` that both sides hold
/// contiguous and aligned, and what stops it being longer.
fn run_along(src: &Side, dst: &Side, shape: &[i64], d: usize, limit: i64) -> (i64, String) {
    let mut run = limit;
    let mut why = format!("the limit is {limit} elements (16 bytes)");
    for side in [src, dst] {
        let sd = side.rank() - shape.len() + d;
        let fits = aligned_run(&side.terms, side.offset, sd, run).min(swizzle_run(&side.buffer.tensor));
        if fits < run {
            why = format!(
                "the {} layout {} holds runs of {fits} elements contiguous and aligned along dimension {sd}",
                side.buffer.tensor.scope.name(),
                side.buffer.tensor.layout
            );
            run = fits;
        }
        while run > 1 && side.offset_divisor(sd) % run != 0 {
            run /= 2;
            why = format!(
                "the {} region's offset along dimension {sd} is proved a multiple of only {run}",
                side.buffer.tensor.scope.name()
            );
        }
    }
    while run > 1 && shape[d] % run != 0 {
        run /= 2;
        why = format!("the copy has {} elements along dimension {d}", shape[d]);
    }
    (run, why)
}

/// `value` converted to `element` (the copy casts to the destination's type) as `uop.cast`
/// converts: its table (`cast_op`), `x != 0` into `i1`, and between floats of one width
/// (f16 and bf16) through f32.
pub(super) fn convert<'c, 'a>(at: &Builder<'c, 'a>, value: Value<'c, 'a>, element: Type<'c>) -> Value<'c, 'a> {
    let from = value.r#type();
    if from == element {
        return value;
    }
    let one = |name: &str, v: Value<'c, 'a>, to: Type<'c>| -> Value<'c, 'a> {
        at.insert_built(ops::op(name, &[v], to, at.location))
            .result(0)
            .expect("one result")
            .into()
    };
    if element == melior::ir::r#type::IntegerType::new(at.context, 1).into() {
        let zero: Value = at
            .insert_built(ops::zero(at.context, from, at.location))
            .result(0)
            .expect("one result")
            .into();
        let (name, code) = if from.is_float() {
            ("arith.cmpf", 13)
        } else {
            ("arith.cmpi", 1)
        };
        let compare = ops::generic(
            at.context,
            name,
            &[("predicate", at.int_attr(64, code))],
            &[value, zero],
            Some(element),
            at.location,
        );
        return at.insert_built(compare).result(0).expect("one result").into();
    }
    match cast_op(from, element) {
        Some(name) => one(name, value, element),
        None => {
            let wide = Type::float32(at.context);
            one("arith.truncf", one("arith.extf", value, wide), element)
        }
    }
}

/// Registers to a 16-bit shared tile by `stmatrix` at warp or warpgroup scope; `false` where
/// the layouts do not allow it ([`super::stmatrix`]).
fn matrix_store<'c, 'a>(
    at: &Builder<'c, 'a>,
    threads: &Threads<'c, 'a>,
    scope: &str,
    memory: &Side<'c, 'a, '_>,
    reg: &Buffer<'c, 'a>,
) -> Result<bool, String> {
    let shared = &memory.buffer.tensor;
    if !["warp", "warpgroup"].contains(&scope) || shared.elem_bytes != 2 || reg.tensor.shape.len() != 2 {
        return Ok(false);
    }
    let r = memory.rank();
    let rows_along = |d: usize| {
        aligned_run(&memory.terms, memory.offset, d, 8).min(swizzle_run(shared)) >= 8
            && memory.offset_divisor(d) % 8 == 0
    };
    let Some(contiguous) = [1, 0].into_iter().find(|&d| rows_along(r - 2 + d)) else {
        return Ok(false);
    };
    let layout = &reg.tensor.layout;
    let Ok(grouped) = group(layout, &reg.tensor.shape) else {
        return Ok(false);
    };
    let Ok(dims) = digits(&grouped) else {
        return Ok(false);
    };
    let registers = layout
        .span(&Axis::new("reg").expect("an axis"))
        .map_err(|e| e.to_string())?;
    let Ok(plan) = super::stmatrix::plan(&dims, registers, contiguous) else {
        return Ok(false);
    };
    let axes = if scope == "warpgroup" {
        &threads.warpgroup_axes
    } else {
        &threads.axes
    };
    let element_bytes = shared.elem_bytes;
    let memref = memory.buffer.memref;
    let sizes: Vec<i64> = {
        let ty = memref.r#type().to_raw();
        // SAFETY: a shared tile's value is a ranked memref (its buffer's).
        let rank = unsafe { mlir_sys::mlirShapedTypeGetRank(ty) };
        (0..rank)
            .map(|i| unsafe { mlir_sys::mlirShapedTypeGetDimSize(ty, i as isize) })
            .collect()
    };
    let row_address = |coords: &[Value<'c, 'a>]| -> Value<'c, 'a> {
        let indices = memory.buffer.indices(at, &memory.coords(at, coords));
        let mut linear = at.index(0);
        for (&i, &size) in indices.iter().zip(&sizes) {
            linear = at.binary("arith.addi", at.binary("arith.muli", linear, at.index(size)), i);
        }
        let base = at
            .insert_built(ops::generic(
                at.context,
                "memref.extract_aligned_pointer_as_index",
                &[],
                &[memref],
                Some(Type::index(at.context)),
                at.location,
            ))
            .result(0)
            .expect("one result")
            .into();
        let address = at.binary(
            "arith.addi",
            base,
            at.binary("arith.muli", linear, at.index(element_bytes)),
        );
        at.insert_built(ops::generic(
            at.context,
            "arith.index_cast",
            &[],
            &[address],
            Some(melior::ir::r#type::IntegerType::new(at.context, 64).into()),
            at.location,
        ))
        .result(0)
        .expect("one result")
        .into()
    };
    super::stmatrix::store(at, axes, &dims, &plan, reg, shared.element, &row_address);
    Ok(true)
}

/// Between registers and memory: each thread its own registers, their coordinates read off the
/// register layout (its inverse: [`digits`]); shared -> registers at warp scope is `ldmatrix`
/// where the registers are `mma.sync` fragments and the rows are contiguous and aligned.
fn registers<'c, 'a>(
    at: &Builder<'c, 'a>,
    threads: &Threads<'c, 'a>,
    scope: &str,
    memory: &Side<'c, 'a, '_>,
    reg: &Buffer<'c, 'a>,
    load: bool,
) -> Result<(), String> {
    let layout = &reg.tensor.layout;
    let allowed: &[&str] = match scope {
        "warp" => &["reg", "lane"],
        "warpgroup" => &["reg", "lane", "warp"],
        "thread" => &["reg"],
        _ => &["reg", "lane", "warp", "tx"],
    };
    // At warpgroup scope `warp` numbers the 4 warps of the warpgroup.
    let axes = if scope == "warpgroup" {
        &threads.warpgroup_axes
    } else {
        &threads.axes
    };
    if scope == "warpgroup"
        && layout
            .span(&Axis::new("warp").expect("an axis"))
            .map_err(|e| e.to_string())?
            > 4
    {
        return Err(format!("runs at warpgroup scope, but its register tensor's layout {layout} spreads over more than the warpgroup's 4 warps"));
    }
    if let Some(axis) = layout.axes().into_iter().find(|a| !allowed.contains(&a.name())) {
        return Err(format!("runs at {scope} scope, but its register tensor's layout {layout} spreads over '{axis}', beyond one {scope}'s threads"));
    }
    if !layout.offset().is_empty() {
        return Err(format!(
            "has a register tensor with an offset ({layout}); registers are numbered from 0"
        ));
    }
    if load && scope == "warp" && memory.buffer.tensor.scope == GpuScope::Shared && ldmatrix(at, threads, memory, reg)?
    {
        return Ok(());
    }
    if !load && !layout.replica().is_empty() {
        return Err(format!(
            "stores a replicated register tensor ({layout}): several threads would write each element"
        ));
    }
    let grouped = group(layout, &reg.tensor.shape).map_err(|e| e.to_string())?;
    let dims =
        digits(&grouped).map_err(|e| format!("cannot read the register layout {layout} back to coordinates: {e}"))?;
    let registers = layout
        .span(&Axis::new("reg").expect("an axis"))
        .map_err(|e| e.to_string())?;
    // A store is made by the threads that hold the elements: those within the layout's span
    // on each of the scope's thread axes (an axis it does not use has span 1: its thread 0
    // stores what all of them hold).
    let guarded;
    let at = match (!load).then(|| store_guard(at, axes, layout, scope)).flatten() {
        Some(holds) => {
            guarded = at.inside_if(holds);
            &guarded
        }
        None => at,
    };
    let element = memory.buffer.tensor.element;
    let run = register_run(&dims, registers, memory, (16 / memory.buffer.tensor.elem_bytes).max(1));
    let vector = ops::vector_type(element, run);
    let alignment = [("alignment", at.int_attr(64, run * memory.buffer.tensor.elem_bytes))];
    for first in (0..registers).step_by(run as usize) {
        let y: Vec<Value> = dims.iter().map(|d| coordinate(at, axes, d, first)).collect();
        let mut operands = vec![memory.buffer.memref];
        operands.extend(memory.buffer.indices(at, &memory.coords(at, &y)));
        let registers = |j: i64| [at.index(first + j)];
        match (load, run) {
            (true, 1) => reg.store(
                at,
                convert(at, memory.buffer.load(at, &operands[1..]), reg.tensor.element),
                &registers(0),
            ),
            (false, 1) => memory
                .buffer
                .store(at, convert(at, reg.load(at, &registers(0)), element), &operands[1..]),
            (true, _) => {
                let value: Value = at
                    .insert_built(ops::generic(
                        at.context,
                        "vector.load",
                        &alignment,
                        &operands,
                        Some(vector),
                        at.location,
                    ))
                    .result(0)
                    .expect("one result")
                    .into();
                for j in 0..run {
                    let position = [(
                        "static_position",
                        Attribute::parse(at.context, &format!("array<i64: {j}>")).expect("a position"),
                    )];
                    let lane: Value = at
                        .insert_built(ops::generic(
                            at.context,
                            "vector.extract",
                            &position,
                            &[value],
                            Some(element),
                            at.location,
                        ))
                        .result(0)
                        .expect("one result")
                        .into();
                    reg.store(at, convert(at, lane, reg.tensor.element), &registers(j));
                }
            }
            (false, _) => {
                let lanes: Vec<Value> = (0..run)
                    .map(|j| convert(at, reg.load(at, &registers(j)), element))
                    .collect();
                let value: Value = at
                    .insert_built(ops::generic(
                        at.context,
                        "vector.from_elements",
                        &[],
                        &lanes,
                        Some(vector),
                        at.location,
                    ))
                    .result(0)
                    .expect("one result")
                    .into();
                operands.insert(0, value);
                at.insert_built(ops::generic(
                    at.context,
                    "vector.store",
                    &alignment,
                    &operands,
                    None,
                    at.location,
                ));
            }
        }
    }
    Ok(())
}

/// How many registers (a power of two, at most `limit`) each thread moves as one vector
/// access: runs of that many consecutive registers hold consecutive elements of the copy's last
/// dimension, each starting at a multiple of the run in every thread (the register digits of
/// that dimension count up through the run and the thread digits step by multiples of it,
/// while the other dimensions' register digits stay), and the memory side holds such runs
/// contiguous and aligned, from an offset proved a multiple of the run.
fn register_run(dims: &[Vec<Digit>], registers: i64, memory: &Side, limit: i64) -> i64 {
    let Some(last) = dims.len().checked_sub(1) else {
        return 1;
    };
    let sd = memory.rank() - dims.len() + last;
    let of_registers = |d: &[Digit], r: i64| -> i64 {
        d.iter()
            .filter(|g| g.axis.name() == "reg")
            .map(|g| (r / g.stride) % g.extent * g.weight)
            .sum()
    };
    let holds = |run: i64| {
        registers % run == 0
            && memory.offset_divisor(sd) % run == 0
            && dims[last].iter().all(|g| g.axis.name() == "reg" || g.weight % run == 0)
            && (0..registers).all(|r| {
                let column = of_registers(&dims[last], r);
                if r % run == 0 {
                    column % run == 0
                } else {
                    column == of_registers(&dims[last], r - 1) + 1
                        && dims[..last]
                            .iter()
                            .all(|d| of_registers(d, r) == of_registers(d, r - 1))
                }
            })
    };
    let mut run = limit
        .min(aligned_run(&memory.terms, memory.offset, sd, limit))
        .min(swizzle_run(&memory.buffer.tensor));
    while run > 1 && !holds(run) {
        run /= 2;
    }
    run.max(1)
}

/// Whether this thread holds elements of a register tensor of `layout` copied at `scope`:
/// below the layout's span on each thread axis of the scope (`tx` at cta scope when the layout
/// uses it, else `lane` and `warp`); `None` where every thread of the scope does.
fn store_guard<'c, 'a>(
    at: &Builder<'c, 'a>,
    axes: &crate::gpu::builder::axes::Axes<'c, 'a>,
    layout: &axe_layout::Layout,
    scope: &str,
) -> Option<Value<'c, 'a>> {
    let uses_tx = layout.axes().iter().any(|a| a.name() == "tx");
    let scope_axes: &[(&str, i64)] = match scope {
        "thread" => &[],
        "warp" => &[("lane", 32)],
        "warpgroup" => &[("lane", 32), ("warp", 4)],
        _ if uses_tx => &[("tx", i64::MAX)],
        _ => &[("lane", 32), ("warp", i64::MAX)],
    };
    let mut holds: Option<Value> = None;
    for &(name, extent) in scope_axes {
        let axis = Axis::new(name).expect("an axis");
        let span = layout.span(&axis).unwrap_or(1).max(1);
        if span >= extent {
            continue;
        }
        let below = at.cmpi(CmpIPredicate::Ult, axes.get(&axis), at.index(span));
        holds = Some(match holds {
            None => below,
            Some(h) => at.binary("arith.andi", h, below),
        });
    }
    holds
}

/// `ldmatrix` per atom of a fragment tiling (A: four 8 x 8 matrices of [k, m], B: two of
/// [k, n]); `false` when the registers are no fragment tiling or the shared rows are not
/// contiguous, aligned 16 bytes along k (plain) or along m / n (`.trans`).
fn ldmatrix<'c, 'a>(
    at: &Builder<'c, 'a>,
    threads: &Threads<'c, 'a>,
    memory: &Side<'c, 'a, '_>,
    reg: &Buffer<'c, 'a>,
) -> Result<bool, String> {
    let element = reg.tensor.element.to_string();
    let input = match element.as_str() {
        "f16" => MmaInput::F16,
        "bf16" => MmaInput::BF16,
        _ => return Ok(false),
    };
    if memory.buffer.tensor.element != reg.tensor.element || reg.tensor.shape.len() != 2 {
        return Ok(false);
    }
    let atom = MmaAtom::find([16, 8, 16], input).expect("m16n8k16 exists for f16 and bf16");
    let Some(tiling) = [Operand::A, Operand::B]
        .into_iter()
        .find_map(|o| FragmentTiling::find(&reg.tensor.layout, &reg.tensor.shape, &atom, o).ok())
    else {
        return Ok(false);
    };
    let r = memory.rank();
    let rows_along = |d: usize| {
        aligned_run(&memory.terms, memory.offset, d, 8).min(swizzle_run(&memory.buffer.tensor)) == 8
            && memory.offset_divisor(d) % 8 == 0
    };
    let transpose = if rows_along(r - 2) {
        false
    } else if rows_along(r - 1) {
        true
    } else {
        return Ok(false);
    };
    let (x_atom, matrices) = if tiling.operand == Operand::A { (16, 4) } else { (8, 2) };
    let lane = threads.value("lane");
    let row = at.binary("arith.remui", lane, at.index(8));
    let quarter = at.binary("arith.divui", lane, at.index(8));
    // Matrix q of an A atom covers m 8 (q % 2) and k 8 (q / 2); of a B atom k 8 q (lanes 16-31
    // repeat 0-15, whose addresses .x2 does not read).
    let (x_q, k_q) = if tiling.operand == Operand::A {
        (
            at.binary(
                "arith.muli",
                at.binary("arith.remui", quarter, at.index(2)),
                at.index(8),
            ),
            at.binary(
                "arith.muli",
                at.binary("arith.divui", quarter, at.index(2)),
                at.index(8),
            ),
        )
    } else {
        (
            at.index(0),
            at.binary(
                "arith.muli",
                at.binary("arith.remui", quarter, at.index(2)),
                at.index(8),
            ),
        )
    };
    let (k_lane, x_lane) = if transpose {
        (at.binary("arith.addi", k_q, row), x_q)
    } else {
        (k_q, at.binary("arith.addi", x_q, row))
    };
    let registers = 2 * matrices;
    for kt in 0..tiling.tiles[0] {
        for xt in 0..tiling.tiles[1] {
            let k = at.binary("arith.addi", k_lane, at.index(kt * 16));
            let x = at.binary("arith.addi", x_lane, at.index(xt * x_atom));
            let indices = memory.buffer.indices(at, &memory.coords(at, &[k, x]));
            let fragment = crate::gpu::builder::ldmatrix::ldmatrix(
                at,
                memory.buffer.memref,
                &indices,
                matrices,
                transpose,
                reg.tensor.element,
            );
            let first = tiling.first_register([kt, xt]);
            for j in 0..registers {
                reg.store(
                    at,
                    at.extract(fragment, &[j / 2, j % 2], reg.tensor.element),
                    &[at.index(first + j)],
                );
            }
        }
    }
    Ok(true)
}

/// Runs `body` on pieces `tid`, `tid + threads`, ... below `count` (consecutive threads take
/// consecutive pieces): inline for one piece per thread, else in an `scf.for`; a guard where
/// the pieces do not split evenly.
pub fn for_each_piece<'c, 'a>(
    at: &Builder<'c, 'a>,
    tid: Value<'c, 'a>,
    threads: i64,
    count: i64,
    body: &mut dyn FnMut(&Builder<'c, 'a>, Value<'c, 'a>),
) -> Result<(), String> {
    if count <= 0 {
        return Ok(());
    }
    // Rounded up without overflow (a copy may count up to 2^63 - 1 pieces).
    let per_thread = count / threads + i64::from(count % threads != 0);
    let ragged = count % threads != 0;
    let mut one = |at: &Builder<'c, 'a>, i: Option<Value<'c, 'a>>| {
        let piece = match i {
            None => tid,
            Some(i) => at.binary("arith.addi", tid, at.binary("arith.muli", i, at.index(threads))),
        };
        if !ragged {
            body(at, piece);
            return;
        }
        body(
            &at.inside_if(at.cmpi(CmpIPredicate::Ult, piece, at.index(count))),
            piece,
        );
    };
    if per_thread == 1 {
        one(at, None);
        return Ok(());
    }
    let (inner, iv) = at.inside_for(at.index(0), at.index(per_thread));
    one(&inner, Some(iv));
    Ok(())
}
