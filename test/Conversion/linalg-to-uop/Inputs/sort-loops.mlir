// tm-tensor-sort.mlir's functions by tm_tensor.sort's definition (torch-mlir's loops): along
// the sorted dimension, n passes that swap every pair of neighbours (a, b) the comparator does
// not keep in order, every output at once. Generated for each function's shape and comparator.


func.func @ascending_f32(%o0: tensor<4x9xf32>, %o1: tensor<4x9xi64>) -> (tensor<4x9xf32>, tensor<4x9xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %l0:2 = scf.for %i0 = %c0 to %c4 step %c1 iter_args(%t0_0 = %o0, %t0_1 = %o1) -> (tensor<4x9xf32>, tensor<4x9xi64>) {
    %l1:2 = scf.for %pass = %c0 to %c9 step %c1 iter_args(%t1_0 = %t0_0, %t1_1 = %t0_1) -> (tensor<4x9xf32>, tensor<4x9xi64>) {
      %l2:2 = scf.for %j = %c0 to %c8 step %c1 iter_args(%t2_0 = %t1_0, %t2_1 = %t1_1) -> (tensor<4x9xf32>, tensor<4x9xi64>) {
        %j1 = arith.addi %j, %c1 : index
        %x0 = tensor.extract %t2_0[%i0, %j] : tensor<4x9xf32>
        %y0 = tensor.extract %t2_0[%i0, %j1] : tensor<4x9xf32>
        %x1 = tensor.extract %t2_1[%i0, %j] : tensor<4x9xi64>
        %y1 = tensor.extract %t2_1[%i0, %j1] : tensor<4x9xi64>
        %keep = arith.cmpf ole, %x0, %y0 : f32
        %lo0 = arith.select %keep, %x0, %y0 : f32
        %hi0 = arith.select %keep, %y0, %x0 : f32
        %u0 = tensor.insert %lo0 into %t2_0[%i0, %j] : tensor<4x9xf32>
        %v0 = tensor.insert %hi0 into %u0[%i0, %j1] : tensor<4x9xf32>
        %lo1 = arith.select %keep, %x1, %y1 : i64
        %hi1 = arith.select %keep, %y1, %x1 : i64
        %u1 = tensor.insert %lo1 into %t2_1[%i0, %j] : tensor<4x9xi64>
        %v1 = tensor.insert %hi1 into %u1[%i0, %j1] : tensor<4x9xi64>
        scf.yield %v0, %v1 : tensor<4x9xf32>, tensor<4x9xi64>
      }
      scf.yield %l2#0, %l2#1 : tensor<4x9xf32>, tensor<4x9xi64>
    }
    scf.yield %l1#0, %l1#1 : tensor<4x9xf32>, tensor<4x9xi64>
  }
  return %l0#0, %l0#1 : tensor<4x9xf32>, tensor<4x9xi64>
}

func.func @descending_i32_dim0(%o0: tensor<17x3xi32>, %o1: tensor<17x3xi64>) -> (tensor<17x3xi32>, tensor<17x3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %l0:2 = scf.for %i1 = %c0 to %c3 step %c1 iter_args(%t0_0 = %o0, %t0_1 = %o1) -> (tensor<17x3xi32>, tensor<17x3xi64>) {
    %l1:2 = scf.for %pass = %c0 to %c17 step %c1 iter_args(%t1_0 = %t0_0, %t1_1 = %t0_1) -> (tensor<17x3xi32>, tensor<17x3xi64>) {
      %l2:2 = scf.for %j = %c0 to %c16 step %c1 iter_args(%t2_0 = %t1_0, %t2_1 = %t1_1) -> (tensor<17x3xi32>, tensor<17x3xi64>) {
        %j1 = arith.addi %j, %c1 : index
        %x0 = tensor.extract %t2_0[%j, %i1] : tensor<17x3xi32>
        %y0 = tensor.extract %t2_0[%j1, %i1] : tensor<17x3xi32>
        %x1 = tensor.extract %t2_1[%j, %i1] : tensor<17x3xi64>
        %y1 = tensor.extract %t2_1[%j1, %i1] : tensor<17x3xi64>
        %keep = arith.cmpi sge, %x0, %y0 : i32
        %lo0 = arith.select %keep, %x0, %y0 : i32
        %hi0 = arith.select %keep, %y0, %x0 : i32
        %u0 = tensor.insert %lo0 into %t2_0[%j, %i1] : tensor<17x3xi32>
        %v0 = tensor.insert %hi0 into %u0[%j1, %i1] : tensor<17x3xi32>
        %lo1 = arith.select %keep, %x1, %y1 : i64
        %hi1 = arith.select %keep, %y1, %x1 : i64
        %u1 = tensor.insert %lo1 into %t2_1[%j, %i1] : tensor<17x3xi64>
        %v1 = tensor.insert %hi1 into %u1[%j1, %i1] : tensor<17x3xi64>
        scf.yield %v0, %v1 : tensor<17x3xi32>, tensor<17x3xi64>
      }
      scf.yield %l2#0, %l2#1 : tensor<17x3xi32>, tensor<17x3xi64>
    }
    scf.yield %l1#0, %l1#1 : tensor<17x3xi32>, tensor<17x3xi64>
  }
  return %l0#0, %l0#1 : tensor<17x3xi32>, tensor<17x3xi64>
}

