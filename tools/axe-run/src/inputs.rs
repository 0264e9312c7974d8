//! Random inputs for a function's arguments: floats uniform in [-1, 1]
//! (or `--float-range`), integers in [-8, 8], index scalars in [0, 64], i1
//! random, unless an `axe.bounds = array<i64: lo, hi>` argument attribute
//! gives bounds. Seeded per (seed, trial, argument). `--inputs special`
//! makes about 40% of the elements special values instead ([`special`]);
//! `--inputs a.npy,...` reads them from files (npy_inputs.rs).

use axe_dialects::ir::attribute_names;
use axe_interp::{
    attrs::array_values,
    scalar,
    types::{type_info, TypeInfo},
    ElemTy, Num, Tensor,
};
use melior::ir::{attribute::AttributeLike, operation::OperationLike, Attribute, OperationRef, Type, TypeLike};
use rand::{rngs::SmallRng, RngExt, SeedableRng};

/// What the generator needs to know about one argument.
#[derive(Clone, Debug)]
pub struct ArgSpec {
    pub info: TypeInfo,
    pub bounds: Option<(i64, i64)>,
    /// `uop.output = k`: the argument is the destination of result k.
    pub output: Option<i64>,
}

/// A generated input: a scalar or the elements of a tensor/memref argument.
#[derive(Clone, Debug)]
pub enum Input {
    Scalar(ElemTy, Num),
    Shaped(Tensor),
}

/// Settings of the generator.
#[derive(Clone, Debug)]
pub struct InputConfig {
    pub float_lo: f64,
    pub float_hi: f64,
    /// The size of every dynamic dimension (`?`); 0: as large as keeps the
    /// argument at about 32768 elements.
    pub dynamic_size: i64,
    /// `.npy` files to read the input arguments from, in order (empty: random).
    pub files: Vec<String>,
    /// Random inputs mix in special values (`--inputs special`).
    pub special: bool,
}

fn arg_attr(function: &OperationRef, i: usize, name: &str) -> Option<Attribute<'static>> {
    let attrs: Attribute = function.attribute("arg_attrs").ok()?;
    let raw = attrs.to_raw();
    unsafe {
        if !mlir_sys::mlirAttributeIsAArray(raw) || mlir_sys::mlirArrayAttrGetNumElements(raw) <= i as isize {
            return None;
        }
        let dict = mlir_sys::mlirArrayAttrGetElement(raw, i as isize);
        let name_ref = mlir_sys::MlirStringRef {
            data: name.as_ptr().cast(),
            length: name.len(),
        };
        let a = mlir_sys::mlirDictionaryAttrGetElementByName(dict, name_ref);
        Attribute::from_option_raw(a)
    }
}

/// The argument specs of `function` (a `func.func`).
pub fn arg_specs(function: &OperationRef) -> Vec<ArgSpec> {
    let fty: Attribute = match function.attribute("function_type") {
        Ok(a) => a,
        Err(_) => return Vec::new(),
    };
    let ty = unsafe { Type::from_raw(mlir_sys::mlirTypeAttrGetValue(fty.to_raw())) };
    // An llvm.func (a pipeline that ends in the LLVM dialect) has an !llvm.func type, which
    // the FunctionType accessors misread (an allocation of 300 GB aborted axe-run).
    if !unsafe { mlir_sys::mlirTypeIsAFunction(ty.to_raw()) } {
        return Vec::new();
    }
    let n = unsafe { mlir_sys::mlirFunctionTypeGetNumInputs(ty.to_raw()) } as usize;
    (0..n)
        .map(|i| {
            let t = unsafe { Type::from_raw(mlir_sys::mlirFunctionTypeGetInput(ty.to_raw(), i as isize)) };
            let bounds = arg_attr(function, i, attribute_names::BOUNDS)
                .and_then(array_values)
                .filter(|v| v.len() == 2)
                .map(|v| (v[0], v[1]));
            let output = arg_attr(function, i, attribute_names::OUTPUT)
                .filter(|a| unsafe { mlir_sys::mlirAttributeIsAInteger(a.to_raw()) })
                .map(|a| unsafe { mlir_sys::mlirIntegerAttrGetValueInt(a.to_raw()) });
            ArgSpec {
                info: type_info(t),
                bounds,
                output,
            }
        })
        .collect()
}

