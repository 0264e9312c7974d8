// The kernel-count comparison set (bench/kernels.md): programs from
// tinygrad's own tests and models (reductions of unary ops, softmax,
// stencils, pools, gathers, matmul chains, elementwise and movement), each
// written as tinygrad builds it, with tinygrad 0.14's kernel and intermediate
// buffer counts in a comment. The CHECK lines pin Axe's counts under
// uop-kernelize (kernels @name_k0.., memref.alloc temporaries in the driver),
// so that none can grow; the equivalence harness replays the RUN line, so
// every program is also checked against the interpreter.
// Regenerate the table with bench/kernels/run.sh.
// RUN: axe-opt %s --split-input-file --uop-kernelize | FileCheck %s

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.exp().sum(1, keepdim=True))
// CHECK-LABEL: func.func @exp_sum_k0(
// CHECK-NOT: func.func @exp_sum_k1(
// CHECK: func.func @exp_sum(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @exp_sum(%x: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %e = math.exp %x : tensor<4x8xf32>
  %s = uop.reduce_axis add %e axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  return %s : tensor<4x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: (-x).max(1, keepdim=True))
// CHECK-LABEL: func.func @neg_max_k0(
// CHECK-NOT: func.func @neg_max_k1(
// CHECK: func.func @neg_max(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @neg_max(%x: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %n = arith.negf %x : tensor<4x8xf32>
  %m = uop.reduce_axis max %n axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  return %m : tensor<4x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.log().max(1, keepdim=True))
// CHECK-LABEL: func.func @log_max_k0(
// CHECK-NOT: func.func @log_max_k1(
// CHECK: func.func @log_max(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @log_max(%x: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %l = math.log %x : tensor<4x8xf32>
  %m = uop.reduce_axis max %l axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  return %m : tensor<4x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.half().sum(1, keepdim=True))
// CHECK-LABEL: func.func @half_sum_k0(
// CHECK-NOT: func.func @half_sum_k1(
// CHECK: func.func @half_sum(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @half_sum(%x: tensor<4x8xf32>) -> tensor<4x1xf16> {
  %h = uop.cast %x : tensor<4x8xf32> -> tensor<4x8xf16>
  %a = uop.cast %h : tensor<4x8xf16> -> tensor<4x8xf32>
  %s = uop.reduce_axis add %a axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %r = uop.cast %s : tensor<4x1xf32> -> tensor<4x1xf16>
  return %r : tensor<4x1xf16>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.sqrt().sum())
// CHECK-LABEL: func.func @sqrt_sum_all_k0(
// CHECK-NOT: func.func @sqrt_sum_all_k1(
// CHECK: func.func @sqrt_sum_all(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @sqrt_sum_all(%x: tensor<4x8xf32>) -> tensor<1x1xf32> {
  %q = math.sqrt %x : tensor<4x8xf32>
  %s = uop.reduce_axis add %q axes [0, 1] : tensor<4x8xf32> -> tensor<1x1xf32>
  return %s : tensor<1x1xf32>
}

// -----

// tinygrad 0.14: 2 kernels, 1 intermediate buffer (lambda x: x.exp() / x.exp().sum(1, keepdim=True))
// Axe: 1 kernel (exp, read once per element by the sum and the quotient, is computed in both)
// CHECK-LABEL: func.func @exp_sum_div_k0(
// CHECK-NOT: func.func @exp_sum_div_k1(
// CHECK: func.func @exp_sum_div(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @exp_sum_div(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = math.exp %x : tensor<4x8xf32>
  %s = uop.reduce_axis add %e axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %b = uop.expand %s : tensor<4x1xf32> -> tensor<4x8xf32>
  %y = arith.divf %e, %b : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda a, b: a.exp() @ b)
// CHECK-LABEL: func.func @exp_matmul_k0(
// CHECK: func.func @exp_matmul_k1(
// CHECK-NOT: func.func @exp_matmul_k2(
// CHECK: func.func @exp_matmul(
// CHECK: memref.alloc(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @exp_matmul(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %e = math.exp %a : tensor<8x16xf32>
  %a3 = uop.reshape %e : tensor<8x16xf32> -> tensor<8x1x16xf32>
  %ax = uop.expand %a3 : tensor<8x1x16xf32> -> tensor<8x4x16xf32>
  %bt = uop.permute %b [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
  %b3 = uop.reshape %bt : tensor<4x16xf32> -> tensor<1x4x16xf32>
  %bx = uop.expand %b3 : tensor<1x4x16xf32> -> tensor<8x4x16xf32>
  %m = arith.mulf %ax, %bx : tensor<8x4x16xf32>
  %s = uop.reduce_axis add %m axes [2] : tensor<8x4x16xf32> -> tensor<8x4x1xf32>
  %r = uop.reshape %s : tensor<8x4x1xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// tinygrad 0.14: 2 kernels, 1 intermediate buffer (lambda x: (x - x.max(1, keepdim=True)).exp().sum(1, keepdim=True))
// CHECK-LABEL: func.func @shifted_exp_sum_k0(
// CHECK-NOT: func.func @shifted_exp_sum_k1(
// CHECK: func.func @shifted_exp_sum(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @shifted_exp_sum(%x: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %m = uop.reduce_axis max %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %mb = uop.expand %m : tensor<4x1xf32> -> tensor<4x8xf32>
  %d = arith.subf %x, %mb : tensor<4x8xf32>
  %e = math.exp %d : tensor<4x8xf32>
  %s = uop.reduce_axis add %e axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  return %s : tensor<4x1xf32>
}

