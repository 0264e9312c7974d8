//! `axe-reuse-row-loads`: in GPU kernels, a thread loads each element of a buffer the kernel
//! never writes once, and keeps it in registers for the rest of the kernel.
//!
//! A cooperative row kernel (`cooperative.rs`) walks its row once per reduction and once for
//! its output: softmax reads `x[row, j * T + tx]` for the max, again for the sum and again for
//! the output, a short loop each (8 steps of `ld.global.v4` for 8192 columns on 256 threads).
//! Those re-reads are a thread's own earlier loads. This pass
//!
//! 1. unrolls (upstream `loopUnrollFull`) the kernel's top-level `scf.for` loops of constant
//!    trip count that load a read-only buffer which another such loop also loads, when the
//!    loads of all their steps fit in [`MAX_KEPT_BYTES`] per thread;
//! 2. replaces every top-level load of a read-only buffer at an index an earlier top-level
//!    load already read (the same view, the same index expression) by that load's value.
//!
//! The row then leaves memory once: one read and one write for softmax instead of three reads
//! and a write. The unrolled loads sit at constant offsets, so LLVM keeps them in registers.
//!
//! Exactness: a buffer no op of the kernel writes (a load or a view is the only use of it and
//! of its views) holds the same values for the whole kernel, in every thread, provided no
//! other argument of the kernel is the same memory. That is the GPU path's convention (the
//! sidecar allocates each program buffer separately; `axe-vectorize-upcast` relies on it too),
//! and a launch that passes one buffer, or two views of one, for two arguments is checked
//! here: its kernel is left alone.

use super::builder::{erase, replace_uses};
use super::views::{view_root, VIEW_OPS};
use crate::schedule::access::element_bytes;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{constant_of, defining_op, for_each_nested, op_name, symbol_leaf, symbol_name, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    operation::OperationLike, r#type::MemRefType, BlockLike, BlockRef, OperationRef, RegionLike, TypeLike, Value,
    ValueLike,
};
use std::collections::{HashMap, HashSet};

pub static REUSE_ROW_LOADS: PassDefinition = PassDefinition {
    argument: "axe-reuse-row-loads",
    description: "In GPU kernels, load each element of a buffer the kernel never writes once per thread: unroll the short top-level loops that re-read such a buffer (a cooperative row's passes, softmax's max, sum and output) and give a repeated load the earlier load's value",
    options: &[],
    run,
};

/// The most bytes of loads a thread keeps in registers from one unrolled loop (64 32-bit
/// registers: softmax's 8192-column row on 256 threads is 128 bytes).
pub const MAX_KEPT_BYTES: i64 = 256;

/// Ops that only read memory, or make a view of it, through their memref operands.
const READS: &[&str] = &[
    "vector.load",
    "memref.load",
    "vector.transfer_read",
    "vector.maskedload",
    "memref.dim",
    "memref.extract_strided_metadata",
    "memref.extract_aligned_pointer_as_index",
];
/// The loads this pass forwards.
const LOADS: &[&str] = &["vector.load", "memref.load"];

fn run(root: OperationRef, _: &PassOptions) -> Result<(), PassFailed> {
    let mut kernels = Vec::new();
    let mut launches: HashMap<String, Vec<OperationRef>> = HashMap::new();
    for_each_nested(&root, &mut |op| match op_name(&op) {
        "gpu.func" if op.has_attribute(attribute_names::GPU_KERNEL) => kernels.push(op),
        "gpu.launch_func" => {
            if let Some(name) = op.attribute("kernel").ok().and_then(symbol_leaf) {
                launches.entry(name).or_default().push(op);
            }
        }
        _ => {}
    });
    for kernel in kernels {
        let sites = symbol_name(&kernel)
            .and_then(|name| launches.get(&name))
            .map(Vec::as_slice)
            .unwrap_or_default();
        // Never launched, or launched with one buffer for two arguments: nothing is proven.
        if sites.is_empty() || !sites.iter().all(distinct_buffers) {
            continue;
        }
        reuse_in(kernel);
    }
    Ok(())
}

