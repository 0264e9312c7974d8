"""Convolution on the CPU: direct (the windowed view convert-linalg-to-uop makes,
reduced in place) against im2col (the windows copied once into a (C*KH*KW) x
(OH*OW) matrix, then a matmul that uop-schedule gives its packed GEMM
schedule). Both start from the same linalg: a 3x3, padding-1 convolution
as torch-mlir exports it (tensor.pad, linalg.fill, conv_2d_nchw_fchw), and
im2col is the same program with the copy made explicit (a windowed
linalg.generic whose result is kept in a buffer by uop.contiguous). Each is
first checked on the JIT against the reference interpreter at a small size,
then timed (median and min of --runs calls, one thread) at each size.

usage: python3 bench/cpu/conv.py TOOLS_DIR [--runs 5]
"""
import argparse, os, pathlib, re, subprocess, tempfile

PIPELINE = "builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,axe-simplify-index,canonicalize,cse,uop-schedule{vector-bytes=0})"


def direct(c, h, f):
    return f"""func.func @conv(%x: tensor<1x{c}x{h}x{h}xf32>, %w: tensor<{f}x{c}x3x3xf32>) -> tensor<1x{f}x{h}x{h}xf32> {{
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {{
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  }} : tensor<1x{c}x{h}x{h}xf32> to tensor<1x{c}x{h + 2}x{h + 2}xf32>
  %e = tensor.empty() : tensor<1x{f}x{h}x{h}xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x{f}x{h}x{h}xf32>) -> tensor<1x{f}x{h}x{h}xf32>
  %y = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}}
      ins(%p, %w : tensor<1x{c}x{h + 2}x{h + 2}xf32>, tensor<{f}x{c}x3x3xf32>) outs(%init : tensor<1x{f}x{h}x{h}xf32>) -> tensor<1x{f}x{h}x{h}xf32>
  return %y : tensor<1x{f}x{h}x{h}xf32>
}}
"""


def im2col(c, h, f):
    k, n = c * 9, h * h
    return f"""#cols_in = affine_map<(c, kh, kw, oh, ow) -> (0, c, oh + kh, ow + kw)>
#cols_out = affine_map<(c, kh, kw, oh, ow) -> (c, kh, kw, oh, ow)>
func.func @conv(%x: tensor<1x{c}x{h}x{h}xf32>, %w: tensor<{f}x{c}x3x3xf32>) -> tensor<1x{f}x{h}x{h}xf32> {{
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {{
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  }} : tensor<1x{c}x{h}x{h}xf32> to tensor<1x{c}x{h + 2}x{h + 2}xf32>
  %ce = tensor.empty() : tensor<{c}x3x3x{h}x{h}xf32>
  %cols = linalg.generic {{indexing_maps = [#cols_in, #cols_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}}
      ins(%p : tensor<1x{c}x{h + 2}x{h + 2}xf32>) outs(%ce : tensor<{c}x3x3x{h}x{h}xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }} -> tensor<{c}x3x3x{h}x{h}xf32>
  %b = tensor.collapse_shape %cols [[0, 1, 2], [3, 4]] : tensor<{c}x3x3x{h}x{h}xf32> into tensor<{k}x{n}xf32>
  %a = tensor.collapse_shape %w [[0], [1, 2, 3]] : tensor<{f}x{c}x3x3xf32> into tensor<{f}x{k}xf32>
  %e = tensor.empty() : tensor<{f}x{n}xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<{f}x{n}xf32>) -> tensor<{f}x{n}xf32>
  %m = linalg.matmul ins(%a, %b : tensor<{f}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%init : tensor<{f}x{n}xf32>) -> tensor<{f}x{n}xf32>
  %y = tensor.expand_shape %m [[0, 1], [2, 3]] output_shape [1, {f}, {h}, {h}] : tensor<{f}x{n}xf32> into tensor<1x{f}x{h}x{h}xf32>
  return %y : tensor<1x{f}x{h}x{h}xf32>
}}
"""


def convert(tools, text, path, materialize):
    src = path.with_suffix(".linalg.mlir")
    src.write_text(text)
    out = subprocess.run([f"{tools}/axe-opt", str(src), "--convert-linalg-to-uop"], capture_output=True, text=True, check=True).stdout
    if materialize:
        # The im2col matrix is the value reshaped to (K, N) for the matmul: keep it in a buffer.
        m = re.search(r"(%[\w]+) = uop.reshape (%[\w]+) : tensor<(\d+)x3x3x(\d+)x(\d+)xf32> -> tensor<(\d+)x(\d+)xf32>", out)
        value, source, ty = m.group(1), m.group(2), f"tensor<{m.group(3)}x3x3x{m.group(4)}x{m.group(5)}xf32>"
        out = out.replace(m.group(0), f"%im2col = uop.contiguous {source} : {ty}\n    {value} = uop.reshape %im2col : {ty} -> tensor<{m.group(6)}x{m.group(7)}xf32>", 1)
        # And the product as the (F, N) matrix it is, so that its kernel is a plain GEMM (the
        # reshape to (1, F, H, W) fused into it would split N into two ranges).
        m = re.search(r"(%[\w]+) = uop.reshape (%[\w]+) : tensor<(\d+)x(\d+)x1xf32> -> (tensor<1x\d+x\d+x\d+xf32>)", out)
        ty = f"tensor<{m.group(3)}x{m.group(4)}x1xf32>"
        out = out.replace(m.group(0), f"%product = uop.contiguous {m.group(2)} : {ty}\n    {m.group(1)} = uop.reshape %product : {ty} -> {m.group(5)}", 1)
    path.write_text(out)


def time(tools, path, runs):
    env = dict(os.environ, OMP_NUM_THREADS="1")
    out = subprocess.run([f"{tools}/axe-run", str(path), "--target", "cpu", "--trials", "0", "--time", "--warmup", "2", "--runs", str(runs),
                          "--check-pipeline", PIPELINE], capture_output=True, text=True, env=env, check=True).stdout
    m = re.search(r"cpu median ([0-9.]+) us \(min ([0-9.]+)", out)
    return float(m.group(1)), float(m.group(2))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tools")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    work = pathlib.Path(tempfile.mkdtemp(prefix="axe-conv-"))
    for name, make, materialize in [("direct", direct, False), ("im2col", im2col, True)]:
        path = work / f"check-{name}.mlir"
        convert(args.tools, make(4, 6, 5), path, materialize)
        out = subprocess.run([f"{args.tools}/axe-run", str(path), "--target", "cpu", "--trials", "2", "--check-pipeline", PIPELINE],
                             capture_output=True, text=True, check=True).stdout
        assert ": ok" in out, out
    print("| C = F | H = W | GFLOP | direct median (min) ms | im2col median (min) ms | direct GFLOP/s | im2col GFLOP/s |")
    print("|---|---|---|---|---|---|---|")
    for c, h in [(64, 56), (128, 28), (256, 14)]:
        flops = 2 * c * c * 9 * h * h
        row = []
        for name, make, materialize in [("direct", direct, False), ("im2col", im2col, True)]:
            path = work / f"{name}-{c}-{h}.mlir"
            convert(args.tools, make(c, h, c), path, materialize)
            row.append(time(args.tools, path, args.runs))
        (dm, dn), (im, imn) = row
        print(f"| {c} | {h} | {flops / 1e9:.3f} | {dm / 1e3:.2f} ({dn / 1e3:.2f}) | {im / 1e3:.2f} ({imn / 1e3:.2f}) | "
              f"{flops / dn / 1e3:.1f} | {flops / imn / 1e3:.1f} |", flush=True)


main()