// -----

// tinygrad 0.14: 3 kernels, 2 intermediate buffers (lambda x: x.softmax(1))
// Axe: 1 kernel per row (the max and the sum once per row, exp(x - max) in both the sum and the quotient)
// CHECK-LABEL: func.func @softmax_k0(
// CHECK-COUNT-1: uop.reduce max
// CHECK-NOT: func.func @softmax_k1(
// CHECK: func.func @softmax(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m = uop.reduce_axis max %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %mb = uop.expand %m : tensor<4x1xf32> -> tensor<4x8xf32>
  %d = arith.subf %x, %mb : tensor<4x8xf32>
  %e = math.exp %d : tensor<4x8xf32>
  %s = uop.reduce_axis add %e axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %sb = uop.expand %s : tensor<4x1xf32> -> tensor<4x8xf32>
  %y = arith.divf %e, %sb : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 3 kernels, 2 intermediate buffers (lambda x: x.log_softmax(1))
// Axe: 1 kernel per row (x - max read once per element by the sum of its exp and by the output)
// CHECK-LABEL: func.func @log_softmax_k0(
// CHECK-NOT: func.func @log_softmax_k1(
// CHECK: func.func @log_softmax(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @log_softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m = uop.reduce_axis max %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %mb = uop.expand %m : tensor<4x1xf32> -> tensor<4x8xf32>
  %d = arith.subf %x, %mb : tensor<4x8xf32>
  %e = math.exp %d : tensor<4x8xf32>
  %s = uop.reduce_axis add %e axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %l = math.log %s : tensor<4x1xf32>
  %lb = uop.expand %l : tensor<4x1xf32> -> tensor<4x8xf32>
  %y = arith.subf %d, %lb : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.sum())
// CHECK-LABEL: func.func @sum_all_k0(
// CHECK-NOT: func.func @sum_all_k1(
// CHECK: func.func @sum_all(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @sum_all(%x: tensor<4x8xf32>) -> tensor<1x1xf32> {
  %s = uop.reduce_axis add %x axes [0, 1] : tensor<4x8xf32> -> tensor<1x1xf32>
  return %s : tensor<1x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.sum(1).sum())
// CHECK-LABEL: func.func @double_sum_k0(
// CHECK-NOT: func.func @double_sum_k1(
// CHECK: func.func @double_sum(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @double_sum(%x: tensor<4x8xf32>) -> tensor<1x1xf32> {
  %r = uop.reduce_axis add %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %s = uop.reduce_axis add %r axes [0] : tensor<4x1xf32> -> tensor<1x1xf32>
  return %s : tensor<1x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.sum(1) + x.max(1))
// CHECK-LABEL: func.func @sum_plus_max_k0(
// CHECK-NOT: func.func @sum_plus_max_k1(
// CHECK: func.func @sum_plus_max(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @sum_plus_max(%x: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %m = uop.reduce_axis max %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %y = arith.addf %s, %m : tensor<4x1xf32>
  return %y : tensor<4x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: (x * x).sum())
// CHECK-LABEL: func.func @sum_squares_k0(
// CHECK-NOT: func.func @sum_squares_k1(
// CHECK: func.func @sum_squares(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @sum_squares(%x: tensor<4x8xf32>) -> tensor<1x1xf32> {
  %q = arith.mulf %x, %x : tensor<4x8xf32>
  %s = uop.reduce_axis add %q axes [0, 1] : tensor<4x8xf32> -> tensor<1x1xf32>
  return %s : tensor<1x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x, y: ((x - y) * (x - y)).mean())
// CHECK-LABEL: func.func @mse_k0(
// CHECK-NOT: func.func @mse_k1(
// CHECK: func.func @mse(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @mse(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<1x1xf32> {
  %d = arith.subf %x, %y : tensor<4x8xf32>
  %q = arith.mulf %d, %d : tensor<4x8xf32>
  %s = uop.reduce_axis add %q axes [0, 1] : tensor<4x8xf32> -> tensor<1x1xf32>
  %n = arith.constant dense<32.0> : tensor<1x1xf32>
  %m = arith.divf %s, %n : tensor<1x1xf32>
  return %m : tensor<1x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.permute(1, 0).sum(1))
// CHECK-LABEL: func.func @permute_sum_k0(
// CHECK-NOT: func.func @permute_sum_k1(
// CHECK: func.func @permute_sum(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @permute_sum(%x: tensor<4x8xf32>) -> tensor<8x1xf32> {
  %t = uop.permute %x [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %s = uop.reduce_axis add %t axes [1] : tensor<8x4xf32> -> tensor<8x1xf32>
  return %s : tensor<8x1xf32>
}

// -----

// tinygrad 0.14: 2 kernels, 1 intermediate buffer (lambda x: x / x.sum(1, keepdim=True))
// CHECK-LABEL: func.func @normalize_rows_k0(
// CHECK-NOT: func.func @normalize_rows_k1(
// CHECK: func.func @normalize_rows(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @normalize_rows(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = uop.reduce_axis add %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %b = uop.expand %s : tensor<4x1xf32> -> tensor<4x8xf32>
  %y = arith.divf %x, %b : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 2 kernels, 1 intermediate buffer (lambda x: (x - x.mean(1, keepdim=True)).square().mean(1))
