#!/usr/bin/env python3
"""Random linalg-on-tensors programs, three ways, on the inputs users feed a compiler.

Each batch is one module of random functions (elementwise ops including math functions, casts
between f32, f16, bf16, i8, i32 and i1, compare and select, broadcasts, reductions with every
combiner, transposes), all taking the same arguments, so that one process of each tool runs the
whole batch. The inputs are mostly special values: +-0, +-inf, NaN, subnormals, the largest
finite values, integer minimum and maximum. Every function runs:

  interp    Axe's reference interpreter (axe-opt convert-linalg-to-uop, then axe-run --inputs);
  axe       axe-compile --target=cpu --reassociate=false (scheduled, vectorized code), linked
            into a shared object and called through its C entry points (ctypes); on even batches
            with --min-parallel-work=0, so that these small kernels run threaded code too (by
            default kernels under 32768 iterations stay on one thread);
  upstream  upstream MLIR's own lowering (one-shot-bufferize, convert-linalg-to-loops,
            math-extend-to-supported-types, convert-math-to-libm, convert-to-llvm), translated to
            LLVM IR, compiled by clang and called the same way: an oracle Axe shares no code with.

axe and upstream are each compared with the interpreter: integers and bools exactly; floats bit
for bit (signed zeros included) with NaN only where NaN, except results of the approximated math
functions, which must be within the ulp bound of docs/math-accuracy.md (upstream: glibc's
documented bound) of the interpreter's correctly rounded result, with the same NaNs, infinities
and signed zeros. Float sums start from +0, which convert-linalg-to-uop drops as the identity
(so linalg's accumulator-first order is the reduction's order), and axe keeps the program's
order, so they too must match bit for bit.

Programs are reproducible from (seed, batch, index). A program that fails is written to the
output directory as a standalone module with its inputs; tools/fuzz/corpus/ keeps the ones found
(tools/fuzz/README.md). Usage: linalg_fuzz.py --seed S --batches B --programs N [--workdir D].
"""

import argparse
import ctypes
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import time

import ml_dtypes
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
LLVM = os.environ.get("LLVM_PREFIX", "/usr/lib/llvm-22")

FLOATS = ["f32", "f16", "bf16"]
INTS = ["i8", "i32"]
NP = {
    "f32": np.float32,
    "f16": np.float16,
    "bf16": ml_dtypes.bfloat16,
    "i8": np.int8,
    "i32": np.int32,
    "i1": np.bool_,
}
# (mantissa bits incl. the implicit one, smallest normal exponent, largest exponent)
FLOAT_FORMAT = {"f32": (24, -126, 127), "f16": (11, -14, 15), "bf16": (8, -126, 127)}
INT_BITS = {"i8": 8, "i32": 32, "i1": 1}

# The arguments every function of a batch takes (name, type, shape).
ARGS = [
    ("a0", "f32", (4, 6)),
    ("a1", "f16", (4, 6)),
    ("a2", "bf16", (4, 6)),
    ("a3", "i8", (4, 6)),
    ("a4", "i32", (4, 6)),
    ("a5", "i1", (4, 6)),
    ("a6", "f32", (6,)),
    ("a7", "f16", (4,)),
    ("a8", "i1", (6,)),
    ("a9", "f32", (4, 6)),
]

# Approximated math functions: Axe's f32 bound (docs/math-accuracy.md, "Axe f32 bound") and
# glibc's documented f32 bound; f16 and bf16 are bound by 1 ulp on both. The comparison is
# with the interpreter's result (f64 libm rounded once), hence the extra half ulp.
MATH = {
    "sin": (1.0, 1),
    "cos": (1.0, 1),
    "exp": (1.0, 1),
    "expm1": (1.0, 1),
    "log": (1.0, 1),
    "log2": (2.0, 1),
    "log1p": (3.0, 1),
    "tanh": (1.0, 2),
    "erf": (3.5, 1),
    # erfc: the interpreter does not run math.erfc (a finding: tools/fuzz/README.md).
    "atan": (1.0, 1),
    "asin": (1.0, 1),
    "acos": (1.0, 1),
    "cbrt": (1.0, 1),
}
MATH2 = {"atan2": (1.0, 2)}
EXACT_UNARY = ["arith.negf", "math.absf", "math.floor", "math.ceil", "math.roundeven", "math.round", "math.trunc",
               "math.sqrt"]
EXACT_BINARY = ["arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.minimumf",
                "math.copysign"]
INT_BINARY = ["arith.addi", "arith.subi", "arith.muli", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui",
              "arith.andi", "arith.ori", "arith.xori"]
BOOL_BINARY = ["arith.andi", "arith.ori", "arith.xori"]
# Divisions and remainders, each by a divisor made defined first (see binary_body). Not
# floordivsi / ceildivsi / ceildivui: upstream lowers them only through arith-expand, which also
# rewrites maximumf / minimumf without the -0 < +0 order the oracle needs.
INT_DIVISION = ["arith.divsi", "arith.divui", "arith.remsi", "arith.remui"]
CMPF = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
        "false"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


def float_bits(value, ty):
    """The hexadecimal bit pattern MLIR's float constants take."""
    arr = np.array([value], dtype=NP[ty])
    if ty == "f32":
        return "0x%08X" % arr.view(np.uint32)[0]
    return "0x%04X" % arr.view(np.uint16)[0]


def special_floats(ty):
    """Values users feed a compiler: zeros, infinities, NaN, the format's edges, ordinary ones."""
    info = ml_dtypes.finfo(NP[ty]) if ty == "bf16" else np.finfo(NP[ty])
    tiny, big = float(info.tiny), float(info.max)
    sub = float(info.smallest_subnormal)
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, sub, -sub, tiny - sub, -(tiny - sub), tiny, -tiny, big, -big, 1.0,
            -1.0, 0.5, -0.5, 2.0, 3.0, -3.0, 0.1, 1e4 if ty != "f16" else 1e3]
    return vals


