// x @ W^T with a constant W (torch-mlir's nn.Linear: a linalg.transpose of the weight and a
// matmul, or one generic whose weight map ends in the reduction loop) read the weight along
// the reduction: no vector along the output's columns, so the kernel was dot products and
// everything after the sum (bias, GELU) ran scalar, one output at a time (mlp_gelu 1.88x
// IREE). convert-linalg-to-uop now stores such a weight with the columns innermost (a new
// constant, read through uop.permute; the data moved, not computed) when the output row is a
// whole number of 8-float vectors, and the kernel vectorizes along the columns with a register
// tile. A row of 10 and a weight read twice keep their layout.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: FileCheck %s --check-prefix=UOP < %t/uop.mlir
// RUN: axe-compile %s --target=cpu --emit=kernels -o %t/kernels.mlir
// RUN: FileCheck %s --check-prefix=KERNEL < %t/kernels.mlir
// RUN: axe-opt %t/kernels.mlir --pass-pipeline='builtin.module(uop-schedule{vector-bytes=32})' | FileCheck %s --check-prefix=SCHEDULE
// The compiled code against the interpreter, and the converted program (sums from zero in
// linalg's order) against upstream's own loops, exactly: a weight relaid wrongly is off by
// far more than rounding.
// RUN: axe-run %s --target cpu --trials 3 | FileCheck %s --check-prefix=JIT
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops --lower-affine -o %t/loops.mlir
// RUN: axe-opt %s --pass-pipeline='builtin.module(axe-linalg-to-tensor-uop)' -o %t/tensor-uop.mlir
// RUN: axe-run %t/tensor-uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 3 | FileCheck %s --check-prefix=EXACT

// UOP-LABEL: func.func @linear
// UOP: arith.constant dense<{{.*}}> : tensor<8x16xf32>
// UOP-NOT: arith.constant {{.*}} : tensor<16x8xf32>
// UOP-LABEL: func.func @linear_generic
// UOP: arith.constant dense<{{.*}}> : tensor<8x16xf32>
// UOP-NOT: arith.constant {{.*}} : tensor<16x8xf32>
// UOP-LABEL: func.func @classifier
// UOP: arith.constant dense<{{.*}}> : tensor<10x8xf32>
// UOP-LABEL: func.func @shared
// UOP: arith.constant dense<{{.*}}> : tensor<16x8xf32>

// The weight's global is 8 x 16 and the kernel reads it at k * 16 + j:
// KERNEL-LABEL: func.func @linear_k0
// KERNEL: memref.get_global @{{.*}} : memref<8x16xf32>
// KERNEL-LABEL: func.func @linear_generic_k0
// KERNEL: memref.get_global @{{.*}} : memref<8x16xf32>
// KERNEL-LABEL: func.func @classifier_k0
// KERNEL: memref.get_global @{{.*}} : memref<10x8xf32>

// Columns on 8 lanes, a 4-row x 2-vector register tile, the reduction a loop in order:
// SCHEDULE-LABEL: func.func @linear_k0
// SCHEDULE-SAME: uop.schedule = #axe.layout<S[{{.*}}@reg,{{.*}}@reg,{{.*}}1@simd,{{[0-9]+}}@loop)]>

// JIT: @linear: 3 trials, {{.*}}: ok
// JIT: @linear_generic: 3 trials, {{.*}}: ok
// JIT: @classifier: 3 trials, {{.*}}: ok
// JIT: @shared: 3 trials, {{.*}}: ok
// EXACT: @linear: 3 trials, max abs error 0e0, max rel error 0e0: ok
// EXACT: @linear_generic: 3 trials, max abs error 0e0, max rel error 0e0: ok
// EXACT: @classifier: 3 trials, max abs error 0e0, max rel error 0e0: ok
// EXACT: @shared: 3 trials, max abs error 0e0, max rel error 0e0: ok

