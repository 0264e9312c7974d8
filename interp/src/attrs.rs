//! Attribute readers for the interpreter (dense arrays, dense elements,
//! enum words, symbol names).

use super::{
    scalar,
    types::{type_info, TypeInfo},
    value::{ElemTy, Num, Tensor},
};
use melior::ir::{attribute::AttributeLike, operation::OperationLike, Attribute, OperationRef, Type};
use mlir_sys as sys;

pub use axe_dialects::ir::{array_values, i64_array, symbol};

/// One scalar attribute (integer, bool or float) as an element of `elem`.
pub fn scalar_attr(a: Attribute, elem: ElemTy) -> Option<Num> {
    let raw = a.to_raw();
    unsafe {
        if sys::mlirAttributeIsAFloat(raw) {
            Some(Num::F(scalar::round(elem, sys::mlirFloatAttrGetValueDouble(raw))))
        } else if sys::mlirAttributeIsABool(raw) {
            Some(Num::I(if sys::mlirBoolAttrGetValue(raw) { -1 } else { 0 }))
        } else if sys::mlirAttributeIsAInteger(raw) {
            let v = sys::mlirIntegerAttrGetValueInt(raw);
            Some(if elem.is_float() {
                Num::F(v as f64)
            } else {
                Num::I(scalar::wrap(elem.width(), v as i128))
            })
        } else {
            None
        }
    }
}

/// The value of a constant attribute typed `ty`: a scalar or a dense tensor.
pub fn constant(a: Attribute, ty: Type) -> Result<super::value::Val, String> {
    use super::value::Val;
    match type_info(ty) {
        TypeInfo::Scalar(e) => scalar_attr(a, e)
            .map(|n| Val::Scalar(e, n))
            .ok_or_else(|| format!("unsupported constant {a}")),
        TypeInfo::Tensor(e, shape) => {
            let a = axe_dialects::ir::dense_resource::resolved(a)?;
            let raw = a.to_raw();
            if !unsafe { sys::mlirAttributeIsADenseElements(raw) } {
                return Err(format!("unsupported tensor constant {a}"));
            }
            let n = super::limits::elements(&shape)? as i64;
            if unsafe { sys::mlirDenseElementsAttrIsSplat(raw) } {
                let s = unsafe { Attribute::from_raw(sys::mlirDenseElementsAttrGetSplatValue(raw)) };
                let v = scalar_attr(s, e).ok_or_else(|| format!("unsupported splat {a}"))?;
                return Ok(Val::Tensor(Tensor::filled(e, shape, v)?.into()));
            }
            let mut data = Vec::with_capacity(n as usize);
            for i in 0..n {
                let mut idx: Vec<u64> = super::value::unravel(i, &shape).into_iter().map(|x| x as u64).collect();
                let el = unsafe {
                    Attribute::from_raw(sys::mlirElementsAttrGetValue(raw, idx.len() as isize, idx.as_mut_ptr()))
                };
                data.push(scalar_attr(el, e).ok_or_else(|| format!("unsupported element in {a}"))?);
            }
            Ok(Val::Tensor(Tensor { elem: e, shape, data }.into()))
        }
        other => Err(format!("unsupported constant of type {other}")),
    }
}

/// The word an enum attribute prints with: `#index<cmp_predicate slt>` -> `slt`,
/// `#gpu<dim x>` -> `x`.
pub fn enum_word(op: &OperationRef, name: &str) -> Option<String> {
    let text = op.attribute(name).ok()?.to_string();
    let inner = text.trim_end_matches('>');
    Some(inner.rsplit([' ', '<']).next().unwrap_or(inner).to_string())
}
