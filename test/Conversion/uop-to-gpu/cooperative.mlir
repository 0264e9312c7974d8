// Cooperative reductions: uop-schedule{target=gpu} gives each output row of a kernel with long
// reductions one block (rows on bx, 256 threads on a tx piece of each reduction's range),
// uop-map-gpu-ranges applies the rows and leaves the rest of the schedule, and
// convert-uop-to-scf splits each reduction's
// range and the row's own output range as (E / 256 loop) x (256 on tx) so consecutive
// threads read consecutive elements, combines the partials with gpu.all_reduce (every
// thread gets the row's value, computed once per row), and lets thread 0 alone store a value
// that all threads hold. The emulator runs every thread against the interpreter.
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=1},uop-map-gpu-ranges)' | FileCheck %s --check-prefix=MAP
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 upcast=1},uop-map-gpu-ranges,convert-uop-to-scf,canonicalize,cse)' | FileCheck %s --check-prefix=SCF
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=256 reassociate=false upcast=1},uop-map-gpu-ranges)' | FileCheck %s --check-prefix=EXACT
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=128 upcast=1},uop-map-gpu-ranges,convert-uop-to-scf,canonicalize,cse,axe-vectorize-upcast)' | FileCheck %s --check-prefix=VEC
// RUN: axe-run %s --split-input-file --target gpu-emulator --gpu-threads 256 --trials 3 --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=EMU

// Row sums of 8 x 512: 8 blocks of 256 threads, 2 elements per thread, one block sum per row.
// MAP-LABEL: func.func @row_sum_k0
// MAP-SAME: gpu.known_block_size = array<i32: 256, 1, 1>, gpu.known_grid_size = array<i32: 8, 1, 1>
// MAP-SAME: uop.reassociate
// MAP-SAME: uop.schedule = #axe.layout<S[(2,256):(1@loop,1@tx)]>
// MAP: uop.special block_id 0 size 8
// MAP-NOT: uop.special thread_id
// MAP: uop.reduce add
// SCF-LABEL: func.func @row_sum_k0
// SCF-DAG: %[[C2:.*]] = arith.constant 2 : index
// SCF-DAG: %[[C256:.*]] = arith.constant 256 : index
// SCF: %[[B:.*]] = gpu.block_id x upper_bound 8
// SCF: %[[T:.*]] = gpu.thread_id x upper_bound 256
// SCF: %[[FIRST:.*]] = arith.cmpi eq, %[[T]], %{{.*}}
// SCF: %[[P:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[C2]]
// SCF: %[[O:.*]] = arith.muli %[[I]], %[[C256]]
// SCF: arith.addi %[[O]], %[[T]]
// SCF: memref.load
// SCF: %[[S:.*]] = gpu.all_reduce add %[[P]] uniform
// SCF: scf.if %[[FIRST]] {
// SCF-NEXT: memref.store %[[S]], %{{.*}}[%[[B]]]
// With 128 threads a 512-float row is one 4-float vector per thread: a 16-byte aligned
// vector load (threads 128 apart in vectors), reduced in the thread, then across the block.
// VEC-LABEL: func.func @row_sum_k0
// VEC: %[[T:.*]] = gpu.thread_id x upper_bound 128
// VEC: %[[X4:.*]] = arith.muli %[[T]], %c4
// VEC: %[[AT:.*]] = arith.addi %{{.*}}, %[[X4]]
// VEC: vector.load %{{.*}}[%[[AT]]] {alignment = 16 : i64} : memref<4096xf32>, vector<4xf32>
// VEC: vector.reduction <add>
// VEC: gpu.all_reduce add
// EXACT-LABEL: func.func @row_sum_k0
// EXACT-SAME: gpu.known_block_size = array<i32: 8, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>
// EXACT-NOT: uop.schedule
// EMU: @row_sum: 3 trials, {{.*}}: ok
func.func @row_sum_k0(%out: memref<8xf32>, %x: memref<8x512xf32>) attributes {uop.kernel} {
  %c512 = arith.constant 512 : index
  %c8 = arith.constant 8 : index
  %r = uop.range %c8 axis(0) loop
  %k = uop.range %c512 axis(1) reduce
  %flat = memref.collapse_shape %x [[0, 1]] : memref<8x512xf32> into memref<4096xf32>
  %row = arith.muli %r, %c512 : index
  %at = arith.addi %row, %k : index
  %p = uop.index %flat[%at] : memref<4096xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %o = uop.index %out[%r] : memref<8xf32>
  %st = uop.store %o, %s : f32
  %e = uop.end %st [%r]
  uop.sink %e : !uop.effect
  return
}
func.func @row_sum(%x: memref<8x512xf32>, %out: memref<8xf32> {uop.output = 0 : i64}) {
  call @row_sum_k0(%out, %x) : (memref<8xf32>, memref<8x512xf32>) -> ()
  return
}

// -----

