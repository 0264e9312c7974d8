#!/usr/bin/env python3
"""A corpus of tinygrad-style index expressions aimed at the div/mod rules where tinygrad and axe differ
(issue 15 item 9): the div-mod identities #1-#4 with negative constant and variable divisors, the `%` forms of
gcd_with_remainder and nest_div_by_smallest_factor, offsets split off a numerator, nested divisions, and
compositions of these over view-like linear indices.

    python3 bench/index/tinygrad_style_corpus.py OUT [--count 5000] [--seed 15]

Writes one line per expression in the corpus text form (`expr ; name in [lo, hi], ...`), floor semantics, 64 bits:
what `corpus --input` and tinygrad_simplify.py / core/symbolic/scripts/compare_tinygrad.py read.
"""
import argparse
import random


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.vars = {}

    def var(self, name=None, signed=False):
        r = self.rng
        name = name or f"r{len(self.vars)}"
        if name not in self.vars:
            if signed:
                lo = r.choice([-16, -8, -4, -1])
                self.vars[name] = (lo, lo + r.choice([3, 7, 15, 31]))
            else:
                self.vars[name] = (0, r.choice([1, 2, 3, 5, 7, 15, 31, 63, 127, 255]))
        return name

    def lin(self, terms=None):
        """A view-like index: sum of coef*var plus a constant."""
        r = self.rng
        n = terms or r.choice([1, 1, 2, 2, 3])
        parts = []
        for _ in range(n):
            v = self.var(signed=r.random() < 0.15)
            c = r.choice([1, 1, 2, 3, 4, 6, 8, 12, 16, 32, -1, -2, -4])
            parts.append(v if c == 1 else f"{v}*{c}" if c > 0 else f"{v}*({c})")
        k = r.choice([0, 0, 0, 1, 3, 5, 7, 16, 70, 100, -3, -20])
        if k:
            parts.append(str(k) if k > 0 else f"({k})")
        return " + ".join(parts)

    def divisor(self):
        r = self.rng
        roll = r.random()
        if roll < 0.45:
            return str(r.choice([2, 3, 4, 5, 6, 8, 12, 16, 32]))
        if roll < 0.75:
            return f"({r.choice([-2, -3, -4, -6, -8, -16])})"
        lo = r.choice([1, 2])
        name = f"d{len(self.vars)}"
        self.vars[name] = (lo, lo + r.choice([3, 7, 15])) if r.random() < 0.7 else (-lo - r.choice([3, 7]), -lo)
        return name

    def numerator(self, depth):
        if depth > 0 and self.rng.random() < 0.35:
            return self.expr(depth - 1)
        return self.lin()

    def expr(self, depth=1):
        r = self.rng
        x = self.numerator(depth)
        n = self.divisor()
        t = r.randrange(11)
        if t == 0:  # identity #1, either order
            return f"({x})%{n} + (({x})//{n})*{n}" if r.random() < 0.5 else f"(({x})//{n})*{n} + ({x})%{n}"
        if t == 1:  # identity #4 (three-term)
            y = self.lin(1)
            return f"{y} + ({x})%{n} + (({x})//{n})*{n}"
        if t == 2:  # identity #3 (scaled)
            k = r.choice([2, 3, 4, -2])
            return f"(({x})%{n})*{k} + (({x})//{n})*({n}*{k})"
        if t == 3:  # identity #2 (composed divisor)
            a, c = self.divisor(), self.divisor()
            return f"((({x})//{a})%{c}) + (({x})//({a}*{c}))*{c}"
        if t == 4:  # gcd_with_remainder, both forms
            g = r.choice([2, 3, 4])
            a, b = self.var(), self.var()
            k = r.choice([0, 1, 3, 5, 7])
            c = g * r.choice([2, 3, 4, 8])
            op = r.choice(["%", "//"])
            return f"({a}*{g * r.choice([1, 3, 5])} + {b}*{g * r.choice([1, 2, 7])} + {k}){op}{c}"
        if t == 5:  # nest_div_by_smallest_factor, both forms
            a, b = self.var(), self.var()
            k = r.choice([0, 1, 2, 5])
            op = r.choice(["%", "//"])
            return f"({a}*6 + {b}*4 + {k}){op}{r.choice([12, 24, 36])}"
        if t == 6:  # large (or negative) offset split
            c = r.choice([70, 100, 33, 17, -5, -70])
            op = r.choice(["%", "//"])
            return f"({x} + {c}){op}{r.choice(['8', '16', '5', '(-8)', n])}"
        if t == 7:  # nested division (#5)
            return f"(({x})//{r.choice([2, 4, 3])} + {r.choice([1, 3, -2])})//{r.choice([2, 5, 8])}"
        if t == 8:  # a digit pair of a view: (x//a)%c with x//(a*c)
            a, c = r.choice([2, 4, 8]), r.choice([2, 3, 4])
            return f"(({x})//{a})%{c} + (({x})//{a * c})*{c}"
        if t == 9:  # mod of mod and div of mod
            return f"(({x})%{n})%{n}" if r.random() < 0.5 else f"(({x})%({n}*4))//{n}"
        return f"({x}){r.choice(['%', '//'])}{n}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=15)
    a = ap.parse_args()
    with open(a.out, "w") as f:
        for i in range(a.count):
            g = Gen(random.Random(a.seed * 1_000_003 + i))
            e = g.expr(depth=1)
            bounds = ", ".join(f"{k} in [{lo}, {hi}]" for k, (lo, hi) in g.vars.items())
            f.write(f"{e} ; {bounds}\n")


if __name__ == "__main__":
    main()
