//===- AxeOps.cpp - !axe.tensor and the Trainium operators ------*- C++ -*-===//
//
// Parsing, printing and verifiers for the axe ops (AxeOps.td). Layout
// questions (admits, placement, which axes a dimension maps to) go to the Rust
// layout library and the Trainium and GPU rules through the C ABI (LayoutCAPI.h).
//
//===----------------------------------------------------------------------===//

#include "AxeDialect.h"
#include "LayoutCAPI.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::axe;

#include "AxeEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "AxeTypes.cpp.inc"

#define GET_OP_CLASSES
#include "AxeOps.cpp.inc"

void AxeDialect::registerTypesAndOps() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "AxeTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "AxeOps.cpp.inc"
      >();
}

namespace {
/// Owns a string returned by the Rust layout library.
struct RustText {
  char *data = nullptr;
  RustText() = default;
  RustText(const RustText &) = delete;
  ~RustText() { axe_string_free(data); }
  StringRef str() const { return data ? StringRef(data) : StringRef(); }
};

enum AxisBit { kP = 1, kF = 2, kBank = 4, kOther = 8 };
} // namespace

/// GPU scopes (global, shared, reg) against Trainium ones (hbm, sbuf, psum).
static bool isGpuScope(MemoryScope scope) {
  return scope == MemoryScope::global || scope == MemoryScope::shared || scope == MemoryScope::reg;
}

/// Device memory: what kernel arguments live in and what may carry a default layout.
static bool isDeviceMemory(MemoryScope scope) {
  return scope == MemoryScope::hbm || scope == MemoryScope::global;
}

static LayoutAttr rowMajor(MLIRContext *context, ArrayRef<int64_t> shape) {
  RustText text;
  if (!axe_layout_row_major(shape.data(), shape.size(), &text.data))
    return {};
  return LayoutAttr::get(context, text.str());
}

//===----------------------------------------------------------------------===//
// !axe.tensor<SHAPE x ELEM, SCOPE[, LAYOUT]>
//===----------------------------------------------------------------------===//

int64_t axe::TensorType::getNumElements() const {
  int64_t n = 1;
  for (int64_t d : getShape())
    n *= d;
  return n;
}

Type axe::TensorType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type element;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false, /*withTrailingX=*/true) ||
      parser.parseType(element) || parser.parseComma())
    return {};
  SMLoc scopeLoc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return {};
  std::optional<MemoryScope> scope = symbolizeMemoryScope(keyword);
  if (!scope) {
    parser.emitError(scopeLoc, "expected a memory scope (hbm, sbuf, psum, global, shared or reg), got '") << keyword << "'";
    return {};
  }
  LayoutAttr layout;
  if (succeeded(parser.parseOptionalComma())) {
    SMLoc layoutLoc = parser.getCurrentLocation();
    Attribute attr;
    if (parser.parseAttribute(attr))
      return {};
    layout = dyn_cast<LayoutAttr>(attr);
    if (!layout) {
      parser.emitError(layoutLoc, "expected an #axe.layout");
      return {};
    }
  } else if (isDeviceMemory(*scope)) {
    layout = rowMajor(parser.getContext(), shape);
  } else {
    parser.emitError(parser.getCurrentLocation(), "a tensor in ")
        << keyword << " needs an #axe.layout"
        << (isGpuScope(*scope) ? (*scope == MemoryScope::reg ? " over reg and the thread axes" : " over m")
                               : " over P and F");
    return {};
  }
  SmallVector<int64_t> swizzle;
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("swizzle") || parser.parseLess())
      return {};
    for (int i = 0; i < 3; ++i) {
      if ((i > 0 && parser.parseComma()) || parser.parseInteger(swizzle.emplace_back()))
        return {};
    }
    if (parser.parseGreater())
      return {};
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<axe::TensorType>(scopeLoc, parser.getContext(), shape, element,
                                       *scope, layout, swizzle);
}

void axe::TensorType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t d : getShape())
    printer << d << "x";
  printer << getElementType() << ", " << stringifyMemoryScope(getScope());
  if (!isDeviceMemory(getScope()) || getLayout() != rowMajor(getContext(), getShape()))
    printer << ", " << getLayout();
  if (!getSwizzle().empty())
    printer << ", swizzle<" << getSwizzle()[0] << ", " << getSwizzle()[1] << ", " << getSwizzle()[2] << ">";
  printer << ">";
}

