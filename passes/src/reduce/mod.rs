//! Spec 003's reduce optimizations on kernel-level uop IR: load and reduce
//! collapse, reduce unparented, split reduceop.

pub mod collapse;
pub mod split_reduceop;
pub mod unparented;

use axe_dialects::ir::enums::ReduceKind;
use axe_dialects::ir::read::int_attr;
use axe_dialects::ir::OperationAt;
use axe_dialects::pass::{OptionKind, PassOption};
use melior::ir::{OperationRef, TypeLike, ValueLike};

/// `uop.reduce` kinds, as names that match patterns can use.
pub const ADD: i64 = ReduceKind::Add.code();
pub const MUL: i64 = ReduceKind::Mul.code();

/// The `reassociate` option of the passes that may reorder a float sum or product
/// (`--reassociate=false` of axe-compile and axe-run turns it off, docs/guides/schedules.md).
pub const REASSOCIATE_OPTION: PassOption = PassOption {
    name: "reassociate",
    description: "Allow rewriting a float ADD/MUL reduction into another order (false: keep the program's, so it rounds as the interpreter does)",
    kind: OptionKind::Bool,
    default: "true",
};

/// Whether rewriting this `uop.reduce` into another order may change its result's rounding:
/// a float ADD or MUL (MAX, MIN and integer reductions are exact in any order).
pub fn reorder_rounds(op: &OperationRef) -> bool {
    let kind = int_attr(op, "op").unwrap_or(ADD);
    (kind == ADD || kind == MUL) && op.result_at(0).is_some_and(|r| r.r#type().is_float())
}
