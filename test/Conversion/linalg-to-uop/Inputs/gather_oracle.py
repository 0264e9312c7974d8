"""The numpy oracle of test/Conversion/linalg-to-uop/gather.mlir: compiles each
function with axe-compile --target=cpu, calls it through python/axe on indices
at and past both ends of their axis (0, size - 1, -1, size, the i64 / i32
extremes) and on random ones, and compares with numpy's take of the indices
clamped into the axis (uop.gather's defined behaviour, UOpTensorOps.td).
Exact equality: a gather moves values, it computes nothing.

usage: gather_oracle.py PROGRAM.mlir WORKDIR
"""

import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[4] / "python"))
import axe  # noqa: E402


def embedding(ids, table):
    return table[np.clip(ids, 0, table.shape[0] - 1)]


TRANSPOSED_TABLE = np.array([[10 * i + j for j in range(6)] for i in range(3)], np.float32)


def transposed(ids):
    return TRANSPOSED_TABLE[:, np.clip(ids.astype(np.int64) + 2, 0, 5)]


def take_i32(x, ids):
    return x[np.clip(ids, 0, x.shape[0] - 1)] + ids.astype(np.float32)


def main():
    program, workdir = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    rng = np.random.default_rng(7)
    i64, i32 = np.iinfo(np.int64), np.iinfo(np.int32)
    table = rng.standard_normal((16, 4)).astype(np.float32)
    x = rng.standard_normal(7).astype(np.float32)
    cases = {
        "embedding": [
            (np.array([[0, 15, -1], [16, i64.min, i64.max]], np.int64), table),
            (rng.integers(-20, 36, (2, 3)).astype(np.int64), table),
        ],
        "transposed": [
            (np.array([-2, 3, -3, 4, i32.max], np.int32),),
            (np.array([i32.min, 0, 1, 2, -1], np.int32),),
        ],
        "take_i32": [
            (x, np.array([0, 6, -1, 7, i32.min, i32.max, 3, 100, -100], np.int32)),
        ],
    }
    references = {"embedding": embedding, "transposed": transposed, "take_i32": take_i32}
    failed = False
    for name, inputs in cases.items():
        compiled = axe.compile_file(program, name, workdir=workdir / name)
        ok = True
        for args in inputs:
            got, want = compiled(*args), references[name](*args)
            if got.shape != want.shape or not np.array_equal(got, want):
                ok = False
                print(f"{name}: inputs {args}\n  got {got}\n  want {want}")
        print(f"{name}: {'ok' if ok else 'MISMATCH'}")
        failed |= not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
