"""Writes a linalg program whose two 136x128 f32 weights (68 KiB each: from 64 KiB on,
weights stay `dense_resource` blobs through axe-compile, dense_resource.rs's
BY_REFERENCE_BYTES, and above it --target=nvptx moves them to the weights file) are blobs in the module's dialect_resources section, as torch-mlir
writes them: y = (x @ W^T) @ V. W is read through a transpose (axe-compile re-lays it out
into a blob of its own), V as it is. Every element is a small multiple of a power of two,
so every sum is exact in f32 in any order (weights_by_reference_main.c checks bit for bit).

    weights_by_reference.py [--truncate | --bad-hex]

--truncate drops the last element of W's blob; --bad-hex puts a non-hex digit in it."""
import struct
import sys

N = 128  # x's and y's rows
H = 136  # h's


def w(i, j):
    return ((i * 31 + j * 17) % 23 - 11) / 8


def v(i, j):
    return ((i * 13 + j * 7) % 19 - 9) / 4


def blob(f, columns, count):
    data = struct.pack("<I", 4) + b"".join(struct.pack("<f", f(k // columns, k % columns)) for k in range(count))
    return "0x" + data.hex().upper()


w_count = H * N - (1 if "--truncate" in sys.argv else 0)
w_blob = blob(w, N, w_count)
if "--bad-hex" in sys.argv:
    w_blob = w_blob[:100] + "G" + w_blob[101:]
print(f"""func.func @linear(%x: tensor<4x{N}xf32>) -> tensor<4x{N}xf32> {{
  %w = arith.constant dense_resource<weight_w> : tensor<{H}x{N}xf32>
  %v = arith.constant dense_resource<weight_v> : tensor<{H}x{N}xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %t0 = tensor.empty() : tensor<{N}x{H}xf32>
  %wt = linalg.transpose ins(%w : tensor<{H}x{N}xf32>) outs(%t0 : tensor<{N}x{H}xf32>) permutation = [1, 0]
  %h0 = tensor.empty() : tensor<4x{H}xf32>
  %h_acc = linalg.fill ins(%zero : f32) outs(%h0 : tensor<4x{H}xf32>) -> tensor<4x{H}xf32>
  %h = linalg.matmul ins(%x, %wt : tensor<4x{N}xf32>, tensor<{N}x{H}xf32>) outs(%h_acc : tensor<4x{H}xf32>) -> tensor<4x{H}xf32>
  %y0 = tensor.empty() : tensor<4x{N}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%y0 : tensor<4x{N}xf32>) -> tensor<4x{N}xf32>
  %y = linalg.matmul ins(%h, %v : tensor<4x{H}xf32>, tensor<{H}x{N}xf32>) outs(%acc : tensor<4x{N}xf32>) -> tensor<4x{N}xf32>
  return %y : tensor<4x{N}xf32>
}}

{{-#
  dialect_resources: {{
    builtin: {{
      weight_w: "{w_blob}",
      weight_v: "{blob(v, N, H * N)}"
    }}
  }}
#-}}""")
