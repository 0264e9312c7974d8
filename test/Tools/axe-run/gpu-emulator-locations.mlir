// An error that only the emulator finds, in a kernel that the GPU path outlines first,
// points at the line of this file (the outlined copy keeps the locations) and shows it
// with a caret. Every thread stores to element 0: the interpreter, one thread after the
// other, sees nothing wrong; the emulator reports the race.
// RUN: not axe-run --target gpu-emulator %s --trials 1 2>&1 | FileCheck %s

func.func @race_k0(%out: memref<4xf32>, %a: memref<4xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 4, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : index
  %tid = gpu.thread_id x upper_bound 4
  %x = memref.load %a[%tid] : memref<4xf32>
  // CHECK: gpu-emulator-locations.mlir:[[@LINE+3]]:3: error: 'memref.store' op has a data race on element 0
  // CHECK-NEXT: {{^}}  memref.store %x, %out[%c0] : memref<4xf32>
  // CHECK-NEXT: {{^}}  ^
  memref.store %x, %out[%c0] : memref<4xf32>
  return
}
func.func @race(%a: memref<4xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
  call @race_k0(%out, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
