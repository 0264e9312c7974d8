"""Runs tinygrad's own test/test_ops.py (class TestOps, forward passes)
through Axe: every tensor a test reads is exported by the bridge, compiled
by Axe, run on the CPU JIT and compared with tinygrad's own result
(test_ops_oracle.py says how the file is wrapped). tinygrad's code is not in
this repository: pass a checkout of it (the release the venv installs,
tinygrad 0.14; its test_ops.py is test/test_ops.py, or test/backend/ in
later trees). The long run; `make test` runs the bridge's own slice.

usage: .venv/bin/python tools/tinygrad_bridge/run_test_ops.py TINYGRAD_CHECKOUT
           [--only NAME,...] [--report bench/tinygrad-bridge.md] [--keep DIR] [--timeout S]

tinygrad computes the reference on its CPU device (clang from llvm-22, or CC),
or on the device AXE_TINYGRAD_DEVICE names. Prints one line per test and a
summary; exits 1 if a test fails.
"""
import argparse
import collections
import datetime
import importlib.metadata
import importlib.util
import os
import pathlib
import platform
import signal
import sys
import time
import unittest

HERE = pathlib.Path(__file__).resolve().parent
SECTION = "## tinygrad's own test_ops through the bridge"


# test: why it does not pass through Axe (the report's cause column)
CAUSES = {
    "test_sigmoid_extreme": "the backward graph of sigmoid(-300) as tinygrad builds it multiplies exp2(432.8) = inf "
                            "by (1/(1+inf))^2 = 0: IEEE arithmetic, which Axe runs as written, gives NaN; tinygrad's own "
                            "kernel returns 0.0 after its algebraic rewrites of the product (the test asserts 0.0)",
    "test_sigmoid_alt_extreme": "as test_sigmoid_extreme: the gradient of exp(x) / (1 + exp(x)) at x = 300 is "
                                "inf * 0 terms as written (NaN on Axe), 0.0 after tinygrad's rewrites",
}


def _reference_device() -> None:
    os.environ.setdefault("CC", "/usr/lib/llvm-22/bin/clang")
    os.environ.setdefault("DEV", os.environ.get("AXE_TINYGRAD_DEVICE", "CPU"))


