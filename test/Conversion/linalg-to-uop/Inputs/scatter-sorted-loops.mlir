// tm-tensor-scatter-sorted.mlir's functions by tm_tensor.scatter's definition (torch-mlir's
// loops): for each update (n, u...) in order, the element at its start (the slice indices in
// the last dimensions, each index added into its dimension_map dimension) becomes the update,
// or the region's combination of the element and the update. The
// indices are the functions' raw inputs masked into range, as in the tested functions.

func.func @put_many_rows(%x: tensor<64x8xf32>, %raw: tensor<40x1xi64>, %v: tensor<40x1x8xf32>) -> tensor<64x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %m = arith.constant 15 : i64
  %l0 = scf.for %n = %c0 to %c40 step %c1 iter_args(%t0 = %x) -> (tensor<64x8xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<64x8xf32>) {
      %l2 = scf.for %u1 = %c0 to %c8 step %c1 iter_args(%t2 = %t1) -> (tensor<64x8xf32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<40x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<40x1x8xf32>
        %w = tensor.insert %upd into %t2[%s0, %u1] : tensor<64x8xf32>
        scf.yield %w : tensor<64x8xf32>
      }
      scf.yield %l2 : tensor<64x8xf32>
    }
    scf.yield %l1 : tensor<64x8xf32>
  }
  return %l0 : tensor<64x8xf32>
}

func.func @copy_many_cells(%x: tensor<4x4x4x4xf32>, %raw: tensor<64x4xi64>, %v: tensor<64x1x1x1x1xf32>) -> tensor<4x4x4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %m = arith.constant 3 : i64
  %l0 = scf.for %n = %c0 to %c64 step %c1 iter_args(%t0 = %x) -> (tensor<4x4x4x4xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<4x4x4x4xf32>) {
      %l2 = scf.for %u1 = %c0 to %c1 step %c1 iter_args(%t2 = %t1) -> (tensor<4x4x4x4xf32>) {
        %l3 = scf.for %u2 = %c0 to %c1 step %c1 iter_args(%t3 = %t2) -> (tensor<4x4x4x4xf32>) {
          %l4 = scf.for %u3 = %c0 to %c1 step %c1 iter_args(%t4 = %t3) -> (tensor<4x4x4x4xf32>) {
            %raw0 = tensor.extract %raw[%n, %c0] : tensor<64x4xi64>
            %k0 = arith.andi %raw0, %m : i64
            %at0 = arith.index_cast %k0 : i64 to index
            %raw1 = tensor.extract %raw[%n, %c1] : tensor<64x4xi64>
            %k1 = arith.andi %raw1, %m : i64
            %at1 = arith.index_cast %k1 : i64 to index
            %raw2 = tensor.extract %raw[%n, %c2] : tensor<64x4xi64>
            %k2 = arith.andi %raw2, %m : i64
            %at2 = arith.index_cast %k2 : i64 to index
            %raw3 = tensor.extract %raw[%n, %c3] : tensor<64x4xi64>
            %k3 = arith.andi %raw3, %m : i64
            %at3 = arith.index_cast %k3 : i64 to index
            %s0 = arith.addi %at0, %u0 : index
            %s1 = arith.addi %at1, %u1 : index
            %s2 = arith.addi %at2, %u2 : index
            %s3 = arith.addi %at3, %u3 : index
            %upd = tensor.extract %v[%n, %u0, %u1, %u2, %u3] : tensor<64x1x1x1x1xf32>
            %w = tensor.insert %upd into %t4[%s0, %s1, %s2, %s3] : tensor<4x4x4x4xf32>
            scf.yield %w : tensor<4x4x4x4xf32>
          }
          scf.yield %l4 : tensor<4x4x4x4xf32>
        }
        scf.yield %l3 : tensor<4x4x4x4xf32>
      }
      scf.yield %l2 : tensor<4x4x4x4xf32>
    }
    scf.yield %l1 : tensor<4x4x4x4xf32>
  }
  return %l0 : tensor<4x4x4x4xf32>
}

func.func @short_many_rows(%x: tensor<64x6xf32>, %raw: tensor<48x1xi64>, %v: tensor<48x1x4xf32>) -> tensor<64x6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c48 = arith.constant 48 : index
  %m = arith.constant 15 : i64
  %l0 = scf.for %n = %c0 to %c48 step %c1 iter_args(%t0 = %x) -> (tensor<64x6xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<64x6xf32>) {
      %l2 = scf.for %u1 = %c0 to %c4 step %c1 iter_args(%t2 = %t1) -> (tensor<64x6xf32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<48x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<48x1x4xf32>
        %w = tensor.insert %upd into %t2[%s0, %u1] : tensor<64x6xf32>
        scf.yield %w : tensor<64x6xf32>
      }
      scf.yield %l2 : tensor<64x6xf32>
    }
    scf.yield %l1 : tensor<64x6xf32>
  }
  return %l0 : tensor<64x6xf32>
}

