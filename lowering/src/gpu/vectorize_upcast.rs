//! `axe-vectorize-upcast`: in GPU kernels, an `scf.for %i = 0 to U step 1`
//! (what an `upcast` range of extent U lowers to) whose body reads and
//! writes buffers at `[..., base + %i]` becomes one `vector.load` /
//! `vector.store` of `vector<U x T>` per access, with the elementwise ops in
//! between on vectors, so NVPTX emits `ld.global.v4` / `st.global.v4`.
//!
//! Preconditions, each proven or the loop is left alone:
//! - contiguity: the loop index appears only as `base + %i` in the last index
//!   of an access; the other indices and `base` are loop-invariant;
//! - alignment: the buffer is a kernel argument (device allocations are at
//!   least 256-byte aligned) or a collapse/expand view of one, with a static
//!   identity layout whose last dimension is a multiple of U (when rank > 1),
//!   and `base` is a proven multiple of U (powers of two dividing the index
//!   arithmetic: constants, sums, products, shifts). `U * sizeof(T)` must be a
//!   power of two up to `max-bytes`;
//! - order: a buffer that the loop stores to is loaded only at the store's own
//!   address, so loading every lane before storing any gives the same values
//!   (distinct kernel arguments are distinct program buffers);
//! - a load whose other indices move with `%i` (a transpose's column) is one
//!   scalar load per lane, gathered into a vector (`vector.from_elements`), so
//!   the stores along the loop still become one vector store; its buffer must
//!   not be stored to in the loop;
//! - the body is straight-line: loads, stores, the `base + %i` additions and
//!   ops with no regions on scalars; values that do not vary with `%i` stay
//!   scalar and are broadcast where a vector op reads them.

