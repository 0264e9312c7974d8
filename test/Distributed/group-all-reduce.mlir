// REQUIRES: mpi
// An all-reduce over part of the grid, with a piece that does not split evenly: on a 2x3 grid,
// A's rows are split over the outer digit of gpuid (stride 3) and the contraction K over the
// inner one (stride 1); C is replicated over the inner digit, so each group of three processes
// sums its 5x7 partial products (35 elements: ring blocks of 12, the last padded). Every process
// checks its piece against the interpreter on the global program.
// RUN: %mpirun -n 6 axe-run --target cpu --rtol 1e-4 --atol 1e-4 %s 2>&1 | FileCheck %s
// CHECK-DAG: @group_sum: process 0 of 6 on grid 2x3 (gpuid/3, gpuid/1): result 0 piece (5,7) match the interpreter
// CHECK-DAG: @group_sum: process 1 of 6 on grid 2x3 (gpuid/3, gpuid/1): result 0 piece (5,7) match the interpreter
// CHECK-DAG: @group_sum: process 2 of 6 on grid 2x3 (gpuid/3, gpuid/1): result 0 piece (5,7) match the interpreter
// CHECK-DAG: @group_sum: process 3 of 6 on grid 2x3 (gpuid/3, gpuid/1): result 0 piece (5,7) match the interpreter
// CHECK-DAG: @group_sum: process 4 of 6 on grid 2x3 (gpuid/3, gpuid/1): result 0 piece (5,7) match the interpreter
// CHECK-DAG: @group_sum: process 5 of 6 on grid 2x3 (gpuid/3, gpuid/1): result 0 piece (5,7) match the interpreter
#a = #axe.layout<S[(2,5,3,4):(3@gpuid,4,1@gpuid,1)]>
#b = #axe.layout<S[(3,4,7):(1@gpuid,7,1)] + R[2:3@gpuid]>
#c = #axe.layout<S[(2,5,7):(3@gpuid,7,1)] + R[3:1@gpuid]>
func.func @group_sum(%A: tensor<10x12xf32, #a>, %B: tensor<12x7xf32, #b>) -> tensor<10x7xf32, #c> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<10x7xf32, #c>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<10x7xf32, #c>) -> tensor<10x7xf32, #c>
  %C = linalg.matmul ins(%A, %B : tensor<10x12xf32, #a>, tensor<12x7xf32, #b>) outs(%init : tensor<10x7xf32, #c>) -> tensor<10x7xf32, #c>
  return %C : tensor<10x7xf32, #c>
}
