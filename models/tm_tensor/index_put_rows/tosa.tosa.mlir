module {
  func.func @index_put_rows(%arg0: tensor<8x4xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3x4xf32>) -> tensor<8x4xf32> {
    %0 = tosa.const_shape  {values = dense<[1, 3, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.const_shape  {values = dense<[1, 8, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<[8, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.cast %arg1 : (tensor<3xi64>) -> tensor<3xi32>
    %5 = tosa.reshape %arg2, %0 : (tensor<3x4xf32>, !tosa.shape<3>) -> tensor<1x3x4xf32>
    %6 = tosa.reshape %arg0, %1 : (tensor<8x4xf32>, !tosa.shape<3>) -> tensor<1x8x4xf32>
    %7 = tosa.reshape %4, %2 : (tensor<3xi32>, !tosa.shape<2>) -> tensor<1x3xi32>
    %8 = tosa.scatter %6, %7, %5 : (tensor<1x8x4xf32>, tensor<1x3xi32>, tensor<1x3x4xf32>) -> tensor<1x8x4xf32>
    %9 = tosa.reshape %8, %3 : (tensor<1x8x4xf32>, !tosa.shape<2>) -> tensor<8x4xf32>
    return %9 : tensor<8x4xf32>
  }
}
