// The interpreter on kernel-level uop IR (UOpKernelOps.td) called from a
// driver: reduce over a range, a bufferized intermediate, a store closed
// over ranges by uop.end, a gated read that pads with zeros, scf loops.
// RUN: axe-run %s --print | FileCheck %s

// Row sums of [[0,1,2,3],[4,5,6,7],[8,9,10,11]] through a bufferize.
func.func private @row_sums(%in: memref<3x4xf32>, %out: memref<3xf32>) attributes {uop.kernel} {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c3 axis(0) loop
  %r1 = uop.range %c4 axis(1) reduce
  %p = uop.index %in[%r0, %r1] : memref<3x4xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%r1] : f32
  %b = uop.bufferize %s [%r0] : f32 -> memref<3xf32>
  %q = uop.index %b[%r0] : memref<3xf32>
  %w = uop.load %q : f32
  %o = uop.index %out[%r0] : memref<3xf32>
  %st = uop.store %o, %w : f32
  %e = uop.end %st [%r0]
  uop.sink %e : !uop.effect
  return
}

// out[i] = in[i - 1] for i in [1, 4), 0 at i = 0 and i = 4: a gated read.
func.func private @shift(%in: memref<3x4xf32>, %out: memref<5xf32>) attributes {uop.kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %r = uop.range %c5 axis(0) loop
  %i = arith.subi %r, %c1 : index
  %ge = arith.cmpi sge, %i, %c0 : index
  %lt = arith.cmpi slt, %i, %c4 : index
  %ok = arith.andi %ge, %lt : i1
  %p = uop.index %in[%c0, %i] gate %ok : memref<3x4xf32>
  %v = uop.load %p : f32
  %b = uop.bufferize %v [%r] into %out : f32 -> memref<5xf32>
  uop.sink %b : memref<5xf32>
  return
}

// CHECK: @driver result 0: memref<3xf32> [6.0, 22.0, 38.0]
// CHECK: @driver result 1: memref<5xf32> [0.0, 0.0, 1.0, 2.0, 3.0]
// CHECK: @driver result 2: f32 66.0
func.func @driver() -> (memref<3xf32>, memref<5xf32>, f32) {
  %in = memref.alloc() : memref<3x4xf32>
  %out = memref.alloc() : memref<3xf32>
  %shifted = memref.alloc() : memref<5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %in[%i, %j] : memref<3x4xf32>
    }
  }
  func.call @row_sums(%in, %out) : (memref<3x4xf32>, memref<3xf32>) -> ()
  func.call @shift(%in, %shifted) : (memref<3x4xf32>, memref<5xf32>) -> ()
  %zero = arith.constant 0.0 : f32
  %total = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %out[%i] : memref<3xf32>
    %big = arith.cmpf ogt, %x, %zero : f32
    %next = scf.if %big -> f32 {
      %a = arith.addf %acc, %x : f32
      scf.yield %a : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %next : f32
  }
  return %out, %shifted, %total : memref<3xf32>, memref<5xf32>, f32
}
