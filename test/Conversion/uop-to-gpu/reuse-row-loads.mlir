// axe-reuse-row-loads: a cooperative row kernel reads its row once per pass (softmax: the
// max, the sum, the output); the short loops of those passes are unrolled and each re-read of
// the read-only input takes the value of the thread's first load, so the row leaves memory
// once (CSE then also computes each exp once). The emulator runs every thread against the
// interpreter and counts the traffic: one read of x and one write of the output, the ideal.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-kernels-to-gpu)' | FileCheck %s
// RUN: axe-run %s --target gpu-emulator --trials 3 --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --trials 1 --traffic --print | FileCheck %s --check-prefix=TRAFFIC
// The pass alone on GPU kernels, where it must leave kernels it cannot prove alone.
// RUN: axe-opt %S/Inputs/reuse-row-loads-kernels.mlir --pass-pipeline='builtin.module(axe-reuse-row-loads)' | FileCheck %S/Inputs/reuse-row-loads-kernels.mlir

// 4096 columns on 256 threads, 4 floats per load: 4 loads per thread and pass.
// CHECK-LABEL: gpu.func @softmax_k0
// CHECK-NOT: scf.for
// CHECK-COUNT-4: vector.load
// CHECK-NOT: vector.load
// CHECK: gpu.all_reduce maximumf
// CHECK-COUNT-4: math.exp
// CHECK-NOT: math.exp
// CHECK: gpu.all_reduce add
// CHECK-COUNT-4: vector.store
// CHECK-NOT: vector.load
// CHECK: gpu.return

// EMU: @softmax: 3 trials, {{.*}}: ok
// TRAFFIC: @softmax traffic: 16384 loads (65536 bytes), 16384 stores (65536 bytes)
func.func @softmax_k0(%arg0: memref<4x4096xf32>, %arg1: memref<4x4096xf32>) attributes {uop.kernel} {
  %c4096 = arith.constant 4096 : index
  %c4 = arith.constant 4 : index
  %0 = uop.range %c4 axis(0) loop
  %1 = uop.range %c4096 axis(1) loop
  %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<4x4096xf32> into memref<16384xf32>
  %2 = arith.muli %0, %c4096 : index
  %3 = uop.range %c4096 axis(4) reduce
  %4 = arith.addi %2, %1 : index
  %5 = uop.index %collapse_shape[%4] : memref<16384xf32>
  %6 = uop.load %5 : f32
  %7 = arith.addi %2, %3 : index
  %8 = uop.index %collapse_shape[%7] : memref<16384xf32>
  %9 = uop.load %8 : f32
  %10 = uop.reduce max %9 [%3] : f32
  %11 = arith.subf %6, %10 : f32
  %12 = math.exp %11 : f32
  %13 = uop.range %c4096 axis(5) reduce
  %14 = arith.addi %2, %13 : index
  %15 = uop.index %collapse_shape[%14] : memref<16384xf32>
  %16 = uop.load %15 : f32
  %17 = arith.subf %16, %10 : f32
  %18 = math.exp %17 : f32
  %19 = uop.reduce add %18 [%13] : f32
  %20 = arith.divf %12, %19 : f32
  %collapse_shape_0 = memref.collapse_shape %arg0 [[0, 1]] : memref<4x4096xf32> into memref<16384xf32>
  %21 = uop.index %collapse_shape_0[%4] : memref<16384xf32>
  %22 = uop.store %21, %20 : f32
  %23 = uop.end %22 [%0, %1]
  uop.sink %23 : !uop.effect
  return
}
func.func @softmax(%arg0: memref<4x4096xf32>, %arg1: memref<4x4096xf32> {uop.output = 0 : i64}) {
  call @softmax_k0(%arg1, %arg0) : (memref<4x4096xf32>, memref<4x4096xf32>) -> ()
  return
}
