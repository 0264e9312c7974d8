// axe-gpu-fast-math (axe-translate --fast-math): on f32, exp(a) becomes exp2(a * log2(e)) marked
// afn (ex2.approx in the PTX), and divisions that share a divisor become one reciprocal and
// multiplies (a broadcast scalar's reciprocal is taken on the scalar). f16 exps, a lone
// division and a divisor that is a block argument are left alone.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-gpu-fast-math)' | FileCheck %s
// The softmax of reuse-row-loads.mlir: 4 exps a thread, all ex2 of a scaled argument, one
// reciprocal of the row's sum, 4 multiplies; the emulator matches the interpreter.
// RUN: axe-run %S/reuse-row-loads.mlir --target gpu-emulator --gpu-fast-math --trials 2 --rtol 1e-5 --atol 1e-7 | FileCheck %s --check-prefix=EMU

// EMU: @softmax: 2 trials, {{.*}}: ok

// CHECK-LABEL: gpu.func @k
// CHECK: %[[X:.*]] = vector.load %arg0[%c0]
// CHECK: %[[Y:.*]] = vector.load %arg0[%c4]
// CHECK: %[[L2E:.*]] = arith.constant dense<1.44269502> : vector<4xf32>
// CHECK: %[[T:.*]] = arith.mulf %[[X]], %[[L2E]] : vector<4xf32>
// CHECK: %[[E:.*]] = math.exp2 %[[T]] fastmath<afn> : vector<4xf32>
// CHECK: math.exp %{{.*}} : f16
// CHECK: %[[SUM:.*]] = vector.reduction <add>, %[[E]]
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[R:.*]] = arith.divf %[[ONE]], %[[SUM]] : f32
// CHECK: %[[RB:.*]] = vector.broadcast %[[R]] : f32 to vector<4xf32>
// CHECK: arith.mulf %[[E]], %[[RB]] : vector<4xf32>
// CHECK: arith.mulf %[[Y]], %[[RB]] : vector<4xf32>
// CHECK: arith.divf %[[X]], %[[Y]] : vector<4xf32>
// CHECK: arith.divf %{{.*}}, %arg2 : f32
// CHECK: arith.divf %{{.*}}, %arg2 : f32
// CHECK-NOT: math.exp %{{.*}} : vector
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<8xf32>, %b: memref<8xf16>, %s: f32) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %x = vector.load %a[%c0] : memref<8xf32>, vector<4xf32>
      %y = vector.load %a[%c4] : memref<8xf32>, vector<4xf32>
      %h = memref.load %b[%c0] : memref<8xf16>
      %e = math.exp %x : vector<4xf32>
      %eh = math.exp %h : f16
      %sum = vector.reduction <add>, %e : vector<4xf32> into f32
      %d = vector.broadcast %sum : f32 to vector<4xf32>
      %q0 = arith.divf %e, %d : vector<4xf32>
      %q1 = arith.divf %y, %d : vector<4xf32>
      %one = arith.divf %x, %y : vector<4xf32>
      %p0 = arith.divf %sum, %s : f32
      %p1 = arith.divf %p0, %s : f32
      vector.store %q0, %a[%c0] : memref<8xf32>, vector<4xf32>
      vector.store %q1, %a[%c4] : memref<8xf32>, vector<4xf32>
      vector.store %one, %a[%c0] : memref<8xf32>, vector<4xf32>
      memref.store %p1, %a[%c0] : memref<8xf32>
      memref.store %eh, %b[%c0] : memref<8xf16>
      gpu.return
    }
  }
}
