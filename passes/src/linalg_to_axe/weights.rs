//! Tensor constants (a model's weights: `dense<...>`, or the `dense_resource` blobs torch-mlir
//! writes) as HBM arguments of the kernel. An NKI kernel reads data only from HBM tensors its
//! caller passes, so each constant becomes an argument after the function's own (`%w0`,
//! `%w1`, ...), and the kernel carries their data as `nki.weights` (a discardable attribute
//! for the NKI emitter, outside the axe dialect's verified ones): an array of dense
//! elements attributes, one per weight argument in order. The NKI emitter writes that data
//! into the Python module and a wrapper that passes it (lowering/src/nki/emit.rs).

use super::shapes::kernel_tensor;
use super::tiles::HbmTensor;
use super::{unsupported, Converted};
use axe_dialects::ir::dense_resource;
use melior::{
    ir::{attribute::AttributeLike, operation::OperationLike, Operation, OperationRef, TypeLike, Value, ValueLike},
    Context,
};

/// The kernel attribute holding the weights' data.
pub const ATTRIBUTE: &str = "nki.weights";

/// A weight argument and its data.
pub struct Weight {
    pub tensor: HbmTensor,
    data: Data,
}

enum Data {
    /// A dense elements attribute (not a resource).
    Dense(mlir_sys::MlirAttribute),
    /// One f32 value in every element: a constant operand of an elementwise body, loaded as
    /// one value per partition (`x + eps`).
    Splat(f32),
}

/// An f32 weight of `shape` holding `value` everywhere, as argument number `index`.
pub fn splat(value: f64, shape: &[i64], index: usize) -> Weight {
    Weight {
        tensor: HbmTensor {
            name: format!("%w{index}"),
            shape: shape.to_vec(),
            element: "f32".into(),
        },
        data: Data::Splat(value as f32),
    }
}