func.func @unsigned_three_outputs(%o0: tensor<2x9x2xi8>, %o1: tensor<2x9x2xf32>, %o2: tensor<2x9x2xi64>) -> (tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %l0:3 = scf.for %i0 = %c0 to %c2 step %c1 iter_args(%t0_0 = %o0, %t0_1 = %o1, %t0_2 = %o2) -> (tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>) {
    %l1:3 = scf.for %i2 = %c0 to %c2 step %c1 iter_args(%t1_0 = %t0_0, %t1_1 = %t0_1, %t1_2 = %t0_2) -> (tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>) {
      %l2:3 = scf.for %pass = %c0 to %c9 step %c1 iter_args(%t2_0 = %t1_0, %t2_1 = %t1_1, %t2_2 = %t1_2) -> (tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>) {
        %l3:3 = scf.for %j = %c0 to %c8 step %c1 iter_args(%t3_0 = %t2_0, %t3_1 = %t2_1, %t3_2 = %t2_2) -> (tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>) {
          %j1 = arith.addi %j, %c1 : index
          %x0 = tensor.extract %t3_0[%i0, %j, %i2] : tensor<2x9x2xi8>
          %y0 = tensor.extract %t3_0[%i0, %j1, %i2] : tensor<2x9x2xi8>
          %x1 = tensor.extract %t3_1[%i0, %j, %i2] : tensor<2x9x2xf32>
          %y1 = tensor.extract %t3_1[%i0, %j1, %i2] : tensor<2x9x2xf32>
          %x2 = tensor.extract %t3_2[%i0, %j, %i2] : tensor<2x9x2xi64>
          %y2 = tensor.extract %t3_2[%i0, %j1, %i2] : tensor<2x9x2xi64>
          %keep = arith.cmpi ule, %x0, %y0 : i8
          %lo0 = arith.select %keep, %x0, %y0 : i8
          %hi0 = arith.select %keep, %y0, %x0 : i8
          %u0 = tensor.insert %lo0 into %t3_0[%i0, %j, %i2] : tensor<2x9x2xi8>
          %v0 = tensor.insert %hi0 into %u0[%i0, %j1, %i2] : tensor<2x9x2xi8>
          %lo1 = arith.select %keep, %x1, %y1 : f32
          %hi1 = arith.select %keep, %y1, %x1 : f32
          %u1 = tensor.insert %lo1 into %t3_1[%i0, %j, %i2] : tensor<2x9x2xf32>
          %v1 = tensor.insert %hi1 into %u1[%i0, %j1, %i2] : tensor<2x9x2xf32>
          %lo2 = arith.select %keep, %x2, %y2 : i64
          %hi2 = arith.select %keep, %y2, %x2 : i64
          %u2 = tensor.insert %lo2 into %t3_2[%i0, %j, %i2] : tensor<2x9x2xi64>
          %v2 = tensor.insert %hi2 into %u2[%i0, %j1, %i2] : tensor<2x9x2xi64>
          scf.yield %v0, %v1, %v2 : tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>
        }
        scf.yield %l3#0, %l3#1, %l3#2 : tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>
      }
      scf.yield %l2#0, %l2#1, %l2#2 : tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>
    }
    scf.yield %l1#0, %l1#1, %l1#2 : tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>
  }
  return %l0#0, %l0#1, %l0#2 : tensor<2x9x2xi8>, tensor<2x9x2xf32>, tensor<2x9x2xi64>
}

func.func @swapped_comparator(%o0: tensor<3x17xf32>) -> (tensor<3x17xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %l0:1 = scf.for %i0 = %c0 to %c3 step %c1 iter_args(%t0_0 = %o0) -> (tensor<3x17xf32>) {
    %l1:1 = scf.for %pass = %c0 to %c17 step %c1 iter_args(%t1_0 = %t0_0) -> (tensor<3x17xf32>) {
      %l2:1 = scf.for %j = %c0 to %c16 step %c1 iter_args(%t2_0 = %t1_0) -> (tensor<3x17xf32>) {
        %j1 = arith.addi %j, %c1 : index
        %x0 = tensor.extract %t2_0[%i0, %j] : tensor<3x17xf32>
        %y0 = tensor.extract %t2_0[%i0, %j1] : tensor<3x17xf32>
        %keep = arith.cmpf oge, %y0, %x0 : f32
        %lo0 = arith.select %keep, %x0, %y0 : f32
        %hi0 = arith.select %keep, %y0, %x0 : f32
        %u0 = tensor.insert %lo0 into %t2_0[%i0, %j] : tensor<3x17xf32>
        %v0 = tensor.insert %hi0 into %u0[%i0, %j1] : tensor<3x17xf32>
        scf.yield %v0 : tensor<3x17xf32>
      }
      scf.yield %l2#0 : tensor<3x17xf32>
    }
    scf.yield %l1#0 : tensor<3x17xf32>
  }
  return %l0#0 : tensor<3x17xf32>
}

func.func @short_rows(%x: tensor<5x1xi32>, %y: tensor<5x2xi32>) -> (tensor<5x1xi32>, tensor<5x2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%t = %y) -> tensor<5x2xi32> {
    %a = tensor.extract %t[%i, %c0] : tensor<5x2xi32>
    %b = tensor.extract %t[%i, %c1] : tensor<5x2xi32>
    %lo = arith.minsi %a, %b : i32
    %hi = arith.maxsi %a, %b : i32
    %u = tensor.insert %lo into %t[%i, %c0] : tensor<5x2xi32>
    %v = tensor.insert %hi into %u[%i, %c1] : tensor<5x2xi32>
    scf.yield %v : tensor<5x2xi32>
  }
  return %x, %r : tensor<5x1xi32>, tensor<5x2xi32>
}
