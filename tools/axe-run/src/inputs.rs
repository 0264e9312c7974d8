//! Random inputs for a function's arguments: floats uniform in [-1, 1]
//! (or `--float-range`), integers in [-8, 8], index scalars in [0, 64], i1
//! random, unless an `axe.bounds = array<i64: lo, hi>` argument attribute
//! gives bounds. Seeded per (seed, trial, argument). `--inputs a.npy,...`
//! reads them from files instead (npy_inputs.rs).

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
            let bounds = arg_attr(function, i, "axe.bounds")
                .and_then(array_values)
                .filter(|v| v.len() == 2)
                .map(|v| (v[0], v[1]));
            let output = arg_attr(function, i, "uop.output")
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

fn element(rng: &mut SmallRng, elem: ElemTy, bounds: Option<(i64, i64)>, config: &InputConfig) -> Num {
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
