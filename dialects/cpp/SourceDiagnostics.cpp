//===- SourceDiagnostics.cpp - mlir-opt's located diagnostics for Rust tools ===//
//
// axe-run and axe-translate parse and run passes through the C API, whose
// default handler prints `loc("file":3:5): error: ...` and no source. These
// give them what MlirOptMain gives axe-opt: a SourceMgr diagnostic handler
// (file:line:col, the source line and a caret) and a parse that names the file.

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

struct AxeSourceDiagnostics {
  llvm::SourceMgr sources;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> handler;
};

// The handler reads `text` in place (the caller keeps it alive until the detach): a copy held
// a whole model's text twice (1.3 GB more for GPT-2's kernels).
AxeSourceDiagnostics *axeSourceDiagnosticsAttach(MlirContext context, MlirStringRef name, MlirStringRef text) {
  auto *diagnostics = new AxeSourceDiagnostics();
  diagnostics->sources.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(unwrap(text), unwrap(name), /*RequiresNullTerminator=*/false), llvm::SMLoc());
  diagnostics->handler =
      std::make_unique<mlir::SourceMgrDiagnosticHandler>(diagnostics->sources, unwrap(context), llvm::errs());
  return diagnostics;
}

void axeSourceDiagnosticsDetach(AxeSourceDiagnostics *diagnostics) { delete diagnostics; }

MlirModule axeParseModuleNamed(MlirContext context, MlirStringRef text, MlirStringRef name) {
  mlir::ParserConfig config(unwrap(context));
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceString<mlir::ModuleOp>(unwrap(text), config, unwrap(name));
  return MlirModule{module.release().getOperation()};
}