use super::builder::{erase, Builder};
use super::views::view_root;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{constant_of, defining_op, for_each_nested, op_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use axe_dialects::pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions};
use axe_passes::kernel_ir::static_identity_memref;
use melior::{
    ir::{
        attribute::{AttributeLike, IntegerAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, BlockLike, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;

pub static VECTORIZE_UPCAST: PassDefinition = PassDefinition {
    argument: "axe-vectorize-upcast",
    description: "Turn constant-trip scf.for loops over aligned contiguous buffer elements in GPU kernels into vector.load/vector.store",
    options: &[PassOption {
        name: "max-bytes",
        description: "The widest vector access in bytes, 1 to 256 (16: ld.global.v4.f32)",
        kind: OptionKind::Int,
        default: "16",
    }],
    run,
};

/// The widest `max-bytes` the pass takes.
const MOST_BYTES: i64 = 256;

/// The largest power of two a divisibility proof goes up to.
const CAP: i64 = 1 << 30;

fn run(root: OperationRef, options: &PassOptions) -> Result<(), PassFailed> {
    let max_bytes = options.int("max-bytes");
    // A vector of more than 256 bytes is no access of any GPU, and a gather makes one load
    // per lane: the bound keeps both small.
    if !(1..=MOST_BYTES).contains(&max_bytes) {
        axe_dialects::diagnostic::emit_error(
            &root,
            &format!("axe-vectorize-upcast: max-bytes must be in [1, {MOST_BYTES}], got {max_bytes}"),
        );
        return Err(PassFailed);
    }
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let mut loops = Vec::new();
    for_each_nested(&root, &mut |f| {
        let kernel = match op_name(&f) {
            "func.func" => f.has_attribute(attribute_names::KERNEL),
            "gpu.func" => f.has_attribute(attribute_names::GPU_KERNEL),
            _ => false,
        };
        if kernel {
            for_each_nested(&f, &mut |op| {
                if op_name(&op) == "scf.for" {
                    loops.push((f, op));
                }
            });
        }
    });
    for (kernel, lp) in loops {
        if let Some(plan) = Plan::of(lp, kernel, max_bytes) {
            plan.emit(context, lp);
        }
    }
    let mut accesses = Vec::new();
    for_each_nested(&root, &mut |f| {
        let kernel = (op_name(&f) == "func.func" && f.has_attribute(attribute_names::KERNEL))
            || (op_name(&f) == "gpu.func" && f.has_attribute(attribute_names::GPU_KERNEL));
        if kernel {
            for_each_nested(&f, &mut |op| {
                if matches!(op_name(&op), "vector.load" | "vector.store") && !op.has_attribute("alignment") {
                    accesses.push((f, op));
                }
            });
        }
    });
    for (kernel, access) in accesses {
        if let Some(width) = vector_alignment(&access, &kernel, max_bytes) {
            let attribute = IntegerAttribute::new(IntegerType::new(context, 64).into(), width).into();
            let mut writable = unsafe { melior::ir::operation::OperationRefMut::from_raw(access.to_raw()) };
            melior::ir::operation::OperationMutLike::set_attribute(&mut writable, "alignment", attribute);
        }
    }
    Ok(())
}

/// The alignment in bytes a `vector.load` / `vector.store` made elsewhere (the cooperative
/// lowering's `simd` pieces) provably has, by this pass's rules: a kernel argument (or a
/// view of one) with a static identity layout, a last dimension that the lanes divide, and a
/// last index that is a proven multiple of the lanes. NVPTX needs it for `ld.global.v4`.
fn vector_alignment(access: &OperationRef, kernel: &OperationRef, max_bytes: i64) -> Option<i64> {
    let store = op_name(access) == "vector.store";
    let operands: Vec<Value> = access.operands().collect();
    let (vector, buffer, indices) = if store {
        (operands[0], operands[1], &operands[2..])
    } else {
        (access.result_at(0)?.into(), operands[0], &operands[1..])
    };
    let lanes = unsafe {
        let ty = vector.r#type().to_raw();
        if !mlir_sys::mlirTypeIsAVector(ty) || mlir_sys::mlirShapedTypeGetRank(ty) != 1 {
            return None;
        }
        mlir_sys::mlirShapedTypeGetDimSize(ty, 0)
    };
    let (bytes, rank, last) = memref_facts(buffer.r#type())?;
    let width = bytes.checked_mul(lanes)?;
    if width > max_bytes
        || width & (width - 1) != 0
        || !is_kernel_argument(buffer, kernel)
        || (rank > 1 && last % lanes != 0)
    {
        return None;
    }
    (pow2_divisor(*indices.last()?) % lanes == 0).then_some(width)
}

/// What one value of the loop body is.
#[derive(Clone, Copy)]
enum Class {
    /// The loop index.
    Index,
    /// `base + index`, base loop-invariant: the sum of the terms `bases[n]` (several when
    /// the index arithmetic adds invariants around the index, `row + (col + i)`).
    Offset(usize),
    /// The same in every iteration (computed in the body).
    Uniform,
    /// One value per iteration: a vector lane each.
    Varying,
    /// Index arithmetic on the loop index beyond `base + index` (a transpose's `i * 256 + j`):
    /// computed once per lane, it may only address gathered loads.
    PerLane,
}

/// Whether a value of this class moves with the loop index as an address does.
fn moves(c: &Option<Class>) -> bool {
    matches!(c, Some(Class::Index | Class::Offset(_) | Class::PerLane))
}

/// A body op and how it is rewritten.
enum Step<'c, 'a> {
    /// Re-emitted as it is (uniform), before the loop.
    Clone(OperationRef<'c, 'a>),
    /// Re-emitted on vectors.
    Vector(OperationRef<'c, 'a>),
    /// `vector.load` / `vector.store` at `[lead..., base]`.
    Load {
        op: OperationRef<'c, 'a>,
        base: Option<usize>,
    },
    Store {
        op: OperationRef<'c, 'a>,
        base: Option<usize>,
    },
    /// A scalar load per lane at the indices' lane values, gathered into a vector.
    Gather {
        op: OperationRef<'c, 'a>,
        indices: Vec<Option<Class>>,
    },
    /// Index arithmetic re-emitted once per lane (for gathers).
    LaneOp {
        op: OperationRef<'c, 'a>,
        operands: Vec<Option<Class>>,
    },
    /// `base + index`: only feeds accesses.
    Skip,
    /// A `cf.assert` of a condition that varies along the lanes: one check that every lane
    /// holds (`vector.reduction <and>`).
    Check(OperationRef<'c, 'a>),
}

struct Plan<'c, 'a> {
    lanes: i64,
    steps: Vec<Step<'c, 'a>>,
    alignment: HashMap<usize, i64>,
    /// The loop-invariant terms of each base, summed before the loop.
    bases: Vec<Vec<Value<'c, 'a>>>,
}

/// The largest power of two (up to CAP) that provably divides `v`.
fn pow2_divisor(v: Value) -> i64 {
    if let Some(c) = constant_of(v, 64) {
        return if c == 0 {
            CAP
        } else {
            (1i64 << c.trailing_zeros().min(30)).min(CAP)
        };
    }
    let Some(op) = defining_op(v) else { return 1 };
    let arg = |i: usize| op.operand_at(i).map(pow2_divisor).unwrap_or(1);
    match op_name(&op) {
        "arith.addi" | "arith.subi" => arg(0).min(arg(1)),
        "arith.muli" => arg(0).saturating_mul(arg(1)).min(CAP),
        "arith.shli" => match op.operand_at(1).and_then(|s| constant_of(s, 64)) {
            Some(s) if (0..31).contains(&s) => arg(0).saturating_mul(1 << s).min(CAP),
            _ => arg(0),
        },
        "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui" => arg(0),
        "arith.select" => arg(1).min(arg(2)),
        _ => 1,
    }
}

/// The kernel argument `buffer` views (through collapse/expand), if any.
fn is_kernel_argument(buffer: Value, kernel: &OperationRef) -> bool {
    let mut v = buffer;
    loop {
        match defining_op(v) {
            Some(op) if matches!(op_name(&op), "memref.collapse_shape" | "memref.expand_shape") => {
                v = op.operand(0).expect("a view has a source");
            }
            Some(_) => return false,
            // A function argument, not a gpu.func's workgroup or private attribution (entry
            // block arguments after the inputs, aligned only as their llvm.align says).
            None => {
                let raw = v.to_raw();
                let owner = unsafe { mlir_sys::mlirBlockGetParentOperation(mlir_sys::mlirBlockArgumentGetOwner(raw)) };
                let inputs = kernel.attribute("function_type").ok().map(|t| unsafe {
                    mlir_sys::mlirFunctionTypeGetNumInputs(mlir_sys::mlirTypeAttrGetValue(t.to_raw()))
                });
                let position = unsafe { mlir_sys::mlirBlockArgumentGetArgNumber(raw) };
                return owner.ptr == kernel.to_raw().ptr && inputs.is_some_and(|n| position < n);
            }
        }
    }
}

/// Of a static identity-layout memref: its element width in bytes, its rank
/// and its last dimension (1 for rank 0).
fn memref_facts(ty: Type) -> Option<(i64, i64, i64)> {
    let (shape, element) = static_identity_memref(ty)?;
    let raw = element.to_raw();
    let bits = unsafe {
        if mlir_sys::mlirTypeIsAInteger(raw) {
            mlir_sys::mlirIntegerTypeGetWidth(raw) as i64
        } else if mlir_sys::mlirTypeIsAFloat(raw) {
            mlir_sys::mlirFloatTypeGetWidth(raw) as i64
        } else {
            return None;
        }
    };
    if bits % 8 != 0 {
        return None;
    }
    Some((bits / 8, shape.len() as i64, shape.last().copied().unwrap_or(1)))
}

impl<'c, 'a> Plan<'c, 'a> {
    /// The sum of base `b`'s loop-invariant terms, emitted once before the loop.
    fn base_sum(
        &self,
        at: &Builder<'c, 'a>,
        base_values: &mut HashMap<usize, Value<'c, 'a>>,
        b: usize,
    ) -> Value<'c, 'a> {
        *base_values.entry(b).or_insert_with(|| {
            let terms = &self.bases[b];
            terms[1..]
                .iter()
                .fold(terms[0], |sum, &t| at.binary("arith.addi", sum, t))
        })
    }

    /// `v` (of class `class`) in lane `lane`: the lane number for the loop index, base + lane
    /// for an offset, the lane's own value for per-lane arithmetic, else the loop-invariant
    /// value (as cloned before the loop).
    #[allow(clippy::too_many_arguments)]
    fn lane_value(
        &self,
        at: &Builder<'c, 'a>,
        map: &HashMap<usize, Value<'c, 'a>>,
        base_values: &mut HashMap<usize, Value<'c, 'a>>,
        per_lane: &HashMap<(usize, i64), Value<'c, 'a>>,
        v: Value<'c, 'a>,
        class: Option<Class>,
        lane: i64,
    ) -> Value<'c, 'a> {
        match class {
            Some(Class::Index) => at.index(lane),
            Some(Class::Offset(b)) => {
                let base = self.base_sum(at, base_values, b);
                at.binary("arith.addi", base, at.index(lane))
            }
            Some(Class::PerLane) => per_lane[&(value_key(v), lane)],
            _ => map.get(&value_key(v)).copied().unwrap_or(v),
        }
    }

    fn of(lp: OperationRef<'c, 'a>, kernel: OperationRef<'c, 'a>, max_bytes: i64) -> Option<Self> {
        if lp.operand_count() != 3 || lp.result_count() != 0 {
            return None;
        }
        let (lo, hi, step) = (
            constant_of(lp.operand_at(0)?, 64)?,
            constant_of(lp.operand_at(1)?, 64)?,
            constant_of(lp.operand_at(2)?, 64)?,
        );
        let lanes = hi;
        // At least one byte a lane: a wider loop is no vector of `max_bytes`.
        if lo != 0 || step != 1 || lanes < 2 || lanes > max_bytes {
            return None;
        }
        let body = lp.region_at(0)?.first_block()?;
        let index: Value = body.argument_at(0)?.into();
        let mut class: HashMap<usize, Class> = HashMap::from([(value_key(index), Class::Index)]);
        // Loop-invariant values are absent from `class`.
        let class_of = |class: &HashMap<usize, Class>, v: Value| class.get(&value_key(v)).copied();
        let mut steps = Vec::new();
        let mut alignment = HashMap::new();
        let mut bases: Vec<Vec<Value<'c, 'a>>> = Vec::new();
        // (root buffer, lead indices + base) of every store, and of every load.
        let mut stored: Vec<(usize, Vec<usize>)> = Vec::new();
        let mut loaded: Vec<(usize, Vec<usize>)> = Vec::new();
        let mut gathered: Vec<usize> = Vec::new();
        let mut op = body.first_operation();
        while let Some(o) = op {
            op = o.next_in_block();
            let name = op_name(&o);
            if name == "scf.yield" {
                continue;
            }
            if o.region_count() != 0 {
                return None;
            }
            let operands: Vec<Value> = (0..o.operand_count())
                .map(|i| o.operand(i).expect("in range"))
                .collect();
            let classes: Vec<Option<Class>> = operands.iter().map(|&v| class_of(&class, v)).collect();
            // Adding an invariant to the index or to an offset of it stays an offset.
            let index_sum = name == "arith.addi" && o.result_at(0)?.r#type().is_index();
            let offset = if !index_sum {
                None
            } else {
                match (classes[0], classes[1]) {
                    (Some(Class::Index), None) => Some(vec![operands[1]]),
                    (None, Some(Class::Index)) => Some(vec![operands[0]]),
                    (Some(Class::Offset(b)), None) => Some([bases[b].clone(), vec![operands[1]]].concat()),
                    (None, Some(Class::Offset(b))) => Some([vec![operands[0]], bases[b].clone()].concat()),
                    _ => None,
                }
            };
            match name {
                "arith.addi" if offset.is_some() => {
                    bases.push(offset.expect("matched"));
                    class.insert(value_key(o.result_at(0)?.into()), Class::Offset(bases.len() - 1));
                    steps.push(Step::Skip);
                }
                // Index arithmetic on the loop index other than `base + index` (a transpose's
                // `(col + i) * N + row`): computed once per lane, for gathered loads.
                _ if !matches!(name, "memref.load" | "memref.store") && classes.iter().any(moves) => {
                    let index_math = matches!(
                        name,
                        "arith.addi"
                            | "arith.subi"
                            | "arith.muli"
                            | "arith.divui"
                            | "arith.remui"
                            | "arith.divsi"
                            | "arith.remsi"
                            | "arith.floordivsi"
                            | "arith.ceildivsi"
                            | "arith.shli"
                            | "arith.shrui"
                            | "arith.shrsi"
                            | "uop.floormod"
                    );
                    let data = classes.iter().any(|c| matches!(c, Some(Class::Varying)));
                    if !index_math || data || o.result_count() != 1 || !o.result_at(0)?.r#type().is_index() {
                        return None;
                    }
                    class.insert(value_key(o.result_at(0)?.into()), Class::PerLane);
                    steps.push(Step::LaneOp {
                        op: o,
                        operands: classes.clone(),
                    });
                }
                "arith.addi" if index_sum => return None,
                "memref.load" | "memref.store" => {
                    let store = name == "memref.store";
                    let first_index = if store { 2 } else { 1 };
                    let buffer = operands[first_index - 1];
                    if classes[first_index - 1].is_some() {
                        return None;
                    }
                    let lead = &classes[first_index..operands.len() - 1];
                    if !store && (lead.iter().any(moves) || matches!(classes[operands.len() - 1], Some(Class::PerLane)))
                    {
                        // The lanes read across the buffer: one load each, gathered.
                        let indices = classes[first_index..].to_vec();
                        if indices.iter().any(|c| matches!(c, Some(Class::Varying))) {
                            return None;
                        }
                        gathered.push(view_root(buffer));
                        class.insert(value_key(o.result_at(0)?.into()), Class::Varying);
                        steps.push(Step::Gather { op: o, indices });
                        continue;
                    }
                    if lead.iter().any(Option::is_some) {
                        return None;
                    }
                    if operands.len() <= first_index {
                        return None;
                    }
                    let last_class = classes[operands.len() - 1];
                    let base = match last_class {
                        Some(Class::Index) => None,
                        Some(Class::Offset(b)) => Some(b),
                        // An access at the same address in every iteration.
                        None if !store => {
                            class.insert(value_key(o.result_at(0)?.into()), Class::Uniform);
                            steps.push(Step::Clone(o));
                            let key: Vec<usize> = operands[first_index..].iter().map(|&v| value_key(v)).collect();
                            loaded.push((view_root(buffer), key));
                            continue;
                        }
                        _ => return None,
                    };
                    let (bytes, rank, last) = memref_facts(buffer.r#type())?;
                    let width = bytes.checked_mul(lanes)?;
                    if width > max_bytes || width & (width - 1) != 0 || !is_kernel_argument(buffer, &kernel) {
                        return None;
                    }
                    if rank > 1 && last % lanes != 0 {
                        return None;
                    }
                    if base.is_some_and(|b| bases[b].iter().any(|&t| pow2_divisor(t) % lanes != 0)) {
                        return None;
                    }
                    if store && !matches!(classes[0], Some(Class::Varying | Class::Uniform) | None) {
                        return None;
                    }
                    let mut key: Vec<usize> = operands[first_index..operands.len() - 1]
                        .iter()
                        .map(|&v| value_key(v))
                        .collect();
                    // Same base terms (in any order), same address.
                    let mut terms: Vec<usize> = base
                        .map(|b| bases[b].iter().map(|&t| value_key(t)).collect())
                        .unwrap_or_default();
                    terms.sort_unstable();
                    key.extend(terms);
                    alignment.insert(o.to_raw().ptr as usize, width);
                    if store {
                        stored.push((view_root(buffer), key));
                        steps.push(Step::Store { op: o, base });
                    } else {
                        loaded.push((view_root(buffer), key));
                        class.insert(value_key(o.result_at(0)?.into()), Class::Varying);
                        steps.push(Step::Load { op: o, base });
                    }
                }
                "cf.assert" if classes.iter().any(|c| matches!(c, Some(Class::Varying))) => {
                    steps.push(Step::Check(o));
                }
                _ => {
                    let results: Vec<Type> = (0..o.result_count())
                        .map(|i| o.result(i).expect("in range").r#type())
                        .collect();
                    if results.iter().any(|t| !(t.is_integer() || t.is_float())) {
                        return None;
                    }
                    let varying = classes.iter().any(|c| matches!(c, Some(Class::Varying)));
                    let c = if varying { Class::Varying } else { Class::Uniform };
                    for i in 0..o.result_count() {
                        class.insert(value_key(o.result(i).expect("in range").into()), c);
                    }
                    steps.push(if varying { Step::Vector(o) } else { Step::Clone(o) });
                }
            }
        }
        let stores_any = !stored.is_empty();
        for (root, key) in &loaded {
            if stored.iter().any(|(r, k)| r == root && k != key) {
                return None;
            }
        }
        if gathered.iter().any(|root| stored.iter().any(|(r, _)| r == root)) {
            return None;
        }
        stores_any.then_some(Plan {
            lanes,
            steps,
            alignment,
            bases,
        })
    }

    fn emit(self, context: &'c Context, lp: OperationRef<'c, 'a>) {
        let at = Builder::before(context, lp).expect("the loop is in a block");
        let mut map: HashMap<usize, Value<'c, 'a>> = HashMap::new();
        let lanes = self.lanes;
        let vector_of =
            |t: Type<'c>| Type::parse(context, &format!("vector<{lanes}x{t}>")).expect("a valid vector type");
        let scalar =
            |map: &HashMap<usize, Value<'c, 'a>>, v: Value<'c, 'a>| map.get(&value_key(v)).copied().unwrap_or(v);
        // Vector operands: mapped vectors as they are, scalars broadcast.
        let vector = |map: &HashMap<usize, Value<'c, 'a>>, v: Value<'c, 'a>| {
            let v = scalar(map, v);
            if v.r#type().to_string().starts_with("vector<") {
                return v;
            }
            at.value(
                OperationBuilder::new("vector.broadcast", at.location)
                    .add_operands(&[v])
                    .add_results(&[vector_of(v.r#type())]),
            )
        };
        let zero = at.index(0);
        let mut base_values: HashMap<usize, Value<'c, 'a>> = HashMap::new();
        // Index arithmetic per lane: (value, lane) -> its value in that lane.
        let mut per_lane: HashMap<(usize, i64), Value<'c, 'a>> = HashMap::new();
        for step in &self.steps {
            match *step {
                Step::Skip => {}
                Step::Clone(op) => {
                    let copy = unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
                    for i in 0..op.operand_count() {
                        let v = scalar(&map, op.operand(i).expect("in range"));
                        unsafe { mlir_sys::mlirOperationSetOperand(copy.to_raw(), i as isize, v.to_raw()) };
                    }
                    let copy = at.insert_built(copy);
                    for i in 0..op.result_count() {
                        map.insert(
                            value_key(op.result(i).expect("in range").into()),
                            copy.result(i).expect("in range").into(),
                        );
                    }
                }
                Step::Vector(op) => {
                    let operands: Vec<Value> = (0..op.operand_count())
                        .map(|i| vector(&map, op.operand(i).expect("in range")))
                        .collect();
                    let results: Vec<Type> = (0..op.result_count())
                        .map(|i| vector_of(op.result(i).expect("in range").r#type()))
                        .collect();
                    let attributes: Vec<_> = (0..unsafe { mlir_sys::mlirOperationGetNumAttributes(op.to_raw()) })
                        .map(|i| {
                            let named = unsafe { mlir_sys::mlirOperationGetAttribute(op.to_raw(), i) };
                            unsafe {
                                (
                                    melior::ir::Identifier::from_raw(named.name),
                                    Attribute::from_raw(named.attribute),
                                )
                            }
                        })
                        .collect();
                    let new = at.insert(
                        OperationBuilder::new(op_name(&op), op.location())
                            .add_operands(&operands)
                            .add_attributes(&attributes)
                            .add_results(&results),
                    );
                    for i in 0..op.result_count() {
                        map.insert(
                            value_key(op.result(i).expect("in range").into()),
                            new.result(i).expect("in range").into(),
                        );
                    }
                }
                Step::Check(op) => {
                    let lanes = vector(&map, op.operand(0).expect("cf.assert has a condition"));
                    let all = at.value(
                        OperationBuilder::new("vector.reduction", op.location())
                            .add_operands(&[lanes])
                            .add_attributes(&[(
                                melior::ir::Identifier::new(context, "kind"),
                                Attribute::parse(context, "#vector.kind<and>").expect("a vector.kind"),
                            )])
                            .add_results(&[IntegerType::new(context, 1).into()]),
                    );
                    let copy = unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
                    unsafe { mlir_sys::mlirOperationSetOperand(copy.to_raw(), 0, all.to_raw()) };
                    at.insert_built(copy);
                }
                Step::LaneOp { op, ref operands } => {
                    let result = op.result(0).expect("index arithmetic has a result");
                    for lane in 0..lanes {
                        let values: Vec<Value> = operands
                            .iter()
                            .enumerate()
                            .map(|(j, class)| {
                                self.lane_value(
                                    &at,
                                    &map,
                                    &mut base_values,
                                    &per_lane,
                                    op.operand(j).expect("in range"),
                                    *class,
                                    lane,
                                )
                            })
                            .collect();
                        let v = at.value(
                            OperationBuilder::new(op_name(&op), op.location())
                                .add_operands(&values)
                                .add_results(&[result.r#type()]),
                        );
                        per_lane.insert((value_key(result.into()), lane), v);
                    }
                }
                Step::Gather { op, ref indices } => {
                    let result = op.result(0).expect("a load has a result");
                    let buffer = scalar(&map, op.operand(0).expect("a buffer"));
                    let lanes_values: Vec<Value> = (0..lanes)
                        .map(|lane| {
                            let mut operands = vec![buffer];
                            for (j, class) in indices.iter().enumerate() {
                                operands.push(self.lane_value(
                                    &at,
                                    &map,
                                    &mut base_values,
                                    &per_lane,
                                    op.operand(j + 1).expect("an index"),
                                    *class,
                                    lane,
                                ));
                            }
                            at.value(
                                OperationBuilder::new("memref.load", op.location())
                                    .add_operands(&operands)
                                    .add_results(&[result.r#type()]),
                            )
                        })
                        .collect();
                    let gathered = at.value(
                        OperationBuilder::new("vector.from_elements", op.location())
                            .add_operands(&lanes_values)
                            .add_results(&[vector_of(result.r#type())]),
                    );
                    map.insert(value_key(result.into()), gathered);
                }
                Step::Load { op, base } | Step::Store { op, base } => {
                    let store = op_name(&op) == "memref.store";
                    let first_index = if store { 2 } else { 1 };
                    let mut operands: Vec<Value> = Vec::new();
                    if store {
                        operands.push(vector(&map, op.operand(0).expect("a value")));
                    }
                    for i in first_index - 1..op.operand_count() - 1 {
                        operands.push(op.operand(i).expect("in range"));
                    }
                    let base = match base {
                        None => zero,
                        Some(b) => self.base_sum(&at, &mut base_values, b),
                    };
                    operands.push(base);
                    let width = self.alignment[&(op.to_raw().ptr as usize)];
                    let align = at.named(
                        "alignment",
                        IntegerAttribute::new(IntegerType::new(context, 64).into(), width).into(),
                    );
                    let builder =
                        OperationBuilder::new(if store { "vector.store" } else { "vector.load" }, op.location())
                            .add_operands(&operands)
                            .add_attributes(&[align]);
                    if store {
                        at.insert(builder);
                    } else {
                        let result = op.result(0).expect("a load has a result");
                        let v = at.value(builder.add_results(&[vector_of(result.r#type())]));
                        map.insert(value_key(result.into()), v);
                    }
                }
            }
        }
        erase(lp);
    }
}
