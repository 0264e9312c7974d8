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

/// What any `!axe.tensor` type says, its scope as `MemoryScope`'s code (AxeTypes.td: 0-2
/// Trainium, 3-5 GPU) or as a target's own scope type.
#[derive(Clone, Debug)]
pub struct RawTensor<'c, S = u32> {
    pub shape: Vec<i64>,
    pub element: Type<'c>,
    pub elem_bytes: i64,
    pub scope: S,
    pub layout: Layout,
    /// A shared tensor's swizzle `[B, M, S]` (AxeTypes.td).
    pub swizzle: Option<[i64; 3]>,
}

/// The parts of any `!axe.tensor`; `None` for other types.
pub fn raw_tensor<'c>(ty: Type<'c>) -> Option<RawTensor<'c>> {
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
    let scope = unsafe { ffi::axeTensorTypeGetScope(raw) };
    let layout = unsafe { Attribute::from_raw(ffi::axeTensorTypeGetLayout(raw)) };
    // The verifier parsed this layout already.
    let layout = to_layout(layout)?.ok()?;
    let mut swizzle = [0i64; 3];
    let swizzle = unsafe { ffi::axeTensorTypeGetSwizzle(raw, swizzle.as_mut_ptr()) }.then_some(swizzle);
    Some(RawTensor {
        shape,
        element,
        elem_bytes: (bits / 8).max(1),
        scope,
        layout,
        swizzle,
    })
}

/// The tensor type's parts when it is a Trainium tensor; `None` for other types.
pub fn tensor_info(ty: Type) -> Option<TensorInfo> {
    let t = raw_tensor(ty)?;
    let scope = Scope::from_code(t.scope)?;
    Some(TensorInfo {
        shape: t.shape,
        element: t.element.to_string(),
        elem_bytes: t.elem_bytes,
        scope,
        layout: t.layout,
    })
}

impl<'c> RawTensor<'c> {
    /// The same tensor with its scope read by `scope` (`None` where that target has no such
    /// scope).
    pub fn with_scope<S>(self, scope: impl FnOnce(u32) -> Option<S>) -> Option<RawTensor<'c, S>> {
        let RawTensor {
            shape,
            element,
            elem_bytes,
            scope: code,
            layout,
            swizzle,
        } = self;
        Some(RawTensor {
            shape,
            element,
            elem_bytes,
            scope: scope(code)?,
            layout,
            swizzle,
        })
    }
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