// exp(x - max(row)): the max once per row (a block max), then the row's 512 outputs split
// across the same 256 threads; every thread stores its own elements (no thread-0 gate). A
// max is exact in any order: cooperative without reassociation too.
// MAP-LABEL: func.func @shifted_exp_k0
// MAP-SAME: gpu.known_grid_size = array<i32: 4, 1, 1>
// MAP-SAME: uop.schedule = #axe.layout<S[(2,256,2,256):(2@loop,1@tx,1@loop,1@tx)]>
// SCF-LABEL: func.func @shifted_exp_k0
// SCF: %[[T:.*]] = gpu.thread_id x upper_bound 256
// SCF: scf.for
// SCF: arith.maximumf
// SCF: %[[M:.*]] = gpu.all_reduce maximumf
// SCF-NOT: scf.if
// SCF: scf.for
// SCF: arith.subf %{{.*}}, %[[M]]
// SCF: math.exp
// SCF: memref.store
// VEC-LABEL: func.func @shifted_exp_k0
// VEC: vector.load {{.*}} {alignment = 16 : i64} : memref<2048xf32>, vector<4xf32>
// VEC: vector.reduction <maximumf>
// VEC: gpu.all_reduce maximumf
// VEC: math.exp {{.*}} : vector<4xf32>
// VEC: vector.store {{.*}} {alignment = 16 : i64} : memref<2048xf32>, vector<4xf32>
// EXACT-LABEL: func.func @shifted_exp_k0
// EXACT-SAME: uop.schedule = #axe.layout<S[(2,256,2,256):(2@loop,1@tx,1@loop,1@tx)]>
// EMU: @shifted_exp: 3 trials, max abs error 0e0, max rel error 0e0: ok
func.func @shifted_exp_k0(%out: memref<4x512xf32>, %x: memref<4x512xf32>) attributes {uop.kernel} {
  %c512 = arith.constant 512 : index
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  %c = uop.range %c512 axis(2) loop
  %flat = memref.collapse_shape %x [[0, 1]] : memref<4x512xf32> into memref<2048xf32>
  %row = arith.muli %r, %c512 : index
  %at = arith.addi %row, %c : index
  %p = uop.index %flat[%at] : memref<2048xf32>
  %v = uop.load %p : f32
  %k = uop.range %c512 axis(4) reduce
  %at2 = arith.addi %row, %k : index
  %p2 = uop.index %flat[%at2] : memref<2048xf32>
  %w = uop.load %p2 : f32
  %m = uop.reduce max %w [%k] : f32
  %d = arith.subf %v, %m : f32
  %y = math.exp %d : f32
  %oflat = memref.collapse_shape %out [[0, 1]] : memref<4x512xf32> into memref<2048xf32>
  %o = uop.index %oflat[%at] : memref<2048xf32>
  %st = uop.store %o, %y : f32
  %e = uop.end %st [%r, %c]
  uop.sink %e : !uop.effect
  return
}
func.func @shifted_exp(%x: memref<4x512xf32>, %out: memref<4x512xf32> {uop.output = 0 : i64}) {
  call @shifted_exp_k0(%out, %x) : (memref<4x512xf32>, memref<4x512xf32>) -> ()
  return
}

// -----

// A matmul's 512 x 512 outputs are too many rows for a block each: one thread per output,
// the reduction a loop in the thread (the default mapping, which map-ranges.mlir runs).
// axe-run: skip @matmul -- 2^27 multiply-adds, too slow for the interpreter in a debug build
// MAP-LABEL: func.func @matmul_k0
// MAP-SAME: gpu.known_block_size = array<i32: 256, 1, 1>, gpu.known_grid_size = array<i32: 2, 512, 1>
// MAP-NOT: uop.schedule
// EMU: @matmul: skipped
func.func @matmul_k0(%out: memref<512x512xf32>, %a: memref<512x512xf32>, %b: memref<512x512xf32>) attributes {uop.kernel} {
  %c512 = arith.constant 512 : index
  %i = uop.range %c512 axis(0) loop
  %j = uop.range %c512 axis(1) loop
  %k = uop.range %c512 axis(2) reduce
  %pa = uop.index %a[%i, %k] : memref<512x512xf32>
  %pb = uop.index %b[%k, %j] : memref<512x512xf32>
  %x = uop.load %pa : f32
  %y = uop.load %pb : f32
  %xy = arith.mulf %x, %y : f32
  %s = uop.reduce add %xy [%k] : f32
  %o = uop.index %out[%i, %j] : memref<512x512xf32>
  %st = uop.store %o, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}
func.func @matmul(%a: memref<512x512xf32>, %b: memref<512x512xf32>, %out: memref<512x512xf32> {uop.output = 0 : i64}) {
  call @matmul_k0(%out, %a, %b) : (memref<512x512xf32>, memref<512x512xf32>, memref<512x512xf32>) -> ()
  return
}

// -----

// A 64-element reduction is too short to share: one thread per row.
// MAP-LABEL: func.func @short_k0
// MAP-NOT: uop.schedule
// EMU: @short: 3 trials, max abs error 0e0, max rel error 0e0: ok
func.func @short_k0(%out: memref<128xf32>, %x: memref<128x64xf32>) attributes {uop.kernel} {
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %r = uop.range %c128 axis(0) loop
  %k = uop.range %c64 axis(1) reduce
  %p = uop.index %x[%r, %k] : memref<128x64xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %o = uop.index %out[%r] : memref<128xf32>
  %st = uop.store %o, %s : f32
  %e = uop.end %st [%r]
  uop.sink %e : !uop.effect
  return
}
func.func @short(%x: memref<128x64xf32>, %out: memref<128xf32> {uop.output = 0 : i64}) {
  call @short_k0(%out, %x) : (memref<128xf32>, memref<128x64xf32>) -> ()
  return
}
