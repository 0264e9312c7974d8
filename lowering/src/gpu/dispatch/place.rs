//! Where a GPU tensor's elements are: its buffer (a memref), the memref indices of a logical
//! coordinate, which thread holds a register, and what the kernel's index values are known to
//! be multiples of (the alignment proofs of vector copies, `cp.async` and `ldmatrix`).

use crate::gpu::builder::axes::Axes;
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_dialects::ir::read::{constant_of, defining_op, op_name};
use axe_dialects::ir::OperationAt;
use axe_dialects::tensor_type::{raw_tensor, RawTensor};
use axe_schedule::gpu_memory::GpuScope;
use axe_schedule::gpu_operators::{address_terms, Term};
use melior::ir::{operation::OperationLike, BlockLike, Type, Value, ValueLike};
use std::collections::HashMap;

/// A GPU `!axe.tensor` type's parts.
pub type Tensor<'c> = RawTensor<'c, GpuScope>;

/// The GPU tensor `ty` is; `None` for other types (Trainium tensors included).
pub fn tensor_of<'c>(ty: Type<'c>) -> Option<Tensor<'c>> {
    raw_tensor(ty)?.with_scope(GpuScope::from_code)
}

/// How a memory tensor's coordinates become memref indices.
#[derive(Clone, Debug)]
pub enum Addressing {
    /// A dense array in a memref of its shape: memref dimension `j` is tensor dimension
    /// `order[j]` (the identity for a row-major tensor; `[1, 0]` for `S[(K,M):(1,K)]`, a row-major
    /// M x K array seen as [K, M]).
    Shaped { order: Vec<usize> },
    /// A flat memref: one index, the layout's address on `m` (or `reg`), swizzled when the
    /// tensor has a swizzle `[B, M, S]`.
    Flat {
        terms: Vec<Vec<Term>>,
        offset: i64,
        swizzle: Option<[i64; 3]>,
    },
}

/// A tensor's buffer.
#[derive(Clone)]
pub struct Buffer<'c, 'a> {
    pub memref: Value<'c, 'a>,
    pub tensor: Tensor<'c>,
    pub addressing: Addressing,
}

/// The memref type that holds `t` and how it is addressed.
pub fn memref_type<'c>(context: &'c melior::Context, t: &Tensor<'c>) -> Result<(Type<'c>, Addressing), String> {
    let axis = if t.scope == GpuScope::Reg { "reg" } else { "m" };
    let (terms, offset) = address_terms(&t.layout, &t.shape, axis)?;
    let dense = (t.scope == GpuScope::Global)
        .then(|| dense_order(&terms, offset, &t.shape))
        .flatten();
    let (dims, addressing) = if let Some(order) = dense {
        (
            order.iter().map(|&d| t.shape[d]).collect(),
            Addressing::Shaped { order },
        )
    } else {
        let span = t
            .layout
            .span(&axe_layout::Axis::new(axis).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
        (
            vec![span.checked_add(offset).ok_or("the layout's span overflows")?],
            Addressing::Flat {
                terms,
                offset,
                swizzle: t.swizzle,
            },
        )
    };
    let space = if t.scope == GpuScope::Shared {
        ", #gpu.address_space<workgroup>"
    } else {
        ""
    };
    let text = format!(
        "memref<{}x{}{space}>",
        dims.iter().map(i64::to_string).collect::<Vec<_>>().join("x"),
        t.element
    );
    let ty = Type::parse(context, &text).ok_or_else(|| format!("the buffer type {text} does not parse"))?;
    Ok((ty, addressing))
}

/// How global tensor `t` is addressed in a buffer of type `outer` (static, row-major, of `t`'s
/// element type, read as one flat array): by its layout's address, which must lie within it.
pub fn flat_in(t: &Tensor, outer: Type) -> Result<Addressing, String> {
    let elements = axe_passes::kernel_ir::static_identity_memref(outer)
        .filter(|(_, element)| *element == t.element)
        .and_then(|(shape, _)| shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)))
        .ok_or_else(|| {
            format!(
                "cannot hold a tensor of {} in {outer} (a static row-major memref of that element type)",
                t.element
            )
        })?;
    let (terms, offset) = address_terms(&t.layout, &t.shape, "m")?;
    let span = t
        .layout
        .span(&axe_layout::Axis::new("m").map_err(|e| e.to_string())?)
        .map_err(|e| e.to_string())?;
    if span.checked_add(offset).is_none_or(|end| end > elements) {
        return Err(format!(
            "its layout {} addresses elements past the {elements} of {outer}",
            t.layout
        ));
    }
    Ok(Addressing::Flat {
        terms,
        offset,
        swizzle: None,
    })
}