LogicalResult axe::TensorType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<int64_t> shape, Type element,
                                 MemoryScope scope, LayoutAttr layout, ArrayRef<int64_t> swizzle) {
  if (shape.empty())
    return emitError() << "an !axe.tensor has rank 1 or more";
  for (int64_t d : shape)
    if (d <= 0)
      return emitError() << "dimensions of an !axe.tensor must be positive, but got " << d;
  if (!element.isIntOrFloat())
    return emitError() << "the element type must be an integer or float type, but got " << element;
  if (!layout)
    return emitError() << "an !axe.tensor needs a layout";
  RustText error;
  StringRef spec = layout.getSpec();
  int64_t bytes = std::max<int64_t>(1, element.getIntOrFloatBitWidth() / 8);
  if (!axe_check_placement(spec.data(), spec.size(), shape.data(), shape.size(), static_cast<uint32_t>(scope), bytes,
             &error.data))
    return emitError() << "invalid " << stringifyMemoryScope(scope) << " tensor "
                       << layout << ": " << error.str();
  if (!swizzle.empty()) {
    if (scope != MemoryScope::shared)
      return emitError() << "only a shared tensor takes a swizzle, not a "
                         << stringifyMemoryScope(scope) << " one";
    if (swizzle.size() != 3)
      return emitError() << "a swizzle is <B, M, S>";
    int64_t b = swizzle[0], m = swizzle[1], s = swizzle[2];
    if (b < 1 || m < 0 || s < b || b > 30 || m > 30 || s > 30 || b + m + s > 30)
      return emitError() << "swizzle<" << b << ", " << m << ", " << s
                         << "> needs B >= 1, M >= 0, S >= B and B + M + S <= 30";
    int64_t span = axe_layout_span_on(spec.data(), spec.size(), "m");
    int64_t block = int64_t{1} << (b + m + s);
    if (span < 0 || span % block != 0)
      return emitError() << "swizzle<" << b << ", " << m << ", " << s << "> permutes blocks of " << block
                         << " elements, but the layout " << layout << " spans " << span
                         << " (not a multiple), so a swizzled address could leave the buffer";
  }
  return success();
}

/// The axes dimension `dim` of `type` maps to (AxisBit set); -1 if unknown.
static int32_t dimAxes(axe::TensorType type, unsigned dim) {
  StringRef spec = type.getLayout().getSpec();
  ArrayRef<int64_t> shape = type.getShape();
  return axe_layout_dim_axes(spec.data(), spec.size(), shape.data(), shape.size(), dim);
}

static bool onChip(axe::TensorType type) {
  return type.getScope() == MemoryScope::sbuf || type.getScope() == MemoryScope::psum;
}

//===----------------------------------------------------------------------===//
// axe.kernel
//===----------------------------------------------------------------------===//

ParseResult KernelOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, SymbolTable::getSymbolAttrName(), result.attributes))
    return failure();
  SmallVector<OpAsmParser::Argument> args;
  if (parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren, /*allowType=*/true))
    return failure();
  SmallVector<Type> results;
  if (succeeded(parser.parseOptionalArrow())) {
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parser.parseCommaSeparatedList([&] { return parser.parseType(results.emplace_back()); }) ||
           parser.parseRParen()))
        return failure();
    } else if (parser.parseType(results.emplace_back())) {
      return failure();
    }
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Builder &builder = parser.getBuilder();
  SmallVector<Type> inputs;
  SmallVector<Attribute> names;
  for (OpAsmParser::Argument &arg : args) {
    inputs.push_back(arg.type);
    names.push_back(builder.getStringAttr(arg.ssaName.name.drop_front()));
  }
  result.addAttribute(getFunctionTypeAttrName(result.name),
                      TypeAttr::get(builder.getFunctionType(inputs, results)));
  if (!result.attributes.get(getArgNamesAttrName(result.name)))
    result.addAttribute(getArgNamesAttrName(result.name), builder.getArrayAttr(names));
  return parser.parseRegion(*result.addRegion(), args);
}

void KernelOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printSymbolName(getSymName());
  p << '(';
  llvm::interleaveComma(getBody().front().getArguments(), p,
                        [&](BlockArgument arg) { p.printRegionArgument(arg); });
  p << ')';
  ArrayRef<Type> results = getFunctionType().getResults();
  if (results.size() == 1)
    p << " -> " << results.front();
  else if (!results.empty()) {
    p << " -> (";
    llvm::interleaveComma(results, p);
    p << ')';
  }
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(), {getSymNameAttrName(), getFunctionTypeAttrName(), getArgNamesAttrName()});
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

void KernelOp::getAsmBlockArgumentNames(Region &region, OpAsmSetValueNameFn setNameFn) {
  ArrayAttr names = getArgNames();
  for (auto [arg, name] : llvm::zip(region.front().getArguments(), names))
    setNameFn(arg, cast<StringAttr>(name).getValue());
}

LogicalResult KernelOp::verify() {
  FunctionType type = getFunctionType();
  Block &entry = getBody().front();
  if (entry.getNumArguments() != type.getNumInputs())
    return emitOpError("has ") << entry.getNumArguments() << " block arguments but its type has "
                               << type.getNumInputs() << " inputs";
  if (getArgNames().size() != type.getNumInputs())
    return emitOpError("needs one name per argument in 'arg_names'");
  // A GPU kernel (grid and block given) takes global tensors; a Trainium kernel hbm ones.
  if (getGrid().has_value() != getBlock().has_value())
    return emitOpError("needs both 'grid' and 'block' (a GPU kernel) or neither (a Trainium kernel)");
  bool gpu = getBlock().has_value();
  if (gpu) {
    for (auto [what, sizes] : {std::pair<StringRef, ArrayRef<int64_t>>{"grid", *getGrid()}, {"block", *getBlock()}}) {
      if (sizes.empty() || sizes.size() > 3)
        return emitOpError("'") << what << "' has 1 to 3 sizes (x, y, z), but got " << sizes.size();
      // CUDA's limits: 1024 threads along x and y, 64 along z; 2^31 - 1 blocks along x, 65535 along y and z.
      for (auto [i, s] : llvm::enumerate(sizes)) {
        int64_t limit = what == "block" ? (i < 2 ? 1024 : 64) : (i == 0 ? (int64_t{1} << 31) - 1 : 65535);
        if (s < 1 || s > limit)
          return emitOpError("'") << what << "' sizes must be in [1, " << limit << "] along "
                                  << "xyz"[i] << ", but got " << s;
      }
    }
    // The sizes are copied out first: a range-for over `*getBlock()` would iterate a reference
    // into the temporary optional, dead once the loop starts (it crashed release builds).
    ArrayRef<int64_t> block = *getBlock();
    int64_t threads = 1;
    for (int64_t s : block)
      threads *= s;
    if (threads > 1024)
      return emitOpError("has ") << threads << " threads per block; a block has at most 1024";
  }
  MemoryScope memory = gpu ? MemoryScope::global : MemoryScope::hbm;
  StringRef memoryName = gpu ? "a global" : "an hbm";
  for (auto [i, t] : llvm::enumerate(type.getInputs())) {
    auto tensor = dyn_cast<axe::TensorType>(t);
    if (!tensor || tensor.getScope() != memory)
      return emitOpError("argument ") << i << " must be " << memoryName << " !axe.tensor, but got " << t;
  }
  for (auto [i, t] : llvm::enumerate(type.getResults())) {
    auto tensor = dyn_cast<axe::TensorType>(t);
    if (!tensor || tensor.getScope() != memory)
      return emitOpError("result ") << i << " must be " << memoryName << " !axe.tensor, but got " << t;
  }
  return success();
}

LogicalResult ReturnOp::verify() {
  auto kernel = cast<KernelOp>((*this)->getParentOp());
  ArrayRef<Type> expected = kernel.getFunctionType().getResults();
  if (getResults().size() != expected.size())
    return emitOpError("returns ") << getResults().size() << " values but the kernel has "
                                   << expected.size() << " results";
  for (auto [i, v] : llvm::enumerate(getResults()))
    if (v.getType() != expected[i])
      return emitOpError("operand ") << i << " has type " << v.getType()
                                     << " but the kernel returns " << expected[i];
  return success();
}

