#!/usr/bin/env python3
"""Tabulates one run of compare.sh: op counts per tool, per corpus line, and the side-by-side table for bench/index.md.

    compare_report.py RUN_DIR COUNT

RUN_DIR holds what compare.sh wrote: corpus.txt (COUNT generated lines, then spec_examples.txt), corpus.mlir (the
input IR), engine.txt (`corpus --stats`), simplified.txt (`corpus --simplified`, the engine's result per line), axe.mlir / axe-floormod.mlir / axe-hoisted.mlir and upstream.mlir (tool
outputs), their `*.timing` files (`--mlir-timing` reports) and `*.wall` files (seconds), and tinygrad.tsv.

Counts in IR are per `func.func @eN` (N = corpus line): div+mod = integer division/remainder ops (`arith.floordivsi`
`ceildivsi` `divsi` `divui` `remsi` `remui`, `uop.floormod`, `index.*` ones); ALU = every `arith`/`index`/`uop` op that
is not a constant, i.e. the ops in the loop bodies.
"""

from __future__ import annotations

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

DIVMOD = {"arith.floordivsi", "arith.ceildivsi", "arith.ceildivui", "arith.divsi", "arith.divui", "arith.remsi",
          "arith.remui", "uop.floormod", "index.floordivs", "index.ceildivs", "index.ceildivu", "index.divs",
          "index.divu", "index.rems", "index.remu"}
FUNC = re.compile(r"func\.func @e(\d+)\(")
OP = re.compile(r"=\s+((?:arith|index|uop)\.[a-z_]+)")


def mlir_counts(path: str) -> dict[int, tuple[int, int]]:
    out: dict[int, list[int]] = {}
    cur = None
    with open(path) as f:
        for line in f:
            m = FUNC.search(line)
            if m:
                cur = out.setdefault(int(m.group(1)), [0, 0])
                continue
            if cur is None or line.lstrip().startswith("//"):
                continue
            m = OP.search(line)
            if m and m.group(1) not in ("arith.constant", "index.constant"):
                cur[1] += 1
                cur[0] += m.group(1) in DIVMOD
    return {k: (v[0], v[1]) for k, v in out.items()}


def engine_rows(path: str) -> dict[int, tuple[int, int]]:
    """Per-line (div+mod, ALU) of the engine's own result, from `corpus --simplified` (`case => simplified`)."""
    from corpus_expr import parse_line

    rows = {}
    with open(path) as f:
        for k, line in enumerate(f):
            case, _, simplified = line.rstrip("\n").partition(" => ")
            _, _, decls = case.partition(";")
            parsed = parse_line(f"{simplified} ;{decls}")
            rows[k] = parsed.dag.counts(parsed.root)
    return rows


def tinygrad_rows(path: str) -> dict[int, tuple[str, int, int, int, int, float]]:
    rows = {}
    with open(path) as f:
        next(f)
        for line in f:
            k, status, db, ab, da, aa, s = line.rstrip("\n").split("\t")
            rows[int(k)] = (status, int(db), int(ab), int(da), int(aa), float(s))
    return rows


def pass_seconds(path: str, names: tuple[str, ...]) -> float:
    """Sum of the wall times of the named passes in an `--mlir-timing` report."""
    total = 0.0
    with open(path) as f:
        for line in f:
            m = re.match(r"\s*([\d.]+)\s+\(\s*[\d.]+%\)\s+(.*\S)\s*$", line)
            if m and m.group(2).split(" ")[0] in names:
                total += float(m.group(1))
    return total


