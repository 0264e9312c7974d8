//===- RustPass.cpp - Rust passes in MLIR's pass registry -------*- C++ -*-===//
//
// The C API can create external passes but cannot register them by name or
// give them options. This one C++ pass class wraps any Rust pass: it carries
// the pass's argument, description and typed options (so --help lists them
// and pipeline strings parse them), and calls back into Rust to run.
//
//===----------------------------------------------------------------------===//

#include "AxeCAPI.h"
#include "AxeDialect.h"
#include "UOpDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/TypeID.h"

#include <memory>
#include <string>
#include <vector>

using namespace mlir;

namespace {

struct RustPassDescriptor {
  std::string argument;
  std::string description;
  std::vector<AxePassOption> options; // strings below own the text
  std::vector<std::string> optionText;
  AxeRustPassRun run;
  void *userData;
  TypeID typeID;
};

class RustPass : public OperationPass<> {
public:
  explicit RustPass(std::shared_ptr<const RustPassDescriptor> desc)
      : OperationPass<>(desc->typeID), desc(std::move(desc)) {
    for (const AxePassOption &opt : this->desc->options)
      addOption(opt);
  }

  StringRef getName() const override { return desc->argument; }
  StringRef getArgument() const override { return desc->argument; }
  StringRef getDescription() const override { return desc->description; }
  bool canScheduleOn(RegisteredOperationName) const override { return true; }

  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<RustPass>(desc);
    copy->copyOptionValuesFrom(this);
    return copy;
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, index::IndexDialect, scf::SCFDialect,
                    func::FuncDialect, math::MathDialect, memref::MemRefDialect,
                    gpu::GPUDialect, nvgpu::NVGPUDialect, NVVM::NVVMDialect, vector::VectorDialect, uop::UOpDialect,
                    axe::AxeDialect, cf::ControlFlowDialect, tensor::TensorDialect, shard::ShardDialect,
                    mpi::MPIDialect>();
  }

  void runOnOperation() override {
    // Options are stored per kind; put them back in declaration order.
    std::vector<MlirStringRef> ordered(desc->options.size());
    std::vector<std::string> text(desc->options.size());
    for (auto &opt : intOptions)
      text[opt.index] = std::to_string(static_cast<int64_t>(*opt.option));
    for (auto &opt : boolOptions)
      text[opt.index] = *opt.option ? "true" : "false";
    for (auto &opt : stringOptions)
      text[opt.index] = *opt.option;
    for (size_t i = 0; i < text.size(); ++i)
      ordered[i] = mlirStringRefCreate(text[i].data(), text[i].size());
    MlirLogicalResult result = desc->run(wrap(getOperation()), ordered.data(),
                                         ordered.size(), desc->userData);
    if (mlirLogicalResultIsFailure(result))
      signalPassFailure();
  }

private:
  template <typename T> struct Indexed {
    size_t index;
    std::unique_ptr<Pass::Option<T>> option;
  };

  void addOption(const AxePassOption &opt) {
    size_t index = intOptions.size() + boolOptions.size() + stringOptions.size();
    auto desc = llvm::cl::desc(opt.description);
    switch (opt.kind) {
    case AxePassOptionInt:
      intOptions.push_back({index, std::make_unique<Pass::Option<int64_t>>(
                                       *this, opt.name, desc,
                                       llvm::cl::init(std::stoll(opt.defaultValue)))});
      break;
    case AxePassOptionBool:
      boolOptions.push_back(
          {index, std::make_unique<Pass::Option<bool>>(
                      *this, opt.name, desc,
                      llvm::cl::init(std::string(opt.defaultValue) == "true"))});
      break;
    default:
      stringOptions.push_back(
          {index, std::make_unique<Pass::Option<std::string>>(
                      *this, opt.name, desc,
                      llvm::cl::init(std::string(opt.defaultValue)))});
      break;
    }
  }

  std::shared_ptr<const RustPassDescriptor> desc;
  std::vector<Indexed<int64_t>> intOptions;
  std::vector<Indexed<bool>> boolOptions;
  std::vector<Indexed<std::string>> stringOptions;
};

/// Gives every registered Rust pass a TypeID of its own: the pass manager
/// tells passes apart by TypeID, and all of them share the RustPass class.
TypeIDAllocator &rustPassTypeIDs() {
  static TypeIDAllocator allocator;
  return allocator;
}

} // namespace

void axeRegisterRustPass(MlirStringRef argument, MlirStringRef description,
                         const AxePassOption *options, intptr_t numOptions,
                         AxeRustPassRun run, void *userData) {
  auto desc = std::make_shared<RustPassDescriptor>();
  desc->argument = unwrap(argument).str();
  desc->description = unwrap(description).str();
  desc->run = run;
  desc->userData = userData;
  desc->typeID = rustPassTypeIDs().allocate();
  // Copy the option text so the descriptor does not borrow Rust memory.
  desc->optionText.reserve(3 * numOptions);
  for (intptr_t i = 0; i < numOptions; ++i) {
    desc->optionText.push_back(options[i].name);
    desc->optionText.push_back(options[i].description);
    desc->optionText.push_back(options[i].defaultValue);
  }
  for (intptr_t i = 0; i < numOptions; ++i)
    desc->options.push_back({desc->optionText[3 * i].c_str(),
                             desc->optionText[3 * i + 1].c_str(), options[i].kind,
                             desc->optionText[3 * i + 2].c_str()});
  std::shared_ptr<const RustPassDescriptor> shared = desc;
  registerPass([shared] { return std::make_unique<RustPass>(shared); });
}

void axeRegisterPassPipeline(MlirStringRef argument, MlirStringRef description,
                             MlirStringRef pipeline) {
  // The registry keeps the argument and description by reference: own them
  // for the life of the process.
  static std::vector<std::unique_ptr<std::string>> texts;
  texts.push_back(std::make_unique<std::string>(unwrap(argument).str()));
  StringRef name = *texts.back();
  texts.push_back(std::make_unique<std::string>(unwrap(description).str()));
  StringRef summary = *texts.back();
  std::string elements = unwrap(pipeline).str();
  registerPassPipeline(
      name, summary,
      [elements](OpPassManager &pm, StringRef options,
                 function_ref<LogicalResult(const Twine &)> errorHandler) {
        if (!options.empty())
          return errorHandler("this pipeline takes no options");
        std::string message;
        llvm::raw_string_ostream stream(message);
        if (failed(parsePassPipeline(elements, pm, stream)))
          return errorHandler(message);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)>) {});
}
