// axe-run --traffic counts the elements and bytes one run loads and stores
// (a gated-off load moves nothing); bench/ranges.md uses it.
// RUN: axe-run %s --print --traffic | FileCheck %s

// CHECK: @gated traffic: 4 loads (16 bytes), 8 stores (32 bytes)
func.func @gated(%x: memref<8xf32>, %out: memref<8xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %i = uop.range %c8 axis(0) loop
  %in = arith.cmpi slt, %i, %c4 : index
  %p = uop.index %x[%i] gate %in : memref<8xf32>
  %v = uop.load %p : f32
  %o = uop.bufferize %v [%i] into %out : f32 -> memref<8xf32>
  uop.sink %o : memref<8xf32>
  return
}
