// RUN: axe-opt %s --axe-lower-vector-transpose --split-input-file | FileCheck %s
// REQUIRES: avx
// The sequences run for real in test/Transforms/schedule/pick.mlir, whose
// transpose kernel (an 8x8 register tile) is JIT-run through
// axe-lower-to-llvm against the interpreter; here the functions take vectors,
// which neither the JIT nor the interpreter passes:
// axe-run: skip @tile_8x8 -- vector arguments (end to end in Transforms/schedule/pick.mlir)

// An 8x8 f32 register tile in a scheduled kernel becomes upstream's AVX
// sequence on its 8 rows (unpacks and shuffles as vector.shuffle, blends as
// vblendps, 128-bit lane permutes), so canonicalize cannot fold it into 64
// scalar extracts and inserts.
// CHECK-LABEL: func.func @tile_8x8
// CHECK-NOT: vector.transpose
// CHECK-COUNT-12: vector.shuffle
// CHECK-COUNT-8: llvm.inline_asm {{.*}}"vblendps
// CHECK-COUNT-8: vector.shuffle
// CHECK-NOT: vector.shuffle
// CHECK: return
func.func @tile_8x8(%a: vector<8x8xf32>) -> vector<8x8xf32> attributes {uop.schedule = #axe.layout<S[(8,8):(1@reg,1@simd)]>} {
  %t = vector.transpose %a, [1, 0] : vector<8x8xf32> to vector<8x8xf32>
  return %t : vector<8x8xf32>
}

// -----

// Shapes without a specialized sequence are lowered element by element.
// axe-run: skip @tile_2x3 -- vector arguments
// CHECK-LABEL: func.func @tile_2x3
// CHECK-NOT: vector.transpose
// CHECK: vector.extract
func.func @tile_2x3(%a: vector<2x3xf32>) -> vector<3x2xf32> attributes {uop.schedule = #axe.layout<S[(2,3):(1@reg,1@simd)]>} {
  %t = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %t : vector<3x2xf32>
}

// -----

// Functions without a schedule are left alone.
// axe-run: skip @unscheduled -- vector arguments
// CHECK-LABEL: func.func @unscheduled
// CHECK: vector.transpose
func.func @unscheduled(%a: vector<8x8xf32>) -> vector<8x8xf32> {
  %t = vector.transpose %a, [1, 0] : vector<8x8xf32> to vector<8x8xf32>
  return %t : vector<8x8xf32>
}
