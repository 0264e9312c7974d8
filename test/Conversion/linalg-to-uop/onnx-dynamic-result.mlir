// torch-mlir's ONNX route declares this reflection pad's result dynamic
// (`F.pad(x, (2, 1, 1, 2), mode="reflect")` exported by torch.onnx, imported
// by torch_mlir.tools.import_onnx, lowered by torch-mlir to linalg) and returns
// a tensor.cast of the static 1x2x8x9 result to it: the entry point takes the
// static type (it has no caller; a ranked memref's descriptor is the same), so
// the program compiles (for the CPU and for nvptx), and its result equals numpy's
// reflection pad.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.random.default_rng(0).standard_normal((1, 2, 5, 6)).astype(np.float32))"
// RUN: axe-run %s --inputs %t/x.npy --outputs %t/out
// RUN: %python -c "import numpy as np; x = np.load('%t/x.npy'); y = np.load('%t/out/reflect_pad.result0.npy'); want = np.pad(x, ((0, 0), (0, 0), (1, 2), (2, 1)), mode='reflect'); assert y.shape == want.shape and np.array_equal(y, want), (y, want); print('numpy: ok')" | FileCheck %s --check-prefix=NUMPY
// RUN: axe-run %s --target cpu --trials 2 | FileCheck %s --check-prefix=JIT
// RUN: axe-compile %s --target=cpu -o %t/pad.o
// For nvptx too, where a gated load of its index buffer became a bitcast to index (invalid IR):
// RUN: axe-compile %s --target=nvptx -o %t/pad.ptx
// RUN: axe-compile %s --target=nvptx --emit=kernels -o %t/kernels.mlir
// RUN: axe-run %t/kernels.mlir --target gpu-emulator --inputs %t/x.npy | FileCheck %s --check-prefix=GPU

