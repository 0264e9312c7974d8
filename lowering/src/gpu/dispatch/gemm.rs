//! `axe.gemm` on the tensor cores: one warp's register fragments, `C[m, n] (+)= sum_k A[k, m]
//! B[k, n]`, as one `mma.sync` m16n8k16 per atom. Each operand's layout must be a tiling of the
//! atom's fragment over `reg` (tile-of, spec 001 section 3.3): that tiling says where each
//! atom's registers start, so the schedule is read off the layouts.

use super::copy::scope_of;
use super::kernel::{buffer_of, Buffers};
use super::place::Buffer;
use crate::gpu::builder::Builder;
use crate::gpu::tensor_cores::staging::vector;
use crate::uop_to_scf::ops;
use axe_schedule::gpu_operators::FragmentTiling;
use axe_schedule::mma::{MmaAtom, MmaInput, Operand};
use melior::ir::{Attribute, OperationRef, Value, operation::OperationLike};

pub fn dispatch<'c, 'a>(at: &Builder<'c, 'a>, op: OperationRef<'c, 'a>, buffers: &Buffers<'c, 'a>) -> Result<(), String> {
    if scope_of(&op) != "warp" {
        return Err(format!("runs mma.sync at warp scope, not {}", scope_of(&op)));
    }
    let buffer = |i: usize| -> Result<&Buffer<'c, 'a>, String> { buffer_of(buffers, op.operand(i).map_err(|_| "missing operand")?) };
    let (a, b, c) = (buffer(0)?, buffer(1)?, buffer(2)?);
    let input = match a.tensor.element.to_string().as_str() {
        "bf16" => MmaInput::BF16,
        _ => MmaInput::F16,
    };
    let atom = MmaAtom::find([16, 8, 16], input).expect("m16n8k16 exists for f16 and bf16");
    let tiling = |t: &Buffer, operand: Operand, name: &str| {
        FragmentTiling::find(&t.tensor.layout, &t.tensor.shape, &atom, operand).map_err(|e| format!("cannot run on mma.sync m16n8k16: {name} is no tiling of the atom's fragment: {e}"))
    };
    let (ta, tb, tc) = (tiling(a, Operand::A, "A")?, tiling(b, Operand::B, "B")?, tiling(c, Operand::C, "C")?);
    let accumulate = op.has_attribute("accumulate");
    let registers = |t: &Buffer<'c, 'a>, first: i64, count: i64, shape: [i64; 2]| -> Value<'c, 'a> {
        let values: Vec<Value> = (first..first + count).map(|r| t.load(at, &[at.index(r)])).collect();
        at.insert_built(ops::generic(at.context, "vector.from_elements", &[], &values, Some(vector(t.tensor.element, &shape)), at.location)).result(0).expect("one result").into()
    };
    let zero: Value = at.insert_built(ops::generic(at.context, "arith.constant", &[("value", Attribute::parse(at.context, "dense<0.0> : vector<2x2xf32>").expect("a zero vector"))], &[], Some(vector(c.tensor.element, &[2, 2])), at.location)).result(0).expect("one result").into();
    let shape = Attribute::parse(at.context, "[16, 8, 16]").expect("an mma shape");
    for mt in 0..tc.tiles[0] {
        for nt in 0..tc.tiles[1] {
            let first_c = tc.first_register([mt, nt]);
            let mut acc = if accumulate { registers(c, first_c, 4, [2, 2]) } else { zero };
            for kt in 0..ta.tiles[0] {
                let fa = registers(a, ta.first_register([kt, mt]), 8, [4, 2]);
                let fb = registers(b, tb.first_register([kt, nt]), 4, [2, 2]);
                acc = at.insert_built(ops::generic(at.context, "nvgpu.mma.sync", &[("mmaShape", shape)], &[fa, fb, acc], Some(vector(c.tensor.element, &[2, 2])), at.location)).result(0).expect("one result").into();
            }
            for j in 0..4 {
                let position = Attribute::parse(at.context, &format!("array<i64: {}, {}>", j / 2, j % 2)).expect("a position");
                let value: Value = at.insert_built(ops::generic(at.context, "vector.extract", &[("static_position", position)], &[acc], Some(c.tensor.element), at.location)).result(0).expect("one result").into();
                c.store(at, value, &[at.index(first_c + j)]);
            }
        }
    }
    Ok(())
}
