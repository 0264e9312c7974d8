// convert-linalg-to-uop on what upstream's tosa-to-linalg makes of an MLP,
// softmax, layer norm, attention and TOSA's movement ops (slice, pad,
// concat, reshape): the TOSA source is here, the linalg comes from upstream
// mlir-opt. The converted programs run on the reference interpreter against
// numpy (Inputs/numpy_oracle.py), bit for bit against upstream's own loops
// for the linalg (one-shot-bufferize, convert-linalg-to-loops) on the same
// interpreter, and through uop-kernelize on the CPU JIT against the
// interpreter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t/linalg.mlir
// RUN: axe-opt %t/linalg.mlir --convert-linalg-to-uop | FileCheck %s
// RUN: axe-opt %t/linalg.mlir --convert-linalg-to-uop -o %t/uop.mlir
// RUN: %python %S/Inputs/numpy_oracle.py %t/uop.mlir %t mlp softmax layernorm attention movement | FileCheck %s --check-prefix=NUMPY
// RUN: %mlir_opt %t/linalg.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-loops -o %t/loops.mlir
// RUN: axe-run %t/uop.mlir --against %t/loops.mlir --rtol 0 --atol 0 --trials 3 | FileCheck %s --check-prefix=LOOPS
// RUN: axe-run %t/uop.mlir --target cpu --trials 2 --check-pipeline 'builtin.module(uop-kernelize)' | FileCheck %s --check-prefix=JIT

// NUMPY: mlp: interpreter vs numpy max abs error {{.*}}: ok
// NUMPY: softmax: interpreter vs numpy max abs error {{.*}}: ok
// NUMPY: layernorm: interpreter vs numpy max abs error {{.*}}: ok
// NUMPY: attention: interpreter vs numpy max abs error {{.*}}: ok
// NUMPY: movement: interpreter vs numpy max abs error {{.*}}: ok
// LOOPS-COUNT-5: 3 trials, max abs error 0e0, max rel error 0e0: ok
// JIT: @mlp: 2 trials, {{.*}}: ok
// JIT: @softmax: 2 trials, {{.*}}: ok
// JIT: @layernorm: 2 trials, {{.*}}: ok
// JIT: @attention: 2 trials, {{.*}}: ok
// JIT: @movement: 2 trials, {{.*}}: ok

// The batch matmul's loops (b, i, j, k): both operands expanded over the
// iteration space, multiplied, summed over k. The fill of 0.0 is the sum's
// own identity, so no add of the initial value is left; the bias's 0-map
// broadcast is a reshape + expand; the clamp stays elementwise.
// CHECK-LABEL: func.func @mlp
// CHECK-NOT: linalg.
// CHECK-DAG: %[[X:.*]] = uop.expand {{.*}} -> tensor<1x4x16x8xf32>
// CHECK-DAG: %[[WT:.*]] = uop.permute %arg1 [0, 2, 1] : tensor<1x8x16xf32> -> tensor<1x16x8xf32>
// CHECK: %[[P:.*]] = arith.mulf {{.*}} : tensor<1x4x16x8xf32>
// CHECK: %[[S:.*]] = uop.reduce_axis add %[[P]] axes [3] : tensor<1x4x16x8xf32> -> tensor<1x4x16x1xf32>
// CHECK: %[[MM:.*]] = uop.reshape %[[S]] : tensor<1x4x16x1xf32> -> tensor<1x4x16xf32>
// CHECK: %[[B:.*]] = uop.expand {{.*}} : tensor<1x1x16xf32> -> tensor<1x4x16xf32>
// CHECK: %[[Y:.*]] = arith.addf %[[MM]], %[[B]] : tensor<1x4x16xf32>
// CHECK: arith.minimumf %[[Y]]
// CHECK: arith.maximumf
// CHECK: return

// A max reduction combines its initial value (the lowest float) after
// reducing: max is associative, so this is exact.
// CHECK-LABEL: func.func @softmax
// CHECK: %[[INIT:.*]] = arith.constant dense<-3.40282347E+38> : tensor<4xf32>
// CHECK: %[[M:.*]] = uop.reduce_axis max %arg0 axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
// CHECK: %[[MR:.*]] = uop.reshape %[[M]] : tensor<4x1xf32> -> tensor<4xf32>
// CHECK: arith.maximumf %[[INIT]], %[[MR]] : tensor<4xf32>
// CHECK: math.exp
// CHECK: uop.reduce_axis add
// CHECK: arith.divf

// CHECK-LABEL: func.func @layernorm
// CHECK: uop.reduce_axis add %arg0 axes [1]
// CHECK: math.rsqrt

// The transpose of K folds into the matmul's read of it (two permutes are one).
// CHECK-LABEL: func.func @attention
// CHECK-NOT: uop.permute %arg1
// CHECK: uop.reduce_axis add {{.*}} axes [3] : tensor<2x8x8x16xf32>
// CHECK: uop.reduce_axis max
// CHECK: uop.permute %arg2 [0, 2, 1]
// CHECK: uop.reduce_axis add {{.*}} axes [3] : tensor<2x8x16x8xf32>

