//! Which ranges a value varies with: tinygrad's "ranges in scope", read off
//! the graph. A binder (`uop.reduce`, `uop.end`) removes the ranges it
//! lists; a fresh `uop.bufferize` is a whole buffer (it varies with none).

use super::bound_ranges;
use axe_dialects::ir::read::{defining_op, op_name, value_key};
use melior::ir::{operation::OperationLike, Value};
use std::{
    collections::{BTreeSet, HashMap},
    rc::Rc,
};

/// Range keys (`value_key` of the `uop.range` result) per value, memoized.
/// Valid while no op is erased (keys are addresses).
#[derive(Default)]
pub struct RangeDeps {
    memo: HashMap<usize, Rc<BTreeSet<usize>>>,
}

impl RangeDeps {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn of(&mut self, value: Value) -> Rc<BTreeSet<usize>> {
        let key = value_key(value);
        if let Some(d) = self.memo.get(&key) {
            return d.clone();
        }
        let mut deps = BTreeSet::new();
        if let Some(op) = defining_op(value) {
            match op_name(&op) {
                "uop.range" => {
                    deps.insert(key);
                }
                "uop.bufferize" => {}
                name => {
                    let bound: Vec<usize> = bound_ranges(&op)
                        .unwrap_or_default()
                        .iter()
                        .map(|v| value_key(*v))
                        .collect();
                    let skip = if name == "uop.reduce" || name == "uop.end" {
                        bound.len()
                    } else {
                        0
                    };
                    let operands: Vec<Value> = op.operands().collect();
                    for v in &operands[..operands.len() - skip] {
                        deps.extend(self.of(*v).iter().copied());
                    }
                    for b in &bound {
                        deps.remove(b);
                    }
                }
            }
        }
        let deps = Rc::new(deps);
        self.memo.insert(key, deps.clone());
        deps
    }

    pub fn depends_on(&mut self, value: Value, range: Value) -> bool {
        self.of(value).contains(&value_key(range))
    }
}
