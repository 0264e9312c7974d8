// uop-map-gpu-ranges refuses a uop.schedule it cannot apply, naming why.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-map-gpu-ranges)'
// Options out of range are refused before any kernel is touched.
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-map-gpu-ranges{threads=0})' 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-map-gpu-ranges{threads=2048})' 2>&1 | FileCheck %s --check-prefix=THREADS2048
// RUN: not axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-map-gpu-ranges{upcast=0})' 2>&1 | FileCheck %s --check-prefix=UPCAST
// THREADS: error: 'builtin.module' op uop-map-gpu-ranges: threads must be in [1, 1024], got 0
// THREADS2048: error: 'builtin.module' op uop-map-gpu-ranges: threads must be in [1, 1024], got 2048
// UPCAST: error: 'builtin.module' op uop-map-gpu-ranges: upcast must be at least 1, got 0

// expected-error @+1 {{names axis `core`, which the gpu target does not have}}
func.func @cpu_axes(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,128):(1@core,1@simd)]>} {
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

// expected-error @+1 {{puts a piece of range #0 on `loop`: uop-map-gpu-ranges maps the store's ranges onto grid and block axes}}
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
