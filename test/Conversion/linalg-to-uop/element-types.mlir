// A number type Axe does not compute on (f8 of every kind, complex, integers wider than 64
// bits, signed or unsigned integers) is refused at the first op of each function that takes,
// makes or binds one, naming the type; before this check an f8 program reached LLVM's
// translation on the CPU (`unrealized_conversion_cast`) and a GPU kernel-signature error.
// The supported types (f16, bf16, f32, f64, i1 to i64, index) convert.
// RUN: axe-opt %s --split-input-file --convert-linalg-to-uop --verify-diagnostics
// RUN: not axe-compile %S/Inputs/f8-add.mlir --target=cpu -o %t.o 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not axe-compile %S/Inputs/f8-add.mlir --target=nvptx -o %t.ptx 2>&1 | FileCheck %s --check-prefix=CPU
// CPU: f8-add.mlir:3:1: error: 'func.func' op has argument 0 of type tensor<4xf8E4M3FN>: Axe computes on f16, bf16, f32, f64, i1 to i64 and index elements, not f8E4M3FN

// expected-error @+1 {{'func.func' op has argument 0 of type tensor<4xf8E4M3FN>: Axe computes on f16, bf16, f32, f64, i1 to i64 and index elements, not f8E4M3FN}}
func.func @f8_argument(%x: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  return %x : tensor<4xf8E4M3FN>
}

// -----

func.func @f8_truncation(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.empty' op has result 0 of type tensor<4xf8E5M2>: Axe computes on f16, bf16, f32, f64, i1 to i64 and index elements, not f8E5M2}}
  %z = tensor.empty() : tensor<4xf8E5M2>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%z : tensor<4xf8E5M2>) {
  ^bb0(%a: f32, %o: f8E5M2):
    %s = arith.truncf %a : f32 to f8E5M2
    linalg.yield %s : f8E5M2
  } -> tensor<4xf8E5M2>
  %e = arith.extf %r : tensor<4xf8E5M2> to tensor<4xf32>
  return %e : tensor<4xf32>
}

// -----

// A scalar of the type inside a body is found too, at its op.
func.func @f4_in_a_body(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    // expected-error @+1 {{'arith.truncf' op has result 0 of type f4E2M1FN: Axe computes on f16, bf16, f32, f64, i1 to i64 and index elements, not f4E2M1FN}}
    %n = arith.truncf %a : f32 to f4E2M1FN
    %w = arith.extf %n : f4E2M1FN to f32
    linalg.yield %w : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op has argument 0 of type tensor<2xcomplex<f32>>: Axe computes on f16, bf16, f32, f64, i1 to i64 and index elements, not complex<f32>}}
func.func @complex(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  return %x : tensor<2xcomplex<f32>>
}

// -----

// expected-error @+1 {{'func.func' op has argument 0 of type tensor<2xi128>: Axe computes on f16, bf16, f32, f64, i1 to i64 and index elements, not i128}}
func.func @wide_integer(%x: tensor<2xi128>) -> tensor<2xi128> {
  return %x : tensor<2xi128>
}

// -----

// expected-error @+1 {{'func.func' op has argument 0 of type tensor<2xui8>: Axe computes on f16, bf16, f32, f64, i1 to i64 and index elements, not ui8}}
func.func @unsigned(%x: tensor<2xui8>) -> tensor<2xui8> {
  return %x : tensor<2xui8>
}

// -----

// Every supported type converts: no diagnostic.
func.func @supported(%a: tensor<2xf16>, %b: tensor<2xbf16>, %c: tensor<2xf64>, %d: tensor<2xi1>, %e: tensor<2xi64>, %f: tensor<2xindex>) -> (tensor<2xf16>, tensor<2xbf16>, tensor<2xf64>, tensor<2xi1>, tensor<2xi64>, tensor<2xindex>) {
  return %a, %b, %c, %d, %e, %f : tensor<2xf16>, tensor<2xbf16>, tensor<2xf64>, tensor<2xi1>, tensor<2xi64>, tensor<2xindex>
}
