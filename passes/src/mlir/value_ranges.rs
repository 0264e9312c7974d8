//! Integer value-range analysis over MLIR IR (spec 000, "value range
//! analysis"): an inclusive [`Interval`] for every index and integer value.
//!
//! Ranges come from the IR itself (ARCHITECTURE decision 6): constants,
//! `scf.for`/`scf.parallel` bounds, `uop.range`, `uop.define_var`,
//! `uop.special`, `gpu.thread_id`/`gpu.block_id` with known sizes, and
//! function arguments carrying `axe.bounds = array<i64: lo, hi>`. Ops are
//! visited in program order (definitions dominate uses), so one pass suffices;
//! loop-carried values get the full range of their type, which is sound.

use super::transfer;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{int_width, op_name, value_key as key, value_width};
use axe_dialects::ir::{BlockAt, OperationAt};
use axe_symbolic::{graph, interval::Interval};
use melior::ir::{
    attribute::{ArrayAttribute, DenseI64ArrayAttribute, DictionaryAttribute},
    operation::OperationLike,
    Attribute, BlockLike, OperationRef, RegionLike, Value, ValueLike,
};
use std::collections::HashMap;

/// The range of every integer-like value under one root operation.
#[derive(Debug, Default)]
pub struct ValueRanges {
    ranges: HashMap<usize, Interval>,
}

impl ValueRanges {
    /// Analyzes every value nested in `root` (and `root`'s region arguments).
    pub fn analyze(root: &OperationRef) -> ValueRanges {
        let mut analysis = ValueRanges::default();
        analysis.seed_region_arguments(root);
        analysis.compute_in(root);
        analysis
    }

    /// The range of `value`; the full range of its type when unknown.
    pub fn get(&self, value: Value) -> Interval {
        self.ranges
            .get(&key(value))
            .copied()
            .unwrap_or_else(|| full_range(value))
    }

    /// The range of `value` if the analysis knows anything about it.
    pub fn known(&self, value: Value) -> Option<Interval> {
        self.ranges.get(&key(value)).copied()
    }

    fn set(&mut self, value: Value, range: Interval) {
        self.ranges.insert(key(value), range);
    }

    /// Program order: an op's operands are known before it is visited, its
    /// region arguments before its regions, its regions before its results.
    fn compute_in(&mut self, root: &OperationRef) {
        for region in root.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                let mut current = b.first_operation();
                while let Some(op) = current {
                    self.seed_region_arguments(&op);
                    self.compute_in(&op);
                    self.compute_results(&op);
                    current = op.next_in_block();
                }
                block = b.next_in_region();
            }
        }
    }

    fn compute_results(&mut self, op: &OperationRef) {
        let name = op_name(op);
        if name == "scf.if" || name == "scf.index_switch" {
            self.join_region_yields(op);
            return;
        }
        if op.result_count() != 1 {
            return;
        }
        let Some(result) = op.result_at(0) else { return };
        let Some(width) = value_width(result.into()) else {
            return;
        };
        let operands: Vec<Interval> = op.operands().map(|v| self.get(v)).collect();
        if let Some(range) = transfer::result_range(op, name, &operands, width) {
            self.set(result.into(), range);
        }
    }

    /// `scf.if` / `scf.index_switch`: each result is one of the yielded values.
    fn join_region_yields(&mut self, op: &OperationRef) {
        for (index, result) in op.results().enumerate() {
            if value_width(result.into()).is_none() {
                continue;
            }
            let mut joined: Option<Interval> = None;
            for region in op.regions() {
                let yielded = region
                    .first_block()
                    .and_then(|b| b.terminator())
                    .and_then(|t| t.operand_at(index));
                let range = yielded.map_or_else(|| full_range(result.into()), |v| self.get(v));
                joined = Some(joined.map_or(range, |j| j.join(range)));
            }
            if let Some(range) = joined {
                self.set(result.into(), range);
            }
        }
    }

    fn seed_region_arguments(&mut self, op: &OperationRef) {
        match op_name(op) {
            "scf.for" => self.seed_for(op),
            "scf.parallel" => self.seed_parallel(op),
            _ if op.has_attribute("arg_attrs") || op.has_attribute("function_type") => self.seed_function_arguments(op),
            _ => {}
        }
    }

    /// `scf.for %iv = %lb to %ub step %s`: lb <= iv <= ub - 1 when the step is positive.
    fn seed_for(&mut self, op: &OperationRef) {
        let (Ok(lb), Ok(ub), Ok(step)) = (op.operand(0), op.operand(1), op.operand(2)) else {
            return;
        };
        let Some(iv) = entry_argument(op, 0) else { return };
        let unsigned = op.has_attribute("unsignedCmp");
        if let Some(range) = induction_range(self.get(lb), self.get(ub), self.get(step), unsigned) {
            self.set(iv, range);
        }
    }

    /// `scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)`.
    fn seed_parallel(&mut self, op: &OperationRef) {
        let Some(count) = op
            .region_at(0)
            .and_then(|r| r.first_block())
            .map(|b| b.argument_count())
        else {
            return;
        };
        for i in 0..count {
            let (Ok(lb), Ok(ub), Ok(step)) = (op.operand(i), op.operand(count + i), op.operand(2 * count + i)) else {
                return;
            };
            let Some(iv) = entry_argument(op, i) else { return };
            if let Some(range) = induction_range(self.get(lb), self.get(ub), self.get(step), false) {
                self.set(iv, range);
            }
        }
    }

    /// Function-like ops: `%n: index {axe.bounds = array<i64: lo, hi>}`.
    fn seed_function_arguments(&mut self, op: &OperationRef) {
        let Ok(arg_attrs) = op.attribute("arg_attrs") else {
            return;
        };
        let Ok(per_argument) = ArrayAttribute::try_from(arg_attrs) else {
            return;
        };
        for index in 0..per_argument.len() {
            let Some(argument) = entry_argument(op, index) else {
                continue;
            };
            let bounds = per_argument
                .element(index)
                .ok()
                .and_then(|a| DictionaryAttribute::try_from(a).ok())
                .and_then(|d| d.element_by_name(attribute_names::BOUNDS))
                .and_then(bounds_pair);
            if let (Some(range), Some(_)) = (bounds, value_width(argument)) {
                self.set(argument, range);
            }
        }
    }
}

/// Reads `array<i64: lo, hi>` (the verifier has checked lo <= hi).
pub fn bounds_pair(attribute: Attribute) -> Option<Interval> {
    let pair = DenseI64ArrayAttribute::try_from(attribute).ok()?;
    let (lo, hi) = (pair.element(0).ok()?, pair.element(1).ok()?);
    Interval::try_new(lo, hi)
}

fn induction_range(lb: Interval, ub: Interval, step: Interval, unsigned: bool) -> Option<Interval> {
    if step.lo <= 0 || (unsigned && lb.lo < 0) {
        return None;
    }
    // The loop runs only while iv < ub, so iv <= ub_max - 1; it starts at lb >= lb_min.
    let hi = ub.hi.saturating_sub(1).max(lb.lo);
    Some(Interval::new(lb.lo, hi))
}

fn entry_argument<'c, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    let block = op.region_at(0)?.first_block()?;
    block.argument_at(index).map(Into::into)
}

/// The full range of a value's type (`[0, 1]` for `i1`, read as a flag).
pub fn full_range(value: Value) -> Interval {
    int_width(value.r#type()).map_or_else(Interval::full, graph::full_range)
}
