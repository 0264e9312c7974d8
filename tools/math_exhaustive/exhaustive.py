"""Every argument of a math function through Axe's scheduled CPU code, against f64 numpy.

Compiles `math.<function>` on a tensor with `axe-compile --target=cpu` (uop-schedule, then
axe-approximate-math: the code every scheduled kernel runs), calls it on every f32 bit pattern
(2^32 arguments, in chunks; --stride N takes every Nth for a quick run) and on every f16 and
bf16 value, and measures its error in ulps of the result's type the way the sweep
(lowering/src/jit/math_accuracy.rs) does: against numpy's f64 function on the same argument,
in ulps of the exact result's binade (subnormals share the smallest normal's); a NaN, an
infinity or a zero sign where the exact result has none is an infinite error. Fails (exit
status 1) when a format's largest error passes --bound. Not part of `make test`: the f32 run
takes minutes (README.md beside this file).

usage: .venv/bin/python tools/math_exhaustive/exhaustive.py [--tools target/release]
           [--function exp] [--formats f32,f16,bf16] [--bound 1.0] [--stride 1]
"""
import argparse, os, pathlib, sys, tempfile, time

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

# The functions with a numpy f64 reference (the sweep's other ones need libm's erf / erfc).
REFERENCES = {
    "exp": np.exp, "expm1": np.expm1, "tanh": np.tanh, "log": np.log, "log2": np.log2,
    "log1p": np.log1p, "sin": np.sin, "cos": np.cos, "atan": np.arctan, "asin": np.arcsin,
    "acos": np.arccos, "cbrt": np.cbrt,
}

# name: (MLIR type, smallest normal exponent, fraction bits, largest finite value)
FORMATS = {
    "f32": ("f32", -126, 23, float(np.finfo(np.float32).max)),
    "f16": ("f16", -14, 10, 65504.0),
    "bf16": ("bf16", -126, 7, 3.3895313892515355e38),
}

CHUNK = 1 << 22


def program(function, mlir_type, n):
    """@f on f32 arguments and results; a 16-bit format is narrowed (exactly: every argument is
    one of its values) before the function and widened after."""
    if mlir_type == "f32":
        body = f"  %y = math.{function} %x : tensor<{n}xf32>\n  return %y : tensor<{n}xf32>\n"
    else:
        t = f"tensor<{n}x{mlir_type}>"
        body = (f"  %h = arith.truncf %x : tensor<{n}xf32> to {t}\n  %e = math.{function} %h : {t}\n"
                f"  %y = arith.extf %e : {t} to tensor<{n}xf32>\n  return %y : tensor<{n}xf32>\n")
    return f"func.func @f(%x: tensor<{n}xf32>) -> tensor<{n}xf32> {{\n{body}}}\n"


def ulps(out, exact, min_exponent, fraction_bits, largest):
    """The sweep's error measure (math_accuracy.rs, Format::ulps), elementwise."""
    _, e = np.frexp(exact)
    ulp = np.ldexp(1.0, np.maximum(e - 1, min_exponent) - fraction_bits)
    with np.errstate(invalid="ignore", over="ignore"):
        err = np.abs(out - exact) / ulp
        overflows = np.abs(exact) >= largest + np.ldexp(1.0, int(np.floor(np.log2(largest))) - fraction_bits) / 2
    nan_out, nan_exact = np.isnan(out), np.isnan(exact)
    err[nan_out | nan_exact] = np.where(nan_out & nan_exact, 0.0, np.inf)[nan_out | nan_exact]
    inf_out = np.isinf(out) & ~nan_exact
    right = (np.isinf(exact) | overflows) & (np.sign(out) == np.sign(exact))
    err[inf_out] = np.where(right, 0.0, np.inf)[inf_out]
    err[~inf_out & ~nan_out & np.isinf(exact)] = np.inf
    zeros = (out == 0) & (exact == 0) & (np.signbit(out) != np.signbit(exact))
    err[zeros] = np.inf
    return err


def measure(compiled, reference, fmt, arguments_chunks):
    """Largest error (all results, normal results, subnormal results), its argument, the count
    of results past 0.5 ulp and of arguments."""
    _, min_exponent, fraction_bits, largest = fmt
    worst = {"all": (0.0, None), "normal": (0.0, None), "subnormal": (0.0, None)}
    past_half = count = 0
    smallest_normal = 2.0 ** min_exponent
    for x in arguments_chunks:
        with np.errstate(all="ignore"):  # signaling NaN arguments
            y = compiled(x).astype(np.float64)
            exact = reference(x.astype(np.float64))
        err = ulps(y, exact, min_exponent, fraction_bits, largest)
        count += len(x)
        past_half += int(np.count_nonzero(err > 0.5))
        subnormal = np.abs(exact) < smallest_normal
        for name, mask in (("all", None), ("normal", ~subnormal), ("subnormal", subnormal)):
            e = err if mask is None else np.where(mask, err, -1.0)
            i = int(np.argmax(e))
            if e[i] > worst[name][0]:
                worst[name] = (float(e[i]), float(x[i]))
    return worst, past_half, count


def f32_chunks(stride):
    total = (1 << 32) // stride
    for start in range(0, total, CHUNK):
        bits = np.arange(start, min(start + CHUNK, total), dtype=np.uint64) * stride
        yield bits.astype(np.uint32).view(np.float32)


def all_16_bit(name):
    bits = np.arange(1 << 16, dtype=np.uint32)
    if name == "bf16":
        return (bits << 16).view(np.float32)
    return bits.astype(np.uint16).view(np.float16).astype(np.float32)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", default=str(ROOT / "target" / "release"), help="where axe-compile is")
    parser.add_argument("--function", default="exp", choices=sorted(REFERENCES))
    parser.add_argument("--formats", default="f32,f16,bf16")
    parser.add_argument("--bound", type=float, default=1.0, help="most ulps allowed")
    parser.add_argument("--stride", type=int, default=1, help="f32: every Nth bit pattern (1: all 2^32)")
    args = parser.parse_args()
    os.environ["AXE_TOOLS_DIR"] = args.tools
    from axe import native

    work = pathlib.Path(tempfile.mkdtemp(prefix="axe-exhaustive-"))
    failed = False
    for name in args.formats.split(","):
        fmt = FORMATS[name]
        n = CHUNK if name == "f32" else 1 << 16
        source = work / f"{name}.mlir"
        source.write_text(program(args.function, fmt[0], n))
        compiled_n = native.compile_file(source, "f", work / name)

        def compiled(x, compiled_n=compiled_n, n=n):
            # The last f32 chunk of a strided run may be short: padded with ones.
            padded = np.ones(n, np.float32)
            padded[: len(x)] = x
            return compiled_n(padded)[: len(x)]

        started = time.time()
        chunks = f32_chunks(args.stride) if name == "f32" else [all_16_bit(name)]
        worst, past_half, count = measure(compiled, REFERENCES[args.function], fmt, chunks)
        took = time.time() - started
        print(f"{args.function} {name}: {count:,} arguments, max {worst['all'][0]:.6f} ulp at {worst['all'][1]!r} "
              f"(normal results {worst['normal'][0]:.4f} at {worst['normal'][1]!r}, subnormal "
              f"{worst['subnormal'][0]:.4f} at {worst['subnormal'][1]!r}); {past_half:,} past 0.5 ulp; {took:.0f} s",
              flush=True)
        if not worst["all"][0] <= args.bound:
            print(f"FAIL: {args.function} {name} past {args.bound} ulp", flush=True)
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
