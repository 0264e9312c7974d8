"""An 8 x 4096 softmax input of the values the online softmax (axe-gpu-online-softmax) must
keep exact, for ../online-softmax.mlir. Thread t of a row's block of 256 holds columns
4t..4t+3 + 1024k. Row 0 is all -inf (NaN everywhere, as torch gives); row 1 holds one +inf
(NaN everywhere); row 2 one NaN (NaN everywhere); row 3 has warp 0's columns and thread 100's
all -inf in a finite row (those threads sum nothing and write zeros, not NaN); row 4 values
near the f32 maximum and minimum; row 5 values near -FLT_MAX with -inf among them; row 6
thread maxima 0 down to -63.75, so most threads' exps are rescaled by exp(r - M) far below 1;
row 7 all zeros of both signs (every merge a tie)."""
import sys

import numpy as np

rng = np.random.default_rng(7)
x = rng.uniform(-1, 1, (8, 4096)).astype(np.float32)
columns = np.arange(4096)
x[0] = -np.inf
x[1, 2049] = np.inf
x[2, 77] = np.nan
x[3, (columns % 1024) < 128] = -np.inf
x[3, (columns % 1024) // 4 == 100] = -np.inf
x[4, 4095], x[4, 17], x[4, 900] = 3e38, 2.9e38, -3.4e38
x[5] = rng.uniform(-3.4e38, -3.3e38, 4096).astype(np.float32)
x[5, ::7] = -np.inf
x[6] = -((columns % 1024) // 4).astype(np.float32) / 4
x[7] = np.where(columns % 3 == 0, -0.0, 0.0).astype(np.float32)
np.save(sys.argv[1], x)
