"""bench/cpu.md: Axe's scheduled CPU code against tinygrad's CPU backend, numpy (OpenBLAS for the
matmuls), torch eager and torch.compile (Inductor).

For every program of programs.py, at one thread and at all threads, the peers are run
interleaved (Axe, tinygrad, numpy, torch, Inductor, Axe, ...) for --reps rounds; each round is
one process per peer that warms up and times --runs calls (Inductor compiles in its warm-up;
torch peers are left out, and say so, where torch is not installed:
tools/setup-python-models.sh). The best peer is the fastest of the others by minimum. The table gives the minimum and the median over all
rounds of each round's median. Axe is first checked against its reference interpreter at the
small sizes (programs.py --small). Memory-bound programs are also given as effective bandwidth
(the bytes they must read and write) against the machine's copy bandwidth (numpy copyto of
256 MiB, bytes read + written); matmuls as GFLOP/s against numpy/OpenBLAS at one thread.

--baseline OTHER_TOOLS_DIR adds a second Axe (another build, e.g. main's before a change) to the
interleaved rounds, as the column "Axe baseline", for before / after measurements on a noisy
machine.

usage: python3 bench.py TOOLS_DIR OUT.md [--reps 5] [--runs 5] [--only NAME,...] [--no-inductor]
           [--baseline OTHER_TOOLS_DIR]
"""
import argparse, os, pathlib, platform, re, statistics, subprocess, sys, tempfile, time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import programs  # noqa: E402

PIPELINE = "builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule{vector-bytes=0})"
MB = 1 << 20
# name: (bytes that must move, flops, tinygrad/numpy/torch setup, tinygrad and torch expression,
# numpy statement, numpy output)
SPEC = {
    "add": (3 * 64 * MB, 0, "a=R(1<<24); b=R(1<<24)", "(a+b)", "np.add(a, b, out=o)", "o=np.empty(1<<24, np.float32)"),
    "row_sum": (64 * MB, 0, "x=R(4096,4096)", "x.sum(1, keepdim=True)", "np.sum(x, axis=1, keepdims=True, out=o)", "o=np.empty((4096,1), np.float32)"),
    "softmax": (128 * MB, 0, "x=R(4096,4096)", "x.softmax(1)", "m=x.max(1, keepdims=True); e=np.exp(x-m); np.divide(e, e.sum(1, keepdims=True), out=o)", "o=np.empty((4096,4096), np.float32)"),
    "matmul_512": (0, 2 * 512**3, "a=R(512,512); b=R(512,512)", "(a@b)", "np.matmul(a, b, out=o)", "o=np.empty((512,512), np.float32)"),
    "matmul_1024": (0, 2 * 1024**3, "a=R(1024,1024); b=R(1024,1024)", "(a@b)", "np.matmul(a, b, out=o)", "o=np.empty((1024,1024), np.float32)"),
    "transpose": (128 * MB, 0, "x=R(4096,4096)", "x.T.contiguous()", "np.copyto(o, x.T)", "o=np.empty((4096,4096), np.float32)"),
    "batched_matmul": (0, 2 * 8 * 256**3, "a=R(8,256,256); b=R(8,256,256)", "(a@b)", "np.matmul(a, b, out=o)", "o=np.empty((8,256,256), np.float32)"),
}

ANALYSIS = "<!-- analysis: written by hand, kept when the table is regenerated -->"

TIMER = """
import time, statistics
times = []
for i in range({warmup} + {runs}):
    t = time.perf_counter(); {call}; t = time.perf_counter() - t
    if i >= {warmup}: times.append(t * 1e6)
print("TIMES", statistics.median(times), min(times))
"""


def run(cmd, env, timeout=900):
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    if out.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed: {out.stderr[-2000:]}")
    return out.stdout