// CHECK-LABEL: func.func @variance_k0(
// CHECK-NOT: func.func @variance_k1(
// CHECK: func.func @variance(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @variance(%x: tensor<4x8xf32>) -> tensor<4x1xf32> {
  %n = arith.constant dense<8.0> : tensor<4x1xf32>
  %s = uop.reduce_axis add %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %mean = arith.divf %s, %n : tensor<4x1xf32>
  %mb = uop.expand %mean : tensor<4x1xf32> -> tensor<4x8xf32>
  %d = arith.subf %x, %mb : tensor<4x8xf32>
  %q = arith.mulf %d, %d : tensor<4x8xf32>
  %qs = uop.reduce_axis add %q axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %v = arith.divf %qs, %n : tensor<4x1xf32>
  return %v : tensor<4x1xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.pad(((1, 1), (2, 0))).sum(1))
// CHECK-LABEL: func.func @pad_sum_k0(
// CHECK-NOT: func.func @pad_sum_k1(
// CHECK: func.func @pad_sum(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @pad_sum(%x: tensor<4x8xf32>) -> tensor<6x1xf32> {
  %p = uop.pad %x low [1, 2] high [1, 0] : tensor<4x8xf32> -> tensor<6x10xf32>
  %s = uop.reduce_axis add %p axes [1] : tensor<6x10xf32> -> tensor<6x1xf32>
  return %s : tensor<6x1xf32>
}

// -----

// tinygrad 0.14: 2 kernels, 1 intermediate buffer (lambda x: x.argmax(1))
// CHECK-LABEL: func.func @argmax_k0(
// CHECK-NOT: func.func @argmax_k1(
// CHECK: func.func @argmax(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @argmax(%x: tensor<4x8xf32>) -> tensor<4x1xi32> {
  %m = uop.reduce_axis max %x axes [1] : tensor<4x8xf32> -> tensor<4x1xf32>
  %mb = uop.expand %m : tensor<4x1xf32> -> tensor<4x8xf32>
  %eq = uop.cmp eq %x, %mb : tensor<4x8xf32> -> tensor<4x8xi1>
  %eqi = uop.cast %eq : tensor<4x8xi1> -> tensor<4x8xi32>
  %ar = arith.constant dense<[8, 7, 6, 5, 4, 3, 2, 1]> : tensor<8xi32>
  %ar2 = uop.reshape %ar : tensor<8xi32> -> tensor<1x8xi32>
  %arx = uop.expand %ar2 : tensor<1x8xi32> -> tensor<4x8xi32>
  %idx = arith.muli %eqi, %arx : tensor<4x8xi32>
  %im = uop.reduce_axis max %idx axes [1] : tensor<4x8xi32> -> tensor<4x1xi32>
  %n = arith.constant dense<8> : tensor<4x1xi32>
  %r = arith.subi %n, %im : tensor<4x1xi32>
  return %r : tensor<4x1xi32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: sum(x.pad((1, 1))[i:i + 32] for i in range(3)))
// CHECK-LABEL: func.func @stencil_1d_k0(
// CHECK-NOT: func.func @stencil_1d_k1(
// CHECK: func.func @stencil_1d(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @stencil_1d(%x: tensor<32xf32>) -> tensor<32xf32> {
  %p = uop.pad %x low [1] high [1] : tensor<32xf32> -> tensor<34xf32>
  %a0 = uop.shrink %p begin [0] end [32] : tensor<34xf32> -> tensor<32xf32>
  %a1 = uop.shrink %p begin [1] end [33] : tensor<34xf32> -> tensor<32xf32>
  %a2 = uop.shrink %p begin [2] end [34] : tensor<34xf32> -> tensor<32xf32>
  %s1 = arith.addf %a0, %a1 : tensor<32xf32>
  %s2 = arith.addf %s1, %a2 : tensor<32xf32>
  return %s2 : tensor<32xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: sum(x.pad((1, 1, 1, 1))[i:i + 16, j:j + 16] for i in range(3) for j in range(3)))
// CHECK-LABEL: func.func @stencil_3x3_k0(
// CHECK-NOT: func.func @stencil_3x3_k1(
// CHECK: func.func @stencil_3x3(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @stencil_3x3(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %p = uop.pad %x low [1, 1] high [1, 1] : tensor<16x16xf32> -> tensor<18x18xf32>
  %a0 = uop.shrink %p begin [0, 0] end [16, 16] : tensor<18x18xf32> -> tensor<16x16xf32>
  %a1 = uop.shrink %p begin [0, 1] end [16, 17] : tensor<18x18xf32> -> tensor<16x16xf32>
  %a2 = uop.shrink %p begin [0, 2] end [16, 18] : tensor<18x18xf32> -> tensor<16x16xf32>
  %a3 = uop.shrink %p begin [1, 0] end [17, 16] : tensor<18x18xf32> -> tensor<16x16xf32>
  %a4 = uop.shrink %p begin [1, 1] end [17, 17] : tensor<18x18xf32> -> tensor<16x16xf32>
  %a5 = uop.shrink %p begin [1, 2] end [17, 18] : tensor<18x18xf32> -> tensor<16x16xf32>
  %a6 = uop.shrink %p begin [2, 0] end [18, 16] : tensor<18x18xf32> -> tensor<16x16xf32>
  %a7 = uop.shrink %p begin [2, 1] end [18, 17] : tensor<18x18xf32> -> tensor<16x16xf32>
  %a8 = uop.shrink %p begin [2, 2] end [18, 18] : tensor<18x18xf32> -> tensor<16x16xf32>
  %s1 = arith.addf %a0, %a1 : tensor<16x16xf32>
  %s2 = arith.addf %s1, %a2 : tensor<16x16xf32>
  %s3 = arith.addf %s2, %a3 : tensor<16x16xf32>
  %s4 = arith.addf %s3, %a4 : tensor<16x16xf32>
  %s5 = arith.addf %s4, %a5 : tensor<16x16xf32>
  %s6 = arith.addf %s5, %a6 : tensor<16x16xf32>
  %s7 = arith.addf %s6, %a7 : tensor<16x16xf32>
  %s8 = arith.addf %s7, %a8 : tensor<16x16xf32>
  return %s8 : tensor<16x16xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: sum(x.pad((2, 2, 2, 2))[i:i + 12, j:j + 12] for i in range(5) for j in range(5)))
