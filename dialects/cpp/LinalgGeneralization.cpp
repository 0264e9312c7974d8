//===- LinalgGeneralization.cpp - upstream named-op generalization -*- C++ -*-===//
//
// `convert-linalg-to-uop` (Rust) converts `linalg.generic` generically; every
// named structured op (matmul, batch_matmul, fill, transpose, broadcast,
// reduce, map, the elementwise ops, ...) is first rewritten into its generic
// form by upstream's own patterns (populateLinalgNamedOpsGeneralizationPatterns,
// what `linalg-generalize-named-ops` runs), which the C API does not expose.
// `linalg.softmax` is not structured: it is first decomposed by its own
// AggregatedOpInterface (fill, a maxnumf reduction from NaN, exp, a sum, a
// division), the ops upstream's `decompose_interface` transform makes.

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

MlirLogicalResult axeGeneralizeNamedLinalgOps(MlirOperation root) {
  Operation *op = unwrap(root);
  SmallVector<linalg::SoftmaxOp> softmaxes;
  op->walk([&](linalg::SoftmaxOp softmax) { softmaxes.push_back(softmax); });
  for (linalg::SoftmaxOp softmax : softmaxes) {
    OpBuilder builder(softmax);
    FailureOr<SmallVector<Value>> parts =
        cast<linalg::AggregatedOpInterface>(softmax.getOperation()).decomposeOperation(builder);
    if (failed(parts))
      return wrap(failure());
    softmax->replaceAllUsesWith(*parts);
    softmax->erase();
  }
  RewritePatternSet patterns(op->getContext());
  linalg::populateLinalgNamedOpsGeneralizationPatterns(patterns);
  return wrap(applyPatternsGreedily(op, std::move(patterns)));
}