def random_float(rng, ty):
    r = rng.random()
    if r < 0.45:
        return rng.choice(special_floats(ty))
    if r < 0.75:
        return rng.uniform(-4.0, 4.0)
    mant, emin, emax = FLOAT_FORMAT[ty]
    return rng.choice([-1.0, 1.0]) * rng.uniform(1.0, 2.0) * 2.0 ** rng.randint(emin - mant + 1, emax)


def random_int(rng, ty):
    bits = INT_BITS[ty]
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    r = rng.random()
    if r < 0.4:
        return rng.choice([lo, hi, -1, 0, 1, lo + 1, hi - 1])
    if r < 0.8:
        return rng.randint(-8, 8)
    return rng.randint(lo, hi)


def make_inputs(rng):
    inputs = []
    for _, ty, shape in ARGS:
        n = int(np.prod(shape))
        if ty in FLOATS:
            vals = np.array([random_float(rng, ty) for _ in range(n)], dtype=np.float64)
            arr = vals.astype(NP[ty])
        elif ty == "i1":
            arr = np.array([rng.random() < 0.5 for _ in range(n)], dtype=np.bool_)
        else:
            arr = np.array([random_int(rng, ty) for _ in range(n)], dtype=NP[ty])
        inputs.append(arr.reshape(shape))
    return inputs


class Value:
    def __init__(self, name, ty, shape):
        self.name, self.ty, self.shape = name, ty, tuple(shape)


def tensor(ty, shape):
    return "tensor<%sx%s>" % ("x".join(map(str, shape)), ty)


