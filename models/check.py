"""Compiles every exported corpus program on every route and checks it against torch.

Each program directory (export.py writes them; models/fast/ holds the committed
subset) has input<i>.npy, expected<i>.npy and one <route>.mlir per route. For
each, `axe-compile --target=cpu` makes an object, the axe package
(python/axe) loads it into a worker process and calls it on the inputs, and
the result is compared with torch's: the error is max |axe - torch| over the
peak |torch| of each output, and a program is ok when it is at most --tol
(1e-4: float32 reassociation is about 1e-6; an output left zero or NaN is an
error of 1 or more). Each case runs in its own process, so a crash of the
compiled code is a result ("crashed"), not the end of the check.

Prints a table, program x route: ok (max error), wrong (max error), refused
(axe-compile's first error line), and a summary line per route. --nvptx also
runs `axe-compile --target=nvptx`, ptxas on the PTX (where .venv has it) and
the kernels on the GPU emulator against the interpreter on the saved inputs (`axe-run
--target gpu-emulator --inputs`); --nki runs `axe-compile --target=nki` and the emitted kernel on the numpy
NKI interpreter (tools/nki_interp) on the same inputs, against torch with the same
tolerance. --no-cpu leaves the CPU column out.

With --whole, --nvptx runs the emulator on the whole models' reduced-input variants only
(export.py writes them beside the full models, marked by a `reduced_of` file): resnet18_32,
ResNet-18 on a 1x3x32x32 image (every layer at full width, 2% of the 224x224 run's
multiply-adds), and gpt2_small_4, the GPT-2-small decoder on 4 tokens (all 12 layers and
the LM head over the 50257-word vocabulary at full width), with the full models' weights.
The emulator runs every thread of every block: the full sizes (1.8 G and 7.9 G
multiply-adds, 49 and 16 times the reduced ones) would take about 50 minutes and 3 hours of
CPU at the reduced runs' rates on a release build (bench/models.md has the times). The full models get
axe-compile and ptxas. A reduced variant runs once on the emulator and once on the
interpreter on the saved inputs (`axe-run --inputs --outputs`), and is ok when the emulator's
output is within --tol of torch's and of the interpreter's (the GPU schedule sums in
another order); the cell gives each run's wall time, CPU time and peak memory. On a release
build gpt2_small_4 takes about 11.5 minutes of CPU and 6 GB on the emulator and 2.5 minutes
and 6 GB on the interpreter per route (give --timeout 7200 on a shared machine), its
axe-compile --emit=kernels half a minute and 5 GB; resnet18_32 about a minute and 1 GB.

usage: .venv/bin/python models/check.py [--corpus DIR] [--only NAME ...] [--nvptx] [--nki] [--no-cpu]
           [--markdown FILE] [--expect-ok] [--prune]
--expect-ok fails (exit 1) unless every case run is ok (CPU, and NKI with --nki): `make test`
runs the committed subset so.
"""

import argparse
import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "python"))

import axe  # noqa: E402
from axe.native import first_error, tools_dir  # noqa: E402

ROUTES = ("linalg", "tosa", "onnx")
CASE_TIMEOUT_S = 600


def load_arrays(d, stem):
    arrays = []
    while (d / f"{stem}{len(arrays)}.npy").exists():
        arrays.append(np.load(d / f"{stem}{len(arrays)}.npy"))
    return arrays


def relative_error(got, want):
    """max |got - want| / peak |want|; non-finite expected values must match exactly (NaN where torch has NaN)."""
    got = np.asarray(got, np.float64)
    want = np.asarray(want, np.float64)
    if got.shape != want.shape:
        return float("inf")
    finite = np.isfinite(want)
    if not np.array_equal(np.isfinite(got), finite) or not np.array_equal(got[~finite], want[~finite], equal_nan=True):
        return float("inf")
    peak = np.abs(want[finite]).max() if finite.any() else 0.0
    if peak == 0.0:
        # An all-zero expectation would let a zeroed output pass: corpus programs must not have one.
        raise ValueError("expected output is all zeros: the check could not tell a zeroed result")
    return float(np.abs(got[finite] - want[finite]).max() / peak) if finite.any() else 0.0


