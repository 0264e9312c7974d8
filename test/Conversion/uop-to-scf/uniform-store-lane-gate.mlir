// A store whose address does not vary along the simd lanes but whose gate
// does (out[0] written where i % 8 == 5 and i < 20, i vectorized by 8) is
// written lane by lane, each lane behind its own gate, in lane order: the
// last lane whose gate holds leaves its value, as the loop over i would
// (out[0] = x[13]). A load at a uniform address with such a gate is read lane
// by lane the same way (y[0] where i % 8 == 5, zero elsewhere). Checked on the
// JIT against the interpreter on random inputs.
// RUN: axe-opt %s --pass-pipeline='builtin.module(convert-uop-to-scf,canonicalize,cse)' | FileCheck %s
// RUN: axe-run %s --target cpu --trials 20

// CHECK-LABEL: func.func @uniform_store
// CHECK-COUNT-8: scf.if
// CHECK-NOT: scf.if
// CHECK: return
func.func @uniform_store(%out: memref<1xi64>, %x: memref<32xi64>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,8):(1@loop,1@simd)]>} {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c20 = arith.constant 20 : index
  %c32 = arith.constant 32 : index
  %i = uop.range %c32 axis(0) loop
  %m = uop.floormod %i, %c8 : index
  %five = arith.cmpi eq, %m, %c5 : index
  %low = arith.cmpi slt, %i, %c20 : index
  %g = arith.andi %five, %low : i1
  %p = uop.index %x[%i] : memref<32xi64>
  %v = uop.load %p : i64
  %o = uop.index %out[%c0] gate %g : memref<1xi64>
  %st = uop.store %o, %v : i64
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @uniform_store_driver(%x: memref<32xi64>, %out: memref<1xi64> {uop.output = 0 : i64}) {
  call @uniform_store(%out, %x) : (memref<1xi64>, memref<32xi64>) -> ()
  return
}

// CHECK-LABEL: func.func @uniform_load
// CHECK: vector.from_elements
// CHECK: vector.store
func.func @uniform_load(%out: memref<32xi64>, %y: memref<1xi64>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,8):(1@loop,1@simd)]>} {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %i = uop.range %c32 axis(0) loop
  %m = uop.floormod %i, %c8 : index
  %g = arith.cmpi eq, %m, %c5 : index
  %p = uop.index %y[%c0] gate %g : memref<1xi64>
  %v = uop.load %p : i64
  %o = uop.index %out[%i] : memref<32xi64>
  %st = uop.store %o, %v : i64
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @uniform_load_driver(%y: memref<1xi64>, %out: memref<32xi64> {uop.output = 0 : i64}) {
  call @uniform_load(%out, %y) : (memref<32xi64>, memref<1xi64>) -> ()
  return
}