// CHECK-LABEL: func.func @reflect_pad(%arg0: tensor<1x2x5x6xf32>) -> tensor<1x2x8x9xf32>
// CHECK-NOT: tensor.cast
// CHECK: return {{.*}} : tensor<1x2x8x9xf32>
// NUMPY: numpy: ok
// JIT: @reflect_pad: 2 trials, {{.*}}: ok
// GPU: @reflect_pad result 0: max abs error 0e0, max rel error 0e0
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @reflect_pad(%arg0: tensor<1x2x5x6xf32>) -> tensor<?x?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x2x8x9xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x2x8x9xf32>) -> tensor<1x2x8x9xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 1, 1] [1, 2, 1, 2] [1, 1, 1, 1] : tensor<1x2x5x6xf32> to tensor<1x2x1x2xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x2x1x2xf32>) outs(%extracted_slice : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %12 = linalg.index 3 : index
      %13 = arith.subi %c1, %12 : index
      %extracted = tensor.extract %extracted_slice[%c0, %11, %c0, %13] : tensor<1x2x1x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x1x2xf32>
    %inserted_slice = tensor.insert_slice %2 into %1[0, 0, 0, 0] [1, 2, 1, 2] [1, 1, 1, 1] : tensor<1x2x1x2xf32> into tensor<1x2x8x9xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[0, 0, 1, 4] [1, 2, 1, 1] [1, 1, 1, 1] : tensor<1x2x5x6xf32> to tensor<1x2x1x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_0 : tensor<1x2x1x1xf32>) outs(%extracted_slice_0 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %extracted = tensor.extract %extracted_slice_0[%c0, %11, %c0, %c0] : tensor<1x2x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x1x1xf32>
    %inserted_slice_1 = tensor.insert_slice %3 into %inserted_slice[0, 0, 0, 8] [1, 2, 1, 1] [1, 1, 1, 1] : tensor<1x2x1x1xf32> into tensor<1x2x8x9xf32>
    %extracted_slice_2 = tensor.extract_slice %arg0[0, 0, 1, 0] [1, 2, 1, 6] [1, 1, 1, 1] : tensor<1x2x5x6xf32> to tensor<1x2x1x6xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_2 : tensor<1x2x1x6xf32>) outs(%extracted_slice_2 : tensor<1x2x1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %12 = linalg.index 3 : index
      %extracted = tensor.extract %extracted_slice_2[%c0, %11, %c0, %12] : tensor<1x2x1x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x1x6xf32>
    %inserted_slice_3 = tensor.insert_slice %4 into %inserted_slice_1[0, 0, 0, 2] [1, 2, 1, 6] [1, 1, 1, 1] : tensor<1x2x1x6xf32> into tensor<1x2x8x9xf32>
    %extracted_slice_4 = tensor.extract_slice %arg0[0, 0, 2, 1] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x5x6xf32> to tensor<1x2x2x2xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_4 : tensor<1x2x2x2xf32>) outs(%extracted_slice_4 : tensor<1x2x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = linalg.index 3 : index
      %14 = arith.subi %c1, %13 : index
      %15 = arith.subi %c1, %12 : index
      %extracted = tensor.extract %extracted_slice_4[%c0, %11, %15, %14] : tensor<1x2x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x2xf32>
    %inserted_slice_5 = tensor.insert_slice %5 into %inserted_slice_3[0, 0, 6, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> into tensor<1x2x8x9xf32>
    %extracted_slice_6 = tensor.extract_slice %arg0[0, 0, 2, 4] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x5x6xf32> to tensor<1x2x2x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_6 : tensor<1x2x2x1xf32>) outs(%extracted_slice_6 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = arith.subi %c1, %12 : index
      %extracted = tensor.extract %extracted_slice_6[%c0, %11, %13, %c0] : tensor<1x2x2x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x1xf32>
    %inserted_slice_7 = tensor.insert_slice %6 into %inserted_slice_5[0, 0, 6, 8] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x1xf32> into tensor<1x2x8x9xf32>
    %extracted_slice_8 = tensor.extract_slice %arg0[0, 0, 2, 0] [1, 2, 2, 6] [1, 1, 1, 1] : tensor<1x2x5x6xf32> to tensor<1x2x2x6xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_8 : tensor<1x2x2x6xf32>) outs(%extracted_slice_8 : tensor<1x2x2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = linalg.index 3 : index
      %14 = arith.subi %c1, %12 : index
      %extracted = tensor.extract %extracted_slice_8[%c0, %11, %14, %13] : tensor<1x2x2x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x6xf32>
    %inserted_slice_9 = tensor.insert_slice %7 into %inserted_slice_7[0, 0, 6, 2] [1, 2, 2, 6] [1, 1, 1, 1] : tensor<1x2x2x6xf32> into tensor<1x2x8x9xf32>
    %extracted_slice_10 = tensor.extract_slice %arg0[0, 0, 0, 1] [1, 2, 5, 2] [1, 1, 1, 1] : tensor<1x2x5x6xf32> to tensor<1x2x5x2xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_10 : tensor<1x2x5x2xf32>) outs(%extracted_slice_10 : tensor<1x2x5x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = linalg.index 3 : index
      %14 = arith.subi %c1, %13 : index
      %extracted = tensor.extract %extracted_slice_10[%c0, %11, %12, %14] : tensor<1x2x5x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x5x2xf32>
    %inserted_slice_11 = tensor.insert_slice %8 into %inserted_slice_9[0, 0, 1, 0] [1, 2, 5, 2] [1, 1, 1, 1] : tensor<1x2x5x2xf32> into tensor<1x2x8x9xf32>
    %extracted_slice_12 = tensor.extract_slice %arg0[0, 0, 0, 4] [1, 2, 5, 1] [1, 1, 1, 1] : tensor<1x2x5x6xf32> to tensor<1x2x5x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12 : tensor<1x2x5x1xf32>) outs(%extracted_slice_12 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %extracted = tensor.extract %extracted_slice_12[%c0, %11, %12, %c0] : tensor<1x2x5x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x5x1xf32>
    %inserted_slice_13 = tensor.insert_slice %9 into %inserted_slice_11[0, 0, 1, 8] [1, 2, 5, 1] [1, 1, 1, 1] : tensor<1x2x5x1xf32> into tensor<1x2x8x9xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x5x6xf32>) outs(%arg0 : tensor<1x2x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = linalg.index 3 : index
      %extracted = tensor.extract %arg0[%c0, %11, %12, %13] : tensor<1x2x5x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x5x6xf32>
    %inserted_slice_14 = tensor.insert_slice %10 into %inserted_slice_13[0, 0, 1, 2] [1, 2, 5, 6] [1, 1, 1, 1] : tensor<1x2x5x6xf32> into tensor<1x2x8x9xf32>
    %cast = tensor.cast %inserted_slice_14 : tensor<1x2x8x9xf32> to tensor<?x?x?x?xf32>
    return %cast : tensor<?x?x?x?xf32>
  }
}
