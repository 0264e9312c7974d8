"""Q, K and V for an attention of shape [..., heads, rows, columns] holding the values the fused
attention (axe-fuse-attention) must treat as the linalg does, for ../sdpa.mlir. In head 0:
query 0 scores -inf against every key (an infinite query times keys that are all negative in
that dimension: torch gives a row of zeros); query 1 holds a NaN (a NaN row); query 2 scores
+inf against key 0 and -inf against the others (exp(inf - inf): a NaN row); query 3 is large
(scores in the thousands: exp overflows unless the running max is taken first). In head 1,
value 0 holds an infinity in its dimension 0 (an infinite output column).
usage: attention-special.py DTYPE Q_SHAPE K_SHAPE V_SHAPE PREFIX  (shapes as 1x2x16x32)"""
import sys

import numpy as np

dtype = np.dtype(sys.argv[1])
shapes = [tuple(int(n) for n in s.split("x")) for s in sys.argv[2:5]]
prefix = sys.argv[5]
rng = np.random.default_rng(11)
q, k, v = (rng.uniform(-1, 1, s).astype(np.float32) for s in shapes)
head = (0,) * (len(shapes[0]) - 3)
k[head + (0, slice(None), 0)] = -1
q[head + (0, 0, 0)] = np.inf
q[head + (0, 1, 1)] = np.nan
k[head + (0, 0, 2)] = 1
k[head + (0, slice(1, None), 2)] = -1
q[head + (0, 2, 2)] = np.inf
q[head + (0, 3)] *= 300
v[head + (1, 0, 0)] = np.inf
for name, x in zip("qkv", (q, k, v)):
    np.save(f"{prefix}.{name}.npy", x.astype(dtype))
