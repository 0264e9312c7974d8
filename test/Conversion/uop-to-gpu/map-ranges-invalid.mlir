// uop-schedule{target=gpu} diagnostics (before uop-map-gpu-ranges): bad options, kernels it
// cannot map.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule{target=gpu upcast=1},uop-map-gpu-ranges)'
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu threads=2048 upcast=1},uop-map-gpu-ranges)' 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not axe-opt %s --pass-pipeline='builtin.module(uop-schedule{target=gpu upcast=0},uop-map-gpu-ranges)' 2>&1 | FileCheck %s --check-prefix=UPCAST
// THREADS: threads must be in [1, 1024], got 2048
// UPCAST: upcast must be in [1, 256] (the points of a thread's reg axis), got 0

func.func @dynamic(%out: memref<8xf32>, %n: index) attributes {uop.kernel} {
  // expected-error @+1 {{cannot be mapped to GPU indices: its end is not a constant}}
  %r0 = uop.range %n axis(0) loop
  %one = arith.constant 1.0 : f32
  %po = uop.index %out[%r0] : memref<8xf32>
  %st = uop.store %po, %one : f32
  %e = uop.end %st [%r0]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{expects one uop.end closing the kernel's store, found 2}}
func.func @two_stores(%out: memref<8xf32>, %out2: memref<8xf32>) attributes {uop.kernel} {
  %c8 = arith.constant 8 : index
  %r0 = uop.range %c8 axis(0) loop
  %r1 = uop.range %c8 axis(1) loop
  %one = arith.constant 1.0 : f32
  %po = uop.index %out[%r0] : memref<8xf32>
  %st = uop.store %po, %one : f32
  %e = uop.end %st [%r0]
  %po2 = uop.index %out2[%r1] : memref<8xf32>
  %st2 = uop.store %po2, %one : f32
  %e2 = uop.end %st2 [%r1]
  uop.sink %e, %e2 : !uop.effect, !uop.effect
  return
}

// -----

// expected-error @+1 {{needs more than 2147483647 blocks along x}}
func.func @huge(%out: memref<8xf32>) attributes {uop.kernel} {
  %big = arith.constant 1099511627776 : index
  %r0 = uop.range %big axis(0) loop
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %po = uop.index %out[%c0] : memref<8xf32>
  %st = uop.store %po, %one : f32
  %e = uop.end %st [%r0]
  uop.sink %e : !uop.effect
  return
}

// -----

// An extent of 2^63 - 1 needs more blocks than CUDA has (no overflow on the way).
// expected-error @+1 {{needs more than 2147483647 blocks along x}}
func.func @max_extent(%out: memref<4xf32>) attributes {uop.kernel} {
  %n = arith.constant 9223372036854775807 : index
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %i = uop.range %n axis(0) loop
  %q = uop.index %out[%c0] : memref<4xf32>
  %st = uop.store %q, %z : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// Two ranges whose product overflows i64 are flattened along x and refused.
// expected-error @+1 {{needs more than 2147483647 blocks along x}}
func.func @product_overflows(%out: memref<4xf32>) attributes {uop.kernel} {
  %n = arith.constant 4611686018427387904 : index
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %i = uop.range %n axis(0) loop
  %j = uop.range %n axis(1) loop
  %k = uop.range %n axis(2) loop
  %q = uop.index %out[%c0] : memref<4xf32>
  %st = uop.store %q, %z : f32
  %e = uop.end %st [%i, %j, %k]
  uop.sink %e : !uop.effect
  return
}
