// tm-tensor-scatter.mlir's functions by tm_tensor.scatter's definition (torch-mlir's loops):
// for each update (n, u...) in order, the element at the update's start (the slice indices in
// the last dimensions, each index added into its dimension_map dimension) becomes the region's
// value of (update, element). The indices are the functions' raw inputs masked into range, as
// in the tested functions. Generated for each function's shapes and region.

func.func @put_rows(%x: tensor<8x4xf32>, %raw: tensor<5x1xi64>, %v: tensor<5x1x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = arith.constant 7 : i64
  %l0 = scf.for %n = %c0 to %c5 step %c1 iter_args(%t0 = %x) -> (tensor<8x4xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<8x4xf32>) {
      %l2 = scf.for %u1 = %c0 to %c4 step %c1 iter_args(%t2 = %t1) -> (tensor<8x4xf32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<5x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<5x1x4xf32>
        %old = tensor.extract %t2[%s0, %u1] : tensor<8x4xf32>
        %w = tensor.insert %upd into %t2[%s0, %u1] : tensor<8x4xf32>
        scf.yield %w : tensor<8x4xf32>
      }
      scf.yield %l2 : tensor<8x4xf32>
    }
    scf.yield %l1 : tensor<8x4xf32>
  }
  return %l0 : tensor<8x4xf32>
}

func.func @add_rows(%x: tensor<8x4xf32>, %raw: tensor<5x1xi64>, %v: tensor<5x1x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = arith.constant 7 : i64
  %l0 = scf.for %n = %c0 to %c5 step %c1 iter_args(%t0 = %x) -> (tensor<8x4xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<8x4xf32>) {
      %l2 = scf.for %u1 = %c0 to %c4 step %c1 iter_args(%t2 = %t1) -> (tensor<8x4xf32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<5x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<5x1x4xf32>
        %old = tensor.extract %t2[%s0, %u1] : tensor<8x4xf32>
        %new = arith.addf %old, %upd : f32
        %w = tensor.insert %new into %t2[%s0, %u1] : tensor<8x4xf32>
        scf.yield %w : tensor<8x4xf32>
      }
      scf.yield %l2 : tensor<8x4xf32>
    }
    scf.yield %l1 : tensor<8x4xf32>
  }
  return %l0 : tensor<8x4xf32>
}

func.func @short_slice(%x: tensor<8x6xf32>, %raw: tensor<3x1xi64>, %v: tensor<3x1x4xf32>) -> tensor<8x6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = arith.constant 7 : i64
  %l0 = scf.for %n = %c0 to %c3 step %c1 iter_args(%t0 = %x) -> (tensor<8x6xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<8x6xf32>) {
      %l2 = scf.for %u1 = %c0 to %c4 step %c1 iter_args(%t2 = %t1) -> (tensor<8x6xf32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<3x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<3x1x4xf32>
        %old = tensor.extract %t2[%s0, %u1] : tensor<8x6xf32>
        %w = tensor.insert %upd into %t2[%s0, %u1] : tensor<8x6xf32>
        scf.yield %w : tensor<8x6xf32>
      }
      scf.yield %l2 : tensor<8x6xf32>
    }
    scf.yield %l1 : tensor<8x6xf32>
  }
  return %l0 : tensor<8x6xf32>
}

func.func @amax_points(%x: tensor<4x8xf32>, %raw: tensor<6x2xi64>, %v: tensor<6xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %m = arith.constant 3 : i64
  %l0 = scf.for %n = %c0 to %c6 step %c1 iter_args(%t0 = %x) -> (tensor<4x8xf32>) {
    %raw0 = tensor.extract %raw[%n, %c0] : tensor<6x2xi64>
    %k0 = arith.andi %raw0, %m : i64
    %at0 = arith.index_cast %k0 : i64 to index
    %raw1 = tensor.extract %raw[%n, %c1] : tensor<6x2xi64>
    %k1 = arith.andi %raw1, %m : i64
    %at1 = arith.index_cast %k1 : i64 to index
    %upd = tensor.extract %v[%n] : tensor<6xf32>
    %old = tensor.extract %t0[%at0, %at1] : tensor<4x8xf32>
    %new = arith.maximumf %upd, %old : f32
    %w = tensor.insert %new into %t0[%at0, %at1] : tensor<4x8xf32>
    scf.yield %w : tensor<4x8xf32>
  }
  return %l0 : tensor<4x8xf32>
}

func.func @minnum_rows(%x: tensor<8x3xf32>, %raw: tensor<6x1xi64>, %v: tensor<6x1x3xf32>) -> tensor<8x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = arith.constant 7 : i64
  %l0 = scf.for %n = %c0 to %c6 step %c1 iter_args(%t0 = %x) -> (tensor<8x3xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<8x3xf32>) {
      %l2 = scf.for %u1 = %c0 to %c3 step %c1 iter_args(%t2 = %t1) -> (tensor<8x3xf32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<6x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<6x1x3xf32>
        %old = tensor.extract %t2[%s0, %u1] : tensor<8x3xf32>
        %new = arith.minnumf %old, %upd : f32
        %w = tensor.insert %new into %t2[%s0, %u1] : tensor<8x3xf32>
        scf.yield %w : tensor<8x3xf32>
      }
      scf.yield %l2 : tensor<8x3xf32>
    }
    scf.yield %l1 : tensor<8x3xf32>
  }
  return %l0 : tensor<8x3xf32>
}

