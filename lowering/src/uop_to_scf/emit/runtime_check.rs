//! `uop.assert`: the guarded value, and a `cf.assert` of the condition placed at the
//! condition's own level: the innermost loop among the ranges the condition varies with, not
//! the value's. An embedding's index check (one token id against the table's rows) runs once
//! per token, outside the loop over the row it guards; a check that varies along the simd
//! lanes holds where all its lanes do (`vector.reduction <and>`). The message carries the
//! check's source location, since a failed `cf.assert` on the CPU or the GPU prints only
//! its message.

use super::{fail, ops, KernelEmitter, Lowered};
use crate::uop_to_scf::tile::{Point, Tile};
use axe_dialects::ir::read::{location_text, string_attr, value_key};
use melior::ir::{attribute::StringAttribute, operation::OperationLike, Attribute, OperationRef, Type};

/// What a failed check prints: `file:line:col: runtime check failed: message`.
pub fn failure_message(op: &OperationRef, message: &str) -> String {
    format!("{}: runtime check failed: {message}", location_text(op.location()))
}

impl<'c, 'a> KernelEmitter<'c, 'a> {
    /// Lowers `uop.assert %condition, %value` at `point`: the checks inside `%value` first
    /// (a body's checks in order), then this one.
    pub(super) fn runtime_check(&mut self, op: &OperationRef<'c, 'a>, point: &Point) -> Lowered<Tile<'c, 'a>> {
        let condition = op.operand(0).map_err(|_| fail(op, "has no condition"))?;
        let guarded = op.operand(1).map_err(|_| fail(op, "has no value"))?;
        let value = self.value(guarded, point)?;
        let level = self.level_of(op, condition)?;
        let key = (
            value_key(op.result(0).map_err(|_| fail(op, "has no result"))?.into()),
            self.point_key(condition, point),
        );
        if self.checked.get(&key).is_some_and(|&id| self.nest.is_open(id)) {
            return Ok(value);
        }
        let holds = match self.value(condition, point)? {
            Tile::Scalar(c) => c,
            Tile::Vector(lanes, _) => {
                let and = Attribute::parse(self.context, "#vector.kind<and>")
                    .ok_or_else(|| fail(op, "cannot build a vector.reduction of its lanes"))?;
                let bool_type = Type::parse(self.context, "i1").expect("i1 parses");
                self.insert_value(
                    level,
                    ops::generic(
                        self.context,
                        "vector.reduction",
                        &[("kind", and)],
                        &[lanes],
                        Some(bool_type),
                        op.location(),
                    ),
                )
            }
            Tile::Lanes { .. } => {
                return Err(fail(
                    op,
                    "has a condition that is an index sequence along the lanes, not a bool",
                ))
            }
        };
        let message = string_attr(op, "message").ok_or_else(|| fail(op, "has no message"))?;
        let text = failure_message(op, &message);
        let message = StringAttribute::new(self.context, &text).into();
        self.insert(
            level,
            ops::generic(
                self.context,
                "cf.assert",
                &[("msg", message)],
                &[holds],
                None,
                op.location(),
            ),
        );
        let id = self.nest.id(level);
        self.checked.insert(key, id);
        Ok(value)
    }
}
