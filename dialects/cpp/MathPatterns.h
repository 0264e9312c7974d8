//===- MathPatterns.h - Axe's own math lowerings -*- C++ -*-===//
//
// The math lowerings Axe writes itself, where upstream MLIR's polynomial
// approximations are wrong for a case (docs/math-accuracy.md):
//   - sin / cos with range reduction (SinCosApproximation.cpp);
//   - cbrt, atan, atan2, asin and acos in f64 (F64Math.cpp), where upstream's
//     f32 versions are off by up to 40 ulp;
//   - exp in f32 with a compensated reduction (ExpF32.cpp), where upstream's
//     flushes subnormal results;
//   - expm1 and tanh in f32 with compensated steps (Expm1TanhF32.cpp), where
//     upstream's are 4.1 and 3.9 ulp off;
//   - the special values upstream's erf, log and log2 get wrong
//     (MathSpecialValues.cpp): each wraps the upstream op, which is then
//     approximated, and fixes the cases around it;
//   - IEEE-754 2019 maximum / minimum (FloatMinMaxLowering.cpp), which
//     upstream `arith-expand` turns into a compare and select that ignores
//     the sign of zero.

#ifndef AXE_MATH_PATTERNS_H
#define AXE_MATH_PATTERNS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

namespace axe {
/// Marks a math op the lowerings made themselves: the wrapping patterns skip it
/// (else they would wrap it again), and for sin / cos it means "the exact
/// libm call" (upstream's sin / cos approximations are not registered). Unprefixed,
/// so no dialect verifies it; `axe-approximate-math` removes it when it is done.
inline constexpr const char *kMathInnerAttr = "axe_math_inner";

/// `type` (a scalar float or a vector of them) with element type `element`.
inline mlir::Type withElementType(mlir::Type type, mlir::Type element) {
  if (auto vector = mlir::dyn_cast<mlir::VectorType>(type))
    return vector.clone(element);
  return element;
}

/// A float or integer constant of `type` (scalar, or a splat vector).
inline mlir::Value splatConstant(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type, double value) {
  mlir::Type element = mlir::getElementTypeOrSelf(type);
  mlir::TypedAttr scalar;
  if (auto f = mlir::dyn_cast<mlir::FloatType>(element)) {
    llvm::APFloat v(value);
    bool lost = false;
    v.convert(f.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
    scalar = b.getFloatAttr(element, v);
  } else {
    scalar = b.getIntegerAttr(element, static_cast<int64_t>(value));
  }
  if (auto vector = mlir::dyn_cast<mlir::VectorType>(type))
    return mlir::arith::ConstantOp::create(b, loc, mlir::DenseElementsAttr::get(vector, mlir::cast<mlir::Attribute>(scalar)));
  return mlir::arith::ConstantOp::create(b, loc, scalar);
}

/// Range-reduced sin and cos (f32, f16 and bf16 through f32), replacing upstream's.
void populateSinCosPatterns(mlir::RewritePatternSet &patterns);
/// The special values of erf, log and log2 around upstream's approximations.
void populateMathSpecialValuePatterns(mlir::RewritePatternSet &patterns);
/// cbrt, atan, atan2, asin and acos evaluated in f64 (F64Math.cpp), replacing upstream's.
void populateF64MathPatterns(mlir::RewritePatternSet &patterns);
/// exp evaluated in f32 with a compensated reduction (ExpF32.cpp), replacing upstream's.
void populateExpF32Patterns(mlir::RewritePatternSet &patterns);
/// expm1 and tanh evaluated in f32 with compensated steps (Expm1TanhF32.cpp), replacing upstream's.
void populateExpm1TanhF32Patterns(mlir::RewritePatternSet &patterns);
/// atan2(y, x)'s value on zeros, infinities and NaN (C99 Annex F) in place of `result`
/// (y, x and result of one f32 type).
mlir::Value atan2SpecialValues(mlir::ImplicitLocOpBuilder &b, mlir::Value y, mlir::Value x, mlir::Value result);
/// arith.maximumf / minimumf as compare + select that orders -0 below +0 and propagates NaN.
void populateFloatMinMaxPatterns(mlir::RewritePatternSet &patterns);
} // namespace axe

#endif // AXE_MATH_PATTERNS_H
