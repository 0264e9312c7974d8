//! Attribute readers for the interpreter (dense arrays, dense elements,
//! enum words, symbol names).

use super::{
    scalar,
    store::Store,
    types::{type_info, TypeInfo},
    value::{row_major_strides, ElemTy, MemRef, Num, Tensor, Val},
};
use melior::ir::{attribute::AttributeLike, operation::OperationLike, Attribute, OperationRef, Type};
use mlir_sys as sys;
use std::{cell::RefCell, rc::Rc};

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
pub fn constant(a: Attribute, ty: Type) -> Result<Val, String> {
    match type_info(ty) {
        TypeInfo::Scalar(e) => scalar_attr(a, e)
            .map(|n| Val::Scalar(e, n))
            .ok_or_else(|| format!("unsupported constant {a}")),
        TypeInfo::Tensor(e, shape) => {
            let data = dense_elements(a, e, &shape)?;
            Ok(Val::Tensor(Tensor { elem: e, shape, data }.into()))
        }
        other => Err(format!("unsupported constant of type {other}")),
    }
}

/// The elements of dense attribute `a` (or the dense_resource it names) as `elem`s of
/// `shape`, row-major, collected into `T` as they are read.
fn dense_elements<T: FromIterator<Num>>(a: Attribute, elem: ElemTy, shape: &[i64]) -> Result<T, String> {
    let a = axe_dialects::ir::dense_resource::resolved(a)?;
    let raw = a.to_raw();
    if !unsafe { sys::mlirAttributeIsADenseElements(raw) } {
        return Err(format!("unsupported tensor constant {a}"));
    }
    let n = super::limits::elements(shape)?;
    if let Some(s) = axe_dialects::ir::read::splat_element(a) {
        let v = scalar_attr(s, elem).ok_or_else(|| format!("unsupported splat {a}"))?;
        return Ok(std::iter::repeat_n(v, n).collect());
    }
    if let Some(data) = unsafe { raw_elements(raw, shape, elem) } {
        return Ok(data);
    }
    Ok(element_by_element(a, shape, elem)?.into_iter().collect())
}

/// A fresh row-major buffer of `elem`s of `shape` holding constant `a` (a `memref.global`'s
/// initial value). Its storage is compact where the elements fit (a model's f32 weights at 4
/// bytes an element, not a `Num`'s 16) and is filled as the attribute is read: a `Num` copy
/// of a model's largest weight first would be 0.6 GB more at the peak.
pub fn constant_buffer(a: Attribute, elem: ElemTy, shape: &[i64]) -> Result<MemRef, String> {
    let store: Store = dense_elements(a, elem, shape)?;
    Ok(MemRef {
        elem,
        store: Rc::new(RefCell::new(store)),
        offset: 0,
        strides: row_major_strides(shape),
        shape: shape.to_vec(),
    })
}

/// The elements of dense attribute `a` of `shape` as `elem`, each read as an attribute.
fn element_by_element(a: Attribute, shape: &[i64], elem: ElemTy) -> Result<Vec<Num>, String> {
    let raw = a.to_raw();
    let n = super::limits::elements(shape)? as i64;
    let mut data = Vec::with_capacity(n as usize);
    for i in 0..n {
        let mut idx: Vec<u64> = super::value::unravel(i, shape).into_iter().map(|x| x as u64).collect();
        let el =
            unsafe { Attribute::from_raw(sys::mlirElementsAttrGetValue(raw, idx.len() as isize, idx.as_mut_ptr())) };
        data.push(scalar_attr(el, elem).ok_or_else(|| format!("unsupported element in {a}"))?);
    }
    Ok(data)
}

/// The elements of a non-splat dense attribute `raw` of `shape` whose elements are f32, f64,
/// signless integers of 8 to 64 bits or index, read from its buffer as `elem` (what
/// [`scalar_attr`] makes of each element attribute, bit for bit); `None` for other element
/// types or shapes. Reading element attributes one by one creates (and keeps in the context)
/// an attribute per distinct value: minutes and gigabytes for a model's weights.
unsafe fn raw_elements<T: FromIterator<Num>>(raw: sys::MlirAttribute, shape: &[i64], elem: ElemTy) -> Option<T> {
    let ty = sys::mlirAttributeGetType(raw);
    let rank = sys::mlirShapedTypeGetRank(ty);
    if rank != shape.len() as i64
        || (0..rank).any(|d| sys::mlirShapedTypeGetDimSize(ty, d as isize) != shape[d as usize])
    {
        return None;
    }
    let n = shape.iter().product::<i64>() as usize;
    let element = sys::mlirShapedTypeGetElementType(ty);
    let data = sys::mlirDenseElementsAttrGetRawData(raw);
    let as_int = |v: i64| {
        if elem.is_float() {
            Num::F(v as f64)
        } else {
            Num::I(scalar::wrap(elem.width(), v as i128))
        }
    };
    // The buffer holds n packed elements of the attribute's type, row-major.
    macro_rules! read {
        ($t:ty, $to:expr) => {
            std::slice::from_raw_parts(data as *const $t, n)
                .iter()
                .map(|&x| $to(x))
                .collect()
        };
    }
    Some(if sys::mlirTypeIsAF32(element) {
        read!(f32, |x: f32| Num::F(scalar::round(elem, f64::from(x))))
    } else if sys::mlirTypeIsAF64(element) {
        read!(f64, |x: f64| Num::F(scalar::round(elem, x)))
    } else if sys::mlirTypeIsAIndex(element) {
        read!(i64, as_int)
    } else if sys::mlirTypeIsAInteger(element) && sys::mlirIntegerTypeIsSignless(element) {
        match sys::mlirIntegerTypeGetWidth(element) {
            8 => read!(i8, |x: i8| as_int(i64::from(x))),
            16 => read!(i16, |x: i16| as_int(i64::from(x))),
            32 => read!(i32, |x: i32| as_int(i64::from(x))),
            64 => read!(i64, as_int),
            _ => return None,
        }
    } else {
        return None;
    })
}

