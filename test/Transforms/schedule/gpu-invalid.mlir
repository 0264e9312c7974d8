// uop-schedule{target=gpu} refuses a GPU schedule it cannot give the kernel, at the kernel,
// naming the piece or the range; uop-map-gpu-ranges, which applies schedules, refuses the same.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{target=gpu})'
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-map-gpu-ranges)'
// Options out of range are refused before any kernel is touched.
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=0})' 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=2048})' 2>&1 | FileCheck %s --check-prefix=THREADS2048
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu upcast=0})' 2>&1 | FileCheck %s --check-prefix=UPCAST
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu upcast=512})' 2>&1 | FileCheck %s --check-prefix=UPCAST512
// THREADS: error: 'builtin.module' op uop-schedule: threads must be in [1, 1024], got 0
// THREADS2048: error: 'builtin.module' op uop-schedule: threads must be in [1, 1024], got 2048
// UPCAST: error: 'builtin.module' op uop-schedule: upcast must be in [1, 256] (the points of a thread's reg axis), got 0
// UPCAST512: error: 'builtin.module' op uop-schedule: upcast must be in [1, 256] (the points of a thread's reg axis), got 512

// Extents that do not cover the range: 2 x 64 threads for 256 points.
// expected-error @+1 {{does not cover range #0 (extent 256): its last iters (2:1@bx, 64:1@tx) have 128 points}}
func.func @short(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,64):(1@bx,1@tx)]>} {
  %c256 = arith.constant 256 : index
  %j = uop.range %c256 axis(0) loop
  %p = uop.index %x[%j] : memref<256xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<256xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A partial block overhangs by less than one block: 4 blocks of 128 for 256 points is two too many.
// expected-error @+1 {{the pieces of range #0 (4:1@bx, 128:1@tx) cover 512 points, not its extent 256 (a gpu range may cover more only by part of its outermost piece's step, on a grid or block axis: a partial last block)}}
func.func @overhang(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,128):(1@bx,1@tx)]>} {
  %c256 = arith.constant 256 : index
  %j = uop.range %c256 axis(0) loop
  %p = uop.index %x[%j] : memref<256xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<256xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// Only a grid or block piece may overhang: a loop has no guard.
// expected-error @+1 {{the pieces of range #0 (2:1@loop, 128:1@tx) cover 256 points, not its extent 200}}
func.func @padded_loop(%out: memref<200xf32>, %x: memref<200xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,128):(1@loop,1@tx)]>} {
  %c200 = arith.constant 200 : index
  %j = uop.range %c200 axis(0) loop
  %p = uop.index %x[%j] : memref<200xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<200xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// More threads than a block allows, over tx * ty.
// expected-error @+1 {{a block of 2048 threads (tx * ty * tz) is over the gpu target's 1024}}
func.func @big_block(%out: memref<2048xf32>, %x: memref<2048xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,1024):(1@ty,1@tx)]>} {
  %c2048 = arith.constant 2048 : index
  %j = uop.range %c2048 axis(0) loop
  %p = uop.index %x[%j] : memref<2048xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<2048xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A cpu axis.
// expected-error @+1 {{names axis `core`, which the gpu target does not have}}
func.func @cpu_axis(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,128):(1@core,1@simd)]>} {
  %c256 = arith.constant 256 : index
  %j = uop.range %c256 axis(0) loop
  %p = uop.index %x[%j] : memref<256xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<256xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A store range on warp lanes: the gpu lowering maps store ranges onto grid and block axes.
// expected-error @+1 {{puts piece 32:1@lane of range #0 on `lane`: a store range's pieces go on grid and block axes}}
func.func @lanes(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,32):(1@bx,1@lane)]>} {
  %c256 = arith.constant 256 : index
  %j = uop.range %c256 axis(0) loop
  %p = uop.index %x[%j] : memref<256xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<256xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A store range split between a loop and threads.
// expected-error @+1 {{puts piece 2:1@loop of range #0 on `loop`}}
func.func @thread_loop(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,128):(1@loop,1@tx)]>} {
  %c256 = arith.constant 256 : index
  %j = uop.range %c256 axis(0) loop
  %p = uop.index %x[%j] : memref<256xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%j] : memref<256xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%j]
  uop.sink %e : !uop.effect
  return
}

// -----