//===----------------------------------------------------------------------===//
// axe.alloc
//===----------------------------------------------------------------------===//

ParseResult AllocOp::parse(OpAsmParser &parser, OperationState &result) {
  Type type;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColonType(type))
    return failure();
  // The SSA name becomes the tensor's name in emitted code.
  StringRef name = parser.getResultName(0).first;
  if (!result.attributes.get("name") && !name.empty() && !llvm::isDigit(name.front()))
    result.addAttribute("name", parser.getBuilder().getStringAttr(name));
  result.addTypes(type);
  return success();
}

void AllocOp::print(OpAsmPrinter &p) {
  p.printOptionalAttrDict((*this)->getAttrs(), {getNameAttrName()});
  p << " : " << getType();
}

void AllocOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (std::optional<StringRef> name = getName())
    setNameFn(getResult(), *name);
}

//===----------------------------------------------------------------------===//
// Operators
//===----------------------------------------------------------------------===//

/// GPU operators take GPU tensors only, Trainium operators Trainium ones; a GPU operator names
/// its execution scope.
static LogicalResult checkTarget(Operation *op, std::optional<ExecScope> scope) {
  std::optional<bool> gpu;
  for (Value v : op->getOperands()) {
    auto t = dyn_cast<axe::TensorType>(v.getType());
    if (!t)
      continue;
    if (gpu && *gpu != isGpuScope(t.getScope()))
      return op->emitOpError("mixes GPU tensors (global, shared, reg) with Trainium ones (hbm, sbuf, psum)");
    gpu = isGpuScope(t.getScope());
  }
  if (gpu.value_or(false) && !scope)
    return op->emitOpError("on GPU tensors needs an execution scope ('at cta', 'at warp', ...)");
  if (!gpu.value_or(false) && scope)
    return op->emitOpError("on Trainium tensors runs at kernel scope; 'at ")
           << stringifyExecScope(*scope) << "' is for GPU tensors";
  return success();
}

/// Operands of `axe.copy` that may be a region: device memory, and GPU shared memory.
static bool takesRegion(MemoryScope scope) {
  return isDeviceMemory(scope) || scope == MemoryScope::shared;
}

/// A GPU copy's shape is its whole operand's; a region is the trailing dimensions of its tensor
/// (leading ones extent 1). With both operands regions the shared one's trailing dimensions of
/// the other's rank are the shape: a stack of tiles, its leading offsets picking one.
static LogicalResult verifyGpuRegions(CopyOp op, axe::TensorType src, bool srcRegion,
                                      axe::TensorType dst, bool dstRegion) {
  if (!srcRegion && !dstRegion) {
    if (src.getShape() != dst.getShape())
      return op.emitOpError("copies a [") << src.getShape() << "] tensor into a [" << dst.getShape()
                                          << "] one; give offsets to copy a region";
    return success();
  }
  axe::TensorType region = srcRegion ? src : dst, whole = srcRegion ? dst : src;
  if (srcRegion && dstRegion) {
    bool srcShared = src.getScope() == MemoryScope::shared;
    if (!srcShared && dst.getScope() != MemoryScope::shared)
      return op.emitOpError("takes regions of both operands only when one is a shared stack of tiles");
    region = srcShared ? dst : src;
    whole = srcShared ? src : dst;
    if (whole.getRank() < region.getRank())
      return op.emitOpError("takes its shape from the shared stack's trailing ")
             << region.getRank() << " dimensions, but it has rank " << whole.getRank();
    ArrayRef<int64_t> shape = whole.getShape().take_back(region.getRank());
    for (auto [e, full] : llvm::zip(shape, region.getShape()))
      if (e > full)
        return op.emitOpError("copies a [") << shape << "] tile, larger than the [" << region.getShape() << "] region tensor";
    return success();
  }
  if (region.getRank() < whole.getRank())
    return op.emitOpError("takes a region of the trailing ") << whole.getRank()
           << " dimensions of a tensor of rank " << region.getRank();
  ArrayRef<int64_t> trailing = region.getShape().take_back(whole.getRank());
  for (auto [e, full] : llvm::zip(whole.getShape(), trailing))
    if (e > full)
      return op.emitOpError("copies a [") << whole.getShape() << "] region out of a [" << region.getShape()
                                          << "] tensor";
  return success();
}

