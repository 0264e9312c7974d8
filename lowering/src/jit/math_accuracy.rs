//! The accuracy contract of the CPU math approximations (docs/math-accuracy.md): every math
//! function `axe-approximate-math` rewrites, JIT-compiled as a scheduled kernel (one kernel per
//! function over a big array, `uop-schedule` then `axe-lower-to-llvm`, the path of
//! `axe-compile --target=cpu`), is run on every special value (±0, ±inf, NaN, subnormals, the
//! largest finite values) and on samples spread over every exponent of f32 (2,048 mantissas
//! for each sign and biased exponent: about a million arguments), and on every f16 and bf16
//! value. Its error in ulps (of the result's type, at the exact result's binade) against f64
//! libm on the same argument (2^29 times more precise than an f32 ulp) must stay within the
//! documented bound; NaN only where the result is NaN, infinities of the right sign, signed
//! zeros where the result is zero. The same kernels unscheduled (one libm call per element:
//! glibc's sinf, expf, ...) are measured for the table's glibc column.
//!
//! `cargo test -p axe-lowering math_accuracy -- --nocapture` prints the table.

use super::CpuJit;
use axe_values::{ElemTy, MemRef, Num, Val};
use melior::ir::{operation::OperationLike, BlockLike, Module, OperationRef};

unsafe extern "C" {
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
}

/// One approximated function: its math op, its f64 reference, and the most ulps its
/// approximation may be off in f32, f16 and bf16 (docs/math-accuracy.md's table).
struct Function {
    op: &'static str,
    binary: bool,
    reference: fn(f64, f64) -> f64,
    bound: [f64; 3],
}

