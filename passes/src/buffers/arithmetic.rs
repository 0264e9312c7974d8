//! Whether a buffered value executes arithmetic: an `arith`/`math` op (or `uop.floormod`,
//! `uop.cmp`) on values, not on `index`, other than constants, conversions, selects and
//! boolean logic on `i1` (gates, masks), or a `uop.reduce`. Loads, pads and concatenations (selects of loads) move data; index
//! arithmetic addresses it. Inlining a value that computes into a load that reads a value
//! again repeats that arithmetic (`uop-remove-buffers` keeps it; issue 38: fusion must not
//! multiply the work, as `axe-run --count-work` counts it).

use axe_dialects::ir::read::{defining_op, op_name};
use melior::ir::{operation::OperationLike, TypeLike, Value, ValueLike};
use std::collections::HashSet;

pub fn computes(value: Value) -> bool {
    let mut seen = HashSet::new();
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        let Some(op) = defining_op(v) else { continue };
        if !seen.insert(op.to_raw().ptr as usize) {
            continue;
        }
        let name = op_name(&op);
        if matches!(name, "uop.bufferize" | "uop.range") || v.r#type().is_index() {
            continue;
        }
        let logic = matches!(name, "arith.andi" | "arith.ori" | "arith.xori");
        if logic && v.r#type().to_string() == "i1" {
            stack.extend(op.operands());
            continue;
        }
        if name == "uop.reduce" || (is_arithmetic(name) && !op.operands().any(|o| o.r#type().is_index())) {
            return true;
        }
        stack.extend(op.operands());
    }
    false
}

fn is_arithmetic(name: &str) -> bool {
    let Some((dialect, op)) = name.split_once('.') else {
        return false;
    };
    match dialect {
        "math" => true,
        "arith" => {
            !matches!(op, "constant" | "select" | "bitcast" | "index_cast" | "index_castui")
                && !super::pure_movement::is_cast(name)
        }
        "uop" => matches!(op, "floormod" | "cmp"),
        _ => false,
    }
}