LogicalResult CopyOp::verify() {
  auto src = cast<axe::TensorType>(getSrc().getType());
  auto dst = cast<axe::TensorType>(getDst().getType());
  if (failed(checkTarget(*this, getScope())))
    return failure();
  // Asynchronous: into shared memory by cp.async or TMA, or out of it by a TMA store.
  bool load = src.getScope() == MemoryScope::global && dst.getScope() == MemoryScope::shared;
  bool store = src.getScope() == MemoryScope::shared && dst.getScope() == MemoryScope::global;
  if (getAsync() && !load && !store)
    return emitOpError("is 'async' only from global into shared memory (cp.async, TMA) or from shared into "
                       "global memory (a TMA store)");
  bool srcRegion = !getSrcOffsets().empty(), dstRegion = !getDstOffsets().empty();
  bool gpu = isGpuScope(src.getScope());
  if (srcRegion && dstRegion && !gpu)
    return emitOpError("takes a region of at most one operand");
  StringRef regionScopes = gpu ? "a global or shared" : "an hbm";
  if (srcRegion && !takesRegion(src.getScope()))
    return emitOpError("takes offsets only for ") << regionScopes << " operand, but src is in "
                                                  << stringifyMemoryScope(src.getScope());
  if (dstRegion && !takesRegion(dst.getScope()))
    return emitOpError("takes offsets only for ") << regionScopes << " operand, but dst is in "
                                                  << stringifyMemoryScope(dst.getScope());
  if (srcRegion && getSrcOffsets().size() != static_cast<size_t>(src.getRank()))
    return emitOpError("needs ") << src.getRank() << " src offsets, one per dimension, but got "
                                 << getSrcOffsets().size();
  if (dstRegion && getDstOffsets().size() != static_cast<size_t>(dst.getRank()))
    return emitOpError("needs ") << dst.getRank() << " dst offsets, one per dimension, but got "
                                 << getDstOffsets().size();
  if (gpu)
    return verifyGpuRegions(*this, src, srcRegion, dst, dstRegion);
  // A region of another rank pairs with the on-chip tensor by the dimensions above extent 1,
  // in order, the on-chip ones with the region tensor's last ones; the region has extent 1 in
  // its leading surplus ones (a slice of a batch; axe-trainium region.rs). Without a region
  // the ranks are equal.
  auto nonUnit = [](axe::TensorType t) { return llvm::count_if(t.getShape(), [](int64_t e) { return e != 1; }); };
  axe::TensorType regionType = srcRegion ? src : dst, chipType = srcRegion ? dst : src;
  if (src.getRank() != dst.getRank() && (!(srcRegion || dstRegion) || nonUnit(regionType) < nonUnit(chipType)))
    return emitOpError("copies between ranks ") << src.getRank() << " and " << dst.getRank()
                                                << " (a region of another rank needs at least as many dimensions above extent 1 as the on-chip tensor)";
  if (!srcRegion && !dstRegion && src.getShape() != dst.getShape())
    return emitOpError("copies a [") << src.getShape() << "] tensor into a [" << dst.getShape()
                                     << "] one; give offsets to copy a region";
  return success();
}

