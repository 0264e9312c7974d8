// axe-gpu-online-softmax (axe-translate --online-softmax, axe-run --gpu-online-softmax): an
// 8 x 4096 softmax whose row max and sum of exp(x - max) are one block reduction of
// (max, sum) pairs. The row leaves memory once (axe-reuse-row-loads), the two
// gpu.all_reduce are gone (one shared exchange and one barrier instead of two reductions),
// and the 16 divisions a thread by the sum are multiplies by exp(r - M) / S. The emulator
// runs it against the interpreter at device.py's softmax tolerance (rtol 1e-4, atol 1e-7) on
// random rows and on rows of special values, with and without --fast-math, on blocks of 1, 8
// and 32 warps; it counts the traffic (one load an element); without axe-reuse-row-loads the
// pass finds no pattern (the passes are loops) and the kernel keeps its two reductions.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-kernels-to-gpu,axe-gpu-online-softmax,canonicalize,cse)' | FileCheck %s
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --trials 2 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-fast-math --trials 2 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-threads 32 --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-threads 1024 --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: %python %S/Inputs/online-softmax-special.py %t.special.npy
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --inputs %t.special.npy --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU-SPECIAL
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-fast-math --inputs %t.special.npy --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU-SPECIAL
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-threads 32 --inputs %t.special.npy --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU-SPECIAL
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-threads 1024 --gpu-fast-math --inputs %t.special.npy --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU-SPECIAL
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --trials 1 --traffic --print | FileCheck %s --check-prefix=TRAFFIC
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-map-gpu-ranges{threads=256 upcast=4},func.func(axe-simplify-index),convert-uop-to-scf,canonicalize,cse,axe-vectorize-upcast,uop-outline-gpu-kernels,canonicalize,cse,axe-gpu-online-softmax)' | FileCheck %s --check-prefix=REREAD
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-reuse-row-loads=false --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// The pass alone on GPU kernels: what it rewrites and what it must leave.
// RUN: axe-opt %S/Inputs/online-softmax-kernels.mlir --pass-pipeline='builtin.module(axe-gpu-online-softmax)' | FileCheck %S/Inputs/online-softmax-kernels.mlir

// 256 threads: 8 warps' pairs in a 2 x 8 shared buffer.
// CHECK-LABEL: gpu.func @softmax_k0
// CHECK-SAME: workgroup(%[[BUF:.*]] : memref<2x8xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: gpu.all_reduce
// CHECK-COUNT-4: vector.load
// CHECK-NOT: vector.load
// CHECK-COUNT-4: math.exp
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: math.exp
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK-COUNT-3: gpu.shuffle  xor
// CHECK: math.exp
// CHECK-COUNT-3: gpu.shuffle  xor
// CHECK: math.exp
// CHECK: %[[Q:.*]] = arith.divf
// CHECK: %[[QV:.*]] = vector.broadcast %[[Q]] : f32 to vector<4xf32>
// CHECK-NOT: arith.divf
// CHECK-COUNT-4: arith.mulf %{{.*}}, %[[QV]] : vector<4xf32>
// CHECK-NOT: gpu.all_reduce
// CHECK-NOT: vector.load
// CHECK: gpu.return

// REREAD-LABEL: gpu.func @softmax_k0
// REREAD-NOT: workgroup
// REREAD: gpu.all_reduce  maximumf
// REREAD: gpu.all_reduce  add

// EMU: @softmax: {{[12]}} trials, {{.*}}: ok
// EMU-SPECIAL: @softmax: 1 trials, {{.*}}: ok
// TRAFFIC: @softmax traffic: 32768 loads (131072 bytes), 32768 stores (131072 bytes)
func.func @softmax_k0(%arg0: memref<8x4096xf32>, %arg1: memref<8x4096xf32>) attributes {uop.kernel} {
  %c4096 = arith.constant 4096 : index
  %c8 = arith.constant 8 : index
  %0 = uop.range %c8 axis(0) loop
  %1 = uop.range %c4096 axis(1) loop
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<8x4096xf32> into memref<32768xf32>
  %2 = arith.muli %0, %c4096 : index
  %3 = uop.range %c4096 axis(4) reduce
  %4 = arith.addi %2, %1 : index
  %5 = uop.index %collapse_shape[%4] : memref<32768xf32>
  %6 = uop.load %5 : f32
  %7 = arith.addi %2, %3 : index
  %8 = uop.index %collapse_shape[%7] : memref<32768xf32>
  %9 = uop.load %8 : f32
  %10 = uop.reduce max %9 [%3] : f32
  %11 = arith.subf %6, %10 : f32
  %12 = math.exp %11 : f32
  %13 = uop.range %c4096 axis(5) reduce
  %14 = arith.addi %2, %13 : index
  %15 = uop.index %collapse_shape[%14] : memref<32768xf32>
  %16 = uop.load %15 : f32
  %17 = arith.subf %16, %10 : f32
  %18 = math.exp %17 : f32
  %19 = uop.reduce add %18 [%13] : f32
  %20 = arith.divf %12, %19 : f32
  %collapse_shape_0 = memref.collapse_shape %arg0 [[0, 1]] : memref<8x4096xf32> into memref<32768xf32>
  %21 = uop.index %collapse_shape_0[%4] : memref<32768xf32>
  %22 = uop.store %21, %20 : f32
  %23 = uop.end %22 [%0, %1]
  uop.sink %23 : !uop.effect
  return
}
func.func @softmax(%arg0: memref<8x4096xf32>, %arg1: memref<8x4096xf32> {uop.output = 0 : i64}) {
  call @softmax_k0(%arg1, %arg0) : (memref<8x4096xf32>, memref<8x4096xf32>) -> ()
  return
}