// CHECK-LABEL: func.func @stencil_5x5_k0(
// CHECK-NOT: func.func @stencil_5x5_k1(
// CHECK: func.func @stencil_5x5(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @stencil_5x5(%x: tensor<12x12xf32>) -> tensor<12x12xf32> {
  %p = uop.pad %x low [2, 2] high [2, 2] : tensor<12x12xf32> -> tensor<16x16xf32>
  %a0 = uop.shrink %p begin [0, 0] end [12, 12] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a1 = uop.shrink %p begin [0, 1] end [12, 13] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a2 = uop.shrink %p begin [0, 2] end [12, 14] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a3 = uop.shrink %p begin [0, 3] end [12, 15] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a4 = uop.shrink %p begin [0, 4] end [12, 16] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a5 = uop.shrink %p begin [1, 0] end [13, 12] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a6 = uop.shrink %p begin [1, 1] end [13, 13] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a7 = uop.shrink %p begin [1, 2] end [13, 14] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a8 = uop.shrink %p begin [1, 3] end [13, 15] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a9 = uop.shrink %p begin [1, 4] end [13, 16] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a10 = uop.shrink %p begin [2, 0] end [14, 12] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a11 = uop.shrink %p begin [2, 1] end [14, 13] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a12 = uop.shrink %p begin [2, 2] end [14, 14] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a13 = uop.shrink %p begin [2, 3] end [14, 15] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a14 = uop.shrink %p begin [2, 4] end [14, 16] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a15 = uop.shrink %p begin [3, 0] end [15, 12] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a16 = uop.shrink %p begin [3, 1] end [15, 13] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a17 = uop.shrink %p begin [3, 2] end [15, 14] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a18 = uop.shrink %p begin [3, 3] end [15, 15] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a19 = uop.shrink %p begin [3, 4] end [15, 16] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a20 = uop.shrink %p begin [4, 0] end [16, 12] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a21 = uop.shrink %p begin [4, 1] end [16, 13] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a22 = uop.shrink %p begin [4, 2] end [16, 14] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a23 = uop.shrink %p begin [4, 3] end [16, 15] : tensor<16x16xf32> -> tensor<12x12xf32>
  %a24 = uop.shrink %p begin [4, 4] end [16, 16] : tensor<16x16xf32> -> tensor<12x12xf32>
  %s1 = arith.addf %a0, %a1 : tensor<12x12xf32>
  %s2 = arith.addf %s1, %a2 : tensor<12x12xf32>
  %s3 = arith.addf %s2, %a3 : tensor<12x12xf32>
  %s4 = arith.addf %s3, %a4 : tensor<12x12xf32>
  %s5 = arith.addf %s4, %a5 : tensor<12x12xf32>
  %s6 = arith.addf %s5, %a6 : tensor<12x12xf32>
  %s7 = arith.addf %s6, %a7 : tensor<12x12xf32>
  %s8 = arith.addf %s7, %a8 : tensor<12x12xf32>
  %s9 = arith.addf %s8, %a9 : tensor<12x12xf32>
  %s10 = arith.addf %s9, %a10 : tensor<12x12xf32>
  %s11 = arith.addf %s10, %a11 : tensor<12x12xf32>
  %s12 = arith.addf %s11, %a12 : tensor<12x12xf32>
  %s13 = arith.addf %s12, %a13 : tensor<12x12xf32>
  %s14 = arith.addf %s13, %a14 : tensor<12x12xf32>
  %s15 = arith.addf %s14, %a15 : tensor<12x12xf32>
  %s16 = arith.addf %s15, %a16 : tensor<12x12xf32>
  %s17 = arith.addf %s16, %a17 : tensor<12x12xf32>
  %s18 = arith.addf %s17, %a18 : tensor<12x12xf32>
  %s19 = arith.addf %s18, %a19 : tensor<12x12xf32>
  %s20 = arith.addf %s19, %a20 : tensor<12x12xf32>
  %s21 = arith.addf %s20, %a21 : tensor<12x12xf32>
  %s22 = arith.addf %s21, %a22 : tensor<12x12xf32>
  %s23 = arith.addf %s22, %a23 : tensor<12x12xf32>
  %s24 = arith.addf %s23, %a24 : tensor<12x12xf32>
  return %s24 : tensor<12x12xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: sum(x.pad(((0, 0), (4, 4)))[:, i:i + 16] for i in range(9)))
