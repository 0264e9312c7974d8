"""Reads the index-expression corpus that `axe-symbolic`'s `corpus` example writes, for the benchmark scripts.

One line is `expr ; name in [lo, hi], ...` (then ` ; bits N` when the expression is N bits wide, not 64) in the syntax of core/symbolic/src/print.rs and parse.rs: `//` `%`
floor, `/t` `%t` truncating, `/u` `%u` unsigned, `min(a, b)`, `max(a, b)`, `select(c, a, b)`, comparisons (`<u`
unsigned), `& | ^ << >> >>>`, casts `i8(x)` (signed) and `u32(x)` (zero extension). Integers and variables are
N bits wide (64 without ` ; bits N`); a binary op whose operands differ in width is rejected, as in parse.rs.

The parse result is a hash-consed DAG (shared subexpressions stay shared, as in the engine's graph, tinygrad's UOps
and CSE'd MLIR), plus a small interval analysis that the MLIR converter uses to decide whether floor modulo may be
written as upstream `arith.remsi`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Binary operators by binding strength, loosest first (Python's order, as print.rs).
CMP = {"<", "<=", ">", ">=", "==", "!=", "<u", "<=u", ">u", ">=u"}
LEVELS = [CMP, {"|"}, {"^"}, {"&"}, {"<<", ">>", ">>>"}, {"+", "-"}, {"*", "//", "%", "/t", "%t", "/u", "%u"}]
DIVMOD = {"//", "%", "/t", "%t", "/u", "%u"}
INT64 = (-(1 << 63), (1 << 63) - 1)

_TOKEN = re.compile(
    r"\s*(?:(?P<int>\d+)|(?P<name>[A-Za-z_][A-Za-z_0-9]*)|"
    r"(?P<op>(?:<=u|>=u|<u|>u|/t|%t|/u|%u)(?=\s)|>>>|//|<<|>>|<=|>=|==|!=|[-+*%<>&|^(),]))"
)


class ParseError(Exception):
    pass


@dataclass(frozen=True)
class Node:
    """`op` is "const" (arg = value), "var" (arg = name), "neg", a binary symbol, "min", "max", "select", or
    "cast" (arg = (bits, signed)). `width` is the value's bit width (64 = MLIR index, 1 = a comparison)."""

    op: str
    args: tuple[int, ...]
    arg: object
    width: int


class Dag:
    """Hash-consed nodes of one expression; ids are indices into `nodes`, operands always before users."""

    def __init__(self) -> None:
        self.nodes: list[Node] = []
        self._ids: dict[Node, int] = {}

    def mk(self, op: str, args: tuple[int, ...] = (), arg: object = None, width: int = 64) -> int:
        n = Node(op, args, arg, width)
        i = self._ids.get(n)
        if i is None:
            i = self._ids[n] = len(self.nodes)
            self.nodes.append(n)
        return i

    def reachable(self, root: int) -> list[int]:
        seen, stack = set(), [root]
        while stack:
            i = stack.pop()
            if i not in seen:
                seen.add(i)
                stack.extend(self.nodes[i].args)
        return sorted(seen)

    def counts(self, root: int) -> tuple[int, int]:
        """(div+mod, ALU ops) over the shared DAG, as the engine's `dag_counts`."""
        live = [self.nodes[i] for i in self.reachable(root)]
        alu = [n for n in live if n.op not in ("const", "var")]
        return sum(n.op in DIVMOD for n in alu), len(alu)


@dataclass
class Line:
    text: str
    vars: list[tuple[str, int, int]]
    dag: Dag
    root: int
    bits: int  # width of the variables and integer literals (64 = index)


def parse_line(line: str) -> Line:
    expr, _, decls = line.partition(";")
    vars_ = []
    for m in re.finditer(r"([A-Za-z_][A-Za-z_0-9]*) in \[(-?\d+), (-?\d+)\]", decls):
        vars_.append((m.group(1), int(m.group(2)), int(m.group(3))))
    m = re.search(r";\s*bits (\d+)\s*$", decls)
    bits = int(m.group(1)) if m else 64
    dag = Dag()
    root = _Parser(expr, dag, {n for n, _, _ in vars_}, bits).parse()
    return Line(expr.strip(), vars_, dag, root, bits)


