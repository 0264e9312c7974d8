// axe-simplify-index on large DAGs (issue 15 item 5): a 10,000-deep chain of
// adds, a sum of 10,001 terms and 10,000 shared nodes `v = v + v` simplify
// (or stay) without failing the pass. The inputs are generated
// (Inputs/large_dags.py).
// RUN: %python %S/Inputs/large_dags.py chain 10000 > %t.chain.mlir
// RUN: axe-opt %t.chain.mlir --axe-simplify-index | FileCheck %s --check-prefix=CHAIN
// RUN: %python %S/Inputs/large_dags.py sum 10000 > %t.sum.mlir
// RUN: axe-opt %t.sum.mlir --axe-simplify-index | FileCheck %s --check-prefix=SUM
// RUN: %python %S/Inputs/large_dags.py shared 10000 > %t.shared.mlir
// RUN: axe-opt %t.shared.mlir --axe-simplify-index | FileCheck %s --check-prefix=SHARED

// CHAIN-LABEL: func @chain
// CHAIN: %[[C:.*]] = arith.constant 10000 : index
// CHAIN: %[[M:.*]] = arith.muli %arg0, %[[C]] : index
// CHAIN: %[[S:.*]] = arith.addi %[[M]], %arg1 : index
// CHAIN: return %[[S]]

// SUM-LABEL: func @sum
// SUM-COUNT-10000: arith.addi
// SUM-NEXT: return

// SHARED-LABEL: func @shared
// SHARED: return
