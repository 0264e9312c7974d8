// A sum of one long row (2^16 floats) is grouped: uop-split-reduceop (in uop-kernelize)
// splits it into 256 partial sums of 256, each a cooperative block (256 threads, the
// block sum as gpu.all_reduce), and a second one-block kernel that sums the partials. Both
// kernels assemble for sm_80 and sm_90 and run on the emulator, every thread, against the interpreter.
// REQUIRES: ptxas
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-kernelize,canonicalize,cse)' -o %t.mlir
// RUN: axe-translate --axe-to-ptx %t.mlir -o %t.ptx
// RUN: axe-run --target gpu-emulator %t.mlir --trials 2 --rtol 1e-4 --atol 1e-4 | FileCheck %s --check-prefix=EMU
// RUN: FileCheck %s < %t.ptx.json
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %t.mlir -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin

// CHECK: "name": "total_k0"
// CHECK: "grid": [
// CHECK-NEXT: 256,
// CHECK: "block": [
// CHECK-NEXT: 256,
// CHECK: "name": "total_k1"
// CHECK: "grid": [
// CHECK-NEXT: 1,
// CHECK: "block": [
// CHECK-NEXT: 256,
// EMU: @total: 2 trials, {{.*}}: ok
func.func @total(%x: tensor<65536xf32>) -> tensor<1xf32> {
  %s = uop.reduce_axis add %x axes [0] : tensor<65536xf32> -> tensor<1xf32>
  return %s : tensor<1xf32>
}
