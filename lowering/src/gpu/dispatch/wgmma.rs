//! `axe.gemm ... at warpgroup` on sm_90a's warpgroup MMA: `C[m, n] (+)= sum_k A[k, m] B[k, n]`
//! with A and B in shared memory and C in the warpgroup's registers, as `wgmma.mma_async`
//! m64nNk16 (f16 or bf16 in, f32 accumulators), one per 64 rows of C and 16 of K.
//!
//! The layouts decide everything ([`axe_schedule::wgmma`]): C must be the instruction's
//! accumulator fragment stacked over M, and each 16 x 64 tile of A and 16 x N tile of B one of
//! its canonical shared-memory layouts (K- or MN-major, swizzled or not), checked element by
//! element; the descriptors' offsets and swizzle are read off the layout. The gemm waits for
//! its own wgmmas (`wgmma.wait_group 0`), so C holds the product after it; an `async` gemm does
//! not: its accumulators go back to C's registers still being written, which only the next
//! async gemm may read (as its accumulator) before `axe.wait_gemm` retires them. LLVM keeps C
//! in registers, so the next wgmma chains on the same ones.

use super::kernel::{buffer_of, Buffers};
use super::place::{affine_sum, Addressing, Buffer, Threads};
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_dialects::ir::read::i64_array;
use axe_schedule::gpu_memory::GpuScope;
use axe_schedule::gpu_operators::{terms_at, Term};
use axe_schedule::wgmma::{accumulator, canonical_form, swizzle_of, valid_n, Form, Major, M};
use melior::ir::{operation::OperationLike, Attribute, OperationRef, Type, Value};
use melior::Context;

/// The operands of `axe.gemm`: A, its offsets, B, its offsets, C.
fn operands<'c, 'a>(
    op: &OperationRef<'c, 'a>,
) -> Result<
    (
        Value<'c, 'a>,
        Vec<Value<'c, 'a>>,
        Value<'c, 'a>,
        Vec<Value<'c, 'a>>,
        Value<'c, 'a>,
    ),
    String,
> {
    let all: Vec<Value> = op.operands().collect();
    let sizes = i64_array(op, "operandSegmentSizes")
        .filter(|s| s.len() == 5)
        .ok_or("has no operand segments")?;
    let (na, nb) = (sizes[1] as usize, sizes[3] as usize);
    Ok((
        all[0],
        all[1..1 + na].to_vec(),
        all[1 + na],
        all[2 + na..2 + na + nb].to_vec(),
        all[2 + na + nb],
    ))
}

/// A shared operand's 2-D slice: where its instruction tiles start, and their canonical form.
struct Operand<'b, 'c, 'a> {
    buffer: &'b Buffer<'c, 'a>,
    offsets: Vec<Value<'c, 'a>>,
    form: Form,
    /// The slice's element offset of (k, mn), before the swizzle and the leading offsets.
    terms: Vec<Vec<Term>>,
    constant: i64,
}

impl<'b, 'c, 'a> Operand<'b, 'c, 'a> {
    fn read(buffer: &'b Buffer<'c, 'a>, offsets: Vec<Value<'c, 'a>>, tile_mn: i64, role: &str) -> Result<Self, String> {
        let t = &buffer.tensor;
        let Addressing::Flat { terms, offset, swizzle } = &buffer.addressing else {
            return Err(format!("{role} is no flat shared buffer"));
        };
        let bytes = t.elem_bytes;
        let swizzle = swizzle_of(*swizzle, bytes).map_err(|e| format!("cannot run on wgmma: {role}'s {e}"))?;
        let rank = t.shape.len();
        let (k, mn) = (t.shape[rank - 2], t.shape[rank - 1]);
        let slice = terms[rank - 2..].to_vec();
        let form = canonical_form(
            &|kk, m| offset + slice_offset(&slice, kk, m),
            k,
            mn,
            tile_mn,
            swizzle,
            bytes,
        )
        .map_err(|e| {
            format!(
                "cannot run on wgmma: the [{k}, {mn}] slice of {role} ({}) is no canonical wgmma layout: {e}",
                t.layout
            )
        })?;
        // A leading offset must move whole swizzle periods (the hardware swizzles absolute
        // addresses, the layout its buffer's offsets) and whole 16-byte rows.
        let period = form.swizzle.period() as i64;
        if let Some(term) = terms[..rank - 2]
            .iter()
            .flatten()
            .find(|term| (term.stride * bytes) % period != 0)
        {
            return Err(format!(
                "cannot run on wgmma: {role}'s leading dimensions move by {} bytes, not a multiple of {period}",
                term.stride * bytes
            ));
        }
        Ok(Operand {
            buffer,
            offsets,
            form,
            terms: slice,
            constant: *offset,
        })
    }