// CHECK-LABEL: func.func @rows_9tap_k0(
// CHECK-NOT: func.func @rows_9tap_k1(
// CHECK: func.func @rows_9tap(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @rows_9tap(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %p = uop.pad %x low [0, 4] high [0, 4] : tensor<4x16xf32> -> tensor<4x24xf32>
  %a0 = uop.shrink %p begin [0, 0] end [4, 16] : tensor<4x24xf32> -> tensor<4x16xf32>
  %a1 = uop.shrink %p begin [0, 1] end [4, 17] : tensor<4x24xf32> -> tensor<4x16xf32>
  %a2 = uop.shrink %p begin [0, 2] end [4, 18] : tensor<4x24xf32> -> tensor<4x16xf32>
  %a3 = uop.shrink %p begin [0, 3] end [4, 19] : tensor<4x24xf32> -> tensor<4x16xf32>
  %a4 = uop.shrink %p begin [0, 4] end [4, 20] : tensor<4x24xf32> -> tensor<4x16xf32>
  %a5 = uop.shrink %p begin [0, 5] end [4, 21] : tensor<4x24xf32> -> tensor<4x16xf32>
  %a6 = uop.shrink %p begin [0, 6] end [4, 22] : tensor<4x24xf32> -> tensor<4x16xf32>
  %a7 = uop.shrink %p begin [0, 7] end [4, 23] : tensor<4x24xf32> -> tensor<4x16xf32>
  %a8 = uop.shrink %p begin [0, 8] end [4, 24] : tensor<4x24xf32> -> tensor<4x16xf32>
  %s1 = arith.addf %a0, %a1 : tensor<4x16xf32>
  %s2 = arith.addf %s1, %a2 : tensor<4x16xf32>
  %s3 = arith.addf %s2, %a3 : tensor<4x16xf32>
  %s4 = arith.addf %s3, %a4 : tensor<4x16xf32>
  %s5 = arith.addf %s4, %a5 : tensor<4x16xf32>
  %s6 = arith.addf %s5, %a6 : tensor<4x16xf32>
  %s7 = arith.addf %s6, %a7 : tensor<4x16xf32>
  %s8 = arith.addf %s7, %a8 : tensor<4x16xf32>
  return %s8 : tensor<4x16xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: sum(x[:, i:i + 8] for i in range(9)))
// CHECK-LABEL: func.func @window_9_k0(
// CHECK-NOT: func.func @window_9_k1(
// CHECK: func.func @window_9(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @window_9(%x: tensor<4x16xf32>) -> tensor<4x8xf32> {
  %a0 = uop.shrink %x begin [0, 0] end [4, 8] : tensor<4x16xf32> -> tensor<4x8xf32>
  %a1 = uop.shrink %x begin [0, 1] end [4, 9] : tensor<4x16xf32> -> tensor<4x8xf32>
  %a2 = uop.shrink %x begin [0, 2] end [4, 10] : tensor<4x16xf32> -> tensor<4x8xf32>
  %a3 = uop.shrink %x begin [0, 3] end [4, 11] : tensor<4x16xf32> -> tensor<4x8xf32>
  %a4 = uop.shrink %x begin [0, 4] end [4, 12] : tensor<4x16xf32> -> tensor<4x8xf32>
  %a5 = uop.shrink %x begin [0, 5] end [4, 13] : tensor<4x16xf32> -> tensor<4x8xf32>
  %a6 = uop.shrink %x begin [0, 6] end [4, 14] : tensor<4x16xf32> -> tensor<4x8xf32>
  %a7 = uop.shrink %x begin [0, 7] end [4, 15] : tensor<4x16xf32> -> tensor<4x8xf32>
  %a8 = uop.shrink %x begin [0, 8] end [4, 16] : tensor<4x16xf32> -> tensor<4x8xf32>
  %s1 = arith.addf %a0, %a1 : tensor<4x8xf32>
  %s2 = arith.addf %s1, %a2 : tensor<4x8xf32>
  %s3 = arith.addf %s2, %a3 : tensor<4x8xf32>
  %s4 = arith.addf %s3, %a4 : tensor<4x8xf32>
  %s5 = arith.addf %s4, %a5 : tensor<4x8xf32>
  %s6 = arith.addf %s5, %a6 : tensor<4x8xf32>
  %s7 = arith.addf %s6, %a7 : tensor<4x8xf32>
  %s8 = arith.addf %s7, %a8 : tensor<4x8xf32>
  return %s8 : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: sum(x[:, i:i + 8] for i in range(9)))
