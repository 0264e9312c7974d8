// A cooperative row reduction through the whole GPU path: one block per row, each thread
// reading 4 consecutive floats with one 128-bit load (consecutive threads, consecutive 16
// bytes), the block sum as gpu.all_reduce, which convert-gpu-to-nvvm lowers to warp shuffles
// and shared memory with barriers; ptxas assembles it for sm_80 and sm_90, and the emulator
// runs every thread.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: axe-run --target gpu-emulator %s --trials 2 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin

// CHECK: .visible .entry row_sum_k0(
// CHECK: .maxntid 256, 1, 1
// CHECK: .shared
// CHECK: ld.global.v4.b32
// CHECK-NOT: ld.global.b32
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK: bar.sync 0
// EMU: @row_sum: 2 trials, {{.*}}: ok

func.func @row_sum_k0(%out: memref<32xf32>, %x: memref<32x1024xf32>) attributes {uop.kernel} {
  %c1024 = arith.constant 1024 : index
  %c32 = arith.constant 32 : index
  %r = uop.range %c32 axis(0) loop
  %k = uop.range %c1024 axis(1) reduce
  %p = uop.index %x[%r, %k] : memref<32x1024xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %o = uop.index %out[%r] : memref<32xf32>
  %st = uop.store %o, %s : f32
  %e = uop.end %st [%r]
  uop.sink %e : !uop.effect
  return
}
func.func @row_sum(%x: memref<32x1024xf32>, %out: memref<32xf32> {uop.output = 0 : i64}) {
  call @row_sum_k0(%out, %x) : (memref<32xf32>, memref<32x1024xf32>) -> ()
  return
}
