//! `dense_resource<name>` constants (torch-mlir's weights, kept in the module's
//! `dialect_resources` section) read as the dense elements attribute of their
//! blob, so every reader of constants (rangeify, the interpreter) sees one kind.

use melior::ir::{attribute::AttributeLike, Attribute};

/// `attribute` itself, or the dense elements of a `dense_resource` one; the
/// error names the blob that is missing (`__elided__`: printed without its
/// weights) or does not hold the type's elements.
pub fn resolved<'c>(attribute: Attribute<'c>) -> Result<Attribute<'c>, String> {
    let raw = attribute.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADenseResourceElements(raw) } {
        return Ok(attribute);
    }
    let dense = unsafe { crate::ffi::axeDenseResourceToDense(raw) };
    if !dense.ptr.is_null() {
        return Ok(unsafe { Attribute::from_raw(dense) });
    }
    // mlir-sys declares mlirDenseResourceElementsAttrGetName without its argument; the
    // printed form `dense_resource<name>` names the blob.
    let text = attribute.to_string();
    let name = text
        .split_once('<')
        .and_then(|(_, rest)| rest.split_once('>'))
        .map_or(text.as_str(), |(name, _)| name);
    Err(format!(
        "is a dense_resource constant whose blob `{name}` is not in the module's dialect_resources section or does not hold {} (export the module with its weights: not with large elements elided)",
        attribute.r#type()
    ))
}
