// A per-thread loop of 2^63 - 1 steps over a kernel argument.
func.func @huge_k0(%out: memref<9223372036854775807xf32>, %a: memref<9223372036854775807xf32>) attributes {uop.kernel, gpu.known_block_size = array<i32: 1, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 9223372036854775807 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<9223372036854775807xf32>
    memref.store %x, %out[%i] : memref<9223372036854775807xf32>
  }
  return
}
