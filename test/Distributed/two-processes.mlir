// REQUIRES: mpi
// Two processes: an all-to-all (rows split -> columns split) and a split contraction completed
// by an all-reduce (MPI_Allreduce over the whole grid), each process checked against the
// interpreter on the global program.
// RUN: %mpirun -n 2 axe-run --target cpu --rtol 1e-4 --atol 1e-4 %s 2>&1 | FileCheck %s
// CHECK-DAG: @rows_to_columns: process 0 of 2 on grid 2 (gpuid/1): result 0 piece (16,8) match the interpreter
// CHECK-DAG: @rows_to_columns: process 1 of 2 on grid 2 (gpuid/1): result 0 piece (16,8) match the interpreter
// CHECK-DAG: @matmul_all_reduce: process 0 of 2 on grid 2 (gpuid/1): result 0 piece (16,16) match the interpreter
// CHECK-DAG: @matmul_all_reduce: process 1 of 2 on grid 2 (gpuid/1): result 0 piece (16,16) match the interpreter
// CHECK-DAG: @matmul_reduce_scatter: process 0 of 2 on grid 2 (gpuid/1): result 0 piece (8,16) match the interpreter
// CHECK-DAG: @matmul_reduce_scatter: process 1 of 2 on grid 2 (gpuid/1): result 0 piece (8,16) match the interpreter
#rows = #axe.layout<S[(2,8,16):(1@gpuid,16,1)]>
#columns = #axe.layout<S[(16,2,8):(8,1@gpuid,1)]>
func.func @rows_to_columns(%x: tensor<16x16xf32, #rows>) -> tensor<16x16xf32, #columns> {
  %r = axe.redistribute %x : tensor<16x16xf32, #rows> to tensor<16x16xf32, #columns>
  return %r : tensor<16x16xf32, #columns>
}

#a = #axe.layout<S[(16,2,16):(16,1@gpuid,1)]>
#b = #axe.layout<S[(2,16,16):(1@gpuid,16,1)]>
#c = #axe.layout<S[(16,16):(16,1)] + R[2:1@gpuid]>
func.func @matmul_all_reduce(%A: tensor<16x32xf32, #a>, %B: tensor<32x16xf32, #b>) -> tensor<16x16xf32, #c> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16x16xf32, #c>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x16xf32, #c>) -> tensor<16x16xf32, #c>
  %C = linalg.matmul ins(%A, %B : tensor<16x32xf32, #a>, tensor<32x16xf32, #b>) outs(%init : tensor<16x16xf32, #c>) -> tensor<16x16xf32, #c>
  return %C : tensor<16x16xf32, #c>
}

// A ring of two: each process's right and left neighbour is the other one (rank 0 used to send
// to itself here, from a miscompiled index-typed position table).
func.func @matmul_reduce_scatter(%A: tensor<16x32xf32, #a>, %B: tensor<32x16xf32, #b>) -> tensor<16x16xf32, #rows> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16x16xf32, #rows>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x16xf32, #rows>) -> tensor<16x16xf32, #rows>
  %C = linalg.matmul ins(%A, %B : tensor<16x32xf32, #a>, tensor<32x16xf32, #b>) outs(%init : tensor<16x16xf32, #rows>) -> tensor<16x16xf32, #rows>
  return %C : tensor<16x16xf32, #rows>
}
