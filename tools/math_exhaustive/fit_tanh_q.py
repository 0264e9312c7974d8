"""The coefficients of Expm1TanhF32.cpp's kTanhQ: Q(s), s = a^2, with tanh(a) ~ a + a^3 Q(a^2)
on [0, T], fitted to the error relative to tanh(a) by least squares on Chebyshev nodes,
reweighted toward the minimax fit (Lawson's iteration); each coefficient is rounded to f32 in
turn, lowest degree first, and the higher ones refitted around it. Prints the largest relative
error of the f32 coefficients (in f64 arithmetic) and the coefficients, lowest degree first.

usage: .venv/bin/python tools/math_exhaustive/fit_tanh_q.py [T=0.25] [DEGREE=3]
"""
import sys

import mpmath
import numpy as np

mpmath.mp.dps = 40
T = float(sys.argv[1]) if len(sys.argv) > 1 else 0.25
DEGREE = int(sys.argv[2]) if len(sys.argv) > 2 else 3
xs = np.array([T * (0.5 - 0.5 * np.cos(np.pi * (i + 0.5) / 4000)) for i in range(4000)])
target = np.array([float((mpmath.tanh(mpmath.mpf(x)) - x) / mpmath.mpf(x) ** 3) for x in xs])
tanh = np.array([float(mpmath.tanh(mpmath.mpf(x))) for x in xs])
weight = xs**3 / tanh  # a change of Q, relative to tanh(a)
s = xs**2
fixed = []
for j in range(DEGREE + 1):
    rest = target - sum(c * s**i for i, c in enumerate(fixed))
    basis = np.stack([s**i for i in range(j, DEGREE + 1)], 1)
    lawson = np.ones_like(xs)
    for _ in range(60):
        w = weight * np.sqrt(lawson)
        c, *_ = np.linalg.lstsq(basis * w[:, None], rest * w, rcond=None)
        lawson = lawson * np.abs((basis @ c - rest) * weight)
        lawson /= lawson.sum()
    fixed.append(float(np.float32(c[0])))
error = np.abs(sum(c * s**i for i, c in enumerate(fixed)) - target) * weight
print(f"largest relative error {error.max():.3g} = 2^{np.log2(error.max()):.1f}")
print(", ".join(float.hex(c) for c in fixed))