func.func @put_points_transposed(%x: tensor<16x16xf32>, %raw: tensor<33x2xi64>, %v: tensor<33xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c33 = arith.constant 33 : index
  %m = arith.constant 15 : i64
  %l0 = scf.for %n = %c0 to %c33 step %c1 iter_args(%t0 = %x) -> (tensor<16x16xf32>) {
    %raw0 = tensor.extract %raw[%n, %c0] : tensor<33x2xi64>
    %k0 = arith.andi %raw0, %m : i64
    %at0 = arith.index_cast %k0 : i64 to index
    %raw1 = tensor.extract %raw[%n, %c1] : tensor<33x2xi64>
    %k1 = arith.andi %raw1, %m : i64
    %at1 = arith.index_cast %k1 : i64 to index
    %upd = tensor.extract %v[%n] : tensor<33xf32>
    %w = tensor.insert %upd into %t0[%at1, %at0] : tensor<16x16xf32>
    scf.yield %w : tensor<16x16xf32>
  }
  return %l0 : tensor<16x16xf32>
}

func.func @put_without_indices(%x: tensor<16x16xf32>, %raw: tensor<40x0xi64>, %v: tensor<40x16x16xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c40 = arith.constant 40 : index
  %m = arith.constant 15 : i64
  %l0 = scf.for %n = %c0 to %c40 step %c1 iter_args(%t0 = %x) -> (tensor<16x16xf32>) {
    %l1 = scf.for %u0 = %c0 to %c16 step %c1 iter_args(%t1 = %t0) -> (tensor<16x16xf32>) {
      %l2 = scf.for %u1 = %c0 to %c16 step %c1 iter_args(%t2 = %t1) -> (tensor<16x16xf32>) {
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<40x16x16xf32>
        %w = tensor.insert %upd into %t2[%u0, %u1] : tensor<16x16xf32>
        scf.yield %w : tensor<16x16xf32>
      }
      scf.yield %l2 : tensor<16x16xf32>
    }
    scf.yield %l1 : tensor<16x16xf32>
  }
  return %l0 : tensor<16x16xf32>
}

func.func @add_many_i32(%x: tensor<16x8xi32>, %raw: tensor<40x1xi64>, %v: tensor<40x1x8xi32>) -> tensor<16x8xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %m = arith.constant 15 : i64
  %l0 = scf.for %n = %c0 to %c40 step %c1 iter_args(%t0 = %x) -> (tensor<16x8xi32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<16x8xi32>) {
      %l2 = scf.for %u1 = %c0 to %c8 step %c1 iter_args(%t2 = %t1) -> (tensor<16x8xi32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<40x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<40x1x8xi32>
        %old = tensor.extract %t2[%s0, %u1] : tensor<16x8xi32>
        %new = arith.addi %old, %upd : i32
        %w = tensor.insert %new into %t2[%s0, %u1] : tensor<16x8xi32>
        scf.yield %w : tensor<16x8xi32>
      }
      scf.yield %l2 : tensor<16x8xi32>
    }
    scf.yield %l1 : tensor<16x8xi32>
  }
  return %l0 : tensor<16x8xi32>
}

func.func @max_many_points(%x: tensor<8x8xf32>, %raw: tensor<40x2xi64>, %v: tensor<40xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %m = arith.constant 7 : i64
  %l0 = scf.for %n = %c0 to %c40 step %c1 iter_args(%t0 = %x) -> (tensor<8x8xf32>) {
    %raw0 = tensor.extract %raw[%n, %c0] : tensor<40x2xi64>
    %k0 = arith.andi %raw0, %m : i64
    %at0 = arith.index_cast %k0 : i64 to index
    %raw1 = tensor.extract %raw[%n, %c1] : tensor<40x2xi64>
    %k1 = arith.andi %raw1, %m : i64
    %at1 = arith.index_cast %k1 : i64 to index
    %upd = tensor.extract %v[%n] : tensor<40xf32>
    %old = tensor.extract %t0[%at0, %at1] : tensor<8x8xf32>
    %new = arith.maximumf %upd, %old : f32
    %w = tensor.insert %new into %t0[%at0, %at1] : tensor<8x8xf32>
    scf.yield %w : tensor<8x8xf32>
  }
  return %l0 : tensor<8x8xf32>
}

func.func @add_many_rows(%x: tensor<16x8xf32>, %raw: tensor<40x1xi64>, %v: tensor<40x1x8xf32>) -> tensor<16x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %m = arith.constant 15 : i64
  %l0 = scf.for %n = %c0 to %c40 step %c1 iter_args(%t0 = %x) -> (tensor<16x8xf32>) {
    %l1 = scf.for %u0 = %c0 to %c1 step %c1 iter_args(%t1 = %t0) -> (tensor<16x8xf32>) {
      %l2 = scf.for %u1 = %c0 to %c8 step %c1 iter_args(%t2 = %t1) -> (tensor<16x8xf32>) {
        %raw0 = tensor.extract %raw[%n, %c0] : tensor<40x1xi64>
        %k0 = arith.andi %raw0, %m : i64
        %at0 = arith.index_cast %k0 : i64 to index
        %s0 = arith.addi %at0, %u0 : index
        %upd = tensor.extract %v[%n, %u0, %u1] : tensor<40x1x8xf32>
        %old = tensor.extract %t2[%s0, %u1] : tensor<16x8xf32>
        %new = arith.addf %old, %upd : f32
        %w = tensor.insert %new into %t2[%s0, %u1] : tensor<16x8xf32>
        scf.yield %w : tensor<16x8xf32>
      }
      scf.yield %l2 : tensor<16x8xf32>
    }
    scf.yield %l1 : tensor<16x8xf32>
  }
  return %l0 : tensor<16x8xf32>
}
