"""The seven programs of bench/cpu.md as tensor-level uop MLIR, at a given scale.

`python3 programs.py DIR [--small]` writes one file per program into DIR; --small writes
the same programs at sizes the reference interpreter checks in seconds.
"""
import sys, pathlib

def add(n):
    return f"""func.func @add(%a: tensor<{n}xf32>, %b: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %c = arith.addf %a, %b : tensor<{n}xf32>
  return %c : tensor<{n}xf32>
}}
"""

def row_sum(r, c):
    return f"""func.func @row_sum(%x: tensor<{r}x{c}xf32>) -> tensor<{r}x1xf32> {{
  %s = uop.reduce_axis add %x axes [1] : tensor<{r}x{c}xf32> -> tensor<{r}x1xf32>
  return %s : tensor<{r}x1xf32>
}}
"""

def softmax(r, c):
    return f"""func.func @softmax(%x: tensor<{r}x{c}xf32>) -> tensor<{r}x{c}xf32> {{
  %c0 = arith.constant 0 : index
  %rows = arith.constant {r} : index
  %batch = uop.range %rows axis(0) loop
  %row = uop.vmapin %x [%batch, %c0] : tensor<{r}x{c}xf32> -> tensor<{c}xf32>
  %max = uop.reduce_axis max %row axes [0] : tensor<{c}xf32> -> tensor<1xf32>
  %maxb = uop.expand %max : tensor<1xf32> -> tensor<{c}xf32>
  %shifted = arith.subf %row, %maxb : tensor<{c}xf32>
  %e = math.exp %shifted : tensor<{c}xf32>
  %sum = uop.reduce_axis add %e axes [0] : tensor<{c}xf32> -> tensor<1xf32>
  %sumb = uop.expand %sum : tensor<1xf32> -> tensor<{c}xf32>
  %y = arith.divf %e, %sumb : tensor<{c}xf32>
  %out = uop.vmapout %y [%batch, %c0] : tensor<{c}xf32> -> tensor<{r}x{c}xf32>
  return %out : tensor<{r}x{c}xf32>
}}
"""

def matmul_body(a, b, m, k, n, out):
    """`out = a @ b` the tinygrad way: reshape, expand, multiply, sum over K."""
    return f"""  {a}3 = uop.reshape {a} : tensor<{m}x{k}xf32> -> tensor<{m}x{k}x1xf32>
  {a}e = uop.expand {a}3 : tensor<{m}x{k}x1xf32> -> tensor<{m}x{k}x{n}xf32>
  {b}3 = uop.reshape {b} : tensor<{k}x{n}xf32> -> tensor<1x{k}x{n}xf32>
  {b}e = uop.expand {b}3 : tensor<1x{k}x{n}xf32> -> tensor<{m}x{k}x{n}xf32>
  %p = arith.mulf {a}e, {b}e : tensor<{m}x{k}x{n}xf32>
  %s = uop.reduce_axis add %p axes [1] : tensor<{m}x{k}x{n}xf32> -> tensor<{m}x1x{n}xf32>
  {out} = uop.reshape %s : tensor<{m}x1x{n}xf32> -> tensor<{m}x{n}xf32>
"""


def matmul(name, m, k, n):
    return f"""func.func @{name}(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{
{matmul_body("%a", "%b", m, k, n, "%r")}  return %r : tensor<{m}x{n}xf32>
}}
"""

def half_matmul(name, m, k, n):
    """`out = (a.float() @ b.float()).half()` with f16 `a` and `b`: tinygrad's half matmul,
    which accumulates in f32."""
    body = matmul_body("%af", "%bf", m, k, n, "%r")
    return f"""func.func @{name}(%a: tensor<{m}x{k}xf16>, %b: tensor<{k}x{n}xf16>) -> tensor<{m}x{n}xf16> {{
  %af = arith.extf %a : tensor<{m}x{k}xf16> to tensor<{m}x{k}xf32>
  %bf = arith.extf %b : tensor<{k}x{n}xf16> to tensor<{k}x{n}xf32>
{body}  %h = arith.truncf %r : tensor<{m}x{n}xf32> to tensor<{m}x{n}xf16>
  return %h : tensor<{m}x{n}xf16>
}}
"""

def transpose(r, c):
    return f"""func.func @transpose(%x: tensor<{r}x{c}xf32>) -> tensor<{c}x{r}xf32> {{
  %t = uop.permute %x [1, 0] : tensor<{r}x{c}xf32> -> tensor<{c}x{r}xf32>
  %y = uop.contiguous %t : tensor<{c}x{r}xf32>
  return %y : tensor<{c}x{r}xf32>
}}
"""

def batched_matmul(b, m, k, n):
    return f"""func.func @batched_matmul(%a: tensor<{b}x{m}x{k}xf32>, %w: tensor<{b}x{k}x{n}xf32>) -> tensor<{b}x{m}x{n}xf32> {{
  %c0 = arith.constant 0 : index
  %cb = arith.constant {b} : index
  %batch = uop.range %cb axis(0) loop
  %x = uop.vmapin %a [%batch, %c0, %c0] : tensor<{b}x{m}x{k}xf32> -> tensor<{m}x{k}xf32>
  %y = uop.vmapin %w [%batch, %c0, %c0] : tensor<{b}x{k}x{n}xf32> -> tensor<{k}x{n}xf32>
{matmul_body("%x", "%y", m, k, n, "%r")}  %out = uop.vmapout %r [%batch, %c0, %c0] : tensor<{m}x{n}xf32> -> tensor<{b}x{m}x{n}xf32>
  return %out : tensor<{b}x{m}x{n}xf32>
}}
"""

FULL = {
    "add": add(1 << 24),
    "row_sum": row_sum(4096, 4096),
    "softmax": softmax(4096, 4096),
    "matmul_512": matmul("matmul_512", 512, 512, 512),
    "matmul_1024": matmul("matmul_1024", 1024, 1024, 1024),
    "transpose": transpose(4096, 4096),
    "batched_matmul": batched_matmul(8, 256, 256, 256),
}
SMALL = {
    "add": add(4096),
    "row_sum": row_sum(64, 256),
    "softmax": softmax(32, 256),
    "matmul_512": matmul("matmul_512", 32, 64, 48),
    "matmul_1024": matmul("matmul_1024", 64, 32, 64),
    "transpose": transpose(64, 128),
    "batched_matmul": batched_matmul(2, 16, 32, 32),
}

if __name__ == "__main__":
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name, text in (SMALL if "--small" in sys.argv else FULL).items():
        (out / f"{name}.mlir").write_text(text)
