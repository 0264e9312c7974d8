//! `axe-annotate-bounds`: writes the value-range analysis into the IR as
//! `axe.bounds = array<i64: lo, hi>` on every op with index or integer
//! results, so that tests and later passes can read what was proven.

use crate::mlir::value_ranges::ValueRanges;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{for_each_nested, value_width};
use axe_dialects::pass::{PassDefinition, PassFailed, PassOptions};
use melior::ir::{
    attribute::{ArrayAttribute, DenseI64ArrayAttribute},
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Attribute, OperationRef, Value,
};

pub static ANNOTATE_BOUNDS: PassDefinition = PassDefinition {
    argument: "axe-annotate-bounds",
    description: "Attach the proven value range of every index/integer result as `axe.bounds = array<i64: lo, hi>`",
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> Result<(), PassFailed> {
    let ranges = ValueRanges::analyze(&root);
    let context_ref = root.context();
    let context = axe_dialects::context_of(&context_ref);
    let bounds = |value: Value| -> Option<Attribute> {
        value_width(value).filter(|w| *w > 1)?;
        let range = ranges.get(value);
        Some(DenseI64ArrayAttribute::new(context, &[range.lo, range.hi]).into())
    };
    for_each_nested(&root, &mut |op| {
        let per_result: Vec<Option<Attribute>> = op.results().map(|r| bounds(r.into())).collect();
        let attribute = match per_result.as_slice() {
            [] => None,
            [single] => *single,
            many if many.iter().any(Option::is_some) => {
                let unit = Attribute::unit(context);
                let entries: Vec<Attribute> = many.iter().map(|a| a.unwrap_or(unit)).collect();
                Some(ArrayAttribute::new(context, &entries).into())
            }
            _ => None,
        };
        if let Some(attribute) = attribute {
            let mut op = unsafe { OperationRefMut::from_raw(op.to_raw()) };
            op.set_discardable_attribute(attribute_names::BOUNDS, attribute);
        }
    });
    Ok(())
}
