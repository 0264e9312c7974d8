// A block reduction (a row shared among a block's threads) of values narrower than 32 bits:
// PTX's shfl.sync moves 32-bit registers, so the warp shuffles run on the values widened to
// i32 (sign-extended: signed max and min unchanged, sums and products the same modulo 2^n) or
// f32 (f16, bf16: exact; a sum of the threads' partials rounded once), narrowed back after.
// Before, each of these failed in the PTX stage ('nvvm.shfl.sync' op operand #1 must be 32-bit).
// Emulator against the interpreter, on random and on special inputs (NaN, +-inf, +-0,
// subnormals, integer extremes); the outputs are exact for max and min and integer sums. An
// f16 sum of 4096 elements rounds at each step in either order (the interpreter's sequential
// sum and the blocks' tree differ by about 0.1 on sums of about 40): a wide tolerance, which a
// zeroed output still fails.
//
// RUN: sed -n '/^#/p; /^func.func @max_f16(/,/^}/p' %s > %t.max_f16.mlir
// RUN: axe-compile %t.max_f16.mlir --target=nvptx -o %t.max_f16.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.max_f16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.max_f16.ptx -o %t.max_f16.cubin %}
// RUN: sed -n '/^#/p; /^func.func @min_bf16(/,/^}/p' %s > %t.min_bf16.mlir
// RUN: axe-compile %t.min_bf16.mlir --target=nvptx -o %t.min_bf16.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.min_bf16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.min_bf16.ptx -o %t.min_bf16.cubin %}
// RUN: sed -n '/^#/p; /^func.func @max_i8(/,/^}/p' %s > %t.max_i8.mlir
// RUN: axe-compile %t.max_i8.mlir --target=nvptx -o %t.max_i8.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.max_i8.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.max_i8.ptx -o %t.max_i8.cubin %}
// RUN: sed -n '/^#/p; /^func.func @sum_i16(/,/^}/p' %s > %t.sum_i16.mlir
// RUN: axe-compile %t.sum_i16.mlir --target=nvptx -o %t.sum_i16.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.sum_i16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.sum_i16.ptx -o %t.sum_i16.cubin %}
// RUN: sed -n '/^#/p; /^func.func @all_i1(/,/^}/p' %s > %t.all_i1.mlir
// RUN: axe-compile %t.all_i1.mlir --target=nvptx -o %t.all_i1.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.all_i1.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.all_i1.ptx -o %t.all_i1.cubin %}
// RUN: axe-run %s --target gpu-emulator --trials 2 --rtol 0 --atol 0 --entry max_f16 --entry min_bf16 --entry max_i8 --entry sum_i16 --entry all_i1 | FileCheck %s
// RUN: axe-run %s --target gpu-emulator --trials 2 --rtol 0 --atol 0 --inputs special --entry max_f16 --entry min_bf16 --entry max_i8 --entry sum_i16 | FileCheck %s --check-prefix=SPECIAL
// RUN: axe-run %s --target gpu-emulator --trials 2 --rtol 2e-2 --atol 0.5 --entry sum_f16 | FileCheck %s --check-prefix=SUM

// PTX: shfl.sync.bfly.b32
// CHECK: @max_f16: 2 trials, max abs error 0e0{{.*}}: ok
// CHECK: @min_bf16: 2 trials, max abs error 0e0{{.*}}: ok
// CHECK: @max_i8: 2 trials, max abs error 0e0{{.*}}: ok
// CHECK: @sum_i16: 2 trials, max abs error 0e0{{.*}}: ok
// CHECK: @all_i1: 2 trials, max abs error 0e0{{.*}}: ok
// SPECIAL: @max_f16: 2 trials{{.*}}: ok
// SPECIAL: @min_bf16: 2 trials{{.*}}: ok
// SPECIAL: @max_i8: 2 trials{{.*}}: ok
// SPECIAL: @sum_i16: 2 trials{{.*}}: ok
// SUM: @sum_f16: 2 trials{{.*}}: ok

#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>

func.func @max_f16(%x: tensor<4x4096xf16>) -> tensor<4xf16> {
  %start = arith.constant 0xFC00 : f16
  %e = tensor.empty() : tensor<4xf16>
  %init = linalg.fill ins(%start : f16) outs(%e : tensor<4xf16>) -> tensor<4xf16>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4096xf16>) outs(%init : tensor<4xf16>) {
  ^bb0(%a: f16, %b: f16):
    %m = arith.maximumf %a, %b : f16
    linalg.yield %m : f16
  } -> tensor<4xf16>
  return %r : tensor<4xf16>
}

func.func @min_bf16(%x: tensor<4x4096xbf16>) -> tensor<4xbf16> {
  %start = arith.constant 0x7F80 : bf16
  %e = tensor.empty() : tensor<4xbf16>
  %init = linalg.fill ins(%start : bf16) outs(%e : tensor<4xbf16>) -> tensor<4xbf16>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4096xbf16>) outs(%init : tensor<4xbf16>) {
  ^bb0(%a: bf16, %b: bf16):
    %m = arith.minimumf %a, %b : bf16
    linalg.yield %m : bf16
  } -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}

func.func @max_i8(%x: tensor<4x4096xi8>) -> tensor<4xi8> {
  %start = arith.constant -128 : i8
  %e = tensor.empty() : tensor<4xi8>
  %init = linalg.fill ins(%start : i8) outs(%e : tensor<4xi8>) -> tensor<4xi8>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4096xi8>) outs(%init : tensor<4xi8>) {
  ^bb0(%a: i8, %b: i8):
    %m = arith.maxsi %a, %b : i8
    linalg.yield %m : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// Wraps modulo 2^16 on special inputs (integer extremes): the truncated i32 sum agrees.
func.func @sum_i16(%x: tensor<4x4096xi16>) -> tensor<4xi16> {
  %start = arith.constant 0 : i16
  %e = tensor.empty() : tensor<4xi16>
  %init = linalg.fill ins(%start : i16) outs(%e : tensor<4xi16>) -> tensor<4xi16>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4096xi16>) outs(%init : tensor<4xi16>) {
  ^bb0(%a: i16, %b: i16):
    %m = arith.addi %a, %b : i16
    linalg.yield %m : i16
  } -> tensor<4xi16>
  return %r : tensor<4xi16>
}

// Every element true (an attention mask's "row is all -inf" test, as torch-mlir writes it).
func.func @all_i1(%x: tensor<4x4096xf32>) -> tensor<4xi1> {
  %zero = arith.constant 0.0 : f32
  %true = arith.constant true
  %e = tensor.empty() : tensor<4xi1>
  %init = linalg.fill ins(%true : i1) outs(%e : tensor<4xi1>) -> tensor<4xi1>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4096xf32>) outs(%init : tensor<4xi1>) {
  ^bb0(%a: f32, %b: i1):
    %neg = arith.cmpf olt, %a, %zero : f32
    %m = arith.andi %neg, %b : i1
    linalg.yield %m : i1
  } -> tensor<4xi1>
  return %r : tensor<4xi1>
}

func.func @sum_f16(%x: tensor<4x4096xf16>) -> tensor<4xf16> {
  %start = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<4xf16>
  %init = linalg.fill ins(%start : f16) outs(%e : tensor<4xf16>) -> tensor<4xf16>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4096xf16>) outs(%init : tensor<4xf16>) {
  ^bb0(%a: f16, %b: f16):
    %m = arith.addf %a, %b : f16
    linalg.yield %m : f16
  } -> tensor<4xf16>
  return %r : tensor<4xf16>
}
