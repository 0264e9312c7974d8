//===- ShapeResolution.cpp - shapes computed from constants made static -*- C++ -*-===//
//
// torch-mlir's ONNX importer computes a Slice's bounds in the program: small
// integer tensors (`tensor<1xi64>` constants) divided and multiplied by
// `linalg.generic` ops, read with `tensor.extract`, clamped by `arith` ops and
// used as `tensor.extract_slice` sizes, so every tensor after the slice has a
// dynamic dimension although each of those values is a constant. Upstream's
// folders and canonicalization patterns resolve all of it but the generics,
// which nothing upstream evaluates (linalg's constant folding takes transposes
// only). Here a generic over constants is evaluated element by element with
// its body ops' own folders (so each op means exactly what upstream says it
// means; an op that does not fold, such as a division by zero, leaves the
// generic as it is), then the canonicalization patterns run.
//
// An entry point whose declared result is dynamic but whose returned tensor is a cast of a
// static one takes the static type.
//
// The second entry point folds the scalar arithmetic of a program (arith ops
// and linalg.index) and nothing else: TOSA's average pooling computes its
// divisor from linalg.index values in ops that all fold to one constant.

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

/// The largest result a generic over constants is evaluated for: shape
/// arithmetic is a handful of elements; a weight computed from weights stays a
/// generic (the work would be the compiler's, and the constant as large).
static constexpr int64_t kMaxEvaluatedElements = 4096;

/// How many rounds of evaluation and canonicalization at most: each round can
/// make the next generic's inputs constant (a chain of shape computations).
static constexpr int kMaxRounds = 16;

static bool hasDynamicTensor(Operation *root) {
  bool found = false;
  root->walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(type))
        found |= !tensor.hasStaticShape();
  });
  return found;
}

/// The value of `value` for one point of the evaluation: computed in the body
/// (`values`) or a constant defined outside it.
static Attribute valueAt(Value value, const DenseMap<Value, Attribute> &values) {
  if (Attribute known = values.lookup(value))
    return known;
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant)))
    return constant;
  return {};
}

/// The constant `generic` computes, or null when it is not a parallel generic
/// with one result whose inputs are all dense constants and whose body folds
/// at every point.
static DenseElementsAttr evaluate(linalg::GenericOp generic) {
  if (generic.getNumResults() != 1 || generic.getNumReductionLoops() != 0 || !generic.hasPureTensorSemantics())
    return {};
  auto type = dyn_cast<RankedTensorType>(generic.getResult(0).getType());
  if (!type || !type.hasStaticShape() || type.getNumElements() > kMaxEvaluatedElements)
    return {};
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  AffineMap outputMap = maps.back();
  if (!outputMap.isIdentity())
    return {};
  SmallVector<DenseElementsAttr> inputs;
  for (OpOperand *operand : generic.getDpsInputOperands()) {
    DenseElementsAttr attr;
    if (!matchPattern(operand->get(), m_Constant(&attr)))
      return {};
    inputs.push_back(attr);
  }
  Block &body = generic.getRegion().front();
  // The init's value is not read (it is not a constant in what this serves).
  if (!body.getArgument(inputs.size()).use_empty())
    return {};

  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<Attribute> elements;
  elements.reserve(type.getNumElements());
  SmallVector<int64_t> point(shape.size(), 0);
  for (int64_t flat = 0; flat < type.getNumElements(); ++flat) {
    // The loop point of element `flat` (the output map is the identity).
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1, rest = flat; d >= 0; --d) {
      point[d] = rest % shape[d];
      rest /= shape[d];
    }
    DenseMap<Value, Attribute> values;
    for (auto [k, attr] : llvm::enumerate(inputs)) {
      SmallVector<int64_t> at = maps[k].compose(point);
      ArrayRef<int64_t> inputShape = attr.getType().getShape();
      int64_t index = 0;
      for (auto [i, extent] : llvm::enumerate(inputShape)) {
        // A map the verifier lets through that reads outside the constant: not evaluated.
        if (at[i] < 0 || at[i] >= extent)
          return {};
        index = index * extent + at[i];
      }
      values[body.getArgument(k)] = attr.getValues<Attribute>()[index];
    }
    for (Operation &op : body.without_terminator()) {
      if (auto index = dyn_cast<linalg::IndexOp>(op)) {
        values[index.getResult()] =
            IntegerAttr::get(IndexType::get(op.getContext()), point[index.getDim()]);
        continue;
      }
      SmallVector<Attribute> operands;
      for (Value operand : op.getOperands()) {
        Attribute attr = valueAt(operand, values);
        if (!attr)
          return {};
        operands.push_back(attr);
      }
      SmallVector<OpFoldResult> results;
      if (failed(op.fold(operands, results)) || results.size() != op.getNumResults())
        return {};
      for (auto [result, folded] : llvm::zip(op.getResults(), results)) {
        Attribute attr = isa<Attribute>(folded) ? cast<Attribute>(folded) : valueAt(cast<Value>(folded), values);
        if (!attr)
          return {};
        values[result] = attr;
      }
    }
    Attribute yielded = valueAt(body.getTerminator()->getOperand(0), values);
    auto typed = dyn_cast_or_null<TypedAttr>(yielded);
    if (!typed || typed.getType() != type.getElementType())
      return {};
    elements.push_back(yielded);
  }
  return DenseElementsAttr::get(type, elements);
}