#x = affine_map<(d0, d1, d2) -> (d0, d2)>
#wt = affine_map<(d0, d1, d2) -> (d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
module {
  // torch-mlir's nn.Linear(8, 16): the weight as a dense_resource blob, transposed, then the
  // matmul and the bias.
  func.func @linear(%x: tensor<4x8xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %w = arith.constant dense_resource<linear_weight> : tensor<16x8xf32>
    %e = tensor.empty() : tensor<8x16xf32>
    %t = linalg.transpose ins(%w : tensor<16x8xf32>) outs(%e : tensor<8x16xf32>) permutation = [1, 0]
    %o = tensor.empty() : tensor<4x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
    %m = linalg.matmul ins(%x, %t : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
    %y = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel"]}
        ins(%m, %b : tensor<4x16xf32>, tensor<16xf32>) outs(%o : tensor<4x16xf32>) {
    ^bb0(%in: f32, %bi: f32, %out: f32):
      %s = arith.addf %in, %bi : f32
      linalg.yield %s : f32
    } -> tensor<4x16xf32>
    return %y : tensor<4x16xf32>
  }

  // The same as one generic reading W[j, k].
  func.func @linear_generic(%x: tensor<4x8xf32>) -> tensor<4x16xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %w = arith.constant dense<[[0.109375, -0.125, -0.296875, -0.53125, -0.90625, -0.203125, 0.640625, -0.8125], [-0.203125, 0.921875, 0.890625, -0.578125, -1.0, 0.328125, -0.984375, -0.40625], [-0.015625, 0.734375, -0.828125, 0.3125, 0.0625, -0.75, 0.6875, 0.6875], [-0.046875, 0.875, 0.203125, 0.796875, 0.90625, 0.125, -0.453125, -0.71875], [0.125, -0.625, 0.5, 0.84375, -0.515625, 0.09375, -0.90625, -0.640625], [-0.25, 0.765625, 0.9375, 0.28125, 0.15625, 0.125, -0.890625, -0.25], [0.953125, -0.1875, -0.578125, -0.53125, 0.421875, -0.9375, 0.9375, 0.75], [0.125, -0.078125, 0.515625, 0.09375, -0.046875, -0.359375, -0.109375, 0.5], [-0.890625, -0.953125, 0.4375, -0.265625, 0.59375, -0.953125, 0.8125, -0.765625], [-0.171875, 0.921875, -0.796875, 0.3125, 0.453125, -0.15625, -0.84375, 0.046875], [-0.140625, 0.734375, 0.359375, -0.3125, -0.890625, 0.171875, -0.453125, 0.359375], [0.71875, -0.296875, 0.796875, 0.03125, 0.046875, 0.515625, 0.578125, 0.8125], [0.984375, -0.703125, -0.1875, 0.859375, -0.390625, -1.0, 0.140625, 0.5], [0.484375, 0.609375, 0.28125, -0.734375, 0.6875, -0.171875, 0.6875, 0.625], [0.9375, -0.984375, 0.71875, 0.25, -0.03125, 0.578125, 0.890625, 0.015625], [-0.828125, 0.4375, -0.546875, -0.5625, -0.625, -0.609375, 0.8125, -0.28125]]> : tensor<16x8xf32>
    %o = tensor.empty() : tensor<4x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
    %y = linalg.generic {indexing_maps = [#x, #wt, #out], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %w : tensor<4x8xf32>, tensor<16x8xf32>) outs(%f : tensor<4x16xf32>) {
    ^bb0(%a: f32, %bw: f32, %acc: f32):
      %p = arith.mulf %a, %bw : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<4x16xf32>
    return %y : tensor<4x16xf32>
  }

  // 10 columns: 2 lanes along them would be slower than 8-lane dot products; kept.
  func.func @classifier(%x: tensor<4x8xf32>) -> tensor<4x10xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %w = arith.constant dense<[[-0.796875, -0.65625, -0.21875, -0.3125, -0.390625, 0.890625, 0.71875, 0.140625], [0.96875, -0.328125, -0.734375, -0.46875, -0.828125, 0.890625, -0.5625, -0.125], [-0.609375, 0.953125, -0.6875, 0.015625, 0.890625, 0.03125, 0.796875, 0.78125], [0.53125, 0.484375, 0.140625, 0.15625, 0.65625, -0.15625, 0.890625, 0.75], [-0.265625, -0.1875, 0.421875, 0.84375, -0.8125, -0.875, -0.515625, -0.140625], [-0.6875, 0.03125, 0.078125, 0.890625, 0.484375, -0.5, 0.5625, 0.609375], [0.359375, 0.34375, -0.390625, 0.421875, -0.734375, 0.25, 0.828125, 0.9375], [-0.40625, -0.34375, 0.234375, -0.21875, 0.453125, -0.609375, -0.671875, -0.90625], [-0.0625, -0.578125, -0.40625, 0.828125, 0.625, 0.671875, 0.171875, -0.78125], [0.484375, 0.203125, 0.8125, -0.046875, -0.65625, 0.1875, -0.09375, 0.3125]]> : tensor<10x8xf32>
    %e = tensor.empty() : tensor<8x10xf32>
    %t = linalg.transpose ins(%w : tensor<10x8xf32>) outs(%e : tensor<8x10xf32>) permutation = [1, 0]
    %o = tensor.empty() : tensor<4x10xf32>
    %f = linalg.fill ins(%zero : f32) outs(%o : tensor<4x10xf32>) -> tensor<4x10xf32>
    %m = linalg.matmul ins(%x, %t : tensor<4x8xf32>, tensor<8x10xf32>) outs(%f : tensor<4x10xf32>) -> tensor<4x10xf32>
    return %m : tensor<4x10xf32>
  }

  // One weight read by two matmuls: relaying it would store it twice; kept.
  func.func @shared(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x16xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %w = arith.constant dense<[[0.109375, -0.125, -0.296875, -0.53125, -0.90625, -0.203125, 0.640625, -0.8125], [-0.203125, 0.921875, 0.890625, -0.578125, -1.0, 0.328125, -0.984375, -0.40625], [-0.015625, 0.734375, -0.828125, 0.3125, 0.0625, -0.75, 0.6875, 0.6875], [-0.046875, 0.875, 0.203125, 0.796875, 0.90625, 0.125, -0.453125, -0.71875], [0.125, -0.625, 0.5, 0.84375, -0.515625, 0.09375, -0.90625, -0.640625], [-0.25, 0.765625, 0.9375, 0.28125, 0.15625, 0.125, -0.890625, -0.25], [0.953125, -0.1875, -0.578125, -0.53125, 0.421875, -0.9375, 0.9375, 0.75], [0.125, -0.078125, 0.515625, 0.09375, -0.046875, -0.359375, -0.109375, 0.5], [-0.890625, -0.953125, 0.4375, -0.265625, 0.59375, -0.953125, 0.8125, -0.765625], [-0.171875, 0.921875, -0.796875, 0.3125, 0.453125, -0.15625, -0.84375, 0.046875], [-0.140625, 0.734375, 0.359375, -0.3125, -0.890625, 0.171875, -0.453125, 0.359375], [0.71875, -0.296875, 0.796875, 0.03125, 0.046875, 0.515625, 0.578125, 0.8125], [0.984375, -0.703125, -0.1875, 0.859375, -0.390625, -1.0, 0.140625, 0.5], [0.484375, 0.609375, 0.28125, -0.734375, 0.6875, -0.171875, 0.6875, 0.625], [0.9375, -0.984375, 0.71875, 0.25, -0.03125, 0.578125, 0.890625, 0.015625], [-0.828125, 0.4375, -0.546875, -0.5625, -0.625, -0.609375, 0.8125, -0.28125]]> : tensor<16x8xf32>
    %e = tensor.empty() : tensor<8x16xf32>
    %t = linalg.transpose ins(%w : tensor<16x8xf32>) outs(%e : tensor<8x16xf32>) permutation = [1, 0]
    %o = tensor.empty() : tensor<4x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
    %m = linalg.matmul ins(%x, %t : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
    %n = linalg.matmul ins(%y, %t : tensor<4x8xf32>, tensor<8x16xf32>) outs(%m : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %n : tensor<4x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      linear_weight: "0x040000000000603F0000803E0000B83E0000483F0000203E00000C3F0000283F000010BF000064BF0000D0BE0000E0BE00003C3F0000503F000080BF000080BC0000243F000040BF0000183F000044BF0000A0BD0000203F0000D0BE0000A8BE0000E8BE0000E03E000000BF0000783F000000BE000040BD000000000000203E0000C03D0000803C00007C3F00001C3F0000143F0000C83E0000703E0000A8BE0000783F0000A0BD000014BF0000303F000030BF0000343F0000603E000048BF00006CBF000000BE000070BF000038BF0000803C0000703F0000A0BD00001C3F0000543F0000243F0000803E000000BE0000803C0000F0BE000080BC000080BE000004BF00007C3F00007CBF000050BF000020BF0000703F0000C03E0000403F00001CBF0000E03E000088BE000000BD000080BF0000703E0000283F0000A03E000034BF0000803D0000F0BE00006C3F0000403F000024BF0000803C0000603F0000303F0000D03E0000883E00006CBF0000F03E000080BD000054BF000004BF0000A03D0000E83E000000000000603E00003C3F0000B83E000090BE0000903E0000403E00004CBF000064BF0000A03E000070BE0000403E0000B8BE000010BF000034BF000080BE0000203F000050BE000080BE0000103E0000743F000060BE0000303E000000BE0000503E0000E0BD0000883E0000C03D0000B03E0000683F000034BF"
    }
  }
#-}