/// The order of dimensions in which a layout is a dense row-major array (each dimension one
/// term of stride the product of the extents after it), if it is one.
fn dense_order(terms: &[Vec<Term>], offset: i64, shape: &[i64]) -> Option<Vec<usize>> {
    if offset != 0 {
        return None;
    }
    // Each dimension's stride (extent-1 dimensions have no term: outermost).
    let mut strides = Vec::with_capacity(shape.len());
    for (d, ts) in terms.iter().enumerate() {
        match ts.as_slice() {
            [] if shape[d] == 1 => strides.push((i64::MAX, d)),
            [t] if t.divisor == 1 => strides.push((t.stride, d)),
            _ => return None,
        }
    }
    strides.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let order: Vec<usize> = strides.iter().map(|&(_, d)| d).collect();
    let mut expected = 1i64;
    for &(stride, d) in strides.iter().rev() {
        if shape[d] > 1 && stride != expected {
            return None;
        }
        expected = expected.checked_mul(shape[d])?;
    }
    Some(order)
}

impl<'c, 'a> Buffer<'c, 'a> {
    /// The memref indices of the element at `coords` (one value per dimension).
    pub fn indices(&self, at: &Builder<'c, 'a>, coords: &[Value<'c, 'a>]) -> Vec<Value<'c, 'a>> {
        match &self.addressing {
            Addressing::Shaped { order } => order.iter().map(|&d| coords[d]).collect(),
            Addressing::Flat { terms, offset, swizzle } => {
                let address = affine_sum(at, terms, *offset, coords);
                vec![match swizzle {
                    Some(s) => swizzled(at, address, *s),
                    None => address,
                }]
            }
        }
    }

    pub fn load(&self, at: &Builder<'c, 'a>, indices: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        at.insert_built(ops::memref_load(self.memref, indices, self.tensor.element, at.location))
            .result(0)
            .expect("one result")
            .into()
    }

    pub fn store(&self, at: &Builder<'c, 'a>, value: Value<'c, 'a>, indices: &[Value<'c, 'a>]) {
        at.insert_built(ops::memref_store(value, self.memref, indices, at.location));
    }
}

/// `a ^ ((a >> S) & ((2^B - 1) << M))`: bits M+S .. M+S+B of the address XORed into bits
/// M .. M+B (AxeTypes.td, CuTe's `Swizzle<B, M, S>`).
fn swizzled<'c, 'a>(at: &Builder<'c, 'a>, address: Value<'c, 'a>, [b, m, s]: [i64; 3]) -> Value<'c, 'a> {
    let high = at.binary("arith.shrui", address, at.index(s));
    let bits = at.binary("arith.andi", high, at.index(((1i64 << b) - 1) << m));
    at.binary("arith.xori", address, bits)
}

/// The longest aligned run a swizzle keeps contiguous (`2^M`; unbounded without one).
pub fn swizzle_run(t: &Tensor) -> i64 {
    t.swizzle.map_or(i64::MAX, |[_, m, _]| 1i64 << m)
}

