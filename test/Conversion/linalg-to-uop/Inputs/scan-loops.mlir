// tm-tensor-scan.mlir's functions by the scan's definition, one element after another:
// out[0] = in[0] (inclusive) or acc (exclusive), then out[i] = f(out[i-1], next). The float
// scans accumulate in the wider type (starting from -0, the identity of a sum that keeps a
// first -0) and round each output, as torch's CPU cumsum and cumprod do.

func.func @cumsum_f32(%x: tensor<5x37xf32>) -> tensor<5x37xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c37 = arith.constant 37 : index
  %start = arith.constant -0.0 : f64
  %e = tensor.empty() : tensor<5x37xf32>
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%out = %e) -> tensor<5x37xf32> {
    %row:2 = scf.for %j = %c0 to %c37 step %c1 iter_args(%o = %out, %acc = %start) -> (tensor<5x37xf32>, f64) {
      %v = tensor.extract %x[%i, %j] : tensor<5x37xf32>
      %w = arith.extf %v : f32 to f64
      %s = arith.addf %acc, %w : f64
      %n = arith.truncf %s : f64 to f32
      %o2 = tensor.insert %n into %o[%i, %j] : tensor<5x37xf32>
      scf.yield %o2, %s : tensor<5x37xf32>, f64
    }
    scf.yield %row#0 : tensor<5x37xf32>
  }
  return %r : tensor<5x37xf32>
}

func.func @inclusive_i32(%x: tensor<9x4xi32>) -> (tensor<9x4xi32>, tensor<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<9x4xi32>
  %ea = tensor.empty() : tensor<4xi32>
  %r:2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%out = %e, %last = %ea) -> (tensor<9x4xi32>, tensor<4xi32>) {
    %col:2 = scf.for %i = %c0 to %c9 step %c1 iter_args(%o = %out, %acc = %zero) -> (tensor<9x4xi32>, i32) {
      %v = tensor.extract %x[%i, %j] : tensor<9x4xi32>
      %s = arith.addi %acc, %v : i32
      %o2 = tensor.insert %s into %o[%i, %j] : tensor<9x4xi32>
      scf.yield %o2, %s : tensor<9x4xi32>, i32
    }
    %l = tensor.insert %col#1 into %last[%j] : tensor<4xi32>
    scf.yield %col#0, %l : tensor<9x4xi32>, tensor<4xi32>
  }
  return %r#0, %r#1 : tensor<9x4xi32>, tensor<4xi32>
}

func.func @exclusive_maxsi(%x: tensor<3x7xi64>, %init: tensor<3xi64>) -> (tensor<3x7xi64>, tensor<3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty() : tensor<3x7xi64>
  %ea = tensor.empty() : tensor<3xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%out = %e, %last = %ea) -> (tensor<3x7xi64>, tensor<3xi64>) {
    %a0 = tensor.extract %init[%i] : tensor<3xi64>
    %o0 = tensor.insert %a0 into %out[%i, %c0] : tensor<3x7xi64>
    %row:2 = scf.for %j = %c1 to %c7 step %c1 iter_args(%o = %o0, %acc = %a0) -> (tensor<3x7xi64>, i64) {
      %jm1 = arith.subi %j, %c1 : index
      %v = tensor.extract %x[%i, %jm1] : tensor<3x7xi64>
      %s = arith.maxsi %acc, %v : i64
      %o2 = tensor.insert %s into %o[%i, %j] : tensor<3x7xi64>
      scf.yield %o2, %s : tensor<3x7xi64>, i64
    }
    %l = tensor.insert %row#1 into %last[%i] : tensor<3xi64>
    scf.yield %row#0, %l : tensor<3x7xi64>, tensor<3xi64>
  }
  return %r#0, %r#1 : tensor<3x7xi64>, tensor<3xi64>
}

func.func @swapped_ori_i8(%x: tensor<2x6x3xi8>) -> tensor<2x6x3xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0 : i8
  %e = tensor.empty() : tensor<2x6x3xi8>
  %r = scf.for %a = %c0 to %c2 step %c1 iter_args(%out = %e) -> tensor<2x6x3xi8> {
    %r2 = scf.for %c = %c0 to %c3 step %c1 iter_args(%out2 = %out) -> tensor<2x6x3xi8> {
      %line:2 = scf.for %j = %c0 to %c6 step %c1 iter_args(%o = %out2, %acc = %zero) -> (tensor<2x6x3xi8>, i8) {
        %v = tensor.extract %x[%a, %j, %c] : tensor<2x6x3xi8>
        %s = arith.ori %v, %acc : i8
        %o2 = tensor.insert %s into %o[%a, %j, %c] : tensor<2x6x3xi8>
        scf.yield %o2, %s : tensor<2x6x3xi8>, i8
      }
      scf.yield %line#0 : tensor<2x6x3xi8>
    }
    scf.yield %r2 : tensor<2x6x3xi8>
  }
  return %r : tensor<2x6x3xi8>
}

func.func @short_rows(%x: tensor<4x1xf32>, %init: tensor<4xf32>) -> (tensor<4x1xf32>, tensor<4xf32>, tensor<4x1xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4x1xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%out = %e) -> tensor<4x1xf32> {
    %a = tensor.extract %init[%i] : tensor<4xf32>
    %o = tensor.insert %a into %out[%i, %c0] : tensor<4x1xf32>
    scf.yield %o : tensor<4x1xf32>
  }
  return %x, %init, %r, %init : tensor<4x1xf32>, tensor<4xf32>, tensor<4x1xf32>, tensor<4xf32>
}

func.func @cumprod_f16(%x: tensor<2x50xf16>) -> tensor<2x50xf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c50 = arith.constant 50 : index
  %start = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x50xf16>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%out = %e) -> tensor<2x50xf16> {
    %row:2 = scf.for %j = %c0 to %c50 step %c1 iter_args(%o = %out, %acc = %start) -> (tensor<2x50xf16>, f32) {
      %v = tensor.extract %x[%i, %j] : tensor<2x50xf16>
      %w = arith.extf %v : f16 to f32
      %s = arith.mulf %acc, %w : f32
      %n = arith.truncf %s : f32 to f16
      %o2 = tensor.insert %n into %o[%i, %j] : tensor<2x50xf16>
      scf.yield %o2, %s : tensor<2x50xf16>, f32
    }
    scf.yield %row#0 : tensor<2x50xf16>
  }
  return %r : tensor<2x50xf16>
}