def run_cpu_case(d, route, workdir, tol):
    """Compiles and runs one program on one route here (in the worker)."""
    path = d / f"{route}.mlir"
    start = time.perf_counter()
    try:
        program = axe.compile_file(path, workdir=workdir)
    except axe.CompileError as e:
        return {"status": "refused", "detail": e.diagnostic}
    compile_s = time.perf_counter() - start
    inputs = load_arrays(d, "input")
    expected = load_arrays(d, "expected")
    start = time.perf_counter()
    got = program(*inputs)
    run_s = time.perf_counter() - start
    got = got if isinstance(got, tuple) else (got,)
    if len(got) != len(expected):
        return {"status": "wrong", "detail": f"{len(got)} results, torch has {len(expected)}"}
    error = max(relative_error(g, w) for g, w in zip(got, expected))
    status = "ok" if error <= tol else "wrong"
    return {"status": status, "error": error, "compile_s": compile_s, "run_s": run_s}


def run_tool(cmd):
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=CASE_TIMEOUT_S)
    return done.returncode, done.stdout + done.stderr


def run_measured(cmd):
    """run_tool, and the command's CPU time (user + system seconds) and peak resident memory
    (GB) as the kernel accounts them (wait4): the whole models' emulator and interpreter runs
    take minutes and gigabytes."""
    with tempfile.TemporaryFile() as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + CASE_TIMEOUT_S
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                os.wait4(proc.pid, 0)
                raise subprocess.TimeoutExpired(cmd, CASE_TIMEOUT_S)
            time.sleep(0.5)
        proc.returncode = os.waitstatus_to_exitcode(status)
        log.seek(0)
        out = log.read().decode(errors="replace")
    return proc.returncode, out, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1e6


def signal_name(rc):
    """`killed by SIGKILL` for a subprocess's negative return code."""
    try:
        return f"killed by {signal.Signals(-rc).name}"
    except ValueError:
        return f"killed by signal {-rc}"


def use_venv_libdevice():
    """NVIDIA's libdevice (exp, erf, tanh, rsqrt on the GPU) from the venv's nvidia-cuda-nvcc
    wheel, unless AXE_LIBDEVICE names one: axe-compile finds the venv's itself only when it
    runs from this repository's target/, and AXE_TOOLS_DIR may point elsewhere."""
    if os.environ.get("AXE_LIBDEVICE"):
        return
    found = sorted(REPO.glob(".venv/lib/python3*/site-packages/nvidia/*/nvvm/libdevice/libdevice.10.bc"))
    if found:
        os.environ["AXE_LIBDEVICE"] = str(found[-1])


def run_nvptx_case(d, route, workdir, whole, tol):
    path = d / f"{route}.mlir"
    compiler = str(tools_dir() / "axe-compile")
    ptx = workdir / f"{route}.ptx"
    rc, out = run_tool([compiler, str(path), "--target=nvptx", "-o", str(ptx)])
    if rc:
        return {"status": "refused", "detail": first_error(out)}
    ptxas = REPO / ".venv" / "bin" / "ptxas"
    if ptxas.exists():
        rc, out = run_tool([str(ptxas), "-arch=sm_90", str(ptx), "-o", str(workdir / f"{route}.cubin")])
        if rc:
            return {"status": "wrong", "detail": "ptxas: " + first_error(out)}
    ptxas_ok = "ptxas ok" if ptxas.exists() else "ptxas not run"
    if whole and not (d / "reduced_of").exists():
        return {"status": "ok", "detail": f"{ptxas_ok}; the emulator runs its reduced-input variant"}
    kernels = workdir / f"{route}.kernels.mlir"
    rc, out = run_tool([compiler, str(path), "--target=nvptx", "--emit=kernels", "-o", str(kernels)])
    if rc:
        return {"status": "refused", "detail": first_error(out)}
    if whole:
        return run_whole_on_emulator(d, kernels, workdir, ptxas_ok, tol)
    # On the saved inputs, as the CPU check: random integers would make an embedding's token ids
    # negative, which its bounds check refuses.
    inputs = ",".join(str(p) for p in sorted(d.glob("input*.npy"), key=lambda p: int(p.stem[5:])))
    rc, out = run_tool([str(tools_dir() / "axe-run"), str(kernels), "--target", "gpu-emulator", *(["--inputs", inputs] if inputs else [])])
    if rc:
        return emulator_failure(rc, out, "emulator")
    return {"status": "ok", "detail": "ptxas ok, emulator = interpreter" if ptxas.exists() else "emulator = interpreter"}