/// The result types of `function`.
#[allow(dead_code)]
pub fn result_types(function: &OperationRef) -> Vec<TypeInfo> {
    let Ok(fty) = function.attribute("function_type") else {
        return Vec::new();
    };
    let ty = unsafe { Type::from_raw(mlir_sys::mlirTypeAttrGetValue(fty.to_raw())) };
    let n = unsafe { mlir_sys::mlirFunctionTypeGetNumResults(ty.to_raw()) } as usize;
    (0..n)
        .map(|i| type_info(unsafe { Type::from_raw(mlir_sys::mlirFunctionTypeGetResult(ty.to_raw(), i as isize)) }))
        .collect()
}

/// The share of elements `--inputs special` draws from [`special`].
const SPECIAL_SHARE: f64 = 0.4;

/// The values users feed a compiler that uniform inputs never reach: for floats +-0, +-inf,
/// NaN, the smallest and largest subnormals, the smallest normal, the largest finite value and
/// +-1; for integers the type's minimum and maximum, their neighbours, -1, 0 and 1. Bools are
/// random anyway; `index` and `axe.bounds` arguments (sizes and indices) keep their range.
pub fn special(elem: ElemTy) -> Vec<Num> {
    // (mantissa bits with the implicit one, smallest normal exponent, largest exponent)
    let (mant, emin, emax) = match elem {
        ElemTy::F16 => (11, -14, 15),
        ElemTy::BF16 => (8, -126, 127),
        ElemTy::F32 => (24, -126, 127),
        ElemTy::F64 => (53, -1022, 1023),
        ElemTy::Int(w) if w > 1 => {
            let (lo, hi) = (
                scalar::wrap(w, 1i128 << (w - 1)),
                scalar::wrap(w, (1i128 << (w - 1)) - 1),
            );
            return [lo, lo + 1, hi - 1, hi, -1, 0, 1].into_iter().map(Num::I).collect();
        }
        _ => return Vec::new(),
    };
    let tiny = 2f64.powi(emin);
    let sub = 2f64.powi(emin - mant + 1);
    let max = (2.0 - 2f64.powi(1 - mant)) * 2f64.powi(emax);
    let mut values = vec![0.0, f64::INFINITY, f64::NAN, sub, tiny - sub, tiny, max, 1.0];
    values.extend(values.clone().iter().filter(|v| !v.is_nan()).map(|v| -v));
    values.into_iter().map(|v| Num::F(scalar::round(elem, v))).collect()
}

fn element(rng: &mut SmallRng, elem: ElemTy, bounds: Option<(i64, i64)>, config: &InputConfig) -> Num {
    if config.special && bounds.is_none() && rng.random::<f64>() < SPECIAL_SHARE {
        let values = special(elem);
        if !values.is_empty() {
            return values[rng.random_range(0..values.len())];
        }
    }
    if elem.is_float() {
        let (lo, hi) = bounds.map_or((config.float_lo, config.float_hi), |(l, h)| (l as f64, h as f64));
        let u: f64 = rng.random::<f64>();
        return Num::F(scalar::round(elem, lo + (hi - lo) * u));
    }
    let (lo, hi) = match (bounds, elem) {
        (Some(b), _) => b,
        (None, ElemTy::Int(1)) => (-1, 0),
        (None, ElemTy::Index) => (0, 64),
        (None, _) => (-8, 8),
    };
    Num::I(scalar::wrap(elem.width(), rng.random_range(lo..=hi) as i128))
}

/// The shape of a shaped argument with dynamic sizes filled in.
pub fn concrete_shape(shape: &[i64], config: &InputConfig) -> Vec<i64> {
    let dynamic = shape.iter().filter(|&&d| d < 0).count() as i32;
    let size = if config.dynamic_size > 0 || dynamic == 0 {
        config.dynamic_size
    } else {
        let fixed: i64 = shape
            .iter()
            .filter(|&&d| d >= 0)
            .fold(1i64, |n, &d| n.saturating_mul(d))
            .max(1);
        ((32768 / fixed).max(1) as f64)
            .powf(1.0 / dynamic as f64)
            .floor()
            .max(1.0) as i64
    };
    shape.iter().map(|&d| if d < 0 { size } else { d }).collect()
}

