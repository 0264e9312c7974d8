//===- LinalgGeneralization.cpp - upstream named-op generalization -*- C++ -*-===//
//
// `convert-linalg-to-uop` (Rust) converts `linalg.generic` generically; every
// named structured op (matmul, batch_matmul, fill, transpose, broadcast,
// reduce, map, the elementwise ops, ...) is first rewritten into its generic
// form by upstream's own patterns (populateLinalgNamedOpsGeneralizationPatterns,
// what `linalg-generalize-named-ops` runs), which the C API does not expose.

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

MlirLogicalResult axeGeneralizeNamedLinalgOps(MlirOperation root) {
  Operation *op = unwrap(root);
  RewritePatternSet patterns(op->getContext());
  linalg::populateLinalgNamedOpsGeneralizationPatterns(patterns);
  return wrap(applyPatternsGreedily(op, std::move(patterns)));
}