# The most ops one call may run in the interpreter and the emulator (axe-run's --max-steps,
# 2^30 by default): the reduced GPT-2 decoder runs about 2^31.
WHOLE_MAX_STEPS = 1 << 40


def emulator_failure(rc, out, what):
    if rc < 0:
        # Killed by a signal (a crash, or the machine's OOM killer): not a verdict on the kernels.
        return {"status": "crashed", "detail": f"{what}: {signal_name(rc)}: " + first_error(out)}
    return {"status": "wrong" if "mismatch" in out or "error" not in out else "refused", "detail": f"{what} (exit {rc}): " + first_error(out)}


def run_whole_on_emulator(d, kernels, workdir, ptxas_ok, tol):
    """A whole model's reduced variant: its kernels once on the GPU emulator and once on the
    interpreter, on the saved inputs (one call each: the emulator takes minutes), each output
    against torch's and the emulator's against the interpreter's."""
    inputs = ",".join(str(p) for p in sorted(d.glob("input*.npy"), key=lambda p: int(p.stem[5:])))
    runs = {}
    for target in ("gpu-emulator", "interp"):
        outputs = workdir / f"{kernels.stem}.{target}"
        shutil.rmtree(outputs, ignore_errors=True)
        cmd = [str(tools_dir() / "axe-run"), str(kernels), "--target", target, "--inputs", inputs, "--outputs", str(outputs)]
        start = time.perf_counter()
        rc, out, cpu_s, peak_gb = run_measured(cmd + ["--max-steps", str(WHOLE_MAX_STEPS)])
        if rc:
            return emulator_failure(rc, out, "emulator" if target == "gpu-emulator" else "interpreter")
        # axe-run writes <function>.result<k>.npy per result; the program has one function.
        results = sorted(outputs.glob("*.result*.npy"), key=lambda p: int(p.stem.rsplit(".result", 1)[1]))
        wall_s = time.perf_counter() - start
        runs[target] = ([np.load(p) for p in results], wall_s, f"{wall_s:.0f} s ({cpu_s:.0f} s CPU, {peak_gb:.1f} GB peak)")
    expected = load_arrays(d, "expected")
    (emulated, emulator_s, emulator_cost), (interpreted, _, interp_cost) = runs["gpu-emulator"], runs["interp"]
    if len(emulated) != len(expected) or len(interpreted) != len(expected):
        return {"status": "wrong", "detail": f"{len(emulated)} emulator and {len(interpreted)} interpreter outputs, torch has {len(expected)}"}
    error = max(relative_error(g, w) for g, w in zip(emulated, expected))
    against_interp = max(relative_error(g, w) for g, w in zip(emulated, interpreted))
    status = "ok" if error <= tol and against_interp <= tol else "wrong"
    detail = f"{ptxas_ok}; emulator vs interpreter {against_interp:.1e}; emulator {emulator_cost}, interpreter {interp_cost}"
    return {"status": status, "error": error, "detail": detail, "run_s": emulator_s}


