// Through axe-opt this truncating mixed-radix round trip keeps 6 div/rem ops; the engine alone (corpus --simplified,
// line 558 of the 10,000-line corpus) reduces the same expression to r0*1152 + r2*9 + r1 - r3*36 + 1113, with none.
// 73 corpus lines keep more div+mod through the pass than in the engine (167 ops in all; bench/index.md).
//   axe-opt pass-vs-engine-trunc-digits.mlir --axe-simplify-index
// ((r0*1152 + (31 - r3)*36 + r2*9 + (r1 + (-3))) /t 576)*576 + (((r0*1152 + (31 - r3)*36 + r2*9 + (r1 + (-3))) /t 48) %t 12)*48 + (((r0*1152 + (31 - r3)*36 + r...
func.func @e558(%out: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  scf.for %r0 = %c0 to %c2 step %c1 {
    scf.for %r1 = %c0 to %c9 step %c1 {
      scf.for %r2 = %c0 to %c4 step %c1 {
        scf.for %r3 = %c0 to %c32 step %c1 {
          %k1152 = arith.constant 1152 : index
          %n2 = arith.muli %r0, %k1152 : index
          %k31 = arith.constant 31 : index
          %n5 = arith.subi %k31, %r3 : index
          %k36 = arith.constant 36 : index
          %n7 = arith.muli %n5, %k36 : index
          %n8 = arith.addi %n2, %n7 : index
          %k9 = arith.constant 9 : index
          %n11 = arith.muli %r2, %k9 : index
          %n12 = arith.addi %n8, %n11 : index
          %km3 = arith.constant -3 : index
          %n16 = arith.addi %r1, %km3 : index
          %n17 = arith.addi %n12, %n16 : index
          %k576 = arith.constant 576 : index
          %n19 = arith.divsi %n17, %k576 : index
          %n20 = arith.muli %n19, %k576 : index
          %k48 = arith.constant 48 : index
          %n22 = arith.divsi %n17, %k48 : index
          %k12 = arith.constant 12 : index
          %n24 = arith.remsi %n22, %k12 : index
          %n25 = arith.muli %n24, %k48 : index
          %n26 = arith.addi %n20, %n25 : index
          %n27 = arith.divsi %n17, %k12 : index
          %k4 = arith.constant 4 : index
          %n29 = arith.remsi %n27, %k4 : index
          %n30 = arith.muli %n29, %k12 : index
          %n31 = arith.addi %n26, %n30 : index
          %n32 = arith.remsi %n17, %k12 : index
          %n33 = arith.addi %n31, %n32 : index
          memref.store %n33, %out[%c0] : memref<1xindex>
        }
      }
    }
  }
  return
}
