// Device iters of extent 1 place every tensor on one process: the grid has no digits, which
// shard.grid spells as shape 1 (axe-distribute used to abort on the empty shape), and the
// program runs as a single process under mpirun.
// RUN: axe-opt %s --axe-distribute | FileCheck %s
// RUN: %if mpi %{ %mpirun -n 1 axe-run --target cpu %s 2>&1 | FileCheck %s --check-prefix=ONE %}
// CHECK: shard.grid @gemm_grid(shape = 1)
// CHECK-NOT: shard.all
// ONE: @gemm: process 0 of 1 on grid 1 (every device iter has extent 1): result 0 piece (16,8) match the interpreter
#a = #axe.layout<S[(16,1,32):(32,1@gpuid,1)]>
#b = #axe.layout<S[(1,32,8):(1@gpuid,8,1)]>
#c = #axe.layout<S[(1,16,8):(1@gpuid,8,1)]>
func.func @gemm(%A: tensor<16x32xf32, #a>, %B: tensor<32x8xf32, #b>) -> tensor<16x8xf32, #c> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16x8xf32, #c>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x8xf32, #c>) -> tensor<16x8xf32, #c>
  %C = linalg.matmul ins(%A, %B : tensor<16x32xf32, #a>, tensor<32x8xf32, #b>) outs(%init : tensor<16x8xf32, #c>) -> tensor<16x8xf32, #c>
  return %C : tensor<16x8xf32, #c>
}
