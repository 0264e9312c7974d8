// Weights as torch-mlir writes them (dense_resource blobs in the module's
// dialect_resources section) become constant globals: on the CPU one LLVM
// constant each, read in place by every call (no copy); for --target=nvptx
// they are copied into the gpu.module, where the kernels read them as
// module-scope .global arrays that the module load initializes once, and the
// host module keeps none it does not read. The GPU emulator runs the kernels
// against the interpreter, ptxas assembles the PTX.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --emit=llvm-ir | FileCheck %s --check-prefix=CPU
// RUN: axe-compile %s --target=nvptx --chip=sm_90 -o %t/linear.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t/linear.ptx
// RUN: %ptxas -arch=sm_90 %t/linear.ptx -o %t/linear.cubin
// RUN: axe-compile %s --target=nvptx --emit=kernels -o %t/kernels.mlir
// RUN: axe-run %t/kernels.mlir --target gpu-emulator | FileCheck %s --check-prefix=EMULATOR
// RUN: axe-run %t/kernels.mlir --target cpu --trials 2 | FileCheck %s --check-prefix=JIT

// CPU: @__linear_const{{[0-9]+}} = private constant [3 x [4 x float]] {{\[\[}}4 x float] [float -1.000000e+00, float -7.500000e-01
// CPU-NOT: call void @llvm.memcpy
// PTX: .global .align {{[0-9]+}} .b8 __linear_const{{[0-9]+}}[48]
// EMULATOR: @linear{{.*}}: ok
// JIT: @linear: 2 trials, {{.*}}: ok

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @linear(%arg0: tensor<2x4xf32>) -> tensor<2x3xf32> {
  %w = arith.constant dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>
  %b = arith.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x3xf32>
  %1 = linalg.transpose ins(%w : tensor<3x4xf32>) outs(%0 : tensor<4x3xf32>) permutation = [1, 0]
  %2 = tensor.empty() : tensor<2x3xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = linalg.matmul ins(%arg0, %1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]} ins(%4, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%2 : tensor<2x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %6 = arith.addf %in, %in_1 : f32
    linalg.yield %6 : f32
  } -> tensor<2x3xf32>
  return %5 : tensor<2x3xf32>
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_4_torch.float32: "0x04000000000080BF000040BF000000BF000080BE000000000000803E0000003F0000403F0000803F0000A03F0000C03F0000E03F",
      torch_tensor_3_torch.float32: "0x040000000000003F000080BE00000040"
    }
  }
#-}
