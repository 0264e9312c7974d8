// GEMM + all-reduce over part of a 2x2 grid: A's rows are split over the outer digit of gpuid
// (stride 2) and the contraction K over the inner one (stride 1); B's K rows are split the same
// way and replicated over the outer digit. Each process multiplies its 64x128 slice of A by its
// 128x128 slice of B into a partial sum of its 64 rows of C; C is declared replicated over the
// inner digit, so axe-distribute completes it with an all-reduce over that digit only: two groups
// of two processes, each summing its own rows (a ring reduce-scatter, then a ring all-gather).
//   mpirun -n 4 axe-run --target cpu --rtol 1e-4 --atol 1e-4 examples/distributed/gemm-all-reduce.mlir
#a = #axe.layout<S[(2,64,2,128):(2@gpuid,128,1@gpuid,1)]>
#b = #axe.layout<S[(2,128,128):(1@gpuid,128,1)] + R[2:2@gpuid]>
#c = #axe.layout<S[(2,64,128):(2@gpuid,128,1)] + R[2:1@gpuid]>

func.func @gemm_all_reduce(%A: tensor<128x256xf32, #a>, %B: tensor<256x128xf32, #b>) -> tensor<128x128xf32, #c> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<128x128xf32, #c>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<128x128xf32, #c>) -> tensor<128x128xf32, #c>
  %C = linalg.matmul ins(%A, %B : tensor<128x256xf32, #a>, tensor<256x128xf32, #b>)
                     outs(%init : tensor<128x128xf32, #c>) -> tensor<128x128xf32, #c>
  return %C : tensor<128x128xf32, #c>
}