// CHECK-LABEL: func.func @window_9_vmap_k0(
// CHECK-NOT: func.func @window_9_vmap_k1(
// CHECK: func.func @window_9_vmap(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @window_9_vmap(%x: tensor<4x16xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = uop.range %c4 axis(0) loop
  %row = uop.vmapin %x [%r, %c0] : tensor<4x16xf32> -> tensor<16xf32>
  %a0 = uop.shrink %row begin [0] end [8] : tensor<16xf32> -> tensor<8xf32>
  %a1 = uop.shrink %row begin [1] end [9] : tensor<16xf32> -> tensor<8xf32>
  %a2 = uop.shrink %row begin [2] end [10] : tensor<16xf32> -> tensor<8xf32>
  %a3 = uop.shrink %row begin [3] end [11] : tensor<16xf32> -> tensor<8xf32>
  %a4 = uop.shrink %row begin [4] end [12] : tensor<16xf32> -> tensor<8xf32>
  %a5 = uop.shrink %row begin [5] end [13] : tensor<16xf32> -> tensor<8xf32>
  %a6 = uop.shrink %row begin [6] end [14] : tensor<16xf32> -> tensor<8xf32>
  %a7 = uop.shrink %row begin [7] end [15] : tensor<16xf32> -> tensor<8xf32>
  %a8 = uop.shrink %row begin [8] end [16] : tensor<16xf32> -> tensor<8xf32>
  %s1 = arith.addf %a0, %a1 : tensor<8xf32>
  %s2 = arith.addf %s1, %a2 : tensor<8xf32>
  %s3 = arith.addf %s2, %a3 : tensor<8xf32>
  %s4 = arith.addf %s3, %a4 : tensor<8xf32>
  %s5 = arith.addf %s4, %a5 : tensor<8xf32>
  %s6 = arith.addf %s5, %a6 : tensor<8xf32>
  %s7 = arith.addf %s6, %a7 : tensor<8xf32>
  %s8 = arith.addf %s7, %a8 : tensor<8xf32>
  %out = uop.vmapout %s8 [%r, %c0] : tensor<8xf32> -> tensor<4x8xf32>
  return %out : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.reshape(4, 2, 4, 2).max((1, 3)))
// CHECK-LABEL: func.func @maxpool_2x2_k0(
// CHECK-NOT: func.func @maxpool_2x2_k1(
// CHECK: func.func @maxpool_2x2(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @maxpool_2x2(%x: tensor<8x8xf32>) -> tensor<4x4xf32> {
  %r = uop.reshape %x : tensor<8x8xf32> -> tensor<4x2x4x2xf32>
  %m = uop.reduce_axis max %r axes [1, 3] : tensor<4x2x4x2xf32> -> tensor<4x1x4x1xf32>
  %y = uop.reshape %m : tensor<4x1x4x1xf32> -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.reshape(4, 2, 4, 2).mean((1, 3)))
// CHECK-LABEL: func.func @avgpool_2x2_k0(
// CHECK-NOT: func.func @avgpool_2x2_k1(
// CHECK: func.func @avgpool_2x2(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @avgpool_2x2(%x: tensor<8x8xf32>) -> tensor<4x4xf32> {
  %r = uop.reshape %x : tensor<8x8xf32> -> tensor<4x2x4x2xf32>
  %s = uop.reduce_axis add %r axes [1, 3] : tensor<4x2x4x2xf32> -> tensor<4x1x4x1xf32>
  %n = arith.constant dense<4.0> : tensor<4x1x4x1xf32>
  %a = arith.divf %s, %n : tensor<4x1x4x1xf32>
  %y = uop.reshape %a : tensor<4x1x4x1xf32> -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x, i: x[i])
// CHECK-LABEL: func.func @gather_k0(
// CHECK-NOT: func.func @gather_k1(
// CHECK: func.func @gather(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @gather(%x: tensor<16xf32>, %idx: tensor<8xi32>) -> tensor<8xf32> {
  %zero = arith.constant dense<0> : tensor<8xi32>
  %size = arith.constant dense<16> : tensor<8xi32>
  %neg = uop.cmp lt %idx, %zero : tensor<8xi32> -> tensor<8xi1>
  %wrapped = arith.addi %idx, %size : tensor<8xi32>
  %i = uop.where %neg, %wrapped, %idx : tensor<8xi1>, tensor<8xi32>
  %col = uop.reshape %i : tensor<8xi32> -> tensor<8x1xi32>
  %cols = uop.expand %col : tensor<8x1xi32> -> tensor<8x16xi32>
  %ar = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
  %ar2 = uop.reshape %ar : tensor<16xi32> -> tensor<1x16xi32>
  %ars = uop.expand %ar2 : tensor<1x16xi32> -> tensor<8x16xi32>
  %mask = uop.cmp eq %cols, %ars : tensor<8x16xi32> -> tensor<8x16xi1>
  %x2 = uop.reshape %x : tensor<16xf32> -> tensor<1x16xf32>
  %xs = uop.expand %x2 : tensor<1x16xf32> -> tensor<8x16xf32>
  %z = arith.constant dense<0.0> : tensor<8x16xf32>
  %sel = uop.where %mask, %xs, %z : tensor<8x16xi1>, tensor<8x16xf32>
  %s = uop.reduce_axis add %sel axes [1] : tensor<8x16xf32> -> tensor<8x1xf32>
  %out = uop.reshape %s : tensor<8x1xf32> -> tensor<8xf32>
  return %out : tensor<8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda w, i: w[i])
