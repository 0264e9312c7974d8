// Benchmark-size programs for the CPU-JIT timings of bench/ranges.md: tensor
// programs (rangeified first) and spec 003's kernels (kernel-level uop IR,
// free variables as bounded index arguments so the JIT can take them).

// Row softmax via vmap, 1024 rows of 1024.
func.func @softmax(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %batch = uop.range %c1024 axis(0) loop
  %row = uop.vmapin %x [%batch, %c0] : tensor<1024x1024xf32> -> tensor<1024xf32>
  %max = uop.reduce_axis max %row axes [0] : tensor<1024xf32> -> tensor<1xf32>
  %maxb = uop.expand %max : tensor<1xf32> -> tensor<1024xf32>
  %shifted = arith.subf %row, %maxb : tensor<1024xf32>
  %e = math.exp %shifted : tensor<1024xf32>
  %sum = uop.reduce_axis add %e axes [0] : tensor<1024xf32> -> tensor<1xf32>
  %sumb = uop.expand %sum : tensor<1xf32> -> tensor<1024xf32>
  %y = arith.divf %e, %sumb : tensor<1024xf32>
  %out = uop.vmapout %y [%batch, %c0] : tensor<1024xf32> -> tensor<1024x1024xf32>
  return %out : tensor<1024x1024xf32>
}

// A cheap value read twice (exp, and its mirror image): buffer removal
// inlines it, one kernel instead of two and no 4 MiB intermediate.
func.func @exp_mirror(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %e = math.exp %x : tensor<1024x1024xf32>
  %m = uop.flip %e axes [1] : tensor<1024x1024xf32>
  %y = arith.addf %e, %m : tensor<1024x1024xf32>
  return %y : tensor<1024x1024xf32>
}

// A shared row sum broadcast over its row: the buffer stays (it holds a
// reduction) and dead-axis removal shrinks it from 1024x1024 to 1024.
func.func @row_scale(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<1024x1024xf32> -> tensor<1024x1xf32>
  %b = uop.expand %s : tensor<1024x1xf32> -> tensor<1024x1024xf32>
  %q = arith.divf %x, %b : tensor<1024x1024xf32>
  %y = arith.addf %q, %b : tensor<1024x1024xf32>
  return %y : tensor<1024x1024xf32>
}

// Load collapse: sum(1 for k in 0..2^20 if k >= length).
func.func @load_collapse(%len: index {axe.bounds = array<i64: 0, 2000000>}, %out: memref<i32> {uop.output = 0 : i64}) {
  %n = arith.constant 1048576 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %k = uop.range %n axis(0) reduce
  %ge = arith.cmpi sge, %k, %len : index
  %v = arith.select %ge, %one, %zero : i32
  %s = uop.reduce add %v [%k] : i32
  %b = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %b : memref<i32>
  return
}

// The NE-gated gather over 2^20 elements.
func.func @gather(%x: memref<1048576xf32>, %idx: index {axe.bounds = array<i64: 0, 1048575>}, %out: memref<f32> {uop.output = 0 : i64}) {
  %n = arith.constant 1048576 : index
  %zero = arith.constant 0.0 : f32
  %r = uop.range %n axis(0) reduce
  %p = uop.index %x[%r] : memref<1048576xf32>
  %e = uop.load %p : f32
  %ne = arith.cmpi ne, %idx, %r : index
  %v = arith.select %ne, %zero, %e : f32
  %s = uop.reduce add %v [%r] : f32
  %b = uop.bufferize %s [] into %out : f32 -> memref<f32>
  uop.sink %b : memref<f32>
  return
}

// RANGE(12) % 4 (range splitting) inside a 65536-row loop.
func.func @split_mod(%x: memref<4xi32>, %y: memref<786432xi32>, %out: memref<65536xi32> {uop.output = 0 : i64}) {
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %rows = arith.constant 65536 : index
  %row = uop.range %rows axis(0) loop
  %r = uop.range %c12 axis(1) reduce
  %m = uop.floormod %r, %c4 : index
  %p = uop.index %x[%m] : memref<4xi32>
  %a = uop.load %p : i32
  %base = arith.muli %row, %c12 : index
  %at = arith.addi %base, %r : index
  %q = uop.index %y[%at] : memref<786432xi32>
  %b = uop.load %q : i32
  %v = arith.muli %a, %b : i32
  %s = uop.reduce add %v [%r] : i32
  %o = uop.bufferize %s [%row] into %out : i32 -> memref<65536xi32>
  uop.sink %o : memref<65536xi32>
  return
}

// A 1-D sum of 2^22 integers (split reduceop: two stages).
func.func @sum_4m(%x: memref<4194304xi32>, %out: memref<i32> {uop.output = 0 : i64}) {
  %n = arith.constant 4194304 : index
  %r = uop.range %n axis(0) reduce
  %p = uop.index %x[%r] : memref<4194304xi32>
  %v = uop.load %p : i32
  %s = uop.reduce add %v [%r] : i32
  %o = uop.bufferize %s [] into %out : i32 -> memref<i32>
  uop.sink %o : memref<i32>
  return
}