fn distinct_buffers(launch: &OperationRef) -> bool {
    let mut seen = HashSet::new();
    launch
        .operands()
        .filter(|v| MemRefType::try_from(v.r#type()).is_ok())
        .all(|v| seen.insert(view_root(v)))
}

fn reuse_in(kernel: OperationRef) {
    let Some(body) = kernel.region_at(0).and_then(|r| r.first_block()) else {
        return;
    };
    if body.next_in_region().is_some() {
        return; // straight-line top level only
    }
    let read_only = read_only_arguments(&kernel, &body);
    if read_only.is_empty() {
        return;
    }
    for row_loop in loops_to_unroll(&body, &read_only) {
        // Fails only on a non-constant trip count, which loops_to_unroll has ruled out.
        unsafe { axe_dialects::ffi::axeUnrollScfForFull(row_loop.to_raw()) };
    }
    forward_loads(&body, &read_only);
}

/// The keys of the kernel's memref arguments that no op of the kernel may write.
fn read_only_arguments(kernel: &OperationRef, body: &BlockRef) -> HashSet<usize> {
    let mut candidates: HashSet<usize> = (0..body.argument_count())
        .filter_map(|i| body.argument_at(i))
        .filter(|a| MemRefType::try_from(a.r#type()).is_ok())
        .map(|a| value_key(Value::from(a)))
        .collect();
    for_each_nested(kernel, &mut |op| {
        let name = op_name(&op);
        if READS.contains(&name) || VIEW_OPS.contains(&name) {
            return;
        }
        for operand in op.operands().filter(|v| MemRefType::try_from(v.r#type()).is_ok()) {
            candidates.remove(&view_root(operand));
        }
    });
    candidates
}

/// The loads directly in `block` (not nested deeper) of read-only memory, by its root.
fn read_only_loads<'c, 'a>(block: &BlockRef<'c, 'a>, read_only: &HashSet<usize>) -> Vec<(usize, OperationRef<'c, 'a>)> {
    let mut loads = Vec::new();
    let mut op = block.first_operation();
    while let Some(o) = op {
        if LOADS.contains(&op_name(&o)) {
            if let Some(root) = o.operand_at(0).map(view_root).filter(|r| read_only.contains(r)) {
                loads.push((root, o));
            }
        }
        op = o.next_in_block();
    }
    loads
}

/// The bytes of one load's result (a static vector's or a scalar's).
fn result_bytes(load: &OperationRef) -> Option<i64> {
    let ty = load.result_at(0)?.r#type();
    let raw = ty.to_raw();
    let count = if unsafe { mlir_sys::mlirTypeIsAShaped(raw) } {
        if !unsafe { mlir_sys::mlirShapedTypeHasStaticShape(raw) } {
            return None;
        }
        let rank = unsafe { mlir_sys::mlirShapedTypeGetRank(raw) };
        (0..rank).try_fold(1i64, |n, d| {
            n.checked_mul(unsafe { mlir_sys::mlirShapedTypeGetDimSize(raw, d as isize) })
        })?
    } else {
        1
    };
    count.checked_mul(element_bytes(ty))
}

/// The top-level constant-trip loops whose read-only loads another such loop repeats.
fn loops_to_unroll<'c, 'a>(body: &BlockRef<'c, 'a>, read_only: &HashSet<usize>) -> Vec<OperationRef<'c, 'a>> {
    let mut candidates = Vec::new();
    let mut op = body.first_operation();
    while let Some(o) = op {
        let loop_body = o.region_at(0).and_then(|r| r.first_block());
        if let (true, Some(trips), Some(loop_body)) = (op_name(&o) == "scf.for", trip_count(&o), loop_body) {
            let loads = read_only_loads(&loop_body, read_only);
            let bytes = loads
                .iter()
                .try_fold(0i64, |sum, (_, l)| sum.checked_add(result_bytes(l)?));
            if !loads.is_empty() && bytes.is_some_and(|b| b.saturating_mul(trips) <= MAX_KEPT_BYTES) {
                candidates.push((o, loads.iter().map(|(root, _)| *root).collect::<HashSet<_>>()));
            }
        }
        op = o.next_in_block();
    }
    let shared = |i: usize| {
        candidates
            .iter()
            .enumerate()
            .any(|(j, (_, roots))| j != i && !roots.is_disjoint(&candidates[i].1))
    };
    (0..candidates.len())
        .filter(|&i| shared(i))
        .map(|i| candidates[i].0)
        .collect()
}

/// The trip count of an `scf.for` with constant bounds and a positive step.
fn trip_count(op: &OperationRef) -> Option<i64> {
    let bound = |i: usize| op.operand_at(i).and_then(|v| constant_of(v, 64));
    let (lower, upper, step) = (bound(0)?, bound(1)?, bound(2)?);
    // In i128: `upper - lower` of extreme bounds overflows i64; a count past i64 is too long anyway.
    let trips = (step > 0).then(|| {
        if upper > lower {
            (upper as i128 - lower as i128 + step as i128 - 1) / step as i128
        } else {
            0
        }
    })?;
    i64::try_from(trips).ok()
}

/// Gives each top-level load of read-only memory at an already loaded index that load's value.
fn forward_loads(body: &BlockRef, read_only: &HashSet<usize>) {
    let mut same = Equivalence::default();
    let mut earlier: Vec<OperationRef> = Vec::new();
    for (_, load) in read_only_loads(body, read_only) {
        match earlier.iter().find(|e| same.loads(e, &load)) {
            Some(first) => {
                if let (Ok(old), Ok(new)) = (load.result(0), first.result(0)) {
                    replace_uses(old.into(), new.into());
                    erase(load);
                }
            }
            None => earlier.push(load),
        }
    }
}

/// Structural equality of pure index expressions (memoized: unrolled copies share subtrees).
#[derive(Default)]
struct Equivalence {
    known: HashMap<(usize, usize), bool>,
}

/// Ops whose result depends on their operands and attributes alone.
fn pure(name: &str) -> bool {
    name.starts_with("arith.")
        || name.starts_with("index.")
        || VIEW_OPS.contains(&name)
        || matches!(
            name,
            "affine.apply" | "gpu.thread_id" | "gpu.block_id" | "gpu.block_dim" | "gpu.grid_dim" | "gpu.lane_id"
        )
}

impl Equivalence {
    /// Two loads of the same memory at the same index, with the same result.
    fn loads(&mut self, a: &OperationRef, b: &OperationRef) -> bool {
        a.result_at(0).map(|r| r.r#type()) == b.result_at(0).map(|r| r.r#type()) && self.ops(a, b)
    }

    /// The same op, attributes and (recursively equal) operands.
    fn ops(&mut self, a: &OperationRef, b: &OperationRef) -> bool {
        op_name(a) == op_name(b)
            && a.attributes().eq(b.attributes())
            && a.operand_count() == b.operand_count()
            && a.operands().zip(b.operands()).all(|(x, y)| self.values(x, y))
    }

    fn values(&mut self, a: Value, b: Value) -> bool {
        let key = (value_key(a), value_key(b));
        if key.0 == key.1 {
            return true;
        }
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let equal = match (defining_op(a), defining_op(b)) {
            (Some(x), Some(y)) => {
                pure(op_name(&x))
                    && [&x, &y]
                        .iter()
                        .all(|op| op.region_count() == 0 && op.result_count() == 1)
                    && a.r#type() == b.r#type()
                    && self.ops(&x, &y)
            }
            _ => false,
        };
        self.known.insert(key, equal);
        equal
    }
}
