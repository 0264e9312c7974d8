"""Runs an emitted NKI kernel on the numpy interpreter and compares it with numpy.

usage: check.py KERNEL.py NAME REFERENCE SHAPE[:DTYPE[:specials]] ... [--tol T] [--seed S] [--target trn1|trn2|trn3]

REFERENCE is one of copy (x), matmul_t (AT.T @ B), softmax (rows), attention (qT, kT, v; one
head), mha (heads stacked on rows: qT, kT [H*d, S], v [H*S, d]), or `numpy:EXPR`, a numpy
expression over the inputs x0, x1, ... (np and softmax are in scope), e.g.
`numpy:np.maximum(x0 @ x1 + x2, 0)` for an MLP layer.
Inputs are standard normal floats (DTYPE f32, bf16, f16), i8 integers in [-3, 3], i1 0s and 1s
(one byte each), or indices: `i64:N` or `i32:N`, integers in [0, N) (a table's row numbers;
`i64:pmN` in [-N, N), numpy's negative indices too),
which the reference sees as integers (every other input as f32). `:specials` makes the rows of a float input cycle through four kinds: all -inf,
one NaN, one +inf and one -inf, plain. A NaN or infinity in the reference must be the same in the
result (the error is measured over the other elements).
Exit status 0 when the maximum error relative to the reference's peak is within --tol.
Then it reports what the run moved and issued: HBM bytes read and written by DMA, the
TensorE matmuls and how many use the full 128 x 512 x 128 tile, and the peak SBUF and PSUM
use. The target (SBUF size) defaults to trn1 for the Beta 1 API and trn2 for the current one.
"""

import argparse
import importlib.util
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nki import _core  # noqa: E402


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


REFERENCES = {
    "copy": lambda x: x,
    "matmul_t": lambda a, b: a.T @ b,
    "softmax": softmax,
    "attention": lambda qT, kT, v: softmax(qT.T @ kT / np.sqrt(qT.shape[0])) @ v,
    "mha": lambda qT, kT, v: mha(qT, kT, v),
}


def mha(qT, kT, v):
    """Heads stacked on rows: qT, kT are [H*d, S], v is [H*S, d]; out is [H*S, d]."""
    heads = v.shape[0] // kT.shape[1]
    d = qT.shape[0] // heads
    s = kT.shape[1]
    return np.concatenate([REFERENCES["attention"](qT[h * d:(h + 1) * d], kT[h * d:(h + 1) * d], v[h * s:(h + 1) * s])
                           for h in range(heads)])

def reference_function(text):
    """A named reference, or `numpy:EXPR` evaluated with the inputs bound to x0, x1, ..."""
    if text in REFERENCES:
        return REFERENCES[text]
    if text.startswith("numpy:"):
        expression = compile(text[len("numpy:"):], "<reference>", "eval")
        return lambda *xs: eval(expression, {"np": np, "softmax": softmax}, {"x%d" % i: x for i, x in enumerate(xs)})
    raise argparse.ArgumentTypeError("unknown reference %r (not %s, nor numpy:EXPR)" % (text, ", ".join(sorted(REFERENCES))))


DTYPES = {"f32": np.float32, "bf16": _core.BF16, "f16": np.float16, "i8": np.int8, "i1": np.uint8}


