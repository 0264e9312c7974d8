// axe-run --print summarizes a tensor of more than 1000 elements as numpy prints it: the
// first and last 3 entries of each dimension around `...`; smaller tensors print whole, and
// --print-full prints every element of a large one.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/a.npy', np.arange(1200, dtype=np.float32).reshape(40, 30))"
// RUN: axe-run %s --inputs %t/a.npy --print | FileCheck %s
// RUN: axe-run %s --inputs %t/a.npy --print --print-full | FileCheck %s --check-prefix=FULL

// CHECK: @f result 0: tensor<40x30xf32> {{\[\[}}0.0, 1.0, 2.0, ..., 27.0, 28.0, 29.0], [30.0, 31.0, 32.0, ..., 57.0, 58.0, 59.0], [60.0, 61.0, 62.0, ..., 87.0, 88.0, 89.0], ..., [1110.0, 1111.0, 1112.0, ..., 1137.0, 1138.0, 1139.0], [1140.0, 1141.0, 1142.0, ..., 1167.0, 1168.0, 1169.0], [1170.0, 1171.0, 1172.0, ..., 1197.0, 1198.0, 1199.0]]{{$}}
// CHECK: @f result 1: tensor<2x3x200xi8> {{\[\[\[}}-3, -3, -3, ..., -3, -3, -3], [-3, -3, -3, ..., -3, -3, -3], [-3, -3, -3, ..., -3, -3, -3]], {{\[\[}}-3, -3, -3, ..., -3, -3, -3], [-3, -3, -3, ..., -3, -3, -3], [-3, -3, -3, ..., -3, -3, -3]]]{{$}}
// 1000 elements: not summarized.
// CHECK: @f result 2: tensor<10x100xi32> {{\[\[}}7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
// CHECK-NOT: ...
// FULL: @f result 0: tensor<40x30xf32> {{\[\[}}0.0, 1.0, 2.0, 3.0, 4.0,
// FULL-SAME: 1196.0, 1197.0, 1198.0, 1199.0]]{{$}}
// FULL-NOT: ...
func.func @f(%x: tensor<40x30xf32>) -> (tensor<40x30xf32>, tensor<2x3x200xi8>, tensor<10x100xi32>) {
  %b = arith.constant dense<-3> : tensor<2x3x200xi8>
  %i = arith.constant dense<7> : tensor<10x100xi32>
  return %x, %b, %i : tensor<40x30xf32>, tensor<2x3x200xi8>, tensor<10x100xi32>
}