LogicalResult GemmOp::verify() {
  auto a = cast<axe::TensorType>(getA().getType());
  auto b = cast<axe::TensorType>(getB().getType());
  auto c = cast<axe::TensorType>(getC().getType());
  // A shared operand of rank above 2 is read at a 2-D slice of its last two dimensions.
  bool sliced = !getAOffsets().empty() || !getBOffsets().empty();
  for (auto [name, t, offsets] : {std::tuple<StringRef, axe::TensorType, size_t>{"A", a, getAOffsets().size()},
                                  {"B", b, getBOffsets().size()}}) {
    if (offsets && t.getScope() != MemoryScope::shared)
      return emitOpError("takes offsets only for a shared ") << name << ", but " << name << " is in "
                                                              << stringifyMemoryScope(t.getScope());
    if (t.getScope() == MemoryScope::shared && t.getRank() >= 2 && offsets != static_cast<size_t>(t.getRank() - 2))
      return emitOpError("needs ") << t.getRank() - 2 << " offsets for the leading dimensions of the rank-"
                                   << t.getRank() << " shared " << name << ", but got " << offsets;
  }
  if (a.getRank() < 2 || b.getRank() < 2 || c.getRank() != 2 || (!sliced && (a.getRank() != 2 || b.getRank() != 2)))
    return emitOpError("needs 2-D operands A[K,M], B[K,N], C[M,N] (or shared A and B sliced to 2-D)");
  ArrayRef<int64_t> as = a.getShape().take_back(2), bs = b.getShape().take_back(2);
  int64_t k = as[0], m = as[1], n = bs[1];
  if (bs[0] != k)
    return emitOpError("contracts K = ") << k << " of A with K = " << bs[0] << " of B";
  if (c.getShape()[0] != m || c.getShape()[1] != n)
    return emitOpError("needs C of shape [") << m << ", " << n << "], but got [" << c.getShape() << "]";
  if (failed(checkTarget(*this, getScope())))
    return failure();
  if (getAsync() && (!getScope() || *getScope() != ExecScope::warpgroup))
    return emitOpError("is 'async' (wgmma) only at warpgroup scope");
  if (isGpuScope(a.getScope())) {
    if (!c.getElementType().isF32())
      return emitOpError("accumulates in f32, but C has ") << c.getElementType();
    Type in = a.getElementType();
    if (*getScope() == ExecScope::warpgroup) {
      // wgmma: A and B in shared memory, the accumulator in registers (axe-dispatch-gpu checks the layouts).
      for (auto [name, t] : {std::pair<StringRef, axe::TensorType>{"A", a}, {"B", b}})
        if (t.getScope() != MemoryScope::shared)
          return emitOpError("reads ") << name << " from shared memory at warpgroup scope (wgmma), but it is in "
                                       << stringifyMemoryScope(t.getScope());
      if (c.getScope() != MemoryScope::reg)
        return emitOpError("accumulates in registers (wgmma), but C is in ") << stringifyMemoryScope(c.getScope());
      if (in != b.getElementType() || !(in.isF16() || in.isBF16()))
        return emitOpError("multiplies f16 or bf16 inputs of one type at warpgroup scope (wgmma), but got ")
               << a.getElementType() << " and " << b.getElementType();
      return success();
    }
    // The tensor cores: one warp's register fragments (axe-dispatch-gpu checks their layouts).
    if (*getScope() != ExecScope::warp)
      return emitOpError("runs on the tensor cores at warp scope (mma.sync) or warpgroup scope (wgmma), not at ")
             << stringifyExecScope(*getScope());
    for (auto [name, t] : {std::pair<StringRef, axe::TensorType>{"A", a}, {"B", b}, {"C", c}})
      if (t.getScope() != MemoryScope::reg)
        return emitOpError("reads ") << name << " from registers (mma.sync), but it is in "
                                     << stringifyMemoryScope(t.getScope());
    if (in != b.getElementType() || !(in.isF16() || in.isBF16() || in.isF32()))
      return emitOpError("multiplies f16, bf16 or f32 (as tf32) inputs of one type, but got ")
             << a.getElementType() << " and " << b.getElementType();
    return success();
  }
  if (a.getScope() != MemoryScope::sbuf || b.getScope() != MemoryScope::sbuf)
    return emitOpError("reads A and B from sbuf (Appendix H)");
  if (c.getScope() != MemoryScope::psum)
    return emitOpError("writes C to psum (Appendix H)");
  if (!c.getElementType().isF32())
    return emitOpError("accumulates in f32, but C has ") << c.getElementType();
  if (a.getElementType().isF32() != b.getElementType().isF32())
    return emitOpError("needs both inputs f32 if one is, but got ")
           << a.getElementType() << " and " << b.getElementType();
  // Appendix H: K on P in both inputs; M and N on F in them; M on P and N on F in C.
  // A dimension of extent 1 lies on no axis (the layout drops unit iters): it meets any need.
  auto check = [&](axe::TensorType t, unsigned dim, int32_t need, int32_t forbid, StringRef what) -> LogicalResult {
    int32_t axes = dimAxes(t, dim);
    if (t.getShape()[dim] == 1 && axes == 0)
      return success();
    if (axes < 0 || (need && !(axes & need)) || (axes & forbid))
      return emitOpError() << what << " (layout " << t.getLayout() << ")";
    return success();
  };
  if (failed(check(a, 0, kP, 0, "needs the contraction K of A on the partition axis P")) ||
      failed(check(b, 0, kP, 0, "needs the contraction K of B on the partition axis P")) ||
      failed(check(a, 1, 0, kP, "needs M of A on the free axis F, not on P")) ||
      failed(check(b, 1, 0, kP, "needs N of B on the free axis F, not on P")) ||
      failed(check(c, 0, kP, 0, "needs M of C on the partition axis P")) ||
      failed(check(c, 1, 0, kP, "needs N of C on the free axis F, not on P")))
    return failure();
  return success();
}