class Program:
    """One random function: a pool of values, each step a linalg op on some of them."""

    def __init__(self, rng, name, upstream, generator):
        self.rng = rng
        self.upstream = upstream
        self.generator = generator
        self.name = name
        self.lines = []
        self.pool = [Value("%" + n, ty, shape) for n, ty, shape in ARGS]
        self.approx = []  # (value, ulp bound for axe, for upstream): results only, never operands
        self.next = 0

    def fresh(self):
        self.next += 1
        return "%%v%d" % self.next

    def pick(self, pred=lambda v: True):
        cands = [v for v in self.pool if pred(v)]
        if not cands:
            return None
        # Prefer recent values so chains get deep.
        if self.rng.random() < 0.6:
            recent = [v for v in cands if not v.name.startswith("%a")]
            if recent:
                return self.rng.choice(recent[-3:])
        return self.rng.choice(cands)

    def constant_operand(self, ty):
        """A body-level constant of type ty (special values included)."""
        if ty in FLOATS:
            return "arith.constant %s : %s" % (float_bits(random_float(self.rng, ty), ty), ty)
        if ty == "i1":
            return "arith.constant %s" % self.rng.choice(["true", "false"])
        return "arith.constant %d : %s" % (random_int(self.rng, ty), ty)

    def generic(self, operands, out_ty, out_shape, body):
        """linalg.generic over out_shape; operands of the same shape or 1-D broadcast along a dim of
        matching size (4 and 6 differ, so the size says which). body(args) returns (lines, result)."""
        dims = ["d%d" % i for i in range(len(out_shape))]
        maps = []
        for v in operands:
            if v.shape == out_shape:
                maps.append("affine_map<(%s) -> (%s)>" % (", ".join(dims), ", ".join(dims)))
            else:
                assert len(v.shape) == 1 and v.shape[0] in out_shape
                d = dims[out_shape.index(v.shape[0])]
                maps.append("affine_map<(%s) -> (%s)>" % (", ".join(dims), d))
        maps.append("affine_map<(%s) -> (%s)>" % (", ".join(dims), ", ".join(dims)))
        e, r = self.fresh(), self.fresh()
        self.lines.append("  %s = tensor.empty() : %s" % (e, tensor(out_ty, out_shape)))
        args = ["%%x%d" % i for i in range(len(operands))]
        blines, res = body(args)
        self.lines.append(
            "  %s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {"
            % (r, ", ".join(maps), ", ".join(['"parallel"'] * len(out_shape)), ", ".join(v.name for v in operands),
               ", ".join(tensor(v.ty, v.shape) for v in operands), e, tensor(out_ty, out_shape)))
        self.lines.append("  ^bb0(%s, %%out: %s):" % (", ".join("%s: %s" % (a, v.ty) for a, v in zip(args, operands)),
                                                       out_ty))
        for line in blines:
            self.lines.append("    " + line)
        self.lines.append("    linalg.yield %s : %s" % (res, out_ty))
        self.lines.append("  } -> %s" % tensor(out_ty, out_shape))
        return Value(r, out_ty, out_shape)

    def partner(self, x, ty=None):
        """An operand that combines with x elementwise: same shape, or 1-D broadcast into x's shape,
        of type ty (x's by default); None where only a constant fits."""
        ty = ty or x.ty
        return self.pick(lambda v: v.ty == ty and (v.shape == x.shape or (len(v.shape) == 1 and len(x.shape) == 2
                                                                           and v.shape[0] in x.shape)))

    def binary_body(self, op, ty, x, y, const_second):
        def body(args):
            lines = []
            b = args[1] if not const_second else "%c"
            if const_second:
                lines.append("%%c = %s" % self.constant_operand(ty))
            if op == "math.copysign":
                # The sign of a NaN that arithmetic makes is not defined (x86 gives the first
                # operand's, or a negative default NaN; which operand is first is the program's
                # order, which a reduction need not keep), so a NaN sign operand is made +1 first.
                lines += ["%%un = arith.cmpf uno, %s, %s : %s" % (b, b, ty),
                          "%%one = arith.constant %s : %s" % (float_bits(1.0, ty), ty),
                          "%%sg = arith.select %%un, %%one, %s : %s" % (b, ty)]
                b = "%sg"
            if op == "math.copysign" and self.upstream:
                # Upstream's convert-math-to-libm marks math.copysign illegal without a pattern for
                # it, so the oracle says copysign with bits: x's magnitude, y's sign.
                it = "i32" if ty == "f32" else "i16"
                sign = "0x80000000" if ty == "f32" else "0x8000"
                lines += ["%%xb = arith.bitcast %s : %s to %s" % (args[0], ty, it),
                          "%%yb = arith.bitcast %s : %s to %s" % (b, ty, it),
                          "%%sm = arith.constant %d : %s" % (int(sign, 16) - (1 << int(it[1:])), it),
                          "%%ones = arith.constant -1 : %s" % it,
                          "%%mag = arith.xori %%sm, %%ones : %s" % it,
                          "%%xm = arith.andi %%xb, %%mag : %s" % it,
                          "%%ys = arith.andi %%yb, %%sm : %s" % it,
                          "%%rb = arith.ori %%xm, %%ys : %s" % it,
                          "%%r = arith.bitcast %%rb : %s to %s" % (it, ty)]
                return lines, "%r"
            if op in INT_DIVISION:
                # By 0, or signed of the minimum by -1, a division is undefined (the interpreter's
                # error, x86's SIGFPE): those elements divide by 1, as a user's guarded division
                # does, so the special inputs reach the division's other edges (minimum, maximum, -1).
                lines += ["%%zero = arith.constant 0 : %s" % ty,
                          "%%one = arith.constant 1 : %s" % ty,
                          "%%bad = arith.cmpi eq, %s, %%zero : %s" % (b, ty)]
                if op in ("arith.divsi", "arith.remsi"):
                    lines += ["%%min = arith.constant %d : %s" % (-(1 << (int(ty[1:]) - 1)), ty),
                              "%%m1 = arith.constant -1 : %s" % ty,
                              "%%xmin = arith.cmpi eq, %s, %%min : %s" % (args[0], ty),
                              "%%ym1 = arith.cmpi eq, %s, %%m1 : %s" % (b, ty),
                              "%ovf = arith.andi %xmin, %ym1 : i1",
                              "%bad2 = arith.ori %bad, %ovf : i1"]
                lines.append("%%d = arith.select %s, %%one, %s : %s"
                             % ("%bad2" if op in ("arith.divsi", "arith.remsi") else "%bad", b, ty))
                b = "%d"
            lines.append("%%r = %s %s, %s : %s" % (op, args[0], b, ty))
            return lines, "%r"

        return body

    def step(self):
        rng = self.rng
        kind = rng.choice(["float", "float", "int", "bool", "cast", "cast", "cmp", "select", "reduce", "reduce",
                           "transpose", "broadcast", "reduce_use", "reduce_use"])
        if kind == "reduce_use":
            return self.reduce_use(self.pick(lambda v: len(v.shape) == 2))
        if kind == "float":
            x = self.pick(lambda v: v.ty in FLOATS)
            if rng.random() < 0.3:
                op = rng.choice(EXACT_UNARY)
                return self.generic([x], x.ty, x.shape,
                                    lambda a: (["%%r = %s %s : %s" % (op, a[0], x.ty)], "%r"))
            op = rng.choice(EXACT_BINARY)
            return self.binary(op, x)
        if kind == "int":
            x = self.pick(lambda v: v.ty in INTS)
            divide = self.generator >= 2 and rng.random() < 0.4
            return self.binary(rng.choice(INT_DIVISION if divide else INT_BINARY), x)
        if kind == "bool":
            x = self.pick(lambda v: v.ty == "i1")
            return self.binary(rng.choice(BOOL_BINARY), x)
        if kind == "cast":
            return self.cast(self.pick())
        if kind == "cmp":
            x = self.pick(lambda v: v.ty != "i1" or rng.random() < 0.3)
            if x.ty in FLOATS:
                op = "arith.cmpf %s," % rng.choice(CMPF)
            else:
                op = "arith.cmpi %s," % rng.choice(CMPI)
            y = self.partner(x)
            const = y is None or rng.random() < 0.3
            operands = [x] if const else [x, y]

            def body(a):
                lines = []
                b = "%c" if const else a[1]
                if const:
                    lines.append("%%c = %s" % self.constant_operand(x.ty))
                lines.append("%%r = %s %s, %s : %s" % (op, a[0], b, x.ty))
                return lines, "%r"

            return self.generic(operands, "i1", x.shape, body)
        if kind == "select":
            x = self.pick()
            p = self.partner(x, "i1")
            y = self.partner(x)
            if p is None or y is None:
                return None
            return self.generic([p, x, y], x.ty, x.shape,
                                lambda a: (["%%r = arith.select %s, %s, %s : %s" % (a[0], a[1], a[2], x.ty)], "%r"))
        if kind == "reduce":
            return self.reduce(self.pick(lambda v: len(v.shape) == 2))
        if kind == "transpose":
            x = self.pick(lambda v: len(v.shape) == 2)
            e, r = self.fresh(), self.fresh()
            shape = (x.shape[1], x.shape[0])
            self.lines.append("  %s = tensor.empty() : %s" % (e, tensor(x.ty, shape)))
            self.lines.append("  %s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 0]" %
                              (r, x.name, tensor(x.ty, x.shape), e, tensor(x.ty, shape)))
            return Value(r, x.ty, shape)
        if kind == "broadcast":
            x = self.pick(lambda v: len(v.shape) == 1)
            other = 4 if x.shape[0] == 6 else 6
            outer = rng.random() < 0.5
            shape = (other, x.shape[0]) if outer else (x.shape[0], other)
            e, r = self.fresh(), self.fresh()
            self.lines.append("  %s = tensor.empty() : %s" % (e, tensor(x.ty, shape)))
            self.lines.append("  %s = linalg.broadcast ins(%s : %s) outs(%s : %s) dimensions = [%d]" %
                              (r, x.name, tensor(x.ty, x.shape), e, tensor(x.ty, shape), 0 if outer else 1))
            return Value(r, x.ty, shape)
        return None

    def reduce_use(self, x):
        """A reduction whose result meets its own input again, broadcast back along the reduced
        axis (softmax's pattern): the reduction is realized as a buffer that one kernel writes
        and the next reads, in x's type or, through a compare, as bools."""
        r = self.reduce(x)
        self.pool.append(r)
        if x.ty in FLOATS:
            op = self.rng.choice(EXACT_BINARY + ["arith.cmpf %s," % self.rng.choice(CMPF)])
        elif x.ty == "i1":
            op = self.rng.choice(BOOL_BINARY)
        else:
            op = self.rng.choice(INT_BINARY + ["arith.cmpi %s," % self.rng.choice(CMPI)])
        out = "i1" if "cmp" in op else x.ty
        if op == "math.copysign":
            return self.generic([x, r], x.ty, x.shape, self.binary_body(op, x.ty, x, r, False))
        return self.generic([x, r], out, x.shape,
                            lambda a: (["%%r = %s %s, %s : %s" % (op, a[0], a[1], x.ty)], "%r"))

    def binary(self, op, x):
        y = self.partner(x)
        const = y is None or self.rng.random() < 0.25
        operands = [x] if const else [x, y]
        return self.generic(operands, x.ty, x.shape, self.binary_body(op, x.ty, x, y, const))

    def cast(self, x):
        rng = self.rng
        t = x.ty
        if t in FLOATS:
            choices = [u for u in FLOATS if u != t]
            to = rng.choice(choices)
            if to == "f32":
                op = "arith.extf"
            elif t == "f32":
                op = "arith.truncf"
            else:
                # f16 <-> bf16: through f32, in one body (extf then truncf).
                return self.generic([x], to, x.shape, lambda a: ([
                    "%%w = arith.extf %s : %s to f32" % (a[0], t),
                    "%%r = arith.truncf %%w : f32 to %s" % to,
                ], "%r"))
            return self.generic([x], to, x.shape, lambda a: (["%%r = %s %s : %s to %s" % (op, a[0], t, to)], "%r"))
        if t == "i1":
            to = rng.choice(FLOATS + INTS)
            op = "arith.uitofp" if to in FLOATS else "arith.extui"
            return self.generic([x], to, x.shape, lambda a: (["%%r = %s %s : i1 to %s" % (op, a[0], to)], "%r"))
        # i8 / i32
        to = rng.choice(FLOATS + [u for u in INTS if u != t] + ["i1"])
        if to in FLOATS:
            op = rng.choice(["arith.sitofp", "arith.uitofp"])
        elif INT_BITS[to] > INT_BITS[t]:
            op = rng.choice(["arith.extsi", "arith.extui"])
        else:
            op = "arith.trunci"
        return self.generic([x], to, x.shape, lambda a: (["%%r = %s %s : %s to %s" % (op, a[0], t, to)], "%r"))

    def reduce(self, x):
        rng = self.rng
        dim = rng.randint(0, 1)
        shape = (x.shape[1 - dim],)
        if x.ty in FLOATS:
            # A sum starts from +0, which convert-linalg-to-uop drops as ADD's identity (tinygrad's);
            # from -0 (IEEE's identity) linalg sums every -0 to -0 and Axe to +0 (README finding 5).
            op, init = rng.choice([("arith.addf", 0.0), ("arith.mulf", 1.0), ("arith.maximumf", -np.inf),
                                   ("arith.minimumf", np.inf)])
            cst = "arith.constant %s : %s" % (float_bits(init, x.ty), x.ty)
        elif x.ty == "i1":
            op, init = rng.choice([("arith.andi", "true"), ("arith.ori", "false"), ("arith.xori", "false")])
            cst = "arith.constant %s" % init
        else:
            bits = INT_BITS[x.ty]
            op, init = rng.choice([("arith.addi", 0), ("arith.muli", 1), ("arith.maxsi", -(1 << (bits - 1))),
                                   ("arith.minsi", (1 << (bits - 1)) - 1), ("arith.andi", -1), ("arith.ori", 0),
                                   ("arith.xori", 0), ("arith.maxui", 0), ("arith.minui", -1)])
            cst = "arith.constant %d : %s" % (init, x.ty)
        c, e, f, r = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        self.lines.append("  %s = %s" % (c, cst))
        self.lines.append("  %s = tensor.empty() : %s" % (e, tensor(x.ty, shape)))
        self.lines.append("  %s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s" %
                          (f, c, x.ty, e, tensor(x.ty, shape), tensor(x.ty, shape)))
        self.lines.append("  %s = linalg.reduce ins(%s : %s) outs(%s : %s) dimensions = [%d]" %
                          (r, x.name, tensor(x.ty, x.shape), f, tensor(x.ty, shape), dim))
        self.lines.append("    (%%in: %s, %%acc: %s) {" % (x.ty, x.ty))
        self.lines.append("      %%s = %s %%in, %%acc : %s" % (op, x.ty))
        self.lines.append("      linalg.yield %%s : %s" % x.ty)
        self.lines.append("    }")
        return Value(r, x.ty, shape)

    def math(self):
        """An approximated math function on a float value: a result, never an operand (its error
        would be amplified by what follows)."""
        rng = self.rng
        x = self.pick(lambda v: v.ty in FLOATS)
        if rng.random() < 0.15:
            fn = "atan2"
            axe, glibc = MATH2[fn]
            y = self.partner(x)
            operands = [x, y] if y is not None else [x, x]
            body = lambda a: (["%%r = math.atan2 %s, %s : %s" % (a[0], a[1], x.ty)], "%r")
        else:
            fn = rng.choice(sorted(MATH))
            axe, glibc = MATH[fn]
            operands = [x]
            body = lambda a: (["%%r = math.%s %s : %s" % (fn, a[0], x.ty)], "%r")
        v = self.generic(operands, x.ty, x.shape, body)
        if x.ty != "f32":
            axe, glibc = 1.0, 1
        self.approx.append((v, axe + 0.5, glibc + 0.5))

    def build(self, upstream):
        steps = self.rng.randint(1, 8)
        for _ in range(steps):
            v = self.step()
            if v is not None:
                self.pool.append(v)
        results = []  # (value, bound for axe or None = exact, bound for upstream)
        made = [v for v in self.pool if not v.name.startswith("%a")]
        if self.rng.random() < 0.35:
            self.math()
            results.append(self.approx[-1])
        if made:
            results.append((made[-1], None, None))
            if len(made) > 1 and self.rng.random() < 0.4:
                results.append((self.rng.choice(made[:-1]), None, None))
        if not results:
            results.append((self.pool[self.rng.randrange(len(self.pool))], None, None))
        self.results = results
        attrs = " attributes {llvm.emit_c_interface}" if upstream else ""
        sig = ", ".join("%%%s: %s" % (n, tensor(t, s)) for n, t, s in ARGS)
        rtys = ", ".join(tensor(v.ty, v.shape) for v, _, _ in results)
        text = "func.func @%s(%s) -> (%s)%s {\n" % (self.name, sig, rtys, attrs)
        text += "\n".join(self.lines) + "\n"
        text += "  return %s : %s\n}\n" % (", ".join(v.name for v, _, _ in results), rtys)
        return text


