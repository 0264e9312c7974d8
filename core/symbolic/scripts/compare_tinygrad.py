#!/usr/bin/env python3
"""Div+mod counts of axe-symbolic against tinygrad's simplifier, expression by expression.

Reads a corpus dump with results (`expr ; name in [lo, hi], ... => simplified`):

    cargo run --release -p axe-symbolic --example corpus -- --simplified --count 20000 --out /tmp/corpus.txt
    python3 compare_tinygrad.py /tmp/corpus.txt        # needs `pip install tinygrad==0.14.0`; --all lists every loss

Only 64-bit floor-semantics lines built from + - * // % and gates (`select(c, a, b)` as `c.where(a, b)`, with
& < <= == !=) are compared: tinygrad's index `//` and `%` are floor division and modulo over unbounded integers;
it has no truncating or unsigned index ops, narrow lines (`; bits 8`) wrap, and min/max, shifts, unsigned
comparisons and casts are spelled differently.
Counts are DAG counts: tinygrad UOps are hash-consed, and our result is rebuilt as UOps without simplifying it.
Prints the totals, how many expressions each side wins, tinygrad's throughput, and the expressions where axe has
more divisions and remainders than tinygrad (the target is none).
"""
import re
import sys
import time

from tinygrad.uop.ops import UOp, Ops

DIVMOD = {Ops.FLOORDIV, Ops.FLOORMOD, Ops.CDIV, Ops.CMOD}
NOT_FLOOR = re.compile(r"/t|%t|/u|%u|min|max|<<|>>|<u|<=u|>u|>=u|[|^>]|[iu]\d+\(")
LINE = re.compile(r"(.*?) ;(.*) => (.*)$")
VAR = re.compile(r"(\w+) in \[(-?\d+), (-?\d+)\]")


def select(c, a, b):
    return c.where(a, b) if isinstance(c, UOp) else (a if c else b)


def build(expr, env):
    # Our text form is Python syntax for these ops.
    return eval(expr, {"__builtins__": {}, "select": select}, env)


def divmods(u):
    return sum(1 for x in u.toposort() if x.op in DIVMOD) if isinstance(u, UOp) else 0


def main(path, show_all=False):
    n = before = tg = axe = wins = losses = tg_errors = 0
    tg_time = 0.0
    worse = []
    for line in open(path):
        m = LINE.match(line.rstrip("\n"))
        if not m or "; bits" in line or NOT_FLOOR.search(m.group(1)) or NOT_FLOOR.search(m.group(3)):
            continue
        expr, bounds, ours = m.group(1), m.group(2), m.group(3).strip()
        env = {v.group(1): UOp.variable(v.group(1), int(v.group(2)), int(v.group(3))) for v in VAR.finditer(bounds)}
        try:
            e = build(expr, env)
        except ZeroDivisionError:  # a constant division by zero: undefined, nothing to compare
            continue
        if not isinstance(e, UOp):
            continue
        t = time.perf_counter()
        try:
            s = e.simplify()
        except Exception:  # tinygrad itself fails on some inputs (e.g. a zero constant factor in its gcd)
            tg_errors += 1
            continue
        tg_time += time.perf_counter() - t
        cb, ct, ca = divmods(e), divmods(s), divmods(build(ours, env))
        n, before, tg, axe = n + 1, before + cb, tg + ct, axe + ca
        wins += ca < ct
        if ca > ct:
            losses += 1
            worse.append((ca - ct, expr, s.render(), ours))
    print(f"expressions: {n}; div+mod before: {before}; after tinygrad: {tg}; after axe: {axe}")
    print(f"axe fewer on {wins}, more on {losses}; tinygrad simplify: {n / max(tg_time, 1e-9):.0f} expressions/s")
    print(f"skipped: {tg_errors} expressions on which tinygrad's simplify raised")
    for d, expr, theirs, ours in sorted(worse, reverse=True)[: None if show_all else 20]:
        print(f"+{d}: {expr}\n    tinygrad: {theirs}\n    axe:      {ours}")
    return 1 if losses else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], "--all" in sys.argv[2:]))
