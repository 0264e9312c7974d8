"""Checks that kernelizing never multiplies a corpus program's work (issue 38 item 4).

The work of a program is the arithmetic it executes, counted by the reference
interpreter (`axe-run --count-work`; interp/src/work.rs says what counts:
arithmetic, comparisons, conversions and math functions on values, one per tensor
element, and one per element a reduction combines; selects, loads, stores, movement
and index arithmetic are not work). For each program and route, the tensor-level
uop program (`convert-linalg-to-uop,canonicalize`, the front of
axe-tensor-to-kernels) runs on the saved inputs, then the rest of the pipeline that
axe-compile runs before scheduling (`uop-kernelize,canonicalize,cse`: rangeify,
buffer removal, kernel splitting) and its kernels run on the same inputs, each op as
often as the lowered loops would run it. Both must give the same outputs, and the
kernels' work must be at most --bound (1.2) times the tensor program's.

One fusion trades work for memory on purpose: buffer removal inlines a value that holds a
reduction into two loads that each read every value once (softmax's exp(x - max), read by
its sum and by its quotient), computing it twice instead of writing a buffer and reading it
back. A case over the bound is run again with that row off (uop-remove-buffers'
max-fused-loads=1); within the bound then, it is "explained" (the extra work is that
recomputation), else "over".

Prints one line per case: the two counts and their ratio, or what stopped it (a
program the front end refuses is not a work case: it says so and is skipped).

usage: .venv/bin/python models/work.py [--corpus DIR] [--only NAME ...] [--bound R] [--expect-ok]
--corpus defaults to target/models (models/export.py's output: every program);
`make test` checks the committed subset, models/fast. --expect-ok fails (exit 1)
unless every case the front end takes is ok, explained, or uncounted (its tensor
program has an op the interpreter cannot run yet: uop.gather, the embedding).
"""

import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "python"))

from axe.native import first_error, tools_dir  # noqa: E402

ROUTES = ("linalg", "tosa", "onnx")
FRONT = "builtin.module(convert-linalg-to-uop,canonicalize)"
KERNELIZE = "builtin.module(uop-kernelize,canonicalize,cse)"
# uop-kernelize's elements (passes/src/kernelize.rs), softmax's two-read fusion off.
UNFUSED = (
    "builtin.module(uop-rangeify,uop-optimize-ranges{max-fused-loads=1},uop-split-kernels,"
    "uop-optimize-ranges{max-fused-loads=1},func.func(axe-simplify-index),cse,canonicalize,cse)"
)
CASE_TIMEOUT_S = 900
WORK = re.compile(r"work (\d+) -> (\d+) ops \(([0-9.]+)x\)")


def run(cmd):
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=CASE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return 124, f"timed out after {CASE_TIMEOUT_S} s"
    return done.returncode, done.stdout + done.stderr


def count(tensor, inputs, pipeline):
    """(before, after) work of trial 0 on the saved inputs, or the error's first line."""
    cmd = [
        str(tools_dir() / "axe-run"),
        str(tensor),
        f"--check-pipeline={pipeline}",
        "--count-work",
        "--trials=1",
        "--rtol=1e-4",
        "--atol=1e-5",
    ]
    if inputs:
        cmd.append("--inputs=" + ",".join(str(p) for p in inputs))
    rc, out = run(cmd)
    m = WORK.search(out)
    if rc == 0 and m:
        return (int(m.group(1)), int(m.group(2))), None
    return None, first_error(out)


def check_case(d, route, workdir, bound):
    """(status, line): status is ok, explained, over, refused or failed."""
    tensor = workdir / f"{d.name}.{route}.uop.mlir"
    rc, out = run([str(tools_dir() / "axe-opt"), str(d / f"{route}.mlir"), f"--pass-pipeline={FRONT}", "-o", str(tensor)])
    if rc != 0:
        return "refused", f"refused: {first_error(out)}"
    inputs = sorted(d.glob("input*.npy"), key=lambda p: int(p.stem[len("input"):]))
    work, error = count(tensor, inputs, KERNELIZE)
    if error and "is not supported by the interpreter" in error:
        # The tensor program has an op the interpreter cannot run (uop.gather, so far).
        return "uncounted", f"uncounted: {error}"
    if error:
        return "failed", f"failed: {error}"
    before, after = work
    line = f"{before} -> {after} ops ({after / max(before, 1):.3f}x)"
    if after <= bound * before:
        return "ok", f"ok: {line}"
    unfused, error = count(tensor, inputs, UNFUSED)
    if unfused and unfused[1] <= bound * before:
        return "explained", f"explained: {line}; {unfused[1]} ops without the two-read fusion ({unfused[1] / max(before, 1):.3f}x)"
    return "over", f"over: {line}" + (f"; {unfused[1]} ops without the two-read fusion" if unfused else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=pathlib.Path, default=REPO / "target" / "models")
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--bound", type=float, default=1.2)
    parser.add_argument("--workdir", type=pathlib.Path)
    parser.add_argument("--expect-ok", action="store_true")
    args = parser.parse_args()
    # `--only a b` or `--only a,b`; a name that is not in the corpus is an error, not a skipped check.
    only = {n for item in args.only for n in item.split(",") if n}
    programs = sorted(p for p in args.corpus.iterdir() if p.is_dir() and (not only or p.name in only))
    missing = only - {p.name for p in programs}
    if missing:
        parser.error(f"no programs {sorted(missing)} in {args.corpus}")
    if not programs:
        sys.exit(f"work.py: no programs in {args.corpus} (run models/export.py first)")
    counts = {"ok": 0, "explained": 0, "over": 0, "uncounted": 0, "refused": 0, "failed": 0}
    with tempfile.TemporaryDirectory() as tmp:
        workdir = args.workdir or pathlib.Path(tmp)
        workdir.mkdir(parents=True, exist_ok=True)
        for d in programs:
            for route in ROUTES:
                if not (d / f"{route}.mlir").exists():
                    continue
                status, line = check_case(d, route, workdir, args.bound)
                counts[status] += 1
                print(f"{d.name} {route}: {line}", flush=True)
    print(
        f"summary: {counts['ok']} within {args.bound}x, {counts['explained']} over by the two-read fusion only, "
        f"{counts['over']} over, {counts['uncounted']} uncounted (an op the interpreter lacks), "
        f"{counts['failed']} failed, {counts['refused']} refused"
    )
    if args.expect_ok and (counts["over"] or counts["failed"]):
        sys.exit(1)


if __name__ == "__main__":
    main()