const FUNCTIONS: &[Function] = &[
    Function {
        op: "sin",
        binary: false,
        reference: |x, _| x.sin(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "cos",
        binary: false,
        reference: |x, _| x.cos(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "exp",
        binary: false,
        reference: |x, _| x.exp(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "expm1",
        binary: false,
        reference: |x, _| x.exp_m1(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "log",
        binary: false,
        reference: |x, _| x.ln(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "log2",
        binary: false,
        reference: |x, _| x.log2(),
        bound: [2.0, 1.0, 1.0],
    },
    Function {
        op: "log1p",
        binary: false,
        reference: |x, _| x.ln_1p(),
        bound: [3.0, 1.0, 1.0],
    },
    Function {
        op: "tanh",
        binary: false,
        reference: |x, _| x.tanh(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "erf",
        binary: false,
        reference: |x, _| unsafe { erf(x) },
        bound: [3.5, 1.0, 1.0],
    },
    Function {
        op: "erfc",
        binary: false,
        reference: |x, _| unsafe { erfc(x) },
        bound: [3.0, 1.0, 1.0],
    },
    Function {
        op: "atan",
        binary: false,
        reference: |x, _| x.atan(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "asin",
        binary: false,
        reference: |x, _| x.asin(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "acos",
        binary: false,
        reference: |x, _| x.acos(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "cbrt",
        binary: false,
        reference: |x, _| x.cbrt(),
        bound: [1.0, 1.0, 1.0],
    },
    Function {
        op: "atan2",
        binary: true,
        reference: |y, x| y.atan2(x),
        bound: [1.0, 1.0, 1.0],
    },
];

/// A float type's format: its MLIR name, the interpreter's element type, the smallest normal
/// exponent, the fraction bits and the largest finite value.
#[derive(Clone, Copy)]
struct Format {
    name: &'static str,
    elem: ElemTy,
    min_exponent: i32,
    fraction_bits: i32,
    max: f64,
}

const F32: Format = Format {
    name: "f32",
    elem: ElemTy::F32,
    min_exponent: -126,
    fraction_bits: 23,
    max: f32::MAX as f64,
};
const F16: Format = Format {
    name: "f16",
    elem: ElemTy::F16,
    min_exponent: -14,
    fraction_bits: 10,
    max: 65504.0,
};
const BF16: Format = Format {
    name: "bf16",
    elem: ElemTy::BF16,
    min_exponent: -126,
    fraction_bits: 7,
    max: 3.3895313892515355e38,
};

impl Format {
    /// The ulp of the binade of `v` (an f64) in this format; subnormals share the smallest.
    fn ulp(self, v: f64) -> f64 {
        let exponent = ((v.abs().to_bits() >> 52) & 0x7ff) as i32 - 1023;
        2f64.powi(exponent.max(self.min_exponent) - self.fraction_bits)
    }

    /// Whether `v` rounds to this format's infinity.
    fn overflows(self, v: f64) -> bool {
        v.abs() >= self.max + self.ulp(self.max) / 2.0
    }

    /// The error of `out` in ulps of the exact result `exact`: 0 for matching NaNs, infinities
    /// and signed zeros, infinite for a NaN or infinity or zero sign that should not be there.
    fn ulps(self, out: f64, exact: f64) -> f64 {
        if exact.is_nan() || out.is_nan() {
            return if exact.is_nan() && out.is_nan() {
                0.0
            } else {
                f64::INFINITY
            };
        }
        if out.is_infinite() {
            let right = (exact.is_infinite() || self.overflows(exact)) && out.signum() == exact.signum();
            return if right { 0.0 } else { f64::INFINITY };
        }
        if exact.is_infinite() {
            return f64::INFINITY;
        }
        if exact == 0.0 && out == 0.0 && exact.is_sign_negative() != out.is_sign_negative() {
            return f64::INFINITY;
        }
        (out - exact).abs() / self.ulp(exact)
    }

    /// `v` rounded to this format (every input is exactly representable in it).
    fn round(self, v: f64) -> f64 {
        match self.elem {
            ElemTy::F16 => half::f16::from_f64(v).to_f64(),
            ElemTy::BF16 => half::bf16::from_f64(v).to_f64(),
            _ => v as f32 as f64,
        }
    }
}

/// The path of `axe-compile --target=cpu`: the CPU schedule, then `axe-lower-to-llvm`.
const SCHEDULED: &str =
    "builtin.module(uop-schedule{vector-bytes=0},func.func(llvm-request-c-wrappers),axe-lower-to-llvm)";

/// xorshift64*: a fixed stream, so every run checks the same arguments.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// The special f32 values every function sees.
fn special_f32() -> Vec<f32> {
    let mut v = vec![
        0.0,
        f32::INFINITY,
        f32::NAN,
        f32::from_bits(1),
        f32::from_bits(0x007f_ffff),
        f32::MIN_POSITIVE,
        f32::MAX,
        1.0,
        0.5,
        2.0,
        std::f32::consts::FRAC_PI_2,
        std::f32::consts::PI,
        1e4,
        1e5,
        1e8,
        1e30,
        16777216.0,
        16777215.0,
        88.72284,
        88.72283,
        -103.97,
        1e-10,
        10.0,
        9.5,
        0.8,
    ];
    v.extend(v.clone().into_iter().map(|x| -x));
    v
}

/// Special values plus, for each sign and biased exponent 0..=254, the smallest and largest
/// mantissa and `per_binade` random ones: ~1M arguments over the whole f32 range.
fn f32_arguments(per_binade: usize, rng: &mut Rng) -> Vec<f64> {
    let mut out: Vec<f64> = special_f32().into_iter().map(f64::from).collect();
    for sign in [0u32, 1] {
        for exponent in 0u32..=254 {
            let mut push = |mantissa: u32| out.push(f32::from_bits(sign << 31 | exponent << 23 | mantissa) as f64);
            push(0);
            push(0x7f_ffff);
            for _ in 0..per_binade {
                push((rng.next() >> 41) as u32 & 0x7f_ffff);
            }
        }
    }
    out
}

/// Every value of a 16-bit format.
fn all_16_bit(format: Format) -> Vec<f64> {
    (0..=u16::MAX)
        .map(|bits| match format.elem {
            ElemTy::F16 => half::f16::from_bits(bits).to_f64(),
            _ => half::bf16::from_bits(bits).to_f64(),
        })
        .collect()
}

/// A module of one elementwise kernel per function, `n` elements each.
fn kernels(format: Format, n: usize) -> String {
    let t = format.name;
    let memref = format!("memref<{n}x{t}>");
    let mut text = String::new();
    for f in FUNCTIONS {
        let (second_arg, second_load, operands) = if f.binary {
            (
                format!(", %x: {memref}"),
                format!("%q = uop.index %x[%i] : {memref}\n  %w = uop.load %q : {t}\n  "),
                "%v, %w".to_string(),
            )
        } else {
            (String::new(), String::new(), "%v".to_string())
        };
        text += &format!(
            "func.func @{op}(%out: {memref}, %a: {memref}{second_arg}) attributes {{uop.kernel}} {{\n  \
             %n = arith.constant {n} : index\n  %i = uop.range %n axis(0) loop\n  \
             %p = uop.index %a[%i] : {memref}\n  %v = uop.load %p : {t}\n  {second_load}\
             %y = math.{op} {operands} : {t}\n  %o = uop.index %out[%i] : {memref}\n  \
             %s = uop.store %o, %y : {t}\n  %e = uop.end %s [%i]\n  uop.sink %e : !uop.effect\n  return\n}}\n",
            op = f.op
        );
    }
    text
}

fn function<'c, 'a>(module: &'a Module<'c>, name: &str) -> OperationRef<'c, 'a> {
    let mut op = module.body().first_operation();
    while let Some(f) = op {
        if axe_dialects::ir::symbol(&f, "sym_name").as_deref() == Some(name) {
            return f;
        }
        op = f.next_in_block();
    }
    panic!("no function @{name}");
}

fn memref(format: Format, values: &[f64]) -> Val {
    let m = MemRef::alloc(format.elem, vec![values.len() as i64], Num::F(0.0)).expect("sweep arrays are small");
    for (slot, v) in m.store.borrow_mut().nums_mut().iter_mut().zip(values) {
        *slot = Num::F(*v);
    }
    Val::MemRef(m)
}

/// Runs every function's kernel of `jit` (the unary ones on `a`, atan2 on (`y`, `x`)) and
/// returns, per function, the largest error in ulps and an argument where it happens.
fn measure(jit: &CpuJit, module: &Module, format: Format, a: &[f64], y: &[f64], x: &[f64]) -> Vec<(f64, f64, f64)> {
    FUNCTIONS
        .iter()
        .map(|f| {
            let (a, b) = if f.binary { (y, x) } else { (a, a) };
            let out = memref(format, &vec![0.0; a.len()]);
            let mut args = vec![out.clone(), memref(format, a)];
            if f.binary {
                args.push(memref(format, b));
            }
            jit.call(&function(module, f.op), f.op, &args)
                .unwrap_or_else(|e| panic!("@{}: {e}", f.op));
            let Val::MemRef(out) = out else { unreachable!() };
            let results = out.store.borrow();
            let mut worst = (0.0, f64::NAN, f64::NAN);
            for (i, r) in results.iter().enumerate() {
                let (x, y) = (a[i], b[i]);
                let exact = (f.reference)(x, y);
                let e = format.ulps(r.float(), exact);
                if e > worst.0 || (e.is_nan() && !worst.0.is_nan()) {
                    worst = (e, x, y);
                }
            }
            worst
        })
        .collect()
}

/// Measures `format` on `a` / `b` for both compilations, prints the rows and returns the
/// functions whose scheduled (approximated) error passes the bound.
fn sweep(format: Format, column: usize, a: &[f64], y: &[f64], x: &[f64]) -> Vec<String> {
    // Padded with ones to a multiple of 256 elements, so the schedule can take whole vectors
    // (it splits a range by its divisors).
    let pad = |v: &[f64]| -> Vec<f64> {
        let mut v = v.to_vec();
        v.resize(v.len().div_ceil(256) * 256, 1.0);
        v
    };
    let (a, y, x) = (pad(a), pad(y), pad(x));
    let (a, y, x) = (&a[..], &y[..], &x[..]);
    let context = axe_dialects::create_context();
    let text = kernels(format, a.len());
    let module = Module::parse(&context, &text).expect("the sweep's kernels parse");
    let scheduled = CpuJit::compile_with(&module, SCHEDULED).expect("the scheduled kernels compile");
    // What the sweep measures is the approximations, not libm per element: the scheduled LLVM
    // dialect module has no libm math but sin's and cos's for huge arguments (`llvm.intr.sin` /
    // `cos` behind their scf.if).
    let mut lowered = Module::parse(&context, &text).expect("parses");
    crate::pipeline::run_pipeline(&mut lowered, SCHEDULED).expect("lowers");
    let ir = lowered.as_operation().to_string();
    for f in FUNCTIONS.iter().filter(|f| f.op != "sin" && f.op != "cos") {
        for call in [format!("llvm.intr.{}(", f.op), format!("@{}f(", f.op)] {
            assert!(
                !ir.contains(&call),
                "{} {} is still a libm call ({call}) in scheduled code",
                f.op,
                format.name
            );
        }
    }
    let libm = CpuJit::compile(&module).expect("the unscheduled kernels compile");
    let ours = measure(&scheduled, &module, format, a, y, x);
    let glibc = measure(&libm, &module, format, a, y, x);
    let mut failures = Vec::new();
    for ((f, (e, x, y)), (g, _, _)) in FUNCTIONS.iter().zip(ours).zip(glibc) {
        let at = if f.binary {
            format!("({x:e}, {y:e})")
        } else {
            format!("{x:e}")
        };
        println!(
            "{:6} {:5} approximated {e:8.3} ulp (at {at}), libm {g:8.3} ulp, bound {}",
            f.op, format.name, f.bound[column]
        );
        if e.is_nan() || e > f.bound[column] {
            failures.push(format!(
                "{} {}: {e} ulp at {at}, bound {}",
                f.op, format.name, f.bound[column]
            ));
        }
    }
    failures
}

/// atan2's second arguments: `a` in another order, and every special value against every
/// special value at the front.
fn atan2_pairs(a: &[f64], specials: usize, rng: &mut Rng) -> (Vec<f64>, Vec<f64>) {
    let mut y = a.to_vec();
    let mut x = a.to_vec();
    for i in (1..x.len()).rev() {
        x.swap(i, (rng.next() % (i as u64 + 1)) as usize);
    }
    let mut front = 0;
    for i in 0..specials {
        for j in 0..specials {
            if front < y.len() {
                y[front] = a[i];
                x[front] = a[j];
                front += 1;
            }
        }
    }
    (y, x)
}

#[test]
fn math_accuracy_sweep() {
    crate::pipeline::register_passes();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let specials = special_f32().len();
    let mut failures = Vec::new();
    let a = f32_arguments(2048, &mut rng);
    let (y, x) = atan2_pairs(&a, specials, &mut rng);
    failures.extend(sweep(F32, 0, &a, &y, &x));
    for (format, column) in [(F16, 1), (BF16, 2)] {
        // Every value; atan2 on pairs of them, the special values (rounded) first.
        let mut a: Vec<f64> = special_f32().into_iter().map(|v| format.round(v as f64)).collect();
        a.extend(all_16_bit(format));
        let (y, x) = atan2_pairs(&a, specials, &mut rng);
        failures.extend(sweep(format, column, &a, &y, &x));
    }
    assert!(
        failures.is_empty(),
        "math approximations past their documented bounds:\n{}",
        failures.join("\n")
    );
}
