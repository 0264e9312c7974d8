// math.absi in a linalg body (torch-mlir's reflection pad computes its source
// indices with it) becomes `x < 0 ? 0 - x : x`, which wraps at the minimum as
// llvm.abs does, so the GPU path, whose NVVM conversion has no pattern for
// math.absi, compiles it too. Checked bit for bit against upstream's own loops
// on inputs with integer extremes, on the CPU JIT, and for nvptx on the GPU
// emulator against the interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-opt %s --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %s --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --inputs special --rtol 0 --atol 0 --trials 20 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %s --target cpu --inputs special --trials 5 | FileCheck %s --check-prefix=JIT
// RUN: axe-compile %s --target=nvptx --emit=kernels -o %t/kernels.mlir
// RUN: axe-run %t/kernels.mlir --target gpu-emulator --inputs special --trials 3 | FileCheck %s --check-prefix=GPU
// RUN: axe-compile %s --target=nvptx -o %t/absi.ptx

// CHECK-LABEL: func.func @absi
// CHECK-NOT: math.absi
// CHECK: arith.cmpi slt
// CHECK: arith.subi
// CHECK: uop.where
// LOOPS: 20 trials, max abs error 0e0, max rel error 0e0: ok
// JIT: 5 trials, {{.*}}: ok
// GPU: 3 trials, {{.*}}: ok
#map = affine_map<(d0) -> (d0)>
func.func @absi(%x: tensor<64xi64>, %y: tensor<64xi8>) -> (tensor<64xi64>, tensor<64xi8>) {
  %e = tensor.empty() : tensor<64xi64>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<64xi64>) outs(%e : tensor<64xi64>) {
  ^bb0(%in: i64, %out: i64):
    %a = math.absi %in : i64
    linalg.yield %a : i64
  } -> tensor<64xi64>
  %e8 = tensor.empty() : tensor<64xi8>
  %r8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%y : tensor<64xi8>) outs(%e8 : tensor<64xi8>) {
  ^bb0(%in: i8, %out: i8):
    %a = math.absi %in : i8
    linalg.yield %a : i8
  } -> tensor<64xi8>
  return %r, %r8 : tensor<64xi64>, tensor<64xi8>
}
