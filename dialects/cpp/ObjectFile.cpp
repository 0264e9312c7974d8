//===- ObjectFile.cpp - an LLVM dialect module to a host object file -*- C++ -*-===//
//
// axe-compile --target=cpu wrote its object through MLIR's ExecutionEngine (ORC),
// which held the object three times (the compiled buffer, the object cache's copy
// it dumps, the JIT's loaded sections), each the size of a model's weights, and
// kept the MLIR module, its weights' blobs included, until the end. This makes
// the same host target machine as the JIT (JITTargetMachineBuilder::detectHost,
// -O2 code generation, position independent), translates the module, empties it and frees the blobs it
// referred to, runs the same optimization pipeline (makeOptimizingTransformer, -O2)
// and writes the object straight to its file. The object differs from the JIT's by
// the `_mlir_<name>` packed-argument wrappers the ExecutionEngine adds for its own
// calls, which no user of the object calls.

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cstdlib>
#include <cstring>

using namespace mlir;

static char *message(const std::string &text) { return strdup(text.c_str()); }

char *axeWriteObjectFile(MlirOperation moduleOp, MlirStringRef path) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return message("no target machine for this CPU: " + llvm::toString(builder.takeError()));
  builder->setCodeGenOptLevel(llvm::CodeGenOptLevel::Default);
  // Position independent, as ORC's LLJIT makes it on ELF: the object links into executables
  // (PIE) and shared libraries without text relocations.
  builder->setRelocationModel(llvm::Reloc::PIC_);
  auto machine = builder->createTargetMachine();
  if (!machine)
    return message("no target machine for this CPU: " + llvm::toString(machine.takeError()));

  auto module = llvm::cast<ModuleOp>(unwrap(moduleOp));
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(module, context);
  if (!llvmModule)
    return message("the LLVM dialect module does not translate to LLVM IR");
  // Everything the object needs is in the LLVM module now: the weights' blobs go before
  // code generation makes the object's copy of them.
  module.getBody()->clear();
  axeReleaseUnreferencedBlobs(moduleOp);

  ExecutionEngine::setupTargetTripleAndDataLayout(llvmModule.get(), machine->get());
  if (llvm::Error error = makeOptimizingTransformer(2, 0, machine->get())(llvmModule.get()))
    return message("LLVM's -O2 pipeline failed: " + llvm::toString(std::move(error)));

  std::error_code error;
  llvm::raw_fd_ostream out(unwrap(path), error, llvm::sys::fs::OF_None);
  if (error)
    return message("cannot write " + unwrap(path).str() + ": " + error.message());
  llvm::legacy::PassManager passes;
  if ((*machine)->addPassesToEmitFile(passes, out, nullptr, llvm::CodeGenFileType::ObjectFile))
    return message("LLVM cannot write an object file for this CPU");
  passes.run(*llvmModule);
  out.close();
  if (out.has_error())
    return message("cannot write " + unwrap(path).str() + ": " + out.error().message());
  return nullptr;
}
