"""A 4 x 4096 softmax input with the values --fast-math must keep exact (fast-math.mlir):
row 0 holds -inf, -1e30 and -0 among values in [-1, 1] (exps of 0); row 1 two values near the
f32 maximum, where the scaled max 3e38 * log2(e) would overflow (a pre-scaled fma would give 0
for every element; the scaled difference gives 1 and 0); row 2 a +inf (NaN everywhere); row 3
arguments down to -80, where the scaling's rounding error is largest."""
import sys

import numpy as np

rng = np.random.default_rng(42)
x = rng.uniform(-1, 1, (4, 4096)).astype(np.float32)
x[0, 5], x[0, 7], x[0, 9] = -np.inf, -1e30, -0.0
x[1, 4095], x[1, 17] = 3e38, 2.9e38
x[2, 100] = np.inf
x[3] = rng.uniform(-80, 0, 4096).astype(np.float32)
np.save(sys.argv[1], x)