    /// The constant bits of every descriptor (offsets, swizzle) and the shared byte address of
    /// the slice's element (0, 0), as i64 values.
    fn base(&self, at: &Builder<'c, 'a>) -> Result<(i64, Value<'c, 'a>), String> {
        let bits = self
            .form
            .descriptor(0)
            .encode()
            .ok_or("the descriptor's offsets do not fit")? as i64;
        let index = Type::index(at.context);
        let pointer = at
            .insert_built(ops::generic(
                at.context,
                "memref.extract_aligned_pointer_as_index",
                &[],
                &[self.buffer.memref],
                Some(index),
                at.location,
            ))
            .result(0)
            .expect("one result")
            .into();
        let Addressing::Flat { terms, .. } = &self.buffer.addressing else {
            unreachable!("checked in read")
        };
        // The leading dimensions' terms only (the slice's own come per tile).
        let elements = affine_sum(at, &terms[..self.offsets.len()], self.constant, &self.offsets);
        let bytes = at.binary(
            "arith.addi",
            pointer,
            at.binary("arith.muli", elements, at.index(self.buffer.tensor.elem_bytes)),
        );
        Ok((bits, cast_i64(at, bytes)))
    }

    /// The descriptor of the instruction tile at (k, mn): `base + tile offset`, in 16-byte units
    /// in bits 0-13, with `bits`.
    fn descriptor(&self, at: &Builder<'c, 'a>, (bits, base): (i64, Value<'c, 'a>), k: i64, mn: i64) -> Value<'c, 'a> {
        let i64_type = Type::parse(at.context, "i64").expect("i64");
        let constant = |v: i64| {
            at.insert_built(ops::int_constant(at.context, i64_type, v, at.location))
                .result(0)
                .expect("one result")
                .into()
        };
        let start = at.binary(
            "arith.addi",
            base,
            constant(slice_offset(&self.terms, k, mn) * self.buffer.tensor.elem_bytes),
        );
        let field = at.binary(
            "arith.andi",
            at.binary("arith.shrui", start, constant(4)),
            constant(0x3fff),
        );
        at.binary("arith.ori", field, constant(bits))
    }
}

/// The element offset of (k, mn) in a 2-D slice with address `terms`, unswizzled.
fn slice_offset(terms: &[Vec<Term>], k: i64, mn: i64) -> i64 {
    terms_at(&terms[0], k) + terms_at(&terms[1], mn)
}

fn cast_i64<'c, 'a>(at: &Builder<'c, 'a>, v: Value<'c, 'a>) -> Value<'c, 'a> {
    at.insert_built(ops::generic(
        at.context,
        "arith.index_cast",
        &[],
        &[v],
        Some(Type::parse(at.context, "i64").expect("i64")),
        at.location,
    ))
    .result(0)
    .expect("one result")
    .into()
}

/// `axe.wait_gemm N`: each warpgroup retires its async gemms but the newest `N`.
pub fn wait<'c, 'a>(at: &Builder<'c, 'a>, op: OperationRef<'c, 'a>) {
    let pending = axe_dialects::ir::read::int_attr(&op, "pending").unwrap_or(0);
    let group = Attribute::parse(at.context, &format!("{pending} : i64")).expect("an i64 attribute");
    at.insert_built(ops::generic(
        at.context,
        "nvvm.wgmma.wait.group.sync.aligned",
        &[("group", group)],
        &[],
        None,
        at.location,
    ));
}

/// The attributes of one `nvvm.wgmma.mma_async` m64`n`k16 of `input` (f16 or bf16) into f32
/// accumulators, each operand K-major or not. Scale-d `one` adds the accumulators, `zero`
/// ignores them (D = A B).
pub(crate) fn mma_async_attributes<'c>(
    context: &'c Context,
    n: i64,
    input: &str,
    scale_d: &str,
    a_k_major: bool,
    b_k_major: bool,
) -> [(&'static str, Attribute<'c>); 9] {
    let attribute = |text: &str| Attribute::parse(context, text).unwrap_or_else(|| panic!("{text} parses"));
    // The PTX ISA's names: a K-major A is `row`, a K-major B is `col`.
    let layout = |k_major: bool, k_name: &str, other: &str| {
        attribute(&format!("#nvvm.mma_layout<{}>", if k_major { k_name } else { other }))
    };
    [
        ("shape", attribute(&format!("#nvvm.shape<m = 64, n = {n}, k = 16>"))),
        ("typeA", attribute(&format!("#nvvm.wgmma_type<{input}>"))),
        ("typeB", attribute(&format!("#nvvm.wgmma_type<{input}>"))),
        ("typeD", attribute("#nvvm.wgmma_type<f32>")),
        ("scaleD", attribute(&format!("#nvvm.wgmma_scale_out<{scale_d}>"))),
        ("scaleA", attribute("#nvvm.wgmma_scale_in<one>")),
        ("scaleB", attribute("#nvvm.wgmma_scale_in<one>")),
        ("layoutA", layout(a_k_major, "row", "col")),
        ("layoutB", layout(b_k_major, "col", "row")),
    ]
}

