//! A kernel's ranges, in the order its body defines them (the logical shape its schedule
//! covers), and the schedule its `uop.schedule` attribute holds.

use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{constant_of, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::layout_attr;
use axe_schedule::{RangeSpec, Schedule, Target};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, Value};
use std::collections::HashMap;

/// The `uop.range` ops of a kernel body.
pub struct KernelRanges<'c, 'a> {
    pub values: Vec<Value<'c, 'a>>,
    pub specs: Vec<RangeSpec>,
    /// `value_key` of a range -> its position.
    pub position: HashMap<usize, usize>,
}

impl<'c, 'a> KernelRanges<'c, 'a> {
    /// The ranges of `body` in order; a range is a reduce range when a `uop.reduce` binds it.
    /// Extents must be constants when `need_extents` (a schedule covers a static shape).
    pub fn of(
        body: &BlockRef<'c, 'a>,
        need_extents: bool,
    ) -> Result<KernelRanges<'c, 'a>, (OperationRef<'c, 'a>, String)> {
        let mut ranges = KernelRanges {
            values: Vec::new(),
            specs: Vec::new(),
            position: HashMap::new(),
        };
        let mut reduce_bound = Vec::new();
        let mut current = body.first_operation();
        while let Some(op) = current {
            match op_name(&op) {
                "uop.range" => {
                    let value: Value = op.result(0).expect("uop.range has a result").into();
                    let end = op.operand_at(0).and_then(|e| constant_of(e, 64));
                    let extent = match end {
                        Some(e) => e,
                        None if need_extents => {
                            return Err((
                                op,
                                "has a dynamic end; a schedule covers ranges of constant extent".into(),
                            ))
                        }
                        None => 0,
                    };
                    ranges.position.insert(value_key(value), ranges.values.len());
                    ranges.values.push(value);
                    ranges.specs.push(RangeSpec { extent, reduce: false });
                }
                "uop.reduce" => reduce_bound.extend(op.operands().skip(1).map(value_key)),
                _ => {}
            }
            current = op.next_in_block();
        }
        for key in reduce_bound {
            if let Some(&i) = ranges.position.get(&key) {
                ranges.specs[i].reduce = true;
            }
        }
        Ok(ranges)
    }
}

/// The schedule written on `function`, read against `ranges` on `target`; `Ok(None)` when the
/// kernel has none.
pub fn read(function: &OperationRef, ranges: &[RangeSpec], target: Target) -> Result<Option<Schedule>, String> {
    let Ok(attribute) = function.attribute(attribute_names::SCHEDULE) else {
        return Ok(None);
    };
    let layout = match layout_attr::to_layout(attribute) {
        Some(Ok(layout)) => layout,
        Some(Err(e)) => {
            return Err(format!(
                "has a {} that is not a valid layout: {e}",
                attribute_names::SCHEDULE
            ))
        }
        None => {
            return Err(format!(
                "has a {} that is not an #axe.layout",
                attribute_names::SCHEDULE
            ))
        }
    };
    Schedule::from_layout(&layout, ranges, target).map(Some).map_err(|e| {
        format!(
            "has a {} {layout} that is not a schedule of its ranges: {e}",
            attribute_names::SCHEDULE
        )
    })
}