def _load(checkout: pathlib.Path):
    for relative in ("test/test_ops.py", "test/backend/test_ops.py"):
        path = checkout / relative
        if path.exists():
            break
    else:
        sys.exit(f"run_test_ops.py: no test/test_ops.py or test/backend/test_ops.py under {checkout}")
    sys.path.insert(0, str(HERE))
    import test_ops_oracle as oracle_module
    try:
        import torch  # noqa: F401  the real one when installed (tools/setup-python-models.sh)
    except ImportError:
        sys.modules["torch"] = oracle_module.torch_stand_in()
    spec = importlib.util.spec_from_file_location("tinygrad_test_ops", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module, path, oracle_module


def _real_torch() -> bool:
    """Whether the file imports the real torch (_load puts the stand-in there otherwise)."""
    return not getattr(sys.modules.get("torch"), "AXE_STAND_IN", False)


class _Timeout(Exception):
    pass


def _classify(error: BaseException, oracle_module) -> tuple[str, str]:
    if isinstance(error, oracle_module.AxeFailure):
        return error.stage, str(error)
    if isinstance(error, oracle_module.NeedsTorch):
        return "needs-torch", str(error)
    if isinstance(error, oracle_module.TorchMismatch):
        return "torch", str(error)
    if isinstance(error, _Timeout):
        return "timeout", str(error)
    return "tinygrad", f"{type(error).__name__}: {error}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("checkout", type=pathlib.Path, help="a checkout of tinygrad (its test/ folder)")
    parser.add_argument("--only", help="comma-separated test names (test_ prefix optional)")
    parser.add_argument("--report", help="write the summary into this markdown file's test_ops section")
    parser.add_argument("--keep", help="keep the last graph's files (program, kernels, inputs, results) in DIR")
    parser.add_argument("--timeout", type=int, default=300, help="seconds per test (default 300)")
    parser.add_argument("--shard", default="1/1", help="K/N: run every N-th test from the K-th (processes in parallel)")
    parser.add_argument("--reverse", action="store_true", help="run the tests in reverse order")
    parser.add_argument("--merge", help="comma-separated logs of earlier runs (their stdout): report them, first line per test wins")
    args = parser.parse_args()
    _reference_device()
    module, path, oracle_module = _load(args.checkout)
    oracle = oracle_module.AxeOracle(args.keep)
    if _real_torch():
        # the file's own prepare_test_op and helper_test_exception; helper_test_op forward only, also against torch
        module.helper_test_op = oracle_module.make_torch_helper(oracle, module.prepare_test_op, sys.modules["torch"])
    else:
        helper_test_op, prepare_test_op, helper_test_exception = oracle_module.make_helpers(oracle)
        module.helper_test_op, module.prepare_test_op = helper_test_op, prepare_test_op
        module.TestOps.helper_test_exception = helper_test_exception
    oracle.install()

    names = sorted(n for n in dir(module.TestOps) if n.startswith("test_"))
    if args.only:
        wanted = {n if n.startswith("test_") else f"test_{n}" for n in args.only.split(",")}
        names = [n for n in names if n in wanted]
    k, n = (int(x) for x in args.shard.split("/"))
    names = names[k - 1::n][::-1 if args.reverse else 1]
    if args.merge:
        return _merge(args, names, path)

    def on_alarm(*_):
        raise _Timeout(f"over {args.timeout} s")
    signal.signal(signal.SIGALRM, on_alarm)

    rows = []
    start = time.time()
    for name in names:
        result = _Result()
        checks_before = oracle.checks
        t0 = time.time()
        signal.alarm(args.timeout)
        try:
            module.TestOps(name).run(result)
        finally:
            signal.alarm(0)
        problems = result.errors + result.failures
        if result.skipped:
            verdict, stage, message = "SKIP", "skip", result.skipped[0][1]
        elif problems:
            verdict = "FAIL"
            stage, message = _classify(result.exception, oracle_module)
        else:
            verdict, stage, message = "PASS", "pass", ""
        checks = oracle.checks - checks_before
        rows.append((name, verdict, stage, message, checks))
        print(f"{verdict:4} {name} ({checks} graphs, {time.time() - t0:.1f} s)"
              + (f" [{stage}] {message[:300]}" if verdict != "PASS" else ""), flush=True)
    elapsed = time.time() - start
    counts = collections.Counter(r[1] for r in rows)
    print(f"{len(rows)} tests: {counts['PASS']} passed, {counts['FAIL']} failed, {counts['SKIP']} skipped "
          f"({sum(r[4] for r in rows)} graphs through Axe, {elapsed:.0f} s)")
    if args.report:
        _report(pathlib.Path(args.report), path.relative_to(args.checkout), rows, counts, elapsed, len(rows))
    return 1 if counts["FAIL"] else 0


def _merge(args, names, path) -> int:
    """Rows from earlier runs' printed lines (`VERDICT name (N graphs, T s) [stage] message`)."""
    seen = {}
    for log in args.merge.split(","):
        for line in pathlib.Path(log).read_text().splitlines():
            parts = line.split(" ", 2)
            if len(parts) < 2 or parts[0] not in ("PASS", "FAIL", "SKIP") or parts[1] in seen:
                continue
            rest = parts[2] if len(parts) > 2 else ""
            graphs = int(rest[1:rest.index(" graphs")]) if " graphs" in rest else 0
            stage, message = "pass", ""
            if "[" in rest:
                stage = rest[rest.index("[") + 1:rest.index("]")]
                message = rest[rest.index("]") + 2:]
            seen[parts[1]] = (parts[1], parts[0], stage, message, graphs)
    rows = [seen[n] for n in names if n in seen]
    counts = collections.Counter(r[1] for r in rows)
    missing = [n for n in names if n not in seen]
    print(f"{len(rows)} of {len(names)} tests in the logs: {counts['PASS']} passed, {counts['FAIL']} failed, "
          f"{counts['SKIP']} skipped; not run: {', '.join(missing) or 'none'}")
    if args.report:
        _report(pathlib.Path(args.report), path.relative_to(args.checkout), rows, counts, None, len(names))
    return 1 if counts["FAIL"] or missing else 0


class _Result(unittest.TestResult):
    """Keeps the first exception a test raised, not only its text."""
    exception: BaseException | None = None

    def addError(self, test, err):
        self.exception = self.exception or err[1]
        super().addError(test, err)

    def addFailure(self, test, err):
        self.exception = self.exception or err[1]
        super().addFailure(test, err)

    def addSubTest(self, test, subtest, err):
        if err is not None:
            self.exception = self.exception or err[1]
        super().addSubTest(test, subtest, err)


def _report(path: pathlib.Path, test_file, rows, counts, elapsed: float | None, total: int) -> None:
    by_stage = collections.defaultdict(list)
    for name, verdict, stage, message, _ in rows:
        if verdict != "PASS":
            by_stage[stage].append((name, message))
    lines = [
        SECTION,
        "",
        f"Generated by `.venv/bin/python tools/tinygrad_bridge/run_test_ops.py TINYGRAD_CHECKOUT --report {path}`",
        f"on {datetime.date.today()} ({platform.machine()}, Python {platform.python_version()}, "
        f"tinygrad {importlib.metadata.version('tinygrad')} installed, the checkout's `{test_file}`; "
        f"reference on tinygrad's {os.environ.get('DEV')} device"
        + (f"; {elapsed:.0f} s with the debug tools)." if elapsed is not None else "; merged from parallel runs' logs)."),
        "",
        "Every `TestOps` test of tinygrad's own file runs with its forward passes through Axe",
        "(tools/tinygrad_bridge/test_ops_oracle.py): each tensor a test reads is exported, compiled by",
        "`axe-tensor-to-kernels`, run on the CPU JIT and compared with tinygrad's own result, and the",
        "test's own assertions see Axe's values. "
        + (f"torch {sys.modules['torch'].__version__} is installed: `helper_test_op` also compares Axe's value "
           "with torch's on the same inputs (the test's atol / rtol; forward passes only), and the file's "
           "own `prepare_test_op` and `helper_test_exception` run unchanged. Where this torch refuses an input "
           "that the file's torch took (torch 2.15 refuses the reflect and replicate pads to height 0 of "
           "test_pad_reflect_mode and test_pad_replicate_mode), tinygrad alone is the oracle."
           if _real_torch() else "torch is not installed; the file's helpers are replaced by torch-free ones "
           "that build the same inputs."),
        "",
        f"**{counts['PASS']} of {total} tests pass**"
        + (f" ({total - len(rows)} not run)" if total != len(rows) else "")
        + (f"; {counts['SKIP']} skipped by the file itself" if counts['SKIP'] else "")
        + (f"; {counts['FAIL']} fail" if counts['FAIL'] else "") + ".",
        "",
    ]
    for stage in sorted(by_stage):
        lines.append(f"- {stage} ({len(by_stage[stage])}): " + ", ".join(f"`{n}`" for n, _ in by_stage[stage]))
    if by_stage:
        lines += ["", "| test | stage | cause | message |", "|---|---|---|---|"]
        for stage in sorted(by_stage):
            for name, message in by_stage[stage]:
                cause = "skipped by tinygrad's own file, on every device" if stage == "skip" \
                    else CAUSES.get(name, "not yet analysed")
                lines.append(f"| `{name}` | {stage} | {cause} | {message[:200].replace('|', '/')} |")
    text = path.read_text() if path.exists() else ""
    head, found, tail = text.partition(SECTION)
    rest = tail[tail.find("\n## "):] if found and "\n## " in tail else ""
    path.write_text(head.rstrip("\n") + ("\n\n" if head else "") + "\n".join(lines) + "\n" + rest)


if __name__ == "__main__":
    sys.exit(main())
