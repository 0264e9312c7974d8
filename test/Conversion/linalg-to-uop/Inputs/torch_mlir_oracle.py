"""The numpy oracle of test/Conversion/linalg-to-uop/torch-mlir-programs.mlir:
runs each function of the converted program on the reference interpreter with
axe-run and compares its results with numpy: floats within 1e-5 relative,
integers, booleans and argmax positions exactly. An argmax's reference is
linalg's own loop (`if x > running: index = j; running = maximum(running, x)`),
so NaNs, signed zeros and ties are checked against what the IR says.

usage: torch_mlir_oracle.py PROGRAM.mlir WORKDIR NAME...
"""

import os
import subprocess
import sys

import numpy as np


def uniform(shape, dtype=np.float32):
    return lambda rng: rng.uniform(-1, 1, shape).astype(dtype)


def integers(shape, dtype):
    info = np.iinfo(dtype)
    return lambda rng: rng.integers(info.min, info.max, shape, dtype=dtype, endpoint=True)


def booleans(shape, p_true):
    return lambda rng: rng.uniform(0, 1, shape) < p_true


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def loop_arg(x, init_value, init_index, beats):
    """linalg's loop over the last axis: (running value, kept index), per row."""
    values, indices = [], []
    for row in x:
        running, index = np.float32(init_value) if x.dtype.kind == "f" else init_value, init_index
        for j, v in enumerate(row):
            if beats(v, running):
                index = j
            running = np.maximum(running, v) if beats is np.greater else np.minimum(running, v)
        values.append(running)
        indices.append(index)
    return np.array(values, x.dtype)[:, None], np.array(indices)[:, None]


def max_dim_nan_input(rng):
    x = rng.uniform(-1, 1, (6, 5)).astype(np.float32)
    x[0] = [0.1, np.nan, 0.9, 0.3, 0.9]  # NaN after a value below the initial 0.25
    x[1] = [0.5, 0.7, np.nan, 0.8, 0.2]  # NaN after two improvements
    x[2] = [-0.0, 0.0, 0.1, 0.2, 0.0]  # nothing beats 0.25
    x[3] = [0.3, 0.9, 0.9, 0.1, 0.9]  # ties: the first 0.9
    x[4] = [np.nan] * 5  # nothing but NaN
    x[5] = [np.inf, 0.5, np.inf, -np.inf, 0.3]
    return x


def gelu_tanh(x):
    x32 = x.astype(np.float32)
    cube = x32 * (x32 * x32)
    inner = (x32 + cube * np.float32(0.044715)) * np.float32(0.797884583)
    return (x32 * np.float32(0.5)) * (np.tanh(inner.astype(np.float64)).astype(np.float32) + np.float32(1))


def layernorm(x, gamma, beta):
    x = x.astype(np.float64)
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    return ((x - mean) / np.sqrt(var + 1e-5)).astype(np.float32) * gamma + beta


def unsigned(x):
    return x.view(np.uint8)


def maxnum_input(rng):
    x = rng.uniform(-1, 1, (4, 8)).astype(np.float32)
    x[0, 3] = np.nan
    x[1] = np.nan  # only NaNs: the initial value stays
    x[2, ::2] = np.nan
    return x


def maxnum_init(rng):
    return np.array([0.5, 0.25, np.nan, np.nan], np.float32)  # NaN initial values are replaced


W = (np.arange(12, dtype=np.float32).reshape(3, 4) * 0.25 - 1.0)
B = np.array([0.5, -0.25, 2.0], np.float32)

# name: (input generators, numpy reference)
REFERENCES = {
    "softmax": ([uniform((4, 8))], softmax),
    "max_dim": ([uniform((3, 16))], lambda x: loop_arg(x, -np.inf, 0, np.greater)),
    "max_dim_nan": ([max_dim_nan_input], lambda x: loop_arg(x, 0.25, 7, np.greater)[1].astype(np.int32)),
    "argmin_int": ([integers((9, 4), np.int32)], lambda x: loop_arg(x.T, np.int32(2**31 - 1), 0, np.less)[1].T),
    "layernorm": ([uniform((4, 16)), uniform((16,)), uniform((16,))], layernorm),
    "all_true": ([booleans((4, 8), 0.9)], lambda m: m.all(axis=1)),
    "bool_reductions": (
        [booleans((5, 7), 0.5), booleans((5,), 0.5)],
        lambda m, i: (m.any(axis=1), np.logical_xor.reduce(m, axis=1), m.all(axis=1) & i, m.any(axis=1) | i),
    ),
    "int_reductions": (
        [integers((6, 9), np.int8), integers((6,), np.int8)],
        lambda x, i: (
            np.bitwise_and.reduce(x, axis=1) & i,
            np.bitwise_or.reduce(x, axis=1) | i,
            np.bitwise_xor.reduce(x, axis=1) ^ i,
            np.maximum(unsigned(x).max(axis=1), unsigned(i)).view(np.int8),
            np.minimum(unsigned(x).min(axis=1), unsigned(i)).view(np.int8),
        ),
    ),
    "linalg_softmax": ([uniform((4, 8))], softmax),
    "linalg_softmax_dim0": ([uniform((5, 3))], lambda x: softmax(x.T).T),
    "maxnum_reduce": (
        [maxnum_input, maxnum_init],
        lambda x, i: (np.fmax(np.fmax.reduce(x, axis=1), i), np.fmin(np.fmin.reduce(x, axis=1), i)),
    ),
    "gelu_tanh": ([uniform((2, 32))], gelu_tanh),
    "linear": ([uniform((2, 4))], lambda x: x.astype(np.float64) @ W.T.astype(np.float64) + B),
}


def compare(got, expected):
    if got.shape != expected.shape:
        return False, f"shape {got.shape}, numpy {expected.shape}"
    if expected.dtype.kind == "f" and got.dtype.kind == "f":
        same_nan = np.array_equal(np.isnan(got), np.isnan(expected))
        close = np.allclose(got, expected, rtol=1e-5, atol=1e-6, equal_nan=True)
        return same_nan and close, f"max abs error {float(np.nanmax(np.abs(got - expected), initial=0)):.1e}"
    exact = np.array_equal(got.astype(np.int64), expected.astype(np.int64))
    return exact, "exact" if exact else f"got {got.ravel().tolist()}, numpy {expected.ravel().tolist()}"


def main():
    program, workdir, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    rng = np.random.default_rng(23)
    failed = False
    for name in names:
        generators, reference = REFERENCES[name]
        inputs = [g(rng) for g in generators]
        files = []
        for i, x in enumerate(inputs):
            files.append(os.path.join(workdir, f"{name}.in{i}.npy"))
            np.save(files[-1], x)
        out = os.path.join(workdir, name)
        subprocess.run(["axe-run", program, "--entry", name, "--inputs", ",".join(files), "--outputs", out],
                       check=True, stdout=subprocess.DEVNULL)
        expected = reference(*inputs)
        expected = expected if isinstance(expected, tuple) else (expected,)
        ok, notes = True, []
        for r, e in enumerate(expected):
            got = np.load(os.path.join(out, f"{name}.result{r}.npy"))
            good, note = compare(got, np.asarray(e))
            ok = ok and good
            notes.append(note)
        failed = failed or not ok
        print(f"{name}: interpreter vs numpy {'; '.join(notes)}: {'ok' if ok else 'FAIL'}")
    sys.exit(1 if failed else 0)


main()
