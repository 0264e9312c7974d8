"""The numpy oracle of test/Conversion/linalg-to-uop: runs each function of a
converted (tensor-level uop) program on the reference interpreter with axe-run
and compares its result with the same computation in numpy (float64 on the
same float32 inputs).

usage: numpy_oracle.py PROGRAM.mlir WORKDIR NAME...
"""

import os
import subprocess
import sys

import numpy as np


def softmax(x, axis):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def layernorm(x, gamma, beta):
    mean = x.mean(axis=1, keepdims=True)
    d = x - mean
    var = (d * d).mean(axis=1, keepdims=True)
    return d / np.sqrt(var + 1e-5) * gamma + beta


def attention(q, k, v):
    return softmax(q @ k.transpose(0, 2, 1) * 0.25, axis=2) @ v


def movement(x, y):
    piece = np.pad(x[1:4, 1:5], ((0, 0), (1, 1)), constant_values=-1.5)
    column = y[1:4, 1:2]
    return np.concatenate([piece] + [column] * 4, axis=1).reshape(3, 5, 2)


# name: (input shapes, numpy reference)
REFERENCES = {
    "mlp": ([(1, 4, 8), (1, 8, 16), (1, 1, 16)], lambda x, w, b: np.maximum(x @ w + b, 0)),
    "softmax": ([(4, 8)], lambda x: softmax(x, axis=1)),
    "layernorm": ([(4, 16), (1, 16), (1, 16)], layernorm),
    "attention": ([(2, 8, 16)] * 3, attention),
    "movement": ([(4, 6), (4, 2)], movement),
    "matmul": ([(4, 8), (8, 16)], lambda a, b: a @ b),
    "batch_matmul": ([(2, 4, 8), (2, 8, 16)], lambda a, b: a @ b),
    "transpose_broadcast": ([(4, 8), (8,)], lambda a, b: a.T + b[:, None]),
    "reduce_max_min": ([(4, 6, 8)], lambda x: (x.max(axis=(0, 2)), x.min(axis=1))),
    "add_into": ([(3, 5), (3,)], lambda x, init: init + x.sum(axis=1)),
    "strided_slice": ([(7, 9)], lambda x: x[1:7:3, 0:9:2]),
    "insert_into": ([(4, 6), (2, 3)], lambda d, s: np.where(np.pad(np.ones((2, 3), bool), ((1, 1), (2, 1))), np.pad(s, ((1, 1), (2, 1))), d)),
    "concat": ([(2, 3), (2, 1)], lambda a, b: np.concatenate([a, b, a], axis=1)),
    "rotate_half": ([(1, 2, 4, 8)], lambda x: np.concatenate([-x[..., 4:], x[..., :4]], axis=-1)),
    "iota": ([(3, 4)], lambda x: x + np.arange(4)[None, :].astype(np.float32)),
}


def check(references, seed, rtol, atol):
    """Runs each named program of argv on axe-run with seeded inputs in [-1, 1] and compares its
    results with `references` (shapes, numpy function) at the given tolerance; exits 1 on any
    difference. window_oracle.py shares it."""
    program, workdir, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    rng = np.random.default_rng(seed)
    failed = False
    for name in names:
        shapes, reference = references[name]
        inputs = [rng.uniform(-1, 1, shape).astype(np.float32) for shape in shapes]
        files = []
        for i, x in enumerate(inputs):
            files.append(os.path.join(workdir, f"{name}.in{i}.npy"))
            np.save(files[-1], x)
        out = os.path.join(workdir, name)
        subprocess.run(["axe-run", program, "--entry", name, "--inputs", ",".join(files), "--outputs", out],
                       check=True, stdout=subprocess.DEVNULL)
        expected = reference(*[x.astype(np.float64) for x in inputs])
        expected = expected if isinstance(expected, tuple) else (expected,)
        error = 0.0
        ok = True
        for r, e in enumerate(expected):
            got = np.load(os.path.join(out, f"{name}.result{r}.npy")).astype(np.float64)
            if got.shape != e.shape:
                print(f"{name}: result {r} has shape {got.shape}, numpy {e.shape}")
                ok = False
                continue
            error = max(error, float(np.max(np.abs(got - e), initial=0.0)))
            ok = ok and np.allclose(got, e, rtol=rtol, atol=atol)
        failed = failed or not ok
        print(f"{name}: interpreter vs numpy max abs error {error:.1e}: {'ok' if ok else 'FAIL'}")
    sys.exit(1 if failed else 0)


def main():
    check(REFERENCES, 17, 1e-5, 1e-6)

if __name__ == "__main__":
    main()