def run_nki_case(d, route, workdir, tol):
    """axe-compile --target=nki, then the emitted kernel on the numpy NKI interpreter
    (tools/nki_interp, which enforces NKI's rules) on the saved inputs, against torch."""
    kernel = workdir / f"{route}.py"
    start = time.perf_counter()
    rc, out = run_tool([str(tools_dir() / "axe-compile"), str(d / f"{route}.mlir"), "--target=nki", "-o", str(kernel)])
    if rc:
        return {"status": "refused", "detail": first_error(out)}
    compile_s = time.perf_counter() - start
    # A kernel with weights is called through the wrapper that passes them (the function
    # without @nki.jit, named as the program's function).
    text = kernel.read_text()
    jit = re.findall(r"^@nki\.jit\ndef (\w+)\(", text, re.M)
    wrappers = [n for n in re.findall(r"^def (\w+)\(", text, re.M) if n not in jit]
    names = wrappers or jit
    if len(names) != 1:
        return {"status": "wrong", "detail": f"the NKI file has {len(names)} entry points; the program has one function"}
    sys.path.insert(0, str(REPO / "tools" / "nki_interp"))
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"nki_{route}", kernel)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    inputs = load_arrays(d, "input")
    expected = load_arrays(d, "expected")
    start = time.perf_counter()
    try:
        got = getattr(module, names[0])(*inputs)
    except Exception as e:  # an NKI rule the interpreter enforces, or a bad emitted program
        return {"status": "wrong", "detail": f"NKI interpreter: {type(e).__name__}: {e}"}
    run_s = time.perf_counter() - start
    got = got if isinstance(got, tuple) else (got,)
    if len(got) != len(expected):
        return {"status": "wrong", "detail": f"{len(got)} results, torch has {len(expected)}"}
    error = max(relative_error(np.asarray(g, np.float32), w) for g, w in zip(got, expected))
    status = "ok" if error <= tol else "wrong"
    return {"status": status, "error": error, "compile_s": compile_s, "run_s": run_s}


def worker(args):
    d = pathlib.Path(args.worker[0])
    route, target = args.worker[1], args.worker[2]
    workdir = pathlib.Path(args.workdir) / d.name / target
    workdir.mkdir(parents=True, exist_ok=True)
    if target == "cpu":
        result = run_cpu_case(d, route, workdir, args.tol)
    elif target == "nvptx":
        result = run_nvptx_case(d, route, workdir, args.whole, args.tol)
    else:
        result = run_nki_case(d, route, workdir, args.tol)
    print(json.dumps(result))


def run_case(d, route, target, workdir, tol, whole):
    if not (d / f"{route}.mlir").exists():
        error = d / f"{route}.error"
        if error.exists():
            return {"status": "not exported", "detail": error.read_text().strip().splitlines()[-1]}
        return None
    cmd = [sys.executable, __file__, "--worker", str(d), route, target, "--workdir", str(workdir), "--tol", str(tol), "--timeout", str(CASE_TIMEOUT_S)] + (["--whole"] if whole else [])
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=CASE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "detail": f"more than {CASE_TIMEOUT_S} s"}
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        return {"status": "crashed", "detail": f"exit {done.returncode}: " + first_error(done.stderr)}
    return json.loads(lines[-1])


def cell(result):
    if result is None:
        return "-"
    s = result["status"]
    if s in ("ok", "wrong") and "error" in result and "detail" not in result:
        return f"{s} ({result['error']:.1e})"
    if "error" in result:
        s = f"{s} ({result['error']:.1e})"
    # Paths in diagnostics name the work directory: the file name says enough.
    detail = re.sub(r"(?<![\w.])/\S*/", "", result.get("detail", "")).replace("|", "\\|")
    if len(detail) > 160:
        detail = detail[:157] + "..."
    return f"{s}: {detail}" if detail else s


