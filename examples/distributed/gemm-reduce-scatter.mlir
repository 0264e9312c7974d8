// GEMM + reduce-scatter over 4 processes (spec 001 §3.2 Fig. 8 and §4.2): A's columns and B's
// rows (the contraction K) are split over gpuid, so each process multiplies its K-slices into a
// full 128x128 partial sum, and the declared distribution of C (rows split over gpuid) makes
// axe-distribute complete it with one reduce-scatter. Each argument's distribution is checked on
// entry: a process given another distribution stops with a message.
//   mpirun -n 4 axe-run --target cpu --rtol 1e-4 --atol 1e-4 examples/distributed/gemm-reduce-scatter.mlir
#a = #axe.layout<S[(128,4,64):(64,1@gpuid,1)]>
#b = #axe.layout<S[(4,64,128):(1@gpuid,128,1)]>
#c = #axe.layout<S[(4,32,128):(1@gpuid,128,1)]>

func.func @gemm_reduce_scatter(%A: tensor<128x256xf32, #a>, %B: tensor<256x128xf32, #b>) -> tensor<128x128xf32, #c> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<128x128xf32, #c>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<128x128xf32, #c>) -> tensor<128x128xf32, #c>
  %C = linalg.matmul ins(%A, %B : tensor<128x256xf32, #a>, tensor<256x128xf32, #b>)
                     outs(%init : tensor<128x128xf32, #c>) -> tensor<128x128xf32, #c>
  return %C : tensor<128x128xf32, #c>
}
