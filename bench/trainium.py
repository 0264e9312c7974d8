"""The Trainium figures of bench/trainium.md: for every example kernel, lines of Axe and of
emitted NKI, HBM bytes read and written against the minimum (every input read once, the
output written once), TensorE instructions and their share at the full 128 x 512 x 128
tile, and the peak SBUF use; measured by running the emitted NKI on tools/nki_interp.

usage: .venv/bin/python bench/trainium.py [--api current|legacy] [KERNEL ...]
(run from the repository root after `cargo build`; AXE_TOOLS_DIR picks the tools)
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.environ.get("AXE_TOOLS_DIR", os.path.join(ROOT, "target", "debug"))

# example file, kernel, reference, inputs, extra check.py arguments
KERNELS = [
    ("gemm", "gemm", "matmul_t", ["4096x4096:bf16", "4096x4096:bf16"], ["--tol", "2e-2", "--target", "trn1"]),
    ("gemm-ragged", "gemm_ragged", "matmul_t", ["300x200", "300x700"], []),
    ("softmax", "softmax", "softmax", ["1000x512"], ["--tol", "1e-5"]),
    ("attention", "attention", "attention", ["64x256:bf16", "64x1024:bf16", "1024x64:bf16"], ["--tol", "3e-2"]),
    ("mha-d64", "mha", "mha", ["512x2048:bf16", "512x2048:bf16", "16384x64:bf16"], ["--tol", "3e-2"]),
    ("mha-d128", "mha", "mha", ["512x2048:bf16", "512x2048:bf16", "8192x128:bf16"], ["--tol", "3e-2"]),
    ("relayout", "relayout", "copy", ["128x256"], ["--tol", "0"]),
]


def code_lines(path, comment):
    with open(path) as f:
        return sum(1 for line in f if line.strip() and not line.strip().startswith(comment))


def mib(n):
    return "%.1f MiB" % (n / 2**20) if n >= 2**20 else "%.1f KiB" % (n / 2**10)


def main():
    api = "current"
    args = sys.argv[1:]
    if args[:1] == ["--api"]:
        api, args = args[1], args[2:]
    print("| kernel | axe lines | NKI lines | HBM read / minimum | HBM written / minimum | matmuls | at 128x512x128 | SBUF peak per partition |")
    print("|---|---|---|---|---|---|---|---|")
    for example, name, reference, inputs, extra in KERNELS:
        if args and example not in args:
            continue
        source = os.path.join(ROOT, "examples", "trainium", example + ".mlir")
        if not os.path.exists(source):
            continue
        with tempfile.TemporaryDirectory() as tmp:
            py = os.path.join(tmp, example + ".py")
            subprocess.run([os.path.join(TOOLS, "axe-translate"), "--axe-to-nki", "--nki-api=" + api, source, "-o", py], check=True)
            nki_lines = sum(1 for line in open(py) if line.strip())
            run = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "nki_interp", "check.py"), py, name, reference] + inputs + extra,
                                 capture_output=True, text=True)
        out = run.stdout + run.stderr
        if run.returncode != 0:
            print("| %s | FAILED: %s |" % (example, out.strip().splitlines()[-1]))
            continue
        read, written, sbuf = map(int, re.search(r"hbm read (\d+) bytes, written (\d+) bytes; sbuf peak (\d+)", out).groups())
        min_read, min_written = map(int, re.search(r"minimum: read (\d+) bytes, written (\d+)", out).groups())
        matmuls, full = map(int, re.search(r"matmuls: (\d+), at the full 128 x 512 x 128 tile: (\d+)", out).groups())
        target = re.search(r"target (\w+)", out).group(1)
        print("| %s | %d | %d | %s / %s (%.2fx) | %s / %s (%.2fx) | %d | %s | %s (%s) |" % (
            example, code_lines(source, "//"), nki_lines, mib(read), mib(min_read), read / min_read, mib(written), mib(min_written),
            written / min_written, matmuls, "%.0f%%" % (100.0 * full / matmuls) if matmuls else "-", mib(sbuf), target))


if __name__ == "__main__":
    main()
