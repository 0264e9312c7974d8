// A copy kernel through a reshape round trip (640 as 18x5x7, plus a tail):
// out[x] = in[x floordiv 35 * 35 + (x floordiv 7) mod 5 * 7 + x mod 7].
func.func @copy_k0(%out: memref<640xf32>, %in: memref<640xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 5, 1, 1>} {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c35 = arith.constant 35 : index
  %c128 = arith.constant 128 : index
  %bid = gpu.block_id x upper_bound 5
  %tid = gpu.thread_id x upper_bound 128
  %t = arith.muli %bid, %c128 : index
  %x = arith.addi %t, %tid : index
  %a = arith.floordivsi %x, %c35 : index
  %a35 = arith.muli %a, %c35 : index
  %b = arith.floordivsi %x, %c7 : index
  %b5 = arith.remsi %b, %c5 : index
  %b7 = arith.muli %b5, %c7 : index
  %c = arith.remsi %x, %c7 : index
  %ab = arith.addi %a35, %b7 : index
  %i = arith.addi %ab, %c : index
  %v = memref.load %in[%i] : memref<640xf32>
  memref.store %v, %out[%x] : memref<640xf32>
  return
}
func.func @copy(%in: memref<640xf32>, %out: memref<640xf32> {uop.output = 0 : i64}) {
  call @copy_k0(%out, %in) : (memref<640xf32>, memref<640xf32>) -> ()
  return
}
