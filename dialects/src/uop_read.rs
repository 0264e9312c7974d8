//! Readers for uop ops inside passes: the builders that `melior::dialect!`
//! generates (module [`crate::uop`]) only wrap owned operations, while
//! passes see `OperationRef`s.

use melior::ir::{
    attribute::{IntegerAttribute, StringAttribute},
    operation::OperationLike,
    Attribute, OperationRef,
};

fn int_attribute(op: &OperationRef, name: &str) -> Option<i64> {
    let attribute: Attribute = op.attribute(name).ok()?;
    IntegerAttribute::try_from(attribute).ok().map(|a| a.value())
}

fn is(op: &OperationRef, name: &str) -> bool {
    op.name().as_string_ref().as_str() == Ok(name)
}

/// `uop.define_var`: its name and inclusive bounds.
pub fn define_var(op: &OperationRef) -> Option<(String, i64, i64)> {
    if !is(op, "uop.define_var") {
        return None;
    }
    let name = StringAttribute::try_from(op.attribute("var_name").ok()?)
        .ok()?
        .value()
        .to_owned();
    Some((name, int_attribute(op, "min")?, int_attribute(op, "max")?))
}

/// `uop.special`: the launch size along its dimension (its value is in [0, size - 1]).
pub fn special_size(op: &OperationRef) -> Option<i64> {
    is(op, "uop.special").then(|| int_attribute(op, "size")).flatten()
}
