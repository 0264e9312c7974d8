module {
  func.func @index_put_points(%arg0: tensor<4x5xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>, %arg3: tensor<4xf32>) -> tensor<4x5xf32> {
    %0 = tosa.const_shape  {values = dense<[4, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.const_shape  {values = dense<[1, 4, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[1, 20, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.const_shape  {values = dense<[4, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense<[[5, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %7 = tosa.cast %arg1 : (tensor<4xi64>) -> tensor<4xi32>
    %8 = tosa.reshape %7, %0 : (tensor<4xi32>, !tosa.shape<2>) -> tensor<4x1xi32>
    %9 = tosa.cast %arg2 : (tensor<4xi64>) -> tensor<4xi32>
    %10 = tosa.reshape %9, %0 : (tensor<4xi32>, !tosa.shape<2>) -> tensor<4x1xi32>
    %11 = tosa.concat %8, %10 {axis = 1 : i32} : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %12 = tosa.reshape %arg3, %1 : (tensor<4xf32>, !tosa.shape<3>) -> tensor<1x4x1xf32>
    %13 = tosa.reshape %arg0, %2 : (tensor<4x5xf32>, !tosa.shape<3>) -> tensor<1x20x1xf32>
    %14 = tosa.mul %11, %6, %3 : (tensor<4x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<4x2xi32>
    %15 = tosa.reduce_sum %14 {axis = 1 : i32} : (tensor<4x2xi32>) -> tensor<4x1xi32>
    %16 = tosa.reshape %15, %4 : (tensor<4x1xi32>, !tosa.shape<2>) -> tensor<1x4xi32>
    %17 = tosa.scatter %13, %16, %12 : (tensor<1x20x1xf32>, tensor<1x4xi32>, tensor<1x4x1xf32>) -> tensor<1x20x1xf32>
    %18 = tosa.reshape %17, %5 : (tensor<1x20x1xf32>, !tosa.shape<2>) -> tensor<4x5xf32>
    return %18 : tensor<4x5xf32>
  }
}