// CHECK-LABEL: func.func @embedding_k0(
// CHECK-NOT: func.func @embedding_k1(
// CHECK: func.func @embedding(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @embedding(%w: tensor<16x4xf32>, %idx: tensor<8xi32>) -> tensor<8x4xf32> {
  %zero = arith.constant dense<0> : tensor<8xi32>
  %size = arith.constant dense<16> : tensor<8xi32>
  %neg = uop.cmp lt %idx, %zero : tensor<8xi32> -> tensor<8xi1>
  %wrapped = arith.addi %idx, %size : tensor<8xi32>
  %i = uop.where %neg, %wrapped, %idx : tensor<8xi1>, tensor<8xi32>
  %col = uop.reshape %i : tensor<8xi32> -> tensor<8x1x1xi32>
  %cols = uop.expand %col : tensor<8x1x1xi32> -> tensor<8x16x4xi32>
  %ar = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
  %ar2 = uop.reshape %ar : tensor<16xi32> -> tensor<1x16x1xi32>
  %ars = uop.expand %ar2 : tensor<1x16x1xi32> -> tensor<8x16x4xi32>
  %mask = uop.cmp eq %cols, %ars : tensor<8x16x4xi32> -> tensor<8x16x4xi1>
  %w3 = uop.reshape %w : tensor<16x4xf32> -> tensor<1x16x4xf32>
  %ws = uop.expand %w3 : tensor<1x16x4xf32> -> tensor<8x16x4xf32>
  %z = arith.constant dense<0.0> : tensor<8x16x4xf32>
  %sel = uop.where %mask, %ws, %z : tensor<8x16x4xi1>, tensor<8x16x4xf32>
  %s = uop.reduce_axis add %sel axes [1] : tensor<8x16x4xf32> -> tensor<8x1x4xf32>
  %out = uop.reshape %s : tensor<8x1x4xf32> -> tensor<8x4xf32>
  return %out : tensor<8x4xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x + Tensor.arange(16).float())
// CHECK-LABEL: func.func @arange_add_k0(
// CHECK-NOT: func.func @arange_add_k1(
// CHECK: func.func @arange_add(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @arange_add(%x: tensor<16xf32>) -> tensor<16xf32> {
  %ar = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
  %f = uop.cast %ar : tensor<16xi32> -> tensor<16xf32>
  %y = arith.addf %x, %f : tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (mm)
