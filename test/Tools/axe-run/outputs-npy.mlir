// axe-run --outputs DIR writes each value --print shows as a .npy file, DIR/<function>.<label>.npy,
// which numpy reads back with the shape, dtype and values the interpreter computed: results
// (numbered after the output arguments), output buffers and memref arguments after the call.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/a.npy', np.arange(1200, dtype=np.float32).reshape(40, 30)); np.save('%t/m.npy', np.zeros(2))"
// RUN: axe-run %s --inputs %t/a.npy,%t/m.npy --outputs %t/out
// RUN: %python -c "import numpy as np, os; d = '%t/out'; [print(f, a.dtype, a.shape, a.ravel()[:4].tolist(), a.ravel()[-1].item()) for f in sorted(os.listdir(d)) for a in [np.load(os.path.join(d, f))]]" | FileCheck %s
// RUN: not axe-run %s --inputs %t/a.npy,%t/m.npy --outputs %s/not-a-directory 2>&1 | FileCheck %s --check-prefix=DIR

// CHECK: f.arg1.npy float64 (2,) [0.25, 0.5] 0.5
// CHECK-NEXT: f.result0.npy float32 (40, 30) [0.0, 2.0, 4.0, 6.0] 2398.0
// CHECK-NEXT: f.result1.npy bool (3,) [True, False, True] True
// CHECK-NEXT: f.result2.npy int8 (2, 2) [-3, -3, -3, -3] -3
// CHECK-NEXT: f.result3.npy float16 (3,) [1.5, 1.5, 1.5] 1.5
// CHECK-NEXT: f.result4.npy float32 (2,) [0.25, 0.25] 0.25
// CHECK-NEXT: f.result5.npy int64 () [42] 42
// CHECK-NOT: npy
// DIR: error: cannot create the --outputs directory {{.*}}not-a-directory
func.func @f(%x: tensor<40x30xf32>, %m: memref<2xf64>, %out: memref<40x30xf32> {uop.output = 0 : i64}) -> (tensor<3xi1>, tensor<2x2xi8>, tensor<3xf16>, tensor<2xbf16>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %q = arith.constant 0.25 : f64
  %h = arith.constant 0.5 : f64
  memref.store %q, %m[%c0] : memref<2xf64>
  memref.store %h, %m[%c1] : memref<2xf64>
  %d = arith.addf %x, %x : tensor<40x30xf32>
  %dm = bufferization.to_buffer %d : tensor<40x30xf32> to memref<40x30xf32>
  memref.copy %dm, %out : memref<40x30xf32> to memref<40x30xf32>
  %b = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %i = arith.constant dense<-3> : tensor<2x2xi8>
  %f = arith.constant dense<1.5> : tensor<3xf16>
  %g = arith.constant dense<0.25> : tensor<2xbf16>
  %n = arith.constant 42 : index
  return %b, %i, %f, %g, %n : tensor<3xi1>, tensor<2x2xi8>, tensor<3xf16>, tensor<2xbf16>, index
}
