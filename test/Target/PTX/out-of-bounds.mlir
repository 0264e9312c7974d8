// A kernel that the ranges prove to store past its buffer (64 elements into
// memref<4xf32>) is refused at compile time by axe-translate (PTX and LLVM
// IR), at the access, instead of compiling with exit 0 (issue 15 item 7).
// RUN: not axe-translate --axe-to-ptx %s -o %t.ptx 2>&1 | FileCheck %s
// RUN: not axe-translate --axe-to-llvmir %s 2>&1 | FileCheck %s

func.func @store64_k(%out: memref<4xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %r = uop.range %c64 axis(0) loop
  // CHECK: out-of-bounds.mlir:[[@LINE+1]]:8: error: 'uop.index' op accesses memref<4xf32> out of bounds: index 63 of dimension 0 (size 4) at range axis 0 = 63
  %p = uop.index %out[%r] : memref<4xf32>
  %one = arith.constant 1.0 : f32
  %s = uop.store %p, %one : f32
  %e = uop.end %s [%r]
  uop.sink %e : !uop.effect
  return
}
func.func @store64(%out: memref<4xf32> {uop.output = 0 : i64}) {
  call @store64_k(%out) : (memref<4xf32>) -> ()
  return
}
