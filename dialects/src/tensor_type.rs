//! `!axe.tensor` from Rust: shape, element type, memory scope and layout, and the
//! [`Operand`] view that Trainium dispatch reads.

use crate::{ffi, layout_attr::to_layout};
use axe_layout::Layout;
use axe_trainium::{Operand, Scope};
use melior::ir::{Attribute, Type, TypeLike};

/// What an `!axe.tensor` type says.
#[derive(Clone, Debug)]
pub struct TensorInfo {
    pub shape: Vec<i64>,
    /// The element type as MLIR prints it (`f32`, `bf16`, ...).
    pub element: String,
    pub elem_bytes: i64,
    pub scope: Scope,
    pub layout: Layout,
}

/// The tensor type's parts; `None` for other types.
pub fn tensor_info(ty: Type) -> Option<TensorInfo> {
    let raw = ty.to_raw();
    if !unsafe { ffi::axeTypeIsATensor(raw) } {
        return None;
    }
    let rank = unsafe { ffi::axeTensorTypeGetRank(raw) };
    let shape = (0..rank).map(|d| unsafe { ffi::axeTensorTypeGetDim(raw, d) }).collect();
    let element = unsafe { Type::from_raw(ffi::axeTensorTypeGetElementType(raw)) };
    let bits = unsafe {
        if mlir_sys::mlirTypeIsAFloat(element.to_raw()) {
            mlir_sys::mlirFloatTypeGetWidth(element.to_raw()) as i64
        } else {
            mlir_sys::mlirIntegerTypeGetWidth(element.to_raw()) as i64
        }
    };
    let scope = Scope::from_code(unsafe { ffi::axeTensorTypeGetScope(raw) })?;
    let layout = unsafe { Attribute::from_raw(ffi::axeTensorTypeGetLayout(raw)) };
    // The verifier parsed this layout already.
    let layout = to_layout(layout)?.ok()?;
    Some(TensorInfo { shape, element: element.to_string(), elem_bytes: (bits / 8).max(1), scope, layout })
}

impl TensorInfo {
    /// The operand dispatch sees; `region` is the shape of an HBM region (None: the whole tensor).
    pub fn operand(&self, role: &'static str, region: Option<&[i64]>) -> Operand {
        Operand {
            role,
            scope: self.scope,
            shape: region.map(<[i64]>::to_vec).unwrap_or_else(|| self.shape.clone()),
            full_shape: self.shape.clone(),
            layout: self.layout.clone(),
            elem_bytes: self.elem_bytes,
        }
    }
}
