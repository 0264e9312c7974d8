//! `uop-remove-buffers` (spec 003 "Buffer Removal (Partial Contiguous)"):
//! a fresh `uop.bufferize` that the decision tree
//! (`axe_rangeopt::buffer_removal`) does not keep is inlined into each read:
//! the value with its ranges substituted by the read's indices. A gated
//! read clamps the indices into the buffer (the value is evaluated
//! unconditionally) and selects zero where the gate is false, as the load
//! did. A bufferize marked `uop.contiguous` (CONTIGUOUS/COPY) always stays, and so does a
//! large padded input of a window ([`keeps_padded_copy`]), which the window then reads
//! unmasked.

use super::{
    arithmetic::computes, for_each_reduction, fresh, padded_copy::keeps_padded_copy, pure_movement::is_pure_movement,
    read_once::loads_reading_once, shared_reductions::reductions_shared, Fresh,
};
use crate::index::simplify_index::simplify_index_in;
use crate::kernel_ir::{
    bound_ranges,
    build::Builder,
    deps::RangeDeps,
    erase_dead, erase_dead_from, function_bodies, ops_of, range_end,
    readers::{readers, Reader},
    replace_uses,
    substitute::substitute,
    with_context,
};
use axe_dialects::ir::read::{defining_op, op_key, op_name, previous_in_block, value_key};
use axe_dialects::pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions};
use axe_rangeopt::buffer_removal::{decide, Candidate, Decision, Thresholds};
use axe_symbolic::Options;
use melior::{
    ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Value},
    Context,
};
use std::collections::{HashMap, HashSet};

pub const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "pcontig",
        description: "tinygrad's PCONTIG level: above 2, buffers holding a reduction may be inlined",
        kind: OptionKind::Int,
        default: "0",
    },
    PassOption {
        name: "max-inline-copies",
        description: "The buffer limit: keep a buffer read more often than this",
        kind: OptionKind::Int,
        default: "8",
    },
    PassOption {
        name: "max-reduce-ratio",
        description: "With pcontig > 2: keep a buffer whose reductions read more than this many elements per element",
        kind: OptionKind::Int,
        default: "32768",
    },
    PassOption {
        name: "max-fused-loads",
        description: "Inline a buffer holding or read inside a reduction into at most this many loads that each read every value once (softmax's exp(x - max): 2)",
        kind: OptionKind::Int,
        default: "2",
    },
];

pub static REMOVE_BUFFERS: PassDefinition = PassDefinition {
    argument: "uop-remove-buffers",
    description:
        "Inline fresh uop.bufferize ops the partial-contiguous decision tree does not keep (spec 003 Buffer Removal)",
    options: OPTIONS,
    run: |root, options| apply(root, &thresholds(options)),
};

pub fn thresholds(options: &PassOptions) -> Thresholds {
    Thresholds {
        pcontig: options.int("pcontig"),
        max_inline_copies: options.int("max-inline-copies"),
        max_reduce_ratio: options.int("max-reduce-ratio"),
        max_fused_loads: options.int("max-fused-loads"),
    }
}

pub fn apply(root: OperationRef, thresholds: &Thresholds) -> Result<(), PassFailed> {
    let changed = with_context(&root, |context| {
        function_bodies(&root)
            .into_iter()
            .fold(false, |acc, block| remove_in_block(context, block, thresholds) | acc)
    });
    if changed {
        simplify_index_in(root, &Options::default(), false)?;
    }
    Ok(())
}

fn remove_in_block<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>, thresholds: &Thresholds) -> bool {
    // A sort network is hundreds of buffers in a block of tens of thousands of ops: each
    // step below looks at what the inlining touched, never again at the whole block.
    let mut changed = false;
    let mut reduce_bound = ReduceBound::of(block);
    let mut erased: HashSet<usize> = HashSet::new();
    // Later buffers first: inlining one copies the reads of earlier ones.
    let buffers: Vec<OperationRef> = ops_of(block).into_iter().filter(|op| fresh(*op).is_some()).collect();
    for op in buffers.into_iter().rev() {
        // Inlining erases what became dead: skip a buffer that went with it (the buffers
        // were all alive at once, so no erased address is a live buffer's).
        if erased.contains(&op_key(&op)) {
            continue;
        }
        let Some(f) = fresh(op) else { continue };
        let Some((reads, _)) = readers(f.buffer, &f.shape) else {
            continue;
        };
        if reads.is_empty() {
            continue;
        }
        let candidate = candidate(&reduce_bound, &f, &reads);
        if decide(&candidate, thresholds) != Decision::Inline {
            continue;
        }
        let mut touched = Vec::new();
        for r in &reads {
            for load in &r.loads {
                let before = previous_in_block(load);
                let inlined = inline_read(context, &f, r, *load);
                replace_uses(load.result(0).unwrap().into(), inlined);
                // What inline_read built sits between `before` and the load.
                let mut next = before.map_or(block.first_operation(), |b| b.next_in_block());
                while let Some(o) = next.filter(|o| op_key(o) != op_key(load)) {
                    reduce_bound.add(&o);
                    touched.push(o);
                    next = o.next_in_block();
                }
                touched.push(*load);
            }
        }
        erased.extend(erase_dead_from(touched, |o| reduce_bound.remove(o)));
        changed = true;
    }
    if changed {
        // What was dead before any inlining goes too, as the passes after expect.
        erase_dead(block);
    }
    changed
}

