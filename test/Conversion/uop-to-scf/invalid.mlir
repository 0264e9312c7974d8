// convert-uop-to-scf diagnostics: every input it cannot lower, one per split.
// RUN: axe-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(convert-uop-to-scf)'

func.func @fresh_buffer(%out: memref<4xf32>, %x: memref<4xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %i = uop.range %c4 axis(0) loop
  %p = uop.index %x[%i] : memref<4xf32>
  %v = uop.load %p : f32
  // expected-error @+1 {{'uop.bufferize' op is a buffer realized inside a kernel: run uop-split-kernels first}}
  %b = uop.bufferize %v [%i] : f32 -> memref<4xf32>
  uop.sink %b : memref<4xf32>
  return
}

// -----

func.func @unsplit(%x: memref<4xf32>, %out: memref<4xf32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  // expected-error @+1 {{'uop.range' op is in a function without the uop.kernel attribute: run uop-split-kernels first}}
  %i = uop.range %c4 axis(0) loop
  return
}

// -----

func.func @tensor_level(%x: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'uop.reshape' op is in a function without the uop.kernel attribute: run uop-rangeify and uop-split-kernels first}}
  %r = uop.reshape %x : tensor<4xf32> -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// -----

func.func @symbolic_size(%out: memref<4xi32>) attributes {uop.kernel} {
  // expected-error @+1 {{'uop.define_var' op is a symbolic size, which convert-uop-to-scf does not lower: pass it as an index argument}}
  %n = uop.define_var "n" [1, 4] : i32
  %c0 = arith.constant 0 : index
  %o = uop.index %out[%c0] : memref<4xi32>
  %s = uop.store %o, %n : i32
  uop.sink %s : !uop.effect
  return
}

// -----

func.func @nested_region(%out: memref<4xf32>, %c: i1) attributes {uop.kernel} {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.if' op has regions; a kernel graph is flat (ranges are its loops)}}
  %v = scf.if %c -> (f32) {
    %a = arith.constant 1.0 : f32
    scf.yield %a : f32
  } else {
    %b = arith.constant 2.0 : f32
    scf.yield %b : f32
  }
  %o = uop.index %out[%c0] : memref<4xf32>
  %s = uop.store %o, %v : f32
  uop.sink %s : !uop.effect
  return
}

// -----

func.func @store_outside_end(%out: memref<4xf32>, %x: memref<4xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  %i = uop.range %c4 axis(0) loop
  %p = uop.index %x[%i] : memref<4xf32>
  %v = uop.load %p : f32
  %o = uop.index %out[%i] : memref<4xf32>
  // expected-error @+1 {{'uop.store' op varies with range axis 0, which no enclosing uop.end or uop.reduce binds here}}
  %s = uop.store %o, %v : f32
  uop.sink %s : !uop.effect
  return
}

// -----

func.func @unbound_range(%out: memref<4xf32>) attributes {uop.kernel} {
  %c4 = arith.constant 4 : index
  // expected-error @+1 {{'uop.range' op (axis 3) is used where no enclosing uop.end or uop.reduce binds it}}
  %i = uop.range %c4 axis(3) loop
  uop.sink %i : index
  return
}

// -----

func.func @address_as_value(%x: memref<4xf32>) attributes {uop.kernel} {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'uop.index' op is used as a value, which convert-uop-to-scf cannot lower}}
  %p = uop.index %x[%c0] : memref<4xf32>
  uop.sink %p : !uop.ptr<f32>
  return
}

// -----

// expected-error @+1 {{'func.func' op has an effect that no uop.store or uop.end produces}}
func.func @effect_argument(%e: !uop.effect) attributes {uop.kernel} {
  uop.sink %e : !uop.effect
  return
}

// -----

func.func @selected_effect(%out: memref<4xf32>, %c: i1, %v: f32) attributes {uop.kernel} {
  %c0 = arith.constant 0 : index
  %o = uop.index %out[%c0] : memref<4xf32>
  %a = uop.store %o, %v : f32
  // expected-error @+1 {{'arith.select' op produces an effect that convert-uop-to-scf cannot lower}}
  %e = arith.select %c, %a, %a : !uop.effect
  uop.sink %e : !uop.effect
  return
}

// -----

