//! Reading MLIR types into the value model of `axe-values` (the interpreter's, and the
//! CPU JIT's calling convention).

use axe_values::ElemTy;
use melior::ir::{Type, TypeLike};
use mlir_sys as sys;

/// What the interpreter needs to know about a value's type.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeInfo {
    Scalar(ElemTy),
    /// A ranked tensor (dynamic sizes are negative).
    Tensor(ElemTy, Vec<i64>),
    /// A ranked memref: element, shape (dynamic sizes are negative), strides
    /// and offset of its layout (dynamic ones are `None`).
    MemRef {
        elem: ElemTy,
        shape: Vec<i64>,
        strides: Vec<Option<i64>>,
        offset: Option<i64>,
    },
    Ptr(ElemTy),
    Effect,
    Other(String),
}

/// MLIR's spelling, for messages: `f32`, `tensor<4x?xf32>`, `memref<4x8xf32, strided<[16, 1]>>`.
impl std::fmt::Display for TypeInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let dims = |shape: &[i64]| -> String {
            shape
                .iter()
                .map(|&d| if d < 0 { "?x".to_string() } else { format!("{d}x") })
                .collect()
        };
        let maybe = |v: Option<i64>| v.map_or("?".to_string(), |v| v.to_string());
        match self {
            TypeInfo::Scalar(e) => write!(f, "{e}"),
            TypeInfo::Tensor(e, shape) => write!(f, "tensor<{}{e}>", dims(shape)),
            TypeInfo::MemRef {
                elem,
                shape,
                strides,
                offset,
            } => {
                // Row-major strides from offset 0 are the identity layout, which MLIR does not print.
                let mut row_major = Vec::with_capacity(shape.len());
                let mut next = Some(1i64);
                for &d in shape.iter().rev() {
                    row_major.push(next);
                    next = next.zip((d >= 0).then_some(d)).and_then(|(s, d)| s.checked_mul(d));
                }
                row_major.reverse();
                let identity = *strides == row_major && *offset == Some(0);
                write!(f, "memref<{}{elem}", dims(shape))?;
                if !identity {
                    let strides: Vec<String> = strides.iter().map(|&s| maybe(s)).collect();
                    write!(f, ", strided<[{}], offset: {}>", strides.join(", "), maybe(*offset))?;
                }
                write!(f, ">")
            }
            TypeInfo::Ptr(e) => write!(f, "!uop.ptr to {e}"),
            TypeInfo::Effect => write!(f, "!uop.effect"),
            TypeInfo::Other(text) => write!(f, "{text}"),
        }
    }
}

/// The element type of a scalar type, if the interpreter supports it.
pub fn elem_type(ty: Type) -> Option<ElemTy> {
    let raw = ty.to_raw();
    unsafe {
        if sys::mlirTypeIsAIndex(raw) {
            Some(ElemTy::Index)
        } else if sys::mlirTypeIsAInteger(raw) {
            let w = sys::mlirIntegerTypeGetWidth(raw);
            (1..=64).contains(&w).then_some(ElemTy::Int(w))
        } else if sys::mlirTypeIsAF16(raw) {
            Some(ElemTy::F16)
        } else if sys::mlirTypeIsABF16(raw) {
            Some(ElemTy::BF16)
        } else if sys::mlirTypeIsAF32(raw) {
            Some(ElemTy::F32)
        } else if sys::mlirTypeIsAF64(raw) {
            Some(ElemTy::F64)
        } else {
            None
        }
    }
}

fn shape_of(raw: sys::MlirType) -> Vec<i64> {
    unsafe {
        (0..sys::mlirShapedTypeGetRank(raw) as isize)
            .map(|d| {
                if sys::mlirShapedTypeIsDynamicDim(raw, d) {
                    -1
                } else {
                    sys::mlirShapedTypeGetDimSize(raw, d)
                }
            })
            .collect()
    }
}

/// Classifies `ty`.
pub fn type_info(ty: Type) -> TypeInfo {
    let raw = ty.to_raw();
    if let Some(e) = elem_type(ty) {
        return TypeInfo::Scalar(e);
    }
    unsafe {
        // A vector is a value, like a tensor (the interpreter runs vector code lane by lane).
        if sys::mlirTypeIsARankedTensor(raw) || sys::mlirTypeIsAVector(raw) {
            if let Some(e) = elem_type(Type::from_raw(sys::mlirShapedTypeGetElementType(raw))) {
                return TypeInfo::Tensor(e, shape_of(raw));
            }
        } else if sys::mlirTypeIsAMemRef(raw) {
            if let Some(e) = elem_type(Type::from_raw(sys::mlirShapedTypeGetElementType(raw))) {
                let shape = shape_of(raw);
                let mut strides = vec![0i64; shape.len()];
                let mut offset = 0i64;
                let ok = sys::mlirMemRefTypeGetStridesAndOffset(raw, strides.as_mut_ptr(), &mut offset);
                if ok.value == 0 {
                    return TypeInfo::Other(ty.to_string());
                }
                let dynamic = |v: i64| (v != i64::MIN).then_some(v);
                return TypeInfo::MemRef {
                    elem: e,
                    shape,
                    strides: strides.into_iter().map(dynamic).collect(),
                    offset: dynamic(offset),
                };
            }
        }
    }
    // The uop types have no C API: read them by their spelling.
    let text = ty.to_string();
    if text == "!uop.effect" {
        return TypeInfo::Effect;
    }
    if text.starts_with("!uop.ptr<") {
        return TypeInfo::Ptr(ElemTy::Index);
    }
    TypeInfo::Other(text)
}
