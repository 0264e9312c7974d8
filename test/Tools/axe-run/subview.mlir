// The interpreter reads memref.subview (what upstream bufferization makes of
// tensor slices): offsets, steps and dropped unit dimensions select the
// source's elements; a dynamic one is refused at the op.
// RUN: axe-run %s --entry strided --print | FileCheck %s
// RUN: not axe-run %s --entry dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC

// Rows 1 and 3, every second column from 0, of arange(20).reshape(4, 5), as a copy.
// CHECK: @strided result 0: tensor<2x3xf32> {{\[\[}}5.0, 7.0, 9.0], [15.0, 17.0, 19.0]]
// CHECK: @strided result 1: tensor<3xf32> [11.0, 12.0, 13.0]
func.func @strided() -> (tensor<2x3xf32>, tensor<3xf32>) {
  %src = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 13.0, 14.0], [15.0, 16.0, 17.0, 18.0, 19.0]]> : tensor<4x5xf32>
  %m = bufferization.to_buffer %src : tensor<4x5xf32> to memref<4x5xf32>
  %v = memref.subview %m[1, 0] [2, 3] [2, 2] : memref<4x5xf32> to memref<2x3xf32, strided<[10, 2], offset: 5>>
  %a = memref.alloc() : memref<2x3xf32>
  memref.copy %v, %a : memref<2x3xf32, strided<[10, 2], offset: 5>> to memref<2x3xf32>
  %row = memref.subview %m[2, 1] [1, 3] [1, 1] : memref<4x5xf32> to memref<3xf32, strided<[1], offset: 11>>
  %b = memref.alloc() : memref<3xf32>
  memref.copy %row, %b : memref<3xf32, strided<[1], offset: 11>> to memref<3xf32>
  %ta = bufferization.to_tensor %a restrict : memref<2x3xf32> to tensor<2x3xf32>
  %tb = bufferization.to_tensor %b restrict : memref<3xf32> to tensor<3xf32>
  return %ta, %tb : tensor<2x3xf32>, tensor<3xf32>
}

// DYNAMIC: subview.mlir:[[@LINE+2]]:8: error: 'memref.subview' op with dynamic offsets, sizes or strides is not supported by the interpreter
func.func @dynamic(%m: memref<8xf32>, %o: index) -> f32 {
  %v = memref.subview %m[%o] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  %x = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: ?>>
  return %x : f32
}
