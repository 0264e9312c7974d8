//! Inputs from NumPy `.npy` files (`--inputs a.npy,b.npy`): one file per
//! non-output argument, in order, read with the `npyz` crate. The file's
//! shape must equal the argument's (a scalar argument takes a 0-d array);
//! its values are converted to the argument's element type exactly as the
//! interpreter stores them (floats rounded to the type); an integer that
//! does not fit the argument's width is an error. Headers are read first:
//! a file whose shape is wrong is refused before its data is read.

use crate::inputs::{concrete_shape, ArgSpec, Input, InputConfig};
use axe_interp::{scalar, types::TypeInfo, ElemTy, Num, Tensor};
use npyz::{NpyFile, Order};

/// The values of one `.npy` file as f64 (floats) or i128 (integers, bools,
/// with whether the dtype is signed).
enum Values {
    Floats(Vec<f64>),
    Ints(Vec<i128>, bool),
}

/// The array of `path`: its header is read and its shape checked against
/// `expected` (`None`: a 0-d array) before any data, so a wrong or endless
/// file is refused at once.
fn read_values(path: &str, expected: Option<&[i64]>) -> Result<Values, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut reader = std::io::BufReader::with_capacity(1 << 16, file);
    check_header(&mut reader, path)?;
    let npy = NpyFile::new(reader).map_err(|e| format!("{path} is not a .npy file: {e}"))?;
    if npy.order() == Order::Fortran && npy.shape().len() > 1 {
        return Err(format!(
            "{path} is in Fortran order; save it C-contiguous (numpy.ascontiguousarray)"
        ));
    }
    let shape: Vec<u64> = npy.shape().to_vec();
    match expected {
        None if !shape.is_empty() => {
            return Err(format!(
                "{path} has shape {shape:?} but the argument is a scalar: save a 0-d array"
            ));
        }
        Some(dims)
            if shape
                .iter()
                .map(|&d| i64::try_from(d).ok())
                .ne(dims.iter().map(|&d| Some(d))) =>
        {
            return Err(format!(
                "{path} has shape {shape:?} but the argument has shape {dims:?}"
            ));
        }
        _ => {}
    }
    let descr = npy.dtype().descr();
    let bad = |e: std::io::Error| format!("cannot read the values of {path}: {e}");
    // The descr is a Python literal, e.g. `'<f4'`: no quotes, no byte order.
    let kind = descr.trim_matches('\'').trim_start_matches(['<', '>', '|', '=']);
    fn ints<T: Into<i128>>(v: Vec<T>, signed: bool) -> Values {
        Values::Ints(v.into_iter().map(Into::into).collect(), signed)
    }
    Ok(match kind {
        "f2" => Values::Floats(
            npy.into_vec::<half::f16>()
                .map_err(bad)?
                .into_iter()
                .map(f64::from)
                .collect(),
        ),
        "f4" => Values::Floats(npy.into_vec::<f32>().map_err(bad)?.into_iter().map(f64::from).collect()),
        "f8" => Values::Floats(npy.into_vec::<f64>().map_err(bad)?),
        "i1" => ints(npy.into_vec::<i8>().map_err(bad)?, true),
        "i2" => ints(npy.into_vec::<i16>().map_err(bad)?, true),
        "i4" => ints(npy.into_vec::<i32>().map_err(bad)?, true),
        "i8" => ints(npy.into_vec::<i64>().map_err(bad)?, true),
        "u1" => ints(npy.into_vec::<u8>().map_err(bad)?, false),
        "u2" => ints(npy.into_vec::<u16>().map_err(bad)?, false),
        "u4" => ints(npy.into_vec::<u32>().map_err(bad)?, false),
        "u8" => ints(npy.into_vec::<u64>().map_err(bad)?, false),
        "b1" => ints(npy.into_vec::<bool>().map_err(bad)?, false),
        _ => {
            return Err(format!(
                "{path} has dtype '{kind}'; axe-run reads float, integer and bool arrays"
            ))
        }
    })
}

