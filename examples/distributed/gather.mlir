// The paper's distributed layouts of a 64x128 matrix on a 2x2 mesh (spec 001 §2.2), each
// gathered back to a copy on every process. Run under mpirun with 4 processes:
//   mpirun -n 4 axe-run --target cpu examples/distributed/gather.mlir
// gpuid = row block + 2 x column block: processes 0 and 1 hold the left columns.
#s0s1 = #axe.layout<S[(2,32,2,64):(1@gpuid,128,2@gpuid,1)]>
#s0r = #axe.layout<S[(2,32,128):(1@gpuid,128,1)] + R[2:2@gpuid]>
#replicated = #axe.layout<S[(64,128):(128,1)] + R[4:1@gpuid]>

// Fully sharded: each process holds a 32x64 block; two all-gathers (rows over gpuid/1, then
// columns over gpuid/2).
func.func @gather_s0s1(%x: tensor<64x128xf32, #s0s1>) -> tensor<64x128xf32, #replicated> {
  %r = axe.redistribute %x : tensor<64x128xf32, #s0s1> to tensor<64x128xf32, #replicated>
  return %r : tensor<64x128xf32, #replicated>
}

// Rows sharded over gpuid/1, replicated over gpuid/2: one all-gather of rows.
func.func @gather_s0r(%x: tensor<64x128xf32, #s0r>) -> tensor<64x128xf32, #replicated> {
  %r = axe.redistribute %x : tensor<64x128xf32, #s0r> to tensor<64x128xf32, #replicated>
  return %r : tensor<64x128xf32, #replicated>
}
