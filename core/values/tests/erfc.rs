//! `math.erfc` in the interpreter against glibc's `erfc` (the C library every
//! Rust program on Linux links): special values exactly, and a sweep over the
//! line where f64 results stay within 8 ulp and f32 results round to
//! glibc's value rounded to f32 (at most 1 ulp apart where the f64 value
//! sits on a rounding boundary).

use axe_values::scalar::unary;
use axe_values::{ElemTy, Num};

extern "C" {
    fn erfc(x: f64) -> f64;
}

fn axe(ty: ElemTy, x: f64) -> f64 {
    unary("erfc", ty, Num::F(x)).expect("erfc evaluates").float()
}

fn libm(x: f64) -> f64 {
    // SAFETY: glibc's erfc is a pure function of a double.
    unsafe { erfc(x) }
}

fn ulps(a: f64, b: f64) -> u64 {
    (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs()
}

#[test]
fn special_values_are_exact() {
    assert!(axe(ElemTy::F64, f64::NAN).is_nan());
    assert!(axe(ElemTy::F32, f64::NAN).is_nan());
    let cases: [(f64, f64); 10] = [
        (0.0, 1.0),
        (-0.0, 1.0),
        (f64::INFINITY, 0.0),
        (f64::NEG_INFINITY, 2.0),
        (1e300, 0.0),
        (-1e300, 2.0),
        (5e-324, 1.0),
        (1e-300, 1.0),
        (30.0, 0.0),
        (-30.0, 2.0),
    ];
    for (x, want) in cases {
        for ty in [ElemTy::F64, ElemTy::F32, ElemTy::F16, ElemTy::BF16] {
            let got = axe(ty, x);
            assert_eq!(
                got.to_bits(),
                want.to_bits(),
                "erfc({x:e}) in {ty:?}: {got:e}, want {want:e}"
            );
        }
    }
    // positive zero, never -0, where the result underflows
    assert_eq!(axe(ElemTy::F32, 11.0).to_bits(), 0.0f64.to_bits());
}

#[test]
fn f64_within_8_ulp_of_glibc_over_the_line() {
    let mut worst = (0, 0.0);
    // 0.5 is where the method changes; 26.5..27.3 is where the result becomes subnormal
    let points = (-60_000..=60_000).map(|i| i as f64 * 0.0005).chain([
        0.5,
        0.5 - 1e-16,
        0.5 + 1e-16,
        26.5,
        27.0,
        27.2,
        27.25,
        1e-8,
        -1e-8,
        2.0f64.powi(-1022),
    ]);
    for x in points {
        let (got, want) = (axe(ElemTy::F64, x), libm(x));
        let limit = if want < 2.2250738585072014e-308 { 1 << 20 } else { 8 };
        let u = ulps(got, want);
        assert!(u <= limit, "erfc({x:e}) = {got:e}, glibc {want:e} ({u} ulp)");
        if u > worst.0 && want >= 2.2250738585072014e-308 {
            worst = (u, x);
        }
    }
    eprintln!("worst f64 error {} ulp at x = {}", worst.0, worst.1);
}

#[test]
fn f32_rounds_like_glibc_rounded_to_f32() {
    let mut off = 0;
    for i in -12_000..=12_000 {
        let x = (i as f64 * 0.001) as f32 as f64;
        let got = axe(ElemTy::F32, x) as f32;
        let want = libm(x) as f32;
        let u = ulps(got as f64, want as f64);
        assert!(
            (got.to_bits() as i64 - want.to_bits() as i64).abs() <= 1,
            "erfc({x}) in f32 = {got:e}, glibc rounded {want:e} ({u})"
        );
        off += (got != want) as u32;
    }
    assert!(off <= 5, "{off} of 24001 f32 results differ from glibc's by an ulp");
}
