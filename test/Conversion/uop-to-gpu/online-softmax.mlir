// axe-gpu-online-softmax (axe-translate --online-softmax, axe-run --gpu-online-softmax): an
// 8 x 4096 softmax whose row max and sum of exp(x - max) are one block reduction of
// (max, sum) pairs. Held in registers (axe-reuse-row-loads: 16 floats a thread), the row
// leaves memory once, the two gpu.all_reduce are gone (one shared exchange and one barrier
// instead of two reductions), and the 16 divisions a thread by the sum are multiplies by
// exp(r - M) / S. Re-read in loops (--reuse-row-loads=false, or 128 floats a thread on 32
// threads, too many to keep), the max loop and the sum loop become one loop with a running
// (max, sum) per lane: the row is read twice instead of three times. The emulator runs each
// against the interpreter at device.py's softmax tolerance (rtol 1e-4, atol 1e-7) on random
// rows and on rows of special values, with and without --fast-math, on blocks of 1 and 8 warps
// (--gpu-threads 1024 gives this softmax 256 threads too: its three ranges shared by the block
// are three tx pieces of its schedule, whose coordinates add up in the layout, so n (T - 1)
// stays under 1024), and counts the traffic (one load an element; two in loops).
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
// The loop form: the passes re-read the row (--reuse-row-loads=false).
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=4},uop-map-gpu-ranges,func.func(axe-simplify-index),convert-uop-to-scf,canonicalize,cse,axe-vectorize-upcast,uop-outline-gpu-kernels,canonicalize,cse,axe-gpu-online-softmax,canonicalize,cse)' | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-reuse-row-loads=false --trials 2 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-reuse-row-loads=false --gpu-fast-math --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-reuse-row-loads=false --inputs %t.special.npy --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU-SPECIAL
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-reuse-row-loads=false --gpu-fast-math --gpu-threads 1024 --inputs %t.special.npy --trials 1 --rtol 1e-4 --atol 1e-7 | FileCheck %s --check-prefix=EMU-SPECIAL
// RUN: axe-run %s --target gpu-emulator --gpu-reuse-row-loads=false --trials 1 --traffic --print | FileCheck %s --check-prefix=TRAFFIC-THREE
// RUN: axe-run %s --target gpu-emulator --gpu-online-softmax --gpu-reuse-row-loads=false --trials 1 --traffic --print | FileCheck %s --check-prefix=TRAFFIC-TWO
// 32 threads: 128 floats a thread, which axe-reuse-row-loads does not keep: the loop form too.
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=32 upcast=4},uop-map-gpu-ranges,func.func(axe-simplify-index),convert-uop-to-scf,canonicalize,cse,axe-vectorize-upcast,uop-outline-gpu-kernels,canonicalize,cse,axe-reuse-row-loads,canonicalize,cse,axe-gpu-online-softmax,canonicalize,cse)' | FileCheck %s --check-prefix=LONG
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

// One loop from (-FLT_MAX, 0) in each lane: the row's load, its max, the old sum rescaled by
// exp(m - m') and the new exp; then the lanes', the warps' and the block's merge; then the
// output loop, the row's second load.
// LOOPS-LABEL: gpu.func @softmax_k0
// LOOPS-SAME: workgroup(
// LOOPS-NOT: gpu.all_reduce
// LOOPS: %[[LOW:.*]] = arith.constant dense<-3.40282347E+38> : vector<4xf32>
// LOOPS-NOT: gpu.all_reduce
// LOOPS: scf.for {{.*}} iter_args(%{{.*}} = %[[LOW]], %{{.*}} = %{{.*}}) -> (vector<4xf32>, vector<4xf32>)
// LOOPS: vector.load
// LOOPS: arith.maximumf
// LOOPS-COUNT-2: math.exp
// LOOPS: scf.yield
// LOOPS: gpu.barrier
// LOOPS-NOT: gpu.barrier
// LOOPS: scf.for
// LOOPS: vector.load
// LOOPS: arith.divf
// LOOPS-NOT: vector.load
// LOOPS-NOT: gpu.all_reduce
// LOOPS: gpu.return

// LONG-LABEL: gpu.func @softmax_k0
// LONG-NOT: workgroup(
// LONG-NOT: gpu.all_reduce
// LONG: scf.for {{.*}} -> (vector<4xf32>, vector<4xf32>)
// LONG-NOT: gpu.barrier
// LONG: scf.for
// LONG-NOT: gpu.all_reduce
// LONG: gpu.return

// EMU: @softmax: {{[12]}} trials, {{.*}}: ok
// EMU-SPECIAL: @softmax: 1 trials, {{.*}}: ok
// TRAFFIC: @softmax traffic: 32768 loads (131072 bytes), 32768 stores (131072 bytes)
// TRAFFIC-THREE: @softmax traffic: 98304 loads (393216 bytes), 32768 stores (131072 bytes)
// TRAFFIC-TWO: @softmax traffic: 65536 loads (262144 bytes), 32768 stores (131072 bytes)
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