// expected-error @+1 {{'func.func' op is a kernel with more than one block; a kernel graph is one block}}
func.func @two_blocks(%out: memref<4xf32>, %v: f32) attributes {uop.kernel} {
  %c0 = arith.constant 0 : index
  %o = uop.index %out[%c0] : memref<4xf32>
  %s = uop.store %o, %v : f32
  uop.sink %s : !uop.effect
  cf.br ^next
^next:
  return
}

// -----

// A cooperative kernel (uop-schedule{target=gpu}'s uop.cooperative_threads) whose shared range the
// threads do not divide.
// expected-error @+1 {{'func.func' op shares range #0 of extent 100 among 256 threads taking 1 element each per step (256 per step), which do not divide it}}
func.func @cooperative_indivisible(%out: memref<1xi32>, %x: memref<100xi32>) attributes {uop.kernel, uop.cooperative_threads = 256 : i64} {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %k = uop.range %c100 axis(0) reduce
  %p = uop.index %x[%k] : memref<100xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%k] : i32
  %o = uop.index %out[%c0] : memref<1xi32>
  %st = uop.store %o, %s : i32
  uop.sink %st : !uop.effect
  return
}

// -----

// A block of 0 threads (or more than CUDA's 1024) shares nothing (found by the mutation fuzz:
// it used to divide by zero).
// expected-error @+1 {{'func.func' op has uop.cooperative_threads = 0; a block has 1 to 1024 threads}}
func.func @cooperative_no_threads(%out: memref<1xi32>, %x: memref<256xi32>) attributes {uop.kernel, uop.cooperative_threads = 0 : i64} {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %k = uop.range %c256 axis(0) reduce
  %p = uop.index %x[%k] : memref<256xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%k] : i32
  %o = uop.index %out[%c0] : memref<1xi32>
  %st = uop.store %o, %s : i32
  uop.sink %st : !uop.effect
  return
}

// -----

// expected-error @+1 {{'func.func' op has uop.cooperative_threads = 9223372036854775807; a block has 1 to 1024 threads}}
func.func @cooperative_huge(%out: memref<1xi32>, %x: memref<256xi32>) attributes {uop.kernel, uop.cooperative_threads = 9223372036854775807 : i64} {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %k = uop.range %c256 axis(0) reduce
  %p = uop.index %x[%k] : memref<256xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%k] : i32
  %o = uop.index %out[%c0] : memref<1xi32>
  %st = uop.store %o, %s : i32
  uop.sink %st : !uop.effect
  return
}

// -----

// A float sum shared among a block's threads is reordered: it needs uop.reassociate.
func.func @cooperative_exact_sum(%out: memref<1xf32>, %x: memref<256xf32>) attributes {uop.kernel, uop.cooperative_threads = 256 : i64} {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %k = uop.range %c256 axis(0) reduce
  %p = uop.index %x[%k] : memref<256xf32>
  %v = uop.load %p : f32
  // expected-error @+1 {{'uop.reduce' op is shared among a block's threads, which reorders it: a float sum or product needs uop.reassociate}}
  %s = uop.reduce add %v [%k] : f32
  %o = uop.index %out[%c0] : memref<1xf32>
  %st = uop.store %o, %s : f32
  uop.sink %st : !uop.effect
  return
}

// -----

// spec 000 §5 phase 3: code generation reads gates, not invalid indices; an
// invalid index that reaches an access ungated is an error until
// uop-extract-gates makes it a gate.
func.func @invalid_index_ungated(%out: memref<4xf32>, %x: memref<4xf32>) attributes {uop.kernel} {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %i = uop.range %c4 axis(0) loop
  %ok = arith.cmpi sge, %i, %c1 : index
  // expected-error @+1 {{'uop.invalid' op is an invalid index that reaches an access with no gate for it: run uop-extract-gates first (spec 000 section 5 phase 3)}}
  %inv = uop.invalid
  %sel = arith.select %ok, %i, %inv : index
  %p = uop.index %x[%sel] : memref<4xf32>
  %v = uop.load %p : f32
  %o = uop.index %out[%i] : memref<4xf32>
  %s = uop.store %o, %v : f32
  %e = uop.end %s [%i]
  uop.sink %e : !uop.effect
  return
}
