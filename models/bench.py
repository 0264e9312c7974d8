"""Times the corpus: Axe against IREE llvm-cpu, torch eager and torch.compile (Inductor).

For each exported program (export.py) that Axe compiles and gets right on the
given route, one worker process compiles Axe and IREE once and then, per thread
count, loads every peer and times them interleaved (one round calls each peer
once in turn, so drift in the machine's speed is shared), `--reps` rounds, and
reports the minimum and median per peer, with each peer's compile time and the
compilers' peak memory. Axe runs the object of `axe-compile --target=cpu` (its
threads are libomp's: omp_set_num_threads), IREE the same linalg file through
`iree-compile --iree-llvmcpu-target-cpu=host` (local-sync for 1 thread,
local-task with that many workers otherwise), torch the module itself
(torch.set_num_threads), Inductor compiled again per thread count (it writes
the count into its C++). Every peer's result is compared with torch eager's
before it is timed. With more than one thread, each sample waits QUIESCE_S first, so that the
other peers' idle OpenMP pools (libomp for Axe, libgomp for torch and Inductor) have stopped
spinning on the cores this peer's threads need, and warms this peer's pool.

Needs tools/setup-python-models.sh. Writes markdown with --markdown.
usage: .venv/bin/python models/bench.py [--corpus DIR] [--whole] [--only NAME ...] [--route linalg]
           [--threads 1,all] [--reps 7] [--timeout S] [--clock wall|cpu] [--no-inductor] [--markdown FILE]
           [--axe-before DIR]
--axe-before DIR: another build's tools (axe-compile, axe-translate) compile the same program
too and run as the peer "axe-before" in the same interleaved rounds: a before/after comparison
of a compiler change that machine drift does not skew.
"""

import argparse
import json
import math
import os
import resource
import pathlib
import statistics
import subprocess
import sys
import time

import numpy as np

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "python"))
sys.path.insert(0, str(HERE))

CASE_TIMEOUT_S = 1200
# With more than one thread, the pause before each peer's sample: longer than libomp's
# default KMP_BLOCKTIME (200 ms), after which an idle pool's threads sleep instead of spin.
QUIESCE_S = 0.25


def calls_per_sample(fn, budget_s=0.01):
    """How many calls make one timed sample of about budget_s (at least one)."""
    start = time.perf_counter()
    fn()
    once = max(time.perf_counter() - start, 1e-7)
    return max(1, int(budget_s / once))


def measured(cmd):
    """Runs cmd under GNU time; its exit code, wall seconds, peak resident memory (MiB) and stderr.
    (Not this process's RUSAGE_CHILDREN or wait4: a child forked from a large Python process is
    charged that process's resident pages until it execs.)"""
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-f", "peak-kib %M", *cmd], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    lines = done.stderr.splitlines()
    peaks = [line for line in lines if line.startswith("peak-kib ")]
    peak_mib = int(peaks[-1].split()[1]) / 1024 if peaks else float("nan")
    return done.returncode, seconds, peak_mib, "\n".join(line for line in lines if not line.startswith("peak-kib "))


