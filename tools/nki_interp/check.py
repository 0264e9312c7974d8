"""Runs an emitted NKI kernel on the numpy interpreter and compares it with numpy.

usage: check.py KERNEL.py NAME REFERENCE SHAPE[:DTYPE] ... [--tol T] [--seed S]

REFERENCE is one of matmul_t (AT.T @ B), softmax (rows), attention (qT, kT, v; one head).
Exit status 0 when the maximum error relative to the reference's peak is within --tol.
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
    "matmul_t": lambda a, b: a.T @ b,
    "softmax": softmax,
    "attention": lambda qT, kT, v: softmax(qT.T @ kT / np.sqrt(qT.shape[0])) @ v,
}

DTYPES = {"f32": np.float32, "bf16": _core.BF16, "f16": np.float16}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kernel_file")
    parser.add_argument("name")
    parser.add_argument("reference", choices=sorted(REFERENCES))
    parser.add_argument("inputs", nargs="+", help="SHAPE[:DTYPE], e.g. 256x384:bf16")
    parser.add_argument("--tol", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    spec = importlib.util.spec_from_file_location("emitted", args.kernel_file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    kernel = getattr(module, args.name)

    rng = np.random.default_rng(args.seed)
    inputs = []
    for text in args.inputs:
        shape, _, dtype = text.partition(":")
        dims = tuple(int(d) for d in shape.split("x"))
        inputs.append(rng.standard_normal(dims).astype(np.float32).astype(DTYPES[dtype or "f32"]))
    got = np.asarray(kernel(*inputs), dtype=np.float32)
    want = REFERENCES[args.reference](*[x.astype(np.float32) for x in inputs])
    if got.shape != want.shape:
        print("FAIL: shape %s, expected %s" % (got.shape, want.shape))
        return 1
    error = float(np.nanmax(np.abs(got - want))) if not np.isnan(got).any() else float("nan")
    peak = float(np.abs(want).max())
    relative = error / peak if peak else error
    status = "PASS" if relative <= args.tol else "FAIL"
    print("%s %s: max |error| %.3g (%.3g of peak %.3g), tolerance %g" % (status, args.name, error, relative, peak, args.tol))
    from nki.isa import MATMUL_SHAPES
    if MATMUL_SHAPES:
        full = sum(1 for shape in MATMUL_SHAPES if shape == (128, 512, 128))
        print("matmuls: %d, at the full 128 x 512 x 128 tile: %d (%.1f%%)" % (len(MATMUL_SHAPES), full, 100.0 * full / len(MATMUL_SHAPES)))
    return 0 if status == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
