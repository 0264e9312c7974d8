"""The comparison set's programs in tinygrad, one function per program of
test/Transforms/split-kernels/tinygrad-parity.mlir (same name, shapes and
dtypes), and how tinygrad 0.14 schedules them: kernels (schedule items whose
AST is a SINK, i.e. not a COPY) and intermediate buffers (buffers a kernel
touches that are neither an input nor an output)."""
from tinygrad import Tensor, dtypes
from tinygrad.uop.ops import Ops

f32, i32 = dtypes.float32, dtypes.int32

def mm(a, b): return a @ b

PROGRAMS = {
  # reductions of unary ops (issue 15 item 10)
  "exp_sum":        ([(4, 8)], lambda x: x.exp().sum(1, keepdim=True)),
  "neg_max":        ([(4, 8)], lambda x: (-x).max(1, keepdim=True)),
  "log_max":        ([(4, 8)], lambda x: x.log().max(1, keepdim=True)),
  "half_sum":       ([(4, 8)], lambda x: x.half().sum(1, keepdim=True)),
  "sqrt_sum_all":   ([(4, 8)], lambda x: x.sqrt().sum()),
  "exp_sum_div":    ([(4, 8)], lambda x: x.exp() / x.exp().sum(1, keepdim=True)),
  "exp_matmul":     ([(8, 16), (16, 4)], lambda a, b: a.exp() @ b),
  # softmax family
  "shifted_exp_sum":([(4, 8)], lambda x: (x - x.max(1, keepdim=True)).exp().sum(1, keepdim=True)),
  "softmax":        ([(4, 8)], lambda x: x.softmax(1)),
  "log_softmax":    ([(4, 8)], lambda x: x.log_softmax(1)),
  # plain reductions
  "sum_all":        ([(4, 8)], lambda x: x.sum()),
  "double_sum":     ([(4, 8)], lambda x: x.sum(1).sum()),
  "sum_plus_max":   ([(4, 8)], lambda x: x.sum(1) + x.max(1)),
  "sum_squares":    ([(4, 8)], lambda x: (x * x).sum()),
  "mse":            ([(4, 8), (4, 8)], lambda x, y: ((x - y) * (x - y)).mean()),
  "permute_sum":    ([(4, 8)], lambda x: x.permute(1, 0).sum(1)),
  "normalize_rows": ([(4, 8)], lambda x: x / x.sum(1, keepdim=True)),
  "variance":       ([(4, 8)], lambda x: (x - x.mean(1, keepdim=True)).square().mean(1)),
  "pad_sum":        ([(4, 8)], lambda x: x.pad(((1, 1), (2, 0))).sum(1)),
  "argmax":         ([(4, 8)], lambda x: x.argmax(1)),
  # stencils and pools (item 11)
  "stencil_1d":     ([(32,)], lambda x: sum(x.pad((1, 1))[i:i + 32] for i in range(3))),
  "stencil_3x3":    ([(16, 16)], lambda x: sum(x.pad((1, 1, 1, 1))[i:i + 16, j:j + 16] for i in range(3) for j in range(3))),
  "stencil_5x5":    ([(12, 12)], lambda x: sum(x.pad((2, 2, 2, 2))[i:i + 12, j:j + 12] for i in range(5) for j in range(5))),
  "rows_9tap":      ([(4, 16)], lambda x: sum(x.pad(((0, 0), (4, 4)))[:, i:i + 16] for i in range(9))),
  "window_9":       ([(4, 16)], lambda x: sum(x[:, i:i + 8] for i in range(9))),
  # tinygrad has no vmap: the same rows, batched
  "window_9_vmap":  ([(4, 16)], lambda x: sum(x[:, i:i + 8] for i in range(9))),
  "maxpool_2x2":    ([(8, 8)], lambda x: x.reshape(4, 2, 4, 2).max((1, 3))),
  "avgpool_2x2":    ([(8, 8)], lambda x: x.reshape(4, 2, 4, 2).mean((1, 3))),
  # gathers and constants (item 13)
  "gather":         ([(16,), ((8,), i32)], lambda x, i: x[i]),
  "embedding":      ([(16, 4), ((8,), i32)], lambda w, i: w[i]),
  "arange_add":     ([(16,)], lambda x: x + Tensor.arange(16).float()),
  # matmul chains
  "matmul":         ([(8, 16), (16, 4)], mm),
  "matmul_chain":   ([(8, 16), (16, 4), (4, 8)], lambda a, b, c: (a @ b) @ c),
  "matmul_bias_relu": ([(8, 16), (16, 4), (4,)], lambda a, b, c: (a @ b + c).relu()),
  "mlp2":           ([(8, 16), (16, 4), (4, 8)], lambda x, w1, w2: (x @ w1).relu() @ w2),
  # elementwise and movement
  "elementwise":    ([(4, 8), (4, 8), (4, 8)], lambda x, y, z: (x + y) * z.exp()),
  "broadcast_add":  ([(4, 8), (8,)], lambda x, y: x + y),
  "transpose":      ([(4, 8)], lambda x: x.permute(1, 0).contiguous()),
  "flip_add":       ([(4, 8)], lambda x: x + x.flip(0)),
  "relu_mask":      ([(4, 8), (4, 8)], lambda x, g: (x > 0).where(g, 0)),
}

def count(name):
  shapes, fn = PROGRAMS[name]
  ins = []
  for s in shapes:
    shape, dt = (s, f32) if isinstance(s[0], int) else s
    ins.append(Tensor.empty(*shape, dtype=dt))
  out = fn(*ins)
  # each program's output is realized as its own tensor
  linear = out.schedule_linear()
  calls = list(linear.src)
  kernels = sum(1 for c in calls if c.src[0].op is Ops.SINK)
  copies = len(calls) - kernels
  io = {t.uop.buf_uop for t in ins + [out]}
  touched = {b for c in calls for b in c.src[1:]}
  intermediates = len([b for b in touched if b not in io])
  return kernels, intermediates, copies

if __name__ == "__main__":
  import json, sys
  names = sys.argv[1:] or list(PROGRAMS)
  print(json.dumps({n: count(n) for n in names}))
