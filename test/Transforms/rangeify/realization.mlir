// Which nodes rangeify realizes, and who decides whether they stay.
// uop-rangeify realizes every node spec 003's buffer removal could keep (read
// by several consumers, or a reduction read inside a reduce scope) and gives
// each buffer every axis, size-1 and unused ones included; CONTIGUOUS and
// vmapout buffers carry `uop.contiguous`. uop-remove-buffers then applies the
// partial-contiguous decision tree and uop-remove-dead-axes drops dead axes.
// RUN: axe-opt %s --uop-rangeify | FileCheck %s --check-prefix=RAW
// RUN: axe-opt %s --pass-pipeline='builtin.module(uop-rangeify,uop-remove-buffers,uop-remove-dead-axes)' | FileCheck %s --check-prefix=OPT

// exp(x) has two consumers (itself and its flip): rangeify buffers it, and
// buffer removal inlines it (cheap, no reduce in scope): one exp per read.
// RAW-LABEL: func @shared_cheap
// RAW: %[[E:.*]] = math.exp
// RAW: %[[B:.*]] = uop.bufferize %[[E]] [%{{.*}}, %{{.*}}] : f32 -> memref<4x8xf32>
// RAW: memref.collapse_shape %[[B]]
// OPT-LABEL: func @shared_cheap
// OPT-NOT: uop.bufferize {{.*}} -> memref<4x8xf32>
// OPT: math.exp
// OPT: math.exp
// OPT: arith.addf
// OPT: uop.bufferize %{{.*}} into
func.func @shared_cheap(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = math.exp %x : tensor<4x8xf32>
  %t = uop.flip %e axes [1] : tensor<4x8xf32>
  %y = arith.addf %e, %t : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// CONTIGUOUS is always realized: marked, and kept by buffer removal.
// RAW-LABEL: func @contiguous
// RAW: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] {uop.contiguous} : f32 -> memref<4x8xf32>
// OPT-LABEL: func @contiguous
// OPT: uop.bufferize %{{.*}} [%{{.*}}, %{{.*}}] {uop.contiguous} : f32 -> memref<4x8xf32>
func.func @contiguous(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %c = uop.contiguous %x : tensor<4x8xf32>
  %t = uop.permute %c [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  return %t : tensor<8x4xf32>
}

// The expanded row sum has two consumers and a reduction: rangeify buffers
// it with both axes (4x8, the second unused); buffer removal keeps it
// (pcontig 0) and dead-axis removal shrinks it to one element per row.
// RAW-LABEL: func @shared_reduce
// RAW: %[[S:.*]] = uop.reduce add
// RAW: uop.bufferize %[[S]] [%{{.*}}, %{{.*}}] : f32 -> memref<4x8xf32>
// OPT-LABEL: func @shared_reduce
// OPT: %[[R0:.*]] = uop.range %{{.*}} axis(0) loop
// OPT: %[[S:.*]] = uop.reduce add
// OPT: %[[B:.*]] = uop.bufferize %[[S]] [%{{.*}}] : f32 -> memref<4xf32>
// OPT: uop.index %[[B]][%[[R0]]] : memref<4xf32>
func.func @shared_reduce(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %a = uop.expand %s : tensor<4x1xf32> -> tensor<4x8xf32>
  %y = arith.divf %x, %a : tensor<4x8xf32>
  %z = arith.addf %y, %a : tensor<4x8xf32>
  return %z : tensor<4x8xf32>
}

// Inside a vmap, a shared reduction that does not read the vmapped input has
// no vmap range; all its axes are dead: an empty bufferize (a scalar buffer).
// RAW-LABEL: func @vmap_invariant
// RAW: uop.bufferize %{{.*}} [%{{.*}}] : f32 -> memref<4xf32>
// OPT-LABEL: func @vmap_invariant
// OPT: %[[B:.*]] = uop.bufferize %{{.*}} [] : f32 -> memref<f32>
// OPT: uop.index %[[B]][] : memref<f32>
func.func @vmap_invariant(%x: tensor<3x4xf32>, %w: tensor<4xf32>) -> tensor<3x4xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = uop.range %c3 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<3x4xf32> -> tensor<4xf32>
  %s = uop.reduce_axis add %w axes [0] : tensor<4xf32> -> tensor<1xf32>
  %sb = uop.expand %s : tensor<1xf32> -> tensor<4xf32>
  %y = arith.mulf %row, %sb : tensor<4xf32>
  %z = arith.addf %y, %sb : tensor<4xf32>
  %out = uop.vmapout %z [%r, %c0] : tensor<4xf32> -> tensor<3x4xf32>
  return %out : tensor<3x4xf32>
}
