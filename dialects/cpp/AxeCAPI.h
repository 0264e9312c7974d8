//===- AxeCAPI.h - the C API that Rust calls --------------------*- C -*-===//
//
// Everything Rust needs from the C++ side: the dialects' C API
// (AxeDialectsCAPI.h), registration of Rust passes by name, and the mlir-opt
// style driver. Declared again in dialects/src/ffi.rs; keep the two in step.
//
//===----------------------------------------------------------------------===//
#ifndef AXE_CAPI_H
#define AXE_CAPI_H

#include "AxeDialectsCAPI.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kind of a Rust pass option, shown by --help and checked by the parser.
enum AxePassOptionKind { AxePassOptionInt = 0, AxePassOptionBool = 1, AxePassOptionString = 2 };

typedef struct {
  const char *name;
  const char *description;
  int kind; ///< an AxePassOptionKind
  const char *defaultValue;
} AxePassOption;

/// Runs a Rust pass on `op`; option values arrive as strings, in declaration
/// order. Returns failure to signal pass failure (after emitting diagnostics).
typedef MlirLogicalResult (*AxeRustPassRun)(MlirOperation op,
                                            const MlirStringRef *optionValues,
                                            intptr_t numOptions, void *userData);

/// Registers a Rust pass under `argument` in MLIR's global pass registry, so
/// textual pipelines and mlir-opt flags name it like any upstream pass.
void axeRegisterRustPass(MlirStringRef argument, MlirStringRef description,
                         const AxePassOption *options, intptr_t numOptions,
                         AxeRustPassRun run, void *userData);

/// Registers the textual pass pipeline `pipeline` (elements nested under the
/// op the pipeline is added to, e.g. "cse,canonicalize") under `argument`,
/// so `--pass-pipeline='builtin.module(argument)'` and `--argument` expand to it.
void axeRegisterPassPipeline(MlirStringRef argument, MlirStringRef description,
                             MlirStringRef pipeline);

/// Registers `axe-approximate-math` (upstream polynomial approximations of
/// math ops in scheduled functions; MathApproximation.cpp).
void axeRegisterMathApproximation(void);

/// Registers `axe-expand-float-minmax` (arith.maximumf / minimumf with IEEE-754 2019
/// semantics, before upstream arith-expand).
void axeRegisterFloatMinMaxLowering(void);

/// Registers `axe-lower-vector-transpose` (upstream's shuffle lowerings of
/// vector.transpose in scheduled functions; VectorTransposeLowering.cpp).
void axeRegisterVectorTransposeLowering(void);

/// Rewrites every named linalg structured op nested in `op` into
/// `linalg.generic` with upstream's generalization patterns
/// (LinalgGeneralization.cpp).
MlirLogicalResult axeGeneralizeNamedLinalgOps(MlirOperation op);

/// Where some tensor nested in `op` has a dynamic shape: evaluates each
/// parallel linalg.generic over small dense constants with its body ops'
/// folders and runs the canonicalization patterns, until the shapes that
/// constants compute are static (ShapeResolution.cpp). Otherwise nothing.
MlirLogicalResult axeResolveComputedShapes(MlirOperation op);

/// Folds the scalar arith ops and linalg.index ops nested in `op` (and erases
/// those left unused); no other op changes (ShapeResolution.cpp).
void axeFoldScalarArithmetic(MlirOperation op);

/// The dense elements attribute of a `dense_resource` attribute's blob, or
/// null when the blob is absent (elided) or does not hold its type's elements
/// (DenseResource.cpp).
MlirAttribute axeDenseResourceToDense(MlirAttribute attribute);

/// The bytes of a `dense_resource` attribute's blob, not copied (they live as
/// long as the context, or until released below); null when the attribute is
/// not one or its blob is absent (DenseResource.cpp).
MlirStringRef axeDenseResourceBlobData(MlirAttribute attribute);

/// Frees the bytes of every builtin `dense_resource` blob that no attribute in
/// `root` (its ops, nested ones, and their attributes) refers to: weights a
/// pass replaced (re-laid out into a new blob, or copied into a dense
/// attribute) are otherwise kept until the context ends. Only for a context
/// that holds no other module referring to blobs (DenseResource.cpp).
void axeReleaseUnreferencedBlobs(MlirOperation root);

/// Writes `module` (the LLVM dialect) to the host object file at `path`: LLVM
/// -O2 on the host's target machine, as MLIR's ExecutionEngine compiles it.
/// Empties `module` once translated and frees the blobs it referred to, so that
/// no weight is held by MLIR and LLVM at once. The error message (malloc'ed:
/// free it), or null (ObjectFile.cpp).
char *axeWriteObjectFile(MlirOperation module, MlirStringRef path);

/// Unrolls the `scf.for` `op`, whose trip count must be constant, completely
/// with upstream's loopUnrollFull (LoopUnroll.cpp); fails on any other op.
MlirLogicalResult axeUnrollScfForFull(MlirOperation op);

/// Scans an input before MLIR parses it: the byte offset of text the
/// parser cannot take (and its message in *message), or -1.
typedef intptr_t (*AxeInputScan)(const char *data, size_t length, const char **message);

/// The axe-opt driver: MlirOptMain with everything registered; the input is
/// refused with a located error where `scan` finds unsupported text.
int axeOptMain(int argc, char **argv, AxeInputScan scan);

/// LLVM's crash handler and pretty stack trace (program arguments, what
/// MLIR was doing, a backtrace) for tools that do not go through InitLLVM.
void axeInstallCrashHandler(int argc, const char *const *argv);

/// A diagnostic handler on `context` that prints as mlir-opt does:
/// `file:line:col: error: ...`, the source line and a caret. `text` (read in
/// place, not copied: keep it alive until the detach) is the source shown for
/// locations in file `name`; other files are read from disk. Detach before the
/// context goes away.
typedef struct AxeSourceDiagnostics AxeSourceDiagnostics;
AxeSourceDiagnostics *axeSourceDiagnosticsAttach(MlirContext context, MlirStringRef name, MlirStringRef text);
void axeSourceDiagnosticsDetach(AxeSourceDiagnostics *handler);

/// Parses `text` as a module whose locations name the file `name`
/// (mlirModuleCreateParse names none); null on a parse error.
MlirModule axeParseModuleNamed(MlirContext context, MlirStringRef text, MlirStringRef name);

#ifdef __cplusplus
}
#endif

#endif // AXE_CAPI_H