pub fn dispatch<'c, 'a>(
    at: &Builder<'c, 'a>,
    op: OperationRef<'c, 'a>,
    buffers: &Buffers<'c, 'a>,
    threads: &Threads<'c, 'a>,
) -> Result<(), String> {
    if threads.block_threads % 128 != 0 {
        return Err(format!(
            "runs wgmma at warpgroup scope, but a block of {} threads is no whole number of warpgroups (128 threads)",
            threads.block_threads
        ));
    }
    let (a, a_offsets, b, b_offsets, c) = operands(&op)?;
    let (a, b, c) = (buffer_of(buffers, a)?, buffer_of(buffers, b)?, buffer_of(buffers, c)?);
    if [a, b].iter().any(|t| t.tensor.scope != GpuScope::Shared) || c.tensor.scope != GpuScope::Reg {
        return Err("runs wgmma on shared A and B into register C".into());
    }
    let (m, n) = (c.tensor.shape[0], c.tensor.shape[1]);
    if m % M != 0 || !valid_n(n) {
        return Err(format!(
            "cannot run on wgmma: C is {m} x {n}; m64nNk16 needs M a multiple of 64 and N a multiple of 8 up to 256"
        ));
    }
    let fragment = accumulator(m / M, n);
    if let Some(i) = (0..m * n).find(|&i| c.tensor.layout.shard_point(i).ok() != fragment.shard_point(i).ok()) {
        return Err(format!("cannot run on wgmma: C's layout {} is not the accumulator fragment {fragment} (they differ at element [{}, {}])", c.tensor.layout, i / n, i % n));
    }
    let a = Operand::read(a, a_offsets, M, "A")?;
    let b = Operand::read(b, b_offsets, n, "B")?;
    let k = a.buffer.tensor.shape[a.buffer.tensor.shape.len() - 2];
    let input = a.buffer.tensor.element.to_string();
    let context = at.context;
    let attribute = |text: &str| Attribute::parse(context, text).unwrap_or_else(|| panic!("{text} parses"));
    let attributes = |scale_d: &str| {
        mma_async_attributes(
            context,
            n,
            &input,
            scale_d,
            a.form.major == Major::K,
            b.form.major == Major::K,
        )
    };
    let (a_base, b_base) = (a.base(at)?, b.base(at)?);
    let registers = n / 2;
    let fields = vec!["f32"; registers as usize].join(", ");
    let accumulator_type = Type::parse(context, &format!("!llvm.struct<({fields})>")).expect("a struct type");
    let f32_type = Type::parse(context, "f32").expect("f32");
    let build =
        |name: &str, attributes: &[(&str, Attribute<'c>)], operands: &[Value<'c, 'a>], result: Option<Type<'c>>| {
            at.insert_built(ops::generic(context, name, attributes, operands, result, at.location))
        };
    // The accumulators are written before the fence, which orders those register writes
    // before the wgmmas (the PTX ISA's rule). Without `accumulate` none are written: each
    // tile's first wgmma ignores them (scale-d zero), as CUTLASS starts a product. Zeros
    // written instead would be constants LLVM moves past the fence, next to the wgmmas, where
    // ptxas must wait for the wgmmas in flight before it writes them (its C7517).
    let accumulate = op.has_attribute("accumulate");
    let mut results = Vec::new();
    for tile in 0..m / M {
        let mut acc: Value = build("llvm.mlir.undef", &[], &[], Some(accumulator_type))
            .result(0)
            .expect("one result")
            .into();
        for r in (0..registers).filter(|_| accumulate) {
            let value = c.load(at, &[at.index(tile * registers + r)]);
            let position = attribute(&format!("array<i64: {r}>"));
            acc = build(
                "llvm.insertvalue",
                &[("position", position)],
                &[acc, value],
                Some(accumulator_type),
            )
            .result(0)
            .expect("one result")
            .into();
        }
        results.push(acc);
    }
    build("nvvm.wgmma.fence.aligned", &[], &[], None);
    for (tile, acc) in results.iter_mut().enumerate() {
        let tile = tile as i64;
        for step in 0..k / 16 {
            let da = a.descriptor(at, a_base, step * 16, tile * M);
            let db = b.descriptor(at, b_base, step * 16, 0);
            let scale_d = if step == 0 && !accumulate { "zero" } else { "one" };
            *acc = build(
                "nvvm.wgmma.mma_async",
                &attributes(scale_d),
                &[*acc, da, db],
                Some(accumulator_type),
            )
            .result(0)
            .expect("one result")
            .into();
        }
    }
    build("nvvm.wgmma.commit.group.sync.aligned", &[], &[], None);
    if !op.has_attribute("async") {
        build(
            "nvvm.wgmma.wait.group.sync.aligned",
            &[("group", attribute("0 : i64"))],
            &[],
            None,
        );
    }
    for (tile, acc) in results.into_iter().enumerate() {
        for r in 0..registers {
            let position = attribute(&format!("array<i64: {r}>"));
            let value = build("llvm.extractvalue", &[("position", position)], &[acc], Some(f32_type))
                .result(0)
                .expect("one result")
                .into();
            c.store(at, value, &[at.index(tile as i64 * registers + r)]);
        }
    }
    Ok(())
}
