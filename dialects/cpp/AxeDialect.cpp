//===- AxeDialect.cpp - axe registration and attribute verifiers -*- C++ -*-===//

#include "AxeDialect.h"
#include "LayoutCAPI.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::axe;

#include "AxeDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "AxeAttrs.cpp.inc"

void AxeDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "AxeAttrs.cpp.inc"
      >();
  registerTypesAndOps();
}

namespace {
constexpr StringLiteral kLayoutMnemonic = "layout";

/// Owns a string returned by the Rust layout library.
struct RustString {
  char *data = nullptr;
  RustString() = default;
  RustString(const RustString &) = delete;
  ~RustString() { axe_string_free(data); }
  StringRef str() const { return data ? StringRef(data) : StringRef(); }
};
} // namespace

//===----------------------------------------------------------------------===//
// #axe.layout<...>: parsed and printed by the Rust grammar (one implementation).
//===----------------------------------------------------------------------===//

Attribute AxeDialect::parseAttribute(DialectAsmParser &parser, Type type) const {
  // The lexer has already balanced the brackets; the whole symbol is here.
  StringRef full = parser.getFullSymbolSpec();
  SMLoc start = parser.getCurrentLocation();
  StringRef mnemonic = full.take_while([](char c) { return llvm::isAlnum(static_cast<unsigned char>(c)) || c == '_'; });
  if (mnemonic != kLayoutMnemonic) {
    parser.emitError(start, "unknown axe attribute '") << mnemonic << "'";
    return {};
  }
  StringRef body = full.drop_front(mnemonic.size()).trim();
  if (!body.consume_front("<") || !body.consume_back(">")) {
    parser.emitError(start, "expected '#axe.layout<' layout '>'");
    return {};
  }
  RustString text, error;
  size_t offset = 0;
  if (!axe_layout_normalize(body.data(), body.size(), &text.data, &error.data, &offset)) {
    SMLoc at = SMLoc::getFromPointer(body.data() + std::min(offset, body.size()));
    parser.emitError(at, "invalid layout: ") << error.str();
    return {};
  }
  return LayoutAttr::get(getContext(), text.str());
}

void AxeDialect::printAttribute(Attribute attr, DialectAsmPrinter &printer) const {
  auto layout = cast<LayoutAttr>(attr);
  printer << kLayoutMnemonic << "<" << layout.getSpec() << ">";
}

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef spec) {
  RustString text, error;
  size_t offset = 0;
  if (!axe_layout_normalize(spec.data(), spec.size(), &text.data, &error.data, &offset))
    return emitError() << "invalid layout '" << spec << "': " << error.str();
  // Uniquing relies on one spelling per layout.
  if (text.str() != spec)
    return emitError() << "layout '" << spec << "' is not in normal form '"
                       << text.str() << "'";
  return success();
}

LogicalResult LayoutAttr::verifyEncoding(ArrayRef<int64_t> shape, Type,
                                         function_ref<InFlightDiagnostic()> emitError) const {
  if (ShapedType::isDynamicShape(shape))
    return success();
  return verifyLayoutAdmitsShape(emitError, *this, shape);
}

LogicalResult mlir::axe::verifyLayoutAdmitsShape(
    function_ref<InFlightDiagnostic()> emitError, LayoutAttr layout,
    ArrayRef<int64_t> shape) {
  RustString error;
  StringRef spec = layout.getSpec();
  if (axe_layout_check_admits(spec.data(), spec.size(), shape.data(), shape.size(),
                              &error.data))
    return success();
  return emitError() << "layout " << layout << " does not admit shape ["
                     << shape << "]: " << error.str();
}

LogicalResult mlir::axe::verifyLayoutIsTileOf(
    function_ref<InFlightDiagnostic()> emitError, LayoutAttr layout,
    ArrayRef<int64_t> shape, LayoutAttr atom, ArrayRef<int64_t> atomShape) {
  RustString error;
  StringRef a = layout.getSpec(), b = atom.getSpec();
  if (axe_layout_check_tile_of(a.data(), a.size(), shape.data(), shape.size(),
                               b.data(), b.size(), atomShape.data(),
                               atomShape.size(), &error.data))
    return success();
  return emitError() << "layout " << layout << " is not a tiling of the atom "
                     << atom << ": " << error.str();
}

