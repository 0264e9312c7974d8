#!/usr/bin/env python3
"""Runs tinygrad 0.14.0's symbolic simplifier (`UOp.simplify()`) on every line of the index-expression corpus.

Each line (`expr ; r0 in [0, 6], ...`) is read with corpus_expr.py's parser (the corpus syntax is Python's for
`+ - * // %`, but `/t`, `%u`, `select(...)`, `<u` and casts are not, so the text is parsed rather than `eval`ed) and
rebuilt as tinygrad UOps over `UOp.variable(name, lo, hi)` (dtype weakint, tinygrad's index type):

- floor `//` `%` -> `Ops.FLOORDIV` / `Ops.FLOORMOD` (what `UOp.__floordiv__` / `__mod__` build);
- truncating `/t` `%t` -> `Ops.CDIV` / `Ops.CMOD` (tinygrad's C-style ops, `.alu(Ops.CDIV, y)`);
- unsigned `/u` `%u` -> floor ops where corpus_expr's intervals prove the dividend >= 0 and the divisor a positive
  constant (then all three semantics agree); otherwise the line is unsupported (tinygrad has no unsigned index op);
- `min` `max` `select` `< <= > >= == !=` `& | ^ << >>` -> `minimum` `maximum` `where` and the comparison/bit ops;
  unsigned comparisons, `>>>`, width casts and narrow lines (` ; bits 8`) are unsupported (weakint has no width).

Output, one tab-separated row per corpus line: `line  status  divmod_before  alu_before  divmod_after  alu_after
seconds`, where div+mod counts FLOORDIV, FLOORMOD, CDIV and CMOD nodes and ALU counts `GroupOp.ALU` nodes, both over
the hash-consed graph (`toposort()`), and `seconds` is the time of `.simplify()` alone. Status is `ok`,
`unsupported: ...` or `error: ...`.

Usage: tinygrad_simplify.py CORPUS.txt OUT.tsv   (with tinygrad==0.14.0 installed)
"""

from __future__ import annotations

import os
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.setrecursionlimit(100_000)

from corpus_expr import Line, ParseError, intervals, parse_line  # noqa: E402
from tinygrad.uop.ops import GroupOp, Ops, UOp  # noqa: E402

DIVMOD = {Ops.FLOORDIV, Ops.FLOORMOD, Ops.CDIV, Ops.CMOD}
TIMEOUT_S = 30


class Unsupported(Exception):
    pass


class Timeout(Exception):
    pass


def build(line: Line) -> UOp:
    if line.bits != 64:
        raise Unsupported(f"{line.bits}-bit arithmetic")
    dag = line.dag
    rng = intervals(dag, line.vars)
    bounds = {n: (lo, hi) for n, lo, hi in line.vars}
    u: dict[int, UOp | int] = {}
    for i in dag.reachable(line.root):
        n = dag.nodes[i]
        a = [u[j] for j in n.args]
        if n.op == "const":
            u[i] = n.arg
            continue
        if n.op == "var":
            lo, hi = bounds[n.arg]
            u[i] = UOp.variable(n.arg, lo, hi)
            continue
        if n.op == "cast":
            raise Unsupported("width cast")
        if n.op in (">>>", "<u", "<=u", ">u", ">=u"):
            raise Unsupported(f"unsigned {n.op}")
        if n.op in ("/u", "%u"):
            x, y = n.args
            if not (rng[x] is not None and rng[x][0] >= 0 and dag.nodes[y].op == "const" and dag.nodes[y].arg > 0):
                raise Unsupported("unsigned division not provably floor")
        x = a[0]
        if isinstance(x, int):
            # A constant first operand: make it a UOp of the other operand's kind.
            other = next((v for v in a[1:] if isinstance(v, UOp)), None)
            x = other.const_like(x) if other is not None else UOp.const(x, dtypes_weakint())
        ys = a[1:]
        op = n.op
        if op == "neg":
            r = -x
        elif op == "+":
            r = x + ys[0]
        elif op == "-":
            r = x - ys[0]
        elif op == "*":
            r = x * ys[0]
        elif op in ("//", "/u"):
            r = x // ys[0]
        elif op in ("%", "%u"):
            r = x % ys[0]
        elif op == "/t":
            r = x.alu(Ops.CDIV, x.ufix(ys[0]))
        elif op == "%t":
            r = x.alu(Ops.CMOD, x.ufix(ys[0]))
        elif op == "min":
            r = x.minimum(ys[0])
        elif op == "max":
            r = x.maximum(ys[0])
        elif op == "select":
            r = x.where(ys[0], ys[1])
        elif op == "<":
            r = x < ys[0]
        elif op == "<=":
            r = x <= ys[0]
        elif op == ">":
            r = x > ys[0]
        elif op == ">=":
            r = x >= ys[0]
        elif op == "==":
            r = x.eq(ys[0])
        elif op == "!=":
            r = x.ne(ys[0])
        elif op == "&":
            r = x & ys[0]
        elif op == "|":
            r = x | ys[0]
        elif op == "^":
            r = x ^ ys[0]
        elif op == "<<":
            r = x << ys[0]
        elif op == ">>":
            r = x >> ys[0]
        else:
            raise Unsupported(op)
        u[i] = r
    root = u[line.root]
    return root if isinstance(root, UOp) else UOp.const(root, dtypes_weakint())


def dtypes_weakint():
    from tinygrad.dtype import dtypes

    return dtypes.weakint


def counts(x: UOp) -> tuple[int, int]:
    nodes = x.toposort()
    return sum(n.op in DIVMOD for n in nodes), sum(n.op in GroupOp.ALU for n in nodes)


def on_alarm(signum, frame):
    raise Timeout()


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    signal.signal(signal.SIGALRM, on_alarm)
    rows = []
    total_t, n_ok, status_counts = 0.0, 0, {}
    with open(argv[1]) as f:
        for k, raw in enumerate(f):
            raw = raw.rstrip("\n")
            if not raw.strip():
                continue
            before = after = (0, 0)
            dt = 0.0
            try:
                line = parse_line(raw)
                e = build(line)
                before = counts(e)
                signal.alarm(TIMEOUT_S)
                t = time.perf_counter()
                try:
                    s = e.simplify()
                finally:
                    dt = time.perf_counter() - t
                    signal.alarm(0)
                after = counts(s)
                status = "ok"
                total_t += dt
                n_ok += 1
            except (ParseError, Unsupported) as err:
                status = f"unsupported: {err}"
            except Timeout:
                status = f"error: timeout after {TIMEOUT_S} s"
            except Exception as err:  # a tinygrad failure on one line must not stop the run
                status = f"error: {type(err).__name__}: {str(err)[:200]}"
            status = " ".join(status.split())  # one line, no tabs
            key = status.split(":")[0] if status != "ok" else "ok"
            status_counts[key] = status_counts.get(key, 0) + 1
            rows.append(f"{k}\t{status}\t{before[0]}\t{before[1]}\t{after[0]}\t{after[1]}\t{dt:.6f}")
    with open(argv[2], "w") as f:
        f.write("line\tstatus\tdivmod_before\talu_before\tdivmod_after\talu_after\tseconds\n")
        f.write("\n".join(rows) + "\n")
    rate = n_ok / total_t if total_t else 0.0
    print(f"tinygrad_simplify: {status_counts}; simplify time {total_t:.2f} s for {n_ok} expressions "
          f"({rate:.0f} expressions/s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