class _Parser:
    def __init__(self, src: str, dag: Dag, names: set[str], bits: int) -> None:
        self.toks: list[tuple[str, str]] = []
        pos = 0
        src = src.rstrip()
        while pos < len(src):
            m = _TOKEN.match(src, pos)
            if not m or m.end() == pos:
                raise ParseError(f"bad character at {pos}: {src[pos:pos + 10]!r}")
            kind = m.lastgroup
            self.toks.append((kind, m.group(kind)))
            pos = m.end()
        self.i = 0
        self.dag = dag
        self.names = names
        self.bits = bits

    def peek(self) -> str | None:
        return self.toks[self.i][1] if self.i < len(self.toks) else None

    def take(self, want: str | None = None) -> tuple[str, str]:
        if self.i >= len(self.toks):
            raise ParseError("unexpected end")
        t = self.toks[self.i]
        if want is not None and t[1] != want:
            raise ParseError(f"expected {want!r}, got {t[1]!r}")
        self.i += 1
        return t

    def parse(self) -> int:
        e = self.level(0)
        if self.i != len(self.toks):
            raise ParseError(f"trailing {self.peek()!r}")
        return e

    def binary(self, op: str, a: int, b: int) -> int:
        wa, wb = self.dag.nodes[a].width, self.dag.nodes[b].width
        if wa != wb:
            raise ParseError(f"width mismatch: {op} of i{wa} and i{wb}")
        return self.dag.mk(op, (a, b), None, 1 if op in CMP else wa)

    def level(self, k: int) -> int:
        if k == len(LEVELS):
            return self.unary()
        a = self.level(k + 1)
        while self.peek() in LEVELS[k] and self.toks[self.i][0] == "op":
            op = self.take()[1]
            a = self.binary(op, a, self.level(k + 1))
        return a

    def unary(self) -> int:
        if self.peek() == "-":
            self.take()
            a = self.unary()
            n = self.dag.nodes[a]
            if n.op == "const":
                return self.dag.mk("const", (), -n.arg, n.width)
            return self.dag.mk("neg", (a,), None, n.width)
        return self.atom()

    def args(self, n: int) -> list[int]:
        self.take("(")
        out = [self.level(0)]
        for _ in range(n - 1):
            self.take(",")
            out.append(self.level(0))
        self.take(")")
        return out

    def atom(self) -> int:
        kind, tok = self.take()
        if kind == "int":
            return self.dag.mk("const", (), int(tok), self.bits)
        if tok == "(":
            e = self.level(0)
            self.take(")")
            return e
        if kind != "name":
            raise ParseError(f"unexpected {tok!r}")
        if tok in ("min", "max"):
            a, b = self.args(2)
            return self.binary(tok, a, b)
        if tok == "select":
            c, a, b = self.args(3)
            if self.dag.nodes[c].width != 1:
                raise ParseError("select condition is not a comparison")
            wa = self.dag.nodes[a].width
            if wa != self.dag.nodes[b].width:
                raise ParseError("width mismatch in select")
            return self.dag.mk("select", (c, a, b), None, wa)
        if re.fullmatch(r"[iu]\d+", tok) and self.peek() == "(":
            (a,) = self.args(1)
            bits = int(tok[1:])
            if not 1 <= bits <= 64:
                raise ParseError(f"bad width {tok}")
            return self.dag.mk("cast", (a,), (bits, tok[0] == "i"), bits)
        if tok not in self.names:
            raise ParseError(f"unknown variable {tok!r}")
        return self.dag.mk("var", (), tok, self.bits)


# --- intervals: just enough to prove a floor modulo's dividend non-negative ---------------------------------------

Interval = tuple[int, int] | None  # inclusive; None = unknown


def _fits(lo: int, hi: int) -> Interval:
    # Beyond int64 the 64-bit op wraps, so the exact interval says nothing.
    return (lo, hi) if INT64[0] <= lo and hi <= INT64[1] else None


def _floordiv_range(x: tuple[int, int], d: int) -> tuple[int, int]:
    q = sorted((x[0] // d, x[1] // d))
    return q[0], q[1]


def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def intervals(dag: Dag, vars_: list[tuple[str, int, int]]) -> list[Interval]:
    """A conservative value interval for every 64-bit node (None where this helper does not know)."""
    bounds = {n: (lo, hi) for n, lo, hi in vars_}
    out: list[Interval] = []
    for n in dag.nodes:
        a = [out[i] for i in n.args]
        const_rhs = dag.nodes[n.args[1]].arg if len(n.args) == 2 and dag.nodes[n.args[1]].op == "const" else None
        r: Interval = None
        if n.width != 64 or any(x is None for x in a[:2]) and n.op not in ("%", "%t", "const", "var", "select"):
            r = None
        elif n.op == "const":
            r = (n.arg, n.arg)
        elif n.op == "var":
            r = bounds[n.arg]
        elif n.op == "neg":
            r = _fits(-a[0][1], -a[0][0])
        elif n.op == "+":
            r = _fits(a[0][0] + a[1][0], a[0][1] + a[1][1])
        elif n.op == "-":
            r = _fits(a[0][0] - a[1][1], a[0][1] - a[1][0])
        elif n.op == "*":
            p = [x * y for x in a[0] for y in a[1]]
            r = _fits(min(p), max(p))
        elif n.op == "min":
            r = (min(a[0][0], a[1][0]), min(a[0][1], a[1][1]))
        elif n.op == "max":
            r = (max(a[0][0], a[1][0]), max(a[0][1], a[1][1]))
        elif n.op == "select":
            x, y = a[1], a[2]
            r = None if x is None or y is None else (min(x[0], y[0]), max(x[1], y[1]))
        elif n.op in ("//", "/u") and const_rhs:
            if n.op == "//" or a[0][0] >= 0 and const_rhs > 0:
                r = _floordiv_range(a[0], const_rhs)
        elif n.op == "/t" and const_rhs:
            r = tuple(sorted((_tdiv(a[0][0], const_rhs), _tdiv(a[0][1], const_rhs))))
        elif n.op in ("%", "%u") and const_rhs:
            x, m = a[0], abs(const_rhs)
            if x is not None and x[0] >= 0 and x[1] < m and const_rhs > 0:
                r = x
            elif n.op == "%":
                r = (0, m - 1) if const_rhs > 0 else (1 - m, 0)
            elif x is not None and x[0] >= 0 and const_rhs > 0:
                r = (0, m - 1)
        elif n.op == "%t" and const_rhs:
            x, m = a[0], abs(const_rhs)
            if x is not None and x[0] >= 0:
                r = (0, min(x[1], m - 1))
            else:
                r = (1 - m, m - 1)
        out.append(r)
    return out
