// A split program after convert-uop-to-scf (hand-written until that pass
// lands): the kernel's ranges already mapped (thread = block * 128 + tid, an
// upcast loop of 4 per thread), a driver with one temporary.
func.func @add_k0(%out: memref<1024xf32>, %a: memref<1024xf32>, %b: memref<1024xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 2, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %bid = gpu.block_id x upper_bound 2
  %tid = gpu.thread_id x upper_bound 128
  %t = arith.muli %bid, %c128 : index
  %g = arith.addi %t, %tid : index
  %base = arith.muli %g, %c4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %idx = arith.addi %base, %i : index
    %x = memref.load %a[%idx] : memref<1024xf32>
    %y = memref.load %b[%idx] : memref<1024xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %out[%idx] : memref<1024xf32>
  }
  return
}
func.func @add(%a: memref<1024xf32>, %b: memref<1024xf32>, %out: memref<1024xf32> {uop.output = 0 : i64}) {
  %t = memref.alloc() : memref<1024xf32>
  call @add_k0(%t, %a, %b) : (memref<1024xf32>, memref<1024xf32>, memref<1024xf32>) -> ()
  call @add_k0(%out, %t, %b) : (memref<1024xf32>, memref<1024xf32>, memref<1024xf32>) -> ()
  memref.dealloc %t : memref<1024xf32>
  return
}
