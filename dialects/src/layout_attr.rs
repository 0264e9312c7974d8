//! `#axe.layout<...>` from Rust: read an attribute into the layout library's
//! [`Layout`] and build one from it. The attribute stores the layout's
//! normal text form, which the C++ side produced with this same library.

use crate::ffi;
use axe_layout::{parse, Layout, LayoutError};
use melior::{
    ir::{attribute::AttributeLike, Attribute},
    Context,
};
use mlir_sys::MlirStringRef;

/// Whether `attribute` is an `#axe.layout`.
pub fn is_layout(attribute: Attribute) -> bool {
    unsafe { ffi::axeAttributeIsALayout(attribute.to_raw()) }
}

/// The layout an `#axe.layout` attribute holds; `None` for other attributes.
pub fn to_layout(attribute: Attribute) -> Option<Result<Layout, LayoutError>> {
    is_layout(attribute).then(|| parse(spec(attribute)))
}

/// The normal text form stored in an `#axe.layout` attribute.
pub fn spec<'c>(attribute: Attribute<'c>) -> &'c str {
    let raw = unsafe { ffi::axeLayoutAttrGetSpec(attribute.to_raw()) };
    let bytes = unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) };
    // The C++ side stores what the Rust printer wrote: valid UTF-8.
    std::str::from_utf8(bytes).unwrap_or_default()
}

/// The `#axe.layout` attribute for `layout`.
pub fn from_layout<'c>(context: &'c Context, layout: &Layout) -> Attribute<'c> {
    let text = layout.to_string();
    let raw = unsafe {
        ffi::axeLayoutAttrGet(
            context.to_raw(),
            MlirStringRef {
                data: text.as_ptr().cast(),
                length: text.len(),
            },
        )
    };
    // A Layout always prints to text its own parser accepts.
    unsafe { Attribute::from_raw(raw) }
}