def axe(tools, name, files, threads, runs):
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    text = run([f"{tools}/axe-run", f"{files}/{name}.mlir", "--target", "cpu", "--trials", "0", "--time",
                "--warmup", "2", "--runs", str(runs), "--check-pipeline", PIPELINE], env)
    m = re.search(r"cpu median ([0-9.]+) us \(min ([0-9.]+)", text)
    return float(m.group(1)), float(m.group(2))


def python_peer(python, setup, call, threads, runs, peer):
    """One timing process of `peer` (tinygrad, numpy, torch or inductor): median and min in us."""
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), OPENBLAS_NUM_THREADS=str(threads), MKL_NUM_THREADS=str(threads),
               NUM_CPU_THREADS=str(threads), DEV="CPU", PATH="/usr/lib/llvm-22/bin:" + os.environ["PATH"])
    if peer == "tinygrad":
        prelude = "from tinygrad import Tensor, Device\nR=lambda *s: Tensor.rand(*s).realize()\n" + setup + "\n"
        call = f"{call}.realize(); Device['CPU'].synchronize()"
    elif peer in ("torch", "inductor"):
        prelude = f"import torch\ntorch.set_num_threads({threads})\ntorch.manual_seed(0)\nR=lambda *s: torch.rand(*s)\n" + setup + "\n"
        if peer == "inductor":
            # The expression as a function of the setup's tensors, compiled once (in the warm-up).
            names = re.findall(r"(\w+)=R\(", setup)
            prelude += f"f=torch.compile(lambda {', '.join(names)}: {call})\n"
            call = f"f({', '.join(names)})"
    else:
        prelude = "import numpy as np\nrng=np.random.default_rng(0)\nR=lambda *s: rng.random(s, dtype=np.float32)\n" + setup + "\n"
    text = run([python, "-c", prelude + TIMER.format(warmup=2, runs=runs, call=call)], env)
    m = re.search(r"TIMES ([0-9.e+-]+) ([0-9.e+-]+)", text)
    return float(m.group(1)), float(m.group(2))


def has_torch(python):
    return subprocess.run([python, "-c", "import torch"], capture_output=True).returncode == 0