# The generator's versions: a program is a function of (generator, seed, batch, index), so a
# corpus case keeps its program when the generator learns something new. 1: up to 2026-11-30;
# 2: integer divisions and remainders too (one more draw in each integer step).
GENERATORS = (1, 2)


def program(seed, batch, index, upstream, generator=GENERATORS[-1]):
    rng = random.Random("%d/%d/%d" % (seed, batch, index))
    p = Program(rng, "f%d" % index, upstream, generator)
    return p.build(upstream), p.results


# ---------------------------------------------------------------------------------------------
# Running

UPSTREAM_PIPELINE = ("builtin.module(one-shot-bufferize{bufferize-function-boundaries "
                     "function-boundary-type-conversion=identity-layout-map},"
                     "func.func(convert-linalg-to-loops),math-extend-to-supported-types,convert-math-to-libm,"
                     "expand-strided-metadata,lower-affine,"
                     "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)")


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def desc_type(rank):
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type("Desc%d" % rank, (ctypes.Structure,), {"_fields_": fields})


def loadable(so):
    """The shared object if it loads (every symbol it needs resolves), else why not: a
    function the system's libraries lack (e.g. __truncsfbf2 in Debian 12's libgcc) is a program
    that compiles but does not link."""
    try:
        ctypes.CDLL(so)
    except OSError as e:
        return None, "does not load: %s" % str(e).replace(so + ": ", "")
    return so, None