/// The ranges the block's `uop.reduce` ops bind, counted per reduce: erasing one reduce
/// keeps a range that another still binds.
struct ReduceBound(HashMap<usize, usize>);

impl ReduceBound {
    fn of(block: BlockRef) -> Self {
        let mut bound = ReduceBound(HashMap::new());
        for op in ops_of(block) {
            bound.add(&op);
        }
        bound
    }

    fn ranges_bound_by(op: &OperationRef) -> Vec<usize> {
        match op_name(op) {
            "uop.reduce" => bound_ranges(op)
                .unwrap_or_default()
                .into_iter()
                .map(value_key)
                .collect(),
            _ => Vec::new(),
        }
    }

    fn add(&mut self, op: &OperationRef) {
        for k in Self::ranges_bound_by(op) {
            *self.0.entry(k).or_default() += 1;
        }
    }

    fn remove(&mut self, op: &OperationRef) {
        for k in Self::ranges_bound_by(op) {
            if let Some(n) = self.0.get_mut(&k) {
                *n -= 1;
                if *n == 0 {
                    self.0.remove(&k);
                }
            }
        }
    }

    fn contains(&self, range: &usize) -> bool {
        self.0.contains_key(range)
    }
}

fn candidate(reduce_bound: &ReduceBound, f: &Fresh, reads: &[Reader]) -> Candidate {
    let mut deps = RangeDeps::new();
    let read_in_reduce_scope = reads.iter().any(|r| {
        r.operands
            .iter()
            .chain(r.gate.iter())
            .any(|v| deps.of(*v).iter().any(|k| reduce_bound.contains(k)))
    });
    let reduced_per_element = largest_reduction(f.value);
    let output_elements: i64 = f.shape.iter().product();
    let producer = defining_op(f.value);
    let is_unary = producer
        .as_ref()
        .is_some_and(|p| p.operand_count() == 1 && !matches!(op_name(p), "uop.load" | "uop.reduce" | "arith.constant"));
    // One analysis of the loads serves both the one-read and the fused-reads rows.
    let loads_once = loads_reading_once(f, reads);
    let pure_movement = is_pure_movement(f.value);
    Candidate {
        always_realized: f.op.has_attribute("uop.contiguous"),
        reads: reads.iter().map(|r| r.loads.len()).sum(),
        reduce_in_scope: reduced_per_element.is_some(),
        read_in_reduce_scope,
        is_unary,
        read_once: ((is_unary && read_in_reduce_scope) || reduced_per_element.is_some()) && loads_once == Some(1),
        loads_reading_once: loads_once,
        reductions_shared: reductions_shared(f, reads),
        pure_movement,
        large_padded_window: pure_movement && keeps_padded_copy(f.value, output_elements, read_in_reduce_scope),
        computes: computes(f.value),
        output_elements,
        reduced_elements: output_elements.saturating_mul(reduced_per_element.unwrap_or(0)),
    }
}

/// The most elements one `uop.reduce` computed by `value` combines (not
/// looking through buffers), or `None` when it computes none.
fn largest_reduction(value: Value) -> Option<i64> {
    let mut best = None;
    for_each_reduction(value, |op, _| {
        let n = bound_ranges(&op)
            .unwrap_or_default()
            .iter()
            .map(|r| range_end(*r).unwrap_or(1))
            .product::<i64>();
        best = Some(best.map_or(n, |b: i64| b.max(n)));
    });
    best
}

/// The buffered value at the read's indices.
fn inline_read<'c, 'a>(
    context: &'c Context,
    f: &Fresh<'c, 'a>,
    r: &Reader<'c, 'a>,
    load: OperationRef<'c, 'a>,
) -> Value<'c, 'a> {
    let b = Builder::before(context, load);
    let mut dims = r.dim_values(&b, &f.shape);
    if r.gate.is_some() {
        for (d, &size) in dims.iter_mut().zip(&f.shape) {
            let low = b.binary("arith.maxsi", *d, b.index_const(0));
            *d = b.binary("arith.minsi", low, b.index_const(size - 1));
        }
    }
    let map: HashMap<usize, Value> = f.ranges.iter().zip(&dims).map(|(r, d)| (value_key(*r), *d)).collect();
    let value = substitute(&b, &mut RangeDeps::new(), f.value, &map);
    match r.gate {
        Some(gate) => b.select(gate, value, b.constant(f.element, 0.0)),
        None => value,
    }
}