def copy_bandwidth(python):
    code = ("import numpy as np, time\nn=64<<20\na=np.ones(n,np.float32); b=np.empty_like(a)\nts=[]\n"
            "for i in range(12):\n t=time.perf_counter(); np.copyto(b,a); ts.append(time.perf_counter()-t)\n"
            "print(2*4*n/min(ts[2:])/1e9)")
    return float(run([python, "-c", code], dict(os.environ, OMP_NUM_THREADS="1")))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tools")
    parser.add_argument("out")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", default="")
    parser.add_argument("--no-inductor", action="store_true", help="leave torch.compile out (its compiles take minutes on a loaded machine)")
    parser.add_argument("--baseline", help="a second tools dir, timed in the same rounds as 'Axe baseline'")
    args = parser.parse_args()
    python = str(HERE.parent.parent / ".venv/bin/python")
    names = [n for n in programs.FULL if not args.only or n in args.only.split(",")]
    work = pathlib.Path(tempfile.mkdtemp())
    for size, table in (("full", programs.FULL), ("small", programs.SMALL)):
        (work / size).mkdir()
        for n, text in table.items():
            (work / size / f"{n}.mlir").write_text(text)
    checks = {}
    for n in names:
        out = subprocess.run([f"{args.tools}/axe-run", str(work / "small" / f"{n}.mlir"), "--target", "cpu", "--check-pipeline", PIPELINE,
                              "--rtol", "1e-4", "--atol", "1e-4"], capture_output=True, text=True)
        checks[n] = "ok" if out.returncode == 0 else "FAILED"
        print(f"check {n}: {checks[n]}", flush=True)
    bandwidth = copy_bandwidth(python)
    print(f"copy bandwidth {bandwidth:.1f} GB/s", flush=True)
    threads_all = os.cpu_count() or 1
    peers = ["tinygrad", "numpy"]
    if has_torch(python):
        peers += ["torch"] + ([] if args.no_inductor else ["inductor"])
    rows = []
    for n in names:
        moved, flops, setup, tg, npy, out_alloc = SPEC[n]
        for threads in (1, threads_all):
            samples = {p: [] for p in ["axe"] + (["baseline"] if args.baseline else []) + peers}
            for _ in range(args.reps):
                samples["axe"].append(axe(args.tools, n, work / "full", threads, args.runs))
                if args.baseline:
                    samples["baseline"].append(axe(args.baseline, n, work / "full", threads, args.runs))
                for p in peers:
                    if p == "numpy":
                        samples[p].append(python_peer(python, setup + "\n" + out_alloc, npy, threads, args.runs, p))
                    else:
                        samples[p].append(python_peer(python, setup, tg, threads, args.runs, p))
            stats = {p: (min(m for _, m in s), statistics.median(med for med, _ in s)) for p, s in samples.items()}
            rows.append((n, threads, stats, moved, flops))
            print(f"{n} T={threads}: " + ", ".join(f"{p} {stats[p][0]:.0f} us" for p in stats), flush=True)
    numpy_1t = {n: st["numpy"][0] for n, th, st, _, _ in rows if th == 1}
    titles = {"tinygrad": "tinygrad", "numpy": "numpy", "torch": "torch eager", "inductor": "Inductor"}
    baseline = "Axe baseline min / median (us) | " if args.baseline else ""
    lines = [
        "| program | threads | Axe min / median (us) | " + baseline + " | ".join(f"{titles[p]} min / median (us)" for p in peers)
        + " | Axe / tinygrad | Axe / best peer | Axe vs limit |",
        "|---|---|---|" + ("---|" if args.baseline else "") + "---|" * len(peers) + "---|---|---|",
    ]
    for n, threads, stats, moved, flops in rows:
        a = stats["axe"]
        best = min(peers, key=lambda p: stats[p][0])
        if moved:
            limit = f"{moved / a[0] / 1e3:.1f} GB/s = {100 * moved / a[0] / 1e3 / bandwidth:.0f}% of copy"
        else:
            gflops = flops / a[0] / 1e3
            blas = flops / numpy_1t[n] / 1e3
            limit = f"{gflops:.1f} GFLOP/s = {100 * gflops / blas:.0f}% of 1-thread OpenBLAS ({blas:.1f})"
        b = f"{stats['baseline'][0]:.0f} / {stats['baseline'][1]:.0f} | " if args.baseline else ""
        lines.append(f"| {n} | {threads} | {a[0]:.0f} / {a[1]:.0f} | " + b + " | ".join(f"{stats[p][0]:.0f} / {stats[p][1]:.0f}" for p in peers)
                     + f" | {a[0] / stats['tinygrad'][0]:.2f} | {a[0] / stats[best][0]:.2f} ({titles[best]}) | {limit} |")
    header = [
        "# CPU schedules against tinygrad, numpy, torch eager and Inductor",
        "",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores ({cpu_model()}), {time.strftime('%Y-%m-%d')}; "
        f"copy bandwidth (numpy copyto, 256 MiB, 1 thread): {bandwidth:.1f} GB/s.",
        f"Command: `python3 bench/cpu/bench.py {args.tools} {args.out} --reps {args.reps} --runs {args.runs}"
        f"{' --no-inductor' if args.no_inductor else ''}{f' --baseline {args.baseline}' if args.baseline else ''}`; peers: {', '.join(titles[p] for p in peers)}; "
        f"interpreter check at small sizes: {', '.join(f'{n} {c}' for n, c in checks.items())}.",
        "Ratios are of minimum times (below 1: Axe is faster).",
        "",
    ]
    # The analysis below the marker is written by hand: keep it.
    out = pathlib.Path(args.out)
    analysis = ""
    if out.exists() and ANALYSIS in out.read_text():
        analysis = "\n" + ANALYSIS + out.read_text().split(ANALYSIS, 1)[1]
    out.write_text("\n".join(header + lines) + "\n" + analysis)
    print("\n".join(header + lines))


def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


if __name__ == "__main__":
    main()
