// The main job end to end on the tensor-level examples: rangeify, range
// optimizations, kernel splitting and index simplification, then PTX that
// ptxas assembles. Row softmax calls expf, which links NVIDIA's libdevice
// (found in the project's .venv); the row sum keeps its reduction a loop.
// REQUIRES: ptxas
// RUN: axe-opt %examples/tensor/softmax-vmap.mlir --pass-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' -o %t.softmax.mlir
// RUN: axe-translate --axe-to-ptx %t.softmax.mlir -o %t.softmax.ptx
// RUN: axe-run --target gpu-emulator %t.softmax.mlir --trials 2 | FileCheck %s --check-prefix=EMU-SOFTMAX
// RUN: FileCheck %s --check-prefix=SOFTMAX < %t.softmax.ptx
// RUN: FileCheck %s --check-prefix=SOFTMAX-JSON < %t.softmax.ptx.json
// RUN: %ptxas -arch=sm_90 %t.softmax.ptx -o %t.softmax.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %t.softmax.mlir -o %t.softmax.80.ptx
// RUN: %ptxas -arch=sm_80 %t.softmax.80.ptx -o %t.softmax.80.cubin
// RUN: axe-opt %examples/tensor/tiled-transpose.mlir --pass-pipeline='builtin.module(uop-rangeify,uop-optimize-ranges,uop-split-kernels,func.func(axe-simplify-index),canonicalize,cse)' -o %t.tiled.mlir
// RUN: axe-translate --axe-to-ptx %t.tiled.mlir -o %t.tiled.ptx
// RUN: axe-run --target gpu-emulator %t.tiled.mlir --trials 2 | FileCheck %s --check-prefix=EMU-TILED
// RUN: FileCheck %s --check-prefix=TILED < %t.tiled.ptx
// RUN: %ptxas -arch=sm_90 %t.tiled.ptx -o %t.tiled.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %t.tiled.mlir -o %t.tiled.80.ptx
// RUN: %ptxas -arch=sm_80 %t.tiled.80.ptx -o %t.tiled.80.cubin

// The kernels also run on the GPU emulator, every thread, and match the interpreter.
// EMU-SOFTMAX: @softmax: 2 trials, max abs error 0e0, max rel error 0e0: ok
// EMU-TILED: @tiled: 2 trials, max abs error 0e0, max rel error 0e0: ok


// One kernel per row (the max, the sum of exp and the quotient; no exp
// buffer); no integer division survives, and the exponential is
// libdevice's, inlined.
// SOFTMAX-NOT: {{(div|rem)\.[su](32|64)}}
// SOFTMAX: .visible .entry softmax_k0(
// SOFTMAX-NOT: call{{.*}}__nv_expf
// SOFTMAX: ex2.approx
// SOFTMAX-NOT: {{(div|rem)\.[su](32|64)}}
// SOFTMAX-NOT: .entry softmax_k1(
// SOFTMAX-JSON: "kernels"
// SOFTMAX-JSON: softmax_k0
// SOFTMAX-JSON-NOT: softmax_k1

// The tiled view's digits are powers of two: no integer div/rem in the PTX.
// TILED: .visible .entry tiled_k0(
// TILED-NOT: {{(div|rem)\.[su](32|64)}}
