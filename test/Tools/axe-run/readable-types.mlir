// axe-run names types in messages as MLIR spells them (tensor<4xf32>, memref<4x4xf32,
// strided<[8, 2], offset: 0>>), never as Rust debug text (`MemRef { elem: F32, ... }`).
// RUN: not axe-run %s --entry f --against %S/Inputs/shrunk-result.mlir 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not axe-run %S/Inputs/strided-result.mlir --target cpu 2>&1 | FileCheck %s --check-prefix=JIT

// JIT: error: @m returns a memref<4x4xf32, strided<[8, 2], offset: 0>>; the JIT returns scalars only
// JIT-NOT: {{MemRef|Some\(}}

// SHAPE: @f: MISMATCH (trial 0: result 0: tensor<4xf32> before, tensor<2xf32> after)
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
