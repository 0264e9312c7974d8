//! Which asynchronous copies of a kernel TMA makes, and how: the tensor maps (one per argument
//! and box), each copy's boxes and where they land (or, for a store, where they are read),
//! checked against the constraints of [`super`]'s table.

use super::super::copy::{copy_shape, scope_of};
use super::super::place::{tensor_of, Addressing, Tensor};
use axe_dialects::diagnostic::emit_remark;
use axe_dialects::ir::read::{array_values, constant_of, for_each_nested, op_key, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_schedule::gpu_memory::GpuScope;
use axe_schedule::gpu_operators::{address_terms, terms_at, Term};
use melior::ir::{
    block::BlockArgument, operation::OperationLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
};
use std::collections::{HashMap, HashSet};

/// Most elements in one box that [`box_of`] checks one by one (shared memory holds fewer).
const MAX_BOX_ELEMENTS: i64 = 1 << 17;

/// One tensor map: a kernel argument read in boxes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Descriptor {
    /// The kernel argument it maps.
    pub argument: usize,
    /// The box, in the array's (the memref's) dimension order.
    pub box_dims: Vec<i64>,
    /// The swizzle's row in bytes: 0 (none), 32, 64 or 128.
    pub swizzle: i64,
    pub element_bytes: i64,
}

impl Descriptor {
    /// `!nvgpu.tensormap.descriptor<...>` of this map over elements of `element`.
    pub fn type_text(&self, element: Type) -> String {
        let dims: Vec<String> = self.box_dims.iter().map(i64::to_string).collect();
        let swizzle = if self.swizzle == 0 {
            "none".to_string()
        } else {
            format!("swizzle_{}b", self.swizzle)
        };
        format!("!nvgpu.tensormap.descriptor<tensor = memref<{}x{element}, 3>, swizzle = {swizzle}, l2promo = none, oob = zero, interleave = none>", dims.join("x"))
    }

    /// Bytes one box brings.
    pub fn bytes(&self) -> i64 {
        self.box_dims.iter().product::<i64>() * self.element_bytes
    }
}

/// The copies of one kernel that TMA makes: the descriptor of each and where its boxes land
/// (by the copy op's key), the stores (shared to global) likewise, and the byte alignment each
/// shared buffer a TMA copy writes or a TMA store reads needs (by its `axe.alloc` result's key).
#[derive(Default)]
pub struct Plan {
    pub copies: HashMap<usize, (usize, Vec<i64>)>,
    pub stores: HashMap<usize, (usize, Vec<i64>)>,
    pub descriptors: Vec<Descriptor>,
    pub alignments: HashMap<usize, i64>,
    /// The shared buffers TMA stores read (by `axe.alloc` key): a write into one waits until
    /// the stores before it have read it.
    pub store_sources: Vec<usize>,
    /// Each store's source buffer and the alignment it needs (by the copy op's key).
    store_reads: HashMap<usize, (usize, i64)>,
    /// The copies every block of the kernel's cluster makes alike, multicast to them all (by
    /// the copy op's key; [`super::super::cluster`]).
    pub multicast: HashSet<usize>,
}

impl Plan {
    /// No TMA copy and no TMA store.
    pub fn is_empty(&self) -> bool {
        self.copies.is_empty() && self.stores.is_empty()
    }

    /// Whether TMA makes copies into shared memory (which the mbarrier ring counts).
    pub fn has_loads(&self) -> bool {
        !self.copies.is_empty()
    }

    /// Adds the copy `op`, boxes of `descriptor` landing at `bases`; one descriptor serves every
    /// copy of one argument and box.
    pub fn add(&mut self, op: usize, descriptor: Descriptor, bases: Vec<i64>, destination: usize, alignment: i64) {
        let index = self.descriptor(descriptor);
        self.copies.insert(op, (index, bases));
        self.align(destination, alignment);
    }

    /// The plan of the stores alone (the copies stay cp.async): only their tensor maps.
    pub fn without_loads(self) -> Plan {
        let mut plan = Plan::default();
        for (op, (d, bases)) in self.stores {
            let (source, alignment) = self.store_reads[&op];
            plan.add_store(op, self.descriptors[d].clone(), bases, source, alignment);
        }
        plan
    }

    /// Adds the store `op`, boxes of `descriptor` read from `bases` of the shared `source`.
    pub fn add_store(&mut self, op: usize, descriptor: Descriptor, bases: Vec<i64>, source: usize, alignment: i64) {
        let index = self.descriptor(descriptor);
        self.stores.insert(op, (index, bases));
        self.store_reads.insert(op, (source, alignment));
        self.align(source, alignment);
        if !self.store_sources.contains(&source) {
            self.store_sources.push(source);
        }
    }

