// axe-bf16-mma-to-nvvm: a bf16 nvgpu.mma.sync (which MLIR 22's convert-nvgpu-to-nvvm cannot
// type) becomes nvvm.mma.sync with each vector<2xbf16> row of A and B bitcast to one i32 and
// C's elements in row-major order; an f16 one is left to upstream.
// RUN: axe-opt %s --axe-bf16-mma-to-nvvm | FileCheck %s

// CHECK-LABEL: gpu.func @bf16
// CHECK-COUNT-6: vector.bitcast %{{.*}} : vector<2xbf16> to vector<1xi32>
// CHECK: %[[D:.*]] = nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] B[%{{.*}}, %{{.*}}] C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[D]][0]
// CHECK: llvm.extractvalue %[[D]][3]
// CHECK: vector.from_elements {{.*}} : vector<2x2xf32>
// CHECK-NOT: nvgpu.mma.sync
// CHECK-LABEL: gpu.func @f16
// CHECK: nvgpu.mma.sync
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bf16(%a: vector<4x2xbf16>, %b: vector<2x2xbf16>, %c: vector<2x2xf32>, %out: memref<2x2xf32>) kernel {
      %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xbf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %c0 = arith.constant 0 : index
      vector.store %d, %out[%c0, %c0] : memref<2x2xf32>, vector<2x2xf32>
      gpu.return
    }
    gpu.func @f16(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>, %out: memref<2x2xf32>) kernel {
      %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %c0 = arith.constant 0 : index
      vector.store %d, %out[%c0, %c0] : memref<2x2xf32>, vector<2x2xf32>
      gpu.return
    }
  }
}
