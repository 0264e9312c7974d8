//! `dense_resource<name>` constants (torch-mlir's weights, kept in the module's
//! `dialect_resources` section). Small ones read as the dense elements attribute
//! of their blob ([`resolved`]), so every reader of constants (rangeify's folds,
//! the interpreter) sees one kind; a model's weights stay blobs ([`by_reference`])
//! from the parser to the LLVM constant, which upstream's translation builds
//! from the blob, so the compile holds each weight's bytes once, not three times.

use melior::ir::{attribute::AttributeLike, Attribute, Type, TypeLike};

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

/// Blobs of at least this many bytes stay `dense_resource` through the passes (the weights of
/// a model): copied into a dense elements attribute they would be held twice, the copy
/// interned in the context until it ends. Smaller ones resolve, so that the folds that read
/// constants (an `arange`, a table of indices) still see them.
pub const BY_REFERENCE_BYTES: usize = 64 * 1024;

/// The bytes of `attribute` when it is a `dense_resource` weight that readers take by reference:
/// its blob present and holding every element, row-major (whole bytes each: no `i1`), at least
/// [`BY_REFERENCE_BYTES`], and not all equal (those [`resolved`] reads as a splat). `None`:
/// read it through [`resolved`].
pub fn by_reference<'c>(attribute: Attribute<'c>) -> Option<&'c [u8]> {
    let raw = attribute.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADenseResourceElements(raw) } {
        return None;
    }
    let bytes = element_bytes(attribute.r#type())?;
    let count = unsafe { mlir_sys::mlirElementsAttrGetNumElements(raw) };
    let data = unsafe { crate::ffi::axeDenseResourceBlobData(raw) };
    // Checked: the type's element count is the user's, and may not fit a byte count.
    let whole = usize::try_from(count).ok().and_then(|n| n.checked_mul(bytes));
    if data.data.is_null() || whole != Some(data.length) || data.length < BY_REFERENCE_BYTES {
        return None;
    }
    // The blob lives as long as the context (axeReleaseUnreferencedBlobs frees only blobs
    // that no attribute, this one included, refers to).
    let data = unsafe { std::slice::from_raw_parts(data.data.cast::<u8>(), data.length) };
    let first = &data[..bytes];
    (!data.chunks_exact(bytes).all(|element| element == first)).then_some(data)
}

/// A `dense_resource` attribute of `ty` (a shaped type) over `data` (its row-major elements),
/// which moves into a new blob of the context: no copy is made. The blob's name is `name`,
/// or `name` with a number added when that is taken.
pub fn from_bytes<'c>(ty: Type<'c>, name: &str, data: Vec<u8>) -> Attribute<'c> {
    unsafe extern "C" fn free(user_data: *mut std::ffi::c_void, _: *const std::ffi::c_void, _: usize, _: usize) {
        drop(unsafe { Box::from_raw(user_data.cast::<Vec<u8>>()) });
    }
    let bytes = element_bytes(ty).unwrap_or(1);
    let mut data = Box::new(data);
    let (pointer, length) = (data.as_mut_ptr(), data.len());
    let alignment = if (pointer as usize) % bytes == 0 { bytes } else { 1 };
    let name = mlir_sys::MlirStringRef {
        data: name.as_ptr().cast(),
        length: name.len(),
    };
    unsafe {
        Attribute::from_raw(mlir_sys::mlirUnmanagedDenseResourceElementsAttrGet(
            ty.to_raw(),
            name,
            pointer.cast(),
            length,
            alignment,
            false,
            Some(free),
            Box::into_raw(data).cast(),
        ))
    }
}

/// The bytes each element of shaped type `ty` takes in a blob: ints and floats of whole bytes,
/// `index` as 8; `None` for `i1` (one byte per bool in a blob, bits in dense elements) and others.
fn element_bytes(ty: Type) -> Option<usize> {
    let element = unsafe { mlir_sys::mlirShapedTypeGetElementType(ty.to_raw()) };
    let bits = unsafe {
        if mlir_sys::mlirTypeIsAIndex(element) {
            64
        } else if mlir_sys::mlirTypeIsAFloat(element) {
            mlir_sys::mlirFloatTypeGetWidth(element)
        } else if mlir_sys::mlirTypeIsAInteger(element) {
            mlir_sys::mlirIntegerTypeGetWidth(element)
        } else {
            return None;
        }
    };
    (bits > 1 && bits % 8 == 0).then_some(bits as usize / 8)
}

/// Frees the blobs no attribute in `module` refers to any longer (the weights a pass
/// re-laid out into blobs of their own): for a tool whose context holds this module only.
pub fn release_unreferenced_blobs(module: &melior::ir::Module) {
    unsafe { crate::ffi::axeReleaseUnreferencedBlobs(module.as_operation().to_raw()) }
}
