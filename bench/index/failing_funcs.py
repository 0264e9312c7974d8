#!/usr/bin/env python3
"""Corpus lines whose function a tool rejected: reads `FILE:LINE:COL: error: ...` diagnostics and prints, for each
function that has one, `N<TAB>first error message` where `func.func @eN` encloses LINE in FILE.

Usage: failing_funcs.py INPUT.mlir DIAGNOSTICS.log
"""

import re
import sys


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    want: dict[int, str] = {}
    with open(argv[2]) as f:
        for line in f:
            m = re.match(r".*?:(\d+):\d+: error: (.*)", line)
            if m:
                want.setdefault(int(m.group(1)), m.group(2).strip())
    found: dict[int, str] = {}
    cur = None
    with open(argv[1]) as f:
        for n, line in enumerate(f, 1):
            m = re.search(r"func\.func @e(\d+)\(", line)
            if m:
                cur = int(m.group(1))
            if n in want and cur is not None:
                found.setdefault(cur, want[n])
    for k in sorted(found):
        print(f"{k}\t{found[k]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
