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
    erase_dead, function_bodies, ops_of, range_end,
    readers::{readers, Reader},
    replace_uses,
    substitute::substitute,
    with_context,
};
use axe_dialects::ir::read::{defining_op, op_name, value_key};
use axe_dialects::pass::{OptionKind, PassDefinition, PassFailed, PassOption, PassOptions};
use axe_rangeopt::buffer_removal::{decide, Candidate, Decision, Thresholds};
use axe_symbolic::Options;
use melior::{
    ir::{operation::OperationLike, BlockRef, OperationRef, Value},
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
    let mut changed = false;
    // Later buffers first: inlining one copies the reads of earlier ones.
    let buffers: Vec<OperationRef> = ops_of(block).into_iter().filter(|op| fresh(*op).is_some()).collect();
    let live_ops = || -> HashSet<usize> { ops_of(block).iter().map(|o| o.to_raw().ptr as usize).collect() };
    let mut live = live_ops();
    for op in buffers.into_iter().rev() {
        // Inlining erases what became dead: skip a buffer that went with it.
        if !live.contains(&(op.to_raw().ptr as usize)) {
            continue;
        }
        let Some(f) = fresh(op) else { continue };
        let Some((reads, _)) = readers(f.buffer, &f.shape) else {
            continue;
        };
        if reads.is_empty() {
            continue;
        }
        let candidate = candidate(block, &f, &reads);
        if decide(&candidate, thresholds) != Decision::Inline {
            continue;
        }
        for r in &reads {
            for load in &r.loads {
                let inlined = inline_read(context, &f, r, *load);
                replace_uses(load.result(0).unwrap().into(), inlined);
            }
        }
        erase_dead(block);
        changed = true;
        live = live_ops();
    }
    changed
}

fn candidate(block: BlockRef, f: &Fresh, reads: &[Reader]) -> Candidate {
    let reduce_bound: HashSet<usize> = ops_of(block)
        .iter()
        .filter(|op| op_name(op) == "uop.reduce")
        .flat_map(|op| bound_ranges(op).unwrap_or_default())
        .map(value_key)
        .collect();
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
