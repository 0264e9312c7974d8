"""How Axe's tm_tensor.scatter scales: a combining scatter compares every update with every element
of the result (passes/src/linalg/scatter.rs), so its time grows with updates x elements where
torch's grows with the updates; an assignment of many updates (the key/value cache write) sorts
them and searches from each element, elements x log2(updates). Times, at sizes people write, Axe (python/axe: axe-compile --target=cpu, 1
thread) against torch eager (1 thread) on the same inputs, interleaved, min and median of --reps,
and checks Axe's result against torch's first.

usage: AXE_TOOLS_DIR=target/debug OMP_NUM_THREADS=1 .venv/bin/python models/scatter_scaling.py [--reps 5]
"""

import argparse
import pathlib
import statistics
import sys
import time

import torch

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import axe  # noqa: E402


def kv_cache_write(heads, length, width):
    # One decoding step's keys written into a (1, heads, length, width) cache at position 9:
    # torch-mlir writes each of the heads x width elements as an update of its own.
    cache, keys = torch.randn(1, heads, length, width), torch.randn(1, heads, 1, width)
    return lambda c, p, k: c.index_copy(2, p, k), (cache, torch.tensor([9]), keys), heads * width


def index_add_rows(rows, out_rows, width):
    # Gradients of `rows` embedding lookups summed into a table (repeated rows in order).
    table, index = torch.randn(out_rows, width), torch.randint(0, out_rows, (rows,))
    return lambda t, i, g: t.index_add(0, i, g), (table, index, torch.randn(rows, width)), rows


def scatter_add_bins(samples, bins):
    # A histogram of `samples` values into `bins` counts.
    index = torch.randint(0, bins, (1, samples))
    return lambda c, i: c.scatter_add(1, i, torch.ones_like(i)), (torch.zeros(1, bins, dtype=torch.int64), index), samples


CASES = [
    ("kv_cache_write 1x12x128x64", kv_cache_write(12, 128, 64)),
    ("kv_cache_write 1x12x1024x64 (GPT-2 small)", kv_cache_write(12, 1024, 64)),
    ("index_add 64 rows into 4096x256", index_add_rows(64, 4096, 256)),
    ("scatter_add 1000 samples into 100 bins", scatter_add_bins(1000, 100)),
    ("scatter_add 10000 samples into 1000 bins", scatter_add_bins(10000, 1000)),
]


def timed(fn, args):
    start = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - start) * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reps", type=int, default=5)
    args = parser.parse_args()
    torch.set_num_threads(1)
    print("| program | updates x elements | Axe min / median (ms) | torch eager min / median (ms) | Axe/torch |")
    print("|---|---|---|---|---|")
    for name, (fn, inputs, updates) in CASES:
        compiled = axe.compile(fn, inputs)
        got, want = torch.as_tensor(compiled(*inputs)), fn(*inputs)
        assert torch.allclose(got, want, rtol=1e-5, atol=1e-5), name
        pairs = want.numel() * updates
        axe_times, torch_times = [], []
        for _ in range(args.reps):
            axe_times.append(timed(compiled, inputs))
            torch_times.append(timed(fn, inputs))
        a, t = min(axe_times), min(torch_times)
        print(
            f"| {name} | {pairs:.2e} | {a:.3f} / {statistics.median(axe_times):.3f} | "
            f"{t:.3f} / {statistics.median(torch_times):.3f} | {a / t:.0f}x |",
            flush=True,
        )


if __name__ == "__main__":
    main()
