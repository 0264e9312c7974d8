"""Times one corpus program's Axe object alone in a process: no torch, IREE or Inductor
thread pool beside it (bench.py's worker runs every peer in one process, where their idle
OpenMP pools spin against Axe's; bench/models.md, 2026-11-29 20:47).

usage: .venv/bin/python models/time_alone.py NAME [--corpus DIR] [--workdir DIR] [--threads 1,2]
           [--warmup 50] [--samples 7] [--calls 200] [--object FILE]
The object is the one `models/bench.py` built in its workdir (target/models-bench/NAME/linalg.o
by default; --object linalg.before.o, in that folder, is the --axe-before build's); the inputs are the corpus's saved ones. 50 warm-up calls, then 7 samples of 200
calls per thread count (fewer for a whole model, whose call takes a third of a second, e.g.
under `perf record`); prints min and median per call.
"""

import argparse
import ctypes
import pathlib
import statistics
import sys
import time

import numpy as np

REPO = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "python"))

from axe.native import llvm_prefix, load_object  # noqa: E402
from axe.signature import parse_signature  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("name")
    parser.add_argument("--corpus", default=str(REPO / "target" / "models"))
    parser.add_argument("--workdir", default=str(REPO / "target" / "models-bench"))
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--samples", type=int, default=7)
    parser.add_argument("--calls", type=int, default=200, help="calls per sample")
    parser.add_argument("--object", default="linalg.o", help="the object's file name in WORKDIR/NAME")
    args = parser.parse_args()
    d = pathlib.Path(args.corpus) / args.name
    built = pathlib.Path(args.workdir) / args.name
    obj = built / args.object
    if not obj.exists():
        raise SystemExit(f"{obj} is missing: run models/bench.py --only {args.name} first")
    inputs = []
    while (d / f"input{len(inputs)}.npy").exists():
        inputs.append(np.load(d / f"input{len(inputs)}.npy"))
    text = (d / "linalg.mlir").read_text()
    program = load_object(obj, parse_signature(text, None), built / "linalg.alone.so")
    libomp = ctypes.CDLL(str(llvm_prefix() / "lib" / "libomp.so"))
    for threads in (int(t) for t in args.threads.split(",")):
        libomp.omp_set_num_threads(threads)
        for _ in range(args.warmup):
            program(*inputs)
        samples = []
        for _ in range(args.samples):
            start = time.perf_counter()
            for _ in range(args.calls):
                program(*inputs)
            samples.append((time.perf_counter() - start) / args.calls * 1e3)
        print(f"{args.name} threads={threads}: min {min(samples):.4f} ms, median {statistics.median(samples):.4f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
