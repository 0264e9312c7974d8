// Gated loads reach PTX as predicated loads (spec 000 §5 phase 3): the
// invalid index of a padded read becomes the gate of its uop.index
// (uop-extract-gates), the gate an scf.if around the load (convert-uop-to-scf,
// what the GPU emulator runs), and axe-predicate-gpu-loads makes that
// `@%p ld.global` with zero moved in first, not a branch around the load.
// REQUIRES: ptxas
// RUN: axe-translate --axe-to-ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: axe-translate --axe-to-ptx --chip sm_80 %s -o %t.80.ptx
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// RUN: axe-run --target gpu-emulator %s --trials 2 | FileCheck %s --check-prefix=EMU

// EMU: @pad: 2 trials, max abs error 0e0, max rel error 0e0: ok

// out[i] = in[i - 1] for i in [1, 5), zero at 0 and 5 (f32); half[i] the same in f16.
// CHECK: .visible .entry shift(
// CHECK-NOT: bra
// CHECK: mov.b32 %r[[R:[0-9]+]], 0;
// CHECK-NEXT: @%p[[P:[0-9]+]] ld.global.b32 %r[[R]], [%rd{{[0-9]+}}];
// CHECK-NOT: bra
// CHECK: ret;
func.func private @shift(%in: memref<4xf32>, %out: memref<6xf32>) attributes {uop.kernel} {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r = uop.range %c6 axis(0) loop
  %i = arith.subi %r, %c1 : index
  %low = arith.cmpi sge, %r, %c1 : index
  %high = arith.cmpi slt, %r, %c5 : index
  %inside = arith.andi %low, %high : i1
  %inv = uop.invalid
  %sel = arith.select %inside, %i, %inv : index
  %p = uop.index %in[%sel] : memref<4xf32>
  %v = uop.load %p : f32
  %o = uop.index %out[%r] : memref<6xf32>
  %st = uop.store %o, %v : f32
  %e = uop.end %st [%r]
  uop.sink %e : !uop.effect
  return
}

// CHECK: .visible .entry shift_half(
// CHECK-NOT: bra
// CHECK: mov.b16 %rs[[R:[0-9]+]], 0;
// CHECK-NEXT: @%p[[P:[0-9]+]] ld.global.b16 %rs[[R]], [%rd{{[0-9]+}}];
func.func private @shift_half(%in: memref<4xf16>, %out: memref<6xf16>) attributes {uop.kernel} {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r = uop.range %c6 axis(0) loop
  %i = arith.subi %r, %c1 : index
  %low = arith.cmpi sge, %r, %c1 : index
  %high = arith.cmpi slt, %r, %c5 : index
  %inside = arith.andi %low, %high : i1
  %inv = uop.invalid
  %sel = arith.select %inside, %i, %inv : index
  %p = uop.index %in[%sel] : memref<4xf16>
  %v = uop.load %p : f16
  %o = uop.index %out[%r] : memref<6xf16>
  %st = uop.store %o, %v : f16
  %e = uop.end %st [%r]
  uop.sink %e : !uop.effect
  return
}

func.func @pad(%in: memref<4xf32>, %half: memref<4xf16>, %out: memref<6xf32> {uop.output = 0 : i64}, %out_half: memref<6xf16> {uop.output = 1 : i64}) {
  func.call @shift(%in, %out) : (memref<4xf32>, memref<6xf32>) -> ()
  func.call @shift_half(%half, %out_half) : (memref<4xf16>, memref<6xf16>) -> ()
  return
}
