// uop-map-gpu-ranges applies schedules and decides nothing: a kernel with ranges and no
// uop.schedule is refused, and so is a cooperative schedule (threads sharing the reduce range)
// that also puts the store's range on threads.
// (Schedules it cannot apply: test/Transforms/schedule/gpu-invalid.mlir, which runs it too.)
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-map-gpu-ranges)'

// expected-error @+1 {{has no uop.schedule to apply: uop-schedule{target=gpu} gives every kernel one}}
func.func @unscheduled(%out: memref<256xf32>, %x: memref<256xf32>) attributes {uop.kernel} {
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

// expected-error @+1 {{puts piece 8:128@tx of store range #0 on `tx`: the block's threads share this kernel's reductions}}
func.func @cooperative_store_threads(%out: memref<8xf32>, %x: memref<8192xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,8,128):(128@tx,1@loop,1@tx)]>} {
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
