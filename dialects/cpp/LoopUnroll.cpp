//===- LoopUnroll.cpp - upstream full unrolling of scf.for ------*- C++ -*-===//
//
// `axe-reuse-row-loads` (Rust) unrolls a GPU kernel's short row loops so that
// their loads sit side by side at constant offsets; upstream's
// `loopUnrollFull` does the unrolling (the C API does not expose it).

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"

using namespace mlir;

MlirLogicalResult axeUnrollScfForFull(MlirOperation op) {
  auto loop = dyn_cast<scf::ForOp>(unwrap(op));
  if (!loop)
    return wrap(failure());
  return wrap(loopUnrollFull(loop));
}