def storage(ty):
    """numpy dtype of a buffer element as the compiled code stores it (i1: one byte)."""
    return {"f32": np.float32, "f16": np.float16, "bf16": np.uint16, "i8": np.int8, "i32": np.int32,
            "i1": np.uint8}[ty]


def to_storage(arr, ty):
    if ty == "bf16":
        return np.ascontiguousarray(arr.astype(ml_dtypes.bfloat16).view(np.uint16))
    if ty == "i1":
        return np.ascontiguousarray(arr.astype(np.uint8))
    return np.ascontiguousarray(arr.astype(NP[ty]))


def from_storage(arr, ty):
    if ty == "bf16":
        return arr.view(ml_dtypes.bfloat16).astype(np.float32)
    if ty == "i1":
        return arr.astype(np.int64)
    return arr


def descriptor(arr):
    d = desc_type(arr.ndim)()
    d.allocated = d.aligned = arr.ctypes.data
    d.offset = 0
    for i, (n, s) in enumerate(zip(arr.shape, arr.strides)):
        d.sizes[i] = n
        d.strides[i] = s // arr.itemsize
    return d


def read_desc(d, ty, shape):
    """A result memref of upstream's (identity layout: row-major, asserted)."""
    dt = np.dtype(storage(ty))
    n = int(np.prod(shape))
    expect = [int(np.prod(shape[i + 1:])) for i in range(len(shape))]
    assert [d.strides[i] for i in range(len(shape))] == expect or n <= 1, "non-contiguous result"
    buf = (ctypes.c_char * (n * dt.itemsize)).from_address(d.aligned + d.offset * dt.itemsize)
    return np.frombuffer(bytes(buf), dtype=dt).reshape(shape).copy()


