//! Which ranges each value of a kernel graph varies with (UOpKernelOps.td):
//! a `uop.range` varies with itself (and with whatever its end varies
//! with); any other value with the ranges of its operands, minus the ranges
//! the op binds (`uop.reduce`, `uop.end`). The lowering places every op in
//! the innermost of the loops of these ranges, so loop-invariant code stays
//! out of inner loops, as the interpreter evaluates it once per point of
//! exactly these ranges.

use axe_dialects::ir::read::{int_attr, op_name, value_key};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Value};
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

/// Keys (`value_key`) of the `uop.range` results a value varies with, in the order the block
/// defines them. The lowering emits register points and reports unbound ranges in this order,
/// so it must not be the keys' own: they are addresses, laid out differently in each run.
pub type RangeSet = Rc<Vec<usize>>;

/// The ranges every value of one block varies with.
#[derive(Default)]
pub struct RangeDeps {
    deps: HashMap<usize, RangeSet>,
    /// The axis id of every `uop.range`, for messages.
    axes: HashMap<usize, i64>,
    /// Each `uop.range`'s place among the block's ranges, which orders every [`RangeSet`].
    ordinal: HashMap<usize, usize>,
    empty: RangeSet,
}

/// The ranges an op binds: every operand after the first of `uop.reduce`
/// and `uop.end`.
pub fn bound_ranges<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    match op_name(op) {
        "uop.reduce" | "uop.end" => op.operands().skip(1).collect(),
        _ => Vec::new(),
    }
}

impl RangeDeps {
    /// Analyses the ops of `block` in order (a kernel body is one block in
    /// dominance order).
    pub fn of_block(block: &BlockRef) -> RangeDeps {
        let mut analysis = RangeDeps::default();
        let mut current = block.first_operation();
        while let Some(op) = current {
            // The ranges by ordinal: operands are defined above, so their ranges have one.
            let mut set: BTreeMap<usize, usize> = BTreeMap::new();
            for operand in op.operands() {
                set.extend(analysis.of(operand).iter().map(|&key| (analysis.ordinal[&key], key)));
            }
            if op_name(&op) == "uop.range" {
                let key = value_key(op.result(0).expect("uop.range has a result").into());
                let ordinal = analysis.ordinal.len();
                analysis.ordinal.insert(key, ordinal);
                set.insert(ordinal, key);
                analysis.axes.insert(key, int_attr(&op, "axis").unwrap_or(-1));
            }
            for bound in bound_ranges(&op) {
                if let Some(ordinal) = analysis.ordinal.get(&value_key(bound)) {
                    set.remove(ordinal);
                }
            }
            if !set.is_empty() {
                let set: RangeSet = Rc::new(set.into_values().collect());
                for result in op.results() {
                    analysis.deps.insert(value_key(result.into()), set.clone());
                }
            }
            current = op.next_in_block();
        }
        analysis
    }

    /// The axis id of the range with key `range`.
    pub fn axis(&self, range: usize) -> Option<i64> {
        self.axes.get(&range).copied()
    }

    /// The ranges `value` varies with (none for block arguments and values
    /// outside the analysed block).
    pub fn of(&self, value: Value) -> &RangeSet {
        self.deps.get(&value_key(value)).unwrap_or(&self.empty)
    }
}