func.func @add_i32(%x: tensor<4x4xi32>, %raw: tensor<9x1xi64>, %v: tensor<9x1x4xi32>) -> tensor<4x4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %m = arith.constant 3 : i64
  %l0 = scf.for %n = %c0 to %c9 step %c1 iter_args(%t0 = %x) -> (tensor<4x4xi32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<4x4xi32>) {
      %l2 = scf.for %u1 = %c0 to %c4 step %c1 iter_args(%t2 = %t1) -> (tensor<4x4xi32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<9x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<9x1x4xi32>
        %old = tensor.extract %t2[%s0, %u1] : tensor<4x4xi32>
        %new = arith.addi %old, %upd : i32
        %w = tensor.insert %new into %t2[%s0, %u1] : tensor<4x4xi32>
        scf.yield %w : tensor<4x4xi32>
      }
      scf.yield %l2 : tensor<4x4xi32>
    }
    scf.yield %l1 : tensor<4x4xi32>
  }
  return %l0 : tensor<4x4xi32>
}

func.func @or_bools(%x: tensor<8x3xi1>, %raw: tensor<5x1xi64>, %v: tensor<5x1x3xi1>) -> tensor<8x3xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = arith.constant 7 : i64
  %l0 = scf.for %n = %c0 to %c5 step %c1 iter_args(%t0 = %x) -> (tensor<8x3xi1>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<8x3xi1>) {
      %l2 = scf.for %u1 = %c0 to %c3 step %c1 iter_args(%t2 = %t1) -> (tensor<8x3xi1>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<5x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<5x1x3xi1>
        %old = tensor.extract %t2[%s0, %u1] : tensor<8x3xi1>
        %new = arith.ori %old, %upd : i1
        %w = tensor.insert %new into %t2[%s0, %u1] : tensor<8x3xi1>
        scf.yield %w : tensor<8x3xi1>
      }
      scf.yield %l2 : tensor<8x3xi1>
    }
    scf.yield %l1 : tensor<8x3xi1>
  }
  return %l0 : tensor<8x3xi1>
}

func.func @maxui_i8(%x: tensor<4x2xi8>, %raw: tensor<6x1xi64>, %v: tensor<6x1x2xi8>) -> tensor<4x2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %m = arith.constant 3 : i64
  %l0 = scf.for %n = %c0 to %c6 step %c1 iter_args(%t0 = %x) -> (tensor<4x2xi8>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<4x2xi8>) {
      %l2 = scf.for %u1 = %c0 to %c2 step %c1 iter_args(%t2 = %t1) -> (tensor<4x2xi8>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<6x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<6x1x2xi8>
        %old = tensor.extract %t2[%s0, %u1] : tensor<4x2xi8>
        %new = arith.maxui %upd, %old : i8
        %w = tensor.insert %new into %t2[%s0, %u1] : tensor<4x2xi8>
        scf.yield %w : tensor<4x2xi8>
      }
      scf.yield %l2 : tensor<4x2xi8>
    }
    scf.yield %l1 : tensor<4x2xi8>
  }
  return %l0 : tensor<4x2xi8>
}

func.func @copy_cells(%x: tensor<2x2x2x2xf32>, %raw: tensor<6x4xi64>, %v: tensor<6x1x1x1x1xf32>) -> tensor<2x2x2x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = arith.constant 1 : i64
  %l0 = scf.for %n = %c0 to %c6 step %c1 iter_args(%t0 = %x) -> (tensor<2x2x2x2xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<2x2x2x2xf32>) {
      %l2 = scf.for %u1 = %c0 to %c1 step %c1 iter_args(%t2 = %t1) -> (tensor<2x2x2x2xf32>) {
        %l3 = scf.for %u2 = %c0 to %c1 step %c1 iter_args(%t3 = %t2) -> (tensor<2x2x2x2xf32>) {
          %l4 = scf.for %u3 = %c0 to %c1 step %c1 iter_args(%t4 = %t3) -> (tensor<2x2x2x2xf32>) {
            %raw0 = tensor.extract %raw[%n, %c0] : tensor<6x4xi64>
            %k0 = arith.andi %raw0, %m : i64
            %at0 = arith.index_cast %k0 : i64 to index
            %s0 = arith.addi %at0, %u0 : index
            %raw1 = tensor.extract %raw[%n, %c1] : tensor<6x4xi64>
            %k1 = arith.andi %raw1, %m : i64
            %at1 = arith.index_cast %k1 : i64 to index
            %s1 = arith.addi %at1, %u1 : index
            %raw2 = tensor.extract %raw[%n, %c2] : tensor<6x4xi64>
            %k2 = arith.andi %raw2, %m : i64
            %at2 = arith.index_cast %k2 : i64 to index
            %s2 = arith.addi %at2, %u2 : index
            %raw3 = tensor.extract %raw[%n, %c3] : tensor<6x4xi64>
            %k3 = arith.andi %raw3, %m : i64
            %at3 = arith.index_cast %k3 : i64 to index
            %s3 = arith.addi %at3, %u3 : index
            %upd = tensor.extract %v[%n, %u0, %u1, %u2, %u3] : tensor<6x1x1x1x1xf32>
            %old = tensor.extract %t4[%s0, %s1, %s2, %s3] : tensor<2x2x2x2xf32>
            %w = tensor.insert %upd into %t4[%s0, %s1, %s2, %s3] : tensor<2x2x2x2xf32>
            scf.yield %w : tensor<2x2x2x2xf32>
          }
          scf.yield %l4 : tensor<2x2x2x2xf32>
        }
        scf.yield %l3 : tensor<2x2x2x2xf32>
      }
      scf.yield %l2 : tensor<2x2x2x2xf32>
    }
    scf.yield %l1 : tensor<2x2x2x2xf32>
  }
  return %l0 : tensor<2x2x2x2xf32>
}