def call_axe(lib, name, inputs, results):
    """axe-compile's entry: _mlir_ciface_<name>(inputs..., outputs...), outputs caller-allocated
    and filled with a sentinel so that an element never written shows."""
    args = [to_storage(a, t) for a, (_, t, _) in zip(inputs, ARGS)]
    outs = []
    for v, _, _ in results:
        o = np.empty(v.shape, dtype=storage(v.ty))
        o.view(np.uint8)[...] = 0xAB
        outs.append(o)
    descs = [descriptor(a) for a in args + outs]
    getattr(lib, "_mlir_ciface_" + name)(*[ctypes.byref(d) for d in descs])
    return [from_storage(o, v.ty) for o, (v, _, _) in zip(outs, results)]


def call_upstream(lib, name, inputs, results):
    """Upstream's entry: _mlir_ciface_<name>(struct of result descriptors *, inputs...)."""
    args = [to_storage(a, t) for a, (_, t, _) in zip(inputs, ARGS)]
    descs = [descriptor(a) for a in args]
    if len(results) == 1:
        ret = desc_type(len(results[0][0].shape))()
        getattr(lib, "_mlir_ciface_" + name)(ctypes.byref(ret), *[ctypes.byref(d) for d in descs])
        rets = [ret]
    else:
        fields = [("r%d" % i, desc_type(len(v.shape))) for i, (v, _, _) in enumerate(results)]
        ret = type("Ret", (ctypes.Structure,), {"_fields_": fields})()
        getattr(lib, "_mlir_ciface_" + name)(ctypes.byref(ret), *[ctypes.byref(d) for d in descs])
        rets = [getattr(ret, "r%d" % i) for i in range(len(results))]
    return [from_storage(read_desc(d, v.ty, v.shape), v.ty) for d, (v, _, _) in zip(rets, results)]


def ulp_distance(got, ref, ty):
    """|got - ref| in ulps of ref's binade (subnormals share the smallest normal's); an infinity
    where ref is finite counts as 2^(emax+1)."""
    mant, emin, emax = FLOAT_FORMAT[ty]
    g = np.where(np.isinf(got), np.sign(got) * 2.0 ** (emax + 1), got).astype(np.float64)
    r = ref.astype(np.float64)
    _, e = np.frexp(np.abs(r))
    e = np.maximum(e - 1, emin)
    return np.abs(g - r) / np.exp2(e - (mant - 1))


def compare(got, ref, ty, bound):
    """Indices and reasons where got differs from ref under the checker's semantics."""
    got = np.asarray(got)
    ref = np.asarray(ref)
    if ty not in FLOATS:
        bad = got.astype(np.int64) != ref.astype(np.int64)
        return bad, "exact"
    g = got.astype(np.float64)
    r = ref.astype(np.float64)
    nan_mismatch = np.isnan(g) != np.isnan(r)
    both = ~np.isnan(g) & ~np.isnan(r)
    sign_mismatch = both & (np.signbit(g) != np.signbit(r)) & ((g == 0) | (r == 0) | np.isinf(r) | np.isinf(g))
    if bound is None:
        value_mismatch = both & (g != r)
    else:
        value_mismatch = both & ((np.isinf(r) & (g != r)) | (~np.isinf(r) & (ulp_distance(g, r, ty) > bound)))
    return nan_mismatch | sign_mismatch | value_mismatch, "exact" if bound is None else "%.1f ulp" % bound


def fmt(x):
    return repr(float(x)) if isinstance(x, (float, np.floating)) else repr(int(x))


