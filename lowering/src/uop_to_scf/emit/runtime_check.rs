//! `uop.assert`: the guarded value, and a `cf.assert` of the condition placed at the
//! condition's own level: the innermost loop among the ranges the condition varies with, not
//! the value's. An embedding's index check (one token id against the table's rows) runs once
//! per token, outside the loop over the row it guards; a check that varies along the simd
//! lanes holds where all its lanes do (`vector.reduction <and>`). The message carries the
//! check's source location, since a failed `cf.assert` on the CPU or the GPU prints only
//! its message.
//!
//! The checks are emitted before the value they guard (a chain of checks on one value in the
//! body's order), so a failed check stops the call before a computation it guards that would
//! trap, such as an integer division by the zero it tests. Every check is marked
//! [`CONTINUABLE`]: `axe-report-runtime-checks` may record its failure and let the call go on,
//! since what it guards is then still computed without undefined behaviour (a gather clamps
//! its index; a float operation gives NaN or infinity; an integer division of `arith` or
//! `index` by zero divides by 1, `axe-guard-integer-division`).

use super::{fail, ops, KernelEmitter, Lowered};
use crate::uop_to_scf::tile::{Point, Tile};
use axe_dialects::ir::read::{defining_op, location_text, op_name, string_attr, value_key};
use melior::ir::{
    attribute::StringAttribute, operation::OperationLike, Attribute, Location, Operation, OperationRef, Type, Value,
};
use melior::Context;

/// The unit attribute of a `cf.assert` whose failure a caller may record and continue past:
/// the value it guards computes without undefined behaviour where the check fails.
pub const CONTINUABLE: &str = "uop.continuable";

/// What a failed check prints: `file:line:col: runtime check failed: message`.
pub fn failure_message(op: &OperationRef, message: &str) -> String {
    format!("{}: runtime check failed: {message}", location_text(op.location()))
}

/// The `cf.assert` of a runtime check at `op`: `holds`, and [`failure_message`] of `message`,
/// marked [`CONTINUABLE`]: the caller may record a failure and go on.
pub fn check_assert<'c>(
    context: &'c Context,
    op: &OperationRef<'c, '_>,
    holds: Value<'c, '_>,
    message: &str,
) -> Operation<'c> {
    let attributes = [
        (
            "msg",
            StringAttribute::new(context, &failure_message(op, message)).into(),
        ),
        (CONTINUABLE, Attribute::unit(context)),
    ];
    ops::generic(context, "cf.assert", &attributes, &[holds], None, op.location())
}

/// `vector.reduction <and>` of an `i1` vector: whether a condition holds on every lane.
pub fn all_lanes<'c>(context: &'c Context, lanes: Value<'c, '_>, location: Location<'c>) -> Operation<'c> {
    let and = Attribute::parse(context, "#vector.kind<and>").expect("a vector reduction kind");
    let bool_type = Type::parse(context, "i1").expect("i1 parses");
    ops::generic(
        context,
        "vector.reduction",
        &[("kind", and)],
        &[lanes],
        Some(bool_type),
        location,
    )
}

impl<'c, 'a> KernelEmitter<'c, 'a> {
    /// Lowers `uop.assert %condition, %value` at `point`: the checks of the chain of asserts
    /// on one value first (innermost, the body's first, first), then the value.
    pub(super) fn runtime_check(&mut self, op: &OperationRef<'c, 'a>, point: &Point) -> Lowered<Tile<'c, 'a>> {
        let mut chain = vec![*op];
        let mut guarded = op.operand(1).map_err(|_| fail(op, "has no value"))?;
        while let Some(inner) = defining_op(guarded).filter(|d| op_name(d) == "uop.assert") {
            guarded = inner.operand(1).map_err(|_| fail(&inner, "has no value"))?;
            chain.push(inner);
        }
        for check in chain.iter().rev() {
            self.check(check, point)?;
        }
        self.value(guarded, point)
    }

    /// The `cf.assert` of one `uop.assert`'s condition at `point`, once per condition point
    /// while its level is open.
    fn check(&mut self, op: &OperationRef<'c, 'a>, point: &Point) -> Lowered<()> {
        let condition = op.operand(0).map_err(|_| fail(op, "has no condition"))?;
        let level = self.level_of(op, condition)?;
        let key = (
            value_key(op.result(0).map_err(|_| fail(op, "has no result"))?.into()),
            self.point_key(condition, point),
        );
        if self.checked.get(&key).is_some_and(|&id| self.nest.is_open(id)) {
            return Ok(());
        }
        let holds = match self.value(condition, point)? {
            Tile::Scalar(c) => c,
            Tile::Vector(lanes, _) => self.insert_value(level, all_lanes(self.context, lanes, op.location())),
            Tile::Lanes { .. } => {
                return Err(fail(
                    op,
                    "has a condition that is an index sequence along the lanes, not a bool",
                ))
            }
        };
        let message = string_attr(op, "message").ok_or_else(|| fail(op, "has no message"))?;
        self.insert(level, check_assert(self.context, op, holds, &message));
        let id = self.nest.id(level);
        self.checked.insert(key, id);
        Ok(())
    }
}
