"""Compares the `--outputs` files of axe-run runs with expected .npy files.

Usage: compare_outputs.py FUNCTION EXPECTED.npy[,EXPECTED.npy...] DIR [DIR...]

Result k of FUNCTION is DIR/FUNCTION.result<k>.npy (axe-run's --outputs names). Each is
compared with the k-th expected array as models/check.py compares with torch: the largest
error over the expected peak must be at most 1e-4, so a zeroed, NaN or misshapen output
fails. Prints one line per directory and result; exits 1 on any mismatch.
"""

import os
import sys

import numpy as np


def error_over_peak(got: np.ndarray, expected: np.ndarray) -> float:
    if got.shape != expected.shape:
        return float("inf")
    peak = max(float(np.max(np.abs(expected))), 1e-30)
    diff = np.abs(got.astype(np.float64) - expected.astype(np.float64))
    if np.isnan(diff).any():
        return float("inf")
    return float(np.max(diff)) / peak


def main() -> int:
    function, expected_files, dirs = sys.argv[1], sys.argv[2].split(","), sys.argv[3:]
    failed = False
    for d in dirs:
        for k, path in enumerate(expected_files):
            got = np.load(os.path.join(d, f"{function}.result{k}.npy"))
            error = error_over_peak(got, np.load(path))
            ok = error <= 1e-4
            failed |= not ok
            print(f"{os.path.basename(d)} result {k}: {'ok' if ok else 'MISMATCH'} (error over peak {error:.1e})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