/// `axe.bounds` holds one inclusive range, `array<i64: lo, hi>`.
static LogicalResult verifyBoundsPair(Attribute attr,
                                      function_ref<InFlightDiagnostic()> emit) {
  auto pair = dyn_cast<DenseI64ArrayAttr>(attr);
  if (!pair || pair.size() != 2)
    return emit() << "'axe.bounds' must be array<i64: lo, hi>, but got " << attr;
  if (pair[0] > pair[1])
    return emit() << "'axe.bounds' requires lo <= hi, but got [" << pair[0]
                  << ", " << pair[1] << "]";
  return success();
}

static bool isIntegerLike(Type type) {
  return isa<IntegerType, IndexType>(type);
}

LogicalResult AxeDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  auto emit = [&] { return op->emitOpError(); };
  // axe.name: the name a loop's induction variable gets in emitted code.
  if (attr.getName() == "axe.name") {
    if (!isa<StringAttr>(attr.getValue()))
      return emit() << "'axe.name' must be a string";
    return success();
  }
  // axe.dispatch: the decision of axe-dispatch-trainium, for readers and tests.
  if (attr.getName() == "axe.dispatch") {
    if (!isa<DictionaryAttr>(attr.getValue()))
      return emit() << "'axe.dispatch' must be a dictionary";
    return success();
  }
  // axe.distributed: the global signature of a function axe-distribute made per-process.
  if (attr.getName() == "axe.distributed") {
    if (!isa<TypeAttr>(attr.getValue()) || !isa<FunctionType>(cast<TypeAttr>(attr.getValue()).getValue()))
      return emit() << "'axe.distributed' must be the function's global type";
    return success();
  }
  // axe.combine: the arith op that merges a reduction's partial pieces (axe-distribute puts
  // it on shard collectives; axe-lower-collectives checks it is one it can combine with).
  if (attr.getName() == "axe.combine") {
    if (!isa<StringAttr>(attr.getValue()))
      return emit() << "'axe.combine' must be the name of an arith op";
    return success();
  }
  // axe.cluster: the thread block cluster a GPU kernel's blocks run in, a layout over the
  // block axes (`S[2:1@by]`: two consecutive blocks along y), which the GPU dispatch reads.
  if (attr.getName() == "axe.cluster") {
    if (!isa<LayoutAttr>(attr.getValue()))
      return emit() << "'axe.cluster' must be an #axe.layout over block axes";
    return success();
  }
  if (attr.getName() != "axe.bounds")
    return emit() << "has unknown axe attribute '" << attr.getName().getValue()
                  << "'";
  // One pair for a single result; an array of pairs, one per result, otherwise.
  if (op->getNumResults() == 1) {
    if (!isIntegerLike(op->getResult(0).getType()))
      return emit() << "'axe.bounds' needs an integer or index result";
    return verifyBoundsPair(attr.getValue(), emit);
  }
  auto perResult = dyn_cast<ArrayAttr>(attr.getValue());
  if (!perResult || perResult.size() != op->getNumResults())
    return emit() << "'axe.bounds' on an op with " << op->getNumResults()
                  << " results must be an array with one entry per result";
  for (Attribute entry : perResult)
    if (!isa<UnitAttr>(entry) && failed(verifyBoundsPair(entry, emit)))
      return failure();
  return success();
}

LogicalResult AxeDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  auto emit = [&] { return op->emitOpError() << "argument " << argIndex << ": "; };
  if (attr.getName() != "axe.bounds")
    return emit() << "unknown axe attribute '" << attr.getName().getValue() << "'";
  Region &region = op->getRegion(regionIndex);
  if (!region.empty() &&
      !isIntegerLike(region.front().getArgument(argIndex).getType()))
    return emit() << "'axe.bounds' needs an integer or index argument";
  return verifyBoundsPair(attr.getValue(), emit);
}
