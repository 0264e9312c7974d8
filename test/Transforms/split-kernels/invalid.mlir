// uop-split-kernels rejects graphs it cannot turn into kernels, at the op
// that is wrong.
// RUN: axe-opt %s --split-input-file --uop-split-kernels --verify-diagnostics

func.func @unbound(%x: memref<4x4xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c4 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %p = uop.index %x[%r0, %r1] : memref<4x4xf32>
  %v = uop.load %p : f32
  // expected-error @+1 {{'uop.bufferize' op stores a value that depends on axis(1) which neither this bufferize nor a reduction in its kernel binds}}
  %o = uop.bufferize %v [%r0] into %out : f32 -> memref<4xf32>
  uop.sink %o : memref<4xf32>
  return
}

// -----

func.func @regions(%x: memref<4xf32>, %out: memref<4xf32> {uop.output = 0 : i64}, %flag: i1) {
  %c4 = arith.constant 4 : index
  %r0 = uop.range %c4 axis(0) loop
  %p = uop.index %x[%r0] : memref<4xf32>
  %v = uop.load %p : f32
  // expected-error @+1 {{'scf.if' op has regions; uop-split-kernels expects a flat kernel graph}}
  %w = scf.if %flag -> f32 {
    scf.yield %v : f32
  } else {
    scf.yield %v : f32
  }
  %o = uop.bufferize %w [%r0] into %out : f32 -> memref<4xf32>
  uop.sink %o : memref<4xf32>
  return
}

// -----

func.func @unaddressable(%x: memref<4xf32>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 4611686018427387904 : index
  %r0 = uop.range %c2 axis(0) loop
  %r1 = uop.range %c4 axis(1) loop
  %p = uop.index %x[%r1] : memref<4xf32>
  %v = uop.load %p : f32
  // expected-error @+1 {{'uop.bufferize' op makes a buffer with more elements than 64-bit index arithmetic can address}}
  %b = uop.bufferize %v [%r0, %r1] : f32 -> memref<4611686018427387904x4xf32>
  uop.sink %b : memref<4611686018427387904x4xf32>
  return
}