def main():
    global CASE_TIMEOUT_S
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", help="exported programs (default target/models, with --whole target/models-whole)")
    parser.add_argument(
        "--whole", action="store_true", help="the whole models (export.py --whole: ResNet-18, the GPT-2-small decoder) instead"
    )
    parser.add_argument("--timeout", type=float, default=CASE_TIMEOUT_S, help="seconds per case (default 600)")
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--routes", default=",".join(ROUTES))
    parser.add_argument("--nvptx", action="store_true")
    parser.add_argument("--nki", action="store_true")
    parser.add_argument("--no-cpu", action="store_true", help="leave out the CPU column")
    parser.add_argument("--tol", type=float, default=1e-4)
    parser.add_argument("--workdir", help="build products (default target/models-build, with --whole target/models-whole-build)")
    parser.add_argument("--markdown", help="also write the table as markdown to this file")
    parser.add_argument("--expect-ok", action="store_true", help="exit 1 unless every CPU and NKI case is ok")
    parser.add_argument(
        "--prune", action="store_true", help="delete from --corpus each route that is not ok on the CPU (makes models/fast)"
    )
    parser.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    CASE_TIMEOUT_S = args.timeout
    if args.worker:
        return worker(args)
    suffix = "-whole" if args.whole else ""
    args.corpus = args.corpus or str(REPO / "target" / f"models{suffix}")
    args.workdir = args.workdir or str(REPO / "target" / f"models{suffix}-build")
    if args.prune and (args.nvptx or args.nki):
        parser.error("--prune judges the CPU results alone: run it without --nvptx and --nki")

    if args.nvptx:
        use_venv_libdevice()
    corpus = pathlib.Path(args.corpus)
    dirs = sorted(p for p in corpus.iterdir() if p.is_dir() and (p / "expected0.npy").exists()) if corpus.is_dir() else []
    if args.only:
        # `--only a b` or `--only a,b`; a name that is not in the corpus is an error, not an empty run.
        only = {n for item in args.only for n in item.split(",") if n}
        missing = only - {d.name for d in dirs}
        if missing and dirs:
            parser.error(f"no exported programs {sorted(missing)} under {corpus}")
        dirs = [d for d in dirs if d.name in only]
    if not dirs:
        print(f"check.py: no exported programs under {corpus} (run models/export.py first)", file=sys.stderr)
        return 2
    routes = [r for r in args.routes.split(",") if r]
    targets = ([] if args.no_cpu else ["cpu"]) + (["nvptx"] if args.nvptx else []) + (["nki"] if args.nki else [])
    columns = [(r, t) for t in targets for r in routes]
    rows = []
    for d in dirs:
        results = {}
        for route, target in columns:
            results[(route, target)] = run_case(d, route, target, pathlib.Path(args.workdir), args.tol, args.whole)
        rows.append((d.name, results))
        print(f"{d.name}: " + "; ".join(f"{r}/{t} {cell(x)}" for (r, t), x in results.items() if x), flush=True)

    header = "| program | " + " | ".join(f"{r} ({t})" for r, t in columns) + " |"
    lines = [header, "|" + "---|" * (len(columns) + 1)]
    for name, results in rows:
        lines.append(f"| {name} | " + " | ".join(cell(results[c]) for c in columns) + " |")
    summary = []
    for c in columns:
        present = [res[c] for _, res in rows if res[c] is not None]
        good = sum(1 for x in present if x["status"] == "ok")
        summary.append(f"{c[0]} ({c[1]}) {good}/{len(present)}")
    summary_line = "summary: " + ", ".join(summary)
    table = "\n".join(lines)
    print()
    print(table)
    print(summary_line)
    if args.markdown:
        pathlib.Path(args.markdown).write_text(table + "\n\n" + summary_line + "\n")
    if args.prune:
        for name, results in rows:
            d = corpus / name
            for (route, _), result in results.items():
                if result is not None and result["status"] != "ok":
                    for f in (d / f"{route}.mlir", d / f"{route}.tosa.mlir", d / f"{route}.error"):
                        f.unlink(missing_ok=True)
            if not list(d.glob("*.mlir")):
                shutil.rmtree(d)
    if args.expect_ok:
        # nvptx's column records compile and emulator results whose refusals are tracked in
        # bench/models.md, not judged here.
        judged = [res[c] for _, res in rows for c in columns if c[1] in ("cpu", "nki") and res[c] is not None]
        bad = [x for x in judged if x["status"] != "ok"]
        passed = len(judged) - len(bad)
        print(f"{passed} passed, {len(bad)} failed")
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