// CHECK-LABEL: func.func @matmul_k0(
// CHECK-NOT: func.func @matmul_k1(
// CHECK: func.func @matmul(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @matmul(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %a3 = uop.reshape %a : tensor<8x16xf32> -> tensor<8x1x16xf32>
  %ax = uop.expand %a3 : tensor<8x1x16xf32> -> tensor<8x4x16xf32>
  %bt = uop.permute %b [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
  %b3 = uop.reshape %bt : tensor<4x16xf32> -> tensor<1x4x16xf32>
  %bx = uop.expand %b3 : tensor<1x4x16xf32> -> tensor<8x4x16xf32>
  %m = arith.mulf %ax, %bx : tensor<8x4x16xf32>
  %s = uop.reduce_axis add %m axes [2] : tensor<8x4x16xf32> -> tensor<8x4x1xf32>
  %r = uop.reshape %s : tensor<8x4x1xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// tinygrad 0.14: 2 kernels, 1 intermediate buffer (lambda a, b, c: (a @ b) @ c)
// Axe as tinygrad: the first product is realized (inlined, it would run once per output
// column: the work bound of models/work.py).
// CHECK-LABEL: func.func @matmul_chain_k0(
// CHECK: func.func @matmul_chain_k1(
// CHECK-NOT: func.func @matmul_chain_k2(
// CHECK: func.func @matmul_chain(
// CHECK: memref.alloc() : memref<8x4xf32>
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @matmul_chain(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %a3 = uop.reshape %a : tensor<8x16xf32> -> tensor<8x1x16xf32>
  %ax = uop.expand %a3 : tensor<8x1x16xf32> -> tensor<8x4x16xf32>
  %bt = uop.permute %b [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
  %b3 = uop.reshape %bt : tensor<4x16xf32> -> tensor<1x4x16xf32>
  %bx = uop.expand %b3 : tensor<1x4x16xf32> -> tensor<8x4x16xf32>
  %m = arith.mulf %ax, %bx : tensor<8x4x16xf32>
  %s = uop.reduce_axis add %m axes [2] : tensor<8x4x16xf32> -> tensor<8x4x1xf32>
  %ab = uop.reshape %s : tensor<8x4x1xf32> -> tensor<8x4xf32>
  %ab3 = uop.reshape %ab : tensor<8x4xf32> -> tensor<8x1x4xf32>
  %abx = uop.expand %ab3 : tensor<8x1x4xf32> -> tensor<8x8x4xf32>
  %ct = uop.permute %c [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %c3 = uop.reshape %ct : tensor<8x4xf32> -> tensor<1x8x4xf32>
  %cx = uop.expand %c3 : tensor<1x8x4xf32> -> tensor<8x8x4xf32>
  %m2 = arith.mulf %abx, %cx : tensor<8x8x4xf32>
  %s2 = uop.reduce_axis add %m2 axes [2] : tensor<8x8x4xf32> -> tensor<8x8x1xf32>
  %r = uop.reshape %s2 : tensor<8x8x1xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda a, b, c: (a @ b + c).relu())
// CHECK-LABEL: func.func @matmul_bias_relu_k0(
// CHECK-NOT: func.func @matmul_bias_relu_k1(
// CHECK: func.func @matmul_bias_relu(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @matmul_bias_relu(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<4xf32>) -> tensor<8x4xf32> {
  %a3 = uop.reshape %a : tensor<8x16xf32> -> tensor<8x1x16xf32>
  %ax = uop.expand %a3 : tensor<8x1x16xf32> -> tensor<8x4x16xf32>
  %bt = uop.permute %b [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
  %b3 = uop.reshape %bt : tensor<4x16xf32> -> tensor<1x4x16xf32>
  %bx = uop.expand %b3 : tensor<1x4x16xf32> -> tensor<8x4x16xf32>
  %m = arith.mulf %ax, %bx : tensor<8x4x16xf32>
  %s = uop.reduce_axis add %m axes [2] : tensor<8x4x16xf32> -> tensor<8x4x1xf32>
  %ab = uop.reshape %s : tensor<8x4x1xf32> -> tensor<8x4xf32>
  %c2 = uop.reshape %c : tensor<4xf32> -> tensor<1x4xf32>
  %cx = uop.expand %c2 : tensor<1x4xf32> -> tensor<8x4xf32>
  %y = arith.addf %ab, %cx : tensor<8x4xf32>
  %z = arith.constant dense<0.0> : tensor<8x4xf32>
  %r = arith.maximumf %y, %z : tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// tinygrad 0.14: 2 kernels, 1 intermediate buffer (lambda x, w1, w2: (x @ w1).relu() @ w2)
// Axe as tinygrad: the first product is realized (inlined, it would run once per output
// column: the work bound of models/work.py).
// CHECK-LABEL: func.func @mlp2_k0(
// CHECK: func.func @mlp2_k1(
// CHECK-NOT: func.func @mlp2_k2(
// CHECK: func.func @mlp2(
// CHECK: memref.alloc() : memref<8x4xf32>
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @mlp2(%x: tensor<8x16xf32>, %w1: tensor<16x4xf32>, %w2: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %a3 = uop.reshape %x : tensor<8x16xf32> -> tensor<8x1x16xf32>
  %ax = uop.expand %a3 : tensor<8x1x16xf32> -> tensor<8x4x16xf32>
  %bt = uop.permute %w1 [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
  %b3 = uop.reshape %bt : tensor<4x16xf32> -> tensor<1x4x16xf32>
  %bx = uop.expand %b3 : tensor<1x4x16xf32> -> tensor<8x4x16xf32>
  %m = arith.mulf %ax, %bx : tensor<8x4x16xf32>
  %s = uop.reduce_axis add %m axes [2] : tensor<8x4x16xf32> -> tensor<8x4x1xf32>
  %h0 = uop.reshape %s : tensor<8x4x1xf32> -> tensor<8x4xf32>
  %z = arith.constant dense<0.0> : tensor<8x4xf32>
  %h = arith.maximumf %h0, %z : tensor<8x4xf32>
  %h3 = uop.reshape %h : tensor<8x4xf32> -> tensor<8x1x4xf32>
  %hx = uop.expand %h3 : tensor<8x1x4xf32> -> tensor<8x8x4xf32>
  %ct = uop.permute %w2 [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %c3 = uop.reshape %ct : tensor<8x4xf32> -> tensor<1x8x4xf32>
  %cx = uop.expand %c3 : tensor<1x8x4xf32> -> tensor<8x8x4xf32>
  %m2 = arith.mulf %hx, %cx : tensor<8x8x4xf32>
  %s2 = uop.reduce_axis add %m2 axes [2] : tensor<8x8x4xf32> -> tensor<8x8x1xf32>
  %r = uop.reshape %s2 : tensor<8x8x1xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x, y, z: (x + y) * z.exp())
// CHECK-LABEL: func.func @elementwise_k0(
// CHECK-NOT: func.func @elementwise_k1(
// CHECK: func.func @elementwise(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @elementwise(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.addf %x, %y : tensor<4x8xf32>
  %e = math.exp %z : tensor<4x8xf32>
  %r = arith.mulf %s, %e : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x, y: x + y)
// CHECK-LABEL: func.func @broadcast_add_k0(
// CHECK-NOT: func.func @broadcast_add_k1(
// CHECK: func.func @broadcast_add(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @broadcast_add(%x: tensor<4x8xf32>, %y: tensor<8xf32>) -> tensor<4x8xf32> {
  %y2 = uop.reshape %y : tensor<8xf32> -> tensor<1x8xf32>
  %yx = uop.expand %y2 : tensor<1x8xf32> -> tensor<4x8xf32>
  %r = arith.addf %x, %yx : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x.permute(1, 0).contiguous())
// CHECK-LABEL: func.func @transpose_k0(
// CHECK-NOT: func.func @transpose_k1(
// CHECK: func.func @transpose(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @transpose(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %t = uop.permute %x [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %c = uop.contiguous %t : tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x: x + x.flip(0))
// CHECK-LABEL: func.func @flip_add_k0(
// CHECK-NOT: func.func @flip_add_k1(
// CHECK: func.func @flip_add(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @flip_add(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %f = uop.flip %x axes [0] : tensor<4x8xf32>
  %r = arith.addf %x, %f : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// tinygrad 0.14: 1 kernel, 0 intermediate buffers (lambda x, g: (x > 0).where(g, 0))
// CHECK-LABEL: func.func @relu_mask_k0(
// CHECK-NOT: func.func @relu_mask_k1(
// CHECK: func.func @relu_mask(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @relu_mask(%x: tensor<4x8xf32>, %g: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = arith.constant dense<0.0> : tensor<4x8xf32>
  %c = uop.cmp lt %z, %x : tensor<4x8xf32> -> tensor<4x8xi1>
  %r = uop.where %c, %g, %z : tensor<4x8xi1>, tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
