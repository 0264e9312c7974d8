//! Tensors as the bytes of a device buffer (`axe-run --target cuda` copies them to and from
//! the GPU): little-endian, each element in its own width, f16 and bf16 as their IEEE and
//! brain-float encodings.

use super::value::{ElemTy, Num, Tensor};

/// Bytes per element in device memory (`i1` takes a byte, as LLVM stores it), as the GPU
/// sidecar counts them.
fn element_bytes(elem: ElemTy) -> Result<usize, String> {
    match elem.width() {
        1 | 8 => Ok(1),
        w @ (16 | 32 | 64) => Ok(w as usize / 8),
        _ => Err(format!(
            "buffers of {elem} have no device layout (f16, bf16, f32, f64, i1, i8, i16, i32, i64)"
        )),
    }
}

/// The bytes of a device buffer holding `t`.
pub fn to_device_bytes(t: &Tensor) -> Result<Vec<u8>, String> {
    let width = element_bytes(t.elem)?;
    let mut out = Vec::with_capacity(t.data.len() * width);
    for n in &t.data {
        match (t.elem, *n) {
            (ElemTy::F16, Num::F(f)) => out.extend(half::f16::from_f64(f).to_le_bytes()),
            (ElemTy::BF16, Num::F(f)) => out.extend(half::bf16::from_f64(f).to_le_bytes()),
            (ElemTy::F32, Num::F(f)) => out.extend((f as f32).to_le_bytes()),
            (ElemTy::F64, Num::F(f)) => out.extend(f.to_le_bytes()),
            // Integers keep their low `width` bytes (two's complement).
            (_, Num::I(i)) => out.extend(&i.to_le_bytes()[..width]),
            (e, n) => return Err(format!("a {e} buffer holds {n:?}")),
        }
    }
    Ok(out)
}

/// The tensor like `like` that a device buffer's `bytes` hold.
pub fn from_device_bytes(like: &Tensor, bytes: &[u8]) -> Result<Tensor, String> {
    let width = element_bytes(like.elem)?;
    let data = bytes
        .chunks_exact(width)
        .map(|c| match like.elem {
            ElemTy::F16 => Num::F(half::f16::from_le_bytes([c[0], c[1]]).to_f64()),
            ElemTy::BF16 => Num::F(half::bf16::from_le_bytes([c[0], c[1]]).to_f64()),
            ElemTy::F32 => Num::F(f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64),
            ElemTy::F64 => Num::F(f64::from_le_bytes(c.try_into().expect("8 bytes"))),
            // i1 is 0 or 1; wider integers are sign-extended, as the interpreter holds them.
            ElemTy::Int(1) => Num::I(i64::from(c[0] & 1)),
            _ => {
                let mut wide = [if c[width - 1] & 0x80 != 0 { 0xff } else { 0 }; 8];
                wide[..width].copy_from_slice(c);
                Num::I(i64::from_le_bytes(wide))
            }
        })
        .collect();
    Ok(Tensor {
        elem: like.elem,
        shape: like.shape.clone(),
        data,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor(elem: ElemTy, data: Vec<Num>) -> Tensor {
        Tensor {
            elem,
            shape: vec![data.len() as i64],
            data,
        }
    }

    #[test]
    fn every_element_type_round_trips_through_device_bytes() {
        let floats = vec![Num::F(0.0), Num::F(-1.5), Num::F(65504.0), Num::F(6.103515625e-05)];
        let ints = |bits: u32| {
            let max = if bits == 64 { i64::MAX } else { (1i64 << (bits - 1)) - 1 };
            vec![Num::I(0), Num::I(-1), Num::I(max), Num::I(-max - 1), Num::I(5)]
        };
        let cases = [
            (ElemTy::F16, floats.clone(), 2),
            (
                ElemTy::BF16,
                vec![Num::F(0.0), Num::F(-1.5), Num::F(2f64.powi(127)), Num::F(1.0 / 128.0)],
                2,
            ),
            (ElemTy::F32, floats.clone(), 4),
            (ElemTy::F64, vec![Num::F(0.1), Num::F(-1e300)], 8),
            (ElemTy::Int(1), vec![Num::I(0), Num::I(1), Num::I(1)], 1),
            (ElemTy::Int(8), ints(8), 1),
            (ElemTy::Int(16), ints(16), 2),
            (ElemTy::Int(32), ints(32), 4),
            (ElemTy::Int(64), ints(64), 8),
        ];
        for (elem, data, width) in cases {
            let t = tensor(elem, data);
            let bytes = to_device_bytes(&t).expect("a device layout");
            assert_eq!(bytes.len(), t.data.len() * width, "{elem}");
            assert_eq!(
                from_device_bytes(&t, &bytes).expect("a device layout").data,
                t.data,
                "{elem}"
            );
        }
    }

    #[test]
    fn half_precision_bytes_are_the_ieee_encodings() {
        let t = tensor(ElemTy::F16, vec![Num::F(1.0), Num::F(-2.0)]);
        assert_eq!(to_device_bytes(&t).unwrap(), vec![0x00, 0x3c, 0x00, 0xc0]);
        let t = tensor(ElemTy::BF16, vec![Num::F(1.0)]);
        assert_eq!(to_device_bytes(&t).unwrap(), vec![0x80, 0x3f]);
    }

    #[test]
    fn odd_widths_are_refused() {
        let t = tensor(ElemTy::Int(3), vec![Num::I(1)]);
        assert!(to_device_bytes(&t).unwrap_err().contains("no device layout"));
    }
}
