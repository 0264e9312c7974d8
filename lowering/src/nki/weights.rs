//! A kernel's weights (`nki.weights`, from convert-linalg-to-axe-trainium: the data of its
//! last arguments) written into the Python module. NKI kernels read only HBM tensors their
//! caller passes, so the `@nki.jit` function takes every argument (`NAME_kernel`), the
//! module holds each weight as a numpy array built from its exact bytes (little-endian, as
//! MLIR stores them; a splat from its one element), and `NAME(inputs)` calls the kernel with
//! the inputs and the weights: the function the source program named, with its signature.

use super::emit::Emitter;
use axe_dialects::diagnostic::emit_error;
use melior::ir::{
    attribute::{ArrayAttribute, AttributeLike, IntegerAttribute},
    operation::OperationLike,
    OperationRef,
};

// The attributes convert-linalg-to-axe-trainium sets.
use axe_passes::linalg_to_axe::{INDEX_ARGUMENTS, WEIGHTS_ATTRIBUTE as ATTRIBUTE};

/// The positions of `kernel`'s index arguments: flat int32 in the kernel, integer arrays of
/// any shape for its caller.
pub fn index_arguments(kernel: &OperationRef) -> Vec<usize> {
    let Some(array) = kernel
        .attribute(INDEX_ARGUMENTS)
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
    else {
        return vec![];
    };
    (0..array.len())
        .filter_map(|i| array.element(i).ok())
        .filter_map(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value() as usize)
        .collect()
}

/// Whether the kernel needs the wrapper [`wrapper`] writes.
pub fn has_wrapper(kernel: &OperationRef) -> bool {
    count(kernel) > 0 || !index_arguments(kernel).is_empty()
}

/// How many of `kernel`'s arguments (its last) are weights.
pub fn count(kernel: &OperationRef) -> usize {
    kernel
        .attribute(ATTRIBUTE)
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .map_or(0, |a| a.len())
}

/// numpy's name of an element type the weights may have (bf16 through ml_dtypes, which the
/// NKI packages use; `nl.bfloat16` is that type).
fn numpy_dtype(element: &str) -> Option<(&'static str, usize)> {
    match element {
        "f32" => Some(("np.float32", 4)),
        "f16" => Some(("np.float16", 2)),
        "bf16" => Some(("nl.bfloat16", 2)),
        "i8" => Some(("np.int8", 1)),
        "i32" => Some(("np.int32", 4)),
        // One byte of 0 or 1 per element, as NKI's bool_ (MLIR packs an i1 attribute's bits;
        // numpy_array reads them one by one).
        "i1" => Some(("np.uint8", 1)),
        _ => None,
    }
}

/// Writes `NAME_weights` and `NAME(inputs)` after the kernel `jit_name`; `inputs` are the
/// Python names of the arguments that are not weights. The wrapper narrows each index
/// argument to the flat int32 array the kernel reads, raising for values outside int32 (NKI
/// has no int64; an index that large names no row of any table that fits).
pub fn wrapper(
    e: &mut Emitter,
    kernel: &OperationRef,
    name: &str,
    jit_name: &str,
    inputs: &[String],
) -> Result<(), ()> {
    if !has_wrapper(kernel) {
        return Ok(());
    }
    let mut arrays = vec![];
    if let Some(array) = kernel
        .attribute(ATTRIBUTE)
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
    {
        for i in 0..array.len() {
            let data = array.element(i).map_err(|_| ())?;
            arrays.push(numpy_array(kernel, data)?);
        }
    }
    e.line("");
    e.line("");
    e.line("import numpy as np  # noqa: E402 (the weights' arrays, the indices' narrowing)");
    e.line("");
    e.line(&format!("{name}_weights = ("));
    for a in &arrays {
        e.line(&format!("    {a},"));
    }
    e.line(")");
    e.line("");
    e.line("");
    e.line(&format!("def {name}({}):", inputs.join(", ")));
    e.line(&format!(
        "    \"\"\"{jit_name} with the program's weights as its last arguments.\"\"\""
    ));
    for position in index_arguments(kernel) {
        let Some(arg) = inputs.get(position) else {
            emit_error(
                kernel,
                &format!("lists argument {position} as indices, but has {} inputs", inputs.len()),
            );
            return Err(());
        };
        e.line(&format!("    {arg} = np.asarray({arg})"));
        e.line(&format!("    if not np.issubdtype({arg}.dtype, np.integer):"));
        e.line(&format!(
            "        raise TypeError(\"{name}: argument {position} holds indices, not {{}} values\".format({arg}.dtype))"
        ));
        e.line(&format!(
            "    if {arg}.size and ({arg}.min() < -2**31 or {arg}.max() >= 2**31):"
        ));
        e.line(&format!(
            "        raise ValueError(\"{name}: argument {position} holds an index outside int32, which names no row\")"
        ));
        e.line(&format!(
            "    {arg} = np.ascontiguousarray({arg}, dtype=np.int32).reshape(-1)"
        ));
    }
    let mut call: Vec<String> = inputs.to_vec();
    call.push(format!("*{name}_weights"));
    e.line(&format!("    return {jit_name}({})", call.join(", ")));
    Ok(())
}

/// A numpy expression of the dense elements `data`, bit for bit.
fn numpy_array(kernel: &OperationRef, data: melior::ir::Attribute) -> Result<String, ()> {
    let raw = data.to_raw();
    if !unsafe { mlir_sys::mlirAttributeIsADenseElements(raw) } {
        emit_error(kernel, &format!("has a weight that is not dense elements: {data}"));
        return Err(());
    }
    let ty = data.r#type();
    let Some(info) = axe_passes::rangeify::tensor_shape(ty) else {
        emit_error(kernel, &format!("has a weight of type {ty}, not a static tensor"));
        return Err(());
    };
    let (shape, element) = info;
    let element = element.to_string();
    let Some((dtype, bytes)) = numpy_dtype(&element) else {
        emit_error(
            kernel,
            &format!("has a weight of element type {element}; weights may be f32, f16, bf16, i8, i1"),
        );
        return Err(());
    };
    let splat = unsafe { mlir_sys::mlirDenseElementsAttrIsSplat(raw) };
    let count: i64 = if splat { 1 } else { shape.iter().product() };
    let hex: String = if element == "i1" {
        (0..count)
            .map(|i| {
                let bit = unsafe { mlir_sys::mlirDenseElementsAttrGetBoolValue(raw, i as isize) };
                format!("{:02x}", u8::from(bit))
            })
            .collect()
    } else {
        let pointer = unsafe { mlir_sys::mlirDenseElementsAttrGetRawData(raw) } as *const u8;
        let bytes = unsafe { std::slice::from_raw_parts(pointer, count as usize * bytes) };
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    };
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    let shape = if dims.len() == 1 {
        format!("({},)", dims[0])
    } else {
        format!("({})", dims.join(", "))
    };
    let elements = format!("np.frombuffer(bytes.fromhex(\"{hex}\"), dtype={dtype})");
    Ok(if splat {
        format!("np.full({shape}, {elements}[0], dtype={dtype})")
    } else {
        format!("{elements}.reshape({shape})")
    })
}