def read(path: str) -> str:
    with open(path) as f:
        return f.read()


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    d, count = argv[1], int(argv[2])
    p = lambda name: os.path.join(d, name)  # noqa: E731
    before = mlir_counts(p("corpus.mlir"))
    tools = {name: mlir_counts(p(f"{name}.mlir")) for name in ("axe", "axe-floormod", "axe-hoisted", "upstream")}
    tg = tinygrad_rows(p("tinygrad.tsv")) if os.path.exists(p("tinygrad.tsv")) else {}
    tools["engine"] = engine_rows(p("simplified.txt"))  # per line, for the round trips and the comparisons
    lines = sorted(before)
    gen = [k for k in lines if k < count]
    tg_ok = [k for k in gen if k in tg and tg[k][0] == "ok"]
    # corpus/mod.rs `case`: line i is a reshape round trip when (i/4) % 8 is 4 or 5.
    round_trips = [k for k in gen if (k // 4) % 8 in (4, 5)]

    engine = read(p("engine.txt"))
    eng = {
        # best of the REPEAT runs (the machine is shared); all of them are listed below the table
        "rate": max(re.findall(r"\(([\d.]+) expressions/s", engine), key=float),
        "rates": re.findall(r"\(([\d.]+) expressions/s", engine),
        "divmod": re.search(r"div\+mod: (\d+) -> (\d+)", engine).groups(),
        "alu": re.search(r"ALU ops: (\d+) -> (\d+)", engine).groups(),
        "n": re.search(r"expressions: (\d+)", engine).group(1),
    }

    def tot(counts, keys, i):
        return sum(counts.get(k, (0, 0))[i] for k in keys)

    def rate(name, passes):
        secs = pass_seconds(p(f"{name}.timing"), passes)
        wall = float(read(p(f"{name}.wall")).strip())
        return secs, wall

    axe_pass = ("AxeSimplifyIndex", "axe-simplify-index")
    up_pass = ("Canonicalizer", "ArithIntRangeOpts")
    out = []
    w = out.append
    n_gen = len(gen)
    w(f"Generated lines converted to IR: {n_gen} of {count}; tinygrad handled {len(tg_ok)} of them.\n")
    w("| | engine alone (`corpus --stats`) | axe-opt `--axe-simplify-index` | axe-opt, floor `%` as `uop.floormod` "
      "| axe-opt, constants hoisted | upstream `mlir-opt` canon + int-range + canon | tinygrad 0.14.0 `.simplify()` |")
    w("|---|---|---|---|---|---|---|")
    row_n = [f"{eng['n']} (all generated, in-memory)"]
    row_rate = [f"{float(eng['rate']):,.0f}"]
    row_dm = [f"{eng['divmod'][0]} -> {eng['divmod'][1]}"]
    row_alu = [f"{eng['alu'][0]} -> {eng['alu'][1]}"]
    for name, passes in (("axe", axe_pass), ("axe-floormod", axe_pass), ("axe-hoisted", axe_pass),
                         ("upstream", up_pass)):
        secs, wall = rate(name, passes)
        row_n.append(f"{n_gen}")
        row_rate.append(f"{n_gen / secs:,.0f} (pass time {secs:.2f} s); {n_gen / wall:,.0f} incl. parse+print "
                        f"({wall:.2f} s)")
        row_dm.append(f"{tot(before, gen, 0)} -> {tot(tools[name], gen, 0)}")
        row_alu.append(f"{tot(before, gen, 1)} -> {tot(tools[name], gen, 1)}")
    tg_time = sum(tg[k][5] for k in tg_ok)
    row_n.append(f"{len(tg_ok)}")
    row_rate.append(f"{len(tg_ok) / tg_time:,.0f} ({tg_time:.1f} s)" if tg_time else "n/a")
    row_dm.append(f"{sum(tg[k][1] for k in tg_ok)} -> {sum(tg[k][3] for k in tg_ok)}")
    row_alu.append(f"{sum(tg[k][2] for k in tg_ok)} -> {sum(tg[k][4] for k in tg_ok)} (tinygrad's own ops)")
    w("| expressions | " + " | ".join(row_n) + " |")
    w("| expressions/s (one core) | " + " | ".join(row_rate) + " |")
    w("| div+mod before -> after | " + " | ".join(row_dm) + " |")
    w("| ALU ops before -> after | " + " | ".join(row_alu) + " |")
    rt = [f"{sum(tools[n].get(k, (1, 0))[0] == 0 for k in round_trips)} / {len(round_trips)}"
          for n in ("axe", "axe-floormod", "axe-hoisted", "upstream")]
    rt_tg = [k for k in round_trips if k in tg and tg[k][0] == "ok"]
    eng_rt = sum(tools["engine"].get(k, (1, 0))[0] == 0 for k in round_trips)
    w(f"| reshape round trips collapsed (no div/mod left) | {eng_rt} / {len(round_trips)} | " + " | ".join(rt)
      + f" | {sum(tg[k][3] == 0 for k in rt_tg)} / {len(rt_tg)} |")
    w("")
    walls = {n: read(p(f"{n}.walls")).split() for n in ("axe", "axe-floormod", "axe-hoisted", "upstream")
             if os.path.exists(p(f"{n}.walls"))}
    w("Rates are the best of repeated runs: engine " + ", ".join(f"{float(r):,.0f}" for r in eng["rates"])
      + " expressions/s; wall seconds " + "; ".join(f"{n} " + ", ".join(f"{float(x):.2f}" for x in v)
                                                 for n, v in walls.items()) + ".")
    w("")

    w(f"On the {len(tg_ok)} generated lines tinygrad handled (div+mod after, total; lines with more div+mod than "
      "tinygrad / fewer / equal):\n")
    w("| | total div+mod after | lines with more than tinygrad | fewer | equal |")
    w("|---|---|---|---|---|")
    w(f"| tinygrad 0.14.0 | {sum(tg[k][3] for k in tg_ok)} | | | |")
    worse_examples = {}
    for name in ("engine", "axe", "axe-floormod", "axe-hoisted", "upstream"):
        c = tools[name]
        more = [k for k in tg_ok if c[k][0] > tg[k][3]]
        fewer = sum(c[k][0] < tg[k][3] for k in tg_ok)
        w(f"| {name} | {tot(c, tg_ok, 0)} | {len(more)} | {fewer} | {len(tg_ok) - len(more) - fewer} |")
        worse_examples[name] = more
    w("")

    eng_rows = tools["engine"]
    for name in ("axe", "axe-floormod", "axe-hoisted"):
        c = tools[name]
        more = [k for k in gen if k in eng_rows and c[k][0] > eng_rows[k][0]]
        fewer = [k for k in gen if k in eng_rows and c[k][0] < eng_rows[k][0]]
        w(f"{name} against the engine alone (`corpus --simplified`, per line): more div+mod on {len(more)} lines "
          f"(+{sum(c[k][0] - eng_rows[k][0] for k in more)}), fewer on {len(fewer)} lines "
          f"({sum(c[k][0] - eng_rows[k][0] for k in fewer)}); first lines with more: "
          + ", ".join(str(k) for k in more[:10]) + ".")
    w("")

    spec = [k for k in lines if k >= count]
    if spec:
        corpus = read(p("corpus.txt")).splitlines()
        w("Spec 000 and issue 3 examples (div+mod / ALU after):\n")
        w("| expression | before | axe | axe, floormod | upstream | tinygrad |")
        w("|---|---|---|---|---|---|")
        for k in spec:
            t = tg.get(k)
            tgs = f"{t[3]} / {t[4]}" if t and t[0] == "ok" else "n/a"
            cells = [f"{tools[n][k][0]} / {tools[n][k][1]}" for n in ("axe", "axe-floormod", "upstream")]
            w(f"| `{corpus[k]}` | {before[k][0]} / {before[k][1]} | " + " | ".join(cells) + f" | {tgs} |")
        w("")

    quarantine = read(p("quarantine.txt")).splitlines() if os.path.exists(p("quarantine.txt")) else []
    if quarantine:
        kinds: dict[tuple[str, str], list[str]] = {}
        for q in quarantine:
            k, tool, err, text = q.split("\t", 3)
            kinds.setdefault((tool, err), []).append(k)
        w(f"Quarantined (left out of every column above because a tool rejected them): "
          f"{len({q.split(chr(9))[0] for q in quarantine})} lines.\n")
        w("| tool and input | error | lines |")
        w("|---|---|---|")
        for (tool, err), ks in sorted(kinds.items()):
            shown = ", ".join(ks[:8]) + (f", ... ({len(ks)} in all)" if len(ks) > 8 else "")
            w(f"| {tool} | `{err}` | {shown} |")
        w("")

    with open(p("worse-than-tinygrad.txt"), "w") as f:
        corpus = read(p("corpus.txt")).splitlines()
        for name, ks in worse_examples.items():
            for k in ks:
                f.write(f"{name}\tline {k}\t{name} {tools[name][k][0]} vs tinygrad {tg[k][3]}\t{corpus[k]}\n")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
