//===- OptMain.cpp - the axe-opt driver -------------------------*- C++ -*-===//

#include "AxeCAPI.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

#include <string>
#include <vector>

static const char *const kBugReportMessage =
    "PLEASE report this crash of an Axe tool with the input and command line "
    "that caused it (the stack dump below says what MLIR was doing).\n";

void axeInstallCrashHandler(int argc, const char *const *argv) {
  // The pretty stack trace prints the arguments when the process dies, so
  // they must outlive this call: keep a copy for the life of the process.
  static std::vector<std::string> *args = new std::vector<std::string>();
  static std::vector<const char *> *pointers = new std::vector<const char *>();
  // Once per process: a second call would move the strings the first one handed to LLVM.
  if (!args->empty() || !pointers->empty())
    return;
  for (int i = 0; i < argc; ++i)
    args->emplace_back(argv[i]);
  for (const std::string &arg : *args)
    pointers->push_back(arg.c_str());
  // In InitLLVM's order: the report and the arguments print before the backtrace.
  static llvm::PrettyStackTraceProgram *program =
      new llvm::PrettyStackTraceProgram(static_cast<int>(pointers->size()), pointers->data());
  (void)program;
  llvm::setBugReportMsg(kBugReportMessage);
  // LLVM keeps the program name as a StringRef (it finds the symbolizer next to it on a crash):
  // hand it the process-long copy, not the caller's argv[0], which Rust frees after this call.
  llvm::sys::PrintStackTraceOnErrorSignal(pointers->empty() ? "axe" : pointers->front());
}

/// Runs `scan` over the input before MLIR parses it; text it refuses gets a
/// located error (file:line:col, the line and a caret) and exit status 1.
static bool refused(const llvm::MemoryBuffer &buffer, AxeInputScan scan) {
  const char *message = nullptr;
  intptr_t offset = scan(buffer.getBufferStart(), buffer.getBufferSize(), &message);
  if (offset < 0)
    return false;
  llvm::SourceMgr sources;
  sources.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(buffer.getBuffer(), buffer.getBufferIdentifier()),
                             llvm::SMLoc());
  sources.PrintMessage(llvm::errs(), llvm::SMLoc::getFromPointer(buffer.getBufferStart() + offset),
                       llvm::SourceMgr::DK_Error, message);
  return true;
}

int axeOptMain(int argc, char **argv, AxeInputScan scan) {
  llvm::InitLLVM initLLVM(argc, argv);
  llvm::setBugReportMsg(kBugReportMessage);
  mlir::DialectRegistry registry;
  axeRegisterAllDialects(wrap(&registry));
  mlir::registerAllPasses();
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv,
      "axe-opt: the Axe optimizer driver. Every upstream MLIR dialect and pass, "
      "plus the axe and uop dialects and the Axe passes written in Rust.\n"
      "Reference: docs/passes.md (the Axe passes), docs/dialects/ (the ops); "
      "\"spec NNN\" in a description: docs/specs.md.\n",
      registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  // Read the input once (stdin cannot be read twice), scan it, then run
  // upstream's driver on the same buffer.
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file = mlir::openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  if (refused(*file, scan))
    return EXIT_FAILURE;
  std::unique_ptr<llvm::ToolOutputFile> output = mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(file), registry, config)))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}