namespace {
/// `tensor.concat` of casts that only erase static sizes reads the casts' sources
/// (its result type inferred from them, cast back to the old one for the users).
/// Upstream's concat patterns infer types from operands or the result, not through
/// casts; the rest of the tensor ops fold casts into themselves.
struct ConcatOfCasts : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::ConcatOp concat, PatternRewriter &rewriter) const override {
    SmallVector<Value> inputs;
    bool changed = false;
    for (Value input : concat.getInputs()) {
      auto cast = input.getDefiningOp<tensor::CastOp>();
      bool folds = cast && tensor::canFoldIntoConsumerOp(cast);
      inputs.push_back(folds ? cast.getSource() : input);
      changed |= folds;
    }
    if (!changed)
      return failure();
    auto folded = tensor::ConcatOp::create(rewriter, concat.getLoc(), concat.getDim(), inputs);
    rewriter.replaceOpWithNewOp<tensor::CastOp>(concat, concat.getType(), folded.getResult());
    return success();
  }
};
} // namespace

/// Whether `check` fails on every call: it is in a function's only block (not in a branch, nor
/// in a loop body that may run no iteration) and its condition, with the scalar arith ops it is
/// computed from folded (constants only, upstream's folders), is the constant false.
static bool failsAlways(cf::AssertOp check) {
  auto function = dyn_cast<func::FuncOp>(check->getParentOp());
  if (!function || !function.getBody().hasOneBlock())
    return false;
  SmallVector<Operation *> slice;
  SmallVector<Value> work{check.getArg()};
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!work.empty()) {
    Operation *def = work.pop_back_val().getDefiningOp();
    if (!def || !seen.insert(def).second || !def->getDialect() || !isa<arith::ArithDialect>(def->getDialect()))
      continue;
    slice.push_back(def);
    llvm::append_range(work, def->getOperands());
  }
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(slice, FrozenRewritePatternSet(), config);
  return matchPattern(check.getArg(), m_Zero());
}

/// torch-mlir's ONNX route may declare an entry point's result dynamic (`tensor<?x?xf32>`, a
/// reflection pad's) and return a `tensor.cast` of a static tensor to it: a function of `module`
/// that nothing calls takes the static type instead (a ranked memref's descriptor, what callers
/// of the compiled function pass, is the same for both).
static void refineCastResults(ModuleOp module) {
  module.walk([&](func::FuncOp function) {
    if (function.isExternal() || !function.getBody().hasOneBlock() ||
        !SymbolTable::symbolKnownUseEmpty(function, module))
      return;
    auto ret = dyn_cast<func::ReturnOp>(function.getBody().front().getTerminator());
    if (!ret)
      return;
    SmallVector<Type> results(function.getResultTypes());
    bool changed = false;
    for (OpOperand &operand : ret->getOpOperands()) {
      auto cast = operand.get().getDefiningOp<tensor::CastOp>();
      auto source = cast ? dyn_cast<RankedTensorType>(cast.getSource().getType()) : RankedTensorType();
      if (!source || !source.hasStaticShape())
        continue;
      operand.set(cast.getSource());
      results[operand.getOperandNumber()] = source;
      if (cast->use_empty())
        cast->erase();
      changed = true;
    }
    if (changed)
      function.setType(FunctionType::get(function.getContext(), function.getArgumentTypes(), results));
  });
}

MlirLogicalResult axeResolveComputedShapes(MlirOperation root) {
  Operation *op = unwrap(root);
  if (auto module = dyn_cast<ModuleOp>(op))
    refineCastResults(module);
  bool folded = hasDynamicTensor(op);
  if (folded) {
    MLIRContext *context = op->getContext();
    RewritePatternSet patterns(context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    for (RegisteredOperationName name : context->getRegisteredOperations())
      name.getCanonicalizationPatterns(patterns, context);
    patterns.add<ConcatOfCasts>(context);
    FrozenRewritePatternSet canonicalization(std::move(patterns));
    for (int round = 0; round < kMaxRounds; ++round) {
      SmallVector<linalg::GenericOp> generics;
      op->walk([&](linalg::GenericOp generic) { generics.push_back(generic); });
      int evaluated = 0;
      for (linalg::GenericOp generic : generics) {
        DenseElementsAttr constant = evaluate(generic);
        if (!constant)
          continue;
        OpBuilder builder(generic);
        Value value = arith::ConstantOp::create(builder, generic.getLoc(), constant);
        generic.getResult(0).replaceAllUsesWith(value);
        generic->erase();
        ++evaluated;
      }
      (void)applyPatternsGreedily(op, canonicalization);
      if (evaluated == 0 || !hasDynamicTensor(op))
        break;
    }
  }
  // torch-mlir checks computed sizes (cf.assert): one that is now false would fail on every
  // call, and the casts after it were folded assuming it holds. It also writes `cf.assert false`
  // where its lowering does not support an op's arguments (adaptive pooling whose windows differ
  // in size), with the op's lowering after it: compiled, that would run and return wrong values.
  bool alwaysFails = false;
  SmallVector<cf::AssertOp> checks;
  op->walk([&](cf::AssertOp check) { checks.push_back(check); });
  for (cf::AssertOp check : checks) {
    if (failsAlways(check)) {
      emitError(check.getLoc()) << "'cf.assert' op fails on every call"
                                << (folded ? " once the shapes computed from constants are folded" : "") << ": \""
                                << check.getMsg() << "\"";
      alwaysFails = true;
    }
  }
  return wrap(alwaysFails ? failure() : success());
}

void axeFoldScalarArithmetic(MlirOperation root) {
  Operation *op = unwrap(root);
  SmallVector<Operation *> scalars;
  op->walk([&](Operation *nested) {
    bool scalar = llvm::none_of(nested->getResultTypes(), [](Type t) { return isa<ShapedType>(t); });
    Dialect *dialect = nested->getDialect();
    bool arithmetic = dialect && isa<arith::ArithDialect>(dialect);
    if (scalar && (arithmetic || isa<linalg::IndexOp>(nested)))
      scalars.push_back(nested);
  });
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(scalars, FrozenRewritePatternSet(), config);
}