LogicalResult FillOp::verify() {
  auto dst = cast<axe::TensorType>(getDst().getType());
  if (getValue().getType() != dst.getElementType())
    return emitOpError("fills with a ") << getValue().getType() << " value a tensor of "
                                        << dst.getElementType();
  if (dst.getScope() != MemoryScope::reg && dst.getScope() != MemoryScope::shared &&
      dst.getScope() != MemoryScope::sbuf)
    return emitOpError("fills a register, shared or sbuf tensor, but dst is in ")
           << stringifyMemoryScope(dst.getScope());
  if (dst.getScope() == MemoryScope::sbuf && !matchPattern(getValue(), m_Constant()))
    return emitOpError("fills an sbuf tensor (a memset) with a constant, but the value is not a constant");
  return success();
}

LogicalResult WaitGemmOp::verify() {
  int64_t pending = static_cast<int64_t>(getPending());
  if (pending < 0 || pending > 7)
    return emitOpError("leaves 0 to 7 gemms pending (wgmma.wait_group), but got ") << pending;
  return success();
}

LogicalResult WaitAsyncOp::verify() {
  int64_t pending = static_cast<int64_t>(getPending());
  if (pending < 0 || pending > 7)
    return emitOpError("leaves 0 to 7 groups pending (cp.async.wait_group), but got ") << pending;
  return success();
}

