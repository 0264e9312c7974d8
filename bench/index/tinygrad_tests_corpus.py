#!/usr/bin/env python3
"""Extracts index expressions from tinygrad's own symbolic test files, with tinygrad's div+mod count for each.

Issue 39 item 8: the project's generated corpus never contained what tinygrad's tests exercise (unsatisfiable
validity conditions, quotient/remainder recombination), so this script runs those tests and records every
expression they hand to the simplifier. Nothing of tinygrad's code is copied: the tests are run from a checkout
given on the command line, and only their inputs (as text) and tinygrad's counts (numbers) are written.

How: the test modules are imported with `graph_rewrite`, `UOp.simplify` and `simplify_valid` wrapped so that a call
made from a test file records its input. Every maximal integer/boolean subtree of an input that Axe's text syntax
can spell (core/symbolic/src/parse.rs: `+ - * // % /t %t min max select` comparisons, `& | ^ << >>`) becomes one
line, and so does each of its sums, divisions, remainders, `where`s and conjunctions that contains a division. Each line's tinygrad count is the number of FLOORDIV/FLOORMOD/CDIV/CMOD nodes (hash-consed DAG) left by
`graph_rewrite(root, sym)`, tinygrad's strongest symbolic matcher (the one test_uop_symbolic and
test_simplify_valid_idx use), run on the captured subtree itself.

Spelling choices (sound for Axe's check, which compares values everywhere):
- variables (PARAM, RANGE, SPECIAL) keep their rendered name and their vmin/vmax as bounds;
- boolean constants are `(0 == 0)` / `(0 != 0)`, boolean `*` is `&`, boolean `+` is `|`;
- tinygrad's `Invalid` (only as the false arm of a `where`, the gated-index idiom `idx.valid(cond)`) is written 0:
  Axe has no invalid value, and `select(cond, idx, 0)` asks the same question (simplify `idx` given `cond`), while
  tinygrad's count is taken on the real `Invalid`;
- casts, loads, floats and everything else make a subtree unsupported (its operands may still be lines).

Output (tab-separated, sorted, deduplicated; `#` lines are comments):
    tinygrad_divmod <TAB> input_divmod <TAB> test (module.Class.method of the first test that produced it) <TAB> expr ; name in [lo, hi], ...

Usage: tinygrad_tests_corpus.py TINYGRAD_CHECKOUT OUT.tsv [SOURCE]   (SOURCE: a label for the header, e.g. the commit)
  with tinygrad==0.14.0 and what the test files import (z3-solver, numpy, pytest) in the running Python, e.g.
      python3 -m venv /tmp/tgvenv && /tmp/tgvenv/bin/pip install tinygrad==0.14.0 z3-solver==5.4.1.0 numpy pytest
  and a checkout of the tinygrad repository's `test/` folder at the release (the `fetch` tool's mirror:
      git --git-dir=<mirror> archive <commit> test | tar -x -C /tmp/tg).
  The checkout's own `tinygrad/` folder, if any, is not used: the installed release is.
"""

from __future__ import annotations

import importlib.metadata
import os
import re
import signal
import sys
import unittest

MODULES = [
    "test.null.test_uop_symbolic",
    "test.null.test_simplify_valid_idx",
    "test.null.test_symbolic_failures",
    "test.null.test_uop_vmin_vmax",
    "test.null.test_uop_resolve",
    "test.null.test_uop_graph",
    "test.null.test_const_folding",
]
TIMEOUT_S = 20
MAX_NODES = 400  # a subtree larger than this is tinygrad's stress tests, not an index expression


class Unsupported(Exception):
    pass


class Timeout(Exception):
    pass


