#!/usr/bin/env python3
"""Corpus text (one `expr ; r0 in [0, 6], ...` a line) -> one .mlir file with one `func.func @eN` per line.

Each variable becomes the induction variable of an `scf.for %v = %lo to %hi+1 step %c1` loop, so both upstream
`--int-range-optimizations` and `axe-simplify-index` know its range; the expression is computed in the innermost body
with upstream `arith` ops (floor `//` -> `arith.floordivsi`, `/t` `%t` -> `arith.divsi` `arith.remsi`, `/u` `%u` ->
`arith.divui` `arith.remui`) and stored to `%out[0]` so nothing is dead. Floor `%` has no upstream op: it is
`arith.remsi` where that is provably the same (dividend >= 0 by interval arithmetic, divisor a positive constant),
else `uop.floormod` (upstream `mlir-opt` then needs `--load-dialect-plugin=target/plugin/libAxeDialects.so`).
64-bit values are `index`, narrower ones (lines ending ` ; bits N`) `iN`; casts go through `arith.index_cast[ui]` / `trunci` / `extsi` / `extui`. The expression's
constants are defined at the top of the innermost body; `--hoist-constants` puts them in the function entry block
instead (where upstream `--canonicalize` moves them). `--floormod-only` writes every floor `%` as `uop.floormod`.

Function `@eN` is corpus line N (0-based); lines that do not read back (see corpus_expr.py) are left out and listed
on stderr. Usage: corpus_to_mlir.py [--hoist-constants] [--floormod-only] [--exclude LINES.txt] CORPUS.txt OUT.mlir
(`--exclude` leaves out the corpus lines listed, whitespace-separated: compare.sh's quarantine of lines a tool
rejects.)
"""

from __future__ import annotations

import sys

from corpus_expr import Dag, Line, ParseError, intervals, parse_line

BINARY = {
    "+": "arith.addi", "-": "arith.subi", "*": "arith.muli",
    "//": "arith.floordivsi", "/t": "arith.divsi", "%t": "arith.remsi", "/u": "arith.divui", "%u": "arith.remui",
    "&": "arith.andi", "|": "arith.ori", "^": "arith.xori",
    "<<": "arith.shli", ">>": "arith.shrsi", ">>>": "arith.shrui", "min": "arith.minsi", "max": "arith.maxsi",
}
CMPI = {"<": "slt", "<=": "sle", ">": "sgt", ">=": "sge", "==": "eq", "!=": "ne",
        "<u": "ult", "<=u": "ule", ">u": "ugt", ">=u": "uge"}


def ty(width: int) -> str:
    return "index" if width == 64 else f"i{width}"


def cast(src: str, frm: int, to: int, signed: bool) -> str:
    if frm == to:
        return ""
    if frm == 64 or to == 64:
        op = "arith.index_cast" if signed or frm == 64 else "arith.index_castui"
    elif to < frm:
        op = "arith.trunci"
    else:
        op = "arith.extsi" if signed else "arith.extui"
    return f"{op} {src} : {ty(frm)} to {ty(to)}"