LogicalResult RedistributeOp::verify() {
  auto source = cast<RankedTensorType>(getSource().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (source.getShape() != result.getShape() || source.getElementType() != result.getElementType())
    return emitOpError("keeps the logical shape and element type; only the distribution changes, but got ")
           << source << " to " << result;
  return success();
}

LogicalResult TransposeOp::verify() {
  auto src = cast<axe::TensorType>(getSrc().getType());
  auto dst = cast<axe::TensorType>(getDst().getType());
  if (src.getRank() != 2 || dst.getRank() != 2 || src.getShape()[0] != dst.getShape()[1] ||
      src.getShape()[1] != dst.getShape()[0])
    return emitOpError("needs dst of the transposed shape of src, but got [")
           << src.getShape() << "] into [" << dst.getShape() << "]";
  if (src.getScope() != MemoryScope::sbuf || dst.getScope() != MemoryScope::psum)
    return emitOpError("transposes from sbuf into psum on the TensorE");
  if (src.getElementType() != dst.getElementType())
    return emitOpError("keeps the element type, but got ")
           << src.getElementType() << " into " << dst.getElementType();
  return success();
}

/// `small` has `full`'s rank and each dimension equal to it or 1.
static LogicalResult checkBroadcast(Operation *op, StringRef what, axe::TensorType small, axe::TensorType full) {
  if (small.getRank() != full.getRank())
    return op->emitOpError() << what << " must have rank " << full.getRank();
  for (auto [s, f] : llvm::zip(small.getShape(), full.getShape()))
    if (s != f && s != 1)
      return op->emitOpError() << what << " of shape [" << small.getShape()
                               << "] does not broadcast to [" << full.getShape() << "]";
  return success();
}

static LogicalResult checkOnChip(Operation *op) {
  for (Value v : op->getOperands())
    if (auto t = dyn_cast<axe::TensorType>(v.getType()); t && !onChip(t))
      return op->emitOpError("computes on sbuf or psum tensors only, but got ") << t;
  return success();
}

LogicalResult MapOp::verify() {
  auto src = cast<axe::TensorType>(getSrc().getType());
  auto dst = cast<axe::TensorType>(getDst().getType());
  if (failed(checkOnChip(*this)))
    return failure();
  if (src.getShape() != dst.getShape())
    return emitOpError("maps a [") << src.getShape() << "] tensor into a [" << dst.getShape() << "] one";
  if (getBias() && failed(checkBroadcast(*this, "bias", cast<axe::TensorType>(getBias().getType()), dst)))
    return failure();
  if (getSum() && failed(checkBroadcast(*this, "sum", cast<axe::TensorType>(getSum().getType()), dst)))
    return failure();
  return success();
}

LogicalResult BinaryOp::verify() {
  auto lhs = cast<axe::TensorType>(getLhs().getType());
  auto rhs = cast<axe::TensorType>(getRhs().getType());
  auto dst = cast<axe::TensorType>(getDst().getType());
  if (failed(checkOnChip(*this)))
    return failure();
  if (lhs.getShape() != dst.getShape())
    return emitOpError("needs lhs of dst's shape [") << dst.getShape() << "]";
  if (failed(checkBroadcast(*this, "rhs", rhs, dst)))
    return failure();
  if (lhs.getScope() == MemoryScope::psum && rhs.getScope() == MemoryScope::psum)
    return emitOpError("cannot read both operands from psum");
  return success();
}

LogicalResult SelectOp::verify() {
  auto pred = cast<axe::TensorType>(getPred().getType());
  auto src = cast<axe::TensorType>(getSrc().getType());
  auto dst = cast<axe::TensorType>(getDst().getType());
  if (failed(checkOnChip(*this)))
    return failure();
  if (pred.getShape() != dst.getShape() || src.getShape() != dst.getShape())
    return emitOpError("needs pred, src and dst of one shape, but got [")
           << pred.getShape() << "], [" << src.getShape() << "] and [" << dst.getShape() << "]";
  if (!isa<IntegerType>(pred.getElementType()))
    return emitOpError("needs an integer pred (0 or 1 per element), but got ") << pred.getElementType();
  if (src.getElementType() != dst.getElementType())
    return emitOpError("copies without a cast: src is ") << src.getElementType() << ", dst " << dst.getElementType();
  if (pred.getScope() == MemoryScope::psum && src.getScope() == MemoryScope::psum)
    return emitOpError("cannot read both pred and src from psum");
  return success();
}

LogicalResult GatherOp::verify() {
  auto table = cast<axe::TensorType>(getTable().getType());
  auto index = cast<axe::TensorType>(getIndex().getType());
  auto dst = cast<axe::TensorType>(getDst().getType());
  if (table.getScope() != MemoryScope::hbm)
    return emitOpError("reads the rows of an hbm table, but table is in ")
           << stringifyMemoryScope(table.getScope());
  if (index.getScope() != MemoryScope::sbuf || dst.getScope() != MemoryScope::sbuf)
    return emitOpError("takes its index from and writes its rows to sbuf tiles");
  auto tableShape = table.getShape();
  if (tableShape.size() < 2 ||
      llvm::any_of(tableShape.drop_back(2), [](int64_t extent) { return extent != 1; }))
    return emitOpError("needs a table whose dimensions before its last two are 1, but got [")
           << tableShape << "]";
  if (index.getShape().size() != 2 || index.getShape()[1] != 1 || !index.getElementType().isInteger(32))
    return emitOpError("needs a [P, 1] index tile of i32, but got [")
           << index.getShape() << "] of " << index.getElementType();
  if (dst.getShape().size() != 2 || dst.getShape()[0] != index.getShape()[0] ||
      dst.getShape()[1] != tableShape.back())
    return emitOpError("writes a [") << index.getShape()[0] << ", " << tableShape.back()
                                     << "] tile (a table row per index), but dst is [" << dst.getShape() << "]";
  if (dst.getElementType() != table.getElementType())
    return emitOpError("copies rows without a cast: table is ")
           << table.getElementType() << ", dst " << dst.getElementType();
  return success();
}

LogicalResult ReduceOp::verify() {
  auto src = cast<axe::TensorType>(getSrc().getType());
  auto dst = cast<axe::TensorType>(getDst().getType());
  if (failed(checkOnChip(*this)) || failed(checkBroadcast(*this, "dst", dst, src)))
    return failure();
  return success();
}
