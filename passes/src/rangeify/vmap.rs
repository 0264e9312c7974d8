//! The forward `vmap_map` pass (spec 002 §5.2 (a)): which vmap ranges each
//! node depends on. It starts at every `vmapin` and flows to all transitive
//! consumers. Forward, not backward, so that constants and index buffers that
//! do not vary per batch element are not marked.
//!
//! Nesting, to any depth: a `vmapin` adds its ranges to those its source
//! already depends on, and a `vmapout` removes its own ranges and keeps the
//! outer ones (its result still varies with an enclosing vmap). At depth one
//! this is the spec's rule "stop at VMAPOUT".

use super::tensor_graph::{NodeKind, TensorGraph, Varg};
use melior::ir::OperationRef;

/// A vmap range, named by the tensor-level `uop.range` op that defines it.
pub type VmapRange<'c, 'a> = OperationRef<'c, 'a>;

pub fn vmap_map<'c, 'a>(graph: &TensorGraph<'c, 'a>) -> Vec<Vec<VmapRange<'c, 'a>>> {
    let mut map: Vec<Vec<VmapRange>> = Vec::with_capacity(graph.nodes.len());
    for node in &graph.nodes {
        let mut ranges: Vec<VmapRange> = Vec::new();
        for &operand in &node.operands {
            for &r in &map[operand] {
                if !ranges.contains(&r) {
                    ranges.push(r);
                }
            }
        }
        match &node.kind {
            NodeKind::VmapIn(vargs) => {
                for varg in vargs {
                    if let Varg::Range(r) = varg {
                        if !ranges.contains(r) {
                            ranges.push(*r);
                        }
                    }
                }
            }
            NodeKind::VmapOut(vargs) => {
                ranges.retain(|r| !vargs.iter().any(|v| matches!(v, Varg::Range(own) if own == r)));
            }
            _ => {}
        }
        map.push(ranges);
    }
    map
}
