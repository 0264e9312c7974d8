"""Random f16 Q, K and V of one shape whose head 0 holds a NaN in its last key: with the causal
mask only the last query sees that key, so the fused attention (which never scores a masked key)
gives one NaN row where the linalg (which adds -inf to the NaN score) gives a whole NaN head.
usage: masked-nan.py SHAPE PREFIX  (shape as 1x2x16x32)"""
import sys

import numpy as np

shape = tuple(int(n) for n in sys.argv[1].split("x"))
prefix = sys.argv[2]
rng = np.random.default_rng(5)
q, k, v = (rng.uniform(-1, 1, shape).astype(np.float16) for _ in range(3))
k[(0,) * (len(shape) - 3) + (0, -1, 0)] = np.nan
for name, x in zip("qkv", (q, k, v)):
    np.save(f"{prefix}.{name}.npy", x)
