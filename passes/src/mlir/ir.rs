//! Small read helpers over melior's IR API used by several bridges.

use melior::ir::{
    Attribute, BlockLike, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
    attribute::IntegerAttribute, operation::OperationLike, r#type::IntegerType,
};

/// The bit width of an integer-like type: 64 for `index` (Axe targets 64-bit
/// hosts and NVPTX64), the width for integers, `None` otherwise.
pub fn int_width(ty: Type) -> Option<u32> {
    if ty.is_index() {
        Some(64)
    } else if ty.is_integer() {
        IntegerType::try_from(ty).ok().map(|t| t.width())
    } else {
        None
    }
}

/// The width of a value's type, if integer-like.
pub fn value_width(value: Value) -> Option<u32> {
    int_width(value.r#type())
}

/// The operation's name as a `&str`-comparable String.
pub fn op_name(op: &OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or_default().to_owned()
}

/// An integer attribute of `op` (property or discardable).
pub fn int_attr(op: &OperationRef, name: &str) -> Option<i64> {
    let attribute: Attribute = op.attribute(name).ok()?;
    IntegerAttribute::try_from(attribute).ok().map(|a| a.value())
}

/// Visits every operation nested in `op` (not `op` itself), blocks in order,
/// parents before their regions' contents.
pub fn for_each_nested<'c, 'a>(op: &OperationRef<'c, 'a>, f: &mut impl FnMut(OperationRef<'c, 'a>)) {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut current = b.first_operation();
            while let Some(inner) = current {
                f(inner);
                for_each_nested(&inner, f);
                current = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}