class Batch:
    """The programs `indices` of batch `batch` of `seed`, on the batch's inputs."""

    def __init__(self, args, seed, batch, indices, generator):
        self.args = args
        self.generator = generator
        self.seed = seed
        self.batch = batch
        self.dir = os.path.join(args.workdir, "s%d-b%d" % (seed, batch))
        shutil.rmtree(self.dir, ignore_errors=True)
        os.makedirs(self.dir)
        rng = random.Random("%d/%d/inputs" % (seed, batch))
        self.inputs = make_inputs(rng)
        self.programs = []
        for i in indices:
            text, results = program(seed, batch, i, False, generator)
            up_text, _ = program(seed, batch, i, True, generator)
            self.programs.append(("f%d" % i, text, up_text, results))
        self.paths = []
        for (n, t, _), arr in zip(ARGS, self.inputs):
            p = os.path.join(self.dir, n + ".npy")
            np.save(p, arr.astype(np.float32) if t == "bf16" else arr)
            self.paths.append(p)

    def write(self, path, texts):
        with open(path, "w") as f:
            f.write("\n".join(texts))

    def build_axe(self, progs, tag):
        src = os.path.join(self.dir, "axe%s.mlir" % tag)
        self.write(src, [p[1] for p in progs])
        obj, so = src[:-5] + ".o", src[:-5] + ".so"
        threads = ["--min-parallel-work=0"] if self.batch % 2 == 0 else []
        r = run([self.args.axe_compile, src, "--target=cpu", "--reassociate=false", *threads, "-o", obj])
        if r.returncode:
            return None, r.stderr
        r = run(["cc", "-shared", obj, "-o", so, "-lm", "-L%s/lib" % LLVM, "-lomp", "-Wl,-rpath,%s/lib" % LLVM])
        if r.returncode:
            return None, r.stderr
        return loadable(so)

    def build_upstream(self, progs, tag):
        src = os.path.join(self.dir, "up%s.mlir" % tag)
        self.write(src, [p[2] for p in progs])
        ll, so = src[:-5] + ".ll", src[:-5] + ".so"
        r = run(["%s/bin/mlir-opt" % LLVM, src, "--pass-pipeline=" + UPSTREAM_PIPELINE, "-o", src + ".llvm"])
        if r.returncode:
            return None, r.stderr
        # math-extend-to-supported-types leaves arith's fastmath attribute on the LLVM ops that
        # convert-to-llvm makes of its extf / truncf, which mlir-translate cannot read (it does not
        # load the arith dialect); contract means nothing on a conversion.
        with open(src + ".llvm") as f:
            text = f.read().replace(" {fastmath = #arith.fastmath<contract>}", "")
        with open(src + ".llvm", "w") as f:
            f.write(text)
        r = run(["%s/bin/mlir-translate" % LLVM, "--mlir-to-llvmir", src + ".llvm", "-o", ll])
        if r.returncode:
            return None, r.stderr
        # -O2, although the tensors are tiny and -O0 takes a quarter of the CPU time: at -O0 clang
        # 22 drops the sign of the oracle's bit-level bf16 copysign (after a select of bf16
        # values: seed 200 batch 1004 f20, README finding 9), so the oracle stays at -O2.
        r = run(["%s/bin/clang" % LLVM, "-O2", "-shared", "-fPIC", "-Wno-override-module", ll,
                 os.path.join(HERE, "truncsfbf2.c"), "-o", so, "-lm"])
        if r.returncode:
            return None, r.stderr
        return loadable(so)

    def build_interp(self, progs, tag):
        src = os.path.join(self.dir, "interp%s.mlir" % tag)
        self.write(src, [p[1] for p in progs])
        uop = src[:-5] + ".uop.mlir"
        out = os.path.join(self.dir, "outputs%s" % tag)
        r = run([self.args.axe_opt, src, "--pass-pipeline=builtin.module(convert-linalg-to-uop)", "-o", uop])
        if r.returncode:
            return None, r.stderr
        r = run([self.args.axe_run, uop, "--inputs", ",".join(self.paths), "--trials", "1", "--outputs", out])
        if r.returncode:
            return None, r.stdout + r.stderr
        return out, None

    def build(self, what, progs, tag=""):
        return getattr(self, "build_" + what)(progs, tag)

    def isolate(self, what, progs, error):
        """A batch that fails to build or run: the programs that fail, found by bisection (a half
        that builds is clean; a failing half is split again), so that k bad programs of n cost
        about 2 k log2(n) builds instead of n. A set that fails while both its halves build is
        reported as a whole (programs that fail only together)."""
        bad = []

        def first_line(err):
            return err.strip().splitlines()[0] if err.strip() else "?"

        def bisect(part, err):
            if len(part) == 1:
                bad.append((part[0][0], what, "build/run failed: " + first_line(err)))
                return
            half = len(part) // 2
            failed = False
            for sub in (part[:half], part[half:]):
                ok, sub_err = self.build(what, sub, "_" + sub[0][0] + "_" + str(len(sub)))
                if ok is None:
                    failed = True
                    bisect(sub, sub_err)
            if not failed:
                names = ", ".join(p[0] for p in part)
                bad.extend((p[0], what, "fails only together with %s: %s" % (names, first_line(err)))
                           for p in part)

        bisect(progs, error)
        if not bad:
            bad.append(("batch", what, "fails only as a whole: " + error.strip()[:300]))
        return bad

    def go(self):
        findings = []
        outs = {}
        progs = self.programs
        skip = set()
        for what in ["interp", "axe", "upstream"]:
            ok, err = self.build(what, progs)
            if ok is None:
                bad = self.isolate(what, progs, err)
                findings += bad
                skip |= {b[0] for b in bad}
                good = [p for p in progs if p[0] not in skip]
                if not good:
                    return findings, 0
                progs = good
                ok, err = self.build(what, good, "_rest")
                if ok is None:
                    findings.append(("batch", what, "still fails without the isolated programs: " + err[:300]))
                    return findings, 0
            outs[what] = ok
        axe = ctypes.CDLL(outs["axe"])  # loaded once more: the same handle
        up = ctypes.CDLL(outs["upstream"])
        checked = 0
        for name, _, _, results in progs:
            if name in skip:
                continue
            interp = []
            for k in range(len(results)):
                interp.append(np.load(os.path.join(outs["interp"], "%s.result%d.npy" % (name, k))))
            got = {"axe": call_axe(axe, name, self.inputs, results),
                   "upstream": call_upstream(up, name, self.inputs, results)}
            for who, vals in got.items():
                for k, ((v, axe_bound, up_bound), g, ref) in enumerate(zip(results, vals, interp)):
                    bound = axe_bound if who == "axe" else up_bound
                    ref = ref.reshape(v.shape)
                    if v.ty == "i1":
                        ref = ref.astype(np.int64)
                    bad, how = compare(g, ref, v.ty, bound)
                    if bad.any():
                        idx = tuple(int(i) for i in np.argwhere(bad)[0])
                        findings.append((name, who, "result %d (%s %s, %s): %d of %d elements differ; first at %s: "
                                                    "%s from %s, %s from the interpreter" %
                                         (k, v.ty, "x".join(map(str, v.shape)), how, int(bad.sum()), bad.size,
                                          list(idx), fmt(g[idx]), who, fmt(ref[idx]))))
            checked += 1
        return findings, checked

    def save_case(self, name, outdir):
        """A failing program as a standalone reproducer: the linalg module and its inputs."""
        text = [p for p in self.programs if p[0] == name][0][1]
        os.makedirs(outdir, exist_ok=True)
        path = os.path.join(outdir, "s%d-b%d-%s.mlir" % (self.seed, self.batch, name))
        with open(path, "w") as f:
            f.write("// tools/fuzz/linalg_fuzz.py --generator %d --seed %d --first-batch %d: program %s. "
                    "Inputs (bf16 as f32):\n" % (self.generator, self.seed, self.batch, name))
            for (n, t, _), arr in zip(ARGS, self.inputs):
                f.write("// %s %s = %s\n" % (n, t, json.dumps(arr.astype(np.float64).tolist())))
            f.write(text)
        return path


