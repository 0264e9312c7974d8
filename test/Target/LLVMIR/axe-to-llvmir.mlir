// axe-translate --axe-to-llvmir: a kernel-level uop module (split form)
// through axe-lower-to-llvm to LLVM IR: loops become branches with phis,
// floor division is expanded to exact truncating arithmetic (sdiv plus a
// select), floormod to srem plus a select, exp to its LLVM intrinsic; the
// driver calls the kernel. `axe-run --target cpu` on this file JIT-runs it.
// RUN: axe-translate --axe-to-llvmir %s | FileCheck %s
// RUN: axe-opt %s --axe-lower-to-llvm | FileCheck %s --check-prefix=DIALECT
// RUN: axe-run %s --target cpu | FileCheck %s --check-prefix=JIT

// JIT: @driver: 10 trials, max abs error 0e0, max rel error 0e0: ok
// JIT: @driver result 0: max abs error 0e0

// CHECK-LABEL: define void @k(
// CHECK: phi i64
// CHECK: sdiv i64
// CHECK: srem i64
// CHECK: select i1
// The max reduction: its accumulator starts at -inf.
// CHECK: phi float {{.*}} 0xFFF0000000000000
// CHECK: call float @llvm.exp.f32(
// CHECK: store float
// CHECK-LABEL: define void @driver(
// CHECK: call void @k(

// DIALECT-NOT: uop.
// DIALECT-NOT: scf.
// DIALECT-NOT: memref.
// DIALECT: llvm.func @k(
func.func @k(%out: memref<6xf32>, %x: memref<6x4xf32>) attributes {uop.kernel} {
  %c6 = arith.constant 6 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  %i = uop.range %c6 axis(0) loop
  %r = uop.range %c4 axis(1) reduce
  %p = uop.index %x[%i, %r] : memref<6x4xf32>
  %v = uop.load %p : f32
  %m = uop.reduce max %v [%r] : f32
  // (i - 1) floordiv 3 * 3 + (i - 1) floormod 3 + 1 == i, through signed arithmetic.
  %s = arith.addi %i, %cm1 : index
  %q = arith.floordivsi %s, %c3 : index
  %t = uop.floormod %s, %c3 : index
  %q3 = arith.muli %q, %c3 : index
  %back = arith.addi %q3, %t : index
  %c1 = arith.constant 1 : index
  %j = arith.addi %back, %c1 : index
  %e = math.exp %m : f32
  %o = uop.index %out[%j] : memref<6xf32>
  %st = uop.store %o, %e : f32
  %end = uop.end %st [%i]
  uop.sink %end : !uop.effect
  return
}

func.func @driver(%x: memref<6x4xf32>, %out: memref<6xf32> {uop.output = 0 : i64}) {
  call @k(%out, %x) : (memref<6xf32>, memref<6x4xf32>) -> ()
  return
}
