//! `--outputs DIR`: every value `--print` shows (results, output buffers,
//! memref arguments after the call) written as a NumPy `.npy` file,
//! `DIR/<function>.<label>.npy` (`add.result0.npy`, `add.arg1.npy`), with the
//! `npyz` crate. Element types map to numpy's: i1 -> bool, i8..i64 and
//! index -> int8..int64 (other widths to the next wider one), f16, f32, f64;
//! bf16, which numpy lacks, is written as float32 (exactly).

use axe_interp::{ElemTy, Num, Tensor};
use npyz::WriterBuilder;
use std::{io::Write, path::Path};

/// The file name of one output: `@f` `result 0` -> `f.result0.npy`.
pub fn file_name(function: &str, label: &str) -> String {
    format!("{function}.{}.npy", label.replace(' ', ""))
}

/// Writes `t` to `path` as a C-order `.npy` array of its shape.
pub fn write(path: &Path, t: &Tensor) -> Result<(), String> {
    let shown = path.display();
    let file = std::fs::File::create(path).map_err(|e| format!("cannot write {shown}: {e}"))?;
    let mut out = std::io::BufWriter::new(file);
    let shape: Vec<u64> = t.shape.iter().map(|&d| d as u64).collect();
    let ints = || {
        t.data.iter().map(|n| match *n {
            Num::I(v) => v,
            Num::F(v) => v as i64,
        })
    };
    let floats = || {
        t.data.iter().map(|n| match *n {
            Num::F(v) => v,
            Num::I(v) => v as f64,
        })
    };
    let written = match t.elem {
        ElemTy::Int(1) => array(&mut out, &shape, ints().map(|v| v != 0)),
        ElemTy::Int(w) if w <= 8 => array(&mut out, &shape, ints().map(|v| v as i8)),
        ElemTy::Int(w) if w <= 16 => array(&mut out, &shape, ints().map(|v| v as i16)),
        ElemTy::Int(w) if w <= 32 => array(&mut out, &shape, ints().map(|v| v as i32)),
        ElemTy::Int(_) | ElemTy::Index => array(&mut out, &shape, ints()),
        ElemTy::F16 => array(&mut out, &shape, floats().map(half::f16::from_f64)),
        ElemTy::BF16 | ElemTy::F32 => array(&mut out, &shape, floats().map(|v| v as f32)),
        ElemTy::F64 => array(&mut out, &shape, floats()),
    };
    written
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write {shown}: {e}"))
}

fn array<T: npyz::AutoSerialize, W: Write>(
    out: W,
    shape: &[u64],
    values: impl Iterator<Item = T>,
) -> std::io::Result<()> {
    let mut writer = npyz::WriteOptions::new()
        .default_dtype()
        .shape(shape)
        .writer(out)
        .begin_nd()?;
    writer.extend(values)?;
    writer.finish()
}