def main(argv: list[str]) -> int:
    if len(argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    checkout, out_path = os.path.abspath(argv[1]), argv[2]
    source = argv[3] if len(argv) == 4 else checkout
    test_dir = os.path.join(checkout, "test")
    if not os.path.isdir(test_dir):
        print(f"tinygrad_tests_corpus: no test/ folder in {checkout}", file=sys.stderr)
        return 2
    sys.setrecursionlimit(100_000)
    # The installed tinygrad must win over a `tinygrad/` folder in the checkout: import it before the checkout goes
    # first on the path (for its `test` package, which would otherwise be the standard library's).
    import tinygrad
    import tinygrad.uop.ops as ops_mod
    import tinygrad.uop.symbolic as sym_mod
    from tinygrad.dtype import Invalid, dtypes
    from tinygrad.uop.ops import GroupOp, Ops, UOp

    if os.path.dirname(os.path.abspath(tinygrad.__file__)).startswith(checkout):
        print("tinygrad_tests_corpus: tinygrad is imported from the checkout, not the installed release", file=sys.stderr)
        return 2
    sys.path.insert(0, checkout)
    sys.modules.pop("test", None)

    captured: list[tuple[UOp, str]] = []
    current = {"test": "?"}

    def from_test() -> bool:
        f = sys._getframe(2)
        return f.f_code.co_filename.startswith(test_dir)

    real_rewrite, real_simplify, real_valid = ops_mod.graph_rewrite, UOp.simplify, sym_mod.simplify_valid

    def graph_rewrite(sink, *args, **kwargs):
        if from_test():
            captured.append((sink, current["test"]))
        return real_rewrite(sink, *args, **kwargs)

    def simplify(self, *args, **kwargs):
        if from_test():
            captured.append((self, current["test"]))
        return real_simplify(self, *args, **kwargs)

    def simplify_valid(valid):
        if from_test():
            captured.append((valid, current["test"]))
        return real_valid(valid)

    ops_mod.graph_rewrite = graph_rewrite
    UOp.simplify = simplify
    sym_mod.simplify_valid = simplify_valid

    # Run the tests (their results do not matter here, only what they simplify).
    class Recorder(unittest.TextTestResult):
        def startTest(self, test):
            current["test"] = test.id().removeprefix("test.null.")
            super().startTest(test)

    suite = unittest.TestSuite()
    for name in MODULES:
        module = __import__(name, fromlist=["*"])
        # Names bound by `from ... import graph_rewrite` before the patch (test helpers import each other).
        for attr, real, fake in (("graph_rewrite", real_rewrite, graph_rewrite), ("simplify_valid", real_valid, simplify_valid)):
            if getattr(module, attr, None) is real:
                setattr(module, attr, fake)
        suite.addTests(unittest.defaultTestLoader.loadTestsFromModule(module))
    for mod in list(sys.modules.values()):
        f = getattr(mod, "__file__", None) or ""
        if f.startswith(test_dir):
            for attr, real, fake in (("graph_rewrite", real_rewrite, graph_rewrite), ("simplify_valid", real_valid, simplify_valid)):
                if getattr(mod, attr, None) is real:
                    setattr(mod, attr, fake)
    with open(os.devnull, "w") as devnull:
        result = unittest.TextTestRunner(stream=devnull, resultclass=Recorder, verbosity=0).run(suite)
    ops_mod.graph_rewrite, UOp.simplify, sym_mod.simplify_valid = real_rewrite, real_simplify, real_valid
    print(f"tests run: {result.testsRun} (failures {len(result.failures)}, errors {len(result.errors)}); "
          f"simplifier calls captured: {len(captured)}", file=sys.stderr)

    DIVMOD = {Ops.FLOORDIV, Ops.FLOORMOD, Ops.CDIV, Ops.CMOD}
    BINARY = {Ops.FLOORDIV: "//", Ops.FLOORMOD: "%", Ops.CDIV: "/t", Ops.CMOD: "%t", Ops.CMPLT: "<", Ops.CMPNE: "!=",
              Ops.CMPEQ: "==", Ops.XOR: "^", Ops.SHL: "<<", Ops.SHR: ">>", Ops.SUB: "-"}
    VARS = {Ops.RANGE, Ops.SPECIAL, Ops.PARAM}

    def is_bool(u: UOp) -> bool:
        return u.dtype == dtypes.bool

    def is_int(u: UOp) -> bool:
        return dtypes.is_int(u.dtype)

    ident = re.compile(r"[A-Za-z_][A-Za-z_0-9]*$")

    def convert(root: UOp) -> tuple[str, dict[str, tuple[int, int]]]:
        """Root -> (text, variable bounds); raises Unsupported."""
        memo: dict[UOp, str] = {}
        bounds: dict[str, tuple[int, int]] = {}

        def go(u: UOp, invalid_ok: bool = False) -> str:
            if u in memo:
                return memo[u]
            if not (is_int(u) or is_bool(u)):
                raise Unsupported(f"dtype {u.dtype}")
            if u.op is Ops.CONST:
                if u.arg is Invalid:
                    if not invalid_ok:
                        raise Unsupported("Invalid outside a where's false arm")
                    s = "0"
                elif is_bool(u):
                    s = "(0 == 0)" if u.arg else "(0 != 0)"
                else:
                    s = f"({int(u.arg)})" if int(u.arg) < 0 else str(int(u.arg))
            elif u.op in VARS or (u.op is Ops.BUFFER and hasattr(u.arg, "vmin_vmax")):  # tinygrad.Variable is a BUFFER
                if not is_int(u):
                    raise Unsupported("non-integer variable")
                if getattr(u.arg, "multiple_of", 1) != 1:
                    raise Unsupported("a variable known to be a multiple")  # Axe's bounds cannot say it
                name = u.render()
                if not isinstance(name, str) or not ident.match(name) or name in ("min", "max", "select"):
                    raise Unsupported(f"variable name {name!r}")
                if not (isinstance(u.vmin, int) and isinstance(u.vmax, int)):
                    raise Unsupported("symbolic bounds")
                if u.op in (Ops.RANGE, Ops.SPECIAL) and u.src and u.src[0].op is not Ops.CONST:
                    # `r < n` with a symbolic end n is a fact tinygrad uses that the bounds cannot carry
                    raise Unsupported("a range with a symbolic end")
                lo, hi = u.vmin, u.vmax
                if bounds.get(name, (lo, hi)) != (lo, hi):
                    raise Unsupported(f"two variables named {name}")
                bounds[name] = (lo, hi)
                s = name
            elif u.op is Ops.WHERE:
                c, a, b = u.src
                if not is_bool(c):
                    raise Unsupported("where on a non-bool")
                s = f"select({go(c)}, {go(a)}, {go(b, invalid_ok=True)})"
            elif u.op is Ops.NEG:
                s = f"-({go(u.src[0])})"
            elif u.op in (Ops.ADD, Ops.MUL, Ops.AND, Ops.OR):
                a, b = u.src
                if is_bool(u) and u.op in (Ops.ADD, Ops.OR):
                    sym = "|"
                elif is_bool(u) and u.op in (Ops.MUL, Ops.AND):
                    sym = "&"
                else:
                    sym = {Ops.ADD: "+", Ops.MUL: "*", Ops.AND: "&", Ops.OR: "|"}[u.op]
                s = f"({go(a)} {sym} {go(b)})"
            elif u.op is Ops.MAX:
                if is_bool(u):
                    raise Unsupported("boolean max")
                s = f"max({go(u.src[0])}, {go(u.src[1])})"
            elif u.op in BINARY:
                a, b = u.src
                s = f"({go(a)} {BINARY[u.op]} {go(b)})"
            else:
                raise Unsupported(str(u.op))
            memo[u] = s
            return s

        return go(root), bounds

    def on_alarm(signum, frame):
        raise Timeout()

    signal.signal(signal.SIGALRM, on_alarm)

    def divmods(u: UOp) -> int:
        return sum(n.op in DIVMOD for n in u.toposort())

    rows: dict[str, tuple[int, int, str]] = {}
    stats = {"roots": 0, "too large": 0, "tinygrad error": 0}
    for inp, test in captured:
        if not isinstance(inp, UOp):
            continue
        # Maximal convertible subtrees: try a node; if it does not convert, try its operands.
        seen: set[UOp] = set()
        stack = [inp]
        while stack:
            u = stack.pop()
            if u in seen:
                continue
            seen.add(u)
            try:
                if u.op is Ops.CONST or u.op in VARS or u.op is Ops.BUFFER:
                    raise Unsupported("leaf")  # nothing to simplify
                if len(u.toposort()) > MAX_NODES:
                    stats["too large"] += 1
                    raise Unsupported("too large")
                text, bounds = convert(u)
            except (Unsupported, RecursionError):
                stack.extend(u.src)
                continue
            stats["roots"] += 1
            # Its subexpressions that divide are lines too (tinygrad's rewrite meets them on its own, bottom-up).
            for v in u.toposort():
                if v is not u and v not in seen and v.op in DIVMOD | {Ops.ADD, Ops.WHERE, Ops.AND} and any(w.op in DIVMOD for w in v.toposort()):
                    stack.append(v)
            line = text
            if bounds:
                line += " ; " + ", ".join(f"{n} in [{lo}, {hi}]" for n, (lo, hi) in sorted(bounds.items()))
            if line in rows:
                continue
            try:
                signal.alarm(TIMEOUT_S)
                try:
                    out = real_rewrite(u, sym_mod.sym, name="tinygrad_tests_corpus")
                finally:
                    signal.alarm(0)
                rows[line] = (divmods(out), divmods(u), test)
            except Exception:
                stats["tinygrad error"] += 1
    with open(out_path, "w") as f:
        f.write("# Index expressions from tinygrad 0.14's symbolic test files (bench/index/tinygrad_tests_corpus.py).\n")
        f.write(f"# Tests from: {source}; installed tinygrad {importlib.metadata.version('tinygrad')}\n")
        f.write(f"# Modules: {', '.join(MODULES)}\n")
        f.write("# tinygrad_divmod\tinput_divmod\ttest\texpr ; bounds\n")
        for line, (tg, before, test) in sorted(rows.items(), key=lambda kv: (kv[1][2], kv[0])):
            f.write(f"{tg}\t{before}\t{test}\t{line}\n")
    print(f"lines: {len(rows)} ({stats})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