    fn descriptor(&mut self, descriptor: Descriptor) -> usize {
        match self.descriptors.iter().position(|d| *d == descriptor) {
            Some(i) => i,
            None => {
                self.descriptors.push(descriptor);
                self.descriptors.len() - 1
            }
        }
    }

    fn align(&mut self, buffer: usize, alignment: i64) {
        let a = self.alignments.entry(buffer).or_insert(alignment);
        *a = (*a).max(alignment);
    }
}

/// The TMA copies of GPU `axe.kernel` `kernel`, whose argument `i` is `tensors[i]` (the
/// first `inputs` its inputs): every asynchronous copy into shared memory, or none when one
/// cannot be (a remark at that copy says why); and every asynchronous copy from shared to
/// global memory that can be a TMA store (the others are errors where they are dispatched:
/// [`store_plan`] says why).
pub fn plan(kernel: &OperationRef, tensors: &[(Tensor, Addressing)], inputs: usize) -> Plan {
    let mut plan = Plan::default();
    let mut fits = true;
    let entry = kernel.region_at(0).and_then(|r| r.first_block());
    for_each_nested(kernel, &mut |op| {
        if !fits || op_name(&op) != "axe.copy" || !op.has_attribute("async") || is_store(&op) {
            return;
        }
        match copy_plan(&op, entry, tensors, inputs) {
            Ok((descriptor, bases, destination, alignment)) => {
                plan.add(op_key(&op), descriptor, bases, destination, alignment)
            }
            Err(why) => {
                emit_remark(
                    &op,
                    &format!("is no TMA copy: it {why}; the kernel's asynchronous copies stay cp.async"),
                );
                fits = false;
            }
        }
    });
    if !fits {
        plan = Plan::default();
    }
    let mut returned = Vec::new();
    for_each_nested(kernel, &mut |op| {
        if op_name(&op) == "axe.return" {
            returned.extend(op.operands().map(value_key));
        }
    });
    for_each_nested(kernel, &mut |op| {
        if op_name(&op) == "axe.copy" && op.has_attribute("async") && is_store(&op) {
            if let Ok((descriptor, bases, source, alignment)) = store_plan(&op, entry, tensors, inputs, &returned) {
                plan.add_store(op_key(&op), descriptor, bases, source, alignment);
            }
        }
    });
    plan
}

