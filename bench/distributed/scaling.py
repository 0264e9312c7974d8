"""Wall time of one distributed GEMM on 1, 2 and 4 processes (bench/distributed.md).

C = A @ B, M x K x N, with the contraction K split over the n processes (each multiplies its
K-slices into a partial C) and C's rows split over them (one reduce-scatter completes it): the
layouts of examples/distributed/gemm-reduce-scatter.mlir, written for each n. Each process
times --runs calls after --warmup (`axe-run --time --trials 0`: no interpreter check at these
sizes; test/Distributed checks the same programs at small sizes); the wall time of a run is
the slowest process's median (the collectives synchronize them). n = 1 is the
same program with device iters of extent 1 (one process, no collective).

usage: python3 bench/distributed/scaling.py TOOLS_DIR [--m 512 --k 512 --n 512] [--procs 1,2,4] [--runs 10]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def program(m, k, n, procs):
    """The GEMM with K split over `procs` processes and C's rows split over them."""
    # With procs = 1 the gpuid iters have extent 1: one process, no collective.
    kp, mp = k // procs, m // procs
    a = f"S[({m},{procs},{kp}):({kp},1@gpuid,1)]"
    b = f"S[({procs},{kp},{n}):(1@gpuid,{n},1)]"
    c = f"S[({procs},{mp},{n}):(1@gpuid,{n},1)]"
    return f"""#a = #axe.layout<{a}>
#b = #axe.layout<{b}>
#c = #axe.layout<{c}>
func.func @gemm(%A: tensor<{m}x{k}xf32, #a>, %B: tensor<{k}x{n}xf32, #b>) -> tensor<{m}x{n}xf32, #c> {{
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<{m}x{n}xf32, #c>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<{m}x{n}xf32, #c>) -> tensor<{m}x{n}xf32, #c>
  %C = linalg.matmul ins(%A, %B : tensor<{m}x{k}xf32, #a>, tensor<{k}x{n}xf32, #b>) outs(%init : tensor<{m}x{n}xf32, #c>) -> tensor<{m}x{n}xf32, #c>
  return %C : tensor<{m}x{n}xf32, #c>
}}
"""


def main():
    p = argparse.ArgumentParser()
    p.add_argument("tools")
    p.add_argument("--m", type=int, default=512)
    p.add_argument("--k", type=int, default=512)
    p.add_argument("--n", type=int, default=512)
    p.add_argument("--procs", default="1,2,4")
    p.add_argument("--runs", type=int, default=10)
    p.add_argument("--warmup", type=int, default=2)
    args = p.parse_args()
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMP_NUM_THREADS="1")
    run = os.path.join(args.tools, "axe-run")
    print(f"| processes | per-process piece of C | wall median (us) | wall min (us) | speed-up (median) |")
    print("|---|---|---|---|---|")
    base = None
    with tempfile.TemporaryDirectory() as tmp:
        for procs in [int(x) for x in args.procs.split(",")]:
            path = os.path.join(tmp, f"gemm{procs}.mlir")
            with open(path, "w") as f:
                f.write(program(args.m, args.k, args.n, procs))
            timing = ["--time", "--warmup", str(args.warmup), "--runs", str(args.runs), "--trials", "0"]
            tolerance = ["--rtol", "1e-4", "--atol", "1e-4"]
            cmd = ["mpirun", "-n", str(procs), "--oversubscribe", "--mca", "btl", "self,vader", run, path, "--target", "cpu"] + timing + tolerance
            out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=1800)
            if out.returncode != 0:
                sys.exit(f"{procs} processes failed:\n{out.stdout[-2000:]}{out.stderr[-2000:]}")
            times = [(float(a), float(b)) for a, b in re.findall(r"cpu median ([0-9.]+) us \(min ([0-9.]+)", out.stdout)]
            if not times:
                sys.exit(f"{procs} processes: no timing in\n{out.stdout}")
            median, low = max(t[0] for t in times), max(t[1] for t in times)
            base = base or median
            print(f"| {procs} | {args.m // procs}x{args.n} | {median:.0f} | {low:.0f} | {base / median:.2f} |")


if __name__ == "__main__":
    main()