// A GROUP split (threads on a reduce range) shares a float sum only where the kernel may
// reassociate it.
// expected-error @+1 {{puts piece 256:1@tx of reduce range #1 on `tx`: a block may not share this kernel's reductions: a float sum or product shared by threads is reordered, which needs the kernel's uop.reassociate}}
func.func @group_exact(%out: memref<8xf32>, %x: memref<8192xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,4,256):(1@bx,1@loop,1@tx)]>} {
  %c8 = arith.constant 8 : index
  %c1024 = arith.constant 1024 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1024 axis(1) reduce
  %base = arith.muli %i, %c1024 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<8192xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// Threads that do not divide the shared range: 4 x 256 for 1000 points.
// expected-error @+1 {{the pieces of range #1 (4:1@loop, 256:1@tx) cover 1024 points, not its extent 1000}}
func.func @group_indivisible(%out: memref<8xf32>, %x: memref<8000xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,4,256):(1@bx,1@loop,1@tx)]>} {
  %c8 = arith.constant 8 : index
  %c1000 = arith.constant 1000 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1000 axis(1) reduce
  %base = arith.muli %i, %c1000 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<8000xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// Nor may a shared range have a partial last step (256 x 4 for 1022 points): its threads
// combine whole partials.
// expected-error @+1 {{pads range #1 (extent 1022), which the block's threads share: the piece 256:1@tx and the pieces within it cover the range exactly}}
func.func @group_padded(%out: memref<8xf32>, %x: memref<8176xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,256,4):(1@bx,1@tx,1@simd)]>} {
  %c8 = arith.constant 8 : index
  %c1022 = arith.constant 1022 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1022 axis(1) reduce
  %base = arith.muli %i, %c1022 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<8176xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// More threads than a block allows: the #axe.layout itself is refused.
// expected-error @+1 {{invalid layout: shape mismatch: the layout reaches coordinates 0 to 2047 on `tx`, which has 1024 (0 to 1023)}}
func.func @group_big_block(%out: memref<8xf32>, %x: memref<16384xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,2048):(1@bx,1@tx)]>} {
  %c8 = arith.constant 8 : index
  %c2048 = arith.constant 2048 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c2048 axis(1) reduce
  %base = arith.muli %i, %c2048 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<16384xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// A block shares a reduction along tx: one block reduction combines all its threads.
// expected-error @+1 {{puts piece 256:1@ty of range #1 on `ty`: a block shares a range along `tx` at stride 1 only}}
func.func @group_ty(%out: memref<8xf32>, %x: memref<8192xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,4,256):(1@bx,1@loop,1@ty)]>} {
  %c8 = arith.constant 8 : index
  %c1024 = arith.constant 1024 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1024 axis(1) reduce
  %base = arith.muli %i, %c1024 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<8192xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// Thread pieces on both the store's range and the reduce range: the threads share the
// reduction, so no thread owns a row.
// expected-error @+1 {{puts piece 8:128@tx of store range #0 on `tx`: the block's threads share this kernel's reductions (a thread piece on a reduce range), so its store ranges are rows on grid axes (bx, by, bz), loops in each thread, or, the row's innermost, shared like a reduction}}
func.func @group_and_local(%out: memref<8xf32>, %x: memref<8192xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,8,128):(128@tx,1@loop,1@tx)]>} {
  %c8 = arith.constant 8 : index
  %c1024 = arith.constant 1024 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1024 axis(1) reduce
  %base = arith.muli %i, %c1024 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<8192xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// The rows of a shared reduction go on the grid: a block reduces one row at a time.
// expected-error @+1 {{keeps store range #0 off the grid: the kernel's reductions vary with it (a row)}}
func.func @group_row_loop(%out: memref<8xf32>, %x: memref<8192xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,4,256):(4@loop,1@loop,1@tx)]>} {
  %c8 = arith.constant 8 : index
  %c1024 = arith.constant 1024 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1024 axis(1) reduce
  %base = arith.muli %i, %c1024 : index
  %a = arith.addi %base, %k : index
  %p = uop.index %x[%a] : memref<8192xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// Lanes only where every access runs contiguously along the shared range: x[k * 8 + i] is
// strided along k.
// expected-error @+1 {{puts piece 4:1@simd of range #1 on `simd`: its accesses allow no vector (16 bytes of elements that every access reads contiguously along the range, ungated)}}
func.func @group_strided_lanes(%out: memref<8xf32>, %x: memref<8192xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,256,4):(1@bx,1@tx,1@simd)]>} {
  %c8 = arith.constant 8 : index
  %c1024 = arith.constant 1024 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c1024 axis(1) reduce
  %base = arith.muli %k, %c8 : index
  %a = arith.addi %base, %i : index
  %p = uop.index %x[%a] : memref<8192xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<8xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}
