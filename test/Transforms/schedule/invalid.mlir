// uop-schedule (and convert-uop-to-scf, which checks the same) refuses a
// schedule that is not one of its kernel's ranges on the cpu target, with the
// constraint named at the kernel or at the op that breaks it.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(uop-schedule)'
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(convert-uop-to-scf)'


// -----

// expected-error @+1 {{has a uop.schedule that is not an #axe.layout}}
func.func @not_a_layout(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = "S[8,4]"} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{the layout does not cover the ranges (8,4) exactly}}
func.func @short(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,2):(2@loop,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{names axis `tx`, which the cpu target does not have (its axes: loop, core, simd, reg)}}
func.func @gpu_axis(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,4):(1@tx,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{the pieces on axis `loop` do not tile it}}
func.func @overlap(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,4):(2@loop,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{a schedule has no replica part R}}
func.func @replica(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,4):(4@loop,1@loop)] + R[2:1@core]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{a schedule has no offset}}
func.func @offset(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,4):(4@loop,1@loop)] + 1@loop>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{the simd piece of range #0 is not its innermost piece}}
func.func @outer_lanes(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(2,4,4):(1@simd,4@loop,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{does not cover the ranges}}
func.func @wrong_size(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(4,2,3):(1@loop,1@simd,1@loop)]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

func.func @too_many_registers(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,4):(4@reg,1@reg)]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

func.func @strided_lanes_in_reduction(%out: memref<32xf32>, %x: memref<64xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,4,2):(2@loop,1@simd,1@loop)]>} {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %i = uop.range %c8 axis(0) loop
  %j = uop.range %c4 axis(1) loop
  %k = uop.range %c2 axis(2) reduce
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %j : index
  %t = arith.muli %j, %c16 : index
  %u = arith.muli %i, %c2 : index
  %tu = arith.addi %t, %u : index
  %g = arith.addi %tu, %k : index
  // expected-error @+1 {{is not contiguous along range #1, which the schedule puts on simd lanes, and varies with the range of an innermost reduction (one no other reduction is nested in): its last index must move by 1 with the range and the others not at all (or, for a load, move linearly with it and by 1 along a range whose reg piece is as wide as the lanes, to be transposed in registers); outside an innermost reduction it would be accessed lane by lane}}
  %p = uop.index %x[%g] : memref<64xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%f] : memref<32xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i, %j]
  uop.sink %e : !uop.effect
  return
}

// -----

func.func @reordered_sum(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,4):(1@loop,1@simd)]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c4 axis(1) reduce
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %k : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  // expected-error @+1 {{is a float reduction that the schedule reorders (lanes, several accumulators or another loop order), which changes its rounding: add uop.reassociate to the kernel to allow it}}
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<32xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{puts reduce range #1 on `core`: the cpu target reduces within one thread}}
func.func @threaded_sum(%out: memref<32xf32>, %x: memref<32xf32>) attributes {uop.kernel, uop.reassociate, uop.schedule = #axe.layout<S[(8,4):(1@loop,1@core)]>} {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c8 axis(0) loop
  %k = uop.range %c4 axis(1) reduce
  %a = arith.muli %i, %c4 : index
  %f = arith.addi %a, %k : index
  %p = uop.index %x[%f] : memref<32xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %q = uop.index %out[%i] : memref<32xf32>
  %st = uop.store %q, %s : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}

// -----

func.func @dynamic(%out: memref<32xf32>, %x: memref<32xf32>, %n: index {axe.bounds = array<i64: 1, 32>}) attributes {uop.kernel, uop.schedule = #axe.layout<S[32:1@loop]>} {
  %c4 = arith.constant 4 : index
  // expected-error @+1 {{has a dynamic end; a schedule covers ranges of constant extent}}
  %i = uop.range %n axis(0) loop
  %p = uop.index %x[%i] : memref<32xf32>
  %v = uop.load %p : f32
  %q = uop.index %out[%i] : memref<32xf32>
  %st = uop.store %q, %v : f32
  %e = uop.end %st [%i]
  uop.sink %e : !uop.effect
  return
}
