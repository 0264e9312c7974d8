// i1 in memory is a byte per element on every path (axe-i1-memory, in axe-lower-to-llvm): LLVM
// stores a vector<8xi1> as 8 packed bits but a scalar i1 as a byte, so a flag buffer written
// along simd lanes by one kernel and read element by element by the next was misread (lanes 6
// and 7 true were the byte 0xC0: cast to f32, 192.0), and a guarded divisor read the wrong
// flag (SIGFPE in axe-run). Each kernel pair below hands a flag buffer across the two layouts,
// both directions; the JIT must agree with the interpreter bit for bit.
// RUN: axe-run %s --split-input-file --target cpu --trials 5 | FileCheck %s
// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-extract-gates,convert-uop-to-scf,axe-i1-memory)' | FileCheck %s --check-prefix=SCF
// SCF-NOT: vector.load {{.*}}xi1>
// SCF-NOT: vector.store {{.*}}xi1>
// SCF-NOT: vector.masked

// Flags x > 0 written as 8 lanes, read one by one and cast to f32 (192.0 before the fix).
// CHECK: @lanes_then_elements: 5 trials, max abs error 0e0, max rel error 0e0: ok
func.func @write_lanes(%flags: memref<64xi1>, %x: memref<64xf32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,8):(1@loop,1@simd)]>} {
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %i = uop.range %c64 axis(0) loop
  %p = uop.index %x[%i] : memref<64xf32>
  %v = uop.load %p : f32
  %f = arith.cmpf ogt, %v, %zero : f32
  %q = uop.index %flags[%i] : memref<64xi1>
  %s = uop.store %q, %f : i1
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @read_elements(%out: memref<64xf32>, %flags: memref<64xi1>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64):(1@loop)]>} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %p = uop.index %flags[%i] : memref<64xi1>
  %f = uop.load %p : i1
  %v = uop.cast %f : i1 -> f32
  %q = uop.index %out[%i] : memref<64xf32>
  %s = uop.store %q, %v : f32
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @lanes_then_elements(%x: memref<64xf32>, %out: memref<64xf32> {uop.output = 0 : i64}) {
  %flags = memref.alloc() : memref<64xi1>
  call @write_lanes(%flags, %x) : (memref<64xi1>, memref<64xf32>) -> ()
  call @read_elements(%out, %flags) : (memref<64xf32>, memref<64xi1>) -> ()
  memref.dealloc %flags : memref<64xi1>
  return
}

// -----

// The reverse: flags written one by one, read as 8 lanes and used to guard a divisor
// (a wrong flag divides by zero).
// CHECK: @elements_then_lanes: 5 trials, max abs error 0e0, max rel error 0e0: ok
func.func @write_elements(%flags: memref<64xi1>, %d: memref<64xi32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64):(1@loop)]>} {
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : i32
  %i = uop.range %c64 axis(0) loop
  %p = uop.index %d[%i] : memref<64xi32>
  %v = uop.load %p : i32
  %f = arith.cmpi ne, %v, %c0 : i32
  %q = uop.index %flags[%i] : memref<64xi1>
  %s = uop.store %q, %f : i1
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @read_lanes(%out: memref<64xi32>, %flags: memref<64xi1>, %d: memref<64xi32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,8):(1@loop,1@simd)]>} {
  %c64 = arith.constant 64 : index
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %i = uop.range %c64 axis(0) loop
  %p = uop.index %flags[%i] : memref<64xi1>
  %f = uop.load %p : i1
  %pd = uop.index %d[%i] : memref<64xi32>
  %v = uop.load %pd : i32
  %safe = arith.select %f, %v, %c1 : i32
  %quotient = arith.divsi %c100, %safe : i32
  %q = uop.index %out[%i] : memref<64xi32>
  %s = uop.store %q, %quotient : i32
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @elements_then_lanes(%d: memref<64xi32>, %out: memref<64xi32> {uop.output = 0 : i64}) {
  %flags = memref.alloc() : memref<64xi1>
  call @write_elements(%flags, %d) : (memref<64xi1>, memref<64xi32>) -> ()
  call @read_lanes(%out, %flags, %d) : (memref<64xi32>, memref<64xi1>, memref<64xi32>) -> ()
  memref.dealloc %flags : memref<64xi1>
  return
}

// -----

// Masked: flags written one by one, then read back as 8 lanes under a gate that varies along
// the lanes (vector.maskedload, lanes before 3 read false) and stored as 8 lanes under another
// (vector.maskedstore, the last 5 lanes keep what the first kernel wrote); read element by
// element at the end.
// CHECK: @masked_lanes: 5 trials, max abs error 0e0, max rel error 0e0: ok
func.func @masked_copy(%dst: memref<64xi1>, %flags: memref<64xi1>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(8,8):(1@loop,1@simd)]>} {
  %c64 = arith.constant 64 : index
  %c3 = arith.constant 3 : index
  %c59 = arith.constant 59 : index
  %i = uop.range %c64 axis(0) loop
  %in = arith.cmpi sge, %i, %c3 : index
  %src = arith.subi %i, %c3 : index
  %p = uop.index %flags[%src] gate %in : memref<64xi1>
  %f = uop.load %p : i1
  %keep = arith.cmpi slt, %i, %c59 : index
  %q = uop.index %dst[%i] gate %keep : memref<64xi1>
  %s = uop.store %q, %f : i1
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @masked_lanes(%d: memref<64xi32>, %out: memref<64xf32> {uop.output = 0 : i64}) {
  %flags = memref.alloc() : memref<64xi1>
  %dst = memref.alloc() : memref<64xi1>
  call @write_elements2(%flags, %d) : (memref<64xi1>, memref<64xi32>) -> ()
  call @write_elements2(%dst, %d) : (memref<64xi1>, memref<64xi32>) -> ()
  call @masked_copy(%dst, %flags) : (memref<64xi1>, memref<64xi1>) -> ()
  call @read_elements2(%out, %dst) : (memref<64xf32>, memref<64xi1>) -> ()
  memref.dealloc %flags : memref<64xi1>
  memref.dealloc %dst : memref<64xi1>
  return
}
func.func @write_elements2(%flags: memref<64xi1>, %d: memref<64xi32>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64):(1@loop)]>} {
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : i32
  %i = uop.range %c64 axis(0) loop
  %p = uop.index %d[%i] : memref<64xi32>
  %v = uop.load %p : i32
  %f = arith.cmpi sgt, %v, %c0 : i32
  %q = uop.index %flags[%i] : memref<64xi1>
  %s = uop.store %q, %f : i1
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}
func.func @read_elements2(%out: memref<64xf32>, %flags: memref<64xi1>) attributes {uop.kernel, uop.schedule = #axe.layout<S[(64):(1@loop)]>} {
  %c64 = arith.constant 64 : index
  %i = uop.range %c64 axis(0) loop
  %p = uop.index %flags[%i] : memref<64xi1>
  %f = uop.load %p : i1
  %v = uop.cast %f : i1 -> f32
  %q = uop.index %out[%i] : memref<64xf32>
  %s = uop.store %q, %v : f32
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}
