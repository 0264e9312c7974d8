//! `axe.gemm` on the tensor cores: one warp's register fragments, `C[m, n] (+)= sum_k A[k, m]
//! B[k, n]`, as one `mma.sync` per atom: m16n8k16 for f16 and bf16 (m16n8k8 where K is not a
//! multiple of 16), m16n8k8 for f32 inputs read as tf32. Each operand's layout must be a tiling of the
//! atom's fragment over `reg` (tile-of, spec 001 section 3.3): that tiling says where each
//! atom's registers start, so the schedule is read off the layouts.

use super::copy::scope_of;
use super::kernel::{buffer_of, Buffers};
use super::place::{Buffer, Threads};
use crate::gpu::builder::memory::vector;
use crate::gpu::builder::Builder;
use crate::uop_to_scf::ops;
use axe_schedule::gpu_operators::FragmentTiling;
use axe_schedule::mma::{MmaAtom, MmaInput, Operand};
use melior::ir::{operation::OperationLike, Attribute, OperationRef, Value};

pub fn dispatch<'c, 'a>(
    at: &Builder<'c, 'a>,
    op: OperationRef<'c, 'a>,
    buffers: &Buffers<'c, 'a>,
    threads: &Threads<'c, 'a>,
) -> Result<(), String> {
    if scope_of(&op) == "warpgroup" {
        return super::wgmma::dispatch(at, op, buffers, threads);
    }
    if scope_of(&op) != "warp" {
        return Err(format!(
            "runs mma.sync at warp scope or wgmma at warpgroup scope, not {}",
            scope_of(&op)
        ));
    }
    let buffer = |i: usize| -> Result<&Buffer<'c, 'a>, String> {
        buffer_of(buffers, op.operand(i).map_err(|_| "missing operand")?)
    };
    let (a, b, c) = (buffer(0)?, buffer(1)?, buffer(2)?);
    // f16 and bf16 take k16 atoms (k8 where K is not a multiple of 16); f32 is read as tf32, k8.
    let (input, bits) = match a.tensor.element.to_string().as_str() {
        "bf16" => (MmaInput::BF16, 16),
        "f32" => (MmaInput::TF32, 32),
        _ => (MmaInput::F16, 16),
    };
    let k = if input != MmaInput::TF32 && a.tensor.shape[0] % 16 == 0 {
        16
    } else {
        8
    };
    let atom =
        MmaAtom::find([16, 8, k], input).expect("the ISA has m16n8k16 and m16n8k8 for f16 and bf16, m16n8k8 for tf32");
    let name = format!("mma.sync m16n8k{k}");
    let tiling = |t: &Buffer, operand: Operand, role: &str| {
        FragmentTiling::find(&t.tensor.layout, &t.tensor.shape, &atom, operand)
            .map_err(|e| format!("cannot run on {name}: {role} is no tiling of the atom's fragment: {e}"))
    };
    let (ta, tb, tc) = (
        tiling(a, Operand::A, "A")?,
        tiling(b, Operand::B, "B")?,
        tiling(c, Operand::C, "C")?,
    );
    let accumulate = op.has_attribute("accumulate");
    // A lane's registers as the operand vector nvgpu.mma.sync takes: A and B in rows of one
    // 32-bit register each (two f16 or bf16, one tf32), C as 2 x 2 f32.
    let per_register = 32 / bits;
    let registers = |t: &Buffer<'c, 'a>, first: i64, count: i64, per: i64| -> Value<'c, 'a> {
        let values: Vec<Value> = (first..first + count).map(|r| t.load(at, &[at.index(r)])).collect();
        let ty = vector(t.tensor.element, &[count / per, per]);
        at.insert_built(ops::generic(
            at.context,
            "vector.from_elements",
            &[],
            &values,
            Some(ty),
            at.location,
        ))
        .result(0)
        .expect("one result")
        .into()
    };
    let accumulator = vector(c.tensor.element, &[2, 2]);
    let zero = at.zeros(accumulator);
    let mut attributes = vec![(
        "mmaShape",
        Attribute::parse(at.context, &format!("[16, 8, {k}]")).expect("an mma shape"),
    )];
    if input == MmaInput::TF32 {
        attributes.push(("tf32Enabled", Attribute::unit(at.context)));
    }
    let (ra, rb, rc) = (
        atom.registers(Operand::A),
        atom.registers(Operand::B),
        atom.registers(Operand::C),
    );
    for mt in 0..tc.tiles[0] {
        for nt in 0..tc.tiles[1] {
            let first_c = tc.first_register([mt, nt]);
            let mut acc = if accumulate { registers(c, first_c, rc, 2) } else { zero };
            for kt in 0..ta.tiles[0] {
                let fa = registers(a, ta.first_register([kt, mt]), ra, per_register);
                let fb = registers(b, tb.first_register([kt, nt]), rb, per_register);
                acc = at
                    .insert_built(ops::generic(
                        at.context,
                        "nvgpu.mma.sync",
                        &attributes,
                        &[fa, fb, acc],
                        Some(accumulator),
                        at.location,
                    ))
                    .result(0)
                    .expect("one result")
                    .into();
            }
            for j in 0..rc {
                c.store(
                    at,
                    at.extract(acc, &[j / 2, j % 2], c.tensor.element),
                    &[at.index(first_c + j)],
                );
            }
        }
    }
    Ok(())
}
