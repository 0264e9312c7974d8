//! `arith.maximumf` / `minimumf` in compiled CPU code follow IEEE-754 2019's maximum and
//! minimum (`axe-expand-float-minmax`): -0 < +0 and a NaN operand gives NaN, bit for bit, in
//! plain code and in scheduled (vectorized) kernels, for f32, f16 and bf16. Upstream
//! `arith-expand` made maximumf(+0, -0) = -0 and minimumf(-0, +0) = +0.

use super::CpuJit;
use axe_values::{ElemTy, MemRef, Num, Val};
use melior::ir::{operation::OperationLike, BlockLike, Module};

/// The special values, every one against every one.
const VALUES: [f64; 8] = [0.0, -0.0, 1.0, -1.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1e-40];

/// IEEE-754 2019 maximum (`is_max`) or minimum.
fn ieee(a: f64, b: f64, is_max: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        // Only +0 and -0 differ among equal values: the maximum has the sign bit clear.
        return if a.is_sign_negative() == is_max { b } else { a };
    }
    if (a > b) == is_max {
        a
    } else {
        b
    }
}

/// A kernel `out[i] = op(a[i], b[i])` over `n` elements of `t`.
fn kernel(name: &str, op: &str, t: &str, n: usize) -> String {
    let m = format!("memref<{n}x{t}>");
    format!(
        "func.func @{name}(%out: {m}, %a: {m}, %b: {m}) attributes {{uop.kernel}} {{\n  \
         %n = arith.constant {n} : index\n  %i = uop.range %n axis(0) loop\n  \
         %p = uop.index %a[%i] : {m}\n  %x = uop.load %p : {t}\n  %q = uop.index %b[%i] : {m}\n  \
         %y = uop.load %q : {t}\n  %z = arith.{op} %x, %y : {t}\n  %o = uop.index %out[%i] : {m}\n  \
         %s = uop.store %o, %z : {t}\n  %e = uop.end %s [%i]\n  uop.sink %e : !uop.effect\n  return\n}}\n"
    )
}

fn memref(elem: ElemTy, values: &[f64]) -> Val {
    let m = MemRef::alloc(elem, vec![values.len() as i64], Num::F(0.0)).expect("small");
    for (slot, v) in m.store.borrow_mut().nums_mut().iter_mut().zip(values) {
        *slot = Num::F(*v);
    }
    Val::MemRef(m)
}

#[test]
fn maximum_and_minimum_order_signed_zeros_and_propagate_nan() {
    crate::pipeline::register_passes();
    // 64 pairs, repeated to 128 elements so a scheduled kernel has whole vectors.
    let pairs: Vec<(f64, f64)> = VALUES
        .iter()
        .flat_map(|&a| VALUES.iter().map(move |&b| (a, b)))
        .collect();
    let (a, b): (Vec<f64>, Vec<f64>) = pairs.iter().chain(&pairs).copied().unzip();
    let n = a.len();
    for (t, elem) in [("f32", ElemTy::F32), ("f16", ElemTy::F16), ("bf16", ElemTy::BF16)] {
        let text = kernel("maximum", "maximumf", t, n) + &kernel("minimum", "minimumf", t, n);
        let context = axe_dialects::create_context();
        let module = Module::parse(&context, &text).expect("the kernels parse");
        let plain = CpuJit::compile(&module).expect("compiles unscheduled");
        let scheduled = CpuJit::compile_with(
            &module,
            "builtin.module(uop-schedule{vector-bytes=0},func.func(llvm-request-c-wrappers),axe-lower-to-llvm)",
        )
        .expect("compiles scheduled");
        for (label, jit) in [("unscheduled", &plain), ("scheduled", &scheduled)] {
            for (name, is_max) in [("maximum", true), ("minimum", false)] {
                let mut op = module.body().first_operation();
                while let Some(f) = op {
                    if axe_dialects::ir::symbol(&f, "sym_name").as_deref() == Some(name) {
                        break;
                    }
                    op = f.next_in_block();
                }
                let function = op.expect("the kernel is there");
                let out = memref(elem, &vec![7.0; n]);
                jit.call(&function, name, &[out.clone(), memref(elem, &a), memref(elem, &b)])
                    .expect("runs");
                let Val::MemRef(out) = out else { unreachable!() };
                for (i, got) in out.store.borrow().iter().enumerate() {
                    // 1e-40 is a subnormal f32 and flushes to 0 in f16 and bf16's rounding: compare
                    // with the operands as the kernel saw them.
                    let round = |v: f64| match elem {
                        ElemTy::F16 => half::f16::from_f64(v).to_f64(),
                        ElemTy::BF16 => half::bf16::from_f64(v).to_f64(),
                        _ => v as f32 as f64,
                    };
                    let want = ieee(round(a[i]), round(b[i]), is_max);
                    let got = got.float();
                    let same = (want.is_nan() && got.is_nan()) || want.to_bits() == got.to_bits();
                    assert!(
                        same,
                        "{label} {t} {name}({:e}, {:e}) = {got:e}, IEEE-754 says {want:e}",
                        a[i], b[i]
                    );
                }
            }
        }
    }
}
