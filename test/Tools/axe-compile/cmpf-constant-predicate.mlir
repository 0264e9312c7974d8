// `arith.cmpf true` and `arith.cmpf false` of an int-to-float conversion and a constant: tools/fuzz
// finding 11 (seed 202 b1015 f4). Upstream MLIR 22's canonicalize (arith's `CmpFIntToFPConst`)
// reaches `llvm_unreachable` on these predicates once the kernels are scalar code, and the release
// LLVM turns that into a jump to nowhere: axe-compile died of SIGSEGV (so does
// `mlir-opt --canonicalize` on the scalar form). uop-rangeify emits the constant the predicate
// always gives instead of the compare (NaN included: `true` is true, `false` false).
// RUN: rm -rf %t && mkdir -p %t
// RUN: axe-compile %s --target=cpu --reassociate=false -o %t/cmpf.o
// RUN: %llvm_nm %t/cmpf.o | FileCheck %s --check-prefix=NM
// RUN: axe-run %s --target cpu --trials 3 --reassociate=false | FileCheck %s
// RUN: axe-compile %s --target=cpu --emit kernels | FileCheck %s --check-prefix=KERNELS
// NM-DAG: T _mlir_ciface_always_true_of_bools
// NM-DAG: T _mlir_ciface_always_false_of_ints
// CHECK: @always_true_of_bools: 3 trials, {{.*}}: ok
// CHECK: @always_false_of_ints: 3 trials, {{.*}}: ok
// KERNELS-NOT: arith.cmpf
#id = affine_map<(d0) -> (d0)>
func.func @always_true_of_bools(%b: tensor<6xi1>) -> tensor<6xi1> {
  %e = tensor.empty() : tensor<6xi1>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%b : tensor<6xi1>) outs(%e : tensor<6xi1>) {
  ^bb0(%x: i1, %out: i1):
    %f = arith.uitofp %x : i1 to f16
    %c = arith.constant 0x439D : f16
    %t = arith.cmpf true, %f, %c : f16
    linalg.yield %t : i1
  } -> tensor<6xi1>
  return %r : tensor<6xi1>
}
func.func @always_false_of_ints(%a: tensor<6xi8>) -> tensor<6xi1> {
  %e = tensor.empty() : tensor<6xi1>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<6xi8>) outs(%e : tensor<6xi1>) {
  ^bb0(%x: i8, %out: i1):
    %f = arith.sitofp %x : i8 to f32
    %c = arith.constant 0x7FC00000 : f32
    %t = arith.cmpf false, %f, %c : f32
    linalg.yield %t : i1
  } -> tensor<6xi1>
  return %r : tensor<6xi1>
}
