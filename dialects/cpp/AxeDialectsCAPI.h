//===- AxeDialectsCAPI.h - the C API of the axe and uop dialects -*- C -*-===//
//
// What CAPI.cpp defines, in the Rust tools' static shim and in
// libAxeDialects.so (installed as <axe/AxeDialectsCAPI.h>, README: C API):
// dialect handles, #axe.layout and !axe.tensor, diagnostics the upstream C
// API lacks. Declared again in dialects/src/ffi.rs; keep the two in step.
//
//===----------------------------------------------------------------------===//
#ifndef AXE_DIALECTS_CAPI_H
#define AXE_DIALECTS_CAPI_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(UOp, uop);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Axe, axe);

/// Remarks and warnings, which the C API lacks (it has only mlirEmitError).
void axeEmitRemark(MlirLocation location, const char *message);
void axeEmitWarning(MlirLocation location, const char *message);

/// #axe.layout: build from text (normalized by the Rust grammar; null when
/// the text is not a layout), test, and read the normal text back.
MlirAttribute axeLayoutAttrGet(MlirContext context, MlirStringRef text);
bool axeAttributeIsALayout(MlirAttribute attr);
MlirStringRef axeLayoutAttrGetSpec(MlirAttribute attr);

/// Called for each layout attribute; returns its replacement, or a null
/// attribute to keep it.
typedef MlirAttribute (*AxeLayoutReplaceFn)(MlirAttribute layout, void *userData);

/// Replaces the layout attributes in `op`'s own attributes and types (nested
/// ones included, not those of ops in its regions).
void axeReplaceLayoutAttrsIn(MlirOperation op, AxeLayoutReplaceFn replace, void *userData);

/// !axe.tensor: shape, element type, memory scope (0 hbm, 1 sbuf, 2 psum), layout.
bool axeTypeIsATensor(MlirType type);
intptr_t axeTensorTypeGetRank(MlirType type);
int64_t axeTensorTypeGetDim(MlirType type, intptr_t dim);
MlirType axeTensorTypeGetElementType(MlirType type);
uint32_t axeTensorTypeGetScope(MlirType type);
MlirAttribute axeTensorTypeGetLayout(MlirType type);
/// A shared tensor's swizzle <B, M, S> into `out` (three entries); false when it has none.
bool axeTensorTypeGetSwizzle(MlirType type, int64_t *out);

/// The op before `op` in its block, or null (upstream's C API has only the next one).
MlirOperation axeOperationGetPrevInBlock(MlirOperation op);

/// Registers every upstream dialect, extension and LLVM IR translation, and
/// uop and axe: what a context needs for any Axe program.
void axeRegisterAllDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif // AXE_DIALECTS_CAPI_H
