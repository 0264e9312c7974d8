"""The error of `axe-translate --fast-math` (axe-gpu-fast-math), measured on this machine's IEEE
f32 arithmetic (numpy), for docs/math-accuracy.md:

- exp(a) as 2^t with t = f32(a * f32(log2 e)): the scaling's rounding, with an ideal 2^t (f64
  exp2 of the f32 t, rounded once), over 2,048 mantissas of every f32 binade of both signs where
  exp(a) is normal (-87.3 <= a <= 88.7), against f64 exp(a). The GPU's ex2.approx.f32 adds its
  own error on top (2 ulps, the CUDA Programming Guide's bound for exp2f, which is that
  instruction), which no CPU can measure.
- x / d as x * f32(1 / d): random x and d over [2^-100, 2^100] in magnitude, both signs, against
  f64 x / d, in ulps of the f32 result's binade.

Each must stay within its bound (exit 1 otherwise); the table rows are printed."""
import sys

import numpy as np

F32 = np.float32


def ulps(got, exact):
    """|got - exact| in f32 ulps of exact's binade (exact normal)."""
    exponent = np.floor(np.log2(np.abs(exact)))
    return np.abs(got.astype(np.float64) - exact) / np.exp2(exponent - 23)


def exp_arguments():
    mantissas = np.arange(0, 1 << 23, (1 << 23) // 2048, dtype=np.uint32)
    exponents = np.arange(0, 256, dtype=np.uint32)[:, None] << 23
    bits = (exponents | mantissas).ravel()
    a = np.concatenate([bits, bits | 0x80000000]).view(F32)
    a = a[np.isfinite(a)]
    return a[(a >= F32(-87.3)) & (a <= F32(88.7))]


def exp_error():
    a = exp_arguments()
    t = a * F32(np.log2(np.e))  # numpy rounds log2(e) to f32's 0x3FB8AA3B, as the pass's constant
    got = np.exp2(t.astype(np.float64)).astype(F32)
    err = ulps(got, np.exp(a.astype(np.float64)))
    small = np.abs(a) <= 20
    # Against the bound 0.5 + 1.25 |a| (what is left after the linear part).
    return len(a), err.max(), err[small].max(), (err - 1.25 * np.abs(a)).max()


def reciprocal_error(n=1 << 20):
    rng = np.random.default_rng(0)
    sign = lambda: rng.choice([-1.0, 1.0], n)
    # Quotients in [2^-120, 2^120] and normal reciprocals: the range the bound covers.
    x = (sign() * np.exp2(rng.uniform(-60, 60, n))).astype(F32)
    d = (sign() * np.exp2(rng.uniform(-60, 60, n))).astype(F32)
    got = x * (F32(1) / d)
    return n, ulps(got, x.astype(np.float64) / d.astype(np.float64)).max()


def main():
    n, worst, small, per_unit = exp_error()
    print(f"exp, pre-scaled (ideal ex2): {n} arguments, max {worst:.2f} ulp; |a| <= 20: {small:.2f} ulp; "
          f"max of error - 1.25 |a|: {per_unit:.3f} ulp")
    m, recip = reciprocal_error()
    print(f"division by a shared divisor as x * (1 / d): {m} pairs, max {recip:.3f} ulp")
    # Bounds: t's rounding (at most |t| * 2^-24) moves 2^t by ln 2 * |t| * 2^-24 = |a| * 2^-24
    # relative, at most |a| ulps of the result; f32(log2 e) is 0.23 * 2^-24 relative off log2 e,
    # 0.23 |a| ulps more; then the final rounding: 0.5 + 1.25 |a| ulps. Two roundings in the
    # product give under 1.5 ulps.
    ok = per_unit <= 0.5 and recip < 1.5
    print("within bounds" if ok else "OUT OF BOUNDS")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