/// `sum_d sum_terms ((x_d / divisor) % extent) * stride + offset` (coordinates are
/// non-negative, so unsigned division is exact).
pub(super) fn affine_sum<'c, 'a>(
    at: &Builder<'c, 'a>,
    terms: &[Vec<Term>],
    offset: i64,
    coords: &[Value<'c, 'a>],
) -> Value<'c, 'a> {
    let digits = coords
        .iter()
        .zip(terms)
        .flat_map(|(x, ts)| ts.iter().map(move |t| at.digit(*x, t.divisor, t.extent, t.stride)));
    at.sum_plus(digits.collect::<Vec<_>>(), offset)
}

/// The thread's place: its linear id in the block (`tx`), its lane and warp, the same within
/// its warpgroup, its id in the whole grid, and the sizes.
pub struct Threads<'c, 'a> {
    pub axes: Axes<'c, 'a>,
    /// `warp` is the warp within the thread's warpgroup (4 warps).
    pub warpgroup_axes: Axes<'c, 'a>,
    pub grid_tid: Value<'c, 'a>,
    pub block_threads: i64,
    pub grid_threads: i64,
}

impl<'c, 'a> Threads<'c, 'a> {
    pub fn new(
        at: &Builder<'c, 'a>,
        tid: Value<'c, 'a>,
        block_linear: Value<'c, 'a>,
        block_threads: i64,
        grid_threads: i64,
    ) -> Self {
        let lane = at.binary("arith.remui", tid, at.index(32));
        let warp = at.binary("arith.divui", tid, at.index(32));
        let axes = |tid, warp| Axes {
            values: HashMap::from([
                ("tx".to_string(), tid),
                ("lane".to_string(), lane),
                ("warp".to_string(), warp),
            ]),
        };
        let in_group = at.binary("arith.remui", tid, at.index(128));
        let group_warp = at.binary("arith.remui", warp, at.index(4));
        let grid_tid = at.binary(
            "arith.addi",
            at.binary("arith.muli", block_linear, at.index(block_threads)),
            tid,
        );
        Threads {
            axes: axes(tid, warp),
            warpgroup_axes: axes(in_group, group_warp),
            grid_tid,
            block_threads,
            grid_threads,
        }
    }

    pub fn value(&self, name: &str) -> Value<'c, 'a> {
        self.axes.values[name]
    }
}

/// A power of two that `value` is proved a multiple of (capped at 2^20): constants, sums,
/// differences and products of such, and `scf.for` induction variables (their lower bound and
/// step).
pub fn known_divisor(value: Value) -> i64 {
    const CAP: i64 = 1 << 20;
    let pow2 = |c: i64| {
        if c == 0 {
            CAP
        } else {
            (1i64 << c.unsigned_abs().trailing_zeros().min(20)).min(CAP)
        }
    };
    if let Some(c) = constant_of(value, 64) {
        return pow2(c);
    }
    if let Some(op) = defining_op(value) {
        let operand = |i: usize| op.operand_at(i);
        return match op_name(&op) {
            "arith.addi" | "arith.subi" => match (operand(0), operand(1)) {
                (Some(a), Some(b)) => known_divisor(a).min(known_divisor(b)),
                _ => 1,
            },
            "arith.muli" => match (operand(0), operand(1)) {
                (Some(a), Some(b)) => known_divisor(a).saturating_mul(known_divisor(b)).min(CAP),
                _ => 1,
            },
            _ => 1,
        };
    }
    // A block argument: the induction variable of an scf.for is lb + i * step.
    let raw = value.to_raw();
    unsafe {
        if !mlir_sys::mlirValueIsABlockArgument(raw) || mlir_sys::mlirBlockArgumentGetArgNumber(raw) != 0 {
            return 1;
        }
        let block = melior::ir::BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(raw));
        let Some(owner) = block.parent_operation() else {
            return 1;
        };
        if op_name(&owner) != "scf.for" {
            return 1;
        }
        match (owner.operand(0), owner.operand(2)) {
            (Ok(lb), Ok(step)) => known_divisor(lb).min(known_divisor(step)),
            _ => 1,
        }
    }
}
