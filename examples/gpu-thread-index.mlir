// A GPU kernel's global index: block and thread ids with known launch sizes
// bound the flat index, which the bounds analysis proves fits in [0, 2^20).
gpu.module @kernels {
  gpu.func @global_index(%n: index {axe.bounds = array<i64: 1, 1048576>}) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 4096, 1, 1>} {
    %bx = gpu.block_id x
    %tx = gpu.thread_id x
    %bdim = gpu.block_dim x
    %base = arith.muli %bx, %bdim : index
    %gid = arith.addi %base, %tx : index
    %in = arith.cmpi slt, %gid, %n : index
    gpu.return
  }
}