/// Whether copy `op` reads shared memory and writes global memory (a TMA store's direction).
pub fn is_store(op: &OperationRef) -> bool {
    let operands: Vec<Value> = op.operands().collect();
    let ns = op
        .attribute("operandSegmentSizes")
        .ok()
        .and_then(array_values)
        .map_or(0, |s| s[1] as usize);
    let scope = |v: Option<&Value>| v.and_then(|v| tensor_of(v.r#type())).map(|t| t.scope);
    scope(operands.first()) == Some(GpuScope::Shared) && scope(operands.get(1 + ns)) == Some(GpuScope::Global)
}

/// How TMA stores the shared-to-global copy `op` (boxes of its tensor map read from the shared
/// source), or why it cannot. The destination is an argument of the kernel, or the result
/// `returned` holds at position r (by value key), the kernel argument `inputs + r`.
pub fn store_plan(
    op: &OperationRef,
    entry: Option<BlockRef>,
    tensors: &[(Tensor, Addressing)],
    inputs: usize,
    returned: &[usize],
) -> Result<(Descriptor, Vec<i64>, usize, i64), String> {
    let segments = op
        .attribute("operandSegmentSizes")
        .ok()
        .and_then(array_values)
        .ok_or("has no operand segments")?;
    let operands: Vec<Value> = op.operands().collect();
    let (ns, nd) = (segments[1] as usize, segments[3] as usize);
    let (source, destination) = (operands[0], operands[1 + ns]);
    let argument = BlockArgument::try_from(destination)
        .ok()
        .filter(|a| Some(a.owner()) == entry)
        .map(|a| a.argument_number())
        .or_else(|| {
            returned
                .iter()
                .position(|&r| r == value_key(destination))
                .map(|r| inputs + r)
        })
        .ok_or("writes a tensor that is not an argument or result of the kernel (a tensor map describes one)")?;
    let (dst, addressing) = tensors
        .get(argument)
        .ok_or("writes a tensor the kernel does not take")?;
    let src = tensor_of(source.r#type()).ok_or("reads no GPU tensor")?;
    let shape = copy_shape(&src, ns > 0, dst, nd > 0);
    let boxes = box_of(dst, addressing, &src, &operands[1..1 + ns], &shape, scope_of(op))?;
    let descriptor = Descriptor {
        argument,
        box_dims: boxes.box_dims,
        swizzle: boxes.swizzle,
        element_bytes: dst.elem_bytes,
    };
    Ok((descriptor, boxes.bases, value_key(source), boxes.alignment))
}

fn copy_plan(
    op: &OperationRef,
    entry: Option<BlockRef>,
    tensors: &[(Tensor, Addressing)],
    inputs: usize,
) -> Result<(Descriptor, Vec<i64>, usize, i64), String> {
    let segments = op
        .attribute("operandSegmentSizes")
        .ok()
        .and_then(array_values)
        .ok_or("has no operand segments")?;
    let operands: Vec<Value> = op.operands().collect();
    let (ns, nd) = (segments[1] as usize, segments[3] as usize);
    let (source, destination) = (operands[0], operands[1 + ns]);
    let not_input =
        || "reads a tensor that is not an input of the kernel (a tensor map describes an input)".to_string();
    let argument = BlockArgument::try_from(source)
        .ok()
        .filter(|a| Some(a.owner()) == entry)
        .ok_or_else(not_input)?
        .argument_number();
    let (src, addressing) = tensors
        .get(argument)
        .filter(|_| argument < inputs)
        .ok_or_else(not_input)?;
    let dst = tensor_of(destination.r#type()).ok_or("writes no GPU tensor")?;
    let shape = copy_shape(src, ns > 0, &dst, nd > 0);
    let dst_offsets = &operands[2 + ns..2 + ns + nd];
    if src.scope != GpuScope::Global || dst.scope != GpuScope::Shared {
        return Err("is no copy of global to shared memory".into());
    }
    let boxes = box_of(src, addressing, &dst, dst_offsets, &shape, scope_of(op))?;
    let descriptor = Descriptor {
        argument,
        box_dims: boxes.box_dims,
        swizzle: boxes.swizzle,
        element_bytes: src.elem_bytes,
    };
    Ok((descriptor, boxes.bases, value_key(destination), boxes.alignment))
}

/// How TMA makes one copy: `pieces` boxes side by side along the array's innermost dimension,
/// box `q` at `q * box_dims[last]` there and at element `bases[q]` of the destination region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Boxes {
    pub box_dims: Vec<i64>,
    pub swizzle: i64,
    /// Bytes each destination region must be aligned to.
    pub alignment: i64,
    pub bases: Vec<i64>,
}

/// How TMA moves a region between the global `src` (stored as `addressing`) and the shared
/// `dst` over `shape` (a copy into `dst`, or a store from it), or why it cannot. `dst_offsets`
/// are the shared region's offsets (its trailing ones, the copy's own dimensions, must be 0).
/// The fewest boxes that work: one, else the innermost dimension split in 2, 4, ... (a wgmma
/// operand or a staging tile stored as 64-element atoms side by side).
pub fn box_of(
    src: &Tensor,
    addressing: &Addressing,
    dst: &Tensor,
    dst_offsets: &[Value],
    shape: &[i64],
    scope: &str,
) -> Result<Boxes, String> {
    if scope != "cta" {
        return Err(format!(
            "runs at {scope} scope; one thread of the block issues a TMA copy"
        ));
    }
    if src.scope != GpuScope::Global || dst.scope != GpuScope::Shared || src.element != dst.element {
        return Err("is no copy between global and shared memory of one element type".into());
    }
    let Addressing::Shaped { order } = addressing else {
        return Err("reads a global tensor that is no dense array".into());
    };
    let e = src.elem_bytes;
    let rank = order.len();
    if rank > 5 || shape.len() > rank {
        return Err("reads an array of more than 5 dimensions".into());
    }
    let lead = rank - shape.len();
    let dims: Vec<i64> = order.iter().map(|&t| src.shape[t]).collect();
    if dims.iter().any(|&d| d >= 1 << 31) {
        return Err("reads an array with a dimension of 2^31 or more".into());
    }
    let mut pitch = e;
    for &d in dims.iter().rev().take(rank - 1) {
        pitch = pitch.checked_mul(d).ok_or("reads an array of more than 2^63 bytes")?;
        if pitch % 16 != 0 {
            return Err(format!(
                "reads an array with a row pitch of {pitch} bytes, no multiple of 16"
            ));
        }
    }
    let region: Vec<i64> = order
        .iter()
        .map(|&t| if t >= lead { shape[t - lead] } else { 1 })
        .collect();
    let total: i64 = region.iter().product();
    if total > MAX_BOX_ELEMENTS {
        return Err(format!("copies a region of {total} elements"));
    }
    let dst_lead = dst
        .shape
        .len()
        .checked_sub(shape.len())
        .ok_or("writes a region of lower rank than the copy")?;
    if dst_offsets.len() > dst_lead && dst_offsets[dst_lead..].iter().any(|&o| constant_of(o, 64) != Some(0)) {
        return Err("writes a region that starts inside the copy's own dimensions".into());
    }
    let (terms, offset) = address_terms(&dst.layout, &dst.shape, "m")?;
    // The destination element of the region's element at array coordinates `b` (from its start).
    let address = |b: &[i64]| -> i64 {
        let mut y = vec![0i64; shape.len()];
        for j in 0..rank {
            if order[j] >= lead {
                y[order[j] - lead] = b[j];
            }
        }
        y.iter()
            .enumerate()
            .map(|(d, &x)| terms_at(&terms[dst_lead + d], x))
            .sum()
    };
    let inner = region[rank - 1];
    let mut pieces = 1;
    let mut first_error = None;
    while inner % pieces == 0 && (inner / pieces) * e >= 16 {
        let mut box_dims = region.clone();
        box_dims[rank - 1] = inner / pieces;
        match pieces_fit(&box_dims, pieces, e, dst, &terms[..dst_lead], offset, &address) {
            Ok(boxes) => return Ok(boxes),
            Err(why) => {
                first_error.get_or_insert(why);
            }
        }
        pieces *= 2;
    }
    Err(first_error.unwrap_or_else(|| format!("copies rows of {} bytes; TMA copies multiples of 16", inner * e)))
}

/// Whether `pieces` boxes of `box_dims` side by side along the innermost dimension each land
/// densely (row-major) in the destination, from bases aligned for TMA.
fn pieces_fit(
    box_dims: &[i64],
    pieces: i64,
    e: i64,
    dst: &Tensor,
    lead_terms: &[Vec<Term>],
    offset: i64,
    address: &dyn Fn(&[i64]) -> i64,
) -> Result<Boxes, String> {
    let rank = box_dims.len();
    if box_dims.iter().any(|&b| !(1..=256).contains(&b)) {
        return Err(format!(
            "copies a box {box_dims:?}; TMA boxes are 1 to 256 per dimension"
        ));
    }
    let inner_bytes = box_dims[rank - 1] * e;
    if inner_bytes % 16 != 0 {
        return Err(format!(
            "copies rows of {inner_bytes} bytes; TMA copies multiples of 16"
        ));
    }
    let swizzle = match dst.swizzle {
        None => 0,
        Some([b, m, s]) if (1..=3).contains(&b) && s == 3 && (1i64 << m) * e == 16 && inner_bytes == 16 << b => 16 << b,
        Some([b, m, s]) => return Err(format!("writes shared memory swizzled <{b}, {m}, {s}> in rows of {inner_bytes} bytes, which is none of TMA's swizzles")),
    };
    let alignment = (swizzle * 8).max(128);
    // Each region starts aligned: the leading (stage) dimensions and the offset move it by
    // multiples of the alignment.
    if !lead_terms.iter().flatten().all(|t| (t.stride * e) % alignment == 0) || (offset * e) % alignment != 0 {
        return Err(format!(
            "writes regions that do not all start at multiples of {alignment} bytes"
        ));
    }
    let total: i64 = box_dims.iter().product();
    let mut bases = Vec::new();
    let mut b = vec![0i64; rank];
    for q in 0..pieces {
        b.iter_mut().for_each(|x| *x = 0);
        b[rank - 1] = q * box_dims[rank - 1];
        let base = address(&b);
        if (base * e) % alignment != 0 {
            return Err(format!(
                "writes box {q} from byte {}, no multiple of {alignment}",
                base * e
            ));
        }
        for linear in 0..total {
            let mut rest = linear;
            for j in (0..rank).rev() {
                b[j] = rest % box_dims[j] + if j == rank - 1 { q * box_dims[j] } else { 0 };
                rest /= box_dims[j];
            }
            if address(&b) != base + linear {
                return Err(format!(
                    "writes shared memory in a layout ({}) that does not hold boxes {box_dims:?} densely",
                    dst.layout
                ));
            }
        }
        bases.push(base);
    }
    Ok(Boxes {
        box_dims: box_dims.to_vec(),
        swizzle,
        alignment,
        bases,
    })
}