def emit_func(k: int, line: Line, out: list[str], stats: dict[str, int], hoist: bool,
              floormod_only: bool) -> None:
    dag: Dag = line.dag
    live = dag.reachable(line.root)
    rng = intervals(dag, line.vars)
    entry: list[str] = []  # function entry block: loop bounds (and, hoisted, every constant)
    body: list[str] = []  # innermost loop body
    consts: dict[tuple[int, int], str] = {}
    prefix, block, pad = "%c", entry, "    "

    def const(v: int, width: int = 64) -> str:
        name = consts.get((v, width))
        if name is None:
            suffix = "" if width == 64 else f"_i{width}"
            name = consts[(v, width)] = f"{prefix}{'m' if v < 0 else ''}{abs(v)}{suffix}"
            block.append(f"{pad}{name} = arith.constant {v} : {ty(width)}")
        return name

    names: dict[int, str] = {}
    const(0)
    c1 = const(1)
    loops = [(name, const(lo), const(hi + 1)) for name, lo, hi in line.vars]
    indent = "    " + "  " * len(loops)
    if not hoist:
        # The expression's constants are defined in the body that uses them (axe-simplify-index reads a constant
        # from another block as an opaque value; see bench/index.md).
        consts, prefix, block, pad = {}, "%k", body, indent
    for i in live:
        n = dag.nodes[i]
        if n.op == "const":
            names[i] = const(n.arg, n.width)
            continue
        if n.op == "var":
            names[i] = f"%{n.arg}"
            if n.width != 64:
                # A narrow line's variables are the induction variables truncated to its width (they fit).
                names[i] = f"%{n.arg}_i{n.width}"
                body.append(f"{indent}{names[i]} = {cast('%' + n.arg, 64, n.width, True)}")
            continue
        v = names[i] = f"%n{i}"
        a = [names[j] for j in n.args]
        t = ty(n.width)
        if n.op == "neg":
            rhs = f"arith.subi {const(0, n.width)}, {a[0]} : {t}"
        elif n.op == "%":
            x, y = n.args
            dividend, divisor = rng[x], dag.nodes[y]
            provable = dividend is not None and dividend[0] >= 0 and divisor.op == "const" and divisor.arg > 0
            if provable and not floormod_only:
                rhs = f"arith.remsi {a[0]}, {a[1]} : {t}"
                stats["floor % as arith.remsi"] += 1
            else:
                rhs = f"uop.floormod {a[0]}, {a[1]} : {t}"
                stats["floor % as uop.floormod"] += 1
        elif n.op in CMPI:
            rhs = f"arith.cmpi {CMPI[n.op]}, {a[0]}, {a[1]} : {ty(dag.nodes[n.args[0]].width)}"
        elif n.op == "select":
            rhs = f"arith.select {a[0]}, {a[1]}, {a[2]} : {t}"
        elif n.op == "cast":
            bits, signed = n.arg
            frm = dag.nodes[n.args[0]].width
            rhs = cast(a[0], frm, bits, signed)
            if not rhs:
                names[i] = a[0]
                continue
        else:
            rhs = f"{BINARY[n.op]} {a[0]}, {a[1]} : {t}"
        body.append(f"{indent}{v} = {rhs}")
    result = names[line.root]
    width = dag.nodes[line.root].width
    if width != 64:
        # The result cell is index-typed; widen (sign-extending) so the store stays one type for all functions.
        body.append(f"{indent}%res = {cast(result, width, 64, True)}")
        result = "%res"
    text = line.text if len(line.text) <= 160 else line.text[:157] + "..."
    out.append(f"  // {text}")
    out.append(f"  func.func @e{k}(%out: memref<1xindex>) {{")
    out.extend(entry)
    for d, (name, lo, hi) in enumerate(loops):
        out.append(f"    {'  ' * d}scf.for %{name} = {lo} to {hi} step {c1} {{")
    out.extend(body)
    out.append(f"{indent}memref.store {result}, %out[%c0] : memref<1xindex>")
    for d in reversed(range(len(loops))):
        out.append(f"    {'  ' * d}}}")
    out.append("    return")
    out.append("  }")


def main(argv: list[str]) -> int:
    hoist, floormod_only = "--hoist-constants" in argv, "--floormod-only" in argv
    argv = [a for a in argv if a not in ("--hoist-constants", "--floormod-only")]
    exclude: set[int] = set()
    if "--exclude" in argv:
        i = argv.index("--exclude")
        with open(argv[i + 1]) as f:
            exclude = {int(w) for w in f.read().split()}
        del argv[i:i + 2]
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    stats = {"lines": 0, "converted": 0, "floor % as arith.remsi": 0, "floor % as uop.floormod": 0}
    out = ["module {"]
    skipped = []
    with open(argv[1]) as f:
        for k, raw in enumerate(f):
            raw = raw.rstrip("\n")
            if not raw.strip():
                continue
            stats["lines"] += 1
            if k in exclude:
                skipped.append(f"line {k}: excluded")
                continue
            try:
                line = parse_line(raw)
            except ParseError as e:
                skipped.append(f"line {k}: {e}")
                continue
            emit_func(k, line, out, stats, hoist, floormod_only)
            stats["converted"] += 1
    out.append("}")
    with open(argv[2], "w") as f:
        f.write("\n".join(out) + "\n")
    for s in skipped:
        print(f"corpus_to_mlir: skipped {s}", file=sys.stderr)
    print("corpus_to_mlir: " + ", ".join(f"{k} {v}" for k, v in stats.items()), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