/// The header's `shape`, checked to count fewer than 2^63 elements before
/// `npyz` multiplies it out; the reader is rewound to the start.
fn check_header(reader: &mut std::io::BufReader<std::fs::File>, path: &str) -> Result<(), String> {
    use std::io::{BufRead, Seek};
    let not_npy = || format!("{path} is not a .npy file: it does not start with a NumPy header");
    let head = reader.fill_buf().map_err(|e| format!("cannot read {path}: {e}"))?;
    if head.len() < 10 || !head.starts_with(b"\x93NUMPY") {
        return Err(not_npy());
    }
    // Version 1 has a 2-byte header length, versions 2 and 3 a 4-byte one.
    let (length, start) = match head[6] {
        1 => (usize::from(u16::from_le_bytes([head[8], head[9]])), 10),
        _ if head.len() >= 12 => (u32::from_le_bytes([head[8], head[9], head[10], head[11]]) as usize, 12),
        _ => return Err(not_npy()),
    };
    let text = head
        .get(start..start + length)
        .map(String::from_utf8_lossy)
        .ok_or_else(not_npy)?;
    let shape = text
        .split_once("'shape':")
        .and_then(|(_, rest)| rest.trim_start().strip_prefix('('))
        .and_then(|rest| rest.split_once(')'))
        .map(|(dims, _)| {
            dims.split(',')
                .map(str::trim)
                .filter(|d| !d.is_empty())
                .map(str::parse::<i64>)
                .collect::<Result<Vec<_>, _>>()
        });
    match shape {
        Some(Ok(dims))
            if dims
                .iter()
                .try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) })
                .is_some() => {}
        Some(Ok(dims)) => return Err(format!("{path} has shape {dims:?}, more elements than an i64 counts")),
        _ => return Err(format!("{path} has a header without a readable shape")),
    }
    reader.rewind().map_err(|e| format!("cannot read {path}: {e}"))
}

/// The value of element `i` in the argument's element type. An integer
/// must fit the argument's width (signed dtypes signed, unsigned ones
/// unsigned): it is never wrapped.
fn element(values: &Values, i: usize, elem: ElemTy, path: &str) -> Result<Num, String> {
    match (values, elem.is_float()) {
        (Values::Floats(v), true) => Ok(Num::F(scalar::round(elem, v[i]))),
        (Values::Ints(v, _), true) => Ok(Num::F(scalar::round(elem, v[i] as f64))),
        (Values::Ints(v, signed), false) => {
            let w = elem.width();
            let (lo, hi) = if *signed {
                (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
            } else {
                (0, (1i128 << w) - 1)
            };
            if v[i] < lo || v[i] > hi {
                return Err(format!(
                    "{path} element {i} is {}, which does not fit the argument's {w}-bit integers",
                    v[i]
                ));
            }
            Ok(Num::I(scalar::wrap(w, v[i])))
        }
        (Values::Floats(_), false) => Err(format!("{path} holds floats but the argument is an integer")),
    }
}

/// The input of `spec` from `path`.
fn read(path: &str, spec: &ArgSpec, config: &InputConfig) -> Result<Input, String> {
    match &spec.info {
        TypeInfo::Scalar(e) => {
            let values = read_values(path, None)?;
            Ok(Input::Scalar(*e, element(&values, 0, *e, path)?))
        }
        TypeInfo::Tensor(e, dims)
        | TypeInfo::MemRef {
            elem: e, shape: dims, ..
        } => {
            let expected = concrete_shape(dims, config);
            // Refuse a shape past the interpreter's limits before reading it.
            let mut t = Tensor::filled(*e, expected.clone(), e.zero()).map_err(|m| format!("{path}: {m}"))?;
            let values = read_values(path, Some(&expected))?;
            for (i, x) in t.data.iter_mut().enumerate() {
                *x = element(&values, i, *e, path)?;
            }
            Ok(Input::Shaped(t))
        }
        other => Err(format!("cannot read an input of type {other} from {path}")),
    }
}

/// One input per non-output argument of `specs`, from `files` in order.
pub fn read_all(specs: &[ArgSpec], files: &[String], config: &InputConfig) -> Result<Vec<Input>, String> {
    let wanted: Vec<&ArgSpec> = specs.iter().filter(|s| s.output.is_none()).collect();
    if wanted.len() != files.len() {
        return Err(format!(
            "--inputs names {} file(s) but the function takes {} input argument(s)",
            files.len(),
            wanted.len()
        ));
    }
    wanted
        .into_iter()
        .zip(files)
        .map(|(spec, path)| read(path, spec, config))
        .collect()
}
