//===- UOpTensorVerifiers.cpp - shape rules of tensor-level uop ops -*- C++ -*-===//
//
// Each verifier states one op's shape rule from its ODS description (and, for
// vmap, spec 002 §2) and names the offending axis or operand.
//
//===----------------------------------------------------------------------===//

#include "UOpDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::uop;

static ArrayRef<int64_t> shapeOf(Value v) { return cast<ShapedType>(v.getType()).getShape(); }

static int64_t elementCount(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Checks that `list` has one entry per axis of a rank-`rank` tensor.
static LogicalResult checkPerAxis(Operation *op, StringRef name, ArrayRef<int64_t> list, size_t rank) {
  if (list.size() != rank)
    return op->emitOpError() << "expects one `" << name << "` entry per axis (" << rank << "), but got "
                             << list.size();
  return success();
}

/// Checks that `axes` are distinct axes of a rank-`rank` tensor.
static LogicalResult checkAxisList(Operation *op, ArrayRef<int64_t> axes, size_t rank) {
  llvm::SmallBitVector seen(rank);
  for (int64_t a : axes) {
    if (a < 0 || a >= int64_t(rank))
      return op->emitOpError() << "axis " << a << " is out of range for rank " << rank;
    if (seen.test(a))
      return op->emitOpError() << "axis " << a << " is listed twice";
    seen.set(a);
  }
  return success();
}

static LogicalResult checkResultShape(Operation *op, ArrayRef<int64_t> expected) {
  ArrayRef<int64_t> got = shapeOf(op->getResult(0));
  if (got == expected)
    return success();
  auto diag = op->emitOpError() << "expects result shape [";
  llvm::interleaveComma(expected, diag);
  diag << "], but got [";
  llvm::interleaveComma(got, diag);
  return diag << "]";
}

LogicalResult ReshapeOp::verify() {
  int64_t in = elementCount(shapeOf(getSource())), out = elementCount(shapeOf(getResult()));
  if (in != out)
    return emitOpError() << "cannot reshape " << in << " elements into " << out;
  return success();
}

LogicalResult PermuteOp::verify() {
  ArrayRef<int64_t> in = shapeOf(getSource());
  ArrayRef<int64_t> order = getOrder();
  if (failed(checkPerAxis(*this, "order", order, in.size())) || failed(checkAxisList(*this, order, in.size())))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t a : order)
    expected.push_back(in[a]);
  return checkResultShape(*this, expected);
}

LogicalResult ExpandOp::verify() {
  ArrayRef<int64_t> in = shapeOf(getSource()), out = shapeOf(getResult());
  if (in.size() != out.size())
    return emitOpError() << "expects equal ranks (reshape first), but got " << in.size() << " and "
                         << out.size();
  for (size_t i = 0; i < in.size(); ++i)
    if (in[i] != out[i] && in[i] != 1)
      return emitOpError() << "axis " << i << " of size " << in[i] << " cannot expand to " << out[i]
                           << " (only size-1 axes expand)";
  return success();
}

LogicalResult PadOp::verify() {
  ArrayRef<int64_t> in = shapeOf(getSource());
  if (failed(checkPerAxis(*this, "low", getLow(), in.size())) ||
      failed(checkPerAxis(*this, "high", getHigh(), in.size())))
    return failure();
  SmallVector<int64_t> expected;
  for (size_t i = 0; i < in.size(); ++i) {
    if (getLow()[i] < 0 || getHigh()[i] < 0)
      return emitOpError() << "pads of axis " << i << " must be non-negative (shrink cuts)";
    expected.push_back(getLow()[i] + in[i] + getHigh()[i]);
  }
  return checkResultShape(*this, expected);
}

LogicalResult ShrinkOp::verify() {
  ArrayRef<int64_t> in = shapeOf(getSource());
  if (failed(checkPerAxis(*this, "begin", getBegin(), in.size())) ||
      failed(checkPerAxis(*this, "end", getEnd(), in.size())))
    return failure();
  SmallVector<int64_t> expected;
  for (size_t i = 0; i < in.size(); ++i) {
    int64_t b = getBegin()[i], e = getEnd()[i];
    if (b < 0 || b > e || e > in[i])
      return emitOpError() << "box [" << b << ", " << e << ") of axis " << i
                           << " is not within [0, " << in[i] << "]";
    expected.push_back(e - b);
  }
  return checkResultShape(*this, expected);
}

LogicalResult FlipOp::verify() { return checkAxisList(*this, getAxes(), shapeOf(getSource()).size()); }

LogicalResult ReduceAxisOp::verify() {
  ArrayRef<int64_t> in = shapeOf(getSource());
  if (failed(checkAxisList(*this, getAxes(), in.size())))
    return failure();
  // -0 is the start only a float sum can have exactly (x + -0 == x).
  if (getFromNegativeZero() &&
      (getOp() != ReduceKind::Add || !isa<FloatType>(cast<ShapedType>(getSource().getType()).getElementType())))
    return emitOpError() << "starts from -0 (from_negative_zero), which only a float add may";
  SmallVector<int64_t> expected(in);
  for (int64_t a : getAxes())
    expected[a] = 1;
  return checkResultShape(*this, expected);
}

