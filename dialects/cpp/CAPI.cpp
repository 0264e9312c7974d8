//===- CAPI.cpp - dialect handles and registration for Rust -----*- C++ -*-===//

#include "AxeDialectsCAPI.h"
#include "AxeDialect.h"
#include "TMTensorDialect.h"
#include "UOpDialect.h"

#include "LayoutCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(UOp, uop, mlir::uop::UOpDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Axe, axe, mlir::axe::AxeDialect)

void axeRegisterAllDialects(MlirDialectRegistry registry) {
  mlir::DialectRegistry *reg = unwrap(registry);
  mlir::registerAllDialects(*reg);
  mlir::registerAllExtensions(*reg);
  // gpu-module-to-binary translates gpu.module bodies to LLVM IR (for PTX).
  mlir::registerAllToLLVMIRTranslations(*reg);
  reg->insert<mlir::uop::UOpDialect, mlir::axe::AxeDialect>();
  // torch-mlir's linalg output (cumsum, sort, ...) parses in Axe's own tools. The
  // dialect plugin (plugin.cpp) leaves it out: a stack with torch-mlir has its own.
  reg->insert<mlir::tm_tensor::TMTensorDialect>();
}

void axeEmitRemark(MlirLocation location, const char *message) {
  mlir::emitRemark(unwrap(location)) << message;
}

void axeEmitWarning(MlirLocation location, const char *message) {
  mlir::emitWarning(unwrap(location)) << message;
}

MlirAttribute axeLayoutAttrGet(MlirContext context, MlirStringRef text) {
  char *normal = nullptr, *error = nullptr;
  size_t offset = 0;
  bool ok = axe_layout_normalize(text.data, text.length, &normal, &error, &offset);
  mlir::Attribute attr;
  if (ok)
    attr = mlir::axe::LayoutAttr::get(unwrap(context), normal);
  axe_string_free(normal);
  axe_string_free(error);
  return wrap(attr);
}

bool axeAttributeIsALayout(MlirAttribute attr) {
  return llvm::isa<mlir::axe::LayoutAttr>(unwrap(attr));
}

MlirStringRef axeLayoutAttrGetSpec(MlirAttribute attr) {
  return wrap(llvm::cast<mlir::axe::LayoutAttr>(unwrap(attr)).getSpec());
}

void axeReplaceLayoutAttrsIn(MlirOperation op, AxeLayoutReplaceFn replace, void *userData) {
  mlir::AttrTypeReplacer replacer;
  replacer.addReplacement([&](mlir::axe::LayoutAttr layout) -> std::optional<mlir::Attribute> {
    MlirAttribute replacement = replace(wrap(mlir::Attribute(layout)), userData);
    if (mlirAttributeIsNull(replacement))
      return std::nullopt;
    return unwrap(replacement);
  });
  replacer.replaceElementsIn(unwrap(op), /*replaceAttrs=*/true, /*replaceLocs=*/false,
                             /*replaceTypes=*/true);
}

bool axeTypeIsATensor(MlirType type) { return llvm::isa<mlir::axe::TensorType>(unwrap(type)); }

intptr_t axeTensorTypeGetRank(MlirType type) {
  return llvm::cast<mlir::axe::TensorType>(unwrap(type)).getRank();
}

int64_t axeTensorTypeGetDim(MlirType type, intptr_t dim) {
  return llvm::cast<mlir::axe::TensorType>(unwrap(type)).getShape()[dim];
}

MlirType axeTensorTypeGetElementType(MlirType type) {
  return wrap(llvm::cast<mlir::axe::TensorType>(unwrap(type)).getElementType());
}

uint32_t axeTensorTypeGetScope(MlirType type) {
  return static_cast<uint32_t>(llvm::cast<mlir::axe::TensorType>(unwrap(type)).getScope());
}

bool axeTensorTypeGetSwizzle(MlirType type, int64_t *out) {
  llvm::ArrayRef<int64_t> swizzle = llvm::cast<mlir::axe::TensorType>(unwrap(type)).getSwizzle();
  if (swizzle.size() != 3)
    return false;
  std::copy(swizzle.begin(), swizzle.end(), out);
  return true;
}

MlirAttribute axeTensorTypeGetLayout(MlirType type) {
  return wrap(mlir::Attribute(llvm::cast<mlir::axe::TensorType>(unwrap(type)).getLayout()));
}

MlirOperation axeOperationGetPrevInBlock(MlirOperation op) {
  return wrap(unwrap(op)->getPrevNode());
}