/// Inputs for the non-output arguments of `specs`, for one trial.
pub fn generate(specs: &[ArgSpec], seed: u64, trial: u64, config: &InputConfig) -> Result<Vec<Input>, String> {
    if !config.files.is_empty() {
        return crate::npy_inputs::read_all(specs, &config.files, config);
    }
    let mut out = Vec::new();
    for (i, spec) in specs.iter().enumerate().filter(|(_, s)| s.output.is_none()) {
        let mut rng = SmallRng::seed_from_u64(seed ^ trial.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ((i as u64) << 48));
        out.push(match &spec.info {
            TypeInfo::Scalar(e) => Input::Scalar(*e, element(&mut rng, *e, spec.bounds, config)),
            TypeInfo::Tensor(e, shape) | TypeInfo::MemRef { elem: e, shape, .. } => {
                let shape = concrete_shape(shape, config);
                let mut t = Tensor::filled(*e, shape, e.zero()).map_err(|m| format!("argument {i}: {m}"))?;
                for x in t.data.iter_mut() {
                    *x = element(&mut rng, *e, spec.bounds, config);
                }
                Input::Shaped(t)
            }
            other => return Err(format!("cannot generate an input of type {other}")),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn floats(elem: ElemTy) -> Vec<f64> {
        special(elem).into_iter().map(Num::float).collect()
    }

    fn has(values: &[f64], v: f64) -> bool {
        values
            .iter()
            .any(|&x| x == v && x.is_sign_negative() == v.is_sign_negative())
    }

    #[test]
    fn special_floats_are_the_edges_of_each_format() {
        let f16 = floats(ElemTy::F16);
        for v in [
            0.0,
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            65504.0,
            -65504.0,
            2f64.powi(-24),
            2f64.powi(-14),
        ] {
            assert!(has(&f16, v), "f16 lacks {v}: {f16:?}");
        }
        assert!(has(&f16, 2f64.powi(-14) - 2f64.powi(-24)), "largest f16 subnormal");
        assert!(f16.iter().any(|v| v.is_nan()));
        let f32 = floats(ElemTy::F32);
        assert!(has(&f32, f32::MAX as f64) && has(&f32, -(f32::MIN_POSITIVE as f64)));
        assert!(has(&f32, 2f64.powi(-149)), "smallest f32 subnormal");
        let bf16 = floats(ElemTy::BF16);
        assert!(has(&bf16, 2f64.powi(-133)), "smallest bf16 subnormal");
        assert!(has(&bf16, 3.3895313892515355e38), "largest bf16");
        // Every value is one of the type (rounding changes none).
        for elem in [ElemTy::F16, ElemTy::BF16, ElemTy::F32] {
            for v in floats(elem).into_iter().filter(|v| !v.is_nan()) {
                assert_eq!(scalar::round(elem, v).to_bits(), v.to_bits(), "{elem:?} {v}");
            }
        }
    }

    #[test]
    fn special_integers_are_the_extremes_of_each_width() {
        let ints = |w| special(ElemTy::Int(w)).into_iter().map(Num::int).collect::<Vec<_>>();
        assert_eq!(ints(8), vec![-128, -127, 126, 127, -1, 0, 1]);
        assert!(ints(32).contains(&(i32::MIN as i64)) && ints(32).contains(&(i32::MAX as i64)));
        assert!(ints(64).contains(&i64::MIN) && ints(64).contains(&i64::MAX));
        assert!(special(ElemTy::Int(1)).is_empty() && special(ElemTy::Index).is_empty());
    }

    #[test]
    fn special_inputs_mix_special_and_ordinary_values_but_keep_bounds() {
        let config = InputConfig {
            float_lo: -1.0,
            float_hi: 1.0,
            dynamic_size: 0,
            files: Vec::new(),
            special: true,
        };
        let mut rng = SmallRng::seed_from_u64(3);
        let values: Vec<f64> = (0..2000)
            .map(|_| element(&mut rng, ElemTy::F32, None, &config).float())
            .collect();
        let nan = values.iter().filter(|v| v.is_nan()).count();
        let inf = values.iter().filter(|v| v.is_infinite()).count();
        let ordinary = values.iter().filter(|v| v.abs() < 1.0 && **v != 0.0).count();
        assert!(
            nan > 20 && inf > 40 && ordinary > 1000,
            "nan {nan}, inf {inf}, ordinary {ordinary}"
        );
        for _ in 0..2000 {
            let i = element(&mut rng, ElemTy::Int(32), Some((0, 5)), &config).int();
            assert!((0..=5).contains(&i), "bounds kept: {i}");
            let x = element(&mut rng, ElemTy::Index, None, &config).int();
            assert!((0..=64).contains(&x), "index kept in [0, 64]: {x}");
        }
    }
}
