// axe-gpu-streaming-hints: a kernel's top-level vector<4xf32> load of a parameter no op writes
// becomes ld.global.cs and each top-level vector<4xf32> store st.global.cs (inline PTX on the
// element's global address); a load of a parameter the kernel also writes, an i32 load and a
// load inside a loop stay as they are.
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-gpu-streaming-hints)' | FileCheck %s

// CHECK-LABEL: gpu.func @k
// CHECK: memref.extract_aligned_pointer_as_index %arg0
// CHECK: llvm.inline_asm has_side_effects "ld.global.cs.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,l"
// CHECK: vector.from_elements
// CHECK: vector.load %arg1
// CHECK: vector.load %arg2
// CHECK: scf.for
// CHECK: vector.load %arg0
// CHECK: llvm.inline_asm has_side_effects "st.global.cs.v4.f32 [$0], {$1, $2, $3, $4};", "l,f,f,f,f"
// CHECK-NOT: vector.store
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xi32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %x = vector.load %a[%c4] : memref<8xf32>, vector<4xf32>
      %y = vector.load %b[%c0] : memref<8xf32>, vector<4xf32>
      %i = vector.load %c[%c0] : memref<8xi32>, vector<4xi32>
      %s = scf.for %k = %c0 to %c1 step %c1 iter_args(%acc = %y) -> (vector<4xf32>) {
        %z = vector.load %a[%c0] : memref<8xf32>, vector<4xf32>
        %n = arith.addf %acc, %z : vector<4xf32>
        scf.yield %n : vector<4xf32>
      }
      %sum = arith.addf %x, %s : vector<4xf32>
      vector.store %sum, %b[%c4] : memref<8xf32>, vector<4xf32>
      gpu.return
    }
  }
}