static Type elementOf(Type t) {
  if (auto shaped = dyn_cast<ShapedType>(t))
    return shaped.getElementType();
  return t;
}

/// Scalars go with scalars and tensors with tensors of the same shape.
static LogicalResult checkSameShape(Operation *op, Type a, Type b, StringRef what) {
  auto ta = dyn_cast<RankedTensorType>(a), tb = dyn_cast<RankedTensorType>(b);
  if (bool(ta) != bool(tb) || (ta && ta.getShape() != tb.getShape()))
    return op->emitOpError() << "expects " << what << " of the same shape, but got " << a << " and " << b;
  return success();
}

LogicalResult WhereOp::verify() {
  if (!elementOf(getCond().getType()).isInteger(1))
    return emitOpError() << "expects an i1 condition, but got " << getCond().getType();
  return checkSameShape(*this, getCond().getType(), getResult().getType(), "condition and values");
}

LogicalResult AssertOp::verify() {
  if (!elementOf(getCondition().getType()).isInteger(1))
    return emitOpError() << "expects an i1 condition, but got " << getCondition().getType();
  return checkSameShape(*this, getCondition().getType(), getValue().getType(), "condition and value");
}

LogicalResult CmpOp::verify() {
  if (!elementOf(getResult().getType()).isInteger(1))
    return emitOpError() << "expects an i1 result, but got " << getResult().getType();
  return checkSameShape(*this, getLhs().getType(), getResult().getType(), "operands and result");
}

LogicalResult GatherOp::verify() {
  size_t rank = shapeOf(getSource()).size();
  if (getIndices().size() != rank)
    return emitOpError() << "has " << getIndices().size() << " index tensors for a source of rank " << rank;
  for (auto [k, index] : llvm::enumerate(getIndices())) {
    if (!elementOf(index.getType()).isIndex())
      return emitOpError() << "index tensor " << k << " has type " << index.getType() << ", not of index";
    if (failed(checkSameShape(*this, index.getType(), getResult().getType(), "index tensors and result")))
      return failure();
  }
  if (elementCount(shapeOf(getResult())) != 0)
    for (int64_t size : shapeOf(getSource()))
      if (size == 0)
        return emitOpError() << "gathers from an empty source (no element to clamp an index to)";
  return success();
}

/// A varg is a `uop.range` (an axis bound to a range) or the index constant 0
/// (an axis kept), spec 002 §2.1. Returns the range's constant end, 0 for a
/// kept axis, or failure with a diagnostic.
static FailureOr<int64_t> classifyVarg(Operation *op, Value varg, unsigned position) {
  if (auto range = varg.getDefiningOp<RangeOp>()) {
    APInt end;
    if (!matchPattern(range.getEnd(), m_ConstantInt(&end)))
      return op->emitOpError() << "varg " << position << " is a range with a non-constant end";
    return end.getSExtValue();
  }
  APInt value;
  if (matchPattern(varg, m_ConstantInt(&value)) && value.isZero())
    return int64_t(0);
  return op->emitOpError() << "varg " << position << " must be a uop.range or the index constant 0";
}

LogicalResult VmapInOp::verify() {
  ArrayRef<int64_t> in = shapeOf(getSource());
  if (getVargs().size() != in.size())
    return emitOpError() << "expects one varg per source axis (" << in.size() << "), but got "
                         << getVargs().size();
  SmallVector<int64_t> expected;
  for (auto [i, varg] : llvm::enumerate(getVargs())) {
    FailureOr<int64_t> end = classifyVarg(*this, varg, i);
    if (failed(end))
      return failure();
    if (*end == 0)
      expected.push_back(in[i]);
    else if (*end != in[i])
      return emitOpError() << "range varg " << i << " runs to " << *end << " but consumes an axis of size "
                           << in[i];
  }
  return checkResultShape(*this, expected);
}

LogicalResult VmapOutOp::verify() {
  ArrayRef<int64_t> in = shapeOf(getSource());
  SmallVector<int64_t> expected;
  size_t kept = 0;
  for (auto [i, varg] : llvm::enumerate(getVargs())) {
    FailureOr<int64_t> end = classifyVarg(*this, varg, i);
    if (failed(end))
      return failure();
    if (*end != 0) {
      expected.push_back(*end);
      continue;
    }
    if (kept < in.size())
      expected.push_back(in[kept]);
    ++kept;
  }
  if (kept != in.size())
    return emitOpError() << "expects as many constant-0 vargs as source axes (" << in.size() << "), but got "
                         << kept;
  return checkResultShape(*this, expected);
}