// slice -> shrink; a pad with -1.5 -> the source padded into a splat of
// -1.5 (where on a padded mask); concat (insert_slice into tensor.empty)
// -> zero pads and wheres; reshape -> uop.reshape.
// CHECK-LABEL: func.func @movement
// CHECK: %[[S:.*]] = uop.shrink %arg0 begin [1, 1] end [4, 5] : tensor<4x6xf32> -> tensor<3x4xf32>
// CHECK: %[[FILL:.*]] = arith.constant dense<-1.500000e+00> : tensor<3x6xf32>
// CHECK: %[[MASK:.*]] = uop.pad %{{.*}} low [0, 1] high [0, 1] : tensor<3x4xi1> -> tensor<3x6xi1>
// CHECK: %[[PS:.*]] = uop.pad %[[S]] low [0, 1] high [0, 1] : tensor<3x4xf32> -> tensor<3x6xf32>
// CHECK: uop.where %[[MASK]], %[[PS]], %[[FILL]] : tensor<3x6xi1>, tensor<3x6xf32>
// CHECK: uop.pad {{.*}} low [0, 0] high [0, 4] : tensor<3x6xf32> -> tensor<3x10xf32>
// CHECK-COUNT-4: uop.where
// CHECK: uop.reshape {{.*}} : tensor<3x10xf32> -> tensor<3x5x2xf32>

func.func @mlp(%x: tensor<1x4x8xf32>, %w: tensor<1x8x16xf32>, %b: tensor<1x1x16xf32>) -> tensor<1x4x16xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %mm = tosa.matmul %x, %w, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x16xf32>
  %y = tosa.add %mm, %b : (tensor<1x4x16xf32>, tensor<1x1x16xf32>) -> tensor<1x4x16xf32>
  %r = tosa.clamp %y {min_val = 0.0 : f32, max_val = 3.4028235e38 : f32} : (tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
  return %r : tensor<1x4x16xf32>
}
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m = tosa.reduce_max %x {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  %s = tosa.sub %x, %m : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x8xf32>
  %e = tosa.exp %s : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  %inv = tosa.reciprocal %sum : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %inv, %shift : (tensor<4x8xf32>, tensor<4x1xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
func.func @layernorm(%x: tensor<4x16xf32>, %gamma: tensor<1x16xf32>, %beta: tensor<1x16xf32>) -> tensor<4x16xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %inv_n = "tosa.const"() <{values = dense<0.0625> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %sum = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<4x16xf32>) -> tensor<4x1xf32>
  %mean = tosa.mul %sum, %inv_n, %shift : (tensor<4x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x1xf32>
  %d = tosa.sub %x, %mean : (tensor<4x16xf32>, tensor<4x1xf32>) -> tensor<4x16xf32>
  %sq = tosa.mul %d, %d, %shift : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<1xi8>) -> tensor<4x16xf32>
  %sqsum = tosa.reduce_sum %sq {axis = 1 : i32} : (tensor<4x16xf32>) -> tensor<4x1xf32>
  %var = tosa.mul %sqsum, %inv_n, %shift : (tensor<4x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<4x1xf32>
  %ve = tosa.add %var, %eps : (tensor<4x1xf32>, tensor<1x1xf32>) -> tensor<4x1xf32>
  %r = tosa.rsqrt %ve : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %n = tosa.mul %d, %r, %shift : (tensor<4x16xf32>, tensor<4x1xf32>, tensor<1xi8>) -> tensor<4x16xf32>
  %g = tosa.mul %n, %gamma, %shift : (tensor<4x16xf32>, tensor<1x16xf32>, tensor<1xi8>) -> tensor<4x16xf32>
  %y = tosa.add %g, %beta : (tensor<4x16xf32>, tensor<1x16xf32>) -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}
func.func @attention(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scale = "tosa.const"() <{values = dense<0.25> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<2x8x16xf32>) -> tensor<2x16x8xf32>
  %s = tosa.matmul %q, %kt, %zp, %zp : (tensor<2x8x16xf32>, tensor<2x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8xf32>
  %ss = tosa.mul %s, %scale, %shift : (tensor<2x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<2x8x8xf32>
  %m = tosa.reduce_max %ss {axis = 2 : i32} : (tensor<2x8x8xf32>) -> tensor<2x8x1xf32>
  %d = tosa.sub %ss, %m : (tensor<2x8x8xf32>, tensor<2x8x1xf32>) -> tensor<2x8x8xf32>
  %e = tosa.exp %d : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %sum = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<2x8x8xf32>) -> tensor<2x8x1xf32>
  %inv = tosa.reciprocal %sum : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
  %p = tosa.mul %e, %inv, %shift : (tensor<2x8x8xf32>, tensor<2x8x1xf32>, tensor<1xi8>) -> tensor<2x8x8xf32>
  %o = tosa.matmul %p, %v, %zp, %zp : (tensor<2x8x8xf32>, tensor<2x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x16xf32>
  return %o : tensor<2x8x16xf32>
}
func.func @movement(%x: tensor<4x6xf32>, %y: tensor<4x2xf32>) -> tensor<3x5x2xf32> {
  %start = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[3, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sl = tosa.slice %x, %start, %size : (tensor<4x6xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x4xf32>
  %padding = tosa.const_shape {values = dense<[0, 0, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pv = "tosa.const"() <{values = dense<-1.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %p = tosa.pad %sl, %padding, %pv : (tensor<3x4xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x6xf32>
  %ysize = tosa.const_shape {values = dense<[3, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %ys = tosa.slice %y, %start, %ysize : (tensor<4x2xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x1xf32>
  %c = tosa.concat %p, %ys, %ys, %ys, %ys {axis = 1 : i32} : (tensor<3x6xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x10xf32>
  %shape = tosa.const_shape {values = dense<[3, 5, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %r = tosa.reshape %c, %shape : (tensor<3x10xf32>, !tosa.shape<3>) -> tensor<3x5x2xf32>
  return %r : tensor<3x5x2xf32>
}