/// The word an enum attribute prints with: `#index<cmp_predicate slt>` -> `slt`,
/// `#gpu<dim x>` -> `x`.
pub fn enum_word(op: &OperationRef, name: &str) -> Option<String> {
    let text = op.attribute(name).ok()?.to_string();
    let inner = text.trim_end_matches('>');
    Some(inner.rsplit([' ', '<']).next().unwrap_or(inner).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A number's kind and bits, to compare NaNs and zeros exactly.
    fn bits(n: &Num) -> (u8, i64) {
        match *n {
            Num::F(f) => (0, f.to_bits() as i64),
            Num::I(i) => (1, i),
        }
    }

    #[test]
    fn a_dense_buffer_reads_as_its_element_attributes_do() {
        let context = axe_dialects::create_context();
        let cases = [
            (
                "dense<[[1.5, -0.0], [3.4028235e+38, 1.0e-45], [0x7FC00000, -2.25]]> : tensor<3x2xf32>",
                "f32",
            ),
            ("dense<[0.1, -1.0e-300, 2.5]> : tensor<3xf64>", "f64"),
            ("dense<[0.1, -1.0e-300, 2.5]> : tensor<3xf64>", "f32"),
            ("dense<[-128, 127, 5]> : tensor<3xi8>", "i8"),
            ("dense<[-32768, 7, 32767]> : tensor<3xi16>", "i16"),
            ("dense<[-2147483648, 1, 2147483647]> : tensor<3xi32>", "i32"),
            ("dense<[-2147483648, 1, 2147483647]> : tensor<3xi32>", "f32"),
            (
                "dense<[-9223372036854775808, 3, 9223372036854775807]> : tensor<3xi64>",
                "i64",
            ),
            (
                "dense<[-9223372036854775808, 3, 9223372036854775807]> : tensor<3xi64>",
                "i8",
            ),
            ("dense<[0, 9, -4]> : tensor<3xindex>", "index"),
        ];
        for (text, elem) in cases {
            let a = Attribute::parse(&context, text).expect(text);
            let shape: Vec<i64> = if text.contains("3x2") { vec![3, 2] } else { vec![3] };
            let elem = match type_info(Type::parse(&context, elem).expect(elem)) {
                TypeInfo::Scalar(e) => e,
                other => panic!("{other}"),
            };
            let fast = unsafe { raw_elements::<Vec<Num>>(a.to_raw(), &shape, elem) }.expect(text);
            let slow = element_by_element(a, &shape, elem).expect(text);
            let (fast, slow): (Vec<_>, Vec<_>) = (fast.iter().map(bits).collect(), slow.iter().map(bits).collect());
            assert_eq!(fast, slow, "{text} as {elem}");
        }
        // Other element types and shapes are read element by element.
        let bf16 = Attribute::parse(&context, "dense<[1.0, 2.0]> : tensor<2xbf16>").expect("bf16");
        assert!(unsafe { raw_elements::<Vec<Num>>(bf16.to_raw(), &[2], ElemTy::F32) }.is_none());
        let f32s = Attribute::parse(&context, "dense<[1.0, 2.0]> : tensor<2xf32>").expect("f32");
        assert!(unsafe { raw_elements::<Vec<Num>>(f32s.to_raw(), &[1, 2], ElemTy::F32) }.is_none());
    }

    #[test]
    fn a_constant_buffer_is_compact_where_it_fits_and_reads_as_the_constant() {
        let context = axe_dialects::create_context();
        // (attribute, element type, shape, bytes an element in the buffer)
        let cases = [
            (
                "dense<[[1.5, -0.0], [3.4028235e+38, 1.0e-45], [0x7FC00000, -2.25]]> : tensor<3x2xf32>",
                "f32",
                vec![3, 2],
                4,
            ),
            ("dense<-0.5> : tensor<2x3xf32>", "f32", vec![2, 3], 4),
            ("dense<[1.0, 0.5]> : tensor<2xf64>", "f64", vec![2], 4),
            ("dense<[0.1, 2.5]> : tensor<2xf64>", "f64", vec![2], 16),
            ("dense<[-2147483648, 1, 2147483647]> : tensor<3xi32>", "i32", vec![3], 4),
            ("dense<[true, false]> : tensor<2xi1>", "i1", vec![2], 4),
            ("dense<[-9223372036854775808, 3]> : tensor<2xi64>", "i64", vec![2], 16),
        ];
        for (text, elem, shape, bytes) in cases {
            let a = Attribute::parse(&context, text).expect(text);
            let elem_type = Type::parse(&context, elem).expect(elem);
            let TypeInfo::Scalar(e) = type_info(elem_type) else {
                panic!("{elem}")
            };
            let buffer = constant_buffer(a, e, &shape).expect(text);
            let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
            let ty = Type::parse(&context, &format!("tensor<{dims}{elem}>")).expect(text);
            let Val::Tensor(t) = constant(a, ty).expect(text) else {
                panic!("{text} is not a tensor")
            };
            let store = buffer.store.borrow();
            assert_eq!(store.bytes(), bytes * t.data.len(), "{text}");
            assert_eq!(
                store.iter().map(|n| bits(&n)).collect::<Vec<_>>(),
                t.data.iter().map(bits).collect::<Vec<_>>(),
                "{text}"
            );
        }
    }
}
