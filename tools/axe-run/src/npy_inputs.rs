//! Inputs from NumPy `.npy` files (`--inputs a.npy,b.npy`): one file per
//! non-output argument, in order, read with the `npyz` crate. The file's
//! shape must equal the argument's (a scalar argument takes a 0-d array);
//! its values are converted to the argument's element type exactly as the
//! interpreter stores them (floats rounded to the type, integers wrapped).

use crate::inputs::{ArgSpec, Input, InputConfig, concrete_shape};
use axe_passes::interp::{ElemTy, Num, Tensor, scalar, types::TypeInfo};
use npyz::{NpyFile, Order};

/// The values of one `.npy` file as f64 (floats) or i128 (integers, bools).
enum Values {
    Floats(Vec<f64>),
    Ints(Vec<i128>),
}

fn read_values(path: &str) -> Result<(Vec<u64>, Values), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let npy = NpyFile::new(&bytes[..]).map_err(|e| format!("{path} is not a .npy file: {e}"))?;
    if npy.order() == Order::Fortran && npy.shape().len() > 1 {
        return Err(format!("{path} is in Fortran order; save it C-contiguous (numpy.ascontiguousarray)"));
    }
    let shape = npy.shape().to_vec();
    let descr = npy.dtype().descr();
    let bad = |e: std::io::Error| format!("cannot read the values of {path}: {e}");
    // The descr is a Python literal, e.g. `'<f4'`: no quotes, no byte order.
    let kind = descr.trim_matches('\'').trim_start_matches(['<', '>', '|', '=']);
    let values = match kind {
        "f2" => Values::Floats(npy.into_vec::<half::f16>().map_err(bad)?.into_iter().map(f64::from).collect()),
        "f4" => Values::Floats(npy.into_vec::<f32>().map_err(bad)?.into_iter().map(f64::from).collect()),
        "f8" => Values::Floats(npy.into_vec::<f64>().map_err(bad)?),
        "i1" => Values::Ints(npy.into_vec::<i8>().map_err(bad)?.into_iter().map(i128::from).collect()),
        "i2" => Values::Ints(npy.into_vec::<i16>().map_err(bad)?.into_iter().map(i128::from).collect()),
        "i4" => Values::Ints(npy.into_vec::<i32>().map_err(bad)?.into_iter().map(i128::from).collect()),
        "i8" => Values::Ints(npy.into_vec::<i64>().map_err(bad)?.into_iter().map(i128::from).collect()),
        "u1" => Values::Ints(npy.into_vec::<u8>().map_err(bad)?.into_iter().map(i128::from).collect()),
        "u2" => Values::Ints(npy.into_vec::<u16>().map_err(bad)?.into_iter().map(i128::from).collect()),
        "u4" => Values::Ints(npy.into_vec::<u32>().map_err(bad)?.into_iter().map(i128::from).collect()),
        "u8" => Values::Ints(npy.into_vec::<u64>().map_err(bad)?.into_iter().map(i128::from).collect()),
        "b1" => Values::Ints(npy.into_vec::<bool>().map_err(bad)?.into_iter().map(i128::from).collect()),
        _ => return Err(format!("{path} has dtype '{kind}'; axe-run reads float, integer and bool arrays")),
    };
    Ok((shape, values))
}

/// The value of element `i` in the argument's element type.
fn element(values: &Values, i: usize, elem: ElemTy, path: &str) -> Result<Num, String> {
    match (values, elem.is_float()) {
        (Values::Floats(v), true) => Ok(Num::F(scalar::round(elem, v[i]))),
        (Values::Ints(v), true) => Ok(Num::F(scalar::round(elem, v[i] as f64))),
        (Values::Ints(v), false) => Ok(Num::I(scalar::wrap(elem.width(), v[i]))),
        (Values::Floats(_), false) => Err(format!("{path} holds floats but the argument is an integer")),
    }
}

/// The input of `spec` from `path`.
fn read(path: &str, spec: &ArgSpec, config: &InputConfig) -> Result<Input, String> {
    let (shape, values) = read_values(path)?;
    match &spec.info {
        TypeInfo::Scalar(e) => {
            if !shape.is_empty() {
                return Err(format!("{path} has shape {shape:?} but the argument is a scalar: save a 0-d array"));
            }
            Ok(Input::Scalar(*e, element(&values, 0, *e, path)?))
        }
        TypeInfo::Tensor(e, dims) | TypeInfo::MemRef { elem: e, shape: dims, .. } => {
            let expected = concrete_shape(dims, config);
            if shape.iter().map(|&d| d as i64).ne(expected.iter().copied()) {
                return Err(format!("{path} has shape {shape:?} but the argument has shape {expected:?}"));
            }
            let mut t = Tensor::filled(*e, expected, e.zero());
            for (i, x) in t.data.iter_mut().enumerate() {
                *x = element(&values, i, *e, path)?;
            }
            Ok(Input::Shaped(t))
        }
        other => Err(format!("cannot read an input of type {other:?} from {path}")),
    }
}

/// One input per non-output argument of `specs`, from `files` in order.
pub fn read_all(specs: &[ArgSpec], files: &[String], config: &InputConfig) -> Result<Vec<Input>, String> {
    let wanted: Vec<&ArgSpec> = specs.iter().filter(|s| s.output.is_none()).collect();
    if wanted.len() != files.len() {
        return Err(format!("--inputs names {} file(s) but the function takes {} input argument(s)", files.len(), wanted.len()));
    }
    wanted.into_iter().zip(files).map(|(spec, path)| read(path, spec, config)).collect()
}