/// The weight that `constant` (an `arith.constant` defining `value`) becomes as argument
/// number `index` among the weights; errors are reported at `user`, the op that reads it.
pub fn read<'c, 'a>(
    user: OperationRef<'c, 'a>,
    constant: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    index: usize,
) -> Converted<'c, 'a, Weight> {
    let (shape, element) = kernel_tensor(user, value, "a constant operand")?;
    let Ok(attribute) = constant.attribute("value") else {
        return unsupported(constant, "has no value");
    };
    let data = match dense_resource::resolved(attribute) {
        Ok(data) => data,
        Err(e) => return unsupported(constant, e),
    };
    if !unsafe { mlir_sys::mlirAttributeIsADenseElements(data.to_raw()) } {
        return unsupported(
            constant,
            format!("is a tensor constant of {}, not dense elements", data.r#type()),
        );
    }
    Ok(Weight {
        tensor: HbmTensor {
            name: format!("%w{index}"),
            shape,
            element,
        },
        data: Data::Dense(data.to_raw()),
    })
}

/// The weight holding a tensor computed at compile time (fold.rs), as argument number
/// `index`; `user` reads it.
pub fn folded<'c, 'a>(
    user: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    folded: &super::fold::Folded,
    index: usize,
) -> Converted<'c, 'a, Weight> {
    let (shape, element) = kernel_tensor(user, value, "a tensor computed from constants")?;
    let data = super::fold::attribute(folded, value.r#type());
    if data.ptr.is_null() {
        return unsupported(user, "could not build the folded constant (a bug)");
    }
    Ok(Weight {
        tensor: HbmTensor {
            name: format!("%w{index}"),
            shape,
            element,
        },
        data: Data::Dense(data),
    })
}

/// A flat i32 weight holding `values` (a gather's indices known at compile time, each
/// checked to fit), as argument number `index`.
pub fn indices(context: mlir_sys::MlirContext, values: &[i64], index: usize) -> Weight {
    let words: Vec<i32> = values.iter().map(|&v| v as i32).collect();
    let shape = [words.len() as i64];
    let data = unsafe {
        let ty = mlir_sys::mlirRankedTensorTypeGet(
            1,
            shape.as_ptr(),
            mlir_sys::mlirIntegerTypeGet(context, 32),
            mlir_sys::mlirAttributeGetNull(),
        );
        mlir_sys::mlirDenseElementsAttrInt32Get(ty, words.len() as isize, words.as_ptr())
    };
    Weight {
        tensor: HbmTensor {
            name: format!("%w{index}"),
            shape: shape.to_vec(),
            element: "i32".into(),
        },
        data: Data::Dense(data),
    }
}

/// Sets `nki.weights` on the converted kernel (nothing when it reads no constant).
pub fn attach(context: &Context, kernel: &Operation, weights: &[Weight]) {
    if weights.is_empty() {
        return;
    }
    let elements: Vec<mlir_sys::MlirAttribute> = weights
        .iter()
        .map(|w| match w.data {
            Data::Dense(data) => data,
            Data::Splat(value) => unsafe {
                let ty = mlir_sys::mlirRankedTensorTypeGet(
                    w.tensor.shape.len() as isize,
                    w.tensor.shape.as_ptr(),
                    mlir_sys::mlirF32TypeGet(context.to_raw()),
                    mlir_sys::mlirAttributeGetNull(),
                );
                mlir_sys::mlirDenseElementsAttrFloatSplatGet(ty, value)
            },
        })
        .collect();
    unsafe {
        let array = mlir_sys::mlirArrayAttrGet(context.to_raw(), elements.len() as isize, elements.as_ptr());
        let name = mlir_sys::MlirStringRef {
            data: ATTRIBUTE.as_ptr() as *const _,
            length: ATTRIBUTE.len(),
        };
        mlir_sys::mlirOperationSetAttributeByName(kernel.to_raw(), name, array);
    }
}

/// A `linalg.transpose` of a tensor constant, folded: the weight holds the permuted data
/// (torch-mlir transposes every `nn.Linear` weight before its matmul). Row-major bytes are
/// permuted element by element, so the data is exact.
pub fn transposed<'c, 'a>(
    transpose: OperationRef<'c, 'a>,
    constant: OperationRef<'c, 'a>,
    index: usize,
) -> Converted<'c, 'a, Weight> {
    let source = transpose.operand(0).expect("an input");
    let result: Value = transpose.result(0).expect("a result").into();
    let weight = read(transpose, constant, source, index)?;
    let (from, _) = kernel_tensor(transpose, source, "input 0")?;
    let (to, element) = kernel_tensor(transpose, result, "the result")?;
    let permutation = axe_dialects::ir::read::i64_array(&transpose, "permutation").unwrap_or_default();
    if permutation.len() != from.len() {
        return unsupported(
            transpose,
            format!("has permutation {permutation:?} for a rank-{} input", from.len()),
        );
    }
    let bytes_per = match element.as_str() {
        "f32" => 4,
        "bf16" | "f16" => 2,
        "i8" => 1,
        // An i1 attribute packs its bits.
        other => {
            return unsupported(
                transpose,
                format!("transposes a weight of element type {other}, which the fold does not permute"),
            )
        }
    };
    let count: i64 = from.iter().product();
    let Data::Dense(raw) = weight.data else {
        return unsupported(transpose, "transposes a splat weight (a bug)");
    };
    let data: Vec<u8> = unsafe {
        let pointer = mlir_sys::mlirDenseElementsAttrGetRawData(raw) as *const u8;
        if mlir_sys::mlirDenseElementsAttrIsSplat(raw) {
            std::slice::from_raw_parts(pointer, bytes_per).repeat(count as usize)
        } else {
            std::slice::from_raw_parts(pointer, count as usize * bytes_per).to_vec()
        }
    };
    let out = crate::linalg::constant_layout::permute_elements(&data, &from, &permutation, bytes_per);
    let ty = result.r#type();
    let folded =
        unsafe { mlir_sys::mlirDenseElementsAttrRawBufferGet(ty.to_raw(), out.len(), out.as_ptr() as *const _) };
    if folded.ptr.is_null() {
        return unsupported(transpose, "could not fold the transposed constant (a bug)");
    }
    Ok(Weight {
        tensor: HbmTensor {
            shape: to,
            element,
            ..weight.tensor
        },
        data: Data::Dense(folded),
    })
}