def load_known(path):
    """tools/fuzz/corpus/cases.json: every program the fuzzer found, keyed by seed, batch and
    program, with the oracle that disagreed, what is wrong and whether it is fixed (a regression
    test: it must pass) or open (an expected failure: it must still fail, with the reason)."""
    if not path or not os.path.exists(path):
        return []
    with open(path) as f:
        return json.load(f)["cases"]


def generator_of(case):
    """The generator version a corpus case was found with (1 where the case predates versions)."""
    return case.get("generator", 1)


def version(generator):
    """How a message names an older generator (the newest goes unnamed)."""
    return "" if generator == GENERATORS[-1] else "generator %d " % generator


def key(generator, seed, batch, name, who):
    return "%d/%d/%d/%s/%s" % (generator, seed, batch, name, who)


def check(args, generator, seed, batch, indices, known, start):
    """Runs one batch; returns (programs checked, unexpected findings, expected failures,
    open cases that passed)."""
    b = Batch(args, seed, batch, indices, generator)
    try:
        findings, checked = b.go()
    except Exception as e:  # a harness error is reported with its batch, the run goes on
        findings, checked = [("batch", "harness", repr(e))], 0
    open_cases = {key(generator_of(c), c["seed"], c["batch"], c["program"], c["oracle"]): c
                  for c in known if c["status"] == "open"}
    unexpected, expected, failed_keys = [], [], set()
    for name, who, what in findings:
        k = key(generator, seed, batch, name, who)
        failed_keys.add(k)
        line = "%sseed %d batch %d %s [%s]: %s" % (version(generator), seed, batch, name, who, what)
        if k in open_cases:
            expected.append(line + "  (expected failure: %s)" % open_cases[k]["reason"])
            print("XFAIL " + expected[-1], flush=True)
            continue
        unexpected.append(line)
        print("FAIL " + line, flush=True)
        if args.save_failures and name != "batch":
            print("  reproducer: " + b.save_case(name, args.save_failures), flush=True)
    names = {p[0] for p in b.programs}
    xpass = []
    for k, c in open_cases.items():
        if k.startswith("%d/%d/%d/" % (generator, seed, batch)) and c["program"] in names and k not in failed_keys:
            xpass.append("%sseed %d batch %d %s [%s]: passes, but the corpus marks it open (%s): mark it fixed" %
                         (version(generator), seed, batch, c["program"], c["oracle"], c["reason"]))
            print("XPASS " + xpass[-1], flush=True)
    print("%sseed %d batch %d: %d programs checked, %d unexpected findings, %d expected (%.0f s so far)" %
          (version(generator), seed, batch, checked, len(unexpected), len(expected), time.time() - start), flush=True)
    if not unexpected and not xpass:
        shutil.rmtree(b.dir, ignore_errors=True)
    return checked, unexpected, expected, xpass


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--generator", type=int, choices=GENERATORS, default=GENERATORS[-1],
                    help="the generator's version (a corpus case names its own; 1 has no integer divisions)")
    ap.add_argument("--batches", type=int, default=1)
    ap.add_argument("--first-batch", type=int, default=0)
    ap.add_argument("--programs", type=int, default=100, help="programs per batch")
    ap.add_argument("--workdir", default="/tmp/axe-linalg-fuzz")
    ap.add_argument("--tools", default=None,
                    help="where axe-compile, axe-opt and axe-run are (default: $AXE_TOOLS_DIR, else PATH's)")
    ap.add_argument("--save-failures", default=None, metavar="DIR", help="write failing programs here")
    ap.add_argument("--corpus", default=os.path.join(HERE, "corpus", "cases.json"))
    ap.add_argument("--replay", action="store_true", help="run every case of the corpus instead of random batches")
    ap.add_argument("--print-program", default=None, metavar="BATCH/INDEX", help="print one program and exit")
    args = ap.parse_args()
    tools = args.tools or os.environ.get("AXE_TOOLS_DIR")
    if not tools:
        found = shutil.which("axe-compile")
        tools = os.path.dirname(found) if found else os.path.join(REPO, "target", "debug")
    args.axe_compile = os.path.join(tools, "axe-compile")
    args.axe_opt = os.path.join(tools, "axe-opt")
    args.axe_run = os.path.join(tools, "axe-run")
    if args.print_program:
        b, i = map(int, args.print_program.split("/"))
        print(program(args.seed, b, i, False, args.generator)[0])
        return 0
    os.makedirs(args.workdir, exist_ok=True)
    known = load_known(args.corpus)
    start = time.time()
    total, unexpected, expected, xpass = 0, [], [], []
    if args.replay:
        groups = {}
        for c in known:
            groups.setdefault((generator_of(c), c["seed"], c["batch"]), set()).add(int(c["program"][1:]))
        jobs = [(g, s, b, sorted(ix)) for (g, s, b), ix in sorted(groups.items())]
    else:
        jobs = [(args.generator, args.seed, b, range(args.programs))
                for b in range(args.first_batch, args.first_batch + args.batches)]
    for generator, seed, batch, indices in jobs:
        c, u, e, x = check(args, generator, seed, batch, indices, known, start)
        total += c
        unexpected += u
        expected += e
        xpass += x
    what = "corpus replay" if args.replay else "seed %d, batches %d..%d" % (
        args.seed, args.first_batch, args.first_batch + args.batches - 1)
    print("linalg_fuzz: %s: %d programs x 2 oracles, %d unexpected findings, %d expected failures, %d unexpected "
          "passes, %.0f s" % (what, total, len(unexpected), len(expected), len(xpass), time.time() - start))
    return 1 if unexpected or xpass else 0


if __name__ == "__main__":
    sys.exit(main())
