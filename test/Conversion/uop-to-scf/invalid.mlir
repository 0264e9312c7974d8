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

// A cooperative kernel (what uop-map-gpu-ranges leaves of a schedule whose threads share the
// reduce range) whose shared range the threads' steps do not divide: 128 threads x 4 lanes
// for 510 points.
// expected-error @+1 {{'func.func' op has a schedule S[(128,4):(1@tx,1@simd)] that convert-uop-to-scf cannot apply to a gpu kernel: pads range #0 (extent 510), which the block's threads share}}
func.func @cooperative_indivisible(%out: memref<1xi32>, %x: memref<510xi32>) attributes {gpu.known_block_size = array<i32: 128, 1, 1>, uop.kernel, uop.schedule = #axe.layout<S[(128,4):(1@tx,1@simd)]>} {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 510 : index
  %k = uop.range %c100 axis(0) reduce
  %p = uop.index %x[%k] : memref<510xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%k] : i32
  %o = uop.index %out[%c0] : memref<1xi32>
  %st = uop.store %o, %s : i32
  uop.sink %st : !uop.effect
  return
}

// -----

// The block is the threads that share the ranges: a launch of 0 threads shares nothing (found
// by the mutation fuzz when the thread count was an attribute of its own: it divided by zero).
// expected-error @+1 {{'func.func' op has a schedule S[256:1@tx] that shares ranges among 256 threads along x, but gpu.known_block_size is [0, 1, 1]: the block is those threads}}
func.func @cooperative_no_threads(%out: memref<1xi32>, %x: memref<256xi32>) attributes {gpu.known_block_size = array<i32: 0, 1, 1>, uop.kernel, uop.schedule = #axe.layout<S[256:1@tx]>} {
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

// More than CUDA's 1024 threads in a block: the #axe.layout itself is refused.
// expected-error @+1 {{invalid layout: shape mismatch: the layout reaches coordinates 0 to 2047 on `tx`, which has 1024 (0 to 1023)}}
func.func @cooperative_huge(%out: memref<1xi32>, %x: memref<4096xi32>) attributes {gpu.known_block_size = array<i32: 2048, 1, 1>, uop.kernel, uop.schedule = #axe.layout<S[(2,2048):(1@loop,1@tx)]>} {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 4096 : index
  %k = uop.range %c256 axis(0) reduce
  %p = uop.index %x[%k] : memref<4096xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%k] : i32
  %o = uop.index %out[%c0] : memref<1xi32>
  %st = uop.store %o, %s : i32
  uop.sink %st : !uop.effect
  return
}

// -----

// A float sum shared among a block's threads is reordered: it needs uop.reassociate.
func.func @cooperative_exact_sum(%out: memref<1xf32>, %x: memref<256xf32>) attributes {gpu.known_block_size = array<i32: 256, 1, 1>, uop.kernel, uop.schedule = #axe.layout<S[256:1@tx]>} {
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

// -----

// A mapped kernel's register tile (what uop-map-gpu-ranges leaves of a schedule whose upcast
// range is on simd) along which an access is not contiguous: x[u, k] moves by 64 with u.
// expected-error @+1 {{'func.func' op has a schedule S[(4,64):(1@simd,1@loop)] that convert-uop-to-scf cannot apply to a gpu kernel: puts piece 4:1@simd of range #0 on `simd`: an access along it is not contiguous in it}}
func.func @tile_not_contiguous(%out: memref<4xf32>, %x: memref<4x64xf32>) attributes {gpu.known_block_size = array<i32: 1, 1, 1>, uop.kernel, uop.schedule = #axe.layout<S[(4,64):(1@simd,1@loop)]>} {
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %u = uop.range %c4 axis(1) upcast
  %k = uop.range %c64 axis(2) reduce
  %p = uop.index %x[%u, %k] : memref<4x64xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %o = uop.index %out[%u] : memref<4xf32>
  %st = uop.store %o, %s : f32
  %e = uop.end %st [%u]
  uop.sink %e : !uop.effect
  return
}

// -----

// After the mapping a register tile is a whole range on one piece, not a loop and a reg piece.
// expected-error @+1 {{'func.func' op has a schedule S[(2,2,64):(64@loop,1@reg,1@loop)] that convert-uop-to-scf cannot apply to a gpu kernel: puts piece 2:1@reg of range #0 on `reg`: once uop-map-gpu-ranges has applied a kernel's grid pieces, each range left is one `loop` piece, one `reg` or `simd` piece (a register tile), or shared by the block's threads}}
func.func @tile_split(%out: memref<4xf32>, %x: memref<64x4xf32>) attributes {gpu.known_block_size = array<i32: 1, 1, 1>, uop.kernel, uop.schedule = #axe.layout<S[(2,2,64):(64@loop,1@reg,1@loop)]>} {
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %u = uop.range %c4 axis(1) upcast
  %k = uop.range %c64 axis(2) reduce
  %p = uop.index %x[%k, %u] : memref<64x4xf32>
  %v = uop.load %p : f32
  %s = uop.reduce add %v [%k] : f32
  %o = uop.index %out[%u] : memref<4xf32>
  %st = uop.store %o, %s : f32
  %e = uop.end %st [%u]
  uop.sink %e : !uop.effect
  return
}