def make_input(rng, text):
    """An input of SHAPE[:DTYPE[:specials]] (module docstring)."""
    shape, _, rest = text.partition(":")
    dtype, _, special = rest.partition(":")
    dims = tuple(int(d) for d in shape.split("x"))
    if dtype in ("i64", "i32"):
        signed = special.startswith("pm")
        count = special[2:] if signed else special
        if not count.isdigit():
            raise SystemExit("an index input is SHAPE:%s:N or SHAPE:%s:pmN, got %r" % (dtype, dtype, text))
        low = -int(count) if signed else 0
        return rng.integers(low, int(count), dims).astype(np.int64 if dtype == "i64" else np.int32)
    if dtype == "i8":
        return rng.integers(-3, 4, dims).astype(np.int8)
    if dtype == "i1":
        return rng.integers(0, 2, dims).astype(np.uint8)
    x = rng.standard_normal(dims).astype(np.float32)
    if special == "specials":
        rows = x.reshape(-1, dims[-1])
        for r in range(rows.shape[0]):
            kind = r % 4
            if kind == 0:
                rows[r] = -np.inf
            elif kind == 1:
                rows[r, r % dims[-1]] = np.nan
            elif kind == 2:
                rows[r, 0], rows[r, -1] = np.inf, -np.inf
    elif special:
        raise SystemExit("unknown input kind %r (only specials)" % special)
    return x.astype(DTYPES[dtype or "f32"])


def max_error(got, want):
    """The largest |got - want| where want is finite, or inf where a NaN or an infinity of want
    is not the same in got."""
    special = ~np.isfinite(want)
    same = np.where(np.isnan(want), np.isnan(got), got == want)
    if (special & ~same).any():
        return float("inf")
    finite = ~special
    if np.isnan(got[finite]).any():
        return float("nan")
    return float(np.abs(got[finite] - want[finite]).max()) if finite.any() else 0.0


def is_index(x):
    return x.dtype in (np.int64, np.int32)


def want_dtype(inputs):
    """The kernels write their output in their inputs' type (a gather's: its table's)."""
    return next((x.dtype for x in inputs if not is_index(x)), np.dtype(np.float32))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kernel_file")
    parser.add_argument("name")
    parser.add_argument("reference", type=reference_function,
                        help="one of %s, or numpy:EXPR over x0, x1, ..." % ", ".join(sorted(REFERENCES)))
    parser.add_argument("inputs", nargs="+", help="SHAPE[:DTYPE], e.g. 256x384:bf16")
    parser.add_argument("--tol", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--target", choices=["trn1", "trn2", "trn3"])
    args = parser.parse_args()
    if args.target:
        os.environ["NEURON_PLATFORM_TARGET_OVERRIDE"] = args.target

    spec = importlib.util.spec_from_file_location("emitted", args.kernel_file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    kernel = getattr(module, args.name)

    rng = np.random.default_rng(args.seed)
    inputs = []
    for text in args.inputs:
        inputs.append(make_input(rng, text))
    got = np.asarray(kernel(*inputs), dtype=np.float32)
    want = np.asarray(args.reference(*[x if is_index(x) else x.astype(np.float32) for x in inputs]), dtype=np.float32)
    if got.shape != want.shape:
        print("FAIL: shape %s, expected %s" % (got.shape, want.shape))
        return 1
    error = max_error(got, want)
    finite = want[np.isfinite(want)]
    peak = float(np.abs(finite).max()) if finite.size else 0.0
    relative = error / peak if peak else error
    status = "PASS" if relative <= args.tol else "FAIL"
    print("%s %s: max |error| %.3g (%.3g of peak %.3g), tolerance %g" % (status, args.name, error, relative, peak, args.tol))
    machine = _core.MACHINE
    print("target %s: hbm read %d bytes, written %d bytes; sbuf peak %d bytes per partition, psum peak %d banks"
          % (machine.target, machine.hbm_read, machine.hbm_written, getattr(machine, "peak_sbuf", 0), getattr(machine, "peak_psum", 0)))
    # Every input read once and the output written once: the least HBM traffic there is.
    print("minimum: read %d bytes, written %d bytes" % (sum(x.nbytes for x in inputs), np.asarray(got).size * np.dtype(want_dtype(inputs)).itemsize))
    full = sum(1 for shape in machine.matmuls if shape == (128, 512, 128))
    print("matmuls: %d, at the full 128 x 512 x 128 tile: %d (%.1f%%); transposes: %d"
          % (len(machine.matmuls), full, 100.0 * full / max(1, len(machine.matmuls)), machine.transposes))
    return 0 if status == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