def worker(args):
    import ctypes

    import torch

    import corpus
    from axe.native import first_error, llvm_prefix, load_object, tools_dir
    from axe.signature import parse_signature
    from check import load_arrays, relative_error
    from export import build

    d = pathlib.Path(args.worker[0])
    route, thread_counts = args.worker[1], [int(t) for t in args.worker[2].split(",")]
    inputs = load_arrays(d, "input")
    expected = load_arrays(d, "expected")
    builders = {n: b for n, b, _ in corpus.PROGRAMS + corpus.WHOLE + corpus.TM_TENSOR}
    compile_s, compile_mib = {}, {}

    out_dir = pathlib.Path(args.workdir) / d.name
    out_dir.mkdir(parents=True, exist_ok=True)
    # axe-compile as axe.compile_file runs it, here with its own peak memory, then linked and loaded.
    obj = out_dir / f"{route}.o"
    start = time.perf_counter()
    rc, _, peak_mib, stderr = measured([str(tools_dir() / "axe-compile"), str(d / f"{route}.mlir"), "--target=cpu", "-o", str(obj)])
    if rc != 0:
        raise RuntimeError(f"axe-compile failed: {first_error(stderr)}")
    text = (d / f"{route}.mlir").read_text()
    program = load_object(obj, parse_signature(text, None), out_dir / f"{route}.so")
    compile_s["axe"], compile_mib["axe"] = time.perf_counter() - start, peak_mib
    before = None
    if args.axe_before:
        before_obj = out_dir / f"{route}.before.o"
        start = time.perf_counter()
        rc, _, peak_mib, stderr = measured(
            [str(pathlib.Path(args.axe_before) / "axe-compile"), str(d / f"{route}.mlir"), "--target=cpu", "-o", str(before_obj)]
        )
        if rc != 0:
            raise RuntimeError(f"axe-compile (--axe-before) failed: {first_error(stderr)}")
        before = load_object(before_obj, parse_signature(text, None), out_dir / f"{route}.before.so")
        compile_s["axe-before"], compile_mib["axe-before"] = time.perf_counter() - start, peak_mib
    # The program's threads are libomp's (the library it links): its thread count per phase.
    libomp = ctypes.CDLL(str(llvm_prefix() / "lib" / "libomp.so"))

    import iree.runtime as ireert
    from iree.compiler.tools import CompilerOptions, TempFileSaver
    from iree.compiler.tools.core import build_compile_command_line

    # iree-compile as iree.compiler.compile_file runs it, here with its own peak memory.
    vmfb_path = out_dir / f"{route}.vmfb"
    options = CompilerOptions(
        target_backends=["llvm-cpu"], extra_args=["--iree-llvmcpu-target-cpu=host"], output_file=str(vmfb_path)
    )
    with TempFileSaver() as tfs:
        cmd = build_compile_command_line(str(d / f"{route}.mlir"), tfs, options)
    rc, seconds, peak_mib, stderr = measured(cmd)
    # A program IREE refuses is still timed against torch; the row says why IREE is missing.
    iree_refusal = None if rc == 0 else first_error(stderr)
    if iree_refusal is None:
        compile_s["iree"], compile_mib["iree"] = seconds, peak_mib
        vmfb = vmfb_path.read_bytes()

    def iree_peer(threads):
        # local-sync runs on the calling thread; local-task on a pool of `threads` workers (the
        # flag is read when the driver is made, so one pool size per process).
        if threads == 1:
            config = ireert.Config("local-sync")
        else:
            ireert.flags.parse_flags(f"--task_topology_group_count={threads}")
            config = ireert.Config("local-task")
        context = ireert.SystemContext(config=config)
        context.add_vm_module(ireert.VmModule.copy_buffer(context.instance, vmfb))
        fn = context.modules.module[d.name]

        def call():
            out = fn(*inputs)
            return tuple(o.to_host() for o in out) if isinstance(out, (tuple, list)) else out.to_host()

        return call

    module, _ = build(d.name, builders[d.name])
    torch_inputs = tuple(torch.from_numpy(x) for x in inputs)

    def eager():
        with torch.no_grad():
            return module(*torch_inputs)

    results = {}
    for threads in thread_counts:
        torch.set_num_threads(threads)
        libomp.omp_set_num_threads(threads)
        peers = {"axe": lambda: program(*inputs), "torch": eager}
        if before is not None:
            peers["axe-before"] = lambda: before(*inputs)
        if iree_refusal is None:
            peers["iree"] = iree_peer(threads)
        if not args.no_inductor:
            # Inductor writes its thread count into the C++ it generates: compile once per count.
            torch._dynamo.reset()
            torch._inductor.config.cpp.threads = threads
            start = time.perf_counter()
            compiled = torch.compile(module)
            with torch.no_grad():
                compiled(*torch_inputs)
            compile_s["inductor"] = time.perf_counter() - start

            def inductor(compiled=compiled):
                with torch.no_grad():
                    return compiled(*torch_inputs)

            peers["inductor"] = inductor
        errors = {}
        for name, fn in peers.items():
            out = fn()
            out = out if isinstance(out, tuple) else (out,)
            out = [o.detach().numpy() if hasattr(o, "detach") else np.asarray(o) for o in out]
            errors[name] = max(relative_error(g, w) for g, w in zip(out, expected))
        counts = {name: calls_per_sample(fn) for name, fn in peers.items()}
        samples = {name: [] for name in peers}
        # --clock cpu: this thread's CPU time, which a machine shared with other jobs does not
        # inflate while the thread waits for a core (with 1 thread every peer runs on it).
        clock = time.thread_time if args.clock == "cpu" else time.perf_counter
        for _ in range(args.reps):
            for name, fn in peers.items():
                n = counts[name]
                if threads > 1:
                    # The other peers' idle thread pools spin before they sleep (libomp's
                    # KMP_BLOCKTIME: 200 ms); on a machine with as many cores as threads, a
                    # region of this peer would wait behind them. Let them fall asleep, then
                    # wake this peer's own pool before timing it.
                    time.sleep(QUIESCE_S)
                    for _ in range(min(n, 20)):
                        fn()
                start = clock()
                for _ in range(n):
                    fn()
                samples[name].append((clock() - start) / n)
        result = {
            name: {
                "min_s": min(s),
                "median_s": statistics.median(s),
                "error": errors[name],
                "compile_s": compile_s.get(name),
                "compile_mib": compile_mib.get(name),
            }
            for name, s in samples.items()
        }
        # The worker's own peak so far: torch, the loaded programs and their inputs, Inductor's compile.
        result["process_peak_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        result["iree_refusal"] = iree_refusal
        results[threads] = result
    print(json.dumps(results))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", help="exported programs (default target/models, with --whole target/models-whole)")
    parser.add_argument("--whole", action="store_true", help="the whole models (export.py --whole) instead")
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--route", default="linalg")
    parser.add_argument("--threads", default="1,all", help="comma-separated thread counts; all = os.cpu_count()")
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="cpu: the calling thread's CPU time (1 thread only: for a loaded machine)",
    )
    parser.add_argument(
        "--no-inductor", action="store_true", help="leave Inductor out (its compile takes minutes per program on a loaded machine)"
    )
    parser.add_argument("--timeout", type=float, default=CASE_TIMEOUT_S, help="seconds per program (default 1200)")
    parser.add_argument("--workdir", help="build products (default target/models-bench, with --whole target/models-whole-bench)")
    parser.add_argument("--markdown")
    parser.add_argument("--axe-before", help="tools of another build, timed as the peer axe-before in the same rounds")
    parser.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    suffix = "-whole" if args.whole else ""
    args.corpus = args.corpus or str(REPO / "target" / f"models{suffix}")
    args.workdir = args.workdir or str(REPO / "target" / f"models{suffix}-bench")
    if args.worker:
        return worker(args)
    if args.reps < 5:
        parser.error("--reps must be at least 5 (min and median of 5 or more)")

    threads = [os.cpu_count() if t == "all" else int(t) for t in args.threads.split(",")]
    corpus_dir = pathlib.Path(args.corpus)
    dirs = sorted(p for p in corpus_dir.iterdir() if (p / f"{args.route}.mlir").exists())
    if args.only:
        # `--only a b` or `--only a,b`; a name that is not in the corpus is an error, not an empty table.
        only = {n for item in args.only for n in item.split(",") if n}
        missing = only - {d.name for d in dirs}
        if missing:
            parser.error(f"no programs {sorted(missing)} with {args.route}.mlir under {corpus_dir}")
        dirs = [d for d in dirs if d.name in only]
    rows = []
    if args.clock == "cpu" and threads != [1]:
        parser.error("--clock cpu measures the calling thread: use it with --threads 1")
    if sum(1 for t in threads if t > 1) > 1:
        parser.error("one thread count above 1 at most (IREE's local-task pool is sized once per process)")
    for d in dirs:
        # One worker per program times every thread count (compiling Axe and IREE once).
        env = dict(os.environ, OMP_NUM_THREADS=str(max(threads)))
        cmd = [sys.executable, __file__, "--worker", str(d), args.route, ",".join(map(str, threads))]
        cmd += ["--workdir", args.workdir, "--reps", str(args.reps), "--clock", args.clock]
        cmd += ["--no-inductor"] if args.no_inductor else []
        cmd += ["--axe-before", str(pathlib.Path(args.axe_before).resolve())] if args.axe_before else []
        try:
            done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=args.timeout)
            lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
            results = json.loads(lines[-1]) if done.returncode == 0 and lines else None
            why = None if results else (done.stderr.strip().splitlines() or ["no output"])[-1]
        except subprocess.TimeoutExpired:
            results, why = None, f"timeout ({args.timeout} s)"
        for t in threads:
            result = results.get(str(t)) if results else None
            rows.append((d.name, t, result, why))
            if result:
                times = ", ".join(f"{k} {v['min_s'] * 1e3:.3f} ms" for k, v in result.items() if isinstance(v, dict))
                times += f" (IREE refused: {result['iree_refusal']})" if result.get("iree_refusal") else ""
                print(f"{d.name} t={t}: {times}", flush=True)
            else:
                print(f"{d.name} t={t}: skipped: {why}", flush=True)

    before_cols = " Axe before min / median (ms) | before/after |" if args.axe_before else ""
    lines = [
        "| program | threads | Axe min / median (ms) |" + before_cols + " IREE | torch eager | Inductor | Axe/IREE | Axe/best peer | compile s (Axe / IREE / Inductor) | compile peak MiB (Axe / IREE) | worker peak MiB |",
        "|---|---|---|---|---|---|---|---|---|---|---|" + ("---|---|" if args.axe_before else ""),
    ]
    ratios, before_ratios = {}, {}
    for name, t, r, why in rows:
        if not r:
            lines.append(f"| {name} | {t} | skipped: {why[:120]} | | | | | | | | |" + (" | |" if args.axe_before else ""))
            continue
        ms = lambda k: f"{r[k]['min_s'] * 1e3:.3f} / {r[k]['median_s'] * 1e3:.3f}" if k in r else "not run"  # noqa: E731
        best = min(r[k]["min_s"] for k in ("iree", "torch", "inductor") if k in r)
        vs_best = r["axe"]["min_s"] / best
        before_cells = ""
        if "axe-before" in r:
            before_cells = f" {ms('axe-before')} | {r['axe-before']['min_s'] / r['axe']['min_s']:.2f}x |"
        if "iree" in r:
            vs_iree = r["axe"]["min_s"] / r["iree"]["min_s"]
            ratios.setdefault(t, []).append((vs_iree, vs_best, name))
            if "axe-before" in r:
                before_ratios.setdefault(t, []).append(r["axe-before"]["min_s"] / r["iree"]["min_s"])
            iree_cell, ratio_cell = ms("iree"), f"{vs_iree:.2f}x"
        else:
            iree_cell, ratio_cell = "refused: " + r["iree_refusal"][:100].replace("|", "\\|"), "-"
        comp = " / ".join(f"{r[k]['compile_s']:.2f}" if k in r else "-" for k in ("axe", "iree", "inductor"))
        mib = " / ".join(f"{r[k]['compile_mib']:.0f}" if k in r else "-" for k in ("axe", "iree"))
        lines.append(
            f"| {name} | {t} | {ms('axe')} |{before_cells} {iree_cell} | {ms('torch')} | {ms('inductor')} | {ratio_cell} | {vs_best:.2f}x | {comp} | {mib} | {r['process_peak_mib']:.0f} |"
        )
    geomean = lambda xs: math.exp(statistics.mean(math.log(x) for x in xs))  # noqa: E731
    # Issue 38's goal: geometric mean <= 0.8x IREE, no program above 1.5x the best peer.
    summary = "\n".join(
        f"{t} thread(s): geometric mean Axe/IREE {geomean([a for a, _, _ in v]):.2f}x, Axe/best peer "
        f"{geomean([b for _, b, _ in v]):.2f}x over {len(v)} programs; above 1.5x the best peer: "
        + (", ".join(f"{n} {b:.2f}x" for _, b, n in sorted(v, key=lambda x: -x[1]) if b > 1.5) or "none")
        + (
            f"; before (--axe-before): geometric mean Axe/IREE {geomean(before_ratios[t]):.2f}x"
            if before_ratios.get(t)
            else ""
        )
        for t, v in ratios.items()
    )
    table = "\n".join(lines)
    print()
    print(table)
    print(summary)
    if args.markdown:
        pathlib.Path(args.markdown).write_text(table + "\n\n" + summary + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
